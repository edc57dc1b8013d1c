#pragma once
#include "RulesText.h"
#include "WriterLanguage.h"
#include "model/Card.h"
#include <QCoreApplication>
#include <QStringList>
#include <optional>

// Private to core/text: the writer behind RulesText. Its grammar areas live in RulesTextWords.cpp,
// RulesTextSelectors.cpp, RulesTextExpressions.cpp, RulesTextEffects.cpp, RulesTextPredicates.cpp,
// RulesTextActions.cpp and RulesTextAbilities.cpp; how the text is put together is told in RulesText.cpp.

namespace strata {
namespace rulestext {

using Swaps = QVector<QPair<QString, QString>>;

struct Tr3 {
    const char* source;
    const char* comment;
};

enum class Form : quint8 { Sing, Plur, Inf };
enum class Mood : quint8 { Static, Become };
enum class Gender : quint8 { Masc, Fem };

// Number and gender an adjective or determiner agrees with.
struct Agr {
    Gender g = Gender::Masc;
    bool plural = false;
    int index() const { return (plural ? 2 : 0) + (g == Gender::Fem ? 1 : 0); }
};

// A noun phrase: the noun with its adjectives, the qualifiers that follow it ("you control",
// "with flying"), and its gender.
struct NP {
    QString text;
    QString post;
    Gender g = Gender::Masc;
};

// Word tables of RulesTextWords.cpp used by the other areas.
extern const Tr3 kColorednessAdjectives[][4];   // [0] "colorless", [1] "colored"
extern const Tr3 kStatusAdjectives[][4];

QVector<CardType> typesIn(quint16 bits);
// The same in alphabetical order, as Oracle lists alternatives ("artifact or enchantment", "creature or land").
QVector<CardType> typesAlphabetically(quint16 bits);
QString lcfirst(QString s);
bool isTypeOp(const Op& o);
// A power or toughness written into the noun ("a 2/2 creature"): a number or X.
inline bool foldableNumber(const std::optional<Expr>& e)
{
    return e && (e->kind == Expr::Kind::Const || e->kind == Expr::Kind::X);
}

// ---- The writer -------------------------------------------------------------------------------

// Whether a static ability's subject reads "each …" whatever it does ("Each land card in your hand has
// cycling {R}", "Each creature that's a Barbarian or a Warrior gets …"). RulesTextQualities.cpp.
bool readsAsEach(const Selector& s);

class Writer {
#if 0   // for lupdate alone: tr() below translates in the "RulesText" context, through translate()
    Q_DECLARE_TR_FUNCTIONS(RulesText)
#endif
public:
    static QString tr(const char* source, const char* comment = nullptr, int n = -1)
    {
        return translate("RulesText", source, comment, n);
    }

public:
    // Bare: "creature"; Plural: "creatures" (counted or listed, no article); The: a plural subject or
    // object ("creatures you control have …", "destroy other creatures"), where languages with
    // articles add one; Each, Indefinite, Target: "each creature", "a creature", "target creature".
    enum class Det : quint8 { Bare, Plural, The, Each, Indefinite, Target };

    Writer(const QString& selfName, const Swaps& swaps, Gender selfGender = Gender::Masc)
        : m_self(selfName), m_swaps(swaps), m_selfGender(selfGender)
    {
        m_attached = tr("enchanted creature");
        m_attachedGender = genderOf("creature");
    }

    void setAttachedPhrase(const QString& p, Gender g)
    {
        m_attached = p;
        m_attachedGender = g;
    }
    // A quoted granted ability's granter (607.2): the card that grants it, named as the card names itself.
    void setGranter(const QString& name, Gender g)
    {
        m_granter = name;
        m_granterGender = g;
    }
    void setObject(const QString& objectName);   // the card of that name in the built-in library
    void setFace(const CardFace& face);          // what "enchanted …" and the name's gender follow
    NP attachedNoun() const;                     // the noun of "enchanted …" (RulesTextEvents.cpp)
    Gender genderOf(const char* noun) const;

    QString ability(const AbilityDef& a);
    QString levelStriation(const AbilityDef& a);
    QString turnPairPowerAndToughness(const AbilityDef& a);   // RulesTextMadeOver.cpp
    QString keywordText(const AbilityDef& a) const;
    // `xNamed`: counters removed "any number of" are "X" (the effect names X rather than counting them)
    QString costText(const QVector<CostPart>& parts, bool xNamed = false) const;
    // RulesTextCosts.cpp: what changes how a spell is cast (601.2f, 118.9, 601.3).
    QString costChange(const AbilityDef& a);
    QString alternativeCost(const AbilityDef& a);
    QString castRestriction(const AbilityDef& a);
    QString selector(const Selector& s, Det det, bool subjectPosition = false);
    QString chosenForm(const CopyExceptions& form);   // one option of "it becomes your choice of"

private:
    struct TargetInfo {
        Selector sel;
        bool described = false;
        int upTo = 0;
        bool mentioned = false;
    };
    struct Subject {
        QString text;
        Form form = Form::Sing;
        Gender g = Gender::Masc;
    };

