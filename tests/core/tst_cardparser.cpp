// CardParser reports each way a card file can break the format of docs/card-format.md as positioned
// lines, FILE:LINE:COLUMN: error: PATH: MESSAGE, and refuses the card. One row per error path.
#include "cards/CardParser.h"
#include "io/JsonTree.h"
#include <QtTest>

using namespace strata;

class TestCardParser : public QObject {
    Q_OBJECT
private slots:
    void reportsEachBrokenRule_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QStringList>("expected");
        auto card = [](const char* name, const char* json, const QStringList& expected) {
            QTest::newRow(name) << QString::fromUtf8(json) << expected;
        };
        // A creature with the one ability a row is about, on one line (its ability starts at column 52).
        auto ability = [](const char* name, const char* json, const QStringList& expected) {
            const QString text = QStringLiteral(R"({"name": "T", "types": ["Creature"], "abilities": [%1]})")
                                     .arg(QString::fromUtf8(json));
            QTest::newRow(name) << text << expected;
        };
        card("root not an object", R"([])", {"bad.json:1:1: error: expected object, found array"});
        card("unknown card key", R"({"name": "T", "types": ["Creature"], "colour": "red"})",
            {"bad.json:1:38: error: colour: unknown key \"colour\""});
        card(
            "missing name", R"({"types": ["Creature"]})", {"bad.json:1:1: error: name: missing required key \"name\""});
        card("name not a string", R"({"name": 7, "types": ["Creature"]})",
            {"bad.json:1:10: error: name: expected string, found number"});
        card("bad mana cost", R"({"name": "T", "mana_cost": "{Z}", "types": ["Creature"]})",
            {"bad.json:1:28: error: mana_cost: mana cost \"{Z}\": unknown mana symbol {Z}"});
        card("bad star power", R"({"name": "T", "types": ["Creature"], "power": "a*", "toughness": 1})",
            {"bad.json:1:47: error: power: expected a number or a star or X value such as \"*\", \"1+*\" or \"X\""});
        card("power of wrong type", R"({"name": "T", "types": ["Creature"], "power": true, "toughness": 1})",
            {"bad.json:1:47: error: power: expected a number or a star or X value such as \"*\", \"1+*\" or \"X\""});
        card("loyalty out of range", R"({"name": "T", "types": ["Planeswalker"], "loyalty": 5000})",
            {"bad.json:1:53: error: loyalty: 5000 is out of range (0 to 1000)"});
        card("loyalty not whole", R"({"name": "T", "types": ["Planeswalker"], "loyalty": 2.5})",
            {"bad.json:1:53: error: loyalty: expected a whole number"});
        card("loyalty a string", R"({"name": "T", "types": ["Planeswalker"], "loyalty": "3"})",
            {"bad.json:1:53: error: loyalty: expected a whole number, found string"});
        card("token not a boolean", R"({"name": "T", "types": ["Creature"], "token": 1})",
            {"bad.json:1:47: error: token: expected boolean, found number"});
        card("missing types", R"({"name": "T"})", {"bad.json:1:1: error: types: missing required key \"types\""});
        card("types not an array", R"({"name": "T", "types": "Creature"})",
            {"bad.json:1:24: error: types: expected array, found string"});
        card("unknown card type", R"({"name": "T", "types": ["Elf"]})",
            {"bad.json:1:25: error: types[0]: unknown card type \"Elf\""});
        card("card type not a string", R"({"name": "T", "types": [3]})",
            {"bad.json:1:25: error: types[0]: unknown card type number"});
        card("unknown supertype", R"({"name": "T", "supertypes": ["Mythic"], "types": ["Creature"]})",
            {"bad.json:1:30: error: supertypes[0]: unknown supertype"});
        card("subtype not a string", R"({"name": "T", "types": ["Creature"], "subtypes": [1]})",
            {"bad.json:1:51: error: subtypes[0]: expected string, found number"});
        card("unknown subtype", R"({"name": "T", "types": ["Creature"], "subtypes": ["Dragonkin"]})",
            {"bad.json:1:51: error: subtypes[0]: unknown subtype \"Dragonkin\""});
        card("unknown colour", R"({"name": "T", "color_indicator": ["purple"], "types": ["Creature"]})",
            {"bad.json:1:35: error: color_indicator[0]: expected a colour: white, blue, black, red or green"});
        card("back not an object", R"({"name": "T", "types": ["Creature"], "back": 1, "double_faced": "transform"})",
            {"bad.json:1:46: error: back: expected object, found number"});
        card("unknown key on back",
            R"({"name": "T", "types": ["Creature"], "back": {"name": "B", "types": ["Creature"], "token": true}, "double_faced": "transform"})",
            {"bad.json:1:83: error: back.token: unknown key \"token\""});
        card("bad double_faced",
            R"({"name": "T", "types": ["Creature"], "back": {"name": "B", "types": ["Creature"]}, "double_faced": "meld"})",
            {"bad.json:1:100: error: double_faced: expected \"transform\", \"modal\", \"split\", \"flip\" or \"adventure\""});
        card("abilities not an array", R"({"name": "T", "types": ["Creature"], "abilities": {}})",
            {"bad.json:1:51: error: abilities: expected array, found object"});
        ability("ability not an object", R"("Flying")",
            {"bad.json:1:52: error: abilities[0]: expected object, found string"});
        ability("ability without kind", R"({"flying": true})",
            {"bad.json:1:52: error: abilities[0]: an ability needs one of: keyword, static, activated, loyalty, triggered, replacement, spell, cast_restriction, text, additional_cost, alternative_cost"});
        ability("keyword unknown key", R"({"keyword": "Flying", "power": 1})",
            {"bad.json:1:74: error: abilities[0].power: unknown key \"power\""});
        ability("keyword not a string", R"({"keyword": 1})",
            {"bad.json:1:64: error: abilities[0].keyword: expected string, found number"});
        ability("unknown keyword", R"({"keyword": "Flyng"})",
            {"bad.json:1:64: error: abilities[0].keyword: unknown keyword \"Flyng\""});
        ability("landwalk without land type", R"({"keyword": "Landwalk"})",
            {"bad.json:1:52: error: abilities[0].land_type: missing required key \"land_type\""});
        ability("unknown land type", R"({"keyword": "Landwalk", "land_type": "Bog"})",
            {"bad.json:1:89: error: abilities[0].land_type: unknown land type \"Bog\""});
        ability("protection without from", R"({"keyword": "Protection"})",
            {"bad.json:1:52: error: abilities[0].from: missing required key \"from\""});
        ability("keyword n out of range", R"({"keyword": "Rampage", "n": -1})",
            {"bad.json:1:80: error: abilities[0].n: -1 is out of range (0 to 1000)"});
        ability("keyword cost not mana", R"({"keyword": "Equip", "cost": "{Z}"})",
            {"bad.json:1:81: error: abilities[0].cost: mana cost \"{Z}\": unknown mana symbol {Z}"});
        ability("enchant without what", R"({"keyword": "Enchant"})",
            {"bad.json:1:52: error: abilities[0].what: Enchant needs \"what\""});
        ability("unknown object reference", R"({"keyword": "Enchant", "what": "them"})",
            {"bad.json:1:83: error: abilities[0].what: unknown object reference \"them\" (self, attached, target, target2, targets, chosen, it, created)"});
        ability("selector of wrong type", R"({"keyword": "Enchant", "what": 1})",
            {"bad.json:1:83: error: abilities[0].what: expected object, found number"});
        ability("selector unknown key", R"({"keyword": "Enchant", "what": {"types": ["Creature"], "flying": true}})",
            {"bad.json:1:107: error: abilities[0].what.flying: unknown key \"flying\""});
        ability("selector any_of not an array", R"({"keyword": "Enchant", "what": {"any_of": {}}})",
            {"bad.json:1:94: error: abilities[0].what.any_of: expected array, found object"});
        ability("selector bad controller", R"({"keyword": "Enchant", "what": {"controller": "me"}})",
            {"bad.json:1:98: error: abilities[0].what.controller: expected \"you\", \"opponent\", \"not_you\" or \"chosen\""});
        ability("selector bad owner", R"({"keyword": "Enchant", "what": {"owner": "nobody"}})",
            {"bad.json:1:93: error: abilities[0].what.owner: expected \"you\" or \"opponent\""});
        ability("selector unknown zone", R"({"keyword": "Enchant", "what": {"zone": "sideboard"}})",
            {"bad.json:1:92: error: abilities[0].what.zone: unknown zone \"sideboard\""});
        ability("selector unknown has_keyword", R"({"keyword": "Enchant", "what": {"has_keyword": "Wings"}})",
            {"bad.json:1:99: error: abilities[0].what.has_keyword: unknown keyword \"Wings\""});
        ability("selector mana value not whole", R"({"keyword": "Enchant", "what": {"mana_value_at_most": "y"}})",
            {"bad.json:1:106: error: abilities[0].what.mana_value_at_most: expected a whole number, found string"});
        ability("selector bad word", R"({"keyword": "Enchant", "what": {"word": "object"}})",
            {"bad.json:1:92: error: abilities[0].what.word: expected \"permanent\", \"spell\", \"card\", \"player\", \"any_target\", "
             "\"permanent_card\", \"source\", \"activated_ability\", \"triggered_ability\" or \"ability\""});
        ability("selector up_to out of range", R"({"keyword": "Enchant", "what": {"up_to": 0}})",
            {"bad.json:1:93: error: abilities[0].what.up_to: 0 is out of range (1 to 100)"});
        ability("selector colorless not a boolean", R"({"keyword": "Enchant", "what": {"colorless": "yes"}})",
            {"bad.json:1:97: error: abilities[0].what.colorless: expected boolean, found string"});
        ability("static body not an object", R"({"static": []})",
            {"bad.json:1:63: error: abilities[0].static: expected object, found array"});
        ability("static unknown key", R"({"static": {"affects": "self", "effects": [], "duration": "end_of_turn"}})",
            {"bad.json:1:98: error: abilities[0].static.duration: unknown key \"duration\""});
        ability("static without affects", R"({"static": {"effects": []}})",
            {"bad.json:1:63: error: abilities[0].static.affects: missing required key \"affects\""});
        ability("static without effects", R"({"static": {"affects": "self"}})",
            {"bad.json:1:63: error: abilities[0].static.effects: missing required key \"effects\""});
        ability("effects not an array", R"({"static": {"affects": "self", "effects": {}}})",
            {"bad.json:1:94: error: abilities[0].static.effects: expected array, found object"});
        ability("operation not an object", R"({"static": {"affects": "self", "effects": ["switch_pt"]}})",
            {"bad.json:1:95: error: abilities[0].static.effects[0]: expected object, found string"});
        ability("operation with two keys",
            R"({"static": {"affects": "self", "effects": [{"switch_pt": true, "set_pt": {"power": 1}}]}})",
            {"bad.json:1:95: error: abilities[0].static.effects[0]: an operation has exactly one key"});
        ability("unknown operation", R"({"static": {"affects": "self", "effects": [{"fly": true}]}})",
            {"bad.json:1:96: error: abilities[0].static.effects[0]: unknown operation \"fly\""});
        ability("set_pt not an object", R"({"static": {"affects": "self", "effects": [{"set_pt": 3}]}})",
            {"bad.json:1:106: error: abilities[0].static.effects[0].set_pt: expected object, found number"});
        ability("set_pt without values", R"({"static": {"affects": "self", "effects": [{"modify_pt": {}}]}})",
            {"bad.json:1:109: error: abilities[0].static.effects[0].modify_pt: needs \"power\", \"toughness\" or both"});
        ability("unknown rule", R"({"static": {"affects": "self", "effects": [{"rule": "cant_sneeze"}]}})",
            {"bad.json:1:104: error: abilities[0].static.effects[0].rule: unknown rule \"cant_sneeze\""});
        ability("unknown kind of word", R"({"static": {"affects": "self", "effects": [{"change_text": "any_word"}]}})",
            {"bad.json:1:111: error: abilities[0].static.effects[0].change_text: unknown kind of word \"any_word\""});
        ability("copy without of", R"({"static": {"affects": "self", "effects": [{"copy": {}}]}})",
            {"bad.json:1:104: error: abilities[0].static.effects[0].copy: missing required key \"of\""});
        ability("flag operation not true", R"({"static": {"affects": "self", "effects": [{"switch_pt": false}]}})",
            {"bad.json:1:109: error: abilities[0].static.effects[0].switch_pt: expected true"});
        ability("bad expression", R"({"static": {"affects": "self", "effects": [{"set_pt": {"power": "y"}}]}})",
            {"bad.json:1:116: error: abilities[0].static.effects[0].set_pt.power: expected a number, \"x\" or an object with one expression key",
                "bad.json:1:106: error: abilities[0].static.effects[0].set_pt: needs \"power\", \"toughness\" or both"});
        ability("unknown expression",
            R"({"static": {"affects": "self", "effects": [{"set_pt": {"power": {"speed_of": "self"}}}]}})",
            {"bad.json:1:117: error: abilities[0].static.effects[0].set_pt.power.speed_of: unknown expression \"speed_of\"",
                "bad.json:1:106: error: abilities[0].static.effects[0].set_pt: needs \"power\", \"toughness\" or both"});
        ability("condition with two keys",
            R"({"static": {"affects": "self", "effects": [{"switch_pt": true}], "condition": {"self_is": {}, "attached_is": {}}}})",
            {"bad.json:1:130: error: abilities[0].static.condition: a condition has exactly one key"});
        ability("unknown condition",
            R"({"static": {"affects": "self", "effects": [{"switch_pt": true}], "condition": {"raining": true}}})",
            {"bad.json:1:131: error: abilities[0].static.condition.raining: unknown condition \"raining\""});
        ability("condition without n",
            R"({"static": {"affects": "self", "effects": [{"switch_pt": true}], "condition": {"devotion_less_than": {"colors": ["black"]}}}})",
            {"bad.json:1:153: error: abilities[0].static.condition.devotion_less_than.n: missing required key \"n\""});
        ability("copy exception set_pt",
            R"({"static": {"affects": "self", "effects": [{"copy": {"of": "target", "except": {"set_pt": [1]}}}]}})",
            {"bad.json:1:142: error: abilities[0].static.effects[0].copy.except.set_pt: expected [power, toughness]"});
        ability("copy exception unknown key",
            R"({"static": {"affects": "self", "effects": [{"copy": {"of": "target", "except": {"set_name": "X"}}}]}})",
            {"bad.json:1:132: error: abilities[0].static.effects[0].copy.except.set_name: unknown key \"set_name\""});
        ability("activated without cost", R"({"activated": {"effect": [{"draw": 1}]}})",
            {"bad.json:1:66: error: abilities[0].activated.cost: missing required key \"cost\""});
        ability("cost not an array", R"({"activated": {"cost": "{T}", "effect": [{"draw": 1}]}})",
            {"bad.json:1:75: error: abilities[0].activated.cost: expected array, found string"});
        ability("unknown cost part", R"({"activated": {"cost": [{"sacrifice": "another"}], "effect": [{"draw": 1}]}})",
            {"bad.json:1:76: error: abilities[0].activated.cost[0]: unknown cost part"});
        ability("cost part of wrong type", R"({"activated": {"cost": [2], "effect": [{"draw": 1}]}})",
            {"bad.json:1:76: error: abilities[0].activated.cost[0]: expected a mana string or a cost object"});
        ability("cost not mana", R"({"activated": {"cost": ["{T}{Z}"], "effect": [{"draw": 1}]}})",
            {"bad.json:1:76: error: abilities[0].activated.cost[0]: mana cost \"{Z}\": unknown mana symbol {Z}"});
        ability("unknown activation restriction",
            R"({"activated": {"cost": ["{T}"], "effect": [{"draw": 1}], "restriction": "instant_speed"}})",
            {"bad.json:1:124: error: abilities[0].activated.restriction: unknown restriction \"instant_speed\""});
        ability("loyalty cost not a string", R"({"loyalty": 1, "effect": [{"draw": 1}]})",
            {"bad.json:1:64: error: abilities[0].loyalty: expected string, found number"});
        ability("targets not an array", R"({"loyalty": "+1", "targets": "target", "effect": [{"draw": 1}]})",
            {"bad.json:1:81: error: abilities[0].targets: expected array, found string"});
        ability("triggered without event", R"({"triggered": {"effect": [{"draw": 1}]}})",
            {"bad.json:1:66: error: abilities[0].triggered.event: missing required key \"event\""});
        ability("unknown event", R"({"triggered": {"event": "self_perishes", "effect": [{"draw": 1}]}})",
            {"bad.json:1:76: error: abilities[0].triggered.event: unknown event \"self_perishes\""});
        ability("optional not a boolean",
            R"({"triggered": {"event": "self_enters", "optional": "yes", "effect": [{"draw": 1}]}})",
            {"bad.json:1:103: error: abilities[0].triggered.optional: expected boolean, found string"});
        ability("without effect", R"({"spell": {}})",
            {"bad.json:1:62: error: abilities[0].spell.effect: missing required key \"effect\""});
        ability("action not an object", R"({"spell": {"effect": ["draw"]}})",
            {"bad.json:1:74: error: abilities[0].spell.effect[0]: expected object, found string"});
        ability("action with two kinds", R"({"spell": {"effect": [{"draw": 1, "scry": 1}]}})",
            {"bad.json:1:86: error: abilities[0].spell.effect[0]: an action has one kind; found \"draw\" and \"scry\""});
        ability("unknown action", R"({"spell": {"effect": [{"parley": 2}]}})",
            {"bad.json:1:75: error: abilities[0].spell.effect[0].parley: unknown action \"parley\""});
        ability("action without kind", R"({"spell": {"effect": [{"to": "target"}]}})",
            {"bad.json:1:74: error: abilities[0].spell.effect[0]: no action kind"});
        ability("continuous without affects",
            R"({"spell": {"effect": [{"continuous": {"effects": [{"switch_pt": true}]}}]}})",
            {"bad.json:1:89: error: abilities[0].spell.effect[0].continuous.affects: missing required key \"affects\""});
        ability("unknown duration",
            R"({"spell": {"effect": [{"continuous": {"affects": "target", "effects": [{"switch_pt": true}], "duration": "forever"}}]}})",
            {"bad.json:1:157: error: abilities[0].spell.effect[0].continuous.duration: unknown duration \"forever\""});
        ability("amount not a number", R"({"spell": {"effect": [{"gain_life": "two"}]}})",
            {"bad.json:1:88: error: abilities[0].spell.effect[0].gain_life: expected a whole number or \"x\""});
        ability("draw not whole", R"({"spell": {"effect": [{"draw": "two"}]}})",   // round 24: "x" is the spell's X
            {"bad.json:1:83: error: abilities[0].spell.effect[0].draw: expected a whole number or \"x\""});
        ability("half life not true", R"({"spell": {"effect": [{"each_player_loses_half_life": 1}]}})",
            {"bad.json:1:106: error: abilities[0].spell.effect[0].each_player_loses_half_life: expected true"});
        // Stop 49 (500.7, 614.10): a bounded number of turns, so that no card file makes the turn order
        // pass over billions of turns.
        ability("skip_turns too many", R"({"spell": {"effect": [{"skip_turns": 1000000}]}})",
            {"bad.json:1:89: error: abilities[0].spell.effect[0].skip_turns: expected a number of occurrences from 1 to 100"});
        ability("extra_turn zero", R"({"spell": {"effect": [{"extra_turn": 0}]}})",
            {"bad.json:1:89: error: abilities[0].spell.effect[0].extra_turn: expected true or a number of turns from 1 to 100"});
        ability("add_mana not a string", R"({"spell": {"effect": [{"add_mana": 1}]}})",
            {"bad.json:1:87: error: abilities[0].spell.effect[0].add_mana: expected string, found number"});
        ability("damage to bad selector", R"({"spell": {"effect": [{"damage": 2, "to": "them"}]}})",
            {"bad.json:1:94: error: abilities[0].spell.effect[0].to: unknown object reference \"them\" (self, attached, target, target2, targets, chosen, it, created)"});
        ability("no_regenerate not a boolean", R"({"spell": {"effect": [{"destroy": "target", "no_regenerate": 1}]}})",
            {"bad.json:1:113: error: abilities[0].spell.effect[0].no_regenerate: expected boolean, found number"});
        ability("search_basic_land for whom", R"({"spell": {"effect": [{"search_basic_land": "opponent"}]}})",
            {"bad.json:1:96: error: abilities[0].spell.effect[0].search_basic_land: expected \"you\" or \"controller_of_target\""});
        ability("put_counter without on", R"({"spell": {"effect": [{"put_counter": {"kind": "+1/+1", "n": 1}}]}})",
            {"bad.json:1:90: error: abilities[0].spell.effect[0].put_counter.on: missing required key \"on\""});
        ability("put_counter without kind", R"({"spell": {"effect": [{"put_counter": {"n": 1, "on": "target"}}]}})",
            {"bad.json:1:90: error: abilities[0].spell.effect[0].put_counter.kind: missing required key \"kind\""});
        ability("exile without n",
            R"({"spell": {"effect": [{"exile_from_graveyard": {"filter": {"types": ["Creature"]}}}]}})",
            {"bad.json:1:99: error: abilities[0].spell.effect[0].exile_from_graveyard.n: missing required key \"n\""});
        ability("exile without filter", R"({"spell": {"effect": [{"exile_from_graveyard": {"n": 1}}]}})",
            {"bad.json:1:99: error: abilities[0].spell.effect[0].exile_from_graveyard.filter: missing required key \"filter\""});
        ability("delayed unknown event",
            R"({"spell": {"effect": [{"delayed": {"event": "next_turn", "effect": [{"draw": 1}]}}]}})",
            {"bad.json:1:96: error: abilities[0].spell.effect[0].delayed.event: unknown event \"next_turn\""});
        ability("delayed unknown key",
            R"({"spell": {"effect": [{"delayed": {"event": "end_step", "effect": [{"draw": 1}], "when": 1}}]}})",
            {"bad.json:1:133: error: abilities[0].spell.effect[0].delayed.when: unknown key \"when\""});
        ability("spell unknown key", R"({"spell": {"effect": [{"draw": 1}], "cost": ["{1}"]}})",
            {"bad.json:1:88: error: abilities[0].spell.cost: unknown key \"cost\""});
        ability("replacement unknown key", R"({"replacement": {"enters_untapped": true}})",
            {"bad.json:1:69: error: abilities[0].replacement.enters_untapped: unknown key \"enters_untapped\""});
        ability("unknown choice", R"({"replacement": {"choose": "number"}})",
            {"bad.json:1:79: error: abilities[0].replacement.choose: unknown choice \"number\""});
        ability("enters_as_copy not an object", R"({"replacement": {"enters_as_copy": true}})",
            {"bad.json:1:87: error: abilities[0].replacement.enters_as_copy: expected object, found boolean"});
        ability("enters_tapped not a boolean", R"({"replacement": {"enters_tapped": "yes"}})",
            {"bad.json:1:86: error: abilities[0].replacement.enters_tapped: expected boolean, found string"});
        ability("counters without n", R"({"replacement": {"enters_with_counters": {"kind": "+1/+1"}}})",
            {"bad.json:1:93: error: abilities[0].replacement.enters_with_counters.n: missing required key \"n\""});
        ability("counter choice not strings", R"({"replacement": {"enters_with_counter_choice": [1]}})",
            {"bad.json:1:100: error: abilities[0].replacement.enters_with_counter_choice[0]: expected string, found number"});
        ability("cast restriction not a string", R"({"cast_restriction": 1})",
            {"bad.json:1:73: error: abilities[0].cast_restriction: expected string, found number"});
        ability("unknown cast restriction", R"({"cast_restriction": "main_phase"})",
            {"bad.json:1:73: error: abilities[0].cast_restriction: unknown restriction \"main_phase\""});
        // 601.3: "Cast this spell only if …" names its condition, and only that restriction takes one.
        ability("only_if without its condition", R"({"cast_restriction": "only_if"})",
            {"bad.json:1:52: error: abilities[0]: \"if\" goes with the restriction \"only_if\", and only with it"});
        // 118.9: an alternative cost says what is paid instead.
        ability("alternative cost without cost", R"({"alternative_cost": {}})",
            {"bad.json:1:73: error: abilities[0].alternative_cost: alternative_cost needs \"cost\""});

