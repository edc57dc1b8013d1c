#include "OracleBaseToughness.h"
#include "OracleClashLoss.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Whole-game instructions: losing or winning the game (104.3a, 104.2b), shuffling an object into its owner's library
// (701.24), flipping a coin (705), and the delayed trigger an instant or sorcery prints as a paragraph
// of its own (the Pacts' "At the beginning of your next upkeep, pay {M}. If you don't, you lose the game.").

namespace strata::import {

namespace {

const QRegularExpression& flipBranch()
{
    static const QRegularExpression branch(QStringLiteral("^If you (win|lose) the flip, (.+?)\\.?$"));
    return branch;
}

const QRegularExpression& clashWin()
{
    static const QRegularExpression win(QStringLiteral("^If you win, (.+?)\\.?$"));
    return win;
}

}   // namespace

// A coin flip and its branches, and a clash and its "If you win, …" (701.30), each one part. Round 27:
// "Then flip a coin." after an instruction (Molten Birth) is "Flip a coin.": the instructions are done
// in order either way (608.2c), and the round trip reads it so too.
QStringList joinedFlips(const QStringList& parts)
{
    static const QRegularExpression flip(QStringLiteral("^(?:You may )?[Ff]lip a coin\\.$"));
    static const QString thenFlip = QStringLiteral("Then flip a coin.");
    static const QRegularExpression clash(QStringLiteral("^[Cc]lash with an opponent\\.$"));
    QStringList out;
    bool inFlip = false, afterClash = false, afterClashWin = false;
    for (const QString& part : parts) {
        const QString p = part == thenFlip && !out.isEmpty() ? QStringLiteral("Flip a coin.") : part;
        // Round 38: "Otherwise, …" after a clash's "If you win, …" (Pulling Teeth) is its third line.
        const bool clashLoss = afterClashWin && p.startsWith(QLatin1String("Otherwise, "));
        if ((inFlip && flipBranch().match(p).hasMatch()) || (afterClash && clashWin().match(p).hasMatch()) || clashLoss) {
            out.last() += QLatin1Char('\n') + p;   // no sentence of a paragraph holds a line break
            afterClashWin = afterClash;
            afterClash = false;
            continue;
        }
        inFlip = flip.match(p).hasMatch();
        afterClash = clash.match(p).hasMatch();
        afterClashWin = false;
        out << p;
    }
    return out;
}

bool OracleParser::gameAction(const QString& s, AbilityDef* into) const
{
    if (baseToughnessChange(s, [this](const QString& t) { return amount(t); }, into))   // round 36: Wall of Tombstones
        return true;
    // "exchange life totals with target opponent" (Magus of the Mirror, Mirror Universe: 701.12 exchange),
    // "detain target nonland permanent an opponent controls" (New Prahv Guildmage, Lyev Skyknight, Martial
    // Law, 701.35): one target each.
    static const QRegularExpression exchange(QStringLiteral("^exchange life totals with (target (?:opponent|player))$"));
    static const QRegularExpression detain(QStringLiteral("^detain (target .+)$"));
    // "detain each nonland permanent your opponents control with mana value 4 or less" (Lavinia of the
    // Tenth): the set as the ability resolves (611.2c, as the engine fixes an effect's set).
    static const QRegularExpression detainEach(
        QStringLiteral("^detain (each .+?)(?: with (?:converted mana cost|mana value) (\\d+) or less)?$"));
    if (const auto m = detainEach.match(s); m.hasMatch()) {
        bool plural = false;
        std::optional<Selector> each = objects(m.captured(1), &plural);
        if (!each || each->isRef() || (!m.captured(2).isEmpty() && each->manaValueAtMost))
            return false;
        if (!m.captured(2).isEmpty())
            each->manaValueAtMost = m.captured(2).toInt();
        Action a;
        a.kind = ActionKind::Detain;
        a.object = *each;
        into->effect << a;
        return true;
    }
    // Round 41: "exchange your life total with ~'s toughness" (Tree of Redemption), "… target opponent's life total …"
    // (Tree of Perdition), "… with ~'s power" (Evra): a life total and ~'s power or toughness (701.12: the life
    // total becomes the number, the power or toughness the life total, a layer 7b effect, 613.4b).
    static const QRegularExpression withSelf(
        QStringLiteral("^exchange (your|target opponent's|target player's) life total with ~'s (toughness|power)$"));
    if (const auto m = withSelf.match(s); m.hasMatch()) {
        Action a;
        a.kind = ActionKind::ExchangeLifeTotals;
        a.object = Selector();
        a.object->ref = Selector::Ref::Self;
        a.text = m.captured(2);
        if (m.captured(1) != QLatin1String("your")) {
            const int targetsBefore = into->targets.size();
            Selector::Ref r;
            if (!target(m.captured(1).chopped(2), into, &r) || into->targets.size() != targetsBefore + 1) {
                into->targets.resize(targetsBefore);
                return false;
            }
            a.who = QStringLiteral("target_player");
        }
        into->effect << a;
        return true;
    }
    // 115.7a: "change the target of target spell with a single target" (Misdirection, Ricochet Trap,
    // Reroute's activated ability, Willbender's spell or ability): "with a single target" is the action's.
    static const QRegularExpression change(QStringLiteral("^change the target of (target .+) with a single target$"));
    const auto ex = exchange.match(s);
    const auto de = detain.match(s);
    const auto ch = change.match(s);
    if (ex.hasMatch() || de.hasMatch() || ch.hasMatch()) {
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        const std::optional<Selector> what
            = target(ex.hasMatch() ? ex.captured(1) : de.hasMatch() ? de.captured(1) : ch.captured(1), into, &r);
        if (!what || into->targets.size() != targetsBefore + 1) {
            into->targets.resize(targetsBefore);
            return false;
        }
        Action a;
        a.kind = ex.hasMatch() ? ActionKind::ExchangeLifeTotals : de.hasMatch() ? ActionKind::Detain : ActionKind::ChangeTarget;
        if (ex.hasMatch())
            a.who = QStringLiteral("target_player");
        else
            a.object = *what;
        into->effect << a;
        return true;
    }
    // Round 39: "Change a target of target spell or ability to ~." (Spellskite, 115.7b): one of that spell's or
    // ability's targets becomes ~ if ~ could be that target (the event player's TargetChangeToSource.cpp).
    static const QRegularExpression changeToSelf(QStringLiteral("^change a target of (target spell or ability) to ~$"));
    if (const auto m = changeToSelf.match(s); m.hasMatch()) {
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        const std::optional<Selector> what = target(m.captured(1), into, &r);
        if (!what || into->targets.size() != targetsBefore + 1) {
            into->targets.resize(targetsBefore);
            return false;
        }
        Action a;
        a.kind = ActionKind::ChangeTarget;
        a.object = *what;
        Selector self;
        self.ref = Selector::Ref::Self;
        a.to = self;
        into->effect << a;
        return true;
    }
    // 104.3a, 104.2b: "you lose the game", "you win the game" (Test of Endurance's upkeep trigger).
    if (s == QLatin1String("you lose the game") || s == QLatin1String("you win the game")) {
        Action a;
        a.kind = s.endsWith(QLatin1String("lose the game")) ? ActionKind::LoseGame : ActionKind::WinGame;
        into->effect << a;
        return true;
    }
    // "End the turn." (Time Stop, Sundial of the Infinite): the stack exiled, then the cleanup step (724.1).
    if (s == QLatin1String("end the turn")) {
        Action a;
        a.kind = ActionKind::EndTheTurn;
        into->effect << a;
        return true;
    }
    // 500.7: "Take an extra turn after this one. At the beginning of that turn's end step, you lose the
    // game." (Final Fortune): a delayed trigger of the extra turn the action before gave.
    static const QRegularExpression extraTurnEnd(QStringLiteral("^at the beginning of that turn's end step, (.+)$"));
    if (const auto m = extraTurnEnd.match(s); m.hasMatch()) {
        if (into->effect.isEmpty() || into->effect.last().kind != ActionKind::ExtraTurn || into->effect.last().optional)
            return false;
        AbilityDef inner;
        if (!actions(m.captured(1), &inner) || inner.effect.isEmpty() || !inner.targets.isEmpty())
            return false;
        Action delayed;
        delayed.kind = ActionKind::Delayed;
        delayed.event = TriggerEvent::ExtraTurnEndStep;
        delayed.nested = inner.effect;
        into->effect << delayed;
        return true;
    }
    if (s.startsWith(QLatin1String("flip a coin")))
        return flipCoin(s, into);
    // "Clash with an opponent.\nIf you win, X" as joinedFlips() made it (701.30): X is Clash's `nested`,
    // done when you win; one sentence, without choices of its own.
    if (s.startsWith(QLatin1String("clash with an opponent"))) {
        const QStringList parts = s.split(QLatin1Char('\n'));
        const auto m = (parts.size() == 2 || parts.size() == 3) && parts[0] == QLatin1String("clash with an opponent.")
            ? clashWin().match(parts[1]) : QRegularExpressionMatch();
        const int effectBefore = into->effect.size();
        const int targetsBefore = into->targets.size();
        bool ok = m.hasMatch() && thenSentence(m.captured(1), into) && into->effect.size() > effectBefore;
        for (int k = effectBefore; ok && k < into->effect.size(); ++k) {
            const Action& a = into->effect[k];
            ok = !a.optional && !a.ifYouDo && !a.ifYouDont && !a.otherwise && !a.condition
                && a.kind != ActionKind::Clash && a.kind != ActionKind::FlipCoin;
        }
        Action clash;
        clash.kind = ActionKind::Clash;
        clash.nested = into->effect.mid(effectBefore);
        into->effect.resize(effectBefore);
        if (ok && parts.size() == 3) {
            const std::optional<Action> loss = clashLossDiscard(parts[2], clash.nested);
            ok = loss.has_value();
            if (ok)
                clash.nested << *loss;
        }
        into->targets.resize(ok ? into->targets.size() : targetsBefore);
        if (ok)
            into->effect << clash;
        return ok;
    }
    if (s == QLatin1String("~'s owner shuffles it into their library")) {   // Cerulean Sphinx, Blitz Hellion
        Action a;
        a.kind = ActionKind::ShuffleIntoLibrary;
        a.object = Selector();
        a.object->ref = Selector::Ref::Self;
        a.who = QStringLiteral("owner");
        into->effect << a;
        return true;
    }
    // 701.24: "shuffle ~ into its owner's library" (Beacon of Destruction), "shuffle it into …" of a
    // trigger whose event names ~ (Alabaster Dragon), "shuffle target nontoken permanent you control …".
    static const QRegularExpression shuffle(QStringLiteral("^shuffle (.+) into its owner's library$"));
    const auto m = shuffle.match(s);
    if (!m.hasMatch())
        return false;
    const int targetsBefore = into->targets.size();
    std::optional<Selector> what;
    if (m.captured(1).contains(QLatin1String("target"))) {
        Selector::Ref r;
        what = target(m.captured(1), into, &r);
    } else {
        bool plural = false;
        what = objects(m.captured(1), &plural);
        if (plural)
            what.reset();
    }
    if (!what
        || (what->ref != Selector::Ref::Self && what->ref != Selector::Ref::It && what->ref != Selector::Ref::Target)) {
        into->targets.resize(targetsBefore);
        return false;
    }
    Action a;
    a.kind = ActionKind::ShuffleIntoLibrary;
    a.object = *what;
    into->effect << a;
    return true;
}

// "Flip a coin.\nIf you win the flip, X.\nIf you lose the flip, Y" as joinedFlips() made it (705.1): X
// and Y are FlipCoin's `nested`, X marked `ifYouDo` (a win), Y `ifYouDont` (a loss); either may be
// missing, and each is one sentence.
bool OracleParser::flipCoin(const QString& s, AbilityDef* into) const
{
    const QStringList parts = s.split(QLatin1Char('\n'));
    if (parts.size() < 2 || (parts[0] != QLatin1String("flip a coin.") && parts[0] != QLatin1String("flip a coin")))
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    auto undo = [&] {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    };
    bool sawWin = false, sawLose = false;
    for (int i = 1; i < parts.size(); ++i) {
        const auto m = flipBranch().match(parts[i]);
        if (!m.hasMatch())
            return undo();
        const bool win = m.captured(1) == QLatin1String("win");
        if ((win && (sawWin || sawLose)) || (!win && sawLose))
            return undo();   // one branch each, the win first, as printed
        (win ? sawWin : sawLose) = true;
        const int at = into->effect.size();
        if (!thenSentence(m.captured(2), into) || into->effect.size() == at)
            return undo();
        for (int k = at; k < into->effect.size(); ++k) {
            Action& a = into->effect[k];
            if (a.optional || a.ifYouDo || a.ifYouDont || a.otherwise || a.condition || a.kind == ActionKind::FlipCoin)
                return undo();   // a choice inside a branch: not one the flags can say
            a.ifYouDo = win;
            a.ifYouDont = !win;
        }
    }
    Action flip;
    flip.kind = ActionKind::FlipCoin;
    flip.nested = into->effect.mid(effectBefore);
    into->effect.resize(effectBefore);
    into->effect << flip;
    return true;
}

// 603.7: an instant's or sorcery's "At the beginning of your next upkeep, pay {2}{B}. If you don't, you
// lose the game." is no triggered ability of the card: resolving, the spell creates a delayed trigger.
AbilityPtr OracleParser::delayedSpell(const QString& s) const
{
    static const QRegularExpression next(QStringLiteral(
        "^At the beginning of (your next upkeep|your next end step|the next upkeep|the next end step), (.+)$"));
    const auto m = next.match(s);
    if (!m.hasMatch())
        return nullptr;
    AbilityDef inner;
    if (!actions(m.captured(2), &inner) || inner.effect.isEmpty() || !inner.targets.isEmpty())
        return nullptr;
    const QString when = m.captured(1);
    Action delayed;
    delayed.kind = ActionKind::Delayed;
    delayed.event = when == QLatin1String("your next upkeep") ? TriggerEvent::YourUpkeep
        : when == QLatin1String("your next end step")         ? TriggerEvent::YourEndStep
        : when == QLatin1String("the next upkeep")            ? TriggerEvent::EachUpkeep
                                                              : TriggerEvent::EndStep;
    delayed.nested = inner.effect;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Spell;
    a->effect << delayed;
    a->finalize();
    return a;
}

}   // namespace strata::import
