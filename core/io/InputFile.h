#pragma once
#include <QByteArray>
#include <QString>
#include <optional>

namespace strata::io {

// Scenario and card files are small; anything bigger is a mistake or an attack, and reading it
// whole would only exhaust memory.
constexpr qint64 kMaxInputFileBytes = 64 * 1024 * 1024;

// The one way Strata reads a scenario or card file. Refuses anything that is not a regular file
// before opening it (opening a FIFO blocks until someone writes; /dev/zero never ends), and reads
// at most `limit` bytes whatever the file system says its size is. On failure returns nothing and
// puts a message for the user in `error` (the caller names the file).
std::optional<QByteArray> readInputFile(const QString& path, QString* error, qint64 limit = kMaxInputFileBytes);

}   // namespace strata::io
