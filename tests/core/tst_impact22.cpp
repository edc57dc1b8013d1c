// Activated abilities read from real cards' Oracle text (tests/data/import/impact22.json), round 22: a
// creature type set on a creature until end of turn ("{R}: Target creature becomes a Coward until end of
// turn."), and a type or a colour that the sentence after an action on the one target gives "it" or "that
// creature" ("That creature becomes a Vampire in addition to its other types.", "It becomes …", "That
// creature becomes black until end of turn."), and "Until end of turn, ~ becomes a Dragon, gets +5/+3, and
// gains flying and trample." or "… gets +1/+0 and becomes an artifact in addition to its other types.";
// a permanent you own or a card in a graveyard put on the bottom of a library ("{T}: Put target permanent
// you own on the bottom of your library."), which the event player now performs; a land the instruction
// before named animated ("Untap target land you control. It becomes a 5/5 Elemental creature with haste.
// It's still a land."); colours added or all of them ("Target permanent becomes blue in addition to its
// other colors until end of turn.", "~ becomes all colors until end of turn."), and "Another target Vehicle
// you control becomes an artifact creature until end of turn.". Each is checked as read, through the card format, and as
// played in the layer engine.
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
    return test::fixtureFile(QStringLiteral("impact22.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool hasSubtype(const Characteristics* c, const char* name)
{
    const auto id = SubtypeRegistry::instance().find(QLatin1String(name));
    return c && id && c->type.subtypes.contains(*id);
}

bool hasKeyword(const Characteristics* c, const char* keyword)
{
    return c && std::any_of(c->abilities.cbegin(), c->abilities.cend(),
               [&](const AbilityInstance& a) { return a.def->isKeyword(QLatin1String(keyword)); });
}

// The continuous effect of the ability's last action, or null.
const ContinuousDef* lastContinuous(const char* card, const char* words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(card), QLatin1String(words));
    if (!a || a->effect.isEmpty() || !a->effect.last().continuous)
        return nullptr;
    return &*a->effect.last().continuous;
}

}   // namespace

