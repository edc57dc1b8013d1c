#include "CombatRules.h"
#include "engine/Evaluator.h"
#include "model/ResolvableAbilities.h"
#include "text/SubtypeWords.h"

namespace strata {

namespace {

PlayText stepOrigin(const Resolution& res, const TraceStep& s)
{
    if (s.source < 0)   // a resolved spell's effect is named after its resolve event
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "the effect %1, layer %2, timestamp %3"),
            {s.effect, s.layer, PlayText::number(s.timestamp)});
    return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 (%2), layer %3, timestamp %4"),
        {res.chars[s.source].name, s.effect, s.layer, PlayText::number(s.timestamp)});
}

PlayText printed()
{
    return PlayText(QT_TRANSLATE_NOOP("PlayText", "printed"), {});
}

PlayText effectOrigin(const Resolution& res, int object, const QString& effect, Layer layer)
{
    for (const TraceStep& s : res.steps)
        if (s.applied && s.effect == effect && s.layerId == layer && s.affected.contains(object))
            return stepOrigin(res, s);
    return PlayText(effect);
}

bool isArtifactCreature(const Characteristics& c)
{
    return c.type.has(CardType::Artifact) && c.isCreature();
}

}   // namespace

PlayText lastChange(const Resolution& res, int object, std::initializer_list<Layer> layers)
{
    const TraceStep* last = nullptr;
    for (const TraceStep& s : res.steps)
        if (s.applied && std::find(layers.begin(), layers.end(), s.layerId) != layers.end()
            && s.affected.contains(object))
            last = &s;
    return last ? stepOrigin(res, *last) : printed();
}

PlayText ruleOrigin(const Resolution& res, int object, const QString& effect)
{
    return effectOrigin(res, object, effect, Layer::Rules);
}

PlayText lossOrigin(const Resolution& res, int object, const QString& keyword)
{
    const TraceStep* last = nullptr;
    for (const TraceStep& s : res.steps) {
        if (!s.applied || (s.layerId != Layer::L6 && s.layerId != Layer::L1a && s.layerId != Layer::L3))
            continue;
        for (const TraceChange& c : s.changes)
            if (c.object == object && c.before().hasKeyword(keyword) && !c.after().hasKeyword(keyword))
                last = &s;
    }
    return last ? stepOrigin(res, *last) : PlayText();
}

PlayText keywordOrigin(const Resolution& res, int object, const AbilityInstance& ability)
{
    if (!ability.grantedBy.isEmpty())
        return effectOrigin(res, object, ability.grantedBy, Layer::L6);
    // A printed ability may still come from a copy or a text change (layers 1 and 3).
    return lastChange(res, object, {Layer::L1a, Layer::L1b, Layer::L3});
}

QVector<const AbilityInstance*> keywordAbilities(const Characteristics& c, const char* keyword)
{
    QVector<const AbilityInstance*> out;
    for (const AbilityInstance& a : c.abilities)
        if (a.def->kind == AbilityDef::Kind::Keyword && a.def->keyword == QLatin1String(keyword))
            out << &a;
    return out;
}

QString CombatRules::ruleEffect(int object, RuleName rule) const
{
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(object))
        if (r.rule == rule)
            return r.effect;
    return {};
}

QString CombatRules::defendingPlayer(int attacker) const
{
    const GameObject& a = m_gs.objects[attacker];
    const QString target = a.attackTarget;
    if (target.isEmpty()) {   // `attacking: true`: the next player in turn order
        const QString controller = m_res.chars[attacker].controller;
        for (int k = 0; k < m_gs.players.size(); ++k)
            if (m_gs.players[k].id == controller)
                return m_gs.players[(k + 1) % m_gs.players.size()].id;
        return {};
    }
    if (m_gs.player(target))
        return target;
    const int pw = m_gs.objectIndex(target);
    return pw >= 0 ? m_res.chars[pw].controller : QString();
}

