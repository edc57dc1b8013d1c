#include "BoardStyle.h"

namespace strata::ui::BoardStyle {

namespace {
bool s_highContrast = false;
}

void setHighContrast(bool on)
{
    s_highContrast = on;
}

QColor tableTop()
{
    return s_highContrast ? QColor(0x0a, 0x0a, 0x0a) : QColor(0x27, 0x31, 0x3d);
}
QColor tableBottom()
{
    return s_highContrast ? QColor(Qt::black) : QColor(0x18, 0x1e, 0x26);
}

QColor zoneFill(bool battlefield)
{
    return battlefield ? QColor(255, 255, 255, 14) : QColor(0, 0, 0, 46);
}
QColor zoneBorder()
{
    return QColor(255, 255, 255, s_highContrast ? 150 : 38);
}
QColor zoneCaption()
{
    return s_highContrast ? QColor(Qt::white) : QColor(0xe6, 0xeb, 0xf1);
}
QColor zoneCaptionDim()
{
    return s_highContrast ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x93, 0xa1, 0xb1);
}

QColor frame(Color color)
{
    switch (color) {
    case Color::White:
        return QColor(0xe9, 0xdf, 0xc4);
    case Color::Blue:
        return QColor(0x2f, 0x74, 0xc8);
    case Color::Black:
        return QColor(0x3b, 0x37, 0x3f);
    case Color::Red:
        return QColor(0xd0, 0x4a, 0x35);
    case Color::Green:
        return QColor(0x2e, 0x8b, 0x57);
    }
    return colorlessFrame();
}
QColor colorlessFrame()
{
    return QColor(0x9a, 0xa4, 0xae);
}
QColor landFrame()
{
    return QColor(0xa0, 0x7e, 0x58);
}
QColor panel()
{
    return QColor(0xfa, 0xf8, 0xf3);
}
QColor ink()
{
    return QColor(0x1d, 0x23, 0x2b);
}
QColor inkDim()
{
    return QColor(0x6b, 0x74, 0x80);
}

QColor changedFill()
{
    return QColor(0xf5, 0xa5, 0x24);
}
QColor changedInk()
{
    return QColor(0xb4, 0x53, 0x09);
}
QColor selection()
{
    return QColor(0x38, 0xbd, 0xf8);
}
QColor dropTarget()
{
    return QColor(0x4a, 0xde, 0x80);
}
QColor danger()
{
    return QColor(0xdc, 0x26, 0x26);
}
QColor warning()
{
    return QColor(0xd9, 0x77, 0x06);
}

QFont cardFont(qreal pixelSize, bool bold)
{
    // Condensed: a card is narrow, and the rules text is long.
    QFont f(QStringLiteral("DejaVu Sans Condensed"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(qMax(1, qRound(pixelSize)));
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

QFont captionFont(qreal pixelSize, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(qMax(1, qRound(pixelSize)));
    f.setBold(bold);
    return f;
}

}   // namespace strata::ui::BoardStyle
