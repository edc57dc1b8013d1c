#include "OracleWholeInsteadParagraph.h"
#include "OracleKickedInstead.h"
#include <QRegularExpression>

// Round 41: the threshold paragraphs that replace a one-instruction paragraph with more than its number (Kamahl's
// Sledge, Rancid Earth, Lightning Surge). The target was chosen once, as the spell was cast (601.2c), and the paragraph
// names it again; spellAbility joins the paragraphs so that the condition is checked once and the paragraph before
// is done only when it was false (608.2c).

namespace strata::import {

namespace {

bool plain(const Action& a)
{
    return !a.condition && !a.optional && !a.ifYouDo && !a.ifYouDont && !a.otherwise && a.instead == Action::Instead::None;
}

}   // namespace

QVector<Action> wholeInsteadParagraph(const QString& clause, const AbilityDef& before, const QString& sentenceBefore,
    const ActionsOf& actionsOf)
{
    if (before.kind != AbilityDef::Kind::Spell || before.effect.size() != 1 || before.targets.size() != 1
        || !before.modes.isEmpty() || !plain(before.effect.first()))
        return {};
    const Action& last = before.effect.first();
    // 615.12: the same damage to the same target with another number, none of it prevented.
    static const QRegularExpression unpreventable(QStringLiteral("^(~ deals \\d+ damage to it) and the damage can't be prevented$"));
    if (const auto m = unpreventable.match(clause); m.hasMatch()) {
        if (last.kind != ActionKind::Damage || last.cantBePrevented || !last.to || last.to->ref != Selector::Ref::Target
            || !last.who.isEmpty() || last.object || last.eachPlayer || last.divided)
            return {};
        std::optional<Action> again = withNewNumber(last, m.captured(1));
        if (!again || again->amount == last.amount)
            return {};
        again->cantBePrevented = true;
        return {*again};
    }
    // "that creature", "that land": the one target named again, read with its own words put back ("target creature"),
    // which must choose the very target the paragraph before chose.
    static const QRegularExpression named(QStringLiteral("\\bthat (creature|land|permanent|player)\\b"));
    const auto again = named.match(clause);
    if (!again.hasMatch())
        return {};
    const QRegularExpression targetWords(QStringLiteral("\\btarget (?:[a-z]+ )*?%1\\b").arg(again.captured(1)));
    const auto original = targetWords.match(sentenceBefore);
    if (!original.hasMatch())
        return {};
    const QString read = QString(clause).replace(again.capturedStart(), again.capturedLength(), original.captured());
    // Two instructions of their own in one sentence ("destroy that land and ~ deals 1 damage to each creature and each
    // player"), each read as a sentence, when the sentence is not read whole.
    static const QRegularExpression twoInstructions(QStringLiteral("^(.+?) and (~ deals .+)$"));
    AbilityDef alone;
    alone.kind = AbilityDef::Kind::Spell;
    if (!actionsOf(read, &alone)) {
        alone = AbilityDef();
        alone.kind = AbilityDef::Kind::Spell;
        const auto two = twoInstructions.match(read);
        if (!two.hasMatch() || !actionsOf(two.captured(1), &alone) || alone.effect.size() != 1 || !actionsOf(two.captured(2), &alone))
            return {};
    }
    if (alone.effect.size() < 2 || alone.targets != before.targets)
        return {};
    for (const Action& a : alone.effect)
        if (!plain(a) || a.then)
            return {};
    return alone.effect;
}

QVector<Action> wholeUntargetedInsteadParagraph(const QString& clause, const AbilityDef& before, const ActionsOf& sentencesOf)
{
    if (before.kind != AbilityDef::Kind::Spell || before.effect.size() != 1 || !before.targets.isEmpty()
        || !before.modes.isEmpty() || !plain(before.effect.first()) || !clause.contains(QLatin1String(", then ")))
        return {};
    AbilityDef alone;
    alone.kind = AbilityDef::Kind::Spell;
    if (!sentencesOf(clause, &alone) || alone.effect.size() < 2 || !alone.targets.isEmpty() || alone.optional)
        return {};
    // ", then" is kept (the writer joins such a pair the same way); every other link would need its own condition.
    for (const Action& a : alone.effect)
        if (!plain(a))
            return {};
    return alone.effect;
}

}   // namespace strata::import
