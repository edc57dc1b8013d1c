#include "OracleParser.h"
#include "AnimatedActions.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

// Permanents that are creatures by a static ability (issue 16): "Enchanted land is a 4/2 red Beast
// creature with trample. It's still a land." (a Zendikon), "~ is a 5/5 Golem artifact creature".

namespace strata::import {

namespace {

// A set of lands, named as lands ("Lands you control", "nonbasic lands") or by their land types
// ("Forests", "All Mountains"); not one object.
bool namesLands(const Selector& subject)
{
    if (subject.isRef() || !subject.anyOf.isEmpty())
        return false;
    const auto& reg = SubtypeRegistry::instance();
    const bool landSubtypes = !subject.subtypes.isEmpty()
        && std::all_of(subject.subtypes.begin(), subject.subtypes.end(),
            [&reg](SubtypeId id) { return reg.kind(id) == SubtypeKind::Land; });
    return subject.types == quint16(CardType::Land) || (subject.types == 0 && landSubtypes);
}

// "a black Zombie" (Nim Deathmantle), "a colorless Forest land" (Song of the Dryads): a colour, or
// none, and a kind that replace the object's own, without power and toughness. The colour is set
// (105.3, layer 5); the subtypes replace those of their kind (205.1b; a land's under 305.7, with the
// abilities of its rules text); a card type named sets the card types (205.1a).
bool recoloredKind(const QString& rest, QVector<Op>* ops)
{
    static const QRegularExpression shape(
        QStringLiteral("^an? (colorless|white|blue|black|red|green) ([A-Z][\\w ]+?)( land)?$"));
    const auto m = shape.match(rest);
    if (!m.hasMatch())
        return false;
    Op colors, types, subtypes;
    colors.kind = Op::Kind::SetColors;
    if (const auto c = colorFromName(m.captured(1)))
        colors.colors.add(*c);
    subtypes.kind = Op::Kind::SetSubtypes;
    const auto& reg = SubtypeRegistry::instance();
    for (const QString& w : m.captured(2).split(QLatin1Char(' '))) {
        bool plural = false;
        const SubtypeId id = subtypeFromWord(w, &plural);
        if (!id || plural)
            return false;
        subtypes.subtypes << id;
    }
    // A land type with "land", a creature type without: the kinds Oracle text writes so.
    const bool land = !m.captured(3).isEmpty();
    for (SubtypeId id : subtypes.subtypes)
        if (reg.kind(id) != (land ? SubtypeKind::Land : SubtypeKind::Creature))
            return false;
    // In the order of the hand-made Song of the Dryads: types, subtypes, colour.
    if (land) {
        types.kind = Op::Kind::SetTypes;
        types.cardTypes = quint16(CardType::Land);
        ops->append(types);
    }
    ops->append(subtypes);
    ops->append(colors);
    return true;
}

// Round 34: "a green Elephant with base power and toughness 3/3" (Gift of Tusks; Turn's "a red Weird …"):
// the colour and creature type set as recoloredKind reads them, and base power and toughness set
// (613.4b, layer 7b). No card type is named, so the object keeps its card types (205.1a, 205.1b).
// Round 36: "a Dragon with base power and toughness 4/4" (Bogardan Dragonheart): without a colour, the creature
// type alone replaces the object's creature types (205.1a), its colour kept.
bool recoloredKindWithBasePT(const QString& rest, QVector<Op>* ops)
{
    static const QRegularExpression shape(QStringLiteral(
        "^(an? (?:(white|blue|black|red|green) )?([A-Z]\\w+)) with base power and toughness (\\d+)/(\\d+)$"));
    const auto m = shape.match(rest);
    QVector<Op> kind;
    if (!m.hasMatch())
        return false;
    if (m.captured(2).isEmpty()) {
        bool plural = false;
        Op subtypes;
        subtypes.kind = Op::Kind::SetSubtypes;
        subtypes.subtypes << subtypeFromWord(m.captured(3), &plural);
        if (!subtypes.subtypes.first() || plural
            || SubtypeRegistry::instance().kind(subtypes.subtypes.first()) != SubtypeKind::Creature)
            return false;
        kind << subtypes;
    } else if (!recoloredKind(m.captured(1), &kind)) {
        return false;
    }
    Op pt;
    pt.kind = Op::Kind::SetPT;
    pt.power = Expr::constant(m.captured(4).toInt());
    pt.toughness = Expr::constant(m.captured(5).toInt());
    *ops << kind << pt;
    return true;
}

// "Forests you control are 1/1 green Elf creatures that are still lands" (Ambush Commander), "All
// Forests are 1/1 creatures that are still lands" (Living Lands): lands the subject names become
// creatures (205.1b: they keep their land types), with their colour set (layer 5) and power and
// toughness set (613.4b, layer 7b). Written so only without keywords.
bool animatedLands(const QString& rest, const Selector& subject, QVector<Op>* ops)
{
    static const QRegularExpression shape(
        QStringLiteral("^(\\d+)/(\\d+) ((?:[A-Za-z]+ )*?)creatures that are still lands$"));
    const auto m = shape.match(rest);
    if (!m.hasMatch() || !namesLands(subject))
        return false;
    const auto& reg = SubtypeRegistry::instance();
    Op colors, types, subtypes, pt;
    colors.kind = Op::Kind::SetColors;
    types.kind = Op::Kind::AddTypes;
    types.cardTypes = quint16(CardType::Creature);   // lands already, as the hand-made Living Lands says
    subtypes.kind = Op::Kind::AddSubtypes;
    for (const QString& w : m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool plural = false;
        if (auto c = colorFromName(w)) {
            colors.colors.add(*c);
        } else if (SubtypeId id = subtypeFromWord(w, &plural); id && !plural && reg.kind(id) == SubtypeKind::Creature) {
            subtypes.subtypes << id;
        } else {
            return false;
        }
    }
    pt.kind = Op::Kind::SetPT;
    pt.power = Expr::constant(m.captured(1).toInt());
    pt.toughness = Expr::constant(m.captured(2).toInt());
    if (!colors.colors.isEmpty())
        ops->append(colors);
    ops->append(types);
    if (!subtypes.subtypes.isEmpty())
        ops->append(subtypes);
    ops->append(pt);
    return true;
}

}   // namespace

// What follows "is": "a 4/2 red Beast creature with trample. It's still a land", "a 5/6 green Treefolk
// creature that's still a land", "a 5/5 Golem artifact creature". Power and toughness are set (613.4b,
// layer 7b), the colour set (layer 5), the types added when "it's still a land" (205.1b) or else set.
bool OracleParser::animated(const QString& rest, const Selector& subject, QVector<Op>* ops) const
{
    if (animatedByValue(rest, ops) || animatedLands(rest, subject, ops))
        return true;
    static const QRegularExpression shape(QStringLiteral(
        "^an? (\\d+)/(\\d+) ((?:[A-Za-z-]+ )*?)creature(?: with ([^\".]+?))?( that's still a land|\\. It's still a land)?$"));
    const auto m = shape.match(rest);
    if (!subject.isRef())
        return false;   // one object: ~ itself or the permanent an Aura enchants
    if (!m.hasMatch())
        return recoloredKind(rest, ops) || recoloredKindWithBasePT(rest, ops);
    const bool stillLand = !m.captured(5).isEmpty();
    // Oracle text says ". It's still a land" after keywords, "that's still a land" without them; the
    // writer does the same, so any other order is not read.
    if (stillLand && m.captured(5).startsWith(QLatin1Char('.')) == m.captured(4).isEmpty())
        return false;
    Op colors, types, subtypes, pt;
    colors.kind = Op::Kind::SetColors;
    types.kind = stillLand ? Op::Kind::AddTypes : Op::Kind::SetTypes;
    types.cardTypes = quint16(CardType::Creature) | (stillLand ? quint16(CardType::Land) : 0);
    subtypes.kind = stillLand ? Op::Kind::AddSubtypes : Op::Kind::SetSubtypes;
    // "a 3/3 artifact creature that's still a land" is not written so
    if (!creatureNounWords(m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts), &colors, &types, &subtypes)
        || (stillLand && (types.cardTypes & ~quint16(quint16(CardType::Creature) | quint16(CardType::Land)))))
        return false;
    // "~ is a 2/2 creature" without a subtype would lose its other types; only the common forms are read.
    if (!stillLand && subtypes.subtypes.isEmpty())
        return false;
    pt.kind = Op::Kind::SetPT;
    pt.power = Expr::constant(m.captured(1).toInt());
    pt.toughness = Expr::constant(m.captured(2).toInt());
    Op keywords;
    keywords.kind = Op::Kind::AddAbilities;
    if (!m.captured(4).isEmpty()
        && (!keywordList(m.captured(4), &keywords.abilities)
            || std::any_of(keywords.abilities.begin(), keywords.abilities.end(),
                [](const AbilityPtr& a) { return a->kind != AbilityDef::Kind::Keyword; })))
        return false;
    if (!colors.colors.isEmpty())
        ops->append(colors);
    ops->append(types);
    if (!subtypes.subtypes.isEmpty())
        ops->append(subtypes);
    ops->append(pt);
    if (!keywords.abilities.isEmpty())
        ops->append(keywords);
    return true;
}

