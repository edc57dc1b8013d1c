#include "OracleTheirRevealUntil.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

bool theirRevealUntilMilled(const QString& s, const OneObject& cardKinds,
    const std::function<bool(AbilityDef*)>& targetOpponent, AbilityDef* into)
{
    static const QRegularExpression itsController(QStringLiteral(
        "^its controller reveals cards from the top of their library until they reveal (?:a|an) ([a-z]+ card), then puts those "
        "cards into their graveyard$"));
    static const QRegularExpression counted(QStringLiteral(
        "^target opponent reveals cards from the top of their library until (two|three|four|five) ([a-z]+) cards are revealed; "
        "that player puts all cards revealed this way into their graveyard$"));
    // "…; the player puts that card onto the battlefield, then shuffles all other cards revealed this way into their
    // library" (Polymorph, joined by joinedInstructions): the card found enters under its owner's control.
    static const QRegularExpression shuffled(QStringLiteral(
        "^its controller reveals cards from the top of their library until they reveal (?:a|an) ([a-z]+ card); the player puts "
        "that card onto the battlefield, then shuffles all other cards revealed this way into their library$"));
    const auto entered = shuffled.match(s);
    const auto controller = entered.hasMatch() ? entered : itsController.match(s);
    const auto opponent = controller.hasMatch() ? QRegularExpressionMatch() : counted.match(s);
    if (!controller.hasMatch() && !opponent.hasMatch())
        return false;
    // "Its controller" is the one target's (Destroy the Evidence's land); a target opponent is the spell's only target.
    if (controller.hasMatch() ? into->targets.size() != 1 : !into->targets.isEmpty())
        return false;
    auto card = cardKinds(controller.hasMatch() ? controller.captured(1) : opponent.captured(2) + QStringLiteral(" card"));
    if (!card || !card->named.isEmpty() || card->upTo > 0 || card->manaValueAtMost || card->manaValueAtLeast
        || card->manaValueAtMostX)
        return false;
    AbilityDef withTarget = *into;
    if (opponent.hasMatch() && !targetOpponent(&withTarget))
        return false;
    card->zone = Zone::Library;
    card->ownerYou = false;   // the revealing player's own library
    Action a;
    a.kind = ActionKind::RevealUntil;
    a.object = *card;
    a.destination = entered.hasMatch() ? Zone::Battlefield : Zone::Graveyard;
    a.text = entered.hasMatch() ? QStringLiteral("shuffle") : QStringLiteral("graveyard");
    a.who = controller.hasMatch() ? QStringLiteral("controller_of_target") : QStringLiteral("target_player");
    if (opponent.hasMatch())   // one card looked for leaves the amount unset, as the card format does
        a.amount = Amount::number(numberWord(opponent.captured(1)).value_or(0));
    *into = withTarget;
    into->effect << a;
    return true;
}

}   // namespace strata::import
