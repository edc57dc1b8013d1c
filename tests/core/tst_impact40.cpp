// Activated abilities read from real cards' Oracle text (tests/data/import/impact40.json), round 40.
// Counters of any kind removed from a target: Thrull Parasite's "{T}, Pay 2 life: Remove a counter from target nonland
// permanent.", Spinal Parasite's "Remove two +1/+1 counters from Spinal Parasite: Remove a counter from target
// permanent.", Ferropede's "… you may remove a counter from target permanent." and Vampire Hexmage's "Sacrifice Vampire
// Hexmage: Remove all counters from target permanent.". A tap and a counter joined by "and": Rimescale Dragon's
// "{2}{S}: Tap target creature and put an ice counter on it.". Two mana of different colours: Guild Globe's "{2}, {T},
// Sacrifice Guild Globe: Add two mana of different colors.".
// Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact40.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The one RemoveCounter of `card`'s ability that says `words`, checked to be of any kind and from the one target.
const Action* anyKindRemoval(const QString& card, const QString& words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, words);
    if (!a || a->targets.size() != 1 || a->effect.size() != 1)
        return nullptr;
    const Action& remove = a->effect.first();
    if (remove.kind != ActionKind::RemoveCounter || remove.counters.kind != QLatin1String("any") || !remove.object
        || remove.object->ref != Selector::Ref::Target)
        return nullptr;
    return &remove;
}

}   // namespace

