#include "ModeRestrictions.h"
#include <QRegularExpression>
#include <QStringList>

namespace strata::import {

namespace {

// The restriction sentence a line ends with ("Activate only once each turn."), or empty.
QString trailingRestriction(const QString& line)
{
    static const QRegularExpression restriction(
        QStringLiteral(" (Activate (?:this ability )?(?:only|no more than) [^.]+\\.)$"));
    const auto m = restriction.match(line);
    return m.hasMatch() ? m.captured(1) : QString();
}

// The lines of `text` that are modes (700.2), by their index; empty when there are fewer than two, or when
// each does not end with the same restriction sentence `*shared`.
QList<int> modesEndingAlike(const QStringList& lines, QString* shared)
{
    QList<int> modes;
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QStringLiteral("\u2022 ")))
            continue;
        const QString r = trailingRestriction(lines[i]);
        if (r.isEmpty() || (!modes.isEmpty() && r != *shared))
            return {};
        *shared = r;
        modes << i;
    }
    return modes.size() >= 2 ? modes : QList<int>{};
}

}   // namespace

QString restrictionOfEveryMode(QString* effect)
{
    QStringList lines = effect->split(QLatin1Char('\n'));
    QString shared;
    const QList<int> modes = modesEndingAlike(lines, &shared);
    if (modes.isEmpty())
        return {};
    for (int i : modes)
        lines[i].chop(shared.size() + 1);
    *effect = lines.join(QLatin1Char('\n'));
    return shared;
}

QString restrictionOfEveryModeOnce(QString text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    QString shared;
    const QList<int> modes = modesEndingAlike(lines, &shared);
    for (int k = 0; k + 1 < modes.size(); ++k)
        lines[modes[k]].chop(shared.size() + 1);
    return lines.join(QLatin1Char('\n'));
}

}   // namespace strata::import
