// Triggered abilities of round 16 (imptrig16) read from real cards' Oracle text
// (tests/data/import/imptrig16.json) and played by the event player: the older wording of "dies" for
// any permanent ("Whenever a land is put into a graveyard from the battlefield", 700.4), "When ~ enters
// the battlefield or is put into a graveyard from the battlefield", a historic spell (700.6) and a spell
// of the chosen color.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::countersOn;
using test::ptOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig16.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

}   // namespace

class TestImpTrig16 : public QObject {
    Q_OBJECT
private slots:
    void olderDiesIsTheDiesEvent()
    {
        // 700.4: "is put into a graveyard from the battlefield" is "dies", for a land or an artifact too.
        const AbilityDef* egg = parsed(QStringLiteral("Dingus Egg"), 0);
        QVERIFY(egg);
        QCOMPARE(egg->event, TriggerEvent::CreatureDies);
        QVERIFY(egg->eventFilter);
        QCOMPARE(egg->eventFilter->types, quint16(CardType::Land));
        QCOMPARE(egg->effect.value(0).who, QStringLiteral("controller_of_that"));
        const AbilityDef* tablet = parsed(QStringLiteral("Tablet of Epityr"), 0);
        QVERIFY(tablet);
        QCOMPARE(tablet->eventFilter->types, quint16(CardType::Artifact));
        QCOMPARE(tablet->eventFilter->controller, Selector::Who::You);
        const AbilityDef* wellspring = parsed(QStringLiteral("Ichor Wellspring"), 0);
        QVERIFY(wellspring);
        QCOMPARE(wellspring->event, TriggerEvent::SelfEntersOrDies);
        // Round 25: "into your graveyard" is a permanent you own (400.3), the dies event's filter (tst_imptrig25).
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr field = parser.ability(QStringLiteral(
            "Whenever a nontoken creature is put into your graveyard from the battlefield, create a 1/1 white Spirit creature token with flying."));
        QVERIFY(field && field->eventFilter);
        QCOMPARE(field->event, TriggerEvent::CreatureDies);
        QVERIFY(field->eventFilter->ownerYou);
    }

    void historicAndChosenColorSpells()
    {
        const AbilityDef* disciple = parsed(QStringLiteral("Serra Disciple"), 2);
        QVERIFY(disciple);
        QCOMPARE(disciple->event, TriggerEvent::YouCastSpell);
        QVERIFY(disciple->eventFilter);
        QCOMPARE(disciple->eventFilter->anyOf.size(), 3);
        const AbilityDef* knight = parsed(QStringLiteral("Diamond Knight"), 2);
        QVERIFY(knight);
        QCOMPARE(knight->event, TriggerEvent::YouCastSpell);
        QVERIFY(knight->eventFilter && knight->eventFilter->colorChosen);
        const AbilityDef* torque = parsed(QStringLiteral("Jeweled Torque"), 1);
        QVERIFY(torque);
        QCOMPARE(torque->event, TriggerEvent::PlayerCastsSpell);
    }

    void writtenBackWordForWord()
    {
        const struct {
            const char* card;
            const char* words;
            const char* written;
        } cases[] = {
            {"Dingus Egg", "graveyard",
                "Whenever a land is put into a graveyard from the battlefield, ~ deals 2 damage to that land's controller."},
            {"Starfield Mystic", "graveyard",
                "Whenever an enchantment you control is put into a graveyard from the battlefield, put a +1/+1 counter on ~."},
            {"Knucklebone Witch", "graveyard", "Whenever a Goblin you control dies, you may put a +1/+1 counter on ~."},
            {"Ichor Wellspring", "graveyard", "When ~ enters or dies, draw a card."},
            {"Serra Disciple", "historic", "Whenever you cast a historic spell, ~ gets +1/+1 until end of turn."},
            {"Diamond Knight", "chosen color", "Whenever you cast a spell of the chosen color, put a +1/+1 counter on ~."},
        };
        test::checkWrittenBackEach(fixtures(), cases);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    }

