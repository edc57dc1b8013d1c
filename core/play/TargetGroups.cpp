#include "TargetGroups.h"
#include <algorithm>

namespace strata {

namespace {

const Action* dividedAction(const AbilityDef* ability)
{
    if (!ability)
        return nullptr;
    const auto it = std::find_if(ability->effect.cbegin(), ability->effect.cend(),
        [](const Action& a) { return (a.kind == ActionKind::Damage || a.kind == ActionKind::PreventDamage) && a.divided; });
    return it == ability->effect.cend() ? nullptr : &*it;
}

}   // namespace

std::optional<PlayText> dividedDamageRefusal(
    const AbilityDef* ability, const GameEvent& e, const QStringList& targets, int x, QHash<QString, int>* shares)
{
    shares->clear();
    const Action* divided = dividedAction(ability);
    if (!divided) {
        if (e.assign.isEmpty())
            return std::nullopt;
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "event %1: %2 divides no damage, yet the event names a division (601.2d)"),
            {e.id, e.object});
    }
    const int total = divided->amount.x ? x : divided->amount.n;
    if (e.assign.isEmpty()) {
        if (targets.size() <= 1)   // all of it to the one target: no choice to make
            return std::nullopt;
        return PlayText(QT_TRANSLATE_NOOP("PlayText",
                            "event %1: %2 damage must be divided among the targets as it is cast (601.2d): "
                            "\"assign\": {\"%3\": {TARGET: N, ...}}"),
            {e.id, PlayText::number(total), e.object});
    }
    const GameEvent::Assignment& a = e.assign.first();
    if (e.assign.size() != 1 || a.creature != e.object)
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "event %1: the division must be named under \"%2\" alone (601.2d)"),
            {e.id, e.object});
    int sum = 0;
    for (const auto& share : a.amounts) {
        if (!targets.contains(share.first))
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "event %1: %2 is not a target, so it gets no damage (601.2d)"),
                {e.id, share.first});
        if (share.second < 1)
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "event %1: each target must get at least 1 damage, %2 gets %3 (601.2d)"),
                {e.id, share.first, PlayText::number(share.second)});
        shares->insert(share.first, share.second);
        sum += share.second;
    }
    for (const QString& t : targets)
        if (!shares->contains(t))
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "event %1: each target must get at least 1 damage, %2 gets none (601.2d)"),
                {e.id, t});
    if (sum != total)
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "event %1: the division adds up to %2, not the %3 damage dealt (601.2d)"),
            {e.id, PlayText::number(sum), PlayText::number(total)});
    return std::nullopt;
}

QHash<QString, int> divisionOf(const StackItem& item, const QVector<GameEvent>& events, const QString& now)
{
    const GameEvent* put = nullptr;
    for (const GameEvent& e : events) {
        if (e.id == now)
            break;
        const bool cast = item.kind == StackItem::Kind::Spell && e.verb == GameEvent::Verb::Cast && e.object == item.id;
        const bool activated = item.kind == StackItem::Kind::Activated && e.verb == GameEvent::Verb::Activate && e.id == item.id;
        if (cast || activated)
            put = &e;
    }
    QHash<QString, int> shares;
    if (put && put->assign.size() == 1 && put->assign.first().creature == put->object)
        for (const auto& share : put->assign.first().amounts)
            shares.insert(share.first, share.second);
    return shares;
}

std::optional<PlayText> singleGraveyardRefusal(
    const QVector<Selector>& wanted, const GameEvent& e, const QStringList& targets, const GameState& gs)
{
    if (std::none_of(wanted.cbegin(), wanted.cend(), [](const Selector& s) { return s.sameGraveyard; }))
        return std::nullopt;
    QString first;   // the first target card and its owner
    for (const QString& t : targets) {
        const int i = gs.objectIndex(t);
        if (i < 0 || gs.objects[i].zone != Zone::Graveyard)
            continue;
        if (first.isEmpty())
            first = t;
        else if (gs.objects[i].owner != gs.objects[gs.objectIndex(first)].owner)
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "event %1: %2 and %3 are not in a single graveyard (115.1)"),
                {e.id, first, t});
    }
    return std::nullopt;
}

}   // namespace strata
