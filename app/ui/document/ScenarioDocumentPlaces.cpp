// Where cards sit on the board: the places the user set, saved in the scenario's "layout" key.
#include "ScenarioDocument.h"
#include "commands/MoveCardsCommand.h"

namespace strata::ui {

bool ScenarioDocument::placeHoldsInSnapshot(const QString& objectId) const
{
    // A card moved while a later moment is shown keeps that place in the snapshot too when it lies
    // in the same zone there.
    const GameObject* shown = state().object(objectId);
    const GameObject* inSnapshot = m_state.object(objectId);
    return !showsEvent() || (shown && inSnapshot && shown->zone == inSnapshot->zone);
}

void ScenarioDocument::setBoardPosition(const QString& objectId, QPointF topLeft)
{
    if (showsEvent())
        m_shownLayout.setPosition(objectId, topLeft);
    if (placeHoldsInSnapshot(objectId))
        m_layout.setPosition(objectId, topLeft);
    emit boardPositionChanged(objectId);
}

ScenarioDocument::CardPlace ScenarioDocument::cardPlace(const QString& objectId) const
{
    return CardPlace{boardLayout().position(objectId).value_or(QPointF()), m_state.boardPositions.contains(objectId)};
}

void ScenarioDocument::moveCards(const QHash<QString, QPointF>& to)
{
    QHash<QString, QPointF> moved;
    for (auto it = to.cbegin(); it != to.cend(); ++it)
        if (boardLayout().position(it.key()) != std::optional<QPointF>(it.value()))
            moved.insert(it.key(), it.value());
    if (!moved.isEmpty())
        m_undo->push(new MoveCardsCommand(this, moved));
}

void ScenarioDocument::placeCards(const QHash<QString, CardPlace>& places)
{
    finishResolving();   // the state a background resolution returns must carry the places too
    for (auto it = places.cbegin(); it != places.cend(); ++it) {
        if (placeHoldsInSnapshot(it.key())) {
            if (it->userSet)
                m_state.boardPositions.insert(it.key(), it->at);
            else
                m_state.boardPositions.remove(it.key());
        }
        setBoardPosition(it.key(), it->at);
    }
}

}   // namespace strata::ui
