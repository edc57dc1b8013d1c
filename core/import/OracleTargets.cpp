#include "OracleParser.h"
#include "OracleAbilityTargets.h"
#include "OracleChosenNameTargets.h"
#include "OracleHistoricTargets.h"
#include "OracleWords.h"
#include "OracleSubtypeUnion.h"
#include "play/AnotherTarget.h"
#include <QRegularExpression>
#include <algorithm>
#include <functional>

namespace strata::import {

namespace {

std::optional<CardType> singularType(const QString& w)
{
    static const QHash<QString, CardType> types = {{"artifact", CardType::Artifact}, {"creature", CardType::Creature},
        {"enchantment", CardType::Enchantment}, {"land", CardType::Land}, {"planeswalker", CardType::Planeswalker},
        {"instant", CardType::Instant}, {"sorcery", CardType::Sorcery}, {"battle", CardType::Battle}};
    if (types.contains(w))
        return types.value(w);
    return std::nullopt;
}

// An activated ability with {X} in its cost: its X is chosen as it is activated, before its targets
// (602.2b, 601.2b-c), so a target "with mana value X" can be checked then.
bool activatedWithX(const AbilityDef& a)
{
    return a.kind == AbilityDef::Kind::Activated && std::any_of(a.costParts.cbegin(), a.costParts.cend(),
               [](const CostPart& c) { return c.mana.contains(QLatin1String("{X}")); });
}

}   // namespace

// What one target names, beyond the noun phrases of static abilities: spells on the stack ("target
// noncreature spell"), a choice of card types ("target artifact or enchantment", "target artifact,
// creature, or land") and the limits "with mana value 3 or less" and "with power 2 or less".
std::optional<Selector> OracleParser::targetNoun(const QString& phrase) const
{
    QString p = phrase.trimmed();
    if (auto ability = abilityTargetNoun(p))
        return ability;
    if (auto named = chosenNameTarget(p, [this](const QString& noun) { return targetNoun(noun); }))
        return named;   // round 37: Declaration of Naught
    // Round 32: "target enchanted permanent" (Cut the Earthly Bond): one an Aura is attached to (303.4), as
    // "enchanted creatures you control" reads it; a target is never an Aura's own "enchanted creature".
    static const QString enchanted = QStringLiteral("enchanted ");
    if (p.startsWith(enchanted)) {
        auto sel = targetNoun(p.mid(enchanted.size()));
        if (!sel || sel->isRef() || sel->enchanted || !sel->anyOf.isEmpty() || sel->where != Selector::Where::Battlefield
            || sel->word == QLatin1String("spell"))
            return std::nullopt;
        sel->enchanted = true;
        return sel;
    }
    // Stop 58: "target spell with {X} in its mana cost" (Frontline Medic): round 45's `xInManaCost` (107.3, 202.1).
    static const QString withX = QStringLiteral(" with {X} in its mana cost");
    if (p.endsWith(withX)) {
        auto sel = targetNoun(p.chopped(withX.size()));
        if (!sel || sel->word != QLatin1String("spell") || sel->xInManaCost || !sel->anyOf.isEmpty())
            return std::nullopt;
        sel->xInManaCost = true;
        return sel;
    }
    // Round 25: "spell or permanent", on the stack or on the battlefield (Lifelace); round 32: "spell or creature"
    // (Unsubstantiate), a creature on the battlefield.
    if (p == QLatin1String("spell or permanent") || p == QLatin1String("spell or creature")) {
        Selector spell;
        spell.word = QStringLiteral("spell");
        spell.where = Selector::Where::Specific;
        spell.zone = Zone::Stack;
        Selector permanent;
        if (p.endsWith(QLatin1String("creature")))
            permanent.types = quint16(CardType::Creature);
        else
            permanent.word = QStringLiteral("permanent");
        Selector either;
        either.anyOf << spell << permanent;
        return either;
    }

    // One subtype that is its own noun, "Vehicle", "Spirit" (205.3): a part of "X or Y" (115.1).
    const auto oneSubtypeNoun = [this](const QString& word) -> std::optional<Selector> {
        bool several = true;
        auto part = objects(word, &several);
        if (!part || several || part->isRef() || !part->anyOf.isEmpty() || part->subtypes.size() != 1
            || !part->word.isEmpty() || part->controller != Selector::Who::Any)
            return std::nullopt;
        return part;
    };
    // "target spell that targets a creature / a permanent you control / a player / you" (Confound,
    // Rebuff the Wicked, Outwit, Dawn Charm): a spell with a target the phrase selects (115.1), which
    // the event player checks as the spell is cast and again as it resolves (608.2b). Read before the
    // limits, which would otherwise take "a creature with power 7 or greater" for the spell's.
    // Round 32: "target spell or ability that targets a creature" (Diplomatic Escort), each part aiming so,
    // and "… that targets you or a creature you control" (Siren Stormtamer), either of the two.
    static const QRegularExpression targetsWhat(QStringLiteral("^(.*spell|spell or ability) that targets (.+)$"));
    if (const auto m = targetsWhat.match(p); m.hasMatch()) {
        const auto aimedAt = [this](const QString& what) -> std::optional<Selector> {
            static const QRegularExpression article(QStringLiteral("^an? (.+)$"));
            if (what == QLatin1String("you") || what == QLatin1String("a player")) {
                Selector player;
                player.word = QStringLiteral("player");
                if (what == QLatin1String("you"))
                    player.controller = Selector::Who::You;
                return player;
            }
            const auto a = article.match(what);
            bool plural = true;
            auto aimed = a.hasMatch() ? objects(a.captured(1), &plural) : std::nullopt;
            if (aimed && (plural || aimed->isRef() || !aimed->anyOf.isEmpty() || aimed->word == QLatin1String("spell")))
                return std::nullopt;
            return aimed;
        };
        std::optional<Selector> aimed;
        static const QRegularExpression youOr(QStringLiteral("^you or (an? .+)$"));
        if (const auto y = youOr.match(m.captured(2)); y.hasMatch()) {
            const auto you = aimedAt(QStringLiteral("you"));
            if (const auto other = aimedAt(y.captured(1)); other && other->word != QLatin1String("player")) {
                aimed = Selector();
                aimed->anyOf << *you << *other;
            }
        } else {
            aimed = aimedAt(m.captured(2));
        }
        auto spell = aimed ? targetNoun(m.captured(1)) : std::nullopt;
        if (spell && m.captured(1) == QLatin1String("spell or ability") && spell->anyOf.size() == 2) {
            for (Selector& part : spell->anyOf)
                part.targeting = QSharedPointer<Selector>::create(*aimed);
            return spell;
        }
        if (!spell || spell->word != QLatin1String("spell") || spell->targeting)
            return std::nullopt;
        spell->targeting = QSharedPointer<Selector>::create(*aimed);
        return spell;
    }
    // Round 21: "target creature or planeswalker that's green or white" (Noxious Grasp, Fry, Devout
    // Decree): either type, of either colour (105.2), what "target green or white creature or
    // planeswalker" says; the writer puts two colours of a choice of types after it.
    static const QRegularExpression colorsAfter(QStringLiteral(
        "^([a-z]+ or [a-z]+) that's (white|blue|black|red|green) or (white|blue|black|red|green)$"));
    if (const auto m = colorsAfter.match(p); m.hasMatch()) {
        auto sel = targetNoun(QStringLiteral("%1 or %2 %3").arg(m.captured(2), m.captured(3), m.captured(1)));
        if (!sel || !sel->anyTypes || sel->colors.count() != 2)
            return std::nullopt;
        return sel;
    }
    // Round 32: "target legendary permanent that's an artifact, creature, or enchantment" (Bounty Agent):
    // a permanent of the supertype with any of the card types (205.4a, 205.2a), listed alphabetically as
    // the writer lists them.
    static const QRegularExpression typesAfterPermanent(QStringLiteral(
        "^([a-z]+ permanent) that's an? ([a-z]+)((?:, [a-z]+)*),? or ([a-z]+)$"));
    if (const auto m = typesAfterPermanent.match(p); m.hasMatch()) {
        bool plural = true;
        auto sel = objects(m.captured(1), &plural);
        if (!sel || plural || sel->isRef() || !sel->supertypes || sel->types || sel->anyTypes
            || sel->word != QLatin1String("permanent"))
            return std::nullopt;
        QStringList words{m.captured(2)};
        words << m.captured(3).split(QStringLiteral(", "), Qt::SkipEmptyParts) << m.captured(4);
        QString after;
        for (const QString& w : words) {
            const auto t = singularType(w);
            if (!t || *t == CardType::Instant || *t == CardType::Sorcery || cardTypeName(*t) <= after)
                return std::nullopt;
            sel->anyTypes |= quint16(*t);
            after = cardTypeName(*t);
        }
        return sel;
    }
    std::optional<int> manaValue, manaValueAtLeast, power, powerAtLeast, toughness, toughnessAtLeast;
    static const QRegularExpression limit(
        QStringLiteral("^(.+) with (mana value|converted mana cost|power|toughness) (\\d+) or (less|greater)$"));
    if (const auto m = limit.match(p); m.hasMatch()) {
        const bool greater = m.captured(4) == QLatin1String("greater");
        const QString what = m.captured(2);
        if (what == QLatin1String("power"))
            (greater ? powerAtLeast : power) = m.captured(3).toInt();
        else if (what == QLatin1String("toughness"))
            (greater ? toughnessAtLeast : toughness) = m.captured(3).toInt();
        else   // "with mana value 4 or greater", "converted mana cost 3 or less" (202.3)
            (greater ? manaValueAtLeast : manaValue) = m.captured(3).toInt();
        p = m.captured(1);
    }
    // "target 1/1 creature" (208.1): both limits of power and of toughness at that number.
    static const QRegularExpression exactSize(QStringLiteral("^(\\d+)/(\\d+) (.+)$"));
    if (const auto m = exactSize.match(p); m.hasMatch() && !power && !powerAtLeast && !toughness && !toughnessAtLeast) {
        power = powerAtLeast = m.captured(1).toInt();
        toughness = toughnessAtLeast = m.captured(2).toInt();
        p = m.captured(3);
    }
    // Round 21: "target spell with converted mana cost 1" (Mental Misstep, Isolate): exactly that mana
    // value (202.3), both limits.
    static const QRegularExpression exactLimit(QStringLiteral("^(.+) with (?:mana value|converted mana cost) (\\d+)$"));
    if (const auto m = exactLimit.match(p); m.hasMatch() && !manaValue && !manaValueAtLeast) {
        manaValue = manaValueAtLeast = m.captured(2).toInt();
        p = m.captured(1);
    }
    // "with mana value X", "… X or less", "… X or greater" (202.3): the X chosen as the spell is cast
    // (601.2b), which the event player knows as it checks the targets; an exact X is both limits.
    bool xAtMost = false, xAtLeast = false;
    static const QRegularExpression xLimit(
        QStringLiteral("^(.+) with (?:mana value|converted mana cost) X(?: or (less|greater))?$"));
    if (const auto m = xLimit.match(p); m.hasMatch() && !manaValue && !manaValueAtLeast) {
        xAtMost = m.captured(2) != QLatin1String("greater");
        xAtLeast = m.captured(2) != QLatin1String("less");
        p = m.captured(1);
    }
    // "target spell you don't control" (Counterflux): the spell's controller (601.2a) is another player.
    const bool notYours = p.endsWith(QLatin1String("spell you don't control"));
    if (notYours)
        p.chop(int(qstrlen(" you don't control")));
    // "target instant or sorcery spell you control" (Mirrorpool, Swarm Intelligence's relatives)
    const bool yours = p.endsWith(QLatin1String("spell you control"));
    if (yours)
        p.chop(int(qstrlen(" you control")));
    // "target red instant or sorcery spell" (Unyaro Griffin): a colour before a choice of types.
    std::optional<Color> spellColor;
    static const QRegularExpression coloredChoice(QStringLiteral("^(\\w+) (\\w+ or \\w+ spell)$"));
    if (const auto m = coloredChoice.match(p); m.hasMatch() && colorFromName(m.captured(1))) {
        spellColor = colorFromName(m.captured(1));
        p = m.captured(2);
    }
    const auto spellOnly = [&](Selector sel) -> std::optional<Selector> {
        if (spellColor)
            sel.colors.add(*spellColor);
        if (notYours)
            sel.controller = Selector::Who::NotYou;
        if (yours)
            sel.controller = Selector::Who::You;
        return sel;
    };
    const bool sized = power || powerAtLeast || toughness || toughnessAtLeast;
    const bool limited = manaValue || manaValueAtLeast || sized || xAtMost || xAtLeast || spellColor || notYours || yours;
    const auto objectsOf = [this](const QString& phrase, bool* plural) { return objects(phrase, plural); };
    if (auto either = subtypeUnion(p, objectsOf); either && !limited)
        return either;
    std::optional<Selector> s;
    // "target artifact or enchantment with converted mana cost 3 or less": one selector of either type
    // (as the static abilities' nouns read it), which the limit then narrows.
    static const QRegularExpression pairOfTypes(QStringLiteral("^[a-z]+ or [a-z]+$"));
    const bool limitedPair
        = (manaValue || manaValueAtLeast || sized || xAtMost || xAtLeast) && pairOfTypes.match(p).hasMatch();
    static const QRegularExpression spell(QStringLiteral("^(?:([\\w-]+) )?spell$"));
    static const QRegularExpression typeChoice(
        QStringLiteral("^(\\w+)(?:, (\\w+),)? or (\\w+)( spell| permanent)?$"));
    if (const auto m = spell.match(p); m.hasMatch()) {
        Selector sel;
        const QString adjective = m.captured(1);
        if (!adjective.isEmpty() && colorFromName(adjective)) {
            sel.colors.add(*colorFromName(adjective));   // "target black spell" (105.2)
        } else if (adjective == QLatin1String("multicolored")) {
            sel.multicolored = true;   // "target multicolored spell" (105.2b)
        } else if (adjective == QLatin1String("colorless")) {
            sel.colorless = true;   // "target colorless spell" (105.2c)
        } else if (bool plural = false; adjective.startsWith(QLatin1String("non-")) && subtypeFromWord(adjective.mid(4), &plural)
                   && !plural) {
            sel.notSubtypes << subtypeFromWord(adjective.mid(4));   // round 40: "target non-Faerie spell" (205.3)
        } else if (!adjective.isEmpty()) {
            const bool negated = adjective.startsWith(QLatin1String("non"));
            const auto type = singularType(negated ? adjective.mid(3) : adjective);
            if (!type)
                return std::nullopt;
            (negated ? sel.notTypes : sel.types) |= quint16(*type);
        }
        s = sel;
    } else if (const auto m = typeChoice.match(p);
               m.hasMatch() && !limitedPair && ((!xAtMost && !xAtLeast) || m.captured(4) == QLatin1String(" spell"))) {
        const auto colorA = colorFromName(m.captured(1));
        const auto colorB = colorFromName(m.captured(3));
        if (m.captured(4) == QLatin1String(" spell") && m.captured(2).isEmpty() && colorA && colorB && !spellColor
            && !manaValue && !sized && !xAtMost && !xAtLeast && int(*colorA) < int(*colorB)) {
            // "target red or green spell" (Flashfreeze): a spell of either colour, named in WUBRG order.
            Selector sel;
            sel.colors.add(*colorA);
            sel.colors.add(*colorB);
            sel.word = QStringLiteral("spell");
            sel.where = Selector::Where::Specific;
            sel.zone = Zone::Stack;
            return spellOnly(sel);
        }
        if (m.captured(4) == QLatin1String(" spell") && m.captured(2).isEmpty() && !manaValue && !sized) {
            // "target instant or sorcery spell": a spell of either type, in the order the writer names
            // them (alphabetical, as Oracle lists alternatives: "artifact or enchantment spell").
            const auto a = singularType(m.captured(1));
            const auto b = singularType(m.captured(3));
            if (!a || !b || m.captured(1) >= m.captured(3))
                return std::nullopt;
            Selector sel;
            sel.anyTypes = quint16(quint16(*a) | quint16(*b));
            // Round 38: "… spell you control with converted mana cost X" (League Guildmage): exactly X (202.3).
            sel.manaValueAtMostX = xAtMost;
            sel.manaValueAtLeastX = xAtLeast;
            sel.word = QStringLiteral("spell");
            sel.where = Selector::Where::Specific;
            sel.zone = Zone::Stack;
            return spellOnly(sel);
        }
        if (m.captured(4) == QLatin1String(" permanent") && m.captured(2).isEmpty() && colorA && colorB && !spellColor
            && !notYours && !yours && !manaValue && !sized && int(*colorA) < int(*colorB)) {
            // Round 21: "target black or red permanent" (Celestial Purge): a permanent of either colour.
            Selector sel;
            sel.colors.add(*colorA);
            sel.colors.add(*colorB);
            sel.word = QStringLiteral("permanent");
            return sel;
        }
        if (spellColor || notYours || yours)
            return std::nullopt;
        // One part for each type, in printed order, as the text writer names them back.
        if (!m.captured(4).isEmpty() || manaValue || sized)
            return std::nullopt;
        Selector sel;
        for (int k : {1, 2, 3}) {
            if (m.captured(k).isEmpty())
                continue;
            const auto type = singularType(m.captured(k));
            Selector part;
            if (type)
                part.types = quint16(*type);
            else if (const auto sub = oneSubtypeNoun(m.captured(k)))
                part = *sub;   // round 21: "target creature or Vehicle", "target Spirit or enchantment"
            else
                return std::nullopt;
            sel.anyOf << part;
        }
        return sel;
    } else {
        bool plural = true;
        s = objects(p, &plural);
        // "target land or nonblack creature", "target black creature or black planeswalker" (115.1): either
        // of two nouns, each naming its card type; "target Elf or Soldier creature" and "target attacking
        // Wolf or Werewolf" share a word of one part, so they are not read as a union.
        // Round 36: or one of three, "target Forest, green enchantment, or green planeswalker" (Nissa's Defeat),
        // where a land type alone names lands (205.3i) and shares no word.
        static const QRegularExpression either(
            QStringLiteral("^([\\w-]+(?: [\\w-]+)?)(?:, ([\\w-]+(?: [\\w-]+)?),)? or ([\\w-]+(?: [\\w-]+)?)$"));
        if (const auto m = either.match(p); !s && m.hasMatch() && !manaValue && !manaValueAtLeast && !sized && !xAtMost
            && !xAtLeast && !spellColor && !notYours && !yours) {
            Selector sel;
            const bool three = !m.captured(2).isEmpty();
            for (int k : {1, 2, 3}) {
                if (m.captured(k).isEmpty())
                    continue;
                bool several = true;
                auto part = objects(m.captured(k), &several);
                if (!part || several || part->isRef() || !part->anyOf.isEmpty() || part->controller != Selector::Who::Any
                    || (!part->types && !(three && isLandTypeAlone(*part))))
                    return std::nullopt;
                sel.anyOf << *part;
            }
            return sel;
        }
        if (!s || plural || s->isRef())
            return std::nullopt;
    }
    if (p.endsWith(QLatin1String("spell"))) {
        s->word = QStringLiteral("spell");
        s->where = Selector::Where::Specific;
        s->zone = Zone::Stack;
        s = spellOnly(*s);
    } else if (spellColor || notYours || yours) {
        return std::nullopt;
    }
    s->manaValueAtMostX = xAtMost;
    s->manaValueAtLeastX = xAtLeast;
    if (manaValue)
        s->manaValueAtMost = manaValue;
    if (manaValueAtLeast)
        s->manaValueAtLeast = manaValueAtLeast;
    if (power)
        s->powerAtMost = power;
    if (powerAtLeast)
        s->powerAtLeast = powerAtLeast;
    if (toughness)
        s->toughnessAtMost = toughness;
    if (toughnessAtLeast)
        s->toughnessAtLeast = toughnessAtLeast;
    return s;
}

// "target creature", "target creature you control", "any target", "target player", "up to one target
// creature": adds the target to the ability and says which reference the effect uses for it.
// Round 21: "up to two target artifacts and/or enchantments" (Force of Vigor), "any number of target
// artifacts and/or enchantments" (Consign to Dust): each target one of two plural nouns, each a bare
// permanent type (115.1, 601.2c); the writer says "and/or" for the alternatives of several targets.
namespace {

using PluralObjects = std::function<std::optional<Selector>(const QString& phrase, bool* plural)>;

std::optional<Selector> severalAlternatives(const QString& nouns, const PluralObjects& objects)
{
    static const QRegularExpression andOr(QStringLiteral("^(\\w+) and/or (\\w+)$"));
    const auto m = andOr.match(nouns);
    if (!m.hasMatch())
        return std::nullopt;
    Selector s;
    for (int k : {1, 2}) {
        bool many = false;
        auto one = objects(m.captured(k), &many);
        if (!one || !many || one->isRef() || one->types == 0 || !one->anyOf.isEmpty() || !one->word.isEmpty())
            return std::nullopt;
        s.anyOf << *one;
    }
    return s;
}

}   // namespace

std::optional<Selector> OracleParser::target(const QString& phrase, AbilityDef* into, Selector::Ref* r) const
{
    Selector s;
    QString p = phrase.trimmed();
    // "another target permanent": a target other than the ability's source (`other`), which
    // the event player checks as the target is chosen.
    // Round 22: "target creature other than ~" (Faceless Butcher) says what "another target creature" says.
    static const QRegularExpression otherThanSelf(QStringLiteral("^target ((?:[a-z]+ )?[a-z]+) other than ~$"));
    if (const auto m = otherThanSelf.match(p); m.hasMatch())
        p = QStringLiteral("another target ") + m.captured(1);
    const bool another = p.startsWith(QLatin1String("another target "));
    if (another)
        p = p.mid(8);
    // Round 30: a spell's "any other target" (Bond of Passion) and "another target" alone (Arc Trail's "… to
    // any target and 1 damage to another target"): any target but those chosen before it (115.1, 601.2c).
    const bool anyOther = p == QLatin1String("any other target") || p == QLatin1String("another target");
    if (anyOther) {
        if (into->kind != AbilityDef::Kind::Spell || into->targets.isEmpty())
            return std::nullopt;
        p = QStringLiteral("any target");
    }
    // Round 35: a spell's second target, "… and up to one other target artifact or enchantment" (Relic Crush):
    // optional, and not the object the first target is (115.3).
    static const QRegularExpression upToOneOther(QStringLiteral("^up to one other target (.+)$"));
    const bool optionalOther = into->kind == AbilityDef::Kind::Spell && into->targets.size() == 1 && !another
        && upToOneOther.match(p).hasMatch();
    if (optionalOther)
        p = QStringLiteral("up to one target ") + upToOneOther.match(p).captured(1);
    static const QRegularExpression upTo(QStringLiteral("^up to (\\w+) target (.+)$"));
    // "any number of target creatures" (115.1, 601.2c): Selector::kAnyNumber, "up to" with no limit.
    static const QRegularExpression anyNumber(QStringLiteral("^any number of target (.+)$"));
    int limit = 0;
    bool historicUnion = false;
    if (const auto m = upTo.match(p); m.hasMatch()) {
        const auto n = numberWord(m.captured(1));
        if (!n)
            return std::nullopt;
        limit = *n;
        p = QStringLiteral("target ") + m.captured(2);
    } else if (const auto any = anyNumber.match(p); any.hasMatch()) {
        limit = Selector::kAnyNumber;
        p = QStringLiteral("target ") + any.captured(1);
    }
    // "X target creatures" (601.2c): as many targets as the X chosen as the spell is cast, named by
    // "them" (Ref::Targets); the event player asks for exactly X different objects.
    static const QRegularExpression xTargets(QStringLiteral("^X target (.+)$"));
    if (const auto m = xTargets.match(p); m.hasMatch() && !another && limit == 0) {
        bool plural = false;
        auto sel = objects(m.captured(1), &plural);
        if (!sel || !plural || sel->isRef() || !sel->anyOf.isEmpty() || sel->other || !into->targets.isEmpty())
            return std::nullopt;
        sel->upToX = true;
        into->targets << *sel;
        *r = Selector::Ref::Targets;
        Selector named;
        named.ref = *r;
        return named;
    }
    // "two target creatures" (115.1): one word "target" for exactly that many, a target each, named by
    // "them" (Ref::Targets); the event player asks for that many different objects (601.2c, 115.3).
    static const QRegularExpression exactly(QStringLiteral("^(two|three) target (.+)$"));
    if (const auto m = exactly.match(p); m.hasMatch() && !another) {
        bool plural = false;
        auto sel = objects(m.captured(2), &plural);
        if (!sel || !plural || sel->isRef() || !sel->anyOf.isEmpty() || sel->other || !into->targets.isEmpty())
            return std::nullopt;
        into->targets = QVector<Selector>(*numberWord(m.captured(1)), *sel);
        *r = Selector::Ref::Targets;
        Selector named;
        named.ref = *r;
        return named;
    }
    if (p == QLatin1String("any target") || p == QLatin1String("any target that was dealt damage this turn")) {
        s.word = QStringLiteral("any_target");
        s.dealtDamageThisTurn = p.size() > 10;   // round 23 (Needle Drop): a player too (120.3)
    } else if (p == QLatin1String("target player")) {
        s.word = QStringLiteral("player");
    } else if (p == QLatin1String("target opponent")) {
        s.word = QStringLiteral("player");
        s.controller = Selector::Who::Opponent;
    } else if (p == QLatin1String("target player or planeswalker") || p == QLatin1String("target opponent or planeswalker")) {
        Selector player, planeswalker;
        player.word = QStringLiteral("player");
        if (p.contains(QLatin1String("opponent")))   // 115.1: an opponent, or any planeswalker
            player.controller = Selector::Who::Opponent;
        planeswalker.types = quint16(CardType::Planeswalker);
        s.anyOf = {player, planeswalker};
    } else if (p == QLatin1String("target permanent or player")) {
        // Round 30: Hypochondria's and Sunfire Balm's shield: a permanent of any kind, or a player (115.1).
        Selector permanent, player;
        permanent.word = QStringLiteral("permanent");
        player.word = QStringLiteral("player");
        s.anyOf = {permanent, player};
    } else if (p.startsWith(QLatin1String("target player, planeswalker, or "))) {
        // Round 28, Cautery Sliver: "target player, planeswalker, or Sliver creature": a third kind of object.
        bool plural = true;
        const auto third = objects(p.mid(32), &plural);
        if (!third || plural || third->isRef() || !third->anyOf.isEmpty() || third->types != quint16(CardType::Creature))
            return std::nullopt;
        Selector player, planeswalker;
        player.word = QStringLiteral("player");
        planeswalker.types = quint16(CardType::Planeswalker);
        s.anyOf = {player, planeswalker, *third};
    } else if (p == QLatin1String("target permanent you own or control")) {
        // Round 35: Telim'Tor's Edict: a permanent you own, or one you control (108.3, 108.4), either will do.
        const auto owned = targetNoun(QStringLiteral("permanent you own"));
        const auto controlled = targetNoun(QStringLiteral("permanent you control"));
        if (!owned || !controlled)
            return std::nullopt;
        s.anyOf = {*owned, *controlled};
    } else if (limit > 1 && p == QLatin1String("target players")) {   // round 32: Hunters' Feast (115.1)
        s.word = QStringLiteral("player");
    } else if (limit > 1 && p.startsWith(QLatin1String("target "))) {
        // "up to two target creatures": a plural noun, each target named by "them" (Ref::Targets).
        bool plural = false;
        auto sel = objects(p.mid(7), &plural);
        if (sel && !sel->anyOf.isEmpty())
            return std::nullopt;
        if (!sel) {   // round 21: "artifacts and/or enchantments"
            sel = severalAlternatives(p.mid(7), [this](const QString& x, bool* many) { return objects(x, many); });
            plural = bool(sel);
        }
        // Round 22: "up to two target Merfolk you control" (Vineshaper Mystic): a creature type whose
        // plural is its singular names several too.
        if (sel && !plural && sel->subtypes.size() == 1 && !sel->types
            && pluralSubtypeName(sel->subtypes.first()) == SubtypeRegistry::instance().name(sel->subtypes.first()))
            plural = true;
        if (!sel || !plural || sel->isRef() || into->targets.size() > 0)
            return std::nullopt;
        s = *sel;
    } else if (const auto historic = p.startsWith(QLatin1String("target ")) && limit == 0
                   ? historicPermanentTarget(p.mid(7), another) : std::nullopt) {
        s = *historic;   // round 36: its parts carry `other` (OracleHistoricTargets.cpp)
        historicUnion = true;
    } else if (p.startsWith(QLatin1String("target "))) {
        auto sel = targetNoun(p.mid(7));
        if (!sel)
            return std::nullopt;
        s = *sel;
    } else {
        return std::nullopt;
    }
    const bool objectWord = s.word.isEmpty() || s.word == QLatin1String("permanent");
    if (another && (limit > 0 || s.other || !objectWord || (!s.anyOf.isEmpty() && !historicUnion)))
        return std::nullopt;   // "another" of a player, of any target or of several is not read
    // After a first target, "another target" of a permanent's ability means other than that target
    // only, and may name the source itself (115.3). Round 44: read after one plain object target, where the
    // event player takes `other` as apart from the first target (anotherTargetWords, core/play).
    if (another && !into->targets.isEmpty() && into->kind != AbilityDef::Kind::Spell
        && !setsApartFirstTarget(into->targets))
        return std::nullopt;
    // Only a spell's X and an activated ability's {X} are known as its targets are chosen (the cast or
    // activate event's); a trigger's or a loyalty ability's X is not read.
    if ((s.manaValueAtMostX || s.manaValueAtLeastX) && into->kind != AbilityDef::Kind::Spell && !activatedWithX(*into))
        return std::nullopt;
    s.other = (another || anyOther || optionalOther) && !historicUnion;
    s.upTo = quint8(limit);
    // Round 18: no target after damage divided among targets (Fiery Justice's "Target opponent gains 5
    // life"): a cast could not say which of its targets share the damage (601.2d).
    if (into->targets.size() >= 2
        || std::any_of(into->effect.cbegin(), into->effect.cend(), [](const Action& a) { return a.divided; }))
        return std::nullopt;
    *r = into->targets.isEmpty() ? Selector::Ref::Target : Selector::Ref::Target2;
    if (limit > 1)
        *r = Selector::Ref::Targets;
    into->targets << s;
    Selector named;
    named.ref = *r;
    return named;
}

}   // namespace strata::import
