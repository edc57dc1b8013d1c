#include "RulesTextWriter.h"
#include <algorithm>

// Revealing cards from the top of a library until one of a kind turns up (701.20), and the impulse
// "exile the top card of your library; until end of turn, you may play that card". Each wording is a
// whole sentence template so a translation can order it freely.

namespace strata {
namespace rulestext {

std::optional<QStringList> Writer::revealUntilAction(const Action& a, bool optional)
{
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    // 701.20: "reveal cards from the top of your library until you reveal a creature card. Put that
    // card into your hand and the rest …"; impulse: "exile the top card of your library. Until end of
    // turn, you may play that card".
    if (a.kind == ActionKind::RevealUntil) {
        const Selector card = a.object.value_or(Selector());
        const QString what = indefinite(noun(card, false, false), selectorGender(card));
        // Round 36: another player reveals their own cards, all put into their graveyard (Destroy the Evidence,
        // Mind Funeral), or the card found onto the battlefield and the rest shuffled in (Polymorph;
        // OracleTheirRevealUntil.cpp).
        if (a.text == QLatin1String("shuffle") && a.who.isEmpty() && a.destination == Zone::Battlefield && !a.amount.x
            && a.amount.n <= 1)   // round 38: your own (Thicket Elemental)
            return QStringList{maybe(tr("reveal cards from the top of your library until you reveal %1", "a card").arg(what)),
                tr("put that card onto the battlefield and shuffle all other cards revealed this way into your library")};
        if (a.text == QLatin1String("shuffle")) {
            if (a.who != QLatin1String("controller_of_target") || a.destination != Zone::Battlefield || a.amount.x
                || a.amount.n > 1)
                return QStringList{};
            return QStringList{tr("%1 reveals cards from the top of their library until they reveal %2", "a player; a card")
                                   .arg(playerPhrase(a.who), what),
                tr("the player puts that card onto the battlefield, then shuffles all other cards revealed this way into "
                   "their library")};
        }
        if (a.destination == Zone::Graveyard) {
            if (a.who == QLatin1String("controller_of_target") && !a.amount.x && a.amount.n <= 1)
                return QStringList{tr("%1 reveals cards from the top of their library until they reveal %2, then puts "
                                      "those cards into their graveyard", "a player; a card")
                                       .arg(playerPhrase(a.who), what)};
            if (targetsAnOpponent(a.who) && !a.amount.x && a.amount.n > 1)
                return QStringList{tr("%1 reveals cards from the top of their library until %2 %3 are revealed",
                                       "a player; a number; cards")
                                       .arg(playerPhrase(a.who), numberWord(a.amount.n), noun(card, true, false)),
                    tr("that player puts all cards revealed this way into their graveyard")};
            return QStringList{};
        }
        const bool ownOneFound = a.who.isEmpty() && !a.amount.x && a.amount.n <= 1;
        // Round 37: every card exiled (Undying Flames) or put on the bottom (Erratic Explosion), the one found too.
        if (a.destination == Zone::Exile && ownOneFound)
            return QStringList{maybe(tr("exile cards from the top of your library until you exile %1", "a card").arg(what))};
        if (a.destination == Zone::Library && ownOneFound)
            return QStringList{maybe(tr("reveal cards from the top of your library until you reveal %1", "a card").arg(what)),
                tr("put all cards revealed this way on the bottom of your library in any order")};
        if (a.text == QLatin1String("hand"))   // Treasure Hunt: every revealed card goes to the hand
            return QStringList{maybe(tr("reveal cards from the top of your library until you reveal %1, then put all cards "
                                        "revealed this way into your hand", "a card").arg(what))};
        QStringList out{maybe(tr("reveal cards from the top of your library until you reveal %1", "a card").arg(what))};
        const bool battlefield = a.destination == Zone::Battlefield;
        if (a.text == QLatin1String("graveyard"))
            out << (battlefield ? tr("put that card onto the battlefield and put all other cards revealed this way into your graveyard")
                                : tr("put that card into your hand and all other cards revealed this way into your graveyard"));
        else if (a.text == QLatin1String("bottom_any_order"))
            out << (battlefield ? tr("put that card onto the battlefield and the rest on the bottom of your library in any order")
                                : tr("put that card into your hand and the rest on the bottom of your library in any order"));
        else
            out << (battlefield ? tr("put that card onto the battlefield and the rest on the bottom of your library in a random order")
                                : tr("put that card into your hand and the rest on the bottom of your library in a random order"));
        return out;
    }
    const int n = std::max(1, a.amount.n);
    QString exile;
    if (a.who.isEmpty())
        exile = n == 1 ? tr("exile the top card of your library") : tr("exile the top %1 cards of your library").arg(numberWord(n));
    else if (targetsAnOpponent(a.who))
        exile = n == 1 ? tr("target opponent exiles the top card of their library")
                       : tr("target opponent exiles the top %1 cards of their library").arg(numberWord(n));
    else
        return QStringList{};   // only an opponent's library is read
    const bool nextTurn = a.duration == Duration::NextTurnOfTargetPlayer;
    const QString play = nextTurn
        ? (n == 1 ? tr("until the end of your next turn, you may play that card")
                  : tr("until the end of your next turn, you may play those cards"))
        : (n == 1 ? tr("until end of turn, you may play that card") : tr("until end of turn, you may play those cards"));
    return QStringList{maybe(exile), play};
}

}   // namespace rulestext
}   // namespace strata
