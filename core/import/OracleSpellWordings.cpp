#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

QString mendedSpellWording(QString text)
{
    // Only in a sentence after another: "also" first in an ability may refer to what the ability before did.
    static const QRegularExpression alsoGains(
        QStringLiteral("(\\. [A-Z][a-z]+ creatures you control) also (gain|get) "));
    text.replace(alsoGains, QStringLiteral("\\1 \\2 "));
    static const QRegularExpression theyEach(QStringLiteral("(\\. They) each (get|gain) "));
    text.replace(theyEach, QStringLiteral("\\1 \\2 "));
    return text;
}

}   // namespace strata::import
