#include "SkippedUntaps.h"
#include <algorithm>

namespace strata {

namespace {

// A mark of "its controller's next untap step" (an exertion names its player, Exert.cpp).
bool byController(const GameTable::SkippedUntap& s)
{
    return s.player.isEmpty();
}

// Whether the permanent, as the object it is now, is marked to skip its controller's next untap step.
bool isMarked(const GameTable& table, const GameObject& o)
{
    return std::any_of(table.records.skippedUntaps.cbegin(), table.records.skippedUntaps.cend(), [&](const GameTable::SkippedUntap& s) {
        return byController(s) && s.object == o.id && s.incarnation == o.incarnation;
    });
}

}   // namespace

void skipNextUntap(GameTable& table, int index)
{
    const GameObject& o = table.state().objects[index];
    if (o.zone != Zone::Battlefield)
        return;
    if (!isMarked(table, o))   // two such effects still skip one untap step
        table.records.skippedUntaps.push_back(GameTable::SkippedUntap{o.id, o.incarnation, QString()});   // no player: its controller then
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 doesn't untap during its controller's next untap step (502.3)"),
        {table.nameOf(o.id)}));
}

bool skipsThisUntap(GameTable& table, int index)
{
    const GameObject& o = table.state().objects[index];
    auto& all = table.records.skippedUntaps;
    const bool skips = isMarked(table, o);
    // A mark on an earlier object with this id is one the new object never had (400.7): dropped too.
    all.erase(std::remove_if(all.begin(), all.end(),
                  [&](const GameTable::SkippedUntap& s) { return byController(s) && s.object == o.id; }),
        all.end());
    if (!skips)
        return false;
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 doesn't untap during this untap step (502.3)"),
        {table.nameOf(o.id)}));
    return true;
}

}   // namespace strata
