// Valid files with hostile contents must still resolve, the same way every time: Auras attached to
// themselves, copies of copies of themselves, objects moved between zones, odd counters and word
// swaps. Each golden scenario is mutated deterministically and run through the whole pipeline.
// The same states also check the engine's shortcuts: the selection cache changes no result, and the
// compact trace (TraceChange, TraceRecorder) replays step by step into the final values.
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "engine/PrintedCharacteristics.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include "rules/StateBasedActions.h"
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <random>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;

namespace {

// What a step's layer governs, as the trace keeps it (CR 613.1: each layer changes its own kind of
// characteristic); layer 1 and the player and rules steps keep whole objects.
Facets governedBy(Layer layer)
{
    const Facets all = FacetCopiable | FacetControl | FacetTypes | FacetColors | FacetAbilities | FacetPT;
    switch (layer) {
    case Layer::L2:
        return FacetControl;
    case Layer::L3:
    case Layer::L6:
        return FacetAbilities;
    case Layer::L4:
        return FacetTypes | FacetAbilities;
    case Layer::L5:
        return FacetColors;
    case Layer::L7a:
    case Layer::L7b:
    case Layer::L7c:
    case Layer::L7d:
        return FacetPT;
    default:
        return all;
    }
}

// Replays the trace from the printed values: every change must start where the previous steps left
// its object, and the last must end at the resolution's values. Returns the first mismatch.
QString traceReplayMismatch(const GameState& state, const Resolution& res)
{
    QVector<Characteristics> replay;
    for (const GameObject& o : state.objects)
        replay << printedCharacteristics(o);
    for (int s = 0; s < res.steps.size(); ++s) {
        const TraceStep& step = res.steps[s];
        for (const TraceChange& change : step.changes) {
            if (!change.before().sameValuesAs(replay[change.object], governedBy(step.layerId)))
                return QStringLiteral("step %1 (%2 in layer %3): before values of %4 differ from the replay")
                    .arg(s)
                    .arg(step.effect, step.layer, state.objects[change.object].id);
            change.layAfterOver(replay[change.object]);
        }
    }
    for (int i = 0; i < replay.size(); ++i)
        if (!replay[i].sameValuesAs(res.chars[i], governedBy(Layer::L1a)))
            return QStringLiteral("the replay ends with other values than the resolution for %1")
                .arg(state.objects[i].id);
    return {};
}

}   // namespace

