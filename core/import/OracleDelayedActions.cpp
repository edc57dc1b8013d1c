#include "OracleParser.h"
#include <QRegularExpression>
#include <functional>

// Delayed triggers an effect creates (603.7): "Sacrifice it at the beginning of the next end step",
// "At the beginning of the next end step, return that card to the battlefield …", "Exile that token
// at end of combat" (511.2). Their "it" is what the actions before them named: the target (the event
// player hands it to the delayed trigger, 603.7c), the token they created, or ~.

namespace strata::import {

namespace {

// What the last action names, when it names one object: its object, or what its continuous effect affects.
Selector::Ref namedByLastAction(const AbilityDef& into)
{
    if (into.effect.isEmpty())
        return Selector::Ref::None;
    const Action& last = into.effect.last();
    if (last.kind == ActionKind::CreateToken || last.kind == ActionKind::CreateTokenCopy)
        return last.amount.x || last.amount.n > 1 || (last.kind == ActionKind::CreateTokenCopy && last.object
                   && last.object->ref == Selector::Ref::Targets)
            ? Selector::Ref::None
            : Selector::Ref::Created;
    const std::optional<Selector>& object = last.continuous && last.continuous->affects
        ? std::optional<Selector>(*last.continuous->affects)
        : last.object;
    if (!object)
        return Selector::Ref::None;
    // "Exile ~. Return it to the battlefield …" (Aetherling): ~ moved is a new object (400.7), the one
    // the exile moved, which the event player hands to the delayed trigger (603.7c, 610.3).
    if (object->ref == Selector::Ref::Self)
        return last.kind == ActionKind::Exile ? Selector::Ref::It : Selector::Ref::Self;
    // "You may put a creature card from your hand onto the battlefield. That creature gains haste.
    // Sacrifice it …" (Sneak Attack): the card the put moved.
    if (object->ref == Selector::Ref::It)
        return Selector::Ref::It;
    if (last.kind == ActionKind::ReturnToBattlefield && !object->isRef() && object->where == Selector::Where::Specific
        && object->zone == Zone::Hand && !object->upTo)
        return Selector::Ref::It;
    if (object->ref == Selector::Ref::Created)   // "That token gains haste. Exile it at …": still the token
        return Selector::Ref::Created;
    // The delayed trigger is handed the first target (ActionPerformer::createDelayed): only one will do.
    if (object->ref == Selector::Ref::Target && into.targets.size() == 1)
        return Selector::Ref::It;
    return Selector::Ref::None;
}

// Round 39: "Its controller sacrifices it at the beginning of the next end step" (Celestial Sword): the one target the
// delayed trigger is handed (603.7c), sacrificed by whoever controls it as the trigger resolves (701.17a; the event
// player's sacrificeChosen, as Lingering Death's "that player sacrifices that creature"). `read` reads "sacrifice it".
bool controllerSacrificesEarlierObject(const QString& s, Selector::Ref earlier, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*)>& read)
{
    if (s != QLatin1String("its controller sacrifices it") || earlier != Selector::Ref::It)
        return false;
    AbilityDef sacrifice;
    if (!read(QStringLiteral("sacrifice it"), &sacrifice) || sacrifice.effect.size() != 1
        || !sacrifice.targets.isEmpty())
        return false;
    Action a = sacrifice.effect.first();
    if (a.kind != ActionKind::Sacrifice || !a.object || a.object->ref != Selector::Ref::It || !a.who.isEmpty()
        || a.optional)
        return false;
    a.who = QStringLiteral("controller_of_it");
    into->effect << a;
    return true;
}

}   // namespace

// "Return that card to the battlefield under its owner's control [with a +1/+1 counter on it]" (Turn
// to Mist, Flickerwisp): the card the actions before it exiled, where it is now (400.7).
bool OracleParser::returnEarlierObject(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression back(QStringLiteral(
        "^return (it|that card) to the battlefield( tapped)? under (your|its owner's) control"
        "(?: with an? ([+-]\\d+/[+-]\\d+) counter on it)?$"));
    const auto m = back.match(s);
    if (!m.hasMatch() || m_earlierObject != Selector::Ref::It)
        return false;
    Action a;
    a.kind = ActionKind::ReturnToBattlefield;
    a.object = Selector();
    a.object->ref = Selector::Ref::It;
    if (m.captured(1) == QLatin1String("it"))
        a.object->word = QStringLiteral("it");
    a.tapped = !m.captured(2).isEmpty();
    if (m.captured(3) != QLatin1String("your"))
        a.who = QStringLiteral("owner");
    if (!m.captured(4).isEmpty())
        a.counters = Counters{m.captured(4), Amount::number(1)};
    into->effect << a;
    return true;
}

