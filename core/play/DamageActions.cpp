#include "ActionPerformer.h"
#include "TargetGroups.h"
#include <algorithm>

namespace strata {

// 701.14a: each of two creatures deals damage equal to its power to the other, at once; 701.14b: if
// either is no longer on the battlefield or no longer a creature, neither deals damage. "Bite" ("target
// creature you control deals damage equal to its power to target creature"): only `object` deals it,
// and nothing is dealt when it is gone (608.2b). Both powers are read before any damage is dealt, so
// damage that changes a power (wither's -1/-1 counters, 702.80a) cannot change the other amount.
void ActionPerformer::fightOrBite(const Action& a)
{
    const GameState& gs = m_table.state();
    const Resolution& res = m_table.resolution();
    const QVector<int> from = a.object ? objectsOf(*a.object) : QVector<int>();
    const QVector<int> toObjects = a.to ? objectsOf(*a.to) : QVector<int>();
    auto creature = [&](int i) { return i >= 0 && gs.objects[i].zone == Zone::Battlefield && res.chars[i].isCreature(); };
    const int first = from.value(0, -1);
    const int second = toObjects.value(0, -1);
    if (a.kind == ActionKind::Fight) {
        if (!creature(first) || !creature(second)) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "no damage is dealt: a creature that would fight is gone (701.14b)"), {}));
            return;
        }
        const int p1 = std::max(0, res.chars[first].power.value_or(0));
        const int p2 = std::max(0, res.chars[second].power.value_or(0));
        const QString id1 = gs.objects[first].id, id2 = gs.objects[second].id;
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 fights %2 (701.14a)"), {m_table.nameOf(id1), m_table.nameOf(id2)}));
        m_table.dealDamage(id1, id2, p1, false);
        m_table.dealDamage(id2, id1, p2, false);
        return;
    }
    // PowerDamage: the damage goes to a creature, planeswalker or player the ability names.
    QStringList recipients;
    if (a.to && a.to->isRef())
        for (int k = 0; k < m_item.targets.size(); ++k)
            if (gs.player(m_item.targets[k]))
                recipients << m_item.targets[k];
    for (int i : toObjects)
        recipients << gs.objects[i].id;
    if (!a.to && a.who == QLatin1String("controller_of_target"))   // round 36: "… to that player" (Dong Zhou), the target's controller
        recipients << players(a.who);
    if (!creature(first) && a.object && (a.object->ref == Selector::Ref::Self || a.object->ref == Selector::Ref::It)) {
        // "{T}, Sacrifice ~: ~ deals damage equal to its power …", round 25 "Whenever a creature enters …, it
        // deals damage equal to its power …" (Warstorm Surge): the creature deals the damage as it last
        // existed (608.2h), a power Strata does not keep once it has left the battlefield.
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                  "%1 is not performed: Strata does not keep the power of a creature that left the "
                                  "battlefield (608.2h)"),
            {canonicalName(a.kind)}));
        return;
    }
    if (!creature(first) || recipients.isEmpty()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "no damage is dealt: the creature or what it would damage is gone (608.2b)"), {}));
        return;
    }
    const int power = std::max(0, res.chars[first].power.value_or(0));
    const QString source = gs.objects[first].id;
    for (const QString& r : recipients)
        m_table.dealDamage(source, r, power, false);
}

