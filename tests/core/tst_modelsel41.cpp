// Selectors read from real cards' Oracle text (tests/data/import/modelsel41.json), round 41's model values: radiance's
// "target creature and each other creature that shares a color with it" (Wojek Siren, Wojek Embermage, Rally the
// Righteous), the Auras and Equipment attached to an object the ability names (Treefolk Mystic, Scarab of the Unseen,
// Blastfire Bolt, Turn to Slag) and a creature ranked by power (Topple). The built-in White
// Knight, Serra Angel, Boros Swiftblade, Grizzly Bears, Craw Wurm, Colossal Dreadmaw, Gray Ogre, Raging Goblin,
// Ornithopter, Flight, Fear and Bonesplitter are the other cards the scenarios need. The fixture also holds the cards
// the readers do not read yet (Incite Hysteria, Bathe in Light, Porphyry Nodes, Desecrator Hag); round 43 reads
// Crackling Doom and Consecrate // Consume (tst_impspell43).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("modelsel41.json"));
}

// Ana's White Knight, Ornithopter and Raging Goblin; Nico's Serra Angel, Boros Swiftblade and Grizzly Bears.
QByteArray colouredBoard()
{
    return test::objectJson("knight", "White Knight") + "," + test::objectJson("thopter", "Ornithopter") + ","
        + test::objectJson("goblin", "Raging Goblin") + "," + test::objectJson("angel", "Serra Angel", "", "nico") + ","
        + test::objectJson("blade", "Boros Swiftblade", "", "nico") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
}

QByteArray castAt(const char* spell, const char* target, const QByteArray& more = {})
{
    return QByteArray("{\"id\": \"e1\", \"cast\": \"") + spell + "\", \"targets\": [\"" + target + "\"]" + more
        + "}, {\"id\": \"e2\", \"resolve\": \"top\"}";
}

}   // namespace

