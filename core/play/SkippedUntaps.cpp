#include "SkippedUntaps.h"
#include <algorithm>

namespace strata {

void skipNextUntap(GameTable& table, int index)
{
    const GameObject& o = table.state().objects[index];
    if (o.zone != Zone::Battlefield)
        return;
    const bool marked = std::any_of(table.skippedUntaps.cbegin(), table.skippedUntaps.cend(),
        [&](const GameTable::SkippedUntap& s) { return s.object == o.id && s.incarnation == o.incarnation; });
    if (!marked)   // two such effects still skip one untap step
        table.skippedUntaps.push_back(GameTable::SkippedUntap{o.id, o.incarnation});
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 doesn't untap during its controller's next untap step (502.3)"),
        {table.nameOf(o.id)}));
}

bool skipsThisUntap(GameTable& table, int index)
{
    const GameObject& o = table.state().objects[index];
    auto& all = table.skippedUntaps;
    const bool skips = std::any_of(all.cbegin(), all.cend(),
        [&](const GameTable::SkippedUntap& s) { return s.object == o.id && s.incarnation == o.incarnation; });
    // A mark on an earlier object with this id is one the new object never had (400.7): dropped too.
    all.erase(std::remove_if(all.begin(), all.end(), [&](const GameTable::SkippedUntap& s) { return s.object == o.id; }),
        all.end());
    if (!skips)
        return false;
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 doesn't untap during this untap step (502.3)"),
        {table.nameOf(o.id)}));
    return true;
}

}   // namespace strata
