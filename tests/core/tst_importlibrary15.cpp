// Hands, graveyards and libraries, round 15 (tests/data/import/library15.json): a card put onto the
// battlefield from a hand ("You may put a green creature card from your hand onto the battlefield", the
// scenario's choice naming the card), a card from a graveyard put on top of a library (CR 401.4: "Put
// target creature card from your graveyard on top of your library"), a card from any graveyard put onto
// the battlefield under your control (110.2a: Endless Obedience), and a revealed hand whose chosen card is
// exiled (406.3: "You choose a nonland card from it and exile that card"). The typed structure, the card
// format that keeps it, the words in three languages, and what the event player does.
#include "ImportFixtures.h"
#include "text/RulesText.h"
#include <QTranslator>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::idsIn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("library15.json"));
}

const Action* firstAction(const QString& name, int index, ActionKind kind)
{
    return test::firstAction(fixtures(), name, index, kind);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The Spanish and Italian of this round's templates, as in the translations TSV.
class ZoneTranslator : public QTranslator {
public:
    explicit ZoneTranslator(bool italian) : m_italian(italian) {}
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QByteArray(context) != "RulesText")
            return {};
        static const QHash<QString, QPair<QString, QString>> known = {
            {"put %1 from your hand onto the battlefield",
                {"pon %1 de tu mano en el campo de batalla", "metti %1 dalla tua mano sul campo di battaglia"}},
            {"you may %1", {"puedes %1", "puoi %1"}},
            {"%1 reveals their hand", {"%1 muestra su mano", "%1 rivela la sua mano"}},
            {"you choose %1 from it and exile that card",
                {"eliges %1 de ella y exilias esa carta", "scegli %1 da essa ed esili quella carta"}},
            {"target opponent", {"el oponente objetivo", "un avversario bersaglio"}},
        };
        const auto it = known.constFind(QString::fromUtf8(source));
        return it == known.cend() ? QString() : (m_italian ? it->second : it->first);
    }

private:
    bool m_italian;
};

}   // namespace

