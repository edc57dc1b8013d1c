#include "OracleParser.h"
#include "OracleAttachActions.h"
#include "OracleCastFromHand.h"
#include "OracleCastRestrictions.h"
#include "OracleEventPlayers.h"
#include "OracleGroupActions.h"
#include "OracleTargetPlayerSets.h"
#include "OracleTextChanges.h"
#include "OracleTurnRules.h"
#include "OracleWords.h"
#include "OracleYourUntapStep.h"
#include "model/AbilityTargets.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

Amount amountOf(const QString& word)
{
    if (word == QLatin1String("X"))
        return Amount{true, 0};
    return Amount::number(numberWord(word).value_or(0));
}

}   // namespace

void untilEndOfTurn(const Selector& who, const Op& op, Action* a)
{
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create(who);
    c.ops << op;
    c.duration = Duration::EndOfTurn;
    a->kind = ActionKind::Continuous;
    a->continuous = c;
}

// Regenerate (701.19), counter a spell (701.6), discard (701.8), prevent the next N damage (615),
// return to hand, a delayed "at the beginning of the next turn's upkeep", "sacrifice ~ unless you
// pay", and a target player who draws or gains life. `s` starts in lower case, without its stop.
bool OracleParser::moreActions(const QString& s, Action* a, AbilityDef* into) const
{
    static const QRegularExpression regenerate(QStringLiteral("^regenerate (.+)$"));
    static const QRegularExpression counter(
        QStringLiteral("^counter (target .+?)(?: unless its controller pays ((?:\\{[^}]+\\})+)(?: for each (.+))?)?$"));
    static const QRegularExpression drain(QStringLiteral("^(target player|target opponent) loses (\\d+) life and you gain (\\d+) life$"));
    static const QRegularExpression discard(
        QStringLiteral("^(?:(target player|target opponent) discards|discard) (a|two|three|four|X) cards?$"));
    static const QRegularExpression prevent(
        QStringLiteral("^prevent the next (\\d+|X) damage that would be dealt to (.+) this turn$"));
    static const QRegularExpression toHand(QStringLiteral("^return (.+) to its owner's hand$"));
    static const QRegularExpression nextUpkeep(QStringLiteral("^(.+) at the beginning of the next turn's upkeep$"));
    static const QRegularExpression unlessPay(QStringLiteral("^sacrifice ~ unless you pay ((?:\\{[^}]+\\})+|its mana cost)$"));
    static const QRegularExpression thisTurn(
        QStringLiteral("^(~|target [^,]+?|up to (?:one|two|three) target creatures?|[^,]+) "
                       "(can't be blocked by [^,]+?|can't attack or block|can't attack|can't block ~|can't block|can't be blocked|can't be regenerated|"
                       "assigns no combat damage) this (turn|combat)"
                       "( except by .+)?$"));
    static const QRegularExpression targetThisTurn(QStringLiteral(
        "^(~|target creature(?: you control)?|(?:creatures|permanents) you control) (can't be the targets? of .+) this turn$"));
    static const QRegularExpression playerDraws(
        QStringLiteral("^(target player|target opponent) (draws (?:a|two|three|four|five|six|seven|eight|nine|ten|X) cards?|gains (?:\\d+|X) life)$"));

    // Round 19: "return all … to their owners' hands", "untap up to seven lands", "… and all other …
    // with the same name as that …" (OracleGroupActions.cpp).
    if (groupAction(
            s,
            [this](const QString& n, bool* plural) {
                // round 21: "cards in your hand", "creature cards in your graveyard": counted's cards in a zone
                // round 35: "cards named ~ in your graveyard" (Myr Servitor), the card's own name (201.2)
                if (n.endsWith(QLatin1String("cards in your hand")) || n.endsWith(QLatin1String("cards in your graveyard"))
                    || n == QLatin1String("cards named ~ in your graveyard")) {
                    if (plural)
                        *plural = true;
                    return counted(n);
                }
                return objects(n, plural);
            },
            [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); },
            [this](const QString& t, const Selector& sub, bool plural, QVector<Op>* ops) { return predicate(t, sub, plural, ops); },
            a, into))
        return true;
    // The object of an action: ~ or a target (added to the ability's targets).
    auto object = [&](const QString& phrase) -> std::optional<Selector> {
        Selector::Ref r;
        if (phrase == QLatin1String("~")) {
            Selector self;
            self.ref = Selector::Ref::Self;
            return self;
        }
        if (phrase == granterMark()) {   // 607.2: "Return Razor Boomerang to its owner's hand"
            Selector granter;
            granter.ref = Selector::Ref::Granter;
            return granter;
        }
        if (phrase.contains(QLatin1String("target")))
            return target(phrase, into, &r);
        if (phrase == QLatin1String("enchanted creature") || phrase == QLatin1String("equipped creature")) {
            Selector attached;   // the Aura's or Equipment's object ("Regenerate enchanted creature", 701.19)
            attached.ref = Selector::Ref::Attached;
            return attached;
        }
        return std::nullopt;
    };
    if (preventionAction(s, a, into))
        return true;
    if (castRestrictionThisTurn(   // "your opponents can't cast spells this turn" (101.2, 514.2)
            s, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); }, a, into))
        return true;
    if (playerRuleThisTurn(s, a))   // "damage can't be prevented this turn" (615.12)
        return true;
    if (yoursKeptTappedNext(s, a))   // round 38: "lands you control don't untap during your next untap step" (502.3)
        return true;
    if (textChangeAction(   // "change the text of target permanent by replacing …" (612.2)
            s, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); }, a, into))
        return true;
    // "Regenerate each creature you control" (Wrap in Vigor), round 28's "Prevent the next 1 damage that
    // would be dealt to each creature you control this turn" (Samite Censer-Bearer): a shield on each
    // creature of the set as the ability resolves (701.19a, 615.7).
    auto eachCreature = [&](const QString& phrase) -> std::optional<Selector> {
        static const QRegularExpression each(QStringLiteral("^each (.+)$"));
        const auto e = each.match(phrase);
        bool plural = false;
        auto what = e.hasMatch() ? objects(e.captured(1), &plural) : std::nullopt;
        if (what && (plural || what->isRef() || !(what->types & quint16(CardType::Creature))))
            return std::nullopt;
        return what;
    };
    if (const auto m = regenerate.match(s); m.hasMatch()) {
        auto what = object(m.captured(1));
        if (!what)
            what = eachCreature(m.captured(1));
        if (!what)
            return false;
        a->kind = ActionKind::Regenerate;
        a->object = *what;
        return true;
    }
    // Round 29: "Counter up to two target spells." (Double Negative): each of them (701.6a), named together
    // (Ref::Targets) as "up to two target creatures" is.
    static const QRegularExpression counterSpells(QStringLiteral("^counter up to (two|three) target spells$"));
    if (const auto m = counterSpells.match(s); m.hasMatch()) {
        auto spells = targetNoun(QStringLiteral("spell"));
        if (!spells || !into->targets.isEmpty())
            return false;
        spells->upTo = m.captured(1) == QLatin1String("two") ? 2 : 3;
        into->targets << *spells;
        a->kind = ActionKind::CounterSpell;
        a->object = Selector();
        a->object->ref = Selector::Ref::Targets;
        return true;
    }
    if (const auto m = counter.match(s); m.hasMatch()) {
        const int before = into->targets.size();
        auto what = object(m.captured(1));
        if (!what || into->targets.size() != before + 1 || !namesStackItems(into->targets.last()))
            return false;
        // "unless its controller pays" is a spell's wording; an ability's is "that ability's controller".
        if (!m.captured(2).isEmpty() && into->targets.last().word != QLatin1String("spell"))
            return false;
        a->kind = ActionKind::CounterSpell;
        a->object = *what;
        a->text = m.captured(2);   // "unless its controller pays {1}" (701.6a)
        if (!m.captured(3).isEmpty()) {
            // "unless its controller pays {1} for each card in your graveyard" (Circular Logic): a
            // generic cost per object of a set counted as the spell resolves (608.2h).
            static const QRegularExpression generic(QStringLiteral("^\\{[1-9]\\}$"));
            const auto one = countedOne(m.captured(3));
            if (!generic.match(a->text).hasMatch() || !one || one->attachedToSource
                || m.captured(3).contains(QLatin1String("your opponents")))
                return false;
            Expr count;
            count.kind = Expr::Kind::Count;
            count.selector = QSharedPointer<Selector>::create(*one);
            a->amountOf = count;
        }
        return true;
    }
    // 707.10: "copy target instant or sorcery spell"; actions() requires "You may choose new targets
    // for the copy." after it. Round 38: "… spell you control with converted mana cost X" (League Guildmage):
    // the activated ability's X (107.3a), as a counterspell's target reads it. Round 38: "… spell that targets you"
    // (Mirror Sheen), as a counterspell's (115.1).
    static const QRegularExpression copySpell(QStringLiteral(
        "^copy (target .+ spell(?: you control)?(?: with (?:converted mana cost|mana value) X| that targets you)?)( twice)?$"));
    if (const auto m = copySpell.match(s); m.hasMatch()) {
        const int before = into->targets.size();
        auto what = object(m.captured(1));
        if (!what || into->targets.size() != before + 1 || into->targets.last().word != QLatin1String("spell")) {
            into->targets.resize(before);
            return false;
        }
        a->kind = ActionKind::CopySpell;
        a->object = *what;
        a->amount = Amount::number(m.captured(2).isEmpty() ? 1 : 2);   // "twice" (Echo Mage): two copies
        return true;
    }
    if (const auto m = drain.match(s); m.hasMatch() && m.captured(2) == m.captured(3)) {
        Selector::Ref r;
        if (!target(m.captured(1), into, &r))
            return false;
        a->kind = ActionKind::Drain;
        a->drain = Expr::constant(m.captured(2).toInt());
        return true;
    }
    // "Target player discards a card at random" (701.8a: the card is chosen at random), "discard a card
    // at random" (also "that player …" of a trigger's event, OracleEventRefs.cpp).
    static const QRegularExpression discardRandom(
        QStringLiteral("^(?:(target player|target opponent) discards|discard) (a|two|three|X) cards? at random$"));
    const auto random = discardRandom.match(s);
    if (const auto m = random.hasMatch() ? random : discard.match(s); m.hasMatch()) {
        if (!m.captured(1).isEmpty()) {
            Selector::Ref r;
            if (!target(m.captured(1), into, &r))
                return false;
            a->who = QStringLiteral("target_player");
        }
        a->kind = random.hasMatch() ? ActionKind::DiscardRandom : ActionKind::Discard;
        a->amount = amountOf(m.captured(2));
        return true;
    }
    // 701.24: "target player shuffles their graveyard into their library", "shuffle your graveyard into
    // your library".
    // Round 18: "its owner shuffles …" after "When ~ is put into a graveyard from anywhere" (Kozilek, Emrakul):
    // ~'s owner, whoever controlled it.
    // Round 33: "each player shuffles their hand and graveyard into their library" (Timetwister): the hand's
    // cards too, in one shuffle (`text` "hand_and_graveyard").
    static const QRegularExpression shuffleGraveyard(QStringLiteral(
        "^(?:(target player|target opponent|its owner|each player) shuffles their (hand and )?graveyard into their"
        "|shuffle your (hand and )?graveyard into your) library$"));
    if (const auto m = shuffleGraveyard.match(s); m.hasMatch()) {
        if (!m.captured(2).isEmpty() || !m.captured(3).isEmpty())
            a->text = QStringLiteral("hand_and_graveyard");
        if (m.captured(1) == QLatin1String("each player")) {
            a->who = QStringLiteral("each_player");
        } else if (m.captured(1) == QLatin1String("its owner")) {
            if (into->kind != AbilityDef::Kind::Triggered || into->event != TriggerEvent::SelfPutIntoGraveyard)
                return false;
            a->who = QStringLiteral("owner");
        } else if (!m.captured(1).isEmpty()) {
            Selector::Ref r;
            if (!target(m.captured(1), into, &r))
                return false;
            a->who = QStringLiteral("target_player");
        }
        a->kind = ActionKind::ShuffleGraveyardIntoLibrary;
        return true;
    }
    if (castFreeFromHand(s, a))   // 601.2, 118.9 (OracleCastFromHand.h)
        return true;
    // "Look at target player's hand" (Gitaxian Probe), "look at target opponent's hand" (Wanderguard
    // Sentry), a trigger's "look at that player's hand"; round 27: "look at its controller's hand" after
    // the one target (Lay Bare's countered spell).
    static const QRegularExpression lookAtHand(
        QStringLiteral("^look at (target player|target opponent|that player|its controller)'s hand$"));
    if (const auto m = lookAtHand.match(s); m.hasMatch()) {
        if (m.captured(1) == QLatin1String("its controller")) {
            if (into->targets.size() != 1)
                return false;
            a->who = QStringLiteral("controller_of_target");
        } else if (m.captured(1).startsWith(QLatin1String("target"))) {
            Selector::Ref r;
            if (!target(m.captured(1), into, &r))
                return false;
            a->who = QStringLiteral("target_player");
        } else {
            a->who = QStringLiteral("that_player");
        }
        a->kind = ActionKind::LookAtHand;
        return true;
    }
    // Round 27: "Exile ~ with three time counters on it" (Cyclical Evolution, Festering March): the
    // resolving spell exiled with those counters, and so not put into a graveyard after (608.2n).
    static const QRegularExpression exileWithCounters(
        QStringLiteral("^exile ~ with (a|an|two|three|four|five|six|seven|eight|nine|ten) ([a-z]+) counters? on it$"));
    if (const auto m = exileWithCounters.match(s); m.hasMatch()) {
        if (into->kind != AbilityDef::Kind::Spell)
            return false;
        a->kind = ActionKind::Exile;
        a->object = Selector();
        a->object->ref = Selector::Ref::Self;
        a->counters = Counters{m.captured(2), Amount::number(*numberWord(m.captured(1)))};
        return true;
    }
    // 701.24: "shuffle your library", "target player shuffles their library".
    if (const auto m = prevent.match(s); m.hasMatch() && m.captured(2) == QLatin1String("you")) {
        a->kind = ActionKind::PreventDamage;   // 615: a shield for the ability's controller
        a->amount = amountOf(m.captured(1));
        a->who = QStringLiteral("you");
        return true;
    }
    // Round 21: "Prevent the next X damage that would be dealt to target creature this turn, where X is the
    // number of Clerics on the battlefield" (Battlefield Medic, Samite Pilgrim's domain): X counted as it
    // resolves (608.2h).
    static const QRegularExpression preventX(
        QStringLiteral("^prevent the next X damage that would be dealt to (target creature) this turn, where X is (.+)$"));
    if (const auto m = preventX.match(s); m.hasMatch()) {
        const auto x = amount(m.captured(2));
        const auto to = x ? object(m.captured(1)) : std::nullopt;
        if (!to)
            return false;
        a->kind = ActionKind::PreventDamage;
        a->amount = Amount{true, 0};
        a->amountOf = *x;
        a->to = *to;
        return true;
    }
    if (const auto m = prevent.match(s); m.hasMatch()) {
        // Round 28: "… to each creature and each player" (Kitsune Palliator): a shield on each creature and
        // on each player as the ability resolves.
        static const QString andEachPlayer = QStringLiteral(" and each player");
        QString phrase = m.captured(2);
        const bool players = phrase.endsWith(andEachPlayer);
        if (players)
            phrase.chop(andEachPlayer.size());
        auto to = players ? std::nullopt : object(phrase);
        if (!to)
            to = eachCreature(phrase);
        if (!to)
            return false;
        if (players)
            a->who = QStringLiteral("each_player");
        a->kind = ActionKind::PreventDamage;
        a->amount = amountOf(m.captured(1));
        a->to = *to;
        return true;
    }
    // Oracle sometimes prints "to their owner's hand" after plural targets (Grasping Current, Jace's
    // Ruse): the same instruction (RoundTrip.cpp reads both alike).
    static const QRegularExpression toHands(
        QStringLiteral("^return ((?:up to \\w+|two|three|X|any number of) target .+) to their (?:owners' hands|owner's hand)$"));
    if (const auto m = toHands.match(s); m.hasMatch()) {
        // "Return [up to] two / X target creatures to their owners' hands": each target (Ref::Targets).
        Selector::Ref r;
        auto what = target(m.captured(1), into, &r);
        if (!what || r != Selector::Ref::Targets)
            return false;
        a->kind = ActionKind::ReturnToHand;
        a->object = *what;
        return true;
    }
    // "{2}{B}: Return ~ from your graveyard to your hand.": an ability that moves its card out of the
    // graveyard works only there (113.6k); the event player refuses it anywhere else. Round 19: a
    // triggered one too ("Landfall — … you may return ~ from your graveyard to the battlefield"),
    // which triggers only while its card is in a graveyard.
    // Round 34: "… to the battlefield attached to that creature" (Smoke Shroud, Dragon Wings: an Aura; Sword of the
    // Meek's Equipment in the words OracleTriggerWordings.cpp mends), the creature the trigger's event names (603.7c).
    static const QRegularExpression selfFromGraveyard(QStringLiteral(
        "^return ~ from your graveyard to (your hand|the battlefield|the battlefield tapped|the battlefield attached to (?:that|target) creature)$"));
    // Round 38: an activated ability's "… attached to target creature" (Gryff's Boon): the Aura's own target (303.4f).
    const bool attached = s.endsWith(QLatin1String(" attached to that creature"));
    const bool attachedToTarget = s.endsWith(QLatin1String(" attached to target creature"));
    if (const auto m = selfFromGraveyard.match(s); m.hasMatch()
        && (into->kind == AbilityDef::Kind::Activated || into->kind == AbilityDef::Kind::Triggered)
        && (!attached || (into->kind == AbilityDef::Kind::Triggered && namesEventObject(into->event)))
        && (!attachedToTarget || into->kind == AbilityDef::Kind::Activated)) {
        Selector::Ref r = Selector::Ref::None;
        const auto creature = attachedToTarget ? target(QStringLiteral("target creature"), into, &r) : std::nullopt;
        if (attachedToTarget && (!creature || r != Selector::Ref::Target))
            return false;
        a->kind = m.captured(1) == QLatin1String("your hand") ? ActionKind::ReturnToHand : ActionKind::ReturnToBattlefield;
        a->tapped = m.captured(1).endsWith(QLatin1String("tapped"));
        a->object = Selector();
        a->object->ref = Selector::Ref::Self;
        a->text = QStringLiteral("graveyard");
        if (attached) {
            a->to = Selector();
            a->to->ref = Selector::Ref::It;
            a->to->word = QStringLiteral("creature");
        }
        if (attachedToTarget)
            a->to = *creature;
        return true;
    }
    // Round 20: "At the beginning of your upkeep, if ~ is in your graveyard, you may pay {1}{B}{B}. If you
    // do, return ~ to your hand" (Pyre Zombie, Gigapede): the intervening "if" names the zone, so the
    // return is the same one from the graveyard (113.6m), said without "from your graveyard".
    // Round 36: "… you may return ~ to the battlefield" (Nether Spirit), the same return.
    const bool toBattlefield = s == QLatin1String("return ~ to the battlefield");
    if ((s == QLatin1String("return ~ to your hand") || toBattlefield) && into->kind == AbilityDef::Kind::Triggered && into->triggerIf
        && into->triggerIf->kind == Condition::Kind::SelfInGraveyard && !into->triggerIf->negated) {
        a->kind = toBattlefield ? ActionKind::ReturnToBattlefield : ActionKind::ReturnToHand;
        a->object = Selector();
        a->object->ref = Selector::Ref::Self;
        a->text = QStringLiteral("graveyard");
        return true;
    }
    // "When ~ dies, you may pay {W}{W}. If you do, return ~ to the battlefield under your control"
    // (Reborn Hero's grant to itself): the card ~ became in the graveyard (400.7, 603.10a). Round 30: "face
    // down under your control" (Ashcloud Phoenix), a 2/2 with no name or types (708.2a).
    static const QRegularExpression diedToBattlefield(QStringLiteral(
        "^return (?:~|it) to the battlefield(?:( tapped)|( face down))? under (your|its owner's) control$"));
    if (const auto m = diedToBattlefield.match(s);
        m.hasMatch() && into->kind == AbilityDef::Kind::Triggered && into->event == TriggerEvent::SelfDies) {
        a->kind = ActionKind::ReturnToBattlefield;
        a->tapped = !m.captured(1).isEmpty();
        a->faceDown = !m.captured(2).isEmpty();
        if (a->faceDown && m.captured(3) != QLatin1String("your"))
            return false;   // the writer says "face down under your control" only
        if (m.captured(3) != QLatin1String("your"))
            a->who = QStringLiteral("owner");
        a->object = Selector();
        a->object->ref = Selector::Ref::Self;
        return true;
    }
    // Flicker: "exile target creature you control, then return that card to the battlefield under its
    // owner's control" (Cloudshift: "under your control"). The card the exile made (400.7) is what comes
    // back, as a new object again; it is the one target, exiled by the action just before. Round 28: or ~
    // itself, "Exile Aethergeode Miner, then return it to the battlefield under its owner's control". Round 34:
    // or "tapped under its owner's control" (Ojutai Exemplars' mode).
    static const QRegularExpression exiledBack(
        QStringLiteral("^return (it|that card) to the battlefield (tapped )?under (your|its owner's) control$"));
    const auto exiledSelf = [&] {
        const Action& before = into->effect.last();
        return before.object && before.object->ref == Selector::Ref::Self && !before.condition && !before.optional;
    };
    if (const auto m = exiledBack.match(s); m.hasMatch() && !into->effect.isEmpty()
        && into->effect.last().kind == ActionKind::Exile && (actedOnTheOneTarget(*into) || exiledSelf())) {
        a->kind = ActionKind::ReturnToBattlefield;
        a->object = Selector();
        a->object->ref = Selector::Ref::It;
        if (m.captured(1) == QLatin1String("it"))
            a->object->word = QStringLiteral("it");
        a->tapped = !m.captured(2).isEmpty();
        if (m.captured(3) != QLatin1String("your"))
            a->who = QStringLiteral("owner");
        return true;
    }
    if (const auto m = toHand.match(s); m.hasMatch()) {
        auto what = object(m.captured(1));
        // "Return a white creature you control to its owner's hand" (Stampeding Serow, Shrieking
        // Drake): one permanent of yours, chosen on resolution.
        // Round 17: "return another creature you control" (Ambush Krotiq): one other than ~.
        static const QRegularExpression yours(QStringLiteral("^(an?|another) (.+ you control)$"));
        if (const auto y = yours.match(m.captured(1)); !what && y.hasMatch()) {
            bool plural = true;
            const bool another = y.captured(1) == QLatin1String("another");
            what = objects((another ? QStringLiteral("other ") : QString()) + y.captured(2), &plural);
            if (what && (plural || what->isRef() || what->controller != Selector::Who::You || what->other != another))
                return false;
        }
        // Round 17: "return that creature to its owner's hand [at end of combat]" after an event that names
        // a creature (Aether Membrane's blocked attacker, 603.7c).
        if (!what && m_eventObject && m.captured(1) == QLatin1String("that creature"))
            what = objects(m.captured(1));
        if (!what || what->ref == Selector::Ref::Targets)
            return false;
        a->kind = ActionKind::ReturnToHand;
        a->object = *what;
        return true;
    }
    if (const auto m = nextUpkeep.match(s); m.hasMatch()) {
        // 603.7: a delayed trigger. Nothing resolves during an untap step (502.4), so "the next turn's
        // upkeep" is always the next upkeep.
        AbilityDef inner;
        if (!action(m.captured(1), &inner) || inner.effect.size() != 1 || !inner.targets.isEmpty())
            return false;
        a->kind = ActionKind::Delayed;
        a->event = TriggerEvent::EachUpkeep;
        a->nested = inner.effect;
        return true;
    }
    // 603.7: "… at the beginning of the next end step", "… at end of combat" (OracleDelayedActions.cpp).
    if (const std::optional<bool> delayed = delayedAction(s, a, into))
        return *delayed;
    if (const auto m = unlessPay.match(s); m.hasMatch()) {
        // Round 38, Pendrell Flux: "unless you pay its mana cost", the mana cost ~ has as it resolves (202.1).
        ManaCost cost;
        QString err;
        if (m.captured(1) == QLatin1String("its mana cost")) {
            a->kind = ActionKind::SacrificeUnlessPay;
            a->text = QStringLiteral("its_mana_cost");
            return true;
        }
        if (!ManaCost::parse(m.captured(1), &cost, &err))
            return false;
        a->kind = ActionKind::SacrificeUnlessPay;
        a->text = m.captured(1);
        return true;
    }
    if (const auto m = thisTurn.match(s); m.hasMatch()) {
        // A rule the combat code checks, until the turn ends (514.2: "this turn" ends at cleanup);
        // "creatures without flying can't block this turn", "nonartifact creatures …", "Cowards …" (a
        // set, 611.2c: the creatures there as it resolves).
        // Round 43: or "it", the trigger's event object (Writ of Passage's attacking creature, 603.7c).
        static const QRegularExpression one(QStringLiteral("^(?:~|target |up to |X target |it$)"));   // round 39: Open into Wonder
        static const QRegularExpression twoSets(QStringLiteral("^([^,]+ creatures) and ([^,]+ creatures)$"));
        bool plural = true;
        const QString phrase = m.captured(1);
        bool single = false;
        auto who = phrase == QLatin1String("it") ? objects(phrase, &single)
            : one.match(phrase).hasMatch()     ? object(phrase)
                                               : objects(phrase, &plural);
        // "Whenever ~ blocks or becomes blocked by a creature, that creature can't be regenerated this
        // turn" (Lim-Dul's Cohort): the trigger's creature (603.7c).
        if (phrase == QLatin1String("that creature") && m.captured(2) == QLatin1String("can't be regenerated")) {
            who = Selector();
            who->ref = Selector::Ref::It;
            plural = true;
        }
        // "Cowards can't block this turn": a creature type opens the sentence (lowered as it was read).
        if (!who && !one.match(phrase).hasMatch())
            who = objects(phrase.at(0).toUpper() + phrase.mid(1), &plural);
        // "Green creatures and white creatures can't block this turn" (Flash of Defiance): either set.
        if (const auto two = twoSets.match(phrase); !who && two.hasMatch())
            who = unionOfSets(two.captured(1), two.captured(2));
        if (const auto p = targetPlayersNoun(phrase, *into); !who && p && m.captured(2) == QLatin1String("can't block") && !m.capturedLength(4))
            who = ofTargetPlayer(objects(p->noun, &plural), *p, into);   // round 45: the player target's set (Ember Gale)
        if (!who || !plural)
            return false;
        Op op;
        op.kind = Op::Kind::Rule;
        // "Target creature can't attack this turn" (Netter en-Dal, 508.1c), "… can't attack or block".
        static const QHash<QString, RuleName> rules = {{QStringLiteral("can't block"), RuleName::CantBlock},
            {QStringLiteral("can't be blocked"), RuleName::CantBeBlocked}, {QStringLiteral("can't attack"), RuleName::CantAttack},
            {QStringLiteral("can't attack or block"), RuleName::CantAttackOrBlock},
            // "If you do, ~ assigns no combat damage this turn" (Ophidian, 510.1a: it assigns none)
            {QStringLiteral("assigns no combat damage"), RuleName::AssignsNoCombatDamage},
            // "Target creature can't be regenerated this turn" (Hurr Jackal, 701.19c: a shield does nothing)
            {QStringLiteral("can't be regenerated"), RuleName::CantBeRegenerated}};
        op.rule = rules.value(m.captured(2));
        // "Target creature can't block ~ this turn" (Spin Engine, 509.1b): only ~ is the attacker it can't block.
        if (m.captured(2) == QLatin1String("can't block ~")) {
            QVector<Op> rule;
            if (!blockRule(m.captured(2), &rule) || rule.size() != 1)
                return false;
            op = rule.first();
        }
        // Round 28: "Target creature you control can't be blocked by creatures with power 2 or less this turn"
        // (Ghirapur Guide, 509.1b): the blockers' set as the static rule reads it.
        if (m.captured(2).startsWith(QLatin1String("can't be blocked by "))) {
            QVector<Op> rule;
            if (!m.captured(4).isEmpty() || !blockRule(m.captured(2), &rule) || rule.size() != 1)
                return false;
            op = rule.first();
        }
        // "can't be blocked this turn except by snow creatures" (Rime Transfusion's grant, 509.1b).
        if (!m.captured(4).isEmpty()) {
            QVector<Op> rule;
            if (op.rule != RuleName::CantBeBlocked || !blockRule(QStringLiteral("can't be blocked") + m.captured(4), &rule)
                || rule.size() != 1)
                return false;
            op = rule.first();
        }
        // Round 32: "~ can't be blocked this combat" (Yuan Shao's Infantry): until the combat ends (511.3).
        const bool thisCombat = m.captured(3) == QLatin1String("combat");
        if (thisCombat && (op.rule != RuleName::CantBeBlocked || !m.captured(4).isEmpty()))
            return false;
        untilEndOfTurn(*who, op, a);
        if (thisCombat)
            a->continuous->duration = Duration::EndOfCombat;
        return true;
    }
    if (const auto m = targetThisTurn.match(s); m.hasMatch()) {
        // "Target creature can't be the target of spells or abilities your opponents control this turn"
        // (115.4, 611.2c for a set of permanents: those there as it resolves).
        bool plural = m.captured(1).endsWith(QLatin1String("you control"))
            && !m.captured(1).startsWith(QLatin1String("target"));
        auto who = plural ? objects(m.captured(1), &plural) : object(m.captured(1));
        QVector<Op> rule;
        if (!who || !targetRule(m.captured(2), plural, &rule) || rule.size() != 1)
            return false;
        untilEndOfTurn(*who, rule.first(), a);
        return true;
    }
    if (const auto m = playerDraws.match(s); m.hasMatch()) {
        // The same action as "you draw …" / "you gain …", done by the target player (or opponent).
        QString own = m.captured(2);
        own = own.startsWith(QLatin1String("draws")) ? QStringLiteral("draw") + own.mid(5)
                                                     : QStringLiteral("you gain") + own.mid(5);
        AbilityDef inner;
        if (!action(own, &inner) || inner.effect.size() != 1)
            return false;
        Selector::Ref r;
        if (!target(m.captured(1), into, &r))
            return false;
        *a = inner.effect.first();
        a->who = QStringLiteral("target_player");
        return true;
    }
    const auto targetOf = [this](const QString& phrase, AbilityDef* in, Selector::Ref* r) { return target(phrase, in, r); };
    const auto objectsOf = [this](const QString& phrase, bool* plural) { return objects(phrase, plural); };
    return playerZoneAction(s, a, into) || creatureActions(s, a, into) || attachAction(s, targetOf, a, into)
        || unattachAction(s, targetOf, objectsOf, a, into);
}

}   // namespace strata::import
