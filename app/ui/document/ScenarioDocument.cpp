#include "ScenarioDocument.h"
#include "import/AppCardLibrary.h"
#include "LocalizedText.h"
#include "UniqueId.h"
#include "cards/CardLibrary.h"
#include "commands/AddEffectCommand.h"
#include "commands/AddObjectCommand.h"
#include "commands/AttachCommand.h"
#include "commands/InsertEventCommand.h"
#include "commands/MoveEventCommand.h"
#include "commands/RemoveEventCommand.h"
#include "commands/ReplaceEventCommand.h"
#include "commands/MoveTimestampCommand.h"
#include "commands/RemoveEffectCommand.h"
#include "commands/RemoveObjectCommand.h"
#include "commands/SetChoicesCommand.h"
#include "commands/SetCountersCommand.h"
#include "commands/SetDamageCommand.h"
#include "commands/SetRulesEditionCommand.h"
#include "commands/SetTappedCommand.h"
#include "engine/LayerEngine.h"
#include "io/ScenarioReader.h"
#include "model/ChoiceChecks.h"
#include "io/ScenarioWriter.h"
#include "model/EditChecks.h"
#include "model/ResolvableAbilities.h"
#include "play/EventPlayer.h"
#include "rules/StateBasedActions.h"
#include <QElapsedTimer>
#include <QLocale>
#include <QSet>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace strata::ui {

namespace {

// The layer result of a state and its state-based actions, and its events played (an edit of the
// snapshot or of one event can change everything after it); runs on any thread.
Resolution resolveState(const GameState& state, const EngineOptions& options, Playthrough* play, qint64* elapsedMs)
{
    QElapsedTimer timer;
    timer.start();
    Resolution r = LayerEngine::resolve(state, options);
    findStateBasedActions(state, r);
    r.warnings << choiceWarnings(state);
    *play = state.events.isEmpty() ? Playthrough() : EventPlayer::play(state, *AppCardLibrary::snapshot());
    *elapsedMs = timer.elapsed();
    return r;
}

GameState twoPlayerState()
{
    GameState s;
    s.players = {
        Player{QStringLiteral("ana"), QStringLiteral("Ana")}, Player{QStringLiteral("nico"), QStringLiteral("Nico")}};
    return s;
}

}   // namespace

namespace {
int defaultBackgroundAboveMs = 32;   // two frames at 60 Hz
}   // namespace

void ScenarioDocument::setDefaultBackgroundThresholdMs(int ms)
{
    defaultBackgroundAboveMs = ms;
}

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_background(new QFutureWatcher<TimedResolution>(this)),
      m_backgroundAboveMs(defaultBackgroundAboveMs), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    connect(m_background, &QFutureWatcherBase::finished, this, &ScenarioDocument::showBackgroundResult);
    replaceState(twoPlayerState(), QString());
}

ScenarioDocument::~ScenarioDocument()
{
    m_background->waitForFinished();
    // Commands refer to the document; they go first.
    m_undo->clear();
}

bool ScenarioDocument::isModified() const
{
    return !m_undo->isClean();
}

QString ScenarioDocument::displayTitle() const
{
    return m_state.title.in(QLocale().name().section(QLatin1Char('_'), 0, 0));
}

void ScenarioDocument::newScenario()
{
    replaceState(twoPlayerState(), QString());
}

bool ScenarioDocument::open(const QString& path, Diagnostics* diagnostics)
{
    Diagnostics local;
    auto read = ScenarioReader(AppCardLibrary::current()).readFile(path, diagnostics ? diagnostics : &local);
    if (!read)
        return false;
    replaceState(std::move(*read), path);
    return true;
}

bool ScenarioDocument::save(QString* error, QString* notice)
{
    if (m_path.isEmpty()) {
        if (error)
            *error = tr("The scenario has no file name yet; use Save As.");
        return false;
    }
    return saveAs(m_path, error, notice);
}

bool ScenarioDocument::recover(const QString& autosavePath, const QString& originalPath, Diagnostics* diagnostics)
{
    auto read = ScenarioReader(AppCardLibrary::current()).readFile(autosavePath, diagnostics);
    if (!read)
        return false;
    replaceState(std::move(*read), originalPath);
    m_undo->resetClean();
    return true;
}

bool ScenarioDocument::saveAs(const QString& path, QString* error, QString* notice)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    if (!writeScenarioFile(m_state, path, error, notice))
        return false;
    m_undo->setClean();
    if (path != m_path) {
        m_path = path;
        emit fileChanged();
    }
    return true;
}

void ScenarioDocument::replaceState(GameState state, const QString& path)
{
    finishResolving();
    m_undo->clear();
    m_state = std::move(state);
    m_path = path;
    m_shownEvent = -1;
    m_layout.arrange(m_state);
    recompute();
    emit fileChanged();
    emit stateReplaced();
}

