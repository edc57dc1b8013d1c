#include "TrialApplication.h"

namespace strata {

// Which of b's parts reach each object, as bitmaps, when there are several: one part reaches all.
class TrialApplication::PartReach {
public:
    PartReach(const EngineContext& ctx, const ContinuousEffect& b)
    {
        if (b.parts.size() <= 1)
            return;
        m_targets.fill(QVector<bool>(ctx.state.objects.size(), false), b.parts.size());
        for (int p = 0; p < b.parts.size(); ++p)
            for (int i : ctx.affectedBy(b.parts[p], b))
                m_targets[p][i] = true;
    }
    bool reaches(int part, int index) const { return m_targets.isEmpty() || m_targets[part][index]; }

private:
    QVector<QVector<bool>> m_targets;
};

struct TrialApplication::Trials {
    const ContinuousEffect* of = nullptr;
    quint64 applications = 0;   // EngineContext::applications when they were tried
    int generation = 0;
    std::optional<PartReach> reach;
    QVector<Characteristics> chars;   // by object, valid where made[index] == generation
    QVector<int> made;
    // objectsThatMatter(), by effect slot, where it cannot change within the stage.
    QVector<std::optional<QVector<int>>> matter;
    QVector<bool> matterKnown;
};

TrialApplication::TrialApplication(const EngineContext& ctx, const LayerStage& stage)
    : m_ctx(ctx), m_stage(stage), m_trials(std::make_unique<Trials>())
{ }

TrialApplication::~TrialApplication() = default;

const TrialApplication::PartReach& TrialApplication::reachOf(const ContinuousEffect& b) const
{
    Trials& t = *m_trials;
    if (t.of != &b || t.applications != m_ctx.applications || !t.reach) {
        t.of = &b;
        t.applications = m_ctx.applications;
        ++t.generation;
        t.reach.emplace(m_ctx, b);
        const qsizetype n = m_ctx.state.objects.size();
        if (t.made.size() < n) {
            t.made.resize(n, 0);
            t.chars.resize(n);
        }
    }
    return *t.reach;
}

const Characteristics& TrialApplication::triedOn(const ContinuousEffect& b, const PartReach& reach, int index) const
{
    Trials& t = *m_trials;
    Characteristics& c = t.chars[index];
    if (t.made[index] != t.generation) {
        c = std::as_const(m_ctx.chars)[index];
        applyOnTrial(b, reach, index, c);
        t.made[index] = t.generation;
    }
    return c;
}

void TrialApplication::applyOps(const ContinuousEffect& b, const EffectPart& part, int index, Characteristics& c) const
{
    for (const Op& op : part.ops)
        if (op.layer(b.cda) == m_stage.layer)
            m_ctx.applier.apply(op, b, index, c);
}

TrialApplication::Delta TrialApplication::trialDelta(const ContinuousEffect& b) const
{
    Delta delta;
    if (b.origin == ContinuousEffect::Origin::Counters) {
        Characteristics c = std::as_const(m_ctx.chars)[b.sourceIndex];
        m_ctx.applyCounters(b, m_stage, b.sourceIndex, c);
        delta.insert(b.sourceIndex, c);
        return delta;
    }
    if (!m_ctx.appliesNow(b))
        return delta;
    for (const EffectPart& part : b.parts) {
        for (int i : m_ctx.affectedBy(part, b)) {
            auto it = delta.find(i);
            if (it == delta.end())
                it = delta.insert(i, std::as_const(m_ctx.chars)[i]);
            applyOps(b, part, i, *it);
        }
    }
    return delta;
}

TrialApplication::Delta TrialApplication::trialOn(const ContinuousEffect& b, int index) const
{
    Delta delta;
    if (!m_ctx.appliesNow(b))
        return delta;
    Characteristics c = std::as_const(m_ctx.chars)[index];
    if (b.origin == ContinuousEffect::Origin::Counters) {
        m_ctx.applyCounters(b, m_stage, index, c);
    } else {
        for (const EffectPart& part : b.parts)
            if (m_ctx.affectedBy(part, b).contains(index))
                applyOps(b, part, index, c);
    }
    delta.insert(index, c);
    return delta;
}

bool TrialApplication::needsWholeBoard(const ContinuousEffect& a, const ContinuousEffect& b) const
{
    const Facets written = b.footprint.writes;
    if (!a.started() && a.condition && (a.condition->reads() & written))
        return true;
    for (const EffectPart& part : a.parts)
        for (const Op& op : part.ops)
            if (op.layer(a.cda) == m_stage.layer)
                for (const std::optional<Expr>* ex : {&op.power, &op.toughness})
                    if (*ex && !(*ex)->isConst() && !(*ex)->perObject() && ((*ex)->reads() & written))
                        return true;
    for (const EffectPart& part : a.parts)
        for (const Op& op : part.ops)
            if (op.kind == Op::Kind::Copy)
                return true;
    return false;
}

const std::optional<QVector<int>>& TrialApplication::objectsThatMatter(const ContinuousEffect& a) const
{
    // In layer 1a every copy effect was worked out again for every other effect it was asked about.
    Trials& t = *m_trials;
    if (a.slot >= t.matterKnown.size()) {
        t.matterKnown.resize(a.slot + 1, false);
        t.matter.resize(a.slot + 1);
    }
    if (!t.matterKnown[a.slot]) {
        bool fixed = true;
        t.matter[a.slot] = objectsThatMatterNow(a, fixed);
        t.matterKnown[a.slot] = fixed;
    }
    return t.matter[a.slot];
}

// What dependsOn() looks at when only the delta's objects matter: see its three questions. Within a
// stage a's source stays, as do the objects a ref names; a pending effect has not started.
std::optional<QVector<int>> TrialApplication::objectsThatMatterNow(const ContinuousEffect& a, bool& fixed) const
{
    // changesExistence(): the ability at a's source, and a condition, which may read any object.
    if (!a.started() && a.condition)
        return std::nullopt;
    QVector<int> objects;
    if (a.sourceIndex >= 0)
        objects << a.sourceIndex;
    for (const EffectPart& part : a.parts) {
        // changesWhatItAffects() tests every object of the delta against a selector.
        if (!part.started && part.affects && !part.affects->isRef())
            return std::nullopt;
        for (const Op& op : part.ops) {
            if (op.layer(a.cda) != m_stage.layer)
                continue;
            // changesWhatItDoes(): computed values, then what a copies.
            for (const std::optional<Expr>* ex : {&op.power, &op.toughness})
                if (*ex && !(*ex)->isConst())
                    return std::nullopt;
            if (op.kind == Op::Kind::Copy && op.copyOf) {
                objects += m_ctx.eval.select(*op.copyOf, a);
                fixed = fixed && op.copyOf->isRef();
            }
        }
    }
    return objects;
}

TrialApplication::WatchedKeywords TrialApplication::watchKeywords(
    const ContinuousEffect& a, const ContinuousEffect& b, ScanAnswer& answer) const
{
    // When a reads abilities only by keyword, b can change a's view of an object only where b
    // changes whether one of those keywords is there: that is tested before copying anything.
    const AbilityKeys& aKeys = a.footprint.keyReads;
    // Ability loss matters only at a's source (its existence), which is always tried in full.
    answer.byKeyword = !aKeys.any && !aKeys.names.isEmpty()
        && !((a.footprint.reads & b.footprint.writes) & ~(FacetAbilities | FacetAbilityLoss))
        && b.origin != ContinuousEffect::Origin::Counters;
    // Worked out once: this runs over whole boards, and an object only feels the parts that reach it.
    WatchedKeywords watched(b.parts.size());
    for (int p = 0; p < b.parts.size() && answer.byKeyword; ++p)
        for (const Op& op : b.parts[p].ops) {
            if (op.layer(b.cda) != m_stage.layer)
                continue;
            if (op.kind != Op::Kind::AddAbilities && op.kind != Op::Kind::LoseAbilities
                && op.kind != Op::Kind::CantHave) {
                answer.byKeyword = false;
                break;
            }
            for (const AbilityPtr& ab : op.abilities) {
                if (ab->kind != AbilityDef::Kind::Keyword)
                    continue;
                // a may ask by full text ("Swampwalk") or by name ("Landwalk").
                const int readId = aKeys.names.contains(ab->keywordText()) ? ab->keywordTextId
                    : aKeys.names.contains(ab->keyword)                    ? ab->keywordNameId
                                                                           : 0;
                const KeywordChange change{readId, ab->keywordTextId, op.kind == Op::Kind::AddAbilities};
                if (readId && !watched[p].contains(change))
                    watched[p].append(change);
            }
        }
    if (answer.byKeyword)
        for (const QVector<KeywordChange>& part : std::as_const(watched))
            for (const KeywordChange& k : part)
                if (!answer.keywordChanges.contains(k))
                    answer.keywordChanges.append(k);
    return watched;
}

bool TrialApplication::keywordPresenceMayChange(
    const WatchedKeywords& watched, const PartReach& reach, int index, const Characteristics& c)
{
    for (int p = 0; p < watched.size(); ++p)
        if (reach.reaches(p, index))
            for (const KeywordChange& k : watched[p])
                if (c.hasKeyword(k.readId) != k.adds)
                    return true;
    return false;
}

void TrialApplication::applyOnTrial(
    const ContinuousEffect& b, const PartReach& reach, int index, Characteristics& c) const
{
    if (b.origin == ContinuousEffect::Origin::Counters) {
        m_ctx.applyCounters(b, m_stage, index, c);
        return;
    }
    for (int p = 0; p < b.parts.size(); ++p)
        if (reach.reaches(p, index))
            applyOps(b, b.parts[p], index, c);
}

ScanAnswer TrialApplication::dependsOnScanning(
    const ContinuousEffect& a, const ContinuousEffect& b, const QVector<int>& objects, int first) const
{
    // 613.8a, one object at a time: stop at the first object where applying b changes whether a
    // exists, whether a applies to it, or what a does to it.
    ScanAnswer answer;
    if (!m_ctx.appliesNow(b))
        return answer;
    const PartReach& reach = reachOf(b);
    Evaluator trial(m_ctx.state, m_ctx.chars, &m_ctx.objectIndex, &m_ctx.attachments);
    const WatchedKeywords watched = watchKeywords(a, b, answer);
    const auto changesA = [&](int i) {
        if (answer.byKeyword && i != a.sourceIndex
            && !keywordPresenceMayChange(watched, reach, i, std::as_const(m_ctx.chars)[i]))
            return false;
        const Characteristics& tried = triedOn(b, reach, i);
        trial.setSingleOverlay(i, &tried);
        return changesOn(a, i, trial) || changesWhoGainsControl(a, i, tried);
    };
    if (first >= 0 && changesA(first)) {
        answer.depends = true;
        answer.witness = first;
        return answer;
    }
    for (int i : objects) {
        if (i != first && changesA(i)) {
            answer.depends = true;
            answer.witness = i;
            return answer;
        }
    }
    return answer;
}

bool TrialApplication::changesOn(const ContinuousEffect& a, int i, const Evaluator& trial) const
{
    const Evaluator& now = m_ctx.eval;
    if (!a.started() && i == a.sourceIndex && now.abilityStillThere(a) != trial.abilityStillThere(a))
        return true;
    for (const EffectPart& part : a.parts) {
        if (!part.started && part.affects && !part.affects->isRef()
            && now.matches(*part.affects, a, i) != trial.matches(*part.affects, a, i))
            return true;
        for (const Op& op : part.ops) {
            if (op.layer(a.cda) != m_stage.layer)
                continue;
            for (const std::optional<Expr>* ex : {&op.power, &op.toughness})
                if (*ex && (*ex)->perObject() && now.evaluate(**ex, a, i) != trial.evaluate(**ex, a, i))
                    return true;
        }
    }
    return false;
}

bool TrialApplication::dependsOn(const ContinuousEffect& a, const Delta& delta) const
{
    if (delta.isEmpty())
        return false;
    Evaluator trial(m_ctx.state, m_ctx.chars, &m_ctx.objectIndex, &m_ctx.attachments);
    trial.setOverlay(&delta);
    return changesExistence(a, delta, trial) || changesWhatItAffects(a, delta, trial)
        || changesWhatItDoes(a, delta, trial);
}

bool TrialApplication::changesExistence(const ContinuousEffect& a, const Delta& delta, const Evaluator& trial) const
{
    // 613.8a: applying b would remove a's ability, or switch its condition.
    if (a.started())
        return false;
    const Evaluator& now = m_ctx.eval;
    if (a.sourceIndex >= 0 && delta.contains(a.sourceIndex) && now.abilityStillThere(a) != trial.abilityStillThere(a))
        return true;
    return a.condition && now.holds(*a.condition, a) != trial.holds(*a.condition, a);
}

bool TrialApplication::changesWhatItAffects(const ContinuousEffect& a, const Delta& delta, const Evaluator& trial) const
{
    for (const EffectPart& part : a.parts) {
        // The enchanted creature or a target stays the same object.
        if (part.started || !part.affects || part.affects->isRef())
            continue;
        for (auto it = delta.constBegin(); it != delta.constEnd(); ++it)
            if (m_ctx.eval.matches(*part.affects, a, it.key()) != trial.matches(*part.affects, a, it.key()))
                return true;
    }
    return false;
}

bool TrialApplication::changesWhatItDoes(const ContinuousEffect& a, const Delta& delta, const Evaluator& trial) const
{
    // Values it computes from the board or from each object, and what it copies.
    const Evaluator& now = m_ctx.eval;
    if (const auto source = delta.constFind(a.sourceIndex);
        source != delta.constEnd() && changesWhoGainsControl(a, a.sourceIndex, *source))
        return true;
    for (const EffectPart& part : a.parts) {
        for (const Op& op : part.ops) {
            if (op.layer(a.cda) != m_stage.layer)
                continue;
            for (const std::optional<Expr>* ex : {&op.power, &op.toughness}) {
                if (!*ex || (*ex)->isConst())
                    continue;
                if (!(*ex)->perObject()) {
                    if (now.evaluate(**ex, a, -1) != trial.evaluate(**ex, a, -1))
                        return true;
                    continue;
                }
                for (int i : m_ctx.affectedBy(part, a))
                    if (delta.contains(i) && now.evaluate(**ex, a, i) != trial.evaluate(**ex, a, i))
                        return true;
            }
            if (op.kind == Op::Kind::Copy && op.copyOf)
                for (int i : now.select(*op.copyOf, a))
                    if (delta.contains(i))
                        return true;
        }
    }
    return false;
}

// 613.8a: a static's "you control enchanted creature" gives control to its source's controller, so
// an effect that changes who controls Control Magic (Word of Seizing on it) changes what Control
// Magic does: the creature goes to the new controller.
bool TrialApplication::changesWhoGainsControl(const ContinuousEffect& a, int index, const Characteristics& tried) const
{
    if (m_stage.layer != Layer::L2 || a.origin != ContinuousEffect::Origin::Static || index != a.sourceIndex
        || tried.controller == std::as_const(m_ctx.chars)[index].controller)
        return false;
    for (const EffectPart& part : a.parts)
        for (const Op& op : part.ops)
            if (op.kind == Op::Kind::GainControl && op.layer(a.cda) == Layer::L2 && !m_ctx.affectedBy(part, a).isEmpty())
                return true;
    return false;
}

}   // namespace strata
