#include "RulesTextWriter.h"
#include "CountersRemovedThisWay.h"
#include <algorithm>
#include <utility>

// The instructions of an effect in order (608.2c): one sentence each, or two joined ("…, then …"), with
// the words that open a branch ("If you do, …", "If you can't, …", "If this spell was kicked, … instead").

namespace strata {
namespace rulestext {

QString spendOnlyClause(Writer& w, const ManaSpendRestriction& r);   // RulesTextGameActions.cpp

namespace {

// Round 45: "If that card is a land card, …. Otherwise, …" (Chaos Harlequin): `b` is done only when the card the
// instruction before them moved is not what `a`'s condition asks (608.2c).
bool otherwiseOfMovedCard(const Action& a, const Action& b)
{
    if (!a.condition || !b.condition || a.condition->kind != Condition::Kind::MovedCardIs || a.condition->negated
        || !b.condition->negated || a.condition->also || a.condition->orElse || a.optional || b.optional)
        return false;
    Condition unNegated = *b.condition;
    unNegated.negated = false;
    return unNegated == *a.condition;
}

// 702.33d: "If this spell was kicked, that creature gets -5/-5 until end of turn instead": `kicked` is
// `before` done only when the spell was kicked, `before` only when it was not (OracleKickedInstead.cpp).
// Round 26: so "If that creature is a Human, put two +1/+1 counters on it instead" (Elder Cathar) and "If
// equipped creature is a Vampire, …" (Blade of the Bloodchief): the kind of the one target or of the
// equipped creature (OracleKindInstead.cpp).
// Round 28: "If this spell was kicked, instead X" (Grow from the Ashes), X of any kind of instruction.
bool insteadWhenKicked(const Action& before, const Action& kicked)
{
    if (!before.condition || !kicked.condition || !before.condition->negated || kicked.condition->negated)
        return false;
    const Condition::Kind k = kicked.condition->kind;
    if (before.kind != kicked.kind && !(k == Condition::Kind::Kicked && kicked.instead == Action::Instead::InsteadFirst))
        return false;
    if (k == Condition::Kind::Kicked)
        return before.condition->kind == k;
    // Round 31: "If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead": the instruction
    // before is done when either fails, "not A or not B" (OracleKindInstead.cpp).
    if (kicked.condition->also && before.condition->orElse) {
        Condition first = *before.condition, second = *before.condition->orElse;
        if (!second.negated)
            return false;
        first.orElse.reset();
        first.negated = second.negated = false;
        first.also = QSharedPointer<Condition>::create(second);
        return first == *kicked.condition;
    }
    Condition replaced = *before.condition;
    replaced.negated = false;
    // Round 27: an activated ability's condition on the game, "If you control four or more creatures, add
    // {G}{G} instead" (OracleKindInstead.cpp).
    return k != Condition::Kind::SelfIs && replaced == *kicked.condition;
}

// Round 39: an instruction of a kicked pair whose target has a threshold beside the kicked state (Overload, Prohibit;
// OracleKickedThreshold.cpp).
bool kickedThreshold(const Action& a)
{
    return a.condition && a.condition->kind == Condition::Kind::Kicked && a.condition->also && !a.condition->also->also
        && a.condition->also->kind == Condition::Kind::TargetIs && !a.condition->orElse;
}

// One token the card defines, plainly created: a part of a list of tokens "create A, B, and C"
// (OracleActionPairs.cpp).
// Round 23: a condition on the kind of the one target the instruction before destroyed or exiled
// ("If that land was a snow land, …"), said in the past (608.2h).
bool kindOfLeftTarget(const Action& before, const Action& a)
{
    return a.condition && a.condition->kind == Condition::Kind::TargetIs && a.condition->filter && !a.condition->negated
        && (before.kind == ActionKind::Destroy || before.kind == ActionKind::Exile) && before.object
        && before.object->ref == Selector::Ref::Target && !before.condition;
}

// Round 45: the kind of the one card the one target player discarded, said of the discard ("If that player discards an
// artifact card this way", Lumengrid Augur; OracleMovedCardValue.cpp).
bool discardedCardIs(const Action& before, const Action& a)
{
    return a.condition && a.condition->kind == Condition::Kind::MovedCardIs && a.condition->filter && !a.condition->negated
        && !a.condition->also && !a.condition->orElse && before.kind == ActionKind::Discard
        && before.who == QLatin1String("target_player") && !before.amount.x && before.amount.n == 1 && !before.condition;
}

// Round 45: the same set of creatures changed again instead, a group no reference names (Guul Draz Overseer).
bool groupChangedAgain(const Action& before, const Action& k)
{
    const auto change = [](const Action& a) {
        return a.kind == ActionKind::Continuous && a.continuous && a.continuous->ops.size() == 1
            && a.continuous->ops[0].kind == Op::Kind::ModifyPT && a.continuous->affects && !a.continuous->affects->isRef()
            && a.continuous->affects->types == quint16(CardType::Creature);
    };
    return change(before) && change(k) && *before.continuous->affects == *k.continuous->affects;
}

bool plainToken(const Action& a)
{
    return a.kind == ActionKind::CreateToken && a.token && !a.amount.x && a.amount.n == 1 && !a.amountOf
        && a.who.isEmpty() && !a.tapped && !a.attacking && !a.optional && !a.condition && !a.then && !a.ifYouDo
        && !a.ifYouDont && !a.otherwise;
}

// How many plain tokens follow one another from `i` on (Wurmcoil Engine's two).
int tokenRun(const QVector<Action>& list, int i)
{
    int n = 0;
    while (i + n < list.size() && plainToken(list[i + n]))
        ++n;
    return n;
}

}   // namespace

std::optional<QString> Writer::coloredCreatureShield(const Action& before, const Action& k)
{
    const Condition& c = *k.condition;
    const bool anyTarget = m_targets.size() == 1 && m_targets.first().sel.word == QLatin1String("any_target");
    if (!anyTarget || c.kind != Condition::Kind::TargetIs || !c.filter || k.kind != ActionKind::PreventDamage
        || before.kind != ActionKind::PreventDamage || k.amount.x || k.to != before.to || c.filter->colors.count() != 1)
        return std::nullopt;
    Selector creature;
    creature.types = quint16(CardType::Creature);
    creature.colors = c.filter->colors;
    if (*c.filter != creature)
        return std::nullopt;
    QString color;
    for (Color each : kAllColors)
        if (creature.colors.has(each))
            color = colorWord(each, Agr{genderOf("creature"), false});
    return tr("if that creature is %1, prevent the next %n damage instead", "a colour adjective; kicker's instead", k.amount.n)
        .arg(color);
}

bool Writer::preventedThisWay(const Action& shield, QStringList* clauses)
{
    if (shield.nested.size() != 1 || clauses->size() != 1)
        return false;
    const Action& k = shield.nested.first();
    if (!k.amountOf || k.amountOf->kind != Expr::Kind::EventAmount || k.optional || k.condition)
        return false;
    if (k.kind == ActionKind::Damage && !k.to && !k.object && k.who == QLatin1String("controller_of_prevented_source")) {
        *clauses << tr("if damage is prevented this way, %1 deals that much damage to that source's controller", "the spell or ability's source")
                        .arg(m_self);
        return true;
    }
    if (!k.who.isEmpty())
        return false;
    if (k.kind == ActionKind::GainLife && !k.to && !k.object) {
        *clauses << tr("you gain life equal to the damage prevented this way");
        return true;
    }
    if (k.kind == ActionKind::Damage && k.to && !k.object) {
        *clauses << tr("if damage is prevented this way, %1 deals that much damage to %2", "the spell or ability's source, a target")
                        .arg(m_self, objectPhrase(*k.to));
        return true;
    }
    if (k.kind == ActionKind::PutCounter && k.object && k.object->ref == Selector::Ref::Target && k.counters.n.x) {
        clauses->first() = tr("%1, and put %2 on %3 for each 1 damage prevented this way", "a prevention, a counter, its target named again")
                               .arg(clauses->first(), counterPhrase(Counters{k.counters.kind, Amount::number(1)}), objectPhrase(*k.object));
        return true;
    }
    return false;
}

QStringList Writer::actions(const QVector<Action>& list, bool optional)
{
    QStringList out;
    // The instruction done instead of another, its objects named again: "it deals 4 damage to that
    // permanent or player", "that creature gets …", "that player discards …", "create four of those
    // tokens" (kicker); round 24, an ability word's paragraph: "~ deals 5 damage to that creature".
    // Round 39: the instruction, then its target's threshold ("… if its mana value is 5 or less"), as branchOpening says it.
    const auto withTargetThreshold = [this](const Action& a, const Condition& threshold, const QString& clause) {
        Action bare = a;
        bare.condition = threshold;
        return branchOpening(bare, clause);
    };
    const auto namedAgain = [this](const Action& k, const Action* before, bool tokensAgain) {
        m_targetIsIt = false;
        for (TargetInfo& t : m_targets)   // named by the instruction replaced
            t.mentioned = true;
        m_targetsMentioned = !m_targets.isEmpty();
        const bool anyTarget = !m_targets.isEmpty() && m_targets.first().sel.word == QLatin1String("any_target");
        // Round 45: "those creatures get +2/+0 until end of turn" (Guul Draz Overseer): the set of creatures the change
        // before named, said again as an ability's targets named again are ("those creatures").
        if (before && groupChangedAgain(*before, k)) {
            const QVector<TargetInfo> targets = std::exchange(m_targets, {});
            const bool mentioned = std::exchange(m_targetsMentioned, true);
            TargetInfo those;
            those.sel = *k.continuous->affects;
            those.described = those.mentioned = true;
            m_targets << those;
            Action again = k;
            Selector thoseCreatures;
            thoseCreatures.ref = Selector::Ref::Targets;
            again.continuous->affects = QSharedPointer<Selector>::create(thoseCreatures);
            const QStringList clauses = action(again, false);
            m_targets = targets;
            m_targetsMentioned = mentioned;
            return clauses;
        }
        if ((k.kind == ActionKind::CreateToken || k.kind == ActionKind::CreateTokenCopy) && tokensAgain)
            return QStringList{tr("create %1 of those tokens", "a number word: four").arg(numberWord(k.amount.n))};
        if (k.kind == ActionKind::Damage && k.to && k.to->ref == Selector::Ref::Target && anyTarget && !k.amount.x)
            return QStringList{tr("%1 deals %2 damage to %3").arg(m_self, QString::number(k.amount.n),
                tr("that permanent or player", "any target, named again"))};
        // Round 41: Shower of Coals' threshold, "~ deals 4 damage to each of those targets" (any targets, up to three).
        if (k.kind == ActionKind::Damage && k.to && k.to->ref == Selector::Ref::Targets && anyTarget && m_targets.size() == 1
            && m_targets.first().upTo > 1 && m_targets.first().upTo != Selector::kAnyNumber && !k.amount.x && !k.amountOf
            && !k.divided && !k.object && k.who.isEmpty() && !k.eachPlayer && !k.cantBePrevented)
            return QStringList{tr("%1 deals %2 damage to each of those targets", "the source, a number: several targets named again")
                                   .arg(m_self, QString::number(k.amount.n))};
        // Round 30: Orim's Touch's kicked shield, "prevent the next 4 damage that would be dealt to that
        // permanent or player this turn".
        if (k.kind == ActionKind::PreventDamage && k.to && k.to->ref == Selector::Ref::Target && anyTarget && !k.amount.x
            && !k.nextTime && !k.dealtInstead && k.who.isEmpty())
            return QStringList{tr("prevent the next %n damage that would be dealt to %1 this turn", nullptr, k.amount.n)
                                   .arg(tr("that permanent or player", "any target, named again"))};
        if (k.kind == ActionKind::Discard && k.who == QLatin1String("target_player") && !k.amount.x && k.amount.n > 1)
            return QStringList{tr("%1 discards %2 cards", "a player, a number").arg(playerPhrase(QStringLiteral("that_player")), numberWord(k.amount.n))};
        if ((k.kind == ActionKind::GainLife || k.kind == ActionKind::LoseLife)   // Rest for the Weary
            && k.who == QLatin1String("target_player")) {
            Action again = k;
            again.who = QStringLiteral("that_player");
            return action(again, false);
        }
        if (auto more = moreAction(k, false, before))
            return *more;
        return action(k, false);
    };
    for (int i = 0; i < list.size(); ++i) {
        // Round 36: "Target player can't cast spells this turn. Creatures that player controls can't attack this
        // turn." (Oriss, Samite Guardian): the player target the rule before named is "that player" after it.
        if (i > 0 && list[i - 1].continuous && m_targets.size() == 1 && m_targets[0].sel.word == QLatin1String("player")
            && std::any_of(list[i - 1].continuous->ops.cbegin(), list[i - 1].continuous->ops.cend(), [](const Op& o) {
                   return o.kind == Op::Kind::PlayerRule && o.filter && o.filter->whose == QLatin1String("target_player");
               }))
            m_targets[0].mentioned = true;
        // Round 45: "Creatures target player controls can't block this turn. ~ deals 1 damage to white or blue creatures that
        // player controls." (Ember Gale): the player target whose set the effect before named is "that player" after it.
        if (i > 0 && list[i - 1].continuous && list[i - 1].continuous->affects
            && list[i - 1].continuous->affects->whose == QLatin1String("target_player") && list[i].to
            && list[i].to->whose == QLatin1String("target_player") && m_targets.size() == 1
            && m_targets[0].sel.word == QLatin1String("player"))
            m_targets[0].mentioned = true;
        // Round 44: "Target player loses 1 life. That player discards a card." (Undercity Plague, Witness the End): the
        // one target player an instruction before did something is "that player" in the instructions after.
        // A pair joined into one sentence names the player once, as "target player" (joinedPair, below).
        const bool thatPlayerAgain = i > 0 && list[i - 1].who == QLatin1String("target_player")
            && list[i].who == QLatin1String("target_player") && m_targets.size() == 1 && !m_targets[0].mentioned
            && m_targets[0].sel.word == QLatin1String("player") && m_targets[0].sel.anyOf.isEmpty();
        if (thatPlayerAgain)
            m_targets[0].mentioned = true;
        // Round 34: "Return target nonland permanent to its owner's hand. If you have the city's blessing, you may put
        // that permanent on top of its owner's library instead." (Expel from Orazca): the optional instruction is
        // chosen first and the return done otherwise (OracleMayInstead.cpp); Oracle prints the return first.
        if (i + 1 < list.size() && list[i].optional && list[i].instead == Action::Instead::ConditionFirst && list[i].condition
            && list[i].kind == ActionKind::PutOnLibrary && list[i].text == QLatin1String("top")
            && list[i + 1].kind == ActionKind::ReturnToHand && list[i + 1].otherwise && list[i].object && list[i + 1].object
            && *list[i].object == *list[i + 1].object) {
            Action returned = list[i + 1];
            returned.otherwise = false;
            const QStringList first = action(returned, false);
            if (first.size() != 1)
                return {};
            out << first.first()
                << tr("if %1, you may put that permanent on top of its owner's library instead", "a condition")
                       .arg(condition(*list[i].condition));
            ++i;
            continue;
        }
        if (i > 0 && insteadWhenKicked(list[i - 1], list[i])) {
            const Action& k = list[i];
            // Round 26: the one target named again by its noun, "that creature is a Human" (608.2b), and the
            // object of the condition then "it": "put two +1/+1 counters on it instead".
            // Round 39: "If Overload was kicked, destroy that artifact if its mana value is 5 or less instead": the
            // kicked state opens the sentence, the target's threshold (Condition::also) follows the instruction.
            Condition c = *k.condition;
            const QSharedPointer<Condition> threshold = kickedThreshold(k) ? std::exchange(c.also, {}) : nullptr;
            // Round 30: "If that creature is green, prevent the next 2 damage instead." (Elvish Healer): any
            // target, a creature of one colour, and the same shield with another number.
            if (const auto colored = coloredCreatureShield(list[i - 1], k)) {
                out << *colored;
                continue;
            }
            // Round 45: with no target, a triggered ability's `target_is` is said of its event's object, "that land is a
            // Forest" (Oran-Rief Hydra, 603.7c), and its counters go on ~, named again.
            const bool ofEventObject
                = std::none_of(m_targets.cbegin(), m_targets.cend(), [](const TargetInfo& t) { return t.described; });
            const Selector::Ref whose = ofEventObject ? Selector::Ref::It : Selector::Ref::Target;
            const QString held = c.kind == Condition::Kind::TargetIs && c.filter
                ? tr("%1 is %2", "a permanent is of some kind").arg(refPhrase(whose).text, selector(*c.filter, Det::Indefinite))
                : condition(c);
            const QString self = m_self;
            m_self = tr("it", "kicker's instead: the spell named again (it deals 4 damage to that creature instead)");
            const bool onSelf = ofEventObject && k.object && k.object->ref == Selector::Ref::Self;
            QStringList clauses = c.kind != Condition::Kind::Kicked && k.kind == ActionKind::PutCounter && !k.amountOf
                ? QStringList{tr("put %1 on %2").arg(counterPhrase(k.counters),
                      onSelf ? self : tr("it", "the object an instead's condition named: put two +1/+1 counters on it instead"))}
                : namedAgain(k, &list[i - 1], true);
            m_self = self;
            if (const auto again = kickedSearchAgain(list[i - 1], k))   // round 40: Sadistic Sacrament
                clauses = QStringList{*again};
            if (clauses.size() != 1)
                return {};
            if (threshold)
                clauses.first() = withTargetThreshold(k, *threshold, clauses.first());
            // Round 28: "If this spell was kicked, instead creatures you control get +2/+2 …" (Bold Defense):
            // the word where Oracle put it (OracleKickedInstead.cpp).
            if (k.instead == Action::Instead::InsteadFirst)
                out << tr("if %1, instead %2", "kicker: a condition, the instruction done instead of the one before")
                           .arg(held, clauses.first());
            else
                out << tr("if %1, %2 instead", "kicker: a condition, the instruction done instead of the one before")
                           .arg(held, clauses.first());
            continue;
        }
        if (i == 0 && list[i].instead != Action::Instead::None && list[i].condition) {
            if (const auto whole = wholeInsteadParagraph(list)) {   // round 41: Kamahl's Sledge, Lightning Surge
                out << *whole;
                m_targetIsIt = false;
                break;
            }
        }
        if (list[i].instead != Action::Instead::None && list[i].condition) {
            // Round 24: "Threshold — ~ deals 5 damage to that creature instead if seven or more cards are in
            // your graveyard" (spellAbility), in the order Oracle prints it.
            const QStringList clauses = namedAgain(list[i], nullptr, false);
            if (clauses.size() != 1)
                return {};
            const QString c = condition(*list[i].condition);
            if (list[i].instead == Action::Instead::ConditionLast)
                out << tr("%1 instead if %2", "an ability word's paragraph: the instruction done instead of the paragraph before, a condition")
                           .arg(clauses.first(), c);
            else if (list[i].instead == Action::Instead::ConditionFirst)
                out << tr("if %1, %2 instead", "an ability word's paragraph: a condition, the instruction done instead of the paragraph before")
                           .arg(c, clauses.first());
            else
                out << tr("if %1, instead %2", "an ability word's paragraph: a condition, the instruction done instead of the paragraph before")
                           .arg(c, clauses.first());
            m_targetIsIt = false;
            continue;
        }
        // "create a 3/3 … token with deathtouch and a 3/3 … token with lifelink": one list (111.1).
        if (const int run = tokenRun(list, i); run > 1) {
            QStringList tokens;
            for (int k = i; k < i + run; ++k)
                tokens << indefinite(tokenPhrase(*list[k].token, false), genderOf("token"));
            out << tr("create %1").arg(joinList(tokens, false));
            i += run - 1;
            continue;
        }
        // A sentence whose subject is the target the sentence before named calls it "it".
        auto namesTarget = [](const Action& x) {
            auto target = [](const std::optional<Selector>& s) { return s && s->ref == Selector::Ref::Target; };
            return target(x.object) || target(x.to)
                || (x.continuous && x.continuous->affects && x.continuous->affects->ref == Selector::Ref::Target);
        };
        // Round 20: so does a fight or bite whose creature is that target, beside a second target ("It
        // fights target creature you don't control.", OracleCreatureActions.cpp).
        const bool targetActs = (list[i].kind == ActionKind::Fight || list[i].kind == ActionKind::PowerDamage)
            && list[i].object && list[i].object->ref == Selector::Ref::Target && !list[i].optional;
        m_targetIsIt = i > 0 && namesTarget(list[i - 1])
            && ((list[i].kind == ActionKind::Continuous && namesTarget(list[i]) && m_targets.size() == 1) || targetActs);
        // Round 20: "Untap those creatures. They gain haste until end of turn.": the creatures the untap
        // named, each target or a set, are "they" (RulesTextEffects.cpp).
        if (i > 0 && list[i].kind == ActionKind::Continuous && list[i - 1].kind == ActionKind::Untap && list[i - 1].object
            && list[i].continuous && list[i].continuous->affects && *list[i].continuous->affects == *list[i - 1].object
            && (list[i - 1].object->ref == Selector::Ref::Targets || !list[i - 1].object->isRef()))
            m_targetIsIt = true;
        // Round 39: "X target creatures can't be blocked this turn. They gain "…" until end of turn." (Open into Wonder).
        if (i > 0 && list[i].kind == ActionKind::Continuous && list[i - 1].kind == ActionKind::Continuous && list[i].continuous
            && list[i - 1].continuous && list[i].continuous->affects && list[i - 1].continuous->affects
            && list[i - 1].continuous->affects->ref == Selector::Ref::Targets && *list[i].continuous->affects == *list[i - 1].continuous->affects)
            m_targetIsIt = true;
        const bool mayFirst = (optional && i == 0) || list[i].optional;
        // Round 25: damage the trigger's object deals, "it deals 2 damage to any target" (120.2b).
        const bool itDeals = list[i].kind == ActionKind::Damage && list[i].object && list[i].object->ref == Selector::Ref::It;
        const QString self = std::exchange(m_self, itDeals ? tr("it", "the object a trigger's event named, as a source of damage") : m_self);
        const bool movedOtherwise = i > 0 && otherwiseOfMovedCard(list[i - 1], list[i]);   // round 45
        Action written = list[i];
        if (movedOtherwise)
            written.condition.reset();
        auto more = moreAction(written, mayFirst, i > 0 ? &list[i - 1] : nullptr);
        QStringList clauses = more ? *more : action(written, optional && i == 0);
        if (movedOtherwise && !clauses.isEmpty())
            clauses.first() = tr("otherwise, %1", "an instruction done only when the card moved before is not of the kind the "
                                                  "condition before it names").arg(clauses.first());
        m_self = self;
        if (list[i].kind == ActionKind::PreventDamage && !list[i].nested.isEmpty() && !preventedThisWay(list[i], &clauses))
            return {};
        if (list[i].cantBePrevented)   // stop 48 (615.12), a sentence of its own
            clauses << tr("the damage can't be prevented", "after an instruction that deals damage");
        if (list[i].spendOnly)   // 106.6: "Spend this mana only to …", a sentence of its own
            clauses << spendOnlyClause(*this, *list[i].spendOnly);
        // "You may pay {1}. If you do, draw a card.": the first action the choice decides says so.
        const bool branchStarts = i == 0 || !sameBranch(list[i - 1], list[i]);
        // Round 35: "If that player does, they lose 2 life." after a target player's sacrifice (Self-Inflicted Wound).
        const bool playerSacrificed = list[i].ifYouDo && i > 0 && list[i - 1].kind == ActionKind::Sacrifice
            && list[i - 1].who == QLatin1String("target_player") && list[i].kind == ActionKind::LoseLife
            && list[i].who == list[i - 1].who && !list[i].amountOf && !list[i].amount.x;
        // Round 35: "If the player does, …" after the choice of the player a trigger's event names (Apathy).
        const bool theirChoice = i > 0 && list[i - 1].optional && list[i - 1].who == QLatin1String("that_player");
        // Round 38: "If that player does, …" after defending player's payment (Mtenda Lion).
        const bool defendingChoice = i > 0 && list[i - 1].optional && list[i - 1].who == QLatin1String("defending_player")
            && list[i - 1].kind == ActionKind::PayMana;
        const bool removedThisWay = countersRemovedBefore(list, i) >= 0;
        if (playerSacrificed && branchStarts && clauses.size() == 1)
            clauses.first() = tr("if that player does, they lose %n life", "after a sacrifice by the target player", list[i].amount.n);
        else if (defendingChoice && list[i].ifYouDo && branchStarts && !clauses.isEmpty())
            clauses.first() = tr("if that player does, %1", "an instruction done only when defending player paid before it")
                                   .arg(clauses.first());
        // Round 38: after "destroy ~ unless you pay …", "If ~ is destroyed this way, …" (Cosmic Horror, 701.8a).
        else if (list[i].ifYouDo && branchStarts && !clauses.isEmpty() && i > 0 && list[i - 1].kind == ActionKind::UnlessPays
                 && list[i - 1].nested.size() == 1 && list[i - 1].nested.first().kind == ActionKind::Destroy
                 && list[i - 1].nested.first().object && list[i - 1].nested.first().object->ref == Selector::Ref::Self)
            clauses.first() = tr("if %1 is destroyed this way, %2", "the source, an instruction done only when it was").arg(m_self, clauses.first());
        // Round 38: after "remove all flood counters from ~", "If no counters were removed this way, …" and
        // "Otherwise, …" (Bounty of the Luxa, text/CountersRemovedThisWay.h).
        else if (removedThisWay && branchStarts && !clauses.isEmpty())
            clauses.first() = (list[i].ifYouDont
                    ? tr("if no counters were removed this way, %1", "an instruction done only when the removal of all counters before it removed none")
                    : tr("otherwise, %1", "an instruction done only when the removal of all counters before it removed some"))
                                  .arg(clauses.first());
        else if (list[i].ifYouDo && branchStarts && !clauses.isEmpty())
            clauses.first() = (theirChoice ? tr("if the player does, %1", "an instruction done only when that player made the choice before it")
                                           : tr("if you do, %1", "an instruction done only when the optional one before it was"))
                                  .arg(clauses.first());
        // 701.17a: "If you can't, …" after a sacrifice that is not a choice (Eldrazi Monument).
        // Round 34: also after a payment of energy that is not a choice (Greenbelt Rampager, 107.14).
        const bool energyBefore = i > 0 && list[i - 1].kind == ActionKind::PayEnergy && list[i - 1].who.isEmpty();
        // Round 38: the sacrifice of the sentence before, with a plain instruction after its ", then" (Xathrid Demon).
        const int sac = i > 1 && list[i - 1].then && !list[i - 1].optional && !list[i - 1].condition
                && list[i - 2].kind == ActionKind::Sacrifice ? i - 2 : i - 1;
        const bool cant = list[i].ifYouDont && i > 0 && (list[sac].kind == ActionKind::Sacrifice || energyBefore)
            && !list[sac].optional && !list[sac].ifYouDont
            && (energyBefore || list[sac].who == QLatin1String("you") || list[sac].who == QLatin1String("that_player"));
        if (cant && branchStarts && !clauses.isEmpty())
            clauses.first() = (energyBefore || list[sac].who == QLatin1String("you")
                    ? tr("if you can't, %1", "an instruction done only when the sacrifice before it could not be")
                    : tr("if the player can't, %1", "an instruction done only when the sacrifice before it could not be"))
                                  .arg(clauses.first());
        else if (branchStarts && !clauses.isEmpty() && i > 0 && kindOfLeftTarget(list[i - 1], list[i])) {
            // Round 23: "Destroy target land. If that land was a snow land, you gain 1 life." (Thermokarst):
            // the target's kind as it last existed (608.2h).
            // Round 26: its colours alone, "If that creature was green or white, …" (Gloomlance).
            Selector that;
            that.ref = Selector::Ref::Target;
            const Selector& kind = *list[i].condition->filter;
            Selector colorsOnly;
            colorsOnly.colors = kind.colors;
            // Round 32: "If that land was nonbasic, …" (Choking Sands): a land not basic (205.4a), said alone.
            Selector nonbasicLand;
            nonbasicLand.types = quint16(CardType::Land);
            nonbasicLand.notSupertypes = quint8(Supertype::Basic);
            // Round 35: "If that creature had a +1/+1 counter on it, …" (Rite of the Serpent): its counters then.
            Selector counterOnly;
            counterOnly.withCounter = kind.withCounter;
            const QString was = !kind.colors.isEmpty() && kind == colorsOnly
                ? colorList(kind.colors, true, Agr{targetNoun(0, false).g, false})
                : kind == nonbasicLand ? tr("nonbasic", "that land was …")
                                       : selector(kind, Det::Indefinite);
            clauses.first() = !kind.withCounter.isEmpty() && kind == counterOnly
                ? tr("if %1 had a %2 counter on it, %3", "the target an instruction destroyed, a counter kind, an instruction")
                      .arg(objectPhrase(that), kind.withCounter, clauses.first())
                : tr("if %1 was %2, %3", "the target an instruction destroyed or exiled, its kind, an instruction")
                      .arg(objectPhrase(that), was, clauses.first());
        } else if (branchStarts && !clauses.isEmpty() && i > 0 && discardedCardIs(list[i - 1], list[i])) {
            // Round 45: "If that player discards an artifact card this way, untap ~." (Lumengrid Augur, 701.8a).
            clauses.first() = tr("if that player discards %1 this way, %2", "a kind of card (an artifact card), an instruction")
                                  .arg(selector(*list[i].condition->filter, Det::Indefinite), clauses.first());
        } else if (branchStarts && !clauses.isEmpty() && !removedThisWay
                   && !(i + 1 < list.size() && insteadWhenKicked(list[i], list[i + 1])))
            clauses.first() = branchOpening(written, clauses.first());   // not kicked: said by the "instead" after it
        else if (!clauses.isEmpty() && kickedThreshold(list[i]) && i + 1 < list.size() && insteadWhenKicked(list[i], list[i + 1]))
            clauses.first() = withTargetThreshold(list[i], *list[i].condition->also, clauses.first());   // round 39: Overload
        // Two instructions printed as one sentence (RulesTextJoinedPairs.cpp).
        if (i > 0 && !out.isEmpty() && clauses.size() == 1 && sameBranch(list[i - 1], list[i])) {
            if (thatPlayerAgain)
                m_targets[0].mentioned = false;
            const bool joined = joinedPair(list[i - 1], list[i], clauses.first(), &out.last());
            if (thatPlayerAgain)
                m_targets[0].mentioned = true;
            if (joined)
                continue;
        }
        // Round 42: Kirtar's Wrath, "destroy all creatures, then create …. Creatures destroyed this way can't be
        // regenerated.": the destroy's own sentence about regeneration goes after the instruction joined to it.
        if (list[i].then && i > 0 && out.size() >= 2 && clauses.size() == 1 && list[i - 1].kind == ActionKind::Destroy
            && list[i - 1].noRegenerate && out.last() == tr("they can't be regenerated")) {
            out[out.size() - 2] = tr("%1, then %2", "two instructions in one sentence").arg(out[out.size() - 2], clauses.first());
            out.last() = tr("creatures destroyed this way can't be regenerated");
            m_targetIsIt = false;
            continue;
        }
        if (list[i].then && !out.isEmpty() && clauses.size() == 1) {
            out.last() = tr("%1, then %2", "two instructions in one sentence").arg(out.last(), clauses.first());
            m_targetIsIt = false;
            continue;
        }
        m_targetIsIt = false;
        out << clauses;
    }
    // 116.2c: "You may pay {W} to end this effect." after the actions of the effect it ends.
    for (const Action& a : list)
        if (a.continuous && a.continuous->duration == Duration::UntilPaidToEnd && !a.continuous->endCost.isEmpty())
            out << tr("you may pay %1 to end this effect", "a mana cost").arg(a.continuous->endCost);
    return out;
}

}   // namespace rulestext
}   // namespace strata
