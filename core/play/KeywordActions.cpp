#include "ActionPerformer.h"

namespace strata {

// "Return target permanent to its owner's hand" (Capsize), or, with a filter, "return a blue or black
// creature you control to its owner's hand" (Cavern Harpy): one object chosen as it resolves, from
// `choices.objects`, else the first that matches in objects order (events.md).
void ActionPerformer::returnToHand(const Action& a)
{
    if (!a.object)
        return;
    if (a.each) {   // round 19: "return all … to their owners' hands"
        returnEach(a);
        return;
    }
    GameState& gs = m_table.state();
    // "That player returns a permanent they control to its owner's hand" (Blood Clock): one of theirs
    // each named player chooses, as a sacrifice is chosen; the resolve event's choices name it.
    if (!a.who.isEmpty() && !a.object->isRef()) {
        for (const auto& [player, chosen] : onePermanentEach(a, [](int) { return true; })) {
            if (chosen < 0) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls nothing to return"), {m_table.nameOf(player)}));
                continue;
            }
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 returns %2 to its owner's hand"),
                {m_table.nameOf(player), m_table.nameOf(gs.objects[chosen].id)}));
            m_table.moveObject(chosen, Zone::Hand);
        }
        return;
    }
    // Round 21: "return two lands you control to their owner's hand" (Khalni Gem): the ones the resolve
    // event's choices name, as many as the action says (608.2d).
    QVector<int> found = a.pick > 0 ? pickedObjects(a) : objectsOf(*a.object);
    if (!a.object->isRef() && found.size() > 1 && a.pick == 0) {
        int chosen = found.first();
        for (const QString& id : m_event.choices.objects)
            if (const int i = gs.objectIndex(id); i >= 0 && found.contains(i)) {
                chosen = i;
                break;
            }
        found = {chosen};
    }
    if (found.isEmpty()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "there is nothing to return to its owner's hand"), {}));
        return;
    }
    for (int i : found) {
        // A permanent, or a card a target names in a graveyard ("return target creature card from
        // your graveyard to your hand"), or one exiled with the source ("return the exiled cards", 607.2a).
        const bool linkedExile = a.object->ref == Selector::Ref::ExiledWithSource && gs.objects[i].zone == Zone::Exile;
        // Round 27: "return ~ to its owner's hand" of a resolving instant or sorcery (Research the Deep's
        // won clash) takes it from the stack, so it is not put into the graveyard after (608.2n).
        const bool spellItself = m_item.kind == StackItem::Kind::Spell && a.object->ref == Selector::Ref::Self
            && gs.objects[i].zone == Zone::Stack;
        // Round 32: "return target spell or creature to its owner's hand" (Unsubstantiate): a target spell leaves
        // the stack for its owner's hand (608.2b) and never resolves; its stack item goes with it.
        const bool targetSpell = !spellItself && a.object->isRef() && a.object->ref != Selector::Ref::ExiledWithSource
            && gs.objects[i].zone == Zone::Stack;
        if (gs.objects[i].zone != Zone::Battlefield && gs.objects[i].zone != Zone::Graveyard && !linkedExile && !spellItself
            && !targetSpell)
            continue;
        if (targetSpell) {
            const QString id = gs.objects[i].id;
            const auto item = std::find_if(gs.stack.begin(), gs.stack.end(),
                [&](const StackItem& s) { return s.id == id && s.kind == StackItem::Kind::Spell; });
            if (item == gs.stack.end())
                continue;
            gs.stack.erase(item);
            m_table.touched();
        }
        // 113.6k, 400.7: "return ~ from your graveyard": a card that left the graveyard is not fetched.
        if (a.text == QLatin1String("graveyard") && gs.objects[i].zone != Zone::Graveyard)
            continue;
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "%1 returns to its owner's hand"), {m_table.nameOf(gs.objects[i].id)}));
        const bool fromGraveyard = gs.objects[i].zone == Zone::Graveyard;
        m_table.moveObject(i, Zone::Hand);
        // Round 35: "Return target creature card from your graveyard to your hand. If it's a Zombie card, …"
        // (Cemetery Recruitment): the card in the hand is a new object (400.7), the one the instruction moved.
        if (fromGraveyard && a.object->ref == Selector::Ref::Target && found.size() == 1) {
            m_movedId = gs.objects[i].id;
            m_movedIncarnation = gs.objects[i].incarnation;
        }
    }
}

