// Libraries, round 13 (tests/data/import/library13.json): revealing cards from the top of a library until
// one fits (CR 701.20), impulse draw ("Exile the top card of your library. Until end of turn, you may play
// that card"), "Put any number of them into your graveyard and the rest back on top", "You may play the
// top card of your library" (a player's rule, 613.10), and "Search your library and/or graveyard for a
// card named …". The typed structure, the card format that keeps it, the words in three languages, and
// what the event player does on the library a scenario lists.
#include "ImportFixtures.h"
#include "TableTranslator.h"
#include "text/RulesText.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::idsIn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("library13.json"));
}

const Action* onlyAction(const QString& name, int index, ActionKind kind)
{
    const AbilityDef* a = test::parsedAbility(fixtures(), name, index);
    if (!a || a->effect.isEmpty())
        return nullptr;
    for (const Action& act : a->effect)
        if (act.kind == kind)
            return &act;
    return nullptr;
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The Spanish and Italian of this round's impulse templates, as in the translations TSV.
const test::TranslationTable kTemplates = {
    {"exile the top %1 cards of your library",
        {"exilia las primeras %1 cartas de tu biblioteca", "esilia le prime %1 carte del tuo grimorio"}},
    {"three", {"tres", "tre"}},
    {"until end of turn, you may play those cards",
        {"hasta el final del turno, puedes jugar esas cartas", "fino alla fine del turno, puoi giocare quelle carte"}},
};

}   // namespace

