#include "OracleHalfLibraryMilled.h"

namespace strata::import {

namespace {

Selector targetPlayersLibrary()
{
    Selector cards;
    cards.word = QStringLiteral("card");
    cards.where = Selector::Where::Specific;
    cards.zone = Zone::Library;
    cards.whose = QStringLiteral("target_player");
    return cards;
}

}   // namespace

bool halfLibraryMilled(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& target, AbilityDef* into)
{
    if (s != QLatin1String("target player mills half their library, rounded down") || !into->targets.isEmpty())
        return false;
    AbilityDef withTarget = *into;
    if (!target(QStringLiteral("target player"), &withTarget))
        return false;
    Expr library;
    library.kind = Expr::Kind::Count;
    library.selector = QSharedPointer<Selector>::create(targetPlayersLibrary());
    Expr half;
    half.kind = Expr::Kind::HalfRoundedDown;
    half.args = {library};
    Action a;
    a.kind = ActionKind::Mill;
    a.who = QStringLiteral("target_player");
    a.amount = Amount{true, 0};   // X counted as it resolves, as the card format reads a counted mill back
    a.amountOf = half;
    *into = withTarget;
    into->effect << a;
    return true;
}

}   // namespace strata::import
