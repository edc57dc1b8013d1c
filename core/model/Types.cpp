#include "Types.h"
#include <algorithm>

namespace strata {

QString cardTypeName(CardType t)
{
    switch (t) {
    case CardType::Kindred:
        return QStringLiteral("Kindred");
    case CardType::Enchantment:
        return QStringLiteral("Enchantment");
    case CardType::Artifact:
        return QStringLiteral("Artifact");
    case CardType::Land:
        return QStringLiteral("Land");
    case CardType::Creature:
        return QStringLiteral("Creature");
    case CardType::Planeswalker:
        return QStringLiteral("Planeswalker");
    case CardType::Battle:
        return QStringLiteral("Battle");
    case CardType::Instant:
        return QStringLiteral("Instant");
    case CardType::Sorcery:
        return QStringLiteral("Sorcery");
    }
    return {};
}

std::optional<CardType> cardTypeFromName(const QString& name)
{
    if (name == QLatin1String("Tribal"))
        return CardType::Kindred;
    for (CardType t : kCardTypeOrder)
        if (cardTypeName(t) == name)
            return t;
    return std::nullopt;
}

QString supertypeName(Supertype t)
{
    switch (t) {
    case Supertype::Basic:
        return QStringLiteral("Basic");
    case Supertype::Legendary:
        return QStringLiteral("Legendary");
    case Supertype::Ongoing:
        return QStringLiteral("Ongoing");
    case Supertype::Snow:
        return QStringLiteral("Snow");
    case Supertype::World:
        return QStringLiteral("World");
    }
    return {};
}

std::optional<Supertype> supertypeFromName(const QString& name)
{
    for (Supertype t : kSupertypeOrder)
        if (supertypeName(t) == name)
            return t;
    return std::nullopt;
}

SubtypeId SubtypeRegistry::add(const QString& name, SubtypeKind kind)
{
    // Some words are subtypes of two kinds; the first list wins, and lands are read first so that
    // basic land types are never mistaken for anything else.
    const QString key = name.toLower();
    if (auto it = m_byLowerName.constFind(key); it != m_byLowerName.constEnd())
        return *it;
    const SubtypeId id = SubtypeId(m_names.size());
    m_names << name;
    m_kinds << kind;
    m_byLowerName.insert(key, id);
    m_byName.insert(name, id);
    return id;
}

std::optional<SubtypeId> SubtypeRegistry::find(const QString& name) const
{
    // Names are mostly written as the registry holds them (the engine asks per trial application):
    // the exact spelling first spares lower-casing a copy.
    if (auto exact = m_byName.constFind(name); exact != m_byName.constEnd())
        return *exact;
    auto it = m_byLowerName.constFind(name.toLower());
    if (it == m_byLowerName.constEnd())
        return std::nullopt;
    return *it;
}

CardType SubtypeRegistry::ownerType(SubtypeKind kind)
{
    switch (kind) {
    case SubtypeKind::Creature:
        return CardType::Creature;
    case SubtypeKind::Land:
        return CardType::Land;
    case SubtypeKind::Artifact:
        return CardType::Artifact;
    case SubtypeKind::Enchantment:
        return CardType::Enchantment;
    case SubtypeKind::Planeswalker:
        return CardType::Planeswalker;
    case SubtypeKind::Battle:
        return CardType::Battle;
    case SubtypeKind::Spell:
        return CardType::Instant;
    }
    return CardType::Creature;
}

bool TypeLine::hasSubtype(SubtypeId id) const
{
    if (allCreatureTypes && SubtypeRegistry::instance().kind(id) == SubtypeKind::Creature)
        return true;
    return subtypes.contains(id);
}

namespace {
// Looks first without writing: most type changes remove nothing, and a shared list stays shared.
template <typename Predicate> void removeSubtypesIf(QVector<SubtypeId>& subtypes, Predicate matches)
{
    if (std::any_of(subtypes.cbegin(), subtypes.cend(), matches))
        subtypes.removeIf(matches);
}
}   // namespace

void TypeLine::addSubtype(SubtypeId id)
{
    if (!subtypes.contains(id))
        subtypes << id;
}

void TypeLine::removeSubtypesOfKind(SubtypeKind kind)
{
    const auto& reg = SubtypeRegistry::instance();
    removeSubtypesIf(subtypes, [&](SubtypeId id) { return reg.kind(id) == kind; });
    if (kind == SubtypeKind::Creature)
        allCreatureTypes = false;
}

void TypeLine::dropOrphanSubtypes()
{
    const auto& reg = SubtypeRegistry::instance();
    // Creature types also belong to Kindred cards (205.3m), spell types to instants and sorceries.
    auto keeps = [&](SubtypeKind kind) {
        switch (kind) {
        case SubtypeKind::Creature:
            return has(CardType::Creature) || has(CardType::Kindred);
        case SubtypeKind::Spell:
            return has(CardType::Instant) || has(CardType::Sorcery);
        default:
            return has(SubtypeRegistry::ownerType(kind));
        }
    };
    removeSubtypesIf(subtypes, [&](SubtypeId id) { return !keeps(reg.kind(id)); });
    if (!keeps(SubtypeKind::Creature))
        allCreatureTypes = false;
}

QStringList TypeLine::cardTypeNames() const
{
    QStringList out;
    for (CardType t : kCardTypeOrder)
        if (has(t))
            out << cardTypeName(t);
    return out;
}

QStringList TypeLine::supertypeNames() const
{
    QStringList out;
    for (Supertype t : kSupertypeOrder)
        if (has(t))
            out << supertypeName(t);
    return out;
}

QStringList TypeLine::subtypeNames() const
{
    const auto& reg = SubtypeRegistry::instance();
    QStringList out;
    for (SubtypeId id : subtypes)
        if (!(allCreatureTypes && reg.kind(id) == SubtypeKind::Creature))
            out << reg.name(id);
    if (allCreatureTypes)
        for (SubtypeId id : reg.creatureTypes())
            out << reg.name(id);
    return out;
}

}   // namespace strata
