#include "SharedNouns.h"

namespace strata {

std::optional<QString> sharedNoun(const QStringList& nouns, const QStringList& subtypeWords,
    const std::function<QString(const QStringList&)>& join)
{
    if (nouns.size() < 2 || nouns.size() != subtypeWords.size())
        return std::nullopt;
    QString before, after;
    for (int i = 0; i < nouns.size(); ++i) {
        const QString& noun = nouns[i];
        const QString& word = subtypeWords[i];
        const int at = noun.indexOf(word);
        if (word.isEmpty() || at < 0 || noun.indexOf(word, at + 1) >= 0)
            return std::nullopt;
        const QString b = noun.left(at), a = noun.mid(at + word.size());
        if (i > 0 && (b != before || a != after))
            return std::nullopt;
        before = b;
        after = a;
    }
    return before + join(subtypeWords) + after;
}

}   // namespace strata
