// Dependency arrows where eight Lords of Atlantis depend on Humility (issue 13; CR 613.8a: Humility
// removing their abilities changes whether their effects exist): many arrows reaching one step meet in
// one head as a bundle, and every arrow leaves and reaches its chips within their width, rather than
// fanning out into a band wider than the chip. (The 150-permanent board it used until stop 40 owed its
// bundle to dependencies of effects that no longer existed, which the engine no longer records.)
#include "AppTestSupport.h"
#include "timeline/TimelineView.h"
#include <QHash>
#include <QSet>
#include <QtTest>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

class TestArrowBundles : public QObject {
    Q_OBJECT
private slots:
    void arrowsOfOneStepBundle()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/humility_lords.strata.json")));
        TimelineView view(&doc);
        const TimelineLayout& layout = view.timelineLayout();
        QVERIFY2(layout.arrows.size() >= 8, qPrintable(QString::number(layout.arrows.size())));
        QHash<QPair<int, bool>, QSet<QPair<int, int>>> headsAt;   // target chip and side → end points
        QHash<QPair<int, bool>, int> arrowsAt;
        int heads = 0;
        for (const TimelineLayout::Arrow& a : layout.arrows) {
            const QRectF from = layout.chips[a.from].rect, to = layout.chips[a.to].rect;
            const QPointF start = layout.arrowStart(a), end = layout.arrowEnd(a);
            QVERIFY2(start.x() > from.left() && start.x() < from.right(), qPrintable(layout.chips[a.from].summary.effect));
            QVERIFY2(end.x() > to.left() && end.x() < to.right(), qPrintable(layout.chips[a.to].summary.effect));
            headsAt[{a.to, a.above}].insert({qRound(end.x()), qRound(end.y())});
            ++arrowsAt[{a.to, a.above}];
            heads += a.drawsHead ? 1 : 0;
        }
        int bundles = 0;
        for (auto it = arrowsAt.cbegin(); it != arrowsAt.cend(); ++it) {
            if (it.value() < 4)
                continue;
            ++bundles;
            // One head for the whole bundle, which knows how many arrows it gathers.
            QCOMPARE(headsAt.value(it.key()).size(), 1);
        }
        QVERIFY2(bundles > 0, "the board has no step that many effects depend on");
        QVERIFY(heads < layout.arrows.size());
    }
};

QTEST_MAIN(TestArrowBundles)
#include "tst_arrowbundles.moc"
