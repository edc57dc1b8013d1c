#pragma once
#include "model/PlayState.h"
#include <QWidget>

namespace strata::ui {

// The steps of a turn in a row, grouped by phase (500.1), the current one lit. Clicking a step asks
// for it to begin (a `begin` event); its name shows in a tooltip and under the bar.
class StepBar : public QWidget {
    Q_OBJECT
public:
    explicit StepBar(QWidget* parent = nullptr);

    void setCurrentStep(Step step, const QString& activePlayerName);
    Step currentStep() const { return m_current; }
    // The rectangle of a step's segment, for tests that click it.
    QRect stepRect(Step step) const;
    // What the step's segment says at the bar's width: the step's name where it fits, else its
    // short name ("BC"), else nothing.
    QString cellLabel(Step step) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void stepClicked(Step step);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    int stepAt(QPoint pos) const;
    QRect barRect() const;

    Step m_current = Step::Main1;
    QString m_active;
};

}   // namespace strata::ui
