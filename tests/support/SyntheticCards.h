#pragma once
#include "cards/CardLibrary.h"
#include "cards/CardParser.h"
#include "io/JsonParser.h"
#include <QtGlobal>

namespace strata::synthetic {

// Cards written for a test, for rules no printed card isolates, with the built-in cards beside them. A card that
// does not parse stops the test program: every test of the file stands on it.
template <typename JsonTexts>
CardLibrary cardLibrary(const JsonTexts& jsons)
{
    QVector<CardPtr> cards;
    for (const char* json : jsons) {
        io::JsonParseError perr;
        const auto parsed = io::parseJson(json, &perr);
        if (!parsed)
            qFatal("%s", qPrintable(perr.message));
        Diagnostics diags;
        const CardPtr card = CardParser(QStringLiteral("synthetic"), &diags).parse(*parsed);
        if (!card)
            qFatal("%s", qPrintable(diags.formatted().join('\n')));
        cards << card;
    }
    Diagnostics diags;
    CardLibrary library = CardLibrary::fromCards(cards, &diags);
    library.addMissing(CardLibrary::builtin());
    return library;
}

inline CardLibrary cardLibrary(const char* json)
{
    const char* const one[] = {json};
    return cardLibrary(one);
}

}   // namespace strata::synthetic
