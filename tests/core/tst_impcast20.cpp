// Round 20's "can't cast" restrictions of players, read from real cards' Oracle text
// (tests/data/import/impcast20.json) and played (101.2: a "can't" wins over a "can"; 601.3): for the
// turn, of a resolving spell or ability ("Your opponents can't cast spells this turn": Silence, Mandate
// of Peace; "Target player can't cast creature spells this turn": Cease-Fire; Ranger-Captain of Eos;
// Xantid Swarm's "defending player"), ended by the cleanup step (514.2); and of static abilities
// ("Your opponents can't cast spells of the chosen color": Iona; "You can't cast noncreature spells":
// Nullhide Ferox; "As long as ~ is attacking, defending player can't cast spells": Wardscale Dragon;
// "Enchanted creature's controller can't cast creature spells": Brand of Ill Omen); and the rules of one spell each turn, read before and performed since this round
// (Rule of Law, Yawgmoth's Agenda).
#include "ImportFixtures.h"
#include "TranslatedAbilities.h"
#include "WrittenBack.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impcast20.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Lightning Bolt (red instant) and Grizzly Bears (green creature) in each player's hand.
const QByteArray kHands = R"({"id": "abolt", "card": "Lightning Bolt", "owner": "ana", "zone": "hand"},
    {"id": "abears", "card": "Grizzly Bears", "owner": "ana", "zone": "hand"},
    {"id": "nbolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
    {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
    {"id": "ngrowth", "card": "Giant Growth", "owner": "nico", "zone": "hand"})";

// The Spanish and Italian of this round's templates, as in the translations TSV, and the words they
// take (a table's source carries no comment, so Silence alone: its spells have no classifier).
const test::TranslationTable kTemplates = {
    {"your opponents can't cast %1", {"tus oponentes no pueden lanzar %1", "i tuoi avversari non possono lanciare %1"}},
    {"spells", {"hechizos", "magie"}},
    {"%1 this turn", {"%1 este turno", "%1 questo turno"}},
};

}   // namespace

