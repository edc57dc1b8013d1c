#include "Ability.h"
#include "Card.h"

// Structural equality of the card model: two abilities are the same when a card file says the same
// thing in them (702.1: "loses flying", "can't have hexproof" name abilities by what they say).
namespace strata {

namespace {

template <typename T> bool samePointee(const QSharedPointer<T>& a, const QSharedPointer<T>& b)
{
    return a == b || (a && b && *a == *b);
}

bool sameAbilities(const QVector<AbilityPtr>& a, const QVector<AbilityPtr>& b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (a[i] != b[i] && !(a[i] && b[i] && a[i]->sameStructure(*b[i])))
            return false;
    return true;
}

// Two token definitions of actions: the same characteristics and abilities.
bool sameToken(const std::shared_ptr<const Card>& a, const std::shared_ptr<const Card>& b)
{
    if (a == b)
        return true;
    if (!a || !b)
        return false;
    const CardFace& x = a->front;
    const CardFace& y = b->front;
    auto pt = [](const std::optional<PrintedNumber>& p) { return p ? p->value : -1000; };
    return x.name == y.name && x.colorIndicator == y.colorIndicator && x.type == y.type && pt(x.power) == pt(y.power)
        && pt(x.toughness) == pt(y.toughness) && sameAbilities(x.abilities, y.abilities);
}

}   // namespace

bool Selector::operator==(const Selector& o) const
{
    return types == o.types && notTypes == o.notTypes && anyTypes == o.anyTypes && supertypes == o.supertypes
        && notSupertypes == o.notSupertypes && ref == o.ref && upTo == o.upTo && subtypes == o.subtypes
        && notSubtypes == o.notSubtypes && subtypeChosen == o.subtypeChosen && colors == o.colors
        && colorless == o.colorless && notColors == o.notColors && controller == o.controller && ownerYou == o.ownerYou && other == o.other
        && where == o.where && zone == o.zone && tapped == o.tapped && attacking == o.attacking
        && noAbilities == o.noAbilities && hasKeyword == o.hasKeyword && manaValueAtMost == o.manaValueAtMost
        && manaValueAtMostX == o.manaValueAtMostX && powerAtMost == o.powerAtMost && word == o.word && anyOf == o.anyOf
        && token == o.token && multicolored == o.multicolored && withCounter == o.withCounter
        && attachedToSource == o.attachedToSource && enchanted == o.enchanted && notEnchanted == o.notEnchanted && equipped == o.equipped
        && colorChosen == o.colorChosen && named == o.named && withoutKeyword == o.withoutKeyword
        && blocking == o.blocking && faceDown == o.faceDown && powerAtLeast == o.powerAtLeast && manaValueAtLeast == o.manaValueAtLeast
        && toughnessAtMost == o.toughnessAtMost && toughnessAtLeast == o.toughnessAtLeast
        && commander == o.commander && highestManaValue == o.highestManaValue && upToX == o.upToX
        && manaValueAtLeastX == o.manaValueAtLeastX && namedChosen == o.namedChosen && samePointee(targeting, o.targeting)
        && whose == o.whose && sameGraveyard == o.sameGraveyard && cardTypeChosen == o.cardTypeChosen
        && sameNameAsTarget == o.sameNameAsTarget && combatWith == o.combatWith
        && dealtDamageThisTurn == o.dealtDamageThisTurn && fromBattlefieldThisTurn == o.fromBattlefieldThisTurn
        && ownerOpponent == o.ownerOpponent && sharesColorWithTarget == o.sharesColorWithTarget
        && attachedTo == o.attachedTo && powerRank == o.powerRank && rankPerController == o.rankPerController
        && blocked == o.blocked && nonattacking == o.nonattacking && nonblocking == o.nonblocking   // round 45
        && attackingYou == o.attackingYou && attachedToTypes == o.attachedToTypes && xInManaCost == o.xInManaCost;
}

bool Expr::operator==(const Expr& o) const
{
    return kind == o.kind && value == o.value && samePointee(selector, o.selector) && who == o.who && args == o.args
        && counterKind == o.counterKind && otherThanAffected == o.otherThanAffected
        && ofAffectedController == o.ofAffectedController && colors == o.colors && keyword == o.keyword;
}

bool Condition::operator==(const Condition& o) const
{
    return kind == o.kind && colors == o.colors && n == o.n && samePointee(filter, o.filter)
        && counterKind == o.counterKind && atMost == o.atMost && negated == o.negated && samePointee(also, o.also)
        && who == o.who && cost == o.cost && samePointee(orElse, o.orElse) && lastTurn == o.lastTurn;
}

bool CopyExceptions::operator==(const CopyExceptions& o) const
{
    return addTypes == o.addTypes && addSupertypes == o.addSupertypes && addSubtypes == o.addSubtypes
        && power == o.power && toughness == o.toughness && sameAbilities(addAbilities, o.addAbilities)
        && keepOwnColor == o.keepOwnColor && hasThisAbility == o.hasThisAbility
        && extraCounterKind == o.extraCounterKind && extraCounterCount == o.extraCounterCount
        && removeSupertypes == o.removeSupertypes && samePointee(ifCreature, o.ifCreature);
}

bool Op::operator==(const Op& o) const
{
    return kind == o.kind && cardTypes == o.cardTypes && supertypes == o.supertypes && subtypes == o.subtypes
        && subtypeChosen == o.subtypeChosen && colors == o.colors && colorChosen == o.colorChosen
        && sameAbilities(abilities, o.abilities) && power == o.power && toughness == o.toughness && rule == o.rule
        && textChange == o.textChange && samePointee(copyOf, o.copyOf) && except == o.except
        && keeps == o.keeps && thisAbility == o.thisAbility && samePointee(filter, o.filter)
        && abilityChosen == o.abilityChosen && colorsChosen == o.colorsChosen;
}

bool ContinuousDef::operator==(const ContinuousDef& o) const
{
    return samePointee(affects, o.affects) && ops == o.ops && duration == o.duration && endCost == o.endCost;
}

bool Action::operator==(const Action& o) const
{
    return kind == o.kind && continuous == o.continuous && amount == o.amount && drain == o.drain && object == o.object
        && to == o.to && noRegenerate == o.noRegenerate && counters == o.counters && mana == o.mana && text == o.text
        && manaChoices == o.manaChoices && landTypes == o.landTypes && controllerOfTarget == o.controllerOfTarget
        && event == o.event && condition == o.condition && nested == o.nested && amountOf == o.amountOf && who == o.who
        && tapped == o.tapped && optional == o.optional && ifYouDo == o.ifYouDo && ifYouDont == o.ifYouDont
        && otherwise == o.otherwise && then == o.then && eachPlayer == o.eachPlayer && sameToken(token, o.token)
        && reveal == o.reveal && keep == o.keep && samePointee(copyExcept, o.copyExcept) && duration == o.duration
        && destination == o.destination && unlessPayment == o.unlessPayment && faceDown == o.faceDown
        && divided == o.divided && attacking == o.attacking && nextTime == o.nextTime && spendOnly == o.spendOnly
        && each == o.each && pick == o.pick && pickUpTo == o.pickUpTo && samePointee(dealtInstead, o.dealtInstead)
        && instead == o.instead && cantBePrevented == o.cantBePrevented;
}

bool ManaSpendRestriction::operator==(const ManaSpendRestriction& o) const
{
    return samePointee(spells, o.spells) && samePointee(abilitiesOf, o.abilitiesOf);
}

bool Replacement::EntersAsCopy::operator==(const EntersAsCopy& o) const
{
    return samePointee(of, o.of) && optional == o.optional && except == o.except;
}

bool Replacement::operator==(const Replacement& o) const
{
    return entersTapped == o.entersTapped && entersWithCounters == o.entersWithCounters
        && entersWithCounterChoice == o.entersWithCounterChoice && choose == o.choose && chooseOptions == o.chooseOptions
        && entersAsCopy == o.entersAsCopy
        && becomesChoice == o.becomesChoice && becomesAlsoTurnedFaceUp == o.becomesAlsoTurnedFaceUp
        && entersTappedUnlessPaid == o.entersTappedUnlessPaid && entersWithCountersCount == o.entersWithCountersCount
        && samePointee(entersTappedUnlessRevealed, o.entersTappedUnlessRevealed)
        && shuffledIntoLibraryInstead == o.shuffledIntoLibraryInstead;
}

bool AbilityDef::sameStructure(const AbilityDef& o) const
{
    return kind == o.kind && keyword == o.keyword && landType == o.landType && hasLandType == o.hasLandType
        && protectionFrom == o.protectionFrom && protectionText == o.protectionText && n == o.n && cost == o.cost
        && samePointee(enchant, o.enchant) && samePointee(affects, o.affects) && ops == o.ops
        && condition == o.condition && cda == o.cda && costParts == o.costParts && restriction == o.restriction
        && event == o.event && triggerIf == o.triggerIf && samePointee(eventFilter, o.eventFilter)
        && eventNotManaAbility == o.eventNotManaAbility && optional == o.optional && effect == o.effect && alsoTurnedFaceUp == o.alsoTurnedFaceUp
        && targets == o.targets && replacement == o.replacement && castRestriction == o.castRestriction
        && basicLandType == o.basicLandType && text == o.text && sameAbilities(modes, o.modes)
        && modesMin == o.modesMin && modesMax == o.modesMax && modesRepeat == o.modesRepeat
        && (otherwise == o.otherwise || (otherwise && o.otherwise && otherwise->sameStructure(*o.otherwise)))
        && (orEvent == o.orEvent || (orEvent && o.orEvent && orEvent->sameStructure(*o.orEvent)));
}

}   // namespace strata
