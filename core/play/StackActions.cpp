#include "ActionPerformer.h"
#include "CombatRules.h"
#include "TargetChangeToSource.h"
#include "engine/Evaluator.h"
#include "model/AbilityTargets.h"
#include "model/ResolvableAbilities.h"

namespace strata {

// Countering a spell (701.6) and copying one (707.10): actions whose object is an item on the stack.
// A spell is named by its card's id, as the stack lists it.

namespace {

// 101.2: why the spell `spell` can't be countered (a rules effect on it), or nothing.
std::optional<PlayText> cantBeCountered(GameTable& table, const QString& spell)
{
    const Resolution& res = table.resolution();
    const int i = table.state().objectIndex(spell);
    for (const RuleEffectRecord& r : res.rulesEffects.value(i))
        if (r.rule == RuleName::CantBeCountered)
            return ruleOrigin(res, i, r.effect);
    // 113.6, 101.2: "This spell can't be countered." (Rending Volley) is the spell's own static ability, which
    // works while it is on the stack, where the layer engine applies none; round 34, also while its condition
    // holds for the spell's controller (Exquisite Firecraft's spell mastery).
    if (i < 0 || i >= res.chars.size() || table.state().objects[i].zone != Zone::Stack)
        return std::nullopt;
    ContinuousEffect probe;
    probe.sourceIndex = i;
    probe.controller = res.chars[i].controller;
    for (const AbilityInstance& a : res.chars[i].abilities)
        if (a.def && a.def->kind == AbilityDef::Kind::Static && a.def->affects
            && a.def->affects->ref == Selector::Ref::Self && a.def->ops.size() == 1
            && a.def->ops.first().kind == Op::Kind::Rule && a.def->ops.first().rule == RuleName::CantBeCountered
            && (!a.def->condition || Evaluator(table.state(), res.chars).holds(*a.def->condition, probe)))
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "its own ability, 113.6"));
    return std::nullopt;
}

// 115.7a: "change the target of target spell with a single target" (Misdirection): the new target is the
// resolve event's choice (`choices.player`, else the first of `choices.objects`); it must be another
// legal target of that spell or ability, or the target stays, even an illegal one.
void changeTarget(PlayContext& play, const QString& itemId, const Choices& chosen)
{
    GameTable& table = play.table;
    const std::optional<RetargetedItem> retargeted = retargetedItem(play, itemId);
    if (!retargeted)
        return;
    StackItem* const it = retargeted->item;
    const QString& name = retargeted->name;
    if (it->targets.size() != 1) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has %2 targets, not a single one: they stay (115.7a)"),
            {name, PlayText::number(int(it->targets.size()))}));
        return;
    }
    const QString before = it->targets.first();
    const QString wanted = !chosen.player.isEmpty() ? chosen.player : chosen.objects.value(0);
    if (wanted.isEmpty() || wanted == before || retargeted->words.isEmpty()
        || !play.isLegalTarget(retargeted->words.first(), wanted, it->controller, retargeted->source, retargeted->by)) {
        if (wanted.isEmpty())
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "no new target is chosen for %1: its target stays %2 (115.7a)"),
                {name, table.nameOf(before)}));
        else
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not another legal target for %2: its target stays %3 (115.7a)"),
                {table.nameOf(wanted), name, table.nameOf(before)}));
        return;
    }
    it->targets = QStringList{wanted};
    it->targetIncarnations = play.incarnationsOf(it->targets);
    table.touched();
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the target of %1 changes from %2 to %3 (115.7a)"),
        {name, table.nameOf(before), table.nameOf(wanted)}));
    table.becameTargets(it->targets, it->controller, it->id);
}

}   // namespace

