// Round 37's instants and sorceries (tests/data/import/impspellr37.json, the real card objects): all the counters of
// a kind removed from the spell's one target, and that many cards drawn, "Remove all +1/+1 counters from target
// creature you control. Draw that many cards." (Give // Take's Take); delirium's "instead" paragraph with the card
// file's misprint "card tyoes", read as "card types" (Might Beyond Reason); an instruction with "if {R} was spent to
// cast ~" after it, alone or two joined by "and" (Batwing Brume, Firespout, Invert the Skies, Unnerving Assault);
// protection from the creatures without a creature type, "protection from non-Human creatures" (Spare from Evil);
// threshold's colour chosen, then protection from it (Aven Warcraft); damage divided among "one, two, or three
// target white and/or blue creatures" (Ignite Disorder); an X/X token counting the creatures destroyed this way
// (Phyrexian Rebirth); as many tokens as creatures sacrificed, "then create that many …" (Hellion Eruption); +X/+X
// for the creatures of a type chosen as the spell resolves (Tribal Unity).
// The structure, the English written back (the round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "cards/CardLibrary.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr37.json"));
}

// The library of a playthrough of Take: the event player casts a split card's first half (its front face), so Take,
// the imported card's second half, is put in a card of its own, its face and ability unchanged.
const CardLibrary& takeLibrary()
{
    static const CardLibrary lib = [] {
        const ImportedCard* give = test::findCard(fixtures(), QStringLiteral("Give"));
        auto take = std::make_shared<Card>();
        if (give && give->card->back)
            take->front = *give->card->back;
        Diagnostics diags;
        CardLibrary made = CardLibrary::fromCards(QVector<CardPtr>{take}, &diags);
        made.addMissing(CardLibrary::builtin());
        return made;
    }();
    return lib;
}

// Ana casts Take from her hand at `target`, with three Shocks in her library; `objects` are the other objects.
Playthrough anaCastsTake(const char* target, const QByteArray& objects)
{
    const QByteArray json = test::scenarioJson(
        QByteArray("{\"id\": \"spell\", \"card\": \"Take\", \"zone\": \"hand\"},")
            + " {\"id\": \"s1\", \"card\": \"Shock\", \"zone\": \"library\"},"
            + " {\"id\": \"s2\", \"card\": \"Shock\", \"zone\": \"library\"},"
            + " {\"id\": \"s3\", \"card\": \"Shock\", \"zone\": \"library\"}, " + objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"") + target
            + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
    const std::optional<GameState> state = test::readScenario(takeLibrary(), json);
    return state ? EventPlayer::play(*state, takeLibrary()) : Playthrough{};
}

// Ana casts Might Beyond Reason at her Grizzly Bears, her graveyard holding `graveyard` (JSON objects, each after
// a comma).
Playthrough anaCastsMight(const QByteArray& graveyard)
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"Might Beyond Reason\", \"zone\": \"hand\"}, ")
            + test::objectJson("bears", "Grizzly Bears") + graveyard,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"bears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// `card` on the stack, Ana's, cast with `spent` (601.2h: the hybrid symbol of its printed cost names no colour, so the
// scenario says which mana paid it), then resolved; `objects` are the other objects.
Playthrough resolvesWithManaSpent(const char* card, const char* spent, const QByteArray& objects)
{
    const QByteArray json = test::scenarioJson(
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"stack\", \"mana_spent\": \"" + spent
            + "\"}, " + objects,
        "{\"id\": \"e1\", \"resolve\": \"top\"}", {}, {}, ", \"stack\": [\"spell\"]");
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    return state ? EventPlayer::play(*state, lib) : Playthrough{};
}

// The ids of the tokens on the battlefield at the end of `play`.
QStringList tokensOnBattlefield(const Playthrough& play)
{
    QStringList out;
    for (const GameObject& o : play.finalState.objects)
        if (o.token && o.exists && o.zone == Zone::Battlefield)
            out << o.id;
    return out;
}

QByteArray inGraveyard(const char* id, const char* card)
{
    return QByteArray(", {\"id\": \"") + id + "\", \"card\": \"" + card + "\", \"zone\": \"graveyard\"}";
}

}   // namespace

