#include "OracleTriggerEffects.h"
#include "OracleParser.h"
#include <QRegularExpression>
#include <QSet>

namespace strata::import {

namespace {

// The event's object as the effect names it: "it" (kept as the word, so it is written back so) or
// "that creature" (written back with the event's noun).
Selector eventObject(bool pronoun)
{
    Selector s;
    s.ref = Selector::Ref::It;
    if (pronoun)
        s.word = QStringLiteral("it");
    return s;
}

}   // namespace

bool revealTopThenLoseLife(const QString& effect, AbilityDef* into)
{
    static const QRegularExpression shape(QStringLiteral(
        "^reveal the top card of your library and put that card into your hand\\. You lose life equal to its "
        "(?:converted mana cost|mana value)\\.$"));
    if (!shape.match(effect).hasMatch())
        return false;
    Action look;
    look.kind = ActionKind::LookAtTop;
    look.amount = Amount::number(1);
    look.keep = 1;
    look.reveal = true;
    look.text = QStringLiteral("hand");
    Action lose;
    lose.kind = ActionKind::LoseLife;
    Expr manaValue;
    manaValue.kind = Expr::Kind::ManaValueOfMoved;
    lose.amountOf = manaValue;
    into->effect << look << lose;
    return true;
}

bool attachSelfToEventObject(const QString& effect, AbilityDef* into)
{
    static const QRegularExpression shape(QStringLiteral("^attach ~ to (it|that creature)\\.$"));
    const auto m = shape.match(effect);
    if (!m.hasMatch() || !namesEventObject(into->event) || !into->effect.isEmpty())
        return false;
    Action attach;
    attach.kind = ActionKind::Attach;
    attach.object = Selector();
    attach.object->ref = Selector::Ref::Self;   // the Aura or Equipment whose ability this is
    attach.to = eventObject(m.captured(1) == QLatin1String("it"));
    into->effect << attach;
    return true;
}

bool createThenAttachSelf(const QString& effect, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*)>& instruction)
{
    static const QRegularExpression shape(QStringLiteral("^(create an? [^,]+ token), then attach ~ to it\\.$"));
    const auto m = shape.match(effect);
    if (!m.hasMatch() || into->event != TriggerEvent::SelfEnters || !into->effect.isEmpty() || !into->targets.isEmpty())
        return false;
    const bool oneToken = instruction(m.captured(1) + QLatin1Char('.'), into) && into->effect.size() == 1
        && into->effect.first().kind == ActionKind::CreateToken && into->effect.first().who.isEmpty()
        && !into->effect.first().amount.x && into->effect.first().amount.n <= 1 && !into->effect.first().amountOf;
    if (!oneToken) {
        into->effect.clear();
        into->targets.clear();
        return false;
    }
    Action attach;
    attach.kind = ActionKind::Attach;
    attach.object = Selector();
    attach.object->ref = Selector::Ref::Self;   // the Equipment whose ability this is
    Selector token;
    token.ref = Selector::Ref::Created;   // the token the instruction before created
    token.word = QStringLiteral("it");
    attach.to = token;
    attach.then = true;
    into->effect << attach;
    return true;
}

QString selfSacrificedBeforeIfYouDo(const QString& effect, TriggerEvent event)
{
    static const QSet<TriggerEvent> ofSelf = {TriggerEvent::SelfDealsCombatDamageToPlayer, TriggerEvent::SelfAttacks,
        TriggerEvent::SelfBlocks, TriggerEvent::SelfBecomesBlocked, TriggerEvent::SelfDealtDamage, TriggerEvent::SelfAttacksOrBlocks};
    static const QString it = QStringLiteral("sacrifice it. If you do, ");
    if (!ofSelf.contains(event) || !effect.startsWith(it))
        return effect;
    return QStringLiteral("sacrifice ~. If you do, ") + effect.mid(it.size());
}

QString selfNamedIt(const QString& effect, const QString& head, bool optional)
{
    static const QRegularExpression paidThenIt(
        QStringLiteral("^(pay (?:\\{[^ ]+\\})+\\. If you do, (?:transform )?)it(?= gets | gains |\\.$)"));
    // "Blistercoil Weird gets +1/+1 until end of turn. Untap it.": the "it" of the sentence after one
    // that names only ~ is ~.
    static const QRegularExpression changedThenUntapIt(
        QStringLiteral("^(~ (?:gets|gains) [^.~]+ until end of turn\\. (?:Untap|Tap) )it\\.$"));
    QString out = effect;
    if (optional && head.contains(QLatin1Char('~')))
        out.replace(paidThenIt, QStringLiteral("\\1~"));
    out.replace(changedThenUntapIt, QStringLiteral("\\1~."));
    return out;
}

bool manaTriggerEffect(const QString& effect, AbilityDef* into)
{
    if (into->event != TriggerEvent::TappedForMana)
        return false;
    // Round 38: "…, and ~ deals 1 damage to them." (Overabundance), in the writer's words (OracleTriggerWordings.cpp):
    // the damage is part of the mana ability, done as it resolves at once (605.1b, 605.4a).
    static const QRegularExpression adds(QStringLiteral(
        "^(?:add|(its controller|that player) adds) (?:an additional ((?:\\{[WUBRGC]\\})+|one mana of (?:any|the chosen) color)"
        "|(one mana of any type that land produced))\\.(?: ~ deals (\\d+) damage to that player\\.)?$"));
    const auto m = adds.match(effect);
    if (!m.hasMatch() || (!m.captured(4).isEmpty() && m.captured(1) != QLatin1String("that player")))
        return false;
    Action a;
    a.kind = ActionKind::AddMana;
    a.who = m.captured(1).isEmpty()                          ? QString()
        : m.captured(1) == QLatin1String("its controller") ? QStringLiteral("controller_of_it")
                                                           : QStringLiteral("that_player");
    if (!m.captured(3).isEmpty()) {
        if (into->eventFilter && into->eventFilter->ref == Selector::Ref::Self)
            return false;   // "that land" names the event's land, not ~
        Selector land;
        land.ref = Selector::Ref::It;
        a.mana = Action::Mana::AnyTypeLandsCouldProduce;
        a.object = land;
    } else if (m.captured(2).startsWith(QLatin1Char('{'))) {
        a.text = m.captured(2);
    } else if (m.captured(2).endsWith(QLatin1String("the chosen color"))) {   // chosen as the source entered
        a.mana = Action::Mana::ChosenColor;
        a.text = QStringLiteral("chosen_color");
    } else {
        a.mana = Action::Mana::AnyColor;
        a.text = QStringLiteral("any_color");   // as the card format reads it
    }
    into->effect << a;
    if (!m.captured(4).isEmpty()) {
        Action damage;
        damage.kind = ActionKind::Damage;
        damage.who = QStringLiteral("that_player");
        damage.amount = Amount::number(m.captured(4).toInt());
        into->effect << damage;
    }
    return true;
}

}   // namespace strata::import
