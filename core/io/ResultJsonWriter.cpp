#include "ResultJsonWriter.h"
#include "JsonEmitter.h"
#include "ResultJson.h"
#include "ShownAbilityLists.h"
#include "text/RulesText.h"
#include "text/StepChanges.h"
#include <algorithm>

namespace strata {

namespace {

// The root object, its members written in turn and handed to the sink in chunks of about 64 KiB.
class IndentedWriter {
public:
    explicit IndentedWriter(const std::function<void(const QByteArray&)>& sink) : m_sink(sink) { }

    void raw(const char* text)
    {
        m_chunk += text;
        flushIfBig();
    }
    void raw(const QByteArray& text)
    {
        m_chunk += text;
        flushIfBig();
    }
    // A member of the root object holding an array: its elements one by one, each written by
    // `element(i, emitter)` at depth 2.
    template <typename Element> void arrayMember(const char* key, int count, bool last, Element element)
    {
        m_chunk += "    \"";
        m_chunk += key;
        m_chunk += "\": [\n";
        for (int i = 0; i < count; ++i) {
            m_chunk += "        ";
            JsonEmitter emitter(m_chunk, 2);
            element(i, emitter);
            m_chunk += i + 1 < count ? ",\n" : "\n";
            flushIfBig();
        }
        m_chunk += last ? "    ]\n" : "    ],\n";
        flushIfBig();
    }
    void finish()
    {
        if (!m_chunk.isEmpty())
            m_sink(m_chunk);
        m_chunk.clear();
    }

private:
    void flushIfBig()
    {
        if (m_chunk.size() >= 1 << 16)
            finish();
    }

