#include "CardParser.h"

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

// "choose": how many modes are chosen (700.2), as the card says it.
struct ModeCount {
    const char* name;
    int min, max;   // max 0: as many as there are modes ("one or more")
};
const ModeCount kModeCounts[] = {{"one", 1, 1}, {"two", 2, 2}, {"one_or_both", 1, 2}, {"one_or_more", 1, 0}, {"three", 3, 3}};

}   // namespace

// A modal body has "choose" and "modes" (each {"targets": […], "effect": […]}) instead of "effect".
void CardParser::effectOrModes(const JsonValue& body, const QString& path, AbilityDef* out)
{
    const JsonValue* modes = body.find("modes");
    if (!modes) {
        if (body.find("choose"))
            m_r.error(body, JsonReader::child(path, "modes"), QStringLiteral("\"choose\" needs \"modes\""));
        actions(body, "effect", path, &out->effect);
        return;
    }
    const QString mp = JsonReader::child(path, "modes");
    if (body.find("effect") || body.find("targets"))
        m_r.error(body, mp, QStringLiteral("a modal ability has its effect and targets in its modes"));
    if (!m_r.expect(*modes, T::Array, mp))
        return;
    if (modes->size() < 2)
        m_r.error(*modes, mp, QStringLiteral("a modal ability has two or more modes"));
    for (int i = 0; i < modes->size(); ++i) {
        const JsonValue& m = modes->at(i);
        const QString ip = JsonReader::item(mp, i);
        if (!m_r.expect(m, T::Object, ip))
            continue;
        m_r.checkKeys(m, {"targets", "effect"}, ip);
        auto mode = QSharedPointer<AbilityDef>::create();
        mode->kind = AbilityDef::Kind::Spell;
        targets(m, ip, &mode->targets);
        actions(m, "effect", ip, &mode->effect);
        mode->finalize();
        out->modes << mode;
    }
    // 700.2d: "You may choose the same mode more than once" (the Confluences)
    out->modesRepeat = m_r.boolean(body, "same_mode_again", path).value_or(false);
    const auto choose = m_r.string(body, "choose", path, true);
    if (!choose)
        return;
    for (const ModeCount& c : kModeCounts) {
        if (*choose == QLatin1String(c.name)) {
            out->modesMin = quint8(c.min);
            out->modesMax = quint8(c.max ? c.max : out->modes.size());
            return;
        }
    }
    m_r.error(*body.find("choose"), JsonReader::child(path, "choose"),
        QStringLiteral("expected \"one\", \"two\", \"one_or_both\", \"one_or_more\" or \"three\""));
}

}   // namespace strata
