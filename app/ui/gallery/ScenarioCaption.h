#pragma once
#include <QLabel>
#include <QPointer>

namespace strata::ui {

class ScenarioDocument;

// The open scenario's title and explanation in one line at the foot of the window, in the language
// of the interface: what the gallery says about an example stays in view while it is presented.
// The whole explanation is in the tooltip.
class ScenarioCaption : public QLabel {
    Q_OBJECT
public:
    explicit ScenarioCaption(ScenarioDocument* document, QWidget* parent = nullptr);

    // The caption before eliding: "Title — description".
    QString fullText() const { return m_full; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void elide();

    QPointer<ScenarioDocument> m_doc;
    QString m_full;
};

}   // namespace strata::ui
