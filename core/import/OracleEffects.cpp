#include "OracleBattlefieldOrGraveyardTargets.h"
#include "OracleTargetPlayersGraveyardCards.h"
#include "OracleAttachedDamage.h"
#include "OracleDamageToItself.h"
#include "OracleDamageTwoSets.h"
#include "OracleDrawDifference.h"
#include "OracleDoubledCounters.h"
#include "OracleExiledCardToHand.h"
#include "OracleRemovedThisWayMana.h"
#include "OracleTopOrBottom.h"
#include "OracleChosenTypeRevealed.h"
#include "OracleOwnCounts.h"
#include "OracleThatTargetPlayer.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "each opponent", "each player" and (round 26) "each other player" as Action::who.
QString eachWho(const QString& phrase)
{
    return phrase == QLatin1String("each other player") ? QStringLiteral("each_other_player")
        : QString::fromLatin1(phrase == QLatin1String("each opponent") ? "each_opponent" : "each_player");
}

// Round 34: the ability's action so far dealt damage to its one "any target" (Acorn Catapult).
bool damagedAnyTarget(const AbilityDef& a)
{
    if (a.targets.size() != 1 || a.targets[0].upTo != 0 || a.targets[0].word != QLatin1String("any_target") || a.effect.isEmpty())
        return false;
    return a.effect.last().kind == ActionKind::Damage && a.effect.last().to && a.effect.last().to->ref == Selector::Ref::Target;
}

}   // namespace