QString CombatRules::attackedRecipient(int attacker) const
{
    const QString target = m_gs.objects[attacker].attackTarget;
    const QString recipient = target.isEmpty() ? defendingPlayer(attacker) : target;
    const int walker = m_gs.objectIndex(recipient);
    if (walker >= 0
        && (m_gs.objects[walker].zone != Zone::Battlefield || !m_res.chars[walker].type.has(CardType::Planeswalker)))
        return {};
    return recipient;
}

bool dealsCombatDamageIn(const GameState& gs, const Resolution& res, int i, Step step)
{
    const Characteristics& c = res.chars[i];
    const bool twice = c.hasKeyword(QStringLiteral("Double strike"));
    if (step == Step::FirstStrikeDamage)
        return twice || c.hasKeyword(QStringLiteral("First strike"));
    return twice || !gs.firstStrikers || !gs.firstStrikers->contains(gs.objects[i].id);
}

int lethalDamage(const GameState& gs, const Resolution& res, int recipient, bool deathtouch, int pending)
{
    const int marked = gs.objects[recipient].damage + pending;
    const int left = std::max(0, res.chars[recipient].toughness.value_or(0) - marked);
    return deathtouch ? std::min(1, left) : left;
}

int combatDamageAmount(const Resolution& res, int i)
{
    const Characteristics& c = res.chars[i];
    bool byToughness = false;
    for (const RuleEffectRecord& r : res.rulesEffects.value(i))
        byToughness = byToughness || r.rule == RuleName::AssignsDamageByToughness;
    return std::max(0, (byToughness ? c.toughness : c.power).value_or(0));
}

std::optional<CombatProblem> CombatRules::cannotAttack(int attacker, const QString& defender) const
{
    const GameObject& o = m_gs.objects[attacker];
    const Characteristics& c = m_res.chars[attacker];
    if (o.zone != Zone::Battlefield || !o.exists)
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not on the battlefield"), {name(attacker)}), "508.1a"};
    if (o.phasedOut)
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 is phased out: it is treated as though it does not exist"),
                                 {name(attacker)}),
            "702.26b"};
    if (!c.isCreature())
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not a creature (types: %2)"),
                                 {name(attacker), lastChange(m_res, attacker, {Layer::L1a, Layer::L4})}),
            "508.1a"};
    if (c.controller != m_gs.activePlayer())
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not controlled by the active player"), {name(attacker)}),
            "508.1a"};
    if (o.tapped)
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is tapped, so it can't attack"), {name(attacker)}), "508.1a"};
    if (o.summoningSick && !c.hasKeyword(QStringLiteral("Haste")))
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 has not been under its controller's control continuously since their "
                                          "most recent turn began, and it has no haste"),
                                 {name(attacker)}),
            "302.6"};
    // 702.3b: "can attack as though it didn't have defender" (Colossus of Akros).
    const bool defenderIgnored = !ruleEffect(attacker, RuleName::CanAttackAsThoughNoDefender).isEmpty();
    for (const AbilityInstance* d : defenderIgnored ? QVector<const AbilityInstance*>() : keywordAbilities(c, "Defender"))
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has defender (%2)"),
                                 {name(attacker), keywordOrigin(m_res, attacker, *d)}),
            "702.3b"};
    if (const QString e = ruleEffect(attacker, RuleName::CantAttackOrBlock); !e.isEmpty())
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't attack or block (%2)"),
                                 {name(attacker), effectOrigin(m_res, attacker, e, Layer::Rules)}),
            "508.1c"};
    if (const QString e = ruleEffect(attacker, RuleName::CantAttack); !e.isEmpty())
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't attack (%2)"),
                                 {name(attacker), effectOrigin(m_res, attacker, e, Layer::Rules)}),
            "508.1c"};
    // Dandân's "can't attack unless defending player controls an Island", read against the lands as
    // the layers leave them (Spreading Seas, Blood Moon).
    // Round 28, Ronom Serpent: "… controls a snow land", the rule's filter matched instead.
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(attacker)) {
        if (r.rule != RuleName::CantAttackUnlessDefenderControls)
            continue;
        const int walker = m_gs.objectIndex(defender);
        const QString defending = walker >= 0 ? m_res.chars[walker].controller : defender;
        ContinuousEffect probe;
        probe.sourceIndex = attacker;
        probe.controller = m_res.chars[attacker].controller;
        const Evaluator eval(m_gs, m_res.chars);
        bool controls = false;
        for (int l = 0; l < m_gs.objects.size() && !controls; ++l)
            controls = m_gs.objects[l].zone == Zone::Battlefield && !m_gs.objects[l].phasedOut
                && m_res.chars[l].controller == defending
                && (r.filter ? eval.matches(*r.filter, probe, l)
                             : m_res.chars[l].type.has(CardType::Land) && m_res.chars[l].type.hasSubtype(r.landType));
        if (!controls && r.filter)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't attack unless the defending player controls a certain "
                                              "permanent (%2), and %3 controls none"),
                                     {name(attacker), effectOrigin(m_res, attacker, r.effect, Layer::Rules),
                                         playerName(defending)}),
                "508.1c"};
        if (!controls)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't attack unless the defending player controls a land of the "
                                              "type %2 (%3), and %4 controls none"),
                                     {name(attacker), PlayText(SubtypeRegistry::instance().name(r.landType)),
                                         effectOrigin(m_res, attacker, r.effect, Layer::Rules), playerName(defending)}),
                "508.1c"};
    }
    // 508.1b: an opponent, or a planeswalker an opponent controls.
    const Player* p = m_gs.player(defender);
    const int pw = m_gs.objectIndex(defender);
    const bool opponent = p && p->id != c.controller && !p->lost;
    const bool opposingWalker = pw >= 0 && m_gs.objects[pw].zone == Zone::Battlefield && !m_gs.objects[pw].phasedOut
        && m_res.chars[pw].type.has(CardType::Planeswalker) && m_res.chars[pw].controller != c.controller;
    if (!opponent && !opposingWalker)
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 can't attack %2: it is neither an opponent nor a planeswalker an "
                                          "opponent controls"),
                                 {name(attacker), playerName(defender)}),
            "508.1b"};
    return defenderProblem(attacker, defender);
}

