#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// The abilities an effect grants, as a list in the effect's sentence ("have flying and \"{T}: …\"").
QString Writer::abilityList(
    const QVector<AbilityPtr>& abilities, const Selector& affects, const std::optional<Condition>& cond)
{
    QStringList items;
    for (const AbilityPtr& a : abilities) {
        if (!a)
            continue;
        if (a->kind == AbilityDef::Kind::Keyword && !a->costParts.isEmpty())
            items << quoted(keywordText(*a));   // a sentence of its own: "Cumulative upkeep—Pay 1 life."
        else if (a->kind == AbilityDef::Kind::Keyword)
            items << lcfirst(keywordText(*a));
        else   // round 36: an ability the granted one grants is quoted in single quotes inside the double ones (Reef Worm)
            items << quoted(nested(*a, affects, cond).replace(QLatin1Char('"'), QLatin1Char('\'')));
    }
    return joinList(items, false);
}

// A granted ability in quotes: its "self" is the object that gets it.
QString Writer::nested(const AbilityDef& a, const Selector& grantee, const std::optional<Condition>& cond)
{
    QString selfName = m_self;
    Gender selfGender = m_selfGender;
    if (!(grantee.isRef() && grantee.ref == Selector::Ref::Self)) {
        // Granted to other objects: a filter names what they are; a reference (enchanted or equipped
        // creature, a target, the copy) is a creature, except an Aura's "enchanted permanent" (round 38,
        // Essence Leak: "sacrifice this permanent").
        const bool anyPermanent = grantee.ref == Selector::Ref::Attached && m_attachedNoun.text == tr("permanent");
        const bool creature = !anyPermanent && (grantee.isRef() || (grantee.types & quint16(CardType::Creature)));
        selfName = creature ? tr("this creature") : tr("this permanent");
        selfGender = creature ? genderOf("creature") : genderOf("permanent");
    }
    Writer w(selfName, m_swaps, selfGender);
    if (!(grantee.isRef() && grantee.ref == Selector::Ref::Self))
        w.setGranter(m_self, m_selfGender);
    // What "attached" means for the object that gets the ability: an Equipment's is equipped.
    w.setAttachedPhrase(tr("enchanted creature"), genderOf("creature"));
    auto isEquipment = [](const Selector& s) {
        for (SubtypeId id : s.subtypes)
            if (SubtypeRegistry::instance().name(id) == QLatin1String("Equipment"))
                return true;
        return false;
    };
    if ((cond && cond->filter && isEquipment(*cond->filter)) || isEquipment(grantee))
        w.setAttachedPhrase(tr("equipped creature"), genderOf("creature"));
    return w.ability(a);
}

}   // namespace rulestext
}   // namespace strata
