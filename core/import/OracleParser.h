#pragma once
#include "model/Card.h"
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

// Private to core/import: reads Oracle text into the typed card model, sentence by sentence, by
// templates. Whatever it reads is checked afterwards by writing it back (RoundTrip.h): a template may
// read more into a sentence than the card says, and the check is what catches it.

namespace strata::import {

// One ability as printed: a paragraph of Oracle text, or one keyword of a keyword line.
struct OracleAbility {
    QString printed;    // as the card has it, reminder text included
    QString sentence;   // without reminder text, the card's name written "~"
    AbilityPtr parsed;  // null when not understood
    QString notUnderstood;   // the sentence(s) of `sentence` no template read
    bool isKeyword = false;
};

// The card's name (and a legendary card's short name) and "this creature" written "~".
QString namedSelf(QString text, const QString& name, const TypeLine& type);

class OracleParser {
public:
    // `name` is the face's name; a legendary card's Oracle text may call it by the part before the comma.
    OracleParser(const QString& name, const TypeLine& type, const QStringList& keywords);
    QVector<OracleAbility> parse(const QString& oracleText);

    // Public for the tests of one template family; each returns null when the text does not fit.
    AbilityPtr keyword(const QString& text) const;
    AbilityPtr ability(const QString& sentence) const;
    // OracleKeywords.cpp: "Cumulative upkeep—Pay 2 life." (also read as a sentence, its cost holding ", ").
    AbilityPtr keywordWithCost(const QString& text) const;

private:
    // OracleSelectors.cpp: noun phrases.
    std::optional<Selector> objects(QString phrase, bool* plural = nullptr) const;
    // "Goblins you control and Elementals you control": two plural sets said in full, as a union.
    std::optional<Selector> unionOfSets(const QString& first, const QString& second) const;
    // OracleSubjects.cpp: what a static ability's subject may name beyond `objects`: cards in a zone,
    // "each creature that's a Barbarian or a Warrior", "Equipment named A, B, and C".
    std::optional<Selector> subject(const QString& phrase, bool* plural) const;
    std::optional<Selector> counted(const QString& phrase) const;
    std::optional<Expr> amount(const QString& text) const;
    // OracleStatics.cpp
    AbilityPtr staticAbility(const QString& s) const;
    bool predicate(const QString& text, const Selector& subject, bool plural, QVector<Op>* ops) const;
    bool clause(const QString& text, const Selector& subject, bool plural, QVector<Op>* ops) const;
    bool typeOrColor(const QString& rest, const Selector& subject, QVector<Op>* ops) const;
    bool keywordList(const QString& text, QVector<AbilityPtr>* out, const Selector* grantee = nullptr) const;
    AbilityPtr quotedAbility(const QString& text, const Selector* grantee) const;
    std::optional<Selector> countedOne(const QString& phrase) const;
    // OracleAnimated.cpp: "is a 4/2 red Beast creature with trample. It's still a land."
    bool animated(const QString& rest, const Selector& subject, QVector<Op>* ops) const;
    bool animatedByValue(const QString& rest, QVector<Op>* ops) const;
    bool typeSetting(const QString& predicate, const Selector& subject, QVector<Op>* ops) const;
    AbilityPtr replacement(const QString& s) const;
    // OracleAmounts.cpp: "+1/+1 for each of its colors", "for each charge counter on ~", domain; and
    // the amounts of characteristic-defining abilities beyond "the number of …".
    bool perObjectAmount(const QString& power, const QString& toughness, const QString& each, QVector<Op>* ops) const;
    std::optional<Expr> importedAmount(const QString& text) const;
    std::optional<Expr> moreAmount(const QString& text) const;
    std::optional<Expr> perObjectCount(const QString& each) const;
    // "creature cards in its controller's graveyard": counted in the zone of the affected object's
    // controller (Righteous Authority, Death's Approach); `kinds` is what comes before "cards".
    std::optional<Expr> inAffectedControllersZone(const QString& kinds, const QString& zone) const;
    // OracleLevels.cpp: a level up striation joined by joinedLevels (711.2).
    AbilityPtr levelStriation(const QString& text) const;
    // OracleConditions.cpp
    AbilityPtr conditionalStatic(const QString& s) const;
    std::optional<Condition> condition(const QString& text) const;
    // OracleMoreConditions.cpp: players' states, soulbond, the city's blessing, "… and …".
    std::optional<Condition> moreCondition(const QString& text) const;
    AbilityPtr pairedStatic(const QString& effect, const Condition& paired) const;
    AbilityPtr withOtherwise(const QString& first, const QString& rest) const;
    AbilityPtr turnPairStatic(const QString& sentence) const;
    AbilityPtr onlyOneStatic(const QString& effect, const Condition& exactlyOne) const;
    // OracleUnless.cpp: "unless …" (614.1c, 508.1c), a negated condition.
    std::optional<Condition> entersTappedUnless(const QString& sentence) const;
    std::optional<Condition> unlessCondition(const QString& text) const;
    std::optional<Condition> controlEither(const QString& text) const;
    AbilityPtr unlessStatic(const QString& sentence) const;
    // OracleBlockRules.cpp: "can't be blocked by blue creatures", "… except by creatures with flying",
    // "its activated abilities can't be activated" (509.1b, 602.5).
    bool blockRule(const QString& predicate, QVector<Op>* ops) const;
    bool combatRequirement(const QString& predicate, QVector<Op>* ops) const;
    // OracleTargetRules.cpp: "can't be the target of white spells" (115.4).
    bool targetRule(const QString& predicate, bool plural, QVector<Op>* ops) const;
    // One-shot combat requirements and goad (OracleCombatActions.cpp).
    bool combatAction(const QString& s, Action* a, AbilityDef* into) const;
    // OracleFrames.cpp: the frames of activated and triggered abilities (costs, trigger events).
    AbilityPtr activated(const QString& s) const;
    AbilityPtr triggered(const QString& s) const;
    bool costParts(const QString& text, QVector<CostPart>* out, bool additional = false) const;
    bool triggerEvent(const QString& phrase, AbilityDef* into) const;
    // OracleTriggerEvents.cpp: more trigger events, whole heads ("Whenever ~ blocks a creature with flying").
    bool moreTriggerEvents(const QString& head, AbilityDef* into) const;
    // "enchanted creature", "equipped creature": the one object the source is attached to (303.4, 301.5).
    std::optional<Selector> attachedObject(const QString& noun) const;
    // OraclePlayEventHeads.cpp (round 30): damage by sources, sacrifices, untapping, exile, casts, land plays.
    bool playEventHeads(const QString& head, AbilityDef* into) const;
    // OracleFrames.cpp: a trigger head ("When" and "~ enters"): its event and filter, or a state trigger.
    bool triggerHead(const QString& word, const QString& event, AbilityDef* into) const;
    // OraclePlayEventHeads.cpp: two heads joined by "or", the second the ability's orEvent (round 30).
    bool orEventHeads(const QString& word, const QString& event, const QString& effect, AbilityDef* into) const;
    // OracleCosts.cpp: the cost parts beyond costParts' first ones; what changes how a spell is cast.
    bool morePart(const QString& piece, bool additional, CostPart* part) const;
    // OracleMoreCostParts.cpp (round 41): exert, half a life total, all counters, a permanent exiled or given counters.
    bool permanentCostPart(const QString& piece, bool additional, CostPart* part) const;
    AbilityPtr alternativeCost(const QString& s) const;
    AbilityPtr costChanger(const QString& s) const;
    std::optional<Selector> costCounted(const QString& phrase) const;
    std::optional<Selector> costTarget(const QString& phrase) const;
    AbilityPtr castOnly(const QString& s) const;
    // OracleActivation.cpp: the restriction sentences after an activated ability's effect (602.5).
    bool activationRestriction(QString* effect, AbilityDef* into) const;
    bool thatMuchLife(const QString& effect, AbilityDef* into) const;
    std::optional<Selector> spellFilter(const QString& adjectives) const;
    // OracleActions.cpp
    AbilityPtr spell(const QString& s) const;
    bool actions(const QString& text, AbilityDef* into) const;
    bool action(QString text, AbilityDef* into) const;
    // OracleTargets.cpp
    std::optional<Selector> target(const QString& phrase, AbilityDef* into, Selector::Ref* ref) const;
    std::optional<Selector> targetNoun(const QString& phrase) const;
    // OracleModes.cpp: "choose one —" and its "• " modes (700.2), or else actions().
    bool effect(const QString& text, AbilityDef* into) const;
    bool modes(const QString& text, AbilityDef* into) const;
    // OracleRules.cpp: rules an object follows that the combat and turn code know ("~ can't block").
    AbilityPtr objectRule(const QString& s) const;
    // "As an additional cost to cast ~, sacrifice a creature." (601.2f), "This spell can't be countered."
    AbilityPtr castingRule(const QString& s) const;
    // OracleDamageRules.cpp: prevention (615.1a) and doubling (614.1a) of a static ability, and
    // "Creatures your opponents control enter the battlefield tapped" (614.12).
    AbilityPtr preventionRule(const QString& s) const;
    AbilityPtr playerPrevention(const QString& s) const;
    AbilityPtr partialPrevention(const QString& s) const;   // OraclePartialPrevention.cpp (stop 48)
    AbilityPtr othersEnterTapped(const QString& s) const;
    AbilityPtr doubleDamage(const QString& s) const;
    // OracleMoreActions.cpp: the one-shot actions added after the first templates.
    bool moreActions(const QString& s, Action* a, AbilityDef* into) const;
    // OracleDelayedActions.cpp: a delayed trigger the effect creates; nothing when `s` is none.
    std::optional<bool> delayedAction(const QString& s, Action* a, AbilityDef* into) const;
    bool returnEarlierObject(const QString& s, AbilityDef* into) const;
    // OraclePreventActions.cpp: "prevent all damage that would be dealt to target creature this turn" (615.1a).
    bool preventionAction(const QString& s, Action* a, AbilityDef* into) const;
    // OraclePreventedThisWay.cpp (615.5): "You gain life equal to the damage prevented this way" after a shield.
    bool preventedThisWay(const QString& s, AbilityDef* into) const;
    bool playerZoneAction(const QString& s, Action* a, AbilityDef* into) const;
    // OracleActionPairs.cpp: two instructions in one sentence ("you gain 3 life and draw a card").
    bool actionPairs(const QString& s, AbilityDef* into) const;
    // OracleCreatureActions.cpp: fight (701.14a) and "deals damage equal to its power to".
    bool creatureActions(const QString& s, Action* a, AbilityDef* into) const;
    // OracleAmountActions.cpp: draw, gain life and damage counted as they resolve ("for each …",
    // "equal to the number of …", "where X is …").
    bool amountAction(const QString& s, AbilityDef* into) const;
    bool damageToTargetController(const QString& s, AbilityDef* into) const;
    bool lifeEqualToTargetPower(const QString& s, AbilityDef* into) const;
    bool pumpByX(const QString& s, AbilityDef* into) const;
    // OracleChoices.cpp: a type or colour chosen as the effect resolves ("of your choice").
    bool typeOfYourChoice(const QString& s, AbilityDef* into) const;
    bool colorOfYourChoice(const QString& s, AbilityDef* into) const;
    // OracleEffects.cpp and OracleTokens.cpp: player actions, graveyards and libraries, tokens.
    bool effectTemplates(const QString& s, AbilityDef* into) const;
    std::optional<bool> followUpTemplates(const QString& s, AbilityDef* into) const;   // OracleFollowUps.cpp
    bool libraryCardTemplates(const QString& s, AbilityDef* into) const;   // OracleLibraryTemplates.cpp
    std::optional<bool> turnOrderInstruction(const QString& s, AbilityDef* into) const;   // OracleTurnOrder.cpp
    std::optional<bool> graveyardTargets(const QString& s, AbilityDef* into) const;   // OracleGraveyardTargets.cpp
    std::optional<Selector> graveyardCard(const QString& kinds, bool yours) const;
    bool tokenAction(const QString& s, Action* a) const;
    // OracleKeywordActions.cpp: surveil, investigate, energy, the monarch, paying mana; "you may" and
    // "if you do" sentences.
    bool keywordAction(const QString& s, Action* a) const;
    bool choiceSentence(const QString& s, bool mayBefore, AbilityDef* into) const;
    std::optional<Condition> triggerCondition(const QString& text) const;
    bool thenSentence(const QString& s, AbilityDef* into) const;
    // OraclePayments.cpp: "X unless that player pays {1}" (118.12), "If this spell was kicked, X" (702.33d).
    bool unlessPays(const QString& s, AbilityDef* into) const;
    bool kickedSentence(const QString& s, AbilityDef* into) const;
    // "If there are no depletion counters on ~, sacrifice it." (the depletion lands).
    bool noCountersSentence(const QString& s, AbilityDef* into) const;
    AbilityPtr kickedReplacement(const QString& sentence) const;   // "If ~ was kicked, it enters with …"
    // "{G} was spent to cast ~", "at least three blue mana was spent to cast this spell" (adamant), and the
    // sentences that ask it: "If {U} was spent to cast ~, X.", "X unless {R} was spent to cast ~."
    std::optional<Condition> manaSpentCondition(const QString& text) const;
    bool manaSpentSentence(const QString& s, AbilityDef* into) const;
    // OracleCopies.cpp: copy effects (707) and switching power and toughness (613.4d).
    AbilityPtr copyReplacement(const QString& sentence) const;
    bool copyAction(const QString& text, AbilityDef* into) const;
    bool copyExceptions(const QString& text, CopyExceptions* out) const;
    // OracleLibrary.cpp: searching a library, looking at its top cards, choosing from a revealed hand.
    bool libraryAction(const QString& s, AbilityDef* into) const;
    // Where the cards looked at and not kept go ("… on the bottom of your library in any order", "… in a random
    // order", else "into your graveyard"): LookAtTop's `text`.
    static QString lookedRestDestination(const QString& rest);
    std::optional<Selector> cardKinds(QString kinds) const;
    // OracleLibraryMoves.cpp: a library shuffled (701.24), its top cards exiled (406.3).
    bool libraryMoves(const QString& s, AbilityDef* into) const;
    // OracleLookPicks.cpp (round 32): several cards kept of those looked at ("put up to two creature cards …
    // from among them onto the battlefield", "you may reveal any number of creature cards from among them …").
    bool lookAtTopPicks(const QString& s, AbilityDef* into) const;
    // OracleSearchToTop.cpp (round 34): several cards searched for, put on top after the shuffle.
    bool severalSearchedToTop(const QString& s, AbilityDef* into) const;
    // OracleSearchKeywordCard.cpp (round 34): "a … card or a card with flash" searched for.
    bool searchForCardWithKeyword(const QString& s, AbilityDef* into) const;
    // The card a look at the top of a library may keep: cardKinds', or round 34's "historic card" (OracleLookPicks.cpp).
    std::optional<Selector> lookedCardKinds(const QString& kinds) const;
    // OracleTargetPlayersEach.cpp (round 32): "any number of target players each gain 6 life" (Hunters' Feast).
    bool targetPlayersEach(const QString& s, AbilityDef* into) const;
    // OracleTwiceX.cpp (round 32): "You gain twice X life.", "Each opponent loses two times X life."
    bool twiceX(const QString& s, AbilityDef* into) const;
    bool kinshipReveal(const QString& s, AbilityDef* into) const;
    // OracleEventRefs.cpp: what a trigger's effect says of its event's object and player ("that
    // creature's controller loses 1 life", "defending player discards a card"; 603.7c, 603.10a).
    bool eventReference(const QString& s, AbilityDef* into) const;
    // OracleHistory.cpp: what happened this turn or this game ("you've surveilled this turn", morbid,
    // raid, "the life you gained this turn") and the cards exiled with ~ (607.2a).
    std::optional<Condition> historyCondition(const QString& text) const;
    std::optional<Expr> historyAmount(const QString& text) const;
    bool exileLinkAction(const QString& s, AbilityDef* into) const;
    // OracleFromBattlefieldThisTurn.cpp (round 40): "return to your hand all creature cards in your graveyard that
    // were put there from the battlefield this turn".
    bool fromBattlefieldThisTurnAction(const QString& s, AbilityDef* into) const;
    // OracleGameActions.cpp: "you lose the game" (104.3a), "shuffle ~ into its owner's library"
    // (701.24), "flip a coin. If you win the flip, …" (705); and an instant's or sorcery's paragraph
    // "At the beginning of your next upkeep, …", a delayed trigger the spell creates (603.7).
    bool gameAction(const QString& s, AbilityDef* into) const;
    bool flipCoin(const QString& s, AbilityDef* into) const;
    AbilityPtr delayedSpell(const QString& s) const;
    // OracleInsteadParagraphs.cpp (round 24): an instant's or sorcery's ability-word paragraph done
    // instead of the last instruction of the paragraph before ("Threshold — ~ deals 5 damage to that
    // creature instead if seven or more cards are in your graveyard"). `sentenceBefore`: that paragraph's
    // text, whose target's words a paragraph naming "that spell" or "that card" again is read with.
    AbilityPtr insteadParagraph(const QString& sentence, const AbilityDef& before, const QString& sentenceBefore) const;

