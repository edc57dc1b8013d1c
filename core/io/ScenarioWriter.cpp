#include "ScenarioWriter.h"
#include "SafeWrite.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace strata {

namespace {

// Emits JSON text with keys in the order they are given (QJsonObject would sort them). Containers
// opened "expanded" put each member on its own indented line; the others stay on one line.
class JsonText {
public:
    void openObject(bool expanded) { open('{', expanded); }
    void openArray(bool expanded) { open('[', expanded); }
    void close()
    {
        const Frame f = m_frames.takeLast();
        if (f.expanded && f.count > 0)
            newline(m_frames.size());
        m_out += f.closer;
    }
    void key(const QString& k)
    {
        separate();
        m_out += scalar(k) + ": ";
        m_afterKey = true;
    }
    void value(const QJsonValue& v)
    {
        separate();
        m_out += scalar(v);
    }
    void field(const QString& k, const QJsonValue& v)
    {
        key(k);
        value(v);
    }
    QByteArray finish() { return m_out + '\n'; }

private:
    struct Frame {
        bool expanded;
        int count;
        char closer;
    };

    void open(char opener, bool expanded)
    {
        separate();
        m_out += opener;
        m_frames.append(Frame{expanded, 0, opener == '{' ? '}' : ']'});
    }
    void separate()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_frames.isEmpty())
            return;
        Frame& f = m_frames.last();
        if (f.count++ > 0)
            m_out += f.expanded ? "," : ", ";
        if (f.expanded)
            newline(m_frames.size());
    }
    void newline(int depth)
    {
        m_out += '\n';
        m_out += QByteArray(2 * depth, ' ');
    }
    // Qt's own escaping, so strings come out exactly as QJsonDocument would write them.
    static QByteArray scalar(const QJsonValue& v)
    {
        const QByteArray wrapped = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        return wrapped.mid(1, wrapped.size() - 2);
    }

    QByteArray m_out;
    QVector<Frame> m_frames;
    bool m_afterKey = false;
};

void writeLocalized(JsonText& out, const QString& key, const LocalizedText& text)
{
    if (text.form == LocalizedText::Form::Plain) {
        out.field(key, text.plain);
    } else if (text.form == LocalizedText::Form::PerLanguage) {
        out.key(key);
        out.openObject(true);
        for (auto it = text.languages.begin(); it != text.languages.end(); ++it)
            out.field(it.key(), it.value());
        out.close();
    }
}

void writeChoices(JsonText& out, const Choices& c)
{
    if (c.isEmpty() && c.textTo.isEmpty())
        return;
    out.key("choices");
    out.openObject(false);
    if (c.color)
        out.field("color", colorName(*c.color));
    if (!c.colors.isEmpty()) {
        out.key("colors");
        out.openArray(false);
        for (Color color : c.colors)
            out.value(colorName(color));
        out.close();
    }
    if (!c.creatureType.isEmpty())
        out.field("creature_type", c.creatureType);
    if (!c.landType.isEmpty())
        out.field("land_type", c.landType);
    if (!c.cardType.isEmpty())
        out.field("card_type", c.cardType);
    if (!c.name.isEmpty())
        out.field("name", c.name);
    if (!c.copyOf.isEmpty())
        out.field("copy_of", c.copyOf);
    if (!c.textFrom.isEmpty() || !c.textTo.isEmpty()) {
        out.key("text_change");
        out.openObject(false);
        out.field("from", c.textFrom);
        out.field("to", c.textTo);
        out.close();
    }
    if (c.x)
        out.field("x", *c.x);
    if (c.mode)
        out.field("mode", *c.mode);
    if (!c.player.isEmpty())
        out.field("player", c.player);
    out.close();
}

void writePlayer(JsonText& out, const Player& p)
{
    out.openObject(false);
    out.field("id", p.id);
    out.field("name", p.name);
    if (p.life != 20)
        out.field("life", p.life);
    out.close();
}

