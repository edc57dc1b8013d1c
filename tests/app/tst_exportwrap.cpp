// Exported timelines never cut a chip's text (issue 13: "no chip text cut off with … in exported
// pictures, wrap instead"). The test exports the timeline as SVG, as File → Export Timeline does, and
// reads the text the picture holds: no "…" anywhere, and every text of every chip is there in full.
#include "AppTestSupport.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardItem.h"
#include "board/ZoneArea.h"
#include "export/PictureExport.h"
#include "timeline/TimelineView.h"
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::sourcePath;

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

// The texts of an SVG picture, in the order they are drawn.
QStringList svgTexts(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList texts;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    return texts;
}

// Wrapping only moves words to the next line: with the white space taken out, a text that was drawn
// whole is found in the picture's texts run together.
QString squeezed(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s+")));
}

// Every text a chip shows.
QStringList chipTexts(const StepSummary& s)
{
    QStringList texts{s.title, s.pill, s.effect, s.dependency, s.note};
    for (const ChangeLine& c : s.changes)
        texts << c.object << c.text << c.before << c.after;
    texts.removeAll(QString());
    return texts;
}

}   // namespace

class TestExportWrap : public QObject {
    Q_OBJECT
private slots:
    void exportedChipsWrapInsteadOfEliding_data();
    void exportedChipsWrapInsteadOfEliding();
    void exportedCardNamesWrapInsteadOfEliding_data();
    void exportedCardNamesWrapInsteadOfEliding();
    void pileHeadersFitInEveryLanguage_data();
    void pileHeadersFitInEveryLanguage();
    void cleanup() { QCoreApplication::removeTranslator(&m_translator); }

private:
    // Opens `scenario` with the interface in `language` (en, es or it).
    bool openIn(const QString& language, ScenarioDocument& doc, const QString& scenario)
    {
        if (language != QLatin1String("en")
            && !(m_translator.load(QStringLiteral(":/i18n/strata_%1.qm").arg(language))
                && QCoreApplication::installTranslator(&m_translator)))
            return false;
        return openInto(doc, scenario);
    }

    QTranslator m_translator;
};

void TestExportWrap::exportedChipsWrapInsteadOfEliding_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("language");
    const QString longNames = testData(QStringLiteral("export_long_chips.strata.json"));
    const QString moonUrborg
        = sourcePath(QStringLiteral("resources/scenarios/classic-03-blood-moon-urborg.strata.json"));
    const QString humility
        = sourcePath(QStringLiteral("resources/scenarios/classic-01-humility-opalescence-humility-first.strata.json"));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")}) {
        QTest::addRow("long names, %s", qPrintable(language)) << longNames << language;
        QTest::addRow("Blood Moon and Urborg, %s", qPrintable(language)) << moonUrborg << language;
        QTest::addRow("Humility and Opalescence, %s", qPrintable(language)) << humility << language;
    }
}

void TestExportWrap::exportedChipsWrapInsteadOfEliding()
{
    QFETCH(QString, scenario);
    QFETCH(QString, language);
    ScenarioDocument doc;
    QVERIFY(openIn(language, doc, scenario));
    TimelineView timeline(&doc);
    timeline.setCurrentStep(timeline.stepCount());
    QVERIFY(timeline.chipCount() > 0);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("timeline.svg"));
    const ExportSource source{timeline.contentSize(),
        [&timeline](QPainter* painter, const QRectF& target) { timeline.renderTo(painter, target); }, {}};
    QString error;
    QVERIFY2(PictureExport::writeSvg(source, path, QStringLiteral("timeline"), QString(), &error), qPrintable(error));

    const QStringList drawn = svgTexts(path);
    QVERIFY2(!drawn.isEmpty(), "the exported picture holds no text");
    for (const QString& text : drawn)
        QVERIFY2(!text.contains(QChar(0x2026)), qPrintable(QStringLiteral("cut in the export: ") + text));
    const QString picture = squeezed(drawn.join(QString()));
    for (const TimelineLayout::Chip& chip : timeline.timelineLayout().chips)
        for (const QString& text : chipTexts(chip.summary))
            QVERIFY2(picture.contains(squeezed(text)),
                qPrintable(QStringLiteral("missing from the export (%1): %2").arg(chip.summary.effect, text)));
}

