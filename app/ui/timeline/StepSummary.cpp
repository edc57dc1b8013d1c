#include "StepSummary.h"
#include "models/DisplayText.h"
#include "models/TraceText.h"
#include "text/RulesText.h"
#include <QSet>

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

QStringList missingFrom(const QStringList& from, const QStringList& in)
{
    QStringList out;
    for (const QString& t : from)
        if (!in.contains(t))
            out << t;
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

QVector<ChangeLine> changesOf(const GameState& state, const TraceChange& change, Layer layer)
{
    const QString object = StepSummary::objectLabel(state, change.object);
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

QString reasonText(const TraceStep& step)
{
    switch (step.order) {
    case OrderReason::Cda:
        return StepSummary::tr("CDA", "characteristic-defining ability, applied first (613.3)");
    case OrderReason::Timestamp:
        // 613.8a: a dependency the timestamps already agree with is still shown.
        if (!step.dependsOn.isEmpty())
            return StepSummary::tr("timestamp %1 · also depends on %2")
                .arg(step.timestamp)
                .arg(step.dependsOn.join(QStringLiteral(", ")));
        return StepSummary::tr("timestamp %1").arg(step.timestamp);
    case OrderReason::Dependency:
        return StepSummary::tr("depends on %1").arg(step.dependsOn.join(QStringLiteral(", ")));
    case OrderReason::DependencyLoop:
        return StepSummary::tr("loop · timestamp %1", "part of a dependency loop, so timestamp order (613.8b)")
            .arg(step.timestamp);
    }
    return {};
}

QString sourceName(const GameState& state, const Resolution& resolution, const TraceStep& step)
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

}   // namespace

QString StepSummary::objectLabel(const GameState& state, int objectIndex)
{
    if (objectIndex < 0 || objectIndex >= state.objects.size())
        return {};
    const GameObject& o = state.objects[objectIndex];
    if (!o.card)
        return o.id;
    for (const GameObject& other : state.objects)
        if (&other != &o && other.card && other.card->name() == o.card->name())
            return tr("%1 (%2)", "card name (object id), when two objects share a card").arg(o.card->name(), o.id);
    return o.card->name();
}

StepSummary StepSummary::of(const GameState& state, const Resolution& resolution, int stepIndex)
{
    StepSummary s;
    if (stepIndex < 0 || stepIndex >= resolution.steps.size())
        return s;
    const TraceStep& step = resolution.steps[stepIndex];
    s.step = stepIndex;
    s.layer = step.layer;
    s.effect = step.effect;
    s.source = sourceName(state, resolution, step);
    s.reason = reasonText(step);
    s.order = step.order;
    s.applied = step.applied;
    s.note = step.note.isEmpty() ? QString() : TraceText::note(step.note);
    s.rule = step.rule;
    QSet<int> recorded;
    for (const TraceChange& c : step.changes) {
        s.changes += changesOf(state, c, step.layerId);
        recorded.insert(c.object);
    }
    // The trace keeps only the objects a step changed; the others it touched changed nothing.
    for (int i : step.affected)
        if (!recorded.contains(i))
            s.changes.append(unchangedLine(StepSummary::objectLabel(state, i)));
    return s;
}

}   // namespace strata::ui
