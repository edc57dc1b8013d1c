#include "EditChecks.h"

namespace strata {

QString EditChecks::targets(const GameState& state, const QStringList& targets)
{
    for (const QString& t : targets)
        if (!state.object(t) && !state.player(t))
            return tr("No object or player has the id \"%1\".").arg(t);
    return {};
}

QString EditChecks::choices(const GameState& state, const Choices& c)
{
    if (!c.copyOf.isEmpty() && !state.object(c.copyOf))
        return tr("No object has the id \"%1\".").arg(c.copyOf);
    if (!c.player.isEmpty() && !state.player(c.player))
        return tr("No player has the id \"%1\".").arg(c.player);
    if (!c.creatureType.isEmpty() && !creatureTypeNamed(c.creatureType))
        return tr("\"%1\" is not a creature type.").arg(c.creatureType);
    if (!c.landType.isEmpty() && !basicLandTypeNamed(c.landType))
        return tr("\"%1\" is not a basic land type.").arg(c.landType);
    if (!c.cardType.isEmpty() && !cardTypeFromName(c.cardType))
        return tr("\"%1\" is not a card type.").arg(c.cardType);
    if (c.x && *c.x < 0)
        return tr("X can't be negative.");
    if (c.mode && (*c.mode < 1 || *c.mode > 100))
        return tr("Modes are numbered from 1.");
    if (c.textFrom.isEmpty() != c.textTo.isEmpty())
        return tr("A text change needs both the word it replaces and the new word.");
    return {};
}

std::optional<QString> EditChecks::creatureTypeNamed(const QString& name)
{
    const SubtypeRegistry& subtypes = SubtypeRegistry::instance();
    const auto id = subtypes.find(name);
    if (!id || subtypes.kind(*id) != SubtypeKind::Creature)
        return std::nullopt;
    return subtypes.name(*id);
}

std::optional<QString> EditChecks::basicLandTypeNamed(const QString& name)
{
    const SubtypeRegistry& subtypes = SubtypeRegistry::instance();
    const auto id = subtypes.find(name);
    if (!id || !subtypes.isBasicLandType(*id))
        return std::nullopt;
    return subtypes.name(*id);
}

}   // namespace strata
