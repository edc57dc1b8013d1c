#include "OracleCostsPaid.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Condition> costPaidCondition(const QString& text)
{
    Condition c;
    c.kind = Condition::Kind::CostPaid;
    if (text == QLatin1String("tribute wasn't paid")) {   // 702.104b: the opponent chose not to pay it
        c.cost = QStringLiteral("tribute");
        c.negated = true;
        return c;
    }
    static const QRegularExpression paid(QStringLiteral("^(?:its|~'s) (prowl|madness|spectacle|surge) cost was paid$"));
    const auto m = paid.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    c.cost = m.captured(1);
    return c;
}

}   // namespace strata::import
