#include "OracleParser.h"
#include "RoundTripWordings.h"
#include "OracleTriggerEffects.h"
#include "OracleRevealedCardValue.h"
#include "OracleMayPayOrElse.h"
#include "OracleTriggerWordings.h"
#include "OracleEnterOrStepHeads.h"
#include "OracleEventPlayers.h"
#include "OracleActivationEvents.h"
#include "OracleEventObjectActions.h"
#include "OracleEventObjectIfs.h"
#include "OracleTriggerFilters.h"
#include "OracleWords.h"
#include "ModeRestrictions.h"
#include <QRegularExpression>
#include <QSet>
#include <functional>

// The frames of abilities: what triggers a triggered ability (603.1) and what an activated ability
// costs (602.1); the effect inside each frame is read by OracleActions.cpp and the files after it.

namespace strata::import {

namespace {

// "have target creature get -1/-1 until end of turn" (after "you may "): the same instruction with X
// as its subject, "target creature gets -1/-1 until end of turn", which the effect readers know; the
// writer says "you may have X get" again for an optional one (603.5: the controller chooses whether X
// does it). `isSet` tells a set of objects ("Ally creatures you control"), whose verb takes no -s. The
// text as it was when X is none of these. Round 32: "have target player lose life equal to …" (Gempalm Polluter).
// Round 34: "have target player put the top X cards of their library into their graveyard" (Cloudhoof Kirin).
QString haveDone(const QString& effect, const std::function<bool(const QString&)>& isSet)
{
    static const QRegularExpression have(
        QStringLiteral("^have (.+?) (deal|fight|get|gain|discard|become|block|lose|put)\\b(.*)$"),
        QRegularExpression::DotMatchesEverythingOption);
    const auto m = have.match(effect);
    if (!m.hasMatch())
        return effect;
    const QString who = m.captured(1);
    const bool one = who == QLatin1String("~") || who == QLatin1String("it") || who.startsWith(QLatin1String("target "))
        || who.startsWith(QLatin1String("enchanted ")) || who.startsWith(QLatin1String("equipped "));
    if (!one && !isSet(who))
        return effect;
    const QString verb = m.captured(2);
    QString rest = m.captured(3);
    // "have target creature get +2/+0 and gain deathtouch" (Painsmith): each verb of the one subject agrees.
    static const QRegularExpression secondVerb(QStringLiteral("^( \\S+) and (get|gain)\\b"));
    if (one)
        rest.replace(secondVerb, QStringLiteral("\\1 and \\2s"));
    return who + QLatin1Char(' ') + (one ? verb + QLatin1Char('s') : verb) + rest;
}

}   // namespace

bool OracleParser::costParts(const QString& text, QVector<CostPart>* out, bool additional) const
{
    static const QRegularExpression sacrificeOne(QStringLiteral("^[Ss]acrifice (an?|another) (.+)$"));
    static const QRegularExpression removeCounters(
        QStringLiteral("^Remove (a|an|one|two|three|four|five|six|seven|eight|nine|ten) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? from (~|an? .+? you control)$"));
    static const QRegularExpression tapUntapped(
        QStringLiteral("^Tap (an|another|two|three|four|five|six|seven|eight|nine|ten|X) untapped (.+?) you control$"));
    static const QRegularExpression mana(QStringLiteral("^(\\{[^}]+\\})+$"));
    static const QRegularExpression payLife(QStringLiteral("^Pay (\\d+) life$"));
    static const QRegularExpression payEnergy(QStringLiteral("^Pay ((?:\\{E\\})+)$"));
    static const QRegularExpression discard(QStringLiteral("^Discard (a|two|three) cards?$"));
    static const QRegularExpression discardX(QStringLiteral("^Discard X cards$"));
    static const QRegularExpression removeAny(QStringLiteral("^Remove (?:any number of|X) (\\S+) counters from ~$"));
    // "Remove three quest counters from ~ and sacrifice it" (the quests): two costs, paid in that order
    // (RoundTripWordings.cpp reads it as "…, Sacrifice ~").
    static const QRegularExpression removeAndSacrifice(QStringLiteral("( counters? from ~) and sacrifice it(?=$|, )"));
    // "Sacrifice a green creature, a white creature, and a blue creature" (the Heralds), "Sacrifice a Swamp
    // and a Forest": one sacrifice for each, each a different permanent (701.17a); the writer joins them back.
    // Round 38: ~ among them, "Sacrifice ~ and a creature named Spitting Drake" (Kyscu Drake), "Sacrifice a creature
    // named Feral Shadow, a creature named Breathstealer, and ~" (Urborg Panther).
    static const QRegularExpression sacrificeThree(
        QStringLiteral("(^|, )Sacrifice (an? [^,]+|~), (an? [^,]+|~), and (an? [^,]+?|~)(?=$|, )"));
    static const QRegularExpression sacrificeTwo(QStringLiteral("(^|, )Sacrifice (an? [^,]+?|~) and (an? [^,]+?|~)(?=$|, )"));
    const QString pieces = costMisprintsMended(text)
                               .replace(removeAndSacrifice, QStringLiteral("\\1, Sacrifice ~"))
                               .replace(sacrificeThree, QStringLiteral("\\1Sacrifice \\2, Sacrifice \\3, Sacrifice \\4"))
                               .replace(sacrificeTwo, QStringLiteral("\\1Sacrifice \\2, Sacrifice \\3"));
    // "Pay half your life, rounded up" (Murderous Betrayal) is one cost part with a comma inside it.
    QStringList split = pieces.split(QStringLiteral(", "));
    for (qsizetype i = split.size() - 1; i > 0; --i)
        if (split[i] == QLatin1String("rounded up"))
            split[i - 1] += QStringLiteral(", ") + split.takeAt(i);
    for (const QString& piece : std::as_const(split)) {
        CostPart part;
        if (mana.match(piece).hasMatch()) {
            if (piece.contains(QLatin1String("{T}")) || piece.contains(QLatin1String("{Q}"))) {
                if (piece != QLatin1String("{T}") && piece != QLatin1String("{Q}"))
                    return false;
            } else {
                ManaCost cost;
                QString err;
                if (!ManaCost::parse(piece, &cost, &err))
                    return false;
            }
            part.mana = piece;
        } else if (piece == QLatin1String("Sacrifice ~")) {
            part.kind = CostKind::Sacrifice;
            part.amount = 1;
        } else if (piece == QLatin1String("Sacrifice enchanted creature") && !additional) {
            // Round 37: an Aura's cost, the creature it enchants (Betrothed of Fire; 303.4, 701.21a).
            Selector enchanted;
            enchanted.ref = Selector::Ref::Attached;
            part.kind = CostKind::Sacrifice;
            part.amount = 1;
            part.card = QSharedPointer<Selector>::create(enchanted);
        } else if ((piece == QLatin1String("Sacrifice ") + granterMark()
                       || piece == QLatin1String("Unattach ") + granterMark())
            && !additional) {
            // A granted ability's cost naming the Equipment that grants it (607.2; unattach, 701.3d).
            Selector granter;
            granter.ref = Selector::Ref::Granter;
            part.kind = piece.startsWith(QLatin1Char('S')) ? CostKind::Sacrifice : CostKind::Unattach;
            part.amount = 1;
            part.card = QSharedPointer<Selector>::create(granter);
        } else if (const auto m = sacrificeOne.match(piece); m.hasMatch()) {
            bool plural = true;
            const bool another = m.captured(1) == QLatin1String("another");
            if (another && additional)
                return false;
            auto what = objects((another ? QStringLiteral("other ") : QString()) + m.captured(2), &plural);
            // Round 30: "Sacrifice another Orc or Goblin" (Orc General): either creature type (205.3m), as
            // "target Orc or Goblin" reads it.
            if (!what && m.captured(2).contains(QLatin1String(" or ")) && (what = targetNoun(m.captured(2)))) {
                plural = what->anyOf.size() != 2 || std::any_of(what->anyOf.cbegin(), what->anyOf.cend(),
                                                        [](const Selector& s) { return s.subtypes.size() != 1; });
                what->other = another;
            }
            if (!what || plural || what->isRef())
                return false;
            part.kind = CostKind::Sacrifice;
            part.amount = 1;
            part.card = QSharedPointer<Selector>::create(*what);
        } else if (const auto m = payLife.match(piece); m.hasMatch()) {
            part.kind = CostKind::PayLife;
            part.amount = m.captured(1).toInt();
        } else if (const auto m = payEnergy.match(piece); m.hasMatch() && !additional) {
            part.kind = CostKind::PayEnergy;   // 107.14: one energy counter per {E}
            part.amount = int(m.captured(1).size() / 3);
        } else if (const auto m = discard.match(piece); m.hasMatch()) {
            part.kind = CostKind::Discard;
            part.amount = *numberWord(m.captured(1));
        } else if (discardX.match(piece).hasMatch()) {   // 107.3a: X is chosen as the cost is paid
            part.kind = CostKind::Discard;
            part.amountX = true;
        } else if (const auto m = removeAny.match(piece); m.hasMatch() && !additional) {   // storage lands, Waxmane Baku
            part.kind = CostKind::RemoveCounters;
            part.amountX = true;
            part.counterKind = m.captured(1);
        } else if (const auto m = removeCounters.match(piece); m.hasMatch() && !additional) {
            // 602.2b, 118.3: the counters must be there to be removed.
            part.kind = CostKind::RemoveCounters;
            part.amount = *numberWord(m.captured(1));
            part.counterKind = m.captured(2);
            if ((part.amount == 1) != !piece.contains(QLatin1String(" counters ")))
                return false;
            if (m.captured(3) != QLatin1String("~")) {   // "from a creature you control": taken as paid
                bool plural = true;
                auto what = objects(m.captured(3).section(QLatin1Char(' '), 1).chopped(12), &plural);
                if (!what || plural || what->isRef() || what->controller != Selector::Who::Any)
                    return false;
                what->controller = Selector::Who::You;
                part.card = QSharedPointer<Selector>::create(*what);
            }
        } else if (piece == QLatin1String("Exile ~") && !additional) {
            part.kind = CostKind::ExileSelf;
            part.amount = 1;
        } else if (piece == QLatin1String("Return ~ to its owner's hand") && !additional) {
            part.kind = CostKind::ReturnSelfToHand;
            part.amount = 1;
        } else if (const auto m = tapUntapped.match(piece); m.hasMatch()) {
            // Also a spell's additional cost ("tap three untapped white creatures you control", 601.2f),
            // taken as paid as every cost of a cast.
            bool plural = false;
            const bool another = m.captured(1) == QLatin1String("another");   // Black Oak of Odunos: not ~ itself
            const bool one = another || m.captured(1) == QLatin1String("an");
            auto what = objects((another ? QStringLiteral("other ") : QString()) + m.captured(2), &plural);
            // "Tap three untapped Kithkin you control": a subtype whose plural is its name (Kithkin, Merfolk).
            const bool samePlural = what && what->subtypes.size() == 1 && ownPluralSubtype(what->subtypes.first());
            if (!what || what->isRef() || (plural == one && !(samePlural && !one)) || what->controller != Selector::Who::Any)
                return false;
            part.kind = CostKind::TapUntapped;
            // Round 38: "Tap X untapped artifacts you control" (Merchant's Dockhand): X chosen as it is paid (107.3a).
            part.amountX = m.captured(1) == QLatin1String("X");
            part.amount = one ? 1 : part.amountX ? 0 : *numberWord(m.captured(1));
            what->controller = Selector::Who::You;
            part.card = QSharedPointer<Selector>::create(*what);
        } else if (!morePart(piece, additional, &part)) {
            return false;
        }
        out->append(part);
    }
    // A card "with mana value X" a cost names (Knollspine Invocation) wants the ability's {X} (107.3a).
    const auto xCard = [](const CostPart& c) { return c.card && c.card->manaValueAtMostX; };
    const auto xMana = [](const CostPart& c) { return c.mana.contains(QLatin1String("{X}")); };
    if (std::any_of(out->cbegin(), out->cend(), xCard) && std::none_of(out->cbegin(), out->cend(), xMana))
        return false;
    return !out->isEmpty();
}

AbilityPtr OracleParser::activated(const QString& sentence) const
{
    // A modal effect ("{1}, {T}: Choose one —\n• …\n• …", 700.2) runs over lines; its cost does not.
    static const QRegularExpression costColon(
        QStringLiteral("^([^:\"\\n]+): (.+)$"), QRegularExpression::DotMatchesEverythingOption);
    // 207.2c: an ability word before the cost ("Threshold — {B}, {T}: …") has no rules meaning.
    static const QRegularExpression abilityWord(QStringLiteral("^[A-Z][a-z]+(?: [a-z]+)? \\x{2014} (?=\\S)"));
    // A bracketed loyalty cost without the space after its colon ("[+1]:Create …", a few card files).
    static const QRegularExpression loyaltyNoSpace(QStringLiteral("^(\\[[+\\x{2212}-]?(?:\\d+|X)\\]):(?=\\S)"));
    // Round 37: a cost of mana symbols without it ("{T}:Add one mana of any color.", Pillar of Origins).
    static const QRegularExpression symbolsNoSpace(QStringLiteral("^((?:\\{[^}]+\\})+):(?=\\S)"));
    const auto word = abilityWord.match(sentence);
    // Forecast (702.57) is a keyword, not an ability word: "Forecast — [ability]" is the ability with
    // "Activate only during your upkeep and only once each turn" (702.57b); the card is revealed from
    // its owner's hand, where the ability works (113.6).
    const bool forecast = word.hasMatch() && word.captured(0).startsWith(QLatin1String("Forecast "));
    QString framed = word.hasMatch() ? sentence.mid(word.capturedEnd()) : sentence;
    framed.replace(loyaltyNoSpace, QStringLiteral("\\1: "));
    framed.replace(symbolsNoSpace, QStringLiteral("\\1: "));
    const auto m = costColon.match(framed);
    if (!m.hasMatch())
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    // Printed loyalty costs, also in the bracketed form of some card files ("[+1]", "[−2]").
    static const QRegularExpression loyalty(QStringLiteral("^([+−-]?)(\\d+|X)$|^\\[([+−-]?)(\\d+|X)\\]$"));
    if (auto l = loyalty.match(m.captured(1)); l.hasMatch() && m_type.has(CardType::Planeswalker)) {
        if (l.captured(2).isEmpty())
            l = loyalty.match(m.captured(1).mid(1).chopped(1));
        a->kind = AbilityDef::Kind::Loyalty;
        a->cost = (l.captured(1) == QStringLiteral("−") ? QStringLiteral("-") : l.captured(1)) + l.captured(2);
    } else {
        a->kind = AbilityDef::Kind::Activated;
        if (!costParts(m.captured(1), &a->costParts))
            return nullptr;
    }
    QString effect = m.captured(2);
    // "{1}, Sacrifice ~: It deals 2 damage to any target.": "it" is ~, gone to pay the cost (the damage
    // is still dealt by it, 608.2h); the round trip reads that "it" as ~ too. Round 30: also after "Remove
    // X +1/+1 counters from ~" (Chamber Sentry), the one object the cost names.
    static const QRegularExpression itAfterSacrifice(QStringLiteral("(?:^|, )(?:Sacrifice ~|Remove [^,]+ counters? from ~)(?:,|$)"));
    if (effect.startsWith(QLatin1String("It deals ")) && itAfterSacrifice.match(m.captured(1)).hasMatch())
        effect = QStringLiteral("~") + effect.mid(2);
    // Round 23: Selfless Spirit's misprint "until the end of turn" (the round trip mends it too).
    effect.replace(QStringLiteral(" until the end of turn"), QStringLiteral(" until end of turn"));
    // Round 29: Mageta the Lion's older "Destroy all creatures except for ~" is "Destroy all other creatures"
    // (the round trip reads it so, RoundTripActivation.cpp).
    effect.replace(QStringLiteral("Destroy all creatures except for ~."), QStringLiteral("Destroy all other creatures."));
    // Round 29: Reveka's "~ deals 2 damage to any target and doesn't untap during your next untap step" is
    // Arbalest Elite's two sentences, the second of ~ too (502.3; the round trip reads it so).
    static const QRegularExpression andDoesntUntap(QStringLiteral("^(~ [^.]+?) and doesn't untap during your next untap step\\."));
    effect.replace(andDoesntUntap, QStringLiteral("\\1. ~ doesn't untap during your next untap step."));
    effect = activatedPairsAsSentences(effect);   // round 30: "… and draw a card" and the like, as two sentences
    // A restriction after a mode's bullet belongs to that line, not to the ability: a modal
    // effect keeps it, and the mode that holds it is not read (Skinshifter says one in each mode).
    const bool modal = effect.contains(QLatin1Char('\n'));
    if (a->kind == AbilityDef::Kind::Activated && !modal && !activationRestriction(&effect, a.data()))
        return nullptr;
    // Round 36: the same restriction at the end of every mode is the ability's (ModeRestrictions.cpp).
    if (QString every = modal && a->kind == AbilityDef::Kind::Activated ? restrictionOfEveryMode(&effect) : QString();
        !every.isEmpty() && (!activationRestriction(&every, a.data()) || !every.isEmpty()))
        return nullptr;
    if (forecast) {
        if (a->kind != AbilityDef::Kind::Activated || a->restriction != ActivationRestriction::None || a->condition)
            return nullptr;
        a->restriction = ActivationRestriction::Forecast;
    }
    if (!this->effect(effect, a.data()))
        return nullptr;
    a->finalize();
    return a;
}

AbilityPtr OracleParser::triggered(const QString& sentence) const
{
    static const QRegularExpression trigger(
        QStringLiteral("^(When|Whenever|At) ([^,]+), (.+)$"), QRegularExpression::DotMatchesEverythingOption);
    QString s = combatSetWording(spellKindsWithoutCommas(activationHeadWording(duringTurnWording(counterStateWording(selfEventItWording(olderConditionWording(sentence)))))));   // rounds 23-24, 29-30: Homarid (603.8), "during your turn", ~ as "it", older conditions, combat sets
    // 207.2c: an ability word ("Landfall — ") has no rules meaning; the round trip ignores it too.
    static const QRegularExpression abilityWord(QStringLiteral("^[A-Z][a-z]+(?: [a-z]+)? \\x{2014} (?=When|At)"));
    s.remove(abilityWord);
    s.replace(QStringLiteral("enters the battlefield"), QStringLiteral("enters"));
    // Round 22: Fell Specter's misprint "target opponent discard a card" (the round trip mends it too).
    s.replace(QStringLiteral(", target opponent discard a card."), QStringLiteral(", target opponent discards a card."));
    // Round 28: Captain Lannery Storm's "a treasure", the artifact type Treasure (205.3g; the round trip mends it too).
    s.replace(QStringLiteral("Whenever you sacrifice a treasure,"), QStringLiteral("Whenever you sacrifice a Treasure,"));
    // Round 28: Embodiment of Fury's misprint "you may have target land you control becomes" (mended there too).
    s.replace(QStringLiteral(", you may have target land you control becomes "), QStringLiteral(", you may have target land you control become "));
    // Round 30: Carrier Thrall's Scion "Sacrifice this creature. Add {C}." misprints the cost's colon (602.1),
    // Brazen Freebooter's Treasure "{T}, sacrifice this artifact:" the capital of the cost's second part
    // ("this creature", "this artifact" are ~ by now; the round trip mends both too).
    s.replace(QStringLiteral("It has \"Sacrifice ~. Add {C}.\""), QStringLiteral("It has \"Sacrifice ~: Add {C}.\""));
    s.replace(QStringLiteral("\"{T}, sacrifice ~: "), QStringLiteral("\"{T}, Sacrifice ~: "));
    // Older wording of "dies" (700.4).
    s.replace(QStringLiteral("~ is put into a graveyard from the battlefield"), QStringLiteral("~ dies"));
    s.replace(QStringLiteral("~ enters or is put into a graveyard from the battlefield"), QStringLiteral("~ enters or dies"));
    const auto m = trigger.match(s);
    if (!m.hasMatch())
        return nullptr;
    QString head = m.captured(1) + QLatin1Char(' ') + m.captured(2);
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->alsoTurnedFaceUp = head == QLatin1String("When ~ enters or is turned face up");   // round 25 (708.8)
    if (a->alsoTurnedFaceUp)
        head = QStringLiteral("When ~ enters");
    const QString word = m.captured(1);
    const QString event = head.mid(word.size() + 1);
    // Round 30: "At the beginning of your upkeep or whenever you cast a red spell": two events (OraclePlayEventHeads.cpp).
    if (!triggerHead(word, event, a.data()) && !orEventHeads(word, event, m.captured(3), a.data())
        && !enterOrStepHeads(word, event, m.captured(3), a.data(), [this](const QString& w, const QString& e, AbilityDef* into) { return triggerHead(w, e, into); }))
        return nullptr;
    QString effect = m.captured(3);
    // 603.4: an intervening "if" clause, checked as the event happens and again on resolution.
    static const QRegularExpression interveningIf(QStringLiteral("^if ([^,]+), (.+)$"),
        QRegularExpression::DotMatchesEverythingOption);
    if (const auto i = interveningIf.match(effect); i.hasMatch()) {
        // "Whenever ~ attacks, if it's enchanted, …" (Krond the Dawn-Clad): "it" is ~, the attacker.
        const bool selfEnchanted = i.captured(1) == QLatin1String("it's enchanted") && a->event == TriggerEvent::SelfAttacks;
        auto c = triggerCondition(selfEnchanted ? QStringLiteral("~ is enchanted") : i.captured(1));
        const auto ofEventObject = eventObjectIf(i.captured(1), *a);   // round 44: "if that spell was kicked", "… that creature is 1/1"
        if (ofEventObject)
            c = ofEventObject;
        // Round 43, Writ of Passage: "Whenever enchanted creature attacks, if its power is 2 or less, …": "its" is the
        // attacker the Aura is attached to, its power as the trigger event happens and as it resolves (603.4).
        static const QRegularExpression itsPower(QStringLiteral("^its power is (\\d+) or less$"));
        if (const auto p = itsPower.match(i.captured(1)); p.hasMatch() && a->event == TriggerEvent::Attacks
            && a->eventFilter && a->eventFilter->ref == Selector::Ref::Attached) {
            Selector power;
            power.powerAtMost = p.captured(1).toInt();
            c = Condition();
            c->kind = Condition::Kind::AttachedIs;
            c->filter = QSharedPointer<Selector>::create(power);
        }
        const bool aboutSelf = c && !ofEventObject
            && (c->kind == Condition::Kind::Kicked || c->kind == Condition::Kind::CastFromHand
                || c->kind == Condition::Kind::ManaSpentToCast || c->kind == Condition::Kind::CostPaid);
        // Round 39: a state trigger's own "if" (Veiled Crocodile) follows its state, as `also` (603.8, 603.4).
        const bool stateIf = a->event == TriggerEvent::State && a->triggerIf && !a->triggerIf->also && c && !c->also;
        if (!c || (a->triggerIf && !stateIf) || (aboutSelf && !head.contains(QLatin1Char('~'))))
            return nullptr;
        if (stateIf)
            a->triggerIf->also = QSharedPointer<Condition>::create(*c);
        else
            a->triggerIf = *c;
        effect = theyAsThatPlayer(i.captured(1), i.captured(2));
        // "At the beginning of your upkeep, if ~ is tapped, put a storage counter on it": "it" is the ~
        // the condition names (Bottomless Vault, Mana Bloom's "return it to its owner's hand", round 40: Mad Dog's
        // "sacrifice it").
        static const QRegularExpression itOfSelf(QStringLiteral("^(put (?:a|an) \\S+ counter on|return|sacrifice) it(?= to its owner's hand\\.$|\\.$)"));
        // Round 32: "if ~ attacked or blocked this turn, its owner shuffles it into their library" (Inferno
        // Hellion): ~'s owner (701.24).
        static const QRegularExpression ownerOfSelf(QStringLiteral("^its owner(?= shuffles it into their library\\.$)"));
        if (i.captured(1).startsWith(QLatin1String("~ "))) {
            effect.replace(itOfSelf, QStringLiteral("\\1 ~"));
            effect.replace(ownerOfSelf, QStringLiteral("~'s owner"));
            // Round 32: "put a velocity counter on it. Then if it has two or more velocity counters on it, sacrifice
            // it and draw two cards." (Daredevil Dragster): every "it" is ~, the object the condition names.
            static const QRegularExpression counterThenIf(QStringLiteral(
                "^put (an?) (\\S+) counter on it\\. Then if it has (\\w+ or more \\2 counters on it), sacrifice it and (?=draw )"));
            effect.replace(counterThenIf, QStringLiteral("put \\1 \\2 counter on ~. Then if ~ has \\3, sacrifice ~ and "));
        }
    }
    // "At end of combat, if ~ attacked or blocked this combat, remove a +1/+0 counter from it": "it" is ~.
    static const QRegularExpression counterFromSelf(QStringLiteral("^remove (?:a|an|one) \\S+ counter from it\\.$"));
    if (a->triggerIf && a->triggerIf->kind == Condition::Kind::AttackedOrBlockedThisCombat
        && counterFromSelf.match(effect).hasMatch())
        effect = effect.chopped(3) + QStringLiteral("~.");
    if (effect.startsWith(QLatin1String("you may "))) {
        a->optional = true;
        effect = effect.mid(8);
        // "you may gain 3 life": the action is "you gain 3 life" (the writer says "you may gain"); round
        // 23: also "you may gain life equal to the number of Allies you control" (Ondu Cleric).
        static const QRegularExpression gainLife(QStringLiteral("^gain (?:(\\d+|X) life|life equal to the .+)\\.$"));
        if (gainLife.match(effect).hasMatch())
            effect = QStringLiteral("you ") + effect;
        effect = haveDone(effect, [this](const QString& who) {
            bool plural = false;
            return objects(who, &plural) && plural;
        });
        // Round 29: "When ~ enters, you may have target creature block it this turn if able" (Giant Ambush
        // Beetle): "it" is ~, the object the trigger names (509.1c's requirement to block ~).
        static const QRegularExpression blocksIt(QStringLiteral("^(target [^,.]+? blocks )it( this turn if able\\.)$"));
        if (head.contains(QLatin1Char('~')) && blocksIt.match(effect).hasMatch())
            effect.replace(blocksIt, QStringLiteral("\\1~\\2"));
    }
    // "When this creature enters, you may have it deal 3 damage to …" (Clash of Realities' grants): the
    // optional damage ~ deals.
    if (a->optional && head.contains(QLatin1Char('~')) && effect.startsWith(QLatin1String("have it deal ")))
        effect = QStringLiteral("~ deals ") + effect.mid(13);
    // "Whenever ~ attacks, it gets +1/+1 …": "it" is the object the trigger names, here ~ itself.
    // Round 30: also "it doesn't untap during your next untap step" (Spectral Bears, 502.3).
    static const QRegularExpression it(
        QStringLiteral("^it (gets|gains|deals|has|explores|fights|assigns|doesn't untap during your next untap step)\\b"));
    if (head.contains(QLatin1Char('~')) && it.match(effect).hasMatch())
        effect = QStringLiteral("~") + effect.mid(2);
    // Round 32: "When ~ dies, flip a coin. If you lose the flip, it deals 4 damage to …" (Volatile Rig): the
    // flip names no object, so "it" is still the one the trigger names, ~ (as it last existed, 608.2h).
    static const QRegularExpression flipThenIt(QStringLiteral("^(flip a coin\\. If you (?:win|lose) the flip, )it(?= deals )"));
    if (head.contains(QLatin1Char('~')))
        effect.replace(flipThenIt, QStringLiteral("\\1~"));
    // "~ gets +2/+1 until end of turn. If you control three or more artifacts, it also gains first strike …"
    // (Toolcraft Exemplar): "it" is ~, the subject of the sentence before; "also" adds to that change.
    static const QRegularExpression itAlso(QStringLiteral("^(~ (?:gets|gains) [^.]+\\. If [^,.]+, )it also (?=gets |gains )"));
    effect.replace(itAlso, QStringLiteral("\\1~ "));
    effect = thatOpponentAsThatPlayer(a->event, effect);
    // "When ~ dies, return it to its owner's hand / exile it": the card ~ became (603.6c, 400.7). Round
    // 19: also before "If you do, …" ("you may exile it. If you do, search your library …").
    static const QRegularExpression diedIt(QStringLiteral("^(exile|return) it( to its owner's hand)?\\.(?=$| )"));
    if (const auto d = diedIt.match(effect); d.hasMatch() && a->event == TriggerEvent::SelfDies)
        effect.replace(0, d.capturedLength(), d.captured(1) + QStringLiteral(" ~") + d.captured(2) + QLatin1Char('.'));
    // "Whenever ~ becomes blocked, untap it": the event's object, here ~ itself (603.7c).
    static const QSet<TriggerEvent> selfIsObject = {TriggerEvent::SelfBecomesBlocked, TriggerEvent::SelfAttacks,
        TriggerEvent::SelfBlocks, TriggerEvent::SelfDealtDamage, TriggerEvent::SelfAttacksOrBlocks};
    if (selfIsObject.contains(a->event) && (effect == QLatin1String("untap it.") || effect == QLatin1String("tap it.")))
        effect = effect.chopped(3) + QStringLiteral("~.");
    // "Whenever ~ becomes blocked, you may untap it and remove it from combat" (the Gustcloaks, 506.4):
    // the first "it" is ~ itself, the second the object the first names.
    static const QRegularExpression untapAndRemoveIt(QStringLiteral("^((?:you may )?untap )it(?= and remove it from combat\\.$)"));
    if (selfIsObject.contains(a->event))
        effect.replace(untapAndRemoveIt, QStringLiteral("\\1~"));
    // "When ~ attacks, sacrifice it at end of combat" (Crumbling Colossus), "When ~ blocks, destroy it at
    // end of combat" (Cinder Wall), "Whenever ~ becomes blocked, regenerate it" (Duskworker): ~ itself, now
    // or in the delayed trigger (603.7c).
    static const QRegularExpression removeIt(QStringLiteral("^(sacrifice|destroy|regenerate) it( at end of combat)?\\.$"));
    if (selfIsObject.contains(a->event) && removeIt.match(effect).hasMatch())
        effect.replace(QStringLiteral(" it"), QStringLiteral(" ~"));
    // Round 31: "Whenever ~ attacks, remove a -1/-1 counter from it. If you do, …" (Exemplar of Strength).
    static const QRegularExpression removeCounterFromIt(QStringLiteral("^(remove an? \\S+ counter from )it(?=\\.)"));
    if (selfIsObject.contains(a->event))
        effect.replace(removeCounterFromIt, QStringLiteral("\\1~"));
    effect = selfSacrificedBeforeIfYouDo(effect, a->event);
    effect = selfNamedIt(effect, head, a->optional);
    if (selfIsObject.contains(a->event)
        && effect == QLatin1String("it doesn't untap during its controller's next untap step."))
        effect = QStringLiteral("~") + effect.mid(2);
    // "Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat": from ~.
    static const QRegularExpression counterFromIt(
        QStringLiteral("^remove (a|an|one) (\\S+) counter from it( at end of combat)?\\.$"));
    if (selfIsObject.contains(a->event) && counterFromIt.match(effect).hasMatch())
        effect.replace(QStringLiteral(" counter from it"), QStringLiteral(" counter from ~"));
    // "Whenever ~ blocks, prevent all combat damage that would be dealt to and dealt by it this turn": ~.
    static const QRegularExpression preventIt(QStringLiteral(
        "^prevent all (?:combat )?damage that would be dealt (?:to and dealt by|to|by) it this turn\\.$"));
    if (selfIsObject.contains(a->event) && preventIt.match(effect).hasMatch())
        effect.replace(QStringLiteral(" it this turn."), QStringLiteral(" ~ this turn."));
    // "When ~ enters, sacrifice it unless you return a land you control to its owner's hand" (118.12):
    // "it" is ~ itself, as the round trip reads it too.
    static const QRegularExpression itUnlessYou(QStringLiteral("^(sacrifice|exile|tap) it(?= unless you )"));
    if ((selfIsObject.contains(a->event) || a->event == TriggerEvent::SelfEnters
            || a->event == TriggerEvent::SelfBecomesTarget)
        && itUnlessYou.match(effect).hasMatch())
        effect.replace(itUnlessYou, QStringLiteral("\\1 ~"));
    // "When ~ enters, sacrifice it unless {U} was spent to cast it": both are ~ (601.2h).
    static const QRegularExpression itUnlessSpent(QStringLiteral("^sacrifice it unless (\\{[WUBRG]\\}) was spent to cast it\\.$"));
    if (a->event == TriggerEvent::SelfEnters && itUnlessSpent.match(effect).hasMatch())
        effect.replace(itUnlessSpent, QStringLiteral("sacrifice ~ unless \\1 was spent to cast ~."));
    // Round 30: "sacrifice ~ unless it was kicked" (Skizzik): "it" is the ~ sacrificed (702.33d).
    if (effect == QLatin1String("sacrifice ~ unless it was kicked."))
        effect = QStringLiteral("sacrifice ~ unless ~ was kicked.");
    // "When ~ becomes the target of a spell or ability, sacrifice it" (the Illusions): "it" is ~.
    if (a->event == TriggerEvent::SelfBecomesTarget && effect == QLatin1String("sacrifice it."))
        effect = QStringLiteral("sacrifice ~.");
    // "When ~ dies / is put into a graveyard from anywhere, shuffle it into its owner's library [, then scry
    // 2]" (round 24: Cavalier of Gales): the card where it went (701.24).
    static const QRegularExpression shuffleIt(QStringLiteral("^shuffle it(?= into its owner's library(?:\\.$|, then ))"));
    if (a->event == TriggerEvent::SelfDies || a->event == TriggerEvent::SelfPutIntoGraveyard)
        effect.replace(shuffleIt, QStringLiteral("shuffle ~"));
    // Round 23: "When ~ dies, destroy all creatures blocking or blocked by it" (Abu Ja'far): by ~, as it
    // last existed (608.2h).
    if (a->event == TriggerEvent::SelfDies)
        effect.replace(QStringLiteral(" blocking or blocked by it."), QStringLiteral(" blocking or blocked by ~."));
    // Round 22: not "each creature … with a prey counter on it" (Tetzimoc, Patron of the Valiant): that "it"
    // is each creature of the set; round 39: nor after "tap target creature.", where "it" is the target.
    static const QRegularExpression withCounterOnIt(QStringLiteral(" with an? \\S+ counter on it\\.$"));
    if (head.contains(QLatin1Char('~')) && effect.endsWith(QLatin1String(" counter on it."))
        && !withCounterOnIt.match(effect).hasMatch() && !effect.contains(QLatin1String("target")))
        effect = effect.chopped(3) + QStringLiteral("~.");
    // "Whenever ~ attacks or blocks, put a -1/-1 counter on it at end of combat" (Wicker Warcrawler): on ~. Round 39: after
    // a target, "it" is that target (608.2c), which the delayed trigger can't name: not read.
    if (selfIsObject.contains(a->event) && effect.endsWith(QLatin1String(" counter on it at end of combat."))) {
        if (effect.contains(QLatin1String("target")))
            return nullptr;
        effect.replace(effect.size() - 20, 2, QStringLiteral("~"));
    }
    // "That creature" names the event's object only while this effect is read.
    const bool outer = m_eventObject;   // a quoted trigger inside an effect has its own event
    const bool outerIt = m_eventIt;
    m_eventObject = namesEventObject(a->event) || namesAttachedAtStep(*a);
    // "it" is the event's object only in one sentence that names no other object before it, after an
    // event that does not name ~ ("Whenever a creature you control attacks, it gets +1/+1 …"); round 19:
    // and in the Ordeals' "Then if it has three or more +1/+1 counters on it, sacrifice ~." after it.
    static const QRegularExpression itEffect(QStringLiteral(
        "^(?:destroy it|tap it|untap it|put (?:a|an|one|two|three|that many) \\S+ counters? on it|it (?:gets|gains|loses) [^.~]+"
        "|~ deals \\d+ damage to it|it can't be blocked this turn)\\.(?: Then if it has \\w+ or more \\S+ counters on it, sacrifice ~\\.)?$"));
    m_eventIt = m_eventObject && !head.contains(QLatin1Char('~')) && itEffect.match(effect).hasMatch();
    const bool read
        = manaTriggerEffect(effect, a.data()) || revealTopThenLoseLife(effect, a.data())
        || revealedCardLifeAmounts(effect, a.data()) || thatMuchLife(effect, a.data())
        || mayPayOrElse(effect, a.data(), [this](const QString& s, AbilityDef* in) { return unlessPays(s, in); },
            [this](const QString& s, AbilityDef* in) { return action(s, in); })
        || thatPlayerMayThen(effect, a.data(), [this](const QString& s, AbilityDef* in) { return action(s, in); })
        || attachSelfToEventObject(effect, a.data())
        || createThenAttachSelf(effect, a.data(), [this](const QString& s, AbilityDef* in) { return this->effect(s, in); })
        || this->effect(effect, a.data());
    m_eventObject = outer;
    m_eventIt = outerIt;
    // With a target beside it, "that creature" would be written as the target's noun: ambiguous.
    if (!read || ambiguousEventObject(*a) || !eventPlayersFit(*a))
        return nullptr;
    a->finalize();
    return a;
}

// "Whenever ~ deals damage, you gain that much life": the amount is the damage of the event that
// triggered the ability, which only a damage event has.
bool OracleParser::thatMuchLife(const QString& effect, AbilityDef* into) const
{
    static const QSet<TriggerEvent> damageEvents = {TriggerEvent::SelfDealsDamage, TriggerEvent::SelfDealsDamageToPlayer,
        TriggerEvent::SelfDealsDamageToOpponent, TriggerEvent::SelfDealsCombatDamageToPlayer,
        TriggerEvent::SelfDealsCombatDamageToCreature, TriggerEvent::SelfDealtDamage, TriggerEvent::DealsDamage,
        TriggerEvent::DealsDamageToPlayer, TriggerEvent::DealsDamageToOpponent, TriggerEvent::DealtDamage,
        TriggerEvent::SelfDealsCombatDamageToOpponent};
    if (effect != QLatin1String("you gain that much life.") || !damageEvents.contains(into->event))
        return false;
    Action gain;
    gain.kind = ActionKind::GainLife;
    Expr thatMuch;
    thatMuch.kind = Expr::Kind::EventAmount;
    gain.amountOf = thatMuch;
    into->effect << gain;
    return true;
}

}   // namespace strata::import
