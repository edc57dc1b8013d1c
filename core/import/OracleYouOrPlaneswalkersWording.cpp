#include "OracleYouOrPlaneswalkersWording.h"
#include <QRegularExpression>

namespace strata::import {

QString youOrPlaneswalkersWording(QString sentence)
{
    // Only a static's own rule: the sentence says nothing before its subject but the set it restricts.
    static const QRegularExpression plural(
        QStringLiteral("^([A-Z][^.,]* can't attack you or )planeswalkers you control(\\.?)$"));
    sentence.replace(plural, QStringLiteral("\\1a planeswalker you control\\2"));
    static const QRegularExpression theyCantAttack(
        QStringLiteral("^([A-Z][^.,]* can't block), and they (can't attack you(?: or a planeswalker you control)?\\.?)$"));
    sentence.replace(theyCantAttack, QStringLiteral("\\1 and \\2"));
    return sentence;
}

}   // namespace strata::import
