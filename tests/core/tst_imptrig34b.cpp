// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig34b.json), round 34 (second
// helper): "Whenever a nontoken creature enters the battlefield under your control, you may pay {2}. If you do,
// create a token that's a copy of that creature, except it has haste and \"At the beginning of the end step,
// sacrifice this permanent.\"" (Minion Reflector: a keyword and a quoted ability as the copy's exceptions), "When a
// creature enters the battlefield, sacrifice ~ and create X 2/2 green Monkey creature tokens, where X is that
// creature's converted mana cost." (Monkey Cage: the entering creature's mana value), "When ~ enters the battlefield,
// each player puts a creature card with converted mana cost 3 or less from their graveyard onto the battlefield."
// (Crypt Champion: each player a card of their own graveyard), "When ~ enters the battlefield, discard two cards, then
// draw two cards. For each nonland card discarded this way, create a 1/1 red Elemental creature token." (Seasoned
// Pyromancer: the discard's cards of a kind, counted after the draw), "When ~ enters the battlefield, exile all
// creature cards from target player's graveyard, then create a 2/2 black Zombie creature token for each card exiled
// this way." (Necromancer's Covenant: a kind of card in the target player's graveyard, then a count of them). The built-in Grizzly Bears, Llanowar Elves,
// Ornithopter, Forest and Colossal Dreadmaw are the other cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig34b.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The tokens on the battlefield at the end named `name` and controlled by `controller`.
int tokensNamed(const Playthrough& p, const QString& name, const QString& controller)
{
    int n = 0;
    for (int i = 0; i < p.finalState.objects.size(); ++i) {
        const GameObject& o = p.finalState.objects[i];
        if (o.exists && o.zone == Zone::Battlefield && o.token && p.finalResolution.chars[i].name == name
            && p.finalResolution.chars[i].controller == controller)
            ++n;
    }
    return n;
}

// The id of the one token on the battlefield named `name`, empty when there is not exactly one.
QString onlyTokenNamed(const GameState& state, const QString& name)
{
    QStringList ids;
    for (const GameObject& o : state.objects)
        if (o.exists && o.zone == Zone::Battlefield && o.token && o.card && o.card->name() == name)
            ids << o.id;
    return ids.size() == 1 ? ids.first() : QString();
}

}   // namespace