        // Events, conditions, actions and fields the event player performs (issue 14).
        ability("state trigger without if", R"({"triggered": {"event": "state", "effect": [{"draw": 1}]}})",
            {"bad.json:1:66: error: abilities[0].triggered.if: a state trigger (603.8) needs \"if\": the state it waits for"});
        ability("filter on an event without one",
            R"({"triggered": {"event": "self_enters", "filter": {"colors": ["red"]}, "effect": [{"draw": 1}]}})",
            {"bad.json:1:101: error: abilities[0].triggered.filter: event \"self_enters\" takes no filter"});
        ability("bad event filter",
            R"({"triggered": {"event": "opponent_casts_spell", "filter": {"colour": "red"}, "effect": [{"draw": 1}]}})",
            {"bad.json:1:111: error: abilities[0].triggered.filter.colour: unknown key \"colour\""});
        ability("life condition not a number",
            R"({"triggered": {"event": "your_upkeep", "if": {"life_at_least": "forty"}, "effect": [{"win_game": true}]}})",
            {"bad.json:1:115: error: abilities[0].triggered.if.life_at_least: expected a life total (a whole number from 0 to 100000)"});
        ability("hand_empty not true",
            R"({"triggered": {"event": "state", "if": {"hand_empty": false}, "effect": [{"draw": 1}]}})",
            {"bad.json:1:106: error: abilities[0].triggered.if.hand_empty: expected true"});
        ability("no_counter without a kind",
            R"({"triggered": {"event": "self_dies", "if": {"no_counter": ""}, "effect": [{"draw": 1}]}})",
            {"bad.json:1:110: error: abilities[0].triggered.if.no_counter: expected a counter kind such as \"-1/-1\""});
        ability("you_control_none bad selector",
            R"({"triggered": {"event": "state", "if": {"you_control_none": "others"}, "effect": [{"draw": 1}]}})",
            {"bad.json:1:112: error: abilities[0].triggered.if.you_control_none: unknown object reference \"others\" (self, attached, target, target2, targets, chosen, it, created)"});
        ability("who of a player action", R"({"spell": {"effect": [{"draw": 1, "who": "owner"}]}})",
            {"bad.json:1:93: error: abilities[0].spell.effect[0].who: expected \"controller_of_target\", \"target_player\", \"each_opponent\" or \"each_player\""});
        ability("who on an action without one", R"({"spell": {"effect": [{"destroy": "target", "who": "each_opponent"}]}})",
            {"bad.json:1:103: error: abilities[0].spell.effect[0].who: \"destroy\" takes no \"who\""});
        ability("return under whose control",
            R"({"spell": {"effect": [{"return_to_battlefield": "it", "who": "target_player"}]}})",
            {"bad.json:1:113: error: abilities[0].spell.effect[0].who: expected \"owner\" (\"under its owner's control\"); leave it out for \"under your control\""});
        ability("tapped on draw", R"({"spell": {"effect": [{"draw": 1, "tapped": true}]}})",
            {"bad.json:1:96: error: abilities[0].spell.effect[0].tapped: \"draw\" puts nothing onto the battlefield"});
        ability("optional not a boolean", R"({"spell": {"effect": [{"draw": 1, "optional": 1}]}})",
            {"bad.json:1:98: error: abilities[0].spell.effect[0].optional: expected boolean, found number"});
        ability("with_counters on destroy", R"({"spell": {"effect": [{"destroy": "target", "with_counters": {"kind": "-1/-1", "n": 1}}]}})",
            {"bad.json:1:113: error: abilities[0].spell.effect[0].with_counters: only \"return_to_battlefield\" and \"exile\" take \"with_counters\""});
        ability("with_counters without n",
            R"({"spell": {"effect": [{"return_to_battlefield": "it", "with_counters": {"kind": "-1/-1"}}]}})",
            {"bad.json:1:123: error: abilities[0].spell.effect[0].with_counters.n: missing required key \"n\""});
        ability("exile bad selector", R"({"spell": {"effect": [{"exile": "that"}]}})",
            {"bad.json:1:84: error: abilities[0].spell.effect[0].exile: unknown object reference \"that\" (self, attached, target, target2, targets, chosen, it, created)"});
        ability("win_game not true", R"({"spell": {"effect": [{"win_game": "yes"}]}})",
            {"bad.json:1:87: error: abilities[0].spell.effect[0].win_game: expected true"});
        ability("mill not a number", R"({"spell": {"effect": [{"mill": "two"}]}})",
            {"bad.json:1:83: error: abilities[0].spell.effect[0].mill: expected a whole number or \"x\""});
        ability("unknown computed amount", R"({"spell": {"effect": [{"gain_life": {"speed_of": "target"}}]}})",
            {"bad.json:1:89: error: abilities[0].spell.effect[0].gain_life.speed_of: unknown expression \"speed_of\""});
        ability("not inside not", R"({"static": {"affects": "self", "effects": [{"rule": "cant_attack"}], "condition": {"not": {"not": {"hand_empty": true}}}}})",
            {"bad.json:1:142: error: abilities[0].static.condition.not: a \"not\" condition cannot hold another \"not\""});
        ability("blocker set without filter", R"({"static": {"affects": "self", "effects": [{"rule": {"name": "cant_be_blocked_by"}}]}})",
            {"bad.json:1:104: error: abilities[0].static.effects[0].rule.filter: rule \"cant_be_blocked_by\" needs \"filter\": write {\"name\": \"cant_be_blocked_by\", \"filter\": {\"colors\": [\"blue\"]}}"});
        ability("this_way on a draw", R"({"spell": {"effect": [{"draw": 1, "this_way": [{"gain_life": 1}]}]}})",
            {"bad.json:1:86: error: abilities[0].spell.effect[0].this_way: only a \"prevent_damage\" shield takes \"this_way\""});
        ability("cant_be_prevented on a draw", R"({"spell": {"effect": [{"draw": 1, "cant_be_prevented": true}]}})",
            {"bad.json:1:86: error: abilities[0].spell.effect[0].cant_be_prevented: only \"damage\" takes \"cant_be_prevented\""});
        ability("partial prevention without prevent", R"({"static": {"affects": "self", "effects": [{"rule": {"name": "prevent_some_damage_to"}}]}})",
            {"bad.json:1:104: error: abilities[0].static.effects[0].rule.prevent: rule \"prevent_some_damage_to\" needs \"prevent\": write {\"name\": \"prevent_some_damage_to\", \"prevent\": 2}"});
        ability("evoke cost part unknown", R"({"keyword": "Evoke", "cost": [{"exile_from_hand": "it2"}]})",
            {"bad.json:1:102: error: abilities[0].cost[0].exile_from_hand: unknown object reference \"it2\" (self, attached, target, target2, targets, chosen, it, created)"});
    }

    void reportsEachBrokenRule()
    {
        QFETCH(QString, json);
        QFETCH(QStringList, expected);
        io::JsonParseError perr;
        const auto root = io::parseJson(json.toUtf8(), &perr);
        QVERIFY2(root, qPrintable(perr.message));
        Diagnostics diags;
        const CardPtr card = CardParser(QStringLiteral("bad.json"), &diags).parse(*root);
        QVERIFY(!card);
        QCOMPARE(diags.formatted(), expected);
    }

    // The rows above fail for their one broken rule: the same card without it reads cleanly.
    void readsTheCardTheRowsBreak()
    {
        io::JsonParseError perr;
        const auto root = io::parseJson(R"({"name": "T", "types": ["Creature"], "abilities": [{"keyword": "Flying"},
            {"spell": {"targets": [{"types": ["Creature"], "up_to": 2}], "effect": [{"destroy": "targets", "no_regenerate": true},
            {"put_counter": {"kind": "+1/+1", "on": "target"}}, {"delayed": {"event": "end_step", "effect": [{"draw": 1}]}}]}},
            {"replacement": {"enters_with_counters": {"kind": "+1/+1", "n": "x"}}}]})",
            &perr);
        QVERIFY2(root, qPrintable(perr.message));
        Diagnostics diags;
        const CardPtr card = CardParser(QStringLiteral("good.json"), &diags).parse(*root);
        QVERIFY2(card, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(card->front.abilities.size(), 3);
        const AbilityDef& spell = *card->front.abilities[1];
        QCOMPARE(spell.targets.first().upTo, quint8(2));
        QCOMPARE(spell.effect.size(), 3);
        QVERIFY(spell.effect[0].noRegenerate);
        QCOMPARE(spell.effect[1].counters.n.n, 1);   // one counter when "n" is left out
        QCOMPARE(spell.effect[2].event, TriggerEvent::EndStep);
        QVERIFY(card->front.abilities[2]->replacement.entersWithCounters->n.x);
    }

    // The words the event player performs are read into the model (issue 14).
    void readsTheEventVocabulary()
    {
        io::JsonParseError perr;
        const auto root = io::parseJson(R"({"name": "T", "types": ["Creature"], "abilities": [
            {"keyword": "Evoke", "cost": [{"exile_from_hand": {"colors": ["black"], "word": "card"}}]},
            {"keyword": "Persist"}, {"keyword": "Vanishing", "n": 3},
            {"triggered": {"event": "opponent_casts_spell", "filter": {"colors": ["red"], "word": "spell"}, "effect": [{"gain_life": 2}]}},
            {"triggered": {"event": "state", "if": {"you_control_none": {"types": ["Creature"], "other": true}}, "effect": [{"sacrifice": "self"}]}},
            {"triggered": {"event": "your_upkeep", "if": {"life_at_least": 40}, "effect": [{"win_game": true}]}},
            {"spell": {"targets": [{"word": "player", "controller": "opponent"}, {"word": "any_target"}], "effect": [
                {"exile": "target"}, {"gain_life": {"power_of": "target"}, "who": "controller_of_target"},
                {"return_to_battlefield": "it", "who": "owner", "tapped": true, "with_counters": {"kind": "-1/-1", "n": 1}},
                {"discard_chosen": {"not_types": ["Land"]}}, {"mill": 2, "who": "target_player", "optional": true},
                {"lose_life": 1, "who": "each_opponent"}]}}]})",
            &perr);
        QVERIFY2(root, qPrintable(perr.message));
        Diagnostics diags;
        const CardPtr card = CardParser(QStringLiteral("good.json"), &diags).parse(*root);
        QVERIFY2(card, qPrintable(diags.formatted().join('\n')));
        const auto& abilities = card->front.abilities;
        QCOMPARE(abilities.size(), 7);
        QCOMPARE(abilities[0]->costParts.size(), 1);
        QCOMPARE(abilities[0]->costParts[0].kind, CostKind::ExileFromHand);
        QVERIFY(abilities[0]->costParts[0].card && abilities[0]->costParts[0].card->colors.has(Color::Black));
        QVERIFY(abilities[1]->isKeyword(QStringLiteral("Persist")));
        QCOMPARE(abilities[2]->n.value_or(0), 3);
        QCOMPARE(abilities[3]->event, TriggerEvent::OpponentCastsSpell);
        QVERIFY(abilities[3]->eventFilter && abilities[3]->eventFilter->colors.has(Color::Red));
        QCOMPARE(abilities[4]->event, TriggerEvent::State);
        QCOMPARE(abilities[4]->triggerIf->kind, Condition::Kind::YouControlNone);
        QVERIFY(abilities[4]->triggerIf->filter->other);
        QCOMPARE(abilities[5]->triggerIf->kind, Condition::Kind::LifeAtLeast);
        QCOMPARE(abilities[5]->triggerIf->n, 40);
        QCOMPARE(abilities[5]->effect[0].kind, ActionKind::WinGame);
        const AbilityDef& spell = *abilities[6];
        QCOMPARE(spell.targets[0].word, QStringLiteral("player"));
        QCOMPARE(spell.targets[0].controller, Selector::Who::Opponent);
        QCOMPARE(spell.targets[1].word, QStringLiteral("any_target"));
        QCOMPARE(spell.effect[0].kind, ActionKind::Exile);
        QCOMPARE(spell.effect[0].object->ref, Selector::Ref::Target);
        QCOMPARE(spell.effect[1].amountOf->kind, Expr::Kind::PowerOfTarget);
        QCOMPARE(spell.effect[1].who, QStringLiteral("controller_of_target"));
        const Action& back = spell.effect[2];
        QCOMPARE(back.kind, ActionKind::ReturnToBattlefield);
        QCOMPARE(back.object->ref, Selector::Ref::It);
        QCOMPARE(back.who, QStringLiteral("owner"));
        QVERIFY(back.tapped);
        QCOMPARE(back.counters.kind, QStringLiteral("-1/-1"));
        QCOMPARE(spell.effect[3].kind, ActionKind::DiscardChosen);
        QCOMPARE(spell.effect[3].object->notTypes, quint16(CardType::Land));
        QCOMPARE(spell.effect[4].amount.n, 2);
        QVERIFY(spell.effect[4].optional);
        QCOMPARE(spell.effect[5].who, QStringLiteral("each_opponent"));
    }
};

QTEST_GUILESS_MAIN(TestCardParser)
#include "tst_cardparser.moc"
