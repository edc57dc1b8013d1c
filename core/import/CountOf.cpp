#include "CountOf.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Expr> sourceOrDomainCount(const QString& each)
{
    static const QRegularExpression countersOnSource(QStringLiteral("^([+-]\\d+/[+-]\\d+|[a-z]+) counter on ~$"));
    Expr count;
    if (const auto m = countersOnSource.match(each); m.hasMatch()) {
        count.kind = Expr::Kind::CountersOnSource;
        count.counterKind = m.captured(1);
    } else if (each == QLatin1String("basic land type among lands you control")) {
        count.kind = Expr::Kind::BasicLandTypes;
    } else {
        return std::nullopt;
    }
    return count;
}

}   // namespace strata::import
