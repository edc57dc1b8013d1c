// Libraries and hands read from real cards' Oracle text (tests/data/import/library.json): searching a
// library (701.23) in today's and the older wordings, looking at its top cards, and the revealed hand
// a card is chosen from (701.8); the typed structure, the card format that keeps it, and what the
// event player does with it.
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    static const ImportResult result = importFile(QStringLiteral(STRATA_TEST_DATA "/import/library.json"));
    return result;
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

// What the resolution of `card` cast by Ana with these objects did: its `happened` lines, and the
// final state in `out`.
QStringList resolve(const QByteArray& objects, const QByteArray& cast, GameState* out, const QByteArray& choices = "")
{
    CardLibrary lib;
    const QByteArray events = "{\"id\": \"e1\", " + cast + "}, {\"id\": \"e2\", \"resolve\": \"top\"" + choices + "}";
    const auto state = test::scenario(fixtures(), objects, events, &lib);
    if (!state)
        return {QStringLiteral("no scenario")};
    const Playthrough play = EventPlayer::play(*state, lib);
    *out = play.finalState;
    return play.events.isEmpty() ? QStringList() : play.events.last().happened;
}

}   // namespace

class TestImportLibrary : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        // Duress's "a noncreature, nonland card" (two adjectives in a list) is read by no selector yet.
        QCOMPARE(fixtures().cards.size(), 16);
        for (const ImportedCard& c : fixtures().cards) {
            const bool expected = c.card->name() != QLatin1String("Duress");
            QVERIFY2((c.status == CardStatus::Understood) == expected, qPrintable(c.card->name()));
        }
    }

    void searchesInEachWording()
    {
        // 701.23: "… reveal that card, and put it into your hand. Then shuffle your library." (older).
        const AbilityDef* summons = parsed(QStringLiteral("Cateran Summons"), 0);
        QVERIFY(summons);
        QCOMPARE(summons->effect.size(), 1);
        const Action& search = summons->effect[0];
        QCOMPARE(search.kind, ActionKind::SearchLibrary);
        QCOMPARE(search.text, QStringLiteral("hand"));
        QVERIFY(search.reveal);
        QCOMPARE(search.amount.n, 1);
        QCOMPARE(search.object->zone, Zone::Library);
        QCOMPARE(search.object->subtypes.size(), 1);
        // A legendary card, from an activated ability.
        const AbilityDef* sisay = parsed(QStringLiteral("Captain Sisay"), 0);
        QVERIFY(sisay);
        QCOMPARE(sisay->effect.value(0).object->supertypes, quint8(Supertype::Legendary));
        // "up to two basic land cards and put them onto the battlefield tapped".
        const AbilityDef* woodland = parsed(QStringLiteral("Blighted Woodland"), 1);
        QVERIFY(woodland);
        const Action& lands = woodland->effect.value(0);
        QCOMPARE(lands.kind, ActionKind::SearchLibrary);
        QCOMPARE(lands.amount.n, 2);
        QCOMPARE(lands.object->upTo, quint8(2));
        QVERIFY(lands.tapped);
        QCOMPARE(lands.text, QStringLiteral("battlefield"));
        // "then shuffle your library and put that card on top of it", then another sentence.
        const AbilityDef* seal = parsed(QStringLiteral("Imperial Seal"), 0);
        QVERIFY(seal);
        QCOMPARE(seal->effect.size(), 2);
        QCOMPARE(seal->effect[0].text, QStringLiteral("top"));
        QVERIFY(!seal->effect[0].reveal);
        QCOMPARE(seal->effect[1].kind, ActionKind::LoseLife);
        // "a Mercenary permanent card with converted mana cost 2 or less" (110.4: a permanent type).
        const AbilityDef* brute = parsed(QStringLiteral("Cateran Brute"), 0);
        QVERIFY(brute);
        QCOMPARE(brute->effect.size(), 1);
        const Selector& mercenary = *brute->effect[0].object;
        QCOMPARE(mercenary.word, QStringLiteral("permanent_card"));
        QCOMPARE(mercenary.manaValueAtMost, std::optional<int>(2));
        QCOMPARE(brute->effect.value(0).text, QStringLiteral("battlefield"));
        // A trigger's "you may search …, reveal it, then shuffle … on top".
        const AbilityDef* harbinger = parsed(QStringLiteral("Elvish Harbinger"), 0);
        QVERIFY(harbinger);
        QVERIFY(harbinger->optional);
        QVERIFY(harbinger->effect.value(0).reveal);
        QCOMPARE(harbinger->effect.value(0).text, QStringLiteral("top"));
    }

    void looksAtTheTopCards()
    {
        const AbilityDef* impulse = parsed(QStringLiteral("Impulse"), 0);
        QVERIFY(impulse);
        QCOMPARE(impulse->effect.size(), 1);
        QCOMPARE(impulse->effect[0].kind, ActionKind::LookAtTop);
        QCOMPARE(impulse->effect[0].amount.n, 4);
        QCOMPARE(impulse->effect[0].keep, 1);
        QCOMPARE(impulse->effect[0].text, QStringLiteral("bottom_any_order"));
        const AbilityDef* dig = parsed(QStringLiteral("Dig Through Time"), 1);
        QVERIFY(dig);
        QCOMPARE(dig->effect.value(0).keep, 2);
        QCOMPARE(dig->effect.value(0).amount.n, 7);
        QCOMPARE(parsed(QStringLiteral("Strategic Planning"), 0)->effect.value(0).text, QStringLiteral("graveyard"));
        QCOMPARE(parsed(QStringLiteral("Shimmer of Possibility"), 0)->effect.value(0).text,
            QStringLiteral("bottom_random_order"));
    }

    void choosesFromARevealedHand()
    {
        // 701.8: the three sentences are one action, the one Grief's card file names.
        const AbilityDef* coercion = parsed(QStringLiteral("Coercion"), 0);
        QVERIFY(coercion);
        QCOMPARE(coercion->effect.size(), 1);
        QCOMPARE(coercion->effect[0].kind, ActionKind::DiscardChosen);
        QCOMPARE(coercion->targets.size(), 1);
        QCOMPARE(coercion->targets[0].controller, Selector::Who::Opponent);
        const AbilityDef* distress = parsed(QStringLiteral("Distress"), 0);
        QVERIFY(distress);
        QCOMPARE(distress->effect.value(0).object->notTypes, quint16(CardType::Land));
        const AbilityDef* divest = parsed(QStringLiteral("Divest"), 0);
        QVERIFY(divest);
        QCOMPARE(divest->effect.value(0).object->anyTypes, quint16(quint16(CardType::Artifact) | quint16(CardType::Creature)));
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 15);
    }

    void theEventPlayerSearches()
    {
        // 701.23: the card the scenario chooses, if it matches, goes to the hand; the shuffle's order is
        // hidden and the log says so rather than show one.
        GameState end;
        const QStringList happened = resolve(R"({"id": "s", "card": "Cateran Summons", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "merc", "card": "Cateran Summons", "zone": "library"})",
            R"("cast": "s")", &end);
        QVERIFY2(happened.join('\n').contains(QStringLiteral("no matching card")), qPrintable(happened.join('\n')));
        QVERIFY(happened.join('\n').contains(QStringLiteral("701.20")));
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("bears"))].zone, Zone::Library);
    }

    void theEventPlayerPutsTheChosenLandOntoTheBattlefield()
    {
        // The scenario chooses the Forest, not the Plains listed first (events.md: choices.objects).
        GameState end;
        const QStringList happened = resolve(R"({"id": "rot", "card": "Crop Rotation", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"})",
            R"("cast": "rot")", &end, R"(, "choices": {"objects": ["forest"]})");
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("forest"))].zone, Zone::Battlefield);
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("plains"))].zone, Zone::Library);
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("bears"))].zone, Zone::Library);
        QVERIFY2(happened.join('\n').contains(QStringLiteral("Forest")), qPrintable(happened.join('\n')));
    }

    void theEventPlayerSearchesOnlyForWhatTheCardNames()
    {
        // Bog Glider is a Mercenary with mana value 3 and the Bears a creature with mana value 2:
        // neither is "a Mercenary permanent card with mana value 2 or less", so nothing moves.
        CardLibrary lib;
        const auto state = test::scenario(fixtures(), R"({"id": "brute", "card": "Cateran Brute", "timestamp": 1},
            {"id": "glider", "card": "Bog Glider", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "activate": "brute", "ability": 1}, {"id": "e2", "resolve": "top"})", &lib);
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, lib);
        const GameState& end = play.finalState;
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("glider"))].zone, Zone::Library);
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("bears"))].zone, Zone::Library);
        QVERIFY(play.events.last().happened.join('\n').contains(QStringLiteral("no matching card")));
    }

    void theEventPlayerSaysWhatItCannotShow()
    {
        // The top of a library and the card kept are hidden: named as not performed, nothing moves.
        GameState end;
        const QStringList happened = resolve(R"({"id": "i", "card": "Impulse", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"})",
            R"("cast": "i")", &end);
        QVERIFY2(happened.join('\n').contains(QStringLiteral("not performed")), qPrintable(happened.join('\n')));
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("bears"))].zone, Zone::Library);
    }

    void theEventPlayerDiscardsTheChosenCard()
    {
        // 701.8: Distress: a nonland card of Nico's hand is discarded, the land stays.
        GameState end;
        resolve(R"({"id": "d", "card": "Distress", "zone": "hand"},
            {"id": "forest", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})",
            R"("cast": "d", "targets": ["nico"])", &end);
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("bears"))].zone, Zone::Graveyard);
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("forest"))].zone, Zone::Hand);
    }
};

QTEST_MAIN(TestImportLibrary)
#include "tst_importlibrary.moc"
