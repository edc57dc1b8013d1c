#include "OracleMayPayOrElse.h"
#include <QRegularExpression>

namespace strata::import {

bool mayPayOrElse(const QString& effect, AbilityDef* into, const UnlessOf& unlessOf, const ActionOf& action)
{
    // The offer to "that player" (mana or life, or a permanent sacrificed), then the first instruction with its subject
    // and a second one the trigger's controller does ("and you tap that creature", "and you sacrifice ~").
    static const QRegularExpression offer(QStringLiteral(
        "^that player may (pay (?:\\{[^.]+\\}|\\d+ life)|sacrifice an? [a-z]+)\\. If they don't, "
        "((?:~|that player) [^.]+) and you ((?:tap|sacrifice) (?:that creature|~))\\.$"));
    const auto m = offer.match(effect);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Triggered)
        return false;
    const bool mana = m.captured(1).startsWith(QLatin1String("pay "));
    // The first instruction under the payment, read as "… unless that player pays {3}" or "… unless they sacrifice a
    // creature" is (OracleParser::unlessPays): the payer is the player the trigger's event names either way.
    const QString first = m.captured(2)
        + (mana ? QStringLiteral(" unless that player pays ") + m.captured(1).mid(4) : QStringLiteral(" unless they ") + m.captured(1));
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const auto undo = [&] {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    };
    if (!unlessOf(first, into) || into->effect.size() != effectBefore + 1)
        return undo();
    const Action& unless = into->effect.last();
    const bool payerIsThatPlayer = mana ? unless.who == QLatin1String("that_player")
                                        : unless.who == QLatin1String("they") && unless.nested.size() == 1
            && unless.nested.first().who == QLatin1String("that_player");
    if (unless.kind != ActionKind::UnlessPays || unless.nested.size() != 1 || !payerIsThatPlayer)
        return undo();
    // The second instruction, done too when the payment is not made; it names no target of its own.
    if (!action(m.captured(3), into) || into->effect.size() != effectBefore + 2 || into->targets.size() != targetsBefore)
        return undo();
    const Action second = into->effect.takeLast();
    if ((second.kind != ActionKind::Tap && second.kind != ActionKind::Sacrifice) || !second.who.isEmpty() || second.optional
        || second.condition || !second.object)
        return undo();
    into->effect.last().nested << second;
    return true;
}

bool thatPlayerMayThen(const QString& effect, AbilityDef* into, const ActionOf& action)
{
    // Round 38: or a card of their choice, "that player may discard a card. If the player does, …" (Curse of Chaos).
    static const QRegularExpression choice(
        QStringLiteral("^that player may discard a card( at random)?\\. If the player does, ([^.]+)\\.$"));
    // Round 38: or a payment of mana, by that player ("If the player does", Unifying Theory) or by defending player
    // ("If that player does", Mtenda Lion): mana is not tracked, so a payment made counts as made (118.1).
    static const QRegularExpression payment(QStringLiteral(
        "^(?:that player may (pay \\{[^.]+\\})\\. If the player does|defending player may (pay \\{[^.]+\\})\\. If that "
        "player does), ([^.]+)\\.$"));
    const auto m = choice.match(effect);
    const auto paid = payment.match(effect);
    if ((!m.hasMatch() && !paid.hasMatch()) || into->kind != AbilityDef::Kind::Triggered)
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const auto undo = [&] {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    };
    if (paid.hasMatch()) {
        // The payment, read as the controller's "pay {2}" and then made that player's (603.7c, 508.5a).
        const bool byThatPlayer = paid.capturedLength(1) > 0;
        if (!action(paid.captured(byThatPlayer ? 1 : 2), into) || into->effect.size() != effectBefore + 1
            || into->targets.size() != targetsBefore || into->effect.last().kind != ActionKind::PayMana
            || !into->effect.last().who.isEmpty() || into->effect.last().optional)
            return undo();
        into->effect.last().who = byThatPlayer ? QStringLiteral("that_player") : QStringLiteral("defending_player");
    // The choice, read as the instruction that player does ("that player discards a card at random").
    } else if (!action(QStringLiteral("that player discards a card") + m.captured(1), into) || into->effect.size() != effectBefore + 1
        || into->effect.last().who != QLatin1String("that_player") || into->effect.last().optional) {
        return undo();
    }
    into->effect.last().optional = true;
    // What follows it, one instruction with no target of its own.
    if (!action(paid.hasMatch() ? paid.captured(3) : m.captured(2), into) || into->effect.size() != effectBefore + 2
        || into->targets.size() != targetsBefore)
        return undo();
    Action& then = into->effect.last();
    if (then.optional || then.condition || then.ifYouDo || then.ifYouDont || then.otherwise)
        return undo();
    then.ifYouDo = true;
    return true;
}

}   // namespace strata::import
