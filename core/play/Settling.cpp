#include "PlayContext.h"
#include "Regeneration.h"
#include "AnotherTarget.h"
#include "TriggerDetection.h"
#include "TriggerMatching.h"
#include <algorithm>
#include <tuple>

namespace strata {

namespace {

bool leavesForGraveyard(const QString& action)
{
    static const QStringList actions
        = {"zero_toughness", "lethal_damage", "deathtouch_damage", "zero_loyalty", "illegal_aura", "legend_rule"};
    return actions.contains(action);
}

// 611.2b: an effect that lasts "for as long as you control ~" ends as soon as another player controls ~,
// one that lasts "for as long as ~ remains tapped" as soon as ~ is untapped (forgetOldObject ends both as
// ~ leaves the battlefield). One at a time: ending one may give ~ back.
void endLostControlDurations(GameTable& table)
{
    for (bool ended = true; ended;) {
        ended = false;
        GameState& gs = table.state();
        for (int e = 0; e < gs.effects.size() && !ended; ++e) {
            const ResolvedEffect& r = gs.effects[e];
            const int source = gs.objectIndex(r.sourceId);
            if (!r.ability || r.sourceId.isEmpty() || source < 0)
                continue;
            auto lasts = [&](Duration d) {
                return std::any_of(r.ability->effect.begin(), r.ability->effect.end(),
                    [d](const Action& a) { return a.continuous && a.continuous->duration == d; });
            };
            if (lasts(Duration::WhileSourceTapped) && !gs.objects[source].tapped) {
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is untapped: effect %2 ends (611.2b)"),
                    {table.nameOf(r.sourceId), r.id}));
                gs.effects.remove(e);
                table.touched();
                ended = true;
                continue;
            }
            if (!lasts(Duration::WhileYouControlSource) || table.resolution().chars[source].controller == r.controller)
                continue;
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is no longer controlled by %2: effect %3 ends (611.2b)"),
                {table.nameOf(r.sourceId), table.nameOf(r.controller), r.id}));
            gs.effects.remove(e);
            table.touched();
            ended = true;
        }
    }
}

}   // namespace

bool PlayContext::gameOver() const
{
    const GameState& gs = table.state();
    int standing = 0;
    for (const Player& p : gs.players) {
        if (p.won)
            return true;
        standing += p.lost ? 0 : 1;
    }
    return gs.players.size() > 1 && standing <= 1;
}

// 704.3: all applicable state-based actions at once; true when any was performed.
bool PlayContext::performStateBasedActions()
{
    GameState& gs = table.state();
    const Resolution& res = table.resolution();
    bool any = false;
    for (Player& p : gs.players) {
        if (p.lost)
            continue;
        const char* rule = p.life <= 0
            ? "704.5a"
            : (table.records.drewFromEmptyLibrary.contains(p.id) ? "704.5b" : (p.poison >= 10 ? "704.5c" : nullptr));
        if (rule) {
            p.lost = true;
            table.report().stateBasedActions
                << SbaReport{QString(), p.id, QStringLiteral("loses_game"), QLatin1String(rule), false};
            table.note(
                PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 loses the game (%2)"), {p.name, QString::fromLatin1(rule)}));
            any = true;
        }
    }
    table.records.drewFromEmptyLibrary.clear();
    QVector<int> toGraveyard;
    QSet<int> destroyed;   // 704.5g, 704.5h destroy the creature, which a regeneration shield replaces (614.8)
    QSet<QString> legendKept;   // the legend rule: the object listed first stays (events.md)
    for (int i = 0; i < gs.objects.size(); ++i) {
        GameObject& o = gs.objects[i];
        if (o.token && o.exists && o.zone != Zone::Battlefield) {   // 704.5d
            o.exists = false;
            table.report().stateBasedActions
                << SbaReport{o.id, QString(), QStringLiteral("token_ceases_to_exist"), QStringLiteral("704.5d"), false};
            table.touched();
            any = true;
        }
        if (o.zone != Zone::Battlefield || o.phasedOut)
            continue;
        for (const StateBasedAction& a : res.sba.value(i)) {
            if (a.action == QLatin1String("legend_rule")) {
                const QString key = res.chars[i].controller + QChar(0) + res.chars[i].name;
                if (!legendKept.contains(key)) {
                    legendKept.insert(key);
                    continue;
                }
            }
            if (leavesForGraveyard(a.action)) {
                if (a.action == QLatin1String("lethal_damage") || a.action == QLatin1String("deathtouch_damage"))
                    destroyed.insert(i);
                if (!toGraveyard.contains(i)) {
                    toGraveyard << i;
                    table.report().stateBasedActions
                        << SbaReport{o.id, QString(), a.action, a.rule, res.chars[i].isCreature()};
                }
            } else if (a.action == QLatin1String("illegal_attachment")) {
                o.attachedTo.clear();
                table.report().stateBasedActions << SbaReport{o.id, QString(), a.action, a.rule, false};
                table.touched();
                any = true;
            } else if (a.action == QLatin1String("counter_annihilation")) {
                const int n
                    = std::min(o.counterCount(QStringLiteral("+1/+1")), o.counterCount(QStringLiteral("-1/-1")));
                for (CounterStack& c : o.counters)
                    if (c.kind == QLatin1String("+1/+1") || c.kind == QLatin1String("-1/-1"))
                        c.count -= n;
                o.counters.erase(std::remove_if(o.counters.begin(), o.counters.end(),
                                     [](const CounterStack& c) { return c.count <= 0; }),
                    o.counters.end());
                table.report().stateBasedActions << SbaReport{o.id, QString(), a.action, a.rule, false};
                table.touched();
                any = true;
            }
        }
    }
    for (int i : toGraveyard) {
        if (destroyed.contains(i) && regenerates(table, i)) {
            any = true;
            continue;
        }
        table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "%1 is put into its owner's graveyard"), {table.nameOf(gs.objects[i].id)}));
        table.moveObject(i, Zone::Graveyard);
        any = true;
    }
    // 104.2a: the one player left standing wins; when an effect made a player win (104.2b), that player alone did.
    const bool wonByEffect = std::any_of(gs.players.cbegin(), gs.players.cend(), [](const Player& p) { return p.won; });
    if (gameOver() && !wonByEffect)
        for (Player& p : gs.players)
            if (!p.lost && gs.players.size() > 1)
                p.won = true;
    return any;
}

