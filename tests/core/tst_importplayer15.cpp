// What a spell remembers of the mana paid for it, read from real cards (tests/data/import/player15.json)
// and kept by the scenario and the event player: "if {G} was spent to cast it" (GameObject::manaSpent,
// 601.2h), and the modes of a modal spell chosen as it is cast (700.2).
#include "ImportFixtures.h"
#include "io/ScenarioWriter.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const QByteArray kCommand = "{\"id\": \"command\", \"card\": \"Kolaghan's Command\", \"zone\": \"hand\"}";

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("player15.json"));
}

const CardLibrary& library()
{
    return test::libraryOf(fixtures());
}

// A scenario of two players (Ana, Nico) with the objects, the events and `more` top-level keys
// (`"stack": [...]`); `errors` gets the reader's messages.
std::optional<GameState> read(const QByteArray& objects, const QByteArray& events = {}, QString* errors = nullptr,
    const QByteArray& more = {})
{
    return test::readScenario(
        library(), test::scenarioJson(objects, events, {}, {}, more), QStringLiteral("player15.strata.json"), errors);
}

Playthrough play(const QByteArray& objects, const QByteArray& events, const QByteArray& more = {})
{
    const auto state = read(objects, events, nullptr, more);
    return state ? EventPlayer::play(*state, library()) : Playthrough{};
}

}   // namespace

// The slots are defined after the class: moc loses its way in some of their raw strings, and reads an
// apostrophe in one as a character literal (hence kCommand).
class TestImportPlayer15 : public QObject {
    Q_OBJECT
private slots:
    // CR 601.2h: "When ~ enters, sacrifice it unless {U} was spent to cast it" asks what paid for the
    // spell the permanent was; "it" is ~ twice.
    void sacrificeUnlessManaSpentIsRead();
    // CR 603.4: "if {G} was spent to cast ~" is an intervening "if" about the spell ~ was; in a spell,
    // "If {U} was spent to cast ~, draw a card." is the draw's own condition.
    void manaSpentConditionsAreRead();
    void cardFormatKeepsEachAbility();
    // CR 601.2h, 608.3: cast from Ana's hand for its mana cost {3}{G}, no blue was spent: the Viper is
    // sacrificed as its trigger resolves. A Viper on the stack whose payment included {U} stays.
    void viperStaysOnlyWhenBlueWasSpent();
    // CR 603.4: Tin Street Hooligan's trigger needs {G} among the mana spent; cast for {1}{R} it does
    // not trigger at all.
    void hooliganTriggersOnlyWhenGreenWasSpent();
    // The scenario's "mana_spent" (docs/scenario-extensions.md): read, written, refused where no spell was
    // and when it is no list of mana symbols.
    void manaSpentIsReadAndWritten();
    // CR 700.2a, 700.2c: the cast names Hope Charm's mode; only that mode is performed, with the target it
    // asks for.
    void charmPerformsTheChosenMode();
    // CR 700.2a: "Choose two" takes a list of two modes, performed in printed order, the targets listed in
    // that order; one mode alone is refused.
    void commandPerformsTwoModes();
    // The scenario's list of modes: read, written back as a list; a mode named twice is refused.
    void modeListIsReadAndWritten();
    // CR 701.19a, 614.8: a regeneration shield replaces the next destruction this turn, lethal damage's
    // too (704.5g); "They can't be regenerated" passes it by (701.19c).
    void skeletonsRegenerate();
    void wrathCantBeRegenerated();
    // CR 701.19a, 614.8: Murder's destruction uses the shield up; a second one destroys the creature.
    void murderUsesTheShield();
};

