// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig37.json), round 37:
// - "When ~ dies, you may put it on the top or bottom of its owner's library." (Arashin Sovereign: one place, chosen as
//   it resolves, 401.4); Not Forgotten, a sorcery, says it of a target card from any graveyard.
// - "When ~ is put into your graveyard from the battlefield, put it into your library third from the top." (Enigma
//   Sphinx), "…, you may shuffle ~ into your library." (Guan Yu, Sainted Warrior): ~ dies and goes to your graveyard, so
//   it is a card you own (400.3) and your library its owner's.
// - "When ~ dies or is put into exile from the battlefield, you may put it into its owner's library third from the top."
//   (God-Eternal Oketra) and "When enchanted permanent dies or is put into exile, return that card to the battlefield
//   under your control." (Kaya's Ghostform): one permanent's two ways of leaving, the card it became "it" either way
//   (400.7).
// - "When ~ enters the battlefield, target player discards a card. ~ deals damage to that player equal to that card's
//   converted mana cost." (Hellhole Rats: the card discarded, 608.2h).
// - "When ~ enters the battlefield, search your library for any number of Goblin cards and reveal those cards. Shuffle
//   your library, then put them on top of it in any order." (Goblin Recruiter: Congregation at Dawn's search, 701.23).
// - "When ~ enters the battlefield, reveal the top four cards of your library. Put all creature cards of the chosen type
//   revealed this way into your hand and the rest on the bottom of your library in any order." (Brass Herald: the type
//   chosen as it entered, 614.1c).
// The built-in Grizzly Bears, Colossal Dreadmaw, Island and Raging Goblin are the other cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig37.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// `card` on the battlefield as "dying", controlled by `controller` and owned by Ana, and three Grizzly Bears in
// Ana's library ("libraryana0" on top).
QByteArray dyingOverLibrary(const char* card, const char* controller = "ana")
{
    return QByteArray("{\"id\": \"dying\", \"card\": \"") + card + "\", \"controller\": \"" + controller
        + "\", \"owner\": \"ana\", \"timestamp\": 100}" + test::bears("ana", 3, "library");
}

// "dying" is put into its owner's graveyard from the battlefield, then its trigger resolves with `resolve`'s
// further keys ("" for none).
QByteArray diesThenResolves(const QByteArray& resolve = {})
{
    return "{\"id\": \"e1\", \"move\": \"dying\", \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\""
        + resolve + "}";
}

}   // namespace

