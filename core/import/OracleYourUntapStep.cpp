#include "OracleYourUntapStep.h"

namespace strata::import {

// The permanents of one card type you control as the instruction resolves (611.2c: the set is fixed then) each keep
// tapped through their controller's next untap step (502.3), the event player's mark of DontUntapNext. They are
// yours, so that step is your next one, as Oracle says; the written text says "your" for such a set
// (RulesTextMoreActions.cpp).
bool yoursKeptTappedNext(const QString& s, Action* a)
{
    // Lands only: no other card says it of another set, and after "Tap all creatures you control." the writer
    // would name such a set "those creatures" (RulesTextMoreActions.cpp).
    if (s != QLatin1String("lands you control don't untap during your next untap step"))
        return false;
    Selector set;
    set.types = quint16(CardType::Land);
    set.controller = Selector::Who::You;
    a->kind = ActionKind::DontUntapNext;
    a->object = set;
    return true;
}

}   // namespace strata::import
