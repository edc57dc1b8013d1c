#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The shield the sentence before made: "prevent the next 3 damage …", "the next time … prevent that
// damage" (615.7), not a prevention rule lasting the turn, nor a redirection.
Action* lastShield(AbilityDef* into)
{
    if (into->effect.isEmpty())
        return nullptr;
    Action& a = into->effect.last();
    const bool shield = a.kind == ActionKind::PreventDamage && !a.dealtInstead && !a.divided && !a.optional && !a.condition;
    return shield ? &a : nullptr;
}

Expr damagePreventedThisWay()
{
    Expr e;
    e.kind = Expr::Kind::EventAmount;
    return e;
}

}   // namespace

// 615.5: what a prevention effect does with the damage it prevented, done right after each time its shield
// prevents damage: "You gain life equal to the damage prevented this way." (Intervention Pact), "If damage
// is prevented this way, ~ deals that much damage to any target." (Acolyte's Reward), and Test of Faith's
// "…, and put a +1/+1 counter on that creature for each 1 damage prevented this way". They are the shield's
// `nested` actions, their amount the damage prevented (Expr::EventAmount as the event player performs them).
bool OracleParser::preventedThisWay(const QString& s, AbilityDef* into) const
{
    if (s == QLatin1String("you gain life equal to the damage prevented this way")) {
        Action* shield = lastShield(into);
        if (!shield || !shield->nested.isEmpty())
            return false;
        Action gain;
        gain.kind = ActionKind::GainLife;
        gain.amountOf = damagePreventedThisWay();
        shield->nested << gain;
        return true;
    }
    static const QRegularExpression dealsThatMuch(QStringLiteral(
        "^if damage is prevented this way, ~ deals that much damage to (any target|target player or planeswalker|target creature)$"));
    if (const auto m = dealsThatMuch.match(s); m.hasMatch()) {
        Action* shield = lastShield(into);
        if (!shield || !shield->nested.isEmpty())
            return false;
        const int targetsBefore = into->targets.size();
        Selector::Ref ref;
        const auto to = target(m.captured(1), into, &ref);
        if (!to || into->targets.size() != targetsBefore + 1) {
            into->targets.resize(targetsBefore);
            return false;
        }
        Action damage;
        damage.kind = ActionKind::Damage;
        damage.amountOf = damagePreventedThisWay();
        damage.to = *to;
        shield->nested << damage;   // a target is added to `targets`, not `effect`: `shield` still points at it
        return true;
    }
    // Deflecting Palm: "that source's controller", the controller of the source whose damage was prevented.
    if (s == QLatin1String("if damage is prevented this way, ~ deals that much damage to that source's controller")) {
        Action* shield = lastShield(into);
        if (!shield || !shield->nested.isEmpty() || !shield->nextTime || !shield->object
            || shield->object->ref != Selector::Ref::ChosenSource)
            return false;
        Action damage;
        damage.kind = ActionKind::Damage;
        damage.amountOf = damagePreventedThisWay();
        damage.who = QStringLiteral("controller_of_prevented_source");
        shield->nested << damage;
        return true;
    }
    static const QRegularExpression counterEach(QStringLiteral(
        "^(prevent the next \\d+ damage that would be dealt to target creature this turn), and put a \\+1/\\+1 counter on "
        "that creature for each 1 damage prevented this way$"));
    if (const auto m = counterEach.match(s); m.hasMatch() && into->effect.isEmpty() && into->targets.isEmpty()) {
        Action prevent;
        if (!moreActions(m.captured(1), &prevent, into) || prevent.kind != ActionKind::PreventDamage || prevent.nextTime
            || !prevent.to || prevent.to->ref != Selector::Ref::Target || prevent.object || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
        Action counters;
        counters.kind = ActionKind::PutCounter;
        counters.counters = Counters{QStringLiteral("+1/+1"), Amount{true, 0}};
        counters.amountOf = damagePreventedThisWay();
        counters.object = *prevent.to;
        prevent.nested << counters;
        into->effect << prevent;
        return true;
    }
    return false;
}

}   // namespace strata::import
