#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "white", "blue or black", "nongreen": the colours a set of sources has (or, with "non", lacks).
bool sourceColors(const QString& words, Selector* into)
{
    if (words.startsWith(QLatin1String("non"))) {
        const auto c = colorFromName(words.mid(3));
        if (!c)
            return false;
        into->notColors.add(*c);
        return true;
    }
    for (const QString& w : words.split(QStringLiteral(" or "))) {
        const auto c = colorFromName(w);
        if (!c || into->colors.has(*c))
            return false;
        into->colors.add(*c);
    }
    return true;
}

}   // namespace

// "can't be the target of white spells", "… of spells or abilities your opponents control", "… of
// black spells or abilities from black sources" (115.4): which spells and abilities may not target the
// object. The op's filter names the sources by colour and by controller, and nothing else; none: any.
bool OracleParser::targetRule(const QString& t, bool plural, QVector<Op>* ops) const
{
    static const QRegularExpression shape(QStringLiteral(
        "^can't be the (targets?) of (?:((?:non)?[a-z]+(?: or [a-z]+)?) )?(spells or abilities|spells|abilities)"
        "(?: from ((?:non)?[a-z]+(?: or [a-z]+)?) sources)?( your opponents control)?$"));
    const auto m = shape.match(t);
    if (!m.hasMatch() || (m.captured(1) == QLatin1String("targets")) != plural)
        return false;
    const QString spellColors = m.captured(2), sources = m.captured(3), sourceColorWords = m.captured(4);
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = sources == QLatin1String("spells") ? RuleName::CantBeTargetOfSpells
        : sources == QLatin1String("abilities")  ? RuleName::CantBeTargetOfAbilities
                                                 : RuleName::CantBeTargetOfSpellsOrAbilities;
    Selector filter;
    // A colour before "spells or abilities" names the spells; "from … sources" the abilities', the same
    // colours (Oracle writes both, as Mercenary Informer does). Abilities alone take no colour here.
    if (op.rule == RuleName::CantBeTargetOfSpellsOrAbilities && spellColors != sourceColorWords)
        return false;
    if (op.rule != RuleName::CantBeTargetOfSpellsOrAbilities && !sourceColorWords.isEmpty())
        return false;
    if (op.rule == RuleName::CantBeTargetOfAbilities && !spellColors.isEmpty())
        return false;
    if (!spellColors.isEmpty() && !sourceColors(spellColors, &filter))
        return false;
    if (!m.captured(5).isEmpty())
        filter.controller = Selector::Who::Opponent;
    if (filter != Selector())
        op.filter = QSharedPointer<Selector>::create(filter);
    ops->append(op);
    return true;
}

}   // namespace strata::import
