#pragma once
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QTest>

// Shared by a few importer tests (inline, in a header of its own: a change here rebuilds only the tests
// that include it): a scenario played from the declare blockers step, and the card format check of a
// fixture some of whose cards the format refuses on purpose.

namespace strata::import::test {

// A two-player scenario of `imported`'s cards, taken in the declare blockers step (its blocks are the
// objects' `blocking`), played; empty when the reader refuses it.
inline Playthrough playFromBlockers(const ImportResult& imported, const QByteArray& objects, const QByteArray& events)
{
    const CardLibrary& lib = libraryOf(imported);
    const auto state = readScenario(lib, scenarioJson(objects, events, {}, {}, R"(, "step": "declare_blockers")"));
    return state ? EventPlayer::play(*state, lib) : Playthrough{};
}

// Every card goes through the card format and reads back the same structure, but for those `refused`
// names (the counts "for each …" of a life gain or a draw, which the format does not write yet), which
// are refused as a whole rather than written otherwise; `kept` cards are checked. The last statement of
// its test function.
inline void checkCardFormatKeepsAllBut(const ImportResult& result, const QStringList& refused, int kept)
{
    int checked = 0;
    for (const ImportedCard& c : result.cards) {
        QString why;
        const CardPtr back = throughCardFormat(*c.card, &why);
        if (refused.contains(c.card->name())) {
            QVERIFY2(!back, qPrintable(c.card->name()));
            continue;
        }
        QVERIFY2(back, qPrintable(c.card->name() + QStringLiteral(": ") + why));
        QCOMPARE(back->front.abilities.size(), c.card->front.abilities.size());
        for (int i = 0; i < back->front.abilities.size(); ++i)
            QVERIFY2(back->front.abilities[i]->sameStructure(*c.card->front.abilities[i]), qPrintable(c.card->name()));
        ++checked;
    }
    QCOMPARE(checked, kept);
}

}   // namespace strata::import::test
