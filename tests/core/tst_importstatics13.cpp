// Static abilities of round 13 that change no characteristics, read from real cards' Oracle text
// (tests/data/import/statics13.json): "Creature spells you control can't be countered" (101.2), "Cards in
// graveyards can't be the targets of spells or abilities" (115.4), cost changers that name what the
// spells target (601.2f), "Prevent all damage that would be dealt to you [by sources you don't control]"
// (615.1a), "Your life total can't change" (119.10) and the shock lands' "As ~ enters, you may pay 2
// life. If you don't, it enters tapped" (614.12); the structure, the sentence written back in three
// languages, the card format, and the event player performing each rule.
#include "ImportFixtures.h"
#include "TranslatedAbilities.h"
#include "text/RulesText.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::tapped;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics13.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The Spanish and Italian of this round's templates, as in the translations TSV.
const test::TranslationTable kTemplates = {
    {"your life total can't change",
        {"tu total de vidas no puede cambiar", "il tuo totale di punti vita non può cambiare"}},
    {"prevent all damage that would be dealt to you by sources you don't control",
        {"previene todo el daño que te fueran a hacer las fuentes que no controlas",
            "previeni tutto il danno che ti infliggerebbero le fonti che non controlli"}},
    {"as %1 enters, you may pay %2 life",
        {"mientras %1 entra al campo de batalla, puedes pagar %2 vidas",
            "mentre %1 entra nel campo di battaglia, puoi pagare %2 punti vita"}},
    {"if you don't, it enters tapped",
        {"si no lo haces, entra al campo de batalla girada", "se non lo fai, entra nel campo di battaglia TAPpata"}},
};

}   // namespace

