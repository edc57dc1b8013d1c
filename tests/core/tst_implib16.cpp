// Hands, graveyards and libraries, round 16 (tests/data/import/implib16.json): a basic land searched for
// by another player (CR 701.23: "Its controller may search their library for a basic land card …",
// "Target player searches …", "Each player searches …", "Each player may search … put it into their
// hand"), the revealed hand's chosen card of Duress (701.8: "a noncreature, nonland card") and Splitting
// Headache's one-sentence wording, and a card chosen from a graveyard after a mill ("then you may return a
// creature card from your graveyard to your hand", 608.2c). The typed structure, the card format that
// keeps it, and what the event player does.
#include "ImportFixtures.h"
#include "text/RulesText.h"
#include <QTranslator>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("implib16.json"));
}

const Action* firstAction(const QString& name, int index, ActionKind kind)
{
    return test::firstAction(fixtures(), name, index, kind);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const GameObject* objectIn(const Playthrough& play, const char* id)
{
    return play.finalState.object(QString::fromUtf8(id));
}

// The Spanish and Italian of this round's search by another player, as in the translations TSV.
class SearchTranslator : public QTranslator {
public:
    explicit SearchTranslator(bool italian) : m_italian(italian) {}
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QByteArray(context) != "RulesText")
            return {};
        static const QHash<QString, QPair<QString, QString>> known = {
            {"%1 searches their library for a basic land card, puts it onto the battlefield, then shuffles",
                {"%1 busca en su biblioteca una carta de tierra básica, la pone en el campo de batalla y luego baraja",
                    "%1 cerca nel proprio grimorio una carta terra base, la mette sul campo di battaglia e poi rimescola"}},
            {"each player", {"cada jugador", "ogni giocatore"}},
        };
        const auto it = known.constFind(QString::fromUtf8(source));
        return it == known.cend() ? QString() : (m_italian ? it->second : it->first);
    }

private:
    bool m_italian;
};

}   // namespace

