#include "GameTable.h"
#include "ExileUntilLeaves.h"
#include "Exert.h"
#include "CombatRules.h"
#include "DeathReplacement.h"
#include "KeywordTriggers.h"
#include "StaticDamageRules.h"
#include "TriggerDetection.h"
#include "engine/CopyLocks.h"
#include "engine/EnteringCopy.h"
#include "engine/LayerEngine.h"
#include "model/ResolvableAbilities.h"
#include "rules/StateBasedActions.h"

namespace strata {

namespace {

// Damage dealt at once (a step's combat damage, 510.2; all of a `damage` event's): an object dealt damage
// by several sources is dealt it once, the total, for "is dealt damage" (Happening::damageToObjectAtOnce).
void totalDamageByObject(QVector<Happening>& batch, bool allAtOnce)
{
    QHash<QString, int> first;   // object id -> index of its first happening of damage dealt at once
    for (int k = 0; k < batch.size(); ++k) {
        Happening& h = batch[k];
        if (h.kind != Happening::Kind::DamageDealt || !h.player.isEmpty() || !(h.combat || allAtOnce))
            continue;
        const auto f = first.constFind(h.object);
        if (f == first.cend()) {
            first.insert(h.object, k);
            h.damageToObjectAtOnce = h.amount;
        } else {
            batch[*f].damageToObjectAtOnce += h.amount;
            h.damageToObjectAtOnce = 0;
        }
    }
}

// A step's combat damage (510.2): each source's first happening stands for all the damage it dealt then.
void markFirstOfSource(QVector<Happening>& batch)
{
    QSet<QString> seen;
    for (Happening& h : batch)
        if (h.kind == Happening::Kind::DamageDealt && h.combat) {
            h.firstOfSourceAtOnce = !seen.contains(h.source);
            seen.insert(h.source);
        }
}

int greatestTimestamp(const GameState& gs)
{
    int ts = gs.nextTimestamp() - 1;
    for (const GameEvent& e : gs.events)
        for (int t : e.timestamps)
            ts = std::max(ts, t);
    return ts;
}

}   // namespace

GameTable::GameTable(GameState state, const CardLibrary& library, EngineOptions options)
    : m_state(std::move(state)), m_library(library), m_options(options)
{
    m_lastTimestamp = greatestTimestamp(m_state);
    for (const GameObject& o : m_state.objects)
        if (o.zone == Zone::Library)
            m_listedLibraries.insert(o.owner);
    // 509.1h: an attacker stays blocked whatever becomes of its blockers; a snapshot's attacker learns
    // them from their `blocking` here, as a declared one does as blockers are declared.
    for (GameObject& o : m_state.objects)
        if (o.attacking && o.blockedBy.isEmpty())
            o.blockedBy = blockersOf(m_state, o);
}

void GameTable::restore(const Saved& saved)
{
    m_state = saved.state;
    records = saved.records;
    m_lastTimestamp = saved.lastTimestamp;
    m_pending.clear();
    m_dirty = true;
}

const Resolution& GameTable::resolution()
{
    if (m_dirty) {
        m_resolution = LayerEngine::resolve(m_state, m_options);
        // A copy effect that began keeps the values it copied (608.2h, 707.2); the values are the
        // same now, but a lock dropped for an ended copy effect may change what another one reads.
        if (lockCopyEffects(m_state, m_resolution))
            m_resolution = LayerEngine::resolve(m_state, m_options);
        findStateBasedActions(m_state, m_resolution);
        m_dirty = false;
    }
    return m_resolution;
}

void GameTable::startReport(const QString& eventId)
{
    m_report = EventOutcome();
    m_report.id = eventId;
    // events.md: what an event creates is named after it ("e4.token1", "e4.card1"), counted from 1 in each event,
    // so a later event can name it without counting what came before.
    records.tokenCount = records.cardCount = 0;
}

void GameTable::beginBatch(bool damageAtOnce)
{
    if (m_inBatch)
        return;
    m_inBatch = true;
    m_damageAtOnce = damageAtOnce;
    m_beforeState = m_state;
    m_beforeResolution = resolution();
    m_batch.clear();
}

void GameTable::happened(const Happening& h)
{
    recordInTurnHistory(m_state, h);
    m_batch << h;
}

void GameTable::endBatch()
{
    if (!m_inBatch)
        return;
    m_inBatch = false;
    if (m_batch.isEmpty())
        return;
    totalDamageByObject(m_batch, m_damageAtOnce);
    markFirstOfSource(m_batch);
    TriggerDetection detect{m_beforeState, m_beforeResolution, m_state, resolution(), m_sequence};
    for (const Happening& h : m_batch)
        detect.happening(h, m_pending, m_report.notTriggered, m_state.delayed);
    m_batch.clear();
}

Player* GameTable::player(const QString& id)
{
    for (Player& p : m_state.players)
        if (p.id == id)
            return &p;
    return nullptr;
}

int GameTable::energyOf(const QString& player)
{
    const Player* p = this->player(player);
    return p ? p->counters.value(QStringLiteral("energy")) : 0;   // 122.1: a player counter
}

void GameTable::payEnergy(const QString& player, int n)
{
    Player* p = this->player(player);
    if (!p)
        return;
    const int left = p->counters.value(QStringLiteral("energy")) - n;
    if (left > 0)
        p->counters.insert(QStringLiteral("energy"), left);
    else
        p->counters.remove(QStringLiteral("energy"));
}

QString GameTable::nameOf(const QString& id)
{
    const int i = m_state.objectIndex(id);
    if (i >= 0)
        return resolution().chars[i].name;
    const Player* p = m_state.player(id);
    return p ? p->name : id;
}

void GameTable::forgetOldObject(int index)
{
    GameObject& o = m_state.objects[index];
    const QString id = o.id;
    // 400.7: effects and targets that named the old object no longer see the new one.
    for (int e = m_state.effects.size() - 1; e >= 0; --e) {
        ResolvedEffect& r = m_state.effects[e];
        for (QString& t : r.targets)
            if (t == id)
                t.clear();
        // Round 30: the source chosen for "Prevent all damage a source of your choice would deal this turn"
        // (609.7a, Evaluator.cpp): the new object is not it.
        if (r.ability && namesChosenSource(*r.ability))
            r.choices.objects.removeAll(id);
        if (r.sourceId == id) {
            bool whileControlled = false;
            if (r.ability)
                for (const Action& a : r.ability->effect)
                    if (a.continuous
                        && (a.continuous->duration == Duration::WhileYouControlSource
                            || a.continuous->duration == Duration::UntilSourceLeaves   // 610.3c
                            || a.continuous->duration == Duration::WhileSourceTapped))
                        whileControlled = true;
            if (whileControlled)
                m_state.effects.remove(e);
            else
                r.sourceId.clear();
        }
    }
    for (GameObject& other : m_state.objects)
        if (other.attachedTo == id)
            other.attachedTo.clear();   // 301.5c, 303.4c: the SBA puts an unattached Aura away
    o.attachedTo.clear();
    o.counters.clear();
    o.damage = 0;
    o.deathtouchDamage = false;
    o.tapped = o.faceDown = o.phasedOut = o.transformed = o.kicked = o.evoked = o.monstrous = false;
    o.attacking = false;
    o.attackTarget.clear();
    o.blocking.clear();
    o.blockedBy.clear();
    o.band.clear();
    o.choices = Choices();
    o.enteredTogether.clear();
    o.summoningSick = false;
    o.timestamp = 0;
    o.exiledWith.clear();   // 400.7: a card that leaves exile is no longer linked to its exiler (607.2a)
    o.exiledUntilMonarchOf.clear();   // 400.7, and so is the duration of its exile (610.3)
    o.enteredThisTurn = false;   // 400.7: a new object; it enters anew or not at all
    o.controlChangedThisTurn = false;   // 400.7, round 40
    o.dealtDamageThisTurn = false;   // 400.7: round 23, the damage was dealt to the old object
    o.attackedThisTurn = o.blockedThisTurn = o.wasBlockedThisTurn = false;   // 400.7: the old object's combat
    o.castFrom.reset();          // 400.7; moveObject keeps it for a spell that becomes a permanent (608.3)
    o.manaSpent.clear();         // 400.7, kept the same way
    o.flipped = false;           // 710.2: a flip card is unflipped anywhere but on the battlefield
    o.fromBattlefieldThisTurn = false;   // 400.7: round 40, moveObject marks a card the battlefield put there
    ++o.incarnation;
}

void GameTable::moveObject(int index, Zone to, const EntryOptions& entry)
{
    // Objects that move together are seen as they were before the batch, which also spares a
    // resolution of the whole board per object when a Wrath or the state-based actions move many.
    const bool seenBefore = m_inBatch && index < m_beforeState.objects.size()
        && m_beforeState.objects[index].incarnation == m_state.objects[index].incarnation;
    const Resolution& before = seenBefore ? m_beforeResolution : resolution();
    const Zone from = m_state.objects[index].zone;
    to = zoneInsteadOfDying(*this, before, index, from, to);   // 614.1a: "exile it instead"
    to = zoneInsteadOfGraveyard(*this, before, index, to);     // 614.1a: Nexus of Fate
    const bool wasCreature = before.chars[index].isCreature();
    const QString lastController = before.chars[index].controller;
    // 610.3c: the cards it exiled "until ~ leaves the battlefield" come back once it has left.
    const bool returnsExiled = from == Zone::Battlefield && to != Zone::Battlefield && exilesUntilItLeaves(before.chars[index]);
    const std::optional<Zone> castFrom = m_state.objects[index].castFrom;
    const QString manaSpent = m_state.objects[index].manaSpent;

    QVector<QPair<QString, int>> damagedBy;
    if (from == Zone::Battlefield)
        for (const DamageRecord& r : records.damageRecords)
            if (r.to == m_state.objects[index].id && r.toIncarnation == m_state.objects[index].incarnation
                && r.turn == m_state.turn && !damagedBy.contains(qMakePair(r.source, r.sourceIncarnation)))
                damagedBy << qMakePair(r.source, r.sourceIncarnation);
    const int incarnationBefore = m_state.objects[index].incarnation;
    const QVector<CounterStack> countersBefore = m_state.objects[index].counters;
    forgetOldObject(index);
    GameObject& o = m_state.objects[index];
    if (from == Zone::Battlefield) {
        const SacrificedForCost last{before.chars[index].power.value_or(0), before.chars[index].toughness.value_or(0), countersBefore,
            before.chars[index].controller, before.chars[index].manaCost.manaValue()};
        records.leftBattlefield.insert(qMakePair(o.id, incarnationBefore), last);
        records.leftBattlefield.insert(qMakePair(o.id, o.incarnation), last);
    }
    o.zone = to;
    // Round 40: "cards in your graveyard that were put there from the battlefield this turn"; a new turn clears it.
    o.fromBattlefieldThisTurn = from == Zone::Battlefield && to == Zone::Graveyard;
    if (from == Zone::Stack && to == Zone::Battlefield) {
        o.castFrom = castFrom;   // 608.3: the permanent spell becomes the permanent ("if you cast it from your hand")
        o.manaSpent = manaSpent;   // "if {G} was spent to cast it"
    }
    if (to == Zone::Library)
        m_listedLibraries.insert(o.owner);
    o.controller = o.owner;
    QVector<CounterStack> entersWith;
    if (to == Zone::Battlefield) {
        o.timestamp = entry.timestamp > 0 ? entry.timestamp : nextTimestamp();
        m_lastTimestamp = std::max(m_lastTimestamp, o.timestamp);
        o.controller = entry.controller.isEmpty() ? o.owner : entry.controller;
        o.tapped = entry.tapped;
        o.faceDown = entry.faceDown;
        o.choices = entry.choices;
        o.kicked = entry.kicked;
        o.summoningSick = true;   // 302.6, until its controller's next turn begins
        if (o.card && !o.faceDown) {
            // 616.1c: under Essence of the Wild a creature enters as a copy of it, whatever a Clone
            // chose; with several, the first is taken unless the event names one in choices.copy_of.
            const QStringList granters = copyGranters(printedFace(o), o.controller, m_state, before.chars, o.id);
            if (!granters.isEmpty() && !granters.contains(o.choices.copyOf)) {
                o.choices.copyOf = granters.first();
                note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 enters as a copy of %2 (616.1c)"),
                    {o.card->name(), before.chars[m_state.objectIndex(granters.first())].name}));
            }
        }
        const EnteringWith with = enteringWith(o, m_state, before.chars);
        o.tapped = o.tapped || with.tapped;   // 614.1c
        if (PlayText why; !o.tapped && o.card && !o.faceDown
                          && entersTappedByRule(before, printedFace(o).type, o.controller, &why)) {
            o.tapped = true;   // 614.12: "Creatures your opponents control enter the battlefield tapped"
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 enters tapped (%2, 614.12)"),
                {o.card ? o.card->name() : o.id, why}));
        }
        o.counters << with.counters;
        entersWith = with.counters;
    } else if (to == Zone::Stack) {
        o.controller = lastController.isEmpty() ? o.owner : lastController;
    }
    Happening h;
    h.kind = Happening::Kind::ZoneChange;
    h.object = o.id;
    h.from = from;
    h.to = to;
    h.dies = from == Zone::Battlefield && to == Zone::Graveyard && wasCreature;
    h.incarnationAfter = o.incarnation;
    h.lastController = lastController;
    h.damagedBy = damagedBy;
    h.landPlayed = entry.landPlayed;
    if (h.dies)   // round 40: "for each Zubera that died this turn", by its last known subtypes (608.2h)
        recordDiedSubtypes(m_state, lastController, before.chars[index].type);
    happened(h);
    // 122.6: counters an object is given as it enters are counters put on it; an effect that names no
    // player has them put by the permanent's controller (the Obelisk Spider ruling).
    for (const CounterStack& c : entersWith)
        countersPut(o.id, c.kind, c.count, o.controller);
    m_dirty = true;
    if (returnsExiled)
        returnCardsExiledUntilLeaves(*this, h.object);
}

