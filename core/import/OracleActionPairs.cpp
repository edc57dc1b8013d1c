#include "OracleDamageThenGain.h"
#include "OracleEventAmounts.h"
#include "OracleParser.h"
#include "OracleRevealedHand.h"
#include "OracleTargetPlayerDamage.h"
#include "OracleWords.h"
#include "text/JoinedPairs.h"
#include "text/TargetClassNoun.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "create a 3/3 colorless Wurm artifact creature token with deathtouch and a 3/3 colorless Wurm artifact
// creature token with lifelink" (Wurmcoil Engine), "create a 2/2 … token with vigilance, a 3/3 … token,
// and a 4/4 … token with trample" (Trostani's Summoner): each "create a … token" of the list, in printed
// order (111.1), or nothing when `s` is not such a list. The writer says them back as one list.
QStringList tokenListParts(const QString& s)
{
    static const QRegularExpression head(QStringLiteral("^create (an? (?:\\d+|X)/(?:\\d+|X) .+)$"));
    // A new token starts where "a 3/3" follows a list's separator: not inside "white and black" or
    // "with flying and vigilance", which no power and toughness follows.
    static const QRegularExpression separator(QStringLiteral("(, and |, | and )(?=an? (?:\\d+|X)/(?:\\d+|X) )"));
    const auto m = head.match(s);
    if (!m.hasMatch() || s.contains(QLatin1Char('"')))
        return {};
    const QString list = m.captured(1);
    QStringList parts, separators;
    int last = 0;
    for (auto it = separator.globalMatch(list); it.hasNext();) {
        const auto sep = it.next();
        parts << QStringLiteral("create ") + list.mid(last, sep.capturedStart() - last);
        separators << sep.captured(1);
        last = sep.capturedEnd();
    }
    parts << QStringLiteral("create ") + list.mid(last);
    // "A and B", "A, B, and C": the separators the writer's list says back.
    const int n = int(parts.size());
    for (int i = 0; i < separators.size(); ++i) {
        const bool lastOne = i == separators.size() - 1;
        const QString want = !lastOne ? QStringLiteral(", ") : n == 2 ? QStringLiteral(" and ") : QStringLiteral(", and ");
        if (separators[i] != want)
            return {};
    }
    return n < 2 ? QStringList() : parts;
}

}   // namespace

