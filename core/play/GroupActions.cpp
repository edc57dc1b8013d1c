#include "GroupActions.h"
#include "ActionPerformer.h"
#include "engine/Evaluator.h"
#include <algorithm>

// Round 19 (issue 16): instructions about a group of objects. "Return all attacking creatures to their
// owners' hands" moves every object its selector names at once (Action::each); "untap up to seven
// lands" and "exile a land you control" pick some of them as the instruction is performed (Action::pick,
// 608.2d: a choice, not a target, 115.10), the resolve event's choices naming them.

namespace strata {

namespace {

// The picking instructions of an ability.
QVector<const Action*> pickingActions(const AbilityDef& ability)
{
    QVector<const Action*> out;
    for (const Action& a : ability.effect)
        if (a.pick > 0 && a.object)
            out << &a;
    return out;
}

}   // namespace

std::optional<PlayText> pickOutsideSelector(GameTable& table, const StackItem& item, const GameEvent& e)
{
    if (!item.ability || e.choices.objects.isEmpty())
        return std::nullopt;
    const QVector<const Action*> picks = pickingActions(*item.ability);
    if (picks.isEmpty())
        return std::nullopt;
    const GameState& gs = table.state();
    ContinuousEffect probe;
    probe.sourceIndex = gs.objectIndex(item.source);
    probe.controller = item.controller;
    const Evaluator eval(gs, table.resolution().chars);
    for (const QString& id : e.choices.objects) {
        const int i = gs.objectIndex(id);
        if (i < 0 || gs.objects[i].zone != Zone::Battlefield)
            continue;   // a card in a hand is another instruction's choice (a discard)
        const bool fits = std::any_of(picks.cbegin(), picks.cend(), [&](const Action* a) {
            return eval.select(*a->object, probe).contains(i);
        });
        if (!fits)
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't be chosen: it is not one of the objects the instruction names (608.2d)"),
                {table.nameOf(id)});
    }
    return std::nullopt;
}

// "Untap up to seven lands", "exile a land you control": the objects the resolve event's choices name
// among those the selector names, at most `pick`; without choices, the first ones (untapped ones last
// for an untap, so that it does something). Exactly `pick` when there are enough and the action is not
// "up to" (608.2d).
QVector<int> ActionPerformer::pickedObjects(const Action& a)
{
    QVector<int> among = objectsOf(*a.object);
    const GameState& gs = m_table.state();
    if (a.kind == ActionKind::Untap)
        std::stable_partition(among.begin(), among.end(), [&](int i) { return gs.objects[i].tapped; });
    QVector<int> out;
    for (const QString& id : m_event.choices.objects)
        if (const int i = gs.objectIndex(id); among.contains(i) && !out.contains(i) && out.size() < a.pick)
            out << i;
    const bool chose = std::any_of(m_event.choices.objects.cbegin(), m_event.choices.objects.cend(),
        [&](const QString& id) { return among.contains(gs.objectIndex(id)); });
    for (int i : among)
        if ((!chose || !a.pickUpTo) && out.size() < a.pick && !out.contains(i))
            out << i;
    // Round 20: "for each creature tapped this way" (608.2c): "tap any number of untapped creatures"
    // picks untapped ones only, so each one picked is tapped.
    m_thisWay = int(out.size());
    return out;
}

// "Return all attacking creatures to their owners' hands" (Aetherize): every permanent the selector
// names, all at once (one batch); a token ceases to exist once in a hand (111.7, 704.5d).
void ActionPerformer::returnEach(const Action& a)
{
    GameState& gs = m_table.state();
    const QVector<int> found = objectsOf(*a.object);
    QStringList ids;
    // Round 33: cards in graveyards too when the set names them ("… from all graveyards", Infernal Caretaker).
    const bool graveyardCards = a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard;
    for (int i : found)
        if (gs.objects[i].zone == (graveyardCards ? Zone::Graveyard : Zone::Battlefield))
            ids << gs.objects[i].id;
    if (ids.isEmpty()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "there is nothing to return to its owner's hand"), {}));
        return;
    }
    for (const QString& id : ids) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 returns to its owner's hand"), {m_table.nameOf(id)}));
        m_table.moveObject(gs.objectIndex(id), Zone::Hand);
    }
    m_thisWay = ids.size();
}

