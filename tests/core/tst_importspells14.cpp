// Instants, sorceries and their kin read from real cards' Oracle text (tests/data/import/spells14.json):
// "X target creatures" (601.2c), targets "with converted mana cost X" (202.3), a clash and what is done
// if you win it (701.30), a library shuffled (701.24), modes chosen more than once (700.2d); the
// structure, the English written back (the round trip trusts it), the card format, and what the event
// player does with them.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spells14.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The parsed ability of `card` whose sentence holds `words`; null, with a warning, otherwise.
const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

// Spring Cleaning aimed at one of Nico's two Levitations, with the top cards of Ana's and Nico's libraries.
QByteArray cleaningWith(const char* anasTop, const char* nicosTop)
{
    return QByteArray(R"({"id": "sc", "card": "Spring Cleaning", "zone": "hand"},
        {"id": "lev1", "card": "Levitation", "owner": "nico", "timestamp": 1},
        {"id": "lev2", "card": "Levitation", "owner": "nico", "timestamp": 2},
        {"id": "anatop", "card": ")")
        + anasTop + R"(", "zone": "library"},
        {"id": "nicotop", "card": ")" + nicosTop + R"(", "owner": "nico", "zone": "library"})";
}

const QByteArray cleaningCast
    = R"({"id": "e1", "cast": "sc", "targets": ["lev1"]}, {"id": "e2", "resolve": "top"})";

// Research the Deep cast by Ana, whose library holds two `anasCard`s (one drawn, one revealed), against
// Nico's Grizzly Bears.
Playthrough researchWith(const char* anasCard)
{
    return played(QByteArray(R"({"id": "rd", "card": "Research the Deep", "zone": "hand"},
        {"id": "draw", "card": ")") + anasCard + R"(", "zone": "library"},
        {"id": "anatop", "card": ")" + anasCard + R"(", "zone": "library"},
        {"id": "nicotop", "card": "Grizzly Bears", "owner": "nico", "zone": "library"})",
        R"({"id": "e1", "cast": "rd"}, {"id": "e2", "resolve": "top"})");
}

}   // namespace

