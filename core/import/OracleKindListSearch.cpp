#include "OracleKindListSearch.h"
#include "model/Types.h"
#include <QRegularExpression>

namespace strata::import {

bool searchedForKindList(
    const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& libraryAction)
{
    static const QRegularExpression list(
        QStringLiteral("^(search (?:target player|target opponent)'s library for) an? ((?:[a-z]+, ){2,}or [a-z]+) (card and .+)$"));
    const auto m = list.match(s);
    if (!m.hasMatch())
        return false;
    QStringList words = m.captured(2).split(QStringLiteral(", "));
    words.last().remove(0, 3);   // "or land" → "land"
    // Oracle lists the types alphabetically, as the writer does; another order would not read back.
    QStringList sorted = words;
    sorted.sort();
    if (sorted != words || words.removeDuplicates() > 0)
        return false;
    quint16 any = 0;
    for (const QString& w : words) {
        const auto type = cardTypeFromName(w.left(1).toUpper() + w.mid(1));
        if (!type)
            return false;
        any |= quint16(*type);
    }
    // The search of one type, read as it is for Bribery; then its card is of any of the types listed.
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const QString one = m.captured(1) + QStringLiteral(" an artifact ") + m.captured(3);
    const bool read = libraryAction(one, into) && into->effect.size() == effectBefore + 1;
    Action* search = read ? &into->effect.last() : nullptr;
    if (!search || search->kind != ActionKind::SearchLibrary || !search->object
        || search->object->types != quint16(CardType::Artifact) || search->object->anyTypes || !search->object->anyOf.isEmpty()) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    search->object->types = 0;
    search->object->anyTypes = any;
    return true;
}

}   // namespace strata::import
