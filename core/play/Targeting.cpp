#include "PlayContext.h"
#include "CombatRules.h"
#include "engine/Evaluator.h"
#include "model/AbilityTargets.h"

namespace strata {

namespace {

bool isPlayerSelector(const Selector& sel)
{
    return sel.word == QLatin1String("player");
}

bool isAnyTarget(const Selector& sel)
{
    return sel.word == QLatin1String("any_target");
}

// 702.16a: "protection from colored spells" (Emrakul) also covers a coloured Aura spell's target (303.4d),
// which protectionCovers, knowing a source's characteristics only, can't tell from an Aura on the battlefield.
bool coloredSpellTargets(const AbilityDef& protection, PlayContext::Targeter by, const Characteristics& source)
{
    return by == PlayContext::Targeter::Spell && protection.protectionText == QLatin1String("colored spells")
        && !source.colors.isEmpty();
}

// 115.4: "~ can't be the target of white spells or abilities your opponents control". The rule's filter
// names the sources by colour and by controller ("your": the rule's controller); none names every one.
bool cantBeTargetedBy(
    const RuleEffectRecord& r, PlayContext::Targeter by, const Characteristics* source, const QString& targeting)
{
    using R = RuleName;
    const bool named = r.rule == R::CantBeTargetOfSpellsOrAbilities
        || (r.rule == R::CantBeTargetOfSpells && by == PlayContext::Targeter::Spell)
        || (r.rule == R::CantBeTargetOfAbilities && by == PlayContext::Targeter::Ability);
    if (!named)
        return false;
    if (!r.filter)
        return true;
    const Selector& f = *r.filter;
    if (f.controller == Selector::Who::Opponent && targeting == r.controller)
        return false;
    if (!source)   // no source to read a colour from: only a filter without colours names it
        return f.colors.isEmpty() && f.notColors.isEmpty();
    return (f.colors.isEmpty() || f.colors.intersects(source->colors)) && !f.notColors.intersects(source->colors);
}

// 115.1: "target spell that targets a creature / a permanent you control / a player / you": one of the
// spell's own targets, the same object it chose (400.7), is one the phrase selects now, "you" being
// the controller of what targets the spell. A copy of a spell has no object and is never such a target.
// Round 32: so for an ability on the stack ("target spell or ability that targets a creature", Diplomatic
// Escort), and for either of two things named ("you or a creature you control", Siren Stormtamer).
bool itemTargetsWhatItNames(const GameState& gs, const Resolution& res, const Selector& aimed, const StackItem& item,
    const QString& controller, int sourceIndex)
{
    if (!aimed.anyOf.isEmpty())
        return std::any_of(aimed.anyOf.cbegin(), aimed.anyOf.cend(), [&](const Selector& part) {
            return itemTargetsWhatItNames(gs, res, part, item, controller, sourceIndex);
        });
    for (int k = 0; k < item.targets.size(); ++k) {
        const QString& t = item.targets[k];
        if (const Player* p = gs.player(t)) {
            if (aimed.word == QLatin1String("player") && !p->lost
                && (aimed.controller != Selector::Who::You || p->id == controller))
                return true;
            continue;
        }
        const int ti = gs.objectIndex(t);
        if (aimed.word == QLatin1String("player") || ti < 0 || !gs.objects[ti].exists
            || gs.objects[ti].incarnation != item.targetIncarnations.value(k, -1))
            continue;
        ContinuousEffect probe;
        probe.sourceIndex = sourceIndex;
        probe.controller = controller;
        if (Evaluator(gs, res.chars).matches(aimed, probe, ti))
            return true;
    }
    return false;
}

bool targetsWhatItNames(const GameState& gs, const Resolution& res, const Selector& aimed, int spell,
    const QString& controller, int sourceIndex)
{
    const QString& id = gs.objects[spell].id;
    for (const StackItem& item : gs.stack)
        if (item.kind == StackItem::Kind::Spell && item.id == id && itemTargetsWhatItNames(gs, res, aimed, item, controller, sourceIndex))
            return true;
    return false;
}

// 115.1: an activated or triggered ability on the stack as a target: of the kind the word names, its
// controller as the selector says, and its source of one of the card types named ("from an artifact
// source", Rust), read from the source as it is now or as it last was (113.7a).
bool abilityMatches(const GameState& gs, const Resolution& res, const Selector& sel, const StackItem& item,
    const QString& controller, int sourceIndex)
{
    if (sel.targeting && !itemTargetsWhatItNames(gs, res, *sel.targeting, item, controller, sourceIndex))
        return false;
    if (!abilityWordNames(sel.word, item.kind))
        return false;
    if (sel.controller == Selector::Who::You && item.controller != controller)
        return false;
    if ((sel.controller == Selector::Who::Opponent || sel.controller == Selector::Who::NotYou) && item.controller == controller)
        return false;
    if (sel.anyTypes) {
        const int source = gs.objectIndex(item.source);
        if (source < 0 || !(res.chars[source].type.cardTypes & sel.anyTypes))
            return false;
    }
    return true;
}

}   // namespace

bool PlayContext::isLegalTarget(
    const Selector& sel, const QString& id, const QString& controller, int sourceIndex, Targeter by)
{
    GameState& gs = table.state();
    const Resolution& res = table.resolution();
    if (!sel.anyOf.isEmpty()) {
        for (const Selector& s : sel.anyOf)
            if (isLegalTarget(s, id, controller, sourceIndex, by))
                return true;
        return false;
    }
    if (const Player* p = gs.player(id)) {
        if (p->lost || !(isPlayerSelector(sel) || isAnyTarget(sel)))
            return false;
        if (sel.dealtDamageThisTurn && !p->thisTurn.dealtDamage)   // round 23: Needle Drop (120.3)
            return false;
        if (sel.controller == Selector::Who::Opponent)
            return p->id != controller;
        if (sel.controller == Selector::Who::You)
            return p->id == controller;
        return true;
    }
    if (const StackItem* item = abilityOnStack(gs.stack, id))
        return abilityMatches(gs, res, sel, *item, controller, sourceIndex);
    const int i = gs.objectIndex(id);
    if (i < 0 || isPlayerSelector(sel) || !gs.objects[i].exists || isAbilityWord(sel.word))
        return false;
    // "target creature defending player controls": the trigger's player (Selector::whose, 508.5a)
    if (!sel.whose.isEmpty() && !belongsTo(table, i, whosePlayers.value(sel.whose)))
        return false;
    const Characteristics& c = res.chars[i];
    // 702.18a shroud, 702.11b hexproof, 702.16b protection: who and what may not target it.
    const Characteristics* source = sourceIndex >= 0 ? &res.chars[sourceIndex] : nullptr;
    for (const AbilityInstance& a : c.abilities) {
        if (a.def->isKeyword(QStringLiteral("Shroud")))
            return false;
        if (a.def->isKeyword(QStringLiteral("Hexproof")) && c.controller != controller
            && (a.def->protectionFrom.isEmpty() || (source && a.def->protectionFrom.intersects(source->colors))))
            return false;   // 702.11d: "hexproof from black" keeps only black spells and sources' abilities off
        if (a.def->isKeyword(QStringLiteral("Protection")) && source
            && (protectionCovers(*a.def, *source) || coloredSpellTargets(*a.def, by, *source)))
            return false;
    }
    for (const RuleEffectRecord& r : res.rulesEffects.value(i))
        if (cantBeTargetedBy(r, by, source, controller))
            return false;
    ContinuousEffect probe;
    probe.sourceIndex = sourceIndex;
    probe.controller = controller;
    // "with mana value X" (202.3): a spell's X, chosen as it was cast (601.2b), is in its choices.
    ResolvedEffect spellX;
    if ((sel.manaValueAtMostX || sel.manaValueAtLeastX) && by == Targeter::Spell && sourceIndex >= 0) {
        spellX.choices.x = gs.objects[sourceIndex].choices.x;
        probe.resolved = &spellX;
    } else if ((sel.manaValueAtMostX || sel.manaValueAtLeastX) && by == Targeter::Ability) {
        spellX.choices.x = abilityX.value_or(0);   // an activated ability's X (602.2b); none chosen is 0 (107.3)
        probe.resolved = &spellX;
    }
    if (isAnyTarget(sel)) {
        const bool onField = gs.objects[i].zone == Zone::Battlefield && !gs.objects[i].phasedOut;
        // Round 23: Needle Drop's "any target that was dealt damage this turn" (120.3), as the evaluator reads it.
        if (sel.dealtDamageThisTurn && !gs.objects[i].dealtDamageThisTurn && gs.objects[i].damage == 0)
            return false;
        return onField && (c.isCreature() || c.type.has(CardType::Planeswalker) || c.type.has(CardType::Battle));
    }
    Selector plain = sel;
    plain.ref = Selector::Ref::None;
    plain.upTo = 0;
    plain.targeting.reset();
    if (sel.targeting && !targetsWhatItNames(gs, res, *sel.targeting, i, controller, sourceIndex))
        return false;
    return Evaluator(gs, res.chars).matches(plain, probe, i);
}

QStringList PlayContext::legalTargets(const Selector& sel, const QString& controller, int sourceIndex, Targeter by)
{
    QStringList out;
    const GameState& gs = table.state();
    for (const GameObject& o : gs.objects)
        if (isLegalTarget(sel, o.id, controller, sourceIndex, by))
            out << o.id;
    for (const Player& p : gs.players)
        if (isLegalTarget(sel, p.id, controller, sourceIndex, by))
            out << p.id;
    for (const StackItem& item : gs.stack)   // abilities on the stack (115.1); a spell is its object above
        if (item.kind != StackItem::Kind::Spell && isLegalTarget(sel, item.id, controller, sourceIndex, by))
            out << item.id;
    return out;
}

QVector<int> PlayContext::incarnationsOf(const QStringList& ids)
{
    QVector<int> out;
    for (const QString& id : ids) {
        const int i = table.state().objectIndex(id);
        out << (i >= 0 ? table.state().objects[i].incarnation : -1);
    }
    return out;
}

QStringList PlayContext::chooseTargets(const QVector<Selector>& wanted, const QStringList& given, bool givenSet,
    const QString& controller, int sourceIndex, Targeter by, bool* impossible)
{
    *impossible = false;
    if (givenSet)
        return given;
    QStringList chosen;
    for (const Selector& sel : wanted) {
        if (sel.upToX)   // X targets are named by the event (refusesTargetWord): none given, X is 0
            continue;
        QStringList legal = legalTargets(sel, controller, sourceIndex, by);
        for (const QString& c : chosen)
            legal.removeAll(c);   // 115.3: the same object can't be chosen for one word "target" twice
        if (legal.isEmpty()) {
            if (sel.upTo > 0)
                continue;
            *impossible = true;
            return {};
        }
        chosen << legal.first();
    }
    return chosen;
}

QString PlayContext::firstIllegalTarget(
    const QVector<Selector>& wanted, const QStringList& ids, const QString& controller, int sourceIndex, Targeter by)
{
    // Round 39: "target player shuffles … target cards from their graveyard" (Memory's Journey): those cards' owner is
    // the player the first target names, known as the targets are chosen (601.2c); eventPlayersOf names it on resolution.
    static const QString targetPlayer = QStringLiteral("target_player");
    const bool naming = !ids.isEmpty() && table.state().player(ids.first()) && !whosePlayers.contains(targetPlayer);
    if (naming)
        whosePlayers.insert(targetPlayer, ids.first());
    QString illegal;
    for (int k = 0; k < ids.size() && !wanted.isEmpty() && illegal.isEmpty(); ++k)
        if (!isLegalTarget(wanted.value(std::min<int>(k, wanted.size() - 1)), ids[k], controller, sourceIndex, by))
            illegal = ids[k];
    if (naming)
        whosePlayers.remove(targetPlayer);
    return illegal;
}

bool PlayContext::refusesIllegalTarget(const QVector<Selector>& wanted, const GameEvent& e, const QString& controller,
    int sourceIndex, Targeter by, const char* message, const QString& rule)
{
    const QString illegal = e.hasTargets ? firstIllegalTarget(wanted, e.targets, controller, sourceIndex, by) : QString();
    if (illegal.isEmpty())
        return false;
    refuse(PlayText(message, {table.nameOf(illegal), table.nameOf(e.object)}), rule);
    return true;
}

bool PlayContext::refusesRepeatedAnother(const QVector<Selector>& wanted, const GameEvent& e, const QString& rule)
{
    for (int k = 1; e.hasTargets && k < e.targets.size() && k < wanted.size(); ++k)
        if (wanted[k].other && e.targets.mid(0, k).contains(e.targets[k])) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "%1 is already a target of %2, whose \"another target\" must be a different one (%3)"),
                       {table.nameOf(e.targets[k]), table.nameOf(e.object), rule}),
                rule);
            return true;
        }
    return false;
}

