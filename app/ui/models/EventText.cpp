#include "EventText.h"
#include "DisplayText.h"
#include "play/Monarch.h"

namespace strata::ui {

namespace {

QString names(const GameState& state, const QStringList& ids)
{
    QStringList out;
    for (const QString& id : ids)
        out << EventText::objectName(state, id);
    return out.join(QStringLiteral(", "));
}

}   // namespace

QString EventText::stepShortName(Step step)
{
    switch (step) {
    case Step::Untap:
        return tr("Un", "short for the untap step");
    case Step::Upkeep:
        return tr("Up", "short for the upkeep step");
    case Step::Draw:
        return tr("Dr", "short for the draw step");
    case Step::Main1:
        return tr("M1", "short for main phase 1");
    case Step::BeginningOfCombat:
        return tr("BC", "short for the beginning of combat step");
    case Step::DeclareAttackers:
        return tr("DA", "short for the declare attackers step");
    case Step::DeclareBlockers:
        return tr("DB", "short for the declare blockers step");
    case Step::FirstStrikeDamage:
        return tr("FS", "short for the first-strike damage step");
    case Step::CombatDamage:
        return tr("CD", "short for the combat damage step");
    case Step::EndOfCombat:
        return tr("EC", "short for the end of combat step");
    case Step::Main2:
        return tr("M2", "short for main phase 2");
    case Step::End:
        return tr("En", "short for the end step");
    case Step::Cleanup:
        return tr("Cl", "short for the cleanup step");
    }
    return QString();
}

QString EventText::stepName(Step step)
{
    switch (step) {
    case Step::Untap:
        return tr("Untap");
    case Step::Upkeep:
        return tr("Upkeep");
    case Step::Draw:
        return tr("Draw");
    case Step::Main1:
        return tr("Main 1");
    case Step::BeginningOfCombat:
        return tr("Beginning of combat");
    case Step::DeclareAttackers:
        return tr("Declare attackers");
    case Step::DeclareBlockers:
        return tr("Declare blockers");
    case Step::FirstStrikeDamage:
        return tr("First-strike damage");
    case Step::CombatDamage:
        return tr("Combat damage");
    case Step::EndOfCombat:
        return tr("End of combat");
    case Step::Main2:
        return tr("Main 2");
    case Step::End:
        return tr("End");
    case Step::Cleanup:
        return tr("Cleanup");
    }
    return QString();
}

QString EventText::objectName(const GameState& state, const QString& id)
{
    if (const GameObject* o = state.object(id); o && o->card)
        return o->card->name();
    if (state.player(id))
        return DisplayText::playerName(state, id);
    if (id == kMonarchSource)   // the source of the monarch's inherent triggered abilities (725.2)
        return tr("the monarch");
    return id;
}

QStringList EventText::happened(const EventOutcome& outcome)
{
    QStringList lines;
    for (int i = 0; i < outcome.happened.size(); ++i)
        lines << (i < int(outcome.happenedText.size()) ? line(outcome.happenedText[i], outcome.happened[i])
                                                        : outcome.happened[i]);
    return lines;
}

QString EventText::stackItemName(const GameState& state, const StackItem& item)
{
    switch (item.kind) {
    case StackItem::Kind::Spell:   // a copy of a spell has no object of its own (707.10)
        return item.copyOf.isEmpty() ? objectName(state, item.id) : tr("a copy of %1").arg(objectName(state, item.copyOf));
    case StackItem::Kind::Activated:
        return tr("%1's activated ability").arg(objectName(state, item.source));
    case StackItem::Kind::Triggered:
        if (item.source == kMonarchSource && !state.object(item.source))   // 725.2: no source object
            return tr("the monarch's triggered ability");
        return item.trigger.delayed ? tr("%1's delayed triggered ability").arg(objectName(state, item.source))
                                    : tr("%1's triggered ability").arg(objectName(state, item.source));
    }
    return item.id;
}

QString EventText::stackItemName(const GameState& state, const QString& itemId)
{
    if (itemId == QLatin1String("top"))
        return state.stack.isEmpty() ? tr("the top of the stack") : stackItemName(state, state.stack.last());
    for (const StackItem& item : state.stack)
        if (item.id == itemId)
            return stackItemName(state, item);
    return objectName(state, itemId);
}

QString EventText::moveText(const GameEvent& e, const GameState& before)
{
    const QString what = names(before, e.objects);
    const bool several = e.objects.size() > 1;
    switch (e.to) {
    case Zone::Battlefield:
        return several ? tr("%1 enter the battlefield").arg(what) : tr("%1 enters the battlefield").arg(what);
    case Zone::Graveyard: {
        // 700.4: a creature put into a graveyard from the battlefield dies.
        const GameObject* o = before.object(e.objects.value(0));
        if (!several && o && o->zone == Zone::Battlefield && o->card
            && o->card->front.type.has(CardType::Creature))
            return tr("%1 dies").arg(what);
        return several ? tr("%1 are put into the graveyard").arg(what)
                       : tr("%1 is put into the graveyard").arg(what);
    }
    case Zone::Exile:
        return several ? tr("%1 are exiled").arg(what) : tr("%1 is exiled").arg(what);
    case Zone::Hand:
        return several ? tr("%1 are put into the hand").arg(what) : tr("%1 is put into the hand").arg(what);
    case Zone::Library:
        return several ? tr("%1 are put into the library").arg(what) : tr("%1 is put into the library").arg(what);
    default:
        return tr("%1 change zone").arg(what);
    }
}

QString EventText::setText(const GameEvent& e, const GameState& before)
{
    QStringList parts;
    for (const Player& p : before.players) {
        if (e.life.contains(p.id))
            parts << tr("%1's life becomes %2").arg(p.name).arg(e.life.value(p.id));
        if (e.poison.contains(p.id))
            parts << tr("%1 has %2 poison counters").arg(p.name).arg(e.poison.value(p.id));
    }
    for (const GameEvent::ObjectSetting& s : e.settings)
        parts << tr("%1 is set up").arg(objectName(before, s.id));
    return parts.isEmpty() ? tr("Nothing is set") : parts.join(QStringLiteral(", "));
}

QString EventText::action(const GameEvent& e, const GameState& before)
{
    switch (e.verb) {
    case GameEvent::Verb::Move:
        return moveText(e, before);
    case GameEvent::Verb::Cast: {
        const GameObject* o = before.object(e.object);
        const QString caster = o ? DisplayText::playerName(before, o->controller) : QString();
        return caster.isEmpty() ? tr("%1 is cast").arg(objectName(before, e.object))
                                : tr("%1 is cast (%2)", "card, player").arg(objectName(before, e.object), caster);
    }
    case GameEvent::Verb::Activate:
        return tr("Ability %1 of %2 is activated").arg(e.abilityIndex).arg(objectName(before, e.object));
    case GameEvent::Verb::Resolve:
        return tr("%1 resolves").arg(stackItemName(before, e.resolveItem));
    case GameEvent::Verb::Begin:
        return tr("%1 begins").arg(stepName(e.step));
    case GameEvent::Verb::Attack:
        return tr("Attackers are declared");
    case GameEvent::Verb::Block:
        return tr("Blockers are declared");
    case GameEvent::Verb::Damage: {
        QStringList parts;
        for (const GameEvent::DamageDealt& d : e.damage)
            parts << tr("%1 deals %2 damage to %3")
                         .arg(objectName(before, d.source))
                         .arg(d.amount)
                         .arg(objectName(before, d.to));
        return parts.join(QStringLiteral("; "));
    }
    case GameEvent::Verb::Set:
        return setText(e, before);
    }
    return e.id;
}

QString EventText::consequences(const EventOutcome& outcome, const GameState& before)
{
    QStringList parts;
    QStringList sources;
    for (const TriggerReport& t : outcome.triggered) {
        const QString name = t.source == kMonarchSource && !outcome.state.object(t.source)
            ? tr("the monarch's ability")   // 725.2: an inherent ability, no object of its own
            : objectName(outcome.state, t.source);
        if (!t.removed && !sources.contains(name))
            sources << name;
    }
    if (sources.size() == 1)
        parts << tr("%1 triggers").arg(sources.first());
    else if (sources.size() > 1)
        parts << tr("%1 trigger").arg(sources.join(QStringLiteral(", ")));
    if (outcome.resolved && outcome.resolved->outcome == QLatin1String("no_effect"))
        parts << tr("does nothing (its \"if\" is false now)");
    else if (outcome.resolved && outcome.resolved->outcome == QLatin1String("all_targets_illegal"))
        parts << tr("does nothing (its targets are illegal)");
    QStringList died;
    for (const SbaReport& a : outcome.stateBasedActions)
        if (a.dies)
            died << objectName(outcome.state, a.object);
    if (!died.isEmpty())
        parts << (died.size() == 1 ? tr("%1 dies").arg(died.first()) : tr("%1 die").arg(died.join(QStringLiteral(", "))));
    for (const Player& p : outcome.state.players) {
        const Player* was = before.player(p.id);
        if (p.won && !(was && was->won))
            parts << tr("%1 wins").arg(p.name);
        else if (p.lost && !(was && was->lost))
            parts << tr("%1 loses").arg(p.name);
    }
    return parts.join(QStringLiteral("; "));
}

QString EventText::summary(const GameEvent& event, const EventOutcome* outcome, const GameState& before)
{
    const QString what = action(event, before);
    if (!outcome)
        return what;
    if (!outcome->done)
        return tr("Refused: %1").arg(what);
    const QString then = consequences(*outcome, before);
    return then.isEmpty() ? what : tr("%1 — %2", "an event — what followed").arg(what, then);
}

}   // namespace strata::ui
