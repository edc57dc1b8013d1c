#include "OracleEventAmounts.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "that spell's mana value" (or the older "converted mana cost") after "Whenever you cast a spell" or
// "Whenever an opponent casts a spell": the spell the trigger's event names (603.7c), `who` "it".
std::optional<Expr> castSpellManaValue(const QString& phrase, const AbilityDef& ability)
{
    static const QRegularExpression spells(QStringLiteral("^that spell's (?:converted mana cost|mana value)$"));
    const bool castEvent = ability.event == TriggerEvent::YouCastSpell || ability.event == TriggerEvent::OpponentCastsSpell
        || ability.event == TriggerEvent::PlayerCastsSpell;
    if (ability.kind != AbilityDef::Kind::Triggered || !castEvent || !spells.match(phrase).hasMatch())
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::ManaValueOfMoved;
    e.who = QStringLiteral("it");
    return e;
}

}   // namespace

bool eventObjectWrittenAsCreature(const AbilityDef& ability)
{
    const auto& f = ability.eventFilter;
    return !f || f->subtypes.isEmpty() || f->types == quint16(CardType::Creature);
}

std::optional<Expr> eventObjectAmount(const QString& phrase, const AbilityDef& ability, bool eventObject)
{
    if (const auto spell = castSpellManaValue(phrase, ability))
        return spell;
    static const QRegularExpression its(QStringLiteral("^(its|that creature's) (power|toughness)$"));
    const auto m = its.match(phrase);
    const bool pronoun = m.captured(1) == QLatin1String("its");
    const bool selfEvent = ability.event == TriggerEvent::SelfDies || ability.event == TriggerEvent::SelfEnters;
    if (!m.hasMatch() || ability.kind != AbilityDef::Kind::Triggered || !(eventObject || (pronoun && selfEvent)))
        return std::nullopt;
    if (!pronoun && !eventObjectWrittenAsCreature(ability))
        return std::nullopt;
    Expr e;
    e.kind = m.captured(2) == QLatin1String("power") ? Expr::Kind::PowerOfTarget : Expr::Kind::ToughnessOfTarget;
    // ActionPerformer::eventObjectPT: the event's object, or ~ that died
    e.who = pronoun ? QStringLiteral("it_pronoun") : QStringLiteral("it");
    return e;
}

std::optional<Expr> eventCreatureManaValue(const QString& phrase, const AbilityDef& ability, bool eventObject)
{
    static const QRegularExpression creatures(QStringLiteral("^that creature's (?:converted mana cost|mana value)$"));
    const bool enters = ability.event == TriggerEvent::PermanentEnters || ability.event == TriggerEvent::SelfOrAnotherEnters;
    if (ability.kind != AbilityDef::Kind::Triggered || !enters || !eventObject || !ability.eventFilter
        || ability.eventFilter->types != quint16(CardType::Creature) || !eventObjectWrittenAsCreature(ability)
        || !creatures.match(phrase).hasMatch())
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::ManaValueOfMoved;
    e.who = QStringLiteral("it");
    return e;
}

std::optional<std::pair<QString, QString>> sharedAmountHalves(const QString& s)
{
    static const QRegularExpression gainDrawX(QStringLiteral("^you gain X life and draw X cards(, where X is .+)$"));
    static const QRegularExpression gainDrawEqual(QStringLiteral("^you gain life and draw cards( equal to .+)$"));
    static const QRegularExpression loseThenGain(QStringLiteral("^(.+ loses life equal to .+?) and (you gain life equal to .+)$"));
    if (const auto m = gainDrawX.match(s); m.hasMatch())
        return std::make_pair(QStringLiteral("you gain X life") + m.captured(1), QStringLiteral("draw X cards") + m.captured(1));
    if (const auto m = gainDrawEqual.match(s); m.hasMatch())
        return std::make_pair(QStringLiteral("you gain life") + m.captured(1), QStringLiteral("draw cards") + m.captured(1));
    if (const auto m = loseThenGain.match(s); m.hasMatch())
        return std::make_pair(m.captured(1), m.captured(2));
    return std::nullopt;
}

std::optional<QString> tokensEqualTo(const QString& s)
{
    static const QRegularExpression equalTo(QStringLiteral("^create a number of (.+ tokens(?: with .+)?) equal to (your devotion to .+)$"));
    const auto m = equalTo.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    return QStringLiteral("create X %1, where X is %2").arg(m.captured(1), m.captured(2));
}

std::optional<Action> lifeLossWhereX(const QString& s, const std::function<std::optional<Expr>(const QString&)>& amount)
{
    static const QRegularExpression loseX(QStringLiteral("^(each opponent|each player) loses X life, where X is (.+)$"));
    const auto m = loseX.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    // devotion (700.5), as the ability resolves; the counts of OracleAmountActions.cpp are not said with X here
    const auto counted = amount(m.captured(2));
    if (!counted || counted->kind != Expr::Kind::Devotion)
        return std::nullopt;
    Action a;
    a.kind = ActionKind::LoseLife;
    a.who = m.captured(1) == QLatin1String("each opponent") ? QStringLiteral("each_opponent") : QStringLiteral("each_player");
    a.amountOf = *counted;
    a.amount = Amount{true, 0};   // said "X life, where X is …" (the card format's `where_x`)
    return a;
}

}   // namespace strata::import
