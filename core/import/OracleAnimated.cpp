#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

// Permanents that are creatures by a static ability (issue 16): "Enchanted land is a 4/2 red Beast
// creature with trample. It's still a land." (a Zendikon), "~ is a 5/5 Golem artifact creature".

namespace strata::import {

// What follows "is": "a 4/2 red Beast creature with trample. It's still a land", "a 5/6 green Treefolk
// creature that's still a land", "a 5/5 Golem artifact creature". Power and toughness are set (613.4b,
// layer 7b), the colour set (layer 5), the types added when "it's still a land" (205.1b) or else set.
bool OracleParser::animated(const QString& rest, const Selector& subject, QVector<Op>* ops) const
{
    static const QRegularExpression shape(QStringLiteral(
        "^an? (\\d+)/(\\d+) ((?:[A-Za-z-]+ )*?)creature(?: with ([^\".]+?))?( that's still a land|\\. It's still a land)?$"));
    const auto m = shape.match(rest);
    if (!m.hasMatch() || !subject.isRef())
        return false;   // one object: ~ itself or the permanent an Aura enchants
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
    const QStringList words = m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        const QString& w = words[i];
        if (w == QLatin1String("and") && !colors.colors.isEmpty() && i + 1 < words.size()
            && colorFromName(words[i + 1])) {
            continue;   // "blue and black"
        }
        bool plural = false;
        if (auto c = colorFromName(w)) {
            colors.colors.add(*c);
        } else if (auto t = cardTypeFromName(w.left(1).toUpper() + w.mid(1)); t && w[0].isLower()) {
            if (stillLand)
                return false;   // "a 3/3 artifact creature that's still a land" is not written so
            types.cardTypes |= quint16(*t);
        } else if (SubtypeId id = subtypeFromWord(w, &plural); id && !plural) {
            subtypes.subtypes << id;
        } else {
            return false;
        }
    }
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

}   // namespace strata::import
