// Spells and activated abilities read from real cards' Oracle text (tests/data/import/spells10.json),
// round 10: a type or colour chosen as the effect resolves ("~ becomes the creature type of your
// choice until end of turn", "target land becomes the basic land type of your choice …", "… gains
// protection from the color of your choice …"; 608.2d), spells targeted by colour, by "colorless" and
// by "you don't control" ("Counter target red or green spell"), and the tutor of any card ("Search your
// library for a card and put that card into your hand. Then shuffle your library.", Mystical Tutor's
// older wording) and "gets +X/+0 …, where X is its power". Each is checked as read, through the card
// format, and as the event player performs it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spells10.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The characteristics of `id` once every event of `play` is done (the layers applied, 613).
Characteristics charsOf(const Playthrough& play, const char* id)
{
    const Resolution res = LayerEngine::resolve(play.finalState);
    for (int i = 0; i < play.finalState.objects.size(); ++i)
        if (play.finalState.objects[i].id == QLatin1String(id))
            return res.chars[i];
    return {};
}

bool hasSubtype(const Characteristics& c, const char* name)
{
    const auto id = SubtypeRegistry::instance().find(QLatin1String(name));
    return id && c.type.hasSubtype(*id);
}

bool protectedFrom(const Characteristics& c, Color color)
{
    for (const AbilityInstance& a : c.abilities)
        if (a.def && a.def->isKeyword(QStringLiteral("Protection")) && a.def->protectionFrom.has(color))
            return true;
    return false;
}

}   // namespace

