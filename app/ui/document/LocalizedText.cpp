#include "LocalizedText.h"
#include <QJsonObject>

namespace strata::ui {

QString localizedText(const QJsonValue& text, const QString& language)
{
    if (text.isString())
        return text.toString();
    const QJsonObject byLanguage = text.toObject();
    for (const QString& lang : {language, QStringLiteral("en")})
        if (byLanguage.contains(lang))
            return byLanguage.value(lang).toString();
    return byLanguage.isEmpty() ? QString() : byLanguage.begin().value().toString();
}

} // namespace strata::ui
