#include "ActionPerformer.h"
#include "EachPlayersPart.h"
#include "DestroyedThisWay.h"
#include "FixedAmounts.h"
#include "Regeneration.h"
#include "SkippedUntaps.h"
#include "GrantedAbilities.h"
#include "GraveyardCards.h"
#include "HandExiles.h"
#include "CombatRules.h"
#include "Emblems.h"
#include "TargetGroups.h"
#include "TriggerDetection.h"
#include "ZoneMoves.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

namespace {

// Round 23: "damage to each player equal to the number of lands they control" (Acidic Soil): a count of
// the objects of the player dealt damage (Expr::ofAffectedController on the battlefield).
bool countsRecipients(const Expr& e)
{
    if (e.kind == Expr::Kind::Sum)
        return !e.args.isEmpty() && std::all_of(e.args.cbegin(), e.args.cend(), countsRecipients);
    if (e.kind == Expr::Kind::LifeLostThisTurn)   // round 34: "the life that player lost this turn"
        return e.ofAffectedController;
    return e.kind == Expr::Kind::Count && e.ofAffectedController && e.selector   // round 36: or their hand (Stormbreath Dragon)
        && (e.selector->where == Selector::Where::Battlefield || (e.selector->zone == Zone::Hand && e.selector->ownerYou));
}

// The same count said of "you", the player the evaluator is given as the controller.
Expr asYours(Expr e)
{
    e.ofAffectedController = false;
    for (Expr& part : e.args)
        part = asYours(part);
    return e;
}

// A count of "they control" for one player the action is done to, as the resolution began (608.2h).
// Round 34: "of the chosen color" after a spell's "Choose a color." (Searing Rays): the colour the resolve
// event chose (608.2d).
int recipientsCount(const GameState& start, const QVector<Characteristics>& chars, int sourceIndex, const Expr& e,
    const QString& player, const Choices& chosen)
{
    ContinuousEffect probe;
    probe.sourceIndex = sourceIndex;
    probe.controller = player;
    ResolvedEffect choices;
    if (countsChosenKind(e)) {
        choices.choices.creatureType = chosen.creatureType;
        choices.choices.color = chosen.color;
        probe.resolved = &choices;
    }
    return Evaluator(start, chars).evaluate(asYours(e), probe, -1);
}

}   // namespace

ActionPerformer::ActionPerformer(PlayContext& play, const StackItem& item, const GameEvent& resolveEvent)
    : m_play(play),
      m_table(play.table),
      m_item(item),
      m_event(resolveEvent),
      m_start(play.table.state()),
      m_startRes(play.table.resolution())
{
    const int i = m_start.objectIndex(item.kind == StackItem::Kind::Spell ? item.id : item.source);
    if (i >= 0
        && (item.trigger.sourceIncarnation < 0 || m_start.objects[i].incarnation == item.trigger.sourceIncarnation))
        m_sourceIndex = i;
}

QString ActionPerformer::sourceName()
{
    return m_sourceIndex >= 0 ? m_startRes.chars[m_sourceIndex].name : m_item.source;
}

void ActionPerformer::perform(const QVector<Action>& actions)
{
    bool declined = false;   // the optional action before an "if you do" one was not done
    // Round 32, 608.2c: one condition over two instructions ("Then if ~ has two or more velocity counters on it,
    // sacrifice ~ and draw two cards", Daredevil Dragster) is checked once, before the first: the second is
    // done when it held, whatever the first changed.
    const Condition* heldBefore = nullptr;
    for (const Action& a : actions) {
        const bool sameHeld = heldBefore && a.condition && *a.condition == *heldBefore && a.kind != ActionKind::Delayed;
        Action unconditioned;
        if (sameHeld) {
            unconditioned = a;
            unconditioned.condition.reset();
        }
        const Action& act = sameHeld ? unconditioned : a;
        const bool held = a.condition && a.kind != ActionKind::Delayed && (sameHeld || conditionHolds(*a.condition));
        heldBefore = held ? &*a.condition : nullptr;
        if (skipped(act, &declined))
            continue;
        m_table.beginBatch();
        perform(act);
        declined = declined || (a.kind == ActionKind::Sacrifice && !a.who.isEmpty() && m_couldNot)   // 701.17a
            || notDestroyedThisWay(a, m_thisWay);   // round 38: 701.8a
        m_table.endBatch();
        m_play.performPreventionFollowUps();   // 615.5: right after the damage the action dealt
        int sequence = 200000;   // events.md: state triggers are checked after each action of a resolution
        TriggerDetection::stateTriggers(m_table.state(), m_table.resolution(), m_table.pending(), sequence);
    }
}

