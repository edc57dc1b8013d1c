#include "CombatRules.h"
#include "CombatTaxes.h"
#include "Exert.h"
#include "PlayContext.h"
#include "engine/Evaluator.h"

namespace strata {

namespace {

bool anyBlocking(const GameState& gs)
{
    return std::any_of(gs.objects.begin(), gs.objects.end(),
        [](const GameObject& o) { return o.zone == Zone::Battlefield && !o.blocking.isEmpty(); });
}

QString nextPlayer(const GameState& gs, const QString& player)
{
    for (int k = 0; k < gs.players.size(); ++k)
        if (gs.players[k].id == player)
            for (int step = 1; step < gs.players.size(); ++step) {
                const Player& p = gs.players[(k + step) % gs.players.size()];
                if (!p.lost)
                    return p.id;
            }
    return {};
}

// 508.1c, 509.1b: "~ can't attack or block alone" (Loyal Pegasus): a declaration in which it is the only
// attacker, or the only blocker, is illegal; beside another one it is legal.
std::optional<PlayText> aloneProblem(const CombatRules& rules, const Resolution& res, const QVector<int>& declared,
    bool attacking)
{
    if (declared.size() != 1)
        return std::nullopt;
    const int i = declared.first();
    QString e = rules.ruleEffect(i, RuleName::CantAttackOrBlockAlone);
    if (e.isEmpty() && attacking)   // round 40: "~ can't attack alone" (Raging Kronch) restricts attacks only
        e = rules.ruleEffect(i, RuleName::CantAttackAlone);
    if (e.isEmpty())
        return std::nullopt;
    return PlayText(attacking ? QT_TRANSLATE_NOOP("PlayText", "%1 can't attack alone, and no other creature attacks (%2)")
                              : QT_TRANSLATE_NOOP("PlayText", "%1 can't block alone, and no other creature blocks (%2)"),
        {PlayText(res.chars[i].name), ruleOrigin(res, i, e)});
}

// 509.1d: the block costs locked in as blockers are declared, "Creatures can't block unless their
// controller pays {1} for each of those creatures" (RuleName::BlockTax, Archangel of Tithes): each declared
// blocker a cost's set picks costs its generic mana, whichever creature it blocks.
AttackCost blockCost(GameTable& table, const QVector<int>& blockers)
{
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    const Evaluator eval(gs, res.chars);
    AttackCost cost;
    for (int s = 0; s < gs.objects.size() && s < res.rulesEffects.size(); ++s)
        for (const RuleEffectRecord& r : res.rulesEffects[s]) {
            if (r.rule != RuleName::BlockTax || !r.filter)
                continue;
            ContinuousEffect probe;
            probe.sourceIndex = r.source;
            probe.controller = r.controller;
            const auto taxed = std::count_if(blockers.cbegin(), blockers.cend(),
                [&](int b) { return eval.matches(*r.filter, probe, b); });
            if (taxed == 0)
                continue;
            cost.generic += int(taxed) * r.power;
            cost.sources << res.chars[s].name;
        }
    return cost;
}

}   // namespace

bool anyAttacking(const GameState& gs)
{
    return std::any_of(gs.objects.begin(), gs.objects.end(),
        [](const GameObject& o) { return o.zone == Zone::Battlefield && o.attacking && !o.phasedOut; });
}

// 511.3: as combat ends, and as a new combat begins, nothing is attacking or blocking any more.
void PlayContext::removeAllFromCombat()
{
    GameState& gs = table.state();
    bool any = false;
    for (GameObject& o : gs.objects) {
        any = any || o.attacking || !o.blocking.isEmpty();
        o.attacking = false;
        o.attackTarget.clear();
        o.blocking.clear();
        o.blockedBy.clear();
        o.band.clear();
    }
    gs.firstStrikers.reset();
    if (any)
        table.touched();
}

// 508.1: the active player declares attackers, checked as a whole against the computed
// characteristics and the rules effects; 508.1f taps them; 508.2 the "attacks" triggers.
bool PlayContext::declareAttackers(const GameEvent& e)
{
    GameState& gs = table.state();
    if (gs.step == Step::DeclareAttackers && anyAttacking(gs)) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "attackers have already been declared in this combat"), {}),
            QStringLiteral("508.1"));
        return false;
    }
    if (gs.step != Step::DeclareAttackers)
        begin(Step::DeclareAttackers);
    if (table.records.combatSkippedInTurn == gs.turn && !e.attacks.isEmpty()) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 skips this turn's combat phase: no creature can attack"),
                   {table.nameOf(gs.activePlayer())}),
            QStringLiteral("614.10"));
        return false;
    }
    const Resolution& res = table.resolution();
    const CombatRules rules(gs, res);
    QVector<int> attackers;
    QStringList defenders;
    for (const GameEvent::Attack& a : e.attacks) {
        const int i = gs.objectIndex(a.attacker);
        const QString defender = a.defender.isEmpty() ? nextPlayer(gs, res.chars[i].controller) : a.defender;
        if (auto problem = rules.cannotAttack(i, defender)) {
            refuse(problem->message, problem->rule);
            return false;
        }
        attackers << i;
        defenders << defender;
    }
    if (const auto alone = aloneProblem(rules, res, attackers, true)) {
        refuse(*alone, QStringLiteral("508.1c"));
        return false;
    }
    // 508.1d: the most requirements obeyed that the restrictions allow. Each restriction Strata knows
    // is about one creature, so each creature must obey the most it can on its own.
    for (int i = 0; i < gs.objects.size(); ++i) {
        if (gs.objects[i].zone != Zone::Battlefield)
            continue;
        const int k = attackers.indexOf(i);
        const int obeyed = rules.attackRequirementsObeyed(i, k >= 0 ? defenders[k] : QString());
        QString best;
        const int most = rules.mostAttackRequirements(i, &best);
        if (obeyed >= most)
            continue;
        refuse(PlayText(k < 0 ? QT_TRANSLATE_NOOP("PlayText",
                                    "%1 must attack if able: %2; it could attack %3, but it is not declared as an "
                                    "attacker")
                              : QT_TRANSLATE_NOOP("PlayText",
                                    "%1 obeys fewer of its attack requirements than it could: %2; it could attack %3"),
                   {res.chars[i].name, rules.attackRequirementsText(i), table.nameOf(best)}),
            QStringLiteral("508.1d"));
        return false;
    }
    if (!checkBands(e, res))
        return false;
    // 508.1h-i: the attack costs are locked in and paid as the attackers are declared; the attack
    // event's `"pays": false` doesn't pay them, and the declaration is illegal (508.1h).
    if (const AttackCost cost = attackCost(table, attackers, defenders); cost.generic > 0) {
        if (!e.pays) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "attacking with these creatures costs {%1} (%2), which is not paid"),
                       {PlayText::number(cost.generic), cost.sources.join(QStringLiteral(", "))}),
                QStringLiteral("508.1h"));
            return false;
        }
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays {%2} to attack (%3, 508.1h)"),
            {table.nameOf(gs.activePlayer()), PlayText::number(cost.generic), cost.sources.join(QStringLiteral(", "))}));
    }
    // 701.43d, 508.1g: the attackers exerted as they attack (the event's choices.objects).
    QString exertRule;
    if (const auto problem = exertRefusal(table, e.choices.objects, attackers, &exertRule)) {
        refuse(*problem, exertRule);
        return false;
    }
    QVector<bool> vigilant;
    for (int i : attackers)
        vigilant << res.chars[i].hasKeyword(QStringLiteral("Vigilance"));
    table.beginBatch();
    for (int k = 0; k < attackers.size(); ++k) {
        GameObject& o = gs.objects[attackers[k]];
        o.attacking = true;
        o.attackTarget = e.attacks[k].defender;
        o.blockedBy.clear();
        for (const QStringList& band : e.bands)
            if (band.contains(o.id))
                o.band = band.first();
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 attacks %2"),
            {table.nameOf(o.id), table.nameOf(defenders[k])}));
        if (vigilant[k])
            table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 has vigilance, so it does not tap (702.20b)"), {table.nameOf(o.id)}));
        else
            table.setTapped(attackers[k], true);   // 508.1f
    }
    table.touched();
    exertAttackers(table, e.choices.objects);
    for (int i : attackers) {
        Happening h;
        h.kind = Happening::Kind::Attacks;
        h.object = gs.objects[i].id;
        h.player = gs.activePlayer();
        h.amount = attackers.size();
        table.happened(h);
    }
    if (!attackers.isEmpty()) {   // 508.3a: "whenever you attack" triggers once, however many attack
        Happening declared;
        declared.kind = Happening::Kind::AttackersDeclared;
        declared.player = gs.activePlayer();
        declared.amount = attackers.size();
        table.happened(declared);
    }
    table.endBatch();
    return true;
}