// "Each noncreature artifact is an artifact creature with power and toughness each equal to its
// converted mana cost" (March of the Machines): the card types added (an artifact stays one, and keeps
// its subtypes: an Equipment stays an Equipment), power and toughness set (613.4b, layer 7b) to a value
// each object has.
bool OracleParser::animatedByValue(const QString& rest, QVector<Op>* ops) const
{
    static const QRegularExpression shape(
        QStringLiteral("^an? ((?:[a-z]+ )*)creature with power and toughness each equal to (.+)$"));
    const auto m = shape.match(rest);
    if (!m.hasMatch())
        return false;
    Op types, pt;
    types.kind = Op::Kind::AddTypes;
    types.cardTypes = quint16(CardType::Creature);
    for (const QString& w : m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto t = cardTypeFromName(w.left(1).toUpper() + w.mid(1));
        if (!t)
            return false;
        types.cardTypes |= quint16(*t);
    }
    const std::optional<Expr> value = amount(m.captured(2));
    if (!value)
        return false;
    pt.kind = Op::Kind::SetPT;
    pt.power = *value;
    pt.toughness = *value;
    ops->append(types);
    ops->append(pt);
    return true;
}

// "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has
// indestructible, and it loses all other abilities, card types, and creature types" (Darksteel
// Mutation), "Enchanted creature loses all abilities and is a Coward creature with base power and
// toughness 0/1" (Reprobation): the card types set (205.1a; supertypes stay), the creature types set
// (205.1b), base power and toughness set (613.4b), and the abilities lost before the one it keeps is
// granted (613.6: one effect, in the order its text gives, "all other").
bool OracleParser::typeSetting(const QString& sentence, const Selector& subject, QVector<Op>* ops) const
{
    static const QRegularExpression mutation(QStringLiteral(
        "^is an? ((?:[A-Z]\\w+ )+)((?:[a-z]+ )*)creature with base power and toughness (\\d+)/(\\d+)"
        "(?: and has ([^,]+))?, and it loses all other abilities, card types, and creature types$"));
    static const QRegularExpression reprobation(QStringLiteral(
        "^loses all abilities and is an? ((?:[A-Z]\\w+ )+)((?:[a-z]+ )*)creature with base power and toughness (\\d+)/(\\d+)$"));
    if (subject.ref != Selector::Ref::Attached)
        return false;
    QRegularExpressionMatch m = mutation.match(sentence);
    const bool losesFirst = !m.hasMatch();
    if (losesFirst)
        m = reprobation.match(sentence);
    if (!m.hasMatch())
        return false;
    Op types, subtypes, pt, lose, keywords;
    types.kind = Op::Kind::SetTypes;
    types.cardTypes = quint16(CardType::Creature);
    for (const QString& w : m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto t = cardTypeFromName(w.left(1).toUpper() + w.mid(1));
        if (!t)
            return false;
        types.cardTypes |= quint16(*t);
    }
    subtypes.kind = Op::Kind::SetSubtypes;
    for (const QString& w : m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool plural = false;
        const SubtypeId id = subtypeFromWord(w, &plural);
        if (!id || plural || SubtypeRegistry::instance().kind(id) != SubtypeKind::Creature)
            return false;
        subtypes.subtypes << id;
    }
    pt.kind = Op::Kind::SetPT;
    pt.power = Expr::constant(m.captured(3).toInt());
    pt.toughness = Expr::constant(m.captured(4).toInt());
    lose.kind = Op::Kind::LoseAllAbilities;
    keywords.kind = Op::Kind::AddAbilities;
    if (!losesFirst && !m.captured(5).isEmpty()
        && (!keywordList(m.captured(5), &keywords.abilities)
            || std::any_of(keywords.abilities.begin(), keywords.abilities.end(),
                [](const AbilityPtr& a) { return a->kind != AbilityDef::Kind::Keyword; })))
        return false;
    if (losesFirst)
        ops->append(lose);
    *ops << types << subtypes << pt;
    if (!losesFirst)
        ops->append(lose);
    if (!keywords.abilities.isEmpty())
        ops->append(keywords);
    return true;
}

