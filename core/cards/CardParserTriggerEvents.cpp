#include "CardParser.h"

// A triggered ability's "event" and "filter" in the card format (also those of its round-30 "or_event"): which events
// take a filter, which need one (CardParserAbilities.cpp reads the rest of the ability).

namespace strata {

using io::JsonValue;

namespace {

// The events whose object or spell a triggered ability's "filter" narrows (Warmth's "a red spell").
bool takesEventFilter(TriggerEvent e)
{
    switch (e) {
    case TriggerEvent::OpponentCastsSpell:
    case TriggerEvent::YouCastSpell:
    case TriggerEvent::CreatureDies:
    case TriggerEvent::CreatureYouControlDies:   // "~ or another Human creature you control dies"
    case TriggerEvent::AnotherCreatureEnters:
    case TriggerEvent::PermanentEnters:
    case TriggerEvent::SelfOrAnotherEnters:
    case TriggerEvent::Attacks:
    case TriggerEvent::CreatureYouControlAttacksAlone:   // round 32: "self", "Whenever ~ attacks alone"
    case TriggerEvent::PlayerCastsSpell:
    case TriggerEvent::DealsCombatDamageToPlayer:
    case TriggerEvent::SelfBlocksCreature:
    case TriggerEvent::SelfBecomesBlockedByCreature:
    case TriggerEvent::SelfBlocksOrBecomesBlockedByCreature:
    case TriggerEvent::BecomesTapped:
    case TriggerEvent::EnchantedControllerUpkeep:
    case TriggerEvent::EndStep:        // round 37: "attached", the end step of its controller (Lingering Death)
    case TriggerEvent::EachDrawStep:   // the draw step of its controller (Righteous Authority)
    case TriggerEvent::EachUpkeep:     // {"controller": "chosen"}: the chosen player's upkeep (Energy Vortex)
    case TriggerEvent::AttacksOrBlocks:
    case TriggerEvent::DealsDamage:
    case TriggerEvent::DealsDamageToPlayer:
    case TriggerEvent::DealsDamageToOpponent:
    case TriggerEvent::DealtDamage:
    case TriggerEvent::Blocks:
    case TriggerEvent::YouSacrifice:
    case TriggerEvent::OpponentDiscards:   // the card discarded (Waste Not's "a creature card")
    case TriggerEvent::PlayerDiscards:
    case TriggerEvent::YouDiscard:
    case TriggerEvent::YouAreDealtDamage:            // the source ("a creature", "a source an opponent controls")
    case TriggerEvent::CreaturesYouControlAttack:    // "one or more creatures you control": one attacker matches
    case TriggerEvent::CountersPutOnYourPermanent:   // the permanent the counters are put on
    case TriggerEvent::TappedForMana:                // the permanent tapped for mana (605.1b)
    case TriggerEvent::CreatureDealtDamageBySelfDies:   // the creature that dies ("a creature with flying")
    case TriggerEvent::BecomesTarget:               // the object targeted (115.1)
    case TriggerEvent::BecomesTargetOfOpponent:
    case TriggerEvent::BecomesBlocked:              // the attacker (509.3c)
    case TriggerEvent::CardPutIntoGraveyard:        // the card and, as its controller, whose graveyard
    case TriggerEvent::YouCastSpellTargetingSelf:   // round 30: "an Aura spell that targets ~"
    case TriggerEvent::YouCastSpellTargeting:       // a target of the spell ("a creature you control")
    case TriggerEvent::YouCastSpellFromGraveyard:   // the spell
    case TriggerEvent::DealsCombatDamage:           // the source of the damage
    case TriggerEvent::DealsCombatDamageToOpponent:
    case TriggerEvent::PlayerSacrifices:            // the permanent sacrificed
    case TriggerEvent::BecomesUntapped:
    case TriggerEvent::PermanentReturnedToYourHand:
    case TriggerEvent::ExiledFromBattlefield:
    case TriggerEvent::PlaysLand:                   // the land and, as its controller, who played it
    case TriggerEvent::CardsLeaveYourGraveyard:     // the cards, one of which must match
    case TriggerEvent::CardsPutIntoYourGraveyard:
    case TriggerEvent::CardsMilledIntoYourGraveyard:
    case TriggerEvent::CreaturesYouControlDealCombatDamageToPlayer:
    case TriggerEvent::PermanentTurnedFaceUp:       // round 34: the permanent, "enchanted creature" (Fatal Mutation)
    case TriggerEvent::PlayerDrawsCard:             // round 34: the player, "enchanted player" (Curse of Fool's Wisdom)
    case TriggerEvent::SelfBecomesTarget:           // round 34: the spell that targets ~, "an Aura spell" (Fugitive Druid)
    case TriggerEvent::SelfBecomesTargetOfOpponent: // round 43: "a spell an opponent controls" (Reality Smasher)
    case TriggerEvent::SelfDies:                    // round 37: "owner": "you", ~ put into your graveyard (Enigma Sphinx)
    case TriggerEvent::YouPutMinusOneCounters:      // round 42: the creature the counters are put on (122.6)
    case TriggerEvent::MinusOneCounterPut:
    case TriggerEvent::YouPutCounters:
    case TriggerEvent::YouActivateAbility:        // round 45: the ability's source ("an Elemental", 602.2)
    case TriggerEvent::OpponentActivatesAbility:
    case TriggerEvent::PlayerActivatesAbility:
    case TriggerEvent::YouBecomeTarget:           // round 45: the spell that targets you (115.1)
        return true;
    default:
        return false;
    }
}

// The events that name no object without their filter ("whenever FILTER attacks").
bool needsEventFilter(TriggerEvent e)
{
    switch (e) {
    case TriggerEvent::PermanentEnters:
    case TriggerEvent::Attacks:
    case TriggerEvent::DealsCombatDamageToPlayer:
    case TriggerEvent::SelfBlocksCreature:   // the other creature of the block
    case TriggerEvent::SelfBecomesBlockedByCreature:
    case TriggerEvent::SelfBlocksOrBecomesBlockedByCreature:
    case TriggerEvent::BecomesTapped:   // the object, "enchanted creature"
    case TriggerEvent::EnchantedControllerUpkeep:
    case TriggerEvent::CountersPutOnYourPermanent:
    case TriggerEvent::TappedForMana:
    case TriggerEvent::BecomesTarget:   // round 18: the object, or the card and whose graveyard
    case TriggerEvent::BecomesTargetOfOpponent:
    case TriggerEvent::BecomesBlocked:
    case TriggerEvent::CardPutIntoGraveyard:
    case TriggerEvent::YouCastSpellTargeting:   // round 30
    case TriggerEvent::DealsCombatDamage:
    case TriggerEvent::DealsCombatDamageToOpponent:
    case TriggerEvent::BecomesUntapped:
    case TriggerEvent::ExiledFromBattlefield:
    case TriggerEvent::PlaysLand:
    case TriggerEvent::CardsLeaveYourGraveyard:
    case TriggerEvent::CardsPutIntoYourGraveyard:
    case TriggerEvent::CardsMilledIntoYourGraveyard:
    case TriggerEvent::CreaturesYouControlDealCombatDamageToPlayer:
    case TriggerEvent::YouPutMinusOneCounters:   // round 42
    case TriggerEvent::MinusOneCounterPut:
    case TriggerEvent::YouPutCounters:
        return true;
    default:
        return false;
    }
}

}   // namespace

bool CardParser::triggerEventAndFilter(const JsonValue& body, const QString& path, AbilityDef* out)
{
    bool known = false;
    if (auto ev = m_r.string(body, "event", path, true)) {
        if (auto e = fromCanonicalName<TriggerEvent>(*ev)) {
            out->event = *e;
            known = true;
        } else {
            m_r.error(*body.find("event"), JsonReader::child(path, "event"),
                QStringLiteral("unknown event \"%1\"").arg(*ev));
        }
    }
    if (const JsonValue* f = body.find("filter")) {
        const QString fp = JsonReader::child(path, "filter");
        if (known && !takesEventFilter(out->event))
            m_r.error(*f, fp,
                QStringLiteral("event \"%1\" takes no filter").arg(canonicalName(out->event)));
        else if (auto s = selector(*f, fp)) {
            // Round 37: a step's filter says only whose step it is, the controller of what the source is attached to
            // or, for the upkeep, the player chosen as it entered.
            const bool step = out->event == TriggerEvent::EndStep || out->event == TriggerEvent::EachDrawStep;
            Selector chosen;
            chosen.controller = Selector::Who::Chosen;
            chosen.word = s->word;
            if (step && s->ref != Selector::Ref::Attached)
                m_r.error(*f, fp, QStringLiteral("event \"%1\" takes only the filter \"attached\"").arg(canonicalName(out->event)));
            else if (out->event == TriggerEvent::EachUpkeep && !(*s == chosen))
                m_r.error(*f, fp, QStringLiteral("event \"each_upkeep\" takes only the filter {\"controller\": \"chosen\"}"));
            else
                out->eventFilter = QSharedPointer<Selector>::create(*s);
        }
    } else if (known && needsEventFilter(out->event)) {
        m_r.error(body, JsonReader::child(path, "filter"),
            QStringLiteral("event \"%1\" needs a filter: the object it is about").arg(canonicalName(out->event)));
    }
    return known;
}

}   // namespace strata
