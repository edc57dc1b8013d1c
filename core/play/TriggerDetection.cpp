#include "TriggerDetection.h"
#include "TriggerMatching.h"
#include "KeywordTriggers.h"
#include "GraveyardAbilities.h"
#include "Monarch.h"
#include "engine/Evaluator.h"
#include "model/Emblem.h"
#include "model/ResolvableAbilities.h"
#include <algorithm>

namespace strata {

namespace {

using triggers::View;
using triggers::isLeaveEvent;
using triggers::matchesEvent;

// Round 43: "counter that spell or ability" after a "becomes the target" event (Frost Titan): "that" is the stack item
// that targets, not the object it targets.
bool countersTargetingItem(const AbilityDef& t, const Happening& h)
{
    if (h.kind != Happening::Kind::BecameTarget || h.source.isEmpty())
        return false;
    const auto counters = [](const Action& a) {
        const Action& counter = a.kind == ActionKind::UnlessPays && a.nested.size() == 1 ? a.nested.first() : a;   // Reality Smasher
        return counter.kind == ActionKind::CounterSpell && counter.object && counter.object->ref == Selector::Ref::It;
    };
    return std::any_of(t.effect.cbegin(), t.effect.cend(), counters);
}

// The object "that creature" names (603.7c): the happening's object, except the attacker ~ blocks
// (509.2a), the creature that dealt combat damage to a player and the object the source is attached
// to in an upkeep of its controller. Another object that did not move is
// named as it is now (400.7); one that moved, as it arrived.
void eventObject(const AbilityDef& t, const Happening& h, const QString& watcher, const GameState& gs, PendingTrigger* p)
{
    const bool blocker = h.kind == Happening::Kind::Blocks && watcher == h.object
        && (t.event == TriggerEvent::SelfBlocksCreature || t.event == TriggerEvent::SelfBlocksOrBecomesBlockedByCreature);
    const bool damageSource = h.kind == Happening::Kind::DamageDealt
        && (t.event == TriggerEvent::DealsCombatDamageToPlayer || t.event == TriggerEvent::DealsDamage
            || t.event == TriggerEvent::DealsDamageToPlayer || t.event == TriggerEvent::DealsDamageToOpponent
            || t.event == TriggerEvent::YouAreDealtDamage || t.event == TriggerEvent::DealsCombatDamage
            || t.event == TriggerEvent::DealsCombatDamageToOpponent || t.event == TriggerEvent::SourceDealsDamageToSelf
            || t.event == TriggerEvent::CreatureDealsCombatDamageToMonarch);
    p->refersTo = blocker || damageSource || countersTargetingItem(t, h) ? h.source : h.object;
    // "At the beginning of the upkeep of enchanted creature's controller, put a counter on that creature."
    const bool attachedAtStep = (t.event == TriggerEvent::EndStep || t.event == TriggerEvent::EachDrawStep) && t.eventFilter
        && t.eventFilter->ref == Selector::Ref::Attached;   // round 37: Lingering Death's "that creature"
    if (t.event == TriggerEvent::EnchantedControllerUpkeep || attachedAtStep)
        if (const GameObject* source = gs.object(watcher))
            p->refersTo = source->attachedTo;
    if (h.kind == Happening::Kind::ZoneChange || p->refersTo == watcher) {
        p->refersToIncarnation = h.incarnationAfter;
        return;
    }
    const int i = gs.objectIndex(p->refersTo);
    p->refersToIncarnation = i >= 0 ? gs.objects[i].incarnation : -1;
}

PlayText describe(const Happening& h, const View& v, const QString& subjectName)
{
    switch (h.kind) {
    case Happening::Kind::ZoneChange:
        if (h.dies)
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 died"), {subjectName});
        if (h.to == Zone::Battlefield) {
            const int i = v.gs.objectIndex(h.object);
            const bool creature = i >= 0 && v.res.chars[i].isCreature();
            return creature
                ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 entered the battlefield as a creature"), {subjectName})
                : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 entered the battlefield"), {subjectName});
        }
        if (h.from == Zone::Battlefield)
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 left the battlefield"), {subjectName});
        return PlayText(
            QT_TRANSLATE_NOOP("PlayText", "%1 moved to the %2"), {subjectName, PlayText::word(zoneName(h.to))});
    case Happening::Kind::StepBegins:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "the %1 step began"), {PlayText::word(stepName(h.step))});
    case Happening::Kind::Cast:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 was cast"), {subjectName});
    case Happening::Kind::DamageDealt:
        if (h.combat && !h.player.isEmpty()) {
            const int source = v.gs.objectIndex(h.source);
            const Player* p = v.gs.player(h.player);
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 dealt combat damage to %2"),
                {source >= 0 ? v.res.chars[source].name : h.source, p ? p->name : h.player});
        }
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 was dealt damage"), {subjectName});
    case Happening::Kind::Attacks:
        return h.amount == 1 ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 attacked alone"), {subjectName})
                             : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 attacked"), {subjectName});
    case Happening::Kind::Blocks: {
        const int attacker = v.gs.objectIndex(h.source);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 blocked %2"),
            {subjectName, attacker >= 0 ? v.res.chars[attacker].name : h.source});
    }
    case Happening::Kind::BecomesBlocked:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 became blocked"), {subjectName});
    case Happening::Kind::Untapped:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 became untapped"), {subjectName});
    case Happening::Kind::Cycled:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 was cycled"), {subjectName});
    case Happening::Kind::BecameMonstrous:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 became monstrous"), {subjectName});
    case Happening::Kind::Tapped:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 became tapped"), {subjectName});
    case Happening::Kind::LifeGained: {
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 gained %2 life"),
            {p ? p->name : h.player, PlayText::number(h.amount)});
    }
    case Happening::Kind::CardDrawn: {
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 drew a card"), {p ? p->name : h.player});
    }
    case Happening::Kind::Unblocked:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is unblocked"), {subjectName});
    case Happening::Kind::Discarded: {
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 discarded %2"), {p ? p->name : h.player, subjectName});
    }
    case Happening::Kind::Sacrificed: {
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 sacrificed %2"), {p ? p->name : h.player, subjectName});
    }
    case Happening::Kind::BecameTarget: {   // an object, or a player (115.1)
        const Player* p = v.gs.player(h.object);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 became a target"), {p ? p->name : subjectName});
    }
    case Happening::Kind::LifeLost: {
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 lost %2 life"), {p ? p->name : h.player, PlayText::number(h.amount)});
    }
    case Happening::Kind::CountersPut:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counters were put on %3"),
            {PlayText::number(h.amount), h.counterKind, subjectName});
    case Happening::Kind::AttackersDeclared: {
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 attacked with %2 creatures"),
            {p ? p->name : h.player, PlayText::number(h.amount)});
    }
    case Happening::Kind::TappedForMana: {
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 tapped %2 for mana"), {p ? p->name : h.player, subjectName});
    }
    case Happening::Kind::TurnedFaceUp:
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 was turned face up"), {subjectName});
    case Happening::Kind::Scried: {   // round 42 (701.22a)
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 scried %2"), {p ? p->name : h.player, PlayText::number(h.amount)});
    }
    case Happening::Kind::AbilityActivated: {   // round 45 (602.2)
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 activated an ability of %2"), {p ? p->name : h.player, subjectName});
    }
    case Happening::Kind::EnergyGot: {   // round 45 (107.14)
        const Player* p = v.gs.player(h.player);
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 got %2 energy"), {p ? p->name : h.player, PlayText::number(h.amount)});
    }
    }
    return PlayText();
}

