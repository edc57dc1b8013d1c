#include "OracleEachWhoCant.h"
#include <QRegularExpression>

namespace strata::import {

bool eachWhoCant(const QString& s, const ActionReader& reader, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral("^each (player|opponent) who can't (.+)$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    const Action& sacrifice = into->effect.last();
    const QString each = QStringLiteral("each_") + m.captured(1);
    // Only right after that set of players' own sacrifice of one permanent each, a plain instruction.
    if (sacrifice.kind != ActionKind::Sacrifice || sacrifice.who != each || sacrifice.optional || sacrifice.condition
        || sacrifice.pick > 1 || !sacrifice.object || sacrifice.object->isRef())
        return false;
    const int before = into->effect.size();
    const int targetsBefore = into->targets.size();
    // The instruction as those players' own: "each player discards a card".
    if (!reader(QStringLiteral("each %1 %2").arg(m.captured(1), m.captured(2)), into) || into->effect.size() != before + 1
        || into->targets.size() != targetsBefore || into->effect.last().who != each || into->effect.last().optional
        || into->effect.last().condition) {
        into->effect.resize(before);
        into->targets.resize(targetsBefore);
        return false;
    }
    into->effect.last().who = each + QStringLiteral("_who_cant");
    return true;
}

}   // namespace strata::import
