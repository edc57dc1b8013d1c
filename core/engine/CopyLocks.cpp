#include "CopyLocks.h"
#include "Evaluator.h"
#include "LayerEngine.h"
#include "PrintedCharacteristics.h"
#include <QSet>
#include <algorithm>

namespace strata {

namespace {

const QLatin1String kEnteringCopySuffix("#copy");

// What may be copied of an ability list: granted abilities and the mana abilities basic land types
// give are not copiable (707.2); the copy gets the latter back from its own types.
QVector<AbilityPtr> copiableAbilities(const Characteristics& c)
{
    QVector<AbilityPtr> out;
    for (const AbilityInstance& a : c.abilities)
        if (a.grantedBy.isEmpty() && a.def->kind != AbilityDef::Kind::ManaIntrinsic)
            out << a.def;
    return out;
}

std::optional<PrintedNumber> printed(const std::optional<int>& n)
{
    if (!n)
        return std::nullopt;
    return PrintedNumber{*n, QString::number(*n)};
}

CardPtr snapshotCard(const Characteristics& c, const QString& copiedId)
{
    auto card = std::make_shared<Card>();
    CardFace& f = card->front;
    f.name = c.name;
    f.manaCost = c.manaCost;
    f.colorIndicator = c.colors;   // exactly the copied colours, whatever the mana cost says
    f.hasColorIndicator = true;
    f.type = c.type;
    f.power = printed(c.power);
    f.toughness = printed(c.toughness);
    f.loyalty = printed(c.loyalty);
    f.abilities = copiableAbilities(c);
    card->resourcePath = QStringLiteral("copiable values of %1").arg(copiedId);
    return card;
}

// The copiable values of object `index` in a traced resolution: its printed values as the layer 1a
// steps left them (613.2c: after layer 1 they are its copiable values; 1b's face-down status is
// applied by the copy itself, as for a copy without a lock).
Characteristics copiableValuesAt(const GameState& state, const Resolution& traced, int index)
{
    Characteristics c = printedCharacteristics(state.objects[index]);
    for (const TraceStep& step : traced.steps) {
        if (step.layerId != Layer::L1a)
            continue;
        for (const TraceChange& change : step.changes)
            if (change.object == index)
                change.layAfterOver(c);
    }
    return c;
}

struct CopyEffectFound {
    QString effectId;
    int copied = -1;          // object index
    int incarnation = -1;     // an entering copy: its object's incarnation
};

const Selector* copiedSelector(const AbilityDef& a)
{
    for (const Action& act : a.effect)
        if (act.continuous)
            for (const Op& op : act.continuous->ops)
                if (op.kind == Op::Kind::Copy && op.copyOf)
                    return op.copyOf.data();
    return nullptr;
}

// The copy effects of the state now, with the object each copies.
QVector<CopyEffectFound> copyEffects(const GameState& state, const Resolution& res)
{
    QVector<CopyEffectFound> found;
    QSet<QString> applied;
    for (const TraceStep& step : res.steps)
        if (step.layerId == Layer::L1a && step.applied)
            applied.insert(step.effect);
    // 707.5: an object that entered as a copy; the engine names that effect "<id>#copy".
    for (const GameObject& o : state.objects) {
        const QString id = o.id + kEnteringCopySuffix;
        if (o.zone != Zone::Battlefield || o.choices.copyOf.isEmpty() || !applied.contains(id))
            continue;
        const int copied = state.objectIndex(o.choices.copyOf);
        if (copied >= 0)
            found << CopyEffectFound{id, copied, o.incarnation};
    }
    // A resolved spell's or ability's "becomes a copy" (Cytoshape, Vesuvan Doppelganger's upkeep).
    for (const ResolvedEffect& r : state.effects) {
        if (!r.ability || !applied.contains(r.id))
            continue;
        const Selector* sel = copiedSelector(*r.ability);
        if (!sel)
            continue;
        ContinuousEffect e;
        e.id = r.id;
        e.origin = ContinuousEffect::Origin::Resolved;
        e.resolved = &r;
        e.controller = r.controller;
        e.sourceIndex = r.sourceId.isEmpty() ? -1 : state.objectIndex(r.sourceId);
        for (const QString& t : r.targets)
            e.targets << state.objectIndex(t);
        const QVector<int> picked = Evaluator(state, res.chars).select(*sel, e);
        if (!picked.isEmpty())
            found << CopyEffectFound{r.id, picked.first(), -1};
    }
    return found;
}

// Whether the copy effect a lock belongs to is still there, as the same effect.
bool lockStillHolds(const GameState& state, const CopyLock& lock)
{
    const QString& effectId = lock.effectId;
    if (effectId.endsWith(kEnteringCopySuffix)) {
        const GameObject* o = state.object(effectId.chopped(kEnteringCopySuffix.size()));
        if (o && o->zone == Zone::Battlefield && o->incarnation == lock.sourceIncarnation
            && !o->choices.copyOf.isEmpty())
            return true;
    }
    for (const ResolvedEffect& r : state.effects)
        if (r.id == effectId)
            return true;
    return false;
}

}   // namespace

const CopyLock* copyLockOf(const GameState& state, const ContinuousEffect& e)
{
    for (const CopyLock& r : state.copyLocks) {
        if (r.effectId != e.id)
            continue;
        // An object's entering copy is its own: a new object of the same id entered anew (400.7).
        if (!e.resolved && e.sourceIndex >= 0 && e.id.endsWith(kEnteringCopySuffix)
            && state.objects[e.sourceIndex].incarnation != r.sourceIncarnation)
            return nullptr;
        return &r;
    }
    return nullptr;
}

Characteristics lockedValues(const CopyLock& lock)
{
    Characteristics c;
    const CardFace& f = lock.values->front;
    c.name = f.name;
    c.manaCost = f.manaCost;
    c.colors = f.colorIndicator;
    c.type = f.type;
    if (f.power)
        c.power = f.power->value;
    if (f.toughness)
        c.toughness = f.toughness->value;
    if (f.loyalty)
        c.loyalty = f.loyalty->value;
    for (int a = 0; a < f.abilities.size(); ++a)
        c.abilities << AbilityInstance{f.abilities[a], a + 1, 0, QString(), {}};
    return c;
}

CardPtr copiableValuesCard(const GameState& state, int index)
{
    EngineOptions traced;
    traced.trace = true;
    const Resolution withTrace = LayerEngine::resolve(state, traced);
    return snapshotCard(copiableValuesAt(state, withTrace, index), state.objects[index].id);
}

bool lockCopyEffects(GameState& state, const Resolution& res)
{
    bool changed = false;
    for (int i = state.copyLocks.size() - 1; i >= 0; --i)
        if (!lockStillHolds(state, state.copyLocks[i])) {
            state.copyLocks.remove(i);
            changed = true;
        }
    QVector<CopyEffectFound> unlocked;
    for (const CopyEffectFound& f : copyEffects(state, res)) {
        const bool locked = std::any_of(state.copyLocks.cbegin(), state.copyLocks.cend(),
            [&](const CopyLock& r) { return r.effectId == f.effectId; });
        if (!locked)
            unlocked << f;
    }
    if (unlocked.isEmpty())
        return changed;
    // The values each copies now, which it keeps copying (608.2h, 707.2): a traced resolution has
    // each object's values as layer 1 left them.
    EngineOptions traced;
    traced.trace = true;
    const Resolution withTrace = LayerEngine::resolve(state, traced);
    for (const CopyEffectFound& f : unlocked) {
        const GameObject& copied = state.objects[f.copied];
        CopyLock lock;
        lock.effectId = f.effectId;
        lock.values = snapshotCard(copiableValuesAt(state, withTrace, f.copied), copied.id);
        lock.copied = copied.id;
        lock.faceDown = copied.faceDown;
        lock.sourceIncarnation = f.incarnation;
        state.copyLocks << lock;
    }
    return true;
}

}   // namespace strata
