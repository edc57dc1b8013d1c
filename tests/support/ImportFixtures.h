#pragma once
// The cards of an import fixture (tests/data/import), found by name.
#include "import/CardImport.h"

namespace strata::import::test {

// The imported card of that name in `result`; a missing card fails the test that asks for it.
inline const ImportedCard* findCard(const ImportResult& result, const QString& name)
{
    for (const ImportedCard& c : result.cards)
        if (c.card->name() == name)
            return &c;
    return nullptr;
}

}   // namespace strata::import::test
