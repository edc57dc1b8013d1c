#include "OracleSpellConditions.h"
#include "OracleMovedCardValue.h"
#include "ConditionedActions.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

std::optional<Condition> spellCondition(const QString& text, const ConditionOf& conditionOf)
{
    // Spell mastery: "there are two or more instant and/or sorcery cards in your graveyard": n cards,
    // each an instant or a sorcery ("and/or" counts both kinds together).
    static const QRegularExpression thereAre(QStringLiteral("^there are (\\w+) or more (.+?) cards in your graveyard$"));
    if (const auto m = thereAre.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n || *n < 2)
            return std::nullopt;
        // "instant and/or sorcery": a card of either type (one kind is "you have N or more … cards",
        // Oversold Cemetery, which the condition reader has).
        static const QRegularExpression eitherWord(QStringLiteral(" (?:and/)?or "));
        const QStringList kinds = m.captured(2).split(eitherWord);
        if (kinds.size() != 2)
            return std::nullopt;
        auto first = conditionOf(QStringLiteral("a %1 card is in your graveyard").arg(kinds.first()));
        const auto second = conditionOf(QStringLiteral("a %1 card is in your graveyard").arg(kinds.last()));
        const auto typesOnly = [](const std::optional<Condition>& c) {
            return c && c->kind == Condition::Kind::GraveyardHas && !c->also && c->filter && c->filter->types;
        };
        if (!typesOnly(first) || !typesOnly(second))
            return std::nullopt;
        // The same card but for its type: either type is then one of anyTypes.
        Selector either = *first->filter;
        Selector other = *second->filter;
        either.anyTypes = either.types | other.types;
        either.types = 0;
        other.anyTypes = either.anyTypes;
        other.types = 0;
        if (!(either == other))
            return std::nullopt;
        first->filter = QSharedPointer<Selector>::create(either);
        first->n = *n;
        return first;
    }
    return conditionOf(text);
}

// True when the instruction before acted on the spell's one target ("target creature gets -1/-1 until
// end of turn", "tap target permanent"): "it" then names that target. Round 26: an activated ability's
// (Griffin Canyon's "Untap target Griffin. If it's a creature, …") and a triggered ability's too (Elder
// Cathar's "put a +1/+1 counter on target creature you control").
bool itNamesTheTarget(const AbilityDef& a)
{
    if ((a.kind != AbilityDef::Kind::Spell && a.kind != AbilityDef::Kind::Activated && a.kind != AbilityDef::Kind::Triggered)
        || a.targets.size() != 1 || a.targets[0].upTo != 0 || a.effect.isEmpty())
        return false;
    const Action& before = a.effect.last();
    const auto isTarget = [](const Selector* s) { return s && s->ref == Selector::Ref::Target; };
    // Round 36: or damage dealt to it ("~ deals 5 damage to target red creature or red planeswalker").
    const bool damagedIt = before.kind == ActionKind::Damage && isTarget(before.to ? &*before.to : nullptr);
    return !before.condition && (isTarget(before.object ? &*before.object : nullptr) || damagedIt
        || (before.continuous && isTarget(before.continuous->affects.data())));
}

bool returnedTargetCard(const AbilityDef& a)
{
    if (a.kind != AbilityDef::Kind::Spell || a.targets.size() != 1 || a.targets[0].upTo != 0 || a.targets[0].upToX
        || a.targets[0].zone != Zone::Graveyard || a.effect.isEmpty())
        return false;
    const Action& before = a.effect.last();
    return before.kind == ActionKind::ReturnFromGraveyard && !before.condition && !before.optional && before.object
        && before.object->ref == Selector::Ref::Target;
}

// Round 35: "Return target creature card from your graveyard to your hand." (Cemetery Recruitment): the card
// is in its owner's hand after it, a new object (400.7) the event player still names as the card moved.
bool returnedTargetCardToHand(const AbilityDef& a)
{
    if (a.kind != AbilityDef::Kind::Spell || a.targets.size() != 1 || a.targets[0].upTo != 0 || a.targets[0].upToX
        || a.targets[0].zone != Zone::Graveyard || a.effect.isEmpty())
        return false;
    const Action& before = a.effect.last();
    return before.kind == ActionKind::ReturnToHand && !before.condition && !before.optional && !before.each
        && before.object && before.object->ref == Selector::Ref::Target;
}