// `eventPlayer`: the player the event names, of whom an "if that player has …" is said (603.7c).
bool conditionHolds(const AbilityDef& a, const View& v, int j, const QString& controller, const QString& eventPlayer = {},
    const QString& eventObject = {})
{
    if (!a.triggerIf)
        return true;
    // Round 44: "if that spell was kicked" (Bloodstone Goblin): the spell the event names, kicked as it was cast (702.33d).
    const Condition& c = *a.triggerIf;
    if (c.kind == Condition::Kind::Kicked && c.filter && c.filter->ref == Selector::Ref::It && !c.also && !c.orElse) {
        const int spell = v.gs.objectIndex(eventObject);
        return (spell >= 0 && v.gs.objects[spell].kicked) != c.negated;
    }
    // Round 44: "if that creature is 1/1" (Sigil Captain): a trigger has no target; its `target_is` names the event's object.
    if (c.kind == Condition::Kind::TargetIs && c.filter && !c.also && !c.orElse) {
        ContinuousEffect probe;
        probe.sourceIndex = j;
        probe.controller = controller;
        const int object = v.gs.objectIndex(eventObject);
        return (object >= 0 && Evaluator(v.gs, v.res.chars).matches(*c.filter, probe, object)) != c.negated;
    }
    ContinuousEffect probe;
    probe.sourceIndex = j;
    // Round 30: "defending player" is found from the attacking source itself (Evaluator::holds, 506.2).
    // Round 39: "a player has …" (any_player) asks each player itself (Evaluator::holds), as a state trigger's state.
    const QString& who = a.triggerIf->who;
    const bool aboutEventPlayer
        = !who.isEmpty() && who != QLatin1String("defending_player") && who != QLatin1String("any_player");
    probe.controller = aboutEventPlayer ? eventPlayer : controller;
    if (probe.controller.isEmpty())
        return false;
    return Evaluator(v.gs, v.res.chars).holds(*a.triggerIf, probe);
}

