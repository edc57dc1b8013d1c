#include "RulesTextWriter.h"
#include "PowerOrToughnessLimit.h"
#include <algorithm>

namespace strata {
namespace rulestext {

namespace {

// "multicolored", "nontoken", "enchanted", "equipped", "legendary" (after "is"), in the four forms
// of kStatusAdjectives: masculine and feminine, singular and plural.
enum Quality {
    Multicolored, Nontoken, Enchanted, Equipped, Legendary, Blocking, AttackingOrBlocking, FaceDown, Commander,
    Blocked, Unblocked, NonattackingNonblocking   // round 45 (509.1h, 506.4)
};
const Tr3 kQualities[][4] = {
    {QT_TRANSLATE_NOOP3("RulesText", "multicolored", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "multicolored", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "multicolored", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "multicolored", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "nontoken", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "nontoken", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "nontoken", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "nontoken", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "enchanted", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "enchanted", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "enchanted", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "enchanted", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "equipped", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "equipped", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "equipped", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "equipped", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective after \"is\", masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective after \"is\", feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective after \"is\", masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective after \"is\", feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "blocking", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "blocking", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "blocking", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "blocking", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "attacking or blocking", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "attacking or blocking", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "attacking or blocking", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "attacking or blocking", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "face-down", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "face-down", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "face-down", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "face-down", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "commander", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "commander", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "commander", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "commander", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "blocked", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "blocked", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "blocked", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "blocked", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "unblocked", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "unblocked", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "unblocked", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "unblocked", "adjective, feminine plural")},
    {QT_TRANSLATE_NOOP3("RulesText", "nonattacking, nonblocking", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "nonattacking, nonblocking", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "nonattacking, nonblocking", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "nonattacking, nonblocking", "adjective, feminine plural")},
};

// A selector with only the qualities `keep` leaves, for telling "is legendary" from "is a Human".
bool onlyQualities(const Selector& s, const Selector& kept)
{
    return s == kept;
}

// "target 1/1 creature": power and toughness each exactly one number, both limits of each (208.1).
bool exactSize(const Selector& s)
{
    return s.powerAtMost && s.powerAtMost == s.powerAtLeast && s.toughnessAtMost && s.toughnessAtMost == s.toughnessAtLeast;
}

}   // namespace

// Adjectives go before the noun in English ("nontoken white permanents", "multicolored creatures",
// "enchanted creatures"), qualifiers after it ("with a +1/+1 counter on it", "named Wastes").
void Writer::qualityAdjectives(const Selector& s, Agr agr, QStringList* before) const
{
    if (s.token == false)
        before->prepend(adjective("RulesText", kQualities[Nontoken], agr));
    if (s.enchanted)
        before->prepend(adjective("RulesText", kQualities[Enchanted], agr));
    if (s.equipped)
        before->prepend(adjective("RulesText", kQualities[Equipped], agr));
    if (s.multicolored)
        *before << adjective("RulesText", kQualities[Multicolored], agr);
    if (s.faceDown)   // 708.2
        before->prepend(adjective("RulesText", kQualities[FaceDown], agr));
    if (s.blocking)   // 509.1: "blocking creature"; with `attacking`, either (506.4)
        before->prepend(adjective("RulesText", kQualities[s.attacking ? AttackingOrBlocking : Blocking], agr));
    if (s.commander)   // 903.3: "commander creatures you control"
        before->prepend(adjective("RulesText", kQualities[Commander], agr));
    if (s.blocked)   // round 45: "each blocked creature", "target unblocked creature" (509.1h)
        before->prepend(adjective("RulesText", kQualities[*s.blocked ? Blocked : Unblocked], agr));
    if (s.nonattacking && s.nonblocking)   // round 45: "target nonattacking, nonblocking creature" (506.4)
        before->prepend(adjective("RulesText", kQualities[NonattackingNonblocking], agr));
    if (exactSize(s))   // first, as Oracle puts a size: "1/1 white creature"
        before->prepend(tr("%1/%2", "a creature's exact power/toughness: target 1/1 creature")
                            .arg(*s.powerAtMost)
                            .arg(*s.toughnessAtMost));
}

void Writer::qualityQualifiers(const Selector& s, bool plural, QStringList* post) const
{
    if (!exactSize(s)) {   // an exact size is an adjective (qualityAdjectives)
        if (s.powerAtMost)
            *post << tr("with power %1 or less").arg(*s.powerAtMost);
        if (s.powerAtLeast)
            *post << tr("with power %1 or greater").arg(*s.powerAtLeast);
        if (s.toughnessAtMost)
            *post << tr("with toughness %1 or less").arg(*s.toughnessAtMost);
        if (s.toughnessAtLeast)
            *post << tr("with toughness %1 or greater").arg(*s.toughnessAtLeast);
    }
    if (s.colorChosen)   // before the controller, as "of the chosen type" is
        post->prepend(tr("of the chosen color"));
    if (s.highestManaValue)   // Favor of the Mighty
        *post << tr("with the highest mana value");
    // Round 41: ranked by power (208.1): among the same controller's ("they control"), among all the creatures on
    // the battlefield (Topple), or, for the least power and for cards in a graveyard, among the rest of the set.
    if (s.powerRank == Selector::PowerRank::Least)
        *post << tr("with the least power");
    else if (s.powerRank == Selector::PowerRank::Greatest && s.rankPerController)
        *post << tr("with the greatest power among creatures they control");
    else if (s.powerRank == Selector::PowerRank::Greatest && s.where == Selector::Where::Battlefield)
        *post << tr("with the greatest power among creatures on the battlefield");
    else if (s.powerRank == Selector::PowerRank::Greatest)
        *post << tr("with the greatest power");
    if (!s.withoutKeyword.isEmpty()) {   // one keyword, or several joined by '|': "without flying or islandwalk"
        QStringList keywords;
        for (const QString& name : s.withoutKeyword.split(QLatin1Char('|'))) {
            AbilityDef kw;
            kw.keyword = name;
            keywords << lcfirst(keywordText(kw));
        }
        *post << tr("without %1", "without a keyword").arg(joinList(keywords, true));
    }
    if (s.withCounter == QLatin1String("any")) {   // a counter of any kind (122.1)
        *post << (plural ? tr("with counters on them") : tr("with a counter on it"));
    } else if (!s.withCounter.isEmpty()) {
        // 122.1: "each creature you control with a +1/+1 counter on it".
        const bool vowel = QStringLiteral("aeiou").contains(s.withCounter.left(1));   // round 39: "an ice counter"
        *post << (plural ? tr("with %1 counters on them", "counter kind").arg(s.withCounter)
                : vowel  ? tr("with an %1 counter on it", "counter kind").arg(s.withCounter)
                         : tr("with a %1 counter on it", "counter kind").arg(s.withCounter));
    }
    if (s.attachedToSource)
        *post << tr("attached to it", "Auras attached to the object itself");
    if (s.attachedToTypes) {   // round 45: "Aura attached to a creature" (303.4)
        Selector to;
        to.types = s.attachedToTypes;
        *post << tr("attached to %1", "Auras attached to a permanent of some kind").arg(indefinite(noun(to, false, false), selectorGender(to)));
    }
    if (s.xInManaCost)   // round 45: "spells with {X} in their mana costs" (107.3)
        *post << (plural ? tr("with {X} in their mana costs") : tr("with {X} in its mana cost"));
    if (s.attackingYou)   // round 45: "creature without flying that's attacking you" (508.1b)
        *post << (plural ? tr("that are attacking you") : tr("that's attacking you"));
    if (s.notEnchanted)   // round 44: Winds of Rath (303.4)
        *post << (plural ? tr("that aren't enchanted", "creatures no Aura is attached to") : tr("that isn't enchanted", "a creature no Aura is attached to"));
    // Round 22: the creatures in combat with the source (509.1, 506.4)
    if (s.combatWith == Selector::CombatWith::BlockingSource)
        *post << tr("blocking %1", "creatures blocking the source").arg(m_self);
    else if (s.combatWith == Selector::CombatWith::BlockedBySource)
        *post << tr("it's blocking", "the creatures the source blocks");
    else if (s.combatWith == Selector::CombatWith::BlockingOrBlockedBySource)
        *post << tr("blocking or blocked by %1", "creatures in combat with the source").arg(m_self);
    if (!s.named.isEmpty())
        *post << tr("named %1", "a card name").arg(s.named == m_faceName ? m_self : s.named);
    if (s.targeting) {   // 115.1: "spell that targets a creature / a permanent you control / a player / you"
        const auto aimedAt = [this](const Selector& aimed) {
            return aimed.word != QLatin1String("player") ? indefinite(noun(aimed, false), selectorGender(aimed))
                : aimed.controller == Selector::Who::You   ? tr("you", "what a spell targets")
                                                           : tr("a player", "what a spell targets");
        };
        const Selector& aimed = *s.targeting;
        // Round 32: "you or a creature you control" (Siren Stormtamer), either of the two.
        const QString what = aimed.anyOf.size() == 2
            ? tr("%1 or %2", "what a spell targets: you or a creature you control").arg(aimedAt(aimed.anyOf[0]), aimedAt(aimed.anyOf[1]))
            : aimedAt(aimed);
        *post << (plural ? tr("that target %1", "spells with a target: a creature, a player, you")
                         : tr("that targets %1", "a spell with a target: a creature, a player, you"))
                     .arg(what);
    }
    if (s.dealtDamageThisTurn)   // round 23 (120.3)
        *post << (plural ? tr("that were dealt damage this turn") : tr("that was dealt damage this turn"));
    if (s.fromBattlefieldThisTurn)   // round 40: after "in your graveyard" (Grim Return's "in a graveyard")
        *post << (plural ? tr("that were put there from the battlefield this turn")
                         : tr("that was put there from the battlefield this turn"));
}

QString Writer::importedExpr(const Expr& e)
{
    switch (e.kind) {
    case Expr::Kind::ColorsOfAffected:
        return tr("the number of its colors");
    case Expr::Kind::CountersOnSource:
        return tr("the number of %1 counters on %2").arg(e.counterKind, m_self);
    case Expr::Kind::CountersOnSelected:
        return tr("the number of %1 counters on %2")
            .arg(e.counterKind, e.selector ? selector(*e.selector, Det::Plural) : tr("permanents"));
    case Expr::Kind::BasicLandTypes:
        return tr("the number of basic land types among lands you control");
    case Expr::Kind::DifferentlyNamed:
        return tr("the number of differently named %1")
            .arg(e.selector ? selector(*e.selector, Det::Plural) : tr("permanents"));
    case Expr::Kind::ColorsAmong:
        return tr("the number of colors among %1").arg(e.selector ? selector(*e.selector, Det::Plural) : tr("permanents"));
    case Expr::Kind::GreatestPower:
        return tr("the greatest power among %1").arg(e.selector ? selector(*e.selector, Det::Plural) : tr("creatures"));
    case Expr::Kind::GreatestToughness:
        return tr("the greatest toughness among %1").arg(e.selector ? selector(*e.selector, Det::Plural) : tr("creatures"));
    case Expr::Kind::HighestManaValue:
        return tr("the highest mana value among %1").arg(e.selector ? selector(*e.selector, Det::Plural) : tr("permanents"));
    case Expr::Kind::PowerOfSource:
        return tr("%1's power", "the source's power").arg(m_self);
    case Expr::Kind::ToughnessOfSource:
        return tr("%1's toughness", "the source's toughness").arg(m_self);
    case Expr::Kind::HalfRoundedDown:
        return tr("half %1, rounded down").arg(e.args.isEmpty() ? QStringLiteral("0") : expr(e.args.first()));
    case Expr::Kind::HalfRoundedUp:
        return tr("half %1, rounded up").arg(e.args.isEmpty() ? QStringLiteral("0") : expr(e.args.first()));
    case Expr::Kind::ManaSymbolsAmong: {   // chroma: one colour
        QString colour;
        for (Color c : kAllColors)
            if (e.colors.has(c) && colour.isEmpty())
                colour = colorWord(c, Agr{Gender::Masc, true});
        return tr("the number of %1 mana symbols in the mana costs of %2", "a colour, a set of objects")
            .arg(colour, e.selector ? selector(*e.selector, Det::Plural) : tr("permanents"));
    }
    case Expr::Kind::Devotion: {   // round 22 (700.5): "your devotion to white and blue"
        QStringList colours;
        for (Color c : kAllColors)
            if (e.colors.has(c))
                colours << colorWord(c, Agr{Gender::Masc, false});
        return tr("your devotion to %1", "one colour, or two joined by \"and\"").arg(joinList(colours, false));
    }
    case Expr::Kind::ColorsSpentToCast:   // round 22, converge (601.2h)
        return tr("the number of colors of mana spent to cast %1", "the spell's name").arg(m_self);
    case Expr::Kind::SharingCreatureType: {
        // As Count says it: "other creatures on the battlefield" whoever controls them.
        QString np = e.selector ? selector(*e.selector, Det::Plural) : tr("creatures");
        if (e.selector && e.selector->controller == Selector::Who::Any && e.selector->where == Selector::Where::Battlefield)
            np = tr("%1 on the battlefield").arg(np);
        return tr("the number of %1 that share a creature type with it").arg(np);
    }
    case Expr::Kind::KeywordAmountOfAffected: {   // "for each point of bushido it has"
        AbilityDef kw;
        kw.keyword = e.keyword;
        return tr("the number of points of %1 it has", "a keyword").arg(lcfirst(keywordText(kw)));
    }
    default:
        return {};
    }
}

QString Writer::importedCondition(const Condition& c)
{
    switch (c.kind) {
    case Condition::Kind::GraveyardEmpty:
        return tr("there are no cards in your graveyard");
    case Condition::Kind::AnyPlayerControls:
        if (c.filter && !c.filter->withCounter.isEmpty()) {   // Tenacious Hunter: on the battlefield, anyone's
            Selector kind = *c.filter;
            kind.withCounter.clear();
            return tr("%1 has a %2 counter on it", "a permanent, a counter kind")
                .arg(selector(kind, Det::Indefinite), c.filter->withCounter);
        }
        if (c.filter && c.filter->attacking && !c.filter->blocking) {   // round 32, the Traps: "… are attacking"
            Selector kind = *c.filter;
            kind.attacking = false;
            return c.n > 1 ? tr("%1 or more %2 are attacking", "a number, creatures").arg(numberWord(c.n), noun(kind, true))
                           : tr("%1 is attacking", "a creature").arg(selector(kind, Det::Indefinite));
        }
        if (c.n > 1 && c.filter && c.filter->other) {   // round 32, Deathbringer Regent: other than the source
            Selector kind = *c.filter;
            kind.other = false;
            return tr("there are %1 or more other %2 on the battlefield", "a number, permanents other than the source")
                .arg(numberWord(c.n), noun(kind, true));
        }
        if (c.n > 1 && c.filter)   // round 30, Impending Disaster: "seven or more lands", whoever controls them
            return tr("there are %1 or more %2 on the battlefield", "a number, permanents").arg(numberWord(c.n), noun(*c.filter, true));
        return tr("any player controls %1").arg(c.filter ? selector(*c.filter, Det::Indefinite) : tr("a permanent"));
    case Condition::Kind::GraveyardHas: {   // "a Warrior card is in your graveyard"
        Selector kind = c.filter ? *c.filter : Selector();
        kind.where = Selector::Where::Battlefield;   // the zone is said after the noun
        kind.ownerYou = false;
        if (c.also && c.also->kind == Condition::Kind::GraveyardHas && c.also->filter) {
            Selector other = *c.also->filter;   // Bloodfire Enforcers: a card of each kind
            other.where = Selector::Where::Battlefield;
            other.ownerYou = false;
            return tr("%1 and %2 are in your graveyard", "two kinds of card")
                .arg(selector(kind, Det::Indefinite), selector(other, Det::Indefinite));
        }
        // Spell mastery: "two or more instant and/or sorcery cards", each card of either type.
        const QVector<CardType> either = typesAlphabetically(kind.anyTypes);
        if (c.n >= 2 && !c.negated && either.size() == 2 && !kind.types && kind.subtypes.isEmpty()) {
            return tr("there are %1 or more %2 and/or %3 cards in your graveyard", "a number, two card types")
                .arg(numberWord(c.n), typeWord(either.first(), false), typeWord(either.last(), false));
        }
        // Oversold Cemetery's "four or more creature cards", Shadowborn Demon's "fewer than six" (negated)
        if (c.n >= 2)
            return (c.negated ? tr("there are fewer than %1 %2 in your graveyard", "a number, a kind of card")
                              : tr("you have %1 or more %2 in your graveyard", "a number, a kind of card"))
                .arg(numberWord(c.n), selector(kind, Det::Plural));
        return tr("%1 is in your graveyard", "a kind of card").arg(selector(kind, Det::Indefinite));
    }
    case Condition::Kind::OpponentsAtLeast:
        return tr("you have %1 or more opponents").arg(numberWord(c.n));
    case Condition::Kind::OpponentPoisoned:
        return tr("an opponent is poisoned");
    case Condition::Kind::OpponentGraveyardAtLeast:
        return tr("an opponent has %1 or more cards in their graveyard").arg(numberWord(c.n));
    case Condition::Kind::HandMoreThanEachOpponent:
        return tr("you have more cards in hand than each opponent");
    case Condition::Kind::OpponentHandMoreThanYou:   // round 40, Pulse of the Grid
        return c.negated ? QString() : tr("an opponent has more cards in hand than you");
    case Condition::Kind::OpponentLifeMoreThanYou:
        return c.negated ? QString() : tr("an opponent has more life than you");
    case Condition::Kind::MostCommonColor:   // Goham Djinn
        return tr("%1 is the most common color among all permanents or is tied for most common")
            .arg(colorList(c.colors, false));
    case Condition::Kind::AttachedSharesMostCommonColor:   // Heroic Defiance
        return tr("it shares a color with the most common color among all permanents or a color tied for most common");
    case Condition::Kind::AttachedControllerControls: {   // Favorable Destiny, Predator's Gambit
        const Selector kind = c.filter ? *c.filter : Selector();
        if (c.negated)
            return tr("its controller controls no other %1").arg(noun(kind, true));
        return tr("its controller controls another %1").arg(noun(kind, false));
    }
    case Condition::Kind::AnotherAuraOnAttached:
        return tr("another Aura is attached to %1").arg(m_attached);
    case Condition::Kind::AffectedControllerControlsAtMost:   // round 35, Sheltering Prayers: each affected object's controller
        return tr("that player controls %1 or fewer %2").arg(numberWord(c.n), noun(c.filter ? *c.filter : Selector(), true));
    case Condition::Kind::CitysBlessing:
        return tr("you have the city's blessing");
    case Condition::Kind::YouAreMonarch:   // 725.1
        return tr("you're the monarch");
    case Condition::Kind::Paired:
        if (c.filter)   // round 31, Flowering Lumberknot: "paired with a creature with soulbond"
            return tr("%1 is paired with %2", "a kind of creature").arg(m_self, selector(*c.filter, Det::Indefinite));
        return tr("%1 is paired with another creature").arg(m_self);
    case Condition::Kind::Monstrous:
        return tr("%1 is monstrous").arg(m_self);
    case Condition::Kind::Renowned:
        return tr("%1 is renowned").arg(m_self);
    case Condition::Kind::SelfInGraveyard:
        return tr("%1 is in your graveyard").arg(m_self);
    case Condition::Kind::BlockedByAtLeast:
        return tr("%1 or more creatures are blocking it").arg(numberWord(c.n));
    case Condition::Kind::AttackedOrBlockedThisCombat:
        return tr("%1 attacked or blocked this combat").arg(m_self);
    case Condition::Kind::SourceIsBlocked:   // round 41 (509.1h)
        return c.negated ? QString() : tr("%1 is blocked").arg(m_self);
    case Condition::Kind::AttackedThisTurn:   // See Red: its negation, "you didn't …" (508.1)
        if (c.negated)
            return tr("you didn't attack with a creature this turn");
        return historyCondition(c);
    default:
        return historyCondition(c);
    }
}

// What follows "is" when a filter names a quality rather than a kind: "equipped creature is legendary",
// "~ is equipped".
std::optional<QString> Writer::predicateAdjective(const Selector& s) const
{
    const Agr agr{Gender::Masc, false};
    Selector kept;
    kept.supertypes = s.supertypes;
    if (s.supertypes == quint8(Supertype::Legendary) && onlyQualities(s, kept))
        return adjective("RulesText", kQualities[Legendary], agr);
    kept = Selector();
    kept.enchanted = s.enchanted;
    kept.equipped = s.equipped;
    if (s.enchanted != s.equipped && onlyQualities(s, kept))
        return adjective("RulesText", s.enchanted ? kQualities[Enchanted] : kQualities[Equipped], agr);
    return std::nullopt;
}

namespace {

// The one part of a union's selectors that differs: the last creature type, or the name.
bool differsInSubtypeOnly(const Selector& s, Selector* base)
{
    if (s.anyOf.size() < 2)
        return false;
    for (const Selector& part : s.anyOf) {
        if (part.subtypes.isEmpty() || part.isRef() || !part.anyOf.isEmpty())
            return false;
        Selector rest = part;
        const SubtypeId id = rest.subtypes.takeLast();
        if (SubtypeRegistry::instance().kind(id) != SubtypeKind::Creature || !rest.types)
            return false;
        if (&part == &s.anyOf.first())
            *base = rest;
        else if (rest != *base)
            return false;
    }
    return true;
}

bool differsInNameOnly(const Selector& s, Selector* base)
{
    if (s.anyOf.size() < 2)
        return false;
    for (const Selector& part : s.anyOf) {
        if (part.named.isEmpty() || part.isRef() || !part.anyOf.isEmpty())
            return false;
        Selector rest = part;
        rest.named.clear();
        if (&part == &s.anyOf.first())
            *base = rest;
        else if (rest != *base)
            return false;
    }
    return true;
}

}   // namespace

bool readsAsEach(const Selector& s)
{
    Selector base;
    if (differsInSubtypeOnly(s, &base))
        return true;
    // "Each land of the chosen type has phasing" (Shimmer): one land at a time, of the type chosen.
    if (s.subtypeChosen && s.types == quint16(CardType::Land) && s.anyOf.isEmpty() && !s.isRef())
        return true;
    // "Each creature with the highest mana value" (Favor of the Mighty): each of those tied for it.
    if (s.highestManaValue && s.anyOf.isEmpty() && !s.isRef())
        return true;
    // Round 45: "Each blocked creature gets +1/+0 …" (Tattermunge Witch, 509.1h), as Oracle says it.
    if (s.blocked == true && s.anyOf.isEmpty() && !s.isRef())
        return true;
    // 613.1: cards in your hand or graveyard, one at a time ("Each Sliver creature card in your graveyard").
    return s.anyOf.isEmpty() && !s.isRef() && s.where == Selector::Where::Specific && s.ownerYou
        && (s.zone == Zone::Hand || s.zone == Zone::Graveyard) && s.word == QLatin1String("card");
}

std::optional<PowerOrToughnessLimit> powerOrToughnessLimit(const Selector& s)
{
    if (s.anyOf.size() != 2)
        return std::nullopt;
    Selector byPower = s.anyOf[0], byToughness = s.anyOf[1];
    const bool less = byPower.powerAtMost.has_value();
    const std::optional<int> limit = less ? byPower.powerAtMost : byPower.powerAtLeast;
    if (!limit || limit != (less ? byToughness.toughnessAtMost : byToughness.toughnessAtLeast))
        return std::nullopt;
    (less ? byPower.powerAtMost : byPower.powerAtLeast).reset();
    (less ? byToughness.toughnessAtMost : byToughness.toughnessAtLeast).reset();
    if (!(byPower == byToughness) || byPower.isRef() || !byPower.anyOf.isEmpty())
        return std::nullopt;
    return PowerOrToughnessLimit{byPower, *limit, less};
}

std::optional<QString> Writer::alternativesPhrase(const Selector& s, Det det, bool subjectPosition)
{
    Selector base;
    if (differsInSubtypeOnly(s, &base)) {
        QStringList kinds;
        if (det == Det::Each) {
            for (const Selector& part : s.anyOf)
                kinds << indefinite(subtypeWord(part.subtypes.last()), subtypeGender(part.subtypes.last()));
            return tr("%1 that's %2", "a creature, then the creature types it may have: a Barbarian or a Warrior")
                .arg(selector(base, det), joinList(kinds, true));
        }
        if (det == Det::The || det == Det::Plural) {
            for (const Selector& part : s.anyOf)
                kinds << subtypeWord(part.subtypes.last(), true);
            return tr("%1 that are %2", "creatures, then the creature types they may have: Barbarians or Warriors")
                .arg(selector(base, det), joinList(kinds, true));
        }
        return std::nullopt;
    }
    // "creatures with flying or reach" (Orchard Spirit): two sets that differ in a keyword only.
    if (s.anyOf.size() == 2 && (det == Det::The || det == Det::Plural) && !s.anyOf[0].hasKeyword.isEmpty()
        && !s.anyOf[1].hasKeyword.isEmpty()) {
        Selector first = s.anyOf[0], second = s.anyOf[1];
        AbilityDef k1, k2;
        k1.keyword = first.hasKeyword;
        k2.keyword = second.hasKeyword;
        first.hasKeyword.clear();
        second.hasKeyword.clear();
        if (first == second && !first.isRef() && first.anyOf.isEmpty())
            return tr("%1 with %2 or %3", "creatures, then two keywords: creatures with flying or reach")
                .arg(selector(first, det, subjectPosition), lcfirst(keywordText(k1)), lcfirst(keywordText(k2)));
    }
    // "creatures you control with power or toughness 1 or less" (Tetsuko Umezawa): two sets that differ
    // only in which of the two has the limit.
    if (const auto either = powerOrToughnessLimit(s))
        return (either->atMost ? tr("%1 with power or toughness %2 or less", "creatures, then a limit either may meet")
                               : tr("%1 with power or toughness %2 or greater", "creatures, then a limit either may meet"))
            .arg(selector(either->base, det, subjectPosition))
            .arg(either->limit);
    if (differsInNameOnly(s, &base) && (det == Det::The || det == Det::Plural)) {
        QStringList names;
        for (const Selector& part : s.anyOf)
            names << (part.named == m_faceName ? m_self : part.named);
        return tr("%1 named %2", "a kind of permanent, then a list of card names")
            .arg(selector(base, det, subjectPosition), joinList(names, false));
    }
    return std::nullopt;
}

}   // namespace rulestext
}   // namespace strata
