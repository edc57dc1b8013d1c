#include "OracleThisWayCounts.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

bool countedThisWay(const QString& s, AbilityDef* into)
{
    static const QRegularExpression forEach(
        QStringLiteral("^(you gain (\\d+) life|draw a card) for each ([a-z]+) destroyed this way$"));
    // Round 30: "Each other player discards a card. You draw a card for each card discarded this way." (Syphon
    // Mind): as many cards as the discard right before moved, whoever discarded them (701.8a, 608.2c).
    static const QRegularExpression discarded(QStringLiteral("^(?:you )?draw a card for each card discarded this way$"));
    if (discarded.match(s).hasMatch()) {
        if (into->effect.isEmpty())
            return false;
        const Action& before = into->effect.last();
        if (before.kind != ActionKind::Discard || before.who.isEmpty() || before.amountOf || before.object
            || before.condition || before.optional)
            return false;
        Action a;
        a.kind = ActionKind::Draw;
        Expr count;
        count.kind = Expr::Kind::CountThisWay;
        a.amountOf = timesEach(count, 1);
        a.amount = Amount{true, 0};   // a draw's computed amount, as the card format reads it
        into->effect << a;
        return true;
    }
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    // The destruction right before, of every permanent of one card type ("destroy all creatures"), the
    // type the sentence counts: how many it destroyed is then the count (indestructible and regenerated
    // ones are not, 702.12b, 701.19a).
    const Action& before = into->effect.last();
    QString type = m.captured(3);
    type[0] = type[0].toUpper();
    const std::optional<CardType> counted = cardTypeFromName(type);
    if (!counted || before.kind != ActionKind::Destroy || !before.object || before.object->isRef() || before.pick > 0
        || before.condition || before.optional || before.object->types != quint16(*counted))
        return false;
    Expr destroyed;
    destroyed.kind = Expr::Kind::CountThisWay;
    Action a;
    a.kind = m.captured(2).isEmpty() ? ActionKind::Draw : ActionKind::GainLife;
    const int per = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
    if (per < 1)
        return false;
    a.amountOf = timesEach(destroyed, per);
    // as the card format reads the amount back: a draw's computed, a gain's per object in the sum
    a.amount = a.kind == ActionKind::Draw ? Amount{true, 0} : Action().amount;
    into->effect << a;
    return true;
}

}   // namespace strata::import
