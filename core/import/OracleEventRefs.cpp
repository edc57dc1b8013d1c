#include "OracleAuraMovedToLand.h"
#include "OracleDiedCardMoves.h"
#include "OracleEventAmounts.h"
#include "OracleEventObjectActions.h"
#include "OracleEventPlayerMana.h"
#include "OracleEventPlayerOpponents.h"
#include "OracleEventPlayers.h"
#include "OracleEventThatMany.h"
#include "OracleGivenControl.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>
#include <functional>

// What a triggered ability's effect says of the event that triggered it (603.7c): the event's object
// ("that creature", Selector::Ref::It), its controller ("that creature's controller", "its
// controller"), the player the event names ("that player"), the defending player of an attack
// (508.5a) and the event's amount ("that much"). The event player remembers the object, the player and
// the amount on the stack item as the ability triggers (TriggerDetection.cpp), looking back in time
// for an object that left the battlefield (603.10a).

namespace strata::import {

namespace {

// The events whose amount the stack item keeps (Happening::amount): damage dealt, life gained.
bool hasAmount(TriggerEvent e)
{
    switch (e) {
    case TriggerEvent::SelfDealsDamage:
    case TriggerEvent::SelfDealsDamageToPlayer:
    case TriggerEvent::SelfDealsDamageToOpponent:
    case TriggerEvent::SelfDealsCombatDamageToPlayer:
    case TriggerEvent::SelfDealsCombatDamageToCreature:
    case TriggerEvent::SelfDealtDamage:
    case TriggerEvent::DealsCombatDamageToPlayer:
    case TriggerEvent::YouGainLife:
    case TriggerEvent::DealsDamage:
    case TriggerEvent::DealsDamageToPlayer:
    case TriggerEvent::DealsDamageToOpponent:
    case TriggerEvent::DealtDamage:
    case TriggerEvent::SelfDealsCombatDamageToOpponent:
    case TriggerEvent::YouAreDealtDamage:   // the damage dealt to you
    case TriggerEvent::YouLoseLife:   // the life lost (119.3)
    case TriggerEvent::CountersPutOnYourPermanent:   // the counters put on (122.6)
    case TriggerEvent::YouPutMinusOneCounters:       // round 42: the counters put on that creature at once
    case TriggerEvent::YouPutCounters:
        return true;
    default:   // round 45: an opponent's life gained
        return e == TriggerEvent::OpponentGainsLife;
    }
}

// The events whose object went to a graveyard: "that card" is the card it became there (400.7).
bool diesEvent(TriggerEvent e)
{
    return e == TriggerEvent::CreatureDies || e == TriggerEvent::CreatureYouControlDies
        || e == TriggerEvent::CreatureDealtDamageBySelfDies;
}

// Round 17: "you gain life equal to that creature's toughness" (Trostani, Selesnya's Voice; Proper
// Burial), "that creature's controller loses life equal to its toughness" (Banewasp Affliction): the
// power or toughness of the event's object (603.7c), as it is as the ability resolves or, once it has
// left the battlefield, as it last existed there (608.2h, 603.10a). `who` "it" for "that creature's",
// "it_pronoun" for "its". "When ~ dies" names ~ itself, the card it became.
bool lifeEqualToEventObject(const QString& s, AbilityDef* into, bool eventObject, const std::function<QString(const QString&)>& whoOf)
{
    static const QRegularExpression life(QStringLiteral(
        "^(?:you (gain)|(gain)|(.+) (gains|loses)) life equal to (that (?:creature|land|permanent|artifact)'s|its) (power|toughness)$"));
    const auto m = life.match(s);
    if (!m.hasMatch() || !(eventObject || (into->event == TriggerEvent::SelfDies && m.captured(5) == QLatin1String("its"))))
        return false;
    if (m.captured(5).startsWith(QLatin1String("that ")) && !eventObjectWrittenAsCreature(*into))
        return false;
    // "gain life …" after the frame's "you may" (603.5): the ability's own choice.
    if (!m.captured(2).isEmpty() && !into->optional)
        return false;
    Action a;
    a.kind = m.captured(4) == QLatin1String("loses") ? ActionKind::LoseLife : ActionKind::GainLife;
    if (!m.captured(3).isEmpty()) {
        a.who = whoOf(m.captured(3));
        if (a.who.isEmpty())
            return false;
    }
    Expr amount;
    amount.kind = m.captured(6) == QLatin1String("power") ? Expr::Kind::PowerOfTarget : Expr::Kind::ToughnessOfTarget;
    amount.who = m.captured(5) == QLatin1String("its") ? QStringLiteral("it_pronoun") : QStringLiteral("it");
    a.amountOf = amount;
    into->effect << a;
    return true;
}
}   // namespace

bool OracleParser::eventReference(const QString& s, AbilityDef* into) const
{
    if (into->kind != AbilityDef::Kind::Triggered)
        return false;
    const int targetsBefore = into->targets.size();
    if (eventObjectDeals(s, into, m_eventObject, [this](const QString& t, AbilityDef* in) { return action(t, in); })
        || eventSpellCountered(s, into)
        || eventSpellCounteredUnlessDiscard(s, into, [this](const QString& c, QVector<CostPart>* out) { return costParts(c, out); })
        || diedCardMoved(s, diesEvent(into->event) || into->event == TriggerEvent::CardPutIntoGraveyard, into)   // round 33: Planar Void
        || eventObjectKeptTapped(s, into, m_eventObject, [this](const QString& t, AbilityDef* in) { return action(t, in); }))
        return true;
    // Who the sentence names, as Action::who; empty when it names no player of the event.
    auto whoOf = [&](const QString& phrase) -> QString {
        if (phrase == QLatin1String("defending player"))
            return attackEvent(into->event) ? QStringLiteral("defending_player") : QString();
        // "Whenever a creature an opponent controls dies, that player …": the controller the stack item keeps.
        const bool opponentsObject = m_eventObject && into->eventFilter && into->eventFilter->controller == Selector::Who::Opponent;
        if (phrase == QLatin1String("that player"))
            return namesOnePlayer(*into) || opponentsObject ? QStringLiteral("that_player") : QString();
        // Round 32: "Whenever a source deals damage to ~, that source's controller …" (Reaper of Sheoldred): the
        // stack item keeps the source as the event's object, and its controller (120.3, 603.7c).
        if (phrase == QLatin1String("that source's controller"))
            return into->event == TriggerEvent::SourceDealsDamageToSelf ? QStringLiteral("controller_of_that") : QString();
        // Round 42: "Whenever a Sliver deals combat damage to a player, its controller may draw a card" (Synapse Sliver): the
        // creature that dealt the damage is the event's object, whose controller the event player finds on the battlefield
        // or as it last existed there (608.2h); the event's own player is the one dealt damage.
        if (phrase == QLatin1String("its controller") && m_eventObject && into->eventFilter && !into->eventFilter->isRef()
            && into->event == TriggerEvent::DealsCombatDamageToPlayer)
            return QStringLiteral("controller_of_it");
        // The stack item keeps the controller of the event's object only for events that name no
        // player of their own (GameTable.h, PendingTrigger::eventPlayer).
        if (!m_eventObject || namesOnePlayer(*into))
            return QString();
        if (phrase == QLatin1String("its controller"))
            return QStringLiteral("controller_of_it");
        if (phrase.startsWith(QLatin1String("that ")) && phrase.endsWith(QLatin1String("'s controller")))
            return QStringLiteral("controller_of_that");
        return QString();
    };
    if (eventPlayerCreates(s, into, whoOf, [this](const QString& t, AbilityDef* in) { return action(t, in); })
        || eventAmountCards(s, into, hasAmount(into->event), whoOf) || twiceEventAmountGained(s, into, hasAmount(into->event))
        || controlGivenToEventPlayer(s, whoOf, into) || eventPlayerLosesPerGraveyardCard(s, into, whoOf)
        || selfPowerToEventPlayer(s, into, whoOf) || attachSelfChosenByEventPlayer(s, into, whoOf)
        || eventPlayersOpponentsMayDraw(s, into, whoOf)   // round 38: Heartwood Storyteller
        || eventPlayerSacrificesEventObject(
            s, into, m_eventObject, whoOf, [this](const QString& t, AbilityDef* in) { return action(t, in); }))
        return true;
    static const QString players
        = QStringLiteral("(that player|defending player|its controller|that (?:creature|land|permanent|artifact|source)'s controller)");
    Action a;
    // "That creature's controller loses that much life", "target opponent loses that much life".
    static const QRegularExpression lifeOfEvent(QStringLiteral(
        "^(that player|defending player|its controller|that (?:creature|land|permanent|artifact)'s controller|"
        "target opponent|target player|each opponent) (loses|gains) that much life$"));
    if (const auto m = lifeOfEvent.match(s); m.hasMatch() && hasAmount(into->event)) {
        const QString p = m.captured(1);
        if (p.startsWith(QLatin1String("target"))) {
            Selector::Ref r;
            if (!target(p, into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        } else if (p == QLatin1String("each opponent")) {
            a.who = QStringLiteral("each_opponent");
        } else {
            a.who = whoOf(p);
        }
        if (a.who.isEmpty()) {
            into->targets.resize(targetsBefore);
            return false;
        }
        a.kind = m.captured(2) == QLatin1String("loses") ? ActionKind::LoseLife : ActionKind::GainLife;
        Expr thatMuch;
        thatMuch.kind = Expr::Kind::EventAmount;
        a.amountOf = thatMuch;
        into->effect << a;
        return true;
    }
    // Round 23: "Whenever ~ attacks / becomes blocked, it deals 1 damage to the player or planeswalker it's
    // attacking" (Scorch Spitter, Rakdos Roustabout; 508.1b): what ~ attacks, a player or a planeswalker.
    static const QRegularExpression attacked(QStringLiteral("^~ deals (\\d+) damage to the player or planeswalker it's attacking$"));
    if (const auto m = attacked.match(s); m.hasMatch()) {
        if (into->event != TriggerEvent::SelfAttacks && into->event != TriggerEvent::SelfBecomesBlocked
            && into->event != TriggerEvent::SelfAttacksUnblocked)
            return false;
        a.kind = ActionKind::Damage;
        a.who = QStringLiteral("attacked_by_it");
        a.amount = Amount::number(m.captured(1).toInt());
        into->effect << a;
        return true;
    }
    // Round 23: "~ deals damage to that player equal to the number of cards in their hand" (Sword of War and
    // Peace): that player's hand as the ability resolves (608.2h).
    if (s == QLatin1String("~ deals damage to that player equal to the number of cards in their hand")) {
        a.who = whoOf(QStringLiteral("that player"));
        if (a.who.isEmpty())
            return false;
        a.kind = ActionKind::Damage;
        Expr hand;
        hand.kind = Expr::Kind::CardsInHand;
        hand.who = a.who;
        a.amountOf = hand;
        into->effect << a;
        return true;
    }
    // "~ deals 1 damage to that creature's controller / to defending player", "~ deals that much
    // damage to that player". Round 36: "the chosen player", the one chosen as ~ entered (Stuffy Doll).
    static const QRegularExpression damage(
        QStringLiteral("^~ deals (\\d+|X|that much) damage to (?:%1|(the chosen player))$").arg(players));
    if (const auto m = damage.match(s); m.hasMatch()) {
        a.who = m.captured(3).isEmpty() ? whoOf(m.captured(2)) : QStringLiteral("chosen_player");
        if (a.who.isEmpty())
            return false;
        a.kind = ActionKind::Damage;
        if (m.captured(1) == QLatin1String("that much")) {
            if (!hasAmount(into->event))
                return false;
            Expr thatMuch;
            thatMuch.kind = Expr::Kind::EventAmount;
            a.amountOf = thatMuch;
        } else {
            a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
        }
        into->effect << a;
        return true;
    }
    // Round 29: "~ deals damage equal to that creature's toughness to the creature's controller" (Creature
    // Bond): the event object's power or toughness as it last existed (608.2h), to a player of the event.
    static const QRegularExpression damageEqual(QStringLiteral(
        "^~ deals damage equal to (that creature's (?:power|toughness)) to (?:the creature's controller|%1)$").arg(players));
    if (const auto m = damageEqual.match(s); m.hasMatch()) {
        a.who = whoOf(m.captured(2).isEmpty() ? QStringLiteral("that creature's controller") : m.captured(2));
        const auto amount = eventObjectAmount(m.captured(1), *into, m_eventObject);
        if (a.who.isEmpty() || !amount)
            return false;
        a.kind = ActionKind::Damage;
        a.amountOf = *amount;
        into->effect << a;
        return true;
    }
    // Round 17: "Whenever ~ is dealt damage, it deals that much damage to you" (Shinka Gatekeeper,
    // Firedrinker Satyr): the event's amount (120.3), dealt by ~ to its controller.
    if (s == QLatin1String("~ deals that much damage to you") && hasAmount(into->event)) {
        a.kind = ActionKind::Damage;
        a.who = QStringLiteral("you");
        Expr thatMuch;
        thatMuch.kind = Expr::Kind::EventAmount;
        a.amountOf = thatMuch;
        into->effect << a;
        return true;
    }
    // "target player loses life equal to its power" (Mortis Dogs): a player target beside the event's object.
    const auto playerOf = [&](const QString& p) -> QString {
        Selector::Ref r;
        if (p != QLatin1String("target player") && p != QLatin1String("target opponent"))
            return whoOf(p);
        return target(p, into, &r) ? QStringLiteral("target_player") : QString();
    };
    if (lifeEqualToEventObject(s, into, m_eventObject, playerOf))
        return true;
    into->targets.resize(targetsBefore);
    // "Whenever ~ is dealt damage, it deals that much damage to target player or planeswalker" (Spiteful
    // Sliver's grant): a target, dealt the event's amount. Round 34: or each of a set, "each creature that player
    // controls" (Balefire Dragon, 120.3).
    static const QRegularExpression thatMuchToTarget(QStringLiteral("^~ deals that much damage to (.*\\btarget\\b.*|each [^,]+)$"));
    if (const auto m = thatMuchToTarget.match(s); m.hasMatch() && hasAmount(into->event)) {
        const int effectBefore = into->effect.size();
        if (!action(QStringLiteral("~ deals 1 damage to ") + m.captured(1), into) || into->effect.size() != effectBefore + 1
            || into->effect.last().kind != ActionKind::Damage || !into->effect.last().to || into->effect.last().amountOf) {
            into->effect.resize(effectBefore);
            into->targets.resize(targetsBefore);
            return false;
        }
        Expr thatMuch;
        thatMuch.kind = Expr::Kind::EventAmount;
        into->effect.last().amountOf = thatMuch;
        into->effect.last().amount = Amount();   // the "1" read the target; the event says how much
        return true;
    }
    // "That player loses 1 life and you gain 1 life", "defending player loses 1 life and you gain 1 life":
    // the event's player loses, you gain (the writer joins the pair back).
    static const QRegularExpression drain(QStringLiteral("^%1 loses (\\d+) life and you gain (\\d+) life$").arg(players));
    if (const auto m = drain.match(s); m.hasMatch()) {
        a.who = whoOf(m.captured(1));
        if (a.who.isEmpty())
            return false;
        a.kind = ActionKind::LoseLife;
        a.amount = Amount::number(m.captured(2).toInt());
        Action gain;
        gain.kind = ActionKind::GainLife;
        gain.amount = Amount::number(m.captured(3).toInt());
        into->effect << a << gain;
        return true;
    }
    // "Whenever ~ attacks and isn't blocked, defending player gets a poison counter" (122.1, 704.5c),
    // "its controller gets a poison counter": counters on the player the event names.
    static const QRegularExpression playerCounters(
        QStringLiteral("^%1 gets (a|an|one|two|three) ([a-z]+) counters?$").arg(players));
    if (const auto m = playerCounters.match(s); m.hasMatch() && m.captured(3) != QLatin1String("energy")) {
        a.who = whoOf(m.captured(1));
        const bool one = m.captured(2).startsWith(QLatin1Char('a')) || m.captured(2) == QLatin1String("one");
        if (a.who.isEmpty() || one == s.endsWith(QLatin1String("counters")))
            return false;
        a.kind = ActionKind::PutCounter;
        a.counters = Counters{m.captured(3), Amount::number(*numberWord(m.captured(2)))};
        into->effect << a;
        return true;
    }
    // "Whenever you're dealt damage, put that many +1/+1 counters on ~": the event's amount, counters put
    // (122.6); cards drawn or milled are OracleEventThatMany.cpp's.
    static const QRegularExpression thatManyCounters(QStringLiteral("^put that many (\\S+) counters on (.+)$"));
    // Round 31: "put a +1/+1 counter on target creature for each 1 life you gained" (Cradle of Vitality): as
    // many as the life gained (119.10), on the one target chosen as the trigger is put on the stack (603.3d).
    static const QRegularExpression perLifeGained(QStringLiteral("^put an? (\\S+) counter on (target creature) for each 1 life you gained$"));
    const auto perLife = perLifeGained.match(s);
    const bool perLifeRead = perLife.hasMatch() && into->event == TriggerEvent::YouGainLife;
    if (const auto m = perLifeRead ? perLife : thatManyCounters.match(s); m.hasMatch() && hasAmount(into->event)) {
        const int effectBefore = into->effect.size();
        if (!action(QStringLiteral("put two %1 counters on %2").arg(m.captured(1), m.captured(2)), into)
            || into->effect.size() != effectBefore + 1 || into->effect.last().kind != ActionKind::PutCounter
            || into->targets.size() != targetsBefore + (perLifeRead ? 1 : 0)) {
            into->effect.resize(effectBefore);
            into->targets.resize(targetsBefore);
            return false;
        }
        Expr thatMany;
        thatMany.kind = Expr::Kind::EventAmount;
        into->effect.last().counters.n = Amount{true, 0};
        into->effect.last().amountOf = thatMany;
        return true;
    }
    // Round 22: "Whenever ~ is dealt damage, create that many 1/1 green Insect creature tokens" (Hornet
    // Nest, Saber Ants), "Whenever ~ deals combat damage to a player, create that many 0/1 … Eldrazi Spawn
    // creature tokens" (Rapacious One): one token for each 1 of the event's amount (120.3).
    static const QRegularExpression thatManyTokens(QStringLiteral("^create that many (.+ creature tokens(?: with .+)?)$"));
    if (const auto m = thatManyTokens.match(s); m.hasMatch() && hasAmount(into->event)) {
        const int effectBefore = into->effect.size();
        const bool read = action(QStringLiteral("create two ") + m.captured(1), into) && into->effect.size() == effectBefore + 1
            && into->effect.last().kind == ActionKind::CreateToken && into->effect.last().token && !into->effect.last().amountOf
            && into->effect.last().amount == Amount::number(2) && !into->effect.last().tapped && into->effect.last().who.isEmpty();
        if (!read) {
            into->effect.resize(effectBefore);
            into->targets.resize(targetsBefore);
            return false;
        }
        Expr thatMany;
        thatMany.kind = Expr::Kind::EventAmount;
        into->effect.last().amount = Amount::number(1);   // as the card format reads a computed count back
        into->effect.last().amountOf = thatMany;
        return true;
    }
    // "When enchanted creature dies, return that card to its owner's hand / to the battlefield under
    // your control": the card the dying permanent became, found in the graveyard (400.7, 603.10a); round 23:
    // "… with a +1/+1 counter on it" (Unholy Indenture), the counter it enters with (614.1c).
    // Round 25: "return it to its owner's hand" (Rienne, Angel of Rebirth, in a delayed trigger).
    static const QRegularExpression returnCard(QStringLiteral(
        "^return (that card|it) to (its owner's hand|the battlefield under (your|its owner's) control( with an? (\\S+) counter on it)?)$"));
    if (const auto m = returnCard.match(s); m.hasMatch() && diesEvent(into->event)) {
        Selector card;
        card.ref = Selector::Ref::It;
        if (m.captured(1) == QLatin1String("it"))
            card.word = QStringLiteral("it");
        a.object = card;
        if (m.captured(2) == QLatin1String("its owner's hand")) {
            a.kind = ActionKind::ReturnToHand;
        } else {
            a.kind = ActionKind::ReturnToBattlefield;
            if (m.captured(3) == QLatin1String("its owner's"))
                a.who = QStringLiteral("owner");
            if (!m.captured(4).isEmpty())
                a.counters = Counters{m.captured(5), Amount::number(1)};
        }
        into->effect << a;
        return true;
    }
    // "That creature's controller sacrifices a land", "defending player sacrifices a creature" (701.17a).
    static const QRegularExpression sacrifices(QStringLiteral("^%1 sacrifices an? (.+)$").arg(players));
    if (const auto m = sacrifices.match(s); m.hasMatch()) {
        a.who = whoOf(m.captured(1));
        bool plural = true;
        const auto what = objects(m.captured(2), &plural);
        if (a.who.isEmpty() || !what || plural || what->isRef() || what->controller != Selector::Who::Any || what->other)
            return false;
        a.kind = ActionKind::Sacrifice;
        a.object = *what;
        into->effect << a;
        return true;
    }
    // "At the beginning of each player's upkeep, that player untaps a land they control": one the
    // player chooses, as a sacrifice is chosen (701.17a); the filter's controller is left to the player.
    // Round 18: "that player returns a permanent they control to its owner's hand" (Blood Clock, Mana Breach).
    static const QRegularExpression untaps(
        QStringLiteral("^%1 (untaps|returns) an? (.+) they control( to its owner's hand)?$").arg(players));
    if (const auto m = untaps.match(s); m.hasMatch()) {
        a.who = whoOf(m.captured(1));
        bool plural = true;
        const auto what = objects(m.captured(3), &plural);
        const bool returns = m.captured(2) == QLatin1String("returns");
        if (a.who.isEmpty() || !what || plural || what->isRef() || what->controller != Selector::Who::Any || what->other
            || returns == m.captured(4).isEmpty())
            return false;
        a.kind = returns ? ActionKind::ReturnToHand : ActionKind::Untap;
        a.object = *what;
        into->effect << a;
        return true;
    }
    // Round 22: "At the beginning of each player's upkeep, that player loses half their life, rounded up"
    // (Havoc Festival), "Whenever ~ deals combat damage to a player, that player loses half …" (Virtus the
    // Veiled): the half of that player's own life as it resolves (107.1a).
    static const QRegularExpression halfLife(QStringLiteral("^%1 loses half their life, rounded up$").arg(players));
    if (const auto m = halfLife.match(s); m.hasMatch()) {
        a.kind = ActionKind::EachPlayerLosesHalfLife;
        a.who = whoOf(m.captured(1));
        if (a.who.isEmpty())
            return false;
        into->effect << a;
        return true;
    }
    // "Whenever a nontoken creature enters, its controller creates a token that's a copy of that
    // creature" (707.2, 111.2): the token is that player's.
    static const QRegularExpression createsCopy(QStringLiteral("^%1 creates (a token that's a copy of .+)$").arg(players));
    if (const auto m = createsCopy.match(s); m.hasMatch()) {
        a.who = whoOf(m.captured(1));
        AbilityDef inner;
        if (!a.who.startsWith(QLatin1String("controller_of_")) || !copyAction(QStringLiteral("create ") + m.captured(2), &inner)
            || inner.effect.size() != 1 || !inner.targets.isEmpty() || inner.effect.first().kind != ActionKind::CreateTokenCopy)
            return false;
        const QString who = a.who;
        a = inner.effect.first();
        a.who = who;
        into->effect << a;
        return true;
    }
    // "At the beginning of each player's upkeep, that player creates a 5/1 red Elemental creature token"
    // (111.2): the token is that player's. Round 38: "that player may create …" (Curse of Shallow Graves), their choice.
    static const QRegularExpression createsToken(QStringLiteral("^%1 (creates|may create) (.+)$").arg(players));
    if (const auto m = createsToken.match(s); m.hasMatch()) {
        a.who = whoOf(m.captured(1));
        const QString who = a.who;
        if (who.isEmpty() || !tokenAction(QStringLiteral("create ") + m.captured(3), &a) || !a.token || a.optional)
            return false;
        a.who = who;
        a.optional = m.captured(2) == QLatin1String("may create");
        into->effect << a;
        return true;
    }
    // "That player discards a card", "that creature's controller loses 1 life", "defending player
    // draws a card": the action "you" would do, done by that player.
    // The older mill (701.13b), "puts the top two cards of their library into their graveyard", too.
    // "At the beginning of each player's precombat main phase, that player adds {G}{G}" (Eladamri's Vineyard).
    // Round 18: "that creature's controller / defending player may draw a card" (Fecundity, Sibilant Spirit):
    // the choice is that player's (603.5).
    static const QRegularExpression does(QStringLiteral("^%1 (discards|loses|draws|gains|mills|adds|may draw) (.+)$").arg(players));
    static const QRegularExpression oldMill(
        QStringLiteral("^%1 puts the top (card|\\w+ cards) of their library into their graveyard$").arg(players));
    // "At the beginning of each player's draw step, that player draws an additional card": one card
    // more than the draw of the turn-based action (504.1).
    static const QRegularExpression additional(QStringLiteral("^that player draws an additional card$"));
    if (additional.match(s).hasMatch()) {
        if (into->event != TriggerEvent::EachDrawStep)
            return false;
        a.kind = ActionKind::Draw;
        a.amount = Amount::number(1);
        a.who = QStringLiteral("that_player");
        into->effect << a;
        return true;
    }
    // "At the beginning of your draw step, draw an additional card / two additional cards" (Grafted
    // Skullcap, Well of Ideas): as many more than the draw of the turn-based action (504.1).
    static const QRegularExpression yoursAdditional(QStringLiteral("^draw (an additional card|(two|three) additional cards)$"));
    if (const auto y = yoursAdditional.match(s); y.hasMatch() && into->event == TriggerEvent::YourDrawStep) {
        a.kind = ActionKind::Draw;
        a.amount = Amount::number(y.hasCaptured(2) ? *numberWord(y.captured(2)) : 1);
        into->effect << a;
        return true;
    }
    if (eventPlayerAddsForEach(s, into, [this](const QString& text, AbilityDef* in) { return action(text, in); }))
        return true;   // round 34: Blinkmoth Urn
    const auto mill = oldMill.match(s);
    const auto m = mill.hasMatch() ? mill : does.match(s);
    if (m.hasMatch()) {
        a.who = whoOf(m.captured(1));
        if (a.who.isEmpty())
            return false;
        static const QHash<QString, QString> own = {{"discards", "discard"}, {"loses", "you lose"},
            {"draws", "draw"}, {"gains", "you gain"}, {"mills", "mill"}, {"adds", "add"}, {"may draw", "draw"}};
        const QString mine = mill.hasMatch()
            ? QStringLiteral("mill ") + (m.captured(2) == QLatin1String("card") ? QStringLiteral("a card") : m.captured(2))
            : own.value(m.captured(2)) + QLatin1Char(' ') + m.captured(3);
        AbilityDef inner;
        if (!action(mine, &inner) || inner.effect.size() != 1
            || !inner.targets.isEmpty() || !inner.effect.first().who.isEmpty() || inner.effect.first().amountOf)
            return false;
        const QString who = a.who;
        // Mana goes to "that player" or "its controller" only (the card format's players of add_mana).
        if (inner.effect.first().kind == ActionKind::AddMana && who != QLatin1String("that_player")
            && who != QLatin1String("controller_of_it"))
            return false;
        a = inner.effect.first();
        a.who = who;
        a.optional = m.captured(2) == QLatin1String("may draw");
        into->effect << a;
        return true;
    }
    return false;
}

}   // namespace strata::import
