#pragma once
#include "Evaluator.h"

namespace strata {

// Applies one operation of a continuous effect to one object's characteristics.
class OpApplier {
public:
    explicit OpApplier(const Evaluator& eval) : m_eval(eval) { }
    void apply(const Op& op, const ContinuousEffect& effect, int index, Characteristics& c) const;

    // 305.6: a land has one mana ability per basic land type; call after its types change.
    static void refreshIntrinsicManaAbilities(Characteristics& c);
    static AbilityPtr intrinsicManaAbility(SubtypeId basicLandType);

private:
    void grant(AbilityPtr def, const ContinuousEffect& effect, int index, Characteristics& c) const;
    std::optional<Color> chosenColor(const ContinuousEffect& effect) const;
    const Choices& effectChoices(const ContinuousEffect& effect) const;
    const Evaluator& m_eval;
};

}   // namespace strata
