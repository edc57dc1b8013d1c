// The timeline dock: one chip per trace step in its layer's lane, the reasons and rules it shows
// (613.6 never applies, 613.8b loops, the 2016 sublayer 7e), scrubbing, the object filter, and
// pictures of it for people to look at.
#include "AppTestSupport.h"
#include "document/ScenarioDocument.h"
#include "models/CardMime.h"
#include "timeline/StepExplanation.h"
#include "timeline/TimelineLanes.h"
#include "timeline/TimelineStyle.h"
#include "timeline/TimelineDock.h"
#include "timeline/TimelineScrubber.h"
#include "timeline/TimelineView.h"
#include <QComboBox>
#include <QDir>
#include <QPainter>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QMimeData>
#include <QtTest>
#include <memory>
#include "TestPaths.h"

using strata::testfiles::sourcePath;

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

const QString kScenarios = sourcePath(QStringLiteral("resources/scenarios/"));

int stepOf(const ScenarioDocument& doc, const QString& layer, const QString& effect)
{
    const QVector<TraceStep>& steps = doc.resolution().steps;
    for (int i = 0; i < steps.size(); ++i)
        if (steps[i].layer == layer && steps[i].effect == effect)
            return i;
    return -1;
}

// Where pictures go: STRATA_SNAPSHOT_DIR when set (to look at them), else a temporary directory.
QString snapshotPath(const QTemporaryDir& tmp, const QString& name)
{
    const QString dir = qEnvironmentVariable("STRATA_SNAPSHOT_DIR");
    return QDir(dir.isEmpty() ? tmp.path() : dir).filePath(name);
}

// How many distinct colours a picture uses, roughly: a blank or one-colour render has very few.
int colourVariety(const QImage& image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            seen.insert(image.pixel(x, y) & 0xf0f0f0);
    return int(seen.size());
}

}   // namespace

class TestTimeline : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;

