#include "RulesTextWriter.h"
#include <algorithm>

// Draw, gain life and damage whose amount is counted as they resolve (OracleAmountActions.cpp): "draw
// a card for each creature you control", "you gain 2 life for each card in your graveyard", "~ deals
// damage to target creature equal to the number of Mountains you control", "~ deals X damage to any
// target, where X is …". `amount` says the wording: a number per object for "for each", X for "where X
// is", 0 for "equal to".

namespace strata {
namespace rulestext {

namespace {

// What "for each …" counts: a set's objects, or (round 23) the counters of a kind on ~, or (round 25) the
// basic land types among lands you control (domain, 305.6).
bool perObject(const Expr& e)
{
    return (e.kind == Expr::Kind::Count && e.selector) || e.kind == Expr::Kind::CountersOnSource
        || e.kind == Expr::Kind::TimesKicked   // round 25: "for each time ~ was kicked" (702.33c)
        || e.kind == Expr::Kind::BasicLandTypes
        || e.kind == Expr::Kind::CreaturesDiedThisTurn   // round 40: "for each Zubera that died this turn" (700.4)
        // round 27: "for each card in target opponent's hand" (Gerrard Capashen)
        || (e.kind == Expr::Kind::CardsInHand && e.who == QLatin1String("target_player"));
}

// The one counted set of "for each …": a count, or the count N times over (timesEach).
const Expr* countPerObject(const Expr& e)
{
    if (perObject(e))
        return &e;
    if (e.kind == Expr::Kind::Sum && !e.args.isEmpty() && perObject(e.args[0])
        && std::all_of(e.args.begin(), e.args.end(), [&](const Expr& a) { return a == e.args[0]; }))
        return &e.args[0];
    return nullptr;
}

bool countedKind(const Expr& e)
{
    return e.kind == Expr::Kind::Count || e.kind == Expr::Kind::Sum || e.kind == Expr::Kind::CountersOnSource
        || e.kind == Expr::Kind::CountersOnSelected || e.kind == Expr::Kind::BasicLandTypes
        || e.kind == Expr::Kind::CountersOnGranter   // Archery Training's quoted "arrow counters on ~"
        || e.kind == Expr::Kind::CardsInHand         // "the number of cards in that player's hand"
        || e.kind == Expr::Kind::GreatestPower || e.kind == Expr::Kind::GreatestToughness   // round 18
        || e.kind == Expr::Kind::HighestManaValue || e.kind == Expr::Kind::PowerOfSource
        || e.kind == Expr::Kind::ToughnessOfSource
        || e.kind == Expr::Kind::Devotion || e.kind == Expr::Kind::ColorsSpentToCast   // round 23 (Radiant Flames)
        || e.kind == Expr::Kind::TimesKicked   // round 25, multikicker
        || e.kind == Expr::Kind::Opponents || e.kind == Expr::Kind::OpponentsWithCardsInHand   // round 40 (102.3)
        || e.kind == Expr::Kind::CreaturesDiedThisTurn   // round 40 (700.4)
        || (e.kind == Expr::Kind::ManaValueOfMoved && e.who == QLatin1String("it"));   // round 27: that spell's
}

}   // namespace

std::optional<QString> Writer::countedAction(const Action& a, bool optional)
{
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    // Round 32: "you gain twice X life" (Sanguine Sacrament), "each opponent loses twice X life" (Debt to the
    // Deathless, whose "two times X" the importer reads alike): the spell's X, twice (OracleTwiceX.cpp).
    Expr x;
    x.kind = Expr::Kind::X;
    if (a.amountOf && a.amountOf->kind == Expr::Kind::Sum && a.amountOf->args == QVector<Expr>{x, x} && !optional) {
        if (a.kind == ActionKind::GainLife && a.who.isEmpty())
            return tr("you gain twice X life");
        if (a.kind == ActionKind::LoseLife && !a.who.isEmpty())
            return tr("%1 loses twice X life", "a player").arg(playerPhrase(a.who));
    }
    // Round 36: Sandstone Oracle's "choose an opponent. If that player has more cards in hand than you, draw cards equal to
    // the difference." (608.2h): the chosen opponent's hand less yours, none drawn when it is not more (121.2).
    if (a.kind == ActionKind::Draw && a.who.isEmpty() && !optional && a.amountOf && a.amountOf->kind == Expr::Kind::Sum
        && a.amountOf->args.size() == 2 && a.amountOf->args[0].kind == Expr::Kind::CardsInHand
        && a.amountOf->args[0].who == QLatin1String("chosen_opponent") && a.amountOf->args[1].kind == Expr::Kind::Neg
        && a.amountOf->args[1].args.size() == 1 && a.amountOf->args[1].args[0].kind == Expr::Kind::CardsInHand
        && a.amountOf->args[1].args[0].who == QLatin1String("you"))
        return tr("choose an opponent. If that player has more cards in hand than you, draw cards equal to the difference");
    // The one object of a counted set after "for each": "creature you control", "Forest on the battlefield".
    const auto countedOne = [&](const Selector& s) {
        QString one = selector(s, Det::Bare);
        if (!s.isRef() && s.anyOf.isEmpty() && s.where == Selector::Where::Battlefield && s.controller == Selector::Who::Any
            && !s.attachedToSource && !s.attacking   // an attacking creature is on the battlefield (506.4)
            && s.whose.isEmpty())   // round 22: "… target opponent controls" says whose (Starlight)
            one = tr("%1 on the battlefield").arg(one);
        return one;
    };
    // Round 23: "for each -1/-1 counter on ~" (Dusk Urchins, Soulstinger) besides "for each creature you control".
    const auto eachOne = [&](const Expr& count) {
        if (count.kind == Expr::Kind::TimesKicked)
            return tr("time %1 was kicked", "after \"for each\"").arg(m_self);
        if (count.kind == Expr::Kind::CardsInHand)
            return tr("card in %1's hand", "after \"for each\": a player").arg(playerPhrase(count.who));
        if (count.kind == Expr::Kind::BasicLandTypes)
            return tr("basic land type among lands you control", "domain: one of the types counted");
        if (count.kind == Expr::Kind::CreaturesDiedThisTurn)   // round 40 (700.4)
            return count.selector ? tr("%1 that died this turn", "after \"for each\": a creature of a kind, Zubera")
                                        .arg(selector(*count.selector, Det::Bare))
                                  : tr("creature that died this turn", "after \"for each\"");
        return count.kind == Expr::Kind::CountersOnSource
            ? tr("%1 counter on %2", "a counter kind, the source").arg(count.counterKind, m_self)
            : countedOne(*count.selector);
    };
    // "target opponent discards a card for each Shrine you control" (round 26), "… for each time ~ was kicked"
    // (round 25, multikicker)
    if (a.kind == ActionKind::Discard && a.amountOf && !a.who.isEmpty() && !optional && !a.amount.x && a.amount.n == 0
        && perObject(*a.amountOf))
        return tr("%1 discards a card for each %2", "a player, one of a set").arg(playerPhrase(a.who), eachOne(*a.amountOf));
    // Round 32: "you gain twice that much life" (Transcendence, 119.3): the event's amount summed with itself.
    if (a.kind == ActionKind::GainLife && a.who.isEmpty() && !optional && a.amount == Amount::number(2) && a.amountOf
        && a.amountOf->kind == Expr::Kind::Sum && a.amountOf->args.size() == 2
        && std::all_of(a.amountOf->args.cbegin(), a.amountOf->args.cend(), [](const Expr& e) { return e.kind == Expr::Kind::EventAmount; }))
        return tr("you gain twice that much life");
    if (a.kind == ActionKind::PutCounter && !a.object && !a.amountOf) {
        // "you get an experience counter", "defending player gets a poison counter" (122.1): counters
        // put on players, not on a permanent.
        const QString counters = counterPhrase(a.counters);
        if (a.who.isEmpty())
            return optional ? tr("you may get %1", "counters a player gets").arg(counters)
                            : tr("you get %1", "counters a player gets").arg(counters);
        const QString who = playerPhrase(a.who);
        if (who.isEmpty() || optional)
            return std::nullopt;
        return tr("%1 gets %2", "a player, counters").arg(who, counters);
    }
    // Round 36: "double the number of +1/+1 counters on ~" (Voracious Hydra, 701.9e): as many more of that kind as ~
    // has, the importer's reading of those words.
    if (a.kind == ActionKind::PutCounter && a.object && a.object->ref == Selector::Ref::Self && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountersOnSource && a.amountOf->counterKind == a.counters.kind && a.counters.n.x
        && !a.amount.x && a.who.isEmpty())
        return maybe(tr("double the number of %1 counters on %2", "a kind of counter, an object").arg(a.counters.kind, m_self));
    if (a.kind == ActionKind::PutCounter && a.object && a.amountOf && a.amountOf->kind != Expr::Kind::EventAmount
        && a.counters.n.x && a.who.isEmpty()) {
        // "put X +1/+1 counters on target creature, where X is your life total", "put a loyalty counter
        // on ~ for each creature you control" (608.2h): counters counted as the ability resolves.
        const QString on = objectPhrase(*a.object);
        if (a.amount.x)
            return maybe(tr("put X %1 counters on %2, where X is %3", "a kind of counter, an object, an amount")
                                     .arg(a.counters.kind, on, expr(*a.amountOf)));
        const Expr* count = countPerObject(*a.amountOf);
        if (!count)
            return std::nullopt;
        const int per = a.amountOf->kind == Expr::Kind::Sum ? int(a.amountOf->args.size()) : 1;
        return maybe(tr("put %1 on %2 for each %3", "counters, an object, one of a set")
                                 .arg(counterPhrase(Counters{a.counters.kind, Amount::number(per)}), on,
                                     eachOne(*count)));
    }
    // Round 34: "remove a +1/+1 counter from ~ for each card in target opponent's hand" (Descendant of Masumaro).
    if (a.kind == ActionKind::RemoveCounter && a.object && a.object->ref == Selector::Ref::Self && a.amountOf
        && a.counters.n.x && !a.amount.x && perObject(*a.amountOf))
        return maybe(tr("remove %1 from %2 for each %3", "counters, an object, one of a set")
                         .arg(counterPhrase(Counters{a.counters.kind, Amount::number(1)}), m_self, eachOne(*a.amountOf)));
    // A spell's "draw cards equal to the sacrificed creature's power" (Life's Legacy): its additional
    // cost's creature (608.2h); "target player discards a number of cards equal to …" (Tormented Thoughts).
    const bool sacrificed = a.amountOf
        && (a.amountOf->kind == Expr::Kind::PowerOfSacrificed || a.amountOf->kind == Expr::Kind::ToughnessOfSacrificed);
    if (sacrificed && a.kind == ActionKind::Draw && a.who.isEmpty())
        return maybe(tr("draw cards equal to %1", "an amount").arg(expr(*a.amountOf)));
    if (sacrificed && a.kind == ActionKind::Discard && !a.who.isEmpty() && !optional)
        return tr("%1 discards a number of cards equal to %2", "a player, an amount").arg(playerPhrase(a.who), expr(*a.amountOf));
    // Round 23: "each opponent loses X life, where X is your devotion to black" (Gray Merchant of Asphodel);
    // round 26: "that player loses X life, where X is the number of cards in that player's hand minus …"
    if (a.kind == ActionKind::LoseLife && a.amount.x && a.amountOf && !a.who.isEmpty() && !optional)
        return tr("%1 loses X life, where X is %2", "a player, an amount").arg(playerPhrase(a.who), expr(*a.amountOf));
    // Round 26: "~ deals X damage to that player, where X is …" (Iron Maiden), the event's player
    if (a.kind == ActionKind::Damage && a.amount.x && a.amountOf && !a.who.isEmpty() && !a.to && !a.eachPlayer && !optional)
        return tr("%1 deals X damage to %2, where X is %3", "a source, what is dealt damage, an amount")
            .arg(m_self, playerPhrase(a.who), expr(*a.amountOf));
    // Round 30: "~ deals damage to target spell's controller equal to that spell's mana value" (Refuse): the
    // target named first, in its controller, then its mana value.
    if (a.kind == ActionKind::Damage && !a.amount.x && a.amount.n == 0 && a.amountOf && !a.to && !a.eachPlayer
        && a.who == QLatin1String("controller_of_that_target") && m_targets.size() == 1 && !m_targets[0].mentioned
        && !optional) {
        const QString player = playerPhrase(a.who);
        return tr("%1 deals damage to %2 equal to %3", "a source, what is dealt damage, an amount")
            .arg(m_self, player, expr(*a.amountOf));
    }
    // Round 34: "each opponent loses life equal to the life that player lost this turn" (Archfiend of Despair).
    if (a.kind == ActionKind::LoseLife && a.who == QLatin1String("each_opponent") && a.amountOf
        && a.amountOf->kind == Expr::Kind::LifeLostThisTurn && a.amountOf->ofAffectedController && !a.amount.x && !optional)
        return tr("each opponent loses life equal to the life that player lost this turn");
    // Round 27: "that player loses 1 life for each artifact they control" (Emissary of Despair): the set of the
    // player who loses, "they" after that player.
    if (a.kind == ActionKind::LoseLife && a.amountOf && !a.who.isEmpty() && !a.amount.x && a.amount.n > 0
        && !optional) {
        const Expr* count = countPerObject(*a.amountOf);
        // Round 28: "each opponent loses 1 life for each creature they control" (Netherborn Phalanx): each
        // player's own set (Expr::ofAffectedController).
        const bool ownSet = count && count->kind == Expr::Kind::Count && count->ofAffectedController
            && count->selector->where == Selector::Where::Battlefield;
        if (!count || count->kind != Expr::Kind::Count || (!ownSet && count->selector->whose != a.who))
            return std::nullopt;
        // Round 36: "defending player loses 1 life for each card in their graveyard" (Guiltfeeder): the cards they own there.
        const Selector& counted = *count->selector;
        if (!ownSet && counted.where == Selector::Where::Specific && counted.zone == Zone::Graveyard
            && counted.word == QLatin1String("card") && !counted.types && !counted.anyTypes && counted.subtypes.isEmpty()
            && counted.anyOf.isEmpty())
            return tr("%1 loses %n life for each card in their graveyard", "a player", a.amount.n).arg(playerPhrase(a.who));
        Selector theirs = *count->selector;
        theirs.whose.clear();
        if (ownSet)
            theirs.controller = Selector::Who::Any;
        return tr("%1 loses %n life for each %2 they control", "a player, one of a set", a.amount.n)
            .arg(playerPhrase(a.who), selector(theirs, Det::Bare));
    }
    // Round 34: "that player adds {C} for each artifact they control" (Blinkmoth Urn): the set of the player who adds it.
    if (a.kind == ActionKind::AddMana && a.mana == Action::Mana::Symbols && a.amountOf && a.who == QLatin1String("that_player")
        && !a.amount.x && a.amount.n == 1 && !optional) {
        const Expr* count = countPerObject(*a.amountOf);
        if (!count || count->kind != Expr::Kind::Count || count->selector->whose != a.who)
            return std::nullopt;
        Selector theirs = *count->selector;
        theirs.whose.clear();
        return tr("%1 adds %2 for each %3 they control", "a player, mana symbols, one of a set")
            .arg(playerPhrase(a.who), a.text, selector(theirs, Det::Bare));
    }
    // Round 28: "you lose 1 life for each blood counter on ~" (Bloodletter Quill), as "you gain … for each".
    if (a.kind == ActionKind::LoseLife && a.amountOf && a.who.isEmpty() && !a.amount.x && a.amount.n > 0 && !optional
        && countedKind(*a.amountOf)) {
        const Expr* count = countPerObject(*a.amountOf);
        return count ? std::optional<QString>(tr("you lose %n life for each %1", "one of a set", a.amount.n).arg(eachOne(*count)))
                     : std::nullopt;
    }
    // Round 28: "mill a card for each shred counter on ~" (Cephalid Vandal), counted as it resolves (608.2h)
    if (a.kind == ActionKind::Mill && a.amountOf && a.who.isEmpty() && !a.amount.x && a.amount.n == 1) {
        const Expr* count = countPerObject(*a.amountOf);
        return count ? std::optional<QString>(maybe(tr("mill a card for each %1", "one of a set").arg(eachOne(*count))))
                     : std::nullopt;
    }
    // Round 30: "each player draws a card for each charge counter on ~" (Otherworld Atlas): one count, as it
    // resolves, for every player (608.2h)
    if (a.kind == ActionKind::Draw && a.amountOf && a.who == QLatin1String("each_player") && !a.amount.x && a.amount.n == 1
        && !optional) {
        const Expr* count = countPerObject(*a.amountOf);
        return count ? std::optional<QString>(
                           tr("%1 draws a card for each %2", "a player, one of a set").arg(playerPhrase(a.who), eachOne(*count)))
                     : std::nullopt;
    }
    // Round 32: "you may have target player lose life equal to the number of Zombies on the battlefield" (Gempalm
    // Polluter, 603.5): the choice is the ability's controller's, the loss the player's.
    if (a.kind == ActionKind::LoseLife && optional && !a.who.isEmpty() && a.amountOf && !a.amount.x)
        return tr("you may have %1 lose life equal to %2", "a player, an amount").arg(playerPhrase(a.who), expr(*a.amountOf));
    // Round 32: "that player draws that many cards" (Diviner Spirit): the event's amount
    if (a.kind == ActionKind::Draw && a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount && !a.who.isEmpty()
        && !optional)
        return tr("%1 draws that many cards", "a player").arg(playerPhrase(a.who));
    // Round 38: the countered spell's controller mills its mana value (Induce Paranoia, 608.2h): the one target spell.
    if (a.kind == ActionKind::Mill && a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfMoved
        && a.amountOf->who == QLatin1String("target") && a.who == QLatin1String("controller_of_target") && a.amount.x
        && !optional && m_targets.size() == 1 && m_targets.first().sel.word == QLatin1String("spell"))
        return tr("that spell's controller mills X cards, where X is the spell's mana value");
    // Round 27: "that player mills that many cards" (Crosstown Courier): the event's amount (701.13b)
    if (a.kind == ActionKind::Mill && a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount && !a.who.isEmpty()
        && !optional)
        return tr("%1 mills that many cards", "a player").arg(playerPhrase(a.who));
    // Round 37: "target player mills half their library, rounded down" (Traumatize): half the cards of that library.
    if (a.kind == ActionKind::Mill && a.who == QLatin1String("target_player") && a.amount.x && a.amountOf && !optional
        && a.amountOf->kind == Expr::Kind::HalfRoundedDown && a.amountOf->args.size() == 1
        && a.amountOf->args[0].kind == Expr::Kind::Count && a.amountOf->args[0].selector
        && a.amountOf->args[0].selector->zone == Zone::Library && a.amountOf->args[0].selector->whose == a.who)
        return tr("%1 mills half their library, rounded down", "a player").arg(playerPhrase(a.who));
    const bool kindFits = a.kind == ActionKind::Draw || a.kind == ActionKind::GainLife || a.kind == ActionKind::AddMana
        || (a.kind == ActionKind::Damage && a.to && !a.eachPlayer);
    // "draw that many cards" (Expr::CountThisWay): joined to the action it counts (joinedPair)
    if (a.kind == ActionKind::Draw && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay && a.amountOf->value == 0)
        return a.who.isEmpty() ? maybe(tr("draw that many cards"))
                               : tr("%1 draws that many cards", "a player").arg(playerPhrase(a.who));
    // Round 35: the one card milled or revealed just before (Heed the Mists, Interpret the Signs, 202.3).
    if (a.kind == ActionKind::Draw && a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfMoved && a.amountOf->who.isEmpty()
        && a.who.isEmpty() && a.amount.x)
        return maybe(tr("draw cards equal to %1", "an amount").arg(expr(*a.amountOf)));
    // Round 37: the card the one target player discarded just before, dealt to that player (Hellhole Rats, 608.2h).
    if (a.kind == ActionKind::Damage && a.to && a.to->ref == Selector::Ref::Target && m_targets.size() == 1
        && m_targets[0].sel.word == QLatin1String("player") && !a.eachPlayer && a.amountOf
        && a.amountOf->kind == Expr::Kind::ManaValueOfMoved && a.amountOf->who.isEmpty() && a.who.isEmpty() && a.amount.n == 0
        && !a.amount.x && !optional)
        return tr("%1 deals damage to that player equal to that card's mana value", "the source").arg(m_self);
    // Round 43: the one target card's, named again, dealt to each of a group (Volcanic Vision).
    if (a.kind == ActionKind::Damage && a.to && !a.to->isRef() && !a.eachPlayer && a.amountOf
        && a.amountOf->kind == Expr::Kind::ManaValueOfMoved && a.amountOf->who == QLatin1String("that_target") && a.who.isEmpty()
        && a.amount.n == 0 && !a.amount.x && !optional && m_targets.size() == 1)
        return tr("%1 deals damage equal to that card's mana value to each %2", "the source, a kind of permanent")
            .arg(m_self, noun(*a.to, false));
    if (a.kind == ActionKind::Damage && a.to && !a.eachPlayer && a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfMoved
        && a.amountOf->who.isEmpty() && a.who.isEmpty() && a.amount.n == 0 && !a.amount.x && !optional)   // Riddle of Lightning
        return tr("%1 deals damage to %2 equal to %3", "a source, what is dealt damage, an amount")
            .arg(m_self, objectPhrase(*a.to), expr(*a.amountOf));
    // Round 16: an amount of the one target, named in it: "draw cards equal to the power of target creature
    // you control" (Soul's Majesty), "… the number of cards in target opponent's hand" (Recurring Insight).
    if (a.kind == ActionKind::Draw && a.amountOf && a.who.isEmpty() && m_targets.size() == 1) {
        Selector target;
        target.ref = Selector::Ref::Target;
        if (a.amountOf->kind == Expr::Kind::PowerOfTarget && a.amountOf->who != QLatin1String("it_pronoun"))
            return maybe(tr("draw cards equal to the power of %1", "a target creature").arg(objectPhrase(target)));
        if (a.amountOf->kind == Expr::Kind::CardsInHand && a.amountOf->who == QLatin1String("target_player"))
            return maybe(tr("draw cards equal to the number of cards in %1's hand", "a target player")
                             .arg(playerPhrase(QStringLiteral("target_player"))));
    }
    // Round 45: "you gain life equal to the power of target creature you control plus its toughness" (Predator's Rapport,
    // whose "Choose target creature you control. You gain life equal to that creature's power plus its toughness." the
    // import mends to it).
    if (a.kind == ActionKind::GainLife && a.amountOf && a.amountOf->kind == Expr::Kind::Sum && a.amountOf->args.size() == 2
        && a.amountOf->args[0].kind == Expr::Kind::PowerOfTarget && a.amountOf->args[0].who.isEmpty()
        && a.amountOf->args[1].kind == Expr::Kind::ToughnessOfTarget && a.amountOf->args[1].who.isEmpty() && a.who.isEmpty()
        && m_targets.size() == 1 && !m_targetsMentioned && !m_targets[0].mentioned && a.amount.n == 0 && !a.amount.x && !optional) {
        Selector target;
        target.ref = Selector::Ref::Target;
        return tr("you gain life equal to the power of %1 plus its toughness", "a target creature").arg(objectPhrase(target));
    }
    // Round 26: "you may gain life equal to the power of target creature you control" (Wall of Reverence); once an
    // action before named the target, "its power" (Chastise, below)
    if (a.kind == ActionKind::GainLife && a.amountOf && a.amountOf->kind == Expr::Kind::PowerOfTarget && a.amountOf->who.isEmpty()
        && a.who.isEmpty() && m_targets.size() == 1 && !m_targetsMentioned && !m_targets[0].mentioned && a.amount.n == 0 && !a.amount.x) {
        Selector target;
        target.ref = Selector::Ref::Target;
        return (optional ? tr("you may gain life equal to the power of %1", "a target creature")
                         : tr("you gain life equal to the power of %1", "a target creature"))
            .arg(objectPhrase(target));
    }
    // Round 23: the trigger event's object's power or toughness ("draw X cards, where X is its toughness")
    const bool eventObjectPT = a.amountOf && a.kind != ActionKind::Damage && a.amountOf->who == QLatin1String("it_pronoun")
        && (a.amountOf->kind == Expr::Kind::PowerOfTarget || a.amountOf->kind == Expr::Kind::ToughnessOfTarget);
    // Round 45: Priest of Yawgmoth's "add an amount of {B} equal to the sacrificed artifact's mana value" (608.2h).
    const bool sacrificedMana = a.kind == ActionKind::AddMana && a.amountOf && a.amountOf->kind == Expr::Kind::ManaValueOfSacrificed;
    if (!kindFits || !a.amountOf || !a.who.isEmpty() || !(countedKind(*a.amountOf) || eventObjectPT || sacrificedMana))
        return std::nullopt;
    const QString amount = expr(*a.amountOf);
    // Mana counted as it resolves (106.1): "add {G} for each +1/+1 counter on ~", "add X mana of any one
    // color, where X is …"; "add {G} for each Elf you control" below.
    if (a.kind == ActionKind::AddMana && a.amountOf->kind == Expr::Kind::CountersOnSource && a.amount.n == 1)
        return maybe(tr("add %1 for each %2 counter on %3", "mana symbol, a counter kind, the source")
                         .arg(a.text, a.amountOf->counterKind, m_self));
    if (a.kind == ActionKind::AddMana && a.amount.x)
        return a.mana == Action::Mana::AnyColor
            ? std::optional<QString>(maybe(tr("add X mana of any one color, where X is %1", "an amount").arg(amount)))
            : std::nullopt;
    if (a.amount.x) {
        switch (a.kind) {
        case ActionKind::Draw:
            return maybe(tr("draw X cards, where X is %1", "an amount").arg(amount));
        case ActionKind::GainLife:
            return optional ? tr("you may gain X life, where X is %1", "an amount").arg(amount)
                            : tr("you gain X life, where X is %1", "an amount").arg(amount);
        default:   // 603.5: "you may have ~ deal X damage …"
            return (optional ? tr("you may have %1 deal X damage to %2, where X is %3",
                                   "a source, what is dealt damage, an amount")
                             : tr("%1 deals X damage to %2, where X is %3", "a source, what is dealt damage, an amount"))
                // round 23: "… to each creature, where X is …" (Chain Reaction): a set, each of it
                .arg(m_self, a.to->isRef() ? objectPhrase(*a.to) : selector(*a.to, Det::Each), amount);
        }
    }
    // "add an amount of {G} equal to ~'s power": that many of the one symbol (106.1), a total, not one
    // for each object of a set
    if (a.kind == ActionKind::AddMana && a.mana == Action::Mana::Symbols && a.amount.n == 1 && !a.amount.x
        && !countPerObject(*a.amountOf))
        return maybe(tr("add an amount of %1 equal to %2", "a mana symbol, an amount").arg(a.text, amount));
    if (a.amount.n == 0) {
        if (a.kind == ActionKind::AddMana)
            return std::nullopt;
        if (a.kind == ActionKind::Draw)
            return maybe(tr("draw cards equal to %1", "an amount").arg(amount));
        if (a.kind == ActionKind::Damage)
            return (optional ? tr("you may have %1 deal damage to %2 equal to %3",
                                   "a source, what is dealt damage, an amount")
                             : tr("%1 deals damage to %2 equal to %3", "a source, what is dealt damage, an amount"))
                .arg(m_self, objectPhrase(*a.to), amount);
        return optional ? tr("you may gain life equal to %1", "an amount").arg(amount)
                        : tr("you gain life equal to %1", "an amount").arg(amount);
    }
    const Expr* count = countPerObject(*a.amountOf);
    if (!count || (a.kind == ActionKind::AddMana && a.mana != Action::Mana::Symbols))
        return std::nullopt;
    const QString one = eachOne(*count);
    // Round 28: "~ deals 1 damage to target opponent for each creature card in your graveyard" (Lotleth Giant)
    if (a.kind == ActionKind::Damage)
        return a.to->ref == Selector::Ref::Target && !a.object && !optional
            ? std::optional<QString>(tr("%1 deals %2 damage to %3 for each %4", "a source, a number, a target, one of a set")
                                         .arg(m_self)
                                         .arg(a.amount.n)
                                         .arg(objectPhrase(*a.to), one))
            : std::nullopt;
    if (a.kind == ActionKind::AddMana)
        return a.amount.n == 1 ? std::optional<QString>(maybe(tr("add %1 for each %2", "mana symbol, one of a set").arg(a.text, one)))
                               : std::nullopt;
    if (a.kind == ActionKind::Draw)
        return maybe(a.amount.n == 1 ? tr("draw a card for each %1", "one of a set").arg(one)
                                     : tr("draw %1 cards for each %2", "a number, one of a set")
                                           .arg(numberWord(a.amount.n), one));
    return optional ? tr("you may gain %n life for each %1", "one of a set", a.amount.n).arg(one)
                    : tr("you gain %n life for each %1", "one of a set", a.amount.n).arg(one);
}

}   // namespace rulestext
}   // namespace strata
