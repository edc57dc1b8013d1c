#include "StageApplication.h"
#include "CopyLocks.h"
#include "EffectFootprint.h"
#include "KeywordAbilities.h"
#include "TextChange.h"
#include "TraceNotes.h"
#include <algorithm>

namespace strata {

StageApplication::StageApplication(EngineContext& ctx, const LayerStage& stage)
    : m_ctx(ctx), m_stage(stage), m_recorder(stage.layer, int(ctx.state.objects.size()))
{ }

QString StageApplication::ruleFor(OrderReason reason) const
{
    switch (reason) {
    case OrderReason::Cda:
        return m_stage.layer == Layer::L7a ? QStringLiteral("613.4a") : QStringLiteral("613.3");
    case OrderReason::Dependency:
        return QStringLiteral("613.8b");
    case OrderReason::DependencyLoop:
        return QStringLiteral("613.8b");
    case OrderReason::Timestamp:
        break;
    }
    if (m_stage.layer == Layer::Players)
        return QStringLiteral("613.10");
    if (m_stage.layer == Layer::Rules)
        return QStringLiteral("613.11");
    return QStringLiteral("613.7");
}

TraceStep StageApplication::stepOf(const ContinuousEffect& e, OrderReason reason) const
{
    TraceStep step;
    step.layer = m_stage.label;
    step.layerId = m_stage.layer;
    step.effect = e.id;
    step.source = e.sourceIndex;
    step.timestamp = e.timestamp;
    step.order = reason;
    return step;
}

void StageApplication::recordSkip(ContinuousEffect& e, const QString& note, const QString& rule)
{
    TraceStep step = stepOf(e, e.cda ? OrderReason::Cda : OrderReason::Timestamp);
    step.applied = false;
    step.note = note;
    step.rule = rule;
    m_ctx.res.steps << step;
    m_ctx.dead.insert(e.id);
}

void StageApplication::apply(ContinuousEffect& e, OrderReason reason, const QStringList& dependsOn)
{
    TraceStep step = stepOf(e, reason);
    step.dependsOn = dependsOn;
    step.rule = ruleFor(reason);

    if (!e.started() && e.condition && !m_ctx.eval.holds(*e.condition, e)) {
        step.applied = false;
        step.note = QLatin1String(TraceNotes::kConditionNotMet);
        step.rule = QStringLiteral("611.3b");
        m_ctx.res.steps << step;
        m_ctx.dead.insert(e.id);
        return;
    }

    QVector<int> touched;
    ++m_ctx.applications;
    for (EffectPart& part : e.parts)
        applyPart(e, part, step, touched);
    // One part's set comes sorted from the board; only several parts need sorting and merging.
    if (!std::is_sorted(touched.cbegin(), touched.cend())
        || std::adjacent_find(touched.cbegin(), touched.cend()) != touched.cend()) {
        std::sort(touched.begin(), touched.end());
        touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    }
    step.affected = touched;
    e.everApplied = true;
    if (mayBringStatics(e)) {
        m_ctx.abilitiesMayHaveChanged = true;
        for (int i : step.affected)
            m_ctx.abilitiesChangedOn[i] = true;
    }
    m_ctx.res.steps << step;
}

void StageApplication::applyPart(ContinuousEffect& e, EffectPart& part, TraceStep& step, QVector<int>& touched)
{
    const Layer layer = m_stage.layer;
    bool hasOps = e.origin == ContinuousEffect::Origin::Counters;
    for (const Op& op : part.ops)
        hasOps |= op.layer(e.cda) == layer;
    if (!hasOps)
        return;
    const QVector<int> affected = m_ctx.affectedBy(part, e);
    // One part's set is shared as it is; several are merged by apply().
    if (touched.isEmpty())
        touched = affected;
    else
        touched += affected;
    if (!part.started) {
        // 613.6 / 611.2c: the set is fixed when the effect begins to apply.
        part.started = true;
        part.locked = affected;
    }
    // A slot for each object's change, filled in place; changes that change nothing give theirs
    // back to the next object, and the unused tail goes at the end.
    TraceChange* traceSlots = nullptr;
    qsizetype used = step.changes.size();
    if (m_ctx.options.trace) {
        step.changes.resize(used + affected.size());
        traceSlots = step.changes.data();
    }
    // Abilities that can only be added: the trace shares one list for such steps.
    const bool onlyAdds = e.origin == ContinuousEffect::Origin::Counters
        || std::all_of(part.ops.cbegin(), part.ops.cend(),
            [&](const Op& op) { return op.layer(e.cda) != layer || op.kind == Op::Kind::AddAbilities; });
    const QHash<int, QString> controllersBefore = controllersBeforeExchange(part, affected);
    for (int i : affected) {
        Characteristics& c = m_ctx.chars[i];
        TraceChange* change = traceSlots ? traceSlots + used : nullptr;
        if (change) {
            change->restart(i, layer);
            m_recorder.begin(*change, c, onlyAdds);
        }
        applyOps(e, part, i, affected, controllersBefore, c);
        if (change) {
            m_recorder.end(*change, c);
            if (!change->changesNothing())
                ++used;
        }
    }
    if (traceSlots)
        step.changes.resize(used);
    // What this part wrote may change what selectors pick; up to layer 3 anything may have.
    if (layer <= Layer::L3)
        m_ctx.selections.clear();
    else
        m_ctx.selections.forget(writesIn(e, layer), affected, int(m_ctx.state.objects.size()));
    if (affected.isEmpty() && (layer == Layer::Rules || layer == Layer::Players))
        for (const Op& op : part.ops)
            if (op.layer(e.cda) == layer)
                m_ctx.res.gameRules << RuleEffectRecord{op.rule, e.id, 0, 0, op.filter, e.sourceIndex, e.controller};
}

QHash<int, QString> StageApplication::controllersBeforeExchange(
    const EffectPart& part, const QVector<int>& affected) const
{
    // Exchange of control needs both objects' controllers from before the exchange.
    QHash<int, QString> controllers;
    if (std::any_of(
            part.ops.cbegin(), part.ops.cend(), [](const Op& op) { return op.kind == Op::Kind::ExchangeControl; }))
        for (int i : affected)
            controllers.insert(i, std::as_const(m_ctx.chars)[i].controller);
    return controllers;
}

void StageApplication::applyOps(const ContinuousEffect& e, const EffectPart& part, int i, const QVector<int>& affected,
    const QHash<int, QString>& controllersBefore, Characteristics& c)
{
    if (e.origin == ContinuousEffect::Origin::Counters) {
        m_ctx.applyCounters(e, m_stage, i, c);
        return;
    }
    for (const Op& op : part.ops) {
        if (op.layer(e.cda) != m_stage.layer)
            continue;
        if (op.kind == Op::Kind::ExchangeControl && affected.size() == 2) {
            c.controller = controllersBefore.value(affected[0] == i ? affected[1] : affected[0]);
        } else if (op.kind == Op::Kind::Copy) {
            applyCopy(op, e, c);
        } else if (op.kind == Op::Kind::ChangeText) {
            applyTextChange(op, e, i, c);
        } else if (op.kind == Op::Kind::FaceDown) {
            turnFaceDown(c);
        } else if (op.kind == Op::Kind::Rule || op.kind == Op::Kind::PlayerRule) {
            // An amount that is not a number (Sphere of Safety's "X is the number of enchantments you
            // control") is worked out here, on the board the earlier layers made.
            // CanBlockAdditionalCreature: the additional creatures, one unless counted (Kemba's Legion).
            const int amount = !op.power ? int(op.rule == RuleName::CanBlockAdditionalCreature)
                : op.power->isConst()   ? op.power->value
                                        : m_ctx.eval.evaluate(*op.power, e, i);
            m_ctx.res.rulesEffects[i] << RuleEffectRecord{op.rule, e.id, op.subtypes.value(0), amount, op.filter,
                e.sourceIndex, e.controller};
        } else {
            m_ctx.applier.apply(op, e, i, c);
        }
    }
}

bool StageApplication::mayBringStatics(const ContinuousEffect& e) const
{
    // Whether this application can give objects static abilities they did not have, so that
    // scanStatics must look at them again. Losing abilities and gaining keywords such as flying
    // (from effects or counters) cannot; copying, text changes and type changes (305.7) can.
    if (e.origin == ContinuousEffect::Origin::Counters)
        return false;
    for (const EffectPart& part : e.parts)
        for (const Op& op : part.ops) {
            if (op.layer(e.cda) != m_stage.layer)
                continue;
            switch (op.kind) {
            case Op::Kind::LoseAbilities:
            case Op::Kind::LoseAllAbilities:
            case Op::Kind::CantHave:
                break;
            case Op::Kind::AddAbilities:
                for (const AbilityPtr& a : op.abilities)
                    if (a->generatesEffects() || a->kind == AbilityDef::Kind::Replacement)
                        return true;
                break;
            default:
                if (op.writes() & (FacetAbilities | FacetCopiable | FacetText))
                    return true;
                break;
            }
        }
    return false;
}

void StageApplication::applyCopy(const Op& op, const ContinuousEffect& e, Characteristics& c) const
{
    // "Except it has this ability" names the ability that made the copy: a resolved one's, or the static's.
    const AbilityPtr thisAbility = e.resolved ? e.resolved->ability : e.ability;
    if (!op.copyOf) {
        applyCopiableChanges(op.except, thisAbility, c);   // an "as this enters, it becomes …" form
        return;
    }
    // 608.2h, 707.2: once the copy effect has begun in play it copies the values it copied then,
    // whatever the copied object became since, or if it left the battlefield.
    if (const CopyLock* lock = copyLockOf(m_ctx.state, e)) {
        Characteristics from = lockedValues(*lock);
        if (lock->faceDown)
            turnFaceDown(from);
        copyValues(from, op.except, thisAbility, c);
        return;
    }
    const QVector<int> picked = m_ctx.eval.select(*op.copyOf, e);
    if (picked.isEmpty())
        return;
    Characteristics from = std::as_const(m_ctx.chars)[picked.first()];
    // 707.2: a face-down permanent's copiable values are those of its face-down status.
    if (m_ctx.state.objects[picked.first()].faceDown)
        turnFaceDown(from);
    copyValues(from, op.except, thisAbility, c);
}

void StageApplication::applyTextChange(const Op& op, const ContinuousEffect& e, int index, Characteristics& c)
{
    const Choices& ch = e.resolved ? e.resolved->choices : m_ctx.state.objects[e.sourceIndex].choices;
    const QString chosenColor = ch.color ? colorName(*ch.color) : QString();
    const WordSwaps swaps = wordSwapsFor(op.textChange, ch.textFrom, ch.textTo, chosenColor);
    if (swaps.isEmpty()) {
        const QString warning
            = QStringLiteral("%1 changes no words: its choices do not name a word of the kind it changes").arg(e.id);
        if (!m_ctx.res.warnings.contains(warning))
            m_ctx.res.warnings << warning;
        return;
    }
    for (AbilityInstance& a : c.abilities) {
        if (a.def->kind == AbilityDef::Kind::ManaIntrinsic)
            continue;
        const AbilityPtr rewritten = rewriteWords(a.def, swaps);
        if (rewritten == a.def)
            continue;
        // Effects of this ability that have not started yet now come from the changed text.
        for (ContinuousEffect& other : m_ctx.effects) {
            if (other.origin != ContinuousEffect::Origin::Static || other.sourceIndex != index || other.started()
                || other.ability != a.def || other.printedIndex != a.printedIndex || other.grantedBy != a.grantedBy)
                continue;
            other.ability = rewritten;
            other.condition = rewritten->condition;
            m_ctx.footprintsStale = true;
            if (!other.parts.isEmpty() && rewritten->kind == AbilityDef::Kind::Static) {
                other.parts.first().affects = rewritten->affects;
                other.parts.first().ops = rewritten->ops;
            }
        }
        const QString id = m_ctx.state.objects[index].id + '#'
            + (a.printedIndex > 0 ? QString::number(a.printedIndex) : a.grantedBy);
        m_ctx.staticKeys.insert(staticEffectKey(id, rewritten.data()));
        a.def = rewritten;
        a.wordSwaps += swaps;
    }
}

void StageApplication::turnFaceDown(Characteristics& c)
{
    c.name.clear();
    c.manaCost = ManaCost();
    c.colors = ColorSet();
    c.type = TypeLine();
    c.type.add(CardType::Creature);
    c.abilities = {};
    c.power = 2;
    c.toughness = 2;
    c.loyalty.reset();
    c.faceDown = true;
}

}   // namespace strata
