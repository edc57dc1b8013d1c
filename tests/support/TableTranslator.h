#pragma once
// Spanish and Italian of new rules-text templates from a table, as a round's translations TSV gives
// them, so a test reads the three languages without the built .qm files.
#include "text/RulesText.h"
#include <QCoreApplication>
#include <QHash>
#include <QPair>
#include <QString>
#include <QTranslator>

namespace strata::import::test {

// English source of the "RulesText" context (or "Context|source") → (Spanish, Italian).
using TranslationTable = QHash<QString, QPair<QString, QString>>;

class TableTranslator : public QTranslator {
public:
    TableTranslator(const TranslationTable& table, bool italian) : m_table(table), m_italian(italian) { }
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        // "CardType|artifact": a word of another context; a bare source is the "RulesText" context's.
        const QString text = QString::fromUtf8(source);
        auto it = m_table.constFind(QString::fromUtf8(context) + QLatin1Char('|') + text);
        if (it == m_table.cend() && QByteArray(context) == "RulesText")
            it = m_table.constFind(text);
        return it == m_table.cend() ? QString() : (m_italian ? it->second : it->first);
    }

private:
    const TranslationTable& m_table;
    bool m_italian;
};

// What `write` returns while the table's Spanish (or Italian) is installed.
template <typename Write> QString writtenWith(const TranslationTable& table, bool italian, Write write)
{
    TableTranslator translator(table, italian);
    QCoreApplication::installTranslator(&translator);
    const QString text = write();
    QCoreApplication::removeTranslator(&translator);
    return text;
}

// The ability as the rules-text writer puts it in Spanish (or Italian) with the table installed.
inline QString abilityIn(const TranslationTable& table, bool italian, const AbilityDef& ability, const CardFace& face)
{
    return writtenWith(table, italian, [&] { return RulesText::ability(ability, face, face.name); });
}

}   // namespace strata::import::test
