#include "Card.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata {

std::optional<PrintedNumber> PrintedNumber::parse(const QString& text)
{
    static const QRegularExpression whole(QStringLiteral("^[+-]?(\\d+|\\d*\\*²?|X)([+-](\\d+|\\*²?|X))*$"));
    static const QRegularExpression term(QStringLiteral("([+-]?)(\\d*\\*²?|X|\\d+)"));
    if (!whole.match(text).hasMatch())
        return std::nullopt;
    int value = 0;
    for (auto it = term.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        bool number = false;
        const int n = m.captured(2).toInt(&number);
        if (number)
            value += m.captured(1) == QLatin1String("-") ? -n : n;
    }
    return PrintedNumber{value, text};
}

ColorSet CardFace::colors() const
{
    ColorSet c = manaCost.colors();
    c.add(colorIndicator);
    return c;
}

namespace {

bool hasAnySubtype(const TypeLine& type, std::initializer_list<QLatin1String> names)
{
    const QStringList subtypes = type.subtypeNames();
    return std::any_of(names.begin(), names.end(), [&](QLatin1String n) { return subtypes.contains(n); });
}

}   // namespace

bool CardFace::isAttachment() const
{
    return hasAnySubtype(type, {QLatin1String("Aura"), QLatin1String("Equipment"), QLatin1String("Fortification")});
}

bool CardFace::isEquipmentLike() const
{
    return hasAnySubtype(type, {QLatin1String("Equipment"), QLatin1String("Fortification")});
}

}   // namespace strata
