#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Round 41: cost parts of activated abilities that act on a permanent or on the life total, beyond
// morePart's: "Exert ~" (701.43a), "Pay half your life, rounded up" (119.4), "Remove all +1/+1 counters
// from ~", "Exile a creature you control", "Put a -1/-1 counter on a creature you control". None is read
// as a spell's additional cost: no card of the dev set prints one there.

namespace strata::import {

bool OracleParser::permanentCostPart(const QString& piece, bool additional, CostPart* part) const
{
    if (additional)
        return false;
    if (piece == QLatin1String("Exert ~")) {
        part->kind = CostKind::ExertSelf;
        part->amount = 1;
        return true;
    }
    if (piece == QLatin1String("Pay half your life, rounded up")) {
        part->kind = CostKind::PayHalfLife;
        part->amount = 1;
        return true;
    }
    static const QRegularExpression removeAll(QStringLiteral("^Remove all ([+-]\\d+/[+-]\\d+|[a-z]+) counters from ~$"));
    if (const auto m = removeAll.match(piece); m.hasMatch()) {
        part->kind = CostKind::RemoveAllCounters;
        part->counterKind = m.captured(1);
        return true;
    }
    // One permanent the payer controls, of a kind: "a creature you control" (not ~ itself, not "another").
    const auto controlled = [this](const QString& phrase, int amount) -> std::optional<Selector> {
        bool plural = false;
        auto what = objects(phrase, &plural);
        if (!what || what->isRef() || plural != (amount > 1) || what->controller != Selector::Who::Any
            || what->where != Selector::Where::Battlefield || what->other)
            return std::nullopt;
        what->controller = Selector::Who::You;
        return what;
    };
    static const QRegularExpression exile(QStringLiteral("^Exile (an?|two|three) (.+) you control$"));
    if (const auto m = exile.match(piece); m.hasMatch()) {
        const int amount = m.captured(1).startsWith(QLatin1Char('a')) ? 1 : *numberWord(m.captured(1));
        const auto what = controlled(m.captured(2), amount);
        if (!what)
            return false;
        part->kind = CostKind::ExilePermanent;
        part->amount = amount;
        part->card = QSharedPointer<Selector>::create(*what);
        return true;
    }
    static const QRegularExpression putOn(
        QStringLiteral("^Put (a|an|one|two|three) ([+-]\\d+/[+-]\\d+|[a-z]+) (counters?) on an? (.+) you control$"));
    if (const auto m = putOn.match(piece); m.hasMatch()) {
        const int amount = *numberWord(m.captured(1));
        const auto what = controlled(m.captured(4), 1);
        if (!what || (amount == 1) != (m.captured(3) == QLatin1String("counter")))
            return false;
        part->kind = CostKind::PutCounters;
        part->amount = amount;
        part->counterKind = m.captured(2);
        part->card = QSharedPointer<Selector>::create(*what);
        return true;
    }
    // Round 45: "Exile the top two cards of your library" (Whirling Catapult): that many cards from the top of the
    // payer's library, all or none (602.2b, 118.3).
    static const QRegularExpression exileTop(QStringLiteral("^Exile the top (card|two cards|three cards) of your library$"));
    if (const auto m = exileTop.match(piece); m.hasMatch()) {
        part->kind = CostKind::ExileTopOfLibrary;
        part->amount = m.captured(1) == QLatin1String("card") ? 1 : *numberWord(m.captured(1).section(QLatin1Char(' '), 0, 0));
        return true;
    }
    // Round 45, the processors: "Put a card an opponent owns from exile into that player's graveyard" (Cryptic Cruiser,
    // Void Attendant): a card in exile an opponent owns goes to its owner's graveyard (400.3).
    if (piece == QLatin1String("Put a card an opponent owns from exile into that player's graveyard")) {
        Selector card;
        card.word = QStringLiteral("card");
        card.where = Selector::Where::Specific;
        card.zone = Zone::Exile;
        card.ownerOpponent = true;
        part->kind = CostKind::ExiledToGraveyard;
        part->amount = 1;
        part->card = QSharedPointer<Selector>::create(card);
        return true;
    }
    return false;
}

}   // namespace strata::import
