#include "ImportBadge.h"
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

namespace strata::ui {

QString ImportBadge::label(import::CardStatus status)
{
    switch (status) {
    case import::CardStatus::Understood:
        return tr("understood", "an imported card whose every ability Strata models");
    case import::CardStatus::Partly:
        return tr("partly", "an imported card with some abilities Strata does not model");
    case import::CardStatus::TextOnly:
        return tr("text only", "an imported card with no ability Strata models");
    }
    return {};
}

QString ImportBadge::description(const import::CardUnderstanding& understanding)
{
    QStringList lines{tr("Imported: %1").arg(label(understanding.status))};
    for (const QString& text : understanding.textOnly)
        lines << tr("Not modelled: %1").arg(text);
    return lines.join(QLatin1Char('\n'));
}

int ImportBadge::paint(QPainter* painter, const QFont& font, const QPoint& topRight, import::CardStatus status)
{
    // Green, amber and grey read as "all", "some" and "none" in either palette.
    const QColor fill = status == import::CardStatus::Understood ? QColor(0x2e, 0x7d, 0x32)
        : status == import::CardStatus::Partly                    ? QColor(0xb2, 0x6a, 0x00)
                                                                   : QColor(0x61, 0x61, 0x61);
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() * 0.85 : 8);
    const QFontMetrics fm(small);
    const QString text = label(status);
    const int width = fm.horizontalAdvance(text) + 10;
    const QRect box(topRight.x() - width, topRight.y(), width, fm.height() + 2);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawRoundedRect(box, box.height() / 2.0, box.height() / 2.0);
    painter->setPen(Qt::white);
    painter->setFont(small);
    painter->drawText(box, Qt::AlignCenter, text);
    painter->restore();
    return width;
}

}   // namespace strata::ui
