#include "RulesTextWriter.h"

namespace strata::rulestext {

// "~ can't be the target of black or red spells your opponents control", "… of white spells or
// abilities from white sources" (115.4): the rule's filter names the sources by colour and controller,
// as the importer reads them (OracleTargetRules.cpp).
QString Writer::targetRule(const Op& o, Form f) const
{
    const Selector none;
    const Selector& filter = o.filter ? *o.filter : none;
    const auto colorWords = [&](Agr a) {
        if (!filter.colors.isEmpty())
            return colorList(filter.colors, true, a);
        for (Color c : kAllColors)
            if (filter.notColors.has(c))
                return tr("non%1", "negated colour: nonblack").arg(colorWord(c, a));
        return QString();
    };
    Selector spells;
    spells.word = QStringLiteral("spell");
    spells.colors = filter.colors;
    spells.notColors = filter.notColors;
    QString sources;
    if (o.rule == RuleName::CantBeTargetOfAbilities)
        sources = tr("abilities", "what can't target an object");
    else if (o.rule == RuleName::CantBeTargetOfSpells)
        sources = noun(spells, true, false);
    else if (filter.colors.isEmpty() && filter.notColors.isEmpty())
        sources = tr("spells or abilities", "what can't target an object");
    else   // the sources of the abilities are as the spells are coloured
        sources = tr("%1 or abilities from %2 sources", "white spells or abilities from white sources")
                      .arg(noun(spells, true, false), colorWords(Agr{Gender::Fem, true}));
    if (filter.controller == Selector::Who::Opponent)
        sources = tr("%1 your opponents control", "spells or abilities your opponents control").arg(sources);
    return pick(f, QT_TRANSLATE_NOOP3("RulesText", "can't be the target of %1", "singular"),
        QT_TRANSLATE_NOOP3("RulesText", "can't be the targets of %1", "plural"),
        QT_TRANSLATE_NOOP3("RulesText", "be unable to be the target of %1", "infinitive"))
        .arg(sources);
}

}   // namespace strata::rulestext
