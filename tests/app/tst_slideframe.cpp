// Exported pictures for slides (issue 13): the scenario's title above the picture and a legend of
// only what the picture uses under it.
#include "AppTestSupport.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "export/SlideFrame.h"
#include "timeline/TimelinePainter.h"
#include "timeline/TimelineView.h"
#include <QImage>
#include <QPainter>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::sourcePath;

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

QStringList texts(const QVector<LegendSwatch>& legend)
{
    QStringList out;
    for (const LegendSwatch& s : legend)
        out << s.text;
    return out;
}

}   // namespace

class TestSlideFrame : public QObject {
    Q_OBJECT
private slots:
    // Blood Moon and Urborg: values changed, no state-based action; on the timeline a dependency and a
    // step that does not apply, and neither a loop nor a characteristic-defining ability.
    void legendsListOnlyWhatThePictureUses()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, sourcePath(QStringLiteral("resources/scenarios/classic-03-blood-moon-urborg.strata.json"))));
        BoardView board(&doc);
        const QStringList onBoard = texts(SlideFrame::boardLegend(*board.boardScene()));
        QCOMPARE(onBoard, QStringList{SlideFrame::tr("Changed by an effect")});
        TimelineView timeline(&doc);
        const QStringList onTimeline = texts(SlideFrame::timelineLegend(timeline.timelineLayout()));
        QVERIFY2(onTimeline.contains(TimelinePainter::tr("Dependency")), qPrintable(onTimeline.join(" | ")));
        QVERIFY(onTimeline.contains(TimelinePainter::tr("Not applied")));
        QVERIFY(!onTimeline.contains(TimelinePainter::tr("Dependency loop")));
        QVERIFY(!onTimeline.contains(TimelinePainter::tr("Characteristic-defining ability")));
    }

    // The frame adds the title's band and the legend's rows around the picture, and draws the picture
    // at its own size inside it.
    void frameHoldsTitlePictureAndLegend()
    {
        int drawnWidth = 0;
        const ExportSource picture{QSizeF(600, 300), [&](QPainter*, const QRectF& target) { drawnWidth = qRound(target.width()); }, {}};
        QCOMPARE(SlideFrame::framed(picture, QString(), {}).size, picture.size);
        const QVector<LegendSwatch> legend{{Qt::yellow, Qt::black, QStringLiteral("Changed by an effect")}};
        const ExportSource framed = SlideFrame::framed(picture, QStringLiteral("Blood Moon and Urborg"), legend);
        QVERIFY(framed.size.width() > picture.size.width());
        QVERIFY(framed.size.height() > picture.size.height() + 60);   // a title band and a legend row
        QImage image(framed.size.toSize(), QImage::Format_ARGB32);
        QPainter p(&image);
        framed.render(&p, QRectF(QPointF(0, 0), framed.size));
        p.end();
        QCOMPARE(drawnWidth, 600);
    }
};

QTEST_MAIN(TestSlideFrame)
#include "tst_slideframe.moc"
