#include "OracleSacrificed.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

// An activated ability whose cost sacrifices one creature, which "the sacrificed creature" names (608.2h):
// "Sacrifice a creature", "Sacrifice an Atog creature" (round 23), not "Sacrifice a creature or land".
bool sacrificesOneCreature(const AbilityDef& ability)
{
    return ability.kind == AbilityDef::Kind::Activated
        && std::any_of(ability.costParts.cbegin(), ability.costParts.cend(), [](const CostPart& c) {
               return c.kind == CostKind::Sacrifice && c.card && !c.card->isRef() && c.amount <= 1 && !c.amountX
                   && c.card->types == quint16(CardType::Creature) && c.card->anyOf.isEmpty();
           });
}

bool sacrificedCreatureHalves(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& action)
{
    static const QRegularExpression halves(QStringLiteral(
        "^you draw cards equal to that creature's (power|toughness) and you (gain|lose) life equal to that creature's (power|toughness)$"));
    const auto m = halves.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    // Each half as it reads right after the sacrifice (the readers ask that the action before sacrifices one
    // creature): "draw X cards, where X is that creature's power" (Disciple of Bolas' words), "you lose life equal to
    // that creature's toughness". Both count the same creature as it last existed (608.2h).
    AbilityDef draw = *into;
    AbilityDef life = *into;
    const int before = into->effect.size();
    if (!action(QStringLiteral("draw X cards, where X is that creature's ") + m.captured(1), &draw)
        || !action(QStringLiteral("you %1 life equal to that creature's %2").arg(m.captured(2), m.captured(3)), &life)
        || draw.effect.size() != before + 1 || life.effect.size() != before + 1 || draw.targets.size() != into->targets.size()
        || life.targets.size() != into->targets.size() || draw.effect.last().kind != ActionKind::Draw
        || (life.effect.last().kind != ActionKind::GainLife && life.effect.last().kind != ActionKind::LoseLife))
        return false;
    into->effect << draw.effect.last() << life.effect.last();
    return true;
}

std::optional<Expr> sacrificedManaValue(const QString& phrase, const AbilityDef& ability)
{
    static const QRegularExpression manaValue(
        QStringLiteral("^the sacrificed (artifact|creature|enchantment|land)'s (?:converted mana cost|mana value)$"));
    const auto m = manaValue.match(phrase);
    if (!m.hasMatch() || ability.kind != AbilityDef::Kind::Activated)
        return std::nullopt;
    const std::optional<CardType> type = cardTypeFromName(m.captured(1).left(1).toUpper() + m.captured(1).mid(1));
    const auto sacrificed = std::find_if(ability.costParts.cbegin(), ability.costParts.cend(), [&](const CostPart& c) {
        return c.kind == CostKind::Sacrifice && c.card && !c.card->isRef() && c.amount <= 1 && !c.amountX && type
            && c.card->types == quint16(*type) && c.card->anyOf.isEmpty();
    });
    if (!type || sacrificed == ability.costParts.cend())
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::ManaValueOfSacrificed;
    e.selector = QSharedPointer<Selector>::create();
    e.selector->types = quint16(*type);
    return e;
}

}   // namespace strata::import