void writeCounters(JsonText& out, const GameObject& o)
{
    if (o.counters.isEmpty())
        return;
    out.key("counters");
    out.openObject(false);
    for (const CounterStack& s : o.counters) {
        // 613.7c: counters of a kind placed after the object arrived carry their own timestamp.
        if (s.timestamp > 0 && s.timestamp != o.timestamp) {
            out.key(s.kind);
            out.openObject(false);
            out.field("count", s.count);
            out.field("timestamp", s.timestamp);
            out.close();
        } else {
            out.field(s.kind, s.count);
        }
    }
    out.close();
}

void writeObject(JsonText& out, const GameObject& o, const GameState& state)
{
    out.openObject(false);
    out.field("id", o.id);
    if (o.card)
        out.field("card", o.card->name());
    if (o.zone != Zone::Battlefield)
        out.field("zone", zoneName(o.zone));
    if (o.owner != state.activePlayer())
        out.field("owner", o.owner);
    if (o.controller != o.owner)
        out.field("controller", o.controller);
    if (o.timestamp > 0)
        out.field("timestamp", o.timestamp);
    if (!o.attachedTo.isEmpty())
        out.field("attached_to", o.attachedTo);
    writeCounters(out, o);
    if (o.damage != 0)
        out.field("damage", o.damage);
    if (o.deathtouchDamage)
        out.field("deathtouch_damage", true);
    if (o.tapped)
        out.field("tapped", true);
    if (o.faceDown)
        out.field("face_down", true);
    if (o.phasedOut)
        out.field("phased_out", true);
    if (o.token)
        out.field("token", true);
    if (o.transformed)
        out.field("transformed", true);
    if (o.kicked)
        out.field("kicked", true);
    if (o.attacking)
        out.field("attacking", true);
    if (!o.enteredTogether.isEmpty())
        out.field("entered_together", o.enteredTogether);
    writeChoices(out, o.choices);
    out.close();
}

// The controller the reader assumes when the key is absent: the source's, else the active player.
QString defaultEffectController(const ResolvedEffect& e, const GameState& state)
{
    if (!e.sourceId.isEmpty())
        if (const GameObject* source = state.object(e.sourceId))
            return source->controller;
    return state.activePlayer();
}

void writeEffect(JsonText& out, const ResolvedEffect& e, const GameState& state)
{
    out.openObject(false);
    out.field("id", e.id);
    if (!e.sourceId.isEmpty()) {
        out.field("source", e.sourceId);
        if (!e.abilityFrom.isEmpty())
            out.field("ability_from", e.abilityFrom);
        out.field("ability", e.abilityIndex);
    } else if (e.card) {
        out.field("card", e.card->name());
    }
    if (e.controller != defaultEffectController(e, state))
        out.field("controller", e.controller);
    if (!e.targets.isEmpty()) {
        out.key("targets");
        out.openArray(false);
        for (const QString& t : e.targets)
            out.value(t);
        out.close();
    }
    writeChoices(out, e.choices);
    out.field("timestamp", e.timestamp);
    out.close();
}

}   // namespace

QByteArray scenarioToJson(const GameState& state)
{
    JsonText out;
    out.openObject(true);
    out.field("format", "strata-scenario");
    out.field("version", 1);
    writeLocalized(out, "title", state.title);
    writeLocalized(out, "description", state.description);
    if (state.rules != RulesEdition::Current)
        out.field("rules", editionName(state.rules));
    out.key("players");
    out.openArray(true);
    for (const Player& p : state.players)
        writePlayer(out, p);
    out.close();
    out.key("objects");
    out.openArray(true);
    for (const GameObject& o : state.objects)
        writeObject(out, o, state);
    out.close();
    if (!state.effects.isEmpty()) {
        out.key("effects");
        out.openArray(true);
        for (const ResolvedEffect& e : state.effects)
            writeEffect(out, e, state);
        out.close();
    }
    out.close();
    return out.finish();
}

bool writeScenarioFile(const GameState& state, const QString& path, QString* error, QString* notice)
{
    return SafeWrite::write(path, scenarioToJson(state), error, notice);
}

}   // namespace strata
