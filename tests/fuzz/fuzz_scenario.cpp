// libFuzzer target: any bytes as a scenario file, then everything strata-cli does with one that
// reads: resolve it, find state-based actions and warnings, write the result and the scenario.
// Built with -DSTRATA_FUZZ=ON and clang; run by `./strata.sh fuzz SECONDS`.
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include "io/ScenarioWriter.h"
#include "model/ChoiceChecks.h"
#include "rules/StateBasedActions.h"
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const strata::CardLibrary& library = strata::CardLibrary::builtin();
    if (!library.errors().isEmpty())
        std::abort();   // the built-in library must load, or nothing here means anything
    strata::Diagnostics diags;
    const auto state = strata::ScenarioReader(library).read(
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)), QStringLiteral("fuzz"), &diags);
    if (!state) {
        if (diags.isEmpty())
            std::abort();   // refused without saying why
        diags.formatted();
        return 0;
    }
    strata::Resolution res = strata::LayerEngine::resolve(*state);
    strata::findStateBasedActions(*state, res);
    res.warnings << strata::choiceWarnings(*state);
    strata::resultToJson(*state, res);
    // What the app would save must read back.
    strata::Diagnostics again;
    if (!strata::ScenarioReader(library).read(strata::scenarioToJson(*state), QStringLiteral("again"), &again))
        std::abort();
    return 0;
}
