#include "PlayKeysReader.h"
#include "model/ResolvableAbilities.h"
#include <QScopeGuard>

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

const QStringList kVerbs = {"move", "cast", "activate", "resolve", "begin", "attack", "block", "damage", "set"};

QString verbList()
{
    return kVerbs.join(QStringLiteral(", "));
}

}   // namespace

const QStringList& PlayKeysReader::topLevelKeys()
{
    static const QStringList keys = {"step", "stack", "delayed", "events"};
    return keys;
}

void PlayKeysReader::read(const JsonValue& root, GameState& gs)
{
    for (const QString& key : topLevelKeys())
        if (root.find(key))
            gs.usesPlayKeys = true;
    if (auto step = m_r.string(root, "step", QString(), false)) {
        if (auto s = stepFromName(*step))
            gs.step = *s;
        else
            m_r.error(*root.find("step"), "step",
                QStringLiteral("unknown step \"%1\" (untap, upkeep, draw, main1, beginning_of_combat, "
                               "declare_attackers, declare_blockers, first_strike_damage, combat_damage, "
                               "end_of_combat, main2, end, cleanup)")
                    .arg(*step));
    }
    if (const JsonValue* stack = root.find("stack"); stack && m_r.expect(*stack, T::Array, "stack"))
        readStack(*stack, gs);
    if (const JsonValue* delayed = root.find("delayed"); delayed && m_r.expect(*delayed, T::Array, "delayed"))
        readDelayed(*delayed, gs);
    if (const JsonValue* events = root.find("events"); events && m_r.expect(*events, T::Array, "events"))
        for (int i = 0; i < events->size(); ++i)
            readEvent(events->at(i), JsonReader::item("events", i), gs);
}

void PlayKeysReader::readTargets(const JsonValue& v, const QString& path, QStringList* out, bool* given)
{
    if (auto targets = m_r.stringList(v, "targets", path)) {
        *out = *targets;
        if (given)
            *given = true;
        for (int i = 0; i < targets->size(); ++i)
            if (!namesStackItem(targets->at(i)))   // an ability on the stack: legal or not as the event is played
                m_hooks.referToObject(v.find("targets")->at(i),
                    JsonReader::item(JsonReader::child(path, "targets"), i), targets->at(i), true);
    }
}

bool PlayKeysReader::namesStackItem(const QString& id) const
{
    if (m_stackItemIds.contains(id))
        return true;
    const int dot = id.lastIndexOf(QLatin1Char('.'));
    bool number = false;
    if (dot > 0)
        id.mid(dot + 1).toInt(&number);
    return number && m_stackItemIds.contains(id.left(dot));
}

void PlayKeysReader::readTimestamps(const JsonValue& v, const QString& path, QVector<int>* out)
{
    if (auto ts = m_r.integer(v, "timestamp", path, false, 1, 1000000000)) {
        *out << int(*ts);
        m_hooks.claimTimestamp(*v.find("timestamp"), JsonReader::child(path, "timestamp"), int(*ts));
    }
    if (const JsonValue* list = v.find("timestamps")) {
        const QString lp = JsonReader::child(path, "timestamps");
        if (v.find("timestamp"))
            m_r.error(*list, lp, QStringLiteral("give \"timestamp\" or \"timestamps\", not both"));
        else if (m_r.expect(*list, T::Array, lp))
            for (int i = 0; i < list->size(); ++i) {
                const JsonValue& t = list->at(i);
                if (!t.isInteger() || t.toInteger() < 1 || t.toInteger() > 1000000000) {
                    m_r.error(
                        t, JsonReader::item(lp, i), QStringLiteral("expected a timestamp (a whole number from 1)"));
                    continue;
                }
                *out << int(t.toInteger());
                m_hooks.claimTimestamp(t, JsonReader::item(lp, i), int(t.toInteger()));
            }
    }
}

