#include "EventPlayer.h"
#include "CreatedTokenRefs.h"
#include "TargetGroups.h"
#include "PlayContext.h"
#include "SpellCosts.h"
#include "StaticDamageRules.h"
#include "engine/Evaluator.h"
#include "model/ModeChoices.h"
#include "model/ResolvableAbilities.h"
#include <algorithm>

namespace strata {

namespace {

// 614.12: "As ~ enters, you may pay 2 life. If you don't, it enters tapped" (the shock lands). The move
// event's `"pays": false` declines; a player with less life (119.4) or whose life total can't change
// (119.10) can't pay. Paid, the life is lost before it enters; unpaid, it enters tapped.
bool entersTappedUnpaid(GameTable& table, const GameObject& o, bool pays)
{
    for (const AbilityPtr& a : printedFace(o).abilities) {
        if (a->kind != AbilityDef::Kind::Replacement || !a->replacement.entersTappedUnlessPaid.endsWith(" life"))
            continue;
        const int life = a->replacement.entersTappedUnlessPaid.section(QLatin1Char(' '), 0, 0).toInt();
        const Player* p = table.player(o.owner);
        if (pays && p && p->life >= life && !lifeChangeForbidden(table.resolution(), o.owner)) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 life as %3 enters (614.12)"),
                {p->name, PlayText::number(life), table.nameOf(o.id)}));
            table.loseLife(o.owner, life);
            return false;
        }
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 enters tapped: %2 life is not paid (614.12)"),
            {table.nameOf(o.id), PlayText::number(life)}));
        return true;
    }
    return false;
}

// The reveal lands (614.1c): "As ~ enters, you may reveal a Goblin card from your hand. If you don't,
// ~ enters tapped." The owner reveals the card the move event's choices name, or else the first such
// card in their hand; `"pays": false` declines, as for the shock lands. No such card: it enters tapped.
bool entersTappedUnrevealed(GameTable& table, const GameObject& o, const GameEvent& e)
{
    const GameState& gs = table.state();
    for (const AbilityPtr& a : printedFace(o).abilities) {
        if (a->kind != AbilityDef::Kind::Replacement || !a->replacement.entersTappedUnlessRevealed)
            continue;
        Selector card = *a->replacement.entersTappedUnlessRevealed;
        card.where = Selector::Where::Any;
        for (Selector& either : card.anyOf)   // "an Island or Swamp card": a card in the hand
            either.where = Selector::Where::Any;
        ContinuousEffect probe;
        probe.sourceIndex = gs.objectIndex(o.id);
        probe.controller = o.owner;
        const Evaluator eval(gs, table.resolution().chars);
        auto fits = [&](int k) {
            return k >= 0 && gs.objects[k].id != o.id && gs.objects[k].zone == Zone::Hand
                && gs.objects[k].owner == o.owner && eval.matches(card, probe, k);
        };
        int revealed = -1;
        for (const QString& id : e.choices.objects)
            if (revealed < 0 && fits(gs.objectIndex(id)))
                revealed = gs.objectIndex(id);
        for (int k = 0; e.choices.objects.isEmpty() && revealed < 0 && k < gs.objects.size(); ++k)
            if (fits(k))
                revealed = k;
        if (e.pays && revealed >= 0) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2 from their hand as %3 enters (614.1c)"),
                {table.nameOf(o.owner), table.nameOf(gs.objects[revealed].id), table.nameOf(o.id)}));
            return false;
        }
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 enters tapped: no card is revealed (614.1c)"),
            {table.nameOf(o.id)}));
        return true;
    }
    return false;
}

