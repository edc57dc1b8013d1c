#include "OracleSubtypeUnion.h"
#include "model/Types.h"
#include <QRegularExpression>

namespace strata::import {

bool isLandTypeAlone(const Selector& s)
{
    return s.subtypes.size() == 1 && !s.types && s.colors.isEmpty() && s.notTypes == 0
        && SubtypeRegistry::instance().kind(s.subtypes.first()) == SubtypeKind::Land;
}

std::optional<Selector> subtypeUnion(const QString& p, const std::function<std::optional<Selector>(const QString&, bool*)>& objects)
{
    static const QRegularExpression list(QStringLiteral(
        "^((?:[a-z]+ )*)([A-Z][\\w'-]*)((?:, [A-Z][\\w'-]*)*)(,?) or ([A-Z][\\w'-]*)((?: [a-z][\\w' ]*)?)$"));
    const auto m = list.match(p);
    // Oracle's serial comma: "A or B", "A, B, or C".
    if (!m.hasMatch() || m.captured(3).isEmpty() != m.captured(4).isEmpty())
        return std::nullopt;
    QStringList words{m.captured(2)};
    for (const QString& w : m.captured(3).split(QStringLiteral(", "), Qt::SkipEmptyParts))
        words << w;
    words << m.captured(5);
    Selector sel;
    for (const QString& w : words) {
        bool several = true;
        const auto part = objects(m.captured(1) + w + m.captured(6), &several);
        if (!part || several || part->isRef() || !part->anyOf.isEmpty() || part->subtypes.size() != 1)
            return std::nullopt;
        sel.anyOf << *part;
    }
    return sel;
}

}   // namespace strata::import