void PlayKeysReader::readStack(const JsonValue& list, GameState& gs)
{
    for (int i = 0; i < list.size(); ++i) {
        const JsonValue& v = list.at(i);
        const QString path = JsonReader::item("stack", i);
        StackItem item;
        if (v.isString()) {
            item.kind = StackItem::Kind::Spell;
            item.id = v.toString();
            m_hooks.referToObject(v, path, item.id, false);
            m_pending << PendingAbility{&v, path, int(gs.stack.size()), -1};
            gs.stack << item;
            continue;
        }
        if (!v.isObject()) {
            m_r.error(v, path, QStringLiteral("expected an object id (a spell) or an ability object"));
            continue;
        }
        m_r.checkKeys(v, {"id", "source", "ability", "ability_from", "targets", "choices", "controller"}, path);
        if (auto id = m_r.string(v, "id", path, true);
            id && m_hooks.claimId(*v.find("id"), JsonReader::child(path, "id"), *id)) {
            item.id = *id;
            m_stackItemIds.insert(*id);
        }
        if (auto src = m_r.string(v, "source", path, true)) {
            item.source = *src;
            m_hooks.referToObject(*v.find("source"), JsonReader::child(path, "source"), *src, false);
        }
        item.abilityIndex = int(m_r.integer(v, "ability", path, true, 1, 100).value_or(0));
        item.abilityFrom = m_r.string(v, "ability_from", path, false).value_or(QString());
        item.controller = m_r.string(v, "controller", path, false).value_or(QString());
        if (v.find("controller"))
            m_hooks.referToPlayer(*v.find("controller"), JsonReader::child(path, "controller"), item.controller);
        readTargets(v, path, &item.targets, nullptr);
        m_hooks.readChoices(v, path, &item.choices);
        m_pending << PendingAbility{&v, path, int(gs.stack.size()), -1};
        gs.stack << item;
    }
}

void PlayKeysReader::readDelayed(const JsonValue& list, GameState& gs)
{
    for (int i = 0; i < list.size(); ++i) {
        const JsonValue& v = list.at(i);
        const QString path = JsonReader::item("delayed", i);
        if (!m_r.expect(v, T::Object, path))
            continue;
        m_r.checkKeys(v, {"id", "source", "ability", "refers_to", "controller"}, path);
        DelayedTrigger d;
        if (auto id = m_r.string(v, "id", path, true);
            id && m_hooks.claimId(*v.find("id"), JsonReader::child(path, "id"), *id))
            d.id = *id;
        d.source = m_r.string(v, "source", path, true).value_or(QString());
        d.abilityIndex = int(m_r.integer(v, "ability", path, false, 1, 100).value_or(1));
        if (auto r = m_r.string(v, "refers_to", path, false)) {
            d.refersTo = *r;
            m_hooks.referToObject(*v.find("refers_to"), JsonReader::child(path, "refers_to"), *r, false);
        }
        d.controller = m_r.string(v, "controller", path, false).value_or(QString());
        if (v.find("controller"))
            m_hooks.referToPlayer(*v.find("controller"), JsonReader::child(path, "controller"), d.controller);
        m_pending << PendingAbility{&v, path, -1, int(gs.delayed.size())};
        gs.delayed << d;
    }
}

