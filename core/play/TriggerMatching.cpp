#include "TriggerMatching.h"
#include "engine/Evaluator.h"

// Which happenings each trigger event is (603.2), split from TriggerDetection.cpp, which finds the
// watchers and makes the pending triggers.

namespace strata::triggers {

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
    case TriggerEvent::CardPutIntoGraveyard:   // from the battlefield, a leaves-the-battlefield ability
    case TriggerEvent::PermanentReturnedToYourHand:   // round 30
    case TriggerEvent::ExiledFromBattlefield:
    case TriggerEvent::CardsPutIntoYourGraveyard:
        return leaving;
    case TriggerEvent::SelfDies:
    case TriggerEvent::CreatureDies:
    case TriggerEvent::CreatureYouControlDies:
    case TriggerEvent::SelfLeaves:
    case TriggerEvent::YouSacrifice:   // the permanent as it was on the battlefield (701.17a)
    case TriggerEvent::PlayerSacrifices:
    case TriggerEvent::CreatureDealtDamageBySelfDies:   // ~ as it was, though it died with the creature
        return true;
    default:
        return false;
    }
}

namespace {

// A source of damage the filter names: a permanent, a spell on the stack (its controller then its
// owner's, 108.4a), or a card that left (seen where it is now).
bool sourceAnywhere(const Selector& filter, const QString& sourceId, int watcher, const QString& watcherController,
    const View& v)
{
    const int source = v.gs.objectIndex(sourceId);
    return source >= 0 && filterSelectsWherever(filter, v, source, watcher, watcherController);
}

// 508.3a: "Whenever one or more creatures you control attack": one of the attacking creatures matches.
bool oneAttackerMatches(const Selector& filter, int watcher, const QString& watcherController, const View& v)
{
    ContinuousEffect probe;
    probe.sourceIndex = watcher;
    probe.controller = watcherController;
    const Evaluator eval(v.gs, v.res.chars);
    for (int i = 0; i < v.gs.objects.size(); ++i)
        if (v.gs.objects[i].attacking && v.gs.objects[i].zone == Zone::Battlefield && eval.matches(filter, probe, i))
            return true;
    return false;
}

// Round 30: "a spell that targets a creature you control": one of the spell's targets (601.2c) is what the
// filter names.
bool targetMatches(const Selector& filter, const QString& spellId, int watcher, const QString& watcherController,
    const View& v)
{
    for (const StackItem& item : v.gs.stack) {
        if (item.kind != StackItem::Kind::Spell || item.id != spellId)
            continue;
        ContinuousEffect probe;
        probe.sourceIndex = watcher;
        probe.controller = watcherController;
        const Evaluator eval(v.gs, v.res.chars);
        for (const QString& t : item.targets)
            if (const int i = v.gs.objectIndex(t); i >= 0 && eval.matches(filter, probe, i))
                return true;
    }
    return false;
}

// Round 36: "Whenever the chosen player casts a spell" (Sewer Nemesis): the caster (601.2a, the Happening's player) is
// the player chosen as the watcher entered (GameObject::choices), whoever owns the card; the filter's other words
// are matched on the spell wherever it is.
bool chosenPlayerCasts(const Selector& filter, const QString& chosen, const Happening& h, int watcher,
    const QString& watcherController, const View& v)
{
    if (chosen.isEmpty() || h.player != chosen)
        return false;
    const int spell = v.gs.objectIndex(h.object);
    if (spell < 0)
        return true;
    Selector rest = filter;
    rest.controller = Selector::Who::Any;
    rest.where = Selector::Where::Any;
    ContinuousEffect probe;
    probe.sourceIndex = watcher;
    probe.controller = watcherController;
    return Evaluator(v.gs, v.res.chars).matches(rest, probe, spell);
}

// A card, not a token (108.2), that `player` owns.
bool ownCard(const View& v, int object, const QString& player)
{
    return object >= 0 && !v.gs.objects[object].token && v.gs.objects[object].owner == player;
}

// 508.1: a creature attacks `player` itself.
bool attacksPlayer(const GameState& gs, const QString& player)
{
    for (const GameObject& o : gs.objects)
        if (o.attacking && o.zone == Zone::Battlefield && !player.isEmpty() && o.attackTarget == player)
            return true;
    return false;
}

}   // namespace

