#include "OracleWhereX.h"
#include "CountedOnBoard.h"
#include "OracleEventAmounts.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The amount after "where X is", when the event player can count it as the spell resolves.
std::optional<Expr> countedX(const QString& text, const WhereXReaders& readers, const AbilityDef& ability)
{
    const auto e = readers.amount(text);
    if (!e || !countedOnBoard(*e, ability, text.endsWith(QLatin1String(" on the battlefield"))))
        return std::nullopt;
    return e;
}

// Reads `fixed`, the sentence with 2 for X, as one action that `fits`, then gives it X counted. False
// leaves `into` as it was.
bool readWithX(const QString& fixed, int newTargets, const Expr& x, const std::function<bool(const Action&)>& fits,
    const WhereXReaders& readers, AbilityDef* into)
{
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const bool read = readers.action(fixed, into) && into->effect.size() == effectBefore + 1
        && into->targets.size() == targetsBefore + newTargets;
    Action* a = read ? &into->effect.last() : nullptr;
    if (!a || a->amountOf || a->amount.x || a->amount.n != 2 || a->condition || a->optional || !fits(*a)) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    a->amountOf = x;
    a->amount = Amount{true, 0};
    return true;
}

// "~ deals X damage to each creature, where X is …" (120.3): the set is read as the fixed amount's
// sentence reads it ("~ deals 2 damage to each creature", Pyroclasm), then X replaces the number.
bool damageToEachX(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    static const QRegularExpression damage(QStringLiteral("^~ deals X damage to (each [^,]+), where X is (.+)$"));
    // Round 28: "~ deals damage equal to the number of Giants you control to each non-Giant creature"
    // (Thundercloud Shaman) says the same (the round trip reads it as the X it is written as).
    static const QRegularExpression equalTo(QStringLiteral("^~ deals damage equal to (the number of .+?) to (each [^,]+)$"));
    const auto withX = damage.match(s);
    const auto m = withX.hasMatch() ? withX : equalTo.match(s);
    if (!m.hasMatch())
        return false;
    const QString set = m.captured(withX.hasMatch() ? 1 : 2);
    const auto x = countedX(m.captured(withX.hasMatch() ? 2 : 1), readers, *into);
    if (!x)
        return false;
    return readWithX(QStringLiteral("~ deals 2 damage to %1").arg(set), 0, *x, [](const Action& a) {
        return a.kind == ActionKind::Damage && a.to && !a.to->isRef() && a.who.isEmpty() && !a.eachPlayer;
    }, readers, into);
}

// "Target player loses X life and you gain X life, where X is …" (119.3): the drain the fixed amount's
// sentence reads, its amount counted.
bool drainX(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    static const QRegularExpression drain(QStringLiteral("^target player loses X life and you gain X life, where X is (.+)$"));
    const auto m = drain.match(s);
    if (!m.hasMatch())
        return false;
    const auto x = countedX(m.captured(1), readers, *into);
    if (!x)
        return false;
    const int targetsBefore = into->targets.size();
    Selector::Ref r;
    if (!readers.target(QStringLiteral("target player"), into, &r) || r != Selector::Ref::Target) {
        into->targets.resize(targetsBefore);
        return false;
    }
    Action a;
    a.kind = ActionKind::Drain;
    a.drain = *x;
    into->effect << a;
    return true;
}

// "Target player puts the top X cards of their library into their graveyard, where X is the number of
// lands you control" (Dreadwaters; 701.13b: mills X cards): the mill the fixed amount's sentence reads.
bool millX(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    static const QRegularExpression mill(QStringLiteral(
        "^target player (?:mills X cards|puts the top X cards of their library into their graveyard), where X is (.+)$"));
    const auto m = mill.match(s);
    if (!m.hasMatch())
        return false;
    // Round 34: "… where X is that spell's converted mana cost" (Cloudhoof Kirin): the spell the cast event names.
    const auto x = m.captured(1).startsWith(QLatin1String("that spell's ")) ? eventObjectAmount(m.captured(1), *into, false)
                                                                           : countedX(m.captured(1), readers, *into);
    if (!x)
        return false;
    return readWithX(QStringLiteral("target player puts the top two cards of their library into their graveyard"), 1, *x,
        [](const Action& a) { return a.kind == ActionKind::Mill && a.who == QLatin1String("target_player"); }, readers, into);
}

