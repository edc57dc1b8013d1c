#include "PlayResultJson.h"
#include "ResultJson.h"
#include <QJsonArray>

namespace strata {

namespace {

QJsonArray playersJson(const GameState& gs)
{
    QJsonArray out;
    for (const Player& p : gs.players) {
        QJsonObject j{{"id", p.id}, {"life", p.life}, {"poison", p.poison}, {"lost", p.lost}, {"won", p.won}};
        if (p.monarch)   // 725: shown only for the monarch, so results of games without one stay as they were
            j.insert("monarch", true);
        // 107.14, 122.1: energy is a player counter, listed under its own key as the scenario's is; each
        // is shown only when a player has some, so older results stay as they were.
        QJsonObject counters;
        for (auto it = p.counters.constBegin(); it != p.counters.constEnd(); ++it)
            if (it.key() == QLatin1String("energy"))
                j.insert("energy", it.value());
            else
                counters.insert(it.key(), it.value());
        if (!counters.isEmpty())
            j.insert("counters", counters);
        out << j;
    }
    return out;
}

QJsonArray stackJson(const GameState& gs)
{
    QJsonArray out;
    for (const StackItem& s : gs.stack)
        out << s.id;
    return out;
}

void addObjectPlayKeys(QJsonObject& j, const GameObject& o)
{
    j.insert("tapped", o.tapped);
    j.insert("attacking",
        o.attacking ? (o.attackTarget.isEmpty() ? QJsonValue(true) : QJsonValue(o.attackTarget)) : QJsonValue(false));
    j.insert("blocking", QJsonArray::fromStringList(o.blocking));
    j.insert("summoning_sick", o.summoningSick);
    j.insert("phased_out", o.phasedOut);
    if (!o.exists)
        j.insert("exists", false);
}

QJsonObject eventJson(const EventOutcome& e)
{
    QJsonObject j{{"id", e.id}, {"done", e.done}};
    if (!e.problems.isEmpty()) {
        QJsonArray problems;
        for (const EventProblem& p : e.problems)
            problems << QJsonObject{{"message", p.message}, {"rule", p.rule}};
        j.insert("problems", problems);
    }
    QJsonArray triggered;
    for (const TriggerReport& t : e.triggered) {
        QJsonObject o{{"id", t.id}, {"source", t.source}, {"ability", t.ability}, {"controller", t.controller}};
        if (!t.abilityFrom.isEmpty())
            o.insert("ability_from", t.abilityFrom);
        if (t.delayed)
            o.insert("delayed", true);
        if (t.removed)
            o.insert("removed", true);   // extension: 603.3d, no legal target
        o.insert("why", t.why);          // extension
        o.insert("rule", t.rule);        // extension
        triggered << o;
    }
    j.insert("triggered", triggered);
    QJsonArray notTriggered;   // extension allowed by events.md
    for (const NotTriggeredReport& n : e.notTriggered)
        notTriggered << QJsonObject{{"source", n.source}, {"ability", n.ability}, {"why", n.why}, {"rule", n.rule}};
    if (!notTriggered.isEmpty())
        j.insert("not_triggered", notTriggered);
    if (e.resolved) {
        QJsonObject r{{"item", e.resolved->item}, {"outcome", e.resolved->outcome}, {"rule", e.resolved->rule}};
        if (!e.resolved->note.isEmpty())
            r.insert("note", e.resolved->note);
        j.insert("resolved", r);
    }
    QJsonArray damage;
    for (const DamageReport& d : e.damage) {
        QJsonObject o{{"source", d.source}, {"to", d.to}, {"amount", d.amount}, {"combat", d.combat}};
        if (d.combat)
            o.insert("step", d.step);
        damage << o;
    }
    j.insert("damage", damage);
    QJsonArray sba;
    for (const SbaReport& s : e.stateBasedActions) {
        QJsonObject o;
        if (!s.object.isEmpty())
            o.insert("object", s.object);
        else
            o.insert("player", s.player);
        o.insert("action", s.action);
        o.insert("rule", s.rule);
        if (s.dies)
            o.insert("dies", true);
        sba << o;
    }
    j.insert("state_based_actions", sba);
    const QJsonObject after = resultToJson(e.state, e.resolution);
    QJsonArray objects;
    const QJsonArray all = after.value("objects").toArray();
    for (int i = 0; i < all.size(); ++i) {
        const GameObject& o = e.state.objects[i];
        if (!e.changedObjects.contains(o.id))
            continue;
        QJsonObject obj = all[i].toObject();
        addObjectPlayKeys(obj, o);
        objects << obj;
    }
    j.insert("objects", objects);
    j.insert("stack", stackJson(e.state));
    j.insert("players", playersJson(e.state));
    j.insert("happened", QJsonArray::fromStringList(e.happened));   // extension: what the event did
    return j;
}

}   // namespace

void addPlayResult(QJsonObject& result, const Playthrough& play)
{
    QJsonArray objects = result.value("objects").toArray();
    for (int i = 0; i < objects.size() && i < play.finalState.objects.size(); ++i) {
        QJsonObject obj = objects[i].toObject();
        addObjectPlayKeys(obj, play.finalState.objects[i]);
        objects[i] = obj;
    }
    result.insert("objects", objects);
    result.insert("step", stepName(play.finalState.step));   // extension: where the game stands
    result.insert("players", playersJson(play.finalState));
    result.insert("stack", stackJson(play.finalState));
    QJsonArray events;
    for (const EventOutcome& e : play.events)
        events << eventJson(e);
    result.insert("events", events);
}

}   // namespace strata
