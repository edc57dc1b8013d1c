#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Round 45: the trigger events of what a player does, as the importer reads them (OracleActivationEvents.cpp):
// activating an ability (602.2) "that isn't a mana ability" (605.1a), an opponent gaining life (119.9), getting
// energy (107.14) and becoming the target of a spell (115.1). An empty string: not one of these.
QString Writer::playerActionEventPhrase(TriggerEvent event, const Selector* filter, bool notManaAbility)
{
    switch (event) {
    case TriggerEvent::YouActivateAbility:
    case TriggerEvent::OpponentActivatesAbility:
    case TriggerEvent::PlayerActivatesAbility: {
        const QString of = filter ? selector(*filter, Det::Indefinite) : QString();
        const QString ability = of.isEmpty()
            ? (notManaAbility ? tr("an ability that isn't a mana ability", "602.2, 605.1a: the ability activated")
                              : tr("an ability", "602.2: the ability activated"))
            : (notManaAbility ? tr("an ability of %1 that isn't a mana ability", "602.2, 605.1a: of a kind of permanent").arg(of)
                              : tr("an ability of %1", "602.2: of a kind of permanent").arg(of));
        if (event == TriggerEvent::YouActivateAbility)
            return tr("whenever you activate %1", "an ability").arg(ability);
        if (event == TriggerEvent::OpponentActivatesAbility)
            return tr("whenever an opponent activates %1", "an ability").arg(ability);
        return tr("whenever a player activates %1", "an ability").arg(ability);
    }
    case TriggerEvent::OpponentGainsLife:
        return tr("whenever an opponent gains life");
    case TriggerEvent::YouGetEnergy:
        return tr("whenever you get one or more {E}", "107.14: energy counters");
    case TriggerEvent::YouBecomeTarget: {
        if (!filter)
            return tr("whenever you become the target of a spell or ability");
        return tr("whenever you become the target of %1", "a spell").arg(selector(*filter, Det::Indefinite));
    }
    default:
        return QString();
    }
}

QString Writer::playerLandsCondition(const Condition& c)
{
    const bool that = c.who == QLatin1String("that_player");
    if ((!that && !c.who.isEmpty()) || c.also || c.orElse || c.negated)
        return {};
    if (c.kind == Condition::Kind::ControlsMoreThanEachOther && c.filter) {
        const QString what = noun(*c.filter, true);
        return that ? tr("that player controls more %1 than each other player", "lands").arg(what)
                    : tr("you control more %1 than each other player", "lands").arg(what);
    }
    if (c.kind == Condition::Kind::BasicLandTypesAtLeast)
        return that ? tr("there are %1 or more basic land types among lands that player controls").arg(numberWord(c.n))
                    : tr("there are %1 or more basic land types among lands you control").arg(numberWord(c.n));
    return {};
}

QString Writer::triggerEventPhrase(const AbilityDef& a)
{
    if (QString player = playerActionEventPhrase(a.event, a.eventFilter.data(), a.eventNotManaAbility); !player.isEmpty())
        return player;
    return eventPhrase(a.event, false, a.eventFilter.data());
}

}   // namespace rulestext
}   // namespace strata
