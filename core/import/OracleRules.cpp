#include "OracleParser.h"
#include <QHash>
#include <QRegularExpression>

namespace strata::import {

namespace {

// A static ability by which ~ itself (or, for a player's rule, its controller: the card format has
// no player selector) follows `rule` (613.10, 613.11).
AbilityPtr selfRule(RuleName rule, Op::Kind kind = Op::Kind::Rule)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    Selector self;
    self.ref = Selector::Ref::Self;
    a->affects = QSharedPointer<Selector>::create(self);
    Op op;
    op.kind = kind;
    op.rule = rule;
    a->ops << op;
    a->finalize();
    return a;
}

}   // namespace

// "~ can't block." and "~ can block only creatures with flying." (509.1a, 509.1b): rules the combat
// code checks as blockers are declared.
AbilityPtr OracleParser::objectRule(const QString& s) const
{
    if (s == QLatin1String("~ can't block."))
        return selfRule(RuleName::CantBlock);
    if (s == QLatin1String("~ can block only creatures with flying."))
        return selfRule(RuleName::CanBlockOnlyFlying);
    // 502.3: the untap step's "may choose not to untap" (Amber Prison, Rubinia Soulsinger).
    if (s == QLatin1String("You may choose not to untap ~ during your untap step."))
        return selfRule(RuleName::MayChooseNotToUntap);
    if (s == QLatin1String("If ~ is in your opening hand, you may begin the game with it on the battlefield."))
        return selfRule(RuleName::BeginGameOnBattlefield);
    if (s == QLatin1String("All creatures able to block ~ do so."))
        return selfRule(RuleName::AllAbleToBlockDoSo);
    if (s == QLatin1String("Creatures with power less than ~'s power can't block it."))
        return selfRule(RuleName::CantBeBlockedByLesserPower);
    // Dandân's "can't attack unless defending player controls an Island" (508.1c), the land type a word
    // layer 3 can change.
    static const QRegularExpression unlessDefender(
        QStringLiteral("^~ can't attack unless defending player controls an? ([A-Z]\\w+)\\.$"));
    if (const auto m = unlessDefender.match(s); m.hasMatch()) {
        const auto id = SubtypeRegistry::instance().find(m.captured(1));
        if (!id || SubtypeRegistry::instance().kind(*id) != SubtypeKind::Land)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::CantAttackUnlessDefenderControls));
        a->ops[0].subtypes << *id;
        a->finalize();
        return a;
    }
    // 615.1a: "Prevent all damage that would be dealt to ~." and "… to creatures you control.", a
    // prevention effect of a static ability the damage code applies.
    static const QRegularExpression prevent(
        QStringLiteral("^Prevent all (noncombat )?damage that would be dealt to (.+)\\.$"));
    if (const auto m = prevent.match(s); m.hasMatch()) {
        bool plural = false;
        const auto affected = objects(m.captured(2), &plural);
        if (!affected
            || (affected->isRef() && affected->ref != Selector::Ref::Self && affected->ref != Selector::Ref::Attached)
            || affected->where != Selector::Where::Battlefield)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(
            m.captured(1).isEmpty() ? RuleName::PreventAllDamageTo : RuleName::PreventNoncombatDamageTo));
        a->affects = QSharedPointer<Selector>::create(*affected);
        a->finalize();
        return a;
    }
    // A player's own abilities and rules (613.10): no object's characteristics change.
    static const QHash<QString, RuleName> playerRules = {
        {QStringLiteral("You have no maximum hand size."), RuleName::NoMaximumHandSize},
        {QStringLiteral("Skip your draw step."), RuleName::SkipDrawStep},
        {QStringLiteral("You have hexproof."), RuleName::PlayerHexproof},
        {QStringLiteral("Play with the top card of your library revealed."), RuleName::PlayWithTopCardRevealed},
        {QStringLiteral("Players can't gain life."), RuleName::PlayersCantGainLife},
    };
    if (const auto it = playerRules.constFind(s); it != playerRules.constEnd())
        return selfRule(*it, Op::Kind::PlayerRule);
    return nullptr;
}

AbilityPtr OracleParser::castingRule(const QString& s) const
{
    static const QRegularExpression additional(
        QStringLiteral("^As an additional cost to cast (?:~|this spell), (.+)\\.$"));
    if (const auto m = additional.match(s); m.hasMatch()) {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::AdditionalCost;
        QString cost = m.captured(1);
        cost[0] = cost[0].toUpper();   // as an activated ability's cost reads
        if (!costParts(cost, &a->costParts, true) || a->costParts.size() != 1)
            return nullptr;
        a->finalize();
        return a;
    }
    if (AbilityPtr a = keywordWithCost(s))   // "Kicker—{1}{B}, Discard a creature card."
        return a;
    if (AbilityPtr a = alternativeCost(s))
        return a;
    if (AbilityPtr a = costChanger(s))
        return a;
    if (AbilityPtr a = castOnly(s))
        return a;
    if (s == QLatin1String("This spell can't be countered.") || s == QLatin1String("~ can't be countered."))
        return selfRule(RuleName::CantBeCountered);
    return nullptr;
}

}   // namespace strata::import