std::optional<CombatProblem> CombatRules::cannotBlockAtAll(int blocker) const
{
    const GameObject& o = m_gs.objects[blocker];
    const Characteristics& c = m_res.chars[blocker];
    if (o.zone != Zone::Battlefield || !o.exists)
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not on the battlefield"), {name(blocker)}), "509.1a"};
    if (o.phasedOut)
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 is phased out: it is treated as though it does not exist"),
                                 {name(blocker)}),
            "702.26b"};
    if (!c.isCreature())
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not a creature (types: %2)"),
                                 {name(blocker), lastChange(m_res, blocker, {Layer::L1a, Layer::L4})}),
            "509.1a"};
    if (c.controller == m_gs.activePlayer())
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is controlled by the attacking player"), {name(blocker)}),
            "509.1a"};
    if (o.tapped)
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is tapped, so it can't block"), {name(blocker)}), "509.1a"};
    if (const QString e = ruleEffect(blocker, RuleName::CantAttackOrBlock); !e.isEmpty())
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't attack or block (%2)"),
                                 {name(blocker), effectOrigin(m_res, blocker, e, Layer::Rules)}),
            "509.1b"};
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(blocker))
        if (r.rule == RuleName::CantBlock && !r.filter)   // with a filter, only those attackers (below)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't block (%2)"),
                                     {name(blocker), effectOrigin(m_res, blocker, r.effect, Layer::Rules)}),
                "509.1b"};
    return std::nullopt;
}

