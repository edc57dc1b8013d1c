#include "TwinEffects.h"

namespace strata {

namespace {

// A union naming the source ("enchanted creature and other Auras") picks by the source's position.
bool unionNamesNoSource(const Selector& s)
{
    for (const Selector& part : s.anyOf)
        if (part.isRef() || !unionNamesNoSource(part))
            return false;
    return true;
}

// Operations whose result on an object depends only on the object, the controller and the source's
// choices: no copy (it reads the copied object), no count or other computed amount (it reads the
// board around the source), no exchange (it reads targets), no text change (it rewrites effects).
bool opsReadNoSource(const QVector<Op>& ops)
{
    for (const Op& op : ops) {
        switch (op.kind) {
        case Op::Kind::Copy:
        case Op::Kind::FaceDown:
        case Op::Kind::ExchangeControl:
        case Op::Kind::ChangeText:
            return false;
        default:
            break;
        }
        for (const std::optional<Expr>* ex : {&op.power, &op.toughness})
            if (*ex && !(*ex)->isConst())
                return false;
    }
    return true;
}

bool sameKeys(const AbilityKeys& x, const AbilityKeys& y)
{
    return x.any == y.any && x.names == y.names;
}

bool sameFootprint(const StageFootprint& x, const StageFootprint& y)
{
    return x.reads == y.reads && x.writes == y.writes && x.selectorReads == y.selectorReads
        && sameKeys(x.keyReads, y.keyReads) && sameKeys(x.keyWrites, y.keyWrites)
        && sameKeys(x.subtypeReads, y.subtypeReads) && sameKeys(x.subtypeWrites, y.subtypeWrites)
        && x.cardTypeReads == y.cardTypeReads && x.cardTypeWrites == y.cardTypeWrites;
}

bool sameChoices(const Choices& x, const Choices& y)
{
    return x.color == y.color && x.colors == y.colors && x.creatureType == y.creatureType && x.landType == y.landType
        && x.cardType == y.cardType && x.name == y.name && x.copyOf == y.copyOf && x.textFrom == y.textFrom
        && x.textTo == y.textTo && x.x == y.x && x.mode == y.mode && x.modes == y.modes && x.player == y.player
        && x.objects == y.objects && x.paid == y.paid && x.timesKicked == y.timesKicked;   // round 25: a condition may read them
}

bool samePart(const EffectPart& x, const EffectPart& y)
{
    if (x.started != y.started || (x.started && x.locked != y.locked))
        return false;
    if (bool(x.affects) != bool(y.affects) || (x.affects && x.affects != y.affects && *x.affects != *y.affects))
        return false;
    return x.ops == y.ops;
}

}   // namespace

void TwinEffects::clear()
{
    m_classOf.clear();
    m_representative.clear();
    m_classesByHash.clear();
    m_found.clear();
}

bool TwinEffects::eligible(const ContinuousEffect& e) const
{
    if (e.origin != ContinuousEffect::Origin::Static || e.sourceIndex < 0 || e.resolved || !e.targets.isEmpty()
        || !e.grantedBy.isEmpty() || e.parts.size() != 1 || !e.ability)
        return false;
    const EffectPart& part = e.parts.first();
    return (!part.affects || unionNamesNoSource(*part.affects)) && opsReadNoSource(part.ops);
}

bool TwinEffects::twins(const ContinuousEffect& x, const ContinuousEffect& y) const
{
    if (x.ability != y.ability || x.controller != y.controller || x.cda != y.cda
        || x.chosenSubtypeKnown != y.chosenSubtypeKnown || x.chosenSubtype != y.chosenSubtype
        || !(x.condition == y.condition) || x.layers != y.layers)
        return false;
    const GameObject& sx = m_ctx.state.objects[x.sourceIndex];
    const GameObject& sy = m_ctx.state.objects[y.sourceIndex];
    return sx.attachedTo == sy.attachedTo && sameChoices(sx.choices, sy.choices)
        && samePart(x.parts.first(), y.parts.first()) && sameFootprint(x.footprint, y.footprint);
}

void TwinEffects::classify(const ContinuousEffect& e)
{
    if (m_classOf.size() <= e.slot)
        m_classOf.resize(e.slot + 1, -1);
    m_classOf[e.slot] = -1;
    if (!eligible(e))
        return;
    const GameObject& source = m_ctx.state.objects[e.sourceIndex];
    const size_t hash = qHashMulti(0, e.ability.get(), e.controller, source.attachedTo, source.choices.creatureType);
    for (auto it = m_classesByHash.constFind(hash); it != m_classesByHash.cend() && it.key() == hash; ++it) {
        const ContinuousEffect* rep = m_representative[it.value()];
        if (rep != &e && twins(*rep, e)) {
            m_classOf[e.slot] = it.value();
            return;
        }
    }
    const int newClass = int(m_representative.size());
    m_representative << &e;
    m_classesByHash.insert(hash, newClass);
    m_classOf[e.slot] = newClass;
}

void TwinEffects::dropAnswersOfOtherBoards()
{
    if (m_board != m_ctx.applications) {
        m_found.clear();
        m_board = m_ctx.applications;
    }
}

std::optional<TwinEffects::Key> TwinEffects::keyFor(
    const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap, bool reachesSource) const
{
    const int ca = classOf(a), cb = classOf(b);
    if (ca < 0 || cb < 0)
        return std::nullopt;
    // Where b reaches a's source, a's answer is its own (its existence, "other").
    if (reachesSource)
        return std::nullopt;
    return Key{ca, cb, overlap};
}

std::optional<ScanAnswer> TwinEffects::answerFor(const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap,
    const QVector<int>& objects, bool reachesSource)
{
    dropAnswersOfOtherBoards();
    const std::optional<Key> key = keyFor(a, b, overlap, reachesSource);
    if (!key)
        return std::nullopt;
    const auto found = m_found.constFind(*key);
    if (found == m_found.cend() || found->objects != objects || found->bApplies != m_ctx.appliesNow(b))
        return std::nullopt;
    return found->answer;
}

void TwinEffects::remember(const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap,
    const QVector<int>& objects, bool reachesSource, const ScanAnswer& answer)
{
    dropAnswersOfOtherBoards();
    if (const std::optional<Key> key = keyFor(a, b, overlap, reachesSource))
        m_found.insert(*key, Found{answer, objects, m_ctx.appliesNow(b)});
}

}   // namespace strata
