#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Round 30: the trigger events of damage by sources, sacrifices, untapping, exile, returns to hand, casts
// from a graveyard or at a target, attacks with two or more creatures and land plays (603.2), as the
// importer reads them (OraclePlayEventHeads.cpp). An empty string: not one of these.
QString Writer::playEventPhrase(TriggerEvent event, const Selector* filter)
{
    Selector none;
    const Selector& f = filter ? *filter : none;
    const auto objectNoun = [&] { return f.ref == Selector::Ref::Attached ? attachedNoun() : headNoun(f, false); };
    switch (event) {
    case TriggerEvent::SourceDealsDamageToSelf:   // 120.3
        // Round 32: the event's object, "that source's controller" (Reaper of Sheoldred).
        m_itNoun = NP{tr("source", "the source of the damage a trigger's event names"), {}, genderOf("source")};
        return tr("whenever a source deals damage to %1").arg(m_self);
    case TriggerEvent::OpponentDealtNoncombatDamage:
        return tr("whenever an opponent is dealt noncombat damage");
    case TriggerEvent::SelfDealsCombatDamage:   // 510.2
        return tr("whenever %1 deals combat damage").arg(m_self);
    case TriggerEvent::DealsCombatDamage:
        m_itNoun = objectNoun();
        return tr("whenever %1 deals combat damage").arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfDealsCombatDamageToPlayerOrPlaneswalker:   // 510.3a
        return tr("whenever %1 deals combat damage to a player or planeswalker").arg(m_self);
    case TriggerEvent::DealsCombatDamageToOpponent:
        m_itNoun = objectNoun();
        return tr("whenever %1 deals combat damage to an opponent").arg(selector(f, Det::Indefinite));
    case TriggerEvent::DealsDamageToOpponent:   // Talon of Pain's source, a spell's too
        if (f.word == QLatin1String("source") && f.controller == Selector::Who::You && f.other)
            return tr("whenever a source you control other than %1 deals damage to an opponent").arg(m_self);
        return QString();
    case TriggerEvent::PlayerSacrifices:   // 701.17a
        m_itNoun = headNoun(f, false);
        return tr("whenever a player sacrifices %1", "a permanent of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::BecomesUntapped:
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 becomes untapped").arg(selector(f, Det::Indefinite));
    case TriggerEvent::PermanentReturnedToYourHand:   // 400.3: to its owner's hand
        return tr("whenever a permanent is returned to your hand");
    case TriggerEvent::ExiledFromBattlefield:
        if (f.ref == Selector::Ref::Self)   // round 37: ~ itself (God-Eternal Oketra's second event)
            return tr("when %1 is put into exile from the battlefield", "the source").arg(m_self);
        if (f.ref == Selector::Ref::Attached)   // round 37: Kaya's Ghostform's second event
            return tr("when %1 is put into exile", "the object the source is attached to").arg(m_attached);
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 is exiled from the battlefield", "a permanent of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouCastSpellFromGraveyard:   // 601.2a
        return tr("whenever you cast a spell from your graveyard");
    case TriggerEvent::YouCastSpellTargetingSelf:   // Druid of Horns: "an Aura spell that targets ~"
        if (!filter)
            return QString();
        return tr("whenever you cast %1 that targets %2", "a spell of some kind, this object")
            .arg(selector(f, Det::Indefinite), m_self);
    case TriggerEvent::YouCastSpellTargeting:   // 601.2c
        return tr("whenever you cast a spell that targets %1").arg(selector(f, Det::Indefinite));
    case TriggerEvent::YouAttackWithTwoOrMore:   // 508.3a
        return tr("whenever you attack with two or more creatures");
    case TriggerEvent::PlaysLand: {   // 305.1: the land's controller is who played it
        m_itNoun = NP{typeWord(CardType::Land, false), {}, typeGender(CardType::Land)};
        if (f.controller == Selector::Who::You)
            return f.other ? tr("whenever you play another land") : tr("whenever you play a land");
        if (f.controller == Selector::Who::Opponent)
            return tr("whenever an opponent plays a land");
        return tr("whenever a player plays a land");
    }
    case TriggerEvent::CardsLeaveYourGraveyard:   // 603.2c: once for the event
    case TriggerEvent::CardsPutIntoYourGraveyard:
    case TriggerEvent::CardsMilledIntoYourGraveyard: {
        Selector card = f;
        card.where = Selector::Where::Battlefield;   // the kind of card, said without a zone
        const QString cards = selector(card, Det::Plural);
        if (event == TriggerEvent::CardsLeaveYourGraveyard)
            return tr("whenever one or more %1 leave your graveyard", "cards of some kind").arg(cards);
        if (event == TriggerEvent::CardsPutIntoYourGraveyard)
            return tr("whenever one or more %1 are put into your graveyard from anywhere", "cards of some kind").arg(cards);
        return tr("whenever one or more %1 are put into your graveyard from your library", "cards of some kind").arg(cards);
    }
    case TriggerEvent::CreaturesYouControlDealCombatDamageToPlayer:   // 510.2: once a step
        return tr("whenever one or more %1 deal combat damage to a player", "creatures of some kind you control")
            .arg(selector(f, Det::Plural));
    case TriggerEvent::CreatureDealsCombatDamageToMonarch:   // 725.2, the monarch's second inherent ability
        return tr("whenever a creature deals combat damage to the monarch");
    default:
        return QString();
    }
}

// Two events of one ability (603.2): "at the beginning of your upkeep or whenever you cast a red spell";
// after a first "whenever", the second leaves its own out ("whenever you cast a red spell or a Mountain
// enters").
QString Writer::eitherEvent(const QString& first, const QString& second) const
{
    const QString whenever = tr("whenever ", "the words that begin a trigger event, with their space");
    const QString rest = first.startsWith(whenever) && second.startsWith(whenever) ? second.mid(whenever.size()) : second;
    // Round 32: one subject and two verbs, "whenever a creature you control enters or attacks" (Kindred
    // Discovery): the subject is said once when the two events differ only in their last word.
    const qsizetype firstVerb = first.lastIndexOf(QLatin1Char(' '));
    const qsizetype secondVerb = second.lastIndexOf(QLatin1Char(' '));
    if (first.startsWith(whenever) && firstVerb > whenever.size() && firstVerb == secondVerb
        && first.left(firstVerb) == second.left(secondVerb) && first.mid(firstVerb) != second.mid(secondVerb))
        return tr("%1 or %2", "two trigger events of one ability").arg(first, second.mid(secondVerb + 1));
    // Round 39: the second verb of two words, "whenever enchanted creature blocks or becomes blocked" (Ferocity).
    const qsizetype secondVerbOfTwo = secondVerb > 0 ? second.lastIndexOf(QLatin1Char(' '), secondVerb - 1) : -1;
    if (first.startsWith(whenever) && firstVerb > whenever.size() && firstVerb == secondVerbOfTwo
        && first.left(firstVerb) == second.left(secondVerbOfTwo))
        return tr("%1 or %2", "two trigger events of one ability").arg(first, second.mid(secondVerbOfTwo + 1));
    return tr("%1 or %2", "two trigger events of one ability").arg(first, rest);
}

}   // namespace rulestext
}   // namespace strata
