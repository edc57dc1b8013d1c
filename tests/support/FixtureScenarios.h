#pragma once
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QTest>

// Shared by a few importer tests (inline, in a header of its own: a change here rebuilds only the tests
// that include it): a scenario played from the declare blockers step.

namespace strata::import::test {

// A two-player scenario of `imported`'s cards, taken in the declare blockers step (its blocks are the
// objects' `blocking`), played; empty when the reader refuses it.
inline Playthrough playFromBlockers(const ImportResult& imported, const QByteArray& objects, const QByteArray& events)
{
    const CardLibrary& lib = libraryOf(imported);
    const auto state = readScenario(lib, scenarioJson(objects, events, {}, {}, R"(, "step": "declare_blockers")"));
    return state ? EventPlayer::play(*state, lib) : Playthrough{};
}

}   // namespace strata::import::test
