#include "WriterLanguage.h"
#include <QCoreApplication>

namespace strata::rulestext {

namespace {
thread_local bool t_englishOnly = false;
}

QString translate(const char* context, const char* source, const char* comment, int n)
{
    if (!t_englishOnly)
        return QCoreApplication::translate(context, source, comment, n);
    // What QCoreApplication::translate gives when no translator knows the text.
    QString text = QString::fromUtf8(source);
    if (n >= 0)
        text.replace(QLatin1String("%n"), QString::number(n));
    return text;
}

EnglishOnly::EnglishOnly() : m_was(t_englishOnly)
{
    t_englishOnly = true;
}

EnglishOnly::~EnglishOnly()
{
    t_englishOnly = m_was;
}

}   // namespace strata::rulestext
