#include "OracleParser.h"
#include "ConditionedActions.h"
#include "CountOf.h"
#include "OracleCounterUnless.h"
#include "OracleKickedInstead.h"
#include "OracleKickedTheirSearch.h"
#include "OracleUnlessTargetPlayer.h"
#include "OracleWords.h"
#include "text/JoinedPairs.h"
#include "model/ManaCost.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// A payment as printed after "pay": mana symbols ("{2}{U}", not energy, which is paid with counters,
// 107.14) or "N life" (119.4).
bool paymentText(const QString& text)
{
    static const QRegularExpression life(QStringLiteral("^\\d+ life$"));
    if (life.match(text).hasMatch())
        return true;
    static const QRegularExpression symbols(QStringLiteral("^(?:\\{[^}]+\\})+$"));
    if (!symbols.match(text).hasMatch() || text.contains(QLatin1String("{E}")))
        return false;
    ManaCost cost;
    QString err;
    return ManaCost::parse(text, &cost, &err);
}

}   // namespace

// "X unless P pays C" (118.12): X is one action the other templates read, done on resolution only when
// the player P declines to pay C. `s` starts in lower case, without its stop. False leaves `into` as
// it was. "Sacrifice ~ unless you pay {M}" and "counter target spell unless its controller pays {1}"
// are read before this, as the actions the hand-made cards use.
bool OracleParser::unlessPays(const QString& s, AbilityDef* into) const
{
    if (counterUnlessPays(s, [this](const QString& t, AbilityDef* in) { return action(t, in); },
            [this](const QString& t) { return amount(t); }, into))   // round 40: Perplex, Spell Rupture
        return true;
    if (unlessTargetPlayerPays(s, [this](const QString& t, AbilityDef* in) { return action(t, in); }, into))   // Rhystic Syphon
        return true;
    // Round 34: "Unless any player pays {2}, search your library for a card, put that card into your hand, then
    // shuffle your library." (Rhystic Tutor): the payment said first, over the whole search (118.12), read as the
    // search followed by its payment; the writer says it first again, since after "then shuffle" it would seem to
    // spare the shuffle only.
    static const QRegularExpression leading(
        QStringLiteral("^unless any player pays (\\{[^,]+\\}), (search your library .+)$"));
    if (const auto m = leading.match(s); m.hasMatch()) {
        const int effectBefore = into->effect.size();
        const int targetsBefore = into->targets.size();
        if (unlessPays(m.captured(2) + QStringLiteral(" unless any player pays ") + m.captured(1), into)
            && into->effect.size() == effectBefore + 1 && into->effect.last().nested.size() == 1
            && into->effect.last().nested.first().kind == ActionKind::SearchLibrary)
            return true;
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    static const QRegularExpression unless(
        QStringLiteral("^(.+) unless (you pay|its controller pays|that player pays|any player pays|they pay) (.+)$"));
    // "sacrifice ~ unless you return a land you control to its owner's hand", "tap ~ unless you sacrifice
    // another creature", "… unless you discard a card": a payment read as one part of a cost (118.12).
    // "target player discards two cards unless they discard an artifact card": the player the action names
    // pays (`who` "they"), as for "unless they pay {2}".
    static const QRegularExpression unlessYou(
        QStringLiteral("^(.+) unless (you|they) ((?:return|sacrifice|discard|exile|tap|remove|mill|put) .+)$"));
    if (const auto y = unlessYou.match(s); y.hasMatch()) {
        QString cost = y.captured(3);
        cost[0] = cost[0].toUpper();   // as an activated ability's cost reads
        // "sacrifice ~ unless you remove a +1/+1 counter from it" (Junk Golem): from ~ itself.
        static const QRegularExpression fromIt(QStringLiteral("^(Remove (?:a|an|one) \\S+ counter from )it$"));
        if (y.captured(1).endsWith(QLatin1String(" ~")))
            cost.replace(fromIt, QStringLiteral("\\1~"));
        QVector<CostPart> payment;
        // The payments the event player makes: permanents, cards in hand or graveyard (118.3).
        // Round 32: "unless you put the top two cards of your library into your graveyard" (Deep Spawn), a mill;
        // "unless you exile the top creature card of your graveyard" (Barrow Ghoul).
        static const QVector<CostKind> payable = {CostKind::Sacrifice, CostKind::ReturnToHand, CostKind::Discard,
            CostKind::DiscardRandom, CostKind::ExileFromGraveyard, CostKind::TapUntapped, CostKind::RemoveCounters,
            CostKind::Mill, CostKind::ExileTopOfGraveyard};
        if (!costParts(cost, &payment) || payment.size() != 1 || !payable.contains(payment.first().kind)
            || payment.first().amountX || (payment.first().kind == CostKind::Sacrifice && !payment.first().card)
            || (payment.first().kind == CostKind::RemoveCounters && payment.first().card))
            return false;
        const int effectBefore = into->effect.size();
        const int targetsBefore = into->targets.size();
        static const QStringList onePlayer = {"that_player", "target_player", "controller_of_target", "controller_of_that"};
        const bool they = y.captured(2) == QLatin1String("they");
        // Round 32: or the pair the writer joins, both under the one payment (Elder Spawn's "sacrifice ~ and it
        // deals 6 damage to you", read from its leading "unless you sacrifice an Island, …").
        const bool read = action(y.captured(1), into);
        const int added = into->effect.size() - effectBefore;
        const bool pair = read && added == 2 && !they
            && writtenAsOneSentence(into->effect[effectBefore], into->effect[effectBefore + 1]);
        if (!read || (added != 1 && !pair) || into->effect.last().optional
            || into->effect.last().kind == ActionKind::Delayed || into->effect.last().kind == ActionKind::UnlessPays
            || (they && !onePlayer.contains(into->effect.last().who))) {
            into->effect.resize(effectBefore);
            into->targets.resize(targetsBefore);
            return false;
        }
        Action a;
        a.kind = ActionKind::UnlessPays;
        a.unlessPayment = payment;
        if (they)
            a.who = QStringLiteral("they");
        a.nested = into->effect.mid(effectBefore);
        into->effect.resize(effectBefore);
        into->effect << a;
        return true;
    }
    const auto m = unless.match(s);
    // Round 37: "unless they pay {1} for each vortex counter on ~" (Energy Vortex): the mana once for each counter on ~
    // as it resolves (608.2h), the action's `amountOf`.
    // Round 40: or "{1} for each card in your hand" (Megatherium): the cards of a zone, counted as it resolves too.
    static const QRegularExpression perCounter(QStringLiteral("^(\\{[^}]+\\}) for each (\\S+ counter on ~|card in your hand)$"));
    const auto per = m.hasMatch() ? perCounter.match(m.captured(3)) : QRegularExpressionMatch();
    const QString payment = per.hasMatch() ? per.captured(1) : m.captured(3);
    std::optional<Expr> times = per.hasMatch() ? sourceOrDomainCount(per.captured(2)) : std::nullopt;
    if (const auto cards = per.hasMatch() && !times ? countedOne(per.captured(2)) : std::nullopt) {
        times = Expr{};
        times->kind = Expr::Kind::Count;
        times->selector = QSharedPointer<Selector>::create(*cards);
    }
    if (!m.hasMatch() || !paymentText(payment) || (per.hasMatch() && !times))
        return false;
    const QString payer = m.captured(2);
    QString who;
    if (payer == QLatin1String("its controller pays"))
        who = QStringLiteral("controller_of_target");
    else if (payer == QLatin1String("that player pays"))
        who = QStringLiteral("that_player");
    else if (payer == QLatin1String("any player pays"))
        who = QStringLiteral("any_player");
    else if (payer == QLatin1String("they pay"))
        who = QStringLiteral("they");   // the one player the action names ("that player loses 2 life")
    // "That player" is the player a trigger's event names; elsewhere it names no one Strata knows.
    if (who == QLatin1String("that_player") && into->kind != AbilityDef::Kind::Triggered)
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const bool read = action(m.captured(1), into) && into->effect.size() == effectBefore + 1;
    // "Its controller" is the controller of the one target the action names (Crystal Shard), or, with
    // no target, of the object the trigger's event names ("destroy that creature unless its controller
    // pays {2}", Plague Fiend).
    if (read && who == QLatin1String("controller_of_target") && into->targets.size() == targetsBefore
        && into->kind == AbilityDef::Kind::Triggered && into->effect.last().object
        && into->effect.last().object->ref == Selector::Ref::It)
        who = QStringLiteral("controller_of_that");
    static const QStringList onePlayer
        = {"that_player", "target_player", "controller_of_target", "controller_of_that", "controller_of_it"};
    // Round 39: or each opponent, each paying for their own action (Rishadan Cutpurse).
    const bool payerKnown = who == QLatin1String("they")
        ? read && (onePlayer.contains(into->effect.last().who) || into->effect.last().who == QLatin1String("each_opponent"))
        : who != QLatin1String("controller_of_target") || into->targets.size() == targetsBefore + 1;
    if (!read || !payerKnown || into->effect.last().optional || into->effect.last().kind == ActionKind::Delayed) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    Action a;
    a.kind = ActionKind::UnlessPays;
    a.text = payment;
    a.amountOf = times;
    a.who = who;
    a.nested << into->effect.takeLast();
    into->effect << a;
    return true;
}

// "If this spell was kicked, X." (702.33d): X, one sentence of actions, is done only when the spell
// was kicked. The actions may not name targets of their own: a target only a kicked spell has is
// chosen as it is cast (601.2c), which an action's condition cannot say. Stop 52: addendum's "If you cast
// this spell during your main phase, X." alike, X done only then.
bool OracleParser::kickedSentence(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression kicked(
        QStringLiteral("^if (?:(?:this spell|~) was kicked|(you cast (?:this spell|~) during your main phase)), (.+)$"));
    const auto m = kicked.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Spell)
        return false;
    const Condition::Kind kind = m.hasCaptured(1) ? Condition::Kind::CastDuringYourMainPhase : Condition::Kind::Kicked;
    const QString clause = m.captured(2);
    // "…, it deals 4 damage to that permanent or player instead" (Burst Lightning): the instruction before, replaced
    const ActionsOf actionsOf = [this](const QString& text, AbilityDef* to) {
        return thatPlayersSearchAgain(text, to) || thenSentence(text, to);   // round 40: Sadistic Sacrament
    };
    if (clause.endsWith(QLatin1String(" instead")))
        return kickedInstead(clause.chopped(8), into, kind)
            || (kind == Condition::Kind::Kicked && kickedThresholdInstead(clause.chopped(8), into))
            || kickedWholeInstead(clause.chopped(8), Action::Instead::None, actionsOf, into, kind);
    // Round 28: "If this spell was kicked, instead creatures you control get +2/+2 …" (Bold Defense).
    if (clause.startsWith(QLatin1String("instead ")))
        return kickedWholeInstead(clause.mid(8), Action::Instead::InsteadFirst, actionsOf, into, kind);
    if (clause.contains(QLatin1String(" instead")))
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    if (!thenSentence(clause, into) || into->effect.size() == effectBefore
        || into->targets.size() != targetsBefore) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    Condition c;
    c.kind = kind;
    for (int i = effectBefore; i < into->effect.size(); ++i)
        into->effect[i].condition = c;
    return true;
}

