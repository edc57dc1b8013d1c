#include "OracleCostsPaid.h"
#include "OracleParser.h"
#include "OracleSacrificed.h"
#include "OracleWords.h"
#include "cards/CardParser.h"
#include "text/LifePayment.h"
#include <QRegularExpression>
#include <QSet>

namespace strata::import {

// Keyword actions and player instructions without an object: "surveil 2", "investigate",
// "proliferate", "you get {E}{E}" (107.14), "you become the monarch", and "pay {2}" (the payment an
// "If you do, …" sentence waits for). `s` starts in lower case, without its stop.
bool OracleParser::keywordAction(const QString& s, Action* a) const
{
    static const QRegularExpression surveil(QStringLiteral("^surveil (\\d+)$"));
    static const QRegularExpression energy(QStringLiteral("^you get ((?:\\{E\\})+)$"));
    static const QRegularExpression pay(QStringLiteral("^pay ((?:\\{[^}]+\\})+)$"));
    static const QRegularExpression monstrosity(QStringLiteral("^monstrosity (\\d+)$"));
    if (const auto m = monstrosity.match(s); m.hasMatch()) {   // 701.37a: on the ability's source
        a->kind = ActionKind::Monstrosity;
        a->amount = Amount::number(m.captured(1).toInt());
        return a->amount.n > 0;
    }
    static const QRegularExpression bolster(QStringLiteral("^bolster (\\d+)$"));
    if (const auto m = bolster.match(s); m.hasMatch()) {   // 701.39a
        a->kind = ActionKind::Bolster;
        a->amount = Amount::number(m.captured(1).toInt());
        return a->amount.n > 0;
    }
    // 701.47a amass, 701.46a adapt: counters the event player puts on an Army you control or on ~.
    static const QRegularExpression amassOrAdapt(QStringLiteral("^(amass|adapt) (\\d+)$"));
    if (const auto m = amassOrAdapt.match(s); m.hasMatch()) {
        a->kind = m.captured(1) == QLatin1String("amass") ? ActionKind::Amass : ActionKind::Adapt;
        a->amount = Amount::number(m.captured(2).toInt());
        return a->amount.n > 0;
    }
    // Round 38: "amass X, where X is the number of cards in your hand" (Commence the Endgame): counted as the
    // amass is performed, after the draw before it (608.2c, 608.2h). Only a hand's count, which the event player
    // counts at that moment.
    static const QRegularExpression amassX(QStringLiteral("^amass X, where X is (the number of cards in your hand)$"));
    if (const auto m = amassX.match(s); m.hasMatch()) {
        const auto counted = amount(m.captured(1));
        const bool yourHand = counted && counted->kind == Expr::Kind::Count && counted->selector
            && counted->selector->where == Selector::Where::Specific && counted->selector->zone == Zone::Hand
            && counted->selector->ownerYou && counted->selector->whose.isEmpty();
        if (!yourHand)
            return false;
        a->kind = ActionKind::Amass;
        a->amountOf = *counted;
        a->amount = Amount{true, 0};   // said "X …, where X is …"
        return true;
    }
    if (s == QLatin1String("~ explores")) {   // 701.44a
        a->kind = ActionKind::Explore;
        Selector self;
        self.ref = Selector::Ref::Self;
        a->object = self;
        return true;
    }
    if (const auto m = surveil.match(s); m.hasMatch()) {
        a->kind = ActionKind::Surveil;
        a->amount = Amount::number(m.captured(1).toInt());
        return a->amount.n > 0;
    }
    // "you get an experience counter", "each player gets a poison counter" (122.1): counters put on
    // players, not on a permanent (PutCounter without an object; `who` says which players). Energy has
    // its own symbol and action (107.14).
    static const QRegularExpression playerCounters(
        QStringLiteral("^(you get|each player gets|each opponent gets) (a|an|one|two|three) ([a-z]+) counters?$"));
    if (const auto m = playerCounters.match(s); m.hasMatch() && m.captured(3) != QLatin1String("energy")) {
        const bool one = m.captured(2).startsWith(QLatin1Char('a')) || m.captured(2) == QLatin1String("one");
        if (one == s.endsWith(QLatin1String("counters")))
            return false;
        a->kind = ActionKind::PutCounter;
        a->counters = Counters{m.captured(3), Amount::number(*numberWord(m.captured(2)))};
        a->who = m.captured(1).startsWith(QLatin1String("you")) ? QString()
            : m.captured(1).startsWith(QLatin1String("each player")) ? QStringLiteral("each_player")
                                                                   : QStringLiteral("each_opponent");
        return true;
    }
    if (const auto m = energy.match(s); m.hasMatch()) {
        a->kind = ActionKind::GetEnergy;
        a->amount = Amount::number(int(m.captured(1).size() / 3));
        return true;
    }
    // Energy ({E}, 107.14) is paid with counters, not mana: "you may pay {E}{E}. If you do, …".
    static const QRegularExpression payEnergy(QStringLiteral("^pay ((?:\\{E\\})+)$"));
    if (const auto m = payEnergy.match(s); m.hasMatch()) {
        a->kind = ActionKind::PayEnergy;
        a->amount = Amount::number(int(m.captured(1).size() / 3));
        return true;
    }
    if (const auto m = pay.match(s); m.hasMatch() && !m.captured(1).contains(QLatin1String("{E}"))) {
        ManaCost cost;
        QString err;
        if (!ManaCost::parse(m.captured(1), &cost, &err))
            return false;
        a->kind = ActionKind::PayMana;
        a->text = m.captured(1);
        return true;
    }
    // Round 40, 119.4: "you may pay 2 life. If you do, …" (Bringer of the Black Dawn), kept as the cost's text.
    static const QRegularExpression payLife(QStringLiteral("^pay ([1-9]\\d*) life$"));
    if (const auto m = payLife.match(s); m.hasMatch()) {
        a->kind = ActionKind::PayMana;
        a->text = lifePaymentText(m.captured(1).toInt());
        return true;
    }
    // 710.4: a flip card's "flip it" / "flip ~": only a flip card flips, and only itself.
    if (s == QLatin1String("transform ~") || s == QLatin1String("flip ~") || s == QLatin1String("flip it")) {
        a->kind = s.startsWith(QLatin1String("flip")) ? ActionKind::Flip : ActionKind::Transform;   // 701.27
        Selector self;
        self.ref = Selector::Ref::Self;
        a->object = self;
        return true;
    }
    if (s == QLatin1String("turn ~ face down")) {   // 708.2: Wall of Deceit, Mischievous Quanar
        a->kind = ActionKind::TurnFaceDown;
        Selector self;
        self.ref = Selector::Ref::Self;
        a->object = self;
        return true;
    }
    if (s == QLatin1String("investigate"))
        a->kind = ActionKind::Investigate;
    else if (s == QLatin1String("proliferate"))
        a->kind = ActionKind::Proliferate;
    else if (s == QLatin1String("populate"))   // 701.30a
        a->kind = ActionKind::Populate;
    else if (s == QLatin1String("you become the monarch"))
        a->kind = ActionKind::BecomeMonarch;
    else
        return false;
    return true;
}

// "You may X." (one action, chosen on resolution, 603.5) and "If you do, Y." after it: Y is done
// only when X was. `mayBefore` says the sentence before was an optional one (or the ability's own
// "you may"). False leaves `into` as it was.
bool OracleParser::choiceSentence(const QString& s, bool mayBefore, AbilityDef* into) const
{
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    auto undo = [&] {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    };
    if (s.startsWith(QLatin1String("you may "))) {
        if (!thenSentence(s.mid(8), into) || into->effect.size() != effectBefore + 1)
            return undo();
        into->effect.last().optional = true;
        return true;
    }
    // "If you do, Y" (done when X was), "If you don't, Y" and "Otherwise, Y" (done when it was not).
    static const QRegularExpression branch(QStringLiteral("^(if you do|if you don't|otherwise), (.+)$"));
    const auto m = branch.match(s);
    if (!m.hasMatch() || !mayBefore)
        return false;
    if (!thenSentence(m.captured(2), into) || into->effect.size() == effectBefore)
        return undo();
    for (int i = effectBefore; i < into->effect.size(); ++i) {
        Action& a = into->effect[i];
        if (a.optional || a.ifYouDo || a.ifYouDont || a.otherwise || a.condition)
            return undo();   // a choice inside the branch: not one Strata's flags can say
        a.ifYouDo = m.captured(1) == QLatin1String("if you do");
        a.ifYouDont = m.captured(1) == QLatin1String("if you don't");
        a.otherwise = m.captured(1) == QLatin1String("otherwise");
    }
    return true;
}

// One sentence of actions: one action as action() reads it, or two joined by ", then" where each reads
// alone ("put a +1/+1 counter on target creature, then proliferate"). False leaves `into` as it was.
bool OracleParser::thenSentence(const QString& s, AbilityDef* into) const
{
    // Round 34: or Greven's "you draw cards equal to that creature's power and you lose life equal to that creature's
    // toughness", each half read alone after the sacrifice (OracleSacrificed.cpp).
    if (action(s, into) || sacrificedCreatureHalves(s, into, [this](const QString& t, AbilityDef* in) { return action(t, in); }))
        return true;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    static const QString then = QStringLiteral(", then ");
    for (int at = s.indexOf(then); at > 0; at = s.indexOf(then, at + 1)) {
        const QString second = s.mid(at + then.size());
        // The end of a library search, read with it; round 26: not "shuffle all creature cards from your
        // graveyard into your library" (Barishi), an instruction of its own.
        if (second.startsWith(QLatin1String("shuffle")) && !second.startsWith(QLatin1String("shuffle all ")))
            continue;
        if (action(s.left(at), into) && into->effect.size() > effectBefore) {
            const int secondAt = into->effect.size();
            if (action(second, into) && into->effect.size() > secondAt) {
                into->effect[secondAt].then = true;
                return true;
            }
        }
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
    }
    return false;
}

// An intervening "if" of a trigger (603.4): the turn-history conditions of werewolves (no spells, or
// a player's two or more spells, last turn), else the conditions an "as long as" reads.
std::optional<Condition> OracleParser::triggerCondition(const QString& text) const
{
    Condition c;
    // "if that player has no cards in hand / one or fewer cards in hand / 5 or less life": a condition
    // about "you" said of the trigger's player (603.4, 603.7c; OracleEventPlayers.cpp checks the event).
    static const QRegularExpression thatPlayer(QStringLiteral("^that player has (.+)$"));
    if (const auto m = thatPlayer.match(text); m.hasMatch()) {
        static const QSet<Condition::Kind> aboutYou = {Condition::Kind::HandEmpty, Condition::Kind::HandAtMost,
            Condition::Kind::HandAtLeast, Condition::Kind::LifeAtMost, Condition::Kind::LifeAtLeast};
        auto said = condition(QStringLiteral("you have ") + m.captured(1));
        if (!said || said->also || said->negated || !aboutYou.contains(said->kind))
            return std::nullopt;
        said->who = QStringLiteral("that_player");
        return said;
    }
    if (text == QLatin1String("no spells were cast last turn")) {
        c.kind = Condition::Kind::NoSpellsCastLastTurn;
        return c;
    }
    if (text == QLatin1String("a player cast two or more spells last turn")) {
        c.kind = Condition::Kind::TwoSpellsCastLastTurn;
        return c;
    }
    // 702.33d: "if it was kicked" after a trigger that names ~ (the round trip reads that "it" as ~).
    if (text == QLatin1String("it was kicked") || text == QLatin1String("~ was kicked")) {
        c.kind = Condition::Kind::Kicked;
        return c;
    }
    // Round 30: "Then if it wasn't kicked, discard three cards." (Sphinx of Lost Truths): the same, negated.
    if (text == QLatin1String("it wasn't kicked") || text == QLatin1String("~ wasn't kicked")) {
        c.kind = Condition::Kind::Kicked;
        c.negated = true;
        return c;
    }
    if (auto paid = costPaidCondition(text))   // round 25: prowl, madness, spectacle, surge, tribute
        return paid;
    // The flip cards' "if there are two or more ki counters on ~": counters on ~ (as "~ has … on it").
    static const QRegularExpression countersOnSelf(
        QStringLiteral("^there are (\\w+) or more ([a-z]+) counters on ~$"));
    if (const auto m = countersOnSelf.match(text); m.hasMatch())
        return condition(QStringLiteral("~ has %1 or more %2 counters on it").arg(m.captured(1), m.captured(2)));
    // "if you cast it from your hand" after a trigger that names ~ (its "it"): the spell ~ was (608.3).
    if (text == QLatin1String("you cast it from your hand")) {
        c.kind = Condition::Kind::CastFromHand;
        return c;
    }
    // "if {W} was spent to cast it" after a trigger that names ~: the spell ~ was (601.2h).
    if (auto spent = manaSpentCondition(text))
        return spent;
    // Round 35: "if ~ is on the battlefield" (Myr Servitor): ~ itself, a permanent still (SelfIs with no other
    // quality); checked again on resolution (603.4), false once ~ has left the battlefield.
    if (text == QLatin1String("~ is on the battlefield")) {
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create();
        return c;
    }
    // Round 39: "if ~ has defender" (Guardian of the Ages): ~ itself has that keyword now (702.3b), checked again on
    // resolution (603.4).
    static const QRegularExpression selfKeyword(QStringLiteral("^~ has ([a-z]+)$"));
    if (const auto m = selfKeyword.match(text); m.hasMatch()) {
        QString keyword = m.captured(1);
        keyword[0] = keyword[0].toUpper();
        if (!CardParser::knownKeywords().contains(keyword))
            return std::nullopt;
        Selector filter;
        filter.hasKeyword = keyword;
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        return c;
    }
    // "At end of combat, if ~ attacked or blocked this combat, …" (the Clockwork creatures).
    if (text == QLatin1String("~ attacked or blocked this combat")) {
        c.kind = Condition::Kind::AttackedOrBlockedThisCombat;
        return c;
    }
    // The intervening "if" of an "At the beginning of …" trigger in Oracle's other words for the
    // conditions "as long as" reads: Epic Struggle's "twenty or more", Sarcomancy's "there are no Zombies
    // on the battlefield", Kezzerdrix's "your opponents control no creatures", Shadowborn Demon's "there
    // are fewer than six creature cards in your graveyard", Oversold Cemetery's "you have four or more
    // creature cards in your graveyard" (Shadows of the Past's "there are four or more …"), Mana Bloom's
    // "~ has no charge counters on it", See Red's "you didn't attack with a creature this turn".
    if (text.contains(QLatin1String("twenty or more")))   // numberWord() stops at ten
        return triggerCondition(QString(text).replace(QLatin1String("twenty or more"), QLatin1String("20 or more")));
    static const QRegularExpression noneThere(
        QStringLiteral("^(?:there are no (.+) on the battlefield|your opponents control no (.+))$"));
    if (const auto m = noneThere.match(text); m.hasMatch()) {
        const bool opponents = m.captured(1).isEmpty();
        bool plural = false;
        auto filter = objects(opponents ? m.captured(2) : m.captured(1), &plural);
        if (!filter || !plural || filter->isRef() || filter->other || filter->controller != Selector::Who::Any
            || !filter->anyOf.isEmpty())
            return std::nullopt;
        if (opponents)
            filter->controller = Selector::Who::Opponent;
        c.kind = Condition::Kind::NoneOnBattlefield;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // Round 30: "if there are seven or more lands on the battlefield" (Impending Disaster): n or more, whoever
    // controls them (AnyPlayerControls with n).
    static const QRegularExpression countThere(QStringLiteral("^there are (\\w+) or more (.+) on the battlefield$"));
    if (const auto m = countThere.match(text); m.hasMatch()) {
        bool plural = false;
        const std::optional<int> n = numberWord(m.captured(1));
        auto filter = objects(m.captured(2), &plural);
        // Round 32: "five or more other creatures" (Deathbringer Regent): other than ~ (the evaluator's `other`).
        if (!n || *n < 2 || !filter || !plural || filter->isRef() || filter->controller != Selector::Who::Any
            || !filter->anyOf.isEmpty() || filter->where != Selector::Where::Battlefield)
            return std::nullopt;
        c.kind = Condition::Kind::AnyPlayerControls;
        c.n = *n;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    static const QRegularExpression graveyardCount(QStringLiteral(
        "^(?:there are fewer than (\\w+)|(?:you have|there are) (\\w+) or more) (.+) cards in your graveyard$"));
    if (const auto m = graveyardCount.match(text); m.hasMatch()) {
        const bool fewer = !m.captured(1).isEmpty();
        const std::optional<int> n = numberWord(fewer ? m.captured(1) : m.captured(2));
        auto one = condition(QStringLiteral("a %1 card is in your graveyard").arg(m.captured(3)));
        if (n && *n >= 2 && one && one->kind == Condition::Kind::GraveyardHas) {
            one->n = *n;
            one->negated = fewer;
            return one;
        }   // else delirium's "there are four or more card types among cards in your graveyard", below
    }
    // Round 27: "When ~ dies, if it had no time counters on it, …" (Lost Auramancers): persist's condition
    // (702.79a) with another kind of counter, on ~ as it last existed (603.4, 603.10a).
    static const QRegularExpression hadNoCounters(QStringLiteral("^it had no ([+-]\\d+/[+-]\\d+|[a-z]+) counters on it$"));
    if (const auto m = hadNoCounters.match(text); m.hasMatch()) {
        c.kind = Condition::Kind::NoCounter;
        c.counterKind = m.captured(1);
        return c;
    }
    static const QRegularExpression noCounters(QStringLiteral("^~ has no ([+-]\\d+/[+-]\\d+|[a-z]+) counters on it$"));
    if (const auto m = noCounters.match(text); m.hasMatch()) {
        c.kind = Condition::Kind::SelfCountersAtLeast;
        c.n = 1;
        c.counterKind = m.captured(1);
        c.negated = true;
        return c;
    }
    // "if ~ is an enchantment" (the Opals, the Hidden cards), "if ~ is a creature": the source's card type
    // as the event happens and again on resolution (603.4); one that became a creature without "in addition
    // to its other types" is no longer an enchantment (205.1a), so it triggers no more.
    static const QRegularExpression selfType(QStringLiteral("^~ is an? (artifact|creature|enchantment|land)$"));
    if (const auto m = selfType.match(text); m.hasMatch()) {
        Selector filter;
        QString word = m.captured(1);
        word[0] = word[0].toUpper();
        filter.types = quint16(*cardTypeFromName(word));
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        return c;
    }
    if (text == QLatin1String("you didn't attack with a creature this turn")) {   // 508.1
        c.kind = Condition::Kind::AttackedThisTurn;
        c.negated = true;
        return c;
    }
    if (auto said = condition(text))
        return said;
    // Round 32: "if you cast it from your hand and there are five or more other creatures on the battlefield"
    // (Deathbringer Regent): both must hold, as the trigger's intervening "if" (603.4); each side as a trigger's
    // condition, the first split whose two sides both read.
    for (qsizetype at = text.indexOf(QLatin1String(" and ")); at > 0; at = text.indexOf(QLatin1String(" and "), at + 1)) {
        std::optional<Condition> first = triggerCondition(text.left(at));
        std::optional<Condition> second = first ? triggerCondition(text.mid(at + 5)) : std::nullopt;
        if (!first || !second || first->also || first->orElse || second->also || second->orElse)
            continue;
        first->also = QSharedPointer<Condition>::create(*second);
        return first;
    }
    return std::nullopt;
}

}   // namespace strata::import
