// Activated and loyalty abilities read from real cards' Oracle text (tests/data/import/impact23.json),
// round 23: "That creature / That permanent doesn't untap during its controller's untap step for as long
// as ~ remains tapped." after "Tap target …" (Sand Squid, Amber Prison); "Target permanent you control
// becomes the color of your choice." with no end (Alchor's Tomb); "Target artifact creature blocks ~ this
// turn if able." (Auriok Siege Sled); the cost "Sacrifice an Atog creature" / "a Cleric creature" with the
// sacrificed creature's power or toughness (Atogatog, Starlit Sanctum); and "Draw seven cards." (Ral,
// Caller of Storms; Drastic Revelation); "~ deals 10 damage to target player and each creature that player
// controls." (Chandra, Flame's Fury; Chandra's Flame Wave); a target "permanent you own" (Despotic
// Scepter, Venser, the Sojourner); Selfless Spirit's misprint "until the end of turn"; "Return target
// creature card from your graveyard to the battlefield tapped." (Gravewaker). Each is checked as read,
// through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact23.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The continuous effect of the ability's last action, or null.
const ContinuousDef* lastContinuous(const char* card, const char* words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(card), QLatin1String(words));
    if (!a || a->effect.isEmpty() || !a->effect.last().continuous)
        return nullptr;
    return &*a->effect.last().continuous;
}

// `count` cards in `owner`'s library, ids lib0, lib1 …
QByteArray library(int count, const char* owner = "ana")
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        const QByteArray id = "lib" + QByteArray::number(i);
        out += "," + test::objectJson(id.constData(), "Forest", R"(, "zone": "library")", owner);
    }
    return out;
}

int cardsIn(const Playthrough& play, Zone zone, const char* owner)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, zone))
        n += play.finalState.object(id)->owner == QLatin1String(owner);
    return n;
}

}   // namespace

