#include "OracleTextChanges.h"
#include <QRegularExpression>

namespace strata::import {

bool textChangeAction(const QString& s, const TargetReader& target, Action* a, AbilityDef* into)
{
    static const QRegularExpression change(QStringLiteral(
        "^change the text of (target .+?) by replacing all instances of (one color word|one basic land type|one "
        "color word with another or one basic land type) with another( until end of turn)?$"));
    const auto m = change.match(s);
    if (!m.hasMatch())
        return false;
    const int before = into->targets.size();
    Selector::Ref r;
    const auto what = target(m.captured(1), into, &r);
    if (!what || r != Selector::Ref::Target || into->targets.size() != before + 1) {
        into->targets.resize(before);
        return false;
    }
    Op op;
    op.kind = Op::Kind::ChangeText;
    op.textChange = m.captured(2) == QLatin1String("one color word") ? TextChangeKind::ColorWord
        : m.captured(2) == QLatin1String("one basic land type")      ? TextChangeKind::LandTypeWord
                                                                     : TextChangeKind::ColorOrLandTypeWord;
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create(*what);
    c.ops << op;
    c.duration = m.captured(3).isEmpty() ? Duration::Indefinite : Duration::EndOfTurn;
    a->kind = ActionKind::Continuous;
    a->continuous = c;
    return true;
}

}   // namespace strata::import
