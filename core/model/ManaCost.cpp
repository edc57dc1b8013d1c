#include "ManaCost.h"
#include <QRegularExpression>

namespace strata {

namespace {
bool isValidSymbol(const QString& s)
{
    static const QRegularExpression re(
        QStringLiteral("^(\\d{1,3}|X|Y|C|S|[WUBRG]|[WUBRG]/[WUBRG]|2/[WUBRG]|[WUBRG]/P|C/[WUBRG])$"));
    return re.match(s).hasMatch();
}
}   // namespace

bool ManaCost::parse(const QString& text, ManaCost* out, QString* error)
{
    ManaCost cost;
    int i = 0;
    const QString t = text.trimmed();
    while (i < t.size()) {
        if (t[i] != '{') {
            *error = QStringLiteral("mana cost \"%1\": expected '{' at character %2").arg(text).arg(i + 1);
            return false;
        }
        const int close = t.indexOf('}', i);
        if (close < 0) {
            *error = QStringLiteral("mana cost \"%1\": unclosed '{'").arg(text);
            return false;
        }
        const QString sym = t.mid(i + 1, close - i - 1).toUpper();
        if (!isValidSymbol(sym)) {
            *error = QStringLiteral("mana cost \"%1\": unknown mana symbol {%2}").arg(text, sym);
            return false;
        }
        cost.m_symbols << sym;
        i = close + 1;
    }
    *out = cost;
    return true;
}

int ManaCost::manaValue() const
{
    int mv = 0;
    for (const QString& s : m_symbols) {
        bool numeric = false;
        const int n = s.toInt(&numeric);
        if (numeric)
            mv += n;
        else if (s == QLatin1String("X") || s == QLatin1String("Y"))
            mv += 0;
        else if (s.startsWith(QLatin1String("2/")))
            mv += 2;
        else
            mv += 1;
    }
    return mv;
}

ColorSet ManaCost::colors() const
{
    ColorSet set;
    for (const QString& s : m_symbols)
        for (QChar c : s)
            if (auto col = colorFromManaSymbol(c))
                set.add(*col);
    return set;
}

int ManaCost::devotionTo(ColorSet colors) const
{
    int n = 0;
    for (const QString& s : m_symbols) {
        ColorSet symbolColors;
        for (QChar c : s)
            if (auto col = colorFromManaSymbol(c))
                symbolColors.add(*col);
        if (symbolColors.intersects(colors))
            ++n;
    }
    return n;
}

}   // namespace strata
