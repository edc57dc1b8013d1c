#include "SelfToYourGraveyard.h"
#include <QRegularExpression>

namespace strata::import {

bool selfToYourGraveyardHead(const QString& head, AbilityDef* into)
{
    if (head != QLatin1String("When ~ is put into your graveyard from the battlefield"))
        return false;
    // 603.3a, 603.10a: the ability's controller is ~'s controller as it left; a ~ an opponent controlled
    // goes to its owner's graveyard, yours, and is then no card of that controller's graveyard.
    Selector yours;
    yours.ownerYou = true;
    into->event = TriggerEvent::SelfDies;
    into->eventFilter = QSharedPointer<Selector>::create(yours);
    return true;
}

QString selfToYourGraveyardWording(QString text)
{
    static const QRegularExpression yourLibrary(QStringLiteral(
        "((?:^|\")When ~ is put into your graveyard from the battlefield, (?:you may )?)(put it into|shuffle (?:it|~) into) "
        "(?:your|its owner's) library"));
    // The card shuffled is ~ (the writer's "it", the card's own name), as after "When ~ dies" (RoundTrip.cpp).
    const auto m = yourLibrary.match(text);
    if (m.hasMatch())
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1)
                + (m.captured(2).startsWith(QLatin1String("shuffle")) ? QStringLiteral("shuffle ~ into")
                                                                      : m.captured(2))
                + QStringLiteral(" its owner's library"));
    return text;
}

}   // namespace strata::import
