#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Round 41: the Auras attached to an object a reference names (Selector::attachedTo, 303.4): "destroy all Auras
// attached to that creature" (Treefolk Mystic), "return all Auras attached to target permanent you own to their
// owners' hands" (Scarab of the Unseen). Nothing when `a` is neither.
std::optional<QStringList> Writer::aurasAttachedAction(const Action& a, bool optional)
{
    if (!a.object || a.object->isRef() || a.object->attachedTo == Selector::Ref::None || a.pick != 0)
        return std::nullopt;
    if (a.kind != ActionKind::Destroy && !(a.kind == ActionKind::ReturnToHand && a.each))
        return std::nullopt;
    Selector auras = *a.object;
    auras.attachedTo = Selector::Ref::None;
    Selector holder;
    holder.ref = a.object->attachedTo;
    if (holder.ref == Selector::Ref::It)
        holder.word = QStringLiteral("creature");   // "that creature": the event's object (603.7c)
    const QString set = tr("%1 attached to %2", "Auras attached to target permanent")
                            .arg(selector(auras, Det::Plural), objectPhrase(holder));
    const QString clause = a.kind == ActionKind::Destroy
        ? pickG(selectorGender(auras), QT_TRANSLATE_NOOP3("RulesText", "destroy all %1", "plural noun; %1 is masculine"),
              QT_TRANSLATE_NOOP3("RulesText", "destroy all %1", "plural noun; %1 is feminine"))
              .arg(set)
        : pickG(selectorGender(auras),
              QT_TRANSLATE_NOOP3("RulesText", "return all %1 to their owners' hands", "plural noun; %1 is masculine"),
              QT_TRANSLATE_NOOP3("RulesText", "return all %1 to their owners' hands", "plural noun; %1 is feminine"))
              .arg(set);
    return QStringList{optional ? tr("you may %1", "an optional instruction").arg(clause) : clause};
}

}   // namespace rulestext
}   // namespace strata
