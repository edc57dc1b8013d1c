#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "an", "two", "three"; no word is one ("you skip your next turn").
int countWord(const QString& word)
{
    return word.isEmpty() ? 1 : numberWord(word).value_or(0);
}

}   // namespace

// Stop 49: "take an extra turn after this one", "target player takes two extra turns after this one"
// (500.7); "you skip your next turn", "you skip your next two turns", "target player skips their next
// draw step", "target opponent / that player skips their next combat phase" (614.10). The event player
// keeps them pending until the turn order reaches them (TurnOrder.cpp). Empty when no template matches.
std::optional<bool> OracleParser::turnOrderInstruction(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression extra(
        QStringLiteral("^(take|target player takes) (an|two|three) extra (turns?) after this one$"));
    static const QRegularExpression skip(QStringLiteral(
        "^(you skip your|target player skips their|target opponent skips their|that player skips their) next "
        "(?:(two|three) )?(turns?|untap steps?|draw steps?|combat phases?)$"));
    QString who, noun;
    int count = 0;
    Action a;
    if (const auto m = extra.match(s); m.hasMatch()) {
        a.kind = ActionKind::ExtraTurn;
        who = m.captured(1);
        count = countWord(m.captured(2));
        noun = m.captured(3);
    } else if (const auto k = skip.match(s); k.hasMatch()) {
        who = k.captured(1);
        count = countWord(k.captured(2));
        noun = k.captured(3);
        a.kind = noun.startsWith(QLatin1String("turn")) ? ActionKind::SkipTurns
            : noun.startsWith(QLatin1String("untap"))   ? ActionKind::SkipUntapSteps
            : noun.startsWith(QLatin1String("draw"))    ? ActionKind::SkipDrawSteps
                                                        : ActionKind::SkipCombatPhases;
    } else {
        return std::nullopt;
    }
    // One occurrence is named in the singular, more in the plural.
    if (count == 0 || (count == 1) == noun.endsWith(QLatin1Char('s')))
        return false;
    a.amount = Amount::number(count);
    if (who.startsWith(QLatin1String("target"))) {
        Selector::Ref ref;
        if (!into->targets.isEmpty() || !target(who.section(QLatin1Char(' '), 0, 1), into, &ref))
            return false;
        a.who = QStringLiteral("target_player");
    } else if (who.startsWith(QLatin1String("that player"))) {   // the trigger event's player (603.7c)
        if (!namesOnePlayer(*into))
            return false;
        a.who = QStringLiteral("that_player");
    }
    into->effect << a;
    return true;
}

}   // namespace strata::import
