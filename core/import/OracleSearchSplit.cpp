#include "OracleSearchSplit.h"
#include <QRegularExpression>

// Round 34 (`impspelll34b`): the cards of one search put in two places (701.23).

namespace strata::import {

bool searchedHandAndGraveyard(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*)>& libraryAction)
{
    static const QRegularExpression split(QStringLiteral(
        "^(search your library for up to two [a-z ]+ cards, reveal them, )put one into your hand and the other into your "
        "graveyard(, then shuffle)$"));
    const auto m = split.match(s);
    const int before = into->effect.size();
    if (!m.hasMatch() || !libraryAction(m.captured(1) + QStringLiteral("put them into your hand") + m.captured(2), into))
        return false;
    if (into->effect.size() != before + 1 || into->effect.last().kind != ActionKind::SearchLibrary
        || into->effect.last().text != QLatin1String("hand") || !into->effect.last().object
        || into->effect.last().object->upTo != 2) {
        into->effect.resize(before);
        return false;
    }
    // The first card found goes to the hand, the other to the graveyard; with one found, it goes to the hand.
    into->effect.last().text = QStringLiteral("hand_and_graveyard");
    return true;
}

}   // namespace strata::import