void ScenarioDocument::applyChange(
    ChangeKey, const std::function<void(GameState&)>& change, std::optional<int> showEvent)
{
    finishResolving();
    if (m_lastResolveMs < m_backgroundAboveMs) {
        change(m_state);
        if (showEvent)
            m_shownEvent = *showEvent;
        recompute();
        return;
    }
    GameState next = m_state;
    change(next);
    m_showWhenResolved = showEvent;
    resolveInBackground(std::move(next));
}

const GameState& ScenarioDocument::state() const
{
    const EventOutcome* shown = shownOutcome();
    return shown ? shown->state : m_state;
}

const Resolution& ScenarioDocument::resolution() const
{
    const EventOutcome* shown = shownOutcome();
    return shown ? shown->resolution : m_resolution;
}

const EventOutcome* ScenarioDocument::shownOutcome() const
{
    return m_shownEvent >= 0 && m_shownEvent < m_playthrough.events.size() ? &m_playthrough.events[m_shownEvent]
                                                                             : nullptr;
}

void ScenarioDocument::showEvent(int index)
{
    index = qBound(-1, index, int(m_playthrough.events.size()) - 1);
    if (index == m_shownEvent)
        return;
    m_shownEvent = index;
    layOutShownEvent();
    emit shownEventChanged(m_shownEvent);
    emit resolved();
}

void ScenarioDocument::recompute()
{
    m_resolution = resolveState(m_state, m_engineOptions, &m_playthrough, &m_lastResolveMs);
    m_layout.placeNew(m_state);
    followPlaythrough();
    emit resolved();
}

void ScenarioDocument::setEngineOptions(const EngineOptions& options)
{
    finishResolving();
    m_engineOptions = options;
    recompute();
}

void ScenarioDocument::followPlaythrough()
{
    const int shown = qBound(-1, m_shownEvent, int(m_playthrough.events.size()) - 1);
    const bool moved = shown != m_shownEvent;
    m_shownEvent = shown;
    layOutShownEvent();
    if (moved)
        emit shownEventChanged(m_shownEvent);
}

void ScenarioDocument::resolveInBackground(GameState next)
{
    m_next = std::move(next);
    m_resolving = true;
    // The worker gets its own copy: the copies share their data, which Qt's containers allow to be
    // read from several threads at once.
    m_background->setFuture(QtConcurrent::run([state = m_next, options = m_engineOptions] {
        TimedResolution done;
        done.resolution = resolveState(state, options, &done.playthrough, &done.ms);
        return done;
    }));
}

void ScenarioDocument::showBackgroundResult()
{
    // Also called for a result finishResolving() already showed; then there is nothing left to show.
    if (!m_resolving || !m_background->isFinished())
        return;
    m_resolving = false;
    m_state = std::move(m_next);
    m_next = GameState();
    const TimedResolution done = m_background->result();
    m_resolution = done.resolution;
    m_playthrough = done.playthrough;
    m_lastResolveMs = done.ms;
    m_layout.placeNew(m_state);
    if (m_showWhenResolved)
        m_shownEvent = *m_showWhenResolved;
    m_showWhenResolved.reset();
    followPlaythrough();
    emit resolved();
}

void ScenarioDocument::finishResolving()
{
    if (!m_resolving)
        return;
    m_background->waitForFinished();
    showBackgroundResult();
}

void ScenarioDocument::layOutShownEvent()
{
    const EventOutcome* shown = shownOutcome();
    if (!shown)
        return;
    // Objects where the snapshot has them keep their place; those that moved to another zone or
    // were made during the events are laid out afresh.
    m_shownLayout = m_layout;
    for (const GameObject& o : shown->state.objects) {
        const GameObject* before = m_state.object(o.id);
        if (!before || before->zone != o.zone || before->controller != o.controller)
            m_shownLayout.forget(o.id);
    }
    m_shownLayout.placeNew(shown->state);
}

QString ScenarioDocument::addObject(const QString& cardName, const QString& playerId, Zone zone, QString* error)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return QString();
    };
    const CardPtr card = AppCardLibrary::current().find(cardName);
    if (!card)
        return fail(tr("There is no card named \"%1\".").arg(cardName));
    if (!m_state.player(playerId))
        return fail(tr("No player has the id \"%1\".").arg(playerId));
    // 304.4, 307.4: instant and sorcery cards can't enter the battlefield.
    if (zone == Zone::Battlefield
        && (card->front.type.has(CardType::Instant) || card->front.type.has(CardType::Sorcery)))
        return fail(
            tr("%1 is an instant or sorcery: it can't be on the battlefield. Add it as a resolved effect instead.")
                .arg(card->name()));
    GameObject o;
    o.id = uniqueId(m_state, card->name());
    o.card = card;
    o.zone = zone;
    o.owner = o.controller = playerId;
    o.timestamp = nextTimestamp();
    o.token = card->token;
    m_undo->push(new AddObjectCommand(this, o));
    return o.id;
}

