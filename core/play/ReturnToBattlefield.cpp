#include "ActionPerformer.h"
#include "engine/Evaluator.h"

// Round 34: "return ~ from your graveyard to the battlefield attached to that creature" (Smoke Shroud, Dragon Wings,
// Sword of the Meek: the creature the trigger's event names), "put an Aura card from your hand onto the battlefield
// attached to ~" (Academy Researchers): what it attaches to, found before the card moves.

namespace strata {

int ActionPerformer::attachedOnReturn(const Action& a, int index)
{
    const GameState& gs = m_table.state();
    const QVector<int> found = objectsOf(*a.to);
    const int permanent = found.size() == 1 && gs.objects[found.first()].zone == Zone::Battlefield ? found.first() : -1;
    const Characteristics& card = m_table.resolution().chars[index];
    const auto aura = SubtypeRegistry::instance().find(QStringLiteral("Aura"));
    if (!card.type.has(CardType::Enchantment) || !aura || !card.type.hasSubtype(*aura))   // 301.5c, 701.3b: an Equipment
        return permanent >= 0 && m_table.resolution().chars[permanent].type.has(CardType::Creature) ? permanent : -1;
    // 303.4f: an Aura put onto the battlefield enters attached, and only to what its enchant ability allows.
    bool legal = permanent >= 0;
    for (const AbilityInstance& ability : card.abilities)
        if (legal && ability.def->isKeyword(QStringLiteral("Enchant")) && ability.def->enchant) {
            ContinuousEffect probe;
            probe.sourceIndex = index;
            probe.controller = m_item.controller;
            Selector what = *ability.def->enchant;
            what.where = Selector::Where::Battlefield;
            legal = Evaluator(gs, m_table.resolution().chars).matches(what, probe, permanent);
        }
    if (legal)
        return permanent;
    // 303.4g: with nothing it could enchant, the Aura stays where it is.
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has nothing to enchant and stays in its zone (303.4g)"),
        {m_table.nameOf(gs.objects[index].id)}));
    return StaysInZone;
}

}   // namespace strata
