// strata-gui-bench: how long one edit takes in the app, from the edit to the board, the tables and
// the timeline repainted. Prints figures; asserts nothing.
//
//   strata-gui-bench [--rounds N] [--languages en,es,it] [--edits counter,move,added] [--foreground] FILE
//
// --foreground keeps every resolution on the GUI thread, whatever it costs: under a profiler
// (callgrind runs ~50x slower) the edits would otherwise all go to the background and the profile
// would show another path than the one a user's machine takes.
//
// For each language the scenario is opened in the main window (the time to open and paint it is
// printed), then each round makes four kinds of edit, each timed on its own: counters on a
// creature, a timestamp move (the first permanent goes after the last one, and back in the next
// round: Humility on the mix boards, whose place in layer 7b changes many creatures; the move
// changes as few timestamps as it can, timestampsAfterMove), a card added, and the undo of that card.
// --edits leaves kinds out (undo goes with added), to profile one kind alone. Median and 95th percentile
// per kind, two ways:
// - "repainted": what the user waits for. The edit counts as done when a resolution that went off
//   the GUI thread has come back and been shown, and the event loop has nothing left to do: the
//   views that changed have been repainted (Qt repaints only their dirty regions, as on screen).
//   The number of widgets painted per edit is printed, so an edit that painted nothing shows, and
//   the number of edits resolved off the GUI thread, so it shows which way the edits went.
// - "+ grab": the same followed by QWidget::grab of the whole window, which paints every widget
//   again whether it changed or not (the measure of stop 19). "no edit" is that grab alone.
// - "cpu": the processor time of the whole process (every thread) until repainted, which a busy
//   shared machine inflates less than the wall time.
#include "MainWindow.h"
#include "cards/CardLibrary.h"
#include "document/ScenarioDocument.h"
#include "document/TimestampOrder.h"
#include "i18n/LanguageManager.h"
#include <QApplication>
#include <QElapsedTimer>
#include <QPaintEvent>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <limits>

using namespace strata;

namespace {

double percentile(QVector<double> times, double p)
{
    if (times.isEmpty())
        return 0;
    std::sort(times.begin(), times.end());
    const int i = std::min(int(times.size()) - 1, int(p * (times.size() - 1) + 0.5));
    return times[i];
}

// Counts the widgets' paint events while an edit is measured.
class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && watched->isWidgetType())
            ++paints;
        return false;
    }
};

// Runs the events an edit posted (the repaints of what changed among them) and waits for a
// resolution still being computed, until nothing is left to do.
void settle(ui::MainWindow& window)
{
    QCoreApplication::processEvents();
    while (window.document()->isResolving())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    QCoreApplication::processEvents();
}

// What is timed as "repainted", in a function of its own so that a profiler can collect this
// alone: valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*editAndRepaint*'.
// Returns whether the edit's resolution went off the GUI thread (then settle() waited for it).
[[gnu::noinline]] bool editAndRepaint(ui::MainWindow& window, const std::function<void()>& edit)
{
    edit();
    const bool inBackground = window.document()->isResolving();
    settle(window);
    return inBackground;
}

double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

struct Timing {
    QVector<double> repainted, grabbed, cpu;
    QVector<int> paints;
    int inBackground = 0;   // edits whose resolution went off the GUI thread
};

void timeEdit(ui::MainWindow& window, PaintCounter& counter, Timing& timing, const std::function<void()>& edit)
{
    counter.paints = 0;
    QElapsedTimer t;
    const double cpuStart = processCpuMs();
    t.start();
    timing.inBackground += editAndRepaint(window, edit) ? 1 : 0;
    timing.repainted << t.nsecsElapsed() / 1e6;
    timing.cpu << processCpuMs() - cpuStart;
    timing.paints << counter.paints;
    window.grab();
    timing.grabbed << t.nsecsElapsed() / 1e6;
}

struct Targets {
    QString creature, first, last;
    ui::TimestampKey afterFirst;   // what follows the first permanent in timestamp order
};

Targets findTargets(const GameState& state)
{
    Targets t;
    for (const GameObject& o : state.objects) {
        if (o.zone != Zone::Battlefield)
            continue;
        if (t.first.isEmpty())
            t.first = o.id;
        t.last = o.id;
        if (t.creature.isEmpty() && o.card && o.card->front.type.has(CardType::Creature))
            t.creature = o.id;
    }
    const QVector<ui::TimestampEntry> order = ui::timestampEntries(state);
    for (int i = 0; i + 1 < order.size(); ++i)
        if (order[i].key == ui::TimestampKey::object(t.first))
            t.afterFirst = order[i + 1].key;
    return t;
}

