#include "TriggerDetection.h"
#include <QMutex>

namespace strata {

namespace {

// "…, <who> gets +power/+toughness until end of turn" as a triggered ability on `event`.
AbilityPtr pumpTrigger(TriggerEvent event, Selector::Ref who, int power, int toughness)
{
    // One definition per shape, shared like the printed ones. Trigger detection asks for every keyword
    // ability on every happening, so the key is packed numbers rather than a formatted string.
    static QMutex mutex;
    static QHash<quint64, AbilityPtr> made;
    const quint64 key = (quint64(quint8(event)) << 48) | (quint64(quint8(who)) << 40)
        | (quint64(quint16(qint16(power))) << 16) | quint64(quint16(qint16(toughness)));
    const QMutexLocker lock(&mutex);
    if (const AbilityPtr known = made.value(key))
        return known;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = event;
    ContinuousDef pump;
    pump.affects = QSharedPointer<Selector>::create();
    pump.affects->ref = who;
    Op op;
    op.kind = Op::Kind::ModifyPT;
    op.power = Expr::constant(power);
    op.toughness = Expr::constant(toughness);
    pump.ops << op;
    pump.duration = Duration::EndOfTurn;
    Action action = Action::continuousEffect(pump);
    a->effect << action;
    a->finalize();
    made.insert(key, a);
    return a;
}

}   // namespace

// The combat keywords that are triggered abilities: exalted (702.83a), bushido (702.45a), flanking
// (702.25a) and rampage (702.23a), whose bonus is counted as it triggers from the blockers declared
// (702.23b counts it on resolution; the blockers are the same unless one left combat in between).
AbilityPtr combatKeywordTrigger(const AbilityDef& keyword, int blockersBeyondFirst)
{
    const int n = keyword.n.value_or(1);
    if (keyword.keyword == QLatin1String("Exalted"))
        return pumpTrigger(TriggerEvent::CreatureYouControlAttacksAlone, Selector::Ref::It, 1, 1);
    if (keyword.keyword == QLatin1String("Bushido"))
        return pumpTrigger(TriggerEvent::SelfBlocksOrBecomesBlocked, Selector::Ref::Self, n, n);
    if (keyword.keyword == QLatin1String("Flanking"))
        return pumpTrigger(TriggerEvent::SelfBlockedByCreatureWithoutFlanking, Selector::Ref::It, -1, -1);
    if (keyword.keyword == QLatin1String("Rampage"))
        return pumpTrigger(
            TriggerEvent::SelfBecomesBlocked, Selector::Ref::Self, n * blockersBeyondFirst, n * blockersBeyondFirst);
    return {};
}

}   // namespace strata
