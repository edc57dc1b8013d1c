#include "RulesTextWriter.h"

// Round 32: one instruction done by each of any number of target players (OracleTargetPlayersEach.cpp; 115.1):
// "any number of target players each gain 6 life" (Hunters' Feast), "… each gain life equal to …" (Reward the
// Faithful), "… each discard a number of cards equal to …" (Cabal Conditioning), round 34's "… each draw twenty
// cards" (Jace, Memory Adept). The targets are named here.

namespace strata {
namespace rulestext {

std::optional<QStringList> Writer::eachTargetPlayerAction(const Action& a, bool optional)
{
    // Round 34: "Two target players each search their library for a card, then shuffle and put that card on top."
    // (Scheming Symmetry, Oracle's "Choose two target players. Each of them searches …"): a card of any kind.
    if (a.who == QLatin1String("each_target_player") && a.kind == ActionKind::SearchLibrary && m_targets.size() == 2
        && !optional && !a.condition) {
        const Selector card = a.object.value_or(Selector());
        if (a.text != QLatin1String("top") || a.reveal || a.amount.x || a.amount.n > 1 || card.upTo != 0 || !card.anyOf.isEmpty())
            return QStringList{};   // no other search of theirs is read: written as nothing, so the round trip fails
        m_targets[0].mentioned = m_targets[1].mentioned = true;
        return QStringList{tr("two target players each search their library for %1, then shuffle and put that card on top", "a card")
                               .arg(indefinite(noun(card, false, false), selectorGender(card)))};
    }
    // Round 39: "Two target players exchange life totals." (Soul Conduit, 701.12a).
    if (a.who == QLatin1String("each_target_player") && a.kind == ActionKind::ExchangeLifeTotals
        && m_targets.size() == 2 && !optional && !a.condition) {
        m_targets[0].mentioned = m_targets[1].mentioned = true;
        return QStringList{tr("two target players exchange life totals")};
    }
    if (a.who != QLatin1String("each_target_player") || optional || a.condition || m_targets.size() != 1)
        return std::nullopt;
    const bool named = m_targets[0].mentioned;
    m_targets[0].mentioned = true;
    // Round 34: "… each lose 2 life. Those players each sacrifice a creature." (Priest of Forgotten Gods)
    if (a.kind == ActionKind::Sacrifice && named && a.object && !a.object->isRef())
        return QStringList{tr("those players each sacrifice %1", "a permanent")
                               .arg(indefinite(noun(*a.object, false), selectorGender(*a.object)))};
    if (a.kind == ActionKind::GainLife && !a.amountOf && !a.amount.x)
        return QStringList{tr("any number of target players each gain %n life", nullptr, a.amount.n)};
    if (a.kind == ActionKind::LoseLife && !a.amountOf && !a.amount.x)
        return QStringList{tr("any number of target players each lose %n life", nullptr, a.amount.n)};
    if (a.kind == ActionKind::GainLife && a.amountOf)
        return QStringList{tr("any number of target players each gain life equal to %1", "an amount").arg(expr(*a.amountOf))};
    if (a.kind == ActionKind::Draw && !a.amountOf && !a.amount.x && a.amount.n > 1)   // round 34: Jace, Memory Adept
        return QStringList{tr("any number of target players each draw %1 cards", "a number").arg(numberWord(a.amount.n))};
    if (a.kind == ActionKind::Discard && a.amountOf)
        return QStringList{
            tr("any number of target players each discard a number of cards equal to %1", "an amount").arg(expr(*a.amountOf))};
    return QStringList{};   // no other instruction of theirs is read: written as nothing, so the round trip fails
}

}   // namespace rulestext
}   // namespace strata
