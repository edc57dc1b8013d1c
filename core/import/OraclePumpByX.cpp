#include "OracleParser.h"
#include "OracleMovedCardValue.h"
#include "OracleSacrificed.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

// "Target creature gets +X/+0 until end of turn." on a spell or an ability whose cost has {X} or takes X
// things (Taigam's "Exile X cards from your graveyard"): X is the number chosen as it was cast or
// activated (107.3a, 601.2b, 602.2b), fixed by then, so the layer engine reads it from the choices.
bool OracleParser::pumpByX(const QString& sentence, AbilityDef* into) const
{
    // Round 30: "… gains haste and gets +X/+X until end of turn, where X is that creature's power" (Xenagos,
    // God of Revels; Berserk, Winged Temple of Orazca): the keywords said first are the same grant, kept
    // first for the writer; "that creature's power" is the one target's, "its power".
    static const QRegularExpression gainsFirst(QStringLiteral("^(~|(?:another )?target .+?) gains ([a-z ]+?) and gets (\\S+) until end of turn(.*)$"));
    QString s = sentence;
    const auto first = gainsFirst.match(sentence);
    if (first.hasMatch())
        s = QStringLiteral("%1 gets %2 and gains %3 until end of turn%4")
                .arg(first.captured(1), first.captured(3), first.captured(2), first.captured(4));
    s.replace(QStringLiteral(", where X is that creature's power"), QStringLiteral(", where X is its power"));
    // "…, where X is its power" (Rush of Blood): the target's power as the spell resolves (608.2h), as
    // the hand-made Berserk reads it.
    static const QRegularExpression pump(QStringLiteral(
        "^(~|(?:another )?target .+?|creatures .+?) gets? ([+-])(X|\\d+)/([+-])(X|Y|\\d+)( and gains [a-z ]+?)? until end of turn"
        "(, where X is its power(?: and Y is its toughness)?)?"
        "(, where X is the sacrificed creature's power)?(, where X is that card's (?:converted mana cost|mana value))?$"));
    const auto m = pump.match(s);
    if (!m.hasMatch() || (m.captured(3) != QLatin1String("X") && m.captured(5) != QLatin1String("X")))
        return false;
    // Round 36: "+X/+Y …, where X is its power and Y is its toughness" (Nylea's Colossus' doubling, 701.9b): the
    // one target's toughness beside its power, both fixed as it resolves (608.2h); Y only with its words.
    const bool itsToughness = m.captured(7).endsWith(QLatin1String(" and Y is its toughness"));
    if (itsToughness != (m.captured(5) == QLatin1String("Y")) || (itsToughness && m.captured(3) != QLatin1String("X")))
        return false;
    // Round 21: "{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until end of turn" (Kessig
    // Wolf Run): the keywords granted beside the change (layer 6).
    QVector<AbilityPtr> gained;
    if (!m.captured(6).isEmpty() && !keywordList(m.captured(6).mid(int(qstrlen(" and gains "))), &gained))
        return false;
    const bool itsPower = !m.captured(7).isEmpty();
    // Round 20: "…, where X is the sacrificed creature's power" (Call for Blood): the creature the spell's
    // additional cost sacrificed, fixed as the spell resolves (608.2h; OracleParser::parse keeps it only
    // with that cost).
    // Round 23: an activated ability's too, whose cost sacrificed it (Atogatog, "Sacrifice an Atog creature").
    const bool sacrificedPower = !m.captured(8).isEmpty();
    if (sacrificedPower && into->kind != AbilityDef::Kind::Spell && !sacrificesOneCreature(*into))
        return false;
    // Round 34: "Target player puts the top card of their library into their graveyard. ~ gets +X/+X until end of
    // turn, where X is that card's converted mana cost." (Mindshrieker): the one card milled just before, its mana
    // value as the ability resolves (608.2h, 202.3; the event player fixes it, FixedAmounts.cpp).
    const bool milledValue = !m.captured(9).isEmpty();
    // Round 34: or the one card "Scry 1, then reveal the top card of your library." revealed (Stormchaser Chimera).
    const auto oneCardMoved = [](const Action& last) {
        const bool revealedTop = last.kind == ActionKind::LookAtTop && last.reveal && last.text == QLatin1String("none")
            && last.who.isEmpty() && !last.condition && !last.optional;
        return (last.kind == ActionKind::Mill || revealedTop) && !last.amount.x && last.amount.n == 1 && !last.amountOf;
    };
    // Round 37: or the nonland card found after all revealed were put on the bottom (Erratic Mutation), "that card's".
    const bool foundValue = milledValue && !into->effect.isEmpty() && allMovedUntilFound(into->effect.last());
    if (milledValue && !foundValue && (into->effect.isEmpty() || !oneCardMoved(into->effect.last())))
        return false;
    if (itsPower && !m.captured(1).contains(QLatin1String("target ")))
        return false;
    const bool xCost = std::any_of(into->costParts.cbegin(), into->costParts.cend(),
        [](const CostPart& c) { return c.mana.contains(QLatin1String("{X}")) || c.amountX; });
    // Round 30: "When ~ enters, you may pay {X}. If you do, target creature gets +X/+0 until end of turn."
    // (Squealing Devil): X is what the controller pays as the ability resolves (107.3, 608.2c).
    const bool xPaid = into->kind == AbilityDef::Kind::Triggered && into->effect.size() == 1
        && into->effect.first().kind == ActionKind::PayMana && into->effect.first().text == QLatin1String("{X}");
    if (!itsPower && !sacrificedPower && !milledValue && into->kind != AbilityDef::Kind::Spell && !(into->kind == AbilityDef::Kind::Activated && xCost)
        && !xPaid)
        return false;
    if ((itsPower || sacrificedPower || milledValue) && xCost)
        return false;   // X would be both the cost's and the power
    // Round 37: a spell's set of creatures, "Choose a creature type. Creatures of the chosen type get +X/+X until end
    // of turn." (Tribal Unity, mended from "of the creature type of your choice"): each one the set selects as the
    // spell resolves (611.2c), X the spell's.
    const bool set = m.captured(1).startsWith(QLatin1String("creatures "));
    const bool plural = s.contains(QLatin1String(" get ")) && !s.contains(QLatin1String(" gets "));
    if (set != plural || (set && (into->kind != AbilityDef::Kind::Spell || itsPower || sacrificedPower || milledValue
                                     || !gained.isEmpty() || first.hasMatch())))
        return false;
    Selector who;
    if (set) {
        bool many = false;
        const auto all = objects(m.captured(1), &many);
        if (!all || !many || all->isRef())
            return false;
        who = *all;
    } else if (m.captured(1) == QLatin1String("~")) {
        who.ref = Selector::Ref::Self;
    } else {
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        const auto t = target(m.captured(1), into, &r);
        if (!t || r == Selector::Ref::Targets || (itsPower && r != Selector::Ref::Target)) {
            into->targets.resize(targetsBefore);
            return false;
        }
        who = *t;
    }
    const auto side = [itsPower, sacrificedPower, milledValue, foundValue](const QString& sign, const QString& value) {
        if (value != QLatin1String("X") && value != QLatin1String("Y"))
            return Expr::constant(sign == QLatin1String("-") ? -value.toInt() : value.toInt());
        Expr x;
        x.kind = value == QLatin1String("Y") ? Expr::Kind::ToughnessOfTarget
            : itsPower                       ? Expr::Kind::PowerOfTarget
            : sacrificedPower ? Expr::Kind::PowerOfSacrificed
            : milledValue     ? Expr::Kind::ManaValueOfMoved
                              : Expr::Kind::X;
        if (foundValue)
            x.who = QStringLiteral("that_card");
        if (sign == QLatin1String("+"))
            return x;
        Expr neg;
        neg.kind = Expr::Kind::Neg;
        neg.args = {x};
        return neg;
    };
    Op op;
    op.kind = Op::Kind::ModifyPT;
    op.power = side(m.captured(2), m.captured(3));
    op.toughness = side(m.captured(4), m.captured(5));
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create(who);
    c.ops << op;
    if (!gained.isEmpty()) {
        Op gains;
        gains.kind = Op::Kind::AddAbilities;
        gains.abilities = gained;
        if (first.hasMatch())
            c.ops.prepend(gains);
        else
            c.ops << gains;
    }
    c.duration = Duration::EndOfTurn;
    Action a = Action::continuousEffect(c);
    into->effect << a;
    return true;
}

}   // namespace strata::import
