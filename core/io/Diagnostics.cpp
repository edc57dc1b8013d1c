#include "Diagnostics.h"

namespace strata {

QString Diagnostic::format() const
{
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    const QString what = path.isEmpty() ? message : path + QStringLiteral(": ") + message;
    return where + QStringLiteral(": error: ") + what;
}

void Diagnostics::add(const QString& file, io::JsonPos pos, const QString& path, const QString& message)
{
    m_items.append(Diagnostic{file, pos.line, pos.column, path, message});
}

QStringList Diagnostics::formatted() const
{
    QStringList out;
    for (const Diagnostic& d : m_items)
        out << d.format();
    return out;
}

} // namespace strata
