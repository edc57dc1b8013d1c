#include "TriggerDetection.h"
#include "KeywordTriggers.h"
#include "engine/Evaluator.h"
#include "model/ResolvableAbilities.h"

namespace strata {

namespace {

// 603.10a: leave events look back in time. An event that is also an arrival ("enters or dies") looks
// back only when the happening is the leaving.
bool isLeaveEvent(TriggerEvent e, bool leaving)
{
    switch (e) {
    case TriggerEvent::SelfEntersOrDies:
    case TriggerEvent::SelfEntersOrLeaves:
    case TriggerEvent::SelfLeavesOrUntaps:
    case TriggerEvent::SelfPutIntoGraveyard:
    case TriggerEvent::YouCycleThisOrItDies:
        return leaving;
    case TriggerEvent::SelfDies:
    case TriggerEvent::CreatureDies:
    case TriggerEvent::CreatureYouControlDies:
    case TriggerEvent::SelfLeaves:
        return true;
    default:
        return false;
    }
}

// Which ability a trigger event asks of the watcher `j` for happening `h`, in the view given.
struct View {
    const GameState& gs;
    const Resolution& res;
};

bool matchesEvent(const AbilityDef& a, const Happening& h, int j, const View& v, const QString& watcherController,
    const View& subjectView)
{
    const GameObject& watcher = v.gs.objects[j];
    const bool self = watcher.id == h.object;
    const int subject = subjectView.gs.objectIndex(h.object);
    const Characteristics* subj = subject >= 0 ? &subjectView.res.chars[subject] : nullptr;
    auto filterOk = [&]() {
        if (!a.eventFilter || subject < 0)
            return true;
        ContinuousEffect probe;
        probe.sourceIndex = j;
        probe.controller = watcherController;
        Selector any = *a.eventFilter;
        any.where = Selector::Where::Any;
        return Evaluator(subjectView.gs, subjectView.res.chars).matches(any, probe, subject);
    };
    // A block's other creature: the attacker (`source`) it blocks.
    auto attackerOk = [&]() {
        const int attacker = subjectView.gs.objectIndex(h.source);
        if (!a.eventFilter || attacker < 0)
            return attacker >= 0;
        ContinuousEffect probe;
        probe.sourceIndex = j;
        probe.controller = watcherController;
        return Evaluator(subjectView.gs, subjectView.res.chars).matches(*a.eventFilter, probe, attacker);
    };
    // The source of damage the filter names ("enchanted creature deals damage").
    auto sourceOk = [&]() {
        const int source = subjectView.gs.objectIndex(h.source);
        if (source < 0 || !a.eventFilter)
            return false;
        ContinuousEffect probe;
        probe.sourceIndex = j;
        probe.controller = watcherController;
        return Evaluator(subjectView.gs, subjectView.res.chars).matches(*a.eventFilter, probe, source);
    };
    switch (h.kind) {
    case Happening::Kind::ZoneChange: {
        const bool enters = h.to == Zone::Battlefield;
        const bool leaves = h.from == Zone::Battlefield;
        switch (a.event) {
        case TriggerEvent::SelfEnters:
        case TriggerEvent::SelfEntersOrAttacks:
            return enters && self;
        case TriggerEvent::SelfEntersOrLeaves:
            return (enters || leaves) && self;
        case TriggerEvent::SelfEntersOrHauntedDies:   // 702.55c: haunting is not modelled, entering is
            return enters && self;
        case TriggerEvent::SelfLeaves:
        case TriggerEvent::SelfLeavesOrUntaps:
            return leaves && self;
        case TriggerEvent::SelfDies:
        case TriggerEvent::YouCycleThisOrItDies:
            return h.dies && self;
        case TriggerEvent::SelfEntersOrDies:
            return (enters || h.dies) && self;
        case TriggerEvent::SelfPutIntoGraveyard:   // from anywhere: the battlefield, a hand, the stack
            return h.to == Zone::Graveyard && self;
        case TriggerEvent::CreatureDies:
            return h.dies && filterOk();
        case TriggerEvent::CreatureYouControlDies:
            return h.dies && subj && subj->controller == watcherController && filterOk();
        case TriggerEvent::AnotherCreatureEnters:
            return enters && !self && subj && subj->isCreature() && filterOk();
        case TriggerEvent::AnotherCreatureEntersUnderYourControl:
            return enters && !self && subj && subj->isCreature() && subj->controller == watcherController;
        case TriggerEvent::PermanentEnters:   // 603.6a: the permanent as it is on the battlefield
            return enters && a.eventFilter && subj && filterOk();
        case TriggerEvent::SelfOrAnotherEnters:
            return enters && (self || (a.eventFilter && subj && filterOk()));
        default:
            return false;
        }
    }
    case Happening::Kind::StepBegins: {
        const bool yours = watcherController == h.player;
        switch (a.event) {
        case TriggerEvent::YourUpkeep:
            return h.step == Step::Upkeep && yours;
        case TriggerEvent::EachUpkeep:
            return h.step == Step::Upkeep;
        case TriggerEvent::EndStep:
            return h.step == Step::End;
        case TriggerEvent::YourEndStep:
            return h.step == Step::End && yours;
        case TriggerEvent::OpponentUpkeep:
            return h.step == Step::Upkeep && !yours;
        case TriggerEvent::YourBeginningOfCombat:
            return h.step == Step::BeginningOfCombat && yours;
        case TriggerEvent::EndOfCombat:   // 511.2
            return h.step == Step::EndOfCombat;
        case TriggerEvent::YourDrawStep:   // 504.1
            return h.step == Step::Draw && yours;
        case TriggerEvent::EachDrawStep:
            return h.step == Step::Draw;
        case TriggerEvent::YourPrecombatMain:   // 505.1
            return h.step == Step::Main1 && yours;
        case TriggerEvent::EachPrecombatMain:
            return h.step == Step::Main1;
        case TriggerEvent::OpponentEndStep:
            return h.step == Step::End && !yours;
        case TriggerEvent::EnchantedControllerUpkeep: {   // the controller of what the source is attached to
            const int attached = v.gs.objectIndex(watcher.attachedTo);
            return h.step == Step::Upkeep && attached >= 0 && v.res.chars[attached].controller == h.player;
        }
        default:
            return false;
        }
    }
    case Happening::Kind::Cast: {
        const bool creature = subj && subj->isCreature();
        const bool yours = h.player == watcherController;
        switch (a.event) {
        case TriggerEvent::YouCastThis:
            return self;
        case TriggerEvent::YouCastCreatureSpell:
            return yours && creature;
        case TriggerEvent::OpponentCastsCreatureSpell:
            return !yours && creature;
        case TriggerEvent::OpponentCastsSpell:
            return !yours && filterOk();
        case TriggerEvent::YouCastSpell:
            return yours && filterOk();
        case TriggerEvent::PlayerCastsSpell:
            return filterOk();
        case TriggerEvent::YouCastSpellTargetingSelf:   // heroic: the targets chosen as it was cast (601.2c)
            if (!yours)
                return false;
            for (const StackItem& item : v.gs.stack)
                if (item.kind == StackItem::Kind::Spell && item.id == h.object && item.targets.contains(watcher.id))
                    return true;
            return false;
        default:
            return false;
        }
    }
    case Happening::Kind::DamageDealt: {
        const bool bySelf = watcher.id == h.source;
        const bool toPlayer = !h.player.isEmpty();
        switch (a.event) {
        case TriggerEvent::SelfDealsCombatDamageToPlayer:
            return h.combat && toPlayer && bySelf;
        case TriggerEvent::SelfDealtDamage:
            return self;
        case TriggerEvent::SelfDealsDamage:
            return bySelf;
        case TriggerEvent::SelfDealsDamageToPlayer:
            return bySelf && toPlayer;
        case TriggerEvent::SelfDealsDamageToOpponent:
            return bySelf && toPlayer && h.player != watcherController;
        case TriggerEvent::SelfDealsCombatDamageToOpponent:   // 510.3a
            return h.combat && bySelf && toPlayer && h.player != watcherController;
        case TriggerEvent::SelfDealsCombatDamageToCreature: {
            const int to = subjectView.gs.objectIndex(h.object);
            return bySelf && h.combat && !toPlayer && to >= 0 && subjectView.res.chars[to].isCreature();
        }
        case TriggerEvent::DealsCombatDamageToPlayer:   // the filter is about the source of the damage
            return h.combat && toPlayer && sourceOk();
        case TriggerEvent::DealsDamage:   // "whenever enchanted creature deals damage" (120.3)
            return sourceOk();
        case TriggerEvent::DealsDamageToPlayer:
            return toPlayer && sourceOk();
        case TriggerEvent::DealsDamageToOpponent:   // an opponent of the watcher's controller
            return toPlayer && h.player != watcherController && sourceOk();
        case TriggerEvent::DealtDamage:   // the filter is about the object dealt damage
            return !toPlayer && a.eventFilter && subj && filterOk();
        default:
            return false;
        }
    }
    case Happening::Kind::Untapped:
        return (a.event == TriggerEvent::SelfLeavesOrUntaps || a.event == TriggerEvent::SelfBecomesUntapped) && self;
    case Happening::Kind::Attacks:
        switch (a.event) {
        case TriggerEvent::SelfAttacksWithTwoOthers:   // battalion
            return self && h.amount >= 3;
        case TriggerEvent::CreatureAttacksYou: {   // 508.3a: attacking you or a planeswalker you control
            if (!subj)
                return false;
            const QString defender = subjectView.gs.objects[subject].attackTarget;
            const int pw = subjectView.gs.objectIndex(defender);
            return defender == watcherController || (pw >= 0 && subjectView.res.chars[pw].controller == watcherController);
        }
        case TriggerEvent::SelfAttacks:
        case TriggerEvent::SelfEntersOrAttacks:
        case TriggerEvent::SelfAttacksOrBlocks:
            return self;
        case TriggerEvent::Attacks:   // 508.3a
        case TriggerEvent::AttacksOrBlocks:
            return a.eventFilter && subj && filterOk();
        case TriggerEvent::CreatureYouControlAttacksAlone:   // 702.83b
            return h.amount == 1 && subj && subj->controller == watcherController;
        default:
            return false;
        }
    case Happening::Kind::Blocks:
        switch (a.event) {
        case TriggerEvent::SelfBlocks:   // 509.3a: once, however many creatures it blocks
        case TriggerEvent::SelfBlocksOrBecomesBlocked:
        case TriggerEvent::SelfAttacksOrBlocks:
            return self && h.amount == 0;
        case TriggerEvent::SelfBlockedByCreatureWithoutFlanking:   // 702.25a
            return watcher.id == h.source && subj && !subj->hasKeyword(QStringLiteral("Flanking"));
        case TriggerEvent::AttacksOrBlocks:   // 509.3a: the blocker the filter names, once
        case TriggerEvent::Blocks:
            return a.eventFilter && subj && filterOk() && h.amount == 0;
        case TriggerEvent::SelfBlocksCreature:   // 509.2a: the filter is the attacker it blocks
            return self && attackerOk();
        case TriggerEvent::SelfBecomesBlockedByCreature:   // 509.3c: once for each blocker
            return watcher.id == h.source && filterOk();
        case TriggerEvent::SelfBlocksOrBecomesBlockedByCreature:
            return (self && attackerOk()) || (watcher.id == h.source && filterOk());
        default:
            return false;
        }
    case Happening::Kind::BecomesBlocked:
        return (a.event == TriggerEvent::SelfBecomesBlocked || a.event == TriggerEvent::SelfBlocksOrBecomesBlocked)
            && self;
    case Happening::Kind::Cycled:
        switch (a.event) {
        case TriggerEvent::YouCycleThis:
        case TriggerEvent::YouCycleThisOrItDies:
            return self;
        case TriggerEvent::YouCycleOrDiscard:   // 702.29d: cycling discards (a plain discard is no happening yet)
            return h.player == watcherController;
        case TriggerEvent::PlayerCycles:
            return true;
        case TriggerEvent::YouCycleOrDiscardAnother:   // another card than the watcher
            return h.player == watcherController && !self;
        default:
            return false;
        }
    case Happening::Kind::Tapped:
        return (a.event == TriggerEvent::SelfBecomesTapped && self)
            || (a.event == TriggerEvent::BecomesTapped && a.eventFilter && subj && filterOk());
    case Happening::Kind::LifeGained:
        return a.event == TriggerEvent::YouGainLife && h.player == watcherController;
    case Happening::Kind::CardDrawn:
        return (a.event == TriggerEvent::YouDrawCard && h.player == watcherController)
            || (a.event == TriggerEvent::OpponentDrawsCard && h.player != watcherController);
    case Happening::Kind::Unblocked:   // 509.1h
        return a.event == TriggerEvent::SelfAttacksUnblocked && self;
    case Happening::Kind::BecameMonstrous:   // 701.37b
        return a.event == TriggerEvent::SelfBecomesMonstrous && self;
    }
    return false;
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
            || t.event == TriggerEvent::DealsDamageToPlayer || t.event == TriggerEvent::DealsDamageToOpponent);
    p->refersTo = blocker || damageSource ? h.source : h.object;
    // "At the beginning of the upkeep of enchanted creature's controller, put a counter on that creature."
    if (t.event == TriggerEvent::EnchantedControllerUpkeep)
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
    }
    return PlayText();
}

