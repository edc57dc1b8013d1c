#pragma once
// Static abilities of an import fixture on a board: the parsed ability that holds some words, its
// operations, and the characteristics the layer engine gives the objects of a scenario made of them.
#include "ImportFixtures.h"
#include "engine/LayerEngine.h"
#include "model/Types.h"

namespace strata::import::test {

// The parsed ability of `card` whose sentence holds `words`, trusted by the round trip; null otherwise.
inline const AbilityDef* parsedWith(const ImportResult& result, const QString& card, const QString& words)
{
    const ImportedCard* c = findCard(result, card);
    if (!c)
        return nullptr;
    for (int i = 0; i < c->abilities.size(); ++i)
        if (c->abilities[i].sentence.contains(words))
            return parsedAbility(result, card, i);
    qWarning("%s: no ability with \"%s\"", qPrintable(card), qPrintable(words));
    return nullptr;
}

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
    LayerBoard(const ImportResult& imported, const QByteArray& objects)
    {
        state = scenario(imported, objects, "", &lib);
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
