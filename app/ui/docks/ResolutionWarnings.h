#pragma once
#include <QLabel>
#include <QPointer>

namespace strata::ui {

class ScenarioDocument;

// The warnings of the open scenario's result in the status bar (a choice that changes nothing, an
// effect that creates no continuous effect): how many there are, and each of them in the tooltip.
// A resolution stopped by one of the engine's limits is shown first, in red, with the limit in plain
// words in the tooltip. Hidden when there is nothing to say.
class ResolutionWarnings : public QLabel {
    Q_OBJECT
public:
    explicit ResolutionWarnings(ScenarioDocument* document, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    QPointer<ScenarioDocument> m_doc;
};

}   // namespace strata::ui
