// Round 17 (tests/data/import/impprevent17.json): "The next time a [red / artifact] source of your choice
// would deal damage to you / to target creature / to any target / to enchanted creature this turn,
// prevent that damage" (the Circles and Runes of Protection, Haazda Shield Mate, Charm Peddler, Kithkin
// Armor, Martyr's Cause, Circle of Despair; 615.7, 609.7) and "look at target player's hand" / "look at
// that player's hand" (Gitaxian Probe, Glasses of Urza, Walker of Secret Ways). The English written back,
// the card format, and what the event player does: a shield against the one source the resolve event's
// choices.objects names, used up by the next damage event from it, and a log line of the hand looked at.
// "Spend this mana only to cast artifact spells or activate abilities of artifacts" (Mishra's Workshop,
// Renowned Weaponsmith, Soldevi Machinist, Untaidake; 106.6): read and carried (the event player keeps
// no mana pool, so nothing is restricted).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impprevent17.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Nico's two Lightning Bolts in his hand, Ana's Grizzly Bears, and `card` (id "shield") of Ana's.
QByteArray boltsAnd(const char* card)
{
    return QByteArray(R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
        {"id": "bolt2", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
        {"id": "shield", "card": ")")
        + card + R"(", "timestamp": 2})";
}

// Nico bolts `target`; Ana activates the shield's ability (`activation`: its number and other keys) in
// response, choosing the Bolt on the stack as it resolves (`choice`); then the Bolt resolves.
QByteArray boltAnswered(const char* target, const char* activation, const char* choice)
{
    return QByteArray(R"({"id": "e1", "cast": "bolt", "targets": [")") + target + R"("]},
        {"id": "e2", "activate": "shield", "ability": )" + activation + R"(},
        {"id": "e3", "resolve": "top")" + choice + R"(}, {"id": "e4", "resolve": "top"})";
}

const char* kChoosesBolt = R"(, "choices": {"objects": ["bolt"]})";

int damageOn(const Playthrough& play, const char* id)
{
    const GameObject* o = play.finalState.object(QLatin1String(id));
    return o ? o->damage : -1;
}

}   // namespace

