#include "ActionPerformer.h"
#include "LibraryOrder.h"
#include "ZoneMoves.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

// 701.20: "Reveal cards from the top of your library until you reveal a creature card. Put that card into
// your hand and the rest …", on the library the scenario lists from the top: the first card that fits is
// the one found; with none, every card is revealed and all go where the rest go.
void ActionPerformer::revealUntil(const Action& a)
{
    GameState& gs = m_table.state();
    // Round 36: another player reveals their own library (Destroy the Evidence's "its controller", Mind Funeral's
    // target opponent), until that many cards of the kind are revealed; none when that player is gone (608.2b).
    const QString owner = a.who.isEmpty() ? m_item.controller : players(a.who).value(0);
    if (owner.isEmpty())
        return;
    const int wanted = a.amount.x || a.amount.n > 1 ? amountOf(a) : 1;
    const Selector filter = cardInLibrary(a);
    ContinuousEffect probe;
    probe.controller = owner;
    probe.sourceIndex = m_sourceIndex;
    QStringList revealed;
    QString found;
    int matched = 0;
    for (int i = 0; i < gs.objects.size() && matched < wanted; ++i) {
        if (gs.objects[i].zone != Zone::Library || gs.objects[i].owner != owner)
            continue;
        revealed << gs.objects[i].id;
        if (Evaluator(gs, m_table.resolution().chars).matches(filter, probe, i)) {
            found = gs.objects[i].id;
            ++matched;
        }
    }
    const QString who = m_table.nameOf(owner);
    m_thisWay = int(revealed.size());   // round 37: "the number of cards revealed this way" (Madcap Experiment)
    // Round 37: exiled one by one (Undying Flames), face up (406.3); the card found, wherever all go, is the one a
    // following "its mana value" counts (202.3).
    const bool allExiled = a.destination == Zone::Exile;
    if (a.destination == Zone::Library || allExiled)
        m_movedId = found;
    for (const QString& id : revealed) {
        m_table.note(allExiled ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 exiles %2"), {who, m_table.nameOf(id)})
                               : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {who, m_table.nameOf(id)}));
        if (allExiled)
            m_table.moveObject(gs.objectIndex(id), Zone::Exile);
    }
    if (!m_movedId.isEmpty() && m_movedId == found)
        m_movedIncarnation = gs.objects[gs.objectIndex(found)].incarnation;
    if (matched < wanted)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 finds no matching card in the library as listed"), {who}));
    // Treasure Hunt: every revealed card goes to the hand; round 36: every one into the graveyard.
    const bool allToHand = a.text == QLatin1String("hand");
    const bool allMilled = a.destination == Zone::Graveyard;
    if (allExiled)
        return;
    if (!found.isEmpty() && !allToHand && !allMilled && a.destination != Zone::Library) {
        revealed.removeAll(found);
        const int i = gs.objectIndex(found);
        if (a.destination == Zone::Battlefield) {
            EntryOptions entry;
            entry.controller = owner;
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield"), {who, m_table.nameOf(found)}));
            m_table.moveObject(i, Zone::Battlefield, entry);
        } else {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their hand"), {who, m_table.nameOf(found)}));
            m_table.moveObject(i, Zone::Hand);
        }
    }
    if (a.text == QLatin1String("shuffle")) {   // round 36: the rest stay in the library, which is shuffled (Polymorph)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                  "%1 shuffles their library; the new order is hidden, so it stays as listed (701.24)"),
            {who}));
        return;
    }
    if (a.text.startsWith(QLatin1String("bottom"))) {
        restack(gs, owner, {}, revealed);
        m_table.touched();
        for (const QString& id : revealed)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 on the bottom of their library"), {who, m_table.nameOf(id)}));
        if (revealed.size() > 1)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                "the random order of the cards put on the bottom is hidden; they stay in the order listed"), {}));
        return;
    }
    for (const QString& id : revealed) {
        m_table.note(allToHand ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their hand"), {who, m_table.nameOf(id)})
                               : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their graveyard"), {who, m_table.nameOf(id)}));
        m_table.moveObject(gs.objectIndex(id), allToHand ? Zone::Hand : Zone::Graveyard);
    }
}

}   // namespace strata
