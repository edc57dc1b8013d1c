// Round 37's instants and sorceries that act on libraries (tests/data/import/impspelll37.json): your cards revealed or
// exiled one by one until a nonland card is found, and damage equal to that card's mana value. "Choose any target. Reveal
// cards from the top of your library until you reveal a nonland card. ~ deals damage equal to that card's converted mana
// cost to that permanent or player. Put the revealed cards on the bottom of your library in any order." (Erratic
// Explosion); "Exile cards from the top of your library until you exile a nonland card. ~ deals damage to any target
// equal to that card's converted mana cost." (Undying Flames); "Choose target creature. Reveal … That creature gets
// +X/-X until end of turn, where X is that card's converted mana cost. Put all cards revealed this way on the bottom …"
// (Erratic Mutation); "Reveal cards … until you reveal an artifact card. Put that card onto the battlefield and the rest
// on the bottom of your library in a random order. ~ deals damage to you equal to the number of cards revealed this way."
// (Madcap Experiment). And another player's library searched for a number of
// cards counted as the spell resolves: "Search target player's library for X cards, where X is the number of cards in
// your hand, and exile them. Then that player shuffles their library." (Neverending Torment), "… for up to X cards,
// where X is the number of Swamps you control, …" (Nightmare Incursion). "Target player puts the top half of their library,
// rounded down, into their graveyard." (Traumatize, read as today's "mills half their library"). "Each player puts the
// top two cards of their library into their graveyard. Then put a creature card from a graveyard onto the battlefield
// under your control." (Extract from Darkness). The structure, the English written back (the
// round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspelll37.json"));
}

