#include "OracleEachPlayerReturnsWording.h"
#include <QRegularExpression>

namespace strata::import {

QString eachPlayerReturnsExiledWording(QString sentence)
{
    // Only after ~ leaves: the link outlasts it (607.2a), and the writer says the return this way there.
    static const QRegularExpression eachReturnsOwn(QStringLiteral(
        "^(When ~ leaves the battlefield, )each player returns to their hand all cards they own exiled with ~(?=\\.?$)"));
    sentence.replace(eachReturnsOwn, QStringLiteral("\\1return all cards exiled with ~ to their owners' hands"));
    return sentence;
}

}   // namespace strata::import
