#include "OracleDiedCardMoves.h"
#include <QRegularExpression>

namespace strata::import {

bool diedCardMoved(const QString& sentence, bool died, AbilityDef* into)
{
    static const QRegularExpression moved(
        QStringLiteral("^(?:(exile) (that card|it)|put (that card) on top of (?:its owner's|your) library|(return) (it|that card) to your hand)$"));
    const auto m = moved.match(sentence);
    if (!m.hasMatch() || !died || into->kind != AbilityDef::Kind::Triggered)
        return false;
    // "your library" only when the graveyard was yours: the card's owner's (400.3). Round 34: so "return it to your
    // hand" (Tamiyo, the Moon Sage's emblem: "Whenever a card is put into your graveyard from anywhere, …", whose
    // filter names the graveyard's owner as a card's controller off the battlefield, OracleTargetEvents.cpp).
    const bool yourGraveyard = into->eventFilter
        && (into->eventFilter->ownerYou
            || (into->event == TriggerEvent::CardPutIntoGraveyard && into->eventFilter->controller == Selector::Who::You));
    if ((sentence.endsWith(QLatin1String(" your library")) || sentence.endsWith(QLatin1String(" your hand"))) && !yourGraveyard)
        return false;
    Action a;
    Selector card;
    card.ref = Selector::Ref::It;
    if (m.captured(2) == QLatin1String("it") || m.captured(5) == QLatin1String("it"))
        card.word = QStringLiteral("it");
    a.object = card;
    if (!m.captured(4).isEmpty()) {
        a.kind = ActionKind::ReturnToHand;
    } else if (m.captured(1).isEmpty()) {
        a.kind = ActionKind::PutOnLibrary;
        a.text = QStringLiteral("top");
    } else {
        a.kind = ActionKind::Exile;
    }
    into->effect << a;
    return true;
}

}   // namespace strata::import
