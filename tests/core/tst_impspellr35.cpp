// Round 35's instants and sorceries (tests/data/import/impspellr35.json, the real card objects): the kind of the
// card a spell returned from a graveyard to its owner's hand, "Return target creature card from your graveyard to
// your hand. If it's a Zombie card, draw a card." (Cemetery Recruitment). The structure, the English written back
// (the round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr35.json"));
}

// Ana casts Cemetery Recruitment from her hand at `target`, a card in her graveyard; her library holds one card.
Playthrough recruits(const QByteArray& target)
{
    return test::playScenario(fixtures(),
        "{\"id\": \"spell\", \"card\": \"Cemetery Recruitment\", \"zone\": \"hand\"},"
        " {\"id\": \"corpse\", \"card\": \"Walking Corpse\", \"zone\": \"graveyard\"},"
        " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"},"
        " {\"id\": \"top\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}",
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"" + target + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpSpellR35 : public QObject {
    Q_OBJECT
private slots:
    void cardsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    // The understood cards go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cemetery Recruitment"), 0),
            QStringLiteral("Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a card."));
    }

    // CR 608.2c, 400.7: the draw is done only if the card returned is a Zombie card; it is looked at in the hand
    // where the first instruction put it. The condition names a card, not a permanent.
    void returnedCardsKindIsTheCondition()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Cemetery Recruitment"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 2);
        QCOMPARE(spell->targets[0].zone, Zone::Graveyard);
        QCOMPARE(spell->effect[0].kind, ActionKind::ReturnToHand);
        const Action& draw = spell->effect[1];
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.condition && draw.condition->kind == Condition::Kind::TargetIs && draw.condition->filter);
        QCOMPARE(draw.condition->filter->word, QStringLiteral("card"));
        QCOMPARE(draw.condition->filter->subtypes.size(), 1);
    }

    // CR 608.2c, 400.7: Ana's Walking Corpse (a Zombie) comes back to her hand and she draws her library's card.
    void zombieCardDrawsACard()
    {
        const Playthrough p = recruits("corpse");
        QVERIFY2(test::zoneOf(p, QStringLiteral("corpse")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 608.2c: her Grizzly Bears (a Bear) comes back, and no card is drawn.
    void otherCardDrawsNothing()
    {
        const Playthrough p = recruits("bears");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Library, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR35)
#include "tst_impspellr35.moc"
