#include "OracleLookedAtCard.h"
#include "OracleEventPlayers.h"
#include <QRegularExpression>

namespace strata::import {

bool lookedAtCardToGraveyard(const QString& s, AbilityDef* into)
{
    // Round 33: "… of target player's library. You may put that card into that player's graveyard" (Lurking
    // Informant; Eye Spy's "into their graveyard"): the card goes to its owner's graveyard (404.1).
    const bool yours = s == QLatin1String("you may put that card into your graveyard");
    const bool theirs = s == QLatin1String("you may put that card into that player's graveyard")
        || s == QLatin1String("you may put that card into their graveyard");
    if ((!yours && !theirs) || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The plain look at one card of one library, nothing moved yet (OracleLibrary.cpp).
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n != 1 || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.optional
        || look.destination || (yours ? !look.who.isEmpty() : look.who != QLatin1String("target_player")))
        return false;
    // 401.4, 608.2c: the card goes to the graveyard or stays on top, the controller's choice, as "Put any
    // number of them into your graveyard and the rest back on top of your library" says of one card.
    look.keep = 1;
    look.destination = Zone::Graveyard;
    look.text = QStringLiteral("back_any_order");
    return true;
}

bool lookAtDefendingPlayersTopCard(const QString& s, AbilityDef* into)
{
    // Round 36: "look at the top card of defending player's library" (Coral Fighters): the plain look at one card
    // of the library of the player the attacking creature attacks (508.5a), nothing moved yet; "defending player
    // reveals the top card of their library" (Goblin Guide, 701.16a) the same, revealed.
    const bool reveals = s == QLatin1String("defending player reveals the top card of their library");
    if ((!reveals && s != QLatin1String("look at the top card of defending player's library"))
        || into->kind != AbilityDef::Kind::Triggered || !attackEvent(into->event))
        return false;
    Action look;
    look.reveal = reveals;
    look.kind = ActionKind::LookAtTop;
    look.amount = Amount::number(1);
    look.keep = 0;
    look.text = QStringLiteral("none");
    look.who = QStringLiteral("defending_player");
    into->effect << look;
    return true;
}

bool lookedAtCardToBottom(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("you may put that card on the bottom of that player's library") || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The plain look at the top card of another player's library, nothing moved yet (a target player's or defending
    // player's, OracleLibrary.cpp and above).
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n != 1 || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.optional
        || look.destination || (look.who != QLatin1String("target_player") && look.who != QLatin1String("defending_player")))
        return false;
    // 401.4, 608.2c: the card goes to the bottom of its owner's library or stays on top, as Petals of Insight's "you may
    // put those cards on the bottom" says of several; the look changes nothing, so the choice is the look's.
    look.text = QStringLiteral("bottom_any_order");
    look.optional = true;
    return true;
}

bool revealedCardToTheirHand(const QString& s, const std::function<std::optional<Selector>(const QString&)>& kinds, AbilityDef* into)
{
    static const QRegularExpression kept(QStringLiteral("^if it's an? (.+ card), that player puts it into their hand$"));
    const auto m = kept.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The reveal of the top card of defending player's library, nothing moved yet (above).
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n != 1 || look.keep != 0
        || look.text != QLatin1String("none") || !look.reveal || look.object || look.condition || look.optional
        || look.destination || look.who != QLatin1String("defending_player") || look.ifYouDo || look.ifYouDont)
        return false;
    auto card = kinds(m.captured(1));
    if (!card || !card->named.isEmpty() || card->ownerYou)
        return false;
    card->zone = Zone::Library;
    card->where = Selector::Where::Specific;
    // 608.2c: the revealed card goes to its owner's hand only if it is of that kind; otherwise it stays on top.
    look.keep = 1;
    look.object = *card;
    look.text = QStringLiteral("top");
    return true;
}

bool lookedAtCardKept(const QString& s, const std::function<std::optional<Selector>(const QString&)>& kinds, AbilityDef* into)
{
    static const QRegularExpression kept(QStringLiteral(
        "^if it's an? (.+ card), you may (put it onto the battlefield tapped|reveal it and put it into your hand)$"));
    const auto m = kept.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The plain look at the top card of your own library, nothing moved yet (OracleLibrary.cpp).
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n != 1 || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.optional
        || look.destination || !look.who.isEmpty() || look.ifYouDo || look.ifYouDont)
        return false;
    auto card = kinds(m.captured(1));
    if (!card || !card->named.isEmpty())
        return false;
    card->zone = Zone::Library;
    card->ownerYou = true;
    // 608.2c, 603.5: the card is kept only if it is of that kind, and then only if its controller chooses to; not kept,
    // it stays on top, as the look left it. The look itself changes nothing, so the choice is the action's.
    const bool battlefield = m.captured(2).startsWith(QLatin1String("put"));
    look.keep = 1;
    look.object = *card;
    look.optional = true;
    look.text = QStringLiteral("top");
    look.reveal = !battlefield;
    look.tapped = battlefield;
    if (battlefield)
        look.destination = Zone::Battlefield;
    return true;
}

bool revealTopCardAlone(const QString& s, AbilityDef* into)
{
    // Round 33: "Reveal the top card of your library." with nothing moved (Feral Deceiver, whose "If it's a
    // land card, …" after it asks of the top card, still there: activatedPairsAsSentences says it so).
    if (s != QLatin1String("reveal the top card of your library"))
        return false;
    Action look;
    look.kind = ActionKind::LookAtTop;
    look.amount = Amount::number(1);
    look.keep = 0;
    look.reveal = true;
    look.text = QStringLiteral("none");
    into->effect << look;
    return true;
}

}   // namespace strata::import
