// The board: cards dragged from the library palette onto battlefields, piles and permanents (real
// drag and drop events sent to the view's viewport, with the MIME data the palette model makes),
// cards moved and re-attached with the mouse, Delete and undo, the context menu, the choices a card
// asks for, and what each card shows (computed values, changes against printed ones, state-based
// actions).
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
#include <QElapsedTimer>
#include <QImage>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QSet>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <memory>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

const QString kDemo = QStringLiteral(STRATA_SOURCE_DIR "/resources/scenarios/demo.strata.json");

// A mouse drag of a card already on the board, with real press, move and release events.
void dragOnBoard(Board& board, QPointF fromScene, QPointF toScene)
{
    dragOnView(*board.view, fromScene, toScene);
}

QAction* findAction(QMenu* menu, const QString& name)
{
    for (QAction* a : menu->findChildren<QAction*>())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

bool hasKeyword(const Characteristics& c, const QString& keyword)
{
    return c.hasKeyword(keyword);
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
                QVERIFY2(item->toolTip() == fresh.toolTip(), qPrintable(QStringLiteral("%1: %2").arg(name, fresh.objectId)));
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
        QVERIFY(!hasKeyword(b.computed(birds), "Flying"));
        QCOMPARE(b.computed(birds).toughness, std::optional<int>(5));

        QVERIFY(dragFromPalette(b, "Levitation", b.battlefieldSpot("ana", 3)));
        const QString levitation = lastObjectId(b);
        QVERIFY(b.object(levitation)->timestamp > b.object(armor)->timestamp);
        QVERIFY(hasKeyword(b.computed(birds), "Flying"));
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
        QVERIFY(item->toolTip().contains("704.5f"));
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
        QVERIFY(hasKeyword(b.computed(wraith), "Landwalk"));
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

    // ---- zoom, selection, export ------------------------------------------------------------------

    void zoomAndFit()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        BoardView view(&doc);
        view.resize(1000, 700);
        view.show();
        view.fitToContents();
        const qreal fitted = view.zoom();
        QVERIFY(fitted > 0.2 && fitted <= 1.6);
        const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
        QVERIFY(visible.adjusted(-2, -2, 2, 2).contains(view.boardScene()->contentRect()));
        QVERIFY(view.boardScene()->contentRect().contains(
            view.boardScene()->cardItem("fumarole")->sceneBoundingRect().adjusted(8, 8, -8, -20)));
        QWheelEvent wheel(QPointF(300, 300), view.viewport()->mapToGlobal(QPointF(300, 300)), QPoint(), QPoint(0, 120),
            Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY(view.zoom() > fitted * 1.1);
        view.setZoom(100);
        QCOMPARE(view.zoom(), 6.0);
        QVERIFY(view.renderHints() & QPainter::Antialiasing);
    }

    // An export is cropped to what is on the board, not the empty stretches of its panels.
    void exportCropsToTheContent()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        BoardView view(&doc);
        const QRectF content = view.boardScene()->contentRect();
        QCOMPARE(view.exportRect(), content.adjusted(-16, -16, 16, 16));
        QVERIFY(view.exportRect().width() < view.boardScene()->usedRect().width());
    }

    // A fitted board fits again when the window or the docks around it change size; once the user
    // zooms, a resize keeps their zoom.
    void fittedBoardFollowsResizes()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        BoardView view(&doc);
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitToContents();
        const qreal narrow = view.zoom();
        view.resize(1500, 1000);
        QCoreApplication::processEvents();
        QVERIFY2(view.zoom() > narrow * 1.2, qPrintable(QString("%1 then %2").arg(narrow).arg(view.zoom())));
        const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
        QVERIFY(visible.adjusted(-2, -2, 2, 2).contains(view.boardScene()->contentRect()));
        view.zoomIn();
        const qreal chosen = view.zoom();
        view.resize(900, 700);
        QCoreApplication::processEvents();
        QCOMPARE(view.zoom(), chosen);
    }

    void selectionBothWays()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("seed_birds_magebane_levitation.strata.json"), nullptr));
        BoardView view(&doc);
        QSignalSpy spy(&view, &BoardView::selectedObjectsChanged);
        view.boardScene()->cardItem("birds")->setSelected(true);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.last().first().toStringList(), QStringList{"birds"});
        view.selectObjects({"lev"});   // from another view: no echo
        QCOMPARE(view.selectedObjectIds(), QStringList{"lev"});
        QCOMPARE(spy.count(), 1);
        // The armour hangs behind the Birds, its name showing above them.
        CardItem* armor = view.boardScene()->cardItem("armor");
        QCOMPARE(armor->parentItem(), view.boardScene()->cardItem("birds"));
        QVERIFY(armor->flags() & QGraphicsItem::ItemStacksBehindParent);
        QVERIFY(armor->sceneBoundingRect().top() < view.boardScene()->cardItem("birds")->sceneBoundingRect().top());
    }

    // A busy table for looking at (not a check): every kind of mark a card can carry.
    static void showcase(const QString& dir)
    {
        ScenarioDocument doc;
        BoardView view(&doc);
        view.resize(1500, 900);
        view.show();
        const QString bears = doc.addObject("Grizzly Bears", "ana");
        doc.setCounters(bears, "+1/+1", 2);
        doc.addSpellEffect("Giant Growth", "ana", {bears});
        const QString birds = doc.addObject("Birds of Paradise", "ana");
        doc.attach(doc.addObject("Magebane Armor", "ana"), birds);
        doc.addObject("Levitation", "ana");
        const QString angel = doc.addObject("Serra Angel", "ana");
        doc.setTapped(angel, true);
        doc.setDamage(angel, 3);
        const QString oko = doc.addObject("Oko, Thief of Crowns", "ana");
        doc.setCounters(oko, "loyalty", 6);
        doc.addObject("Food", "ana");
        doc.addObject("Giant Growth", "ana", Zone::Graveyard);
        doc.addObject("Forest", "ana", Zone::Graveyard);
        doc.addObject("Humility", "nico");
        doc.addObject("Blood Moon", "nico");
        doc.addObject("Urborg, Tomb of Yawgmoth", "nico");
        const QString wraith = doc.addObject("Bog Wraith", "nico");
        doc.setCounters(wraith, "-1/-1", 1);
        doc.addObject("Kwende, Pride of Femeref", "nico");
        doc.addObject("Kwende, Pride of Femeref", "nico");
        doc.addObject("Tarmogoyf", "nico");
        doc.addObject("Wandering Fumarole", "nico", Zone::Exile);
        view.fitToContents();
        view.grab().save(QDir(dir).filePath("board-showcase.png"));
        QImage big(2400, 1300, QImage::Format_ARGB32_Premultiplied);
        big.fill(Qt::transparent);
        QPainter p(&big);
        view.renderTo(&p, QRectF(0, 0, 2400, 1300));
        p.end();
        big.save(QDir(dir).filePath("board-showcase-export.png"));
        big.copy(QRect(1150, 110, 1000, 380)).save(QDir(dir).filePath("board-showcase-detail.png"));
    }

    // Every edit re-resolves and redraws the board; with 200 permanents that stays quick.
    void twoHundredPermanentsStayFluid()
    {
        ScenarioDocument doc;
        BoardView view(&doc);
        view.resize(1200, 800);
        view.show();
        const char* cards[] = {"Grizzly Bears", "Llanowar Elves", "Forest", "Glorious Anthem", "Serra Angel"};
        for (int i = 0; i < 200; ++i)
            QVERIFY(!doc.addObject(QString::fromLatin1(cards[i % 5]), i % 2 ? "nico" : "ana").isEmpty());
        // On a loaded machine a resolution past 32 ms sends the next one to the background.
        doc.finishResolving();
        QCOMPARE(view.boardScene()->cardItems().size(), 200);
        view.fitToContents();
        QElapsedTimer timer;
        timer.start();
        QVERIFY(doc.setTapped(doc.state().objects[7].id, true));
        view.viewport()->repaint();
        const qint64 elapsed = timer.elapsed();
        qInfo() << "one edit on 200 permanents, resolved and repainted:" << elapsed << "ms";
        QVERIFY(elapsed < 1500);
        QVERIFY(view.boardScene()->cardItem(doc.state().objects[7].id)->isTapped());
        if (const QString dir = qEnvironmentVariable("STRATA_BOARD_SHOTS"); !dir.isEmpty())
            view.grab().save(QDir(dir).filePath("board-200.png"));
    }

    // The demo drawn offscreen: the widget and the export both show cards on the table. Set
    // STRATA_BOARD_SHOTS to a directory to keep the pictures.
    void renderDemo()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        BoardView view(&doc);
        view.resize(1280, 820);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitToContents();
        // Pointing at the Fumarole shows it large in a corner.
        CardItem* fumarole = view.boardScene()->cardItem("fumarole");
        QTest::mouseMove(view.viewport(), view.mapFromScene(fumarole->mapToScene(fumarole->faceRect().center())));
        QCOMPARE(view.previewedObjectId(), QString("fumarole"));
        const QImage shot = view.grab().toImage();
        QVERIFY(!shot.isNull());
        const QRectF target(0, 0, 1600, 1000);
        QImage exported(target.size().toSize(), QImage::Format_ARGB32_Premultiplied);
        exported.fill(Qt::transparent);
        {
            QPainter p(&exported);
            view.renderTo(&p, target);
        }
        // The Fumarole's frame (blue and red) is somewhere in the export.
        int coloured = 0;
        for (int y = 0; y < exported.height(); y += 4)
            for (int x = 0; x < exported.width(); x += 4) {
                const QColor c = exported.pixelColor(x, y);
                coloured += c.saturation() > 120 && c.value() > 120;
            }
        QVERIFY(coloured > 200);
        const QString dir = qEnvironmentVariable("STRATA_BOARD_SHOTS");
        if (!dir.isEmpty()) {
            showcase(dir);
            shot.save(QDir(dir).filePath("board-demo.png"));
            std::unique_ptr<QMenu> menu(CardContextMenu::build(&doc, view.actions(), "fumarole", &view));
            menu->adjustSize();
            menu->grab().save(QDir(dir).filePath("board-menu.png"));
            exported.save(QDir(dir).filePath("board-demo-export.png"));
            for (const char* name : {"seed_birds_magebane_levitation", "humility_opalescence_a", "sba_legend_rule",
                     "l1_clone_pumped_creature", "tarmogoyf_graveyards", "sba_illegal_attachments",
                     "l3_mind_bend_landwalk", "l2_control_magic_anthems"}) {
                if (!doc.open(testData(QString::fromLatin1(name) + ".strata.json"), nullptr))
                    continue;
                view.fitToContents();
                view.grab().save(QDir(dir).filePath(QString::fromLatin1(name) + ".png"));
            }
        }
    }
};

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
