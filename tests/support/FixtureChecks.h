#pragma once
#include "ImportFixtures.h"
#include <QTest>

// The importer tests' first checks of their whole fixture (inline: a change here rebuilds only the tests
// that include it, not every test linking ImportFixtures). Each is the last statement of its test
// function: a failure returns from here only.

namespace strata::import::test {

// The fixture holds `count` cards, and each one is fully understood.
inline void checkEveryCardUnderstood(const ImportResult& result, int count)
{
    QCOMPARE(result.cards.size(), count);
    for (const ImportedCard& c : result.cards)
        QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
}

// Every card of the fixture goes through the card format and reads back the same.
inline void checkCardFormatKeepsEveryCard(const ImportResult& result)
{
    int checked = 0;
    const QString difference = cardFormatDifference(result, &checked);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(checked, result.cards.size());
}

}   // namespace strata::import::test
