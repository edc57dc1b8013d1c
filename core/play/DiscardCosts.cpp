#include "PlayContext.h"
#include "engine/Evaluator.h"

// The cards an activated ability's cost discards (602.2b, 701.8): "Discard a card", "Discard two
// creature cards", "Discard a card at random", "Discard ~". Cycling's own discard is
// PlayContext::discardToCycle (702.29a).

namespace strata {

bool PlayContext::discardCostCards(
    const AbilityDef& ability, const GameEvent& e, int source, const QString& controller, QVector<int>* out)
{
    const GameState& gs = table.state();
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = controller;
    // Round 38: "Discard a card with converted mana cost X" (Knollspine Invocation): the X the activation chose
    // for the ability's {X} (107.3a, 601.2f), none chosen being 0 (107.3).
    ResolvedEffect withX;
    withX.choices.x = e.choices.x.value_or(0);
    probe.resolved = &withX;
    const Evaluator eval(gs, table.resolution().chars);
    auto fits = [&](int i, const CostPart& c) {
        if (gs.objects[i].zone != Zone::Hand || gs.objects[i].owner != controller || i == source || out->contains(i))
            return false;
        if (!c.card)
            return true;
        Selector any = *c.card;
        any.where = Selector::Where::Any;
        return eval.matches(any, probe, i);
    };
    for (const CostPart& c : ability.costParts) {
        if (c.kind == CostKind::DiscardSelf) {   // 113.6: the card is in its owner's hand
            if (gs.objects[source].zone != Zone::Hand)
                return false;
            *out << source;
            continue;
        }
        if (c.kind == CostKind::DiscardHand) {   // "Discard your hand": every card there, none is fine too
            for (int i = 0; i < gs.objects.size(); ++i)
                if (fits(i, c))
                    *out << i;
            continue;
        }
        if (c.kind != CostKind::Discard && c.kind != CostKind::DiscardRandom)
            continue;
        // The cards the event names in `choices.objects` first (at random too: the event says which),
        // then the first of that hand in objects order (events.md).
        // "Discard X cards": X is the event's choices.x (107.3a), 0 without it.
        int wanted = c.amountX ? std::max(0, e.choices.x.value_or(0)) : std::max(1, c.amount);
        for (const QString& id : e.choices.objects)
            if (const int i = gs.objectIndex(id); wanted > 0 && i >= 0 && fits(i, c)) {
                *out << i;
                --wanted;
            }
        for (int i = 0; wanted > 0 && i < gs.objects.size(); ++i)
            if (fits(i, c)) {
                *out << i;
                --wanted;
            }
        if (wanted > 0)
            return false;
    }
    return true;
}

}   // namespace strata
