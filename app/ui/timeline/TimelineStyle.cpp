#include "TimelineStyle.h"
#include <QGuiApplication>

namespace strata::ui::TimelineStyle {

namespace {
bool s_highContrast = false;
}

void setHighContrast(bool on)
{
    s_highContrast = on;
}
bool highContrast()
{
    return s_highContrast;
}

QColor background()
{
    return s_highContrast ? QColor(Qt::white) : QColor(0xf7, 0xf8, 0xfa);
}
QColor laneBand(bool odd)
{
    if (s_highContrast)
        return odd ? QColor(0xf0, 0xf0, 0xf0) : QColor(Qt::white);
    return odd ? QColor(0xee, 0xf1, 0xf5) : QColor(0xf7, 0xf8, 0xfa);
}
QColor laneRule()
{
    return s_highContrast ? QColor(0x70, 0x70, 0x70) : QColor(0xd9, 0xde, 0xe6);
}
QColor ink()
{
    return s_highContrast ? QColor(Qt::black) : QColor(0x1d, 0x23, 0x2e);
}
QColor inkDim()
{
    return s_highContrast ? QColor(0x1a, 0x1a, 0x1a) : QColor(0x56, 0x60, 0x70);
}
QColor inkFaint()
{
    return s_highContrast ? QColor(0x3a, 0x3a, 0x3a) : QColor(0x98, 0xa1, 0xae);
}

QColor reason(OrderReason r)
{
    switch (r) {
    case OrderReason::Cda:
        return QColor(0x7b, 0x3f, 0xc4);   // violet
    case OrderReason::Timestamp:
        return QColor(0x1f, 0x6f, 0xc5);   // blue
    case OrderReason::Dependency:
        return QColor(0xd9, 0x6c, 0x06);   // orange
    case OrderReason::DependencyLoop:
        return QColor(0xc6, 0x28, 0x28);   // red
    }
    return ink();
}

QColor chipFill(OrderReason r)
{
    switch (r) {
    case OrderReason::Cda:
        return QColor(0xf4, 0xee, 0xfc);
    case OrderReason::Timestamp:
        return QColor(0xec, 0xf4, 0xfd);
    case OrderReason::Dependency:
        return QColor(0xfe, 0xf3, 0xe6);
    case OrderReason::DependencyLoop:
        return QColor(0xfd, 0xec, 0xec);
    }
    return Qt::white;
}

QColor notApplied()
{
    return s_highContrast ? QColor(0x44, 0x44, 0x44) : QColor(0x8a, 0x93, 0xa0);
}
QColor notAppliedFill()
{
    return QColor(0xf1, 0xf2, 0xf4);
}
QColor selection()
{
    return QColor(0x00, 0x9e, 0xa8);
}
QColor currentStep()
{
    return QColor(0xf2, 0xb1, 0x1b);
}
QColor afterValue()
{
    return QColor(0x0b, 0x5c, 0x2f);
}

QColor layerBadge(const QString&)
{
    // One colour for every layer: colour on the timeline means "why here", nothing else.
    return QColor(0x3d, 0x4a, 0x5e);
}

QFont font(qreal pixelSize, bool bold)
{
    QFont f = QGuiApplication::font();
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(qRound(pixelSize));
    f.setBold(bold);
    return f;
}

}   // namespace strata::ui::TimelineStyle
