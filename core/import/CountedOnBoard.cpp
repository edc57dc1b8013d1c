#include "CountedOnBoard.h"
#include <algorithm>

namespace strata::import {

// A count the event player can take as the ability resolves. Round 23: counters on ~ also once ~ is gone
// (sacrificed as a cost, "When ~ dies", Incendiary's "When enchanted creature dies"): the event player
// keeps the counters it last had on the battlefield (608.2h, 112.7a). A spell has none.
bool countedOnBoard(const Expr& e, const AbilityDef& ability, bool saysWhere)
{
    if (e.kind == Expr::Kind::CountersOnGranter)   // 607.2: in a granted ability, the granter's (ActionSubjects.cpp)
        return true;
    if (e.kind == Expr::Kind::CountersOnSource)
        return ability.kind == AbilityDef::Kind::Activated || ability.kind == AbilityDef::Kind::Triggered;
    // "the number of creatures": the writer says where a set nobody controls is ("on the battlefield"), so a
    // count that does not say it is left unread. Round 34: but not of creatures in combat, "the number of
    // attacking creatures" (Divine Retribution), which are on the battlefield (506.4) as the writer says them.
    if (!saysWhere && e.kind == Expr::Kind::Count && e.selector && e.selector->controller == Selector::Who::Any
        && e.selector->where == Selector::Where::Battlefield && e.selector->anyOf.isEmpty() && !e.selector->isRef()
        && !e.selector->attacking && !e.selector->blocking)
        return false;
    // "2 plus the number of cards named ~ in all graveyards" (Kindle): a number and a count.
    if (e.kind == Expr::Kind::Sum)
        return !e.args.isEmpty() && std::all_of(e.args.cbegin(), e.args.cend(), [&](const Expr& part) {
            return part.isConst() || countedOnBoard(part, ability, saysWhere);
        });
    // Round 32: "half the number of Zombies you control, rounded down" (Endless Ranks of the Dead, 107.1a):
    // the half of a count the event player takes as it resolves.
    if (e.kind == Expr::Kind::HalfRoundedDown || e.kind == Expr::Kind::HalfRoundedUp)
        return e.args.size() == 1 && countedOnBoard(e.args.first(), ability, saysWhere);
    // Round 18: "~'s power" is the source's as the ability resolves, or as it last existed (608.2h).
    if (e.kind == Expr::Kind::PowerOfSource || e.kind == Expr::Kind::ToughnessOfSource)
        return true;
    // Round 22: devotion (700.5) as the ability resolves; converge, the mana spent to cast the spell
    if (e.kind == Expr::Kind::Devotion)
        return true;
    // Tainted Sigil: the turn's record of every player's life lost, as the ability resolves (the
    // event player's Player::thisTurn).
    if (e.kind == Expr::Kind::LifeLostThisTurn && e.who == QLatin1String("all_players"))
        return true;
    if (e.kind == Expr::Kind::ColorsSpentToCast)
        return ability.kind == AbilityDef::Kind::Spell;
    // Round 42: the counters the ability's own cost removed, its X (removedCountersPaidFor checks the cost).
    if (e.kind == Expr::Kind::CountersRemovedThisWay)
        return ability.kind == AbilityDef::Kind::Activated;
    // Round 40: this turn's deaths (the turn's record, 700.4) and the players counted (102.3) as it resolves.
    if (e.kind == Expr::Kind::CreaturesDiedThisTurn || e.kind == Expr::Kind::Opponents
        || e.kind == Expr::Kind::OpponentsWithCardsInHand)
        return true;
    return e.kind == Expr::Kind::Count || e.kind == Expr::Kind::CountersOnSelected || e.kind == Expr::Kind::BasicLandTypes
        || e.kind == Expr::Kind::GreatestPower || e.kind == Expr::Kind::GreatestToughness
        || e.kind == Expr::Kind::HighestManaValue;
}

}   // namespace strata::import
