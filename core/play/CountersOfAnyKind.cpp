#include "CountersOfAnyKind.h"
#include "GameTable.h"
#include "PlayText.h"
#include "model/Ability.h"

namespace strata {

bool removesCountersOfAnyKind(const Action& a)
{
    return a.kind == ActionKind::RemoveCounter && a.counters.kind == QLatin1String("any");
}

int removeCountersOfAnyKind(GameTable& table, int index, bool all)
{
    GameObject& o = table.state().objects[index];
    if (o.counters.isEmpty()) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no counters to remove"), {table.nameOf(o.id)}));
        return 0;
    }
    int removed = 0;
    if (all) {
        for (const CounterStack& c : std::as_const(o.counters))
            removed += c.count;
        o.counters.clear();
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "all counters are removed from %1 (%2)"),
            {table.nameOf(o.id), PlayText::number(removed)}));
    } else {
        const QString kind = o.counters.first().kind;
        if (--o.counters.first().count <= 0)
            o.counters.removeFirst();
        removed = 1;
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "a %1 counter is removed from %2 (%3 left)"),
            {kind, table.nameOf(o.id), PlayText::number(o.counterCount(kind))}));
    }
    table.touched();
    return removed;
}

}   // namespace strata
