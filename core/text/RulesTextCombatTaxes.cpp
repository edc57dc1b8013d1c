#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Attack costs (508.1g-h) as Oracle words them: "each creature they control that's attacking you" when
// only the player is protected, "each of those creatures" when planeswalkers are too, and an amount
// that is not a number as X with "where X is …" (Sphere of Safety, Collective Restraint).
// Round 27: the block cost (509.1d) in the same words, "Creatures can't block unless their controller pays {1}
// for each of those creatures" (Archangel of Tithes).
QString Writer::attackTax(const Op& o)
{
    const QString taxed = noun(*o.filter, true);
    if (o.rule == RuleName::BlockTax)
        return tr("%1 can't block unless their controller pays {%2} for each of those creatures", "creatures, a number")
            .arg(taxed, o.power->isConst() ? QString::number(o.power->value) : expr(*o.power));
    if (o.rule == RuleName::AttackTax && o.power->isConst())
        return tr("%1 can't attack you unless their controller pays {%2} for each creature they control that's "
                  "attacking you")
            .arg(taxed, QString::number(o.power->value));
    if (o.rule == RuleName::AttackTax)
        return tr("%1 can't attack you unless their controller pays {X} for each creature they control that's "
                  "attacking you, where X is %2", "creatures, an amount")
            .arg(taxed, expr(*o.power));
    if (o.power->isConst())
        return tr("%1 can't attack you or a planeswalker you control unless their controller pays {%2} for each of "
                  "those creatures")
            .arg(taxed, QString::number(o.power->value));
    return tr("%1 can't attack you or a planeswalker you control unless their controller pays {X} for each of "
              "those creatures, where X is %2", "creatures, an amount")
        .arg(taxed, expr(*o.power));
}

}   // namespace rulestext
}   // namespace strata
