#include "ScenarioChecks.h"
#include "model/ChoiceChecks.h"
#include <QRegularExpression>

namespace strata::ScenarioChecks {

using io::JsonValue;

namespace {

bool withinLimit(const JsonValue& root, const char* key, int limit, const JsonReader& reader)
{
    const JsonValue* list = root.find(QLatin1String(key));
    if (!list || !list->isArray() || list->size() <= limit)
        return true;
    reader.error(*list, QLatin1String(key),
        QStringLiteral("%1 %2; a scenario holds at most %3 (the limit on %2)")
            .arg(list->size())
            .arg(QLatin1String(key))
            .arg(limit));
    return false;
}

// The value at "targets[2]" or "choices.mode" inside `entry`, or the nearest one that is there.
const JsonValue& placeOf(const JsonValue& entry, const QString& key)
{
    static const QRegularExpression part(QStringLiteral("([a-z_]+)(?:\\[(\\d+)\\])?"));
    const JsonValue* at = &entry;
    for (const QString& step : key.split(QLatin1Char('.'))) {
        const auto m = part.match(step);
        const JsonValue* next = at->isObject() ? at->find(m.captured(1)) : nullptr;
        if (next && !m.captured(2).isEmpty()) {
            const int i = m.captured(2).toInt();
            next = next->isArray() && i < next->size() ? &next->at(i) : next;
        }
        if (!next)
            break;
        at = next;
    }
    return *at;
}

}   // namespace

bool withinLimits(const JsonValue& root, const JsonReader& reader)
{
    if (!root.isObject())
        return true;
    const bool objects = withinLimit(root, "objects", kMaxObjects, reader);
    const bool effects = withinLimit(root, "effects", kMaxEffects, reader);
    return objects && effects;
}

void checkTargetsAndChoices(const JsonValue& root, const GameState& state, const JsonReader& reader)
{
    for (const ChoiceProblem& p : strata::checkTargetsAndChoices(state)) {
        if (!p.error)
            continue;
        const char* list = p.owner == ChoiceProblem::Owner::Object ? "objects" : "effects";
        const JsonValue& entry = root.find(QLatin1String(list))->at(p.index);
        reader.error(placeOf(entry, p.key), JsonReader::child(JsonReader::item(QLatin1String(list), p.index), p.key),
            p.message);
    }
}

}   // namespace strata::ScenarioChecks