int benchLanguage(const QString& path, const QString& code, int rounds, const QStringList& edits, bool foreground)
{
    ui::MainWindow window;
    if (foreground)
        window.document()->setBackgroundThresholdMs(std::numeric_limits<int>::max());
    window.resize(1600, 1000);
    if (!window.languages()->setLanguage(code, false)) {
        std::fprintf(stderr, "gui-bench: no language %s\n", qPrintable(code));
        return 1;
    }
    Diagnostics problems;
    QElapsedTimer t;
    t.start();
    if (!window.document()->open(path, &problems)) {
        for (const QString& line : problems.formatted())
            std::fprintf(stderr, "%s\n", qPrintable(line));
        return 1;
    }
    window.show();
    settle(window);
    const double openMs = t.nsecsElapsed() / 1e6;
    ui::ScenarioDocument* doc = window.document();
    const Targets targets = findTargets(doc->state());
    if (targets.creature.isEmpty() || targets.first == targets.last || targets.afterFirst.id.isEmpty()) {
        std::fprintf(stderr, "gui-bench: %s needs a creature and two permanents\n", qPrintable(path));
        return 1;
    }
    PaintCounter paintCounter;
    qApp->installEventFilter(&paintCounter);
    Timing counter, move, added, undo, floor;
    const ui::TimestampKey first = ui::TimestampKey::object(targets.first);
    const ui::TimestampKey last = ui::TimestampKey::object(targets.last);
    bool moved = true;
    for (int i = 0; i < rounds; ++i) {
        timeEdit(window, paintCounter, floor, [] {});
        if (edits.contains(QStringLiteral("counter")))
            timeEdit(window, paintCounter, counter,
                [&] { doc->setCounters(targets.creature, QStringLiteral("+1/+1"), 1 + i % 3); });
        if (edits.contains(QStringLiteral("move")))
            timeEdit(window, paintCounter, move, [&] {
                moved = moved
                    && (i % 2 == 0 ? doc->moveTimestamp(first, last, ui::TimestampPlacement::After)
                                   : doc->moveTimestamp(first, targets.afterFirst, ui::TimestampPlacement::Before));
            });
        if (edits.contains(QStringLiteral("added"))) {
            timeEdit(window, paintCounter, added,
                [&] { doc->addObject(QStringLiteral("Grizzly Bears"), QStringLiteral("ana")); });
            timeEdit(window, paintCounter, undo, [&] { doc->undoStack()->undo(); });
        }
    }
    if (!moved)
        std::fprintf(stderr, "gui-bench: a timestamp move changed nothing\n");
    qApp->removeEventFilter(&paintCounter);
    std::printf("%s: open and paint %.0f ms; one edit, median / p95 of %d (ms):\n", qPrintable(code), openMs, rounds);
    std::printf("    %-16s %17s %17s %17s %8s\n", "", "repainted", "+ grab", "cpu", "widgets");
    const auto line = [](const char* kind, const Timing& t) {
        QVector<int> paints = t.paints;
        std::sort(paints.begin(), paints.end());
        std::printf("    %-16s %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f %8d\n", kind, percentile(t.repainted, 0.5),
            percentile(t.repainted, 0.95), percentile(t.grabbed, 0.5), percentile(t.grabbed, 0.95),
            percentile(t.cpu, 0.5), percentile(t.cpu, 0.95), paints.isEmpty() ? 0 : paints[paints.size() / 2]);
    };
    line("counter", counter);
    line("timestamp move", move);
    line("card added", added);
    line("undo", undo);
    Timing all;
    for (const Timing* t : {&counter, &move, &added, &undo}) {
        all.repainted += t->repainted;
        all.grabbed += t->grabbed;
        all.cpu += t->cpu;
        all.paints += t->paints;
        all.inBackground += t->inBackground;
    }
    line("all edits", all);
    line("no edit", floor);
    // Past ScenarioDocument::backgroundThresholdMs() an edit resolves off the GUI thread; its time
    // above still runs until that result is shown.
    std::printf("    resolved off the GUI thread: %d of %d edits\n", all.inBackground, int(all.repainted.size()));
    std::fflush(stdout);
    return 0;
}

}   // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int rounds = 20;
    QStringList languages = {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")};
    if (const int i = args.indexOf(QStringLiteral("--rounds")); i >= 0 && i + 1 < args.size()) {
        rounds = std::max(1, args.at(i + 1).toInt());
        args.remove(i, 2);
    }
    if (const int i = args.indexOf(QStringLiteral("--languages")); i >= 0 && i + 1 < args.size()) {
        languages = args.at(i + 1).split(QLatin1Char(','));
        args.remove(i, 2);
    }
    QStringList edits = {QStringLiteral("counter"), QStringLiteral("move"), QStringLiteral("added")};
    if (const int i = args.indexOf(QStringLiteral("--edits")); i >= 0 && i + 1 < args.size()) {
        edits = args.at(i + 1).split(QLatin1Char(','));
        args.remove(i, 2);
    }
    const bool foreground = args.removeAll(QStringLiteral("--foreground")) > 0;
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: strata-gui-bench [--rounds N] [--languages en,es,it] [--edits counter,move,added] [--foreground] FILE\n");
        return 2;
    }
    if (!CardLibrary::builtin().errors().isEmpty())
        std::fprintf(stderr, "gui-bench: the card library reported errors\n");
    for (const QString& code : std::as_const(languages))
        if (const int rc = benchLanguage(args.first(), code, rounds, edits, foreground))
            return rc;
    return 0;
}