// Strive (601.2f): "~ costs {2}{U} more to cast for each target beyond the first". A cast is taken as paid,
// so the total is named, not taken from a mana pool. Empty when the spell has no such cost or one target.
QString striveCost(const GameObject& spell, int targets)
{
    if (!spell.card || targets < 2)
        return {};
    int generic = 0;
    QString colored;
    for (const AbilityPtr& a : spell.card->front.abilities) {
        if (a->kind != AbilityDef::Kind::AdditionalCost)
            continue;
        for (const CostPart& c : a->costParts) {
            if (!c.perTargetBeyondFirst)
                continue;
            ManaCost once;
            QString error;
            if (!ManaCost::parse(c.mana, &once, &error))
                continue;
            for (int k = 1; k < targets; ++k)
                for (const QString& symbol : once.symbols()) {
                    bool number = false;
                    const int n = symbol.toInt(&number);
                    if (number)
                        generic += n;
                    else
                        colored += QLatin1Char('{') + symbol + QLatin1Char('}');
                }
        }
    }
    if (generic == 0 && colored.isEmpty())
        return {};
    return (generic > 0 ? QStringLiteral("{%1}").arg(generic) : QString()) + colored;
}

// What an event report lists as changed (events.md `objects`): created, or a change in zone,
// controller, tapped or phased-out state, damage, counters, power, toughness, attacking or blocking.
QStringList changedObjects(
    const GameState& before, const Resolution& beforeRes, const GameState& after, const Resolution& afterRes)
{
    QStringList out;
    for (int i = 0; i < after.objects.size(); ++i) {
        const GameObject& a = after.objects[i];
        const int b = before.objectIndex(a.id);
        if (b < 0) {
            out << a.id;
            continue;
        }
        const GameObject& o = before.objects[b];
        const Characteristics& cb = beforeRes.chars[b];
        const Characteristics& ca = afterRes.chars[i];
        const bool countersDiffer = o.counters.size() != a.counters.size()
            || !std::equal(o.counters.begin(), o.counters.end(), a.counters.begin(),
                [](const CounterStack& x, const CounterStack& y) { return x.kind == y.kind && x.count == y.count; });
        if (o.zone != a.zone || cb.controller != ca.controller || o.tapped != a.tapped || o.phasedOut != a.phasedOut
            || o.damage != a.damage || countersDiffer || cb.power != ca.power || cb.toughness != ca.toughness
            || o.attacking != a.attacking || o.blocking != a.blocking || o.exists != a.exists
            || o.incarnation != a.incarnation)
            out << a.id;
    }
    return out;
}

// 601.2h: the mana spent to cast a spell, as the symbols of its printed mana cost without {X} (the
// event names the X chosen, not the mana that paid it): "if {G} was spent to cast it" reads them.
QString spentForCost(const GameObject& o)
{
    QString out;
    if (o.card)
        for (const QString& symbol : o.card->front.manaCost.symbols())
            if (symbol != QLatin1String("X"))
                out += QLatin1Char('{') + symbol + QLatin1Char('}');
    return out;
}

}   // namespace

// 303.4a: an Aura spell targets what its enchant ability allows; other spells target what they say.
QVector<Selector> spellTargets(const GameObject& o)
{
    if (const AbilityPtr spell = spellAbility(o.card))
        return targetsOfModes(*spell, o.choices);   // a modal spell: its chosen modes' (700.2c)
    if (o.card)
        for (const AbilityPtr& a : printedFace(o).abilities)
            if (a->isKeyword(QStringLiteral("Enchant")) && a->enchant)
                return {*a->enchant};
    return {};
}

// 702.6a: "Attach to target creature you control."
Selector equipTarget()
{
    Selector s;
    s.types = quint16(CardType::Creature);
    s.controller = Selector::Who::You;
    return s;
}

bool hasPrintedKeyword(const GameObject& o, const QString& keyword)
{
    if (o.card)
        for (const AbilityPtr& a : printedFace(o).abilities)
            if (a->isKeyword(keyword))
                return true;
    return false;
}

void PlayContext::refuse(const PlayText& message, const QString& rule)
{
    table.report().done = false;
    table.report().problems << EventProblem{message.english(), rule, message};
}

// 700.2a, 601.2b: the modes named must be as many as the spell or ability says, each one of its
// modes. A cast or activation that names none is played, and its modes are named as not performed.
bool PlayContext::refusesModes(const AbilityDef* ability, const GameEvent& e)
{
    if (!ability || ability->modes.isEmpty() || chosenModes(e.choices).isEmpty() || modesFit(*ability, e.choices))
        return false;
    refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "the modes chosen for %1 are not as many as it asks for, or not among its %2 modes (700.2a)"),
                    {table.nameOf(e.object), PlayText::number(int(ability->modes.size()))}),
        QStringLiteral("700.2a"));
    return true;
}

