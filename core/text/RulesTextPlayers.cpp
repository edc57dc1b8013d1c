#include "RulesTextWriter.h"
#include "TargetClassNoun.h"

namespace strata {
namespace rulestext {

// Who does an action a player performs (Action::who): "its controller", "target player", "each opponent".
bool Writer::targetsAnOpponent(const QString& who) const
{
    return who == QLatin1String("target_player") && !m_targets.isEmpty() && m_targets.first().described
        && m_targets.first().sel.word == QLatin1String("player")
        && m_targets.first().sel.controller == Selector::Who::Opponent;
}

QString Writer::playerPhrase(const QString& who)
{
    if (who == QLatin1String("controller_of_target"))
        return tr("its controller");
    if (who == QLatin1String("target_player_or_controller"))   // round 34: Rakdos's Return's one target, named again
        return tr("that player or that planeswalker's controller");
    if (who == QLatin1String("owner_of_target"))   // round 23: the one target's owner (108.3)
        return tr("its owner");
    if (who == QLatin1String("attacked_by_it"))   // round 23: what ~ attacks (508.1b)
        return tr("the player or planeswalker it's attacking");
    // "that land's controller": the one target the sentence before named.
    if (who == QLatin1String("controller_of_that_target")) {
        // Round 34: after damage to any target, the player it may be too (Acorn Catapult).
        if (!m_targets.isEmpty() && m_targets.first().sel.word == QLatin1String("any_target"))
            return tr("that permanent's controller or that player", "the controller of any target, or the player it is");
        // Round 21: "that permanent's controller" after "target artifact or enchantment", "that land's
        // controller" after "target Mountain" (TargetClassNoun.cpp).
        const QString cls = m_targets.isEmpty() ? QString() : thatTargetClassNoun(m_targets.first().sel);
        if (!cls.isEmpty()) {
            const bool land = cls == QLatin1String("land");
            const NP n = land ? NP{typeWord(CardType::Land, false), {}, typeGender(CardType::Land)}
                              : NP{tr("permanent"), {}, genderOf("permanent")};
            const QString that = pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "that %1", "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "that %1", "%1 is feminine"))
                                     .arg(n.text);
            return tr("%1's controller", "that creature's controller").arg(that);
        }
        return tr("%1's controller", "that creature's controller").arg(refPhrase(Selector::Ref::Target).text);
    }
    // Round 43: the one target player named again in a later sentence, "That player discards two cards." (Carnage).
    if (who == QLatin1String("target_player") && m_targets.size() == 1 && m_targets[0].mentioned
        && m_targets[0].sel.word == QLatin1String("player") && m_targets[0].sel.anyOf.isEmpty())
        return tr("that player");
    if (who == QLatin1String("target_player"))
        return targetsAnOpponent(who) ? tr("target opponent") : tr("target player");
    if (who == QLatin1String("each_opponent"))
        return tr("each opponent");
    if (who == QLatin1String("each_player"))
        return tr("each player");
    if (who == QLatin1String("each_player_who_cant"))   // round 39: Plaguecrafter, after its sacrifice
        return tr("each player who can't");
    if (who == QLatin1String("each_opponent_who_cant"))
        return tr("each opponent who can't");
    if (who == QLatin1String("each_other_player"))   // round 26, Grave Pact
        return tr("each other player");
    if (who == QLatin1String("that_player"))
        return tr("that player");
    // The controller of the object the trigger's event names (603.7c), in either of Oracle's words.
    if (who == QLatin1String("controller_of_it"))
        return tr("its controller");
    if (who == QLatin1String("controller_of_that"))
        return tr("%1's controller", "that creature's controller").arg(refPhrase(Selector::Ref::It).text);
    if (who == QLatin1String("defending_player"))   // 508.5a
        return tr("defending player");
    if (who == QLatin1String("each_opponent_of_that_player"))   // round 38: Heartwood Storyteller (102.2)
        return tr("each of that player's opponents");
    if (who == QLatin1String("chosen_opponent"))   // round 34: one chosen as it resolves (Akroan Horse)
        return tr("an opponent");
    if (who == QLatin1String("lowest_life"))   // round 38: Loxodon Peacekeeper
        return tr("the player with the lowest life total");
    if (who == QLatin1String("chosen_player"))   // round 36: the one chosen as ~ entered (Stuffy Doll)
        return tr("the chosen player");
    return QString();
}

}   // namespace rulestext
}   // namespace strata
