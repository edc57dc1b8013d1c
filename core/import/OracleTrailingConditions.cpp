#include "OracleTrailingConditions.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

bool unlessYouControl(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionOf, AbilityDef* into)
{
    // "if you don't control an Ogre" says what "unless you control an Ogre" says (the round trip reads
    // the one as the other).
    // Round 38: "~ deals 4 damage to that player unless they control a commander" (Crimson Honor Guard): the player
    // the trigger's event names (603.7c) controls any player's commander (903.3), as the instruction is done (608.2c).
    static const QRegularExpression re(
        QStringLiteral("^(.+?) (?:unless you|if you don't|(unless they)) control ((?:an?|another) [^,.]+)$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    const bool they = !m.captured(2).isEmpty();
    std::optional<Condition> c;
    if (m.captured(3) == QLatin1String("a commander")) {
        c.emplace();
        c->kind = Condition::Kind::YouControlAtLeast;
        c->n = 1;
        c->filter = QSharedPointer<Selector>::create();
        c->filter->commander = true;
    } else if (!they) {
        c = conditionOf(QStringLiteral("you control ") + m.captured(3));
    }
    if (!c || c->kind != Condition::Kind::YouControlAtLeast || c->n != 1 || c->atMost > 0 || c->negated || c->also
        || !c->filter || !c->filter->anyOf.isEmpty() || !c->filter->named.isEmpty())
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    if (!actionOf(m.captured(1), into) || into->effect.size() != effectBefore + 1 || into->targets.size() != targetsBefore
        || into->effect.last().condition || into->effect.last().optional || into->effect.last().kind == ActionKind::Delayed
        || into->effect.last().kind == ActionKind::UnlessPays
        || (they && (into->effect.last().kind != ActionKind::Damage || into->effect.last().who != QLatin1String("that_player")))) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    c->negated = true;   // done while you control none of them
    if (they)
        c->who = QStringLiteral("that_player");
    into->effect.last().condition = *c;
    return true;
}

bool drawIfOpponentLostLife(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionOf, AbilityDef* into)
{
    // Round 39, Ludevic, Necro-Alchemist: "that player may draw a card if an opponent lost life this turn", the draw's own
    // condition, checked as the ability resolves (608.2c), not an intervening "if" (603.4).
    static const QRegularExpression re(QStringLiteral("^(.+) if (an opponent lost life this turn)$"));
    const auto m = re.match(s);
    const auto c = m.hasMatch() ? conditionOf(m.captured(2)) : std::nullopt;
    if (!c || c->kind != Condition::Kind::OpponentLostLifeThisTurn || c->n > 1 || c->negated || c->also || c->orElse
        || c->lastTurn || !c->who.isEmpty())
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    if (!actionOf(m.captured(1), into) || into->effect.size() != effectBefore + 1 || into->targets.size() != targetsBefore
        || into->effect.last().kind != ActionKind::Draw || into->effect.last().condition) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    into->effect.last().condition = *c;
    return true;
}

bool ifItIs(const QString& s, const ActionsOf& actionOf, AbilityDef* into)
{
    // Round 36: or "if it's legendary" (Ancient Animus), a supertype of the target (205.4d), and "if its power
    // is 2" (Savage Swipe), its power as the instruction begins (608.2c).
    // Round 39: "if its converted mana cost is 2 or less" (Overload, Prohibit), its mana value as the instruction begins
    // (202.3, 608.2c).
    // Round 43: or "if it has the least power or is tied for least power among creatures on the battlefield" (Wretched
    // Banquet), ranked among all creatures as the instruction begins (ties rank too).
    static const QRegularExpression re(QStringLiteral(
        "^(.+?) if (?:it's (tapped|legendary|white|blue|black|red|green)|its power is (\\d+)|its converted mana cost is (\\d+) or less"
        "|it (has the least power or is tied for least power among creatures on the battlefield))$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    const bool legendary = m.captured(2) == QLatin1String("legendary");
    const bool power = !m.captured(3).isEmpty();
    const bool manaValue = !m.captured(4).isEmpty();
    const bool leastPower = m.hasCaptured(5);
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const auto undo = [&] {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    };
    if (!actionOf(m.captured(1), into) || into->effect.size() != effectBefore + 1)
        return undo();
    Action& a = into->effect.last();
    const Selector::Ref ref = a.object ? a.object->ref
        : a.continuous && a.continuous->affects ? a.continuous->affects->ref   // round 36: "gets +2/+2 … if its power is 2"
                                                 : Selector::Ref::None;
    const bool tapped = m.captured(2) == QLatin1String("tapped");
    // Round 39: or "It gains trample until end of turn if it's red." after the sentence that named the ability's one
    // target (Aurelia, Exemplar of Justice): that target's colour as the instruction is done (608.2c).
    const bool onTarget = ref == Selector::Ref::Target
        && (into->targets.size() == targetsBefore + 1 || (targetsBefore == 1 && into->targets.size() == 1 && effectBefore > 0));
    // Only colours are said of the permanent ~ is attached to ("if equipped creature is blue").
    const bool onAttached = ref == Selector::Ref::Attached && into->targets.size() == targetsBefore && !tapped && !legendary && !power
        && !manaValue && !leastPower;
    if ((!onTarget && !onAttached) || a.condition || a.optional || a.kind == ActionKind::Delayed || a.kind == ActionKind::UnlessPays)
        return undo();
    Selector quality;
    if (tapped)
        quality.tapped = true;
    else if (legendary)
        quality.supertypes = quint8(Supertype::Legendary);
    else if (power)
        quality.powerAtLeast = quality.powerAtMost = m.captured(3).toInt();
    else if (manaValue)
        quality.manaValueAtMost = m.captured(4).toInt();
    else if (leastPower) {
        quality.types = quint16(CardType::Creature);
        quality.powerRank = Selector::PowerRank::Least;
    }
    else
        quality.colors = ColorSet::of(*colorFromName(m.captured(2)));
    Condition c;
    c.kind = onTarget ? Condition::Kind::TargetIs : Condition::Kind::AttachedIs;
    c.filter = QSharedPointer<Selector>::create(quality);
    a.condition = c;
    return true;
}

bool eachPlayerDraws(const QString& s, Action* a)
{
    static const QRegularExpression re(QStringLiteral("^each (opponent|player|other player) draws (a|two|three|four|five|six|seven|X) cards?$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || (m.captured(2) == QLatin1String("a")) == s.endsWith(QLatin1String("cards")))
        return false;
    a->kind = ActionKind::Draw;   // round 24: "Each player draws X cards." (Fascination), the spell's X
    // (round 33: up to seven, "Each player draws seven cards.", Temporal Cascade)
    a->amount = m.captured(2) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(m.captured(2)));
    a->who = m.captured(1) == QLatin1String("opponent") ? QStringLiteral("each_opponent")
        : m.captured(1) == QLatin1String("other player")  ? QStringLiteral("each_other_player")   // round 26
                                                          : QStringLiteral("each_player");
    return true;
}

}   // namespace strata::import
