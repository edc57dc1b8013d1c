// Round 38's second helper on instants and sorceries that name a library (tests/data/import/impspelll38b.json):
// a clash with a branch for each outcome, "Clash with an opponent. If you win, target player discards two cards.
// Otherwise, that player discards a card." (Pulling Teeth); the countered spell's controller milling its mana value,
// "Counter target spell. If {B} was spent to cast Induce Paranoia, that spell's controller puts the top X cards of
// their library into their graveyard, where X is the spell's converted mana cost." (Induce Paranoia). The structure,
// and a search of another player's library for a card of any of four types, "Search target opponent's library for an
// artifact, creature, enchantment, or land card. Put that card onto the battlefield under your control. Then that player
// shuffles their library." (Eternal Dominion), and the target's controller putting such a card from their hand, "That
// opponent may put an artifact, creature, enchantment, or land card from their hand onto the battlefield."
// (Metamorphose). The structure, the English written back (the round trip trusts it), the
// card format, and what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspelll38b.json"));
}

// Ana casts `card` from her hand at `target`, and it resolves; the top cards of Ana's and Nico's libraries
// decide a clash.
Playthrough anaCasts(const char* card, const char* target, const QByteArray& objects)
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [") + target + "]}, {\"id\": \"e2\", \"resolve\": "
            "\"top\"}");
}

// The top cards of Ana's and Nico's libraries, one each.
QByteArray tops(const char* anasTop, const char* nicosTop)
{
    return QByteArray("{\"id\": \"anatop\", \"card\": \"") + anasTop + "\", \"zone\": \"library\"}, {\"id\": \"nicotop\", "
        "\"card\": \"" + nicosTop + "\", \"owner\": \"nico\", \"zone\": \"library\"}";
}

// Ana casts Craw Wurm (mana value 6) from her hand over seven Grizzly Bears in her library, and Nico answers with
// Induce Paranoia; `spent` is the mana spent on it (601.2h), else its printed cost.
Playthrough paranoiaOnTheWurm(const char* spent = nullptr)
{
    const QByteArray objects = R"({"id": "wurm", "card": "Craw Wurm", "zone": "hand"},
        {"id": "paranoia", "card": "Induce Paranoia", "owner": "nico", "zone": "hand"})" + test::bears("ana", 7, "library");
    const QByteArray events = R"({"id": "e1", "cast": "wurm"}, {"id": "e2", "cast": "paranoia", "targets": ["wurm"]},
        {"id": "e3", "resolve": "top"})";
    CardLibrary lib;
    std::optional<GameState> state = test::scenario(fixtures(), objects, events, &lib);
    if (!state)
        return {};
    if (!spent)
        return EventPlayer::play(*state, lib);
    // A cast event pays the printed cost, so the {B} is set on the spell on the stack before it resolves.
    Playthrough cast = EventPlayer::play(*state, lib, QStringLiteral("e2"));
    GameState onStack = cast.finalState;
    for (GameObject& o : onStack.objects)
        if (o.id == QLatin1String("paranoia"))
            o.manaSpent = QString::fromLatin1(spent);
    onStack.events = {state->events.last()};
    return EventPlayer::play(onStack, lib);
}

// Who controls the object `id` at the end of `p`; empty when it is not there.
QString controllerOf(const Playthrough& p, const char* id)
{
    for (const GameObject& o : p.finalState.objects)
        if (o.id == QLatin1String(id) && o.exists)
            return o.controller;
    return {};
}

// Ana casts Eternal Dominion at Nico, whose library holds a Lightning Bolt, a Craw Wurm and a Forest (in that order);
// `resolve` adds keys to the resolve event.
Playthrough dominionAtNico(const QByteArray& resolve = {})
{
    const QByteArray objects = R"({"id": "spell", "card": "Eternal Dominion", "zone": "hand"},
        {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "library"},
        {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "zone": "library"},
        {"id": "forest", "card": "Forest", "owner": "nico", "zone": "library"})";
    return test::playScenario(fixtures(), objects,
        QByteArray(R"({"id": "e1", "cast": "spell", "targets": ["nico"]}, {"id": "e2", "resolve": "top")") + resolve + "}");
}

