#include "KeywordTriggers.h"
#include "TriggerDetection.h"
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

// One ability per cost of a keyword whose trigger pays it (echo, recover), kept for the life of the program: trigger
// reports hold its address. A cost of parts ("Pay half your life, rounded up") has no text and is compared part by part.
class AbilitiesByCost
{
public:
    using Make = AbilityPtr (*)(const QString& cost, const QVector<CostPart>& parts);

    AbilityPtr of(const AbilityDef& keyword, Make make)
    {
        QMutexLocker guard(&m_lock);
        if (!keyword.costParts.isEmpty()) {
            for (const auto& known : m_byParts)
                if (known.first == keyword.costParts)
                    return known.second;
            m_byParts << qMakePair(keyword.costParts, make(QString(), keyword.costParts));
            return m_byParts.last().second;
        }
        AbilityPtr& ability = m_byCost[keyword.cost];
        if (!ability)
            ability = make(keyword.cost, {});
        return ability;
    }

private:
    QMutex m_lock;
    QHash<QString, AbilityPtr> m_byCost;
    QVector<QPair<QVector<CostPart>, AbilityPtr>> m_byParts;
};

AbilityPtr makeEcho(const QString& cost, const QVector<CostPart>& parts)
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
    if (!parts.isEmpty()) {   // "Echo—Sacrifice two lands": the payment of permanents or cards (118.12)
        Action sacrifice;
        sacrifice.kind = ActionKind::Sacrifice;
        sacrifice.object = selfSelector();
        pay = Action();
        pay.kind = ActionKind::UnlessPays;
        pay.nested << sacrifice;
        pay.unlessPayment = parts;
    }
    a->effect << pay;
    a->finalize();
    return AbilityPtr(a);
}

// 702.59a, round 42: "Recover [cost]" means "When a creature is put into your graveyard from the battlefield, you may
// pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this card." The return
// from the graveyard makes it an ability that works only there (113.6k, GraveyardAbilities.cpp); the importer reads
// that reminder sentence to the same structure. A cost of parts (Garza's Assassin's "Pay half your life, rounded
// up") is "exile this card unless you pay [cost]", then the return, which finds the card no longer in the graveyard
// once it is exiled (ActionPerformer's "graveyard" return does nothing then).
AbilityPtr makeRecover(const QString& cost, const QVector<CostPart>& parts)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = TriggerEvent::CreatureDies;
    a->eventFilter = QSharedPointer<Selector>::create();
    a->eventFilter->types = quint16(CardType::Creature);
    a->eventFilter->ownerYou = true;
    // A creature card with recover is not in the graveyard yet as it dies itself (603.10a): never its own trigger.
    a->eventFilter->other = true;
    Action pay;
    pay.kind = ActionKind::PayMana;
    pay.text = cost;
    pay.optional = true;
    Action back;
    back.kind = ActionKind::ReturnToHand;
    back.object = selfSelector();
    back.text = QStringLiteral("graveyard");
    back.ifYouDo = true;
    Action exile;
    exile.kind = ActionKind::Exile;
    exile.object = selfSelector();
    exile.otherwise = true;
    if (!parts.isEmpty()) {
        exile.otherwise = false;
        back.ifYouDo = false;
        Action unless;
        unless.kind = ActionKind::UnlessPays;
        unless.nested << exile;
        unless.unlessPayment = parts;
        a->effect << unless << back;
    } else {
        a->effect << pay << back << exile;
    }
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
    static AbilitiesByCost echoes;
    return echoes.of(keyword, makeEcho);
}

// 702.29e: typecycling's search, "Search your library for a Wizard card, reveal it, put it into your hand,
// then shuffle", as the importer reads that sentence; "basic landcycling" finds a basic land card.
Action typecyclingSearch(const AbilityDef& keyword)
{
    Action search;
    if (keyword.keyword == QLatin1String("Basic landcycling")) {
        search.kind = ActionKind::SearchBasicLandToHand;
        return search;
    }
    search.kind = ActionKind::SearchLibrary;
    search.amount = Amount::number(1);
    search.text = QStringLiteral("hand");
    search.reveal = true;
    Selector card;
    card.word = QStringLiteral("card");
    card.where = Selector::Where::Specific;
    card.zone = Zone::Library;
    card.ownerYou = true;
    card.subtypes = {keyword.landType};
    search.object = card;
    return search;
}