void TestExportWrap::exportedCardNamesWrapInsteadOfEliding_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("language");
    const QString demo = sourcePath(QStringLiteral("resources/scenarios/demo.strata.json"));
    const QString longNames = testData(QStringLiteral("export_long_chips.strata.json"));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")}) {
        QTest::addRow("demo, %s", qPrintable(language)) << demo << language;
        QTest::addRow("long names, %s", qPrintable(language)) << longNames << language;
    }
}

// A board exported for a slide shows each card's name and type line whole, wrapped onto more lines
// where the board itself ends them in "…" (on screen the tooltip and the preview have them).
void TestExportWrap::exportedCardNamesWrapInsteadOfEliding()
{
    QFETCH(QString, scenario);
    QFETCH(QString, language);
    ScenarioDocument doc;
    QVERIFY(openIn(language, doc, scenario));
    BoardView board(&doc);
    board.boardScene()->refresh();
    QStringList headlines;   // what the export must hold whole
    for (const CardItem* card : board.boardScene()->cardItems())
        if (!card->parentItem())   // an attachment shows only its name's first line behind its host
            headlines << card->presentation().name << card->presentation().typeLine;
    headlines.removeAll(QString());
    QVERIFY(!headlines.isEmpty());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("board.svg"));
    const ExportSource source{board.exportRect().size(),
        [&board](QPainter* painter, const QRectF& target) { board.renderTo(painter, target); }, {}};
    QString error;
    QVERIFY2(PictureExport::writeSvg(source, path, QStringLiteral("board"), QString(), &error), qPrintable(error));

    const QStringList drawn = svgTexts(path);
    QVERIFY2(!drawn.isEmpty(), "the exported picture holds no text");
    const QString picture = squeezed(drawn.join(QString()));
    for (const QString& headline : std::as_const(headlines))
        QVERIFY2(picture.contains(squeezed(headline)), qPrintable(QStringLiteral("missing from the export: ") + headline));
    // Nothing is cut: not the rules text, the tags under the cards or the ribbons across them.
    for (const QString& text : drawn)
        QVERIFY2(!text.contains(QChar(0x2026)), qPrintable(QStringLiteral("cut in the export: ") + text));
}

void TestExportWrap::pileHeadersFitInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")})
        QTest::addRow("%s", qPrintable(language)) << language;
}

// "CEMENTERIO  0", "ALTRE ZONE": a pile's header is read whole, in every language (issue 13).
void TestExportWrap::pileHeadersFitInEveryLanguage()
{
    QFETCH(QString, language);
    ScenarioDocument doc;
    // Every player has a graveyard and an exile pile, counted.
    QVERIFY(openIn(language, doc, testData(QStringLiteral("export_long_chips.strata.json"))));
    BoardView board(&doc);
    board.boardScene()->refresh();
    int piles = 0;
    for (const ZoneArea* zone : board.boardScene()->zoneAreas()) {
        if (zone->kind() == ZoneArea::Kind::Battlefield)
            continue;
        ++piles;
        const ZoneArea::PileCaption header = zone->pileCaption();
        const QRectF room = zone->captionTextRect();
        const QFontMetricsF fm(header.font);
        QVERIFY2(header.lines.join(QLatin1Char(' ')).startsWith(zone->title().toUpper()), qPrintable(zone->title()));
        QVERIFY2(header.lines.size() * fm.lineSpacing() <= room.height() + 1, qPrintable(header.lines.join('|')));
        for (const QString& line : header.lines)
            QVERIFY2(fm.horizontalAdvance(line) <= room.width(),
                qPrintable(QStringLiteral("%1 is %2 wide, its place %3").arg(line).arg(fm.horizontalAdvance(line)).arg(room.width())));
    }
    QVERIFY(piles >= 2);
}

QTEST_MAIN(TestExportWrap)
#include "tst_exportwrap.moc"
