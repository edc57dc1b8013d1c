#include "CardContextMenu.h"
#include "BoardActions.h"
#include "EventMenu.h"
#include "document/ScenarioDocument.h"
#include "model/ResolvableAbilities.h"
#include "models/DisplayText.h"
#include "text/RulesText.h"
#include <QFontMetrics>
#include <QMenu>
#include <algorithm>

namespace strata::ui {

namespace {

const char* const kCounterKinds[] = {"+1/+1", "-1/-1"};

bool leavesContinuousEffect(const QVector<Action>& actions)
{
    for (const Action& a : actions)
        if (a.continuous || leavesContinuousEffect(a.nested))
            return true;
    return false;
}

QString shortened(const QString& text, const QWidget* parent)
{
    return QFontMetrics(parent ? parent->font() : QFont()).elidedText(text, Qt::ElideRight, 360);
}

// One ability as a menu entry: used at once, or through a submenu of permanents when it targets one,
// or by clicking its targets on the board when it has several.
void addAbility(QMenu* menu, ScenarioDocument* doc, BoardActions* actions, const QString& objectId, int index,
    const QString& abilityFrom, const AbilityPtr& ability, const QString& text)
{
    const QString name = abilityFrom.isEmpty() ? QStringLiteral("ability-%1").arg(index)
                                               : QStringLiteral("ability-%1-%2").arg(abilityFrom).arg(index);
    // A granted ability says where it came from, after its (shortened) text so that stays visible.
    const QString label = abilityFrom.isEmpty()
        ? shortened(text, menu)
        : CardContextMenu::tr("%1 (granted by %2)", "a menu entry: ability text, effect id")
              .arg(shortened(text, menu), abilityFrom);
    if (ability->targets.size() == 1 && leavesContinuousEffect(ability->effect)) {
        QMenu* sub = menu->addMenu(label);
        sub->setToolTipsVisible(true);
        sub->menuAction()->setObjectName(name);
        sub->menuAction()->setToolTip(text);
        const GameState& state = doc->state();
        for (int i = 0; i < state.objects.size(); ++i) {
            const GameObject& o = state.objects[i];
            if (o.zone != Zone::Battlefield)
                continue;
            const QString shown = i < doc->resolution().chars.size() && !doc->resolution().chars[i].name.isEmpty()
                ? doc->resolution().chars[i].name
                : o.card->name();
            QAction* target = sub->addAction(CardContextMenu::tr("%1 (%2)", "a target: name (id)").arg(shown, o.id));
            target->setObjectName(QStringLiteral("target-%1").arg(o.id));
            const QString targetId = o.id;
            QObject::connect(target, &QAction::triggered, actions, [actions, objectId, index, abilityFrom, targetId] {
                actions->useAbility(objectId, index, abilityFrom, {targetId});
            });
        }
        sub->addSeparator();
        QAction* pick = sub->addAction(CardContextMenu::tr("Click the target on the board…"));
        pick->setObjectName(QStringLiteral("target-pick"));
        QObject::connect(pick, &QAction::triggered, actions,
            [actions, objectId, index, abilityFrom] { actions->useAbility(objectId, index, abilityFrom, {}); });
        return;
    }
    QAction* use = menu->addAction(
        ability->targets.isEmpty() ? label : CardContextMenu::tr("%1 (click its targets)").arg(label));
    use->setObjectName(name);
    use->setToolTip(text);
    if (!leavesContinuousEffect(ability->effect)) {
        // Mana, damage, a destroyed permanent: nothing the layers would show.
        use->setEnabled(false);
        use->setToolTip(CardContextMenu::tr("%1\nLeaves no continuous effect.").arg(text));
        return;
    }
    QObject::connect(use, &QAction::triggered, actions,
        [actions, objectId, index, abilityFrom] { actions->useAbility(objectId, index, abilityFrom, {}); });
}

}   // namespace

QMenu* CardContextMenu::build(ScenarioDocument* doc, BoardActions* actions, const QString& objectId, QWidget* parent)
{
    const GameState& state = doc->state();
    const int row = state.objectIndex(objectId);
    if (row < 0)
        return nullptr;
    const GameObject& o = state.objects[row];
    const Characteristics& c = doc->resolution().chars[row];
    const QString shownName = c.faceDown || c.name.isEmpty() ? o.card->name() : c.name;

    auto* menu = new QMenu(parent);
    menu->setToolTipsVisible(true);
    menu->addSection(shownName);
    // After an event the board shows a moment of the game, not the scenario to edit: what the user
    // does there is the next event.
    if (doc->showsEvent()) {
        EventMenu::addTo(menu, doc, objectId);
        return menu;
    }

    // Printed abilities, numbered as the scenario format numbers them.
    const QVector<AbilityPtr> printed = numberedAbilities(state, objectId);
    bool anyAbility = false;
    for (int i = 0; i < printed.size(); ++i) {
        if (!canLeaveEffect(printed[i]))
            continue;
        addAbility(
            menu, doc, actions, objectId, i + 1, QString(), printed[i], RulesText::ability(*printed[i], shownName));
        anyAbility = true;
    }
    // Abilities a resolved effect granted (Wandering Fumarole's switch): numbered within that effect.
    QStringList grantors;
    for (const AbilityInstance& a : c.abilities)
        if (!a.grantedBy.isEmpty() && !grantors.contains(a.grantedBy)
            && std::any_of(state.effects.cbegin(), state.effects.cend(),
                [&a](const ResolvedEffect& e) { return e.id == a.grantedBy; }))
            grantors << a.grantedBy;
    for (const QString& from : grantors) {
        const QVector<AbilityPtr> granted = numberedAbilities(state, objectId, from);
        for (int i = 0; i < granted.size(); ++i) {
            if (!canLeaveEffect(granted[i]))
                continue;
            addAbility(
                menu, doc, actions, objectId, i + 1, from, granted[i], RulesText::ability(*granted[i], shownName));
            anyAbility = true;
        }
    }
    if (anyAbility)
        menu->addSeparator();

    if (o.zone == Zone::Battlefield) {
        QAction* tap = menu->addAction(o.tapped ? tr("Untap") : tr("Tap"));
        tap->setObjectName(o.tapped ? QStringLiteral("untap") : QStringLiteral("tap"));
        const bool tapped = o.tapped;
        QObject::connect(tap, &QAction::triggered, doc, [doc, objectId, tapped] { doc->setTapped(objectId, !tapped); });

        QMenu* counters = menu->addMenu(tr("Counters"));
        counters->menuAction()->setObjectName(QStringLiteral("counters"));
        QStringList kinds;
        for (const char* k : kCounterKinds)
            kinds << QLatin1String(k);
        for (const CounterStack& s : o.counters)
            if (!kinds.contains(s.kind))
                kinds << s.kind;
        for (const QString& kind : kinds) {
            const int count = o.counterCount(kind);
            QAction* add = counters->addAction(tr("Add a %1 counter").arg(kind));
            add->setObjectName(QStringLiteral("counter-add-%1").arg(kind));
            // 613.7c: counters placed now take a new timestamp.
            QObject::connect(add, &QAction::triggered, doc,
                [doc, objectId, kind, count] { doc->setCounters(objectId, kind, count + 1, true); });
            if (count > 0) {
                QAction* remove = counters->addAction(tr("Remove a %1 counter (%2 now)").arg(kind).arg(count));
                remove->setObjectName(QStringLiteral("counter-remove-%1").arg(kind));
                QObject::connect(remove, &QAction::triggered, doc,
                    [doc, objectId, kind, count] { doc->setCounters(objectId, kind, count - 1); });
            }
        }

        QMenu* damage = menu->addMenu(tr("Damage"));
        damage->menuAction()->setObjectName(QStringLiteral("damage"));
        const int marked = o.damage;
        QAction* more = damage->addAction(tr("Mark 1 more damage (%1 now)").arg(marked));
        more->setObjectName(QStringLiteral("damage-add"));
        QObject::connect(
            more, &QAction::triggered, doc, [doc, objectId, marked] { doc->setDamage(objectId, marked + 1); });
        if (marked > 0) {
            QAction* clear = damage->addAction(tr("Remove all damage"));
            clear->setObjectName(QStringLiteral("damage-clear"));
            QObject::connect(clear, &QAction::triggered, doc, [doc, objectId] { doc->setDamage(objectId, 0); });
        }
        if (!o.attachedTo.isEmpty()) {
            QAction* unattach = menu->addAction(tr("Unattach"));
            unattach->setObjectName(QStringLiteral("unattach"));
            QObject::connect(unattach, &QAction::triggered, doc, [doc, objectId] { doc->attach(objectId, QString()); });
        }
    }
    QMenu* play = menu->addMenu(tr("Record an event"));
    play->setToolTipsVisible(true);
    play->menuAction()->setObjectName(QStringLiteral("events"));
    EventMenu::addTo(play, doc, objectId);
    menu->addSeparator();
    QAction* remove = menu->addAction(tr("Remove from the board"));
    remove->setObjectName(QStringLiteral("remove"));
    remove->setShortcut(QKeySequence::Delete);
    QObject::connect(remove, &QAction::triggered, actions, [actions, objectId] { actions->removeObjects({objectId}); });
    return menu;
}

}   // namespace strata::ui
