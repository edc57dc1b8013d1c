#pragma once
#include "io/Diagnostics.h"
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace strata::import {

// One face of a card as a card-data file gives it, before Strata reads its text.
struct SourceFace {
    QString name;
    QString manaCost;
    QString typeLine;   // "Legendary Creature — Elf Warrior"
    // MTGJSON gives the type line already split; Scryfall leaves these empty.
    std::optional<QStringList> supertypes, types, subtypes;
    QString oracleText;
    QString power, toughness, loyalty, defense;
    QStringList colorIndicator;   // "W", "U", "B", "R", "G"
    bool hasColorIndicator = false;
};

// A card as a Scryfall or MTGJSON file gives it.
struct SourceCard {
    QString name;     // "Fire // Ice" for a card with two halves
    QString layout;   // Scryfall's: "normal", "transform", "modal_dfc", "split", "flip", "adventure", …
    QVector<SourceFace> faces;
    QStringList keywords;
    QHash<QString, QString> foreignNames;   // "es", "it": from MTGJSON's foreignData
};

// Reads one card object of a Scryfall file, or one entry (the list of faces filed under `key`) of an
// MTGJSON AtomicCards file. Problems go to `diags`, placed in `file` (positions are shifted by `start`,
// where the object begins in the file); returns nothing when the card cannot be read.
std::optional<SourceCard> readSourceCard(const QByteArray& json, io::JsonPos start, const QString& key,
    const QString& file, Diagnostics* diags);

}   // namespace strata::import
