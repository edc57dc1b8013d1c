#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

// Round 39: "Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 until end of turn
// unless any player pays {2}." (Wild Might): a second bonus to the one target, which adds to the first (613.4c) as any
// two do; "additional" says only that, and the round trip reads " gets an additional " as " gets " already
// (RoundTrip.cpp). "Creatures you control get +0/+1 until end of turn. They get an additional +0/+2 until end of turn
// unless any player pays {2}." (Rhystic Shield): "they" are the creatures you control as the spell resolves (611.2c),
// and the second instruction's set is fixed in the same resolution, with only the payment (mana abilities, 605.3a)
// between; a creature that left in that payment gets neither bonus. Any other text comes back as it was.
QString mendedAdditionalBonus(QString text)
{
    static const QRegularExpression thatCreature(
        QStringLiteral("(^Target creature gets [-+]\\d+/[-+]\\d+ until end of turn\\. That creature) gets an additional "
                       "(?=[-+]\\d+/[-+]\\d+ until end of turn unless )"));
    text.replace(thatCreature, QStringLiteral("\\1 gets "));
    static const QRegularExpression yourCreatures(
        QStringLiteral("(^Creatures you control get [-+]\\d+/[-+]\\d+ until end of turn\\. )They get an additional "
                       "(?=[-+]\\d+/[-+]\\d+ until end of turn unless )"));
    text.replace(yourCreatures, QStringLiteral("\\1Creatures you control get "));
    return text;
}

}   // namespace strata::import
