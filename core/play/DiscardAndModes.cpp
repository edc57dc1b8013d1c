#include "ActionPerformer.h"
#include "model/ModeChoices.h"
#include <algorithm>

namespace strata {

namespace {

// How many of the item's targets each chosen mode takes (700.2c): a target word "up to N" may name
// several, so the split is the one the targets were checked by (115.1): each word in printed order takes
// as many as it may, leaving one for each word still required after it.
QVector<int> targetsPerMode(const AbilityDef& ability, const QVector<int>& chosen, int given)
{
    QVector<const Selector*> words;
    QVector<int> modeOfWord;
    for (int m = 0; m < chosen.size(); ++m)
        if (const AbilityPtr& mode = ability.modes[chosen[m] - 1])   // modesFit: each one of its modes
            for (const Selector& s : mode->targets) {
                words << &s;
                modeOfWord << m;
            }
    QVector<int> out(chosen.size(), 0);
    int next = 0;
    for (int w = 0; w < words.size(); ++w) {
        int requiredLater = 0;
        for (int later = w + 1; later < words.size(); ++later)
            requiredLater += words[later]->upTo == 0 && !words[later]->upToX ? 1 : 0;
        const int most = words[w]->upToX ? given : words[w]->upTo == 0 ? 1 : int(words[w]->upTo);
        const int take = std::max(0, std::min(most, given - next - requiredLater));
        out[modeOfWord[w]] += take;
        next += take;
    }
    return out;
}

}   // namespace

// A resolving ability's effect; for a modal one, the modes chosen as it was cast, activated or put on
// the stack (the event's or the trigger's `choices.mode`), in printed order (700.2, 608.2c), each with
// its own targets among the item's, which list the chosen modes' targets in that order. Without a
// mode chosen, a note says its modes are not performed: saying so is better than doing nothing silently.
void ActionPerformer::performAbility(const AbilityDef& ability)
{
    if (ability.modes.isEmpty()) {
        perform(ability.effect);
        return;
    }
    const QVector<int> chosen = chosenModes(m_item.choices);
    if (chosen.isEmpty() || !modesFit(ability, m_item.choices)) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "its modes (700.2) are not performed: no mode was chosen"), {}));
        return;
    }
    int firstTarget = 0;
    const QVector<int> taken = targetsPerMode(ability, chosen, int(m_item.targets.size()));
    for (int m = 0; m < chosen.size(); ++m) {
        const int k = chosen[m];
        const AbilityPtr& mode = ability.modes[k - 1];
        if (!mode)
            continue;
        StackItem one = m_item;   // the mode, with its own targets (700.2c)
        one.ability = mode;
        one.targets = m_item.targets.mid(firstTarget, taken[m]);
        one.targetIncarnations = m_item.targetIncarnations.mid(firstTarget, taken[m]);
        firstTarget += taken[m];
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "mode %1 (700.2)"), {PlayText::number(k)}));
        ActionPerformer(m_play, one, m_event).perform(mode->effect);
    }
}

// "Target player discards two cards" (701.8): the player chooses; the cards the event names in
// `choices.objects` first, then the first of that hand in objects order (events.md). "… at random"
// (701.8a): the same cards stand for the random result, which a scenario records like a coin flip's.
void ActionPerformer::discard(const Action& a)
{
    GameState& gs = m_table.state();
    int discarded = 0;   // round 30: "for each card discarded this way" (Syphon Mind), every player's (608.2c)
    m_thisWayIds.clear();
    for (const QString& p : players(a.who)) {
        const int n = amountOf(a);
        QVector<int> chosen;
        for (const QString& id : m_event.choices.objects)
            if (const int i = gs.objectIndex(id);
                i >= 0 && gs.objects[i].zone == Zone::Hand && gs.objects[i].owner == p && !chosen.contains(i))
                chosen << i;
        for (int i = 0; i < gs.objects.size() && chosen.size() < n; ++i)
            if (gs.objects[i].zone == Zone::Hand && gs.objects[i].owner == p && !chosen.contains(i))
                chosen << i;
        while (chosen.size() > n)
            chosen.removeLast();
        if (chosen.isEmpty())
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no card to discard"), {m_table.nameOf(p)}));
        // Moving keeps indices: objects stay in the list and change zone only.
        for (int i : chosen) {
            m_table.note(PlayText(a.kind == ActionKind::DiscardRandom
                    ? QT_TRANSLATE_NOOP("PlayText", "%1 discards %2 at random (701.8a)")
                    : QT_TRANSLATE_NOOP("PlayText", "%1 discards %2"),
                {m_table.nameOf(p), m_table.nameOf(gs.objects[i].id)}));
            m_table.discard(i, p);
            m_thisWayIds << gs.objects[i].id;
            ++discarded;
        }
    }
    m_thisWay = discarded;
}

}   // namespace strata
