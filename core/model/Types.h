#pragma once
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace strata {

// Card types (205.2a) as bits. Display order is fixed (Kindred first, then permanent types, then
// spell types) which reproduces printed type lines such as "Enchantment Creature" and "Land Creature".
enum class CardType : quint16 {
    Kindred = 1 << 0,
    Enchantment = 1 << 1,
    Artifact = 1 << 2,
    Land = 1 << 3,
    Creature = 1 << 4,
    Planeswalker = 1 << 5,
    Battle = 1 << 6,
    Instant = 1 << 7,
    Sorcery = 1 << 8
};
constexpr CardType kCardTypeOrder[] = {CardType::Kindred, CardType::Enchantment, CardType::Artifact, CardType::Land,
    CardType::Creature, CardType::Planeswalker, CardType::Battle, CardType::Instant, CardType::Sorcery};

enum class Supertype : quint8 { Basic = 1, Legendary = 2, Ongoing = 4, Snow = 8, World = 16 };
constexpr Supertype kSupertypeOrder[]
    = {Supertype::Basic, Supertype::Legendary, Supertype::Ongoing, Supertype::Snow, Supertype::World};

// Which card type a subtype belongs to (205.3): losing that card type loses the subtype (205.1a).
enum class SubtypeKind : quint8 { Creature, Land, Artifact, Enchantment, Planeswalker, Spell, Battle };

QString cardTypeName(CardType t);
std::optional<CardType> cardTypeFromName(const QString& name);   // exact, capitalised; "Tribal" → Kindred
QString supertypeName(Supertype t);
std::optional<Supertype> supertypeFromName(const QString& name);

using SubtypeId = quint16;

// Interns subtype names so type lines compare and copy as small integer vectors. Filled once from
// resources/rules/types.json (the lists of CR 205.3) by instance(), which core/cards defines.
class SubtypeRegistry {
public:
    static SubtypeRegistry& instance();
    std::optional<SubtypeId> find(const QString& name) const;
    QString name(SubtypeId id) const { return m_names.value(id); }
    SubtypeKind kind(SubtypeId id) const { return m_kinds.value(id); }
    bool isBasicLandType(SubtypeId id) const { return m_basicLand.contains(id); }
    const QVector<SubtypeId>& creatureTypes() const { return m_creature; }     // 205.3m, in list order
    const QVector<SubtypeId>& basicLandTypes() const { return m_basicLand; }   // Plains Island Swamp Mountain Forest
    // Card type that owns this kind of subtype.
    static CardType ownerType(SubtypeKind kind);
    bool loaded() const { return !m_names.isEmpty(); }
    QString loadError() const { return m_error; }

private:
    SubtypeRegistry() = default;
    SubtypeId add(const QString& name, SubtypeKind kind);
    QVector<QString> m_names;
    QVector<SubtypeKind> m_kinds;
    QHash<QString, SubtypeId> m_byLowerName;
    QHash<QString, SubtypeId> m_byName;   // as first added
    QVector<SubtypeId> m_creature;
    QVector<SubtypeId> m_basicLand;
    QString m_error;
};

// A type line: card types, supertypes and subtypes (in order), plus the "every creature type" state of
// changeling and Mutavault (kept as a flag rather than 290 entries; expanded only for display).
struct TypeLine {
    quint16 cardTypes = 0;
    quint8 supertypes = 0;
    QVector<SubtypeId> subtypes;
    bool allCreatureTypes = false;

    bool has(CardType t) const { return cardTypes & quint16(t); }
    bool has(Supertype t) const { return supertypes & quint8(t); }
    bool hasSubtype(SubtypeId id) const;
    void add(CardType t) { cardTypes |= quint16(t); }
    void add(Supertype t) { supertypes |= quint8(t); }
    void addSubtype(SubtypeId id);
    // Drops subtypes whose card type the object no longer has (205.1a).
    void dropOrphanSubtypes();
    void removeSubtypesOfKind(SubtypeKind kind);

    QStringList cardTypeNames() const;
    QStringList supertypeNames() const;
    QStringList subtypeNames() const;   // creature types expanded when allCreatureTypes
    bool operator==(const TypeLine& o) const
    {
        return cardTypes == o.cardTypes && supertypes == o.supertypes && subtypes == o.subtypes
            && allCreatureTypes == o.allCreatureTypes;
    }
    bool operator!=(const TypeLine& o) const { return !(*this == o); }
};

}   // namespace strata