void ActionPerformer::perform(const Action& a)
{
    GameState& gs = m_table.state();
    switch (a.kind) {
    case ActionKind::Continuous:
        createEffect();
        return;
    case ActionKind::Draw:   // round 43: or each player's own part of "that many" (EachPlayersPart.h)
        for (const QString& p : players(a.who))
            m_table.draw(p, drawsEachPlayersPart(a) ? ownedAmong(gs, m_thisWayIds, p) : amountOf(a));
        return;
    case ActionKind::GainLife:
        for (const QString& p : players(a.who))
            m_table.gainLife(p, amountOf(a));
        return;
    case ActionKind::LoseLife: {
        // Round 28: "each opponent loses 1 life for each creature they control" (Netherborn Phalanx): each
        // player's own count.
        const bool ownCount = a.amountOf && countsRecipients(*a.amountOf);
        for (const QString& p : players(a.who)) {
            const Player* before = gs.player(p);
            const int life = before ? before->life : 0;
            m_table.loseLife(p, ownCount ? recipientsCount(m_start, m_startRes.chars, m_sourceIndex, *a.amountOf, p, m_event.choices) : amountOf(a));
            if (const Player* after = gs.player(p))
                m_lifeLost += life - after->life;
        }
        return;
    }
    case ActionKind::Drain: {
        // Round 23: counted as any computed amount, also "where X is its power", the power of the trigger
        // event's object as it last existed (Dying Wish, 608.2h)
        Action counted;
        counted.amountOf = a.drain;
        const int n = a.drain ? amountOf(counted) : 0;
        for (const QString& p : players(QStringLiteral("target_player")))
            m_table.loseLife(p, n);
        m_table.gainLife(m_item.controller, n);
        return;
    }
    case ActionKind::EachPlayerLosesHalfLife:
        // Round 22: "that player loses half their life" (Havoc Festival): only the players `who` names.
        for (const Player& p : gs.players)
            if (a.who.isEmpty() || players(a.who).contains(p.id))
                m_table.loseLife(p.id, (p.life + 1) / 2);   // 107.1a: rounded up
        return;
    case ActionKind::DamageEachOpponent:
    case ActionKind::Damage: {
        // 607.2: "Blazing Torch deals 2 damage": the granter, also once sacrificed to pay (113.7a). Round 25:
        // "Whenever enchanted creature attacks, it deals 2 damage" (120.2b): the object the event named.
        const QString source = a.object && a.object->ref == Selector::Ref::Granter ? granterOf(gs, m_item.abilityFrom)
            : a.object && a.object->ref == Selector::Ref::It                      ? m_item.trigger.refersTo
            : a.object && a.object->ref == Selector::Ref::Attached   // round 34: "enchanted creature deals …"
                ? (m_sourceIndex >= 0 ? gs.objects[m_sourceIndex].attachedTo : QString())
            : m_item.kind == StackItem::Kind::Spell                                ? m_item.id
                                                                                   : m_item.source;
        QStringList recipients;
        if (a.kind == ActionKind::DamageEachOpponent) {
            recipients = players(QStringLiteral("each_opponent"));
        } else if (a.who == QLatin1String("you")) {   // "~ deals 1 damage to you"
            recipients << m_item.controller;
            if (a.to && !a.to->isRef())   // round 43: "… to you and each creature you control" (Hail Storm)
                for (int i : objectsOf(*a.to))
                    recipients << gs.objects[i].id;
        } else if (!a.who.isEmpty() && !a.to) {   // "~ deals 1 damage to that player / defending player"
            recipients << players(a.who);
        } else if (a.to && a.to->isRef()) {
            // Round 21: "… and 1 damage to itself" (Reckless Embermage) is dealt to ~ alone, not to a
            // player the ability targets.
            // Round 28: "… to target opponent and 2 damage to up to one target creature or planeswalker" (Rakdos
            // Firewheeler), "… to target creature and 2 damage to target player" (Injury): each target's damage
            // goes to that target alone, not to a player another target names.
            const bool one = a.to->ref == Selector::Ref::Target || a.to->ref == Selector::Ref::Target2;
            const auto [first, last] = one ? targetSpan(a.to->ref) : std::pair<int, int>{0, int(m_item.targets.size()) - 1};
            for (int k = first; k <= last && a.to->ref != Selector::Ref::Self; ++k)
                if (gs.player(m_item.targets[k]))
                    recipients << m_item.targets[k];
            for (int i : objectsOf(*a.to))
                recipients << gs.objects[i].id;
        } else if (a.to) {
            for (int i : objectsOf(*a.to))
                recipients << gs.objects[i].id;
        }
        if (a.eachPlayer)   // Pestilence: "to each creature and each player", all at once
            for (const Player& p : gs.players)
                if (!p.lost)
                    recipients << p.id;
        // 601.2d: divided damage, each target's share as the event that put it on the stack divided it
        // (608.2b: a target gone gets none); several targets with no division (a trigger's: no event names
        // one) are dealt nothing.
        const QHash<QString, int> shares
            = a.divided ? divisionOf(m_item, m_table.state().events, m_event.id) : QHash<QString, int>();
        if (a.divided && shares.isEmpty() && recipients.size() > 1) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "no division of the damage among the targets was named: none is dealt (601.2d)"), {}));
            return;
        }
        const bool ownCount = a.amountOf && countsRecipients(*a.amountOf);
        for (const QString& r : recipients)
            m_table.dealDamage(source, r,
                ownCount       ? recipientsCount(m_start, m_startRes.chars, m_sourceIndex, *a.amountOf, r, m_event.choices)
                : shares.isEmpty() ? amountOf(a)
                                   : shares.value(r),
                false, {}, !a.cantBePrevented);
        return;
    }
    case ActionKind::Sacrifice:
    case ActionKind::Destroy:
    case ActionKind::Exile:
        if (exilesFromTheirHand(a))   // round 39: Mindmelter (HandExiles.cpp)
            return exileFromTheirHands(m_table, players(a.who), m_event.choices.objects, *a.object,
                m_item.kind != StackItem::Kind::Spell ? m_item.source : QString(), a.pick);
        // "target player sacrifices a creature": each player chooses one (701.17a); round 34: Wei Assassins
        if (!a.who.isEmpty() && (a.kind != ActionKind::Exile || exilesOneChosen(a))) {
            a.kind == ActionKind::Destroy ? destroyChosen(a)
                : a.kind == ActionKind::Exile ? exileChosen(a)
                                              : sacrificeChosen(a);
            return;
        }
        [[fallthrough]];
    case ActionKind::ReturnFromGraveyard:
    case ActionKind::ReturnToBattlefield: {
        // 610.3c: "exile … until ~ leaves the battlefield" exiles nothing once ~ has left it.
        if (a.kind == ActionKind::Exile && a.duration == Duration::UntilSourceLeaves
            && (m_sourceIndex < 0 || gs.objects[m_sourceIndex].zone != Zone::Battlefield
                || gs.objects[m_sourceIndex].incarnation != m_start.objects[m_sourceIndex].incarnation)) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has left the battlefield, so nothing is exiled (610.3c)"),
                {sourceName()}));
            return;
        }
        // "put a green creature card from your hand onto the battlefield": the card chosen as it resolves.
        if (a.kind == ActionKind::ReturnToBattlefield && a.object && !a.object->isRef()
            && a.object->where == Selector::Where::Specific
            && (a.object->zone == Zone::Hand || (a.object->zone == Zone::Graveyard && a.who == QLatin1String("each_player")))) {
            if (!a.who.isEmpty()) {   // round 32: "each other player may put …" (Hunted Wumpus); round 34: graveyards
                putFromEachPlayersZone(a);
                return;
            }
            const int card = cardChosenFrom(m_table, Zone::Hand, m_event.choices.objects, m_item.controller, *a.object, m_item.controller);
            if (card < 0) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no such card in hand to put onto the battlefield"),
                    {m_table.nameOf(m_item.controller)}));
                return;
            }
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield from their hand"),
                {m_table.nameOf(m_item.controller), m_table.nameOf(gs.objects[card].id)}));
            returnToBattlefield(a, card);
            m_movedId = gs.objects[card].id;   // "that creature" after it (400.7)
            m_movedIncarnation = gs.objects[card].incarnation;
            return;
        }
        QVector<int> objects = !a.object ? QVector<int>() : a.pick > 0 ? pickedObjects(a) : objectsOf(*a.object);
        if (a.kind == ActionKind::Destroy || a.kind == ActionKind::Exile || a.kind == ActionKind::Sacrifice)
            m_thisWay = 0;   // rounds 26, 34, 37: "… destroyed / exiled this way", "create that many" (608.2c)
        for (int i : objects) {
            const GameObject& o = gs.objects[i];
            const QString name = m_table.nameOf(o.id);
            if (a.kind == ActionKind::Destroy) {
                if (destroyOne(a, i))
                    ++m_thisWay;
            } else if (a.kind == ActionKind::Exile) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {name}));
                m_table.moveObject(i, Zone::Exile);
                ++m_thisWay;
                if (!a.counters.kind.isEmpty())   // round 27: "exile ~ with three time counters on it"
                    addCounters(i, a.counters.kind, a.counters.n.n);
                // 607.2a: a permanent's ability links the card it exiles to that permanent.
                if (m_item.kind != StackItem::Kind::Spell && !m_item.source.isEmpty())
                    gs.objects[i].exiledWith = m_item.source;
                if (a.duration == Duration::UntilOpponentBecomesMonarch)   // 610.3: Palace Jailer
                    gs.objects[i].exiledUntilMonarchOf = m_item.controller;
            } else if (a.kind == ActionKind::Sacrifice) {
                if (o.zone != Zone::Battlefield)
                    continue;   // 701.17a: only a permanent can be sacrificed
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is sacrificed"), {name}));
                m_table.sacrifice(i, m_table.resolution().chars[i].controller);
                ++m_thisWay;
            } else if ((a.text == QLatin1String("graveyard") && o.zone != Zone::Graveyard)
                       || (a.text == QLatin1String("exile") && o.zone != Zone::Exile)) {
                continue;   // 113.6k, 400.7: "return ~ from your graveyard / from exile": a card that left it stays
            } else if (o.zone != Zone::Battlefield) {
                returnToBattlefield(a, i);
            }
        }
        // Round 20: "Sacrifice ~. If you do, destroy that creature" (Grave Peril): "that creature" is still
        // the event's, not the source sacrificed.
        const bool sourceSacrificed = a.kind == ActionKind::Sacrifice && a.object && a.object->ref == Selector::Ref::Self;
        if (objects.size() == 1 && !sourceSacrificed) {
            m_movedId = gs.objects[objects.first()].id;
            m_movedIncarnation = gs.objects[objects.first()].incarnation;
        }
        if (objects.isEmpty() && a.object && a.object->isRef())
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "the object it names is no longer there; that part does nothing (400.7)"),
                {}));
        return;
    }
    case ActionKind::Goad:   // 701.15a: until the goading player's next turn (TurnSteps.cpp ends it)
        if (a.object)
            for (int i : objectsOf(*a.object)) {
                GameObject& o = gs.objects[i];
                if (!o.goadedBy.contains(m_item.controller))
                    o.goadedBy << m_item.controller;
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is goaded by %2 (701.15a)"),
                    {m_table.nameOf(o.id), m_table.nameOf(m_item.controller)}));
                m_table.touched();
            }
        return;
    case ActionKind::Tap:
    case ActionKind::Untap:
        if (a.kind == ActionKind::Untap && !a.who.isEmpty()) {
            untapChosen(a);
            return;
        }
        if (a.object) {
            const QVector<int> turned = a.pick > 0 ? pickedObjects(a) : objectsOf(*a.object);   // round 19: "untap up to seven lands"
            for (int i : turned)
                m_table.setTapped(i, a.kind == ActionKind::Tap);
            if (a.pick == 0 && a.object->tapped == (a.kind == ActionKind::Untap))   // round 34: "… tapped this way" (Monsoon)
                m_thisWay = int(turned.size());
        }
        return;
    case ActionKind::TapOrUntap:   // the resolve event's choices.mode: 1 taps, 2 untaps; else it turns
        if (a.object)
            for (int i : objectsOf(*a.object)) {
                const bool tap = m_event.choices.mode ? *m_event.choices.mode == 1 : !gs.objects[i].tapped;
                m_table.note(PlayText(tap ? QT_TRANSLATE_NOOP("PlayText", "%1 is tapped (tap or untap: the controller's choice)")
                                          : QT_TRANSLATE_NOOP("PlayText", "%1 is untapped (tap or untap: the controller's choice)"),
                    {m_table.nameOf(gs.objects[i].id)}));
                m_table.setTapped(i, tap);
            }
        return;
    case ActionKind::PutCounter:   // on permanents, or on players (122.1), CounterKeywordActions.cpp
        putCounters(a);
        return;
    case ActionKind::CreateToken:
        createTokens(a);
        return;
    case ActionKind::CreateEmblem:   // 114.2: each player it names gets one (Emblems.cpp)
        for (const QString& p : a.who.isEmpty() ? QStringList{m_item.controller} : players(a.who))
            if (a.token)
                createEmblem(m_table, a.token, p, m_event.id, sourceName());
        return;
    case ActionKind::CreateTokenCopy:   // 707.2, 111.1 (TokenCopies.cpp)
        createTokenCopies(a);
        return;
    case ActionKind::Monstrosity:
        monstrosity(a);
        return;
    case ActionKind::Bolster:
        bolster(a);
        return;
    case ActionKind::Amass:
        amass(a);
        return;
    case ActionKind::Proliferate:
        proliferate();
        return;
    case ActionKind::Adapt:
        adapt(a);
        return;
    case ActionKind::Support:   // 701.41a: one +1/+1 counter on each target
        if (a.object)
            for (int i : objectsOf(*a.object)) {
                addCounters(i, QStringLiteral("+1/+1"), 1);
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counter(s) put on %3"),
                    {PlayText::number(1), QStringLiteral("+1/+1"), m_table.nameOf(gs.objects[i].id)}));
            }
        return;
    case ActionKind::DiscardHand:
    case ActionKind::ExileGraveyard:
        moveWholeZone(a);
        return;
    case ActionKind::Investigate:   // 701.16a: "investigate" means "create a Clue token"
        m_table.createToken(QStringLiteral("Clue"), m_item.controller);
        return;
    case ActionKind::Transform:   // round 36: a target too; 701.28c: a permanent that isn't a transforming card doesn't
        if (a.object)
            for (int i : objectsOf(*a.object)) {
                if (!gs.objects[i].card || gs.objects[i].card->doubleFaced != QLatin1String("transform"))
                    continue;
                gs.objects[i].transformed = !gs.objects[i].transformed;
                gs.objects[i].timestamp = m_table.nextTimestamp();   // 613.7f
                m_table.touched();
            }
        return;
    case ActionKind::TurnFaceDown:   // 708.2: a 2/2 with no name, text, types or mana cost; the same object
        if (a.object)
            for (int i : objectsOf(*a.object))
                if (gs.objects[i].zone == Zone::Battlefield && !gs.objects[i].faceDown) {
                    gs.objects[i].faceDown = true;
                    m_table.touched();
                    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is turned face down (708.2)"), {gs.objects[i].id}));
                }
        return;
    case ActionKind::Delayed:
        createDelayed(a);
        return;
    case ActionKind::ReturnToHand:
        returnToHand(a);
        return;
    case ActionKind::SacrificeUnlessPay:
        sacrificeUnlessPay(a);
        return;
    case ActionKind::UnlessPays:
        unlessPays(a);
        return;
    case ActionKind::RemoveCounter:
        removeCounter(a);
        return;
    case ActionKind::RemoveCounterOrSacrifice:
        removeCounterOrSacrifice(a);
        return;
    case ActionKind::Discard:
    case ActionKind::DiscardRandom:
        discard(a);
        return;
    case ActionKind::ExileFromGraveyard:   // round 32: "exile a land card from your graveyard" (406.3)
        for (int i : graveyardCardsChosen(m_table, m_event, a, m_item.controller)) {
            const QString& owner = gs.objects[i].owner;   // round 36: "from a graveyard", maybe another player's
            m_table.note(owner == m_item.controller ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 exiles %2 from their graveyard"),
                                                          {m_table.nameOf(m_item.controller), m_table.nameOf(gs.objects[i].id)})
                                                    : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 exiles %2 from %3's graveyard"),
                                                          {m_table.nameOf(m_item.controller), m_table.nameOf(gs.objects[i].id), m_table.nameOf(owner)}));
            m_table.moveObject(i, Zone::Exile);
        }
        return;
    case ActionKind::SearchBasicLand:
    case ActionKind::SearchBasicLandToHand:
        searchBasicLand(a);
        return;
    case ActionKind::DiscardChosen: {
        if (a.destination == Zone::Library)
            return handCardsOnLibrary(a);
        const QString victim = players(a.who.isEmpty() ? QStringLiteral("target_player") : a.who).value(0);   // round 37: that_player
        ContinuousEffect probe;
        probe.controller = m_item.controller;
        ResolvedEffect spell;   // "with converted mana cost X or less" (Venarian Glimmer): the X it was cast with
        spell.choices = m_item.choices;
        probe.resolved = &spell;
        Selector filter = a.object.value_or(Selector{});
        filter.where = Selector::Where::Specific;
        filter.zone = Zone::Hand;
        filter.ref = Selector::Ref::None;
        // 701.8: only a card of the kind the spell names may be chosen (Duress: a noncreature, nonland card).
        auto fits = [&](int i) { return i >= 0 && gs.objects[i].zone == Zone::Hand && gs.objects[i].owner == victim
                                     && Evaluator(gs, m_table.resolution().chars).matches(filter, probe, i); };
        if (a.each)   // round 45: every card of the kind, none chosen (Amnesia, 701.8a; HandExiles.cpp)
            return discardEach(m_table, victim, fits);
        int chosen = -1;
        for (const QString& id : m_event.choices.objects)
            if (const int i = gs.objectIndex(id); chosen < 0 && fits(i))
                chosen = i;
        for (int i = 0; chosen < 0 && i < gs.objects.size(); ++i)
            if (fits(i))
                chosen = i;
        if (chosen < 0) {
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 reveals a hand with no card to choose"), {m_table.nameOf(victim)}));
            return;
        }
        if (a.destination == Zone::Exile) {   // 406.3: "you choose … and exile that card"
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {m_table.nameOf(gs.objects[chosen].id)}));
            m_table.moveObject(chosen, Zone::Exile);
            if (m_item.kind != StackItem::Kind::Spell && !m_item.source.isEmpty())
                gs.objects[chosen].exiledWith = m_item.source;   // 607.2a
            return;
        }
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 discards %2"),
            {m_table.nameOf(victim), m_table.nameOf(gs.objects[chosen].id)}));
        m_table.discard(chosen, victim);
        return;
    }
    case ActionKind::Mill: {
        m_thisWayIds.clear();
        QVector<int> milled;
        for (const QString& p : players(a.who))
            for (int i : topOfLibrary(gs, p, amountOf(a))) {
                m_table.moveObject(i, Zone::Graveyard);
                milled << i;
                if (gs.objects[i].zone == Zone::Graveyard)   // round 32: "put into that graveyard this way"
                    m_thisWayIds << gs.objects[i].id;
            }
        if (milled.size() == 1) {   // round 32: "that card's mana value" after it (Infernal Genesis, 400.7)
            m_movedId = gs.objects[milled.first()].id;
            m_movedIncarnation = gs.objects[milled.first()].incarnation;
        }
        return;
    }
    case ActionKind::SearchLibrary:
        searchLibrary(a);
        return;
    case ActionKind::LookAtTop:
        lookAtTop(a);
        return;
    case ActionKind::RevealUntil:
        revealUntil(a);
        return;
    case ActionKind::ExileTopMayPlay:
        exileTopMayPlay(a);
        return;
    case ActionKind::Fight:
    case ActionKind::PowerDamage:
        fightOrBite(a);
        return;
    case ActionKind::PreventDamage: {
        const int shieldsBefore = m_table.records.shields.size();
        preventDamage(a);
        if (!a.nested.isEmpty() && m_table.records.shields.size() > shieldsBefore) {   // 615.5
            GameTable::Records& r = m_table.records;
            r.preventionFollowUps << GameTable::PreventionFollowUp{m_item, m_event, a.nested};
            for (int k = shieldsBefore; k < r.shields.size(); ++k)
                r.shields[k].followUp = r.preventionFollowUps.size() - 1;
        }
        return;
    }
    case ActionKind::LookAtHand:
        lookAtHand(a);
        return;
    case ActionKind::PreventCombatDamage:   // 615.1a: until the turn ends, read as each damage would be dealt
        m_table.preventCombatDamageThisTurn();
        return;
    case ActionKind::LoseGame:
    case ActionKind::WinGame:
    case ActionKind::ShuffleIntoLibrary:
    case ActionKind::ShuffleGraveyardIntoLibrary:
    case ActionKind::ShuffleLibrary:
    case ActionKind::ExileTop:
    case ActionKind::FlipCoin:
    case ActionKind::Clash:
    case ActionKind::ChooseOne:
    case ActionKind::Attach:
    case ActionKind::Unattach:
    case ActionKind::GetEnergy:
    case ActionKind::PayEnergy:
    case ActionKind::BecomeMonarch:
    case ActionKind::Flip:
    case ActionKind::RemoveFromCombat:
    case ActionKind::EndTheTurn:
    case ActionKind::ExchangeLifeTotals:
    case ActionKind::Detain:
        gameAction(a);
        return;
    case ActionKind::CounterSpell:
    case ActionKind::CopySpell:
    case ActionKind::ChangeTarget:
        stackAction(a);
        return;
    case ActionKind::PutOnLibrary:
        putOnLibrary(a);
        return;
    case ActionKind::DontUntapNext:   // 502.3
        if (a.object)
            for (int i : objectsOf(*a.object))
                skipNextUntap(m_table, i);
        return;
    case ActionKind::ExtraTurn:   // 500.7, 614.10 (TurnOrder.cpp)
    case ActionKind::SkipTurns:
    case ActionKind::SkipUntapSteps:
    case ActionKind::SkipDrawSteps:
    case ActionKind::SkipCombatPhases:
        changeTurnOrder(a);
        return;
    case ActionKind::Regenerate:   // 701.19a: a shield for the turn
        for (int i : a.object ? objectsOf(*a.object) : QVector<int>())
            addRegenerationShield(m_table, m_event.id, i);
        return;
    case ActionKind::CastWithoutPaying:
        castWithoutPaying(a);
        return;
    case ActionKind::PayMana:
        if (payLife(a))   // round 40: "you may pay 2 life" (119.4); mana is not tracked
            return;
        [[fallthrough]];
    default:
        // Mana, scry, searches by type, a library's top, paying mana (made, for "if you do"), surveil: not performed.
        if (a.kind == ActionKind::Surveil) {
            for (Player& p : m_table.state().players)
                p.thisTurn.surveilled = p.thisTurn.surveilled || p.id == m_item.controller;
            m_table.touched();
        }
        if (a.kind == ActionKind::Scry)   // round 42: the cards stay hidden, but "whenever you scry" sees the scry
            scried(a);
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "%1 is not performed: Strata does not model it"), {canonicalName(a.kind)}));
        return;
    }
}

}   // namespace strata