bool PlayContext::perform(const GameEvent& e)
{
    GameState& gs = table.state();
    switch (e.verb) {
    case GameEvent::Verb::Move: {
        QVector<int> indices;
        for (const QString& id : e.objects) {
            const int i = gs.objectIndex(id);
            if (i < 0 || !gs.objects[i].exists) {
                refuse(PlayText(QT_TRANSLATE_NOOP(
                                    "PlayText", "%1 no longer exists (a token that left the battlefield, 111.7)"),
                           {id}),
                    QStringLiteral("111.7"));
                return false;
            }
            // Round 41: a land play an effect forbids ("Target player can't play lands this turn", 305.2, 101.2).
            if (gs.objects[i].zone == Zone::Hand && e.to == Zone::Battlefield && !e.faceDown && gs.objects[i].card
                && printedFace(gs.objects[i]).type.has(CardType::Land))
                if (const auto why = landPlayForbidden(gs, table.resolution(), i)) {
                    refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't be played (%2, 305.2)"), {table.nameOf(id), *why}),
                        QStringLiteral("305.2"));
                    return false;
                }
            indices << i;
        }
        table.beginBatch();
        for (int k = 0; k < indices.size(); ++k) {
            const int i = indices[k];
            const QString name = table.nameOf(gs.objects[i].id);
            const Zone from = gs.objects[i].zone;
            EntryOptions entry;
            entry.timestamp = e.timestamps.value(e.timestamps.size() == 1 ? 0 : k, 0);
            entry.tapped = e.tapped;
            entry.faceDown = e.faceDown;
            entry.choices = e.choices;
            if (e.to == Zone::Battlefield && from != Zone::Battlefield && !e.tapped && !e.faceDown && gs.objects[i].card
                && (entersTappedUnpaid(table, gs.objects[i], e.pays) || entersTappedUnrevealed(table, gs.objects[i], e)))
                entry.tapped = true;
            if (from == Zone::Stack)   // a spell that leaves the stack is no longer on it
                for (int s = gs.stack.size() - 1; s >= 0; --s)
                    if (gs.stack[s].kind == StackItem::Kind::Spell && gs.stack[s].id == gs.objects[i].id)
                        gs.stack.remove(s);
            // A move event from the hand plays a land (docs/card-format.md): "if you didn't play a land
            // this turn" (305.1); an effect that puts one there plays none (305.4).
            if (from == Zone::Hand && e.to == Zone::Battlefield && !e.faceDown && gs.objects[i].card
                && printedFace(gs.objects[i]).type.has(CardType::Land)) {
                entry.landPlayed = true;
                for (Player& p : gs.players)
                    p.thisTurn.landsPlayed += p.id == gs.objects[i].owner ? 1 : 0;
            }
            table.moveObject(i, e.to, entry);
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 moves from the %2 to the %3"),
                {name, PlayText::word(zoneName(from)), PlayText::word(zoneName(e.to))}));
        }
        table.endBatch();
        return true;
    }
    case GameEvent::Verb::Cast: {
        const int i = gs.objectIndex(e.object);
        if (i < 0 || gs.objects[i].zone == Zone::Battlefield || gs.objects[i].zone == Zone::Stack
            || !gs.objects[i].exists) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not in a zone it can be cast from"), {e.object}),
                QStringLiteral("601.2a"));
            return false;
        }
        const QString caster = gs.objects[i].owner;
        // 601.3: an effect says the card can't be cast ("Spells with the chosen name can't be cast").
        if (const auto why = castForbidden(gs, table.resolution(), i)) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't be cast (%2, 601.3)"), {table.nameOf(e.object), *why}),
                QStringLiteral("601.3"));
            return false;
        }
        if (e.buyback && !hasPrintedKeyword(gs.objects[i], QStringLiteral("Buyback"))) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no buyback cost to pay (702.27a)"),
                       {table.nameOf(e.object)}),
                QStringLiteral("702.27a"));
            return false;
        }
        StackItem item;
        item.kind = StackItem::Kind::Spell;
        item.id = e.object;
        item.ability = spellAbility(gs.objects[i].card);
        item.controller = caster;
        item.choices = e.choices;
        item.evoked = e.evoked;
        item.kicked = e.kicked;
        item.buyback = e.buyback;
        bool impossible = false;
        // 601.2b comes before 601.2c: the X chosen decides which targets are legal ("with mana value
        // X"), the modes chosen which targets there are (700.2c); a refused event puts the state back.
        gs.objects[i].choices = e.choices;
        if (refusesModes(item.ability.data(), e))
            return false;
        const QVector<Selector> wanted = spellTargets(gs.objects[i]);
        // 601.2c: each target the event names must be legal as the spell is cast (shroud, protection).
        if (refusesIllegalTarget(wanted, e, caster, i, Targeter::Spell,
                QT_TRANSLATE_NOOP("PlayText", "%1 can't be a target of %2 (601.2c)"), QStringLiteral("601.2c")))
            return false;
        if (refusesRepeatedAnother(wanted, e, QStringLiteral("601.2c"))
            || refusesTargetWord(item.ability.data(), e, QStringLiteral("601.2c")))
            return false;
        item.targets = chooseTargets(wanted, e.targets, e.hasTargets, caster, i, Targeter::Spell, &impossible);
        if (impossible) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no legal target"), {table.nameOf(e.object)}),
                QStringLiteral("601.2c"));
            return false;
        }
        item.targetIncarnations = incarnationsOf(item.targets);
        QHash<QString, int> shares;   // 601.2d: divided damage, as it is cast
        if (const auto why = dividedDamageRefusal(item.ability.data(), e, item.targets, e.choices.x.value_or(0), &shares)) {
            refuse(*why, QStringLiteral("601.2d"));
            return false;
        }
        if (const auto why = singleGraveyardRefusal(wanted, e, item.targets, gs)) {
            refuse(*why, QStringLiteral("115.1"));
            return false;
        }
        table.beginBatch();
        const Zone castFrom = gs.objects[i].zone;
        table.moveObject(i, Zone::Stack);
        gs.objects[i].castFrom = castFrom;   // 601.2a: the zone it was cast from
        // 601.2h: the mana paid is its mana cost (an event names no other payment); an {X} in it is 0.
        gs.objects[i].manaSpent = spentForCost(gs.objects[i]);
        gs.objects[i].evoked = e.evoked;
        gs.objects[i].kicked = e.kicked;
        gs.objects[i].choices = e.choices;
        gs.stack << item;
        sacrificeForSpell(table, e, i, caster);   // 601.2h: Fling's creature, named by the cast's choices
        Happening h;
        h.kind = Happening::Kind::Cast;
        h.object = e.object;
        h.player = caster;
        table.happened(h);
        table.becameTargets(item.targets, caster, e.object);
        QStringList targetNames;
        for (const QString& t : item.targets)
            targetNames << table.nameOf(t);
        if (targetNames.isEmpty())
            table.note(
                PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 casts %2"), {table.nameOf(caster), table.nameOf(e.object)}));
        else
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 casts %2 targeting %3"),
                {table.nameOf(caster), table.nameOf(e.object), targetNames.join(QStringLiteral(", "))}));
        if (const QString more = striveCost(gs.objects[i], int(item.targets.size())); !more.isEmpty())
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                    "%1 costs %2 more to cast for %3 target(s) beyond the first (strive, "
                                    "601.2f); the cost is taken as paid"),
                {table.nameOf(e.object), more, PlayText::number(int(item.targets.size()) - 1)}));
        table.endBatch();
        return true;
    }
    case GameEvent::Verb::Activate:
        return activate(e);
    case GameEvent::Verb::Resolve:
        return resolveTop(e);
    case GameEvent::Verb::Begin:
        return begin(e.step);
    case GameEvent::Verb::Damage:
        for (const GameEvent::DamageDealt& d : e.damage) {
            const int s = gs.objectIndex(d.source);
            const int t = gs.objectIndex(d.to);
            if (s < 0 || (t >= 0 && gs.objects[t].zone != Zone::Battlefield)) {
                refuse(
                    PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not on the battlefield to be dealt damage"), {d.to}),
                    QStringLiteral("120.1"));
                return false;
            }
        }
        table.beginBatch(true);   // events.md: noncombat damage dealt at the same time
        for (const GameEvent::DamageDealt& d : e.damage)
            table.dealDamage(d.source, d.to, d.amount, false);
        table.endBatch();
        return true;
    case GameEvent::Verb::Set:
        for (auto it = e.life.constBegin(); it != e.life.constEnd(); ++it)
            table.player(it.key())->life = it.value();
        for (auto it = e.poison.constBegin(); it != e.poison.constEnd(); ++it)
            table.player(it.key())->poison = it.value();
        for (const GameEvent::ObjectSetting& s : e.settings) {
            GameObject& o = gs.objects[gs.objectIndex(s.id)];
            if (s.tapped)
                o.tapped = *s.tapped;
            if (s.summoningSick)
                o.summoningSick = *s.summoningSick;
            if (s.damage)
                o.damage = *s.damage;
            if (s.counters) {
                o.counters.clear();
                for (const auto& c : *s.counters)
                    if (c.second > 0)
                        o.counters << CounterStack{c.first, c.second, table.nextTimestamp()};
            }
        }
        table.touched();
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the situation is set up as the event says"), {}));
        return true;
    case GameEvent::Verb::Attack:
        return declareAttackers(e);
    case GameEvent::Verb::Block:
        return declareBlockers(e);
    }
    return false;
}

