// Abilities on the stack as targets (115.1), read from real cards' Oracle text
// (tests/data/import/abilitytargets.json) and played: "counter target activated ability" (Bind, Voidmage
// Husher), "… or triggered ability" (Stifle), "… from an artifact source" (Rust, Brown Ouphe), "target
// spell, activated ability, or triggered ability" (Voidslime) and "change the target of target activated
// ability with a single target" (Reroute). 701.6a: a countered ability leaves the stack and does nothing.
#include "ImportFixtures.h"
#include "TranslatedAbilities.h"
#include "WrittenBack.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("abilitytargets.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

bool onStack(const Playthrough& p, const QString& item)
{
    for (const StackItem& s : p.finalState.stack)
        if (s.id == item)
            return true;
    return false;
}

// Ana's Balduvian Bears and Blisterstick Shaman in hand; Nico's Prodigal Sorcerer and Rod of Ruin, and in
// his hand the card each test names "answer".
QByteArray board(const char* answer)
{
    const QByteArray common = R"({"id": "bears", "card": "Balduvian Bears", "timestamp": 1},
        {"id": "shaman", "card": "Blisterstick Shaman", "zone": "hand"},
        {"id": "sting", "card": "Bee Sting", "zone": "hand"},
        {"id": "sorc", "card": "Prodigal Sorcerer", "owner": "nico", "controller": "nico", "timestamp": 2},
        {"id": "rod", "card": "Rod of Ruin", "owner": "nico", "controller": "nico", "timestamp": 3})";
    return common + ", {\"id\": \"answer\", \"card\": \"" + answer + "\", \"owner\": \"nico\", \"zone\": \"hand\"}";
}

// Ana casts the Shaman; it enters and its trigger (e2.1) aims at Nico's Sorcerer.
const QByteArray kShamanTrigger = R"({"id": "e1", "cast": "shaman"},
    {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["sorc"]}}})";

// The Spanish and Italian of the words Stifle and Rust take, as in the translations TSV (a table's source
// carries no comment: "m" is the one gender tag asked here, the ability's).
const test::TranslationTable kWords = {
    {"counter %1", {"contrarresta %1", "neutralizza %1"}},
    {"target %1", {"la %1 objetivo", "una %1 bersaglio"}},
    {"target %1 %2", {"la %1 objetivo %2", "una %1 bersaglio %2"}},
    {"m", {"f", "f"}},
    {"activated or triggered ability", {"habilidad activada o disparada", "abilità attivata o innescata"}},
    {"activated ability", {"habilidad activada", "abilità attivata"}},
    {"CardType|artifact", {"artefacto", "artefatto"}},
    {"a %1", {"una %1", "una %1"}},
    {"%1 source", {"fuente de %1", "fonte %1"}},
    {"from %1", {"de %1", "da %1"}},
    {"(none)", {"(none)", "una abilità=un'abilità"}},   // the Italian contractions' one this needs
};

}   // namespace

