#include "OracleRevealedHand.h"
#include <QRegularExpression>

namespace strata::import {

bool revealedHand(const QString& s, AbilityDef* into, const TargetOf& target,
    const std::function<bool(const QString&, AbilityDef*)>& action,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds)
{
    // Round 45: "Target player reveals their hand and discards all nonland cards." (Amnesia): every card of the kind in
    // that hand is discarded, none chosen (701.8a, 701.16a); DiscardChosen with `each`.
    static const QRegularExpression discardsAll(QStringLiteral(
        "^(target player|target opponent) reveals their hand and discards all ((?:non)?[a-z]+) cards$"));
    if (const auto m = discardsAll.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(2) + QStringLiteral(" card"));
        if (!card || !into->targets.isEmpty() || !into->effect.isEmpty() || card->manaValueAtMost || card->manaValueAtLeast
            || card->manaValueAtMostX || card->manaValueAtLeastX || !card->named.isEmpty() || !card->anyOf.isEmpty())
            return false;
        card->where = Selector::Where::Battlefield;   // as the Duress reader keeps it (OracleLibrary.cpp): the kind alone
        card->zone = Zone::Battlefield;
        card->ownerYou = false;
        Selector::Ref r;
        if (!target(m.captured(1), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
        Action discard;
        discard.kind = ActionKind::DiscardChosen;
        discard.object = *card;
        discard.each = true;
        discard.reveal = true;
        into->effect << discard;
        return true;
    }
    // Round 44: "You gain life equal to the number of cards in that player's hand." right after the reveal (Search
    // Warrant): the one target player's hand, counted as the gain is done (608.2h).
    if (s == QLatin1String("you gain life equal to the number of cards in that player's hand")) {
        if (into->targets.size() != 1 || into->effect.isEmpty() || into->effect.last().kind != ActionKind::LookAtHand
            || !into->effect.last().reveal || into->effect.last().who != QLatin1String("target_player"))
            return false;
        Action gain;
        gain.kind = ActionKind::GainLife;
        gain.amountOf = Expr();
        gain.amountOf->kind = Expr::Kind::CardsInHand;
        gain.amountOf->who = QStringLiteral("target_player");
        into->effect << gain;
        return true;
    }
    // Round 45: "~ deals damage to that player equal to the number of white cards in their hand." right after the
    // reveal (Inquisition): the cards of that colour in the one target player's hand, counted as the damage is dealt
    // (608.2h, 105.2; a card in a hand has its printed colour, 400.3).
    static const QRegularExpression colouredCards(QStringLiteral(
        "^~ deals damage to that player equal to the number of (white|blue|black|red|green) cards in their hand$"));
    if (const auto m = colouredCards.match(s); m.hasMatch()) {
        if (into->targets.size() != 1 || into->effect.isEmpty() || into->effect.last().kind != ActionKind::LookAtHand
            || !into->effect.last().reveal || into->effect.last().who != QLatin1String("target_player"))
            return false;
        Selector cards;
        cards.word = QStringLiteral("card");
        cards.where = Selector::Where::Specific;
        cards.zone = Zone::Hand;
        cards.whose = QStringLiteral("target_player");
        cards.colors.add(*colorFromName(m.captured(1)));
        Action damage;
        damage.kind = ActionKind::Damage;
        damage.who = QStringLiteral("target_player");
        damage.amountOf = Expr();
        damage.amountOf->kind = Expr::Kind::Count;
        damage.amountOf->selector = QSharedPointer<Selector>::create(cards);
        into->effect << damage;
        return true;
    }
    static const QRegularExpression reveals(
        QStringLiteral("^(?:(target player|target opponent) reveals their hand|((target player|target opponent) loses \\d+ life) "
                       "and reveals their hand)$"));
    const auto m = reveals.match(s);
    if (!m.hasMatch())
        return false;
    const int targetsBefore = into->targets.size();
    const int effectBefore = into->effect.size();
    // The loss names the target player; the reveal is the same player's (one target, 115.1).
    bool read = false;
    if (!m.captured(1).isEmpty()) {
        Selector::Ref r;
        read = target(m.captured(1), into, &r) && r == Selector::Ref::Target;
    } else {
        read = action(m.captured(2), into) && into->effect.size() == effectBefore + 1
            && into->effect.last().kind == ActionKind::LoseLife && into->effect.last().who == QLatin1String("target_player")
            && !into->effect.last().amountOf && !into->effect.last().amount.x;
    }
    if (!read || into->targets.size() != targetsBefore + 1) {
        into->targets.resize(targetsBefore);
        into->effect.resize(effectBefore);
        return false;
    }
    Action reveal;
    reveal.kind = ActionKind::LookAtHand;
    reveal.who = QStringLiteral("target_player");
    reveal.reveal = true;
    into->effect << reveal;
    return true;
}

}   // namespace strata::import
