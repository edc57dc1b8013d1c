#include "CreatedTokenRefs.h"
#include <QRegularExpression>

namespace strata {

namespace {

void addChoiceIds(const Choices& c, QStringList* ids)
{
    *ids << c.objects;
    if (!c.copyOf.isEmpty())
        *ids << c.copyOf;
}

// Every object id the event names, players and stack items included (they are not created objects).
QStringList idsNamedBy(const GameEvent& e)
{
    QStringList ids = e.objects;
    ids << e.object << e.targets;
    for (const GameEvent::DamageDealt& d : e.damage)
        ids << d.source << d.to;
    for (const GameEvent::Attack& a : e.attacks)
        ids << a.attacker << a.defender;
    for (const QStringList& band : e.bands)
        ids << band;
    for (const GameEvent::Block& b : e.blocks)
        ids << b.blocker << b.attackers;
    for (const GameEvent::Assignment& a : e.assign) {
        ids << a.creature;
        for (const auto& [to, amount] : a.amounts)
            ids << to;
    }
    for (const GameEvent::ObjectSetting& s : e.settings)
        ids << s.id;
    addChoiceIds(e.choices, &ids);
    for (const GameEvent::TriggerSetting& t : e.triggers) {
        ids << t.targets;
        addChoiceIds(t.choices, &ids);
    }
    return ids;
}

}   // namespace

std::optional<QString> missingCreatedToken(const GameEvent& e, const GameState& gs)
{
    static const QRegularExpression created(QStringLiteral("\\.token[1-9][0-9]*$"));
    for (const QString& id : idsNamedBy(e))
        if (!id.isEmpty() && gs.objectIndex(id) < 0 && created.match(id).hasMatch())
            return id;
    return std::nullopt;
}

}   // namespace strata
