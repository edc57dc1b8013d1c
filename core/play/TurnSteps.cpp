#include "CombatRules.h"
#include "PlayContext.h"
#include "Exert.h"
#include "SkippedUntaps.h"
#include <algorithm>
#include "TurnOrder.h"

namespace strata {

namespace {

// Whether `e` makes continuous changes and every one's duration `ends` says has ended.
template <typename Ends>
bool everyDurationEnds(const ResolvedEffect& e, Ends ends)
{
    if (!e.ability)
        return false;
    bool any = false;
    for (const Action& a : e.ability->effect) {
        if (!a.continuous)
            continue;
        if (!ends(a.continuous->duration))
            return false;
        any = true;
    }
    return any;
}

bool endsAtCleanup(const ResolvedEffect& e, const GameState& gs)
{
    return everyDurationEnds(e, [&](Duration d) {
        if (d == Duration::NextTurnOfTargetPlayer)   // "during target player's next turn" ends with that turn (611.2a)
            return gs.turn > e.turnCreated && e.targets.value(0) == gs.activePlayer();
        return d == Duration::EndOfTurn || d == Duration::EndOfCombat;   // round 23: a turn ended in combat (720.1d)
    });
}

// Round 23: an effect whose changes all last only `d` ("until your next turn", "until end of combat").
bool lastsOnly(const ResolvedEffect& e, Duration d)
{
    return everyDurationEnds(e, [d](Duration x) { return x == d; });
}

// Round 23: "until your next turn" ends as its controller's next turn begins (611.2a), "until end of
// combat" as the combat phase ends (511.3).
void endEffectsLasting(GameTable& table, Duration d, const QString& active)
{
    GameState& gs = table.state();
    const bool nextTurn = d == Duration::UntilYourNextTurn;
    for (int k = gs.effects.size() - 1; k >= 0; --k) {
        const ResolvedEffect& e = gs.effects[k];
        if (!lastsOnly(e, d) || (nextTurn && (e.controller != active || gs.turn <= e.turnCreated)))
            continue;
        table.note(nextTurn ? PlayText(QT_TRANSLATE_NOOP("PlayText", "effect %1 ends: %2's next turn has begun (611.2a)"),
                                  {e.id, table.nameOf(active)})
                            : PlayText(QT_TRANSLATE_NOOP("PlayText", "effect %1 ends with the combat phase (511.3)"), {e.id}));
        gs.effects.remove(k);
    }
}

// 701.35: a detain lasts until the detaining player's next turn: its effect ends as that turn begins.
void endDetentions(GameTable& table, const QString& active)
{
    GameState& gs = table.state();
    const auto detains = [](const Action& a) { return a.kind == ActionKind::Detain; };
    for (int k = gs.effects.size() - 1; k >= 0; --k) {
        const ResolvedEffect& e = gs.effects[k];
        if (!e.ability || e.controller != active || gs.turn <= e.turnCreated
            || std::none_of(e.ability->effect.cbegin(), e.ability->effect.cend(), detains))
            continue;
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "effect %1 ends: %2's next turn has begun (701.35)"),
            {e.id, table.nameOf(active)}));
        gs.effects.remove(k);
    }
}

Step nextStep(Step s)
{
    return s == Step::Cleanup ? Step::Untap : Step(int(s) + 1);
}

}   // namespace

