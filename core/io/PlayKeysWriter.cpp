#include "PlayKeysWriter.h"

namespace strata {

namespace {

void writeIds(JsonText& out, const QString& key, const QStringList& ids)
{
    out.key(key);
    out.openArray(false);
    for (const QString& id : ids)
        out.value(id);
    out.close();
}

const char* verbName(GameEvent::Verb v)
{
    static const char* names[] = {"move", "cast", "activate", "resolve", "begin", "attack", "block", "damage", "set"};
    return names[int(v)];
}

void writeTimestamps(JsonText& out, const QVector<int>& timestamps)
{
    if (timestamps.size() == 1) {
        out.field("timestamp", timestamps.first());
    } else if (timestamps.size() > 1) {
        out.key("timestamps");
        out.openArray(false);
        for (int t : timestamps)
            out.value(t);
        out.close();
    }
}

void writeSet(JsonText& out, const GameEvent& e)
{
    out.openObject(false);
    for (const auto& [key, values] : {std::make_pair("life", &e.life), std::make_pair("poison", &e.poison)}) {
        if (values->isEmpty())
            continue;
        out.key(QLatin1String(key));
        out.openObject(false);
        QStringList players = values->keys();
        players.sort();
        for (const QString& p : players)
            out.field(p, values->value(p));
        out.close();
    }
    if (!e.settings.isEmpty()) {
        out.key("objects");
        out.openObject(false);
        for (const GameEvent::ObjectSetting& s : e.settings) {
            out.key(s.id);
            out.openObject(false);
            if (s.tapped)
                out.field("tapped", *s.tapped);
            if (s.counters) {
                out.key("counters");
                out.openObject(false);
                for (const auto& c : *s.counters)
                    out.field(c.first, c.second);
                out.close();
            }
            if (s.damage)
                out.field("damage", *s.damage);
            if (s.summoningSick)
                out.field("summoning_sick", *s.summoningSick);
            out.close();
        }
        out.close();
    }
    out.close();
}

// "assign": how a creature divides its combat damage (510.1), or a spell or ability its divided damage (601.2d).
void writeAssign(JsonText& out, const GameEvent& e)
{
    if (e.assign.isEmpty())
        return;
    out.key("assign");
    out.openObject(false);
    for (const GameEvent::Assignment& a : e.assign) {
        out.key(a.creature);
        out.openObject(false);
        for (const auto& amount : a.amounts)
            out.field(amount.first, amount.second);
        out.close();
    }
    out.close();
}

void writeEvent(JsonText& out, const GameEvent& e)
{
    out.openObject(false);
    out.field("id", e.id);
    const QString verb = QLatin1String(verbName(e.verb));
    switch (e.verb) {
    case GameEvent::Verb::Move:
        writeIds(out, verb, e.objects);
        out.field("to", zoneName(e.to));
        writeTimestamps(out, e.timestamps);
        if (e.faceDown)
            out.field("face_down", true);
        if (e.tapped)
            out.field("tapped", true);
        if (!e.pays)
            out.field("pays", false);
        break;
    case GameEvent::Verb::Cast:
    case GameEvent::Verb::Activate:
        out.field(verb, e.object);
        if (e.verb == GameEvent::Verb::Activate) {
            if (!e.abilityFrom.isEmpty())
                out.field("ability_from", e.abilityFrom);
            out.field("ability", e.abilityIndex);
        }
        if (e.hasTargets)
            writeIds(out, "targets", e.targets);
        if (e.evoked)
            out.field("evoked", true);
        if (e.kicked)
            out.field("kicked", true);
        if (e.buyback)
            out.field("buyback", true);
        writeAssign(out, e);   // 601.2d: divided damage (docs/scenario-extensions.md)
        break;
    case GameEvent::Verb::Resolve:
        out.field(verb, e.resolveItem);
        writeTimestamps(out, e.timestamps);
        if (!e.may)
            out.field("may", false);
        if (!e.pays)
            out.field("pays", false);
        if (!e.flips.isEmpty()) {
            out.key("flips");
            out.openArray(false);
            for (bool won : e.flips)
                out.value(won);
            out.close();
        }
        if (e.hasTargets)
            writeIds(out, "targets", e.targets);
        break;
    case GameEvent::Verb::Begin:
        out.field(verb, stepName(e.step));
        writeAssign(out, e);
        break;
    case GameEvent::Verb::Damage:
        out.key(verb);
        out.openArray(false);
        for (const GameEvent::DamageDealt& d : e.damage) {
            out.openObject(false);
            out.field("source", d.source);
            out.field("to", d.to);
            out.field("amount", d.amount);
            out.close();
        }
        out.close();
        break;
    case GameEvent::Verb::Set:
        out.key(verb);
        writeSet(out, e);
        break;
    case GameEvent::Verb::Attack:
        out.key(verb);
        out.openObject(false);
        for (const GameEvent::Attack& a : e.attacks)
            out.field(a.attacker, a.defender.isEmpty() ? QJsonValue(true) : QJsonValue(a.defender));
        out.close();
        if (!e.bands.isEmpty()) {
            out.key("bands");
            out.openArray(false);
            for (const QStringList& band : e.bands) {
                out.openArray(false);
                for (const QString& id : band)
                    out.value(id);
                out.close();
            }
            out.close();
        }
        if (!e.pays)   // attack costs (508.1h)
            out.field("pays", false);
        break;
    case GameEvent::Verb::Block:
        out.key(verb);
        out.openObject(false);
        for (const GameEvent::Block& b : e.blocks)
            writeIds(out, b.blocker, b.attackers);
        out.close();
        if (!e.pays)   // block costs (509.1d-f)
            out.field("pays", false);
        break;
    }
    writeChoices(out, e.choices);
    if (!e.order.isEmpty())
        writeIds(out, "order", e.order);
    if (!e.triggers.isEmpty()) {
        out.key("triggers");
        out.openObject(false);
        QStringList items = e.triggers.keys();
        items.sort();
        for (const QString& item : items) {
            const GameEvent::TriggerSetting& t = e.triggers[item];
            out.key(item);
            out.openObject(false);
            if (t.hasTargets)
                writeIds(out, "targets", t.targets);
            writeChoices(out, t.choices);
            out.close();
        }
        out.close();
    }
    out.close();
}

void writeStackItem(JsonText& out, const StackItem& s)
{
    if (s.kind == StackItem::Kind::Spell) {
        out.value(s.id);
        return;
    }
    out.openObject(false);
    out.field("id", s.id);
    out.field("source", s.source);
    if (!s.abilityFrom.isEmpty())
        out.field("ability_from", s.abilityFrom);
    out.field("ability", s.abilityIndex);
    if (!s.targets.isEmpty())
        writeIds(out, "targets", s.targets);
    writeChoices(out, s.choices);
    out.field("controller", s.controller);
    out.close();
}

}   // namespace

void writePlayKeys(JsonText& out, const GameState& state)
{
    if (state.step != Step::Main1)
        out.field("step", stepName(state.step));
    if (!state.stack.isEmpty()) {
        out.key("stack");
        out.openArray(true);
        for (const StackItem& s : state.stack)
            writeStackItem(out, s);
        out.close();
    }
    if (!state.delayed.isEmpty()) {
        out.key("delayed");
        out.openArray(true);
        for (const DelayedTrigger& d : state.delayed) {
            out.openObject(false);
            out.field("id", d.id);
            out.field("source", d.source);
            out.field("ability", d.abilityIndex);
            if (!d.refersTo.isEmpty())
                out.field("refers_to", d.refersTo);
            out.field("controller", d.controller);
            out.close();
        }
        out.close();
    }
    if (!state.events.isEmpty()) {
        out.key("events");
        out.openArray(true);
        for (const GameEvent& e : state.events)
            writeEvent(out, e);
        out.close();
    }
}

}   // namespace strata
