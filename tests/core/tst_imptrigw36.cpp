// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw36.json), round 36
// (`imptrigw36`): "the chosen player", the player chosen as the source entered, as the one dealt damage
// ("it deals that much damage to the chosen player": Saskia the Unyielding after a creature's combat damage,
// Stuffy Doll after its own damage) and as the caster a cast trigger waits for ("Whenever the chosen player
// casts a spell, that player puts the top card of their library into their graveyard": Sewer Nemesis); "look at the
// top card of defending player's library. You may put that card on the bottom of that player's library." (Coral
// Fighters; the same of target player's library, Jace, the Mind Sculptor's +2, on tests/data/import/imptrigw36jace.json:
// Jace's -12 is still not read, so the card is not in the fixture every card of which is understood); "defending
// player reveals the top card of their library. If it's a land card, that player puts it into their hand." (Goblin
// Guide); "target creature an opponent controls deals damage equal to its power to that player" (Dong Zhou, the Tyrant);
// "defending player loses 1 life for each card in their graveyard" (Guiltfeeder); "it deals damage to each opponent
// equal to the number of cards in that player's hand" (Stormbreath Dragon).
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
    return test::fixtureFile(QStringLiteral("imptrigw36.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// `id` of `card` on the battlefield, Ana's, having chosen `player` as it entered.
QByteArray choosing(const char* id, const char* card, const char* player)
{
    return test::objectJson(id, card, (QByteArray(", \"choices\": {\"player\": \"") + player + "\"}").constData());
}

// Saskia (having chosen `player`) and Ana's Grizzly Bears attacking Nico unblocked, then the trigger resolved.
Playthrough saskiaPlayed(const char* player)
{
    return played(choosing("saskia", "Saskia the Unyielding", player) + ", " + test::objectJson("gb", "Grizzly Bears"),
        "{\"id\": \"e1\", \"attack\": {\"gb\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
        "{\"id\": \"e3\", \"begin\": \"combat_damage\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
}

// Ana's Sewer Nemesis having chosen Nico; a card in each library; Lightning Bolt in `caster`'s hand, cast at Ana
// and the top of the stack resolved.
Playthrough nemesisPlayed(const char* caster)
{
    const QByteArray bolt = QByteArray(caster) == "nico"
        ? test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico")
        : test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"");
    return played(choosing("nemesis", "Sewer Nemesis", "nico") + ", " + bolt + ", "
            + test::objectJson("al1", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("nl1", "Grizzly Bears", ", \"zone\": \"library\"", "nico"),
        "{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"ana\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

const ImportResult& jaceFixture()
{
    return test::fixtureFile(QStringLiteral("imptrigw36jace.json"));
}

// The ids of `owner`'s library at the end of a playthrough, from the top.
QStringList libraryOf(const Playthrough& p, const char* owner)
{
    QStringList out;
    for (const QString& id : test::idsIn(p.finalState, Zone::Library))
        if (p.finalState.object(id)->owner == QLatin1String(owner))
            out << id;
    return out;
}

// Nico's two library cards, "nl1" on top.
const QByteArray kNicosLibrary = "{\"id\": \"nl1\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                 "{\"id\": \"nl2\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"zone\": \"library\"}";

}   // namespace

class TestImpTrigW36 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 8); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 120.3, 603.7c: "it deals that much damage to the chosen player" is the event's creature dealing the
    // event's amount to the player chosen as Saskia entered; the writer says it back.
    void saskiaReadsDamageToTheChosenPlayer()
    {
        const QString saskia = QStringLiteral("Saskia the Unyielding");
        const AbilityDef* a = test::parsedWith(fixtures(), saskia, QStringLiteral("the chosen player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::DealsCombatDamageToPlayer);
        QCOMPARE(a->effect.size(), 1);
        const Action& damage = a->effect.first();
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.who, QStringLiteral("chosen_player"));
        QVERIFY(damage.object && damage.object->ref == Selector::Ref::It);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::EventAmount);
        QCOMPARE(test::writtenText(fixtures(), saskia, 3),
            QStringLiteral("Whenever a creature you control deals combat damage to a player, it deals that much damage to "
                           "the chosen player."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), saskia)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[3]->effect[0].who, QStringLiteral("chosen_player"));
    }

    // CR 510.2, 120.3: the Bears' 2 combat damage to Nico triggers Saskia, and the Bears deal 2 more to the chosen
    // player: Nico 20 → 16 when he was chosen; when Ana chose herself, she takes the 2 and Nico stays at 18.
    void saskiaDoublesTheDamageOnTheChosenPlayer()
    {
        const Playthrough nico = saskiaPlayed("nico");
        QCOMPARE(test::lifeOf(nico, QStringLiteral("nico")), 16);
        QCOMPARE(test::lifeOf(nico, QStringLiteral("ana")), 20);
        const Playthrough ana = saskiaPlayed("ana");
        QCOMPARE(test::lifeOf(ana, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(ana, QStringLiteral("ana")), 18);
    }

    // CR 120.3: "Whenever ~ is dealt damage, it deals that much damage to the chosen player": ~ deals the event's
    // amount to the player chosen as it entered; "it" is ~ (the writer's "~").
    void stuffyDollReadsDamageToTheChosenPlayer()
    {
        const QString doll = QStringLiteral("Stuffy Doll");
        const AbilityDef* a = test::parsedWith(fixtures(), doll, QStringLiteral("the chosen player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfDealtDamage);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect.first().kind, ActionKind::Damage);
        QCOMPARE(a->effect.first().who, QStringLiteral("chosen_player"));
        QVERIFY(!a->effect.first().object);
        QCOMPARE(test::writtenText(fixtures(), doll, 2),
            QStringLiteral("Whenever ~ is dealt damage, ~ deals that much damage to the chosen player."));
    }

    // CR 120.3, 702.12b: 3 damage to the indestructible Doll from Ana's Bears is dealt again by the Doll to the
    // player chosen: Nico 20 → 17 (Ana stays at 20); with none chosen, nobody is dealt damage.
    void stuffyDollPassesTheDamageOn()
    {
        const QByteArray events = "{\"id\": \"e1\", \"damage\": [{\"source\": \"gb\", \"to\": \"doll\", \"amount\": 3}]}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough p = played(choosing("doll", "Stuffy Doll", "nico") + ", " + test::objectJson("gb", "Grizzly Bears"), events);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("doll")), Zone::Battlefield);
        const Playthrough none = played(test::objectJson("doll", "Stuffy Doll") + ", " + test::objectJson("gb", "Grizzly Bears"), events);
        QCOMPARE(test::lifeOf(none, QStringLiteral("nico")), 20);
        QCOMPARE(test::lifeOf(none, QStringLiteral("ana")), 20);
    }

    // CR 601.2a, 603.2: "Whenever the chosen player casts a spell" waits for a spell the chosen player casts; "that
    // player" is that caster, who mills a card (701.13b); the writer says "mills a card".
    void sewerNemesisReadsTheChosenPlayersCast()
    {
        const QString nemesis = QStringLiteral("Sewer Nemesis");
        const AbilityDef* a = test::parsedWith(fixtures(), nemesis, QStringLiteral("casts a spell"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PlayerCastsSpell);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->controller, Selector::Who::Chosen);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect.first().kind, ActionKind::Mill);
        QCOMPARE(a->effect.first().who, QStringLiteral("that_player"));
        QCOMPARE(test::writtenText(fixtures(), nemesis, 2),
            QStringLiteral("Whenever the chosen player casts a spell, that player mills a card."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), nemesis)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(again->front.abilities[2]->eventFilter);
        QCOMPARE(again->front.abilities[2]->eventFilter->controller, Selector::Who::Chosen);
    }

    // CR 601.2a, 603.3: Nico, the chosen player, casts Lightning Bolt: the trigger resolves first and he mills his
    // library's card; Ana's own Bolt triggers nothing, and her library's card stays.
    void sewerNemesisMillsTheChosenCaster()
    {
        const Playthrough nico = nemesisPlayed("nico");
        QCOMPARE(test::zoneOf(nico, QStringLiteral("nl1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(nico, QStringLiteral("al1")), Zone::Library);
        QCOMPARE(test::zoneOf(nico, QStringLiteral("bolt")), Zone::Stack);
        const Playthrough ana = nemesisPlayed("ana");
        QCOMPARE(test::zoneOf(ana, QStringLiteral("nl1")), Zone::Library);
        QCOMPARE(test::zoneOf(ana, QStringLiteral("al1")), Zone::Library);
        QCOMPARE(test::zoneOf(ana, QStringLiteral("bolt")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(ana, QStringLiteral("ana")), 17);
    }

    // CR 508.5a, 401.4: the look is at the library of the player Coral Fighters attacks, and the one card may go to
    // the bottom of that library (the choice is the look's); the writer says both sentences back.
    void coralFightersReadsTheLookAtDefendingPlayersLibrary()
    {
        const QString coral = QStringLiteral("Coral Fighters");
        const Action* look = test::firstAction(fixtures(), coral, 0, ActionKind::LookAtTop);
        QVERIFY(look);
        QCOMPARE(look->who, QStringLiteral("defending_player"));
        QCOMPARE(look->amount.n, 1);
        QCOMPARE(look->keep, 0);
        QCOMPARE(look->text, QStringLiteral("bottom_any_order"));
        QVERIFY(look->optional);
        QCOMPARE(test::writtenText(fixtures(), coral, 0),
            QStringLiteral("Whenever ~ attacks and isn't blocked, look at the top card of defending player's library. You may "
                           "put that card on the bottom of that player's library."));
    }

    // CR 509.1h, 401.4, 603.5: unblocked, Coral Fighters puts the top card of Nico's library on its bottom; declined,
    // the card stays on top. Ana's library is not touched.
    void coralFightersPutsNicosTopCardOnTheBottom()
    {
        const QByteArray objects = test::objectJson("coral", "Coral Fighters") + ", " + kNicosLibrary
            + ", {\"id\": \"al1\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}";
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"coral\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, ";
        const Playthrough done = played(objects, attack + "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(libraryOf(done, "nico"), (QStringList{QStringLiteral("nl2"), QStringLiteral("nl1")}));
        QCOMPARE(libraryOf(done, "ana"), QStringList{QStringLiteral("al1")});
        const Playthrough declined = played(objects, attack + "{\"id\": \"e3\", \"resolve\": \"top\", \"may\": false}");
        QCOMPARE(libraryOf(declined, "nico"), (QStringList{QStringLiteral("nl1"), QStringLiteral("nl2")}));
    }

    // CR 508.5a, 701.16a, 608.2c: Goblin Guide's reveal is of defending player's library; the card goes to that
    // player's hand only if it is a land card, else it stays on top. The writer says both sentences back.
    void goblinGuideReadsTheRevealOfDefendingPlayersTopCard()
    {
        const QString guide = QStringLiteral("Goblin Guide");
        const AbilityDef* a = test::parsedWith(fixtures(), guide, QStringLiteral("reveals the top card"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 1);
        const Action& look = a->effect.first();
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QCOMPARE(look.who, QStringLiteral("defending_player"));
        QVERIFY(look.reveal);
        QVERIFY(!look.optional);
        QCOMPARE(look.keep, 1);
        QCOMPARE(look.text, QStringLiteral("top"));
        QVERIFY(look.object);
        QCOMPARE(look.object->types, quint16(CardType::Land));
        QCOMPARE(test::writtenText(fixtures(), guide, 1),
            QStringLiteral("Whenever ~ attacks, defending player reveals the top card of their library. If it's a land card, "
                           "that player puts it into their hand."));
    }

    // CR 508.5a, 608.2c: Goblin Guide attacks Nico: his Forest on top goes to his hand; a Grizzly Bears on top stays there.
    void goblinGuideGivesDefendingPlayerTheLand()
    {
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"guide\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough land = played(test::objectJson("guide", "Goblin Guide")
                + ", {\"id\": \"nf\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, " + kNicosLibrary,
            attack);
        QCOMPARE(test::zoneOf(land, QStringLiteral("nf")), Zone::Hand);
        QCOMPARE(land.finalState.object(QStringLiteral("nf"))->owner, QStringLiteral("nico"));
        QCOMPARE(libraryOf(land, "nico"), (QStringList{QStringLiteral("nl1"), QStringLiteral("nl2")}));
        const Playthrough bears = played(test::objectJson("guide", "Goblin Guide") + ", " + kNicosLibrary, attack);
        QCOMPARE(libraryOf(bears, "nico"), (QStringList{QStringLiteral("nl1"), QStringLiteral("nl2")}));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("nl1")), Zone::Library);
    }

    // CR 120.3, 115.1: Dong Zhou's target is the creature that deals the damage, and "that player" is its controller;
    // the writer says it back.
    void dongZhouReadsTheTargetsDamageToItsController()
    {
        const QString dong = QStringLiteral("Dong Zhou, the Tyrant");
        const Action* bite = test::firstAction(fixtures(), dong, 0, ActionKind::PowerDamage);
        QVERIFY(bite);
        QVERIFY(bite->object && bite->object->ref == Selector::Ref::Target);
        QVERIFY(!bite->to);
        QCOMPARE(bite->who, QStringLiteral("controller_of_target"));
        const AbilityDef* a = test::parsedAbility(fixtures(), dong, 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets.first().controller, Selector::Who::Opponent);
        QCOMPARE(test::writtenText(fixtures(), dong, 0),
            QStringLiteral("When ~ enters, target creature an opponent controls deals damage equal to its power to that player."));
    }

    // CR 120.3, 608.2h: Dong Zhou enters targeting Nico's Craw Wurm: the Wurm deals 6 damage to Nico (20 → 14) and
    // none to itself or to Ana.
    void dongZhouMakesTheTargetHitItsController()
    {
        const Playthrough p = played(test::objectJson("dong", "Dong Zhou, the Tyrant", ", \"zone\": \"hand\"") + ", "
                + test::objectJson("wurm", "Craw Wurm", "", "nico"),
            "{\"id\": \"e1\", \"move\": [\"dong\"], \"to\": \"battlefield\", \"triggers\": {\"e1.1\": {\"targets\": [\"wurm\"]}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::damageOn(p, QStringLiteral("wurm")), 0);
    }

    // CR 404.1, 108.3, 608.2h: Guiltfeeder counts the cards defending player owns in their graveyard; the writer says
    // it back.
    void guiltfeederReadsTheCountOfDefendingPlayersGraveyard()
    {
        const QString guilt = QStringLiteral("Guiltfeeder");
        const AbilityDef* a = test::parsedWith(fixtures(), guilt, QStringLiteral("for each card in their graveyard"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfAttacksUnblocked);
        QCOMPARE(a->effect.size(), 1);
        const Action& lose = a->effect.first();
        QCOMPARE(lose.kind, ActionKind::LoseLife);
        QCOMPARE(lose.who, QStringLiteral("defending_player"));
        QVERIFY(lose.amountOf);
        QCOMPARE(test::writtenText(fixtures(), guilt, 1),
            QStringLiteral("Whenever ~ attacks and isn't blocked, defending player loses 1 life for each card in their graveyard."));
    }

    // CR 509.1h, 404.1: unblocked, Guiltfeeder makes Nico lose 1 life for each of the three cards in his graveyard
    // (20 → 17, before combat damage); Ana's two graveyard cards are not counted, and with none in his, he loses none.
    void guiltfeederCountsOnlyDefendingPlayersCards()
    {
        const QByteArray objects = test::objectJson("guilt", "Guiltfeeder") + test::bears("nico", 3, "graveyard")
            + test::bears("ana", 2, "graveyard");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"attack\": {\"guilt\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        const Playthrough empty = played(test::objectJson("guilt", "Guiltfeeder") + test::bears("ana", 2, "graveyard"),
            "{\"id\": \"e1\", \"attack\": {\"guilt\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::lifeOf(empty, QStringLiteral("nico")), 20);
    }

    // CR 701.37b, 120.3, 608.2h: Stormbreath Dragon's damage to each opponent is that opponent's own hand size; the
    // writer says it back.
    void stormbreathReadsEachOpponentsHand()
    {
        const QString dragon = QStringLiteral("Stormbreath Dragon");
        const AbilityDef* a = test::parsedWith(fixtures(), dragon, QStringLiteral("becomes monstrous"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfBecomesMonstrous);
        QCOMPARE(a->effect.size(), 1);
        const Action& damage = a->effect.first();
        QCOMPARE(damage.kind, ActionKind::DamageEachOpponent);
        QVERIFY(damage.amountOf && damage.amountOf->ofAffectedController && damage.amountOf->selector);
        QCOMPARE(damage.amountOf->selector->zone, Zone::Hand);
        QCOMPARE(test::writtenText(fixtures(), dragon, 4),
            QStringLiteral("When ~ becomes monstrous, ~ deals damage to each opponent equal to the number of cards in that "
                           "player's hand."));
    }

    // CR 701.37b, 120.3: Stormbreath Dragon becomes monstrous: Nico, with three cards in hand, is dealt 3 (17); Ana's
    // own two cards in hand count for nothing.
    void stormbreathHitsEachOpponentByTheirHand()
    {
        const QByteArray objects = test::objectJson("dragon", "Stormbreath Dragon") + test::bears("nico", 3, "hand")
            + test::bears("ana", 2, "hand");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"activate\": \"dragon\", \"ability\": 4}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::countersOn(p, QStringLiteral("dragon")), 3);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 606.3, 401.4: Jace, the Mind Sculptor's +2 reads the same of target player's library; the writer says it back.
    void jaceReadsTheLookAtTargetPlayersLibrary()
    {
        const QString jace = QStringLiteral("Jace, the Mind Sculptor");
        const AbilityDef* plus = test::parsedWith(jaceFixture(), jace, QStringLiteral("on the bottom of that player's library"));
        QVERIFY(plus);
        QCOMPARE(plus->effect.size(), 1);
        QCOMPARE(plus->effect.first().kind, ActionKind::LookAtTop);
        QCOMPARE(plus->effect.first().who, QStringLiteral("target_player"));
        QCOMPARE(plus->effect.first().text, QStringLiteral("bottom_any_order"));
        QCOMPARE(test::writtenText(jaceFixture(), jace, 0),
            QStringLiteral("+2: Look at the top card of target player's library. You may put that card on the bottom of that "
                           "player's library."));
    }

    // CR 606.3, 401.4: Ana activates the +2 targeting Nico: his top card goes to the bottom of his library.
    void jacePutsTheTargetPlayersTopCardOnTheBottom()
    {
        const Playthrough p = test::playScenario(jaceFixture(),
            test::objectJson("jace", "Jace, the Mind Sculptor", ", \"counters\": {\"loyalty\": 3}") + ", " + kNicosLibrary,
            "{\"id\": \"e1\", \"activate\": \"jace\", \"ability\": 1, \"targets\": [\"nico\"]}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(libraryOf(p, "nico"), (QStringList{QStringLiteral("nl2"), QStringLiteral("nl1")}));
        QCOMPARE(test::countersOn(p, QStringLiteral("jace"), QStringLiteral("loyalty")), 5);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW36)
#include "tst_imptrigw36.moc"
