#pragma once
#include "JsonReader.h"
#include "JsonText.h"
#include "JsonTree.h"
#include "model/GameState.h"

namespace strata::io {

// The players' record of what happened earlier (docs/scenario-extensions.md): "starting_life",
// "commander_casts" and "this_turn" ({"cards_drawn": 2, "surveilled": true, …}). Problems go to
// `reader` with their positions.
void readPlayerHistory(const JsonValue& player, const JsonReader& reader, const QString& path, Player& out);
void writePlayerHistory(JsonText& out, const Player& p);

// An object's past as a spell and as a flip card: "cast_from", the zone a permanent (or a spell on
// the stack) was cast from ("if you cast it from your hand", 608.3), "flipped" (710.2), and
// "mana_spent", the mana symbols spent to cast it ("if {G} was spent to cast it", 601.2h).
void readObjectHistory(const JsonValue& object, const JsonReader& reader, const QString& path, GameObject& out);
void writeObjectHistory(JsonText& out, const GameObject& o);

// An object's "exiled_with" (607.2a): read with the object, checked once every object is read.
struct ExileLink {
    JsonValue at;
    QString path, from, exiler;
};
void checkExileLinks(const QVector<ExileLink>& links, const GameState& state, const JsonReader& reader);

}   // namespace strata::io
