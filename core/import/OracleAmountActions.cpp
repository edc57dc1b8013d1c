#include "CountOf.h"
#include "CountedOnBoard.h"
#include "CountersRemovedByCost.h"
#include "OracleDivided.h"
#include "OracleEarlierTarget.h"
#include "OracleEachAmounts.h"
#include "OracleRemovedEach.h"
#include "OracleEventAmounts.h"
#include "OracleOwnCounts.h"
#include "OracleParser.h"
#include "OracleSacrificed.h"
#include "OracleTargetManaValue.h"
#include "OracleTokensThisWay.h"
#include "OracleWhereX.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

// Actions whose amount the card counts on the board as they resolve (608.2h): "draw a card for each
// creature you control", "you gain 2 life for each card in your graveyard", "~ deals damage to target
// creature equal to the number of Mountains you control", "~ deals X damage to any target, where X is
// the number of Goblins on the battlefield". The count is an expression (`amountOf`), evaluated once by
// the event player; `amount` keeps the wording: for "for each" the number per object (1, 2 …), 0 for
// "equal to", and X for "where X is". Also the amounts a target or a cost fixes: damage to "that land's
// controller" and "gets +X/+X" with X from the cost.

namespace strata::import {

namespace {

// Round 31: an effect whose last action so far is its controller sacrificing one creature ("At the beginning
// of your upkeep, sacrifice a creature.", Doomgape), or round 32 its one target player (Consuming Vapors),
// which "that creature" after it names (608.2c, 608.2h). Not "each opponent": several creatures.
bool lastSacrificesOneCreature(const AbilityDef& ability)
{
    if (ability.effect.isEmpty())
        return false;
    const Action& a = ability.effect.last();
    const bool onePlayer = a.who == QLatin1String("you") || a.who == QLatin1String("target_player");
    return a.kind == ActionKind::Sacrifice && onePlayer && a.object && !a.object->isRef()
        && a.object->types == quint16(CardType::Creature) && a.object->anyOf.isEmpty() && a.amount.n <= 1 && !a.amount.x
        && !a.amountOf;
}

}   // namespace

bool OracleParser::amountAction(const QString& s, AbilityDef* into) const
{
    // Round 18: "~ deals 2 damage divided as you choose among one or two targets" (601.2d).
    if (dividedDamage(s, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); }, into))
        return true;
    // Round 23: "~ deals X damage to each creature, where X is …", a drain's "where X is …".
    const WhereXReaders readers{[this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); },
        [this](const QString& text) { return amount(text); },
        [this](const QString& text, AbilityDef* in) { return action(text, in); }};
    if (whereXAction(s, readers, into)
        || tokensCountedThisWay(s, into, [this](const QString& t, Action* made) { return tokenAction(t, made); }))
        return true;   // round 34: "… for each nonland card discarded / card exiled this way" (OracleTokensThisWay.cpp)
    // Round 30: "each player draws a card for each charge counter on ~" (Otherworld Atlas): one count for all.
    static const QRegularExpression drawEach(QStringLiteral("^(draw|each player draws) (a card|two cards|three cards) for each (.+)$"));
    // Round 28: "put the top card of your library into your graveyard for each shred counter on ~" (Cephalid
    // Vandal), the older words of "mill a card for each …" (701.13b), counted as it resolves (608.2h).
    static const QRegularExpression millEach(
        QStringLiteral("^(?:mill a card|put the top card of your library into your graveyard) for each (.+)$"));
    static const QRegularExpression gainEach(QStringLiteral("^you gain (\\d+) life for each (.+)$"));
    // Round 28: "you lose 1 life for each blood counter on ~" (Bloodletter Quill), counted as it resolves.
    static const QRegularExpression youLoseEach(QStringLiteral("^you lose (\\d+) life for each (.+)$"));
    static const QRegularExpression loseEach(
        QStringLiteral("^(that player|defending player) loses (\\d+) life for each (.+) they control$"));
    // Round 28: "~ deals 1 damage to target opponent for each creature card in your graveyard" (Lotleth Giant)
    static const QRegularExpression damageEach(QStringLiteral("^~ deals (\\d+) damage to (target (?:opponent|player)) for each (.+)$"));
    // round 23: "its power" of the event's object (OracleEventAmounts.h)
    static const QRegularExpression drawEqual(QStringLiteral("^draw cards equal to (the .+|~'s (?:power|toughness)|its (?:power|toughness))$"));
    static const QRegularExpression drawEqualTarget(
        QStringLiteral("^(draw cards|you gain life) equal to (the power of|the number of cards in) (target (?:creature|opponent|player)[^']*?)"
                       "('s hand| plus its toughness)?$"));
    static const QRegularExpression gainEqual(QStringLiteral("^you gain life equal to (the .+|~'s (?:power|toughness)|its (?:power|toughness))$"));
    static const QRegularExpression damageEqual(QStringLiteral(
        "^(?:~|it) deals damage to (.+?) equal to (the .+|~'s (?:power|toughness)|your devotion to .+|that spell's (?:converted mana cost|mana value))$"));
    // "where X is 2 plus the number of cards named ~ in all graveyards" (Kindle, Galvanic Bombardment) too
    static const QRegularExpression damageX(
        QStringLiteral("^(?:~|it) deals X damage to (.+?), where X is ((?:\\d+ plus )?the .+|~'s (?:power|toughness)|your devotion to .+)$"));
    static const QRegularExpression drawX(QStringLiteral("^draw X cards, where X is (the .+|~'s (?:power|toughness)|its (?:power|toughness))$"));
    static const QRegularExpression drawLoseX(QStringLiteral("^(?:you )?draw X cards and (?:you )?lose X life, where X is (the .+|your .+)$"));
    static const QRegularExpression gainX(QStringLiteral("^you gain X life, where X is ((?:\\d+ plus )?the .+|~'s (?:power|toughness)|its (?:power|toughness))$"));

    // "Create a 0/1 green Plant creature token for each land you control", "create X 1/1 red Goblin
    // creature tokens, where X is the number of Goblins you control", "create an X/X green Wurm creature
    // token, where X is …" (111.2, 608.2h): the token the card defines, counted as it resolves.
    // Round 32: "… token that's tapped and attacking for each creature card in your graveyard" (Kessig
    // Cagebreakers): each of them attacking (508.4), the token reader reads the clause.
    static const QRegularExpression tokensEach(
        QStringLiteral("^(create an? .+ token(?: with .+)?(?: that's (?:tapped and )?attacking)?) for each (.+)$"));
    // Round 32: "that player creates X 1/1 black Minion creature tokens, where X is …" (Infernal Genesis) too.
    static const QRegularExpression tokensX(
        QStringLiteral("^((?:that player creates|create) (?:X|an X/X) .+ tokens?(?: with .+)?), where X is (.+)$"));

    // Round 23: "each opponent loses X life, where X is your devotion to black" (Gray Merchant of Asphodel).
    if (auto lose = lifeLossWhereX(s, [this](const QString& t) { return amount(t); })) {
        into->effect << *lose;
        return true;
    }
    // Round 28: "each opponent loses 1 life for each creature they control" (Netherborn Phalanx)
    if (auto own = lifeLossByOwnCount(s, [this](const QString& p, bool* plural) { return objects(p, plural); })) {
        into->effect << *own;
        return true;
    }
    Action a;
    const EachReaders eachReaders{[this](const QString& p) { return countedOne(p); },
        [this](const QString& p, bool* plural) { return objects(p, plural); },
        [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); },
        [this](const QString& text) { return historyAmount(text); }};
    const auto each = [&](const QString& phrase, int per) { return eachAmount(phrase, per, eachReaders, into, &a); };
    if (countersRemovedForEach(s, eachReaders, [this](const QString& t, AbilityDef* in) { return action(t, in); }, into))
        return true;   // round 34: "remove a +1/+1 counter from ~ for each …"
    if (wholeGroupsRemovedAction(s, into, [this](const QString& t, AbilityDef* in) { return action(t, in); }))
        return true;   // round 44: Sage of Hours
    const auto counted = [&](const QString& text, bool x) -> bool {
        if (const auto sacrificed = sacrificedManaValue(text, *into)) {   // round 44: Faith Healer (608.2h)
            a.amountOf = *sacrificed;
            a.amount = x ? Amount{true, 0} : Amount::number(0);
            return true;
        }
        const auto pt = eventObjectAmount(text, *into, m_eventObject);   // round 23: the event object's
        const auto e = pt ? pt : amount(text);
        const bool onBattlefield = text.endsWith(QLatin1String(" on the battlefield"));
        if (!e || (!pt && !countedOnBoard(*e, *into, onBattlefield)))
            return false;
        a.amountOf = *e;
        a.amount = x ? Amount{true, 0} : Amount::number(0);
        return true;
    };
    // "Add {G} for each Elf you control" (Elvish Archdruid), "Add {G} for each +1/+1 counter on ~" (Gyre
    // Sage), "Add X mana of any one color, where X is the number of Allies you control" (Harabaz Druid):
    // mana counted as the ability resolves (106.1, 608.2h).
    static const QRegularExpression manaEach(QStringLiteral("^add (\\{[WUBRGC]\\}) for each (.+)$"));
    static const QRegularExpression manaX(QStringLiteral("^add X mana of any one color, where X is (the .+|~'s (?:power|toughness))$"));
    if (const auto m = manaEach.match(s); m.hasMatch()) {
        a.kind = ActionKind::AddMana;
        a.text = m.captured(1);
        if (!each(m.captured(2), 1))
            return false;
        into->effect << a;
        return true;
    }
    // "Add an amount of {G} equal to ~'s power" (Marwyn, Viridian Joiner): that many of the one symbol
    // (106.1), counted as the ability resolves (608.2h); round 32, "… equal to your devotion to green"
    // (Karametra's Acolyte, 700.5).
    static const QRegularExpression manaEqual(QStringLiteral(
        "^add an amount of (\\{[WUBRGC]\\}) equal to (~'s (?:power|toughness)|your devotion to [a-z]+(?: and [a-z]+)?"
        "|the sacrificed [a-z]+'s converted mana cost)$"));   // round 45: Priest of Yawgmoth (608.2h, 112.7a)
    if (const auto m = manaEqual.match(s); m.hasMatch()) {
        a.kind = ActionKind::AddMana;
        a.text = m.captured(1);
        if (!counted(m.captured(2), false))
            return false;
        a.amount = Amount::number(1);   // the total in amountOf, as the card format reads counted mana
        into->effect << a;
        return true;
    }
    if (const auto m = manaX.match(s); m.hasMatch()) {
        a.kind = ActionKind::AddMana;
        a.mana = Action::Mana::AnyColor;
        a.text = QStringLiteral("any_color");
        if (!counted(m.captured(1), true))
            return false;
        into->effect << a;
        return true;
    }
    // "{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness." (Disciple of
    // Griselbrand), "… Each opponent loses life equal to the sacrificed creature's power." (Jarad): the
    // creature the cost sacrificed, as it last existed on the battlefield (608.2h, 112.7a).
    static const QRegularExpression sacrificedLife(QStringLiteral(
        "^(you gain|you lose|each opponent loses|target player loses|target opponent loses) life equal to (the sacrificed|that) creature's (power|toughness)$"));
    if (const auto m = sacrificedLife.match(s); m.hasMatch()) {
        // "the sacrificed creature" is the cost's; round 31: "that creature" the effect's sacrifice just before;
        // round 38: "the sacrificed creature" too when no cost sacrifices (Xathrid Demon's upkeep trigger)
        const bool ofEffect = m.captured(2) == QLatin1String("that") || into->kind == AbilityDef::Kind::Triggered;
        if (ofEffect ? !lastSacrificesOneCreature(*into) : !sacrificesOneCreature(*into))
            return false;
        // round 32: after "Target player sacrifices a creature." another "target player" would be a second target
        if (ofEffect && m.captured(1).startsWith(QLatin1String("target")))
            return false;
        a.kind = m.captured(1) == QLatin1String("you gain") ? ActionKind::GainLife : ActionKind::LoseLife;
        a.amountOf = Expr();
        a.amountOf->kind = m.captured(3) == QLatin1String("power") ? Expr::Kind::PowerOfSacrificed : Expr::Kind::ToughnessOfSacrificed;
        a.amount = Amount::number(0);
        if (m.captured(1).startsWith(QLatin1String("each opponent"))) {
            a.who = QStringLiteral("each_opponent");
        } else if (m.captured(1).startsWith(QLatin1String("target"))) {
            Selector::Ref r;
            if (!target(m.captured(1).chopped(6), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        into->effect << a;
        return true;
    }
    // Round 32: "sacrifice another creature. You gain X life and draw X cards, where X is that creature's power."
    // (Disciple of Bolas, each half as sharedAmountHalves splits it): the creature the effect just sacrificed,
    // as it last existed (608.2h), counted once for both.
    static const QRegularExpression sacrificedX(
        QStringLiteral("^(you gain X life|draw X cards), where X is that creature's (power|toughness)$"));
    if (const auto m = sacrificedX.match(s); m.hasMatch()) {
        // The draw half follows the life half, which counts the same sacrificed creature.
        const qsizetype n = into->effect.size();
        const bool afterLifeHalf = m.captured(1).startsWith(QLatin1String("draw")) && n >= 2
            && into->effect.last().kind == ActionKind::GainLife && into->effect.last().amountOf
            && (into->effect.last().amountOf->kind == Expr::Kind::PowerOfSacrificed
                || into->effect.last().amountOf->kind == Expr::Kind::ToughnessOfSacrificed);
        AbilityDef before;
        before.effect = into->effect.mid(0, afterLifeHalf ? n - 1 : n);
        if (!lastSacrificesOneCreature(before))
            return false;
        a.kind = m.captured(1).startsWith(QLatin1String("you gain")) ? ActionKind::GainLife : ActionKind::Draw;
        a.amountOf = Expr();
        a.amountOf->kind = m.captured(2) == QLatin1String("power") ? Expr::Kind::PowerOfSacrificed : Expr::Kind::ToughnessOfSacrificed;
        a.amount = Amount{true, 0};   // said "X …, where X is …"
        into->effect << a;
        return true;
    }
    // Round 32: "Target player sacrifices a creature, then gains life equal to that creature's toughness."
    // (Devour Flesh): that player gains it, the creature as it last existed (701.17a, 608.2c, 608.2h).
    static const QRegularExpression sacrificesThenGains(QStringLiteral(
        "^(target player sacrifices a creature), then gains life equal to that creature's (power|toughness)$"));
    if (const auto m = sacrificesThenGains.match(s); m.hasMatch()) {
        const int before = into->effect.size();
        if (!into->targets.isEmpty() || !action(m.captured(1), into) || into->effect.size() != before + 1
            || !lastSacrificesOneCreature(*into) || into->effect.last().who != QLatin1String("target_player")) {
            into->effect.resize(before);
            into->targets.clear();
            return false;
        }
        a.kind = ActionKind::GainLife;
        a.amountOf = Expr();
        a.amountOf->kind = m.captured(2) == QLatin1String("power") ? Expr::Kind::PowerOfSacrificed : Expr::Kind::ToughnessOfSacrificed;
        a.amount = Amount::number(0);
        a.who = QStringLiteral("target_player");
        a.then = true;
        into->effect << a;
        return true;
    }
    // Round 21: "each opponent loses life equal to the number of Vampires you control" (Malakir Bloodwitch),
    // "target opponent loses life equal to the number of Elves you control" (Shaman of the Pack), "… equal
    // to ~'s power" (Marionette Master), "that player loses life equal to the number of creature cards in
    // your graveyard" (Graveblade Marauder, the player dealt damage): a life loss counted as the ability
    // resolves (608.2h, 119.3).
    static const QRegularExpression loseEqual(QStringLiteral(
        "^(each opponent|each player|target player|target opponent|that player) loses life equal to (the .+|~'s (?:power|toughness))$"));
    if (const auto m = loseEqual.match(s); m.hasMatch()) {
        a.kind = ActionKind::LoseLife;
        if (!counted(m.captured(2), false))
            return false;
        a.who = m.captured(1) == QLatin1String("each opponent") ? QStringLiteral("each_opponent")
            : m.captured(1) == QLatin1String("each player")     ? QStringLiteral("each_player")
            : m.captured(1) == QLatin1String("that player")     ? QStringLiteral("that_player")   // the event's player
                                                                : QStringLiteral("target_player");
        Selector::Ref r;
        if (a.who == QLatin1String("target_player") && !target(m.captured(1), into, &r))
            return false;
        into->effect << a;
        return true;
    }
    // "… for each time it was kicked" (round 25, 702.33c), "… for each Shrine you control" (round 26, 608.2h)
    static const QRegularExpression discardKicks(QStringLiteral("^(target (?:player|opponent)) discards a card for each (.+)$"));
    if (const auto m = discardKicks.match(s); m.hasMatch()) {
        Selector::Ref r;
        if (!each(m.captured(2), 1) || !target(m.captured(1), into, &r))
            return false;
        a.kind = ActionKind::Discard;
        a.who = QStringLiteral("target_player");
        a.amount = Amount::number(0);   // the count is all in amountOf, as the card format reads a discard's
        into->effect << a;
        return true;
    }
    // A spell's "the sacrificed creature's power" (Fling, Thud, Life's Legacy, Tormented Thoughts): the
    // creature its additional cost sacrificed, as it last existed (601.2f, 608.2h). The cost is another
    // paragraph: OracleParser::parse keeps these only on a card whose additional cost sacrifices one.
    // Round 36: damage equal to "that creature's power", the creature the spell just sacrificed (Grab the Reins).
    static const QRegularExpression sacrificedSpell(QStringLiteral("^(~ deals damage|draw cards|target player discards "
                                                                   "a number of cards) equal to (the sacrificed|that) "
                                                                   "creature's (power|toughness)(?: to (.+))?$"));
    if (const auto m = sacrificedSpell.match(s); m.hasMatch() && into->kind == AbilityDef::Kind::Spell) {
        const bool damage = m.captured(1).startsWith(QLatin1Char('~'));
        if (damage == m.captured(4).isEmpty() || (m.captured(2) == QLatin1String("that") && (!damage || !lastSacrificesOneCreature(*into))))
            return false;
        a.amountOf = Expr();
        a.amountOf->kind = m.captured(3) == QLatin1String("power") ? Expr::Kind::PowerOfSacrificed : Expr::Kind::ToughnessOfSacrificed;
        a.kind = damage ? ActionKind::Damage : m.captured(1).startsWith(QLatin1String("draw")) ? ActionKind::Draw : ActionKind::Discard;
        // as the card format reads a draw's computed amount (X); a discard's and damage's are 0 for "equal to"
        a.amount = a.kind == ActionKind::Draw ? Amount{true, 0} : Amount::number(0);
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        // Round 43: "… to each creature without flying and each player" (Rupture), Pestilence's recipients, dealt at once.
        static const QRegularExpression eachAndPlayers(QStringLiteral("^each (.+) and each player$"));
        if (const auto e = eachAndPlayers.match(m.captured(4)); damage && e.hasMatch()) {
            bool plural = true;
            const auto group = objects(e.captured(1), &plural);
            if (!group || plural || group->isRef())
                return false;
            a.to = *group;
            a.eachPlayer = true;
        } else if (damage) {
            const auto recipient = target(m.captured(4), into, &r);
            if (!recipient || recipient->ref != Selector::Ref::Target) {
                into->targets.resize(targetsBefore);
                return false;
            }
            a.to = *recipient;
        } else if (a.kind == ActionKind::Discard) {
            if (!target(QStringLiteral("target player"), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        into->effect << a;
        return true;
    }
    // "Put X +1/+1 counters on target creature, where X is your life total" (Ajani), "put a loyalty
    // counter on ~ for each creature you control" (Huatli), "remove all +1/+1 counters from ~" (122.8):
    // counters counted as the ability resolves (608.2h). The counters' own amount is X (the card
    // format's computed "n"); `amount` keeps the wording: X for "where X is", none for "for each".
    static const QRegularExpression countersEach(
        QStringLiteral("^(put (?:a|an|one|two|three) \\S+ counters? on .+?) for each (.+)$"));
    static const QRegularExpression countersX(QStringLiteral("^put X (\\S+) counters on (.+?), where X is (.+)$"));
    // round 21: "… from all creatures" (Aurification, Mine Layer): from each object the noun names
    static const QRegularExpression removeAll(QStringLiteral("^remove all (\\S+) counters from (~|all [^,]+)$"));
    const auto eachCounters = countersEach.match(s);
    const auto xCounters = eachCounters.hasMatch() ? QRegularExpressionMatch() : countersX.match(s);
    if (eachCounters.hasMatch() || xCounters.hasMatch()) {
        const int effectBefore = into->effect.size();
        const int targetsBefore = into->targets.size();
        const QString put = eachCounters.hasMatch()
            ? eachCounters.captured(1)
            : QStringLiteral("put two %1 counters on %2").arg(xCounters.captured(1), xCounters.captured(2));
        // Round 29: "… where X is that spell's converted mana cost" (Draining Whelk): the one target the
        // instruction before acted on, read before the counters' own instruction joins the effect.
        const auto targetValue = xCounters.hasMatch() ? targetManaValue(xCounters.captured(3), *into) : std::nullopt;
        const auto undo = [&] {
            into->effect.resize(effectBefore);
            into->targets.resize(targetsBefore);
            return false;
        };
        if (!action(put, into) || into->effect.size() != effectBefore + 1 || into->effect.last().kind != ActionKind::PutCounter
            || !into->effect.last().object || into->effect.last().object->ref == Selector::Ref::Targets)
            return undo();
        Action& put1 = into->effect.last();
        if (eachCounters.hasMatch()) {
            if (!each(eachCounters.captured(2), put1.counters.n.n))
                return undo();
            a.amount = Amount();
        } else {
            // "your life total" (119.1) besides the counts the board holds
            // Round 30: "… where X is the sacrificed creature's toughness" (Scourge of Skola Vale): the creature
            // the cost sacrificed, as it last existed (608.2h, 112.7a).
            static const QRegularExpression sacrificedPT(QStringLiteral("^the sacrificed creature's (power|toughness)$"));
            std::optional<Expr> sacrificed;
            if (const auto sp = sacrificedPT.match(xCounters.captured(3)); sp.hasMatch() && sacrificesOneCreature(*into)) {
                sacrificed = Expr();
                sacrificed->kind = sp.captured(1) == QLatin1String("power") ? Expr::Kind::PowerOfSacrificed : Expr::Kind::ToughnessOfSacrificed;
            }
            const auto pt = targetValue ? targetValue : sacrificed ? sacrificed : eventObjectAmount(xCounters.captured(3), *into, m_eventObject);   // round 23: Hamletback Goliath
            const auto e = pt ? pt : amount(xCounters.captured(3));
            if (!e || (!pt && e->kind != Expr::Kind::Life && !countedOnBoard(*e, *into, false)))
                return undo();
            a.amountOf = *e;
            a.amount = Amount{true, 0};
        }
        put1.amountOf = a.amountOf;
        put1.amount = a.amount;
        put1.counters.n = Amount{true, 0};
        return true;
    }
    if (const auto m = removeAll.match(s); m.hasMatch()) {
        a.kind = ActionKind::RemoveCounter;
        a.counters = Counters{m.captured(1), Amount{true, 0}};
        Selector self;
        self.ref = Selector::Ref::Self;
        a.object = self;
        if (m.captured(2) != QLatin1String("~")) {
            bool plural = false;
            const auto all = objects(m.captured(2).mid(4), &plural);
            if (!all || !plural || all->isRef() || all->where != Selector::Where::Battlefield)
                return false;
            a.object = *all;
        }
        a.amountOf = countersOnSource(m.captured(1));
        into->effect << a;
        return true;
    }
    const auto tokenEach = tokensEach.match(s);
    const auto tokenX = tokenEach.hasMatch() ? QRegularExpressionMatch() : tokensX.match(s);
    if (tokenEach.hasMatch() || tokenX.hasMatch()) {
        const auto& m = tokenEach.hasMatch() ? tokenEach : tokenX;
        // Round 32: "that player creates …" after an event that names one player: the tokens are theirs (111.2).
        const bool thatPlayers = m.captured(1).startsWith(QLatin1String("that player creates "));
        if (thatPlayers && !namesOnePlayer(*into))
            return false;
        Action made;
        if (!tokenAction(thatPlayers ? QStringLiteral("create ") + m.captured(1).mid(20) : m.captured(1), &made) || !made.token)
            return false;
        if (thatPlayers)
            made.who = QStringLiteral("that_player");
        const bool xPowerToughness = made.token->front.power && made.token->front.power->text == QLatin1String("X");
        // "for each": one token of fixed size per object; "where X is": X tokens, or one X/X token.
        if (tokenEach.hasMatch() ? xPowerToughness || made.amount.x : xPowerToughness == made.amount.x)
            return false;
        a = made;
        // Round 20: "where X is that creature's converted mana cost" (Aether Mutation), the one target's.
        auto manaValue = tokenX.hasMatch() ? targetManaValue(m.captured(2), *into) : std::nullopt;
        if (!manaValue && tokenX.hasMatch())   // round 32: the one card milled before (Infernal Genesis)
            manaValue = milledCardManaValue(m.captured(2), *into);
        if (!manaValue && tokenX.hasMatch())   // round 34: the entering creature's (Monkey Cage)
            manaValue = eventCreatureManaValue(m.captured(2), *into, m_eventObject);
        if (!manaValue && tokenX.hasMatch())   // round 45: the exiled target card's toughness (Morbid Bloom)
            manaValue = exiledCardToughness(m.captured(2), *into);
        if (manaValue)
            a.amountOf = *manaValue;
        else if (tokenEach.hasMatch() ? !each(m.captured(2), 1) : !counted(m.captured(2), true))
            return false;
        a.amount = made.amount;
    } else if (const auto m = loseEach.match(s); m.hasMatch()) {
        // Round 27: "that player loses 1 life for each artifact they control" (Emissary of Despair): "they"
        // is the event's player, whose set is counted as the ability resolves (608.2h).
        a.kind = ActionKind::LoseLife;
        a.who = m.captured(1) == QLatin1String("that player") ? QStringLiteral("that_player")
                                                              : QStringLiteral("defending_player");
        if (!each(QStringLiteral("%1 %2 controls").arg(m.captured(3), m.captured(1)), m.captured(2).toInt()))
            return false;
    } else if (const auto m = youLoseEach.match(s); m.hasMatch()) {
        a.kind = ActionKind::LoseLife;
        if (!each(m.captured(2), m.captured(1).toInt()))
            return false;
    } else if (const auto m = damageEach.match(s); m.hasMatch()) {
        // each object of the set counted as the ability resolves (608.2h), the player chosen as it was put on
        // the stack (601.2c)
        a.kind = ActionKind::Damage;
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        const auto recipient = target(m.captured(2), into, &r);
        if (!recipient || r != Selector::Ref::Target || !each(m.captured(3), m.captured(1).toInt())) {
            into->targets.resize(targetsBefore);
            return false;
        }
        a.to = *recipient;
    } else if (const auto m = drawEach.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;
        if (m.captured(1) != QLatin1String("draw")) {
            a.who = QStringLiteral("each_player");
            static const QRegularExpression theirOwn(QStringLiteral("\\b(?:they|their)\\b"));
            if (m.captured(3).contains(theirOwn) || m.captured(2) != QLatin1String("a card"))   // one count for all, a card each
                return false;
        }
        if (!each(m.captured(3), *numberWord(m.captured(2).section(QLatin1Char(' '), 0, 0))))
            return false;
    } else if (const auto m = millEach.match(s); m.hasMatch()) {
        a.kind = ActionKind::Mill;
        if (!each(m.captured(1), 1))
            return false;
    } else if (const auto m = gainEach.match(s); m.hasMatch()) {
        a.kind = ActionKind::GainLife;
        // Round 20: "… for each creature tapped this way" after "tap any number of untapped creatures you
        // control" (Harmony of Nature): how many that tap tapped (Expr::CountThisWay, 608.2c).
        const Action* tap = into->effect.isEmpty() ? nullptr : &into->effect.last();
        if (m.captured(2) == QLatin1String("creature tapped this way")) {
            if (!tap || tap->kind != ActionKind::Tap || tap->pick == 0 || !tap->object
                || tap->object->types != quint16(CardType::Creature))
                return false;
            Expr tapped;
            tapped.kind = Expr::Kind::CountThisWay;
            a.amountOf = timesEach(tapped, m.captured(1).toInt());
            a.amount = Action().amount;   // the number per creature is the sum's, as the card format reads it
        } else if (!each(m.captured(2), m.captured(1).toInt()))
            return false;
    } else if (const auto m = drawEqualTarget.match(s); m.hasMatch()) {
        // Round 16: the amount of the one target the sentence names, as the spell resolves (608.2h): the power of
        // "target creature you control" (Soul's Majesty; round 26, a gain: Wall of Reverence), "target opponent"'s hand.
        const bool power = m.captured(2) == QLatin1String("the power of"), gain = m.captured(1) != QLatin1String("draw cards");
        // Round 45: "… the power of target creature you control plus its toughness" (Predator's Rapport, mended by
        // OracleSpellWordings.cpp): the two of the one target, added (608.2h).
        const bool plusToughness = m.captured(4) == QLatin1String(" plus its toughness");
        if (power != (m.captured(4).isEmpty() || plusToughness) || !into->targets.isEmpty() || (gain && !power) || (plusToughness && !gain))
            return false;
        Selector::Ref r;
        const auto t = target(m.captured(3), into, &r);
        const bool player = into->targets.size() == 1 && into->targets.first().word == QLatin1String("player");
        if (!t || r != Selector::Ref::Target || player == power) {
            into->targets.clear();
            return false;
        }
        a.kind = gain ? ActionKind::GainLife : ActionKind::Draw;
        a.amountOf = Expr();
        a.amountOf->kind = power ? Expr::Kind::PowerOfTarget : Expr::Kind::CardsInHand;
        if (!power)
            a.amountOf->who = QStringLiteral("target_player");
        if (plusToughness) {
            Expr toughness;
            toughness.kind = Expr::Kind::ToughnessOfTarget;
            Expr sum;
            sum.kind = Expr::Kind::Sum;
            sum.args = {*a.amountOf, toughness};
            a.amountOf = sum;
        }
        a.amount = gain ? Amount::number(0) : Amount{true, 0};   // as the card format reads each computed amount
    } else if (const auto m = drawEqual.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;
        if (!counted(m.captured(1), false))
            return false;
    } else if (const auto m = gainEqual.match(s); m.hasMatch()) {
        a.kind = ActionKind::GainLife;
        if (!counted(m.captured(1), false))
            return false;
    } else if (const auto m = drawX.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;
        if (!counted(m.captured(1), true))
            return false;
    } else if (const auto m = drawLoseX.match(s); m.hasMatch()) {
        // "You draw X cards and you lose X life, where X is the number of creatures you control" (Minions'
        // Murmurs): one X for both, counted as it resolves (608.2h)
        a.kind = ActionKind::Draw;
        if (!counted(m.captured(1), true))
            return false;
        into->effect << a;
        a.kind = ActionKind::LoseLife;
        a.amount = Amount::number(0);   // as the card format reads a life amount it computes
    } else if (const auto m = gainX.match(s); m.hasMatch()) {
        a.kind = ActionKind::GainLife;
        if (!counted(m.captured(1), true))
            return false;
    } else {
        // Round 23: "~ deals damage equal to the number of pressure counters on it to any target" (Magma
        // Mine, Daru Stinger): the amount said before the recipient.
        static const QRegularExpression countersFirst(QStringLiteral("^(?:~|it) deals damage equal to (the number of \\S+ counters on (?:it|~)) to (.+)$"));
        auto d = damageEqual.match(QString(s).replace(countersFirst, QStringLiteral("~ deals damage to \\2 equal to \\1")));
        const bool x = !d.hasMatch();
        if (x)
            d = damageX.match(s);
        if (!d.hasMatch())
            return false;
        a.kind = ActionKind::Damage;
        const QString to = d.captured(1);
        // "… to target player equal to the number of cards in that player's hand" (Gaze of Adamaro): the
        // target's hand as the spell resolves (608.2h).
        const bool targetsHand = d.captured(2) == QLatin1String("the number of cards in that player's hand");
        // Round 45: "Destroy target land, then ~ deals damage to that land's controller equal to the number of land cards in
        // that player's graveyard." (Roiling Terrain): the land destroyed counts once in that graveyard (608.2c, 608.2h).
        if (to == QLatin1String("that land's controller") && !x
            && d.captured(2) == QLatin1String("the number of land cards in that player's graveyard")) {
            const Action* destroyed = into->effect.isEmpty() ? nullptr : &into->effect.last();
            if (into->targets.size() != 1 || into->targets[0].types != quint16(CardType::Land) || !destroyed
                || destroyed->kind != ActionKind::Destroy || !destroyed->object || destroyed->object->ref != Selector::Ref::Target)
                return false;
            Selector lands;
            lands.types = quint16(CardType::Land);
            lands.word = QStringLiteral("card");
            lands.where = Selector::Where::Specific;
            lands.zone = Zone::Graveyard;
            lands.whose = QStringLiteral("controller_of_target");
            a.who = lands.whose;
            a.amountOf = Expr();
            a.amountOf->kind = Expr::Kind::Count;
            a.amountOf->selector = QSharedPointer<Selector>::create(lands);
            into->effect << a;
            return true;
        }
        if (targetsHand) {
            if (x || (to != QLatin1String("target player") && to != QLatin1String("target opponent")))
                return false;
            Expr hand;
            hand.kind = Expr::Kind::CardsInHand;
            hand.who = QStringLiteral("target_player");
            a.amountOf = hand;
            a.amount = Amount::number(0);
        } else if (!counted(d.captured(2), x)) {
            return false;
        }
        // Round 23: Fanatic of Mogis; round 44: "~ deals damage to you equal to the number of pain counters on it" (Torture
        // Chamber), the ability's controller (120.3).
        if ((to == QLatin1String("each opponent") || to == QLatin1String("you")) && !x && !targetsHand) {
            a.who = to == QLatin1String("you") ? QStringLiteral("you") : QStringLiteral("each_opponent");
            into->effect << a;
            return true;
        }
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        std::optional<Selector> recipient = earlierTargetAgain(to, *into);   // round 30: Crash Landing
        if (!recipient && to.contains(QLatin1String("target")))
            recipient = target(to, into, &r);
        if (!recipient || recipient->ref != Selector::Ref::Target) {
            into->targets.resize(targetsBefore);
            return false;
        }
        a.to = *recipient;
    }
    into->effect << a;
    return true;
}

}   // namespace strata::import
