// What a timeline step says an object gained or lost: a granted ability that is a sentence is quoted,
// as Oracle quotes it (Pillory of the Sleepless: enchanted creature has "At the beginning of your
// upkeep, you lose 1 life."), so it does not run on from "gains"; a keyword stays as it is.
#include "AppTestSupport.h"
#include "document/ScenarioDocument.h"
#include "text/StepChanges.h"
#include "timeline/StepSummary.h"
#include <QTranslator>
#include <QtTest>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

// Every change line of every step of the resolution, as a chip shows it.
QStringList changeTexts(const ScenarioDocument& doc)
{
    QStringList texts;
    for (int i = 0; i < doc.resolution().steps.size(); ++i)
        for (const ChangeLine& c : StepSummary::of(doc.state(), doc.resolution(), i).changes)
            texts << c.text;
    return texts;
}

}   // namespace

class TestStepSummary : public QObject {
    Q_OBJECT
private slots:
    // CR 613.1f: the ability Pillory grants is added in layer 6; the step says it in quotes.
    void grantedSentenceIsQuoted()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, workedExample(QStringLiteral("combat-1-who-may-block"))));
        const QStringList texts = changeTexts(doc);
        QVERIFY2(texts.contains(QStringLiteral("gains \"At the beginning of your upkeep, you lose 1 life.\"")),
            qPrintable(texts.join(QLatin1Char('\n'))));

        QTranslator spanish;
        QVERIFY(useLanguage(spanish, QStringLiteral("es")));
        const QStringList translated = changeTexts(doc);
        useLanguage(spanish, QStringLiteral("en"));
        bool quoted = false;
        for (const QString& t : translated)
            quoted = quoted || t.contains(QStringLiteral("“Al comienzo de tu mantenimiento"));
        QVERIFY2(quoted, qPrintable(translated.join(QLatin1Char('\n'))));
    }

    // The command line's change text quotes a sentence too, and leaves a keyword bare (CR 613.1f).
    void commandLineQuotesSentencesOnly()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, workedExample(QStringLiteral("combat-1-who-may-block"))));
        QStringList texts;
        for (const TraceStep& step : doc.resolution().steps)
            for (const TraceChange& ch : step.changes)
                texts << describeChange(ch.before(), ch.after(), step.layerId);
        QVERIFY2(texts.contains(QStringLiteral("gains \"At the beginning of your upkeep, you lose 1 life.\"")),
            qPrintable(texts.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestStepSummary)
#include "tst_stepsummary.moc"
