#include "OracleKickedInstead.h"
#include "OracleKindInstead.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// Only an instruction with no condition, option or follow-up of its own can take "...instead": the
// condition it gets is the negation of the one the new instruction gets.
bool plainInstruction(const Action& before)
{
    return !before.condition && !before.optional && !before.then && !before.ifYouDo && !before.ifYouDont
           && !before.otherwise && before.instead == Action::Instead::None;
}

// Round 31: the negation of two conditions that must both hold ("you control an Urza's Mine and an Urza's
// Tower"): either one fails, "not A or not B"; a Condition's `negated` is its own kind's alone.
Condition eitherFails(const Condition& both)
{
    Condition first = both;
    first.also.reset();
    first.negated = true;
    Condition second = *both.also;
    second.negated = true;
    first.orElse = QSharedPointer<Condition>::create(second);
    return first;
}

// The "instead" wording is the instruction before with a new number; it is done when `holds` holds and the
// instruction before only when it does not.
bool appendInstead(Action& before, const QString& insteadWording, Condition holds, AbilityDef* into)
{
    std::optional<Action> instead = withNewNumber(before, insteadWording);
    if (!instead || *instead == before)
        return false;
    instead->condition = holds;
    if (holds.also) {
        before.condition = eitherFails(holds);
    } else {
        holds.negated = true;
        before.condition = holds;
    }
    into->effect << *instead;
    return true;
}

// Round 45 (`impfx45`): landfall (207.2c), "Whenever a land enters under your control": the one event whose object
// "that land" names.
bool landfallTrigger(const AbilityDef& trigger)
{
    const auto& f = trigger.eventFilter;
    return trigger.kind == AbilityDef::Kind::Triggered && trigger.event == TriggerEvent::PermanentEnters && f && !f->isRef()
        && f->types == quint16(CardType::Land) && f->subtypes.isEmpty() && !f->other && f->anyOf.isEmpty() && !trigger.orEvent;
}

// The kind alone: one land type ("a Forest", 205.3i) or one card type, nothing else about the object.
bool kindOfLandOnly(const Selector& f)
{
    Selector kind;
    kind.types = f.types;
    kind.subtypes = f.subtypes;
    kind.word = f.word;
    return f == kind && (f.types || f.subtypes.size() == 1);
}

}   // namespace

bool insteadIfOfKind(const QString& s, const ConditionOf& conditionOf, AbilityDef* into)
{
    // Round 30: "If that creature is green, prevent the next 2 damage instead." after "Prevent the next 1 damage
    // that would be dealt to any target this turn" (Elvish Healer): the target, as the ability resolves, is a
    // creature of that colour (608.2b); a player or a planeswalker target is not.
    static const QRegularExpression colored(
        QStringLiteral("^if that creature is (white|blue|black|red|green), (prevent the next \\d+ damage) instead$"));
    if (const auto m = colored.match(s); m.hasMatch()) {
        if ((into->kind != AbilityDef::Kind::Activated && into->kind != AbilityDef::Kind::Spell) || into->effect.isEmpty()
            || into->targets.size() != 1 || into->targets.first().word != QLatin1String("any_target"))
            return false;
        Action& before = into->effect.last();
        if (!plainInstruction(before) || before.kind != ActionKind::PreventDamage || !before.to
            || before.to->ref != Selector::Ref::Target)
            return false;
        Selector greenCreature;
        greenCreature.types = quint16(CardType::Creature);
        greenCreature.colors.add(*colorFromName(m.captured(1)));
        Condition c;
        c.kind = Condition::Kind::TargetIs;
        c.filter = QSharedPointer<Selector>::create(greenCreature);
        return appendInstead(before, m.captured(2), c, into);
    }
    static const QRegularExpression ofKind(
        QStringLiteral("^if (that creature|equipped creature|enchanted creature) is (an? [A-Z][a-z]+), (.+) instead$"));
    const auto m = ofKind.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Triggered || into->effect.isEmpty())
        return false;
    Action& before = into->effect.last();
    if (!plainInstruction(before))
        return false;
    // "that creature" is the one target the instruction before acted on (Condition::TargetIs); "equipped
    // creature" the one the source is attached to, as "as long as" reads it (Condition::AttachedIs).
    const bool target = m.captured(1) == QLatin1String("that creature");
    std::optional<Condition> c = target ? targetIsCondition(QStringLiteral("it's ") + m.captured(2), conditionOf, *into)
                                        : conditionOf(m.captured(1) + QStringLiteral(" is ") + m.captured(2));
    if (!c || c->negated || c->also || c->kind != (target ? Condition::Kind::TargetIs : Condition::Kind::AttachedIs))
        return false;
    return appendInstead(before, m.captured(3), *c, into);
}

// Round 27: an activated ability's "If you control four or more creatures, add {G}{G} instead." (Leafkin
// Druid), "If you control a Tezzeret planeswalker, that player loses 3 life instead." (Tezzeret's
// Simulacrum): a condition on the game as the ability resolves, as kicker's is on the spell (608.2c).
bool insteadIfHolds(const QString& s, const ConditionOf& conditionOf, AbilityDef* into)
{
    static const QRegularExpression holds(QStringLiteral("^if ([^,]+), (.+) instead$"));
    const auto m = holds.match(s);
    // Round 28: a spell's too, "If you have the city's blessing, draw three cards instead." (Secrets of the
    // Golden City; a spell's "If this spell was kicked" is OraclePayments.cpp's). Round 32: a triggered
    // ability's too, "If you control a blue permanent and a black permanent, that creature gets +5/+5 until
    // end of turn instead." (Ana Sanctuary), checked as it resolves like the others (608.2c).
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    Action& before = into->effect.last();
    if (!plainInstruction(before))
        return false;
    // The kinds about the one target or the source itself are read by insteadIfOfKind's words or not at all.
    std::optional<Condition> c = conditionOf(m.captured(1));
    // Round 31: "If you control an Urza's Mine and an Urza's Tower": two conditions, the instruction before
    // done when either fails (eitherFails); three or more, or "… or …", are not read.
    const bool twoSimple = c && (!c->also || (!c->orElse && !c->also->also && !c->also->orElse && !c->also->negated));
    if (!c || !twoSimple || c->negated || c->kind == Condition::Kind::TargetIs || c->kind == Condition::Kind::SelfIs
        || c->kind == Condition::Kind::AttachedIs || c->kind == Condition::Kind::Kicked)
        return false;
    return appendInstead(before, m.captured(2), *c, into);
}

bool insteadIfEventLandIs(const QString& s, const ConditionOf& conditionOf, AbilityDef* into)
{
    static const QRegularExpression thatLand(QStringLiteral("^if that land is (an? [A-Z][a-z]+), (.+) instead$"));
    const auto m = thatLand.match(s);
    if (!m.hasMatch() || !landfallTrigger(*into) || !into->targets.isEmpty() || !into->modes.isEmpty()
        || into->effect.size() != 1)
        return false;
    Action& before = into->effect.last();
    if (!plainInstruction(before))
        return false;
    // The kind as "a Forest is on the battlefield" reads it, said of the land that entered instead.
    std::optional<Condition> kind = conditionOf(m.captured(1) + QStringLiteral(" is on the battlefield"));
    if (!kind || kind->kind != Condition::Kind::AnyPlayerControls || !kind->filter || kind->negated || kind->also
        || kind->orElse || !kindOfLandOnly(*kind->filter))
        return false;
    kind->kind = Condition::Kind::TargetIs;
    return appendInstead(before, m.captured(2), *kind, into);
}

}   // namespace strata::import
