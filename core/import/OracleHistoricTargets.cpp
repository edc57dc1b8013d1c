#include "OracleHistoricTargets.h"
#include "OracleTriggerFilters.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Selector> historicPermanentTarget(const QString& noun, bool another)
{
    static const QRegularExpression historic(QStringLiteral("^historic permanent( you control)?$"));
    const auto m = historic.match(noun);
    if (!m.hasMatch())
        return std::nullopt;
    // 700.6: the parts a historic spell has, each a permanent on the battlefield here.
    Selector s = historicSpell();
    for (Selector& part : s.anyOf) {
        part.where = Selector::Where::Battlefield;
        part.word = QStringLiteral("permanent");
        part.controller = !m.captured(1).isEmpty() ? Selector::Who::You : Selector::Who::Any;
        part.other = another;   // "another target": not the ability's source (115.1)
    }
    s.word.clear();
    return s;
}

}   // namespace strata::import
