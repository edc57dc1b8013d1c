#pragma once
#include "ImportFixtures.h"
#include "TableTranslator.h"
#include <QTest>

// The importer tests' check of abilities written in Spanish and Italian (inline, as WrittenBack.h: a
// change here rebuilds only the tests that include it).

namespace strata::import::test {

// One ability of a fixture card, with what it says in each language.
struct TranslatedAbility {
    const char* card;
    int index;
    const char* spanish;
    const char* italian;
};

// Each ability of `cases` is parsed and written with `table` as its Spanish and Italian say. Called last
// in a test function: a failure returns from here only.
inline void checkWrittenInSpanishAndItalian(
    const ImportResult& result, const TranslationTable& table, const QVector<TranslatedAbility>& cases)
{
    for (const TranslatedAbility& k : cases) {
        const AbilityDef* a = parsedAbility(result, QLatin1String(k.card), k.index);
        QVERIFY2(a, k.card);
        const CardFace& face = findCard(result, QLatin1String(k.card))->card->front;
        for (const bool italian : {false, true})
            QCOMPARE(abilityIn(table, italian, *a, face), QString::fromUtf8(italian ? k.italian : k.spanish));
    }
}

}   // namespace strata::import::test