class TestImportLibrary15 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 37);
    }

    // The abilities this round reads, each trusted by the round trip (English == Oracle, normalised).
    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("kind");
        const int put = int(ActionKind::ReturnToBattlefield), top = int(ActionKind::PutOnLibrary);
        const int reanimate = int(ActionKind::ReturnFromGraveyard), chosen = int(ActionKind::DiscardChosen);
        QTest::newRow("green creature card, spell") << "Dramatic Entrance" << 0 << put;
        QTest::newRow("second paragraph") << "Lure of Prey" << 1 << put;
        QTest::newRow("land card, {T}") << "Walking Atlas" << 0 << put;
        QTest::newRow("Goblin permanent card") << "Goblin Wizard" << 0 << put;
        QTest::newRow("Minotaur permanent card") << "Didgeridoo" << 0 << put;
        QTest::newRow("Equipment card") << "Stoneforge Mystic" << 1 << put;
        QTest::newRow("after a draw") << "Growth Spiral" << 0 << put;
        QTest::newRow("trigger, Goblin creature card") << "Warren Instigator" << 1 << put;
        QTest::newRow("turned face up") << "Root Elemental" << 1 << put;
        QTest::newRow("a graveyard, under your control") << "Endless Obedience" << 1 << reanimate;
        QTest::newRow("artifact or creature, then shuffle") << "Beacon of Unrest" << 0 << reanimate;
        QTest::newRow("if you do") << "Teneb, the Harvester" << 1 << reanimate;
        QTest::newRow("any card on top") << "Reclaim" << 0 << top;
        QTest::newRow("creature card, {B}") << "Haunted Crossroads" << 0 << top;
        QTest::newRow("creature card, {1}{B}, {T}") << "Volrath's Stronghold" << 1 << top;
        QTest::newRow("enters, you may") << "Mortuary Mire" << 1 << top;
        QTest::newRow("before attackers") << "Hua Tuo, Honored Physician" << 0 << top;
        QTest::newRow("artifact card") << "Academy Ruins" << 1 << top;
        QTest::newRow("nonland, exiled") << "Castigate" << 0 << chosen;
        QTest::newRow("nonland, exiled again") << "Pick the Brain" << 0 << chosen;
        QTest::newRow("enters, exiled") << "Thought-Knot Seer" << 0 << chosen;
        QTest::newRow("exile that card, a sentence") << "Night Terrors" << 0 << chosen;
        QTest::newRow("green or white creature card") << "Lifebane Zombie" << 1 << chosen;
        QTest::newRow("instant or sorcery card") << "Sin Collector" << 0 << chosen;
        const int toHand = int(ActionKind::ReturnToHand);
        QTest::newRow("two target cards") << "Restock" << 0 << toHand;
        QTest::newRow("X target creature cards, battlefield") << "Entreat the Dead" << 0 << reanimate;
        QTest::newRow("X target creature cards, hand") << "Restless Dreams" << 1 << toHand;
        QTest::newRow("up to three with mana value") << "Proclamation of Rebirth" << 0 << reanimate;
        QTest::newRow("and you choose, exile that card") << "Tidehollow Sculler" << 0 << chosen;
        QTest::newRow("and you choose, again") << "Mesmeric Fiend" << 0 << chosen;
        QTest::newRow("a graveyard, owner's hand") << "Disturbing Plot" << 0 << toHand;
        QTest::newRow("artifact or enchantment card, owner's hand") << "Mine Excavation" << 0 << toHand;
        QTest::newRow("a land card from your graveyard, not a target") << "Glowspore Shaman" << 0 << top;
        QTest::newRow("another target, dies") << "Dutiful Attendant" << 0 << toHand;
        QTest::newRow("another target, activated") << "Corpse Hauler" << 0 << toHand;
    }
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, kind);
        QVERIFY(firstAction(card, index, ActionKind(kind)));
    }

    void fromHandStructure()
    {
        // A card of the controller's hand, chosen as the ability resolves; not a target (115.1).
        const AbilityDef* entrance = test::parsedAbility(fixtures(), QStringLiteral("Dramatic Entrance"), 0);
        QVERIFY(entrance);
        QVERIFY(entrance->targets.isEmpty());
        QCOMPARE(entrance->effect.size(), 1);
        const Action& put = entrance->effect.first();
        QCOMPARE(put.kind, ActionKind::ReturnToBattlefield);
        QVERIFY(put.optional);
        QVERIFY(!put.tapped);
        QVERIFY(put.object && !put.object->isRef());
        QCOMPARE(put.object->zone, Zone::Hand);
        QCOMPARE(put.object->types, quint16(CardType::Creature));
        QVERIFY(put.object->colors.has(Color::Green));
        const Action* wizard = firstAction(QStringLiteral("Goblin Wizard"), 0, ActionKind::ReturnToBattlefield);
        QVERIFY(wizard);
        QCOMPARE(wizard->object->word, QStringLiteral("permanent_card"));
    }

    void graveyardStructure()
    {
        // 401.4: the target is a card in your graveyard; it goes on top of your library.
        const AbilityDef* reclaim = test::parsedAbility(fixtures(), QStringLiteral("Reclaim"), 0);
        QVERIFY(reclaim);
        QCOMPARE(reclaim->targets.size(), 1);
        QCOMPARE(reclaim->targets.first().zone, Zone::Graveyard);
        QVERIFY(reclaim->targets.first().ownerYou);
        QCOMPARE(reclaim->effect.first().kind, ActionKind::PutOnLibrary);
        QCOMPARE(reclaim->effect.first().text, QStringLiteral("top"));
        // 110.2a: "put … from a graveyard onto the battlefield under your control" is a return from any
        // graveyard, as Necromantic Summons prints it.
        const AbilityDef* obedience = test::parsedAbility(fixtures(), QStringLiteral("Endless Obedience"), 1);
        const AbilityDef* summons = test::parsedAbility(fixtures(), QStringLiteral("Necromantic Summons"), 0);
        QVERIFY(obedience && summons);
        QVERIFY(!obedience->targets.first().ownerYou);
        QVERIFY(obedience->effect.first() == summons->effect.first());
        QVERIFY(obedience->targets.first() == summons->targets.first());
    }

    void chosenExileStructure()
    {
        // 406.3: the Duress action, its chosen card exiled instead of discarded.
        const Action* castigate = firstAction(QStringLiteral("Castigate"), 0, ActionKind::DiscardChosen);
        QVERIFY(castigate);
        QCOMPARE(castigate->destination, std::optional<Zone>(Zone::Exile));
        QCOMPARE(castigate->object->notTypes, quint16(CardType::Land));
        const Action* terrors = firstAction(QStringLiteral("Night Terrors"), 0, ActionKind::DiscardChosen);
        QVERIFY(terrors && *terrors == *castigate);
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Night Terrors"), QStringLiteral("reveals"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Target player reveals their hand. You choose a nonland card from it and exile that card."));
    }

    void exactlySeveralGraveyardTargets()
    {
        // 115.1, 601.2c: "two target cards" are two alike targets; "X target creature cards" as many as X.
        const AbilityDef* restock = test::parsedAbility(fixtures(), QStringLiteral("Restock"), 0);
        QVERIFY(restock);
        QCOMPARE(restock->targets.size(), 2);
        QCOMPARE(restock->targets[0].zone, Zone::Graveyard);
        QCOMPARE(restock->effect.first().object->ref, Selector::Ref::Targets);
        const AbilityDef* entreat = test::parsedAbility(fixtures(), QStringLiteral("Entreat the Dead"), 0);
        QVERIFY(entreat);
        QCOMPARE(entreat->targets.size(), 1);
        QVERIFY(entreat->targets[0].upToX);
        const AbilityReport* chant = test::reportWith(fixtures(), QStringLiteral("Ghoulcaller's Chant"), QStringLiteral("Zombie"));
        QVERIFY(chant);
        QCOMPARE(chant->status, AbilityStatus::Parsed);
        QVERIFY(chant->written.contains(QStringLiteral("Return two target Zombie cards from your graveyard to your hand.")));
    }

    void cardsUnderstood()
    {
        for (const char* name : {"Dramatic Entrance", "Walking Atlas", "Goblin Wizard", "Didgeridoo", "Stoneforge Mystic",
                 "Growth Spiral", "Warren Instigator", "Endless Obedience", "Beacon of Unrest", "Reclaim",
                 "Haunted Crossroads", "Volrath's Stronghold", "Mortuary Mire", "Hua Tuo, Honored Physician",
                 "Academy Ruins", "Castigate", "Thought-Knot Seer", "Night Terrors", "Lifebane Zombie",
                 "Sin Collector", "Tidehollow Sculler", "Mesmeric Fiend", "Disturbing Plot", "Restock",
                 "Entreat the Dead", "Restless Dreams"}) {
            const ImportedCard* c = test::findCard(fixtures(), QString::fromUtf8(name));
            QVERIFY2(c && c->status == CardStatus::Understood, name);
        }
    }

    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 21);
    }

    void writtenInThreeLanguages()
    {
        const ImportedCard* entrance = test::findCard(fixtures(), QStringLiteral("Dramatic Entrance"));
        const ImportedCard* castigate = test::findCard(fixtures(), QStringLiteral("Castigate"));
        QVERIFY(entrance && castigate);
        const CardFace& e = entrance->card->front;
        const CardFace& c = castigate->card->front;
        for (const bool italian : {false, true}) {
            ZoneTranslator tr(italian);
            QCoreApplication::installTranslator(&tr);
            const QString put = RulesText::ability(*e.abilities.first(), e, e.name);
            const QString chosen = RulesText::ability(*c.abilities.first(), c, c.name);
            QCoreApplication::removeTranslator(&tr);
            QVERIFY2(put.startsWith(italian ? QStringLiteral("Puoi metti") : QStringLiteral("Puedes pon")) || put.contains(
                         italian ? QStringLiteral("dalla tua mano sul campo di battaglia") : QStringLiteral("de tu mano en el campo de batalla")),
                qPrintable(put));
            QVERIFY2(chosen.contains(italian ? QStringLiteral("ed esili quella carta") : QStringLiteral("y exilias esa carta")),
                qPrintable(chosen));
            QVERIFY2(chosen.contains(italian ? QStringLiteral("rivela la sua mano") : QStringLiteral("muestra su mano")),
                qPrintable(chosen));
        }
    }

    // Dramatic Entrance: Ana names Llanowar Elves; the red Boggart Brute is not green, Grizzly Bears stays.
    void theEventPlayerPutsTheChosenCardFromTheHand()
    {
        const Playthrough play = played(R"({"id": "de", "card": "Dramatic Entrance", "zone": "hand"},
            {"id": "brute", "card": "Boggart Brute", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "elves", "card": "Llanowar Elves", "zone": "hand"})",
            R"({"id": "e1", "cast": "de"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["brute", "elves"]}})");
        const GameObject* elves = play.finalState.object(QStringLiteral("elves"));
        QVERIFY(elves);
        QVERIFY2(elves->zone == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(elves->controller, QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("brute")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
    }

    // Without a choice the first green creature card of the hand as listed; declined ("may": false), none.
    void theEventPlayerTakesTheFirstFittingCardOrNone_data()
    {
        QTest::addColumn<QByteArray>("resolve");
        QTest::addColumn<int>("bearsZone");
        QTest::newRow("no choice") << QByteArray(R"({"id": "e2", "resolve": "top"})") << int(Zone::Battlefield);
        QTest::newRow("declined") << QByteArray(R"({"id": "e2", "resolve": "top", "may": false})") << int(Zone::Hand);
    }
    void theEventPlayerTakesTheFirstFittingCardOrNone()
    {
        QFETCH(QByteArray, resolve);
        QFETCH(int, bearsZone);
        const Playthrough play = played(R"({"id": "de", "card": "Dramatic Entrance", "zone": "hand"},
            {"id": "brute", "card": "Boggart Brute", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "elves", "card": "Llanowar Elves", "zone": "hand"})",
            R"({"id": "e1", "cast": "de"}, )" + resolve);
        QVERIFY2(test::zoneOf(play, QStringLiteral("bears")) == Zone(bearsZone), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("elves")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("brute")), Zone::Hand);
    }

    // CR 401.4: Reclaim puts the Bears from Ana's graveyard on top of her library, above the cards listed.
    void theEventPlayerPutsAGraveyardCardOnTop()
    {
        const Playthrough play = played(R"({"id": "reclaim", "card": "Reclaim", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Island", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"})",
            R"({"id": "e1", "cast": "reclaim", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(idsIn(play.finalState, Zone::Library) == (QStringList{"bears", "a", "b"}), qPrintable(test::happened(play)));
    }

    // CR 110.2a: Endless Obedience puts Nico's Bears onto the battlefield under Ana's control; Nico owns it.
    void theEventPlayerReanimatesFromAnyGraveyard()
    {
        const Playthrough play = played(R"({"id": "eo", "card": "Endless Obedience", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "nico"})",
            R"({"id": "e1", "cast": "eo", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QVERIFY2(bears->zone == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(bears->controller, QStringLiteral("ana"));
        QCOMPARE(bears->owner, QStringLiteral("nico"));
    }

    // CR 406.3: Castigate exiles the nonland card Ana chooses from Nico's revealed hand; the Forest stays.
    void theEventPlayerExilesTheChosenCard()
    {
        const Playthrough play = played(R"({"id": "c", "card": "Castigate", "zone": "hand"},
            {"id": "forest", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "c", "targets": ["nico"]}, {"id": "e2", "resolve": "top", "choices": {"objects": ["forest", "bears"]}})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Hand);
    }

    // CR 607.2a: Thought-Knot Seer's exiled card is linked to it, for its leaves-the-battlefield ability.
    void theEventPlayerLinksTheExiledCard()
    {
        const Playthrough play = played(R"({"id": "seer", "card": "Thought-Knot Seer", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "move": ["seer"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
            {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QVERIFY2(bears->zone == Zone::Exile, qPrintable(test::happened(play)));
        QCOMPARE(bears->exiledWith, QStringLiteral("seer"));
    }

    // 115.1: Restock returns both target cards from Ana's graveyard to her hand; the third stays.
    void theEventPlayerReturnsTwoTargetCards()
    {
        const Playthrough play = played(R"({"id": "r", "card": "Restock", "zone": "hand"},
            {"id": "a", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "b", "card": "Forest", "zone": "graveyard"},
            {"id": "c", "card": "Llanowar Elves", "zone": "graveyard"})",
            R"({"id": "e1", "cast": "r", "targets": ["a", "b"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("a")) == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("b")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("c")), Zone::Graveyard);
    }

    // 601.2c: Entreat the Dead with X = 2 returns both creature cards; two targets for an X of 1 are refused.
    void theEventPlayerReturnsXTargetCards()
    {
        const QByteArray objects = R"({"id": "etd", "card": "Entreat the Dead", "zone": "hand"},
            {"id": "a", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "b", "card": "Llanowar Elves", "zone": "graveyard"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "etd", "targets": ["a", "b"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("a")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("b")), Zone::Battlefield);
        const Playthrough wrong = played(objects, R"({"id": "e1", "cast": "etd", "targets": ["a", "b"], "choices": {"x": 1}})");
        QVERIFY2(!test::eventOutcome(wrong, QStringLiteral("e1")).filter(QStringLiteral("problem")).isEmpty(),
            qPrintable(test::happened(wrong)));
    }

    // CR 607.2a: Tidehollow Sculler exiles Nico's nonland card as it enters and gives it back as it leaves.
    void theEventPlayerReturnsTheCardTheScullerExiled()
    {
        const Playthrough play = played(R"({"id": "sc", "card": "Tidehollow Sculler", "zone": "hand"},
            {"id": "forest", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "move": ["sc"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "move": ["sc"], "to": "graveyard"}, {"id": "e4", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QVERIFY2(bears->zone == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(bears->owner, QStringLiteral("nico"));
        QVERIFY(test::happened(play).contains(QStringLiteral("Grizzly Bears is exiled")));
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Hand);
    }

    // Disturbing Plot: the creature card in Nico's graveyard goes to Nico's hand, not Ana's.
    void theEventPlayerReturnsACardToItsOwnersHand()
    {
        const Playthrough play = played(R"({"id": "plot", "card": "Disturbing Plot", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard", "owner": "nico"})",
            R"({"id": "e1", "cast": "plot", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QVERIFY2(bears->zone == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(bears->owner, QStringLiteral("nico"));
    }

    // CR 401.4: Glowspore Shaman mills three, then puts the Island Ana chooses from her graveyard on top.
    void theEventPlayerPutsAChosenGraveyardCardOnTop()
    {
        const Playthrough play = played(R"({"id": "gs", "card": "Glowspore Shaman", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "library"},
            {"id": "b", "card": "Grizzly Bears", "zone": "library"},
            {"id": "c", "card": "Island", "zone": "library"},
            {"id": "d", "card": "Llanowar Elves", "zone": "library"})",
            R"({"id": "e1", "move": ["gs"], "to": "battlefield"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["b", "c"]}})");
        QVERIFY2(idsIn(play.finalState, Zone::Library) == (QStringList{"c", "d"}), qPrintable(test::happened(play)));
        QCOMPARE(idsIn(play.finalState, Zone::Graveyard), (QStringList{"a", "b"}));
        const AbilityDef* shaman = test::parsedAbility(fixtures(), QStringLiteral("Glowspore Shaman"), 0);
        QVERIFY(shaman && shaman->targets.isEmpty());
    }

    // "another target creature card" (115.1): Dutiful Attendant's dies trigger returns the Bears; its own
    // card, in the graveyard with them, is not another one: named as the trigger's target, the event is
    // refused (603.3d) and the Attendant stays on the battlefield.
    void theEventPlayerReturnsAnotherCreatureCard()
    {
        const QByteArray objects = R"({"id": "att", "card": "Dutiful Attendant", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"})";
        const auto dies = [&](const QByteArray& target) {
            return played(objects, R"({"id": "e1", "move": ["att"], "to": "graveyard", "triggers": {"e1.1": {"targets": [")"
                    + target + R"("]}}}, {"id": "e2", "resolve": "top"})");
        };
        Playthrough play = dies("bears");
        QVERIFY2(test::zoneOf(play, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("att")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("att:1")});
        play = dies("att");
        QCOMPARE(test::doneOrRefusal(play).value(0), QStringLiteral("603.3d"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("att")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
    }
};

QTEST_MAIN(TestImportLibrary15)
#include "tst_importlibrary15.moc"
