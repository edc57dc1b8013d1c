#include "AnimatedActions.h"
#include "OracleParser.h"
#include <QRegularExpression>

// Round 20 (`impact20`): a permanent that becomes a creature for a while, one-shot (611.2a): the
// manlands and Keyrunes ("{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until
// end of turn. It's still a land."), "Target land becomes a 3/3 creature until end of turn. It's still
// a land." (Vivify). The static form ("Enchanted land is a 4/2 …") is OracleAnimated.cpp's.

namespace strata::import {

bool creatureNounWords(const QStringList& words, Op* colors, Op* types, Op* subtypes)
{
    for (int i = 0; i < words.size(); ++i) {
        const QString& w = words[i];
        bool plural = false;
        if (w == QLatin1String("and") && !colors->colors.isEmpty() && i + 1 < words.size() && colorFromName(words[i + 1]))
            continue;   // "white and blue"
        if (const auto c = colorFromName(w)) {
            colors->colors.add(*c);
        } else if (const auto t = cardTypeFromName(w.left(1).toUpper() + w.mid(1)); t && w[0].isLower()) {
            types->cardTypes |= quint16(*t);
        } else if (const SubtypeId id = subtypeFromWord(w, &plural); id && !plural) {
            subtypes->subtypes << id;
        } else {
            return false;
        }
    }
    return true;
}

// Power and toughness set (613.4b, layer 7b), the colour set when one is named (105.3, layer 5), the
// card types and subtypes set (205.1a: an artifact that becomes an "artifact creature" names both), or
// added to the land's when "It's still a land" (205.1b), and the keywords granted (layer 6).
bool animationOps(const QString& noun, bool adds, const QVector<AbilityPtr>& keywords, QVector<Op>* ops)
{
    // Round 34: "an X/X Wall creature" (Testament of Faith): the X of the spell or activated ability (107.3); "a
    // legendary 4/4 red Dragon creature" (Sarkhan, the Dragonspeaker): the supertype named is added; 205.1a sets
    // card types and subtypes only, so the object keeps the supertypes it had.
    static const QRegularExpression shape(QStringLiteral("^an? (legendary )?(\\d+|X)/(\\d+|X) ((?:[A-Za-z-]+ )*?)creature$"));
    const auto m = shape.match(noun);
    if (!m.hasMatch())
        return false;
    Op colors, types, subtypes, pt, granted, legendary;
    colors.kind = Op::Kind::SetColors;
    types.kind = adds ? Op::Kind::AddTypes : Op::Kind::SetTypes;
    types.cardTypes = quint16(CardType::Creature);   // a land already, as the hand-made Mishra's Factory says
    subtypes.kind = adds ? Op::Kind::AddSubtypes : Op::Kind::SetSubtypes;
    if (!creatureNounWords(m.captured(4).split(QLatin1Char(' '), Qt::SkipEmptyParts), &colors, &types, &subtypes))
        return false;
    pt.kind = Op::Kind::SetPT;
    Expr x;
    x.kind = Expr::Kind::X;
    if ((m.captured(2) == QLatin1String("X")) != (m.captured(3) == QLatin1String("X")))
        return false;   // "X/X" or numbers
    pt.power = m.captured(2) == QLatin1String("X") ? x : Expr::constant(m.captured(2).toInt());
    pt.toughness = m.captured(3) == QLatin1String("X") ? x : Expr::constant(m.captured(3).toInt());
    granted.kind = Op::Kind::AddAbilities;
    granted.abilities = keywords;
    // In the order of the hand-made Azorius Keyrune and Blinkmoth Nexus.
    ops->append(types);
    if (!m.captured(1).isEmpty()) {
        legendary.kind = Op::Kind::AddSupertypes;
        legendary.supertypes = quint8(Supertype::Legendary);
        ops->append(legendary);
    }
    if (!subtypes.subtypes.isEmpty())
        ops->append(subtypes);
    if (!colors.colors.isEmpty())
        ops->append(colors);
    if (!keywords.isEmpty())
        ops->append(granted);
    ops->append(pt);
    return true;
}

std::optional<QString> singularAnimation(const QString& text)
{
    static const QRegularExpression plural(QStringLiteral(
        "^(until end of turn, )?(.+?)(?: each)? become (\\d+/\\d+ (?:[A-Za-z-]+ )*?)creatures( with [^\".]+?)?( until end of turn)?"
        "(\\. They're still lands| that are still lands)$"));
    const auto m = plural.match(text);
    // Round 36: "Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to their other types
    // until end of turn" (Fendeep Summoner): the lands keep their types (205.1b), each as one would.
    static const QRegularExpression kept(QStringLiteral(
        "^(until end of turn, )?(.+?) each become (\\d+/\\d+ (?:[A-Za-z-]+ )*?)creatures in addition to their other types"
        "( until end of turn)?$"));
    if (const auto k = kept.match(text); !m.hasMatch() && k.hasMatch())
        return k.captured(1) + k.captured(2) + QStringLiteral(" becomes a ") + k.captured(3)
            + QStringLiteral("creature in addition to its other types") + k.captured(4);
    if (!m.hasMatch())
        return std::nullopt;
    const QString still = m.captured(6).startsWith(QLatin1Char('.')) ? QStringLiteral(". It's still a land")
                                                                       : QStringLiteral(" that's still a land");
    return m.captured(1) + m.captured(2) + QStringLiteral(" becomes a ") + m.captured(3) + QStringLiteral("creature")
        + m.captured(4) + m.captured(5) + still;
}

std::optional<bool> animatedByValueAction(const QString& s,
    const std::function<std::optional<Selector>(const QString&)>& objectOf,
    const std::function<bool(const QString&, QVector<Op>*)>& byValue, AbilityDef* into)
{
    static const QRegularExpression shape(QStringLiteral(
        "^(target [^,]+?) becomes (an? (?:[a-z]+ )*creature with power and toughness each equal to .+) until end of turn$"));
    const auto m = shape.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    // 611.2a, 613.4b: a one-shot effect's continuous change of the target, its power and toughness set in
    // layer 7b to the value the object has (its mana value).
    const int before = into->targets.size();
    const std::optional<Selector> who = objectOf(m.captured(1));
    ContinuousDef c;
    if (!who || who->ref != Selector::Ref::Target || into->targets.size() != before + 1 || !byValue(m.captured(2), &c.ops)) {
        into->targets.resize(before);
        return false;
    }
    c.affects = QSharedPointer<Selector>::create(*who);
    c.duration = Duration::EndOfTurn;
    Action a = Action::continuousEffect(c);
    into->effect << a;
    return true;
}

}   // namespace strata::import
