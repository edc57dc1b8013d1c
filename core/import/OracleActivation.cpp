#include "OracleParser.h"
#include <QHash>
#include <QRegularExpression>

// The restrictions printed after an activated ability's effect (602.5): when it may be activated, under
// which condition, and by whom.

namespace strata::import {

// Reads and removes the restriction sentence at the end of `effect`. False when a restriction sentence is
// there but says something Strata does not model: the ability is then not understood, never read as if
// it could be activated at any time.
bool OracleParser::activationRestriction(QString* effect, AbilityDef* into) const
{
    // 602.5: "Any player may activate this ability" (the controller of the permanent is not the only one).
    static const QString anyPlayer = QStringLiteral(" Any player may activate this ability.");
    if (effect->endsWith(anyPlayer)) {
        into->restriction = ActivationRestriction::AnyPlayer;
        effect->chop(anyPlayer.size());
        return true;
    }
    // 602.5b: "Activate no more than twice each turn."
    static const QRegularExpression twice(QStringLiteral("\\s*Activate (?:this ability )?no more than (twice|three times) each turn\\.$"));
    if (const auto t = twice.match(*effect); t.hasMatch()) {
        into->restriction = t.captured(1) == QLatin1String("twice") ? ActivationRestriction::TwiceEachTurn
                                                                     : ActivationRestriction::ThriceEachTurn;
        effect->truncate(t.capturedStart());
        return true;
    }
    static const QRegularExpression sentence(QStringLiteral("\\s*Activate (?:this ability )?only ([^.]+)\\.$"));
    const auto m = sentence.match(*effect);
    if (!m.hasMatch())
        return true;
    QString when = m.captured(1);
    QString onlyIf;
    // "only during your upkeep and only if you control a Swamp": a time and a condition, both required;
    // Security Detail's "only if you control no creatures and only once each turn" names them the other
    // way round.
    static const QRegularExpression withCondition(QStringLiteral("^(?:(.+) and only )?if (.+)$"));
    static const QRegularExpression conditionFirst(QStringLiteral("^if (.+) and only (once each turn)$"));
    if (const auto c = conditionFirst.match(when); c.hasMatch()) {
        when = c.captured(2);
        onlyIf = c.captured(1);
    } else if (const auto c = withCondition.match(when); c.hasMatch()) {
        when = c.captured(1);
        onlyIf = c.captured(2);
    }
    static const QHash<QString, ActivationRestriction> timings = {
        {"as a sorcery", ActivationRestriction::SorcerySpeed},
        {"any time you could cast a sorcery", ActivationRestriction::SorcerySpeed},
        {"once each turn", ActivationRestriction::OnceEachTurn},
        {"once", ActivationRestriction::Once},   // round 40 (602.5b): Touch of Vitae's quoted ability
        {"during your upkeep", ActivationRestriction::DuringYourUpkeep},
        {"during your turn", ActivationRestriction::DuringYourTurn},
        {"during your turn, before attackers are declared", ActivationRestriction::YourTurnBeforeAttackers},
        {"during combat", ActivationRestriction::DuringCombat},
        {"before attackers are declared", ActivationRestriction::BeforeAttackers},
        {"before the combat damage step", ActivationRestriction::BeforeCombatDamage},   // round 44: Angus Mackenzie
    };
    if (!when.isEmpty()) {
        const auto t = timings.constFind(when);
        if (t == timings.constEnd())
            return false;
        into->restriction = *t;
    }
    if (!onlyIf.isEmpty()) {
        // Formidable's threshold (207.2c names the ability word only), the one the card format names.
        if (onlyIf == QLatin1String("creatures you control have total power 8 or greater") && when.isEmpty()) {
            into->restriction = ActivationRestriction::Formidable;
        } else {
            // 602.5b: checked as the ability is activated; the conditions "as long as" reads, in the other
            // words a trigger's "if" has for them (Luxa River Shrine's "there are three or more brick
            // counters on ~").
            const auto c = triggerCondition(onlyIf);
            if (!c)
                return false;
            into->condition = *c;
        }
    }
    effect->truncate(m.capturedStart());
    return true;
}

}   // namespace strata::import
