#include "OracleTargetManaValue.h"
#include <QHash>
#include <QRegularExpression>

// The mana value of the one target a spell's instruction before acted on, as it was when the spell began
// to resolve (608.2h: the bounced creature's, the destroyed artifact's). Expr::ManaValueOfMoved with
// `who` "target" ("its") or "that_target" ("that creature's"): the event player reads the target, not the
// card an action moved (ActionSubjects.cpp).

namespace strata::import {

namespace {

// A spell or a triggered ability with one target, named by the action just before ("Destroy target
// artifact."; round 29: Draining Whelk's "When ~ enters, counter target spell.").
bool actedOnTheTarget(const AbilityDef& a)
{
    if ((a.kind != AbilityDef::Kind::Spell && a.kind != AbilityDef::Kind::Triggered) || a.targets.size() != 1
        || a.targets[0].upTo != 0 || a.targets[0].upToX || a.effect.isEmpty())
        return false;
    const Action& before = a.effect.last();
    return before.object && before.object->ref == Selector::Ref::Target && !before.optional && !before.condition;
}

// "that creature" names a target of exactly that one card type (the writer's noun for it); "that spell"
// names a target spell whatever its types, as the writer names it (Spell Swindle).
bool nounFits(const QString& noun, const Selector& t)
{
    if (noun == QLatin1String("spell") || t.word == QLatin1String("spell"))
        return noun == QLatin1String("spell") && t.word == QLatin1String("spell");
    static const QHash<QString, CardType> nouns = {{QStringLiteral("creature"), CardType::Creature},
        {QStringLiteral("artifact"), CardType::Artifact}, {QStringLiteral("enchantment"), CardType::Enchantment},
        {QStringLiteral("land"), CardType::Land}};
    return nouns.contains(noun) && t.anyOf.isEmpty() && t.subtypes.isEmpty() && t.word.isEmpty()
        && t.types == quint16(nouns.value(noun));
}

}   // namespace

std::optional<Expr> targetManaValue(const QString& phrase, const AbilityDef& into)
{
    static const QRegularExpression re(
        QStringLiteral("^(its|that (creature|artifact|enchantment|land|spell)'s) (?:converted mana cost|mana value)$"));
    const auto m = re.match(phrase);
    if (!m.hasMatch() || !actedOnTheTarget(into))
        return std::nullopt;
    const bool its = m.captured(1) == QLatin1String("its");
    if (!its && !nounFits(m.captured(2), into.targets[0]))
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::ManaValueOfMoved;
    e.who = its ? QStringLiteral("target") : QStringLiteral("that_target");
    return e;
}

std::optional<Expr> milledCardManaValue(const QString& phrase, const AbilityDef& into)
{
    static const QRegularExpression re(QStringLiteral("^that card's (?:converted mana cost|mana value)$"));
    if (!re.match(phrase).hasMatch() || into.effect.isEmpty())
        return std::nullopt;
    const Action& before = into.effect.last();
    const bool oneMilled = before.kind == ActionKind::Mill && !before.amount.x && before.amount.n == 1 && !before.amountOf
        && !before.optional && !before.condition
        && (before.who.isEmpty() || before.who == QLatin1String("that_player") || before.who == QLatin1String("target_player"));
    if (!oneMilled)
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::ManaValueOfMoved;
    return e;
}

std::optional<Expr> exiledCardToughness(const QString& phrase, const AbilityDef& into)
{
    // "that card's toughness": OracleSpellWordings.cpp mends Oracle's "the exiled card's toughness" to the writer's words.
    if (phrase != QLatin1String("that card's toughness") || !actedOnTheTarget(into))
        return std::nullopt;
    const Selector& t = into.targets[0];
    if (into.effect.last().kind != ActionKind::Exile || t.types != quint16(CardType::Creature) || t.where != Selector::Where::Specific
        || t.zone != Zone::Graveyard || t.word != QLatin1String("card"))
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::ToughnessOfTarget;
    e.who = QStringLiteral("that_target");
    return e;
}

bool lifeEqualToTargetManaValue(const QString& s, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^(you gain|you lose|its controller gains|that (creature|artifact|enchantment|land)'s controller gains) life equal to (.+)$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    const auto value = targetManaValue(m.captured(3), *into);
    if (!value || value->who != QLatin1String("target"))
        return false;
    if (!m.captured(2).isEmpty() && !nounFits(m.captured(2), into->targets[0]))
        return false;
    Action a;
    a.kind = m.captured(1) == QLatin1String("you lose") ? ActionKind::LoseLife : ActionKind::GainLife;
    a.amountOf = *value;
    a.amount = Amount::number(0);
    if (m.captured(1).startsWith(QLatin1String("its")))
        a.who = QStringLiteral("controller_of_target");
    else if (!m.captured(2).isEmpty())
        a.who = QStringLiteral("controller_of_that_target");
    into->effect << a;
    return true;
}

bool millEqualToTargetSpellManaValue(const QString& s, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral("^that spell's controller (?:mills X cards|puts the top X cards of their "
                                                      "library into their graveyard), where X is the spell's (?:converted mana cost|mana value)$"));
    if (!re.match(s).hasMatch())
        return false;
    // The spell the instruction before countered (or otherwise acted on) is the one target spell.
    const auto value = targetManaValue(QStringLiteral("that spell's mana value"), *into);
    if (!value)
        return false;
    Action a;
    a.kind = ActionKind::Mill;
    a.who = QStringLiteral("controller_of_target");
    a.amountOf = *value;
    a.amountOf->who = QStringLiteral("target");   // the target as the resolution began, whichever noun names it
    a.amount = Amount{true, 0};
    into->effect << a;
    return true;
}

}   // namespace strata::import
