#include "CountOf.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Expr> sourceOrDomainCount(const QString& each)
{
    static const QRegularExpression countersOnSource(QStringLiteral("^([+-]\\d+/[+-]\\d+|[a-z]+) counter on ~$"));
    if (const auto m = countersOnSource.match(each); m.hasMatch())
        return import::countersOnSource(m.captured(1));
    if (each != QLatin1String("basic land type among lands you control"))
        return std::nullopt;
    Expr domain;
    domain.kind = Expr::Kind::BasicLandTypes;
    return domain;
}

}   // namespace strata::import
