#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// 700.2: "Choose one —" and one line for each mode, each mode with its own targets.
QString Writer::modal(const AbilityDef& a)
{
    QString head;
    const int count = a.modes.size();
    if (a.modesRepeat && a.modesMin == 3 && a.modesMax == 3)   // 700.2d
        head = tr("choose three. You may choose the same mode more than once.");
    else if (a.modesMin == 1 && a.modesMax == 1)
        head = tr("choose one \u2014");
    else if (a.modesMin == 2 && a.modesMax == 2)
        head = tr("choose two \u2014");
    else if (a.modesMin == 1 && a.modesMax == 2 && count == 2)
        head = tr("choose one or both \u2014");
    else if (a.modesMin == 1 && a.modesMax == count)
        head = tr("choose one or more \u2014");
    else
        head = tr("choose %1 to %2 \u2014", "numbers of modes").arg(numberWord(a.modesMin), numberWord(a.modesMax));
    QStringList lines{head};
    for (const AbilityPtr& mode : a.modes) {
        prepareTargets(mode->targets, mode->effect);
        lines << tr("\u2022 %1", "a mode of a modal spell or ability").arg(finish(actions(mode->effect, false)));
    }
    return lines.join(QLatin1Char('\n'));
}

}   // namespace rulestext
}   // namespace strata
