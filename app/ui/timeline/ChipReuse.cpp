#include "ChipReuse.h"
#include "models/ShownValues.h"
#include "text/RulesTextCache.h"

namespace strata::ui {

namespace {

std::pair<QString, QString> stepKey(const TraceStep& step)
{
    return {step.layer, step.effect};
}

bool samePlayers(const GameState& a, const GameState& b)
{
    if (a.players.size() != b.players.size())
        return false;
    for (int i = 0; i < a.players.size(); ++i)
        if (a.players[i].id != b.players[i].id || a.players[i].name != b.players[i].name)
            return false;
    return true;
}

}   // namespace

ChipReuse::ChipReuse(const Before* before, const GameState& state, const Resolution& resolution, const TraceIndex& index,
    const std::function<const QVector<QString>&()>& labels)
    : m_state(state), m_resolution(resolution), m_index(index)
{
    // Texts of another language, or named by other rules or players, are all written again.
    if (!before || before->layout.language != RulesTextCache::languageChanges()
        || before->resolution.edition != resolution.edition || !samePlayers(before->state, state))
        return;
    m_before = before;
    const TimelineLayout& layout = before->layout;
    for (int c = 0; c < layout.chips.size(); ++c)
        m_chipOfStep.insert(stepKey(before->resolution.steps[layout.chips[c].summary.step]), c);
    // The labels the layout before was built with, when it needed them.
    m_labelsBefore = layout.objectLabels.size() == before->state.objects.size()
        ? layout.objectLabels
        : StepSummary::objectLabels(before->state);
    m_labels = labels();
}

bool ChipReuse::sameObject(int was, int now) const
{
    // The same place in the list, as the step's list of objects reads it, and the same name.
    return was == now && now >= 0 && now < m_labels.size() && was < m_labelsBefore.size()
        && m_labelsBefore[was] == m_labels[now];
}

bool ChipReuse::sameStep(const TraceStep& was, const TraceStep& now) const
{
    if (was.layerId != now.layerId || was.order != now.order || was.applied != now.applied || was.note != now.note || was.rule != now.rule || was.dependsOn != now.dependsOn
        || was.affected.size() != now.affected.size() || was.changes.size() != now.changes.size())
        return false;
    for (int i = 0; i < now.affected.size(); ++i)
        if (!sameObject(was.affected[i], now.affected[i]))
            return false;
    for (int i = 0; i < now.changes.size(); ++i) {
        const TraceChange& a = was.changes[i];
        const TraceChange& b = now.changes[i];
        if (!sameObject(a.object, b.object) || !sameShownValues(a.before(), b.before())
            || !sameShownValues(a.after(), b.after()))
            return false;
    }
    return true;
}

QString ChipReuse::title(const QString& effect) const
{
    auto it = m_titles.constFind(effect);
    if (it == m_titles.constEnd())
        it = m_titles.insert(effect, StepSummary::effectTitle(m_state, m_resolution, effect, m_index));
    return *it;
}

std::optional<TimelineLayout::Chip> ChipReuse::chipFor(int step) const
{
    if (!m_before)
        return {};
    const TraceStep& now = m_resolution.steps[step];
    const auto found = m_chipOfStep.constFind(stepKey(now));
    if (found == m_chipOfStep.constEnd())
        return {};
    const TimelineLayout::Chip& chip = m_before->layout.chips[*found];
    const StepSummary& was = chip.summary;
    const TraceStep& before = m_before->resolution.steps[was.step];
    if (!sameStep(before, now) || was.title != title(now.effect)
        || was.source != StepSummary::sourceName(m_state, m_resolution, now))
        return {};
    QStringList dependsOn;
    for (const QString& d : now.dependsOn)
        dependsOn << title(d);
    if (dependsOn != was.dependsOnTitles)
        return {};
    const QStringList aheadOf = now.order == OrderReason::Timestamp
        ? StepSummary::aheadOf(m_state, m_resolution, step, m_index)
        : QStringList();
    if (aheadOf != was.aheadOfTitles)
        return {};
    TimelineLayout::Chip taken = chip;
    taken.summary.step = step;
    taken.takenFrom = *found;
    if (before.timestamp != now.timestamp) {
        taken.summary.writeOrder(now);
        taken.takenFrom = -1;
    }
    return taken;
}

}   // namespace strata::ui
