#include "RulesText.h"
#include "EnglishRulesText.h"
#include "Contractions.h"
#include "RulesTextCache.h"
#include "RulesTextWriter.h"
#include <QCoreApplication>

// How the text is put together
// ----------------------------
// Every phrase is a translatable template with placeholders (context "RulesText"); the code only fills
// placeholders and joins whole sentences. Clauses are built without their first letter capitalised and
// without a final full stop, so that they can be placed after "When …, ", "As long as …, " or
// "you may …"; the finished sentences are capitalised and closed at the end. Verb phrases come in three
// forms, told apart for translators by the disambiguation "singular", "plural" or "infinitive"
// ("gets +1/+1", "get +1/+1", "you may have … get +1/+1").
//
// For languages with grammatical gender and number (Spanish, Italian):
// - each head noun has a translatable gender tag (kGenderTags: "m" or "f");
// - adjectives (colours, supertypes, tapped, …) have four forms each, masculine/feminine singular/plural,
//   and agree with their noun ("criaturas negras") or, as predicates, with the subject ("son negras");
//   colour words without disambiguation are the nouns ("devoción al negro");
// - determiners come in a masculine and a feminine template ("target %1", "that %1", "a %1", …);
// - a plural subject or object goes through its own template so that an article can be added
//   ("Las criaturas que controlas …");
// - "target" is put between a noun and its qualifiers ("target %1 %2": "la criatura objetivo que controlas");
// - adjectives are put to the noun one at a time from the nearest outwards ("%1 %2"), so that a language
//   writing them after the noun keeps their order ("una criatura Elemental azul y roja 1/4");
// - amounts of life are plural (%n) messages;
// - contractions the templates can't write ("de el" → "del") are a translatable list applied last.

namespace strata {

using rulestext::Writer;

// ---- Public API -------------------------------------------------------------------------------------

QString RulesText::ability(const AbilityInstance& a, const QString& objectName)
{
    if (!a.def)
        return {};
    return RulesTextCache::instance().text(
        a.def, objectName, a.wordSwaps, [&] { return ability(*a.def, objectName, a.wordSwaps); });
}

QString RulesText::ability(
    const AbilityDef& a, const QString& objectName, const QVector<QPair<QString, QString>>& wordSwaps)
{
    Writer w(objectName, wordSwaps);
    w.setObject(objectName);
    return Contractions::current()->apply(w.ability(a));
}

QString RulesText::ability(const AbilityDef& a, const CardFace& face, const QString& objectName)
{
    Writer w(objectName, {});
    w.setFace(face);
    return Contractions::current()->apply(w.ability(a));
}

QString englishAbilityText(const AbilityDef& a, const CardFace& face, const QString& objectName)
{
    const rulestext::EnglishOnly english;
    return RulesText::ability(a, face, objectName);
}

QString RulesText::selectorPhrase(const Selector& s, bool plural)
{
    Writer w(rulestext::translate("RulesText", "this permanent"), {});
    return w.selector(s, plural ? Writer::Det::Plural : Writer::Det::Bare);
}

QString RulesText::cost(const QVector<CostPart>& parts)
{
    Writer w(rulestext::translate("RulesText", "this permanent"), {});
    return w.costText(parts);
}

QString RulesText::keyword(const AbilityDef& a)
{
    Writer w(QString(), {});
    return w.keywordText(a);
}

QString RulesText::chosenForm(const CopyExceptions& form)
{
    Writer w(QString(), {});
    return w.chosenForm(form);
}

QString RulesText::asGranted(const QString& abilityText)
{
    if (!abilityText.endsWith(QLatin1Char('.')))
        return abilityText;
    return Writer::tr("\"%1\"", "a quoted ability").arg(abilityText);   // as Writer::quoted
}

}   // namespace strata
