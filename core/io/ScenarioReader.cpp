#include "ScenarioReader.h"
#include "InputFile.h"
#include "LayoutKey.h"
#include "JsonReader.h"
#include "PlayKeysReader.h"
#include "ScenarioChoices.h"
#include "ScenarioChecks.h"
#include "ScenarioHistory.h"
#include "model/EditChecks.h"
#include "model/ResolvableAbilities.h"
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

// Where to point an error about `key` of `owner`: at its value when the key is there, at the object
// that lacks it otherwise, so no lookup of a key the file may leave out is ever dereferenced blindly.
const JsonValue& valueOrOwner(const JsonValue& owner, const char* key)
{
    const JsonValue* value = owner.find(QLatin1String(key));
    return value ? *value : owner;
}

bool validId(const QString& id)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    return re.match(id).hasMatch();
}

class Reader : public ScenarioReadingHooks {
public:
    Reader(const CardLibrary& lib, const QString& file, Diagnostics* diags)
        : m_lib(lib), m_r(file, diags), m_diags(diags), m_play(lib, m_r, *this)
    { }

    std::optional<GameState> read(const JsonValue& root)
    {
        GameState gs;
        if (!m_r.expect(root, T::Object, QString()) || !ScenarioChecks::withinLimits(root, m_r))
            return std::nullopt;
        QSet<QString> topKeys = {"format", "version", "title", "description", "rules", "players", "objects", "effects",
            "layout"};
        for (const QString& key : PlayKeysReader::topLevelKeys())
            topKeys.insert(key);
        m_r.checkKeys(root, topKeys, QString());
        if (auto f = m_r.string(root, "format", QString(), true); f && *f != "strata-scenario")
            m_r.error(
                *root.find("format"), "format", QStringLiteral("expected \"strata-scenario\", found \"%1\"").arg(*f));
        if (auto v = m_r.integer(root, "version", QString(), true); v && *v != 1)
            m_r.error(*root.find("version"), "version",
                QStringLiteral("version %1 is not supported (this Strata reads version 1)").arg(*v));
        for (const char* key : {"title", "description"}) {
            if (const JsonValue* t = root.find(key)) {
                LocalizedText& text = key[0] == 't' ? gs.title : gs.description;
                if (t->isString()) {
                    text = LocalizedText::of(t->toString());
                } else if (t->isObject()) {
                    text.form = LocalizedText::Form::PerLanguage;
                    for (const QString& lang : t->keys()) {
                        if (!t->find(lang)->isString())
                            m_r.error(
                                *t->find(lang), JsonReader::child(key, lang), QStringLiteral("expected a string"));
                        text.languages.insert(lang, t->find(lang)->toString());
                    }
                } else {
                    m_r.error(*t, key, QStringLiteral("expected a string or an object of language code to string"));
                }
            }
        }
        if (auto rules = m_r.string(root, "rules", QString(), false)) {
            if (*rules == "2016")
                gs.rules = RulesEdition::Rules2016;
            else if (*rules != "current")
                m_r.error(*root.find("rules"), "rules", QStringLiteral("expected \"current\" or \"2016\""));
        }
        readPlayers(root, gs);
        // Objects first without references, so references can point forwards.
        const JsonValue* objects = root.find("objects");
        if (!objects)
            m_r.error(root, "objects", QStringLiteral("missing required key \"objects\""));
        else if (m_r.expect(*objects, T::Array, "objects"))
            for (int i = 0; i < objects->size(); ++i)
                readObject(objects->at(i), JsonReader::item("objects", i), gs);
        if (const JsonValue* effects = root.find("effects"); effects && m_r.expect(*effects, T::Array, "effects"))
            for (int i = 0; i < effects->size(); ++i)
                readEffect(effects->at(i), JsonReader::item("effects", i), gs);
        m_play.read(root, gs);
        resolveReferences(gs);
        io::readLayoutKey(root, m_r, gs);
        m_play.resolveAbilities(gs);
        if (m_diags->isEmpty())
            ScenarioChecks::checkTargetsAndChoices(root, gs, m_r);
        if (!m_diags->isEmpty())
            return std::nullopt;
        gs.orderSimultaneousTimestamps();
        return gs;
    }

