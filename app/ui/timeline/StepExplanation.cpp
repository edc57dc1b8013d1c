#include "StepExplanation.h"
#include "TimelineLanes.h"
#include "models/TraceText.h"

namespace strata::ui {

namespace {

// The engine's sentence for an effect whose ability was gone before it started (613.6).
bool neverBegan(const StepSummary& step)
{
    return step.rule == QLatin1String("613.6");
}

}   // namespace

QString StepExplanation::sentence(const StepSummary& step, const Resolution& resolution)
{
    if (!step.applied) {
        if (neverBegan(step))
            return tr("Its ability was removed before it began to apply, so it never applies (CR 613.6).");
        if (!step.note.isEmpty())
            return tr("Does not apply: %1 (CR %2).").arg(step.note, step.rule);
        return tr("Does not apply (CR %1).").arg(step.rule);
    }
    switch (step.order) {
    case OrderReason::Cda:
        return tr("Characteristic-defining abilities apply first in their layer (CR 613.3).");
    case OrderReason::Timestamp: {
        const TraceStep& s = resolution.steps[step.step];
        if (!s.dependsOn.isEmpty())
            return tr("Applied in timestamp order (CR 613.7). It also depends on %1, which its timestamp "
                      "already puts first (CR 613.8a).")
                .arg(s.dependsOn.join(QStringLiteral(", ")));
        return tr("Applied in timestamp order (CR 613.7).");
    }
    case OrderReason::Dependency: {
        const TraceStep& s = resolution.steps[step.step];
        return tr("Waits for %1, which changes what it applies to or does (CR 613.8a–b).")
            .arg(s.dependsOn.join(QStringLiteral(", ")));
    }
    case OrderReason::DependencyLoop:
        return tr("Part of a dependency loop: timestamp order (CR 613.8b).");
    }
    return {};
}

QString StepExplanation::html(const StepSummary& step, const Resolution& resolution)
{
    if (step.step < 0)
        return {};
    const QString lane = TimelineLanes::title(step.layer, resolution.edition).toHtmlEscaped();
    QString out
        = QStringLiteral("<p style='margin:0'><b style='font-size:large'>%1</b>").arg(step.effect.toHtmlEscaped());
    if (!step.source.isEmpty())
        out += QStringLiteral(" &nbsp;")
            + tr("from %1").arg(QStringLiteral("<b>%1</b>").arg(step.source.toHtmlEscaped()));
    out += QStringLiteral(" &nbsp;·&nbsp; %1").arg(lane);
    const QString description = TraceText::layerDescription(step.layer, resolution.edition);
    if (!description.isEmpty())
        out += QStringLiteral(" <i>(%1)</i>").arg(description.toHtmlEscaped());
    out += QStringLiteral("</p><p style='margin-top:6px'>%1</p>").arg(sentence(step, resolution).toHtmlEscaped());
    if (step.applied && step.order != OrderReason::Cda)
        out += QStringLiteral("<p style='margin-top:2px'>%1</p>")
                   .arg(tr("Timestamp %1.").arg(resolution.steps[step.step].timestamp));
    if (!step.changes.isEmpty()) {
        out += QStringLiteral("<ul style='margin-top:4px'>");
        for (const ChangeLine& c : step.changes)
            out += QStringLiteral("<li>%1</li>").arg(c.full.toHtmlEscaped());
        out += QStringLiteral("</ul>");
    }
    return out;
}

}   // namespace strata::ui
