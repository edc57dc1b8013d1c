#pragma once
#include "PlayText.h"
#include "engine/Resolution.h"
#include <QHash>
#include <optional>

namespace strata {

// Why a declaration of attackers or blockers is illegal: the object, the computed characteristic or
// rules effect behind it with where that came from, and the most specific rule (events.md `problems`).
struct CombatProblem {
    PlayText message;
    QString rule;
};

// Where an object's computed value came from, for explanations: "Levitation (lev#1), layer 6,
// timestamp 3", or "printed" when no effect changed it.
PlayText keywordOrigin(const Resolution& res, int object, const AbilityInstance& ability);
PlayText lastChange(const Resolution& res, int object, std::initializer_list<Layer> layers);
// The step of a rules effect (layer "rules") that applied to an object: "Arrest (arr#1), layer rules, …".
PlayText ruleOrigin(const Resolution& res, int object, const QString& effect);
// The step that took a keyword away from an object (layers 1, 3 and 6), or an empty text.
PlayText lossOrigin(const Resolution& res, int object, const QString& keyword);

// The abilities with this keyword name ("Landwalk", "Protection", "Flying") an object has now.
QVector<const AbilityInstance*> keywordAbilities(const Characteristics& c, const char* keyword);

// 702.16: whether a protection ability's quality matches a source (a colour, "creatures", "everything").
bool protectionCovers(const AbilityDef& protection, const Characteristics& source);
bool protectionFromSubtypeCovers(const AbilityDef& protection, const Characteristics& source);

// Whether an object is an attacking or blocking creature still in combat.
bool inCombat(const GameObject& o);
// An attacker's blockers still blocking it, in the order declared (for a snapshot: objects order):
// the order of the default damage division.
QStringList blockersOf(const GameState& gs, const GameObject& attacker);

// Whether creature `i` deals combat damage in `step` (510.4, 702.7c): in the first-strike step, if it
// has first strike or double strike; in the regular step, if it did not strike first or has double
// strike now.
bool dealsCombatDamageIn(const GameState& gs, const Resolution& res, int i, Step step);
// The damage still lethal to creature `recipient` (510.1c, 702.2c): its toughness less the damage
// marked on it and `pending` damage assigned to it earlier in the step; with deathtouch at most 1.
int lethalDamage(const GameState& gs, const Resolution& res, int recipient, bool deathtouch, int pending = 0);
// The combat damage creature `i` assigns (510.1a, 510.1c): its power, or its toughness under Doran's
// "assigns combat damage equal to its toughness rather than its power"; never below 0.
int combatDamageAmount(const Resolution& res, int i);

// Attack and block legality (508.1, 509.1) read from the computed characteristics and the rules
// effects of a resolution. Indices are object indices of the state.
class CombatRules {
public:
    CombatRules(const GameState& gs, const Resolution& res) : m_gs(gs), m_res(res) { }

    // 508.1a–c, 302.6, 702.3b, 702.26b; `defender` is a player or planeswalker id.
    std::optional<CombatProblem> cannotAttack(int attacker, const QString& defender) const;
    // Whether the creature could attack `defender` at all: for 508.1d requirements.
    bool ableToAttack(int creature, const QString& defender) const { return !cannotAttack(creature, defender); }
    // 509.1a–b for the blocker alone (tapped, phased out, "can't block").
    std::optional<CombatProblem> cannotBlockAtAll(int blocker) const;
    // 509.1a–b and evasion keywords for one blocker and one attacker.
    std::optional<CombatProblem> cannotBlock(int blocker, int attacker) const;
    // Restrictions on the number of blockers: menace (702.111b), "except by two or more" (509.1b).
    std::optional<CombatProblem> blockerCountProblem(int attacker, int blockers) const;
    // Evasion the printed card has but the computed creature lacks, or landwalk with nothing to walk:
    // the lines that say why a block is legal after all.
    QVector<PlayText> evasionNotes(int attacker, int blocker) const;

    // The player an attacker attacks (the controller of an attacked planeswalker).
    QString defendingPlayer(int attacker) const;
    // The player or planeswalker an attacker deals combat damage to; empty when the planeswalker it
    // attacked is gone or is no longer one (506.4c).
    QString attackedRecipient(int attacker) const;
    // An attack's rule effect of this kind on the object, with the effect id; empty when none.
    QString ruleEffect(int object, RuleName rule) const;

    // Requirements (CombatRequirements.cpp). 508.1d: how many of a creature's attack requirements an
    // attack on `defender` obeys (empty: it does not attack), and the most any legal choice obeys; the
    // restrictions Strata knows are each about one creature, so each creature's best is the whole best.
    int attackRequirementsObeyed(int creature, const QString& defender) const;
    int mostAttackRequirements(int creature, QString* best = nullptr) const;
    // What the creature's attack requirements are: "attacks each combat if able (…)", for messages.
    PlayText attackRequirementsText(int creature) const;
    // 509.1c: how many blocking requirements the blocks (blocker -> attacker) obey, with the first one
    // they do not obey in `unobeyed`; and the most that blocks breaking no restriction obey.
    int blockRequirementsObeyed(const QHash<int, int>& blocks, PlayText* unobeyed = nullptr) const;
    int mostBlockRequirements() const;

private:
    PlayText name(int i) const { return PlayText(m_res.chars[i].name); }
    PlayText playerName(const QString& id) const
    {
        const Player* p = m_gs.player(id);
        return PlayText(p && !p->name.isEmpty() ? p->name : id);
    }
    std::optional<CombatProblem> landwalkProblem(int blocker, int attacker) const;
    QString walkIgnoredBy(int attacker, const AbilityInstance& w) const;
    // 509.1b: blocks the attacker's or the blocker's rules forbid by power.
    std::optional<CombatProblem> powerProblem(int blocker, int attacker) const;
    std::optional<CombatProblem> blockerSetProblem(int blocker, int attacker) const;
    // 508.1c: "can't attack you", "can't attack if defending player controls …".
    std::optional<CombatProblem> defenderProblem(int attacker, const QString& defender) const;
    QVector<int> attackers() const;
    void bestBlocks(const QVector<int>& blockers, int k, QHash<int, int>& blocks, int* best, int* budget) const;
    PlayText colours(int object) const;   // "red (printed)"

    const GameState& m_gs;
    const Resolution& m_res;
};

}   // namespace strata