class TestImportSpells14 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 26); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("tap X") << "Word of Binding"
                               << "Tap"
                               << "Tap X target creatures.";
        QTest::newRow("destroy X artifacts") << "By Force"
                                             << "Destroy"
                                             << "Destroy X target artifacts.";
        QTest::newRow("destroy X snow lands") << "Avalanche"
                                              << "Destroy"
                                              << "Destroy X target snow lands.";
        QTest::newRow("return X") << "Distorting Wake"
                                  << "Return"
                                  << "Return X target nonland permanents to their owners' hands.";
        QTest::newRow("clash, destroy all") << "Spring Cleaning"
                                            << "Clash"
                                            << "Destroy target enchantment. Clash with an opponent. If you win, "
                                               "destroy all enchantments your opponents control.";
        QTest::newRow("clash, return itself") << "Research the Deep"
                                              << "Clash"
                                              << "Draw a card. Clash with an opponent. If you win, return ~ to its "
                                                 "owner's hand.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // Read, and kept by the card format, where only the status is asked: the writer's words differ from
    // Oracle's in what the round trip reads as the same ("converted mana cost", a paragraph of modes).
    void parsedToo_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("spell with mana value X") << "Spell Blast"
                                                 << "Counter";
        QTest::newRow("creature with mana value X") << "Disembowel"
                                                    << "Destroy";
        QTest::newRow("permanent with mana value X") << "Repeal"
                                                     << "Return";
        QTest::newRow("same mode again, damage") << "Fiery Confluence"
                                                 << "Choose three";
        QTest::newRow("same mode again, token") << "Righteous Confluence"
                                                << "Choose three";
    }
    void parsedToo()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QVERIFY2(r->status == AbilityStatus::Parsed, qPrintable(r->written));
        const ImportedCard* c = test::findCard(fixtures(), card);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        const int index = int(r - c->abilities.constData());
        QVERIFY(back->front.abilities[index]->sameStructure(*c->card->front.abilities[index]));
    }

    void structure()
    {
        // 601.2c: "X target creatures" is one target selector for X objects, named "them".
        const AbilityDef* binding = parsedWith(QStringLiteral("Word of Binding"), QStringLiteral("Tap"));
        QVERIFY(binding);
        QCOMPARE(binding->targets.size(), 1);
        QVERIFY(binding->targets[0].upToX);
        QCOMPARE(binding->targets[0].upTo, quint8(0));
        QCOMPARE(binding->effect.value(0).object->ref, Selector::Ref::Targets);
        // 701.30: the clash holds what is done if you win.
        const AbilityDef* cleaning = parsedWith(QStringLiteral("Spring Cleaning"), QStringLiteral("Clash"));
        QVERIFY(cleaning);
        QCOMPARE(cleaning->effect.size(), 2);
        QCOMPARE(cleaning->effect[1].kind, ActionKind::Clash);
        QCOMPARE(cleaning->effect[1].nested.size(), 1);
        QCOMPARE(cleaning->effect[1].nested[0].kind, ActionKind::Destroy);
        // 202.3: "with converted mana cost X" is both limits; 700.2d: the Confluences' modes repeat.
        const AbilityDef* blast = parsedWith(QStringLiteral("Spell Blast"), QStringLiteral("Counter"));
        QVERIFY(blast);
        QVERIFY(blast->targets.value(0).manaValueAtMostX);
        QVERIFY(blast->targets.value(0).manaValueAtLeastX);
        const AbilityDef* fiery = parsedWith(QStringLiteral("Fiery Confluence"), QStringLiteral("Choose three"));
        QVERIFY(fiery);
        QCOMPARE(fiery->modes.size(), 3);
        QCOMPARE(fiery->modesMin, quint8(3));
        QCOMPARE(fiery->modesMax, quint8(3));
        QVERIFY(fiery->modesRepeat);
    }

    void manaValueXTarget()
    {
        // CR 202.3, 601.2c: Disembowel with X = 2 may target Nico's Grizzly Bears (mana value 2) and
        // destroys it; with X = 3 the Bears is no legal target.
        const QByteArray objects = R"({"id": "dis", "card": "Disembowel", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";
        const Playthrough two = played(objects,
            R"({"id": "e1", "cast": "dis", "targets": ["bears"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(two, "bears"), Zone::Graveyard);
        const Playthrough three
            = played(objects, R"({"id": "e1", "cast": "dis", "targets": ["bears"], "choices": {"x": 3}})");
        QCOMPARE(test::eventOutcome(three, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
        QCOMPARE(test::zoneOf(three, "bears"), Zone::Battlefield);
    }

    void manaValueXSpellCountered()
    {
        // CR 202.3, 701.6a: Spell Blast with X = 1 counters Ana's Lightning Bolt (mana value 1).
        const Playthrough play = played(R"({"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "blast", "card": "Spell Blast", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "blast", "targets": ["bolt"], "choices": {"x": 1}}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "nico"), 20);
    }

    void xTargetsTapped()
    {
        // CR 601.2c: Word of Binding with X = 2 taps both of Nico's creatures.
        const Playthrough play = played(R"({"id": "wob", "card": "Word of Binding", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "b2", "card": "Craw Wurm", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "wob", "targets": ["b1", "b2"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("b1"));
        const GameObject* wurm = play.finalState.object(QStringLiteral("b2"));
        QVERIFY(bears && wurm);
        QVERIFY(bears->tapped);
        QVERIFY(wurm->tapped);
    }

    void xTargetsMustBeX()
    {
        // CR 601.2c: with X = 2 the spell needs two targets; one is refused, and so is one object twice.
        const QByteArray objects = R"({"id": "wob", "card": "Word of Binding", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "b2", "card": "Craw Wurm", "owner": "nico", "timestamp": 2})";
        const Playthrough one = played(objects, R"({"id": "e1", "cast": "wob", "targets": ["b1"], "choices": {"x": 2}})");
        QCOMPARE(test::eventOutcome(one, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
        const Playthrough twice
            = played(objects, R"({"id": "e1", "cast": "wob", "targets": ["b1", "b1"], "choices": {"x": 2}})");
        QCOMPARE(test::eventOutcome(twice, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
    }

    void xTargetsDestroyed()
    {
        // CR 601.2c: By Force with X = 1 destroys only the one artifact it targets.
        const Playthrough play = played(R"({"id": "bf", "card": "By Force", "zone": "hand"},
            {"id": "a1", "card": "Alchor's Tomb", "owner": "nico", "timestamp": 1},
            {"id": "a2", "card": "Alchor's Tomb", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "bf", "targets": ["a2"], "choices": {"x": 1}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "a1"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, "a2"), Zone::Graveyard);
    }

    void xTargetsReturned()
    {
        // CR 601.2c: Distorting Wake with X = 1 returns only the one target to Nico's hand.
        const Playthrough play = played(R"({"id": "dw", "card": "Distorting Wake", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "b2", "card": "Craw Wurm", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "dw", "targets": ["b2"], "choices": {"x": 1}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "b1"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, "b2"), Zone::Hand);
    }

    void clashWon()
    {
        // CR 701.30: Ana reveals Craw Wurm (mana value 6), Nico Grizzly Bears (2): she wins, so Spring
        // Cleaning also destroys Nico's other enchantment.
        const Playthrough play = played(cleaningWith("Craw Wurm", "Grizzly Bears"), cleaningCast);
        QCOMPARE(test::zoneOf(play, "lev1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "lev2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "anatop"), Zone::Library);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Ana wins the clash")), qPrintable(test::happened(play)));
    }

    void clashLost()
    {
        // CR 701.30: a tie is no win (only a higher mana value wins), nor is a lower card.
        const Playthrough tie = played(cleaningWith("Grizzly Bears", "Grizzly Bears"), cleaningCast);
        QCOMPARE(test::zoneOf(tie, "lev1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(tie, "lev2"), Zone::Battlefield);
        const Playthrough lower = played(cleaningWith("Grizzly Bears", "Craw Wurm"), cleaningCast);
        QCOMPARE(test::zoneOf(lower, "lev2"), Zone::Battlefield);
        QVERIFY2(test::happened(lower).contains(QStringLiteral("Ana doesn't win the clash")),
            qPrintable(test::happened(lower)));
    }

    void spellReturnsItselfOnWin()
    {
        // CR 701.30, 608.2n: Research the Deep's won clash returns the resolving spell to Ana's hand, so
        // it is not put into her graveyard as its resolution ends; a lost clash (a tie) leaves it to go
        // there.
        // (Round 27; until then the ability was kept unread.)
        const Playthrough won = researchWith("Craw Wurm");
        QVERIFY2(test::happened(won).contains(QStringLiteral("Ana wins the clash")), qPrintable(test::happened(won)));
        QCOMPARE(test::zoneOf(won, "rd"), Zone::Hand);
        const Playthrough lost = researchWith("Grizzly Bears");
        QVERIFY2(test::happened(lost).contains(QStringLiteral("Ana doesn't win the clash")), qPrintable(test::happened(lost)));
        QCOMPARE(test::zoneOf(lost, "rd"), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImportSpells14)
#include "tst_importspells14.moc"