// Who removed an ability the card prints: the last layer-6 (or copy, face-down, text) step on it.
PlayText whoRemoved(const View& v, int j)
{
    PlayText found;
    for (const TraceStep& s : v.res.steps) {
        if (!s.applied || !s.affected.contains(j))
            continue;
        if (s.layerId == Layer::L6 || s.layerId == Layer::L1a || s.layerId == Layer::L1b || s.layerId == Layer::L3) {
            const QString source = s.source >= 0 ? v.res.chars[s.source].name : s.effect;
            found = PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 (%2), layer %3"), {source, s.effect, s.layer});
        }
    }
    return found;
}

// 113.6m: an ability that returns its card from the graveyard triggers only there; the others of a
// card in a graveyard do not (113.6), except the card's own "when ~ is put into a graveyard".
bool functionsWhereItIs(const AbilityDef& t, const GameObject& o, bool graveyardWatcher)
{
    return worksOnlyInGraveyard(t) ? o.zone == Zone::Graveyard : !graveyardWatcher;
}

const AbilityDef* triggerOf(const AbilityInstance& inst)
{
    if (inst.def->kind == AbilityDef::Kind::Triggered)
        return inst.def.data();
    if (inst.def->kind == AbilityDef::Kind::Keyword) {
        const AbilityPtr t = keywordTrigger(*inst.def);   // held by keywordTrigger's statics
        return t ? t.data() : nullptr;
    }
    return nullptr;
}

}   // namespace

int abilityNumber(const GameState& gs, const QString& objectId, const AbilityInstance& a)
{
    if (a.printedIndex > 0)
        return a.printedIndex;
    const QVector<AbilityPtr> granted = numberedAbilities(gs, objectId, a.grantedBy);
    for (int k = 0; k < granted.size(); ++k)
        if (granted[k] == a.def || granted[k]->sameStructure(*a.def))
            return k + 1;
    return 0;
}