Playthrough EventPlayer::play(
    const GameState& snapshot, const CardLibrary& library, const QString& until, EngineOptions options)
{
    PlayContext play(snapshot, library, options);
    Playthrough out;
    for (const GameEvent& e : snapshot.events) {
        GameTable& table = play.table;
        table.startReport(e.id);
        play.event = &e;
        play.itemCount = 0;
        const GameTable::Saved before = table.save();
        const Resolution beforeRes = table.resolution();
        if (play.gameOver()) {
            play.refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "the game is over"), {}), QStringLiteral("104.1"));
        } else if (const auto missing = missingCreatedToken(e, table.state())) {
            play.refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 does not exist: no earlier event created it"),
                            {*missing}),
                QStringLiteral("111.1"));
        } else if (!play.perform(e)) {
            table.report().done = false;
        } else {
            play.settle();
            // 302.6: a permanent whose controller changed has not been controlled continuously since
            // its new controller's turn began.
            const Resolution& now = table.resolution();
            for (int i = 0; i < table.state().objects.size() && i < before.state.objects.size(); ++i) {
                GameObject& o = table.state().objects[i];
                if (o.zone != Zone::Battlefield || before.state.objects[i].zone != Zone::Battlefield
                    || o.incarnation != before.state.objects[i].incarnation
                    || now.chars[i].controller == beforeRes.chars[i].controller || (o.summoningSick && o.controlChangedThisTurn))
                    continue;
                o.summoningSick = true;
                o.controlChangedThisTurn = true;   // round 40: "unless it came under your control this turn"
                table.touched();
            }
        }
        if (!table.report().done) {   // a refused event leaves the state exactly as it was
            const EventOutcome refused = table.report();
            table.restore(before);
            table.report() = refused;
            table.report().triggered.clear();
            table.report().damage.clear();
            table.report().happened.clear();
            table.report().stateBasedActions.clear();
            table.report().notTriggered.clear();
        }
        EventOutcome outcome = table.report();
        outcome.state = table.state();
        outcome.resolution = table.resolution();
        outcome.changedObjects = changedObjects(before.state, beforeRes, outcome.state, outcome.resolution);
        out.events << outcome;
        if (!until.isEmpty() && e.id == until)
            break;
    }
    out.finalState = play.table.state();
    out.finalResolution = play.table.resolution();
    return out;
}

}   // namespace strata