    QString pick(Form f, Tr3 sing, Tr3 plur, Tr3 inf) const
    {
        const Tr3& t = f == Form::Sing ? sing : f == Form::Plur ? plur : inf;
        return tr(t.source, t.comment);
    }
    // A template in the form that agrees with a masculine or a feminine noun.
    QString pickG(Gender g, Tr3 masc, Tr3 fem) const
    {
        const Tr3& t = g == Gender::Fem ? fem : masc;
        return tr(t.source, t.comment);
    }
    static QString adjective(const char* context, const Tr3* forms, Agr a)
    {
        return translate(context, forms[a.index()].source, forms[a.index()].comment);
    }
    // "%1 %2": one adjective (or list of adjectives) put to a noun phrase; applied from the adjective
    // nearest the noun outwards, so that languages placing adjectives after the noun keep the order.
    QString withAdjectives(const QStringList& adjs, QString np, bool classifier = false) const;

    // Words, with layer 3 word swaps applied before translation.
    QString swapped(const QString& word) const;
    QString colorWord(Color c) const;          // the colour as a noun
    QString colorWord(Color c, Agr a) const;   // the colour as an adjective
    QString colorList(ColorSet colors, bool orList) const;
    QString colorList(ColorSet colors, bool orList, Agr a) const;
    QString colorless(Agr a) const { return adjective("Color", kColorednessAdjectives[0], a); }
    QString colored(Agr a) const { return adjective("Color", kColorednessAdjectives[1], a); }   // round 42: All Is Dust
    QString subtypeWord(SubtypeId id, bool plural = false) const;   // translated on display
    QString swappedSubtypeName(SubtypeId id) const;
    Gender subtypeGender(SubtypeId id) const;
    QString typeWord(CardType t, bool plural) const;
    Gender typeGender(CardType t) const;
    QString supertypeWord(Supertype t, Agr a) const;
    QString numberWord(int n) const;
    std::optional<QStringList> skipInstruction(const Action& a);   // 614.10, RulesTextMoreActions.cpp
    QString indefinite(const QString& np, Gender g) const;
    QString joinList(const QStringList& items, bool orList) const;
    QString quoted(const QString& text) const { return tr("\"%1\"", "a quoted ability").arg(text); }

    // Selectors.
    QString noun(const Selector& s, bool plural, bool withZone = true) const;
    // "can't be the target of black spells or abilities from black sources" (RulesTextTargetRules.cpp).
    QString targetRule(const Op& o, Form f) const;
    NP nounParts(const Selector& s, bool plural, bool withZone = true) const;
    NP headNoun(const Selector& s, bool plural) const;
    bool subtypeIsNoun(const Selector& s) const;   // "Goblins", or "Goblin creatures" as a target says
    Subject refPhrase(Selector::Ref ref);
    QString targetPhrase(const TargetInfo& t, bool plural) const;
    NP targetNoun(int index, bool plural) const;
    Gender selectorGender(const Selector& s) const;
    Gender agreementGender(const Selector& s) const;
    Subject subject(const Selector& s, bool each);
    QString objectPhrase(const Selector& s);

    // Expressions and conditions.
    QString expr(const Expr& e);
    QString signedValue(const std::optional<Expr>& e, const QString& letter, QStringList* wheres);
    QString condition(const Condition& c);
    QString conditionAsWritten(const Condition& c);   // without its "unless" negation

    // Effects.
    QStringList effectClauses(const Selector& affects, const QVector<Op>& ops, Mood mood,
        std::optional<Duration> duration, const std::optional<Condition>& cond, bool optional);
    // The predicates of one subject; "its activated abilities can't be activated" is a clause of its own
    // after a comma and "and" (602.5).
    QString joinPredicates(const QStringList& list, const Op& last) const;
    QString madeOver(const QVector<Op>& ops, const QVector<int>& which, Form f);
    QStringList predicates(const QVector<Op>& ops, const QVector<int>& which, const Selector& affects, Form f, Agr subj,
        Mood mood, bool* longClause, QStringList* wheres);
    // `with`: keywords folded into the noun ("a 4/2 red Beast creature with trample").
    QString typeClause(const QVector<Op>& ops, const QVector<int>& which, Form f, Mood mood, bool foldPT,
        bool foldColors, bool foldAllTypes, const QString& with = QString());
    QString standalone(const Op& op, const Selector& affects, Mood mood);
    QString attackTax(const Op& op);       // RulesTextCombatTaxes.cpp (508.1g-h)
    QString doubledDamage(const Op& op);   // RulesTextDoubledDamage.cpp (614.1a)
    QString abilityList(
        const QVector<AbilityPtr>& abilities, const Selector& affects, const std::optional<Condition>& cond);
    QString nested(const AbilityDef& a, const Selector& grantee, const std::optional<Condition>& cond);
    QString copyExceptions(const CopyExceptions& ex, const NP& copiedNoun);
    QString withDuration(const QString& clause, std::optional<Duration> duration, bool leading) const;

