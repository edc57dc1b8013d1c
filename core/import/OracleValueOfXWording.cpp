#include "OracleValueOfXWording.h"
#include <QRegularExpression>

namespace strata::import {

QString valueOfXAsCastWording(QString sentence)
{
    static const QRegularExpression shape(QStringLiteral(
        "^(When ~ enters the battlefield, )tap enchanted creature and put a number of ([a-z]+) counters on it equal to "
        "the value of X as you cast ~\\.$"));
    sentence.replace(shape, QStringLiteral("\\1tap enchanted creature. Put X \\2 counters on enchanted creature."));
    return sentence;
}

}   // namespace strata::import
