#include "ActionPerformer.h"
#include "Regeneration.h"

namespace strata {

// 701.7a: a permanent destroyed is put into its owner's graveyard, unless it is indestructible (702.12b) or
// regenerates (701.19, 614.8; "it can't be regenerated", 701.19c). Whether it was destroyed.
bool ActionPerformer::destroyOne(const Action& a, int index)
{
    const GameState& gs = m_table.state();
    if (gs.objects[index].zone != Zone::Battlefield)
        return false;
    const QString name = m_table.nameOf(gs.objects[index].id);
    if (m_table.resolution().chars[index].hasKeyword(QStringLiteral("Indestructible"))) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is indestructible and is not destroyed (702.12b)"), {name}));
        return false;
    }
    if (!a.noRegenerate && regenerates(m_table, index))
        return false;
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is destroyed"), {name}));
    m_table.moveObject(index, Zone::Graveyard);
    return true;
}

// Round 34: "Target opponent chooses a creature they control. Destroy it." (Wei Assassins, Imperial Edict): the
// player chooses one of theirs as it resolves, the resolve event's `choices.objects` naming it, as a sacrifice is
// chosen (701.17a); the one chosen is destroyed. None to choose, nothing happens.
void ActionPerformer::destroyChosen(const Action& a)
{
    for (const auto& [player, chosen] : onePermanentEach(a, [](int) { return true; })) {
        if (chosen < 0) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls nothing to choose"), {m_table.nameOf(player)}));
            continue;
        }
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 chooses %2"),
            {m_table.nameOf(player), m_table.nameOf(m_table.state().objects[chosen].id)}));
        destroyOne(a, chosen);
    }
}

// Round 36: "Target opponent exiles a creature they control." (Doomfall): the player chooses one of theirs as it
// resolves, as a sacrifice is chosen (701.17a), and exiles it; the resolve event's `choices.objects` names it.
// Nothing to choose, nothing happens. An exile by a player of cards elsewhere (Mudhole's "target player exiles
// all land cards from their graveyard") is not this one.
bool ActionPerformer::exilesOneChosen(const Action& a)
{
    return a.kind == ActionKind::Exile && !a.who.isEmpty() && a.object && !a.object->isRef()
        && a.object->where == Selector::Where::Battlefield && !a.each && a.pick == 0;
}

void ActionPerformer::exileChosen(const Action& a)
{
    for (const auto& [player, chosen] : onePermanentEach(a, [](int) { return true; })) {
        if (chosen < 0) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls nothing to exile"), {m_table.nameOf(player)}));
            continue;
        }
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 exiles %2"),
            {m_table.nameOf(player), m_table.nameOf(m_table.state().objects[chosen].id)}));
        m_table.moveObject(chosen, Zone::Exile);
    }
}

}   // namespace strata
