// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw37.json), round 37
// (`imptrigw37`): Regal Behemoth's "Whenever you tap a land for mana while you're the monarch, add an additional one
// mana of any color."; Ghastlord of Fugue's "Whenever ~ deals combat damage to a player, that player reveals their
// hand. You choose a card from it. That player exiles that card."; Leshrac's Sigil's "Whenever an opponent casts a
// green spell, you may pay {B}{B}. If you do, look at that player's hand and choose a card from it. The player discards
// that card."; Arjun, the Shifting Flame's "Whenever you cast a spell, put the cards in your hand on the bottom of your
// library in any order, then draw that many cards."; Fire Juggler's "Whenever ~ becomes blocked, clash with an opponent.
// If you win, ~ deals 4 damage to each creature blocking it." Blinkmoth Nexus, Grizzly Bears, Forest, Craw Wurm and
// Lightning Bolt are Strata's own cards.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigw37.json"));
}

// The first action of the card's parsed ability whose sentence holds `words`; null when it is not parsed.
const Action* firstActionWith(const char* card, const char* words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(card), QLatin1String(words));
    return a && !a->effect.isEmpty() ? &a->effect.first() : nullptr;
}

// Ana's Regal Behemoth and Blinkmoth Nexus, `ana` more keys of her entry (`, "monarch": true`); the Nexus tapped for
// mana.
Playthrough behemothPlayed(const QByteArray& ana)
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const QByteArray objects = test::objectJson("behemoth", "Regal Behemoth") + ", " + test::objectJson("nexus", "Blinkmoth Nexus");
    const std::optional<GameState> state
        = test::readScenario(lib, test::scenarioJson(objects, "{\"id\": \"e1\", \"activate\": \"nexus\", \"ability\": 1}", ana));
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

}   // namespace

class TestImpTrigW37 : public QObject {
    Q_OBJECT

private slots:
    void everyCardIsUnderstoodAndComesThroughTheCardFormat()
    {
        for (const char* name : {"Regal Behemoth", "Ghastlord of Fugue", "Leshrac's Sigil", "Arjun, the Shifting Flame", "Fire Juggler"}) {
            const ImportedCard* card = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(card, name);
            QVERIFY2(card->status == CardStatus::Understood, name);
            QVERIFY2(test::throughFormat(fixtures(), name), name);
        }
    }