class TestImportStatics13 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 20);
    }

    // The structure, and the English written back (the round trip trusts it).
    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("rule");
        QTest::addColumn<bool>("player");   // a player's rule (613.10)
        QTest::addColumn<QString>("written");
        QTest::newRow("creature spells you control") << "Prowling Serpopard" << 1 << int(RuleName::CantBeCountered) << false
                                                     << "Creature spells you control can't be countered.";
        QTest::newRow("and others have trample") << "Surrak Dragonclaw" << 2 << int(RuleName::CantBeCountered) << false
                                                 << "Creature spells you control can't be countered.";
        QTest::newRow("any player's creature spells") << "Gaea's Herald" << 0 << int(RuleName::CantBeCountered) << false
                                                      << "Creature spells can't be countered.";
        QTest::newRow("graveyards") << "Silent Gravestone" << 0 << int(RuleName::CantBeTargetOfSpellsOrAbilities)
                                    << false << "Cards in all graveyards can't be the targets of spells or abilities.";
        QTest::newRow("graveyards, second") << "Underworld Cerberus" << 1 << int(RuleName::CantBeTargetOfSpellsOrAbilities)
                                            << false << "Cards in all graveyards can't be the targets of spells or abilities.";
        QTest::newRow("targeting ~ costs less") << "Elderwood Scion" << 2 << int(RuleName::CostsLess) << false
                                                << "Spells you cast that target ~ cost {2} less to cast.";
        QTest::newRow("targeting ~ costs more") << "Elderwood Scion" << 3 << int(RuleName::CostsMore) << false
                                                << "Spells your opponents cast that target ~ cost {2} more to cast.";
        QTest::newRow("opponents', more") << "Sphinx of New Prahv" << 2 << int(RuleName::CostsMore) << false
                                          << "Spells your opponents cast that target ~ cost {2} more to cast.";
        QTest::newRow("opponents', less") << "Accursed Witch" << 0 << int(RuleName::CostsLess) << false
                                          << "Spells your opponents cast that target ~ cost {1} less to cast.";
        QTest::newRow("sources you don't control") << "Energy Field" << 0 << int(RuleName::PlayerPreventAllDamage) << true
                                                   << "Prevent all damage that would be dealt to you by sources you don't "
                                                      "control.";
        QTest::newRow("life can't change") << "Platinum Emperion" << 0 << int(RuleName::LifeCantChange) << true
                                           << "Your life total can't change.";
    }
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, rule);
        QFETCH(bool, player);
        QFETCH(QString, written);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(int(a->ops[0].rule), rule);
        QCOMPARE(a->ops[0].kind, player ? Op::Kind::PlayerRule : Op::Kind::Rule);
        QCOMPARE(c->abilities[index].written, written);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a->ops);
        QVERIFY(*back->front.abilities[index]->affects == *a->affects);
    }

    // What the rules name: spells on the stack (any player's for Gaea's Herald), cards in every
    // graveyard, what the spells of a cost changer target, the sources whose damage is prevented.
    void sets()
    {
        const AbilityDef* serpopard = test::parsedAbility(fixtures(), QStringLiteral("Prowling Serpopard"), 1);
        QVERIFY(serpopard);
        QCOMPARE(serpopard->affects->zone, Zone::Stack);
        QCOMPARE(serpopard->affects->types, quint16(CardType::Creature));
        QCOMPARE(serpopard->affects->controller, Selector::Who::You);
        const AbilityDef* herald = test::parsedAbility(fixtures(), QStringLiteral("Gaea's Herald"), 0);
        QVERIFY(herald);
        QCOMPARE(herald->affects->controller, Selector::Who::Any);
        const AbilityDef* gravestone = test::parsedAbility(fixtures(), QStringLiteral("Silent Gravestone"), 0);
        QVERIFY(gravestone);
        QCOMPARE(gravestone->affects->zone, Zone::Graveyard);
        QVERIFY(!gravestone->affects->ownerYou);
        QVERIFY(!gravestone->ops[0].filter);   // any spell's or ability's
        const AbilityDef* sphinx = test::parsedAbility(fixtures(), QStringLiteral("Sphinx of New Prahv"), 2);
        QVERIFY(sphinx && sphinx->ops[0].filter);
        QCOMPARE(sphinx->ops[0].filter->ref, Selector::Ref::Self);
        QCOMPARE(sphinx->affects->controller, Selector::Who::Opponent);
        QCOMPARE(sphinx->ops[0].power->value, 2);
        const AbilityDef* field = test::parsedAbility(fixtures(), QStringLiteral("Energy Field"), 0);
        QVERIFY(field && field->ops[0].filter);
        QCOMPARE(field->ops[0].filter->controller, Selector::Who::NotYou);
        QCOMPARE(field->ops[0].filter->where, Selector::Where::Any);
    }

    // CR 614.12: the shock lands' replacement, the payment "2 life"; each card is understood.
    void shockLands_data()
    {
        QTest::addColumn<QString>("card");
        QTest::newRow("Hallowed Fountain") << "Hallowed Fountain";
        QTest::newRow("Overgrown Tomb") << "Overgrown Tomb";
        QTest::newRow("Stomping Ground") << "Stomping Ground";
    }
    void shockLands()
    {
        QFETCH(QString, card);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        QCOMPARE(c->status, CardStatus::Understood);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 0);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Replacement);
        QCOMPARE(a->replacement.entersTappedUnlessPaid, QStringLiteral("2 life"));
        QVERIFY(!a->replacement.entersTapped);
        QCOMPARE(c->abilities[0].written,
            QStringLiteral("As ~ enters, you may pay 2 life. If you don't, it enters tapped."));
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities[0]->replacement, a->replacement);
    }

    // The cards whose every ability is read.
    void understoodCards()
    {
        for (const char* name : {"Prowling Serpopard", "Surrak Dragonclaw", "Gaea's Herald", "Sphinx of New Prahv",
                 "Elderwood Scion", "Platinum Emperion"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(c && c->status == CardStatus::Understood, name);
        }
    }

    // Shapes the model can't carry stay text: a spell that targets enchanted player. (Worship's "If you
    // control a creature, …" is read since round 21, Personal Sanctuary's "During your turn, …" since round
    // 24: tst_impstatic24.) (The chosen name and the life gain replaced are read since round 14:
    // tst_importstatics14.)
    void otherShapesStayText_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::newRow("enchanted player targeted") << "Accursed Witch" << 2;
    }
    void otherShapesStayText()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QString written;
        QVERIFY2(test::notParsed(fixtures(), card, index, &written), qPrintable(written));
    }

    // The sentences in the three languages.
    void writtenInThreeLanguages()
    {
        test::checkWrittenInSpanishAndItalian(fixtures(), kTemplates, {
            {"Platinum Emperion", 0, "Tu total de vidas no puede cambiar.", "Il tuo totale di punti vita non può cambiare."},
            {"Energy Field", 0, "Previene todo el daño que te fueran a hacer las fuentes que no controlas.",
                "Previeni tutto il danno che ti infliggerebbero le fonti che non controlli."},
            {"Hallowed Fountain", 0,
                "Mientras Hallowed Fountain entra al campo de batalla, puedes pagar 2 vidas. Si no lo haces, entra al "
                "campo de batalla girada.",
                "Mentre Hallowed Fountain entra nel campo di battaglia, puoi pagare 2 punti vita. Se non lo fai, entra "
                "nel campo di battaglia TAPpata."},
        });
    }

    // Every understood card of the fixture goes through the card format and reads back the same.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 10);
    }

    // CR 101.2, 701.6a: Cancel counters Nico's creature spell, but not while Ana's Gaea's Herald says
    // creature spells can't be countered; Surrak protects only its controller's creature spells.
    void creatureSpellsCantBeCountered()
    {
        const QByteArray cards = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
               {"id": "cancel", "card": "Cancel", "owner": "ana", "zone": "hand"})";
        const QByteArray events = R"({"id": "e1", "cast": "bears"}, {"id": "e2", "cast": "cancel", "targets": ["bears"]},
               {"id": "e3", "resolve": "top"})";
        const Playthrough bare = played(cards, events);
        QVERIFY(bare.events.value(2).done);
        QCOMPARE(test::zoneOf(bare, QStringLiteral("bears")), Zone::Graveyard);
        const Playthrough herald = played(
            cards + ", {\"id\": \"h\", \"card\": \"Gaea\'s Herald\", \"controller\": \"ana\", \"timestamp\": 1}", events);
        QVERIFY(herald.events.value(2).done);
        QCOMPARE(test::zoneOf(herald, QStringLiteral("bears")), Zone::Stack);
        QVERIFY2(test::happened(herald).contains(QLatin1String("can't be countered")), qPrintable(test::happened(herald)));
        const Playthrough surrak = played(
            cards + R"(, {"id": "s", "card": "Surrak Dragonclaw", "controller": "ana", "timestamp": 1})", events);
        QCOMPARE(test::zoneOf(surrak, QStringLiteral("bears")), Zone::Graveyard);   // Nico's spell
    }

    // CR 115.4: under Silent Gravestone a card in a graveyard can't be targeted (Raise Dead is refused).
    void graveyardCardsCantBeTargeted()
    {
        const QByteArray cards = R"({"id": "bears", "card": "Grizzly Bears", "owner": "ana", "zone": "graveyard"},
               {"id": "raise", "card": "Raise Dead", "owner": "ana", "zone": "hand"})";
        const QByteArray events = R"({"id": "e1", "cast": "raise", "targets": ["bears"]})";
        QVERIFY(played(cards, events).events.value(0).done);
        const Playthrough stone = played(
            cards + R"(, {"id": "g", "card": "Silent Gravestone", "controller": "nico", "owner": "nico", "timestamp": 1})",
            events);
        QVERIFY(!stone.events.value(0).done);
        QCOMPARE(stone.events.value(0).problems.value(0).rule, QStringLiteral("601.2c"));
    }

    // CR 615.1a: Energy Field prevents the damage Nico's Lightning Bolt and creature would deal to Ana,
    // not the damage her own creature deals her, and nothing dealt to Nico.
    void playerDamagePrevented()
    {
        const QByteArray objects = R"({"id": "field", "card": "Energy Field", "controller": "ana", "timestamp": 1},
               {"id": "theirs", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "mine", "card": "Grizzly Bears", "controller": "ana", "timestamp": 3},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "damage": [{"source": "theirs", "to": "ana", "amount": 2}]},
               {"id": "e2", "cast": "bolt", "targets": ["ana"]}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "damage": [{"source": "mine", "to": "ana", "amount": 1},
                                       {"source": "theirs", "to": "nico", "amount": 2}]})");
        QVERIFY(play.events.value(3).done);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        const QString log = test::happened(play);
        QVERIFY2(log.contains(QLatin1String("3 damage to Ana is prevented (field#1, 615.1a)")), qPrintable(log));
    }

    // CR 119.10: under Platinum Emperion Ana is dealt damage but loses no life, and gains none; her
    // opponent's life changes as before.
    void lifeTotalCantChange()
    {
        const QByteArray objects = R"({"id": "emperion", "card": "Platinum Emperion", "controller": "ana", "timestamp": 1},
               {"id": "mine", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
               {"id": "swords", "card": "Swords to Plowshares", "owner": "nico", "zone": "hand"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "swords", "targets": ["mine"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "damage": [{"source": "emperion", "to": "nico", "amount": 3}]})");
        QVERIFY(play.events.value(4).done);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 17);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Exile);
        QVERIFY2(test::happened(play).contains(QLatin1String("life total can't change")), qPrintable(test::happened(play)));
    }

    // CR 614.12, 119.4, 119.10: a shock land enters untapped and its owner pays 2 life; with the move
    // event's "pays": false, or under Platinum Emperion, it enters tapped and no life is paid.
    void shockLandPaysOrEntersTapped()
    {
        const QByteArray land = R"({"id": "tomb", "card": "Overgrown Tomb", "owner": "ana", "zone": "hand"})";
        const Playthrough paid = played(land, R"({"id": "e1", "move": "tomb", "to": "battlefield"})");
        QVERIFY(paid.events.value(0).done);
        QVERIFY(!tapped(paid, "tomb"));
        QCOMPARE(test::lifeOf(paid, QStringLiteral("ana")), 18);
        const Playthrough declined = played(land, R"({"id": "e1", "move": "tomb", "to": "battlefield", "pays": false})");
        QVERIFY(declined.events.value(0).done);
        QVERIFY(tapped(declined, "tomb"));
        QCOMPARE(test::lifeOf(declined, QStringLiteral("ana")), 20);
        const Playthrough locked = played(
            land + R"(, {"id": "emperion", "card": "Platinum Emperion", "controller": "ana", "timestamp": 1})",
            R"({"id": "e1", "move": "tomb", "to": "battlefield"})");
        QVERIFY(tapped(locked, "tomb"));
        QCOMPARE(test::lifeOf(locked, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImportStatics13)
#include "tst_importstatics13.moc"