void TestImportPlayer15::sacrificeUnlessManaSpentIsRead()
{
    for (const auto& [card, color] : {std::pair{QStringLiteral("Patagia Viper"), Color::Blue},
             std::pair{QStringLiteral("Squealing Devil"), Color::Black},
             std::pair{QStringLiteral("Crypt Champion"), Color::Red}}) {
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 2);
        QVERIFY2(a, qPrintable(card));
        QCOMPARE(a->event, TriggerEvent::SelfEnters);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Sacrifice);
        QVERIFY(a->effect[0].condition);
        QCOMPARE(a->effect[0].condition->kind, Condition::Kind::ManaSpentToCast);
        QVERIFY(a->effect[0].condition->negated);
        QCOMPARE(a->effect[0].condition->colors, ColorSet::of(color));
        QCOMPARE(a->effect[0].condition->n, 1);
    }
    QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Patagia Viper"), 2),
        QStringLiteral("When ~ enters, sacrifice ~ unless {U} was spent to cast ~."));
}

void TestImportPlayer15::manaSpentConditionsAreRead()
{
    const AbilityDef* hooligan = test::parsedAbility(fixtures(), QStringLiteral("Tin Street Hooligan"), 0);
    QVERIFY(hooligan);
    QVERIFY(hooligan->triggerIf);
    QCOMPARE(hooligan->triggerIf->kind, Condition::Kind::ManaSpentToCast);
    QCOMPARE(hooligan->triggerIf->colors, ColorSet::of(Color::Green));
    const AbilityDef* ribbons = test::parsedAbility(fixtures(), QStringLiteral("Ribbons of Night"), 0);
    QVERIFY(ribbons);
    QVERIFY(!ribbons->effect.isEmpty());
    QCOMPARE(ribbons->effect.last().kind, ActionKind::Draw);
    QVERIFY(ribbons->effect.last().condition);
    QCOMPARE(ribbons->effect.last().condition->kind, Condition::Kind::ManaSpentToCast);
    QCOMPARE(ribbons->effect.last().condition->colors, ColorSet::of(Color::Blue));
    QVERIFY(!ribbons->effect.first().condition);
}

void TestImportPlayer15::cardFormatKeepsEachAbility()
{
    int checked = 0;
    const QString difference = test::cardFormatDifference(fixtures(), &checked);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(checked >= 6);
}

void TestImportPlayer15::viperStaysOnlyWhenBlueWasSpent()
{
    const QByteArray resolveAll = R"({"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
        {"id": "e4", "resolve": "top"})";
    const Playthrough cast = play(R"({"id": "viper", "card": "Patagia Viper", "zone": "hand"})",
        R"({"id": "e1", "cast": "viper"}, )" + resolveAll);
    QCOMPARE(cast.finalState.object(QStringLiteral("viper"))->manaSpent, QString());   // 400.7: in the graveyard
    QCOMPARE(test::zoneOf(cast, QStringLiteral("viper")), Zone::Graveyard);
    const Playthrough paid = play(R"({"id": "viper", "card": "Patagia Viper", "zone": "stack", "mana_spent": "{2}{U}{G}"})",
        R"({"id": "e1", "resolve": "top"}, )" + resolveAll, R"(, "stack": ["viper"])");
    QCOMPARE(test::zoneOf(paid, QStringLiteral("viper")), Zone::Battlefield);
    QCOMPARE(paid.finalState.object(QStringLiteral("viper"))->manaSpent, QStringLiteral("{2}{U}{G}"));
}

void TestImportPlayer15::hooliganTriggersOnlyWhenGreenWasSpent()
{
    const QByteArray rock = R"({"id": "rock", "card": "Altar of the Pantheon", "controller": "nico", "owner": "nico", "timestamp": 1})";
    const Playthrough cast = play(rock + R"(, {"id": "hooligan", "card": "Tin Street Hooligan", "zone": "hand"})",
        R"({"id": "e1", "cast": "hooligan"}, {"id": "e2", "resolve": "top"})");
    QCOMPARE(test::eventOutcome(cast, QStringLiteral("e2")), QStringList{});
    QCOMPARE(cast.finalState.object(QStringLiteral("hooligan"))->manaSpent, QStringLiteral("{1}{R}"));
    const Playthrough paid
        = play(rock + R"(, {"id": "hooligan", "card": "Tin Street Hooligan", "zone": "stack", "mana_spent": "{G}{R}"})",
            R"({"id": "e1", "resolve": "top"}, {"id": "e2", "resolve": "top", "targets": ["rock"]})",
            R"(, "stack": ["hooligan"])");
    QCOMPARE(test::eventOutcome(paid, QStringLiteral("e1")), QStringList{QStringLiteral("hooligan:1")});
    QCOMPARE(test::zoneOf(paid, QStringLiteral("rock")), Zone::Graveyard);
}

