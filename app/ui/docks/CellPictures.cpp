#include "CellPictures.h"
#include <QHashFunctions>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>

namespace strata::ui {

bool CellPictures::Key::operator==(const Key& o) const
{
    return style == o.style && size == o.size && pixelRatio == o.pixelRatio && palette == o.palette
        && background == o.background && state == o.state && features == o.features && alignment == o.alignment
        && elide == o.elide && direction == o.direction && colorGroup == o.colorGroup && mark == o.mark
        && text == o.text && font == o.font;
}

bool CellPictures::viewPart(const QPainter* painter, const QStyleOptionViewItem& option, Key* key)
{
    // Pictures are of a table's cells, copied as they are: no scaling, fading or blending.
    const auto* table = qobject_cast<const QTableView*>(option.widget);
    if (!table || option.rect.isEmpty() || painter->opacity() < 1
        || painter->worldTransform().type() > QTransform::TxTranslate
        || painter->compositionMode() != QPainter::CompositionMode_SourceOver || !option.icon.isNull()
        || option.backgroundBrush.style() != Qt::NoBrush)
        return false;
    // Under the cell, the viewport's background, which a picture holds: one opaque colour.
    const QWidget* viewport = table->viewport();
    if (!viewport->autoFillBackground())
        return false;
    const QBrush under = viewport->palette().brush(viewport->backgroundRole());
    if (under.style() != Qt::SolidPattern || !under.isOpaque())
        return false;
    key->style = table->style();
    key->font = option.font;
    key->size = option.rect.size();
    key->pixelRatio = painter->device()->devicePixelRatioF();
    key->palette = option.palette.cacheKey();
    key->colorGroup = int(option.palette.currentColorGroup());
    key->background = under.color().rgba();
    key->state = int(option.state);   // selected, current, hovered, active, enabled
    key->features = int(option.features);   // the alternate row's colour, wrapping
    key->alignment = int(option.displayAlignment);
    key->elide = int(option.textElideMode);
    key->direction = int(option.direction);
    return true;
}

void CellPictures::paint(QPainter* painter, const QStyleOptionViewItem& option, const Key& key,
    const std::function<void(QPainter*)>& draw)
{
    if (const QPixmap* kept = m_pictures.object(key)) {
        painter->drawPixmap(option.rect.topLeft(), *kept);
        return;
    }
    QPixmap picture(option.rect.size() * key.pixelRatio);
    picture.setDevicePixelRatio(key.pixelRatio);
    picture.fill(QColor::fromRgba(key.background));   // what the viewport filled the cell with
    {
        QPainter p(&picture);
        p.setRenderHints(painter->renderHints());
        p.setFont(painter->font());
        p.setPen(painter->pen());
        p.setBrush(painter->brush());
        p.setLayoutDirection(painter->layoutDirection());
        p.translate(-option.rect.topLeft());
        // What the table drew on the cell before handing it to its delegate (QTableView's
        // drawCell): the alternate row's or the selection's colour.
        option.widget->style()->drawPrimitive(QStyle::PE_PanelItemViewRow, &option, &p, option.widget);
        draw(&p);
    }
    const qint64 bytes = qint64(picture.width()) * picture.height() * picture.depth() / 8;
    m_pictures.insert(key, new QPixmap(picture), qMax<qint64>(1, bytes / 1024));
    painter->drawPixmap(option.rect.topLeft(), picture);
}

size_t qHash(const CellPictures::Key& k, size_t seed)
{
    return qHashMulti(seed, k.style, k.text, k.font, k.size.width(), k.size.height(), k.palette, k.background,
        k.state, k.features, k.alignment, k.mark);
}

}   // namespace strata::ui