// Two instructions of one sentence that the first templates do not join, each an action of its own
// (the writer joins the same pairs back, RulesTextJoinedPairs.cpp): "you gain 3 life and draw a card",
// "each opponent loses 2 life and you gain 2 life", "target player draws three cards and loses 3 life",
// "each player draws a card, then discards a card", "destroy target creature and target land", "target
// creature gets +1/+0 until end of turn and can't be blocked this turn". False
// leaves `into` as it was. `s` starts in lower case, without its stop.
bool OracleParser::actionPairs(const QString& s, AbilityDef* into) const
{
    const int targetsBefore = into->targets.size();
    const int effectBefore = into->effect.size();
    auto undo = [&] {
        into->targets.resize(targetsBefore);
        into->effect.resize(effectBefore);
        return false;
    };
    // Round 25: Fungal Plots' older "Gain 2 life and draw a card." says "you" without the word (109.5).
    static const QRegularExpression gainDraw(
        QStringLiteral("^(?:you )?gain (\\d+|X) life and draw (a|two|three|four|five) cards?$"));
    static const QRegularExpression eachDrain(
        QStringLiteral("^(each opponent|each player) loses (\\d+|X) life and you gain (\\d+|X) life$"));
    // Round 28: "… draws X cards and gains X life" (Krav, the Unredeemed: the X its cost sacrificed).
    static const QRegularExpression drawsLoses(QStringLiteral(
        "^(target player|target opponent) draws (a|two|three|four|five|X) cards? and (loses|gains) (\\d+|X) life$"));
    static const QRegularExpression eachLoot(QStringLiteral(
        "^(each player|target player) draws (a|two|three) cards?, then discards (a|two|three) cards?$"));
    // Round 23: "destroy up to one target planeswalker and up to one target artifact" (Sword of Sinew and
    // Steel): each target optional (115.1).
    static const QRegularExpression destroyBoth(
        QStringLiteral("^(destroy|exile) ((?:up to one )?target [^,]+?) and ((?:up to one (?:other )?)?target .+)$"));
    // Round 28: "each opponent discards a card, then puts the top card of their library into their graveyard"
    // (Siren of the Silent Song, Horrifying Revelation): the same players discard, then mill a card (701.8,
    // 701.13b), in order (608.2c).
    static const QRegularExpression discardThenMill(QStringLiteral(
        "^((?:each opponent|each player|target player|target opponent) discards a card), then (?:mills a card|puts "
        "the top card of their library into their graveyard)$"));
    if (const auto m = discardThenMill.match(s); m.hasMatch()) {
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1
            || into->effect.last().kind != ActionKind::Discard || into->effect.last().who.isEmpty()
            || into->effect.last().amountOf)
            return undo();
        Action mill;
        mill.kind = ActionKind::Mill;
        mill.amount = Amount::number(1);
        mill.who = into->effect.last().who;
        mill.then = true;
        into->effect << mill;
        return true;
    }
    // Round 23: one amount of the event's object said once for two instructions (OracleEventAmounts.h):
    // each half read alone, kept only as the pair the writer joins back.
    if (const auto halves = sharedAmountHalves(s)) {
        const bool read = action(halves->first, into) && into->effect.size() == effectBefore + 1
            && action(halves->second, into) && into->effect.size() == effectBefore + 2;
        const Action* first = read ? &into->effect[effectBefore] : nullptr;
        const bool loseThenGain = first && first->kind == ActionKind::LoseLife && first->amountOf
            && into->effect.last().kind == ActionKind::GainLife && into->effect.last().amountOf;
        const bool shared = first && sharedAmountPair(*first, into->effect.last());
        if (shared)   // the gain says the wording; the draw's amount as the card format reads a computed one
            into->effect.last().amount = Amount{true, 0};
        return shared || loseThenGain || undo();
    }
    // Round 23: "create a number of … tokens equal to your devotion to blue" (Master of Waves): as many tokens
    // as the devotion as it resolves (700.5, 608.2h), an amount neither X nor "for each".
    if (const auto x = tokensEqualTo(s)) {
        if (!action(*x, into) || into->effect.size() != effectBefore + 1 || into->effect.last().kind != ActionKind::CreateToken
            || !into->effect.last().amountOf || into->effect.last().amountOf->kind != Expr::Kind::Devotion)
            return undo();
        into->effect.last().amount = Amount::number(1);   // as the card format reads a count in "n"
        return true;
    }
    // Round 23: "target player loses X life and you gain X life, where X is its power" (Dying Wish).
    static const QRegularExpression drainX(QStringLiteral("^target player loses X life and you gain X life, where X is (.+)$"));
    if (const auto m = drainX.match(s); m.hasMatch()) {
        const auto x = eventObjectAmount(m.captured(1), *into, m_eventObject);
        Selector::Ref r;
        if (!x || !target(QStringLiteral("target player"), into, &r))
            return undo();
        Action drain;
        drain.kind = ActionKind::Drain;
        drain.drain = *x;
        into->effect << drain;
        return true;
    }
    if (const auto m = gainDraw.match(s); m.hasMatch()) {
        Action gain, draw;
        gain.kind = ActionKind::GainLife;
        gain.amount = amountWord(m.captured(1));
        draw.kind = ActionKind::Draw;
        draw.amount = amountWord(m.captured(2));
        into->effect << gain << draw;
        return true;
    }
    if (const auto m = eachDrain.match(s); m.hasMatch()) {
        // Each opponent loses the life; the gain is its own number (not "the life lost this way").
        Action lose, gain;
        lose.kind = ActionKind::LoseLife;
        lose.amount = amountWord(m.captured(2));
        lose.who = m.captured(1) == QLatin1String("each opponent") ? QStringLiteral("each_opponent")
                                                                  : QStringLiteral("each_player");
        gain.kind = ActionKind::GainLife;
        gain.amount = amountWord(m.captured(3));
        into->effect << lose << gain;
        return true;
    }
    const auto draws = drawsLoses.match(s);
    const auto loot = draws.hasMatch() ? draws : eachLoot.match(s);
    if (loot.hasMatch()) {
        // The same player does both (701.8 for the discard): "target player" is one target.
        QString who = QStringLiteral("each_player");
        if (loot.captured(1).startsWith(QLatin1String("target"))) {
            Selector::Ref r;
            if (!target(loot.captured(1), into, &r))
                return undo();
            who = QStringLiteral("target_player");
        }
        Action first, second;
        first.kind = ActionKind::Draw;
        first.amount = amountWord(loot.captured(2));
        first.who = who;
        if (draws.hasMatch()) {
            second.kind = loot.captured(3) == QLatin1String("gains") ? ActionKind::GainLife : ActionKind::LoseLife;
            second.amount = amountWord(loot.captured(4));
        } else {
            second.kind = ActionKind::Discard;
            second.amount = amountWord(loot.captured(3));
            second.then = true;
        }
        second.who = who;
        into->effect << first << second;
        return true;
    }
    // "target creature gets +1/+0 until end of turn and can't be blocked this turn", "… and must be
    // blocked this turn if able" (Distortion Strike, Emergent Growth, Veil of Secrecy): the change, then
    // the combat rule on the same one object, both until the turn ends (514.2, 509.1b, 509.1c).
    // Round 28: "… and can attack this turn as though it didn't have defender" (Nivix Cyclops, 702.3b).
    static const QRegularExpression andBlockRule(QStringLiteral("^(.+ until end of turn) and (can't be blocked this "
                                                                "turn|must be blocked this turn if able|can attack "
                                                                "this turn as though it didn't have defender)$"));
    if (const auto m = andBlockRule.match(s); m.hasMatch()) {
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1)
            return undo();
        const Action& change = into->effect.last();
        const bool one = change.kind == ActionKind::Continuous && change.continuous && change.continuous->affects
            && change.continuous->duration == Duration::EndOfTurn && !change.optional
            && (change.continuous->affects->ref == Selector::Ref::Target
                || change.continuous->affects->ref == Selector::Ref::Self);
        if (!one)
            return undo();
        Op op;
        op.kind = Op::Kind::Rule;
        op.rule = m.captured(2).startsWith(QLatin1String("can't")) ? RuleName::CantBeBlocked
            : m.captured(2).startsWith(QLatin1String("can attack"))  ? RuleName::CanAttackAsThoughNoDefender
                                                                      : RuleName::MustBeBlocked;
        Action rule;
        untilEndOfTurn(*change.continuous->affects, op, &rule);
        into->effect << rule;
        return true;
    }
    // Round 28: "~ deals 2 damage to target opponent and 2 damage to up to one target creature or planeswalker"
    // (Rakdos Firewheeler, Punish the Enemy): each damage to its own target (115.1, 601.2c). Round 30: "~ deals 2
    // damage to any target and 1 damage to another target" (Arc Trail), the second any target but the first.
    static const QRegularExpression damageToTwoTargets(QStringLiteral(
        "^(~ deals \\d+ damage to (?:any target|target [^,]+?)) and (\\d+) damage to ((?:up to one )?target .+|another target(?: .+)?|any other target)$"));
    if (const auto m = damageToTwoTargets.match(s); m.hasMatch() && targetsBefore == 0) {
        const bool read = action(m.captured(1), into) && into->effect.size() == effectBefore + 1 && into->targets.size() == 1
            && action(QStringLiteral("~ deals %1 damage to %2").arg(m.captured(2), m.captured(3)), into)
            && into->effect.size() == effectBefore + 2 && into->targets.size() == 2;
        const auto plainTo = [](const Action& a, Selector::Ref ref) {
            return a.kind == ActionKind::Damage && a.to && a.to->ref == ref && a.who.isEmpty() && !a.amountOf
                && !a.amount.x && !a.object && !a.eachPlayer;
        };
        if (read && plainTo(into->effect[effectBefore], Selector::Ref::Target)
            && plainTo(into->effect[effectBefore + 1], Selector::Ref::Target2))
            return true;
        return undo();
    }
    // Round 28: "untap target Goat and gain control of it until end of turn" (Goatnapper, Overtaker): the
    // untap, then the change of control of the same one target until the turn ends (613.1b, 514.2), read as
    // "gain control of target Goat until end of turn" reads it.
    static const QRegularExpression untapThenControl(
        QStringLiteral("^untap (target [^,]+?) and gain control of it until end of turn$"));
    if (const auto m = untapThenControl.match(s); m.hasMatch() && targetsBefore == 0) {
        AbilityDef control = *into;
        if (!action(QStringLiteral("untap ") + m.captured(1), into) || into->effect.size() != effectBefore + 1
            || into->targets.size() != 1 || into->effect.last().kind != ActionKind::Untap
            || !action(QStringLiteral("gain control of %1 until end of turn").arg(m.captured(1)), &control)
            || control.effect.size() != effectBefore + 1 || control.targets != into->targets)
            return undo();
        into->effect << control.effect.last();
        return true;
    }
    // "you lose 1 life and create a 1/1 black Faerie Rogue creature token with flying" (Bitterblossom), "put a
    // +1/+1 counter on ~ and you gain 2 life" (Blood Host): two instructions read each on its own.
    // Round 28: "you lose 1 life and add {B}" (Carnival of Souls): mana added as the ability resolves (106.4).
    static const QRegularExpression loseCreate(
        QStringLiteral("^(you lose (?:\\d+|X) life) and (create .+ tokens?(?: with .+)?|add (?:\\{[WUBRGC]\\})+)$"));
    static const QRegularExpression counterGain(QStringLiteral("^(put .+ counters? on [^,]+?) and (you gain (?:\\d+|X) life)$"));
    const auto lc = loseCreate.match(s);
    const auto pair = lc.hasMatch() ? lc : counterGain.match(s);
    if (pair.hasMatch()) {
        const ActionKind first = lc.hasMatch() ? ActionKind::LoseLife : ActionKind::PutCounter;
        const ActionKind second = !lc.hasMatch()                      ? ActionKind::GainLife
            : lc.captured(2).startsWith(QLatin1String("add ")) ? ActionKind::AddMana
                                                                : ActionKind::CreateToken;
        if (!action(pair.captured(1), into) || into->effect.size() != effectBefore + 1
            || into->effect.last().kind != first || !action(pair.captured(2), into)
            || into->effect.size() != effectBefore + 2 || into->effect.last().kind != second)
            return undo();
        const Action& put = into->effect[effectBefore];
        // The counters on an object the writer names without a target ("~", "it"), counted in advance.
        if (first == ActionKind::PutCounter && (put.amountOf || into->targets.size() != targetsBefore))
            return undo();
        return true;
    }
    // "~ deals 2 damage to each opponent and you gain 2 life" (Grasping Thrull), "each opponent discards a
    // card and you gain 3 life", "put the top three cards of your library into your graveyard and you gain
    // 3 life", "~ gets +1/+1 until end of turn and you gain 1 life", "you draw a card and each opponent
    // discards a card": one instruction the templates read, then the second; only the pairs the writer
    // joins back (text/JoinedPairs.h); round 35: "… and you skip your next turn / draw step" (Molten Firebird).
    static const QRegularExpression thenGain(QStringLiteral("^(.+?) and (you gain (?:\\d+|X) life|you skip your next (?:turn|draw step))$"));
    // "… and ~ assigns no combat damage this turn" (Goblin Vandal), "~ assigns no combat damage this turn and
    // defending player loses 2 life" (Keeper of Tresserhorn, 510.1a).
    static const QRegularExpression noDamage(QStringLiteral(
        "^(.+?) and (~ assigns no combat damage this turn)$|^(~ assigns no combat damage this turn) and (.+)$"));
    static const QRegularExpression drawDiscard(
        QStringLiteral("^(you draw (?:a|two|three) cards?) and (each opponent discards (?:a|two) cards?)$"));
    const auto gain = thenGain.match(s);
    const auto nd = noDamage.match(s);
    if (const auto m = gain.hasMatch() ? gain : nd.hasMatch() ? nd : drawDiscard.match(s); m.hasMatch()) {
        const bool later = m.lastCapturedIndex() > 2;   // noDamage's second alternative
        const bool read = action(m.captured(later ? 3 : 1), into) && into->effect.size() == effectBefore + 1
            && action(m.captured(later ? 4 : 2), into) && into->effect.size() == effectBefore + 2
            && writtenAsOneSentence(into->effect[effectBefore], into->effect[effectBefore + 1], into->targets);
        if (read)
            return true;
        undo();
    }
    // Round 22, the Swords: "~ deals 2 damage to any target and you draw a card", "that player discards a card
    // and you untap all lands you control", "you create a 2/2 green Wolf creature token and that player puts
    // the top ten cards of their library into their graveyard", "you gain 3 life and you may return up to
    // one target creature card …": each half read alone, kept only as a pair the writer joins back.
    static const QRegularExpression andYou(
        QStringLiteral("^(.+?) and you (draw (?:a|two|three) cards?|untap all lands you control)$"));
    static const QRegularExpression youCreate(QStringLiteral("^you (create .+? tokens?) and (that player .+)$"));
    static const QRegularExpression gainMay(QStringLiteral("^(you gain (?:\\d+|X) life) and you may (.+)$"));
    // Round 23: "… to that player equal to the number of cards in their hand and you gain 1 life for each card
    // in your hand" (Sword of War and Peace).
    static const QRegularExpression handAndGain(QStringLiteral(
        "^(~ deals damage to that player equal to the number of cards in their hand) and (you gain \\d+ life for each .+)$"));
    if (const auto m = handAndGain.match(s); m.hasMatch()) {
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1 || !action(m.captured(2), into)
            || into->effect.size() != effectBefore + 2)
            return undo();
        return writtenAsOneSentence(into->effect[effectBefore], into->effect[effectBefore + 1]) || undo();
    }
    const auto ay = andYou.match(s);
    const auto yc = ay.hasMatch() ? ay : youCreate.match(s);
    const auto gm = yc.hasMatch() ? yc : gainMay.match(s);
    if (gm.hasMatch()) {
        if (!action(gm.captured(1), into) || into->effect.size() != effectBefore + 1 || !action(gm.captured(2), into)
            || into->effect.size() != effectBefore + 2)
            return undo();
        const bool choice = !yc.hasMatch();   // gainMay: "you may" is said of the second
        into->effect.last().optional = choice;
        return writtenAsOneSentence(into->effect[effectBefore], into->effect[effectBefore + 1]) || undo();
    }
    // "put five +1/+1 counters on each creature you control and five loyalty counters on each other
    // planeswalker you control" (Ajani Unyielding, Ajani Steadfast): counters of two kinds on two sets,
    // no target, each put as one instruction.
    static const QRegularExpression countersOnTwoSets(
        QStringLiteral("^(put \\w+ \\S+ counters? on each [^,]+?) and (\\w+ \\S+ counters? on each .+)$"));
    if (const auto m = countersOnTwoSets.match(s); m.hasMatch()) {
        for (const QString& put : {m.captured(1), QStringLiteral("put ") + m.captured(2)})
            if (!action(put, into) || into->effect.size() == effectBefore || into->effect.last().kind != ActionKind::PutCounter
                || !into->effect.last().object || into->effect.last().object->isRef() || into->effect.last().amountOf)
                return undo();
        return (into->effect.size() == effectBefore + 2 && into->targets.size() == targetsBefore) || undo();
    }
    // "~ deals 4 damage to target creature and 2 damage to that creature's controller" (Chandra's Outrage):
    // the damage to the one target creature, then to its controller as it last existed (608.2h).
    // Round 43: or "… to target creature or planeswalker and 1 damage to that permanent's controller" (Carnival), the
    // writer's noun for those alternatives (text/TargetClassNoun.h).
    static const QRegularExpression damageAndController(QStringLiteral(
        "^~ deals (\\d+) damage to (target creature[^,]*?) and (\\d+) damage to that (creature|permanent)'s controller$"));
    if (const auto m = damageAndController.match(s); m.hasMatch() && effectBefore == 0 && targetsBefore == 0) {
        const bool creature = m.captured(4) == QLatin1String("creature");
        if (!action(QStringLiteral("~ deals %1 damage to %2").arg(m.captured(1), m.captured(2)), into)
            || into->effect.size() != 1 || into->effect.last().kind != ActionKind::Damage || into->targets.size() != 1
            || into->targets[0].upTo != 0
            || (creature ? into->targets[0].types != quint16(CardType::Creature) || !into->targets[0].anyOf.isEmpty()
                         : rulestext::thatTargetClassNoun(into->targets[0]) != QLatin1String("permanent"))
            || !into->effect.last().to
            || into->effect.last().to->ref != Selector::Ref::Target)
            return undo();
        Action controller;
        controller.kind = ActionKind::Damage;
        controller.amount = Amount::number(m.captured(3).toInt());
        controller.who = QStringLiteral("controller_of_that_target");
        into->effect << controller;
        return true;
    }
    // Round 23: damage to a target player and each creature that player controls (OracleTargetPlayerDamage.cpp).
    if (damageToPlayerAndTheirs(s, [this](const QString& text, AbilityDef* a) { return action(text, a); }, into))
        return true;
    // Round 32: "~ deals 1 damage to each opponent and each creature and planeswalker they control" (Goblin
    // Chainwhirler): the damage to each opponent, then the same amount to each creature and planeswalker an
    // opponent controls, as Chandra's above (one source, and no state-based action between, 704.3).
    // Round 33: "… and each creature your opponents control" (Wildfire Cerberus), creatures only.
    static const QRegularExpression damageEachOpponentAndTheirs(QStringLiteral(
        "^~ deals (\\d+) damage to each opponent and each creature (and planeswalker they|your opponents) control$"));
    if (const auto m = damageEachOpponentAndTheirs.match(s); m.hasMatch()) {
        if (!action(QStringLiteral("~ deals %1 damage to each opponent").arg(m.captured(1)), into)
            || into->effect.size() != effectBefore + 1 || into->effect.last().kind != ActionKind::DamageEachOpponent)
            return undo();
        Action theirs;
        theirs.kind = ActionKind::Damage;
        theirs.amount = Amount::number(m.captured(1).toInt());
        Selector opponents;
        if (m.captured(2) == QLatin1String("your opponents"))
            opponents.types = quint16(CardType::Creature);
        else
            opponents.anyTypes = quint16(CardType::Creature) | quint16(CardType::Planeswalker);
        opponents.controller = Selector::Who::Opponent;
        theirs.to = opponents;
        into->effect << theirs;
        return true;
    }
    // Round 27: "sacrifice ~ and it deals 3 damage to target player or planeswalker" (Mogg Bombers): ~
    // sacrificed, then the second instruction, whose "it" is ~ as it last existed (608.2h), not the object
    // of the event that triggered the ability; "exile it and put a +1/+1 counter on each Vampire you
    // control" (Patron of the Vein): the dead creature's card exiled (400.7), then the second. Only the
    // pairs the writer joins back (text/JoinedPairs.h). Round 30: "return ~ to its owner's hand and create
    // five 1/1 … tokens" (Thopter Assembly): ~ returned, then the second instruction; "If you can't, tap ~ and
    // it deals 9 damage to you" (Archdemon of Greed): ~ tapped, then its damage.
    static const QRegularExpression sacrificeSelfAnd(
        QStringLiteral("^(sacrifice ~|exile it|return ~ to its owner's hand|tap ~|untap ~) and (.+)$"));
    // Round 32: not before "unless …", the payment of both (Elder Spawn, OraclePayments.cpp).
    // Round 38: "untap ~ and it gets …" (Harsh Deceiver) only; "untap ~ and remove it from combat" is read below.
    if (const auto m = sacrificeSelfAnd.match(s); m.hasMatch() && !m.captured(2).contains(QLatin1String(" unless "))
        && (m.captured(1) != QLatin1String("untap ~") || m.captured(2).startsWith(QLatin1String("it gets ")))) {
        QString second = m.captured(2);
        if (((m.captured(1).startsWith(QLatin1String("sacrifice")) || m.captured(1).startsWith(QLatin1String("tap")))
                && second.startsWith(QLatin1String("it deals ")))
            || (m.captured(1).startsWith(QLatin1String("untap")) && second.startsWith(QLatin1String("it gets "))))
            second.replace(0, 2, QStringLiteral("~"));
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1 || !action(second, into)
            || into->effect.size() != effectBefore + 2)
            return undo();
        return writtenAsOneSentence(into->effect[effectBefore], into->effect[effectBefore + 1]) || undo();
    }
    // Round 21: "~ deals 1 damage to any target and 1 damage to itself" (Reckless Embermage, Psionic
    // Entity): the damage to the target, then ~'s to itself, one source dealing both (120.3); "~ gets +1/+0
    // until end of turn and deals 1 damage to you" (Firedrinker Satyr, Electric Eel): the change, then
    // ~'s damage to its controller.
    static const QRegularExpression damageToItself(QStringLiteral("^(~ deals \\d+ damage to .+) and (\\d+) damage to itself$"));
    // "~ deals X damage to any target and X damage to itself, where X is …" (Sunflare Shaman), "… to target
    // creature and X damage to you, where X is …" (Sparksmith): one X, counted as it resolves, for both.
    static const QRegularExpression xDamageTwice(
        QStringLiteral("^(~ deals X damage to .+?) and X damage to (itself|you)(, where X is .+)$"));
    if (const auto m = xDamageTwice.match(s); m.hasMatch()) {
        if (!action(m.captured(1) + m.captured(3), into) || into->effect.size() != effectBefore + 1)
            return undo();
        Action second = into->effect.last();
        if (second.kind != ActionKind::Damage || !second.amount.x || !second.amountOf || !second.who.isEmpty() || !second.to
            || second.to->ref != Selector::Ref::Target || second.optional || into->targets.size() != 1)
            return undo();
        second.to.reset();
        if (m.captured(2) == QLatin1String("you")) {
            second.who = QStringLiteral("you");
        } else {
            Selector self;
            self.ref = Selector::Ref::Self;
            second.to = self;
        }
        into->effect << second;
        return true;
    }
    if (xDamageThenGain(s, into, [this](const QString& t, AbilityDef* in) { return action(t, in); }))
        return true;   // round 38: "~ deals X damage to any target and you gain X life, where X is …"
    if (revealedHand(s, into, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); },
            [this](const QString& t, AbilityDef* in) { return action(t, in); }, [this](const QString& k) { return cardKinds(k); }))
        return true;   // round 43: "target player [loses 1 life and] reveals their hand" (Thoughtcutter Agent)
    static const QRegularExpression pumpThenDamage(
        QStringLiteral("^(~ gets [-+]\\d+/[-+]\\d+ until end of turn) and deals (\\d+) damage to you$"));
    const auto itself = damageToItself.match(s);
    if (const auto m = itself.hasMatch() ? itself : pumpThenDamage.match(s); m.hasMatch()) {
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1)
            return undo();
        const Action& first = into->effect.last();
        const bool fits = itself.hasMatch()
            ? first.kind == ActionKind::Damage && first.who.isEmpty() && !first.amountOf && !first.optional && first.to
                && first.to->ref != Selector::Ref::Self
            : first.kind == ActionKind::Continuous && first.continuous && first.continuous->affects
                && first.continuous->affects->ref == Selector::Ref::Self && !first.optional;
        if (!fits)
            return undo();
        Action damage;
        damage.kind = ActionKind::Damage;
        damage.amount = Amount::number(m.captured(2).toInt());
        if (itself.hasMatch()) {
            Selector self;
            self.ref = Selector::Ref::Self;
            damage.to = self;
        } else {
            damage.who = QStringLiteral("you");
        }
        into->effect << damage;
        return true;
    }
    // "untap it and remove it from combat" (the Gustcloaks, 506.4), "remove target attacking creature you
    // control from combat and untap it" (Reconnaissance): two instructions on one creature, its "it" the
    // object the first named.
    static const QRegularExpression untapRemove(QStringLiteral("^untap (.+?) and remove it from combat$"));
    static const QRegularExpression removeUntap(QStringLiteral("^remove (.+?) from combat and untap it$"));
    const auto ur = untapRemove.match(s);
    if (const auto m = ur.hasMatch() ? ur : removeUntap.match(s); m.hasMatch()) {
        const bool untapFirst = ur.hasMatch();
        const QString first = untapFirst ? QStringLiteral("untap ") + m.captured(1)
                                         : QStringLiteral("remove %1 from combat").arg(m.captured(1));
        const ActionKind kind = untapFirst ? ActionKind::Untap : ActionKind::RemoveFromCombat;
        if (!action(first, into) || into->effect.size() != effectBefore + 1 || into->effect.last().kind != kind
            || !into->effect.last().object || !into->effect.last().object->isRef()
            || into->effect.last().object->ref == Selector::Ref::Targets)
            return undo();
        Action second;
        second.kind = untapFirst ? ActionKind::RemoveFromCombat : ActionKind::Untap;
        second.object = into->effect.last().object;
        into->effect << second;
        return true;
    }
    // Round 31: "If you do, untap it and it gains haste until end of turn" (Dominus of Fealty): the target
    // the sentence before took, untapped and then given the keyword, as "Untap that permanent. It gains haste
    // until end of turn." reads it (the round trip reads the two alike, RoundTripWordings.cpp).
    static const QRegularExpression untapItGains(QStringLiteral("^untap it and (it gains .+ until end of turn)$"));
    if (const auto m = untapItGains.match(s); m.hasMatch()) {
        const auto theTarget = [](const auto& o) { return o && o->ref == Selector::Ref::Target; };
        if (!action(QStringLiteral("untap it"), into) || into->effect.size() != effectBefore + 1
            || into->effect.last().kind != ActionKind::Untap || !theTarget(into->effect.last().object)
            || !action(m.captured(1), into) || into->effect.size() != effectBefore + 2
            || into->effect.last().kind != ActionKind::Continuous || !into->effect.last().continuous
            || !theTarget(into->effect.last().continuous->affects))
            return undo();
        return true;
    }
    // Round 28: "put two +1/+1 counters on target creature and untap it" (Dragonscale Boon), "put a +1/+1
    // counter on it and untap it" (Mark of Mutiny): the counters, then the same creature untapped, as
    // "… . Untap it." says (the round trip reads the two alike, RoundTripWordings.cpp).
    static const QRegularExpression countersUntap(QStringLiteral("^(put .+ counters? on .+) and untap it$"));
    if (const auto m = countersUntap.match(s); m.hasMatch()) {
        if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1
            || into->effect.last().kind != ActionKind::PutCounter || !into->effect.last().object
            || !into->effect.last().object->isRef() || into->effect.last().object->ref == Selector::Ref::Targets)
            return undo();
        Action untap;
        untap.kind = ActionKind::Untap;
        untap.object = into->effect.last().object;
        into->effect << untap;
        return true;
    }
    // "target opponent discards a card and you draw a card" (Psychic Symbiont): the target discards, then
    // you draw (text/JoinedPairs.h).
    static const QRegularExpression discardDraw(QStringLiteral(
        "^(target opponent|target player) discards (a|two) cards? and you draw (a|two) cards?$"));
    if (const auto m = discardDraw.match(s); m.hasMatch()) {
        Selector::Ref r;
        if (!into->targets.isEmpty() || !target(m.captured(1), into, &r) || r != Selector::Ref::Target)
            return undo();
        Action discard, draw;
        discard.kind = ActionKind::Discard;
        discard.amount = amountWord(m.captured(2));
        discard.who = QStringLiteral("target_player");
        draw.kind = ActionKind::Draw;
        draw.amount = amountWord(m.captured(3));
        into->effect << discard << draw;
        return true;
    }
    if (const QStringList tokens = tokenListParts(s); !tokens.isEmpty()) {
        for (const QString& part : tokens) {
            Action a;
            if (!tokenAction(part, &a) || !a.token || a.tapped || a.amount.x || a.amount.n != 1)
                return undo();
            into->effect << a;
        }
        return true;
    }
    // Round 24: "When ~ blocks a creature, destroy that creature and ~" (Alaborn Zealot): the event's object,
    // then ~ itself (603.7c), each read alone.
    if (s == QLatin1String("destroy that creature and ~")) {
        return (action(QStringLiteral("destroy that creature"), into) && action(QStringLiteral("destroy ~"), into)
                   && into->effect.size() == effectBefore + 2 && into->targets.size() == targetsBefore)
            || undo();
    }
    // Round 25: "return target creature and target land to their owners' hands" (Churning Eddy).
    static const QRegularExpression returnBoth(
        QStringLiteral("^return (target [^,]+?) and (target .+) to their owners' hands$"));
    const auto back = returnBoth.match(s);
    if (const auto m = back.hasMatch() ? back : destroyBoth.match(s); m.hasMatch()) {
        // Two targets, each destroyed (round 25: or exiled, Grip of Desolation, or returned): the ability's
        // first and second target (115.1).
        if (!into->targets.isEmpty())
            return false;
        const int first = back.hasMatch() ? 1 : 2;
        for (const QString& phrase : {m.captured(first), m.captured(first + 1)}) {
            Selector::Ref r;
            auto what = target(phrase, into, &r);
            if (!what || r == Selector::Ref::Targets)
                return undo();
            Action both;
            both.kind = back.hasMatch()                   ? ActionKind::ReturnToHand
                : m.captured(1) == QLatin1String("exile") ? ActionKind::Exile
                                                          : ActionKind::Destroy;
            both.object = *what;
            into->effect << both;
        }
        return into->targets.size() == 2 || undo();
    }
    // Round 30: "prevent all damage that would be dealt to you and creatures you control this turn" (Safe
    // Passage): the controller's prevention rule and the creatures' for the turn, two effects that prevent
    // the same damage one would (615.1a; the round trip reads the two sentences alike, RoundTripWordings.cpp).
    static const QRegularExpression toYouAnd(
        QStringLiteral("^(prevent all damage that would be dealt to) you and ((?:other )?(?:creatures|permanents) you control) this turn$"));
    if (const auto m = toYouAnd.match(s); m.hasMatch()) {
        const QString you = m.captured(1) + QStringLiteral(" you this turn");
        const QString yours = m.captured(1) + QLatin1Char(' ') + m.captured(2) + QStringLiteral(" this turn");
        return (action(you, into) && action(yours, into) && into->effect.size() == effectBefore + 2
                   && into->targets.size() == targetsBefore)
            || undo();
    }
    return false;
}

}   // namespace strata::import
