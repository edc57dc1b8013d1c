#pragma once
// Reads scenario text the way a saved file is read back, for tests that check what a writer wrote.
#include "cards/CardLibrary.h"
#include "io/ScenarioReader.h"
#include "model/GameState.h"
#include <QByteArray>
#include <QString>

namespace strata::test {

// The state the built-in library reads from `json`; `problems` gets the reader's messages, one per
// line (empty when the text is a file the reader accepts).
inline GameState readScenarioText(const QByteArray& json, QString* problems)
{
    Diagnostics diags;
    auto state = ScenarioReader(CardLibrary::builtin()).read(json, QStringLiteral("written.strata.json"), &diags);
    *problems = diags.formatted().join('\n');
    return state.value_or(GameState());
}

}   // namespace strata::test
