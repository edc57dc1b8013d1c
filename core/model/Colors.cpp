#include "Colors.h"

namespace strata {

int ColorSet::count() const
{
    int n = 0;
    for (Color c : kAllColors)
        n += has(c) ? 1 : 0;
    return n;
}

QStringList ColorSet::names() const
{
    QStringList out;
    for (Color c : kAllColors)
        if (has(c))
            out << colorName(c);
    return out;
}

QString colorName(Color c)
{
    switch (c) {
    case Color::White:
        return QStringLiteral("white");
    case Color::Blue:
        return QStringLiteral("blue");
    case Color::Black:
        return QStringLiteral("black");
    case Color::Red:
        return QStringLiteral("red");
    case Color::Green:
        return QStringLiteral("green");
    }
    return {};
}

std::optional<Color> colorFromName(const QString& name)
{
    const QString n = name.toLower();
    for (Color c : kAllColors)
        if (colorName(c) == n)
            return c;
    return std::nullopt;
}

std::optional<Color> colorFromManaSymbol(QChar c)
{
    switch (c.toUpper().unicode()) {
    case 'W':
        return Color::White;
    case 'U':
        return Color::Blue;
    case 'B':
        return Color::Black;
    case 'R':
        return Color::Red;
    case 'G':
        return Color::Green;
    default:
        return std::nullopt;
    }
}

}   // namespace strata
