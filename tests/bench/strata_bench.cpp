// strata-bench: how long the layer engine takes on generated boards. Prints figures; asserts nothing.
// Boards of 10, 100 and 1,000 permanents carry about 0.3 effects per permanent: anthems, type and
// colour changers, ability grants and removals, set/modify/switch P/T, a few dependencies (Blood
// Moon over Urborg, Kwende over Archetype of Courage) and a dependency loop (Conspiracy with Life
// and Limb). The "single pass" figure runs the same effects in plain timestamp order with no
// dependency analysis and no trace: the floor any layer engine pays.
//
// Those boards are benign (a handful of dependencies, no Auras, Equipment, counters or copies), so
// a second table measures realistic ones (BoardGenerator.h): mix boards of 200 to 20,000 permanents
// and the pathological shapes kwende, loop and moon at 200.
//
//   strata-bench [--realistic | --benign] [--max N]   (N: the largest mix board, 20000 by default)
//   strata-bench --profile N|BOARD MODE               (MODE: full, notrace or single)
//   strata-bench --write-board BOARD FILE
// N alone is the benign board of N permanents; BOARD a realistic one: "mix1000", "kwende200" (any
// mixN or SHAPEk), or a shape alone at 200.
#include "BoardGenerator.h"
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "io/ScenarioReader.h"
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSet>
#include <algorithm>
#include <cstdio>

using namespace strata;