// Ana casts `card` from her hand at `target`, her library holding `library` (card names from the top, ids l1, l2, …).
Playthrough anaCasts(const char* card, const char* target, const QStringList& library, const QByteArray& more = {})
{
    QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}" + more;
    for (int i = 0; i < library.size(); ++i)
        objects += ", {\"id\": \"l" + QByteArray::number(i + 1) + "\", \"card\": \"" + library[i].toUtf8()
            + "\", \"zone\": \"library\"}";
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"") + target + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpSpellL37 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood()
    {
        test::checkNamedCardsUnderstood(
            fixtures(), {"Erratic Explosion", "Erratic Mutation", "Madcap Experiment", "Undying Flames", "Neverending Torment",
                            "Nightmare Incursion", "Traumatize", "Extract from Darkness"});
    }

    // The understood spells go through the card format and read back the same.
    void cardFormatKeepsEachAbility()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Erratic Explosion", "Erratic Mutation", "Madcap Experiment", "Undying Flames",
                                                         "Neverending Torment", "Nightmare Incursion", "Traumatize", "Extract from Darkness"});
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 8);
    }

    // The English written back (the round trip compares it with Oracle's, mended: the target named in the damage, the
    // cards put on the bottom before it, which changes nothing, CR 601.2c, 603.3).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("revealed until a nonland card, all on the bottom")
            << "Erratic Explosion"
            << "Reveal cards from the top of your library until you reveal a nonland card. Put all cards revealed this way on "
               "the bottom of your library in any order. ~ deals damage to any target equal to its mana value.";
        QTest::newRow("the card found's value, a target creature's change")
            << "Erratic Mutation"
            << "Reveal cards from the top of your library until you reveal a nonland card. Put all cards revealed this way on "
               "the bottom of your library in any order. Target creature gets +X/-X until end of turn, where X is that card's "
               "mana value.";
        QTest::newRow("damage to you, the cards revealed counted")
            << "Madcap Experiment"
            << "Reveal cards from the top of your library until you reveal an artifact card. Put that card onto the "
               "battlefield and the rest on the bottom of your library in a random order. ~ deals damage to you equal to the "
               "number of cards revealed this way.";
        QTest::newRow("half a library milled")
            << "Traumatize" << "Target player mills half their library, rounded down.";
        QTest::newRow("a creature card of any graveyard, after the mill")
            << "Extract from Darkness"
            << "Each player mills two cards. Put a creature card from a graveyard onto the battlefield under your control.";
        QTest::newRow("exiled until a nonland card")
            << "Undying Flames"
            << "Exile cards from the top of your library until you exile a nonland card. ~ deals damage to any target equal "
               "to its mana value.";
        QTest::newRow("X cards of a target player's library, X counted")
            << "Neverending Torment"
            << "Search target player's library for X cards, where X is the number of cards in your hand, and exile them. Then "
               "that player shuffles their library.";
        QTest::newRow("up to X cards")
            << "Nightmare Incursion"
            << "Search target player's library for up to X cards, where X is the number of Swamps you control, and exile them. "
               "Then that player shuffles their library.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, 0));
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 701.20, 202.3: one RevealUntil of your own library for a nonland card, every card revealed (the one found too)
    // put on the bottom or exiled, then damage to the one target equal to the mana value of the card found.
    void structure()
    {
        for (const char* name : {"Erratic Explosion", "Undying Flames"}) {
            const AbilityDef* spell = test::parsedAbility(fixtures(), QString::fromUtf8(name), 0);
            QVERIFY(spell);
            QCOMPARE(spell->targets.size(), 1);
            QCOMPARE(spell->effect.size(), 2);
            const Action& until = spell->effect[0];
            QCOMPARE(until.kind, ActionKind::RevealUntil);
            QVERIFY(until.who.isEmpty());
            QCOMPARE(until.object->notTypes, quint16(CardType::Land));
            const bool exiled = QLatin1String(name) == QLatin1String("Undying Flames");
            QCOMPARE(until.destination, std::optional<Zone>(exiled ? Zone::Exile : Zone::Library));
            QCOMPARE(until.text, exiled ? QStringLiteral("exile") : QStringLiteral("bottom_any_order"));
            QCOMPARE(spell->effect[1].kind, ActionKind::Damage);
            QCOMPARE(spell->effect[1].amountOf->kind, Expr::Kind::ManaValueOfMoved);
        }
    }

    // CR 701.20, 401.4, 202.3, 120.3: Ana reveals her Forest, Island and Craw Wurm (mana value 6); Nico goes to 14, and the
    // three cards go under her Bolt, in the order revealed. With only lands, all are revealed and put on the bottom, and
    // nothing is dealt.
    void erraticExplosionDealsTheFoundCardsValue()
    {
        const Playthrough p = anaCasts("Erratic Explosion", "nico", {"Forest", "Island", "Craw Wurm", "Lightning Bolt"});
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done"}));
        QCOMPARE(test::lifeOf(p, "nico"), 14);
        QCOMPARE(test::idsIn(p.finalState, Zone::Library), (QStringList{"l4", "l1", "l2", "l3"}));
        const Playthrough lands = anaCasts("Erratic Explosion", "nico", {"Forest", "Island"});
        QCOMPARE(test::lifeOf(lands, "nico"), 20);
        QCOMPARE(test::idsIn(lands.finalState, Zone::Library), (QStringList{"l1", "l2"}));
    }

    // CR 701.20, 202.3, 120.3: at Nico's Grizzly Bears, the Bolt found (mana value 1) deals 1 damage to it.
    void erraticExplosionAtACreature()
    {
        const Playthrough p = anaCasts("Erratic Explosion", "bears", {"Forest", "Lightning Bolt"},
            ", {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 1}");
        QCOMPARE(test::damageOn(p, "bears"), 1);
        QCOMPARE(test::lifeOf(p, "nico"), 20);
    }

    // CR 701.20, 406.3, 202.3: Ana exiles her Forest and her Craw Wurm, which deals Nico 6; her Island stays on top. With
    // only a land, it is exiled and nothing is dealt.
    void undyingFlamesExilesUntilANonlandCard()
    {
        const Playthrough p = anaCasts("Undying Flames", "nico", {"Forest", "Craw Wurm", "Island"});
        QCOMPARE(test::lifeOf(p, "nico"), 14);
        QCOMPARE(test::zoneOf(p, "l1"), Zone::Exile);
        QCOMPARE(test::zoneOf(p, "l2"), Zone::Exile);
        QCOMPARE(test::idsIn(p.finalState, Zone::Library), QStringList{"l3"});
        QVERIFY(test::happened(p).contains(QStringLiteral("exiles")));
        const Playthrough land = anaCasts("Undying Flames", "nico", {"Forest"});
        QCOMPARE(test::lifeOf(land, "nico"), 20);
        QCOMPARE(test::zoneOf(land, "l1"), Zone::Exile);
    }

    // CR 613.4c, 608.2h, 202.3: the Grizzly Bears found (mana value 2) gives Nico's Craw Wurm +2/-2 until end of turn,
    // "that card's" value fixed as the spell resolves; with only a land revealed, X is 0 and the Wurm stays 6/4.
    void erraticMutationChangesByTheFoundCardsValue()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Erratic Mutation"), 0);
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 2);
        QCOMPARE(spell->effect[0].destination, std::optional<Zone>(Zone::Library));
        const Op& change = spell->effect[1].continuous->ops.first();
        QCOMPARE(change.power->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(change.power->who, QStringLiteral("that_card"));
        const QByteArray wurm =
            ", {\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 1}";
        const Playthrough p = anaCasts("Erratic Mutation", "wurm", {"Forest", "Grizzly Bears", "Island"}, wurm);
        QCOMPARE(test::ptOf(p, "wurm"), QStringLiteral("8/2"));
        QCOMPARE(test::idsIn(p.finalState, Zone::Library), (QStringList{"l3", "l1", "l2"}));
        const Playthrough land = anaCasts("Erratic Mutation", "wurm", {"Forest"}, wurm);
        QCOMPARE(test::ptOf(land, "wurm"), QStringLiteral("6/4"));
    }

    // CR 701.20, 608.2c, 120.3: Ana reveals her Forest, Grizzly Bears and Bonesplitter; the Bonesplitter enters, the
    // other two go under her Island, and she is dealt 3 damage, the one found counted. With no artifact, both lands are
    // revealed and she is dealt 2.
    void madcapExperimentDealsTheCardsRevealed()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Madcap Experiment"), 0, ActionKind::Damage);
        QVERIFY(damage);
        QCOMPARE(damage->who, QStringLiteral("you"));
        QCOMPARE(damage->amountOf->kind, Expr::Kind::CountThisWay);
        const auto played = [](const QStringList& library) {
            QByteArray objects = "{\"id\": \"spell\", \"card\": \"Madcap Experiment\", \"zone\": \"hand\"}";
            for (int i = 0; i < library.size(); ++i)
                objects += ", {\"id\": \"l" + QByteArray::number(i + 1) + "\", \"card\": \"" + library[i].toUtf8()
                    + "\", \"zone\": \"library\"}";
            return test::playScenario(fixtures(), objects,
                "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough p = played({"Forest", "Grizzly Bears", "Bonesplitter", "Island"});
        QCOMPARE(test::zoneOf(p, "l3"), Zone::Battlefield);
        QCOMPARE(test::idsIn(p.finalState, Zone::Library), (QStringList{"l4", "l1", "l2"}));
        QCOMPARE(test::lifeOf(p, "ana"), 17);
        const Playthrough lands = played({"Forest", "Island"});
        QCOMPARE(test::lifeOf(lands, "ana"), 18);
        QCOMPARE(test::idsIn(lands.finalState, Zone::Library), (QStringList{"l1", "l2"}));
    }

    // CR 701.23, 608.2h: the target player's library is searched by the spell's controller, the number counted as it
    // resolves; "up to" lets the searcher find fewer.
    void searchedForXStructure()
    {
        for (const char* name : {"Neverending Torment", "Nightmare Incursion"}) {
            const Action* search = test::firstAction(fixtures(), QString::fromUtf8(name), 0, ActionKind::SearchLibrary);
            QVERIFY(search);
            QCOMPARE(search->who, QStringLiteral("target_player"));
            QCOMPARE(search->text, QStringLiteral("exile"));
            QVERIFY(search->amount.x);
            QCOMPARE(search->amountOf->kind, Expr::Kind::Count);
            const bool upTo = QLatin1String(name) == QLatin1String("Nightmare Incursion");
            QCOMPARE(search->object->upTo, quint8(upTo ? Selector::kAnyNumber : 0));
        }
    }

    // CR 701.23, 608.2h: Ana holds two other cards as Neverending Torment resolves, so two of Nico's cards are exiled:
    // the two she names, or with none named his first two; his third stays, and the shuffle is logged.
    void neverendingTormentExilesAsManyAsHerHand()
    {
        const QByteArray cards = ", {\"id\": \"h1\", \"card\": \"Forest\", \"zone\": \"hand\"}, "
                                 "{\"id\": \"h2\", \"card\": \"Island\", \"zone\": \"hand\"}, "
                                 "{\"id\": \"n1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                 "{\"id\": \"n2\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                 "{\"id\": \"n3\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"library\"}";
        const Playthrough first = anaCasts("Neverending Torment", "nico", {}, cards);
        QCOMPARE(test::zoneOf(first, "n1"), Zone::Exile);
        QCOMPARE(test::zoneOf(first, "n2"), Zone::Exile);
        QCOMPARE(test::zoneOf(first, "n3"), Zone::Library);
        QVERIFY(test::happened(first).contains(QStringLiteral("shuffles their library")));
        const Playthrough named = test::playScenario(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Neverending Torment\", \"zone\": \"hand\"}" + cards,
            "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\", "
            "\"choices\": {\"objects\": [\"n3\", \"n2\"]}}");
        QCOMPARE(test::zoneOf(named, "n1"), Zone::Library);
        QCOMPARE(test::zoneOf(named, "n2"), Zone::Exile);
        QCOMPARE(test::zoneOf(named, "n3"), Zone::Exile);
        QCOMPARE(test::zoneOf(named, "h1"), Zone::Hand);
    }

    // CR 701.23, 608.2h: with two Swamps, up to two of Nico's cards: the one Ana names alone, or with none named his
    // first two. Her Forest is no Swamp.
    void nightmareIncursionExilesUpToHerSwamps()
    {
        const QByteArray cards = ", {\"id\": \"s1\", \"card\": \"Swamp\", \"timestamp\": 1}, "
                                 "{\"id\": \"s2\", \"card\": \"Swamp\", \"timestamp\": 2}, "
                                 "{\"id\": \"f1\", \"card\": \"Forest\", \"timestamp\": 3}, "
                                 "{\"id\": \"n1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                 "{\"id\": \"n2\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                 "{\"id\": \"n3\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"library\"}";
        const Playthrough first = anaCasts("Nightmare Incursion", "nico", {}, cards);
        QCOMPARE(test::zoneOf(first, "n1"), Zone::Exile);
        QCOMPARE(test::zoneOf(first, "n2"), Zone::Exile);
        QCOMPARE(test::zoneOf(first, "n3"), Zone::Library);
        const Playthrough one = test::playScenario(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Nightmare Incursion\", \"zone\": \"hand\"}" + cards,
            "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\", "
            "\"choices\": {\"objects\": [\"n3\"]}}");
        QCOMPARE(test::zoneOf(one, "n3"), Zone::Exile);
        QCOMPARE(test::zoneOf(one, "n1"), Zone::Library);
        QCOMPARE(test::zoneOf(one, "n2"), Zone::Library);
    }

    // CR 701.13a, 107.1a, 608.2h: Nico's five-card library is counted as the spell resolves; half of it, rounded down, is
    // two cards, milled from the top. Ana's library is not touched. A one-card library mills nothing.
    void traumatizeMillsHalfTheLibrary()
    {
        const Action* mill = test::firstAction(fixtures(), QStringLiteral("Traumatize"), 0, ActionKind::Mill);
        QVERIFY(mill);
        QCOMPARE(mill->who, QStringLiteral("target_player"));
        QCOMPARE(mill->amountOf->kind, Expr::Kind::HalfRoundedDown);
        const auto played = [](int cards) {
            QByteArray objects = "{\"id\": \"spell\", \"card\": \"Traumatize\", \"zone\": \"hand\"}, "
                                 "{\"id\": \"mine\", \"card\": \"Island\", \"zone\": \"library\"}";
            for (int i = 1; i <= cards; ++i)
                objects += ", {\"id\": \"n" + QByteArray::number(i)
                    + "\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}";
            return test::playScenario(fixtures(), objects,
                "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough five = played(5);
        QCOMPARE(test::zoneOf(five, "n1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(five, "n2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(five, "n3"), Zone::Library);
        QCOMPARE(test::zoneOf(five, "mine"), Zone::Library);
        const Playthrough one = played(1);
        QCOMPARE(test::zoneOf(one, "n1"), Zone::Library);
    }

    // CR 701.13a, 608.2c, 608.2d: each player mills two cards first; then Ana chooses a creature card of any graveyard,
    // one just milled too, and it enters under her control. The Craw Wurm she names from Nico's milled cards is hers to
    // control; with none named, the first creature card there is, Nico's Grizzly Bears in his graveyard, is taken. A land
    // named can't be chosen.
    void extractFromDarknessPutsACreatureCardOfAnyGraveyard()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Extract from Darkness"), 0, ActionKind::ReturnFromGraveyard);
        QVERIFY(put);
        QCOMPARE(put->pick, 1);
        QVERIFY(!put->object->ownerYou);
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Extract from Darkness\", \"zone\": \"hand\"}, "
                                   "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"zone\": \"graveyard\"}, "
                                   "{\"id\": \"a1\", \"card\": \"Island\", \"zone\": \"library\"}, "
                                   "{\"id\": \"a2\", \"card\": \"Forest\", \"zone\": \"library\"}, "
                                   "{\"id\": \"n1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                   "{\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"zone\": \"library\"}";
        const auto played = [&](const QByteArray& named) {
            return test::playScenario(fixtures(), objects,
                "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + named + "}");
        };
        const Playthrough wurm = played(", \"choices\": {\"objects\": [\"wurm\"]}");
        QCOMPARE(test::zoneOf(wurm, "a1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(wurm, "n1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(wurm, "wurm"), Zone::Battlefield);
        QCOMPARE(test::charsOf(wurm, "wurm")->controller, QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(wurm, "bears"), Zone::Graveyard);
        const Playthrough first = played({});
        QCOMPARE(test::zoneOf(first, "bears"), Zone::Battlefield);
        QCOMPARE(test::charsOf(first, "bears")->controller, QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(first, "wurm"), Zone::Graveyard);
        const Playthrough land = played(", \"choices\": {\"objects\": [\"n1\"]}");
        QCOMPARE(test::zoneOf(land, "n1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(land, "bears"), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL37)
#include "tst_impspelll37.moc"
