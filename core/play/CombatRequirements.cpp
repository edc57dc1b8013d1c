#include "CombatRules.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

namespace {

// The most blocking combinations tried before the search gives up (then any blocks are accepted):
// ten blockers among three attackers is a million, far beyond any scenario's.
constexpr int kBlockSearchBudget = 200000;

// "Target creature blocks target creature this turn if able" (509.1c): the object the resolved effect's second
// target names, -1 when it is gone (400.7) or the effect had no second target.
int secondTarget(const GameState& gs, const QString& effect)
{
    for (const ResolvedEffect& e : gs.effects)
        if (e.id == effect) {
            const int i = e.targets.size() == 2 ? gs.objectIndex(e.targets[1]) : -1;
            return i >= 0 && gs.objects[i].zone == Zone::Battlefield ? i : -1;
        }
    return -1;
}

// 701.15: the players who goaded it, by an action (`goadedBy`) or by a static "is goaded" (701.15b,
// Bloodthirsty Blade: the goading player is that ability's controller), each named once.
QStringList goaders(const GameState& gs, const Resolution& res, int creature)
{
    QStringList out = gs.objects[creature].goadedBy;
    for (const RuleEffectRecord& r : res.rulesEffects.value(creature))
        if (r.rule == RuleName::Goaded && !r.controller.isEmpty() && !out.contains(r.controller))
            out << r.controller;
    return out;
}

}   // namespace

// 508.1c: restrictions on whom a creature attacks, read against the defending player's board as the
// layers leave it.
std::optional<CombatProblem> CombatRules::defenderProblem(int attacker, const QString& defender) const
{
    const int walker = m_gs.objectIndex(defender);
    const QString defending = walker >= 0 ? m_res.chars[walker].controller : defender;
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(attacker)) {
        if (r.rule == RuleName::CantAttackYou && walker < 0 && defender == r.controller)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't attack %2 (%3)"),
                                     {name(attacker), playerName(defender), ruleOrigin(m_res, attacker, r.effect)}),
                "508.1c"};
        if (r.rule == RuleName::CantAttackYouOrPlaneswalkers && defending == r.controller)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't attack %2 or a planeswalker %2 controls (%3)"),
                                     {name(attacker), playerName(r.controller), ruleOrigin(m_res, attacker, r.effect)}),
                "508.1c"};
        if (r.rule != RuleName::CantAttackIfDefenderControls || !r.filter)
            continue;
        ContinuousEffect probe;
        probe.sourceIndex = attacker;
        probe.controller = m_res.chars[attacker].controller;
        const Evaluator eval(m_gs, m_res.chars);
        for (int i = 0; i < m_gs.objects.size(); ++i) {
            const GameObject& o = m_gs.objects[i];
            if (o.zone != Zone::Battlefield || o.phasedOut || m_res.chars[i].controller != defending
                || !eval.matches(*r.filter, probe, i))
                continue;
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't attack if the defending player controls a certain creature "
                                              "(%2), and %3 controls %4"),
                                     {name(attacker), ruleOrigin(m_res, attacker, r.effect), playerName(defending),
                                         name(i)}),
                "508.1c"};
        }
    }
    return std::nullopt;
}

// 508.1d, 701.15b: "attacks each combat if able" is one requirement; each goad is two, to attack and to
// attack a player other than the goading player.
int CombatRules::attackRequirementsObeyed(int creature, const QString& defender) const
{
    if (defender.isEmpty())
        return 0;
    int obeyed = 0;
    if (hasRuleEffect(m_res, creature, RuleName::AttacksEachCombat))
        ++obeyed;
    if (hasRuleEffect(m_res, creature, RuleName::AttacksSourceIfAble))
        ++obeyed;
    for (const QString& goader : goaders(m_gs, m_res, creature)) {
        ++obeyed;
        if (m_gs.player(defender) && defender != goader)
            ++obeyed;
    }
    return obeyed;
}

int CombatRules::mostAttackRequirements(int creature, QString* best) const
{
    if (goaders(m_gs, m_res, creature).isEmpty() && !hasRuleEffect(m_res, creature, RuleName::AttacksEachCombat)
        && !hasRuleEffect(m_res, creature, RuleName::AttacksSourceIfAble))
        return 0;
    // Whom it could attack: each opponent still in the game and each planeswalker one controls.
    QStringList defenders;
    for (const Player& p : m_gs.players)
        defenders << p.id;
    for (const GameObject& w : m_gs.objects)
        if (w.zone == Zone::Battlefield)
            defenders << w.id;
    int most = 0;
    for (const QString& d : defenders) {
        const int walker = m_gs.objectIndex(d);
        if (walker >= 0 && !m_res.chars[walker].type.has(CardType::Planeswalker))
            continue;
        if (!ableToAttack(creature, d))
            continue;
        const int n = attackRequirementsObeyed(creature, d);
        if (n > most) {
            most = n;
            if (best)
                *best = d;
        }
    }
    return most;
}

PlayText CombatRules::attackRequirementsText(int creature) const
{
    QVector<PlayText> parts;
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(creature))
        if (r.rule == RuleName::AttacksEachCombat || r.rule == RuleName::AttacksSourceIfAble)
            parts << PlayText(QT_TRANSLATE_NOOP("PlayText", "it attacks each combat if able (%1)"),
                {ruleOrigin(m_res, creature, r.effect)});
    for (const QString& goader : goaders(m_gs, m_res, creature))
        parts << PlayText(QT_TRANSLATE_NOOP("PlayText",
                              "it is goaded by %1: it attacks each combat if able and attacks a player other than %1 "
                              "if able (701.15b)"),
            {playerName(goader)});
    PlayText all = parts.value(0);
    for (int k = 1; k < parts.size(); ++k)
        all = PlayText(QT_TRANSLATE_NOOP("PlayText", "%1; %2"), {all, parts[k]});
    return all;
}

