#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

// Round 39: "Tap target untapped creature you control. If you do, it deals damage equal to its power to target attacking
// or blocking creature an opponent controls." (Spirit Flare): the tap is not optional, and tapping an untapped permanent
// always happens (701.26a), so "you do" exactly when the first target is still legal, untapped, as the spell resolves
// (608.2b); then, and only then, "it" deals the damage too, which 608.2b already says of "It deals damage …" (an illegal
// target performs no action). So it reads as the sentence without "If you do, ". Any other text comes back as it was.
QString mendedTappedIfYouDo(QString text)
{
    static const QRegularExpression tapThen(
        QStringLiteral("^(Tap target untapped creature you control\\. )If you do, it (deals damage equal to its power to target )"));
    text.replace(tapThen, QStringLiteral("\\1It \\2"));
    return text;
}

}   // namespace strata::import
