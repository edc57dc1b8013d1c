#include "OracleSameNameZones.h"
#include <QRegularExpression>

// Round 38 (`impspelll38`): the cards sharing a target's name searched for in its controller's graveyard, hand and library
// (701.23, 201.2, 400.1).

namespace strata::import {

bool searchedZonesForTargetsName(const QString& s, AbilityDef* into,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds)
{
    // Joined by joinedInstructions with the shuffle of the sentence after it.
    static const QRegularExpression zones(QStringLiteral(
        "^search its controller's graveyard, hand, and library for (all|any number of) cards with the same name as that "
        "(enchantment|land|artifact|creature) and exile them; then that player shuffles their library$"));
    const auto m = zones.match(s);
    // "that enchantment" is the one target of the instruction before, of that card type (the permanent it exiled).
    if (!m.hasMatch() || into->targets.size() != 1 || into->effect.isEmpty())
        return false;
    const auto type = cardTypeFromName(m.captured(2).left(1).toUpper() + m.captured(2).mid(1));
    const Selector& target = into->targets.first();
    if (!type || !(target.types & quint16(*type)) || target.where != Selector::Where::Battlefield)
        return false;
    // Any card of that name, in each of the three zones (a union, as "your library and/or graveyard" is).
    auto card = cardKinds(QStringLiteral("cards"));
    if (!card || !card->anyOf.isEmpty())
        return false;
    Selector searched;
    searched.where = Selector::Where::Specific;
    searched.zone = Zone::Library;
    searched.sameNameAsTarget = true;
    for (const Zone zone : {Zone::Graveyard, Zone::Hand, Zone::Library}) {
        Selector part = *card;
        part.where = Selector::Where::Specific;
        part.zone = zone;
        part.sameNameAsTarget = true;
        searched.anyOf << part;
    }
    const bool all = m.captured(1) == QLatin1String("all");
    if (!all)
        searched.upTo = Selector::kAnyNumber;   // as many as the searcher picks (115.1's "any number")
    Action a;
    a.kind = ActionKind::SearchLibrary;
    a.object = searched;
    a.amount = Amount::number(Selector::kAnyNumber);
    a.each = all;   // every card found is exiled, none left behind
    a.text = QStringLiteral("exile");
    a.who = QStringLiteral("controller_of_target");
    into->effect << a;
    return true;
}

}   // namespace strata::import
