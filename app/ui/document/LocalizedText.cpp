#include "LocalizedText.h"
#include <QJsonObject>

namespace strata::ui {

LocalizedText localizedTextFromJson(const QJsonValue& text)
{
    LocalizedText out;
    if (text.isString()) {
        out = LocalizedText::of(text.toString());
    } else if (text.isObject()) {
        out.form = LocalizedText::Form::PerLanguage;
        const QJsonObject byLanguage = text.toObject();
        for (auto it = byLanguage.begin(); it != byLanguage.end(); ++it)
            out.languages.insert(it.key(), it.value().toString());
    }
    return out;
}

}   // namespace strata::ui