void GameTable::countersPut(const QString& objectId, const QString& kind, int n, const QString& byPlayer)
{
    if (n <= 0)
        return;
    Happening h;
    h.kind = Happening::Kind::CountersPut;
    h.object = objectId;
    h.counterKind = kind;
    h.amount = n;
    h.player = byPlayer;
    happened(h);
}

// 701.8a: the card goes to the graveyard, then abilities that wait for a discard see it (603.2):
// "whenever an opponent discards a card", "whenever you cycle or discard a card".
void GameTable::discard(int index, const QString& player)
{
    const QString id = m_state.objects[index].id;
    moveObject(index, Zone::Graveyard);
    Happening h;
    h.kind = Happening::Kind::Discarded;
    h.object = id;
    h.player = player;
    h.from = Zone::Hand;
    h.to = Zone::Graveyard;
    h.incarnationAfter = m_state.objects[index].incarnation;
    happened(h);
}

void GameTable::sacrifice(int index, const QString& player)
{
    const QString id = m_state.objects[index].id;
    moveObject(index, Zone::Graveyard);
    Happening h;
    h.kind = Happening::Kind::Sacrificed;
    h.object = id;
    h.player = player;
    h.from = Zone::Battlefield;
    h.to = Zone::Graveyard;
    h.incarnationAfter = m_state.objects[index].incarnation;
    happened(h);
}

