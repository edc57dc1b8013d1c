#include "KeywordTriggers.h"
#include <QHash>
#include <QMutex>

namespace strata {

namespace {

Selector selfSelector()
{
    Selector s;
    s.ref = Selector::Ref::Self;
    return s;
}

AbilityPtr makeEcho(const QString& cost)
{
    // "At the beginning of your upkeep, if this came under your control since the beginning of your
    // last upkeep, sacrifice it unless you pay [cost]."
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = TriggerEvent::YourUpkeep;
    a->triggerIf = Condition{};
    a->triggerIf->kind = Condition::Kind::CameUnderControlSinceUpkeep;
    Action pay;
    pay.kind = ActionKind::SacrificeUnlessPay;
    pay.object = selfSelector();
    pay.text = cost;
    a->effect << pay;
    a->finalize();
    return AbilityPtr(a);
}

}   // namespace

AbilityPtr upkeepKeywordTrigger(const AbilityDef& keyword)
{
    static const AbilityPtr fading = [] {
        // "At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it."
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Triggered;
        a->event = TriggerEvent::YourUpkeep;
        Action fade;
        fade.kind = ActionKind::RemoveCounterOrSacrifice;
        fade.object = selfSelector();
        fade.counters = Counters{QStringLiteral("fade"), Amount::number(1)};
        a->effect << fade;
        a->finalize();
        return AbilityPtr(a);
    }();
    if (keyword.keyword == QLatin1String("Fading"))
        return fading;
    if (keyword.keyword != QLatin1String("Echo"))
        return {};
    // One ability per echo cost, kept for the life of the program: trigger reports hold its address.
    static QMutex lock;
    static QHash<QString, AbilityPtr> echoes;
    QMutexLocker guard(&lock);
    AbilityPtr& echo = echoes[keyword.cost];
    if (!echo)
        echo = makeEcho(keyword.cost);
    return echo;
}

AbilityPtr cyclingAbility(const AbilityDef& keyword)
{
    if (keyword.keyword != QLatin1String("Cycling"))
        return {};
    static QMutex lock;
    static QHash<QString, AbilityPtr> abilities;
    QMutexLocker guard(&lock);
    AbilityPtr& cycling = abilities[keyword.cost];
    if (!cycling) {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Activated;
        CostPart mana;
        mana.mana = keyword.cost;
        CostPart discard;
        discard.kind = CostKind::Discard;
        discard.amount = 1;
        a->costParts << mana << discard;
        Action draw;
        draw.kind = ActionKind::Draw;
        draw.amount = Amount::number(1);
        a->effect << draw;
        a->finalize();
        cycling = a;
    }
    return cycling;
}

}   // namespace strata
