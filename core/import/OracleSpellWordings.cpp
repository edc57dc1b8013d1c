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
    // Round 26: "Tap up to two target creatures. Those creatures don't untap during their controllers' next
    // untap steps." (Sudden Storm) is Decision Paralysis' "their controller's next untap step": each of the
    // targets keeps tapped through its own controller's next untap step (502.3), whichever the number.
    static const QRegularExpression thoseKept(QStringLiteral(
        "(\\btarget creatures\\. Those creatures don't untap during their) controllers' next untap steps\\b"));
    text.replace(thoseKept, QStringLiteral("\\1 controller's next untap step"));
    return text;
}

}   // namespace strata::import
