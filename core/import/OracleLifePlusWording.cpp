#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

// Round 38: "You gain X plus 1 life, where X is the number of green creatures on the battlefield." (An-Havva Inn): one
// gain of that count and 1 (119.3, 608.2h), as "You gain X life, where X is 1 plus the number of …" says it, the words
// the writer has for a sum (Expr::Kind::Sum, read by OracleParser::amount).
QString mendedLifePlusWording(QString text)
{
    static const QRegularExpression lifePlus(
        QStringLiteral("(^|\\. )You gain X plus (\\d+) life, where X is (the number of [^.]+)\\."));
    text.replace(lifePlus, QStringLiteral("\\1You gain X life, where X is \\2 plus \\3."));
    return text;
}

}   // namespace strata::import
