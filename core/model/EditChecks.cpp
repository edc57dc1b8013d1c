#include "EditChecks.h"
#include <algorithm>

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
    auto outside = [](int k) { return k < 1 || k > 100; };   // as the scenario reader takes them
    if ((c.mode && outside(*c.mode)) || std::any_of(c.modes.cbegin(), c.modes.cend(), outside))
        return tr("Modes are numbered from 1.");
    if (c.textFrom.isEmpty() != c.textTo.isEmpty())
        return tr("A text change needs both the word it replaces and the new word.");
    return {};
}

namespace {

// True when following `next` from `from` reaches `objectId`.
template <typename Next> bool reaches(const GameState& state, QString from, const QString& objectId, Next next)
{
    for (int steps = 0; !from.isEmpty() && steps <= state.objects.size(); ++steps) {
        if (from == objectId)
            return true;
        const GameObject* at = state.object(from);
        if (!at)
            return false;
        from = next(*at);
    }
    return false;
}

}   // namespace

QString EditChecks::attachmentCircle(const GameState& state, const QString& objectId, const QString& hostId)
{
    return reaches(state, hostId, objectId, [](const GameObject& o) { return o.attachedTo; })
        ? tr("%1 is attached, through others, to %2: attaching it there would make a circle.").arg(hostId, objectId)
        : QString();
}

QString EditChecks::copyCircle(const GameState& state, const QString& objectId, const QString& copiedId)
{
    return reaches(state, copiedId, objectId, [](const GameObject& o) { return o.choices.copyOf; })
        ? tr("%1 copies %2, directly or through others: one of them entered first.").arg(copiedId, objectId)
        : QString();
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
