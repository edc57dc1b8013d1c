#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Two instructions decided by the same choice or condition: one "If you do, …" opens them both.
bool Writer::sameBranch(const Action& a, const Action& b)
{
    return a.ifYouDo == b.ifYouDo && a.ifYouDont == b.ifYouDont && a.otherwise == b.otherwise
        && (a.kind == ActionKind::Delayed || b.kind == ActionKind::Delayed || a.condition == b.condition);
}

// The words before the first instruction of a branch: "if you don't, …", "otherwise, …" (after a
// choice, 603.5) and "if this spell was kicked, …" (702.33d). "If you do, …" is written by actions().
QString Writer::branchOpening(const Action& a, const QString& clause)
{
    if (a.ifYouDont)
        return tr("if you don't, %1", "an instruction done only when the optional one before it was not").arg(clause);
    if (a.otherwise)
        return tr("otherwise, %1", "an instruction done only when the optional one before it was not").arg(clause);
    if (a.condition && a.condition->negated && a.condition->kind == Condition::Kind::ManaSpentToCast && a.condition->n <= 1)
        for (int i = 0; i < 5; ++i)   // "sacrifice ~ unless {U} was spent to cast ~" (601.2h)
            if (a.condition->colors == ColorSet::of(kAllColors[i]))
                return tr("%1 unless {%2} was spent to cast %3",
                    "an instruction, a mana symbol's letter (W, U, B, R, G), the spell")
                    .arg(clause, QString(QLatin1Char("WUBRG"[i])), m_self);
    // Round 30: "sacrifice ~ unless it was kicked" (Skizzik, 702.33d): the kicked permanent is "it".
    if (a.condition && a.condition->negated && a.condition->kind == Condition::Kind::Kicked && !a.condition->also
        && a.kind == ActionKind::Sacrifice && a.object && a.object->ref == Selector::Ref::Self)
        return tr("%1 unless it was kicked", "an instruction: sacrifice ~").arg(clause);
    // Round 40: "~ deals 2 damage to you unless it came under your control this turn" (Erg Raiders, 302.6), "destroy
    // that creature if it didn't attack this turn" (Aggression): checked as the instruction is done (608.2c).
    if (a.condition && a.condition->negated && !a.condition->also && !a.condition->orElse && a.condition->who.isEmpty()) {
        if (a.condition->kind == Condition::Kind::CameUnderControlThisTurn)
            return tr("%1 unless it came under your control this turn", "an instruction of the source").arg(clause);
        if (a.condition->kind == Condition::Kind::ObjectAttackedThisTurn)
            return tr("%1 if it didn't attack this turn", "an instruction on that creature").arg(clause);
    }
    // Round 19: "counter target spell if it's blue" (Pyroblast): the target's colour as it resolves.
    if (a.condition && a.condition->kind == Condition::Kind::TargetIs && a.condition->filter)
        for (Color c : kAllColors)
            if (a.condition->filter->colors == ColorSet::of(c))
                return tr("%1 if it's %2", "an instruction, a colour").arg(clause, colorWord(c));
    // Round 23: "destroy target creature if it's tapped" (Deathbringer Liege), "put a +1/+1 counter on equipped
    // creature if it's blue" (Ring of Evos Isle): the target's status, or the colour of what ~ is attached to.
    if (const Condition* c = a.condition ? &*a.condition : nullptr; c && !c->negated && !c->also && c->filter) {
        Selector tappedOnly;
        tappedOnly.tapped = true;
        if (c->kind == Condition::Kind::TargetIs && *c->filter == tappedOnly)
            return tr("%1 if it's tapped", "an instruction: destroy target creature").arg(clause);
        Selector legendaryOnly;   // round 36: "put a +1/+1 counter on target creature you control if it's legendary"
        legendaryOnly.supertypes = quint8(Supertype::Legendary);
        if (c->kind == Condition::Kind::TargetIs && *c->filter == legendaryOnly)
            return tr("%1 if it's legendary", "an instruction: put a +1/+1 counter on target creature").arg(clause);
        if (c->kind == Condition::Kind::TargetIs && c->filter->powerAtLeast && c->filter->powerAtLeast == c->filter->powerAtMost) {
            Selector powerOnly;   // round 36: "target creature you control gets +2/+2 until end of turn if its power is 2"
            powerOnly.powerAtLeast = powerOnly.powerAtMost = c->filter->powerAtLeast;
            if (*c->filter == powerOnly)
                return tr("%1 if its power is %2", "an instruction on target creature, a number").arg(clause).arg(*c->filter->powerAtLeast);
        }
        Selector manaValueOnly;   // round 39: "destroy target artifact if its converted mana cost is 2 or less" (Overload)
        manaValueOnly.manaValueAtMost = c->filter->manaValueAtMost;
        if (c->kind == Condition::Kind::TargetIs && c->filter->manaValueAtMost && *c->filter == manaValueOnly)
            return tr("%1 if its mana value is %2 or less", "an instruction on a target, a number").arg(clause).arg(*c->filter->manaValueAtMost);
        Selector leastPowered;   // round 43: Wretched Banquet
        leastPowered.types = quint16(CardType::Creature);
        leastPowered.powerRank = Selector::PowerRank::Least;
        if (c->kind == Condition::Kind::TargetIs && *c->filter == leastPowered)
            return tr("%1 if it has the least power or is tied for least power among creatures on the battlefield",
                "an instruction on target creature")
                .arg(clause);
        Selector colorOnly;
        colorOnly.colors = c->filter->colors;
        const bool onAttached = c->kind == Condition::Kind::AttachedIs && a.object && a.object->ref == Selector::Ref::Attached;
        for (Color k : kAllColors)
            if (onAttached && *c->filter == colorOnly && c->filter->colors == ColorSet::of(k))
                return tr("%1 if it's %2", "an instruction, a colour").arg(clause, colorWord(k));
    }
    // Round 23: "you lose 1 life unless you control another colorless creature" (Reaver Drone), done while
    // you control none (Oracle's "if you don't control an Ogre" says the same).
    if (const Condition* c = a.condition ? &*a.condition : nullptr; c && c->negated
        && c->kind == Condition::Kind::YouControlAtLeast && c->n == 1 && c->atMost <= 0 && !c->also && c->filter
        && c->filter->anyOf.isEmpty()) {
        // Round 38: "… unless they control a commander" (Crimson Honor Guard): any player's commander (903.3), controlled
        // by the player the trigger's event names.
        Selector commander;
        commander.commander = true;
        if (*c->filter == commander && (c->who.isEmpty() || c->who == QLatin1String("that_player")))
            return (c->who.isEmpty() ? tr("%1 unless you control a commander", "an instruction")
                                     : tr("%1 unless they control a commander", "an instruction, said of that player"))
                .arg(clause);
        if (!c->who.isEmpty())
            return clause;   // no other player's "unless" is written
        return c->filter->other ? tr("%1 unless you control another %2", "an instruction, a permanent").arg(clause, noun(*c->filter, false))
                                : tr("%1 unless you control %2", "an instruction, a permanent").arg(clause, selector(*c->filter, Det::Indefinite));
    }
    // Round 39, Ludevic, Necro-Alchemist: "that player may draw a card if an opponent lost life this turn" (608.2c).
    if (const Condition* c = a.condition ? &*a.condition : nullptr; c && a.kind == ActionKind::Draw
        && c->kind == Condition::Kind::OpponentLostLifeThisTurn && c->n <= 1 && !c->negated && !c->also && !c->lastTurn && c->who.isEmpty())
        return tr("%1 if %2", "an instruction, then its own condition, checked as it is done").arg(clause, condition(*c));
    if (a.condition && a.kind != ActionKind::Delayed)
        return tr("if %1, %2", "a condition, an instruction").arg(condition(*a.condition), clause);
    return clause;
}