Selector returnedCardNamedIt()
{
    Selector it;
    it.ref = Selector::Ref::It;
    it.word = QStringLiteral("it");
    return it;
}

namespace {

// The target left the battlefield by the instruction before ("Destroy target land."): "that land was …".
bool targetLeft(const AbilityDef& a)
{
    const ActionKind k = a.effect.isEmpty() ? ActionKind::Draw : a.effect.last().kind;
    return k == ActionKind::Destroy || k == ActionKind::Exile;
}

// Round 26: "that creature was green or white" (Gloomlance): a colour of the one target the instruction
// before destroyed or exiled, as it last existed (608.2h); either colour will do (105.2).
std::optional<Condition> leftTargetColored(const QString& text, const AbilityDef& ability)
{
    static const QRegularExpression wasColored(QStringLiteral(
        "^that (creature|permanent) was ([a-z]+)(?: or ([a-z]+))?$"));
    const auto m = wasColored.match(text);
    if (!m.hasMatch() || !itNamesTheTarget(ability) || !targetLeft(ability))
        return std::nullopt;
    const Selector& target = ability.targets[0];
    const bool creature = m.captured(1) == QLatin1String("creature");
    if (target.where != Selector::Where::Battlefield
        || (creature ? target.types != quint16(CardType::Creature) : target.word != m.captured(1)))
        return std::nullopt;
    Selector colors;
    for (const QString& word : {m.captured(2), m.captured(3)}) {
        if (word.isEmpty())
            continue;
        const std::optional<Color> c = colorFromName(word);
        if (!c)
            return std::nullopt;
        colors.colors.add(*c);
    }
    Condition c;
    c.kind = Condition::Kind::TargetIs;
    c.filter = QSharedPointer<Selector>::create(colors);
    return c;
}

// Round 35: "that creature had a +1/+1 counter on it" (Rite of the Serpent): a counter on the one target creature
// the instruction before destroyed or exiled, as it last existed (608.2h, 122.1).
std::optional<Condition> leftTargetHadCounter(const QString& text, const AbilityDef& ability)
{
    static const QRegularExpression hadCounter(QStringLiteral("^that creature had an? ([+-]\\d+/[+-]\\d+) counter on it$"));
    const auto m = hadCounter.match(text);
    if (!m.hasMatch() || !itNamesTheTarget(ability) || !targetLeft(ability))
        return std::nullopt;
    const Selector& target = ability.targets[0];
    if (target.where != Selector::Where::Battlefield || target.types != quint16(CardType::Creature))
        return std::nullopt;
    Selector counted;
    counted.withCounter = m.captured(1);
    Condition c;
    c.kind = Condition::Kind::TargetIs;
    c.filter = QSharedPointer<Selector>::create(counted);
    return c;
}

// Round 36: "that creature has infect" (Burn the Impure): a keyword of the one target creature, still
// there after the instruction before (702.90); the filter has the keyword alone.
std::optional<Condition> targetHasKeyword(const QString& text, const ConditionOf& conditionOf, const AbilityDef& ability)
{
    static const QRegularExpression hasKeyword(QStringLiteral("^that creature has ([a-z]+)$"));
    const auto m = hasKeyword.match(text);
    if (!m.hasMatch() || !itNamesTheTarget(ability) || targetLeft(ability) || ability.targets[0].types != quint16(CardType::Creature)
        || ability.targets[0].where != Selector::Where::Battlefield)
        return std::nullopt;
    const std::optional<Condition> with = conditionOf(QStringLiteral("a creature with %1 is on the battlefield").arg(m.captured(1)));
    if (!with || with->kind != Condition::Kind::AnyPlayerControls || !with->filter || with->negated || with->also
        || with->filter->hasKeyword.isEmpty())
        return std::nullopt;
    Selector keyword;
    keyword.hasKeyword = with->filter->hasKeyword;
    Condition c;
    c.kind = Condition::Kind::TargetIs;
    c.filter = QSharedPointer<Selector>::create(keyword);
    return c;
}

}   // namespace

