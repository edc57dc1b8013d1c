#include "ScenarioWriter.h"
#include "LayoutKey.h"
#include "JsonText.h"
#include "PlayKeysWriter.h"
#include "SafeWrite.h"
#include "ScenarioHistory.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace strata {

namespace {

void writeLocalized(JsonText& out, const QString& key, const LocalizedText& text)
{
    if (text.form == LocalizedText::Form::Plain) {
        out.field(key, text.plain);
    } else if (text.form == LocalizedText::Form::PerLanguage) {
        out.key(key);
        out.openObject(true);
        for (auto it = text.languages.begin(); it != text.languages.end(); ++it)
            out.field(it.key(), it.value());
        out.close();
    }
}

}   // namespace

void writeChoices(JsonText& out, const Choices& c)
{
    if (c.isEmpty() && c.textTo.isEmpty())
        return;
    out.key("choices");
    out.openObject(false);
    if (c.color)
        out.field("color", colorName(*c.color));
    if (!c.colors.isEmpty()) {
        out.key("colors");
        out.openArray(false);
        for (Color color : c.colors)
            out.value(colorName(color));
        out.close();
    }
    if (!c.creatureType.isEmpty())
        out.field("creature_type", c.creatureType);
    if (!c.landType.isEmpty())
        out.field("land_type", c.landType);
    if (!c.cardType.isEmpty())
        out.field("card_type", c.cardType);
    if (!c.name.isEmpty())
        out.field("name", c.name);
    if (!c.copyOf.isEmpty())
        out.field("copy_of", c.copyOf);
    if (!c.textFrom.isEmpty() || !c.textTo.isEmpty()) {
        out.key("text_change");
        out.openObject(false);
        out.field("from", c.textFrom);
        out.field("to", c.textTo);
        out.close();
    }
    if (c.x)
        out.field("x", *c.x);
    if (!c.modes.isEmpty()) {   // "choose two" (700.2)
        out.key("mode");
        out.openArray(false);
        for (int k : c.modes)
            out.value(k);
        out.close();
    } else if (c.mode) {
        out.field("mode", *c.mode);
    }
    if (!c.player.isEmpty())
        out.field("player", c.player);
    if (!c.objects.isEmpty()) {
        out.key("objects");
        out.openArray(false);
        for (const QString& id : c.objects)
            out.value(id);
        out.close();
    }
    if (!c.paid.isEmpty()) {   // round 25: the optional costs paid (601.2b, 702.104a)
        out.key("paid");
        out.openArray(false);
        for (const QString& cost : c.paid)
            out.value(cost);
        out.close();
    }
    if (c.timesKicked)   // multikicker (702.33c)
        out.field("times_kicked", *c.timesKicked);
    out.close();
}