std::optional<CombatProblem> CombatRules::cannotBlock(int blocker, int attacker) const
{
    const GameObject& a = m_gs.objects[attacker];
    const Characteristics& bc = m_res.chars[blocker];
    const Characteristics& ac = m_res.chars[attacker];
    if (a.zone != Zone::Battlefield || !a.attacking)
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not attacking"), {name(attacker)}), "509.1a"};
    if (defendingPlayer(attacker) != bc.controller)
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 is not attacking %2's controller or a planeswalker they control"),
                                 {name(attacker), name(blocker)}),
            "509.1a"};
    if (const QString e = ruleEffect(attacker, RuleName::CantBeBlocked); !e.isEmpty())
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't be blocked (%2)"),
                                 {name(attacker), effectOrigin(m_res, attacker, e, Layer::Rules)}),
            "509.1b"};
    static const std::optional<SubtypeId> wall = SubtypeRegistry::instance().find(QStringLiteral("Wall"));
    if (const QString e = ruleEffect(attacker, RuleName::CantBeBlockedByWalls);
        !e.isEmpty() && wall && bc.type.hasSubtype(*wall))
        return CombatProblem{
            PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't be blocked by Walls (%2), and %3 is a Wall (%4)"),
                {name(attacker), effectOrigin(m_res, attacker, e, Layer::Rules), name(blocker),
                    lastChange(m_res, blocker, {Layer::L1a, Layer::L4})}),
            "509.1b"};
    if (const QString e = ruleEffect(blocker, RuleName::CanBlockOnlyFlying);
        !e.isEmpty() && !ac.hasKeyword(QStringLiteral("Flying")))
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 can block only creatures with flying (%2), and %3 doesn't have flying"),
                                 {name(blocker), effectOrigin(m_res, blocker, e, Layer::Rules), name(attacker)}),
            "509.1b"};
    if (auto byPower = powerProblem(blocker, attacker))
        return byPower;
    if (auto bySet = blockerSetProblem(blocker, attacker))
        return bySet;
    const bool blockerFlies = bc.hasKeyword(QStringLiteral("Flying")) || bc.hasKeyword(QStringLiteral("Reach"));
    for (const AbilityInstance* f : keywordAbilities(ac, "Flying"))
        if (!blockerFlies)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't block %2: %2 has flying (%3), and %1 has neither flying "
                                              "nor reach"),
                                     {name(blocker), name(attacker), keywordOrigin(m_res, attacker, *f)}),
                "702.9b"};
    const auto attackerShadow = keywordAbilities(ac, "Shadow");
    const auto blockerShadow = keywordAbilities(bc, "Shadow");
    // Aetherflame Wall "can block creatures with shadow as though they didn't have shadow".
    const QVector<RuleEffectRecord> blockerRules = m_res.rulesEffects.value(blocker);
    const bool blocksShadow = std::any_of(blockerRules.cbegin(), blockerRules.cend(),
        [](const RuleEffectRecord& r) { return r.rule == RuleName::CanBlockShadow; });
    if (!attackerShadow.isEmpty() && blockerShadow.isEmpty() && !blocksShadow)
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 can't block %2: %2 has shadow (%3), and %1 doesn't"),
                                 {name(blocker), name(attacker), keywordOrigin(m_res, attacker, *attackerShadow[0])}),
            "702.28b"};
    if (attackerShadow.isEmpty() && !blockerShadow.isEmpty())
        return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 can't block %2: %1 has shadow (%3), so it can block only creatures "
                                          "with shadow"),
                                 {name(blocker), name(attacker), keywordOrigin(m_res, blocker, *blockerShadow[0])}),
            "702.28b"};
    if (auto walk = landwalkProblem(blocker, attacker))
        return walk;
    for (const AbilityInstance* f : keywordAbilities(ac, "Fear"))
        if (!isArtifactCreature(bc) && !bc.colors.has(Color::Black))
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't block %2: %2 has fear (%3), and %1 is neither an artifact "
                                              "creature nor black: it is %4"),
                                     {name(blocker), name(attacker), keywordOrigin(m_res, attacker, *f),
                                         colours(blocker)}),
                "702.36b"};
    for (const AbilityInstance* f : keywordAbilities(ac, "Intimidate"))
        if (!isArtifactCreature(bc) && !bc.colors.intersects(ac.colors))
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't block %2: %2 has intimidate (%3), and %1 is not an "
                                              "artifact creature and shares no colour with it: it is %4"),
                                     {name(blocker), name(attacker), keywordOrigin(m_res, attacker, *f),
                                         colours(blocker)}),
                "702.13b"};
    for (const AbilityInstance* p : keywordAbilities(ac, "Protection"))
        if (protectionCovers(*p->def, bc))
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't block %2: %2 has %3 (%4), and %1 has that quality: it "
                                              "is %5"),
                                     {name(blocker), name(attacker), PlayText(p->def->keywordText()),
                                         keywordOrigin(m_res, attacker, *p), colours(blocker)}),
                "702.16f"};
    return std::nullopt;
}