// Ana casts Metamorphose at Nico's Craw Wurm; Nico's hand holds a Lightning Bolt and a Grizzly Bears, Ana's a Forest.
Playthrough metamorphoseTheWurm(const QByteArray& resolve = {})
{
    const QByteArray objects = R"({"id": "spell", "card": "Metamorphose", "zone": "hand"},
        {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 1},
        {"id": "hbolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
        {"id": "hbears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
        {"id": "aforest", "card": "Forest", "zone": "hand"})";
    return test::playScenario(fixtures(), objects,
        QByteArray(R"({"id": "e1", "cast": "spell", "targets": ["wurm"]}, {"id": "e2", "resolve": "top")") + resolve + "}");
}

}   // namespace

class TestImpSpellL38b : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    // The understood cards go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's): the loss's player is "that player".
    void writtenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Pulling Teeth"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pulling Teeth"), 0),
            QStringLiteral("Clash with an opponent. If you win, target player discards two cards. Otherwise, that player "
                           "discards a card."));
    }

    // The countered spell is "that spell" and "the spell" (the older mill and converted mana cost are today's words).
    void paranoiaWrittenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Induce Paranoia"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Induce Paranoia"), 0),
            QStringLiteral("Counter target spell. If {B} was spent to cast ~, that spell's controller mills X cards, where X "
                           "is the spell's mana value."));
    }

    // CR 701.13a, 608.2h, 601.2h: a mill by the one target's controller, of the target's mana value as the
    // resolution began, done only if {B} was spent on Induce Paranoia.
    void paranoiaStructure()
    {
        const AbilityDef* paranoia = test::parsedAbility(fixtures(), QStringLiteral("Induce Paranoia"), 0);
        QVERIFY(paranoia);
        QCOMPARE(paranoia->effect.size(), 2);
        QCOMPARE(paranoia->effect[0].kind, ActionKind::CounterSpell);
        const Action& mill = paranoia->effect[1];
        QCOMPARE(mill.kind, ActionKind::Mill);
        QCOMPARE(mill.who, QStringLiteral("controller_of_target"));
        QVERIFY(mill.amount.x && mill.amountOf);
        QCOMPARE(mill.amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(mill.amountOf->who, QStringLiteral("target"));
        QVERIFY(mill.condition && mill.condition->kind == Condition::Kind::ManaSpentToCast);
    }

    // CR 701.6a, 608.2h, 701.13a: with {B} spent, the Wurm is countered and Ana, its controller, mills six: one
    // Bears stays. Nico's own library is not touched.
    void paranoiaMillsTheCounteredSpellsValue()
    {
        const Playthrough paid = paranoiaOnTheWurm("{1}{B}{U}{U}");
        QVERIFY2(test::zoneOf(paid, "wurm") == Zone::Graveyard, qPrintable(test::happened(paid)));
        QVERIFY2(test::bearsIn(paid, "ana", 7, "library", Zone::Graveyard) == 6, qPrintable(test::happened(paid)));
        QCOMPARE(test::bearsIn(paid, "ana", 7, "library", Zone::Library), 1);
    }

    // CR 601.2h: cast for its printed {2}{U}{U}, no {B} was spent: the Wurm is countered and nothing is milled.
    void paranoiaWithoutBlackOnlyCounters()
    {
        const Playthrough unpaid = paranoiaOnTheWurm();
        QVERIFY2(test::zoneOf(unpaid, "wurm") == Zone::Graveyard, qPrintable(test::happened(unpaid)));
        QCOMPARE(test::bearsIn(unpaid, "ana", 7, "library", Zone::Library), 7);
    }

    // Bribery's one sentence, its card of any of the four types, listed as Oracle lists them.
    void dominionWrittenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Eternal Dominion"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Eternal Dominion"), 0),
            QStringLiteral("Search target opponent's library for an artifact, creature, enchantment, or land card and put "
                           "that card onto the battlefield under your control. Then that player shuffles their library."));
    }

    // CR 701.23, 205.2a: a search of the target opponent's library for one card of any of the four types (not an
    // instant, sorcery or planeswalker card), put onto the battlefield.
    void dominionStructure()
    {
        const AbilityDef* dominion = test::parsedAbility(fixtures(), QStringLiteral("Eternal Dominion"), 0);
        QVERIFY(dominion);
        QCOMPARE(dominion->targets.size(), 1);
        QCOMPARE(dominion->effect.size(), 1);
        const Action& search = dominion->effect[0];
        QCOMPARE(search.kind, ActionKind::SearchLibrary);
        QCOMPARE(search.who, QStringLiteral("target_player"));
        QCOMPARE(search.text, QStringLiteral("battlefield"));
        QVERIFY(search.object);
        QCOMPARE(search.object->types, quint16(0));
        QCOMPARE(search.object->anyTypes, quint16(quint16(CardType::Artifact) | quint16(CardType::Creature)
                                                  | quint16(CardType::Enchantment) | quint16(CardType::Land)));
    }

    // CR 701.23, 110.2a: Ana takes the Forest she names from Nico's library onto the battlefield under her control;
    // naming the Lightning Bolt (an instant) takes nothing of it, and the first card that fits, the Craw Wurm, comes.
    void dominionTakesAPermanentCard()
    {
        const Playthrough forest = dominionAtNico(R"(, "choices": {"objects": ["forest"]})");
        QVERIFY2(test::zoneOf(forest, "forest") == Zone::Battlefield, qPrintable(test::happened(forest)));
        QCOMPARE(controllerOf(forest, "forest"), QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(forest, "wurm"), Zone::Library);
        const Playthrough bolt = dominionAtNico(R"(, "choices": {"objects": ["bolt"]})");
        QCOMPARE(test::zoneOf(bolt, "bolt"), Zone::Library);
        QVERIFY2(test::zoneOf(bolt, "wurm") == Zone::Battlefield, qPrintable(test::happened(bolt)));
        QCOMPARE(controllerOf(bolt, "wurm"), QStringLiteral("ana"));
    }

    // "That opponent" is the target's controller (mended), the four types listed as Oracle lists them.
    void metamorphoseWrittenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Metamorphose"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Metamorphose"), 0),
            QStringLiteral("Put target permanent an opponent controls on top of its owner's library. Its controller may put "
                           "an artifact, creature, enchantment, or land card from their hand onto the battlefield."));
        const AbilityDef* metamorphose = test::parsedAbility(fixtures(), QStringLiteral("Metamorphose"), 0);
        QVERIFY(metamorphose && metamorphose->effect.size() == 2);
        const Action& put = metamorphose->effect[1];
        QCOMPARE(put.kind, ActionKind::ReturnToBattlefield);
        QCOMPARE(put.who, QStringLiteral("controller_of_target"));
        QVERIFY(put.optional);
        QVERIFY(put.object && put.object->zone == Zone::Hand && put.object->anyTypes == quint16(quint16(CardType::Artifact)
            | quint16(CardType::Creature) | quint16(CardType::Enchantment) | quint16(CardType::Land)));
    }

    // CR 401.4, 608.2h, 110.2a, 603.5: the Wurm goes on top of Nico's library; Nico, who controlled it, may put the
    // Bears he names from his hand onto the battlefield under his control. Declined, it stays; the Bolt (an instant)
    // can't be put, so naming it brings the first card that fits, the Bears; Ana's Forest stays in her hand.
    void metamorphoseLetsTheOpponentPutACard()
    {
        const Playthrough bears = metamorphoseTheWurm(R"(, "choices": {"objects": ["hbears"]})");
        QVERIFY2(test::zoneOf(bears, "wurm") == Zone::Library, qPrintable(test::happened(bears)));
        QVERIFY2(test::zoneOf(bears, "hbears") == Zone::Battlefield, qPrintable(test::happened(bears)));
        QCOMPARE(controllerOf(bears, "hbears"), QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(bears, "aforest"), Zone::Hand);
        const Playthrough declined = metamorphoseTheWurm(R"(, "may": false)");
        QCOMPARE(test::zoneOf(declined, "wurm"), Zone::Library);
        QCOMPARE(test::zoneOf(declined, "hbears"), Zone::Hand);
        const Playthrough bolt = metamorphoseTheWurm(R"(, "choices": {"objects": ["hbolt"]})");
        QCOMPARE(test::zoneOf(bolt, "hbolt"), Zone::Hand);
        QCOMPARE(test::zoneOf(bolt, "hbears"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(bolt, "aforest"), Zone::Hand);
    }

    // CR 701.30: the clash's nested instructions are one branch for a win and one, marked `otherwise`, for
    // anything else; CR 115.1: both are the one target player's, named once.
    void clashHasTwoBranches()
    {
        const AbilityDef* teeth = test::parsedAbility(fixtures(), QStringLiteral("Pulling Teeth"), 0);
        QVERIFY(teeth);
        QCOMPARE(teeth->targets.size(), 1);
        QCOMPARE(teeth->effect.size(), 1);
        const Action& clash = teeth->effect[0];
        QCOMPARE(clash.kind, ActionKind::Clash);
        QCOMPARE(clash.nested.size(), 2);
        QCOMPARE(clash.nested[0].kind, ActionKind::Discard);
        QCOMPARE(clash.nested[0].amount.n, 2);
        QVERIFY(!clash.nested[0].otherwise);
        QCOMPARE(clash.nested[1].kind, ActionKind::Discard);
        QCOMPARE(clash.nested[1].amount.n, 1);
        QVERIFY(clash.nested[1].otherwise);
        QCOMPARE(clash.nested[1].who, QStringLiteral("target_player"));
        // Through the card format, the loss's mark stays.
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Pulling Teeth"))->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities.value(0) && back->front.abilities[0]->effect.value(0).nested.value(1).otherwise);
    }

    // CR 701.30a, 701.30d: Ana's Craw Wurm beats Nico's Forest, so Nico discards two of his three cards; with the
    // Forest on her side she doesn't win (a tie would not win either), and he discards one.
    void pullingTeethDiscardsByTheClash()
    {
        const QByteArray hand = R"({"id": "h1", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "h2", "card": "Island", "owner": "nico", "zone": "hand"},
            {"id": "h3", "card": "Forest", "owner": "nico", "zone": "hand"}, )";
        const Playthrough won = anaCasts("Pulling Teeth", "\"nico\"", hand + tops("Craw Wurm", "Forest"));
        QVERIFY2(test::happened(won).contains(QStringLiteral("Ana wins the clash")), qPrintable(test::happened(won)));
        QCOMPARE(test::zoneOf(won, "h1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(won, "h2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(won, "h3"), Zone::Hand);
        const Playthrough lost = anaCasts("Pulling Teeth", "\"nico\"", hand + tops("Forest", "Craw Wurm"));
        QVERIFY2(test::happened(lost).contains(QStringLiteral("Ana doesn't win the clash")), qPrintable(test::happened(lost)));
        QCOMPARE(test::zoneOf(lost, "h1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(lost, "h2"), Zone::Hand);
        QCOMPARE(test::zoneOf(lost, "h3"), Zone::Hand);
        const Playthrough tie = anaCasts("Pulling Teeth", "\"nico\"", hand + tops("Forest", "Island"));
        QVERIFY2(test::happened(tie).contains(QStringLiteral("Ana doesn't win the clash")), qPrintable(test::happened(tie)));
        QCOMPARE(test::zoneOf(tie, "h1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(tie, "h2"), Zone::Hand);
        // Ana, who is no target, keeps her hand either way.
        const Playthrough atAna = anaCasts("Pulling Teeth", "\"ana\"",
            hand + R"({"id": "mine", "card": "Island", "zone": "hand"}, )" + tops("Forest", "Craw Wurm"));
        QCOMPARE(test::zoneOf(atAna, "mine"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(atAna, "h1"), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL38b)
#include "tst_impspelll38b.moc"
