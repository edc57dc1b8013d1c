#include "OracleParser.h"
#include "OracleRankedPower.h"
#include "OracleStatusQualifiers.h"
#include "OracleWords.h"
#include "RoundTripWordings.h"
#include "cards/CardParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

std::optional<CardType> typeWord(const QString& w, bool* plural)
{
    static const QStringList names = {"kindred", "enchantment", "artifact", "land", "creature", "planeswalker", "battle",
        "instant", "sorcery"};
    static const CardType types[] = {CardType::Kindred, CardType::Enchantment, CardType::Artifact, CardType::Land,
        CardType::Creature, CardType::Planeswalker, CardType::Battle, CardType::Instant, CardType::Sorcery};
    const QString lower = w.toLower();
    for (int i = 0; i < names.size(); ++i) {
        if (lower == names[i]) {
            *plural = false;
            return types[i];
        }
        if (lower == names[i] + QLatin1Char('s') || (names[i] == QLatin1String("sorcery") && lower == QLatin1String("sorceries"))) {
            *plural = true;
            return types[i];
        }
    }
    return std::nullopt;
}

}   // namespace

// "creatures you control", "other Elves you control", "nonbasic lands", "white creatures",
// "enchanted creature", "artifact creatures your opponents control", "creature with flying".
std::optional<Selector> OracleParser::objects(QString phrase, bool* pluralOut) const
{
    phrase = phrase.trimmed();
    Selector s;
    bool plural = false;
    // "Goblins you control and Elementals you control": a union of two sets, each with its controller.
    static const QRegularExpression twoSets(QStringLiteral("^(.+ you control) and (.+ you control)$"));
    if (const auto m = twoSets.match(phrase); m.hasMatch()) {
        const auto both = unionOfSets(m.captured(1), m.captured(2));
        if (both && pluralOut)
            *pluralOut = true;
        return both;
    }
    // "Servos and Thopters you control": either creature type, the controller said once for both; round 32,
    // so "Merfolk and/or Faeries you control" (Silvergill Douser; Merfolk's plural is its name).
    static const QRegularExpression twoKinds(QStringLiteral("^([A-Z]\\w+) and(?:/or)? ([A-Z]\\w+) you control$"));
    if (const auto m = twoKinds.match(phrase); m.hasMatch()) {
        bool p1 = false, p2 = false;
        const auto a = objects(m.captured(1) + QStringLiteral(" you control"), &p1);
        const auto b = objects(m.captured(2) + QStringLiteral(" you control"), &p2);
        const auto several = [](const std::optional<Selector>& x, bool p) {
            return p || (x->subtypes.size() == 1 && ownPluralSubtype(x->subtypes.first()));
        };
        if (!a || !b || a->subtypes.size() != 1 || b->subtypes.size() != 1 || !several(a, p1) || !several(b, p2) || a->types || b->types)
            return std::nullopt;
        s.anyOf = {*a, *b};
        if (pluralOut)
            *pluralOut = true;
        return s;
    }
    if (phrase == granterMark()) {   // 607.2: the card whose ability grants the quoted one
        s.ref = Selector::Ref::Granter;
        if (pluralOut)
            *pluralOut = false;
        return s;
    }
    if (phrase == QLatin1String("~")) {
        s.ref = Selector::Ref::Self;
        if (pluralOut)
            *pluralOut = false;
        return s;
    }
    // In a delayed trigger's action, what the actions before it named (OracleDelayedActions.cpp).
    if (m_earlierObject != Selector::Ref::None) {
        // "the creature" (Sneak Attack) is the older "that creature".
        static const QRegularExpression earlier(QStringLiteral("^(?:it|that (card|creature|permanent|token)|the (creature))$"));
        if (const auto m = earlier.match(phrase); m.hasMatch()) {
            const QString noun = m.captured(1) + m.captured(2);
            const bool fits = noun.isEmpty() || (noun == QLatin1String("token") ? m_earlierObject == Selector::Ref::Created
                                                                               : m_earlierObject == Selector::Ref::It);
            if (!fits)
                return std::nullopt;
            s.ref = m_earlierObject;
            if (noun.isEmpty())
                s.word = QStringLiteral("it");
            else if (noun == QLatin1String("creature") && m_earlierObject == Selector::Ref::It)
                s.word = noun;   // "that creature", whatever noun the trigger's event had
            if (pluralOut)
                *pluralOut = false;
            return s;
        }
    }
    // "That creature" of a trigger whose event names an object: that object (603.7c), written back
    // with the event's noun, so a card's other noun ("that Sliver") reads back otherwise.
    // Round 24: also a creature type ("destroy that Wall at end of combat" after "becomes blocked by a Wall").
    static const QRegularExpression eventObject(QStringLiteral("^that (creature|land|permanent|artifact|[A-Z][a-z]+)$"));
    const auto named = eventObject.match(phrase);
    if (m_eventObject && named.hasMatch() && (!named.captured(1).at(0).isUpper() || singularCreatureType(named.captured(1)))) {
        s.ref = Selector::Ref::It;
        if (pluralOut)
            *pluralOut = false;
        return s;
    }
    // "Whenever equipped creature attacks, put a +1/+1 counter on it": the same object, as "it".
    if (m_eventIt && phrase == QLatin1String("it")) {
        s.ref = Selector::Ref::It;
        s.word = QStringLiteral("it");
        if (pluralOut)
            *pluralOut = false;
        return s;
    }
    // Round 37: also an Aura's basic land type ("enchanted Island", Genju of the Falls).
    static const QRegularExpression attached(QStringLiteral("^(enchanted|equipped|fortified) (creature|permanent|land|artifact|"
        "enchantment|planeswalker|equipment|Plains|Island|Swamp|Mountain|Forest)$"), QRegularExpression::CaseInsensitiveOption);
    if (attached.match(phrase).hasMatch()) {
        s.ref = Selector::Ref::Attached;
        if (pluralOut)
            *pluralOut = false;
        return s;
    }
    // Favor of the Mighty: "each creature with the highest mana value" (among those the rest selects).
    for (const QLatin1String highest : {QLatin1String(" with the highest mana value"),
             QLatin1String(" with the highest converted mana cost")})
        if (phrase.endsWith(highest) && !s.highestManaValue) {
            auto rest = objects(phrase.chopped(highest.size()), pluralOut);
            if (!rest || rest->isRef() || !rest->anyOf.isEmpty())
                return std::nullopt;
            rest->highestManaValue = true;
            return rest;
        }
    // Round 41: "… with the greatest power among creatures they control" (OracleRankedPower.cpp).
    if (auto rankedSet = rankedByPower(phrase, [this](const QString& p, bool* plural) { return objects(p, plural); }, pluralOut))
        return rankedSet;
    // Round 22: "all creatures with converted mana cost 3 or less" (Ritual of Soot, Culling Sun), "… 4 or greater": a
    // limit on each object's mana value (202.3), as a target has; round 34, both for "… X" (Crime): exactly X.
    static const QRegularExpression manaValueLimit(
        QStringLiteral("^(.+) with (?:converted mana cost|mana value) (\\d+|X)(?: or (less|greater))?$"));
    if (const auto m = manaValueLimit.match(phrase); m.hasMatch()) {
        auto rest = objects(m.captured(1), pluralOut);
        if (!rest || rest->isRef() || !rest->anyOf.isEmpty() || rest->manaValueAtMost || rest->manaValueAtLeast)
            return std::nullopt;
        // Round 31: "… X or less" (Displacement Wave): the X of the resolving spell (107.3), as the event player chose it.
        const bool atMost = m.captured(3) != QLatin1String("greater"), atLeast = m.captured(3) != QLatin1String("less");
        const bool x = m.captured(2) == QLatin1String("X");
        const std::optional<int> n = x ? std::nullopt : std::optional<int>(m.captured(2).toInt());
        rest->manaValueAtMostX = rest->manaValueAtMostX || (x && atMost);
        rest->manaValueAtLeastX = rest->manaValueAtLeastX || (x && atLeast);
        rest->manaValueAtMost = atMost ? n : std::nullopt;
        rest->manaValueAtLeast = atLeast ? n : std::nullopt;
        return rest;
    }
    // Round 26: "creatures you control with power or toughness 1 or less" (Tetsuko Umezawa): a union of the
    // set with the power limit and the set with the toughness limit. Round 31: one target too, "target
    // creature with power or toughness 1 or less" (Warping Wail), which the writer says alike
    // (RulesTextTargetPhrases.cpp).
    static const QRegularExpression eitherLimit(QStringLiteral("^(.+) with power or toughness (\\d+ or (?:less|greater))$"));
    if (const auto m = eitherLimit.match(phrase); m.hasMatch()) {
        bool plural = false;
        const auto byPower = objects(m.captured(1) + QStringLiteral(" with power ") + m.captured(2), &plural);
        const auto byToughness = objects(m.captured(1) + QStringLiteral(" with toughness ") + m.captured(2), pluralOut);
        if (!byPower || !byToughness || byPower->isRef() || !byPower->anyOf.isEmpty())
            return std::nullopt;
        s.anyOf = {*byPower, *byToughness};
        return s;
    }
    // Round 22: "creature blocking ~", "creature it's blocking", "creatures blocking or blocked by ~"
    // (509.1, 506.4): the creatures in combat with the source while it is on the battlefield (Abu Ja'far's
    // "When ~ dies, destroy all creatures blocking or blocked by it" would need its last known blocks).
    static const QRegularExpression inCombat(QStringLiteral("^(.+?) (blocking ~|it's blocking|blocking or blocked by ~)$"));
    if (const auto m = inCombat.match(phrase); m.hasMatch()) {
        const QString q = m.captured(2);
        auto rest = objects(m.captured(1), pluralOut);
        if (!rest || rest->isRef() || !rest->anyOf.isEmpty() || rest->combatWith != Selector::CombatWith::None)
            return std::nullopt;
        rest->combatWith = q == QLatin1String("it's blocking") ? Selector::CombatWith::BlockedBySource
            : q.startsWith(QLatin1String("blocking or"))        ? Selector::CombatWith::BlockingOrBlockedBySource
                                                                : Selector::CombatWith::BlockingSource;
        return rest;
    }
    // Round 23: "target creature that was dealt damage this turn" (120.3), "creatures that were …": read
    // from the damage the event player records this turn (GameObject::dealtDamageThisTurn).
    for (const QLatin1String dealt : {QLatin1String(" that was dealt damage this turn"),
             QLatin1String(" that were dealt damage this turn")})
        if (phrase.endsWith(dealt)) {
            auto rest = objects(phrase.chopped(dealt.size()), pluralOut);
            if (!rest || rest->isRef() || !rest->anyOf.isEmpty() || rest->dealtDamageThisTurn)
                return std::nullopt;
            rest->dealtDamageThisTurn = true;
            return rest;
        }
    // Round 27: "creatures without flying or islandwalk" (Stormtide Leviathan), "creatures your opponents
    // control without flying or reach" (Sidar Kondo of Jamuraa): the objects that have neither keyword.
    // Selector::withoutKeyword holds both names joined by '|', as the card format's list does.
    static const QRegularExpression withoutEither(
        QStringLiteral("^(.+) without ([a-z]+(?: [a-z]+)?) or ([a-z]+(?: [a-z]+)?)$"));
    if (const auto m = withoutEither.match(phrase); m.hasMatch()) {
        QStringList keywords;
        for (const int part : {2, 3}) {
            QString k = m.captured(part);
            k[0] = k[0].toUpper();
            if (!CardParser::knownKeywords().contains(k) && !k.endsWith(QLatin1String("walk")))   // 702.14a
                return std::nullopt;
            keywords << k;
        }
        auto rest = objects(m.captured(1), pluralOut);
        if (!rest || rest->isRef() || !rest->anyOf.isEmpty() || !rest->withoutKeyword.isEmpty())
            return std::nullopt;
        rest->withoutKeyword = keywords.join(QLatin1Char('|'));
        return rest;
    }
    if (auto q = statusQualified(phrase, pluralOut, [this](const QString& p, bool* pl) { return objects(p, pl); }))
        return *q;   // round 45: "blocked", "nonattacking, nonblocking", "that's attacking you", "Aura attached to a land"
    // Round 25: "that has a -1/-1 counter on it" (Banewhip Punisher) is "with a …"; round 38: "that have … on them" (Dust).
    static const QRegularExpression thatHasCounter(
        QStringLiteral(" that (?:has (an? \\S+ counter on it)|have (\\S+ counters on them))$"));
    phrase.replace(thatHasCounter, QStringLiteral(" with \\1\\2"));
    // Qualifiers after the noun.
    static const QRegularExpression suffix(QStringLiteral(
        "^(.*?) (of the chosen type|of the chosen color|you control|you own|you both own and control|your team controls|your opponents control|an opponent controls|you don't control|"
        "the chosen player controls|that player controls|defending player controls|"
        "(?:with|without) (flying|first strike|deathtouch|trample|haste|vigilance|reach|lifelink|defender|menace|double strike|"
        "indestructible|hexproof|shadow|horsemanship|level up|modular|soulbond|infect)|with (?:a|an|(?=[+-]\\d)|(?=[a-z]+ counters on them))\\s*([+-]\\d+/[+-]\\d+|[a-z]+) counters? on (?:it|them)|"
        "with (a counter on it|counters on them)|"
        "attached to it|that are (enchanted|equipped)|named (~|[A-Z][^,]*)|"
        "with (power|toughness) (\\d+) or (less|greater)|that aren't enchanted)$"));
    for (;;) {
        const auto m = suffix.match(phrase);
        if (!m.hasMatch())
            break;
        const QString q = m.captured(2);
        // "creatures of the chosen type" and "creatures you control of the chosen type" (the round trip
        // takes both orders as one; the writer puts the chosen type first).
        if (q.startsWith(QLatin1String("of the chosen type")))
            s.subtypeChosen = true;
        else if (q.startsWith(QLatin1String("of the chosen color")))
            s.colorChosen = true;
        else if (!m.captured(4).isEmpty()) {
            // "with a +1/+1 counter on it" (one or more such counters, 122.1), "with +1/+1 counters on them",
            // "with bribery counters on them" (Gwafa Hazid; round 39, a kind beginning with a vowel, Rimescale
            // Dragon's "ice", too: the writer says "an ice counter")
            if (!s.withCounter.isEmpty())
                return std::nullopt;
            s.withCounter = m.captured(4);
        } else if (q == QLatin1String("attached to it"))
            s.attachedToSource = true;
        else if (!m.captured(5).isEmpty()) {
            if (!s.withCounter.isEmpty())
                return std::nullopt;
            s.withCounter = QStringLiteral("any");   // "with a counter on it": of any kind (122.1)
        } else if (!m.captured(6).isEmpty())
            (m.captured(6) == QLatin1String("enchanted") ? s.enchanted : s.equipped) = true;
        else if (q == QLatin1String("that aren't enchanted"))   // round 44: Winds of Rath (303.4)
            s.notEnchanted = true;
        else if (!m.captured(8).isEmpty()) {
            // "creatures with power 2 or less", "each creature you control with power 4 or greater"
            const bool power = m.captured(8) == QLatin1String("power");
            const bool less = m.captured(10) == QLatin1String("less");
            std::optional<int>& limit = power ? (less ? s.powerAtMost : s.powerAtLeast)
                                              : (less ? s.toughnessAtMost : s.toughnessAtLeast);
            if (limit)
                return std::nullopt;
            limit = m.captured(9).toInt();
        } else if (!m.captured(7).isEmpty())
            s.named = QString(m.captured(7)).replace(QLatin1Char('~'), m_name);   // "Keeper of ~": Kookus's name in another
        else if (q.startsWith(QLatin1String("without "))) {
            QString k = m.captured(3);
            k[0] = k[0].toUpper();
            s.withoutKeyword = k;
        } else if (q == QLatin1String("you control") || q == QLatin1String("your team controls"))
            s.controller = Selector::Who::You;   // outside a team game (810), "your team" is you alone
        else if (q == QLatin1String("you own") || q == QLatin1String("you both own and control")) {
            s.ownerYou = true;   // round 23: "Destroy target permanent you own" (Despotic Scepter, 108.3)
            if (q.endsWith(QLatin1String(" control")))   // round 32: Obelisk of Undoing (108.4)
                s.controller = Selector::Who::You;
        }
        else if (q == QLatin1String("the chosen player controls"))
            s.controller = Selector::Who::Chosen;
        else if (q == QLatin1String("that player controls") || q == QLatin1String("defending player controls"))
            s.whose = q.startsWith(QLatin1String("that")) ? QStringLiteral("that_player") : QStringLiteral("defending_player");
        else if (q == QLatin1String("your opponents control") || q == QLatin1String("an opponent controls"))
            s.controller = Selector::Who::Opponent;
        else if (q == QLatin1String("you don't control"))
            s.controller = Selector::Who::NotYou;
        else {
            QString k = m.captured(3);
            k[0] = k[0].toUpper();
            s.hasKeyword = k;
        }
        phrase = m.captured(1);
    }
    QStringList words = phrase.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return std::nullopt;
    const bool each = words.first().compare(QLatin1String("each"), Qt::CaseInsensitive) == 0;
    if (each || words.first().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0)
        words.removeFirst();
    // "other Elves", "each other creature you control with a +1/+1 counter on it"
    if (!words.isEmpty() && words.first().compare(QLatin1String("other"), Qt::CaseInsensitive) == 0) {
        s.other = true;
        words.removeFirst();
    }
    if (words.isEmpty())
        return std::nullopt;
    // The head noun: a card type, "permanent(s)", or a subtype.
    const QString head = words.takeLast();
    bool p = false;
    if (auto t = typeWord(head, &p)) {
        s.types |= quint16(*t);
        plural = p;
        // "artifacts and enchantments", "artifact or enchantment": either type (the writer's head noun
        // lists them so, "and" in the plural, "or" in the singular).
        bool q = false;
        const auto other = words.size() >= 2 ? typeWord(words[words.size() - 2], &q) : std::nullopt;
        // Alphabetical, as the writer lists them; round 27, a singular pair in the other order too
        // ("Sacrifice a land or artifact", Destructive Digger), which the round trip reads in that order.
        if (other && q == p && words.last() == QLatin1String(p ? "and" : "or")
            && (cardTypeName(*other) < cardTypeName(*t) || !p)) {
            s.types = 0;
            s.anyTypes = quint16(*t) | quint16(*other);
            words.removeLast();
            words.removeLast();
        } else if ((p || each) && words.size() >= 3 && words.last() == QLatin1String("and")) {
            // "artifacts, creatures, and enchantments" (Nevinyrral's Disk), round 34 "each artifact, creature,
            // and enchantment" (Pernicious Deed): any of three or more types, in alphabetical order.
            quint16 any = quint16(*t);
            QString after = cardTypeName(*t);
            int used = 1;   // "and"
            while (used < words.size() && words[words.size() - 1 - used].endsWith(QLatin1Char(','))) {
                bool r = false;
                const auto listed = typeWord(words[words.size() - 1 - used].chopped(1), &r);
                if (!listed || r != p || cardTypeName(*listed) >= after)
                    break;
                any |= quint16(*listed);
                after = cardTypeName(*listed);
                ++used;
            }
            if (used >= 3) {
                s.types = 0;
                s.anyTypes = any;
                words.resize(words.size() - used);
            }
        }
    } else if (head.compare(QLatin1String("tokens"), Qt::CaseInsensitive) == 0
        || head.compare(QLatin1String("token"), Qt::CaseInsensitive) == 0) {
        // "Creature tokens", "Zombie tokens you control" (111.1): the kind comes as adjectives; round 26,
        // or a name, "a token named Wood" (Jungle Patrol, 111.4).
        s.token = true;
        plural = head.endsWith(QLatin1Char('s'));
        if (words.isEmpty() && s.named.isEmpty())
            return std::nullopt;
    } else if (head.compare(QLatin1String("permanents"), Qt::CaseInsensitive) == 0
        || head.compare(QLatin1String("permanent"), Qt::CaseInsensitive) == 0) {
        s.word = QStringLiteral("permanent");
        plural = head.endsWith(QLatin1Char('s'));
    } else if (SubtypeId id = subtypeFromWord(head, &p)) {
        s.subtypes << id;
        plural = p;
    } else {
        return std::nullopt;
    }
    // "nonartifact, nonblack creature": a negated type, a comma, then a negated colour (the round trip
    // reads the writer's "nonblack nonartifact" as the same words).
    for (int i = 0; i + 1 < words.size(); ++i)
        if (words[i].endsWith(QLatin1Char(',')) && words[i].startsWith(QLatin1String("non"))
            && words[i + 1].startsWith(QLatin1String("non")) && colorFromName(words[i + 1].mid(3).toLower()))
            words[i].chop(1);
    // Adjectives before it, nearest last.
    while (!words.isEmpty()) {
        const QString w = words.takeLast();
        const QString lower = w.toLower();
        bool unused = false;
        if (auto c = colorFromName(lower)) {
            s.colors.add(*c);
        } else if (lower == QLatin1String("or") && s.colors.count() == 1 && !words.isEmpty()
            && colorFromName(words.last().toLower())) {
            // "white or black permanent", "red or white permanent": either colour (a selector's colours
            // are alternatives). Only in the order Oracle text and the writer give a pair, the shorter
            // way round the wheel (W, U, B, R, G), so what is read can be written back.
            const Color first = *colorFromName(words.takeLast().toLower());
            const auto wheel = [](quint8 bit) { return bit == 1 ? 0 : bit == 2 ? 1 : bit == 4 ? 2 : bit == 8 ? 3 : 4; };
            const int i = wheel(quint8(first)), j = wheel(s.colors.bits());
            if (!((i < j && j - i <= 2) || (i > j && i - j > 2)))
                return std::nullopt;
            s.colors.add(first);
        } else if (lower.startsWith(QLatin1String("non-")) && subtypeFromWord(w.mid(4), &unused) && !unused) {
            s.notSubtypes.prepend(subtypeFromWord(w.mid(4)));   // "non-Human"
        } else if (lower.startsWith(QLatin1String("non")) && colorFromName(lower.mid(3))) {
            s.notColors.add(*colorFromName(lower.mid(3)));   // "nonblack"
        } else if (lower == QLatin1String("colorless")) {
            s.colorless = true;
        } else if (lower == QLatin1String("colored") && s.colors.isEmpty()) {   // round 42: one colour or more (105.2)
            for (Color c : kAllColors)
                s.colors.add(c);
        } else if (lower == QLatin1String("commander") && plural && !s.commander) {
            s.commander = true;   // "commander creatures you control" (903.3)
        } else if (lower == QLatin1String("nontoken") && !s.token) {
            s.token = false;
        } else if (lower == QLatin1String("multicolored")) {
            s.multicolored = true;
        } else if ((lower == QLatin1String("enchanted") || lower == QLatin1String("equipped")) && plural) {
            // "Enchanted creatures you control"; one "enchanted creature" is the Aura's own (a reference).
            (lower == QLatin1String("enchanted") ? s.enchanted : s.equipped) = true;
        } else if (static const QRegularExpression exactSize(QStringLiteral("^(\\d+)/(\\d+)$"));
                   exactSize.match(w).hasMatch() && words.isEmpty() && !s.powerAtMost && !s.powerAtLeast
                   && !s.toughnessAtMost && !s.toughnessAtLeast) {
            // Round 32: "each 1/1 creature you control" (Pendelhaven Elder): exactly that size (208.1).
            const auto m = exactSize.match(w);
            s.powerAtMost = s.powerAtLeast = m.captured(1).toInt();
            s.toughnessAtMost = s.toughnessAtLeast = m.captured(2).toInt();
        } else if (lower == QLatin1String("tapped")) {
            s.tapped = true;
        } else if (lower == QLatin1String("untapped")) {
            s.tapped = false;
        } else if (lower == QLatin1String("attacking")) {
            s.attacking = true;
        } else if (lower == QLatin1String("blocking") && !s.blocking) {
            s.blocking = true;   // 509.1
        } else if (lower == QLatin1String("or") && s.blocking && !s.attacking && !words.isEmpty()
            && words.last().toLower() == QLatin1String("attacking")) {
            words.removeLast();   // "attacking or blocking": either (506.4)
            s.attacking = true;
        } else if (lower == QLatin1String("nonbasic")) {
            s.notSupertypes |= quint8(Supertype::Basic);
        } else if (lower == QLatin1String("nonlegendary")) {
            s.notSupertypes |= quint8(Supertype::Legendary);
        } else if (auto nst = lower.startsWith(QLatin1String("non")) && lower.size() > 4
                       ? supertypeFromName(lower.mid(3, 1).toUpper() + lower.mid(4)) : std::nullopt) {
            s.notSupertypes |= quint8(*nst);   // round 22: "nonsnow" (Chill to the Bone, 205.4a)
        } else if (auto st = supertypeFromName(w.left(1).toUpper() + w.mid(1).toLower())) {
            s.supertypes |= quint8(*st);
        } else if (lower.startsWith(QLatin1String("non")) && typeWord(lower.mid(3), &unused)) {
            s.notTypes |= quint16(*typeWord(lower.mid(3), &unused));
        } else if (auto t = typeWord(lower, &unused); t && !unused) {
            s.types |= quint16(*t);
        } else if (SubtypeId id = subtypeFromWord(w, &unused); id && !unused) {
            s.subtypes.prepend(id);
        } else if (SubtypeId low = w == lower && s.types == quint16(CardType::Creature)
                       ? subtypeFromWord(w.left(1).toUpper() + w.mid(1), &unused)
                       : SubtypeId{};
                   low && !unused && SubtypeRegistry::instance().kind(low) == SubtypeKind::Creature) {
            s.subtypes.prepend(low);   // misprinted in lower case: "sliver creatures" (Enduring Sliver)
        } else {
            return std::nullopt;
        }
    }
    if (pluralOut)
        *pluralOut = plural;
    return s;
}