    bool claimId(const JsonValue& at, const QString& path, const QString& id) override
    {
        if (!validId(id)) {
            m_r.error(at, path, QStringLiteral("id \"%1\" must be 1 to 64 letters, digits, '_', '.' or '-'").arg(id));
            m_refusedIds.insert(id);
            return false;
        }
        if (m_ids.contains(id)) {
            m_r.error(at, path, QStringLiteral("duplicate id \"%1\" (first used at %2)").arg(id, m_ids.value(id)));
            return false;
        }
        m_ids.insert(id, QStringLiteral("line %1").arg(at.pos().line));
        return true;
    }

    void claimTimestamp(const JsonValue& at, const QString& path, int ts) override
    {
        if (m_timestamps.contains(ts))
            m_r.error(at, path,
                QStringLiteral("timestamp %1 is already used by %2; timestamps are unique in the file")
                    .arg(ts)
                    .arg(m_timestamps.value(ts)));
        else
            m_timestamps.insert(ts, path);
    }

    void referToObject(const JsonValue& at, const QString& path, const QString& id, bool playerAllowed) override
    {
        // events.md: a token an earlier event creates is named "<event id>.token<n>"; whether it exists is known
        // only as the events are played, which refuse an event naming one that doesn't. (A card drawn from an
        // unlisted library, "<event id>.card<n>", is no object: it can't be named.)
        if (!namesTokenCreatedEarlier(id))
            m_refs << Ref{at, path, id, playerAllowed};
    }

    void eventRead(const QString& id) override { m_eventsRead.insert(id); }

    bool namesTokenCreatedEarlier(const QString& id) const
    {
        static const QRegularExpression created(QStringLiteral("^(.+)\\.token[1-9][0-9]*$"));
        const auto m = created.match(id);
        return m.hasMatch() && m_eventsRead.contains(m.captured(1));
    }

    void referToPlayer(const JsonValue& at, const QString& path, const QString& id) override
    {
        m_playerRefs << Ref{at, path, id, false};
    }

private:
    void readPlayers(const JsonValue& root, GameState& gs)
    {
        const JsonValue* players = root.find("players");
        if (!players) {
            m_r.error(root, "players", QStringLiteral("missing required key \"players\""));
            return;
        }
        if (!m_r.expect(*players, T::Array, "players"))
            return;
        if (players->size() == 0)
            m_r.error(*players, "players", QStringLiteral("needs at least one player"));
        for (int i = 0; i < players->size(); ++i) {
            const JsonValue& p = players->at(i);
            const QString path = JsonReader::item("players", i);
            if (!m_r.expect(p, T::Object, path))
                continue;
            m_r.checkKeys(
                p, {"id", "name", "life", "poison", "citys_blessing", "monarch", "starting_life", "commander_casts",
                    "this_turn", "last_turn", "energy", "counters"}, path);
            Player pl;
            if (auto id = m_r.string(p, "id", path, true);
                id && claimId(*p.find("id"), JsonReader::child(path, "id"), *id))
                pl.id = *id;
            pl.name = m_r.string(p, "name", path, true).value_or(pl.id);
            pl.life = int(m_r.integer(p, "life", path, false, -1000000, 1000000).value_or(20));
            pl.poison = int(m_r.integer(p, "poison", path, false, 0, 1000000).value_or(0));
            if (p.find("poison"))
                gs.usesPlayKeys = true;
            pl.citysBlessing = m_r.boolean(p, "citys_blessing", path).value_or(false);   // 702.131c
            pl.monarch = m_r.boolean(p, "monarch", path).value_or(false);
            if (pl.monarch && std::any_of(gs.players.cbegin(), gs.players.cend(), [](const Player& o) { return o.monarch; }))
                m_r.errorAtKey(p, "monarch", path, QStringLiteral("only one player can be the monarch (725.3)"));
            io::readPlayerHistory(p, m_r, path, pl);   // "energy" and "counters" too (122.1)
            gs.players << pl;
            m_playerIds.insert(pl.id);
        }
    }

    void readChoices(const JsonValue& owner, const QString& path, Choices* out) override
    {
        io::readChoices(owner, path, m_r, *this, out);
    }