std::optional<bool> OracleParser::delayedAction(const QString& s, Action* a, AbilityDef* into) const
{
    // Round 30: "At the beginning of your next end step, exile it." (Puppeteer Clique): the end step of
    // the controller's own turn, this one's if it has not begun yet (603.7, 513.1).
    static const QRegularExpression endStepLast(QStringLiteral("^(.+) at the beginning of (the|your) next end step$"));
    static const QRegularExpression endStepFirst(QStringLiteral("^at the beginning of (the|your) next end step, (.+)$"));
    static const QRegularExpression endOfCombat(QStringLiteral("^(.+) at end of combat$"));
    QString inner;
    TriggerEvent event = TriggerEvent::EndStep;
    if (const auto m = endStepLast.match(s); m.hasMatch()) {
        inner = m.captured(1);
        if (m.captured(2) == QLatin1String("your"))
            event = TriggerEvent::YourEndStep;
    } else if (const auto m = endStepFirst.match(s); m.hasMatch()) {
        inner = m.captured(2);
        if (m.captured(1) == QLatin1String("your"))
            event = TriggerEvent::YourEndStep;
    } else if (const auto m = endOfCombat.match(s); m.hasMatch()) {
        inner = m.captured(1);
        event = TriggerEvent::EndOfCombat;   // of this turn's combat (511.2)
    } else {
        return std::nullopt;
    }
    AbilityDef delayed;
    const Selector::Ref outer = m_earlierObject;
    m_earlierObject = namedByLastAction(*into);
    bool read = returnEarlierObject(inner, &delayed) || action(inner, &delayed)
        || controllerSacrificesEarlierObject(
            inner, m_earlierObject, &delayed, [this](const QString& x, AbilityDef* d) { return action(x, d); });
    // "When ~ attacks or blocks, sacrifice it at the beginning of the next end step" (Brackwater
    // Elemental): the "it" of the first instruction of a trigger about ~ is ~, as it is when the trigger
    // resolves (603.6c, 400.7); "that creature" stays the event's other object (Dread Specter).
    if (!read && into->effect.isEmpty() && into->kind == AbilityDef::Kind::Triggered && inner.endsWith(QLatin1String(" it"))
        && canonicalName(into->event).startsWith(QLatin1String("self_"))) {
        delayed = AbilityDef();
        m_earlierObject = Selector::Ref::Self;
        read = action(inner, &delayed);
    }
    // Round 25: "Whenever another multicolored creature you control dies, return it to its owner's hand at the
    // beginning of the next end step" (Rienne, Angel of Rebirth): the card the event's creature became, which
    // the event player hands to the delayed trigger (603.7c, 400.7).
    if (!read && into->effect.isEmpty() && into->kind == AbilityDef::Kind::Triggered && namesEventObject(into->event)) {
        delayed = AbilityDef();
        delayed.kind = into->kind;
        delayed.event = into->event;
        read = eventReference(inner, &delayed);
    }
    // Round 35: "When ~ dies, return it to the battlefield under its owner's control at the beginning of the next end
    // step" (Molten Firebird, Ivory Gargoyle): the card ~ became (603.6c, 400.7), which the event player hands to the
    // delayed trigger as it is now (createDelayed), read as the return without the delay is.
    if (!read && into->effect.isEmpty() && into->kind == AbilityDef::Kind::Triggered && into->event == TriggerEvent::SelfDies) {
        delayed = AbilityDef();
        delayed.kind = into->kind;
        delayed.event = into->event;
        m_earlierObject = Selector::Ref::None;
        read = action(inner, &delayed) && delayed.effect.size() == 1 && delayed.effect[0].kind == ActionKind::ReturnToBattlefield;
    }
    m_earlierObject = outer;
    if (!read || delayed.effect.size() != 1 || !delayed.targets.isEmpty())
        return false;
    a->kind = ActionKind::Delayed;
    a->event = event;
    a->nested = delayed.effect;
    return true;
}

}   // namespace strata::import