    void aLandPutIntoAGraveyard()
    {
        // CR 700.4, 603.2, 603.10a: Nico's Forest goes from the battlefield to the graveyard: Dingus Egg
        // deals 2 damage to that land's controller, Nico. Ana's Mountain moved to her hand, and Nico's
        // Hill Giant put into his graveyard, trigger nothing.
        const QByteArray objects = R"({"id": "egg", "card": "Dingus Egg", "timestamp": 1},
            {"id": "forest", "card": "Forest", "owner": "nico", "timestamp": 2},
            {"id": "mountain", "card": "Mountain", "timestamp": 3},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["forest"], "to": "graveyard"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "move": ["mountain"], "to": "hand"},
            {"id": "e4", "move": ["giant"], "to": "graveyard"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("egg:1")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")), QStringList{});
    }

    void anEnchantmentYouControl()
    {
        // CR 700.4, 603.10a: Ana's Glorious Anthem goes to the graveyard: Starfield Mystic gets a +1/+1
        // counter. Nico's Anthem, not Ana's, triggers nothing.
        const QByteArray objects = R"({"id": "mystic", "card": "Starfield Mystic", "timestamp": 1},
            {"id": "anthem", "card": "Glorious Anthem", "timestamp": 2},
            {"id": "nanthem", "card": "Glorious Anthem", "owner": "nico", "timestamp": 3})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["nanthem"], "to": "graveyard"},
            {"id": "e2", "move": ["anthem"], "to": "graveyard"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("mystic:2")});
        QCOMPARE(countersOn(play, QStringLiteral("mystic"), QStringLiteral("+1/+1")), 1);
    }

    void anArtifactCreatureDiesToo()
    {
        // CR 700.4: Ornithopter (an artifact creature) dies: it is an artifact put into a graveyard from
        // the battlefield, and Fangren Marauder's controller may gain 5 life.
        const QByteArray objects = R"({"id": "marauder", "card": "Fangren Marauder", "timestamp": 1},
            {"id": "thopter", "card": "Ornithopter", "owner": "nico", "timestamp": 2})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "marauder", "to": "thopter", "amount": 2}]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("thopter")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("marauder:1")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 25);
    }

    void entersOrIsPutIntoAGraveyard()
    {
        // CR 603.6a, 603.10a: Ichor Wellspring triggers as it enters and again as it goes to the
        // graveyard from the battlefield; moved to its owner's hand it does not.
        const QByteArray objects = R"({"id": "well", "card": "Ichor Wellspring", "zone": "hand", "timestamp": 1},
            {"id": "well2", "card": "Ichor Wellspring", "timestamp": 2})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["well"], "to": "battlefield"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "move": ["well"], "to": "graveyard"}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "move": ["well2"], "to": "hand"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("well:1")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("well:1")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e5")), QStringList{});
    }

    void aHistoricSpell()
    {
        // CR 700.6, 603.2: Ana casts Ornithopter (an artifact) and then Titania (legendary): Serra
        // Disciple's ability triggers for each, +1/+1 each until end of turn (1/1 becomes 3/3). Hill
        // Giant is neither, and triggers nothing.
        const QByteArray objects = R"({"id": "disciple", "card": "Serra Disciple", "timestamp": 1},
            {"id": "thopter", "card": "Ornithopter", "zone": "hand", "timestamp": 2},
            {"id": "titania", "card": "Titania, Protector of Argoth", "zone": "hand", "timestamp": 3},
            {"id": "giant", "card": "Hill Giant", "zone": "hand", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "thopter"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "cast": "titania"}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "cast": "giant"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("disciple:3")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("disciple:3")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e5")), QStringList{});
        QCOMPARE(ptOf(play, QStringLiteral("disciple")), QStringLiteral("3/3"));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig16)
#include "tst_imptrig16.moc"
