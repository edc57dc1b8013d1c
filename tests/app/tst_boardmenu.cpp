// The board's context menu (abilities, tapping, targets picked on the board, the state after a
// step) and the choices a card asks for when it enters or is cast.
#include "AppTestSupport.h"
#include "BoardDrag.h"
#include "EditKinds.h"
#include "board/BoardActions.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardContextMenu.h"
#include "board/CardItem.h"
#include "board/ChoiceDialog.h"
#include "board/CardPresentation.h"
#include "board/ChoiceProvider.h"
#include "document/ScenarioDocument.h"
#include "models/CardLibraryModel.h"
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QMenu>
#include <QMimeData>
#include <QSpinBox>
#include <QUndoStack>
#include <QtTest>
#include <memory>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

class TestBoardMenu : public QObject {
    Q_OBJECT

private slots:
    // ---- the context menu -------------------------------------------------------------------------

    void contextMenuAbilitiesAndTapping()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Mishra's Factory", b.battlefieldSpot("ana", 0)));
        const QString factory = lastObjectId(b);
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 2)));
        const QString bears = lastObjectId(b);
        std::unique_ptr<QMenu> menu(CardContextMenu::build(&b.doc, b.view->actions(), factory, b.view.get()));
        // The mana ability is listed, but leaves no continuous effect to add.
        QVERIFY(findAction(menu.get(), "ability-1"));
        QVERIFY(!findAction(menu.get(), "ability-1")->isEnabled());
        QAction* animate = findAction(menu.get(), "ability-2");
        QVERIFY(animate);
        animate->trigger();
        QCOMPARE(b.doc.state().effects.size(), 1);
        QCOMPARE(b.doc.state().effects.first().sourceId, factory);
        QCOMPARE(b.doc.state().effects.first().abilityIndex, 2);
        QVERIFY(b.computed(factory).isCreature());
        QCOMPARE(b.item(factory)->presentation().powerToughness, QString("2/2"));
        QVERIFY(b.item(factory)->presentation().typeLineChanged());

        // The pump targets one creature: a submenu lists the permanents.
        menu.reset(CardContextMenu::build(&b.doc, b.view->actions(), factory, b.view.get()));
        QAction* onSelf = findAction(menu.get(), "target-" + factory);
        QVERIFY(onSelf);
        onSelf->trigger();
        QCOMPARE(b.doc.state().effects.size(), 2);
        QCOMPARE(b.doc.state().effects.last().targets, QStringList{factory});
        QCOMPARE(b.computed(factory).power, std::optional<int>(3));

        menu.reset(CardContextMenu::build(&b.doc, b.view->actions(), bears, b.view.get()));
        findAction(menu.get(), "tap")->trigger();
        QVERIFY(b.object(bears)->tapped);
        QVERIFY(b.item(bears)->isTapped());
        QVERIFY(b.item(bears)->boundingRect().width() > b.item(bears)->boundingRect().height());
        menu.reset(CardContextMenu::build(&b.doc, b.view->actions(), bears, b.view.get()));
        findAction(menu.get(), "remove")->trigger();
        QVERIFY(!b.object(bears));
    }

    // Oko's −5 has two targets: they are clicked on the board, and control is exchanged.
    void abilityTargetsPickedOnTheBoard()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Oko, Thief of Crowns", b.battlefieldSpot("ana", 0)));
        const QString oko = lastObjectId(b);
        QVERIFY(dragFromPalette(b, "Ornithopter", b.battlefieldSpot("ana", 2)));
        const QString thopter = lastObjectId(b);
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("nico", 0)));
        const QString bears = lastObjectId(b);
        std::unique_ptr<QMenu> menu(CardContextMenu::build(&b.doc, b.view->actions(), oko, b.view.get()));
        QAction* exchange = findAction(menu.get(), "ability-3");
        QVERIFY(exchange);
        exchange->trigger();
        QVERIFY(b.view->isPickingTargets());
        QVERIFY(b.doc.state().effects.isEmpty());
        QTest::mouseClick(
            b.view->viewport(), Qt::LeftButton, Qt::NoModifier, b.view->mapFromScene(b.centreOf(thopter)));
        QVERIFY(b.view->isPickingTargets());
        b.view->ensureVisible(QRectF(b.centreOf(bears), QSizeF(1, 1)));
        QTest::mouseClick(b.view->viewport(), Qt::LeftButton, Qt::NoModifier, b.view->mapFromScene(b.centreOf(bears)));
        QVERIFY(!b.view->isPickingTargets());
        QCOMPARE(b.doc.state().effects.size(), 1);
        QCOMPARE(b.doc.state().effects.first().targets, (QStringList{thopter, bears}));
        QCOMPARE(b.computed(bears).controller, QString("ana"));
        QCOMPARE(b.computed(thopter).controller, QString("nico"));
        QVERIFY(b.item(bears)->presentation().controlChanged);

        // Esc gives up a pick without an edit.
        menu.reset(CardContextMenu::build(&b.doc, b.view->actions(), oko, b.view.get()));
        findAction(menu.get(), "ability-3")->trigger();
        QTest::keyClick(b.view.get(), Qt::Key_Escape);
        QVERIFY(!b.view->isPickingTargets());
        QCOMPARE(b.doc.state().effects.size(), 1);
    }

    // The demo's Wandering Fumarole shows the ability its animation granted, numbered in that effect.
    void grantedAbilityInMenu()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        BoardView view(&doc);
        std::unique_ptr<QMenu> menu(CardContextMenu::build(&doc, view.actions(), "fumarole", &view));
        QAction* switchPT = findAction(menu.get(), "ability-animate-1");
        QVERIFY(switchPT);
        const int effects = doc.state().effects.size();
        switchPT->trigger();
        QCOMPARE(doc.state().effects.size(), effects + 1);
        QCOMPARE(doc.state().effects.last().abilityFrom, QString("animate"));
        QCOMPARE(doc.state().effects.last().abilityIndex, 1);
    }

    // The timeline's scrubber: the board shows the Fumarole as each layer leaves it.
    void showStateAfterStep()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        BoardView view(&doc);
        view.resize(900, 600);
        view.show();
        const CardItem* fumarole = view.boardScene()->cardItem("fumarole");
        const QVector<TraceStep>& steps = doc.resolution().steps;
        int firstOf7c = -1;
        for (int i = 0; i < steps.size() && firstOf7c < 0; ++i)
            if (steps[i].layer == "7c")
                firstOf7c = i;
        QVERIFY(firstOf7c > 0);

        view.showStep(0);   // nothing applied: the printed land
        QCOMPARE(fumarole->presentation().powerToughness, QString());
        QCOMPARE(fumarole->presentation().typeLine, QString("Land"));
        QVERIFY(fumarole->presentation().colors.isEmpty());
        QVERIFY(!view.overlayText().isEmpty());
        view.showStep(firstOf7c);   // layer 7b has set 1/4
        QCOMPARE(fumarole->presentation().powerToughness, QString("1/4"));
        QVERIFY(fumarole->presentation().colors.has(Color::Blue));
        view.showStep(firstOf7c + 1);   // Nameless Inversion's +3/-3
        QCOMPARE(fumarole->presentation().powerToughness, QString("4/1"));
        view.showStep(-1);
        QCOMPARE(fumarole->presentation().powerToughness, QString("1/4"));
        QVERIFY(view.overlayText().isEmpty());
    }

    // ---- choices ----------------------------------------------------------------------------------

    void permanentChoices()
    {
        Board b;
        // Painter's Servant asks for a colour as it enters.
        b.choices.answer.choices.color = Color::Blue;
        QVERIFY(dragFromPalette(b, "Painter's Servant", b.battlefieldSpot("ana", 0)));
        QCOMPARE(b.choices.asked.size(), 1);
        QVERIFY(b.choices.asked.last().color);
        QVERIFY(!b.choices.asked.last().copy);
        const QString servant = lastObjectId(b);
        QCOMPARE(b.object(servant)->choices.color, std::optional<Color>(Color::Blue));
        QVERIFY(b.computed(servant).colors.has(Color::Blue));
        QCOMPARE(b.doc.undoStack()->count(), 1);   // added and chosen: one step

        // Clone asks for an object to copy, among the creatures on the board.
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("nico", 0)));
        const QString bears = lastObjectId(b);
        b.choices.answer = ChoiceAnswer();
        b.choices.answer.choices.copyOf = bears;
        QVERIFY(dragFromPalette(b, "Clone", b.battlefieldSpot("ana", 2)));
        const ChoiceRequest& cloneAsked = b.choices.asked.last();
        QVERIFY(cloneAsked.copy);
        QVERIFY(cloneAsked.copyOptional);
        QVERIFY(cloneAsked.copyCandidates.contains(bears));
        QVERIFY(cloneAsked.copyCandidates.contains(servant));   // an artifact creature
        const QString clone = lastObjectId(b);
        QCOMPARE(b.computed(clone).name, QString("Grizzly Bears"));
        QVERIFY(b.item(clone)->presentation().nameChanged());

        // Feral Hydra: X, and the counters it enters with, as one step.
        const int steps = b.doc.undoStack()->count();
        b.choices.answer = ChoiceAnswer();
        b.choices.answer.choices.x = 3;
        QVERIFY(dragFromPalette(b, "Feral Hydra", b.battlefieldSpot("ana", 4)));
        QVERIFY(b.choices.asked.last().x);
        const QString hydra = lastObjectId(b);
        QCOMPARE(b.object(hydra)->counterCount("+1/+1"), 3);
        QCOMPARE(b.computed(hydra).power, std::optional<int>(3));
        QCOMPARE(b.doc.undoStack()->count(), steps + 1);
        b.doc.undoStack()->undo();
        QVERIFY(!b.object(hydra));

        // Cancelling the dialog adds nothing.
        b.choices.cancel = true;
        const int objects = b.doc.state().objects.size();
        dragFromPalette(b, "Conspiracy", b.battlefieldSpot("ana", 5));
        QVERIFY(b.choices.asked.last().creatureType);
        QCOMPARE(b.doc.state().objects.size(), objects);
    }

    void spellChoicesAndController()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Bog Wraith", b.battlefieldSpot("nico", 0)));
        const QString wraith = lastObjectId(b);
        // Mind Bend swaps a colour word or a basic land type.
        b.choices.answer.choices.textFrom = "Swamp";
        b.choices.answer.choices.textTo = "Island";
        QVERIFY(dragFromPalette(b, "Mind Bend", b.centreOf(wraith)));
        QCOMPARE(b.choices.asked.last().swapWords, ChoiceRequest::WordKind::ColorOrLandType);
        QCOMPARE(b.doc.state().effects.last().choices.textTo, QString("Island"));
        QVERIFY(b.computed(wraith).hasKeyword("Landwalk"));
        bool islandwalk = false;
        for (const CardPresentation::AbilityLine& line : b.item(wraith)->presentation().abilities)
            islandwalk = islandwalk
                || (line.text == "Islandwalk" && line.origin == CardPresentation::AbilityLine::Origin::TextChanged);
        QVERIFY(islandwalk);

        // Act of Treason takes control: who casts it is asked, by default not the creature's controller.
        b.choices.answer = ChoiceAnswer();
        QVERIFY(dragFromPalette(b, "Act of Treason", b.centreOf(wraith)));
        QCOMPARE(b.choices.asked.last().controllerCandidates, (QStringList{"ana", "nico"}));
        QCOMPARE(b.choices.asked.last().defaultController, QString("ana"));
        QCOMPARE(b.doc.state().effects.last().controller, QString("ana"));
        QCOMPARE(b.computed(wraith).controller, QString("ana"));

        // Dominate: X.
        b.choices.answer.choices.x = 4;
        QVERIFY(dragFromPalette(b, "Dominate", b.centreOf(wraith)));
        QVERIFY(b.choices.asked.last().x);
        QCOMPARE(b.doc.state().effects.last().choices.x, std::optional<int>(4));
    }

    // The real dialog builds the rows a request asks for and answers in the scenario format's terms.
    void choiceDialogAnswers()
    {
        GameState state;
        state.players = {Player{"ana", "Ana"}, Player{"nico", "Nico"}};
        ChoiceRequest request;
        request.subject = "Test";
        request.color = true;
        request.creatureType = true;
        request.swapWords = ChoiceRequest::WordKind::ColorOrLandType;
        request.x = true;
        request.controllerCandidates = {"ana", "nico"};
        request.defaultController = "nico";
        ChoiceDialog dialog(request, state);
        auto* color = dialog.findChild<QComboBox*>("color");
        auto* type = dialog.findChild<QComboBox*>("creatureType");
        auto* from = dialog.findChild<QComboBox*>("swapFrom");
        auto* to = dialog.findChild<QComboBox*>("swapTo");
        auto* x = dialog.findChild<QSpinBox*>("x");
        QVERIFY(color && type && from && to && x);
        QVERIFY(!dialog.findChild<QComboBox*>("copyOf"));
        color->setCurrentIndex(color->findData("green"));
        type->setEditText("elf");
        from->setCurrentIndex(from->findData("Swamp"));
        QCOMPARE(to->findData("white"), -1);   // a land type becomes a land type
        to->setCurrentIndex(to->findData("Forest"));
        x->setValue(5);
        QVERIFY(dialog.isAcceptable());
        const ChoiceAnswer a = dialog.answer();
        QCOMPARE(a.choices.color, std::optional<Color>(Color::Green));
        QCOMPARE(a.choices.creatureType, QString("Elf"));
        QCOMPARE(a.choices.textFrom, QString("Swamp"));
        QCOMPARE(a.choices.textTo, QString("Forest"));
        QCOMPARE(a.choices.x, std::optional<int>(5));
        QCOMPARE(a.controller, QString("nico"));
        if (const QString dir = qEnvironmentVariable("STRATA_BOARD_SHOTS"); !dir.isEmpty())
            dialog.grab().save(QDir(dir).filePath("choice-dialog.png"));
        type->setEditText("Not a type");
        QVERIFY(!dialog.isAcceptable());
    }

};

QTEST_MAIN(TestBoardMenu)
#include "tst_boardmenu.moc"
