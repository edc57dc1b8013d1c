#include "OracleParser.h"
#include <QHash>

// Subtype names as Oracle text writes them, singular and plural ("Elf", "Elves", "Merfolk"), from the registry.

namespace strata::import {

namespace {

// Plurals of subtype names, made once from the registry: "Elves", "Wolves", "Faeries", "Merfolk";
// `preferred` is the one plural Oracle text uses for each.
struct Plurals {
    QHash<QString, SubtypeId> byPlural;
    QHash<SubtypeId, QString> preferred;
};

const Plurals& plurals()
{
    static const Plurals table = [] {
        Plurals out;
        QHash<QString, SubtypeId>& t = out.byPlural;
        const auto& reg = SubtypeRegistry::instance();
        for (SubtypeId id = 1; id < 2000; ++id) {
            const QString name = reg.name(id);
            if (name.isEmpty())
                continue;
            QString plural;
            if (name.endsWith(QLatin1String("f")))
                plural = name.chopped(1) + QStringLiteral("ves");
            else if (name.endsWith(QLatin1String("y")) && !name.endsWith(QLatin1String("ey")))
                plural = name.chopped(1) + QStringLiteral("ies");
            else if (name.endsWith(QLatin1String("s")) || name.endsWith(QLatin1String("x"))
                || name.endsWith(QLatin1String("ch")) || name.endsWith(QLatin1String("sh")))
                plural = name + QStringLiteral("es");
            else
                plural = name + QStringLiteral("s");
            t.insert(plural.toLower(), id);
            out.preferred.insert(id, plural);
        }
        // Irregular and invariable plurals the rule above gets wrong (round 34: "Equipment" too).
        static const char* const irregular[][2] = {{"merfolk", "Merfolk"}, {"dwarves", "Dwarf"}, {"elves", "Elf"},
            {"thieves", "Thief"}, {"mice", "Mouse"}, {"octopuses", "Octopus"}, {"sphinxes", "Sphinx"},
            {"homunculuses", "Homunculus"}, {"fish", "Fish"}, {"sheep", "Sheep"}, {"kor", "Kor"}, {"myr", "Myr"},
            {"moonfolk", "Moonfolk"}, {"kithkin", "Kithkin"}, {"ninjas", "Ninja"}, {"samurai", "Samurai"},
            {"werewolves", "Werewolf"}, {"wolves", "Wolf"}, {"plains", "Plains"}, {"equipment", "Equipment"}};
        for (const auto& pair : irregular) {
            if (auto id = reg.find(QLatin1String(pair[1]))) {
                QString plural = QLatin1String(pair[0]);
                t.insert(plural, *id);
                plural[0] = plural[0].toUpper();
                out.preferred.insert(*id, plural);
            }
        }
        return out;
    }();
    return table;
}

const QHash<QString, SubtypeId>& pluralSubtypes()
{
    return plurals().byPlural;
}

}   // namespace

QString pluralSubtypeName(SubtypeId id)
{
    return plurals().preferred.value(id, SubtypeRegistry::instance().name(id));
}

bool ownPluralSubtype(SubtypeId id)
{
    return pluralSubtypeName(id) == SubtypeRegistry::instance().name(id);
}

SubtypeId subtypeFromWord(const QString& word, bool* plural)
{
    const auto& reg = SubtypeRegistry::instance();
    if (word.isEmpty() || !word[0].isUpper())
        return 0;   // Oracle text capitalises subtypes
    if (auto id = reg.find(word); id && reg.name(*id) == word) {
        if (plural)
            *plural = false;
        return *id;
    }
    const SubtypeId id = pluralSubtypes().value(word.toLower(), 0);
    if (id && plural)
        *plural = true;
    return id;
}

}   // namespace strata::import
