// Stop 48's damage rules (tests/data/import/impdamage48.json): prevention of part of each damage event, a
// static ability's replacement (615.1a), and damage that can't be prevented (615.12). "If a red source would
// deal damage to you, prevent 2 of that damage." (Sphere of Law, Sphere of Reason: the controller's rule,
// its filter the sources), "As long as ~ is untapped, if a creature would deal combat damage to you,
// prevent 1 of that damage." (Thunderstaff), "If a source would deal damage to another Dinosaur you
// control, prevent all but 1 of that damage." (Temple Altisaur), "If a source would deal damage to equipped
// creature, prevent X of that damage, where X is the number of creatures you control." (Shield of the
// Avatar), and "The damage can't be prevented." after a damage instruction (Combust, Pinpoint Avalanche).
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
    return test::fixtureFile(QStringLiteral("impdamage48.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The one op of `card`'s parsed static ability holding `words`.
const Op* ruleOf(const QString& card, const QString& words)
{
    const AbilityDef* d = test::parsedWith(fixtures(), card, words);
    return d && d->ops.size() == 1 ? &d->ops.first() : nullptr;
}

}   // namespace

class TestImpDamage48 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The writer's words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sphere of Law"), 0),
            QStringLiteral("If a red source would deal damage to you, prevent 2 of that damage."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thunderstaff"), 0),
            QStringLiteral("As long as ~ is untapped, if a creature would deal combat damage to you, prevent 1 of that damage."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Temple Altisaur"), 0),
            QStringLiteral("If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Shield of the Avatar"), 0),
            QStringLiteral("If a source would deal damage to equipped creature, prevent X of that damage, where X is the "
                           "number of creatures you control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Combust"), 1),
            QStringLiteral("~ deals 5 damage to target white or blue creature. The damage can't be prevented."));
    }

    // CR 615.1a: the Spheres are their controller's rules, the sources named by colour, 2 of each event.
    void spheresAreThePlayersPartialRules()
    {
        const Op* law = ruleOf(QStringLiteral("Sphere of Law"), QStringLiteral("prevent 2"));
        QVERIFY(law && law->kind == Op::Kind::PlayerRule && law->filter && law->power);
        QCOMPARE(law->rule, RuleName::PlayerPreventSomeDamage);
        QVERIFY(law->filter->colors.has(Color::Red) && law->filter->colors.count() == 1);
        QCOMPARE(law->power->value, 2);
        const Op* staff = ruleOf(QStringLiteral("Thunderstaff"), QStringLiteral("combat damage"));
        QVERIFY(staff && staff->power);
        QCOMPARE(staff->rule, RuleName::PlayerPreventSomeCombatDamage);
        QCOMPARE(staff->power->value, 1);
    }

    // CR 615.1a: with Sphere of Law, Nico's Raging Goblin's 3 damage to Ana loses 2 (19); his Grizzly Bears'
    // 2 are green and dealt in full (17). Sphere of Reason's blue sources are not the Goblin: 3 (17 again).
    void sphereOfLawPreventsTwoOfEachRedSourcesDamage()
    {
        const QByteArray nicos = R"(, {"id": "goblin", "card": "Raging Goblin", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const QByteArray events = R"({"id": "e1", "damage": [{"source": "goblin", "to": "ana", "amount": 3}]},
            {"id": "e2", "damage": [{"source": "bears", "to": "ana", "amount": 2}]})";
        const Playthrough law = played(R"({"id": "sphere", "card": "Sphere of Law", "timestamp": 1})" + nicos, events);
        QVERIFY2(test::lifeOf(law, QStringLiteral("ana")) == 17, qPrintable(test::happened(law)));
        const Playthrough reason = played(R"({"id": "sphere", "card": "Sphere of Reason", "timestamp": 1})" + nicos, events);
        QVERIFY2(test::lifeOf(reason, QStringLiteral("ana")) == 15, qPrintable(test::happened(reason)));
    }

    // CR 615.1a, 611.3a: Nico's Grizzly Bears attack Ana; untapped, Thunderstaff takes 1 of their 2 combat
    // damage (19); tapped, it does nothing (18). Noncombat damage is not its (18 after 2 more).
    void thunderstaffPreventsOneCombatDamageWhileUntapped()
    {
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})";
        const QByteArray combat = R"({"id": "e1", "attack": {"bears": "ana"}}, {"id": "e2", "begin": "combat_damage"})";
        const Playthrough untapped = test::playScenarioOnNicosTurn(fixtures(),
            bears + R"(, {"id": "staff", "card": "Thunderstaff", "owner": "ana", "controller": "ana", "timestamp": 2})", combat);
        QVERIFY2(test::lifeOf(untapped, QStringLiteral("ana")) == 19, qPrintable(test::happened(untapped)));
        const Playthrough tapped = test::playScenarioOnNicosTurn(fixtures(),
            bears + R"(, {"id": "staff", "card": "Thunderstaff", "owner": "ana", "controller": "ana", "timestamp": 2, "tapped": true})",
            combat);
        QVERIFY2(test::lifeOf(tapped, QStringLiteral("ana")) == 18, qPrintable(test::happened(tapped)));
        const Playthrough noncombat = test::playScenarioOnNicosTurn(fixtures(),
            bears + R"(, {"id": "staff", "card": "Thunderstaff", "owner": "ana", "controller": "ana", "timestamp": 2})",
            R"({"id": "e1", "damage": [{"source": "bears", "to": "ana", "amount": 2}]})");
        QVERIFY2(test::lifeOf(noncombat, QStringLiteral("ana")) == 18, qPrintable(test::happened(noncombat)));
    }

    // CR 615.1a: each Temple Altisaur keeps the other at 1 damage from each event: the Craw Wurm's 6 to the
    // second marks 1. Alone, it does not shield itself ("another"): 6 kill it.
    void templeAltisaurLeavesOneDamageOnAnotherDinosaur()
    {
        const QByteArray wurm = R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 1})";
        const QByteArray hit = R"({"id": "e1", "damage": [{"source": "wurm", "to": "second", "amount": 6}]})";
        const Playthrough pair = played(wurm + R"(, {"id": "first", "card": "Temple Altisaur", "timestamp": 2},
            {"id": "second", "card": "Temple Altisaur", "timestamp": 3})", hit);
        QVERIFY2(test::damageOn(pair, QStringLiteral("second")) == 1, qPrintable(test::happened(pair)));
        const Playthrough alone = played(wurm + R"(, {"id": "second", "card": "Temple Altisaur", "timestamp": 3})", hit);
        QVERIFY2(test::zoneOf(alone, QStringLiteral("second")) == Zone::Graveyard, qPrintable(test::happened(alone)));
    }

    // CR 615.1a, 615.12: Nico's Serra Angel wears Shield of the Avatar while he controls two creatures (X 2):
    // 5 damage from Ana's Craw Wurm marks 3 and the Angel lives. Combust's 5 can't be prevented: it dies.
    void shieldOfTheAvatarAndCombust()
    {
        const QByteArray nicos = R"({"id": "angel", "card": "Serra Angel", "owner": "nico", "controller": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "shield", "card": "Shield of the Avatar", "owner": "nico", "controller": "nico", "timestamp": 3,
             "attached_to": "angel"},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 4},
            {"id": "combust", "card": "Combust", "zone": "hand"})";
        const Playthrough hit = played(nicos, R"({"id": "e1", "damage": [{"source": "wurm", "to": "angel", "amount": 5}]})");
        QVERIFY2(test::damageOn(hit, QStringLiteral("angel")) == 3, qPrintable(test::happened(hit)));
        const Playthrough combust = played(nicos, R"({"id": "e1", "cast": "combust", "targets": ["angel"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(combust, QStringLiteral("angel")) == Zone::Graveyard, qPrintable(test::happened(combust)));
    }

    // CR 615.12: the flag is the damage instruction's own (Pinpoint Avalanche).
    void cantBePreventedBelongsToTheDamage()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Pinpoint Avalanche"), 0, ActionKind::Damage);
        QVERIFY(a && a->cantBePrevented && a->amount.n == 4);
    }
};

QTEST_GUILESS_MAIN(TestImpDamage48)
#include "tst_impdamage48.moc"
