#include "OracleEventObjectActions.h"
#include "CountOf.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

// The events whose object "that creature" and "it" name (603.7c).
bool namesEventObject(TriggerEvent e)
{
    switch (e) {
    case TriggerEvent::PermanentEnters:
    case TriggerEvent::SelfOrAnotherEnters:
    case TriggerEvent::AnotherCreatureEnters:
    case TriggerEvent::AnotherCreatureEntersUnderYourControl:
    case TriggerEvent::CreatureDies:
    case TriggerEvent::CreatureYouControlDies:
    case TriggerEvent::CreatureDealtDamageBySelfDies:
    case TriggerEvent::Attacks:
    case TriggerEvent::CreatureYouControlAttacksAlone:   // the creature attacking alone (702.83b)
    case TriggerEvent::CreatureAttacksYou:
    case TriggerEvent::DealsCombatDamageToPlayer:   // the creature that dealt the damage
    case TriggerEvent::SelfDealsCombatDamageToCreature:   // the creature dealt damage
    case TriggerEvent::SelfBlocksCreature:   // the attacker ~ blocks (509.2a)
    case TriggerEvent::SelfBecomesBlockedByCreature:   // the blocker (509.3c)
    case TriggerEvent::SelfBlocksOrBecomesBlockedByCreature:
    case TriggerEvent::BecomesTapped:   // "enchanted land becomes tapped"
    case TriggerEvent::EnchantedControllerUpkeep:   // the object the source is attached to
    case TriggerEvent::AttacksOrBlocks:
    case TriggerEvent::DealsDamage:   // the source of the damage, "enchanted creature"
    case TriggerEvent::DealsDamageToPlayer:
    case TriggerEvent::DealsDamageToOpponent:
    case TriggerEvent::DealtDamage:
    case TriggerEvent::Blocks:   // the blocker
    case TriggerEvent::YouAreDealtDamage:   // the source: "Whenever a creature deals damage to you, destroy it"
    case TriggerEvent::CountersPutOnYourPermanent:   // the permanent the counters were put on (122.6)
    case TriggerEvent::YouPutMinusOneCounters:       // round 42: the creature they were put on
    case TriggerEvent::MinusOneCounterPut:
    case TriggerEvent::YouPutCounters:
    case TriggerEvent::TappedForMana:   // "that land" (605.1b)
    case TriggerEvent::BecomesTarget:   // the object targeted (115.1)
    case TriggerEvent::BecomesTargetOfOpponent:
    case TriggerEvent::BecomesBlocked:   // the attacker (509.3c)
    case TriggerEvent::CardPutIntoGraveyard:   // the card where it went (400.7)
    case TriggerEvent::DealsCombatDamage:   // round 30: the source of the damage
    case TriggerEvent::DealsCombatDamageToOpponent:
    case TriggerEvent::PlayerSacrifices:   // the permanent sacrificed, as it last existed (603.10a)
    case TriggerEvent::BecomesUntapped:
    case TriggerEvent::ExiledFromBattlefield:
    case TriggerEvent::PlaysLand:   // the land played
    case TriggerEvent::PermanentTurnedFaceUp:   // round 34: the permanent turned face up (708.8)
        return true;
    default:
        return false;
    }
}

bool namesAttachedAtStep(const AbilityDef& a)
{
    return a.kind == AbilityDef::Kind::Triggered && (a.event == TriggerEvent::EndStep || a.event == TriggerEvent::EachDrawStep)
        && a.eventFilter && a.eventFilter->ref == Selector::Ref::Attached;
}

bool eventPlayerSacrificesEventObject(const QString& sentence, AbilityDef* into, bool eventObject,
    const std::function<QString(const QString&)>& whoOf, const std::function<bool(const QString&, AbilityDef*)>& read)
{
    static const QRegularExpression sacrifices(QStringLiteral("^(that player) sacrifices (that (?:creature|land|permanent))$"));
    const auto m = sacrifices.match(sentence);
    if (!m.hasMatch() || !eventObject)
        return false;
    const QString who = whoOf(m.captured(1));
    const int effectBefore = int(into->effect.size());
    const int targetsBefore = int(into->targets.size());
    if (who.isEmpty())
        return false;
    const bool one = read(QStringLiteral("sacrifice ") + m.captured(2), into) && into->effect.size() == effectBefore + 1
        && into->targets.size() == targetsBefore;
    const Action* x = one ? &into->effect.last() : nullptr;
    if (!x || x->kind != ActionKind::Sacrifice || !x->object || x->object->ref != Selector::Ref::It || !x->who.isEmpty()) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    into->effect.last().who = who;
    return true;
}