void PlayKeysReader::readEvent(const JsonValue& v, const QString& path, GameState& gs)
{
    if (!m_r.expect(v, T::Object, path))
        return;
    GameEvent e;
    if (auto id = m_r.string(v, "id", path, true);
        id && m_hooks.claimId(*v.find("id"), JsonReader::child(path, "id"), *id))
        e.id = *id;
    const auto named = qScopeGuard([&] {   // for the events after this one
        if (e.id.isEmpty())
            return;
        m_stackItemIds.insert(e.id);
        m_hooks.eventRead(e.id);
    });
    QStringList verbs;
    for (const QString& key : v.keys())
        if (kVerbs.contains(key))
            verbs << key;
    if (verbs.size() != 1) {
        m_r.error(v, path,
            verbs.isEmpty() ? QStringLiteral("an event needs one verb (%1)").arg(verbList())
                            : QStringLiteral("an event has exactly one verb; this one has %1").arg(verbs.join(", ")));
        return;
    }
    const QString verb = verbs.first();
    e.verb = GameEvent::Verb(kVerbs.indexOf(verb));
    const QString vp = JsonReader::child(path, verb);
    QSet<QString> allowed = {"id", verb, "order", "triggers"};
    switch (e.verb) {
    case GameEvent::Verb::Move:
        allowed += {"to", "timestamp", "timestamps", "face_down", "tapped", "choices", "pays"};
        readMove(v, path, e);
        // "As ~ enters, you may pay 2 life. If you don't, it enters tapped" (docs/scenario-extensions.md)
        e.pays = m_r.boolean(v, "pays", path).value_or(true);
        break;
    case GameEvent::Verb::Cast:
    case GameEvent::Verb::Activate:
        allowed += {"targets", "choices", "assign"};   // assign: divided damage (601.2d)
        readAssign(v, path, e);
        if (e.verb == GameEvent::Verb::Cast)
            allowed += {"evoked", "kicked", "buyback"};   // buyback: docs/scenario-extensions.md
        else
            allowed += {"ability", "ability_from"};
        if (auto o = m_r.string(v, verb, path, true)) {
            e.object = *o;
            m_hooks.referToObject(*v.find(verb), vp, *o, false);
        }
        readTargets(v, path, &e.targets, &e.hasTargets);
        m_hooks.readChoices(v, path, &e.choices);
        e.evoked = m_r.boolean(v, "evoked", path).value_or(false);
        e.kicked = m_r.boolean(v, "kicked", path).value_or(false);
        e.buyback = m_r.boolean(v, "buyback", path).value_or(false);
        if (e.verb == GameEvent::Verb::Activate) {
            e.abilityIndex = int(m_r.integer(v, "ability", path, true, 1, 100).value_or(0));
            e.abilityFrom = m_r.string(v, "ability_from", path, false).value_or(QString());
        }
        break;
    case GameEvent::Verb::Resolve:
        allowed += {"timestamp", "timestamps", "may", "pays", "choices", "flips", "targets"};
        e.resolveItem = m_r.string(v, verb, path, true).value_or(QString());
        if (e.resolveItem.isEmpty() && v.find(verb) && v.find(verb)->isString())
            m_r.error(*v.find(verb), vp, QStringLiteral("expected \"top\" or the id of a stack item"));
        readTimestamps(v, path, &e.timestamps);
        e.may = m_r.boolean(v, "may", path).value_or(true);
        e.pays = m_r.boolean(v, "pays", path).value_or(true);
        if (const JsonValue* flips = v.find("flips"); flips && m_r.expect(*flips, T::Array, JsonReader::child(path, "flips")))
            for (int i = 0; i < flips->size(); ++i) {   // 705: each flip's result, true for a win
                if (flips->at(i).isBool())
                    e.flips << flips->at(i).toBool();
                else
                    m_r.error(flips->at(i), JsonReader::item(JsonReader::child(path, "flips"), i),
                        QStringLiteral("expected true (the flip is won) or false (it is lost)"));
            }
        m_hooks.readChoices(v, path, &e.choices);
        readTargets(v, path, &e.targets, &e.hasTargets);   // the new targets of a copy (707.10c)
        break;
    case GameEvent::Verb::Begin:
        allowed += {"assign", "choices"};   // choices.objects: kept tapped in the untap step (502.3)
        m_hooks.readChoices(v, path, &e.choices);
        if (auto s = m_r.string(v, verb, path, true)) {
            if (auto step = stepFromName(*s))
                e.step = *step;
            else
                m_r.error(*v.find(verb), vp, QStringLiteral("unknown step \"%1\"").arg(*s));
        }
        readAssign(v, path, e);
        break;
    case GameEvent::Verb::Attack:
        allowed += {"bands", "pays", "choices"};   // choices.objects: the attackers exerted (701.43d)
        readAttack(v, path, e);
        m_hooks.readChoices(v, path, &e.choices);
        e.pays = m_r.boolean(v, "pays", path).value_or(true);   // attack costs (508.1h)
        break;
    case GameEvent::Verb::Block:
        allowed << QStringLiteral("pays");
        readBlock(v, path, e);
        e.pays = m_r.boolean(v, "pays", path).value_or(true);   // block costs (509.1d-f)
        break;
    case GameEvent::Verb::Damage:
        readDamage(v, path, e);
        break;
    case GameEvent::Verb::Set:
        readSet(v, path, e);
        break;
    }
    readTriggerKeys(v, path, e);
    m_r.checkKeys(v, allowed, path);
    gs.events << e;
}

