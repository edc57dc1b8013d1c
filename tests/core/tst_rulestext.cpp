#include "cards/CardLibrary.h"
#include "cards/CardParser.h"
#include "io/JsonTree.h"
#include "text/RulesText.h"
#include "BuiltinCards.h"

#include <QtTest>

using namespace strata;

namespace {

const CardLibrary& library()
{
    return CardLibrary::builtin();
}

}   // namespace

class TestRulesText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyAbilityHasText();
    void expectedTexts_data();
    void expectedTexts();
    void intrinsicManaAbilities();
    void wordSwaps();
    void pieces();
    void syntheticStructures_data();
    void syntheticStructures();
};

void TestRulesText::initTestCase()
{
    if (!library().errors().isEmpty())
        qWarning("The card library reported errors; cards that did not load are skipped:\n%s",
            qPrintable(library().errors().formatted().join(QLatin1Char('\n'))));
    QVERIFY2(library().size() > 0, "the built-in card library is empty");
}

// Every ability of every face of every card (and token) that loaded gets text with no placeholder left.
// Set STRATA_DUMP_RULES_TEXT=1 to print them all for review.
void TestRulesText::everyAbilityHasText()
{
    const bool dump = qEnvironmentVariableIsSet("STRATA_DUMP_RULES_TEXT");
    int checked = 0;
    for (const CardPtr& card : library().cards()) {
        QVector<const CardFace*> faces{&card->front};
        if (card->back)
            faces << &*card->back;
        for (const CardFace* f : faces) {
            if (dump)
                qInfo().noquote() << "##" << f->name;
            for (int i = 0; i < f->abilities.size(); ++i) {
                const QString text = RulesText::ability(*f->abilities[i], f->name);
                const QString where = QStringLiteral("%1, ability %2").arg(f->name).arg(i + 1);
                if (dump)
                    qInfo().noquote() << "   " << text;
                QVERIFY2(!text.trimmed().isEmpty(), qPrintable(where + ": empty text"));
                QVERIFY2(!QRegularExpression(QStringLiteral("%\\d")).match(text).hasMatch(),
                    qPrintable(where + ": placeholder left in \"" + text + "\""));
                QVERIFY2(!text.contains(QLatin1String("  ")), qPrintable(where + ": double space in \"" + text + "\""));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 100);
}

void TestRulesText::expectedTexts_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("index");   // 1-based, as printed
    QTest::addColumn<QString>("expected");

    // Static abilities: one operation, several operations, conditions, characteristic-defining abilities.
    QTest::newRow("Bad Moon") << "Bad Moon" << 1 << "Black creatures get +1/+1.";
    QTest::newRow("Lord of Atlantis") << "Lord of Atlantis" << 1 << "Other Merfolk get +1/+1 and have islandwalk.";
    QTest::newRow("Opalescence")
        << "Opalescence" << 1
        << "Each other non-Aura enchantment is a creature in addition to its other types and has base power and "
           "toughness each equal to its mana value.";
    QTest::newRow("Humility") << "Humility" << 1
                              << "All creatures lose all abilities and have base power and toughness 1/1.";
    QTest::newRow("Blood Moon") << "Blood Moon" << 1 << "Each nonbasic land is a Mountain.";
    QTest::newRow("Urborg") << "Urborg, Tomb of Yawgmoth" << 1
                            << "Each land is a Swamp in addition to its other types.";
    QTest::newRow("Magebane Armor 1") << "Magebane Armor" << 1 << "Equipped creature gets +2/+4 and loses flying.";
    QTest::newRow("Magebane Armor 2") << "Magebane Armor" << 2
                                      << "Prevent all noncombat damage that would be dealt to equipped creature.";
    QTest::newRow("Tarmogoyf")
        << "Tarmogoyf" << 1
        << "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is "
           "equal to that number plus 1.";
    QTest::newRow("Conspiracy static")
        << "Conspiracy" << 2
        << "Creature cards you own that aren't on the battlefield, creature spells you control, and creatures you "
           "control are the chosen type.";
    QTest::newRow("Archetype of Courage 1")
        << "Archetype of Courage" << 1 << "Creatures you control have first strike.";
    QTest::newRow("Archetype of Courage 2")
        << "Archetype of Courage" << 2
        << "Creatures your opponents control lose first strike and can't have or gain first strike.";
    QTest::newRow("Purphoros condition")
        << "Purphoros, God of the Forge" << 2
        << "As long as your devotion to red is less than five, Purphoros, God of the Forge isn't a creature.";
    QTest::newRow("Rune of Flight condition")
        << "Rune of Flight" << 3 << "As long as enchanted permanent is a creature, it has flying.";
    QTest::newRow("Rune of Flight granted static")
        << "Rune of Flight" << 4
        << "As long as enchanted permanent is an Equipment, it has \"Equipped creature has flying.\"";
    QTest::newRow("Control Magic") << "Control Magic" << 2 << "You control enchanted creature.";
    QTest::newRow("Kenrith's Transformation")
        << "Kenrith's Transformation" << 3
        << "Enchanted creature is a green Elk creature, loses all abilities, and has base power and toughness 3/3.";
    QTest::newRow("Death's Shadow") << "Death's Shadow" << 1
                                    << "Death's Shadow gets -X/-X, where X is your life total.";
    QTest::newRow("Juggernaut") << "Juggernaut" << 2 << "Juggernaut can't be blocked by Walls.";
    QTest::newRow("Mycosynth Lattice player rule")
        << "Mycosynth Lattice" << 3 << "Players may spend mana as though it were mana of any color.";
    QTest::newRow("Starfield of Nyx")
        << "Starfield of Nyx" << 2
        << "As long as you control five or more enchantments, each other non-Aura enchantment you control is a "
           "creature in addition to its other types and has base power and toughness each equal to its mana value.";

    // Keywords.
    QTest::newRow("Bog Wraith") << "Bog Wraith" << 1 << "Swampwalk";
    QTest::newRow("Bonesplitter equip") << "Bonesplitter" << 2 << "Equip {1}";
    QTest::newRow("Control Magic enchant") << "Control Magic" << 1 << "Enchant creature";
    QTest::newRow("Imprisoned in the Moon enchant")
        << "Imprisoned in the Moon" << 1 << "Enchant creature, land, or planeswalker";
    QTest::newRow("Grinning Demon morph") << "Grinning Demon" << 2 << "Morph {2}{B}{B}";

    // Activated abilities, mana abilities and loyalty abilities.
    QTest::newRow("Birds of Paradise") << "Birds of Paradise" << 2 << "{T}: Add one mana of any color.";
    QTest::newRow("Wandering Fumarole mana") << "Wandering Fumarole" << 2 << "{T}: Add {U} or {R}.";
    QTest::newRow("Wandering Fumarole animation")
        << "Wandering Fumarole" << 3
        << "{2}{U}{R}: Until end of turn, Wandering Fumarole becomes a 1/4 blue and red Elemental creature in "
           "addition to its other types and gains \"{0}: Switch the power and toughness of Wandering Fumarole until "
           "end of turn.\"";
    QTest::newRow("Mutavault")
        << "Mutavault" << 2
        << "{1}: Until end of turn, Mutavault becomes a 2/2 creature with all creature types in addition to its other "
           "types.";
    QTest::newRow("Figure of Destiny")
        << "Figure of Destiny" << 3
        << "{R/W}{R/W}{R/W}{R/W}{R/W}{R/W}: Figure of Destiny becomes a Kithkin Spirit Warrior Avatar with base power "
           "and toughness 8/8 and gains flying and first strike.";   // round 34: no card type set, so not "an 8/8 … creature"
    QTest::newRow("Crater Elemental")
        << "Crater Elemental" << 1
        << "{R}, {T}, Sacrifice Crater Elemental: Crater Elemental deals 4 damage to target creature.";
    QTest::newRow("Crater Elemental formidable")
        << "Crater Elemental" << 2
        << "{2}{R}: Crater Elemental has base power 8 until end of turn. Activate only if creatures you control have "
           "total power 8 or greater.";
    QTest::newRow("Feral Hydra") << "Feral Hydra" << 2
                                 << "{3}: Put a +1/+1 counter on Feral Hydra. Any player may activate this ability.";
    QTest::newRow("Tireless Tribe") << "Tireless Tribe" << 1
                                    << "Discard a card: Tireless Tribe gets +0/+4 until end of turn.";
    QTest::newRow("Merieke Ri Berit")
        << "Merieke Ri Berit" << 2
        << "{T}: Gain control of target creature for as long as you control Merieke Ri Berit. When Merieke Ri Berit "
           "leaves the battlefield or becomes untapped, destroy that creature. It can't be regenerated.";
    QTest::newRow("Gideon Jura +2")
        << "Gideon Jura" << 1
        << "+2: During target opponent's next turn, creatures that player controls attack Gideon Jura if able.";
    QTest::newRow("Gideon Jura 0")
        << "Gideon Jura" << 3
        << "0: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature in addition to its other types. "
           "Prevent all damage that would be dealt to Gideon Jura this turn.";
    QTest::newRow("Oko -5")
        << "Oko, Thief of Crowns" << 3
        << QString::fromUtf8(
               "\u22125: Exchange control of target artifact or creature you control and target creature an opponent controls with power 3 or less.");
    QTest::newRow("Tezzeret -4")
        << "Tezzeret, Agent of Bolas" << 3
        << QString::fromUtf8("\u22124: Target player loses X life and you gain X life, where X is twice the number of "
                             "artifacts you control.");

    // Triggered abilities.
    QTest::newRow("Wall of Omens") << "Wall of Omens" << 2 << "When Wall of Omens enters, draw a card.";
    QTest::newRow("Kruin Outlaw")
        << "Kruin Outlaw" << 2
        << "At the beginning of each upkeep, if no spells were cast last turn, transform Kruin Outlaw.";
    QTest::newRow("Karametra")
        << "Karametra, God of Harvests" << 3
        << "Whenever you cast a creature spell, you may search your library for a Forest or Plains card, put it onto "
           "the battlefield tapped, then shuffle.";
    QTest::newRow("Unstable Shapeshifter")
        << "Unstable Shapeshifter" << 1
        << "Whenever another creature enters, Unstable Shapeshifter becomes a copy of that creature, except it has "
           "this ability.";

    // Replacement effects.
    QTest::newRow("Wandering Fumarole enters tapped")
        << "Wandering Fumarole" << 1 << "Wandering Fumarole enters tapped.";
    QTest::newRow("Feral Hydra counters") << "Feral Hydra" << 1 << "Feral Hydra enters with X +1/+1 counters on it.";
    QTest::newRow("Conspiracy choice") << "Conspiracy" << 1 << "As Conspiracy enters, choose a creature type.";
    QTest::newRow("Wingfold Pteron")
        << "Wingfold Pteron" << 1
        << "Wingfold Pteron enters with your choice of a flying counter or a hexproof counter on it.";
    QTest::newRow("Clone") << "Clone" << 1 << "You may have Clone enter as a copy of a creature on the battlefield.";
    QTest::newRow("Quicksilver Gargantuan")
        << "Quicksilver Gargantuan" << 1
        << "You may have Quicksilver Gargantuan enter as a copy of a creature on the battlefield, except it has base "
           "power and toughness 7/7.";
    QTest::newRow("Moritte of the Frost")
        << "Moritte of the Frost" << 2
        << "You may have Moritte of the Frost enter as a copy of another permanent you control, except it's legendary "
           "and snow in addition to its other types and, if it's a creature, it has changeling and it enters with two "
           "additional +1/+1 counters on it.";

    // Spells and cast restrictions.
    QTest::newRow("Giant Growth") << "Giant Growth" << 1 << "Target creature gets +3/+3 until end of turn.";
    QTest::newRow("Act of Treason")
        << "Act of Treason" << 1
        << "Gain control of target creature until end of turn. Untap that creature. It gains haste until "
           "end of turn.";
    QTest::newRow("Animate Land")
        << "Animate Land" << 1
        << "Until end of turn, target land becomes a 3/3 creature in addition to its other types.";
    QTest::newRow("Berserk restriction") << "Berserk" << 1
                                         << "This spell can be cast only before the combat damage step.";
    QTest::newRow("Berserk")
        << "Berserk" << 2
        << "Target creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of "
           "the next end step, destroy that creature.";
    QTest::newRow("Frost Breath")
        << "Frost Breath" << 1
        << "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.";
    QTest::newRow("Twisted Image")
        << "Twisted Image" << 1 << "Switch the power and toughness of target creature until end of turn. Draw a card.";
    QTest::newRow("Moonlace") << "Moonlace" << 1 << "Target spell or permanent becomes colorless.";
    QTest::newRow("Mind Bend")
        << "Mind Bend" << 1
        << "Change the text of target permanent by replacing all instances of one color word or basic land type word "
           "with another.";
}

void TestRulesText::expectedTexts()
{
    QFETCH(QString, card);
    QFETCH(int, index);
    QFETCH(QString, expected);
    const AbilityPtr a = test::builtinAbility(card, index);
    if (!a)
        QFAIL(qPrintable(QStringLiteral("%1 did not load or has no ability %2").arg(card).arg(index)));
    QCOMPARE(RulesText::ability(*a, test::builtinFace(card)->name), expected);
}

// 305.6: a basic land type gives "{T}: Add [its mana symbol]."
void TestRulesText::intrinsicManaAbilities()
{
    const auto& reg = SubtypeRegistry::instance();
    const QPair<const char*, const char*> lands[] = {
        {"Plains", "{T}: Add {W}."},
        {"Island", "{T}: Add {U}."},
        {"Swamp", "{T}: Add {B}."},
        {"Mountain", "{T}: Add {R}."},
        {"Forest", "{T}: Add {G}."},
    };
    for (const auto& [land, expected] : lands) {
        const auto id = reg.find(QLatin1String(land));
        QVERIFY2(id, land);
        AbilityDef def;
        def.kind = AbilityDef::Kind::ManaIntrinsic;
        def.basicLandType = *id;
        QCOMPARE(RulesText::ability(def, QLatin1String(land)), QLatin1String(expected));
    }
}

// Layer 3 text changes are applied to the words written.
void TestRulesText::wordSwaps()
{
    const AbilityPtr badMoon = test::builtinAbility(QStringLiteral("Bad Moon"), 1);
    const AbilityPtr bogWraith = test::builtinAbility(QStringLiteral("Bog Wraith"), 1);
    const AbilityPtr lord = test::builtinAbility(QStringLiteral("Lord of Atlantis"), 1);
    if (!badMoon || !bogWraith || !lord)
        QFAIL("Bad Moon, Bog Wraith or Lord of Atlantis did not load");

    QCOMPARE(
        RulesText::ability(*badMoon, QStringLiteral("Bad Moon"), {{QStringLiteral("black"), QStringLiteral("white")}}),
        QStringLiteral("White creatures get +1/+1."));
    QCOMPARE(RulesText::ability(
                 *bogWraith, QStringLiteral("Bog Wraith"), {{QStringLiteral("Swamp"), QStringLiteral("Island")}}),
        QStringLiteral("Islandwalk"));
    // Through an AbilityInstance, as the layer engine leaves it; a swap also reaches granted keywords.
    AbilityInstance inst;
    inst.def = lord;
    inst.wordSwaps = {{QStringLiteral("Island"), QStringLiteral("Swamp")}};
    QCOMPARE(RulesText::ability(inst, QStringLiteral("Lord of Atlantis")),
        QStringLiteral("Other Merfolk get +1/+1 and have swampwalk."));
    inst.wordSwaps = {{QStringLiteral("Merfolk"), QStringLiteral("Goblin")}};
    QCOMPARE(RulesText::ability(inst, QStringLiteral("Lord of Atlantis")),
        QStringLiteral("Other Goblins get +1/+1 and have islandwalk."));
    // A swap of a word the ability doesn't use changes nothing.
    QCOMPARE(
        RulesText::ability(*badMoon, QStringLiteral("Bad Moon"), {{QStringLiteral("red"), QStringLiteral("green")}}),
        QStringLiteral("Black creatures get +1/+1."));
}

void TestRulesText::pieces()
{
    const AbilityPtr lord = test::builtinAbility(QStringLiteral("Lord of Atlantis"), 1);
    const AbilityPtr bloodMoon = test::builtinAbility(QStringLiteral("Blood Moon"), 1);
    const AbilityPtr food = library().find(QStringLiteral("Food"))
        ? library().find(QStringLiteral("Food"))->front.abilities.value(0)
        : AbilityPtr();
    if (lord && lord->affects)
        QCOMPARE(RulesText::selectorPhrase(*lord->affects), QStringLiteral("other Merfolk"));
    if (bloodMoon && bloodMoon->affects) {
        QCOMPARE(RulesText::selectorPhrase(*bloodMoon->affects), QStringLiteral("nonbasic lands"));
        QCOMPARE(RulesText::selectorPhrase(*bloodMoon->affects, false), QStringLiteral("nonbasic land"));
    }
    if (food)
        QCOMPARE(RulesText::cost(food->costParts), QStringLiteral("{2}, {T}, Sacrifice this permanent"));

    Selector mine;
    mine.types = quint16(CardType::Creature);
    mine.controller = Selector::Who::You;
    QCOMPARE(RulesText::selectorPhrase(mine), QStringLiteral("creatures you control"));
    Selector enchanted;
    enchanted.ref = Selector::Ref::Attached;
    QCOMPARE(RulesText::selectorPhrase(enchanted), QStringLiteral("enchanted creature"));

    AbilityDef protection;
    protection.keyword = QStringLiteral("Protection");
    protection.protectionFrom = ColorSet::of(Color::Black);
    QCOMPARE(RulesText::keyword(protection), QStringLiteral("Protection from black"));
    protection.protectionFrom.add(Color::Red);
    QCOMPARE(RulesText::keyword(protection), QStringLiteral("Protection from black and from red"));
    AbilityDef rampage;
    rampage.keyword = QStringLiteral("Rampage");
    rampage.n = 2;
    QCOMPARE(RulesText::keyword(rampage), QStringLiteral("Rampage 2"));
    AbilityDef upkeep;
    upkeep.keyword = QStringLiteral("Cumulative upkeep");
    upkeep.cost = QStringLiteral("{U}");
    QCOMPARE(RulesText::keyword(upkeep), QStringLiteral("Cumulative upkeep {U}"));
    AbilityDef flying;
    flying.keyword = QStringLiteral("Flying");
    QCOMPARE(RulesText::keyword(flying), QStringLiteral("Flying"));
}

// Structures the format allows that no card file uses yet: each must still read as a sentence.
void TestRulesText::syntheticStructures_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected");   // empty: only checked for being well formed

    auto row = [](const char* name, const char* json, const char* expected = "") {
        QTest::newRow(name) << QString::fromUtf8(json) << QString::fromUtf8(expected);
    };
    // Selectors.
    row("tapped colorless", R"({"static": {"affects": {"types": ["Creature"], "tapped": true, "colorless": true},
        "effects": [{"rule": "cant_be_blocked"}]}})",
        "Tapped colorless creatures can't be blocked.");
    row("any_types", R"({"static": {"affects": {"any_types": ["Artifact", "Creature"], "controller": "opponent"},
        "effects": [{"rule": "doesnt_untap"}]}})",
        "Artifacts and creatures your opponents control don't untap during their controllers' untap steps.");
    row("has_keyword", R"({"static": {"affects": {"types": ["Creature"], "has_keyword": "Flying"},
        "effects": [{"modify_pt": {"power": -1, "toughness": 0}}]}})",
        "Creatures with flying get -1/+0.");
    row("zones", R"({"static": {"affects": {"any_of": [{"zone": "hand", "owner": "you", "word": "card"},
        {"zone": "library", "owner": "you", "word": "card"}, {"zone": "exile", "word": "card"}, {"zone": "any"}]},
        "effects": [{"add_colors": ["red"]}]}})",
        "Cards in your hand, cards in your library, cards in exile, and objects in every zone are red in addition to "
        "their other colors.");
    row("chosen subtype", R"({"static": {"affects": {"subtypes": ["$chosen"], "controller": "you"},
        "effects": [{"modify_pt": {"power": 1, "toughness": 1}}]}})",
        "Permanents of the chosen type you control get +1/+1.");
    // Operations.
    row("supertypes", R"({"static": {"affects": {"not_types": ["Land"], "word": "permanent"},
        "effects": [{"add_supertypes": ["Legendary", "Snow"]}]}})",
        "Nonland permanents are legendary and snow.");
    row("face down", R"({"static": {"affects": "self", "effects": [{"face_down": true}]}})",
        "Test Object is face down.");
    row("switch static", R"({"static": {"affects": {"types": ["Creature"]}, "effects": [{"switch_pt": true}]}})",
        "All creatures have their power and toughness switched.");
    row("every rule", R"({"static": {"affects": "self", "effects": [{"rule": "cant_be_blocked_except_by_two_or_more"},
        {"rule": "attacks_each_combat"}, {"rule": "prevent_all_damage_to"}]}})",
        "Test Object can't be blocked except by two or more creatures and attacks each combat if able. "
        "Prevent all damage that would be dealt to Test Object.");
    row("text change", R"({"spell": {"targets": [{"word": "permanent"}], "effect": [{"continuous": {"affects": "target",
        "effects": [{"change_text": "land_type_word"}], "duration": "indefinite"}}]}})",
        "Change the text of target permanent by replacing all instances of one basic land type word with another.");
    row("copy with exceptions", R"({"spell": {"targets": [{"types": ["Creature"]}], "effect": [{"continuous": {
        "affects": "self", "effects": [{"copy": {"of": "target", "except": {"add_types": ["Artifact"],
        "add_subtypes": ["Golem"]}}}], "duration": "end_of_turn"}}]}})",
        "Until end of turn, Test Object becomes a copy of target creature, except it's a Golem artifact in addition to "
        "its other types.");
    row("remove and all land types", R"({"activated": {"cost": ["{Q}"], "effect": [{"continuous": {"affects": "self",
        "effects": [{"remove_types": ["Creature"]}, {"all_basic_land_types": true}], "duration": "end_of_turn"}}]}})");
    row("set colors chosen static",
        R"({"static": {"affects": {"types": ["Creature"]}, "effects": [{"set_colors": ["$chosen"]}]}})",
        "All creatures are the chosen color.");
    // Actions, costs and restrictions.
    row("costs and sorcery speed", R"({"activated": {"cost": [{"pay_life": 2}, {"discard": 2}],
        "effect": [{"scry": 2}], "restriction": "sorcery_speed"}})",
        "Pay 2 life, Discard two cards: Scry 2. Activate only as a sorcery.");
    row("activated targets",
        R"({"activated": {"cost": ["{1}"], "targets": [{"types": ["Creature"], "power_at_most": 2}],
        "effect": [{"put_counter": {"kind": "+1/+1", "n": 2, "on": "target"}}], "restriction": "once_each_turn"}})",
        "{1}: Put two +1/+1 counters on target creature with power 2 or less. Activate only once each turn.");
    row("many actions", R"({"spell": {"effect": [{"draw": 2}, {"gain_life": 3}, {"lose_life": 1}, {"drain": 3},
        {"create_token": "Servo"}, {"search_basic_land": "you"},
        {"exile_from_graveyard": {"n": "x", "filter": {"types": ["Creature"], "word": "card"}}}]}})",
        "Draw two cards. You gain 3 life. You lose 1 life. Target player loses 3 life and you gain 3 life. "
        "Create a Servo token. Search your library for a basic land card, put it onto the battlefield, then shuffle. "
        "Exile X creature cards from your graveyard.");
    row("damage x", R"({"spell": {"targets": [{"any_types": ["Creature", "Planeswalker"]}],
        "effect": [{"damage": "x", "to": "target"}]}})",
        "Test Object deals X damage to target creature or planeswalker.");
    row("delayed upkeep", R"({"spell": {"targets": [{"types": ["Creature"]}], "effect": [{"tap": "target"},
        {"delayed": {"event": "your_upkeep", "effect": [{"untap": "it"}]}}]}})",
        "Tap target creature. At the beginning of your next upkeep, untap that creature.");
    // Round 18's model values (506.4, 510.1a, the turn ended).
    row("remove from combat", R"({"activated": {"cost": ["{1}"], "effect": [{"remove_from_combat": "self"}]}})",
        "{1}: Remove Test Object from combat.");
    row("end the turn", R"({"spell": {"effect": [{"end_the_turn": true}]}})", "End the turn.");
    row("assigns no combat damage", R"({"activated": {"cost": ["{1}"], "effect": [{"continuous": {"affects": "self",
        "effects": [{"rule": "assigns_no_combat_damage"}], "duration": "end_of_turn"}}]}})",
        "{1}: Test Object assigns no combat damage until end of turn.");
    // Round 19's model values (701 exchange and detain, 115.7a, 508.1c and 509.1b).
    row("exchange life totals", R"({"activated": {"cost": ["{T}"], "targets": [{"word": "player", "controller": "opponent"}],
        "effect": [{"exchange_life_totals": true, "who": "target_player"}]}})",
        "{T}: Exchange life totals with target opponent.");
    row("detain", R"({"spell": {"targets": [{"types": ["Creature"], "controller": "opponent"}],
        "effect": [{"detain": "target"}]}})", "Detain target creature an opponent controls.");
    row("change target", R"({"spell": {"targets": [{"zone": "stack", "word": "spell"}],
        "effect": [{"change_target": "target"}]}})", "Change the target of target spell with a single target.");
    row("can't attack or block alone", R"({"static": {"affects": "self", "effects": [{"rule": "cant_attack_or_block_alone"}]}})",
        "Test Object can't attack or block alone.");
    // Round 20's model values (701.19c, 614.1a and the objects an earlier damage was dealt to).
    row("can't be regenerated", R"({"activated": {"cost": ["{T}"], "targets": [{"types": ["Creature"]}],
        "effect": [{"continuous": {"affects": "target", "effects": [{"rule": "cant_be_regenerated"}],
        "duration": "end_of_turn"}}]}})", "{T}: Target creature can't be regenerated until end of turn.");
    row("exiled if it would die", R"({"spell": {"targets": [{"types": ["Creature"]}], "effect": [{"damage": 4, "to": "target"},
        {"continuous": {"affects": "dealt_damage_this_way", "effects": [{"rule": "exiled_if_it_would_die"}],
        "duration": "end_of_turn"}}]}})",
        "Test Object deals 4 damage to target creature. If a creature dealt damage this way would die this turn, exile "
        "it instead.");
    row("creatures dealt damage this way", R"({"spell": {"effect": [{"damage": 3, "to": {"types": ["Creature"]}, "each_player": true},
        {"continuous": {"affects": "creatures_dealt_damage_this_way", "effects": [{"rule": "cant_be_regenerated"}],
        "duration": "end_of_turn"}}]}})",
        "Test Object deals 3 damage to each creature and each player. Creatures dealt damage this way can't be "
        "regenerated until end "
        "of turn.");
    // Abilities on the stack as targets (115.1, 701.6a).
    row("counter target activated ability from a source", R"({"spell": {"targets": [{"word": "activated_ability",
        "zone": "stack", "any_types": ["Artifact"]}], "effect": [{"counter_spell": "target"}]}})",
        "Counter target activated ability from an artifact source.");
    row("counter target activated or triggered ability", R"({"spell": {"targets": [{"any_of": [{"word":
        "activated_ability", "zone": "stack"}, {"word": "triggered_ability", "zone": "stack"}]}],
        "effect": [{"counter_spell": "target"}]}})", "Counter target activated or triggered ability.");
    row("counter target spell or ability", R"({"spell": {"targets": [{"any_of": [{"word": "spell", "zone": "stack"},
        {"word": "ability", "zone": "stack"}]}], "effect": [{"counter_spell": "target"}]}})",
        "Counter target spell or ability.");
    // Events and conditions.
    row("dealt damage", R"({"triggered": {"event": "self_dealt_damage", "effect": [{"damage_each_opponent": 1}]}})",
        "Whenever Test Object is dealt damage, Test Object deals 1 damage to each opponent.");
    row("your end step", R"({"triggered": {"event": "your_end_step", "effect": [{"draw": 1}], "optional": true}})",
        "At the beginning of your end step, you may draw a card.");
    row("optional continuous", R"({"triggered": {"event": "self_enters", "optional": true, "effect": [{"continuous": {
        "affects": "self", "effects": [{"modify_pt": {"power": 2, "toughness": 2}}], "duration": "end_of_turn"}}]}})",
        "When Test Object enters, you may have Test Object get +2/+2 until end of turn.");
    for (const char* event : {"each_upkeep", "end_step", "you_cast_creature_spell", "opponent_casts_creature_spell",
             "you_cast_this", "self_leaves_or_untaps", "another_creature_enters",
             "another_creature_enters_under_your_control", "your_upkeep"}) {
        const QByteArray json
            = QByteArray(R"({"triggered": {"event": ")") + event + R"(", "effect": [{"gain_life": 1}]}})";
        QTest::newRow(event) << QString::fromUtf8(json) << QString();
    }
    row("self is", R"({"static": {"affects": "self", "effects": [{"add_abilities": [{"keyword": "Flying"}]}],
        "condition": {"self_is": {"types": ["Creature"]}}}})",
        "As long as Test Object is a creature, Test Object has flying.");
    // Replacements and restrictions.
    for (const char* choice :
        {"color", "creature_type", "land_type", "card_type", "card_name", "color_word", "player"}) {
        const QByteArray json = QByteArray(R"({"replacement": {"choose": ")") + choice + R"("}})";
        QTest::newRow(choice) << QString::fromUtf8(json) << QString();
    }
    row("one counter", R"({"replacement": {"enters_with_counters": {"kind": "+1/+1", "n": 1}}})",
        "Test Object enters with a +1/+1 counter on it.");
    row("cast restriction", R"({"cast_restriction": "sorcery_speed"})", "This spell can be cast only as a sorcery.");
    // Keywords with parameters.
    for (const char* kw : {R"({"keyword": "Fading", "n": 3})", R"({"keyword": "Kicker", "cost": "{4}{R}"})",
             R"({"keyword": "Flashback", "cost": "{U}"})", R"({"keyword": "Protection", "from": "everything"})",
             R"({"keyword": "Enchant", "what": {"types": ["Land"], "controller": "you"}})"}) {
        QTest::newRow(kw) << QString::fromUtf8(kw) << QString();
    }
}

void TestRulesText::syntheticStructures()
{
    QFETCH(QString, json);
    QFETCH(QString, expected);
    io::JsonParseError perr;
    const auto root = io::parseJson(json.toUtf8(), &perr);
    QVERIFY2(root, qPrintable(perr.message));
    Diagnostics diags;
    CardParser parser(QStringLiteral("synthetic"), &diags);
    const AbilityPtr a = parser.ability(*root, QStringLiteral("abilities[0]"));
    QVERIFY2(a, qPrintable(diags.formatted().join(QLatin1Char('\n'))));
    const QString text = RulesText::ability(*a, QStringLiteral("Test Object"));
    if (qEnvironmentVariableIsSet("STRATA_DUMP_RULES_TEXT"))
        qInfo().noquote() << text;
    QVERIFY(!text.trimmed().isEmpty());
    QVERIFY2(!QRegularExpression(QStringLiteral("%\\d|_|\\s\\s")).match(text).hasMatch(), qPrintable(text));
    if (!expected.isEmpty())
        QCOMPARE(text, expected);
}

QTEST_GUILESS_MAIN(TestRulesText)
#include "tst_rulestext.moc"
