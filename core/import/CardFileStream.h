#pragma once
#include "io/JsonTree.h"
#include <QByteArray>
#include <QString>
#include <functional>

namespace strata::import {

// One card object cut out of a card file, as its bytes, with where it starts in the file (so errors
// inside it can be placed in the file) and, for MTGJSON's AtomicCards, the name it is filed under.
struct RawCard {
    QByteArray json;
    io::JsonPos start;
    QString key;
    QString problem;   // set when the value is not a card at all ("expected a card object, found a number")
};

// A problem with the file's structure (not with one card): the import of what follows stops.
struct StreamError {
    io::JsonPos pos;
    QString message;
};

// Reads a card file as a stream and hands over one card object at a time, so a 150 MB bulk file is
// never held in memory whole, let alone twice. Understands the shapes card files come in:
//   [card, card, …]                       Scryfall bulk data (oracle_cards)
//   {"object": "list", "data": [card, …]}  a Scryfall list
//   {"data": {"Name": [face, …], …}}       MTGJSON AtomicCards (each value is one card's faces)
//   {card}                                 one Scryfall card object
// Gzip-compressed files (.json.gz) are recognised by their first bytes and read through zlib, which
// Qt itself depends on (Qt 6.4 has no public gzip stream).
class CardFileStream {
public:
    // Returning false from the handler stops the reading (cancel).
    using Handler = std::function<bool(RawCard&& card)>;

    // Bytes of the file read so far and its size on disk, for a progress bar.
    using Progress = std::function<void(qint64 done, qint64 total)>;

    // False when the file could not be read or its structure is broken; `error` says where and why.
    // Cards handed over before a structural error stay handed over. `cancelled` is set when the
    // handler stopped the reading.
    static bool read(const QString& path, const Handler& handler, const Progress& progress, StreamError* error,
        bool* cancelled = nullptr);
    // The same for bytes already in memory (tests, and a card object fetched from the network).
    static bool readBytes(const QByteArray& bytes, const Handler& handler, StreamError* error);
};

}   // namespace strata::import
