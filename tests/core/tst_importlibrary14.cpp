// Libraries and linked exile, round 14 (tests/data/import/library14.json): a library shuffled (CR 701.24:
// "Shuffle your library", "Target player shuffles their library"), the top cards of a library exiled
// (406.3: "Exile the top seven cards of your library face down", "… of target player's library", "Each
// opponent exiles the top card of their library"), the cards a leaves-the-battlefield ability returns
// (607.2a: "return the exiled cards to their owners' hands", "all cards exiled with it"), a search for
// a card of one mana value ("an artifact card with converted mana cost 3") and kinship ("If it shares a
// creature type with ~, you may reveal it. If you do, …"). The typed structure, the card format that
// keeps it, the words in three languages, and what the event player does on the library a scenario lists.
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
    return test::fixtureFile(QStringLiteral("library14.json"));
}

const Action* firstAction(const QString& name, int index, ActionKind kind)
{
    return test::firstAction(fixtures(), name, index, kind);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The Spanish and Italian of this round's library templates, as in the translations TSV.
const test::TranslationTable kTemplates = {
    {"exile the top %1 cards of your library",
        {"exilia las primeras %1 cartas de tu biblioteca", "esilia le prime %1 carte del tuo grimorio"}},
    {"%1 face down", {"%1 boca abajo", "%1 a faccia in giù"}},
    {"seven", {"siete", "sette"}},
    {"shuffle your library", {"baraja tu biblioteca", "mescola il tuo grimorio"}},
};

}   // namespace

