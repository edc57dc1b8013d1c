#pragma once
// Static abilities of an import fixture on a board: their operations, and the characteristics the layer
// engine gives the objects of a scenario made of them (the parsed ability comes from ImportFixtures.h).
#include "ImportFixtures.h"
#include "engine/LayerEngine.h"
#include "model/Types.h"

namespace strata::import::test {

inline const Op* opOf(const AbilityDef* a, Op::Kind kind)
{
    if (!a)
        return nullptr;
    for (const Op& o : a->ops)
        if (o.kind == kind)
            return &o;
    return nullptr;
}

inline SubtypeId subtype(const char* name)
{
    return SubtypeRegistry::instance().find(QLatin1String(name)).value_or(0);
}

struct LayerBoard {
    CardLibrary lib;
    std::optional<GameState> state;
    Resolution r;
    // The board of `objects` (no events); `nico` and `more` add keys as in scenarioJson (`, "life": 5`).
    LayerBoard(const ImportResult& imported, const QByteArray& objects, const QByteArray& nico = {},
        const QByteArray& more = {})
        : lib(libraryOf(imported))
    {
        state = readScenario(lib, scenarioJson(objects, {}, {}, nico, more));
        if (state)
            r = LayerEngine::resolve(*state);
    }
    const Characteristics* of(const QString& id) const
    {
        const int i = state ? state->objectIndex(id) : -1;
        return i >= 0 ? &r.chars[i] : nullptr;
    }
    int power(const QString& id) const { return of(id) ? of(id)->power.value_or(-99) : -99; }
    int toughness(const QString& id) const { return of(id) ? of(id)->toughness.value_or(-99) : -99; }
    bool has(const QString& id, const QString& keyword) const { return of(id) && of(id)->hasKeyword(keyword); }
    // The protection it has (the first), or null.
    const AbilityDef* protection(const QString& id) const
    {
        if (of(id))
            for (const AbilityInstance& a : of(id)->abilities)
                if (a.def->isKeyword(QStringLiteral("Protection")))
                    return a.def.data();
        return nullptr;
    }
    bool protectedFrom(const QString& id, Color c) const
    {
        if (!of(id))
            return false;
        for (const AbilityInstance& a : of(id)->abilities)
            if (a.def->isKeyword(QStringLiteral("Protection")) && a.def->protectionFrom.has(c))
                return true;
        return false;
    }
    bool is(const QString& id, CardType t) const { return of(id) && of(id)->type.has(t); }
    bool isSubtype(const QString& id, const char* name) const
    {
        return of(id) && of(id)->type.hasSubtype(subtype(name));
    }
};

}   // namespace strata::import::test
