// Activated abilities read from real cards' Oracle text (tests/data/import/activated-abilities.json):
// "Return ~ from your graveyard to your hand / to the battlefield [tapped]", an ability that works only while its card is in a
// graveyard (113.6k); "Put ~ on top of its owner's library"; "Untap another target permanent" (a
// target other than the source); "Remove a +1/+1 counter from a creature you control" (a cost); "Add one mana of the chosen color". Each is checked as read, as the card format keeps it, and as the
// event player performs it (or names it not performed).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
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
    return test::fixtureFile(QStringLiteral("activated-abilities.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImportActivated : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 17);
    }

    void graveyardReturnIsRead()
    {
        // 113.6k: the effect moves the card itself out of the graveyard.
        const AbilityDef* skeleton = parsed(QStringLiteral("Sanitarium Skeleton"), 0);
        QVERIFY(skeleton);
        QCOMPARE(skeleton->kind, AbilityDef::Kind::Activated);
        QCOMPARE(skeleton->effect.size(), 1);
        QCOMPARE(skeleton->effect[0].kind, ActionKind::ReturnToHand);
        QCOMPARE(skeleton->effect[0].object->ref, Selector::Ref::Self);
        QCOMPARE(skeleton->effect[0].text, QStringLiteral("graveyard"));
        QVERIFY(skeleton->targets.isEmpty());
        const AbilityDef* hammer = parsed(QStringLiteral("Hammer of Bogardan"), 1);
        QVERIFY(hammer);
        QCOMPARE(hammer->restriction, ActivationRestriction::DuringYourUpkeep);
        QCOMPARE(hammer->effect[0].text, QStringLiteral("graveyard"));
        const AbilityDef* skaab = parsed(QStringLiteral("Stitchwing Skaab"), 1);
        QVERIFY(skaab);
        QCOMPARE(skaab->effect[0].kind, ActionKind::ReturnToBattlefield);
        QCOMPARE(skaab->effect[0].object->ref, Selector::Ref::Self);
        QCOMPARE(skaab->effect[0].text, QStringLiteral("graveyard"));
        QVERIFY(skaab->effect[0].tapped);
        const AbilityDef* kuldotha = parsed(QStringLiteral("Kuldotha Phoenix"), 2);
        QVERIFY(kuldotha);
        QVERIFY(!kuldotha->effect[0].tapped);
        QCOMPARE(kuldotha->restriction, ActivationRestriction::DuringYourUpkeep);
        const AbilityDef* jaguar = parsed(QStringLiteral("Vivien's Jaguar"), 1);
        QVERIFY(jaguar);
        QVERIFY(jaguar->condition.has_value());
        // Another graveyard than "your" is not this form. Since round 19 a triggered ability is read as
        // one too: it triggers only while its card is in a graveyard (113.6m, tst_imptrig19).
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("{2}: Return ~ from a graveyard to your hand.")));
        const AbilityPtr trigger = parser.ability(QStringLiteral("At the beginning of your upkeep, return ~ from your graveyard to your hand."));
        QVERIFY(trigger && !trigger->effect.isEmpty());
        QCOMPARE(trigger->effect[0].text, QStringLiteral("graveyard"));
    }

    void libraryTopAndAnotherTargetAreRead()
    {
        const AbilityDef* hope = parsed(QStringLiteral("Soaring Hope"), 3);
        QVERIFY(hope);
        QCOMPARE(hope->effect[0].kind, ActionKind::PutOnLibrary);
        QCOMPARE(hope->effect[0].object->ref, Selector::Ref::Self);
        QCOMPARE(hope->effect[0].text, QStringLiteral("top"));
        const AbilityDef* tine = parsed(QStringLiteral("Unbender Tine"), 0);
        QVERIFY(tine);
        QCOMPARE(tine->effect[0].kind, ActionKind::Untap);
        QCOMPARE(tine->targets.size(), 1);
        QVERIFY(tine->targets[0].other);
        const AbilityDef* key = parsed(QStringLiteral("Manifold Key"), 0);
        QVERIFY(key);
        QVERIFY(key->targets[0].other);
        QCOMPARE(key->targets[0].types, quint16(CardType::Artifact));
        // "another" of a player or of "any target" has no source to differ from: left unread.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("{T}: ~ deals 1 damage to another target player.")));
    }

    void countersFromAnotherPermanentAreRead()
    {
        const AbilityDef* quill = parsed(QStringLiteral("Quillspike"), 0);
        QVERIFY(quill);
        QCOMPARE(quill->costParts.size(), 2);
        const CostPart& remove = quill->costParts[1];
        QCOMPARE(remove.kind, CostKind::RemoveCounters);
        QCOMPARE(remove.counterKind, QStringLiteral("-1/-1"));
        QCOMPARE(remove.amount, 1);
        QVERIFY(remove.card);
        QCOMPARE(remove.card->types, quint16(CardType::Creature));
        QCOMPARE(remove.card->controller, Selector::Who::You);
        // Spike Rogue has both: from itself (no `card`) and from a creature you control.
        const AbilityDef* own = parsed(QStringLiteral("Spike Rogue"), 1);
        const AbilityDef* any = parsed(QStringLiteral("Spike Rogue"), 2);
        QVERIFY(own && any);
        QVERIFY(!own->costParts[1].card);
        QVERIFY(any->costParts[1].card);
    }

    void manaOfTheChosenColorIsRead()
    {
        // 106.1: Sol Grail's mana is of the colour chosen as it entered (614.12).
        const AbilityDef* grail = parsed(QStringLiteral("Sol Grail"), 1);
        QVERIFY(grail);
        QCOMPARE(grail->effect.size(), 1);
        QCOMPARE(grail->effect[0].kind, ActionKind::AddMana);
        QCOMPARE(grail->effect[0].mana, Action::Mana::ChosenColor);
        const AbilityDef* choice = parsed(QStringLiteral("Sol Grail"), 0);
        QVERIFY(choice);
        QCOMPARE(choice->replacement.choose, std::optional<ChoiceKind>(ChoiceKind::Color));
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 17);
    }

    void graveyardAbilityReturnsTheCard()
    {
        // 113.6k, 602.2: Ana activates Sanitarium Skeleton's ability from her graveyard; it returns to her hand.
        const Playthrough play = played(R"({"id": "sk", "card": "Sanitarium Skeleton", "zone": "graveyard"})",
            R"({"id": "e1", "activate": "sk", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        QCOMPARE(zoneOf(play, "sk"), Zone::Hand);
    }

    void graveyardAbilityPutsTheCardOntoTheBattlefield()
    {
        // 113.6k: Stitchwing Skaab returns from Ana's graveyard to the battlefield tapped, under her
        // control (the ability's controller, 110.2); its mana is taken as paid, its "Discard two cards"
        // discards the two cards of her hand (602.2b).
        const Playthrough play = played(R"({"id": "sk", "card": "Stitchwing Skaab", "zone": "graveyard"},
            {"id": "c1", "card": "Grizzly Bears", "zone": "hand"}, {"id": "c2", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "activate": "sk", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        QCOMPARE(zoneOf(play, "c1"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "c2"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "sk"), Zone::Battlefield);
        QVERIFY(play.finalState.object(QStringLiteral("sk"))->tapped);
        QCOMPARE(play.finalState.object(QStringLiteral("sk"))->controller, QStringLiteral("ana"));
        // On the battlefield the same ability does not function.
        const Playthrough there = played(R"({"id": "sk", "card": "Stitchwing Skaab", "timestamp": 1})",
            R"({"id": "e1", "activate": "sk", "ability": 2})");
        QCOMPARE(test::eventOutcome(there, QStringLiteral("e1")).value(0), QStringLiteral("problem 113.6k"));
    }

    void graveyardAbilityIsRefusedOnTheBattlefield()
    {
        // 113.6k: the same ability of the Skeleton on the battlefield does not function.
        const Playthrough play = played(R"({"id": "sk", "card": "Sanitarium Skeleton", "timestamp": 1})",
            R"({"id": "e1", "activate": "sk", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")).value(0), QStringLiteral("problem 113.6k"));
        QCOMPARE(zoneOf(play, "sk"), Zone::Battlefield);
        // Nor in a hand.
        const Playthrough hand = played(R"({"id": "sk", "card": "Sanitarium Skeleton", "zone": "hand"})",
            R"({"id": "e1", "activate": "sk", "ability": 1})");
        QCOMPARE(test::eventOutcome(hand, QStringLiteral("e1")).value(0), QStringLiteral("problem 113.6k"));
    }

    void aCardThatLeftTheGraveyardStaysWhereItWent()
    {
        // 400.7: the Phoenix exiled in response is a new object; the ability does not fetch it from exile.
        const Playthrough play = played(R"({"id": "ph", "card": "Firewing Phoenix", "zone": "graveyard"})",
            R"({"id": "e1", "activate": "ph", "ability": 2}, {"id": "e2", "move": ["ph"], "to": "exile"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "ph"), Zone::Exile);
        // Nor from the battlefield, where it went in response: the ability works on the graveyard card only.
        const Playthrough back = played(R"({"id": "ph", "card": "Firewing Phoenix", "zone": "graveyard"})",
            R"({"id": "e1", "activate": "ph", "ability": 2}, {"id": "e2", "move": ["ph"], "to": "battlefield"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(zoneOf(back, "ph"), Zone::Battlefield);
    }

    void anotherTargetIsNotTheSource()
    {
        // "another target": Unbender Tine itself is not a legal target; an activation naming it is
        // refused (602.2b), so its {T} cost is never paid. It untaps the Bears.
        const QByteArray objects = R"({"id": "tine", "card": "Unbender Tine", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "tapped": true})";
        Playthrough play = played(objects, R"({"id": "e1", "activate": "tine", "ability": 1, "targets": ["tine"]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QVERIFY(!play.finalState.object(QStringLiteral("tine"))->tapped);
        // Left to choose, the event player picks the Bears, never the Tine.
        play = played(objects, R"({"id": "e1", "activate": "tine", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY(!play.finalState.object(QStringLiteral("bears"))->tapped);
        play = played(objects, R"({"id": "e1", "activate": "tine", "ability": 1, "targets": ["bears"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY(!play.finalState.object(QStringLiteral("bears"))->tapped);
        QVERIFY(play.finalState.object(QStringLiteral("tine"))->tapped);
    }

    void countersFromAnotherPermanentMustBeThere()
    {
        // 602.2b, 118.3: with no creature of Ana's carrying a +1/+1 counter, Shapers of Nature's draw
        // can't be activated; with the Bears carrying one, it can, and Ana draws.
        const QByteArray shapers = R"({"id": "sh", "card": "Shapers of Nature", "timestamp": 1},
            {"id": "lib", "card": "Island", "zone": "library"},)";
        Playthrough play = played(shapers + R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 3, "owner": "nico", "counters": {"+1/+1": 1}})",
            R"({"id": "e1", "activate": "sh", "ability": 2})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")).value(0), QStringLiteral("problem 602.2b"));
        play = played(shapers + R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "counters": {"+1/+1": 1}})",
            R"({"id": "e1", "activate": "sh", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        QCOMPARE(zoneOf(play, "lib"), Zone::Hand);
    }

    void libraryTopIsPerformed()
    {
        // 401.4 (round 22): Thalakos Mistfolk is put on top of its owner's library, above the card there
        // (a scenario lists a library from the top).
        const Playthrough play = played(R"({"id": "mist", "card": "Thalakos Mistfolk", "timestamp": 1},
            {"id": "lib", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "activate": "mist", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::idsIn(play.finalState, Zone::Library), (QStringList{"mist", "lib"}));
    }
};

QTEST_GUILESS_MAIN(TestImportActivated)
#include "tst_importactivated.moc"
