#pragma once
#include "BoardLayout.h"
#include "TimestampOrder.h"
#include "engine/EngineContext.h"
#include "engine/Resolution.h"
#include "io/Diagnostics.h"
#include "model/GameState.h"
#include <QFutureWatcher>
#include "play/Playthrough.h"
#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>

class QUndoStack;

namespace strata::ui {

class DocumentCommand;

// The scenario the app has open: the game state, its layer result, the file it came from and the
// history of edits.
//
// A scenario with events goes on after its snapshot: the document plays them (EventPlayer) with each
// resolution, and shows one moment at a time: the snapshot, or the game after one event. state() and
// resolution() are the moment shown, which every view draws; edits change the snapshot (snapshot()).
//
// The Resolution is recomputed after every change, and resolved() follows; state() and resolution()
// always belong together, so models and views never see a state without its result. While resolving
// is cheap it happens at once; once a resolution took backgroundThresholdMs() or longer, the next
// runs in a worker thread and the window keeps showing the previous state and result until the new
// pair is ready (isResolving()). An edit made meanwhile first waits for it, so it applies to the
// latest state. Every edit goes through a QUndoCommand (see commands/); the edit methods below build
// and push them, and are what the widgets call.
class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    // The moment shown: the snapshot, or the game after the shown event.
    const GameState& state() const;
    const Resolution& resolution() const;
    // The scenario as written in its file, events included: what edits change.
    const GameState& snapshot() const { return m_state; }
    const Resolution& snapshotResolution() const { return m_resolution; }
    // The snapshot's events played (empty without events).
    const Playthrough& playthrough() const { return m_playthrough; }
    // -1 for the snapshot, else the index of the event after which the game is shown.
    int shownEvent() const { return m_shownEvent; }
    bool showsEvent() const { return m_shownEvent >= 0; }
    const EventOutcome* shownOutcome() const;
    void showEvent(int index);
    // Whether a newer state is being resolved off the GUI thread (resolved() follows, with it).
    bool isResolving() const { return m_resolving; }
    // Waits for a resolution running in the background and shows its result (resolved() first).
    void finishResolving();
    // A resolution that took this long (ms) or longer makes the next one run in the background. Two
    // frames by default; 0 sends every edit to the background (tests).
    void setBackgroundThresholdMs(int ms) { m_backgroundAboveMs = ms; }
    int backgroundThresholdMs() const { return m_backgroundAboveMs; }
    // The threshold documents made from now on start with. The app tests read a result right after an
    // edit, so they make every edit resolve at once: otherwise a busy machine (one resolution over two
    // frames) would send an edit to the background and the test would read the result before it.
    static void setDefaultBackgroundThresholdMs(int ms);
    // The limits every later resolution runs under (a hostile file stops with Resolution::stoppedBy
    // set, rather than freezing the app). Resolves the current state again.
    void setEngineOptions(const EngineOptions& options);
    const EngineOptions& engineOptions() const { return m_engineOptions; }
    QUndoStack* undoStack() const { return m_undo; }
    QString filePath() const { return m_path; }
    bool isModified() const;
    int nextTimestamp() const { return m_state.nextTimestamp(); }
    // The title in the language of the user interface (the scenario may give several).
    QString displayTitle() const;

    // Board positions (see BoardLayout). Those the user set by moving cards are saved with the
    // scenario (the "layout" key), so a move is an undoable edit (moveCards); setBoardPosition only
    // places a card, as a drop or an attachment does.
    const BoardLayout& boardLayout() const { return showsEvent() ? m_shownLayout : m_layout; }
    void setBoardPosition(const QString& objectId, QPointF topLeft);
    struct CardPlace {
        QPointF at;
        bool userSet = false;   // saved with the scenario
    };
    CardPlace cardPlace(const QString& objectId) const;
    // The user moved these cards: one undoable edit (cards already there are left out).
    void moveCards(const QHash<QString, QPointF>& to);
    // What MoveCardsCommand does and undoes.
    void placeCards(const QHash<QString, CardPlace>& places);

    // Files. open() keeps the current scenario untouched when the file has any problem; the problems,
    // each with its position, go to `diagnostics`.
    void newScenario();
    bool open(const QString& path, Diagnostics* diagnostics);
    // A writable file whose folder refuses the temporary file of a safe save is written in place
    // when `notice` is given, and `notice` says so.
    bool save(QString* error, QString* notice = nullptr);
    bool saveAs(const QString& path, QString* error, QString* notice = nullptr);
    // Opens an autosaved copy of the scenario that was at `originalPath` (empty: never saved), as
    // modified: what it holds is not in that file.
    bool recover(const QString& autosavePath, const QString& originalPath, Diagnostics* diagnostics);

