// Round 39's helper on instants and sorceries that name a library (tests/data/import/impspelll39.json): the target cards
// a spell returned from a graveyard, changed for good as the permanents they became, "Return up to two target creature
// cards from your graveyard to the battlefield. Each of those creatures is a black Zombie in addition to its other
// colors and types. Put Ever After on the bottom of its owner's library." (Ever After); and the power of a target card
// put from a graveyard on top of a library, "You may put target creature card from your graveyard on top of your
// library. If you do, Dead Reckoning deals damage equal to that card's power to target creature." (Dead Reckoning). The
// structure, the English written back (the round trip trusts it), the card format, and what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspelll39.json"));
}

bool hasSubtype(const Characteristics* c, const char* name)
{
    const auto id = SubtypeRegistry::instance().find(QLatin1String(name));
    return c && id && c->type.subtypes.contains(*id);
}

// Ana casts Ever After from her hand at `targets`, among a Grizzly Bears and a Craw Wurm in her graveyard, and it
// resolves.
Playthrough everAfterAt(const char* targets)
{
    const QByteArray objects = R"({"id": "spell", "card": "Ever After", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"},
        {"id": "wurm", "card": "Craw Wurm", "zone": "graveyard"},
        {"id": "onboard", "card": "Grizzly Bears", "timestamp": 1})";
    return test::playScenario(fixtures(), objects,
        QByteArray(R"({"id": "e1", "cast": "spell", "targets": [)") + targets + R"(]}, {"id": "e2", "resolve": "top"})");
}

// Ana casts Dead Reckoning at the card `card` of her graveyard (a Grizzly Bears, 2/2, or a Craw Wurm, 6/4) and Nico's Craw
// Wurm; `resolve` adds keys to the resolve event.
Playthrough reckoningWith(const char* card, const QByteArray& resolve = {})
{
    const QByteArray objects = R"({"id": "spell", "card": "Dead Reckoning", "zone": "hand"},
        {"id": "gbears", "card": "Grizzly Bears", "zone": "graveyard"},
        {"id": "gwurm", "card": "Craw Wurm", "zone": "graveyard"},
        {"id": "nwurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 1})";
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"") + card
            + "\", \"nwurm\"]}, {\"id\": \"e2\", \"resolve\": \"top\"" + resolve + "}");
}

}   // namespace

