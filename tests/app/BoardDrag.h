#pragma once
// The board as a user drives it in tests: a view on a document whose choices a script answers, and
// cards dragged from the library palette with real drag and drop events.
#include "board/BoardView.h"
#include "board/BoardScene.h"
#include "board/CardItem.h"
#include "board/ChoiceProvider.h"
#include "document/ScenarioDocument.h"
#include "models/CardLibraryModel.h"
#include <QDragEnterEvent>
#include <QMenu>
#include <QMimeData>
#include <QWidget>
#include <memory>

namespace strata::ui::test {

// Answers every request with what the test set, and remembers what was asked.
class ScriptedChoices : public ChoiceProvider {
public:
    std::optional<ChoiceAnswer> ask(const ChoiceRequest& request, const GameState&, QWidget*) override
    {
        asked << request;
        if (cancel)
            return std::nullopt;
        return answer;
    }
    ChoiceAnswer answer;
    bool cancel = false;
    QVector<ChoiceRequest> asked;
};

// The action of a context menu with this object name, or null.
inline QAction* findAction(QMenu* menu, const QString& name)
{
    for (QAction* a : menu->findChildren<QAction*>())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

// The MIME data the library palette makes when the user drags a row.
inline QMimeData* paletteMime(const QString& cardName)
{
    static CardLibraryModel model;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        if (index.data(CardLibraryModel::NameRole).toString() == cardName)
            return model.mimeData({index});
    }
    return nullptr;
}

struct Board {
    ScenarioDocument doc;
    std::unique_ptr<BoardView> view;
    ScriptedChoices choices;

    Board()
    {
        view = std::make_unique<BoardView>(&doc);
        view->setChoiceProvider(&choices);
        view->resize(1400, 900);
        view->show();
        view->setZoom(0.6);
    }
    BoardScene* scene() const { return view->boardScene(); }
    const Characteristics& computed(const QString& id) const
    {
        return doc.resolution().chars[doc.state().objectIndex(id)];
    }
    const GameObject* object(const QString& id) const { return doc.state().object(id); }
    CardItem* item(const QString& id) const { return scene()->cardItem(id); }
    QPointF centreOf(const QString& id) const
    {
        CardItem* i = item(id);
        return i->mapToScene(i->faceRect().center());
    }
    // An empty spot of a player's battlefield, `slot` card widths from its left edge.
    QPointF battlefieldSpot(const QString& player, int slot) const
    {
        const QRectF r = scene()->zoneArea(player, ZoneArea::Kind::Battlefield)->sceneBoundingRect();
        return QPointF(r.left() + 80 + slot * (BoardLayout::kCardWidth + BoardLayout::kGap), r.center().y() + 20);
    }
    QPointF pileSpot(const QString& player, ZoneArea::Kind kind) const
    {
        return scene()->zoneArea(player, kind)->sceneBoundingRect().center();
    }
};

// Sends the events of one drag from the palette to the board: enter, move, and drop if the view
// accepted the move. Returns whether it did.
inline bool dragFromPalette(Board& board, const QString& cardName, QPointF scenePos)
{
    std::unique_ptr<QMimeData> mime(paletteMime(cardName));
    if (!mime)
        return false;
    QWidget* viewport = board.view->viewport();
    board.view->ensureVisible(QRectF(scenePos, QSizeF(1, 1)), 60, 60);
    const QPoint at = board.view->mapFromScene(scenePos);
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
    if (!move.isAccepted()) {
        QDragLeaveEvent leave;
        QCoreApplication::sendEvent(viewport, &leave);
        return false;
    }
    QDropEvent drop(QPointF(at), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &drop);
    return drop.isAccepted();
}

// The id of the object the last drop added.
inline QString lastObjectId(const Board& board)
{
    return board.doc.state().objects.isEmpty() ? QString() : board.doc.state().objects.last().id;
}

// Drops a card from the palette; the id of the object it added, or empty when the drop was refused.
inline QString dropCard(Board& board, const QString& cardName, QPointF scenePos)
{
    return dragFromPalette(board, cardName, scenePos) ? lastObjectId(board) : QString();
}

}   // namespace strata::ui::test
