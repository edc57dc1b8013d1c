#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Round 41: one card of a graveyard ranked by power (Selector::powerRank, 208.1), in Oracle's order, the destination
// first, then the tie the controller breaks (608.2d): "return to your hand the creature card in your graveyard with
// the greatest power. If two or more cards are tied for greatest power, you choose one of them." (Desecrator Hag).
// Nothing when `a` is not such an instruction.
std::optional<QStringList> Writer::rankedPowerAction(const Action& a, bool optional)
{
    if (a.kind != ActionKind::ReturnToHand || !a.object || a.object->isRef() || a.each || a.pick != 0 || !a.who.isEmpty()
        || a.object->powerRank != Selector::PowerRank::Greatest || a.object->rankPerController
        || a.object->where != Selector::Where::Specific || a.object->zone != Zone::Graveyard || !a.object->ownerYou)
        return std::nullopt;
    const QString clause = tr("return to your hand the %1", "the one card of a graveyard, with its qualifiers")
                               .arg(selector(*a.object, Det::Bare));
    return QStringList{optional ? tr("you may %1", "an optional instruction").arg(clause) : clause,
        tr("if two or more cards are tied for greatest power, you choose one of them")};
}

}   // namespace rulestext
}   // namespace strata
