#include "Exert.h"
#include "TriggerDetection.h"

namespace strata {

namespace {

const AbilityInstance* exertTrigger(const Characteristics& c)
{
    for (const AbilityInstance& a : c.abilities)
        if (a.def->kind == AbilityDef::Kind::Triggered && a.def->event == TriggerEvent::SelfExerted)
            return &a;
    return nullptr;
}

}   // namespace

std::optional<PlayText> exertRefusal(GameTable& table, const QStringList& exerted, const QVector<int>& attackers,
    QString* rule)
{
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    for (const QString& id : exerted) {
        const int i = gs.objectIndex(id);
        *rule = QStringLiteral("701.43d");   // "as it attacks": chosen as it is declared (508.1g)
        if (i < 0 || !attackers.contains(i))
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exerted but is not declared as an attacker"),
                {table.nameOf(id)});
        if (!exertTrigger(res.chars[i]))
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no ability that lets it be exerted as it attacks"),
                {res.chars[i].name});
    }
    return std::nullopt;
}

void exertAttackers(GameTable& table, const QStringList& exerted)
{
    for (const QString& id : exerted) {
        const GameState& gs = table.state();
        const int i = gs.objectIndex(id);
        const Characteristics& c = table.resolution().chars[i];
        const AbilityInstance* when = exertTrigger(c);
        // 701.43b: exerted again before that untap step, it is still that one untap step.
        table.records.skippedUntaps.push_back(GameTable::SkippedUntap{id, gs.objects[i].incarnation, c.controller});
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exerted: it won't untap during %2's next untap step (701.43a)"),
            {c.name, table.nameOf(c.controller)}));
        // 603.12: "When you do" triggers as the choice is made, with the attack's other triggers.
        PendingTrigger p;
        p.source = id;
        p.sourceOrder = i;
        p.ability = *when;
        p.abilityNumber = abilityNumber(gs, id, *when);
        p.controller = c.controller;
        p.refersTo = id;
        p.refersToIncarnation = gs.objects[i].incarnation;
        p.why = PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 was exerted"), {c.name});
        p.rule = QStringLiteral("603.12");
        table.pending() << p;
    }
}

bool keptTappedByExert(const GameTable& table, int index, const QString& active)
{
    const GameObject& o = table.state().objects[index];
    return std::any_of(table.records.skippedUntaps.begin(), table.records.skippedUntaps.end(), [&](const GameTable::SkippedUntap& x) {
        return x.object == o.id && x.incarnation == o.incarnation && x.player == active;
    });
}

void expireExertions(GameTable& table, const QString& active)
{
    auto& all = table.records.skippedUntaps;
    all.erase(std::remove_if(all.begin(), all.end(), [&](const GameTable::SkippedUntap& x) { return x.player == active; }),
        all.end());
}

}   // namespace strata