// Round 43: "Target player loses X life and puts the top X cards of their library into their graveyard, where
// X is the number of Zombies you control" (Lich Lord of Unx; 701.13b: mills X cards): one player target, one X
// for both instructions, counted as the ability resolves (608.2h). The loss is read as "target player loses 2
// life" reads; the mill names the same target player.
bool loseAndMillX(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    static const QRegularExpression pair(QStringLiteral("^target player loses X life and (?:mills X cards|puts the top X cards "
                                                        "of their library into their graveyard), where X is (.+)$"));
    const auto m = pair.match(s);
    if (!m.hasMatch())
        return false;
    const auto x = countedX(m.captured(1), readers, *into);
    if (!x || !readWithX(QStringLiteral("target player loses 2 life"), 1, *x, [](const Action& a) {
            return a.kind == ActionKind::LoseLife && a.who == QLatin1String("target_player");
        }, readers, into))
        return false;
    Action mill;
    mill.kind = ActionKind::Mill;
    mill.who = QStringLiteral("target_player");
    mill.amountOf = *x;
    mill.amount = Amount{true, 0};
    into->effect << mill;
    return true;
}

// One side of "… minus …": a number, a hand ("the number of cards in your hand", "… in that player's hand",
// the player the sentence names, `player`), or a count the parser reads.
std::optional<Expr> differencePart(const QString& text, const QString& player, const WhereXReaders& readers, const AbilityDef& ability)
{
    bool number = false;
    const int n = text.toInt(&number);
    if (number)
        return Expr::constant(n);
    Expr hand;
    hand.kind = Expr::Kind::CardsInHand;
    if (text == QLatin1String("the number of cards in your hand"))
        hand.who = QStringLiteral("you");
    else if (text == QLatin1String("the number of cards in that player's hand") && !player.isEmpty())
        hand.who = player;
    else
        return countedX(text, readers, ability);
    return hand;
}

// "the number of cards in your hand minus 4" (Ivory Tower), "3 minus the number of cards in that player's
// hand" (Wheel of Torture), "the number of cards in your hand minus the number of cards in that player's
// hand" (Bulwark): a difference counted as the ability resolves (608.2h); below 0, 0 is dealt, gained or
// lost (107.1b). Also a hand alone, "the number of cards in that player's hand" (Dreamborn Muse).
std::optional<Expr> handDifference(const QString& text, const QString& player, const WhereXReaders& readers, const AbilityDef& ability)
{
    static const QRegularExpression minus(QStringLiteral("^(\\d+|the number of .+?) minus (\\d+|the number of .+)$"));
    const auto m = minus.match(text);
    if (!m.hasMatch())
        return text == QLatin1String("the number of cards in that player's hand") ? differencePart(text, player, readers, ability)
                                                                                  : std::nullopt;
    const auto first = differencePart(m.captured(1), player, readers, ability);
    const auto second = differencePart(m.captured(2), player, readers, ability);
    if (!first || !second || (first->isConst() && second->isConst()))
        return std::nullopt;
    Expr difference;
    difference.kind = Expr::Kind::Sum;
    if (second->isConst()) {   // the writer says a negative number of a sum as "minus 4"
        difference.args = {*first, Expr::constant(-second->value)};
        return difference;
    }
    Expr negative;
    negative.kind = Expr::Kind::Neg;
    negative.args = {*second};
    difference.args = {*first, negative};
    return difference;
}