bool eventObjectDeals(const QString& sentence, AbilityDef* into, bool eventObject,
    const std::function<bool(const QString&, AbilityDef*)>& readWithSelf)
{
    static const QRegularExpression deals(QStringLiteral("^it deals ([^~]+)$"));
    const auto m = deals.match(sentence);
    if (!m.hasMatch() || !eventObject || into->kind != AbilityDef::Kind::Triggered
        || (into->eventFilter && into->eventFilter->ref == Selector::Ref::Self))
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const bool one = readWithSelf(QStringLiteral("~ deals ") + m.captured(1), into) && into->effect.size() == effectBefore + 1;
    Action* a = one ? &into->effect.last() : nullptr;
    // Only an amount that does not count ~ ("damage equal to the number of counters on ~"); "damage equal to
    // its power" (Warstorm Surge) is read as ~'s own power damage, then made the event object's (120.2b).
    const bool damage = a && a->kind == ActionKind::Damage && !a->object
        && (!a->amountOf || a->amountOf->kind == Expr::Kind::EventAmount);
    const bool bite = a && a->kind == ActionKind::PowerDamage && a->object && a->object->ref == Selector::Ref::Self;
    if (!damage && !bite) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    Selector it;
    it.ref = Selector::Ref::It;
    a->object = it;
    return true;
}

bool eventObjectKeptTapped(const QString& sentence, AbilityDef* into, bool eventObject,
    const std::function<bool(const QString&, AbilityDef*)>& read)
{
    static const QRegularExpression keptTapped(QStringLiteral(
        "^(that (?:land|creature|permanent|artifact)) doesn't untap during its controller's next untap step$"));
    const auto m = keptTapped.match(sentence);
    if (!m.hasMatch() || !eventObject || into->kind != AbilityDef::Kind::Triggered || !into->effect.isEmpty())
        return false;
    AbilityDef probe = *into;
    if (!read(QStringLiteral("tap ") + m.captured(1), &probe) || probe.effect.size() != 1 || probe.targets != into->targets
        || probe.effect.first().kind != ActionKind::Tap || !probe.effect.first().object
        || probe.effect.first().object->ref != Selector::Ref::It)
        return false;
    Action a;
    a.kind = ActionKind::DontUntapNext;
    a.object = probe.effect.first().object;
    into->effect << a;
    return true;
}

bool eventPlayerLosesPerGraveyardCard(const QString& sentence, AbilityDef* into, const std::function<QString(const QString&)>& whoOf)
{
    static const QRegularExpression loses(
        QStringLiteral("^(that player|defending player) loses (\\d+) life for each card in their graveyard$"));
    const auto m = loses.match(sentence);
    const QString who = m.hasMatch() ? whoOf(m.captured(1)) : QString();
    if (who.isEmpty())
        return false;
    Selector cards;
    cards.word = QStringLiteral("card");
    cards.where = Selector::Where::Specific;
    cards.zone = Zone::Graveyard;
    cards.whose = who;
    Action a;
    a.kind = ActionKind::LoseLife;
    a.who = who;
    a.amount = Amount::number(m.captured(2).toInt());
    a.amountOf = timesEach(countOf(cards), a.amount.n);
    into->effect << a;
    return true;
}

bool eventPlayerCreates(const QString& sentence, AbilityDef* into, const std::function<QString(const QString&)>& whoOf,
    const std::function<bool(const QString&, AbilityDef*)>& read)
{
    // Round 39: "that player creates that many 1/1 red Survivor creature tokens" (Varchild, Betrayer of Kjeldor): the
    // event's player and amount; "that player creates a …" is OracleEventRefs' own reader.
    static const QRegularExpression creates(QStringLiteral(
        "^(its controller|that (?:creature|land|permanent|artifact)'s controller|that player(?= creates that many )) creates (.+)$"));
    const auto m = creates.match(sentence);
    const QString who = m.hasMatch() ? whoOf(m.captured(1)) : QString();
    if (who.isEmpty())
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    if (!read(QStringLiteral("create ") + m.captured(2), into) || into->effect.size() != effectBefore + 1
        || into->targets.size() != targetsBefore || into->effect.last().kind != ActionKind::CreateToken
        || !into->effect.last().who.isEmpty()) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    into->effect.last().who = who;
    return true;
}

