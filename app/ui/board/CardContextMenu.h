#pragma once
#include <QCoreApplication>
#include <QString>

class QMenu;
class QWidget;

namespace strata::ui {

class BoardActions;
class ScenarioDocument;

// The menu of a card on the board: its activated, loyalty and triggered abilities (printed, and
// those a resolved effect granted it) to leave their effect, then tap or untap, counters, damage,
// unattach and remove. Actions carry object names ("ability-2", "tap", "counter-add-+1/+1"…) so
// tests can find them.
class CardContextMenu {
    Q_DECLARE_TR_FUNCTIONS(CardContextMenu)
public:
    static QMenu* build(ScenarioDocument* document, BoardActions* actions, const QString& objectId, QWidget* parent);
};

}   // namespace strata::ui
