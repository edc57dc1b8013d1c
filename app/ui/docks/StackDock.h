#pragma once
#include <QDockWidget>
#include <QPointer>

class QTextBrowser;

namespace strata::ui {

class ScenarioDocument;

// The stack at the moment shown, top first, and what the shown event triggered, did not trigger and
// resolved, with the rules that decided it (StackReport).
class StackDock : public QDockWidget {
    Q_OBJECT
public:
    explicit StackDock(ScenarioDocument* document, QWidget* parent = nullptr);

    QString plainText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    QPointer<ScenarioDocument> m_doc;
    QTextBrowser* m_text;
    QString m_html;   // what m_text was last given
};

}   // namespace strata::ui
