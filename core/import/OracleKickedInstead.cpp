#include "OracleKickedInstead.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Kicker's "… instead" (702.33d): Burst Lightning, Breath of Darigaaz, Canopy Surge, Vicious Offering,
// Gift of Growth, Bog Down, Wild Onslaught, Saproling Migration. Only the number changes; which words
// name the same objects again ("it", "that creature", "those tokens") is the writer's, and the round
// trip checks them.

namespace strata::import {

std::optional<Action> withNewNumber(const Action& before, const QString& clause)
{
    static const QRegularExpression damage(QStringLiteral("^(?:it|~) deals (\\d+) damage to .+$"));
    static const QRegularExpression pt(QStringLiteral("^(?:that creature|it) gets ([+-]\\d+)/([+-]\\d+) until end of turn$"));
    static const QRegularExpression discard(QStringLiteral("^that player discards (\\w+) cards$"));
    static const QRegularExpression counters(QStringLiteral("^put (\\w+) (\\S+) counters on .+$"));
    static const QRegularExpression tokens(QStringLiteral("^create (\\w+) of those tokens$"));
    Action k = before;
    if (const auto m = damage.match(clause); m.hasMatch() && before.kind == ActionKind::Damage && !before.amountOf) {
        k.amount = Amount::number(m.captured(1).toInt());
        return k;
    }
    if (const auto m = pt.match(clause); m.hasMatch() && before.kind == ActionKind::Continuous && before.continuous
        && before.continuous->ops.size() == 1 && before.continuous->ops[0].kind == Op::Kind::ModifyPT
        && before.continuous->affects && before.continuous->affects->ref == Selector::Ref::Target) {
        Op& op = k.continuous->ops[0];
        op.power = Expr::constant(signedNumber(m.captured(1)));
        op.toughness = Expr::constant(signedNumber(m.captured(2)));
        return k;
    }
    // Round 45: "those creatures get +2/+0 until end of turn instead" after "other creatures you control get +1/+0 until end
    // of turn" (Guul Draz Overseer): the same set with another change (611.2c: fixed as the ability resolves).
    static const QRegularExpression thosePt(QStringLiteral("^those creatures get ([+-]\\d+)/([+-]\\d+) until end of turn$"));
    if (const auto m = thosePt.match(clause); m.hasMatch() && before.kind == ActionKind::Continuous && before.continuous
        && before.continuous->ops.size() == 1 && before.continuous->ops[0].kind == Op::Kind::ModifyPT
        && before.continuous->affects && !before.continuous->affects->isRef()
        && before.continuous->affects->types == quint16(CardType::Creature) && before.continuous->affects->anyOf.isEmpty()) {
        Op& op = k.continuous->ops[0];
        op.power = Expr::constant(signedNumber(m.captured(1)));
        op.toughness = Expr::constant(signedNumber(m.captured(2)));
        return k;
    }
    // Round 24: "that player gains 8 life instead" (Rest for the Weary's landfall paragraph).
    static const QRegularExpression gains(QStringLiteral("^that player gains (\\d+) life$"));
    if (const auto m = gains.match(clause); m.hasMatch() && before.kind == ActionKind::GainLife
        && before.who == QLatin1String("target_player") && !before.amountOf) {
        k.amount = Amount::number(m.captured(1).toInt());
        return k;
    }
    if (const auto m = discard.match(clause); m.hasMatch() && before.kind == ActionKind::Discard
        && before.who == QLatin1String("target_player") && numberWord(m.captured(1))) {
        k.amount = Amount::number(*numberWord(m.captured(1)));
        return k;
    }
    if (const auto m = counters.match(clause); m.hasMatch() && before.kind == ActionKind::PutCounter
        && before.counters.kind == m.captured(2) && numberWord(m.captured(1)) && !before.amountOf) {
        k.counters.n = Amount::number(*numberWord(m.captured(1)));
        return k;
    }
    // Round 27: "add {G}{G} instead" after "add {G}" (Leafkin Druid), other mana symbols; "that player
    // loses 3 life instead" after "target opponent loses 1 life" (Tezzeret's Simulacrum).
    static const QRegularExpression mana(QStringLiteral("^add ((?:\\{[WUBRGC]\\})+)$"));
    if (const auto m = mana.match(clause); m.hasMatch() && before.kind == ActionKind::AddMana
        && before.mana == Action::Mana::Symbols && !before.amountOf) {
        k.text = m.captured(1);
        return k;
    }
    static const QRegularExpression loses(QStringLiteral("^that player loses (\\d+) life$"));
    if (const auto m = loses.match(clause); m.hasMatch() && before.kind == ActionKind::LoseLife && !before.amountOf
        && before.who == QLatin1String("target_player")) {
        k.amount = Amount::number(m.captured(1).toInt());
        return k;
    }
    // Round 28: "create five of those tokens" after "create a token that's a copy of target creature" (Rite
    // of Replication) too.
    if (const auto m = tokens.match(clause); m.hasMatch()
        && (before.kind == ActionKind::CreateToken || before.kind == ActionKind::CreateTokenCopy) && !before.amountOf
        && numberWord(m.captured(1)) && *numberWord(m.captured(1)) > 1) {
        k.amount = Amount::number(*numberWord(m.captured(1)));
        return k;
    }
    // Round 30: "prevent the next 4 damage that would be dealt to that permanent or player this turn instead"
    // after "prevent the next 2 damage that would be dealt to any target this turn" (Orim's Touch): a bigger
    // shield on the same target (615.7).
    static const QRegularExpression prevent(QStringLiteral(
        "^prevent the next (\\d+) damage(?: that would be dealt to (?:that permanent or player|that creature|it) this turn)?$"));
    if (const auto m = prevent.match(clause); m.hasMatch() && before.kind == ActionKind::PreventDamage && !before.nextTime
        && !before.dealtInstead && !before.amount.x && !before.amountOf && before.who.isEmpty() && before.to
        && before.to->ref == Selector::Ref::Target) {
        k.amount = Amount::number(m.captured(1).toInt());
        return k;
    }
    // Round 28: "draw three cards instead" after "draw two cards" (Secrets of the Golden City).
    static const QRegularExpression draw(QStringLiteral("^draw (\\w+) cards$"));
    if (const auto m = draw.match(clause); m.hasMatch() && before.kind == ActionKind::Draw && before.who.isEmpty()
        && !before.amountOf && numberWord(m.captured(1)) && *numberWord(m.captured(1)) > 1) {
        k.amount = Amount::number(*numberWord(m.captured(1)));
        return k;
    }
    // Round 39: "add three mana of that type instead" after "add one mana of any type that a land you control could
    // produce" (Incubation Druid): three mana of the one type chosen (106.7); mana abilities are not played.
    static const QRegularExpression manaOfThatType(QStringLiteral("^add (\\w+) mana of that type$"));
    if (const auto m = manaOfThatType.match(clause); m.hasMatch() && before.kind == ActionKind::AddMana
        && before.mana == Action::Mana::AnyTypeLandsCouldProduce && before.object && !before.object->isRef()
        && !before.amountOf && before.amount.n <= 1 && numberWord(m.captured(1)) && *numberWord(m.captured(1)) > 1) {
        k.amount = Amount::number(*numberWord(m.captured(1)));
        return k;
    }
    return std::nullopt;
}

bool kickedInstead(const QString& clause, AbilityDef* into, Condition::Kind kind)
{
    if (into->kind != AbilityDef::Kind::Spell || into->effect.isEmpty())
        return false;
    Action& before = into->effect.last();
    if (before.condition || before.optional || before.then || before.ifYouDo || before.ifYouDont || before.otherwise)
        return false;
    auto kicked = withNewNumber(before, clause);
    if (!kicked || *kicked == before)
        return false;
    Condition c;
    c.kind = kind;
    kicked->condition = c;
    c.negated = true;   // done only when the spell was not kicked
    before.condition = c;
    into->effect << *kicked;
    return true;
}

bool kickedWholeInstead(const QString& clause, Action::Instead order, const ActionsOf& actionsOf, AbilityDef* into,
    Condition::Kind kind)
{
    // "Instead" replaces what the spell said before it: read only where that is one instruction, which the
    // kicked one then replaces whole (two before it would leave unsaid which of them is replaced).
    if (into->kind != AbilityDef::Kind::Spell || into->effect.size() != 1 || !into->modes.isEmpty())
        return false;
    const Action& before = into->effect.first();
    if (before.condition || before.optional || before.then || before.ifYouDo || before.ifYouDont || before.otherwise
        || before.instead != Action::Instead::None)
        return false;
    // Read against the spell so far, so "that creature" names its target again; no target of its own
    // (a target only a kicked spell has is chosen as it is cast, 601.2c, which a condition cannot say).
    AbilityDef read = *into;
    if (!actionsOf(clause, &read) || read.effect.size() != 2 || read.targets != into->targets)
        return false;
    Action kicked = read.effect.last();
    // The writer says "If …, X instead" of the same kind of instruction as the one before, and "If …, instead
    // X" of any (Grow from the Ashes: a basic land card, then two; RulesTextInstructions.cpp).
    if ((order == Action::Instead::None && kicked.kind != before.kind) || kicked == before || kicked.condition || kicked.optional || kicked.then
        || kicked.ifYouDo || kicked.ifYouDont || kicked.otherwise)
        return false;
    Condition c;
    c.kind = kind;
    kicked.condition = c;
    kicked.instead = order;   // only the writer's word order: the pair is one paragraph (spellAbility)
    c.negated = true;         // done only when the spell was not kicked
    into->effect.first().condition = c;
    into->effect << kicked;
    return true;
}

}   // namespace strata::import
