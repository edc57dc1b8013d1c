#include "OracleGraveyardCardPut.h"
#include <QRegularExpression>

namespace strata::import {

bool cardOfAGraveyardPut(const QString& s, const OneObject& cardKinds, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^put (?:a|an) ([a-z]+ card) from a graveyard onto the battlefield under your control$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    auto card = cardKinds(m.captured(1));
    if (!card || !card->named.isEmpty() || card->upTo > 0 || card->ownerYou)
        return false;
    card->where = Selector::Where::Specific;
    card->zone = Zone::Graveyard;
    Action a;
    a.kind = ActionKind::ReturnFromGraveyard;   // as Deathpact Angel's card of your graveyard, under your control
    a.object = *card;
    a.pick = 1;
    into->effect << a;
    return true;
}

}   // namespace strata::import
