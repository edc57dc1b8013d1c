#include "OracleSameNameSearch.h"
#include "OracleSameNameZones.h"
#include <QRegularExpression>

// Round 38 (`impspelll38`): a search of your own library for the cards that share a target's name (701.23, 201.2).

namespace strata::import {

namespace {

// "Choose target permanent an opponent controls. Search that player's library for a card with the same name and put it onto
// the battlefield under your control. Then that player shuffles their library." (Mimeofacture, joined by
// joinedInstructions): you search the library of the target's controller (701.23), and the card you put onto the
// battlefield is yours to control, its owner that player (110.2a).
bool searchedTheirLibraryForTargetsName(const QString& s, AbilityDef* into,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds,
    const std::function<bool(const QString&, AbilityDef*)>& target)
{
    static const QRegularExpression theirs(QStringLiteral(
        "^choose (target permanent an opponent controls); search that player's library for a card with the same name and put it "
        "onto the battlefield under your control; then that player shuffles their library$"));
    const auto m = theirs.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty() || !into->effect.isEmpty())
        return false;
    auto card = cardKinds(QStringLiteral("card"));
    if (!card || !card->anyOf.isEmpty() || !target(m.captured(1), into))
        return false;
    if (into->targets.size() != 1) {
        into->targets.clear();
        return false;
    }
    card->zone = Zone::Library;
    card->sameNameAsTarget = true;
    Action a;
    a.kind = ActionKind::SearchLibrary;
    a.object = *card;
    a.amount = Amount::number(1);
    a.text = QStringLiteral("battlefield");
    a.who = QStringLiteral("controller_of_target");
    into->effect << a;
    return true;
}

}   // namespace

bool searchedForTargetsName(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*)>& libraryAction,
    const std::function<bool(const QString&, AbilityDef*)>& target,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds)
{
    if (searchedZonesForTargetsName(s, into, cardKinds, target) || searchedTheirLibraryForTargetsName(s, into, cardKinds, target))
        return true;
    // Only a card of no other quality: "a card", "up to three cards" (the name is all that is asked for).
    static const QRegularExpression sameName(QStringLiteral(
        "^(search your library for (?:a card|(?:up to (?:two|three|four)|any number of) cards)) with the same name as "
        "(target [a-z ]+?|that card)"
        "((?:,| and) .+, then shuffle(?: your library)?)$"));
    const auto m = sameName.match(s);
    // Round 38: "that card", the card in a graveyard the instruction before targeted (Secret Salvage's "Exile target
    // nonland card from your graveyard."), its name read once it is exiled (400.7).
    const bool thatCard = m.captured(2) == QLatin1String("that card");
    if (!m.hasMatch()
        || (thatCard ? into->targets.size() != 1 || into->effect.isEmpty() || into->targets[0].where != Selector::Where::Specific
                           || into->targets[0].zone != Zone::Graveyard
                     : !into->targets.isEmpty()))
        return false;
    AbilityDef found;
    found.kind = into->kind;
    if (!libraryAction(m.captured(1) + m.captured(3), &found) || found.effect.size() != 1 || !found.targets.isEmpty()
        || found.effect[0].kind != ActionKind::SearchLibrary || !found.effect[0].object || !found.effect[0].who.isEmpty()
        || !found.effect[0].object->anyOf.isEmpty())
        return false;
    // Else the target is the ability's one target, a permanent on the battlefield (its name read as the spell resolves).
    if (!thatCard && (!target(m.captured(2), into) || into->targets.size() != 1)) {
        into->targets.clear();
        return false;
    }
    Action a = found.effect[0];
    a.object->sameNameAsTarget = true;
    into->effect << a;
    return true;
}

}   // namespace strata::import
