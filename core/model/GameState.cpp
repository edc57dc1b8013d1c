#include "GameState.h"
#include "Characteristics.h"
#include <QHash>
#include <algorithm>

namespace strata {

QString editionName(RulesEdition e)
{
    return e == RulesEdition::Rules2016 ? QStringLiteral("2016") : QStringLiteral("current");
}

bool Choices::isEmpty() const
{
    return !color && colors.isEmpty() && creatureType.isEmpty() && landType.isEmpty() && cardType.isEmpty()
        && name.isEmpty() && copyOf.isEmpty() && textFrom.isEmpty() && !x && !mode && modes.isEmpty() && player.isEmpty()
        && objects.isEmpty() && paid.isEmpty() && !timesKicked;
}

int GameObject::counterCount(const QString& kind) const
{
    for (const CounterStack& c : counters)
        if (c.kind == kind)
            return c.count;
    return 0;
}

const Player* GameState::player(const QString& id) const
{
    for (const Player& p : players)
        if (p.id == id)
            return &p;
    return nullptr;
}

int GameState::objectIndex(const QString& id) const
{
    // Called per object by state-based actions and the app: a scan made those quadratic.
    ObjectIndex& index = objectIndexCache;
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (index.storage != objects.constData() || index.size != objects.size()) {
            index.byId.clear();
            index.byId.reserve(objects.size());
            for (int i = int(objects.size()) - 1; i >= 0; --i)   // the first of equal ids wins
                index.byId.insert(objects[i].id, i);
            index.storage = objects.constData();
            index.size = objects.size();
        }
        const int i = index.byId.value(id, -1);
        if (i < 0 || objects[i].id == id)
            return i;
        index.size = -1;   // the objects moved within the same storage: build again
    }
    return -1;
}

const GameObject* GameState::object(const QString& id) const
{
    const int i = objectIndex(id);
    return i < 0 ? nullptr : &objects[i];
}

int GameState::nextTimestamp() const
{
    int ts = 0;
    for (const GameObject& o : objects) {
        ts = std::max(ts, o.timestamp);
        for (const CounterStack& c : o.counters)
            ts = std::max(ts, c.timestamp);
    }
    for (const ResolvedEffect& e : effects)
        ts = std::max(ts, e.timestamp);
    return ts + 1;
}

void GameState::orderSimultaneousTimestamps()
{
    QHash<QString, QVector<int>> groups;
    for (int i = 0; i < objects.size(); ++i)
        if (!objects[i].enteredTogether.isEmpty())
            groups[objects[i].enteredTogether] << i;
    auto turnOrder = [&](const QString& playerId) {
        for (int p = 0; p < players.size(); ++p)
            if (players[p].id == playerId)
                return p;
        return int(players.size());
    };
    for (QVector<int>& members : groups) {
        QVector<int> stamps;
        for (int i : members)
            stamps << objects[i].timestamp;
        std::sort(stamps.begin(), stamps.end());
        std::stable_sort(members.begin(), members.end(), [&](int a, int b) {
            const int pa = turnOrder(objects[a].controller), pb = turnOrder(objects[b].controller);
            return pa != pb ? pa < pb : objects[a].timestamp < objects[b].timestamp;
        });
        for (int k = 0; k < members.size(); ++k)
            objects[members[k]].timestamp = stamps[k];
    }
}

bool Characteristics::hasKeyword(const QString& keyword) const
{
    return hasKeyword(keywordId(keyword));
}

bool Characteristics::hasKeyword(int keywordId) const
{
    // By name ("Landwalk", "Protection") or by full text ("Swampwalk", "Protection from black").
    for (const AbilityInstance& a : abilities)
        if (a.def->keywordNameId == keywordId || a.def->keywordTextId == keywordId)
            return true;
    return false;
}

bool Characteristics::sameValuesAs(const Characteristics& o, Facets facets) const
{
    if ((facets & FacetCopiable) && (name != o.name || manaCost.symbols() != o.manaCost.symbols()))
        return false;
    if ((facets & FacetControl) && controller != o.controller)
        return false;
    if ((facets & FacetTypes) && type != o.type)
        return false;
    if ((facets & FacetColors) && colors != o.colors)
        return false;
    if ((facets & FacetPT) && (power != o.power || toughness != o.toughness))
        return false;
    if (facets & FacetAbilities) {
        if (abilities.size() != o.abilities.size())
            return false;
        for (int i = 0; i < abilities.size(); ++i)
            if (abilities[i].def != o.abilities[i].def || abilities[i].grantedBy != o.abilities[i].grantedBy
                || abilities[i].wordSwaps != o.abilities[i].wordSwaps)
                return false;
    }
    return true;
}

}   // namespace strata
