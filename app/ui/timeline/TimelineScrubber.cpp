#include "TimelineScrubber.h"
#include <QHBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

namespace strata::ui {

namespace {

QToolButton* button(QWidget* parent, QStyle::StandardPixmap icon)
{
    auto* b = new QToolButton(parent);
    b->setIcon(parent->style()->standardIcon(icon));
    b->setAutoRaise(true);
    b->setIconSize(QSize(22, 22));
    return b;
}

}   // namespace

TimelineScrubber::TimelineScrubber(QWidget* parent) : QWidget(parent)
{
    m_first = button(this, QStyle::SP_MediaSkipBackward);
    m_back = button(this, QStyle::SP_MediaSeekBackward);
    m_forward = button(this, QStyle::SP_MediaSeekForward);
    m_last = button(this, QStyle::SP_MediaSkipForward);
    m_back->setAutoRepeat(true);
    m_forward->setAutoRepeat(true);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setTickInterval(1);
    m_slider->setPageStep(1);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("scrubberLabel"));
    m_label->setContentsMargins(8, 2, 8, 2);
    updateLabelFont();

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 2, 6, 2);
    row->addWidget(m_first);
    row->addWidget(m_back);
    row->addWidget(m_slider, 1);
    row->addWidget(m_forward);
    row->addWidget(m_last);
    row->addSpacing(8);
    row->addWidget(m_label);

    connect(m_first, &QToolButton::clicked, this, [this] { setPosition(0); });
    connect(m_back, &QToolButton::clicked, this, &TimelineScrubber::stepBack);
    connect(m_forward, &QToolButton::clicked, this, &TimelineScrubber::stepForward);
    connect(m_last, &QToolButton::clicked, this, [this] { setPosition(positionCount()); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        updateLabel();
        emit appliedChanged(appliedAt(position));
    });
    retranslateUi();
}

void TimelineScrubber::setSteps(const QVector<int>& shownSteps, int total)
{
    m_steps = shownSteps;
    m_total = total;
    const QSignalBlocker block(m_slider);
    m_slider->setRange(0, int(m_steps.size()));
    m_slider->setValue(int(m_steps.size()));
    setEnabled(!m_steps.isEmpty());
    updateLabel();
}

int TimelineScrubber::position() const
{
    return m_slider->value();
}

int TimelineScrubber::appliedAt(int position) const
{
    if (m_steps.isEmpty())
        return m_total;
    if (position <= 0)
        return m_steps.first();
    if (position >= m_steps.size())
        return m_total;   // the end is the final result, steps not shown included
    return m_steps[position - 1] + 1;
}

bool TimelineScrubber::goToStep(int step)
{
    const int i = int(m_steps.indexOf(step));
    if (i < 0)
        return false;
    setPosition(i + 1);
    return true;
}

void TimelineScrubber::setPosition(int position)
{
    m_slider->setValue(position);
}

void TimelineScrubber::stepBack()
{
    setPosition(position() - 1);
}

void TimelineScrubber::stepForward()
{
    setPosition(position() + 1);
}

QString TimelineScrubber::labelText() const
{
    return m_label->text();
}

void TimelineScrubber::updateLabel()
{
    const int n = int(m_steps.size());
    if (n == 0)
        m_label->setText(tr("No steps"));
    else if (position() == 0)
        m_label->setText(tr("Before the first step"));
    else
        m_label->setText(tr("Step %1 of %2").arg(position()).arg(n));
    m_back->setEnabled(position() > 0);
    m_forward->setEnabled(position() < n);
    m_first->setEnabled(position() > 0);
    m_last->setEnabled(position() < n);
}

// The label is a size up from the scrubber's own type, so it grows with it (presentation mode).
void TimelineScrubber::updateLabelFont()
{
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_label->setFont(f);
}

void TimelineScrubber::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateLabelFont();
        retranslateUi();   // the room kept for the longest label
    }
}

void TimelineScrubber::setHighContrast(bool on)
{
    m_label->setAutoFillBackground(on);
    QPalette palette = this->palette();
    if (on) {
        palette.setColor(QPalette::Window, Qt::black);
        palette.setColor(QPalette::WindowText, Qt::white);
    }
    m_label->setPalette(palette);
}

void TimelineScrubber::retranslateUi()
{
    m_first->setToolTip(tr("Before the first step"));
    m_back->setToolTip(tr("Step back"));
    m_forward->setToolTip(tr("Step forward"));
    m_last->setToolTip(tr("Final result"));
    m_slider->setToolTip(tr("Scrub through the steps: the board shows the state after the chosen step"));
    m_slider->setAccessibleName(tr("Timeline position"));
    // Room for the longest label, so the slider does not jump while scrubbing.
    const QFontMetrics fm(m_label->font());
    m_label->setMinimumWidth(std::max(fm.horizontalAdvance(tr("Before the first step")),
                                 fm.horizontalAdvance(tr("Step %1 of %2").arg(88).arg(88)))
        + 8);
    updateLabel();
}

}   // namespace strata::ui
