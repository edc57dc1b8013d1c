#include "CombatDrag.h"
#include "board/BoardScene.h"
#include "board/CardItem.h"
#include "board/ZoneArea.h"
#include "document/ScenarioDocument.h"
#include "models/DisplayText.h"

namespace strata::ui {

namespace {

const Characteristics* computed(const ScenarioDocument& doc, const QString& objectId)
{
    const int i = doc.state().objectIndex(objectId);
    return i >= 0 && i < doc.resolution().chars.size() ? &doc.resolution().chars[i] : nullptr;
}

QString controllerOf(const ScenarioDocument& doc, const QString& objectId)
{
    const Characteristics* c = computed(doc, objectId);
    if (c && !c->controller.isEmpty())
        return c->controller;
    const GameObject* o = doc.state().object(objectId);
    return o ? o->controller : QString();
}

// The declaration event the board shows, if it is one of `verb`: the one a drag extends.
const GameEvent* shownDeclaration(const ScenarioDocument& doc, GameEvent::Verb verb)
{
    const int shown = doc.shownEvent();
    if (shown < 0 || shown >= doc.snapshot().events.size())
        return nullptr;
    const GameEvent& e = doc.snapshot().events[shown];
    return e.verb == verb ? &e : nullptr;
}

}   // namespace

CombatDrag::Plan CombatDrag::plan(const BoardScene& scene, const CardItem* dragged, QPointF scenePos)
{
    Plan out;
    const ScenarioDocument* doc = scene.document();
    // In the snapshot a card dragged across stays with its controller (BoardActions): combat is
    // declared in Play mode, after an event (the step bar's "Beginning of combat" is one).
    if (!doc || !dragged || !doc->showsEvent())
        return out;
    const GameObject* o = doc->state().object(dragged->objectId());
    const Characteristics* c = computed(*doc, dragged->objectId());
    if (!o || !c || o->zone != Zone::Battlefield || !c->isCreature())
        return out;
    const QString side = controllerOf(*doc, o->id);
    const GameState& state = doc->state();
    out.creature = o->id;

    if (const CardItem* card = scene.permanentAt(scenePos, dragged)) {
        const GameObject* t = state.object(card->objectId());
        const Characteristics* tc = computed(*doc, card->objectId());
        const bool opposing = t && controllerOf(*doc, t->id) != side;
        if (opposing && t->attacking && !o->attacking) {
            out.kind = Plan::Kind::Block;
            out.target = t->id;
            out.description = tr("%1 blocks %2").arg(c->name, tc ? tc->name : t->id);
            return out;
        }
        if (opposing && tc && tc->type.has(CardType::Planeswalker)) {
            out.kind = Plan::Kind::Attack;
            out.target = t->id;
            out.description = tr("%1 attacks %2").arg(c->name, tc->name);
            return out;
        }
    }
    const ZoneArea* zone = scene.zoneAt(scenePos);
    if (zone && zone->kind() == ZoneArea::Kind::Battlefield && zone->playerId() != side) {
        out.kind = Plan::Kind::Attack;
        out.target = zone->playerId();
        out.description = tr("%1 attacks %2").arg(c->name, DisplayText::playerName(state, zone->playerId()));
        return out;
    }
    out.creature.clear();
    return out;
}

bool CombatDrag::declare(ScenarioDocument* doc, const Plan& plan, bool addBlock)
{
    if (!doc || !plan.acceptable())
        return false;
    const GameEvent::Verb verb = plan.kind == Plan::Kind::Attack ? GameEvent::Verb::Attack : GameEvent::Verb::Block;
    const GameEvent* shown = shownDeclaration(*doc, verb);
    GameEvent e = shown ? *shown : GameEvent();
    e.verb = verb;
    if (verb == GameEvent::Verb::Attack) {
        auto it = std::find_if(e.attacks.begin(), e.attacks.end(),
            [&](const GameEvent::Attack& a) { return a.attacker == plan.creature; });
        if (it == e.attacks.end())
            e.attacks.append({plan.creature, plan.target});
        else if (it->defender == plan.target)
            return false;
        else
            it->defender = plan.target;
    } else {
        // Blockers stay in the order they were dragged: the default order of damage (events.md).
        auto it = std::find_if(e.blocks.begin(), e.blocks.end(),
            [&](const GameEvent::Block& b) { return b.blocker == plan.creature; });
        if (it == e.blocks.end())
            e.blocks.append({plan.creature, {plan.target}});
        else if (it->attackers.contains(plan.target))
            return false;
        else if (addBlock)
            it->attackers.append(plan.target);
        else
            it->attackers = {plan.target};
    }
    if (shown)
        return doc->replaceEvent(doc->shownEvent(), e);
    return doc->recordEvent(e) >= 0;
}

}   // namespace strata::ui
