#include "OracleThisWayCounts.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

bool countedThisWay(const QString& s, AbilityDef* into)
{
    // Round 30: "Put a +1/+1 counter on ~ for each creature destroyed this way." (Whiptongue Hydra) too.
    static const QRegularExpression forEach(QStringLiteral(
        "^(you gain (\\d+) life|draw a card|put an? (\\S+) counter on ~) for each ([a-z]+) destroyed this way$"));
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    // The destruction right before, of every permanent of one card type ("destroy all creatures"), the
    // type the sentence counts: how many it destroyed is then the count (indestructible and regenerated
    // ones are not, 702.12b, 701.19a).
    const Action& before = into->effect.last();
    QString type = m.captured(4);
    type[0] = type[0].toUpper();
    const std::optional<CardType> counted = cardTypeFromName(type);
    if (!counted || before.kind != ActionKind::Destroy || !before.object || before.object->isRef() || before.pick > 0
        || before.condition || before.optional || before.object->types != quint16(*counted))
        return false;
    Expr destroyed;
    destroyed.kind = Expr::Kind::CountThisWay;
    Action a;
    if (!m.captured(3).isEmpty()) {   // counters on ~, counted as the ability resolves (608.2h, 122.6)
        a.kind = ActionKind::PutCounter;
        a.object = Selector();
        a.object->ref = Selector::Ref::Self;
        a.counters = Counters{m.captured(3), Amount{true, 0}};
        a.amountOf = destroyed;
        a.amount = Amount();   // as the counted amounts of "for each" read it (OracleAmountActions.cpp)
        into->effect << a;
        return true;
    }
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
