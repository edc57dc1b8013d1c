#include "Monarch.h"

namespace strata {

namespace {

AbilityPtr endStepDraw()
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = TriggerEvent::YourEndStep;
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.amount = Amount::number(1);
    a->effect = {draw};
    a->finalize();
    return a;
}

AbilityPtr combatDamageTakesIt()
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = TriggerEvent::CreatureDealsCombatDamageToMonarch;
    Action become;
    become.kind = ActionKind::BecomeMonarch;
    become.who = QStringLiteral("controller_of_it");   // the creature's controller as it resolves (603.7c, 608.2h)
    a->effect = {become};
    a->finalize();
    return a;
}

const Player* monarchOf(const GameState& gs)
{
    for (const Player& p : gs.players)
        if (p.monarch && !p.lost)
            return &p;
    return nullptr;
}

}   // namespace

AbilityPtr monarchAbility(int number)
{
    static const AbilityPtr abilities[] = {endStepDraw(), combatDamageTakesIt()};
    return number == 1 || number == 2 ? abilities[number - 1] : AbilityPtr();
}

void monarchTriggers(const Happening& h, const GameState& gs, const Resolution& res, int sequence,
    QVector<PendingTrigger>& out)
{
    const Player* monarch = monarchOf(gs);
    if (!monarch)
        return;
    PendingTrigger p;
    p.source = kMonarchSource;
    p.sourceOrder = gs.objects.size();
    p.controller = monarch->id;
    p.sequence = sequence;
    p.rule = QStringLiteral("725.2");
    if (h.kind == Happening::Kind::StepBegins && h.step == Step::End && h.player == monarch->id) {
        p.abilityNumber = 1;
        p.why = PlayText(QT_TRANSLATE_NOOP("PlayText", "the end step of %1, the monarch, begins"), {monarch->name});
    } else if (h.kind == Happening::Kind::DamageDealt && h.combat && h.player == monarch->id) {
        const int source = gs.objectIndex(h.source);
        if (source < 0 || !res.chars[source].type.has(CardType::Creature))
            return;
        p.abilityNumber = 2;
        p.refersTo = h.source;
        p.refersToIncarnation = gs.objects[source].incarnation;
        p.eventPlayer = res.chars[source].controller;
        p.eventAmount = h.amount;
        p.why = PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 deals combat damage to %2, the monarch"),
            {res.chars[source].name, monarch->name});
    } else {
        return;
    }
    p.ability.def = monarchAbility(p.abilityNumber);
    out << p;
}

void becomeMonarch(GameTable& table, const QString& player)
{
    GameState& gs = table.state();
    const Player* becoming = gs.player(player);
    if (!becoming || becoming->lost)
        return;
    if (becoming->monarch) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is already the monarch (725.3)"), {becoming->name}));
        return;
    }
    for (Player& p : gs.players)
        p.monarch = p.id == player;
    table.touched();
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 becomes the monarch (725.3)"), {table.nameOf(player)}));
    // 610.3: a card exiled "until an opponent becomes the monarch" returns under its owner's control as an
    // opponent of the player whose effect exiled it becomes the monarch (Palace Jailer), wherever the Jailer is.
    QStringList returning;
    for (const GameObject& o : gs.objects)
        if (o.exists && o.zone == Zone::Exile && !o.exiledUntilMonarchOf.isEmpty() && o.exiledUntilMonarchOf != player)
            returning << o.id;
    for (const QString& id : returning) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "%1 returns to the battlefield under its owner's control: an opponent of %2 became the monarch (610.3)"),
            {table.nameOf(id), table.nameOf(gs.objects[gs.objectIndex(id)].exiledUntilMonarchOf)}));
        table.moveObject(gs.objectIndex(id), Zone::Battlefield);   // EntryOptions: its owner controls it
    }
}

}   // namespace strata