void TestImportPlayer15::manaSpentIsReadAndWritten()
{
    const auto state = read(R"({"id": "viper", "card": "Patagia Viper", "timestamp": 1, "mana_spent": "{u}{3}"})");
    QVERIFY(state);
    QCOMPARE(state->object(QStringLiteral("viper"))->manaSpent, QStringLiteral("{U}{3}"));
    QVERIFY(scenarioToJson(*state).contains("\"mana_spent\": \"{U}{3}\""));
    QString errors;
    QVERIFY(!read(R"({"id": "viper", "card": "Patagia Viper", "zone": "hand", "mana_spent": "{U}"})", {}, &errors));
    QVERIFY2(errors.contains(QStringLiteral("only a permanent or a spell was cast")), qPrintable(errors));
    QVERIFY(!read(R"({"id": "viper", "card": "Patagia Viper", "timestamp": 1, "mana_spent": "blue"})", {}, &errors));
    QVERIFY2(errors.contains(QStringLiteral("expected the mana symbols spent")), qPrintable(errors));
    QVERIFY(!read(R"({"id": "viper", "card": "Patagia Viper", "timestamp": 1, "mana_spent": "{X}{U}"})", {}, &errors));
    // CR 400.7: a permanent that leaves the battlefield is a new object, which was not cast.
    const Playthrough moved = play(R"({"id": "viper", "card": "Patagia Viper", "timestamp": 1, "mana_spent": "{U}"})",
        R"({"id": "e1", "move": ["viper"], "to": "hand"})");
    QCOMPARE(moved.finalState.object(QStringLiteral("viper"))->manaSpent, QString());
}

