#include "ActionPerformer.h"
#include "FixedAmounts.h"
#include "GrantedAbilities.h"
#include "engine/Evaluator.h"
#include <algorithm>

// Who and what an action names as it is performed: its objects, its players, the event's object and
// defending player, and its amount.

namespace strata {

namespace {
// Round 22: an amount that counts a set "target opponent controls", alone or several times ("3 life for
// each …", Expr::Sum).
bool countsTargetPlayers(const Expr& e)
{
    if (e.selector && e.selector->whose == QLatin1String("target_player"))
        return true;
    return std::any_of(e.args.cbegin(), e.args.cend(), countsTargetPlayers);
}



// Round 23: "the number of charge counters on ~", "for each +1/+1 counter on it", alone or several times.
bool countsCountersOnSource(const Expr& e)
{
    return e.kind == Expr::Kind::CountersOnSource || std::any_of(e.args.cbegin(), e.args.cend(), countsCountersOnSource);
}

// The source as it last existed on the battlefield (608.2h): a triggered ability's as it triggered (Flesh
// Carver's "when ~ dies"), an activated ability's the object it was before it paid a cost that sacrificed
// it (the source now is a new object, 400.7, kept under both). None when the game never saw it there.
const GameTable::SacrificedForCost* lastKnownSource(const GameTable& table, const StackItem& item, const GameState& start)
{
    const int i = start.objectIndex(item.source);
    const int incarnation = item.trigger.sourceIncarnation >= 0 ? item.trigger.sourceIncarnation
        : i >= 0                                                 ? start.objects[i].incarnation
                                                                 : -1;
    const auto last = table.records.leftBattlefield.constFind(qMakePair(item.source, incarnation));
    return last == table.records.leftBattlefield.constEnd() ? nullptr : &*last;
}

// Round 23: the source's counters once it has left the battlefield, as it last existed there (608.2h,
// 112.7a): Magma Mine sacrificed to pay for its ability, Dusk Urchins as it died. Counted on the game as
// the resolution began, with the source's card given back the counters it had; 0 once it is unknown.
int countersAsLastKnown(const GameTable& table, const StackItem& item, const GameState& start, const Resolution& startRes,
    const Expr& amount)
{
    const GameTable::SacrificedForCost* last = lastKnownSource(table, item, start);
    const int i = start.objectIndex(item.source);
    if (!last || i < 0)
        return 0;
    GameState lastKnown = start;
    lastKnown.objects[i].counters = last->counters;
    ContinuousEffect probe;
    probe.sourceIndex = i;
    probe.controller = item.controller;
    return Evaluator(lastKnown, startRes.chars).evaluate(amount, probe, -1);
}

// Round 27: a count of a set a trigger's player has ("artifact that player controls"), alone or the same
// count several times over (timesEach); the Evaluator knows only a target player's sets.
bool countsEventPlayers(const Expr& e)
{
    const auto ofEventPlayer = [](const Expr& c) {
        return c.kind == Expr::Kind::Count && c.selector && !c.selector->whose.isEmpty()
            && c.selector->whose != QLatin1String("target_player");
    };
    if (e.kind == Expr::Kind::Sum)
        return !e.args.isEmpty()
            && std::all_of(e.args.cbegin(), e.args.cend(), [&](const Expr& c) { return c == e.args.first(); })
            && ofEventPlayer(e.args.first());
    return ofEventPlayer(e);
}

// A sum or a negative whose parts count a player's hand (ActionPerformer::cardsInHand).
bool countsAHand(const Expr& e)
{
    return (e.kind == Expr::Kind::Sum || e.kind == Expr::Kind::Neg)
        && std::any_of(e.args.cbegin(), e.args.cend(),
            [](const Expr& part) { return part.kind == Expr::Kind::CardsInHand || countsAHand(part); });
}

}   // namespace

// The objects an action names, as they are now. A target that is no longer legal, or an object that
// changed zones since it was named, is no longer there for it (608.2b, 400.7).
// The positions in the item's targets that "target", "the second target" or "the targets" name (an
// empty span when there are not that many).
std::pair<int, int> ActionPerformer::targetSpan(Selector::Ref ref) const
{
    const int count = int(m_item.targets.size());
    const int first = ref == Selector::Ref::Target2 ? 1 : 0;
    const int last = ref == Selector::Ref::Targets ? count - 1 : first;
    return {first, std::min(last, count - 1)};
}

QVector<int> ActionPerformer::objectsOf(const Selector& sel)
{
    const GameState& gs = m_table.state();
    QVector<int> out;
    auto sameObject = [&](const QString& id, int incarnation) {
        const int i = gs.objectIndex(id);
        if (i >= 0 && (incarnation < 0 || gs.objects[i].incarnation == incarnation))
            out << i;
    };
    switch (sel.ref) {
    case Selector::Ref::Self:
        if (m_item.trigger.refersTo == m_item.source && m_item.trigger.refersToIncarnation >= 0)
            sameObject(m_item.source, m_item.trigger.refersToIncarnation);   // the card where it went (603.6c)
        else if (m_sourceIndex >= 0)
            sameObject(gs.objects[m_sourceIndex].id, m_item.trigger.sourceIncarnation);
        return out;
    case Selector::Ref::It:
        if (!m_movedId.isEmpty())
            sameObject(m_movedId, m_movedIncarnation);
        else
            sameObject(m_item.trigger.refersTo, m_item.trigger.refersToIncarnation);
        return out;
    case Selector::Ref::Created:   // in a delayed trigger, the token it was handed (createDelayed)
        if (m_item.trigger.delayed)
            sameObject(m_item.trigger.refersTo, m_item.trigger.refersToIncarnation);
        else if (!m_createdId.isEmpty())
            sameObject(m_createdId, -1);
        return out;
    case Selector::Ref::Target:
    case Selector::Ref::Target2:
    case Selector::Ref::Targets: {
        const auto [first, last] = targetSpan(sel.ref);
        for (int k = first; k <= last; ++k)
            sameObject(m_item.targets[k], m_item.targetIncarnations.value(k, -1));
        return out;
    }
    case Selector::Ref::Attached:
        if (m_sourceIndex >= 0)
            sameObject(gs.objects[m_sourceIndex].attachedTo, -1);
        return out;
    case Selector::Ref::Granter:   // 607.2: the object whose static ability granted this one
        sameObject(granterOf(gs, m_item.abilityFrom), -1);
        return out;
    case Selector::Ref::ExiledWithSource:   // 607.2a: also once the source has left ("when ~ leaves")
        for (int i = 0; i < gs.objects.size(); ++i)
            if (gs.objects[i].exists && gs.objects[i].zone == Zone::Exile && !m_item.source.isEmpty()
                && gs.objects[i].exiledWith == m_item.source && (!sel.ownerYou || gs.objects[i].owner == m_item.controller)
                && (m_table.resolution().chars[i].type.cardTypes & sel.types) == sel.types)   // round 36: "each creature card"
                out << i;
        return out;
    default:
        break;
    }
    ContinuousEffect probe;
    probe.sourceIndex = m_sourceIndex;
    probe.controller = m_item.controller;
    // Round 19: the target as it is now, if it is still that object (608.2b); round 41: radiance's too.
    if (sel.sameNameAsTarget || sel.sharesColorWithTarget) {
        Selector target;
        target.ref = Selector::Ref::Target;
        probe.targets << objectsOf(target).value(0, -1);
    }
    // Round 41: "all Auras attached to target permanent / to them / to that creature" (303.4): the objects the
    // reference names as the resolution names them (a target still legal, the event's object where it is now).
    if (sel.attachedTo != Selector::Ref::None) {
        Selector holderRef;
        holderRef.ref = sel.attachedTo;
        QStringList holders;
        for (int h : objectsOf(holderRef))
            holders << gs.objects[h].id;
        Selector rest = sel;
        rest.attachedTo = Selector::Ref::None;
        out = objectsOf(rest);
        out.erase(std::remove_if(out.begin(), out.end(),
                      [&](int i) { return gs.objects[i].attachedTo.isEmpty() || !holders.contains(gs.objects[i].attachedTo); }),
            out.end());
        return out;
    }
    // Round 31: "all nonland permanents with converted mana cost X or less" (Displacement Wave): the X of the
    // resolving spell or ability (107.3), as a target with such a limit reads it (Targeting.cpp).
    ResolvedEffect withX;
    if (sel.manaValueAtMostX || sel.manaValueAtLeastX) {
        withX.choices.x = m_item.choices.x.value_or(m_event.choices.x.value_or(0));
        probe.resolved = &withX;
    }
    out = Evaluator(gs, m_table.resolution().chars).select(sel, probe);
    if (!sel.whose.isEmpty()) {   // "each creature defending player controls" (508.5a, 603.7c)
        const QString player = players(sel.whose).value(0);
        out.erase(std::remove_if(out.begin(), out.end(), [&](int i) { return !belongsTo(m_table, i, player); }), out.end());
    }
    return out;
}

QStringList ActionPerformer::players(const QString& who)
{
    const GameState& gs = m_table.state();
    if (who == QLatin1String("controller_of_target") || who == QLatin1String("controller_of_that_target")) {
        // Last known information: the target may be gone by now (Swords to Plowshares, 608.2h). "Up to one
        // target" chosen as none names nobody (Cavalier of Dawn's Golem is nobody's, 608.2b).
        if (m_item.targets.isEmpty())
            return {};
        if (gs.player(m_item.targets.value(0)))   // round 34: "that permanent's controller or that player" (Acorn Catapult)
            return {m_item.targets.value(0)};
        const int t = m_start.objectIndex(m_item.targets.value(0));
        if (t < 0)   // round 32: an ability on the stack, its controller the player who activated it (113.8)
            for (const StackItem& item : m_start.stack)
                if (item.id == m_item.targets.value(0))
                    return {item.controller};
        return {t >= 0 ? m_startRes.chars[t].controller : m_item.controller};
    }
    if (who == QLatin1String("owner_of_attached")) {   // round 34: "enchanted creature deals 1 damage to its owner"
        const int t = m_sourceIndex >= 0 ? m_start.objectIndex(m_start.objects[m_sourceIndex].attachedTo) : -1;
        return t >= 0 ? QStringList{m_start.objects[t].owner} : QStringList();
    }
    if (who == QLatin1String("owner_of_target")) {   // round 23: "its owner" (108.3), also once it has moved
        const int t = m_start.objectIndex(m_item.targets.value(0));
        return t >= 0 ? QStringList{m_start.objects[t].owner} : QStringList();
    }
    if (who == QLatin1String("target_player")) {
        for (const QString& t : m_item.targets)
            if (gs.player(t))
                return {t};
        return {};
    }
    // Round 34: "that player or that planeswalker's controller" (Lavalanche): the one target if it is a player,
    // else the controller of the target permanent as the resolution began (608.2h).
    if (who == QLatin1String("target_player_or_controller")) {
        const QString t = m_item.targets.value(0);
        if (gs.player(t))
            return {t};
        const int i = m_start.objectIndex(t);
        return i >= 0 ? QStringList{m_startRes.chars[i].controller} : QStringList();
    }
    // Stop 48 (615.5): "that source's controller" in a prevention's follow-up, the controller of the source
    // whose damage was prevented, as PlayContext::performPreventionFollowUps names it.
    if (who == QLatin1String("controller_of_prevented_source"))
        return m_item.trigger.eventPlayer.isEmpty() ? QStringList() : QStringList{m_item.trigger.eventPlayer};
    if (who == QLatin1String("each_target_player")) {   // round 32: "any number of target players each …"
        QStringList out;
        for (const QString& t : m_item.targets)
            if (gs.player(t) && !out.contains(t))
                out << t;
        return out;
    }
    if (who == QLatin1String("that_player"))   // the player the trigger event names
        return m_item.trigger.eventPlayer.isEmpty() ? QStringList() : QStringList{m_item.trigger.eventPlayer};
    if (who == QLatin1String("controller_of_it") || who == QLatin1String("controller_of_that"))
        return eventObjectController();
    if (who == QLatin1String("defending_player"))
        return defendingPlayer();
    if (who == QLatin1String("attacked_by_it")) {   // round 23: the player or planeswalker ~ attacks (508.1b)
        const int source = gs.objectIndex(m_item.source);
        const QString attacked = source >= 0 && gs.objects[source].attacking ? gs.objects[source].attackTarget : QString();
        return attacked.isEmpty() ? QStringList() : QStringList{attacked};
    }
    if (who == QLatin1String("owner")) {   // round 18: the source's owner, wherever the card is now (108.3)
        const int source = gs.objectIndex(m_item.source);
        return {source >= 0 ? gs.objects[source].owner : m_item.controller};
    }
    // Round 34: "an opponent gains control of ~" (Akroan Horse): the opponent the resolve event's `choices.player`
    // names, else the first one still in the game (as a clash's, 701.30).
    if (who == QLatin1String("chosen_opponent")) {
        QString opponent;
        for (const Player& p : gs.players)
            if (p.id != m_item.controller && !p.lost && (opponent.isEmpty() || p.id == m_event.choices.player))
                opponent = p.id;
        return opponent.isEmpty() ? QStringList() : QStringList{opponent};
    }
    // Round 38: "the player with the lowest life total" (Loxodon Peacekeeper): on a tie, the one of them the controller
    // chooses, the resolve event's `choices.player`, else the first of them.
    if (who == QLatin1String("lowest_life")) {
        QStringList lowest;
        int least = 0;
        for (const Player& p : gs.players) {
            if (p.lost || (!lowest.isEmpty() && p.life > least))
                continue;
            if (lowest.isEmpty() || p.life < least)
                lowest.clear();
            least = p.life;
            lowest << p.id;
        }
        if (lowest.contains(m_event.choices.player))
            return {m_event.choices.player};
        return lowest.isEmpty() ? QStringList() : QStringList{lowest.first()};
    }
    // Round 36: "the chosen player" (Stuffy Doll): the player chosen as the source entered, kept with it
    // (GameObject::choices), none when nobody was chosen.
    if (who == QLatin1String("chosen_player")) {
        const int source = gs.objectIndex(m_item.source);
        const QString chosen = source >= 0 ? gs.objects[source].choices.player : QString();
        return chosen.isEmpty() ? QStringList() : QStringList{chosen};
    }
    // Round 39: "each player who can't discards a card" (Plaguecrafter): the players the sacrifice before found with
    // nothing to sacrifice (701.17a).
    if (who == QLatin1String("each_player_who_cant") || who == QLatin1String("each_opponent_who_cant"))
        return m_couldNotPlayers;
    if (who == QLatin1String("each_player")) {
        QStringList out;
        for (const Player& p : gs.players)
            if (!p.lost)
                out << p.id;
        return out;
    }
    // Round 26: "each other player" is every player but you (Grave Pact); a game of Strata has no teams,
    // so they are the opponents (102.2).
    // Round 38: "each of that player's opponents" (Heartwood Storyteller): every player but the one the trigger's
    // event names, whoever controls the ability (102.2); none when the event names no player.
    const bool ofThatPlayer = who == QLatin1String("each_opponent_of_that_player");
    if (who == QLatin1String("each_opponent") || who == QLatin1String("each_other_player") || ofThatPlayer) {
        const QString whose = ofThatPlayer ? m_item.trigger.eventPlayer : m_item.controller;
        QStringList out;
        for (const Player& p : gs.players)
            if (!whose.isEmpty() && p.id != whose && !p.lost)
                out << p.id;
        return out;
    }
    return {m_item.controller};
}

// The controller of the object the trigger's event names: as it is now while it is still that object
// (608.2h), else as the event saw it, which the stack item kept (603.10a: a creature that died).
QStringList ActionPerformer::eventObjectController()
{
    const GameState& gs = m_table.state();
    const int i = gs.objectIndex(m_item.trigger.refersTo);
    if (i >= 0 && gs.objects[i].zone == Zone::Battlefield && gs.objects[i].incarnation == m_item.trigger.refersToIncarnation)
        return {m_table.resolution().chars[i].controller};
    // Round 42: gone from the battlefield, its controller as it last existed there (608.2h), which the event's player
    // is not when the event names another player (the one a creature dealt combat damage to).
    const auto last = m_table.records.leftBattlefield.constFind(qMakePair(m_item.trigger.refersTo, m_item.trigger.refersToIncarnation));
    if (last != m_table.records.leftBattlefield.constEnd() && !last->controller.isEmpty())
        return {last->controller};
    return m_item.trigger.eventPlayer.isEmpty() ? QStringList() : QStringList{m_item.trigger.eventPlayer};
}

// 508.5a: the player the attacking creature (the event's, or ~) attacks, or the controller of the
// planeswalker it attacks; 506.2: in a two-player game, the nonactive player, also once it has left combat.
QStringList ActionPerformer::defendingPlayer()
{
    const QString p = defendingPlayerOf(m_table, {m_item.trigger.refersTo, m_item.source});
    return p.isEmpty() ? QStringList() : QStringList{p};
}

// The cards in the hand of the player `who` names (listed, and the ones a scenario leaves unlisted).
int ActionPerformer::cardsInHand(const QString& who)
{
    const GameState& gs = m_table.state();
    const QString player = players(who == QLatin1String("you") ? QString() : who).value(0);
    if (player.isEmpty())
        return 0;
    int n = gs.unlistedHandCards.value(player);
    for (const GameObject& o : gs.objects)
        n += (o.zone == Zone::Hand && o.owner == player) ? 1 : 0;
    return n;
}

// "that creature's toughness" (round 17): the event's object as the resolution began while it is still
// on the battlefield, else as it last existed there (608.2h, 603.10a); 0 when the game never saw it there.
int ActionPerformer::eventObjectPT(bool power) const
{
    const int i = m_start.objectIndex(m_item.trigger.refersTo);
    if (i >= 0 && m_start.objects[i].zone == Zone::Battlefield && m_start.objects[i].incarnation == m_item.trigger.refersToIncarnation) {
        const Characteristics& c = m_startRes.chars[i];
        return (power ? c.power : c.toughness).value_or(0);
    }
    const auto last = m_table.records.leftBattlefield.constFind(qMakePair(m_item.trigger.refersTo, m_item.trigger.refersToIncarnation));
    if (last == m_table.records.leftBattlefield.constEnd())
        return 0;
    return power ? last->power : last->toughness;
}

int ActionPerformer::amountOf(const Action& a)
{
    if (a.amountOf && (a.amountOf->kind == Expr::Kind::PowerOfSource || a.amountOf->kind == Expr::Kind::ToughnessOfSource)) {
        // "~'s power" (round 18): the source as the resolution began while it is on the battlefield, else
        // as it last existed there (608.2h): Flesh Carver's "when ~ dies", Gristleback sacrificed to pay for
        // its own ability. 0 when the game never saw it there.
        const bool power = a.amountOf->kind == Expr::Kind::PowerOfSource;
        if (m_sourceIndex >= 0 && m_start.objects[m_sourceIndex].zone == Zone::Battlefield)
            return (power ? m_startRes.chars[m_sourceIndex].power : m_startRes.chars[m_sourceIndex].toughness).value_or(0);
        const GameTable::SacrificedForCost* last = lastKnownSource(m_table, m_item, m_start);
        return !last ? 0 : power ? last->power : last->toughness;
    }
    if (a.amountOf && countsCountersOnSource(*a.amountOf)
        && (m_sourceIndex < 0 || m_start.objects[m_sourceIndex].zone != Zone::Battlefield))
        return countersAsLastKnown(m_table, m_item, m_start, m_startRes, *a.amountOf);
    if (a.amountOf && countsCountersOnSource(*a.amountOf) && !countsTargetPlayers(*a.amountOf)) {
        // Round 27: the counters on ~ as they are now, with those an instruction before put (608.2c: "Put a
        // muster counter on ~. Then create … for each muster counter on ~", Assemble the Legion).
        const GameState& now = m_table.state();
        ContinuousEffect probe;
        probe.sourceIndex = now.objectIndex(m_item.source);
        probe.controller = m_item.controller;
        return Evaluator(now, m_table.resolution().chars).evaluate(*a.amountOf, probe, -1);
    }
    if (a.amountOf && a.amountOf->kind == Expr::Kind::CardsInHand)
        return cardsInHand(a.amountOf->who);
    if (a.amountOf && countsAHand(*a.amountOf)) {
        // Round 26: "the number of cards in your hand minus the number of cards in that player's hand"
        // (Bulwark): each part counted as a whole amount is; the Evaluator knows no player's hand.
        int total = 0;
        for (const Expr& part : a.amountOf->args) {
            Action counted;
            counted.amountOf = part;
            total += part.isConst() ? part.value : amountOf(counted);
        }
        return a.amountOf->kind == Expr::Kind::Neg ? -total : total;
    }
    if (a.amountOf && countsEventPlayers(*a.amountOf)) {
        // Round 27: "for each artifact that player controls" (Emissary of Hope): the objects the action would
        // select of the event's player (603.7c), counted once and as many times over as the sum says.
        const Expr& one = a.amountOf->kind == Expr::Kind::Sum ? a.amountOf->args.first() : *a.amountOf;
        return int(objectsOf(*one.selector).size()) * std::max(1, int(a.amountOf->args.size()));
    }
    // Round 32: "for each land card discarded this way", once or as many times over as the sum says (608.2c)
    const Expr* kindCount = a.amountOf && a.amountOf->kind == Expr::Kind::Sum && !a.amountOf->args.isEmpty()
        ? &a.amountOf->args.first()
        : a.amountOf ? &*a.amountOf : nullptr;
    if (kindCount && kindCount->kind == Expr::Kind::CountThisWay && kindCount->selector)
        return thisWayOfKind(*kindCount->selector) * (kindCount == &*a.amountOf ? 1 : int(a.amountOf->args.size()));
    if (a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay)   // "that many" (608.2c)
        return a.amountOf->value == 1 ? m_thisWayMostByOne : m_thisWay;
    // Round 20: "you gain 4 life for each creature tapped this way": four times that many
    if (a.amountOf && a.amountOf->kind == Expr::Kind::Sum && !a.amountOf->args.isEmpty()
        && std::all_of(a.amountOf->args.cbegin(), a.amountOf->args.cend(),
            [](const Expr& e) { return e.kind == Expr::Kind::CountThisWay && e.value == 0; }))
        return int(a.amountOf->args.size()) * m_thisWay;
    // Round 33: "draw that many cards plus one" (Heartwarming Redemption): that many and the number.
    if (a.amountOf && a.amountOf->kind == Expr::Kind::Sum && a.amountOf->args.size() == 2
        && a.amountOf->args[0].kind == Expr::Kind::CountThisWay && !a.amountOf->args[0].selector
        && a.amountOf->args[0].value == 0 && a.amountOf->args[1].isConst())
        return m_thisWay + a.amountOf->args[1].value;
    if (a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount)   // "that much", as it triggered
        return m_item.trigger.eventAmount;
    // Round 32: "twice that much" (Transcendence): the event's amount as many times as the sum names it.
    if (a.amountOf && a.amountOf->kind == Expr::Kind::Sum && !a.amountOf->args.isEmpty()
        && std::all_of(a.amountOf->args.cbegin(), a.amountOf->args.cend(),
            [](const Expr& e) { return e.kind == Expr::Kind::EventAmount; }))
        return int(a.amountOf->args.size()) * m_item.trigger.eventAmount;
    if (a.amountOf && a.amountOf->kind == Expr::Kind::LifeLostThisWay)
        return m_lifeLost;
    if (a.amountOf && (a.amountOf->kind == Expr::Kind::PowerOfSacrificed || a.amountOf->kind == Expr::Kind::ToughnessOfSacrificed)) {
        // 608.2h: the creature the ability's cost sacrificed, as it last existed (none named: 0)
        const GameTable::SacrificedForCost s = m_table.records.sacrificedForCost.value(m_item.id);
        return a.amountOf->kind == Expr::Kind::PowerOfSacrificed ? s.power : s.toughness;
    }
    if (a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfSacrificed)   // round 44: its mana value as it left (608.2h)
        return m_table.records.sacrificedForCost.value(m_item.id).manaValue;
    // Round 44: "for each five counters removed this way" (Sage of Hours): whole groups of the amount, rounded down
    if (a.amountOf && a.amountOf->kind == Expr::Kind::WholeGroupsOf && !a.amountOf->args.isEmpty() && a.amountOf->value > 0) {
        Action whole = a;
        whole.amountOf = a.amountOf->args.first();
        return amountOf(whole) / a.amountOf->value;
    }
    if (a.amountOf && (a.amountOf->kind == Expr::Kind::PowerOfTarget || a.amountOf->kind == Expr::Kind::ToughnessOfTarget)
        && a.amountOf->who.startsWith(QLatin1String("it")))
        return eventObjectPT(a.amountOf->kind == Expr::Kind::PowerOfTarget);
    if (a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfMoved && a.amountOf->who == QLatin1String("it")) {
        // Round 27: "that spell's mana value" (Kaervek the Merciless): the spell the trigger's event named,
        // wherever it is now (a countered one keeps its mana cost, 202.3); 0 once it no longer exists.
        const int i = m_start.objectIndex(m_item.trigger.refersTo);
        return i >= 0 ? m_startRes.chars[i].manaCost.manaValue() : 0;
    }
    if (a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfMoved && !a.amountOf->who.isEmpty()) {
        // Round 20: the spell's one target as the resolution began, before the action that bounced or
        // destroyed it (608.2h): Aether Mutation, Divine Offering. 0 when it is no longer known.
        const int i = m_start.objectIndex(m_item.targets.value(0));
        return i >= 0 ? m_startRes.chars[i].manaCost.manaValue() : 0;
    }
    if (a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfMoved) {   // the card an action before moved (202.3)
        // Round 37: or the one card a discard moved (Hellhole Rats' "that card's mana value", 608.2h); not kept as
        // "it", which still names the trigger's object (Apathy's "untap that creature").
        const bool discarded = m_movedId.isEmpty() && m_thisWayIds.size() == 1;
        const int moved = m_table.state().objectIndex(discarded ? m_thisWayIds.first() : m_movedId);
        return moved >= 0 ? m_table.resolution().chars[moved].manaCost.manaValue() : 0;
    }
    if (a.amountOf && a.amountOf->kind == Expr::Kind::CountersOnGranter) {   // 607.2: Archery Training's arrows
        const int granter = m_start.objectIndex(granterOf(m_start, m_item.abilityFrom));
        return granter >= 0 ? m_start.objects[granter].counterCount(a.amountOf->counterKind) : 0;
    }
    if (a.amountOf && a.amountOf->kind == Expr::Kind::Count && a.amountOf->selector && !a.amountOf->ofAffectedController) {
        // Round 33: "the number of cards in your hand" as this instruction is performed (608.2h), after the
        // draws and discards of the instructions before it (Heartwarming Redemption).
        Selector yourHand;
        yourHand.word = QStringLiteral("card");
        yourHand.where = Selector::Where::Specific;
        yourHand.zone = Zone::Hand;
        yourHand.ownerYou = true;
        if (*a.amountOf->selector == yourHand)
            return cardsInHand(QStringLiteral("you"));
    }
    // Round 42: "the number of +1/+1 counters removed this way": what the ability's own cost removed, kept as the
    // activation's X (Activation.cpp; 601.2h)
    if (a.amountOf && a.amountOf->kind == Expr::Kind::CountersRemovedThisWay)
        return m_item.choices.x.value_or(0);
    if (a.amountOf) {
        ContinuousEffect probe;
        probe.sourceIndex = m_sourceIndex;
        probe.controller = m_item.controller;
        for (const QString& t : m_item.targets)
            probe.targets << m_start.objectIndex(t);
        // Round 22: "for each black creature target opponent controls" (Starlight): the Evaluator reads
        // the player target among a resolved effect's targets, here the item's.
        ResolvedEffect item;
        if (countsTargetPlayers(*a.amountOf)) {
            item.targets = m_item.targets;
            probe.resolved = &item;
        }
        // Round 34: "the number of permanents you control of the chosen type" after a spell's "Choose a creature
        // type." (Roar of the Crowd): the type chosen as it resolves (608.2d), in the resolve event's choices.
        if (countsChosenKind(*a.amountOf)) {
            item.targets = m_item.targets;
            item.choices.creatureType = m_event.choices.creatureType;
            item.choices.color = m_event.choices.color;
            probe.resolved = &item;
        }
        return Evaluator(m_start, m_startRes.chars).evaluate(*a.amountOf, probe, -1);
    }
    return a.amount.x ? m_item.choices.x.value_or(m_event.choices.x.value_or(0)) : a.amount.n;
}

// Round 32: of the cards the last discard or mill moved, those of the kind (wherever they are now).
int ActionPerformer::thisWayOfKind(const Selector& kind) const
{
    const GameState& gs = m_table.state();
    ContinuousEffect probe;
    probe.sourceIndex = m_sourceIndex;
    probe.controller = m_item.controller;
    const Evaluator evaluator(gs, m_table.resolution().chars);
    return int(std::count_if(m_thisWayIds.cbegin(), m_thisWayIds.cend(), [&](const QString& id) {
        const int i = gs.objectIndex(id);
        return i >= 0 && evaluator.matches(kind, probe, i);
    }));
}

}   // namespace strata