// 702.14c: a creature with landwalk can't be blocked while the defending player controls a land of
// that type, as the layers leave the lands (Blood Moon, Urborg, Spreading Seas).
std::optional<CombatProblem> CombatRules::landwalkProblem(int blocker, int attacker) const
{
    const Characteristics& ac = m_res.chars[attacker];
    const QString defender = m_res.chars[blocker].controller;
    for (const AbilityInstance* w : keywordAbilities(ac, "Landwalk")) {
        const bool nonbasic = w->def->protectionText == QLatin1String("nonbasic");   // 702.14c
        const bool legendary = w->def->protectionText == QLatin1String("legendary");
        if (!w->def->hasLandType && !nonbasic && !legendary)
            continue;
        if (!walkIgnoredBy(attacker, *w).isEmpty())   // round 41, 702.14: no evasion while the rule is on it
            continue;
        for (int l = 0; l < m_gs.objects.size(); ++l) {
            const GameObject& land = m_gs.objects[l];
            const Characteristics& lc = m_res.chars[l];
            if (land.zone != Zone::Battlefield || land.phasedOut || lc.controller != defender
                || !lc.type.has(CardType::Land)
                || (nonbasic    ? lc.type.has(Supertype::Basic)
                       : legendary ? !lc.type.has(Supertype::Legendary)
                                   : !lc.type.hasSubtype(w->def->landType)))
                continue;
            if (nonbasic || legendary)   // a land quality: the land named, no type to explain
                return CombatProblem{
                    PlayText(legendary ? QT_TRANSLATE_NOOP("PlayText",
                                 "%1 can't block %2: %2 has %3 (%4), and %5 controls %6, a legendary land")
                                       : QT_TRANSLATE_NOOP("PlayText",
                                           "%1 can't block %2: %2 has %3 (%4), and %5 controls %6, a nonbasic land"),
                        {name(blocker), name(attacker), PlayText(w->def->keywordText()),
                            keywordOrigin(m_res, attacker, *w), playerName(defender), name(l)}),
                    "702.14c"};
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't block %2: %2 has %3 (%4), and %5 controls %6, which is a "
                                              "%7 (%8)"),
                                     {name(blocker), name(attacker), PlayText(w->def->keywordText()),
                                         keywordOrigin(m_res, attacker, *w), playerName(defender), name(l),
                                         PlayText(SubtypeRegistry::instance().name(w->def->landType)),
                                         lastChange(m_res, l, {Layer::L1a, Layer::L3, Layer::L4})}),
                "702.14c"};
        }
    }
    return std::nullopt;
}