AbilityPtr cyclingAbility(const AbilityDef& keyword)
{
    const bool typecycling = keyword.keyword == QLatin1String("Basic landcycling")
        || ((keyword.keyword == QLatin1String("Landcycling") || keyword.keyword == QLatin1String("Typecycling"))
            && keyword.hasLandType);
    if (keyword.keyword != QLatin1String("Cycling") && !typecycling)
        return {};
    static QMutex lock;
    static QHash<QString, AbilityPtr> abilities;
    QMutexLocker guard(&lock);
    // One ability per keyword with its cost, as written: "Cycling {2}" and "Plainscycling {2}" differ.
    AbilityPtr& cycling = abilities[keyword.composeKeywordText()];
    if (!cycling) {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Activated;
        CostPart mana;
        mana.mana = keyword.cost;
        CostPart discard;
        discard.kind = CostKind::Discard;
        discard.amount = 1;
        a->costParts << mana << discard;
        if (typecycling) {
            a->effect << typecyclingSearch(keyword);
        } else {
            Action draw;
            draw.kind = ActionKind::Draw;
            draw.amount = Amount::number(1);
            a->effect << draw;
        }
        a->finalize();
        cycling = a;
    }
    return cycling;
}

AbilityPtr keywordTrigger(const AbilityDef& keyword, int blockersBeyondFirst)
{
    static const AbilityPtr evoke = [] {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Triggered;
        a->event = TriggerEvent::SelfEnters;
        a->triggerIf = Condition{};
        a->triggerIf->kind = Condition::Kind::Evoked;
        Action sac;
        sac.kind = ActionKind::Sacrifice;
        sac.object = Selector{};
        sac.object->ref = Selector::Ref::Self;
        a->effect << sac;
        a->finalize();
        return AbilityPtr(a);
    }();
    static const AbilityPtr persist = [] {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Triggered;
        a->event = TriggerEvent::SelfDies;
        a->triggerIf = Condition{};
        a->triggerIf->kind = Condition::Kind::NoCounter;
        a->triggerIf->counterKind = QStringLiteral("-1/-1");
        Action back;
        back.kind = ActionKind::ReturnToBattlefield;
        back.object = Selector{};
        back.object->ref = Selector::Ref::Self;
        back.who = QStringLiteral("owner");
        back.counters = Counters{QStringLiteral("-1/-1"), Amount::number(1)};
        a->effect << back;
        a->finalize();
        return AbilityPtr(a);
    }();
    // 702.93a: undying is persist with a +1/+1 counter.
    static const AbilityPtr undying = [] {
        auto a = QSharedPointer<AbilityDef>::create(*persist);
        a->triggerIf->counterKind = QStringLiteral("+1/+1");
        a->effect.first().counters = Counters{QStringLiteral("+1/+1"), Amount::number(1)};
        a->finalize();
        return AbilityPtr(a);
    }();
    // 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
    static const AbilityPtr prowess = [] {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Triggered;
        a->event = TriggerEvent::YouCastSpell;
        a->eventFilter = QSharedPointer<Selector>::create();
        a->eventFilter->notTypes = quint16(CardType::Creature);
        a->eventFilter->word = QStringLiteral("spell");
        a->eventFilter->where = Selector::Where::Any;
        ContinuousDef pump;
        pump.affects = QSharedPointer<Selector>::create();
        pump.affects->ref = Selector::Ref::Self;
        Op op;
        op.kind = Op::Kind::ModifyPT;
        op.power = Expr::constant(1);
        op.toughness = Expr::constant(1);
        pump.ops << op;
        Action action = Action::continuousEffect(pump);
        a->effect << action;
        a->finalize();
        return AbilityPtr(a);
    }();
    if (keyword.keyword == QLatin1String("Evoke"))
        return evoke;
    if (keyword.keyword == QLatin1String("Persist"))
        return persist;
    if (keyword.keyword == QLatin1String("Undying"))
        return undying;
    if (keyword.keyword == QLatin1String("Prowess"))
        return prowess;
    if (AbilityPtr upkeep = upkeepKeywordTrigger(keyword))
        return upkeep;
    if (keyword.keyword == QLatin1String("Recover") && (!keyword.cost.isEmpty() || !keyword.costParts.isEmpty())) {
        static AbilitiesByCost recovers;
        return recovers.of(keyword, makeRecover);
    }
    return combatKeywordTrigger(keyword, blockersBeyondFirst);
}

}   // namespace strata
