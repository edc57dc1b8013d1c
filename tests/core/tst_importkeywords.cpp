// Keywords and layer-changing static abilities read from real cards' Oracle text (issue 16,
// docs/importer.md): the typed structure each template family gives, the text written back, and what
// the engine then does with it (CR 702.114a devoid, 702.108a prowess, 702.93a undying, 611.3a
// conditions, 613.4b base power and toughness, 305.7 land types, 613.1f "can't have or gain").
#include "cards/CardParser.h"
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "import/CardImport.h"
#include "import/CardJson.h"
#include "import/OracleParser.h"
#include "io/ScenarioReader.h"
#include "play/EventPlayer.h"
#include "play/TriggerDetection.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& keywords()
{
    return test::fixtureFile(QStringLiteral("keywords.json"));
}

const ImportResult& statics()
{
    return test::fixtureFile(QStringLiteral("statics.json"));
}

// The imported card's ability `index` and its report; a missing card fails the test asking for it.
const ImportedCard* find(const QString& name)
{
    if (const ImportedCard* c = test::findCard(keywords(), name))
        return c;
    return test::findCard(statics(), name);
}

// A library of the imported fixtures over the built-in cards.
CardLibrary library(Diagnostics* diags)
{
    QVector<CardPtr> cards;
    for (const ImportResult* r : {&keywords(), &statics()})
        for (const ImportedCard& c : r->cards)
            cards << c.card;
    CardLibrary lib = CardLibrary::fromCards(cards, diags);
    lib.addMissing(CardLibrary::builtin());
    return lib;
}

std::optional<GameState> scenario(const CardLibrary& lib, const QByteArray& objects, const QByteArray& extra,
    Diagnostics* diags)
{
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "objects": [)"
        + objects + "]" + extra + "}";
    return ScenarioReader(lib).read(json, QStringLiteral("imported.strata.json"), diags);
}

}   // namespace

