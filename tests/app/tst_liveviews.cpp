// Views that keep what they wrote before an edit and write again only what the edit changed (the
// timeline's chips, the timestamps list): after every kind of edit the benchmark times, and after a
// language switch, they show what views built afresh show.
#include "AppTestSupport.h"
#include "EditKinds.h"
#include "models/TimestampsModel.h"
#include "timeline/TimelineView.h"
#include <QAbstractItemModelTester>
#include <QPainter>
#include <QTranslator>
#include <QtTest>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

QString describe(const StepSummary& s)
{
    QStringList parts{QString::number(s.step), s.layer, s.effect, s.title, s.source, s.reason, s.pill, s.dependency,
        s.dependsOnTitles.join(u'|'), s.aheadOfTitles.join(u'|'), QString::number(int(s.order)),
        s.applied ? QStringLiteral("applied") : QStringLiteral("not applied"), s.note, s.rule};
    for (const ChangeLine& c : s.changes)
        parts << c.object + u'|' + c.before + u'|' + c.after + u'|' + c.text + u'|' + c.full + u'|'
                + (c.unchanged ? u'=' : u'*');
    return parts.join(u'\n');
}

// `top`: where the lanes begin (the legend above them wraps to the width of the widget).
QString describe(const TimelineLayout::Chip& chip, qreal top)
{
    QStringList lines;
    for (int l : chip.lines)
        lines << QString::number(l);
    return describe(chip.summary) + QStringLiteral("\nlane %1, rows %2, split %3, hidden %4, note %5, dependency %6, "
                                                   "height %7, at %8,%9 size %10x%11")
                                        .arg(chip.lane)
                                        .arg(lines.join(u','))
                                        .arg(chip.split)
                                        .arg(chip.hiddenChanges)
                                        .arg(chip.noteLines)
                                        .arg(chip.dependencyLines)
                                        .arg(chip.height)
                                        .arg(chip.rect.x())
                                        .arg(chip.rect.y() - top)
                                        .arg(chip.rect.width())
                                        .arg(chip.rect.height());
}

// Every chip of two timelines says the same and stands in the same place.
void compareTimelines(const TimelineView& live, const TimelineView& fresh)
{
    const TimelineLayout& a = live.timelineLayout();
    const TimelineLayout& b = fresh.timelineLayout();
    QCOMPARE(a.chips.size(), b.chips.size());
    QVERIFY(!a.lanes.isEmpty() && !b.lanes.isEmpty());
    for (int c = 0; c < b.chips.size(); ++c)
        QCOMPARE(describe(a.chips[c], a.lanes.first().rect.top()), describe(b.chips[c], b.lanes.first().rect.top()));
    QCOMPARE(a.size.height() - a.lanes.first().rect.top(), b.size.height() - b.lanes.first().rect.top());
    QCOMPARE(live.arrowSteps(), fresh.arrowSteps());
}

// Every cell of two timestamps models, in every role a view reads, the same.
void compareTimestamps(const TimestampsModel& live, const TimestampsModel& fresh)
{
    QCOMPARE(live.rowCount(), fresh.rowCount());
    for (int r = 0; r < fresh.rowCount(); ++r)
        for (int c = 0; c < fresh.columnCount(); ++c)
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(TimestampsModel::IdRole),
                     int(TimestampsModel::KindRole), int(TimestampsModel::CounterKindRole),
                     int(TimestampsModel::TimestampRole), int(TimestampsModel::EnteredTogetherRole)})
                QVERIFY2(live.index(r, c).data(role) == fresh.index(r, c).data(role),
                    qPrintable(QStringLiteral("row %1 column %2 role %3: %4 against %5")
                                   .arg(r)
                                   .arg(c)
                                   .arg(role)
                                   .arg(live.index(r, c).data(role).toString(), fresh.index(r, c).data(role).toString())));
}

}   // namespace

class TestLiveViews : public QObject {
    Q_OBJECT
    QTranslator m_translator;

private slots:
    void cleanup() { QVERIFY(useLanguage(m_translator, QStringLiteral("en"))); }

