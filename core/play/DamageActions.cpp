#include "ActionPerformer.h"
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
    if (!creature(first) && a.object && a.object->ref == Selector::Ref::Self) {
        // "{T}, Sacrifice ~: ~ deals damage equal to its power …": the creature deals the damage as it
        // last existed (608.2h), a power Strata does not keep once it has left the battlefield.
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

}   // namespace strata
