// import-bench: how long the card importer and the imported library take. Prints figures; asserts nothing.
//
//   import-bench FILE [--cards N [--write OUT]] [--rounds R]
//   import-bench --load LIBRARY [--rounds R]
//
// FILE is a card file (Scryfall or MTGJSON). With --cards N the bench first makes a file of N cards from
// it (tests/support/RepeatedCards.h: the cards repeated under new names) and measures that one: issue 16
// asks for a 30,000-card file in ≤ 10 s. --write keeps that file as OUT (for `strata-cli import`). Each phase runs R times (3 by default) and the median is printed:
//   import   read, parse and round-trip every card (importFile: what `strata-cli import` does first)
//   save     the library file written from the imported cards (ImportedLibrary::toJson)
//   load     that library file read back as the app reads it at start-up (ImportedLibrary::load)
// --load times only what a start does with a saved library (`strata-cli import … --save LIBRARY`): the
// read (ImportedLibrary::load, on a worker thread in the app) and the merge with the built-in cards that
// then puts them in use on the GUI thread (AppCardLibrary::rebuild); small enough for callgrind.
// The end-to-end figures of the targets are taken on the commands themselves (`/usr/bin/time strata-cli
// import FILE`, `strata --startup-time`); this bench says where inside them the time goes.
#include "RepeatedCards.h"
#include "import/CardImport.h"
#include "import/ImportedLibrary.h"
#include "cards/CardLibrary.h"
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

using namespace strata;
using namespace strata::import;

namespace {

double median(QVector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

template <typename F>
double medianMs(int rounds, F&& run)
{
    QVector<double> ms;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer t;
        t.start();
        run();
        ms << t.nsecsElapsed() / 1e6;
    }
    return median(ms);
}

long peakRssKb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

int loadOnly(const QString& library, int rounds)
{
    ImportedLibrary lib;
    const double loadMs = medianMs(rounds, [&] {
        Diagnostics problems;
        lib = ImportedLibrary::load(library, &problems);
    });
    CardLibrary::builtin();   // read once in the app before the imported cards arrive
    int merged = 0;
    const double mergeMs = medianMs(rounds, [&] {
        CardLibrary all = CardLibrary::builtin();
        all.addMissing(lib.cards());
        merged = all.size();
    });
    std::printf("%s: medians of %d rounds\n", qPrintable(library), rounds);
    std::printf("  load    %9.1f ms  (%d cards read)\n", loadMs, lib.cards().size());
    std::printf("  merge   %9.1f ms  (%d cards with the built-in ones)\n", mergeMs, merged);
    return 0;
}

}   // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    const int roundsAt = args.indexOf(QStringLiteral("--rounds"));
    const int rounds = roundsAt > 0 ? std::max(1, args.value(roundsAt + 1).toInt()) : 3;
    if (args.value(0) == QLatin1String("--load") && args.size() >= 2)
        return loadOnly(args[1], rounds);
    if (args.isEmpty() || args[0].startsWith(QLatin1String("--"))) {
        std::fprintf(stderr,
            "usage: import-bench FILE [--cards N [--write OUT]] [--rounds R]\n"
            "       import-bench --load LIBRARY [--rounds R]\n");
        return 2;
    }
    QString file = args[0];
    const int cardsAt = args.indexOf(QStringLiteral("--cards"));
    const int writeAt = args.indexOf(QStringLiteral("--write"));
    const int count = cardsAt > 0 ? args.value(cardsAt + 1).toInt() : 0;
    if (!SubtypeRegistry::instance().loaded()) {
        std::fprintf(stderr, "import-bench: %s\n", qPrintable(SubtypeRegistry::instance().loadError()));
        return 1;
    }

    QTemporaryDir dir;
    if (count > 0) {
        QString error;
        const auto bytes = test::repeatedCards(file, count, &error);
        file = writeAt > 0 ? args.value(writeAt + 1) : dir.filePath(QStringLiteral("repeated.json"));
        QFile out(file);
        if (!bytes || !out.open(QIODevice::WriteOnly) || out.write(*bytes) != bytes->size()) {
            std::fprintf(stderr, "import-bench: %s\n", qPrintable(bytes ? out.errorString() : error));
            return 1;
        }
        std::printf("made %s: %d cards, %.1f MB\n", qPrintable(file), count, bytes->size() / 1e6);
    }

    ImportResult result;
    const double importMs = medianMs(rounds, [&] { result = importFile(file); });
    QByteArray saved;
    const double saveMs = medianMs(rounds, [&] { saved = ImportedLibrary::toJson(result.cards); });
    const QString libraryFile = dir.filePath(QStringLiteral("imported-cards.json"));
    QString error;
    if (!ImportedLibrary::save(libraryFile, result.cards, &error)) {
        std::fprintf(stderr, "import-bench: %s\n", qPrintable(error));
        return 1;
    }
    int loaded = 0;
    const double loadMs = medianMs(rounds, [&] {
        Diagnostics problems;
        loaded = ImportedLibrary::load(libraryFile, &problems).cards().cards().size();
    });

    std::printf("%s: %d cards imported, %d skipped; medians of %d rounds\n", qPrintable(file),
        int(result.cards.size()), result.skipped, rounds);
    std::printf("  import  %9.1f ms\n", importMs);
    std::printf("  save    %9.1f ms  (%.1f MB)\n", saveMs, saved.size() / 1e6);
    std::printf("  load    %9.1f ms  (%d cards read back)\n", loadMs, loaded);
    std::printf("  peak RSS of the bench %.0f MB (it also holds the library file's bytes)\n", peakRssKb() / 1024.0);
    return 0;
}
