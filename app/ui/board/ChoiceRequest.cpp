#include "ChoiceRequest.h"
#include "model/ResolvableAbilities.h"
#include "text/RulesText.h"

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

QStringList formsOf(const AbilityDef& a)
{
    QStringList forms;
    for (const CopyExceptions& form : a.replacement.becomesChoice)
        forms << RulesText::chosenForm(form);
    return forms;
}

}   // namespace

ChoiceRequest ChoiceAnalysis::forPermanent(
    const CardPtr& card, const GameState& state, const Resolution& resolution, const QString& controller)
{
    ChoiceRequest r;
    if (!card)
        return r;
    r.subject = card->name();
    r.entering = true;
    const QStringList granters
        = controller.isEmpty() ? QStringList() : copyGranters(card->front, controller, state, resolution.chars);
    if (!granters.isEmpty()) {
        r.copy = true;
        r.copyForced = true;
        r.copyCandidates = granters;
        return r;
    }
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
            case ChoiceKind::NonlandCardName:
                r.cardName = true;
                break;
            case ChoiceKind::Option:   // not asked here yet: the scenario's choices.mode names the word
                break;
            case ChoiceKind::Player:
            case ChoiceKind::Opponent:
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
        r.modes << formsOf(*a);
    }
    return r;
}

ChoiceRequest ChoiceAnalysis::forCopiedForms(
    const QString& copiedId, const QString& subject, const GameState& state, const Resolution& resolution)
{
    ChoiceRequest r;
    r.subject = subject;
    r.entering = true;
    const int i = state.objectIndex(copiedId);
    if (i < 0 || i >= resolution.chars.size())
        return r;
    for (const AbilityInstance& a : resolution.chars[i].abilities)
        if (a.printedIndex > 0 && a.def->kind == AbilityDef::Kind::Replacement)
            r.modes << formsOf(*a.def);
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

EnteringWith ChoiceAnalysis::entersWith(const CardPtr& card, const Choices& choices, const QString& controller,
    const GameState& state, const Resolution& resolution)
{
    GameObject entering;
    entering.card = card;
    entering.zone = Zone::Battlefield;
    entering.controller = controller;
    entering.choices = choices;
    return enteringWith(entering, state, resolution.chars);
}

}   // namespace strata::ui