void PlayContext::settle()
{
    endLostControlDurations(table);
    performPreventionFollowUps();   // 615.5: combat damage and damage events prevented this way
    for (int guard = 0; guard < 1000; ++guard) {
        table.beginBatch();
        const bool performed = performStateBasedActions();
        table.endBatch();
        if (!performed)
            break;
    }
    int sequence = 100000;
    TriggerDetection::stateTriggers(table.state(), table.resolution(), table.pending(), sequence);
    putTriggersOnStack();
}

void PlayContext::putTriggersOnStack()
{
    GameState& gs = table.state();
    QVector<PendingTrigger> pending = table.pending();
    table.pending().clear();
    if (pending.isEmpty())
        return;
    const int players = gs.players.size();
    auto apnapRank = [&](const QString& player) {
        for (int k = 0; k < players; ++k)
            if (gs.players[(gs.activeIndex + k) % players].id == player)
                return k;
        return players;
    };
    // 603.3b and events.md's default order: APNAP, then by source, printed before granted, by number,
    // then in the order the trigger events happened.
    std::stable_sort(pending.begin(), pending.end(), [&](const PendingTrigger& a, const PendingTrigger& b) {
        const auto key = [&](const PendingTrigger& p) {
            return std::make_tuple(apnapRank(p.controller), p.sourceOrder, p.ability.printedIndex > 0 ? 0 : 1,
                p.ability.printedIndex > 0 ? p.abilityNumber : p.ability.timestamp, p.abilityNumber, p.sequence);
        };
        return key(a) < key(b);
    });
    QStringList ids;
    for (int k = 0; k < pending.size(); ++k)
        ids << QStringLiteral("%1.%2").arg(event->id).arg(++itemCount);
    // `order` puts one player's items in the order given, bottom first, in the places they hold.
    if (!event->order.isEmpty()) {
        QVector<int> places;
        for (int k = 0; k < ids.size(); ++k)
            if (event->order.contains(ids[k]))
                places << k;
        QVector<PendingTrigger> reordered = pending;
        QStringList reorderedIds = ids;
        int place = 0;
        for (const QString& id : event->order) {
            const int from = ids.indexOf(id);
            if (from < 0 || place >= places.size())
                continue;
            reordered[places[place]] = pending[from];
            reorderedIds[places[place]] = id;
            ++place;
        }
        pending = reordered;
        ids = reorderedIds;
    }
    // The targets each item put on the stack chose, by whom, and its id (the happening's source, round 43).
    QVector<std::tuple<QStringList, QString, QString>> targeted;
    QVector<StackItem> atOnce;   // mana triggered abilities (605.1b)
    for (int k = 0; k < pending.size(); ++k) {
        const PendingTrigger& p = pending[k];
        StackItem item;
        item.kind = StackItem::Kind::Triggered;
        item.id = ids[k];
        item.source = p.source;
        item.abilityIndex = p.abilityNumber;
        item.abilityFrom = p.ability.grantedBy;
        item.ability = p.ability.def;
        item.controller = p.controller;
        item.trigger.delayed = !p.delayedId.isEmpty();
        item.trigger.delayedId = p.delayedId;
        item.trigger.refersTo = p.refersTo;
        item.trigger.refersToIncarnation = p.refersToIncarnation;
        item.trigger.why = p.why.english();
        item.trigger.eventAmount = p.eventAmount;
        item.trigger.eventPlayer = p.eventPlayer;
        const int sourceIndex = gs.objectIndex(p.source);
        item.trigger.sourceIncarnation = p.refersTo == p.source
            ? p.refersToIncarnation
            : (sourceIndex >= 0 ? gs.objects[sourceIndex].incarnation : -1);
        const auto given = event->triggers.value(item.id);
        item.choices = given.choices;
        // 107.3m: an entering trigger's X is the X its spell was cast with; the permanent keeps its spell's choices as
        // it enters (StackResolution.cpp). An X the event's `triggers` entry names comes first.
        if (!item.choices.x && !item.trigger.delayed && item.ability->event == TriggerEvent::SelfEnters && sourceIndex >= 0)
            item.choices.x = gs.objects[sourceIndex].choices.x;
        bool impossible = false;
        // 603.3d, 601.2c: its targets are chosen now, so those the event's `triggers` entry names must be
        // legal now (608.2b only decides what an illegal one does on resolution).
        whosePlayers = eventPlayersOf(table, item);
        const QVector<Selector> wanted = anotherTargetWords(*item.ability, given.choices);
        const QString illegal = given.hasTargets
            ? firstIllegalTarget(wanted, given.targets, p.controller, sourceIndex, Targeter::Ability)
            : QString();
        item.targets = chooseTargets(wanted, given.targets, given.hasTargets, p.controller, sourceIndex,
            Targeter::Ability, &impossible);
        whosePlayers.clear();
        if (!illegal.isEmpty()) {   // the whole event is refused and leaves the state as it was
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "%1 is not a legal target for %2's ability %3 as it triggers (603.3d, 601.2c)"),
                       {table.nameOf(illegal), table.nameOf(p.source), item.id}),
                QStringLiteral("603.3d"));
            return;
        }
        item.targetIncarnations = incarnationsOf(item.targets);
        const PlayText why = impossible
            ? PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1; it has no legal target, so it is removed from the stack"), {p.why})
            : p.why;
        TriggerReport r{item.id, p.source, p.abilityNumber, p.ability.grantedBy, p.controller, item.trigger.delayed,
            impossible, why.english(), p.rule, why};
        if (impossible) {   // 603.3d
            r.rule = QStringLiteral("603.3d");
            r.id.clear();
        } else if (triggers::isManaAbility(*item.ability)) {   // 605.4a: a triggered mana ability never goes on the stack
            r.rule = QStringLiteral("605.4a");
            atOnce << item;
        } else {
            gs.stack << item;
            if (!item.targets.isEmpty())
                targeted << std::make_tuple(item.targets, item.controller, item.id);
        }
        table.report().triggered << r;
    }
    table.touched();
    // 605.4a: a mana triggered ability resolves as soon as it triggers, without waiting for a resolve
    // event; it resolves as the top item would, and leaves the event's own resolve report alone.
    for (const StackItem& item : atOnce) {
        gs.stack << item;
        GameEvent now = *event;
        now.verb = GameEvent::Verb::Resolve;
        now.resolveItem = item.id;
        now.may = true;
        now.choices = item.choices;
        now.timestamps.clear();
        const auto resolved = table.report().resolved;
        resolveTop(now);
        table.report().resolved = resolved;
    }
    // 115.1, 603.3d: the targets chosen as a triggered ability is put on the stack become its targets;
    // what that triggers is put on the stack next, above it (603.3b). The depth stops a loop of
    // abilities that trigger on one another's targets (104.4b).
    static int depth = 0;
    if (targeted.isEmpty() || depth >= 100)
        return;
    table.beginBatch();
    for (const auto& [targets, controller, id] : targeted)
        table.becameTargets(targets, controller, id);
    table.endBatch();
    ++depth;
    putTriggersOnStack();
    --depth;
}

}   // namespace strata