// "Sacrifice it unless you pay [cost]" (echo, 702.30a): the payment is taken as made, as event costs
// are; `"may": false` or `"pays": false` on the resolve event declines it (docs/scenario-extensions.md).
void ActionPerformer::sacrificeUnlessPay(const Action& a)
{
    Selector self;
    self.ref = Selector::Ref::Self;
    const QVector<int> objects = objectsOf(a.object.value_or(self));
    GameState& gs = m_table.state();
    for (int i : objects) {
        if (gs.objects[i].zone != Zone::Battlefield)
            continue;
        const QString name = m_table.nameOf(gs.objects[i].id);
        // Round 38, Pendrell Flux: "its mana cost" is the permanent's own (202.1); with no mana cost it is an
        // unpayable cost (118.6), so the permanent is sacrificed.
        const bool ownCost = a.text == QLatin1String("its_mana_cost");
        const QString cost = ownCost ? m_table.resolution().chars[i].manaCost.text() : a.text;
        if (ownCost && cost.isEmpty()) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no mana cost to pay (118.6), so it is sacrificed"), {name}));
            m_table.sacrifice(i, m_table.resolution().chars[i].controller);
            continue;
        }
        if (m_event.may && m_event.pays) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is kept: its controller pays %2"), {name, cost}));
            continue;
        }
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "its controller does not pay %1, so %2 is sacrificed"), {cost, name}));
        m_table.sacrifice(i, m_table.resolution().chars[i].controller);
    }
    if (objects.isEmpty())
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "the object it names is no longer there; that part does nothing (400.7)"), {}));
}

// Fading (702.32a): "remove a fade counter from it. If you can't, sacrifice it."
void ActionPerformer::removeCounterOrSacrifice(const Action& a)
{
    Selector self;
    self.ref = Selector::Ref::Self;
    GameState& gs = m_table.state();
    for (int i : objectsOf(a.object.value_or(self))) {
        GameObject& o = gs.objects[i];
        if (o.zone != Zone::Battlefield)
            continue;
        const QString name = m_table.nameOf(o.id);
        bool removed = false;
        for (int k = 0; k < o.counters.size() && !removed; ++k)
            if (o.counters[k].kind == a.counters.kind && o.counters[k].count > 0) {
                if (--o.counters[k].count == 0)
                    o.counters.remove(k);
                removed = true;
            }
        if (removed) {
            m_table.touched();
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "a %1 counter is removed from %2 (%3 left)"),
                {a.counters.kind, name, PlayText::number(o.counterCount(a.counters.kind))}));
        } else {
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "no %1 counter can be removed from %2, so it is sacrificed"),
                {a.counters.kind, name}));
            m_table.sacrifice(i, m_table.resolution().chars[i].controller);
        }
    }
}

// 701.37a: "Monstrosity N" puts N +1/+1 counters on the source if it isn't monstrous, and it becomes
// monstrous (701.37b), which "when ~ becomes monstrous" abilities see. Nothing happens when it already
// is, or when it is no longer on the battlefield (400.7).
void ActionPerformer::monstrosity(const Action& a)
{
    GameState& gs = m_table.state();
    if (m_sourceIndex < 0 || gs.objects[m_sourceIndex].zone != Zone::Battlefield) {
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "the object it names is no longer there; that part does nothing (400.7)"), {}));
        return;
    }
    GameObject& o = gs.objects[m_sourceIndex];
    const QString name = m_table.nameOf(o.id);
    if (o.monstrous) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is already monstrous: monstrosity does nothing (701.37a)"), {name}));
        return;
    }
    const int n = a.amount.x ? amountOf(a) : a.amount.n;
    addCounters(m_sourceIndex, QStringLiteral("+1/+1"), n);
    o.monstrous = true;
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 +1/+1 counter(s) put on %2, which becomes monstrous (701.37)"),
        {PlayText::number(n), name}));
    Happening h;
    h.kind = Happening::Kind::BecameMonstrous;
    h.object = o.id;
    h.incarnationAfter = o.incarnation;
    m_table.happened(h);
}

