#include "OracleKickedInstead.h"
#include <QRegularExpression>

// Round 39, kicker's "… instead" of a threshold (702.33d): "Destroy target artifact if its converted mana cost is 2 or
// less. If Overload was kicked, destroy that artifact if its converted mana cost is 5 or less instead." (Overload),
// "Counter target spell if its converted mana cost is 2 or less. If Prohibit was kicked, counter that spell if its
// converted mana cost is 4 or less instead." (Prohibit).

namespace strata::import {

bool kickedThresholdInstead(const QString& clause, AbilityDef* into)
{
    static const QRegularExpression again(QStringLiteral(
        "^(destroy that artifact|counter that spell) if its converted mana cost is (\\d+) or less$"));
    const auto m = again.match(clause);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Spell || into->effect.size() != 1 || into->targets.size() != 1
        || !into->modes.isEmpty())
        return false;
    Action& before = into->effect.first();
    const ActionKind kind = m.captured(1).startsWith(QLatin1String("destroy")) ? ActionKind::Destroy : ActionKind::CounterSpell;
    if (before.kind != kind || !before.object || before.object->ref != Selector::Ref::Target || !before.condition
        || before.optional || before.then || before.ifYouDo || before.ifYouDont || before.otherwise
        || before.instead != Action::Instead::None)
        return false;
    // The instruction before is done only if the target's mana value was at most the first number, as it resolves
    // (ifItIs, 608.2c); the kicked one is that instruction with a larger number, so a kicked spell checks only it.
    const Condition& threshold = *before.condition;
    Selector manaValueOnly;
    manaValueOnly.manaValueAtMost = threshold.filter ? threshold.filter->manaValueAtMost : std::nullopt;
    const int kickedMost = m.captured(2).toInt();
    if (threshold.kind != Condition::Kind::TargetIs || threshold.negated || threshold.also || threshold.orElse
        || !threshold.filter || !manaValueOnly.manaValueAtMost || *threshold.filter != manaValueOnly
        || kickedMost <= *manaValueOnly.manaValueAtMost)
        return false;
    Condition kickedThreshold = threshold;
    kickedThreshold.filter = QSharedPointer<Selector>::create(manaValueOnly);
    kickedThreshold.filter->manaValueAtMost = kickedMost;
    Action kicked = before;
    Condition whenKicked;
    whenKicked.kind = Condition::Kind::Kicked;
    Condition unkicked = whenKicked;
    unkicked.negated = true;   // "not kicked, and …": Condition::also holds beside it
    whenKicked.also = QSharedPointer<Condition>::create(kickedThreshold);
    unkicked.also = QSharedPointer<Condition>::create(threshold);
    kicked.condition = whenKicked;
    before.condition = unkicked;
    into->effect << kicked;
    return true;
}

}   // namespace strata::import
