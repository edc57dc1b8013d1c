#include "BoardActions.h"
#include "import/AppCardLibrary.h"
#include "BoardScene.h"
#include "CardItem.h"
#include "cards/CardLibrary.h"
#include "combat/CombatDrag.h"
#include "document/ScenarioDocument.h"
#include "model/ResolvableAbilities.h"
#include "models/DisplayText.h"
#include <QCursor>
#include <QGuiApplication>
#include <QMenu>
#include <QUndoStack>
#include <QWidget>

namespace strata::ui {

namespace {

bool isAttachmentCard(const CardPtr& card)
{
    return card && card->front.isAttachment();
}

bool isSpellCard(const CardPtr& card)
{
    return card && (card->front.type.has(CardType::Instant) || card->front.type.has(CardType::Sorcery));
}

int targetCount(const CardPtr& card)
{
    const AbilityPtr spell = spellAbility(card);
    return spell ? spell->targets.size() : 0;
}

QPointF cardCentreOffset()
{
    return QPointF(BoardLayout::kCardWidth / 2, BoardLayout::kCardHeight / 2);
}

}   // namespace

BoardActions::BoardActions(BoardScene* scene, QWidget* dialogParent)
    : QObject(scene), m_scene(scene), m_dialogParent(dialogParent), m_dialogs(std::make_unique<DialogChoiceProvider>())
{
    m_provider = m_dialogs.get();
}

BoardActions::~BoardActions() = default;

void BoardActions::setChoiceProvider(ChoiceProvider* provider)
{
    m_provider = provider ? provider : m_dialogs.get();
}

ChoiceProvider* BoardActions::choiceProvider() const
{
    return m_provider;
}

QString BoardActions::computedController(const QString& objectId) const
{
    const ScenarioDocument* doc = m_scene->document();
    const int i = doc->state().objectIndex(objectId);
    if (i < 0)
        return {};
    if (i < doc->resolution().chars.size() && !doc->resolution().chars[i].controller.isEmpty())
        return doc->resolution().chars[i].controller;
    return doc->state().objects[i].controller;
}

QString BoardActions::playerOther(const QString& playerId) const
{
    for (const Player& p : m_scene->document()->state().players)
        if (p.id != playerId)
            return p.id;
    return playerId;
}

std::optional<ChoiceAnswer> BoardActions::ask(ChoiceRequest request)
{
    if (request.isEmpty()) {
        ChoiceAnswer forced{Choices(), request.defaultController};
        forced.choices.copyOf = request.forcedCopy();
        return forced;
    }
    std::optional<ChoiceAnswer> answer = m_provider->ask(request, m_scene->document()->state(), m_dialogParent);
    if (answer && answer->controller.isEmpty())
        answer->controller = request.defaultController;
    return answer;
}

BoardActions::DropPlan BoardActions::planDrop(const QStringList& cardNames, QPointF scenePos) const
{
    DropPlan plan;
    const CardPtr card = cardNames.isEmpty() ? CardPtr() : AppCardLibrary::current().find(cardNames.first());
    if (!card || !m_scene)
        return plan;
    const GameState& state = m_scene->document()->state();
    plan.zone = m_scene->zoneAt(scenePos);
    plan.target = m_scene->permanentAt(scenePos);
    const QString targetName = plan.target ? plan.target->presentation().name : QString();
    const QString player = plan.zone ? DisplayText::playerName(state, plan.zone->playerId()) : QString();

    if (plan.zone && (plan.zone->kind() == ZoneArea::Kind::Graveyard || plan.zone->kind() == ZoneArea::Kind::Exile)) {
        plan.kind = DropPlan::Kind::Pile;
        plan.target = nullptr;
        plan.description = plan.zone->kind() == ZoneArea::Kind::Graveyard
            ? tr("Put %1 into %2's graveyard").arg(card->name(), player)
            : tr("Put %1 into exile (%2)").arg(card->name(), player);
        return plan;
    }
    if (isSpellCard(card)) {
        if (targetCount(card) > 0 && !plan.target) {
            plan.description = tr("Drop %1 onto its target").arg(card->name());
            return plan;
        }
        if (!plan.target && (!plan.zone || plan.zone->kind() != ZoneArea::Kind::Battlefield))
            return plan;
        plan.kind = DropPlan::Kind::Spell;
        plan.description
            = plan.target ? tr("Cast %1 targeting %2").arg(card->name(), targetName) : tr("Cast %1").arg(card->name());
        return plan;
    }
    if (isAttachmentCard(card) && plan.target) {
        plan.kind = DropPlan::Kind::Attach;
        plan.description = tr("Attach %1 to %2").arg(card->name(), targetName);
        return plan;
    }
    plan.target = nullptr;
    if (plan.zone && plan.zone->kind() == ZoneArea::Kind::Battlefield) {
        plan.kind = DropPlan::Kind::Permanent;
        plan.description = tr("Put %1 onto %2's battlefield").arg(card->name(), player);
    }
    return plan;
}

bool BoardActions::dropCards(const QStringList& cardNames, QPointF scenePos)
{
    bool changed = false;
    for (int i = 0; i < cardNames.size(); ++i)
        changed = dropOne(cardNames[i], scenePos, i) || changed;
    return changed;
}

bool BoardActions::dropOne(const QString& cardName, QPointF scenePos, int indexInDrop)
{
    const DropPlan plan = planDrop({cardName}, scenePos);
    const CardPtr card = AppCardLibrary::current().find(cardName);
    switch (plan.kind) {
    case DropPlan::Kind::None:
        emit message(plan.description.isEmpty() ? tr("Drop cards on a battlefield, a graveyard or the exile.")
                                                : plan.description);
        return false;
    case DropPlan::Kind::Pile:
        return dropInPile(card, plan.zone->playerId(), *plan.zone->zone());
    case DropPlan::Kind::Attach:
        return dropAttachment(card, plan.target->objectId());
    case DropPlan::Kind::Spell: {
        // The spell's controller: the player on whose side it was dropped.
        const QString side = plan.zone ? plan.zone->playerId() : computedController(plan.target->objectId());
        return dropSpell(card, side, plan.target ? plan.target->objectId() : QString());
    }
    case DropPlan::Kind::Permanent: {
        const QPointF step(indexInDrop * (BoardLayout::kCardWidth + BoardLayout::kGap), 0);
        return dropPermanent(card, plan.zone->playerId(), scenePos - cardCentreOffset() + step);
    }
    }
    return false;
}

std::optional<ChoiceAnswer> BoardActions::askEntering(const CardPtr& card, ChoiceRequest request)
{
    const ScenarioDocument* doc = m_scene->document();
    std::optional<ChoiceAnswer> answer = ask(request);
    if (!answer)
        return answer;
    if (request.copyForced) {
        // Only the copy counts: whatever else was answered belongs to abilities it no longer has.
        const QString copyOf = request.copyCandidates.contains(answer->choices.copyOf)
            ? answer->choices.copyOf
            : request.copyCandidates.value(0);
        answer->choices = Choices();
        answer->choices.copyOf = copyOf;
        const GameObject* copied = doc->state().object(copyOf);
        emit message(tr("%1 enters as a copy of %2 (616.1c)")
                         .arg(card->name(), copied && copied->card ? copied->card->name() : copyOf));
    }
    if (!request.modes.isEmpty())
        return answer;
    // No form was asked of the card itself. 707.6: an object entering as a copy makes its own choice
    // for a copied "as this enters, it becomes your choice" (a Clone copying Primal Plasma).
    answer->choices.mode.reset();
    if (answer->choices.copyOf.isEmpty())
        return answer;
    const ChoiceRequest forms
        = ChoiceAnalysis::forCopiedForms(answer->choices.copyOf, card->name(), doc->state(), doc->resolution());
    if (!forms.modes.isEmpty()) {
        const std::optional<ChoiceAnswer> form = ask(forms);
        if (!form)
            return std::nullopt;
        answer->choices.mode = form->choices.mode;
    }
    return answer;
}

bool BoardActions::dropPermanent(const CardPtr& card, const QString& playerId, QPointF topLeft)
{
    ScenarioDocument* doc = m_scene->document();
    ChoiceRequest request = ChoiceAnalysis::forPermanent(card, doc->state(), doc->resolution(), playerId);
    request.defaultController = playerId;
    const std::optional<ChoiceAnswer> answer = askEntering(card, request);
    if (!answer)
        return false;
    const EnteringWith with
        = ChoiceAnalysis::entersWith(card, answer->choices, playerId, doc->state(), doc->resolution());
    const bool severalEdits = !answer->choices.isEmpty() || with.tapped || !with.counters.isEmpty();
    // Checked here so that a macro is never left empty: these are addObject's only refusals.
    if (!doc->state().player(playerId) || isSpellCard(card))
        return false;
    if (severalEdits)
        doc->undoStack()->beginMacro(tr("Add %1").arg(card->name()));
    QString error;
    const QString id = doc->addObject(card->name(), playerId, Zone::Battlefield, &error);
    if (!id.isEmpty()) {
        if (!answer->choices.isEmpty() && !doc->setChoices(id, answer->choices, &error))
            emit message(error);
        if (with.tapped)
            doc->setTapped(id, true);
        for (const CounterStack& c : with.counters)
            doc->setCounters(id, c.kind, c.count);
    }
    if (severalEdits)
        doc->undoStack()->endMacro();
    if (id.isEmpty()) {
        emit message(error);
        return false;
    }
    doc->setBoardPosition(id, topLeft);
    m_scene->selectObjects({id}, true);   // selected everywhere: tables, inspector, timeline
    return true;
}

bool BoardActions::dropAttachment(const CardPtr& card, const QString& hostId)
{
    ScenarioDocument* doc = m_scene->document();
    const QString hostController = computedController(hostId);
    ChoiceRequest request = ChoiceAnalysis::forPermanent(card, doc->state(), doc->resolution());
    // An Equipment only ever equips a creature its controller controls (301.5c); an Aura's controller
    // matters when the Aura takes control or names "you" (Control Magic), so then it is asked.
    const bool equipment = card->front.isEquipmentLike();
    if (!equipment && ChoiceAnalysis::controllerMatters(card) && doc->state().players.size() > 1) {
        for (const Player& p : doc->state().players)
            request.controllerCandidates << p.id;
        request.defaultController = playerOther(hostController);
    } else {
        request.defaultController = hostController;
    }
    const std::optional<ChoiceAnswer> answer = ask(request);
    if (!answer || !doc->state().player(answer->controller))
        return false;
    const EnteringWith with
        = ChoiceAnalysis::entersWith(card, answer->choices, answer->controller, doc->state(), doc->resolution());
    const QString hostName = m_scene->cardItem(hostId) ? m_scene->cardItem(hostId)->presentation().name : hostId;
    doc->undoStack()->beginMacro(tr("Attach %1 to %2").arg(card->name(), hostName));
    QString error;
    const QString id = doc->addObject(card->name(), answer->controller, Zone::Battlefield, &error);
    bool attached = false;
    if (!id.isEmpty()) {
        if (!answer->choices.isEmpty())
            doc->setChoices(id, answer->choices);
        if (with.tapped)
            doc->setTapped(id, true);
        for (const CounterStack& c : with.counters)
            doc->setCounters(id, c.kind, c.count);
        attached = doc->attach(id, hostId, &error);
    }
    doc->undoStack()->endMacro();
    if (!attached) {
        emit message(error);
        return !id.isEmpty();
    }
    keepOffTheRow(id, hostId);
    m_scene->selectObjects({id}, true);   // selected everywhere: tables, inspector, timeline
    return true;
}

bool BoardActions::dropSpell(const CardPtr& card, const QString& sidePlayer, const QString& targetId)
{
    ScenarioDocument* doc = m_scene->document();
    ChoiceRequest request = ChoiceAnalysis::forSpell(card, doc->state(), doc->resolution());
    request.defaultController = sidePlayer;
    if (ChoiceAnalysis::controllerMatters(card) && doc->state().players.size() > 1) {
        // Taking control of one's own permanent does nothing: by default the caster is someone else.
        for (const Player& p : doc->state().players)
            request.controllerCandidates << p.id;
        if (!targetId.isEmpty())
            request.defaultController = playerOther(computedController(targetId));
    }
    const std::optional<ChoiceAnswer> answer = ask(request);
    if (!answer)
        return false;
    const QStringList given = targetId.isEmpty() ? QStringList() : QStringList{targetId};
    QPointer<BoardActions> self(this);
    const QString name = card->name();
    const ChoiceAnswer a = *answer;
    withTargets(name, targetCount(card), given, [self, name, a](const QStringList& targets) {
        if (!self)
            return;
        QString error;
        if (self->m_scene->document()->addSpellEffect(name, a.controller, targets, a.choices, &error).isEmpty())
            emit self->message(error);
    });
    return true;
}

void BoardActions::keepOffTheRow(const QString& attachmentId, const QString& hostId)
{
    // The board draws an attachment behind its host; its own place in the layout sits where
    // BoardLayout puts attachments, so it holds no slot of the row that new permanents fill.
    ScenarioDocument* doc = m_scene->document();
    if (const auto host = doc->boardLayout().position(hostId))
        doc->setBoardPosition(
            attachmentId, *host + QPointF(BoardLayout::kAttachedOffset, BoardLayout::kAttachedOffset));
}

bool BoardActions::dropInPile(const CardPtr& card, const QString& playerId, Zone zone)
{
    QString error;
    const QString id = m_scene->document()->addObject(card->name(), playerId, zone, &error);
    if (id.isEmpty()) {
        emit message(error);
        return false;
    }
    return true;
}

void BoardActions::withTargets(
    const QString& subject, int needed, const QStringList& given, std::function<void(const QStringList&)> then)
{
    if (given.size() >= needed) {
        then(given);
        return;
    }
    if (!m_pickTargets) {
        emit message(tr("Pick the targets of %1 on the board.").arg(subject));
        return;
    }
    m_pickTargets(tr("Click the targets of %1 on the board (Esc cancels)").arg(subject), needed - given.size(),
        [given, then](const QStringList& more) { then(given + more); });
}

void BoardActions::useAbility(
    const QString& objectId, int index, const QString& abilityFrom, const QStringList& targets)
{
    ScenarioDocument* doc = m_scene->document();
    const QVector<AbilityPtr> abilities = numberedAbilities(doc->state(), objectId, abilityFrom);
    const GameObject* source = doc->state().object(objectId);
    if (!source || index < 1 || index > abilities.size())
        return;
    const AbilityPtr ability = abilities[index - 1];
    const QString name
        = m_scene->cardItem(objectId) ? m_scene->cardItem(objectId)->presentation().name : source->card->name();
    const ChoiceRequest request = ChoiceAnalysis::forAbility(*ability, name, doc->state(), doc->resolution());
    const std::optional<ChoiceAnswer> answer = ask(request);
    if (!answer)
        return;
    QPointer<BoardActions> self(this);
    const Choices choices = answer->choices;
    withTargets(
        name, ability->targets.size(), targets, [self, objectId, index, abilityFrom, choices](const QStringList& ts) {
            if (!self)
                return;
            QString error;
            if (self->m_scene->document()
                    ->addAbilityEffect(objectId, index, ts, choices, abilityFrom, &error)
                    .isEmpty())
                emit self->message(error);
        });
}

bool BoardActions::removeObjects(const QStringList& objectIds)
{
    ScenarioDocument* doc = m_scene->document();
    QStringList present;
    for (const QString& id : objectIds)
        if (doc->state().object(id))
            present << id;
    if (present.isEmpty())
        return false;
    if (present.size() > 1)
        doc->undoStack()->beginMacro(tr("Remove %n objects", "only said of two or more", present.size()));
    for (const QString& id : present)
        doc->removeObject(id);
    if (present.size() > 1)
        doc->undoStack()->endMacro();
    return true;
}

bool BoardActions::movedToAllowedPlace(const CardItem* item) const
{
    const GameObject* o = m_scene->document()->state().object(item->objectId());
    if (!o)
        return false;
    const ZoneArea* zone = m_scene->zoneAt(item->mapToScene(item->faceRect().center()));
    if (!zone)
        return false;
    // Moving a card is not an edit: it stays in its zone and, on the battlefield, in the band of the
    // player who controls it (BoardLayout's bands).
    if (o->zone == Zone::Battlefield)
        return zone->kind() == ZoneArea::Kind::Battlefield && zone->playerId() == o->controller;
    const bool sameZone
        = zone->zone() ? *zone->zone() == o->zone : (o->zone != Zone::Graveyard && o->zone != Zone::Exile);
    return sameZone && zone->playerId() == o->owner;
}

bool BoardActions::recordMove(CardItem* item, const GameObject& o, QPointF scenePos)
{
    // Dropped in another zone of the game shown: the move is the next event (events.md `move`).
    const ZoneArea* area = m_scene->zoneAt(scenePos);
    if (!area || !area->zone() || *area->zone() == o.zone)
        return false;
    GameEvent e;
    e.objects = {o.id};
    e.to = *area->zone();
    if (o.zone == Zone::Hand && e.to == Zone::Battlefield && !o.card->front.type.has(CardType::Land)) {
        const CastOrPutChooser ask = m_castOrPut ? m_castOrPut : [this](const QString& name) -> std::optional<bool> {
            QMenu menu(m_dialogParent);
            QAction* cast = menu.addAction(tr("Cast %1").arg(name));
            menu.addAction(tr("Put %1 onto the battlefield").arg(name));
            QAction* chosen = menu.exec(QCursor::pos());
            return chosen ? std::optional<bool>(chosen == cast) : std::nullopt;
        };
        const std::optional<bool> cast = ask(o.card->name());
        if (!cast) {
            m_scene->restorePlacement(item);
            return true;
        }
        if (*cast) {
            e.verb = GameEvent::Verb::Cast;
            e.object = o.id;
            e.objects.clear();
        }
    }
    m_scene->document()->recordEvent(e);
    return true;
}

void BoardActions::cardMoved(CardItem* item, QPointF scenePos, QPointF)
{
    ScenarioDocument* doc = m_scene->document();
    const GameObject* o = doc->state().object(item->objectId());
    if (!o) {
        m_scene->restorePlacement(item);
        return;
    }
    if (doc->showsEvent() && recordMove(item, *o, scenePos))
        return;
    if (o->zone == Zone::Battlefield && !isAttachmentCard(o->card)) {
        const CombatDrag::Plan combat = CombatDrag::plan(*m_scene, item, scenePos);
        if (combat.acceptable()) {
            const bool addBlock = QGuiApplication::keyboardModifiers() & Qt::ShiftModifier;
            if (!CombatDrag::declare(doc, combat, addBlock))
                m_scene->restorePlacement(item);
            return;
        }
    }
    if (o->zone == Zone::Battlefield && isAttachmentCard(o->card)) {
        if (CardItem* host = m_scene->permanentAt(scenePos, item)) {
            QString error;
            // A new host, a new timestamp (613.7e).
            const QString id = o->id;
            if (host->objectId() == o->attachedTo || !doc->attach(id, host->objectId(), &error)) {
                if (!error.isEmpty())
                    emit message(error);
                m_scene->restorePlacement(item);
                return;
            }
            keepOffTheRow(id, host->objectId());
            return;
        }
        if (!o->attachedTo.isEmpty()) {
            const ZoneArea* zone = m_scene->zoneAt(scenePos);
            if (zone && zone->kind() == ZoneArea::Kind::Battlefield && zone->playerId() == o->controller) {
                // Dragged off its host onto open battlefield: unattached, where it was let go.
                doc->setBoardPosition(o->id, item->mapToScene(QPointF(0, 0)));
                doc->attach(o->id, QString());
            } else {
                m_scene->restorePlacement(item);
            }
            return;
        }
    }
    QList<CardItem*> moved;
    for (QGraphicsItem* selected : m_scene->selectedItems())
        if (auto* card = qgraphicsitem_cast<CardItem*>(selected); card && !card->parentItem())
            moved << card;
    if (!moved.contains(item) && !item->parentItem())
        moved << item;
    for (const CardItem* card : moved)
        if (!movedToAllowedPlace(card)) {
            emit message(tr("A card moved on the board stays in its zone and with the player who controls it."));
            m_scene->restorePlacement(item);
            return;
        }
    QHash<QString, QPointF> places;
    for (const CardItem* card : moved)
        places.insert(card->objectId(), m_scene->layoutPlace(card));
    doc->moveCards(places);
    // Attachments moved along with a selection, or let go nowhere useful, go back behind their hosts.
    m_scene->restorePlacement(item);
}

}   // namespace strata::ui
