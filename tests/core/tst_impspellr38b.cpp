// Round 38's second helper on instants and sorceries (tests/data/import/impspellr38b.json, the real card objects): two
// sacrifices of sets that share no permanent, "Each opponent sacrifices an artifact creature and a nonartifact creature."
// (Perilous Predicament), and "Draw two cards, then amass X, where X is the number of cards in your hand." (Commence the
// Endgame), "Permanents enter the battlefield tapped this turn." (Due Respect), and "Exile any number of target creatures
// that have -1/-1 counters on them." (Grind // Dust's Dust). The structure, the English written back (the round trip trusts it), the card format, and what the event
// player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "cards/CardLibrary.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>
#include <algorithm>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr38b.json"));
}

// Ana casts `card` from her hand and it resolves; `board` holds the other objects (each starting with ", ").
Playthrough castWith(const char* card, const QByteArray& board)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}" + board;
    return test::playScenario(fixtures(), objects, "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// The tokens on the battlefield that Ana controls.
QVector<const GameObject*> anasTokens(const Playthrough& p)
{
    QVector<const GameObject*> out;
    for (const GameObject& o : p.finalState.objects)
        if (o.zone == Zone::Battlefield && o.token && o.controller == QLatin1String("ana"))
            out << &o;
    return out;
}

// The library of a playthrough of Dust: the event player casts a split card's first half (its front face), so Dust,
// the imported card's second half, is put in a card of its own, its face and abilities unchanged.
const CardLibrary& dustLibrary()
{
    static const CardLibrary lib = [] {
        const ImportedCard* grind = test::findCard(fixtures(), QStringLiteral("Grind"));
        auto dust = std::make_shared<Card>();
        if (grind && grind->card->back)
            dust->front = *grind->card->back;
        Diagnostics diags;
        CardLibrary made = CardLibrary::fromCards(QVector<CardPtr>{dust}, &diags);
        made.addMissing(CardLibrary::builtin());
        return made;
    }();
    return lib;
}

// Ana casts Dust from her graveyard (aftermath, 702.127a) at `targets` (a JSON list's items): Nico's Bears "marked"
// has a -1/-1 counter, his Bears "plain" none.
Playthrough anaCastsDust(const QByteArray& targets)
{
    const QByteArray json = test::scenarioJson(
        QByteArray("{\"id\": \"spell\", \"card\": \"Dust\", \"zone\": \"graveyard\"}, ")
            + test::objectJson("marked", "Grizzly Bears", ", \"counters\": {\"-1/-1\": 1}", "nico") + ", "
            + test::objectJson("plain", "Grizzly Bears", "", "nico"),
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
    const std::optional<GameState> state = test::readScenario(dustLibrary(), json);
    return state ? EventPlayer::play(*state, dustLibrary()) : Playthrough{};
}

}   // namespace

class TestImpSpellR38b : public QObject {
    Q_OBJECT

private slots:
    // CR 608.2c: each card's one ability is read and written back as Oracle says it (after the mended wording).
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    // The card format keeps each ability as it was read.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 701.17a, 608.2c: Perilous Predicament is two sacrifices by each opponent, an artifact creature, then a
    // nonartifact creature; the sets share no permanent, so one after the other leaves the same choices.
    void predicamentStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Perilous Predicament"), QStringLiteral("sacrifices"));
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 2);
        for (const Action& a : spell->effect) {
            QCOMPARE(a.kind, ActionKind::Sacrifice);
            QCOMPARE(a.who, QStringLiteral("each_opponent"));
            QVERIFY(a.object);
        }
        QCOMPARE(spell->effect[0].object->types, quint16(quint16(CardType::Artifact) | quint16(CardType::Creature)));
        QCOMPARE(spell->effect[1].object->types, quint16(CardType::Creature));
        QCOMPARE(spell->effect[1].object->notTypes, quint16(CardType::Artifact));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Perilous Predicament"), 0),
            QStringLiteral("Each opponent sacrifices an artifact creature. Each opponent sacrifices a nonartifact creature."));
    }

    // CR 701.17a: Nico sacrifices his Ornithopter and one of his two Bears; Ana's Juggernaut and Bears stay.
    void predicamentTakesOneOfEach()
    {
        const Playthrough p = castWith("Perilous Predicament",
            ", " + test::objectJson("thopter", "Ornithopter", "", "nico") + ", "
                + test::objectJson("nbears1", "Grizzly Bears", "", "nico") + ", "
                + test::objectJson("nbears2", "Grizzly Bears", "", "nico") + ", " + test::objectJson("jugg", "Juggernaut")
                + ", " + test::objectJson("abears", "Grizzly Bears"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("thopter")), Zone::Graveyard);
        const int bearsLeft = int(test::zoneOf(p, QStringLiteral("nbears1")) == Zone::Battlefield)
            + int(test::zoneOf(p, QStringLiteral("nbears2")) == Zone::Battlefield);
        QCOMPARE(bearsLeft, 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("jugg")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Battlefield);
    }

    // CR 701.17a: with no artifact creature, the first sacrifice does nothing and Nico sacrifices one Bears only.
    void predicamentWithoutArtifactCreature()
    {
        const Playthrough p = castWith("Perilous Predicament",
            ", " + test::objectJson("nbears1", "Grizzly Bears", "", "nico") + ", "
                + test::objectJson("nbears2", "Grizzly Bears", "", "nico"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        const int bearsLeft = int(test::zoneOf(p, QStringLiteral("nbears1")) == Zone::Battlefield)
            + int(test::zoneOf(p, QStringLiteral("nbears2")) == Zone::Battlefield);
        QCOMPARE(bearsLeft, 1);
    }

    // CR 701.47a, 608.2h: Commence the Endgame's amass counts the cards in Ana's hand as it is performed.
    void endgameStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Commence the Endgame"), QStringLiteral("amass"));
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Draw);
        const Action& amass = spell->effect[1];
        QCOMPARE(amass.kind, ActionKind::Amass);
        QVERIFY(amass.amount.x);
        QVERIFY(amass.amountOf);
        QCOMPARE(amass.amountOf->kind, Expr::Kind::Count);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Commence the Endgame"), 1),
            QStringLiteral("Draw two cards, then amass X, where X is the number of cards in your hand."));
    }

    // CR 608.2c, 701.47a: Ana holds two Bears besides the spell, draws two, so X is 4 (the cards drawn counted): a 0/0
    // Zombie Army gets four +1/+1 counters.
    void endgameCountsTheHandAfterTheDraw()
    {
        const Playthrough p = castWith("Commence the Endgame", test::bears("ana", 2, "hand") + test::bears("nico", 3, "hand")
                + ", " + test::objectJson("lib1", "Forest", ", \"zone\": \"library\"") + ", "
                + test::objectJson("lib2", "Forest", ", \"zone\": \"library\""));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib1")), Zone::Hand);
        const QVector<const GameObject*> tokens = anasTokens(p);
        QCOMPARE(tokens.size(), 1);
        QCOMPARE(tokens.first()->counterCount(QStringLiteral("+1/+1")), 4);
    }

    // CR 701.47a: with no other card in her hand, X is the two cards drawn.
    void endgameWithAnEmptyHand()
    {
        const Playthrough p = castWith("Commence the Endgame", test::bears("ana", 3, "library"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        const QVector<const GameObject*> tokens = anasTokens(p);
        QCOMPARE(tokens.size(), 1);
        QCOMPARE(tokens.first()->counterCount(QStringLiteral("+1/+1")), 2);
    }

    // CR 614.12, 514.2: Due Respect is the rule Kismet-like statics give, of every permanent, until the turn ends.
    void dueRespectStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Due Respect"), QStringLiteral("tapped"));
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 1);
        const Action& a = spell->effect.first();
        QCOMPARE(a.kind, ActionKind::Continuous);
        QVERIFY(a.continuous);
        QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(a.continuous->ops.size(), 1);
        QCOMPARE(a.continuous->ops.first().rule, RuleName::PermanentsEnterTapped);
        QVERIFY(a.continuous->ops.first().filter);
        QCOMPARE(a.continuous->ops.first().filter->types, quint16(0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Due Respect"), 0), QStringLiteral("Permanents enter tapped this turn."));
    }

    // CR 614.12, 614.1c: after Due Respect resolves, the Bears Ana casts and Nico's Forest put onto the battlefield
    // enter tapped; without it, the same Bears enters untapped.
    void dueRespectTapsWhatEnters()
    {
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Due Respect\", \"zone\": \"hand\"}, "
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("forest", "Forest", ", \"zone\": \"hand\"", "nico");
        const QByteArray enter = "{\"id\": \"e3\", \"cast\": \"bears\"}, {\"id\": \"e4\", \"resolve\": \"top\"}, "
                                 "{\"id\": \"e5\", \"move\": [\"forest\"], \"to\": \"battlefield\"}";
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, " + enter);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("bears")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Battlefield);
        QVERIFY(test::tapped(p, QStringLiteral("forest")));

        const Playthrough without = test::playScenario(fixtures(), objects,
            "{\"id\": \"e3\", \"cast\": \"bears\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(without, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(without)));
        QVERIFY(!test::tapped(without, QStringLiteral("bears")));
    }

    // CR 514.2: the rule ends in the cleanup step, so nothing holds it after the turn.
    void dueRespectEndsWithTheTurn()
    {
        const Playthrough p = castWith("Due Respect", {});
        const auto held = [](const Playthrough& play) {
            return std::count_if(play.finalResolution.gameRules.cbegin(), play.finalResolution.gameRules.cend(),
                [](const RuleEffectRecord& r) { return r.rule == RuleName::PermanentsEnterTapped; });
        };
        QCOMPARE(held(p), 1);
        const Playthrough later = test::playScenario(fixtures(), "{\"id\": \"spell\", \"card\": \"Due Respect\", \"zone\": \"hand\"}",
            "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"begin\": \"cleanup\"}");
        QVERIFY2(!test::refused(later, "e3"), qPrintable(test::happened(later)));
        QCOMPARE(held(later), 0);
    }

    // CR 115.1, 122.1: Dust's targets are creatures with at least one -1/-1 counter, written as the Banewhip Punisher
    // form says it.
    void dustStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Grind"), QStringLiteral("counters on them"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(spell->targets.first().upTo, Selector::kAnyNumber);
        QCOMPARE(spell->targets.first().withCounter, QStringLiteral("-1/-1"));
        QCOMPARE(spell->targets.first().types, quint16(CardType::Creature));
        QCOMPARE(spell->effect.size(), 1);
        QCOMPARE(spell->effect.first().kind, ActionKind::Exile);
    }

    // CR 115.1, 608.2b: Dust exiles Nico's Bears with a -1/-1 counter; his Bears without one can't be a target.
    void dustExilesTheMarkedCreature()
    {
        const Playthrough p = anaCastsDust("\"marked\"");
        QVERIFY2(test::zoneOf(p, QStringLiteral("marked")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("plain")), Zone::Battlefield);
        const Playthrough refused = anaCastsDust("\"marked\", \"plain\"");
        QVERIFY2(test::refused(refused, "e1"), qPrintable(test::happened(refused)));
        QCOMPARE(test::zoneOf(refused, QStringLiteral("plain")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR38b)
#include "tst_impspellr38b.moc"