class TestImportKeywords : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(keywords().errors.isEmpty(), qPrintable(keywords().errors.formatted().join('\n')));
        QVERIFY2(statics().errors.isEmpty(), qPrintable(statics().errors.formatted().join('\n')));
        QCOMPARE(keywords().cards.size(), 12);
        QCOMPARE(statics().cards.size(), 19);
    }

    // Each keyword family: the name, its parameter, and the text written back (the round trip).
    void keywordFamilies_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("ability");
        QTest::addColumn<QString>("keyword");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("cost");
        QTest::newRow("Madness {cost}") << "Abandon Reason" << 1 << "Madness" << -1 << "{1}{R}";
        QTest::newRow("Prowess") << "Abbot of Keral Keep" << 0 << "Prowess" << -1 << "";
        QTest::newRow("Intimidate") << "Academy Raider" << 0 << "Intimidate" << -1 << "";
        QTest::newRow("Suspend N—{cost}") << "Corpulent Corpse" << 1 << "Suspend" << 5 << "{B}";
        QTest::newRow("Exalted") << "Akrasan Squire" << 0 << "Exalted" << -1 << "";
        QTest::newRow("Bushido N") << "Araba Mothrider" << 1 << "Bushido" << 1 << "";
        QTest::newRow("Convoke") << "Autochthon Wurm" << 0 << "Convoke" << -1 << "";
        QTest::newRow("Reinforce N—{cost}") << "Brighthearth Banneret" << 1 << "Reinforce" << 1 << "{1}{R}";
        QTest::newRow("Undying") << "Butcher Ghoul" << 0 << "Undying" << -1 << "";
        QTest::newRow("Wither") << "Cinderbones" << 0 << "Wither" << -1 << "";
        QTest::newRow("comma list: protection") << "Abbey Gargoyles" << 1 << "Protection" << -1 << "";
        QTest::newRow("Devoid") << "Bearer of Silence" << 0 << "Devoid" << -1 << "";
    }
    void keywordFamilies()
    {
        QFETCH(QString, card);
        QFETCH(int, ability);
        QFETCH(QString, keyword);
        QFETCH(int, n);
        QFETCH(QString, cost);
        const ImportedCard* c = find(card);
        QVERIFY2(c, qPrintable(card));
        QCOMPARE(c->abilities[ability].status, AbilityStatus::Parsed);
        const AbilityDef& a = *c->card->front.abilities[ability];
        QCOMPARE(a.kind, AbilityDef::Kind::Keyword);
        QCOMPARE(a.keyword, keyword);
        QCOMPARE(a.n.value_or(-1), n);
        QCOMPARE(a.cost, cost);
    }

    void protectionInACommaListIsOneKeyword()
    {
        // Abbey Gargoyles: "Flying, protection from red" is two keywords, the second from red only.
        const ImportedCard* c = find(QStringLiteral("Abbey Gargoyles"));
        QVERIFY(c);
        QCOMPARE(c->card->front.abilities.size(), 2);
        QVERIFY(c->card->front.abilities[0]->isKeyword(QStringLiteral("Flying")));
        QVERIFY(c->card->front.abilities[1]->protectionFrom.has(Color::Red));
        QCOMPARE(c->card->front.abilities[1]->protectionFrom.names().size(), 1);
        QCOMPARE(c->status, CardStatus::Understood);
    }

    void enchantEitherOfTwoTypes()
    {
        // CR 303.4a, 702.5a: "Enchant artifact or creature" is one keyword whose object is either type;
        // what follows the second type (" you control") restricts both.
        const ImportResult r = importFile(testDataPath(QStringLiteral("import/enchant.json")));
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.formatted().join('\n')));
        const struct {
            const char* card;
            quint16 types;
            Selector::Who controller;
        } cases[] = {
            {"Encrust", quint16(CardType::Artifact) | quint16(CardType::Creature), Selector::Who::Any},
            {"Kaya's Ghostform", quint16(CardType::Creature) | quint16(CardType::Planeswalker), Selector::Who::You},
            // Written in Oracle's alphabetical order, not in type-line order ("Land Creature").
            {"Brink of Disaster", quint16(CardType::Creature) | quint16(CardType::Land), Selector::Who::Any},
        };
        for (const auto& c : cases) {
            const ImportedCard* card = test::findCard(r, QLatin1String(c.card));
            QVERIFY2(card, c.card);
            QCOMPARE(card->abilities[0].status, AbilityStatus::Parsed);   // the round trip agreed
            const AbilityDef& a = *card->card->front.abilities[0];
            QVERIFY(a.isKeyword(QStringLiteral("Enchant")) && a.enchant);
            QCOMPARE(a.enchant->anyTypes, c.types);
            QCOMPARE(a.enchant->types, quint16(0));
            QCOMPARE(a.enchant->controller, c.controller);
        }
    }

    void aKeywordOutsideTheFormsStaysTextOnly()
    {
        // Aeon Chronicler: "Suspend X—{X}{3}{U}. X can't be 0." has no number: not read, still an ability.
        const ImportedCard* c = find(QStringLiteral("Aeon Chronicler"));
        QVERIFY(c);
        QCOMPARE(c->abilities[1].status, AbilityStatus::TextOnly);
        QCOMPARE(c->card->front.abilities[1]->kind, AbilityDef::Kind::TextOnly);
        QCOMPARE(c->card->front.abilities.size(), c->abilities.size());
    }

    void everyImportedKeywordIsACardFormatKeyword()
    {
        // A saved library is read back by the card parser: every keyword the importer names must be one
        // it knows, or the saved card would be refused.
        for (const QString& k : importedKeywordNames())
            QVERIFY2(CardParser::knownKeywords().contains(k), qPrintable(k));
    }

    // CR 702.114a, 604.3: devoid is a characteristic-defining ability; the card has no colour although
    // its mana cost has black in it (layer 5).
    void devoidMakesTheObjectColorless()
    {
        Diagnostics diags;
        const CardLibrary lib = library(&diags);
        const auto state = scenario(lib,
            R"({"id": "bearer", "card": "Bearer of Silence", "controller": "ana", "timestamp": 1},
               {"id": "corpse", "card": "Corpulent Corpse", "controller": "ana", "timestamp": 2})",
            {}, &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        const Resolution res = LayerEngine::resolve(*state);
        QVERIFY(res.chars[0].colors.isEmpty());
        QVERIFY(res.chars[1].colors.has(Color::Black));   // no devoid: the colour of its mana cost
        // So the coverage counts it among the static abilities that change characteristics.
        const ImportedCard* bearer = find(QStringLiteral("Bearer of Silence"));
        QVERIFY(bearer);
        bool devoidCounted = false;
        for (const AbilityReport& r : bearer->abilities)
            devoidCounted |= r.sentence.startsWith(QLatin1String("Devoid")) && r.layerChanging;
        QVERIFY(devoidCounted);
    }

    // CR 702.108a: prowess triggers when its controller casts a noncreature spell, +1/+1 until end of turn.
    void prowessTriggersOnANoncreatureSpell()
    {
        Diagnostics diags;
        const CardLibrary lib = library(&diags);
        const auto state = scenario(lib,
            R"({"id": "abbot", "card": "Abbot of Keral Keep", "controller": "ana", "timestamp": 1},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "ana", "zone": "hand"})",
            R"(, "events": [{"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"}])",
            &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        const Playthrough play = EventPlayer::play(*state, lib);
        const int abbot = play.finalState.objectIndex(QStringLiteral("abbot"));
        QVERIFY(abbot >= 0);
        QCOMPARE(play.finalResolution.chars[abbot].power.value_or(0), 3);   // printed 2/1
        QCOMPARE(play.finalResolution.chars[abbot].toughness.value_or(0), 2);
        const AbilityPtr trigger = keywordTrigger(*find(QStringLiteral("Abbot of Keral Keep"))->card->front.abilities[0]);
        QVERIFY(trigger);
        QCOMPARE(trigger->event, TriggerEvent::YouCastSpell);
    }

    // CR 702.93a: undying returns the creature with a +1/+1 counter if it had none.
    void undyingIsPersistWithAPlusCounter()
    {
        const AbilityPtr t = keywordTrigger(*find(QStringLiteral("Butcher Ghoul"))->card->front.abilities[0]);
        QVERIFY(t);
        QCOMPARE(t->event, TriggerEvent::SelfDies);
        QCOMPARE(t->triggerIf->counterKind, QStringLiteral("+1/+1"));
        QCOMPARE(t->effect.first().counters.kind, QStringLiteral("+1/+1"));
    }

    // Static families: the operation, and that the text written back is the card's.
    void staticFamilies_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("ability");
        QTest::addColumn<QList<int>>("ops");
        QTest::addColumn<int>("condition");   // -1: none
        QTest::newRow("threshold") << "Werebear" << 1 << QList<int>{int(Op::Kind::ModifyPT)}
                                   << int(Condition::Kind::CardsInGraveyardAtLeast);
        QTest::newRow("your turn") << "Glory of Warfare" << 0 << QList<int>{int(Op::Kind::ModifyPT)}
                                   << int(Condition::Kind::YourTurn);
        QTest::newRow("not your turn") << "Glory of Warfare" << 1 << QList<int>{int(Op::Kind::ModifyPT)}
                                       << int(Condition::Kind::NotYourTurn);
        QTest::newRow("enchanted creature is blue, it …")
            << "Clout of the Dominus" << 1 << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::AddAbilities)}
            << int(Condition::Kind::AttachedIs);
        QTest::newRow("base power and toughness") << "Reduce in Stature" << 1 << QList<int>{int(Op::Kind::SetPT)} << -1;
        QTest::newRow("lose and can't have or gain")
            << "Archetype of Aggression" << 1 << QList<int>{int(Op::Kind::LoseAbilities), int(Op::Kind::CantHave)} << -1;
        QTest::newRow("land type set") << "Sea's Claim" << 1 << QList<int>{int(Op::Kind::SetSubtypes)} << -1;
        QTest::newRow("a Domri planeswalker") << "Charging War Boar" << 1
                                              << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::AddAbilities)}
                                              << int(Condition::Kind::YouControlAtLeast);
        QTest::newRow("Wolves") << "Wren's Run Packmaster" << 2 << QList<int>{int(Op::Kind::AddAbilities)} << -1;
        QTest::newRow("colorless") << "Thran Lens" << 0 << QList<int>{int(Op::Kind::SetColors)} << -1;
        QTest::newRow("every creature type") << "Amorphous Axe" << 0
                                             << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::AllCreatureTypes)} << -1;
        QTest::newRow("for each Wolf") << "Raised by Wolves" << 2 << QList<int>{int(Op::Kind::ModifyPT)} << -1;
        QTest::newRow("as long as it's attacking") << "Grasping Scoundrel" << 0 << QList<int>{int(Op::Kind::ModifyPT)}
                                                   << int(Condition::Kind::SelfIs);
        QTest::newRow("as long as it's untapped") << "Giant Tortoise" << 0 << QList<int>{int(Op::Kind::ModifyPT)}
                                                  << int(Condition::Kind::SelfIs);
        QTest::newRow("comma list of predicates")
            << "Infectious Bloodlust" << 1
            << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::AddAbilities), int(Op::Kind::Rule)} << -1;
    }
    void staticFamilies()
    {
        QFETCH(QString, card);
        QFETCH(int, ability);
        QFETCH(QList<int>, ops);
        QFETCH(int, condition);
        const ImportedCard* c = find(card);
        QVERIFY2(c, qPrintable(card));
        QVERIFY2(c->abilities[ability].status == AbilityStatus::Parsed,
            qPrintable(c->abilities[ability].sentence + " / " + c->abilities[ability].written));
        QVERIFY(c->abilities[ability].layerChanging);
        const AbilityDef& a = *c->card->front.abilities[ability];
        QCOMPARE(a.kind, AbilityDef::Kind::Static);
        QList<int> got;
        for (const Op& op : a.ops)
            got << int(op.kind);
        QCOMPARE(got, ops);
        QCOMPARE(a.condition ? int(a.condition->kind) : -1, condition);
    }

    // 604.3: "~ is every creature type" defines the card's own types: a characteristic-defining
    // ability, which works in every zone (the reminder text says so).
    void everyCreatureTypeOnItselfIsACda()
    {
        const ImportedCard* c = find(QStringLiteral("Mistform Ultimus"));
        QVERIFY(c);
        QCOMPARE(c->abilities[0].status, AbilityStatus::Parsed);
        const AbilityDef& a = *c->card->front.abilities[0];
        QVERIFY(a.cda);
        QCOMPARE(a.ops.first().kind, Op::Kind::AllCreatureTypes);
        Diagnostics diags;
        const CardLibrary lib = library(&diags);
        const auto state = scenario(
            lib, R"({"id": "m", "card": "Mistform Ultimus", "owner": "ana", "zone": "graveyard"})", {}, &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        QVERIFY(LayerEngine::resolve(*state).chars[0].type.allCreatureTypes);
    }

    // A conditional static is saved with its condition (611.3a), never without it (Werebear would
    // otherwise get +3/+3 always in the saved library), and reads back as the same ability.
    void conditionalStaticIsSavedWithItsCondition()
    {
        const ImportedCard* c = find(QStringLiteral("Werebear"));
        QVERIFY(c);
        bool ok = true;
        const QJsonObject json = cardToJson(*c->card, &ok);
        QVERIFY(ok);
        const QJsonObject threshold = json.value("abilities").toArray().at(1).toObject();
        QCOMPARE(threshold.value("static").toObject().value("condition").toObject().value("cards_in_graveyard_at_least"),
            QJsonValue(7));
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        const AbilityDef& read = *back->front.abilities.at(1);
        const AbilityDef& imported = *c->card->front.abilities.at(1);
        QVERIFY(read.condition && read.condition == imported.condition);
        QVERIFY(read.ops == imported.ops);
    }

    void characteristicDefiningCounts_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QByteArray>("others");
        QTest::addColumn<int>("power");
        // 604.3: the number of cards in your hand, unlisted cards of a hand included.
        QTest::newRow("cards in your hand")
            << "Aeon Chronicler"
            << QByteArray(R"({"id": "h1", "card": "Shock", "owner": "ana", "zone": "hand"},
                             {"id": "h2", "card": "Shock", "owner": "nico", "zone": "hand"})")
            << 1;
        QTest::newRow("creature cards in your graveyard")
            << "Boneyard Wurm"
            << QByteArray(R"({"id": "g1", "card": "Grizzly Bears", "owner": "ana", "zone": "graveyard"},
                             {"id": "g2", "card": "Shock", "owner": "ana", "zone": "graveyard"},
                             {"id": "g3", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"})")
            << 1;
        QTest::newRow("1 plus the number of artifacts your opponents control")
            << "Gaea's Avenger"
            << QByteArray(R"({"id": "a1", "card": "Ornithopter", "controller": "nico", "timestamp": 2})") << 2;
        QTest::newRow("your life total") << "Serra Avatar" << QByteArray() << 20;
    }
    void characteristicDefiningCounts()
    {
        QFETCH(QString, card);
        QFETCH(QByteArray, others);
        QFETCH(int, power);
        const ImportedCard* c = find(card);
        QVERIFY2(c, qPrintable(card));
        QVERIFY2(c->abilities[0].status == AbilityStatus::Parsed,
            qPrintable(c->abilities[0].sentence + " / " + c->abilities[0].written));
        QVERIFY(c->card->front.abilities[0]->cda);
        Diagnostics diags;
        const CardLibrary lib = library(&diags);
        QByteArray objects = QStringLiteral(R"({"id": "x", "card": "%1", "controller": "ana", "timestamp": 1})")
                                 .arg(card)
                                 .toUtf8();
        if (!others.isEmpty())
            objects += ", " + others;
        const auto state = scenario(lib, objects, {}, &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(LayerEngine::resolve(*state).chars[0].power.value_or(-1), power);
    }

    // CR 611.3a: a conditional static applies only while its condition holds; the turn and the
    // graveyard are read from the scenario.
    void conditionsFollowTheGame()
    {
        Diagnostics diags;
        const CardLibrary lib = library(&diags);
        const QByteArray bear = R"({"id": "bear", "card": "Werebear", "controller": "ana", "timestamp": 1})";
        QByteArray six = bear;
        for (int i = 0; i < 6; ++i)
            six += QStringLiteral(R"(, {"id": "g%1", "card": "Shock", "owner": "ana", "zone": "graveyard"})")
                       .arg(i)
                       .toUtf8();
        auto state = scenario(lib, six, {}, &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(LayerEngine::resolve(*state).chars[0].power.value_or(0), 1);   // Werebear is 1/1
        state = scenario(lib, six + R"(, {"id": "g7", "card": "Shock", "owner": "ana", "zone": "graveyard"})", {}, &diags);
        QVERIFY(state);
        QCOMPARE(LayerEngine::resolve(*state).chars[0].power.value_or(0), 4);
        // Glory of Warfare: +2/+0 on its controller's turn, +0/+2 on another's.
        const QByteArray glory = R"({"id": "glory", "card": "Glory of Warfare", "controller": "ana", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2})";
        state = scenario(lib, glory, {}, &diags);
        QVERIFY(state);
        QCOMPARE(state->activePlayer(), QStringLiteral("ana"));
        QCOMPARE(LayerEngine::resolve(*state).chars[1].power.value_or(0), 4);
        state->activeIndex = 1;
        const Resolution other = LayerEngine::resolve(*state);
        QCOMPARE(other.chars[1].power.value_or(0), 2);
        QCOMPARE(other.chars[1].toughness.value_or(0), 4);
    }
};

QTEST_GUILESS_MAIN(TestImportKeywords)
#include "tst_importkeywords.moc"