namespace {

void writePlayer(JsonText& out, const Player& p)
{
    out.openObject(false);
    out.field("id", p.id);
    out.field("name", p.name);
    if (p.life != 20)
        out.field("life", p.life);
    if (p.poison != 0)
        out.field("poison", p.poison);
    if (p.citysBlessing)
        out.field("citys_blessing", true);
    if (p.monarch)
        out.field("monarch", true);
    io::writePlayerHistory(out, p);   // ScenarioHistory.cpp: "energy" and "counters" too (122.1)
    out.close();
}

void writeCounters(JsonText& out, const GameObject& o)
{
    if (o.counters.isEmpty())
        return;
    out.key("counters");
    out.openObject(false);
    for (const CounterStack& s : o.counters) {
        // 613.7c: counters of a kind placed after the object arrived carry their own timestamp.
        if (s.timestamp > 0 && s.timestamp != o.timestamp) {
            out.key(s.kind);
            out.openObject(false);
            out.field("count", s.count);
            out.field("timestamp", s.timestamp);
            out.close();
        } else {
            out.field(s.kind, s.count);
        }
    }
    out.close();
}

void writeObject(JsonText& out, const GameObject& o, const GameState& state)
{
    out.openObject(false);
    out.field("id", o.id);
    if (o.card)
        out.field("card", o.card->name());
    if (o.zone != Zone::Battlefield)
        out.field("zone", zoneName(o.zone));
    if (o.owner != state.activePlayer())
        out.field("owner", o.owner);
    if (o.controller != o.owner)
        out.field("controller", o.controller);
    if (o.timestamp > 0)
        out.field("timestamp", o.timestamp);
    if (!o.attachedTo.isEmpty())
        out.field("attached_to", o.attachedTo);
    if (o.commander)
        out.field("commander", true);
    if (o.monstrous)
        out.field("monstrous", true);
    if (o.renowned)
        out.field("renowned", true);
    if (o.enteredThisTurn)
        out.field("entered_this_turn", true);
    if (o.fromBattlefieldThisTurn)   // round 40: a card put into a graveyard from the battlefield this turn
        out.field("from_battlefield_this_turn", true);
    if (!o.pairedWith.isEmpty())
        out.field("paired_with", o.pairedWith);
    if (!o.exiledWith.isEmpty())
        out.field("exiled_with", o.exiledWith);
    if (!o.exiledUntilMonarchOf.isEmpty())
        out.field("exiled_until_monarch", o.exiledUntilMonarchOf);
    writeCounters(out, o);
    if (o.damage != 0)
        out.field("damage", o.damage);
    if (o.deathtouchDamage)
        out.field("deathtouch_damage", true);
    if (o.tapped)
        out.field("tapped", true);
    if (o.faceDown)
        out.field("face_down", true);
    if (o.phasedOut)
        out.field("phased_out", true);
    if (o.token)
        out.field("token", true);
    if (o.transformed)
        out.field("transformed", true);
    if (o.kicked)
        out.field("kicked", true);
    io::writeObjectHistory(out, o);   // "cast_from", "flipped", "mana_spent"
    if (o.attacking && o.attackTarget.isEmpty())
        out.field("attacking", true);
    else if (o.attacking)
        out.field("attacking", o.attackTarget);
    if (!o.blocking.isEmpty()) {
        out.key("blocking");
        out.openArray(false);
        for (const QString& id : o.blocking)
            out.value(id);
        out.close();
    }
    if (!o.goadedBy.isEmpty()) {
        out.key("goaded_by");
        out.openArray(false);
        for (const QString& id : o.goadedBy)
            out.value(id);
        out.close();
    }
    if (o.summoningSick)
        out.field("summoning_sick", true);
    if (o.evoked)
        out.field("evoked", true);
    if (!o.enteredTogether.isEmpty())
        out.field("entered_together", o.enteredTogether);
    writeChoices(out, o.choices);
    out.close();
}

// The controller the reader assumes when the key is absent: the source's, else the active player.
QString defaultEffectController(const ResolvedEffect& e, const GameState& state)
{
    if (!e.sourceId.isEmpty())
        if (const GameObject* source = state.object(e.sourceId))
            return source->controller;
    return state.activePlayer();
}

void writeEffect(JsonText& out, const ResolvedEffect& e, const GameState& state)
{
    out.openObject(false);
    out.field("id", e.id);
    if (!e.sourceId.isEmpty()) {
        out.field("source", e.sourceId);
        if (!e.abilityFrom.isEmpty())
            out.field("ability_from", e.abilityFrom);
        out.field("ability", e.abilityIndex);
    } else if (e.card) {
        out.field("card", e.card->name());
    }
    if (e.controller != defaultEffectController(e, state))
        out.field("controller", e.controller);
    if (!e.targets.isEmpty()) {
        out.key("targets");
        out.openArray(false);
        for (const QString& t : e.targets)
            out.value(t);
        out.close();
    }
    writeChoices(out, e.choices);
    out.field("timestamp", e.timestamp);
    out.close();
}

}   // namespace

QByteArray scenarioToJson(const GameState& state)
{
    JsonText out;
    out.openObject(true);
    out.field("format", "strata-scenario");
    out.field("version", 1);
    writeLocalized(out, "title", state.title);
    writeLocalized(out, "description", state.description);
    if (state.rules != RulesEdition::Current)
        out.field("rules", editionName(state.rules));
    out.key("players");
    out.openArray(true);
    for (const Player& p : state.players)
        writePlayer(out, p);
    out.close();
    out.key("objects");
    out.openArray(true);
    for (const GameObject& o : state.objects)
        writeObject(out, o, state);
    out.close();
    if (!state.effects.isEmpty()) {
        out.key("effects");
        out.openArray(true);
        for (const ResolvedEffect& e : state.effects)
            writeEffect(out, e, state);
        out.close();
    }
    writePlayKeys(out, state);
    io::writeLayoutKey(out, state);
    out.close();
    return out.finish();
}

bool writeScenarioFile(const GameState& state, const QString& path, QString* error, QString* notice)
{
    return SafeWrite::write(path, scenarioToJson(state), error, notice);
}

}   // namespace strata
