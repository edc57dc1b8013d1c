#include "OracleEventObjectIfs.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

std::optional<Condition> thatSpellKicked(const QString& clause, const AbilityDef& trigger)
{
    // Only the events whose object is the spell cast (601.2i); "that spell" of another event names nothing.
    const TriggerEvent e = trigger.event;
    const bool cast = e == TriggerEvent::YouCastSpell || e == TriggerEvent::PlayerCastsSpell
        || e == TriggerEvent::OpponentCastsSpell || e == TriggerEvent::YouCastCreatureSpell
        || e == TriggerEvent::OpponentCastsCreatureSpell;
    if (!cast || clause != QLatin1String("that spell was kicked"))
        return std::nullopt;
    Selector thatSpell;
    thatSpell.ref = Selector::Ref::It;
    Condition c;
    c.kind = Condition::Kind::Kicked;
    c.filter = QSharedPointer<Selector>::create(thatSpell);
    return c;
}

std::optional<Condition> thatCreatureIs(const QString& clause, const AbilityDef& trigger)
{
    static const QRegularExpression pt(QStringLiteral("^that creature is (\\d+)/(\\d+)$"));
    const auto m = pt.match(clause);
    // A creature that entered is on the battlefield as the event happens (603.6a), so its power is there to check.
    const bool creatureEnters = trigger.event == TriggerEvent::PermanentEnters && trigger.eventFilter
        && trigger.eventFilter->types == quint16(CardType::Creature) && !trigger.eventFilter->isRef();
    if (!m.hasMatch() || !creatureEnters)
        return std::nullopt;
    Selector size;
    size.powerAtLeast = size.powerAtMost = m.captured(1).toInt();
    size.toughnessAtLeast = size.toughnessAtMost = m.captured(2).toInt();
    Condition c;
    c.kind = Condition::Kind::TargetIs;
    c.filter = QSharedPointer<Selector>::create(size);
    return c;
}

}   // namespace

std::optional<Condition> eventObjectIf(const QString& clause, const AbilityDef& trigger)
{
    if (auto kicked = thatSpellKicked(clause, trigger))
        return kicked;
    return thatCreatureIs(clause, trigger);
}

}   // namespace strata::import
