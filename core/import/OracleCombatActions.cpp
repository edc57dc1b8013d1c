#include "OracleParser.h"
#include <QHash>
#include <QRegularExpression>

namespace strata::import {

// One-shot combat requirements, each a rule until the turn ends (514.2: "this turn" ends at cleanup)
// that the combat code obeys as far as the restrictions allow (508.1d, 509.1c): "target creature
// attacks this turn if able", "target creature blocks ~ this turn if able", "all creatures able to
// block target creature this turn do so", "~ must be blocked this turn if able"; goad (701.15a) and
// removing a creature from combat (506.4).
// `s` starts in lower case, without its stop.
bool OracleParser::combatAction(const QString& s, Action* a, AbilityDef* into) const
{
    // "Target creature attacks this turn if able": "attacks each combat if able" until the turn ends.
    static const QRegularExpression attacksIfAble(
        QStringLiteral("^(~|target .+|enchanted creature) attacks this turn if able$"));
    // Round 23: a kind before "creature" too, "Target artifact creature blocks ~ this turn if able" (Auriok
    // Siege Sled).
    // Round 35: "up to one target creature defending player controls blocks ~ this combat if able" (Impetuous Devils):
    // the requirement until the combat ends (511.3), the target optional (115.1).
    static const QRegularExpression ifAble(QStringLiteral(
        "^(~|(?:up to one )?target (?:[a-z]+ )?creature(?: [^,]+)?) (blocks ~|must be blocked) this (turn|combat) if able$"));
    static const QRegularExpression allAble(
        QStringLiteral("^all creatures able to block (~|target creature(?: [^,]+)?) this turn do so$"));
    static const QRegularExpression goad(QStringLiteral("^goad (target creature(?: [^,]+)?|all [^,]+)$"));
    // "~ can attack this turn as though it didn't have defender" (702.3b) until the turn ends.
    static const QRegularExpression noDefender(
        QStringLiteral("^(~|target creature(?: [^,]+)?) can attack this turn as though it didn't have defender$"));

    const auto object = [&](const QString& phrase) -> std::optional<Selector> {
        if (phrase == QLatin1String("~")) {
            Selector self;
            self.ref = Selector::Ref::Self;
            return self;
        }
        if (phrase == QLatin1String("enchanted creature")) {   // the Aura's object
            Selector attached;
            attached.ref = Selector::Ref::Attached;
            return attached;
        }
        Selector::Ref r;
        return target(phrase, into, &r);
    };
    const auto rule = [&](const Selector& who, RuleName name) {
        Op op;
        op.kind = Op::Kind::Rule;
        op.rule = name;
        untilEndOfTurn(who, op, a);
        return true;
    };
    // "That creature attacks this turn if able" after an action on the one target creature (Bullwhip);
    // round 25: "That creature can't block this turn." after a counter put on it (Merciless Javelineer),
    // "… can't be blocked this turn" (Stealth Mission): the rule until the turn ends (514.2).
    const Action* last = into->effect.isEmpty() ? nullptr : &into->effect.last();
    const auto namesTheTarget = [](const std::optional<Selector>& x) { return x && x->ref == Selector::Ref::Target; };
    const std::optional<Selector> theTarget = !last || into->targets.size() != 1
            || into->targets.first().types != quint16(CardType::Creature) || into->targets.first().upTo != 0
        ? std::nullopt
        : namesTheTarget(last->to) ? last->to
        : last->kind == ActionKind::PutCounter && namesTheTarget(last->object) ? last->object : std::nullopt;
    // Round 27: "That creature can't block this combat." (Forgestoker Dragon), until the combat ends (511.3).
    static const QHash<QString, RuleName> thatCreatureRules = {{"that creature can't block this turn", RuleName::CantBlock},
        {"that creature can't block this combat", RuleName::CantBlock},
        {"that creature can't be blocked this turn", RuleName::CantBeBlocked}};
    if (const auto r = thatCreatureRules.constFind(s); r != thatCreatureRules.constEnd() && theTarget) {
        rule(*theTarget, *r);
        if (s.endsWith(QLatin1String(" this combat")))
            a->continuous->duration = Duration::EndOfCombat;
        return true;
    }
    const bool thatCreature = s == QLatin1String("that creature attacks this turn if able") && theTarget && last->to;
    if (const auto m = attacksIfAble.match(s); m.hasMatch() || thatCreature) {
        const int before = into->targets.size();
        auto who = thatCreature ? last->to : object(m.captured(1));
        if (!who || who->ref == Selector::Ref::Targets
            || (into->targets.size() > before && into->targets.last().types != quint16(CardType::Creature))) {
            into->targets.resize(before);
            return false;
        }
        return rule(*who, RuleName::AttacksEachCombat);
    }
    // Round 21: "Creatures your opponents control attack this turn if able" (Bident of Thassa): each
    // creature of the set as the ability resolves (611.2c), the requirement until the turn ends (508.1d).
    static const QRegularExpression setAttacksIfAble(QStringLiteral("^(creatures .+) attack this turn if able$"));
    if (const auto m = setAttacksIfAble.match(s); m.hasMatch()) {
        bool plural = false;
        const auto set = objects(m.captured(1), &plural);
        if (!set || !plural || set->isRef() || set->types != quint16(CardType::Creature))
            return false;
        return rule(*set, RuleName::AttacksEachCombat);
    }
    // Round 34: "Creatures you control with defender can attack this turn as though they didn't have defender"
    // (Wakestone Gargoyle): the rule of 702.3b for each creature of the set until the turn ends.
    static const QRegularExpression setNoDefender(
        QStringLiteral("^(creatures .+) can attack this turn as though they didn't have defender$"));
    if (const auto m = setNoDefender.match(s); m.hasMatch()) {
        bool plural = false;
        const auto set = objects(m.captured(1), &plural);
        if (!set || !plural || set->isRef() || set->types != quint16(CardType::Creature))
            return false;
        return rule(*set, RuleName::CanAttackAsThoughNoDefender);
    }
    // Round 25: "It must be blocked this turn if able." after a change of the one target creature (Enlarge):
    // that creature, as "It gains haste until end of turn" is. Round 34: or of the one target land the change
    // made a creature until end of turn (Elemental Uprising; 205.1b, 509.1c).
    const Action* before = into->effect.isEmpty() ? nullptr : &into->effect.last();
    const auto madeCreature = [&]() {
        return into->targets.first().types == quint16(CardType::Land) && before->continuous->duration == Duration::EndOfTurn
            && std::any_of(before->continuous->ops.cbegin(), before->continuous->ops.cend(), [](const Op& o) {
                   return o.kind == Op::Kind::AddTypes && o.cardTypes == quint16(CardType::Creature);
               });
    };
    if (s == QLatin1String("it must be blocked this turn if able") && into->targets.size() == 1 && before
        && before->kind == ActionKind::Continuous && before->continuous && before->continuous->affects
        && before->continuous->affects->ref == Selector::Ref::Target
        && (into->targets.first().types == quint16(CardType::Creature) || madeCreature()))
        return rule(*before->continuous->affects, RuleName::MustBeBlocked);
    // Round 41: "Target creature blocks target creature this turn if able" (Hunt Down, Rimehorn Aurochs): the
    // first target's requirement (509.1c) until the turn ends, the op's filter the second target to block.
    static const QRegularExpression blocksTarget(
        QStringLiteral("^(target creature) blocks (target creature) this turn if able$"));
    if (const auto m = blocksTarget.match(s); m.hasMatch() && into->targets.isEmpty()) {
        const auto blocker = object(m.captured(1));
        Selector::Ref r = Selector::Ref::None;
        const auto blocked = blocker ? target(m.captured(2), into, &r) : std::nullopt;
        if (!blocked || r != Selector::Ref::Target2 || into->targets.size() != 2
            || into->targets.last().types != quint16(CardType::Creature)) {
            into->targets.clear();
            return false;
        }
        rule(*blocker, RuleName::BlocksTargetIfAble);
        a->continuous->ops.last().filter = QSharedPointer<Selector>::create(*blocked);
        return true;
    }
    if (const auto m = ifAble.match(s); m.hasMatch()) {
        const bool blocks = m.captured(2) == QLatin1String("blocks ~");
        // "~ blocks ~" is no instruction a card gives.
        if (blocks && m.captured(1) == QLatin1String("~"))
            return false;
        const auto who = object(m.captured(1));
        if (!who)
            return false;
        rule(*who, blocks ? RuleName::BlocksSourceIfAble : RuleName::MustBeBlocked);
        if (m.captured(3) == QLatin1String("combat"))
            a->continuous->duration = Duration::EndOfCombat;
        return true;
    }
    // ~ or a target that must be a creature, with the rule until the turn ends.
    const auto creatureRule = [&](const QString& phrase, RuleName name) {
        const int before = into->targets.size();
        const auto who = object(phrase);
        if (!who || (into->targets.size() > before && into->targets.last().types != quint16(CardType::Creature))) {
            into->targets.resize(before);
            return false;
        }
        return rule(*who, name);
    };
    if (const auto m = noDefender.match(s); m.hasMatch())
        return creatureRule(m.captured(1), RuleName::CanAttackAsThoughNoDefender);
    // "~ can block an additional creature this turn" (Mounted Archers): the rule of 509.1a until the turn ends.
    static const QRegularExpression additionalBlock(
        QStringLiteral("^(~|target creature(?: [^,]+)?) can block an additional creature this turn$"));
    if (const auto m = additionalBlock.match(s); m.hasMatch())
        return creatureRule(m.captured(1), RuleName::CanBlockAdditionalCreature);
    if (const auto m = allAble.match(s); m.hasMatch()) {
        const auto who = object(m.captured(1));
        return who && rule(*who, RuleName::AllAbleToBlockDoSo);
    }
    if (const auto m = goad.match(s); m.hasMatch()) {
        std::optional<Selector> who;
        if (m.captured(1).startsWith(QLatin1String("target ")))
            who = object(m.captured(1));
        else {
            bool plural = false;
            who = objects(m.captured(1), &plural);
            if (who && (!plural || who->isRef()))
                return false;
        }
        if (!who)
            return false;
        a->kind = ActionKind::Goad;
        a->object = *who;
        return true;
    }
    // 506.4: "untap it and remove it from combat" (the Gustcloaks), "remove that creature from combat"
    // (Lost in the Woods), "remove target attacking creature you control from combat" (Reconnaissance):
    // one creature, which stops being an attacking or blocking creature.
    static const QRegularExpression removeFromCombat(QStringLiteral("^remove (.+) from combat$"));
    if (const auto m = removeFromCombat.match(s); m.hasMatch()) {
        const int before = into->targets.size();
        bool plural = false;
        std::optional<Selector> who = m.captured(1).startsWith(QLatin1String("target "))
            ? object(m.captured(1)) : objects(m.captured(1), &plural);
        if (!who || plural || (!who->isRef() && into->targets.size() == before)) {
            into->targets.resize(before);
            return false;
        }
        a->kind = ActionKind::RemoveFromCombat;
        a->object = *who;
        return true;
    }
    return false;
}

}   // namespace strata::import