class TestImpCast20 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 12);
        int understood = 0;
        for (const ImportedCard& c : fixtures().cards)
            understood += c.status == CardStatus::Understood ? 1 : 0;
        // Not read: Mandate of Peace's end of combat, Nullhide Ferox's discard, Yawgmoth's Agenda's graveyard,
        // Gisela's meld.
        QCOMPARE(understood, 8);
    }

    // The cards fully understood go through the card format and read back the same.
    void cardFormatKeepsTheCards()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 8);
    }

    // Each restriction is parsed and written back as the Oracle text says it.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("Silence") << "Silence" << 0 << "Your opponents can't cast spells this turn.";
        QTest::newRow("Mandate of Peace") << "Mandate of Peace" << 1 << "Your opponents can't cast spells this turn.";
        QTest::newRow("Cease-Fire") << "Cease-Fire" << 0 << "Target player can't cast creature spells this turn.";
        QTest::newRow("Ranger-Captain of Eos") << "Ranger-Captain of Eos" << 1
                                               << "Sacrifice ~: Your opponents can't cast noncreature spells this turn.";
        QTest::newRow("Xantid Swarm") << "Xantid Swarm" << 1
                                      << "Whenever ~ attacks, defending player can't cast spells this turn.";
        QTest::newRow("Iona") << "Iona, Shield of Emeria" << 2 << "Your opponents can't cast spells of the chosen color.";
        QTest::newRow("Nullhide Ferox") << "Nullhide Ferox" << 1 << "You can't cast noncreature spells.";
        QTest::newRow("Wardscale Dragon") << "Wardscale Dragon" << 1
                                          << "As long as ~ is attacking, defending player can't cast spells.";
        QTest::newRow("Brand of Ill Omen") << "Brand of Ill Omen" << 2
                                           << "Enchanted creature's controller can't cast creature spells.";
        // Brisela, Voice of Nightmares, Gisela's melded face (202.3: mana value, once converted mana cost).
        QTest::newRow("Brisela") << "Gisela, the Broken Blade" << 8
                                 << "Your opponents can't cast spells with mana value 3 or less.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        test::checkWrittenBackAt(fixtures(), card, index, written);
    }

    // The rule and its spells: a player's rule for the turn with the players in its filter.
    void structure()
    {
        const AbilityDef* cease = test::parsedAbility(fixtures(), QStringLiteral("Cease-Fire"), 0);
        QVERIFY(cease && cease->effect.size() == 1 && cease->effect[0].continuous);
        const ContinuousDef& c = *cease->effect[0].continuous;
        QCOMPARE(c.duration, Duration::EndOfTurn);
        QCOMPARE(c.ops.size(), 1);
        QCOMPARE(c.ops[0].kind, Op::Kind::PlayerRule);
        QCOMPARE(c.ops[0].rule, RuleName::CantBeCast);
        QVERIFY(c.ops[0].filter);
        QCOMPARE(c.ops[0].filter->whose, QStringLiteral("target_player"));
        QCOMPARE(c.ops[0].filter->types, quint16(CardType::Creature));
        QCOMPARE(cease->targets.size(), 1);
        const AbilityDef* ferox = test::parsedAbility(fixtures(), QStringLiteral("Nullhide Ferox"), 1);
        QVERIFY(ferox && ferox->ops.size() == 1 && ferox->ops[0].filter);
        QCOMPARE(ferox->ops[0].rule, RuleName::CantBeCast);
        QCOMPARE(ferox->ops[0].filter->controller, Selector::Who::You);
        QCOMPARE(ferox->ops[0].filter->notTypes, quint16(CardType::Creature));
    }

    // The sentence in Spanish and Italian.
    void writtenInThreeLanguages()
    {
        test::checkWrittenInSpanishAndItalian(fixtures(), kTemplates,
            {{"Silence", 0, "Tus oponentes no pueden lanzar hechizos este turno.",
                "I tuoi avversari non possono lanciare magie questo turno."}});
    }

    // CR 101.2, 601.3: Silence resolved, Nico can't cast his Bolt, Ana casts hers; CR 514.2: in Nico's
    // own turn the rule is gone and his Bolt is cast.
    void silenceForTheTurn()
    {
        const Playthrough p = played(QByteArray(R"({"id": "silence", "card": "Silence", "owner": "ana", "zone": "hand"},)")
                + kHands,
            R"({"id": "e1", "cast": "silence"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "nbolt", "targets": ["ana"]}, {"id": "e4", "cast": "abolt", "targets": ["nico"]},
               {"id": "e5", "resolve": "top"}, {"id": "e6", "begin": "untap"},
               {"id": "e7", "cast": "nbolt", "targets": ["ana"]}, {"id": "e8", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(p),
            QStringList({"done", "done", "601.3", "done", "done", "done", "done", "done"}));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 17);
    }

    // CR 101.2: Cease-Fire on Nico: his creature spell can't be cast, his instant can; Ana's creature
    // spell can, and with Ana the target, only Nico's is.
    void ceaseFireCreatureSpellsOfTargetPlayer()
    {
        const Playthrough p = played(QByteArray(R"({"id": "cease", "card": "Cease-Fire", "owner": "ana", "zone": "hand"},)")
                + kHands,
            R"({"id": "e1", "cast": "cease", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "nbears"}, {"id": "e4", "cast": "nbolt", "targets": ["ana"]},
               {"id": "e5", "cast": "abears"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"done", "done", "601.3", "done", "done"}));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Hand);
        // CR 514.2: in Nico's turn the effect is gone, and his Bears are cast.
        const Playthrough next = played(QByteArray(R"({"id": "cease", "card": "Cease-Fire", "owner": "ana", "zone": "hand"},)")
                + kHands,
            R"({"id": "e1", "cast": "cease", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "cast": "nbears"})");
        QCOMPARE(test::doneOrRefusal(next), QStringList({"done", "done", "done", "done"}));
        QCOMPARE(test::zoneOf(next, QStringLiteral("nbears")), Zone::Stack);
        // Cast on Ana instead, Nico's Bears are cast and Ana's are not.
        const Playthrough ana = played(QByteArray(R"({"id": "cease", "card": "Cease-Fire", "owner": "ana", "zone": "hand"},)")
                + kHands,
            R"({"id": "e1", "cast": "cease", "targets": ["ana"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "nbears"}, {"id": "e4", "cast": "abears"})");
        QCOMPARE(test::doneOrRefusal(ana), QStringList({"done", "done", "done", "601.3"}));
    }

    // CR 101.2, 601.3: Ranger-Captain sacrificed, Nico's noncreature spell can't be cast, his creature
    // spell can; the rule outlives its source, which was sacrificed to make it.
    void rangerCaptainNoncreatureSpells()
    {
        const Playthrough p = played(QByteArray(R"({"id": "ranger", "card": "Ranger-Captain of Eos", "timestamp": 1},)")
                + kHands,
            R"({"id": "e1", "activate": "ranger", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "nbolt", "targets": ["ana"]}, {"id": "e4", "cast": "nbears"},
               {"id": "e5", "cast": "abolt", "targets": ["nico"]})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"done", "done", "601.3", "done", "done"}));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ranger")), Zone::Graveyard);
    }

    // CR 508.5a, 101.2: Xantid Swarm attacks Nico: he can't cast spells this turn, even once the Swarm
    // is gone (Ana bolts it); Ana can. CR 514.2: next turn he can.
    void xantidSwarmDefendingPlayer()
    {
        const Playthrough p = played(QByteArray(R"({"id": "swarm", "card": "Xantid Swarm", "timestamp": 1},)") + kHands,
            R"({"id": "e1", "attack": {"swarm": "nico"}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "nbolt", "targets": ["swarm"]}, {"id": "e4", "cast": "abolt", "targets": ["swarm"]},
               {"id": "e5", "resolve": "top"}, {"id": "e6", "cast": "nbolt", "targets": ["ana"]},
               {"id": "e7", "begin": "untap"}, {"id": "e8", "cast": "nbolt", "targets": ["ana"]})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"done", "done", "601.3", "done", "done", "601.3", "done", "done"}));
        QCOMPARE(test::zoneOf(p, QStringLiteral("swarm")), Zone::Graveyard);
    }

    // CR 101.2: Iona naming red: Nico's red Bolt can't be cast, his green Giant Growth can; Ana's own
    // Bolt can.
    void ionaChosenColor()
    {
        const Playthrough p = played(
            QByteArray(R"({"id": "iona", "card": "Iona, Shield of Emeria", "timestamp": 1, "choices": {"color": "red"}},)")
                + kHands + R"(, {"id": "aelves", "card": "Llanowar Elves", "timestamp": 2})",
            R"({"id": "e1", "cast": "nbolt", "targets": ["ana"]}, {"id": "e2", "cast": "ngrowth", "targets": ["aelves"]},
               {"id": "e3", "cast": "abolt", "targets": ["nico"]})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"601.3", "done", "done"}));
    }

    // CR 101.2: Nullhide Ferox binds its controller: Ana can't cast her Bolt but casts her Bears; Nico
    // casts his Bolt.
    void nullhideFeroxBindsItsController()
    {
        const Playthrough p = played(QByteArray(R"({"id": "ferox", "card": "Nullhide Ferox", "timestamp": 1},)") + kHands,
            R"({"id": "e1", "cast": "abolt", "targets": ["nico"]}, {"id": "e2", "cast": "abears"},
               {"id": "e3", "cast": "nbolt", "targets": ["ana"]})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"601.3", "done", "done"}));
        QCOMPARE(test::zoneOf(p, QStringLiteral("abolt")), Zone::Hand);
    }

    // CR 506.2, 101.2: Wardscale Dragon binds the player it attacks while it attacks: before combat and
    // once combat is over (511.3: it is no longer attacking) Nico's spells are cast; Ana's always are.
    void wardscaleDragonWhileAttacking()
    {
        const Playthrough p = played(QByteArray(R"({"id": "dragon", "card": "Wardscale Dragon", "timestamp": 1},)")
                + kHands,
            R"({"id": "e1", "cast": "ngrowth", "targets": ["dragon"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"dragon": "nico"}}, {"id": "e4", "cast": "nbolt", "targets": ["ana"]},
               {"id": "e5", "cast": "abolt", "targets": ["nico"]}, {"id": "e6", "resolve": "top"},
               {"id": "e7", "begin": "main2"}, {"id": "e8", "cast": "nbolt", "targets": ["ana"]})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"done", "done", "done", "601.3", "done", "done", "done", "done"}));
    }

    // CR 303.4, 101.2: Brand of Ill Omen on Nico's Llanowar Elves: Nico can't cast creature spells,
    // his instant is cast; Ana's creature spell is. Moved onto Ana's Elves, it binds Ana.
    void brandOfIllOmenBindsTheEnchantedCreaturesController()
    {
        const QByteArray elves = R"(, {"id": "nelves", "card": "Llanowar Elves", "owner": "nico", "controller": "nico",
            "timestamp": 1}, {"id": "aelves", "card": "Llanowar Elves", "timestamp": 2})";
        const Playthrough p = played(kHands + elves
                + R"(, {"id": "brand", "card": "Brand of Ill Omen", "timestamp": 3, "attached_to": "nelves"})",
            R"({"id": "e1", "cast": "nbears"}, {"id": "e2", "cast": "nbolt", "targets": ["ana"]},
               {"id": "e3", "cast": "abears"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"601.3", "done", "done"}));
        const Playthrough ana = played(kHands + elves
                + R"(, {"id": "brand", "card": "Brand of Ill Omen", "timestamp": 3, "attached_to": "aelves"})",
            R"({"id": "e1", "cast": "nbears"}, {"id": "e2", "cast": "abears"})");
        QCOMPARE(test::doneOrRefusal(ana), QStringList({"done", "601.3"}));
    }

    // CR 101.2: Rule of Law: Ana's first spell is cast, her second isn't; so with Nico's. CR 500.5: the
    // turn's record starts again next turn, and Nico's Bears are cast.
    void ruleOfLawOneSpellEachTurn()
    {
        const Playthrough p = played(QByteArray(R"({"id": "law", "card": "Rule of Law", "timestamp": 1},)") + kHands,
            R"({"id": "e1", "cast": "abolt", "targets": ["nico"]}, {"id": "e2", "cast": "abears"},
               {"id": "e3", "cast": "nbolt", "targets": ["ana"]}, {"id": "e4", "cast": "nbears"},
               {"id": "e5", "resolve": "top"}, {"id": "e6", "resolve": "top"},
               {"id": "e7", "begin": "untap"}, {"id": "e8", "cast": "nbears"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"done", "601.3", "done", "601.3", "done", "done", "done", "done"}));
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Stack);
    }

    // CR 101.2: Yawgmoth's Agenda binds its controller alone: Ana's second spell can't be cast, Nico
    // casts two.
    void yawgmothsAgendaBindsItsController()
    {
        // (A plain string: moc reads the apostrophe of a raw string as a character literal.)
        const Playthrough p = played(QByteArray("{\"id\": \"agenda\", \"card\": \"Yawgmoth's Agenda\", \"timestamp\": 1},") + kHands,
            R"({"id": "e1", "cast": "abolt", "targets": ["nico"]}, {"id": "e2", "cast": "abears"},
               {"id": "e3", "cast": "nbolt", "targets": ["ana"]}, {"id": "e4", "cast": "nbears"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({"done", "601.3", "done", "done"}));
    }
};

QTEST_GUILESS_MAIN(TestImpCast20)
#include "tst_impcast20.moc"