class TestImpPrevent17 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 16); }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("red, to you") << "Circle of Protection: Red" << "next time"
                                     << "{1}: The next time a red source of your choice would deal damage to you this turn, "
                                        "prevent that damage.";
        QTest::newRow("artifact") << "Circle of Protection: Artifacts" << "next time"
                                  << "{2}: The next time an artifact source of your choice would deal damage to you this "
                                     "turn, prevent that damage.";
        QTest::newRow("any source") << "Haazda Shield Mate" << "next time"
                                    << "{W}: The next time a source of your choice would deal damage to you this turn, "
                                       "prevent that damage.";
        QTest::newRow("target creature")
            << "Charm Peddler" << "next time"
            << "{W}, {T}, Discard a card: The next time a source of your choice would deal damage to target creature "
               "this turn, prevent that damage.";
        QTest::newRow("enchanted creature")
            << "Kithkin Armor" << "next time"
            << "Sacrifice ~: The next time a source of your choice would deal damage to enchanted creature this turn, "
               "prevent that damage.";
        QTest::newRow("any target") << "Martyr's Cause" << "next time"
                                    << "Sacrifice a creature: The next time a source of your choice would deal damage to "
                                       "any target this turn, prevent that damage.";
        QTest::newRow("spend: artifact spells")
            << "Mishra's Workshop" << "Spend" << "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.";
        QTest::newRow("spend: spells or abilities")
            << "Renowned Weaponsmith" << "Spend"
            << "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.";
        QTest::newRow("spend: abilities") << "Soldevi Machinist" << "Spend"
                                          << "{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.";
        QTest::newRow("spend: legendary") << "Untaidake, the Cloud Keeper" << "Spend"
                                          << "{T}, Pay 2 life: Add {C}{C}. Spend this mana only to cast legendary spells.";
        QTest::newRow("look, spell") << "Gitaxian Probe" << "Look" << "Look at target player's hand.";
        QTest::newRow("look, activated") << "Glasses of Urza" << "Look" << "{T}: Look at target player's hand.";
        QTest::newRow("look, trigger") << "Walker of Secret Ways" << "look"
                                       << "Whenever ~ deals combat damage to a player, look at that player's hand.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 615.7, 609.7: a "next time" shield; the source is chosen as it resolves, among red objects.
        const ImportedCard* cop = test::findCard(fixtures(), QStringLiteral("Circle of Protection: Red"));
        QVERIFY(cop);
        const Action& a = cop->card->front.abilities.value(0)->effect.value(0);
        QCOMPARE(a.kind, ActionKind::PreventDamage);
        QVERIFY(a.nextTime);
        QVERIFY(a.object);
        QCOMPARE(a.object->ref, Selector::Ref::ChosenSource);
        QCOMPARE(a.object->colors, ColorSet::of(Color::Red));
        QCOMPARE(a.who, QStringLiteral("you"));
        const ImportedCard* probe = test::findCard(fixtures(), QStringLiteral("Gitaxian Probe"));
        QVERIFY(probe);
        const AbilityDef& look = *probe->card->front.abilities.value(0);
        QCOMPARE(look.effect.value(0).kind, ActionKind::LookAtHand);
        QCOMPARE(look.effect.value(0).who, QStringLiteral("target_player"));
        QCOMPARE(look.targets.size(), 1);
        // 106.6: the mana may pay for artifact spells (on the stack) and abilities of artifacts; the card
        // format keeps both sets.
        const ImportedCard* smith = test::findCard(fixtures(), QStringLiteral("Renowned Weaponsmith"));
        QVERIFY(smith);
        const AbilityDef& mana = *smith->card->front.abilities.value(0);
        const Action first = mana.effect.value(0);   // a copy: value() returns one, a reference would dangle
        QVERIFY(first.spendOnly);
        const ManaSpendRestriction& only = *first.spendOnly;
        QVERIFY(only.spells && only.abilitiesOf);
        QCOMPARE(only.spells->types, quint16(CardType::Artifact));
        QCOMPARE(only.spells->zone, Zone::Stack);
        QCOMPARE(only.abilitiesOf->types, quint16(CardType::Artifact));
        QString why;
        const CardPtr back = test::throughCardFormat(*smith->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.value(0)->effect.value(0).spendOnly, first.spendOnly);
    }

    void circlePreventsTheChosenRedSource()
    {
        // CR 615.7, 609.7a: Ana chooses Nico's Bolt on the stack; its 3 damage to her is prevented.
        const Playthrough play = played(boltsAnd("Circle of Protection: Red"), boltAnswered("ana", "1", kChoosesBolt));
        QCOMPARE(test::lifeOf(play, "ana"), 20);
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Graveyard);
    }

    void aSourceOfTheWrongColourIsNoChoice()
    {
        // CR 609.7a: a white Circle's source must be white: the red Bolt is no choice, nothing is prevented.
        const Playthrough play = played(boltsAnd("Circle of Protection: White"), boltAnswered("ana", "1", kChoosesBolt));
        QCOMPARE(test::lifeOf(play, "ana"), 17);
        QVERIFY(test::happened(play).contains(QLatin1String("609.7a")));
    }

    void noChoiceNoShield()
    {
        // CR 609.7: the source is chosen as the effect resolves; a resolve event that names none prevents nothing.
        const Playthrough play = played(boltsAnd("Haazda Shield Mate"), boltAnswered("ana", "2", ""));
        QCOMPARE(test::lifeOf(play, "ana"), 17);
        QVERIFY(test::happened(play).contains(QLatin1String("609.7a")));
    }

    void onlyTheChosenSourceIsPrevented()
    {
        // CR 615.7: the shield is against the Bolt chosen; Nico's second Bolt, another source, deals its 3.
        QByteArray events = boltAnswered("ana", "2", kChoosesBolt);
        events += R"(, {"id": "e5", "cast": "bolt2", "targets": ["ana"]}, {"id": "e6", "resolve": "top"})";
        const Playthrough play = played(boltsAnd("Haazda Shield Mate"), events);
        QCOMPARE(test::lifeOf(play, "ana"), 17);
    }

    void targetCreatureIsShielded()
    {
        // CR 615.7: Charm Peddler's shield on Ana's Bears (its target) stops the Bolt's 3 damage: they live.
        QByteArray objects = boltsAnd("Charm Peddler");
        objects += R"(, {"id": "card", "card": "Grizzly Bears", "zone": "hand"})";
        const Playthrough play = played(objects, boltAnswered("bears", R"(1, "targets": ["bears"])", kChoosesBolt));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(damageOn(play, "bears"), 0);
    }

    void anyTargetMayBeAPlayer()
    {
        // CR 615.7, 115.4: Circle of Despair's "any target" names Ana herself; the Bolt's damage to her is prevented.
        const Playthrough play = played(boltsAnd("Circle of Despair"),
            boltAnswered("ana", R"(1, "targets": ["ana"], "choices": {"objects": ["bears"]})", kChoosesBolt));
        QCOMPARE(test::lifeOf(play, "ana"), 20);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);   // 701.17a: the cost's sacrifice
    }

    void looksAtTargetPlayersHand()
    {
        // Gitaxian Probe: Ana looks at Nico's hand (402.3: only its owner may otherwise); the log lists it.
        const Playthrough play = played(R"({"id": "probe", "card": "Gitaxian Probe", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "probe", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::happened(play).contains(QLatin1String("Ana looks at Nico's hand: Lightning Bolt")),
            qPrintable(test::happened(play)));
    }
};

QTEST_GUILESS_MAIN(TestImpPrevent17)
#include "tst_impprevent17.moc"
