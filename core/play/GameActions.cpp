#include "ActionPerformer.h"

namespace strata {

// Whole-game instructions of a resolving spell or ability, and a player's energy counters.
void ActionPerformer::gameAction(const Action& a)
{
    GameState& gs = m_table.state();
    switch (a.kind) {
    case ActionKind::LoseGame:   // 104.3a: "you lose the game", reported like a state-based loss
        if (Player* p = m_table.player(m_item.controller); p && !p->lost) {
            p->lost = true;
            m_table.touched();
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 loses the game (%2)"), {p->name, QStringLiteral("104.3a")}));
        }
        return;
    case ActionKind::ShuffleIntoLibrary:   // 701.24: the object goes to its owner's library, then it is shuffled
        if (!a.object)
            return;
        for (int i : objectsOf(*a.object)) {
            if (gs.objects[i].zone == Zone::Library)
                continue;
            const QString id = gs.objects[i].id;
            m_table.moveObject(i, Zone::Library);
            // Where the shuffle puts it is random: Strata keeps the card where the scenario lists it.
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is shuffled into %2's library (701.24)"),
                {m_table.nameOf(id), m_table.nameOf(gs.objects[i].owner)}));
        }
        return;
    case ActionKind::GetEnergy:   // 107.14: "you get {E}{E}", energy counters (122.1)
        if (Player* p = m_table.player(m_item.controller))
            p->energy += amountOf(a);
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 gets %2 energy counters (%3 in all)"),
            {m_table.nameOf(m_item.controller), PlayText::number(amountOf(a)),
                PlayText::number(m_table.energyOf(m_item.controller))}));
        return;
    case ActionKind::PayEnergy:   // 107.14: skipped() made sure the counters are there
        if (Player* p = m_table.player(m_item.controller))
            p->energy -= amountOf(a);
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 energy counters (%3 left)"),
            {m_table.nameOf(m_item.controller), PlayText::number(amountOf(a)),
                PlayText::number(m_table.energyOf(m_item.controller))}));
        return;
    case ActionKind::FlipCoin: {
        // 705.1: the result is hidden information the scenario does not state yet, so neither outcome
        // is done; the ability's own text says what each would do.
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "%1 flips a coin; its result is not given, so neither outcome is done (705)"),
            {m_table.nameOf(m_item.controller)}));
        return;
    }
    default:
        return;
    }
}

}   // namespace strata
