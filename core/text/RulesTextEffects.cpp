#include "RulesTextCastRestrictions.h"
#include "RulesTextPlayerRules.h"
#include "RulesTextWriter.h"
#include <algorithm>

namespace strata {
namespace rulestext {

// ---- Effects --------------------------------------------------------------------------------------

bool isTypeOp(const Op& o)
{
    switch (o.kind) {
    case Op::Kind::AddTypes:
    case Op::Kind::SetTypes:
        return true;
    case Op::Kind::AddSubtypes:
    case Op::Kind::SetSubtypes:
        return !o.subtypes.isEmpty();
    default:
        return false;
    }
}

namespace {

// Whether a value is the affected object's own ("its mana value"); "other" than the affected object
// reads as well in the plural ("Slivers get +1/+1 for each other Sliver").
bool ownValue(const Expr& e)
{
    if (e.kind == Expr::Kind::ManaValueOfAffected || e.kind == Expr::Kind::ColorsOfAffected
        || e.kind == Expr::Kind::KeywordAmountOfAffected)
        return true;
    for (const Expr& a : e.args)
        if (ownValue(a))
            return true;
    return false;
}

// A set of lands, named as lands or by their land types ("Forests you control").
bool namesLands(const Selector& s)
{
    const auto& reg = SubtypeRegistry::instance();
    const bool landTypes = !s.subtypes.isEmpty()
        && std::all_of(
            s.subtypes.begin(), s.subtypes.end(), [&reg](SubtypeId id) { return reg.kind(id) == SubtypeKind::Land; });
    return !s.isRef() && s.anyOf.isEmpty() && (s.types == quint16(CardType::Land) || (!s.types && landTypes));
}

// Lands made creatures with a fixed power and toughness, which stay lands (205.1b).
bool animatesLands(const QVector<Op>& ops, const Selector& affects)
{
    const bool types = std::any_of(ops.begin(), ops.end(),
        [](const Op& o) { return o.kind == Op::Kind::AddTypes && (o.cardTypes & quint16(CardType::Creature)); });
    const bool pt = std::any_of(ops.begin(), ops.end(), [](const Op& o) {
        return o.kind == Op::Kind::SetPT && o.power && o.power->isConst() && o.toughness && o.toughness->isConst();
    });
    return types && pt && namesLands(affects);
}

// Whether a filtered subject reads better as "each …" than as a plural ("Each land is a Swamp …").
bool wantsEach(const QVector<Op>& ops)
{
    for (const Op& o : ops) {
        if (isTypeOp(o) || o.kind == Op::Kind::AllBasicLandTypes || o.kind == Op::Kind::Copy
            || o.kind == Op::Kind::RemoveTypes || (o.kind == Op::Kind::AddSubtypes && o.subtypeChosen))
            return true;
        if ((o.power && ownValue(*o.power)) || (o.toughness && ownValue(*o.toughness)))
            return true;
        // Doran's "each creature assigns combat damage equal to its toughness" (510.1c): its own.
        if (o.kind == Op::Kind::Rule && o.rule == RuleName::AssignsDamageByToughness)
            return true;
    }
    return false;
}

// Only keyword abilities granted: soulbond's "both creatures have …" (a quoted one or a bonus reads "each
// of those creatures").
bool onlyKeywordGrants(const QVector<Op>& ops)
{
    for (const Op& o : ops) {
        if (o.kind != Op::Kind::AddAbilities)
            return false;
        for (const AbilityPtr& a : o.abilities)
            if (!a || a->kind != AbilityDef::Kind::Keyword)
                return false;
    }
    return true;
}

bool preventsDamage(const Op& o)
{
    return o.kind == Op::Kind::Rule
        && (o.rule == RuleName::PreventAllDamageTo || o.rule == RuleName::PreventCombatDamageTo
            || o.rule == RuleName::PreventAllDamageBy || o.rule == RuleName::PreventCombatDamageBy
            || o.rule == RuleName::PreventAllDamageToAndBy || o.rule == RuleName::PreventCombatDamageToAndBy);
}

bool isStandaloneOp(const Op& o, Mood mood, int opCount)
{
    switch (o.kind) {
    case Op::Kind::GainControl:
    case Op::Kind::ExchangeControl:
    case Op::Kind::ChangeText:
    case Op::Kind::PlayerRule:
        return true;
    case Op::Kind::SwitchPT:
        return mood == Mood::Become && opCount == 1;
    case Op::Kind::Rule:
        return o.rule == RuleName::PreventAllDamageTo || o.rule == RuleName::PreventNoncombatDamageTo
            || o.rule == RuleName::NoLegendRule || o.rule == RuleName::MayChooseNotToUntap
            || o.rule == RuleName::BeginGameOnBattlefield || o.rule == RuleName::AllAbleToBlockDoSo
            || o.rule == RuleName::CantBeBlockedByLesserPower || o.rule == RuleName::PreventCombatDamageTo
            || o.rule == RuleName::PreventAllDamageBy || o.rule == RuleName::PreventCombatDamageBy
            || o.rule == RuleName::PreventAllDamageToAndBy || o.rule == RuleName::PreventCombatDamageToAndBy
            || o.rule == RuleName::PermanentsEnterTapped || o.rule == RuleName::DealsDoubleDamage
            || o.rule == RuleName::CanBlockShadow || o.rule == RuleName::CanBeCommander || o.rule == RuleName::CantBeCast
            || o.rule == RuleName::PreventDamageRemoveCounter || o.rule == RuleName::MayCastAsThoughFlashSacrificeAtCleanup
            || o.rule == RuleName::AttackTax || o.rule == RuleName::AttackTaxYouOrPlaneswalkers
            || o.rule == RuleName::BlockTax || o.rule == RuleName::ExiledIfItWouldDie || rulePreventsSome(o.rule)
            || o.rule == RuleName::PreventAllButOneDamageTo || o.rule == RuleName::UntapDuringOtherUntapSteps
            || (o.rule == RuleName::ActivatedAbilitiesCantBeActivated && opCount == 1);
    default:
        return false;
    }
}

}   // namespace

QStringList Writer::effectClauses(const Selector& affects, const QVector<Op>& ops, Mood mood,
    std::optional<Duration> duration, const std::optional<Condition>& cond, bool optional)
{
    QStringList out;
    if (ops.isEmpty()) {
        out << tr("%1 has an ability that doesn't change characteristics").arg(m_self);
        return out;
    }
    // "unless …" says a negated condition, but "its controller controls no other creatures" says its own.
    // Round 36: "As long as enchanted artifact isn't a creature, it's …" (Animate Artifact) leads with its own.
    const bool unless = cond && cond->negated && cond->kind != Condition::Kind::AttachedControllerControls
        && cond->kind != Condition::Kind::AttachedIs;
    QString condText;
    if (cond)
        condText = unless ? conditionAsWritten(*cond) : condition(*cond);
    m_cond = cond ? &*cond : nullptr;

    // Group the operations: the ones that read as predicates of one subject, and the ones that need
    // a sentence of their own ("Gain control of …", "Prevent all damage …"), in the order they come.
    QVector<int> preds;
    QVector<int> alone;
    for (int i = 0; i < ops.size(); ++i)
        (isStandaloneOp(ops[i], mood, ops.size()) ? alone : preds) << i;

    // "Each creature you control with a +1/+1 counter on it has …": a counter "on it" is each one's.
    const bool each = !affects.isRef()
        && ((wantsEach(ops) && !animatesLands(ops, affects)) || !affects.withCounter.isEmpty() || readsAsEach(affects));
    auto subjectText = [&]() -> Subject {
        if (cond && (cond->kind == Condition::Kind::AttachedIs || cond->kind == Condition::Kind::AnotherAuraOnAttached)
            && affects.ref == Selector::Ref::Attached)
            return Subject{
                pickG(m_attachedGender, QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a masculine noun"),
                    QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a feminine noun")),
                Form::Sing, m_attachedGender};
        if (duration == Duration::NextTurnOfTargetPlayer && !affects.isRef()
            && affects.controller == Selector::Who::Opponent) {
            // "During target opponent's next turn, creatures that player controls …"
            Selector theirs = affects;
            theirs.controller = Selector::Who::Any;
            return Subject{tr("%1 that player controls").arg(selector(theirs, each ? Det::Each : Det::The)),
                each ? Form::Sing : Form::Plur, agreementGender(theirs)};
        }
        // Round 35, Sheltering Prayers: "Basic lands each player controls have shroud as long as that player …".
        if (cond && cond->kind == Condition::Kind::AffectedControllerControlsAtMost && !affects.isRef()
            && affects.controller == Selector::Who::Any)
            return Subject{tr("%1 each player controls").arg(selector(affects, each ? Det::Each : Det::The)),
                each ? Form::Sing : Form::Plur, agreementGender(affects)};
        // Deadly Wanderings: "As long as you control exactly one creature, that creature gets +2/+0".
        if (cond && cond->kind == Condition::Kind::YouControlAtLeast && cond->n == 1 && cond->atMost == 1
            && cond->filter && !affects.isRef() && affects.controller == Selector::Who::You) {
            Selector counted = *cond->filter;
            counted.controller = Selector::Who::You;
            if (counted == affects)
                return Subject{tr("that %1", "the one permanent a condition counts").arg(noun(*cond->filter, false)),
                    Form::Sing, agreementGender(affects)};
        }
        // Nighthowler (bestow): "~ and enchanted creature each get +X/+X".
        if (affects.anyOf.size() == 2 && affects.anyOf[0].ref == Selector::Ref::Self
            && affects.anyOf[1].ref == Selector::Ref::Attached)
            return Subject{tr("%1 and %2 each", "the source and the permanent it enchants, each of which gets a change")
                               .arg(m_self, m_attached),
                Form::Plur, genderOf("creature")};
        // Soulbond (702.95c): "both creatures have flying", "each of those creatures gets +1/+1".
        if (affects.ref == Selector::Ref::SelfAndPaired && !onlyKeywordGrants(ops))
            return Subject{tr("each of those creatures", "a soulbond pair"), Form::Sing, genderOf("creature")};
        if (m_targetIsIt && (affects.ref == Selector::Ref::Targets || !affects.isRef()))   // round 20: after "untap those creatures"
            return Subject{tr("they", "the creatures the instruction before untapped"), Form::Plur, genderOf("creature")};
        if (m_targetIsIt && affects.ref == Selector::Ref::Target) {
            const Subject named = subject(affects, each);
            return Subject{pickG(named.g, QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a masculine noun"),
                               QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a feminine noun")),
                Form::Sing, named.g};
        }
        return subject(affects, each);
    };

    bool thisTurn = false;   // a one-shot prevention says "this turn", not "until end of turn" (615.1a)
    bool saysItsTurn = false;   // the clause says "this turn" itself
    auto finishClause = [&](QString clause, bool leading, const QStringList& wheres, bool first) {
        clause = thisTurn ? tr("%1 this turn", "a prevention effect lasting until the turn ends").arg(clause)
            : saysItsTurn ? clause : withDuration(clause, duration, leading);
        if (!wheres.isEmpty())
            clause = tr("%1, where %2").arg(clause, joinList(wheres, false));
        if (unless)   // "~ can't attack unless you control an artifact" (508.1c)
            clause = tr("%1 unless %2", "a rule, the condition under which it doesn't apply").arg(clause, condText);
        else if (cond && cond->kind == Condition::Kind::AttachedCountersAtLeast)   // round 39: "it" after its noun
            clause = tr("%1 if %2", "a rule of the enchanted or equipped permanent, the counters on it while it applies")
                         .arg(clause, condText);
        else if (cond && (condText.contains(QLatin1Char(','))   // Liu Bei: a name with a comma reads last
                     || cond->kind == Condition::Kind::AffectedControllerControlsAtMost))   // "that player" after its noun
            clause = tr("%1 as long as %2", "a condition holding a comma, after what it governs").arg(clause, condText);
        else if (cond)
            clause = tr("as long as %1, %2").arg(condText, clause);
        if (optional && first && !clause.startsWith(tr("you may")))
            clause = tr("you may %1", "an optional instruction").arg(clause);
        return clause;
    };

    const int predAt = preds.isEmpty() ? ops.size() : preds.first();
    bool first = true;
    bool predsDone = preds.isEmpty();
    for (int i = 0; i <= ops.size(); ++i) {
        if (!predsDone && i == predAt) {
            predsDone = true;
            const Subject subj = subjectText();
            const bool useInf = optional && first;
            bool longClause = false;
            QStringList wheres;
            const QStringList list = predicates(ops, preds, affects, useInf ? Form::Inf : subj.form,
                Agr{subj.g, subj.form == Form::Plur}, mood, &longClause, &wheres);
            QString clause;
            const QString joined = joinPredicates(list, ops[preds.last()]);
            if (useInf)
                clause = tr("you may have %1 %2").arg(subj.text, joined);
            else
                clause = tr("%1 %2", "subject and predicate").arg(subj.text, joined);
            // "you may have ~ become a 3/3 … until end of turn" (Riddleform): the duration after the choice's words
            out << finishClause(clause, longClause && mood == Mood::Become && !useInf, wheres, false);
            first = false;
            // 702.16c: the Aura that grants protection may say it stays attached.
            for (int p : preds) {
                if (ops[p].keeps == Op::Keeps::KeepsSource)
                    out << tr("this effect doesn't remove %1").arg(m_self);
                else if (ops[p].keeps == Op::Keeps::KeepsAuras)
                    out << tr("this effect doesn't remove Auras");
            }
        }
        if (i < ops.size() && alone.contains(i)) {
            thisTurn = duration == Duration::EndOfTurn
                && ((!ops[i].filter && preventsDamage(ops[i])) || ops[i].rule == RuleName::PlayerPreventAllDamage
                    // round 30: a resolved effect's prevention from sources of a kind (Lithomancer's Focus)
                    || (ops[i].filter && ops[i].filter->where == Selector::Where::Any && preventsDamage(ops[i]))
                    || (ops[i].kind == Op::Kind::PlayerRule && playerRuleSaysThisTurn(ops[i].rule)));
            saysItsTurn = ops[i].rule == RuleName::ExiledIfItWouldDie;
            out << finishClause(standalone(ops[i], affects, mood), false, {}, first);
            thisTurn = false;
            first = false;
        }
    }
    return out;
}

QString Writer::typeClause(const QVector<Op>& ops, const QVector<int>& which, Form f, Mood mood, bool foldPT,
    bool foldColors, bool foldAllTypes, const QString& with)
{
    quint16 addTypes = 0, setTypes = 0;
    QVector<SubtypeId> subs;
    bool setSubs = false;
    const Op* pt = nullptr;
    const Op* colors = nullptr;
    quint8 supertypes = 0;
    for (int i : which) {
        const Op& o = ops[i];
        switch (o.kind) {
        case Op::Kind::AddTypes:
            addTypes |= o.cardTypes;
            break;
        case Op::Kind::AddSupertypes:   // folded only with the power and toughness (predicates)
            if (foldPT)
                supertypes |= o.supertypes;
            break;
        case Op::Kind::SetTypes:
            setTypes |= o.cardTypes;
            break;
        case Op::Kind::AddSubtypes:
            subs << o.subtypes;
            break;
        case Op::Kind::SetSubtypes:
            subs << o.subtypes;
            setSubs = setSubs || !o.subtypes.isEmpty();
            break;
        case Op::Kind::SetPT:
            pt = &o;
            break;
        case Op::Kind::SetColors:
        case Op::Kind::AddColors:
            if (!o.colorChosen)
                colors = &o;
            break;
        default:
            break;
        }
    }
    const bool plural = f == Form::Plur;
    // 205.1b: "a 4/2 red Beast creature. It's still a land": the land type it keeps is not in the noun.
    // "Forests you control are 1/1 green Elf creatures that are still lands" (Ambush Commander): lands
    // already, made creatures (the operations add no land type then); written so only without keywords.
    const bool stillLand = foldPT && mood != Mood::Become && (addTypes & quint16(CardType::Creature))
        && (plural ? with.isEmpty() && m_landsSubject : (addTypes & quint16(CardType::Land)) != 0);
    const QVector<CardType> types = typesIn((addTypes | setTypes) & ~quint16(stillLand ? quint16(CardType::Land) : 0));
    const Gender headGender = !types.isEmpty() ? typeGender(types.last())
        : !subs.isEmpty()                        ? subtypeGender(subs.last())
                                                 : genderOf("subtype");
    const Agr agr{headGender, plural};
    QStringList words;
    for (Supertype t : kSupertypeOrder)   // "a legendary 4/4 red Dragon creature": first in the noun
        if (supertypes & quint8(t))
            words << supertypeWord(t, agr);
    // A value each object has ("with power and toughness each equal to its mana value") comes in `with`.
    if (foldPT && pt && foldableNumber(pt->power) && foldableNumber(pt->toughness))
        words << QStringLiteral("%1/%2").arg(expr(*pt->power), expr(*pt->toughness));
    if (foldColors && colors)
        words << (colors->colors.isEmpty() ? colorless(agr) : colorList(colors->colors, false, agr));
    // Subtypes stay together in their English order ("Kithkin Spirit Warrior"), as one adjective or as
    // the noun itself.
    QStringList subWords;
    for (int i = 0; i < subs.size(); ++i)
        subWords << subtypeWord(subs[i], plural && types.isEmpty() && i == subs.size() - 1);
    QString head;
    if (!types.isEmpty()) {
        if (!subWords.isEmpty())
            words << subWords.join(QLatin1Char(' '));
        for (int i = 0; i < types.size() - 1; ++i)
            words << typeWord(types[i], false);
        head = typeWord(types.last(), plural);
    } else {
        head = subWords.join(QLatin1Char(' '));
    }
    QString np = withAdjectives(words, head);
    if (!plural)
        np = indefinite(np, headGender);
    if (foldAllTypes)
        np = tr("%1 with all creature types").arg(np);
    if (!with.isEmpty())
        np = tr("%1 with %2", "a creature with keywords").arg(np, with);

    const bool adding = addTypes || (!setTypes && !setSubs);
    const bool losesOthers = setTypes && !setSubs;
    // 205.1b: "Enchanted land is a 5/6 green Treefolk creature that's still a land" keeps its land type;
    // "is a 5/5 Golem artifact creature" names all its types (an artifact already).
    if (adding && foldPT && mood != Mood::Become && plural && stillLand)
        return tr("are %1 that are still lands", "animated lands").arg(np);
    if (adding && foldPT && mood != Mood::Become && !plural) {
        if (stillLand) {
            if (!with.isEmpty())
                return tr("is %1. It's still a land", "an animated land with keywords").arg(np);
            return tr("is %1 that's still a land", "an animated land").arg(np);
        }
        return tr("is %1", "an animated permanent").arg(np);
    }
    // "is a white Angel in addition to its other colors and types": a colour added, not set (105.3).
    if (adding && foldColors && colors && colors->kind == Op::Kind::AddColors) {
        if (mood == Mood::Become)
            return pick(f,
                QT_TRANSLATE_NOOP3("RulesText", "becomes %1 in addition to its other colors and types", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to their other colors and types", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to its other colors and types", "infinitive"))
                .arg(np);
        return pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1 in addition to its other colors and types", "singular"),
            QT_TRANSLATE_NOOP3("RulesText", "are %1 in addition to their other colors and types", "plural"),
            QT_TRANSLATE_NOOP3("RulesText", "be %1 in addition to its other colors and types", "infinitive"))
            .arg(np);
    }
    if (adding) {
        if (mood == Mood::Become)
            return pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1 in addition to its other types", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to their other types", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to its other types", "infinitive"))
                .arg(np);
        return pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1 in addition to its other types", "singular"),
            QT_TRANSLATE_NOOP3("RulesText", "are %1 in addition to their other types", "plural"),
            QT_TRANSLATE_NOOP3("RulesText", "be %1 in addition to its other types", "infinitive"))
            .arg(np);
    }
    if (losesOthers) {
        if (mood == Mood::Become)
            return pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1 and loses all other card types", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "become %1 and lose all other card types", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "become %1 and lose all other card types", "infinitive"))
                .arg(np);
        return pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1 and loses all other card types", "singular"),
            QT_TRANSLATE_NOOP3("RulesText", "are %1 and lose all other card types", "plural"),
            QT_TRANSLATE_NOOP3("RulesText", "be %1 and lose all other card types", "infinitive"))
            .arg(np);
    }
    if (mood == Mood::Become)
        return pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1", "singular"),
            QT_TRANSLATE_NOOP3("RulesText", "become %1", "plural"),
            QT_TRANSLATE_NOOP3("RulesText", "become %1", "infinitive"))
            .arg(np);
    return pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1", "singular"),
        QT_TRANSLATE_NOOP3("RulesText", "are %1", "plural"), QT_TRANSLATE_NOOP3("RulesText", "be %1", "infinitive"))
        .arg(np);
}

