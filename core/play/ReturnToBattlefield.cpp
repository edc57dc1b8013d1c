#include "ActionPerformer.h"
#include "engine/Evaluator.h"

// A card put onto the battlefield by an action ("return it to the battlefield", "put a creature card from your
// hand onto the battlefield"): how it enters (tapped, face down, under whose control, with counters, attacking) and,
// round 34, what it enters attached to: "return ~ from your graveyard to the battlefield attached to that creature"
// (Smoke Shroud, Dragon Wings, Sword of the Meek: the creature the trigger's event names), "put an Aura card from
// your hand onto the battlefield attached to ~" (Academy Researchers), found before the card moves. Round 40: whether
// an Aura could enchant a permanent (303.4), also as an instruction attaches it (701.3b).

namespace strata {

int ActionPerformer::attachedOnReturn(const Action& a, int index)
{
    const GameState& gs = m_table.state();
    const QVector<int> found = objectsOf(*a.to);
    const int permanent = found.size() == 1 && gs.objects[found.first()].zone == Zone::Battlefield ? found.first() : -1;
    const Characteristics& card = m_table.resolution().chars[index];
    const auto aura = SubtypeRegistry::instance().find(QStringLiteral("Aura"));
    if (!card.type.has(CardType::Enchantment) || !aura || !card.type.hasSubtype(*aura))   // 301.5c, 701.3b: an Equipment
        return permanent >= 0 && m_table.resolution().chars[permanent].type.has(CardType::Creature) ? permanent : -1;
    // 303.4f: an Aura put onto the battlefield enters attached, and only to what its enchant ability allows.
    if (permanent >= 0 && couldEnchant(index, permanent, m_item.controller))
        return permanent;
    // 303.4g: with nothing it could enchant, the Aura stays where it is.
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has nothing to enchant and stays in its zone (303.4g)"),
        {m_table.nameOf(gs.objects[index].id)}));
    return StaysInZone;
}

bool ActionPerformer::couldEnchant(int aura, int permanent, const QString& controller)
{
    bool legal = true;
    for (const AbilityInstance& ability : m_table.resolution().chars[aura].abilities)
        if (legal && ability.def->isKeyword(QStringLiteral("Enchant")) && ability.def->enchant) {
            ContinuousEffect probe;
            probe.sourceIndex = aura;
            probe.controller = controller;
            Selector what = *ability.def->enchant;
            what.where = Selector::Where::Battlefield;
            legal = Evaluator(m_table.state(), m_table.resolution().chars).matches(what, probe, permanent);
        }
    return legal;
}

QVector<int> ActionPerformer::enchantable(int aura, const QVector<int>& permanents)
{
    const Characteristics& card = m_table.resolution().chars[aura];
    const auto auraType = SubtypeRegistry::instance().find(QStringLiteral("Aura"));
    if (!card.type.has(CardType::Enchantment) || !auraType || !card.type.hasSubtype(*auraType))
        return permanents;
    QVector<int> out;
    for (int p : permanents)
        if (couldEnchant(aura, p, card.controller))
            out << p;
    return out;
}

void ActionPerformer::returnToBattlefield(const Action& a, int index)
{
    GameState& gs = m_table.state();
    const int attachTo = a.to ? attachedOnReturn(a, index) : -1;
    if (attachTo == StaysInZone)
        return;
    EntryOptions entry;
    entry.tapped = a.tapped;
    entry.faceDown = a.faceDown;   // round 30: "return it to the battlefield face down" (708.2a)
    entry.controller = a.who == QLatin1String("owner") ? gs.objects[index].owner : m_item.controller;
    entry.timestamp = m_event.timestamps.value(0, 0);
    const QString name = m_table.nameOf(gs.objects[index].id);
    m_table.moveObject(index, Zone::Battlefield, entry);
    m_returnedIncarnations.insert(gs.objects[index].id, gs.objects[index].incarnation);
    if (attachTo >= 0)   // 303.4f: it enters attached
        gs.objects[index].attachedTo = gs.objects[attachTo].id;
    if (!a.counters.kind.isEmpty()) {
        gs.objects[index].counters << CounterStack{
            a.counters.kind, a.counters.n.n, gs.objects[index].timestamp};   // 614.1c
        m_table.countersPut(gs.objects[index].id, a.counters.kind, a.counters.n.n, m_item.controller);   // 122.6
    }
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 returns to the battlefield"), {name}));
    if (attachTo >= 0)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is attached to %2 (701.3a)"), {name, m_table.nameOf(gs.objects[attachTo].id)}));
    if (a.attacking)   // round 34: "… tapped and attacking" (Yore-Tiller Nephilim, 508.4)
        attackAlongside(index);
}

}   // namespace strata