// Round 35: "that player may pay {3}. If they don't, ~ deals 2 damage to that player and you tap that creature."
// (Mind Whip), "that player may sacrifice a creature. If they don't, that player loses 5 life and you sacrifice ~."
// (Pillar Tombs of Aku): a payment offered to the player a trigger's event names, then two instructions done when it
// is declined, the second one yours (118.12: the same as "… unless that player pays {3}").
std::optional<QStringList> Writer::offeredToThatPlayer(const Action& a, bool optional)
{
    if (a.nested.size() != 2 || optional)
        return std::nullopt;
    const Action& second = a.nested[1];
    const bool thatPlayer = a.unlessPayment.isEmpty()
        ? a.who == QLatin1String("that_player")
        : a.who == QLatin1String("they") && a.nested.first().who == QLatin1String("that_player");
    if (!thatPlayer || (second.kind != ActionKind::Tap && second.kind != ActionKind::Sacrifice) || !second.who.isEmpty())
        return std::nullopt;
    const QStringList both = actions(a.nested, false);
    if (both.size() != 2)
        return std::nullopt;
    if (a.unlessPayment.isEmpty())
        return QStringList{tr("that player may pay %1. If they don't, %2 and you %3",
            "a cost; two instructions: ~ deals 2 damage to that player, tap that creature")
                .arg(a.text, both[0], lcfirst(both[1]))};
    return QStringList{tr("that player may %1. If they don't, %2 and you %3",
        "a payment: sacrifice a creature; two instructions: that player loses 5 life, sacrifice ~")
            .arg(lcfirst(costText(a.unlessPayment)), both[0], lcfirst(both[1]))};
}

