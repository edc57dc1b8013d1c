#include "EffectFootprint.h"
#include "KeywordAbilities.h"

namespace strata {

namespace {
// "You control" is relative to the source's controller, which layer 2 can change.
bool readsControlOfSourceAlone(const ContinuousEffect& e, Layer layer)
{
    return e.origin == ContinuousEffect::Origin::Static && layer == Layer::L2;
}

// What e reads, less what it reads of its source as a static ability.
Facets readsBeyondSource(const ContinuousEffect& e, Layer layer)
{
    Facets f = 0;
    for (const EffectPart& p : e.parts) {
        if (!p.started && p.affects)
            f |= p.affects->reads();
        for (const Op& op : p.ops)
            if (op.layer(e.cda) == layer)
                f |= op.reads();
    }
    if (!e.started()) {
        if (e.origin == ContinuousEffect::Origin::Static)
            f |= FacetAbilityLoss;   // existence: its ability can be removed
        if (e.condition)
            f |= e.condition->reads();
    }
    return f;
}
}   // namespace

StageFootprint footprintIn(const ContinuousEffect& e, Layer layer, const GameState& state)
{
    StageFootprint f;
    f.reads = readsIn(e, layer);
    f.writes = writesIn(e, layer);
    for (const EffectPart& p : e.parts)
        if (!p.started && p.affects)
            f.selectorReads |= p.affects->reads();
    f.keyReads = abilityKeysRead(e);
    f.keyWrites = abilityKeysWritten(e, layer, state);
    f.subtypeReads = subtypeKeysRead(e);
    f.subtypeWrites = subtypeKeysWritten(e, layer);
    f.cardTypeReads = cardTypesRead(e);
    f.cardTypeWrites = cardTypesWritten(e, layer);
    f.readsAtSourceOnly = f.reads & FacetAbilityLoss;
    // Control Magic reads control only as its source's controller: its selector, condition and
    // amounts read none, so another control effect matters to it only where it reaches that source.
    if (readsControlOfSourceAlone(e, layer) && !(readsBeyondSource(e, layer) & FacetControl))
        f.readsAtSourceOnly |= FacetControl;
    return f;
}

Facets writesIn(const ContinuousEffect& e, Layer layer)
{
    if (e.origin == ContinuousEffect::Origin::Counters)
        return layer == Layer::L6 ? FacetAbilities : FacetPT;
    Facets f = 0;
    for (const EffectPart& p : e.parts)
        for (const Op& op : p.ops)
            if (op.layer(e.cda) == layer)
                f |= op.writes();
    return f;
}

Facets readsIn(const ContinuousEffect& e, Layer layer)
{
    Facets f = readsBeyondSource(e, layer);
    if (readsControlOfSourceAlone(e, layer))
        f |= FacetControl;
    return f & ~(FacetZone | FacetStatus | FacetPlayers);
}

bool AbilityKeys::overlaps(const AbilityKeys& o) const
{
    if (isEmpty() || o.isEmpty())
        return false;
    if (any || o.any)
        return true;
    if (nameBits && o.nameBits && !(nameBits & o.nameBits))
        return false;
    // Compared with ==, which tells names of different lengths apart inline: QStringList::contains
    // called into Qt for each name, and every application asks this of every effect with answers.
    // Names mostly come from the same card data: shared text is the same name without a compare.
    for (const QString& n : names)
        for (const QString& m : o.names)
            if (n.size() == m.size() && (n.constData() == m.constData() || n == m))
                return true;
    return false;
}

void AbilityKeys::seal()
{
    // Length and last character: cheap, and enough to tell most keyword and subtype names apart
    // (a full hash of each name cost more than the compares it spared).
    nameBits = 0;
    for (const QString& n : std::as_const(names))
        nameBits |= quint64(1) << ((n.size() * 7 + (n.isEmpty() ? 0 : n.back().unicode())) & 63);
}

namespace {
void collectKeys(const Selector& s, AbilityKeys& keys)
{
    if (s.noAbilities)
        keys.any = true;
    if (!s.hasKeyword.isEmpty())
        keys.names << s.hasKeyword;
    for (const Selector& part : s.anyOf)
        collectKeys(part, keys);
}

// Setting subtypes replaces those of the kinds it names (Blood Moon's land types), and no other: a
// reader of "Forest" also reads what replaces land types, a reader of "Aura" does not.
QString subtypeKindKey(SubtypeKind kind)
{
    return QStringLiteral("#kind%1").arg(int(kind));
}

void collectSubtypeKeys(const Selector& s, AbilityKeys& keys)
{
    const auto& reg = SubtypeRegistry::instance();
    if (s.subtypeChosen)
        keys.any = true;
    for (SubtypeId id : s.subtypes + s.notSubtypes) {
        keys.names << reg.name(id);
        const QString kind = subtypeKindKey(reg.kind(id));
        if (!keys.names.contains(kind))
            keys.names << kind;
    }
    for (const Selector& part : s.anyOf)
        collectSubtypeKeys(part, keys);
}

bool changesAbilitiesByName(const Op& op)
{
    return op.kind == Op::Kind::AddAbilities || op.kind == Op::Kind::LoseAbilities || op.kind == Op::Kind::CantHave;
}
}   // namespace

AbilityKeys abilityKeysRead(const ContinuousEffect& e)
{
    AbilityKeys keys;
    for (const EffectPart& p : e.parts)
        if (!p.started && p.affects)
            collectKeys(*p.affects, keys);
    if (e.condition && e.condition->filter)
        collectKeys(*e.condition->filter, keys);
    keys.seal();
    return keys;
}

AbilityKeys abilityKeysWritten(const ContinuousEffect& e, Layer layer, const GameState& state)
{
    AbilityKeys keys;
    if (e.origin == ContinuousEffect::Origin::Counters) {
        for (const CounterStack& c : state.objects[e.sourceIndex].counters)
            if (AbilityPtr kw = keywordForCounter(c.kind))
                keys.names << kw->keywordText() << kw->keyword;
        keys.seal();
        return keys;
    }
    for (const EffectPart& p : e.parts)
        for (const Op& op : p.ops) {
            if (op.layer(e.cda) != layer || !(op.writes() & FacetAbilities))
                continue;
            if (!changesAbilitiesByName(op)) {
                keys.any = true;
                continue;
            }
            for (const AbilityPtr& a : op.abilities) {
                if (a->kind != AbilityDef::Kind::Keyword) {
                    keys.any = true;
                    continue;
                }
                // "Swampwalk" changes what "has landwalk" sees, too.
                keys.names << a->keywordText();
                if (a->keyword != keys.names.last())
                    keys.names << a->keyword;
            }
        }
    keys.seal();
    return keys;
}

AbilityKeys subtypeKeysRead(const ContinuousEffect& e)
{
    AbilityKeys keys;
    for (const EffectPart& p : e.parts) {
        if (!p.started && p.affects)
            collectSubtypeKeys(*p.affects, keys);
        for (const Op& op : p.ops)
            for (const std::optional<Expr>* ex : {&op.power, &op.toughness})
                if (*ex && ((*ex)->reads() & FacetSubtypes))
                    keys.any = true;   // counts of subtypes: no names to go by
    }
    if (e.condition && e.condition->filter)
        collectSubtypeKeys(*e.condition->filter, keys);
    keys.seal();
    return keys;
}

AbilityKeys subtypeKeysWritten(const ContinuousEffect& e, Layer layer)
{
    AbilityKeys keys;
    const auto& reg = SubtypeRegistry::instance();
    for (const EffectPart& p : e.parts)
        for (const Op& op : p.ops) {
            if (op.layer(e.cda) != layer || !(op.writes() & FacetSubtypes))
                continue;
            if (op.kind == Op::Kind::AddTypes) {
                // Adding a card type leaves every subtype (OpApplier): 205.1a drops subtypes only
                // when their card type goes.
            } else if (op.kind == Op::Kind::AddSubtypes || op.kind == Op::Kind::SetSubtypes) {
                QVector<SubtypeId> ids = op.subtypes;
                if (op.subtypeChosen && !e.chosenSubtypeKnown) {
                    keys.any = true;
                    continue;
                }
                if (op.subtypeChosen && e.chosenSubtype)
                    ids << *e.chosenSubtype;
                for (SubtypeId id : std::as_const(ids)) {
                    keys.names << reg.name(id);
                    if (op.kind == Op::Kind::SetSubtypes)
                        keys.names << subtypeKindKey(reg.kind(id));
                }
            } else if (op.kind == Op::Kind::LoseCreatureTypes) {
                keys.names << subtypeKindKey(SubtypeKind::Creature);
            } else if (op.kind == Op::Kind::AllBasicLandTypes) {
                for (SubtypeId id : reg.basicLandTypes())
                    keys.names << reg.name(id);
            } else {
                keys.any = true;   // setting, losing or every type: any subtype may change
            }
        }
    keys.seal();
    return keys;
}

namespace {
quint16 collectCardTypes(const Selector& s)
{
    // "a permanent card" tests the permanent types (Evaluator::matchesFilter).
    quint16 types = s.word == QLatin1String("permanent_card") ? kAnyCardType : quint16(s.types | s.notTypes | s.anyTypes);
    for (const Selector& part : s.anyOf)
        types |= collectCardTypes(part);
    return types;
}
}   // namespace

quint16 cardTypesRead(const ContinuousEffect& e)
{
    quint16 types = 0;
    for (const EffectPart& p : e.parts) {
        if (!p.started && p.affects)
            types |= collectCardTypes(*p.affects);
        // Amounts and copies that read card types (counts, "card types in graveyards"): no telling which.
        for (const Op& op : p.ops)
            if (op.reads() & FacetCardTypes)
                return kAnyCardType;
    }
    if (e.condition && (e.condition->reads() & FacetCardTypes))
        return kAnyCardType;
    return types;
}

quint16 cardTypesWritten(const ContinuousEffect& e, Layer layer)
{
    if (e.origin == ContinuousEffect::Origin::Counters)
        return 0;
    quint16 types = 0;
    for (const EffectPart& p : e.parts)
        for (const Op& op : p.ops) {
            if (op.layer(e.cda) != layer || !(op.writes() & FacetCardTypes))
                continue;
            if (op.kind == Op::Kind::AddTypes || op.kind == Op::Kind::RemoveTypes)
                types |= op.cardTypes;
            else
                types = kAnyCardType;   // setting or copying: any type may come or go
        }
    return types;
}

KeywordChangesMade keywordChangesOnly(const ContinuousEffect& e, Layer layer)
{
    // The keywords every part of e changed in the same direction, when e did nothing but that.
    KeywordChangesMade common;
    bool first = true;
    for (const EffectPart& part : e.parts) {
        KeywordChangesMade made;
        bool hasOps = false;
        for (const Op& op : part.ops) {
            if (op.layer(e.cda) != layer)
                continue;
            hasOps = true;
            if (!changesAbilitiesByName(op))
                return {};
            for (const AbilityPtr& ab : op.abilities) {
                if (ab->kind != AbilityDef::Kind::Keyword)
                    return {};
                made << qMakePair(ab->keywordTextId, op.kind == Op::Kind::AddAbilities);
            }
        }
        if (!hasOps)
            continue;
        // A part that both gives and bans a keyword leaves it in no settled state.
        const KeywordChangesMade both = made;
        made.removeIf([&](const QPair<int, bool>& k) { return both.contains(qMakePair(k.first, !k.second)); });
        if (first)
            common = made;
        else
            common.removeIf([&](const QPair<int, bool>& k) { return !made.contains(k); });
        first = false;
    }
    return common;
}

}   // namespace strata