std::optional<CombatProblem> CombatRules::powerProblem(int blocker, int attacker) const
{
    const int blockerPower = m_res.chars[blocker].power.value_or(0);
    const int attackerPower = m_res.chars[attacker].power.value_or(0);
    const auto origin = [this](int object, const RuleEffectRecord& r) {
        return effectOrigin(m_res, object, r.effect, Layer::Rules);
    };
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(attacker)) {
        if (r.rule == RuleName::CantBeBlockedByPowerOrLess && blockerPower <= r.power)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't be blocked by creatures with power %2 or less (%3), and "
                                              "%4 has power %5"),
                                     {name(attacker), PlayText::number(r.power), origin(attacker, r), name(blocker),
                                         PlayText::number(blockerPower)}),
                "509.1b"};
        if (r.rule == RuleName::CantBeBlockedByPowerOrGreater && blockerPower >= r.power)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't be blocked by creatures with power %2 or greater (%3), and "
                                              "%4 has power %5"),
                                     {name(attacker), PlayText::number(r.power), origin(attacker, r), name(blocker),
                                         PlayText::number(blockerPower)}),
                "509.1b"};
        if (r.rule == RuleName::CantBeBlockedByLesserPower && blockerPower < attackerPower)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "Creatures with power less than %1's power (%2) can't block it (%3), "
                                              "and %4 has power %5"),
                                     {name(attacker), PlayText::number(attackerPower), origin(attacker, r),
                                         name(blocker), PlayText::number(blockerPower)}),
                "509.1b"};
    }
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(blocker)) {
        if (r.rule == RuleName::CantBlockPowerOrGreater && attackerPower >= r.power)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't block creatures with power %2 or greater (%3), and %4 has "
                                              "power %5"),
                                     {name(blocker), PlayText::number(r.power), origin(blocker, r), name(attacker),
                                         PlayText::number(attackerPower)}),
                "509.1b"};
        if (r.rule == RuleName::CantBlockPowerOrLess && attackerPower <= r.power)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't block creatures with power %2 or less (%3), and %4 has "
                                              "power %5"),
                                     {name(blocker), PlayText::number(r.power), origin(blocker, r), name(attacker),
                                         PlayText::number(attackerPower)}),
                "509.1b"};
    }
    return std::nullopt;
}

// "can't be blocked by blue creatures", "can't be blocked except by creatures with flying" (509.1b):
// the blocker is matched as the layers leave it, the attacker's controller being the rule's "you".
std::optional<CombatProblem> CombatRules::blockerSetProblem(int blocker, int attacker) const
{
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(attacker)) {
        if ((r.rule != RuleName::CantBeBlockedBy && r.rule != RuleName::CantBeBlockedExceptBy) || !r.filter)
            continue;
        ContinuousEffect probe;
        probe.sourceIndex = attacker;
        probe.controller = m_res.chars[attacker].controller;
        const bool inSet = Evaluator(m_gs, m_res.chars).matches(*r.filter, probe, blocker);
        if (r.rule == RuleName::CantBeBlockedBy && inSet)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't be blocked by some creatures (%2), and %3 is one of them"),
                                     {name(attacker), ruleOrigin(m_res, attacker, r.effect), name(blocker)}),
                "509.1b"};
        if (r.rule == RuleName::CantBeBlockedExceptBy && !inSet)
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can be blocked only by some creatures (%2), and %3 is not one of "
                                              "them"),
                                     {name(attacker), ruleOrigin(m_res, attacker, r.effect), name(blocker)}),
                "509.1b"};
    }
    // "~ can't block black creatures", "Creatures with flying can't block creatures you control": the
    // attackers the blocker's rule names, "you" and "~" being the effect's controller and source.
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(blocker)) {
        if (r.rule != RuleName::CantBlock || !r.filter)
            continue;
        ContinuousEffect probe;
        probe.sourceIndex = r.source;
        probe.controller = r.controller;
        if (Evaluator(m_gs, m_res.chars).matches(*r.filter, probe, attacker))
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't block %2 (%3)"),
                                     {name(blocker), name(attacker), ruleOrigin(m_res, blocker, r.effect)}),
                "509.1b"};
    }
    return std::nullopt;
}

