#include "RulesTextCastRestrictions.h"

namespace strata::rulestext {

namespace {

// Meddling Mage, Nevermore (601.3): the chosen name's spells, anyone's or the opponents'.
QString chosenNameText(const Selector& filter)
{
    Selector chosenName;
    chosenName.where = Selector::Where::Any;
    chosenName.namedChosen = true;
    if (filter == chosenName)
        return Writer::tr("spells with the chosen name can't be cast");
    chosenName.controller = Selector::Who::Opponent;
    if (filter == chosenName)
        return Writer::tr("your opponents can't cast spells with the chosen name");
    return {};
}

}   // namespace

QString castRestrictionText(Writer& w, const Selector& filter)
{
    if (filter.namedChosen)
        return chosenNameText(filter);
    if (filter.word != QLatin1String("spell") || filter.where != Selector::Where::Any || filter.isRef())
        return {};
    // The players the rule binds: the filter's controller (relative to the rule's controller) or the
    // player the effect fixed as it resolved ("target player", "defending player").
    Selector spells = filter;
    spells.controller = Selector::Who::Any;
    spells.whose.clear();
    spells.where = Selector::Where::Specific;   // said as spells (on the stack), not cards in every zone
    spells.zone = Zone::Stack;
    const QString what = w.selector(spells, Writer::Det::Plural);
    if (filter.whose == QLatin1String("target_player"))
        return Writer::tr("target player can't cast %1", "spells").arg(what);
    if (filter.whose == QLatin1String("defending_player"))
        return Writer::tr("defending player can't cast %1", "spells").arg(what);
    if (filter.whose == QLatin1String("controller_of_attached"))   // an Aura's (Brand of Ill Omen)
        return Writer::tr("enchanted creature's controller can't cast %1", "spells").arg(what);
    if (!filter.whose.isEmpty())
        return {};
    switch (filter.controller) {
    case Selector::Who::Opponent:
        return Writer::tr("your opponents can't cast %1", "spells").arg(what);
    case Selector::Who::You:
        return Writer::tr("you can't cast %1", "spells").arg(what);
    case Selector::Who::Any:
        if (filter.manaValueAtLeast || filter.xInManaCost)   // round 38 (45), Gaddock Teeg: as Oracle says it (601.3)
            return Writer::tr("%1 can't be cast", "spells").arg(what);
        return Writer::tr("players can't cast %1", "spells").arg(what);
    default:
        return {};
    }
}

// Round 41, Turf Wound (305.2): the land cards of the player the effect fixed as it resolved.
QString landPlayRestrictionText(const Selector& filter)
{
    Selector lands;
    lands.where = Selector::Where::Any;
    lands.types = quint16(CardType::Land);
    lands.whose = QStringLiteral("target_player");
    return filter == lands ? Writer::tr("target player can't play lands") : QString();
}

}   // namespace strata::rulestext
