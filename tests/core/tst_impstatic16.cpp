// Static abilities of round 16, read from real cards' Oracle text (tests/data/import/impstatic16.json):
// blocks restricted to or from either of two sets, fear's wording "can't be blocked except by artifact
// creatures and/or red creatures" (Skirk Shaman, Seeker), "Walls and/or creatures with flying" (Elven
// Riders), "black and/or red creatures" (Sacred Knight), "Vampires or Zombies" (Blazing Torch), which the
// combat code checks as blockers are declared (509.1b); and cost changers that count (601.2f): "for
// each +1/+1 counter on ~" (Animar, Herald of War), "for each experience counter you have" (Mizzix),
// "~ costs {G} less to cast for each green creature you control" (Khalni Hydra), "Creature spells with
// flying you cast" (Warden of Evos Isle) and "As long as ~ is tapped, creature spells you cast cost {2}
// less to cast" (Centaur Omenreader), "Face-down creature spells" (Obscuring Aether), "that target a
// creature or planeswalker you control" (Kasmina), carried (a scenario's cast is taken as paid);
// protection from monocolored and from snow (702.16a), which blocks, damage and targets respect;
// "Enchanted creature can't block and its activated abilities can't be activated" (Demotion, Encrust:
// the clause joined without a comma, 602.5), legendary landwalk (702.14c, Ayumi, Livonya Silone) and
// "Affinity for Forests" (702.41a, carried as its keyword).
#include "ImportFixtures.h"
#include "TableTranslator.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic16.json"));
}

// The Spanish and Italian of this round's templates, as in the translations TSV.
const test::TranslationTable& table()
{
    static const test::TranslationTable t = {
        {"%1 or %2", {"%1 o %2", "%1 o %2"}},
        {"%1 and/or %2", {"%1 y/o %2", "%1 e/o %2"}},
        {"%1 counter on %2", {"contador %1 sobre %2", "segnalino %1 su %2"}},
        {"%1 counter you have", {"contador %1 que tengas", "segnalino %1 che hai"}},
    };
    return t;
}

}   // namespace

