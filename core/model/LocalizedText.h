#pragma once
#include <QMap>
#include <QString>

namespace strata {

// A scenario's title or description: one text, or a text per language code ("en", "es", "it").
struct LocalizedText {
    enum class Form : quint8 { Absent, Plain, PerLanguage };
    Form form = Form::Absent;
    QString plain;                      // Form::Plain
    QMap<QString, QString> languages;   // Form::PerLanguage, by language code

    static LocalizedText of(const QString& text) { return LocalizedText{Form::Plain, text, {}}; }
    // The text in `language`, else in English, else in the first language given.
    QString in(const QString& language) const;
    bool operator==(const LocalizedText& o) const
    {
        return form == o.form && plain == o.plain && languages == o.languages;
    }
    bool operator!=(const LocalizedText& o) const { return !(*this == o); }
};

}   // namespace strata
