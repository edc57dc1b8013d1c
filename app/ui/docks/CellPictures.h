#pragma once
#include <QCache>
#include <QFont>
#include <QPixmap>
#include <QRgb>
#include <QSize>
#include <QString>
#include <functional>

class QPainter;
class QStyleOptionViewItem;

namespace strata::ui {

// Pictures of table cells as their delegate drew them, background included, kept by everything the
// drawing depends on. After an edit a table repaints the rows whose values changed and, below a row
// that grew or shrank, every row; the timestamps list repaints every row between the old and the new
// place of a moved entry. Most of those cells show what they showed before, somewhere, and drawing
// a cell (laying out its text) cost 25,000 to 35,000 instructions against a few hundred to copy its
// picture. A picture is drawn once, over the colour the view fills the cell with, and copied for as
// long as its key holds; the least recently used go past a bound.
class CellPictures {
public:
    // Everything a cell's pixels depend on.
    struct Key {
        const void* style = nullptr;   // the view's style (a style sheet gives another)
        QString text;
        QFont font;
        QSize size;
        qreal pixelRatio = 1;
        qint64 palette = 0;   // QPalette::cacheKey of the cell's palette
        QRgb background = 0;   // the viewport's background colour under the cell
        int state = 0, features = 0, alignment = 0, elide = 0, direction = 0, colorGroup = 0;
        int mark = 0;   // a delegate's own marks on the cell
        bool operator==(const Key& o) const;
    };

    // Kilobytes of pictures kept at most: about twenty screens of tables.
    explicit CellPictures(int maxKilobytes = 16 * 1024) : m_pictures(maxKilobytes) { }

    // The key as far as the view's option and the painter give it (no text nor mark), or false when
    // the cell is not drawn from a picture: not a table's cell, a painter that scales or fades, a
    // background other than one opaque colour, an icon or brush of the cell's own.
    static bool viewPart(const QPainter* painter, const QStyleOptionViewItem& option, Key* key);
    // Copies the cell's kept picture to the painter, or first draws one with `draw` (given the
    // painter and option of the view) and keeps it.
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const Key& key,
        const std::function<void(QPainter*)>& draw);
    int count() const { return int(m_pictures.count()); }

private:
    QCache<Key, QPixmap> m_pictures;
};

size_t qHash(const CellPictures::Key& k, size_t seed = 0);

}   // namespace strata::ui