// The abilities on the stack among the targets the selector names (115.1): they are not objects, so
// objectsOf has none of them.
QStringList ActionPerformer::targetedAbilities(const Selector& sel) const
{
    // Round 43: "that spell or ability" of a "becomes the target" trigger (Frost Titan), the item that targeted.
    if (sel.ref == Selector::Ref::It && m_item.kind == StackItem::Kind::Triggered
        && abilityOnStack(m_table.state().stack, m_item.trigger.refersTo))
        return {m_item.trigger.refersTo};
    if (sel.ref != Selector::Ref::Target && sel.ref != Selector::Ref::Target2 && sel.ref != Selector::Ref::Targets)
        return {};
    const auto [first, last] = targetSpan(sel.ref);
    QStringList out;
    for (int k = first; k <= last; ++k)
        if (abilityOnStack(m_table.state().stack, m_item.targets[k]))
            out << m_item.targets[k];
    return out;
}

void ActionPerformer::stackAction(const Action& a)
{
    GameState& gs = m_table.state();
    if (!a.object)
        return;
    if (a.kind == ActionKind::ChangeTarget) {   // the spell or ability is named by its stack item's id
        // Round 39: "change a target of target spell or ability to ~" (Spellskite, TargetChangeToSource.cpp).
        if (a.object->ref == Selector::Ref::Target && a.to && a.to->ref == Selector::Ref::Self)
            changeATargetTo(m_play, m_item.targets.value(0), m_item.source, m_event.choices);
        else if (a.object->ref == Selector::Ref::Target)
            changeTarget(m_play, m_item.targets.value(0), m_event.choices.isEmpty() ? m_item.choices : m_event.choices);
        return;
    }
    QStringList spells;
    for (int i : objectsOf(*a.object))
        if (gs.objects[i].zone == Zone::Stack)
            spells << gs.objects[i].id;
    spells << targetedAbilities(*a.object);
    // "pays {1} for each card in your graveyard": the generic cost per object times the count, taken as
    // the spell resolves (608.2h).
    QString cost = a.text;
    if (a.kind == ActionKind::CounterSpell && a.amountOf && a.text.size() > 2)
        cost = QStringLiteral("{%1}").arg(a.text.mid(1, a.text.size() - 2).toInt() * amountOf(a));
    if (a.kind == ActionKind::CounterSpell && a.amountOf && a.text == QLatin1String("{X}"))   // round 40: Spell Rupture's X
        cost = QStringLiteral("{%1}").arg(amountOf(a));
    for (const QString& id : spells) {
        const auto it = std::find_if(gs.stack.begin(), gs.stack.end(), [&](const StackItem& s) { return s.id == id; });
        if (it == gs.stack.end())
            continue;
        // 701.6a: "unless its controller pays": the payment is taken as made unless the resolve event says
        // `"pays": false` (118.12), as for the other "unless … pays" instructions; a spell's, or (round 43, Frost
        // Titan) an ability's controller.
        if (a.kind == ActionKind::CounterSpell && !a.text.isEmpty() && m_event.pays) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2, so %3 is not countered (701.6a)"),
                {m_table.nameOf(it->controller), cost, m_table.nameOf(id)}));
            continue;
        }
        if (a.kind == ActionKind::CounterSpell && it->kind != StackItem::Kind::Spell) {
            // 701.6a: a countered ability leaves the stack and does nothing; its source stays where it is.
            const QString source = m_table.nameOf(it->source);
            gs.stack.erase(it);
            m_table.touched();
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's ability %2 is countered: it leaves the stack and does nothing (701.6a)"),
                {source, id}));
            continue;
        }
        if (a.kind == ActionKind::CounterSpell) {
            // 101.2: "Creature spells you control can't be countered" (a static ability's rule on the
            // spell) wins over the instruction to counter it.
            if (const auto why = cantBeCountered(m_table, id)) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't be countered (%2, 101.2)"),
                    {m_table.nameOf(id), *why}));
                continue;
            }
            // 701.6a: a countered spell is removed from the stack and put into its owner's graveyard, or
            // where the instruction says instead ("exile it instead", Dissipate; "on top of its owner's
            // library instead", Memory Lapse: the library keeps the order the scenario lists).
            gs.stack.erase(it);
            m_table.touched();
            const Zone to = a.destination.value_or(Zone::Graveyard);
            m_table.note(PlayText(to == Zone::Exile
                    ? QT_TRANSLATE_NOOP("PlayText", "%1 is countered and exiled instead (701.6a)")
                    : to == Zone::Library
                    ? QT_TRANSLATE_NOOP(
                        "PlayText", "%1 is countered and put on top of its owner's library instead (701.6a)")
                    : QT_TRANSLATE_NOOP("PlayText", "%1 is countered and put into its owner's graveyard (701.6a)"),
                {m_table.nameOf(id)}));
            if (const int i = gs.objectIndex(id); i >= 0)   // a copy of a spell has no object (707.10a)
                m_table.moveObject(i, to);
            continue;
        }
        // 707.10: the copy is put onto the stack under the control of the ability's controller; it is not
        // cast (no "whenever you cast" trigger) and has no card. 707.10c: its controller may choose new
        // targets, the resolve event's `targets`; without them the copy keeps the original's.
        const StackItem original = *it;
        for (int n = std::max(1, a.amount.n); n > 0; --n) {   // "copy target … spell twice" (Echo Mage)
            StackItem copy = original;
            copy.id = QStringLiteral("%1.copy%2").arg(m_event.id).arg(++m_copiesMade);
            copy.copyOf = id;
            copy.source = id;   // "~" of the copy names the spell copied
            copy.controller = m_item.controller;
            copy.buyback = false;
            if (m_event.hasTargets) {
                copy.targets = m_event.targets;
                copy.targetIncarnations = m_play.incarnationsOf(copy.targets);
            }
            gs.stack << copy;
            m_table.touched();
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2, a copy of %3, onto the stack (707.10)"),
                {m_table.nameOf(m_item.controller), copy.id, m_table.nameOf(id)}));
        }
    }
}

