#include "ScenarioHistory.h"

// What a snapshot says happened before it: each player's record of this turn and of the game, and
// which object exiled which card (607.2a). The event player keeps them up to date as events happen.

namespace strata::io {

using T = JsonValue::Type;

namespace {

constexpr qint64 kMostEvents = 1000000;

struct CountKey {
    const char* key;
    int TurnRecord::*field;
};
const CountKey kCounts[] = {
    {"cards_drawn", &TurnRecord::cardsDrawn},
    {"spells_cast", &TurnRecord::spellsCast},
    {"noncreature_spells_cast", &TurnRecord::noncreatureSpellsCast},
    {"life_gained", &TurnRecord::lifeGained},
    {"life_lost", &TurnRecord::lifeLost},
    {"creatures_entered", &TurnRecord::creaturesEntered},
    {"lands_entered", &TurnRecord::landsEntered},
    {"creatures_died", &TurnRecord::creaturesDied},
    {"permanents_left", &TurnRecord::permanentsLeft},
    {"instants_and_sorceries_cast", &TurnRecord::instantsAndSorceriesCast},
    {"lands_played", &TurnRecord::landsPlayed},
    {"planeswalkers_entered", &TurnRecord::planeswalkersEntered},
};
struct FlagKey {
    const char* key;
    bool TurnRecord::*field;
};
const FlagKey kFlags[] = {
    {"surveilled", &TurnRecord::surveilled},
    {"attacked", &TurnRecord::attacked},
    {"dealt_damage", &TurnRecord::dealtDamage},
};

const QLatin1String kEnergy("energy");

// "counters": {"experience": 2}: a player's counters other than poison, by kind (122.1). Energy is one
// of them, written as the player's own key "energy" (older files have it there); "counters" may name
// it instead, but not both.
void readPlayerCounters(const JsonValue& player, const JsonReader& r, const QString& path, Player& out)
{
    if (const auto energy = r.integer(player, kEnergy, path, false, 0, kMostEvents); energy && *energy > 0)
        out.counters.insert(kEnergy, int(*energy));   // 107.14
    const JsonValue* counters = player.find("counters");
    if (!counters)
        return;
    const QString p = JsonReader::child(path, "counters");
    if (!r.expect(*counters, T::Object, p))
        return;
    for (const QString& kind : counters->keys()) {
        if (kind.isEmpty()) {
            r.errorAtKey(*counters, kind, p, QStringLiteral("a counter kind needs a name"));
            continue;
        }
        if (kind == kEnergy && player.find(kEnergy)) {
            r.errorAtKey(*counters, kind, p, QStringLiteral("energy is given twice: here and as the player's \"energy\""));
            continue;
        }
        if (const auto n = r.integer(*counters, kind, p, false, 0, kMostEvents); n && *n > 0)
            out.counters.insert(kind, int(*n));
    }
}

// "this_turn" or "last_turn": {"cards_drawn": 2, "surveilled": true, …}
void readTurnRecord(const JsonValue& player, const char* key, const JsonReader& r, const QString& path, TurnRecord& out)
{
    const JsonValue* turn = player.find(QLatin1String(key));
    if (!turn)
        return;
    const QString p = JsonReader::child(path, QLatin1String(key));
    if (!r.expect(*turn, T::Object, p))
        return;
    QSet<QString> allowed;
    for (const CountKey& k : kCounts)
        allowed << QString::fromLatin1(k.key);
    for (const FlagKey& k : kFlags)
        allowed << QString::fromLatin1(k.key);
    r.checkKeys(*turn, allowed, p);
    for (const CountKey& k : kCounts)
        out.*k.field = int(r.integer(*turn, QString::fromLatin1(k.key), p, false, 0, kMostEvents).value_or(0));
    for (const FlagKey& k : kFlags)
        out.*k.field = r.boolean(*turn, QString::fromLatin1(k.key), p).value_or(false);
    if (out.noncreatureSpellsCast > out.spellsCast)
        r.errorAtKey(*turn, QStringLiteral("noncreature_spells_cast"), p,
            QStringLiteral("more noncreature spells than \"spells_cast\" (%1)").arg(out.spellsCast));
    if (out.instantsAndSorceriesCast > out.spellsCast)
        r.errorAtKey(*turn, QStringLiteral("instants_and_sorceries_cast"), p,
            QStringLiteral("more instant and sorcery spells than \"spells_cast\" (%1)").arg(out.spellsCast));
}

void writeTurnRecord(JsonText& out, const char* key, const TurnRecord& record)
{
    if (record.isEmpty())
        return;
    out.key(QLatin1String(key));
    out.openObject(false);
    for (const CountKey& k : kCounts)
        if (record.*k.field != 0)
            out.field(QString::fromLatin1(k.key), record.*k.field);
    for (const FlagKey& k : kFlags)
        if (record.*k.field)
            out.field(QString::fromLatin1(k.key), true);
    out.close();
}

}   // namespace

void readPlayerHistory(const JsonValue& player, const JsonReader& r, const QString& path, Player& out)
{
    // 103.4: 20, or 40 in Commander (903.7); "half their starting life total" reads it.
    out.startingLife = int(r.integer(player, "starting_life", path, false, 1, kMostEvents).value_or(20));
    out.commanderCasts = int(r.integer(player, "commander_casts", path, false, 0, kMostEvents).value_or(0));
    readPlayerCounters(player, r, path, out);
    readTurnRecord(player, "this_turn", r, path, out.thisTurn);
    readTurnRecord(player, "last_turn", r, path, out.lastTurn);   // round 26: "if you lost life last turn"
}

void writePlayerHistory(JsonText& out, const Player& p)
{
    if (const int energy = p.counters.value(kEnergy); energy != 0)
        out.field(kEnergy, energy);   // 107.14, where older files have it
    if (p.startingLife != 20)
        out.field("starting_life", p.startingLife);
    if (p.commanderCasts != 0)
        out.field("commander_casts", p.commanderCasts);
    if (!p.counters.isEmpty() && p.counters.keys() != QStringList{kEnergy}) {
        out.key("counters");
        out.openObject(false);
        for (auto it = p.counters.constBegin(); it != p.counters.constEnd(); ++it)
            if (it.key() != kEnergy)
                out.field(it.key(), it.value());
        out.close();
    }
    writeTurnRecord(out, "this_turn", p.thisTurn);
    writeTurnRecord(out, "last_turn", p.lastTurn);
}

void readObjectHistory(const JsonValue& object, const JsonReader& r, const QString& path, GameObject& out)
{
    if (const auto zone = r.string(object, "cast_from", path, false)) {
        const QString p = JsonReader::child(path, "cast_from");
        const std::optional<Zone> z = zoneFromName(*zone);
        if (out.zone != Zone::Battlefield && out.zone != Zone::Stack)
            r.error(*object.find("cast_from"), p, QStringLiteral("only a permanent or a spell was cast"));
        else if (!z || *z == Zone::Battlefield || *z == Zone::Stack)
            r.error(*object.find("cast_from"), p,
                QStringLiteral("unknown zone \"%1\" to cast from (hand, graveyard, library, exile, command)").arg(*zone));
        else
            out.castFrom = *z;
    }
    if (const auto spent = r.string(object, "mana_spent", path, false)) {
        const QString p = JsonReader::child(path, "mana_spent");
        ManaCost paid;
        QString error;
        if (out.zone != Zone::Battlefield && out.zone != Zone::Stack)
            r.error(*object.find("mana_spent"), p, QStringLiteral("only a permanent or a spell was cast"));
        else if (spent->isEmpty() || !ManaCost::parse(*spent, &paid, &error) || paid.hasX())
            r.error(*object.find("mana_spent"), p,
                QStringLiteral("expected the mana symbols spent, such as \"{U}{U}{1}\" (no {X})"));
        else
            out.manaSpent = paid.text();
    }
    // Round 26: "combat_this_turn": ["attacked", "blocked", "was_blocked"], what it did in combat this turn
    if (const JsonValue* combat = object.find("combat_this_turn")) {
        const QString p = JsonReader::child(path, "combat_this_turn");
        if (r.expect(*combat, T::Array, p))
            for (int i = 0; i < combat->size(); ++i) {
                const QString word = combat->at(i).isString() ? combat->at(i).toString() : QString();
                bool* flag = word == QLatin1String("attacked") ? &out.attackedThisTurn
                    : word == QLatin1String("blocked")         ? &out.blockedThisTurn
                    : word == QLatin1String("was_blocked")     ? &out.wasBlockedThisTurn
                                                               : nullptr;
                if (flag)
                    *flag = true;
                else
                    r.error(combat->at(i), JsonReader::item(p, i),
                        QStringLiteral("expected \"attacked\", \"blocked\" or \"was_blocked\""));
            }
    }
    out.flipped = r.boolean(object, "flipped", path).value_or(false);
    if (out.flipped && out.zone != Zone::Battlefield)   // 710.2: flipped only as a permanent
        r.error(*object.find("flipped"), JsonReader::child(path, "flipped"), QStringLiteral("only a permanent can be flipped"));
    else if (out.flipped && out.card && (out.card->doubleFaced != QLatin1String("flip") || !out.card->back))
        r.error(*object.find("flipped"), JsonReader::child(path, "flipped"),
            QStringLiteral("%1 is not a flip card").arg(out.card->name()));
}

void writeObjectHistory(JsonText& out, const GameObject& o)
{
    if (o.castFrom)
        out.field("cast_from", zoneName(*o.castFrom));
    if (o.flipped)
        out.field("flipped", true);
    if (!o.manaSpent.isEmpty())
        out.field("mana_spent", o.manaSpent);
    if (o.attackedThisTurn || o.blockedThisTurn || o.wasBlockedThisTurn) {
        out.key("combat_this_turn");
        out.openArray(false);
        for (const auto& [flag, word] : {std::pair{o.attackedThisTurn, "attacked"}, std::pair{o.blockedThisTurn, "blocked"},
                 std::pair{o.wasBlockedThisTurn, "was_blocked"}})
            if (flag)
                out.value(QLatin1String(word));
        out.close();
    }
}

void checkExileLinks(const QVector<ExileLink>& links, const GameState& state, const JsonReader& r)
{
    for (const ExileLink& l : links) {
        const GameObject* card = state.object(l.from);
        if (card && card->zone != Zone::Exile)   // 607.2a links a card in exile; 400.7 ends it as it leaves
            r.error(l.at, l.path, QStringLiteral("only an object in exile can be exiled with another"));
        else if (l.exiler == l.from)
            r.error(l.at, l.path, QStringLiteral("an object cannot be exiled with itself"));
        else if (!state.object(l.exiler))
            r.error(l.at, l.path, QStringLiteral("no object has the id \"%1\"").arg(l.exiler));
    }
}

}   // namespace strata::io
