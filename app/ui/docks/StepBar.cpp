#include "StepBar.h"
#include "models/EventText.h"
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace strata::ui {

namespace {

constexpr int kSteps = int(Step::Cleanup) + 1;
constexpr int kBarHeight = 22;
constexpr int kPhaseGap = 6;

// The phase of each step (500.1): beginning, first main, combat, second main, ending.
int phaseOf(int step)
{
    if (step <= int(Step::Draw))
        return 0;
    if (step == int(Step::Main1))
        return 1;
    if (step <= int(Step::EndOfCombat))
        return 2;
    if (step == int(Step::Main2))
        return 3;
    return 4;
}

}   // namespace

StepBar::StepBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("stepBar"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void StepBar::setCurrentStep(Step step, const QString& activePlayerName)
{
    if (step == m_current && activePlayerName == m_active)
        return;
    m_current = step;
    m_active = activePlayerName;
    update();
}

QSize StepBar::sizeHint() const
{
    return {320, kBarHeight + fontMetrics().height() + 8};
}

QSize StepBar::minimumSizeHint() const
{
    return {kSteps * 8 + 4 * kPhaseGap, sizeHint().height()};
}

QRect StepBar::barRect() const
{
    return QRect(2, 2, width() - 4, kBarHeight);
}

QRect StepBar::stepRect(Step step) const
{
    const QRect bar = barRect();
    const qreal cell = (bar.width() - 4.0 * kPhaseGap) / kSteps;
    const int i = int(step);
    const qreal left = bar.left() + i * cell + phaseOf(i) * kPhaseGap;
    return QRect(qRound(left), bar.top(), qMax(1, qRound(cell) - 2), bar.height());
}

QString StepBar::cellLabel(Step step) const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.8);
    const QFontMetrics fm(f);
    const int room = stepRect(step).width() - 2;
    for (const QString& label : {EventText::stepName(step), EventText::stepShortName(step)})
        if (fm.horizontalAdvance(label) <= room)
            return label;
    return {};
}

int StepBar::stepAt(QPoint pos) const
{
    for (int i = 0; i < kSteps; ++i)
        if (stepRect(Step(i)).adjusted(-1, 0, 1, 0).contains(pos))
            return i;
    return -1;
}

void StepBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    for (int i = 0; i < kSteps; ++i) {
        const QRectF r = stepRect(Step(i));
        const bool current = i == int(m_current);
        p.setPen(QPen(current ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), 1));
        p.setBrush(current ? pal.color(QPalette::Highlight) : pal.color(QPalette::Button));
        p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 0.8);
        p.setFont(f);
        p.setPen(current ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::ButtonText));
        p.drawText(r, Qt::AlignCenter, cellLabel(Step(i)));
    }
    p.setFont(font());
    const QString caption = m_active.isEmpty()
        ? EventText::stepName(m_current)
        : tr("%1 · active player: %2", "step name · player").arg(EventText::stepName(m_current), m_active);
    p.setPen(pal.color(QPalette::WindowText));
    const QRect text(0, kBarHeight + 4, width(), fontMetrics().height() + 2);
    p.drawText(text, Qt::AlignHCenter | Qt::AlignVCenter,
        fontMetrics().elidedText(caption, Qt::ElideRight, width()));
}

void StepBar::mousePressEvent(QMouseEvent* event)
{
    const int step = stepAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && step >= 0)
        emit stepClicked(Step(step));
    else
        QWidget::mousePressEvent(event);
}

bool StepBar::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int step = stepAt(help->pos());
        if (step >= 0)
            QToolTip::showText(help->globalPos(), tr("Begin %1").arg(EventText::stepName(Step(step))), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

}   // namespace strata::ui
