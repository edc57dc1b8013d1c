#include "OracleManaTriggerWordings.h"
#include <QRegularExpression>

namespace strata::import {

QString manaTriggerWording(QString sentence)
{
    // Not "enchanted land is tapped for mana" (Fertile Ground): the Aura's land, which the importer reads as it is.
    static const QRegularExpression isTapped(QStringLiteral(
        "^Whenever (an?) (?!enchanted )([^,]+?) is tapped for mana, its controller adds "));
    sentence.replace(isTapped, QStringLiteral("Whenever a player taps \\1 \\2 for mana, that player adds "));
    // Round 37: Regal Behemoth's "Whenever you tap a land for mana while you're the monarch, add …": a mana ability
    // resolves at once (605.4a), so a condition of the trigger and an intervening "if" (603.4) are checked at the same
    // moment and mean the same; the writer says the "if".
    static const QRegularExpression whileMonarch(
        QStringLiteral("^(Whenever [^,]+ for mana) while (you're|you are) the monarch, "));
    sentence.replace(whileMonarch, QStringLiteral("\\1, if you're the monarch, "));
    return sentence;
}

}   // namespace strata::import
