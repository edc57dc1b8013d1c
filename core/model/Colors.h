#pragma once
#include <QString>
#include <QStringList>
#include <optional>

namespace strata {

// Colours as a bit set, in the canonical WUBRG order that results and card frames use.
enum class Color : quint8 { White = 1, Blue = 2, Black = 4, Red = 8, Green = 16 };

class ColorSet {
public:
    ColorSet() = default;
    explicit ColorSet(quint8 bits) : m_bits(bits & 0x1f) { }
    static ColorSet of(Color c) { return ColorSet(quint8(c)); }

    bool has(Color c) const { return m_bits & quint8(c); }
    bool isEmpty() const { return m_bits == 0; }
    bool intersects(ColorSet o) const { return (m_bits & o.m_bits) != 0; }
    void add(Color c) { m_bits |= quint8(c); }
    void add(ColorSet o) { m_bits |= o.m_bits; }
    quint8 bits() const { return m_bits; }
    int count() const;
    bool operator==(ColorSet o) const { return m_bits == o.m_bits; }
    bool operator!=(ColorSet o) const { return m_bits != o.m_bits; }

    // Lower-case English names in WUBRG order ("white", "blue", …).
    QStringList names() const;

private:
    quint8 m_bits = 0;
};

constexpr Color kAllColors[] = {Color::White, Color::Blue, Color::Black, Color::Red, Color::Green};

QString colorName(Color c);                                // "white"
std::optional<Color> colorFromName(const QString& name);   // case-insensitive
std::optional<Color> colorFromManaSymbol(QChar c);         // 'W' → White

}   // namespace strata
