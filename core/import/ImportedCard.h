#pragma once
#include "SourceCard.h"
#include "model/Card.h"
#include <QHash>
#include <QString>
#include <QVector>

namespace strata::import {

// What Strata made of one ability of an imported card (docs/importer.md).
enum class AbilityStatus : quint8 {
    Parsed,     // read into the typed model, and the text Strata writes from it says what the card says
    Partial,    // some sentences were read, not all: kept as text only, `notUnderstood` names the rest
    TextOnly,   // nothing was read: kept as text only
    Mismatch    // read, but the text written back differs from the card's: the parse is not trusted,
                // and the ability is kept as text only
};
QString statusName(AbilityStatus s);   // "parsed", "partial", "text_only", "mismatch"

enum class CardStatus : quint8 { Understood, Partly, TextOnly };
QString statusName(CardStatus s);      // "understood", "partly", "text_only"

struct AbilityReport {
    int face = 0;
    AbilityStatus status = AbilityStatus::TextOnly;
    QString printed;         // the Oracle text, reminder text included
    QString sentence;        // without reminder text, the card's name as "~"
    QString written;         // what Strata writes back from its parse (parsed and mismatch)
    QString notUnderstood;   // partial and text only: the sentences no template read
    bool layerChanging = false;   // a static ability that changes characteristics (layers 1–7)
};

struct ImportedCard {
    CardPtr card;   // every ability that is not `parsed` is a text-only ability here
    CardStatus status = CardStatus::Understood;
    QVector<AbilityReport> abilities;
    QHash<QString, QString> foreignNames;   // "es", "it"
};

// Builds the typed card from what a card file says, reading its Oracle text. Returns nothing, with
// the reason in `error`, when the card's characteristics cannot be held by the model (an unknown
// card type, a power that is neither a number nor a star).
std::optional<ImportedCard> importCard(const SourceCard& source, QString* error);

// The sentence's shape for the coverage report: numbers, mana symbols and the card's name made
// alike, so "Enchanted creature gets +2/+2." and "… +1/+3." count as one shape.
QString sentenceShape(const QString& sentence);

// Normalised text for the round-trip check: lower case, "enters the battlefield" → "enters", Oracle's
// minus sign, spacing and the final full stop made alike.
QString normalisedForRoundTrip(QString text);

}   // namespace strata::import
