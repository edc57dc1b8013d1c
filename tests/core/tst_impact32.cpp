// Activated abilities read from real cards' Oracle text (tests/data/import/impact32.json), round 32: the
// sets and targets they name. Bounty Agent's "target legendary permanent that's an artifact, creature, or
// enchantment", Obelisk of Undoing's "target permanent you both own and control", Pendelhaven Elder's "each
// 1/1 creature you control", Silvergill Douser's "the number of Merfolk and/or Faeries you control" and
// Corrupted Crossroads' "Spend this mana only to cast a spell with devoid" (Cloud of Faeries is the Faerie
// the Douser counts); and "unless that ability's controller pays {W}" (Ayesha Tanaka, against Nico's Rod of
// Ruin and Prodigal Sorcerer) and "unless that spell's controller pays {2}" (Divert, against Bee Sting), the
// target's controller as "its controller" names it; and what a spell or ability to be countered targets:
// "a creature" (Diplomatic Escort, also an ability), "one or more creatures you control" (Hydromorph Gull),
// "you or a creature you control" (Siren Stormtamer), against Brimstone Volley and Prodigal Sorcerer. Each
// is checked as read, through the card format, and as played. Orcish Lumberjack's "three mana in any
// combination of {R} and/or {G}" is the four mixes the writer lists; Sanctum Spirit's cost "Discard a
// historic card" one artifact, legendary or Saga card; Karametra's Acolyte's "an amount of {G} equal to
// your devotion to green".
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
    return test::fixtureFile(QStringLiteral("impact32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The selector of the card's one target, read from its ability whose sentence holds `words`.
Selector targetOf(const QString& card, const QString& words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, words);
    return a && a->targets.size() == 1 ? a->targets.first() : Selector();
}

}   // namespace

