#pragma once
#include <QStringList>

class QMimeData;

namespace strata::ui {

// Cards dragged from the library to the board travel as this MIME type: the English card names,
// UTF-8, one per line (a single card is just its name).
inline constexpr char kCardMimeType[] = "application/x-strata-card";

QMimeData* cardMimeData(const QStringList& cardNames);
// The card names a drop carries; empty when it carries no cards.
QStringList cardNamesFromMime(const QMimeData* data);

}   // namespace strata::ui