class TestImpact23 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 15); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 611.2b: "That creature" and "That permanent" name the tapped target, which keeps the rule while
    // the source stays tapped; the writer says "It".
    void keptTappedTargetIsRead()
    {
        for (const char* card : {"Sand Squid", "Amber Prison"}) {
            const ContinuousDef* held = lastContinuous(card, "remains tapped");
            QVERIFY2(held && held->ops.size() == 1, card);
            QCOMPARE(held->ops.first().rule, RuleName::DoesntUntap);
            QCOMPARE(held->affects->ref, Selector::Ref::Target);
            QCOMPARE(held->duration, Duration::WhileSourceTapped);
        }
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Amber Prison"), 1).contains(QLatin1String(". It doesn't untap")));
    }

    // CR 611.2b, 302.6, 502.3: Amber Prison taps Nico's Forest, which stays tapped in Nico's untap step
    // while the Prison is tapped; once the Prison has untapped in Ana's, the Forest untaps in Nico's next.
    void amberPrisonHoldsALand()
    {
        const QByteArray objects = test::objectJson("prison", "Amber Prison") + "," + test::objectJson("forest", "Forest", "", "nico");
        const QByteArray tapped = R"({"id": "e1", "activate": "prison", "ability": 2, "targets": ["forest"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "untap"})";
        const Playthrough held = played(objects, tapped);
        QVERIFY2(test::eventOutcome(held, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(held)));
        QVERIFY(test::tapped(held, QStringLiteral("forest")));   // Nico's untap step
        const Playthrough released = played(objects, tapped + R"(, {"id": "e4", "begin": "untap"}, {"id": "e5", "begin": "untap"})");
        QVERIFY(!test::tapped(released, QStringLiteral("prison")));   // Ana's untap step
        QVERIFY(!test::tapped(released, QStringLiteral("forest")));   // Nico's next one
    }

    // CR 611.2b, 302.6: Sand Squid holds Nico's Grizzly Bears the same way.
    void sandSquidHoldsACreature()
    {
        const Playthrough held = played(test::objectJson("squid", "Sand Squid") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "activate": "squid", "ability": 3, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"})");
        QVERIFY2(test::eventOutcome(held, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(held)));
        QVERIFY(test::tapped(held, QStringLiteral("bears")));
        QVERIFY(test::tapped(held, QStringLiteral("squid")));
    }

    // CR 611.2a, 613.1e, 105.3: Alchor's Tomb makes Ana's Grizzly Bears blue, with no end: still blue
    // after the cleanup step; a permanent Nico controls is no legal target (115.1).
    void alchorsTombColorsForGood()
    {
        const ContinuousDef* tomb = lastContinuous("Alchor's Tomb", "color of your choice");
        QVERIFY(tomb && tomb->ops.size() == 1);
        QCOMPARE(tomb->ops.first().kind, Op::Kind::SetColors);
        QVERIFY(tomb->ops.first().colorChosen);
        QCOMPARE(tomb->duration, Duration::Indefinite);
        const QByteArray board = test::objectJson("tomb", "Alchor's Tomb") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "tomb", "ability": 1, "targets": ["bears"]},
               {"id": "e2", "resolve": "top", "choices": {"color": "blue"}}, {"id": "e3", "begin": "cleanup"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        QVERIFY2(bears && bears->colors.has(Color::Blue), qPrintable(test::happened(play)));
        QVERIFY(!bears->colors.has(Color::Green));
        const Playthrough refused = played(board, R"({"id": "e1", "activate": "tomb", "ability": 1, "targets": ["theirs"]})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
    }

    // CR 509.1c: after Auriok Siege Sled's ability, Nico's Ornithopter must block it this turn; a
    // declaration without that block is refused. Grizzly Bears is no artifact creature (115.1).
    void siegeSledDrawsTheBlock()
    {
        const QByteArray board = test::objectJson("sled", "Auriok Siege Sled") + ","
            + test::objectJson("thopter", "Ornithopter", "", "nico") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough p = played(board,
            R"({"id": "e1", "activate": "sled", "ability": 1, "targets": ["thopter"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"sled": "nico"}}, {"id": "e4", "block": {}},
               {"id": "e5", "block": {"thopter": ["sled"]}})");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done", "done", "509.1c", "done"}));
        const Playthrough refused = played(board, R"({"id": "e1", "activate": "sled", "ability": 1, "targets": ["bears"]})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
    }

    // CR 608.2h, 112.7a, 701.17a: Atogatog sacrifices Auratog (1/2 with a +1/+1 counter: 2/3) as the
    // cost and gets +2/+2, the sacrificed creature's power as it last existed; the change ends at cleanup.
    void atogatogEatsAnAtog()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Atogatog"), 0);
        QVERIFY(a && a->costParts.size() == 1);
        QCOMPARE(a->costParts.first().kind, CostKind::Sacrifice);
        QCOMPARE(a->costParts.first().card->types, quint16(CardType::Creature));
        const QByteArray board = test::objectJson("atogatog", "Atogatog") + ","
            + test::objectJson("auratog", "Auratog", R"(, "counters": {"+1/+1": 1})");
        const QByteArray eat = R"({"id": "e1", "activate": "atogatog", "ability": 1, "choices": {"objects": ["auratog"]}},
            {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, eat);
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("auratog")), Zone::Graveyard);
        QCOMPARE(test::ptOf(play, QStringLiteral("atogatog")), QStringLiteral("7/7"));
        const Playthrough later = played(board, eat + R"(, {"id": "e3", "begin": "cleanup"})");
        QCOMPARE(test::ptOf(later, QStringLiteral("atogatog")), QStringLiteral("5/5"));   // 514.2
    }

    // CR 608.2h, 119.3: Starlit Sanctum sacrifices Academy Rector (1/2): Ana gains 2 life; sacrificing
    // Soul Warden (1/1) for the other ability, Nico loses 1.
    void starlitSanctumCountsTheCleric()
    {
        const QByteArray board = test::objectJson("sanctum", "Starlit Sanctum") + "," + test::objectJson("rector", "Academy Rector")
            + "," + test::objectJson("warden", "Soul Warden");
        const Playthrough gain = played(board,
            R"({"id": "e1", "activate": "sanctum", "ability": 2, "choices": {"objects": ["rector"]}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"})");
        // (the Rector's own "When ~ dies" triggers as it is sacrificed, goes on the stack above the
        // ability, resolves first and exiles it)
        QCOMPARE(test::doneOrRefusal(gain), (QStringList{"done", "done", "done"}));
        QVERIFY(test::zoneOf(gain, QStringLiteral("rector")) != Zone::Battlefield);
        QCOMPARE(test::lifeOf(gain, QStringLiteral("ana")), 22);
        const Playthrough lose = played(board,
            R"({"id": "e1", "activate": "sanctum", "ability": 3, "targets": ["nico"], "choices": {"objects": ["warden"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(lose, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(lose)));
        QCOMPARE(test::lifeOf(lose, QStringLiteral("nico")), 19);
    }

    // CR 606.4, 121.2: Ral's −7 draws seven cards and deals 7 damage to each creature Nico controls; Ana's
    // Grizzly Bears is unhurt.
    void ralDrawsSeven()
    {
        const QByteArray board = R"({"id": "ral", "card": "Ral, Caller of Storms", "timestamp": 1, "counters": {"loyalty": 8}},)"
            + test::objectJson("mine", "Grizzly Bears") + "," + test::objectJson("theirs", "Craw Wurm", "", "nico") + library(9);
        const Playthrough play = played(board, R"({"id": "e1", "activate": "ral", "ability": 3}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(cardsIn(play, Zone::Hand, "ana"), 7);
        QCOMPARE(cardsIn(play, Zone::Library, "ana"), 2);
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Graveyard);   // 704.5g
        QCOMPARE(test::damageOn(play, QStringLiteral("mine")), 0);
        QCOMPARE(test::countersOn(play, QStringLiteral("ral"), QStringLiteral("loyalty")), 1);
    }

    // CR 121.2, 701.9b: Drastic Revelation discards Ana's two cards, draws seven, then discards three at
    // random: four stay in her hand.
    void drasticRevelationDrawsSeven()
    {
        const QByteArray board = test::objectJson("rev", "Drastic Revelation", R"(, "zone": "hand")") + ","
            + test::objectJson("h1", "Forest", R"(, "zone": "hand")") + "," + test::objectJson("h2", "Grizzly Bears", R"(, "zone": "hand")")
            + library(8);
        const Playthrough play = played(board, R"({"id": "e1", "cast": "rev"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("h1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("h2")), Zone::Graveyard);
        QCOMPARE(cardsIn(play, Zone::Hand, "ana"), 4);
        QCOMPARE(cardsIn(play, Zone::Library, "ana"), 1);
        QCOMPARE(cardsIn(play, Zone::Graveyard, "ana"), 6);   // two, three at random, and the sorcery
    }

    // CR 120.3, 606.4, 704.5g: Chandra's −8 deals 10 damage to Nico and to each creature Nico controls
    // (his Craw Wurm dies); Ana's Grizzly Bears is not his and is unhurt.
    void chandraBurnsThePlayerAndHisCreatures()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Chandra, Flame's Fury"), QStringLiteral("each creature"));
        QVERIFY(a && a->effect.size() == 2 && a->targets.size() == 1);
        QCOMPARE(a->effect[1].to->whose, QStringLiteral("target_player"));
        // (The card's name is outside the raw string: moc reads its apostrophe as a character literal.)
        const QByteArray board = test::objectJson("chandra", "Chandra, Flame's Fury", R"(, "counters": {"loyalty": 9})") + ","
            + test::objectJson("mine", "Grizzly Bears") + "," + test::objectJson("theirs", "Craw Wurm", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "chandra", "ability": 3, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 10);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Graveyard);
        QCOMPARE(test::damageOn(play, QStringLiteral("mine")), 0);
        QCOMPARE(test::countersOn(play, QStringLiteral("chandra"), QStringLiteral("loyalty")), 1);
    }

    // CR 120.3, 704.5g: Chandra's Flame Wave targeting Nico deals 2 damage to him and his Grizzly Bears,
    // which dies; Ana's Craw Wurm is unhurt.
    void flameWaveBurnsTheTargetsSide()
    {
        const QByteArray board = test::objectJson("wave", "Chandra's Flame Wave", R"(, "zone": "hand")") + ","
            + test::objectJson("theirs", "Grizzly Bears", "", "nico") + "," + test::objectJson("mine", "Craw Wurm");
        const Playthrough play = played(board, R"({"id": "e1", "cast": "wave", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Graveyard);
        QCOMPARE(test::damageOn(play, QStringLiteral("mine")), 0);
    }

    // CR 108.3, 115.1, 701.7a: Despotic Scepter destroys a permanent Ana owns, also one Nico controls; a
    // permanent Nico owns is no legal target, though Ana controls it.
    void despoticScepterDestroysWhatYouOwn()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Despotic Scepter"), QStringLiteral("you own"));
        QVERIFY(a && a->targets.size() == 1 && a->targets.first().ownerYou);
        const QByteArray board = test::objectJson("scepter", "Despotic Scepter")
            + R"(, {"id": "lent", "card": "Grizzly Bears", "controller": "nico", "owner": "ana", "timestamp": 5},
                 {"id": "borrowed", "card": "Grizzly Bears", "controller": "ana", "owner": "nico", "timestamp": 6})";
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "scepter", "ability": 1, "targets": ["lent"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("lent")), Zone::Graveyard);
        const Playthrough refused = played(board, R"({"id": "e1", "activate": "scepter", "ability": 1, "targets": ["borrowed"]})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(refused, QStringLiteral("borrowed")), Zone::Battlefield);
    }

    // CR 108.3, 603.7, 610.3: Venser exiles Ana's Grizzly Bears, which returns at the beginning of the next
    // end step; Nico's Bears is no legal target.
    void venserBlinksWhatYouOwn()
    {
        const QByteArray board = test::objectJson("venser", "Venser, the Sojourner", R"(, "counters": {"loyalty": 3})") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const QByteArray exiled = R"({"id": "e1", "activate": "venser", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough early = played(board, exiled);
        QVERIFY2(test::eventOutcome(early, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(early)));
        QCOMPARE(test::zoneOf(early, QStringLiteral("bears")), Zone::Exile);
        const Playthrough back = played(board, exiled + R"(, {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(back, QStringLiteral("bears")), Zone::Battlefield);
        const Playthrough refused = played(board, R"({"id": "e1", "activate": "venser", "ability": 1, "targets": ["theirs"]})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
    }

    // CR 702.12b, 701.17a, 514.2: sacrificed, Selfless Spirit gives Ana's creatures indestructible until end
    // of turn ("until the end of turn" in the dev set's wording): Wrath of God destroys none of them, but
    // destroys Nico's; the grant ends at cleanup.
    void selflessSpiritSavesTheTeam()
    {
        const ContinuousDef* saved = lastContinuous("Selfless Spirit", "indestructible");
        QVERIFY(saved && saved->duration == Duration::EndOfTurn);
        const QByteArray board = test::objectJson("spirit", "Selfless Spirit") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("wrath", "Wrath of God", R"(, "zone": "hand")");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "spirit", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "wrath"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("spirit")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Graveyard);
    }

    // CR 110.5b, 400.7: Gravewaker returns Ana's Grizzly Bears from her graveyard to the battlefield tapped.
    void gravewakerReturnsTapped()
    {
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Gravewaker"), 1, ActionKind::ReturnFromGraveyard);
        QVERIFY(back && back->tapped);
        const Playthrough play = played(test::objectJson("waker", "Gravewaker") + ","
                + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "graveyard")"),
            R"({"id": "e1", "activate": "waker", "ability": 2, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QVERIFY(test::tapped(play, QStringLiteral("bears")));
    }
};

QTEST_GUILESS_MAIN(TestImpact23)
#include "tst_impact23.moc"