// "Tap ~ unless you pay 1 life", "return target creature to its owner's hand unless its controller
// pays {1}" (118.12): the instruction the payment prevents, then who may pay what.
std::optional<QStringList> Writer::unlessPays(const Action& a, bool optional)
{
    if (auto offered = a.amountOf ? std::nullopt : offeredToThatPlayer(a, optional))   // round 35: Mind Whip, Pillar Tombs of Aku
        return offered;
    // Round 32: two instructions the writer joins into one sentence, under the one payment (Elder Spawn).
    if (a.nested.size() != 1 && (a.nested.size() != 2 || a.unlessPayment.isEmpty()))
        return std::nullopt;
    const QStringList inner = actions(a.nested, optional);
    if (inner.size() != 1)
        return std::nullopt;
    if (!a.unlessPayment.isEmpty() && a.who == QLatin1String("they"))   // "… unless they discard an artifact card"
        return QStringList{tr("%1 unless they %2", "an instruction, a payment: discard an artifact card")
                .arg(inner.first(), lcfirst(costText(a.unlessPayment)))};
    if (!a.unlessPayment.isEmpty() && a.who.isEmpty())   // "sacrifice ~ unless you return a land you control to its owner's hand"
        return QStringList{tr("%1 unless you %2", "an instruction, a payment: return a land you control to its owner's hand")
                .arg(inner.first(), lcfirst(costText(a.unlessPayment)))};
    // Round 40: "counter target spell unless its controller discards their hand" (Perplex).
    if (a.unlessPayment.size() == 1 && a.unlessPayment.first().kind == CostKind::DiscardHand && a.who == QLatin1String("controller_of_target"))
        return QStringList{tr("%1 unless its controller discards their hand", "an instruction: counter target spell").arg(inner.first())};
    // Round 43: "counter that spell unless its controller discards a card" (Reality Smasher): the spell that targeted ~.
    if (a.unlessPayment.size() == 1 && a.unlessPayment.first().kind == CostKind::Discard && a.unlessPayment.first().amount == 1
        && !a.unlessPayment.first().card && a.who == QLatin1String("controller_of_that") && a.nested.size() == 1
        && a.nested.first().kind == ActionKind::CounterSpell)
        return QStringList{tr("%1 unless its controller discards a card", "an instruction: counter that spell").arg(inner.first())};
    if (!a.unlessPayment.isEmpty())   // no other payer pays with permanents or cards yet
        return std::nullopt;
    // Round 37: "{1} for each vortex counter on ~" (Energy Vortex): the mana once for each counter on ~.
    // Round 40: "{1} for each card in your hand" (Megatherium): the cards of a zone, not the battlefield's.
    const bool perCard = a.amountOf && a.amountOf->kind == Expr::Kind::Count && a.amountOf->selector
        && a.amountOf->selector->where == Selector::Where::Specific && a.amountOf->selector->zone == Zone::Hand;
    if (a.amountOf && a.amountOf->kind != Expr::Kind::CountersOnSource && !perCard)
        return std::nullopt;
    const QString cost = !a.amountOf ? a.text
        : perCard ? tr("%1 for each %2", "a mana cost, one of a set: card in your hand").arg(a.text, selector(*a.amountOf->selector, Det::Bare))
                  : tr("%1 for each %2 counter on %3", "a mana cost, a counter kind, the source")
                        .arg(a.text, a.amountOf->counterKind, m_self);
    if (a.who == QLatin1String("controller_of_target") || a.who == QLatin1String("controller_of_that"))
        return QStringList{tr("%1 unless its controller pays %2", "an instruction, a cost").arg(inner.first(), cost)};
    if (a.who == QLatin1String("that_player"))
        return QStringList{tr("%1 unless that player pays %2", "an instruction, a cost").arg(inner.first(), cost)};
    // Round 34: a search's instructions under one payment, the payment said first (Rhystic Tutor): after "then
    // shuffle" it would seem to spare the shuffle only (118.12).
    if (a.who == QLatin1String("any_player") && a.nested.first().kind == ActionKind::SearchLibrary)
        return QStringList{tr("unless any player pays %1, %2", "a cost, an instruction: search your library …").arg(cost, inner.first())};
    if (a.who == QLatin1String("any_player"))
        return QStringList{tr("%1 unless any player pays %2", "an instruction, a cost").arg(inner.first(), cost)};
    if (a.who == QLatin1String("they") && a.nested.first().kind == ActionKind::Drain && a.nested.first().drain
        && a.nested.first().drain->kind == Expr::Kind::Const)   // round 40: Rhystic Syphon, the payment first
        return QStringList{tr("unless target player pays %1, they lose %n life and you gain %n life", "a cost",
            a.nested.first().drain->value).arg(cost)};
    if (a.who == QLatin1String("they"))
        return QStringList{tr("%1 unless they pay %2", "an instruction, a cost").arg(inner.first(), cost)};
    return QStringList{tr("%1 unless you pay %2", "an instruction, a cost").arg(inner.first(), cost)};
}

