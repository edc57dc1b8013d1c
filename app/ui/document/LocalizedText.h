#pragma once
#include "model/LocalizedText.h"
#include <QJsonValue>

namespace strata::ui {

// A title or description as a scenario file writes it: a plain string, or an object of language
// code to string.
LocalizedText localizedTextFromJson(const QJsonValue& text);

}   // namespace strata::ui