// 601.2, 118.9: "You may cast a card with mana value 3 or less from your hand without paying its mana
// cost": the card the resolve event's choices.objects names (none named, none is cast), a nonland card
// in the controller's hand whose mana value is at most the number (or the spell's X). It is cast as the
// action is performed: onto the stack above the resolving spell, a cast ("whenever you cast" triggers),
// its targets the resolve event's `targets`.
void ActionPerformer::castWithoutPaying(const Action& a)
{
    GameState& gs = m_table.state();
    if (!a.object)
        return;
    const int most = a.object->manaValueAtMostX ? m_item.choices.x.value_or(m_event.choices.x.value_or(0))
                                                : a.object->manaValueAtMost.value_or(0);
    int card = -1;
    for (const QString& id : m_event.choices.objects) {
        const int i = gs.objectIndex(id);
        if (i < 0 || gs.objects[i].zone != Zone::Hand || gs.objects[i].owner != m_item.controller)
            continue;
        const Characteristics& c = m_table.resolution().chars[i];
        if (c.type.has(CardType::Land)) {   // 305.9: a land is played, never cast
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is a land card and can't be cast (305.9)"),
                {m_table.nameOf(id)}));
            continue;
        }
        if (c.manaCost.manaValue() > most) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has mana value %2, more than %3: it can't be cast this way"),
                {m_table.nameOf(id), PlayText::number(c.manaCost.manaValue()), PlayText::number(most)}));
            continue;
        }
        card = i;
        break;
    }
    if (card < 0) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 casts no card this way"), {m_table.nameOf(m_item.controller)}));
        return;
    }
    StackItem item;
    item.kind = StackItem::Kind::Spell;
    item.id = gs.objects[card].id;
    item.ability = spellAbility(gs.objects[card].card);
    item.controller = m_item.controller;
    if (m_event.hasTargets) {
        item.targets = m_event.targets;
        item.targetIncarnations = m_play.incarnationsOf(item.targets);
    }
    m_table.moveObject(card, Zone::Stack);
    gs.objects[card].castFrom = Zone::Hand;   // 601.2a
    gs.stack << item;
    Happening h;
    h.kind = Happening::Kind::Cast;
    h.object = item.id;
    h.player = item.controller;
    m_table.happened(h);
    m_table.becameTargets(item.targets, item.controller, item.id);
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 casts %2 without paying its mana cost (601.2, 118.9)"),
        {m_table.nameOf(item.controller), m_table.nameOf(item.id)}));
}

}   // namespace strata
