// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat34.json), round 34: "At the beginning of your upkeep, if you don't control a
// creature named Keeper of Kookus, Kookus deals 3 damage to you and attacks this turn if able." (Kookus: the
// older "don't control a …" and the pair of ~'s two instructions), "At the beginning of your upkeep, put a +1/+1
// counter on ~ for each card in your hand, then remove a +1/+1 counter from ~ for each card in target opponent's
// hand." (Descendant of Masumaro: counters removed for each card counted as it resolves), "At the beginning of your
// upkeep, you may put a card you own exiled with Endless Horizons into your hand." (Endless Horizons: one card its
// other ability exiled, 607.2a), "At the beginning of each end step, each opponent loses life equal to the life
// that player lost this turn." (Archfiend of Despair: each opponent's own loss), "… you may have Cryptoplasm become
// a copy of another target creature. If you do, Cryptoplasm gains this ability." (Cryptoplasm: today's "…, except
// it has this ability"), "At the beginning of combat on your turn, create a token that's a copy of equipped creature,
// except the token isn't legendary if equipped creature is legendary. That token gains haste." (Helm of the Host:
// "except it isn't legendary"), "At the beginning of your upkeep, create a colorless artifact token named Land Mine
// with "{R}, …" Then flip a coin. If you lose the flip, Goblin Kaboomist deals 2 damage to itself." (Goblin
// Kaboomist: a sentence that ends with its quote, and damage to itself alone), "… if an opponent controls three or
// more creatures, sacrifice Defense of the Heart, search your library for up to two creature cards, and put those
// cards onto the battlefield. Then shuffle your library." (Defense of the Heart: today's search words), "… if
// Ventifact Bottle has a charge counter on it, tap it and remove all charge counters from it. Add {C} for each
// charge counter removed this way." (Ventifact Bottle: the storage lands' mana after the effect's own removal),
// "… remove all charge counters from Coalition Relic. Add one mana of any color for each charge counter removed this
// way." (Coalition Relic: the same, one mana of any color each), "… if you have fewer than seven cards in hand, draw
// cards equal to the difference." (Damia, Sage of Stone: seven less the cards in hand), "At the beginning of your
// upkeep, enchanted creature deals 1 damage to its owner." (Enslave: the enchanted creature's damage).
// Keeper of Kookus is the card Kookus names; the built-in Forest fills hands and
// Plains lie in exile, Vampire Nighthawk is enslaved, Lightning Bolts make players lose life, Craw Wurm is copied, Kwende, Pride of Femeref wears
// the Helm.
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
    return test::fixtureFile(QStringLiteral("imptrigat34.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Nico's upkeep begins (the scenario opens in Ana's turn) and the trigger resolves.
const char* nicosUpkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";

// `n` cards in `owner`'s hand, ids prefix0 …
QByteArray inHand(const char* owner, const char* prefix, int n)
{
    QByteArray out;
    for (int i = 0; i < n; ++i)
        out += ", " + test::objectJson((QByteArray(prefix) + QByteArray::number(i)).constData(), "Forest", ", \"zone\": \"hand\"", owner);
    return out;
}

// `n` cards in Nico's library, ids prefix0 …
QByteArray inLibrary(const char* prefix, int n)
{
    QByteArray out;
    for (int i = 0; i < n; ++i)
        out += ", " + test::objectJson((QByteArray(prefix) + QByteArray::number(i)).constData(), "Forest", ", \"zone\": \"library\"", "nico");
    return out;
}

// The cards in `player`'s hand.
int handSize(const Playthrough& p, const QString& player)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.zone == Zone::Hand && o.owner == player ? 1 : 0;
    return n;
}

// The ids of the tokens on the battlefield.
QStringList tokenIds(const Playthrough& p)
{
    QStringList out;
    for (const GameObject& o : p.finalState.objects)
        if (o.exists && o.card && o.card->token && o.zone == Zone::Battlefield)
            out << o.id;
    return out;
}

}   // namespace

