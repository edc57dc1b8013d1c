#pragma once
#include <QJsonValue>
#include <QString>

namespace strata::ui {

// A scenario's title or description in `language` ("es"): a plain string as it is, an object of
// language code to string in that language, else English, else the first language it has.
QString localizedText(const QJsonValue& text, const QString& language);

} // namespace strata::ui
