#include "PlainProblems.h"
#include <QRegularExpression>

namespace strata::ui {

namespace {

// "objects[2].card" → "Object 3": what the problem is about, counted as a person counts.
QString subjectOf(const QString& path)
{
    static const QRegularExpression item(QStringLiteral("^(players|objects|effects|events|stack)\\[(\\d+)\\]"));
    const QRegularExpressionMatch m = item.match(path);
    if (!m.hasMatch())
        return {};
    const int n = m.captured(2).toInt() + 1;
    const QString list = m.captured(1);
    if (list == QLatin1String("players"))
        return PlainProblems::tr("Player %1").arg(n);
    if (list == QLatin1String("objects"))
        return PlainProblems::tr("Object %1").arg(n);
    if (list == QLatin1String("effects"))
        return PlainProblems::tr("Effect %1").arg(n);
    if (list == QLatin1String("events"))
        return PlainProblems::tr("Event %1").arg(n);
    return PlainProblems::tr("Stack entry %1").arg(n);
}

QString plainMessage(const QString& message)
{
    static const QRegularExpression guessed(QStringLiteral("^unknown card \"(.*)\" \\(did you mean \"(.*)\"\\?\\)$"));
    static const QRegularExpression unknownCard(QStringLiteral("^unknown card \"(.*)\"$"));
    static const QRegularExpression unknownKey(QStringLiteral("^unknown key \"(.*)\"$"));
    static const QRegularExpression noObject(QStringLiteral("^no object has the id \"(.*)\"$"));
    if (const auto m = guessed.match(message); m.hasMatch())
        return PlainProblems::tr("there is no card named “%1”. Did you mean %2?").arg(m.captured(1), m.captured(2));
    if (const auto m = unknownCard.match(message); m.hasMatch())
        return PlainProblems::tr("there is no card named “%1” in Strata's card library. Check the spelling, or "
                                 "import the card first.")
            .arg(m.captured(1));
    if (const auto m = unknownKey.match(message); m.hasMatch())
        return PlainProblems::tr("Strata does not know “%1” here. Check its spelling, or remove it.").arg(m.captured(1));
    if (const auto m = noObject.match(message); m.hasMatch())
        return PlainProblems::tr("nothing in the scenario has the id “%1”. Check the spelling of the id.")
            .arg(m.captured(1));
    return message;
}

}   // namespace

QString PlainProblems::describe(const Diagnostic& problem)
{
    const QString subject = subjectOf(problem.path);
    const QString what = plainMessage(problem.message);
    QString text = subject.isEmpty() ? what : tr("%1: %2", "what the problem is about: the problem").arg(subject, what);
    if (problem.line > 0)
        text = tr("%1 (line %2, column %3)", "a problem, then where it is in the file")
                   .arg(text)
                   .arg(problem.line)
                   .arg(problem.column);
    return text;
}

QStringList PlainProblems::describe(const Diagnostics& problems)
{
    QStringList lines;
    for (const Diagnostic& d : problems.items())
        lines << describe(d);
    if (problems.size() > problems.items().size())
        lines << tr("… and %n more problems", nullptr, problems.size() - int(problems.items().size()));
    return lines;
}

}   // namespace strata::ui