class TestImportSpells10 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 17);
    }

    // The card format keeps what was read: the subtypes chosen on resolution, protection from the colour
    // chosen on resolution, spell targets by colour and controller (docs/card-format.md).
    void everyCardReadsBackThroughTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 17);
    }

    void typesOfYourChoiceAreRead()
    {
        const AbilityDef* stalker = parsed(QStringLiteral("Mistform Stalker"), 0);
        QVERIFY(stalker);
        QCOMPARE(stalker->effect.size(), 1);
        const Op& creatureType = stalker->effect[0].continuous->ops.value(0);
        QCOMPARE(creatureType.kind, Op::Kind::SetSubtypes);
        QVERIFY(creatureType.subtypeChosen);
        QCOMPARE(creatureType.cardTypes, quint16(CardType::Creature));
        const AbilityDef* snidd = parsed(QStringLiteral("Sea Snidd"), 0);
        QVERIFY(snidd);
        QCOMPARE(snidd->targets.size(), 1);
        QCOMPARE(snidd->effect[0].continuous->ops.value(0).cardTypes, quint16(CardType::Land));
        const AbilityDef* compass = parsed(QStringLiteral("Navigator's Compass"), 1);
        QVERIFY(compass);
        QCOMPARE(compass->effect[0].continuous->ops.value(0).kind, Op::Kind::AddSubtypes);
    }

    // CR 205.1b, 608.2d: the creature type chosen as the ability resolves replaces Mistform Stalker's
    // creature types until end of turn.
    void creatureTypeOfYourChoiceReplacesItsTypes()
    {
        const Playthrough play = played(R"({"id": "ms", "card": "Mistform Stalker", "timestamp": 1})",
            R"({"id": "e1", "activate": "ms", "ability": 1}, {"id": "e2", "resolve": "top", "choices": {"creature_type": "Elf"}})");
        const Characteristics c = charsOf(play, "ms");
        QVERIFY(hasSubtype(c, "Elf"));
        QVERIFY(!hasSubtype(c, "Illusion"));
    }

    // CR 305.7: a land that becomes the chosen basic land type loses its old land types (and the mana
    // abilities they gave); "in addition to its other types" keeps them.
    void basicLandTypeOfYourChoice()
    {
        const Playthrough play = played(R"({"id": "sn", "card": "Sea Snidd", "timestamp": 1},
            {"id": "f", "card": "Forest", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "activate": "sn", "ability": 1, "targets": ["f"]},
               {"id": "e2", "resolve": "top", "choices": {"land_type": "Island"}})");
        const Characteristics forest = charsOf(play, "f");
        QVERIFY(hasSubtype(forest, "Island"));
        QVERIFY(!hasSubtype(forest, "Forest"));
        // (Plain string literals where a card's name has an apostrophe: moc misreads one in a raw string.)
        const Playthrough compass = played("{\"id\": \"nc\", \"card\": \"Navigator's Compass\", \"timestamp\": 1},"
                                           R"({"id": "f", "card": "Forest", "timestamp": 2})",
            R"({"id": "e1", "activate": "nc", "ability": 2, "targets": ["f"]},
               {"id": "e2", "resolve": "top", "choices": {"land_type": "Swamp"}})");
        const Characteristics both = charsOf(compass, "f");
        QVERIFY(hasSubtype(both, "Swamp"));
        QVERIFY(hasSubtype(both, "Forest"));
    }

    // CR 702.16a, 608.2d: protection from the colour chosen as Shelter resolves; Jareth's own ability too.
    void protectionFromTheColorOfYourChoice()
    {
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "sh", "card": "Shelter", "zone": "hand"}, {"id": "l", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "cast": "sh", "targets": ["b"]}, {"id": "e2", "resolve": "top", "choices": {"color": "red"}})");
        const Characteristics bears = charsOf(play, "b");
        QVERIFY(protectedFrom(bears, Color::Red));
        QVERIFY(!protectedFrom(bears, Color::Blue));
        QCOMPARE(zoneOf(play, "l"), Zone::Hand);   // "Draw a card." as well (608.2c)
        const Playthrough jareth = played(R"({"id": "j", "card": "Jareth, Leonine Titan", "timestamp": 1})",
            R"({"id": "e1", "activate": "j", "ability": 2}, {"id": "e2", "resolve": "top", "choices": {"color": "black"}})");
        QVERIFY(protectedFrom(charsOf(jareth, "j"), Color::Black));
    }

    // CR 613.6 example 1, 608.2d: Wild Mongrel "gets +1/+1 and becomes the color of your choice until end of
    // turn", one effect in layers 5 and 7c, read as the hand-made card is (resources/cards); blue chosen.
    void colorOfYourChoice()
    {
        const AbilityDef* mongrel = parsed(QStringLiteral("Wild Mongrel"), 0);
        QVERIFY(mongrel);
        QCOMPARE(mongrel->effect.size(), 1);
        QVERIFY(mongrel->effect[0].continuous);
        const QVector<Op>& ops = mongrel->effect[0].continuous->ops;
        QCOMPARE(ops.size(), 2);
        QCOMPARE(ops[0].kind, Op::Kind::ModifyPT);
        QCOMPARE(ops[1].kind, Op::Kind::SetColors);
        QVERIFY(ops[1].colorChosen);
        const CardPtr handMade = CardLibrary::builtin().find(QStringLiteral("Wild Mongrel"));
        QVERIFY(handMade);
        QVERIFY(handMade->front.abilities[0]->sameStructure(*mongrel));
        const Playthrough play = played(R"({"id": "dog", "card": "Wild Mongrel", "timestamp": 1},
            {"id": "card", "card": "Island", "zone": "hand"})",
            R"({"id": "e1", "activate": "dog", "ability": 1}, {"id": "e2", "resolve": "top", "choices": {"color": "blue"}})");
        const Characteristics dog = charsOf(play, "dog");
        QVERIFY(dog.colors.has(Color::Blue));
        QVERIFY(!dog.colors.has(Color::Green));
        QCOMPARE(dog.power.value_or(-1), 3);   // 2/2, +1/+1 in layer 7c
        const Playthrough crow = played(R"({"id": "c", "card": "Rainbow Crow", "timestamp": 1})",
            R"({"id": "e1", "activate": "c", "ability": 2}, {"id": "e2", "resolve": "top", "choices": {"color": "red"}})");
        QVERIFY(charsOf(crow, "c").colors.has(Color::Red));
        QVERIFY(!charsOf(crow, "c").colors.has(Color::Blue));
    }

    // CR 608.2h: "Target creature gets +X/+0 until end of turn, where X is its power" (Rush of Blood) reads
    // the target's power as the hand-made Berserk does: a 2/2 becomes a 4/2.
    void pumpByItsPower()
    {
        const AbilityDef* rush = parsed(QStringLiteral("Rush of Blood"), 0);
        QVERIFY(rush);
        QCOMPARE(rush->effect.size(), 1);
        QVERIFY(rush->effect[0].continuous);
        const Op& pump = rush->effect[0].continuous->ops.first();
        QCOMPARE(pump.power->kind, Expr::Kind::PowerOfTarget);
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "rb", "card": "Rush of Blood", "zone": "hand"})",
            R"({"id": "e1", "cast": "rb", "targets": ["b"]}, {"id": "e2", "resolve": "top"})");
        const Characteristics bears = charsOf(play, "b");
        QCOMPARE(bears.power.value_or(-1), 4);
        QCOMPARE(bears.toughness.value_or(-1), 2);
    }

    void spellTargetsAreRead()
    {
        const AbilityDef* flashfreeze = parsed(QStringLiteral("Flashfreeze"), 0);
        QVERIFY(flashfreeze);
        QCOMPARE(flashfreeze->effect[0].kind, ActionKind::CounterSpell);
        QVERIFY(flashfreeze->targets[0].colors.has(Color::Red));
        QVERIFY(flashfreeze->targets[0].colors.has(Color::Green));
        QVERIFY(parsed(QStringLiteral("Ceremonious Rejection"), 0)->targets[0].colorless);
        QCOMPARE(parsed(QStringLiteral("Counterflux"), 1)->targets[0].controller, Selector::Who::NotYou);
        const Selector& griffin = parsed(QStringLiteral("Unyaro Griffin"), 1)->targets[0];
        QVERIFY(griffin.colors.has(Color::Red));
        QCOMPARE(griffin.anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        // "artifact or enchantment spell": Oracle's alphabetical order, which the writer now follows.
        QCOMPARE(parsed(QStringLiteral("Annul"), 0)->targets[0].anyTypes,
            quint16(quint16(CardType::Artifact) | quint16(CardType::Enchantment)));
    }

    // CR 601.2c, 115.1: a target must be of the kind the spell names: Flashfreeze a red or green spell.
    void aSpellTargetOfAnotherColorIsRefused()
    {
        const QByteArray objects = R"({"id": "gg", "card": "Giant Growth", "zone": "hand", "owner": "nico"},
            {"id": "b", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},)"
                                   "{\"id\": \"rr\", \"card\": \"Razaketh's Rite\", \"zone\": \"hand\", \"owner\": \"nico\"},"
                                   R"({"id": "ff", "card": "Flashfreeze", "zone": "hand"})";
        const Playthrough green = played(objects,
            R"({"id": "e1", "cast": "gg", "targets": ["b"]}, {"id": "e2", "cast": "ff", "targets": ["gg"]})");
        QVERIFY(test::eventOutcome(green, QStringLiteral("e2")).isEmpty());
        const Playthrough black = played(objects,
            R"({"id": "e1", "cast": "rr"}, {"id": "e2", "cast": "ff", "targets": ["rr"]})");
        QVERIFY(!test::eventOutcome(black, QStringLiteral("e2")).isEmpty());
    }

    // CR 601.2a, 115.1: "target spell you don't control": its controller's own spell is refused.
    void counterfluxTargetsOnlyAnotherPlayersSpell()
    {
        const QByteArray objects = R"({"id": "mine", "card": "Giant Growth", "zone": "hand"},
            {"id": "theirs", "card": "Giant Growth", "zone": "hand", "owner": "nico"},
            {"id": "b", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "cf", "card": "Counterflux", "zone": "hand"})";
        const Playthrough own = played(objects,
            R"({"id": "e1", "cast": "mine", "targets": ["b"]}, {"id": "e2", "cast": "cf", "targets": ["mine"]})");
        QVERIFY(!test::eventOutcome(own, QStringLiteral("e2")).isEmpty());
        const Playthrough other = played(objects,
            R"({"id": "e1", "cast": "theirs", "targets": ["b"]}, {"id": "e2", "cast": "cf", "targets": ["theirs"]})");
        QVERIFY(test::eventOutcome(other, QStringLiteral("e2")).isEmpty());
    }

    // CR 701.23a: the older tutor wording "… card and reveal that card. Shuffle your library, then put the
    // card on top of it." reads as today's; the card stays in the library (its place there is not modelled).
    void olderTutorWording()
    {
        for (const char* name : {"Mystical Tutor", "Enlightened Tutor"}) {
            const AbilityDef* tutor = parsed(QLatin1String(name), 0);
            QVERIFY2(tutor, name);
            QCOMPARE(tutor->effect.size(), 1);
            QCOMPARE(tutor->effect[0].kind, ActionKind::SearchLibrary);
            QCOMPARE(tutor->effect[0].text, QStringLiteral("top"));
            QVERIFY(tutor->effect[0].reveal);
        }
        const Playthrough play = played("{\"id\": \"mt\", \"card\": \"Mystical Tutor\", \"zone\": \"hand\"},"
                                        R"({"id": "l1", "card": "Lightning Bolt", "zone": "library"})",
            R"({"id": "e1", "cast": "mt"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "l1"), Zone::Library);
        QVERIFY(test::happened(play).contains(QLatin1String("on top of the library")));
    }

    // CR 701.23a: "Search your library for a card" finds any card; the one `choices.objects` names.
    void searchForAnyCard()
    {
        const Playthrough play = played("{\"id\": \"rr\", \"card\": \"Razaketh's Rite\", \"zone\": \"hand\"},"
                                        R"({"id": "l1", "card": "Island", "zone": "library"},
            {"id": "l2", "card": "Lightning Bolt", "zone": "library"})",
            R"({"id": "e1", "cast": "rr"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["l2"]}})");
        QCOMPARE(zoneOf(play, "l2"), Zone::Hand);
        QCOMPARE(zoneOf(play, "l1"), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImportSpells10)
#include "tst_importspells10.moc"
