#include "ActionPerformer.h"
#include "engine/Evaluator.h"

namespace strata {

// 701.23: "search your library for a creature card, put it into your hand, then shuffle". The cards
// found are the scenario's `choices.objects` in the searcher's library that match, else the first that
// match in the library as listed (events.md). The new order a shuffle makes is hidden (701.20), so the
// log says the shuffle is not shown rather than invent one.
void ActionPerformer::searchLibrary(const Action& a)
{
    GameState& gs = m_table.state();
    const QString searcher = m_item.controller;
    Selector filter = a.object.value_or(Selector{});
    filter.ref = Selector::Ref::None;
    filter.upTo = 0;
    filter.where = Selector::Where::Specific;
    filter.zone = Zone::Library;
    ContinuousEffect probe;
    probe.controller = searcher;
    probe.sourceIndex = m_sourceIndex;
    auto fits = [&](int i) {
        return i >= 0 && gs.objects[i].zone == Zone::Library && gs.objects[i].owner == searcher
            && Evaluator(gs, m_table.resolution().chars).matches(filter, probe, i);
    };
    const int wanted = std::max(1, a.amount.n);
    QVector<int> found;
    for (const QString& id : m_event.choices.objects)
        if (const int i = gs.objectIndex(id); found.size() < wanted && fits(i) && !found.contains(i))
            found << i;
    const bool chosen = !found.isEmpty();
    for (int i = 0; !chosen && found.size() < wanted && i < gs.objects.size(); ++i)
        if (fits(i))
            found << i;
    const QString who = m_table.nameOf(searcher);
    if (found.isEmpty())
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 finds no matching card in the library as listed"), {who}));
    // Ids first: a move may change the indices of the objects after it.
    QStringList ids;
    for (int i : found)
        ids << gs.objects[i].id;
    for (const QString& id : ids) {
        const int i = gs.objectIndex(id);
        const QString name = m_table.nameOf(id);
        if (a.text == QLatin1String("top")) {
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 finds %2 and puts it on top of the library after shuffling"), {who, name}));
            continue;   // it stays in the library; where in it is not modelled
        }
        if (a.reveal)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {who, name}));
        if (a.text == QLatin1String("battlefield")) {
            EntryOptions entry;
            entry.tapped = a.tapped;
            entry.controller = searcher;
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield"), {who, name}));
            m_table.moveObject(i, Zone::Battlefield, entry);
        } else if (a.text == QLatin1String("graveyard")) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their graveyard"), {who, name}));
            m_table.moveObject(i, Zone::Graveyard);
        } else if (a.text == QLatin1String("exile")) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {name}));
            m_table.moveObject(i, Zone::Exile);
        } else {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their hand"), {who, name}));
            m_table.moveObject(i, Zone::Hand);
        }
    }
    m_table.note(PlayText(
        QT_TRANSLATE_NOOP("PlayText", "%1 shuffles their library; the new order is hidden and not shown (701.20)"), {who}));
}

// "Look at the top four cards of your library. Put one of them into your hand and the rest …": which
// cards are on top and which one the player keeps are hidden information a scenario does not record.
void ActionPerformer::lookAtTop(const Action&)
{
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
        "looking at the top of a library is not performed: the cards there and the one kept are hidden information "
        "Strata does not model"), {}));
}

}   // namespace strata
