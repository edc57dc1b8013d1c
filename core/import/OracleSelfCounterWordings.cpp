#include "OracleSelfCounterWordings.h"
#include <QRegularExpression>

namespace strata::import {

QString selfCountersWording(QString sentence)
{
    // Decree of Silence: "Whenever an opponent casts a spell, counter that spell and put a depletion counter on ~." The
    // two are done in order (608.2c); the writer says each as its own sentence.
    static const QRegularExpression counterAndPut(
        QStringLiteral("(, counter that spell) and put (an? [a-z]+ counter on ~\\.)"));
    sentence.replace(counterAndPut, QStringLiteral("\\1. Put \\2"));
    // "If there are three or more depletion counters on ~, sacrifice it." checks ~ as the ability resolves (608.2c):
    // the counters on it, as the flip cards' "if ~ has two or more ki counters on it" says; "it" is ~.
    static const QRegularExpression countersThenSacrifice(QStringLiteral(
        "(^|\\. )If there are (\\w+) or more ([a-z]+) counters on ~, sacrifice it\\.$"));
    sentence.replace(countersThenSacrifice, QStringLiteral("\\1If ~ has \\2 or more \\3 counters on it, sacrifice ~."));
    // Round 35: Deadly Designs' state trigger "When there are five or more plot counters on ~, sacrifice it. If you
    // do, …" (603.8): the counters on ~, as "When ~ has five or more plot counters on it" says; "it" is ~.
    static const QRegularExpression counterStateSacrifice(QStringLiteral(
        "^When there are (\\w+) or more ([a-z]+) counters on ~, sacrifice it(?=\\.)"));
    sentence.replace(counterStateSacrifice, QStringLiteral("When ~ has \\1 or more \\2 counters on it, sacrifice ~"));
    return sentence;
}

}   // namespace strata::import
