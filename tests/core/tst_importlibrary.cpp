// Libraries and hands read from real cards' Oracle text (tests/data/import/library.json): searching a
// library (701.23) in today's and the older wordings, looking at its top cards, and the revealed hand
// a card is chosen from (701.8); the typed structure, the card format that keeps it, and what the
// event player does with it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::idsIn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("library.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

// Looking at and revealing the top cards (tests/data/import/library12.json).
const ImportResult& lookFixtures()
{
    return test::fixtureFile(QStringLiteral("library12.json"));
}

const Action* lookAction(const QString& name, int index)
{
    const AbilityDef* a = test::parsedAbility(lookFixtures(), name, index);
    return a && a->effect.size() == 1 && a->effect[0].kind == ActionKind::LookAtTop ? &a->effect[0] : nullptr;
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
        // Duress's "a noncreature, nonland card" (two adjectives in a list) is read since round 16 (implib16).
        test::checkEveryCardUnderstood(fixtures(), 16);
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
        QCOMPARE(checked, 16);
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

    void theEventPlayerPutsTheCardFoundOnTop()
    {
        // 701.23: Imperial Seal: the chosen card goes on top after the shuffle (whose order is hidden:
        // the others keep the order listed), so it is the next card drawn.
        GameState end;
        resolve(R"({"id": "seal", "card": "Imperial Seal", "zone": "hand"},
            {"id": "a", "card": "Grizzly Bears", "zone": "library"},
            {"id": "b", "card": "Forest", "zone": "library"},
            {"id": "c", "card": "Plains", "zone": "library"})",
            R"("cast": "seal")", &end, R"(, "choices": {"objects": ["c"]})");
        QCOMPARE(idsIn(end, Zone::Library), (QStringList{"c", "a", "b"}));
    }

    void theEventPlayerSaysWhatItCannotShow()
    {
        // A library the scenario does not list: its top cards are hidden, named as not performed.
        GameState end;
        const QStringList happened = resolve(R"({"id": "i", "card": "Impulse", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library", "owner": "nico"})",
            R"("cast": "i")", &end);
        QVERIFY2(happened.join('\n').contains(QStringLiteral("not performed")), qPrintable(happened.join('\n')));
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("bears"))].zone, Zone::Library);
    }

    void theEventPlayerLooksAtTheListedLibrary()
    {
        // The library is listed from the top (events.md): Impulse looks at its four top cards, keeps
        // the one the scenario chooses and puts the other three under the fifth, in the order listed.
        GameState end;
        const QStringList happened = resolve(R"({"id": "i", "card": "Impulse", "zone": "hand"},
            {"id": "a", "card": "Grizzly Bears", "zone": "library"},
            {"id": "b", "card": "Forest", "zone": "library"},
            {"id": "c", "card": "Plains", "zone": "library"},
            {"id": "d", "card": "Island", "zone": "library"},
            {"id": "e", "card": "Swamp", "zone": "library"})",
            R"("cast": "i")", &end, R"(, "choices": {"objects": ["c"]})");
        QCOMPARE(end.objects[end.objectIndex(QStringLiteral("c"))].zone, Zone::Hand);
        QStringList library;
        for (const GameObject& o : end.objects)
            if (o.zone == Zone::Library)
                library << o.id;
        QCOMPARE(library, (QStringList{"e", "a", "b", "d"}));
        QVERIFY2(happened.join('\n').contains(QStringLiteral("on the bottom")), qPrintable(happened.join('\n')));
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

    void everyLookFixtureIsUnderstood()
    {
        QCOMPARE(lookFixtures().cards.size(), 18);
        for (const ImportedCard& c : lookFixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
        int checked = 0;
        const QString difference = test::cardFormatDifference(lookFixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 18);
    }

    void looksAtTheTopInMoreWordings()
    {
        // After a trigger's condition, and "the other" when one card is left.
        const Action* ojutai = lookAction(QStringLiteral("Dragonlord Ojutai"), 2);
        QVERIFY(ojutai);
        QCOMPARE(ojutai->amount.n, 3);
        QCOMPARE(ojutai->text, QStringLiteral("bottom_any_order"));
        const Action* oracle = lookAction(QStringLiteral("Sea Gate Oracle"), 0);
        QVERIFY(oracle);
        QCOMPARE(oracle->amount.n, 2);
        QCOMPARE(oracle->keep, 1);
        QCOMPARE(oracle->text, QStringLiteral("bottom_any_order"));
        QCOMPARE(lookAction(QStringLiteral("Nagging Thoughts"), 0)->text, QStringLiteral("graveyard"));
        QVERIFY(lookAction(QStringLiteral("Raven Familiar"), 2));
        // Browse's one sentence: "…, put one of them into your hand, and exile the rest".
        const Action* browse = lookAction(QStringLiteral("Browse"), 0);
        QVERIFY(browse);
        QCOMPARE(browse->text, QStringLiteral("exile"));
        QCOMPARE(browse->amount.n, 5);
    }

    void keepsOnlyACardThatFits()
    {
        // "You may reveal a creature card from among them and put it into your hand": one at most.
        const Action* commune = lookAction(QStringLiteral("Commune with Nature"), 0);
        QVERIFY(commune);
        QVERIFY(commune->object);
        QCOMPARE(commune->object->types, quint16(CardType::Creature));
        QCOMPARE(commune->keep, 1);
        QVERIFY(commune->reveal);
        const Action* impulse = lookAction(QStringLiteral("Adventurous Impulse"), 0);
        QVERIFY(impulse);
        QCOMPARE(impulse->object->anyTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Land)));
        const Action* dragonfire = lookAction(QStringLiteral("Sarkhan's Dragonfire"), 1);
        QVERIFY(dragonfire);
        QCOMPARE(dragonfire->text, QStringLiteral("bottom_random_order"));
        // "Reveal the top three cards …. Put all creature cards revealed this way into your hand …".
        const Action* hunt = lookAction(QStringLiteral("Beast Hunt"), 0);
        QVERIFY(hunt);
        QCOMPARE(hunt->keep, 3);
        QVERIFY(hunt->reveal);
        QCOMPARE(hunt->text, QStringLiteral("graveyard"));
        const Action* officer = lookAction(QStringLiteral("Enlistment Officer"), 1);
        QVERIFY(officer);
        QCOMPARE(officer->object->subtypes.size(), 1);
    }

    void looksAndMovesNothing()
    {
        // "{T}: Look at the top three cards of target player's library." — a look, nothing kept or moved.
        const Action* spy = lookAction(QStringLiteral("Orcish Spy"), 0);
        QVERIFY(spy);
        QCOMPARE(spy->amount.n, 3);
        QCOMPARE(spy->keep, 0);
        QCOMPARE(spy->text, QStringLiteral("none"));
        QCOMPARE(spy->who, QStringLiteral("target_player"));
        const Action* mystic = lookAction(QStringLiteral("Rootwater Mystic"), 0);
        QVERIFY(mystic);
        QCOMPARE(mystic->amount.n, 1);
        const Playthrough play = test::playScenario(lookFixtures(), R"({"id": "spy", "card": "Orcish Spy", "timestamp": 1},
            {"id": "a", "card": "Forest", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "activate": "spy", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(idsIn(play.finalState, Zone::Library), QStringList{"a"});
        QVERIFY2(test::happened(play).contains(QStringLiteral("nothing moves")), qPrintable(test::happened(play)));
    }

    void countsXAsItResolves()
    {
        // "the top X cards of your library, where X is the number of artifacts you control" (608.2h).
        const Action* machinate = lookAction(QStringLiteral("Machinate"), 0);
        QVERIFY(machinate);
        QVERIFY(machinate->amount.x);
        QVERIFY(machinate->amountOf);
        QCOMPARE(machinate->amountOf->kind, Expr::Kind::Count);
        const Action* warden = lookAction(QStringLiteral("Nessian Game Warden"), 0);
        QVERIFY(warden);
        QVERIFY(warden->amountOf);
        QVERIFY(warden->object);
    }

    void searchesForMoreKindsOfCard()
    {
        // Farseek: four land types, one card, tapped.
        const AbilityDef* farseek = test::parsedAbility(lookFixtures(), QStringLiteral("Farseek"), 0);
        QVERIFY(farseek);
        QCOMPARE(farseek->effect.value(0).kind, ActionKind::SearchLandType);
        QCOMPARE(farseek->effect.value(0).landTypes.size(), 4);
        QVERIFY(farseek->effect.value(0).tapped);
        // 202.3: "a creature card with converted mana cost 6 or greater".
        const AbilityDef* empath = test::parsedAbility(lookFixtures(), QStringLiteral("Fierce Empath"), 0);
        QVERIFY(empath);
        QCOMPARE(empath->effect.value(0).kind, ActionKind::SearchLibrary);
        QCOMPARE(empath->effect.value(0).object->manaValueAtLeast, std::optional<int>(6));
        QVERIFY(!empath->effect.value(0).object->manaValueAtMost);
    }

    void searchesAnotherPlayersLibrary()
    {
        // 701.23: "Search target player's library for a card and exile it. Then that player shuffles
        // their library." — one action, the target's library.
        const AbilityDef* extract = test::parsedAbility(lookFixtures(), QStringLiteral("Extract"), 0);
        QVERIFY(extract);
        QCOMPARE(extract->effect.size(), 1);
        QCOMPARE(extract->effect[0].kind, ActionKind::SearchLibrary);
        QCOMPARE(extract->effect[0].who, QStringLiteral("target_player"));
        QCOMPARE(extract->effect[0].text, QStringLiteral("exile"));
        QCOMPARE(extract->targets.size(), 1);
        const AbilityDef* wind = test::parsedAbility(lookFixtures(), QStringLiteral("Denying Wind"), 0);
        QVERIFY(wind);
        QCOMPARE(wind->effect.value(0).amount.n, 7);
        QCOMPARE(wind->effect.value(0).object->upTo, quint8(7));
    }

    void theEventPlayerExilesFromTheTargetsLibrary()
    {
        // Extract targeting Nico: the card chosen in Nico's library is exiled, Ana's library is untouched.
        const Playthrough play = test::playScenario(lookFixtures(), R"({"id": "x", "card": "Extract", "zone": "hand"},
            {"id": "mine", "card": "Grizzly Bears", "zone": "library"},
            {"id": "n1", "card": "Forest", "zone": "library", "owner": "nico"},
            {"id": "n2", "card": "Grizzly Bears", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "cast": "x", "targets": ["nico"]}, {"id": "e2", "resolve": "top", "choices": {"objects": ["mine", "n2"]}})");
        const GameState& end = play.finalState;
        QCOMPARE(idsIn(end, Zone::Exile), QStringList{"n2"});
        QCOMPARE(idsIn(end, Zone::Library), (QStringList{"mine", "n1"}));
        QVERIFY2(test::happened(play).contains(QStringLiteral("Nico shuffles")), qPrintable(test::happened(play)));
    }

    void theEventPlayerCountsTheArtifacts()
    {
        // Machinate with two artifacts: the top two cards, the chosen one kept, the other put under the third.
        const Playthrough play = test::playScenario(lookFixtures(), R"({"id": "m", "card": "Machinate", "zone": "hand"},
            {"id": "orn1", "card": "Ornithopter", "timestamp": 1}, {"id": "orn2", "card": "Ornithopter", "timestamp": 2},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Plains", "zone": "library"},
            {"id": "c", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "cast": "m"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["b"]}})");
        const GameState& end = play.finalState;
        QCOMPARE(idsIn(end, Zone::Hand), QStringList{"b"});
        QCOMPARE(idsIn(end, Zone::Library), (QStringList{"c", "a"}));
    }

    void theEventPlayerSearchesByManaValue()
    {
        // Fierce Empath's trigger: the Bears (mana value 2) and another Empath (3) are passed over for
        // Krosan Tusker (7).
        const Playthrough play = test::playScenario(lookFixtures(), R"({"id": "fe", "card": "Fierce Empath", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "empath", "card": "Fierce Empath", "zone": "library"},
            {"id": "tusker", "card": "Krosan Tusker", "zone": "library"})",
            R"({"id": "e1", "cast": "fe"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(idsIn(play.finalState, Zone::Hand), QStringList{"tusker"});
        QCOMPARE(idsIn(play.finalState, Zone::Library), (QStringList{"bears", "empath"}));
    }

    void theEventPlayerKeepsTheChosenCreature()
    {
        // Commune with Nature: the Plains the scenario names is no creature card, so the first creature
        // among the five is kept; the other four go under the sixth card, in the order listed.
        const Playthrough play = test::playScenario(lookFixtures(), R"({"id": "c", "card": "Commune with Nature", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Plains", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "d", "card": "Island", "zone": "library"},
            {"id": "e", "card": "Swamp", "zone": "library"},
            {"id": "f", "card": "Mountain", "zone": "library"})",
            R"({"id": "e1", "cast": "c"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["b"]}})");
        const GameState& end = play.finalState;
        QCOMPARE(idsIn(end, Zone::Hand), QStringList{"bears"});
        QCOMPARE(idsIn(end, Zone::Library), (QStringList{"f", "a", "b", "d", "e"}));
        QVERIFY2(test::happened(play).contains(QStringLiteral("reveals Grizzly Bears")), qPrintable(test::happened(play)));
    }

    void theEventPlayerTakesEveryRevealedCreature()
    {
        // Beast Hunt: both creatures among the top three go to the hand, the land to the graveyard, the
        // fourth card stays.
        const Playthrough play = test::playScenario(lookFixtures(), R"({"id": "h", "card": "Beast Hunt", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "zone": "library"},
            {"id": "land", "card": "Forest", "zone": "library"},
            {"id": "b2", "card": "Grizzly Bears", "zone": "library"},
            {"id": "b3", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "cast": "h"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["b2"]}})");
        const GameState& end = play.finalState;
        QCOMPARE(idsIn(end, Zone::Hand), (QStringList{"b1", "b2"}));
        QCOMPARE(idsIn(end, Zone::Graveyard), (QStringList{"h", "land"}));   // objects order
        QCOMPARE(idsIn(end, Zone::Library), QStringList{"b3"});
    }

    void theEventPlayerExilesTheRest()
    {
        // Browse: one card kept, the other four of the five exiled.
        const Playthrough play = test::playScenario(lookFixtures(), R"({"id": "browse", "card": "Browse", "timestamp": 1},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Plains", "zone": "library"},
            {"id": "c", "card": "Island", "zone": "library"},
            {"id": "d", "card": "Swamp", "zone": "library"},
            {"id": "e", "card": "Mountain", "zone": "library"},
            {"id": "f", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "activate": "browse", "ability": 1}, {"id": "e2", "resolve": "top", "choices": {"objects": ["d"]}})");
        const GameState& end = play.finalState;
        QCOMPARE(idsIn(end, Zone::Hand), QStringList{"d"});
        QCOMPARE(idsIn(end, Zone::Exile), (QStringList{"a", "b", "c", "e"}));
        QCOMPARE(idsIn(end, Zone::Library), QStringList{"f"});
    }
};

QTEST_MAIN(TestImportLibrary)
#include "tst_importlibrary.moc"