class TestImpLib16 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 19);
    }

    // The abilities this round reads, each trusted by the round trip (English == Oracle, normalised).
    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("kind");
        const int land = int(ActionKind::SearchBasicLand), toHand = int(ActionKind::SearchBasicLandToHand);
        const int chosen = int(ActionKind::DiscardChosen), back = int(ActionKind::ReturnToHand);
        QTest::newRow("its controller may, spell") << "Geomancer's Gambit" << 0 << land;
        QTest::newRow("its controller may, an opponent's permanent") << "Assassin's Trophy" << 0 << land;
        QTest::newRow("its controller may, activated") << "Ghost Quarter" << 1 << land;
        QTest::newRow("each player searches") << "Field of Ruin" << 1 << land;
        QTest::newRow("target player searches, tapped") << "Fertilid" << 1 << land;
        QTest::newRow("each player may, into their hand") << "Jungle Wayfinder" << 0 << toHand;
        QTest::newRow("noncreature, nonland card") << "Duress" << 0 << chosen;
        QTest::newRow("mill, then you may return a creature card") << "Corpse Churn" << 0 << back;
        QTest::newRow("a creature or land card") << "Grapple with the Past" << 0 << back;
        const int draw = int(ActionKind::Draw);
        QTest::newRow("equal to the power of target creature you control") << "Soul's Majesty" << 0 << draw;
        QTest::newRow("equal to the number of cards in target opponent's hand") << "Recurring Insight" << 0 << draw;
        QTest::newRow("exile, an opponent's graveyard") << "Ruin Rat" << 1 << int(ActionKind::Exile);
        QTest::newRow("put, an opponent's graveyard") << "Ashen Powder" << 0 << int(ActionKind::ReturnFromGraveyard);
    }
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, kind);
        QVERIFY(firstAction(card, index, ActionKind(kind)));
    }

    // The modes of Splitting Headache and Entomber Exarch: "reveals their hand, you choose a card from it,
    // then that player discards that card" in one sentence.
    void oneSentenceDiscardModes()
    {
        for (const char* name : {"Splitting Headache", "Entomber Exarch"}) {
            const AbilityReport* r = test::reportWith(fixtures(), QString::fromUtf8(name), QStringLiteral("reveals their hand"));
            QVERIFY2(r && r->status == AbilityStatus::Parsed, name);
        }
    }

    void searchByAnotherPlayerStructure()
    {
        // 608.2h: "its controller" is the controller of the one target; "may" is that player's choice.
        const Action* gambit = firstAction(QStringLiteral("Geomancer's Gambit"), 0, ActionKind::SearchBasicLand);
        QVERIFY(gambit);
        // The hand-made cards' structure (Ghost Quarter, Path to Exile): `controllerOfTarget`, "may" its own.
        QVERIFY(gambit->controllerOfTarget);
        QVERIFY(gambit->who.isEmpty());
        QVERIFY(!gambit->tapped);
        // "Target player searches …, puts it onto the battlefield tapped": the one target is that player.
        const AbilityDef* fertilid = test::parsedAbility(fixtures(), QStringLiteral("Fertilid"), 1);
        QVERIFY(fertilid);
        QCOMPARE(fertilid->targets.size(), 1);
        QCOMPARE(fertilid->targets.first().word, QStringLiteral("player"));
        QCOMPARE(fertilid->effect.first().who, QStringLiteral("target_player"));
        QVERIFY(fertilid->effect.first().tapped);
        QVERIFY(!fertilid->effect.first().optional);
        const Action* ruin = firstAction(QStringLiteral("Field of Ruin"), 1, ActionKind::SearchBasicLand);
        QVERIFY(ruin);
        QCOMPARE(ruin->who, QStringLiteral("each_player"));
        QVERIFY(!ruin->optional);
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Ghost Quarter"), QStringLiteral("Destroy"));
        QVERIFY(r);
        QCOMPARE(r->written,
            QStringLiteral("{T}, Sacrifice ~: Destroy target land. That land's controller may search their library for a basic land card, "
                           "put it onto the battlefield, then shuffle."));
    }

    void duressStructure()
    {
        // 701.8: the card chosen is neither a creature nor a land card.
        const Action* duress = firstAction(QStringLiteral("Duress"), 0, ActionKind::DiscardChosen);
        QVERIFY(duress && duress->object);
        QCOMPARE(duress->object->notTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Land)));
        QVERIFY(!duress->destination);
    }

    void graveyardChoiceStructure()
    {
        // Not a target (115.1): the card is chosen as the spell resolves, after the mill.
        const AbilityDef* churn = test::parsedAbility(fixtures(), QStringLiteral("Corpse Churn"), 0);
        QVERIFY(churn);
        QVERIFY(churn->targets.isEmpty());
        QCOMPARE(churn->effect.size(), 2);
        QCOMPARE(churn->effect[0].kind, ActionKind::Mill);
        const Action& back = churn->effect[1];
        QVERIFY(back.then && back.optional);
        QVERIFY(back.object && !back.object->isRef());
        QCOMPARE(back.object->zone, Zone::Graveyard);
        QVERIFY(back.object->ownerYou);
        QCOMPARE(back.object->types, quint16(CardType::Creature));
        const Action* grapple = firstAction(QStringLiteral("Grapple with the Past"), 0, ActionKind::ReturnToHand);
        QVERIFY(grapple);
        QCOMPARE(grapple->object->anyTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Land)));
    }

    void cardsUnderstood()
    {
        for (const char* name : {"Geomancer's Gambit", "Assassin's Trophy", "Ghost Quarter", "Field of Ruin", "Fertilid",
                 "Jungle Wayfinder", "Duress", "Splitting Headache", "Entomber Exarch", "Corpse Churn", "Grapple with the Past",
                 "Soul's Majesty", "Recurring Insight", "Ruin Rat", "Ashen Powder"}) {
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

    // CR 701.23, 608.2h: Geomancer's Gambit destroys Nico's Forest; Nico, its controller, may search his
    // library: the Plains he names enters untapped under his control (110.2a), and Ana draws a card.
    void theControllerOfTheTargetSearches()
    {
        const QByteArray objects = R"({"id": "gg", "card": "Geomancer\u0027s Gambit", "zone": "hand"},
            {"id": "forest", "card": "Forest", "zone": "battlefield", "owner": "nico", "timestamp": 1},
            {"id": "island", "card": "Island", "zone": "library", "owner": "nico"},
            {"id": "plains", "card": "Plains", "zone": "library", "owner": "nico"},
            {"id": "mine", "card": "Mountain", "zone": "library"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "gg", "targets": ["forest"]},
            {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["plains"]}})");
        const GameObject* plains = objectIn(play, "plains");
        QVERIFY(plains);
        QVERIFY2(plains->zone == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(plains->controller, QStringLiteral("nico"));
        QVERIFY(!plains->tapped);
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("island")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Hand);
        // Declined ("may": false): the land is destroyed and nothing is searched for.
        const Playthrough declined = played(objects,
            R"({"id": "e1", "cast": "gg", "targets": ["forest"]}, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(declined, QStringLiteral("plains")) == Zone::Library, qPrintable(test::happened(declined)));
        QCOMPARE(test::zoneOf(declined, QStringLiteral("island")), Zone::Library);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("forest")), Zone::Graveyard);
    }

    // CR 701.23: Field of Ruin destroys Nico's Ghost Quarter; each player searches their own library, and
    // each basic land found enters under its searcher's control; Grizzly Bears is no basic land.
    void eachPlayerSearches()
    {
        const Playthrough play = played(R"({"id": "ruin", "card": "Field of Ruin", "zone": "battlefield", "timestamp": 2},
            {"id": "gq", "card": "Ghost Quarter", "zone": "battlefield", "owner": "nico", "timestamp": 3},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "mine", "card": "Forest", "zone": "library"},
            {"id": "his", "card": "Swamp", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "activate": "ruin", "ability": 2, "targets": ["gq"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* mine = objectIn(play, "mine");
        const GameObject* his = objectIn(play, "his");
        QVERIFY(mine && his);
        QVERIFY2(mine->zone == Zone::Battlefield && his->zone == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(mine->controller, QStringLiteral("ana"));
        QCOMPARE(his->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("gq")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("ruin")), Zone::Graveyard);   // sacrificed as a cost
    }

    // CR 701.23: Fertilid's target player, Nico, searches; his land enters tapped, under his control.
    void targetPlayerSearchesTapped()
    {
        const Playthrough play = played(R"({"id": "f", "card": "Fertilid", "zone": "battlefield", "counters": {"+1/+1": 2}, "timestamp": 4},
            {"id": "his", "card": "Forest", "zone": "library", "owner": "nico"},
            {"id": "mine", "card": "Forest", "zone": "library"})",
            R"({"id": "e1", "activate": "f", "ability": 2, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* his = objectIn(play, "his");
        QVERIFY(his);
        QVERIFY2(his->zone == Zone::Battlefield, qPrintable(test::happened(play)));
        QVERIFY(his->tapped);
        QCOMPARE(his->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Library);
    }

    // CR 701.23: Jungle Wayfinder's trigger: each player may reveal a basic land and put it into their hand.
    void eachPlayerMayPutALandIntoTheirHand()
    {
        const Playthrough play = played(R"({"id": "jw", "card": "Jungle Wayfinder", "zone": "hand"},
            {"id": "mine", "card": "Plains", "zone": "library"},
            {"id": "his", "card": "Island", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "move": ["jw"], "to": "battlefield"}, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("mine")) == Zone::Hand, qPrintable(test::happened(play)));
        const GameObject* his = objectIn(play, "his");
        QVERIFY(his);
        QCOMPARE(his->zone, Zone::Hand);
        QCOMPARE(his->owner, QStringLiteral("nico"));
    }

    // CR 701.8: Duress: Ana names Nico's Grizzly Bears, which is a creature card and can't be chosen; the
    // Lightning Bolt, the one noncreature, nonland card, is discarded; the Forest stays.
    void duressDiscardsOnlyWhatItNames()
    {
        const Playthrough play = played(R"({"id": "d", "card": "Duress", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "forest", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "d", "targets": ["nico"]}, {"id": "e2", "resolve": "top", "choices": {"objects": ["bears"]}})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Hand);
    }

    // CR 700.2, 701.8: Splitting Headache's second mode: Nico discards the card Ana chooses.
    void splittingHeadacheSecondMode()
    {
        const Playthrough play = played(R"({"id": "sh", "card": "Splitting Headache", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "forest", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "sh", "choices": {"mode": 2}, "targets": ["nico"]},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["forest"]}})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bolt")), Zone::Hand);
    }

    // CR 701.13b, 608.2c: Corpse Churn mills Ana's top three cards, then she may return the creature card
    // she names from her graveyard, one just milled included; the land cards stay in the graveyard.
    void millThenReturnTheChosenCard()
    {
        const QByteArray objects = R"({"id": "cc", "card": "Corpse Churn", "zone": "hand"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "deep", "card": "Llanowar Elves", "zone": "library"},
            {"id": "old", "card": "Llanowar Elves", "zone": "graveyard"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "cc"}, {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["forest", "bears"]}})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("island")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("old")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("deep")), Zone::Library);
        // Declined: the three cards are milled and nothing returns.
        const Playthrough declined = played(objects, R"({"id": "e1", "cast": "cc"}, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(declined, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(declined)));
        QCOMPARE(test::zoneOf(declined, QStringLiteral("old")), Zone::Graveyard);
    }

    // CR 608.2h: Soul's Majesty draws as many cards as the target creature's power as it resolves: Hill
    // Giant's 3 (its controller is Ana).
    void drawsThePowerOfTheTarget()
    {
        const Playthrough play = played(R"({"id": "sm", "card": "Soul\u0027s Majesty", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "zone": "battlefield", "timestamp": 5},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Island", "zone": "library"},
            {"id": "c", "card": "Plains", "zone": "library"},
            {"id": "d", "card": "Swamp", "zone": "library"})",
            R"({"id": "e1", "cast": "sm", "targets": ["giant"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("c")) == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("a")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("d")), Zone::Library);
    }

    // CR 608.2h: Recurring Insight draws as many cards as Nico, the target opponent, holds as it resolves.
    void drawsTheCardsInTheTargetsHand()
    {
        const Playthrough play = played(R"({"id": "ri", "card": "Recurring Insight", "zone": "hand"},
            {"id": "h1", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "h2", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Island", "zone": "library"},
            {"id": "c", "card": "Plains", "zone": "library"})",
            R"({"id": "e1", "cast": "ri", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("b")) == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("a")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("c")), Zone::Library);
    }

    // CR 108.4a, 115.1: "target creature card from an opponent's graveyard" is a card an opponent owns; Ana's
    // own card is no legal target of Ashen Powder, and Nico's Bears enters under Ana's control (110.2a).
    void anOpponentsGraveyard()
    {
        const AbilityDef* powder = test::parsedAbility(fixtures(), QStringLiteral("Ashen Powder"), 0);
        QVERIFY(powder);
        QCOMPARE(powder->targets.size(), 1);
        QCOMPARE(powder->targets.first().zone, Zone::Graveyard);
        QCOMPARE(powder->targets.first().controller, Selector::Who::Opponent);
        QVERIFY(!powder->targets.first().ownerYou);
        const QByteArray objects = R"({"id": "ap", "card": "Ashen Powder", "zone": "hand"},
            {"id": "his", "card": "Grizzly Bears", "zone": "graveyard", "owner": "nico"},
            {"id": "mine", "card": "Grizzly Bears", "zone": "graveyard"})";
        const Playthrough play = played(objects, R"({"id": "e1", "cast": "ap", "targets": ["his"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* his = objectIn(play, "his");
        QVERIFY(his);
        QVERIFY2(his->zone == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(his->controller, QStringLiteral("ana"));
        QCOMPARE(his->owner, QStringLiteral("nico"));
        const Playthrough own = played(objects, R"({"id": "e1", "cast": "ap", "targets": ["mine"]})");
        QVERIFY2(!test::eventOutcome(own, QStringLiteral("e1")).filter(QStringLiteral("problem")).isEmpty(),
            qPrintable(test::happened(own)));
    }

    void writtenInThreeLanguages()
    {
        const ImportedCard* ruin = test::findCard(fixtures(), QStringLiteral("Field of Ruin"));
        QVERIFY(ruin && ruin->card->front.abilities.size() == 2);
        const CardFace& g = ruin->card->front;
        for (const bool italian : {false, true}) {
            SearchTranslator tr(italian);
            QCoreApplication::installTranslator(&tr);
            const QString text = RulesText::ability(*g.abilities[1], g, g.name);
            QCoreApplication::removeTranslator(&tr);
            QVERIFY2(text.contains(italian ? QStringLiteral("cerca nel proprio grimorio una carta terra base")
                                           : QStringLiteral("busca en su biblioteca una carta de tierra básica")),
                qPrintable(text));
        }
    }
};

QTEST_MAIN(TestImpLib16)
#include "tst_implib16.moc"
