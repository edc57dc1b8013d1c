#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// The mana of a mana triggered ability (605.1b), "an additional" mana beside what the permanent
// tapped for mana made, or "one mana of any type that land produced" (the event's land, 106.7); empty
// (no round trip) for other mana.
QString Writer::manaTriggerMana(const Action& a, const QString& who, bool optional)
{
    QString mana;
    if (a.mana == Action::Mana::AnyTypeLandsCouldProduce) {
        if (!a.object || a.object->ref != Selector::Ref::It)
            return QString();
        mana = tr("one mana of any type %1 produced", "that land").arg(refPhrase(Selector::Ref::It).text);
    } else if (a.mana == Action::Mana::AnyColor && a.amount.n <= 1) {
        mana = tr("an additional %1", "mana").arg(tr("one mana of any color", "mana"));
    } else if (a.mana == Action::Mana::ChosenColor) {   // the colour chosen as the source entered
        mana = tr("an additional %1", "mana").arg(tr("one mana of the chosen color", "mana"));
    } else if (a.mana == Action::Mana::Symbols && !a.amount.x) {
        mana = tr("an additional %1", "mana").arg(a.text);
    } else {
        return QString();
    }
    if (!who.isEmpty())
        return tr("%1 adds %2", "a player, mana").arg(who, mana);
    const QString add = tr("add %1", "add mana").arg(mana);
    return optional ? tr("you may %1", "an optional instruction").arg(add) : add;
}

}   // namespace rulestext
}   // namespace strata