// Round 19's conditions checked as the instruction is performed (608.2c). The Ordeals' "if it has three
// or more +1/+1 counters on it": the creature the source is attached to, or was as the resolution began
// if the source has left (608.2h); Pyroblast's "if it's blue": the target as it is now, which stays a
// legal target when it is not (608.2b): the instruction then does nothing.
bool ActionPerformer::groupConditionHolds(const Condition& c)
{
    const GameState& gs = m_table.state();
    if (c.kind == Condition::Kind::AttachedCountersAtLeast) {
        const int was = m_start.objectIndex(m_item.source);
        const QString attachedTo = m_sourceIndex >= 0 ? gs.objects[m_sourceIndex].attachedTo
            : was >= 0                               ? m_start.objects[was].attachedTo
                                                     : QString();
        const int creature = gs.objectIndex(attachedTo);
        return creature >= 0 && gs.objects[creature].counterCount(c.counterKind) >= c.n;
    }
    // Round 45: a triggered ability with no target: its `target_is` names the event's object (603.7c), "If that land
    // is a Forest, … instead" (Oran-Rief Hydra), as it is now (608.2c). Gone from the battlefield, the card is looked at
    // where it is; its last known land types are not kept (608.2h would ask for them).
    if (m_item.kind == StackItem::Kind::Triggered && m_item.targets.isEmpty() && !m_item.trigger.refersTo.isEmpty()) {
        const int object = gs.objectIndex(m_item.trigger.refersTo);
        if (object < 0 || !c.filter)
            return false;
        ContinuousEffect probe;
        probe.sourceIndex = m_sourceIndex;
        probe.controller = m_item.controller;
        Selector kind = *c.filter;
        kind.where = Selector::Where::Any;
        return Evaluator(gs, m_table.resolution().chars).matches(kind, probe, object);
    }
    Selector target;
    target.ref = Selector::Ref::Target;
    int i = objectsOf(target).value(0, -1);
    // Round 32: "Return target creature card … to the battlefield. If it's an Angel, …" (Defy Death): the card this
    // resolution returned is a new object (400.7), looked at as the permanent it became. Round 35: only a card that
    // was not a permanent; a permanent target moved off the battlefield is looked at as it last existed there
    // (608.2h; Rite of the Serpent's counters are not on the card in the graveyard).
    const int at = m_item.targets.isEmpty() ? -1 : m_start.objectIndex(m_item.targets.first());
    const bool wasPermanent = at >= 0 && m_start.objects[at].zone == Zone::Battlefield;
    if (i < 0 && !wasPermanent && !m_item.targets.isEmpty() && m_item.targets.first() == m_movedId) {
        Selector moved;
        moved.ref = Selector::Ref::It;
        i = objectsOf(moved).value(0, -1);
    }
    // Round 23: "Destroy target land. If that land was a snow land, …" (Thermokarst): a target an
    // instruction of this resolution moved off the battlefield, as it last existed there (608.2h), which
    // is as the resolution began.
    const int was = i >= 0 || m_item.targets.isEmpty() ? -1 : m_start.objectIndex(m_item.targets.first());
    const bool left = was >= 0 && m_start.objects[was].zone == Zone::Battlefield;
    if ((i < 0 && !left) || !c.filter)
        return false;
    ContinuousEffect probe;
    probe.sourceIndex = m_sourceIndex;
    probe.controller = m_item.controller;
    Selector quality = *c.filter;   // the target's own selector says where it is: a spell on the stack too
    quality.where = Selector::Where::Any;
    const bool holds = left ? Evaluator(m_start, m_startRes.chars).matches(quality, probe, was)
                            : Evaluator(gs, m_table.resolution().chars).matches(quality, probe, i);
    if (!holds)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not what the instruction asks for, so it does nothing (608.2b)"),
            {m_table.nameOf(left ? m_start.objects[was].id : gs.objects[i].id)}));
    return holds;
}

}   // namespace strata