    void readObject(const JsonValue& v, const QString& path, GameState& gs)
    {
        if (!m_r.expect(v, T::Object, path))
            return;
        m_r.checkKeys(v,
            {"id", "card", "zone", "owner", "controller", "timestamp", "attached_to", "counters", "damage", "tapped",
                "face_down", "phased_out", "token", "transformed", "kicked", "choices", "attacking",
                "deathtouch_damage", "entered_together", "summoning_sick", "blocking", "evoked", "renowned",
                "paired_with", "monstrous", "exiled_with", "exiled_until_monarch", "goaded_by", "commander", "entered_this_turn", "cast_from",
                "flipped", "mana_spent", "combat_this_turn", "from_battlefield_this_turn"},
            path);
        GameObject o;
        if (auto id = m_r.string(v, "id", path, true); id && claimId(*v.find("id"), JsonReader::child(path, "id"), *id))
            o.id = *id;
        if (auto name = m_r.string(v, "card", path, true)) {
            o.card = m_lib.find(*name);
            if (!o.card) {
                const QString guess = m_lib.suggestion(*name);
                m_r.error(*v.find("card"), JsonReader::child(path, "card"),
                    guess.isEmpty() ? QStringLiteral("unknown card \"%1\"").arg(*name)
                                    : QStringLiteral("unknown card \"%1\" (did you mean \"%2\"?)").arg(*name, guess));
            }
        }
        if (auto zone = m_r.string(v, "zone", path, false)) {
            if (auto z = zoneFromName(*zone))
                o.zone = *z;
            else
                m_r.error(*v.find("zone"), JsonReader::child(path, "zone"),
                    QStringLiteral("unknown zone \"%1\" (battlefield, graveyard, hand, library, exile, stack, command)")
                        .arg(*zone));
        }
        const QString first = gs.players.isEmpty() ? QString() : gs.players.first().id;
        o.owner = m_r.string(v, "owner", path, false).value_or(first);
        if (v.find("owner"))
            m_playerRefs << Ref{*v.find("owner"), JsonReader::child(path, "owner"), o.owner, false};
        o.controller = m_r.string(v, "controller", path, false).value_or(o.owner);
        if (v.find("controller"))
            m_playerRefs << Ref{*v.find("controller"), JsonReader::child(path, "controller"), o.controller, false};
        if (auto ts = m_r.integer(v, "timestamp", path, o.zone == Zone::Battlefield, 1, 1000000000)) {
            o.timestamp = int(*ts);
            claimTimestamp(*v.find("timestamp"), JsonReader::child(path, "timestamp"), o.timestamp);
        }
        if (auto at = m_r.string(v, "attached_to", path, false)) {
            o.attachedTo = *at;
            m_refs << Ref{*v.find("attached_to"), JsonReader::child(path, "attached_to"), *at, true};
        }
        o.renowned = m_r.boolean(v, "renowned", path).value_or(false);   // 702.112b
        o.monstrous = m_r.boolean(v, "monstrous", path).value_or(false);   // 701.37b
        o.commander = m_r.boolean(v, "commander", path).value_or(false);   // 903.3
        o.enteredThisTurn = m_r.boolean(v, "entered_this_turn", path).value_or(false);
        o.fromBattlefieldThisTurn = m_r.boolean(v, "from_battlefield_this_turn", path).value_or(false);   // round 40
        if (auto paired = m_r.string(v, "paired_with", path, false)) {   // soulbond, 702.95b
            o.pairedWith = *paired;
            m_pairs << Pair{Ref{*v.find("paired_with"), JsonReader::child(path, "paired_with"), *paired, false}, o.id};
        }
        if (auto exiler = m_r.string(v, "exiled_with", path, false)) {   // 607.2a
            o.exiledWith = *exiler;
            m_exileLinks << io::ExileLink{*v.find("exiled_with"), JsonReader::child(path, "exiled_with"), o.id, *exiler};
        }
        if (auto until = m_r.string(v, "exiled_until_monarch", path, false)) {   // 610.3: Palace Jailer
            o.exiledUntilMonarchOf = *until;
            const QString at = JsonReader::child(path, "exiled_until_monarch");
            m_playerRefs << Ref{*v.find("exiled_until_monarch"), at, *until, false};
            if (o.zone != Zone::Exile)
                m_r.error(*v.find("exiled_until_monarch"), at, QStringLiteral("only an object in exile can wait for a new monarch"));
        }
        if (const JsonValue* counters = v.find("counters")) {
            const QString cp = JsonReader::child(path, "counters");
            if (m_r.expect(*counters, T::Object, cp)) {
                for (const QString& kind : counters->keys()) {
                    const JsonValue& c = *counters->find(kind);
                    const QString kp = JsonReader::child(cp, kind);
                    CounterStack s;
                    s.kind = kind;
                    s.timestamp = o.timestamp;
                    if (c.isObject()) {
                        m_r.checkKeys(c, {"count", "timestamp"}, kp);
                        s.count = int(m_r.integer(c, "count", kp, true, 0, 1000000).value_or(0));
                        if (auto ts = m_r.integer(c, "timestamp", kp, false, 1, 1000000000)) {
                            s.timestamp = int(*ts);
                            claimTimestamp(*c.find("timestamp"), JsonReader::child(kp, "timestamp"), s.timestamp);
                        }
                    } else if (c.isInteger() && c.toInteger() >= 0 && c.toInteger() <= 1000000) {
                        s.count = int(c.toInteger());
                    } else {
                        m_r.error(c, kp,
                            QStringLiteral("expected a count (whole number 0 or more) or {\"count\", \"timestamp\"}"));
                        continue;
                    }
                    if (kind.trimmed().isEmpty())
                        m_r.errorAtKey(*counters, kind, kp, QStringLiteral("a counter needs a name"));
                    o.counters << s;
                }
            }
        }
        o.damage = int(m_r.integer(v, "damage", path, false, 0, 1000000).value_or(0));
        o.tapped = m_r.boolean(v, "tapped", path).value_or(false);
        o.faceDown = m_r.boolean(v, "face_down", path).value_or(false);
        o.phasedOut = m_r.boolean(v, "phased_out", path).value_or(false);
        o.token = m_r.boolean(v, "token", path).value_or(false);
        o.transformed = m_r.boolean(v, "transformed", path).value_or(false);
        o.kicked = m_r.boolean(v, "kicked", path).value_or(false);
        readCombatKeys(v, path, o, gs);
        o.deathtouchDamage = m_r.boolean(v, "deathtouch_damage", path).value_or(false);
        if (auto group = m_r.string(v, "entered_together", path, false)) {
            if (group->isEmpty())
                m_r.error(*v.find("entered_together"), JsonReader::child(path, "entered_together"),
                    QStringLiteral("needs a group name"));
            o.enteredTogether = *group;
        }
        if (o.transformed && o.card && !o.card->back)
            m_r.error(*v.find("transformed"), JsonReader::child(path, "transformed"),
                QStringLiteral("%1 has no back face to transform to").arg(o.card->name()));
        readChoices(v, path, &o.choices);
        io::readObjectHistory(v, m_r, path, o);   // "cast_from", "flipped", "mana_spent"
        gs.objects << o;
    }

