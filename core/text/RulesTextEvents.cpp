#include "RulesTextWriter.h"
#include "HistoricKinds.h"
#include <QScopedValueRollback>

namespace strata {
namespace rulestext {

// "That creature" of an event about the object the source is attached to ("enchanted land").
NP Writer::attachedNoun() const
{
    return m_attachedNoun.text.isEmpty() ? NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)}
                                         : m_attachedNoun;
}

namespace {

// Bestow's "~ or enchanted creature" (702.103; round 23): the source, or what it is attached to.
bool selfOrAttached(const Selector& f)
{
    return f.anyOf.size() == 2 && f.anyOf[0].ref == Selector::Ref::Self && f.anyOf[1].ref == Selector::Ref::Attached;
}

// 700.6: an artifact, a legendary object or a Saga spell (the importer's historicSpell()).
bool isHistoricSpell(const Selector& f)
{
    return f.word == QLatin1String("spell") && isHistoric(f);
}

}   // namespace

// The trigger events of imported cards (603.1): an event and the object or spell its filter names.
QString Writer::importedEventPhrase(TriggerEvent event, const Selector* filter)
{
    if (QString play = playEventPhrase(event, filter); !play.isEmpty())
        return play;
    if (QString player = playerActionEventPhrase(event, filter, false); !player.isEmpty())   // round 45
        return player;
    Selector none;
    const Selector& f = filter ? *filter : none;
    // "an instant or sorcery spell", "a Spirit or Arcane spell": a choice of types, then "spell".
    QString choiceOfSpells;
    if (isHistoricSpell(f)) {   // 700.6: "a historic spell", the word the Oracle text uses
        Selector spell;
        spell.word = QStringLiteral("spell");
        choiceOfSpells = indefinite(tr("historic spell", "700.6: an artifact, legendary or Saga spell"), selectorGender(spell));
    } else if (!f.anyOf.isEmpty() && f.word == QLatin1String("spell")) {
        QStringList parts;
        for (const Selector& p : f.anyOf)
            parts << noun(p, false, false);
        Selector spell;
        spell.word = QStringLiteral("spell");
        choiceOfSpells = indefinite(tr("%1 spell", "a choice of types, then spell: instant or sorcery spell")
                                        .arg(joinList(parts, true)),
            selectorGender(spell));
    }
    if (event == TriggerEvent::YouCastSpell || event == TriggerEvent::OpponentCastsSpell || event == TriggerEvent::PlayerCastsSpell) {
        Selector spell;   // round 25: "counter that spell" (Nether Void), "copy that spell" (Swarm Intelligence)
        spell.word = QStringLiteral("spell");
        m_itNoun = headNoun(spell, false);
    }
    if (!choiceOfSpells.isEmpty() && event == TriggerEvent::YouCastSpell)
        return tr("whenever you cast %1", "a spell of some kind").arg(choiceOfSpells);
    if (!choiceOfSpells.isEmpty() && event == TriggerEvent::OpponentCastsSpell)
        return tr("whenever an opponent casts %1", "a spell of some kind").arg(choiceOfSpells);
    // Round 26: "Whenever another Treefolk creature enters …, … that creature's toughness" (Orchard Warden):
    // Oracle names the object again by the type it printed, not by its creature type.
    const auto enteringNoun = [&] {
        return f.types == quint16(CardType::Creature) && !f.subtypes.isEmpty()
            ? NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)}
            : headNoun(f, false);
    };
    switch (event) {
    case TriggerEvent::PermanentEnters:
        m_itNoun = enteringNoun();
        return tr("whenever %1 enters", "a permanent of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfOrAnotherEnters:
        m_itNoun = enteringNoun();
        return tr("whenever %1 or %2 enters", "this object, another permanent of some kind")
            .arg(m_self, selector(f, Det::Indefinite));
    case TriggerEvent::Attacks:
        if (selfOrAttached(f))   // round 23, bestow: "whenever ~ or enchanted creature attacks"
            return tr("whenever %1 or %2 attacks", "this creature, enchanted creature")
                .arg(m_self, selector(f.anyOf[1], Det::Indefinite));
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 attacks", "a creature of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfAttacksOrBlocks:
        return tr("whenever %1 attacks or blocks").arg(m_self);
    case TriggerEvent::PlayerCastsSpell: {
        Selector spell;
        spell.word = QStringLiteral("spell");
        if (filter && f.controller == Selector::Who::Chosen && choiceOfSpells.isEmpty()) {   // round 36: Sewer Nemesis
            Selector rest = f;
            rest.controller = Selector::Who::Any;
            return tr("whenever the chosen player casts %1", "a spell of some kind").arg(selector(rest, Det::Indefinite));
        }
        return tr("whenever a player casts %1", "a spell of some kind")
            .arg(!choiceOfSpells.isEmpty() ? choiceOfSpells : selector(filter ? f : spell, Det::Indefinite));
    }
    case TriggerEvent::OpponentUpkeep:
        return tr("at the beginning of each opponent's upkeep");
    case TriggerEvent::YourBeginningOfCombat:
        return tr("at the beginning of combat on your turn");
    case TriggerEvent::EndOfCombat:
        return tr("at end of combat");
    case TriggerEvent::SelfDealsDamage:
        return tr("whenever %1 deals damage").arg(m_self);
    case TriggerEvent::SelfDealsDamageToPlayer:
        return tr("whenever %1 deals damage to a player").arg(m_self);
    case TriggerEvent::SelfDealsDamageToOpponent:
        return tr("whenever %1 deals damage to an opponent").arg(m_self);
    case TriggerEvent::SelfDealsCombatDamageToCreature:
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        return tr("whenever %1 deals combat damage to a creature").arg(m_self);
    case TriggerEvent::DealsCombatDamageToPlayer:
        if (selfOrAttached(f))
            return tr("whenever %1 or %2 deals combat damage to a player", "this creature, enchanted creature")
                .arg(m_self, selector(f.anyOf[1], Det::Indefinite));
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 deals combat damage to a player", "a creature of some kind")
            .arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfBecomesUntapped:
        return tr("whenever %1 becomes untapped").arg(m_self);
    case TriggerEvent::YouCastSpellTargetingSelf:   // heroic
        return tr("whenever you cast a spell that targets %1").arg(m_self);
    case TriggerEvent::SelfBecomesMonstrous:   // 701.37b
        return tr("when %1 becomes monstrous").arg(m_self);
    case TriggerEvent::SelfTurnedFaceUp:   // 702.37e, 708.8
        return tr("when %1 is turned face up").arg(m_self);
    case TriggerEvent::SelfAttacksUnblocked:   // 509.1h
        return tr("whenever %1 attacks and isn't blocked").arg(m_self);
    case TriggerEvent::YouCastFirstSpellEachTurn:   // 601.2i
        return tr("whenever you cast your first spell each turn");
    case TriggerEvent::YouCastSecondSpellEachTurn:
        return tr("whenever you cast your second spell each turn");
    case TriggerEvent::YouGainLife:
        return tr("whenever you gain life");
    case TriggerEvent::YouCycleOrDiscard:   // 702.29d
        return tr("whenever you cycle or discard a card");
    case TriggerEvent::PlayerCycles:
        return tr("whenever a player cycles a card");
    case TriggerEvent::CreatureDealtDamageBySelfDies:
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        if (filter)   // "a creature with flying" (Trophy Hunter)
            return tr("whenever %1 dealt damage by %2 this turn dies", "a creature of some kind, this creature")
                .arg(selector(f, Det::Indefinite), m_self);
        return tr("whenever a creature dealt damage by %1 this turn dies").arg(m_self);
    case TriggerEvent::EnchantedControllerUpkeep:
        if (f.word == QLatin1String("player"))   // a Curse: the enchanted player's own upkeep
            return tr("at the beginning of enchanted player's upkeep");
        m_itNoun = attachedNoun();
        return tr("at the beginning of the upkeep of %1's controller", "an object the source is attached to")
            .arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouDrawCard:   // 121.2
        return tr("whenever you draw a card");
    case TriggerEvent::OpponentDrawsCard:
        return tr("whenever an opponent draws a card");
    case TriggerEvent::SelfBlocksCreature:   // 509.2a
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 blocks %2", "this creature, a creature of some kind").arg(m_self, selector(f, Det::Indefinite));
    case TriggerEvent::SelfBecomesBlockedByCreature:   // 509.3c
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 becomes blocked by %2", "this creature, a creature of some kind")
            .arg(m_self, selector(f, Det::Indefinite));
    case TriggerEvent::SelfBlocksOrBecomesBlockedByCreature:
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 blocks or becomes blocked by %2", "this creature, a creature of some kind")
            .arg(m_self, selector(f, Det::Indefinite));
    case TriggerEvent::SelfBecomesTapped:
        return tr("whenever %1 becomes tapped").arg(m_self);
    case TriggerEvent::BecomesTapped: {
        // Round 35: a permanent of one of several kinds (Royal Decree's "a Swamp, Mountain, black permanent, or red
        // permanent") is "that permanent" after the head.
        Selector permanent;
        permanent.word = QStringLiteral("permanent");
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun()
            : !f.anyOf.isEmpty() && f.word == permanent.word ? headNoun(permanent, false)
                                                            : headNoun(f, false);
        return tr("whenever %1 becomes tapped").arg(selector(f, Det::Indefinite));
    }
    case TriggerEvent::CreatureAttacksYou:   // 508.3a
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        return tr("whenever a creature attacks you or a planeswalker you control");
    case TriggerEvent::SelfPutIntoGraveyard:
        return tr("when %1 is put into a graveyard from anywhere").arg(m_self);
    case TriggerEvent::SelfBecomesTarget:   // 115.1
        if (filter)   // round 34: "whenever ~ becomes the target of an Aura spell" (Fugitive Druid)
            return tr("whenever %1 becomes the target of %2", "~, a spell of some kind").arg(m_self, selector(f, Det::Indefinite));
        return tr("whenever %1 becomes the target of a spell or ability").arg(m_self);
    case TriggerEvent::SelfAttacksWithTwoOthers:   // battalion
        return tr("whenever %1 and at least two other creatures attack").arg(m_self);
    case TriggerEvent::YourPrecombatMain:   // 505.1
        return tr("at the beginning of your precombat main phase");
    case TriggerEvent::EachPrecombatMain:
        return tr("at the beginning of each player's precombat main phase");
    case TriggerEvent::YourDrawStep:   // 504.1
        return tr("at the beginning of your draw step");
    case TriggerEvent::EachDrawStep:
        return tr("at the beginning of each player's draw step");
    case TriggerEvent::OpponentEndStep:
        return tr("at the beginning of each opponent's end step");
    case TriggerEvent::SelfEntersOrDies:
        return tr("when %1 enters or dies").arg(m_self);
    case TriggerEvent::AttacksOrBlocks:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 attacks or blocks").arg(selector(f, Det::Indefinite));
    case TriggerEvent::DealsDamage:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 deals damage").arg(selector(f, Det::Indefinite));
    case TriggerEvent::DealsDamageToPlayer:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 deals damage to a player")
            .arg(selector(f, Det::Indefinite));
    case TriggerEvent::DealsDamageToOpponent:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 deals damage to an opponent")
            .arg(selector(f, Det::Indefinite));
    case TriggerEvent::DealtDamage:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 is dealt damage").arg(selector(f, Det::Indefinite));
    case TriggerEvent::Blocks:   // 509.2a
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 blocks").arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfDealsCombatDamageToOpponent:   // 510.3a
        return tr("whenever %1 deals combat damage to an opponent").arg(m_self);
    case TriggerEvent::YouCycleOrDiscardAnother:   // 702.29d
        return tr("whenever you cycle or discard another card");
    case TriggerEvent::SelfBecomesTargetOfOpponent:   // 115.1
        // Round 43, Frost Titan: "counter that spell or ability", the one that targeted (603.7c); Reality Smasher: a spell.
        if (filter && f.word == QLatin1String("spell")) {
            m_itNoun = headNoun(f, false);
            return tr("whenever %1 becomes the target of %2 an opponent controls", "~, a spell")
                .arg(m_self, selector(f, Det::Indefinite));
        }
        m_itNoun = NP{tr("spell or ability", "counter that spell or ability: the one that targets"), {}, genderOf("spell")};
        return tr("whenever %1 becomes the target of a spell or ability an opponent controls").arg(m_self);
    case TriggerEvent::PermanentTurnedFaceUp:   // 708.8
        if (filter && f.ref == Selector::Ref::Attached) {   // round 34: Fatal Mutation
            m_itNoun = attachedNoun();
            return tr("when %1 is turned face up", "enchanted creature").arg(selector(f, Det::Indefinite));
        }
        return tr("whenever a permanent is turned face up");
    case TriggerEvent::SelfEntersOrHauntedDies:   // 702.55c
        return tr("when %1 enters or the creature it haunts dies").arg(m_self);
    case TriggerEvent::HauntedCreatureDies:
        return tr("when the creature %1 haunts dies").arg(m_self);
    case TriggerEvent::YouSurveil:   // 701.42
        return tr("whenever you surveil");
    case TriggerEvent::YouSacrifice:   // 701.17a
        return tr("whenever you sacrifice %1", "a permanent of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouCycleThisOrItDies:
        return tr("when you cycle %1 or it dies").arg(m_self);
    case TriggerEvent::OpponentDiscards:   // 701.8a
        if (filter)   // Waste Not: "a creature card"
            return tr("whenever an opponent discards %1", "a card of some kind")
                .arg(indefinite(noun(f, false, false), selectorGender(f)));
        return tr("whenever an opponent discards a card");
    case TriggerEvent::PlayerDiscards:
        if (filter)
            return tr("whenever a player discards %1", "a card of some kind")
                .arg(indefinite(noun(f, false, false), selectorGender(f)));
        return tr("whenever a player discards a card");
    case TriggerEvent::YouDiscard:   // 701.8a
        if (filter)   // "a creature card", "a land card"
            return tr("whenever you discard %1", "a card of some kind")
                .arg(indefinite(noun(f, false, false), selectorGender(f)));
        return tr("whenever you discard a card");
    case TriggerEvent::YouAreDealtDamage:   // 120.3a; the filter is the source
        if (!filter)
            return tr("whenever you're dealt damage");
        if (f.word == QLatin1String("source"))
            return f.controller == Selector::Who::Opponent ? tr("whenever a source an opponent controls deals damage to you")
                                                           : tr("whenever a source deals damage to you");
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 deals damage to you", "a creature of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouLoseLife:   // 119.3
        return tr("whenever you lose life");
    case TriggerEvent::PlayerDrawsCard:   // 121.2
        if (filter && f.ref == Selector::Ref::Attached)   // round 34: a Curse's (Curse of Fool's Wisdom)
            return tr("whenever enchanted player draws a card");
        return tr("whenever a player draws a card");
    case TriggerEvent::CreaturesAttackYou:   // round 26, 508.3a: once, however many attack
        return tr("whenever one or more creatures attack you");
    case TriggerEvent::PlayerAttacksEnchantedPlayer:
        return tr("whenever a player attacks enchanted player with one or more creatures");
    case TriggerEvent::CreaturesYouControlAttack:   // 508.3a: once, however many attack
        if (!filter)
            return tr("whenever you attack");
        return tr("whenever one or more %1 attack", "creatures of some kind you control").arg(selector(f, Det::Plural));
    case TriggerEvent::CountersPutOnYourPermanent:   // 122.6
        if (f.ref == Selector::Ref::Self)
            return tr("whenever one or more +1/+1 counters are put on %1", "a permanent").arg(m_self);
        m_itNoun = headNoun(f, false);
        return tr("whenever one or more +1/+1 counters are put on %1", "a permanent").arg(selector(f, Det::Indefinite));
    // Round 42 (122.6): counters put on a creature, the filter the creature.
    case TriggerEvent::YouPutMinusOneCounters:
        m_itNoun = headNoun(f, false);
        return tr("whenever you put one or more -1/-1 counters on %1", "a creature").arg(selector(f, Det::Indefinite));
    case TriggerEvent::MinusOneCounterPut:
        m_itNoun = headNoun(f, false);
        return tr("whenever a -1/-1 counter is put on %1", "a creature").arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouPutCounters:
        m_itNoun = headNoun(f, false);
        return tr("whenever you put one or more counters on %1", "a creature").arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouScry:   // 701.22
        return tr("whenever you scry");
    case TriggerEvent::TappedForMana: {   // 605.1b: the filter is the permanent tapped, its controller who taps it
        if (f.ref == Selector::Ref::Attached) {
            m_itNoun = attachedNoun();
            return tr("whenever %1 is tapped for mana", "an object the source is attached to").arg(selector(f, Det::Indefinite));
        }
        Selector tapped = f;
        tapped.controller = Selector::Who::Any;
        if (f.ref != Selector::Ref::Self)
            m_itNoun = headNoun(tapped, false);
        const QString what = f.ref == Selector::Ref::Self ? m_self : selector(tapped, Det::Indefinite);
        if (f.controller == Selector::Who::Opponent)
            return tr("whenever an opponent taps %1 for mana", "a permanent of some kind").arg(what);
        if (f.controller == Selector::Who::Any && f.ref != Selector::Ref::Self)
            return tr("whenever a player taps %1 for mana", "a permanent of some kind").arg(what);
        return tr("whenever you tap %1 for mana", "a permanent of some kind, or this object").arg(what);
    }
    // Round 17's events, read from round 18 on: becoming a target (115.1), becoming blocked (509.3c), a
    // card put into a graveyard from anywhere, exert (701.43a).
    case TriggerEvent::BecomesTarget:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 becomes the target of a spell or ability").arg(selector(f, Det::Indefinite));
    case TriggerEvent::BecomesTargetOfOpponent:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 becomes the target of a spell or ability an opponent controls").arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouOrPermanentBecomesTargetOfOpponent:   // round 44, Unsettled Mariner: the item that targets
        m_itNoun = NP{tr("spell or ability", "counter that spell or ability: the one that targets"), {}, genderOf("spell")};
        return tr("whenever you or a permanent you control becomes the target of a spell or ability an opponent controls");
    case TriggerEvent::BecomesBlocked:
        m_itNoun = f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false);
        return tr("whenever %1 becomes blocked").arg(selector(f, Det::Indefinite));
    case TriggerEvent::CardPutIntoGraveyard: {
        // Round 35: the permanent ~ is attached to, from the battlefield (Genju of the Realm's "enchanted land").
        if (f.ref == Selector::Ref::Attached) {
            m_itNoun = attachedNoun();
            return tr("whenever %1 is put into a graveyard", "enchanted land").arg(selector(f, Det::Indefinite));
        }
        // The card as a card of some kind ("a black card"); whose graveyard, said apart.
        Selector card = f;
        card.controller = Selector::Who::Any;
        card.where = Selector::Where::Battlefield;
        m_itNoun = headNoun(card, false);
        const QString one = selector(card, Det::Indefinite);
        if (f.controller == Selector::Who::Opponent)
            return tr("whenever %1 is put into an opponent's graveyard from anywhere", "a card of some kind").arg(one);
        if (f.controller == Selector::Who::You)
            return tr("whenever %1 is put into your graveyard from anywhere", "a card of some kind").arg(one);
        return tr("whenever %1 is put into a graveyard from anywhere", "a card of some kind").arg(one);
    }
    case TriggerEvent::SelfExerted:   // 701.43a, 603.12: the reflexive trigger of the choice to exert
        return tr("you may exert %1 as it attacks. When you do", "701.43a: then the effect of the reflexive trigger")
            .arg(m_self);
    default:
        return QString();
    }
}

