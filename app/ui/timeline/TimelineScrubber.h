#pragma once
#include <QVector>
#include <QWidget>

class QLabel;
class QSlider;
class QToolButton;

namespace strata::ui {

// Walks through the steps the timeline shows: a slider, buttons to step back and forward, and
// "Step k of n". Position 0 is before the first shown step; the last position is the final result.
// It reports positions as the number of trace steps applied, which is what the board needs.
class TimelineScrubber : public QWidget {
    Q_OBJECT
public:
    explicit TimelineScrubber(QWidget* parent = nullptr);

    // The steps shown (indexes in Resolution::steps, in order) out of `total`; goes to the end.
    void setSteps(const QVector<int>& shownSteps, int total);
    int position() const;
    int positionCount() const { return int(m_steps.size()); }
    // Steps of the whole trace applied at the current position.
    int applied() const { return appliedAt(position()); }
    // Moves to the position right after this step (index in Resolution::steps); false if not shown.
    bool goToStep(int step);

    QSlider* slider() const { return m_slider; }
    QToolButton* backButton() const { return m_back; }
    QToolButton* forwardButton() const { return m_forward; }
    QString labelText() const;

    void retranslateUi();
    // Presentation mode: the label in white on black, for a projector.
    void setHighContrast(bool on);
    const QLabel* label() const { return m_label; }

public slots:
    void setPosition(int position);
    void stepBack();
    void stepForward();

signals:
    void appliedChanged(int applied);

protected:
    void changeEvent(QEvent* event) override;

private:
    int appliedAt(int position) const;
    void updateLabel();
    void updateLabelFont();

    QToolButton* m_first;
    QToolButton* m_back;
    QSlider* m_slider;
    QToolButton* m_forward;
    QToolButton* m_last;
    QLabel* m_label;
    QVector<int> m_steps;
    int m_total = 0;
};

}   // namespace strata::ui
