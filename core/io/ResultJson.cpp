#include "ResultJson.h"
#include "text/RulesText.h"
#include "text/StepChanges.h"
#include <QJsonArray>

namespace strata {

namespace {
QJsonValue optionalInt(const std::optional<int>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}
QJsonArray strings(const QStringList& list)
{
    return QJsonArray::fromStringList(list);
}
}   // namespace

QJsonObject abilityToJson(const AbilityInstance& a, const QString& objectName)
{
    QJsonObject o;
    if (a.def->kind == AbilityDef::Kind::Keyword && a.wordSwaps.isEmpty())
        o.insert("keyword", a.def->keywordText());
    else if (a.def->kind == AbilityDef::Kind::Keyword)
        o.insert("keyword", RulesText::ability(a, objectName));
    else
        o.insert("text", RulesText::ability(a, objectName));
    if (!a.grantedBy.isEmpty())
        o.insert("from", a.grantedBy);
    return o;
}

QJsonObject objectResultToJson(const GameState& state, const Resolution& res, int i)
{
    const GameObject& o = state.objects[i];
    const Characteristics& c = res.chars[i];
    QJsonObject j;
    j.insert("id", o.id);
    j.insert("name", c.name);
    j.insert("zone", zoneName(o.zone));
    j.insert("owner", o.owner);
    j.insert("controller", c.controller);
    j.insert("supertypes", strings(c.type.supertypeNames()));
    j.insert("types", strings(c.type.cardTypeNames()));
    j.insert("subtypes", strings(c.type.subtypeNames()));
    j.insert("colors", strings(c.colors.names()));
    // 208.3: a noncreature permanent has no power or toughness, whatever is printed.
    const bool hasPT = o.zone != Zone::Battlefield || c.isCreature();
    j.insert("power", hasPT ? optionalInt(c.power) : QJsonValue(QJsonValue::Null));
    j.insert("toughness", hasPT ? optionalInt(c.toughness) : QJsonValue(QJsonValue::Null));
    j.insert("loyalty", c.type.has(CardType::Planeswalker) ? optionalInt(c.loyalty) : QJsonValue(QJsonValue::Null));
    QJsonArray abilities;
    for (const AbilityInstance& a : c.abilities)
        abilities << abilityToJson(a, c.name);
    j.insert("abilities", abilities);
    QJsonObject counters;
    for (const CounterStack& s : o.counters)
        counters.insert(s.kind, s.count);
    j.insert("counters", counters);
    j.insert("damage", o.damage);
    QJsonArray sba;
    for (const StateBasedAction& a : res.sba.value(i))
        sba << QJsonObject{{"action", a.action}, {"rule", a.rule}};
    j.insert("state_based_actions", sba);
    // Extension: rules effects (613.11) that apply to this object, e.g. "can't be blocked".
    QJsonArray rules;
    for (const RuleEffectRecord& r : res.rulesEffects.value(i))
        rules << QJsonObject{{"rule", canonicalName(r.rule)}, {"from", r.effect}};
    if (!rules.isEmpty())
        j.insert("rules_effects", rules);
    return j;
}

QJsonObject stepToJson(const GameState& state, const TraceStep& s, bool withChanges)
{
    QJsonObject j;
    j.insert("layer", s.layer);
    j.insert("effect", s.effect);
    j.insert("source", s.source >= 0 ? QJsonValue(state.objects[s.source].id) : QJsonValue(QJsonValue::Null));
    j.insert("order", orderReasonName(s.order));
    j.insert("timestamp", s.timestamp);
    QJsonArray affected;
    for (int i : s.affected)
        affected << state.objects[i].id;
    j.insert("affected", affected);
    j.insert("depends_on", strings(s.dependsOn));
    j.insert("applied", s.applied);
    if (!s.note.isEmpty())
        j.insert("note", s.note);
    j.insert("rule", s.rule);   // extension: the rule that places or governs the step
    // Extension: each affected object's values in this layer before and after the step.
    QJsonArray changes;
    if (withChanges)
        for (const TraceChange& ch : s.changes)
            changes << QJsonObject{{"object", state.objects[ch.object].id},
                {"before", layerValues(ch.before(), s.layerId)}, {"after", layerValues(ch.after(), s.layerId)}};
    if (!changes.isEmpty())
        j.insert("changes", changes);
    return j;
}

QJsonObject dependencyToJson(const DependencyRecord& d)
{
    return QJsonObject{{"layer", d.layer}, {"effect", d.effect}, {"depends_on", d.dependsOn}};
}

QJsonObject resultToJson(const GameState& state, const Resolution& res)
{
    QJsonArray objects;
    for (int i = 0; i < state.objects.size(); ++i)
        objects << objectResultToJson(state, res, i);
    QJsonArray timeline;
    for (const TraceStep& s : res.steps)
        timeline << stepToJson(state, s, true);
    QJsonArray deps;
    for (const DependencyRecord& d : res.dependencies)
        deps << dependencyToJson(d);
    QJsonObject root;
    root.insert("format", "strata-result");
    root.insert("version", 1);
    root.insert("rules", editionName(res.edition));
    root.insert("objects", objects);
    root.insert("timeline", timeline);
    root.insert("dependencies", deps);
    if (!res.warnings.isEmpty())
        root.insert("warnings", strings(res.warnings));
    return root;
}

}   // namespace strata
