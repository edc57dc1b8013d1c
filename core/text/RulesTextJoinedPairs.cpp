#include "RulesTextWriter.h"
#include "JoinedOnThatCreature.h"
#include "HandCards.h"
#include "JoinedPairs.h"
#include "model/Card.h"
#include <algorithm>

// Two instructions the Oracle text prints as one sentence, joined back by the writer (split from
// RulesTextMoreActions.cpp, round 33, to keep each file to one job).

namespace strata {
namespace rulestext {

namespace {

// The rule of "… until end of turn and can't be blocked this turn" / "… and must be blocked this turn if
// able": `a` is that rule alone, until end of turn, on the one object the change `previous` names.
std::optional<RuleName> blockRuleAfterChange(const Action& previous, const Action& a)
{
    if (previous.kind != ActionKind::Continuous || a.kind != ActionKind::Continuous || !previous.continuous
        || !a.continuous || !previous.continuous->affects || !a.continuous->affects || previous.optional || a.optional)
        return std::nullopt;
    const ContinuousDef& change = *previous.continuous;
    const ContinuousDef& rule = *a.continuous;
    const Selector::Ref ref = change.affects->ref;
    if ((ref != Selector::Ref::Target && ref != Selector::Ref::Self) || *rule.affects != *change.affects
        || change.duration != Duration::EndOfTurn || rule.duration != Duration::EndOfTurn || rule.ops.size() != 1
        || rule.ops[0].kind != Op::Kind::Rule)
        return std::nullopt;
    const RuleName name = rule.ops[0].rule;
    if (name != RuleName::CantBeBlocked && name != RuleName::MustBeBlocked && name != RuleName::CanAttackAsThoughNoDefender)
        return std::nullopt;
    return name;
}

}   // namespace

// Two instructions printed as one sentence: "each opponent loses 1 life and you gain 1 life", "exile
// target creature you control, then return that card to the battlefield", "draw a card, then discard a
// card", "you draw a card and you lose 1 life", "~ deals 3 damage to any target and you gain 3 life",
// "~ deals 2 damage to any target and 1 damage to you", "each player discards their hand, then draws
// seven cards". True when `clause` (the second's text) was joined onto `*last`.
bool Writer::joinedPair(const Action& previous, const Action& a, const QString& clause, QString* last)
{
    const ActionKind before = previous.kind;
    auto joined = [&](const QString& text) {
        *last = text;
        return true;
    };
    // Round 38: Olivia's three instructions on "that creature", one sentence (JoinedOnThatCreature.h).
    const QString thatCreature = refPhrase(Selector::Ref::It).text + QLatin1Char(' ');
    if (clause.startsWith(thatCreature) && itGainsAfterCounter(previous, a) && last->endsWith(thatCreature.trimmed()))
        return joined(tr("%1, it %2", "put a counter on that creature, it gains haste").arg(*last, clause.mid(thatCreature.size())));
    if (clause.startsWith(thatCreature) && itBecomesAfterGains(previous, a) && last->contains(QLatin1String(", ")))
        return joined(tr("%1, and it %2", "…, it gains haste, and it becomes a Vampire").arg(*last, clause.mid(thatCreature.size())));
    // "you draw a card and you lose 1 life"; round 34: after a choice, "if you do, you draw cards equal to … and you
    // lose life equal to …" (Greven, Predator Captain): the choice's "if you do" the pair's first words.
    auto youAndYou = [&] {
        const QString ifYouDo = tr("if you do, %1", "an instruction done only when the optional one before it was").arg(QString());
        const bool afterChoice = previous.ifYouDo && last->startsWith(ifYouDo);
        const QString pair = tr("you %1 and %2", "you draw a card and you lose 1 life")
                                 .arg(afterChoice ? last->mid(ifYouDo.size()) : *last, clause);
        return joined(afterChoice ? ifYouDo + pair : pair);
    };
    // "each opponent discards a card and you gain 3 life", "you draw a card and each opponent discards a
    // card" (text/JoinedPairs.h).
    // Round 22: "… and you draw a card", "… and you untap all lands you control", "you create … and that
    // player puts …" (the Swords): the instruction without a subject says "you". A granted ability prints
    // the damage and the draw as two sentences ("… deals 1 damage to target player or planeswalker. You
    // draw a card.", Quicksilver Dagger).
    const bool grantedDamageDraw = !m_granter.isEmpty() && before == ActionKind::Damage && a.kind == ActionKind::Draw;
    // Round 35: the delayed return said first and its event after it, then the skip, done now (Molten Firebird).
    if (delayedReturnThenSkip(previous, a)) {
        const QString ev = eventPhrase(previous.event, true, nullptr);
        const QString lead = tr("%1, %2", "trigger condition, effect").arg(ev, QString());
        if (last->startsWith(lead))
            return joined(tr("%1 %2 and %3", "return it … at the beginning of the next end step and you skip your next draw step")
                              .arg(last->mid(lead.size()), ev, clause));
    }
    // Round 35: Vengeant Vampire's destroy of a target an opponent controls (JoinedPairs.h).
    const bool destroyGain = destroyOpponentsThenGain(previous, a, m_targets.size() == 1 ? &m_targets[0].sel : nullptr);
    if (!grantedDamageDraw && (writtenAsOneSentence(previous, a) || destroyGain)) {
        // Round 27: "sacrifice ~ and it deals 3 damage to …": the sacrificed ~ is "it" (Mogg Bombers).
        // Round 38: "untap ~ and it gets +1/+1 until end of turn" (Harsh Deceiver), the same "it".
        if ((((before == ActionKind::Sacrifice || before == ActionKind::Tap) && a.kind == ActionKind::Damage)
                || (before == ActionKind::Untap && a.kind == ActionKind::Continuous))
            && clause.startsWith(m_self + QLatin1Char(' ')))
            return joined(tr("%1 and it %2", "sacrifice ~ and it deals 3 damage to …").arg(*last, clause.mid(m_self.size() + 1)));
        // round 32: "sacrifice ~ and draw two cards"; round 38: "put a flood counter on ~ and draw a card"
        if ((before == ActionKind::Sacrifice || before == ActionKind::PutCounter) && a.kind == ActionKind::Draw)
            return joined(tr("%1 and %2", "two instructions in one sentence").arg(*last, clause));
        if (before == ActionKind::Draw || before == ActionKind::CreateToken)
            return youAndYou();
        if (a.kind == ActionKind::Draw || a.kind == ActionKind::Untap)
            return joined(tr("%1 and you %2", "~ deals 2 damage to any target and you draw a card").arg(*last, clause));
        return joined(tr("%1 and %2", "two instructions in one sentence").arg(*last, clause));
    }
    const bool lostThisWay = a.amountOf && a.amountOf->kind == Expr::Kind::LifeLostThisWay;
    if (sharedAmountPair(previous, a))   // round 23 (text/JoinedPairs.h): one amount, said once
        return joined(previous.amount.x ? tr("you gain X life and draw X cards, where X is %1", "an amount").arg(expr(*a.amountOf))
                                        : tr("you gain life and draw cards equal to %1", "an amount").arg(expr(*a.amountOf)));
    // Round 43: "target player loses X life and mills X cards, where X is the number of Zombies you control" (Lich Lord
    // of Unx, OracleWhereX.cpp): one player, one X, said once.
    if (before == ActionKind::LoseLife && a.kind == ActionKind::Mill && previous.who == QLatin1String("target_player")
        && a.who == previous.who && previous.amountOf && a.amountOf && *previous.amountOf == *a.amountOf && previous.amount.x
        && a.amount.x && !previous.optional && !a.optional && !previous.condition && !a.condition && !a.then && !a.ifYouDo)
        return joined(tr("%1 loses X life and mills X cards, where X is %2", "a player, an amount")
                          .arg(playerPhrase(previous.who), expr(*a.amountOf)));
    // Round 43: "target player loses 1 life and reveals their hand" (Thoughtcutter Agent, OracleRevealedHand.cpp): the one
    // target player's loss, then the same player's hand shown.
    if (before == ActionKind::LoseLife && a.kind == ActionKind::LookAtHand && a.reveal && previous.who == QLatin1String("target_player")
        && a.who == previous.who && !previous.amountOf && !previous.amount.x && !previous.optional && !a.optional
        && !previous.condition && !a.condition && !a.then && !a.ifYouDo)
        return joined(tr("%1 and reveals their hand", "a player loses N life and reveals their hand").arg(*last));
    // Round 43: "each player shuffles the cards from their hand into their library, then draws that many cards" (Whirlpool
    // Warrior, OracleShuffledHand.cpp): each player's own count.
    if (before == ActionKind::ShuffleIntoLibrary && a.kind == ActionKind::Draw && previous.object
        && *previous.object == cardsInEveryHand() && a.who == QLatin1String("each_player") && a.then && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountThisWay && !a.amountOf->selector && a.amountOf->value == 0 && !a.optional
        && !a.condition && !previous.optional && !previous.condition)
        return joined(tr("%1, then draws that many cards", "each player shuffles their hand into their library, then draws").arg(*last));
    // Round 34: "each opponent loses X life and you gain X life, where X is its mana value" (Twilight Prophet): one
    // amount counted once for both, said once.
    if (before == ActionKind::LoseLife && a.kind == ActionKind::GainLife && previous.who == QLatin1String("each_opponent")
        && a.who.isEmpty() && previous.amountOf && a.amountOf && *previous.amountOf == *a.amountOf && !lostThisWay
        && !previous.amount.x && !a.amount.x && !previous.optional && !a.optional && !a.condition && !a.ifYouDo)
        return joined(tr("each opponent loses X life and you gain X life, where X is %1", "an amount").arg(expr(*a.amountOf)));
    if (before == ActionKind::LoseLife && a.kind == ActionKind::GainLife && !lostThisWay)
        return joined(tr("%1 and %2", "two instructions in one sentence").arg(*last, clause));
    if (before == ActionKind::Draw && (a.kind == ActionKind::Discard || a.kind == ActionKind::DiscardRandom)
        && a.who.isEmpty())
        return joined(tr("%1, then %2", "two instructions in one sentence").arg(*last, clause));
    // "you draw X cards and you lose X life, where X is …" (Minions' Murmurs): one X, said once
    if (before == ActionKind::Draw && a.kind == ActionKind::LoseLife && previous.amountOf && a.amountOf
        && *previous.amountOf == *a.amountOf && previous.amount.x && !a.amount.x && previous.who.isEmpty() && a.who.isEmpty()
        && !previous.optional && !a.optional)
        return joined(tr("you draw X cards and you lose X life, where X is %1", "an amount").arg(expr(*a.amountOf)));
    // (round 28: not "draw a card, then you lose 1 life for each …", Bloodletter Quill's, said with "then")
    if (before == ActionKind::Draw && a.kind == ActionKind::LoseLife && previous.who.isEmpty() && a.who.isEmpty()
        && !previous.optional && !a.then)
        return youAndYou();
    // Round 43: "… and 1 damage to you and each creature you control" (Hail Storm): one amount to you and a group.
    if (before == ActionKind::Damage && a.kind == ActionKind::Damage && a.who == QLatin1String("you") && a.to
        && !a.to->isRef() && previous.who.isEmpty() && !a.amountOf)
        return joined(tr("%1 and %2 damage to you and each %3", "damage dealt, then an amount, a kind of permanent")
                          .arg(*last, a.amount.x ? QStringLiteral("X") : QString::number(a.amount.n), noun(*a.to, false)));
    if (before == ActionKind::Damage && a.kind == ActionKind::Damage && a.who == QLatin1String("you") && !a.to
        && previous.who.isEmpty() && !a.amountOf)
        return joined(tr("%1 and %2 damage to you", "damage dealt, then an amount")
                          .arg(*last, a.amount.x ? QStringLiteral("X") : QString::number(a.amount.n)));
    // Round 21: "~ deals 1 damage to any target and 1 damage to itself", "~ gets +1/+0 until end of turn
    // and deals 1 damage to you" (OracleActionPairs.cpp): ~ named once.
    const bool plainDamage = a.kind == ActionKind::Damage && !a.amountOf && !a.amount.x && !a.optional && !a.condition;
    if (plainDamage && before == ActionKind::Damage && a.to && a.to->ref == Selector::Ref::Self && a.who.isEmpty()
        && previous.who.isEmpty() && previous.to && previous.to->ref != Selector::Ref::Self && !previous.amountOf)
        return joined(tr("%1 and %2 damage to itself", "damage dealt, then an amount").arg(*last, QString::number(a.amount.n)));
    if (plainDamage && before == ActionKind::Continuous && a.who == QLatin1String("you") && !a.to && previous.continuous
        && previous.continuous->affects && previous.continuous->affects->ref == Selector::Ref::Self && !previous.optional)
        return joined(tr("%1 and deals %2 damage to you", "~ gets … until end of turn, then an amount")
                          .arg(*last, QString::number(a.amount.n)));
    // "~ deals X damage to any target and X damage to itself / to you, where X is …": one X, said once.
    const bool toItself = a.to && a.to->ref == Selector::Ref::Self && a.who.isEmpty();
    if (before == ActionKind::Damage && a.kind == ActionKind::Damage && previous.amountOf && a.amountOf && previous.amount.x
        && a.amount.x && *previous.amountOf == *a.amountOf && (toItself || (a.who == QLatin1String("you") && !a.to))
        && previous.to && previous.to->ref == Selector::Ref::Target && m_targets.size() == 1 && !previous.optional && !a.optional) {
        m_targets[0].mentioned = false;   // named once, by the joined sentence
        const QString to = objectPhrase(*previous.to), x = expr(*a.amountOf);
        return joined(toItself ? tr("%1 deals X damage to %2 and X damage to itself, where X is %3").arg(m_self, to, x)
                               : tr("%1 deals X damage to %2 and X damage to you, where X is %3").arg(m_self, to, x));
    }
    // Round 38: "~ deals X damage to any target and you gain X life, where X is …" (Profane Prayers; OracleDamageThenGain.cpp):
    // one X, said once.
    if (before == ActionKind::Damage && a.kind == ActionKind::GainLife && previous.amountOf && a.amountOf && previous.amount.x
        && a.amount.x && *previous.amountOf == *a.amountOf && previous.to && previous.to->ref == Selector::Ref::Target
        && m_targets.size() == 1 && previous.who.isEmpty() && a.who.isEmpty() && !previous.optional && !a.optional
        && !a.condition) {
        m_targets[0].mentioned = false;   // named once, by the joined sentence
        return joined(tr("%1 deals X damage to %2 and you gain X life, where X is %3", "the source, a target, an amount")
                          .arg(m_self, objectPhrase(*previous.to), expr(*a.amountOf)));
    }
    // "~ deals 4 damage to target creature and 2 damage to that creature's controller" (OracleActionPairs.cpp)
    if (before == ActionKind::Damage && a.kind == ActionKind::Damage && a.who == QLatin1String("controller_of_that_target")
        && previous.to && previous.to->ref == Selector::Ref::Target && previous.who.isEmpty() && !a.amountOf
        && !a.amount.x && !a.condition && !previous.optional && !a.optional)
        return joined(tr("%1 and %2 damage to %3", "damage dealt to a target, then an amount, that target's controller")
                          .arg(*last, QString::number(a.amount.n), playerPhrase(a.who)));
    // Round 28: "~ deals 2 damage to target opponent and 2 damage to up to one target creature or planeswalker"
    // (OracleActionPairs.cpp): each damage to its own target.
    if (before == ActionKind::Damage && a.kind == ActionKind::Damage && previous.to && a.to
        && previous.to->ref == Selector::Ref::Target && a.to->ref == Selector::Ref::Target2 && m_targets.size() == 2
        && previous.who.isEmpty() && a.who.isEmpty() && !previous.amountOf && !a.amountOf && !previous.amount.x
        && !a.amount.x && !previous.object && !a.object && !a.condition && !previous.optional && !a.optional) {
        m_targets[1].mentioned = false;   // named once, by the joined sentence
        return joined(tr("%1 and %2 damage to %3", "damage dealt to a target, then an amount, a second target")
                          .arg(*last, QString::number(a.amount.n), objectPhrase(*a.to)));
    }
    // Round 23: "~ deals 10 damage to target player and each creature that player controls"; round 28: "… and
    // each creature and planeswalker they control" (Chandra, Bold Pyromancer) (OracleActionPairs.cpp)
    Selector theirCreatures;
    theirCreatures.types = quint16(CardType::Creature);
    theirCreatures.whose = QStringLiteral("target_player");
    Selector theirCreaturesAndPlaneswalkers = theirCreatures;
    theirCreaturesAndPlaneswalkers.types = 0;
    theirCreaturesAndPlaneswalkers.anyTypes = quint16(CardType::Creature) | quint16(CardType::Planeswalker);
    const bool sameDamageToTheirs = before == ActionKind::Damage && a.kind == ActionKind::Damage && previous.to
        && previous.to->ref == Selector::Ref::Target && m_targets.size() == 1 && a.to && a.who.isEmpty()
        && previous.who.isEmpty() && !a.amountOf && !previous.amountOf && a.amount.x == previous.amount.x
        && a.amount.n == previous.amount.n && !a.condition && !previous.optional && !a.optional;
    // Round 34: "~ deals X damage to target player or planeswalker and each creature that player or that
    // planeswalker's controller controls" (Lavalanche, Flame Wave; OracleTargetPlayerDamage.cpp).
    Selector controllersCreatures = theirCreatures;
    controllersCreatures.whose = QStringLiteral("target_player_or_controller");
    if (sameDamageToTheirs && *a.to == controllersCreatures)
        return joined(tr("%1 and each creature that player or that planeswalker's controller controls",
            "damage dealt to a target player or planeswalker, then to the creatures of that player or of its controller")
                          .arg(*last));
    if (sameDamageToTheirs && *a.to == theirCreatures)
        return joined(tr("%1 and each creature that player controls", "damage dealt to a target player, then to their creatures")
                          .arg(*last));
    if (sameDamageToTheirs && *a.to == theirCreaturesAndPlaneswalkers)
        return joined(tr("%1 and each creature and planeswalker they control",
            "damage dealt to a target player, then to their creatures and planeswalkers")
                          .arg(*last));
    // Round 32: "~ deals 1 damage to each opponent and each creature and planeswalker they control" (Goblin Chainwhirler)
    // and round 33's "… and each creature your opponents control" (Wildfire Cerberus)
    Selector opponentsCreaturesAndPlaneswalkers;
    opponentsCreaturesAndPlaneswalkers.anyTypes = theirCreaturesAndPlaneswalkers.anyTypes;
    opponentsCreaturesAndPlaneswalkers.controller = Selector::Who::Opponent;
    Selector opponentsCreatures;
    opponentsCreatures.types = quint16(CardType::Creature);
    opponentsCreatures.controller = Selector::Who::Opponent;
    if (before == ActionKind::DamageEachOpponent && a.kind == ActionKind::Damage && a.to
        && (*a.to == opponentsCreaturesAndPlaneswalkers || *a.to == opponentsCreatures)
        && a.who.isEmpty() && !a.amountOf && !previous.amountOf && !a.amount.x && !previous.amount.x
        && a.amount.n == previous.amount.n && !a.condition && !previous.condition && !previous.optional && !a.optional)
        return joined((*a.to == opponentsCreatures
                ? tr("%1 and each creature your opponents control", "damage dealt to each opponent, then to their creatures")
                : tr("%1 and each creature and planeswalker they control",
                    "damage dealt to a target player, then to their creatures and planeswalkers"))
                .arg(*last));
    if (before == ActionKind::Damage && a.kind == ActionKind::GainLife)
        return joined(tr("%1 and %2", "two instructions in one sentence").arg(*last, clause));
    if (before == ActionKind::Exile && a.kind == ActionKind::ReturnToBattlefield)
        return joined(tr("%1, then %2", "two instructions in one sentence").arg(*last, clause));
    // OracleActionPairs.cpp: "you gain 3 life and draw a card", "target player draws three cards and
    // loses 3 life", "each player draws a card, then discards a card", "destroy target creature and
    // target land".
    if (before == ActionKind::GainLife && a.kind == ActionKind::Draw && previous.who.isEmpty() && a.who.isEmpty()
        && !previous.amountOf && !previous.optional && !a.optional)
        return joined(tr("%1 and %2", "two instructions in one sentence").arg(*last, clause));
    if (before == ActionKind::Draw && !previous.who.isEmpty() && a.who == previous.who && !a.amountOf) {
        if (a.kind == ActionKind::LoseLife)
            return joined(a.amount.x ? tr("%1 and loses X life", "a player draws N cards and loses N life").arg(*last)
                                     : tr("%1 and loses %n life", "a player draws N cards and loses N life", a.amount.n)
                                           .arg(*last));
        if (a.kind == ActionKind::GainLife)   // round 28: Krav, the Unredeemed
            return joined(a.amount.x ? tr("%1 and gains X life", "a player draws N cards and gains N life").arg(*last)
                                     : tr("%1 and gains %n life", "a player draws N cards and gains N life", a.amount.n)
                                           .arg(*last));
        if (a.kind == ActionKind::Discard && a.then && !a.amount.x)
            return joined(a.amount.n == 1
                    ? tr("%1, then discards a card", "a player draws N cards, then discards a card").arg(*last)
                    : tr("%1, then discards %2 cards", "a player draws N cards, then discards N cards")
                          .arg(*last, numberWord(a.amount.n)));
    }
    // Round 28: "untap target Goat and gain control of it until end of turn" (Goatnapper), OracleActionPairs.cpp.
    if (before == ActionKind::Untap && a.kind == ActionKind::Continuous && previous.object
        && previous.object->ref == Selector::Ref::Target && m_targets.size() == 1 && a.continuous && a.continuous->affects
        && a.continuous->affects->ref == Selector::Ref::Target && a.continuous->duration == Duration::EndOfTurn
        && a.continuous->ops.size() == 1 && a.continuous->ops.first().kind == Op::Kind::GainControl && !previous.optional
        && !a.optional && !previous.condition && !a.condition)
        return joined(tr("%1 and gain control of it until end of turn", "untap target creature and gain control of it").arg(*last));
    // "you lose 1 life and create a 1/1 … token" (Bitterblossom), "put a +1/+1 counter on ~ and you gain
    // 2 life" (Blood Host), OracleActionPairs.cpp; round 28: "you lose 1 life and add {B}" (Carnival of Souls).
    const bool plainMana = a.kind == ActionKind::AddMana && a.mana == Action::Mana::Symbols && a.who.isEmpty();
    if (before == ActionKind::LoseLife && (a.kind == ActionKind::CreateToken || plainMana) && previous.who.isEmpty() && !previous.amountOf
        && !a.amountOf && !previous.optional && !a.optional)
        return joined(tr("%1 and %2", "two instructions in one sentence").arg(*last, clause));
    if (before == ActionKind::PutCounter && a.kind == ActionKind::GainLife && previous.object && !previous.amountOf
        && a.who.isEmpty() && !a.amountOf && !previous.optional && !a.optional)
        return joined(tr("%1 and %2", "two instructions in one sentence").arg(*last, clause));
    // "put five +1/+1 counters on each creature you control and five loyalty counters on each other
    // planeswalker you control" (OracleActionPairs.cpp): counters on two sets, "put" said once.
    if (before == ActionKind::PutCounter && a.kind == ActionKind::PutCounter && previous.object && a.object
        && !previous.object->isRef() && !a.object->isRef() && !previous.amountOf && !a.amountOf && a.who.isEmpty()
        && previous.who.isEmpty() && !previous.optional && !a.optional)
        return joined(tr("%1 and %2 on %3", "counters put on one set, then counters, another set")
                          .arg(*last, counterPhrase(a.counters), objectPhrase(*a.object)));
    // "destroy target X and target Y" (two targets; round 25: "exile …" too); round 24: "destroy that
    // creature and ~" (Alaborn Zealot: the event's object, then ~).
    if ((before == ActionKind::Destroy || before == ActionKind::Exile) && a.kind == before && !previous.noRegenerate
        && previous.object && a.object && !previous.optional && !a.optional) {
        const bool twoTargets = previous.object->ref == Selector::Ref::Target && a.object->ref == Selector::Ref::Target2
            && m_targets.size() == 2;
        const bool eventObjectThenSelf = before == ActionKind::Destroy && previous.object->ref == Selector::Ref::It
            && a.object->ref == Selector::Ref::Self && !a.condition;
        if (twoTargets)
            m_targets[1].mentioned = false;   // named once, by the joined sentence
        if (twoTargets || eventObjectThenSelf)
            return joined(tr("%1 and %2", "destroy one target and another").arg(*last, objectPhrase(*a.object)));
    }
    // Round 33: "return up to one target instant card and up to one target sorcery card from your graveyard
    // to your hand" (Pull from the Deep, OracleGraveyardTargets.cpp): the two cards' zone said once.
    if (before == ActionKind::ReturnToHand && a.kind == ActionKind::ReturnToHand && previous.object && a.object
        && previous.object->ref == Selector::Ref::Target && a.object->ref == Selector::Ref::Target2 && m_targets.size() == 2
        && m_targets[0].sel.zone == Zone::Graveyard && m_targets[1].sel.zone == Zone::Graveyard && m_targets[0].sel.ownerYou
        && m_targets[1].sel.ownerYou && !previous.optional && !a.optional && !previous.condition && !a.condition) {
        m_targets[0].mentioned = m_targets[1].mentioned = false;   // named once each, by the joined sentence
        const QString one = graveyardTargetPhrase(*previous.object);
        return joined(tr("return %1 and %2 from your graveyard to your hand", "two target cards, each returned")
                          .arg(one, graveyardTargetPhrase(*a.object)));
    }
    // Round 25: "return target creature and target land to their owners' hands" (Churning Eddy).
    if (before == ActionKind::ReturnToHand && a.kind == ActionKind::ReturnToHand && previous.object && a.object
        && previous.object->ref == Selector::Ref::Target && a.object->ref == Selector::Ref::Target2
        && m_targets.size() == 2 && !previous.optional && !a.optional && !previous.condition && !a.condition) {
        m_targets[0].mentioned = m_targets[1].mentioned = false;   // named once each, by the joined sentence
        const QString one = objectPhrase(*previous.object);
        return joined(tr("return %1 and %2 to their owners' hands", "two targets, each returned")
                          .arg(one, objectPhrase(*a.object)));
    }
    // "untap it and remove it from combat", "remove target attacking creature you control from combat and
    // untap it" (OracleActionPairs.cpp): one creature, named again as "it".
    const bool untapRemove = (before == ActionKind::Untap && a.kind == ActionKind::RemoveFromCombat)
        || (before == ActionKind::RemoveFromCombat && a.kind == ActionKind::Untap);
    if (untapRemove && previous.object && a.object && *previous.object == *a.object && !previous.optional
        && !a.optional && !a.condition && !a.then)
        return joined(a.kind == ActionKind::Untap
                ? tr("%1 and untap it", "a creature removed from combat, then").arg(*last)
                : tr("%1 and remove it from combat", "a creature untapped, then").arg(*last));
    // "target creature gets +1/+0 until end of turn and can't be blocked this turn" (OracleActionPairs.cpp):
    // the combat rule on the object the change before it named, said once.
    if (const std::optional<RuleName> rule = blockRuleAfterChange(previous, a)) {
        // "~ becomes a 2/2 … creature until end of turn and can't be blocked this turn" (Dimir Keyrune):
        // the animation's duration, which its own sentence puts first, before the rule.
        const bool animation = std::any_of(previous.continuous->ops.cbegin(), previous.continuous->ops.cend(),
            [](const Op& o) { return o.kind == Op::Kind::SetPT; });
        const QStringList change = animation ? effectClauses(*previous.continuous->affects, previous.continuous->ops,
                                                   Mood::Become, std::nullopt, std::nullopt, false)
                                             : QStringList();
        if (*rule == RuleName::CantBeBlocked && change.size() == 1)
            return joined(tr("%1 until end of turn and can't be blocked this turn", "an animated permanent, then").arg(change.first()));
        if (*rule == RuleName::CantBeBlocked)
            return joined(tr("%1 and can't be blocked this turn", "a change until end of turn, then").arg(*last));
        // round 34: "target land you control becomes a 4/4 Elemental creature with haste in addition to its other
        // types until end of turn and must be blocked this turn if able" (Elemental Uprising): the target named
        // here first, not "it"
        if (*rule == RuleName::MustBeBlocked && change.size() == 1) {
            const bool wasIt = m_targetIsIt, wasMentioned = m_targetsMentioned;
            const QVector<TargetInfo> targets = m_targets;
            m_targetIsIt = m_targetsMentioned = false;
            for (TargetInfo& t : m_targets)
                t.mentioned = false;
            const QStringList named = effectClauses(
                *previous.continuous->affects, previous.continuous->ops, Mood::Become, std::nullopt, std::nullopt, false);
            m_targetIsIt = wasIt;
            m_targetsMentioned = wasMentioned;
            m_targets = targets;
            return named.size() == 1
                && joined(tr("%1 until end of turn and must be blocked this turn if able", "an animated permanent, then")
                              .arg(named.first()));
        }
        // round 28: "~ gets +3/+0 until end of turn and can attack this turn as though it didn't have
        // defender" (Nivix Cyclops, 702.3b); an animation's own sentence says it apart
        if (*rule == RuleName::CanAttackAsThoughNoDefender)
            return !animation
                && joined(tr("%1 and can attack this turn as though it didn't have defender", "a change until end of turn, then")
                              .arg(*last));
        return joined(tr("%1 and must be blocked this turn if able", "a change until end of turn, then").arg(*last));
    }
    // "Discard all the cards in your hand, then draw that many cards", Windfall's "each player discards
    // their hand, then draws cards equal to the greatest number of cards a player discarded this way".
    // Round 33: "… then draw that many cards plus one" (Heartwarming Redemption): the count and 1.
    const bool plusOne = a.amountOf && a.amountOf->kind == Expr::Kind::Sum && a.amountOf->args.size() == 2
        && a.amountOf->args[0].kind == Expr::Kind::CountThisWay && !a.amountOf->args[0].selector
        && a.amountOf->args[0].value == 0 && a.amountOf->args[1].isConst() && a.amountOf->args[1].value == 1;
    if (plusOne && before == ActionKind::DiscardHand && a.kind == ActionKind::Draw && a.then && a.who.isEmpty()
        && previous.who.isEmpty() && !previous.optional)
        return joined(tr("discard all the cards in your hand, then draw that many cards plus one"));
    if (before == ActionKind::DiscardHand && a.kind == ActionKind::Draw && a.then && a.who == previous.who
        && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay && !previous.optional) {
        if (a.amountOf->value == 1)
            return !a.who.isEmpty()
                && joined(tr("%1, then draws cards equal to the greatest number of cards a player discarded this way",
                    "a player discards their hand, then …")
                              .arg(*last));
        if (a.who.isEmpty())
            return joined(tr("discard all the cards in your hand, then draw that many cards"));
        return joined(tr("%1 discards all the cards in their hand, then draws that many cards", "a player")
                          .arg(playerPhrase(a.who)));
    }
    if (before == ActionKind::DiscardHand && a.kind == ActionKind::Draw && a.then && !a.who.isEmpty()
        && a.who == previous.who && !a.amount.x && !a.amountOf)
        return joined(tr("%1, then draws %2 cards", "a player discards their hand, then draws N cards")
                          .arg(*last, numberWord(a.amount.n)));
    // Round 28: "each opponent discards a card, then mills a card" (Siren of the Silent Song): the same players.
    if (before == ActionKind::Discard && a.kind == ActionKind::Mill && a.then && !a.who.isEmpty() && a.who == previous.who
        && !a.amount.x && !a.amountOf && a.amount.n == 1 && !previous.amountOf && !previous.optional)
        return joined(tr("%1, then mills a card", "a player discards a card, then …").arg(*last));
    // Round 32: "target player sacrifices a creature, then gains life equal to the sacrificed creature's
    // toughness" (Devour Flesh, OracleAmountActions.cpp): the same player.
    if (before == ActionKind::Sacrifice && a.kind == ActionKind::GainLife && a.then && !a.who.isEmpty()
        && a.who == previous.who && a.amountOf && !previous.optional && !a.optional)
        return joined(tr("%1, then gains life equal to %2", "a player sacrifices a creature, then …").arg(*last, expr(*a.amountOf)));
    return false;
}

}   // namespace rulestext
}   // namespace strata