bool matchesEvent(const AbilityDef& a, const Happening& h, int j, const View& v, const QString& watcherController,
    const View& subjectView)
{
    if (isTargetBlockOrGraveyardEvent(a.event))
        return matchesTargetBlockOrGraveyardEvent(a, h, j, v, watcherController, subjectView);
    if (isPlayerActionEvent(a.event))   // round 45
        return matchesPlayerActionEvent(a, h, j, watcherController, subjectView);
    const GameObject& watcher = v.gs.objects[j];
    const bool self = watcher.id == h.object;
    const int subject = subjectView.gs.objectIndex(h.object);
    const Characteristics* subj = subject >= 0 ? &subjectView.res.chars[subject] : nullptr;
    // The filter names `object` wherever it is.
    auto filterNamesWherever = [&](int object) {
        ContinuousEffect probe;
        probe.sourceIndex = j;
        probe.controller = watcherController;
        Selector any = *a.eventFilter;
        any.where = Selector::Where::Any;
        // "an instant or sorcery spell" is a union (Selector::anyOf): each part is matched wherever the
        // object is too (a spell on the stack, 601.2i), not only on the battlefield.
        for (Selector& part : any.anyOf)
            part.where = Selector::Where::Any;
        return Evaluator(subjectView.gs, subjectView.res.chars).matches(any, probe, object);
    };
    auto filterOk = [&]() { return !a.eventFilter || subject < 0 || filterNamesWherever(subject); };
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
    // The source of damage the filter names ("enchanted creature deals damage"); a filter of the word "source"
    // ("a source you control other than ~", Talon of Pain) names a spell's or a card's damage too (120.3).
    auto sourceOk = [&]() {
        const int source = subjectView.gs.objectIndex(h.source);
        if (source < 0 || !a.eventFilter)
            return false;
        if (a.eventFilter->word == QLatin1String("source"))
            return sourceAnywhere(*a.eventFilter, h.source, j, watcherController, subjectView);
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
            // 700.4: "dies" is "is put into a graveyard from the battlefield", for any permanent: an
            // artifact's "When ~ is put into a graveyard from the battlefield" (Helvault) is read as it.
            // Round 37: a filter says whose graveyard ("… into your graveyard …", Enigma Sphinx: a card ~'s
            // controller owns, 400.3), seen as ~ last existed (603.10a).
            return (h.dies || (leaves && h.to == Zone::Graveyard)) && self && filterOk();
        case TriggerEvent::YouCycleThisOrItDies:
            return h.dies && self;
        case TriggerEvent::SelfEntersOrDies:   // 700.4: an artifact too (Ichor Wellspring)
            return (enters || (leaves && h.to == Zone::Graveyard)) && self;
        case TriggerEvent::SelfPutIntoGraveyard:   // from anywhere: the battlefield, a hand, the stack
            return h.to == Zone::Graveyard && self;
        case TriggerEvent::CreatureDies:
            // 700.4: with a filter, any permanent the filter names ("an artifact you control is put into
            // a graveyard from the battlefield"); the filter's own type says whether it was a creature.
            if (a.eventFilter)
                return leaves && h.to == Zone::Graveyard && filterOk();
            return h.dies && filterOk();
        case TriggerEvent::CreatureYouControlDies:   // "~ or another …": ~ itself, whatever the filter's kind
            return h.dies && subj && subj->controller == watcherController && (self || filterOk());
        case TriggerEvent::CreatureDealtDamageBySelfDies:   // 120.3: damage ~ (this object of it, 400.7) dealt this turn
            return h.dies && h.damagedBy.contains(qMakePair(watcher.id, watcher.incarnation)) && filterOk();
        case TriggerEvent::AnotherCreatureEnters:
            return enters && !self && subj && subj->isCreature() && filterOk();
        case TriggerEvent::AnotherCreatureEntersUnderYourControl:
            return enters && !self && subj && subj->isCreature() && subj->controller == watcherController;
        case TriggerEvent::PermanentEnters:   // 603.6a: the permanent as it is on the battlefield
            return enters && a.eventFilter && subj && filterOk();
        case TriggerEvent::SelfOrAnotherEnters:
            return enters && (self || (a.eventFilter && subj && filterOk()));
        case TriggerEvent::PermanentReturnedToYourHand:   // to its owner's hand (400.3): one you own
            return leaves && h.to == Zone::Hand && subject >= 0
                && subjectView.gs.objects[subject].owner == watcherController && filterOk();
        case TriggerEvent::ExiledFromBattlefield:
            return leaves && h.to == Zone::Exile && a.eventFilter && subj && filterOk();
        case TriggerEvent::PlaysLand:   // 305.1; the filter names the land and, as its controller, who played it
            return enters && h.landPlayed && a.eventFilter && subj && filterOk();
        // "One or more … cards" of your graveyard (404.1: a card goes to its owner's): TriggerDetection.cpp
        // lets each ability trigger once for the event (603.2c).
        case TriggerEvent::CardsLeaveYourGraveyard:
            return h.from == Zone::Graveyard && h.to != Zone::Graveyard && ownCard(subjectView, subject, watcherController)
                && a.eventFilter && filterSelectsWherever(*a.eventFilter, subjectView, subject, j, watcherController);
        case TriggerEvent::CardsPutIntoYourGraveyard:
        case TriggerEvent::CardsMilledIntoYourGraveyard:
            return h.to == Zone::Graveyard && h.from != Zone::Graveyard
                && (a.event == TriggerEvent::CardsPutIntoYourGraveyard || h.from == Zone::Library)
                && ownCard(v, v.gs.objectIndex(h.object), watcherController) && a.eventFilter
                && filterSelectsWherever(*a.eventFilter, v, v.gs.objectIndex(h.object), j, watcherController);
        default:
            return false;
        }
    }
    case Happening::Kind::StepBegins: {
        const bool yours = watcherController == h.player;
        // Round 37: "the end step / draw step of enchanted creature's controller" (Lingering Death): the active player
        // controls what the source is attached to as the step begins.
        const int attachedTo = v.gs.objectIndex(watcher.attachedTo);
        if ((a.event == TriggerEvent::EndStep || a.event == TriggerEvent::EachDrawStep) && a.eventFilter
            && a.eventFilter->ref == Selector::Ref::Attached)
            return h.step == (a.event == TriggerEvent::EndStep ? Step::End : Step::Draw) && attachedTo >= 0
                && v.res.chars[attachedTo].controller == h.player;
        switch (a.event) {
        case TriggerEvent::YourUpkeep:
            return h.step == Step::Upkeep && yours;
        case TriggerEvent::EachUpkeep:   // round 37: or the chosen player's (Energy Vortex), chosen as it entered
            if (a.eventFilter && a.eventFilter->controller == Selector::Who::Chosen)
                return h.step == Step::Upkeep && !h.player.isEmpty() && h.player == watcher.choices.player;
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
            if (attached < 0)   // a Curse: the player it enchants (303.4)
                return h.step == Step::Upkeep && !h.player.isEmpty() && watcher.attachedTo == h.player;
            return h.step == Step::Upkeep && v.res.chars[attached].controller == h.player;
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
        case TriggerEvent::YouCastFirstSpellEachTurn:   // 601.2i: the turn's record already counts this spell
        case TriggerEvent::YouCastSecondSpellEachTurn: {
            const Player* p = v.gs.player(h.player);
            return yours && p && p->thisTurn.spellsCast == (a.event == TriggerEvent::YouCastFirstSpellEachTurn ? 1 : 2);
        }
        case TriggerEvent::PlayerCastsSpell:
            if (a.eventFilter && a.eventFilter->controller == Selector::Who::Chosen)   // round 36: Sewer Nemesis
                return chosenPlayerCasts(*a.eventFilter, watcher.choices.player, h, j, watcherController, subjectView);
            return filterOk();
        case TriggerEvent::YouCastSpellTargetingSelf:   // heroic: the targets chosen as it was cast (601.2c)
            if (!yours || !filterOk())   // round 30: "an Aura spell that targets ~" (Druid of Horns)
                return false;
            for (const StackItem& item : v.gs.stack)
                if (item.kind == StackItem::Kind::Spell && item.id == h.object && item.targets.contains(watcher.id))
                    return true;
            return false;
        case TriggerEvent::YouCastSpellTargeting:   // round 30: one of its targets is what the filter names
            return yours && a.eventFilter && targetMatches(*a.eventFilter, h.object, j, watcherController, subjectView);
        case TriggerEvent::YouCastSpellFromGraveyard:   // 601.2a: the zone it was cast from
            return yours && subject >= 0 && subjectView.gs.objects[subject].castFrom == Zone::Graveyard && filterOk();
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
        case TriggerEvent::SelfDealtDamage:   // once for damage dealt at once (510.2)
            return self && h.damageToObjectAtOnce != 0;
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
        case TriggerEvent::DealtDamage:   // the filter is about the object dealt damage; once for damage at once
            return !toPlayer && a.eventFilter && subj && filterOk() && h.damageToObjectAtOnce != 0;
        case TriggerEvent::YouAreDealtDamage:   // 120.3: the filter names the source, wherever it is
            return toPlayer && h.player == watcherController
                && (!a.eventFilter || sourceAnywhere(*a.eventFilter, h.source, j, watcherController, subjectView));
        // Round 30. Each source's damage is its own happening: "a source deals damage to ~" triggers once
        // for each source; "deals combat damage" once for all a source deals in a step (510.2, 603.2c).
        case TriggerEvent::SourceDealsDamageToSelf:
            return self && !toPlayer;
        case TriggerEvent::OpponentDealtNoncombatDamage:
            return toPlayer && !h.combat && h.player != watcherController;
        case TriggerEvent::SelfDealsCombatDamage:
            return bySelf && h.combat && h.firstOfSourceAtOnce;
        case TriggerEvent::DealsCombatDamage:
            return h.combat && h.firstOfSourceAtOnce && sourceOk();
        case TriggerEvent::SelfDealsCombatDamageToPlayerOrPlaneswalker: {
            const int to = subjectView.gs.objectIndex(h.object);
            return bySelf && h.combat
                && (toPlayer || (to >= 0 && subjectView.res.chars[to].type.has(CardType::Planeswalker)));
        }
        case TriggerEvent::DealsCombatDamageToOpponent:   // 510.3a
            return h.combat && toPlayer && h.player != watcherController && sourceOk();
        case TriggerEvent::CreaturesYouControlDealCombatDamageToPlayer:   // once a step (TriggerDetection.cpp)
            return h.combat && toPlayer && sourceOk();
        case TriggerEvent::CreatureDealsCombatDamageToMonarch: {   // 725.2: the creature as it dealt the damage
            const Player* dealtTo = subjectView.gs.player(h.player);
            const int source = subjectView.gs.objectIndex(h.source);
            return h.combat && dealtTo && dealtTo->monarch && source >= 0
                && subjectView.res.chars[source].type.has(CardType::Creature);
        }
        default:
            return false;
        }
    }
    case Happening::Kind::Untapped:
        return ((a.event == TriggerEvent::SelfLeavesOrUntaps || a.event == TriggerEvent::SelfBecomesUntapped) && self)
            || (a.event == TriggerEvent::BecomesUntapped && a.eventFilter && subj && filterOk());
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
        case TriggerEvent::CreatureYouControlAttacksAlone:   // 702.83b; round 32: "~ attacks alone", ~'s own filter
            return h.amount == 1 && subj && subj->controller == watcherController
                && (!a.eventFilter || (a.eventFilter->ref == Selector::Ref::Self ? self : filterOk()));
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
        case TriggerEvent::PlayerCycles:
            return true;
        default:   // "whenever you cycle or discard a card" waits for the discard cycling makes (702.29d)
            return false;
        }
    case Happening::Kind::Discarded:   // 701.8a; cycling discards too (702.29a), once
        switch (a.event) {
        case TriggerEvent::YouCycleOrDiscard:   // 702.29d
            return h.player == watcherController;
        case TriggerEvent::YouCycleOrDiscardAnother:   // another card than the watcher
            return h.player == watcherController && !self;
        case TriggerEvent::OpponentDiscards:   // the filter names the card discarded (Waste Not)
            return h.player != watcherController && filterOk();
        case TriggerEvent::PlayerDiscards:
            return filterOk();
        case TriggerEvent::YouDiscard:   // the filter names the card discarded ("a creature card")
            return h.player == watcherController && filterOk();
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
            || (a.event == TriggerEvent::OpponentDrawsCard && h.player != watcherController)
            // round 34: "enchanted player draws a card", the player a Curse is attached to (303.4)
            || (a.event == TriggerEvent::PlayerDrawsCard && (!a.eventFilter || h.player == watcher.attachedTo));
    case Happening::Kind::Unblocked:   // 509.1h
        return a.event == TriggerEvent::SelfAttacksUnblocked && self;
    case Happening::Kind::Sacrificed:   // 701.17a: the filter names the permanent, or ~ itself
        if (a.event == TriggerEvent::PlayerSacrifices)   // round 30: whoever sacrifices it
            return subj && filterOk();
        if (a.event != TriggerEvent::YouSacrifice || h.player != watcherController)
            return false;
        return a.eventFilter && a.eventFilter->ref == Selector::Ref::Self ? self : (subj && filterOk());
    case Happening::Kind::BecameTarget:   // 115.1: as the spell is cast or the ability activated
        // Round 34: "Whenever ~ becomes the target of an Aura spell" (Fugitive Druid): the filter names the spell (the
        // happening's `source`; an ability's is its stack item's id, which names no object).
        // Round 43: "… of a spell an opponent controls" (Reality Smasher): the same, an opponent's.
        if ((a.event == TriggerEvent::SelfBecomesTarget || a.event == TriggerEvent::SelfBecomesTargetOfOpponent) && a.eventFilter) {
            if (a.event == TriggerEvent::SelfBecomesTargetOfOpponent && h.player == watcherController)
                return false;
            const int spell = subjectView.gs.objectIndex(h.source);
            return self && !h.source.isEmpty() && spell >= 0 && filterNamesWherever(spell);
        }
        return self
            && (a.event == TriggerEvent::SelfBecomesTarget
                || (a.event == TriggerEvent::SelfBecomesTargetOfOpponent && h.player != watcherController));
    case Happening::Kind::BecameMonstrous:   // 701.37b
        return a.event == TriggerEvent::SelfBecomesMonstrous && self;
    case Happening::Kind::LifeLost:   // 119.3: damage (120.3a), an effect, life paid (119.4)
        return a.event == TriggerEvent::YouLoseLife && h.player == watcherController;
    case Happening::Kind::CountersPut:   // 122.6: the filter names the permanent, or ~ itself
        // Round 42: who put them is the happening's player; "a -1/-1 counter is put" triggers per counter
        // (TriggerDetection.cpp repeats it), "one or more" once per creature and event.
        if (a.event == TriggerEvent::YouPutMinusOneCounters || a.event == TriggerEvent::MinusOneCounterPut
            || a.event == TriggerEvent::YouPutCounters)
            return (a.event == TriggerEvent::YouPutCounters || h.counterKind == QLatin1String("-1/-1"))
                && (a.event == TriggerEvent::MinusOneCounterPut || h.player == watcherController) && subj
                && subjectView.gs.objects[subject].zone == Zone::Battlefield && filterOk();
        return a.event == TriggerEvent::CountersPutOnYourPermanent && h.counterKind == QLatin1String("+1/+1") && subj
            && filterOk();
    case Happening::Kind::TappedForMana:   // 605.1b: the filter names the permanent and its controller
        return a.event == TriggerEvent::TappedForMana && a.eventFilter && subj && filterOk();
    case Happening::Kind::Scried:   // round 42, 701.22a: a scry of 1 or more
        return a.event == TriggerEvent::YouScry && h.player == watcherController && h.amount > 0;
    case Happening::Kind::AbilityActivated:   // round 45: matchesPlayerActionEvent (TriggerEventsOfPlayers.cpp)
    case Happening::Kind::EnergyGot:
        return false;
    case Happening::Kind::TurnedFaceUp:   // 708.8: seen with the abilities it has face up
        return (self && (a.event == TriggerEvent::SelfTurnedFaceUp
                            || (a.event == TriggerEvent::SelfEnters && a.alsoTurnedFaceUp)))   // round 25
            || (a.event == TriggerEvent::PermanentTurnedFaceUp && (!a.eventFilter || (subj && filterOk())));   // round 34
    case Happening::Kind::AttackersDeclared:   // 508.3a: once, if one attacker the filter names attacks
        // Round 26: "whenever one or more creatures attack you", "whenever a player attacks enchanted player
        // with one or more creatures": once, if a creature attacks that player (not a planeswalker).
        if (a.event == TriggerEvent::CreaturesAttackYou || a.event == TriggerEvent::PlayerAttacksEnchantedPlayer)
            return attacksPlayer(subjectView.gs,
                a.event == TriggerEvent::CreaturesAttackYou ? watcherController : watcher.attachedTo);
        if (a.event == TriggerEvent::YouAttackWithTwoOrMore)   // round 30
            return h.player == watcherController && h.amount >= 2;
        return a.event == TriggerEvent::CreaturesYouControlAttack && h.player == watcherController
            && (!a.eventFilter || oneAttackerMatches(*a.eventFilter, j, watcherController, subjectView));
    }
    return false;
}

