#include "OracleTargetPlayerDamage.h"
#include <QRegularExpression>

namespace strata::import {

bool damageToPlayerAndTheirs(const QString& s, const ActionOf& action, AbilityDef* into)
{
    // Round 23: "~ deals 10 damage to target player and each creature that player controls" (Chandra,
    // Flame's Fury; Chandra's Flame Wave): the damage to the one target player, then the same amount to
    // each creature that player controls as it resolves (608.2h), the set "each creature target player
    // controls" names (OracleTargetPlayerSets.cpp).
    // Round 28: "… and each creature and planeswalker they control" (Chandra, Bold Pyromancer): either type.
    // Round 34: "~ deals X damage to target player or planeswalker and each creature that player or that
    // planeswalker's controller controls" (Lavalanche, Flame Wave): the target is a player or a planeswalker
    // (115.1), and the creatures are those of that player or of that planeswalker's controller (`whose`
    // "target_player_or_controller"); a spell's X as it was cast (107.3a).
    static const QRegularExpression damageAndTheirCreatures(QStringLiteral(
        "^~ deals (\\d+|X) damage to (target (?:player|opponent)|target player or planeswalker) and each "
        "(creature that player controls|creature and planeswalker they control|"
        "creature that player or that planeswalker's controller controls)$"));
    const auto m = damageAndTheirCreatures.match(s);
    if (!m.hasMatch() || !into->effect.isEmpty() || !into->targets.isEmpty())
        return false;
    const bool orPlaneswalker = m.captured(2).endsWith(QLatin1String(" or planeswalker"));
    const bool orController = m.captured(3).contains(QLatin1String("that planeswalker's controller"));
    if (orPlaneswalker != orController || (m.captured(1) == QLatin1String("X") && into->kind != AbilityDef::Kind::Spell))
        return false;
    if (!action(QStringLiteral("~ deals %1 damage to %2").arg(m.captured(1), m.captured(2)), into)
        || into->effect.size() != 1 || into->effect.last().kind != ActionKind::Damage || into->targets.size() != 1
        || !into->effect.last().to || into->effect.last().to->ref != Selector::Ref::Target) {
        into->effect.clear();
        into->targets.clear();
        return false;
    }
    Action creatures;
    creatures.kind = ActionKind::Damage;
    creatures.amount = into->effect.last().amount;
    Selector theirs;
    if (m.captured(3).startsWith(QLatin1String("creature and planeswalker")))
        theirs.anyTypes = quint16(CardType::Creature) | quint16(CardType::Planeswalker);
    else
        theirs.types = quint16(CardType::Creature);
    theirs.whose = orController ? QStringLiteral("target_player_or_controller") : QStringLiteral("target_player");
    creatures.to = theirs;
    into->effect << creatures;
    return true;
}

}   // namespace strata::import