bool ScenarioDocument::removeObject(const QString& objectId)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    if (!m_state.object(objectId))
        return false;
    m_undo->push(new RemoveObjectCommand(this, objectId));
    return true;
}

bool ScenarioDocument::attach(const QString& objectId, const QString& hostId, QString* error)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    const GameObject* o = m_state.object(objectId);
    if (!o)
        return fail(tr("No object has the id \"%1\".").arg(objectId));
    if (o->attachedTo == hostId)
        return false;
    if (!hostId.isEmpty()) {
        if (hostId == objectId)
            return fail(tr("An object can't be attached to itself."));   // 301.5c, 303.4d
        const GameObject* host = m_state.object(hostId);
        if (!host && !m_state.player(hostId))
            return fail(tr("No object or player has the id \"%1\".").arg(hostId));
        if (o->zone != Zone::Battlefield || (host && host->zone != Zone::Battlefield))
            return fail(tr("Only permanents on the battlefield are attached."));
        // Checked on the printed card: a scenario may well show an attachment the rules will drop
        // (704.5m, 704.5n), but something that was never an Aura, Equipment or Fortification is no edit.
        if (!o->card->front.isAttachment())
            return fail(tr("%1 is not an Aura, Equipment or Fortification.").arg(o->card->name()));
        if (const QString why = EditChecks::attachmentCircle(m_state, objectId, hostId); !why.isEmpty())
            return fail(why);
    }
    const int timestamp = hostId.isEmpty() ? o->timestamp : nextTimestamp();
    m_undo->push(new AttachCommand(this, objectId, hostId, timestamp));
    return true;
}

QString ScenarioDocument::addSpellEffect(const QString& cardName, const QString& controllerId,
    const QStringList& targets, const Choices& choices, QString* error)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return QString();
    };
    const CardPtr card = AppCardLibrary::current().find(cardName);
    if (!card)
        return fail(tr("There is no card named \"%1\".").arg(cardName));
    ResolvedEffect e;
    e.ability = spellAbility(card);
    if (!e.ability)
        return fail(
            tr("%1 is not an instant or sorcery with an effect; put permanents on the board.").arg(card->name()));
    if (!m_state.player(controllerId))
        return fail(tr("No player has the id \"%1\".").arg(controllerId));
    if (const QString why = EditChecks::targets(m_state, targets); !why.isEmpty())
        return fail(why);
    if (const QString why = EditChecks::choices(m_state, choices); !why.isEmpty())
        return fail(why);
    e.id = uniqueId(m_state, card->name());
    e.card = card;
    e.controller = controllerId;
    e.targets = targets;
    e.choices = choices;
    e.timestamp = nextTimestamp();
    m_undo->push(new AddEffectCommand(this, e));
    return e.id;
}

QString ScenarioDocument::addAbilityEffect(const QString& sourceId, int abilityIndex, const QStringList& targets,
    const Choices& choices, const QString& abilityFrom, QString* error)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return QString();
    };
    const GameObject* source = m_state.object(sourceId);
    if (!source)
        return fail(tr("No object has the id \"%1\".").arg(sourceId));
    const QVector<AbilityPtr> abilities = numberedAbilities(m_state, sourceId, abilityFrom);
    if (abilityIndex < 1 || abilityIndex > abilities.size())
        return fail(tr("%1 has no ability %2.").arg(source->card->name()).arg(abilityIndex));
    if (!canLeaveEffect(abilities[abilityIndex - 1]))
        return fail(tr("Ability %1 of %2 is not an activated, loyalty or triggered ability.")
                        .arg(abilityIndex)
                        .arg(source->card->name()));
    if (const QString why = EditChecks::targets(m_state, targets); !why.isEmpty())
        return fail(why);
    if (const QString why = EditChecks::choices(m_state, choices); !why.isEmpty())
        return fail(why);
    ResolvedEffect e;
    e.id = uniqueId(m_state, source->id + QStringLiteral("-ability-") + QString::number(abilityIndex));
    e.sourceId = sourceId;
    e.abilityIndex = abilityIndex;
    e.abilityFrom = abilityFrom;
    e.ability = abilities[abilityIndex - 1];
    e.controller = source->controller;
    e.targets = targets;
    e.choices = choices;
    e.timestamp = nextTimestamp();
    m_undo->push(new AddEffectCommand(this, e));
    return e.id;
}

bool ScenarioDocument::removeEffect(const QString& effectId)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    for (const ResolvedEffect& e : m_state.effects)
        if (e.id == effectId) {
            m_undo->push(new RemoveEffectCommand(this, effectId));
            return true;
        }
    return false;
}

