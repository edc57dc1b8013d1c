#include "RulesTextWriter.h"
#include "HistoricKinds.h"
#include <QScopedValueRollback>

// The cost of an activated ability as printed, its parts joined by commas (602.1a, 118): mana and
// {T}/{Q}, sacrifices, discards, counters removed, life and energy paid, cards exiled or returned.

namespace strata {
namespace rulestext {

QString Writer::costText(const QVector<CostPart>& parts, bool xNamed) const
{
    QStringList items;
    // Sacrifices of one permanent each, printed as one: "Sacrifice a green creature, a white creature, and
    // a blue creature" (each a different permanent, 701.17a).
    QStringList sacrificed;
    auto endSacrifices = [&] {
        if (!sacrificed.isEmpty())
            items << tr("Sacrifice %1", "cost").arg(joinList(sacrificed, false));
        sacrificed.clear();
    };
    for (const CostPart& p : parts) {
        // Round 23: "Sacrifice an Atog creature" (Atogatog, Starlit Sanctum's "a Cleric creature") keeps its
        // card type after the creature type, as a target does; "Sacrifice a Goblin" has none.
        const QScopedValueRollback<bool> typeKept(m_namingTarget, m_namingTarget || (p.card && p.card->types));
        const bool oneOfKind = p.kind == CostKind::Sacrifice && p.card && !p.card->other && !p.card->isRef() && p.amount <= 1
            && !p.amountX;
        if (oneOfKind) {
            sacrificed << indefinite(noun(*p.card, false, false), selectorGender(*p.card));
            continue;
        }
        // Round 38: ~ itself among them, "Sacrifice ~ and a creature named Spitting Drake" (Kyscu Drake); alone,
        // "Sacrifice ~" as before.
        if (p.kind == CostKind::Sacrifice && !p.card && p.amount <= 1 && !p.amountX) {
            sacrificed << m_self;
            continue;
        }
        endSacrifices();
        switch (p.kind) {
        case CostKind::Mana:
            items << p.mana;
            break;
        case CostKind::Sacrifice:
            if (p.card && p.amountX)   // an additional cost: "sacrifice X lands" (107.3a)
                items << tr("Sacrifice X %1", "cost: permanents of some kind").arg(noun(*p.card, true, false));
            else if (p.card && p.card->other && p.amount > 1)   // "Sacrifice two other creatures"
                items << tr("Sacrifice %1 other %2", "cost: a number, permanents of some kind")
                             .arg(numberWord(p.amount), noun(*p.card, true, false));
            else if (p.card && p.card->other)
                items << tr("Sacrifice another %1", "cost").arg(noun(*p.card, false, false));
            else if (p.card && p.amount > 1)   // "Sacrifice two lands"
                items << tr("Sacrifice %1 %2", "cost: a number, permanents of some kind")
                             .arg(numberWord(p.amount), noun(*p.card, true, false));
            else if (p.card && p.card->ref == Selector::Ref::Granter)   // 607.2: "Sacrifice Blazing Torch"
                items << tr("Sacrifice %1", "cost").arg(m_granter);
            else if (p.card && p.card->ref == Selector::Ref::Attached)   // round 37: "Sacrifice enchanted creature"
                items << tr("Sacrifice %1", "cost").arg(m_attached);
            else   // ~ itself; one permanent of a kind is written above
                items << tr("Sacrifice %1", "cost").arg(m_self);
            break;
        case CostKind::Discard:
            if (p.card && p.amountX)   // an additional cost: "discard X land cards" (107.3a)
                items << tr("Discard X %1", "cost: cards of some kind").arg(noun(*p.card, true, false));
            else if (p.card && p.amount == 1 && isHistoric(*p.card))   // round 32: Sanctum Spirit (700.6)
                items << tr("Discard a historic card", "cost: an artifact, legendary or Saga card (700.6)");
            else if (p.card)   // "Discard a creature card"
                items << (p.amount == 1 ? tr("Discard %1", "cost: a card of some kind")
                                              .arg(indefinite(noun(*p.card, false, false), selectorGender(*p.card)))
                                        : tr("Discard %1 %2", "cost: a number, cards of some kind")
                                              .arg(numberWord(p.amount), noun(*p.card, true, false)));
            else if (p.amountX)   // "As an additional cost to cast ~, discard X cards."
                items << tr("Discard X cards", "cost");
            else
                items << (p.amount == 1 ? tr("Discard a card", "cost")
                                        : tr("Discard %1 cards", "cost").arg(numberWord(p.amount)));
            break;
        case CostKind::DiscardRandom:
            items << (p.amount == 1 ? tr("Discard a card at random", "cost")
                                    : tr("Discard %1 cards at random", "cost").arg(numberWord(p.amount)));
            break;
        case CostKind::DiscardSelf:
            items << tr("Discard %1", "cost: this card").arg(m_self);
            break;
        case CostKind::ExileSelfFromGraveyard:
            items << tr("Exile %1 from your graveyard", "cost: this card").arg(m_self);
            break;
        case CostKind::ExileFromGraveyard: {
            Selector none;
            const Selector& card = p.card ? *p.card : none;
            if (card.other) {   // other than ~, the card whose ability it is (113.6)
                Selector kind = card;
                kind.other = false;
                items << (p.amount == 1 ? tr("Exile another %1 from your graveyard", "cost: a card of some kind")
                                              .arg(noun(kind, false, false))
                                        : tr("Exile %1 other %2 from your graveyard", "cost: a number, cards of some kind")
                                              .arg(numberWord(p.amount), noun(kind, true, false)));
                break;
            }
            if (p.amountX) {   // an additional cost: "exile X creature cards from your graveyard" (107.3a)
                items << tr("Exile X %1 from your graveyard", "cost: cards of some kind").arg(noun(card, true, false));
                break;
            }
            items << (p.amount == 1 ? tr("Exile %1 from your graveyard", "cost: a card of some kind")
                                          .arg(indefinite(noun(card, false, false), selectorGender(card)))
                                    : tr("Exile %1 %2 from your graveyard", "cost: a number, cards of some kind")
                                          .arg(numberWord(p.amount), noun(card, true, false)));
            break;
        }
        case CostKind::ReturnToHand: {
            Selector what = p.card ? *p.card : Selector{};
            what.controller = Selector::Who::Any;
            items << (p.amount == 1
                    ? tr("Return %1 you control to its owner's hand", "cost")
                          .arg(indefinite(noun(what, false, false), selectorGender(what)))
                    : tr("Return %1 %2 you control to their owner's hand", "cost")
                          .arg(numberWord(p.amount), noun(what, true, false)));
            break;
        }
        case CostKind::PayLife:
            items << tr("Pay %n life", "cost", p.amount);
            break;
        case CostKind::PayEnergy:   // 107.14: one {E} per energy counter
            items << tr("Pay %1", "cost: energy symbols").arg(QStringLiteral("{E}").repeated(p.amount));
            break;
        case CostKind::ExileFromHand: {
            if (p.card && p.card->ref == Selector::Ref::Self) {   // 113.6: Elvish Spirit Guide
                items << tr("Exile %1 from your hand", "cost").arg(m_self);
                break;
            }
            Selector none;
            const Selector& card = p.card ? *p.card : none;
            items << tr("Exile %1 from your hand", "cost").arg(indefinite(noun(card, false, false), selectorGender(card)));
            break;
        }
        case CostKind::RemoveCounters: {
            Counters c;
            c.kind = p.counterKind;
            c.n = Amount::number(p.amount);
            if (p.card) {   // "Remove a +1/+1 counter from a creature you control"
                Selector what = *p.card;
                what.controller = Selector::Who::Any;
                items << tr("Remove %1 from %2 you control", "cost: counters, a permanent")
                             .arg(counterPhrase(c), indefinite(noun(what, false, false), selectorGender(what)));
                break;
            }
            if (p.amountX && xNamed)   // round 26, Waxmane Baku: "Remove X ki counters from ~: Tap X target creatures."
                items << tr("Remove X %1 counters from %2", "cost: a counter kind, the object").arg(p.counterKind, m_self);
            else if (p.amountX)   // storage lands: the number is chosen as the cost is paid (107.3a)
                items << tr("Remove any number of %1 counters from %2", "cost: a counter kind, the object")
                             .arg(p.counterKind, m_self);
            else
                items << tr("Remove %1 from %2", "cost: counters, the object").arg(counterPhrase(c), m_self);
            break;
        }
        case CostKind::ExileSelf:
            items << tr("Exile %1", "cost").arg(m_self);
            break;
        case CostKind::ReturnSelfToHand:
            items << tr("Return %1 to its owner's hand", "cost").arg(m_self);
            break;
        case CostKind::PutCountersOnSelf: {   // "Put a -1/-1 counter on this creature"
            Counters c;
            c.kind = p.counterKind;
            c.n = Amount::number(p.amount);
            items << tr("Put %1 on %2", "cost: counters, the object").arg(counterPhrase(c), m_self);
            break;
        }
        case CostKind::ExileTopOfGraveyard:
            if (p.card) {   // "Exile the top creature card of your graveyard"
                items << tr("Exile the top %1 of your graveyard", "cost: a card of some kind").arg(noun(*p.card, false, false));
                break;
            }
            items << (p.amount == 1 ? tr("Exile the top card of your graveyard", "cost")
                                    : tr("Exile the top %1 cards of your graveyard", "cost: a number").arg(numberWord(p.amount)));
            break;
        case CostKind::RevealFromHand:   // 113.6: "Reveal ~ from your hand" works while ~ is in a hand
            if (p.card && p.card->ref == Selector::Ref::Self)
                items << tr("Reveal %1 from your hand", "cost: this card").arg(m_self);
            else if (p.card && p.amountX)   // round 37: "Reveal X red cards from your hand" (107.3a, Martyr of Ashes)
                items << tr("Reveal X %1 from your hand", "cost: cards of some kind").arg(noun(*p.card, true, false));
            else if (p.card)   // "Reveal a creature card from your hand"
                items << tr("Reveal %1 from your hand", "cost: a card of some kind")
                             .arg(indefinite(noun(*p.card, false, false), selectorGender(*p.card)));
            break;
        case CostKind::DiscardHand:
            items << tr("Discard your hand", "cost");
            break;
        case CostKind::ExileTopOfLibrary:   // round 45: "Exile the top two cards of your library"
            items << (p.amount == 1 ? tr("Exile the top card of your library", "cost")
                                    : tr("Exile the top %1 cards of your library", "cost: a number").arg(numberWord(p.amount)));
            break;
        case CostKind::ExiledToGraveyard:   // round 45: the processors' cost (400.3); the reader takes one card only
            if (p.card && p.card->ownerOpponent && p.amount == 1)
                items << tr("Put a card an opponent owns from exile into that player's graveyard", "cost");
            else
                items << tr("Put %1 %2 from exile into their owners' graveyards", "cost: a number, cards")
                             .arg(numberWord(p.amount), noun(p.card ? *p.card : Selector{}, true, false));
            break;
        case CostKind::Mill:   // 701.13
            items << (p.amount == 1 ? tr("Mill a card", "cost") : tr("Mill %1 cards", "cost: a number").arg(numberWord(p.amount)));
            break;
        case CostKind::Unattach:   // 701.3d
            items << tr("Unattach %1", "cost: an Equipment")
                         .arg(p.card && p.card->ref == Selector::Ref::Granter ? m_granter : m_self);
            break;
        // Round 41.
        case CostKind::ExertSelf:   // 701.43a
            items << tr("Exert %1", "cost").arg(m_self);
            break;
        case CostKind::PayHalfLife:   // 119.4, 107.1a
            items << tr("Pay half your life, rounded up", "cost");
            break;
        case CostKind::RemoveAllCounters:
            items << tr("Remove all %1 counters from %2", "cost: a counter kind, the object").arg(p.counterKind, m_self);
            break;
        case CostKind::ExilePermanent: {   // "Exile a creature you control"
            Selector what = p.card ? *p.card : Selector{};
            what.controller = Selector::Who::Any;
            items << (p.amount == 1 ? tr("Exile %1 you control", "cost: a permanent of some kind")
                                          .arg(indefinite(noun(what, false, false), selectorGender(what)))
                                    : tr("Exile %1 %2 you control", "cost: a number, permanents of some kind")
                                          .arg(numberWord(p.amount), noun(what, true, false)));
            break;
        }
        case CostKind::PutCounters: {   // "Put a -1/-1 counter on a creature you control"
            Counters c;
            c.kind = p.counterKind;
            c.n = Amount::number(p.amount);
            Selector what = p.card ? *p.card : Selector{};
            what.controller = Selector::Who::Any;
            items << tr("Put %1 on %2 you control", "cost: counters, a permanent")
                         .arg(counterPhrase(c), indefinite(noun(what, false, false), selectorGender(what)));
            break;
        }
        case CostKind::TapUntapped: {
            Selector what = p.card ? *p.card : Selector{};
            what.controller = Selector::Who::Any;
            if (what.other && p.amount == 1) {   // "Tap another untapped creature you control"
                what.other = false;
                items << tr("Tap another untapped %1 you control", "cost").arg(noun(what, false, false));
                break;
            }
            items << (p.amount == 1
                    ? tr("Tap an untapped %1 you control", "cost").arg(noun(what, false, false))
                    : tr("Tap %1 untapped %2 you control", "cost")
                          .arg(p.amountX ? QStringLiteral("X") : numberWord(p.amount), noun(what, true, false)));   // round 38: X (107.3a)
            break;
        }
        }
    }
    endSacrifices();
    return items.join(tr(", ", "between parts of a cost"));
}

}   // namespace rulestext
}   // namespace strata