void PlayKeysReader::readMove(const JsonValue& v, const QString& path, GameEvent& e)
{
    const JsonValue& list = *v.find("move");
    const QString lp = JsonReader::child(path, "move");
    if (list.isString()) {
        e.objects << list.toString();
        m_hooks.referToObject(list, lp, list.toString(), false);
    } else if (m_r.expect(list, T::Array, lp)) {
        for (int i = 0; i < list.size(); ++i) {
            const JsonValue& o = list.at(i);
            if (!o.isString()) {
                m_r.error(o, JsonReader::item(lp, i), QStringLiteral("expected an object id"));
                continue;
            }
            if (e.objects.contains(o.toString()))
                m_r.error(o, JsonReader::item(lp, i), QStringLiteral("\"%1\" is listed twice").arg(o.toString()));
            e.objects << o.toString();
            m_hooks.referToObject(o, JsonReader::item(lp, i), o.toString(), false);
        }
        if (list.size() == 0)
            m_r.error(list, lp, QStringLiteral("names no object to move"));
    }
    if (auto to = m_r.string(v, "to", path, true)) {
        if (auto z = zoneFromName(*to))
            e.to = *z;
        else
            m_r.error(*v.find("to"), JsonReader::child(path, "to"),
                QStringLiteral("unknown zone \"%1\" (battlefield, graveyard, hand, library, exile, stack, command)")
                    .arg(*to));
    }
    readTimestamps(v, path, &e.timestamps);
    if (e.timestamps.size() > 1 && e.timestamps.size() != e.objects.size())
        m_r.error(*v.find("timestamps"), JsonReader::child(path, "timestamps"),
            QStringLiteral("gives %1 timestamps for %2 objects").arg(e.timestamps.size()).arg(e.objects.size()));
    e.faceDown = m_r.boolean(v, "face_down", path).value_or(false);
    e.tapped = m_r.boolean(v, "tapped", path).value_or(false);
    m_hooks.readChoices(v, path, &e.choices);
}

void PlayKeysReader::readDamage(const JsonValue& v, const QString& path, GameEvent& e)
{
    const JsonValue& list = *v.find("damage");
    const QString lp = JsonReader::child(path, "damage");
    if (!m_r.expect(list, T::Array, lp))
        return;
    for (int i = 0; i < list.size(); ++i) {
        const JsonValue& d = list.at(i);
        const QString dp = JsonReader::item(lp, i);
        if (!m_r.expect(d, T::Object, dp))
            continue;
        m_r.checkKeys(d, {"source", "to", "amount"}, dp);
        GameEvent::DamageDealt dealt;
        if (auto s = m_r.string(d, "source", dp, true)) {
            dealt.source = *s;
            m_hooks.referToObject(*d.find("source"), JsonReader::child(dp, "source"), *s, false);
        }
        if (auto t = m_r.string(d, "to", dp, true)) {
            dealt.to = *t;
            m_hooks.referToObject(*d.find("to"), JsonReader::child(dp, "to"), *t, true);
        }
        dealt.amount = int(m_r.integer(d, "amount", dp, true, 0, 1000000).value_or(0));
        e.damage << dealt;
    }
}

void PlayKeysReader::readSet(const JsonValue& v, const QString& path, GameEvent& e)
{
    const JsonValue& s = *v.find("set");
    const QString sp = JsonReader::child(path, "set");
    if (!m_r.expect(s, T::Object, sp))
        return;
    m_r.checkKeys(s, {"life", "poison", "objects"}, sp);
    for (const char* key : {"life", "poison"}) {
        const JsonValue* m = s.find(QLatin1String(key));
        const QString mp = JsonReader::child(sp, QLatin1String(key));
        if (!m || !m_r.expect(*m, T::Object, mp))
            continue;
        for (const QString& player : m->keys()) {
            m_hooks.referToPlayer(*m->find(player), JsonReader::child(mp, player), player);
            const auto n = m_r.integer(*m, player, mp, true, key[0] == 'l' ? -1000000 : 0, 1000000);
            if (n)
                (key[0] == 'l' ? e.life : e.poison).insert(player, int(*n));
        }
    }
    const JsonValue* objects = s.find("objects");
    const QString op = JsonReader::child(sp, "objects");
    if (!objects || !m_r.expect(*objects, T::Object, op))
        return;
    for (const QString& id : objects->keys()) {
        const JsonValue& o = *objects->find(id);
        const QString p = JsonReader::child(op, id);
        m_hooks.referToObject(o, p, id, false);
        if (!m_r.expect(o, T::Object, p))
            continue;
        m_r.checkKeys(o, {"tapped", "counters", "damage", "summoning_sick"}, p);
        GameEvent::ObjectSetting setting;
        setting.id = id;
        setting.tapped = m_r.boolean(o, "tapped", p);
        setting.summoningSick = m_r.boolean(o, "summoning_sick", p);
        if (auto d = m_r.integer(o, "damage", p, false, 0, 1000000))
            setting.damage = int(*d);
        if (const JsonValue* c = o.find("counters"); c && m_r.expect(*c, T::Object, JsonReader::child(p, "counters"))) {
            QVector<QPair<QString, int>> counters;
            for (const QString& kind : c->keys())
                if (auto n = m_r.integer(*c, kind, JsonReader::child(p, "counters"), true, 0, 1000000))
                    counters << qMakePair(kind, int(*n));
            setting.counters = counters;
        }
        e.settings << setting;
    }
}