std::optional<Condition> targetIsCondition(const QString& text, const ConditionOf& conditionOf, const AbilityDef& ability)
{
    // "it's a Vampire" of a target still there; round 23 too: "that land was a snow land", "that creature
    // was a Human" of one destroyed or exiled, its kind as it last existed (608.2h).
    // Round 26: Kaseto's "that creature is a Snake" says "it's a Snake" (RoundTripActivation.cpp).
    // Round 30: "it was a Gideon planeswalker" of a creature exiled (Gideon's Defeat), a planeswalker type
    // beside its card type (205.3j).
    // Round 31: "that permanent was …" of a target of alternatives of permanent types, "target black
    // creature or black planeswalker" (Liliana's Defeat).
    // Round 36: "that permanent is a Chandra planeswalker" of a target of alternatives still there, after
    // damage dealt to it (Chandra's Defeat).
    static const QRegularExpression itIs(QStringLiteral(
        "^(?:it's|that creature is|that (?<isNoun>permanent) is|(?:that (?<wasNoun>creature|land|permanent)|(?<it>it)) was) "
        "(?<kind>an? [A-Za-z]+(?: land| planeswalker)?)(?<card> card)?$"));
    if (auto colored = leftTargetColored(text, ability))
        return colored;
    if (auto counted = leftTargetHadCounter(text, ability))
        return counted;
    if (auto keyword = targetHasKeyword(text, conditionOf, ability))
        return keyword;
    // Round 32: "that land was nonbasic" (Choking Sands): a supertype alone, of the land destroyed (205.4a), read
    // as "that land was a nonbasic land".
    static const QRegularExpression wasNonbasic(QStringLiteral("^that land was nonbasic$"));
    const auto m = itIs.match(wasNonbasic.match(text).hasMatch() ? QStringLiteral("that land was a nonbasic land") : text);
    const bool was = !m.captured(u"wasNoun").isEmpty() || !m.captured(u"it").isEmpty();
    const QString noun = m.captured(u"wasNoun") + m.captured(u"isNoun");
    if (!m.hasMatch() || !itNamesTheTarget(ability) || was != targetLeft(ability))
        return std::nullopt;
    // A permanent target; round 32: or the card the instruction before returned to the battlefield, the new
    // object it became (400.7), "if it's an Angel" (Defy Death), which the event player looks at as it is now.
    const Selector& target = ability.targets[0];
    const bool returned = returnedTargetCard(ability) && !was && noun.isEmpty();
    // Round 35: "If it's a Zombie card, draw a card." of the card returned to its owner's hand: a card's kind,
    // said with "card" as Oracle says it of a card that is not a permanent (Cemetery Recruitment).
    const bool card = !m.captured(u"card").isEmpty();
    const bool inHand = card && returnedTargetCardToHand(ability) && !was && noun.isEmpty();
    if (card != inHand)
        return std::nullopt;
    if ((target.where != Selector::Where::Battlefield && !returned && !inHand) || target.word == QLatin1String("spell"))
        return std::nullopt;
    const bool permanentNamed = target.word == noun && !target.types;
    const bool alternatives = !target.anyOf.isEmpty() && target.word.isEmpty() && !target.types
        && std::all_of(target.anyOf.cbegin(), target.anyOf.cend(), [](const Selector& part) { return part.types != 0 || !part.subtypes.isEmpty(); });   // round 36: "Forest, …"
    if (!noun.isEmpty() && !(noun == QLatin1String("permanent") ? permanentNamed || alternatives
                                 : target.types == quint16(noun == QLatin1String("land") ? CardType::Land : CardType::Creature)))
        return std::nullopt;
    // The kind (a subtype or a card type) as "a Vampire is on the battlefield" reads it, said of the
    // target instead: the event player looks at the target wherever it is (608.2b).
    std::optional<Condition> kind = conditionOf(m.captured(u"kind") + QStringLiteral(" is on the battlefield"));
    if (!kind || kind->kind != Condition::Kind::AnyPlayerControls || !kind->filter || kind->negated || kind->also)
        return std::nullopt;
    const Selector& f = *kind->filter;
    if (f.isRef() || f.other || !f.anyOf.isEmpty() || f.tapped || f.attacking || !f.hasKeyword.isEmpty() || (!f.types && f.subtypes.isEmpty()))
        return std::nullopt;
    kind->kind = Condition::Kind::TargetIs;
    if (inHand) {   // the writer says "a Zombie card"; the event player matches the card whatever its word
        Selector ofCard = *kind->filter;
        ofCard.word = QStringLiteral("card");
        kind->filter = QSharedPointer<Selector>::create(ofCard);
    }
    return kind;
}