    // events.md's object keys: summoning sickness, evoke, and what it attacks or blocks.
    void readCombatKeys(const JsonValue& v, const QString& path, GameObject& o, GameState& gs)
    {
        for (const char* key : {"summoning_sick", "blocking", "evoked"})
            if (v.find(QLatin1String(key)))
                gs.usesPlayKeys = true;
        o.summoningSick = m_r.boolean(v, "summoning_sick", path).value_or(false);
        o.evoked = m_r.boolean(v, "evoked", path).value_or(false);
        if (const JsonValue* a = v.find("attacking")) {
            if (a->isString()) {
                o.attacking = true;
                o.attackTarget = a->toString();
                m_refs << Ref{*a, JsonReader::child(path, "attacking"), o.attackTarget, true};
                gs.usesPlayKeys = true;
            } else {
                o.attacking = m_r.boolean(v, "attacking", path).value_or(false);
            }
        }
        if (auto blocking = m_r.stringList(v, "blocking", path)) {
            o.blocking = *blocking;
            for (int i = 0; i < blocking->size(); ++i)
                m_refs << Ref{v.find("blocking")->at(i), JsonReader::item(JsonReader::child(path, "blocking"), i),
                    blocking->at(i), false};
        }
        if (auto goaded = m_r.stringList(v, "goaded_by", path)) {   // 701.15: the players who goaded it
            o.goadedBy = *goaded;
            for (int i = 0; i < goaded->size(); ++i)
                m_playerRefs << Ref{v.find("goaded_by")->at(i), JsonReader::item(JsonReader::child(path, "goaded_by"), i),
                    goaded->at(i), false};
        }
    }