    const std::function<void(const QByteArray&)>& m_sink;
    QByteArray m_chunk;
};

// The writers below give what ResultJson.cpp's QJsonObjects hold, keys in Qt's (sorted) order;
// tst_cli compares the two on every shipped and tested scenario.

void writeDependency(const DependencyRecord& d, JsonEmitter& j)
{
    j.beginObject();
    j.member("depends_on", d.dependsOn);
    j.member("effect", d.effect);
    j.member("layer", d.layer);
    j.end();
}

void optionalInt(JsonEmitter& j, bool shown, const std::optional<int>& v)
{
    if (shown && v)
        j.value(*v);
    else
        j.null();
}

void writeAbility(const AbilityInstance& a, const QString& objectName, JsonEmitter& j)
{
    j.beginObject();
    if (!a.grantedBy.isEmpty()) {
        j.member("from", a.grantedBy);
    }
    if (a.def->kind == AbilityDef::Kind::Keyword) {
        j.member("keyword", a.wordSwaps.isEmpty() ? a.def->keywordText() : RulesText::ability(a, objectName));
    } else {
        j.member("text", RulesText::ability(a, objectName));
    }
    j.end();
}

// Counters by kind as a QJsonObject holds them: sorted, the last stack of a kind winning.
void writeCounters(const QVector<CounterStack>& stacks, JsonEmitter& j)
{
    QVector<const CounterStack*> sorted;
    for (const CounterStack& s : stacks)
        sorted << &s;
    std::stable_sort(sorted.begin(), sorted.end(), [](const CounterStack* a, const CounterStack* b) {
        return QStringView(a->kind).compare(QStringView(b->kind)) < 0;
    });
    j.beginObject();
    for (int i = 0; i < sorted.size(); ++i) {
        if (i + 1 < sorted.size() && sorted[i + 1]->kind == sorted[i]->kind)
            continue;
        j.key(sorted[i]->kind);
        j.value(sorted[i]->count);
    }
    j.end();
}

void writeObject(const GameState& state, const Resolution& res, int i, JsonEmitter& j)
{
    const GameObject& o = state.objects[i];
    const Characteristics& c = res.chars[i];
    // 208.3: a noncreature permanent has no power or toughness, whatever is printed.
    const bool hasPT = o.zone != Zone::Battlefield || c.isCreature();
    j.beginObject();
    j.key("abilities");
    j.beginArray();
    for (const AbilityInstance& a : c.abilities)
        writeAbility(a, c.name, j);
    j.end();
    j.member("colors", c.colors.names());
    j.member("controller", c.controller);
    j.key("counters");
    writeCounters(o.counters, j);
    j.member("damage", o.damage);
    j.member("id", o.id);
    j.key("loyalty");
    optionalInt(j, c.type.has(CardType::Planeswalker), c.loyalty);
    j.member("name", c.name);
    j.member("owner", o.owner);
    j.key("power");
    optionalInt(j, hasPT, c.power);
    // Extension: rules effects (613.11) that apply to this object, e.g. "can't be blocked".
    const QVector<RuleEffectRecord> rules = res.rulesEffects.value(i);
    if (!rules.isEmpty()) {
        j.key("rules_effects");
        j.beginArray();
        for (const RuleEffectRecord& r : rules) {
            j.beginObject();
            j.member("from", r.effect);
            j.member("rule", canonicalName(r.rule));
            j.end();
        }
        j.end();
    }
    j.key("state_based_actions");
    j.beginArray();
    for (const StateBasedAction& a : res.sba.value(i)) {
        j.beginObject();
        j.member("action", a.action);
        j.member("rule", a.rule);
        j.end();
    }
    j.end();
    j.member("subtypes", c.type.subtypeNames());
    j.member("supertypes", c.type.supertypeNames());
    j.key("toughness");
    optionalInt(j, hasPT, c.toughness);
    j.member("types", c.type.cardTypeNames());
    j.member("zone", zoneName(o.zone));
    j.end();
}

// Type lines, remembered while one result is written: a big board's steps show the same few values
// before and after hundreds of thousands of changes, and spelling one out (subtype names looked up)
// was a noticeable part of writing patho.py loop 200's result. Ability lists: ShownAbilityLists.
class ShownTexts {
public:
    const QString& typeLine(const TypeLine& type)
    {
        for (const auto& [line, text] : m_typeLines)
            if (line == type)
                return text;
        if (m_typeLines.size() == kKept)
            m_typeLines.removeFirst();
        m_typeLines.append({type, englishTypeLine(type)});
        return m_typeLines.last().second;
    }

private:
    static constexpr int kKept = 16;
    QVector<std::pair<TypeLine, QString>> m_typeLines;
};

// One side of a change (0 before, 1 after), with what its layer shows.
void writeLayerValues(const TraceChange& change, int side, const ShownValues& shown, ShownTexts& texts,
    ShownAbilityLists& lists, JsonEmitter& j)
{
    j.beginObject();
    if (shown.abilities) {
        j.key("abilities");
        lists.write(change.keptAbilities(side), j);
    }
    // Only the abilities are read in place; the rest is small (a run's values would copy its list).
    if (!(shown.colors || shown.controller || shown.name || shown.pt || shown.typeLine)) {
        j.end();
        return;
    }
    const Characteristics c = side == 0 ? change.before() : change.after();
    if (shown.colors) {
        j.member("colors", c.colors.names());
    }
    if (shown.controller) {
        j.member("controller", c.controller);
    }
    if (shown.name) {
        j.member("name", c.name);
    }
    if (shown.pt) {
        j.key("power");
        optionalInt(j, true, c.power);
        j.key("toughness");
        optionalInt(j, true, c.toughness);
    }
    if (shown.typeLine) {
        j.member("type_line", texts.typeLine(c.type));
    }
    j.end();
}

void writeStep(const GameState& state, const TraceStep& s, bool withChanges, ShownTexts& texts,
    ShownAbilityLists& lists, JsonEmitter& j)
{
    j.beginObject();
    j.key("affected");
    j.beginArray();
    for (int i : s.affected)
        j.value(state.objects[i].id);
    j.end();
    j.member("applied", s.applied);
    // Extension: each affected object's values in this layer before and after the step.
    if (withChanges && !s.changes.isEmpty()) {
        const ShownValues shown = shownIn(s.layerId);
        j.key("changes");
        j.beginArray();
        for (const TraceChange& ch : s.changes) {
            j.beginObject();
            j.key("after");
            writeLayerValues(ch, 1, shown, texts, lists, j);
            j.key("before");
            writeLayerValues(ch, 0, shown, texts, lists, j);
            j.member("object", state.objects[ch.object].id);
            j.end();
        }
        j.end();
    }
    j.member("depends_on", s.dependsOn);
    j.member("effect", s.effect);
    j.member("layer", s.layer);
    if (!s.note.isEmpty()) {
        j.member("note", s.note);
    }
    j.member("order", orderReasonName(s.order));
    j.member("rule", s.rule);   // extension: the rule that places or governs the step
    j.key("source");
    if (s.source >= 0)
        j.value(state.objects[s.source].id);
    else
        j.null();
    j.member("timestamp", s.timestamp);
    j.end();
}

}   // namespace

void writeResultJson(
    const GameState& state, const Resolution& res, bool withChanges, const std::function<void(const QByteArray&)>& sink)
{
    // The root's members in Qt's order (sorted keys): dependencies, format, objects, rules,
    // timeline, version, warnings.
    IndentedWriter out(sink);
    out.raw("{\n");
    out.arrayMember("dependencies", int(res.dependencies.size()), false,
        [&](int i, JsonEmitter& j) { writeDependency(res.dependencies[i], j); });
    out.raw("    \"format\": \"strata-result\",\n");
    out.arrayMember(
        "objects", int(state.objects.size()), false, [&](int i, JsonEmitter& j) { writeObject(state, res, i, j); });
    QByteArray rules = "    \"rules\": \"";
    JsonEmitter::appendEscaped(rules, editionName(res.edition));
    out.raw(rules + "\",\n");
    ShownTexts texts;
    ShownAbilityLists lists;
    out.arrayMember("timeline", int(res.steps.size()), false,
        [&](int i, JsonEmitter& j) { writeStep(state, res.steps[i], withChanges, texts, lists, j); });
    if (res.warnings.isEmpty()) {
        out.raw("    \"version\": 1\n");
    } else {
        QByteArray warnings = "    \"version\": 1,\n    \"warnings\": ";
        JsonEmitter(warnings, 1).strings(res.warnings);
        out.raw(warnings + "\n");
    }
    out.raw("}\n");
    out.finish();
}

}   // namespace strata
