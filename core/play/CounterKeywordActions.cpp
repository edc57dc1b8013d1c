#include "ActionPerformer.h"
#include "model/Card.h"
#include <algorithm>

namespace strata {

namespace {

// 701.47a: the 0/0 black Zombie Army creature token amass creates when its controller has no Army.
CardPtr zombieArmy()
{
    static const CardPtr token = [] {
        auto card = std::make_shared<Card>();
        card->token = true;
        CardFace& f = card->front;
        f.type.cardTypes = quint16(CardType::Creature);
        for (const char* name : {"Zombie", "Army"})
            if (const auto id = SubtypeRegistry::instance().find(QLatin1String(name)))
                f.type.subtypes << *id;
        f.name = QStringLiteral("Zombie Army");
        f.hasColorIndicator = true;
        f.colorIndicator.add(Color::Black);
        f.power = PrintedNumber{0, QStringLiteral("0")};
        f.toughness = PrintedNumber{0, QStringLiteral("0")};
        return CardPtr(card);
    }();
    return token;
}

}   // namespace

// Counters of one kind put on an object: one stack per kind, with the timestamp of the newest
// (613.7c).
void ActionPerformer::addCounters(int index, const QString& kind, int n)
{
    GameObject& o = m_table.state().objects[index];
    for (const RuleEffectRecord& r : m_table.resolution().rulesEffects.value(index))
        if (r.rule == RuleName::CantHaveCounters && o.zone == Zone::Battlefield) {   // 122.1
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't have counters put on it: no %2 counter is put on it"),
                {m_table.nameOf(o.id), kind}));
            return;
        }
    bool found = false;
    for (CounterStack& c : o.counters)
        if (c.kind == kind) {
            c.count += n;
            c.timestamp = m_table.nextTimestamp();   // 613.7c
            found = true;
        }
    if (!found)
        o.counters << CounterStack{kind, n, m_table.nextTimestamp()};
    m_table.touched();
    m_table.countersPut(o.id, kind, n, m_item.controller);   // round 42: the resolving ability's controller puts them
}

// Round 42: "scry N" (701.22a). The library is hidden information Strata does not order, so no card moves; the scry
// itself happens for "whenever you scry". A scry of 0 is no scry event (701.22b).
void ActionPerformer::scried(const Action& a)
{
    const int n = amountOf(a);
    if (n <= 0)
        return;
    for (const QString& p : players(a.who)) {
        Happening h;
        h.kind = Happening::Kind::Scried;
        h.player = p;
        h.amount = n;
        m_table.happened(h);
    }
}

// "Put a +1/+1 counter on target creature"; without an object, "defending player gets a poison
// counter", "you get an experience counter": counters put on players (122.1). Poison counters are the
// player's own count, which the state-based actions read (704.5c).
void ActionPerformer::putCounters(const Action& a)
{
    GameState& gs = m_table.state();
    // X: counted ("where X is …", "that many"), or the X chosen as the spell or ability was put on the
    // stack ("{X}: Put X tower counters on ~", 107.3a, 601.2b).
    const int chosenX = m_item.choices.x.value_or(m_event.choices.x.value_or(0));
    const int n = !a.counters.n.x ? a.counters.n.n : a.amountOf || a.amount.x ? amountOf(a) : chosenX;
    if (!a.object) {
        for (const QString& id : players(a.who)) {
            Player* p = m_table.player(id);
            if (!p || n <= 0)
                continue;
            int& count = a.counters.kind == QLatin1String("poison") ? p->poison : p->counters[a.counters.kind];
            count += n;
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 gets %2 %3 counter(s) (%4 in all)"),
                {m_table.nameOf(id), PlayText::number(n), a.counters.kind, PlayText::number(count)}));
            m_table.touched();
        }
        return;
    }
    for (int i : objectsOf(*a.object)) {
        addCounters(i, a.counters.kind, n);
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counter(s) put on %3"),
            {PlayText::number(n), a.counters.kind, m_table.nameOf(gs.objects[i].id)}));
    }
}

// Round 37, 701.34a: "proliferate": each permanent the resolve event's `choices.objects` names and the player its
// `choices.player` names get another counter of each kind already there (a player's poison and other counters,
// 122.1); none named, none chosen ("any number" includes zero). A card in another zone is no permanent to choose.
void ActionPerformer::proliferate()
{
    GameState& gs = m_table.state();
    QStringList done;
    for (const QString& id : m_event.choices.objects + QStringList{m_event.choices.player}) {
        if (done.contains(id))
            continue;
        done << id;
        if (Player* p = m_table.player(id)) {
            for (const QString& kind : QStringList{QStringLiteral("poison")} + p->counters.keys()) {
                int& count = kind == QLatin1String("poison") ? p->poison : p->counters[kind];
                if (count <= 0)
                    continue;
                ++count;
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 gets %2 %3 counter(s) (%4 in all)"),
                    {m_table.nameOf(id), PlayText::number(1), kind, PlayText::number(count)}));
                m_table.touched();
            }
            continue;
        }
        const int i = gs.objectIndex(id);
        if (i < 0 || gs.objects[i].zone != Zone::Battlefield)
            continue;
        QStringList kinds;
        for (const CounterStack& c : gs.objects[i].counters)
            if (c.count > 0)
                kinds << c.kind;
        for (const QString& kind : kinds) {
            addCounters(i, kind, 1);
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counter(s) put on %3"),
                {PlayText::number(1), kind, m_table.nameOf(gs.objects[i].id)}));
        }
    }
}

