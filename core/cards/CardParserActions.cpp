#include "CardParser.h"

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

// Keys an action may carry besides its kind: "to", "no_regenerate", "who", "tapped", "optional" and
// "with_counters" mean something (actionModifiers); the others are accepted, and ignored, as earlier
// versions of the format wrote them.
const QSet<QString>& actionExtraKeys()
{
    static const QSet<QString> keys
        = {"to", "no_regenerate", "up_to", "if", "effect", "event", "filter", "n", "who", "tapped", "optional",
            "with_counters", "each_player", "unless_pays", "unless_pays_for_each", "unless_pays_x", "bottom", "from_graveyard",
            "if_you_do", "then", "if_you_dont", "otherwise", "condition", "for_each_removed", "by", "except",
            "where_x", "destination", "until", "x", "face_down", "source", "spend_only", "attacking", "divided",
            "each", "pick", "pick_up_to", "dealt_instead", "per_object", "equal_to", "instead", "this_way", "cant_be_prevented", "from_top",
            "reveal", "from_exile"};
    return keys;
}

}   // namespace

std::optional<Action> CardParser::action(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    QString kind;
    for (const QString& key : v.keys()) {
        if (fromCanonicalName<ActionKind>(key)) {
            if (!kind.isEmpty()) {
                m_r.errorAtKey(
                    v, key, path, QStringLiteral("an action has one kind; found \"%1\" and \"%2\"").arg(kind, key));
                return std::nullopt;
            }
            kind = key;
        } else if (!actionExtraKeys().contains(key)) {
            m_r.errorAtKey(v, key, JsonReader::child(path, key), QStringLiteral("unknown action \"%1\"").arg(key));
            return std::nullopt;
        }
    }
    if (kind.isEmpty()) {
        m_r.error(v, path, QStringLiteral("no action kind"));
        return std::nullopt;
    }
    Action a;
    a.kind = *fromCanonicalName<ActionKind>(kind);
    const QString p = JsonReader::child(path, kind);
    // Counters put on players (122.1) name them in "who" and no object; actionModifiers checks it.
    if (const JsonValue* who = v.find("who"); who && who->isString() && a.kind == ActionKind::PutCounter)
        a.who = who->toString();
    if (a.kind == ActionKind::Continuous) {
        auto c = continuous(*v.find(kind), p);
        if (!c)
            return std::nullopt;
        a.continuous = *c;
    } else if (!actionArgument(*v.find(kind), p, &a)) {
        return std::nullopt;
    }
    if (!actionModifiers(v, path, &a))
        return std::nullopt;
    if (a.kind == ActionKind::Clash && !actions(v, "effect", path, &a.nested))   // 701.30: done if you win
        return std::nullopt;
    if (v.find("this_way")) {   // 615.5: what a shield does with the damage it prevents
        if (a.kind != ActionKind::PreventDamage || a.dealtInstead) {
            m_r.errorAtKey(v, QStringLiteral("this_way"), JsonReader::child(path, QStringLiteral("this_way")),
                QStringLiteral("only a \"prevent_damage\" shield takes \"this_way\""));
            return std::nullopt;
        }
        if (!actions(v, "this_way", path, &a.nested))
            return std::nullopt;
    }
    if (a.kind == ActionKind::ChooseOne) {   // the alternatives, the scenario's choice "mode" picks one
        if (!actions(v, "effect", path, &a.nested))
            return std::nullopt;
        if (a.nested.size() < 2) {
            m_r.error(v, JsonReader::child(path, QStringLiteral("effect")), QStringLiteral("expected two or more alternatives"));
            return std::nullopt;
        }
    }
    if (const JsonValue* by = v.find("by")) {   // damage: its source, when not the ability's (607.2)
        // Round 30: a prevention shield's too, "self": "the next 1 damage that would be dealt by ~" (Barbed Wire);
        // stop 48, a "next_time" shield's "target": "the next time target creature would deal damage" (Awe Strike).
        const bool shield = a.kind == ActionKind::PreventDamage;
        const Selector::Ref shieldBy = a.nextTime ? Selector::Ref::Target : Selector::Ref::Self;
        if (a.kind != ActionKind::Damage && !shield) {
            m_r.errorAtKey(v, QStringLiteral("by"), JsonReader::child(path, QStringLiteral("by")),
                QStringLiteral("\"by\" names the source of damage only"));
            return std::nullopt;
        }
        auto s = selector(*by, JsonReader::child(path, QStringLiteral("by")));
        if (s && shield && (s->ref != shieldBy || v.find("to") || v.find("who") || v.find("source"))) {
            m_r.errorAtKey(v, QStringLiteral("by"), JsonReader::child(path, QStringLiteral("by")),
                QStringLiteral("a prevention shield's \"by\" is \"self\" (\"target\" with \"next_time\"), without \"to\", "
                               "\"who\" or \"source\""));
            return std::nullopt;
        }
        if (!s)
            return std::nullopt;
        a.object = *s;
    }
    if (const JsonValue* only = v.find("spend_only")) {   // 106.6: what the mana may pay for
        const QString at = JsonReader::child(path, QStringLiteral("spend_only"));
        if ((a.kind != ActionKind::AddMana && a.kind != ActionKind::AddManaChoice) || !m_r.expect(*only, T::Object, at)) {
            if (a.kind != ActionKind::AddMana && a.kind != ActionKind::AddManaChoice)
                m_r.error(*only, at, QStringLiteral("only \"add_mana\" and \"add_mana_choice\" take \"spend_only\""));
            return std::nullopt;
        }
        m_r.checkKeys(*only, {"spells", "abilities_of"}, at);
        ManaSpendRestriction r;
        for (const char* key : {"spells", "abilities_of"})
            if (const JsonValue* f = only->find(key)) {
                auto s = selector(*f, JsonReader::child(at, QLatin1String(key)));
                if (!s)
                    return std::nullopt;
                (QLatin1String(key) == QLatin1String("spells") ? r.spells : r.abilitiesOf) = QSharedPointer<Selector>::create(*s);
            }
        if (!r.spells && !r.abilitiesOf) {
            m_r.error(*only, at, QStringLiteral("expected \"spells\" or \"abilities_of\""));
            return std::nullopt;
        }
        a.spendOnly = r;
    }
    // Round 23: a redirection with no "source" applies to damage from any source (Mirrorwood Treefolk, 614.9).
    if (a.nextTime && !v.find("by") && (v.find("source") || !v.find("dealt_instead"))) {   // 615.7, 609.7: "source", the filter of
        const JsonValue* source = v.find("source");                         // the source chosen as it resolves
        const QString at = JsonReader::child(path, QStringLiteral("source"));
        auto s = source ? selector(*source, at) : std::nullopt;
        if (!source)
            m_r.error(v, path, QStringLiteral("\"next_time\" needs \"source\": the source of your choice's filter"));
        else if (s && s->isRef())
            m_r.error(*source, at, QStringLiteral("expected a filter object ({} for any source)"));
        if (!s || s->isRef())
            return std::nullopt;
        s->ref = Selector::Ref::ChosenSource;
        a.object = *s;
    }
    // Round 30: a numbered shield of the source chosen as it resolves: "source", its filter (Healing Grace).
    if (a.kind == ActionKind::PreventDamage && !a.nextTime && v.find("source")) {
        const QString at = JsonReader::child(path, QStringLiteral("source"));
        auto s = selector(*v.find("source"), at);
        if (s && (s->isRef() || a.object))
            m_r.error(*v.find("source"), at, QStringLiteral("expected a filter object ({} for any source), not with \"by\""));
        if (!s || s->isRef() || a.object)
            return std::nullopt;
        s->ref = Selector::Ref::ChosenSource;
        a.object = *s;
    }
    // Round 22 (614.9): a prevention shield that redirects: "dealt_instead", the new recipient ("self" or
    // "target")
    if (const JsonValue* instead = v.find("dealt_instead")) {
        const QString at = JsonReader::child(path, QStringLiteral("dealt_instead"));
        auto s = selector(*instead, at);
        if (s && (a.kind != ActionKind::PreventDamage || (s->ref != Selector::Ref::Self && s->ref != Selector::Ref::Target)))
            m_r.error(*instead, at, QStringLiteral("only \"prevent_damage\" takes it: \"self\" or \"target\""));
        if (!s)
            return std::nullopt;
        a.dealtInstead = QSharedPointer<Selector>::create(*s);
    }
    return a;
}