    void timelineAfterEditsEqualsAFreshOne()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/board_150.strata.json")));
        TimelineView live(&doc);
        const std::vector<EditKind> edits = editKinds(doc);
        QVERIFY(!edits.empty());
        for (const auto& [name, edit] : edits) {
            QVERIFY2(edit(), name);
            TimelineView fresh(&doc);
            compareTimelines(live, fresh);
            if (QTest::currentTestFailed())
                QFAIL(name);
        }
    }

    // After an edit that leaves the timeline its shape (more counters of a kind already there) the
    // view repaints the chips that changed, not the whole, and after one that changes the height of a
    // lane, the chips that changed above it and everything from it down: what it shows then (the
    // pixels it had, repainted where it asked) is what a view painted whole shows, after every kind
    // of edit.
    void timelineRepaintsWhatChanged()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/board_150.strata.json")));
        QString creature;
        for (int i = 0; i < doc.state().objects.size() && creature.isEmpty(); ++i)
            if (doc.state().objects[i].zone == Zone::Battlefield && doc.resolution().chars[i].isCreature())
                creature = doc.state().objects[i].id;
        QVERIFY(doc.setCounters(creature, QStringLiteral("+1/+1"), 1));
        TimelineView live(&doc);
        live.resize(live.sizeHint());
        std::vector<EditKind> edits = editKinds(doc);
        QVERIFY(!edits.empty());
        for (int n : {3, 4, 5, 6})   // the first may widen the view, whose width wraps the legend
            edits.push_back({"more counters", [&doc, creature, n] { return doc.setCounters(creature, "+1/+1", n); }});
        int partial = 0, resizedPartly = 0;
        for (const auto& [name, edit] : edits) {
            QImage shown(live.size(), QImage::Format_ARGB32_Premultiplied);
            live.render(&shown);
            QVERIFY2(edit(), name);
            QRegion repainted = live.repaintedByLastLayout();
            const bool partly = repainted != QRegion(live.rect());
            if (shown.size() != live.size()) {
                // Grown or shrunk (a lane grew), the view keeps its pixels where they were
                // (Qt::WA_StaticContents), and Qt paints what a taller view adds.
                QImage kept(live.size(), QImage::Format_ARGB32_Premultiplied);
                kept.fill(Qt::magenta);
                QPainter(&kept).drawImage(0, 0, shown);
                repainted += QRegion(live.rect()) - QRegion(shown.rect());
                shown = kept;
                resizedPartly += partly ? 1 : 0;
            }
            if (!repainted.isEmpty())   // an empty region would render the whole view
                live.render(&shown, repainted.boundingRect().topLeft(), repainted);
            QImage whole(live.size(), QImage::Format_ARGB32_Premultiplied);
            live.render(&whole);
            QVERIFY2(shown == whole, name);
            partial += partly ? 1 : 0;
        }
        QVERIFY(partial >= 2);
        // A move changes the height of the lanes of what moved, and the lanes above them stay.
        QVERIFY(resizedPartly >= 1);
    }

    // More counters on one creature: the chips of the steps that touch it say the new values, the
    // others what they said.
    void counterRewritesTheChipsOfItsCreatureAlone()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/board_150.strata.json")));
        int creature = -1;
        for (int i = 0; i < doc.state().objects.size() && creature < 0; ++i)
            if (doc.state().objects[i].zone == Zone::Battlefield && doc.resolution().chars[i].isCreature())
                creature = i;
        QVERIFY(creature >= 0);
        const QString id = doc.state().objects[creature].id;
        QVERIFY(doc.setCounters(id, QStringLiteral("+1/+1"), 3));
        TimelineView live(&doc);
        QHash<QString, QString> before;
        for (const TimelineLayout::Chip& c : live.timelineLayout().chips)
            before.insert(c.summary.layer + u' ' + c.summary.effect, describe(c.summary));
        QVERIFY(doc.setCounters(id, QStringLiteral("+1/+1"), 5));
        TimelineView fresh(&doc);
        compareTimelines(live, fresh);
        int rewritten = 0, kept = 0;
        for (const TimelineLayout::Chip& c : live.timelineLayout().chips) {
            const TraceStep& step = doc.resolution().steps[c.summary.step];
            bool touches = step.source == creature || step.affected.contains(creature);
            for (const TraceChange& change : step.changes)
                touches = touches || change.object == creature;
            const QString was = before.value(c.summary.layer + u' ' + c.summary.effect);
            if (touches) {
                rewritten += was != describe(c.summary) ? 1 : 0;
            } else {
                QCOMPARE(describe(c.summary), was);
                ++kept;
            }
        }
        QVERIFY(rewritten > 0);
        QVERIFY(kept > 0);
    }

    void timelineFollowsALanguageSwitch()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/board_150.strata.json")));
        TimelineView live(&doc);
        QStringList english;
        for (const TimelineLayout::Chip& c : live.timelineLayout().chips)
            english << c.summary.reason;
        QVERIFY(useLanguage(m_translator, QStringLiteral("es")));
        QCoreApplication::processEvents();   // the LanguageChange the widgets are sent
        TimelineView fresh(&doc);
        compareTimelines(live, fresh);
        QStringList spanish;
        for (const TimelineLayout::Chip& c : live.timelineLayout().chips)
            spanish << c.summary.reason;
        QCOMPARE(spanish.size(), english.size());
        int translated = 0;
        for (int i = 0; i < spanish.size(); ++i)
            translated += spanish[i] != english[i] ? 1 : 0;
        QVERIFY2(translated > spanish.size() / 2, qPrintable(spanish.join(u'\n')));
        // An edit after the switch keeps the new language in the chips it takes again.
        QVERIFY(editKinds(doc).front().edit());
        TimelineView afterEdit(&doc);
        compareTimelines(live, afterEdit);
    }

    void timestampsAfterEditsEqualAFreshModel()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/board_150.strata.json")));
        TimestampsModel live(&doc);
        QAbstractItemModelTester tester(&live, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const std::vector<EditKind> edits = editKinds(doc);
        QVERIFY(!edits.empty());
        for (const auto& [name, edit] : edits) {
            QVERIFY2(edit(), name);
            TimestampsModel fresh(&doc);
            compareTimestamps(live, fresh);
            if (QTest::currentTestFailed())
                QFAIL(name);
        }
        // A counter on one creature announces at most its own rows, not the list; a timestamp move
        // announces the rows whose numbers it changed.
        QVERIFY(edits[0].edit());
        QVERIFY2(live.rowsAnnouncedByLastSync() < live.rowCount() / 10,
            qPrintable(QString::number(live.rowsAnnouncedByLastSync())));
        QVERIFY(edits[1].edit());
        QVERIFY(live.rowsAnnouncedByLastSync() > 0);
    }

    void timestampsFollowALanguageSwitch()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/board_150.strata.json")));
        QString creature;
        for (int i = 0; i < doc.state().objects.size() && creature.isEmpty(); ++i)
            if (doc.resolution().chars[i].isCreature())
                creature = doc.state().objects[i].id;
        // Counters placed later (613.7c) get a row of their own, named in the language of the moment.
        QVERIFY(doc.setCounters(creature, QStringLiteral("flying"), 1, true));
        TimestampsModel live(&doc);
        int countersRow = -1;
        for (int r = 0; r < live.rowCount() && countersRow < 0; ++r)
            if (live.keyAt(r).kind == TimestampKey::Kind::Counters)
                countersRow = r;
        QVERIFY(countersRow >= 0);
        const QString english = live.index(countersRow, TimestampsModel::NameColumn).data().toString();
        QVERIFY(useLanguage(m_translator, QStringLiteral("es")));
        const QString spanish = live.index(countersRow, TimestampsModel::NameColumn).data().toString();
        QVERIFY2(spanish != english, qPrintable(spanish));
        TimestampsModel fresh(&doc);
        compareTimestamps(live, fresh);
    }
};

QTEST_MAIN(TestLiveViews)
#include "tst_liveviews.moc"
