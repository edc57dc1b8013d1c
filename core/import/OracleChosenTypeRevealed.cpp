#include "OracleChosenTypeRevealed.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<bool> chosenTypeRevealed(const QString& s, AbilityDef* into, const ActionReader& read)
{
    static const QRegularExpression chosenType(QStringLiteral(
        "^(reveal the top \\w+ cards of your library; put all creature cards) of the chosen type( revealed this way into your "
        "hand and the rest .+)$"));
    const auto m = chosenType.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    AbilityDef probe = *into;
    if (!read(m.captured(1) + m.captured(2), &probe) || probe.effect.size() != into->effect.size() + 1
        || probe.targets.size() != into->targets.size())
        return false;
    Action kept = probe.effect.last();
    if (kept.kind != ActionKind::LookAtTop || !kept.object || !kept.object->anyOf.isEmpty()
        || !kept.object->subtypes.isEmpty() || kept.object->types != quint16(CardType::Creature)
        || kept.object->subtypeChosen)
        return false;
    kept.object->subtypeChosen = true;
    into->effect << kept;
    return true;
}

}   // namespace strata::import
