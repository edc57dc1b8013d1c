#include "OracleRevealUntilShuffled.h"
#include <QRegularExpression>

namespace strata::import {

bool revealUntilRestShuffled(const QString& s, const std::function<std::optional<Selector>(const QString&)>& kinds,
    AbilityDef* into)
{
    static const QRegularExpression shuffled(QStringLiteral(
        "^reveal cards from the top of your library until you reveal (?:a|an) (.+?); put that card onto the battlefield and "
        "shuffle all other cards revealed this way into your library$"));
    const auto m = shuffled.match(s);
    if (!m.hasMatch())
        return false;
    auto card = kinds(m.captured(1));
    if (!card || !card->named.isEmpty() || card->upTo > 0)
        return false;
    card->zone = Zone::Library;
    card->ownerYou = true;
    // Polymorph's reading (OracleTheirRevealUntil.cpp) of your own library: "shuffle" is where the rest go.
    Action a;
    a.kind = ActionKind::RevealUntil;
    a.object = *card;
    a.destination = Zone::Battlefield;
    a.text = QStringLiteral("shuffle");
    into->effect << a;
    return true;
}

}   // namespace strata::import