bool triggersOn(const AbilityDef& a, const Happening& h, int j, const View& v, const QString& watcherController,
    const View& subjectView, bool leaving, bool lookBack)
{
    if (isLeaveEvent(a.event, leaving) == lookBack && matchesEvent(a, h, j, v, watcherController, subjectView))
        return true;
    return a.orEvent && isLeaveEvent(a.orEvent->event, leaving) == lookBack
        && matchesEvent(*a.orEvent, h, j, v, watcherController, subjectView);
}

bool triggersOncePerEvent(TriggerEvent e)
{
    return e == TriggerEvent::CardsLeaveYourGraveyard || e == TriggerEvent::CardsPutIntoYourGraveyard
        || e == TriggerEvent::CardsMilledIntoYourGraveyard || e == TriggerEvent::CreaturesYouControlDealCombatDamageToPlayer;
}

bool isManaAbility(const AbilityDef& a)
{
    if (!a.targets.isEmpty() || !a.modes.isEmpty())
        return false;
    if (a.kind == AbilityDef::Kind::Triggered && a.event != TriggerEvent::TappedForMana)
        return false;
    if (a.kind != AbilityDef::Kind::Triggered && a.kind != AbilityDef::Kind::Activated)
        return false;
    return std::any_of(a.effect.cbegin(), a.effect.cend(), [](const Action& x) {
        return x.kind == ActionKind::AddMana || x.kind == ActionKind::AddManaChoice;
    });
}

bool filterSelectsWherever(const Selector& filter, const View& v, int object, int watcher, const QString& watcherController)
{
    ContinuousEffect probe;
    probe.sourceIndex = watcher;
    probe.controller = watcherController;
    Selector any = filter;
    any.where = Selector::Where::Any;
    return Evaluator(v.gs, v.res.chars).matches(any, probe, object);
}

}   // namespace strata::triggers
