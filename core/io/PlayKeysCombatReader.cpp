#include "PlayKeysReader.h"

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

// {"attack": {"bears": "opp", "angel": true}}: `true` attacks the next player in turn order, as the
// snapshot's `attacking` key allows (docs/scenario-extensions.md).
void PlayKeysReader::readAttack(const JsonValue& v, const QString& path, GameEvent& e)
{
    const JsonValue& map = *v.find("attack");
    const QString mp = JsonReader::child(path, "attack");
    if (!m_r.expect(map, T::Object, mp))
        return;
    if (map.keys().isEmpty())
        m_r.error(map, mp, QStringLiteral("names no attacking creature"));
    for (const QString& attacker : map.keys()) {
        const JsonValue& target = *map.find(attacker);
        const QString tp = JsonReader::child(mp, attacker);
        m_hooks.referToObject(target, tp, attacker, false);
        GameEvent::Attack a;
        a.attacker = attacker;
        if (target.isString()) {
            a.defender = target.toString();
            m_hooks.referToObject(target, tp, a.defender, true);
        } else if (!(target.isBool() && target.toBool())) {
            m_r.error(target, tp, QStringLiteral("expected the id of the player or planeswalker attacked, or true"));
            continue;
        }
        e.attacks << a;
    }
    // "bands": [["hero", "bears"]]: attacking bands (702.22c), an extension.
    const JsonValue* bands = v.find("bands");
    const QString bp = JsonReader::child(path, "bands");
    if (!bands || !m_r.expect(*bands, T::Array, bp))
        return;
    for (int i = 0; i < bands->size(); ++i) {
        const JsonValue& band = bands->at(i);
        const QString ip = JsonReader::item(bp, i);
        if (!m_r.expect(band, T::Array, ip))
            continue;
        QStringList members;
        for (int k = 0; k < band.size(); ++k) {
            const JsonValue& id = band.at(k);
            if (!id.isString() || members.contains(id.toString())) {
                m_r.error(id, JsonReader::item(ip, k),
                    id.isString() ? QStringLiteral("\"%1\" is listed twice").arg(id.toString())
                                  : QStringLiteral("expected the id of an attacking creature"));
                continue;
            }
            m_hooks.referToObject(id, JsonReader::item(ip, k), id.toString(), false);
            members << id.toString();
        }
        if (members.size() < 2)
            m_r.error(band, ip, QStringLiteral("a band holds two or more attacking creatures"));
        else
            e.bands << members;
    }
}

// {"block": {"wall": ["bears"]}}: blockers in file order, which is the default order of damage.
void PlayKeysReader::readBlock(const JsonValue& v, const QString& path, GameEvent& e)
{
    const JsonValue& map = *v.find("block");
    const QString mp = JsonReader::child(path, "block");
    if (!m_r.expect(map, T::Object, mp))
        return;
    for (const QString& blocker : map.keys()) {
        const JsonValue& list = *map.find(blocker);
        const QString lp = JsonReader::child(mp, blocker);
        m_hooks.referToObject(list, lp, blocker, false);
        if (!m_r.expect(list, T::Array, lp))
            continue;
        GameEvent::Block b;
        b.blocker = blocker;
        for (int i = 0; i < list.size(); ++i) {
            const JsonValue& a = list.at(i);
            if (!a.isString()) {
                m_r.error(a, JsonReader::item(lp, i), QStringLiteral("expected the id of an attacking creature"));
                continue;
            }
            if (b.attackers.contains(a.toString()))
                m_r.error(a, JsonReader::item(lp, i), QStringLiteral("\"%1\" is listed twice").arg(a.toString()));
            b.attackers << a.toString();
            m_hooks.referToObject(a, JsonReader::item(lp, i), a.toString(), false);
        }
        if (list.size() == 0)
            m_r.error(list, lp, QStringLiteral("names no attacker to block"));
        e.blocks << b;
    }
}

// "assign": {"bears": {"wall": 1, "opp": 2}} on a `begin` event: how a creature divides its combat
// damage among the creatures, players and planeswalkers it may deal it to (510.1).
void PlayKeysReader::readAssign(const JsonValue& v, const QString& path, GameEvent& e)
{
    const JsonValue* map = v.find("assign");
    if (!map)
        return;
    const QString mp = JsonReader::child(path, "assign");
    if (!m_r.expect(*map, T::Object, mp))
        return;
    for (const QString& creature : map->keys()) {
        const JsonValue& division = *map->find(creature);
        const QString dp = JsonReader::child(mp, creature);
        m_hooks.referToObject(division, dp, creature, false);
        if (!m_r.expect(division, T::Object, dp))
            continue;
        GameEvent::Assignment a;
        a.creature = creature;
        for (const QString& to : division.keys()) {
            m_hooks.referToObject(*division.find(to), JsonReader::child(dp, to), to, true);
            if (auto n = m_r.integer(division, to, dp, true, 0, 1000000))
                a.amounts << qMakePair(to, int(*n));
        }
        e.assign << a;
    }
}

}   // namespace strata