class TestModelSel41 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(),
            {"Wojek Siren", "Wojek Embermage", "Rally the Righteous", "Treefolk Mystic", "Scarab of the Unseen", "Topple",
                "Blastfire Bolt", "Turn to Slag"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 10);
    }

    // CR 105.4, 608.2h: radiance names the target and every other creature that shares a colour with it as it resolves.
    void radianceIsReadAndWritten()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wojek Siren"), 0),
            QStringLiteral("Target creature and each other creature that shares a color with it get +1/+1 until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wojek Embermage"), 0),
            QStringLiteral("{T}: ~ deals 1 damage to target creature and each other creature that shares a color with it."));
        const AbilityDef* siren = test::parsedAbility(fixtures(), QStringLiteral("Wojek Siren"), 0);
        QVERIFY(siren && siren->targets.size() == 1 && siren->effect.size() == 1 && siren->effect[0].continuous);
        const Selector& group = *siren->effect[0].continuous->affects;
        QVERIFY(group.sharesColorWithTarget);
        QCOMPARE(group.types, quint16(CardType::Creature));
        QCOMPARE(group.controller, Selector::Who::Any);
    }

    // CR 105.4, 611.2c: Wojek Siren on Ana's White Knight: Nico's white Serra Angel and white-and-red Boros Swiftblade
    // get +1/+1 too; the green Bears and the colorless Ornithopter don't. On the Ornithopter, only it does: a colorless
    // object shares no colour.
    void wojekSirenPumpsThoseSharingAColor()
    {
        const QByteArray board = colouredBoard() + "," + test::objectJson("siren", "Wojek Siren", ", \"zone\": \"hand\"");
        const Playthrough white = test::playScenario(fixtures(), board, castAt("siren", "knight"));
        QVERIFY2(test::ptOf(white, QStringLiteral("knight")) == QLatin1String("3/3"), qPrintable(test::happened(white)));
        QCOMPARE(test::ptOf(white, QStringLiteral("angel")), QStringLiteral("5/5"));
        QCOMPARE(test::ptOf(white, QStringLiteral("blade")), QStringLiteral("2/3"));
        QCOMPARE(test::ptOf(white, QStringLiteral("bears")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(white, QStringLiteral("thopter")), QStringLiteral("0/2"));
        const Playthrough colorless = test::playScenario(fixtures(), board, castAt("siren", "thopter"));
        QVERIFY2(test::ptOf(colorless, QStringLiteral("thopter")) == QLatin1String("1/3"), qPrintable(test::happened(colorless)));
        QCOMPARE(test::ptOf(colorless, QStringLiteral("knight")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(colorless, QStringLiteral("angel")), QStringLiteral("4/4"));
    }

    // CR 105.4, 120.3, 704.5g: Wojek Embermage at Nico's red Gray Ogre deals 1 damage to it, to Ana's red Raging Goblin
    // (which dies), to Nico's red-and-white Boros Swiftblade and to the red Embermage itself; not to the green Bears.
    void wojekEmbermageDamagesThoseSharingAColor()
    {
        const QByteArray board = colouredBoard() + "," + test::objectJson("mage", "Wojek Embermage") + ","
            + test::objectJson("ogre", "Gray Ogre", "", "nico");
        const Playthrough p = test::playScenario(fixtures(), board,
            "{\"id\": \"e1\", \"activate\": \"mage\", \"ability\": 1, \"targets\": [\"ogre\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::damageOn(p, QStringLiteral("ogre")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("blade")), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("mage")), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("knight")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("goblin")), Zone::Graveyard);
    }

    // CR 105.4, 611.2c: Rally the Righteous untaps the White Knight and Nico's white creatures and gives them +2/+0; the
    // tapped green Bears stays tapped. "Those creatures" is written "They", as the round trip compares it (War Flare's).
    void rallyTheRighteousUntapsAndPumps()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rally the Righteous"), 0),
            QStringLiteral("Untap target creature and each other creature that shares a color with it. They get +2/+0 until end "
                           "of turn."));
        const QByteArray board = test::objectJson("knight", "White Knight", ", \"tapped\": true") + ","
            + test::objectJson("angel", "Serra Angel", ", \"tapped\": true", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears", ", \"tapped\": true", "nico") + ","
            + test::objectJson("rally", "Rally the Righteous", ", \"zone\": \"hand\"");
        const Playthrough p = test::playScenario(fixtures(), board, castAt("rally", "knight"));
        QVERIFY2(!test::tapped(p, QStringLiteral("knight")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("angel")));
        QVERIFY(test::tapped(p, QStringLiteral("bears")));
        QCOMPARE(test::ptOf(p, QStringLiteral("knight")), QStringLiteral("4/2"));
        QCOMPARE(test::ptOf(p, QStringLiteral("angel")), QStringLiteral("6/4"));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 303.4, 509.1h, 603.2: Ana's Treefolk Mystic attacks and becomes blocked by Nico's Bears, enchanted with Flight:
    // the Flight is destroyed; the Fear on Ana's White Knight stays.
    void treefolkMysticDestroysTheBlockersAuras()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Treefolk Mystic"), 0),
            QStringLiteral("Whenever ~ blocks or becomes blocked by a creature, destroy all Auras attached to that creature."));
        const AbilityDef* mystic = test::parsedAbility(fixtures(), QStringLiteral("Treefolk Mystic"), 0);
        QVERIFY(mystic && mystic->effect.size() == 1 && mystic->effect[0].object);
        QCOMPARE(mystic->effect[0].object->attachedTo, Selector::Ref::It);
        const QByteArray board = test::objectJson("mystic", "Treefolk Mystic") + "," + test::objectJson("knight", "White Knight")
            + "," + test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("flight", "Flight", ", \"attached_to\": \"bears\"", "nico") + ","
            + test::objectJson("fear", "Fear", ", \"attached_to\": \"knight\"");
        const Playthrough p = test::playScenario(fixtures(), board,
            "{\"id\": \"e1\", \"attack\": {\"mystic\": \"nico\"}}, {\"id\": \"e2\", \"block\": {\"bears\": [\"mystic\"]}}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("flight")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("fear")), Zone::Battlefield);
    }

    // CR 303.4, 400.3: Scarab of the Unseen at Ana's Bears returns its Auras to their owners' hands (Nico's Flight to his,
    // Ana's Fear to hers); the Flight on Nico's Bears stays.
    void scarabReturnsTheTargetsAuras()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Scarab of the Unseen"), 0),
            QStringLiteral("{T}, Sacrifice ~: Return all Auras attached to target permanent you own to their owners' hands. At the "
                           "beginning of the next upkeep, draw a card."));
        const QByteArray board = test::objectJson("scarab", "Scarab of the Unseen") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("flight", "Flight", ", \"attached_to\": \"bears\"", "nico") + ","
            + test::objectJson("fear", "Fear", ", \"attached_to\": \"bears\"") + ","
            + test::objectJson("other", "Flight", ", \"attached_to\": \"theirs\"", "nico");
        const Playthrough p = test::playScenario(fixtures(), board,
            "{\"id\": \"e1\", \"activate\": \"scarab\", \"ability\": 1, \"targets\": [\"bears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("flight")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("fear")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("other")), Zone::Battlefield);
        QVERIFY(test::idsIn(p.finalState, Zone::Hand).contains(QStringLiteral("flight")));
        const GameObject* flight = nullptr;
        for (const GameObject& o : p.finalState.objects)
            if (o.id == QLatin1String("flight"))
                flight = &o;
        QVERIFY(flight && flight->owner == QLatin1String("nico"));
    }

    // CR 301.5, 608.2b: Blastfire Bolt deals 5 damage to Nico's Colossal Dreadmaw, which survives, and destroys the
    // Bonesplitter attached to it; the Bonesplitter on Ana's Bears stays.
    void blastfireBoltDestroysTheTargetsEquipment()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Blastfire Bolt"), 0),
            QStringLiteral("~ deals 5 damage to target creature. Destroy all Equipment attached to that creature."));
        const AbilityDef* bolt = test::parsedAbility(fixtures(), QStringLiteral("Turn to Slag"), 0);
        QVERIFY(bolt && bolt->effect.size() == 2 && bolt->effect[1].object);
        QCOMPARE(bolt->effect[1].object->attachedTo, Selector::Ref::Target);
        const QByteArray board = test::objectJson("dreadmaw", "Colossal Dreadmaw", "", "nico") + ","
            + test::objectJson("split", "Bonesplitter", ", \"attached_to\": \"dreadmaw\"", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("mine", "Bonesplitter", ", \"attached_to\": \"bears\"")
            + "," + test::objectJson("bolt", "Blastfire Bolt", ", \"zone\": \"hand\"");
        const Playthrough p = test::playScenario(fixtures(), board, castAt("bolt", "dreadmaw"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("split")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("dreadmaw")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("dreadmaw")), 5);
        QCOMPARE(test::zoneOf(p, QStringLiteral("mine")), Zone::Battlefield);
    }

    // CR 208.1, 115.1: Topple may target only a creature with the greatest power on the battlefield: not the Bears
    // while the Craw Wurm is there; the Wurm is exiled.
    void toppleTargetsOnlyTheGreatest()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Topple"), 0),
            QStringLiteral("Exile target creature with the greatest power among creatures on the battlefield."));
        const QByteArray board = test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("wurm", "Craw Wurm", "", "nico") + "," + test::objectJson("topple", "Topple", ", \"zone\": \"hand\"");
        QVERIFY(test::refused(test::playScenario(fixtures(), board, castAt("topple", "bears")), "e1"));
        const Playthrough p = test::playScenario(fixtures(), board, castAt("topple", "wurm"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestModelSel41)
#include "tst_modelsel41.moc"