private slots:
    void oneChipPerStepInItsLane()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimelineView view(&doc);
        const QVector<TraceStep>& steps = doc.resolution().steps;
        QCOMPARE(view.chipCount(), int(steps.size()));
        QCOMPARE(view.laneLabels(),
            QStringList({"1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "players", "rules"}));
        QCOMPARE(view.chipCount("4"), 1);
        QCOMPARE(view.chipCount("6"), 1);
        QCOMPARE(view.chipCount("7b"), 2);
        QCOMPARE(view.chipCount("7c"), 1);
        QCOMPARE(view.chipCount("5"), 0);
        QCOMPARE(view.laneTitle("4"), QStringLiteral("Layer 4 · Type"));
        QCOMPARE(view.laneTitle("7b"), QStringLiteral("Layer 7b · Set P/T"));

        // Left to right in application order: Humility's 7b effect before Opalescence's.
        const int hum = stepOf(doc, "7b", "hum#1"), opal = stepOf(doc, "7b", "opal#1");
        QVERIFY(hum >= 0 && opal >= 0);
        QCOMPARE(view.chipRect(hum).top(), view.chipRect(opal).top());
        QVERIFY(view.chipRect(hum).right() < view.chipRect(opal).left());
        // Lanes go down in layer order.
        QVERIFY(view.chipRect(stepOf(doc, "4", "opal#1")).bottom() < view.chipRect(stepOf(doc, "6", "hum#1")).top());

        const StepSummary s = view.chipSummary(opal);
        QCOMPARE(s.effect, QStringLiteral("opal#1"));
        QCOMPARE(s.source, QStringLiteral("Opalescence"));
        QCOMPARE(s.reason, QStringLiteral("timestamp 2"));
        bool humilityFourFour = false;
        for (const ChangeLine& c : s.changes)
            humilityFourFour |= c.object == "Humility" && c.before == "1/1" && c.after == "4/4";
        QVERIFY(humilityFourFour);
    }

    void dockHidesEmptyLayersUntilAsked()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimelineDock dock(&doc);
        dock.resize(1200, 400);
        dock.show();
        QCOMPARE(dock.view()->laneLabels(), QStringList({"4", "6", "7b", "7c"}));
        QTest::mouseClick(dock.emptyLanesButton(), Qt::LeftButton);
        QCOMPARE(dock.view()->laneLabels().size(), 13);
        QCOMPARE(dock.view()->chipCount(), int(doc.resolution().steps.size()));
        const int tall = dock.view()->height();
        QTest::mouseClick(dock.emptyLanesButton(), Qt::LeftButton);
        QCOMPARE(dock.view()->laneLabels().size(), 4);
        // The view shrinks back, so the scroll area does not scroll over nothing.
        QVERIFY(dock.view()->height() < tall);
    }

    void zoom()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, kDemo));
        TimelineDock dock(&doc);
        TimelineView* view = dock.view();
        const int step = view->shownSteps().first();
        const int width = view->chipRect(step).width();
        QTest::mouseClick(dock.zoomInButton(), Qt::LeftButton);
        QVERIFY(view->chipRect(step).width() > width);
        QTest::mouseClick(dock.zoomOutButton(), Qt::LeftButton);
        QTest::mouseClick(dock.zoomOutButton(), Qt::LeftButton);
        QVERIFY(view->chipRect(step).width() < width);
        // Ctrl+wheel zooms too; a plain wheel scrolls.
        const qreal before = view->zoom();
        QWheelEvent wheel(QPointF(10, 10), view->mapToGlobal(QPointF(10, 10)), {}, QPoint(0, 120), Qt::NoButton,
            Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &wheel);
        QVERIFY(view->zoom() > before);
        // The export does not depend on the zoom on screen.
        TimelineView plain(&doc);
        plain.setShowEmptyLanes(false);
        QCOMPARE(view->contentSize(), plain.contentSize());
    }

    void anthemNeverApplies()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimelineDock dock(&doc);
        dock.resize(1400, 900);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const int anthem = stepOf(doc, "7c", "anthem#1");
        QVERIFY(anthem >= 0);
        const StepSummary s = dock.view()->chipSummary(anthem);
        QVERIFY(!s.applied);
        QCOMPARE(s.rule, QStringLiteral("613.6"));
        QVERIFY(s.note.contains("never applies"));

        // Clicking the chip explains it, citing the rule.
        QSignalSpy clicked(dock.view(), &TimelineView::stepClicked);
        const QRect chip = dock.view()->chipRect(anthem);
        QVERIFY(!chip.isEmpty());
        QTest::mouseClick(dock.view(), Qt::LeftButton, {}, chip.center());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().first().toInt(), anthem);
        QCOMPARE(dock.view()->selectedStep(), anthem);
        QVERIFY2(dock.explanationText().contains(
                     "Its ability was removed before it began to apply, so it never applies (CR 613.6)."),
            qPrintable(dock.explanationText()));

        // A click on empty space clears the explanation.
        QTest::mouseClick(dock.view(), Qt::LeftButton, {}, QPoint(5, dock.view()->height() - 5));
        QCOMPARE(dock.view()->selectedStep(), -1);
        QVERIFY(!dock.explanationText().contains("613.6"));
    }

    void dependencyLoop()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("conspiracy_life_and_limb_loop.strata.json")));
        TimelineDock dock(&doc);
        TimelineView* view = dock.view();
        QCOMPARE(view->chipCount("4"), 2);
        for (int step : view->shownSteps()) {
            const StepSummary s = view->chipSummary(step);
            if (s.layer != "4")
                continue;
            QCOMPARE(s.order, OrderReason::DependencyLoop);
            QVERIFY2(s.reason.startsWith("loop"), qPrintable(s.reason));
            QCOMPARE(StepExplanation::sentence(s, doc.resolution()),
                QStringLiteral("Part of a dependency loop: timestamp order (CR 613.8b)."));
        }
        // Both dependencies drawn, as loop arrows.
        QCOMPARE(view->arrowCount(), 2);
        QCOMPARE(view->loopArrowCount(), 2);

        dock.resize(1400, 900);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const int consp = stepOf(doc, "4", "consp#2");
        QTest::mouseClick(view, Qt::LeftButton, {}, view->chipRect(consp).center());
        QVERIFY2(dock.explanationText().contains("613.8b"), qPrintable(dock.explanationText()));
    }

    void dependencyArrowAndReason()
    {
        // Conspiracy and an animated land: the land must be a creature before Conspiracy can touch it.
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("conspiracy_animated_land.strata.json")));
        TimelineView view(&doc);
        int dependent = -1;
        for (int i = 0; i < doc.resolution().steps.size(); ++i)
            if (doc.resolution().steps[i].order == OrderReason::Dependency)
                dependent = i;
        QVERIFY(dependent >= 0);
        const StepSummary s = view.chipSummary(dependent);
        QVERIFY2(s.reason.startsWith("depends on "), qPrintable(s.reason));
        QVERIFY(StepExplanation::sentence(s, doc.resolution()).contains("(CR 613.8a–b)"));
        QVERIFY(view.arrowCount() >= 1);
        QCOMPARE(view.loopArrowCount(), 0);
    }

    // The view paints only the part of it that is exposed; that part must come out as when the
    // whole timeline is painted, chips, lanes and arrows cut by the edge included.
    void exposedPartPaintsLikeTheWhole()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("conspiracy_animated_land.strata.json")));
        TimelineView view(&doc);
        view.resize(view.sizeHint());
        QVERIFY(view.arrowCount() >= 1);
        QImage whole(view.size(), QImage::Format_ARGB32_Premultiplied);
        view.render(&whole);
        // Bands across the view, and the strips just over and under the chip that waits (where its
        // arrow arcs), each cutting shapes.
        int waiting = -1;
        for (int i = 0; i < doc.resolution().steps.size(); ++i)
            if (doc.resolution().steps[i].order == OrderReason::Dependency)
                waiting = i;
        const QRect chip = view.chipRect(waiting);
        QVERIFY(!chip.isEmpty());
        const QVector<QRect> parts = {QRect(0, view.height() / 3, view.width(), view.height() / 4),
            QRect(view.width() / 3, 0, view.width() / 5, view.height()),
            QRect(chip.left() - 40, chip.top() - 22, chip.width() + 80, 20),
            QRect(chip.left() - 40, chip.bottom() + 3, chip.width() + 80, 20)};
        for (const QRect& part : parts) {
            QImage partial(view.size(), QImage::Format_ARGB32_Premultiplied);
            partial.fill(Qt::black);
            view.render(&partial, part.topLeft(), QRegion(part));   // drawn where it is
            const QRect inside = part.intersected(view.rect());
            QVERIFY(!inside.isEmpty());
            QCOMPARE(partial.copy(inside), whole.copy(inside));
        }
    }

    void rules2016HasSublayer7e()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("rules_2016_seed_fumarole_inversion.strata.json")));
        TimelineView view(&doc);
        QVERIFY(view.laneLabels().contains("7e"));
        QCOMPARE(view.laneLabels().indexOf("7e"), view.laneLabels().indexOf("7d") + 1);
        QCOMPARE(view.chipCount("7e"), 1);
        QCOMPARE(view.chipCount("7d"), 0);
        QCOMPARE(view.laneTitle("7e"), QStringLiteral("Layer 7e · Switch P/T"));
        QCOMPARE(view.laneTitle("7d"), QStringLiteral("Layer 7d · Counters"));

        // The same board under today's rules: no 7e, the switch in 7d.
        QVERIFY(doc.setRulesEdition(RulesEdition::Current));
        QVERIFY(!view.laneLabels().contains("7e"));
        QCOMPARE(view.chipCount("7d"), 1);
        QCOMPARE(view.laneTitle("7d"), QStringLiteral("Layer 7d · Switch P/T"));
        doc.undoStack()->undo();
        QCOMPARE(view.chipCount("7e"), 1);
    }

    void scrubbing()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, kDemo));
        TimelineDock dock(&doc);
        dock.resize(1400, 900);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const int n = int(doc.resolution().steps.size());
        QVERIFY(n >= 5);
        TimelineScrubber* scrubber = dock.scrubber();
        QCOMPARE(dock.currentStep(), n);
        QCOMPARE(scrubber->labelText(), QStringLiteral("Step %1 of %1").arg(n));

        QSignalSpy selected(&dock, &TimelineDock::stepSelected);
        scrubber->slider()->setValue(3);
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.last().first().toInt(), 3);
        QCOMPARE(dock.view()->currentStep(), 3);
        QCOMPARE(scrubber->labelText(), QStringLiteral("Step 3 of %1").arg(n));

        QTest::mouseClick(scrubber->backButton(), Qt::LeftButton);
        QCOMPARE(selected.last().first().toInt(), 2);
        QTest::mouseClick(scrubber->forwardButton(), Qt::LeftButton);
        QTest::mouseClick(scrubber->forwardButton(), Qt::LeftButton);
        QCOMPARE(selected.last().first().toInt(), 4);
        scrubber->slider()->setFocus();
        QTest::keyClick(scrubber->slider(), Qt::Key_Home);
        QCOMPARE(selected.last().first().toInt(), 0);
        QCOMPARE(scrubber->labelText(), QStringLiteral("Before the first step"));

        // Double-clicking a chip goes to the state right after it.
        const int third = dock.view()->shownSteps().at(2);
        QTest::mouseDClick(dock.view(), Qt::LeftButton, {}, dock.view()->chipRect(third).center());
        QCOMPARE(selected.last().first().toInt(), third + 1);

        // An edit re-resolves: the timeline shows the final result again.
        const int before = selected.count();
        QVERIFY(doc.setDamage("fumarole", 1));
        QCOMPARE(dock.currentStep(), n);
        QCOMPARE(selected.count(), before + 1);
        QCOMPARE(selected.last().first().toInt(), n);
    }

    // CR 613.8a–b: Urborg (timestamp 1) depends on Blood Moon (timestamp 2). Both chips say a
    // dependency placed them, by card name, in the dependency colour; the arrow runs from Urborg
    // to Blood Moon, as the legend's "depends on" reads.
    void bloodMoonUrborgChipsSayDependency()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, kScenarios + "classic-03-blood-moon-urborg.strata.json"));
        TimelineView view(&doc);
        view.resize(view.sizeHint());
        const int moon = stepOf(doc, "4", "moon#1"), urborg = stepOf(doc, "4", "urborg#1");
        QVERIFY(moon >= 0 && urborg > moon);

        const StepSummary m = view.chipSummary(moon);
        QCOMPARE(m.title, QStringLiteral("Blood Moon"));
        QCOMPARE(m.effect, QStringLiteral("moon#1"));
        QVERIFY(m.placedByDependency());
        QCOMPARE(m.shownOrder(), OrderReason::Dependency);
        QCOMPARE(m.pill, QStringLiteral("dependency"));
        QCOMPARE(m.aheadOfTitles, QStringList{"Urborg, Tomb of Yawgmoth"});
        QVERIFY2(m.dependency.contains("Urborg, Tomb of Yawgmoth depends on it"), qPrintable(m.dependency));
        QVERIFY2(!m.reason.contains("timestamp"), qPrintable(m.reason));
        const QString why = StepExplanation::sentence(m, doc.resolution());
        QVERIFY2(why.contains("newer") && why.contains("613.8b"), qPrintable(why));

        const StepSummary u = view.chipSummary(urborg);
        QCOMPARE(u.title, QStringLiteral("Urborg, Tomb of Yawgmoth"));
        QVERIFY(!u.applied);
        QCOMPARE(u.order, OrderReason::Dependency);
        QCOMPARE(u.reason, QStringLiteral("depends on Blood Moon"));
        QCOMPARE(u.dependency, QStringLiteral("depends on Blood Moon"));
        const QString lesson = StepExplanation::sentence(u, doc.resolution());
        QVERIFY2(lesson.contains("depends on Blood Moon") && lesson.contains("613.8a") && lesson.contains("613.8b")
                && lesson.contains("no longer exists"),
            qPrintable(lesson));

        QCOMPARE(view.arrowSteps(), (QVector<QPair<int, int>>{{urborg, moon}}));

        // The bar on each chip's left edge is painted in the legend's dependency colour.
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        view.render(&image);
        const QColor dependency = TimelineStyle::reason(OrderReason::Dependency);
        for (int step : {moon, urborg}) {
            const QRect chip = view.chipRect(step);
            const QColor bar = image.pixelColor(chip.left() + 2, chip.center().y());
            QVERIFY2(qAbs(bar.red() - dependency.red()) < 12 && qAbs(bar.green() - dependency.green()) < 12
                    && qAbs(bar.blue() - dependency.blue()) < 12,
                qPrintable(QString("step %1: %2, not %3").arg(step).arg(bar.name(), dependency.name())));
        }
    }

    // Bad Moon + Darkest Hour: the point is that the Bears are already black from layer 5 when
    // Bad Moon's 7c effect looks for black creatures.
    void explanationSaysWhatEarlierLayersDid()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, kScenarios + "seed-1-bad-moon-darkest-hour.strata.json"));
        const int moon = stepOf(doc, "7c", "moon#1");
        QVERIFY(moon >= 0);
        const QStringList earlier = StepExplanation::readFromEarlierLayers(doc.state(), doc.resolution(), moon);
        QCOMPARE(earlier.size(), 1);
        QVERIFY2(earlier.first().contains("Grizzly Bears") && earlier.first().contains("black")
                && earlier.first().contains("layer 5") && earlier.first().contains("Darkest Hour"),
            qPrintable(earlier.first()));
        const QString html
            = StepExplanation::html(doc.state(), StepSummary::of(doc.state(), doc.resolution(), moon), doc.resolution());
        QVERIFY(html.contains("Darkest Hour"));
    }

    // CR 613.6: Humility's 7b effect keeps applying although Humility lost its ability in layer 6.
    void humilityStepCitesRule6136WhereItDecides()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        const int hum = stepOf(doc, "7b", "hum#1");
        QVERIFY(hum >= 0);
        const QString kept = StepExplanation::keptByRule6136(doc.state(), doc.resolution(), hum);
        QVERIFY2(kept.contains("613.6") && kept.contains("layer 6"), qPrintable(kept));
        // Not where the rule decides nothing: Opalescence's 7b effect never lost its ability.
        QVERIFY(StepExplanation::keptByRule6136(doc.state(), doc.resolution(), stepOf(doc, "4", "opal#1")).isEmpty());
    }

    void explanationFollowsTheScrubber()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimelineDock dock(&doc);
        dock.resize(1400, 900);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const QVector<int> steps = dock.view()->shownSteps();
        QVERIFY(steps.size() >= 3);
        // Opened, the scrubber stands on the last step, and the panel explains it.
        QCOMPARE(dock.view()->selectedStep(), steps.last());
        QVERIFY2(dock.explanationText().contains(dock.view()->chipSummary(steps.last()).title),
            qPrintable(dock.explanationText()));
        for (int position : {1, 3, 2}) {
            dock.scrubber()->setPosition(position);
            const int step = steps.at(position - 1);
            QCOMPARE(dock.view()->selectedStep(), step);
            const StepSummary s = dock.view()->chipSummary(step);
            QVERIFY2(dock.explanationText().contains(TimelineLanes::title(s.layer, doc.resolution().edition))
                    && dock.explanationText().contains(s.title),
                qPrintable(dock.explanationText()));
        }
    }

    // A step that touches many objects without changing them says so in one line.
    void unchangedObjectsCollapseIntoACount()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("swamps.strata.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray objects = R"({"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "ana", "timestamp": 1})";
        for (int i = 0; i < 6; ++i)
            objects += QStringLiteral(R"(, {"id": "s%1", "card": "Swamp", "controller": "ana", "timestamp": %2})")
                           .arg(i)
                           .arg(i + 2)
                           .toUtf8();
        f.write(R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": [)"
            + objects + "]}");
        f.close();
        ScenarioDocument doc;
        QVERIFY(openInto(doc, path));
        const StepSummary s = StepSummary::of(doc.state(), doc.resolution(), stepOf(doc, "4", "urborg#1"));
        int unchanged = 0;
        for (const ChangeLine& c : s.changes)
            unchanged += c.unchanged ? 1 : 0;
        QCOMPARE(unchanged, 1);
        QVERIFY(s.changes.last().unchanged);
        QCOMPARE(s.changes.last().object, QStringLiteral("6 objects"));
        QVERIFY2(s.changes.last().full.contains("Swamp"), qPrintable(s.changes.last().full));
    }

    // A card dragged from the library over the timeline is told where cards go, and not dropped.
    void cardDraggedOverTheTimelineIsToldWhereCardsGo()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, kDemo));
        TimelineView view(&doc);
        view.resize(800, 400);
        std::unique_ptr<QMimeData> mime(cardMimeData({"Grizzly Bears"}));
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &enter);
        QVERIFY(enter.isAccepted());
        QVERIFY2(view.dropHint().contains("board"), qPrintable(view.dropHint()));
        QDragMoveEvent move(QPoint(60, 60), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        QVERIFY(!move.isAccepted());
        const int objects = int(doc.state().objects.size());
        QDropEvent drop(QPointF(60, 60), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &drop);
        QVERIFY(!drop.isAccepted());
        QCOMPARE(int(doc.state().objects.size()), objects);
        // Anything else dragged over it is not a card: nothing to say.
        QMimeData text;
        text.setText("hello");
        QDragEnterEvent other(QPoint(50, 50), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        QDragLeaveEvent leave;
        QApplication::sendEvent(&view, &leave);
        QApplication::sendEvent(&view, &other);
        QVERIFY(!other.isAccepted());
        QVERIFY(view.dropHint().isEmpty());
    }

    void focusOnOneObject()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimelineDock dock(&doc);
        TimelineView* view = dock.view();
        const int all = view->chipCount();

        dock.setFocusObject("bears");
        QCOMPARE(view->chipCount(), all);   // the scope still says "whole board"
        dock.setFocusOnSelection(true);
        QCOMPARE(view->focusObject(), QStringLiteral("bears"));
        QVERIFY(view->chipCount() < all);
        QVERIFY(view->chipCount() > 0);
        const int bears = doc.state().objectIndex("bears");
        for (int step : view->shownSteps()) {
            const TraceStep& s = doc.resolution().steps[step];
            QVERIFY2(s.source == bears || s.affected.contains(bears), qPrintable(s.effect));
        }
        QCOMPARE(dock.scrubber()->positionCount(), view->chipCount());
        QVERIFY(dock.scopeBox()->currentText().contains("Grizzly Bears"));

        dock.setFocusObject("opal");
        QVERIFY(view->shownSteps().contains(stepOf(doc, "4", "opal#1")));
        dock.setFocusOnSelection(false);
        QCOMPARE(view->chipCount(), all);
    }

    void followsEdits()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimelineView view(&doc);
        QCOMPARE(view.chipCount("7c"), 1);
        QVERIFY(doc.removeObject("anthem"));
        QCOMPARE(view.chipCount("7c"), 0);
        doc.undoStack()->undo();
        QCOMPARE(view.chipCount("7c"), 1);
        // Opalescence first: its 7b chip now stands left of Humility's.
        QVERIFY(view.chipRect(stepOf(doc, "7b", "hum#1")).left() < view.chipRect(stepOf(doc, "7b", "opal#1")).left());
        const int opalBefore = stepOf(doc, "7b", "opal#1");
        view.setSelectedStep(opalBefore);
        QVERIFY(doc.moveTimestamp("opal", "hum", TimestampPlacement::Before));
        QVERIFY(view.chipRect(stepOf(doc, "7b", "opal#1")).left() < view.chipRect(stepOf(doc, "7b", "hum#1")).left());
        // The picked step is still Opalescence's 7b step, though it now stands elsewhere in the trace.
        QVERIFY(stepOf(doc, "7b", "opal#1") != opalBefore);
        QCOMPARE(view.selectedStep(), stepOf(doc, "7b", "opal#1"));
        QCOMPARE(view.chipSummary(stepOf(doc, "7b", "opal#1")).reason, QStringLiteral("timestamp 1"));
    }

    void picturesForPeople_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QSize>("size");
        const QSize tall(1500, 980), wide(1700, 560);   // floating on a projector; docked under the board
        QTest::newRow("demo") << kDemo << "timeline_demo.png" << tall;
        QTest::newRow("humility") << testData("humility_opalescence_a.strata.json") << "timeline_humility_a.png"
                                  << wide;
        QTest::newRow("loop") << testData("conspiracy_life_and_limb_loop.strata.json") << "timeline_loop.png" << tall;
        QTest::newRow("2016") << testData("rules_2016_seed_fumarole_inversion.strata.json") << "timeline_2016.png"
                              << wide;
        QTest::newRow("dependency") << testData("conspiracy_animated_land.strata.json") << "timeline_dependency.png"
                                    << tall;
        QTest::newRow("copy") << testData("l1_clone_pumped_creature.strata.json") << "timeline_clone.png" << tall;
    }

    void picturesForPeople()
    {
        QFETCH(QString, path);
        QFETCH(QString, name);
        QFETCH(QSize, size);
        QVERIFY(m_tmp.isValid());
        ScenarioDocument doc;
        QVERIFY(openInto(doc, path));
        TimelineDock dock(&doc);
        dock.resize(size);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        if (name == "timeline_humility_a.png") {
            // Show a step picked and the scrubber part way, as a presenter would.
            const int anthem = stepOf(doc, "7c", "anthem#1");
            QTest::mouseClick(dock.view(), Qt::LeftButton, {}, dock.view()->chipRect(anthem).center());
            dock.scrubber()->setPosition(3);
        }
        const QImage shot = dock.grab().toImage();
        QVERIFY(shot.save(snapshotPath(m_tmp, name)));
        QVERIFY(colourVariety(shot) > 20);

        // Export: the whole timeline into a picture of any size.
        const QSizeF content = dock.view()->contentSize();
        QImage image((content * 1.5).toSize(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        dock.view()->renderTo(&painter, QRectF(QPointF(0, 0), content * 1.5));
        painter.end();
        QVERIFY(image.save(snapshotPath(m_tmp, QStringLiteral("export_") + name)));
        QVERIFY(colourVariety(image) > 20);
        QCOMPARE(qAlpha(image.pixel(image.width() / 2, image.height() / 2)), 255);
    }
};

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