// `spell`: the stack item that targets, a spell's object id or (round 43) an ability's item id, which "counter that
// spell or ability" names (Frost Titan, 603.7c).
void GameTable::becameTargets(const QStringList& targets, const QString& player, const QString& spell)
{
    QSet<QString> seen;   // an object targeted twice becomes a target once (115.1)
    for (const QString& t : targets) {
        if (t.isEmpty() || seen.contains(t) || (m_state.objectIndex(t) < 0 && !m_state.player(t)))
            continue;
        seen.insert(t);
        Happening h;
        h.kind = Happening::Kind::BecameTarget;
        h.object = t;
        h.player = player;
        h.source = spell;
        happened(h);
    }
}

void GameTable::gainLife(const QString& id, int amount)
{
    if (Player* p = player(id); p && amount > 0) {
        // 119.7. The resolution last computed: recomputing here would move the characteristics the
        // callers still read (lifelink's source); the permanents that forbid it were there before.
        if (const auto why = lifeGainForbidden(m_resolution, id)) {
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't gain life (%2, 119.7)"), {p->name, *why}));
            return;
        }
        if (const auto why = lifeChangeForbidden(m_resolution, id)) {
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's life total can't change (%2, 119.10)"), {p->name, *why}));
            return;
        }
        QVector<PlayText> replaced;   // 614.1a: "… that much life plus 1 instead", "… twice that much life instead"
        amount = lifeGainAfterRules(m_resolution, id, amount, &replaced);
        for (const PlayText& why : replaced)
            note(why);
        p->life += amount;
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 gains %2 life (now %3)"),
            {p->name, PlayText::number(amount), PlayText::number(p->life)}));
        m_dirty = true;
        Happening h;
        h.kind = Happening::Kind::LifeGained;
        h.player = id;
        h.amount = amount;
        happened(h);
    }
}