class TestImpTrig34b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 5);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 707.9a, 707.2: haste and the quoted ability are both exceptions the copy has, part of its copiable values.
    void minionReflectorCopyHasHasteAndTheQuotedAbility()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Minion Reflector"), 0),
            QStringLiteral("Whenever a nontoken creature you control enters, you may pay {2}. If you do, create a token "
                           "that's a copy of that creature, except it has haste and \"At the beginning of each end step, "
                           "sacrifice this creature.\""));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Minion Reflector"), 0, ActionKind::CreateTokenCopy);
        QVERIFY(a && a->object && a->copyExcept);
        QCOMPARE(a->object->ref, Selector::Ref::It);
        QCOMPARE(a->copyExcept->addAbilities.size(), 2);
        QVERIFY(a->copyExcept->addAbilities[0]->isKeyword(QStringLiteral("Haste")));
        QCOMPARE(a->copyExcept->addAbilities[1]->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(a->copyExcept->addAbilities[1]->effect.value(0).kind, ActionKind::Sacrifice);
    }

    // CR 707.9a, 603.2, 704.5d: Ana's Grizzly Bears enters, she pays, and the token copy has haste; at the end step
    // its own ability sacrifices it and the Bears stay. Declined, no token is made.
    void minionReflectorPlayed()
    {
        const QByteArray objects = R"({"id": "reflector", "card": "Minion Reflector", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})";
        const QByteArray enters = R"({"id": "e1", "move": "bears", "to": "battlefield"}, )";
        Playthrough p = played(objects, enters + R"({"id": "e2", "resolve": "top"})");
        const QString token = onlyTokenNamed(p.finalState, QStringLiteral("Grizzly Bears"));
        QVERIFY2(!token.isEmpty(), qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, token, QStringLiteral("Haste")));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("bears"), QStringLiteral("Haste")));
        QCOMPARE(test::ptOf(p, token), QStringLiteral("2/2"));
        p = played(objects, enters + R"({"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "end"},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(onlyTokenNamed(p.finalState, QStringLiteral("Grizzly Bears")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        p = played(objects, enters + R"({"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(onlyTokenNamed(p.finalState, QStringLiteral("Grizzly Bears")).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 202.3, 603.7c: X is the mana value of the creature the event names, as the ability resolves.
    void monkeyCageCountsThatCreaturesManaValue()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Monkey Cage"), 0),
            QStringLiteral("Whenever a creature enters, sacrifice ~ and create X 2/2 green Monkey creature tokens, "
                           "where X is that creature's mana value."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Monkey Cage"), 0, ActionKind::CreateToken);
        QVERIFY(a && a->amountOf);
        QCOMPARE(a->amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(a->amountOf->who, QStringLiteral("it"));
        QVERIFY(test::firstAction(fixtures(), QStringLiteral("Monkey Cage"), 0, ActionKind::Sacrifice));
    }

    // CR 202.3, 111.2, 701.17a: Nico's Colossal Dreadmaw enters: Ana's Monkey Cage is sacrificed and she creates six
    // Monkeys; her Grizzly Bears makes two; an Ornithopter (mana value 0) none, the Cage sacrificed all the same.
    void monkeyCagePlayed()
    {
        const auto monkeysFor = [](const char* id, const char* card, const char* controller) {
            const QByteArray objects = R"({"id": "cage", "card": "Monkey Cage", "timestamp": 5}, )"
                + test::objectJson(id, card, ", \"zone\": \"hand\"", controller);
            const QByteArray events = "{\"id\": \"e1\", \"move\": \"" + QByteArray(id)
                + "\", \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
            return played(objects, events);
        };
        Playthrough p = monkeysFor("dreadmaw", "Colossal Dreadmaw", "nico");
        QVERIFY2(tokensNamed(p, QStringLiteral("Monkey"), QStringLiteral("ana")) == 6, qPrintable(test::happened(p)));
        QCOMPARE(tokensNamed(p, QStringLiteral("Monkey"), QStringLiteral("nico")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("cage")), Zone::Graveyard);
        p = monkeysFor("bears", "Grizzly Bears", "ana");
        QVERIFY2(tokensNamed(p, QStringLiteral("Monkey"), QStringLiteral("ana")) == 2, qPrintable(test::happened(p)));
        p = monkeysFor("thopter", "Ornithopter", "ana");
        QVERIFY2(tokensNamed(p, QStringLiteral("Monkey"), QStringLiteral("ana")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("cage")), Zone::Graveyard);
    }

    // CR 404.2, 110.2a: each player's own graveyard, the card under that player's control; no target.
    void cryptChampionReadsEachPlayersGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crypt Champion"), 1),
            QStringLiteral("When ~ enters, each player puts a creature card with mana value 3 or less from their graveyard "
                           "onto the battlefield."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Crypt Champion"), 1, ActionKind::ReturnToBattlefield);
        QVERIFY(a && a->object);
        QCOMPARE(a->who, QStringLiteral("each_player"));
        QVERIFY(!a->optional);
        QCOMPARE(a->object->zone, Zone::Graveyard);
        QVERIFY(!a->object->ownerYou);
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Crypt Champion"), 1)->targets.isEmpty());
    }

    // CR 110.2a, 202.3: Crypt Champion enters; Ana's Grizzly Bears card returns under her control, Nico's Llanowar
    // Elves (the first that fits) or the Bears card he names under his; the Dreadmaws (mana value 6) stay.
    void cryptChampionPlayed()
    {
        const QByteArray objects = R"({"id": "champion", "card": "Crypt Champion", "zone": "hand"},
            {"id": "anabear", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "anadread", "card": "Colossal Dreadmaw", "zone": "graveyard"}, )"
            + test::objectJson("nicodread", "Colossal Dreadmaw", ", \"zone\": \"graveyard\"", "nico") + ","
            + test::objectJson("nicoelves", "Llanowar Elves", ", \"zone\": \"graveyard\"", "nico") + ","
            + test::objectJson("nicobear", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico");
        const QByteArray enters = R"({"id": "e1", "move": "champion", "to": "battlefield"}, )";
        Playthrough p = played(objects, enters + R"({"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("anabear")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("anabear"))->controller, QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicoelves")), Zone::Battlefield);
        QCOMPARE(test::charsOf(p, QStringLiteral("nicoelves"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobear")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anadread")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicodread")), Zone::Graveyard);
        const QByteArray named = R"({"id": "e2", "resolve": "top", "choices": {"objects": ["nicobear"]}},
            {"id": "e3", "resolve": "top", "choices": {"objects": ["nicobear"]}})";
        p = played(objects, enters + named);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobear")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("nicobear"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicoelves")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabear")), Zone::Battlefield);
    }

    // CR 608.2c, 701.8a: the cards of a kind among those the discard moved; the draw after it moves none of them.
    void seasonedPyromancerCountsNonlandCardsDiscarded()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Seasoned Pyromancer"), 0),
            QStringLiteral("When ~ enters, discard two cards, then draw two cards. For each nonland card discarded this "
                           "way, create a 1/1 red Elemental creature token."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Seasoned Pyromancer"), 0, ActionKind::CreateToken);
        QVERIFY(a && a->amountOf && a->amountOf->selector);
        QCOMPARE(a->amountOf->kind, Expr::Kind::CountThisWay);
        QCOMPARE(a->amountOf->selector->notTypes, quint16(CardType::Land));
        QCOMPARE(a->amountOf->selector->types, quint16(0));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Seasoned Pyromancer"), QStringLiteral("nonland card")),
            (QList<ActionKind>{ActionKind::Discard, ActionKind::Draw, ActionKind::CreateToken}));
    }

    // CR 608.2c, 701.8a, 111.2: Ana discards her Forest and Grizzly Bears (the first two), draws her two library
    // cards, and creates one Elemental; discarding the Bears and Llanowar Elves she names, two.
    void seasonedPyromancerPlayed()
    {
        const QByteArray objects = R"({"id": "pyro", "card": "Seasoned Pyromancer", "zone": "hand"},
            {"id": "forest", "card": "Forest", "zone": "hand"}, {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "elves", "card": "Llanowar Elves", "zone": "hand"},
            {"id": "top1", "card": "Forest", "zone": "library"}, {"id": "top2", "card": "Forest", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "pyro", "to": "battlefield"}, )";
        Playthrough p = played(objects, enters + R"({"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("elves")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("top1")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("top2")), Zone::Hand);
        QCOMPARE(tokensNamed(p, QStringLiteral("Elemental"), QStringLiteral("ana")), 1);
        p = played(objects, enters + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["bears", "elves"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("elves")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Hand);
        QCOMPARE(tokensNamed(p, QStringLiteral("Elemental"), QStringLiteral("ana")), 2);
    }

    // CR 404.2, 608.2c: the target player's graveyard, the creature cards only, then one token for each card exiled.
    void necromancersCovenantReadsTheTargetPlayersGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Necromancer's Covenant"), 0),
            QStringLiteral("When ~ enters, exile all creature cards from target player's graveyard, then create a 2/2 "
                           "black Zombie creature token for each card exiled this way."));
        const Action* exile = test::firstAction(fixtures(), QStringLiteral("Necromancer's Covenant"), 0, ActionKind::Exile);
        QVERIFY(exile && exile->object && exile->each);
        QCOMPARE(exile->object->zone, Zone::Graveyard);
        QCOMPARE(exile->object->whose, QStringLiteral("target_player"));
        QCOMPARE(exile->object->types, quint16(CardType::Creature));
        QCOMPARE(test::parsedAbility(fixtures(), QStringLiteral("Necromancer's Covenant"), 0)->targets.size(), 1);
        const Action* made = test::firstAction(fixtures(), QStringLiteral("Necromancer's Covenant"), 0, ActionKind::CreateToken);
        QVERIFY(made && made->amountOf && made->then);
        QCOMPARE(made->amountOf->kind, Expr::Kind::CountThisWay);
        QVERIFY(!made->amountOf->selector);
    }

    // CR 404.2, 406.1, 608.2c: targeting Nico, his Grizzly Bears and Llanowar Elves cards are exiled (not his Forest
    // card, nor Ana's Bears card) and Ana creates two Zombies; targeting Ana, her Bears card and one Zombie.
    void necromancersCovenantPlayed()
    {
        const QByteArray objects = test::objectJson("covenant", "Necromancer\'s Covenant", ", \"zone\": \"hand\"") + ","
            + test::objectJson("anabear", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("nicobear", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico") + ","
            + test::objectJson("nicoelves", "Llanowar Elves", ", \"zone\": \"graveyard\"", "nico") + ","
            + test::objectJson("nicoforest", "Forest", ", \"zone\": \"graveyard\"", "nico");
        const auto targeting = [&](const char* player) {
            return played(objects, "{\"id\": \"e1\", \"move\": \"covenant\", \"to\": \"battlefield\", \"triggers\": "
                                   "{\"e1.1\": {\"targets\": [\"" + QByteArray(player) + "\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        Playthrough p = targeting("nico");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobear")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicoelves")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicoforest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabear")), Zone::Graveyard);
        QCOMPARE(tokensNamed(p, QStringLiteral("Zombie"), QStringLiteral("ana")), 2);
        p = targeting("ana");
        QVERIFY2(test::zoneOf(p, QStringLiteral("anabear")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobear")), Zone::Graveyard);
        QCOMPARE(tokensNamed(p, QStringLiteral("Zombie"), QStringLiteral("ana")), 1);
    }
};

QTEST_MAIN(TestImpTrig34b)
#include "tst_imptrig34b.moc"
