#include "CombatRules.h"
#include "text/SubtypeWords.h"
#include <QRegularExpression>

// What a protection ability covers (702.16a): the qualities of a source the blocking, targeting and
// damage checks ask about.

namespace strata {

namespace {

// 702.16a: "protection from colored spells" (Emrakul): a coloured instant or sorcery is a spell whenever
// it is a source (304.4, 307.4); a coloured permanent spell targets only as an Aura, which Targeting checks.
bool isColoredInstantOrSorcery(const Characteristics& source)
{
    return !source.colors.isEmpty() && (source.type.has(CardType::Instant) || source.type.has(CardType::Sorcery));
}

// 702.16a, 202.3: "protection from mana value 3 or greater" (Mistmeadow Skulk) covers a source whose mana
// value is at least the number.
bool manaValueQualityCovers(const QString& what, const Characteristics& source)
{
    static const QLatin1String prefix("mana value ");
    if (!what.startsWith(prefix) || !what.endsWith(QLatin1String(" or greater")))
        return false;
    bool ok = false;
    const int least = QStringView(what).mid(prefix.size()).split(u' ').first().toInt(&ok);
    return ok && source.manaCost.manaValue() >= least;
}

// 702.16a: "protection from artifacts", "from instants": a source of that card type, named by its plural
// as the importer keeps it ("creatures" among them).
bool cardTypeQualityCovers(const QString& what, const Characteristics& source)
{
    if (what.size() < 3 || !what.endsWith(QLatin1Char('s')) || what[0].isUpper())
        return false;
    const std::optional<CardType> type = cardTypeFromName(what.left(1).toUpper() + what.mid(1).chopped(1));
    return type && source.type.has(*type);
}

// Round 37: "protection from non-Human creatures" (Spare from Evil): a creature source without that creature type
// (702.16a, 205.3m); a changeling has every creature type (702.73a), so it is not covered.
bool nonSubtypeCreaturesCovers(const QString& what, const Characteristics& source)
{
    static const QRegularExpression nonType(QStringLiteral("^non-([A-Z][a-z]+) creatures$"));
    const auto m = nonType.match(what);
    if (!m.hasMatch() || !source.isCreature())
        return false;
    const auto& reg = SubtypeRegistry::instance();
    const std::optional<SubtypeId> id = reg.find(m.captured(1));
    if (!id || reg.kind(*id) != SubtypeKind::Creature)
        return false;
    return !source.type.subtypeNames().contains(reg.name(*id));
}

}   // namespace

bool protectionCovers(const AbilityDef& protection, const Characteristics& source)
{
    if (protection.protectionFrom.intersects(source.colors))
        return true;
    const QString& what = protection.protectionText;
    // 702.16a: "protection from monocolored" covers a source of exactly one colour (105.2), "from snow"
    // a snow source (205.4g); a colourless or multicolored source is not monocolored.
    return what == QLatin1String("everything") || cardTypeQualityCovers(what, source)
        || (what == QLatin1String("monocolored") && source.colors.count() == 1)
        || (what == QLatin1String("snow") && source.type.has(Supertype::Snow))
        || (what == QLatin1String("colored spells") && isColoredInstantOrSorcery(source))
        || manaValueQualityCovers(what, source) || protectionFromSubtypeCovers(protection, source)
        || nonSubtypeCreaturesCovers(what, source);
}

// 702.16a: "protection from Gorgons", a creature type's plural as printed, or "from Arcane", a spell type:
// a source with that type.
bool protectionFromSubtypeCovers(const AbilityDef& protection, const Characteristics& source)
{
    const QString& what = protection.protectionText;
    if (what.isEmpty() || !what[0].isUpper())
        return false;
    const auto& reg = SubtypeRegistry::instance();
    // "Goblin creatures": protection from creatures of the chosen type, once its type is known (OpApplier).
    if (what.endsWith(QLatin1String(" creatures"))) {
        const std::optional<SubtypeId> id = reg.find(what.chopped(10));
        return id && reg.kind(*id) == SubtypeKind::Creature && source.isCreature() && source.type.hasSubtype(*id);
    }
    // "protection from Arcane" (Kitsune Riftwalker): a spell type, named as itself (205.3k), a source of it.
    if (const std::optional<SubtypeId> spellType = reg.find(what); spellType && reg.kind(*spellType) == SubtypeKind::Spell)
        return source.type.hasSubtype(*spellType);
    // The subtypes a changeling has are all of them (702.73a): subtypeNames() lists them.
    for (const QString& name : source.type.subtypeNames()) {
        const std::optional<SubtypeId> id = reg.find(name);
        if (id && reg.kind(*id) == SubtypeKind::Creature && englishSubtypePlural(name) == what)
            return true;
    }
    return false;
}

}   // namespace strata
