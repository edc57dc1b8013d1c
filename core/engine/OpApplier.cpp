#include "OpApplier.h"
#include <QHash>
#include <QMutex>
#include <QVarLengthArray>

namespace strata {

AbilityPtr OpApplier::intrinsicManaAbility(SubtypeId basicLandType)
{
    // The app resolves in a worker thread too.
    static QMutex mutex;
    static QHash<SubtypeId, AbilityPtr> cache;
    QMutexLocker lock(&mutex);
    auto it = cache.constFind(basicLandType);
    if (it != cache.constEnd())
        return *it;
    auto def = QSharedPointer<AbilityDef>::create();
    def->kind = AbilityDef::Kind::ManaIntrinsic;
    def->basicLandType = basicLandType;
    cache.insert(basicLandType, def);
    return def;
}

void OpApplier::refreshIntrinsicManaAbilities(Characteristics& c)
{
    const auto& reg = SubtypeRegistry::instance();
    // Most objects are not lands and have no land-type ability: leave their ability list shared.
    if (!c.type.has(CardType::Land)
        && std::none_of(c.abilities.cbegin(), c.abilities.cend(),
            [](const AbilityInstance& a) { return a.def->kind == AbilityDef::Kind::ManaIntrinsic; }))
        return;
    // Five basic land types at most: no heap for these (this runs on every layer-4 trial).
    QVarLengthArray<SubtypeId, 8> wanted;
    if (c.type.has(CardType::Land))
        for (SubtypeId id : reg.basicLandTypes())
            if (c.type.subtypes.contains(id))
                wanted << id;
    // Already right (each wanted type's ability once, no other): leave a shared list unshared.
    QVarLengthArray<SubtypeId, 8> present;
    bool extra = false;
    for (const AbilityInstance& a : std::as_const(c.abilities)) {
        if (a.def->kind != AbilityDef::Kind::ManaIntrinsic)
            continue;
        extra |= !wanted.contains(a.def->basicLandType) || present.contains(a.def->basicLandType);
        present << a.def->basicLandType;
    }
    if (!extra && present.size() == wanted.size())
        return;
    present.clear();
    c.abilities.erase(std::remove_if(c.abilities.begin(), c.abilities.end(),
                          [&](const AbilityInstance& a) {
                              if (a.def->kind != AbilityDef::Kind::ManaIntrinsic)
                                  return false;
                              if (wanted.contains(a.def->basicLandType) && !present.contains(a.def->basicLandType)) {
                                  present << a.def->basicLandType;
                                  return false;
                              }
                              return true;
                          }),
        c.abilities.end());
    for (SubtypeId id : wanted)
        if (!present.contains(id))
            c.abilities.append(AbilityInstance{intrinsicManaAbility(id), 0, 0, QString(), {}});
}

namespace {
// Removes the abilities `lost` picks. Looks before it touches: an ability list shared with the trace
// or a trial copy is copied as soon as it is changed, and most losses find nothing to remove.
template <typename Pred> void removeAbilitiesIf(Characteristics& c, Pred lost)
{
    if (std::none_of(c.abilities.cbegin(), c.abilities.cend(), lost))
        return;
    c.abilities.erase(std::remove_if(c.abilities.begin(), c.abilities.end(), lost), c.abilities.end());
}

bool isAnyOf(const AbilityInstance& a, const QVector<AbilityPtr>& defs)
{
    for (const AbilityPtr& d : defs)
        if (a.def->sameAs(*d))
            return true;
    return false;
}
}   // namespace

std::optional<Color> OpApplier::chosenColor(const ContinuousEffect& effect) const
{
    if (effect.resolved && effect.resolved->choices.color)
        return effect.resolved->choices.color;
    if (effect.sourceIndex >= 0)
        return m_eval.state().objects[effect.sourceIndex].choices.color;
    return std::nullopt;
}

// What was chosen for the effect: as the spell or ability resolved, else as its source entered.
const Choices& OpApplier::effectChoices(const ContinuousEffect& effect) const
{
    static const Choices none;
    if (effect.resolved)
        return effect.resolved->choices;
    return effect.sourceIndex >= 0 ? m_eval.state().objects[effect.sourceIndex].choices : none;
}

void OpApplier::grant(AbilityPtr def, const ContinuousEffect& effect, int index, Characteristics& c) const
{
    // "protection from the chosen color" (Voice of All, Pentarch Ward): from the colour chosen as the
    // source entered (614.12), protection from that colour once granted (702.16a).
    // "protection from the color of your choice" (Shelter): the colour chosen as the effect resolved.
    const bool chosenText = def->protectionText == QLatin1String("the chosen color")
        || def->protectionText == QLatin1String("the color of your choice");
    if (chosenText && def->isKeyword(QStringLiteral("Protection")))
        if (const auto chosen = chosenColor(effect)) {
            auto fromChosen = QSharedPointer<AbilityDef>::create(*def);
            fromChosen->protectionText.clear();
            fromChosen->protectionFrom = ColorSet::of(*chosen);
            fromChosen->finalize();
            def = fromChosen;
        }
    // "protection from creatures of the chosen type" (Riders of Gavony): from creatures of the creature type
    // chosen as the source entered (702.16a), "Goblin creatures" once granted.
    if (def->protectionText == QLatin1String("creatures of the chosen type")
        && def->isKeyword(QStringLiteral("Protection")))
        if (const auto chosen = m_eval.chosenSubtype(effect)) {
            auto fromChosen = QSharedPointer<AbilityDef>::create(*def);
            fromChosen->protectionText = SubtypeRegistry::instance().name(*chosen) + QStringLiteral(" creatures");
            fromChosen->finalize();
            def = fromChosen;
        }
    for (const AbilityPtr& banned : c.cantHave)
        if (banned->sameAs(*def))
            return;
    // 613.7a: a granted static ability's effects take the later of the two timestamps.
    const int objectTs = m_eval.state().objects[index].timestamp;
    c.abilities.append(AbilityInstance{def, 0, std::max(objectTs, effect.timestamp), effect.id, {}});
}

namespace {
// Most amounts are printed numbers: no need to ask the evaluator.
int amount(const Evaluator& eval, const Expr& e, const ContinuousEffect& effect, int index)
{
    return e.isConst() ? e.value : eval.evaluate(e, effect, index);
}
}   // namespace

void OpApplier::apply(const Op& op, const ContinuousEffect& effect, int index, Characteristics& c) const
{
    switch (op.kind) {
    case Op::Kind::GainControl:
        c.controller = effect.controller;
        break;
    case Op::Kind::AddTypes:
        c.type.cardTypes |= op.cardTypes;
        break;
    case Op::Kind::SetTypes:
        c.type.cardTypes = op.cardTypes;
        c.type.dropOrphanSubtypes();
        break;
    case Op::Kind::RemoveTypes:
        c.type.cardTypes &= ~op.cardTypes;
        c.type.dropOrphanSubtypes();
        break;
    case Op::Kind::AddSubtypes:
    case Op::Kind::SetSubtypes: {
        const auto& reg = SubtypeRegistry::instance();
        // The printed subtypes, and the chosen one (Conspiracy) after them, without copying a list per object.
        // A basic land type chosen as a one-shot effect resolved (Sea Snidd): the resolve event's choice.
        const bool landChosen = op.subtypeChosen && (op.cardTypes & quint16(CardType::Land));
        const std::optional<SubtypeId> chosen = landChosen
            ? (effect.resolved ? reg.find(effect.resolved->choices.landType) : std::nullopt)
            : op.subtypeChosen ? m_eval.chosenSubtype(effect)
                               : std::nullopt;
        const SubtypeId chosenId = chosen.value_or(SubtypeId{});   // a plain value: g++ 12 warns on the optional
        auto eachId = [&](auto&& f) {
            for (SubtypeId id : op.subtypes)
                f(id);
            if (chosen.has_value())
                f(chosenId);
        };
        if (op.kind == Op::Kind::SetSubtypes) {
            bool setsLandType = false;
            eachId([&](SubtypeId id) {
                c.type.removeSubtypesOfKind(reg.kind(id));
                setsLandType |= reg.kind(id) == SubtypeKind::Land;
            });
            // 305.7: the land loses the abilities from its rules text along with its old land types.
            if (setsLandType && c.type.has(CardType::Land))
                removeAbilitiesIf(c, [](const AbilityInstance& a) { return a.grantedBy.isEmpty(); });
        }
        // One allocation when a shared list is copied to add to it, not a copy and then growth.
        qsizetype missing = 0;
        eachId([&](SubtypeId id) { missing += !c.type.subtypes.contains(id); });
        if (missing)
            c.type.subtypes.reserve(c.type.subtypes.size() + missing);
        eachId([&](SubtypeId id) { c.type.addSubtype(id); });
        c.type.dropOrphanSubtypes();
        break;
    }
    case Op::Kind::AddSupertypes:
        c.type.supertypes |= op.supertypes;
        break;
    case Op::Kind::AllCreatureTypes:
        c.type.allCreatureTypes = true;
        c.type.dropOrphanSubtypes();
        break;
    case Op::Kind::LoseCreatureTypes:
        c.type.removeSubtypesOfKind(SubtypeKind::Creature);
        break;
    case Op::Kind::AllBasicLandTypes:
        for (SubtypeId id : SubtypeRegistry::instance().basicLandTypes())
            c.type.addSubtype(id);
        c.type.dropOrphanSubtypes();
        break;
    case Op::Kind::SetColors:
    case Op::Kind::AddColors: {
        ColorSet colors = op.colors;
        if (op.colorChosen)
            if (auto chosen = chosenColor(effect))
                colors.add(*chosen);
        if (op.colorsChosen)   // "the color or colors of your choice" (105.2)
            for (Color chosen : effectChoices(effect).colors)
                colors.add(chosen);
        if (op.kind == Op::Kind::SetColors)
            c.colors = colors;
        else
            c.colors.add(colors);
        break;
    }
    case Op::Kind::AddAbilities:
        if (op.abilityChosen) {   // "your choice of flying, first strike, or haste": the one chosen, if any
            const int chosen = effectChoices(effect).mode.value_or(0);
            if (chosen >= 1 && chosen <= op.abilities.size())
                grant(op.abilities[chosen - 1], effect, index, c);
            break;
        }
        for (const AbilityPtr& def : op.abilities)
            grant(def, effect, index, c);
        break;
    case Op::Kind::LoseAbilities:
        if (op.thisAbility) {   // the licids' "loses this ability": the printed one that resolved
            const int printed = effect.resolved && effect.resolved->abilityFrom.isEmpty() ? effect.resolved->abilityIndex : 0;
            removeAbilitiesIf(c, [&](const AbilityInstance& a) {
                return printed > 0 && index == effect.sourceIndex && a.grantedBy.isEmpty() && a.printedIndex == printed;
            });
            break;
        }
        removeAbilitiesIf(c, [&](const AbilityInstance& a) { return isAnyOf(a, op.abilities); });
        break;
    case Op::Kind::CantHave:
        // A set: twenty "can't have first strike" effects ban it once.
        for (const AbilityPtr& def : op.abilities)
            if (std::none_of(
                    c.cantHave.cbegin(), c.cantHave.cend(), [&](const AbilityPtr& b) { return b->sameAs(*def); }))
                c.cantHave << def;
        removeAbilitiesIf(c, [&](const AbilityInstance& a) { return isAnyOf(a, op.abilities); });
        break;
    case Op::Kind::LoseAllAbilities:
        // Let go of the list rather than clear() it: clearing a shared QList allocates a new one.
        c.abilities = {};
        break;
    case Op::Kind::SetPT:
        if (op.power)
            c.power = amount(m_eval, *op.power, effect, index);
        if (op.toughness)
            c.toughness = amount(m_eval, *op.toughness, effect, index);
        break;
    case Op::Kind::ModifyPT:
        if (op.power && c.power)
            *c.power += amount(m_eval, *op.power, effect, index);
        if (op.toughness && c.toughness)
            *c.toughness += amount(m_eval, *op.toughness, effect, index);
        break;
    case Op::Kind::SwitchPT:
        if (c.power && c.toughness)
            std::swap(*c.power, *c.toughness);
        break;
    case Op::Kind::Copy:
    case Op::Kind::FaceDown:
    case Op::Kind::ExchangeControl:
    case Op::Kind::ChangeText:
    case Op::Kind::Rule:
    case Op::Kind::PlayerRule:
        // Handled by the layer engine, which needs more than one object's values at once.
        break;
    }
    if (op.layer(false) == Layer::L4)
        refreshIntrinsicManaAbilities(c);
}

}   // namespace strata