class TestImpStatic16 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 22);
    }

    // Either of two sets of blockers: a union (any_of) for two sets said in full, the colours of one set
    // for "black and/or red creatures"; written back as the card says it.
    void blockerSets_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("parts");   // the union's sets; 0 for one set
        QTest::addColumn<QString>("written");
        QTest::newRow("Skirk Shaman") << "Skirk Shaman" << 0 << int(RuleName::CantBeBlockedExceptBy) << 2
                                      << "~ can't be blocked except by artifact creatures and/or red creatures.";
        QTest::newRow("Seeker") << "Seeker" << 1 << int(RuleName::CantBeBlockedExceptBy) << 2
                                << "Enchanted creature can't be blocked except by artifact creatures and/or white creatures.";
        QTest::newRow("Elven Riders") << "Elven Riders" << 0 << int(RuleName::CantBeBlockedExceptBy) << 2
                                      << "~ can't be blocked except by Walls and/or creatures with flying.";
        QTest::newRow("Sacred Knight") << "Sacred Knight" << 0 << int(RuleName::CantBeBlockedBy) << 0
                                       << "~ can't be blocked by black or red creatures.";
        QTest::newRow("Blazing Torch") << "Blazing Torch" << 0 << int(RuleName::CantBeBlockedBy) << 2
                                       << "Equipped creature can't be blocked by Vampires or Zombies.";
    }
    void blockerSets()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, rule);
        QFETCH(int, parts);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(int(a->ops[0].rule), rule);
        QVERIFY(a->ops[0].filter);
        QCOMPARE(a->ops[0].filter->anyOf.size(), parts);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[index].written, written);
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a->ops);
    }

    // CR 509.1b (and 702.36b, fear's wording): each attacker's blockers are checked against its set; the
    // first block is refused, the second one made.
    void blocks_data()
    {
        QTest::addColumn<QByteArray>("attacker");   // the attacker "a", and what is attached to it
        QTest::addColumn<QString>("refused");
        QTest::addColumn<QString>("allowed");
        QTest::newRow("Skirk Shaman, artifact") << QByteArray(R"({"id": "a", "card": "Skirk Shaman", "controller": "ana", "timestamp": 1})")
                                                << "Grizzly Bears" << "Ornithopter";
        QTest::newRow("Skirk Shaman, red") << QByteArray(R"({"id": "a", "card": "Skirk Shaman", "controller": "ana", "timestamp": 1})")
                                           << "Grizzly Bears" << "Bladetusk Boar";
        QTest::newRow("Seeker") << QByteArray(R"({"id": "a", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                                      {"id": "aura", "card": "Seeker", "controller": "ana", "timestamp": 4, "attached_to": "a"})")
                                << "Walking Corpse" << "Serra Angel";
        QTest::newRow("Elven Riders, Wall") << QByteArray(R"({"id": "a", "card": "Elven Riders", "controller": "ana", "timestamp": 1})")
                                            << "Grizzly Bears" << "Wall of Omens";
        QTest::newRow("Elven Riders, flying") << QByteArray(R"({"id": "a", "card": "Elven Riders", "controller": "ana", "timestamp": 1})")
                                              << "Grizzly Bears" << "Serra Angel";
        QTest::newRow("Sacred Knight, black") << QByteArray(R"({"id": "a", "card": "Sacred Knight", "controller": "ana", "timestamp": 1})")
                                              << "Walking Corpse" << "Grizzly Bears";
        QTest::newRow("Sacred Knight, red") << QByteArray(R"({"id": "a", "card": "Sacred Knight", "controller": "ana", "timestamp": 1})")
                                            << "Bladetusk Boar" << "Grizzly Bears";
        QTest::newRow("Blazing Torch, Zombie") << QByteArray(R"({"id": "a", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                                      {"id": "torch", "card": "Blazing Torch", "controller": "ana", "timestamp": 4, "attached_to": "a"})")
                                               << "Walking Corpse" << "Grizzly Bears";
        QTest::newRow("Blazing Torch, Vampire") << QByteArray(R"({"id": "a", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                                      {"id": "torch", "card": "Blazing Torch", "controller": "ana", "timestamp": 4, "attached_to": "a"})")
                                                << "Blood Artist" << "Ornithopter";
    }
    void blocks()
    {
        QFETCH(QByteArray, attacker);
        QFETCH(QString, refused);
        QFETCH(QString, allowed);
        CardLibrary lib;
        const auto state = test::scenario(fixtures(),
            attacker + QStringLiteral(R"(, {"id": "no", "card": "%1", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "yes", "card": "%2", "controller": "nico", "owner": "nico", "timestamp": 3})")
                           .arg(refused, allowed)
                           .toUtf8(),
            R"({"id": "e1", "attack": {"a": "nico"}}, {"id": "e2", "block": {"no": ["a"]}},
               {"id": "e3", "block": {"yes": ["a"]}})",
            &lib);
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, lib);
        QCOMPARE(play.events.size(), 3);
        QVERIFY(play.events[0].done);
        QVERIFY(!play.events[1].done);
        QCOMPARE(play.events[1].problems.value(0).rule, QStringLiteral("509.1b"));
        QVERIFY2(play.events[2].done, qPrintable(test::happened(play)));
    }

    // 601.2f: the cost changers that count, one mana for each; the count as the card format writes it.
    void countedCosts_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("amount");   // Expr::Kind of the op's mana
        QTest::addColumn<QString>("written");
        QTest::newRow("Animar") << "Animar, Soul of Elements" << 2 << int(Expr::Kind::CountersOnSource)
                                << "Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~.";
        QTest::newRow("Herald of War") << "Herald of War" << 2 << int(Expr::Kind::CountersOnSource)
                                       << "Angel and Human spells you cast cost {1} less to cast for each +1/+1 counter on ~.";
        QTest::newRow("Mizzix") << "Mizzix of the Izmagnus" << 1 << int(Expr::Kind::PlayerCounters)
                                << "Instant and sorcery spells you cast cost {1} less to cast for each experience counter you have.";
        QTest::newRow("Khalni Hydra") << "Khalni Hydra" << 0 << int(Expr::Kind::Count)
                                      << "~ costs {G} less to cast for each green creature you control.";
    }
    void countedCosts()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, amount);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CostsLess);
        QVERIFY(a->ops[0].power);
        QCOMPARE(int(a->ops[0].power->kind), amount);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[index].written, written);
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a->ops);
    }

    // Khalni Hydra's mana is green (601.2f: one {G} less for each); the count is the green creatures
    // its controller controls.
    void coloredCostEach()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Khalni Hydra"), 0);
        QVERIFY(a);
        QVERIFY(a->ops[0].colors.has(Color::Green));
        QCOMPARE(a->ops[0].colors.count(), 1);
        const QSharedPointer<Selector>& counted = a->ops[0].power->selector;
        QVERIFY(counted);
        QCOMPARE(counted->controller, Selector::Who::You);
        QVERIFY(counted->colors.has(Color::Green));
    }

    // "Creature spells with flying you cast" (Warden of Evos Isle) and Centaur Omenreader's "As long as ~
    // is tapped": the spells named by a quality, the other's condition the source's state.
    void spellsAndCondition()
    {
        const AbilityDef* warden = test::parsedAbility(fixtures(), QStringLiteral("Warden of Evos Isle"), 1);
        QVERIFY(warden);
        QCOMPARE(warden->affects->hasKeyword, QStringLiteral("Flying"));
        QCOMPARE(warden->affects->controller, Selector::Who::You);
        const AbilityDef* reader = test::parsedAbility(fixtures(), QStringLiteral("Centaur Omenreader"), 0);
        QVERIFY(reader);
        QVERIFY(reader->condition);
        QCOMPARE(reader->condition->kind, Condition::Kind::SelfIs);
        QCOMPARE(reader->ops[0].power->value, 2);
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Centaur Omenreader"))->abilities[0].written,
            QStringLiteral("As long as ~ is tapped, creature spells you cast cost {2} less to cast."));
    }

    // Obscuring Aether's face-down creature spells (708.2) and Kasmina's spells that target one of a set
    // (115.1): the spells' quality and the target as the op's filter.
    void spellQualities()
    {
        const AbilityDef* aether = test::parsedAbility(fixtures(), QStringLiteral("Obscuring Aether"), 0);
        QVERIFY(aether);
        QVERIFY(aether->affects->faceDown);
        QCOMPARE(aether->affects->types, quint16(CardType::Creature));
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Obscuring Aether"))->abilities[0].written,
            QStringLiteral("Face-down creature spells you cast cost {1} less to cast."));
        const AbilityDef* kasmina = test::parsedAbility(fixtures(), QStringLiteral("Kasmina, Enigmatic Mentor"), 0);
        QVERIFY(kasmina);
        QCOMPARE(kasmina->ops[0].rule, RuleName::CostsMore);
        QCOMPARE(kasmina->affects->controller, Selector::Who::Opponent);
        QVERIFY(kasmina->ops[0].filter);
        QCOMPARE(kasmina->ops[0].filter->anyTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Planeswalker)));
        QCOMPARE(kasmina->ops[0].filter->controller, Selector::Who::You);
    }

    // 702.16a: protection from a quality, kept as its word and written back.
    void protectionQualities_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("quality");
        QTest::newRow("monocolored") << "Guardian of the Guildpact" << "monocolored";
        QTest::newRow("snow") << "Ronom Hulk" << "snow";
    }
    void protectionQualities()
    {
        QFETCH(QString, card);
        QFETCH(QString, quality);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 0);
        QVERIFY(a);
        QVERIFY(a->isKeyword(QStringLiteral("Protection")));
        QCOMPARE(a->protectionText, quality);
        QVERIFY(a->protectionFrom.isEmpty());
        QCOMPARE(test::findCard(fixtures(), card)->abilities[0].written, QStringLiteral("Protection from ") + quality);
    }

    // CR 702.16e, 105.2: Guardian of the Guildpact can't be blocked by Grizzly Bears (one colour); the
    // colourless Ornithopter may block it.
    void monocoloredCantBlock()
    {
        CardLibrary lib;
        const auto state = test::scenario(fixtures(),
            R"({"id": "a", "card": "Guardian of the Guildpact", "controller": "ana", "timestamp": 1},
               {"id": "no", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "yes", "card": "Ornithopter", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"a": "nico"}}, {"id": "e2", "block": {"no": ["a"]}},
               {"id": "e3", "block": {"yes": ["a"]}})",
            &lib);
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, lib);
        QCOMPARE(play.events.size(), 3);
        QVERIFY(!play.events[1].done);
        QVERIFY(play.events[2].done);
    }

    // CR 702.16e: damage a monocolored source would deal to Guardian of the Guildpact is prevented; a
    // two-colour source's (Boros Swiftblade, red and white) is not.
    void monocoloredDamagePrevented()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "g", "card": "Guardian of the Guildpact", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "blade", "card": "Boros Swiftblade", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "damage": [{"source": "bears", "to": "g", "amount": 2}]},
               {"id": "e2", "damage": [{"source": "blade", "to": "g", "amount": 1}]})");
        QCOMPARE(play.events.size(), 2);
        const GameObject* g = play.finalState.object(QStringLiteral("g"));
        QVERIFY(g);
        QCOMPARE(g->damage, 1);
    }

    // CR 702.16b: Shock, a red spell, can't target Guardian of the Guildpact (the cast is refused); it can
    // target the Grizzly Bears beside it.
    void monocoloredCantTarget()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "g", "card": "Guardian of the Guildpact", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "shock", "card": "Shock", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "shock", "targets": ["g"]}, {"id": "e2", "cast": "shock", "targets": ["bears"]},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(play.events.size(), 3);
        QVERIFY(!play.events[0].done);
        QCOMPARE(play.events[0].problems.value(0).rule, QStringLiteral("601.2c"));
        QVERIFY2(play.events[1].done, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("g")), Zone::Battlefield);
    }

    // "… and its activated abilities can't be activated" joined to the predicate before it without a comma.
    void activatedAbilitiesJoined_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("first");   // the first op's rule
        QTest::addColumn<QString>("written");
        QTest::newRow("Demotion") << "Demotion" << int(RuleName::CantBlock)
                                  << "Enchanted creature can't block, and its activated abilities can't be activated.";
        QTest::newRow("Encrust") << "Encrust" << int(RuleName::DoesntUntap)
                                 << "Enchanted permanent doesn't untap during its controller's untap step, and its "
                                    "activated abilities can't be activated.";
    }
    void activatedAbilitiesJoined()
    {
        QFETCH(QString, card);
        QFETCH(int, first);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 1);
        QVERIFY(a);
        QCOMPARE(a->affects->ref, Selector::Ref::Attached);
        QCOMPARE(a->ops.size(), 2);
        QCOMPARE(int(a->ops[0].rule), first);
        QCOMPARE(a->ops[1].rule, RuleName::ActivatedAbilitiesCantBeActivated);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[1].written, written);
    }

    // CR 602.5, 509.1b: Llanowar Elves enchanted by Demotion can't activate its mana ability nor block;
    // without Demotion it does both.
    void demotionForbidsAbilitiesAndBlocks()
    {
        const QByteArray events = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"elves": ["bears"]}},
               {"id": "e3", "activate": "elves", "ability": 1})";
        const QByteArray board = R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "elves", "card": "Llanowar Elves", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const Playthrough demoted = test::playScenario(fixtures(), board
                + R"(, {"id": "demotion", "card": "Demotion", "controller": "ana", "timestamp": 3, "attached_to": "elves"})",
            events);
        QCOMPARE(demoted.events.size(), 3);
        QVERIFY(demoted.events[0].done);
        QCOMPARE(demoted.events[1].problems.value(0).rule, QStringLiteral("509.1b"));
        QCOMPARE(test::eventOutcome(demoted, QStringLiteral("e3")), QStringList{QStringLiteral("problem 602.5")});
        const Playthrough free = test::playScenario(fixtures(), board, events);
        QCOMPARE(free.events.size(), 3);
        for (const EventOutcome& e : free.events)
            QVERIFY2(e.done, qPrintable(test::happened(free)));
    }

    // 702.14c: legendary landwalk, a land quality kept as nonbasic landwalk's is.
    void legendaryLandwalk()
    {
        for (const auto& [card, index] : {std::pair{"Ayumi, the Last Visitor", 0}, std::pair{"Livonya Silone", 1}}) {
            const AbilityDef* a = test::parsedAbility(fixtures(), QLatin1String(card), index);
            QVERIFY2(a, card);
            QVERIFY(a->isKeyword(QStringLiteral("Landwalk")));
            QVERIFY(!a->hasLandType);
            QCOMPARE(a->protectionText, QStringLiteral("legendary"));
            QCOMPARE(a->keywordText(), QStringLiteral("Legendary landwalk"));
        }
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Ayumi, the Last Visitor"))->abilities[0].written,
            QStringLiteral("Legendary landwalk"));
    }

    // CR 702.14c: Ayumi can't be blocked while Nico controls Urborg, Tomb of Yawgmoth (a legendary land);
    // with only a Forest, Grizzly Bears may block it.
    void legendaryLandwalkUnblockable()
    {
        const auto play = [](const char* land) {
            return test::playScenario(fixtures(),
                QStringLiteral(R"({"id": "ayumi", "card": "Ayumi, the Last Visitor", "controller": "ana", "timestamp": 1},
                   {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
                   {"id": "land", "card": "%1", "controller": "nico", "owner": "nico", "timestamp": 3})")
                    .arg(QLatin1String(land))
                    .toUtf8(),
                R"({"id": "e1", "attack": {"ayumi": "nico"}}, {"id": "e2", "block": {"bears": ["ayumi"]}})");
        };
        const Playthrough urborg = play("Urborg, Tomb of Yawgmoth");
        QCOMPARE(urborg.events.size(), 2);
        QVERIFY(urborg.events[0].done);
        QCOMPARE(urborg.events[1].problems.value(0).rule, QStringLiteral("702.14c"));
        const Playthrough forest = play("Forest");
        QCOMPARE(forest.events.size(), 2);
        QVERIFY2(forest.events[1].done, qPrintable(test::happened(forest)));
    }

    // 702.41a: affinity for a basic land type, carried as its keyword (like "Affinity for artifacts").
    void affinityForLandType_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("keyword");
        QTest::newRow("Tangle Golem") << "Tangle Golem" << "Affinity for Forests";
        QTest::newRow("Oxidda Golem") << "Oxidda Golem" << "Affinity for Mountains";
        QTest::newRow("Dross Golem") << "Dross Golem" << "Affinity for Swamps";
    }
    void affinityForLandType()
    {
        QFETCH(QString, card);
        QFETCH(QString, keyword);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 0);
        QVERIFY(a);
        QVERIFY(a->isKeyword(keyword));
        QCOMPARE(test::findCard(fixtures(), card)->abilities[0].written, keyword);
    }

    // The cards whose every ability is read (Mizzix's trigger is not: "with converted mana cost greater
    // than the number of experience counters you have" is no selector).
    void understoodCards()
    {
        QCOMPARE(fixtures().cards.size(), 22);
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2((c.status == CardStatus::Understood) == (c.card->name() != QLatin1String("Mizzix of the Izmagnus")),
                qPrintable(c.card->name()));
    }

    // The new wordings in Spanish and Italian.
    void writtenInThreeLanguages()
    {
        struct Case {
            const char* card;
            int index;
            const char* spanish;
            const char* italian;
        };
        const Case cases[] = {
            {"Skirk Shaman", 0, " y/o ", " e/o "},
            {"Blazing Torch", 0, "Vampires o Zombies", "Vampires o Zombies"},
            {"Animar, Soul of Elements", 2, "contador +1/+1 sobre Animar", "segnalino +1/+1 su Animar"},
            {"Mizzix of the Izmagnus", 1, "contador experience que tengas", "segnalino experience che hai"},
        };
        for (const Case& k : cases) {
            const AbilityDef* a = test::parsedAbility(fixtures(), QLatin1String(k.card), k.index);
            QVERIFY2(a, k.card);
            const CardFace& face = test::findCard(fixtures(), QLatin1String(k.card))->card->front;
            for (const bool italian : {false, true}) {
                const QString text = test::abilityIn(table(), italian, *a, face);
                QVERIFY2(text.contains(QString::fromUtf8(italian ? k.italian : k.spanish)), qPrintable(text));
            }
        }
    }

    // Every understood card of the fixture goes through the card format and reads back the same.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 21);
    }
};

QTEST_GUILESS_MAIN(TestImpStatic16)
#include "tst_impstatic16.moc"
