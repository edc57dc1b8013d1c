#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

// Round 38: "You draw two cards, lose 2 life, and get {E}{E} (two energy counters)." (Live Fast): one subject, three
// instructions done in order (608.2c), as "You draw two cards and you lose 2 life. You get {E}{E}." says them; the
// writer joins two instructions only (RulesTextJoinedPairs.cpp). Only "You", whose instructions each read alone.
QString mendedSubjectSeries(QString text)
{
    static const QRegularExpression series(QStringLiteral(
        "(^|\\. )You ([a-z]+ [^,.(]+), ([a-z]+ [^,.(]+), and ([a-z]+ [^,.(]+?)(?: \\([^)]*\\))?\\.(?= |$)"));
    text.replace(series, QStringLiteral("\\1You \\2 and you \\3. You \\4."));
    return text;
}

}   // namespace strata::import