bool conditionHolds(const AbilityDef& a, const View& v, int j, const QString& controller)
{
    if (!a.triggerIf)
        return true;
    ContinuousEffect probe;
    probe.sourceIndex = j;
    probe.controller = controller;
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
        const bool leaving = h.kind == Happening::Kind::ZoneChange && h.from == Zone::Battlefield;
        if (lookBack && !leaving)
            continue;
        const View& subjectView = h.dies || (leaving && lookBack) ? beforeView : afterView;
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
            if (!castSelf && (o.zone != Zone::Battlefield || o.phasedOut || !o.exists))
                continue;
            const Characteristics& c = v.res.chars[j];
            QSet<const AbilityDef*> seen;
            for (const AbilityInstance& inst : c.abilities) {
                const AbilityDef* t = triggerOf(inst);
                if (!t || isLeaveEvent(t->event, leaving) != lookBack || !matchesEvent(*t, h, j, v, c.controller, subjectView))
                    continue;
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
                if (h.kind == Happening::Kind::DamageDealt || h.kind == Happening::Kind::LifeGained)
                    p.eventAmount = h.amount;
                p.eventPlayer = h.player;
                // 603.7c: an event that names no player gives its object's controller, as the event
                // saw it (for a leave event, before it left: 603.10a), for "that creature's controller".
                if (const int r = subjectView.gs.objectIndex(p.refersTo); p.eventPlayer.isEmpty() && r >= 0)
                    p.eventPlayer = subjectView.res.chars[r].controller;
                const PlayText what = describe(h, subjectView, subjectName);
                if (!conditionHolds(*t, v, j, c.controller)) {
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
            }
            // The judge's question: what would have triggered, had the layers left the ability there.
            if (!o.card || o.faceDown)
                continue;
            const QVector<AbilityPtr>& printed = printedFace(o).abilities;
            for (int k = 0; k < printed.size(); ++k) {
                const AbilityDef* t = printed[k]->kind == AbilityDef::Kind::Triggered ? printed[k].data()
                    : printed[k]->kind == AbilityDef::Kind::Keyword                ? keywordTrigger(*printed[k]).data()
                                                                                    : nullptr;
                if (!t || isLeaveEvent(t->event, leaving) != lookBack || !matchesEvent(*t, h, j, v, c.controller, subjectView))
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
                || (a.event == TriggerEvent::YourUpkeep && h.step == Step::Upkeep && yours);
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
}

void TriggerDetection::stateTriggers(
    const GameState& gs, const Resolution& res, QVector<PendingTrigger>& out, int& sequence)
{
    for (int j = 0; j < gs.objects.size(); ++j) {
        const GameObject& o = gs.objects[j];
        if (o.zone != Zone::Battlefield || o.phasedOut || !o.exists)
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