void TriggerDetection::happening(const Happening& h, QVector<PendingTrigger>& out,
    QVector<NotTriggeredReport>& notTriggered, QVector<DelayedTrigger>& delayed) const
{
    const View beforeView{before, beforeRes};
    const View afterView{after, afterRes};
    const int subjectAfter = after.objectIndex(h.object);
    const int subjectBefore = before.objectIndex(h.object);
    ++sequence;
    for (int pass = 0; pass < 2; ++pass) {
        // Pass 0 looks back in time (603.10a) for leave events; pass 1 looks at the state after.
        const bool lookBack = pass == 0;
        const View& v = lookBack ? beforeView : afterView;
        // A sacrifice looks back as a leaving does: "when you sacrifice ~" (701.17a, 603.10a).
        const bool leaving = (h.kind == Happening::Kind::ZoneChange || h.kind == Happening::Kind::Sacrificed)
            && h.from == Zone::Battlefield;
        if (lookBack && !leaving)
            continue;
        // Round 45: an ability's source as it was activated, before its costs (a sacrifice) were paid (602.2, 608.2h).
        const View& subjectView
            = h.dies || (leaving && lookBack) || h.kind == Happening::Kind::AbilityActivated ? beforeView : afterView;
        const QString subjectName = subjectBefore >= 0 && (h.dies || leaving)
            ? beforeRes.chars[subjectBefore].name
            : (subjectAfter >= 0 ? afterRes.chars[subjectAfter].name : h.object);
        for (int j = 0; j < v.gs.objects.size(); ++j) {
            const GameObject& o = v.gs.objects[j];
            // A spell's "when you cast" and a cycled card's "when you cycle" work where the card is (702.29c).
            // So does "when ~ is put into a graveyard from anywhere", from the graveyard it went to.
            const bool toGraveyard = h.kind == Happening::Kind::ZoneChange && h.to == Zone::Graveyard && !lookBack;
            const bool castSelf
                = (h.kind == Happening::Kind::Cast || h.kind == Happening::Kind::Cycled || toGraveyard) && o.id == h.object;
            // 113.6m: a card in a graveyard watches with the abilities that return it from there
            // (Bloodghast's landfall), and only with those.
            const bool graveyardWatcher = !castSelf && o.zone == Zone::Graveyard && o.exists;
            // 114.4: an emblem's triggered abilities work from the command zone.
            if (!castSelf && !graveyardWatcher && !isEmblem(o)
                && (o.zone != Zone::Battlefield || o.phasedOut || !o.exists))
                continue;
            const Characteristics& c = v.res.chars[j];
            QSet<const AbilityDef*> seen;
            for (const AbilityInstance& inst : c.abilities) {
                const AbilityDef* t = triggerOf(inst);
                if (!t || !functionsWhereItIs(*t, o, graveyardWatcher)
                    || !triggersOn(*t, h, j, v, c.controller, subjectView, leaving, lookBack))
                    continue;
                if (triggers::triggersOncePerEvent(t->event)) {   // 603.2c: once for all of the event's cards or creatures
                    if (triggeredOnce.contains({o.id, t}))
                        continue;
                    triggeredOnce.insert({o.id, t});
                }
                seen.insert(inst.def.data());
                PendingTrigger p;
                p.source = o.id;
                p.sourceOrder = j;
                p.ability = inst;
                if (inst.def->kind == AbilityDef::Kind::Keyword)
                    p.ability.def = keywordTrigger(
                        *inst.def, h.kind == Happening::Kind::BecomesBlocked ? std::max(0, h.amount - 1) : 0);
                p.abilityNumber = abilityNumber(v.gs, o.id, inst);
                p.controller = c.controller;
                p.sequence = sequence;
                eventObject(*t, h, o.id, subjectView.gs, &p);
                if (h.kind == Happening::Kind::DamageDealt || h.kind == Happening::Kind::LifeGained
                    || h.kind == Happening::Kind::LifeLost || h.kind == Happening::Kind::CountersPut)
                    p.eventAmount = h.amount;
                // "… is dealt damage, … that much damage": all the damage it was dealt at once (510.2).
                if ((t->event == TriggerEvent::SelfDealtDamage || t->event == TriggerEvent::DealtDamage)
                    && h.damageToObjectAtOnce > 0)
                    p.eventAmount = h.damageToObjectAtOnce;
                // Round 42: a counters-put happening's player put them, which no "that player" names.
                p.eventPlayer = h.kind == Happening::Kind::CountersPut ? QString() : h.player;
                // "Whenever a source an opponent controls deals damage to you, that player sacrifices a
                // permanent": "that player" is the source's controller (you are "you").
                if (t->event == TriggerEvent::YouAreDealtDamage)
                    if (const int s = subjectView.gs.objectIndex(h.source); s >= 0)
                        p.eventPlayer = subjectView.res.chars[s].controller;
                // 603.7c: an event that names no player gives its object's controller, as the event
                // saw it (for a leave event, before it left: 603.10a), for "that creature's controller".
                if (const int r = subjectView.gs.objectIndex(p.refersTo); p.eventPlayer.isEmpty() && r >= 0)
                    p.eventPlayer = subjectView.res.chars[r].controller;
                const PlayText what = describe(h, subjectView, subjectName);
                if (!conditionHolds(*t, v, j, c.controller, p.eventPlayer, p.refersTo)) {
                    const PlayText why = o.id == h.object
                        ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1, but its intervening \"if\" is false"), {what})
                        : PlayText(
                            QT_TRANSLATE_NOOP("PlayText", "%1 saw this: %2, but its intervening \"if\" is false"),
                            {c.name, what});
                    notTriggered << NotTriggeredReport{
                        o.id, p.abilityNumber, why.english(), QStringLiteral("603.4"), why};
                    continue;
                }
                if (lookBack)
                    p.why = o.id == h.object
                        ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 (the game looks back in time)"), {what})
                        : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 saw this: %2 (the game looks back in time)"),
                            {c.name, what});
                else
                    p.why = o.id == h.object
                        ? what
                        : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 saw this: %2"), {c.name, what});
                p.rule = lookBack ? QStringLiteral("603.10a")
                                  : (t->triggerIf ? QStringLiteral("603.4") : QStringLiteral("603.2"));
                out << p;
                // Round 42: "whenever a -1/-1 counter is put on a creature" triggers once for each counter (122.6).
                if (t->event == TriggerEvent::MinusOneCounterPut && h.kind == Happening::Kind::CountersPut)
                    for (int more = 1; more < h.amount; ++more)
                        out << p;
            }
            // The judge's question: what would have triggered, had the layers left the ability there.
            if (!o.card || o.faceDown || graveyardWatcher)
                continue;
            const QVector<AbilityPtr>& printed = printedFace(o).abilities;
            for (int k = 0; k < printed.size(); ++k) {
                const AbilityDef* t = printed[k]->kind == AbilityDef::Kind::Triggered ? printed[k].data()
                    : printed[k]->kind == AbilityDef::Kind::Keyword                ? keywordTrigger(*printed[k]).data()
                                                                                    : nullptr;
                if (!t || !triggersOn(*t, h, j, v, c.controller, subjectView, leaving, lookBack))
                    continue;
                bool kept = false;
                for (const AbilityInstance& inst : c.abilities)
                    kept = kept || inst.printedIndex == k + 1 || inst.def == printed[k];
                if (kept)
                    continue;
                const PlayText by = whoRemoved(v, j);
                const PlayText removedBy
                    = by.isEmpty() ? PlayText(QT_TRANSLATE_NOOP("PlayText", "an effect removed it"), {}) : by;
                const PlayText why = lookBack
                    ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 did not have this ability just before the event: %2"),
                        {c.name, removedBy})
                    : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 does not have this ability after the layers: %2"),
                        {c.name, removedBy});
                notTriggered << NotTriggeredReport{
                    o.id, k + 1, why.english(), lookBack ? QStringLiteral("603.10a") : QStringLiteral("603.2"), why};
            }
        }
    }
    // 603.7c: delayed triggers trigger once, the next time their event happens.
    for (int d = 0; d < delayed.size(); ++d) {
        const DelayedTrigger& dt = delayed[d];
        if (!dt.ability)
            continue;
        const int j = after.objectIndex(dt.source);
        bool fires = false;
        if (h.kind == Happening::Kind::StepBegins) {
            const AbilityDef& a = *dt.ability;
            const bool yours = dt.controller == h.player;
            fires = (a.event == TriggerEvent::EndStep && h.step == Step::End)
                || (a.event == TriggerEvent::YourEndStep && h.step == Step::End && yours)
                || (a.event == TriggerEvent::EachUpkeep && h.step == Step::Upkeep)
                || (a.event == TriggerEvent::YourUpkeep && h.step == Step::Upkeep && yours)
                || (a.event == TriggerEvent::EndOfCombat && h.step == Step::EndOfCombat)   // 511.2
                // 500.7: the extra turn the same resolution gave (a delayed trigger's id begins with the
                // event that created it, ActionPerformer::createDelayed)
                || (a.event == TriggerEvent::ExtraTurnEndStep && h.step == Step::End && !h.extraTurnFrom.isEmpty()
                    && dt.id.startsWith(h.extraTurnFrom + QLatin1String(".delayed")));
        } else if (h.kind == Happening::Kind::ZoneChange && h.object == dt.refersTo) {
            const GameObject* ref = before.object(dt.refersTo);
            fires = (dt.ability->event == TriggerEvent::SelfDies && h.dies)
                || (dt.ability->event == TriggerEvent::SelfLeaves && h.from == Zone::Battlefield);
            fires = fires && ref && ref->incarnation == dt.refersToIncarnation;
        }
        if (!fires)
            continue;
        PendingTrigger p;
        p.source = dt.source;
        p.sourceOrder = j >= 0 ? j : after.objects.size() + d;
        p.ability.def = dt.ability;
        p.abilityNumber = dt.abilityIndex;
        p.controller = dt.controller;
        p.sequence = sequence;
        p.refersTo = dt.refersTo;
        p.refersToIncarnation = dt.refersToIncarnation;
        p.delayedId = dt.id;
        p.why = PlayText(
            QT_TRANSLATE_NOOP("PlayText", "delayed trigger %1: %2"), {dt.id, describe(h, afterView, h.object)});
        p.rule = QStringLiteral("603.7");
        out << p;
        delayed.remove(d--);
    }
    monarchTriggers(h, after, afterRes, sequence, out);   // 725.2: the monarch's inherent abilities
}

