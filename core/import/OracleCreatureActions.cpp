#include "OracleEarlierTarget.h"
#include "OracleParser.h"
#include "model/Types.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

namespace {

// One creature, not "up to" one nor a union: only creatures fight (701.14a), and a bite's damage is its
// creature's power.
bool oneCreature(const Selector& t)
{
    return t.anyOf.isEmpty() && t.word.isEmpty() && t.types == quint16(CardType::Creature) && t.upTo == 0 && !t.upToX;
}

}   // namespace

bool earlierTargetNamed(const AbilityDef& into)
{
    if (into.kind != AbilityDef::Kind::Spell || into.targets.size() != 1 || into.effect.isEmpty()
        || !oneCreature(into.targets.first()))
        return false;
    auto named = [](const std::optional<Selector>& x) { return x && x->ref == Selector::Ref::Target; };
    const Action& before = into.effect.last();
    // Round 36: a condition on that target's own kind leaves it named ("Put a +1/+1 counter on target creature you
    // control if it's legendary. Then it fights …", Ancient Animus): the target is there either way (608.2c).
    const bool kindOfIt = before.condition && before.condition->kind == Condition::Kind::TargetIs;
    return !before.optional && (!before.condition || kindOfIt)
        && (named(before.object) || named(before.to)
            || (before.continuous && before.continuous->affects && before.continuous->affects->ref == Selector::Ref::Target));
}

std::optional<Selector> earlierTargetAgain(const QString& phrase, const AbilityDef& into)
{
    if ((phrase != QLatin1String("that creature") && phrase != QLatin1String("it")) || !earlierTargetNamed(into))
        return std::nullopt;
    Selector it;
    it.ref = Selector::Ref::Target;
    return it;
}

