#pragma once
#include <QString>
#include <iterator>
#include <optional>

// Private to core/import: number words as Oracle text writes them.

namespace strata::import {

// "a", "an", "one" … "twenty", or digits (round 34: Oracle spells out counts above ten too, Jace Beleren's
// "the top twenty cards", Army of the Damned's "thirteen … tokens").
inline std::optional<int> numberWord(const QString& w)
{
    static const char* const words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        "twenty"};
    if (w == QLatin1String("a") || w == QLatin1String("an"))
        return 1;
    for (int i = 0; i < int(std::size(words)); ++i)
        if (w == QLatin1String(words[i]))
            return i;
    bool ok = false;
    const int n = w.toInt(&ok);
    if (ok)
        return n;
    return std::nullopt;
}

// "+2", "-1", "−1" (Oracle's minus sign).
inline int signedNumber(QString text)
{
    text.replace(QChar(0x2212), QLatin1Char('-'));
    return text.toInt();
}

// In a quoted granted ability, the card that grants it named by its own name ("{T}, Sacrifice Blazing
// Torch: …"): read as this mark, Selector::Ref::Granter (607.2), while "this creature" stays ~.
inline QString granterMark()
{
    return QString(QChar(0x2042));
}

}   // namespace strata::import
