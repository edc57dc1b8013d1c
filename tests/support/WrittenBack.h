#pragma once
#include "ImportFixtures.h"
#include <QTest>

// The importer tests' check of one ability read and written back (inline: a change here rebuilds only
// the tests that include it, not every test linking ImportFixtures).

namespace strata::import::test {

// The ability of `card` whose sentence holds `words` is parsed, written back as `written`, and kept
// as it is by a trip through the card format. Called last in a test function: a failure returns from
// here only.
inline void checkWrittenBack(const ImportResult& result, const QString& card, const QString& words, const QString& written)
{
    const AbilityReport* r = reportWith(result, card, words);
    QVERIFY(r);
    QCOMPARE(r->written, written);
    QCOMPARE(r->status, AbilityStatus::Parsed);
    const ImportedCard* c = findCard(result, card);
    QString why;
    const CardPtr back = throughCardFormat(*c->card, &why);
    QVERIFY2(back, qPrintable(why));
    const int index = int(r - c->abilities.constData());
    QVERIFY(back->front.abilities[index]->sameStructure(*c->card->front.abilities[index]));
}

}   // namespace strata::import::test
