#include "PlayState.h"

namespace strata {

namespace {

const QLatin1String kStepNames[] = {
    QLatin1String("untap"),
    QLatin1String("upkeep"),
    QLatin1String("draw"),
    QLatin1String("main1"),
    QLatin1String("beginning_of_combat"),
    QLatin1String("declare_attackers"),
    QLatin1String("declare_blockers"),
    QLatin1String("first_strike_damage"),
    QLatin1String("combat_damage"),
    QLatin1String("end_of_combat"),
    QLatin1String("main2"),
    QLatin1String("end"),
    QLatin1String("cleanup"),
};

}   // namespace

QString stepName(Step s)
{
    return kStepNames[int(s)];
}

std::optional<Step> stepFromName(const QString& name)
{
    for (int i = 0; i <= int(Step::Cleanup); ++i)
        if (kStepNames[i] == name)
            return Step(i);
    return std::nullopt;
}

}   // namespace strata
