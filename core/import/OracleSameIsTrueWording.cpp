#include "OracleSameIsTrueWording.h"
#include <QRegularExpression>

namespace strata::import {

QString sameIsTrueForSetsWording(QString sentence)
{
    // Only a colour said of the sets ("are white"): "The same is true for first strike, …" after a keyword
    // (Cairn Wanderer) names abilities, not sets, and stays as it was.
    static const QRegularExpression sameIsTrue(QStringLiteral(
        "^([A-Z][^.,]+) are (white|blue|black|red|green|colorless)\\. The same is true for ([^.,]+?) and ([^.,]+)\\.$"));
    const auto m = sameIsTrue.match(sentence);
    if (!m.hasMatch())
        return sentence;
    return QStringLiteral("%1, %2, and %3 are %4.").arg(m.captured(1), m.captured(3), m.captured(4), m.captured(2));
}

}   // namespace strata::import
