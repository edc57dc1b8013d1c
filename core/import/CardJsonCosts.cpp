#include "CardJsonValues.h"
#include "CardJson.h"

// An ability's cost parts in the card format (docs/card-format.md, "cost"): what costParts writes.

namespace strata::import::cardjson {

// A cost part's "n": its number, or "X" for the X chosen as the spell is cast (107.3a).
static QJsonValue costCount(const CostPart& p)
{
    return p.amountX ? QJsonValue(QStringLiteral("X")) : QJsonValue(p.amount);
}

QJsonArray costParts(const QVector<CostPart>& parts, bool* ok)
{
    QJsonArray out;
    for (const CostPart& p : parts) {
        switch (p.kind) {
        case CostKind::Mana:
            if (p.perTargetBeyondFirst)   // strive (601.2f): paid once per target beyond the first
                out << QJsonObject{{QStringLiteral("mana"), p.mana}, {QStringLiteral("per_target_beyond_first"), true}};
            else
                out << p.mana;
            break;
        case CostKind::Sacrifice:
            if (p.card && (p.amount > 1 || p.amountX))   // "sacrifice two lands", "sacrifice X lands"
                out << QJsonObject{{QStringLiteral("sacrifice"),
                    QJsonObject{{QStringLiteral("n"), costCount(p)}, {QStringLiteral("of"), selector(*p.card, ok)}}}};
            else
                out << QJsonObject{
                    {QStringLiteral("sacrifice"), p.card ? selector(*p.card, ok) : QJsonValue(QStringLiteral("self"))}};
            break;
        case CostKind::Discard:
            if (p.card)   // "discard a creature card", "discard X land cards"
                out << QJsonObject{{QStringLiteral("discard"),
                    QJsonObject{{QStringLiteral("n"), costCount(p)}, {QStringLiteral("of"), selector(*p.card, ok)}}}};
            else if (p.amountX)   // "discard X cards": X chosen as the cost is paid
                out << QJsonObject{{QStringLiteral("discard"), QStringLiteral("X")}};
            else
                out << QJsonObject{{QStringLiteral("discard"), p.amount}};
            break;
        case CostKind::DiscardRandom:
            out << QJsonObject{{QStringLiteral("discard_at_random"), p.amount}};
            break;
        case CostKind::DiscardSelf:
        case CostKind::ExileSelfFromGraveyard:
            out << QJsonObject{{canonicalName(p.kind), QStringLiteral("self")}};
            break;
        case CostKind::ExileFromGraveyard:
        case CostKind::ReturnToHand:
            out << QJsonObject{{canonicalName(p.kind),
                QJsonObject{{QStringLiteral("n"), costCount(p)}, {QStringLiteral("of"), p.card ? selector(*p.card, ok) : QJsonValue()}}}};
            break;
        case CostKind::PayLife:
        case CostKind::PayEnergy:
            out << QJsonObject{{canonicalName(p.kind), p.amount}};
            break;
        case CostKind::ExileFromHand:
            out << QJsonObject{{QStringLiteral("exile_from_hand"), p.card ? selector(*p.card, ok) : QJsonValue()}};
            break;
        case CostKind::RemoveCounters: {
            QJsonObject remove{{QStringLiteral("kind"), p.counterKind},
                {QStringLiteral("n"), p.amountX ? QJsonValue(QStringLiteral("X")) : QJsonValue(p.amount)}};
            if (p.card)   // "from a creature you control"
                remove[QStringLiteral("from")] = selector(*p.card, ok);
            out << QJsonObject{{QStringLiteral("remove_counters"), remove}};
            break;
        }
        case CostKind::ExileSelf:
            out << QJsonObject{{QStringLiteral("exile"), QStringLiteral("self")}};
            break;
        case CostKind::ReturnSelfToHand:
            out << QJsonObject{{QStringLiteral("return_to_hand"), QStringLiteral("self")}};
            break;
        case CostKind::PutCountersOnSelf:   // {"put_counters_on_self": {"kind": "-1/-1", "n": 1}}
            out << QJsonObject{{canonicalName(p.kind),
                QJsonObject{{QStringLiteral("kind"), p.counterKind}, {QStringLiteral("n"), p.amount}}}};
            break;
        case CostKind::ExileTopOfGraveyard:   // {"exile_top_of_graveyard": 1}, or {"n": 1, "of": SELECTOR}
            if (p.card)
                out << QJsonObject{{canonicalName(p.kind),
                    QJsonObject{{QStringLiteral("n"), p.amount}, {QStringLiteral("of"), selector(*p.card, ok)}}}};
            else
                out << QJsonObject{{canonicalName(p.kind), p.amount}};
            break;
        case CostKind::Unattach:   // 701.3d: itself, or in a granted ability the Equipment that grants it
            out << QJsonObject{{canonicalName(p.kind), p.card ? selector(*p.card, ok) : QJsonValue(QStringLiteral("self"))}};
            break;
        case CostKind::RevealFromHand:   // {"reveal_from_hand": "self"}, or the card of some kind
            if (p.amountX && p.card) {   // round 37: {"n": "X", "of": SELECTOR}, "Reveal X red cards from your hand"
                out << QJsonObject{{canonicalName(p.kind),
                    QJsonObject{{QStringLiteral("n"), QStringLiteral("X")}, {QStringLiteral("of"), selector(*p.card, ok)}}}};
                break;
            }
            out << QJsonObject{{canonicalName(p.kind), p.card ? selector(*p.card, ok) : QJsonValue(QStringLiteral("self"))}};
            break;
        case CostKind::DiscardHand:   // {"discard_hand": true}
            out << QJsonObject{{canonicalName(p.kind), true}};
            break;
        case CostKind::ExileTopOfLibrary:   // round 45: {"exile_top_of_library": 2}
            out << QJsonObject{{canonicalName(p.kind), p.amount}};
            break;
        case CostKind::ExiledToGraveyard:   // round 45: {"exiled_to_graveyard": {"n": 1, "of": SELECTOR}}
            out << QJsonObject{{canonicalName(p.kind),
                QJsonObject{{QStringLiteral("n"), p.amount}, {QStringLiteral("of"), p.card ? selector(*p.card, ok) : QJsonValue()}}}};
            break;
        case CostKind::Mill:   // {"mill": 1}
            out << QJsonObject{{canonicalName(p.kind), p.amount}};
            break;
        // Round 41.
        case CostKind::ExertSelf:   // {"exert": "self"}
            out << QJsonObject{{canonicalName(p.kind), QStringLiteral("self")}};
            break;
        case CostKind::PayHalfLife:   // {"pay_half_life": true}
            out << QJsonObject{{canonicalName(p.kind), true}};
            break;
        case CostKind::RemoveAllCounters:   // {"remove_all_counters": "+1/+1"}
            out << QJsonObject{{canonicalName(p.kind), p.counterKind}};
            break;
        case CostKind::ExilePermanent:   // {"exile_permanent": {"n": 1, "of": SELECTOR}}
            out << QJsonObject{{canonicalName(p.kind),
                QJsonObject{{QStringLiteral("n"), p.amount}, {QStringLiteral("of"), p.card ? selector(*p.card, ok) : QJsonValue()}}}};
            break;
        case CostKind::PutCounters:   // {"put_counters": {"kind": "-1/-1", "n": 1, "on": SELECTOR}}
            out << QJsonObject{{canonicalName(p.kind), QJsonObject{{QStringLiteral("kind"), p.counterKind},
                {QStringLiteral("n"), p.amount}, {QStringLiteral("on"), p.card ? selector(*p.card, ok) : QJsonValue()}}}};
            break;
        case CostKind::TapUntapped:
            out << QJsonObject{{QStringLiteral("tap_untapped"),
                QJsonObject{{QStringLiteral("n"), costCount(p)}, {QStringLiteral("of"), p.card ? selector(*p.card, ok) : QJsonValue()}}}};
            break;
        }
    }
    return out;
}

}   // namespace strata::import::cardjson