bool CardParser::actions(const JsonValue& object, const QString& key, const QString& path, QVector<Action>* out)
{
    return requiredList(object, key, path, out, &CardParser::action);
}

std::optional<int> CardParser::wholeNumber(const JsonValue& v, const QString& path)
{
    if (v.isInteger())
        return int(v.toInteger());
    m_r.error(v, path, QStringLiteral("expected a whole number"));
    return std::nullopt;
}

std::optional<Amount> CardParser::amount(const JsonValue& v, const QString& path)
{
    if (v.isInteger())
        return Amount::number(int(v.toInteger()));
    if (v.isString() && v.toString() == "x")
        return Amount{true, 0};
    m_r.error(v, path, QStringLiteral("expected a whole number or \"x\""));
    return std::nullopt;
}

// {"kind": "+1/+1", "n": 2}, with "on": SELECTOR when an action puts them.
std::optional<Counters> CardParser::counters(const JsonValue& v, const QString& path, bool needsOn, Selector* on)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    const int before = m_diags->size();
    if (needsOn)
        m_r.checkKeys(v, {"kind", "n", "on"}, path);
    else
        m_r.checkKeys(v, {"kind", "n"}, path);
    Counters c;
    c.kind = m_r.string(v, "kind", path, true).value_or(QString());
    // An action's count may be left out (one counter); how many a permanent enters with may not.
    if (const JsonValue* n = v.find("n")) {
        if (needsOn && n->isObject())   // an action's computed count ("that many"): the caller reads it
            c.n = Amount{true, 0};
        else if (auto count = amount(*n, JsonReader::child(path, "n")))
            c.n = *count;
    } else if (!needsOn) {
        m_r.error(v, JsonReader::child(path, "n"), QStringLiteral("missing required key \"n\""));
    }
    if (needsOn) {
        if (const JsonValue* target = v.find("on")) {
            if (auto s = selector(*target, JsonReader::child(path, "on")))
                *on = *s;
        } else {
            m_r.error(v, JsonReader::child(path, "on"), QStringLiteral("missing required key \"on\""));
        }
    }
    if (m_diags->size() != before)
        return std::nullopt;
    return c;
}

}   // namespace strata
