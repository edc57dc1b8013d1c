#include "StackReport.h"
#include "DisplayText.h"
#include "EventText.h"
#include "text/RulesText.h"

namespace strata::ui {

namespace {

QString escaped(const QString& s)
{
    return s.toHtmlEscaped();
}

QString ruleSuffix(const QString& rule)
{
    return rule.isEmpty() ? QString() : QStringLiteral(" <span style=\"color:#64748b\">(%1)</span>").arg(escaped(rule));
}

// The report of the trigger that put `itemId` on the stack, in the events up to the shown one.
const TriggerReport* triggerReport(const Playthrough& play, int shownEvent, const QString& itemId)
{
    for (int i = qMin(shownEvent, int(play.events.size()) - 1); i >= 0; --i)
        for (const TriggerReport& t : play.events[i].triggered)
            if (t.id == itemId)
                return &t;
    return nullptr;
}

QString list(const QStringList& items)
{
    return items.isEmpty() ? QString()
                           : QStringLiteral("<ul style=\"margin-left:-20px\"><li>%1</li></ul>")
                                 .arg(items.join(QStringLiteral("</li><li>")));
}

}   // namespace

QString StackReport::itemHtml(const GameState& shown, const StackItem& item, const TriggerReport* report)
{
    QString html = QStringLiteral("<span style=\"color:#64748b\">%1</span> <b>%2</b>")
                       .arg(escaped(item.id), escaped(EventText::stackItemName(shown, item)));
    html += QStringLiteral(" — %1").arg(escaped(tr("controller: %1").arg(DisplayText::playerName(shown, item.controller))));
    const QString sourceName = EventText::objectName(shown, item.kind == StackItem::Kind::Spell && item.copyOf.isEmpty() ? item.id : item.source);
    if (item.ability)
        html += QStringLiteral("<br><i>%1</i>").arg(escaped(RulesText::ability(*item.ability, sourceName)));
    else if (item.kind == StackItem::Kind::Spell)
        html += QStringLiteral("<br><i>%1</i>").arg(escaped(tr("A permanent spell: it enters the battlefield as it resolves.")));
    if (!item.targets.isEmpty()) {
        QStringList names;
        for (const QString& t : item.targets)
            names << EventText::objectName(shown, t);
        html += QStringLiteral("<br>%1").arg(escaped(tr("Targets: %1").arg(names.join(QStringLiteral(", ")))));
    }
    if (item.kind == StackItem::Kind::Triggered) {
        const QString why
            = report && !report->why.isEmpty() ? EventText::line(report->whyText, report->why) : item.trigger.why;
        if (!why.isEmpty())
            html += QStringLiteral("<br>%1%2").arg(escaped(tr("Triggered: %1").arg(why)), ruleSuffix(report ? report->rule : QString()));
    }
    return html;
}

QString StackReport::eventHtml(const GameState& before, const EventOutcome& outcome)
{
    QString html;
    QStringList put, removed;
    for (const TriggerReport& t : outcome.triggered) {
        const QString name = EventText::objectName(outcome.state, t.source);
        if (t.removed)
            removed << escaped(tr("%1: removed, no legal target").arg(name)) + ruleSuffix(t.rule.isEmpty() ? QStringLiteral("603.3d") : t.rule);
        else
            put << QStringLiteral("<b>%1</b> %2%3").arg(escaped(t.id), escaped(tr("%1: %2").arg(name, EventText::line(t.whyText, t.why))), ruleSuffix(t.rule));
    }
    if (!put.isEmpty() || !removed.isEmpty())
        html += QStringLiteral("<h4>%1</h4>").arg(escaped(tr("Triggered"))) + list(put + removed);
    QStringList missed;
    for (const NotTriggeredReport& n : outcome.notTriggered)
        missed << escaped(tr("%1 did not trigger because %2").arg(EventText::objectName(outcome.state, n.source), EventText::line(n.whyText, n.why)))
                + ruleSuffix(n.rule);
    if (!missed.isEmpty())
        html += QStringLiteral("<h4>%1</h4>").arg(escaped(tr("Did not trigger"))) + list(missed);
    if (outcome.resolved) {
        const ResolveReport& r = *outcome.resolved;
        QString outcomeText = r.outcome == QLatin1String("no_effect")
            ? tr("did nothing: its intervening \"if\" was false on resolution")
            : r.outcome == QLatin1String("all_targets_illegal") ? tr("did nothing: all its targets were illegal")
                                                                : tr("resolved");
        QString line = escaped(tr("%1 %2", "stack item, outcome").arg(EventText::stackItemName(before, r.item), outcomeText))
            + ruleSuffix(r.rule);
        if (!r.note.isEmpty())
            line += QStringLiteral("<br><i>%1</i>").arg(escaped(EventText::line(r.noteText, r.note)));
        html += QStringLiteral("<h4>%1</h4>").arg(escaped(tr("Resolution"))) + list({line});
    }
    if (!outcome.done) {
        QStringList problems;
        for (const EventProblem& p : outcome.problems)
            problems << escaped(EventText::line(p.text, p.message)) + ruleSuffix(p.rule);
        html += QStringLiteral("<h4>%1</h4>").arg(escaped(tr("Refused"))) + list(problems);
    }
    return html;
}

QString StackReport::html(const GameState& snapshot, const Playthrough& play, int shownEvent)
{
    const EventOutcome* outcome = shownEvent >= 0 && shownEvent < play.events.size() ? &play.events[shownEvent] : nullptr;
    const GameState& shown = outcome ? outcome->state : snapshot;
    QString html = QStringLiteral("<h4>%1</h4>")
                       .arg(escaped(outcome ? tr("The stack after %1, top first").arg(outcome->id)
                                            : tr("The stack in the snapshot, top first")));
    QStringList items;
    for (int i = shown.stack.size() - 1; i >= 0; --i)
        items << itemHtml(shown, shown.stack[i], triggerReport(play, shownEvent, shown.stack[i].id));
    html += items.isEmpty() ? QStringLiteral("<p>%1</p>").arg(escaped(tr("The stack is empty."))) : list(items);
    if (outcome)
        html += eventHtml(shownEvent == 0 ? snapshot : play.events[shownEvent - 1].state, *outcome);
    return html;
}

}   // namespace strata::ui
