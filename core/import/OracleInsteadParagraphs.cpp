#include "OracleKickedInstead.h"
#include "OracleParser.h"
#include "OracleSpellConditions.h"
#include "OracleSpellWordings.h"
#include "OracleWholeInsteadParagraph.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Round 24: an ability word's paragraph whose "instead" replaces the paragraph before it (207.2c, 608.2c):
// Thermal Blast, Tragic Slip, Feed the Clan, Brimstone Volley, Grizzly Fate, Rest for the Weary. The
// paragraph is the instruction before again with another number, done when its condition holds; that
// instruction is then not done (spellAbility). Which words name the same objects again ("that
// creature", "that permanent or player") is the writer's, and the round trip checks them.

namespace strata::import {

namespace {

struct InsteadWords {
    QString clause;      // the instruction, starting in lower case
    QString condition;
    Action::Instead order = Action::Instead::None;
};

InsteadWords insteadWords(const QString& sentence)
{
    static const QRegularExpression abilityWord(QStringLiteral("^[A-Z][a-z]+(?: [a-z]+)? \\x{2014} (?=\\S)"));
    const auto word = abilityWord.match(sentence);
    if (!word.hasMatch())
        return {};
    QString s = sentence.mid(word.capturedEnd()).trimmed();
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    static const QRegularExpression insteadFirst(QStringLiteral("^If ([^,]+), instead (.+)$"));
    static const QRegularExpression conditionFirst(QStringLiteral("^If ([^,]+), (.+) instead$"));
    static const QRegularExpression conditionLast(QStringLiteral("^(.+) instead if ([^,]+)$"));
    if (const auto m = insteadFirst.match(s); m.hasMatch())
        return {m.captured(2), m.captured(1), Action::Instead::InsteadFirst};
    if (const auto m = conditionFirst.match(s); m.hasMatch())
        return {m.captured(2), m.captured(1), Action::Instead::ConditionFirst};
    if (const auto m = conditionLast.match(s); m.hasMatch()) {
        QString clause = m.captured(1);
        clause[0] = clause[0].toLower();
        return {clause, m.captured(2), Action::Instead::ConditionLast};
    }
    return {};
}

}   // namespace

AbilityPtr OracleParser::insteadParagraph(const QString& sentence, const AbilityDef& before, const QString& sentenceBefore) const
{
    if (before.kind != AbilityDef::Kind::Spell || before.effect.isEmpty() || !before.modes.isEmpty() || before.optional)
        return nullptr;
    const Action& last = before.effect.last();
    if (last.condition || last.optional || last.then || last.ifYouDo || last.ifYouDont || last.otherwise
        || last.instead != Action::Instead::None)
        return nullptr;
    const InsteadWords words = insteadWords(mendedSpellWording(sentence));   // round 37: the round trip's words
    if (words.order == Action::Instead::None)
        return nullptr;
    std::optional<Condition> c = spellCondition(words.condition, [this](const QString& t) { return triggerCondition(t); });
    if (!c)
        c = triggerCondition(words.condition);
    if (!c || c->kind == Condition::Kind::SelfIs)
        return nullptr;
    // The paragraph before replaced whole by several instructions, all under the one condition.
    const auto wholeParagraph = [&](QVector<Action> whole) {
        for (Action& a : whole)
            a.condition = c;
        whole.first().instead = words.order;
        auto paragraph = QSharedPointer<AbilityDef>::create();
        paragraph->kind = AbilityDef::Kind::Spell;
        paragraph->targets = before.targets;
        paragraph->effect = whole;
        paragraph->finalize();
        return paragraph;
    };
    // Round 41: "If C, instead X and Y", the paragraph before replaced whole by more than its number (Kamahl's
    // Sledge, Rancid Earth, Lightning Surge; OracleWholeInsteadParagraph.cpp).
    if (words.order == Action::Instead::InsteadFirst && words.clause.contains(QLatin1String(" and "))) {
        const QVector<Action> whole = wholeInsteadParagraph(words.clause, before, sentenceBefore,
            [this](const QString& t, AbilityDef* into) { return thenSentence(t, into); });
        if (whole.isEmpty())
            return nullptr;
        return wholeParagraph(whole);
    }
    // Round 42: "If C, instead destroy all creatures, then create …. Creatures destroyed this way can't be regenerated."
    // (Kirtar's Wrath), the untargeted paragraph before replaced whole.
    if (words.order == Action::Instead::InsteadFirst && before.targets.isEmpty()) {
        const QVector<Action> whole = wholeUntargetedInsteadParagraph(words.clause, before,
            [this](const QString& t, AbilityDef* into) { return actions(t, into); });
        if (!whole.isEmpty())
            return wholeParagraph(whole);
    }
    // The same instruction with another number holds neither a second instruction (Lightning Surge's "and
    // the damage can't be prevented", read above) nor several targets named again (Shower of Coals' "each of
    // those targets"): read, they would lose those words.
    // Round 41: but "~ deals 4 damage to each of those targets" after "… to each of up to three targets" (Shower of
    // Coals) is the damage to each of them again, with another number.
    static const QRegularExpression eachOfThoseTargets(QStringLiteral("^~ deals \\d+ damage to each of those targets$"));
    const bool eachTargetAgain = eachOfThoseTargets.match(words.clause).hasMatch() && before.targets.size() == 1
        && before.targets.first().upTo > 1
        && before.targets.first().upTo != Selector::kAnyNumber && last.kind == ActionKind::Damage && last.to
        && last.to->ref == Selector::Ref::Targets && !last.divided && !last.amountOf && !last.amount.x;
    if (words.clause.contains(QLatin1String(" and "))
        || (words.clause.contains(QLatin1String("each of those")) && !eachTargetAgain))
        return nullptr;
    // The same instruction with another number: the objects named again ("that creature") or, where the
    // instruction names none, read as a sentence of its own ("You gain 10 life", "Create four 2/2 green
    // Bear creature tokens"). Round 28: or another instruction that names nothing of the paragraph before,
    // when that paragraph is one instruction, replaced whole (Traverse the Ulvenwald's "instead search your
    // library for a creature or land card, …" after its basic land card).
    std::optional<Action> instead = withNewNumber(last, words.clause);
    if (!instead) {
        AbilityDef alone;
        alone.kind = AbilityDef::Kind::Spell;
        if (thenSentence(words.clause, &alone) && alone.effect.size() == 1 && alone.targets.isEmpty()) {
            Action same = alone.effect.first();
            same.amount = last.amount;
            const Action& other = alone.effect.first();
            const bool bare = !other.condition && !other.optional && !other.then && !other.ifYouDo && !other.ifYouDont
                && !other.otherwise;
            // Round 42: "Target player sacrifices a land. Threshold — Each player sacrifices all lands they control
            // instead …" (Epicenter): the same instruction by every player, naming nothing of the target, which was
            // still chosen as the spell was cast (601.2c).
            const bool everyPlayer = before.effect.size() == 1 && before.targets.size() == 1 && other.kind == last.kind
                && last.who == QLatin1String("target_player") && other.who == QLatin1String("each_player")
                && (!other.object || !other.object->isRef()) && !other.to;
            if (same == last || (before.effect.size() == 1 && before.targets.isEmpty() && bare) || (everyPlayer && bare))
                instead = other;
        }
    }
    // Round 32: another instruction naming the one before's target again, "that spell", "that card" (Stubborn
    // Denial's "counter that spell instead" after "Counter target noncreature spell unless its controller
    // pays {1}", Stitch Together's "return that card from your graveyard to the battlefield instead" after
    // "Return target creature card from your graveyard to your hand"): read with the target's own words put
    // back, it must choose the very target the paragraph before chose (chosen once, as the spell was cast,
    // 601.2c), which it then names again; that paragraph is one instruction, replaced whole.
    if (!instead && before.effect.size() == 1 && before.targets.size() == 1) {
        static const QRegularExpression named(QStringLiteral("\\bthat (card|spell)\\b"));
        const auto again = named.match(words.clause);
        const QRegularExpression targetWords(
            QStringLiteral("\\btarget (?:[a-z]+ )*?%1\\b").arg(again.hasMatch() ? again.captured(1) : QString()));
        const auto original = targetWords.match(sentenceBefore);
        AbilityDef alone;
        alone.kind = AbilityDef::Kind::Spell;
        QString clause = words.clause;
        if (again.hasMatch() && original.hasMatch() && words.clause.count(named) == 1
            && thenSentence(clause.replace(again.capturedStart(), again.capturedLength(), original.captured()), &alone)
            && alone.effect.size() == 1 && alone.targets == before.targets) {
            const Action& other = alone.effect.first();
            if (!other.condition && !other.optional && !other.then && !other.ifYouDo && !other.ifYouDont
                && !other.otherwise && other.instead == Action::Instead::None)
                instead = other;
        }
    }
    if (!instead || *instead == last)
        return nullptr;
    instead->condition = c;
    instead->instead = words.order;
    auto paragraph = QSharedPointer<AbilityDef>::create();
    paragraph->kind = AbilityDef::Kind::Spell;
    paragraph->targets = before.targets;
    paragraph->effect << *instead;
    paragraph->finalize();
    return paragraph;
}

}   // namespace strata::import