    void readEffect(const JsonValue& v, const QString& path, GameState& gs)
    {
        if (!m_r.expect(v, T::Object, path))
            return;
        m_r.checkKeys(v,
            {"id", "card", "source", "ability", "ability_from", "controller", "targets", "choices", "timestamp"}, path);
        ResolvedEffect e;
        if (auto id = m_r.string(v, "id", path, true); id && claimId(*v.find("id"), JsonReader::child(path, "id"), *id))
            e.id = *id;
        const auto card = m_r.string(v, "card", path, false);
        const auto source = m_r.string(v, "source", path, false);
        if (card.has_value() == source.has_value())
            m_r.error(v, path,
                QStringLiteral(
                    "give exactly one of \"card\" (a resolved instant or sorcery) or \"source\" (the object whose ability resolved)"));
        if (card) {
            // Only an ability of a source is numbered; a spell has its one effect. (With both, the
            // error above says enough.)
            for (const char* key : {"ability", "ability_from"})
                if (const JsonValue* extra = source ? nullptr : v.find(QLatin1String(key)))
                    m_r.error(*extra, JsonReader::child(path, QLatin1String(key)),
                        QStringLiteral("goes with \"source\", not with \"card\""));
            e.card = m_lib.find(*card);
            if (!e.card) {
                const QString guess = m_lib.suggestion(*card);
                m_r.error(*v.find("card"), JsonReader::child(path, "card"),
                    guess.isEmpty() ? QStringLiteral("unknown card \"%1\"").arg(*card)
                                    : QStringLiteral("unknown card \"%1\" (did you mean \"%2\"?)").arg(*card, guess));
            } else {
                e.ability = spellAbility(e.card);
                if (!e.ability)
                    m_r.error(*v.find("card"), JsonReader::child(path, "card"),
                        QStringLiteral("%1 is not an instant or sorcery with an effect; put permanents in \"objects\"")
                            .arg(e.card->name()));
            }
        }
        if (source) {
            e.sourceId = *source;
            const auto index = m_r.integer(v, "ability", path, true, 1, 100);
            if (index)
                e.abilityIndex = int(*index);
            e.abilityFrom = m_r.string(v, "ability_from", path, false).value_or(QString());
            m_pendingEffects << PendingEffect{&v, path, int(gs.effects.size()), index.has_value()};
        }
        e.controller = m_r.string(v, "controller", path, false).value_or(QString());
        if (v.find("controller"))
            m_playerRefs << Ref{*v.find("controller"), JsonReader::child(path, "controller"), e.controller, false};
        if (auto targets = m_r.stringList(v, "targets", path)) {
            e.targets = *targets;
            for (int i = 0; i < targets->size(); ++i)
                m_refs << Ref{v.find("targets")->at(i), JsonReader::item(JsonReader::child(path, "targets"), i),
                    targets->at(i), true};
        }
        readChoices(v, path, &e.choices);
        if (auto ts = m_r.integer(v, "timestamp", path, true, 1, 1000000000)) {
            e.timestamp = int(*ts);
            claimTimestamp(*v.find("timestamp"), JsonReader::child(path, "timestamp"), e.timestamp);
        }
        gs.effects << e;
    }