// "If there are no depletion counters on ~, sacrifice it." (Hickory Woodlot): checked as the ability
// resolves, after its cost removed a counter. The actions may not name targets of their own.
bool OracleParser::noCountersSentence(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression none(
        QStringLiteral("^if there are no ([a-z]+|[+-]\\d+/[+-]\\d+) counters on ~, (.+)$"));
    const auto m = none.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    // "sacrifice it": the land that has no counters left, ~ (the round trip reads that "it" as ~ too).
    QString then = m.captured(2);
    if (then == QLatin1String("sacrifice it"))
        then = QStringLiteral("sacrifice ~");
    Condition c;   // "no depletion counters": not one or more of them
    c.kind = Condition::Kind::SelfCountersAtLeast;
    c.n = 1;
    c.counterKind = m.captured(1);
    c.negated = true;
    return conditionedActions(into, c, [&] { return thenSentence(then, into); });
}

// "If ~ was kicked, it enters with two +1/+1 counters on it [and with flying]." (702.33d, 614.1c): a
// replacement that applies only to a kicked permanent, as the hand-made Kavu Titan has it; the
// abilities it enters with are its own while the condition holds.
AbilityPtr OracleParser::kickedReplacement(const QString& sentence) const
{
    static const QRegularExpression kicked(QStringLiteral(
        "^If ~ was kicked, it enters(?: the battlefield)? with (\\w+) ([+-]\\d+/[+-]\\d+) counters? on it"
        "(?: and with ([a-z ,]+))?\\.?$"));
    const auto m = kicked.match(sentence);
    if (!m.hasMatch())
        return nullptr;
    const std::optional<int> n = numberWord(m.captured(1));
    if (!n)
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Replacement;
    a->replacement.entersWithCounters = Counters{m.captured(2), Amount::number(*n)};
    Condition c;
    c.kind = Condition::Kind::Kicked;
    a->condition = c;
    if (!m.captured(3).isEmpty()) {
        Op gains;
        gains.kind = Op::Kind::AddAbilities;
        if (!keywordList(m.captured(3), &gains.abilities) || gains.abilities.isEmpty())
            return nullptr;
        a->ops << gains;
        a->affects = QSharedPointer<Selector>::create();
        a->affects->ref = Selector::Ref::Self;
    }
    a->finalize();
    return a;
}