void GameTable::loseLife(const QString& id, int amount)
{
    if (Player* p = player(id); p && amount > 0) {
        if (const auto why = lifeChangeForbidden(m_resolution, id)) {   // 119.10, the last resolution as above
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's life total can't change (%2, 119.10)"), {p->name, *why}));
            return;
        }
        p->life -= amount;
        p->thisTurn.lifeLost += amount;
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 loses %2 life (now %3)"),
            {p->name, PlayText::number(amount), PlayText::number(p->life)}));
        m_dirty = true;
        Happening h;
        h.kind = Happening::Kind::LifeLost;
        h.player = id;
        h.amount = amount;
        happened(h);
    }
}

QVector<int> topOfLibrary(const GameState& gs, const QString& owner, int n)
{
    QVector<int> out;
    for (int i = 0; out.size() < n && i < gs.objects.size(); ++i)
        if (gs.objects[i].zone == Zone::Library && gs.objects[i].owner == owner)
            out << i;
    return out;
}

void GameTable::draw(const QString& playerId, int count)
{
    for (int n = 0; n < count; ++n) {
        const QVector<int> first = topOfLibrary(m_state, playerId, 1);
        const int top = first.isEmpty() ? -1 : first.first();
        Happening drawn;
        drawn.kind = Happening::Kind::CardDrawn;
        drawn.player = playerId;
        if (top >= 0) {
            note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 draws %2"), {nameOf(playerId), nameOf(m_state.objects[top].id)}));
            drawn.object = m_state.objects[top].id;
            moveObject(top, Zone::Hand);
            happened(drawn);
        } else if (m_listedLibraries.contains(playerId)) {
            records.drewFromEmptyLibrary.insert(playerId);   // 704.5b: a listed library holds only what it lists
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 tries to draw from an empty library"), {nameOf(playerId)}));
        } else {
            ++records.cardCount;
            m_state.unlistedHandCards[playerId] += 1;
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 draws a card (%2.card%3)"),
                {nameOf(playerId), currentEventId(), PlayText::number(records.cardCount)}));
            m_dirty = true;
            happened(drawn);
        }
    }
}

