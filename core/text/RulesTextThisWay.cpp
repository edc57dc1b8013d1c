#include "RulesTextWriter.h"

// Amounts counted "this way" by the instruction before (608.2c): "You gain 4 life for each creature tapped
// this way", "Draw a card for each creature destroyed this way". Moved out of RulesTextMoreActions.cpp in
// round 30.

namespace strata {
namespace rulestext {

std::optional<QStringList> Writer::thisWayAction(const Action& a, bool optional, const Action* previous)
{
    // Round 20: "Tap any number of untapped creatures you control. You gain 4 life for each creature tapped
    // this way." (Harmony of Nature): how many the tap before tapped.
    const auto countsThisWay = [](const Expr& e) {
        return e.kind == Expr::Kind::CountThisWay
            || (e.kind == Expr::Kind::Sum && !e.args.isEmpty() && e.args.first().kind == Expr::Kind::CountThisWay);
    };
    // Round 34: the token made once, which a count "for each card … this way" repeats (Necromancer's Covenant,
    // Seasoned Pyromancer); empty when the writer says no one-token sentence for it.
    const auto tokenMadeOnce = [&]() -> std::optional<QString> {
        Action one = a;
        one.amountOf.reset();
        one.amount = Amount::number(1);
        const auto made = createTokenText(one, false);
        return made && made->size() == 1 ? std::optional<QString>(made->first()) : std::nullopt;
    };
    // Round 26: "… for each enchantment destroyed this way" after "Destroy all enchantments." (Paraselene),
    // "Draw a card for each creature destroyed this way." (Decree of Pain); round 30, "Put a +1/+1 counter on
    // ~ for each creature destroyed this way." after "destroy all creatures with flying" (Whiptongue Hydra).
    const bool tapped = previous && previous->kind == ActionKind::Tap && previous->pick > 0 && previous->object
        && previous->object->types == quint16(CardType::Creature);
    const bool destroyed = previous && previous->kind == ActionKind::Destroy && previous->object
        && !previous->object->isRef() && previous->pick == 0 && !previous->condition;
    const int per = a.amountOf && a.amountOf->kind == Expr::Kind::Sum ? a.amountOf->args.size() : 1;
    const bool onSelf = a.kind == ActionKind::PutCounter && a.object && a.object->ref == Selector::Ref::Self && a.counters.n.x;
    // Round 30: "Draw a card for each Gate tapped this way." after "tap any number of untapped Gates you
    // control" (Guild Summit): the kind the tap picked.
    const bool tappedAny = previous && previous->kind == ActionKind::Tap && previous->pick > 0 && previous->pickUpTo
        && previous->object && !previous->object->isRef();
    if (a.kind == ActionKind::Draw && tappedAny && a.who.isEmpty() && !optional && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountThisWay && a.amountOf->value == 0) {
        Selector ofKind;   // the type or subtype alone, which the count names (OracleThisWayCounts.cpp)
        ofKind.types = previous->object->types;
        ofKind.subtypes = previous->object->subtypes;
        return QStringList{tr("draw a card for each %1 tapped this way", "a kind of permanent").arg(noun(ofKind, false))};
    }
    // Round 36: "Draw a card for each permanent sacrificed this way." after "sacrifice any number of artifacts,
    // creatures, and/or lands" (Reprocess): the sacrifice's one card type, or "permanent" for several.
    const bool sacrificedAny = previous && previous->kind == ActionKind::Sacrifice && previous->pick == Selector::kAnyNumber
        && previous->pickUpTo && previous->object && !previous->object->isRef();
    if (a.kind == ActionKind::Draw && sacrificedAny && a.who.isEmpty() && !optional && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountThisWay && a.amountOf->value == 0 && !a.amountOf->selector) {
        Selector ofKind;   // the card type alone, which the count names (OracleThisWayCounts.cpp)
        ofKind.types = previous->object->types;
        return QStringList{tr("draw a card for each %1 sacrificed this way", "a kind of permanent").arg(noun(ofKind, false))};
    }
    // and "Add {C} for each land sacrificed this way." (Mana Seism)
    if (a.kind == ActionKind::AddMana && sacrificedAny && a.who.isEmpty() && !optional && a.mana == Action::Mana::Symbols
        && a.text.startsWith(QLatin1Char('{')) && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay
        && a.amountOf->value == 0 && !a.amountOf->selector) {
        Selector ofKind;
        ofKind.types = previous->object->types;
        return QStringList{tr("add %1 for each %2 sacrificed this way", "mana symbol, a kind of permanent")
                               .arg(a.text, noun(ofKind, false))};
    }
    // Round 36: "~ deals that much damage to target player or planeswalker." after "sacrifice any number of Mountains"
    // (Landslide): as many as it sacrificed.
    if (a.kind == ActionKind::Damage && sacrificedAny && a.who.isEmpty() && a.to && a.to->ref == Selector::Ref::Target
        && !a.eachPlayer && !optional && !a.amount.x && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay
        && a.amountOf->value == 0 && !a.amountOf->selector)
        return QStringList{tr("%1 deals that much damage to %2", "a source, a player").arg(m_self, objectPhrase(*a.to))};
    // Round 34: "~ deals X damage to that player, where X is the number of Islands tapped this way." after "tap all
    // untapped Islands that player controls" (Monsoon): every one the tap before tapped.
    const bool tappedAll = previous && previous->kind == ActionKind::Tap && previous->pick == 0 && previous->object
        && !previous->object->isRef() && previous->object->tapped == false && !previous->object->subtypes.isEmpty();
    if (a.kind == ActionKind::Damage && tappedAll && a.who == QLatin1String("that_player") && !a.to && !optional && a.amount.x
        && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay && a.amountOf->value == 0 && !a.amountOf->selector) {
        Selector ofKind;   // the subtype alone, which the count names (OracleThisWayCounts.cpp)
        ofKind.subtypes = previous->object->subtypes;
        return QStringList{tr("%1 deals X damage to that player, where X is the number of %2 tapped this way",
            "the source, a kind of permanent").arg(m_self, noun(ofKind, true))};
    }
    // Round 37: "~ deals damage to you equal to the number of cards revealed this way." after your cards revealed until
    // one is found (Madcap Experiment): all of them, the one found too.
    if (a.kind == ActionKind::Damage && previous && previous->kind == ActionKind::RevealUntil && previous->who.isEmpty()
        && a.who == QLatin1String("you") && !a.to && !a.eachPlayer && !optional && !a.amount.x && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountThisWay && a.amountOf->value == 0 && !a.amountOf->selector)
        return QStringList{
            tr("%1 deals damage to you equal to the number of cards revealed this way", "the source").arg(m_self)};
    // Round 34: "You gain 1 life for each card exiled this way." after "Exile all creature cards from all
    // graveyards." (Honor the Fallen): how many cards the exile of a set of graveyard cards before moved.
    const bool exiledCards = previous && previous->kind == ActionKind::Exile && previous->each && previous->object
        && !previous->object->isRef() && previous->object->zone == Zone::Graveyard && !previous->condition;
    if (a.kind == ActionKind::GainLife && exiledCards && a.who.isEmpty() && !optional && a.amountOf
        && countsThisWay(*a.amountOf) && a.amountOf->value == 0
        && !(a.amountOf->kind == Expr::Kind::CountThisWay && a.amountOf->selector))
        return QStringList{tr("you gain %1 life for each card exiled this way", "a number").arg(per)};
    if ((a.kind == ActionKind::GainLife || ((a.kind == ActionKind::Draw || onSelf) && destroyed && per == 1)) && a.who.isEmpty()
        && !optional && a.amountOf && countsThisWay(*a.amountOf) && a.amountOf->value == 0 && (tapped || destroyed)) {
        if (tapped)
            return QStringList{tr("you gain %1 life for each creature tapped this way", "a number").arg(per)};
        Selector ofType;   // the card type alone, which the count names (OracleThisWayCounts.cpp)
        ofType.types = previous->object->types;
        const QString type = noun(ofType, false);
        if (onSelf)
            return QStringList{tr("put %1 on %2 for each %3 destroyed this way", "counters, the source, a card type")
                                   .arg(counterPhrase(Counters{a.counters.kind, Amount::number(1)}), m_self, type)};
        if (a.kind == ActionKind::Draw)
            return QStringList{tr("draw a card for each %1 destroyed this way", "a card type").arg(type)};
        return QStringList{
            tr("you gain %1 life for each %2 destroyed this way", "a number, a card type").arg(per).arg(type)};
    }
    // Round 34: "create a 2/2 black Zombie creature token for each card exiled this way" after an exile of a set of cards
    // (Necromancer's Covenant, OracleTokensThisWay.cpp).
    if (a.kind == ActionKind::CreateToken && a.token && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay
        && !a.amountOf->selector && a.amountOf->value == 0 && previous && previous->kind == ActionKind::Exile && previous->each
        && a.who.isEmpty() && !a.tapped && !a.attacking && !optional) {
        const auto made = tokenMadeOnce();
        if (!made)
            return std::nullopt;
        return QStringList{tr("%1 for each card exiled this way", "an instruction: create a token").arg(*made)};
    }
    // Round 37: "create an X/X colorless Horror artifact creature token, where X is the number of creatures destroyed this
    // way" after "destroy all creatures" (Phyrexian Rebirth, OracleTokensThisWay.cpp).
    if (a.kind == ActionKind::CreateToken && a.token && destroyed && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay
        && !a.amountOf->selector && a.amountOf->value == 0 && a.who.isEmpty() && !a.tapped && !a.attacking && !optional) {
        const auto made = tokenMadeOnce();
        if (!made)
            return std::nullopt;
        Selector ofType;   // the card type alone, which the count names
        ofType.types = previous->object->types;
        return QStringList{tr("%1, where X is the number of %2 destroyed this way", "an instruction: create an X/X token; a card type")
                               .arg(*made, noun(ofType, true))};
    }
    // Round 37: "create that many 4/4 red Hellion creature tokens" after "sacrifice all creatures you control" (Hellion
    // Eruption, OracleTokensThisWay.cpp).
    if (a.kind == ActionKind::CreateToken && a.token && previous && previous->kind == ActionKind::Sacrifice
        && previous->who.isEmpty() && previous->pick == 0 && previous->object && !previous->object->isRef() && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountThisWay && !a.amountOf->selector && a.amountOf->value == 0
        && a.amount == Amount::number(1) && a.who.isEmpty() && !a.tapped && !a.attacking && !optional)
        return QStringList{tr("create that many %1", "tokens: as many as the instruction before sacrificed")
                               .arg(tokenPhrase(*a.token, true))};
    // Round 32: the cards of a kind among those the discard or mill before moved (OracleThisWayCounts.cpp):
    // "you gain 3 life for each land card discarded this way" (Gerrard's Verdict), "draw a card for each
    // creature card put into that graveyard this way" (Coerced Confession), "target player loses 2 life for
    // each creature card put into your graveyard this way" (Liliana's Indignation).
    const Expr* kindCount = !a.amountOf ? nullptr
        : a.amountOf->kind == Expr::Kind::Sum && !a.amountOf->args.isEmpty() ? &a.amountOf->args.first()
                                                                               : &*a.amountOf;
    if (kindCount && kindCount->kind == Expr::Kind::CountThisWay && kindCount->selector && previous && !optional
        && !previous->condition) {
        const QString kind = noun(*kindCount->selector, false, false);   // wherever the cards went
        const bool discard = previous->kind == ActionKind::Discard && !previous->who.isEmpty();
        const bool theirMill = previous->kind == ActionKind::Mill && previous->who == QLatin1String("target_player");
        const bool yourMill = previous->kind == ActionKind::Mill && previous->who.isEmpty();
        if (discard && a.kind == ActionKind::GainLife && a.who.isEmpty())
            return QStringList{tr("you gain %1 life for each %2 discarded this way", "a number, a kind of card").arg(per).arg(kind)};
        if (theirMill && a.kind == ActionKind::Draw && a.who.isEmpty() && per == 1)
            return QStringList{tr("draw a card for each %1 put into that graveyard this way", "a kind of card").arg(kind)};
        if (yourMill && a.kind == ActionKind::LoseLife && a.who == QLatin1String("target_player"))
            return QStringList{tr("%1 loses %2 life for each %3 put into your graveyard this way", "a player, a number, a kind of card")
                                   .arg(playerPhrase(a.who))
                                   .arg(per)
                                   .arg(kind)};
        // Round 34: "for each nonland card discarded this way, create a 1/1 red Elemental creature token" (Seasoned
        // Pyromancer) after the discard, or after "…, then draw two cards" said after it (OracleTokensThisWay.cpp).
        const bool discardBefore = previous->kind == ActionKind::Discard
            || (previous->kind == ActionKind::Draw && previous->then && !previous->optional);
        if (discardBefore && a.kind == ActionKind::CreateToken && a.token && a.who.isEmpty() && per == 1 && !a.tapped
            && !a.attacking) {
            const auto made = tokenMadeOnce();
            if (!made)
                return std::nullopt;
            return QStringList{tr("for each %1 discarded this way, %2", "a kind of card, an instruction: create a token")
                                   .arg(kind, *made)};
        }
        return std::nullopt;
    }
    // Round 30: "… discards a card. You draw a card for each card discarded this way." (Syphon Mind)
    if (a.kind == ActionKind::Draw && previous && previous->kind == ActionKind::Discard && !previous->who.isEmpty()
        && !previous->condition && a.who.isEmpty() && !optional && a.amountOf && countsThisWay(*a.amountOf)
        && a.amountOf->value == 0 && per == 1)
        return QStringList{tr("draw a card for each card discarded this way")};
    return std::nullopt;
}

}   // namespace rulestext
}   // namespace strata
