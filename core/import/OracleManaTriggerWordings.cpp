#include "OracleManaTriggerWordings.h"
#include <QRegularExpression>

namespace strata::import {

QString manaTriggerWording(QString sentence)
{
    // Not "enchanted land is tapped for mana" (Fertile Ground): the Aura's land, which the importer reads as it is.
    static const QRegularExpression isTapped(QStringLiteral(
        "^Whenever (an?) (?!enchanted )([^,]+?) is tapped for mana, its controller adds "));
    sentence.replace(isTapped, QStringLiteral("Whenever a player taps \\1 \\2 for mana, that player adds "));
    return sentence;
}

}   // namespace strata::import
