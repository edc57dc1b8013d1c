// Activated abilities read from real cards' Oracle text (tests/data/import/impact34.json), round 34.
// Pernicious Deed's "Destroy each artifact, creature, and enchantment with converted mana cost X or less."
// (the singular list of types after "each", the writer's "all artifacts, creatures, and enchantments") and
// Punishment's "… with converted mana cost X." (Crime // Punishment's second half: both limits, exactly X).
// Esper Panorama's "Search your library for a basic Plains, Island, or Swamp card, put it onto the
// battlefield tapped, then shuffle your library." (a basic card of any of three land types). Cauldron of
// Souls' "Choose any number of target creatures. Each of those creatures gains persist until end of turn."
// (the writer's "Any number of target creatures each gain persist …"). Droning Bureaucrats' "Each creature with
// converted mana cost X can't attack or block this turn." (the writer's "Creatures with mana value X …").
// Astral Cornucopia's "Choose a color. Add one mana of that color for each charge counter on ~." (the writer's
// "Add X mana of any one color, where X is …"). Sequestered Stash's "Put the top five cards of your library into
// your graveyard. Then you may put an artifact card from your graveyard on top of your library." (the writer's
// "You may put …"). Acorn Catapult's "~ deals 1 damage to any target. That permanent's controller or that player
// creates a 1/1 green Squirrel creature token.". Metallurgic Summonings' "Return all instant and sorcery cards
// from your graveyard to your hand.". Wakestone Gargoyle's "Creatures you control with defender can attack this
// turn as though they didn't have defender.". Testament of Faith's "~ becomes an X/X Wall creature with defender
// in addition to its other types until end of turn.". Spawning Pool's "~ becomes a 1/1 black Skeleton creature
// with \"{B}: Regenerate this creature\" until end of turn. It's still a land.". Each is checked as read, through
// the card format, and as played (Punishment, a split card's second half, as read only; the Cornucopia's mana
// named, as the event player keeps no mana pool).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact34.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The tokens on the battlefield that `player` controls at the end of a playthrough.
int tokensOf(const Playthrough& play, const QString& player)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += o.exists && o.zone == Zone::Battlefield && o.token && o.controller == player;
    return n;
}

const quint16 artifactCreatureEnchantment
    = quint16(CardType::Artifact) | quint16(CardType::Creature) | quint16(CardType::Enchantment);

}   // namespace