// 615.7: "prevent the next N damage that would be dealt to any target / to you this turn": a shield on
// each, which the damage code uses up. "The next time a source of your choice would deal damage to …"
// (609.7): the source is chosen as the effect resolves, the resolve event's first choices.objects; one
// the filter does not select, or none, makes no shield.
void ActionPerformer::preventDamage(const Action& a)
{
    const GameState& gs = m_table.state();
    QStringList shielded;
    if (a.who == QLatin1String("you")) {
        shielded << m_item.controller;
    } else if (a.to) {
        if (a.who == QLatin1String("each_player"))   // round 28: "… to each creature and each player"
            for (const Player& p : gs.players)
                shielded << p.id;
        if (a.to->isRef())
            for (const QString& t : m_item.targets)
                if (gs.player(t))
                    shielded << t;
        for (int i : objectsOf(*a.to))
            shielded << gs.objects[i].id;
    }
    QString instead;   // round 22 (614.9): the new recipient of a redirection
    if (a.dealtInstead && !redirectionRecipient(*a.dealtInstead, &instead))
        return;
    if (a.nextTime && !a.object && a.dealtInstead) {   // round 23: "the next time damage would be dealt to ~"
        for (const QString& s : shielded)
            m_table.addNextTimeRedirection(s, instead);
        return;
    }
    // Round 30: "the next 1 damage that would be dealt by ~ this turn" (Barbed Wire): the source's damage to
    // anything; "the next 3 damage that would be dealt to any target this turn by a source of your choice"
    // (Healing Grace): only the chosen source's damage counts (609.7a).
    QString bySource;
    if (!a.nextTime && a.object && !a.dealtInstead) {
        const int source = a.object->ref == Selector::Ref::Self ? m_sourceIndex
            : m_event.choices.objects.isEmpty()                 ? -1
                                                                : gs.objectIndex(m_event.choices.objects.first());
        if (source < 0 && a.object->ref == Selector::Ref::Self)   // gone: it deals no more damage (400.7)
            return;
        if (source < 0 || (a.object->ref == Selector::Ref::ChosenSource && !chosenSourceFits(*a.object, source))) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                      "no source the effect allows was chosen (choices.objects): nothing is prevented (609.7a)"),
                {}));
            return;
        }
        bySource = gs.objects[source].id;
        if (!a.to && a.who.isEmpty())
            shielded << QString();
    }
    // Round 30: "divided as you choose" (601.2d, Embolden): each target's share, as the event that put the
    // spell or ability on the stack divided it; several targets with no division get none.
    const QHash<QString, int> shares = a.divided ? divisionOf(m_item, gs.events, m_event.id) : QHash<QString, int>();
    if (a.divided && shares.isEmpty() && shielded.size() > 1) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "no division of the damage among the targets was named: none is prevented (601.2d)"), {}));
        return;
    }
    if (!a.nextTime) {
        for (const QString& s : shielded)
            if (a.dealtInstead)
                m_table.addRedirectionShield(s, amountOf(a), QString(), instead);
            else
                m_table.addPreventionShield(s, shares.isEmpty() ? amountOf(a) : shares.value(s), bySource);
        return;
    }
    // Stop 48: "the next time target creature would deal damage this turn" (Awe Strike): that creature's
    // next damage event, to anything; an illegal target gets no shield (608.2b).
    if (a.nextTime && a.object && a.object->ref == Selector::Ref::Target && !a.dealtInstead) {
        for (int creature : objectsOf(*a.object))
            m_table.addNextTimeShield(QString(), gs.objects[creature].id);
        return;
    }
    // The resolve event's own choice: an activation's choices.objects name what its cost sacrificed.
    const int source = m_event.choices.objects.isEmpty() ? -1 : gs.objectIndex(m_event.choices.objects.first());
    if (source < 0 || !a.object || !chosenSourceFits(*a.object, source)) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                  "no source the effect allows was chosen (choices.objects): nothing is prevented (609.7a)"),
            {}));
        return;
    }
    // Round 23: a redirection that names no recipient (Opal-Eye) applies to whatever the source damages.
    if (a.dealtInstead && !a.to && a.who.isEmpty())
        shielded << QString();
    for (const QString& s : shielded)
        if (a.dealtInstead)
            m_table.addRedirectionShield(s, 0, gs.objects[source].id, instead);
        else
            m_table.addNextTimeShield(s, gs.objects[source].id);
}

// Round 22 (614.9): "is dealt to ~ / target creature / any target instead": the source, or the one
// target (an object or a player) as the effect resolves; false, with a note, when there is none.
bool ActionPerformer::redirectionRecipient(const Selector& to, QString* out)
{
    const GameState& gs = m_table.state();
    if (to.ref == Selector::Ref::Target)
        for (const QString& t : m_item.targets)
            if (gs.player(t)) {
                *out = t;
                return true;
            }
    const QVector<int> objects = objectsOf(to);
    if (!objects.isEmpty()) {
        *out = gs.objects[objects.first()].id;
        return true;
    }
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "nothing to deal the damage to instead: no redirection (614.9)"), {}));
    return false;
}

// 609.7a: a source is a permanent, a spell on the stack or a face-up object in the command zone (the
// objects the stack or a waiting effect refers to are not read); "a red source of your choice", "an
// artifact source of your choice": the filter's colour and card type, read as the source is chosen.
bool ActionPerformer::chosenSourceFits(const Selector& filter, int source)
{
    const GameObject& o = m_table.state().objects[source];
    if (o.zone != Zone::Battlefield && o.zone != Zone::Stack && (o.zone != Zone::Command || o.faceDown))
        return false;
    const Characteristics& c = m_table.resolution().chars[source];
    if (!filter.colors.isEmpty() && !c.colors.intersects(filter.colors))
        return false;
    for (CardType t : {CardType::Artifact, CardType::Creature, CardType::Enchantment, CardType::Land})
        if ((filter.types & quint16(t)) && !c.type.has(t))
            return false;
    return true;
}

// "Look at target player's hand" (402.3: a player may look at their own hand only; the effect lets the
// ability's controller see it): the log lists the hand's cards; a revealed hand (701.16a) is said as revealed.
void ActionPerformer::lookAtHand(const Action& a)
{
    const GameState& gs = m_table.state();
    const QString whose = players(a.who).value(0);
    if (whose.isEmpty() || !gs.player(whose))
        return;
    QStringList cards;
    for (const GameObject& o : gs.objects)
        if (o.zone == Zone::Hand && o.owner == whose)
            cards << m_table.nameOf(o.id);
    const QString list = cards.isEmpty() ? QStringLiteral("-") : cards.join(QStringLiteral(", "));
    if (a.reveal)   // round 43, 701.16a: shown to every player, the hand's owner revealing it
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals their hand: %2"), {m_table.nameOf(whose), list}));
    else
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 looks at %2's hand: %3"),
            {m_table.nameOf(m_item.controller), m_table.nameOf(whose), list}));
}

}   // namespace strata
