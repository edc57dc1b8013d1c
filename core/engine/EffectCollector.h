#pragma once
#include "EngineContext.h"

namespace strata {

// Finds the continuous effects of a game state: resolved spells and abilities, counters, face-down
// status, and the static abilities objects have as the layers are applied (613.2–613.5).
class EffectCollector {
public:
    explicit EffectCollector(EngineContext& ctx) : m_ctx(ctx) { }

    void collectResolvedEffects();
    void collectCounterEffects();
    void collectFaceDownEffects();
    // Collects the effects of static abilities not seen before, on objects whose abilities changed
    // since the last scan; whether it found any.
    bool scanStatics(const LayerStage& stage);
    // Copy effects that another permanent gives an object as it enters (Essence of the Wild), and a
    // warning for an object that names copy_of with nothing to make it a copy.
    void collectGrantedEnteringCopies();
    // After layer 1: forgets effects of abilities that a copy effect replaced before they applied.
    void dropStaticsReplacedInLayer1();

private:
    bool scanObject(int index, const LayerStage& stage);
    bool collectStatic(int index, const AbilityInstance& a, bool onBattlefield, const LayerStage& stage);
    bool collectEntersAsCopy(int index, const AbilityInstance& a);
    bool collectChosenForm(int index, const AbilityInstance& a);
    void addEnteringCopy(int index, const AbilityPtr& grantedBy, const CopyExceptions& except);
    AbilityPtr copyGrantedOnEntering(const GameObject& o) const;
    QString enteringCopyId(int index) const;
    void addStaticEffect(int index, const AbilityInstance& a, const QString& id, bool changeling, bool cda);

    EngineContext& m_ctx;
    QSet<quint64> m_seenAbilities;
    qsizetype m_stepsScanned = 0;   // the steps recorded by the last scanStatics()
};

}   // namespace strata