void PlayKeysReader::readTriggerKeys(const JsonValue& v, const QString& path, GameEvent& e)
{
    if (auto order = m_r.stringList(v, "order", path))
        e.order = *order;
    const JsonValue* triggers = v.find("triggers");
    const QString tp = JsonReader::child(path, "triggers");
    if (!triggers || !m_r.expect(*triggers, T::Object, tp))
        return;
    for (const QString& item : triggers->keys()) {
        const JsonValue& t = *triggers->find(item);
        const QString ip = JsonReader::child(tp, item);
        if (!m_r.expect(t, T::Object, ip))
            continue;
        m_r.checkKeys(t, {"targets", "choices"}, ip);
        GameEvent::TriggerSetting setting;
        readTargets(t, ip, &setting.targets, &setting.hasTargets);
        m_hooks.readChoices(t, ip, &setting.choices);
        e.triggers.insert(item, setting);
    }
}

void PlayKeysReader::resolveAbilities(GameState& gs)
{
    for (const PendingAbility& p : m_pending) {
        if (p.stackIndex >= 0) {
            StackItem& item = gs.stack[p.stackIndex];
            if (item.kind == StackItem::Kind::Spell) {
                const GameObject* o = gs.object(item.id);
                if (o && o->zone != Zone::Stack)
                    m_r.error(*p.at, p.path,
                        QStringLiteral("\"%1\" is a spell on the stack, so its object needs \"zone\": \"stack\"")
                            .arg(item.id));
                if (o) {
                    item.controller = o->controller;
                    item.ability = spellAbility(o->card);
                    item.evoked = o->evoked;
                    item.kicked = o->kicked;
                }
                continue;
            }
            const QVector<AbilityPtr> list = numberedAbilities(gs, item.source, item.abilityFrom);
            if (!gs.object(item.source))
                continue;   // reported as a dangling reference
            if (item.abilityIndex < 1 || item.abilityIndex > list.size()) {
                if (item.abilityIndex > 0)
                    m_r.error(*p.at, JsonReader::child(p.path, "ability"),
                        QStringLiteral("%1 has no ability %2 (it has %3)")
                            .arg(item.abilityFrom.isEmpty() ? item.source : item.abilityFrom)
                            .arg(item.abilityIndex)
                            .arg(list.size()));
                continue;
            }
            item.ability = list[item.abilityIndex - 1];
            if (!canLeaveEffect(item.ability)) {
                m_r.error(*p.at, JsonReader::child(p.path, "ability"),
                    QStringLiteral("ability %1 of %2 is not an activated, loyalty or triggered ability")
                        .arg(item.abilityIndex)
                        .arg(item.source));
                continue;
            }
            item.kind = item.ability->kind == AbilityDef::Kind::Triggered ? StackItem::Kind::Triggered
                                                                          : StackItem::Kind::Activated;
            if (item.controller.isEmpty())
                item.controller = gs.object(item.source)->controller;
        } else {
            DelayedTrigger& d = gs.delayed[p.delayedIndex];
            const QVector<Action> actions = delayedActionsOf(gs, d.source);
            if (actions.isEmpty()) {
                m_r.error(*p.at, JsonReader::child(p.path, "source"),
                    QStringLiteral("\"%1\" is neither an object nor an effect whose text creates a delayed trigger")
                        .arg(d.source));
                continue;
            }
            if (d.abilityIndex > actions.size()) {
                m_r.error(*p.at, JsonReader::child(p.path, "ability"),
                    QStringLiteral("\"%1\" creates %2 delayed trigger(s); there is no %3")
                        .arg(d.source)
                        .arg(actions.size())
                        .arg(d.abilityIndex));
                continue;
            }
            d.ability = delayedTriggerAbility(actions[d.abilityIndex - 1]);
            if (d.controller.isEmpty()) {
                const GameObject* o = gs.object(d.source);
                d.controller = o ? o->controller : gs.activePlayer();
                for (const ResolvedEffect& e : gs.effects)
                    if (e.id == d.source)
                        d.controller = e.controller;
            }
        }
    }
}

}   // namespace strata
