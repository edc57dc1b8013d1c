#include "RulesTextWriter.h"

// Round 39: the target cards an instruction returned from a graveyard, changed for good as the permanents they became
// (400.7, 611.2a): "Each of those creatures is a black Zombie in addition to its other colors and types." (Ever After).

namespace strata {
namespace rulestext {

std::optional<QString> Writer::returnedTargetsChanged(const ContinuousDef& c)
{
    if (!c.affects || c.affects->ref != Selector::Ref::Targets || c.duration != Duration::Indefinite || m_targets.size() != 1
        || m_targets[0].sel.zone != Zone::Graveyard || !m_targets[0].mentioned || c.ops.isEmpty())
        return std::nullopt;
    QVector<int> which;
    for (int i = 0; i < c.ops.size(); ++i) {
        const Op::Kind k = c.ops[i].kind;
        if (k != Op::Kind::AddColors && k != Op::Kind::AddTypes && k != Op::Kind::AddSubtypes)
            return std::nullopt;
        which << i;
    }
    // Each one is named alone, so the predicate is singular ("is a black Zombie … its other colors").
    return tr("each of those creatures %1", "a predicate: is a black Zombie in addition to its other colors and types")
        .arg(typeClause(c.ops, which, Form::Sing, Mood::Static, false, true, false));
}

}   // namespace rulestext
}   // namespace strata
