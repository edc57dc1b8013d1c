// The composable effect pieces of core/import/OracleKeywordActions.cpp read from real cards' Oracle
// text (tests/data/import/choices.json): "you may X. If you do, Y.", "X, then Y", keyword actions
// (surveil, investigate, proliferate, energy), choices of several mana symbols, and the intervening
// "if" clauses of werewolves and kicker; the round trip that trusts each, and the card format that
// keeps it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "io/ScenarioReader.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("choices.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

// The life of each player after a sorcery of the card format that says "You may gain 2 life. If you
// do, each opponent loses 1 life." is cast and resolves (`resolve` the resolve event's extra keys).
QString livesAfterBargain(const QByteArray& resolve)
{
    const QByteArray card = R"({"name": "Careful Bargain", "types": ["Sorcery"], "abilities": [{"spell": {"effect": [
        {"gain_life": 2, "optional": true}, {"lose_life": 1, "who": "each_opponent", "if_you_do": true}]}}]})";
    io::JsonParseError perr;
    const auto tree = io::parseJson(card, &perr);
    Diagnostics diags;
    const CardPtr bargain = tree ? CardParser(QStringLiteral("card.json"), &diags).parse(*tree) : CardPtr();
    if (!bargain)
        return diags.formatted().join('\n');
    CardLibrary lib = CardLibrary::fromCards({bargain}, &diags);
    lib.addMissing(CardLibrary::builtin());
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "step": "main2",
        "objects": [{"id": "b", "card": "Careful Bargain", "zone": "hand"}],
        "events": [{"id": "e1", "cast": "b"}, {"id": "e2", "resolve": "top")" + resolve + "}]}";
    const auto state = ScenarioReader(lib).read(json, QStringLiteral("t.strata.json"), &diags);
    if (!state)
        return diags.formatted().join('\n');
    const Playthrough play = EventPlayer::play(*state, lib);
    return QStringLiteral("%1 %2").arg(play.finalState.player(QStringLiteral("ana"))->life)
        .arg(play.finalState.player(QStringLiteral("nico"))->life);
}

}   // namespace