bool ScenarioDocument::moveTimestamp(
    const TimestampKey& moving, const TimestampKey& anchor, TimestampPlacement placement)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    auto* command = new MoveTimestampCommand(this, moving, anchor, placement);
    if (!command->changesAnything()) {
        delete command;
        return false;
    }
    m_undo->push(command);
    return true;
}

bool ScenarioDocument::moveTimestamp(const QString& movingId, const QString& anchorId, TimestampPlacement placement)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const auto keyOf = [this](const QString& id) {
        return m_state.object(id) ? TimestampKey::object(id) : TimestampKey::effect(id);
    };
    return moveTimestamp(keyOf(movingId), keyOf(anchorId), placement);
}

bool ScenarioDocument::setCounters(const QString& objectId, const QString& kind, int count, bool placedNow)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const GameObject* o = m_state.object(objectId);
    if (!o || kind.trimmed().isEmpty() || count < 0)
        return false;
    const auto stack = std::find_if(
        o->counters.begin(), o->counters.end(), [&kind](const CounterStack& s) { return s.kind == kind; });
    const bool present = stack != o->counters.end();
    if (count == 0 ? !present : (present && stack->count == count && !placedNow))
        return false;
    m_undo->push(new SetCountersCommand(this, objectId, kind, count, placedNow ? nextTimestamp() : 0));
    return true;
}

bool ScenarioDocument::setDamage(const QString& objectId, int damage, bool fromDeathtouch)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const GameObject* o = m_state.object(objectId);
    if (!o || damage < 0 || (o->damage == damage && o->deathtouchDamage == fromDeathtouch))
        return false;
    m_undo->push(new SetDamageCommand(this, objectId, damage, fromDeathtouch));
    return true;
}

bool ScenarioDocument::setChoices(const QString& objectOrEffectId, const Choices& choices, QString* error)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    bool known = m_state.object(objectOrEffectId) != nullptr;
    for (const ResolvedEffect& e : m_state.effects)
        known = known || e.id == objectOrEffectId;
    if (!known) {
        if (error)
            *error = tr("No object or effect has the id \"%1\".").arg(objectOrEffectId);
        return false;
    }
    QString why = EditChecks::choices(m_state, choices);
    if (why.isEmpty() && m_state.object(objectOrEffectId) && !choices.copyOf.isEmpty())
        why = EditChecks::copyCircle(m_state, objectOrEffectId, choices.copyOf);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    m_undo->push(new SetChoicesCommand(this, objectOrEffectId, choices));
    return true;
}

bool ScenarioDocument::setRulesEdition(RulesEdition edition)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    if (m_state.rules == edition)
        return false;
    m_undo->push(new SetRulesEditionCommand(this, edition));
    return true;
}

bool ScenarioDocument::setTapped(const QString& objectId, bool tapped)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    const GameObject* o = m_state.object(objectId);
    if (!o || o->tapped == tapped)
        return false;
    m_undo->push(new SetTappedCommand(this, objectId, tapped));
    return true;
}

int ScenarioDocument::insertEvent(int index, GameEvent event)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    index = qBound(0, index, int(m_state.events.size()));
    if (event.id.isEmpty())
        event.id = newEventId();
    m_undo->push(new InsertEventCommand(this, index, event));
    return index;
}

bool ScenarioDocument::removeEvent(int index)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    if (index < 0 || index >= m_state.events.size())
        return false;
    m_undo->push(new RemoveEventCommand(this, index));
    return true;
}

bool ScenarioDocument::moveEvent(int from, int to)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    if (from < 0 || from >= m_state.events.size() || to < 0 || to >= m_state.events.size() || from == to)
        return false;
    m_undo->push(new MoveEventCommand(this, from, to));
    return true;
}

bool ScenarioDocument::replaceEvent(int index, GameEvent event)
{
    finishResolving();   // edits apply to, and are checked against, the latest state
    if (index < 0 || index >= m_state.events.size())
        return false;
    m_undo->push(new ReplaceEventCommand(this, index, event));
    return true;
}

QString ScenarioDocument::newEventId() const
{
    // Event ids share the scenario's id space, and the ids events make ("e2.1", "e2.token1") start
    // with theirs: skip any number whose id or prefix is taken.
    QSet<QString> used;
    for (const GameEvent& e : m_state.events)
        used.insert(e.id);
    for (const StackItem& item : m_state.stack)
        used.insert(item.id);
    for (const DelayedTrigger& d : m_state.delayed)
        used.insert(d.id);
    for (int n = m_state.events.size() + 1;; ++n) {
        const QString id = QStringLiteral("e%1").arg(n);
        if (!used.contains(id) && !idInUse(m_state, id))
            return id;
    }
}

}   // namespace strata::ui
