#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Round 40: the cards of a graveyard that were put there from the battlefield this turn (Selector::
// fromBattlefieldThisTurn), in Oracle's order, the destination first: "return to your hand all creature cards in
// your graveyard that were put there from the battlefield this turn" (Gleancrawler), "return to the battlefield
// all artifact and creature cards in your graveyard …" (Gerrard), "each player returns to the battlefield all …
// in their graveyard …" (Second Sunrise). Nothing when `a` is none of them.
std::optional<QStringList> Writer::fromBattlefieldThisTurnAction(const Action& a, bool optional)
{
    if (!a.object || a.object->isRef() || !a.object->fromBattlefieldThisTurn || a.object->where != Selector::Where::Specific
        || a.object->zone != Zone::Graveyard || !a.object->whose.isEmpty() || a.tapped)
        return std::nullopt;
    Selector cards = *a.object;
    cards.fromBattlefieldThisTurn = false;
    const QString noun = this->noun(cards, true, false);
    const auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    if (a.kind == ActionKind::ReturnToHand && a.each && cards.ownerYou)
        return QStringList{maybe(tr("return to your hand all %1 in your graveyard that were put there from the battlefield this turn",
            "cards").arg(noun))};
    if (a.kind == ActionKind::ReturnFromGraveyard && cards.ownerYou && a.pick == 0)
        return QStringList{maybe(tr("return to the battlefield all %1 in your graveyard that were put there from the battlefield "
                                    "this turn", "cards").arg(noun))};
    if (a.kind == ActionKind::ReturnFromGraveyard && !cards.ownerYou && a.who == QLatin1String("owner") && a.pick == 0 && !optional)
        return QStringList{tr("each player returns to the battlefield all %1 in their graveyard that were put there from the "
                              "battlefield this turn", "cards").arg(noun)};
    return std::nullopt;
}

}   // namespace rulestext
}   // namespace strata