// "{G} was spent to cast ~" (the source, as the spell it was: 601.2h), adamant's "at least three blue
// mana was spent to cast this spell". "No mana was spent" and the hybrid "{W}{B} was spent" are not read.
std::optional<Condition> OracleParser::manaSpentCondition(const QString& text) const
{
    static const QRegularExpression one(QStringLiteral("^\\{([WUBRG])\\} was spent to cast (?:~|it|this spell)$"));
    static const QRegularExpression atLeast(
        QStringLiteral("^at least (\\w+) (white|blue|black|red|green) mana was spent to cast (?:~|this spell)$"));
    Condition c;
    c.kind = Condition::Kind::ManaSpentToCast;
    if (const auto m = one.match(text); m.hasMatch()) {
        c.colors.add(*colorFromManaSymbol(m.captured(1).at(0)));
        c.n = 1;
        return c;
    }
    if (const auto m = atLeast.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n || *n < 2)
            return std::nullopt;
        c.colors.add(*colorFromName(m.captured(2)));
        c.n = *n;
        return c;
    }
    return std::nullopt;
}

// "If {U} was spent to cast ~, draw a card." (a spell's own sentence, checked as it resolves) and "When
// ~ enters, sacrifice ~ unless {R} was spent to cast ~." (the permanent, as the spell it was). As with
// kicker, the actions may not name targets of their own (601.2c chooses them before any mana is paid).
// Round 30: "At the beginning of the end step, sacrifice ~ unless it was kicked." (Skizzik): ~ a kicked
// permanent or not (702.33d), at any trigger (the frame reads that "it" as ~, OracleFrames.cpp).
bool OracleParser::manaSpentSentence(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression ifSpent(QStringLiteral("^if ([^,]+ was spent to cast [^,]+), (.+)$"));
    static const QRegularExpression unlessSpent(QStringLiteral("^(.+) unless (\\{[WUBRG]\\} was spent to cast ~)$"));
    static const QRegularExpression unlessKicked(QStringLiteral("^(sacrifice ~) unless ~ was kicked$"));
    QString then;
    std::optional<Condition> c;
    if (const auto k = unlessKicked.match(s); k.hasMatch() && into->kind == AbilityDef::Kind::Triggered) {
        c = Condition();
        c->kind = Condition::Kind::Kicked;
        c->negated = true;
        then = k.captured(1);
    } else if (const auto m = ifSpent.match(s); m.hasMatch() && into->kind == AbilityDef::Kind::Spell) {
        c = manaSpentCondition(m.captured(1));
        then = m.captured(2);
    } else if (const auto u = unlessSpent.match(s);
               u.hasMatch() && into->kind == AbilityDef::Kind::Triggered && into->event == TriggerEvent::SelfEnters) {
        c = manaSpentCondition(u.captured(2));
        if (c)
            c->negated = true;
        then = u.captured(1);
    }
    if (!c || then.contains(QLatin1String(" instead")))
        return false;
    return conditionedActions(into, *c, [&] { return thenSentence(then, into); });
}

}   // namespace strata::import