    QString m_name;
    // The paragraph being read as printed (the card's own name not yet ~): a quoted ability granted to
    // another object that names the card means the card, not the object that has it.
    QString m_paragraph;
    TypeLine m_type;
    QStringList m_keywords;
    // Set while a trigger whose event names an object other than ~ is read: "that creature" is then
    // that object (Selector::Ref::It), which the event player remembers on the stack item.
    mutable bool m_eventObject = false;
    // Set while a one-sentence trigger effect whose only object is "it" is read (OracleFrames.cpp):
    // that "it" is the event's object too, kept as Selector::word "it" so it is written back so.
    mutable bool m_eventIt = false;
    // Set while the action of a delayed trigger the effect creates is read ("Sacrifice it at the
    // beginning of the next end step"): its "it", "that card" or "that token" is what the actions
    // before it named (OracleDelayedActions.cpp): It (the target, which the event player hands to the
    // delayed trigger), Created (the token they created) or Self.
    mutable Selector::Ref m_earlierObject = Selector::Ref::None;
};

// The trigger events whose object is not ~ ("Whenever a creature dies", "Whenever ~ blocks a
// creature"): their "that creature" is the event's object (OracleEventRefs.cpp).
bool namesEventObject(TriggerEvent e);
// The trigger events that name one player (dealt damage, whose step began, who cast or drew): "that
// player" is that player (OracleEventRefs.cpp).
bool namesOnePlayer(const AbilityDef& a);
// Whether an ability's effect names the event's object or its controller; with a target beside it (in
// the ability or one of its modes) the written "that creature" would be ambiguous.
bool refersToEventObject(const AbilityDef& a);
bool ambiguousEventObject(const AbilityDef& a);
// One operation on `who` until the turn ends, as the action `a` (514.2: "this turn" ends at cleanup).
void untilEndOfTurn(const Selector& who, const Op& op, Action* a);
// Whether the ability's last action so far acted on its one target (or "up to one", maybe none): the "its"
// or "that land's controller" of the sentence after it names that target (OracleAmountActions.cpp).
bool actedOnTheOneTarget(const AbilityDef& a);

// The keywords OracleParser::keyword reads by name (OracleKeywords.cpp), each a card-format keyword.
QStringList importedKeywordNames();
// Joins each "• " mode paragraph to the "Choose one —" paragraph before it, one ability (700.2).
QStringList joinedModes(const QStringList& paragraphs);
// Joins each "LEVEL N-M" / "LEVEL N+" paragraph to the lines of its striation after it (711.2).
QStringList joinedLevels(const QStringList& paragraphs);
// Joins an instruction printed over several sentences ("… . Then shuffle your library.") into one
// (JoinedInstructions.cpp).
QStringList joinedInstructions(const QStringList& parts);
// Joins "Flip a coin." to the "If you win the flip, …" / "If you lose the flip, …" sentences after it,
// one instruction (705; OracleGameActions.cpp).
QStringList joinedFlips(const QStringList& parts);
// Splits a text into sentences at ". " outside quotes ("Enchanted land has \"{T}: Add {B}.\"").
QStringList sentences(const QString& text);
// The subtype a word names, singular or plural ("Elves", "Merfolk", "Goblin"): 0 when none.
SubtypeId subtypeFromWord(const QString& word, bool* plural = nullptr);
// "a Human or an Angel": either singular subtype, as a union; none when a word names no subtype.
std::optional<Selector> eitherSubtype(const QString& first, const QString& second);
// "+N/+N for each …": the count N times over (a sum), negated for a minus; 0 for none.
Expr timesEach(const Expr& count, int n);
// Appends "gets +N/+M for each …" (a ModifyPT of `count` times N and M); false for signs it can't be.
bool modifyForEach(const Expr& count, const QString& power, const QString& toughness, QVector<Op>* ops);
bool attachedKinds(const QString& each, const QString& power, const QString& toughness, QVector<Op>* ops);
// OracleAnimated.cpp: "… This effect doesn't remove ~." cut from a sentence (702.16c), and set on the
// operation that grants protection (false when none does).
bool keepsAttached(QString* sentence, Op::Keeps* keeps);
bool grantsProtection(Op* op, Op::Keeps keeps);
// What follows "is"/"are" when it sets land types (305.7): "the chosen type", "Plains".
bool landTypeSet(const QString& rest, const Selector& subject, QVector<Op>* ops);
// The plural Oracle text uses for a creature type ("Elves", "Slivers").
QString pluralSubtypeName(SubtypeId id);
// A subtype whose plural is its name ("Plains", "Kithkin", "Sheep"): the words around it say its number.
bool ownPluralSubtype(SubtypeId id);
// "X" as the spell's or ability's X, a number word ("three", "a") as that number.
Amount amountWord(const QString& word);
// A selector held by the pointer that model values share.
QSharedPointer<Selector> sharedSelector(const Selector& s);

}   // namespace strata::import