class TestImpact22 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 15); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 205.1a, 205.1b, 611.2a: "becomes a Coward" sets the creature types until end of turn; "becomes a
    // Vampire in addition to its other types" adds one, with no end.
    void typeChangesAreRead()
    {
        const ContinuousDef* coward = lastContinuous("Boldwyr Intimidator", "becomes a Coward");
        QVERIFY(coward && coward->ops.size() == 1);
        QCOMPARE(coward->ops.first().kind, Op::Kind::SetSubtypes);
        QCOMPARE(coward->duration, Duration::EndOfTurn);
        const ContinuousDef* vampire = lastContinuous("Captivating Vampire", "Vampire in addition");
        QVERIFY(vampire && vampire->ops.size() == 1);
        QCOMPARE(vampire->ops.first().kind, Op::Kind::AddSubtypes);
        QCOMPARE(vampire->affects->ref, Selector::Ref::Target);
        QCOMPARE(vampire->duration, Duration::Indefinite);
        const ContinuousDef* black = lastContinuous("Singe", "black");
        QVERIFY(black && black->ops.size() == 1);
        QCOMPARE(black->ops.first().kind, Op::Kind::SetColors);
        QCOMPARE(black->duration, Duration::EndOfTurn);
    }

    // CR 205.1a, 613.1d: Dryad Arbor made a Coward loses its creature type Dryad and keeps its land type
    // Forest; Grizzly Bears made a Warrior is no longer a Bear.
    void creatureTypeIsSetInLayerFour()
    {
        const QByteArray board = test::objectJson("boldwyr", "Boldwyr Intimidator") + ","
            + test::objectJson("arbor", "Dryad Arbor", "", "nico") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "boldwyr", "ability": 2, "targets": ["arbor"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "boldwyr", "ability": 3, "targets": ["bears"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* arbor = test::charsOf(play, QStringLiteral("arbor"));
        QVERIFY2(hasSubtype(arbor, "Coward"), qPrintable(test::happened(play)));
        QVERIFY(!hasSubtype(arbor, "Dryad"));
        QVERIFY(hasSubtype(arbor, "Forest"));
        QVERIFY(arbor->type.has(CardType::Land) && arbor->type.has(CardType::Creature));
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        QVERIFY(hasSubtype(bears, "Warrior"));
        QVERIFY(!hasSubtype(bears, "Bear"));
        // CR 514.2: the effect ends in the cleanup step; the Bear is a Bear again.
        const Playthrough later = played(board,
            R"({"id": "e1", "activate": "boldwyr", "ability": 3, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "cleanup"})");
        QVERIFY(hasSubtype(test::charsOf(later, QStringLiteral("bears")), "Bear"));
        QVERIFY(!hasSubtype(test::charsOf(later, QStringLiteral("bears")), "Warrior"));
    }

    // CR 120.3, 205.1b, 611.2a: Olivia Voldaren deals 1 damage to Grizzly Bears, which becomes a Bear
    // Vampire for good, and Olivia gets a +1/+1 counter; the turn's end does not undo the type.
    void oliviaMakesAVampire()
    {
        const QByteArray board
            = test::objectJson("olivia", "Olivia Voldaren") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "olivia", "ability": 2, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "cleanup"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("olivia")), 1);
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        QVERIFY2(hasSubtype(bears, "Vampire"), qPrintable(test::happened(play)));
        QVERIFY(hasSubtype(bears, "Bear"));
    }

    // CR 205.1a, 613.1d, 613.1f, 613.4c: Dragonsoul Knight becomes a Dragon (no longer a Human Knight),
    // a 7/5 with flying and trample besides its first strike, until end of turn.
    void dragonsoulKnightBecomesADragon()
    {
        const Playthrough play = played(test::objectJson("knight", "Dragonsoul Knight"),
            R"({"id": "e1", "activate": "knight", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* knight = test::charsOf(play, QStringLiteral("knight"));
        QVERIFY2(hasSubtype(knight, "Dragon"), qPrintable(test::happened(play)));
        QVERIFY(!hasSubtype(knight, "Human") && !hasSubtype(knight, "Knight"));
        QCOMPARE(test::ptOf(play, QStringLiteral("knight")), QStringLiteral("7/5"));
        QVERIFY(hasKeyword(knight, "Flying") && hasKeyword(knight, "Trample") && hasKeyword(knight, "First strike"));
    }

    // CR 205.1b, 613.1d, 613.4c, 514.2: Thran Forge makes Grizzly Bears a 3/2 artifact creature Bear until
    // end of turn.
    void thranForgeMakesAnArtifact()
    {
        const QByteArray board = test::objectJson("forge", "Thran Forge") + "," + test::objectJson("bears", "Grizzly Bears");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "forge", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        QVERIFY(bears && bears->type.has(CardType::Artifact) && bears->type.has(CardType::Creature));
        QVERIFY(hasSubtype(bears, "Bear"));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("3/2"));
        const Playthrough later = played(board,
            R"({"id": "e1", "activate": "forge", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(later, QStringLiteral("bears"))->type.has(CardType::Artifact));   // 514.2
    }

    // CR 401.4, 115.1: Tel-Jilad Stylus puts Grizzly Bears, which Ana owns, on the bottom of her library,
    // under the card there; a permanent Nico owns is no legal target.
    void stylusPutsAPermanentOnTheBottom()
    {
        const QByteArray board = test::objectJson("stylus", "Tel-Jilad Stylus") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("top", "Elite Vanguard", R"(, "zone": "library")") + ","
            + test::objectJson("hers", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "stylus", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::idsIn(play.finalState, Zone::Library), (QStringList{"top", "bears"}));
        const Playthrough refused = played(board, R"({"id": "e1", "activate": "stylus", "ability": 1, "targets": ["hers"]})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(refused, QStringLiteral("hers")), Zone::Battlefield);
    }

    // CR 401.4, 404.1: Junktroller puts a card from Nico's graveyard on the bottom of Nico's library, its
    // owner's; Epitaph Golem one from Ana's graveyard on the bottom of hers.
    void graveyardCardsGoToTheBottom()
    {
        const QByteArray board = test::objectJson("troller", "Junktroller") + "," + test::objectJson("golem", "Epitaph Golem") + ","
            + test::objectJson("dead", "Grizzly Bears", R"(, "zone": "graveyard")", "nico") + ","
            + test::objectJson("lib", "Elite Vanguard", R"(, "zone": "library")", "nico") + ","
            + test::objectJson("mine", "Elite Vanguard", R"(, "zone": "graveyard")");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "troller", "ability": 2, "targets": ["dead"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "golem", "ability": 1, "targets": ["mine"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("dead")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Library);
        const QStringList library = test::idsIn(play.finalState, Zone::Library);
        QVERIFY2(library.indexOf(QStringLiteral("lib")) < library.indexOf(QStringLiteral("dead")), qPrintable(library.join(' ')));
        const int dead = play.finalState.objectIndex(QStringLiteral("dead"));
        QCOMPARE(play.finalState.objects[dead].owner, QStringLiteral("nico"));
    }

    // CR 122.1a, 205.1b, 611.2a, 613.4b, 613.4c: Waker of the Wilds puts three +1/+1 counters on a Forest,
    // which becomes a 0/0 Elemental creature with haste that is still a Forest: 3/3, for good.
    void wakerAnimatesTheLandForGood()
    {
        const Playthrough play = played(test::objectJson("waker", "Waker of the Wilds") + "," + test::objectJson("forest", "Forest"),
            R"({"id": "e1", "activate": "waker", "ability": 1, "targets": ["forest"], "choices": {"x": 3}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "cleanup"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("forest")), 3);
        const Characteristics* forest = test::charsOf(play, QStringLiteral("forest"));
        QVERIFY2(forest && forest->type.has(CardType::Creature) && forest->type.has(CardType::Land), qPrintable(test::happened(play)));
        QVERIFY(hasSubtype(forest, "Elemental") && hasSubtype(forest, "Forest"));
        QVERIFY(hasKeyword(forest, "Haste"));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("3/3"));
        const AbilityDef* wakeroot = test::parsedWith(fixtures(), QStringLiteral("Wakeroot Elemental"), QStringLiteral("Untap"));
        QVERIFY(wakeroot && wakeroot->effect.size() == 2 && wakeroot->effect[1].continuous);
        QCOMPARE(wakeroot->effect[1].continuous->affects->ref, Selector::Ref::Target);
    }

    // CR 105.2, 105.3, 613.1e, 514.2: Indigo Faerie makes a Bear green and blue, Scrapbasket is all five
    // colours; both until the cleanup step.
    void colorsAddedOrAll()
    {
        const QByteArray board = test::objectJson("faerie", "Indigo Faerie") + "," + test::objectJson("basket", "Scrapbasket")
            + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const QByteArray events = R"({"id": "e1", "activate": "faerie", "ability": 2, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "basket", "ability": 1}, {"id": "e4", "resolve": "top"})";
        const Playthrough play = played(board, events);
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        QVERIFY(bears && bears->colors.has(Color::Blue) && bears->colors.has(Color::Green));
        QCOMPARE(test::charsOf(play, QStringLiteral("basket"))->colors.count(), 5);
        const Playthrough later = played(board, events + R"(, {"id": "e5", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(later, QStringLiteral("bears"))->colors.has(Color::Blue));
        QCOMPARE(test::charsOf(later, QStringLiteral("basket"))->colors.count(), 0);
    }

    // CR 205.1b, 301.7, 613.1d: Peacewalker Colossus makes Consulate Dreadnought an artifact creature
    // (still a Vehicle, its printed 7/11) until end of turn; itself is no legal target ("another").
    void colossusCrewsAnotherVehicle()
    {
        const QByteArray board = test::objectJson("colossus", "Peacewalker Colossus") + ","
            + test::objectJson("dread", "Consulate Dreadnought");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "colossus", "ability": 1, "targets": ["dread"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* dread = test::charsOf(play, QStringLiteral("dread"));
        QVERIFY(dread && dread->type.has(CardType::Creature) && dread->type.has(CardType::Artifact));
        QVERIFY(hasSubtype(dread, "Vehicle"));
        QCOMPARE(test::ptOf(play, QStringLiteral("dread")), QStringLiteral("7/11"));
        QVERIFY(!test::charsOf(play, QStringLiteral("colossus"))->type.has(CardType::Creature));
        const Playthrough self = played(board, R"({"id": "e1", "activate": "colossus", "ability": 1, "targets": ["colossus"]})");
        QVERIFY(!test::eventOutcome(self, QStringLiteral("e1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImpact22)
#include "tst_impact22.moc"
