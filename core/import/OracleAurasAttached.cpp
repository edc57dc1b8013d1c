#include "OracleAurasAttached.h"
#include <QRegularExpression>

// Round 41 (issue 16): Auras attached to an object the ability names. The Auras are not targeted (115.10): they
// are the ones attached to that object as the instruction is performed (608.2h), none when the object is gone
// (a target no longer legal, 608.2b; the event's object, once it has left the battlefield, 400.7).

namespace strata::import {

bool aurasAttachedAction(const QString& s, const ObjectsOf& objects, const TargetOf& target, Action* out, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^(?:(destroy) all auras attached to (that creature)|return all auras attached to (target [^,]+) to their owners' hands)$"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    bool plural = false;
    auto auras = objects(QStringLiteral("Auras"), &plural);
    if (!auras || !plural || auras->isRef() || auras->where != Selector::Where::Battlefield)
        return false;
    const bool destroys = !m.captured(1).isEmpty();
    if (destroys) {
        bool one = false;
        const auto holder = objects(m.captured(2), &one);
        if (!holder || holder->ref != Selector::Ref::It)
            return false;
        auras->attachedTo = Selector::Ref::It;
    } else {
        Selector::Ref r = Selector::Ref::None;
        if (!into->targets.isEmpty())
            return false;
        if (!target(m.captured(3), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
        auras->attachedTo = Selector::Ref::Target;
    }
    Action a;
    a.kind = destroys ? ActionKind::Destroy : ActionKind::ReturnToHand;
    a.object = *auras;
    a.each = !destroys;   // every Aura, not one chosen (Destroy names every object its selector selects)
    *out = a;
    return true;
}

}   // namespace strata::import
