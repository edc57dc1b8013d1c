#include "StepSummary.h"
#include "models/DisplayText.h"
#include "models/TraceText.h"
#include "text/RulesText.h"
#include "text/RulesTextCache.h"
#include <QSet>
#include <algorithm>
#include <optional>

namespace strata::ui {

namespace {

QString pt(const Characteristics& c)
{
    const QString text = DisplayText::powerToughness(c.power, c.toughness);
    return text.isEmpty() ? StepSummary::tr("no P/T") : text;
}

QStringList abilityTexts(const Characteristics& c)
{
    QStringList out;
    for (const AbilityInstance& a : c.abilities)
        out << RulesText::ability(a, c.name);
    return out;
}

// The abilities of `from` that `in` lacks, as gained or lost (RulesText::asGranted).
QStringList missingFrom(const QStringList& from, const QStringList& in)
{
    QStringList out;
    for (const QString& t : from)
        if (!in.contains(t))
            out << RulesText::asGranted(t);
    return out;
}

ChangeLine valueChange(const QString& object, const QString& before, const QString& after)
{
    ChangeLine line;
    line.object = object;
    line.before = before;
    line.after = after;
    line.full = StepSummary::tr("%1: %2 → %3").arg(object, before, after);
    return line;
}

ChangeLine textChange(const QString& object, const QString& text, const QString& full)
{
    ChangeLine line;
    line.object = object;
    line.text = text;
    line.full = StepSummary::tr("%1: %2").arg(object, full);
    return line;
}

// Gained and lost abilities. A text change (layer 3) that rewrites one ability reads best as
// "Swampwalk → Islandwalk"; elsewhere gains and losses are listed as such.
void abilityChanges(const QString& object, const Characteristics& before, const Characteristics& after, bool asRewrite,
    QVector<ChangeLine>* out)
{
    const QStringList was = abilityTexts(before), now = abilityTexts(after);
    const QStringList gained = missingFrom(now, was), lost = missingFrom(was, now);
    if (asRewrite && gained.size() == 1 && lost.size() == 1) {
        out->append(valueChange(object, lost.first(), gained.first()));
        return;
    }
    if (!lost.isEmpty()) {
        const QString all = StepSummary::tr("loses %1").arg(lost.join(QStringLiteral(" · ")));
        const QString brief = lost.size() == 1 ? all
            : now.isEmpty()                    ? StepSummary::tr("loses all abilities")
                                               : StepSummary::tr("loses %n abilities", nullptr, int(lost.size()));
        out->append(textChange(object, brief, all));
    }
    if (!gained.isEmpty()) {
        const QString all = StepSummary::tr("gains %1").arg(gained.join(QStringLiteral(" · ")));
        const QString brief
            = gained.size() == 1 ? all : StepSummary::tr("gains %n abilities", nullptr, int(gained.size()));
        out->append(textChange(object, brief, all));
    }
}

ChangeLine unchangedLine(const QString& object)
{
    ChangeLine same = textChange(object, StepSummary::tr("no change"), StepSummary::tr("no change"));
    same.unchanged = true;
    return same;
}

}   // namespace

namespace {

// objectLabel() compares the object's name with every other object's; a board's chips name
// thousands of objects after each edit, so the caller may hand in every label at once.
QString labelFrom(const QVector<QString>* labels, const GameState& state, int objectIndex)
{
    if (labels && objectIndex >= 0 && objectIndex < labels->size())
        return labels->at(objectIndex);
    return StepSummary::objectLabel(state, objectIndex);
}

}   // namespace

QVector<ChangeLine> StepSummary::changeLines(
    const GameState& state, const TraceChange& change, Layer layer, const QVector<QString>* labels)
{
    const QString object = labelFrom(labels, state, change.object);
    const Characteristics b = change.before();
    const Characteristics a = change.after();
    QVector<ChangeLine> out;
    auto value = [&](const QString& from, const QString& to) {
        if (from != to)
            out.append(valueChange(object, from, to));
    };
    const bool copyOrFaceDown = layer == Layer::L1a || layer == Layer::L1b;
    if (copyOrFaceDown)
        value(b.name.isEmpty() ? StepSummary::tr("(no name)") : b.name,
            a.name.isEmpty() ? StepSummary::tr("(no name)") : a.name);
    if (layer == Layer::L2)
        value(DisplayText::playerName(state, b.controller), DisplayText::playerName(state, a.controller));
    if (copyOrFaceDown || layer == Layer::L4)
        value(DisplayText::typeLine(b.type), DisplayText::typeLine(a.type));
    if (copyOrFaceDown || layer == Layer::L5)
        value(DisplayText::colors(b.colors), DisplayText::colors(a.colors));
    if (copyOrFaceDown || layer == Layer::L3 || layer == Layer::L4 || layer == Layer::L6)
        abilityChanges(object, b, a, layer == Layer::L3, &out);
    if (copyOrFaceDown || (layer >= Layer::L7a && layer <= Layer::L7d))
        value(pt(b), pt(a));
    if (out.isEmpty())
        out.append(unchangedLine(object));
    return out;
}

namespace {

QString names(const QStringList& titles)
{
    return StepSummary::joinTitles(titles);
}

QString reasonText(const TraceStep& step, const StepSummary& s)
{
    switch (step.order) {
    case OrderReason::Cda:
        return StepSummary::tr("CDA", "characteristic-defining ability, applied first (613.3)");
    case OrderReason::Timestamp:
        if (!s.aheadOfTitles.isEmpty())
            return StepSummary::tr("applies first: %1 depends on it").arg(names(s.aheadOfTitles));
        // 613.8a: a dependency the timestamps already agree with is still shown.
        if (!step.dependsOn.isEmpty())
            return StepSummary::tr("timestamp %1 · also depends on %2").arg(step.timestamp).arg(names(s.dependsOnTitles));
        return StepSummary::tr("timestamp %1").arg(step.timestamp);
    case OrderReason::Dependency:
        return StepSummary::tr("depends on %1").arg(names(s.dependsOnTitles));
    case OrderReason::DependencyLoop:
        return StepSummary::tr("loop · timestamp %1", "part of a dependency loop, so timestamp order (613.8b)")
            .arg(step.timestamp);
    }
    return {};
}

QString pillText(const TraceStep& step, const StepSummary& s)
{
    if (s.placedByDependency())
        return StepSummary::tr("dependency", "the step's place was decided by a dependency (613.8)");
    if (step.order == OrderReason::Cda)
        return StepSummary::tr("CDA", "characteristic-defining ability, applied first (613.3)");
    if (step.order == OrderReason::DependencyLoop)
        return StepSummary::tr("loop · timestamp %1", "part of a dependency loop, so timestamp order (613.8b)")
            .arg(step.timestamp);
    return StepSummary::tr("timestamp %1").arg(step.timestamp);
}

QString dependencyText(const TraceStep& step, const StepSummary& s)
{
    if (step.order == OrderReason::Dependency)
        return StepSummary::tr("depends on %1").arg(names(s.dependsOnTitles));
    if (!s.aheadOfTitles.isEmpty())
        return StepSummary::tr("applies first although newer: %1 depends on it").arg(names(s.aheadOfTitles));
    if (step.order == OrderReason::DependencyLoop && !step.dependsOn.isEmpty())
        return StepSummary::tr("in a loop with %1").arg(names(s.dependsOnTitles));
    if (!step.dependsOn.isEmpty())
        return StepSummary::tr("also depends on %1, which its timestamp already puts first").arg(names(s.dependsOnTitles));
    return {};
}

// Objects a step touched without changing them: one line each on a small board, one count when
// there are many, so a big board's chip shows what did change.
void collapseUnchanged(QVector<ChangeLine>* lines)
{
    constexpr int kMostListed = 3;
    QStringList same;
    for (const ChangeLine& c : std::as_const(*lines))
        if (c.unchanged)
            same << c.object;
    if (same.size() <= kMostListed)
        return;
    lines->erase(std::remove_if(lines->begin(), lines->end(), [](const ChangeLine& c) { return c.unchanged; }),
        lines->end());
    ChangeLine count;
    count.object = StepSummary::tr("%n objects", nullptr, int(same.size()));
    count.text = StepSummary::tr("no change");
    count.full = StepSummary::tr("No change: %1").arg(StepSummary::joinTitles(same));
    count.unchanged = true;
    lines->append(count);
}

// Every object of the board is labelled after every edit (objectLabels(), and objectLabel() for each
// change line). In Spanish or Italian each tr() is a lookup in the catalogue: 28 M instructions in
// 20 edits on the 200-permanent board, most of Italian's extra time. Translated once per language.
const QString& sharedNameFormat()
{
    thread_local std::optional<quint64> language;
    thread_local QString format;
    if (const quint64 now = RulesTextCache::languageChanges(); language != now) {
        language = now;
        format = StepSummary::tr("%1 (%2)", "card name (object id), when two objects share a card");
    }
    return format;
}

QString labelOf(const GameObject& o, bool nameShared)
{
    if (!o.card)
        return o.id;
    if (nameShared)
        return sharedNameFormat().arg(o.card->name(), o.id);
    return o.card->name();
}

}   // namespace

QString StepSummary::objectLabel(const GameState& state, int objectIndex)
{
    if (objectIndex < 0 || objectIndex >= state.objects.size())
        return {};
    const GameObject& o = state.objects[objectIndex];
    bool shared = false;
    for (const GameObject& other : state.objects)
        shared = shared || (&other != &o && other.card && o.card && other.card->name() == o.card->name());
    return labelOf(o, shared);
}

QVector<QString> StepSummary::objectLabels(const GameState& state)
{
    QHash<QString, int> objectsOfCard;
    for (const GameObject& o : state.objects)
        if (o.card)
            ++objectsOfCard[o.card->name()];
    QVector<QString> labels;
    labels.reserve(state.objects.size());
    for (const GameObject& o : state.objects)
        labels << labelOf(o, o.card && objectsOfCard.value(o.card->name()) > 1);
    return labels;
}

QString StepSummary::sourceName(const GameState& state, const Resolution& resolution, const TraceStep& step)
{
    if (step.source >= 0 && step.source < resolution.chars.size() && !resolution.chars[step.source].name.isEmpty())
        return resolution.chars[step.source].name;
    if (step.source >= 0 && step.source < state.objects.size())
        return state.objects[step.source].id;   // face down: no name to show (708.2)
    for (const ResolvedEffect& e : state.effects)
        if (e.id == step.effect && e.card)
            return e.card->name();
    return {};
}

// Older effects of the step's layer that depend on it and come after it: it went first because they
// wait for it, not because of its timestamp.
QStringList StepSummary::aheadOf(
    const GameState& state, const Resolution& resolution, int stepIndex, const TraceIndex& index)
{
    const TraceStep& step = resolution.steps[stepIndex];
    QStringList out;
    for (const QString& dependent : index.dependentsOf(step.layer, step.effect)) {
        const int at = index.stepOf(step.layer, dependent);
        if (at <= stepIndex)
            continue;
        const TraceStep& later = resolution.steps[at];
        if (later.order == OrderReason::DependencyLoop)
            continue;
        if (later.timestamp < step.timestamp || (later.timestamp == step.timestamp && later.effect < step.effect))
            out << StepSummary::effectTitle(state, resolution, dependent, index);
    }
    return out;
}

QString StepSummary::joinTitles(const QStringList& titles)
{
    return titles.join(tr(", ", "between names in a list"));
}

void StepSummary::writeOrder(const TraceStep& step)
{
    reason = reasonText(step, *this);
    pill = pillText(step, *this);
}

bool StepSummary::placedByDependency() const
{
    return order == OrderReason::Dependency || (order == OrderReason::Timestamp && !aheadOfTitles.isEmpty());
}

OrderReason StepSummary::shownOrder() const
{
    return placedByDependency() ? OrderReason::Dependency : order;
}

QString StepSummary::effectTitle(
    const GameState& state, const Resolution& resolution, const QString& effect, const TraceIndex& index)
{
    const int at = index.firstStepOf(effect);
    if (at < 0)
        return effect;
    const TraceStep& step = resolution.steps[at];
    QString name = sourceName(state, resolution, step);
    if (name.isEmpty())
        return effect;
    const QString part = effect.section(QLatin1Char('#'), -1);
    if (!effect.contains(QLatin1Char('#')) || step.source < 0)
        return name;
    if (part == QLatin1String("copy"))
        return tr("%1 — copy effect", "an effect's title: its source's name, then which of its effects").arg(name);
    if (part == QLatin1String("counters"))
        return tr("%1 — counters", "an effect's title: its source's name, then which of its effects").arg(name);
    // The ability's number only where the source prints several, to tell their effects apart.
    const GameObject& source = state.objects[step.source];
    bool isNumber = false;
    const int ability = part.toInt(&isNumber);
    if (isNumber && source.card && source.card->front.abilities.size() > 1)
        return tr("%1 — ability %2", "an effect's title: its source's name, then which of its abilities")
            .arg(name)
            .arg(ability);
    return name;
}

StepSummary StepSummary::of(const GameState& state, const Resolution& resolution, int stepIndex,
    const TraceIndex* index, const QVector<QString>* labels)
{
    StepSummary s;
    if (stepIndex < 0 || stepIndex >= resolution.steps.size())
        return s;
    std::optional<TraceIndex> own;
    if (!index)
        index = &own.emplace(resolution);
    const TraceStep& step = resolution.steps[stepIndex];
    s.step = stepIndex;
    s.layer = step.layer;
    s.effect = step.effect;
    s.title = effectTitle(state, resolution, step.effect, *index);
    s.source = StepSummary::sourceName(state, resolution, step);
    for (const QString& d : step.dependsOn)
        s.dependsOnTitles << effectTitle(state, resolution, d, *index);
    s.order = step.order;
    if (step.order == OrderReason::Timestamp)
        s.aheadOfTitles = aheadOf(state, resolution, stepIndex, *index);
    s.writeOrder(step);
    s.dependency = dependencyText(step, s);
    s.applied = step.applied;
    s.note = step.note.isEmpty() ? QString() : TraceText::note(step.note);
    s.rule = step.rule;
    QSet<int> recorded;
    for (const TraceChange& c : step.changes) {
        s.changes += changeLines(state, c, step.layerId, labels);
        recorded.insert(c.object);
    }
    // The trace keeps only the objects a step changed; the others it touched changed nothing.
    for (int i : step.affected)
        if (!recorded.contains(i))
            s.changes.append(unchangedLine(labelFrom(labels, state, i)));
    collapseUnchanged(&s.changes);
    return s;
}

}   // namespace strata::ui