QVector<int> CombatRules::attackers() const
{
    QVector<int> out;
    for (int i = 0; i < m_gs.objects.size(); ++i)
        if (m_gs.objects[i].zone == Zone::Battlefield && m_gs.objects[i].attacking && !m_gs.objects[i].phasedOut)
            out << i;
    return out;
}

// 509.1c: each creature that blocks each combat if able, each "blocks ~ this turn if able", each
// attacker that must be blocked (by a creature of a set), and each creature able to block a creature
// all must block ("all creatures able to block ~ do so") is one requirement.
int CombatRules::blockRequirementsObeyed(const QHash<int, int>& blocks, PlayText* unobeyed) const
{
    int obeyed = 0;
    const auto count = [&](bool done, const PlayText& what) {
        if (done)
            ++obeyed;
        else if (unobeyed && unobeyed->isEmpty())
            *unobeyed = what;
    };
    const QVector<int> attacking = attackers();
    for (int b = 0; b < m_gs.objects.size(); ++b) {
        if (m_gs.objects[b].zone != Zone::Battlefield || m_res.chars[b].controller == m_gs.activePlayer())
            continue;
        for (const RuleEffectRecord& r : m_res.rulesEffects.value(b)) {
            if (r.rule == RuleName::BlocksEachCombat)
                count(blocks.contains(b),
                    PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 blocks each combat if able (%2)"),
                        {name(b), ruleOrigin(m_res, b, r.effect)}));
            else if (r.rule == RuleName::BlocksSourceIfAble && r.source >= 0)
                count(blocks.value(b, -1) == r.source,
                    PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 blocks %2 this turn if able (%3)"),
                        {name(b), name(r.source), ruleOrigin(m_res, b, r.effect)}));
            else if (r.rule == RuleName::BlocksTargetIfAble)   // round 41 (Hunt Down): the effect's second target
                if (const int blocked = secondTarget(m_gs, r.effect); blocked >= 0 && m_gs.objects[blocked].attacking)
                    count(blocks.value(b, -1) == blocked,
                        PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 blocks %2 this turn if able (%3)"),
                            {name(b), name(blocked), ruleOrigin(m_res, b, r.effect)}));
        }
    }
    for (int a : attacking) {
        for (const RuleEffectRecord& r : m_res.rulesEffects.value(a)) {
            if (r.rule == RuleName::MustBeBlocked) {
                count(std::find(blocks.cbegin(), blocks.cend(), a) != blocks.cend(),
                    PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 must be blocked if able (%2)"),
                        {name(a), ruleOrigin(m_res, a, r.effect)}));
            } else if (r.rule == RuleName::MustBeBlockedBy && r.filter) {
                ContinuousEffect probe;
                probe.sourceIndex = a;
                probe.controller = m_res.chars[a].controller;
                const Evaluator eval(m_gs, m_res.chars);
                bool done = false;
                for (auto it = blocks.cbegin(); it != blocks.cend() && !done; ++it)
                    done = it.value() == a && eval.matches(*r.filter, probe, it.key());
                count(done, PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 must be blocked by a certain creature if able (%2)"),
                                {name(a), ruleOrigin(m_res, a, r.effect)}));
            } else if (r.rule == RuleName::AllAbleToBlockDoSo) {
                // Marble Priest: only the blockers the filter names ("All Walls able to block ~"), matched
                // with the effect's source and controller.
                ContinuousEffect probe;
                probe.sourceIndex = r.source;
                probe.controller = r.controller;
                const Evaluator eval(m_gs, m_res.chars);
                for (int b = 0; b < m_gs.objects.size(); ++b)
                    if (!cannotBlockAtAll(b) && !cannotBlock(b, a) && (!r.filter || eval.matches(*r.filter, probe, b)))
                        count(blocks.value(b, -1) == a,
                            PlayText(QT_TRANSLATE_NOOP("PlayText",
                                         "all creatures able to block %1 do so (%2), and %3 is able to"),
                                {name(a), ruleOrigin(m_res, a, r.effect), name(b)}));
            }
        }
    }
    return obeyed;
}

int CombatRules::mostBlockRequirements() const
{
    // Nothing to obey: the search is skipped (the common case).
    QHash<int, int> blocks;
    PlayText first;
    blockRequirementsObeyed(blocks, &first);
    if (first.isEmpty())
        return 0;
    QVector<int> blockers;
    for (int b = 0; b < m_gs.objects.size(); ++b)
        if (!cannotBlockAtAll(b))
            blockers << b;
    int best = 0, budget = kBlockSearchBudget;
    bestBlocks(blockers, 0, blocks, &best, &budget);
    return budget < 0 ? 0 : best;
}

// Each blocker blocks no creature or one it may block alone; blocks that break a restriction on the
// number of blockers (menace, "more than one creature", 509.1b-c) are not counted.
void CombatRules::bestBlocks(const QVector<int>& blockers, int k, QHash<int, int>& blocks, int* best, int* budget) const
{
    if (--*budget < 0)
        return;
    if (k == blockers.size()) {
        QHash<int, int> counts;
        for (int a : blocks)
            ++counts[a];
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (blockerCountProblem(it.key(), it.value()))
                return;
        *best = std::max(*best, blockRequirementsObeyed(blocks));
        return;
    }
    const int b = blockers[k];
    bestBlocks(blockers, k + 1, blocks, best, budget);
    for (int a : attackers()) {
        if (cannotBlock(b, a))
            continue;
        blocks.insert(b, a);
        bestBlocks(blockers, k + 1, blocks, best, budget);
        blocks.remove(b);
    }
}

}   // namespace strata
