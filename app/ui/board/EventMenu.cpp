#include "EventMenu.h"
#include "combat/DamageAssignmentDialog.h"
#include "document/ScenarioDocument.h"
#include "model/ResolvableAbilities.h"
#include "models/DisplayText.h"
#include "models/EventText.h"
#include "text/RulesText.h"
#include <QApplication>
#include <QFontMetrics>
#include <QMenu>

namespace strata::ui {

namespace {

constexpr int kMostDamage = 10;

struct Candidate {
    QString id, label;
};

// What a targeted spell or ability, or damage, may be aimed at: the players, then the permanents.
QVector<Candidate> candidates(const GameState& state)
{
    QVector<Candidate> out;
    for (const Player& p : state.players)
        out.append({p.id, p.name});
    for (const GameObject& o : state.objects)
        if (o.zone == Zone::Battlefield && o.exists && o.card)
            out.append({o.id, EventMenu::tr("%1 (%2)", "a permanent: name (id)").arg(o.card->name(), o.id)});
    return out;
}

// An entry that records `event`; with one target to choose, a submenu of the candidates.
void addRecording(QMenu* menu, ScenarioDocument* doc, const QString& label, const QString& name, const GameEvent& event,
    bool oneTarget)
{
    if (!oneTarget) {
        QAction* a = menu->addAction(label);
        a->setObjectName(name);
        QObject::connect(a, &QAction::triggered, doc, [doc, event] { doc->recordEvent(event); });
        return;
    }
    QMenu* sub = menu->addMenu(label);
    sub->menuAction()->setObjectName(name);
    for (const Candidate& c : candidates(doc->state())) {
        QAction* a = sub->addAction(c.label);
        a->setObjectName(QStringLiteral("%1-%2").arg(name, c.id));
        GameEvent targeted = event;
        targeted.targets = {c.id};
        targeted.hasTargets = true;
        QObject::connect(a, &QAction::triggered, doc, [doc, targeted] { doc->recordEvent(targeted); });
    }
}

QString elided(const QString& text, const QMenu* menu)
{
    return QFontMetrics(menu->font()).elidedText(text, Qt::ElideRight, 340);
}

}   // namespace

void EventMenu::addTo(QMenu* menu, ScenarioDocument* doc, const QString& objectId)
{
    const GameState& state = doc->state();
    const GameObject* o = state.object(objectId);
    if (!o || !o->card)
        return;
    const QString name = o->card->name();

    if (o->zone != Zone::Battlefield && o->zone != Zone::Stack) {
        GameEvent cast;
        cast.verb = GameEvent::Verb::Cast;
        cast.object = objectId;
        const AbilityPtr spell = spellAbility(o->card);
        addRecording(menu, doc, tr("Cast %1").arg(name), QStringLiteral("event-cast"), cast,
            spell && spell->targets.size() == 1);
    }
    const QVector<AbilityPtr> abilities = numberedAbilities(state, objectId);
    for (int i = 0; i < abilities.size(); ++i) {
        const AbilityPtr& a = abilities[i];
        if (a->kind != AbilityDef::Kind::Activated && a->kind != AbilityDef::Kind::Loyalty)
            continue;
        GameEvent activate;
        activate.verb = GameEvent::Verb::Activate;
        activate.object = objectId;
        activate.abilityIndex = i + 1;
        addRecording(menu, doc, elided(tr("Activate: %1").arg(RulesText::ability(*a, name)), menu),
            QStringLiteral("event-activate-%1").arg(i + 1), activate, a->targets.size() == 1);
    }

    QMenu* move = menu->addMenu(tr("Move to"));
    move->menuAction()->setObjectName(QStringLiteral("event-move"));
    const QVector<QPair<Zone, QString>> zones = {{Zone::Battlefield, tr("The battlefield")},
        {Zone::Graveyard, tr("Its owner's graveyard")}, {Zone::Exile, tr("Exile")},
        {Zone::Hand, tr("Its owner's hand")}, {Zone::Library, tr("Its owner's library")}};
    for (const auto& [zone, label] : zones) {
        if (zone == o->zone)
            continue;
        GameEvent e;
        e.verb = GameEvent::Verb::Move;
        e.objects = {objectId};
        e.to = zone;
        addRecording(move, doc, label, QStringLiteral("event-move-%1").arg(zoneName(zone)), e, false);
    }

    QMenu* damage = menu->addMenu(tr("%1 deals damage to").arg(name));
    damage->menuAction()->setObjectName(QStringLiteral("event-damage"));
    for (const Candidate& c : candidates(state)) {
        QMenu* amounts = damage->addMenu(c.label);
        amounts->menuAction()->setObjectName(QStringLiteral("event-damage-%1").arg(c.id));
        for (int n = 1; n <= kMostDamage; ++n) {
            GameEvent e;
            e.verb = GameEvent::Verb::Damage;
            e.damage = {GameEvent::DamageDealt{objectId, c.id, n}};
            addRecording(amounts, doc, tr("%n damage", nullptr, n), QStringLiteral("event-damage-%1-%2").arg(c.id).arg(n),
                e, false);
        }
    }

    // In combat, before its damage: the damage step, with the division asked for where needed.
    const bool attacking = std::any_of(state.objects.begin(), state.objects.end(),
        [](const GameObject& x) { return x.zone == Zone::Battlefield && x.attacking; });
    if (attacking && state.step >= Step::DeclareAttackers && state.step < Step::CombatDamage) {
        QAction* damage = menu->addAction(tr("Begin the combat damage step…"));
        damage->setObjectName(QStringLiteral("event-combat-damage"));
        QObject::connect(damage, &QAction::triggered, doc,
            [doc] { DamageAssignmentDialog::recordBegin(QApplication::activeWindow(), doc, Step::CombatDamage); });
    }

    if (!state.stack.isEmpty()) {
        GameEvent resolve;
        resolve.verb = GameEvent::Verb::Resolve;
        resolve.resolveItem = QStringLiteral("top");
        addRecording(menu, doc, tr("Resolve %1").arg(EventText::stackItemName(state, state.stack.last())),
            QStringLiteral("event-resolve"), resolve, false);
    }
}

}   // namespace strata::ui
