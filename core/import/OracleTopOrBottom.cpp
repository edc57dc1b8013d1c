#include "OracleTopOrBottom.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<bool> topOrBottomOfLibrary(const QString& s, AbilityDef* into, const ActionReader& read)
{
    static const QRegularExpression topOrBottom(
        QStringLiteral("^put (.+) on the top or bottom of its owner's library$"));
    const auto m = topOrBottom.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    Action choice;
    choice.kind = ActionKind::ChooseOne;
    QVector<Selector> targets;
    for (const QString& place : {QStringLiteral("on top of"), QStringLiteral("on the bottom of")}) {
        AbilityDef probe = *into;
        const QString side = QStringLiteral("put %1 %2 its owner's library").arg(m.captured(1), place);
        if (!read(side, &probe) || probe.effect.size() != into->effect.size() + 1
            || probe.effect.last().kind != ActionKind::PutOnLibrary || probe.effect.last().amount.n)
            return false;
        // Both sides name the same object and the same targets, chosen once (601.2c, 115.1).
        if (!choice.nested.isEmpty()
            && (probe.targets != targets || probe.effect.last().object != choice.nested.first().object))
            return false;
        targets = probe.targets;
        choice.nested << probe.effect.last();
    }
    into->targets = targets;
    into->effect << choice;
    return true;
}

}   // namespace strata::import
