#pragma once
#include <QLabel>
#include <QPointer>

namespace strata::ui {

class ScenarioDocument;

// The warnings of the open scenario's result in the status bar (a choice that changes nothing, an
// effect that creates no continuous effect): how many there are, and each of them in the tooltip.
// Hidden when there are none.
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
