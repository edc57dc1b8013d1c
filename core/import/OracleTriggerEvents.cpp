#include "OracleParser.h"
#include "OracleEventPlayers.h"
#include "OracleTargetEvents.h"
#include "OracleActivationEvents.h"
#include <QRegularExpression>
#include <functional>

// More trigger events (603.1), read as whole heads: the steps and phases of a turn, combat events that
// name the other creature ("Whenever ~ blocks a creature with flying"), tapping, life, drawing and
// cycling. OracleFrames.cpp reads the effect after the head, the same for every event.

namespace strata::import {

namespace {

// The heads that name no object of their own: one event each.
const QHash<QString, TriggerEvent>& fixedHeads()
{
    static const QHash<QString, TriggerEvent> heads = {
        {"When you cycle ~", TriggerEvent::YouCycleThis},   // 702.29c
        {"When you cycle ~ or it dies", TriggerEvent::YouCycleThisOrItDies},
        {"When ~ is turned face up", TriggerEvent::SelfTurnedFaceUp},   // 702.37e, 708.8
        {"Whenever ~ attacks and isn't blocked", TriggerEvent::SelfAttacksUnblocked},   // 509.1h
        {"Whenever you gain life", TriggerEvent::YouGainLife},
        {"Whenever you cycle or discard a card", TriggerEvent::YouCycleOrDiscard},   // 702.29d
        {"Whenever a player cycles a card", TriggerEvent::PlayerCycles},
        {"Whenever a creature dealt damage by ~ this turn dies", TriggerEvent::CreatureDealtDamageBySelfDies},
        {"Whenever you draw a card", TriggerEvent::YouDrawCard},   // 121.2
        {"Whenever an opponent draws a card", TriggerEvent::OpponentDrawsCard},
        {"Whenever ~ becomes tapped", TriggerEvent::SelfBecomesTapped},
        {"Whenever a creature attacks you or a planeswalker you control", TriggerEvent::CreatureAttacksYou},
        {"When ~ is put into a graveyard from anywhere", TriggerEvent::SelfPutIntoGraveyard},
        {"Whenever ~ becomes the target of a spell or ability", TriggerEvent::SelfBecomesTarget},   // 115.1
        {"When ~ becomes the target of a spell or ability", TriggerEvent::SelfBecomesTarget},
        {"Whenever ~ and at least two other creatures attack", TriggerEvent::SelfAttacksWithTwoOthers},   // battalion
        {"At the beginning of your precombat main phase", TriggerEvent::YourPrecombatMain},   // 505.1
        {"At the beginning of each player's precombat main phase", TriggerEvent::EachPrecombatMain},
        {"At the beginning of your draw step", TriggerEvent::YourDrawStep},   // 504.1
        {"At the beginning of each player's draw step", TriggerEvent::EachDrawStep},
        {"At the beginning of each opponent's end step", TriggerEvent::OpponentEndStep},
        {"When ~ enters or dies", TriggerEvent::SelfEntersOrDies},
        {"Whenever ~ deals combat damage to an opponent", TriggerEvent::SelfDealsCombatDamageToOpponent},   // 510.3a
        {"Whenever you cycle or discard another card", TriggerEvent::YouCycleOrDiscardAnother},   // 702.29d
        {"When you cast a spell", TriggerEvent::YouCastSpell},   // the same event as "whenever" (603.1)
        {"Whenever ~ becomes the target of a spell or ability an opponent controls", TriggerEvent::SelfBecomesTargetOfOpponent},
        {"When ~ becomes the target of a spell or ability an opponent controls", TriggerEvent::SelfBecomesTargetOfOpponent},
        {"Whenever a permanent is turned face up", TriggerEvent::PermanentTurnedFaceUp},   // 708.8
        {"When ~ enters or the creature it haunts dies", TriggerEvent::SelfEntersOrHauntedDies},   // 702.55c
        {"When the creature ~ haunts dies", TriggerEvent::HauntedCreatureDies},
        {"Whenever you surveil", TriggerEvent::YouSurveil},   // 701.42
        {"Whenever you scry", TriggerEvent::YouScry},   // round 42, 701.22
        // "When" begins a trigger condition as "whenever" does (603.1); older cards say "When ~ attacks".
        {"When ~ attacks", TriggerEvent::SelfAttacks},
        {"When ~ attacks or blocks", TriggerEvent::SelfAttacksOrBlocks},
        {"When ~ blocks", TriggerEvent::SelfBlocks},
        {"When ~ deals combat damage to a player", TriggerEvent::SelfDealsCombatDamageToPlayer},   // round 39: Varchild
        {"When an opponent casts a spell", TriggerEvent::OpponentCastsSpell},
        {"When a creature attacks you or a planeswalker you control", TriggerEvent::CreatureAttacksYou},   // round 39
        {"Whenever you're dealt damage", TriggerEvent::YouAreDealtDamage},   // 120.3a: any source
        {"Whenever you lose life", TriggerEvent::YouLoseLife},   // 119.3, damage too (120.3a)
        {"Whenever a player draws a card", TriggerEvent::PlayerDrawsCard},   // 121.2
        {"Whenever you attack", TriggerEvent::CreaturesYouControlAttack},   // 508.3a: once per declaration
        // Round 26: once per declaration too, if a creature attacks that player (508.3a)
        {"Whenever one or more creatures attack you", TriggerEvent::CreaturesAttackYou},
        {"Whenever a player attacks enchanted player with one or more creatures", TriggerEvent::PlayerAttacksEnchantedPlayer},
    };
    return heads;
}

using Objects = std::function<std::optional<Selector>(const QString&, bool*)>;

// The events of the ability's controller that name what caused them: "Whenever a source an opponent
// controls deals damage to you" (120.3a; the filter is the source, word "source" when it names no
// kind), "Whenever one or more creatures you control attack" (508.3a; the filter: the attackers, one
// of which must match) and "Whenever one or more +1/+1 counters are put on a creature you control"
// (122.6; the filter: the permanent, or ~ itself).
bool playerEventHead(const QString& head, const Objects& objects, AbilityDef* into)
{
    auto filter = [into](const Selector& s) { into->eventFilter = QSharedPointer<Selector>::create(s); };
    static const QRegularExpression dealtDamage(
        QStringLiteral("^When(?:ever)? (a source( an opponent controls)?|an? (.+?)) deals damage to you$"));
    if (const auto m = dealtDamage.match(head); m.hasMatch()) {
        Selector source;
        if (m.captured(3).isEmpty()) {
            source.word = QStringLiteral("source");
            if (!m.captured(2).isEmpty())
                source.controller = Selector::Who::Opponent;
        } else {
            bool plural = true;
            const auto s = objects(m.captured(3), &plural);
            if (!s || plural || s->isRef() || s->other || s->controller != Selector::Who::Any
                || (!(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty()))
                return false;
            source = *s;
        }
        into->event = TriggerEvent::YouAreDealtDamage;
        filter(source);
        return true;
    }
    // Round 30: "Whenever one or more artifact creatures you control deal combat damage to a player" (510.2):
    // once a step, the same creatures.
    static const QRegularExpression attack(
        QStringLiteral("^Whenever one or more (.+ you control) (attack|deal combat damage to a player)$"));
    if (const auto m = attack.match(head); m.hasMatch()) {
        bool plural = false;
        const auto s = objects(m.captured(1), &plural);
        if (!s || !plural || s->isRef() || s->other || s->controller != Selector::Who::You
            || (!(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty()))
            return false;
        into->event = m.captured(2) == QLatin1String("attack") ? TriggerEvent::CreaturesYouControlAttack
                                                                : TriggerEvent::CreaturesYouControlDealCombatDamageToPlayer;
        filter(*s);
        return true;
    }
    static const QRegularExpression counters(
        QStringLiteral("^Whenever one or more \\+1/\\+1 counters are put on (~|an? (.+)|another (.+))$"));
    if (const auto m = counters.match(head); m.hasMatch()) {
        Selector on;
        if (m.captured(1) == QLatin1String("~")) {
            on.ref = Selector::Ref::Self;
        } else {
            const bool another = !m.captured(3).isEmpty();
            bool plural = true;
            const auto s = objects(another ? QStringLiteral("other ") + m.captured(3) : m.captured(2), &plural);
            if (!s || plural || s->isRef() || s->controller != Selector::Who::You)
                return false;
            on = *s;
        }
        into->event = TriggerEvent::CountersPutOnYourPermanent;
        filter(on);
        return true;
    }
    // Round 42 (122.6): "Whenever you put one or more -1/-1 counters on a creature" (Nest of Scarabs), "Whenever a
    // -1/-1 counter is put on a creature" (Flourishing Defenses, once per counter), "Whenever you put one or more
    // counters on a creature you don't control" (Generous Patron). The filter is the creature.
    static const QRegularExpression youPut(QStringLiteral("^Whenever you put one or more (-1/-1 )?counters on an? (.+)$"));
    static const QRegularExpression minusPut(QStringLiteral("^Whenever a -1/-1 counter is put on an? (.+)$"));
    const auto put = youPut.match(head);
    const auto minus = minusPut.match(head);
    if (put.hasMatch() || minus.hasMatch()) {
        bool plural = true;
        const auto s = objects(put.hasMatch() ? put.captured(2) : minus.captured(1), &plural);
        if (!s || plural || s->isRef() || s->other || !(s->types & quint16(CardType::Creature)))
            return false;
        into->event = minus.hasMatch()     ? TriggerEvent::MinusOneCounterPut
            : !put.captured(1).isEmpty() ? TriggerEvent::YouPutMinusOneCounters
                                         : TriggerEvent::YouPutCounters;
        filter(*s);
        return true;
    }
    return false;
}

// Mana triggered abilities (605.1b): "Whenever you tap a land for mana", "Whenever a player taps a
// nonbasic land for mana", "Whenever an opponent taps a land for mana", "Whenever you tap ~ for mana",
// "Whenever enchanted land is tapped for mana". The filter is the permanent tapped; its controller the
// player who taps it (the controller: only a permanent's controller activates its abilities, 602.2).
bool manaTriggerHead(const QString& head, const Objects& objects,
    const std::function<std::optional<Selector>(const QString&)>& attached, AbilityDef* into)
{
    static const QRegularExpression taps(
        QStringLiteral("^Whenever (you tap|a player taps|an opponent taps) (?:an? (.+)|~) for mana$"));
    static const QRegularExpression isTapped(QStringLiteral("^Whenever (enchanted .+) is tapped for mana$"));
    Selector tapped;
    if (const auto m = taps.match(head); m.hasMatch()) {
        const QString who = m.captured(1);
        if (m.captured(2).isEmpty()) {   // "Whenever you tap ~ for mana" (Zhur-Taa Druid)
            if (who != QLatin1String("you tap"))
                return false;
            tapped.ref = Selector::Ref::Self;
        } else {
            bool plural = true;
            const auto s = objects(m.captured(2), &plural);
            if (!s || plural || s->isRef() || s->other || s->controller != Selector::Who::Any)
                return false;
            tapped = *s;
            tapped.controller = who == QLatin1String("you tap") ? Selector::Who::You
                : who == QLatin1String("an opponent taps")      ? Selector::Who::Opponent
                                                                : Selector::Who::Any;
        }
    } else if (const auto m = isTapped.match(head); m.hasMatch()) {
        // "enchanted Forest" (Utopia Sprawl): the land its Enchant keyword names, which the writer says again.
        static const QRegularExpression enchantedKind(QStringLiteral("^enchanted [A-Z][a-z]+$"));
        const auto s = attached(m.captured(1));
        if (!s && !enchantedKind.match(m.captured(1)).hasMatch())
            return false;
        if (s) {
            tapped = *s;
        } else {
            tapped.ref = Selector::Ref::Attached;
        }
    } else {
        return false;
    }
    into->event = TriggerEvent::TappedForMana;
    into->eventFilter = QSharedPointer<Selector>::create(tapped);
    return true;
}

}   // namespace

std::optional<Selector> OracleParser::attachedObject(const QString& noun) const
{
    // The writer says "enchanted" or "equipped" (303.4, 301.5); round 34: "fortified land" too, a Fortification's
    // own (301.6; Darksteel Garrison), as the writer says it of one.
    const auto fortification = SubtypeRegistry::instance().find(QStringLiteral("Fortification"));
    const bool fortified = noun == QLatin1String("fortified land") && fortification && m_type.hasSubtype(*fortification);
    if (!noun.startsWith(QLatin1String("enchanted ")) && !noun.startsWith(QLatin1String("equipped ")) && !fortified)
        return std::nullopt;
    bool plural = true;
    auto s = objects(noun, &plural);
    if (!s || plural || s->ref != Selector::Ref::Attached)
        return std::nullopt;
    return s;
}

bool OracleParser::moreTriggerEvents(const QString& head, AbilityDef* into) const
{
    if (const auto e = fixedHeads().find(head); e != fixedHeads().end()) {
        into->event = *e;
        return true;
    }
    if (turnSpellHead(head, into))
        return true;
    const Objects objectsOf = [this](const QString& noun, bool* plural) { return objects(noun, plural); };
    if (playerEventHead(head, objectsOf, into))
        return true;
    // One creature the event names beside ~ (509.2a, 509.3c): "a creature", "a creature with flying",
    // "a Wall". The filter is that other creature.
    auto creature = [this](const QString& noun) -> std::optional<Selector> {
        bool plural = true;
        auto s = objects(noun, &plural);
        if (!s || plural || s->isRef() || s->controller != Selector::Who::Any)
            return std::nullopt;
        if (!(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty())
            return std::nullopt;
        return s;
    };
    // The same, whoever controls it ("a creature you control", "a creature an opponent controls").
    auto creatureOfController = [this](const QString& noun) -> std::optional<Selector> {
        bool plural = true;
        auto s = objects(noun, &plural);
        if (!s || plural || s->isRef() || (!(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty()))
            return std::nullopt;
        return s;
    };
    // "Whenever you sacrifice another permanent / a Clue", "When you sacrifice ~" (701.17a).
    static const QRegularExpression sacrifice(QStringLiteral("^When(?:ever)? you sacrifice (?:(another|an?) (.+)|~)$"));
    if (const auto m = sacrifice.match(head); m.hasMatch()) {
        if (m.captured(1).isEmpty()) {
            Selector self;
            self.ref = Selector::Ref::Self;
            into->event = TriggerEvent::YouSacrifice;
            into->eventFilter = QSharedPointer<Selector>::create(self);
            return true;
        }
        bool plural = true;
        const bool another = m.captured(1) == QLatin1String("another");
        const auto s = objects((another ? QStringLiteral("other ") : QString()) + m.captured(2), &plural);
        if (!s || plural || s->isRef() || s->controller != Selector::Who::Any)
            return false;
        into->event = TriggerEvent::YouSacrifice;
        into->eventFilter = QSharedPointer<Selector>::create(*s);
        return true;
    }
    // "Whenever an opponent discards a card / a creature card", "whenever a player discards a card",
    // "whenever you discard a land card" (701.8a): the filter, when there is one, names the card
    // discarded (Waste Not).
    static const QRegularExpression discards(
        QStringLiteral("^Whenever (an opponent discards|a player discards|you discard) (?:a card|an? (.+ card))$"));
    if (const auto m = discards.match(head); m.hasMatch()) {
        const QString who = m.captured(1);
        into->event = who == QLatin1String("an opponent discards") ? TriggerEvent::OpponentDiscards
            : who == QLatin1String("a player discards")          ? TriggerEvent::PlayerDiscards
                                                                  : TriggerEvent::YouDiscard;
        if (m.captured(2).isEmpty())
            return true;
        auto card = cardKinds(m.captured(2));
        if (!card || card->manaValueAtMostX)
            return false;
        card->zone = Zone::Hand;   // as a discard cost names it (OracleCosts.cpp)
        into->eventFilter = QSharedPointer<Selector>::create(*card);
        return true;
    }
    // "Whenever a creature with flying dealt damage by ~ this turn dies" (Trophy Hunter): the filter
    // is the creature that dies.
    static const QRegularExpression damagedBySelf(QStringLiteral("^Whenever an? (.+) dealt damage by ~ this turn dies$"));
    if (const auto m = damagedBySelf.match(head); m.hasMatch()) {
        const auto dying = creature(m.captured(1));
        if (!dying)
            return false;
        into->event = TriggerEvent::CreatureDealtDamageBySelfDies;
        into->eventFilter = QSharedPointer<Selector>::create(*dying);
        return true;
    }
    static const QRegularExpression combat(
        QStringLiteral("^When(?:ever)? ~ (blocks|becomes blocked by|blocks or becomes blocked by) an? (.+)$"));
    if (const auto m = combat.match(head); m.hasMatch()) {
        const auto other = creature(m.captured(2));
        if (!other)
            return false;
        const QString verb = m.captured(1);
        into->event = verb == QLatin1String("blocks")  ? TriggerEvent::SelfBlocksCreature
            : verb == QLatin1String("becomes blocked by") ? TriggerEvent::SelfBecomesBlockedByCreature
                                                          : TriggerEvent::SelfBlocksOrBecomesBlockedByCreature;
        into->eventFilter = QSharedPointer<Selector>::create(*other);
        return true;
    }
    // An object the source is attached to: "Whenever enchanted creature becomes tapped",
    // "At the beginning of the upkeep of enchanted creature's controller".
    auto attached = [this](const QString& noun) { return attachedObject(noun); };
    // Round 23: bestow's "Whenever ~ or enchanted creature attacks / deals combat damage to a player"
    // (Heliod's Emissary, Thassa's Emissary, Spiteful Returned): ~ itself, or the creature it enchants as
    // an Aura (702.103), the filter a union of the two (508.3a, 510.3a).
    static const QRegularExpression selfOrAttached(QStringLiteral(
        "^Whenever ~ or ((?:enchanted|equipped) creature) (attacks|deals combat damage to a player)$"));
    if (const auto m = selfOrAttached.match(head); m.hasMatch()) {
        const auto s = attached(m.captured(1));
        if (!s)
            return false;
        Selector self;
        self.ref = Selector::Ref::Self;
        Selector either;
        either.anyOf = {self, *s};
        into->event = m.captured(2) == QLatin1String("attacks") ? TriggerEvent::Attacks : TriggerEvent::DealsCombatDamageToPlayer;
        into->eventFilter = QSharedPointer<Selector>::create(either);
        return true;
    }
    // Round 34: "When enchanted creature is turned face up" (Fatal Mutation, 708.8): the one permanent it is attached to.
    static const QRegularExpression attachedFaceUp(QStringLiteral("^When(?:ever)? (enchanted creature) is turned face up$"));
    if (const auto m = attachedFaceUp.match(head); m.hasMatch()) {
        const auto s = attached(m.captured(1));
        if (!s)
            return false;
        into->event = TriggerEvent::PermanentTurnedFaceUp;
        into->eventFilter = QSharedPointer<Selector>::create(*s);
        return true;
    }
    // Round 35: the Genju's "When enchanted land / Island is put into a graveyard" (603.6c, 603.10a): the permanent
    // it is attached to, put there from the battlefield whether or not a creature (not "dies", 700.4).
    static const QRegularExpression attachedToGraveyard(QStringLiteral("^When(?:ever)? (enchanted \\S+) is put into a graveyard$"));
    if (const auto m = attachedToGraveyard.match(head); m.hasMatch()) {
        // "enchanted Island" (Genju of the Falls): the land its Enchant keyword names, as Utopia Sprawl's above.
        static const QRegularExpression enchantedKind(QStringLiteral("^enchanted [A-Z][a-z]+$"));
        auto s = attached(m.captured(1));
        if (!s && !enchantedKind.match(m.captured(1)).hasMatch())
            return false;
        if (!s) {
            s = Selector();
            s->ref = Selector::Ref::Attached;
        }
        into->event = TriggerEvent::CardPutIntoGraveyard;
        into->eventFilter = QSharedPointer<Selector>::create(*s);
        return true;
    }
    static const QRegularExpression tapped(QStringLiteral("^(?:When|Whenever) (.+) becomes tapped$"));
    // Round 37: "the end step / draw step of enchanted creature's controller" (Lingering Death, Righteous Authority) is
    // each end step or draw step whose active player controls it, said by the filter (TriggerMatching.cpp).
    static const QRegularExpression upkeepOf(QStringLiteral("^At the beginning of the (upkeep|end step|draw step) of (.+)'s controller$"));
    if (const auto m = tapped.match(head); m.hasMatch()) {
        // Or any one permanent: "Whenever an Island an opponent controls becomes tapped".
        static const QRegularExpression onePermanent(QStringLiteral("^an? (.+)$"));
        auto any = [this](const QString& noun) -> std::optional<Selector> {
            bool plural = true;
            auto s = objects(noun, &plural);
            if (!s || plural || s->isRef() || s->other)
                return std::nullopt;
            return s;
        };
        // Round 35: or one of several kinds, "a Swamp or Mountain or black permanent or red permanent" (Royal Decree,
        // mended from its list): a union, each part a permanent of its kind.
        auto anyOf = [&](const QString& noun) -> std::optional<Selector> {
            if (auto s = any(noun))
                return s;
            const QStringList parts = noun.split(QStringLiteral(" or "));
            if (parts.size() < 3)
                return std::nullopt;
            Selector u;
            for (const QString& p : parts) {
                const auto part = any(p);
                if (!part || !part->anyOf.isEmpty() || part->controller != Selector::Who::Any)
                    return std::nullopt;
                u.anyOf << *part;
            }
            u.word = QStringLiteral("permanent");
            return u;
        };
        const auto one = onePermanent.match(m.captured(1));
        const auto s = one.hasMatch() ? anyOf(one.captured(1)) : attached(m.captured(1));
        if (!s)
            return false;
        into->event = TriggerEvent::BecomesTapped;
        into->eventFilter = QSharedPointer<Selector>::create(*s);
        return true;
    }
    // "Whenever enchanted creature attacks or blocks / deals damage / is dealt damage": the events of
    // the object the source is attached to, or of any creature of a kind (508.3a, 509.2a, 120.3).
    static const QRegularExpression ofAttached(QStringLiteral(
        "^(?:When|Whenever) (.+?) (attacks or blocks|deals damage|deals damage to a player|deals damage to an opponent|is dealt damage)$"));
    if (const auto m = ofAttached.match(head); m.hasMatch()) {
        static const QHash<QString, TriggerEvent> verbs = {{"attacks or blocks", TriggerEvent::AttacksOrBlocks},
            {"deals damage", TriggerEvent::DealsDamage}, {"deals damage to a player", TriggerEvent::DealsDamageToPlayer},
            {"deals damage to an opponent", TriggerEvent::DealsDamageToOpponent},
            {"is dealt damage", TriggerEvent::DealtDamage}};
        // Or any one creature of a kind: "Whenever a Sliver deals damage". Round 25: of a controller too,
        // "Whenever a creature you control / an opponent controls is dealt damage" (Rite of Passage, Kazarov):
        // the one object the event names, its controller seen from ~'s (the filter's "you").
        const QString noun = m.captured(1);
        const bool article = noun.startsWith(QLatin1String("a ")) || noun.startsWith(QLatin1String("an "));
        // Round 30: not one creature ("a source you control other than ~"): the later readers may know it.
        if (const auto s = article ? creatureOfController(noun.section(QLatin1Char(' '), 1)) : attached(noun)) {
            into->event = verbs.value(m.captured(2));
            into->eventFilter = QSharedPointer<Selector>::create(*s);
            return true;
        }
    }
    if (manaTriggerHead(head, objectsOf, attached, into))
        return true;
    // Round 34: "Whenever ~ becomes the target of an Aura spell" (Fugitive Druid, 115.1): the filter names the spell,
    // anyone's, not an ability.
    static const QRegularExpression targetOfSpell(QStringLiteral("^When(?:ever)? ~ becomes the target of an? (.+) spell$"));
    if (const auto m = targetOfSpell.match(head); m.hasMatch()) {
        const auto spell = spellFilter(m.captured(1));
        if (!spell || spell->controller != Selector::Who::Any)
            return false;
        into->event = TriggerEvent::SelfBecomesTarget;
        into->eventFilter = QSharedPointer<Selector>::create(*spell);
        return true;
    }
    // Round 43: "Whenever ~ becomes the target of a spell an opponent controls" (Reality Smasher, 115.1): a spell, not an
    // ability, the filter naming it as Fugitive Druid's does.
    if (head == QLatin1String("Whenever ~ becomes the target of a spell an opponent controls")) {
        Selector spell;
        spell.word = QStringLiteral("spell");
        into->event = TriggerEvent::SelfBecomesTargetOfOpponent;
        into->eventFilter = QSharedPointer<Selector>::create(spell);
        return true;
    }
    // Round 18: becoming a target or blocked, a card put into a graveyard (OracleTargetEvents.cpp).
    if (targetedHead(head, objectsOf, attached, into) || blockedHead(head, objectsOf, attached, into)
        || graveyardCardHead(head, [this](const QString& kinds) { return cardKinds(kinds); }, into))
        return true;
    // A Curse's "At the beginning of enchanted player's upkeep" (303.4, 702.5c): the player it is attached to.
    if (head == QLatin1String("At the beginning of enchanted player's upkeep")) {
        Selector player;
        player.ref = Selector::Ref::Attached;
        player.word = QStringLiteral("player");
        into->event = TriggerEvent::EnchantedControllerUpkeep;
        into->eventFilter = QSharedPointer<Selector>::create(player);
        return true;
    }
    // Round 37: "At the beginning of the chosen player's upkeep" (Energy Vortex): each upkeep whose active player is the
    // one chosen as ~ entered, the filter's controller "chosen" (as Sewer Nemesis' cast, OracleTriggerFilters.cpp).
    if (head == QLatin1String("At the beginning of the chosen player's upkeep")) {
        Selector player;
        player.controller = Selector::Who::Chosen;
        into->event = TriggerEvent::EachUpkeep;
        into->eventFilter = QSharedPointer<Selector>::create(player);
        return true;
    }
    // Round 34: a Curse's "Whenever enchanted player draws a card" (Curse of Fool's Wisdom, 121.2): that player's draws.
    if (head == QLatin1String("Whenever enchanted player draws a card")) {
        Selector player;
        player.ref = Selector::Ref::Attached;
        player.word = QStringLiteral("player");
        into->event = TriggerEvent::PlayerDrawsCard;
        into->eventFilter = QSharedPointer<Selector>::create(player);
        return true;
    }
    if (const auto m = upkeepOf.match(head); m.hasMatch()) {
        const auto s = attached(m.captured(2));
        if (!s)
            return false;
        const QString step = m.captured(1);
        into->event = step == QLatin1String("upkeep") ? TriggerEvent::EnchantedControllerUpkeep
            : step == QLatin1String("end step")       ? TriggerEvent::EndStep
                                                      : TriggerEvent::EachDrawStep;
        into->eventFilter = QSharedPointer<Selector>::create(*s);
        return true;
    }
    if (playerActionHead(head, into))   // round 45: activating an ability, an opponent's life, energy, you targeted
        return true;
    return playEventHeads(head, into);
}

}   // namespace strata::import
