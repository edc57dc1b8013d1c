#pragma once
#include <QGraphicsView>
#include <QPointer>
#include <QTimer>
#include <functional>

class QLabel;

namespace strata::ui {

class BoardActions;
class BoardScene;
class CardItem;
class CardPreview;
struct CardPresentation;
class ChoiceProvider;
class ScenarioDocument;
class ZoneArea;

// The board: the table of a scenario, where the user builds the situation with the mouse. Cards
// dragged from the library (kCardMimeType) drop onto a battlefield, a graveyard or exile, onto a
// permanent to attach or to target it; cards move freely; Delete removes the selection; a card's
// context menu uses its abilities. Ctrl+wheel zooms.
class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(ScenarioDocument* document, QWidget* parent = nullptr);
    ~BoardView() override;

    BoardScene* boardScene() const { return m_scene; }
    BoardActions* actions() const { return m_actions; }
    ScenarioDocument* document() const;

    // Where the board asks for choices; not owned, null restores the dialog. For tests.
    void setChoiceProvider(ChoiceProvider* provider);

    QStringList selectedObjectIds() const;
    void selectObjects(const QStringList& objectIds);

    // Zoom: 1 is one scene unit per pixel.
    qreal zoom() const;
    void setZoom(qreal factor);
    void zoomIn();
    void zoomOut();
    // Shows the whole table (never magnified beyond `maxZoom`), unless that would make the cards
    // too small to read: then the zoom stays at legibleZoom() and the view starts at the table's
    // top-left corner, the rest a scroll away.
    void fitToContents(qreal maxZoom = 1.6);
    // The zoom at which a card's name, type line and P/T are 9 pt on this screen.
    qreal legibleZoom() const;
    // The lowest zoom at which cards stay legible: their compact face (CardPainter's headline scale
    // at its largest). Between it and legibleZoom() the cards draw compact.
    qreal compactZoom() const;
    // How much the cards' headlines grow at the current zoom (1: the whole card is drawn).
    qreal headlineScale() const;
    // The point size `font` (in scene units) has on screen at the current zoom.
    qreal onScreenPointSize(const QFont& sceneFont) const;
    // How large the hover preview draws a card (1 is one scene unit per pixel).
    qreal previewScale(const CardPresentation& card) const;

    // Draws the used part of the table into `target`, without selection or hover marks: for export
    // to PNG or SVG.
    void renderTo(QPainter* painter, const QRectF& target);
    // The content of the table (BoardScene::contentRect) with a margin: what an export shows.
    QRectF exportRect() const;

    // Picking targets on the board after choosing an ability or spell that needs more than one.
    bool isPickingTargets() const { return m_pick.active; }
    void cancelTargetPicking();

public slots:
    // The timeline's scrubber: show the board as it is after `applied` steps of the trace (-1, or
    // all of them, for the result). Connect TimelineDock::stepSelected here.
    void showStep(int applied);

public:
    // The hint or message the board shows at its foot right now (for tests).
    QString overlayText() const;
    // "Game over: Ana wins" when the moment shown has a winner or a loser (104); empty otherwise.
    QString gameOverText() const;
    // Where the banner with that text or a hint is, in viewport coordinates (empty when hidden).
    QRect bannerRect() const;
    // The card shown large in a corner because the mouse is over it (empty when none).
    QString previewedObjectId() const;

signals:
    void selectedObjectsChanged(const QStringList& objectIds);
    void statusMessage(const QString& text);
    void zoomChanged(qreal zoom);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void setDropHighlights(CardItem* card, ZoneArea* zone);
    void setScrollBarsShown(bool shown);
    void showMessage(const QString& text);
    void updateBanner();
    QPoint bannerPlace(QSize banner) const;
    void updatePreview();
    void beginTargetPicking(const QString& prompt, int count, std::function<void(const QStringList&)> done);
    void highlightHostUnderDraggedCard(QPointF scenePos);

    QPointer<ScenarioDocument> m_doc;
    BoardScene* m_scene = nullptr;
    BoardActions* m_actions = nullptr;
    QPointer<CardItem> m_highlightedCard;
    QPointer<ZoneArea> m_highlightedZone;
    QString m_hint;      // what the drop under the cursor would do
    QString m_message;   // the last message, shown for a few seconds
    QTimer m_messageTimer;
    QLabel* m_banner = nullptr;
    CardPreview* m_preview = nullptr;
    QString m_hoveredId;
    bool m_fitted = false;
    bool m_followSize = false;   // fitted, and not zoomed since: resizing fits again
    qreal m_fitMaxZoom = 1.6;
    QPoint m_panFrom;   // where the middle button last was, while it pans

    struct Pick {
        bool active = false;
        QString prompt;
        int remaining = 0;
        QStringList picked;
        std::function<void(const QStringList&)> done;
    } m_pick;
};

}   // namespace strata::ui
