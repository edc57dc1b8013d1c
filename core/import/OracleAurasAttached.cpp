#include "OracleAurasAttached.h"
#include <QRegularExpression>

// Round 41 (issue 16): Auras attached to an object the ability names. The Auras are not targeted (115.10): they
// are the ones attached to that object as the instruction is performed (608.2h), none when the object is gone
// (a target no longer legal, 608.2b; the event's object, once it has left the battlefield, 400.7).

namespace strata::import {

bool aurasAttachedAction(const QString& s, const ObjectsOf& objects, const TargetOf& target, Action* out, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^(?:(destroy) all (auras|equipment) attached to (that creature)|return all (auras) attached to (target [^,]+) to their owners' hands)$"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    const bool destroys = !m.captured(1).isEmpty();
    const QString kind = destroys ? m.captured(2) : m.captured(4);
    bool plural = false;
    auto attached = objects(kind.startsWith(QLatin1Char('a'), Qt::CaseInsensitive) ? QStringLiteral("Auras") : QStringLiteral("Equipment"),
        &plural);
    if (!attached || attached->isRef() || attached->where != Selector::Where::Battlefield || attached->subtypes.size() != 1)
        return false;
    if (destroys) {
        // "That creature": the trigger's event object (603.7c), or the one creature target of the damage before it
        // (Blastfire Bolt's "~ deals 5 damage to target creature. Destroy all Equipment attached to that creature.").
        bool one = false;
        const auto holder = objects(m.captured(3), &one);
        const bool eventObject = holder && holder->ref == Selector::Ref::It;
        const bool theTarget = !eventObject && into->targets.size() == 1 && into->targets[0].types == quint16(CardType::Creature)
            && into->targets[0].upTo == 0 && !into->effect.isEmpty() && into->effect.last().to
            && into->effect.last().to->ref == Selector::Ref::Target;
        if (!eventObject && !theTarget)
            return false;
        attached->attachedTo = eventObject ? Selector::Ref::It : Selector::Ref::Target;
    } else {
        Selector::Ref r = Selector::Ref::None;
        if (!into->targets.isEmpty())
            return false;
        if (!target(m.captured(5), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
        attached->attachedTo = Selector::Ref::Target;
    }
    Action a;
    a.kind = destroys ? ActionKind::Destroy : ActionKind::ReturnToHand;
    a.object = *attached;
    a.each = !destroys;   // every Aura, not one chosen (Destroy names every object its selector selects)
    *out = a;
    return true;
}

}   // namespace strata::import
