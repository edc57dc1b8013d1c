// Round 37's instants and sorceries that act on libraries (tests/data/import/impspelll37.json): your cards revealed or
// exiled one by one until a nonland card is found, and damage equal to that card's mana value. "Choose any target. Reveal
// cards from the top of your library until you reveal a nonland card. ~ deals damage equal to that card's converted mana
// cost to that permanent or player. Put the revealed cards on the bottom of your library in any order." (Erratic
// Explosion); "Exile cards from the top of your library until you exile a nonland card. ~ deals damage to any target
// equal to that card's converted mana cost." (Undying Flames). The structure, the English written back (the round trip
// trusts it), the card format, and what the event player does.
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
        test::checkNamedCardsUnderstood(fixtures(), {"Erratic Explosion", "Undying Flames"});
    }

    // The understood spells go through the card format and read back the same.
    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 2);
        for (const char* name : {"Erratic Explosion", "Undying Flames"}) {
            QString why;
            const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), QString::fromUtf8(name))->card, &why);
            QVERIFY2(back, qPrintable(why));
        }
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
        QTest::newRow("exiled until a nonland card")
            << "Undying Flames"
            << "Exile cards from the top of your library until you exile a nonland card. ~ deals damage to any target equal "
               "to its mana value.";
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
};

QTEST_GUILESS_MAIN(TestImpSpellL37)
#include "tst_impspelll37.moc"