class TestRobustness : public QObject {
    Q_OBJECT
private slots:
    void mutatedScenariosResolveDeterministically()
    {
        std::mt19937 rng(613);
        const QStringList zones = {"battlefield", "graveyard", "hand", "library", "exile", "stack", "command"};
        const QStringList words = {"black", "white", "Swamp", "Island", "Elf", "Merfolk", "Sliver"};
        const QStringList counters = {"+1/+1", "-1/-1", "flying", "+2/+0", "loyalty"};
        const QDir dir(testDataPath());
        int resolved = 0, refused = 0;
        for (const QString& file : dir.entryList({"*.strata.json"}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonObject original = QJsonDocument::fromJson(f.readAll()).object();
            for (int round = 0; round < 25; ++round) {
                QJsonObject root = original;
                QJsonArray objects = root.value("objects").toArray();
                if (objects.isEmpty())
                    continue;
                auto pick = [&](int n) { return int(rng() % quint32(n)); };
                QStringList ids;
                for (const QJsonValue& o : objects)
                    ids << o.toObject().value("id").toString();
                for (int m = 0; m < 3; ++m) {
                    const int i = pick(objects.size());
                    QJsonObject o = objects[i].toObject();
                    switch (pick(7)) {
                    case 0:
                        o.insert("attached_to", ids[pick(ids.size())]);
                        break;   // possibly itself
                    case 1: {
                        QJsonObject choices = o.value("choices").toObject();
                        choices.insert("copy_of", ids[pick(ids.size())]);   // possibly a copy loop
                        o.insert("choices", choices);
                        break;
                    }
                    case 2:
                        o.insert(QStringList{"face_down", "phased_out", "tapped", "attacking"}[pick(4)], true);
                        break;
                    case 3:
                        o.insert("zone", zones[pick(zones.size())]);
                        break;
                    case 4:
                        o.insert("counters", QJsonObject{{counters[pick(counters.size())], pick(5)}});
                        break;
                    case 5: {
                        QJsonObject choices = o.value("choices").toObject();
                        choices.insert("text_change",
                            QJsonObject{{"from", words[pick(words.size())]}, {"to", words[pick(words.size())]}});
                        choices.insert("color", QStringList{"white", "blue", "black", "red", "green"}[pick(5)]);
                        o.insert("choices", choices);
                        break;
                    }
                    case 6:
                        o.insert("damage", pick(10));
                        break;
                    }
                    objects[i] = o;
                }
                root.insert("objects", objects);
                const QByteArray text = QJsonDocument(root).toJson();
                Diagnostics diags;
                auto state = ScenarioReader(CardLibrary::builtin()).read(text, file, &diags);
                if (!state) {
                    ++refused;
                    QVERIFY2(!diags.isEmpty(), "a refused file always says why");
                    continue;
                }
                Resolution first = LayerEngine::resolve(*state);
                findStateBasedActions(*state, first);
                LayerEngine::Options uncached;
                uncached.reuseSelections = false;
                uncached.reuseDependencyAnswers = false;
                Resolution second = LayerEngine::resolve(*state, uncached);
                findStateBasedActions(*state, second);
                const QJsonObject a = resultToJson(*state, first), b = resultToJson(*state, second);
                QCOMPARE(a.value("objects").toArray().size(), state->objects.size());
                QVERIFY2(a == b,
                    qPrintable(file
                        + ": two resolutions of the same state differ (the second without the selection cache or remembered dependencies)"));
                const QString mismatch = traceReplayMismatch(*state, first);
                QVERIFY2(mismatch.isEmpty(), qPrintable(file + ": " + mismatch));
                ++resolved;
            }
        }
        qInfo("%d mutated scenarios resolved, %d refused with diagnostics", resolved, refused);
        QVERIFY(resolved > 500);
    }

    // Boards drawn at random from cards that give, take and ask about keywords (Kwende asks which
    // creatures have first strike; Archetypes, Sure Strike, equipment, counters and Humility change
    // that), resolved with and without the engine's remembered answers (selections, and 613.8
    // dependencies, which 613.8c asks for again after each application and layer 6 rechecks object
    // by object). Any difference is a shortcut's bug.
    void generatedKeywordBoardsResolveAlikeWithoutShortcuts()
    {
        std::mt19937 rng(6138);
        auto pick = [&](int n) { return int(rng() % quint32(n)); };
        const CardLibrary& lib = CardLibrary::builtin();
        const QStringList permanents = {"Kwende, Pride of Femeref", "Kwende, Pride of Femeref", "Archetype of Courage",
            "Archetype of Courage", "Archetype of Endurance", "Levitation", "Humility", "Opalescence",
            "Glorious Anthem", "Crusade", "Painter's Servant", "Conspiracy", "Lord of Atlantis", "Grizzly Bears",
            "Serra Angel", "Birds of Paradise", "Llanowar Elves", "Wall of Omens", "Kruin Outlaw",
            "Merfolk of the Pearl Trident", "Forest", "Swamp", "Urborg, Tomb of Yawgmoth", "Blood Moon"};
        const QStringList attachments = {"Bladed Pinions", "Magebane Armor", "Flight", "Fear", "Grounded",
            "Cobbled Wings", "Chariot of Victory", "Rune of Flight"};
        const QStringList spells = {"Sure Strike", "Humble", "Berserk", "Ranger's Guile", "Crimson Wisps",
            "Word of Seizing", "Frost Breath", "Ovinize"};
        const QStringList counters = {"flying", "first strike", "+1/+1", "-1/-1"};
        int boards = 0, dependencies = 0;
        for (int round = 0; round < 150; ++round) {
            GameState gs;
            gs.players = {Player{"ana", "Ana", 20}, Player{"nico", "Nico", 20}};
            int ts = 0;
            const int size = 6 + pick(30);
            for (int i = 0; i < size; ++i) {
                GameObject o;
                o.id = QStringLiteral("o%1").arg(i);
                o.card = lib.find(permanents[pick(permanents.size())]);
                o.owner = o.controller = pick(3) ? "ana" : "nico";
                o.timestamp = ts += 1 + pick(3);
                o.choices.color = Color::Red;
                o.choices.creatureType = "Elf";
                if (!pick(6))
                    o.counters << CounterStack{counters[pick(counters.size())], 1 + pick(2), o.timestamp};
                gs.objects << o;
            }
            for (int i = 0; i < size / 5; ++i) {
                GameObject o;
                o.id = QStringLiteral("a%1").arg(i);
                o.card = lib.find(attachments[pick(attachments.size())]);
                o.owner = o.controller = pick(2) ? "ana" : "nico";
                o.attachedTo = gs.objects[pick(size)].id;
                o.timestamp = ts += 1 + pick(3);
                gs.objects << o;
            }
            for (int i = 0; i < size / 4; ++i) {
                ResolvedEffect e;
                e.id = QStringLiteral("e%1").arg(i);
                e.card = lib.find(spells[pick(spells.size())]);
                QVERIFY2(e.card, "every spell the test draws from is in the library");
                for (const AbilityPtr& a : e.card->front.abilities)
                    if (a->kind == AbilityDef::Kind::Spell)
                        e.ability = a;
                e.controller = pick(2) ? "ana" : "nico";
                e.targets << gs.objects[pick(size)].id;
                e.timestamp = ts += 1 + pick(3);
                gs.effects << e;
            }
            for (const GameObject& o : gs.objects)
                QVERIFY2(o.card, "every card the test draws from is in the library");

            const Resolution first = LayerEngine::resolve(gs);
            LayerEngine::Options uncached;
            uncached.reuseSelections = false;
            uncached.reuseDependencyAnswers = false;
            const Resolution second = LayerEngine::resolve(gs, uncached);
            const QJsonObject a = resultToJson(gs, first), b = resultToJson(gs, second);
            QVERIFY2(a == b,
                qPrintable(QStringLiteral("board %1: the resolutions differ without remembered answers").arg(round)));
            const QString mismatch = traceReplayMismatch(gs, first);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("board %1: ").arg(round) + mismatch));
            dependencies += int(first.dependencies.size());
            ++boards;
        }
        qInfo("%d generated boards resolved alike, with %d dependencies between them", boards, dependencies);
        QVERIFY(dependencies > boards);   // the boards do exercise 613.8
    }
};

QTEST_GUILESS_MAIN(TestRobustness)
#include "tst_robustness.moc"
