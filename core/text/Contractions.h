#pragma once
#include <QPair>
#include <QSharedPointer>
#include <QString>
#include <QVector>

namespace strata {

// Contractions of a preposition and an article that the rules-text templates can't write themselves
// ("de" + "el permanente encantado" = "del permanente encantado"). Each language gives its own as one
// translatable list of "from=to" pairs separated by "|" ("de el =del |a el =al "); they are applied to
// the finished text in that order, each where `from` starts a word, as written and with its first
// letter capitalised ("De el " → "Del ").
class Contractions {
public:
    explicit Contractions(const QString& rules);

    // The contractions of the language installed now. The list is read from the translation on every
    // call but parsed again only when it differs from the last one, so every text written in one
    // language shares one object.
    static QSharedPointer<const Contractions> current();

    QString apply(QString text) const;
    // Pairs the list gave (not counting their capitalised forms).
    int size() const { return m_ruleCount; }

private:
    QVector<QPair<QString, QString>> m_replacements;   // each pair, then its capitalised form
    int m_ruleCount = 0;
};

// `s` with its first letter upper-case, looking past opening quotes ("«de el…" → "«De el…").
QString capitalizedFirstLetter(QString s);

}   // namespace strata
