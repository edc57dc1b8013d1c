// Engine rules that golden scenarios do not isolate, each checked on a small inline scenario.
#include "cards/CardLibrary.h"
#include "cards/CardParser.h"
#include "engine/LayerEngine.h"
#include "io/JsonTree.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include "rules/StateBasedActions.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::sourcePath;

using namespace strata;

namespace {

// Builds a scenario from object and effect lines, resolves it and returns the result JSON. A scenario
// that does not read fails the calling test, and its result equals no other result (two empty ones
// would compare equal and let a comparison of two broken scenarios pass).
QJsonObject resolve(const QString& objects, const QString& effects = QString(), const QString& rules = "current")
{
    const QString text = QStringLiteral(R"({"format": "strata-scenario", "version": 1, "rules": "%1",
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}],
        "objects": [%2], "effects": [%3]})")
                             .arg(rules, objects, effects);
    Diagnostics diags;
    auto state = ScenarioReader(CardLibrary::builtin()).read(text.toUtf8(), "inline", &diags);
    if (!state) {
        static int unreadable = 0;
        QTest::qFail(qPrintable(QStringLiteral("the inline scenario does not read:\n") + diags.formatted().join("\n")),
            __FILE__, __LINE__);
        return QJsonObject{{QStringLiteral("unreadable_scenario"), ++unreadable}};
    }
    Resolution res = LayerEngine::resolve(*state);
    findStateBasedActions(*state, res);
    return resultToJson(*state, res);
}

QJsonObject object(const QJsonObject& result, const QString& id)
{
    for (const QJsonValue& o : result.value("objects").toArray())
        if (o.toObject().value("id").toString() == id)
            return o.toObject();
    return {};
}

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& x : v.toArray())
        out << x.toString();
    return out;
}

QStringList abilityTexts(const QJsonObject& o)
{
    QStringList out;
    for (const QJsonValue& a : o.value("abilities").toArray())
        out << (a.toObject().contains("keyword") ? a.toObject().value("keyword").toString()
                                                 : a.toObject().value("text").toString());
    return out;
}

// A card written for a test, for rules no printed card isolates.
CardPtr syntheticCard(const char* json)
{
    io::JsonParseError perr;
    const auto parsed = io::parseJson(json, &perr);
    if (!parsed) {
        QTest::qFail(qPrintable(perr.message), __FILE__, __LINE__);
        return {};
    }
    Diagnostics diags;
    CardPtr card = CardParser(QStringLiteral("synthetic"), &diags).parse(*parsed);
    if (!card)
        QTest::qFail(qPrintable(diags.formatted().join('\n')), __FILE__, __LINE__);
    return card;
}

// Reads `objects`, gives the objects named in `cards` those cards, resolves, and checks that the
// result does not depend on answers shared between identical effects (TwinEffects) or remembered.
std::optional<Resolution> resolveWithCards(const QString& objects, const QHash<QString, CardPtr>& cards)
{
    const QString text = QStringLiteral(R"({"format": "strata-scenario", "version": 1,
        "players": [{"id": "ana", "name": "Ana"}], "objects": [%1]})")
                             .arg(objects);
    Diagnostics diags;
    auto state = ScenarioReader(CardLibrary::builtin()).read(text.toUtf8(), "inline", &diags);
    if (!state) {
        QTest::qFail(qPrintable(diags.formatted().join('\n')), __FILE__, __LINE__);
        return std::nullopt;
    }
    for (auto it = cards.cbegin(); it != cards.cend(); ++it)
        state->objects[state->objectIndex(it.key())].card = it.value();
    Resolution shared = LayerEngine::resolve(*state);
    LayerEngine::Options fresh;
    fresh.reuseDependencyAnswers = false;
    const Resolution alone = LayerEngine::resolve(*state, fresh);
    if (resultToJson(*state, shared) != resultToJson(*state, alone)) {
        QTest::qFail("answers shared between identical effects changed the result", __FILE__, __LINE__);
        return std::nullopt;
    }
    return shared;
}

// The (effect, depends on) pairs of a layer, by the effects' objects.
QStringList dependencyPairs(const Resolution& res, const QString& layer)
{
    QStringList out;
    for (const DependencyRecord& d : res.dependencies)
        if (d.layer == layer)
            out << d.effect.section('#', 0, 0) + " on " + d.dependsOn.section('#', 0, 0);
    return out;
}

}   // namespace

