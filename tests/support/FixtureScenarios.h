#pragma once
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QTest>

// Shared by a few importer tests (inline, in a header of its own: a change here rebuilds only the tests
// that include it): a scenario played from the declare blockers step, and what a playthrough or a fixture
// is asked most.

namespace strata::import::test {

// A two-player scenario of `imported`'s cards, taken in the declare blockers step (its blocks are the
// objects' `blocking`), played; empty when the reader refuses it.
inline Playthrough playFromBlockers(const ImportResult& imported, const QByteArray& objects, const QByteArray& events)
{
    const CardLibrary& lib = libraryOf(imported);
    const auto state = readScenario(lib, scenarioJson(objects, events, {}, {}, R"(, "step": "declare_blockers")"));
    return state ? EventPlayer::play(*state, lib) : Playthrough{};
}

// The ids of `owner`'s objects in `zone` at the end of a playthrough, in objects order.
inline QStringList idsOf(const Playthrough& p, const char* owner, Zone zone)
{
    QStringList out;
    for (const GameObject& o : p.finalState.objects)
        if (o.zone == zone && o.owner == QLatin1String(owner))
            out << o.id;
    return out;
}

// How many cards `player` holds at the end of a playthrough.
inline int handCount(const Playthrough& p, const char* player)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.zone == Zone::Hand && o.owner == QLatin1String(player) ? 1 : 0;
    return n;
}

// Four Lightning Bolts in each player's library ("ana1" … "nico4").
inline QByteArray fourBoltsInEachLibrary()
{
    QByteArray out;
    for (const char* player : {"ana", "nico"})
        for (int i = 1; i <= 4; ++i)
            out += (out.isEmpty() ? "" : ", ")
                + objectJson((QByteArray(player) + QByteArray::number(i)).constData(), "Lightning Bolt", ", \"zone\": \"library\"", player);
    return out;
}

// What the writer said of `card`'s ability whose Oracle sentence holds `words`; empty when there is none.
inline QString writtenWith(const ImportResult& imported, const char* card, const char* words)
{
    const AbilityReport* r = reportWith(imported, QLatin1String(card), QLatin1String(words));
    return r ? r->written : QString();
}

// `card` through the card format; null (the test then fails) when it does not come back.
inline CardPtr throughFormat(const ImportResult& imported, const char* card)
{
    QString why;
    const ImportedCard* found = findCard(imported, QLatin1String(card));
    CardPtr again = found ? throughCardFormat(*found->card, &why) : CardPtr();
    if (!again)
        qWarning("%s: %s", card, qPrintable(why));
    return again;
}

}   // namespace strata::import::test
