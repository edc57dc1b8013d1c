// Round 31's static abilities, read from real cards' Oracle text (tests/data/import/impstatic31.json) and
// played: Malignus's "Damage that would be dealt by ~ can't be prevented", the game's rule of 615.12 said
// of one source's damage; Flowering Lumberknot's "can't attack or block unless it's paired with a creature
// with soulbond", the pair of 702.95 with a partner of a kind; Kemba's Legion's "can block an additional
// creature each combat for each Equipment attached to ~" (509.1a).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic31.json"));
}

// Ana's Flowering Lumberknot, paired with `partner` (none: unpaired), attacks Nico.
QStringList lumberknotAttacks(const char* partner)
{
    QByteArray objects = test::objectJson("k", "Flowering Lumberknot",
        partner ? ", \"paired_with\": \"p\"" : "");
    if (partner)
        objects += ", " + test::objectJson("p", partner);
    return test::doneOrRefusal(test::playScenario(fixtures(), objects, "{\"id\": \"e1\", \"attack\": {\"k\": \"nico\"}}"));
}

// Ana's three Grizzly Bears attack Nico; his Kemba's Legion, with `equipment` Bonesplitters attached,
// blocks all three.
QStringList legionBlocksThree(int equipment)
{
    QByteArray objects = test::objectJson("k", "Kemba's Legion", "", "nico");
    for (int n = 0; n < equipment; ++n) {
        const QByteArray id = "q" + QByteArray::number(n);
        objects += ", " + test::objectJson(id.constData(), "Bonesplitter", ", \"attached_to\": \"k\"", "nico");
    }
    for (const char* id : {"b1", "b2", "b3"})
        objects += ", " + test::objectJson(id, "Grizzly Bears");
    const QByteArray events = "{\"id\": \"e1\", \"attack\": {\"b1\": \"nico\", \"b2\": \"nico\", \"b3\": \"nico\"}}, "
                              "{\"id\": \"e2\", \"block\": {\"k\": [\"b1\", \"b2\", \"b3\"]}}";
    return test::doneOrRefusal(test::playScenario(fixtures(), objects, events));
}

}   // namespace

class TestImpStatic31 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 615.12: a player's rule naming the sources whose damage can't be prevented, ~ alone.
    void readsMalignusUnpreventableDamage()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Malignus"), QStringLiteral("can't be prevented"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::PlayerRule);
        QCOMPARE(a->ops[0].rule, RuleName::DamageCantBePrevented);
        QVERIFY(a->ops[0].filter);
        QCOMPARE(a->ops[0].filter->ref, Selector::Ref::Self);
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Malignus"), QStringLiteral("can't be prevented"))->written,
            QStringLiteral("Damage that would be dealt by ~ can't be prevented."));
    }

    // CR 615.12, 615.1a: Ana's Malignus and Grizzly Bears each deal damage to Nico, who controls Energy
    // Field, and to his Champion Lancer. Malignus's damage is dealt; the Bears' is prevented as before.
    void malignusDamageIsNotPrevented()
    {
        const QByteArray objects = test::objectJson("m", "Malignus") + ", " + test::objectJson("g", "Grizzly Bears")
            + ", " + test::objectJson("f", "Energy Field", "", "nico") + ", "
            + test::objectJson("l", "Champion Lancer", "", "nico");
        const QByteArray events = "{\"id\": \"e1\", \"damage\": [{\"source\": \"m\", \"to\": \"nico\", \"amount\": 3}, "
                                  "{\"source\": \"g\", \"to\": \"nico\", \"amount\": 2}, "
                                  "{\"source\": \"m\", \"to\": \"l\", \"amount\": 2}, "
                                  "{\"source\": \"g\", \"to\": \"l\", \"amount\": 2}]}";
        const Playthrough play = test::playScenario(fixtures(), objects, events);
        QVERIFY2(play.events.value(0).done, qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 17);
        QCOMPARE(test::damageOn(play, QStringLiteral("l")), 2);
    }

    // CR 702.95: "paired with a creature with soulbond" is the pair, with a partner that has soulbond;
    // read under "unless", written back with the words Oracle uses.
    void readsLumberknotPairedWithSoulbond()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Flowering Lumberknot"), QStringLiteral("paired"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::Paired);
        QVERIFY(a->condition->negated);
        QVERIFY(a->condition->filter);
        QCOMPARE(a->condition->filter->hasKeyword, QStringLiteral("Soulbond"));
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CantAttackOrBlock);
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Flowering Lumberknot"), QStringLiteral("paired"))->written,
            QStringLiteral("~ can't attack or block unless ~ is paired with a creature with soulbond."));
    }

    // CR 508.1c, 702.95: the Lumberknot attacks only while paired with Trusted Forcemage, which has
    // soulbond; alone, or paired with Grizzly Bears, which hasn't, it can't.
    void lumberknotAttacksOnlyPairedWithSoulbond()
    {
        QCOMPARE(lumberknotAttacks("Trusted Forcemage"), QStringList{QStringLiteral("done")});
        QCOMPARE(lumberknotAttacks(nullptr), QStringList{QStringLiteral("508.1c")});
        QCOMPARE(lumberknotAttacks("Grizzly Bears"), QStringList{QStringLiteral("508.1c")});
    }

    // CR 509.1a: the additional creatures counted, the Equipment attached to ~; written back with ~'s name.
    void readsLegionBlocksPerEquipment()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Kemba's Legion"), QStringLiteral("additional"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CanBlockAdditionalCreature);
        QVERIFY(a->ops[0].power);
        QCOMPARE(a->ops[0].power->kind, Expr::Kind::Count);
        QVERIFY(a->ops[0].power->selector && a->ops[0].power->selector->attachedToSource);
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Kemba's Legion"), QStringLiteral("additional"))->written,
            QStringLiteral("~ can block an additional creature each combat for each Equipment attached to ~."));
    }

    // CR 509.1a: with two Equipment attached the Legion blocks three attackers; with one, or none, it can't.
    void legionBlocksOneMorePerEquipment()
    {
        QCOMPARE(legionBlocksThree(2), (QStringList{QStringLiteral("done"), QStringLiteral("done")}));
        QCOMPARE(legionBlocksThree(1), (QStringList{QStringLiteral("done"), QStringLiteral("509.1a")}));
        QCOMPARE(legionBlocksThree(0), (QStringList{QStringLiteral("done"), QStringLiteral("509.1a")}));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic31)
#include "tst_impstatic31.moc"