namespace {

// "Two target creatures": the targets alike, and an action naming them all (Ref::Targets); round 39: or done by each
// of them, "two target players exchange life totals" (Soul Conduit, `who` "each_target_player").
bool oneTargetWord(const AbilityDef& a)
{
    if (a.targets.size() < 2)
        return false;
    for (const Selector& s : a.targets)
        if (s.upTo != 0 || s.other || s != a.targets[0])
            return false;
    const auto all = [](const std::optional<Selector>& s) { return s && s->ref == Selector::Ref::Targets; };
    for (const Action& x : a.effect)
        if (all(x.object) || all(x.to)
            || (x.continuous && x.continuous->affects && x.continuous->affects->ref == Selector::Ref::Targets)
            || x.who == QLatin1String("each_target_player"))
            return true;
    return false;
}

}   // namespace

bool PlayContext::refusesTargetWord(const AbilityDef* ability, const GameEvent& e, const QString& rule)
{
    // "X target creatures" (601.2c): exactly the X chosen as it is cast, named by the event's choices.
    const bool xTargets = ability && ability->targets.size() == 1 && ability->targets[0].upToX;
    if (!ability || (!xTargets && (!e.hasTargets || !oneTargetWord(*ability))))
        return false;
    const int wanted = xTargets ? e.choices.x.value_or(0) : int(ability->targets.size());
    if (e.targets.size() != wanted) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 needs %2 targets; %3 given (%4)"),
                   {table.nameOf(e.object), PlayText::number(wanted), PlayText::number(int(e.targets.size())), rule}),
            rule);
        return true;
    }
    for (int k = 1; k < e.targets.size(); ++k)
        if (e.targets.mid(0, k).contains(e.targets[k])) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "%1 is already a target of %2; one object can't be chosen twice for one word \"target\" (115.3)"),
                       {table.nameOf(e.targets[k]), table.nameOf(e.object)}),
                rule);
            return true;
        }
    return false;
}

}   // namespace strata
