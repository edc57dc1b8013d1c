#include "TurnOrder.h"

namespace strata {

namespace {

int playerIndex(const GameState& gs, const QString& id)
{
    for (int i = 0; i < gs.players.size(); ++i)
        if (gs.players[i].id == id)
            return i;
    return -1;
}

// Uses up one pending skip of `what` by `player`, if there is one.
bool useSkip(GameTable& table, const QString& player, ActionKind what)
{
    auto& skips = table.records.skips;
    for (int k = 0; k < skips.size(); ++k)
        if (skips[k].player == player && skips[k].what == what) {
            if (--skips[k].count <= 0)
                skips.remove(k);
            return true;
        }
    return false;
}

// A static ability skipping every occurrence: "Skip your draw step" (its controller's), "Players skip
// their untap steps" (Stasis: everyone's).
bool skippedByStaticAbility(GameTable& table, const QString& player, ActionKind what)
{
    const Resolution& res = table.resolution();
    const auto skips = [&](const RuleEffectRecord& r, const QString& controller) {
        return (what == ActionKind::SkipDrawSteps && r.rule == RuleName::SkipDrawStep && controller == player)
            || (what == ActionKind::SkipUntapSteps && r.rule == RuleName::PlayersSkipUntapSteps);
    };
    // A permanent's rules are recorded on it, its controller the "you"; a resolved spell's for the game.
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (skips(r, res.chars[i].controller))
                return true;
    for (const RuleEffectRecord& r : res.gameRules)
        if (skips(r, r.controller))
            return true;
    return false;
}

}   // namespace

void addExtraTurns(GameTable& table, const QString& player, int count, const QString& createdBy)
{
    if (count <= 0)   // round 44: an amount counted as it resolved, none (Sage of Hours with fewer than five)
        return;
    for (int k = 0; k < count; ++k)
        table.records.extraTurns.push_back(GameTable::ExtraTurn{player, createdBy});
    table.note(PlayText(count == 1 ? QT_TRANSLATE_NOOP("PlayText", "%1 will take an extra turn after this one (500.7)")
                                   : QT_TRANSLATE_NOOP("PlayText", "%1 will take %2 extra turns after this one (500.7)"),
        {table.nameOf(player), PlayText::number(count)}));
}

void addSkips(GameTable& table, const QString& player, ActionKind what, int count)
{
    auto& skips = table.records.skips;
    bool added = false;
    for (GameTable::PendingSkip& s : skips)
        if (s.player == player && s.what == what) {
            s.count += count;   // 614.10a: each effect skips one more occurrence
            added = true;
        }
    if (!added)
        skips.push_back(GameTable::PendingSkip{player, what, count});
    const bool one = count == 1;
    const char* text = nullptr;
    switch (what) {
    case ActionKind::SkipUntapSteps:
        text = one ? QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next untap step (614.10)")
                   : QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next %2 untap steps (614.10)");
        break;
    case ActionKind::SkipDrawSteps:
        text = one ? QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next draw step (614.10)")
                   : QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next %2 draw steps (614.10)");
        break;
    case ActionKind::SkipCombatPhases:
        text = one ? QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next combat phase (614.10)")
                   : QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next %2 combat phases (614.10)");
        break;
    default:
        text = one ? QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next turn (614.10)")
                   : QT_TRANSLATE_NOOP("PlayText", "%1 will skip their next %2 turns (614.10)");
        break;
    }
    table.note(PlayText(text, {table.nameOf(player), PlayText::number(count)}));
}

int nextTurnsPlayer(GameTable& table)
{
    GameState& gs = table.state();
    auto& records = table.records;
    // The turn order goes on from the last turn that was not an extra one (500.7: an extra turn is added
    // directly after the turn that gave it, and play then goes on as before).
    // The snapshot's turn is a regular one.
    if (records.regularTurnPlayer.isEmpty())
        records.regularTurnPlayer = gs.activePlayer();
    int regular = playerIndex(gs, records.regularTurnPlayer);
    if (regular < 0)
        regular = gs.activeIndex;
    // Each turn passed over uses up an extra turn or a skip, so this ends.
    for (;;) {
        int next = -1;
        QString createdBy;
        const bool extra = !records.extraTurns.isEmpty();
        if (extra) {
            const GameTable::ExtraTurn turn = records.extraTurns.takeLast();
            next = playerIndex(gs, turn.player);
            createdBy = turn.createdBy;
            if (next < 0 || gs.players[next].lost)   // a player who left the game takes no turn (800.4a)
                continue;
        } else {
            for (int k = 1; k <= gs.players.size() && next < 0; ++k)
                if (!gs.players[(regular + k) % gs.players.size()].lost)
                    next = (regular + k) % gs.players.size();
            if (next < 0)
                return gs.activeIndex;
        }
        const QString player = gs.players[next].id;
        if (!extra) {
            regular = next;
            records.regularTurnPlayer = player;
        }
        if (useSkip(table, player, ActionKind::SkipTurns)) {
            table.note(PlayText(extra ? QT_TRANSLATE_NOOP("PlayText", "%1 skips an extra turn (614.10)")
                                      : QT_TRANSLATE_NOOP("PlayText", "%1 skips a turn (614.10)"),
                {table.nameOf(player)}));
            continue;
        }
        records.extraTurnFrom = createdBy;
        if (extra)
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 takes an extra turn (500.7)"), {table.nameOf(player)}));
        return next;
    }
}

bool takeSkip(GameTable& table, ActionKind what)
{
    const QString active = table.state().activePlayer();
    return useSkip(table, active, what) || skippedByStaticAbility(table, active, what);
}

void noteSkip(GameTable& table, ActionKind what)
{
    const char* text = what == ActionKind::SkipUntapSteps ? QT_TRANSLATE_NOOP("PlayText", "%1 skips this untap step (614.10)")
        : what == ActionKind::SkipDrawSteps               ? QT_TRANSLATE_NOOP("PlayText", "%1 skips this draw step (614.10)")
                                                          : QT_TRANSLATE_NOOP("PlayText", "%1 skips this combat phase (614.10)");
    table.note(PlayText(text, {table.nameOf(table.state().activePlayer())}));
}

bool skipsNow(GameTable& table, ActionKind what)
{
    if (!takeSkip(table, what))
        return false;
    noteSkip(table, what);
    return true;
}

}   // namespace strata
