#pragma once
#include "ImportFixtures.h"
#include <QTest>

// The importer tests' check of one ability read and written back (inline: a change here rebuilds only
// the tests that include it, not every test linking ImportFixtures).

namespace strata::import::test {

// The ability `index` of `card` is parsed, written back as `written`, and kept as it is by a trip
// through the card format. Called last in a test function: a failure returns from here only.
inline void checkWrittenBackAt(const ImportResult& result, const QString& card, int index, const QString& written)
{
    const ImportedCard* c = findCard(result, card);
    QVERIFY2(c, qPrintable(card));
    QVERIFY(index >= 0 && index < c->abilities.size());
    QCOMPARE(c->abilities[index].written, written);
    QCOMPARE(c->abilities[index].status, AbilityStatus::Parsed);
    QString why;
    const CardPtr back = throughCardFormat(*c->card, &why);
    QVERIFY2(back, qPrintable(why));
    // The reports run over both faces; the face's own abilities are counted from its first report.
    const int face = c->abilities[index].face;
    int onFace = 0;
    for (int i = 0; i < index; ++i)
        onFace += c->abilities[i].face == face;
    const CardFace& imported = face == 0 ? c->card->front : *c->card->back;
    QVERIFY(face == 0 || back->back);
    const CardFace& read = face == 0 ? back->front : *back->back;
    QVERIFY(onFace < imported.abilities.size() && onFace < read.abilities.size());
    QVERIFY2(read.abilities[onFace]->sameStructure(*imported.abilities[onFace]), qPrintable(card));
}

// The same for the ability of `card` whose sentence holds `words`.
inline void checkWrittenBack(const ImportResult& result, const QString& card, const QString& words, const QString& written)
{
    const AbilityReport* r = reportWith(result, card, words);
    QVERIFY(r);
    const ImportedCard* c = findCard(result, card);
    checkWrittenBackAt(result, card, int(r - c->abilities.constData()), written);
}

// checkWrittenBack for each row of a table whose rows have `card`, `words` and `written` (UTF-8). Stops at
// the first row that fails.
template <typename Cases>
inline void checkWrittenBackEach(const ImportResult& result, const Cases& cases)
{
    for (const auto& c : cases) {
        checkWrittenBack(result, QString::fromUtf8(c.card), QString::fromUtf8(c.words), QString::fromUtf8(c.written));
        if (QTest::currentTestFailed())
            return;
    }
}

}   // namespace strata::import::test
