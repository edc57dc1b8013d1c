#pragma once
#include "ChoiceProvider.h"
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <functional>
#include <memory>

class QWidget;

namespace strata::ui {

class BoardScene;
class CardItem;
class ScenarioDocument;
class ZoneArea;

// What the mouse does on the board, turned into document edits: cards dropped from the library,
// cards dragged about, abilities used, objects removed. Choices go through a ChoiceProvider; edits
// that belong together (an Aura added and attached) are one undo step.
class BoardActions : public QObject {
    Q_OBJECT
public:
    BoardActions(BoardScene* scene, QWidget* dialogParent);
    ~BoardActions() override;

    // Not owned; null restores the dialog.
    void setChoiceProvider(ChoiceProvider* provider);
    ChoiceProvider* choiceProvider() const;

    // Asks the user for `count` more targets on the board, then calls `done` with their ids (or never,
    // when the user cancels). Set by the view.
    using TargetPicker
        = std::function<void(const QString& prompt, int count, std::function<void(const QStringList&)> done)>;
    void setTargetPicker(TargetPicker picker) { m_pickTargets = std::move(picker); }

    // Play mode (the board shows the game after an event): a card dropped from the hand onto the
    // battlefield is cast, or put there. The chooser returns true for "cast", false for "put", nothing
    // when the user cancels; the default asks with a menu at the mouse. For tests.
    using CastOrPutChooser = std::function<std::optional<bool>(const QString& cardName)>;
    void setCastOrPutChooser(CastOrPutChooser chooser) { m_castOrPut = std::move(chooser); }

    // What dropping these cards at `scenePos` would do.
    struct DropPlan {
        enum class Kind : quint8 { None, Permanent, Attach, Spell, Pile };
        Kind kind = Kind::None;
        CardItem* target = nullptr;   // the host or the spell's target
        ZoneArea* zone = nullptr;
        QString description;   // translated: "Attach Bonesplitter to Grizzly Bears", or why not
        bool acceptable() const { return kind != Kind::None; }
    };
    DropPlan planDrop(const QStringList& cardNames, QPointF scenePos) const;
    // Returns true when the document changed.
    bool dropCards(const QStringList& cardNames, QPointF scenePos);

    // A card the user dragged and let go of: attach, detach, or keep the new position.
    void cardMoved(CardItem* item, QPointF scenePos, QPointF pressScenePos);

    // Leaves the effect of ability `index` (numbered as the scenario format numbers it) of `objectId`;
    // targets it lacks are picked on the board.
    void useAbility(const QString& objectId, int index, const QString& abilityFrom, const QStringList& targets);
    bool removeObjects(const QStringList& objectIds);

signals:
    // Something the user should read: why a drop did nothing, or what it did. Translated.
    void message(const QString& text);

private:
    bool dropOne(const QString& cardName, QPointF scenePos, int indexInDrop);
    bool dropPermanent(const CardPtr& card, const QString& playerId, QPointF topLeft);
    bool dropAttachment(const CardPtr& card, const QString& hostId);
    bool dropSpell(const CardPtr& card, const QString& sidePlayer, const QString& targetId);
    bool dropInPile(const CardPtr& card, const QString& playerId, Zone zone);
    void keepOffTheRow(const QString& attachmentId, const QString& hostId);
    std::optional<ChoiceAnswer> ask(ChoiceRequest request);
    // A permanent's choices as it enters: `request`, then the form of a copied "as this enters, it
    // becomes your choice" (707.6). A copy another permanent forces keeps only the copy.
    std::optional<ChoiceAnswer> askEntering(const CardPtr& card, ChoiceRequest request);
    void withTargets(
        const QString& subject, int needed, const QStringList& given, std::function<void(const QStringList&)> then);
    QString computedController(const QString& objectId) const;
    QString playerOther(const QString& playerId) const;
    bool movedToAllowedPlace(const CardItem* item) const;
    bool recordMove(CardItem* item, const GameObject& o, QPointF scenePos);

    QPointer<BoardScene> m_scene;
    QPointer<QWidget> m_dialogParent;
    ChoiceProvider* m_provider = nullptr;
    std::unique_ptr<DialogChoiceProvider> m_dialogs;
    TargetPicker m_pickTargets;
    CastOrPutChooser m_castOrPut;
};

}   // namespace strata::ui
