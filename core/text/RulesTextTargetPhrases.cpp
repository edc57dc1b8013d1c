#include "RulesTextWriter.h"
#include "BattlefieldOrGraveyardCreatures.h"
#include "HistoricKinds.h"
#include "PowerOrToughnessLimit.h"
#include "SharedNouns.h"
#include "model/AbilityTargets.h"
#include <QScopedValueRollback>
#include <algorithm>

namespace strata {
namespace rulestext {

// The phrase that names one target of an ability: "target creature you control", "any target",
// "up to one target artifact or creature", "X target creatures".
QString Writer::targetPhrase(const TargetInfo& t, bool plural) const
{
    const QScopedValueRollback<bool> naming(m_namingTarget, true);
    // Players as targets (115.1): "any target", "target opponent", "target player".
    if (t.sel.word == QLatin1String("any_target") && t.sel.other)   // round 30: a spell's second target (Bond of Passion)
        return tr("any other target");
    if (t.sel.word == QLatin1String("any_target"))   // round 23: Needle Drop's "… that was dealt damage this turn"
        return t.sel.dealtDamageThisTurn ? tr("any target that was dealt damage this turn") : tr("any target");
    if (t.sel.word == QLatin1String("player"))
        return t.sel.controller == Selector::Who::Opponent ? tr("target opponent") : tr("target player");
    // The noun and its qualifiers are separate so that "target" can go between them
    // (Spanish "la criatura objetivo que controlas").
    auto target = [&](const NP& n) {
        if (n.post.isEmpty())
            return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is feminine"))
                .arg(n.text);
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "target %1 %2", "noun, its qualifiers; %1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "target %1 %2", "noun, its qualifiers; %1 is feminine"))
            .arg(n.text, n.post);
    };
    auto upToOneTarget = [&](const NP& n) {
        if (t.sel.other) {   // round 35: a spell's optional second target (Relic Crush)
            if (n.post.isEmpty())
                return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "up to one other target %1", "%1 is masculine"),
                    QT_TRANSLATE_NOOP3("RulesText", "up to one other target %1", "%1 is feminine"))
                    .arg(n.text);
            return pickG(n.g,
                QT_TRANSLATE_NOOP3("RulesText", "up to one other target %1 %2", "noun, its qualifiers; %1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "up to one other target %1 %2", "noun, its qualifiers; %1 is feminine"))
                .arg(n.text, n.post);
        }
        if (n.post.isEmpty())
            return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "up to one target %1", "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "up to one target %1", "%1 is feminine"))
                .arg(n.text);
        return pickG(n.g,
            QT_TRANSLATE_NOOP3("RulesText", "up to one target %1 %2", "noun, its qualifiers; %1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "up to one target %1 %2", "noun, its qualifiers; %1 is feminine"))
            .arg(n.text, n.post);
    };
    auto anotherTarget = [&](const NP& n) {
        if (n.post.isEmpty())
            return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "another target %1", "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "another target %1", "%1 is feminine"))
                .arg(n.text);
        return pickG(n.g,
            QT_TRANSLATE_NOOP3("RulesText", "another target %1 %2", "noun, its qualifiers; %1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "another target %1 %2", "noun, its qualifiers; %1 is feminine"))
            .arg(n.text, n.post);
    };
    // Round 36: "another target historic permanent you control" (Guardians of Koilos): the word Oracle uses
    // for the union (700.6), the parts' qualifiers after it.
    if (const auto base = historicPermanentBase(t.sel); base && t.upTo == 0) {
        NP n = nounParts(*base, false);
        n.text = tr("historic permanent", "700.6: an artifact, legendary or Saga permanent");
        return base->other ? anotherTarget(n) : target(n);
    }
    if (t.upTo > 1 && t.upTo != Selector::kAnyNumber && t.sel.anyOf == battlefieldOrGraveyardCreatures(0).anyOf)
        return tr("up to %1 other target creatures from the battlefield and/or creature cards from graveyards",
            "a number; each target a creature or a creature card in a graveyard")
            .arg(numberWord(t.upTo));   // round 39: Angel of Serenity
    if (!t.sel.anyOf.isEmpty() && t.sel.anyOf.size() == 2 && (t.upTo > 1 || t.upTo == Selector::kAnyNumber)) {
        // Round 21: each of several targets one of two kinds, "up to two target artifacts and/or
        // enchantments" (Force of Vigor, 115.1).
        const QString n = tr("%1 and/or %2", "the kinds several targets may each be: artifacts and/or enchantments")
                              .arg(noun(t.sel.anyOf[0], true), noun(t.sel.anyOf[1], true));
        if (t.upTo == Selector::kAnyNumber)
            return tr("any number of target %1", "a plural noun").arg(n);
        return tr("up to %1 target %2").arg(numberWord(t.upTo), n);
    }
    // Round 31: "target creature with power or toughness 1 or less" (Warping Wail): one noun, then the limit
    // either part may meet.
    if (const auto either = powerOrToughnessLimit(t.sel); either && t.upTo == 0) {
        NP n = nounParts(either->base, plural);
        const QString limit = (either->atMost
                ? tr("with power or toughness %1 or less", "a target's qualifier: a limit either may meet")
                : tr("with power or toughness %1 or greater", "a target's qualifier: a limit either may meet"))
                                  .arg(either->limit);
        n.post = n.post.isEmpty() ? limit : n.post + QLatin1Char(' ') + limit;
        return target(n);
    }
    // Round 35: "target permanent you own or control" (Telim'Tor's Edict): either owner or controller (108.3, 108.4).
    Selector owned, controlled;
    owned.word = controlled.word = QStringLiteral("permanent");
    owned.ownerYou = true;
    controlled.controller = Selector::Who::You;
    if (t.upTo == 0 && t.sel.anyOf == QVector<Selector>{owned, controlled})
        return tr("target permanent you own or control");
    if (!t.sel.anyOf.isEmpty() && !isActivatedOrTriggeredAbility(t.sel)) {
        // Round 32: "target spell or ability that targets a creature" (Diplomatic Escort): what each part
        // targets, the same for all, said once after them.
        const Selector& first = t.sel.anyOf.first();
        const bool sameAim = first.targeting && std::all_of(t.sel.anyOf.cbegin(), t.sel.anyOf.cend(), [&](const Selector& p) {
            return p.targeting && *p.targeting == *first.targeting;
        });
        QStringList aim;
        if (sameAim) {
            Selector aiming;
            aiming.targeting = first.targeting;
            qualityQualifiers(aiming, plural, &aim);
        }
        QStringList parts;
        QStringList subtypes;   // round 21: "target Elf or Soldier creature": one subtype a part
        for (Selector p : t.sel.anyOf) {   // "target opponent or planeswalker": the player's word alone
            if (sameAim)
                p.targeting.reset();
            // a card in a graveyard: its zone is the action's ("return … from your graveyard")
            const bool inGraveyard = p.where == Selector::Where::Specific && p.zone == Zone::Graveyard;
            parts << (p.word == QLatin1String("player") ? headNoun(p, plural).text : noun(p, plural, !inGraveyard));
            subtypes << (p.subtypes.size() == 1 ? subtypeWord(p.subtypes.first(), plural) : QString());
        }
        const auto orList = [this](const QStringList& items) { return joinList(items, true); };
        const NP n{sharedNoun(parts, subtypes, orList).value_or(joinList(parts, true)), aim.join(QLatin1Char(' ')), selectorGender(t.sel)};
        return t.upTo == 1 ? upToOneTarget(n) : target(n);   // "up to one target artifact or creature"
    }
    if (t.sel.upToX) {   // 601.2c: as many targets as the X chosen
        const NP n = nounParts(t.sel, true);
        if (n.post.isEmpty())
            return tr("X target %1", "a plural noun").arg(n.text);
        return tr("X target %1 %2", "a plural noun, its qualifiers").arg(n.text, n.post);
    }
    if (t.upTo == Selector::kAnyNumber) {   // "any number of target …" (115.1)
        const NP n = nounParts(t.sel, true);
        if (n.post.isEmpty())
            return tr("any number of target %1", "a plural noun").arg(n.text);
        return tr("any number of target %1 %2", "a plural noun, its qualifiers").arg(n.text, n.post);
    }
    if (t.upTo > 1) {
        const NP n = nounParts(t.sel, true);
        if (n.post.isEmpty())
            return tr("up to %1 target %2").arg(numberWord(t.upTo), n.text);
        return tr("up to %1 target %2 %3", "number, noun, its qualifiers").arg(numberWord(t.upTo), n.text, n.post);
    }
    if (t.upTo == 1)
        return upToOneTarget(nounParts(t.sel, false));
    const NP n = nounParts(t.sel, plural);
    return t.sel.other ? anotherTarget(n) : target(n);
}

}   // namespace rulestext
}   // namespace strata
