#include "OracleWhereX.h"
#include "CountedOnBoard.h"
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
    const auto m = damage.match(s);
    if (!m.hasMatch())
        return false;
    const auto x = countedX(m.captured(2), readers, *into);
    if (!x)
        return false;
    return readWithX(QStringLiteral("~ deals 2 damage to %1").arg(m.captured(1)), 0, *x, [](const Action& a) {
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
    const auto x = countedX(m.captured(1), readers, *into);
    if (!x)
        return false;
    return readWithX(QStringLiteral("target player puts the top two cards of their library into their graveyard"), 1, *x,
        [](const Action& a) { return a.kind == ActionKind::Mill && a.who == QLatin1String("target_player"); }, readers, into);
}

}   // namespace

bool whereXAction(const QString& s, const WhereXReaders& readers, AbilityDef* into)
{
    if (!s.contains(QLatin1String(", where X is ")))
        return false;
    return damageToEachX(s, readers, into) || drainX(s, readers, into) || millX(s, readers, into);
}

}   // namespace strata::import
