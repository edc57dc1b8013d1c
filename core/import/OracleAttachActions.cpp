#include "OracleAttachActions.h"
#include "OracleParser.h"
#include "model/Types.h"
#include <QRegularExpression>

// Round 25: an Equipment other than the source attached to a creature by an instruction (701.3a).

namespace strata::import {

namespace {

// An Equipment, which a creature can always have (301.5c); not an Aura, whose enchant ability the event
// player does not check as it attaches one (303.4, 701.3b).
bool equipment(const Selector& s)
{
    return !s.isRef() && s.anyOf.isEmpty() && s.subtypes.size() == 1
        && s.subtypes.first() == SubtypeRegistry::instance().find(QStringLiteral("Equipment"));
}

}   // namespace

bool attachAction(const QString& s, const TargetOf& target, Action* a, AbilityDef* into)
{
    // Round 34: "… put a creature card from your hand onto the battlefield. If you do, attach ~ to it." (Deathrender),
    // "If you do, return that card to the battlefield under your control. If you do, attach ~ to it." (Nim Deathmantle),
    // in the words OracleTriggerWordings.cpp mends: ~ attached to the card just put onto the battlefield (701.3a).
    if (s == QLatin1String("attach ~ to it")) {
        const Action* put = into->effect.isEmpty() ? nullptr : &into->effect.last();
        const bool fromHand = put && put->object && !put->object->isRef() && put->object->zone == Zone::Hand
            && (put->object->types & quint16(CardType::Creature));
        const bool thatCard = put && put->object && put->object->ref == Selector::Ref::It && put->ifYouDo;
        if (!put || put->kind != ActionKind::ReturnToBattlefield || (!fromHand && !thatCard) || put->to || !put->who.isEmpty())
            return false;
        a->kind = ActionKind::Attach;
        a->object = Selector();
        a->object->ref = Selector::Ref::Self;
        a->to = Selector();
        a->to->ref = Selector::Ref::It;
        a->to->word = QStringLiteral("it");
        a->ifYouDo = thatCard;   // Nim Deathmantle: only once paid, as the return before it (the writer says it once)
        return true;
    }
    static const QRegularExpression shape(QStringLiteral("^attach (it|target .+?) to (target .+)$"));
    const auto m = shape.match(s);
    const int targetsBefore = into->targets.size();
    const bool it = m.captured(1) == QLatin1String("it");
    // "It": the event names one Equipment ("Whenever an Equipment enters under your control").
    const bool eventEquipment = into->kind == AbilityDef::Kind::Triggered && namesEventObject(into->event)
        && into->eventFilter && equipment(*into->eventFilter);
    if (!m.hasMatch() || targetsBefore != 0 || !into->effect.isEmpty() || (it && !eventEquipment))
        return false;
    Selector::Ref r = Selector::Ref::It;
    std::optional<Selector> attached;
    if (it) {
        attached = Selector();
        attached->ref = Selector::Ref::It;
        attached->word = QStringLiteral("it");
    } else {
        attached = target(m.captured(1), into, &r);
    }
    Selector::Ref toRef;
    const bool attachable = it || (attached && r == Selector::Ref::Target && equipment(into->targets.last()));
    const auto to = attachable ? target(m.captured(2), into, &toRef) : std::nullopt;
    if (!to || toRef != (it ? Selector::Ref::Target : Selector::Ref::Target2)
        || into->targets.last().types != quint16(CardType::Creature)) {
        into->targets.resize(targetsBefore);
        return false;
    }
    a->kind = ActionKind::Attach;
    a->object = *attached;
    a->to = *to;
    return true;
}

}   // namespace strata::import
