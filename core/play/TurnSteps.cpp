#include "PlayContext.h"

namespace strata {

namespace {

bool endsAtCleanup(const ResolvedEffect& e, const GameState& gs)
{
    if (!e.ability)
        return false;
    bool any = false;
    for (const Action& a : e.ability->effect) {
        if (!a.continuous)
            continue;
        any = true;
        const Duration d = a.continuous->duration;
        if (d == Duration::NextTurnOfTargetPlayer) {
            // "during target player's next turn" ends with that turn (611.2a).
            if (gs.turn <= e.turnCreated || e.targets.value(0) != gs.activePlayer())
                return false;
        } else if (d != Duration::EndOfTurn) {
            return false;
        }
    }
    return any;
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
    Step s = gs.step;
    do {
        s = nextStep(s);
        gs.step = s;
        table.beginBatch();
        if (s != Step::Untap)
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the %1 step begins"), {PlayText::word(stepName(s))}));
        switch (s) {
        case Step::Untap: {
            // A new turn: the next player who has not lost becomes active (500.1, 800.4a skipped).
            for (int k = 1; k <= gs.players.size(); ++k) {
                const int next = (gs.activeIndex + k) % gs.players.size();
                if (!gs.players[next].lost) {
                    gs.activeIndex = next;
                    break;
                }
            }
            ++gs.turn;
            const QString active = gs.activePlayer();
            const Resolution& res = table.resolution();
            table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "turn %1 begins: %2 is the active player; the untap step begins"),
                {PlayText::number(gs.turn), table.nameOf(active)}));
            QVector<int> untap;
            for (int i = 0; i < gs.objects.size(); ++i) {
                GameObject& o = gs.objects[i];
                if (o.zone != Zone::Battlefield || res.chars[i].controller != active)
                    continue;
                o.cameUnderControlSinceUpkeep = o.summoningSick;   // echo (702.30a), read this upkeep
                o.summoningSick = false;   // 302.6
                if (o.phasedOut) {         // 502.1: phasing
                    o.phasedOut = false;
                    continue;
                }
                bool stays = false;
                for (const RuleEffectRecord& r : res.rulesEffects.value(i))
                    stays = stays || r.rule == RuleName::DoesntUntap;
                if (o.tapped && !stays)
                    untap << i;
            }
            for (int i : untap)   // 502.3
                table.setTapped(i, false);
            table.touched();
            break;
        }
        case Step::Draw:
            table.draw(gs.activePlayer(), 1);   // 504.1
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
        table.happened(h);
        table.endBatch();
        if (s != target)
            settle();
    } while (s != target);
    return true;
}

}   // namespace strata