// 702.22c–d: each band is creatures declared as attackers, any number with banding and at most one
// without, each in one band only, all attacking the same player or planeswalker.
bool PlayContext::checkBands(const GameEvent& e, const Resolution& res)
{
    const GameState& gs = table.state();
    QSet<QString> banded;
    for (const QStringList& band : e.bands) {
        int withoutBanding = 0;
        QString defender;
        for (int k = 0; k < band.size(); ++k) {
            const QString& id = band[k];
            const auto declared = std::find_if(e.attacks.begin(), e.attacks.end(),
                [&](const GameEvent::Attack& a) { return a.attacker == id; });
            const QString name = res.chars[gs.objectIndex(id)].name;
            if (declared == e.attacks.end() || banded.contains(id)) {
                refuse(PlayText(declared == e.attacks.end()
                               ? QT_TRANSLATE_NOOP("PlayText", "%1 is in a band but is not declared as an attacker")
                               : QT_TRANSLATE_NOOP("PlayText", "%1 is in more than one band"),
                           {name}),
                    QStringLiteral("702.22c"));
                return false;
            }
            banded.insert(id);
            if (!res.chars[gs.objectIndex(id)].hasKeyword(QStringLiteral("Banding")))
                ++withoutBanding;
            if (k > 0 && declared->defender != defender) {
                refuse(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                    "the creatures of a band attack the same player or planeswalker; %1 does not"),
                           {name}),
                    QStringLiteral("702.22d"));
                return false;
            }
            defender = declared->defender;
        }
        if (withoutBanding > 1) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "a band holds any number of creatures with banding and at most one without; this "
                                "one has %1 without"),
                       {PlayText::number(withoutBanding)}),
                QStringLiteral("702.22c"));
            return false;
        }
    }
    return true;
}