    void resolveReferences(GameState& gs)
    {
        QSet<QString> objectIds;
        for (const GameObject& o : gs.objects)
            objectIds.insert(o.id);
        // A reference to an id refused above is not a second problem.
        for (const Ref& r : m_refs)
            if (!objectIds.contains(r.id) && !(r.playerAllowed && m_playerIds.contains(r.id))
                && !m_refusedIds.contains(r.id))
                m_r.error(r.at, r.path,
                    QStringLiteral("no object%1 has the id \"%2\"")
                        .arg(r.playerAllowed ? QStringLiteral(" or player") : QString(), r.id));
        for (const Ref& r : m_playerRefs)
            if (!m_playerIds.contains(r.id) && !m_refusedIds.contains(r.id))
                m_r.error(r.at, r.path, QStringLiteral("no player has the id \"%1\"").arg(r.id));
        checkPairs(gs);
        io::checkExileLinks(m_exileLinks, gs, m_r);
        for (const PendingEffect& p : m_pendingEffects) {
            ResolvedEffect& e = gs.effects[p.index];
            const GameObject* src = gs.object(e.sourceId);
            if (!src) {
                if (!m_refusedIds.contains(e.sourceId))
                    m_r.error(valueOrOwner(*p.at, "source"), JsonReader::child(p.path, "source"),
                        QStringLiteral("no object has the id \"%1\"").arg(e.sourceId));
                continue;
            }
            if (!src->card)
                continue;
            QVector<AbilityPtr> list;
            QString what;
            if (!e.abilityFrom.isEmpty()) {
                // Extension: an ability granted to the source by another effect (Wandering Fumarole's switch).
                const ResolvedEffect* granting = nullptr;
                for (const ResolvedEffect& g : gs.effects)
                    if (g.id == e.abilityFrom)
                        granting = &g;
                if (!granting || !granting->ability) {
                    m_r.error(valueOrOwner(*p.at, "ability_from"), JsonReader::child(p.path, "ability_from"),
                        QStringLiteral("\"%1\" is not an earlier effect that grants abilities").arg(e.abilityFrom));
                    continue;
                }
                list = abilitiesGrantedBy(*granting);
                what = QStringLiteral("abilities granted by %1").arg(e.abilityFrom);
            } else {
                list = abilitiesAsNumbered(gs, *src, e.timestamp);
                what = printedFace(*src).name;
            }
            // A missing or unreadable index is reported already; looking it up would only add a
            // second error about an ability 0 nobody wrote.
            if (!p.abilityIndexRead)
                continue;
            if (e.abilityIndex < 1 || e.abilityIndex > list.size()) {
                m_r.error(valueOrOwner(*p.at, "ability"), JsonReader::child(p.path, "ability"),
                    QStringLiteral("%1 %2 %3; there is no ability %4")
                        .arg(e.abilityFrom.isEmpty() ? what : e.abilityFrom,
                            e.abilityFrom.isEmpty() ? QStringLiteral("has") : QStringLiteral("grants"),
                            list.size() == 1 ? QStringLiteral("1 ability")
                                             : QStringLiteral("%1 abilities").arg(list.size()))
                        .arg(e.abilityIndex));
                continue;
            }
            e.ability = list[e.abilityIndex - 1];
            if (!canLeaveEffect(e.ability)) {
                m_r.error(valueOrOwner(*p.at, "ability"), JsonReader::child(p.path, "ability"),
                    QStringLiteral("ability %1 of %2 is not an activated, loyalty or triggered ability")
                        .arg(e.abilityIndex)
                        .arg(what));
                continue;
            }
            if (e.controller.isEmpty())
                e.controller = src->controller;
        }
        for (ResolvedEffect& e : gs.effects)
            if (e.controller.isEmpty())
                e.controller = gs.activePlayer();
    }

    struct Ref {
        JsonValue at;
        QString path, id;
        bool playerAllowed;
    };
    struct Pair {
        Ref partner;
        QString from;
    };

    // 702.95b: soulbond pairs two creatures on the battlefield, each with the other.
    void checkPairs(const GameState& gs)
    {
        for (const Pair& p : m_pairs) {
            const GameObject* from = gs.object(p.from);
            const GameObject* to = gs.object(p.partner.id);
            const auto creatureHere = [](const GameObject* o) {
                return o && o->zone == Zone::Battlefield && o->card && o->card->front.type.has(CardType::Creature);
            };
            if (!to || p.partner.id == p.from || !creatureHere(from) || !creatureHere(to)
                || (!to->pairedWith.isEmpty() && to->pairedWith != p.from))
                m_r.error(p.partner.at, p.partner.path,
                    QStringLiteral("\"paired_with\" names another creature on the battlefield, paired with no other "
                                   "(\"%1\" is not one)")
                        .arg(p.partner.id));
        }
    }
    struct PendingEffect {
        const JsonValue* at;
        QString path;
        int index;
        bool abilityIndexRead;
    };
    const CardLibrary& m_lib;
    JsonReader m_r;
    Diagnostics* m_diags;
    QHash<QString, QString> m_ids;
    QSet<QString> m_refusedIds;
    QHash<int, QString> m_timestamps;
    QSet<QString> m_playerIds;
    QVector<Ref> m_refs, m_playerRefs;
    QSet<QString> m_eventsRead;   // the ids of the events read so far, in file order
    QVector<Pair> m_pairs;
    QVector<io::ExileLink> m_exileLinks;
    QVector<PendingEffect> m_pendingEffects;
    PlayKeysReader m_play;
};

}   // namespace

std::optional<GameState> ScenarioReader::readFile(const QString& path, Diagnostics* diags) const
{
    QString error;
    const auto json = io::readInputFile(path, &error);
    if (!json) {
        diags->add(path, {}, QString(), error);
        return std::nullopt;
    }
    return read(*json, path, diags);
}

std::optional<GameState> ScenarioReader::read(const QByteArray& json, const QString& fileName, Diagnostics* diags) const
{
    io::JsonParseError err;
    auto root = io::parseJson(json, &err);
    if (!root) {
        diags->add(fileName, err.pos, QString(), err.message);
        return std::nullopt;
    }
    Diagnostics local;
    Reader reader(m_library, fileName, &local);
    auto state = reader.read(*root);
    diags->append(local);
    return state;
}

}   // namespace strata
