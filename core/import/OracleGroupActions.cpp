#include "OracleGroupActions.h"
#include "OracleAurasAttached.h"
#include "OracleRadiance.h"
#include "OracleRankedPower.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Round 19 (issue 16): instructions about a group of objects.
// - "Return all attacking creatures to their owners' hands" (Aetherize, Sunder, Inundate): every object
//   the selector names (Action::each).
// - "Untap up to seven lands" (Great Whale, Palinchron, Rewind): some of them, chosen as the instruction
//   is performed (Action::pick, 608.2d), not targeted (115.10).
// - "Destroy target artifact and all other artifacts with the same name as that artifact" (Echoing Ruin,
//   Bile Blight's "… get -3/-3 until end of turn"): the target and the objects whose name is its name as
//   the spell resolves (Selector::sameNameAsTarget, 201.2).
// - Round 21: "exile a land you control" (Wormfang Newt): one of yours, chosen as it resolves (Action::pick).

namespace strata::import {

namespace {

// "all other creatures with the same name as that creature": the plural noun and its singular must be
// one noun ("artifacts" / "artifact"), without qualities of its own beyond its kind.
std::optional<Selector> sameNameGroup(const QString& plural, const QString& singular, const ObjectsOf& objects)
{
    bool many = false, one = true;
    auto group = objects(plural, &many);
    auto kind = objects(singular, &one);
    if (!group || !kind || !many || one || group->isRef())
        return std::nullopt;
    // Round 39: "all other nonland permanents that player controls with the same name as that permanent"
    // (Deputy of Detention): the group may be narrower than the noun, by a type it lacks and its player.
    Selector bare = *group;
    bare.notTypes = 0;
    bare.whose.clear();
    if (!(*group == *kind) && !(bare == *kind && group->whose != QLatin1String("defending_player")))
        return std::nullopt;
    group->sameNameAsTarget = true;
    return group;
}

// "target artifact and all other artifacts with the same name as that artifact": the one target it
// names first, then the group.
std::optional<Selector> targetAndSameName(const QString& phrase, const ObjectsOf& objects, const TargetOf& target,
    AbilityDef* into)
{
    static const QRegularExpression re(
        QStringLiteral("^(target [^,]+?) and all other (.+) with the same name as that (.+)$"));
    const auto m = re.match(phrase);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return std::nullopt;
    auto group = sameNameGroup(m.captured(2), m.captured(3), objects);
    if (!group)
        return std::nullopt;
    Selector::Ref r = Selector::Ref::None;
    if (!target(m.captured(1), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
        into->targets.clear();
        return std::nullopt;
    }
    // "that player" is the one the target names, "target nonland permanent an opponent controls": its
    // controller as the ability resolves (608.2h), whatever the trigger's event names.
    if (group->whose == QLatin1String("that_player")) {
        if (into->targets[0].controller != Selector::Who::Opponent) {
            into->targets.clear();
            return std::nullopt;
        }
        group->whose = QStringLiteral("controller_of_target");
    }
    return group;
}

// "counter target spell if it's blue", "destroy target permanent if it's red" (Pyroblast, Hydroblast):
// the target is any spell or permanent, and the instruction does something only if it is of that
// colour as it resolves (Condition::TargetIs; 608.2b: the target stays legal).
bool ifItsColor(const QString& s, const TargetOf& target, Action* a, AbilityDef* into)
{
    static const QRegularExpression re(
        QStringLiteral("^(counter|destroy) (target spell|target permanent) if it's (white|blue|black|red|green)$"));
    const auto m = re.match(s);
    Selector::Ref r = Selector::Ref::None;
    if (!m.hasMatch() || !into->targets.isEmpty() || (m.captured(1) == QLatin1String("counter")) != m.captured(2).endsWith(QLatin1String("spell")))
        return false;
    if (!target(m.captured(2), into, &r) || r != Selector::Ref::Target) {
        into->targets.clear();
        return false;
    }
    Selector color;
    color.colors = ColorSet::of(*colorFromName(m.captured(3)));
    Condition c;
    c.kind = Condition::Kind::TargetIs;
    c.filter = QSharedPointer<Selector>::create(color);
    a->kind = m.captured(1) == QLatin1String("counter") ? ActionKind::CounterSpell : ActionKind::Destroy;
    a->object = Selector();
    a->object->ref = Selector::Ref::Target;
    a->condition = c;
    return true;
}

}   // namespace

std::optional<Condition> attachedCountersCondition(const QString& text, const Action& before, const AbilityDef& ability)
{
    static const QRegularExpression re(QStringLiteral("^it has (two|three|four|five|six|seven) or more (\\S+) counters on it$"));
    const auto m = re.match(text);
    const bool onIt = before.kind == ActionKind::PutCounter && before.object
        && (before.object->ref == Selector::Ref::It || before.object->ref == Selector::Ref::Attached);
    const bool ofEnchanted = ability.kind == AbilityDef::Kind::Triggered && ability.eventFilter
        && ability.eventFilter->ref == Selector::Ref::Attached;
    if (!m.hasMatch() || !onIt || !ofEnchanted || m.captured(2) != before.counters.kind)
        return std::nullopt;
    Condition c;
    c.kind = Condition::Kind::AttachedCountersAtLeast;
    c.n = *numberWord(m.captured(1));
    c.counterKind = m.captured(2);
    return c;
}

bool groupAction(const QString& s, const ObjectsOf& objects, const TargetOf& target, const PredicateOf& predicate,
    Action* out, AbilityDef* into)
{
    static const QRegularExpression returnAll(
        QStringLiteral("^return (all .+|target .+ and all other .+) to their (?:owners' hands|owner's hand)$"));
    static const QRegularExpression untapUpTo(QStringLiteral("^untap up to (two|three|four|five|six|seven) (.+)$"));
    // Round 20: "tap any number of untapped creatures you control" (Harmony of Nature): as many as its
    // controller chooses as it resolves (608.2d), Selector::kAnyNumber "up to".
    static const QRegularExpression tapAny(QStringLiteral("^tap any number of (untapped .+)$"));
    // Round 36: "sacrifice any number of lands" (Mana Seism, Reprocess): as many of yours as you choose as it resolves.
    static const QRegularExpression sacrificeAny(QStringLiteral("^sacrifice any number of (.+)$"));
    // Round 38: "exile any number of other nontoken creatures you control" (Lumbering Battlement, before "until ~ leaves
    // the battlefield"): as many of your permanents as you choose as it resolves (608.2d), not targeted (115.10).
    static const QRegularExpression exileAny(QStringLiteral("^exile any number of ([^,]+ you control)$"));
    static const QRegularExpression destroyOrExile(QStringLiteral("^(destroy|exile) (target .+ and all other .+)$"));
    static const QRegularExpression getsUntilEot(
        QStringLiteral("^(target .+ and all other .+ with the same name as that \\S+) (get [+-]\\d+/[+-]\\d+) until end of turn$"));
    // Round 21: "exile a land you control" (Wormfang Newt, Wormfang Turtle): one permanent of yours,
    // chosen as the instruction is performed (608.2d), not targeted (115.10).
    static const QRegularExpression exileOne(QStringLiteral("^exile an? ([^,]+ you control)$"));
    // "put a creature you control on top of its owner's library" (Nulltread Gargantuan), the same choice.
    static const QRegularExpression topOne(QStringLiteral("^put an? ([^,]+ you control) on top of its owner's library$"));
    if (radianceAction(s, objects, target, predicate, out, into))   // round 41 (OracleRadiance.cpp)
        return true;
    if (aurasAttachedAction(s, objects, target, out, into))   // round 41 (OracleAurasAttached.cpp)
        return true;
    if (rankedCardToHand(s, objects, out))   // round 41: Desecrator Hag (OracleRankedPower.cpp)
        return true;
    const int targetsBefore = into->targets.size();
    Action a;
    const auto exiled = exileOne.match(s);
    const auto onTop = exiled.hasMatch() ? QRegularExpressionMatch() : topOne.match(s);
    if (const auto& m = exiled.hasMatch() ? exiled : onTop; m.hasMatch() && !m.captured(1).contains(QLatin1String("target"))) {
        bool plural = true;
        const auto what = objects(m.captured(1), &plural);
        if (!what || plural || what->isRef() || what->where != Selector::Where::Battlefield || what->controller != Selector::Who::You)
            return false;
        a.kind = exiled.hasMatch() ? ActionKind::Exile : ActionKind::PutOnLibrary;
        if (a.kind == ActionKind::PutOnLibrary)
            a.text = QStringLiteral("top");
        a.object = *what;
        a.pick = 1;
        *out = a;
        return true;
    }
    // Round 21: "exile all cards from your hand" (Wormfang Behemoth), "exile all creature cards from your
    // graveyard" (Zombie Mob): every card of yours in that zone the noun names (Action::each), linked
    // to the source that exiled them (607.2a) when a permanent's ability does it.
    // Round 26: "shuffle all creature cards from your graveyard into your library" (Rooting Kavu, Barishi):
    // those cards into your library, then the shuffle (701.24). A set, not "self" or a target, is every
    // card it names to `shuffle_into_library` already, so no `each` (which the card format keeps to the
    // three actions that choose otherwise).
    static const QRegularExpression exileAllFrom(QStringLiteral(
        "^(?:exile all ([^,]*cards) from your (hand|graveyard)|shuffle all ([^,]*cards) from your (graveyard) into your library)$"));
    if (const auto m = exileAllFrom.match(s); m.hasMatch()) {
        const bool shuffled = m.captured(1).isEmpty();
        const QString cards = m.captured(shuffled ? 3 : 1), zoneWord = m.captured(shuffled ? 4 : 2);
        if (cards.contains(QLatin1String("target")))
            return false;
        bool plural = false;
        const auto what = objects(QStringLiteral("%1 in your %2").arg(cards, zoneWord), &plural);
        const Zone zone = zoneWord == QLatin1String("hand") ? Zone::Hand : Zone::Graveyard;
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Specific || what->zone != zone || !what->ownerYou)
            return false;
        a.kind = shuffled ? ActionKind::ShuffleIntoLibrary : ActionKind::Exile;
        a.object = *what;
        a.each = !shuffled;
        *out = a;
        return true;
    }
    // Round 34: "exile all creature cards from all graveyards" (Honor the Fallen): every such card in every
    // graveyard as the spell resolves (608.2h), the kind read as "… in your graveyard" says, then anyone's.
    static const QRegularExpression exileAllGraveyards(QStringLiteral("^exile all ([^,]+ cards) from all graveyards$"));
    if (const auto m = exileAllGraveyards.match(s); m.hasMatch() && !s.contains(QLatin1String("target"))) {
        bool plural = false;
        auto what = objects(m.captured(1) + QStringLiteral(" in your graveyard"), &plural);
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Specific || what->zone != Zone::Graveyard
            || !what->ownerYou || !what->whose.isEmpty())
            return false;
        what->ownerYou = false;
        a.kind = ActionKind::Exile;
        a.object = *what;
        a.each = true;
        *out = a;
        return true;
    }
    // Round 32: "return all legendary permanent cards from your graveyard to the battlefield" (Primevals' Glorious
    // Rebirth): every card of yours there the noun names, as the spell resolves (608.2h); a set, not a target.
    // Round 33: "put all land cards from your graveyard onto the battlefield tapped" (World Shaper): the same
    // move in older words (a card put onto the battlefield from a graveyard is returned there), tapped (110.5b).
    // Round 35: "return all cards named ~ from your graveyard to the battlefield" (Demigod of Revenge): every card of
    // ~'s name there (201.2), as a count of them reads it; the spell cast is on the stack, not among them.
    static const QRegularExpression reanimateAll(QStringLiteral(
        "^(?:return all ([^,]*cards(?: named ~)?) from your graveyard to|put all ([^,]*cards) from your graveyard onto) the battlefield( tapped)?$"));
    if (const auto m = reanimateAll.match(s); m.hasMatch() && !s.contains(QLatin1String("target"))) {
        const QString cards = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        bool plural = false;
        auto what = objects(cards + QStringLiteral(" in your graveyard"), &plural);
        // "legendary permanent cards": cards with a permanent type (110.4), as a search names them.
        static const QString permanentCards = QStringLiteral("permanent cards");
        if (!what && cards.endsWith(permanentCards)) {
            what = objects(cards.chopped(int(qstrlen(" cards"))) + QLatin1Char('s'), &plural);
            if (!what || !plural || what->word != QLatin1String("permanent") || what->controller != Selector::Who::Any
                || what->tapped || what->attacking || !what->hasKeyword.isEmpty() || what->other)
                return false;
            what->word = QStringLiteral("permanent_card");
            what->where = Selector::Where::Specific;
            what->zone = Zone::Graveyard;
            what->ownerYou = true;
        }
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Specific || what->zone != Zone::Graveyard
            || !what->ownerYou)
            return false;
        a.kind = ActionKind::ReturnFromGraveyard;
        a.tapped = !m.captured(3).isEmpty();
        a.object = *what;
        *out = a;
        return true;
    }
    // Round 34: "each player returns all black and all red creature cards from their graveyard to the battlefield"
    // (Balthor the Defiled, Twilight's Call): every such card in every graveyard, each put onto the battlefield
    // by its owner, who controls it (110.2a); "all black and all red" is either colour, the writer's "black or red".
    // Round 35: or "all cards named ~" (Myr Servitor), the card's own name (201.2).
    static const QRegularExpression eachPlayerReanimates(
        QStringLiteral("^each player returns all ([^,]*cards|cards named ~) from their graveyard to the battlefield$"));
    if (const auto m = eachPlayerReanimates.match(s); m.hasMatch() && !s.contains(QLatin1String("target"))) {
        static const QRegularExpression twoColors(
            QStringLiteral("^(white|blue|black|red|green) and all (white|blue|black|red|green) "));
        const QString cards = QString(m.captured(1)).replace(twoColors, QStringLiteral("\\1 or \\2 "));
        bool plural = false;
        auto what = objects(cards + QStringLiteral(" in your graveyard"), &plural);
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Specific || what->zone != Zone::Graveyard
            || !what->ownerYou || !what->whose.isEmpty())
            return false;
        what->ownerYou = false;   // in each player's graveyard
        a.kind = ActionKind::ReturnFromGraveyard;
        a.object = *what;
        a.who = QStringLiteral("owner");
        *out = a;
        return true;
    }
    // Round 33: "return all Zombie cards from all graveyards to their owners' hands" (Infernal Caretaker): every such
    // card in every graveyard as it resolves, each to its owner's hand (400.3, 608.2h); a set, not a target.
    // Round 34: "exile all artifact and enchantment cards from all graveyards" (Saprazzan Bailiff), the same set
    // exiled (406.1); "exile all cards from all graveyards" alone stays the player zones' reading.
    static const QRegularExpression allGraveyardsToHands(QStringLiteral(
        "^(?:return all ([^,]*cards) (?:from|in) all graveyards to their owners' hands|exile all ([^,]+ cards) from all graveyards)$"));
    if (const auto m = allGraveyardsToHands.match(s); m.hasMatch() && !s.contains(QLatin1String("target"))) {
        const bool exiled = !m.captured(2).isEmpty();
        // The kind read as "… in your graveyard" says, then in any player's graveyard (no owner).
        bool plural = false;
        auto what = objects(m.captured(exiled ? 2 : 1) + QStringLiteral(" in your graveyard"), &plural);
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Specific || what->zone != Zone::Graveyard
            || !what->ownerYou || !what->whose.isEmpty())
            return false;
        what->ownerYou = false;
        a.kind = exiled ? ActionKind::Exile : ActionKind::ReturnToHand;
        a.object = *what;
        a.each = true;
        *out = a;
        return true;
    }
    // Round 34: "return all creature cards with power 2 or less from your graveyard to your hand" (Dusk // Dawn's
    // Dawn), "return all instant and sorcery cards from your graveyard to your hand" (Metallurgic Summonings): every card of yours there the noun names, as the spell resolves (608.2h), to your hand (400.3: its
    // owner's); the same ReturnToHand of a set as Infernal Caretaker's, with your graveyard only.
    static const QRegularExpression yourGraveyardToHand(
        QStringLiteral("^return all ([^,]*cards(?: with power \\d+ or less)?) from your graveyard to your hand$"));
    if (const auto m = yourGraveyardToHand.match(s); m.hasMatch() && !s.contains(QLatin1String("target"))) {
        // "… cards with power 2 or less": the card's printed power in the graveyard (208.1), as a battlefield
        // set's "with power 2 or less" is read.
        static const QRegularExpression withPower(QStringLiteral("^(.+ cards) with power (\\d+) or less$"));
        const auto p = withPower.match(m.captured(1));
        bool plural = false;
        auto what = objects((p.hasMatch() ? p.captured(1) : m.captured(1)) + QStringLiteral(" in your graveyard"), &plural);
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Specific || what->zone != Zone::Graveyard
            || !what->ownerYou || !what->whose.isEmpty() || (p.hasMatch() && what->powerAtMost))
            return false;
        if (p.hasMatch())
            what->powerAtMost = p.captured(2).toInt();
        a.kind = ActionKind::ReturnToHand;
        a.object = *what;
        a.each = true;
        *out = a;
        return true;
    }
    // Round 30: "exile all cards from target opponent's hand" (Hypnox): every card in the hand of the ability's
    // one player target (108.3: the cards it owns there), linked to the source like Wormfang Behemoth's.
    static const QRegularExpression exileTargetsHand(QStringLiteral("^exile all cards from (target (?:opponent|player))'s hand$"));
    if (const auto m = exileTargetsHand.match(s); m.hasMatch() && into->targets.isEmpty()) {
        Selector::Ref r;
        const auto player = target(m.captured(1), into, &r);
        if (!player || r != Selector::Ref::Target || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
        Selector cards;
        cards.word = QStringLiteral("card");
        cards.where = Selector::Where::Specific;
        cards.zone = Zone::Hand;
        cards.whose = QStringLiteral("target_player");
        a.kind = ActionKind::Exile;
        a.object = cards;
        a.each = true;
        *out = a;
        return true;
    }
    // Round 34: cards of a kind in the one target player's graveyard (404.2), read as "… in your graveyard" reads
    // them, then of that player's, every such card as the spell resolves: "exile all creature cards from target
    // player's graveyard" (Necromancer's Covenant), "target player exiles all land cards from their graveyard"
    // (Mudhole: that player exiles them, `who`), "shuffle all creature cards from target player's graveyard into
    // that player's library" (Repopulate, 701.24).
    static const QRegularExpression targetPlayersGraveyard(QStringLiteral(
        "^(?:exile all (?<exiled>[^,]+ cards) from (?<of>target (?:opponent|player))'s graveyard"
        "|(?<exiler>target (?:opponent|player)) exiles all (?<own>[^,]*cards) from their graveyard"
        "|shuffle all (?<shuffled>[^,]*cards) from (?<into>target (?:opponent|player))'s graveyard into that player's library)$"));
    if (const auto m = targetPlayersGraveyard.match(s); m.hasMatch() && into->targets.isEmpty()) {
        const bool shuffled = !m.captured(u"shuffled").isEmpty(), byThem = !m.captured(u"exiler").isEmpty();
        const QString kinds = shuffled ? m.captured(u"shuffled") : byThem ? m.captured(u"own") : m.captured(u"exiled");
        const QString player = shuffled ? m.captured(u"into") : byThem ? m.captured(u"exiler") : m.captured(u"of");
        bool plural = false;
        auto what = kinds.contains(QLatin1String("target")) ? std::nullopt : objects(kinds + QStringLiteral(" in your graveyard"), &plural);
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Specific || what->zone != Zone::Graveyard
            || !what->ownerYou || !what->whose.isEmpty())
            return false;
        Selector::Ref r;
        if (!target(player, into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
        what->ownerYou = false;
        what->whose = QStringLiteral("target_player");
        a.kind = shuffled ? ActionKind::ShuffleIntoLibrary : ActionKind::Exile;
        a.object = *what;
        a.each = !shuffled;
        if (byThem)
            a.who = QStringLiteral("target_player");
        *out = a;
        return true;
    }
    // Round 21: "return two lands you control to their owner's hand" (Khalni Gem): that many of yours,
    // chosen as it resolves (608.2d).
    static const QRegularExpression returnSome(QStringLiteral("^return (two|three) ([^,]+ you control) to their owner's hand$"));
    if (const auto m = returnSome.match(s); m.hasMatch() && !m.captured(2).contains(QLatin1String("target"))) {
        bool plural = false;
        const auto what = objects(m.captured(2), &plural);
        if (!what || !plural || what->isRef() || what->where != Selector::Where::Battlefield || what->controller != Selector::Who::You)
            return false;
        a.kind = ActionKind::ReturnToHand;
        a.object = *what;
        a.pick = *numberWord(m.captured(1));
        *out = a;
        return true;
    }
    // Round 22: "put two target lands on top of their owners' libraries" (Plow Under), "put all creatures on
    // the bottom of their owners' libraries" (Hallowed Burial): each object to its owner's library (401.4).
    static const QRegularExpression onLibraries(QStringLiteral("^put (all .+|two target .+) on (top|the bottom) of their owners' libraries$"));
    if (const auto m = onLibraries.match(s); m.hasMatch()) {
        bool plural = false;
        Selector::Ref r = Selector::Ref::None;
        const bool all = m.captured(1).startsWith(QLatin1String("all "));
        const auto what = all ? objects(m.captured(1).mid(4), &plural) : target(m.captured(1), into, &r);
        if (!what || (all ? !plural || what->isRef() || what->where != Selector::Where::Battlefield : r != Selector::Ref::Targets)) {
            into->targets.resize(targetsBefore);
            return false;
        }
        a.kind = ActionKind::PutOnLibrary;
        a.object = *what;
        a.each = all;
        a.text = m.captured(2) == QLatin1String("top") ? QStringLiteral("top") : QStringLiteral("bottom");
        *out = a;
        return true;
    }
    if (ifItsColor(s, target, &a, into)) {
        *out = a;
        return true;
    }
    if (const auto m = returnAll.match(s); m.hasMatch()) {
        std::optional<Selector> what;
        if (m.captured(1).startsWith(QLatin1String("all "))) {
            bool plural = false;
            what = objects(m.captured(1).mid(4), &plural);
            if (!what || !plural || what->isRef())
                return false;
        } else {
            what = targetAndSameName(m.captured(1), objects, target, into);
        }
        if (!what)
            return false;
        a.kind = ActionKind::ReturnToHand;
        a.each = true;
        a.object = *what;
    } else if (const auto m = tapAny.match(s); m.hasMatch()) {
        bool plural = false;
        auto what = objects(m.captured(1), &plural);
        if (!what || !plural || what->isRef() || what->tapped != false || m.captured(1).contains(QLatin1String("target")))
            return false;
        a.kind = ActionKind::Tap;
        a.object = *what;
        a.pick = Selector::kAnyNumber;
        a.pickUpTo = true;
    } else if (const auto m = sacrificeAny.match(s); m.hasMatch()) {
        bool plural = false;
        auto what = objects(m.captured(1), &plural);
        if (!what || !plural || what->isRef() || what->controller != Selector::Who::Any || what->other
            || what->where != Selector::Where::Battlefield || m.captured(1).contains(QLatin1String("target")))
            return false;
        a.kind = ActionKind::Sacrifice;
        a.who = QStringLiteral("you");
        a.object = *what;
        a.pick = Selector::kAnyNumber;
        a.pickUpTo = true;
    } else if (const auto m = exileAny.match(s); m.hasMatch()) {
        bool plural = false;
        auto what = objects(m.captured(1), &plural);
        if (!what || !plural || what->isRef() || what->controller != Selector::Who::You
            || what->where != Selector::Where::Battlefield || m.captured(1).contains(QLatin1String("target")))
            return false;
        a.kind = ActionKind::Exile;
        a.object = *what;
        a.pick = Selector::kAnyNumber;
        a.pickUpTo = true;
    } else if (const auto m = untapUpTo.match(s); m.hasMatch()) {
        bool plural = false;
        auto what = objects(m.captured(2), &plural);
        if (!what || !plural || what->isRef() || m.captured(2).contains(QLatin1String("target")))
            return false;
        a.kind = ActionKind::Untap;
        a.object = *what;
        a.pick = *numberWord(m.captured(1));
        a.pickUpTo = true;
    } else if (const auto m = destroyOrExile.match(s); m.hasMatch()) {
        auto what = targetAndSameName(m.captured(2), objects, target, into);
        if (!what)
            return false;
        a.kind = m.captured(1) == QLatin1String("destroy") ? ActionKind::Destroy : ActionKind::Exile;
        a.object = *what;
    } else if (const auto m = getsUntilEot.match(s); m.hasMatch()) {
        auto what = targetAndSameName(m.captured(1), objects, target, into);
        ContinuousDef c;
        if (!what || !predicate(m.captured(2), *what, true, &c.ops)) {
            into->targets.resize(targetsBefore);
            return false;
        }
        c.affects = QSharedPointer<Selector>::create(*what);
        c.duration = Duration::EndOfTurn;
        a.kind = ActionKind::Continuous;
        a.continuous = c;
    } else {
        return false;
    }
    *out = a;
    return true;
}

}   // namespace strata::import