void TriggerDetection::stateTriggers(
    const GameState& gs, const Resolution& res, QVector<PendingTrigger>& out, int& sequence)
{
    for (int j = 0; j < gs.objects.size(); ++j) {
        const GameObject& o = gs.objects[j];
        if (!isEmblem(o) && (o.zone != Zone::Battlefield || o.phasedOut || !o.exists))   // 114.4
            continue;
        const Characteristics& c = res.chars[j];
        for (const AbilityInstance& inst : c.abilities) {
            if (inst.def->kind != AbilityDef::Kind::Triggered || inst.def->event != TriggerEvent::State)
                continue;
            const int number = abilityNumber(gs, o.id, inst);
            bool waiting = false;   // 603.8: not again while it is on the stack
            for (const StackItem& s : gs.stack)
                waiting
                    = waiting || (s.source == o.id && s.abilityIndex == number && s.kind == StackItem::Kind::Triggered);
            for (const PendingTrigger& p : out)
                waiting = waiting || (p.source == o.id && p.abilityNumber == number);
            if (waiting || !conditionHolds(*inst.def, View{gs, res}, j, c.controller))
                continue;
            PendingTrigger p;
            p.source = o.id;
            p.sourceOrder = j;
            p.ability = inst;
            p.abilityNumber = number;
            p.controller = c.controller;
            p.sequence = ++sequence;
            p.why = PlayText(QT_TRANSLATE_NOOP("PlayText", "%1: its trigger state is true"), {c.name});
            p.rule = QStringLiteral("603.8");
            out << p;
        }
    }
}

}   // namespace strata