QString Writer::standalone(const Op& o, const Selector& affects, Mood mood)
{
    const bool become = mood == Mood::Become;
    switch (o.kind) {
    case Op::Kind::GainControl:
        return become ? tr("gain control of %1").arg(objectPhrase(affects))
                      : tr("you control %1").arg(objectPhrase(affects));
    case Op::Kind::ExchangeControl:
        return tr("exchange control of %1").arg(objectPhrase(affects));
    case Op::Kind::ChangeText: {
        QString words;
        if (o.textChange == TextChangeKind::ColorWord)
            words = tr("one color word with another");
        else if (o.textChange == TextChangeKind::LandTypeWord)
            words = tr("one basic land type word with another");
        else if (o.textChange == TextChangeKind::ColorOrLandTypeWord)
            words = tr("one color word or basic land type word with another");
        else if (o.textChange == TextChangeKind::CreatureTypeWord)
            words = tr("one creature type word with another");
        else if (!become)   // Swirl the Mists, as printed
            return tr("all instances of color words in the text of %1 are changed to the chosen color word")
                .arg(objectPhrase(affects));
        else
            words = tr("every color word with the chosen color word");
        return become
            ? tr("change the text of %1 by replacing all instances of %2").arg(objectPhrase(affects), words)
            : tr("the text of %1 is changed by replacing all instances of %2").arg(objectPhrase(affects), words);
    }
    case Op::Kind::SwitchPT:
        return tr("switch the power and toughness of %1")
            .arg(affects.isRef() ? objectPhrase(affects) : selector(affects, Det::Each));
    case Op::Kind::Rule: {
        // "Untap target creature. Prevent all combat damage that would be dealt to and dealt by it this
        // turn.": the one target the instruction before named.
        // (Called only where written: naming a target once makes the next mention "that creature".)
        if (const auto partial = partialPrevention(o, affects))   // stop 48 (RulesTextPartialPrevention.cpp)
            return *partial;
        const auto prevented = [&]() {
            return m_targetIsIt && affects.ref == Selector::Ref::Target
                ? tr("it", "the one target creature an instruction before named, dealt damage or dealing it")
                : objectPhrase(affects);
        };
        if (o.rule == RuleName::PreventAllDamageTo && o.filter && o.filter->where == Selector::Where::Any)   // Argothian Treefolk
            return tr("prevent all damage that would be dealt to %1 by %2 sources", "a card type or colour: artifact, red")
                .arg(prevented(), o.filter->types ? typeWord(CardType(o.filter->types), false)
                        : o.filter->colorless     ? colorless(Agr{genderOf("source"), true})   // round 30: Lithomancer's Focus
                                                  : colorList(o.filter->colors, false));
        if (o.rule == RuleName::PreventAllDamageTo && o.filter)
            return tr("prevent all damage that would be dealt to %1 by %2")
                .arg(objectPhrase(affects), selector(*o.filter, Det::Plural));
        if (o.rule == RuleName::PreventCombatDamageTo && o.filter)
            return tr("prevent all combat damage that would be dealt to %1 by %2")
                .arg(objectPhrase(affects), selector(*o.filter, Det::Plural));
        if (o.rule == RuleName::PreventAllDamageTo)
            return tr("prevent all damage that would be dealt to %1").arg(prevented());
        if (o.rule == RuleName::PreventCombatDamageTo)
            return tr("prevent all combat damage that would be dealt to %1").arg(prevented());
        if (o.rule == RuleName::PreventAllDamageBy)
            return tr("prevent all damage that would be dealt by %1").arg(prevented());
        if (o.rule == RuleName::PreventCombatDamageBy)
            return tr("prevent all combat damage that would be dealt by %1").arg(prevented());
        if (o.rule == RuleName::PreventAllDamageToAndBy)
            return tr("prevent all damage that would be dealt to and dealt by %1").arg(prevented());
        if (o.rule == RuleName::PreventCombatDamageToAndBy)
            return tr("prevent all combat damage that would be dealt to and dealt by %1").arg(prevented());
        if (o.rule == RuleName::PermanentsEnterTapped && o.filter) {
            // "Artifacts, creatures, and lands your opponents control": the controller said once.
            Selector set = *o.filter;
            const Selector::Who who = set.anyOf.isEmpty() ? Selector::Who::Any : set.anyOf.first().controller;
            for (Selector& part : set.anyOf)
                part.controller = Selector::Who::Any;
            QString kinds = selector(set, Det::The, true);
            if (who == Selector::Who::You)
                kinds = tr("%1 you control", "permanents of a list of kinds").arg(kinds);
            else if (who == Selector::Who::Opponent)
                kinds = tr("%1 your opponents control", "permanents of a list of kinds").arg(kinds);
            return tr("%1 enter tapped", "permanents of a set enter the battlefield tapped").arg(kinds);
        }
        if ((o.rule == RuleName::AttackTax || o.rule == RuleName::AttackTaxYouOrPlaneswalkers || o.rule == RuleName::BlockTax)
            && o.filter && o.power)
            return attackTax(o);
        if (o.rule == RuleName::ActivatedAbilitiesCantBeActivated && affects.namedChosen && !affects.isRef()
            && affects.where == Selector::Where::Any)   // round 28, Phyrexian Revoker: in every zone
            return tr("activated abilities of sources with the chosen name can't be activated");
        if (o.rule == RuleName::ActivatedAbilitiesCantBeActivated)   // the rule alone, of a set (602.5)
            return tr("activated abilities of %1 can't be activated").arg(objectPhrase(affects));
        // Round 34: the second of two targets named by its words, "the creature an opponent controls" (Unnatural
        // Aggression), not "that creature", which could be either.
        if (o.rule == RuleName::ExiledIfItWouldDie && affects.ref == Selector::Ref::Target2 && m_targets.size() == 2)
            return tr("if the %1 would die this turn, exile it instead", "the second target named by its noun")
                .arg(noun(m_targets[1].sel, false));
        if (o.rule == RuleName::ExiledIfItWouldDie)   // 614.1a: its text says how long
            return tr("if %1 would die this turn, exile it instead").arg(objectPhrase(affects));
        if (o.rule == RuleName::CanBlockShadow)
            return tr("%1 can block creatures with shadow as though they didn't have shadow").arg(objectPhrase(affects));
        if (o.rule == RuleName::DealsDoubleDamage)
            return doubledDamage(o);
        if (o.rule == RuleName::PreventNoncombatDamageTo)
            return tr("prevent all noncombat damage that would be dealt to %1").arg(objectPhrase(affects));
        if (o.rule == RuleName::NoLegendRule)
            return tr("the legend rule doesn't apply to %1").arg(objectPhrase(affects));
        if (o.rule == RuleName::UntapDuringOtherUntapSteps && affects.isRef())   // 502.3
            return tr("untap %1 during each other player's untap step").arg(objectPhrase(affects));
        if (o.rule == RuleName::UntapDuringOtherUntapSteps)
            return pickG(selectorGender(affects),
                QT_TRANSLATE_NOOP3("RulesText", "untap all %1 during each other player's untap step", "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "untap all %1 during each other player's untap step", "%1 is feminine"))
                .arg(selector(affects, Det::Plural));
        if (o.rule == RuleName::MayChooseNotToUntap)
            return tr("you may choose not to untap %1 during your untap step").arg(objectPhrase(affects));
        if (o.rule == RuleName::BeginGameOnBattlefield)
            return tr("if %1 is in your opening hand, you may begin the game with it on the battlefield")
                .arg(objectPhrase(affects));
        if (o.rule == RuleName::AllAbleToBlockDoSo)   // 509.1c: Marble Priest's blockers, Noble Quarry's "~ or …"
            return (o.filter ? tr("all %1 able to block %2 do so").arg(selector(*o.filter, Det::Plural)) : tr("all creatures able to block %1 do so"))
                .arg(affects.anyOf.size() == 2 ? tr("%1 or %2", "the source or the permanent it enchants").arg(m_self, m_attached) : objectPhrase(affects));
        if (o.rule == RuleName::CantBeBlockedByLesserPower)
            return tr("creatures with power less than %1's power can't block it").arg(objectPhrase(affects));
        if (o.rule == RuleName::CanBeCommander)   // 903.3d
            return tr("%1 can be your commander").arg(objectPhrase(affects));
        if (o.rule == RuleName::PreventDamageRemoveCounter)   // the phantoms (615.1a)
            return tr("if damage would be dealt to %1, prevent that damage. Remove a +1/+1 counter from %1")
                .arg(objectPhrase(affects));
        if (o.rule == RuleName::MayCastAsThoughFlashSacrificeAtCleanup)   // 601.3b
            return tr("you may cast %1 as though it had flash. If you cast it any time a sorcery couldn't have been "
                      "cast, the controller of the permanent it becomes sacrifices it at the beginning of the next "
                      "cleanup step")
                .arg(objectPhrase(affects));
        if (o.rule == RuleName::CantBeCast && o.filter)   // 601.3, 101.2 (RulesTextCastRestrictions.cpp)
            if (const QString text = castRestrictionText(*this, *o.filter); !text.isEmpty())
                return text;
        break;
    }
    case Op::Kind::PlayerRule:
        if (const auto partial = partialPrevention(o, affects))   // stop 48 (RulesTextPartialPrevention.cpp)
            return *partial;
        if (o.rule == RuleName::CantBeCast && o.filter)   // a resolved spell's, for the turn (Silence)
            if (const QString text = castRestrictionText(*this, *o.filter); !text.isEmpty())
                return text;
        if (o.rule == RuleName::CantPlayLands && o.filter)   // round 41, Turf Wound
            if (const QString text = landPlayRestrictionText(*o.filter); !text.isEmpty())
                return text;
        if (o.rule == RuleName::PlayTopCardOfLibrary && o.filter) {   // "… if it's an instant or sorcery card"
            const QString card = indefinite(noun(*o.filter, false, false), selectorGender(*o.filter));
            return o.filter->types == quint16(CardType::Land) && !o.filter->anyTypes
                ? tr("you may play the top card of your library if it's %1", "a card").arg(card)
                : tr("you may cast the top card of your library if it's %1", "a card").arg(card);
        }
        if (o.rule == RuleName::CastOneSpellEachTurn && o.filter
            && o.filter->whose == QLatin1String("controller_of_attached"))   // round 28: a Curse's player (303.4)
            return tr("enchanted player can't cast more than one spell each turn");
        if (o.rule == RuleName::PlayerPreventAllDamage && o.filter) {   // 615.1a: only some sources' damage
            Selector notYours;
            notYours.where = Selector::Where::Any;
            notYours.controller = Selector::Who::NotYou;
            if (*o.filter == notYours)
                return tr("prevent all damage that would be dealt to you by sources you don't control");
            return tr("prevent all damage that would be dealt to you by %1", "a set of sources")
                .arg(selector(*o.filter, Det::Plural));
        }
        if (o.rule == RuleName::DamageCantBePrevented && o.filter)   // round 31, Malignus: some sources' (615.12)
            return tr("damage that would be dealt by %1 can't be prevented", "a set of sources")
                .arg(selector(*o.filter, Det::Plural));
        if (const QString text = playerRuleText(o.rule, numberWord(o.power ? o.power->value : 0)); !text.isEmpty())
            return text;
        return tr("players follow the rule \"%1\"").arg(canonicalName(o.rule));
    default:
        break;
    }
    const bool names = o.kind == Op::Kind::Rule || o.kind == Op::Kind::PlayerRule;
    return tr("%1 is affected by the rule \"%2\"")
        .arg(objectPhrase(affects), names ? canonicalName(o.rule) : QString());
}

}   // namespace rulestext
}   // namespace strata