// "Enchanted creature has protection from black. This effect doesn't remove ~." (702.16c: protection
// would put the Aura into its owner's graveyard; the Aura says it stays): the exception on the
// operation that grants the protection.
bool keepsAttached(QString* sentence, Op::Keeps* keeps)
{
    static const QRegularExpression exception(QStringLiteral("^(.+)\\. This effect doesn't remove (~|Auras)$"));
    const auto m = exception.match(*sentence);
    if (!m.hasMatch())
        return false;
    *keeps = m.captured(2) == QLatin1String("~") ? Op::Keeps::KeepsSource : Op::Keeps::KeepsAuras;
    *sentence = m.captured(1);
    return true;
}

bool grantsProtection(Op* op, Op::Keeps keeps)
{
    if (op->kind != Op::Kind::AddAbilities)
        return false;
    for (const AbilityPtr& a : op->abilities) {
        if (a->isKeyword(QStringLiteral("Protection"))) {
            op->keeps = keeps;
            return true;
        }
    }
    return false;
}

// 305.7: "Enchanted land is the chosen type." (Phantasmal Terrain): the basic land type chosen as the
// Aura entered; "Lands you control are Plains." (Celestial Dawn), "All Mountains are Plains."
// (Conversion): a basic land type, for each land the subject names ("Plains" is its own plural). The
// land types set replace the old ones, and the mana abilities they gave.
bool landTypeSet(const QString& rest, const Selector& subject, QVector<Op>* ops)
{
    Op op;
    op.kind = Op::Kind::SetSubtypes;
    if (rest == QLatin1String("the chosen type") && subject.ref == Selector::Ref::Attached) {
        op.subtypeChosen = true;
        ops->append(op);
        return true;
    }
    bool plural = false;
    const SubtypeId id = subtypeFromWord(rest, &plural);
    if (!id || !(plural || ownPluralSubtype(id)) || !SubtypeRegistry::instance().isBasicLandType(id)
        || !namesLands(subject))
        return false;
    op.subtypes << id;
    ops->append(op);
    return true;
}

}   // namespace strata::import
