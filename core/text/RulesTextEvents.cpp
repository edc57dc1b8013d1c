#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// The trigger events of imported cards (603.1): an event and the object or spell its filter names.
QString Writer::importedEventPhrase(TriggerEvent event, const Selector* filter)
{
    Selector none;
    const Selector& f = filter ? *filter : none;
    // "an instant or sorcery spell", "a Spirit or Arcane spell": a choice of types, then "spell".
    QString choiceOfSpells;
    if (!f.anyOf.isEmpty() && f.word == QLatin1String("spell")) {
        QStringList parts;
        for (const Selector& p : f.anyOf)
            parts << noun(p, false, false);
        Selector spell;
        spell.word = QStringLiteral("spell");
        choiceOfSpells = indefinite(tr("%1 spell", "a choice of types, then spell: instant or sorcery spell")
                                        .arg(joinList(parts, true)),
            selectorGender(spell));
    }
    if (!choiceOfSpells.isEmpty() && event == TriggerEvent::YouCastSpell)
        return tr("whenever you cast %1", "a spell of some kind").arg(choiceOfSpells);
    if (!choiceOfSpells.isEmpty() && event == TriggerEvent::OpponentCastsSpell)
        return tr("whenever an opponent casts %1", "a spell of some kind").arg(choiceOfSpells);
    switch (event) {
    case TriggerEvent::PermanentEnters:
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 enters", "a permanent of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfOrAnotherEnters:
        return tr("whenever %1 or %2 enters", "this object, another permanent of some kind")
            .arg(m_self, selector(f, Det::Indefinite));
    case TriggerEvent::Attacks:
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 attacks", "a creature of some kind").arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfAttacksOrBlocks:
        return tr("whenever %1 attacks or blocks").arg(m_self);
    case TriggerEvent::PlayerCastsSpell: {
        Selector spell;
        spell.word = QStringLiteral("spell");
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
        return tr("whenever %1 deals combat damage to a creature").arg(m_self);
    case TriggerEvent::DealsCombatDamageToPlayer:
        m_itNoun = headNoun(f, false);
        return tr("whenever %1 deals combat damage to a player", "a creature of some kind")
            .arg(selector(f, Det::Indefinite));
    case TriggerEvent::SelfBecomesUntapped:
        return tr("whenever %1 becomes untapped").arg(m_self);
    case TriggerEvent::YouCastSpellTargetingSelf:   // heroic
        return tr("whenever you cast a spell that targets %1").arg(m_self);
    case TriggerEvent::SelfBecomesMonstrous:   // 701.37b
        return tr("when %1 becomes monstrous").arg(m_self);
    default:
        return QString();
    }
}

}   // namespace rulestext
}   // namespace strata