class TestImpact34 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 13);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 202.3, 107.3, 602.2b: Pernicious Deed is sacrificed to pay for the ability, X is chosen as it is
    // activated; each artifact, creature and enchantment with mana value X or less is destroyed as it
    // resolves (Sol Ring 1, Ornithopter 0, Grizzly Bears 2, Crusade 2, Nico's too), and those with a greater
    // mana value (Glorious Anthem 3, Juggernaut 4) and a land (not of those types) stay.
    void perniciousDeedDestroysEachOfTheThreeTypesUpToX()
    {
        const AbilityDef* deed = test::parsedWith(fixtures(), QStringLiteral("Pernicious Deed"), QStringLiteral("Destroy each"));
        QVERIFY(deed && deed->effect.size() == 1 && deed->effect[0].object);
        QCOMPARE(deed->effect[0].kind, ActionKind::Destroy);
        const Selector& set = *deed->effect[0].object;
        QCOMPARE(set.anyTypes, artifactCreatureEnchantment);
        QVERIFY(set.manaValueAtMostX);
        QVERIFY(!set.manaValueAtLeastX);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pernicious Deed"), 0),
            QStringLiteral("{X}, Sacrifice ~: Destroy all artifacts, creatures, and enchantments with mana value X or less."));
        const QByteArray board = test::objectJson("deed", "Pernicious Deed") + ","
            + test::objectJson("ring", "Sol Ring") + "," + test::objectJson("thopter", "Ornithopter") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("crusade", "Crusade") + ","
            + test::objectJson("anthem", "Glorious Anthem") + "," + test::objectJson("jugg", "Juggernaut") + ","
            + test::objectJson("forest", "Forest") + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "deed", "ability": 1, "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("deed")), Zone::Graveyard);
        for (const char* gone : {"ring", "thopter", "bears", "crusade", "theirs"})
            QVERIFY2(test::zoneOf(play, QLatin1String(gone)) == Zone::Graveyard, gone);
        for (const char* kept : {"anthem", "jugg", "forest"})
            QVERIFY2(test::zoneOf(play, QLatin1String(kept)) == Zone::Battlefield, kept);
        // With X 0 only the mana value 0 artifact creature goes.
        const Playthrough zero = played(board,
            R"({"id": "e1", "activate": "deed", "ability": 1, "choices": {"x": 0}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(zero, QStringLiteral("thopter")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(zero, QStringLiteral("ring")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(zero, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 202.3, 107.3, 709.3: Punishment (Crime // Punishment's second half) destroys each artifact,
    // creature and enchantment whose mana value is X exactly: both limits on the set, the writer's "with
    // mana value X". A scenario casts no split card's second half, so it is checked as read only.
    void punishmentDestroysEachOfTheThreeTypesOfManaValueX()
    {
        const AbilityDef* punishment = test::parsedWith(fixtures(), QStringLiteral("Crime"), QStringLiteral("converted mana cost X."));
        QVERIFY(punishment && punishment->effect.size() == 1 && punishment->effect[0].object);
        QCOMPARE(punishment->effect[0].kind, ActionKind::Destroy);
        const Selector& set = *punishment->effect[0].object;
        QCOMPARE(set.anyTypes, artifactCreatureEnchantment);
        QVERIFY(set.manaValueAtMostX && set.manaValueAtLeastX);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crime"), 1),
            QStringLiteral("Destroy all artifacts, creatures, and enchantments with mana value X."));
    }

    // CR 205.4a, 205.3i, 701.23a, 602.2b: Esper Panorama is sacrificed to pay; the card found is a basic
    // land with one of the three types: Ana's chosen Scrubland (a Plains, but not basic) does not fit and
    // stays in her library, the first card that fits (the Island; the Forest is of none of the types) is
    // put onto the battlefield tapped.
    void esperPanoramaFindsABasicLandOfOneOfTheThreeTypes()
    {
        const AbilityDef* search = test::parsedWith(fixtures(), QStringLiteral("Esper Panorama"), QStringLiteral("Search"));
        QVERIFY(search && search->effect.size() == 1 && search->effect[0].object);
        QCOMPARE(search->effect[0].kind, ActionKind::SearchLibrary);
        const Selector& card = *search->effect[0].object;
        QCOMPARE(card.anyOf.size(), 3);
        for (const Selector& part : card.anyOf) {
            QCOMPARE(part.supertypes, quint8(Supertype::Basic));
            QCOMPARE(part.subtypes.size(), 1);
        }
        QVERIFY(search->effect[0].tapped);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Esper Panorama"), 1),
            QStringLiteral("{1}, {T}, Sacrifice ~: Search your library for a basic Plains, Island, or Swamp card, put it onto "
                           "the battlefield tapped, then shuffle."));
        const QByteArray board = test::objectJson("pano", "Esper Panorama") + ","
            + test::objectJson("scrub", "Scrubland", R"(, "zone": "library")") + ","
            + test::objectJson("forest", "Forest", R"(, "zone": "library")") + ","
            + test::objectJson("island", "Island", R"(, "zone": "library")") + ","
            + test::objectJson("swamp", "Swamp", R"(, "zone": "library")");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "pano", "ability": 2},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["scrub"]}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("pano")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("scrub")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("island")), Zone::Battlefield);
        QVERIFY(test::tapped(play, QStringLiteral("island")));
        // The Swamp chosen is found (a basic Swamp).
        const Playthrough swamp = played(board, R"({"id": "e1", "activate": "pano", "ability": 2},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["swamp"]}})");
        QCOMPARE(test::zoneOf(swamp, QStringLiteral("swamp")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(swamp, QStringLiteral("island")), Zone::Library);
    }

    // CR 601.2c, 602.2b, 702.79a, 611.2c: the creatures are targeted as Cauldron of Souls' ability is
    // activated and each gains persist: Ana's targeted Grizzly Bears dies and returns with a -1/-1 counter;
    // Nico's, not targeted, stays in his graveyard.
    void cauldronOfSoulsGivesEachTargetPersist()
    {
        const AbilityDef* cauldron = test::parsedWith(fixtures(), QStringLiteral("Cauldron of Souls"), QStringLiteral("persist"));
        QVERIFY(cauldron && cauldron->targets.size() == 1);
        QCOMPARE(cauldron->targets[0].upTo, Selector::kAnyNumber);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cauldron of Souls"), 0),
            QStringLiteral("{T}: Any number of target creatures each gain persist until end of turn."));
        const QByteArray board = test::objectJson("cauldron", "Cauldron of Souls") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("lion", "Silvercoat Lion") + ","
            + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "cauldron", "ability": 1, "targets": ["bears", "lion"]},
            {"id": "e2", "resolve": "top"},
            {"id": "e3", "damage": [{"source": "lion", "to": "bears", "amount": 2}, {"source": "lion", "to": "theirs", "amount": 2}]},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(test::hasKeyword(play, QStringLiteral("lion"), QStringLiteral("Persist")));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::countersOn(play, QStringLiteral("bears"), QStringLiteral("-1/-1")), 1);
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Graveyard);
    }

    // CR 202.3, 107.3, 508.1c, 509.1b: X is chosen as Droning Bureaucrats' ability is activated (2): this turn
    // Ana's Grizzly Bears (mana value 2) can't attack and Nico's can't block, while her Craw Wurm (6) attacks
    // and his Giant Spider (4) blocks it.
    void droningBureaucratsStopCreaturesOfManaValueX()
    {
        const AbilityDef* bureaucrats = test::parsedWith(fixtures(), QStringLiteral("Droning Bureaucrats"), QStringLiteral("can't attack"));
        QVERIFY(bureaucrats && bureaucrats->effect.size() == 1 && bureaucrats->effect[0].continuous);
        const ContinuousDef& rule = *bureaucrats->effect[0].continuous;
        QVERIFY(rule.affects && rule.affects->manaValueAtMostX && rule.affects->manaValueAtLeastX);
        QCOMPARE(rule.affects->types, quint16(CardType::Creature));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Droning Bureaucrats"), 0),
            QStringLiteral("{X}, {T}: Creatures with mana value X can't attack or block until end of turn."));
        const QByteArray board = test::objectJson("droning", "Droning Bureaucrats") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("wurm", "Craw Wurm") + ","
            + test::objectJson("theirs", "Grizzly Bears", "", "nico") + "," + test::objectJson("spider", "Giant Spider", "", "nico");
        const QByteArray activated = R"({"id": "e1", "activate": "droning", "ability": 1, "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})";
        const Playthrough bears = played(board, activated + R"(, {"id": "e3", "attack": {"bears": "nico"}})");
        QVERIFY2(!test::refused(bears, "e1"), qPrintable(test::happened(bears)));
        QVERIFY(test::refused(bears, "e3"));
        const Playthrough blockedByBears = played(board, activated + R"(, {"id": "e3", "attack": {"wurm": "nico"}},
            {"id": "e4", "block": {"theirs": ["wurm"]}})");
        QVERIFY2(!test::refused(blockedByBears, "e3"), qPrintable(test::happened(blockedByBears)));
        QVERIFY(test::refused(blockedByBears, "e4"));
        const Playthrough blockedBySpider = played(board, activated + R"(, {"id": "e3", "attack": {"wurm": "nico"}},
            {"id": "e4", "block": {"spider": ["wurm"]}})");
        QVERIFY2(!test::refused(blockedBySpider, "e4"), qPrintable(test::happened(blockedBySpider)));
        // Without the ability, the Bears attack.
        QVERIFY(!test::refused(played(board, R"({"id": "e3", "attack": {"bears": "nico"}})"), "e3"));
    }

    // CR 106.1, 106.4, 605.3b: one colour is chosen as the mana ability resolves and all the mana is of it, as
    // many as the charge counters on Astral Cornucopia then (608.2h); activated, it becomes tapped.
    void astralCornucopiaAddsOneColorPerChargeCounter()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Astral Cornucopia"), 1, ActionKind::AddMana);
        QVERIFY(mana && mana->amountOf);
        QCOMPARE(mana->mana, Action::Mana::AnyColor);
        QCOMPARE(mana->amountOf->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Astral Cornucopia"), 1),
            QStringLiteral("{T}: Add X mana of any one color, where X is the number of charge counters on ~."));
        const Playthrough play = played(test::objectJson("horn", "Astral Cornucopia", R"(, "counters": {"charge": 3})"),
            R"({"id": "e1", "activate": "horn", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("horn")));
        QCOMPARE(test::countersOn(play, QStringLiteral("horn"), QStringLiteral("charge")), 3);
    }

    // CR 701.13a, 608.2c, 603.5: the five cards are milled first, so the Sol Ring among them can be put back on
    // top of Ana's library; she may also choose not to; the sixth card stays where it was.
    void sequesteredStashMillsThenMayPutAnArtifactBackOnTop()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sequestered Stash"), 1),
            QStringLiteral("{4}, {T}, Sacrifice ~: Mill five cards. You may put an artifact card from your graveyard on top of "
                           "your library."));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Sequestered Stash"), QStringLiteral("Then you may")),
            (QList<ActionKind>{ActionKind::Mill, ActionKind::PutOnLibrary}));
        QByteArray board = test::objectJson("stash", "Sequestered Stash");
        for (const char* id : {"b1", "ring", "b2", "b3", "b4"})
            board += "," + test::objectJson(id, QByteArray(id) == "ring" ? "Sol Ring" : "Grizzly Bears", R"(, "zone": "library")");
        board += "," + test::objectJson("wurm", "Craw Wurm", R"(, "zone": "library")");
        const QByteArray activated = R"({"id": "e1", "activate": "stash", "ability": 2})";
        const Playthrough play = played(board, activated + R"(, {"id": "e2", "resolve": "top", "choices": {"objects": ["ring"]}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("stash")), Zone::Graveyard);
        QCOMPARE(test::idsIn(play.finalState, Zone::Library), (QStringList{"ring", "wurm"}));
        for (const char* milled : {"b1", "b2", "b3", "b4"})
            QVERIFY2(test::zoneOf(play, QLatin1String(milled)) == Zone::Graveyard, milled);
        const Playthrough declined = played(board, activated + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("ring")), Zone::Graveyard);
        QCOMPARE(test::idsIn(declined.finalState, Zone::Library), QStringList{"wurm"});
    }

    // CR 115.4, 111.2, 608.2h: the Squirrel is created by the target player, or by the target permanent's
    // controller: Nico after 1 damage to him or to his Grizzly Bears, Ana after 1 damage to her own.
    void acornCatapultGivesTheDamagedPlayerOrControllerASquirrel()
    {
        const AbilityDef* catapult = test::parsedWith(fixtures(), QStringLiteral("Acorn Catapult"), QStringLiteral("Squirrel"));
        QVERIFY(catapult && catapult->effect.size() == 2);
        QCOMPARE(catapult->effect[1].kind, ActionKind::CreateToken);
        QCOMPARE(catapult->effect[1].who, QStringLiteral("controller_of_that_target"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Acorn Catapult"), 0),
            QStringLiteral("{1}, {T}: ~ deals 1 damage to any target. That permanent's controller or that player creates a 1/1 "
                           "green Squirrel creature token."));
        const QByteArray board = test::objectJson("catapult", "Acorn Catapult") + "," + test::objectJson("mine", "Grizzly Bears")
            + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const Playthrough atNico = played(board, R"({"id": "e1", "activate": "catapult", "ability": 1, "targets": ["nico"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(atNico, "e1"), qPrintable(test::happened(atNico)));
        QCOMPARE(test::lifeOf(atNico, QStringLiteral("nico")), 19);
        QCOMPARE(tokensOf(atNico, QStringLiteral("nico")), 1);
        QCOMPARE(tokensOf(atNico, QStringLiteral("ana")), 0);
        const Playthrough atHisBears = played(board, R"({"id": "e1", "activate": "catapult", "ability": 1, "targets": ["theirs"]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::damageOn(atHisBears, QStringLiteral("theirs")), 1);
        QCOMPARE(tokensOf(atHisBears, QStringLiteral("nico")), 1);
        QCOMPARE(tokensOf(atHisBears, QStringLiteral("ana")), 0);
        const Playthrough atHerBears = played(board, R"({"id": "e1", "activate": "catapult", "ability": 1, "targets": ["mine"]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(tokensOf(atHerBears, QStringLiteral("ana")), 1);
        QCOMPARE(tokensOf(atHerBears, QStringLiteral("nico")), 0);
    }

    // CR 602.5b, 400.3, 608.2h: with six artifacts Ana may activate Metallurgic Summonings' ability, and every
    // instant and sorcery card in her graveyard as it resolves goes to her hand; her creature card and Nico's
    // instant stay in the graveyards. With five artifacts the activation is refused.
    void metallurgicSummoningsReturnsEachInstantAndSorceryCard()
    {
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Metallurgic Summonings"), 1, ActionKind::ReturnToHand);
        QVERIFY(back && back->each && back->object);
        QCOMPARE(back->object->anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        QVERIFY(back->object->ownerYou);
        QCOMPARE(back->object->zone, Zone::Graveyard);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Metallurgic Summonings"), 1),
            QStringLiteral("{3}{U}{U}, Exile ~: Return all instant and sorcery cards from your graveyard to your hand. Activate only if "
                           "you control six or more artifacts."));
        QByteArray board = test::objectJson("summonings", "Metallurgic Summonings") + ","
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "graveyard")") + ","
            + test::objectJson("rot", "Mind Rot", R"(, "zone": "graveyard")") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "graveyard")") + ","
            + test::objectJson("shock", "Shock", R"(, "zone": "graveyard")", "nico");
        for (const char* id : {"t1", "t2", "t3", "t4", "t5"})
            board += "," + test::objectJson(id, "Ornithopter");
        const QByteArray events = R"({"id": "e1", "activate": "summonings", "ability": 2}, {"id": "e2", "resolve": "top"})";
        QVERIFY(test::refused(played(board, events), "e1"));
        board += "," + test::objectJson("t6", "Ornithopter");
        const Playthrough play = played(board, events);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bolt")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("rot")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("shock")), Zone::Graveyard);
    }

    // CR 702.3b, 514.2, 611.2c: until the turn ends, each creature Ana controls with defender may attack, the
    // Gargoyle itself too (a rule, not a change of characteristics: it still has defender); without the
    // ability, its attack is refused.
    void wakestoneGargoyleLetsDefendersAttackThisTurn()
    {
        const AbilityDef* gargoyle = test::parsedWith(fixtures(), QStringLiteral("Wakestone Gargoyle"), QStringLiteral("can attack"));
        QVERIFY(gargoyle && gargoyle->effect.size() == 1 && gargoyle->effect[0].continuous);
        const ContinuousDef& rule = *gargoyle->effect[0].continuous;
        QVERIFY(rule.affects && !rule.affects->isRef());
        QCOMPARE(rule.affects->hasKeyword, QStringLiteral("Defender"));
        QCOMPARE(rule.affects->controller, Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wakestone Gargoyle"), 2),
            QStringLiteral("{1}{W}: Creatures you control with defender can attack as though they didn't have defender until end "
                           "of turn."));
        const QByteArray board = test::objectJson("gargoyle", "Wakestone Gargoyle");
        const QByteArray activated = R"({"id": "e1", "activate": "gargoyle", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, activated + R"(, {"id": "e3", "attack": {"gargoyle": "nico"}})");
        QVERIFY2(!test::refused(play, "e3"), qPrintable(test::happened(play)));
        QVERIFY(test::hasKeyword(play, QStringLiteral("gargoyle"), QStringLiteral("Defender")));
        QVERIFY(test::refused(played(board, R"({"id": "e3", "attack": {"gargoyle": "nico"}})"), "e3"));
    }

    // CR 107.3, 205.1b, 613.4b, 613.7: X is chosen as Testament of Faith's ability is activated: the enchantment
    // becomes a 3/3 Wall creature with defender and stays an enchantment; a later activation for 1 makes it 1/1
    // (the later timestamp in layer 7b); the turn's end ends both (514.2).
    void testamentOfFaithBecomesAnXByXWall()
    {
        const AbilityDef* testament = test::parsedWith(fixtures(), QStringLiteral("Testament of Faith"), QStringLiteral("X/X"));
        QVERIFY(testament && testament->effect.size() == 1 && testament->effect[0].continuous);
        const auto& ops = testament->effect[0].continuous->ops;
        const auto pt = std::find_if(ops.cbegin(), ops.cend(), [](const Op& op) { return op.kind == Op::Kind::SetPT; });
        QVERIFY(pt != ops.cend() && pt->power && pt->toughness);
        QCOMPARE(pt->power->kind, Expr::Kind::X);
        QCOMPARE(pt->toughness->kind, Expr::Kind::X);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Testament of Faith"), 0),
            QStringLiteral("{X}: Until end of turn, ~ becomes an X/X Wall creature with defender in addition to its other types."));
        const QByteArray board = test::objectJson("testament", "Testament of Faith");
        const QByteArray three = R"({"id": "e1", "activate": "testament", "ability": 1, "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, three);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* wall = test::charsOf(play, QStringLiteral("testament"));
        QVERIFY(wall && wall->type.has(CardType::Creature) && wall->type.has(CardType::Enchantment));
        QCOMPARE(test::ptOf(play, QStringLiteral("testament")), QStringLiteral("3/3"));
        QVERIFY(test::hasKeyword(play, QStringLiteral("testament"), QStringLiteral("Defender")));
        const Playthrough again = played(board, three + R"(, {"id": "e3", "activate": "testament", "ability": 1, "choices": {"x": 1}},
            {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::ptOf(again, QStringLiteral("testament")), QStringLiteral("1/1"));
        const Playthrough ended = played(board, three + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(ended, QStringLiteral("testament"))->type.has(CardType::Creature));
    }

    // CR 205.1b, 613.1f, 701.19a: Spawning Pool becomes a 1/1 black Skeleton creature that is still a land and
    // gains the quoted ability; activated, that ability's shield regenerates the Pool from lethal damage (it
    // stays, tapped, its damage removed).
    void spawningPoolBecomesASkeletonThatRegenerates()
    {
        const AbilityDef* pool = test::parsedWith(fixtures(), QStringLiteral("Spawning Pool"), QStringLiteral("Skeleton"));
        QVERIFY(pool && pool->effect.size() == 1 && pool->effect[0].continuous);
        const auto& ops = pool->effect[0].continuous->ops;
        const auto granted = std::find_if(ops.cbegin(), ops.cend(), [](const Op& op) { return op.kind == Op::Kind::AddAbilities; });
        QVERIFY(granted != ops.cend() && granted->abilities.size() == 1);
        QCOMPARE(granted->abilities[0]->kind, AbilityDef::Kind::Activated);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Spawning Pool"), 2),
            QStringLiteral("{1}{B}: Until end of turn, ~ becomes a 1/1 black Skeleton creature in addition to its other types and "
                           "gains \"{B}: Regenerate ~.\""));
        const QByteArray board = test::objectJson("pool", "Spawning Pool");
        const QByteArray animated = R"({"id": "e1", "activate": "pool", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* skeleton = test::charsOf(play, QStringLiteral("pool"));
        QVERIFY(skeleton && skeleton->type.has(CardType::Creature) && skeleton->type.has(CardType::Land));
        QVERIFY(skeleton->colors.has(Color::Black));
        QCOMPARE(test::ptOf(play, QStringLiteral("pool")), QStringLiteral("1/1"));
        const Playthrough regenerated = played(board, animated + R"(, {"id": "e3", "activate": "pool", "ability_from": "e2", "ability": 1},
            {"id": "e4", "resolve": "top"}, {"id": "e5", "damage": [{"source": "pool", "to": "pool", "amount": 2}]})");
        QVERIFY2(!test::refused(regenerated, "e3"), qPrintable(test::happened(regenerated)));
        QCOMPARE(test::zoneOf(regenerated, QStringLiteral("pool")), Zone::Battlefield);
        QVERIFY(test::tapped(regenerated, QStringLiteral("pool")));
        QCOMPARE(test::damageOn(regenerated, QStringLiteral("pool")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpact34)
#include "tst_impact34.moc"
