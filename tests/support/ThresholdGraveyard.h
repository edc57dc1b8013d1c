#pragma once
#include "ImportFixtures.h"

// Shared by the threshold tests of rounds 41 and 42 (inline, in a header of its own: a change here rebuilds only
// the tests that include it).

namespace strata::import::test {

// Seven Forest cards in Ana's graveyard, each object after a comma: threshold (207.2c names the ability word only);
// with `threshold` false, none.
inline QByteArray thresholdGraveyard(bool threshold)
{
    QByteArray objects;
    for (int i = 0; threshold && i < 7; ++i)
        objects += ','
            + objectJson(QByteArray("g" + QByteArray::number(i)).constData(), "Forest", ", \"zone\": \"graveyard\"");
    return objects;
}

}   // namespace strata::import::test