    // Actions.
    QStringList actions(const QVector<Action>& list, bool optional);
    // Round 30: Elvish Healer's "if that creature is green, prevent the next 2 damage instead".
    std::optional<QString> coloredCreatureShield(const Action& before, const Action& k);
    // Stop 48: "if a red source would deal damage to you, prevent 2 of that damage" (615.1a).
    std::optional<QString> partialPrevention(const Op& o, const Selector& affects);
    // 615.5: a shield's follow-up, "you gain life equal to the damage prevented this way", added to `clauses`.
    bool preventedThisWay(const Action& shield, QStringList* clauses);
    QStringList action(const Action& a, bool optional);
    QString eventPhrase(TriggerEvent event, bool delayed, const Selector* filter);
    QString importedEventPhrase(TriggerEvent event, const Selector* filter);   // RulesTextEvents.cpp
    QString playEventPhrase(TriggerEvent event, const Selector* filter);   // RulesTextPlayEvents.cpp (round 30)
    // Round 45 (RulesTextPlayerEvents.cpp): a triggered ability's event, with "that isn't a mana ability" where
    // AbilityDef::eventNotManaAbility says it; the other events as eventPhrase says them.
    QString triggerEventPhrase(const AbilityDef& a);
    QString playerActionEventPhrase(TriggerEvent event, const Selector* filter, bool notManaAbility);
    // "that player controls more lands than each other player", "there are four or more basic land types among lands
    // that player controls" (you or that player); empty for other conditions.
    QString playerLandsCondition(const Condition& c);
    QString eitherEvent(const QString& first, const QString& second) const;   // "… or whenever …" (round 30)
    QString playerPhrase(const QString& who);
    QString manaTriggerMana(const Action& a, const QString& who, bool optional);   // 605.1b
    // `who` is "target_player" and the ability's first target is an opponent ("target opponent").
    bool targetsAnOpponent(const QString& who) const;
    QString counterPhrase(const Counters& counters) const;
    void prepareTargets(const QVector<Selector>& described, const QVector<Action>& effect);
    QString inferTargetNoun(const QVector<Action>& effect) const;
    // RulesTextMoreActions.cpp: tokens the card defines, "each player" actions, graveyards, libraries.
    std::optional<QStringList> moreAction(const Action& a, bool optional, const Action* previous);
    // RulesTextThisWay.cpp: amounts the instruction before counted ("for each creature destroyed this way").
    std::optional<QStringList> thisWayAction(const Action& a, bool optional, const Action* previous);
    // RulesTextTargetPlayers.cpp (round 32): "any number of target players each gain 6 life".
    std::optional<QStringList> eachTargetPlayerAction(const Action& a, bool optional);
    // RulesTextAmountActions.cpp: draw, gain life and damage counted as they resolve ("for each …").
    std::optional<QString> countedAction(const Action& a, bool optional);
    // RulesTextPayments.cpp: "If you don't, …", "Otherwise, …", "If this spell was kicked, …" before the
    // first instruction of such a branch; "… unless you pay {1}" (118.12)
    static bool sameBranch(const Action& a, const Action& b);
    QString branchOpening(const Action& a, const QString& clause);
    std::optional<QStringList> unlessPays(const Action& a, bool optional);
    std::optional<QStringList> offeredToThatPlayer(const Action& a, bool optional);   // round 35: "that player may pay …"
    QString removeCounter(const Action& a, bool optional, const Action* previous = nullptr);
    QString tokenPhrase(const Card& token, bool plural);
    std::optional<QStringList> createTokenText(const Action& a, bool optional);   // a token the card defines
    QString graveyardTargetPhrase(const Selector& ref);
    // RulesTextLibrary.cpp: searching a library, looking at its top cards.
    std::optional<QStringList> libraryAction(const Action& a, bool optional);
    std::optional<QStringList> revealUntilAction(const Action& a, bool optional);   // RulesTextRevealUntil.cpp
    std::optional<QStringList> zonesSearchedForTargetsName(const Action& a);   // RulesTextSameNameZones.cpp, Scour
    std::optional<QString> returnedTargetsChanged(const ContinuousDef& c);   // RulesTextReturnedTargets.cpp, Ever After
    std::optional<QString> kickedSearchAgain(const Action& before, const Action& kicked);   // RulesTextKickedSearch.cpp
    std::optional<QStringList> wholeInsteadParagraph(const QVector<Action>& list);   // RulesTextWholeInstead.cpp, Kamahl's Sledge
    std::optional<QStringList> keywordOrZoneAction(const Action& a, bool optional);
    // RulesTextGameActions.cpp: losing the game, shuffling into a library, flipping a coin.
    std::optional<QStringList> gameAction(const Action& a, bool optional);
    // RulesTextFromBattlefield.cpp (round 40): "return to your hand all … that were put there from the battlefield this turn"
    std::optional<QStringList> fromBattlefieldThisTurnAction(const Action& a, bool optional);
    // RulesTextAurasAttached.cpp (round 41): "destroy all Auras attached to that creature", "return all Auras attached to …"
    std::optional<QStringList> aurasAttachedAction(const Action& a, bool optional);
    // RulesTextRankedPower.cpp (round 41): "return to your hand the creature card in your graveyard with the greatest power"
    std::optional<QStringList> rankedPowerAction(const Action& a, bool optional);
    QString activationRestriction(ActivationRestriction r) const;   // RulesTextRestrictions.cpp
    bool joinedPair(const Action& previous, const Action& a, const QString& clause, QString* last);

