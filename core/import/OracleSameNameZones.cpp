#include "OracleSameNameZones.h"
#include <QRegularExpression>

// Round 38 (`impspelll38`): the cards sharing a target's name searched for in its controller's graveyard, hand and library
// (701.23, 201.2, 400.1).

namespace strata::import {

bool searchedZonesForTargetsName(const QString& s, AbilityDef* into,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds,
    const std::function<bool(const QString&, AbilityDef*)>& target)
{
    // Joined by joinedInstructions with the shuffle of the sentence after it.
    // Extirpate's "Choose target card in a graveyard other than a basic land card." is joined before it.
    static const QRegularExpression zones(QStringLiteral(
        "^(choose target card in a graveyard other than a basic land card; )?search its (controller|owner)'s graveyard, hand, "
        "and library for (all|any number of) cards with the same name as that (enchantment|land|artifact|creature|card) and "
        "exile them; then that player shuffles their library$"));
    const auto m = zones.match(s);
    if (!m.hasMatch())
        return false;
    const bool chosen = !m.captured(1).isEmpty();
    if (chosen) {
        // Its owner's zones (108.3), the target any card in a graveyard but a basic land card; only lands are basic
        // (205.4c), so it is a nonbasic card in a graveyard.
        // The target as "exile target nonbasic card from a graveyard" reads it; only the target is kept.
        AbilityDef exiled;
        exiled.kind = into->kind;
        if (!into->targets.isEmpty() || !into->effect.isEmpty() || m.captured(2) != QLatin1String("owner")
            || m.captured(4) != QLatin1String("card") || !target(QStringLiteral("exile target nonbasic card from a graveyard"), &exiled)
            || exiled.targets.size() != 1)
            return false;
        into->targets = exiled.targets;
    } else {
        // "that enchantment" is the one target of the instruction before, of that card type (the permanent it exiled).
        if (into->targets.size() != 1 || into->effect.isEmpty() || m.captured(2) != QLatin1String("controller"))
            return false;
        const auto type = cardTypeFromName(m.captured(4).left(1).toUpper() + m.captured(4).mid(1));
        const Selector& target = into->targets.first();
        if (!type || !(target.types & quint16(*type)) || target.where != Selector::Where::Battlefield)
            return false;
    }
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
    const bool all = m.captured(3) == QLatin1String("all");
    if (!all)
        searched.upTo = Selector::kAnyNumber;   // as many as the searcher picks (115.1's "any number")
    Action a;
    a.kind = ActionKind::SearchLibrary;
    a.object = searched;
    a.amount = Amount::number(Selector::kAnyNumber);
    a.each = all;   // every card found is exiled, none left behind
    a.text = QStringLiteral("exile");
    a.who = chosen ? QStringLiteral("owner_of_target") : QStringLiteral("controller_of_target");
    into->effect << a;
    return true;
}

}   // namespace strata::import