// Begins `target` (events.md): steps passed over on the way begin too, each with its turn-based
// actions, triggers and state-based actions.
bool PlayContext::begin(Step target)
{
    GameState& gs = table.state();
    if (target == Step::FirstStrikeDamage && (gs.step >= Step::FirstStrikeDamage || !anyAttacking(gs))) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText",
                            "no creature is attacking: there is no combat damage step to begin (508.8)"),
                   {}),
            QStringLiteral("508.8"));
        return false;
    }
    Step s = gs.step;
    do {
        const Step previous = s;
        s = nextStep(s);
        gs.step = s;
        // 614.10: a skipped step or phase doesn't happen: nothing in it begins, triggers or is done.
        if (s == Step::BeginningOfCombat && skipsNow(table, ActionKind::SkipCombatPhases))
            table.records.combatSkippedInTurn = gs.turn;
        const bool combatStep = s >= Step::BeginningOfCombat && s <= Step::EndOfCombat;
        if ((combatStep && table.records.combatSkippedInTurn == gs.turn)
            || (s == Step::Draw && skipsNow(table, ActionKind::SkipDrawSteps))) {
            if (s == target)
                return true;
            continue;
        }
        // 508.8: with no creature attacking, the declare blockers and combat damage steps are skipped.
        const bool inCombatDamage = s == Step::DeclareBlockers || s == Step::FirstStrikeDamage || s == Step::CombatDamage;
        if (inCombatDamage && !anyAttacking(gs)) {
            if (s == Step::DeclareBlockers)
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                        "no creature is attacking: the declare blockers and combat damage steps "
                                        "are skipped (508.8)"),
                    {}));
            if (s == target)
                return true;
            continue;
        }
        table.beginBatch();
        // The first-strike step says itself whether it happens (510.4).
        if (s != Step::Untap && s != Step::FirstStrikeDamage)
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the %1 step begins"), {PlayText::word(stepName(s))}));
        switch (s) {
        case Step::Untap: {
            // A new turn: the next player who has not lost becomes active (500.1, 800.4a skipped), or
            // the one an extra turn is for (500.7); turns skipped are passed over (TurnOrder.cpp).
            gs.activeIndex = nextTurnsPlayer(table);
            ++gs.turn;
            clearTurnHistory(gs);   // "this turn" now means the new one
            const QString active = gs.activePlayer();
            const bool untapSkipped = takeSkip(table, ActionKind::SkipUntapSteps);
            table.note(untapSkipped ? PlayText(QT_TRANSLATE_NOOP("PlayText", "turn %1 begins: %2 is the active player"),
                                          {PlayText::number(gs.turn), table.nameOf(active)})
                                    : PlayText(QT_TRANSLATE_NOOP("PlayText",
                                                   "turn %1 begins: %2 is the active player; the untap step begins"),
                                          {PlayText::number(gs.turn), table.nameOf(active)}));
            removeAllFromCombat();
            // 701.15a: a goad lasts until the goading player's next turn.
            for (GameObject& o : gs.objects)
                if (o.goadedBy.removeAll(active) > 0)
                    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is no longer goaded by %2 (701.15a)"),
                        {table.nameOf(o.id), table.nameOf(active)}));
            endDetentions(table, active);
            endEffectsLasting(table, Duration::UntilYourNextTurn, active);
            if (untapSkipped) {
                // 614.10a: no phasing and no untapping; what waits for "the next untap step" (502.3,
                // 701.43b) waits for one that happens. Summoning sickness still ends with the turn (302.6).
                noteSkip(table, ActionKind::SkipUntapSteps);
                const Resolution& res = table.resolution();
                for (int i = 0; i < gs.objects.size(); ++i) {
                    GameObject& o = gs.objects[i];
                    if (o.zone == Zone::Battlefield && !o.phasedOut && res.chars[i].controller == active) {
                        o.cameUnderControlSinceUpkeep = o.summoningSick;   // echo (702.30a)
                        o.summoningSick = false;
                    }
                }
                table.touched();
                break;
            }
            phase();
            const Resolution& res = table.resolution();
            QVector<int> untap;
            for (int i = 0; i < gs.objects.size(); ++i) {
                GameObject& o = gs.objects[i];
                if (o.zone != Zone::Battlefield || o.phasedOut)
                    continue;
                if (res.chars[i].controller != active) {
                    // Round 40: "Untap ~ during each other player's untap step" (Endbringer, Prophet of
                    // Kruphix): untapped with the active player's permanents (502.3).
                    const QVector<RuleEffectRecord> rules = res.rulesEffects.value(i);
                    if (o.tapped && std::any_of(rules.cbegin(), rules.cend(),
                            [](const RuleEffectRecord& r) { return r.rule == RuleName::UntapDuringOtherUntapSteps; }))
                        untap << i;
                    continue;
                }
                o.cameUnderControlSinceUpkeep = o.summoningSick;   // echo (702.30a), read this upkeep
                o.summoningSick = false;   // 302.6
                bool stays = false;
                // 502.3: "You may choose not to untap ~": the begin event's choices.objects names the ones kept tapped.
                const bool keptTapped = event && event->choices.objects.contains(o.id);
                for (const RuleEffectRecord& r : res.rulesEffects.value(i))
                    stays = stays || r.rule == RuleName::DoesntUntap || (r.rule == RuleName::MayChooseNotToUntap && keptTapped);
                stays = skipsThisUntap(table, i) || stays;   // used up even when something else keeps it tapped
                if (o.tapped && !stays && keptTappedByExert(table, i, active)) {   // 701.43a
                    stays = true;
                    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 was exerted, so it doesn't untap (701.43a)"),
                        {table.nameOf(o.id)}));
                }
                if (o.tapped && !stays)
                    untap << i;
            }
            expireExertions(table, active);   // 701.43b: whether or not it kept one tapped
            for (int i : untap)   // 502.3
                table.setTapped(i, false);
            table.touched();
            break;
        }
        case Step::Draw:
            table.draw(gs.activePlayer(), 1);   // 504.1
            break;
        case Step::BeginningOfCombat:
            removeAllFromCombat();
            break;
        case Step::Main2:   // 511.3: combat is over
            removeAllFromCombat();
            endEffectsLasting(table, Duration::EndOfCombat, gs.activePlayer());
            table.touched();
            break;
        case Step::FirstStrikeDamage:
        case Step::CombatDamage:
            // A snapshot taken in the first-strike step: the creatures that strike first now dealt
            // damage in it (510.4).
            if (s == Step::CombatDamage && previous == Step::FirstStrikeDamage && !gs.firstStrikers) {
                const Resolution& res = table.resolution();
                QStringList strikers;
                for (int i = 0; i < gs.objects.size(); ++i)
                    if (inCombat(gs.objects[i]) && dealsCombatDamageIn(gs, res, i, Step::FirstStrikeDamage))
                        strikers << gs.objects[i].id;
                gs.firstStrikers = strikers;
            }
            if (!combatDamageStep(s)) {
                table.endBatch();
                return false;
            }
            break;
        case Step::Cleanup: {
            // 514.2: damage is removed and "until end of turn" effects end, at the same time.
            for (GameObject& o : gs.objects) {
                o.damage = 0;
                o.deathtouchDamage = false;
            }
            for (int k = gs.effects.size() - 1; k >= 0; --k)
                if (endsAtCleanup(gs.effects[k], gs)) {
                    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "effect %1 ends (514.2)"), {gs.effects[k].id}));
                    gs.effects.remove(k);
                }
            table.touched();
            break;
        }
        default:
            break;
        }
        Happening h;
        h.kind = Happening::Kind::StepBegins;
        h.step = s;
        h.player = gs.activePlayer();
        h.extraTurnFrom = table.records.extraTurnFrom;
        table.happened(h);
        table.endBatch();
        if (s != target)
            settle();
    } while (s != target);
    return true;
}

