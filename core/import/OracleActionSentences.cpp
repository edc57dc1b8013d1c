#include "OracleParser.h"
#include "OracleEachWhoCant.h"
#include "OracleLookedAtCard.h"
#include "OracleLookTopAndBottom.h"
#include "OracleTheirLookedCards.h"
#include "OracleTheirLookedCardToGraveyard.h"
#include "OracleShuffledHand.h"
#include "OracleLookByEventPower.h"
#include "OracleRevealUntilShuffled.h"
#include "OracleGroupActions.h"
#include "OracleSelfGainsForever.h"
#include "OracleKindInstead.h"
#include "OracleMayInstead.h"
#include "OracleInsteadFirst.h"
#include "OracleGivenControl.h"
#include "OracleOwnersControl.h"
#include "OracleDestroyedThisWay.h"
#include "OracleCountersRemovedThisWay.h"
#include "OracleKeptTapped.h"
#include "ConditionedActions.h"
#include "OracleSpellConditions.h"
#include "OracleThisWayRules.h"
#include "OracleThatPlayersCreatures.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

// A spell's text and an effect of several sentences, each one instruction (OracleActions.cpp reads one).

namespace strata::import {

namespace {

QString chopPeriod(QString s)
{
    s = s.trimmed();
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s;
}

// 701.6a: "If that spell is countered this way, exile it instead of putting it into its owner's
// graveyard" (Dissipate), "… put it on top of its owner's library instead of into that player's
// graveyard" (Memory Lapse): where the spell the action before it counters goes.
bool counteredElsewhere(const QString& s, AbilityDef* into)
{
    static const QString exile = QStringLiteral(
        "if that spell is countered this way, exile it instead of putting it into its owner's graveyard");
    static const QString top
        = QStringLiteral("if that spell is countered this way, put it on top of its owner's library "
                         "instead of into that player's graveyard");
    if ((s != exile && s != top) || into->effect.isEmpty() || into->effect.last().kind != ActionKind::CounterSpell
        || into->effect.last().destination)
        return false;
    into->effect.last().destination = s == exile ? Zone::Exile : Zone::Library;
    return true;
}

}   // namespace

AbilityPtr OracleParser::spell(const QString& sentence) const
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Spell;
    if (!effect(sentence, a.data()))
        return nullptr;
    a->finalize();
    return a;
}