class TestImpact40 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 122.1, 608.2d: one counter of whatever kind is on the target; the kind is chosen as the ability resolves.
    void parasitesRemoveACounterOfAnyKind()
    {
        const Action* thrull = anyKindRemoval(QStringLiteral("Thrull Parasite"), QStringLiteral("Remove a counter"));
        QVERIFY(thrull);
        QCOMPARE(thrull->counters.n, Amount::number(1));
        QVERIFY(!thrull->amountOf);
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Thrull Parasite"), QStringLiteral("Remove a counter"));
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->targets[0].word, QStringLiteral("permanent"));
        QVERIFY(a->targets[0].notTypes & quint16(CardType::Land));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thrull Parasite"), 1),
            QStringLiteral("{T}, Pay 2 life: Remove a counter from target nonland permanent."));
        QVERIFY(anyKindRemoval(QStringLiteral("Spinal Parasite"), QStringLiteral("Remove a counter")));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Spinal Parasite"), 1),
            QStringLiteral("Remove two +1/+1 counters from ~: Remove a counter from target permanent."));
        const Action* ferropede = anyKindRemoval(QStringLiteral("Ferropede"), QStringLiteral("remove a counter"));
        QVERIFY(ferropede);
        QVERIFY(test::parsedWith(fixtures(), QStringLiteral("Ferropede"), QStringLiteral("remove a counter"))->optional);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ferropede"), 1),
            QStringLiteral("Whenever ~ deals combat damage to a player, you may remove a counter from target permanent."));
    }

    // CR 122.1: every counter on the target, of every kind, as many as are on it as the ability resolves.
    void hexmageRemovesAllCounters()
    {
        const Action* all = anyKindRemoval(QStringLiteral("Vampire Hexmage"), QStringLiteral("Remove all counters"));
        QVERIFY(all);
        QVERIFY(all->amountOf);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vampire Hexmage"), 1),
            QStringLiteral("Sacrifice ~: Remove all counters from target permanent."));
    }

    // CR 122.1, 602.2b: Ana's Thrull Parasite takes one +1/+1 counter off Nico's Grizzly Bears (two left one); with
    // one kind on it there is nothing to choose. A land is no legal target (nonland).
    void thrullParasitePlayed()
    {
        const QByteArray board = test::objectJson("parasite", "Thrull Parasite") + ","
            + test::objectJson("his", "Grizzly Bears", ", \"counters\": {\"+1/+1\": 2}", "nico") + ","
            + test::objectJson("forest", "Forest", ", \"counters\": {\"charge\": 1}", "nico");
        const Playthrough p = played(board, R"({"id": "e1", "activate": "parasite", "ability": 2, "targets": ["his"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("his")), 1);
        QCOMPARE(test::ptOf(p, QStringLiteral("his")), QStringLiteral("3/3"));
        const Playthrough land = played(board, R"({"id": "e1", "activate": "parasite", "ability": 2, "targets": ["forest"]})");
        QVERIFY2(test::refused(land, "e1"), qPrintable(test::happened(land)));
        QCOMPARE(test::countersOn(land, QStringLiteral("forest"), QStringLiteral("charge")), 1);
    }

    // CR 122.1, 701.17a: sacrificed, Vampire Hexmage takes both +1/+1 counters and the charge counter off Nico's
    // Grizzly Bears, which is 2/2 again.
    void vampireHexmagePlayed()
    {
        const QByteArray board = test::objectJson("hexmage", "Vampire Hexmage") + ","
            + test::objectJson("his", "Grizzly Bears", ", \"counters\": {\"+1/+1\": 2, \"charge\": 1}", "nico");
        const Playthrough p = played(board, R"({"id": "e1", "activate": "hexmage", "ability": 2, "targets": ["his"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("hexmage")), Zone::Graveyard);
        QCOMPARE(test::countersOn(p, QStringLiteral("his")), 0);
        QCOMPARE(test::countersOn(p, QStringLiteral("his"), QStringLiteral("charge")), 0);
        QCOMPARE(test::ptOf(p, QStringLiteral("his")), QStringLiteral("2/2"));
    }

    // CR 608.2c, 122.1: the tap, then an ice counter on the same target; the writer says the two sentences.
    void rimescaleDragonTapsAndIces()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Rimescale Dragon"), QStringLiteral("Tap target"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Tap);
        QCOMPARE(a->effect[1].kind, ActionKind::PutCounter);
        QCOMPARE(a->effect[1].counters.kind, QStringLiteral("ice"));
        QVERIFY(a->effect[1].object);
        QCOMPARE(a->effect[1].object->ref, Selector::Ref::Target);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rimescale Dragon"), 1),
            QStringLiteral("{2}{S}: Tap target creature. Put an ice counter on that creature."));
    }

    // CR 502.3, 122.1: Ana's Rimescale Dragon taps Nico's Grizzly Bears and puts an ice counter on them; in Nico's
    // untap step they stay tapped (the Dragon's other ability).
    void rimescaleDragonPlayed()
    {
        const QByteArray board = test::objectJson("dragon", "Rimescale Dragon") + ","
            + test::objectJson("his", "Grizzly Bears", "", "nico");
        const Playthrough p = played(board, R"({"id": "e1", "activate": "dragon", "ability": 2, "targets": ["his"]},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "untap"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("his"), QStringLiteral("ice")), 1);
        QVERIFY2(test::tapped(p, QStringLiteral("his")), qPrintable(test::happened(p)));
    }

    // CR 105.1, 106.1, 605.3b: two mana of two different colours is one of the ten pairs, chosen as the mana ability
    // resolves; activated, the Globe is sacrificed (the event player names mana, it keeps no pool).
    void guildGlobeAddsTwoDifferentColors()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Guild Globe"), 1, ActionKind::AddManaChoice);
        QVERIFY(mana);
        QCOMPARE(mana->manaChoices.size(), 10);
        for (const QString& pair : mana->manaChoices) {
            QCOMPARE(pair.size(), 6);
            QVERIFY2(pair.left(3) != pair.mid(3), qPrintable(pair));
            QVERIFY2(!pair.contains(QLatin1String("{C}")), qPrintable(pair));
        }
        QStringList distinct = mana->manaChoices;
        QCOMPARE(distinct.removeDuplicates(), qsizetype(0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Guild Globe"), 1),
            QStringLiteral("{2}, {T}, Sacrifice ~: Add {W}{U}, {W}{B}, {W}{R}, {W}{G}, {U}{B}, {U}{R}, {U}{G}, {B}{R}, {B}{G}, or "
                           "{R}{G}."));
        const Playthrough play = played(test::objectJson("globe", "Guild Globe"),
            R"({"id": "e1", "activate": "globe", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("globe")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpact40)
#include "tst_impact40.moc"