void TestImportPlayer15::charmPerformsTheChosenMode()
{
    const AbilityDef* charm = test::parsedAbility(fixtures(), QStringLiteral("Hope Charm"), 0);
    QVERIFY(charm);
    QCOMPARE(charm->modes.size(), 3);
    const QByteArray objects = R"({"id": "charm", "card": "Hope Charm", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 1})";
    const Playthrough life = play(objects,
        R"({"id": "e1", "cast": "charm", "choices": {"mode": 2}, "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
    QCOMPARE(test::lifeOf(life, QStringLiteral("ana")), 22);
    QVERIFY2(test::happened(life).contains(QStringLiteral("mode 2 (700.2)")), qPrintable(test::happened(life)));
    // The first mode's target is a creature: a player is no legal target for it (601.2c).
    const Playthrough wrong = play(objects,
        R"({"id": "e1", "cast": "charm", "choices": {"mode": 1}, "targets": ["ana"]})");
    QVERIFY(!test::eventOutcome(wrong, QStringLiteral("e1")).isEmpty());
    QCOMPARE(test::zoneOf(wrong, QStringLiteral("charm")), Zone::Hand);
    // Without a mode, nothing is performed, and the log says why.
    const Playthrough none = play(objects, R"({"id": "e1", "cast": "charm", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
    QCOMPARE(test::lifeOf(none, QStringLiteral("ana")), 20);
}

void TestImportPlayer15::commandPerformsTwoModes()
{
    const QByteArray objects = kCommand + R"(,
        {"id": "card", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})";
    const Playthrough two = play(objects,
        R"({"id": "e1", "cast": "command", "choices": {"mode": [4, 2]}, "targets": ["nico", "nico"]},
           {"id": "e2", "resolve": "top"})");
    QCOMPARE(test::lifeOf(two, QStringLiteral("nico")), 18);
    QCOMPARE(test::zoneOf(two, QStringLiteral("card")), Zone::Graveyard);
    const Playthrough one = play(objects,
        R"({"id": "e1", "cast": "command", "choices": {"mode": 2}, "targets": ["nico"]})");
    QCOMPARE(test::eventOutcome(one, QStringLiteral("e1")), QStringList{QStringLiteral("problem 700.2a")});
}

void TestImportPlayer15::modeListIsReadAndWritten()
{
    const auto state = read(kCommand,
        R"({"id": "e1", "cast": "command", "choices": {"mode": [3, 1]}, "targets": ["nico"]})");
    QVERIFY(state);
    QVERIFY2(scenarioToJson(*state).contains("\"mode\": [1, 3]"), scenarioToJson(*state).constData());
    QString errors;
    QVERIFY(!read(kCommand,
        R"({"id": "e1", "cast": "command", "choices": {"mode": [2, 2]}})", &errors));
    QVERIFY2(errors.contains(QStringLiteral("mode 2 is chosen twice")), qPrintable(errors));
}

void TestImportPlayer15::skeletonsRegenerate()
{
    const AbilityDef* regenerate = test::parsedAbility(fixtures(), QStringLiteral("Drudge Skeletons"), 0);
    QVERIFY(regenerate);
    QCOMPARE(regenerate->effect.value(0).kind, ActionKind::Regenerate);
    const QByteArray objects = kCommand + R"(, {"id": "skel", "card": "Drudge Skeletons", "timestamp": 1},
        {"id": "card", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})";
    const QByteArray command = R"({"id": "e3", "cast": "command", "choices": {"mode": [2, 4]}, "targets": ["nico", "skel"]},
        {"id": "e4", "resolve": "top"})";
    const Playthrough shielded = play(objects,
        R"({"id": "e1", "activate": "skel", "ability": 1}, {"id": "e2", "resolve": "top"}, )" + command);
    QCOMPARE(test::zoneOf(shielded, QStringLiteral("skel")), Zone::Battlefield);
    const GameObject* skel = shielded.finalState.object(QStringLiteral("skel"));
    QVERIFY(skel->tapped);
    QCOMPARE(skel->damage, 0);
    QVERIFY2(test::happened(shielded).contains(QStringLiteral("Drudge Skeletons is regenerated instead of destroyed")),
        qPrintable(test::happened(shielded)));
    // Without a shield, the damage destroys it.
    const Playthrough bare = play(objects, command);
    QCOMPARE(test::zoneOf(bare, QStringLiteral("skel")), Zone::Graveyard);
}

void TestImportPlayer15::wrathCantBeRegenerated()
{
    const Playthrough wrath = play(R"({"id": "skel", "card": "Drudge Skeletons", "timestamp": 1},
        {"id": "wrath", "card": "Wrath of God", "zone": "hand"})",
        R"({"id": "e1", "activate": "skel", "ability": 1}, {"id": "e2", "resolve": "top"},
           {"id": "e3", "cast": "wrath"}, {"id": "e4", "resolve": "top"})");
    QCOMPARE(test::zoneOf(wrath, QStringLiteral("skel")), Zone::Graveyard);
}

void TestImportPlayer15::murderUsesTheShield()
{
    const QByteArray objects = R"({"id": "skel", "card": "Drudge Skeletons", "timestamp": 1},
        {"id": "m1", "card": "Murder", "zone": "hand", "owner": "nico"}, {"id": "m2", "card": "Murder", "zone": "hand", "owner": "nico"})";
    const QByteArray shield = R"({"id": "e1", "activate": "skel", "ability": 1}, {"id": "e2", "resolve": "top"},
        {"id": "e3", "cast": "m1", "targets": ["skel"]}, {"id": "e4", "resolve": "top"})";
    const Playthrough once = play(objects, shield);
    QCOMPARE(test::zoneOf(once, QStringLiteral("skel")), Zone::Battlefield);
    QVERIFY(once.finalState.object(QStringLiteral("skel"))->tapped);
    const Playthrough twice = play(objects, shield + R"(, {"id": "e5", "cast": "m2", "targets": ["skel"]}, {"id": "e6", "resolve": "top"})");
    QCOMPARE(test::zoneOf(twice, QStringLiteral("skel")), Zone::Graveyard);
}

QTEST_GUILESS_MAIN(TestImportPlayer15)
#include "tst_importplayer15.moc"