bool resolutionIfSentence(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionsOf, AbilityDef* into)
{
    // Round 45: Chaos Harlequin's "Otherwise, …" after "If that card is a land card, …": the same card the instruction
    // before those moved, the condition negated (608.2c); the writer says "otherwise" again.
    static const QRegularExpression otherwise(QStringLiteral("^otherwise, (.+)$"));
    if (const auto o = otherwise.match(s); o.hasMatch()) {
        const Action* last = into->effect.isEmpty() ? nullptr : &into->effect.last();
        if (!last || !last->condition || last->condition->kind != Condition::Kind::MovedCardIs || last->condition->negated
            || last->condition->also || last->condition->orElse || last->optional || last->ifYouDo || last->ifYouDont || last->otherwise)
            return false;
        Condition other = *last->condition;
        other.negated = true;
        const QString then = o.captured(1);
        return conditionedActions(into, other, [&] { return actionsOf(then, into); });
    }
    static const QRegularExpression ifThen(QStringLiteral("^if ([^,]+), (.+)$"));
    const auto m = ifThen.match(s);
    if (!m.hasMatch())
        return false;
    QString then = m.captured(2);
    static const QRegularExpression changesAnother(QStringLiteral("\\b(?:instead|also)\\b"));
    if (changesAnother.match(then).hasMatch())
        return false;
    // Round 44: "If that card is a land card, …" of the card the instruction before milled or exiled (Saprazzan Breaker).
    if (const auto moved = movedCardCondition(m.captured(1), *into))
        return conditionedActions(into, *moved, [&] { return actionsOf(then, into); });
    std::optional<Condition> itIs = targetIsCondition(m.captured(1), conditionOf, *into);
    itIs = itIs ? itIs : targetIsntCondition(m.captured(1), conditionOf, *into);   // round 39: Lifecraft Awakening
    // "If it's a Cyclops, destroy it" (Eye Gouge): "it" is the target, which the writer names "that
    // creature" ("that permanent" after "target permanent"), the words read here.
    if (itIs && then == QLatin1String("destroy it"))
        then = into->targets[0].types == quint16(CardType::Creature) ? QStringLiteral("destroy that creature")
                                                                       : QStringLiteral("destroy that permanent");
    const std::optional<Condition> c = itIs ? itIs : spellCondition(m.captured(1), conditionOf);
    if (!c)
        return false;
    // Round 30: "If ~ isn't a creature, it becomes a 3/3 Angel creature …" (Answered Prayers): "it" is ~,
    // the condition's subject, not the object of the trigger's event.
    static const QRegularExpression itChanges(QStringLiteral("^it (?=becomes |gets |gains )"));
    if (c->kind == Condition::Kind::SelfIs && m.captured(1).startsWith(QLatin1String("~ ")))
        then.replace(itChanges, QStringLiteral("~ "));
    return conditionedActions(into, *c, [&] { return actionsOf(then, into); })
        || (!itIs && conditionedUpToTargets(into, *c, [&] { return actionsOf(then, into); }));   // round 39: Clear the Stage
}

}   // namespace strata::import
