#include "EffectCollector.h"
#include "EnteringCopy.h"
#include "KeywordAbilities.h"
#include "model/Emblem.h"
#include "model/ResolvableAbilities.h"
#include <algorithm>

namespace strata {

// The part of an effect that works on its own source: counters, face-down status, "enters as a copy".
static EffectPart partOnSelf(std::optional<Op> op)
{
    EffectPart part;
    part.affects = QSharedPointer<Selector>::create();
    part.affects->ref = Selector::Ref::Self;
    if (op)
        part.ops << *op;
    return part;
}

// The actions of a resolved ability that create continuous effects, nested ones included, in order.
static void gatherContinuous(const QVector<Action>& list, QVector<const Action*>& actions)
{
    for (const Action& a : list) {
        if (a.continuous)
            actions << &a;
        gatherContinuous(a.nested, actions);
    }
}

// 701.35: "detain target …": until its controller's next turn the permanent can't attack or block and its
// activated abilities can't be activated, three rules on the object detained (the event player ends the
// effect as that turn begins). A set ("detain each nonland permanent your opponents control …") is the
// one the event player fixed as the ability resolved (611.2c): the resolved effect's objects.
static void gatherDetained(const QVector<Action>& list, QVector<EffectPart>& parts)
{
    for (const Action& a : list) {
        if (a.kind == ActionKind::Detain && a.object) {
            EffectPart part;
            part.affects = QSharedPointer<Selector>::create(*a.object);
            if (!a.object->isRef()) {
                *part.affects = Selector();
                part.affects->ref = Selector::Ref::Created;
            }
            for (RuleName rule : {RuleName::CantAttack, RuleName::CantBlock, RuleName::ActivatedAbilitiesCantBeActivated}) {
                Op op;
                op.kind = Op::Kind::Rule;
                op.rule = rule;
                part.ops << op;
            }
            parts << part;
        }
        gatherDetained(a.nested, parts);
    }
}

// Round 41, 701.12: "Exchange your life total with ~'s toughness": ~'s toughness (or power) set to the life total
// the player had, which the event player kept as the resolved effect's choices.x (layer 7b, 613.4b).
static void gatherExchanged(const QVector<Action>& list, const ResolvedEffect& r, QVector<EffectPart>& parts)
{
    for (const Action& a : list)
        if (a.kind == ActionKind::ExchangeLifeTotals && a.object && r.choices.x) {
            Op op;
            op.kind = Op::Kind::SetPT;
            (a.text == QLatin1String("power") ? op.power : op.toughness) = Expr::constant(*r.choices.x);
            EffectPart part;
            part.affects = QSharedPointer<Selector>::create(*a.object);
            part.ops << op;
            parts << part;
        }
}

void EffectCollector::collectResolvedEffects()
{
    for (const ResolvedEffect& r : m_ctx.state.effects) {
        ContinuousEffect e;
        e.id = r.id;
        e.origin = ContinuousEffect::Origin::Resolved;
        e.resolved = &r;
        e.controller = r.controller;
        e.timestamp = r.timestamp;
        e.sourceIndex = r.sourceId.isEmpty() ? -1 : m_ctx.objectIndex.value(r.sourceId, -1);
        for (const QString& t : r.targets)
            e.targets << m_ctx.objectIndex.value(t, -1);
        // The ability that resolved: the spell's own, or the source's activated/triggered one.
        QVector<const Action*> actions;
        if (r.ability)
            gatherContinuous(r.ability->effect, actions);
        for (const Action* a : actions) {
            EffectPart part;
            part.affects = a->continuous->affects;
            part.ops = a->continuous->ops;
            for (const Op& op : part.ops)
                e.layers |= 1u << int(op.layer(false));
            e.parts << part;
        }
        if (r.ability) {
            QVector<EffectPart> detained;
            gatherDetained(r.ability->effect, detained);
            gatherExchanged(r.ability->effect, r, detained);
            for (const EffectPart& part : detained)
                for (const Op& op : part.ops)
                    e.layers |= 1u << int(op.layer(false));
            e.parts << detained;
        }
        if (e.parts.isEmpty())
            m_ctx.res.warnings
                << QStringLiteral("effect %1 creates no continuous effect; it has no step in the timeline").arg(r.id);
        m_ctx.addEffect(std::move(e));
    }
}

namespace {
// An effect the rules give an object itself (counters, face down): named after the object, no ability.
ContinuousEffect effectOfObject(const GameObject& o, int index, const char* suffix, ContinuousEffect::Origin origin)
{
    ContinuousEffect e;
    e.id = o.id + QLatin1String(suffix);
    e.origin = origin;
    e.sourceIndex = index;
    e.controller = o.controller;
    return e;
}
}   // namespace

void EffectCollector::collectCounterEffects()
{
    for (int i = 0; i < m_ctx.state.objects.size(); ++i) {
        const GameObject& o = m_ctx.state.objects[i];
        if (o.zone != Zone::Battlefield || o.counters.isEmpty())
            continue;
        ContinuousEffect e = effectOfObject(o, i, "#counters", ContinuousEffect::Origin::Counters);
        for (const CounterStack& s : o.counters) {
            if (ptCounter(s.kind)) {
                e.layers |= 1u << int(Layer::L7c);
                e.timestamp = std::max(e.timestamp, s.timestamp);
            } else if (keywordForCounter(s.kind)) {
                e.layers |= 1u << int(Layer::L6);
                e.timestamp = std::max(e.timestamp, s.timestamp);
            }
        }
        if (!e.layers)
            continue;
        e.parts << partOnSelf(std::nullopt);
        m_ctx.addEffect(std::move(e));
    }
}

void EffectCollector::collectFaceDownEffects()
{
    // 708.2: a face-down permanent's characteristics come from the rules, in layer 1b (613.2b), with
    // the permanent's timestamp (613.7f: turning face down gives a new one). No ability generates
    // it, so nothing can remove it.
    for (int i = 0; i < m_ctx.state.objects.size(); ++i) {
        const GameObject& o = m_ctx.state.objects[i];
        if (!o.faceDown)
            continue;
        ContinuousEffect e = effectOfObject(o, i, "#face_down", ContinuousEffect::Origin::Resolved);
        e.timestamp = o.timestamp;
        Op op;
        op.kind = Op::Kind::FaceDown;
        e.parts << partOnSelf(op);
        e.layers = 1u << int(Layer::L1b);
        m_ctx.addEffect(std::move(e));
    }
}

bool EffectCollector::scanStatics(const LayerStage& stage)
{
    bool added = false;
    const QVector<TraceStep>& steps = m_ctx.res.steps;
    if (m_ctx.abilitiesChangedOn.size() != m_ctx.state.objects.size()) {
        // The first scan: every object.
        m_ctx.abilitiesChangedOn = QVector<bool>(m_ctx.state.objects.size(), true);
        bool* changedOn = m_ctx.abilitiesChangedOn.data();
        for (int i = 0; i < m_ctx.state.objects.size(); ++i) {
            changedOn[i] = false;
            if (scanObject(i, stage))
                added = true;
        }
        m_stepsScanned = steps.size();
        return added;
    }
    // Only objects whose abilities changed since the last scan can have new static abilities, and
    // StageApplication marks them on the objects of the step it records: the steps since then name
    // them all. A walk of the whole board after every application that writes abilities grew with
    // the square of the board (a quarter of the single pass at 5,000 permanents).
    if (!m_ctx.abilitiesMayHaveChanged) {
        m_stepsScanned = steps.size();
        return false;
    }
    bool* changedOn = m_ctx.abilitiesChangedOn.data();
    const auto scanIfMarked = [&](int i) {
        if (changedOn[i]) {
            changedOn[i] = false;
            if (scanObject(i, stage))
                added = true;
        }
    };
    // Unless the steps name a good part of the board (wide steps, or a stage's worth of them before
    // the scan at the next stage's start): then a walk of the board, as it used to be, costs less
    // than collecting and sorting what they name.
    const qsizetype boardSize = m_ctx.state.objects.size();
    qsizetype named = 0;
    qsizetype lastNaming = -1;   // the last step that names objects
    int naming = 0;              // how many do
    for (qsizetype s = m_stepsScanned; s < steps.size() && named * 4 <= boardSize; ++s)
        if (const qsizetype n = steps[s].affected.size()) {
            named += n;
            lastNaming = s;
            ++naming;
        }
    if (named * 4 > boardSize) {
        for (int i = 0; i < boardSize; ++i)
            scanIfMarked(i);
    } else if (naming <= 1) {
        // Mostly the scan after an application: its step's objects come sorted, each once.
        if (lastNaming >= 0)
            for (int i : steps[lastNaming].affected)
                scanIfMarked(i);
    } else {
        QVector<int> marked;
        for (qsizetype s = m_stepsScanned; s < steps.size(); ++s)
            for (int i : steps[s].affected)
                if (changedOn[i]) {
                    changedOn[i] = false;
                    marked << i;
                }
        // In board order, as the walk of the whole board found them: effects are numbered as found.
        std::sort(marked.begin(), marked.end());
        for (int i : std::as_const(marked))
            if (scanObject(i, stage))
                added = true;
    }
    m_stepsScanned = steps.size();
    m_ctx.abilitiesMayHaveChanged = false;
    return added;
}

bool EffectCollector::scanObject(int index, const LayerStage& stage)
{
    bool added = false;
    const bool onBattlefield = m_ctx.eval.functions(index);
    const Characteristics& c = std::as_const(m_ctx.chars)[index];
    for (const AbilityInstance& a : c.abilities)
        if (collectStatic(index, a, onBattlefield, stage))
            added = true;
    return added;
}

bool EffectCollector::collectStatic(int index, const AbilityInstance& a, bool onBattlefield, const LayerStage& stage)
{
    // Only statics, changeling, "enters as a copy" and "as this enters, it becomes" make continuous effects.
    const auto kind = a.def->kind;
    if (kind != AbilityDef::Kind::Static && kind != AbilityDef::Kind::Replacement && !a.def->changeling
        && !a.def->devoid)
        return false;
    const bool entersWithAbilities = kind == AbilityDef::Kind::Replacement && a.def->generatesEffects();
    if (kind == AbilityDef::Kind::Replacement && !a.def->copiesOnEntering() && a.def->replacement.becomesChoice.isEmpty()
        && !entersWithAbilities)
        return false;
    // A cheap key first: most abilities were seen at an earlier stage.
    const quint64 seenKey
        = (quint64(index) << 40) ^ quint64(quintptr(a.def.data())) ^ (quint64(qHash(a.grantedBy)) << 16);
    if (m_seenAbilities.contains(seenKey))
        return false;
    if (kind == AbilityDef::Kind::Replacement && !entersWithAbilities) {
        if (!onBattlefield || a.printedIndex <= 0 || stage.layer != Layer::L1a)
            return false;
        return a.def->copiesOnEntering() ? collectEntersAsCopy(index, a) : collectChosenForm(index, a);
    }
    if (!a.def->generatesEffects()) {
        m_seenAbilities.insert(seenKey);
        return false;
    }
    const GameObject& o = m_ctx.state.objects[index];
    const bool changeling = a.def->kind == AbilityDef::Kind::Keyword;
    const bool cda = changeling || a.def->cda;
    // 113.6k: Brawn's "as long as ~ is in your graveyard" works from there.
    // 114.4: an emblem's static abilities work from the command zone.
    if (!onBattlefield && !cda && !isEmblem(o)
        && !(o.zone == Zone::Graveyard && Evaluator::worksInGraveyard(a.def->condition)))
        return false;
    const QString id = o.id + '#' + (a.printedIndex > 0 ? QString::number(a.printedIndex) : a.grantedBy);
    const QString key = staticEffectKey(id, a.def.data());
    if (m_ctx.staticKeys.contains(key))
        return false;
    m_ctx.staticKeys.insert(key);
    m_seenAbilities.insert(seenKey);
    addStaticEffect(index, a, id, changeling, cda);
    return true;
}

QString EffectCollector::enteringCopyId(int index) const
{
    return m_ctx.state.objects[index].id + QLatin1String("#copy");
}

bool EffectCollector::collectEntersAsCopy(int index, const AbilityInstance& a)
{
    // The copy effect an object entered with is named after the object, not after the ability: the
    // copy's own abilities are numbered as copied (707.9a), so "#1" may be one of them.
    if (m_ctx.state.objects[index].choices.copyOf.isEmpty() || m_ctx.effectIndex.contains(enteringCopyId(index)))
        return false;
    addEnteringCopy(index, a.def, a.def->replacement.entersAsCopy->except);
    return true;
}

void EffectCollector::addEnteringCopy(int index, const AbilityPtr& grantedBy, const CopyExceptions& except)
{
    const GameObject& o = m_ctx.state.objects[index];
    // 707.5/614.1c: "enters as a copy" makes a layer 1a copy effect with the object's timestamp.
    ContinuousEffect e;
    e.id = enteringCopyId(index);
    // Made once, as the object entered: no ability keeps it alive, and none can end it (707.5).
    e.origin = ContinuousEffect::Origin::Resolved;
    e.sourceIndex = index;
    e.controller = std::as_const(m_ctx.chars)[index].controller;
    e.timestamp = o.timestamp;
    e.ability = grantedBy;
    Op op;
    op.kind = Op::Kind::Copy;
    op.copyOf = QSharedPointer<Selector>::create();
    op.copyOf->ref = Selector::Ref::Chosen;
    op.except = except;
    e.parts << partOnSelf(op);
    e.layers = 1u << int(Layer::L1a);
    m_ctx.addEffect(std::move(e));
}

bool EffectCollector::collectChosenForm(int index, const AbilityInstance& a)
{
    const GameObject& o = m_ctx.state.objects[index];
    const QVector<CopyExceptions>& modes = a.def->replacement.becomesChoice;
    // 707.6: only an object that entered with the ability made the choice; one that became a copy of
    // such an object later has the values the original chose, copied (707.2). An object that entered
    // as a copy entered with the copied abilities alone: its own printed choice never applied
    // (616.1c, 614.12), as with Primal Plasma entering under Essence of the Wild.
    const QVector<AbilityPtr>& printed = printedFace(o).abilities;
    const bool enteredAsCopy = m_ctx.effectIndex.contains(enteringCopyId(index));
    const bool ownAbility = printed.contains(a.def);
    const bool enteredWithIt = enteredAsCopy ? !ownAbility : ownAbility;
    const QString id = o.id + '#' + QString::number(a.printedIndex);
    // 708.3: a face-down permanent entered without its abilities; a morph's "as this is turned face
    // up" form (Aquamorph Entity) is chosen only when it turns face up.
    if (o.faceDown || m_ctx.staticKeys.contains(staticEffectKey(id, a.def.data())))
        return false;
    if (!enteredWithIt) {
        if (enteredAsCopy && ownAbility && o.choices.mode) {
            m_ctx.staticKeys.insert(staticEffectKey(id, a.def.data()));   // warned once
            m_ctx.res.warnings << QStringLiteral("%1: choices.mode is not used: it entered as a copy of %2, which "
                                                 "has no form to choose (616.1c)")
                                      .arg(o.id, o.choices.copyOf);
        }
        return false;
    }
    m_ctx.staticKeys.insert(staticEffectKey(id, a.def.data()));
    if (!o.choices.mode || *o.choices.mode < 1 || *o.choices.mode > modes.size()) {
        m_ctx.res.warnings << QStringLiteral("%1 needs choices.mode, 1 to %2: the form it took as it entered")
                                  .arg(o.id)
                                  .arg(modes.size());
        return false;
    }
    // 613.2a: an "as this enters" ability that sets power and toughness makes a copiable effect.
    ContinuousEffect e;
    e.id = id;
    e.origin = ContinuousEffect::Origin::Static;
    e.sourceIndex = index;
    e.controller = std::as_const(m_ctx.chars)[index].controller;
    e.timestamp = o.timestamp;
    e.ability = a.def;
    e.printedIndex = a.printedIndex;
    Op op;
    op.kind = Op::Kind::Copy;
    op.except = modes[*o.choices.mode - 1];
    e.parts << partOnSelf(op);
    e.layers = 1u << int(Layer::L1a);
    m_ctx.addEffect(std::move(e));
    return true;
}

void EffectCollector::collectGrantedEnteringCopies()
{
    for (int i = 0; i < m_ctx.state.objects.size(); ++i) {
        const GameObject& o = m_ctx.state.objects[i];
        if (o.choices.copyOf.isEmpty() || o.zone != Zone::Battlefield || !o.card)
            continue;
        // 616.1c: another permanent's "enter as a copy of this" leaves the object a copy of that
        // permanent whichever copy effect is applied first, so it is the one that counts.
        if (const AbilityPtr granter = copyGrantedOnEntering(o)) {
            addEnteringCopy(i, granter, granter->replacement.entersAsCopy->except);
            continue;
        }
        const QVector<AbilityPtr>& own = printedFace(o).abilities;
        if (std::none_of(own.cbegin(), own.cend(), [](const AbilityPtr& a) { return a->copiesOnEntering(); }))
            m_ctx.res.warnings
                << QStringLiteral("%1 names copy_of %2, but nothing makes it enter as a copy: neither an ability "
                                  "of its own nor a permanent it entered under")
                       .arg(o.id, o.choices.copyOf);
    }
}

AbilityPtr EffectCollector::copyGrantedOnEntering(const GameObject& o) const
{
    // It was on the battlefield under the same player before the object entered (616.1c).
    return copyGrantedBy(m_ctx.objectIndex.value(o.choices.copyOf, -1), printedFace(o), o.controller, m_ctx.state,
        m_ctx.chars, o.timestamp);
}

void EffectCollector::dropStaticsReplacedInLayer1()
{
    // An ability a layer 1 copy replaced was never the object's: after 613.2c its abilities are the
    // copied ones, so an effect of the old one is no step of the timeline, and frees its id.
    for (ContinuousEffect& e : m_ctx.effects)
        if (e.origin == ContinuousEffect::Origin::Static && !e.everApplied && !e.started() && !m_ctx.isLive(e)) {
            e.layers = 0;
            if (m_ctx.effectIndex.value(e.id, -1) == e.slot)
                m_ctx.effectIndex.remove(e.id);
        }
}

void EffectCollector::addStaticEffect(int index, const AbilityInstance& a, const QString& id, bool changeling, bool cda)
{
    const GameObject& o = m_ctx.state.objects[index];
    ContinuousEffect e;
    e.id = id;
    e.origin = ContinuousEffect::Origin::Static;
    e.sourceIndex = index;
    e.controller = std::as_const(m_ctx.chars)[index].controller;
    e.timestamp = a.printedIndex > 0 ? o.timestamp : a.timestamp;
    e.cda = cda;
    e.ability = a.def;
    e.grantedBy = a.grantedBy;
    e.printedIndex = a.printedIndex;
    e.condition = a.def->condition;
    EffectPart part;
    if (changeling) {
        // A keyword that works as a characteristic-defining ability: changeling (702.73a, layer 4) or
        // devoid (702.114a, layer 5: no colours at all).
        Op op;
        op.kind = a.def->devoid ? Op::Kind::SetColors : Op::Kind::AllCreatureTypes;
        part = partOnSelf(op);
    } else {
        part.affects = a.def->affects;
        part.ops = a.def->ops;
    }
    for (const Op& op : part.ops)
        e.layers |= 1u << int(op.layer(cda));
    e.parts << part;
    // "Otherwise, it gets -3/-3." (Clutch of Undeath): the same ability's effect while its condition
    // does not hold, an effect of its own with the same timestamp (613.7a).
    const AbilityPtr otherwise = changeling ? AbilityPtr() : a.def->otherwise;
    ContinuousEffect other;
    if (otherwise) {
        other = e;
        other.id = id + QStringLiteral("-otherwise");
        other.condition = otherwise->condition;
        other.layers = 0;
        other.parts.clear();
        EffectPart otherPart;
        otherPart.affects = otherwise->affects;
        otherPart.ops = otherwise->ops;
        for (const Op& op : otherPart.ops)
            other.layers |= 1u << int(op.layer(cda));
        other.parts << otherPart;
    }
    m_ctx.addEffect(std::move(e));
    if (otherwise)
        m_ctx.addEffect(std::move(other));
}

}   // namespace strata
