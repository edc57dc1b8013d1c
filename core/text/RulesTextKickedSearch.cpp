#include "RulesTextWriter.h"

// Round 40: a kicked search of the one target player's library again, with another number (702.33d, 701.23): "If ~ was
// kicked, instead search that player's library for up to fifteen cards, exile them, then that player shuffles their
// library." (Sadistic Sacrament; OracleKickedTheirSearch.cpp). The player is named again, as one sentence.

namespace strata {
namespace rulestext {

std::optional<QString> Writer::kickedSearchAgain(const Action& before, const Action& kicked)
{
    auto theirExiledCards = [this](const Action& a) {
        return a.kind == ActionKind::SearchLibrary && a.who == QLatin1String("target_player") && !targetsAnOpponent(a.who)
            && a.text == QLatin1String("exile") && a.object && a.object->upTo > 1 && !a.amountOf && !a.amount.x
            && !a.reveal && !a.tapped;
    };
    if (!theirExiledCards(before) || !theirExiledCards(kicked) || m_targets.size() != 1)
        return std::nullopt;
    const QString cards = tr("up to %1 %2", "a number, cards").arg(numberWord(kicked.amount.n), noun(*kicked.object, true, false));
    return tr("search that player's library for %1, exile them, then that player shuffles their library", "cards").arg(cards);
}

}   // namespace rulestext
}   // namespace strata