class TestImpact32 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 18);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 205.4a, 115.1: a legendary permanent of any of three card types. Bounty Agent destroys Nico's
    // Kwende (a legendary creature) and is sacrificed; a legendary land, a legendary planeswalker and a
    // nonlegendary creature are no legal target.
    void bountyAgentTargetsALegendaryArtifactCreatureOrEnchantment()
    {
        const Selector target = targetOf(QStringLiteral("Bounty Agent"), QStringLiteral("legendary permanent"));
        QCOMPARE(target.word, QStringLiteral("permanent"));
        QCOMPARE(target.supertypes, quint8(Supertype::Legendary));
        QCOMPARE(target.anyTypes,
            quint16(quint16(CardType::Artifact) | quint16(CardType::Creature) | quint16(CardType::Enchantment)));
        QCOMPARE(target.types, quint16(0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bounty Agent"), 1),
            QStringLiteral("{T}, Sacrifice ~: Destroy target legendary permanent that's an artifact, creature, or enchantment."));
        const QByteArray board = test::objectJson("agent", "Bounty Agent") + ","
            + test::objectJson("kwende", "Kwende, Pride of Femeref", "", "nico") + ","
            + test::objectJson("urborg", "Urborg, Tomb of Yawgmoth", "", "nico") + ","
            + test::objectJson("gideon", "Gideon Jura", "", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "agent", "ability": 2, "targets": ["kwende"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("kwende")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("agent")), Zone::Graveyard);
        for (const char* other : {"urborg", "gideon", "bears"}) {
            const QByteArray event = QByteArray("{\"id\": \"e1\", \"activate\": \"agent\", \"ability\": 2, \"targets\": [\"")
                + other + "\"]}";
            QVERIFY2(test::refused(played(board, event), "e1"), other);
        }
    }

    // CR 108.3, 108.4: a permanent Ana both owns and controls returns to her hand; one she controls but Nico
    // owns, and one Nico owns and controls, are no legal target.
    void obeliskReturnsAPermanentYouOwnAndControl()
    {
        const Selector target = targetOf(QStringLiteral("Obelisk of Undoing"), QStringLiteral("own and control"));
        QVERIFY(target.ownerYou);
        QCOMPARE(target.controller, Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Obelisk of Undoing"), 0),
            QStringLiteral("{6}, {T}: Return target permanent you both own and control to its owner's hand."));
        const QByteArray board = test::objectJson("obelisk", "Obelisk of Undoing") + ","
            + test::objectJson("bears", "Grizzly Bears") + ","
            + R"({"id": "borrowed", "card": "Craw Wurm", "owner": "nico", "controller": "ana", "timestamp": 90},)"
            + test::objectJson("theirs", "Blastoderm", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "obelisk", "ability": 1, "targets": ["bears"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
        QVERIFY(test::tapped(play, QStringLiteral("obelisk")));
        QVERIFY(test::refused(played(board, R"({"id": "e1", "activate": "obelisk", "ability": 1, "targets": ["borrowed"]})"), "e1"));
        QVERIFY(test::refused(played(board, R"({"id": "e1", "activate": "obelisk", "ability": 1, "targets": ["theirs"]})"), "e1"));
    }

    // CR 208.1, 611.2c: each creature Ana controls that is 1/1 as the ability resolves gets +1/+2, the Elder
    // itself among them; her 2/2 and Nico's 1/1 do not.
    void pendelhavenElderPumpsEachOneOneCreatureYouControl()
    {
        const AbilityDef* elder = test::parsedWith(fixtures(), QStringLiteral("Pendelhaven Elder"), QStringLiteral("1/1"));
        QVERIFY(elder && elder->effect.size() == 1 && elder->effect[0].continuous && elder->effect[0].continuous->affects);
        const Selector& set = *elder->effect[0].continuous->affects;
        QCOMPARE(set.powerAtMost.value_or(0), 1);
        QCOMPARE(set.powerAtLeast.value_or(0), 1);
        QCOMPARE(set.toughnessAtMost.value_or(0), 1);
        QCOMPARE(set.toughnessAtLeast.value_or(0), 1);
        QCOMPARE(set.controller, Selector::Who::You);
        const QByteArray board = test::objectJson("elder", "Pendelhaven Elder") + ","
            + test::objectJson("merfolk", "Merfolk of the Pearl Trident") + ","
            + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("squire", "Akrasan Squire", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "elder", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("elder")), QStringLiteral("2/3"));
        QCOMPARE(test::ptOf(play, QStringLiteral("merfolk")), QStringLiteral("2/3"));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(play, QStringLiteral("squire")), QStringLiteral("1/1"));
    }

    // CR 205.3m, 608.2h: X counts Ana's Merfolk and Faeries once each as the ability resolves: the Douser,
    // a Merfolk and a Faerie make 3, so Nico's Craw Wurm becomes 3/4; her Grizzly Bears is neither.
    void silvergillDouserCountsMerfolkAndFaeries()
    {
        const AbilityDef* douser = test::parsedWith(fixtures(), QStringLiteral("Silvergill Douser"), QStringLiteral("Faeries"));
        QVERIFY(douser);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Silvergill Douser"), 0),
            QStringLiteral("{T}: Target creature gets -X/+0 until end of turn, where X is the number of Merfolk you control and "
                           "Faeries you control."));
        const QByteArray board = test::objectJson("douser", "Silvergill Douser") + ","
            + test::objectJson("merfolk", "Merfolk of the Pearl Trident") + ","
            + test::objectJson("faerie", "Cloud of Faeries") + ","
            + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("wurm", "Craw Wurm", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "douser", "ability": 1, "targets": ["wurm"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("wurm")), QStringLiteral("3/4"));
    }

    // CR 106.6, 702.114a: the mana may pay only for a spell with devoid, which a spell has on the stack as
    // its permanent would; the restriction is carried, not performed (the event player keeps no mana
    // pool), and the ability's cost of 1 life is paid.
    void corruptedCrossroadsManaIsForDevoidSpells()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Corrupted Crossroads"), 1, ActionKind::AddMana);
        QVERIFY(mana && mana->spendOnly && mana->spendOnly->spells && !mana->spendOnly->abilitiesOf);
        QCOMPARE(mana->spendOnly->spells->hasKeyword, QStringLiteral("Devoid"));
        QCOMPARE(mana->spendOnly->spells->word, QStringLiteral("spell"));
        QCOMPARE(mana->spendOnly->spells->zone, Zone::Stack);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Corrupted Crossroads"), 1),
            QStringLiteral("{T}, Pay 1 life: Add one mana of any color. Spend this mana only to cast spells with devoid."));
        const Playthrough play = played(test::objectJson("crossroads", "Corrupted Crossroads"),
            R"({"id": "e1", "activate": "crossroads", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QVERIFY(test::tapped(play, QStringLiteral("crossroads")));
    }
    // CR 113.8, 118.12, 701.6a: Ayesha Tanaka counters the ability of Nico's Rod of Ruin (an artifact
    // source) unless Nico, who activated it, pays {W}: unpaid, Ana is dealt no damage; paid by Nico, the
    // ability resolves and Ana is dealt 1. Prodigal Sorcerer's ability is no legal target.
    void ayeshaCountersUnlessTheAbilitysControllerPays()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ayesha Tanaka"), 1),
            QStringLiteral("{T}: Counter target activated ability from an artifact source unless its controller pays {W}."));
        const QByteArray board = test::objectJson("ayesha", "Ayesha Tanaka") + ","
            + test::objectJson("rod", "Rod of Ruin", "", "nico") + "," + test::objectJson("sorc", "Prodigal Sorcerer", "", "nico");
        const QByteArray rodAtAna = R"({"id": "e1", "activate": "rod", "ability": 1, "targets": ["ana"]},
            {"id": "e2", "activate": "ayesha", "ability": 2, "targets": ["e1"]})";
        const Playthrough unpaid = played(board, rodAtAna + R"(, {"id": "e3", "resolve": "top", "pays": false},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(unpaid, "e2"), qPrintable(test::happened(unpaid)));
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("ana")), 20);
        QVERIFY(unpaid.finalState.stack.isEmpty());
        const Playthrough paid = played(board, rodAtAna + R"(, {"id": "e3", "resolve": "top", "pays": true},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::happened(paid).contains(QLatin1String("nico pays {W}"), Qt::CaseInsensitive), qPrintable(test::happened(paid)));
        QCOMPARE(test::lifeOf(paid, QStringLiteral("ana")), 19);
        const Playthrough sorcerer = played(board, R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["ana"]},
            {"id": "e2", "activate": "ayesha", "ability": 2, "targets": ["e1"]})");
        QVERIFY(test::refused(sorcerer, "e2"));
    }

    // CR 115.7, 118.12, 601.2a: Nico's Divert moves Ana's Bee Sting from him to Ana herself unless Ana, who
    // cast it, pays {2}; paid, the Sting deals its 2 damage to Nico.
    void divertChangesTheTargetUnlessTheSpellsControllerPays()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Divert"), 0),
            QStringLiteral("Change the target of target spell with a single target unless its controller pays {2}."));
        const QByteArray board = test::objectJson("sting", "Bee Sting", R"(, "zone": "hand")") + ","
            + test::objectJson("divert", "Divert", R"(, "zone": "hand")", "nico");
        const QByteArray cast = R"({"id": "e1", "cast": "sting", "targets": ["nico"]},
            {"id": "e2", "cast": "divert", "targets": ["sting"]})";
        const Playthrough unpaid = played(board, cast + R"(, {"id": "e3", "resolve": "top", "pays": false, "choices": {"player": "ana"}},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(unpaid, "e2"), qPrintable(test::happened(unpaid)));
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("nico")), 20);
        const Playthrough paid = played(board, cast + R"(, {"id": "e3", "resolve": "top", "pays": true, "choices": {"player": "ana"}},
            {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(paid, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(paid, QStringLiteral("nico")), 18);
    }
    // CR 115.1, 701.6a: Hydromorph Gull counters Nico's Brimstone Volley aimed at Ana's Grizzly Bears (a
    // creature she controls); aimed at Ana herself or at Nico's own Craw Wurm, the Volley is no legal target.
    void hydromorphGullCountersASpellAimedAtYourCreature()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hydromorph Gull"), 1),
            QStringLiteral("{U}, Sacrifice ~: Counter target spell that targets a creature you control."));
        const QByteArray board = test::objectJson("gull", "Hydromorph Gull") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("wurm", "Craw Wurm", "", "nico") + ","
            + test::objectJson("volley", "Brimstone Volley", R"(, "zone": "hand")", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "cast": "volley", "targets": ["bears"]},
            {"id": "e2", "activate": "gull", "ability": 2, "targets": ["volley"]}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e2"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("volley")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("gull")), Zone::Graveyard);
        QCOMPARE(test::damageOn(play, QStringLiteral("bears")), 0);
        for (const char* aim : {"ana", "wurm"}) {
            const QByteArray events = QByteArray("{\"id\": \"e1\", \"cast\": \"volley\", \"targets\": [\"") + aim
                + "\"]}, {\"id\": \"e2\", \"activate\": \"gull\", \"ability\": 2, \"targets\": [\"volley\"]}";
            QVERIFY2(test::refused(played(board, events), "e2"), aim);
        }
    }

    // CR 115.1, 701.6a: Diplomatic Escort counters the ability of Nico's Prodigal Sorcerer aimed at Ana's
    // Grizzly Bears (any creature), so the Bears are dealt no damage; aimed at Ana, it is no legal target.
    void diplomaticEscortCountersAnAbilityAimedAtACreature()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Diplomatic Escort"), 0),
            QStringLiteral("{U}, {T}, Discard a card: Counter target spell or ability that targets a creature."));
        const QByteArray board = test::objectJson("escort", "Diplomatic Escort") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("card", "Craw Wurm", R"(, "zone": "hand")") + ","
            + test::objectJson("sorc", "Prodigal Sorcerer", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["bears"]},
            {"id": "e2", "activate": "escort", "ability": 1, "targets": ["e1"]}, {"id": "e3", "resolve": "top"},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e2"), qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("bears")), 0);
        QCOMPARE(test::zoneOf(play, QStringLiteral("card")), Zone::Graveyard);
        QVERIFY(play.finalState.stack.isEmpty());
        const Playthrough atAna = played(board, R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["ana"]},
            {"id": "e2", "activate": "escort", "ability": 1, "targets": ["e1"]})");
        QVERIFY(test::refused(atAna, "e2"));
    }

    // CR 115.1, 701.6a: Siren Stormtamer counters the ability of Nico's Prodigal Sorcerer aimed at Ana (you)
    // or at her Grizzly Bears; aimed at Nico's own Craw Wurm, it is no legal target.
    void sirenStormtamerCountersWhatTargetsYouOrYourCreature()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Siren Stormtamer"), 1),
            QStringLiteral("{U}, Sacrifice ~: Counter target spell or ability that targets you or a creature you control."));
        const QByteArray board = test::objectJson("siren", "Siren Stormtamer") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("wurm", "Craw Wurm", "", "nico") + "," + test::objectJson("sorc", "Prodigal Sorcerer", "", "nico");
        const Playthrough atAna = played(board, R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["ana"]},
            {"id": "e2", "activate": "siren", "ability": 2, "targets": ["e1"]}, {"id": "e3", "resolve": "top"},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(atAna, "e2"), qPrintable(test::happened(atAna)));
        QCOMPARE(test::lifeOf(atAna, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(atAna, QStringLiteral("siren")), Zone::Graveyard);
        const Playthrough atBears = played(board, R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["bears"]},
            {"id": "e2", "activate": "siren", "ability": 2, "targets": ["e1"]}, {"id": "e3", "resolve": "top"},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(atBears, "e2"), qPrintable(test::happened(atBears)));
        QCOMPARE(test::damageOn(atBears, QStringLiteral("bears")), 0);
        const Playthrough atWurm = played(board, R"({"id": "e1", "activate": "sorc", "ability": 1, "targets": ["wurm"]},
            {"id": "e2", "activate": "siren", "ability": 2, "targets": ["e1"]})");
        QVERIFY(test::refused(atWurm, "e2"));
    }
    // CR 106.1, 605.3b: "three mana in any combination of {R} and/or {G}" is one of four mixes, chosen as the
    // mana ability resolves; activated, the Forest is sacrificed and the Lumberjack tapped (the event player
    // names mana, it keeps no pool).
    void orcishLumberjackAddsAMixOfRedAndGreen()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Orcish Lumberjack"), 0, ActionKind::AddManaChoice);
        QVERIFY(mana);
        QCOMPARE(mana->manaChoices, QStringList({"{R}{R}{R}", "{R}{R}{G}", "{R}{G}{G}", "{G}{G}{G}"}));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Orcish Lumberjack"), 0),
            QStringLiteral("{T}, Sacrifice a Forest: Add {R}{R}{R}, {R}{R}{G}, {R}{G}{G}, or {G}{G}{G}."));
        const Playthrough play = played(test::objectJson("jack", "Orcish Lumberjack") + "," + test::objectJson("forest", "Forest"),
            R"({"id": "e1", "activate": "jack", "ability": 1, "choices": {"objects": ["forest"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Graveyard);
        QVERIFY(test::tapped(play, QStringLiteral("jack")));
    }
    // CR 700.6, 602.2b: Sanctum Spirit's cost discards a historic card: Kwende (legendary) pays it and the
    // Spirit gains indestructible; Grizzly Bears (neither artifact, legendary nor Saga) can't pay it.
    void sanctumSpiritDiscardsAHistoricCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sanctum Spirit"), 1),
            QStringLiteral("Discard a historic card: ~ gains indestructible until end of turn."));
        const AbilityDef* spirit = test::parsedWith(fixtures(), QStringLiteral("Sanctum Spirit"), QStringLiteral("historic"));
        QVERIFY(spirit && spirit->costParts.size() == 1 && spirit->costParts[0].card);
        QCOMPARE(spirit->costParts[0].card->anyOf.size(), 3);
        const QByteArray spiritAndHand = test::objectJson("spirit", "Sanctum Spirit") + ","
            + test::objectJson("kwende", "Kwende, Pride of Femeref", R"(, "zone": "hand")");
        const Playthrough play = played(spiritAndHand,
            R"({"id": "e1", "activate": "spirit", "ability": 2, "choices": {"objects": ["kwende"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("kwende")), Zone::Graveyard);
        QVERIFY(test::hasKeyword(play, QStringLiteral("spirit"), QStringLiteral("Indestructible")));
        const Playthrough bears = played(test::objectJson("spirit", "Sanctum Spirit") + ","
                + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "hand")"),
            R"({"id": "e1", "activate": "spirit", "ability": 2, "choices": {"objects": ["bears"]}})");
        QVERIFY(test::refused(bears, "e1"));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("bears")), Zone::Hand);
    }
    // CR 700.5, 106.1, 608.2h: Karametra's Acolyte adds as many {G} as Ana's devotion to green as the
    // ability resolves, the green symbols only; activated, it taps (the event player keeps no mana pool,
    // so the mana itself is not added, as for every mana ability).
    void karametrasAcolyteAddsGreenByDevotion()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Karametra's Acolyte"), 0, ActionKind::AddMana);
        QVERIFY(mana && mana->amountOf);
        QCOMPARE(mana->amountOf->kind, Expr::Kind::Devotion);
        QVERIFY(mana->amountOf->colors.has(Color::Green) && mana->amountOf->colors.count() == 1);
        QCOMPARE(mana->text, QStringLiteral("{G}"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Karametra's Acolyte"), 0),
            QStringLiteral("{T}: Add an amount of {G} equal to your devotion to green."));
        const Playthrough play = played(test::objectJson("acolyte", "Karametra's Acolyte") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "acolyte", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("acolyte")));
    }
};

QTEST_GUILESS_MAIN(TestImpact32)
#include "tst_impact32.moc"