bool eventSpellCountered(const QString& sentence, AbilityDef* into)
{
    static const QRegularExpression counter(
        QStringLiteral("^(counter|copy) that spell( or ability)?(?: unless its controller pays (\\{\\d+\\}))?$"));
    const auto m = counter.match(sentence);
    const TriggerEvent e = into->event;
    const bool cast = e == TriggerEvent::PlayerCastsSpell || e == TriggerEvent::OpponentCastsSpell || e == TriggerEvent::YouCastSpell
        || e == TriggerEvent::OpponentCastsCreatureSpell || e == TriggerEvent::YouCastCreatureSpell;
    // Round 43: "counter that spell or ability" after ~ became the target of one an opponent controls (Frost Titan): the
    // stack item that targeted (115.1, 603.7c). Round 44: also after "you or a permanent you control" (Unsettled Mariner),
    // which triggers once for each of them the item targets (603.2c; the ruling on Leovold's same trigger), so the item's
    // controller pays {1} for each.
    const bool targeted = e == TriggerEvent::SelfBecomesTargetOfOpponent || e == TriggerEvent::YouOrPermanentBecomesTargetOfOpponent;
    const bool orAbility = !m.captured(2).isEmpty();
    const bool fits = cast ? !orAbility : targeted && orAbility && m.captured(1) == QLatin1String("counter");
    if (!m.hasMatch() || !fits || into->kind != AbilityDef::Kind::Triggered || !into->targets.isEmpty())
        return false;
    const bool copy = m.captured(1) == QLatin1String("copy");
    if (copy && !m.captured(2).isEmpty())
        return false;
    Action a;
    a.kind = copy ? ActionKind::CopySpell : ActionKind::CounterSpell;
    if (copy)
        a.amount = Amount::number(1);   // one copy (707.10); its new targets are the next sentence's
    Selector it;
    it.ref = Selector::Ref::It;
    a.object = it;
    a.text = m.captured(3);   // 118.12: the payment that keeps the spell
    into->effect << a;
    return true;
}

bool eventSpellCounteredUnlessDiscard(
    const QString& sentence, AbilityDef* into, const std::function<bool(const QString&, QVector<CostPart>*)>& costsOf)
{
    QVector<CostPart> discard;
    if (sentence != QLatin1String("counter that spell unless its controller discards a card")
        || into->event != TriggerEvent::SelfBecomesTargetOfOpponent || !into->eventFilter
        || into->eventFilter->word != QLatin1String("spell") || into->kind != AbilityDef::Kind::Triggered
        || !into->targets.isEmpty() || !costsOf(QStringLiteral("Discard a card"), &discard) || discard.size() != 1)
        return false;
    Action counter;
    counter.kind = ActionKind::CounterSpell;
    counter.object = Selector();
    counter.object->ref = Selector::Ref::It;
    Action a;
    a.kind = ActionKind::UnlessPays;
    a.who = QStringLiteral("controller_of_that");   // the player the event names, who cast the spell (603.7c)
    a.unlessPayment = discard;
    a.nested = {counter};
    into->effect << a;
    return true;
}

bool selfPowerToEventPlayer(const QString& sentence, AbilityDef* into, const std::function<QString(const QString&)>& whoOf)
{
    static const QRegularExpression damage(QStringLiteral("^~ deals damage to (.+) equal to ~'s power$"));
    const auto m = damage.match(sentence);
    const QString who = m.hasMatch() ? whoOf(m.captured(1)) : QString();
    if (who.isEmpty())
        return false;
    Action a;
    a.kind = ActionKind::Damage;
    a.who = who;
    Expr power;
    power.kind = Expr::Kind::PowerOfSource;
    a.amountOf = power;
    into->effect << a;
    return true;
}

}   // namespace strata::import