// "Remove a +1/+1 counter from ~" (122.8).
QString Writer::removeCounter(const Action& a, bool optional, const Action* previous)
{
    // "remove all +1/+1 counters from ~" (122.8): as many as are on ~ (Expr::CountersOnSource of that kind)
    const bool all = a.amountOf && a.amountOf->kind == Expr::Kind::CountersOnSource && a.amountOf->counterKind == a.counters.kind;
    // Round 40: counters of any kind, "remove a counter from target permanent" (Thrull Parasite), "remove all counters
    // from target permanent" (Vampire Hexmage): the kind the card format calls "any" (122.1).
    if (a.counters.kind == QLatin1String("any") && a.object && (all || (!a.amountOf && a.counters.n == Amount::number(1)))) {
        const QString from = objectPhrase(*a.object);
        const QString clause = all ? tr("remove all counters from %1", "an object") : tr("remove a counter from %1", "an object");
        return optional ? tr("you may %1", "an optional instruction").arg(clause.arg(from)) : clause.arg(from);
    }
    if (auto counted = all ? std::nullopt : countedAction(a, optional))   // round 34: "… for each …"
        return *counted;
    // round 21: "remove all gold counters from all creatures": from each object a set names
    if (all && a.object && !a.object->isRef()) {
        const QString clause = pickG(selectorGender(*a.object),
            QT_TRANSLATE_NOOP3("RulesText", "remove all %1 counters from all %2", "a kind of counter, plural noun; %2 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "remove all %1 counters from all %2", "a kind of counter, plural noun; %2 is feminine"))
                                   .arg(a.counters.kind, selector(*a.object, Det::Plural));
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    }
    // Round 26: "… gains hexproof until end of turn. Remove all -1/-1 counters from it." (Hapatra's Mark): the
    // one target the instruction before named.
    const auto namesTarget = [](const Action& x) {
        const auto target = [](const Selector* s) { return s && s->ref == Selector::Ref::Target; };
        return target(x.object ? &*x.object : nullptr) || (x.continuous && target(x.continuous->affects.data()));
    };
    const bool it = previous && namesTarget(*previous) && a.object && a.object->ref == Selector::Ref::Target
        && m_targets.size() == 1;
    const QString from
        = it ? tr("it", "the one target the instruction before named") : objectPhrase(a.object.value_or(Selector()));
    const QString clause = all ? tr("remove all %1 counters from %2", "a kind of counter, an object").arg(a.counters.kind, from)
                               : tr("remove %1 from %2", "counters, an object").arg(counterPhrase(a.counters), from);
    return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
}

}   // namespace rulestext
}   // namespace strata
