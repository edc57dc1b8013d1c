#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

// Round 39: "X target creatures can't be blocked this turn. Until end of turn, those creatures gain "Whenever this
// creature deals combat damage to a player, draw a card."" (Open into Wonder): "those creatures" are the targets the
// sentence before named, each given the ability until the turn ends (611.2a, 611.2c), which the parser reads as "they"
// (OracleFollowUps.cpp) and the writer says so. Only after a rule of the same targets until
// end of turn ("can't be blocked this turn", 514.2), so "those creatures" can name nothing else. Any other text comes
// back as it was.
QString mendedThoseCreaturesGain(QString text)
{
    static const QRegularExpression thoseGain(QStringLiteral(
        "(\\btarget creatures can't be blocked this turn\\. )Until end of turn, those creatures gain (?=\")"));
    text.replace(thoseGain, QStringLiteral("\\1Until end of turn, they gain "));
    return text;
}

}   // namespace strata::import
