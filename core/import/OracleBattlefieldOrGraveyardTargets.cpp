#include "OracleBattlefieldOrGraveyardTargets.h"
#include "OracleWords.h"
#include "text/BattlefieldOrGraveyardCreatures.h"
#include <QRegularExpression>

namespace strata::import {

bool battlefieldOrGraveyardTargets(const QString& s, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^exile up to (two|three|four|five) other target creatures from the battlefield and/or creature cards from graveyards$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return false;
    into->targets << rulestext::battlefieldOrGraveyardCreatures(quint8(*numberWord(m.captured(1))));
    Action exile;
    exile.kind = ActionKind::Exile;
    exile.object = Selector();
    exile.object->ref = Selector::Ref::Targets;
    into->effect << exile;
    return true;
}

}   // namespace strata::import
