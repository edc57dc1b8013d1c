#include "StepExplanation.h"
#include "TimelineLanes.h"
#include "models/TraceText.h"

namespace strata::ui {

namespace {

constexpr int kMostEarlierLines = 6;

// The engine's sentence for an effect whose ability was gone before it started (613.6).
bool neverBegan(const StepSummary& step)
{
    return step.rule == QLatin1String("613.6");
}

// Layers whose changes decide what later effects apply to or do: copy, control, text, type,
// colour, abilities. Layer 7's P/T is what later P/T steps add to, not what they read.
bool decidesLaterLayers(Layer layer)
{
    return layer < Layer::L7a;
}

QString asHtml(const QString& text)
{
    return text.toHtmlEscaped();
}

QString bulletList(const QStringList& items)
{
    QString out = QStringLiteral("<ul style='margin-top:2px; margin-bottom:2px'>");
    for (const QString& item : items)
        out += QStringLiteral("<li>%1</li>").arg(asHtml(item));
    return out + QStringLiteral("</ul>");
}

QString heading(const QString& text)
{
    return QStringLiteral("<p style='margin-top:8px; margin-bottom:0'><b>%1</b></p>").arg(asHtml(text));
}

}   // namespace

QString StepExplanation::sentence(const StepSummary& step, const Resolution& resolution)
{
    if (!step.applied) {
        if (neverBegan(step))
            return tr("Its ability was removed before it began to apply, so it never applies (CR 613.6).");
        if (step.order == OrderReason::Dependency && !step.dependsOnTitles.isEmpty())
            return tr("It depends on %1: applying %1 removes the ability that creates this effect, which changes "
                      "whether it exists (CR 613.8a). So %1 applies first although it is newer (CR 613.8b), and "
                      "then this effect no longer exists: it never applies.")
                .arg(StepSummary::joinTitles(step.dependsOnTitles));
        if (!step.note.isEmpty())
            return tr("Does not apply: %1 (CR %2).").arg(step.note, step.rule);
        return tr("Does not apply (CR %1).").arg(step.rule);
    }
    switch (step.order) {
    case OrderReason::Cda:
        return tr("Characteristic-defining abilities apply first in their layer (CR 613.3).");
    case OrderReason::Timestamp:
        if (!step.aheadOfTitles.isEmpty())
            return tr("It applies first although it is newer: %1 depends on it (CR 613.8a), so %1 waits until this "
                      "effect has applied (CR 613.8b).")
                .arg(StepSummary::joinTitles(step.aheadOfTitles));
        if (!step.dependsOnTitles.isEmpty())
            return tr("Applied in timestamp order (CR 613.7). It also depends on %1, which its timestamp "
                      "already puts first (CR 613.8a).")
                .arg(StepSummary::joinTitles(step.dependsOnTitles));
        return tr("Applied in timestamp order (CR 613.7).");
    case OrderReason::Dependency:
        return tr("It depends on %1: applying %1 changes what this effect applies to or what it does (CR 613.8a). "
                  "So it waits for %1, although its own timestamp is older (CR 613.8a–b).")
            .arg(StepSummary::joinTitles(step.dependsOnTitles));
    case OrderReason::DependencyLoop:
        return tr("Part of a dependency loop: timestamp order (CR 613.8b).");
    }
    Q_UNUSED(resolution)
    return {};
}

QStringList StepExplanation::readFromEarlierLayers(const GameState& state, const Resolution& resolution, int step)
{
    QStringList out;
    if (step < 0 || step >= resolution.steps.size())
        return out;
    const TraceStep& here = resolution.steps[step];
    const TraceIndex index(resolution);
    int more = 0;
    for (int j = 0; j < step; ++j) {
        const TraceStep& earlier = resolution.steps[j];
        if (!earlier.applied || earlier.layer == here.layer || !decidesLaterLayers(earlier.layerId))
            continue;
        for (const TraceChange& c : earlier.changes) {
            if (!here.affected.contains(c.object))
                continue;
            for (const ChangeLine& line : StepSummary::changeLines(state, c, earlier.layerId)) {
                if (line.unchanged)
                    continue;
                if (out.size() == kMostEarlierLines) {
                    ++more;
                    continue;
                }
                out << tr("%1 (layer %2, %3)", "a change, the layer and the effect that made it")
                           .arg(line.full, earlier.layer,
                               StepSummary::effectTitle(state, resolution, earlier.effect, index));
            }
        }
    }
    if (more > 0)
        out << tr("and %n more", nullptr, more);
    return out;
}

QString StepExplanation::keptByRule6136(const GameState& state, const Resolution& resolution, int step)
{
    if (step < 0 || step >= resolution.steps.size())
        return {};
    const TraceStep& here = resolution.steps[step];
    if (!here.applied || here.source < 0)
        return {};
    int began = -1, lost = -1;
    for (int j = 0; j < step; ++j) {
        const TraceStep& earlier = resolution.steps[j];
        if (began < 0 && earlier.effect == here.effect && earlier.applied && earlier.layer != here.layer)
            began = j;
        for (const TraceChange& c : earlier.changes)
            if (c.object == here.source && c.before().abilities.size() > c.after().abilities.size())
                lost = j;
    }
    if (began < 0 || lost < 0 || lost < began)
        return {};
    const TraceIndex index(resolution);
    const TraceStep& removal = resolution.steps[lost];
    return tr("This effect began to apply in layer %1. Its source, %2, has lost its abilities since (layer %3, %4), "
              "but an effect that has begun to apply keeps applying in every later layer, to the same objects "
              "(CR 613.6).")
        .arg(resolution.steps[began].layer, StepSummary::objectLabel(state, here.source), removal.layer,
            StepSummary::effectTitle(state, resolution, removal.effect, index));
}

QString StepExplanation::html(const GameState& state, const StepSummary& step, const Resolution& resolution)
{
    if (step.step < 0)
        return {};
    const QString lane = TimelineLanes::title(step.layer, resolution.edition);
    QString out = QStringLiteral("<p style='margin:0'><b style='font-size:large'>%1</b> "
                                 "<small style='color:#667'>%2</small> &nbsp;·&nbsp; %3")
                      .arg(asHtml(step.title), asHtml(step.effect), asHtml(lane));
    const QString description = TraceText::layerDescription(step.layer, resolution.edition);
    if (!description.isEmpty())
        out += QStringLiteral(" <i>(%1)</i>").arg(asHtml(description));
    out += QStringLiteral("</p>");
    if (!step.source.isEmpty() && !step.title.startsWith(step.source))
        out += QStringLiteral("<p style='margin:0'>%1</p>").arg(asHtml(tr("From %1.").arg(step.source)));

    out += heading(tr("Why it stands here"));
    out += QStringLiteral("<p style='margin-top:2px'>%1</p>").arg(asHtml(sentence(step, resolution)));
    const QString kept = keptByRule6136(state, resolution, step.step);
    if (!kept.isEmpty())
        out += QStringLiteral("<p style='margin-top:2px'>%1</p>").arg(asHtml(kept));

    const QStringList earlier = readFromEarlierLayers(state, resolution, step.step);
    if (!earlier.isEmpty()) {
        out += heading(tr("What earlier layers had already done to what it applies to"));
        out += bulletList(earlier);
    }
    if (!step.changes.isEmpty()) {
        out += heading(step.applied ? tr("What it changed") : tr("What it would have applied to"));
        QStringList changes;
        for (const ChangeLine& c : step.changes)
            changes << c.full;
        out += bulletList(changes);
    }
    QString rule = step.rule.isEmpty() ? QString() : tr("Rule: CR %1.").arg(step.rule);
    if (step.order != OrderReason::Cda)
        rule += QLatin1Char(' ') + tr("Timestamp %1.").arg(resolution.steps[step.step].timestamp);
    out += QStringLiteral("<p style='margin-top:6px; color:#556'><small>%1</small></p>").arg(asHtml(rule.trimmed()));
    return out;
}

}   // namespace strata::ui