class TestImpSpellR37 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 12);
        test::checkNamedCardsUnderstood(fixtures(), {"Give", "Might Beyond Reason", "Batwing Brume", "Firespout",
            "Invert the Skies", "Unnerving Assault", "Spare from Evil", "Aven Warcraft", "Ignite Disorder",
            "Phyrexian Rebirth", "Hellion Eruption", "Tribal Unity"});
    }

    // The twelve cards (Give // Take with its second half) go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 12); }

    // The English written back (the round trip compares it with Oracle's, the misprint mended on both sides).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("all the counters from the target, then that many cards")
            << "Give" << 2
            << "Remove all +1/+1 counters from target creature you control. Draw that many cards.";
        QTest::newRow("delirium instead, the misprint mended")
            << "Might Beyond Reason" << 1
            << "Put three +1/+1 counters on that creature instead if there are four or more card types among cards in "
               "your graveyard.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 122.8, 608.2c: every +1/+1 counter on the one target is removed as the spell resolves, and the draw counts
    // them; the target is a creature its controller controls (115.1).
    void takeStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Give"), QStringLiteral("Remove all"));
        QVERIFY(spell && spell->effect.size() == 2 && spell->targets.size() == 1);
        QCOMPARE(spell->targets[0].controller, Selector::Who::You);
        QCOMPARE(spell->targets[0].types, quint16(CardType::Creature));
        const Action& remove = spell->effect[0];
        QCOMPARE(remove.kind, ActionKind::RemoveCounter);
        QVERIFY(remove.object && remove.object->ref == Selector::Ref::Target);
        QCOMPARE(remove.counters.kind, QStringLiteral("+1/+1"));
        QVERIFY(remove.amountOf && remove.amountOf->kind == Expr::Kind::CountersOnSource);
        const Action& draw = spell->effect[1];
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.amountOf && draw.amountOf->kind == Expr::Kind::CountThisWay);
    }

    // CR 122.8, 608.2c: Ana's Grizzly Bears loses its three +1/+1 counters (its charge counter stays) and she draws
    // three cards; with no +1/+1 counter on it she draws none.
    void takeDrawsAsManyAsRemoved()
    {
        const Playthrough p = anaCastsTake("bears",
            test::objectJson("bears", "Grizzly Bears", ", \"counters\": {\"+1/+1\": 3, \"charge\": 1}"));
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears"), QStringLiteral("charge")), 1);
        QCOMPARE(test::idsIn(p.finalState, Zone::Hand).size(), 3);

        const Playthrough none = anaCastsTake("bears", test::objectJson("bears", "Grizzly Bears"));
        QVERIFY2(!test::refused(none, "e2"), qPrintable(test::happened(none)));
        QCOMPARE(test::idsIn(none.finalState, Zone::Hand).size(), 0);
        QCOMPARE(test::zoneOf(none, QStringLiteral("spell")), Zone::Graveyard);
    }

    // CR 115.1, 601.2c: Nico's creature is no creature Ana controls, so it can't be Take's target.
    void takeRefusesAnOpponentsCreature()
    {
        const Playthrough p = anaCastsTake("nbears",
            test::objectJson("nbears", "Grizzly Bears", ", \"counters\": {\"+1/+1\": 2}", "nico"));
        QVERIFY(test::refused(p, "e1"));
        QCOMPARE(test::countersOn(p, QStringLiteral("nbears")), 2);
    }

    // CR 207.2c, 608.2c, 205.2a: the delirium paragraph replaces the two counters when four or more card types are
    // among the cards in Ana's graveyard as the spell resolves.
    void mightBeyondReasonStructure()
    {
        const AbilityDef* delirium =
            test::parsedWith(fixtures(), QStringLiteral("Might Beyond Reason"), QStringLiteral("Delirium"));
        QVERIFY(delirium && delirium->effect.size() == 1);
        const Action& put = delirium->effect[0];
        QCOMPARE(put.kind, ActionKind::PutCounter);
        QCOMPARE(put.instead, Action::Instead::ConditionLast);
        QVERIFY(put.condition);
        QCOMPARE(put.condition->kind, Condition::Kind::CardTypesInGraveyardAtLeast);
        QCOMPARE(put.counters.n.n, 3);
    }

    // CR 608.2c, 205.2a: with a land, a creature, an instant and an artifact in Ana's graveyard her Bears gets three
    // +1/+1 counters; with only the first three types, two.
    void mightBeyondReasonPutsThreeWithDelirium()
    {
        const QByteArray three = inGraveyard("g1", "Forest") + inGraveyard("g2", "Grizzly Bears")
            + inGraveyard("g3", "Lightning Bolt");
        const Playthrough p = anaCastsMight(three + inGraveyard("g4", "Bonesplitter"));
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 3, qPrintable(test::happened(p)));

        const Playthrough fewer = anaCastsMight(three);
        QVERIFY2(test::countersOn(fewer, QStringLiteral("bears")) == 2, qPrintable(test::happened(fewer)));
    }

    // CR 601.2h, 608.2c: each instruction of these spells is done only if its colour was spent to cast the spell,
    // its condition before it as the writer says it.
    void manaSpentStructure_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::newRow("Batwing Brume") << "Batwing Brume" << int(Color::White) << int(Color::Black);
        QTest::newRow("Firespout") << "Firespout" << int(Color::Red) << int(Color::Green);
        QTest::newRow("Invert the Skies") << "Invert the Skies" << int(Color::Green) << int(Color::Blue);
        QTest::newRow("Unnerving Assault") << "Unnerving Assault" << int(Color::Blue) << int(Color::Red);
    }
    void manaSpentStructure()
    {
        QFETCH(QString, card);
        QFETCH(int, first);
        QFETCH(int, second);
        const AbilityDef* spell = test::parsedAbility(fixtures(), card, 0);
        QVERIFY(spell && spell->effect.size() == 2);
        for (int k : {0, 1}) {
            const Action& a = spell->effect[k];
            QVERIFY(a.condition && a.condition->kind == Condition::Kind::ManaSpentToCast);
            QCOMPARE(a.condition->n, 1);
            QVERIFY(a.condition->colors == ColorSet::of(Color(k == 0 ? first : second)));
            QVERIFY(!a.optional && !a.ifYouDo && !a.otherwise);
        }
    }

    void manaSpentWrittenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("one condition after each of two sentences")
            << "Batwing Brume"
            << "If {W} was spent to cast ~, prevent all combat damage that would be dealt this turn. If {B} was spent to "
               "cast ~, each player loses 1 life for each attacking creature they control.";
        QTest::newRow("two damage instructions joined by and")
            << "Firespout"
            << "If {R} was spent to cast ~, ~ deals 3 damage to creatures without flying. If {G} was spent to cast ~, ~ "
               "deals 3 damage to creatures with flying.";
        QTest::newRow("two changes joined by and")
            << "Invert the Skies"
            << "If {G} was spent to cast ~, creatures your opponents control lose flying until end of turn. If {U} was "
               "spent to cast ~, creatures you control gain flying until end of turn.";
    }
    void manaSpentWrittenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 601.2h, 608.2c, 702.9a: Firespout paid with {R} kills Ana's Grizzly Bears and leaves Nico's Serra Angel
    // undamaged; with {G} the Angel is dealt 3 and the Bears lives; with both, both are dealt 3.
    void firespoutDealsDamageByColourSpent()
    {
        const QByteArray board = test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("angel", "Serra Angel", "", "nico");
        const Playthrough red = resolvesWithManaSpent("Firespout", "{2}{R}", board);
        QVERIFY2(test::zoneOf(red, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(red)));
        QCOMPARE(test::damageOn(red, QStringLiteral("angel")), 0);
        const Playthrough green = resolvesWithManaSpent("Firespout", "{2}{G}", board);
        QCOMPARE(test::zoneOf(green, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::damageOn(green, QStringLiteral("angel")), 3);
        const Playthrough both = resolvesWithManaSpent("Firespout", "{1}{R}{G}", board);
        QCOMPARE(test::zoneOf(both, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::damageOn(both, QStringLiteral("angel")), 3);
    }

    // CR 601.2h, 611.2c, 613.4c: Unnerving Assault paid with {U} makes Nico's Grizzly Bears 1/2 and leaves Ana's 2/2;
    // with {U} and {R}, hers is 3/2 too.
    void unnervingAssaultChangesByColourSpent()
    {
        const QByteArray board = test::objectJson("abears", "Grizzly Bears") + ", "
            + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        const Playthrough blue = resolvesWithManaSpent("Unnerving Assault", "{2}{U}", board);
        QVERIFY2(test::ptOf(blue, QStringLiteral("nbears")) == QStringLiteral("1/2"), qPrintable(test::happened(blue)));
        QCOMPARE(test::ptOf(blue, QStringLiteral("abears")), QStringLiteral("2/2"));
        const Playthrough both = resolvesWithManaSpent("Unnerving Assault", "{1}{U}{R}", board);
        QCOMPARE(test::ptOf(both, QStringLiteral("nbears")), QStringLiteral("1/2"));
        QCOMPARE(test::ptOf(both, QStringLiteral("abears")), QStringLiteral("3/2"));
    }

    // CR 601.2h, 611.2c, 613.1f: Invert the Skies paid with {G} takes flying from Nico's Serra Angel; with {U} Ana's
    // Grizzly Bears gains flying and the Angel keeps it.
    void invertTheSkiesByColourSpent()
    {
        const QByteArray board = test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("angel", "Serra Angel", "", "nico");
        const Playthrough green = resolvesWithManaSpent("Invert the Skies", "{3}{G}", board);
        QVERIFY2(!test::hasKeyword(green, QStringLiteral("angel"), QStringLiteral("Flying")), qPrintable(test::happened(green)));
        QVERIFY(!test::hasKeyword(green, QStringLiteral("bears"), QStringLiteral("Flying")));
        const Playthrough blue = resolvesWithManaSpent("Invert the Skies", "{3}{U}", board);
        QVERIFY(test::hasKeyword(blue, QStringLiteral("angel"), QStringLiteral("Flying")));
        QVERIFY(test::hasKeyword(blue, QStringLiteral("bears"), QStringLiteral("Flying")));
    }

    // CR 601.2h, 615.1, 508.1: with Nico's two Grizzly Bears attacking Ana, Batwing Brume paid with {B} makes him
    // lose 2 life and Ana none, and the Bears then deal her 4; paid with {W} no one loses life and their combat
    // damage is prevented.
    void batwingBrumeByColourSpent()
    {
        const auto play = [](const char* spent) {
            // Nico's turn, his declare attackers step, Ana's Brume on the stack.
            const QByteArray json = QByteArray("{\"format\": \"strata-scenario\", \"version\": 1, \"title\": \"t\",")
                + " \"players\": [{\"id\": \"nico\", \"name\": \"Nico\"}, {\"id\": \"ana\", \"name\": \"Ana\"}],"
                + " \"step\": \"declare_attackers\", \"stack\": [\"spell\"], \"objects\": ["
                + "{\"id\": \"spell\", \"card\": \"Batwing Brume\", \"owner\": \"ana\", \"zone\": \"stack\", \"mana_spent\": \""
                + spent + "\"}, "
                + test::objectJson("nb1", "Grizzly Bears", ", \"attacking\": \"ana\"", "nico") + ", "
                + test::objectJson("nb2", "Grizzly Bears", ", \"attacking\": \"ana\"", "nico")
                + "], \"events\": [{\"id\": \"e1\", \"resolve\": \"top\"}, {\"id\": \"e2\", \"begin\": \"combat_damage\"}]}";
            const CardLibrary& lib = test::libraryOf(fixtures());
            const std::optional<GameState> state = test::readScenario(lib, json);
            return state ? EventPlayer::play(*state, lib) : Playthrough{};
        };
        const Playthrough black = play("{1}{B}");
        QVERIFY2(test::lifeOf(black, QStringLiteral("nico")) == 18, qPrintable(test::happened(black)));
        QVERIFY2(test::lifeOf(black, QStringLiteral("ana")) == 16, qPrintable(test::happened(black)));
        const Playthrough white = play("{1}{W}");
        QVERIFY2(test::lifeOf(white, QStringLiteral("ana")) == 20, qPrintable(test::happened(white)));
        QCOMPARE(test::lifeOf(white, QStringLiteral("nico")), 20);
    }

    // CR 702.16a: the quality is the creatures without the creature type, kept as the words say it.
    void spareFromEvilStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Spare from Evil"), 0);
        QVERIFY(spell && spell->effect.size() == 1 && spell->effect[0].continuous);
        const ContinuousDef& c = *spell->effect[0].continuous;
        QCOMPARE(c.duration, Duration::EndOfTurn);
        QVERIFY(c.affects && c.affects->controller == Selector::Who::You);
        QCOMPARE(c.ops.size(), 1);
        QCOMPARE(c.ops[0].abilities.size(), 1);
        QCOMPARE(c.ops[0].abilities[0]->keyword, QStringLiteral("Protection"));
        QCOMPARE(c.ops[0].abilities[0]->protectionText, QStringLiteral("non-Human creatures"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Spare from Evil"), 0),
            QStringLiteral("Creatures you control gain protection from non-Human creatures until end of turn."));
    }

    // CR 702.16e, 509.1b, 702.73a: after Spare from Evil, Ana's attacking Grizzly Bears can't be blocked by Nico's
    // Grizzly Bears (a Bear), but can be by his Black Knight (a Human) and by his Woodland Changeling (every type).
    void spareFromEvilStopsNonHumanBlockers_data()
    {
        QTest::addColumn<QString>("blocker");
        QTest::addColumn<bool>("refused");
        QTest::newRow("a Bear") << "Grizzly Bears" << true;
        QTest::newRow("a Human") << "Black Knight" << false;
        QTest::newRow("a changeling") << "Woodland Changeling" << false;
    }
    void spareFromEvilStopsNonHumanBlockers()
    {
        QFETCH(QString, blocker);
        QFETCH(bool, refused);
        const Playthrough p = test::playScenario(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Spare from Evil\", \"zone\": \"hand\"}, "
                + test::objectJson("abears", "Grizzly Bears") + ", "
                + test::objectJson("nico1", blocker.toUtf8().constData(), "", "nico"),
            "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"},"
            " {\"id\": \"a1\", \"attack\": {\"abears\": \"nico\"}}, {\"id\": \"b1\", \"block\": {\"nico1\": [\"abears\"]}}");
        QVERIFY2(test::hasKeyword(p, QStringLiteral("abears"), QStringLiteral("Protection")), qPrintable(test::happened(p)));
        QVERIFY2(test::refused(p, "b1") == refused, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 608.2d, 702.16a: the threshold paragraph's protection is given only if seven or more cards are in
    // the graveyard as the spell resolves; the colour is the one chosen then.
    void avenWarcraftStructure()
    {
        const AbilityDef* threshold = test::parsedWith(fixtures(), QStringLiteral("Aven Warcraft"), QStringLiteral("Threshold"));
        QVERIFY(threshold && threshold->effect.size() == 1);
        const Action& grant = threshold->effect[0];
        QVERIFY(grant.condition && grant.condition->kind == Condition::Kind::CardsInGraveyardAtLeast);
        QCOMPARE(grant.condition->n, 7);
        QVERIFY(grant.continuous && grant.continuous->ops.size() == 1 && grant.continuous->ops[0].abilities.size() == 1);
        QCOMPARE(grant.continuous->ops[0].abilities[0]->protectionText, QStringLiteral("the chosen color"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Aven Warcraft"), 1),
            QStringLiteral("Choose a color. If seven or more cards are in your graveyard, creatures you control gain "
                           "protection from the chosen color until end of turn."));
    }

    // CR 608.2c, 702.16a: with seven cards in Ana's graveyard and red chosen, her Grizzly Bears is 2/4 and has
    // protection from red; with six it is 2/4 without protection.
    void avenWarcraftProtectsWithThreshold()
    {
        const auto cast = [](int cards) {
            QByteArray graveyard;
            for (int i = 0; i < cards; ++i)
                graveyard += ", {\"id\": \"g" + QByteArray::number(i) + "\", \"card\": \"Forest\", \"zone\": \"graveyard\"}";
            return test::playScenario(fixtures(),
                "{\"id\": \"spell\", \"card\": \"Aven Warcraft\", \"zone\": \"hand\"}, "
                    + test::objectJson("bears", "Grizzly Bears") + graveyard,
                "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"color\": \"red\"}}");
        };
        const Playthrough seven = cast(7);
        QVERIFY2(test::ptOf(seven, QStringLiteral("bears")) == QStringLiteral("2/4"), qPrintable(test::happened(seven)));
        QVERIFY2(test::hasKeyword(seven, QStringLiteral("bears"), QStringLiteral("Protection")), qPrintable(test::happened(seven)));
        const Playthrough six = cast(6);
        QCOMPARE(test::ptOf(six, QStringLiteral("bears")), QStringLiteral("2/4"));
        QVERIFY2(!test::hasKeyword(six, QStringLiteral("bears"), QStringLiteral("Protection")), qPrintable(test::happened(six)));
    }

    // CR 105.2, 115.1, 601.2d: each target is a white or a blue creature (or both), up to three, the damage divided.
    void igniteDisorderStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Ignite Disorder"), 0);
        QVERIFY(spell && spell->effect.size() == 1 && spell->targets.size() == 1);
        QVERIFY(spell->effect[0].divided);
        const Selector& target = spell->targets[0];
        QCOMPARE(target.upTo, quint8(3));
        QCOMPARE(target.types, quint16(CardType::Creature));
        QVERIFY(target.colors.has(Color::White) && target.colors.has(Color::Blue) && !target.colors.has(Color::Green));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ignite Disorder"), 0),
            QStringLiteral("~ deals 3 damage divided as you choose among one, two, or three target white or blue creatures."));
    }

    // CR 601.2d, 115.1: Ana divides the 3 damage as 1 to Nico's Benalish Hero (white) and 2 to his Amoeboid
    // Changeling (blue): both die. His Grizzly Bears (green) can't be a target.
    void igniteDisorderDividesAmongWhiteAndBlue()
    {
        const QByteArray board = test::objectJson("hero", "Benalish Hero", "", "nico") + ", "
            + test::objectJson("changeling", "Amoeboid Changeling", "", "nico") + ", "
            + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        const auto cast = [&](const QByteArray& targets, const QByteArray& assign) {
            return test::playScenario(fixtures(),
                "{\"id\": \"spell\", \"card\": \"Ignite Disorder\", \"zone\": \"hand\"}, " + board,
                "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "], \"assign\": {\"spell\": {" + assign
                    + "}}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough p = cast("\"hero\", \"changeling\"", "\"hero\": 1, \"changeling\": 2");
        QVERIFY2(test::zoneOf(p, QStringLiteral("hero")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("changeling")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Battlefield);
        const Playthrough green = cast("\"hero\", \"nbears\"", "\"hero\": 1, \"nbears\": 2");
        QVERIFY2(test::refused(green, "e1"), qPrintable(test::happened(green)));
    }

    // CR 608.2c, 701.8a: the token's power and toughness are how many creatures the destruction before it destroyed.
    void phyrexianRebirthStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Phyrexian Rebirth"), 0);
        QVERIFY(spell && spell->effect.size() == 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Destroy);
        const Action& token = spell->effect[1];
        QCOMPARE(token.kind, ActionKind::CreateToken);
        QVERIFY(token.then && token.token && token.amountOf && token.amountOf->kind == Expr::Kind::CountThisWay);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Phyrexian Rebirth"), 0),
            QStringLiteral("Destroy all creatures, then create an X/X colorless Horror artifact creature token, where X "
                           "is the number of creatures destroyed this way."));
    }

    // CR 608.2c, 701.8a: three Grizzly Bears (two of Ana's, one of Nico's) are destroyed and Ana gets a 3/3 Horror.
    // With no creature, the Horror is 0/0 and dies (704.5f).
    void phyrexianRebirthCountsTheDestroyed()
    {
        const auto cast = [](const QByteArray& board) {
            return test::playScenario(fixtures(),
                "{\"id\": \"spell\", \"card\": \"Phyrexian Rebirth\", \"zone\": \"hand\"}" + board,
                "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough p = cast(", " + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears")
            + ", " + test::objectJson("b3", "Grizzly Bears", "", "nico"));
        const QStringList tokens = tokensOnBattlefield(p);
        QVERIFY2(tokens.size() == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, tokens.first()), QStringLiteral("3/3"));
        QCOMPARE(p.finalState.object(tokens.first())->controller, QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("b3")), Zone::Graveyard);
        const Playthrough none = cast({});
        QVERIFY2(tokensOnBattlefield(none).isEmpty(), qPrintable(test::happened(none)));
    }

    // CR 608.2c, 701.17a: "that many" is how many creatures the sacrifice before it sacrificed.
    void hellionEruptionStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Hellion Eruption"), 0);
        QVERIFY(spell && spell->effect.size() == 2);
        const Action& sacrifice = spell->effect[0];
        QCOMPARE(sacrifice.kind, ActionKind::Sacrifice);
        QVERIFY(sacrifice.object && sacrifice.object->controller == Selector::Who::You && sacrifice.who.isEmpty());
        const Action& tokens = spell->effect[1];
        QCOMPARE(tokens.kind, ActionKind::CreateToken);
        QVERIFY(tokens.then && tokens.amountOf && tokens.amountOf->kind == Expr::Kind::CountThisWay);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hellion Eruption"), 0),
            QStringLiteral("Sacrifice creatures you control, then create that many 4/4 red Hellion creature tokens."));
    }

    // CR 608.2c, 701.17a: Ana sacrifices her two Grizzly Bears (not Nico's, not her Forest) and gets two 4/4 Hellions;
    // with no creature she gets none.
    void hellionEruptionMakesAsManyAsSacrificed()
    {
        const auto cast = [](const QByteArray& board) {
            return test::playScenario(fixtures(),
                "{\"id\": \"spell\", \"card\": \"Hellion Eruption\", \"zone\": \"hand\"}, "
                    + test::objectJson("forest", "Forest") + ", " + test::objectJson("nbears", "Grizzly Bears", "", "nico") + board,
                "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough p = cast(", " + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("b1")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("b2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Battlefield);
        const QStringList tokens = tokensOnBattlefield(p);
        QCOMPARE(tokens.size(), 2);
        for (const QString& id : tokens) {
            QCOMPARE(test::ptOf(p, id), QStringLiteral("4/4"));
            QCOMPARE(p.finalState.object(id)->controller, QStringLiteral("ana"));
        }
        const Playthrough none = cast({});
        QVERIFY2(tokensOnBattlefield(none).isEmpty(), qPrintable(test::happened(none)));
    }

    // CR 608.2d, 107.3a, 611.2c: the creature type is chosen as the spell resolves and X is the spell's; the change
    // affects the creatures of that type then, whoever controls them.
    void tribalUnityStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Tribal Unity"), 0);
        QVERIFY(spell && spell->effect.size() == 1 && spell->effect[0].continuous);
        const ContinuousDef& c = *spell->effect[0].continuous;
        QVERIFY(c.affects && c.affects->subtypeChosen && c.affects->controller == Selector::Who::Any);
        QCOMPARE(c.ops.size(), 1);
        QCOMPARE(c.ops[0].kind, Op::Kind::ModifyPT);
        QVERIFY(c.ops[0].power && c.ops[0].power->kind == Expr::Kind::X);
        QVERIFY(c.ops[0].toughness && c.ops[0].toughness->kind == Expr::Kind::X);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tribal Unity"), 0),
            QStringLiteral("Choose a creature type. Creatures of the chosen type get +X/+X until end of turn."));
    }

    // CR 608.2d, 107.3a: with X 2 and Bear chosen, Ana's and Nico's Grizzly Bears are 4/4 and his Black Knight (a
    // Human Knight) stays 2/2.
    void tribalUnityPumpsTheChosenType()
    {
        const Playthrough p = test::playScenario(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Tribal Unity\", \"zone\": \"hand\"}, " + test::objectJson("abears", "Grizzly Bears")
                + ", " + test::objectJson("nbears", "Grizzly Bears", "", "nico") + ", "
                + test::objectJson("knight", "Black Knight", "", "nico"),
            "{\"id\": \"e1\", \"cast\": \"spell\", \"choices\": {\"x\": 2, \"creature_type\": \"Bear\"}},"
            " {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("abears")) == QStringLiteral("4/4"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("nbears")), QStringLiteral("4/4"));
        QCOMPARE(test::ptOf(p, QStringLiteral("knight")), QStringLiteral("2/2"));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR37)
#include "tst_impspellr37.moc"
