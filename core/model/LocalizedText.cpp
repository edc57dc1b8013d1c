#include "LocalizedText.h"

namespace strata {

QString LocalizedText::in(const QString& language) const
{
    if (form == Form::Plain)
        return plain;
    for (const QString& lang : {language, QStringLiteral("en")})
        if (languages.contains(lang))
            return languages.value(lang);
    return languages.isEmpty() ? QString() : languages.first();
}

}   // namespace strata
