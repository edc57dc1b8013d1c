#include "OracleParser.h"
#include "text/TargetClassNoun.h"
#include <QHash>
#include <QRegularExpression>

// Amounts and players read off the one target the instruction before acted on (608.2h): its power,
// toughness and controller as it last existed (split from OracleAmountActions.cpp in round 29).

namespace strata::import {

namespace {

// The writer names the one target by its one card type ("that land"), and (round 21) by the class its
// alternatives or subtypes share: "that permanent" after "target artifact or enchantment" (Destructive
// Revelry), "that land" after "target Mountain" (Peak Eruption).
bool namedByNoun(const Selector& t, const QString& noun)
{
    static const QHash<QString, CardType> nouns = {{QStringLiteral("land"), CardType::Land},
        {QStringLiteral("artifact"), CardType::Artifact}, {QStringLiteral("creature"), CardType::Creature},
        {QStringLiteral("enchantment"), CardType::Enchantment}};
    const bool oneType = t.anyOf.isEmpty() && t.subtypes.isEmpty() && nouns.contains(noun)
        && t.types == quint16(nouns.value(noun));
    return oneType || rulestext::thatTargetClassNoun(t) == noun;
}

// Round 34: the instruction before dealt damage to the one target ("~ deals 3 damage to target creature"),
// so "that creature" is that target (Lash Out's "If you win, ~ deals 3 damage to that creature's controller").
bool damagedTheOneTarget(const AbilityDef& a)
{
    if (a.targets.size() != 1 || a.targets[0].upTo != 0 || a.effect.isEmpty())
        return false;
    const Action& before = a.effect.last();
    return before.kind == ActionKind::Damage && before.to && before.to->ref == Selector::Ref::Target && !before.object;
}

// Damage of an amount read from the one target, named again as "that card's" or "that spell's" (608.2h).
Action damageOfThatTarget(Expr::Kind kind)
{
    Action a;
    a.kind = ActionKind::Damage;
    Expr amount;
    amount.kind = kind;
    amount.who = QStringLiteral("that_target");
    a.amountOf = amount;
    a.amount = Amount::number(0);
    return a;
}

}   // namespace

bool actedOnTheOneTarget(const AbilityDef& a)
{
    if (a.targets.size() != 1 || a.targets[0].upTo > 1 || a.effect.isEmpty())   // "up to one": maybe none (608.2b)
        return false;
    const Action& before = a.effect.last();
    return before.object && before.object->ref == Selector::Ref::Target;
}

// "Exile target creature. Its controller gains life equal to its power." (Swords to Plowshares), "Destroy
// target attacking creature. You gain life equal to its power." (Chastise): "its" is the one target the
// action before acted on, its power as it last existed on the battlefield (608.2h).
// Round 19: "… its toughness" (Condemn, Sever Soul), "… that creature's toughness" (Heal the Scars), and
// Phthisis' "Its controller loses life equal to its power plus its toughness".
bool OracleParser::lifeEqualToTargetPower(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression gain(QStringLiteral("^(its controller gains|you gain|its controller loses) life equal to "
                                                        "(its|that creature's|that card's) (power|toughness)( plus its toughness)?$"));
    const auto m = gain.match(s);
    if (!m.hasMatch() || !actedOnTheOneTarget(*into))
        return false;
    // Round 29: "exile target creature card from a graveyard. You gain life equal to that card's toughness."
    // (Rotfeaster Maggot): "that card" is a target card, its toughness as it last was in that zone (608.2h).
    if (m.captured(2) == QLatin1String("that card's") && into->targets[0].zone != Zone::Graveyard)
        return false;
    const bool plus = !m.captured(4).isEmpty();
    if (plus && (m.captured(2) != QLatin1String("its") || m.captured(3) != QLatin1String("power")))
        return false;
    Action a;
    a.kind = m.captured(1).endsWith(QLatin1String("loses")) ? ActionKind::LoseLife : ActionKind::GainLife;
    Expr value;
    value.kind = m.captured(3) == QLatin1String("power") ? Expr::Kind::PowerOfTarget : Expr::Kind::ToughnessOfTarget;
    if (m.captured(2) != QLatin1String("its"))
        value.who = QStringLiteral("that_target");   // "that creature's", the one target named again
    a.amountOf = value;
    if (plus) {
        Expr toughness;
        toughness.kind = Expr::Kind::ToughnessOfTarget;
        a.amountOf = Expr();
        a.amountOf->kind = Expr::Kind::Sum;
        a.amountOf->args = {value, toughness};
    }
    if (m.captured(1).startsWith(QLatin1String("its")))
        a.who = QStringLiteral("controller_of_target");
    into->effect << a;
    return true;
}

// "Destroy target land. ~ deals 2 damage to that land's controller." (Melt Terrain): the controller of
// the one target, as it last existed on the battlefield (608.2h), named by the target's noun.
bool OracleParser::damageToTargetController(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression thatController(QStringLiteral(
        "^~ deals (\\d+|X) damage to that (land|artifact|creature|enchantment|spell|permanent)'s controller$"));
    // Round 29: "Counter target creature spell. ~ deals damage equal to that spell's power to its controller."
    // (Essence Backlash): the countered spell's power as the spell began to resolve (608.2h).
    static const QRegularExpression spellPower(
        QStringLiteral("^~ deals damage equal to that spell's power to its controller$"));
    // Round 30: "Destroy target artifact. ~ deals damage to that artifact's controller equal to the artifact's
    // converted mana cost." (Viashino Heretic, said so by ActivatedPairWordings.cpp): its mana value as it
    // last existed on the battlefield (608.2h; a card in a graveyard has the same, 202.3).
    static const QRegularExpression permanentManaValue(QStringLiteral(
        "^~ deals damage equal to that (artifact|creature|enchantment|land)'s (?:converted mana cost|mana value) to its controller$"));
    const auto manaValue = permanentManaValue.match(s);
    // Round 34: "Destroy target nonblack creature. … ~ deals damage equal to that creature's power to the creature's
    // controller." (Agonizing Demise, said so by OracleSpellWordings.cpp): its power as it last existed on the
    // battlefield (608.2h), dealt to its controller then.
    const bool creaturePower = s == QLatin1String("~ deals damage equal to that creature's power to its controller");
    if (spellPower.match(s).hasMatch() || manaValue.hasMatch() || creaturePower) {
        const Selector& t = into->targets.value(0);
        const bool permanent = t.word != QLatin1String("spell");
        // Round 34: or a change of it until end of turn (Boros Fury-Shield's prevention), its power as the spell
        // resolves.
        const Action* before = into->effect.isEmpty() ? nullptr : &into->effect.last();
        const bool changed = creaturePower && into->targets.size() == 1 && into->targets[0].upTo <= 1 && before
            && before->continuous && before->continuous->affects && before->continuous->affects->ref == Selector::Ref::Target;
        const bool fits = (actedOnTheOneTarget(*into) || changed)
            && (manaValue.hasMatch() ? permanent && namedByNoun(t, manaValue.captured(1))
                    : creaturePower ? permanent && t.where == Selector::Where::Battlefield
                        && namedByNoun(t, QStringLiteral("creature"))
                                     : !permanent && t.types == quint16(CardType::Creature));
        if (!fits)
            return false;
        Action a;
        a.kind = ActionKind::Damage;
        Expr power;
        power.kind = manaValue.hasMatch() ? Expr::Kind::ManaValueOfMoved : Expr::Kind::PowerOfTarget;
        power.who = QStringLiteral("that_target");
        a.amountOf = power;
        a.amount = Amount::number(0);
        a.who = QStringLiteral("controller_of_target");   // "its controller", as the writer says it
        into->effect << a;
        return true;
    }
    // Round 30: "~ deals damage to target spell's controller equal to that spell's converted mana cost" (Refuse):
    // the spell's one target, a spell left on the stack; its controller is dealt damage equal to its mana value
    // as the spell resolves (608.2h; 202.3).
    static const QRegularExpression spellControllerManaValue(QStringLiteral(
        "^~ deals damage to (target spell)'s controller equal to that spell's (?:converted mana cost|mana value)$"));
    if (const auto r = spellControllerManaValue.match(s); r.hasMatch()) {
        Selector::Ref ref;
        if (!into->targets.isEmpty() || !into->effect.isEmpty() || into->kind != AbilityDef::Kind::Spell
            || !target(r.captured(1), into, &ref) || ref != Selector::Ref::Target
            || into->targets[0].word != QLatin1String("spell")) {
            into->targets.clear();
            return false;
        }
        Action a = damageOfThatTarget(Expr::Kind::ManaValueOfMoved);   // "that spell's"
        a.who = QStringLiteral("controller_of_that_target");
        into->effect << a;
        return true;
    }
    // Round 39: "You may put target creature card from your graveyard on top of your library. If you do, ~ deals damage
    // equal to that card's power to target creature." (Dead Reckoning): the card's power as it last was in the graveyard
    // (608.2h; a library is hidden), dealt to the spell's second target (115.1).
    // Round 43: or "Return target creature card from your graveyard to your hand. ~ deals damage equal to that card's
    // power to any target." (Morgue Burst, said so by OracleSpellWordings.cpp): its power in the hand, the same (608.2h).
    const bool anyTarget = s == QLatin1String("~ deals damage equal to that card's power to any target");
    if (s == QLatin1String("~ deals damage equal to that card's power to target creature") || anyTarget) {
        const Action* before = into->effect.isEmpty() ? nullptr : &into->effect.last();
        const bool onTop = before && before->kind == ActionKind::PutOnLibrary && before->text == QLatin1String("top") && !anyTarget;
        const bool toHand = before && before->kind == ActionKind::ReturnToHand && anyTarget && !before->optional;
        if (!actedOnTheOneTarget(*into) || (!onTop && !toHand)
            || into->targets[0].zone != Zone::Graveyard || into->targets[0].types != quint16(CardType::Creature))
            return false;
        Selector::Ref ref;
        const auto creature = target(anyTarget ? QStringLiteral("any target") : QStringLiteral("target creature"), into, &ref);
        if (!creature || ref != Selector::Ref::Target2) {
            into->targets.resize(1);
            return false;
        }
        Action a = damageOfThatTarget(Expr::Kind::PowerOfTarget);   // "that card's"
        a.to = *creature;
        into->effect << a;
        return true;
    }
    // Round 43: "Return target instant or sorcery card from your graveyard to your hand. ~ deals damage equal to that
    // card's converted mana cost to each creature your opponents control." (Volcanic Vision): the target card's mana
    // value as the spell began to resolve (202.3, 608.2h), dealt to each object of the group.
    static const QRegularExpression cardManaValueToEach(
        QStringLiteral("^~ deals damage equal to that card's (?:converted mana cost|mana value) to each (.+)$"));
    if (const auto e = cardManaValueToEach.match(s); e.hasMatch()) {
        bool plural = true;
        const auto group = actedOnTheOneTarget(*into) && into->targets[0].zone == Zone::Graveyard
            ? objects(e.captured(1), &plural) : std::nullopt;
        if (!group || plural || group->isRef())
            return false;
        Action a = damageOfThatTarget(Expr::Kind::ManaValueOfMoved);   // "that card's"
        a.to = *group;
        into->effect << a;
        return true;
    }
    const auto m = thatController.match(s);
    if (!m.hasMatch() || !(actedOnTheOneTarget(*into) || damagedTheOneTarget(*into)))
        return false;
    const Selector& t = into->targets[0];
    // "Counter target spell. ~ deals 2 damage to that spell's controller." (Ionize): the writer names a
    // spell target "that spell" whatever its types.
    const QString noun = m.captured(2);
    const bool spell = noun == QLatin1String("spell");
    if (spell != (t.word == QLatin1String("spell")))
        return false;
    if (!spell && !namedByNoun(t, noun))
        return false;
    Action a;
    a.kind = ActionKind::Damage;
    // Round 29: "~ deals X damage to that spell's controller" (Mindswipe): the X paid as the spell was cast
    // (107.3a), as a spell's other X damage is read.
    const bool x = m.captured(1) == QLatin1String("X");
    if (x && into->kind != AbilityDef::Kind::Spell)
        return false;
    a.amount = x ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
    a.who = QStringLiteral("controller_of_that_target");
    into->effect << a;
    return true;
}

}   // namespace strata::import
