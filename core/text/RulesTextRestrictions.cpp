#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// The words after an activated ability that say when it may be activated (602.5b), none for no restriction and
// for forecast, whose keyword comes before the cost.
QString Writer::activationRestriction(ActivationRestriction r) const
{
    switch (r) {
    case ActivationRestriction::SorcerySpeed:
        return tr("activate only as a sorcery");
    case ActivationRestriction::AnyPlayer:
        return tr("any player may activate this ability");
    case ActivationRestriction::Formidable:
        return tr("activate only if creatures you control have total power 8 or greater");
    case ActivationRestriction::OnceEachTurn:
        return tr("activate only once each turn");
    case ActivationRestriction::DuringYourUpkeep:
        return tr("activate only during your upkeep");
    case ActivationRestriction::DuringYourTurn:
        return tr("activate only during your turn");
    case ActivationRestriction::YourTurnBeforeAttackers:
        return tr("activate only during your turn, before attackers are declared");
    case ActivationRestriction::DuringCombat:
        return tr("activate only during combat");
    case ActivationRestriction::TwiceEachTurn:
        return tr("activate no more than twice each turn");
    case ActivationRestriction::ThriceEachTurn:   // round 41, Soul Kiss (602.5b)
        return tr("activate no more than three times each turn");
    case ActivationRestriction::BeforeAttackers:
        return tr("activate only before attackers are declared");
    case ActivationRestriction::Once:   // round 40 (602.5b): once ever, by this object
        return tr("activate only once");
    case ActivationRestriction::BeforeCombatDamage:   // round 44, Angus Mackenzie (602.5b)
        return tr("activate only before the combat damage step");
    case ActivationRestriction::None:
    case ActivationRestriction::Forecast:
        break;
    }
    return QString();
}

}   // namespace rulestext
}   // namespace strata
