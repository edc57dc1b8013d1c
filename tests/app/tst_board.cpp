// The board: cards dragged from the library palette onto battlefields, piles and permanents (real
// drag and drop events sent to the view's viewport, with the MIME data the palette model makes),
// cards moved and re-attached with the mouse, Delete and undo, and what each card shows (computed
// values, changes against printed ones, state-based actions). The context menu and choices are in
// tst_boardmenu.cpp, zoom, selection and export in tst_boardview.cpp.
#include "AppTestSupport.h"
#include "BoardDrag.h"
#include "EditKinds.h"
#include "board/BoardActions.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardContextMenu.h"
#include "board/CardItem.h"
#include "board/CardPresentation.h"
#include "board/ChoiceProvider.h"
#include "document/ScenarioDocument.h"
#include "models/CardLibraryModel.h"
#include <QAction>
#include <QDir>
#include <QGraphicsSceneHoverEvent>
#include <QMenu>
#include <QMimeData>
#include <QSet>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <memory>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

// A mouse drag of a card already on the board, with real press, move and release events.
void dragOnBoard(Board& board, QPointF fromScene, QPointF toScene)
{
    dragOnView(*board.view, fromScene, toScene);
}

}   // namespace

class TestBoard : public QObject {
    Q_OBJECT

private slots:
    // After each kind of edit, every card kept from before reads and draws as a card presented
    // afresh: its presentation and its tooltip the same.
    void cardsAfterEditsEqualFreshPresentations()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("boards/board_150.strata.json")));
        BoardView view(&doc);
        const std::vector<EditKind> edits = editKinds(doc);
        QVERIFY(!edits.empty());
        for (const auto& [name, edit] : edits) {
            QVERIFY2(edit(), name);
            QCOMPARE(view.boardScene()->cardItems().size(), doc.state().objects.size());
            for (int i = 0; i < doc.state().objects.size(); ++i) {
                const CardItem* item = view.boardScene()->cardItem(doc.state().objects[i].id);
                QVERIFY2(item, name);
                const CardPresentation fresh = CardPresenter::present(doc, i);
                QVERIFY2(item->presentation() == fresh, qPrintable(QStringLiteral("%1: %2").arg(name, fresh.objectId)));
                QVERIFY2(item->shownToolTip() == fresh.toolTip(), qPrintable(QStringLiteral("%1: %2").arg(name, fresh.objectId)));
            }
            // Hovering writes the tooltip the scene shows: what a fresh presentation says.
            for (int i = 0; i < doc.state().objects.size(); i += 7) {
                CardItem* item = view.boardScene()->cardItem(doc.state().objects[i].id);
                QGraphicsSceneHoverEvent enter(QEvent::GraphicsSceneHoverEnter);
                view.boardScene()->sendEvent(item, &enter);
                QVERIFY2(item->toolTip() == CardPresenter::present(doc, i).toolTip(),
                    qPrintable(QStringLiteral("%1: %2").arg(name, item->objectId())));
                QGraphicsSceneHoverEvent leave(QEvent::GraphicsSceneHoverLeave);
                view.boardScene()->sendEvent(item, &leave);
            }
        }
    }

    // ---- drops from the palette -----------------------------------------------------------------

    // A permanent dropped on Nico's battlefield enters under his control with the next timestamp,
    // where it was dropped, as one undo step.
    // 75 permanents a player stay usable: they wrap into rows of at most BoardLayout::kRowLength,
    // creatures, then other permanents, then lands, and each player's panel holds all of theirs.
    void seventyFivePermanentsWrapIntoRows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.strata.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QStringList objects;
        int ts = 0;
        for (const QString player : {"ana", "nico"})
            for (const auto& [card, count] : {std::pair<QString, int>("Forest", 25), {"Grizzly Bears", 30},
                     {"Glorious Anthem", 20}})
                for (int i = 0; i < count; ++i, ++ts)
                    objects << QStringLiteral(R"({"id": "o%1", "card": "%2", "controller": "%3", "owner": "%3", "timestamp": %4})")
                                   .arg(ts)
                                   .arg(card, player)
                                   .arg(ts + 1);
        f.write(QStringLiteral(R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"},
            {"id": "nico", "name": "Nico"}], "objects": [%1]})")
                    .arg(objects.join(", "))
                    .toUtf8());
        f.close();
        ScenarioDocument doc;
        QVERIFY(openInto(doc, path));
        BoardView view(&doc);
        const BoardLayout& layout = doc.boardLayout();
        QSet<QPair<qreal, qreal>> places;
        qreal lowestOfAna = 0, highestOfNico = 1e9;
        QHash<QString, QPair<qreal, qreal>> rowsOf;   // "player card" → lowest and highest y
        for (const GameObject& o : doc.state().objects) {
            const QPointF p = *layout.position(o.id);
            QVERIFY2(p.x() < BoardLayout::kRowLength * (BoardLayout::kCardWidth + BoardLayout::kGap), qPrintable(o.id));
            QVERIFY2(!places.contains({p.x(), p.y()}), qPrintable(o.id));
            places.insert({p.x(), p.y()});
            const QString key = o.controller + o.card->name();
            auto range = rowsOf.value(key, {1e9, -1e9});
            rowsOf.insert(key, {qMin(range.first, p.y()), qMax(range.second, p.y())});
            if (o.controller == "ana")
                lowestOfAna = qMax(lowestOfAna, p.y() + BoardLayout::kCardHeight);
            else
                highestOfNico = qMin(highestOfNico, p.y());
            const ZoneArea* panel = view.boardScene()->zoneArea(o.controller, ZoneArea::Kind::Battlefield);
            const CardItem* item = view.boardScene()->cardItem(o.id);
            QVERIFY2(panel->sceneBoundingRect().contains(item->mapRectToScene(item->faceRect())), qPrintable(o.id));
        }
        QVERIFY(lowestOfAna < highestOfNico);
        for (const QString player : {"ana", "nico"}) {
            QVERIFY(rowsOf[player + "Grizzly Bears"].second < rowsOf[player + "Glorious Anthem"].first);
            QVERIFY(rowsOf[player + "Glorious Anthem"].second < rowsOf[player + "Forest"].first);
        }
    }

    void dropPermanentOnBattlefield()
    {
        Board b;
        const int timestamp = b.doc.nextTimestamp();
        const QPointF spot = b.battlefieldSpot("nico", 2);
        QVERIFY(dragFromPalette(b, "Grizzly Bears", spot));
        QCOMPARE(b.doc.state().objects.size(), 1);
        const GameObject& bears = b.doc.state().objects.first();
        QCOMPARE(bears.card->name(), QString("Grizzly Bears"));
        QCOMPARE(bears.controller, QString("nico"));
        QCOMPARE(bears.zone, Zone::Battlefield);
        QCOMPARE(bears.timestamp, timestamp);
        QVERIFY(b.item(bears.id));
        QVERIFY((b.centreOf(bears.id) - spot).manhattanLength() < 1);
        // Where it was dropped, up to the rounding of scene points to pixels.
        QVERIFY((*b.doc.boardLayout().position(bears.id) - (spot - QPointF(60, 84))).manhattanLength() < 2);
        QCOMPARE(b.doc.undoStack()->count(), 1);
        QCOMPARE(b.view->selectedObjectIds(), QStringList{bears.id});
        QVERIFY(b.choices.asked.isEmpty());   // bears need no choice

        // Another on Ana's side gets the timestamp after.
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 0)));
        QCOMPARE(b.doc.state().objects.last().controller, QString("ana"));
        QCOMPARE(b.doc.state().objects.last().timestamp, timestamp + 1);
    }

    // Only the card MIME type is accepted, and a drop nothing would come of is refused while moving.
    void refusesWhatItCannotUse()
    {
        Board b;
        QMimeData text;
        text.setText("Grizzly Bears");
        const QPoint at = b.view->mapFromScene(b.battlefieldSpot("ana", 0));
        QDragEnterEvent enter(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(b.view->viewport(), &enter);
        QVERIFY(!enter.isAccepted());
        // An instant needs a target under it; open battlefield is not one.
        QVERIFY(!dragFromPalette(b, "Giant Growth", b.battlefieldSpot("ana", 0)));
        QVERIFY(b.doc.state().effects.isEmpty());
        // Outside every zone nothing happens either.
        QVERIFY(!dragFromPalette(b, "Grizzly Bears", b.scene()->usedRect().topRight() + QPointF(30, 30)));
        QVERIFY(b.doc.state().objects.isEmpty());
    }

    // Bonesplitter dropped on the Bears is added and attached as one undo step: Bears 4/2. Dragging
    // the Bonesplitter's card onto another creature re-attaches it with a new timestamp (613.7e).
    void equipmentAttachAndReattach()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 0)));
        const QString bears = lastObjectId(b);
        QVERIFY(dragFromPalette(b, "Llanowar Elves", b.battlefieldSpot("ana", 2)));
        const QString elves = lastObjectId(b);
        const int undoBefore = b.doc.undoStack()->count();

        QVERIFY(dragFromPalette(b, "Bonesplitter", b.centreOf(bears)));
        const QString splitter = lastObjectId(b);
        QCOMPARE(b.object(splitter)->card->name(), QString("Bonesplitter"));
        QCOMPARE(b.object(splitter)->attachedTo, bears);
        QCOMPARE(b.computed(bears).power, std::optional<int>(4));
        QCOMPARE(b.computed(bears).toughness, std::optional<int>(2));
        QCOMPARE(b.doc.undoStack()->count(), undoBefore + 1);   // one macro
        QCOMPARE(b.item(splitter)->parentItem(), b.item(bears));
        QCOMPARE(b.item(bears)->presentation().powerToughness, QString("4/2"));
        QVERIFY(b.item(bears)->presentation().powerToughnessChanged());

        // Drag it by the part that peeks out above the Bears onto the Elves.
        const int oldTimestamp = b.object(splitter)->timestamp;
        const int next = b.doc.nextTimestamp();
        const QPointF grip = b.item(splitter)->mapToScene(QPointF(60, 8));
        QCOMPARE(b.scene()->permanentAt(grip), b.item(splitter));
        dragOnBoard(b, grip, b.centreOf(elves));
        QCOMPARE(b.object(splitter)->attachedTo, elves);
        QCOMPARE(b.object(splitter)->timestamp, next);
        QVERIFY(b.object(splitter)->timestamp > oldTimestamp);
        QCOMPARE(b.computed(elves).power, std::optional<int>(3));
        QCOMPARE(b.computed(bears).power, std::optional<int>(2));
        QCOMPARE(b.item(splitter)->parentItem(), b.item(elves));

        // Undo puts it back on the Bears.
        b.doc.undoStack()->undo();
        QCOMPARE(b.object(splitter)->attachedTo, bears);
        QCOMPARE(b.item(splitter)->parentItem(), b.item(bears));
    }

    // Giant Growth dropped on a creature leaves an effect targeting it, controlled by the player on
    // whose side it was dropped, with the next timestamp.
    void spellOnTarget()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("nico", 1)));
        const QString bears = lastObjectId(b);
        const int next = b.doc.nextTimestamp();
        QVERIFY(dragFromPalette(b, "Giant Growth", b.centreOf(bears)));
        QCOMPARE(b.doc.state().effects.size(), 1);
        const ResolvedEffect& e = b.doc.state().effects.first();
        QCOMPARE(e.card->name(), QString("Giant Growth"));
        QCOMPARE(e.targets, QStringList{bears});
        QCOMPARE(e.controller, QString("nico"));
        QCOMPARE(e.timestamp, next);
        QCOMPARE(b.computed(bears).power, std::optional<int>(5));
        QCOMPARE(b.item(bears)->presentation().powerToughness, QString("5/5"));
        QCOMPARE(b.item(bears)->presentation().printedPowerToughness, QString("2/2"));
    }

    // Cards dropped on a graveyard strip go to that graveyard, where Tarmogoyf counts them.
    void dropIntoGraveyardFeedsTarmogoyf()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Tarmogoyf", b.battlefieldSpot("ana", 0)));
        const QString goyf = lastObjectId(b);
        QCOMPARE(b.computed(goyf).power, std::optional<int>(0));
        QVERIFY(dragFromPalette(b, "Giant Growth", b.pileSpot("nico", ZoneArea::Kind::Graveyard)));
        QCOMPARE(b.doc.state().objects.last().zone, Zone::Graveyard);
        QCOMPARE(b.doc.state().objects.last().owner, QString("nico"));
        QVERIFY(b.doc.state().effects.isEmpty());
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.pileSpot("ana", ZoneArea::Kind::Graveyard)));
        QCOMPARE(b.computed(goyf).power, std::optional<int>(2));   // instant, creature
        QCOMPARE(b.computed(goyf).toughness, std::optional<int>(3));
        QVERIFY(dragFromPalette(b, "Forest", b.pileSpot("ana", ZoneArea::Kind::Exile)));
        QCOMPARE(b.doc.state().objects.last().zone, Zone::Exile);
        QCOMPARE(b.computed(goyf).power, std::optional<int>(2));   // exile is not a graveyard
        QCOMPARE(b.scene()->zoneArea("ana", ZoneArea::Kind::Graveyard)->title(), QString("Graveyard"));
    }

    // ---- the seeds' example 1, built with the mouse ---------------------------------------------

    // Birds of Paradise, Magebane Armor attached, then Levitation: Birds has flying again and is 2/5
    // (613.1f: in layer 6 the Armor's "loses flying" comes first, then Levitation's grant).
    void seedExampleOneThroughTheBoard()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Birds of Paradise", b.battlefieldSpot("ana", 0)));
        const QString birds = lastObjectId(b);
        QVERIFY(dragFromPalette(b, "Magebane Armor", b.centreOf(birds)));
        const QString armor = lastObjectId(b);
        QCOMPARE(b.object(armor)->attachedTo, birds);
        QVERIFY(!b.computed(birds).hasKeyword("Flying"));
        QCOMPARE(b.computed(birds).toughness, std::optional<int>(5));

        QVERIFY(dragFromPalette(b, "Levitation", b.battlefieldSpot("ana", 3)));
        const QString levitation = lastObjectId(b);
        QVERIFY(b.object(levitation)->timestamp > b.object(armor)->timestamp);
        QVERIFY(b.computed(birds).hasKeyword("Flying"));
        QCOMPARE(b.computed(birds).power, std::optional<int>(2));
        QCOMPARE(b.computed(birds).toughness, std::optional<int>(5));

        // The card tells the story: printed flying struck out, flying gained from Levitation, 2/5.
        const CardPresentation& card = b.item(birds)->presentation();
        QCOMPARE(card.powerToughness, QString("2/5"));
        int lost = 0, granted = 0;
        for (const CardPresentation::AbilityLine& line : card.abilities) {
            lost += line.origin == CardPresentation::AbilityLine::Origin::Lost && line.text == "Flying";
            granted += line.origin == CardPresentation::AbilityLine::Origin::Granted && line.text == "Flying";
        }
        QCOMPARE(lost, 1);
        QCOMPARE(granted, 1);
    }

    // Seed 001's opening example, both orders: CR 613.1e/613.4c — layer 5 makes the bears black
    // before layer 7c counts black creatures, whichever enchantment came first.
    void seedBadMoonDarkestHourThroughTheBoard_data()
    {
        QTest::addColumn<bool>("moonFirst");
        QTest::newRow("Bad Moon first") << true;
        QTest::newRow("Darkest Hour first") << false;
    }
    void seedBadMoonDarkestHourThroughTheBoard()
    {
        QFETCH(bool, moonFirst);
        Board b;
        const QStringList order
            = moonFirst ? QStringList{"Bad Moon", "Darkest Hour"} : QStringList{"Darkest Hour", "Bad Moon"};
        QVERIFY(dragFromPalette(b, order[0], b.battlefieldSpot("ana", 0)));
        QVERIFY(dragFromPalette(b, order[1], b.battlefieldSpot("nico", 0)));
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 2)));
        const QString bears = lastObjectId(b);
        QCOMPARE(b.computed(bears).colors.names(), QStringList{"black"});
        QCOMPARE(b.computed(bears).power, std::optional<int>(3));
        QCOMPARE(b.computed(bears).toughness, std::optional<int>(3));
    }

    // Seed 001's second example built with the mouse: Wandering Fumarole animated with its own
    // ability, switched with the ability the animation granted, then Nameless Inversion.
    // CR 613.4b–d: 7b sets 1/4, 7c +3/-3 makes 4/1, 7d switches back to 1/4; layer 4 leaves a land
    // creature with no creature types; it survives.
    void seedFumaroleThroughTheBoard()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Wandering Fumarole", b.battlefieldSpot("ana", 0)));
        const QString fumarole = lastObjectId(b);
        {
            std::unique_ptr<QMenu> menu(CardContextMenu::build(&b.doc, b.view->actions(), fumarole, b.view.get()));
            QAction* animate = findAction(menu.get(), "ability-3");
            QVERIFY(animate);
            animate->trigger();
        }
        const QString animation = b.doc.state().effects.last().id;
        QCOMPARE(b.computed(fumarole).power, std::optional<int>(1));
        {
            std::unique_ptr<QMenu> menu(CardContextMenu::build(&b.doc, b.view->actions(), fumarole, b.view.get()));
            QAction* switchPT = findAction(menu.get(), "ability-" + animation + "-1");
            QVERIFY(switchPT);
            switchPT->trigger();
        }
        QCOMPARE(b.computed(fumarole).power, std::optional<int>(4));
        QVERIFY(dragFromPalette(b, "Nameless Inversion", b.centreOf(fumarole)));
        const Characteristics& c = b.computed(fumarole);
        QCOMPARE(c.power, std::optional<int>(1));
        QCOMPARE(c.toughness, std::optional<int>(4));
        QVERIFY(c.type.has(CardType::Land) && c.type.has(CardType::Creature));
        QCOMPARE(c.type.subtypeNames(), QStringList{});
        QCOMPARE(c.colors.names(), (QStringList{"blue", "red"}));
        QVERIFY(b.doc.resolution().sba[b.doc.state().objectIndex(fumarole)].isEmpty());
    }

    // ---- moving, deleting, undo -------------------------------------------------------------------

    void moveCardKeepsItInItsBand()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 0)));
        const QString bears = lastObjectId(b);
        const QPointF before = *b.doc.boardLayout().position(bears);
        dragOnBoard(b, b.centreOf(bears), b.centreOf(bears) + QPointF(300, 40));
        const QPointF after = *b.doc.boardLayout().position(bears);
        QVERIFY2((after - before - QPointF(300, 40)).manhattanLength() < 4,
            qPrintable(QString("%1,%2").arg(after.x()).arg(after.y())));
        QCOMPARE(b.item(bears)->pos(), after);
        // Where the user puts a card is saved with the scenario: an edit of its own, after the drop.
        QCOMPARE(b.doc.undoStack()->count(), 2);

        // Into Nico's band it would change nothing the rules know: the card goes back.
        dragOnBoard(b, b.centreOf(bears), b.battlefieldSpot("nico", 1));
        QCOMPARE(*b.doc.boardLayout().position(bears), after);
        QCOMPARE(b.item(bears)->pos(), after);
        QVERIFY(!b.view->overlayText().isEmpty());
    }

    void deleteKeyAndUndo()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 0)));
        const QString bears = lastObjectId(b);
        QVERIFY(dragFromPalette(b, "Bonesplitter", b.centreOf(bears)));
        const QString splitter = lastObjectId(b);

        // Select the Bears with a click, then Delete.
        QTest::mouseClick(b.view->viewport(), Qt::LeftButton, Qt::NoModifier, b.view->mapFromScene(b.centreOf(bears)));
        QCOMPARE(b.view->selectedObjectIds(), QStringList{bears});
        QTest::keyClick(b.view.get(), Qt::Key_Delete);
        QVERIFY(!b.object(bears));
        QVERIFY(!b.item(bears));
        QVERIFY(b.object(splitter));
        QVERIFY(b.object(splitter)->attachedTo.isEmpty());
        QVERIFY(!b.item(splitter)->parentItem());

        b.doc.undoStack()->undo();
        QVERIFY(b.object(bears));
        QVERIFY(b.item(bears));
        QCOMPARE(b.object(splitter)->attachedTo, bears);
        QCOMPARE(b.item(splitter)->parentItem(), b.item(bears));
        QCOMPARE(b.computed(bears).power, std::optional<int>(4));
    }

    // ---- state-based actions on the card ----------------------------------------------------------

    // Two -1/-1 counters from the context menu leave the Bears at toughness 0: the card is marked
    // (704.5f) and says so in its tooltip.
    void zeroToughnessIsMarked()
    {
        Board b;
        QVERIFY(dragFromPalette(b, "Grizzly Bears", b.battlefieldSpot("ana", 0)));
        const QString bears = lastObjectId(b);
        QVERIFY(!b.item(bears)->showsStateBasedActions());
        for (int i = 0; i < 2; ++i) {
            std::unique_ptr<QMenu> menu(CardContextMenu::build(&b.doc, b.view->actions(), bears, b.view.get()));
            QAction* minus = findAction(menu.get(), "counter-add--1/-1");
            QVERIFY(minus);
            minus->trigger();
        }
        QCOMPARE(b.object(bears)->counterCount("-1/-1"), 2);
        QCOMPARE(b.computed(bears).toughness, std::optional<int>(0));
        CardItem* item = b.item(bears);
        QVERIFY(item->showsStateBasedActions());
        QCOMPARE(item->stateBasedActions().size(), 1);
        QCOMPARE(item->stateBasedActions().first().rule, QString("704.5f"));
        QVERIFY(item->presentation().ribbons.first().leavesBattlefield);
        QVERIFY(item->presentation().ribbons.first().label.contains("704.5f"));
        QVERIFY(item->shownToolTip().contains("704.5f"));
        QCOMPARE(item->presentation().badges.size(), 1);
    }

    void legendRuleAndAuraMarks()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("sba_legend_rule.strata.json"), nullptr));
        BoardView view(&doc);
        int marked = 0;
        for (CardItem* item : view.boardScene()->cardItems())
            for (const StateBasedAction& a : item->stateBasedActions())
                if (a.rule == "704.5j") {
                    ++marked;
                    QVERIFY(!item->presentation().ribbons.first().leavesBattlefield);
                }
        QVERIFY(marked >= 2);

        QVERIFY(doc.open(testData("sba_illegal_attachments.strata.json"), nullptr));
        bool auraMarked = false;
        for (CardItem* item : view.boardScene()->cardItems())
            for (const StateBasedAction& a : item->stateBasedActions())
                auraMarked = auraMarked || a.rule == "704.5m";
        QVERIFY(auraMarked);
    }

};

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