class TestImportLibrary13 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 36);
    }

    // The abilities this round reads, each trusted by the round trip (English == Oracle, normalised).
    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("kind");
        const int until = int(ActionKind::RevealUntil), impulse = int(ActionKind::ExileTopMayPlay);
        const int look = int(ActionKind::LookAtTop), search = int(ActionKind::SearchLibrary);
        QTest::newRow("reveal until, activated") << "Evolutionary Leap" << 0 << until;
        QTest::newRow("reveal until, loyalty") << "Vivien, Nature's Avenger" << 1 << until;
        QTest::newRow("reveal until, +1") << "Ajani, Valiant Protector" << 1 << until;
        QTest::newRow("onto the battlefield") << "Jalira, Master Polymorphist" << 0 << until;
        QTest::newRow("all other into graveyard") << "Hermit Druid" << 0 << until;
        QTest::newRow("all into hand") << "Treasure Hunt" << 0 << until;
        QTest::newRow("impulse, trigger") << "Abbot of Keral Keep" << 1 << impulse;
        QTest::newRow("cards exiled this way") << "Act on Impulse" << 0 << impulse;
        QTest::newRow("next turn") << "Light Up the Stage" << 1 << impulse;
        QTest::newRow("play it this turn") << "Prophetic Flamespeaker" << 2 << impulse;
        QTest::newRow("play them this turn") << "Chandra, Fire Artisan" << 2 << impulse;
        QTest::newRow("play that card this turn") << "Dark-Dweller Oracle" << 0 << impulse;
        QTest::newRow("target opponent exiles") << "Knacksaw Clique" << 1 << impulse;
        QTest::newRow("any number to graveyard") << "Taigam's Scheming" << 0 << look;
        QTest::newRow("any number, trigger") << "Sultai Ascendancy" << 0 << look;
        QTest::newRow("where X, put back") << "Information Dealer" << 0 << look;
        QTest::newRow("reveal top, land or hand") << "Coiling Oracle" << 0 << look;
        QTest::newRow("reveal top, it into hand") << "Skyward Eye Prophets" << 1 << look;
        QTest::newRow("reveal top, creature or graveyard") << "Zoologist" << 0 << look;
        QTest::newRow("reveal top, hand or graveyard") << "Neurok Familiar" << 1 << look;
        QTest::newRow("library and/or graveyard") << "Ethereal Elk" << 1 << search;
        QTest::newRow("searched") << "Grasping Current" << 1 << search;
    }
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, kind);
        QVERIFY(onlyAction(card, index, ActionKind(kind)));
    }

    void revealUntilStructure()
    {
        // 701.20: the card looked for, where it goes, where the rest go.
        const Action* leap = onlyAction(QStringLiteral("Evolutionary Leap"), 0, ActionKind::RevealUntil);
        QVERIFY(leap);
        QCOMPARE(leap->object->types, quint16(CardType::Creature));
        QCOMPARE(leap->destination, std::optional<Zone>(Zone::Hand));
        QCOMPARE(leap->text, QStringLiteral("bottom_random_order"));
        const Action* jalira = onlyAction(QStringLiteral("Jalira, Master Polymorphist"), 0, ActionKind::RevealUntil);
        QVERIFY(jalira);
        QCOMPARE(jalira->destination, std::optional<Zone>(Zone::Battlefield));
        QCOMPARE(jalira->object->notSupertypes, quint8(Supertype::Legendary));
        const Action* druid = onlyAction(QStringLiteral("Hermit Druid"), 0, ActionKind::RevealUntil);
        QVERIFY(druid);
        QCOMPARE(druid->text, QStringLiteral("graveyard"));
        QCOMPARE(druid->object->supertypes, quint8(Supertype::Basic));
        const Action* hunt = onlyAction(QStringLiteral("Treasure Hunt"), 0, ActionKind::RevealUntil);
        QVERIFY(hunt);
        QCOMPARE(hunt->text, QStringLiteral("hand"));
        QCOMPARE(hunt->object->notTypes, quint16(CardType::Land));
    }

    void impulseStructure()
    {
        const Action* act = onlyAction(QStringLiteral("Act on Impulse"), 0, ActionKind::ExileTopMayPlay);
        QVERIFY(act);
        QCOMPARE(act->amount.n, 3);
        QCOMPARE(act->duration, std::optional<Duration>(Duration::EndOfTurn));
        const Action* stage = onlyAction(QStringLiteral("Light Up the Stage"), 1, ActionKind::ExileTopMayPlay);
        QVERIFY(stage);
        QCOMPARE(stage->amount.n, 2);
        QCOMPARE(stage->duration, std::optional<Duration>(Duration::NextTurnOfTargetPlayer));
        const Action* chandra = onlyAction(QStringLiteral("Chandra, Fire Artisan"), 2, ActionKind::ExileTopMayPlay);
        QVERIFY(chandra);
        QCOMPARE(chandra->amount.n, 7);
        const AbilityDef* clique = test::parsedAbility(fixtures(), QStringLiteral("Knacksaw Clique"), 1);
        QVERIFY(clique);
        QCOMPARE(clique->targets.size(), 1);
        QCOMPARE(clique->effect.value(0).who, QStringLiteral("target_player"));
    }

    void playTopCardRules()
    {
        // 613.10: a player's rule, carried; the filter says which cards of the top it allows.
        const AbilityDef* sight = test::parsedAbility(fixtures(), QStringLiteral("Future Sight"), 1);
        QVERIFY(sight);
        QCOMPARE(sight->ops.size(), 1);
        QCOMPARE(sight->ops[0].kind, Op::Kind::PlayerRule);
        QCOMPARE(sight->ops[0].rule, RuleName::PlayTopCardOfLibrary);
        QVERIFY(!sight->ops[0].filter);
        const AbilityDef* melek = test::parsedAbility(fixtures(), QStringLiteral("Melek, Izzet Paragon"), 1);
        QVERIFY(melek);
        QVERIFY(melek->ops[0].filter);
        QCOMPARE(melek->ops[0].filter->anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        const AbilityDef* oracle = test::parsedAbility(fixtures(), QStringLiteral("Oracle of Mul Daya"), 2);
        QVERIFY(oracle);
        QCOMPARE(oracle->ops[0].filter->types, quint16(CardType::Land));
        const AbilityDef* horde = test::parsedAbility(fixtures(), QStringLiteral("Garruk's Horde"), 2);
        QVERIFY(horde);
        QCOMPARE(horde->ops[0].filter->types, quint16(CardType::Creature));
    }

    void searchesLibraryOrGraveyard()
    {
        const Action* elk = onlyAction(QStringLiteral("Ethereal Elk"), 1, ActionKind::SearchLibrary);
        QVERIFY(elk);
        QCOMPARE(elk->object->anyOf.size(), 2);
        QCOMPARE(elk->object->anyOf[0].zone, Zone::Library);
        QCOMPARE(elk->object->anyOf[1].zone, Zone::Graveyard);
        QCOMPARE(elk->object->anyOf[1].named, QStringLiteral("Vivien, Nature's Avenger"));
        QVERIFY(elk->reveal);
    }

    void cardsUnderstood()
    {
        // Cards whose every ability is now read (Gamekeeper's "you may exile it. If you do, …" and the
        // planeswalkers' other abilities are other rounds' shapes).
        for (const char* name : {"Evolutionary Leap", "Jalira, Master Polymorphist", "Hermit Druid", "Treasure Hunt",
                 "Act on Impulse", "Light Up the Stage", "Dark-Dweller Oracle", "Knacksaw Clique", "Ornate Kanzashi",
                 "Future Sight", "Magus of the Future", "Taigam's Scheming", "Contingency Plan", "Sultai Ascendancy",
                 "Information Dealer", "Ethereal Elk", "Sorin's Guide", "Coiling Oracle", "Zoologist",
                 "Neurok Familiar", "Vivien, Nature's Avenger", "Abbot of Keral Keep", "Prophetic Flamespeaker",
                 "Ire Shaman", "Oracle of Mul Daya", "Garruk's Horde", "Skyward Eye Prophets", "Descendant of Soramaro",
                 "Chandra's Outburst", "Gideon's Resolve"}) {
            const ImportedCard* c = test::findCard(fixtures(), QString::fromUtf8(name));
            QVERIFY2(c && c->status == CardStatus::Understood, name);
        }
    }

    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 15);
    }

    void impulseWrittenInThreeLanguages()
    {
        const AbilityDef* act = test::parsedAbility(fixtures(), QStringLiteral("Act on Impulse"), 0);
        QVERIFY(act);
        const CardFace& face = test::findCard(fixtures(), QStringLiteral("Act on Impulse"))->card->front;
        QCOMPARE(RulesText::ability(*act, face, face.name),
            QStringLiteral("Exile the top three cards of your library. Until end of turn, you may play those cards."));
        for (const bool italian : {false, true}) {
            const QString text = test::abilityIn(kTemplates, italian, *act, face);
            QCOMPARE(text, italian ? QStringLiteral("Esilia le prime tre carte del tuo grimorio. Fino alla fine del turno, puoi "
                                                    "giocare quelle carte.")
                                   : QStringLiteral("Exilia las primeras tres cartas de tu biblioteca. Hasta el final del turno, "
                                                    "puedes jugar esas cartas."));
        }
    }

    // CR 701.20: Evolutionary Leap reveals until the Bears; the Bears go to the hand, the two lands
    // revealed before them to the bottom (under the card not revealed), in the order listed.
    void theEventPlayerRevealsUntilACreature()
    {
        const Playthrough play = played(R"({"id": "leap", "card": "Evolutionary Leap", "timestamp": 1},
            {"id": "fodder", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Island", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "d", "card": "Swamp", "zone": "library"})",
            R"({"id": "e1", "activate": "leap", "ability": 1, "choices": {"objects": ["fodder"]}},
               {"id": "e2", "resolve": "top"})");
        const GameState& end = play.finalState;
        QCOMPARE(idsIn(end, Zone::Hand), QStringList{"bears"});
        QCOMPARE(idsIn(end, Zone::Library), (QStringList{"d", "a", "b"}));
        QVERIFY2(test::happened(play).contains(QStringLiteral("Ana reveals Island")), qPrintable(test::happened(play)));
        QVERIFY2(test::happened(play).contains(QStringLiteral("random order")), qPrintable(test::happened(play)));
    }

    // CR 701.20: Hermit Druid looks for a basic land: the Bears before it go to the graveyard.
    void theEventPlayerPutsTheOthersIntoTheGraveyard()
    {
        const Playthrough play = played(R"({"id": "druid", "card": "Hermit Druid", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "c", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "activate": "druid", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(idsIn(play.finalState, Zone::Hand), QStringList{"forest"});
        QCOMPARE(idsIn(play.finalState, Zone::Graveyard), QStringList{"bears"});
        QCOMPARE(idsIn(play.finalState, Zone::Library), QStringList{"c"});
    }

    // Impulse: Act on Impulse exiles the top three cards; a later cast event casts one from exile.
    void theEventPlayerExilesAndTheCardIsPlayedFromExile()
    {
        const Playthrough play = played(R"({"id": "act", "card": "Act on Impulse", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "c", "card": "Island", "zone": "library"},
            {"id": "d", "card": "Swamp", "zone": "library"})",
            R"({"id": "e1", "cast": "act"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "bears"}, {"id": "e4", "resolve": "top"})");
        const GameState& end = play.finalState;
        QCOMPARE(idsIn(end, Zone::Exile), (QStringList{"a", "c"}));
        QCOMPARE(idsIn(end, Zone::Battlefield), QStringList{"bears"});
        QCOMPARE(idsIn(end, Zone::Library), QStringList{"d"});
        QVERIFY2(test::happened(play).contains(QStringLiteral("Ana may play Grizzly Bears from exile this turn")),
            qPrintable(test::happened(play)));
    }

    // "Put any number of them into your graveyard and the rest back on top": the named ones go.
    void theEventPlayerPutsTheChosenIntoTheGraveyard()
    {
        // (An apostrophe inside a raw string confuses moc: the card's name is in an ordinary literal.)
        const Playthrough play = played("{\"id\": \"t\", \"card\": \"Taigam's Scheming\", \"zone\": \"hand\"}," R"(
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Island", "zone": "library"},
            {"id": "c", "card": "Swamp", "zone": "library"},
            {"id": "d", "card": "Plains", "zone": "library"},
            {"id": "e", "card": "Mountain", "zone": "library"},
            {"id": "f", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "cast": "t"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["b", "d", "f"]}})");
        QCOMPARE(idsIn(play.finalState, Zone::Graveyard), (QStringList{"t", "b", "d"}));
        QCOMPARE(idsIn(play.finalState, Zone::Library), (QStringList{"a", "c", "e", "f"}));
    }

    // "Reveal the top card of your library. If it's a creature card, put it onto the battlefield.
    // Otherwise, put it into your graveyard." (Zoologist): a land goes to the graveyard, then the Bears
    // onto the battlefield under Ana's control.
    void theEventPlayerRevealsTheTopCard()
    {
        const Playthrough play = played(R"({"id": "z", "card": "Zoologist", "timestamp": 1},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "activate": "z", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "set": {"objects": {"z": {"tapped": false}}}},
               {"id": "e4", "activate": "z", "ability": 1}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("a")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Ana reveals Forest")), qPrintable(test::happened(play)));
    }

    // Skyward Eye Prophets: the top card is no land, so it goes to the hand; the next one stays.
    void theEventPlayerPutsANonlandIntoTheHand()
    {
        const Playthrough play = played(R"({"id": "p", "card": "Skyward Eye Prophets", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "b", "card": "Forest", "zone": "library"})",
            R"({"id": "e1", "activate": "p", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(idsIn(play.finalState, Zone::Hand), QStringList{"bears"});
        QCOMPARE(idsIn(play.finalState, Zone::Library), QStringList{"b"});
    }

    // Light Up the Stage: two cards exiled, playable until the end of Ana's next turn (noted, not checked).
    void theEventPlayerNotesTheNextTurn()
    {
        const Playthrough play = played(R"({"id": "l", "card": "Light Up the Stage", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Island", "zone": "library"},
            {"id": "c", "card": "Swamp", "zone": "library"})",
            R"({"id": "e1", "cast": "l"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(idsIn(play.finalState, Zone::Exile), (QStringList{"a", "b"}));
        QVERIFY2(test::happened(play).contains(QStringLiteral("Ana may play Island from exile until the end of their next turn")),
            qPrintable(test::happened(play)));
    }

    // "Search your library and/or graveyard for a card named …": the card in the graveyard is found.
    void theEventPlayerSearchesTheGraveyardToo()
    {
        const Playthrough play = played(R"({"id": "elk", "card": "Ethereal Elk", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "library"},)"
                                        "{\"id\": \"v\", \"card\": \"Vivien, Nature's Avenger\", \"zone\": \"graveyard\"}",
            R"({"id": "e1", "cast": "elk"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("v")), Zone::Hand);
        QCOMPARE(idsIn(play.finalState, Zone::Library), QStringList{"a"});
    }
};

QTEST_MAIN(TestImportLibrary13)
#include "tst_importlibrary13.moc"
