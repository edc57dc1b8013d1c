#include "OracleAuraMovedToLand.h"
#include <QRegularExpression>

namespace strata::import {

QString auraMovedToLandWording(QString sentence)
{
    static const QRegularExpression kudzu(QStringLiteral(
        "^(When(?:ever)? enchanted land becomes tapped, )destroy it\\. "
        "(?=That land's controller may attach ~ to a land of their choice\\.$)"));
    sentence.replace(kudzu, QStringLiteral("\\1destroy that land. "));
    static const QRegularExpression steamVines(QStringLiteral(
        "^(When(?:ever)? enchanted land becomes tapped, )destroy it and (~ deals \\d+ damage to that land's controller)\\. "
        "That player (attaches ~ to a land of their choice\\.)$"));
    sentence.replace(steamVines, QStringLiteral("\\1destroy that land. \\2. That land's controller \\3"));
    return sentence;
}

bool attachSelfChosenByEventPlayer(const QString& s, AbilityDef* into, const std::function<QString(const QString&)>& whoOf)
{
    static const QRegularExpression shape(
        QStringLiteral("^(that land's controller) (may attach|attaches) ~ to a land of their choice$"));
    const auto m = shape.match(s);
    // Only after an event of the land ~ enchants: the land the player controlled, and ~ an Aura on it (303.4).
    const bool enchantedLand = into->kind == AbilityDef::Kind::Triggered && into->eventFilter
        && into->eventFilter->ref == Selector::Ref::Attached;
    if (!m.hasMatch() || !enchantedLand || into->optional)
        return false;
    const QString who = whoOf(m.captured(1));
    if (who != QLatin1String("controller_of_that"))
        return false;
    Action a;
    a.kind = ActionKind::Attach;
    a.object = Selector();
    a.object->ref = Selector::Ref::Self;
    Selector land;   // any land on the battlefield, not a target (115.10): chosen as the ability resolves
    land.types = quint16(CardType::Land);
    a.to = land;
    a.who = who;
    a.optional = m.captured(2) == QLatin1String("may attach");
    into->effect << a;
    return true;
}

}   // namespace strata::import