std::optional<CombatProblem> CombatRules::blockerCountProblem(int attacker, int blockers) const
{
    const Characteristics& ac = m_res.chars[attacker];
    if (blockers == 1) {
        for (const AbilityInstance* m : keywordAbilities(ac, "Menace"))
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 has menace (%2): it can't be blocked except by two or more "
                                              "creatures"),
                                     {name(attacker), keywordOrigin(m_res, attacker, *m)}),
                "702.111b"};
        if (const QString e = ruleEffect(attacker, RuleName::CantBeBlockedExceptByTwoOrMore); !e.isEmpty())
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't be blocked except by two or more creatures (%2)"),
                                     {name(attacker), effectOrigin(m_res, attacker, e, Layer::Rules)}),
                "509.1b"};
    }
    if (blockers >= 1 && blockers < 3)
        if (const QString e = ruleEffect(attacker, RuleName::CantBeBlockedExceptByThreeOrMore); !e.isEmpty())
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't be blocked except by three or more creatures (%2)"),
                                     {name(attacker), effectOrigin(m_res, attacker, e, Layer::Rules)}),
                "509.1b"};
    if (blockers > 1)
        if (const QString e = ruleEffect(attacker, RuleName::CantBeBlockedByMoreThanOne); !e.isEmpty())
            return CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                              "%1 can't be blocked by more than one creature (%2)"),
                                     {name(attacker), effectOrigin(m_res, attacker, e, Layer::Rules)}),
                "509.1c"};
    return std::nullopt;
}

QVector<PlayText> CombatRules::evasionNotes(int attacker, int blocker) const
{
    QVector<PlayText> out;
    const Characteristics& ac = m_res.chars[attacker];
    for (const char* k : {"Flying", "Shadow", "Fear", "Intimidate", "Landwalk", "Protection", "Menace"}) {
        const QString keyword = QLatin1String(k);
        if (ac.hasKeyword(keyword))
            continue;
        const PlayText lost = lossOrigin(m_res, attacker, keyword);
        if (!lost.isEmpty())
            out << PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 lost %2: %3"),
                {name(attacker), PlayText::word(keyword.toLower()), lost});
    }
    for (const AbilityInstance* w : keywordAbilities(ac, "Landwalk")) {
        const QString ignoredBy = walkIgnoredBy(attacker, *w);
        if (!ignoredBy.isEmpty())   // round 41, 702.14 (Quagmire)
            out << PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has %2, but it can be blocked as though it didn't (%3)"),
                {name(attacker), PlayText(w->def->keywordText()), effectOrigin(m_res, attacker, ignoredBy, Layer::Rules)});
        else if (w->def->hasLandType)
            out << PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has %2, but %3 controls no %4 now"),
                {name(attacker), PlayText(w->def->keywordText()), playerName(m_res.chars[blocker].controller),
                    PlayText(SubtypeRegistry::instance().name(w->def->landType))});
    }
    return out;
}

// Round 41, 702.14: the effect of a rule "can be blocked as though it didn't have swampwalk" on the attacker that
// names the landwalk `w`'s land type (Quagmire, Crevasse, Gosta Dirk); empty when none does.
QString CombatRules::walkIgnoredBy(int attacker, const AbilityInstance& w) const
{
    if (!w.def->hasLandType)
        return {};
    for (const RuleEffectRecord& r : m_res.rulesEffects.value(attacker))
        if (r.rule == RuleName::CanBeBlockedAsThoughNoLandwalk && r.landType == w.def->landType)
            return r.effect;
    return {};
}

PlayText CombatRules::colours(int object) const
{
    // Each colour is a word the app translates: "red, green" is "%1, %2" of two words.
    PlayText list = PlayText(QT_TRANSLATE_NOOP("PlayText", "colourless"), {});
    const QStringList names = m_res.chars[object].colors.names();
    for (int k = 0; k < names.size(); ++k)
        list = k == 0 ? PlayText::word(names[k].toLower())
                      : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1, %2"), {list, PlayText::word(names[k].toLower())});
    return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 (%2)"), {list, lastChange(m_res, object, {Layer::L1a, Layer::L5})});
}

}   // namespace strata
