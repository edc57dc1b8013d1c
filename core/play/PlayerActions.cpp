#include "ActionPerformer.h"
#include "TurnOrder.h"
#include "ZoneMoves.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

// For each player `a.who` names, the one permanent of theirs `a.object` matches that the resolve
// event's `choices.objects` names, else the first that `preferred` accepts, else the first in objects
// order; -1 for a player who controls none.
QVector<QPair<QString, int>> ActionPerformer::onePermanentEach(const Action& a, const std::function<bool(int)>& preferred)
{
    QVector<QPair<QString, int>> out;
    if (!a.object)
        return out;
    const GameState& gs = m_table.state();
    ContinuousEffect probe;
    probe.sourceIndex = m_sourceIndex;
    probe.controller = m_item.controller;
    const QVector<int> matching = Evaluator(gs, m_table.resolution().chars).select(*a.object, probe);
    auto named = [&](int i) { return m_event.choices.objects.contains(gs.objects[i].id); };
    for (const QString& player : players(a.who)) {
        int chosen = -1;
        for (int i : matching) {
            if (gs.objects[i].zone != Zone::Battlefield || m_table.resolution().chars[i].controller != player)
                continue;
            if (named(i) || chosen < 0 || (!named(chosen) && preferred(i) && !preferred(chosen)))
                chosen = i;
        }
        out << qMakePair(player, chosen);
    }
    return out;
}

// "Target player sacrifices a creature", "each opponent sacrifices a creature" (701.17a): each player
// named sacrifices one permanent they control that matches.
void ActionPerformer::sacrificeChosen(const Action& a)
{
    const GameState& gs = m_table.state();
    m_couldNot = false;
    m_couldNotPlayers.clear();
    // Round 37: "that player sacrifices that creature" (Lingering Death): the one object named, and only by a player
    // who controls it as the ability resolves (701.17a); if control changed, nothing is sacrificed.
    if (a.object && a.object->isRef()) {
        const QStringList sacrificing = players(a.who);
        for (int i : objectsOf(*a.object)) {
            const QString controller = m_table.resolution().chars[i].controller;
            if (gs.objects[i].zone != Zone::Battlefield || !sacrificing.contains(controller)) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 doesn't control %2, so it isn't sacrificed (701.17a)"),
                    {m_table.nameOf(sacrificing.value(0)), m_table.nameOf(gs.objects[i].id)}));
                m_couldNot = true;
                continue;
            }
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 sacrifices %2"), {m_table.nameOf(controller), m_table.nameOf(gs.objects[i].id)}));
            m_table.sacrifice(i, controller);
        }
        return;
    }
    // Round 33: "each player sacrifices three lands" (Ember Swallower): that many of each player's permanents
    // that match, those the resolve event's `choices.objects` names first, then in objects order; a player
    // who controls fewer sacrifices all of them (701.17a). All are chosen before any is sacrificed. Round 42: "each
    // player sacrifices all lands they control" (Epicenter): `each`, every one of them, no choice.
    if ((a.pick > 1 || a.each) && a.object) {
        ContinuousEffect probe;
        probe.sourceIndex = m_sourceIndex;
        probe.controller = m_item.controller;
        const QVector<int> matching = Evaluator(gs, m_table.resolution().chars).select(*a.object, probe);
        auto named = [&](int i) { return m_event.choices.objects.contains(gs.objects[i].id); };
        QVector<QPair<QString, QVector<int>>> chosen;
        for (const QString& player : players(a.who)) {
            QVector<int> theirs;
            for (int i : matching)
                if (gs.objects[i].zone == Zone::Battlefield && m_table.resolution().chars[i].controller == player)
                    theirs << i;
            std::stable_sort(theirs.begin(), theirs.end(), [&](int x, int y) { return named(x) && !named(y); });
            // Round 36: "sacrifice any number of lands" (Reprocess, Mana Seism): those named, none when none is
            // (608.2d: a choice, any number of them, 0 too).
            if (a.pickUpTo)
                theirs.erase(std::find_if(theirs.begin(), theirs.end(), [&](int i) { return !named(i); }), theirs.end());
            if (!a.each && theirs.size() > a.pick)
                theirs.resize(a.pick);
            m_couldNot = m_couldNot || (theirs.size() < a.pick && !a.pickUpTo);
            if (theirs.size() < a.pick && !a.pickUpTo)
                m_couldNotPlayers << player;
            chosen << qMakePair(player, theirs);
        }
        m_thisWay = 0;   // round 36: "for each permanent sacrificed this way" (608.2c)
        for (const auto& [player, theirs] : chosen) {
            if (theirs.isEmpty())
                m_table.note(PlayText(
                    QT_TRANSLATE_NOOP("PlayText", "%1 controls nothing to sacrifice"), {m_table.nameOf(player)}));
            for (int i : theirs) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 sacrifices %2"),
                    {m_table.nameOf(player), m_table.nameOf(gs.objects[i].id)}));
                m_table.sacrifice(i, player);
                ++m_thisWay;
            }
        }
        return;
    }
    for (const auto& [player, chosen] : onePermanentEach(a, [](int) { return true; })) {
        if (chosen < 0) {
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 controls nothing to sacrifice"), {m_table.nameOf(player)}));
            m_couldNot = true;   // 701.17a: what can't be sacrificed isn't
            m_couldNotPlayers << player;
            continue;
        }
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 sacrifices %2"),
            {m_table.nameOf(player), m_table.nameOf(gs.objects[chosen].id)}));
        // Round 31: "sacrifice a creature. You gain life equal to that creature's toughness" (Doomgape): the
        // creature the controller sacrificed, as it last existed on the battlefield (608.2h, 112.7a); round 32:
        // "Target player sacrifices a creature. You gain life equal to that creature's toughness." (Consuming
        // Vapors, Devour Flesh), the one creature the one target player sacrificed
        if (a.who == QLatin1String("you") || a.who == QLatin1String("target_player")) {
            const Characteristics& last = m_table.resolution().chars[chosen];
            m_table.records.sacrificedForCost.insert(
                m_item.id, {last.power.value_or(0), last.toughness.value_or(0), gs.objects[chosen].counters, last.controller,
                               last.manaCost.manaValue()});
        }
        m_table.sacrifice(chosen, player);
    }
}

