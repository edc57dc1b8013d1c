#include "StateBasedActions.h"
#include "engine/Evaluator.h"
#include <QHash>

namespace strata {

namespace {

bool legendRuleOff(const Resolution& res)
{
    for (const RuleEffectRecord& r : res.gameRules)
        if (r.rule == RuleName::NoLegendRule)
            return true;
    for (const auto& list : res.rulesEffects)
        for (const RuleEffectRecord& r : list)
            if (r.rule == RuleName::NoLegendRule)
                return true;
    return false;
}

}   // namespace

void findStateBasedActions(const GameState& state, Resolution& res)
{
    Evaluator eval(state, res.chars);
    auto mark = [&](int i, const char* action, const char* rule) {
        res.sba[i] << StateBasedAction{QLatin1String(action), QLatin1String(rule)};
    };
    QHash<QString, QVector<int>> legends;   // controller + name → objects
    for (int i = 0; i < state.objects.size(); ++i) {
        if (!eval.functions(i))
            continue;
        const GameObject& o = state.objects[i];
        const Characteristics& c = res.chars[i];
        const bool indestructible = c.hasKeyword(QStringLiteral("Indestructible"));
        if (c.isCreature() && c.toughness) {
            if (*c.toughness <= 0)
                mark(i, "zero_toughness", "704.5f");
            else if (o.damage >= *c.toughness && !indestructible)
                mark(i, "lethal_damage", "704.5g");
            if (o.damage > 0 && o.deathtouchDamage && *c.toughness > 0 && !indestructible)
                mark(i, "deathtouch_damage", "704.5h");
        }
        if (c.type.has(CardType::Planeswalker) && c.loyalty && *c.loyalty <= 0)
            mark(i, "zero_loyalty", "704.5i");
        if (c.type.has(Supertype::Legendary))
            legends[c.controller + QChar(0) + c.name] << i;
        const bool isAura = c.type.has(CardType::Enchantment)
            && c.type.hasSubtype(SubtypeRegistry::instance().find(QStringLiteral("Aura")).value_or(SubtypeId(0xffff)));
        const int attached = state.objectIndex(o.attachedTo);
        const bool attachedToPlayer = !o.attachedTo.isEmpty() && attached < 0;
        if (isAura) {
            // 704.5m: an Aura not attached, or attached to something its enchant ability forbids.
            bool legal = !o.attachedTo.isEmpty() && attached != i;
            if (legal && attached >= 0) {
                legal = eval.functions(attached);
                for (const AbilityInstance& a : c.abilities)
                    if (a.def->isKeyword(QStringLiteral("Enchant")) && a.def->enchant) {
                        ContinuousEffect probe;
                        probe.sourceIndex = i;
                        probe.controller = c.controller;
                        Selector what = *a.def->enchant;
                        what.where = Selector::Where::Battlefield;
                        legal = legal && eval.matches(what, probe, attached);
                    }
            } else if (legal && attachedToPlayer) {
                legal = false;
                for (const AbilityInstance& a : c.abilities)
                    if (a.def->isKeyword(QStringLiteral("Enchant")) && a.def->enchant
                        && a.def->enchant->word == QLatin1String("player"))
                        legal = true;
            }
            if (!legal)
                mark(i, "illegal_aura", "704.5m");
        } else if (!o.attachedTo.isEmpty()) {
            // 704.5n: Equipment or Fortification attached to an illegal permanent; anything else
            // attached that isn't an Aura, Equipment or Fortification becomes unattached (301.5c).
            const auto& reg = SubtypeRegistry::instance();
            const bool equipment
                = c.type.has(CardType::Artifact) && c.type.hasSubtype(reg.find("Equipment").value_or(0xffff));
            const bool fortification
                = c.type.has(CardType::Artifact) && c.type.hasSubtype(reg.find("Fortification").value_or(0xffff));
            bool legal = attached >= 0 && attached != i && eval.functions(attached);
            if (legal && equipment)
                legal = res.chars[attached].isCreature() && !c.isCreature();
            else if (legal && fortification)
                legal = res.chars[attached].type.has(CardType::Land) && !c.isCreature();
            else
                legal = false;
            if (!legal)
                mark(i, "illegal_attachment", "704.5n");
        }
        if (o.counterCount(QStringLiteral("+1/+1")) > 0 && o.counterCount(QStringLiteral("-1/-1")) > 0)
            mark(i, "counter_annihilation", "704.5q");
    }
    if (!legendRuleOff(res))
        for (const QVector<int>& group : legends)
            if (group.size() > 1)
                for (int i : group)
                    if (!hasRuleEffect(res, i, RuleName::NoLegendRule))
                        mark(i, "legend_rule", "704.5j");
}

}   // namespace strata
