#include "ActionPerformer.h"
#include "GroupActions.h"
#include "engine/Evaluator.h"
#include "AnotherTarget.h"
#include "model/ResolvableAbilities.h"
#include <limits>

namespace strata {

namespace {

// A zone change count no object reaches, which an illegal target's is set to: every reader of the item's
// targets then finds that object gone (a negative count means "not checked" to some of them).
constexpr int kNoLongerThatTarget = std::numeric_limits<int>::max();

// Conditions about the source's own past are read as it triggered once the source has left (603.4
// with last known information): persist's "if it had no -1/-1 counters on it", "if you cast it from
// your hand", "if {W} was spent to cast it", "if tribute wasn't paid", and the option a Siege chose as
// it entered ("• Khans — …").
bool aboutSourcePast(const Condition& c)
{
    return c.kind == Condition::Kind::NoCounter || c.kind == Condition::Kind::Evoked
        || c.kind == Condition::Kind::CastFromHand || c.kind == Condition::Kind::ChosenOption
        || c.kind == Condition::Kind::ManaSpentToCast || c.kind == Condition::Kind::CostPaid
        || c.kind == Condition::Kind::SourceAttackedThisTurn || c.kind == Condition::Kind::SourceAttackedOrBlockedThisTurn
        || c.kind == Condition::Kind::SourceWasBlockedThisTurn;   // round 26: Fyndhorn Druid dies
}

// Round 44: "if that spell was kicked" (Bloodstone Goblin): whether the spell the event named was kicked is fixed as it
// is cast (702.33d), and known once it has left the stack (608.2h), so it holds on resolution as it held then.
bool aboutEventSpellPast(const Condition& c)
{
    return c.kind == Condition::Kind::Kicked && c.filter && c.filter->ref == Selector::Ref::It;
}

void setNote(ResolveReport& report, const PlayText& note)
{
    report.note = note.english();
    report.noteText = note;
}

}   // namespace

bool PlayContext::resolveTop(const GameEvent& e)
{
    GameState& gs = table.state();
    if (gs.stack.isEmpty()) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "the stack is empty: nothing can resolve"), {}),
            QStringLiteral("608.1"));
        return false;
    }
    if (e.resolveItem != QLatin1String("top") && e.resolveItem != gs.stack.last().id) {
        const bool onStack
            = std::any_of(gs.stack.begin(), gs.stack.end(), [&](const StackItem& s) { return s.id == e.resolveItem; });
        refuse(onStack ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not on top of the stack (%2 is)"),
                   {e.resolveItem, gs.stack.last().id})
                       : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not on the stack"), {e.resolveItem}),
            QStringLiteral("608.1"));
        return false;
    }
    if (const auto why = pickOutsideSelector(table, gs.stack.last(), e)) {   // round 19: 608.2d
        refuse(*why, QStringLiteral("608.2d"));
        return false;
    }
    StackItem item = gs.stack.takeLast();
    table.touched();
    ResolveReport report{item.id, QStringLiteral("resolved"), QStringLiteral("608.2"), QString(), PlayText()};
    const int spellIndex = item.kind == StackItem::Kind::Spell ? gs.objectIndex(item.id) : -1;
    // 608.2n: an instant or sorcery goes to its owner's graveyard; with buyback paid, to its owner's
    // hand as it resolves (702.27a), but not when it does not resolve (608.2b).
    auto finishSpell = [&](bool resolved) {
        if (!item.copyOf.isEmpty())   // 707.10a: a copy of a spell that leaves the stack ceases to exist
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1, a copy of a spell, ceases to exist (707.10a)"), {item.id}));
        if (spellIndex >= 0 && gs.objects[spellIndex].zone == Zone::Stack) {
            const bool toHand = resolved && item.buyback;
            table.beginBatch();
            if (toHand)
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 returns to its owner's hand: buyback (702.27a)"),
                    {table.nameOf(item.id)}));
            table.moveObject(spellIndex, toHand ? Zone::Hand : Zone::Graveyard);
            table.endBatch();
        }
    };
    // 603.4: an intervening "if" is checked again on resolution.
    if (item.kind == StackItem::Kind::Triggered && item.ability && item.ability->triggerIf) {
        const int source = gs.objectIndex(item.source);
        // Round 20: "if ~ is in your graveyard" (113.6m) asks about the card still in the graveyard it
        // triggered from (Pyre Zombie); one that left it is a new object (400.7), and the "if" is false.
        const bool fromGraveyard = Evaluator::worksInGraveyard(item.ability->triggerIf);
        const bool sameSource = source >= 0 && gs.objects[source].incarnation == item.trigger.sourceIncarnation
            && gs.objects[source].zone == (fromGraveyard ? Zone::Graveyard : Zone::Battlefield);
        // A condition about a source that has left is read as it triggered: it held then. Round 32: each part
        // of "… and …" alone (Deathbringer Regent's "if you cast it from your hand and there are five or more
        // other creatures on the battlefield": the count is checked again, the cast is not).
        // Round 39: a state trigger's state is not checked again (603.8), only the "if" after it (Veiled Crocodile).
        const bool stateTrigger = item.ability->event == TriggerEvent::State;
        const Condition* first = stateTrigger ? item.ability->triggerIf->also.data() : &*item.ability->triggerIf;
        bool holds = true;
        for (const Condition* whole = first; whole && holds; whole = whole->also.data()) {
            Condition part = *whole;
            part.also.reset();
            if ((aboutSourcePast(part) && !sameSource) || aboutEventSpellPast(part))
                continue;
            ContinuousEffect probe;
            probe.sourceIndex = sameSource ? source : -1;
            // Round 44: "if that creature is 1/1" (Sigil Captain): the event's object as it is now. One that has left the
            // battlefield is read as it last existed there (608.2h), taken as it triggered; the effect then finds no
            // object to act on (400.7).
            if (part.kind == Condition::Kind::TargetIs && part.filter) {
                probe.controller = item.controller;
                const int object = gs.objectIndex(item.trigger.refersTo);
                if (object < 0 || gs.objects[object].incarnation != item.trigger.refersToIncarnation
                    || gs.objects[object].zone != Zone::Battlefield)
                    continue;
                holds = Evaluator(gs, table.resolution().chars).matches(*part.filter, probe, object) != part.negated;
                continue;
            }
            // "if that player has …" is said of the trigger's player (Condition::who, 603.7c); round 30:
            // "defending player" is found from the attacking source itself (Evaluator::holds, 506.2)
            const QString& who = part.who;
            probe.controller = who.isEmpty() || who == QLatin1String("defending_player") ? item.controller
                                                                                         : item.trigger.eventPlayer;
            holds = Evaluator(gs, table.resolution().chars).holds(part, probe);
        }
        if (!holds) {
            report.outcome = QStringLiteral("no_effect");
            report.rule = QStringLiteral("603.4");
            setNote(report,
                PlayText(
                    QT_TRANSLATE_NOOP("PlayText", "its intervening \"if\" is false on resolution, so it does nothing"),
                    {}));
            table.report().resolved = report;
            table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 resolves and does nothing: %2"), {item.id, report.noteText}));
            return true;
        }
    }
    // 608.2b: a spell or ability whose targets are all illegal does nothing.
    QVector<Selector> wanted = item.ability ? anotherTargetWords(*item.ability, item.choices) : QVector<Selector>();
    if (item.kind == StackItem::Kind::Spell && spellIndex >= 0)
        wanted = spellTargets(gs.objects[spellIndex]);
    const bool equip = item.ability && item.ability->isKeyword(QStringLiteral("Equip"));
    if (equip)
        wanted = {equipTarget()};
    if (!item.targets.isEmpty() && !wanted.isEmpty()) {
        const int sourceIndex = gs.objectIndex(item.kind == StackItem::Kind::Spell ? item.id : item.source);
        whosePlayers = eventPlayersOf(table, item);   // 608.2b: "that player" as the stack item knows it
        abilityX = item.choices.x;                   // and an activated ability's X (602.2b)
        int legal = 0;
        QStringList illegal;
        for (int k = 0; k < item.targets.size(); ++k) {
            const QString& t = item.targets[k];
            const int ti = gs.objectIndex(t);
            const bool sameObject = ti < 0 || gs.objects[ti].incarnation == item.targetIncarnations.value(k, -1);
            if (sameObject
                && isLegalTarget(wanted.value(std::min<int>(k, wanted.size() - 1)), t, item.controller, sourceIndex,
                    item.kind == StackItem::Kind::Spell ? Targeter::Spell : Targeter::Ability)) {
                ++legal;
            } else if (ti >= 0 && sameObject) {
                // 608.2b: it does nothing to a target that is illegal now, as to one that left: the item no
                // longer names that object (its zone change count does not match).
                item.targetIncarnations.resize(std::max<qsizetype>(item.targetIncarnations.size(), k + 1));
                item.targetIncarnations[k] = kNoLongerThatTarget;
                illegal << table.nameOf(t);
            }
        }
        if (legal > 0 && !illegal.isEmpty())
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is an illegal target now: nothing is done to it (608.2b)"),
                {illegal.join(QStringLiteral(", "))}));
        whosePlayers.clear();
        abilityX.reset();
        if (legal == 0) {
            report.outcome = QStringLiteral("all_targets_illegal");
            report.rule = QStringLiteral("608.2b");
            setNote(
                report, PlayText(QT_TRANSLATE_NOOP("PlayText", "every target is illegal now, so it does nothing"), {}));
            table.report().resolved = report;
            table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 resolves and does nothing: %2"), {item.id, report.noteText}));
            finishSpell(false);
            return true;
        }
    }
    if (item.kind == StackItem::Kind::Spell && spellIndex >= 0) {
        const CardPtr card = gs.objects[spellIndex].card;
        const bool permanent
            = card && !card->front.type.has(CardType::Instant) && !card->front.type.has(CardType::Sorcery);
        if (permanent) {   // 608.3: a permanent spell becomes a permanent
            EntryOptions entry;
            entry.timestamp = e.timestamps.value(0, 0);
            entry.controller = item.controller;
            entry.choices = e.choices.isEmpty() ? item.choices : e.choices;
            entry.kicked = item.kicked;
            table.beginBatch();
            const QString name = table.nameOf(item.id);
            table.moveObject(spellIndex, Zone::Battlefield, entry);
            if (!item.targets.isEmpty() && !spellTargets(gs.objects[spellIndex]).isEmpty()
                && !spellAbility(gs.objects[spellIndex].card))
                gs.objects[spellIndex].attachedTo = item.targets.first();   // 303.4f: an Aura enters attached
            gs.objects[spellIndex].evoked = item.evoked;
            gs.objects[spellIndex].kicked = item.kicked;
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 resolves and enters the battlefield"), {name}));
            table.endBatch();
            table.report().resolved = report;
            return true;
        }
    }
    const bool declined = item.ability && item.ability->optional && !e.may;
    if (equip) {   // 702.6a, 613.7e: attached, with a new timestamp
        const int source = gs.objectIndex(item.source);
        if (source >= 0 && gs.objects[source].zone == Zone::Battlefield
            && gs.objects[source].incarnation == item.trigger.sourceIncarnation) {
            gs.objects[source].attachedTo = item.targets.value(0);
            gs.objects[source].timestamp = table.nextTimestamp();
            table.touched();
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 becomes attached to %2"),
                {table.nameOf(item.source), table.nameOf(item.targets.value(0))}));
        }
    } else if (declined) {
        setNote(report, PlayText(QT_TRANSLATE_NOOP("PlayText", "its controller chooses not to (603.5)"), {}));
    } else if (item.ability) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 resolves"), {item.id}));
        ActionPerformer performer(*this, item, e);
        performer.performAbility(*item.ability);
    }
    finishSpell(true);
    table.report().resolved = report;
    return true;
}

}   // namespace strata
