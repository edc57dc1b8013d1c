#include "OracleEachAmounts.h"
#include "CountOf.h"
#include "CountedOnBoard.h"
#include "OracleParser.h"
#include "OracleTargetPlayerSets.h"
#include <QRegularExpression>

// What "for each …" counts after an instruction ("draw a card for each creature you control", "you gain
// 2 life for each card in your graveyard"): one object of a set the board holds, a card in a hand or
// graveyard, counters on ~, a time a spell was kicked. Moved out of OracleAmountActions.cpp in round 27.

namespace strata::import {

namespace {

// Round 27: "for each card in target opponent's hand" (Gerrard Capashen): the hand of the ability's one
// player target, as the ability resolves (608.2h); the target is chosen as it is put on the stack (601.2c).
bool cardsInTargetsHand(const QString& phrase, const EachReaders& readers, AbilityDef* into, Action* a, int per)
{
    static const QRegularExpression hand(QStringLiteral("^card in (target (?:opponent|player))'s hand$"));
    const auto m = hand.match(phrase);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return false;
    Selector::Ref r;
    if (!readers.target(m.captured(1), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
        into->targets.clear();
        return false;
    }
    Expr cards;
    cards.kind = Expr::Kind::CardsInHand;
    cards.who = QStringLiteral("target_player");
    a->amountOf = timesEach(cards, per);
    a->amount = Amount::number(per);
    return true;
}

}   // namespace

bool eachAmount(const QString& phrase, int per, const EachReaders& readers, AbilityDef* into, Action* a)
{
    // "for each creature your opponents control" (Pygmy Kavu): the writer's singular says "an opponent
    // controls", the same set (the round trip reads the two alike).
    if (phrase == QLatin1String("time it was kicked") || phrase == QLatin1String("time ~ was kicked")) {
        Expr kicks;   // round 25, multikicker (702.33c)
        kicks.kind = Expr::Kind::TimesKicked;
        a->amountOf = timesEach(kicks, per);
        a->amount = Amount::number(per);
        return true;
    }
    // Round 23: "for each -1/-1 counter on ~" (Dusk Urchins, Soulstinger): ~'s, or its last known (608.2h);
    // round 25: "for each basic land type among lands you control" (domain, 305.6).
    if (const auto own = sourceOrDomainCount(phrase)) {
        a->amountOf = timesEach(*own, per);
        a->amount = Amount::number(per);
        return countedOnBoard(*own, *into, false);
    }
    if (cardsInTargetsHand(phrase, readers, into, a, per))
        return true;
    // Round 40: "for each Zubera that died this turn", "for each creature that died this turn" (OracleHistory.cpp).
    if (const auto died = readers.history ? readers.history(QStringLiteral("for each ") + phrase) : std::nullopt;
        died && died->kind == Expr::Kind::CreaturesDiedThisTurn) {
        a->amountOf = timesEach(*died, per);
        a->amount = Amount::number(per);
        return true;
    }
    // Round 39, Phyrexian Swarmlord: "for each poison counter your opponents have" (122.1f), all opponents' together.
    if (phrase == QLatin1String("poison counter your opponents have")) {
        Expr poison;
        poison.kind = Expr::Kind::PlayerCounters;
        poison.counterKind = QStringLiteral("poison");
        poison.who = QStringLiteral("opponents");
        a->amountOf = timesEach(poison, per);
        a->amount = Amount::number(per);
        return true;
    }
    // Round 32: "for each Equipment attached to ~" (Kemba, Kha Regent): those attached to the ability's
    // source (301.5, 303.4) as it resolves (608.2h); a spell is attached to nothing.
    const bool attachedToSelf = phrase.endsWith(QLatin1String(" attached to ~"));
    auto one = readers.countedOne(attachedToSelf ? phrase.chopped(1) + QStringLiteral("it") : phrase);
    if (one && one->attachedToSource && attachedToSelf && into->kind != AbilityDef::Kind::Spell) {
        a->amountOf = timesEach(countOf(*one), per);
        a->amount = Amount::number(per);
        return true;
    }
    // "for each attacking creature": attacking creatures are on the battlefield (506.4), whoever
    // controls them, so the phrase says where they are (Ancestor Dragon).
    if (!one && phrase.startsWith(QLatin1String("attacking "))) {
        bool plural = true;
        const auto attackers = readers.objects(phrase, &plural);
        if (attackers && !plural && attackers->attacking && !attackers->isRef() && attackers->anyOf.isEmpty())
            one = attackers;
    }
    // Round 27: "for each artifact that player controls" (Emissary of Hope): the objects of the player the
    // trigger's event names (603.7c), which eventPlayersFit checks the event has.
    if (!one
        && (phrase.endsWith(QLatin1String(" that player controls"))
            || phrase.endsWith(QLatin1String(" defending player controls")))) {
        bool plural = true;
        const auto set = readers.objects(phrase, &plural);
        if (set && !plural && !set->isRef() && !set->whose.isEmpty() && set->anyOf.isEmpty())
            one = set;
    }
    // Round 22: "for each black creature target opponent controls" (Starlight): the one player target's.
    bool plural = true;
    if (const auto p = one ? std::nullopt : targetPlayersNoun(phrase, *into)) {
        const auto set = readers.objects(p->noun, &plural);
        one = plural ? std::nullopt : ofTargetPlayer(set, *p, into);
    }
    if (!one || one->attachedToSource)
        return false;
    a->amountOf = timesEach(countOf(*one), per);
    a->amount = Amount::number(per);
    return true;
}

}   // namespace strata::import