// 701.47a: "Amass N": N +1/+1 counters on an Army its controller controls, after creating a 0/0
// black Zombie Army token if they control none. Among several Armies, the one `choices.objects` names,
// else the first in objects order.
void ActionPerformer::amass(const Action& a)
{
    GameState& gs = m_table.state();
    const auto army = SubtypeRegistry::instance().find(QStringLiteral("Army"));
    auto armies = [&] {
        QVector<int> out;
        for (int i = 0; i < gs.objects.size(); ++i) {
            const Characteristics& c = m_table.resolution().chars[i];
            if (gs.objects[i].zone == Zone::Battlefield && !gs.objects[i].phasedOut && c.controller == m_item.controller
                && army && c.type.subtypes.contains(*army))
                out << i;
        }
        return out;
    };
    QVector<int> found = armies();
    if (found.isEmpty()) {
        const QString id = m_table.createToken(zombieArmy(), m_item.controller);
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls no Army, so a 0/0 black Zombie Army token is created first (701.47a)"),
            {m_table.nameOf(m_item.controller)}));
        if (const int i = gs.objectIndex(id); i >= 0)
            found = {i};
    }
    if (found.isEmpty())
        return;
    int chosen = found.first();
    for (const QString& id : m_event.choices.objects)
        if (const int i = gs.objectIndex(id); found.contains(i)) {
            chosen = i;
            break;
        }
    // Round 38: "amass X, where X is …" counts as the instruction is performed, after those before it (608.2c).
    const int n = a.amountOf ? amountOf(a) : a.amount.n;
    addCounters(chosen, QStringLiteral("+1/+1"), n);
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "amass %1: %2 +1/+1 counter(s) put on %3"),
        {PlayText::number(n), PlayText::number(n), m_table.nameOf(gs.objects[chosen].id)}));
}

// 701.46a: "Adapt N": N +1/+1 counters on the source unless it already has a +1/+1 counter.
void ActionPerformer::adapt(const Action& a)
{
    GameState& gs = m_table.state();
    if (m_sourceIndex < 0 || gs.objects[m_sourceIndex].zone != Zone::Battlefield) {
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "the object it names is no longer there; that part does nothing (400.7)"), {}));
        return;
    }
    const QString name = m_table.nameOf(gs.objects[m_sourceIndex].id);
    if (gs.objects[m_sourceIndex].counterCount(QStringLiteral("+1/+1")) > 0) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 already has a +1/+1 counter: adapt does nothing (701.46a)"), {name}));
        return;
    }
    addCounters(m_sourceIndex, QStringLiteral("+1/+1"), a.amount.n);
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 +1/+1 counter(s) put on %2"), {PlayText::number(a.amount.n), name}));
}

// "Discard your hand" (701.8) and "exile target player's graveyard": every card of that zone moves.
void ActionPerformer::moveWholeZone(const Action& a)
{
    GameState& gs = m_table.state();
    const Zone from = a.kind == ActionKind::DiscardHand ? Zone::Hand : Zone::Graveyard;
    const Zone to = a.kind == ActionKind::DiscardHand ? Zone::Graveyard : Zone::Exile;
    m_thisWay = m_thisWayMostByOne = 0;   // "then draw that many cards": what this action moved
    // Round 33: "exile all cards from target player's hand and graveyard" (Identity Crisis): both zones.
    const bool hand = a.kind == ActionKind::ExileGraveyard && a.text == QLatin1String("hand_and_graveyard");
    for (const QString& p : players(a.who)) {
        int moved = 0;
        // Moving keeps indices: objects stay in the list and change zone only.
        for (int i = 0; i < gs.objects.size(); ++i)
            if ((gs.objects[i].zone == from || (hand && gs.objects[i].zone == Zone::Hand)) && gs.objects[i].owner == p) {
                if (a.kind == ActionKind::DiscardHand)
                    m_table.discard(i, p);   // each card is discarded (701.8a)
                else
                    m_table.moveObject(i, to);
                ++moved;
            }
        m_thisWay += moved;
        m_thisWayMostByOne = std::max(m_thisWayMostByOne, moved);
        m_table.note(PlayText(a.kind == ActionKind::DiscardHand
                                  ? QT_TRANSLATE_NOOP("PlayText", "%1 discards their hand (%2 card(s))")
                                  : hand ? QT_TRANSLATE_NOOP("PlayText", "%1 exiles their hand and graveyard (%2 card(s))")
                                         : QT_TRANSLATE_NOOP("PlayText", "%1 exiles their graveyard (%2 card(s))"),
            {m_table.nameOf(p), PlayText::number(moved)}));
    }
}

}   // namespace strata
