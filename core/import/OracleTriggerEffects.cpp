#include "OracleTriggerEffects.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The event's object as the effect names it: "it" (kept as the word, so it is written back so) or
// "that creature" (written back with the event's noun).
Selector eventObject(bool pronoun)
{
    Selector s;
    s.ref = Selector::Ref::It;
    if (pronoun)
        s.word = QStringLiteral("it");
    return s;
}

}   // namespace

bool attachSelfToEventObject(const QString& effect, AbilityDef* into)
{
    static const QRegularExpression shape(QStringLiteral("^attach ~ to (it|that creature)\\.$"));
    const auto m = shape.match(effect);
    if (!m.hasMatch() || !namesEventObject(into->event) || !into->effect.isEmpty())
        return false;
    Action attach;
    attach.kind = ActionKind::Attach;
    attach.object = Selector();
    attach.object->ref = Selector::Ref::Self;   // the Aura or Equipment whose ability this is
    attach.to = eventObject(m.captured(1) == QLatin1String("it"));
    into->effect << attach;
    return true;
}

}   // namespace strata::import
