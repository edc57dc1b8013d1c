#include "OracleLookedAtCard.h"
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

bool lookedAtCardOfKindToHand(const QString& s, const std::function<std::optional<Selector>(const QString&)>& kind,
    AbilityDef* into)
{
    static const QRegularExpression ofKind(QStringLiteral("^if it's an? ([a-z]+ card), you may reveal it and put it into your hand$"));
    const auto m = ofKind.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The plain look at the top card of your own library, nothing moved yet (OracleLibrary.cpp).
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n != 1 || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.optional
        || look.destination || !look.who.isEmpty())
        return false;
    std::optional<Selector> card = kind(m.captured(1));
    if (!card || card->isRef() || !card->named.isEmpty())
        return false;
    card->zone = Zone::Library;   // as a look's kept card is (OracleLibrary.cpp)
    card->ownerYou = true;
    // 701.16a, 608.2c: that card, if it is of the kind, may be revealed and put into the hand; else it stays.
    look.object = *card;
    look.keep = 1;
    look.reveal = true;
    look.text = QStringLiteral("back_any_order");
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
