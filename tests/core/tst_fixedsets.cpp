// 611.2c on events: the set of objects a resolved change of characteristics names is the objects there as
// the effect begins, fixed by the event player (ResolvedEffect::fixedSet) and read by the layer engine. A
// creature that comes later is not in it, nor one that left and came back (400.7); a rule reaches later
// objects. Real cards read from their Oracle text (tests/data/import/fixedsets.json).
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("fixedsets.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Power and toughness after the events, "P/T".
QString pt(const Playthrough& p, const char* id)
{
    const int i = p.finalState.objectIndex(QLatin1String(id));
    if (i < 0)
        return QStringLiteral("missing");
    const Characteristics& c = p.finalResolution.chars[i];
    return QStringLiteral("%1/%2").arg(c.power.value_or(-1)).arg(c.toughness.value_or(-1));
}

// Ana's Balduvian Bears on the battlefield, her Llanowar Elves and her spells in hand; Nico's Bears on
// the battlefield and his Elves in hand.
const QByteArray kBoard = R"({"id": "bears", "card": "Balduvian Bears", "timestamp": 1},
    {"id": "elves", "card": "Llanowar Elves", "zone": "hand"},
    {"id": "charge", "card": "Inspired Charge", "zone": "hand"},
    {"id": "falter", "card": "Falter", "zone": "hand"},
    {"id": "nbears", "card": "Balduvian Bears", "owner": "nico", "controller": "nico", "timestamp": 2},
    {"id": "nelves", "card": "Llanowar Elves", "zone": "hand", "owner": "nico", "controller": "nico"})";

const QByteArray kCharge = R"({"id": "e1", "cast": "charge"}, {"id": "e2", "resolve": "top"})";

}   // namespace

class TestFixedSets : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 4);
        for (const char* name : {"Inspired Charge", "Falter"})
            QVERIFY2(test::parsedWith(fixtures(), QLatin1String(name), QString()), name);
    }

    // CR 611.2c: Inspired Charge gives the creatures Ana controls as it resolves +2/+1 until end of turn.
    // Her Elves, cast after it, are not among them: 1/1, while the Bears are 4/3. Nico's Bears never were.
    void aCreatureThatComesLaterIsNotInTheSet()
    {
        const Playthrough p = played(kBoard,
            kCharge + R"(, {"id": "e3", "cast": "elves"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(p.finalState.objects[p.finalState.objectIndex("elves")].zone, Zone::Battlefield);
        QCOMPARE(pt(p, "bears"), QStringLiteral("4/3"));
        QCOMPARE(pt(p, "elves"), QStringLiteral("1/1"));
        QCOMPARE(pt(p, "nbears"), QStringLiteral("2/2"));
    }

    // CR 611.2c, 400.7: the Bears leave the battlefield and come back as a new object, which the effect
    // never named: 2/2. The Elves already there as the Charge resolved keep their +2/+1.
    void anObjectThatLeftAndCameBackIsNotInTheSet()
    {
        const QByteArray elvesFirst = R"({"id": "e0", "cast": "elves"}, {"id": "e0b", "resolve": "top"}, )";
        const Playthrough p = played(kBoard,
            elvesFirst + kCharge
                + R"(, {"id": "e3", "move": ["bears"], "to": "exile"},
                     {"id": "e4", "move": ["bears"], "to": "battlefield", "timestamp": 20})");
        QCOMPARE(pt(p, "elves"), QStringLiteral("3/2"));
        QCOMPARE(pt(p, "bears"), QStringLiteral("2/2"));
    }

    // CR 611.2c: the set is fixed as the effect begins; the end of the turn ends the effect (514.2) for
    // every creature in it.
    void theEffectStillEndsAtCleanup()
    {
        const Playthrough p = played(kBoard, kCharge + R"(, {"id": "e3", "begin": "cleanup"})");
        QCOMPARE(pt(p, "bears"), QStringLiteral("2/2"));
    }

    // CR 611.2c: a rule is not a change of characteristics, so its set is not fixed. Ana's Falter
    // resolves before Nico's Elves enter; they still can't block her attacking Bears (509.1a).
    void aRuleReachesObjectsThatComeLater()
    {
        const Playthrough p = played(kBoard,
            R"({"id": "e1", "cast": "falter"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": ["nelves"], "to": "battlefield", "timestamp": 20},
               {"id": "e4", "attack": {"bears": "nico"}}, {"id": "e5", "block": {"nelves": ["bears"]}})");
        const QStringList outcomes = test::doneOrRefusal(p);
        QCOMPARE(outcomes.size(), 5);
        QCOMPARE(outcomes.at(3), QStringLiteral("done"));
        QVERIFY2(outcomes.at(4) != QLatin1String("done"), qPrintable(outcomes.join(", ")));
    }
};

QTEST_GUILESS_MAIN(TestFixedSets)
#include "tst_fixedsets.moc"