// One sentence or several, each one action (or two joined by " and " where both read alone).
bool OracleParser::actions(const QString& text, AbilityDef* into) const
{
    const QStringList parts = joinedFlips(joinedInstructions(sentences(text)));
    if (parts.isEmpty())
        return false;
    // The ability's own "you may" (a trigger's) is the first sentence's.
    const bool abilityMay = into->optional && into->effect.isEmpty();
    bool mayBefore = false;
    int firstSentenceActions = -1;
    // 707.10c: "Copy target instant or sorcery spell." is written with "You may choose new targets for
    // the copy." after it; a copy without that sentence is not what copy_spell says.
    bool copyWithoutNewTargets = false;
    // 608.2c: "Then if ~ has five or more filibuster counters on it, you win the game.": the condition is
    // checked as the instructions after it are, once those before it are done. Its "it" must be ~ (the
    // object the instruction before named), or round 19's Ordeal's enchanted creature (OracleGroupActions.cpp).
    const auto thenIf = [this](const QString& s, AbilityDef* into) {
        static const QRegularExpression then(QStringLiteral("^then,? if ([^,]+), (.+)$"));   // round 33: "Then, if" too
        const auto m = then.match(s);
        if (!m.hasMatch() || into->effect.isEmpty())
            return false;
        const Action& last = into->effect.last();
        const bool itIsSelf = (last.object && last.object->ref == Selector::Ref::Self) || (last.to && last.to->ref == Selector::Ref::Self);
        const std::optional<Condition> attached = attachedCountersCondition(m.captured(1), last, *into);
        // Round 30: "Then if it wasn't kicked, …" (Sphinx of Lost Truths): only ~ is kicked (702.33d), so
        // that "it" is ~ whatever the instruction before named.
        const bool kickedIt = m.captured(1) == QLatin1String("it was kicked") || m.captured(1) == QLatin1String("it wasn't kicked");
        if (m.captured(1).startsWith(QLatin1String("it ")) && !itIsSelf && !attached && !kickedIt)
            return false;
        const std::optional<Condition> c = attached ? attached
            : kickedIt                                ? triggerCondition(m.captured(1))
                                                      : condition(m.captured(1));
        if (!c || c->kind == Condition::Kind::SelfIs)
            return false;
        return conditionedActions(into, *c, [&] { return thenSentence(m.captured(2), into); });
    };
    // "If you control an artifact, draw a card." (a condition checked as the ability resolves).
    const auto resolutionIf = [this](const QString& s, AbilityDef* into) {
        return resolutionIfSentence(
            s, [this](const QString& text) { return triggerCondition(text); },
            [this](const QString& text, AbilityDef* to) {
                // Round 36: "If you control …, you may draw a card." (Force Away): the choice is offered
                // only when the condition holds (608.2c), and its "If you do" follows that choice.
                return text.startsWith(QLatin1String("you may ")) ? choiceSentence(text, false, to) : thenSentence(text, to);
            },
            into);
    };
    for (const QString& part : parts) {
        if (&part != &parts.first() && firstSentenceActions < 0)
            firstSentenceActions = into->effect.size();
        QString s = chopPeriod(part);
        if (s.isEmpty())
            return false;
        if (!s.startsWith(QLatin1String("X ")))   // round 25: "X target creatures gain …" (107.3: X is no word)
            s[0] = s[0].toLower();
        if (s == QLatin1String("you may choose new targets for the copy")
            || s == QLatin1String("you may choose new targets for the copies")) {
            const bool copies = s.endsWith(QLatin1String("copies"));
            if (!copyWithoutNewTargets || copies != (into->effect.last().amount.n > 1))
                return false;
            copyWithoutNewTargets = false;
            continue;
        }
        if (copyWithoutNewTargets)
            return false;
        // Round 27: "Choose a color." opening a spell (Brave the Elements): the colour is chosen as it
        // resolves (608.2d), and the effects after it name it "the chosen color"; the writer says the
        // choice again from them, so a choice nothing reads is not written back.
        // Round 34: "Choose a creature type." likewise (Pack's Disdain, Roar of the Crowd), read as "the chosen type".
        if ((s == QLatin1String("choose a color") || s == QLatin1String("choose a creature type"))
            && into->kind == AbilityDef::Kind::Spell && &part == &parts.first())
            continue;
        const bool may = mayBefore;
        // The choice stays open through its "If you do, …" for an "Otherwise, …" after it.
        // "Pay {2}{B}. If you don't, …" (the Pacts): paying is the player's choice too (118.1). Round 20:
        // "Sacrifice ~. If you do, …" (Grave Peril, Promise of Bunrei): a sacrifice that can't be done
        // once ~ has left the battlefield (701.17a), so "If you do" asks whether it was.
        // Round 31: "Remove a -1/-1 counter from it. If you do, …" (Exemplar of Strength): a removal that
        // can't be done when ~ has no such counter (122.8), so "If you do" asks whether it was.
        static const QRegularExpression oneCounterFromSelf(QStringLiteral("^remove an? \\S+ counter from (?:~|it)$"));
        const auto removesOneCounterFromSelf = [](const QString& text, const AbilityDef& ability) {
            return ability.kind == AbilityDef::Kind::Triggered && oneCounterFromSelf.match(text).hasMatch();
        };
        mayBefore = s.startsWith(QLatin1String("you may ")) || (abilityMay && &part == &parts.first())
            || (may && s.startsWith(QLatin1String("if you do, "))) || s.startsWith(QLatin1String("pay {"))
            || (s == QLatin1String("sacrifice ~") && into->kind == AbilityDef::Kind::Triggered)
            || removesOneCounterFromSelf(s, *into);
        if (lookedAtCardToGraveyard(s, into) || lookedCardsMayGoToBottom(s, into)   // round 32: Etherwrought Page; 34: Petals
            || theirLookedCardsExiled(s, into)   // round 35: Dimir Machinations, Sealed Fate
            || theirLookedCardToGraveyard(s, into)   // round 38: Wu Spy
            || shuffledHandThenDrawn(s, into)   // round 38: Whirlpool Rider
            || lookAtEventCreaturesPower(s, into) || lookedCardKeptOnTop(s, into)   // round 38: Cream of the Crop
            || revealUntilRestShuffled(s, [this](const QString& k) { return cardKinds(k); }, into))   // round 38: Thicket Elemental
            continue;
        if (lookAtDefendingPlayersTopCard(s, into) || lookedAtCardToBottom(s, into))   // round 36: Coral Fighters
            continue;
        if (eachWhoCant(s, [this](const QString& t, AbilityDef* a) { return action(t, a); }, into))   // round 39: Plaguecrafter
            continue;
        if (selfGainsIndefinitely(s, [this](const QString& t, AbilityDef* a) { return action(t, a); }, into))   // round 38: Flame-Wreathed Phoenix
            continue;
        if (lookedAtCardKept(s, [this](const QString& k) { return lookedCardKinds(k); }, into)   // round 34: Explorer's Scope, Domri Rade
            || revealedCardToTheirHand(s, [this](const QString& k) { return lookedCardKinds(k); }, into))   // round 36: Goblin Guide
            continue;
        if ((into->kind == AbilityDef::Kind::Activated || into->kind == AbilityDef::Kind::Spell)   // round 35: Interpret the Signs
            && revealTopCardAlone(s, into))   // round 33: Feral Deceiver
            continue;
        // Round 33: "Target player reveals the top card of their library." (Aven Windreader, 701.16a): that
        // player's library, nothing moved.
        if (into->kind == AbilityDef::Kind::Activated && s == QLatin1String("target player reveals the top card of their library")
            && into->targets.isEmpty()) {
            Selector::Ref ref;
            if (!target(QStringLiteral("target player"), into, &ref))
                return false;
            revealTopCardAlone(QStringLiteral("reveal the top card of your library"), into);
            into->effect.last().who = QStringLiteral("target_player");
            continue;
        }
        if (kinshipReveal(s, into)) {   // "If it shares a creature type with ~, you may reveal it." (the choice)
            mayBefore = true;
            continue;
        }
        // 701.17a: "Sacrifice a creature. If you can't, sacrifice ~" (Eldrazi Monument), "that player
        // sacrifices a creature. If the player can't, …": done when the sacrifice before it was not,
        // as "If you don't, …" is after a choice declined.
        static const QRegularExpression cant(QStringLiteral("^if (you|the player) can't, (.+)$"));
        if (const auto m = cant.match(s); m.hasMatch()) {
            const Action* last = into->effect.isEmpty() ? nullptr : &into->effect.last();
            // Round 38: "sacrifice a creature other than ~, then each opponent loses life … . If you can't, …" (Xathrid
            // Demon): the sentence's sacrifice, with the plain instruction after its ", then"
            if (last && last->then && !last->optional && !last->condition && into->effect.size() >= 2
                && into->effect[into->effect.size() - 2].kind == ActionKind::Sacrifice)
                last = &into->effect[into->effect.size() - 2];
            // Round 34: also after "Pay {E}{E}." that is not a choice (Greenbelt Rampager): energy counters you
            // don't have can't be paid (107.14, 118.3).
            const bool energy = last && last->kind == ActionKind::PayEnergy && last->who.isEmpty() && m.captured(1) == QLatin1String("you");
            if (!last || (last->kind != ActionKind::Sacrifice && !energy) || last->optional || last->ifYouDo || last->ifYouDont
                || last->otherwise || last->condition
                || (!energy && last->who != (m.captured(1) == QLatin1String("you") ? QLatin1String("you") : QLatin1String("that_player"))))
                return false;
            const int before = into->effect.size();
            if (!thenSentence(m.captured(2), into))
                return false;
            for (int i = before; i < into->effect.size(); ++i) {
                if (into->effect[i].optional || into->effect[i].condition)
                    return false;
                into->effect[i].ifYouDont = true;
            }
            continue;
        }
        if (destroyedThisWayBranch(s, [this](const QString& t, AbilityDef* to) { return thenSentence(t, to); }, into))
            continue;   // round 38: Cosmic Horror
        if (countersRemovedBranch(s, [this](const QString& t, AbilityDef* to) { return thenSentence(t, to); }, into))
            continue;   // round 38: Bounty of the Luxa
        // Round 35: "Target opponent sacrifices a green or white creature. If that player does, they lose 2 life."
        // (Self-Inflicted Wound): done only when the sacrifice before it was (701.17a, 608.2c).
        static const QRegularExpression didSacrifice(QStringLiteral("^if that player does, they lose (\\d+) life$"));
        if (const auto m = didSacrifice.match(s); m.hasMatch()) {
            const Action* last = into->effect.isEmpty() ? nullptr : &into->effect.last();
            if (!last || last->kind != ActionKind::Sacrifice || last->who != QLatin1String("target_player") || last->optional
                || last->ifYouDo || last->ifYouDont || last->otherwise || last->condition || last->pick > 1)
                return false;
            Action lose;
            lose.kind = ActionKind::LoseLife;
            lose.amount = Amount::number(m.captured(1).toInt());
            lose.who = last->who;
            lose.ifYouDo = true;
            into->effect << lose;
            continue;
        }
        // Round 38: "If you do, put a +1/+1 counter on that creature, it gains haste until end of turn, and it becomes a
        // Vampire in addition to its other types." (Olivia, Mobilized for War): three instructions on the event's
        // creature, each done only if the choice was made (608.2c), read as three "If you do" sentences.
        static const QRegularExpression threeOnThatCreature(QStringLiteral(
            "^if you do, (put [^,]+ on that creature), it ([^,]+ until end of turn), and it (becomes [^,]+ in addition to its other types)$"));
        if (const auto m = threeOnThatCreature.match(s); m.hasMatch()) {
            const int before = into->effect.size();
            const QString ifYouDo = QStringLiteral("if you do, ");
            if (choiceSentence(ifYouDo + m.captured(1), may, into) && choiceSentence(ifYouDo + "that creature " + m.captured(2), may, into)
                && choiceSentence(ifYouDo + "that creature " + m.captured(3), may, into) && into->effect.size() == before + 3)
                continue;
            return false;
        }
        static const QRegularExpression choiceWords(QStringLiteral("^(you may|if you do,|if you don't,|otherwise,) "));
        if (choiceWords.match(s).hasMatch() && choiceSentence(s, may, into))
            continue;
        if (s.startsWith(QLatin1String("if ")) && (kickedSentence(s, into) || noCountersSentence(s, into)))
            continue;
        if (s.startsWith(QLatin1String("if "))   // round 26: Elder Cathar, Blade of the Bloodchief
            && (insteadIfOfKind(s, [this](const QString& t) { return triggerCondition(t); }, into)
                || insteadIfEventLandIs(s, [this](const QString& t) { return triggerCondition(t); }, into)   // round 45
                || insteadIfHolds(s, [this](const QString& t) { return triggerCondition(t); }, into)
                || mayPutOnLibraryInstead(s, [this](const QString& t) { return triggerCondition(t); }, into)   // round 34
                || insteadFirstIfHolds(s, [this](const QString& t) { return triggerCondition(t); },
                    [this](const QString& t, AbilityDef* to) { return thenSentence(t, to); }, into)))
            continue;
        if ((s.startsWith(QLatin1String("then if ")) || s.startsWith(QLatin1String("then, if "))) && thenIf(s, into))
            continue;
        if ((s.startsWith(QLatin1String("if ")) || s.startsWith(QLatin1String("otherwise, "))) && resolutionIf(s, into)) {
            mayBefore = mayBefore || into->effect.last().optional;
            continue;
        }
        if ((s.contains(QLatin1String(" was spent to cast ")) || s.endsWith(QLatin1String(" unless ~ was kicked")))
            && manaSpentSentence(s, into))
            continue;
        if (counteredElsewhere(s, into))
            continue;
        if (s.startsWith(QLatin1String("spend this mana only to "))) {   // 106.6: what the mana may pay for
            // "cast artifact spells or activate abilities of artifacts", "cast Myr spells …", "activate
            // abilities of artifacts"; the singular "cast a creature spell", "a spell with devoid" says
            // what the plural says (the writer's, RoundTripWordings.cpp).
            static const QRegularExpression spend(
                QStringLiteral("^(?:cast (.+ spells(?: of the chosen type)?|an? .+ spell(?: of the chosen type)?|an? spell with .+))?"
                           "(?: or )?(?:activate abilities of (.+))?$"));
            static const QRegularExpression oneSpell(QStringLiteral("^an? (.+ spell(?: of the chosen type)?|spell with .+)$"));
            static const QRegularExpression spellWord(QStringLiteral("\\bspell\\b"));
            const auto m = spend.match(s.mid(24));
            bool plural = true;
            ManaSpendRestriction r;
            QString cast = m.captured(1);   // the spells' phrase reads as a sentence's subject does
            if (const auto one = oneSpell.match(cast); one.hasMatch())   // read as the plural
                cast = one.captured(1).replace(spellWord, QStringLiteral("spells"));
            if (!cast.isEmpty())
                cast[0] = cast[0].toUpper();
            if (m.hasMatch() && !cast.isEmpty())
                if (auto spells = subject(cast, &plural); spells && plural && !spells->isRef())
                    r.spells = QSharedPointer<Selector>::create(*spells);
            // Round 25: "abilities of Myr", a subtype whose plural is its name (Myr Reservoir).
            const auto ownPlural = [](const Selector& of) { return of.subtypes.size() == 1 && ownPluralSubtype(of.subtypes.first()); };
            if (m.hasMatch() && !m.captured(2).isEmpty())
                if (auto of = objects(m.captured(2), &plural); of && (plural || ownPlural(*of)) && !of->isRef())
                    r.abilitiesOf = QSharedPointer<Selector>::create(*of);
            Action* mana = into->effect.isEmpty() ? nullptr : &into->effect.last();
            if (!mana || (mana->kind != ActionKind::AddMana && mana->kind != ActionKind::AddManaChoice) || mana->spendOnly
                || !m.hasMatch() || m.captured(1).isEmpty() != !r.spells || m.captured(2).isEmpty() != !r.abilitiesOf
                || (!r.spells && !r.abilitiesOf))
                return false;
            mana->spendOnly = r;
            continue;
        }
        // Round 42: "You can't spend this mana to cast spells." (Thran Turbine, 106.6): the mana may pay only for
        // activated abilities, of any object in any zone (a card's cycling too), so `abilities_of` names everything.
        if (s == QLatin1String("you can't spend this mana to cast spells")) {
            Action* mana = into->effect.isEmpty() ? nullptr : &into->effect.last();
            if (!mana || (mana->kind != ActionKind::AddMana && mana->kind != ActionKind::AddManaChoice) || mana->spendOnly)
                return false;
            Selector anything;
            anything.where = Selector::Where::Any;
            mana->spendOnly = ManaSpendRestriction{{}, QSharedPointer<Selector>::create(anything)};
            continue;
        }
        if (keptTappedAfterTappingAll(s, into) || keptTappedAttackers(s, into))   // Breaching Leviathan, Tangle
            continue;
        if (controlGivenToTargetPlayer(   // round 27: Avarice Amulet
                s, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); }, into))
            continue;
        if (controlOfAllGivenToTargetPlayer(s, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); },
                [this](const QString& p, bool* plural) { return objects(p, plural); }, into))
            continue;   // Sky Swallower
        if (controlGivenToLowestLife(s, into))   // round 38: Loxodon Peacekeeper
            continue;
        if (controlExchanged(s, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r); }, into))
            continue;   // round 32: Switcheroo
        if (ownersGainControl(s, [this](const QString& p, bool* plural) { return objects(p, plural); }, into))
            continue;   // round 38: Trostani Discordant
        if (thatPlayersCreaturesRule(s, into))   // round 36: Oriss, Samite Guardian
            continue;
        if (ruleOnCreaturesAffected(s, into))   // round 21: "It can't be regenerated this turn", "exile it instead"
            continue;
        if (s.startsWith(QLatin1String("it can't be regenerated")) || s.startsWith(QLatin1String("they can't be regenerated"))
            || s == QLatin1String("the creature can't be regenerated") || s == QLatin1String("that creature can't be regenerated")
            || s == QLatin1String("those creatures can't be regenerated")) {   // round 29: Mageta the Lion
            if (into->effect.isEmpty() || into->effect.last().kind != ActionKind::Destroy)
                return false;
            into->effect.last().noRegenerate = true;
            continue;
        }
        // Round 42: "Destroy all creatures, then create two … tokens. Creatures destroyed this way can't be
        // regenerated." (Kirtar's Wrath): the destroy before ", then" (701.19c); the writer says it so only there.
        if (s == QLatin1String("creatures destroyed this way can't be regenerated")) {
            const int n = into->effect.size();
            Selector creatures;
            creatures.types = quint16(CardType::Creature);
            if (n < 2 || !into->effect[n - 1].then || into->effect[n - 2].kind != ActionKind::Destroy
                || into->effect[n - 2].object != creatures || into->effect[n - 2].noRegenerate)
                return false;
            into->effect[n - 2].noRegenerate = true;
            continue;
        }
        // Round 27: "Put a muster counter on ~. Then create …" (Assemble the Legion): "then" before an
        // instruction says the order the instructions are followed in anyway (608.2c); the round trip reads
        // it so (RoundTripWordings.cpp).
        if (s.startsWith(QLatin1String("then ")) && !into->effect.isEmpty())
            s = s.mid(5);
        const int before = into->effect.size();
        if (!thenSentence(s, into))
            return false;
        copyWithoutNewTargets = into->effect.size() == before + 1 && into->effect.last().kind == ActionKind::CopySpell;
    }
    if (copyWithoutNewTargets)
        return false;
    // "If you don't, …" after the trigger's own "you may": the choice is the first action's, so that
    // the event player still does the refusal's branch (the writer says "you may" the same way).
    const bool refusalBranch = std::any_of(
        into->effect.cbegin(), into->effect.cend(), [](const Action& a) { return a.ifYouDont || a.otherwise; });
    if (abilityMay && refusalBranch) {
        if (firstSentenceActions != 1)
            return false;
        into->optional = false;
        into->effect.first().optional = true;
    }
    return true;
}

}   // namespace strata::import