class TestEngine : public QObject {
    Q_OBJECT
private slots:
    void keywordAskedForByNameDependsOnAGrantByFullText()
    {
        // CR 613.8a: an effect that applies to "creatures with landwalk" depends on one that gives
        // islandwalk, because applying it changes what the first applies to. No printed card asks for
        // landwalk by name, so the asking enchantment is written here.
        io::JsonParseError perr;
        const auto json = io::parseJson(R"({"name": "Test Landwalk Flyers", "mana_cost": "{1}{U}",
            "types": ["Enchantment"], "abilities": [{"static": {"affects": {"types": ["Creature"],
            "has_keyword": "Landwalk"}, "effects": [{"add_abilities": [{"keyword": "Flying"}]}]}}]})",
            &perr);
        QVERIFY2(json, qPrintable(perr.message));
        Diagnostics diags;
        const CardPtr asking = CardParser(QStringLiteral("synthetic"), &diags).parse(*json);
        QVERIFY2(asking, qPrintable(diags.formatted().join('\n')));
        const QString text = QStringLiteral(R"({"format": "strata-scenario", "version": 1,
            "players": [{"id": "ana", "name": "Ana"}],
            "objects": [{"id": "flyers", "card": "Levitation", "controller": "ana", "timestamp": 1},
                        {"id": "pearl", "card": "Merfolk of the Pearl Trident", "controller": "ana", "timestamp": 2},
                        {"id": "lord", "card": "Lord of Atlantis", "controller": "ana", "timestamp": 3}]})");
        auto state = ScenarioReader(CardLibrary::builtin()).read(text.toUtf8(), "inline", &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        state->objects[state->objectIndex("flyers")].card = asking;   // the older timestamp
        const Resolution res = LayerEngine::resolve(*state);
        const Characteristics& pearl = res.chars[state->objectIndex("pearl")];
        QVERIFY(pearl.hasKeyword(QStringLiteral("Islandwalk")));
        QVERIFY2(pearl.hasKeyword(QStringLiteral("Flying")), "the older effect waited for islandwalk");
        QCOMPARE(res.dependencies.size(), 1);
        QCOMPARE(res.dependencies.first().effect, QStringLiteral("flyers#1"));
        QCOMPARE(res.dependencies.first().dependsOn, QStringLiteral("lord#1"));
    }

    void anEffectThatNoLongerExistsDependsOnNothing()
    {
        // CR 613.8a: Kwende's "creatures you control with first strike have double strike" depends on
        // Humility, which removes Kwende's abilities; once Humility has applied, Kwende's effect no longer
        // exists, so Sure Strike's later first strike changes nothing about it: no dependency on Sure
        // Strike (the engine used to record one, and on a mix board one on every Aura). The Bears get
        // first strike and no double strike either way.
        const QString text = QStringLiteral(R"({"format": "strata-scenario", "version": 1,
            "players": [{"id": "ana", "name": "Ana"}],
            "objects": [{"id": "humility", "card": "Humility", "controller": "ana", "timestamp": 1},
                        {"id": "kwende", "card": "Kwende, Pride of Femeref", "controller": "ana", "timestamp": 2},
                        {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 3}],
            "effects": [{"id": "strike", "card": "Sure Strike", "controller": "ana", "targets": ["bears"],
                         "timestamp": 4}]})");
        Diagnostics diags;
        auto state = ScenarioReader(CardLibrary::builtin()).read(text.toUtf8(), "inline", &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        const Resolution res = LayerEngine::resolve(*state);
        QCOMPARE(dependencyPairs(res, QStringLiteral("6")), QStringList({"kwende on humility"}));
        const Characteristics& bears = res.chars[state->objectIndex("bears")];
        QVERIFY(bears.hasKeyword(QStringLiteral("First strike")));
        QVERIFY(!bears.hasKeyword(QStringLiteral("Double strike")));
    }

    void anEffectThatHadEndedDependsOnNoLaterRemoval()
    {
        // CR 613.8a: Kwende's effect depends on Humility, which removes Kwende's abilities. Lignify,
        // later, removes the Bears' abilities: that changes nothing about whether Kwende's effect exists
        // (it had ended already), so Kwende does not depend on Lignify (the engine recorded it on every
        // later application that removed abilities, on any object).
        const QJsonObject result = resolve(
            R"({"id": "humility", "card": "Humility", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "lignify", "card": "Lignify", "controller": "ana", "attached_to": "bears", "timestamp": 3},
               {"id": "kwende", "card": "Kwende, Pride of Femeref", "controller": "ana", "timestamp": 4})",
            "");
        QStringList pairs;
        for (const QJsonValue& d : result.value("dependencies").toArray())
            pairs << d.toObject().value("effect").toString() + " on " + d.toObject().value("depends_on").toString();
        QCOMPARE(pairs, QStringList({"kwende#2 on humility#1"}));
    }

    void effectsThatHumilityEndsDependOnItInTimestampOrder()
    {
        // CR 613.8a and 613.7: both Kwendes' effects cease to exist when Humility applies, so each
        // depends on it, and the records come in timestamp order (the order the pending effects
        // wait in), not in board order: the later Kwende is listed first on the board. The engine
        // finds them from the objects Humility changed (DeadStatics), which come in board order.
        const QJsonObject result = resolve(
            R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "late", "card": "Kwende, Pride of Femeref", "controller": "ana", "timestamp": 4},
               {"id": "early", "card": "Kwende, Pride of Femeref", "controller": "ana", "timestamp": 3},
               {"id": "humility", "card": "Humility", "controller": "ana", "timestamp": 2})",
            R"({"id": "strike", "card": "Sure Strike", "controller": "ana", "targets": ["bears"], "timestamp": 5})");
        QStringList pairs;
        for (const QJsonValue& d : result.value("dependencies").toArray())
            pairs << d.toObject().value("effect").toString() + " on " + d.toObject().value("depends_on").toString();
        QCOMPARE(pairs, QStringList({"early#2 on humility#1", "late#2 on humility#1"}));
    }

    void effectsWaitingOnTheSameEffectEachWaitForIt()
    {
        // CR 613.8b: each Kwende's "creatures you control with first strike have double strike"
        // depends on both Archetypes of Courage (one gives Ana's creatures first strike, the other
        // takes it from them), which are newer: each Kwende waits and applies right after them, in
        // timestamp order (613.7). In a round the second Kwende's check walks the dependencies of the
        // same Archetype as the first's; the engine takes that walk as the first one found it
        // (StageScheduler::reaches), and a wrong answer there would put it in a loop, before them.
        const QJsonObject result = resolve(
            R"({"id": "k1", "card": "Kwende, Pride of Femeref", "controller": "ana", "timestamp": 1},
               {"id": "k2", "card": "Kwende, Pride of Femeref", "controller": "ana", "timestamp": 2},
               {"id": "a1", "card": "Archetype of Courage", "controller": "ana", "timestamp": 3},
               {"id": "a2", "card": "Archetype of Courage", "controller": "nico", "timestamp": 4},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 5},
               {"id": "wolf", "card": "Grizzly Bears", "controller": "nico", "timestamp": 6})");
        QStringList order;
        QStringList waited;
        for (const QJsonValue& v : result.value("timeline").toArray()) {
            const QJsonObject step = v.toObject();
            if (step.value("layer").toString() != "6")
                continue;
            order << step.value("effect").toString();
            if (step.value("effect").toString().startsWith('k'))
                waited << step.value("order").toString() + ": " + strings(step.value("depends_on")).join(", ");
        }
        QCOMPARE(order, QStringList({"a1#1", "a1#2", "a2#1", "a2#2", "k1#2", "k2#2"}));
        QCOMPARE(waited, QStringList({"dependency: a1#1, a2#2", "dependency: a1#1, a2#2"}));
    }

    void onlyTheRemovalThatReachesItsSourceEndsAnEffect()
    {
        // CR 613.8a: Archetype of Courage's effects depend on the Lignify on the Archetype, which
        // removes their ability, and not on the Lignify on the Bears, which cannot change whether they
        // exist; so they wait for the newer Lignify (613.8b), then no longer exist and never apply, and
        // the older Lignify goes first, in timestamp order (613.7). The engine leaves a pair like
        // (Archetype, Lignify on the Bears) out of its candidate lists when the stage starts, as
        // nothing can make that Lignify reach the Archetype; leaving out the other pair as well would
        // let the Archetype apply first. The Wolf keeps Sure Strike's first strike. Checked against
        // the engine that asked every pair.
        const QJsonObject result = resolve(
            R"({"id": "archetype", "card": "Archetype of Courage", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "wolf", "card": "Grizzly Bears", "controller": "nico", "timestamp": 3},
               {"id": "l1", "card": "Lignify", "controller": "nico", "attached_to": "bears", "timestamp": 4},
               {"id": "l2", "card": "Lignify", "controller": "nico", "attached_to": "archetype", "timestamp": 5})",
            R"({"id": "strike", "card": "Sure Strike", "controller": "nico", "targets": ["wolf"], "timestamp": 6})");
        QStringList pairs;
        for (const QJsonValue& d : result.value("dependencies").toArray())
            pairs << d.toObject().value("effect").toString() + " on " + d.toObject().value("depends_on").toString();
        QCOMPARE(pairs, QStringList({"archetype#1 on l2#2", "archetype#2 on l2#2"}));
        QStringList order;
        for (const QJsonValue& v : result.value("timeline").toArray())
            if (v.toObject().value("layer").toString() == "6")
                order << v.toObject().value("effect").toString() + " " + v.toObject().value("order").toString();
        QCOMPARE(order, QStringList({"l1#2 timestamp", "l2#2 timestamp", "archetype#1 dependency",
                            "archetype#2 dependency", "strike timestamp"}));
        QCOMPARE(abilityTexts(object(result, "wolf")), QStringList({"First strike"}));
    }

    void identicalEffectsWhoseSourceATypeChangeRemovesDoNotShareAnAnswer()
    {
        // CR 613.8a and 305.7: two lands with the same static ability ("each Swamp is a creature"),
        // one enchanted by Spreading Seas. Becoming an Island removes the enchanted land's ability, so
        // its effect depends on the Aura's; the other land's effect does not (the enchanted land was
        // no Swamp, so what the other applies to stays the same). The two effects look identical, and
        // one trial must not answer for both.
        const CardPtr animator = syntheticCard(R"({"name": "Test Swamp Animator", "types": ["Land"],
            "abilities": [{"static": {"affects": {"subtypes": ["Swamp"]}, "effects": [{"add_types": ["Creature"]}]}}]})");
        QVERIFY(animator);
        const auto res = resolveWithCards(R"({"id": "land1", "card": "Forest", "timestamp": 1},
            {"id": "land2", "card": "Forest", "timestamp": 2},
            {"id": "swamp", "card": "Swamp", "timestamp": 3},
            {"id": "seas", "card": "Spreading Seas", "timestamp": 4, "attached_to": "land1"})",
            {{"land1", animator}, {"land2", animator}});
        QVERIFY(res);
        QCOMPARE(dependencyPairs(*res, "4"), QStringList{"land1 on seas"});
    }

    void identicalOtherEffectsDoNotShareAnAnswerAboutOneOfTheirSources()
    {
        // CR 613.8a: "other creatures with flying have vigilance" on two creatures; Flight gives the
        // first one flying. That changes what the second one's effect applies to (it depends on
        // Flight), not what the first one's applies to ("other"), although the two effects look
        // identical.
        const CardPtr captain = syntheticCard(R"({"name": "Test Flyer Captain", "types": ["Creature"],
            "power": 2, "toughness": 2, "abilities": [{"static": {"affects": {"types": ["Creature"], "other": true,
            "has_keyword": "Flying"}, "effects": [{"add_abilities": [{"keyword": "Vigilance"}]}]}}]})");
        QVERIFY(captain);
        // The unenchanted one is older, so both effects are asked about Flight on the same board.
        const auto res = resolveWithCards(R"({"id": "captain1", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "captain2", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "flight", "card": "Flight", "timestamp": 3, "attached_to": "captain1"})",
            {{"captain1", captain}, {"captain2", captain}});
        QVERIFY(res);
        QCOMPARE(dependencyPairs(*res, "6"), QStringList{"captain2 on flight"});
    }

    void conspiraciesNamingDifferentTypesDoNotShareAnAnswer()
    {
        // CR 613.8a: Life and Limb depends on a Conspiracy naming Elf (its Saproling would become an
        // Elf and leave Life and Limb's set), not on one naming Saproling, which leaves the Saproling
        // what it was: the same card, controller and text, but a choice that matters.
        const auto res = resolveWithCards(R"({"id": "lal", "card": "Life and Limb", "timestamp": 1},
            {"id": "sapling", "card": "Conspiracy", "timestamp": 2, "choices": {"creature_type": "Saproling"}},
            {"id": "elf", "card": "Conspiracy", "timestamp": 3, "choices": {"creature_type": "Elf"}},
            {"id": "token", "card": "Saproling", "token": true, "timestamp": 4})",
            {});
        QVERIFY(res);
        QCOMPARE(dependencyPairs(*res, "4"), QStringList{"lal on elf"});
    }

    void bloodMoonReplacesLandAbilities()
    {
        // CR 305.7: setting a land's subtype removes the abilities of its rules text and gives the
        // new basic land type's mana ability.
        const QJsonObject r = resolve(R"({"id": "moon", "card": "Blood Moon", "timestamp": 1},
                                         {"id": "tomb", "card": "Urborg, Tomb of Yawgmoth", "timestamp": 2})");
        const QJsonObject tomb = object(r, "tomb");
        QCOMPARE(strings(tomb.value("subtypes")), QStringList{"Mountain"});
        QCOMPARE(abilityTexts(tomb), QStringList{"{T}: Add {R}."});
    }

    void urborgWaitsForBloodMoonThenNoLongerExists()
    {
        // CR 613.8a–b: Urborg's effect depends on Blood Moon's (Blood Moon removes its ability), so
        // it is moved after the newer Blood Moon: its step's order is "dependency", although it then
        // never applies.
        const QJsonObject r = resolve(R"({"id": "tomb", "card": "Urborg, Tomb of Yawgmoth", "timestamp": 1},
                                         {"id": "moon", "card": "Blood Moon", "timestamp": 2})");
        QStringList order;
        for (const QJsonValue& s : r.value("timeline").toArray())
            if (s.toObject().value("layer").toString() == "4")
                order << s.toObject().value("effect").toString() + ":" + s.toObject().value("order").toString() + ":"
                        + (s.toObject().value("applied").toBool() ? "applied" : "not applied");
        QCOMPARE(order, (QStringList{"moon#1:timestamp:applied", "tomb#1:dependency:not applied"}));
    }

    void changelingIsACdaAppliedBeforeConspiracy()
    {
        // CR 613.3 and 702.73a: changeling is a characteristic-defining ability, so it applies first
        // in layer 4 and Conspiracy's later effect leaves the chosen type only.
        const QJsonObject r
            = resolve(R"({"id": "consp", "card": "Conspiracy", "timestamp": 1, "choices": {"creature_type": "Elf"}},
                                         {"id": "wood", "card": "Woodland Changeling", "timestamp": 2})");
        QCOMPARE(strings(object(r, "wood").value("subtypes")), QStringList{"Elf"});
        QStringList order;
        for (const QJsonValue& s : r.value("timeline").toArray())
            if (s.toObject().value("layer").toString() == "4")
                order << s.toObject().value("effect").toString() + ":" + s.toObject().value("order").toString();
        QCOMPARE(order, (QStringList{"wood#1:cda", "consp#2:timestamp"}));
    }

    void changelingHasEveryCreatureTypeInAnyZone()
    {
        // CR 604.3: characteristic-defining abilities work in every zone; 205.3m lists the types.
        const QJsonObject r = resolve(R"({"id": "wood", "card": "Woodland Changeling", "zone": "graveyard"})");
        const QStringList subtypes = strings(object(r, "wood").value("subtypes"));
        QVERIFY(subtypes.contains("Sliver") && subtypes.contains("Human") && subtypes.contains("Shapeshifter"));
        QVERIFY2(subtypes.size() > 250, qPrintable(QString::number(subtypes.size())));
    }

    void phasedOutPermanentsAreIgnored()
    {
        // CR 702.26b: a phased-out permanent is treated as though it does not exist.
        const QJsonObject r
            = resolve(R"({"id": "anthem", "card": "Glorious Anthem", "timestamp": 1, "phased_out": true},
                                         {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})");
        QCOMPARE(object(r, "bears").value("power").toInt(), 2);
    }

    void countersHaveTheirOwnSublayerIn2016Rules()
    {
        // CR 613.4c (current) folds counters into 7c; the 2016 edition applied them in 7d, before
        // switching in 7e. Same values either way.
        const QString objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "counters": {"+1/+1": 2}})";
        const QString effects = R"({"id": "twist", "card": "Twisted Image", "targets": ["bears"], "timestamp": 2})";
        for (const QString& edition : {QStringLiteral("current"), QStringLiteral("2016")}) {
            const QJsonObject r = resolve(objects, effects, edition);
            QCOMPARE(object(r, "bears").value("power").toInt(), 4);
            QCOMPARE(object(r, "bears").value("toughness").toInt(), 4);
            QStringList layers;
            for (const QJsonValue& s : r.value("timeline").toArray())
                if (s.toObject().value("effect").toString() == "bears#counters")
                    layers << s.toObject().value("layer").toString();
            QCOMPARE(layers, QStringList{edition == "2016" ? "7d" : "7c"});
        }
    }

    void resolutionIsAPureFunctionOfTheState()
    {
        // Same state in, same result out: the timeline panel and tests rely on it.
        const QString objects = R"({"id": "hum", "card": "Humility", "timestamp": 1},
                                   {"id": "opal", "card": "Opalescence", "timestamp": 2},
                                   {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})";
        QCOMPARE(resolve(objects), resolve(objects));
    }

    // A resolution past a limit of EngineOptions stops after the step it is in and names the limit;
    // the bundled scenarios stay far below the default limits.
    void resolutionStopsAtItsLimits()
    {
        Diagnostics problems;
        const auto state = ScenarioReader(CardLibrary::builtin())
                               .readFile(sourcePath(QStringLiteral("resources/scenarios/demo.strata.json")), &problems);
        QVERIFY(state);
        const Resolution full = LayerEngine::resolve(*state);
        QCOMPARE(full.stoppedBy, QString());
        QVERIFY(full.steps.size() > 2);
        LayerEngine::Options tight;
        tight.traceChangeLimit = 0;
        const Resolution stopped = LayerEngine::resolve(*state, tight);
        QCOMPARE(stopped.stoppedBy, QString("resolution stopped: its trace passed the limit of 0 recorded changes"));
        QVERIFY(stopped.steps.size() < full.steps.size());
        QVERIFY(!stopped.steps.isEmpty());
        LayerEngine::Options noTime;
        noTime.timeLimitMs = -1;
        noTime.traceChangeLimit = -1;   // no limits at all
        QCOMPARE(LayerEngine::resolve(*state, noTime).steps.size(), full.steps.size());
    }

    void cloneChainAgainstTimestampsCopiesTheAngelAllTheWay()
    {
        // CR 707.2 and 613.8a: each Clone copies the next one, the last copies Serra Angel, and the
        // timestamps run against the chain, so every copy effect depends on the one after it and
        // applies before it although it is older. 51 copies make the dependency pass remember and
        // forget many answers: this board once read freed memory there (run it under the sanitizer
        // build, see CONTRIBUTING.md).
        const int clones = 51;
        QStringList objects{R"({"id": "angel", "card": "Serra Angel", "timestamp": 1})"};
        for (int i = 0; i < clones; ++i) {
            const QString next = i + 1 < clones ? QStringLiteral("clone%1").arg(i + 1) : QStringLiteral("angel");
            objects << QStringLiteral(
                R"({"id": "clone%1", "card": "Clone", "timestamp": %2, "choices": {"copy_of": "%3"}})")
                           .arg(i)
                           .arg(i + 2)
                           .arg(next);
        }
        const QJsonObject r = resolve(objects.join(','));
        QVERIFY(!r.isEmpty());
        for (int i = 0; i < clones; ++i) {
            const QJsonObject clone = object(r, QStringLiteral("clone%1").arg(i));
            QCOMPARE(clone.value("name").toString(), QStringLiteral("Serra Angel"));
            QCOMPARE(clone.value("power").toInt(), 4);
            QCOMPARE(clone.value("toughness").toInt(), 4);
            QCOMPARE(abilityTexts(clone), (QStringList{"Flying", "Vigilance"}));
        }
    }

    void layerOneCopySeesTheCopiedObjectsFaceDownValues()
    {
        // CR 707.2 and 708.2: copying a face-down permanent copies its face-down values.
        const QJsonObject r = resolve(R"({"id": "demon", "card": "Grinning Demon", "timestamp": 1, "face_down": true},
                                         {"id": "clone", "card": "Clone", "timestamp": 2, "choices": {"copy_of": "demon"}})");
        const QJsonObject clone = object(r, "clone");
        QCOMPARE(clone.value("name").toString(), QString());
        QCOMPARE(clone.value("power").toInt(), 2);
        QCOMPARE(strings(clone.value("colors")), QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