class TestImpTrigAt34 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 13); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.4, 201.2: "if you don't control a creature named Keeper of Kookus" is the intervening condition
    // "you control no creatures named Keeper of Kookus" (the other card's whole name, though it holds Kookus's);
    // CR 608.2c: the damage and the attack requirement are two instructions of ~, in that order.
    void kookusReadsTheConditionAndBothInstructions()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kookus"), 1),
            QStringLiteral("At the beginning of your upkeep, if you control no creatures named Keeper of Kookus, ~ deals 3 "
                           "damage to you. ~ attacks each combat if able until end of turn."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Kookus"), QStringLiteral("Keeper"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::YouControlNone);
        QVERIFY(upkeep->triggerIf->filter);
        QCOMPARE(upkeep->triggerIf->filter->named, QStringLiteral("Keeper of Kookus"));
        QCOMPARE(upkeep->triggerIf->filter->types, quint16(CardType::Creature));
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::Damage);
        QCOMPARE(upkeep->effect[0].amount.n, 3);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::Continuous);
    }

    // CR 603.4, 120.3: without Keeper of Kookus, Nico's Kookus deals him 3 damage at his upkeep; with his Keeper
    // out it does nothing, and Ana's Keeper is not his.
    void kookusHurtsItsControllerWithoutItsKeeper()
    {
        const QByteArray kookus = test::objectJson("kookus", "Kookus", "", "nico");
        Playthrough p = played(kookus, nicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = played(kookus + ", " + test::objectJson("keeper", "Keeper of Kookus", "", "nico"), nicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        p = played(kookus + ", " + test::objectJson("keeper", "Keeper of Kookus"), nicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
    }

    // CR 122.8, 608.2h: "remove a +1/+1 counter from ~ for each card in target opponent's hand" counts the target
    // opponent's hand as it resolves; the writer says it as the card does.
    void descendantRemovesACounterForEachCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Descendant of Masumaro"), 0),
            QStringLiteral("At the beginning of your upkeep, put a +1/+1 counter on ~ for each card in your hand, then remove "
                           "a +1/+1 counter from ~ for each card in target opponent's hand."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Descendant of Masumaro"), 0);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->targets.size(), 1);
        QCOMPARE(upkeep->effect.size(), 2);
        const Action& remove = upkeep->effect[1];
        QCOMPARE(remove.kind, ActionKind::RemoveCounter);
        QVERIFY(remove.object && remove.object->ref == Selector::Ref::Self);
        QCOMPARE(remove.counters.kind, QStringLiteral("+1/+1"));
        QVERIFY(remove.counters.n.x);
        QVERIFY(remove.amountOf);
        QCOMPARE(remove.amountOf->kind, Expr::Kind::CardsInHand);
        QCOMPARE(remove.amountOf->who, QStringLiteral("target_player"));
    }

    // CR 122.8, 608.2h: Nico holds three cards and Ana two: the Descendant gets three counters, then loses two;
    // holding one card against Ana's four, it gets one and loses that one only (no more than it has).
    void descendantEndsWithTheDifference()
    {
        const QByteArray descendant = test::objectJson("descendant", "Descendant of Masumaro", "", "nico");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"targets\": [\"ana\"]}}}, "
                             "{\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(descendant + inHand("nico", "nicocard", 3) + inHand("ana", "anacard", 2), upkeep);
        QVERIFY2(test::countersOn(p, QStringLiteral("descendant")) == 1, qPrintable(test::happened(p)));
        p = played(descendant + inHand("nico", "nicocard", 1) + inHand("ana", "anacard", 4), upkeep);
        QVERIFY2(test::countersOn(p, QStringLiteral("descendant")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("descendant")), Zone::Battlefield);
    }

    // CR 607.2a, 608.2d: "a card you own exiled with ~" is one of the cards ~'s linked ability exiled, one its
    // controller owns, chosen as the ability resolves; the card format says "exiled_you_own_with_self".
    void endlessHorizonsReadsOneLinkedCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Endless Horizons"), 1),
            QStringLiteral("At the beginning of your upkeep, you may put a card you own exiled with ~ into your hand."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Endless Horizons"), 1, ActionKind::ReturnToHand);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->ref, Selector::Ref::ExiledWithSource);
        QVERIFY(a->object->ownerYou);
        QCOMPARE(a->pick, 1);
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Endless Horizons"), 1)->optional);
    }

    // CR 607.2a, 400.3: at Nico's upkeep his Endless Horizons puts the Plains he names into his hand, only that one;
    // Ana's Plains exiled with it is not his to take, and a Plains exiled by something else is not linked; declined,
    // every card stays in exile.
    void endlessHorizonsReturnsTheCardNamed()
    {
        const QByteArray objects = test::objectJson("horizons", "Endless Horizons", "", "nico") + ", "
            + test::objectJson("plains1", "Plains", ", \"zone\": \"exile\", \"exiled_with\": \"horizons\"", "nico") + ", "
            + test::objectJson("plains2", "Plains", ", \"zone\": \"exile\", \"exiled_with\": \"horizons\"", "nico") + ", "
            + test::objectJson("anaplains", "Plains", ", \"zone\": \"exile\", \"exiled_with\": \"horizons\"") + ", "
            + test::objectJson("loose", "Plains", ", \"zone\": \"exile\"", "nico");
        const char* take = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": true, "
                           "\"choices\": {\"objects\": [\"plains2\"]}}";
        Playthrough p = played(objects, take);
        QVERIFY2(test::zoneOf(p, QStringLiteral("plains2")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("plains1")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anaplains")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("loose")), Zone::Exile);
        const char* anas = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": true, "
                           "\"choices\": {\"objects\": [\"anaplains\"]}}";
        p = played(objects, anas);
        QVERIFY2(test::zoneOf(p, QStringLiteral("anaplains")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(int(test::zoneOf(p, QStringLiteral("plains1")) == Zone::Hand) + int(test::zoneOf(p, QStringLiteral("plains2")) == Zone::Hand), 1);
        p = played(objects, "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("plains1")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("plains2")), Zone::Exile);
    }

    // CR 119.3, 608.2h: "the life that player lost this turn" is each opponent's own loss this turn, counted as
    // the ability resolves; the card format says {"life_lost_this_turn": "affected_player"}.
    void archfiendReadsEachOpponentsOwnLoss()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Archfiend of Despair"), 2),
            QStringLiteral("At the beginning of each end step, each opponent loses life equal to the life that player lost this turn."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Archfiend of Despair"), 2, ActionKind::LoseLife);
        QVERIFY(a);
        QCOMPARE(a->who, QStringLiteral("each_opponent"));
        QVERIFY(a->amountOf);
        QCOMPARE(a->amountOf->kind, Expr::Kind::LifeLostThisTurn);
        QVERIFY(a->amountOf->ofAffectedController);
    }

    // CR 119.3, 120.3: two Bolts take 6 from Nico and one takes 3 from Ana; at the end step Nico loses 6 more (his
    // own loss, not Ana's 3) and Ana, no opponent of hers, nothing more. With no life lost nobody loses any.
    void archfiendDoublesEachOpponentsLoss()
    {
        const QByteArray objects = test::objectJson("archfiend", "Archfiend of Despair") + ", "
            + test::objectJson("bolt1", "Lightning Bolt", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("bolt2", "Lightning Bolt", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("bolt3", "Lightning Bolt", ", \"zone\": \"hand\"");
        const char* bolts = "{\"id\": \"e1\", \"cast\": \"bolt1\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
                            "{\"id\": \"e3\", \"cast\": \"bolt2\", \"targets\": [\"nico\"]}, {\"id\": \"e4\", \"resolve\": \"top\"}, "
                            "{\"id\": \"e5\", \"cast\": \"bolt3\", \"targets\": [\"ana\"]}, {\"id\": \"e6\", \"resolve\": \"top\"}, "
                            "{\"id\": \"e7\", \"begin\": \"end\"}, {\"id\": \"e8\", \"resolve\": \"top\"}";
        Playthrough p = played(objects, bolts);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 8, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 17);
        p = played(objects, "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 707.9b: the older "If you do, ~ gains this ability." after the copy is today's Oracle "…, except it has
    // this ability": an exception of the copy effect (layer 1), written as today's words say it.
    void cryptoplasmCopiesKeepingThisAbility()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cryptoplasm"), 0),
            QStringLiteral("At the beginning of your upkeep, you may have ~ become a copy of another target creature, except it "
                           "has this ability."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Cryptoplasm"), 0);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        QVERIFY(upkeep->effect[0].continuous);
        QCOMPARE(upkeep->effect[0].continuous->ops.size(), 1);
        QVERIFY(upkeep->effect[0].continuous->ops[0].except.hasThisAbility);
    }

    // CR 707.2, 707.9b, 613.2: at Nico's upkeep his Cryptoplasm becomes a copy of Ana's Craw Wurm (a 6/4 named
    // Craw Wurm) that still has the upkeep ability; declined, it stays a 2/2 Cryptoplasm.
    void cryptoplasmBecomesTheWurmWithItsAbility()
    {
        const QByteArray objects = test::objectJson("plasm", "Cryptoplasm", "", "nico") + ", " + test::objectJson("wurm", "Craw Wurm");
        Playthrough p = played(objects, "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"targets\": [\"wurm\"]}}}, "
                                        "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("plasm")) == QStringLiteral("6/4"), qPrintable(test::happened(p)));
        const Characteristics* copy = test::charsOf(p, QStringLiteral("plasm"));
        QVERIFY(copy);
        QCOMPARE(copy->name, QStringLiteral("Craw Wurm"));
        QVERIFY(std::any_of(copy->abilities.cbegin(), copy->abilities.cend(),
            [](const AbilityInstance& a) { return a.def && a.def->kind == AbilityDef::Kind::Triggered && a.def->event == TriggerEvent::YourUpkeep; }));
        p = played(objects, "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"targets\": [\"wurm\"]}}}, "
                            "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QVERIFY2(test::ptOf(p, QStringLiteral("plasm")) == QStringLiteral("2/2"), qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("plasm"))->name, QStringLiteral("Cryptoplasm"));
    }

    // CR 707.9b: "except the token isn't legendary if equipped creature is legendary" is "except it isn't legendary":
    // a copy of a creature that isn't legendary has no legendary supertype to lose.
    void helmOfTheHostCopiesWithoutLegendary()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Helm of the Host"), 0),
            QStringLiteral("At the beginning of combat on your turn, create a token that's a copy of equipped creature, except "
                           "it isn't legendary. That token gains haste."));
        const Action* copy = test::firstAction(fixtures(), QStringLiteral("Helm of the Host"), 0, ActionKind::CreateTokenCopy);
        QVERIFY(copy);
        QVERIFY(copy->copyExcept);
        QCOMPARE(copy->copyExcept->removeSupertypes, quint8(Supertype::Legendary));
    }

    // CR 707.9b, 704.5j: at the beginning of Ana's combat the Helm on Kwende makes a token Kwende that isn't
    // legendary and has haste, so the legend rule leaves both on the battlefield.
    void helmOfTheHostMakesAHastyNonlegendaryCopy()
    {
        const QByteArray objects = test::objectJson("kwende", "Kwende, Pride of Femeref") + ", "
            + test::objectJson("helm", "Helm of the Host", ", \"attached_to\": \"kwende\"");
        const Playthrough p = played(objects, "{\"id\": \"e1\", \"begin\": \"beginning_of_combat\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        const QStringList tokens = tokenIds(p);
        QVERIFY2(tokens.size() == 1, qPrintable(test::happened(p)));
        const Characteristics* token = test::charsOf(p, tokens.first());
        QVERIFY(token);
        QCOMPARE(token->name, QStringLiteral("Kwende, Pride of Femeref"));
        QVERIFY(!token->type.has(Supertype::Legendary));
        QVERIFY(test::hasKeyword(p, tokens.first(), QStringLiteral("Haste")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("kwende")), Zone::Battlefield);
        QVERIFY(test::charsOf(p, QStringLiteral("kwende"))->type.has(Supertype::Legendary));
    }

    // CR 705.1, 120.3: the token sentence ends at its closing quote, "Then flip a coin." is the flip after it, and
    // "~ deals 2 damage to itself" is ~ dealing damage to ~ (as Reckless Embermage's pair says it).
    void goblinKaboomistReadsTheTokenThenTheFlip()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Goblin Kaboomist"), 0),
            QStringLiteral("At the beginning of your upkeep, create a colorless artifact token named Land Mine with \"{R}, "
                           "Sacrifice this permanent: This permanent deals 2 damage to target attacking creature without "
                           "flying.\" Flip a coin. If you lose the flip, ~ deals 2 damage to itself."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Goblin Kaboomist"), 0);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::CreateToken);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::FlipCoin);
        QCOMPARE(upkeep->effect[1].nested.size(), 1);
        const Action& lost = upkeep->effect[1].nested[0];
        QCOMPARE(lost.kind, ActionKind::Damage);
        QVERIFY(lost.ifYouDont);
        QVERIFY(lost.to && lost.to->ref == Selector::Ref::Self);
        QCOMPARE(lost.amount.n, 2);
    }

    // CR 705.1, 704.5g: at Nico's upkeep his Kaboomist makes a Land Mine; a lost flip deals it 2 damage and it dies
    // (a 1/2), a won flip leaves it be, and Ana's creature is never dealt damage.
    void goblinKaboomistHurtsItselfOnALostFlip()
    {
        const QByteArray objects = test::objectJson("kaboomist", "Goblin Kaboomist", "", "nico") + ", " + test::objectJson("bears", "Grizzly Bears");
        Playthrough p = played(objects, "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"flips\": [false]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("kaboomist")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(tokenIds(p).size(), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
        p = played(objects, "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"flips\": [true]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("kaboomist")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("kaboomist")), 0);
        QCOMPARE(tokenIds(p).size(), 1);
    }

    // CR 701.23, 603.4: the older "…, search your library for up to two creature cards, and put those cards onto
    // the battlefield. Then shuffle your library." is today's "…, put them onto the battlefield, then shuffle",
    // after the sacrifice, under the intervening condition.
    void defenseOfTheHeartReadsTheSacrificeAndTheSearch()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Defense of the Heart"), 0),
            QStringLiteral("At the beginning of your upkeep, if an opponent controls three or more creatures, sacrifice ~ and "
                           "search your library for up to two creature cards, put them onto the battlefield, then shuffle."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Defense of the Heart"), 0);
        QVERIFY(upkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::SearchLibrary);
    }

    // CR 701.23, 603.4: at Nico's upkeep, with Ana's three Bears out, his Defense of the Heart is sacrificed and the
    // two Craw Wurms he names come onto the battlefield from his library (the Forest stays); with two Bears it
    // does not trigger.
    void defenseOfTheHeartFetchesTwoCreatures()
    {
        const QByteArray library = test::objectJson("defense", "Defense of the Heart", "", "nico") + ", "
            + test::objectJson("wurm1", "Craw Wurm", ", \"zone\": \"library\"", "nico") + ", "
            + test::objectJson("forest", "Forest", ", \"zone\": \"library\"", "nico") + ", "
            + test::objectJson("wurm2", "Craw Wurm", ", \"zone\": \"library\"", "nico") + ", "
            + test::objectJson("bears1", "Grizzly Bears") + ", " + test::objectJson("bears2", "Grizzly Bears");
        const QByteArray upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", "
                                  "\"choices\": {\"objects\": [\"wurm1\", \"wurm2\"]}}";
        Playthrough p = played(library + ", " + test::objectJson("bears3", "Grizzly Bears"), upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm1")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm2")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("defense")), Zone::Graveyard);
        p = played(library, "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("defense")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm1")), Zone::Library);
        QVERIFY(p.finalState.stack.isEmpty());
    }

    // CR 122.8, 603.4, 106.1: "tap it and remove all charge counters from it" is ~'s tap and removal; "Add {C} for
    // each charge counter removed this way" counts those the removal took, as a storage land's does those its cost
    // took (mana is named, not tracked).
    void ventifactBottleReadsTheRemovalThenTheMana()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ventifact Bottle"), 1),
            QStringLiteral("At the beginning of your precombat main phase, if ~ has a charge counter on it, tap ~. Remove all "
                           "charge counters from ~. Add {C} for each charge counter removed this way."));
        const AbilityDef* main = test::parsedAbility(fixtures(), QStringLiteral("Ventifact Bottle"), 1);
        QVERIFY(main);
        QCOMPARE(main->event, TriggerEvent::YourPrecombatMain);
        QVERIFY(main->triggerIf);
        QCOMPARE(main->triggerIf->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(main->effect.size(), 3);
        QCOMPARE(main->effect[0].kind, ActionKind::Tap);
        QCOMPARE(main->effect[1].kind, ActionKind::RemoveCounter);
        const Action& mana = main->effect[2];
        QCOMPARE(mana.kind, ActionKind::AddMana);
        QCOMPARE(mana.text, QStringLiteral("{C}"));
        QVERIFY(mana.amount.x);
        QCOMPARE(mana.counters.kind, QStringLiteral("charge"));
    }

    // CR 603.4, 122.8: as Nico's precombat main phase begins, his Bottle with three charge counters is tapped and
    // loses them all; with none it does not trigger and stays untapped.
    void ventifactBottleEmptiesItself()
    {
        const char* main = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"begin\": \"main1\"}, "
                           "{\"id\": \"e3\", \"resolve\": \"top\"}";
        Playthrough p = played(test::objectJson("bottle", "Ventifact Bottle", ", \"counters\": {\"charge\": 3}", "nico"), main);
        QVERIFY2(test::tapped(p, QStringLiteral("bottle")), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bottle"), QStringLiteral("charge")), 0);
        p = played(test::objectJson("bottle", "Ventifact Bottle", "", "nico"), "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"begin\": \"main1\"}");
        QVERIFY2(!test::tapped(p, QStringLiteral("bottle")), qPrintable(test::happened(p)));
        QVERIFY(p.finalState.stack.isEmpty());
    }

    // CR 122.8, 106.1: Coalition Relic's mana is one mana of any color for each counter its own removal took.
    void coalitionRelicReadsOneManaOfAnyColorEach()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Coalition Relic"), 2),
            QStringLiteral("At the beginning of your precombat main phase, remove all charge counters from ~. Add one mana of any "
                           "color for each charge counter removed this way."));
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Coalition Relic"), 2, ActionKind::AddMana);
        QVERIFY(mana);
        QCOMPARE(mana->mana, Action::Mana::AnyColor);
        QVERIFY(mana->amount.x);
        QCOMPARE(mana->counters.kind, QStringLiteral("charge"));
    }

    // CR 122.8: as Nico's precombat main phase begins his Relic loses its two charge counters (and stays untapped).
    void coalitionRelicEmptiesItself()
    {
        const Playthrough p = played(test::objectJson("relic", "Coalition Relic", ", \"counters\": {\"charge\": 2}", "nico"),
            "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"begin\": \"main1\"}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::countersOn(p, QStringLiteral("relic"), QStringLiteral("charge")) == 0, qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("relic")));
    }

    // CR 603.4, 608.2h: "if you have fewer than seven cards in hand, draw cards equal to the difference" is the
    // condition "six or fewer" and a draw of seven less the cards in hand, counted as it resolves.
    void damiaReadsTheDifference()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Damia, Sage of Stone"), 2),
            QStringLiteral("At the beginning of your upkeep, if you have six or fewer cards in hand, draw cards equal to seven "
                           "minus the number of cards in your hand."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Damia, Sage of Stone"), 2);
        QVERIFY(upkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::HandAtMost);
        QCOMPARE(upkeep->triggerIf->n, 6);
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::Draw);
        QVERIFY(upkeep->effect[0].amountOf);
        QCOMPARE(upkeep->effect[0].amountOf->kind, Expr::Kind::Sum);
    }

    // CR 121.2, 603.4: at Nico's upkeep, holding four cards, his Damia draws three (seven in hand); holding seven,
    // it does not trigger.
    void damiaFillsTheHandToSeven()
    {
        const QByteArray damia = test::objectJson("damia", "Damia, Sage of Stone", "", "nico") + inLibrary("lib", 8);
        Playthrough p = played(damia + inHand("nico", "held", 4), nicosUpkeep);
        QVERIFY2(handSize(p, QStringLiteral("nico")) == 7, qPrintable(test::happened(p)));
        p = played(damia + inHand("nico", "held", 7), "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QVERIFY2(handSize(p, QStringLiteral("nico")) == 7, qPrintable(test::happened(p)));
        QVERIFY(p.finalState.stack.isEmpty());
    }

    // CR 120.3, 108.3: "enchanted creature deals 1 damage to its owner": the creature is the source, its owner
    // (not its controller) the player dealt damage; the card format says "by": "attached".
    void enslaveReadsTheCreaturesDamage()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Enslave"), 2),
            QStringLiteral("At the beginning of your upkeep, enchanted creature deals 1 damage to its owner."));
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Enslave"), 2, ActionKind::Damage);
        QVERIFY(damage);
        QVERIFY(damage->object && damage->object->ref == Selector::Ref::Attached);
        QCOMPARE(damage->who, QStringLiteral("owner_of_attached"));
        QCOMPARE(damage->amount.n, 1);
    }

    // CR 120.3, 702.15b, 108.3: Nico's Enslave on Ana's Vampire Nighthawk (his under the Aura): at his upkeep the
    // Nighthawk deals 1 damage to Ana, its owner, and its lifelink gives Nico, its controller, 1 life.
    void enslaveHurtsTheOwnerWithTheCreature()
    {
        const QByteArray objects = "{\"id\": \"hawk\", \"card\": \"Vampire Nighthawk\", \"controller\": \"ana\", \"owner\": \"ana\", "
                                   "\"timestamp\": 1}, "
            + test::objectJson("enslave", "Enslave", ", \"attached_to\": \"hawk\"", "nico");
        const Playthrough p = played(objects, nicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 19, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 21);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt34)
#include "tst_imptrigat34.moc"
