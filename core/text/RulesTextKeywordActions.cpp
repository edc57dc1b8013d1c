#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Keyword actions of later sets (amass, adapt, support, explore, populate) and instructions on a
// player's whole hand or graveyard. Nothing when `a` is not one.
std::optional<QStringList> Writer::keywordOrZoneAction(const Action& a, bool optional)
{
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    const QString amount = QString::number(a.amount.n);
    // The creature that fights or bites; "it" when it is the one target the sentence before named
    // (Writer::actions' m_targetIsIt: "It fights target creature you don't control.").
    auto fighterPhrase = [&](const Action& x) {
        const Selector fighter = x.object.value_or(Selector());
        // Round 25: "it deals damage equal to its power" first (Warstorm Surge); after "If you do," Oracle
        // names it again, "that creature deals …" (Electropotence), as objectPhrase does.
        if (fighter.ref == Selector::Ref::It && x.kind == ActionKind::PowerDamage && !x.ifYouDo)
            return tr("it", "the object a trigger's event named, as a source of damage");
        if (!(m_targetIsIt && fighter.ref == Selector::Ref::Target))
            return objectPhrase(fighter);
        const Subject named = refPhrase(Selector::Ref::Target);
        return pickG(named.g, QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a masculine noun"),
            QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a feminine noun"));
    };
    switch (a.kind) {
    case ActionKind::Amass:   // 701.47a
        if (a.amount.x && a.amountOf)   // round 38: "amass X, where X is the number of cards in your hand"
            return QStringList{maybe(tr("amass X, where X is %1", "an amount").arg(expr(*a.amountOf)))};
        return QStringList{maybe(tr("amass %1", "a number").arg(amount))};
    case ActionKind::Adapt:   // 701.46a
        return QStringList{maybe(tr("adapt %1", "a number").arg(amount))};
    case ActionKind::Support:   // 701.41a: the targets are the reminder text's, not printed
        for (TargetInfo& t : m_targets)
            t.mentioned = true;
        m_targetsMentioned = true;
        return QStringList{maybe(tr("support %1", "a number").arg(amount))};
    case ActionKind::Explore:   // 701.44a
        return QStringList{tr("%1 explores", "a creature").arg(objectPhrase(a.object.value_or(Selector())))};
    case ActionKind::Goad:   // 701.15a
        return QStringList{maybe(tr("goad %1", "a creature").arg(objectPhrase(a.object.value_or(Selector()))))};
    case ActionKind::Populate:   // 701.30a
        return QStringList{maybe(tr("populate"))};
    case ActionKind::DiscardHand:   // 701.8
        if (a.who.isEmpty())
            return QStringList{maybe(tr("discard your hand"))};
        return QStringList{tr("%1 discards their hand", "a player").arg(playerPhrase(a.who))};
    case ActionKind::Fight: {   // 701.14a; 603.5: "you may have ~ fight target creature"
        // The fighter first: naming the target changes what "that creature" (the event's) is called.
        const QString fighter = fighterPhrase(a);
        return QStringList{(optional ? tr("you may have %1 fight %2", "a creature, another creature")
                                     : tr("%1 fights %2", "a creature, another creature"))
                               .arg(fighter, objectPhrase(a.to.value_or(Selector())))};
    }
    case ActionKind::PowerDamage: {   // "bite": the creature is the source of the damage (120.3)
        if (!optional && a.object && a.to && *a.object == *a.to && a.object->isRef())   // Repentance: to itself
            return QStringList{
                tr("%1 deals damage to itself equal to its power", "a creature").arg(objectPhrase(*a.object))};
        const QString biter = fighterPhrase(a);
        // Round 36: "target creature an opponent controls deals damage equal to its power to that player" (Dong Zhou).
        if (!optional && !a.to && a.who == QLatin1String("controller_of_target") && a.object && a.object->ref == Selector::Ref::Target)
            return QStringList{tr("%1 deals damage equal to its power to that player", "a creature an opponent controls").arg(biter)};
        return QStringList{(optional ? tr("you may have %1 deal damage equal to its power to %2",
                                           "a creature, what is dealt damage")
                                     : tr("%1 deals damage equal to its power to %2", "a creature, what is dealt damage"))
                               .arg(biter, objectPhrase(a.to.value_or(Selector())))};
    }
    case ActionKind::Attach: {   // round 25: another Equipment (701.3a); ~ itself, RulesTextActions.cpp
        if (!a.object || a.object->ref == Selector::Ref::Self || !a.to)
            return libraryAction(a, optional);
        // Round 40: "attach Nettlevine Blight to a creature or land you control" (607.2, 701.3a): the Aura that
        // grants the ability, moved to a permanent the ability's controller chooses, no target (115.10).
        if (a.object->ref == Selector::Ref::Granter && !a.to->isRef() && a.who.isEmpty())
            return QStringList{maybe(tr("attach %1 to %2", "the Aura that grants the ability; a permanent the ability's controller chooses")
                                         .arg(objectPhrase(*a.object), indefinite(noun(*a.to, false), selectorGender(*a.to))))};
        const QString attached = objectPhrase(*a.object);
        return QStringList{maybe(tr("attach %1 to %2", "an Equipment, not the source; what it is attached to")
                                     .arg(attached, objectPhrase(*a.to)))};
    }
    case ActionKind::Unattach:   // round 41 (701.3d)
        if (!a.object)
            return std::nullopt;
        return QStringList{maybe(a.text == QLatin1String("equipment_from")
                ? tr("unattach all Equipment from %1", "the permanents whose Equipment is unattached").arg(objectPhrase(*a.object))
                : tr("unattach %1", "an Equipment or Aura").arg(objectPhrase(*a.object)))};
    case ActionKind::ExileGraveyard:
        if (a.text == QLatin1String("hand_and_graveyard"))   // round 33: Identity Crisis
            return a.who == QLatin1String("target_player")
                ? std::optional<QStringList>(QStringList{maybe(tr("exile all cards from target player's hand and graveyard"))})
                : std::nullopt;
        if (a.who.isEmpty())
            return QStringList{maybe(tr("exile your graveyard"))};
        if (a.who == QLatin1String("each_player"))
            return QStringList{maybe(tr("exile all graveyards"))};
        if (a.who == QLatin1String("each_opponent"))
            return QStringList{maybe(tr("exile each opponent's graveyard"))};
        return QStringList{maybe(targetsAnOpponent(a.who) ? tr("exile target opponent's graveyard")
                                                                               : tr("exile target player's graveyard"))};
    default:
        return libraryAction(a, optional);
    }
}

}   // namespace rulestext
}   // namespace strata