QString GameTable::createToken(const QString& name, const QString& controller)
{
    const CardPtr card = m_library.find(name);
    if (!card) {
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "no token named %1 in the card library; none is created"), {name}));
        return QString();
    }
    return createToken(card, controller);
}

QString GameTable::createToken(const CardPtr& token, const QString& controller)
{
    const QString name = token->name();
    GameObject o;
    o.card = token;
    do   // a snapshot may already hold an object of that id (a state saved after its events)
        o.id = QStringLiteral("%1.token%2").arg(currentEventId()).arg(++records.tokenCount);
    while (m_state.objectIndex(o.id) >= 0);
    o.owner = o.controller = controller;
    o.token = true;
    o.createdDuringEvents = true;
    o.zone = Zone::Battlefield;
    o.timestamp = nextTimestamp();
    o.summoningSick = true;
    // 614.12: "Creatures your opponents control enter the battlefield tapped" taps tokens too. The last
    // resolution names the permanents with that rule: recomputing it would move what callers still read.
    if (PlayText why; entersTappedByRule(m_resolution, token->front.type, controller, &why)) {
        o.tapped = true;
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 enters tapped (%2, 614.12)"), {name, why}));
    }
    m_state.objects << o;
    m_dirty = true;
    Happening h;
    h.kind = Happening::Kind::ZoneChange;
    h.object = o.id;
    h.from = Zone::Command;   // 111.1: a token is created on the battlefield; it comes from no zone
    h.to = Zone::Battlefield;
    happened(h);
    note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 creates %2 (%3)"), {nameOf(controller), name, o.id}));
    return o.id;
}

void GameTable::setTapped(int index, bool tapped)
{
    GameObject& o = m_state.objects[index];
    if (o.tapped == tapped)
        return;
    o.tapped = tapped;
    m_dirty = true;
    Happening h;
    h.kind = tapped ? Happening::Kind::Tapped : Happening::Kind::Untapped;
    h.object = o.id;
    happened(h);
}

}   // namespace strata