// "That player untaps a land they control": each named player untaps one permanent of theirs the
// filter names, a tapped one unless the resolve event's choices name another.
void ActionPerformer::untapChosen(const Action& a)
{
    const GameState& gs = m_table.state();
    for (const auto& [player, chosen] : onePermanentEach(a, [&](int i) { return gs.objects[i].tapped; })) {
        if (chosen < 0) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls nothing to untap"), {m_table.nameOf(player)}));
            continue;
        }
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 untaps %2"),
            {m_table.nameOf(player), m_table.nameOf(gs.objects[chosen].id)}));
        m_table.setTapped(chosen, false);
    }
}

// "Until ~ leaves the battlefield", "for as long as you control ~", "for as long as ~ remains tapped": a
// duration that ends with the source.
bool ActionPerformer::lastsWhileSourceStays() const
{
    if (!m_item.ability || m_item.kind == StackItem::Kind::Spell)
        return false;
    for (const Action& a : m_item.ability->effect)
        if (a.continuous
            && (a.continuous->duration == Duration::UntilSourceLeaves
                || a.continuous->duration == Duration::WhileYouControlSource
                || a.continuous->duration == Duration::WhileSourceTapped))
            return true;
    return false;
}

// 610.3c, 611.2b: the source as the ability resolves, the same object still on the battlefield.
bool ActionPerformer::sourceOnBattlefield() const
{
    const GameState& gs = m_table.state();
    const int i = gs.objectIndex(m_item.source);
    if (i < 0 || m_sourceIndex < 0 || gs.objects[i].zone != Zone::Battlefield
        || gs.objects[i].incarnation != m_start.objects[m_sourceIndex].incarnation)
        return false;
    // "for as long as you control ~" also wants ~ under the ability's controller (611.2b)
    for (const Action& a : m_item.ability->effect)
        if (a.continuous && a.continuous->duration == Duration::WhileYouControlSource
            && m_table.resolution().chars[i].controller != m_item.controller)
            return false;
    return true;
}

// 611.2b: an effect that lasts "for as long as ~ remains tapped" does nothing when ~ is untapped as it
// would begin (a source that left is lastsWhileSourceStays' case).
bool ActionPerformer::lastsWhileSourceTapped() const
{
    if (!m_item.ability || m_item.kind == StackItem::Kind::Spell)
        return false;
    const bool tappedDuration = std::any_of(m_item.ability->effect.cbegin(), m_item.ability->effect.cend(),
        [](const Action& a) { return a.continuous && a.continuous->duration == Duration::WhileSourceTapped; });
    const int i = m_table.state().objectIndex(m_item.source);
    return tappedDuration && i >= 0 && !m_table.state().objects[i].tapped;
}

// Round 32: "each other player may put a creature card from their hand onto the battlefield" (Hunted Wumpus):
// each of those players, in turn order (101.4), puts the card of their own hand the resolve event names, or
// the first that fits, under their own control (110.2a); the event's `"may": false` is every one of them
// declining (603.5). Round 34: "each player puts a creature card … from their graveyard onto the battlefield"
// (Crypt Champion): the same from each player's own graveyard (404.2).
void ActionPerformer::putFromEachPlayersZone(const Action& a)
{
    GameState& gs = m_table.state();
    Action underOwner = a;
    underOwner.who = QStringLiteral("owner");
    const bool graveyard = a.object->zone == Zone::Graveyard;
    for (const QString& p : players(a.who)) {
        const int card = cardChosenFrom(m_table, a.object->zone, m_event.choices.objects, p, *a.object, p);
        if (card < 0) {
            m_table.note(graveyard
                    ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no such card in their graveyard to put onto the battlefield"),
                          {m_table.nameOf(p)})
                    : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no such card in hand to put onto the battlefield"),
                          {m_table.nameOf(p)}));
            continue;
        }
        m_table.note(graveyard ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield from their graveyard"),
                                     {m_table.nameOf(p), m_table.nameOf(gs.objects[card].id)})
                               : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield from their hand"),
                                     {m_table.nameOf(p), m_table.nameOf(gs.objects[card].id)}));
        returnToBattlefield(underOwner, card);
    }
}

// "Take an extra turn after this one", "target player takes two extra turns", "you skip your next
// turn", "that player skips their next combat phase": pending until the turn order reaches them.
void ActionPerformer::changeTurnOrder(const Action& a)
{
    // Round 44: an amount counted as it resolves may be none (Sage of Hours with four counters removed)
    const int count = a.amountOf ? amountOf(a) : std::max(1, a.amount.n);
    for (const QString& p : a.who.isEmpty() ? QStringList{m_item.controller} : players(a.who)) {
        if (a.kind == ActionKind::ExtraTurn)
            addExtraTurns(m_table, p, count, m_event.id);
        else
            addSkips(m_table, p, a.kind, count);
    }
}

}   // namespace strata
