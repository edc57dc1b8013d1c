#include "Exert.h"
#include "TriggerDetection.h"
#include <QMutex>

namespace strata {

namespace {

// 701.43a: an exerted permanent (that incarnation, 400.7) and the player whose next untap step it skips.
struct Exertion {
    QString object;
    int incarnation = -1;
    QString player;
};

// The exertions of each table while its events are played, never in a scenario file. Kept here rather
// than in GameTable, whose header this round leaves alone (many files include it): the table's
// constructor forgets what an earlier table at the same address left.
struct Exertions {
    QMutex lock;
    QHash<const GameTable*, QVector<Exertion>> byTable;
};

Exertions& exertions()
{
    static Exertions all;
    return all;
}

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
        {
            QMutexLocker locked(&exertions().lock);
            // 701.43b: exerted again before that untap step, it is still that one untap step.
            exertions().byTable[&table].push_back(Exertion{id, gs.objects[i].incarnation, c.controller});
        }
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
    QMutexLocker locked(&exertions().lock);
    const QVector<Exertion> mine = exertions().byTable.value(&table);
    return std::any_of(mine.begin(), mine.end(), [&](const Exertion& x) {
        return x.object == o.id && x.incarnation == o.incarnation && x.player == active;
    });
}

void expireExertions(const GameTable& table, const QString& active)
{
    QMutexLocker locked(&exertions().lock);
    const auto mine = exertions().byTable.find(&table);
    if (mine == exertions().byTable.end())
        return;
    mine->erase(std::remove_if(mine->begin(), mine->end(), [&](const Exertion& x) { return x.player == active; }),
        mine->end());
    if (mine->isEmpty())
        exertions().byTable.erase(mine);
}

void forgetExertions(const GameTable& table)
{
    QMutexLocker locked(&exertions().lock);
    exertions().byTable.remove(&table);
}

}   // namespace strata
