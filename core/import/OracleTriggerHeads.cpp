#include "OracleParser.h"
#include "OracleTriggerFilters.h"
#include "OraclePutIntoExileHeads.h"
#include "SelfToYourGraveyard.h"

// The head of a triggered ability (603.1): the fixed heads of the first rounds, then the readers of the
// files after them (OracleTriggerEvents.cpp, OraclePlayEventHeads.cpp, OracleTriggerFilters.cpp), then a
// state trigger (603.8). Taken out of OracleFrames.cpp in round 30, so that each side of "… or whenever …"
// is read as a whole head (OraclePlayEventHeads.cpp).

namespace strata::import {

// A trigger head, "When ~ enters", "At the beginning of your upkeep" (`word` and `event`): its event and
// filter, or a state trigger (603.8); false when it is none of them.
bool OracleParser::triggerHead(const QString& word, const QString& event, AbilityDef* a) const
{
    static const QHash<QString, TriggerEvent> events = {
        {"When ~ enters", TriggerEvent::SelfEnters},
        {"Whenever another creature enters", TriggerEvent::AnotherCreatureEnters},
        {"Whenever another creature you control enters", TriggerEvent::AnotherCreatureEntersUnderYourControl},
        {"Whenever another creature enters under your control", TriggerEvent::AnotherCreatureEntersUnderYourControl},
        {"At the beginning of your upkeep", TriggerEvent::YourUpkeep},
        {"At the beginning of each upkeep", TriggerEvent::EachUpkeep},
        {"At the beginning of each player's upkeep", TriggerEvent::EachUpkeep},
        {"At the beginning of each opponent's upkeep", TriggerEvent::OpponentUpkeep},
        {"At the beginning of each end step", TriggerEvent::EndStep},
        {"At the beginning of the end step", TriggerEvent::EndStep},
        {"At the beginning of each player's end step", TriggerEvent::EndStep},
        {"At the beginning of your end step", TriggerEvent::YourEndStep},
        {"At the beginning of combat on your turn", TriggerEvent::YourBeginningOfCombat},
        {"At end of combat", TriggerEvent::EndOfCombat},
        {"Whenever you cast a creature spell", TriggerEvent::YouCastCreatureSpell},
        {"Whenever an opponent casts a creature spell", TriggerEvent::OpponentCastsCreatureSpell},
        {"When you cast this spell", TriggerEvent::YouCastThis},
        {"When you cast ~", TriggerEvent::YouCastThis},
        {"Whenever ~ is dealt damage", TriggerEvent::SelfDealtDamage},
        {"When ~ dies", TriggerEvent::SelfDies},
        {"Whenever ~ or another creature dies", TriggerEvent::CreatureDies},
        {"Whenever ~ or another creature you control dies", TriggerEvent::CreatureYouControlDies},
        {"When ~ leaves the battlefield", TriggerEvent::SelfLeaves},
        {"When ~ enters or leaves the battlefield", TriggerEvent::SelfEntersOrLeaves},
        {"Whenever ~ attacks", TriggerEvent::SelfAttacks},
        {"Whenever ~ attacks or blocks", TriggerEvent::SelfAttacksOrBlocks},
        {"Whenever ~ enters or attacks", TriggerEvent::SelfEntersOrAttacks},
        {"Whenever you cast a spell", TriggerEvent::YouCastSpell},
        {"Whenever an opponent casts a spell", TriggerEvent::OpponentCastsSpell},
        {"Whenever a player casts a spell", TriggerEvent::PlayerCastsSpell},
        {"Whenever ~ blocks", TriggerEvent::SelfBlocks},
        {"Whenever ~ becomes blocked", TriggerEvent::SelfBecomesBlocked},
        {"Whenever ~ blocks or becomes blocked", TriggerEvent::SelfBlocksOrBecomesBlocked},
        {"Whenever ~ deals combat damage to a player", TriggerEvent::SelfDealsCombatDamageToPlayer},
        {"Whenever ~ deals combat damage to a creature", TriggerEvent::SelfDealsCombatDamageToCreature},
        {"Whenever ~ deals damage", TriggerEvent::SelfDealsDamage},
        {"Whenever ~ deals damage to a player", TriggerEvent::SelfDealsDamageToPlayer},
        {"Whenever ~ deals damage to an opponent", TriggerEvent::SelfDealsDamageToOpponent},
        {"Whenever ~ becomes untapped", TriggerEvent::SelfBecomesUntapped},
        {"Whenever a creature you control attacks alone", TriggerEvent::CreatureYouControlAttacksAlone},
        {"Whenever you cast a spell that targets ~", TriggerEvent::YouCastSpellTargetingSelf},   // heroic
        {"When ~ becomes monstrous", TriggerEvent::SelfBecomesMonstrous},                       // 701.37b
    };
    const QString head = word + QLatin1Char(' ') + event;
    if (events.contains(head)) {
        a->event = events.value(head);
        return true;
    }
    // Round 32: "Whenever ~ attacks alone" (Yuan Shao's Infantry): exalted's event (702.83b), of ~ only.
    if (head == QLatin1String("Whenever ~ attacks alone")) {
        Selector self;
        self.ref = Selector::Ref::Self;
        a->event = TriggerEvent::CreatureYouControlAttacksAlone;
        a->eventFilter = QSharedPointer<Selector>::create(self);
        return true;
    }
    if (selfToYourGraveyardHead(head, a) || putIntoExileHead(head, a))   // round 37
        return true;
    if (moreTriggerEvents(head, a))   // OracleTriggerEvents.cpp sets the event and its filter
        return true;
    if (word == QLatin1String("At"))
        return false;
    // OracleTriggerFilters.cpp: "an artifact you control is put into a graveyard from the battlefield".
    if (olderDiesHead(event, [this](const QString& n, bool* p) { return objects(n, p); }, a)
        || chosenColorSpellHead(event, a) || chosenPlayerSpellHead(event, a) || triggerEvent(event, a))
        return true;
    // 603.8: "When you control no Islands, sacrifice ~": a state trigger, the state its condition.
    const auto state = word == QLatin1String("When") ? condition(event) : std::nullopt;
    if (!state)
        return false;
    a->event = TriggerEvent::State;
    a->triggerIf = *state;
    return true;
}

}   // namespace strata::import