    // RulesTextQualities.cpp: what the importer of static abilities added (issue 16): selector
    // qualities ("nontoken", "multicolored", "with a +1/+1 counter on it", "named …"), amounts and
    // conditions. Each returns empty (or false) when the thing is none of its own.
    void qualityAdjectives(const Selector& s, Agr agr, QStringList* adjectives) const;
    void qualityQualifiers(const Selector& s, bool plural, QStringList* post) const;
    QString importedExpr(const Expr& e);
    QString importedCondition(const Condition& c);
    // RulesTextHistory.cpp: what happened this turn or this game, and cards exiled with ~ (607.2a).
    QString historyCondition(const Condition& c);
    QString costPaid(const Condition& c);
    QString historyExpr(const Expr& e);
    std::optional<QString> predicateAdjective(const Selector& s) const;   // "legendary", "equipped"
    // "each creature that's a Barbarian or a Warrior", "Equipment named A, B, and C": a union whose
    // parts differ only in one creature type or only in their names; empty for any other selector.
    std::optional<QString> alternativesPhrase(const Selector& s, Det det, bool subjectPosition);

    QString finish(const QStringList& clauses) const;
    // RulesTextModes.cpp: "choose one —" and a line for each mode (700.2).
    QString modal(const AbilityDef& a);

    QString m_self;
    QString m_faceName;   // the card's own name, which "named …" writes as m_self (setFace)
    QStringList m_options;   // "choose Khans or Dragons": the words of the face's "• Khans — …" (setFace)
    Swaps m_swaps;
    Gender m_selfGender = Gender::Masc;
    QString m_attached;
    Gender m_attachedGender = Gender::Masc;
    QString m_granter;   // empty outside a quoted granted ability
    Gender m_granterGender = Gender::Masc;
    NP m_attachedNoun;   // its noun ("land" for "enchanted land"); empty: a creature
    // Round 37, Siege Modification ("Enchant creature or Vehicle"; "As long as enchanted permanent is a Vehicle, it's a
    // creature …"): the words of the condition on the kind the Aura makes a creature, where m_attached says
    // "enchanted creature" (setFace); empty for any other face.
    QString m_attachedAnyKind;
    QVector<TargetInfo> m_targets;
    NP m_itNoun;
    // The subject of the predicates being written names lands ("Forests you control"): made creatures,
    // they "are still lands" (205.1b).
    bool m_landsSubject = false;
    bool m_targetsMentioned = false;
    // Writing a target: a creature type with "creature" written out is "target Goblin creature" (Oracle's
    // wording for a target), while "target Goblin" (no card type) names any Goblin permanent.
    mutable bool m_namingTarget = false;
    // "Up to two target creatures each get +1/+0": several targets that each get a change (the subject
    // says "each" as it is first named).
    bool m_eachTargets = false;
    const Condition* m_cond = nullptr;   // condition of the static ability being written
    bool m_selfIsIt = false;             // the trigger's event named the object: "it" from then on
    bool m_itDied = false;   // the trigger's event object died: returned, it is "that card" (400.7)
    bool m_manaTrigger = false;   // a mana triggered ability's mana is "an additional" mana (605.1b)
    bool m_drawStep = false;   // the trigger is a draw step's: a card it draws is "an additional card" (504.1)
    // The action before named the target this one's subject is: "Untap that creature. It gains haste …".
    bool m_targetIsIt = false;
};

}   // namespace rulestext
}   // namespace strata
