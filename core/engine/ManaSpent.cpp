#include "ManaSpent.h"
#include "model/ManaCost.h"

namespace strata {

namespace {

std::optional<Color> colorOfSymbol(const QString& symbol)
{
    static const QString letters = QStringLiteral("WUBRG");
    const int i = symbol.size() == 1 ? letters.indexOf(symbol.at(0)) : -1;
    if (i < 0)
        return std::nullopt;
    return kAllColors[i];
}

}   // namespace

bool manaSpentHolds(const Condition& c, const QString& spent)
{
    ManaCost paid;
    QString error;
    if (spent.isEmpty() || !ManaCost::parse(spent, &paid, &error))
        return false;   // 601.2h: nothing known was spent
    int n = 0;
    for (const QString& symbol : paid.symbols())
        if (const auto color = colorOfSymbol(symbol); color && c.colors.has(*color))
            ++n;
    return n >= std::max(c.n, 1);
}

int colorsOfManaSpent(const QString& spent)
{
    ManaCost paid;
    QString error;
    if (spent.isEmpty() || !ManaCost::parse(spent, &paid, &error))
        return 0;
    ColorSet colors;
    for (const QString& symbol : paid.symbols())
        if (const auto color = colorOfSymbol(symbol))
            colors.add(*color);
    return colors.count();
}

}   // namespace strata
