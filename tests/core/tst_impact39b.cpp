// Activated abilities read from real cards' Oracle text (tests/data/import/impact39b.json), round 39's second helper.
// A card put from exile onto the battlefield by its own ability: Torrent Elemental's "{3}{B/G}{B/G}: Put Torrent
// Elemental from exile onto the battlefield tapped. Activate this ability only any time you could cast a sorcery.".
// One of the creature cards linked to the source: Sisters of Stone Death's "{2}{B}: Put a creature card exiled with
// Sisters of Stone Death onto the battlefield under your control.". More mana of the one type chosen: Incubation
// Druid's "{T}: Add one mana of any type that a land you control could produce. If Incubation Druid has a +1/+1 counter
// on it, add three mana of that type instead.".
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
    return test::fixtureFile(QStringLiteral("impact39b.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana activates ability `ability` of `id` (e1), and it resolves (e2).
QByteArray activated(const char* id, int ability)
{
    return "{\"id\": \"e1\", \"activate\": \"" + QByteArray(id) + "\", \"ability\": " + QByteArray::number(ability)
        + "}, {\"id\": \"e2\", \"resolve\": \"top\"}";
}

// In exile, linked to Ana's Sisters of Stone Death (607.2a).
const char* const kExiledWithSisters = ", \"zone\": \"exile\", \"exiled_with\": \"sisters\"";

// Ana's Torrent Elemental in `zone`, its third ability (after flying and the attack trigger) activated and resolved.
Playthrough torrentActivatedFrom(const char* zone)
{
    const QByteArray board = test::objectJson("torrent", "Torrent Elemental", zone) + ","
        + test::objectJson("bears", "Grizzly Bears");
    return played(board, activated("torrent", 3));
}

}   // namespace

class TestImpact39b : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 113.6k: an ability whose effect moves its own object out of a zone works only in that zone; here the card
    // is put from exile onto the battlefield tapped, at sorcery speed (602.5d). Written back, the restriction in
    // today's words.
    void torrentElementalReturnsItselfFromExile()
    {
        const AbilityDef* a
            = test::parsedWith(fixtures(), QStringLiteral("Torrent Elemental"), QStringLiteral("from exile"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->restriction, ActivationRestriction::SorcerySpeed);
        QCOMPARE(a->effect.size(), 1);
        const Action& put = a->effect.first();
        QCOMPARE(put.kind, ActionKind::ReturnToBattlefield);
        QVERIFY(put.object);
        QCOMPARE(put.object->ref, Selector::Ref::Self);
        QCOMPARE(put.text, QStringLiteral("exile"));
        QVERIFY(put.tapped);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Torrent Elemental"), 2),
            QStringLiteral("{3}{B/G}{B/G}: Put ~ from exile onto the battlefield tapped. Activate only as a sorcery."));
    }

    // CR 113.6k, 110.2: activated by its owner while the card is in exile, it resolves and the card enters the
    // battlefield tapped under Ana's control.
    void torrentElementalPlayedFromExile()
    {
        const Playthrough p = torrentActivatedFrom(", \"zone\": \"exile\"");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("torrent")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("torrent")));
    }

    // CR 113.6k, 602.2: on the battlefield or in a graveyard the ability doesn't function, so it can't be activated.
    void torrentElementalRefusedOutsideExile()
    {
        const Playthrough onBattlefield = torrentActivatedFrom("");
        QVERIFY(test::refused(onBattlefield, "e1"));
        QVERIFY2(test::eventOutcome(onBattlefield, QStringLiteral("e1")).contains(QStringLiteral("problem 113.6k")),
            qPrintable(test::happened(onBattlefield)));
        QVERIFY(!test::tapped(onBattlefield, QStringLiteral("torrent")));
        const Playthrough inGraveyard = torrentActivatedFrom(", \"zone\": \"graveyard\"");
        QVERIFY(test::eventOutcome(inGraveyard, QStringLiteral("e1")).contains(QStringLiteral("problem 113.6k")));
        QCOMPARE(test::zoneOf(inGraveyard, QStringLiteral("torrent")), Zone::Graveyard);
    }

    // CR 607.2a, 608.2d: "a creature card exiled with ~" is one of the creature cards ~'s own exile linked to it,
    // chosen as the ability resolves; it enters under the ability's controller's control (110.2).
    void sistersReadOneLinkedCreatureCard()
    {
        const AbilityDef* a
            = test::parsedWith(fixtures(), QStringLiteral("Sisters of Stone Death"), QStringLiteral("exiled with"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->effect.size(), 1);
        const Action& put = a->effect.first();
        QCOMPARE(put.kind, ActionKind::ReturnToBattlefield);
        QVERIFY(put.object);
        QCOMPARE(put.object->ref, Selector::Ref::ExiledWithSource);
        QCOMPARE(put.object->types, quint16(CardType::Creature));
        QCOMPARE(put.pick, 1);
        QVERIFY(put.who.isEmpty());
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sisters of Stone Death"), 2),
            QStringLiteral("{2}{B}: Put a creature card exiled with ~ onto the battlefield under your control."));
    }

    // CR 607.2a, 608.2d, 110.2: two of Nico's Grizzly Bears and his Forest were exiled with Ana's Sisters; the Bears
    // she names comes back under her control, the other stays in exile. With no choice, the first linked creature
    // card comes back, never the land card; a creature card exiled by something else is not linked and stays.
    void sistersPlayed()
    {
        const QByteArray board = test::objectJson("sisters", "Sisters of Stone Death") + ","
            + test::objectJson("b1", "Grizzly Bears", kExiledWithSisters, "nico") + ","
            + test::objectJson("b2", "Grizzly Bears", kExiledWithSisters, "nico") + ","
            + test::objectJson("forest", "Forest", kExiledWithSisters, "nico") + ","
            + test::objectJson("other", "Llanowar Elves", ", \"zone\": \"exile\"", "nico");
        const Playthrough chosen = played(board,
            "{\"id\": \"e1\", \"activate\": \"sisters\", \"ability\": 3}, "
            "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"b2\"]}}");
        QVERIFY2(!test::refused(chosen, "e1"), qPrintable(test::happened(chosen)));
        QVERIFY2(test::zoneOf(chosen, QStringLiteral("b2")) == Zone::Battlefield, qPrintable(test::happened(chosen)));
        QCOMPARE(test::charsOf(chosen, QStringLiteral("b2"))->controller, QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(chosen, QStringLiteral("b1")), Zone::Exile);
        QCOMPARE(test::zoneOf(chosen, QStringLiteral("forest")), Zone::Exile);

        const Playthrough first = played(board, activated("sisters", 3));
        QVERIFY2(!test::refused(first, "e1"), qPrintable(test::happened(first)));
        QCOMPARE(int(test::zoneOf(first, QStringLiteral("b1")) == Zone::Battlefield)
                + int(test::zoneOf(first, QStringLiteral("b2")) == Zone::Battlefield),
            1);
        QCOMPARE(test::zoneOf(first, QStringLiteral("forest")), Zone::Exile);

        const QByteArray onlyUnlinked = test::objectJson("sisters", "Sisters of Stone Death") + ","
            + test::objectJson("forest", "Forest", kExiledWithSisters, "nico") + ","
            + test::objectJson("other", "Llanowar Elves", ", \"zone\": \"exile\"", "nico");
        const Playthrough none = played(onlyUnlinked, activated("sisters", 3));
        QVERIFY2(!test::refused(none, "e1"), qPrintable(test::happened(none)));
        QCOMPARE(test::zoneOf(none, QStringLiteral("forest")), Zone::Exile);
        QCOMPARE(test::zoneOf(none, QStringLiteral("other")), Zone::Exile);
    }

    // CR 106.7, 608.2c: the second instruction is done instead of the first when ~ has a +1/+1 counter as the ability
    // resolves: three mana of one type a land Ana controls could produce. Each instruction holds the other's
    // condition negated; the second is written with "that type", the type chosen for the first.
    void incubationDruidAddsThreeManaOfThatTypeInstead()
    {
        const AbilityDef* a
            = test::parsedWith(fixtures(), QStringLiteral("Incubation Druid"), QStringLiteral("that type"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->effect.size(), 2);
        const Action& one = a->effect[0];
        const Action& three = a->effect[1];
        QCOMPARE(one.kind, ActionKind::AddMana);
        QCOMPARE(three.kind, ActionKind::AddMana);
        QCOMPARE(one.mana, Action::Mana::AnyTypeLandsCouldProduce);
        QCOMPARE(three.mana, Action::Mana::AnyTypeLandsCouldProduce);
        QVERIFY(one.amount.n <= 1);
        QCOMPARE(three.amount.n, 3);
        QVERIFY(one.condition && three.condition);
        QVERIFY(one.condition->negated);
        QVERIFY(!three.condition->negated);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Incubation Druid"), 0),
            QStringLiteral("{T}: Add one mana of any type that a land you control could produce. If ~ has a +1/+1 "
                           "counter on it, add three mana of that type instead."));
    }

    // CR 608.2c, 122.1: without a counter the second instruction is left out; with one, the first. The event player
    // keeps no mana pool: which instruction it would do is what its log shows.
    void incubationDruidPlayed()
    {
        const QByteArray activate = activated("druid", 1);
        const Playthrough plain = played(test::objectJson("druid", "Incubation Druid"), activate);
        QVERIFY2(!test::refused(plain, "e1"), qPrintable(test::happened(plain)));
        QCOMPARE(test::manaInsteadLeftOut(plain), 2);
        const Playthrough adapted
            = played(test::objectJson("druid", "Incubation Druid", ", \"counters\": {\"+1/+1\": 3}"), activate);
        QVERIFY2(!test::refused(adapted, "e1"), qPrintable(test::happened(adapted)));
        QCOMPARE(test::manaInsteadLeftOut(adapted), 1);
    }
};

QTEST_GUILESS_MAIN(TestImpact39b)
#include "tst_impact39b.moc"