class TestAbilityTargets : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 14);
    }

    // Each ability is parsed and written back as the Oracle text says it (reminder text left out).
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Stifle") << "Stifle" << "Counter" << "Counter target activated or triggered ability.";
        QTest::newRow("Bind") << "Bind" << "Counter" << "Counter target activated ability.";
        QTest::newRow("Rust") << "Rust" << "Counter" << "Counter target activated ability from an artifact source.";
        QTest::newRow("Voidslime") << "Voidslime" << "Counter"
                                   << "Counter target spell, activated ability, or triggered ability.";
        QTest::newRow("Reroute") << "Reroute" << "Change"
                                 << "Change the target of target activated ability with a single target.";
        QTest::newRow("Brown Ouphe") << "Brown Ouphe" << "Counter"
                                     << "{1}{G}, {T}: Counter target activated ability from an artifact source.";
        QTest::newRow("Voidmage Husher") << "Voidmage Husher" << "counter"
                                         << "When ~ enters, counter target activated ability.";
        QTest::newRow("Willbender") << "Willbender" << "change"
                                    << "When ~ is turned face up, change the target of target spell or ability with a single target.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // The same abilities in Spanish and Italian.
    void writtenInThreeLanguages()
    {
        test::checkWrittenInSpanishAndItalian(fixtures(), kWords,
            {{"Stifle", 0, "Contrarresta la habilidad activada o disparada objetivo.",
                 "Neutralizza un'abilità attivata o innescata bersaglio."},
                {"Rust", 0, "Contrarresta la habilidad activada objetivo de una fuente de artefacto.",
                    "Neutralizza un'abilità attivata bersaglio da una fonte artefatto."}});
    }

    // Interdict's first sentence names four source types, alphabetical as the writer lists them; its
    // second ("That permanent's activated abilities can't be activated this turn") is not modelled, so
    // the ability is not claimed as parsed.
    void interdictIsNotClaimed()
    {
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Interdict"), QStringLiteral("Counter"));
        QVERIFY(r);
        QVERIFY(r->status != AbilityStatus::Parsed);
    }

    // CR 701.6a, 115.1: Nico's Stifle counters the Shaman's trigger; the Sorcerer is dealt no damage. Without
    // the Stifle the trigger resolves and the Sorcerer (1/1) dies.
    void stifleCountersATrigger()
    {
        const Playthrough p = played(board("Stifle"), kShamanTrigger + R"(,
            {"id": "e3", "cast": "answer", "targets": ["e2.1"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(outcome(p, "e3"), QString());
        QVERIFY2(!onStack(p, QStringLiteral("e2.1")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("sorc")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("sorc")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("answer")), Zone::Graveyard);

        const Playthrough unanswered = played(board("Stifle"), kShamanTrigger + R"(, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(unanswered, QStringLiteral("sorc")), Zone::Graveyard);
    }

    // CR 115.1, 601.2c: Bind names only activated abilities: aimed at the Shaman's trigger it is refused.
    // Aimed at the Sorcerer's activation it counters it: the Bears take no damage, and the cost stays paid
    // (the Sorcerer stays tapped, 701.6b).
    void bindCountersOnlyActivatedAbilities()
    {
        const Playthrough trigger = played(board("Bind"), kShamanTrigger + R"(,
            {"id": "e3", "cast": "answer", "targets": ["e2.1"]})");
        QVERIFY2(outcome(trigger, "e3").startsWith(QLatin1String("problem")), qPrintable(test::happened(trigger)));
        QCOMPARE(test::zoneOf(trigger, QStringLiteral("answer")), Zone::Hand);

        const Playthrough p = played(board("Bind"),
            R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["bears"]},
               {"id": "e2", "cast": "answer", "targets": ["e1"]}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(outcome(p, "e2"), QString());
        QVERIFY(!onStack(p, QStringLiteral("e1")));
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
        QVERIFY(p.finalState.object(QStringLiteral("sorc"))->tapped);
    }

    // CR 115.1: Rust names an activated ability from an artifact source: the Rod's, not the Sorcerer's.
    void rustNamesAnArtifactSource()
    {
        const Playthrough rod = played(board("Rust"),
            R"({"id": "e1", "activate": "rod", "ability": 1, "targets": ["bears"]},
               {"id": "e2", "cast": "answer", "targets": ["e1"]}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "resolve": "top"})");
        QCOMPARE(outcome(rod, "e2"), QString());
        QCOMPARE(test::damageOn(rod, QStringLiteral("bears")), 0);
        const Playthrough sorc = played(board("Rust"),
            R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["bears"]},
               {"id": "e2", "cast": "answer", "targets": ["e1"]})");
        QVERIFY2(outcome(sorc, "e2").startsWith(QLatin1String("problem")), qPrintable(test::happened(sorc)));
    }

    // CR 701.6a: Voidslime counters a spell (Bee Sting goes to the graveyard, Nico keeps his 20 life) as
    // well as an ability.
    void voidslimeCountersSpellsAndAbilities()
    {
        const Playthrough spell = played(board("Voidslime"),
            R"({"id": "e1", "cast": "sting", "targets": ["nico"]},
               {"id": "e2", "cast": "answer", "targets": ["sting"]}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(spell, QStringLiteral("sting")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(spell, QStringLiteral("nico")), 20);
        const Playthrough ability = played(board("Voidslime"), kShamanTrigger + R"(,
            {"id": "e3", "cast": "answer", "targets": ["e2.1"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(ability, QStringLiteral("sorc")), Zone::Battlefield);
    }

    // CR 115.1, 601.2c: the Sorcerer's ability has resolved and left the stack; Stifle can't be cast aimed at
    // it (the Bears keep their damage).
    void stifleNeedsAnAbilityOnTheStack()
    {
        const Playthrough p = played(board("Stifle"),
            R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "answer", "targets": ["e1"]})");
        QVERIFY2(outcome(p, "e3").startsWith(QLatin1String("problem")), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("answer")), Zone::Hand);
    }

    // CR 115.7a: Reroute moves the Sorcerer's damage from Ana's Bears to Nico himself.
    void rerouteChangesAnAbilitysTarget()
    {
        const Playthrough p = played(board("Reroute"),
            R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["bears"]},
               {"id": "e2", "cast": "answer", "targets": ["e1"]},
               {"id": "e3", "resolve": "top", "choices": {"player": "nico"}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
    }
};

QTEST_GUILESS_MAIN(TestAbilityTargets)
#include "tst_abilitytargets.moc"
