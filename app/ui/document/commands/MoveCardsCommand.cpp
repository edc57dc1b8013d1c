#include "MoveCardsCommand.h"

namespace strata::ui {

MoveCardsCommand::MoveCardsCommand(ScenarioDocument* doc, const QHash<QString, QPointF>& to) : DocumentCommand(doc)
{
    for (auto it = to.cbegin(); it != to.cend(); ++it) {
        m_before.insert(it.key(), doc->cardPlace(it.key()));
        m_after.insert(it.key(), ScenarioDocument::CardPlace{it.value(), true});
    }
    setText(to.size() == 1 ? tr("Move %1").arg(nameOf(to.cbegin().key())) : tr("Move %n cards", nullptr, int(to.size())));
}

void MoveCardsCommand::redo()
{
    document()->placeCards(m_after);
}

void MoveCardsCommand::undo()
{
    document()->placeCards(m_before);
}

}   // namespace strata::ui
