#include "RulesTextWriter.h"

// What changes how a spell is cast: cost changers (601.2f), alternative costs (118.9) and the
// restrictions on when a spell may be cast (601.3).

namespace strata {
namespace rulestext {

// "Noncreature spells cost {1} more to cast.", "Instant and sorcery spells you cast cost {1} less to
// cast.", "This spell costs {2} less to cast if you control a Wizard."
QString Writer::costChange(const AbilityDef& a)
{
    const Op& op = a.ops.first();
    const bool more = op.rule == RuleName::CostsMore;
    // The kinds of spell named, without their caster: "instant and sorcery spells", "blue spells and red
    // spells", "creature spells".
    const auto spellKinds = [this](const Selector& spells) {
        if (spells.anyOf.isEmpty())
            return noun(spells, true, false);
        QStringList parts;   // "Instant and sorcery spells", "Aura and Equipment spells"
        for (const Selector& p : spells.anyOf) {
            Selector colorsOnly;
            colorsOnly.colors = p.colors;
            // "Blue spells and red spells": a colour alone is an adjective, not "blue permanent".
            parts << (!p.colors.isEmpty() && p == colorsOnly ? colorList(p.colors, false) : noun(p, false, false));
        }
        return tr("%1 spells", "a list of types, then spells: instant and sorcery spells").arg(joinList(parts, false));
    };
    // "for each creature card in your graveyard", "for each +1/+1 counter on ~", "for each experience
    // counter you have": {1} for each.
    const bool perEach = op.power && !op.power->isConst();
    // Round 23: an amount that counts no objects ("your devotion to black", Marshmist Titan) is X.
    // Round 36: "for each 1 life your opponents have lost this turn" (Rakdos, Lord of Riots) is said "for each" too.
    const bool opponentsLifeLost = perEach && op.power->kind == Expr::Kind::LifeLostThisTurn
        && op.power->who == QLatin1String("opponents");
    const bool isX = perEach && op.power->kind != Expr::Kind::Count && op.power->kind != Expr::Kind::CountersOnSource
        && op.power->kind != Expr::Kind::PlayerCounters && !opponentsLifeLost;
    QString mana = isX ? QStringLiteral("{X}") : QStringLiteral("{%1}").arg(perEach ? 1 : op.power ? op.power->value : 0);
    for (int i = 0; i < 5; ++i)   // "{B}": one mana of a colour (kAllColors is in WUBRG order)
        if (op.colors.has(kAllColors[i]))
            mana = QStringLiteral("{%1}").arg(QStringLiteral("WUBRG").at(i));
    QString text;
    // Round 23: a flash permission with nothing more to pay (601.3b): of ~, or of the spells a player casts.
    const bool flash = op.rule == RuleName::MayCastAsThoughFlashForMore && op.power == Expr::constant(0);
    if (flash && (!a.affects || a.affects->ref == Selector::Ref::Self)) {
        text = tr("you may cast %1 as though it had flash").arg(m_self);
    } else if (flash) {
        Selector spells = *a.affects;
        spells.controller = Selector::Who::Any;
        text = a.affects->controller == Selector::Who::You
            ? tr("you may cast %1 as though they had flash", "spells").arg(spellKinds(spells))
            : tr("any player may cast %1 as though they had flash", "spells").arg(spellKinds(spells));
    } else if (op.rule == RuleName::MayCastAsThoughFlashForMore) {   // Rout (601.3b, 601.2f)
        text = tr("you may cast %1 as though it had flash if you pay %2 more to cast it").arg(m_self, mana);
    } else if (!a.affects || a.affects->ref == Selector::Ref::Self) {
        text = more ? tr("%1 costs %2 more to cast", "this spell, generic mana").arg(m_self, mana)
                    : tr("%1 costs %2 less to cast", "this spell, generic mana").arg(m_self, mana);
    } else {
        Selector spells = *a.affects;
        const Selector::Who caster = spells.controller;
        spells.controller = Selector::Who::Any;
        QString kinds = spellKinds(spells);
        if (caster == Selector::Who::You)
            kinds = tr("%1 you cast", "spells you cast").arg(kinds);
        else if (caster == Selector::Who::Opponent)
            kinds = tr("%1 your opponents cast", "spells your opponents cast").arg(kinds);
        if (op.filter && op.filter->anyOf.size() == 2)   // round 38, Monastery Siege: "you or a permanent you control"
            kinds = tr("%1 that target %2", "spells, what they target")
                        .arg(kinds, tr("%1 or %2", "what a spell targets: you or a creature you control")
                                        .arg(tr("you", "what a spell targets"), selector(op.filter->anyOf[1], Det::Indefinite)));
        else if (op.filter)   // "Spells your opponents cast that target ~", "… that target a creature you control"
            kinds = tr("%1 that target %2", "spells, what they target")
                        .arg(kinds, op.filter->isRef() ? objectPhrase(*op.filter) : selector(*op.filter, Det::Indefinite));
        text = more ? tr("%1 cost %2 more to cast", "spells, generic mana").arg(kinds, mana)
            : op.rule == RuleName::CostsUpToLess ? tr("%1 cost up to %2 less to cast", "spells, generic mana").arg(kinds, mana)
                                                 : tr("%1 cost %2 less to cast", "spells, generic mana").arg(kinds, mana);
    }
    if (isX) {
        text = tr("%1, where X is %2", "a cost change, its amount").arg(text, expr(*op.power));
    } else if (perEach) {
        const Expr& e = *op.power;
        QString each;
        if (e.kind == Expr::Kind::Count && e.selector)
            each = selector(*e.selector, Det::Bare);
        else if (e.kind == Expr::Kind::CountersOnSource)   // 122.1
            each = tr("%1 counter on %2", "what a cost change counts: a counter kind, the source").arg(e.counterKind, m_self);
        else if (e.kind == Expr::Kind::PlayerCounters)
            each = tr("%1 counter you have", "what a cost change counts: a counter kind").arg(e.counterKind);
        else if (opponentsLifeLost)   // 119.3
            each = tr("1 life your opponents have lost this turn", "what a cost change counts");
        if (each.isEmpty())
            return QString();
        text = tr("%1 for each %2", "a cost change, what it counts").arg(text, each);
    }
    // "As long as ~ is tapped, creature spells you cast cost {2} less to cast": a condition of other
    // spells' cost is the source's state, said first; this spell's own says "if".
    if (a.condition && ((a.affects && a.affects->ref != Selector::Ref::Self) || flash))
        text = tr("as long as %1, %2").arg(condition(*a.condition), text);
    else if (a.condition)
        text = tr("%1 if %2", "a cost change, its condition").arg(text, condition(*a.condition));
    return finish({text});
}

// "You may pay {5} rather than pay this spell's mana cost.", "If you control a Forest, you may pay 1 life
// and exile a green card from your hand rather than pay ~'s mana cost."
QString Writer::alternativeCost(const AbilityDef& a)
{
    if (a.costParts.isEmpty() && a.condition)   // "… you may cast this spell without paying its mana cost" (Submerge)
        return finish({tr("if %1, you may cast %2 without paying its mana cost", "a condition, this spell")
                           .arg(condition(*a.condition), m_self)});
    QStringList parts;
    for (const CostPart& p : a.costParts)
        parts << (p.kind == CostKind::Mana ? tr("pay %1", "a mana cost").arg(p.mana) : lcfirst(costText({p})));
    QString text = tr("you may %1 rather than pay %2's mana cost", "costs, this spell")
                       .arg(parts.join(tr(" and ", "between the parts of an alternative cost")), m_self);
    if (a.condition)
        text = tr("if %1, %2", "a condition, an alternative cost").arg(condition(*a.condition), text);
    return finish({text});
}

QString Writer::castRestriction(const AbilityDef& a)
{
    switch (a.castRestriction) {
    case CastRestriction::BeforeCombatDamage:
        return finish({tr("this spell can be cast only before the combat damage step")});
    case CastRestriction::SorcerySpeed:
        return finish({tr("this spell can be cast only as a sorcery")});
    case CastRestriction::DuringCombat:
        return finish({tr("cast %1 only during combat").arg(m_self)});
    case CastRestriction::CombatBeforeBlockers:
        return finish({tr("cast %1 only during combat before blockers are declared").arg(m_self)});
    case CastRestriction::CombatAfterBlockers:
        return finish({tr("cast %1 only during combat after blockers are declared").arg(m_self)});
    case CastRestriction::DeclareAttackersIfAttacked:
        return finish({tr("cast %1 only during the declare attackers step and only if you've been attacked this step")
                .arg(m_self)});
    case CastRestriction::DeclareBlockersStep:
        return finish({tr("cast %1 only during the declare blockers step").arg(m_self)});
    case CastRestriction::OpponentsTurn:
        return finish({tr("cast %1 only during an opponent's turn").arg(m_self)});
    case CastRestriction::YourTurn:
        return finish({tr("cast %1 only during your turn").arg(m_self)});
    case CastRestriction::OnlyIf:
        return finish({tr("cast %1 only if %2", "this spell, a condition")
                .arg(m_self, a.condition ? condition(*a.condition) : QString())});
    }
    return {};
}

}   // namespace rulestext
}   // namespace strata