// Round 26: "~ deals X damage to that player, where X is the number of cards in their hand minus 4" (Iron
// Maiden), "that player loses X life, where X is …" (Dark Suspicions), "~ deals X damage to target opponent,
// where X is …" (Bulwark), "you gain X life, where X is the number of cards in your hand minus 4" (Ivory
// Tower), "that player puts the top X cards of their library into their graveyard, where X is the number of
// cards in their hand" (Dreamborn Muse): the sentence with 2 for X read as it is read, its amount a hand or a
// difference (handDifference), the hand of the player the action names: the event's player or the one target.
bool handX(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    static const QRegularExpression sentence(
        QStringLiteral("^(~ deals X damage to (?:that player|target opponent|target player)|that player loses X life|you gain X life|"
                       "that player puts the top X cards of their library into their graveyard), where X is (.+)$"));
    const auto m = sentence.match(s);
    if (!m.hasMatch())
        return false;
    const bool target = m.captured(1).contains(QLatin1String("target"));
    const auto x = handDifference(m.captured(2), target ? QStringLiteral("target_player") : QStringLiteral("that_player"), readers, *into);
    if (!x)
        return false;
    QString fixed = m.captured(1);
    fixed.replace(QLatin1String(" X damage"), QLatin1String(" 2 damage"))
        .replace(QLatin1String(" X life"), QLatin1String(" 2 life"))
        .replace(QLatin1String(" top X cards"), QLatin1String(" top two cards"));
    return readWithX(fixed, target ? 1 : 0, *x, [target](const Action& a) {
        if (a.kind == ActionKind::GainLife)
            return a.who.isEmpty();
        const bool player = target ? a.who.isEmpty() && a.to : a.who == QLatin1String("that_player") && !a.to;
        return player && (a.kind == ActionKind::Damage || a.kind == ActionKind::LoseLife || a.kind == ActionKind::Mill);
    }, readers, into);
}

// Round 32: "scry X, where X is the number of planeswalkers you control" (Oath of Jace), "bolster X,
// where X is the number of tapped creatures you control" (Dragonscale General, 701.39a): the keyword action
// with X counted as the ability resolves (608.2h).
bool keywordActionX(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    static const QRegularExpression keyword(QStringLiteral("^(scry|bolster) X, where X is (.+)$"));
    const auto m = keyword.match(s);
    if (!m.hasMatch())
        return false;
    const auto x = countedX(m.captured(2), readers, *into);
    if (!x)
        return false;
    const ActionKind kind = m.captured(1) == QLatin1String("scry") ? ActionKind::Scry : ActionKind::Bolster;
    return readWithX(m.captured(1) + QStringLiteral(" 2"), 0, *x, [kind](const Action& a) { return a.kind == kind && a.who.isEmpty(); },
        readers, into);
}

// Round 36: "target land you control becomes an X/X Elemental creature until end of turn, where X is the
// number of Allies you control" (Vastwood Animist, Elvish Branchbender): the animation read with the
// ability's own X (OracleAnimatedActions.cpp), then its base power and toughness (613.4b) counted once as
// the ability resolves (608.2h; the event player fixes it, FixedAmounts.cpp).
bool animatedX(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    static const QRegularExpression becomes(
        QStringLiteral("^(.+? becomes an X/X [^,]+), where X is (.+?)(\\. It's still a land)?$"));
    const auto m = becomes.match(s);
    if (!m.hasMatch())
        return false;
    const auto x = countedX(m.captured(2), readers, *into);
    if (!x || x->perObject())
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    bool read = readers.action(m.captured(1) + m.captured(3), into) && into->effect.size() == effectBefore + 1
        && into->effect.last().kind == ActionKind::Continuous && into->effect.last().continuous;
    int counted = 0;
    for (int k = 0; read && k < into->effect.last().continuous->ops.size(); ++k) {
        Op& op = into->effect.last().continuous->ops[k];
        for (std::optional<Expr>* e : {&op.power, &op.toughness}) {
            if (!*e || (*e)->isConst())
                continue;
            if (op.kind != Op::Kind::SetPT || (*e)->kind != Expr::Kind::X)
                read = false;
            *e = *x;
            ++counted;
        }
    }
    if (!read || counted != 2) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    return true;
}

}   // namespace

bool whereXAction(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    if (!s.contains(QLatin1String(", where X is ")))
        return damageToEachX(s, readers, into);   // round 28: "damage equal to the number of … to each …"
    return damageToEachX(s, readers, into) || drainX(s, readers, into) || millX(s, readers, into) || loseAndMillX(s, readers, into)
        || handX(s, readers, into) || keywordActionX(s, readers, into) || animatedX(s, readers, into);
}

}   // namespace strata::import