class TestImportLibrary14 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 33);
    }

    // The abilities this round reads, each trusted by the round trip (English == Oracle, normalised).
    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("kind");
        const int shuffle = int(ActionKind::ShuffleLibrary), exileTop = int(ActionKind::ExileTop);
        const int toHand = int(ActionKind::ReturnToHand), toBattlefield = int(ActionKind::ReturnToBattlefield);
        const int search = int(ActionKind::SearchLibrary), look = int(ActionKind::LookAtTop);
        QTest::newRow("target player shuffles") << "Boggart Forager" << 0 << shuffle;
        QTest::newRow("target player shuffles, tap") << "Lantern of Insight" << 1 << shuffle;
        QTest::newRow("shuffle your library") << "Myr Mindservant" << 0 << shuffle;
        QTest::newRow("shuffle, five mana") << "Soothsaying" << 0 << shuffle;
        QTest::newRow("you may shuffle") << "Ponder" << 0 << shuffle;
        QTest::newRow("face down, attacks") << "Bomat Courier" << 1 << exileTop;
        QTest::newRow("target player's library") << "Circu, Dimir Lobotomist" << 0 << exileTop;
        QTest::newRow("seven face down") << "Colfenor's Plans" << 0 << exileTop;
        QTest::newRow("five, enters") << "Search the City" << 0 << exileTop;
        QTest::newRow("activated") << "Rona, Disciple of Gix" << 2 << exileTop;
        QTest::newRow("exiled cards to hands") << "Angel of Serenity" << 2 << toHand;
        QTest::newRow("owner's hand") << "Hypnox" << 2 << toHand;
        QTest::newRow("owner's hand, own hand exiled") << "Wormfang Behemoth" << 1 << toHand;
        QTest::newRow("all cards exiled with it") << "Admonition Angel" << 2 << toBattlefield;
        QTest::newRow("battlefield, owner's control") << "Detention Sphere" << 1 << toBattlefield;
        QTest::newRow("mana value 3") << "Trophy Mage" << 0 << search;
        QTest::newRow("mana value 2") << "Tribute Mage" << 0 << search;
        QTest::newRow("an opponent's library, onto the battlefield") << "Bribery" << 0 << search;
        QTest::newRow("kinship, counter") << "Winnower Patrol" << 0 << look;
        QTest::newRow("kinship, pump") << "Mudbutton Clanger" << 0 << look;
        QTest::newRow("kinship, token") << "Wolf-Skull Shaman" << 0 << look;
        QTest::newRow("kinship, discard") << "Squeaking Pie Grubfellows" << 0 << look;
        QTest::newRow("kinship, damage") << "Pyroclast Consul" << 0 << look;
        QTest::newRow("kinship, keywords") << "Kithkin Zephyrnaut" << 0 << look;
    }
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, kind);
        QVERIFY(firstAction(card, index, ActionKind(kind)));
    }

    void shuffleStructure()
    {
        // 701.24: who shuffles; "target player" is the ability's one target.
        const Action* forager = firstAction(QStringLiteral("Boggart Forager"), 0, ActionKind::ShuffleLibrary);
        QVERIFY(forager);
        QCOMPARE(forager->who, QStringLiteral("target_player"));
        QCOMPARE(test::parsedAbility(fixtures(), QStringLiteral("Boggart Forager"), 0)->targets.size(), 1);
        const Action* myr = firstAction(QStringLiteral("Myr Mindservant"), 0, ActionKind::ShuffleLibrary);
        QVERIFY(myr);
        QVERIFY(myr->who.isEmpty());
        const AbilityDef* ponder = test::parsedAbility(fixtures(), QStringLiteral("Ponder"), 0);
        QVERIFY(ponder);
        QCOMPARE(ponder->effect.size(), 2);
        QCOMPARE(ponder->effect[1].kind, ActionKind::ShuffleLibrary);
        QVERIFY(ponder->effect[1].optional);
    }

    void exileTopStructure()
    {
        // 406.3: how many, whose library, face down or not.
        const Action* plans = firstAction(QStringLiteral("Colfenor's Plans"), 0, ActionKind::ExileTop);
        QVERIFY(plans);
        QCOMPARE(plans->amount.n, 7);
        QVERIFY(plans->faceDown);
        QVERIFY(plans->who.isEmpty());
        const Action* city = firstAction(QStringLiteral("Search the City"), 0, ActionKind::ExileTop);
        QVERIFY(city);
        QCOMPARE(city->amount.n, 5);
        QVERIFY(!city->faceDown);
        const Action* circu = firstAction(QStringLiteral("Circu, Dimir Lobotomist"), 0, ActionKind::ExileTop);
        QVERIFY(circu);
        QCOMPARE(circu->amount.n, 1);
        QCOMPARE(circu->who, QStringLiteral("target_player"));
    }

    void linkedExileStructure()
    {
        // 607.2a: the cards the other ability exiled, several of them.
        const Action* angel = firstAction(QStringLiteral("Angel of Serenity"), 2, ActionKind::ReturnToHand);
        QVERIFY(angel);
        QCOMPARE(angel->object->ref, Selector::Ref::ExiledWithSource);
        QCOMPARE(angel->object->word, QStringLiteral("cards"));
        const Action* admonition = firstAction(QStringLiteral("Admonition Angel"), 2, ActionKind::ReturnToBattlefield);
        QVERIFY(admonition);
        QCOMPARE(admonition->object->ref, Selector::Ref::ExiledWithSource);
        QCOMPARE(admonition->who, QStringLiteral("owner"));
        // Oblivion Ring's one card stays "the exiled card".
        const Action* ring = firstAction(QStringLiteral("Oblivion Ring"), 1, ActionKind::ReturnToBattlefield);
        QVERIFY(ring);
        QVERIFY(ring->object->word.isEmpty());
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Admonition Angel"), QStringLiteral("leaves"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("When ~ leaves the battlefield, return the exiled cards to the battlefield under "
                                            "their owners' control."));
    }

    void searchesOneManaValue()
    {
        // 202.3: "with converted mana cost 3" is mana value 3, no more and no less.
        const Action* trophy = firstAction(QStringLiteral("Trophy Mage"), 0, ActionKind::SearchLibrary);
        QVERIFY(trophy);
        QCOMPARE(trophy->object->manaValueAtMost, std::optional<int>(3));
        QCOMPARE(trophy->object->manaValueAtLeast, std::optional<int>(3));
        QCOMPARE(trophy->object->types, quint16(CardType::Artifact));
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Trophy Mage"), QStringLiteral("search"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("When ~ enters, you may search your library for an artifact card "
                                            "with mana value 3, reveal it, put it into your hand, then shuffle."));
    }

    void kinshipStructure()
    {
        // Kinship: look, then the reveal the condition allows and the controller chooses, then "if you do".
        const AbilityDef* patrol = test::parsedAbility(fixtures(), QStringLiteral("Winnower Patrol"), 0);
        QVERIFY(patrol);
        QCOMPARE(patrol->effect.size(), 3);
        QCOMPARE(patrol->effect[0].kind, ActionKind::LookAtTop);
        QVERIFY(!patrol->effect[0].reveal);
        QCOMPARE(patrol->effect[1].kind, ActionKind::LookAtTop);
        QVERIFY(patrol->effect[1].reveal);
        QVERIFY(patrol->effect[1].optional);
        QVERIFY(patrol->effect[1].condition);
        QCOMPARE(patrol->effect[1].condition->kind, Condition::Kind::TopCardSharesCreatureType);
        QCOMPARE(patrol->effect[2].kind, ActionKind::PutCounter);
        QVERIFY(patrol->effect[2].ifYouDo);
    }

    void cardsUnderstood()
    {
        for (const char* name : {"Boggart Forager", "Lantern of Insight", "Myr Mindservant", "Soothsaying", "Ponder",
                 "Omen", "Bribery", "Fathom Feeder", "Ink Dissolver", "Sensation Gorger", "Trophy Mage",
                 "Tribute Mage", "Winnower Patrol", "Mudbutton Clanger", "Wolf-Skull Shaman",
                 "Squeaking Pie Grubfellows", "Pyroclast Consul", "Kithkin Zephyrnaut"}) {
            const ImportedCard* c = test::findCard(fixtures(), QString::fromUtf8(name));
            QVERIFY2(c && c->status == CardStatus::Understood, name);
        }
    }

    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 17);
    }

    void writtenInThreeLanguages()
    {
        // A spell that exiles the top seven cards face down, and Myr Mindservant's shuffle.
        AbilityDef exile;
        exile.kind = AbilityDef::Kind::Spell;
        Action top;
        top.kind = ActionKind::ExileTop;
        top.amount = Amount::number(7);
        top.faceDown = true;
        exile.effect << top;
        AbilityDef shuffle;
        shuffle.kind = AbilityDef::Kind::Spell;
        Action mix;
        mix.kind = ActionKind::ShuffleLibrary;
        shuffle.effect << mix;
        const CardFace& face = test::findCard(fixtures(), QStringLiteral("Myr Mindservant"))->card->front;
        QCOMPARE(RulesText::ability(exile, face, face.name), QStringLiteral("Exile the top seven cards of your library face down."));
        QCOMPARE(RulesText::ability(shuffle, face, face.name), QStringLiteral("Shuffle your library."));
        for (const bool italian : {false, true}) {
            const QString exiled = test::abilityIn(kTemplates, italian, exile, face);
            const QString shuffled = test::abilityIn(kTemplates, italian, shuffle, face);
            QCOMPARE(exiled, italian ? QStringLiteral("Esilia le prime sette carte del tuo grimorio a faccia in giù.")
                                     : QStringLiteral("Exilia las primeras siete cartas de tu biblioteca boca abajo."));
            QCOMPARE(shuffled, italian ? QStringLiteral("Mescola il tuo grimorio.") : QStringLiteral("Baraja tu biblioteca."));
        }
    }

    // CR 701.24: Boggart Forager makes Nico shuffle; the new order is hidden, so the listed order stays.
    void theEventPlayerShufflesATargetPlayersLibrary()
    {
        const Playthrough play = played(R"({"id": "f", "card": "Boggart Forager", "timestamp": 1},
            {"id": "a", "card": "Forest", "zone": "library", "owner": "nico"},
            {"id": "b", "card": "Island", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "activate": "f", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("f")), Zone::Graveyard);
        QCOMPARE(idsIn(play.finalState, Zone::Library), (QStringList{"a", "b"}));
        QVERIFY2(test::happened(play).contains(QStringLiteral("Nico shuffles their library")), qPrintable(test::happened(play)));
    }

    // CR 406.3, 607.2a: Colfenor's Plans exiles the top seven cards face down, linked to it; the eighth stays.
    void theEventPlayerExilesTheTopCardsFaceDown()
    {
        QByteArray library;
        for (int i = 1; i <= 8; ++i)
            library += ",{\"id\": \"c" + QByteArray::number(i) + "\", \"card\": \"Forest\", \"zone\": \"library\"}";
        const Playthrough play = played("{\"id\": \"plans\", \"card\": \"Colfenor's Plans\", \"zone\": \"hand\"}" + library,
            R"({"id": "e1", "cast": "plans"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        const QStringList exiled = idsIn(play.finalState, Zone::Exile);
        QCOMPARE(exiled, (QStringList{"c1", "c2", "c3", "c4", "c5", "c6", "c7"}));
        for (const QString& id : exiled) {
            QVERIFY(play.finalState.object(id)->faceDown);
            QCOMPARE(play.finalState.object(id)->exiledWith, QStringLiteral("plans"));
        }
        QCOMPARE(idsIn(play.finalState, Zone::Library), QStringList{"c8"});
    }

    // CR 607.2a: Angel of Serenity leaves; the cards exiled with it go to their owners' hands, the card
    // another object exiled stays.
    void theEventPlayerReturnsTheExiledCards()
    {
        const Playthrough play = played(R"({"id": "angel", "card": "Angel of Serenity", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "exile", "owner": "nico", "exiled_with": "angel"},
            {"id": "elves", "card": "Llanowar Elves", "zone": "exile", "owner": "ana", "exiled_with": "angel"},
            {"id": "other", "card": "Grizzly Bears", "zone": "exile", "owner": "nico"})",
            R"({"id": "e1", "move": "angel", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(play.finalState.object(QStringLiteral("bears"))->owner, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("elves")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("other")), Zone::Exile);
    }

    // CR 202.3: Trophy Mage finds the artifact with mana value 3, not the one with 2.
    void theEventPlayerSearchesForOneManaValue()
    {
        const Playthrough play = played(R"({"id": "mage", "card": "Trophy Mage", "zone": "hand"},
            {"id": "stone", "card": "Mind Stone", "zone": "library"},
            {"id": "lith", "card": "Manalith", "zone": "library"})",
            R"({"id": "e1", "cast": "mage"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("lith")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("stone")), Zone::Library);
    }

    // CR 701.23: Bribery finds the creature card in Nico's library and puts it onto the battlefield under
    // Ana's control; Nico owns it.
    void theEventPlayerSearchesAnOpponentsLibrary()
    {
        const Playthrough play = played(R"({"id": "bribery", "card": "Bribery", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "library", "owner": "nico"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "cast": "bribery", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QVERIFY2(bears->zone == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(bears->controller, QStringLiteral("ana"));
        QCOMPARE(bears->owner, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("a")), Zone::Library);
    }

    // Kinship: Winnower Patrol (Elf Warrior) reveals Llanowar Elves (Elf Druid) and gets its counter;
    // with Grizzly Bears on top the condition is false and nothing is revealed.
    void theEventPlayerChecksKinship_data()
    {
        QTest::addColumn<QString>("top");
        QTest::addColumn<int>("counters");
        QTest::newRow("shares Elf") << "Llanowar Elves" << 1;
        QTest::newRow("a Bear") << "Grizzly Bears" << 0;
    }
    void theEventPlayerChecksKinship()
    {
        QFETCH(QString, top);
        QFETCH(int, counters);
        // Nico's upkeep is the next one: the Patrol and the library are Nico's.
        const Playthrough play = played(R"({"id": "patrol", "card": "Winnower Patrol", "controller": "nico", "owner": "nico", "timestamp": 1},
            {"id": "top", "card": ")" + top.toUtf8() + R"(", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top", "may": true})");
        const GameObject* patrol = play.finalState.object(QStringLiteral("patrol"));
        QVERIFY(patrol);
        QVERIFY2(patrol->counterCount(QStringLiteral("+1/+1")) == counters, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Library);
        QCOMPARE(test::happened(play).contains(QStringLiteral("Nico reveals ") + top), counters == 1);
    }
};

QTEST_MAIN(TestImportLibrary14)
#include "tst_importlibrary14.moc"
