#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// 711.2: a level up striation, as printed: "LEVEL 1-3", the base power and toughness, then the
// abilities it grants (keywords on one line). Empty when `a` is not one.
QString Writer::levelStriation(const AbilityDef& a)
{
    if (!a.condition || a.condition->kind != Condition::Kind::SelfCountersAtLeast
        || a.condition->counterKind != QLatin1String("level") || !a.affects || a.affects->ref != Selector::Ref::Self
        || a.ops.isEmpty() || a.ops.size() > 2 || a.ops.first().kind != Op::Kind::SetPT)
        return {};
    const Op& pt = a.ops.first();
    if (!pt.power || !pt.toughness || !pt.power->isConst() || !pt.toughness->isConst()
        || (a.ops.size() == 2 && a.ops[1].kind != Op::Kind::AddAbilities))
        return {};
    const int n = a.condition->n, most = a.condition->atMost;
    QStringList lines{most > 0 ? tr("LEVEL %1-%2").arg(n).arg(most) : tr("LEVEL %1+").arg(n),
        QStringLiteral("%1/%2").arg(pt.power->value).arg(pt.toughness->value)};
    QStringList keywords;
    for (int i = 0; a.ops.size() == 2 && i < a.ops[1].abilities.size(); ++i) {
        const AbilityDef& granted = *a.ops[1].abilities[i];
        if (granted.kind != AbilityDef::Kind::Keyword) {
            lines << ability(granted);
            continue;
        }
        QString k = keywordText(granted);
        if (!keywords.isEmpty() && !k.isEmpty())
            k[0] = k[0].toLower();   // "Flying, vigilance"
        keywords << k;
    }
    if (!keywords.isEmpty())
        lines.insert(2, keywords.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

}   // namespace rulestext
}   // namespace strata
