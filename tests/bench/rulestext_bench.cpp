// rulestext-bench: how long the rules-text writer takes in each language of the interface, and how
// long one edit takes in the app. Prints figures; asserts nothing.
//
//   rulestext-bench [--rounds N] [--print] [--library] [FILE...]
//   rulestext-bench --edit [--rounds N] FILE
//
// Texts: every ability the layer engine leaves on every object of each scenario FILE (with
// --library, every ability of every face in the built-in card library too) is written in English,
// Spanish and Italian. "cold" is the first pass after the language is installed, "warm" the median of
// the passes after it (texts kept by the cache), "written afresh" the median of passes that bypass the
// cache. --print writes every text instead (one "code<TAB>object<TAB>text" line each),
// to compare the output of two builds.
//
// Edit: the scenario is opened in the main window, and each round taps or untaps one permanent and
// waits until the window has repainted; the median per language is printed.
#include "MainWindow.h"
#include "cards/CardLibrary.h"
#include "document/ScenarioDocument.h"
#include "engine/LayerEngine.h"
#include "i18n/LanguageManager.h"
#include "io/ScenarioReader.h"
#include "text/RulesText.h"
#include <QApplication>
#include <QElapsedTimer>
#include <QTranslator>
#include <algorithm>
#include <cstdio>

using namespace strata;

namespace {

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")};

struct Named {
    AbilityInstance ability;
    QString object;
};

double median(QVector<double> times)
{
    std::sort(times.begin(), times.end());
    return times.isEmpty() ? 0 : times[times.size() / 2];
}

bool collectScenario(const QString& path, QVector<Named>* out)
{
    Diagnostics problems;
    const auto state = ScenarioReader(CardLibrary::builtin()).readFile(path, &problems);
    if (!state) {
        for (const QString& line : problems.formatted())
            std::fprintf(stderr, "%s\n", qPrintable(line));
        return false;
    }
    const Resolution r = LayerEngine::resolve(*state);
    for (const Characteristics& c : r.chars)
        for (const AbilityInstance& a : c.abilities)
            out->append({a, c.name});
    return true;
}

void collectLibrary(QVector<Named>* out)
{
    for (const CardPtr& card : CardLibrary::builtin().cards()) {
        QVector<const CardFace*> faces{&card->front};
        if (card->back)
            faces << &*card->back;
        for (const CardFace* f : faces)
            for (const AbilityPtr& a : f->abilities) {
                AbilityInstance instance;
                instance.def = a;
                out->append({instance, f->name});
            }
    }
}

// One pass over every text: as the views ask for them (kept per language), or written afresh.
double passMs(const QVector<Named>& texts, bool afresh = false)
{
    QElapsedTimer t;
    t.start();
    qsizetype chars = 0;
    for (const Named& n : texts)
        chars += (afresh ? RulesText::ability(*n.ability.def, n.object, n.ability.wordSwaps)
                         : RulesText::ability(n.ability, n.object))
                     .size();
    const double ms = t.nsecsElapsed() / 1e6;
    if (chars == 0 && !texts.isEmpty())
        qFatal("bench: every text came out empty");
    return ms;
}

// Installs Strata's translation for `code` ("en" removes it), as LanguageManager does in the app.
bool useLanguage(QTranslator* translator, const QString& code)
{
    QCoreApplication::removeTranslator(translator);
    if (code == QLatin1String("en"))
        return true;
    if (!translator->load(QStringLiteral(":/i18n/strata_%1.qm").arg(code))) {
        std::fprintf(stderr, "bench: no translation for %s\n", qPrintable(code));
        return false;
    }
    return QCoreApplication::installTranslator(translator);
}

int benchTexts(const QVector<Named>& texts, int rounds, bool print)
{
    QTranslator translator;
    for (const QString& code : kLanguages) {
        if (!useLanguage(&translator, code))
            return 1;
        if (print) {
            for (const Named& n : texts)
                std::printf("%s\t%s\t%s\n", qPrintable(code), qPrintable(n.object),
                    qPrintable(RulesText::ability(n.ability, n.object)));
            continue;
        }
        const double cold = passMs(texts);
        QVector<double> warm, afresh;
        for (int i = 0; i < rounds; ++i) {
            warm << passMs(texts);
            afresh << passMs(texts, true);
        }
        std::printf("%s: %lld texts, cold %.2f ms, warm %.3f ms, written afresh %.2f ms (medians of %d)\n",
            qPrintable(code), static_cast<long long>(texts.size()), cold, median(warm), median(afresh), rounds);
    }
    QCoreApplication::removeTranslator(&translator);
    return 0;
}

double editMs(ui::MainWindow& window, const QString& objectId, bool tapped)
{
    QElapsedTimer t;
    t.start();
    window.document()->setTapped(objectId, tapped);
    QCoreApplication::processEvents();
    window.grab();
    return t.nsecsElapsed() / 1e6;
}

int benchEdit(const QString& path, int rounds)
{
    for (const QString& code : kLanguages) {
        ui::MainWindow window;
        if (!window.languages()->setLanguage(code, false))
            return 1;
        Diagnostics problems;
        QElapsedTimer t;
        t.start();
        if (!window.document()->open(path, &problems)) {
            for (const QString& line : problems.formatted())
                std::fprintf(stderr, "%s\n", qPrintable(line));
            return 1;
        }
        window.show();
        QCoreApplication::processEvents();
        window.grab();
        const double openMs = t.nsecsElapsed() / 1e6;
        QString target;
        for (const GameObject& o : window.document()->state().objects)
            if (o.zone == Zone::Battlefield && !o.tapped) {
                target = o.id;
                break;
            }
        if (target.isEmpty()) {
            std::fprintf(stderr, "bench: %s has no untapped permanent to tap\n", qPrintable(path));
            return 1;
        }
        QVector<double> times;
        for (int i = 0; i < rounds; ++i)
            times << editMs(window, target, i % 2 == 0);
        std::printf("%s: open and paint %.0f ms, one edit %.1f ms (median of %d)\n", qPrintable(code), openMs,
            median(times), rounds);
    }
    return 0;
}

}   // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    auto flag = [&args](const char* name) { return args.removeAll(QLatin1String(name)) > 0; };
    int rounds = 5;
    if (const int i = args.indexOf(QStringLiteral("--rounds")); i >= 0 && i + 1 < args.size()) {
        rounds = std::max(1, args.at(i + 1).toInt());
        args.remove(i, 2);
    }
    const bool print = flag("--print");
    const bool library = flag("--library");
    const bool edit = flag("--edit");
    if (!CardLibrary::builtin().errors().isEmpty())
        std::fprintf(stderr, "bench: the card library reported errors\n");
    if (edit)
        return args.size() == 1 ? benchEdit(args.first(), rounds) : 2;

    QVector<Named> texts;
    if (library)
        collectLibrary(&texts);
    for (const QString& path : std::as_const(args))
        if (!collectScenario(path, &texts))
            return 1;
    if (texts.isEmpty()) {
        std::fprintf(stderr,
            "usage: rulestext-bench [--rounds N] [--print] [--library] [FILE...]\n"
            "       rulestext-bench --edit [--rounds N] FILE\n");
        return 2;
    }
    return benchTexts(texts, rounds, print);
}
