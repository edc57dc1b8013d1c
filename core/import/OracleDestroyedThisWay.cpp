#include "OracleDestroyedThisWay.h"
#include <QRegularExpression>

namespace strata::import {

bool destroysSelfUnlessPaid(const Action& a)
{
    return a.kind == ActionKind::UnlessPays && a.nested.size() == 1 && a.nested.first().kind == ActionKind::Destroy
        && a.nested.first().object && a.nested.first().object->ref == Selector::Ref::Self && a.nested.first().who.isEmpty()
        && !a.optional && !a.condition && !a.ifYouDo && !a.ifYouDont && !a.otherwise;
}

bool destroyedThisWayBranch(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& then, AbilityDef* into)
{
    static const QRegularExpression destroyed(QStringLiteral("^if ~ is destroyed this way, (.+)$"));
    const auto m = destroyed.match(s);
    if (!m.hasMatch() || into->effect.isEmpty() || !destroysSelfUnlessPaid(into->effect.last()))
        return false;
    const AbilityDef before = *into;
    if (!then(m.captured(1), into) || into->effect.size() == before.effect.size()) {
        *into = before;
        return false;
    }
    for (int i = before.effect.size(); i < into->effect.size(); ++i) {
        Action& a = into->effect[i];
        if (a.optional || a.condition || a.ifYouDo || a.ifYouDont || a.otherwise) {
            *into = before;
            return false;
        }
        a.ifYouDo = true;
    }
    return true;
}

}   // namespace strata::import