class TestImportChoices : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        // Aether Herder's "you may pay {E}{E}" pays energy, not mana: PayEnergy (tst_importpay).
        test::checkEveryCardUnderstood(fixtures(), 11);
    }

    void ifYouDoWaitsForTheOptionalAction()
    {
        // "you may pay {1}. If you do, you gain 1 life.": the trigger's "you may" is the payment's.
        const AbilityDef* initiate = parsed(QStringLiteral("Apothecary Initiate"), 0);
        QVERIFY(initiate);
        QVERIFY(initiate->optional);
        QCOMPARE(initiate->effect.size(), 2);
        QCOMPARE(initiate->effect[0].kind, ActionKind::PayMana);
        QCOMPARE(initiate->effect[0].text, QStringLiteral("{1}"));
        QVERIFY(!initiate->effect[0].ifYouDo);
        QCOMPARE(initiate->effect[1].kind, ActionKind::GainLife);
        QCOMPARE(initiate->effect[1].amount.n, 1);
        QVERIFY(initiate->effect[1].ifYouDo);
        // "you may discard a card. If you do, draw a card."
        const AbilityDef* raider = parsed(QStringLiteral("Academy Raider"), 1);
        QVERIFY(raider);
        QCOMPARE(raider->event, TriggerEvent::SelfDealsCombatDamageToPlayer);
        QCOMPARE(raider->effect.size(), 2);
        QCOMPARE(raider->effect[0].kind, ActionKind::Discard);
        QCOMPARE(raider->effect[1].kind, ActionKind::Draw);
        QVERIFY(raider->effect[1].ifYouDo);
    }

    void ifYouDoIsDoneOnlyAfterTheChoice()
    {
        // 603.5: "you may" is chosen on resolution; "If you do" follows that choice.
        QCOMPARE(livesAfterBargain(""), QStringLiteral("22 19"));
        QCOMPARE(livesAfterBargain(R"(, "may": false)"), QStringLiteral("20 20"));
    }

    void keywordActions()
    {
        const AbilityDef* informant = parsed(QStringLiteral("Dimir Informant"), 0);
        QVERIFY(informant);
        QCOMPARE(informant->effect.value(0).kind, ActionKind::Surveil);
        QCOMPARE(informant->effect.value(0).amount.n, 2);
        const AbilityDef* inspector = parsed(QStringLiteral("Thraben Inspector"), 0);
        QVERIFY(inspector);
        QCOMPARE(inspector->effect.value(0).kind, ActionKind::Investigate);
        const AbilityDef* sage = parsed(QStringLiteral("Evolution Sage"), 0);
        QVERIFY(sage);
        QCOMPARE(sage->event, TriggerEvent::PermanentEnters);
        QCOMPARE(sage->effect.value(0).kind, ActionKind::Proliferate);
        // 107.14: "you get {E}{E}" is two energy counters.
        const AbilityDef* herder = parsed(QStringLiteral("Aether Herder"), 0);
        QVERIFY(herder);
        QCOMPARE(herder->effect.value(0).kind, ActionKind::GetEnergy);
        QCOMPARE(herder->effect.value(0).amount.n, 2);
    }

    // 701.16a: "investigate" means "create a Clue token": Thraben Inspector's trigger makes one.
    void investigateCreatesAClue()
    {
        const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
            "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "step": "main1",
            "objects": [{"id": "i", "card": "Thraben Inspector", "zone": "hand"}],
            "events": [{"id": "e1", "cast": "i"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"}]})";
        Diagnostics diags;
        const auto state = ScenarioReader(CardLibrary::builtin()).read(json, QStringLiteral("t.strata.json"), &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        int clues = 0;
        for (const GameObject& o : play.finalState.objects)
            if (o.card && o.card->name() == QLatin1String("Clue") && o.zone == Zone::Battlefield)
                clues += o.controller == QLatin1String("ana") ? 1 : 100;
        QCOMPARE(clues, 1);
    }

    void twoActionsJoinedByThen()
    {
        // "Put a +1/+1 counter on target creature, then proliferate.": two actions, the second printed
        // after ", then".
        const AbilityDef* courage = parsed(QStringLiteral("Courage in Crisis"), 0);
        QVERIFY(courage);
        QCOMPARE(courage->effect.size(), 2);
        QCOMPARE(courage->effect[0].kind, ActionKind::PutCounter);
        QVERIFY(!courage->effect[0].then);
        QCOMPARE(courage->effect[1].kind, ActionKind::Proliferate);
        QVERIFY(courage->effect[1].then);
        // "Scry 2, then draw two cards. You get {E}{E}.": the next sentence is not joined.
        const AbilityDef* glimmer = parsed(QStringLiteral("Glimmer of Genius"), 0);
        QVERIFY(glimmer);
        QCOMPARE(glimmer->effect.size(), 3);
        QCOMPARE(glimmer->effect[0].kind, ActionKind::Scry);
        QCOMPARE(glimmer->effect[1].kind, ActionKind::Draw);
        QVERIFY(glimmer->effect[1].then);
        QCOMPARE(glimmer->effect[2].kind, ActionKind::GetEnergy);
        QVERIFY(!glimmer->effect[2].then);
    }

    void manaChoicesOfSeveralSymbols()
    {
        const AbilityDef* grove = parsed(QStringLiteral("Flooded Grove"), 1);
        QVERIFY(grove);
        QCOMPARE(grove->effect.value(0).kind, ActionKind::AddManaChoice);
        QCOMPARE(grove->effect.value(0).manaChoices, QStringList({"{G}{G}", "{G}{U}", "{U}{U}"}));
    }

    void interveningIfClauses()
    {
        // 603.4: the werewolf's turn-history condition, checked as the upkeep begins.
        const AbilityDef* shepherd = parsed(QStringLiteral("Gatstaf Shepherd"), 0);
        QVERIFY(shepherd);
        QCOMPARE(shepherd->event, TriggerEvent::EachUpkeep);
        QVERIFY(shepherd->triggerIf);
        QCOMPARE(shepherd->triggerIf->kind, Condition::Kind::NoSpellsCastLastTurn);
        QCOMPARE(shepherd->effect.value(0).kind, ActionKind::Transform);
        QCOMPARE(shepherd->effect.value(0).object->ref, Selector::Ref::Self);
        // 702.33d: "if it was kicked" after a trigger that names the permanent.
        const AbilityDef* aeronaut = parsed(QStringLiteral("Kor Aeronaut"), 2);
        QVERIFY(aeronaut);
        QVERIFY(aeronaut->triggerIf);
        QCOMPARE(aeronaut->triggerIf->kind, Condition::Kind::Kicked);
        QCOMPARE(aeronaut->effect.value(0).kind, ActionKind::Continuous);
    }

    void cardFormatKeepsEachAbility()
    {
        // Written in the card format and read back, each parsed ability is the same structure.
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked > 0);
    }
};

QTEST_GUILESS_MAIN(TestImportChoices)
#include "tst_importchoices.moc"