// Creatures acting on each other: "target creature you control fights target creature you don't
// control" (701.14a), "~ fights up to one target creature", and the "bite", "target creature you
// control deals damage equal to its power to target creature or planeswalker you don't control"
// (120.3: the creature is the source of that damage). `s` starts in lower case, without its stop.
bool OracleParser::creatureActions(const QString& s, Action* a, AbilityDef* into) const
{
    static const QRegularExpression fight(
        QStringLiteral("^(~|enchanted creature|equipped creature|target .+?) fights (~|another target .+|(?:up to one )?target .+)$"));
    static const QRegularExpression bite(
        QStringLiteral("^(~|target .+?) deals damage equal to its power to (~|any target|another target .+|(?:up to one )?target .+)$"));
    // Round 36: "target creature an opponent controls deals damage equal to its power to that player" (Dong Zhou, the
    // Tyrant): that player is the opponent who controls the target, the damage its creature's (120.3).
    if (s == QLatin1String("target creature an opponent controls deals damage equal to its power to that player")
        && into->targets.isEmpty()) {
        Selector::Ref r;
        const auto biter = target(QStringLiteral("target creature an opponent controls"), into, &r);
        if (!biter || r != Selector::Ref::Target) {
            into->targets.clear();
            return false;
        }
        a->kind = ActionKind::PowerDamage;
        a->object = *biter;
        a->who = QStringLiteral("controller_of_target");
        return true;
    }
    // "Target creature deals damage to itself equal to its power" (Repentance): a bite whose creature is
    // also what it damages (120.3).
    static const QRegularExpression itself(
        QStringLiteral("^(target creature) deals damage to itself equal to its power$"));
    if (const auto m = itself.match(s); m.hasMatch()) {
        Selector::Ref r;
        const auto what = target(m.captured(1), into, &r);
        if (!what)
            return false;
        a->kind = ActionKind::PowerDamage;
        a->object = *what;
        a->to = *what;
        return true;
    }
    // Round 20: "Whenever a creature enters under your control, it explores" (Path of Discovery): the
    // event's creature (603.7c).
    if (s == QLatin1String("it explores") && into->kind == AbilityDef::Kind::Triggered && namesEventObject(into->event)) {
        a->kind = ActionKind::Explore;
        Selector it;
        it.ref = Selector::Ref::It;
        it.word = QStringLiteral("it");
        a->object = it;
        return true;
    }
    // Round 25: "Whenever a creature enters under your control, it deals damage equal to its power to any
    // target" (Warstorm Surge), "… that creature fights target creature an opponent controls" (Gruul
    // Ragebeast): the event's creature (603.7c) fights or bites the ability's one target.
    static const QRegularExpression eventCreature(QStringLiteral(
        "^(it|that creature) (fights|deals damage equal to its power to) (any target|target .+)$"));
    if (const auto e = eventCreature.match(s); e.hasMatch() && into->kind == AbilityDef::Kind::Triggered
        && namesEventObject(into->event) && into->targets.isEmpty() && into->eventFilter
        && oneCreature(*into->eventFilter)) {
        const bool fights = e.captured(2) == QLatin1String("fights");
        Selector::Ref r;
        const auto other = target(e.captured(3), into, &r);
        if (!other || r != Selector::Ref::Target || (fights && !oneCreature(into->targets.last()))) {
            into->targets.clear();
            return false;
        }
        a->kind = fights ? ActionKind::Fight : ActionKind::PowerDamage;
        a->object = Selector();
        a->object->ref = Selector::Ref::It;
        if (e.captured(1) == QLatin1String("it"))
            a->object->word = QStringLiteral("it");
        a->to = *other;
        return true;
    }
    // Round 20: "Target creature you control gets +1/+0 until end of turn. It fights target creature you
    // don't control." (Swift Kick), "Put a +1/+1 counter on target creature you control. Then that
    // creature deals damage equal to its power to target creature or planeswalker you don't control."
    // (Domri's Ambush), "Tap target creature. It deals damage equal to its power to another target
    // creature." (Deadshot): the creature that fights or bites is the one target the instruction before
    // named (608.2c), and what it fights or damages is the spell's second target.
    static const QRegularExpression earlier(QStringLiteral(
        "^(?:then )?(?:it|that creature) (fights|deals damage equal to its power to) ((?:another )?target .+)$"));
    if (const auto e = earlier.match(s); e.hasMatch()) {
        if (!earlierTargetNamed(*into))
            return false;
        const bool fights = e.captured(1) == QLatin1String("fights");
        Selector::Ref r;
        const auto second = target(e.captured(2), into, &r);
        if (!second || r != Selector::Ref::Target2 || (fights && !oneCreature(into->targets.last()))) {
            into->targets.resize(1);
            return false;
        }
        a->kind = fights ? ActionKind::Fight : ActionKind::PowerDamage;
        a->object = Selector();
        a->object->ref = Selector::Ref::Target;
        a->to = *second;
        return true;
    }
    // Round 25: "~ deals damage equal to its power to target creature. That creature deals damage equal to
    // its power to ~." (Karplusan Yeti, Tahngarth): the target bites back as the same ability resolves
    // (120.3). It is no fight (701.14a): the two amounts of damage are dealt one after the other, and no
    // state-based action is checked between them (704.3), so a target the first destroys still bites.
    static const QRegularExpression back(QStringLiteral("^(?:it|that creature) deals damage equal to its power to ~$"));
    if (back.match(s).hasMatch()) {
        const Action* before = into->effect.isEmpty() ? nullptr : &into->effect.last();
        if (!before || into->targets.size() != 1 || before->kind != ActionKind::PowerDamage || !before->object
            || before->object->ref != Selector::Ref::Self || !before->to || before->to->ref != Selector::Ref::Target
            || before->optional || before->condition)
            return false;
        a->kind = ActionKind::PowerDamage;
        a->object = *before->to;
        a->to = *before->object;
        return true;
    }
    auto m = fight.match(s);
    const bool isFight = m.hasMatch();
    if (!isFight)
        m = bite.match(s);
    if (!m.hasMatch())
        return false;
    const int targetsBefore = into->targets.size();
    // ~, or a target; "another target creature" is the selector's `other`, which the writer names so
    // (the event player checks it against the source only: docs/importer.md).
    auto fighter = [&](QString phrase) -> std::optional<Selector> {
        if (phrase == QLatin1String("~")) {
            Selector self;
            self.ref = Selector::Ref::Self;
            return self;
        }
        // Round 30: "you may have enchanted creature fight target creature an opponent controls" (Cartouche
        // of Strength): the creature the Aura or Equipment is attached to (303.4a, 301.5a) fights; it is
        // no target, and the event player checks that it is a creature as the fight begins (701.14b).
        if (phrase == QLatin1String("enchanted creature") || phrase == QLatin1String("equipped creature")) {
            Selector attached;
            attached.ref = Selector::Ref::Attached;
            return attached;
        }
        const bool another = phrase.startsWith(QLatin1String("another target "));
        if (another)
            phrase = phrase.mid(8);
        Selector::Ref r;
        auto sel = target(phrase, into, &r);
        if (!sel || r == Selector::Ref::Targets)
            return std::nullopt;
        if (another)
            into->targets.last().other = true;
        return sel;
    };
    const auto first = fighter(m.captured(1));
    const auto second = first ? fighter(m.captured(2)) : std::nullopt;
    if (!first || !second) {
        into->targets.resize(targetsBefore);
        return false;
    }
    // Only creatures fight (701.14a), and the source of a bite is a creature (its power); what a bite
    // damages may be any target. "another" may name the second target only.
    for (int k = targetsBefore; k < into->targets.size(); ++k) {
        const Selector& t = into->targets[k];
        // Round 35: or of creature types only, "target Bear you control fights …" (Ayula, Queen Among Bears): the event
        // player checks that it is a creature as the fight begins (701.14b).
        const bool creatureTypes = t.anyOf.isEmpty() && t.word.isEmpty() && !t.types && !t.subtypes.isEmpty()
            && std::all_of(t.subtypes.cbegin(), t.subtypes.cend(),
                [](SubtypeId id) { return SubtypeRegistry::instance().kind(id) == SubtypeKind::Creature; });
        const bool creature = creatureTypes || (t.anyOf.isEmpty() && t.word.isEmpty() && t.types == quint16(CardType::Creature));
        const bool source = k == targetsBefore && first->ref != Selector::Ref::Self && first->ref != Selector::Ref::Attached;
        if ((!creature && (isFight || source)) || (t.other && k == targetsBefore)) {
            into->targets.resize(targetsBefore);
            return false;
        }
    }
    a->kind = isFight ? ActionKind::Fight : ActionKind::PowerDamage;
    a->object = *first;
    a->to = *second;
    return true;
}

}   // namespace strata::import
