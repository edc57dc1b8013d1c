#include "OracleCounterUnless.h"
#include <QRegularExpression>

// Round 40, counterspells with a payment of their own (701.6a, 118.12): "Counter target spell unless its controller
// discards their hand." (Perplex) and "Counter target spell unless its controller pays {X}, where X is the greatest
// power among creatures you control." (Spell Rupture). The counter itself is read as the templates read it.

namespace strata::import {

namespace {

// The one counter `actionsOf` reads from `text`, of one new target; false, with `into` as it was, otherwise.
bool oneCounterOfOneTarget(const QString& text, const ActionsOf& actionsOf, AbilityDef* into)
{
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const bool read = actionsOf(text, into) && into->effect.size() == effectBefore + 1
        && into->targets.size() == targetsBefore + 1 && into->effect.last().kind == ActionKind::CounterSpell
        && !into->effect.last().amountOf && !into->effect.last().optional && !into->effect.last().condition;
    if (!read) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
    }
    return read;
}

// Perplex (701.8a): the payment is the cost "discard your hand" (CostKind::DiscardHand), made by the controller of the
// spell the counter targets.
bool unlessDiscardsHand(const QString& s, const ActionsOf& actionsOf, AbilityDef* into)
{
    static const QRegularExpression unless(QStringLiteral("^(counter target [^,]+) unless its controller discards their hand$"));
    const auto m = unless.match(s);
    if (!m.hasMatch() || !oneCounterOfOneTarget(m.captured(1), actionsOf, into))
        return false;
    if (!into->effect.last().text.isEmpty()) {   // a mana payment of its own besides
        into->effect.removeLast();
        into->targets.removeLast();
        return false;
    }
    CostPart discardHand;
    discardHand.kind = CostKind::DiscardHand;
    discardHand.amount = 1;   // as costParts reads "Discard your hand" and the card format's {"discard_hand": true}
    Action a;
    a.kind = ActionKind::UnlessPays;
    a.who = QStringLiteral("controller_of_target");
    a.unlessPayment = {discardHand};
    a.nested = {into->effect.last()};
    into->effect.last() = a;
    return true;
}

// Spell Rupture (107.3, 608.2h): {X} is the amount counted as the spell resolves; only the board's greatest or highest
// value among a set, which the event player counts.
bool unlessPaysX(const QString& s, const ActionsOf& actionsOf,
    const std::function<std::optional<Expr>(const QString&)>& amountOf, AbilityDef* into)
{
    static const QRegularExpression unless(
        QStringLiteral("^(counter target [^,]+ unless its controller pays \\{X\\}), where X is (.+)$"));
    const auto m = unless.match(s);
    if (!m.hasMatch())
        return false;
    const std::optional<Expr> x = amountOf(m.captured(2));
    if (!x || (x->kind != Expr::Kind::GreatestPower && x->kind != Expr::Kind::GreatestToughness
            && x->kind != Expr::Kind::HighestManaValue))
        return false;
    if (!oneCounterOfOneTarget(m.captured(1), actionsOf, into))
        return false;
    if (into->effect.last().text != QLatin1String("{X}")) {
        into->effect.removeLast();
        into->targets.removeLast();
        return false;
    }
    into->effect.last().amountOf = *x;
    return true;
}

}   // namespace

bool counterUnlessPays(const QString& s, const ActionsOf& actionsOf,
    const std::function<std::optional<Expr>(const QString&)>& amountOf, AbilityDef* into)
{
    return unlessDiscardsHand(s, actionsOf, into) || unlessPaysX(s, actionsOf, amountOf, into);
}

}   // namespace strata::import
