#pragma once
#include "Colors.h"
#include <QString>
#include <QStringList>

namespace strata {

// A printed mana cost such as "{X}{2}{W/U}". Kept as its symbols so text and SVG pips can be drawn
// from it; mana value and colours are derived (202.2, 202.3).
class ManaCost {
public:
    ManaCost() = default;
    // Returns false (and leaves *error set) on a malformed cost.
    static bool parse(const QString& text, ManaCost* out, QString* error);

    const QStringList& symbols() const { return m_symbols; }
    QString text() const { return m_symbols.isEmpty() ? QString() : "{" + m_symbols.join("}{") + "}"; }
    bool isEmpty() const { return m_symbols.isEmpty(); }
    bool hasX() const { return m_symbols.contains(QStringLiteral("X")); }

    // 202.3: X counts as 0 outside the stack; hybrid symbols count their larger half.
    int manaValue() const;
    ColorSet colors() const;
    // 700.5: each symbol that contains the colour counts one (hybrid counts once for each of its colours).
    int devotionTo(ColorSet colors) const;

private:
    QStringList m_symbols;
};

}   // namespace strata
