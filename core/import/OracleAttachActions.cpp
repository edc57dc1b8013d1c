#include "OracleAttachActions.h"
#include "OracleParser.h"
#include "OracleWords.h"
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

bool attachGranterToChosen(const QString& s, Action* a, const AbilityDef* into)
{
    // Round 40: "At the beginning of your end step, sacrifice this permanent and attach Nettlevine Blight to a
    // creature or land you control." in the ability an Aura grants (607.2: the name is the granter's). No target
    // (115.10): the ability's controller chooses one as it resolves, and the Aura moves to it (701.3a).
    static const QRegularExpression shape(
        QStringLiteral("^attach \\x{2042} to an? (creature|land|creature or land) you control$"));
    const auto m = shape.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty() || s.indexOf(granterMark()) < 0)
        return false;
    Selector chosen;
    chosen.controller = Selector::Who::You;
    if (m.captured(1) == QLatin1String("creature or land"))
        chosen.anyTypes = quint16(CardType::Creature) | quint16(CardType::Land);
    else
        chosen.types = quint16(m.captured(1) == QLatin1String("land") ? CardType::Land : CardType::Creature);
    a->kind = ActionKind::Attach;
    a->object = Selector();
    a->object->ref = Selector::Ref::Granter;
    a->to = chosen;
    return true;
}

bool unattachAction(const QString& s, const TargetOf& target, const ObjectsOf& objects, Action* a, AbilityDef* into)
{
    static const QRegularExpression fromTarget(QStringLiteral("^unattach all Equipment from (target .+)$"));
    if (const auto m = fromTarget.match(s); m.hasMatch()) {
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        const auto from = target(m.captured(1), into, &r);
        if (!from || into->targets.size() != targetsBefore + 1 || into->targets.last().upTo) {
            into->targets.resize(targetsBefore);
            return false;
        }
        a->kind = ActionKind::Unattach;
        a->text = QStringLiteral("equipment_from");
        a->object = *from;
        return true;
    }
    // The Equipment an Aura enchants ("Enchant Equipment"): the one object it is attached to (303.4).
    if (s == QLatin1String("unattach enchanted Equipment")) {
        bool plural = true;
        const auto enchanted = objects(QStringLiteral("enchanted Equipment"), &plural);
        if (!enchanted || plural || enchanted->ref != Selector::Ref::Attached)
            return false;
        a->kind = ActionKind::Unattach;
        a->object = *enchanted;
        return true;
    }
    return false;
}

bool attachAction(const QString& s, const TargetOf& target, Action* a, AbilityDef* into)
{
    if (attachGranterToChosen(s, a, into))
        return true;
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