class TestImpSpellL39 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 2); }

    // The understood card goes through the card format and reads back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back: each returned creature is named alone ("is … its other colors and types").
    void everAfterWrittenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Ever After"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ever After"), 0),
            QStringLiteral("Return up to two target creature cards from your graveyard to the battlefield. Each of those "
                           "creatures is a black Zombie in addition to its other colors and types. Put ~ on the bottom of "
                           "its owner's library."));
    }

    // CR 611.2a, 205.1b, 105.3: the change is of the targets, with no duration, and adds black and Zombie to what
    // they are (a colour added, not set).
    void everAfterStructure()
    {
        const AbilityDef* everAfter = test::parsedAbility(fixtures(), QStringLiteral("Ever After"), 0);
        QVERIFY(everAfter);
        QCOMPARE(everAfter->targets.size(), 1);
        QCOMPARE(everAfter->targets[0].upTo, 2);
        QCOMPARE(everAfter->effect.size(), 3);
        QCOMPARE(everAfter->effect[0].kind, ActionKind::ReturnFromGraveyard);
        const Action& zombies = everAfter->effect[1];
        QCOMPARE(zombies.kind, ActionKind::Continuous);
        QVERIFY(zombies.continuous && zombies.continuous->affects);
        QCOMPARE(zombies.continuous->affects->ref, Selector::Ref::Targets);
        QCOMPARE(zombies.continuous->duration, Duration::Indefinite);
        QList<Op::Kind> kinds;
        for (const Op& op : zombies.continuous->ops)
            kinds << op.kind;
        QCOMPARE(kinds, (QList<Op::Kind>{Op::Kind::AddColors, Op::Kind::AddSubtypes}));
    }

    // CR 400.7, 611.2a, 613.1d-e: both cards return, and each permanent they became is a black Zombie as well as what it
    // was (the Bears stays green and a Bear); the Bears already on the battlefield is not changed. Ever After goes to
    // the bottom of Ana's library.
    void everAfterMakesBothZombies()
    {
        const Playthrough play = everAfterAt(R"("bears", "wurm")");
        QVERIFY2(test::zoneOf(play, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("wurm")), Zone::Battlefield);
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        const Characteristics* wurm = test::charsOf(play, QStringLiteral("wurm"));
        QVERIFY2(hasSubtype(bears, "Zombie") && hasSubtype(wurm, "Zombie"), qPrintable(test::happened(play)));
        QVERIFY(hasSubtype(bears, "Bear") && hasSubtype(wurm, "Wurm"));
        QVERIFY(bears->colors.has(Color::Black) && bears->colors.has(Color::Green));
        QVERIFY(wurm->colors.has(Color::Black) && wurm->colors.has(Color::Green));
        const Characteristics* onboard = test::charsOf(play, QStringLiteral("onboard"));
        QVERIFY(onboard && !hasSubtype(onboard, "Zombie") && !onboard->colors.has(Color::Black));
        QCOMPARE(test::zoneOf(play, QStringLiteral("spell")), Zone::Library);
    }

    // CR 400.7, 611.2a: with one target, the one card returned is the Zombie; the Wurm left in the graveyard is not
    // changed.
    void everAfterWithOneTarget()
    {
        const Playthrough play = everAfterAt(R"("wurm")");
        QVERIFY2(test::zoneOf(play, QStringLiteral("wurm")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QVERIFY2(hasSubtype(test::charsOf(play, QStringLiteral("wurm")), "Zombie"), qPrintable(test::happened(play)));
        QVERIFY(!hasSubtype(test::charsOf(play, QStringLiteral("bears")), "Zombie"));
    }

    // The English written back: the second target named after the amount, as Oracle has it.
    void reckoningWrittenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Dead Reckoning"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Dead Reckoning"), 0),
            QStringLiteral("You may put target creature card from your graveyard on top of your library. If you do, ~ deals "
                           "damage equal to that card's power to target creature."));
    }

    // CR 115.1, 608.2h, 603.12: two targets, the card and the creature; the damage, done only if the card was put,
    // is the first target's power, dealt to the second.
    void reckoningStructure()
    {
        const AbilityDef* reckoning = test::parsedAbility(fixtures(), QStringLiteral("Dead Reckoning"), 0);
        QVERIFY(reckoning);
        QCOMPARE(reckoning->targets.size(), 2);
        QCOMPARE(reckoning->targets[0].zone, Zone::Graveyard);
        QCOMPARE(reckoning->targets[1].types, quint16(CardType::Creature));
        QCOMPARE(reckoning->effect.size(), 2);
        QCOMPARE(reckoning->effect[0].kind, ActionKind::PutOnLibrary);
        QVERIFY(reckoning->effect[0].optional);
        const Action& damage = reckoning->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.ifYouDo);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::PowerOfTarget);
        QVERIFY(damage.to && damage.to->ref == Selector::Ref::Target2);
    }

    // CR 608.2h, 120.3: the Bears goes on top of Ana's library and Nico's Wurm is dealt 2 damage (the Bears' power as it
    // last was in the graveyard) and survives; with the Wurm from her graveyard, 6 damage destroys it (704.5g).
    void reckoningDealsTheCardsPower()
    {
        const Playthrough bears = reckoningWith("gbears");
        QVERIFY2(test::zoneOf(bears, QStringLiteral("gbears")) == Zone::Library, qPrintable(test::happened(bears)));
        QCOMPARE(test::damageOn(bears, QStringLiteral("nwurm")), 2);
        QCOMPARE(test::zoneOf(bears, QStringLiteral("nwurm")), Zone::Battlefield);
        const Playthrough wurm = reckoningWith("gwurm");
        QVERIFY2(test::zoneOf(wurm, QStringLiteral("gwurm")) == Zone::Library, qPrintable(test::happened(wurm)));
        QCOMPARE(test::zoneOf(wurm, QStringLiteral("nwurm")), Zone::Graveyard);
    }

    // CR 603.12 ("if you do"): Ana declines to put the card; it stays in her graveyard and no damage is dealt.
    void reckoningDeclinedDealsNothing()
    {
        const Playthrough declined = reckoningWith("gwurm", R"(, "may": false)");
        QVERIFY2(test::zoneOf(declined, QStringLiteral("gwurm")) == Zone::Graveyard, qPrintable(test::happened(declined)));
        QCOMPARE(test::damageOn(declined, QStringLiteral("nwurm")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL39)
#include "tst_impspelll39.moc"