    // CR 605.1b, 605.4a, 603.4, 725.1: a mana ability resolves at once, so "while you're the monarch" on its trigger and
    // an intervening "if you're the monarch" are checked at the same moment: read as the "if", and written so.
    void behemothReadsTheMonarchsManaTrigger()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Regal Behemoth"), QStringLiteral("tap a land"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::TappedForMana);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->controller, Selector::Who::You);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::YouAreMonarch);
        QCOMPARE(a->effect.value(0).kind, ActionKind::AddMana);
        QCOMPARE(a->effect.value(0).text, QStringLiteral("any_color"));
        QCOMPARE(test::writtenWith(fixtures(), "Regal Behemoth", "tap a land"),
            QStringLiteral("Whenever you tap a land for mana, if you're the monarch, add an additional one mana of any color."));
    }

    // CR 406.3, 603.7c, 701.8: "that player" is the player Ghastlord dealt combat damage to; the hand is revealed and
    // the chosen card exiled from it, not discarded.
    void ghastlordReadsTheCardExiledFromThatPlayersHand()
    {
        const Action* a = firstActionWith("Ghastlord of Fugue", "reveals their hand");
        QVERIFY(a);
        QCOMPARE(a->kind, ActionKind::DiscardChosen);
        QCOMPARE(a->who, QStringLiteral("that_player"));
        QVERIFY(a->reveal);
        QCOMPARE(a->destination, std::optional<Zone>(Zone::Exile));
        QCOMPARE(test::writtenWith(fixtures(), "Ghastlord of Fugue", "reveals their hand"),
            QStringLiteral("Whenever ~ deals combat damage to a player, that player reveals their hand. You choose a card "
                           "from it. That player exiles that card."));
        const CardPtr again = test::throughFormat(fixtures(), "Ghastlord of Fugue");
        QVERIFY(again);
        QVERIFY(again->front.abilities.value(1)->effect.value(0).reveal);
        QCOMPARE(again->front.abilities.value(1)->effect.value(0).who, QStringLiteral("that_player"));
    }

    // CR 603.5, 603.7c, 701.8: the caster's hand, looked at (not revealed), its chosen card discarded if the {B}{B} was
    // paid; "The player" is that player.
    void sigilReadsTheCardDiscardedFromTheCastersHand()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Leshrac's Sigil"), QStringLiteral("green spell"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::OpponentCastsSpell);
        QVERIFY(a->optional);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::PayMana);
        const Action& discard = a->effect[1];
        QCOMPARE(discard.kind, ActionKind::DiscardChosen);
        QVERIFY(discard.ifYouDo);
        QVERIFY(!discard.reveal);
        QVERIFY(!discard.destination);
        QCOMPARE(discard.who, QStringLiteral("that_player"));
        QCOMPARE(test::writtenWith(fixtures(), "Leshrac's Sigil", "green spell"),
            QStringLiteral("Whenever an opponent casts a green spell, you may pay {B}{B}. If you do, look at that player's "
                           "hand and choose a card from it. That player discards that card."));
    }

    // CR 401.4, 608.2c: every card of the hand goes to the bottom of its owner's library, then "that many" is the number
    // of cards put there.
    void arjunReadsTheHandPutOnTheBottomThenTheDraw()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Arjun, the Shifting Flame"), QStringLiteral("bottom"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YouCastSpell);
        QCOMPARE(a->effect.size(), 2);
        const Action& put = a->effect[0];
        QCOMPARE(put.kind, ActionKind::PutOnLibrary);
        QVERIFY(put.each);
        QCOMPARE(put.text, QStringLiteral("bottom"));
        QVERIFY(put.object);
        QCOMPARE(put.object->zone, Zone::Hand);
        QVERIFY(put.object->ownerYou);
        const Action& draw = a->effect[1];
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.then);
        QVERIFY(draw.amountOf);
        QCOMPARE(draw.amountOf->kind, Expr::Kind::CountThisWay);
        QCOMPARE(test::writtenWith(fixtures(), "Arjun, the Shifting Flame", "bottom"),
            QStringLiteral("Whenever you cast a spell, put the cards in your hand on the bottom of your library in any order, "
                           "then draw that many cards."));
        const CardPtr again = test::throughFormat(fixtures(), "Arjun, the Shifting Flame");
        QVERIFY(again);
        QVERIFY(again->front.abilities.value(1)->effect.value(0).each);
        QCOMPARE(again->front.abilities.value(1)->effect.value(0).object->zone, Zone::Hand);
    }

    // CR 605.1b, 605.4a, 725.1: Ana the monarch, her Blinkmoth Nexus tapped for mana triggers the Behemoth's mana
    // ability; not the monarch, it does not trigger.
    void behemothAddsManaOnlyForTheMonarch()
    {
        const Playthrough monarch = behemothPlayed(", \"monarch\": true");
        QVERIFY2(test::tapped(monarch, QStringLiteral("nexus")), qPrintable(test::happened(monarch)));
        QCOMPARE(test::eventOutcome(monarch, QStringLiteral("e1")), QStringList{QStringLiteral("behemoth:3")});
        for (const StackItem& item : monarch.finalState.stack)   // the mana trigger never waits there
            QVERIFY2(!item.id.startsWith(QLatin1String("e1.")), qPrintable(item.id));
        const Playthrough notMonarch = behemothPlayed({});
        QVERIFY(test::tapped(notMonarch, QStringLiteral("nexus")));
        QCOMPARE(test::eventOutcome(notMonarch, QStringLiteral("e1")), QStringList{});
    }

    // CR 509.3c, 701.30, 603.7c: "it" is Fire Juggler, the one object the head names: the damage is dealt to the
    // creatures blocking it, if its controller wins the clash.
    void jugglerReadsTheDamageToItsBlockersOnAClashWon()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Fire Juggler"), QStringLiteral("clash"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfBecomesBlocked);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Clash);
        QCOMPARE(a->effect[0].nested.size(), 1);
        const Action& damage = a->effect[0].nested[0];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.to);
        QCOMPARE(damage.to->combatWith, Selector::CombatWith::BlockingSource);
        QCOMPARE(test::writtenWith(fixtures(), "Fire Juggler", "clash"),
            QStringLiteral("Whenever ~ becomes blocked, clash with an opponent. If you win, ~ deals 4 damage to creatures "
                           "blocking ~."));
    }

    // CR 601.2i, 401.4, 608.2c: Ana casts Lightning Bolt at Nico with two Grizzly Bears and a Forest left in hand; Arjun's
    // trigger puts those three on the bottom of her library and she draws three, the three cards that were on top; Nico's
    // hand and library are not touched. The Bolt then resolves.
    void arjunPutsTheHandOnTheBottomAndDrawsThatMany()
    {
        const QByteArray objects = test::objectJson("arjun", "Arjun, the Shifting Flame") + ", "
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("h1", "Grizzly Bears", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("h2", "Grizzly Bears", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("h3", "Forest", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("l1", "Forest", ", \"zone\": \"library\"") + ", "
            + test::objectJson("l2", "Forest", ", \"zone\": \"library\"") + ", "
            + test::objectJson("l3", "Forest", ", \"zone\": \"library\"") + ", "
            + test::objectJson("l4", "Forest", ", \"zone\": \"library\"") + ", "
            + test::objectJson("nh", "Forest", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("nl", "Forest", ", \"zone\": \"library\"", "nico");
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("arjun:2")});
        for (const char* drawn : {"l1", "l2", "l3"})
            QVERIFY2(test::zoneOf(p, QLatin1String(drawn)) == Zone::Hand, qPrintable(test::happened(p)));
        for (const char* put : {"h1", "h2", "h3", "l4"})
            QCOMPARE(test::zoneOf(p, QLatin1String(put)), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Stack);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nh")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nl")), Zone::Library);
        QStringList anasLibrary;   // from the top (401.2): l4 then the three cards put on the bottom
        for (const GameObject& o : p.finalState.objects)
            if (o.exists && o.zone == Zone::Library && o.owner == QLatin1String("ana"))
                anasLibrary << o.id;
        QCOMPARE(anasLibrary.value(0), QStringLiteral("l4"));
        QCOMPARE(anasLibrary.size(), 4);
    }

    // CR 509.3c, 701.30, 120.3, 704.5g: Nico's Grizzly Bears blocks Ana's Fire Juggler; Ana reveals Craw Wurm against his
    // Forest, wins the clash, and the 4 damage destroys the blocker; his other Bears, not blocking, is not dealt any. With
    // the libraries' tops the other way round she loses the clash, and the blocker survives the trigger.
    void jugglerDamagesItsBlockerOnlyWhenTheClashIsWon()
    {
        auto played = [](const char* anasTop, const char* nicosTop) {
            const QByteArray objects = test::objectJson("juggler", "Fire Juggler") + ", "
                + test::objectJson("nb", "Grizzly Bears", "", "nico") + ", " + test::objectJson("nb2", "Grizzly Bears", "", "nico")
                + ", " + test::objectJson("at", anasTop, ", \"zone\": \"library\"") + ", "
                + test::objectJson("nt", nicosTop, ", \"zone\": \"library\"", "nico");
            return test::playScenario(fixtures(), objects,
                "{\"id\": \"e1\", \"attack\": {\"juggler\": \"nico\"}}, {\"id\": \"e2\", \"block\": {\"nb\": [\"juggler\"]}}, "
                "{\"id\": \"e3\", \"resolve\": \"top\"}");
        };
        const Playthrough won = played("Craw Wurm", "Forest");
        QCOMPARE(test::eventOutcome(won, QStringLiteral("e2")), QStringList{QStringLiteral("juggler:1")});
        QVERIFY2(test::zoneOf(won, QStringLiteral("nb")) == Zone::Graveyard, qPrintable(test::happened(won)));
        QCOMPARE(test::zoneOf(won, QStringLiteral("nb2")), Zone::Battlefield);
        const Playthrough lost = played("Forest", "Craw Wurm");
        QVERIFY2(test::zoneOf(lost, QStringLiteral("nb")) == Zone::Battlefield, qPrintable(test::happened(lost)));
    }

    // CR 510.3a, 603.7c, 406.3: unblocked, Ghastlord deals combat damage to Nico, and the card chosen from his hand is
    // exiled; Ana's own hand is not touched.
    void ghastlordExilesTheChosenCardFromNicosHand()
    {
        const QByteArray objects = test::objectJson("ghast", "Ghastlord of Fugue") + ", "
            + test::objectJson("nf", "Forest", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("nb", "Grizzly Bears", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("ab", "Grizzly Bears", ", \"zone\": \"hand\"");
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"attack\": {\"ghast\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
            "{\"id\": \"e3\", \"begin\": \"combat_damage\"}, {\"id\": \"e4\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"nb\"]}}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nb")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Hand);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);   // Ghastlord is a 4/4
    }

    // CR 603.5, 603.7c, 701.8: Nico casts Grizzly Bears; Ana pays {B}{B} and Nico discards the Forest she chose from
    // his hand. Declined, nothing is discarded.
    void sigilMakesTheCasterDiscardTheChosenCard()
    {
        const QByteArray objects = test::objectJson("sigil", "Leshrac's Sigil") + ", "
            + test::objectJson("nb", "Grizzly Bears", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("nf", "Forest", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("af", "Forest", ", \"zone\": \"hand\"");
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"nb\"}, ";
        const Playthrough paid = test::playScenarioOnNicosTurn(fixtures(), objects,
            cast + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"nf\"]}}");
        QCOMPARE(test::eventOutcome(paid, QStringLiteral("e1")), QStringList{QStringLiteral("sigil:1")});
        QVERIFY2(test::zoneOf(paid, QStringLiteral("nf")) == Zone::Graveyard, qPrintable(test::happened(paid)));
        QCOMPARE(test::zoneOf(paid, QStringLiteral("af")), Zone::Hand);
        const Playthrough declined = test::playScenarioOnNicosTurn(fixtures(), objects,
            cast + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false, \"choices\": {\"objects\": [\"nf\"]}}");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("nf")), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW37)
#include "tst_imptrigw37.moc"