// 502.1, 702.26a: the active player's permanents with phasing phase out and those phased out phase
// in, at the same time; 702.26g: what is attached to a permanent phasing out phases out with it.
void PlayContext::phase()
{
    GameState& gs = table.state();
    const Resolution& res = table.resolution();
    const QString active = gs.activePlayer();
    QVector<int> phasingIn, phasingOut;
    for (int i = 0; i < gs.objects.size(); ++i) {
        const GameObject& o = gs.objects[i];
        if (o.zone != Zone::Battlefield)
            continue;
        if (o.phasedOut && o.controller == active)
            phasingIn << i;
        else if (!o.phasedOut && res.chars[i].controller == active
            && res.chars[i].hasKeyword(QStringLiteral("Phasing")))
            phasingOut << i;
    }
    for (int k = 0; k < phasingOut.size(); ++k)
        for (int j = 0; j < gs.objects.size(); ++j)
            if (gs.objects[j].attachedTo == gs.objects[phasingOut[k]].id && !gs.objects[j].phasedOut
                && !phasingOut.contains(j))
                phasingOut << j;
    for (int i : phasingIn) {
        gs.objects[i].phasedOut = false;
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 phases in (702.26a)"), {table.nameOf(gs.objects[i].id)}));
    }
    for (int i : phasingOut) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 phases out (702.26a): it is treated as though it does "
                                                          "not exist until it phases in"),
            {table.nameOf(gs.objects[i].id)}));
        gs.objects[i].phasedOut = true;
    }
    if (!phasingIn.isEmpty() || !phasingOut.isEmpty())
        table.touched();
}

}   // namespace strata
