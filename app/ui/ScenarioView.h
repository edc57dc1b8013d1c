#pragma once
#include <QPlainTextEdit>

namespace strata::ui {

// First window of Strata: shows the layer result of one scenario as text, read-only, until the
// board, timeline and characteristics docks arrive.
class ScenarioView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit ScenarioView(QWidget* parent = nullptr);
    // Loads and resolves a scenario; on bad input shows the positioned errors and returns false.
    bool openScenario(const QString& path);
};

} // namespace strata::ui
