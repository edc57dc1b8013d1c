// Copies on the board: a creature dropped on the battlefield of a player who controls Essence of the
// Wild enters as a copy of it, as core decides (616.1c), and "as this enters, it becomes your choice"
// (Primal Plasma) asks for the form, also when a Clone copies such a creature (707.6).
#include "AppTestSupport.h"
#include "BoardDrag.h"
#include "board/ChoiceDialog.h"
#include "import/AppCardLibrary.h"
#include <QComboBox>
#include <QUndoStack>
#include <QtTest>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

class TestBoardCopies : public QObject {
    Q_OBJECT

private slots:
    // CR 616.1c, 707.5, 614.12
    void essenceMakesADroppedCreatureACopy()
    {
        Board b;
        const QString bears = dropCard(b, "Grizzly Bears", b.battlefieldSpot("nico", 0));
        QVERIFY(!bears.isEmpty());
        const QString essence = dropCard(b, "Essence of the Wild", b.battlefieldSpot("ana", 0));
        QVERIFY(!essence.isEmpty());
        b.choices.asked.clear();

        // Rusted Sentinel enters as a 6/6 Essence of the Wild, untapped: its own "enters tapped" is
        // not one of the abilities it enters with. One Essence: nothing to ask.
        const QString sentinel = dropCard(b, "Rusted Sentinel", b.battlefieldSpot("ana", 2));
        QVERIFY(!sentinel.isEmpty());
        QVERIFY(b.choices.asked.isEmpty());
        QCOMPARE(b.object(sentinel)->choices.copyOf, essence);
        QVERIFY(!b.object(sentinel)->tapped);
        QCOMPARE(b.computed(sentinel).name, QString("Essence of the Wild"));
        QCOMPARE(b.computed(sentinel).power, std::optional<int>(6));
        QVERIFY(b.doc.resolution().warnings.isEmpty());
        QCOMPARE(b.doc.undoStack()->count(), 3);   // added with its choice: one step

        // Under Nico, who has no Essence, a Rusted Sentinel is itself and enters tapped.
        const QString nicos = dropCard(b, "Rusted Sentinel", b.battlefieldSpot("nico", 2));
        QVERIFY(!nicos.isEmpty());
        QVERIFY(b.object(nicos)->choices.copyOf.isEmpty());
        QVERIFY(b.object(nicos)->tapped);
        QCOMPARE(b.computed(nicos).name, QString("Rusted Sentinel"));

        // The Sentinel is an Essence of the Wild now, so a Clone under Ana is asked which of the two
        // it enters as a copy of (the one applied last), and not "nothing": it can't be itself.
        b.choices.asked.clear();
        b.choices.answer.choices.copyOf = sentinel;
        const QString clone = dropCard(b, "Clone", b.battlefieldSpot("ana", 4));
        QVERIFY(!clone.isEmpty());
        QCOMPARE(b.choices.asked.size(), 1);
        const ChoiceRequest& asked = b.choices.asked.last();
        QVERIFY(asked.copy && asked.copyForced && !asked.copyOptional);
        QCOMPARE(asked.copyCandidates, QStringList({essence, sentinel}));
        QCOMPARE(b.object(clone)->choices.copyOf, sentinel);
        QCOMPARE(b.computed(clone).name, QString("Essence of the Wild"));

        // An answer that names something else (the Clone's own choice) still makes it an Essence.
        b.choices.answer.choices.copyOf = bears;
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 1)));
        QCOMPARE(b.object(lastObjectId(b))->choices.copyOf, essence);
        QCOMPARE(b.computed(lastObjectId(b)).name, QString("Essence of the Wild"));
    }

    // CR 208.2b, 707.2, 707.6
    void formsAreAskedAsTheyEnter()
    {
        Board b;
        b.choices.answer.choices.mode = 2;
        const QString plasma = dropCard(b, "Primal Plasma", b.battlefieldSpot("ana", 0));
        QVERIFY(!plasma.isEmpty());
        QCOMPARE(b.choices.asked.size(), 1);
        QCOMPARE(b.choices.asked.last().modes.size(), 3);
        QCOMPARE(b.object(plasma)->choices.mode, std::optional<int>(2));
        QCOMPARE(b.computed(plasma).power, std::optional<int>(2));
        QVERIFY(b.doc.resolution().warnings.isEmpty());

        // A Clone that copies it is asked for its own form once it has chosen Plasma.
        b.choices.asked.clear();
        b.choices.answer = ChoiceAnswer();
        b.choices.answer.choices.copyOf = plasma;
        b.choices.answer.choices.mode = 3;
        const QString clone = dropCard(b, "Clone", b.battlefieldSpot("ana", 2));
        QVERIFY(!clone.isEmpty());
        QCOMPARE(b.choices.asked.size(), 2);
        QVERIFY(b.choices.asked.first().copy && b.choices.asked.first().modes.isEmpty());
        QCOMPARE(b.choices.asked.last().modes.size(), 3);
        QCOMPARE(b.object(clone)->choices.mode, std::optional<int>(3));
        QCOMPARE(b.computed(clone).toughness, std::optional<int>(6));
        QVERIFY(b.doc.resolution().warnings.isEmpty());
    }

    // The dialog offers the forms as rules text and answers the 1-based mode.
    void dialogAnswersTheForm()
    {
        Board b;
        ChoiceRequest request = ChoiceAnalysis::forPermanent(
            AppCardLibrary::current().find("Primal Plasma"), b.doc.state(), b.doc.resolution(), "ana");
        QCOMPARE(request.modes.size(), 3);
        QVERIFY(request.modes[1].contains("2/2"));
        ChoiceDialog dialog(request, b.doc.state());
        auto* mode = dialog.findChild<QComboBox*>("mode");
        QVERIFY(mode);
        QCOMPARE(mode->count(), 3);
        mode->setCurrentIndex(2);
        QCOMPARE(dialog.answer().choices.mode, std::optional<int>(3));
    }
};

QTEST_MAIN(TestBoardCopies)
#include "tst_boardcopies.moc"