// 701.39a: "Bolster N": N +1/+1 counters on the creature its controller controls with the least
// toughness; among several, the one `choices.objects` names, else the first in objects order.
void ActionPerformer::bolster(const Action& a)
{
    GameState& gs = m_table.state();
    const Resolution& res = m_table.resolution();
    QVector<int> least;
    int lowest = 0;
    for (int i = 0; i < gs.objects.size(); ++i) {
        if (gs.objects[i].zone != Zone::Battlefield || gs.objects[i].phasedOut || !res.chars[i].isCreature()
            || res.chars[i].controller != m_item.controller)
            continue;
        const int t = res.chars[i].toughness.value_or(0);
        if (least.isEmpty() || t < lowest) {
            least = {i};
            lowest = t;
        } else if (t == lowest) {
            least << i;
        }
    }
    if (least.isEmpty()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls no creature to bolster"),
            {m_table.nameOf(m_item.controller)}));
        return;
    }
    int chosen = least.first();
    for (const QString& id : m_event.choices.objects)
        if (const int i = gs.objectIndex(id); least.contains(i)) {
            chosen = i;
            break;
        }
    const GameObject& o = gs.objects[chosen];
    const int n = amountOf(a);   // round 32: "bolster X, where X is …" counted as it resolves (608.2h)
    addCounters(chosen, QStringLiteral("+1/+1"), n);
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "bolster %1: %2 has the least toughness and gets the counters (701.39a)"),
        {PlayText::number(n), m_table.nameOf(o.id)}));
}

// 701.23: "search your library for a basic land card, put it onto the battlefield [tapped] / reveal it,
// put it into your hand, then shuffle" (Krosan Tusker), and the same search by other players: "its
// controller may search their library …" (Geomancer's Gambit: the controller of the target as it last
// existed, 608.2h), "target player searches …", "each player searches …". Each searcher finds the card
// the resolve event's `choices.objects` names in their own library, else the first basic land listed
// there; the land enters under the searcher's control (110.2a). The new order a shuffle makes is hidden.
void ActionPerformer::searchBasicLand(const Action& a)
{
    GameState& gs = m_table.state();
    QStringList searchers{m_item.controller};
    if (a.controllerOfTarget && !m_event.may) {   // "its controller may search": the resolve event's `may` (603.5)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the controller chooses not to (603.5)"), {}));
        return;
    }
    if (a.controllerOfTarget)   // the hand-made cards' Path to Exile, Ghost Quarter
        searchers = players(QStringLiteral("controller_of_target"));
    else if (!a.who.isEmpty())
        searchers = players(a.who);
    const bool toHand = a.kind == ActionKind::SearchBasicLandToHand;
    for (const QString& searcher : searchers) {
        auto basicLandOfSearcher = [&](int i) {
            if (i < 0)
                return false;
            const GameObject& o = gs.objects[i];
            return o.zone == Zone::Library && o.owner == searcher && o.card
                && o.card->front.type.has(CardType::Land) && o.card->front.type.has(Supertype::Basic);
        };
        int found = -1;
        for (const QString& id : m_event.choices.objects)
            if (const int i = gs.objectIndex(id); found < 0 && basicLandOfSearcher(i))
                found = i;
        for (int i = 0; found < 0 && i < gs.objects.size(); ++i)
            if (basicLandOfSearcher(i))
                found = i;
        if (found < 0) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 finds no basic land card in the library as listed"),
                {m_table.nameOf(searcher)}));
            continue;
        }
        const QString card = gs.objects[found].id;
        if (toHand) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2 and puts it into their hand"),
                {m_table.nameOf(searcher), m_table.nameOf(card)}));
            m_table.moveObject(found, Zone::Hand);
        } else {
            EntryOptions entry;
            entry.tapped = a.tapped;
            entry.controller = searcher;
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield"),
                {m_table.nameOf(searcher), m_table.nameOf(card)}));
            m_table.moveObject(found, Zone::Battlefield, entry);
        }
    }
}

}   // namespace strata
