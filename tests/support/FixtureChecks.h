#pragma once
#include "ImportFixtures.h"
#include <QTest>
#include <initializer_list>

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

// The cards `names` of the fixture are fully understood; it may hold other cards beside them (board cards
// not all of whose abilities are read).
inline void checkNamedCardsUnderstood(const ImportResult& result, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        const ImportedCard* card = findCard(result, QString::fromUtf8(name));
        QVERIFY2(card && card->status == CardStatus::Understood, name);
    }
}

// The fixture's understood cards, `count` of them, go through the card format and read back the same.
inline void checkCardFormatKeepsUnderstoodCards(const ImportResult& result, int count)
{
    int checked = 0;
    const QString difference = cardFormatDifference(result, &checked);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(checked, count);
}

// Every card of the fixture goes through the card format and reads back the same.
inline void checkCardFormatKeepsEveryCard(const ImportResult& result)
{
    checkCardFormatKeepsUnderstoodCards(result, int(result.cards.size()));
}

}   // namespace strata::import::test
