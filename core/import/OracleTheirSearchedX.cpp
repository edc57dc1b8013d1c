#include "OracleTheirSearchedX.h"
#include <QRegularExpression>

namespace strata::import {

bool theirLibrarySearchedForX(const QString& s, const std::function<std::optional<Expr>(const QString&)>& amount,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds,
    const std::function<bool(const QString&, AbilityDef*)>& target, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^search (target player|target opponent)'s library for (up to )?[Xx] cards, where [Xx] is (.+?), and exile them; "
        "then that player shuffles their library$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return false;
    // A count of objects or of the cards in a hand, taken as the spell resolves (608.2h).
    const auto count = amount(m.captured(3));
    if (!count || (count->kind != Expr::Kind::Count && count->kind != Expr::Kind::CardsInHand))
        return false;
    auto card = cardKinds(QStringLiteral("cards"));
    if (!card)
        return false;
    card->zone = Zone::Library;
    if (!m.captured(2).isEmpty())   // "up to": the searcher may find fewer
        card->upTo = Selector::kAnyNumber;
    AbilityDef withTarget = *into;
    if (!target(m.captured(1), &withTarget))
        return false;
    Action a;
    a.kind = ActionKind::SearchLibrary;
    a.object = *card;
    a.amount = Amount{true, 0};
    a.amountOf = *count;
    a.text = QStringLiteral("exile");
    a.who = QStringLiteral("target_player");
    *into = withTarget;
    into->effect << a;
    return true;
}

}   // namespace strata::import
