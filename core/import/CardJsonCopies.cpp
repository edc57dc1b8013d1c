#include "CardJsonValues.h"
#include "CardJson.h"

// A copy effect and its exceptions (707.9) in the card format (docs/card-format.md).

namespace strata::import::cardjson {

QJsonObject copyExceptions(const CopyExceptions& ex, bool* ok)
{
    QJsonObject o;
    if (ex.addTypes)
        o[QStringLiteral("add_types")] = typeNames(ex.addTypes);
    if (ex.addSupertypes)
        o[QStringLiteral("add_supertypes")] = supertypeNames(ex.addSupertypes);
    if (ex.removeSupertypes)   // "except it isn't legendary" (707.9b)
        o[QStringLiteral("remove_supertypes")] = supertypeNames(ex.removeSupertypes);
    if (!ex.addSubtypes.isEmpty())
        o[QStringLiteral("add_subtypes")] = subtypeNames(ex.addSubtypes);
    if (ex.power && ex.toughness)
        o[QStringLiteral("set_pt")] = QJsonArray{*ex.power, *ex.toughness};
    if (!ex.addAbilities.isEmpty()) {
        QJsonArray abilities;
        for (const AbilityPtr& a : ex.addAbilities)
            abilities << abilityToJson(*a, ok);
        o[QStringLiteral("add_abilities")] = abilities;
    }
    if (!ex.extraCounterKind.isEmpty()) {
        bool number = false;
        const int n = ex.extraCounterCount.toInt(&number);
        o[QStringLiteral("extra_counters")] = QJsonObject{{QStringLiteral("kind"), ex.extraCounterKind},
            {QStringLiteral("n"), number ? QJsonValue(n) : QJsonValue(ex.extraCounterCount)}};
    }
    if (ex.keepOwnColor)
        o[QStringLiteral("keep_color")] = true;
    if (ex.hasThisAbility)
        o[QStringLiteral("has_this_ability")] = true;
    if (ex.ifCreature)
        o[QStringLiteral("if_creature")] = copyExceptions(*ex.ifCreature, ok);
    return o;
}

QJsonObject copyEffect(const Selector& of, const CopyExceptions& ex, bool* ok)
{
    QJsonObject o{{QStringLiteral("of"), selector(of, ok)}};
    if (!ex.isEmpty())
        o[QStringLiteral("except")] = copyExceptions(ex, ok);
    return o;
}

}   // namespace strata::import::cardjson
