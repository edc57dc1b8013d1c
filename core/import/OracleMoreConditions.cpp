#include "OracleParser.h"
#include "OracleActivationEvents.h"
#include "OracleWords.h"
#include <QRegularExpression>

// The conditions of "as long as …" beyond OracleConditions.cpp's (issue 16): players' states,
// soulbond, the city's blessing, the monarch, statuses of the object itself, the most common colour, and two
// conditions joined by "and".

namespace strata::import {

std::optional<Condition> OracleParser::moreCondition(const QString& text) const
{
    Condition c;
    static const QHash<QString, Condition::Kind> fixed = {
        {QStringLiteral("an opponent is poisoned"), Condition::Kind::OpponentPoisoned},
        {QStringLiteral("you have more cards in hand than each opponent"), Condition::Kind::HandMoreThanEachOpponent},
        {QStringLiteral("an opponent has more cards in hand than you"), Condition::Kind::OpponentHandMoreThanYou},   // round 40
        {QStringLiteral("an opponent has more life than you"), Condition::Kind::OpponentLifeMoreThanYou},
        {QStringLiteral("another Aura is attached to enchanted creature"), Condition::Kind::AnotherAuraOnAttached},
        {QStringLiteral("you have the city's blessing"), Condition::Kind::CitysBlessing},
        {QStringLiteral("you're the monarch"), Condition::Kind::YouAreMonarch},   // 725.1
        {QStringLiteral("you are the monarch"), Condition::Kind::YouAreMonarch},
        {QStringLiteral("~ is paired with another creature"), Condition::Kind::Paired},
        {QStringLiteral("~ is monstrous"), Condition::Kind::Monstrous},
        {QStringLiteral("~ is renowned"), Condition::Kind::Renowned},
        {QStringLiteral("~ is blocked"), Condition::Kind::SourceIsBlocked},   // round 41 (509.1h)
        {QStringLiteral("~ is in your graveyard"), Condition::Kind::SelfInGraveyard},
        {QStringLiteral("it shares a color with the most common color among all permanents or a color tied for most "
                        "common"),
            Condition::Kind::AttachedSharesMostCommonColor},
    };
    if (const auto it = fixed.constFind(text); it != fixed.constEnd()) {
        c.kind = *it;
        return c;
    }
    if (auto history = historyCondition(text))   // OracleHistory.cpp
        return history;
    // Round 44, Septic Rats: "defending player is poisoned" (122.1f), said of the player the source attacks (506.2).
    if (text == QLatin1String("defending player is poisoned")) {
        c.kind = Condition::Kind::Poisoned;
        c.who = QStringLiteral("defending_player");
        return c;
    }
    if (auto lands = thatPlayerLandsCondition(text))   // round 45: Rivalry, Mask of Intolerance (603.4)
        return lands;
    // Round 32, Conqueror's Flail: "~ is attached to a creature": the permanent the Aura or Equipment is
    // attached to is a creature now (301.5, 303.4).
    if (text == QLatin1String("~ is attached to a creature")) {
        Selector creature;
        creature.types = quint16(CardType::Creature);
        c.kind = Condition::Kind::AttachedIs;
        c.filter = QSharedPointer<Selector>::create(creature);
        return c;
    }
    // Round 36, Animate Artifact: "enchanted artifact isn't a creature": whether the permanent the Aura is
    // attached to is a creature as the effect applies (611.3a). The layer engine checks it as it applies
    // the effect in layer 4, so the Aura's own type change does not switch it off; an earlier effect that
    // makes the artifact a creature does (613.8a).
    if (text == QLatin1String("enchanted artifact isn't a creature")) {
        Selector creature;
        creature.types = quint16(CardType::Creature);
        c.kind = Condition::Kind::AttachedIs;
        c.filter = QSharedPointer<Selector>::create(creature);
        c.negated = true;
        return c;
    }
    // Round 38, Essence Leak: "enchanted permanent is red or green": either colour (the selector's colours
    // are any of them, 105.2).
    static const QRegularExpression attachedEitherColor(QStringLiteral(
        "^enchanted (?:creature|permanent) is (white|blue|black|red|green) or (white|blue|black|red|green)$"));
    if (const auto m = attachedEitherColor.match(text); m.hasMatch() && m.captured(1) != m.captured(2)) {
        Selector either;
        either.colors.add(*colorFromName(m.captured(1)));
        either.colors.add(*colorFromName(m.captured(2)));
        c.kind = Condition::Kind::AttachedIs;
        c.filter = QSharedPointer<Selector>::create(either);
        return c;
    }
    // Round 32, Progenitor Mimic's granted "if this creature isn't a token" (111.1): whether ~ itself is a
    // token now, checked as the trigger triggers and resolves (603.4).
    if (text == QLatin1String("~ is a token") || text == QLatin1String("~ isn't a token")) {
        Selector filter;
        filter.token = true;
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        c.negated = text.contains(QLatin1String("isn't"));
        return c;
    }
    static const QRegularExpression opponentGraveyard(
        QStringLiteral("^an opponent has (\\w+) or more cards in their graveyard$"));
    static const QRegularExpression blocking(QStringLiteral("^(\\w+) or more creatures are blocking it$"));
    for (const auto* re : {&opponentGraveyard, &blocking})
        if (const auto m = re->match(text); m.hasMatch()) {
            const std::optional<int> n = numberWord(m.captured(1));
            if (!n || *n < 1)
                return std::nullopt;
            c.kind = re == &blocking ? Condition::Kind::BlockedByAtLeast : Condition::Kind::OpponentGraveyardAtLeast;
            c.n = *n;
            return c;
        }
    // Round 32, the Traps: "if four or more creatures are attacking" (Arrow Volley Trap), "if a white creature is
    // attacking" (Nemesis Trap), "if a black creature with flying is attacking" (Slingbow Trap): n or more
    // attacking creatures of that kind, whoever controls them (506.4, 508.1).
    static const QRegularExpression attacking(QStringLiteral("^(?:(\\w+) or more (.+) are|an? (.+) is) attacking$"));
    if (const auto m = attacking.match(text); m.hasMatch()) {
        const bool several = !m.captured(1).isEmpty();
        const std::optional<int> n = several ? numberWord(m.captured(1)) : std::optional<int>(1);
        bool plural = false;
        auto filter = objects(several ? m.captured(2) : m.captured(3), &plural);
        if (!n || (several && *n < 2) || !filter || plural != several || filter->isRef() || filter->other
            || filter->controller != Selector::Who::Any || !filter->anyOf.isEmpty() || filter->attacking || filter->blocking
            || filter->types != quint16(CardType::Creature) || filter->where != Selector::Where::Battlefield)
            return std::nullopt;
        filter->attacking = true;
        c.kind = Condition::Kind::AnyPlayerControls;
        c.n = several ? *n : 0;   // one: the card format's "any_player_controls", which has no count
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // Round 39, Cryptolith Fragment: "each player has 10 or less life". Life totals are whole numbers
    // (119.1), so it holds exactly when no player has 11 or more life: the negated "any_player" condition,
    // which counts only the players still in the game (800.4a).
    static const QRegularExpression eachPlayerLife(QStringLiteral("^each player has (\\d+) or less life$"));
    if (const auto m = eachPlayerLife.match(text); m.hasMatch()) {
        c.kind = Condition::Kind::LifeAtLeast;
        c.n = m.captured(1).toInt() + 1;
        c.negated = true;
        c.who = QStringLiteral("any_player");
        return c;
    }
    // Tenacious Hunter: "a creature has a -1/-1 counter on it": one on the battlefield, whoever controls it.
    static const QRegularExpression counterOnOne(
        QStringLiteral("^an? (creature|permanent|artifact|land) has an? ([+-]\\d+/[+-]\\d+|[a-z]+) counter on it$"));
    if (const auto m = counterOnOne.match(text); m.hasMatch()) {
        bool plural = false;
        auto filter = objects(m.captured(1), &plural);
        if (!filter || plural)
            return std::nullopt;
        filter->withCounter = m.captured(2);
        c.kind = Condition::Kind::AnyPlayerControls;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // Round 31, Flowering Lumberknot: "it's paired with a creature with soulbond": paired (702.95), and
    // the creature it is paired with is one the filter names, as it is now (a partner that lost soulbond
    // no longer counts).
    static const QRegularExpression pairedWith(QStringLiteral("^~ is paired with an? (.+)$"));
    if (const auto m = pairedWith.match(text); m.hasMatch() && m.captured(1) != QLatin1String("other creature")) {
        bool plural = false;
        const auto filter = objects(m.captured(1), &plural);
        if (!filter || plural || filter->isRef() || filter->other || filter->controller != Selector::Who::Any)
            return std::nullopt;
        c.kind = Condition::Kind::Paired;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // Round 36, Nether Spirit: "~ is the only creature card in your graveyard": ~ is there (113.6k), and
    // fewer than two such cards are, so the one there is ~ itself (~ is such a card: Oracle says it of one).
    static const QRegularExpression onlyCardThere(QStringLiteral("^~ is the only (\\w+) card in your graveyard$"));
    if (const auto m = onlyCardThere.match(text); m.hasMatch()) {
        const auto fewer = triggerCondition(QStringLiteral("there are fewer than two %1 cards in your graveyard").arg(m.captured(1)));
        if (!fewer || fewer->kind != Condition::Kind::GraveyardHas || !fewer->negated || fewer->also || fewer->orElse)
            return std::nullopt;
        c.kind = Condition::Kind::SelfInGraveyard;
        c.also = QSharedPointer<Condition>::create(*fewer);
        return c;
    }
    // Deadly Wanderings: "you control exactly one creature".
    static const QRegularExpression exactlyOne(QStringLiteral("^you control exactly one (\\w+)$"));
    if (const auto m = exactlyOne.match(text); m.hasMatch()) {
        bool plural = true;
        const auto filter = objects(m.captured(1), &plural);
        if (!filter || plural || filter->isRef() || filter->controller != Selector::Who::Any)
            return std::nullopt;
        c.kind = Condition::Kind::YouControlAtLeast;
        c.n = 1;
        c.atMost = 1;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // Goham Djinn: "black is the most common color among all permanents or is tied for most common".
    static const QRegularExpression mostCommon(QStringLiteral(
        "^(white|blue|black|red|green) is the most common color among all permanents or is tied for most common$"));
    if (const auto m = mostCommon.match(text); m.hasMatch()) {
        c.kind = Condition::Kind::MostCommonColor;
        c.colors.add(*colorFromName(m.captured(1)));
        return c;
    }
    // Favorable Destiny: "its controller controls another creature"; Predator's Gambit: "… no other
    // creatures" (the enchanted creature's controller, other than that creature).
    static const QRegularExpression itsController(QStringLiteral("^its controller controls (another|no other) (.+)$"));
    if (const auto m = itsController.match(text); m.hasMatch()) {
        const bool none = m.captured(1) == QLatin1String("no other");
        bool plural = false;
        const auto filter = objects(m.captured(2), &plural);
        if (!filter || plural != none || filter->isRef() || filter->other || filter->controller != Selector::Who::Any)
            return std::nullopt;
        c.kind = Condition::Kind::AttachedControllerControls;
        c.negated = none;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // "you have 30 or more life and an opponent has 10 or less life": both must hold. Each "and" is
    // tried, the first split whose two sides both read wins.
    for (int at = text.indexOf(QLatin1String(" and ")); at > 0; at = text.indexOf(QLatin1String(" and "), at + 1)) {
        std::optional<Condition> first = condition(text.left(at));
        std::optional<Condition> second = first ? condition(text.mid(at + 5)) : std::nullopt;
        if (!first || !second || first->also)
            continue;
        first->also = QSharedPointer<Condition>::create(*second);
        return first;
    }
    return std::nullopt;
}

}   // namespace strata::import

namespace strata::import {

// Soulbond (702.95c): "As long as ~ is paired with another creature, both creatures have haste" / "each
// of those creatures gets +1/+1": the effect applies to ~ and to the creature paired with it.
AbilityPtr OracleParser::pairedStatic(const QString& effect, const Condition& paired) const
{
    static const QRegularExpression both(QStringLiteral("^Both creatures have (.+)$"));
    static const QRegularExpression each(QStringLiteral("^Each of those creatures (gets|has) (.+)$"));
    QString single;
    if (const auto m = both.match(effect); m.hasMatch())
        single = QStringLiteral("~ has ") + m.captured(1);
    else if (const auto e = each.match(effect); e.hasMatch())
        single = QStringLiteral("~ %1 %2").arg(e.captured(1), e.captured(2));
    else
        return nullptr;
    const AbilityPtr plain = staticAbility(single);
    if (!plain || plain->cda || plain->condition || plain->ops.isEmpty() || !plain->affects
        || plain->affects->ref != Selector::Ref::Self)
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*plain);
    Selector pair;
    pair.ref = Selector::Ref::SelfAndPaired;
    a->affects = QSharedPointer<Selector>::create(pair);
    a->condition = paired;
    a->finalize();
    return a;
}

// Deadly Wanderings: "As long as you control exactly one creature, that creature gets +2/+0 …": the
// effect applies to the permanents the condition counts (while it holds, that one creature).
AbilityPtr OracleParser::onlyOneStatic(const QString& effect, const Condition& exactlyOne) const
{
    static const QRegularExpression that(QStringLiteral("^That (\\w+) (.+)$"));
    const auto m = that.match(effect);
    if (!m.hasMatch() || !exactlyOne.filter)
        return nullptr;
    bool plural = true;
    const auto noun = objects(m.captured(1), &plural);
    if (!noun || plural || *noun != *exactlyOne.filter)
        return nullptr;
    const AbilityPtr plain = staticAbility(QStringLiteral("~ ") + m.captured(2));
    if (!plain || plain->cda || plain->condition || plain->ops.isEmpty() || !plain->affects
        || plain->affects->ref != Selector::Ref::Self)
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*plain);
    Selector yours = *exactlyOne.filter;
    yours.controller = Selector::Who::You;
    a->affects = QSharedPointer<Selector>::create(yours);
    a->condition = exactlyOne;
    a->finalize();
    return a;
}

// Round 32, Angry Mob: "As long as it's your turn, ~'s power and toughness are each equal to 2 plus the
// number of Swamps your opponents control. As long as it's not your turn, ~'s power and toughness are each
// 2." Values set only while a condition holds are no characteristic-defining ability (604.3a): each sets
// ~'s base power and toughness in layer 7b (613.4b), the second while the first one's condition does not
// hold (the card format's "otherwise").
AbilityPtr OracleParser::turnPairStatic(const QString& sentence) const
{
    static const QRegularExpression pair(QStringLiteral(
        "^As long as it's your turn, (~'s power and toughness are each [^.]+)\\. "
        "As long as it's not your turn, (~'s power and toughness are each [^.]+)\\.?$"));
    const auto m = pair.match(sentence);
    if (!m.hasMatch())
        return nullptr;
    // "are each equal to …" reads as the characteristic-defining wording does; "are each 2", a number.
    const auto setsBase = [this](const QString& effect) -> AbilityPtr {
        static const QRegularExpression number(QStringLiteral("^~'s power and toughness are each (\\d+)$"));
        Op op;
        op.kind = Op::Kind::SetPT;
        if (const auto n = number.match(effect); n.hasMatch()) {
            op.power = op.toughness = Expr::constant(n.captured(1).toInt());
        } else {
            const AbilityPtr cda = staticAbility(effect);
            if (!cda || !cda->cda || cda->condition || cda->ops.size() != 1 || cda->ops[0].kind != Op::Kind::SetPT
                || !cda->ops[0].power || !cda->ops[0].toughness)
                return nullptr;
            op = cda->ops[0];
        }
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Static;
        a->affects = QSharedPointer<Selector>::create();
        a->affects->ref = Selector::Ref::Self;
        a->ops << op;
        return a;
    };
    const AbilityPtr yours = setsBase(m.captured(1));
    const AbilityPtr notYours = setsBase(m.captured(2));
    if (!yours || !notYours)
        return nullptr;
    Condition turn;
    turn.kind = Condition::Kind::YourTurn;
    auto other = QSharedPointer<AbilityDef>::create(*notYours);
    other->condition = turn;
    other->condition->negated = true;
    other->finalize();
    auto a = QSharedPointer<AbilityDef>::create(*yours);
    a->condition = turn;
    a->otherwise = other;
    a->finalize();
    return a;
}

}   // namespace strata::import
