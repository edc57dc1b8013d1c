// libFuzzer target: any bytes as a card file; a card that reads is put on a battlefield with a
// Grizzly Bears and resolved, so the engine meets card structures no library card has.
// Built with -DSTRATA_FUZZ=ON and clang; run by `./strata.sh fuzz SECONDS`.
#include "cards/CardLibrary.h"
#include "cards/CardParser.h"
#include "engine/LayerEngine.h"
#include "io/JsonParser.h"
#include "rules/StateBasedActions.h"
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const strata::CardLibrary& library = strata::CardLibrary::builtin();
    if (!library.errors().isEmpty())
        std::abort();
    strata::io::JsonParseError error;
    const auto root
        = strata::io::parseJson(QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)), &error);
    if (!root)
        return 0;
    strata::Diagnostics diags;
    strata::CardParser parser(QStringLiteral("fuzz"), &diags);
    const strata::CardPtr card = parser.parse(*root);
    if (!card) {
        if (diags.isEmpty())
            std::abort();   // refused without saying why
        return 0;
    }
    strata::GameState state;
    state.players << strata::Player{QStringLiteral("ana"), QStringLiteral("Ana")};
    strata::GameObject fuzzed;
    fuzzed.id = QStringLiteral("fuzzed");
    fuzzed.card = card;
    fuzzed.owner = fuzzed.controller = QStringLiteral("ana");
    fuzzed.timestamp = 1;
    strata::GameObject bears = fuzzed;
    bears.id = QStringLiteral("bears");
    bears.card = library.find(QStringLiteral("Grizzly Bears"));
    bears.timestamp = 2;
    state.objects << fuzzed << bears;
    strata::Resolution res = strata::LayerEngine::resolve(state);
    strata::findStateBasedActions(state, res);
    return 0;
}
