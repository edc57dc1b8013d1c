#include "EventJson.h"
#include "import/AppCardLibrary.h"
#include "cards/CardLibrary.h"
#include "io/ScenarioReader.h"
#include "io/ScenarioWriter.h"

namespace strata::ui {

namespace {

// The writer puts each event on a line of its own after the line that opens `events`.
int eventLine(const QStringList& lines, int index)
{
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].trimmed().startsWith(QLatin1String("\"events\"")))
            return i + 1 + index < lines.size() ? i + 1 + index : -1;
    return -1;
}

}   // namespace

QString EventJson::text(const GameState& snapshot, int index)
{
    const QStringList lines = QString::fromUtf8(scenarioToJson(snapshot)).split(QLatin1Char('\n'));
    const int line = eventLine(lines, index);
    if (line < 0)
        return {};
    QString event = lines[line].trimmed();
    if (event.endsWith(QLatin1Char(',')))
        event.chop(1);
    return event;
}

std::optional<GameEvent> EventJson::read(const GameState& snapshot, int index, const QString& text, QString* error)
{
    QStringList lines = QString::fromUtf8(scenarioToJson(snapshot)).split(QLatin1Char('\n'));
    const int line = eventLine(lines, index);
    if (line < 0 || index < 0 || index >= snapshot.events.size()) {
        if (error)
            *error = tr("There is no event %1.").arg(index + 1);
        return std::nullopt;
    }
    const bool comma = lines[line].trimmed().endsWith(QLatin1Char(','));
    lines[line] = text.trimmed() + (comma ? QStringLiteral(",") : QString());
    Diagnostics diagnostics;
    const QString where = tr("event %1").arg(snapshot.events[index].id);
    const std::optional<GameState> read
        = ScenarioReader(AppCardLibrary::current()).read(lines.join(QLatin1Char('\n')).toUtf8(), where, &diagnostics);
    if (!read || read->events.size() != snapshot.events.size()) {
        if (error)
            *error = read ? tr("Write exactly one event.") : diagnostics.formatted().join(QLatin1Char('\n'));
        return std::nullopt;
    }
    return read->events[index];
}

}   // namespace strata::ui
