#pragma once
#include <QPointer>
#include <QTextBrowser>

namespace strata::ui {

class ScenarioDocument;

// The open scenario's title and its own explanation, whole and word-wrapped, in the language of the
// interface: what the gallery says about an example stays in view while it is presented. A panel of
// the timeline dock, beside the explanation of the step, and resizable with it.
class ScenarioCaption : public QTextBrowser {
    Q_OBJECT
public:
    explicit ScenarioCaption(ScenarioDocument* document, QWidget* parent = nullptr);

    // The caption as one line: "Title — description".
    QString fullText() const { return m_full; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    QPointer<ScenarioDocument> m_doc;
    QString m_full;
};

}   // namespace strata::ui
