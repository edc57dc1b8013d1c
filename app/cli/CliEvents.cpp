#include "CliEvents.h"

namespace strata::cli {

namespace {

QString lifeLine(const GameState& gs)
{
    QStringList parts;
    for (const Player& p : gs.players) {
        QString s = QStringLiteral("%1 %2 life").arg(p.name).arg(p.life);
        if (p.poison)
            s += QStringLiteral(", %1 poison").arg(p.poison);
        if (p.monarch)
            s += QStringLiteral(", the monarch");
        if (p.lost)
            s += QStringLiteral(" (lost)");
        if (p.won)
            s += QStringLiteral(" (won)");
        parts << s;
    }
    return parts.join(QStringLiteral("; "));
}

QString stackLine(const GameState& gs)
{
    if (gs.stack.isEmpty())
        return QStringLiteral("empty");
    QStringList items;
    for (int k = gs.stack.size() - 1; k >= 0; --k)
        items << gs.stack[k].id;
    return items.join(QStringLiteral(", ")) + QStringLiteral(" (top first)");
}

}   // namespace

void printEvents(const Playthrough& play, QTextStream& out)
{
    if (play.events.isEmpty())
        return;
    out << "\nEvents\n";
    for (const EventOutcome& e : play.events) {
        out << "\n  " << e.id << (e.done ? "" : "  (refused)") << "\n";
        for (const EventProblem& p : e.problems)
            out << "    refused: " << p.message << " (" << p.rule << ")\n";
        for (const QString& line : e.happened)
            out << "    " << line << "\n";
        for (const SbaReport& s : e.stateBasedActions)
            out << "    state-based action: " << (s.object.isEmpty() ? s.player : s.object) << " " << s.action << " ("
                << s.rule << ")" << (s.dies ? ", dies" : "") << "\n";
        for (const TriggerReport& t : e.triggered)
            out << "    triggered " << (t.removed ? QStringLiteral("(removed)") : t.id) << ": " << t.source
                << " ability " << t.ability << (t.abilityFrom.isEmpty() ? QString() : " from " + t.abilityFrom) << " — "
                << t.why << " (" << t.rule << ")\n";
        for (const NotTriggeredReport& n : e.notTriggered)
            out << "    did not trigger: " << n.source << " ability " << n.ability << " — " << n.why << " (" << n.rule
                << ")\n";
        if (e.resolved)
            out << "    resolved " << e.resolved->item << ": " << e.resolved->outcome << " (" << e.resolved->rule << ")"
                << (e.resolved->note.isEmpty() ? QString() : " — " + e.resolved->note) << "\n";
        out << "    stack: " << stackLine(e.state) << "\n";
        out << "    players: " << lifeLine(e.state) << "\n";
    }
}

}   // namespace strata::cli