// The actions of OracleEffects.cpp add themselves to `into` (some sentences hold two, "draw a card,
// then discard a card"); false leaves `into` as it was. `s` starts in lower case, without its stop.
bool OracleParser::effectTemplates(const QString& s, AbilityDef* into) const
{
    const int targetsBefore = into->targets.size();
    const int effectBefore = into->effect.size();
    auto undo = [&] {
        into->targets.resize(targetsBefore);
        into->effect.resize(effectBefore);
        return false;
    };
    auto add = [&](const Action& a) {
        into->effect << a;
        return true;
    };
    // "target player / target opponent" (the ability's target) or "each opponent / each player / each other
    // player" as the action's `who`; false when the target can't be read.
    auto playersOf = [&](const QString& phrase, Action* action) {
        if (phrase == QLatin1String("that player"))   // round 44: Undercity Plague (OracleThatTargetPlayer.h)
            return thatTargetPlayer(*into, action);
        if (!phrase.startsWith(QLatin1String("target"))) {
            action->who = eachWho(phrase);
            return true;
        }
        Selector::Ref r;
        if (!target(phrase, into, &r))
            return false;
        action->who = QStringLiteral("target_player");
        return true;
    };
    Action a;
    if (tokenAction(s, &a))
        return add(a);
    // "Destroy target permanent. Its controller creates a 3/3 green Beast creature token." (Beast
    // Within), "target opponent creates …", "each opponent creates …": that player's token (111.2).
    // Round 34: "that permanent's controller or that player creates …" after damage to any target (Acorn
    // Catapult): the target player, or the target permanent's controller.
    static const QRegularExpression playerCreates(QStringLiteral(
        "^(its controller|that creature's controller|that permanent's controller or that player|target opponent|target player"
        "|each opponent|each player) creates (.+)$"));
    if (const auto m = playerCreates.match(s); m.hasMatch() && tokenAction(QStringLiteral("create ") + m.captured(2), &a)
        && a.token && !a.amountOf) {
        const QString p = m.captured(1);
        if (p.startsWith(QLatin1String("target"))) {
            Selector::Ref r;
            if (!target(p, into, &r) || r != Selector::Ref::Target || into->targets.size() != 1)
                return undo();
            a.who = QStringLiteral("target_player");
        } else if (p.startsWith(QLatin1String("each"))) {
            a.who = p == QLatin1String("each opponent") ? QStringLiteral("each_opponent") : QStringLiteral("each_player");
        } else {
            // The controller of the one target the sentence before acted on, as it last existed (608.2h);
            // "up to one target" may have none, and then nobody's token is made. Else the event's object's.
            const bool orPlayer = p.endsWith(QLatin1String(" or that player"));
            if (orPlayer && !(effectBefore > 0 && damagedAnyTarget(*into)))
                return undo();
            if (!orPlayer && (effectBefore == 0 || !actedOnTheOneTarget(*into)))
                return eventReference(s, into);
            a.who = p == QLatin1String("its controller") ? QStringLiteral("controller_of_target")
                                                        : QStringLiteral("controller_of_that_target");
        }
        return add(a);
    }

    // "Target opponent gets an emblem with "…"", "each opponent gets …" (114.2): that player's emblem.
    static const QRegularExpression playerGetsEmblem(
        QStringLiteral("^(target opponent|target player|each opponent) gets (an emblem with .+)$"));
    Action emblem;
    if (const auto m = playerGetsEmblem.match(s);
        m.hasMatch() && tokenAction(QStringLiteral("you get ") + m.captured(2), &emblem)) {
        if (m.captured(1) == QLatin1String("each opponent")) {
            emblem.who = QStringLiteral("each_opponent");
        } else {
            Selector::Ref r;
            if (!target(m.captured(1), into, &r) || r != Selector::Ref::Target || into->targets.size() != targetsBefore + 1
                || targetsBefore != 0)
                return undo();
            emblem.who = QStringLiteral("target_player");
        }
        return add(emblem);
    }

    // "That token gains haste", "It gains haste until end of turn": the one token the action before
    // created (Selector::Ref::Created), read as "that token" of a delayed trigger is; without "until end
    // of turn" the effect lasts indefinitely (611.2a). action() reads the words again with the token as
    // the earlier object; while it does, this template stands aside. So is "That creature gains haste"
    // after "put a creature card from your hand onto the battlefield" (Sneak Attack): the card it moved
    // (Selector::Ref::It, 400.7).
    static const QRegularExpression tokenGains(
        QStringLiteral("^(that token|that creature|it) gains ([^,]+?)( until end of turn)?$"));
    const auto createdGains = [&]() -> std::optional<Action> {
        const auto m = tokenGains.match(s);
        if (!m.hasMatch() || m_earlierObject == Selector::Ref::Created || m_earlierObject == Selector::Ref::It
            || effectBefore == 0)
            return std::nullopt;
        const Action& last = into->effect.last();
        const bool oneToken = (last.kind == ActionKind::CreateToken || last.kind == ActionKind::CreateTokenCopy)
            && !last.amount.x && last.amount.n <= 1 && !last.amountOf && last.who.isEmpty()
            && !(last.object && last.object->ref == Selector::Ref::Targets);
        const bool putFromHand = last.kind == ActionKind::ReturnToBattlefield && last.object && !last.object->isRef()
            && last.object->where == Selector::Where::Specific && last.object->zone == Zone::Hand && !last.object->upTo
            && last.object->types == quint16(CardType::Creature);
        // Round 36: "If it's a creature card, put it onto the battlefield. That creature gains haste …" (Killer Instinct):
        // the card revealed and put there, if it was (no "Otherwise": a card that isn't one stays on top, and is no creature).
        const bool revealedOntoBattlefield = last.kind == ActionKind::LookAtTop && last.reveal && last.keep == 1 && last.amount.n == 1
            && last.destination == Zone::Battlefield && last.text == QLatin1String("none") && last.object
            && last.object->types == quint16(CardType::Creature);
        if (!(oneToken && m.captured(1) != QLatin1String("that creature")) && !((putFromHand || revealedOntoBattlefield) && m.captured(1) != QLatin1String("that token")))
            return std::nullopt;
        const Selector::Ref earlier = oneToken ? Selector::Ref::Created : Selector::Ref::It;
        const Selector::Ref outer = m_earlierObject;
        m_earlierObject = earlier;
        AbilityDef probe = *into;
        const bool read = action(
            m.captured(1) + QStringLiteral(" gains ") + m.captured(2) + QStringLiteral(" until end of turn"), &probe);
        m_earlierObject = outer;
        if (!read || probe.effect.size() != effectBefore + 1 || probe.targets.size() != targetsBefore)
            return std::nullopt;
        Action gains = probe.effect.last();
        if (gains.kind != ActionKind::Continuous || !gains.continuous->affects
            || gains.continuous->affects->ref != earlier)
            return std::nullopt;
        if (m.captured(3).isEmpty())
            gains.continuous->duration = Duration::Indefinite;
        return gains;
    };
    if (const auto gains = createdGains())
        return add(*gains);

    // Two instructions in one sentence, each read alone: the text writer joins the same pairs back.
    static const QRegularExpression thenDiscard(QStringLiteral("^(draw .+), then (discard .+)$"));
    static const QRegularExpression drawLose(QStringLiteral("^you (draw .+) and (you lose .+ life)$"));
    static const QRegularExpression damageGain(QStringLiteral("^(~ deals .+) and (you gain (?:\\d+|X) life)$"));
    // "Each player discards their hand, then draws seven cards" (701.8): both done by the same players.
    static const QRegularExpression discardThenDraw(QStringLiteral(
        "^((?:each player|target player|target opponent) discards their hand), then draws (two|three|four|five|six|seven) cards$"));
    if (const auto m = discardThenDraw.match(s); m.hasMatch()) {
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1
            || into->effect.last().kind != ActionKind::DiscardHand)
            return undo();
        a.kind = ActionKind::Draw;
        a.amount = amountWord(m.captured(2));
        a.who = into->effect.last().who;
        a.then = true;
        return add(a);
    }
    // "Discard all the cards in your hand, then draw that many cards": the cards the discard moved
    // (Expr::CountThisWay); Windfall's "each player discards their hand, then draws cards equal to the
    // greatest number of cards a player discarded this way": the most one player discarded.
    static const QRegularExpression discardThenThatMany(QStringLiteral(
        "^(discard all the cards in your hand|(?:target player|target opponent|that player|defending player) discards all the cards in their hand), "
        "then draws? that many cards(?: plus one)?$"));
    static const QRegularExpression windfall(QStringLiteral(
        "^((?:each player|target player|target opponent) discards their hand), then draws cards equal to the greatest "
        "number of cards a player discarded this way$"));
    const auto thatMany = discardThenThatMany.match(s);
    const auto greatest = thatMany.hasMatch() ? QRegularExpressionMatch() : windfall.match(s);
    if (thatMany.hasMatch() || greatest.hasMatch()) {
        QString discard = (thatMany.hasMatch() ? thatMany : greatest).captured(1);
        discard.replace(QStringLiteral("discard all the cards in your hand"), QStringLiteral("discard your hand"));
        discard.replace(QStringLiteral("discards all the cards in their hand"), QStringLiteral("discards their hand"));
        const bool you = discard == QLatin1String("discard your hand");
        if ((you == s.contains(QLatin1String("then draws "))) || !action(discard, into)
            || into->effect.size() != effectBefore + 1 || into->effect.last().kind != ActionKind::DiscardHand)
            return undo();
        a.kind = ActionKind::Draw;
        a.who = into->effect.last().who;
        a.then = true;
        a.amount = Amount{true, 0};   // a computed count, as the card format reads "draw": {…}
        Expr count;
        count.kind = Expr::Kind::CountThisWay;
        count.value = greatest.hasMatch() ? 1 : 0;
        a.amountOf = count;
        if (thatMany.hasMatch() && s.endsWith(QLatin1String(" plus one"))) {
            // Round 33: "… then draw that many cards plus one" (Heartwarming Redemption): the count and 1.
            Expr sum;
            sum.kind = Expr::Kind::Sum;
            sum.args << count << Expr::constant(1);
            a.amountOf = sum;
        }
        return add(a);
    }
    // "~ deals 2 damage to any target and 1 damage to you" (Fireslinger): the second damage is to you. Round 43:
    // "… and 1 damage to you and each creature you control" (Hail Storm): one amount to you and a group (120.3).
    static const QRegularExpression damageToYou(
        QStringLiteral("^(~ deals (?:\\d+|X) damage to .+) and (\\d+|X) damage to you(?: and each (.+))?$"));
    if (const auto m = damageToYou.match(s); m.hasMatch()) {
        bool plural = false;
        const auto group = m.hasCaptured(3) ? objects(m.captured(3), &plural) : std::nullopt;
        if ((m.hasCaptured(3) && (!group || plural || group->isRef())) || !action(m.captured(1), into)
            || into->effect.size() != effectBefore + 1 || into->effect.last().kind != ActionKind::Damage
            || into->effect.last().amountOf)
            return undo();
        a.kind = ActionKind::Damage;
        a.amount = amountWord(m.captured(2));
        a.who = QStringLiteral("you");
        a.to = group;
        return add(a);
    }
    // "Each opponent loses 3 life. You gain life equal to the life lost this way.": the life the
    // actions before it took (Expr::LifeLostThisWay).
    if (s == QLatin1String("you gain life equal to the life lost this way")) {
        bool lost = false;
        for (int i = 0; i < effectBefore; ++i)
            lost = lost || into->effect.at(i).kind == ActionKind::LoseLife;
        if (!lost)
            return false;
        a.kind = ActionKind::GainLife;
        Expr e;
        e.kind = Expr::Kind::LifeLostThisWay;
        a.amountOf = e;
        return add(a);
    }
    for (const auto* pair : {&thenDiscard, &drawLose, &damageGain}) {
        if (const auto m = pair->match(s); m.hasMatch()) {
            if (!action(m.captured(1), into) || !action(m.captured(2), into))
                return undo();
            const ActionKind first = into->effect.at(effectBefore).kind;
            const ActionKind second = into->effect.last().kind;
            const bool fits = into->effect.size() == effectBefore + 2
                && ((pair == &thenDiscard && first == ActionKind::Draw
                        && (second == ActionKind::Discard || second == ActionKind::DiscardRandom))
                    || (pair == &drawLose && first == ActionKind::Draw && second == ActionKind::LoseLife)
                    || (pair == &damageGain && first == ActionKind::Damage && second == ActionKind::GainLife));
            return fits || undo();
        }
    }

    // 701.13b: "puts the top N cards of their library into their graveyard" is the older wording of mill.
    static const QRegularExpression oldMill(QStringLiteral(
        "^(?:(target player|target opponent|each player|each opponent) puts|put) the top (card|\\w+ cards) of "
        "(?:their|your) library into (?:their|your) graveyard$"));
    if (const auto m = oldMill.match(s); m.hasMatch()) {
        a.kind = ActionKind::Mill;
        a.amount = m.captured(2) == QLatin1String("card") ? Amount::number(1) : amountWord(m.captured(2).section(' ', 0, 0));
        if (!a.amount.x && a.amount.n == 0)
            return false;
        if (!m.captured(1).isEmpty() && !playersOf(m.captured(1), &a))
            return undo();
        return add(a);
    }

    static const QRegularExpression damagePlayers(
        QStringLiteral("^~ deals (\\d+|X) damage to (each opponent|you|each player|that player)$"));
    if (const auto m = damagePlayers.match(s); m.hasMatch()) {
        a.amount = amountWord(m.captured(1));
        if (m.captured(2) == QLatin1String("that player")) {
            if (!namesOnePlayer(*into))
                return false;
            a.kind = ActionKind::Damage;
            a.who = QStringLiteral("that_player");
        } else if (m.captured(2) == QLatin1String("each opponent")) {
            a.kind = ActionKind::DamageEachOpponent;
        } else {
            a.kind = ActionKind::Damage;
            if (m.captured(2) == QLatin1String("you"))
                a.who = QStringLiteral("you");
            else
                a.eachPlayer = true;
        }
        return add(a);
    }
    // Round 23: each player's own count (Acidic Soil, Price of Progress, Treacherous Terrain).
    if (const auto own = damageByOwnCount(s, [this](const QString& p, bool* plural) { return objects(p, plural); }))
        return add(*own);
    if (const auto either = damageToEachOfTwoSets(s, [this](const QString& p, bool* plural) { return objects(p, plural); }))
        return add(*either);   // round 35: Magmaquake
    // Pestilence: "to each creature and each player", all dealt at once.
    static const QRegularExpression damageEach(
        QStringLiteral("^~ deals (\\d+|X) damage to each (.+?) and each player$"));
    if (const auto m = damageEach.match(s); m.hasMatch()) {
        bool plural = true;
        const auto to = objects(m.captured(2), &plural);
        if (!to || plural || to->isRef())
            return false;
        a.kind = ActionKind::Damage;
        a.amount = amountWord(m.captured(1));
        a.to = *to;
        a.eachPlayer = true;
        return add(a);
    }

    // 701.8: "each opponent discards a card"; 701.17: "target player sacrifices a creature".
    static const QRegularExpression eachDiscards(
        QStringLiteral("^(each opponent|each player|each other player) discards (a|two|three|X) cards?$"));
    if (const auto m = eachDiscards.match(s); m.hasMatch()) {
        a.kind = ActionKind::Discard;
        a.amount = amountWord(m.captured(2));
        a.who = eachWho(m.captured(1));
        return add(a);
    }
    // Round 33: "each player returns a creature they control to its owner's hand" (Curfew): one permanent of
    // theirs each player chooses, as a sacrifice is chosen (Blood Clock's "that player returns …"). Round 34:
    // "target opponent chooses a creature they control. Destroy it." (Wei Assassins; JoinedInstructions.cpp).
    // Round 36: "target opponent exiles a creature they control" (Doomfall), chosen as the sacrifice is.
    static const QRegularExpression sacrifices(QStringLiteral(
        "^(target player|target opponent|each player|each opponent|each other player|that player) "
        "(sacrifices|returns|chooses|exiles) an? (.+?)"   // round 43: "… among creatures they control" is the noun's
        "(?<! among creatures)( they control to its owner's hand| they control; destroy it| they control)?$"));
    const auto thatTarget = [&](const QString& who) { return who != QLatin1String("that player") || thatTargetPlayer(*into, &a); };
    if (const auto m = sacrifices.match(s); m.hasMatch() && thatTarget(m.captured(1))) {
        const bool chooses = m.captured(2) == QLatin1String("chooses");
        const bool exiles = m.captured(2) == QLatin1String("exiles");
        if (chooses != (m.captured(4) == QLatin1String(" they control; destroy it"))
            || exiles != (m.captured(4) == QLatin1String(" they control")))
            return false;
        const bool returns = m.captured(2) == QLatin1String("returns") || chooses || exiles;
        bool plural = true;
        const auto what = objects(m.captured(3), &plural);
        if (!what || plural || what->isRef() || what->controller != Selector::Who::Any || what->other
            || returns == m.captured(4).isEmpty())
            return false;
        if (!playersOf(m.captured(1), &a))
            return undo();
        a.kind = chooses  ? ActionKind::Destroy
               : exiles ? ActionKind::Exile
               : returns ? ActionKind::ReturnToHand
                         : ActionKind::Sacrifice;
        a.object = *what;
        return add(a);
    }
    // Round 33: "each player sacrifices three lands" (Ember Swallower), "target opponent sacrifices two creatures":
    // that many of each such player's permanents, chosen by that player as it resolves (701.17a). Round 42: "each
    // player sacrifices all lands they control" (Epicenter, All Is Dust): every one of theirs that matches.
    static const QRegularExpression sacrificesSome(QStringLiteral(
        "^(target player|target opponent|each player|each opponent|each other player|that player) sacrifices (two|three|four|five|all) "
        "(.+?)( they control)?$"));
    if (const auto m = sacrificesSome.match(s); m.hasMatch() && thatTarget(m.captured(1))) {
        const bool all = m.captured(2) == QLatin1String("all");
        bool plural = false;
        const auto what = objects(m.captured(3), &plural);
        if (!what || !plural || what->isRef() || what->controller != Selector::Who::Any || what->other
            || what->where != Selector::Where::Battlefield || all == m.captured(4).isEmpty())
            return false;
        if (!playersOf(m.captured(1), &a))
            return undo();
        a.kind = ActionKind::Sacrifice;
        a.object = *what;
        a.pick = all ? 0 : *numberWord(m.captured(2));
        a.each = all;
        return add(a);
    }
    // "At the beginning of your upkeep, sacrifice a creature [other than ~]" (701.17a): one of yours, chosen on resolution.
    static const QRegularExpression youSacrifice(QStringLiteral("^sacrifice (an?|another) ([^~]+?)( other than ~)?$"));
    if (const auto m = youSacrifice.match(s); m.hasMatch() && !m.captured(2).contains(QLatin1String("target"))) {
        bool plural = true;
        const bool other = m.captured(1) == QLatin1String("another") || !m.captured(3).isEmpty();
        const auto what = objects((other ? QStringLiteral("other ") : QString()) + m.captured(2), &plural);
        if (!what || plural || what->isRef() || what->controller != Selector::Who::Any || what->other != other)
            return false;
        a.kind = ActionKind::Sacrifice;
        a.who = QStringLiteral("you");
        a.object = *what;
        return add(a);
    }
    // "Destroy target land. Its controller loses 2 life." (the controller of the first target).
    // "Counter target spell. Its controller discards a card." (Dismal Failure, 701.8).
    // "Its controller puts the top two cards of their library into their graveyard" (Psychic Strike): the
    // older mill (701.13b). Round 23: "Its owner gains 4 life" (Path of Peace), the one target's owner (108.3).
    // Round 34: "That player or that planeswalker's controller discards X cards." (Rakdos's Return) after damage to
    // "target opponent or planeswalker": the target player, or the target planeswalker's controller.
    // Round 43: "That player discards two cards." after "~ deals 3 damage to target opponent." (Carnage): the one target.
    static const QRegularExpression itsController(QStringLiteral(
        "^(?:its (?:controller|owner)|(that player or that planeswalker's controller)|(that player)) ((?:loses|gains) .+|"
        "draws .+|discards .+|puts the top .+|creates .+ tokens?(?: with .+)?)$"));
    const auto playerOrPlaneswalker = [](const Selector& t) {
        return t.anyOf.size() == 2 && t.anyOf[0].word == QLatin1String("player") && t.anyOf[1].types == quint16(CardType::Planeswalker);
    };
    const auto onePlayer = [&](const Selector& t) { return t.word == QLatin1String("player") && t.anyOf.isEmpty() && effectBefore > 0; };
    if (const auto m = itsController.match(s); m.hasMatch() && targetsBefore == 1
        && (m.captured(1).isEmpty() || playerOrPlaneswalker(into->targets.first()))
        && (m.captured(2).isEmpty() || onePlayer(into->targets.first()))) {
        QString own = m.captured(3);
        // Round 30: "Its owner creates a 1/1 black and green Snake enchantment creature token with deathtouch"
        // (Pharika): the token is the one target's owner's (111.2).
        own = own.startsWith(QLatin1String("creates")) ? QStringLiteral("create") + own.mid(7)
            : own.startsWith(QLatin1String("draws"))   ? QStringLiteral("draw") + own.mid(5)
            : own.startsWith(QLatin1String("discards")) ? QStringLiteral("discard") + own.mid(8)
            : own.startsWith(QLatin1String("puts"))     ? QStringLiteral("put") + own.mid(4)
                                                        : QStringLiteral("you ") + own.left(own.indexOf(' ') - 1) + own.mid(own.indexOf(' '));
        AbilityDef inner;
        if (!action(own, &inner) || inner.effect.size() != 1 || !inner.targets.isEmpty() || !inner.effect.first().who.isEmpty())
            return false;
        a = inner.effect.first();
        a.who = !m.captured(2).isEmpty()               ? QStringLiteral("target_player")
            : !m.captured(1).isEmpty()                 ? QStringLiteral("target_player_or_controller")
            : s.startsWith(QLatin1String("its owner")) ? QStringLiteral("owner_of_target")
                                                       : QStringLiteral("controller_of_target");
        return add(a);
    }

    // The players and amounts of a trigger's event: "that player discards a card", "defending player
    // loses 2 life", "that creature's controller sacrifices a land" (OracleEventRefs.cpp).
    if (eventReference(s, into))
        return true;
    if (exileLinkAction(s, into) || fromBattlefieldThisTurnAction(s, into))   // 607.2a (OracleHistory.cpp); round 40
        return true;
    if (exiledCardToHand(s, into) || damageToItself(s, into) || manaForEachRemovedCounter(s, into)   // round 34
        || drawUpToHandSize(s, into) || attachedDealsDamageToItsOwner(s, into) || doubledCountersOnSelf(s, into)
        || drawUpToOpponentsHand(s, into))
        return true;

    // Searching for a basic land (701.23); "then shuffle your library" is the older "then shuffle".
    static const QRegularExpression basicLand(QStringLiteral(
        "^search your library for a basic land card, (put it onto the battlefield( tapped)?|reveal it, put it into "
        "your hand), then shuffle(?: your library)?$"));
    if (const auto m = basicLand.match(s); m.hasMatch()) {
        if (m.captured(1).startsWith(QLatin1String("reveal"))) {
            a.kind = ActionKind::SearchBasicLandToHand;
        } else {
            a.kind = ActionKind::SearchBasicLand;
            a.tapped = !m.captured(2).isEmpty();
        }
        return add(a);
    }

    // Fetch lands: "search your library for a Mountain or Plains card, put it onto the battlefield, then
    // shuffle"; Farseek's "a Plains, Island, Swamp, or Mountain card".
    static const QRegularExpression landType(QStringLiteral(
        "^search your library for an? ((?:[A-Z]\\w+, )*[A-Z]\\w+,? or [A-Z]\\w+) card, put it onto the battlefield( tapped)?, "
        "then shuffle(?: your library)?$"));
    static const QRegularExpression listGlue(QStringLiteral(",? or |, "));
    if (const auto m = landType.match(s); m.hasMatch()) {
        for (const QString& word : m.captured(1).split(listGlue)) {
            const SubtypeId id = subtypeFromWord(word);
            if (!id || SubtypeRegistry::instance().kind(id) != SubtypeKind::Land)
                return false;
            a.landTypes << id;
        }
        a.kind = ActionKind::SearchLandType;
        a.tapped = !m.captured(2).isEmpty();
        return add(a);
    }

    if (const std::optional<bool> read = graveyardTargets(s, into))
        return *read;
    if (battlefieldOrGraveyardTargets(s, into) || targetPlayersGraveyardCardsShuffled(s, into))   // round 39: Angel, Loaming Shaman
        return true;
    // Round 37: "on the top or bottom of its owner's library" (Arashin Sovereign): either place (OracleTopOrBottom.cpp);
    // Brass Herald's creature cards "of the chosen type" revealed (OracleChosenTypeRevealed.cpp).
    const ActionReader reader = [this](const QString& t, AbilityDef* d) { return action(t, d); };
    if (auto read = topOrBottomOfLibrary(s, into, reader); read || (read = chosenTypeRevealed(s, into, reader)))
        return *read;

    // 401.4: "put target creature on top of its owner's library"; round 34: "… into its owner's library third from
    // the top" (Teferi, Hero of Dominaria), the place in the amount (any other "into its owner's library" is not read).
    static const QRegularExpression onLibrary(
        QStringLiteral("^put (.+) (?:on (top|the bottom) of|into) its owner's library( third from the top)?$"));
    const auto lib = onLibrary.match(s);
    const bool libraryPlace = lib.hasMatch() && lib.captured(2).isEmpty() != lib.captured(3).isEmpty();
    auto placeOnLibrary = [&] {
        a.kind = ActionKind::PutOnLibrary;
        a.text = lib.captured(2) == QLatin1String("the bottom") ? QStringLiteral("bottom") : QStringLiteral("top");
        if (!lib.captured(3).isEmpty())
            a.amount = Amount::number(3);
        return add(a);
    };
    // Round 18: "When ~ dies, [you may] put it on top of its owner's library" (Avenging Angel, Undying
    // Beast): the card ~ became in the graveyard (400.7, 603.10a), as "return it to the battlefield".
    const bool diedIt = into->kind == AbilityDef::Kind::Triggered && into->event == TriggerEvent::SelfDies;
    if (libraryPlace && (lib.captured(1) == QLatin1String("~") || (diedIt && lib.captured(1) == QLatin1String("it")))) {
        a.object = Selector();   // Soaring Hope: "Put ~ on top of its owner's library"
        a.object->ref = Selector::Ref::Self;
        return placeOnLibrary();
    }
    if (libraryPlace && lib.captured(1).contains(QLatin1String("target")) && !lib.captured(1).contains(QLatin1String(" from "))) {
        Selector::Ref r;
        const auto what = target(lib.captured(1), into, &r);
        if (!what)
            return undo();
        a.object = *what;
        return placeOnLibrary();
    }

    // "It doesn't untap …" after an action on one target, the second too (round 26: Chandra's Revolution).
    const Selector::Ref lastRef
        = into->effect.isEmpty() || !into->effect.last().object ? Selector::Ref::None : into->effect.last().object->ref;
    if (s == QLatin1String("it doesn't untap during its controller's next untap step")
        && (lastRef == Selector::Ref::Target || lastRef == Selector::Ref::Target2)) {
        a.kind = ActionKind::DontUntapNext;
        a.object = into->effect.last().object;
        return add(a);
    }

    // "That creature doesn't untap …" after "Tap target creature." or "tap that creature" (the event's
    // object, 603.7c): the same object, as "It doesn't untap …" says it.
    auto oneObject = [](const std::optional<Selector>& x) {
        return x && (x->ref == Selector::Ref::Target || x->ref == Selector::Ref::It);
    };
    if (s == QLatin1String("that creature doesn't untap during its controller's next untap step")
        && !into->effect.isEmpty() && into->effect.last().kind == ActionKind::Tap
        && oneObject(into->effect.last().object)) {
        a.kind = ActionKind::DontUntapNext;
        a.object = into->effect.last().object;
        return add(a);
    }
    // "Tap up to two target creatures. Those creatures don't untap during their controller's next untap
    // step." (Decision Paralysis): each of the targets.
    if (s == QLatin1String("those creatures don't untap during their controller's next untap step")
        && !into->effect.isEmpty() && into->effect.last().kind == ActionKind::Tap && into->effect.last().object
        && into->effect.last().object->ref == Selector::Ref::Targets && !into->targets.isEmpty()
        && into->targets.first().types == quint16(CardType::Creature)) {
        a.kind = ActionKind::DontUntapNext;
        a.object = into->effect.last().object;
        return add(a);
    }
    // "tap that creature and it doesn't untap during its controller's next untap step": both in one sentence.
    static const QRegularExpression tapAndKeep(
        QStringLiteral("^(tap (?:that creature|target .+)) and it doesn't untap during its controller's next untap step$"));
    if (const auto m = tapAndKeep.match(s); m.hasMatch()) {
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1
            || into->effect.last().kind != ActionKind::Tap || !oneObject(into->effect.last().object))
            return undo();
        a.kind = ActionKind::DontUntapNext;
        a.object = into->effect.last().object;
        return add(a);
    }

    // "target creature an opponent controls doesn't untap during its controller's next untap step", and
    // ~ itself ("Whenever ~ attacks, it doesn't untap …", its "it" read as ~ by the trigger's frame).
    static const QRegularExpression keptTapped(
        QStringLiteral("^(~|target .+) doesn't untap during its controller's next untap step$"));
    if (const auto m = keptTapped.match(s); m.hasMatch()) {
        Selector::Ref r = Selector::Ref::Self;
        std::optional<Selector> what = Selector();
        if (m.captured(1) == QLatin1String("~"))
            what->ref = Selector::Ref::Self;
        else
            what = target(m.captured(1), into, &r);
        if (!what || r == Selector::Ref::Targets)
            return undo();
        a.kind = ActionKind::DontUntapNext;
        a.object = *what;
        return add(a);
    }

    // "~ doesn't untap during your next untap step" (Basalt Monolith's kin): its controller's (502.3).
    if (s == QLatin1String("~ doesn't untap during your next untap step")) {
        a.kind = ActionKind::DontUntapNext;
        Selector self;
        self.ref = Selector::Ref::Self;
        a.object = self;
        return add(a);
    }

    if (const auto followUp = followUpTemplates(s, into))
        return *followUp;
    if (const auto turns = turnOrderInstruction(s, into))   // 500.7, 614.10 (OracleTurnOrder.cpp)
        return *turns;
    if (s == QLatin1String("prevent all combat damage that would be dealt this turn")) {
        a.kind = ActionKind::PreventCombatDamage;
        return add(a);
    }
    return libraryCardTemplates(s, into);   // OracleLibraryTemplates.cpp
}

}   // namespace strata::import
