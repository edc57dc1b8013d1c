// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig39b.json), round 39's second helper:
// "When ~ enters the battlefield, target player shuffles any number of target cards from their graveyard into their
// library." (Loaming Shaman), and the same shuffle in two sorceries, "Target player shuffles up to three / four target
// cards from their graveyard into their library." (Memory's Journey, Stream of Consciousness): a target player, then
// target cards in that player's graveyard. "When ~ enters the battlefield, each opponent sacrifices a permanent unless
// they pay {1}." (Rishadan Cutpurse): each opponent's own payment. "When ~ enters the battlefield, search your library
// for a creature card with deathtouch, hexproof, reach, or trample and reveal it. Shuffle your library and put that
// card on top of it." (Mwonvuli Beast Tracker): a card with any of four keywords, put on top. "When ~ enters the
// battlefield, each player sacrifices a creature or planeswalker. Each player who can't discards a card."
// (Plaguecrafter): the discard of only those who had nothing to sacrifice. The built-in Grizzly Bears and Forest are the other
// cards the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig39b.json"));
}

// Nico's graveyard holds Grizzly Bears ng1 and ng2 and a Forest nf, Ana's a Grizzly Bears ag.
QByteArray graveyards()
{
    return test::objectJson("ng1", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico") + ","
        + test::objectJson("ng2", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico") + ","
        + test::objectJson("nf", "Forest", ", \"zone\": \"graveyard\"", "nico") + ","
        + test::objectJson("ag", "Grizzly Bears", ", \"zone\": \"graveyard\"");
}

// Ana's Loaming Shaman enters; its trigger targets `targets` (a JSON list's items) and resolves.
Playthrough shamanEnters(const QByteArray& targets)
{
    return test::playScenario(fixtures(),
        test::objectJson("shaman", "Loaming Shaman", ", \"zone\": \"hand\"") + "," + graveyards(),
        "{\"id\": \"e1\", \"move\": [\"shaman\"], \"to\": \"battlefield\", \"triggers\": {\"e1.1\": {\"targets\": ["
            + targets + "]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Memory's Journey from her hand at `targets`, and it resolves.
Playthrough journeyCast(const QByteArray& targets)
{
    return test::playScenario(fixtures(),
        test::objectJson("spell", "Memory's Journey", ", \"zone\": \"hand\"") + "," + graveyards(),
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana's Rishadan Cutpurse enters in a game of three: Nico and Cleo each control a Grizzly Bears, Ana a Forest. Its
// trigger resolves with `resolve`'s keys.
Playthrough cutpurseEnters(const QByteArray& resolve)
{
    const QByteArray json = "{\"format\": \"strata-scenario\", \"version\": 1, \"title\": \"t\", \"players\": ["
        "{\"id\": \"ana\", \"name\": \"Ana\"}, {\"id\": \"nico\", \"name\": \"Nico\"}, {\"id\": \"cleo\", \"name\": \"Cleo\"}], "
        "\"objects\": [" + test::objectJson("cutpurse", "Rishadan Cutpurse", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + "," + test::objectJson("cb", "Grizzly Bears", "", "cleo") + ","
        + test::objectJson("af", "Forest") + "], \"events\": [{\"id\": \"e1\", \"move\": [\"cutpurse\"], \"to\": "
        "\"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + resolve + "}]}";
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

// Ana's Mwonvuli Beast Tracker enters over her library of Grizzly Bears (no keyword), Giant Spider (reach) and Typhoid
// Rats (deathtouch); its trigger resolves with `resolve`'s keys.
Playthrough trackerEnters(const QByteArray& resolve)
{
    return test::playScenario(fixtures(),
        test::objectJson("tracker", "Mwonvuli Beast Tracker", ", \"zone\": \"hand\"") + ","
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"library\"") + ","
            + test::objectJson("spider", "Giant Spider", ", \"zone\": \"library\"") + ","
            + test::objectJson("rats", "Typhoid Rats", ", \"zone\": \"library\""),
        "{\"id\": \"e1\", \"move\": [\"tracker\"], \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\""
            + resolve + "}");
}

// Ana's Plaguecrafter enters with `objects` (more of the scenario's objects) and a Forest in each hand; its trigger
// resolves.
Playthrough plaguecrafterEnters(const QByteArray& objects)
{
    return test::playScenario(fixtures(),
        test::objectJson("crafter", "Plaguecrafter", ", \"zone\": \"hand\"") + ","
            + test::objectJson("af", "Forest", ", \"zone\": \"hand\"") + ","
            + test::objectJson("nf", "Forest", ", \"zone\": \"hand\"", "nico") + objects,
        "{\"id\": \"e1\", \"move\": [\"crafter\"], \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpTrig39b : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Loaming Shaman", "Memory's Journey", "Stream of Consciousness", "Rishadan Cutpurse",
            "Mwonvuli Beast Tracker", "Plaguecrafter"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 6);
    }

    // CR 115.1, 108.3, 701.24: two targets, a player, then any number of cards whose owner is that player, in a
    // graveyard (`whose` "target_player"); that player shuffles them into their library.
    void loamingShamanReadsThePlayersCards()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Loaming Shaman"), 0),
            QStringLiteral("When ~ enters, target player shuffles any number of target cards from their graveyard into "
                           "their library."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Loaming Shaman"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfEnters);
        QCOMPARE(a->targets.size(), 2);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->targets[1].zone, Zone::Graveyard);
        QCOMPARE(a->targets[1].whose, QStringLiteral("target_player"));
        QCOMPARE(a->targets[1].upTo, Selector::kAnyNumber);
        QVERIFY(!a->targets[1].ownerYou);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::ShuffleIntoLibrary);
        QCOMPARE(a->effect[0].who, QStringLiteral("target_player"));
        QVERIFY(a->effect[0].object);
        QCOMPARE(a->effect[0].object->ref, Selector::Ref::Targets);
    }

    // CR 115.1: "up to three" and "up to four" are the most cards targeted; the sorceries say it as the trigger does.
    void theSorceriesReadTheSameShuffle()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Memory's Journey"), 0),
            QStringLiteral("Target player shuffles up to three target cards from their graveyard into their library."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Stream of Consciousness"), 0),
            QStringLiteral("Target player shuffles up to four target cards from their graveyard into their library."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Stream of Consciousness"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 2);
        QCOMPARE(int(a->targets[1].upTo), 4);
    }

    // CR 701.24, 608.2b: targeting Nico and two of his Bears cards, both go to his library; his Forest and Ana's Bears
    // card, not targeted, stay in the graveyards.
    void loamingShamanShufflesTheTargetedCards()
    {
        const Playthrough p = shamanEnters("\"nico\", \"ng1\", \"ng2\"");
        QVERIFY2(test::zoneOf(p, QStringLiteral("ng1")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ng2")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ag")), Zone::Graveyard);
        const Playthrough own = shamanEnters("\"ana\", \"ag\"");
        QVERIFY2(test::zoneOf(own, QStringLiteral("ag")) == Zone::Library, qPrintable(test::happened(own)));
        QCOMPARE(test::zoneOf(own, QStringLiteral("ng1")), Zone::Graveyard);
    }

    // CR 115.1, 603.3d: the cards must be in the target player's graveyard: Ana's card beside Nico is no legal target,
    // so the event naming it is refused and nothing moves. With no card named, nothing moves either.
    void loamingShamanCantTargetAnotherPlayersCard()
    {
        const Playthrough p = shamanEnters("\"nico\", \"ag\"");
        QVERIFY(test::refused(p, "e1"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ag")), Zone::Graveyard);
        const Playthrough none = shamanEnters("\"nico\"");
        QVERIFY(!test::refused(none, "e1"));
        QCOMPARE(test::zoneOf(none, QStringLiteral("ng1")), Zone::Graveyard);
    }

    // CR 601.2c, 701.24: cast at Nico and three of his cards, all three go to his library; cast at Nico and Ana's card,
    // the cast is refused.
    void memorysJourneyShufflesTheTargetedCards()
    {
        const Playthrough p = journeyCast("\"nico\", \"ng1\", \"ng2\", \"nf\"");
        QVERIFY2(test::zoneOf(p, QStringLiteral("ng1")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ng2")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ag")), Zone::Graveyard);
        const Playthrough wrong = journeyCast("\"nico\", \"ag\"");
        QVERIFY(test::refused(wrong, "e1"));
        QCOMPARE(test::zoneOf(wrong, QStringLiteral("ag")), Zone::Graveyard);
    }

    // CR 118.12: "unless they pay {1}" after "each opponent sacrifices a permanent": the payment is each opponent's, for
    // their own sacrifice.
    void rishadanCutpurseReadsEachOpponentsPayment()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rishadan Cutpurse"), 0),
            QStringLiteral("When ~ enters, each opponent sacrifices a permanent unless they pay {1}."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Rishadan Cutpurse"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 1);
        const Action& unless = a->effect[0];
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.who, QStringLiteral("they"));
        QCOMPARE(unless.text, QStringLiteral("{1}"));
        QCOMPARE(unless.nested.size(), 1);
        QCOMPARE(unless.nested[0].kind, ActionKind::Sacrifice);
        QCOMPARE(unless.nested[0].who, QStringLiteral("each_opponent"));
    }

    // CR 118.12: in a game of three, neither opponent pays: Nico and Cleo each sacrifice their Bears, and Ana
    // keeps her Forest. When they pay (the resolve event's one `pays` answers for both), nothing is sacrificed.
    void rishadanCutpurseEachOpponentPaysOrSacrifices()
    {
        const Playthrough p = cutpurseEnters(", \"pays\": false");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nb")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("cb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("af")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("cutpurse")), Zone::Battlefield);
        const Playthrough paid = cutpurseEnters({});
        QVERIFY2(test::zoneOf(paid, QStringLiteral("nb")) == Zone::Battlefield, qPrintable(test::happened(paid)));
        QCOMPARE(test::zoneOf(paid, QStringLiteral("cb")), Zone::Battlefield);
        QVERIFY(test::happened(paid).contains(QStringLiteral("Cleo pays {1}")));
        QVERIFY(test::happened(paid).contains(QStringLiteral("Nico pays {1}")));
    }

    // CR 701.23a, 702.2b, 702.11a, 702.17a, 702.19a: the card searched for is a creature card with any of the four
    // keywords, a union of one card per keyword; revealed, then put on top after the shuffle (401.4). The older two
    // sentences are read as today's one.
    void mwonvuliBeastTrackerReadsTheKeywords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mwonvuli Beast Tracker"), 0),
            QStringLiteral("When ~ enters, search your library for a creature card with deathtouch, hexproof, reach, or "
                           "trample, reveal it, then shuffle and put that card on top."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Mwonvuli Beast Tracker"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 1);
        const Action& search = a->effect[0];
        QCOMPARE(search.kind, ActionKind::SearchLibrary);
        QCOMPARE(search.text, QStringLiteral("top"));
        QVERIFY(search.reveal);
        QVERIFY(search.object);
        QCOMPARE(search.object->anyOf.size(), 4);
        QStringList keywords;
        for (const Selector& part : search.object->anyOf) {
            keywords << part.hasKeyword;
            QCOMPARE(part.types, quint16(CardType::Creature));
        }
        QCOMPARE(keywords, QStringList({"Deathtouch", "Hexproof", "Reach", "Trample"}));
    }

    // CR 701.23a, 401.4: the Giant Spider named (reach) is found and put on top, and so are the Typhoid Rats
    // (deathtouch); the Bears, with none of the keywords, can't be found: named, the first card that fits is taken.
    void mwonvuliBeastTrackerPutsTheCardOnTop()
    {
        const Playthrough p = trackerEnters(", \"choices\": {\"objects\": [\"spider\"]}");
        QVERIFY2(test::happened(p).contains(QStringLiteral("finds Giant Spider and puts it on top of the library")),
            qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("spider")), Zone::Library);
        const Playthrough rats = trackerEnters(", \"choices\": {\"objects\": [\"rats\"]}");
        QVERIFY2(test::happened(rats).contains(QStringLiteral("finds Typhoid Rats")), qPrintable(test::happened(rats)));
        const Playthrough bears = trackerEnters(", \"choices\": {\"objects\": [\"bears\"]}");
        QVERIFY2(!test::happened(bears).contains(QStringLiteral("Grizzly Bears")), qPrintable(test::happened(bears)));
        QVERIFY(test::happened(bears).contains(QStringLiteral("finds Giant Spider")));
    }

    // CR 701.17a: "each player who can't" are the players of the sacrifice before who controlled nothing it could take.
    void plaguecrafterReadsThoseWhoCant()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Plaguecrafter"), 0),
            QStringLiteral("When ~ enters, each player sacrifices a creature or planeswalker. Each player who can't "
                           "discards a card."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Plaguecrafter"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(a->effect[0].who, QStringLiteral("each_player"));
        QCOMPARE(a->effect[1].kind, ActionKind::Discard);
        QCOMPARE(a->effect[1].who, QStringLiteral("each_player_who_cant"));
        QVERIFY(!a->effect[1].ifYouDont);
    }

    // CR 701.17a, 701.8a: Nico controls no creature or planeswalker, so he sacrifices nothing and discards his Forest;
    // Ana sacrifices the Plaguecrafter itself and keeps her Forest. With Nico's Bears in play, he sacrifices them and
    // no one discards.
    void plaguecrafterOnlyThoseWhoCantDiscard()
    {
        const Playthrough p = plaguecrafterEnters({});
        QVERIFY2(test::zoneOf(p, QStringLiteral("nf")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("crafter")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("af")), Zone::Hand);
        const Playthrough bears = plaguecrafterEnters("," + test::objectJson("nb", "Grizzly Bears", "", "nico"));
        QVERIFY2(test::zoneOf(bears, QStringLiteral("nb")) == Zone::Graveyard, qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("nf")), Zone::Hand);
        QCOMPARE(test::zoneOf(bears, QStringLiteral("af")), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig39b)
#include "tst_imptrig39b.moc"