namespace {

GameState makeBoard(int permanents)
{
    const CardLibrary& lib = CardLibrary::builtin();
    GameState gs;
    gs.players = {Player{"ana", "Ana", 20}, Player{"nico", "Nico", 20}};
    int ts = 0;
    auto add = [&](const QString& card, const QString& controller, const QString& id = QString()) -> GameObject& {
        GameObject o;
        o.id = id.isEmpty() ? QStringLiteral("o%1").arg(gs.objects.size()) : id;
        o.card = lib.find(card);
        if (!o.card)
            qFatal("bench: card %s missing from the library", qPrintable(card));
        o.owner = o.controller = controller;
        o.timestamp = ++ts;
        gs.objects << o;
        return gs.objects.last();
    };
    auto effect = [&](const QString& card, const QString& target) {
        ResolvedEffect e;
        e.id = QStringLiteral("e%1").arg(gs.effects.size());
        e.card = lib.find(card);
        for (const AbilityPtr& a : e.card->front.abilities)
            if (a->kind == AbilityDef::Kind::Spell)
                e.ability = a;
        e.controller = QStringLiteral("ana");
        e.targets << target;
        e.timestamp = ++ts;
        gs.effects << e;
    };
    // Effects: statics on the board plus resolved spells, about 30% of the permanent count.
    const QStringList statics = {"Glorious Anthem", "Bad Moon", "Darkest Hour", "Crusade", "Levitation",
        "Archetype of Courage", "Hivestone", "Painter's Servant", "Castle", "Gaea's Anthem"};
    const QStringList spells
        = {"Giant Growth", "Diminish", "Twisted Image", "Humble", "Disfigure", "Titanic Growth", "Sure Strike"};
    const int effects = std::max(3, permanents * 3 / 10);
    const int staticCount = effects / 2;
    // The dependency cases and the loop, once per board.
    add("Blood Moon", "nico");
    add("Urborg, Tomb of Yawgmoth", "ana");
    add("Kwende, Pride of Femeref", "ana");
    add("Conspiracy", "ana").choices.creatureType = "Elf";
    add("Life and Limb", "nico");
    for (int i = 0; gs.objects.size() < 5 + staticCount && i < 1000000; ++i) {
        GameObject& o = add(statics[i % statics.size()], i % 2 ? "ana" : "nico");
        o.choices.color = Color::Blue;
    }
    const QStringList bodies = {"Grizzly Bears", "Serra Angel", "Birds of Paradise", "Forest", "Swamp",
        "Llanowar Elves", "Tarmogoyf", "Elite Vanguard", "Mountain", "Wall of Omens", "Craw Wurm", "Saproling"};
    while (gs.objects.size() < permanents)
        add(bodies[gs.objects.size() % bodies.size()], gs.objects.size() % 3 ? "ana" : "nico");
    while (gs.objects.size() > permanents)
        gs.objects.removeLast();
    for (int i = 0; i < effects - staticCount; ++i)
        effect(spells[i % spells.size()], gs.objects[gs.objects.size() - 1 - (i % std::max(1, permanents / 2))].id);
    return gs;
}

double resolveMs(const GameState& gs, LayerEngine::Options options)
{
    QElapsedTimer t;
    t.start();
    Resolution r = LayerEngine::resolve(gs, options);
    const double ms = t.nsecsElapsed() / 1e6;
    if (r.chars.size() != gs.objects.size())
        qFatal("bench: engine lost objects");
    return ms;
}

double median(QVector<double> times)
{
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

double medianMs(const GameState& gs, LayerEngine::Options options, int runs)
{
    QVector<double> times;
    for (int i = 0; i < runs; ++i)
        times << resolveMs(gs, options);
    return median(times);
}

// The three modes take turns, after one warm-up round, so that a shared or throttled machine slows
// them alike and the ratio between them stays fair.
QVector<double> interleavedMedians(const GameState& gs, const QVector<LayerEngine::Options>& modes, int rounds)
{
    QVector<QVector<double>> times(modes.size());
    for (int round = -1; round < rounds; ++round)
        for (int m = 0; m < modes.size(); ++m) {
            const double ms = resolveMs(gs, modes[m]);
            if (round >= 0)
                times[m] << ms;
        }
    QVector<double> medians;
    for (const QVector<double>& t : times)
        medians << median(t);
    return medians;
}

GameState readBoard(const QByteArray& json, const QString& name)
{
    Diagnostics problems;
    auto state = ScenarioReader(CardLibrary::builtin()).read(json, name, &problems);
    if (!state)
        qFatal("bench: generated board %s refused: %s", qPrintable(name), qPrintable(problems.formatted().join("\n")));
    return *state;
}

// A realistic board by name: "mix1000", "kwende200" (bench::namedBoard), or a shape alone at 200.
GameState realisticBoard(const QString& name)
{
    const QByteArray json = bench::pathologicalShapes().contains(name) ? bench::pathologicalBoard(name, 200)
                                                                       : bench::namedBoard(name);
    if (json.isEmpty())
        qFatal("bench: no board named %s", qPrintable(name));
    return readBoard(json, name);
}

void printRow(const QString& label, const GameState& gs, int rounds)
{
    const Resolution sample = LayerEngine::resolve(gs);
    const QVector<double> medians = interleavedMedians(gs, {{true, true}, {false, true}, {false, false}}, rounds);
    QSet<QString> effectIds;
    for (const TraceStep& s : sample.steps)
        effectIds.insert(s.effect);
    printf("%-14s %-8d %-8d %-8d %-7d %-12.1f %-12.1f %-10.1f %.2fx\n", qPrintable(label), int(gs.objects.size()),
        int(effectIds.size()), int(sample.steps.size()), int(sample.dependencies.size()), medians[0], medians[1],
        medians[2], medians[0] / medians[2]);
    fflush(stdout);
}

void benchBenign()
{
    printf("%-11s %-8s %-9s %-22s %-22s %-16s %s\n", "permanents", "effects", "steps", "full (dep+trace) ms",
        "dep, no trace ms", "single pass ms", "full / single");
    for (int n : {10, 100, 1000}) {
        const GameState gs = makeBoard(n);
        const int rounds = n >= 1000 ? 31 : 101;
        const Resolution sample = LayerEngine::resolve(gs);
        const QVector<double> medians = interleavedMedians(gs, {{true, true}, {false, true}, {false, false}}, rounds);
        const double full = medians[0], noTrace = medians[1], single = medians[2];
        // Effects counted as the trace names them: statics of the board, resolved spells, counters.
        QSet<QString> effectIds;
        for (const TraceStep& s : sample.steps)
            effectIds.insert(s.effect);
        printf("%-11d %-8d %-9d %-22.3f %-22.3f %-16.3f %.2fx\n", n, int(effectIds.size()), int(sample.steps.size()),
            full, noTrace, single, full / single);
        printf("            (%d of them resolved spells; %d dependencies found)\n", int(gs.effects.size()),
            int(sample.dependencies.size()));
    }
}

void benchRealistic(int largest)
{
    printf("\nRealistic boards (medians, ms; rounds fewer as boards grow)\n");
    printf("%-14s %-8s %-8s %-8s %-7s %-12s %-12s %-10s %s\n", "board", "objects", "effects", "steps", "deps", "full",
        "no trace", "single", "full / single");
    for (int n : {200, 1000, 5000, 20000})
        if (n <= largest)
            printRow(QStringLiteral("mix %1").arg(n), realisticBoard(QStringLiteral("mix%1").arg(n)),
                n <= 1000       ? 11
                    : n <= 5000 ? 3
                                : 1);
    for (const QString& shape : bench::pathologicalShapes())
        printRow(shape + QStringLiteral(" 200"), realisticBoard(shape), 1);
}

}   // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (!CardLibrary::builtin().errors().isEmpty()) {
        fprintf(stderr, "%s\n", qPrintable(CardLibrary::builtin().errors().formatted().join("\n")));
        return 1;
    }
    // Profiling aid: strata-bench --profile N|BOARD MODE runs one board in one mode a few times, e.g.
    // under valgrind --tool=callgrind.
    const QStringList args = app.arguments();
    if (args.size() == 4 && args[1] == "--profile") {
        bool benign = false;
        const int n = args[2].toInt(&benign);
        const GameState gs = benign ? makeBoard(n) : realisticBoard(args[2]);
        const LayerEngine::Options options = args[3] == "full" ? LayerEngine::Options{true, true}
            : args[3] == "notrace"                             ? LayerEngine::Options{false, true}
                                                               : LayerEngine::Options{false, false};
        printf("%s on %s: %.3f ms (median of 3)\n", qPrintable(args[3]), qPrintable(args[2]), medianMs(gs, options, 3));
        return 0;
    }
    // strata-bench --write-board NAME FILE: the realistic board as a scenario file, for strata-cli
    // and strata-gui-bench to measure the very board this program does (scripts/perf-table.sh).
    if (args.size() == 4 && args[1] == "--write-board") {
        QString error;
        if (!bench::writeNamedBoard(args[2], args[3], &error)) {
            fprintf(stderr, "strata-bench: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }
    int largest = 20000;
    if (const int i = args.indexOf("--max"); i > 0 && i + 1 < args.size())
        largest = args[i + 1].toInt();
    if (!args.contains("--realistic"))
        benchBenign();
    if (!args.contains("--benign"))
        benchRealistic(largest);
    return 0;
}