// A trigger event in words ("when ~ enters", "whenever another creature enters"); a delayed trigger's
// event is the next one ("at the beginning of the next end step").
QString Writer::eventPhrase(TriggerEvent event, bool delayed, const Selector* filter)
{
    if (delayed) {
        if (event == TriggerEvent::EndStep)
            return tr("at the beginning of the next end step");
        if (event == TriggerEvent::YourEndStep)
            return tr("at the beginning of your next end step");
        if (event == TriggerEvent::YourUpkeep)
            return tr("at the beginning of your next upkeep");
        if (event == TriggerEvent::EachUpkeep)
            return tr("at the beginning of the next upkeep");
        if (event == TriggerEvent::ExtraTurnEndStep)   // 500.7: the extra turn the action before gave
            return tr("at the beginning of that turn's end step");
    }
    // Round 37: the end step or draw step of the controller of what ~ is attached to (Lingering Death, Righteous
    // Authority), as the upkeep's above; "that creature" is that object.
    if ((event == TriggerEvent::EndStep || event == TriggerEvent::EachDrawStep) && filter && filter->ref == Selector::Ref::Attached) {
        m_itNoun = attachedNoun();
        const QString attached = selector(*filter, Det::Indefinite);
        return event == TriggerEvent::EndStep
            ? tr("at the beginning of the end step of %1's controller", "an object the source is attached to").arg(attached)
            : tr("at the beginning of the draw step of %1's controller", "an object the source is attached to").arg(attached);
    }
    if (event == TriggerEvent::SelfEnters)
        return tr("when %1 enters").arg(m_self);
    if (event == TriggerEvent::AnotherCreatureEnters) {
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        return tr("whenever another creature enters");
    }
    if (event == TriggerEvent::AnotherCreatureEntersUnderYourControl) {
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        return tr("whenever another creature you control enters");
    }
    if (event == TriggerEvent::YourUpkeep)
        return tr("at the beginning of your upkeep");
    if (event == TriggerEvent::EachUpkeep && filter && filter->controller == Selector::Who::Chosen)   // round 37: Energy Vortex
        return tr("at the beginning of the chosen player's upkeep");
    if (event == TriggerEvent::EachUpkeep)
        return tr("at the beginning of each upkeep");
    if (event == TriggerEvent::EndStep)
        return tr("at the beginning of each end step");
    if (event == TriggerEvent::YourEndStep)
        return tr("at the beginning of your end step");
    if (event == TriggerEvent::YouCastCreatureSpell)
        return tr("whenever you cast a creature spell");
    if (event == TriggerEvent::OpponentCastsCreatureSpell)
        return tr("whenever an opponent casts a creature spell");
    if (event == TriggerEvent::YouCastThis)
        return tr("when you cast this spell");
    if (event == TriggerEvent::SelfLeavesOrUntaps)
        return tr("when %1 leaves the battlefield or becomes untapped").arg(m_self);
    if (event == TriggerEvent::SelfDealtDamage)
        return tr("whenever %1 is dealt damage").arg(m_self);
    // Round 37: "When ~ is put into your graveyard from the battlefield" (Enigma Sphinx): ~ dies and is yours (400.3).
    if (event == TriggerEvent::SelfDies && filter && filter->ownerYou)
        return tr("when %1 is put into your graveyard from the battlefield", "the source").arg(m_self);
    if (event == TriggerEvent::SelfDies)
        return tr("when %1 dies").arg(m_self);
    if (event == TriggerEvent::YouCycleThis)
        return tr("when you cycle %1").arg(m_self);
    if (event == TriggerEvent::CreatureDies) {
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        if (filter) {   // Bastion of Remembrance: "whenever a creature you control dies"
            // 700.4: "dies" is "is put into a graveyard from the battlefield", the words cards use for a
            // permanent that is not a creature ("whenever a land is put into …, … that land's controller").
            // Round 25: a permanent you own goes to your graveyard (400.3): "whenever a nontoken creature
            // is put into your graveyard from the battlefield" (Field of Souls).
            if (!filter->isRef() && (filter->ownerYou || filter->ownerOpponent)) {
                Selector kind = *filter;
                kind.ownerYou = kind.ownerOpponent = false;
                m_itNoun = headNoun(kind, false);
                const QScopedValueRollback<bool> typeKept(m_namingTarget, m_namingTarget || kind.types);
                // Round 40: "… into an opponent's graveyard …" (Grim Feast): one an opponent owns.
                return (filter->ownerYou ? tr("whenever %1 is put into your graveyard from the battlefield", "a permanent of some kind")
                                         : tr("whenever %1 is put into an opponent's graveyard from the battlefield",
                                             "a permanent of some kind"))
                    .arg(selector(kind, Det::Indefinite));
            }
            if (!filter->isRef() && !(filter->types & quint16(CardType::Creature)) && filter->subtypes.isEmpty()) {
                m_itNoun = headNoun(*filter, false);
                return tr("whenever %1 is put into a graveyard from the battlefield", "a permanent of some kind")
                    .arg(selector(*filter, Det::Indefinite));
            }
            // Round 22: "another Human creature dies" (Village Cannibals) keeps its card type after the
            // creature type, as a target does: a Kindred Human need not be a creature.
            const QScopedValueRollback<bool> typeKept(m_namingTarget, m_namingTarget || filter->types);
            return tr("whenever %1 dies", "a creature of some kind").arg(selector(*filter, Det::Indefinite));
        }
        return tr("whenever %1 or another creature dies").arg(m_self);
    }
    if (event == TriggerEvent::CreatureYouControlDies) {
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        if (filter) {   // Xathrid Necromancer: "whenever ~ or another Human creature you control dies"
            m_itNoun = headNoun(*filter, false);
            return tr("whenever %1 or %2 dies", "this object, another creature of some kind")
                .arg(m_self, selector(*filter, Det::Indefinite));
        }
        return tr("whenever %1 or another creature you control dies").arg(m_self);
    }
    if (event == TriggerEvent::SelfLeaves)
        return tr("when %1 leaves the battlefield").arg(m_self);
    if (event == TriggerEvent::SelfEntersOrLeaves)
        return tr("when %1 enters or leaves the battlefield").arg(m_self);
    if (event == TriggerEvent::SelfAttacks)
        return tr("whenever %1 attacks").arg(m_self);
    if (event == TriggerEvent::SelfEntersOrAttacks)
        return tr("whenever %1 enters or attacks").arg(m_self);
    if (event == TriggerEvent::SelfBlocks)
        return tr("whenever %1 blocks").arg(m_self);
    if (event == TriggerEvent::SelfBecomesBlocked)
        return tr("whenever %1 becomes blocked").arg(m_self);
    if (event == TriggerEvent::SelfBlocksOrBecomesBlocked)
        return tr("whenever %1 blocks or becomes blocked").arg(m_self);
    if (event == TriggerEvent::SelfDealsCombatDamageToPlayer)
        return tr("whenever %1 deals combat damage to a player").arg(m_self);
    if (event == TriggerEvent::CreatureYouControlAttacksAlone)   // round 32: "whenever ~ attacks alone"
        return filter && filter->ref == Selector::Ref::Self ? tr("whenever %1 attacks alone").arg(m_self)
                                                            : tr("whenever a creature you control attacks alone");
    if (event == TriggerEvent::SelfBlockedByCreatureWithoutFlanking)
        return tr("whenever a creature without flanking blocks %1").arg(m_self);
    if (QString more = importedEventPhrase(event, filter); !more.isEmpty())
        return more;
    if (event == TriggerEvent::OpponentCastsSpell || event == TriggerEvent::YouCastSpell) {
        Selector spell;
        spell.word = QStringLiteral("spell");
        const QString what = selector(filter ? *filter : spell, Det::Indefinite);
        return event == TriggerEvent::YouCastSpell ? tr("whenever you cast %1", "a spell of some kind").arg(what)
                                                   : tr("whenever an opponent casts %1", "a spell of some kind").arg(what);
    }
    return tr("when the event \"%1\" happens").arg(canonicalName(event));
}

}   // namespace rulestext
}   // namespace strata