    // Edits. Each pushes one undoable command; when the edit is impossible or would change nothing it
    // pushes nothing and returns false or an empty id, with a translated reason in `error` if given.

    // A card onto a player's battlefield (or graveyard, exile…) with the next timestamp. Returns its id.
    QString addObject(
        const QString& cardName, const QString& playerId, Zone zone = Zone::Battlefield, QString* error = nullptr);
    // Also removes the effects that name it (as source or target) and detaches what was attached to it.
    bool removeObject(const QString& objectId);
    // Attaches an Aura, Equipment or Fortification to an object or player, with a new timestamp
    // (613.7e); an empty host unattaches it and keeps its timestamp.
    bool attach(const QString& objectId, const QString& hostId, QString* error = nullptr);
    // A resolved instant or sorcery. Returns the new effect's id.
    QString addSpellEffect(const QString& cardName, const QString& controllerId, const QStringList& targets,
        const Choices& choices = {}, QString* error = nullptr);
    // A resolved activated or triggered ability of `sourceId`, numbered as in the scenario format
    // (or among the abilities granted by the effect `abilityFrom`). Returns the new effect's id.
    QString addAbilityEffect(const QString& sourceId, int abilityIndex, const QStringList& targets,
        const Choices& choices = {}, const QString& abilityFrom = {}, QString* error = nullptr);
    // Also removes the effects that used an ability this one granted (ability_from).
    bool removeEffect(const QString& effectId);
    bool moveTimestamp(const TimestampKey& moving, const TimestampKey& anchor, TimestampPlacement placement);
    // The same for objects and effects named by id.
    bool moveTimestamp(const QString& movingId, const QString& anchorId, TimestampPlacement placement);
    // Count 0 removes the kind. New counters take the object's timestamp unless `placedNow`, which gives
    // them the next timestamp (613.7c: counters placed later apply later).
    bool setCounters(const QString& objectId, const QString& kind, int count, bool placedNow = false);
    bool setDamage(const QString& objectId, int damage, bool fromDeathtouch = false);
    bool setChoices(const QString& objectOrEffectId, const Choices& choices, QString* error = nullptr);
    bool setRulesEdition(RulesEdition edition);
    bool setTapped(const QString& objectId, bool tapped);

    // Events (events.md), each an undoable edit; the game shown follows the edited event.
    // `event.id` empty gets a new id. Returns the index the event went to, or -1.
    int insertEvent(int index, GameEvent event);
    bool removeEvent(int index);
    bool moveEvent(int from, int to);
    bool replaceEvent(int index, GameEvent event);
    // A new event right after the moment shown (first when the snapshot is shown), then shown.
    int recordEvent(GameEvent event) { return insertEvent(m_shownEvent + 1, std::move(event)); }
    // An id for a new event that nothing in the scenario uses ("e1", "e2"…).
    QString newEventId() const;

    // Only DocumentCommand can make a key, so only commands change the state.
    class ChangeKey {
        friend class DocumentCommand;
        ChangeKey() { }
    };
    // `showEvent`: the moment to show afterwards (an event edit shows the event it edited).
    void applyChange(ChangeKey, const std::function<void(GameState&)>& change, std::optional<int> showEvent = {});

signals:
    // After every change of the state, once the new resolution is in place.
    void resolved();
    // The file path changed (open, save as, new).
    void fileChanged();
    // Another scenario replaced the whole state (open, new, an example), not an edit or a save.
    void stateReplaced();
    void modifiedChanged(bool modified);
    void boardPositionChanged(const QString& objectId);
    // Another moment is shown (resolved() follows, so the views redraw it).
    void shownEventChanged(int index);

private:
    void replaceState(GameState state, const QString& path);
    void recompute();
    void resolveInBackground(GameState next);
    void showBackgroundResult();
    void layOutShownEvent();
    // After a new playthrough: the moment shown stays within its events.
    void followPlaythrough();

    GameState m_state;
    Resolution m_resolution;
    Playthrough m_playthrough;
    int m_shownEvent = -1;
    std::optional<int> m_showWhenResolved;   // an event edit resolving in the background shows this
    struct TimedResolution {
        Resolution resolution;
        Playthrough playthrough;
        qint64 ms = 0;
    };
    QFutureWatcher<TimedResolution>* m_background;
    GameState m_next;   // the state being resolved in the background
    bool m_resolving = false;
    qint64 m_lastResolveMs = 0;
    int m_backgroundAboveMs;
    EngineOptions m_engineOptions;
    bool placeHoldsInSnapshot(const QString& objectId) const;
    BoardLayout m_layout;
    BoardLayout m_shownLayout;   // m_layout with the objects that changed zone or appeared placed anew
    QString m_path;
    QUndoStack* m_undo;
};

}   // namespace strata::ui