class TestImpTrig37 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 9); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 401.4, 608.2d: "on the top or bottom" is one choice of two places, made as the ability resolves: two
    // alternatives, each a put on its owner's library of the card ~ became (400.7), the whole optional (603.5).
    void topOrBottomIsAChoiceOfTwoPlaces()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Arashin Sovereign"), 1),
            QStringLiteral("When ~ dies, you may put it on the top or bottom of its owner's library."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Arashin Sovereign"), 1);
        QVERIFY(a && a->effect.size() == 1 && a->targets.isEmpty());
        const Action& choice = a->effect.first();
        QCOMPARE(choice.kind, ActionKind::ChooseOne);
        QVERIFY(a->optional);
        QCOMPARE(choice.nested.size(), 2);
        QCOMPARE(choice.nested[0].kind, ActionKind::PutOnLibrary);
        QCOMPARE(choice.nested[0].text, QStringLiteral("top"));
        QCOMPARE(choice.nested[1].kind, ActionKind::PutOnLibrary);
        QCOMPARE(choice.nested[1].text, QStringLiteral("bottom"));
        QVERIFY(choice.nested[0].object && choice.nested[0].object->ref == Selector::Ref::Self);
        QCOMPARE(choice.nested[0].object, choice.nested[1].object);
    }

    // CR 401.4, 603.10a, 400.7: Ana's Arashin Sovereign dies; she puts the card on top of her library (the first
    // place), or on the bottom (the second), or declines and it stays in her graveyard.
    void arashinSovereignPlayed()
    {
        const QByteArray objects = dyingOverLibrary("Arashin Sovereign");
        const Playthrough top = played(objects, diesThenResolves(", \"choices\": {\"mode\": 1}"));
        QStringList library = test::idsIn(top.finalState, Zone::Library);
        QVERIFY2(library.size() == 4, qPrintable(test::happened(top)));
        QCOMPARE(library.value(0), QStringLiteral("dying"));
        const Playthrough bottom = played(objects, diesThenResolves(", \"choices\": {\"mode\": 2}"));
        library = test::idsIn(bottom.finalState, Zone::Library);
        QVERIFY2(library.size() == 4, qPrintable(test::happened(bottom)));
        QCOMPARE(library.value(0), QStringLiteral("libraryana0"));
        QCOMPARE(library.value(3), QStringLiteral("dying"));
        const Playthrough declined = played(objects, diesThenResolves(", \"may\": false"));
        QCOMPARE(test::zoneOf(declined, QStringLiteral("dying")), Zone::Graveyard);
        QCOMPARE(test::idsIn(declined.finalState, Zone::Library).size(), 3);
    }

    // CR 401.4, 115.1: Not Forgotten's "put target card from a graveyard on the top or bottom of its owner's library":
    // the one target, chosen as the spell is cast, and either place, chosen as it resolves.
    void topOrBottomOfATargetCardFromAGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Not Forgotten"), 0),
            QStringLiteral(
                "Put target card from a graveyard on the top or bottom of its owner's library. Create a 1/1 white "
                "Spirit creature token with flying."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Not Forgotten"), 0);
        QVERIFY(a && a->targets.size() == 1 && a->effect.size() == 2);
        QCOMPARE(a->targets.first().zone, Zone::Graveyard);
        QVERIFY(!a->targets.first().ownerYou);
        const Action& choice = a->effect.first();
        QVERIFY(choice.kind == ActionKind::ChooseOne && choice.nested.size() == 2);
        QVERIFY(choice.nested[0].object && choice.nested[0].object->ref == Selector::Ref::Target);
        QCOMPARE(choice.nested[0].text, QStringLiteral("top"));
        QCOMPARE(choice.nested[1].text, QStringLiteral("bottom"));
    }

    // CR 401.4, 608.2d: Ana casts Not Forgotten on the Grizzly Bears card in Nico's graveyard; it goes on top of Nico's
    // library (the first place) or on its bottom (the second), and Ana gets a 1/1 Spirit either way.
    void notForgottenPlayed()
    {
        const QByteArray objects = test::objectJson("nf", "Not Forgotten", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("dead", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico")
            + test::bears("nico", 2, "library");
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"nf\", \"targets\": [\"dead\"]}, ";
        const Playthrough top
            = played(objects, cast + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"mode\": 1}}");
        QStringList library = test::idsIn(top.finalState, Zone::Library);
        QVERIFY2(library.size() == 3, qPrintable(test::happened(top)));
        QCOMPARE(library.value(0), QStringLiteral("dead"));
        const Playthrough bottom
            = played(objects, cast + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"mode\": 2}}");
        library = test::idsIn(bottom.finalState, Zone::Library);
        QVERIFY2(library.size() == 3, qPrintable(test::happened(bottom)));
        QCOMPARE(library.value(2), QStringLiteral("dead"));
        int spirits = 0;
        for (const GameObject& o : bottom.finalState.objects)
            spirits += o.zone == Zone::Battlefield && o.controller == QLatin1String("ana") && o.token && o.exists;
        QCOMPARE(spirits, 1);
    }

    // CR 700.4, 400.3, 603.10a: "is put into your graveyard from the battlefield" is ~'s dies event, its filter a
    // card you own; after it, "your library" is the card's owner's, as the writer says it.
    void putIntoYourGraveyardIsDyingAsYours()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Enigma Sphinx"), 1),
            QStringLiteral(
                "When ~ is put into your graveyard from the battlefield, put it into its owner's library third "
                "from the top."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Guan Yu, Sainted Warrior"), 1),
            QStringLiteral(
                "When ~ is put into your graveyard from the battlefield, you may shuffle it into its owner's "
                "library."));
        for (const char* name : {"Enigma Sphinx", "Guan Yu, Sainted Warrior"}) {
            const AbilityDef* a = test::parsedAbility(fixtures(), QString::fromUtf8(name), 1);
            QVERIFY2(a && a->event == TriggerEvent::SelfDies, name);
            QVERIFY(a->eventFilter && a->eventFilter->ownerYou && !a->eventFilter->isRef() && !a->eventFilter->types);
        }
        const AbilityDef* sphinx = test::parsedAbility(fixtures(), QStringLiteral("Enigma Sphinx"), 1);
        QVERIFY(sphinx->effect.size() == 1 && sphinx->effect.first().kind == ActionKind::PutOnLibrary);
        QCOMPARE(sphinx->effect.first().amount.n, 3);
        const AbilityDef* guanYu = test::parsedAbility(fixtures(), QStringLiteral("Guan Yu, Sainted Warrior"), 1);
        QVERIFY(guanYu->effect.size() == 1 && guanYu->effect.first().kind == ActionKind::ShuffleIntoLibrary);
        QVERIFY(guanYu->optional);
    }

    // CR 401.4, 603.10a: Ana's Enigma Sphinx dies and goes into her library third from the top.
    void enigmaSphinxPlayed()
    {
        const Playthrough p = played(dyingOverLibrary("Enigma Sphinx"), diesThenResolves());
        const QStringList library = test::idsIn(p.finalState, Zone::Library);
        QVERIFY2(library.size() == 4, qPrintable(test::happened(p)));
        QCOMPARE(library.value(0), QStringLiteral("libraryana0"));
        QCOMPARE(library.value(1), QStringLiteral("libraryana1"));
        QCOMPARE(library.value(2), QStringLiteral("dying"));
    }

    // CR 603.3a, 603.10a, 400.3: Nico controls Ana's Enigma Sphinx when it dies. It goes to Ana's graveyard, not to
    // the graveyard of the ability's controller, Nico, so the ability doesn't trigger and the card stays there.
    void enigmaSphinxOfAnotherOwnerDoesNotTrigger()
    {
        const Playthrough p = played(
            dyingOverLibrary("Enigma Sphinx", "nico"), "{\"id\": \"e1\", \"move\": \"dying\", \"to\": \"graveyard\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("dying")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY(p.finalState.stack.isEmpty());
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).size(), 3);
    }

    // CR 701.24, 603.5: Ana's Guan Yu dies; she shuffles it into her library, or declines and it stays in her
    // graveyard.
    void guanYuPlayed()
    {
        const QByteArray objects = dyingOverLibrary("Guan Yu, Sainted Warrior");
        const Playthrough shuffled = played(objects, diesThenResolves());
        QVERIFY2(
            test::zoneOf(shuffled, QStringLiteral("dying")) == Zone::Library, qPrintable(test::happened(shuffled)));
        QCOMPARE(test::idsIn(shuffled.finalState, Zone::Library).size(), 4);
        const Playthrough declined = played(objects, diesThenResolves(", \"may\": false"));
        QCOMPARE(test::zoneOf(declined, QStringLiteral("dying")), Zone::Graveyard);
    }

    // CR 603.2, 603.10a, 400.7: "dies or is put into exile from the battlefield" is two leave events of ~, the second
    // the exiled-from-the-battlefield event of ~ itself; after either, "it" is the card ~ became.
    void diesOrPutIntoExileIsTwoEventsOfSelf()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("God-Eternal Oketra"), 2),
            QStringLiteral(
                "When ~ dies or is put into exile from the battlefield, you may put it into its owner's library "
                "third from the top."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("God-Eternal Oketra"), 2);
        QVERIFY(a && a->event == TriggerEvent::SelfDies && !a->eventFilter && a->optional);
        QVERIFY(a->orEvent && a->orEvent->event == TriggerEvent::ExiledFromBattlefield);
        QVERIFY(a->orEvent->eventFilter && a->orEvent->eventFilter->ref == Selector::Ref::Self);
        QVERIFY(a->effect.size() == 1 && a->effect.first().kind == ActionKind::PutOnLibrary);
        QVERIFY(a->effect.first().object && a->effect.first().object->ref == Selector::Ref::Self);
        QCOMPARE(a->effect.first().amount.n, 3);
    }

    // CR 603.10a, 401.4, 603.5: Ana's God-Eternal Oketra dies, or is exiled; either way she puts the card into her
    // library third from the top. Declined, it stays in her graveyard. Her Grizzly Bears exiled trigger nothing.
    void godEternalOketraPlayed()
    {
        const QByteArray objects
            = dyingOverLibrary("God-Eternal Oketra") + ", " + test::objectJson("bears", "Grizzly Bears");
        for (const char* zone : {"graveyard", "exile"}) {
            const Playthrough p = played(objects,
                QByteArray("{\"id\": \"e1\", \"move\": \"dying\", \"to\": \"") + zone
                    + "\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
            const QStringList library = test::idsIn(p.finalState, Zone::Library);
            QVERIFY2(library.size() == 4, qPrintable(test::happened(p)));
            QCOMPARE(library.value(2), QStringLiteral("dying"));
        }
        const Playthrough declined = played(objects, diesThenResolves(", \"may\": false"));
        QCOMPARE(test::zoneOf(declined, QStringLiteral("dying")), Zone::Graveyard);
        const Playthrough bears = played(objects, "{\"id\": \"e1\", \"move\": \"bears\", \"to\": \"exile\"}");
        QVERIFY2(bears.finalState.stack.isEmpty(), qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("dying")), Zone::Battlefield);
    }

    // CR 603.2, 603.10a, 400.7: "enchanted permanent dies or is put into exile" is two leave events of the permanent the
    // Aura is attached to, seen as it was; after either, "that card" is the card it became.
    void enchantedDiesOrPutIntoExileIsTwoEventsOfIt()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kaya's Ghostform"), 1),
            QStringLiteral(
                "When enchanted permanent dies or is put into exile, return that card to the battlefield under "
                "your control."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Kaya's Ghostform"), 1);
        QVERIFY(a && a->event == TriggerEvent::CreatureDies && a->eventFilter);
        QCOMPARE(a->eventFilter->ref, Selector::Ref::Attached);
        QVERIFY(a->orEvent && a->orEvent->event == TriggerEvent::ExiledFromBattlefield && a->orEvent->eventFilter);
        QCOMPARE(a->orEvent->eventFilter->ref, Selector::Ref::Attached);
        QVERIFY(a->effect.size() == 1 && a->effect.first().kind == ActionKind::ReturnToBattlefield);
        QVERIFY(a->effect.first().object && a->effect.first().object->ref == Selector::Ref::It);
    }

    // CR 603.10a, 603.6c, 110.2a: Ana's Kaya's Ghostform enchants her Grizzly Bears. The Bears die, or are exiled, and
    // return to the battlefield under her control; the Ghostform stays in her graveyard. Another Bears of hers, not
    // enchanted, dying triggers nothing.
    void kayasGhostformPlayed()
    {
        const QByteArray objects = test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("ghostform", "Kaya's Ghostform", ", \"attached_to\": \"bears\"") + ", "
            + test::objectJson("other", "Grizzly Bears");
        for (const char* zone : {"graveyard", "exile"}) {
            const Playthrough p = played(objects,
                QByteArray("{\"id\": \"e1\", \"move\": \"bears\", \"to\": \"") + zone
                    + "\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
            QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
            QCOMPARE(test::zoneOf(p, QStringLiteral("ghostform")), Zone::Graveyard);
        }
        const Playthrough other = played(objects, "{\"id\": \"e1\", \"move\": \"other\", \"to\": \"exile\"}");
        QVERIFY2(other.finalState.stack.isEmpty(), qPrintable(test::happened(other)));
        QCOMPARE(test::zoneOf(other, QStringLiteral("ghostform")), Zone::Battlefield);
    }

    // CR 701.8a, 202.3, 608.2h: the damage counts the one card the target player discarded, its mana value in the
    // graveyard, and is dealt to that player.
    void damageEqualToTheDiscardedCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hellhole Rats"), 1),
            QStringLiteral(
                "When ~ enters, target player discards a card. ~ deals damage to that player equal to that card's "
                "mana value."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Hellhole Rats"), 1);
        QVERIFY(a && a->targets.size() == 1 && a->effect.size() == 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Discard);
        const Action& damage = a->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.to && damage.to->ref == Selector::Ref::Target);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::ManaValueOfMoved);
    }

    // CR 701.8a, 202.3, 120.3: Ana's Hellhole Rats enter targeting Nico, who holds Colossal Dreadmaw and Grizzly Bears.
    // Discarding the Dreadmaw (mana value 6) he is dealt 6; the Bears, 2; with an empty hand, nothing is discarded and
    // no damage is dealt.
    void hellholeRatsPlayed()
    {
        const QByteArray rats = test::objectJson("rats", "Hellhole Rats", ", \"zone\": \"hand\"");
        const QByteArray hand = ", " + test::objectJson("dreadmaw", "Colossal Dreadmaw", ", \"zone\": \"hand\"", "nico")
            + ", " + test::objectJson("nbears", "Grizzly Bears", ", \"zone\": \"hand\"", "nico");
        const QByteArray enters
            = "{\"id\": \"e1\", \"move\": \"rats\", \"to\": \"battlefield\", "
              "\"triggers\": {\"e1.1\": {\"targets\": [\"nico\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"";
        const Playthrough dreadmaw = played(rats + hand, enters + ", \"choices\": {\"objects\": [\"dreadmaw\"]}}");
        QVERIFY2(test::lifeOf(dreadmaw, QStringLiteral("nico")) == 14, qPrintable(test::happened(dreadmaw)));
        QCOMPARE(test::zoneOf(dreadmaw, QStringLiteral("dreadmaw")), Zone::Graveyard);
        const Playthrough bears = played(rats + hand, enters + ", \"choices\": {\"objects\": [\"nbears\"]}}");
        QVERIFY2(test::lifeOf(bears, QStringLiteral("nico")) == 18, qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("dreadmaw")), Zone::Hand);
        const Playthrough empty = played(rats, enters + "}");
        QVERIFY2(test::lifeOf(empty, QStringLiteral("nico")) == 20, qPrintable(test::happened(empty)));
    }

    // CR 701.23, 401.4: the Goblin cards found and revealed, put on top after the shuffle in the order their owner
    // chooses, the words Congregation at Dawn's search says.
    void goblinsSearchedToTop()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Goblin Recruiter"), 0),
            QStringLiteral(
                "When ~ enters, search your library for any number of Goblin cards, reveal them, then shuffle and "
                "put those cards on top in any order."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Goblin Recruiter"), 0);
        QVERIFY(a && a->effect.size() == 1 && a->effect.first().kind == ActionKind::SearchLibrary);
        const Action& search = a->effect.first();
        QCOMPARE(search.text, QStringLiteral("top"));
        QVERIFY(search.reveal && search.object);
        QCOMPARE(int(search.object->upTo), int(Selector::kAnyNumber));
        QCOMPARE(search.object->subtypes.size(), 1);
    }

    // CR 701.23, 401.4: Goblin Recruiter enters; Ana names her two Raging Goblins and her Grizzly Bears (no Goblin): the
    // Goblins go on top in the order she named them, the other cards below.
    void goblinRecruiterPlayed()
    {
        const QByteArray objects = test::objectJson("recruiter", "Goblin Recruiter", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("goblin1", "Raging Goblin", ", \"zone\": \"library\"") + ", "
            + test::objectJson("island", "Island", ", \"zone\": \"library\"") + ", "
            + test::objectJson("goblin2", "Raging Goblin", ", \"zone\": \"library\"");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"move\": \"recruiter\", \"to\": \"battlefield\"}, "
            "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"goblin2\", \"goblin1\", \"bears\"]}}");
        QCOMPARE(test::idsIn(p.finalState, Zone::Library), (QStringList{"goblin2", "goblin1", "bears", "island"}));
        QVERIFY2(test::happened(p).contains(QStringLiteral("reveals")), qPrintable(test::happened(p)));
    }

    // CR 701.16a, 614.1c: every revealed creature card of the creature type chosen as ~ entered is kept, Beast Hunt's
    // reveal with the source's chosen type.
    void revealedCardsOfTheChosenType()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Brass Herald"), 1),
            QStringLiteral(
                "When ~ enters, reveal the top four cards of your library. Put all creature cards of the chosen type "
                "revealed this way into your hand and the rest on the bottom of your library in any order."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Brass Herald"), 1);
        QVERIFY(a && a->effect.size() == 1 && a->effect.first().kind == ActionKind::LookAtTop);
        const Action& look = a->effect.first();
        QCOMPARE(look.amount.n, 4);
        QCOMPARE(look.keep, 4);
        QVERIFY(look.reveal && look.object && look.object->subtypeChosen);
        QCOMPARE(look.object->types, quint16(CardType::Creature));
    }

    // CR 701.16a, 614.1c: Brass Herald enters as a Goblin Herald; of the top four cards of Ana's library, her two Raging
    // Goblins go to her hand, her Grizzly Bears and Island to the bottom under the fifth card. As a Bear Herald, only the
    // Bears are kept.
    void brassHeraldPlayed()
    {
        const QByteArray objects = test::objectJson("herald", "Brass Herald", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("goblin1", "Raging Goblin", ", \"zone\": \"library\"") + ", "
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("goblin2", "Raging Goblin", ", \"zone\": \"library\"") + ", "
            + test::objectJson("island", "Island", ", \"zone\": \"library\"") + ", "
            + test::objectJson("fifth", "Island", ", \"zone\": \"library\"");
        auto enteringAs = [&](const char* type) {
            return played(objects,
                QByteArray("{\"id\": \"e1\", \"move\": \"herald\", \"to\": \"battlefield\", "
                           "\"choices\": {\"creature_type\": \"")
                    + type
                    + "\"}}, "
                      "{\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough goblins = enteringAs("Goblin");
        QVERIFY2(test::zoneOf(goblins, QStringLiteral("goblin1")) == Zone::Hand, qPrintable(test::happened(goblins)));
        QCOMPARE(test::zoneOf(goblins, QStringLiteral("goblin2")), Zone::Hand);
        QStringList library = test::idsIn(goblins.finalState, Zone::Library);
        QCOMPARE(library.value(0), QStringLiteral("fifth"));
        QCOMPARE(library.size(), 3);
        const Playthrough bears = enteringAs("Bear");
        QVERIFY2(test::zoneOf(bears, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("goblin1")), Zone::Library);
        QCOMPARE(test::idsIn(bears.finalState, Zone::Library).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig37)
#include "tst_imptrig37.moc"
