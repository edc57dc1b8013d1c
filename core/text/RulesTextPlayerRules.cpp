#include "RulesTextPlayerRules.h"
#include "WriterLanguage.h"
#include <algorithm>
#include <iterator>

namespace strata::rulestext {

QString playerRuleText(RuleName rule, const QString& number)
{
    struct Text {
        RuleName rule;
        const char* source;
    };
    static const Text texts[] = {
        {RuleName::AdditionalLandPlay,
            QT_TRANSLATE_NOOP("RulesText", "you may play an additional land on each of your turns")},
        {RuleName::SpendManaAsAnyColor,
            QT_TRANSLATE_NOOP("RulesText", "players may spend mana as though it were mana of any color")},
        {RuleName::DevotionPlusOne,
            QT_TRANSLATE_NOOP("RulesText", "your devotion to each color and each combination of colors is increased by one")},
        {RuleName::NoLegendRule, QT_TRANSLATE_NOOP("RulesText", "the legend rule doesn't apply")},
        {RuleName::CantBeCountered, QT_TRANSLATE_NOOP("RulesText", "spells can't be countered")},
        {RuleName::NoMaximumHandSize, QT_TRANSLATE_NOOP("RulesText", "you have no maximum hand size")},
        {RuleName::SkipDrawStep, QT_TRANSLATE_NOOP("RulesText", "skip your draw step")},
        {RuleName::PlayerHexproof, QT_TRANSLATE_NOOP("RulesText", "you have hexproof")},
        {RuleName::PlayWithTopCardRevealed,
            QT_TRANSLATE_NOOP("RulesText", "play with the top card of your library revealed")},
        {RuleName::PlayersCantGainLife, QT_TRANSLATE_NOOP("RulesText", "players can't gain life")},
        {RuleName::OpponentsCantGainLife, QT_TRANSLATE_NOOP("RulesText", "your opponents can't gain life")},
        {RuleName::PlayerShroud, QT_TRANSLATE_NOOP("RulesText", "you have shroud")},
        {RuleName::DontLoseForZeroLife,
            QT_TRANSLATE_NOOP("RulesText", "you don't lose the game for having 0 or less life")},
        {RuleName::PlayersCastOneSpellEachTurn,
            QT_TRANSLATE_NOOP("RulesText", "each player can't cast more than one spell each turn")},
        {RuleName::CastOneSpellEachTurn,
            QT_TRANSLATE_NOOP("RulesText", "you can't cast more than one spell each turn")},
        {RuleName::OpponentsDrawOneCardEachTurn,
            QT_TRANSLATE_NOOP("RulesText", "each opponent can't draw more than one card each turn")},
        {RuleName::UntapOnlyOneArtifact,
            QT_TRANSLATE_NOOP("RulesText", "players can't untap more than one artifact during their untap steps")},
        {RuleName::UntapOnlyOneCreature,
            QT_TRANSLATE_NOOP("RulesText", "players can't untap more than one creature during their untap steps")},
        {RuleName::PlayersCantSearchLibraries, QT_TRANSLATE_NOOP("RulesText", "players can't search libraries")},
        {RuleName::OpponentsCantSearchLibraries,
            QT_TRANSLATE_NOOP("RulesText", "your opponents can't search libraries")},
        {RuleName::PlayersCantCycle, QT_TRANSLATE_NOOP("RulesText", "players can't cycle cards")},
        {RuleName::PlayersSkipUntapSteps, QT_TRANSLATE_NOOP("RulesText", "players skip their untap steps")},
        {RuleName::PlayersKeepUnspentMana,
            QT_TRANSLATE_NOOP("RulesText", "players don't lose unspent mana as steps and phases end")},
        {RuleName::DamageCantBePrevented, QT_TRANSLATE_NOOP("RulesText", "damage can't be prevented")},
        {RuleName::LookAtTopCardAnyTime,
            QT_TRANSLATE_NOOP("RulesText", "you may look at the top card of your library any time")},
        {RuleName::PlayersPlayWithTopCardsRevealed,
            QT_TRANSLATE_NOOP("RulesText", "players play with the top card of their libraries revealed")},
        {RuleName::CantLoseOpponentsCantWin,
            QT_TRANSLATE_NOOP("RulesText", "you can't lose the game and your opponents can't win the game")},
        {RuleName::OpponentsCantCauseSacrifice,
            QT_TRANSLATE_NOOP("RulesText", "spells and abilities your opponents control can't cause you to sacrifice permanents")},
        {RuleName::PlayTopCardOfLibrary, QT_TRANSLATE_NOOP("RulesText", "you may play the top card of your library")},
        {RuleName::LifeCantChange, QT_TRANSLATE_NOOP("RulesText", "your life total can't change")},
        {RuleName::PlayerPreventAllDamage, QT_TRANSLATE_NOOP("RulesText", "prevent all damage that would be dealt to you")},
        {RuleName::GainLifePlusOne,   // 614.1a
            QT_TRANSLATE_NOOP("RulesText", "if you would gain life, you gain that much life plus 1 instead")},
        {RuleName::GainLifeTwice, QT_TRANSLATE_NOOP("RulesText", "if you would gain life, you gain twice that much life instead")},
        {RuleName::LifeCantGoBelowOne,
            QT_TRANSLATE_NOOP("RulesText", "damage that would reduce your life total to less than 1 reduces it to 1 instead")},
        {RuleName::MaxHandSizeReducedBy, QT_TRANSLATE_NOOP("RulesText", "your maximum hand size is reduced by %1")},
        {RuleName::MaxHandSizeIncreasedBy, QT_TRANSLATE_NOOP("RulesText", "your maximum hand size is increased by %1")},
    };
    const auto it = std::find_if(std::begin(texts), std::end(texts), [rule](const Text& t) { return t.rule == rule; });
    if (it == std::end(texts))
        return {};
    const QString text = translate("RulesText", it->source);
    return text.contains(QLatin1String("%1")) ? text.arg(number) : text;
}

bool playerRuleSaysThisTurn(RuleName rule)
{
    return rule == RuleName::CantBeCast || rule == RuleName::DamageCantBePrevented || rule == RuleName::CantPlayLands
        || rule == RuleName::PlayersCantGainLife;
}

QString additionalLandsThisTurnText(const ContinuousDef& c, const QString& number)
{
    const bool landsOnly = !c.ops.isEmpty() && std::all_of(c.ops.cbegin(), c.ops.cend(), [](const Op& o) {
        return o.kind == Op::Kind::PlayerRule && o.rule == RuleName::AdditionalLandPlay && !o.filter;
    });
    if (!landsOnly || c.duration != Duration::EndOfTurn || !c.affects || c.affects->ref != Selector::Ref::Self)
        return {};
    if (c.ops.size() == 1)
        return translate("RulesText", QT_TRANSLATE_NOOP("RulesText", "you may play an additional land this turn"));
    return translate("RulesText", QT_TRANSLATE_NOOP("RulesText", "you may play up to %1 additional lands this turn"))
        .arg(number);
}

QString permanentsEnterTappedThisTurnText(const ContinuousDef& c)
{
    if (c.ops.size() != 1 || c.duration != Duration::EndOfTurn || !c.affects || c.affects->ref != Selector::Ref::Self)
        return {};
    const Op& o = c.ops.first();
    if (o.kind != Op::Kind::PlayerRule || o.rule != RuleName::PermanentsEnterTapped || !o.filter || *o.filter != [] {
            Selector permanents;
            permanents.word = QStringLiteral("permanent");
            return permanents;
        }())
        return {};
    return translate("RulesText", QT_TRANSLATE_NOOP("RulesText", "permanents enter tapped this turn"));
}

}   // namespace strata::rulestext