// 509.1: the defending player declares blockers, checked as a whole; 509.1h: an attacker with blockers
// is blocked, and stays blocked when they are gone; 509.2–509.3 the triggers.
bool PlayContext::declareBlockers(const GameEvent& e)
{
    GameState& gs = table.state();
    if (gs.step == Step::DeclareBlockers && anyBlocking(gs)) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "blockers have already been declared in this combat"), {}),
            QStringLiteral("509.1"));
        return false;
    }
    if (gs.step != Step::DeclareBlockers)
        begin(Step::DeclareBlockers);
    const Resolution& res = table.resolution();
    const CombatRules rules(gs, res);
    QVector<int> blocked;   // attackers, in the order they are first named
    QHash<int, QStringList> blockersOf;
    for (const GameEvent::Block& b : e.blocks) {
        const int i = gs.objectIndex(b.blocker);
        if (auto problem = rules.cannotBlockAtAll(i)) {
            refuse(problem->message, problem->rule);
            return false;
        }
        // 509.1a: one attacker each, unless an effect lets it block more: each "can block an additional
        // creature [each combat / this turn]" one more (they add up; round 31: "for each Equipment attached
        // to ~", as many as are), "any number of creatures" no limit.
        int mayBlock = 1;
        bool anyNumber = false;
        for (const RuleEffectRecord& r : res.rulesEffects.value(i)) {
            mayBlock += r.rule == RuleName::CanBlockAdditionalCreature ? r.power : 0;
            anyNumber = anyNumber || r.rule == RuleName::CanBlockAnyNumber;
        }
        if (!anyNumber && b.attackers.size() > mayBlock) {
            refuse(mayBlock == 1 ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can block only one creature"), {res.chars[i].name})
                                 : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can block only %2 creatures"),
                                       {res.chars[i].name, PlayText::number(mayBlock)}),
                QStringLiteral("509.1a"));
            return false;
        }
        for (const QString& attackerId : b.attackers) {
            const int a = gs.objectIndex(attackerId);
            if (auto problem = rules.cannotBlock(i, a)) {
                refuse(problem->message, problem->rule);
                return false;
            }
            if (!blocked.contains(a))
                blocked << a;
            blockersOf[a] << b.blocker;
        }
    }
    QVector<int> blockers;
    for (const GameEvent::Block& b : e.blocks)
        if (const int i = gs.objectIndex(b.blocker); !b.attackers.isEmpty() && !blockers.contains(i))
            blockers << i;
    if (const auto alone = aloneProblem(rules, res, blockers, false)) {
        refuse(*alone, QStringLiteral("509.1b"));
        return false;
    }
    for (int a : blocked)
        if (auto problem = rules.blockerCountProblem(a, blockersOf[a].size())) {
            refuse(problem->message, problem->rule);
            return false;
        }
    // 509.1c: the most requirements obeyed that blocks breaking no restriction can obey.
    QHash<int, int> declared;
    for (const GameEvent::Block& b : e.blocks)
        if (!b.attackers.isEmpty())
            declared.insert(gs.objectIndex(b.blocker), gs.objectIndex(b.attackers.first()));
    PlayText unobeyed;
    const int obeyed = rules.blockRequirementsObeyed(declared, &unobeyed);
    if (const int most = rules.mostBlockRequirements(); obeyed < most) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText",
                            "these blocks obey %1 of the blocking requirements, and blocks that break no "
                            "restriction obey %2; not obeyed: %3"),
                   {PlayText::number(obeyed), PlayText::number(most), unobeyed}),
            QStringLiteral("509.1c"));
        return false;
    }
    // 509.1d-f: the block costs are locked in and paid as the blockers are declared; the block event's
    // `"pays": false` doesn't pay them, and the declaration is illegal.
    if (const AttackCost cost = blockCost(table, blockers); cost.generic > 0) {
        const QString defending = res.chars[blockers.first()].controller;
        if (!e.pays) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "blocking with these creatures costs {%1} (%2), which is not paid"),
                       {PlayText::number(cost.generic), cost.sources.join(QStringLiteral(", "))}),
                QStringLiteral("509.1f"));
            return false;
        }
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays {%2} to block (%3, 509.1f)"),
            {table.nameOf(defending), PlayText::number(cost.generic), cost.sources.join(QStringLiteral(", "))}));
    }
    // 702.22h: blocking a creature in a band blocks every creature of the band.
    QHash<QString, QStringList> blocks;
    for (const GameEvent::Block& b : e.blocks) {
        QStringList& list = blocks[b.blocker];
        for (const QString& attackerId : b.attackers) {
            const QString band = gs.object(attackerId)->band;
            QVector<int> members{gs.objectIndex(attackerId)};   // the one named first, then its band
            for (int a = 0; a < gs.objects.size(); ++a)
                if (!band.isEmpty() && gs.objects[a].band == band && gs.objects[a].attacking && !members.contains(a))
                    members << a;
            for (int a : members) {
                if (list.contains(gs.objects[a].id))
                    continue;
                list << gs.objects[a].id;
                if (!blocked.contains(a))
                    blocked << a;
                if (!blockersOf[a].contains(b.blocker))
                    blockersOf[a] << b.blocker;
            }
        }
    }
    table.beginBatch();
    for (const GameEvent::Block& b : e.blocks) {
        const int i = gs.objectIndex(b.blocker);
        gs.objects[i].blocking = blocks.value(b.blocker);
        for (const QString& attackerId : b.attackers) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 blocks %2"),
                {table.nameOf(b.blocker), table.nameOf(attackerId)}));
            for (const PlayText& why : rules.evasionNotes(gs.objectIndex(attackerId), i))
                table.note(why);
        }
        for (const QString& member : gs.objects[i].blocking)
            if (!b.attackers.contains(member))
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                        "%1 blocks %2 too: it attacks in a band with a creature %1 blocks (702.22h)"),
                    {table.nameOf(b.blocker), table.nameOf(member)}));
    }
    for (int a : blocked)
        gs.objects[a].blockedBy = blockersOf[a];
    for (int a = 0; a < gs.objects.size(); ++a)
        if (gs.objects[a].attacking && gs.objects[a].zone == Zone::Battlefield && !blocked.contains(a))
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is unblocked"), {table.nameOf(gs.objects[a].id)}));
    table.touched();
    for (const GameEvent::Block& b : e.blocks) {
        const auto& attackers = gs.objects[gs.objectIndex(b.blocker)].blocking;
        for (int k = 0; k < attackers.size(); ++k) {
            Happening h;
            h.kind = Happening::Kind::Blocks;
            h.object = b.blocker;
            h.source = attackers[k];
            h.amount = k;   // which of the creatures it blocks: "whenever ~ blocks" sees the first (509.3a)
            table.happened(h);
        }
    }
    for (int a : blocked) {
        Happening h;
        h.kind = Happening::Kind::BecomesBlocked;
        h.object = gs.objects[a].id;
        h.amount = blockersOf[a].size();
        table.happened(h);
    }
    for (int a = 0; a < gs.objects.size(); ++a)
        if (gs.objects[a].attacking && gs.objects[a].zone == Zone::Battlefield && !blocked.contains(a)) {
            Happening h;
            h.kind = Happening::Kind::Unblocked;
            h.object = gs.objects[a].id;
            table.happened(h);
        }
    table.endBatch();
    return true;
}

}   // namespace strata
