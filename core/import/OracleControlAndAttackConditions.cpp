#include "OracleControlAndAttackConditions.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Condition> controlThisTurnCondition(const QString& text)
{
    Condition c;
    c.kind = Condition::Kind::CameUnderControlThisTurn;
    if (text == QLatin1String("~ came under your control this turn"))
        return c;
    // Mad Dog: "if ~ didn't attack or come under your control this turn", neither of the two (603.4: both checked
    // as it triggers and as it resolves).
    if (text != QLatin1String("~ didn't attack or come under your control this turn"))
        return std::nullopt;
    c.negated = true;
    Condition attacked;
    attacked.kind = Condition::Kind::SourceAttackedThisTurn;
    attacked.negated = true;
    attacked.also = QSharedPointer<Condition>::create(c);
    return attacked;
}

bool controlOrAttackTrailingCondition(const QString& s, const ActionsOf& actionOf, AbilityDef* into)
{
    static const QRegularExpression re(
        QStringLiteral("^(.+?) (unless (?:it|~) came under your control|if it didn't attack) this turn$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    const bool control = m.captured(2).startsWith(QLatin1String("unless"));
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    if (!actionOf(m.captured(1), into) || into->effect.size() != effectBefore + 1 || into->targets.size() != targetsBefore) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    Action& a = into->effect.last();
    // Erg Raiders: ~'s own damage, so "it" is ~. Aggression: "that creature", the object the trigger's event names.
    const bool itsSubject = control ? a.kind == ActionKind::Damage && !a.object
                                    : a.object && a.object->ref == Selector::Ref::It && a.kind == ActionKind::Destroy;
    if (!itsSubject || a.condition || a.optional || a.kind == ActionKind::Delayed || a.kind == ActionKind::UnlessPays) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    Condition c;
    c.kind = control ? Condition::Kind::CameUnderControlThisTurn : Condition::Kind::ObjectAttackedThisTurn;
    c.negated = true;   // done only if it didn't
    a.condition = c;
    return true;
}

}   // namespace strata::import
