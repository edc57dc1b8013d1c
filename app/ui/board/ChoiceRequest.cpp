#include "ChoiceRequest.h"
#include "model/ResolvableAbilities.h"

namespace strata::ui {

namespace {

void scanSelector(const Selector& s, ChoiceRequest& r)
{
    if (s.ref == Selector::Ref::Chosen)   // "the chosen object": Cytoshape's copy
        r.copy = true;
    if (s.manaValueAtMostX)
        r.x = true;
    if (s.subtypeChosen)
        r.creatureType = true;
    for (const Selector& part : s.anyOf)
        scanSelector(part, r);
}

void scanExpr(const Expr& e, ChoiceRequest& r)
{
    if (e.kind == Expr::Kind::X)
        r.x = true;
    if (e.selector)
        scanSelector(*e.selector, r);
    for (const Expr& arg : e.args)
        scanExpr(arg, r);
}

void scanOp(const Op& op, ChoiceRequest& r)
{
    if (op.kind == Op::Kind::ChangeText) {
        switch (op.textChange) {
        case TextChangeKind::ColorWord:
            r.swapWords = ChoiceRequest::WordKind::Color;
            break;
        case TextChangeKind::LandTypeWord:
            r.swapWords = ChoiceRequest::WordKind::LandType;
            break;
        case TextChangeKind::ColorOrLandTypeWord:
            r.swapWords = ChoiceRequest::WordKind::ColorOrLandType;
            break;
        case TextChangeKind::CreatureTypeWord:
            r.swapWords = ChoiceRequest::WordKind::CreatureType;
            break;
        case TextChangeKind::AllColorWords:
            r.color = true;
            break;   // every colour word becomes the chosen one
        }
    }
    r.color = r.color || op.colorChosen;
    r.creatureType = r.creatureType || op.subtypeChosen;
    if (op.copyOf)
        scanSelector(*op.copyOf, r);
    if (op.power)
        scanExpr(*op.power, r);
    if (op.toughness)
        scanExpr(*op.toughness, r);
}

void scanActions(const QVector<Action>& actions, ChoiceRequest& r)
{
    for (const Action& action : actions) {
        if (action.continuous) {
            if (action.continuous->affects)
                scanSelector(*action.continuous->affects, r);
            for (const Op& op : action.continuous->ops)
                scanOp(op, r);
        }
        scanActions(action.nested, r);
    }
}

void scanResolving(const AbilityDef& a, ChoiceRequest& r)
{
    for (const Selector& t : a.targets)
        scanSelector(t, r);
    scanActions(a.effect, r);
    for (const CostPart& part : a.costParts)
        if (part.mana.contains(QLatin1String("{X}")))
            r.x = true;
}

// Permanents on the battlefield a copy could copy, narrowed by the card types its selector names
// (read from the computed types: a Clone copies what the object is now).
QStringList copyCandidates(const Selector* filter, const GameState& state, const Resolution& res)
{
    QStringList ids;
    for (int i = 0; i < state.objects.size() && i < res.chars.size(); ++i) {
        if (state.objects[i].zone != Zone::Battlefield)
            continue;
        if (filter && !filter->isRef()) {
            const quint16 types = res.chars[i].type.cardTypes;
            if ((types & filter->types) != filter->types || (filter->anyTypes && !(types & filter->anyTypes)))
                continue;
        }
        ids << state.objects[i].id;
    }
    return ids;
}

bool selectorNamesPlayers(const Selector& s)
{
    if (s.controller != Selector::Who::Any || s.ownerYou)
        return true;
    for (const Selector& part : s.anyOf)
        if (selectorNamesPlayers(part))
            return true;
    return false;
}

bool opsNamePlayers(const QVector<Op>& ops)
{
    for (const Op& op : ops)
        if (op.kind == Op::Kind::GainControl || op.kind == Op::Kind::ExchangeControl)
            return true;
    return false;
}

}   // namespace

ChoiceRequest ChoiceAnalysis::forPermanent(const CardPtr& card, const GameState& state, const Resolution& resolution)
{
    ChoiceRequest r;
    if (!card)
        return r;
    r.subject = card->name();
    r.entering = true;
    r.x = card->front.manaCost.hasX();
    for (const AbilityPtr& a : card->front.abilities) {
        if (a->kind != AbilityDef::Kind::Replacement)
            continue;
        const Replacement& replacement = a->replacement;
        if (replacement.choose) {
            switch (*replacement.choose) {
            case ChoiceKind::Color:
            case ChoiceKind::ColorWord:
                r.color = true;
                break;
            case ChoiceKind::CreatureType:
                r.creatureType = true;
                break;
            case ChoiceKind::LandType:
                r.landType = true;
                break;
            case ChoiceKind::CardType:
                r.cardType = true;
                break;
            case ChoiceKind::CardName:
                r.cardName = true;
                break;
            case ChoiceKind::Player:
                r.player = true;
                break;
            }
        }
        if (a->copiesOnEntering()) {
            r.copy = true;
            r.copyOptional = replacement.entersAsCopy->optional;
            r.copyCandidates = copyCandidates(replacement.entersAsCopy->of.data(), state, resolution);
        }
        if (replacement.entersWithCounters && replacement.entersWithCounters->n.x)
            r.x = true;
    }
    return r;
}

ChoiceRequest ChoiceAnalysis::forSpell(const CardPtr& card, const GameState& state, const Resolution& resolution)
{
    ChoiceRequest r;
    const AbilityPtr spell = spellAbility(card);
    if (!spell)
        return r;
    r = forAbility(*spell, card->name(), state, resolution);
    r.x = r.x || card->front.manaCost.hasX();
    return r;
}

ChoiceRequest ChoiceAnalysis::forAbility(
    const AbilityDef& ability, const QString& subject, const GameState& state, const Resolution& resolution)
{
    ChoiceRequest r;
    r.subject = subject;
    scanResolving(ability, r);
    if (r.copy)
        r.copyCandidates = copyCandidates(nullptr, state, resolution);
    return r;
}

bool ChoiceAnalysis::controllerMatters(const AbilityDef& a)
{
    if (opsNamePlayers(a.ops) || (a.affects && selectorNamesPlayers(*a.affects)))
        return true;
    for (const Selector& t : a.targets)
        if (selectorNamesPlayers(t))
            return true;
    for (const Action& action : a.effect)
        if (action.continuous
            && (opsNamePlayers(action.continuous->ops)
                || (action.continuous->affects && selectorNamesPlayers(*action.continuous->affects))))
            return true;
    return false;
}

bool ChoiceAnalysis::controllerMatters(const CardPtr& card)
{
    if (!card)
        return false;
    for (const AbilityPtr& a : card->front.abilities)
        if (controllerMatters(*a))
            return true;
    return false;
}

ChoiceAnalysis::EntersWith ChoiceAnalysis::entersWith(const CardPtr& card, const std::optional<int>& x)
{
    EntersWith with;
    if (!card)
        return with;
    for (const AbilityPtr& a : card->front.abilities) {
        if (a->kind != AbilityDef::Kind::Replacement)
            continue;
        with.tapped = with.tapped || a->replacement.entersTapped;
        const std::optional<Counters>& counters = a->replacement.entersWithCounters;
        if (!counters)
            continue;
        const int count = counters->n.x ? x.value_or(0) : counters->n.n;
        if (count > 0 && !counters->kind.isEmpty())
            with.counters << CounterStack{counters->kind, count, 0};
    }
    return with;
}

}   // namespace strata::ui
