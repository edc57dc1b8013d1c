#pragma once
#include "model/Ability.h"
#include <QHash>
#include <QMutex>
#include <QPair>
#include <QString>
#include <QVector>
#include <functional>

namespace strata {

// Texts the rules-text writer has written, kept so that views asking again for the same ability (every
// repaint, every edit of the scenario) pay for writing it once per language.
//
// A text is known by everything it is written from: the ability (the very AbilityDef object, which
// never changes once shared; the cache holds it only weakly, so an object freed and another made at
// the same address is not mistaken for it), the object's name and the layer 3 word swaps. The language
// is the one installed: installing or removing a translator makes QCoreApplication announce a
// QEvent::LanguageChange, on which every text is forgotten. (Loading a file into a translator already
// installed announces it too, but only once the event loop delivers the change.)
class RulesTextCache {
public:
    using Swaps = QVector<QPair<QString, QString>>;

    static RulesTextCache& instance();

    // The known text, else what `write` returns, which is then kept.
    QString text(const AbilityPtr& ability, const QString& objectName, const Swaps& swaps,
        const std::function<QString()>& write);

    int size() const;
    // How many times the language changed since the program started (counted from the first call).
    static quint64 languageChanges();

private:
    struct Key {
        const AbilityDef* ability;
        QString objectName;
        Swaps swaps;
        bool operator==(const Key& o) const
        {
            return ability == o.ability && objectName == o.objectName && swaps == o.swaps;
        }
    };
    struct Entry {
        QWeakPointer<const AbilityDef> ability;
        QString text;
    };
    friend size_t qHash(const Key& k, size_t seed);

    void forgetIfLanguageChanged();

    mutable QMutex m_mutex;
    QHash<Key, Entry> m_texts;
    quint64 m_language = 0;   // languageChanges() the texts were written under
};

}   // namespace strata