// What "the number of …" counts: permanents ("Clerics on the battlefield", "artifacts your opponents
// control") or cards in a hand or graveyard ("creature cards in your graveyard", "cards in your hand").
std::optional<Selector> OracleParser::counted(const QString& phrase) const
{
    static const QRegularExpression inZone(
        QStringLiteral("^(?:(.+) )?cards in (your hand|your graveyard|all graveyards|the chosen player's hand|"
                       "the chosen player's graveyard)$"));
    // "cards named ~ in all graveyards" (Accumulated Knowledge, Kindle): the card's own name (201.2),
    // any card of that name, the spell's own copies too.
    static const QRegularExpression namedSelf(QStringLiteral("^cards named ~ in (your graveyard|all graveyards)$"));
    if (const auto m = namedSelf.match(phrase); m.hasMatch()) {
        auto s = counted(QStringLiteral("cards in ") + m.captured(1));
        if (s)
            s->named = m_name;
        return s;
    }
    if (const auto m = inZone.match(phrase); m.hasMatch()) {
        Selector s;
        static const QRegularExpression twoKinds(QStringLiteral("^(\\w+) and (\\w+)$"));
        bool p1 = false, p2 = false;
        const auto both = twoKinds.match(m.captured(1));
        // "instant and sorcery cards": cards of either type, in the writer's (alphabetical) order.
        quint16 eitherType = 0;
        if (both.hasMatch()) {
            const std::optional<CardType> first = typeWord(both.captured(1), &p1);
            const std::optional<CardType> second = typeWord(both.captured(2), &p2);
            if (first && second && !p1 && !p2 && cardTypeName(*first) < cardTypeName(*second))
                eitherType = quint16(quint16(first.value()) | quint16(second.value()));
        }
        if (eitherType) {
            s.anyTypes = eitherType;
        } else if (!m.captured(1).isEmpty()) {
            // "creature cards": the words before "cards" read as they would before "permanent".
            bool plural = false;
            const auto kinds = objects(m.captured(1) + QStringLiteral(" permanent"), &plural);
            if (!kinds || kinds->isRef() || kinds->other || kinds->controller != Selector::Who::Any || kinds->tapped
                || kinds->attacking || !kinds->hasKeyword.isEmpty())
                return std::nullopt;
            s = *kinds;
        }
        s.word = QStringLiteral("card");
        s.where = Selector::Where::Specific;
        s.zone = m.captured(2).endsWith(QLatin1String(" hand")) ? Zone::Hand : Zone::Graveyard;
        s.ownerYou = m.captured(2).startsWith(QLatin1String("your"));
        if (m.captured(2).startsWith(QLatin1String("the chosen player's")))
            s.controller = Selector::Who::Chosen;   // owned by the player chosen as the source entered
        return s;
    }
    QString p = phrase;
    const bool onBattlefield = p.endsWith(QLatin1String(" on the battlefield"));
    if (onBattlefield)
        p.chop(19);
    bool plural = false;
    auto s = objects(p, &plural);
    // Round 26: "the number of Merfolk you control" (Harpoon Sniper): a subtype whose plural is its name.
    const bool samePlural = s && s->subtypes.size() == 1 && ownPluralSubtype(s->subtypes.first());
    if (!s || !(plural || samePlural) || s->isRef() || (onBattlefield && s->controller != Selector::Who::Any))
        return std::nullopt;
    return s;
}

}   // namespace strata::import
