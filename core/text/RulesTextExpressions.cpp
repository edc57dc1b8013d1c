#include "RulesTextWriter.h"
#include "model/OwnLibrary.h"
#include <QSet>
#include <algorithm>

namespace strata {
namespace rulestext {

namespace {

// Round 30: the filter of "~ is a creature" (Foriysian Totem) and "~ isn't a creature" (Answered Prayers).
Selector creatureOnly()
{
    Selector creature;
    creature.types = quint16(CardType::Creature);
    return creature;
}

// Round 32: the filter of "~ is a token" and "~ isn't a token" (Progenitor Mimic, 111.1).
Selector tokenOnly()
{
    Selector token;
    token.token = true;
    return token;
}

// Round 26: the conditions Writer::historyCondition words whole, last turn's record and Oracle's "didn't"
// among them ("if you lost life last turn", "if you didn't play a land this turn").
bool turnRecordWording(const Condition& c)
{
    using K = Condition::Kind;
    static const QSet<K> kinds = {K::LostLifeThisTurnAtLeast, K::PlayedLandThisTurn, K::PlaneswalkerEnteredThisTurn,
        K::SourceAttackedThisTurn, K::SourceAttackedOrBlockedThisTurn, K::SourceWasBlockedThisTurn, K::OpponentControlsMore,
        K::CameUnderControlThisTurn};
    // Round 40, Mad Dog: "~ didn't attack or come under your control this turn", two conditions said as one.
    const bool attackOrControl = c.kind == K::SourceAttackedThisTurn && c.also && c.also->kind == K::CameUnderControlThisTurn;
    return (!c.also || attackOrControl) && !c.orElse
        && (c.lastTurn || kinds.contains(c.kind) || (c.kind == K::CastSpellThisTurn && c.who == QLatin1String("that_player"))
            || (c.kind == K::OpponentLostLifeThisTurn && c.n > 1) || isYourLibraryCount(c));
}

bool onlyColors(const Selector& s)
{
    Selector colors;
    colors.colors = s.colors;
    return !s.colors.isEmpty() && s == colors;
}

// "has infect", "has defender": a keyword and nothing else (the keyword as an ability, for the writer's words).
bool onlyKeyword(const Selector& s)
{
    Selector keyword;
    keyword.hasKeyword = s.hasKeyword;
    return !s.hasKeyword.isEmpty() && s == keyword;
}

AbilityDef keywordOf(const Selector& s)
{
    AbilityDef kw;
    kw.keyword = s.hasKeyword;
    return kw;
}

bool onlyStatus(const Selector& s)
{
    Selector status;
    status.tapped = s.tapped;
    status.attacking = s.attacking;
    status.blocking = s.blocking;
    const int kinds = (s.tapped ? 1 : 0) + (s.attacking ? 1 : 0) + (s.blocking ? 1 : 0);
    return kinds == 1 && s == status;
}

QString statusWord(const Selector& s)
{
    // "~ is attacking": the words as a predicate, told apart from the adjectives before a noun.
    static const Tr3 words[] = {QT_TRANSLATE_NOOP3("RulesText", "attacking", "a permanent's status after \"is\""),
        QT_TRANSLATE_NOOP3("RulesText", "tapped", "a permanent's status after \"is\""),
        QT_TRANSLATE_NOOP3("RulesText", "untapped", "a permanent's status after \"is\""),
        QT_TRANSLATE_NOOP3("RulesText", "blocking", "a permanent's status after \"is\"")};
    const Tr3& w = words[s.attacking ? 0 : s.blocking ? 3 : *s.tapped ? 1 : 2];
    return translate("RulesText", w.source, w.comment);
}

}   // namespace

// ---- Expressions and conditions -------------------------------------------------------------------

QString Writer::expr(const Expr& e)
{
    switch (e.kind) {
    case Expr::Kind::Const:
        return QString::number(e.value);
    case Expr::Kind::X:
        return QStringLiteral("X");
    case Expr::Kind::Count: {
        if (!e.selector)
            return tr("the number of permanents");
        const Selector& s = *e.selector;
        if (e.ofAffectedController && s.where == Selector::Where::Battlefield) {
            // Round 23: "the number of lands they control", each player dealt damage's own (Acidic Soil)
            Selector kind = s;
            kind.controller = Selector::Who::Any;
            return tr("the number of %1 they control").arg(noun(kind, true, false));
        }
        if (e.ofAffectedController) {   // "the number of creature cards in its controller's graveyard"
            const bool hand = s.where == Selector::Where::Specific && s.zone == Zone::Hand;
            Selector kind = s;
            kind.ownerYou = false;
            return (hand ? tr("the number of %1 in its controller's hand") : tr("the number of %1 in its controller's graveyard"))
                .arg(noun(kind, true, false));
        }
        // "instant and sorcery cards you own in exile and in your graveyard": one kind in the two zones.
        if (s.anyOf.size() == 2 && s.anyOf[0].where == Selector::Where::Specific && s.anyOf[0].zone == Zone::Exile
            && s.anyOf[0].ownerYou) {
            Selector graveyard = s.anyOf[0];
            graveyard.zone = Zone::Graveyard;
            if (graveyard == s.anyOf[1]) {
                graveyard.ownerYou = false;
                return tr("the number of %1 you own in exile and in your graveyard").arg(noun(graveyard, true, false));
            }
        }
        // "Auras and Equipment attached to it": kinds of permanents attached to ~.
        if (s.anyOf.size() > 1 && std::all_of(s.anyOf.begin(), s.anyOf.end(), [](const Selector& p) {
                return p.attachedToSource && p.subtypes.size() == 1;
            })) {
            QStringList kinds;
            for (const Selector& p : s.anyOf) {
                Selector kind = p;
                kind.attachedToSource = false;
                kinds << noun(kind, true, false);
            }
            return tr("the number of %1 attached to it", "kinds of permanents").arg(joinList(kinds, false));
        }
        QString np = selector(s, Det::Plural);
        // Round 34: "the number of attacking creatures" (Divine Retribution) says no more: a creature in
        // combat is on the battlefield (506.4), as "for each attacking creature" says it. Round 40: so is a set a
        // player controls ("the number of lands defending player controls", Terra Ravager).
        if (!s.isRef() && s.anyOf.isEmpty() && s.where == Selector::Where::Battlefield && s.whose.isEmpty()
            && s.controller == Selector::Who::Any && !s.attachedToSource && !s.attacking && !s.blocking)
            np = tr("%1 on the battlefield").arg(np);
        return tr("the number of %1").arg(np);
    }
    case Expr::Kind::CardTypesInGraveyards:
        return tr("the number of card types among cards in all graveyards");
    case Expr::Kind::ManaValueOfAffected:
        return tr("its mana value");
    case Expr::Kind::PowerOfTarget:   // round 17: "that creature's power", the event's object (603.7c)
        if (e.who == QLatin1String("it"))
            return tr("%1's power", "that creature's power").arg(refPhrase(Selector::Ref::It).text);
        if (e.who == QLatin1String("that_target"))   // round 19: the one target named again
            return tr("%1's power", "that creature's power").arg(refPhrase(Selector::Ref::Target).text);
        return tr("its power");
    case Expr::Kind::Life:
        return e.who == QLatin1String("opponent") ? tr("an opponent's life total") : tr("your life total");
    case Expr::Kind::HighestLife:
        return e.who == QLatin1String("opponent") ? tr("the highest life total among your opponents")
                                                  : tr("the highest life total among all players");
    case Expr::Kind::MostCardsInHandOpponent:
        return tr("the greatest number of cards in hand among your opponents");
    case Expr::Kind::EventAmount:
        return tr("that much");
    case Expr::Kind::LifeLostThisWay:
        return tr("the life lost this way");
    case Expr::Kind::Neg:
        return e.args.isEmpty() ? QString() : tr("minus %1").arg(expr(e.args.first()));
    case Expr::Kind::ColorsOfAffected:
    case Expr::Kind::CountersOnSource:
    case Expr::Kind::CountersOnSelected:
    case Expr::Kind::BasicLandTypes:
    case Expr::Kind::DifferentlyNamed:
    case Expr::Kind::ColorsAmong:
    case Expr::Kind::HalfRoundedDown:
    case Expr::Kind::HalfRoundedUp:
    case Expr::Kind::ManaSymbolsAmong:
    case Expr::Kind::SharingCreatureType:
    case Expr::Kind::KeywordAmountOfAffected:
    case Expr::Kind::GreatestPower:
    case Expr::Kind::GreatestToughness:
    case Expr::Kind::HighestManaValue:
    case Expr::Kind::PowerOfSource:
    case Expr::Kind::ToughnessOfSource:
    case Expr::Kind::Devotion:
    case Expr::Kind::ColorsSpentToCast:
        return importedExpr(e);
    case Expr::Kind::LifeGainedThisTurn:
    case Expr::Kind::LifeLostThisTurn:
    case Expr::Kind::CommanderCasts:
    case Expr::Kind::OpponentsBelowHalfStartingLife:
    case Expr::Kind::CardsExiledWithSource:
    case Expr::Kind::PowerOfExiled:
    case Expr::Kind::ToughnessOfExiled:
    case Expr::Kind::PlayerCounters:
    case Expr::Kind::CardsDrawnThisTurn:
    case Expr::Kind::TimesKicked:
    case Expr::Kind::CreaturesDiedThisTurn:
    case Expr::Kind::Opponents:
    case Expr::Kind::OpponentsWithCardsInHand:
        return historyExpr(e);
    case Expr::Kind::CountersOnGranter:   // 607.2: in a quoted ability only (else empty: no round trip)
        return m_granter.isEmpty() ? QString() : tr("the number of %1 counters on %2").arg(e.counterKind, m_granter);
    case Expr::Kind::CountersRemovedThisWay:   // round 42: by the ability's cost
        return tr("the number of %1 counters removed this way", "+1/+1 counters").arg(e.counterKind);
    case Expr::Kind::BlockersOfSelf:   // in an ability of ~ about ~ only: "it" is ~ (509.1h)
        return tr("the number of creatures blocking it");
    case Expr::Kind::ManaValueOfMoved:   // the card the action before moved (Dark Confidant)
        if (e.who == QLatin1String("that_target"))   // round 20: the one target named again (Aether Mutation)
            return tr("%1's mana value", "that creature's mana value").arg(refPhrase(Selector::Ref::Target).text);
        // round 34: the creature an enters trigger's event names (Monkey Cage), by the event's noun
        if (e.who == QLatin1String("it") && m_itNoun.text == typeWord(CardType::Creature, false))
            return tr("%1's mana value", "that creature's mana value").arg(refPhrase(Selector::Ref::It).text);
        if (e.who == QLatin1String("that_card"))   // round 37: the card found before (Erratic Mutation)
            return tr("that card's mana value");
        if (e.who == QLatin1String("it"))   // round 27: the spell a cast trigger's event names (603.7c)
            return tr("that spell's mana value");
        return tr("its mana value");
    case Expr::Kind::CardsInHand:   // the hand of the player the ability names (a target, the event's)
        if (e.who == QLatin1String("target_player") || e.who == QLatin1String("that_player"))
            return tr("the number of cards in that player's hand");
        return e.who.isEmpty() || e.who == QLatin1String("you") ? tr("the number of cards in your hand") : QString();
    case Expr::Kind::CountThisWay:   // written by the actions that use it (RulesTextAmountActions.cpp)
    case Expr::Kind::TargetsBeyondFirst:   // not written yet: no round trip
        return QString();
    case Expr::Kind::ToughnessOfTarget:   // round 17: the event's object (603.7c); round 19: the one target
        if (e.who == QLatin1String("it"))
            return tr("%1's toughness", "that creature's toughness").arg(refPhrase(Selector::Ref::It).text);
        if (e.who == QLatin1String("that_target"))
            return tr("%1's toughness", "that creature's toughness").arg(refPhrase(Selector::Ref::Target).text);
        return tr("its toughness");
    case Expr::Kind::PowerOfSacrificed:   // the creature a cost sacrificed (608.2h)
        return tr("the sacrificed creature's power");
    case Expr::Kind::ToughnessOfSacrificed:
        return tr("the sacrificed creature's toughness");
    case Expr::Kind::ManaValueOfSacrificed:   // round 44: the permanent the cost sacrificed, by its card type (608.2h)
        return e.selector && e.selector->types
            ? tr("the sacrificed %1's mana value", "the sacrificed artifact's mana value").arg(typeWord(CardType(e.selector->types), false))
            : QString();
    case Expr::Kind::WholeGroupsOf:   // round 44: written by the action that uses it ("for each five …")
        return QString();
    case Expr::Kind::Sum: {
        if (e.args.isEmpty())
            return QStringLiteral("0");
        if (e.args.size() == 2 && expr(e.args[0]) == expr(e.args[1]))
            return tr("twice %1").arg(expr(e.args[0]));
        // "+3/+3 for each …" is three times the count.
        if (e.args.size() > 2 && std::all_of(e.args.begin(), e.args.end(), [&](const Expr& a) { return a == e.args[0]; }))
            return tr("%1 times %2", "three times the number of …").arg(numberWord(int(e.args.size())), expr(e.args[0]));
        QString acc = expr(e.args.first());
        for (int i = 1; i < e.args.size(); ++i) {
            const Expr& a = e.args[i];
            if (a.kind == Expr::Kind::Neg && !a.args.isEmpty())
                acc = tr("%1 minus %2").arg(acc, expr(a.args.first()));
            else if (a.kind == Expr::Kind::Const && a.value < 0)
                acc = tr("%1 minus %2").arg(acc, QString::number(-a.value));
            else
                acc = tr("%1 plus %2").arg(acc, expr(a));
        }
        return acc;
    }
    }
    return {};
}

// "+1", "-2", "+X" (with "X is …" recorded in wheres).
QString Writer::signedValue(const std::optional<Expr>& e, const QString& letter, QStringList* wheres)
{
    if (!e)
        return QStringLiteral("+0");
    if (e->kind == Expr::Kind::Const)
        return e->value < 0 ? QStringLiteral("-%1").arg(-e->value) : QStringLiteral("+%1").arg(e->value);
    if (e->kind == Expr::Kind::X)
        return QStringLiteral("+X");
    if (e->kind == Expr::Kind::Neg && !e->args.isEmpty()) {
        const Expr& inner = e->args.first();
        if (inner.kind == Expr::Kind::Const)
            return QStringLiteral("-%1").arg(inner.value);
        if (inner.kind == Expr::Kind::X)
            return QStringLiteral("-X");
        const QString w = tr("%1 is %2", "where X is …").arg(letter, expr(inner));
        if (!wheres->contains(w))
            *wheres << w;
        return QStringLiteral("-") + letter;
    }
    const QString w = tr("%1 is %2", "where X is …").arg(letter, expr(*e));
    if (!wheres->contains(w))
        *wheres << w;
    return QStringLiteral("+") + letter;
}

QString Writer::condition(const Condition& c)
{
    if (turnRecordWording(c))
        return historyCondition(c);
    if (c.orElse) {   // round 26, Desert's Hold: "you control a Desert or there is a Desert card in your graveyard"
        Condition first = c;
        first.orElse.reset();
        const Condition& second = *c.orElse;
        QString other = condition(second);
        if (second.kind == Condition::Kind::GraveyardHas && second.n <= 1 && second.filter && !second.negated
            && !second.also && !second.orElse) {
            Selector card = *second.filter;
            card.where = Selector::Where::Battlefield;   // the zone is said after the noun
            card.ownerYou = false;
            other = tr("there is %1 in your graveyard", "a kind of card").arg(selector(card, Det::Indefinite));
        }
        return tr("%1 or %2", "two conditions, either enough").arg(conditionAsWritten(first), other);
    }
    // Round 44: "if defending player is poisoned" (Septic Rats, 122.1f)
    if (c.who == QLatin1String("defending_player") && c.kind == Condition::Kind::Poisoned && !c.also && !c.negated && !c.orElse)
        return tr("defending player is poisoned");
    // Round 26: "defending player controls an enchantment" (506.2), what "you control" says of that player.
    if (c.who == QLatin1String("defending_player") && !c.also && !c.negated && c.filter) {
        if (c.kind == Condition::Kind::YouControlAtLeast && c.n == 1)
            return tr("defending player controls %1").arg(selector(*c.filter, Det::Indefinite));
        if (c.kind == Condition::Kind::YouControlNone)
            return tr("defending player controls no %1").arg(noun(*c.filter, true));
        return {};
    }
    // Round 28: "a player has no cards in hand" (Lupine Prototype), any player of the game.
    // Round 39, Cryptolith Fragment: no player has n or more life, said "each player has n - 1 or less life".
    if (c.who == QLatin1String("any_player") && c.kind == Condition::Kind::LifeAtLeast && c.negated && !c.also && !c.orElse)
        return tr("each player has %1 or less life").arg(c.n - 1);
    if (c.who == QLatin1String("any_player"))
        return c.kind == Condition::Kind::HandEmpty && !c.also && !c.negated && !c.orElse ? tr("a player has no cards in hand")
                                                                                          : QString();
    if (QString lands = playerLandsCondition(c); !lands.isEmpty())   // round 45: Rivalry, Mask of Intolerance
        return lands;
    if (c.who == QLatin1String("that_player") && !c.also && !c.negated) {   // the trigger's player (603.7c)
        if (c.kind == Condition::Kind::HandEmpty)
            return tr("that player has no cards in hand");
        if (c.kind == Condition::Kind::HandAtMost || c.kind == Condition::Kind::HandAtLeast)
            return (c.kind == Condition::Kind::HandAtMost ? tr("that player has %1 or fewer cards in hand")
                                                          : tr("that player has %1 or more cards in hand"))
                .arg(numberWord(c.n));
        if (c.kind == Condition::Kind::LifeAtMost || c.kind == Condition::Kind::LifeAtLeast)
            return (c.kind == Condition::Kind::LifeAtMost ? tr("that player has %1 or less life")
                                                          : tr("that player has %1 or more life"))
                .arg(c.n);
    }
    if (c.also && c.kind == Condition::Kind::GraveyardHas && c.also->kind == Condition::Kind::GraveyardHas
        && !c.also->also && !c.negated && !c.also->negated)   // "an instant card and a sorcery card are in …"
        return importedCondition(c);
    if (c.also && c.kind == Condition::Kind::HandAtLeast && c.also->kind == Condition::Kind::HandAtMost
        && c.also->n == c.n && !c.also->also && !c.negated && !c.also->negated)   // Library of Alexandria
        return tr("you have exactly %1 cards in hand").arg(numberWord(c.n));
    // Round 31, Urza's Power Plant: "you control an Urza's Mine and an Urza's Tower", one of each.
    const auto controlsOne = [](const Condition& k) {
        return k.kind == Condition::Kind::YouControlAtLeast && k.n == 1 && !k.negated && !k.orElse && k.atMost <= 0
            && k.who.isEmpty() && k.filter && k.filter->anyOf.isEmpty() && !k.filter->other;
    };
    if (c.also && !c.also->also && controlsOne(c) && controlsOne(*c.also) && !c.filter->named.isEmpty()
        && !c.also->filter->named.isEmpty()) {   // Scepter of Empires: "artifacts named Crown of … and Throne of …"
        Selector base = *c.filter, other = *c.also->filter;
        base.named.clear();
        other.named.clear();
        if (base == other)
            return tr("you control %1").arg(tr("%1 named %2", "a kind of permanent, then a list of card names")
                                                .arg(noun(base, true), joinList({c.filter->named, c.also->filter->named}, false)));
    }
    if (c.also && !c.also->also && controlsOne(c) && controlsOne(*c.also))
        return tr("you control %1 and %2", "two kinds of permanent, one of each: an Urza's Mine and an Urza's Tower")
            .arg(selector(*c.filter, Det::Indefinite), selector(*c.also->filter, Det::Indefinite));
    // Round 36, Nether Spirit: ~ in your graveyard and fewer than two creature cards there: ~ is the only one.
    if (c.kind == Condition::Kind::SelfInGraveyard && !c.negated && !c.orElse && c.also && !c.also->also
        && c.also->kind == Condition::Kind::GraveyardHas && c.also->negated && c.also->n == 2 && c.also->filter) {
        Selector card = *c.also->filter;
        card.where = Selector::Where::Battlefield;   // the zone is said after the noun
        card.ownerYou = false;
        return tr("%1 is the only %2 in your graveyard", "the source, a kind of card").arg(m_self, noun(card, false));
    }
    if (c.also) {   // Blood Baron of Vizkopa: "you have 30 or more life and an opponent has 10 or less life"
        Condition first = c;
        first.also.reset();
        return tr("%1 and %2", "two conditions that must both hold").arg(condition(first), condition(*c.also));
    }
    if (c.negated && c.kind == Condition::Kind::AttachedControllerControls)   // "controls no other creatures"
        return importedCondition(c);
    if (c.negated && c.kind == Condition::Kind::SelfCountersAtLeast && c.n == 1 && c.atMost <= 0)
        return tr("there are no %1 counters on %2", "counter kind, an object").arg(c.counterKind, m_self);
    // "there are fewer than six creature cards in your graveyard", "you didn't attack with a creature this turn"
    if (c.negated && (c.kind == Condition::Kind::GraveyardHas || c.kind == Condition::Kind::AttackedThisTurn
            || c.kind == Condition::Kind::CostPaid))   // round 25: "tribute wasn't paid"
        return importedCondition(c);
    if (c.negated && c.kind == Condition::Kind::TargetIs && c.filter && !c.also && !c.orElse)   // round 39: Lifecraft Awakening
        return tr("it isn't %1", "the one target is of no such kind").arg(selector(*c.filter, Det::Indefinite));
    if (c.negated && c.kind == Condition::Kind::MovedCardIs && c.filter && !c.also && !c.orElse)   // round 44: Fa'adiyah Seer
        return tr("that card isn't %1", "the card moved before is not of some kind: a land card").arg(selector(*c.filter, Det::Indefinite));
    if (c.negated && c.kind == Condition::Kind::Kicked)   // round 30: Sphinx of Lost Truths (702.33d)
        return tr("%1 wasn't kicked").arg(m_self);
    if (c.negated && c.kind == Condition::Kind::SelfIs && c.filter && *c.filter == creatureOnly())   // round 30
        return tr("%1 isn't a creature", "a permanent (Answered Prayers)").arg(m_self);
    // Round 36, Animate Artifact: "enchanted artifact isn't a creature".
    if (c.negated && c.kind == Condition::Kind::AttachedIs && c.filter && *c.filter == creatureOnly()
        && !m_attachedNoun.text.isEmpty())
        return tr("%1 isn't a creature", "a permanent (Answered Prayers)").arg(m_attached);
    if (c.kind == Condition::Kind::SelfIs && c.filter && *c.filter == tokenOnly())   // round 32: Progenitor Mimic
        return c.negated ? tr("%1 isn't a token", "a permanent (Progenitor Mimic)").arg(m_self)
                         : tr("%1 is a token", "a permanent").arg(m_self);
    if (c.negated)   // where no "unless" can say it
        return tr("it's not true that %1", "a negated condition").arg(conditionAsWritten(c));
    switch (c.kind) {
    case Condition::Kind::DevotionLessThan: {
        // A pair in Oracle text's order, the shorter way round the colour wheel: "red and white",
        // "green and blue" (the Theros gods).
        QStringList words;
        for (Color k : kAllColors)
            if (c.colors.has(k))
                words << colorWord(k);
        if (words.size() == 2 && (c.colors.has(Color::White) ? (c.colors.has(Color::Red) || c.colors.has(Color::Green))
                                                              : (c.colors.has(Color::Blue) && c.colors.has(Color::Green))))
            words.swapItemsAt(0, 1);
        return tr("your devotion to %1 is less than %2").arg(joinList(words, false), numberWord(c.n));
    }
    case Condition::Kind::YouControlAtLeast:
        if (c.n == 1 && c.atMost == 1 && c.filter)   // Deadly Wanderings
            return tr("you control exactly one %1").arg(noun(*c.filter, false));
        if (c.n == 1 && c.filter && c.filter->anyOf.size() == 2 && c.filter->anyOf[0].other && c.filter->anyOf[1].other
            && c.filter->anyOf[0].subtypes.size() == 1 && c.filter->anyOf[1].subtypes.size() == 1)   // Howlpack Wolf
            return tr("you control another %1 or %2", "two subtypes: another Wolf or Werewolf")
                .arg(subtypeWord(c.filter->anyOf[0].subtypes.first()), subtypeWord(c.filter->anyOf[1].subtypes.first()));
        if (c.n == 1 && c.filter && !c.filter->anyOf.isEmpty()) {   // a check land's "a Swamp or a Mountain"
            QStringList each;
            for (const Selector& part : c.filter->anyOf)
                each << selector(part, Det::Indefinite);
            return tr("you control %1").arg(joinList(each, true));
        }
        if (c.n == 1 && c.filter && !c.filter->named.isEmpty())   // "a creature named Advocate of the Beast"
            return tr("you control %1").arg(selector(*c.filter, Det::Indefinite));
        if (c.n == 1 && c.filter && c.filter->other)   // Court Homunculus: "another artifact"
            return tr("you control another %1").arg(noun(*c.filter, false));
        if (c.filter && c.filter->other)   // Ice-Fang Coatl: "three or more other snow permanents"
            return tr("you control %1 or more other %2").arg(numberWord(c.n), noun(*c.filter, true));
        return tr("you control %1 or more %2")
            .arg(numberWord(c.n), c.filter ? noun(*c.filter, true) : tr("permanents"));
    case Condition::Kind::AttachedIs:
        // Round 37, Siege Modification: "enchanted permanent is a Vehicle", where the face says "enchanted creature".
        if (!m_attachedAnyKind.isEmpty() && c.filter && c.filter->subtypes.size() == 1)
            return tr("%1 is %2", "a permanent is of some kind").arg(m_attachedAnyKind, selector(*c.filter, Det::Indefinite));
        // Round 32: Conqueror's Flail, an Equipment ("equipped creature is a creature" would say nothing); an
        // Aura of a permanent still says "enchanted permanent is a creature" (Rune of Flight).
        if (c.filter && *c.filter == creatureOnly() && m_attachedNoun.text.isEmpty())
            return tr("%1 is attached to a creature", "an Aura or Equipment (Conqueror's Flail)").arg(m_self);
        if (c.filter && !c.filter->anyOf.isEmpty()) {   // Bladed Bracers: "a Human or an Angel"
            QStringList each;
            for (const Selector& part : c.filter->anyOf)
                each << selector(part, Det::Indefinite);
            return tr("%1 is %2", "a permanent is of some kind").arg(m_attached, joinList(each, true));
        }
        if (c.filter && predicateAdjective(*c.filter))   // "equipped creature is legendary"
            return tr("%1 is %2", "a permanent is of some kind").arg(m_attached, *predicateAdjective(*c.filter));
        if (c.filter && onlyStatus(*c.filter))   // "equipped creature is untapped"
            return tr("%1 is %2", "a permanent is in some status").arg(m_attached, statusWord(*c.filter));
        // Colours alone are an adjective: "enchanted creature is blue".
        if (c.filter && onlyColors(*c.filter))
            return tr("%1 is %2", "a permanent is of some colour").arg(m_attached, colorList(c.filter->colors, true));
        return tr("%1 is %2", "a permanent is of some kind")
            .arg(m_attached, c.filter ? selector(*c.filter, Det::Indefinite) : tr("a permanent"));
    case Condition::Kind::SelfIs:
        if (c.filter && *c.filter == Selector())   // round 35: "if ~ is on the battlefield" (Myr Servitor)
            return tr("%1 is on the battlefield", "a permanent: ~").arg(m_self);
        if (c.filter && predicateAdjective(*c.filter))   // "~ is equipped"
            return tr("%1 is %2", "a permanent is of some kind").arg(m_self, *predicateAdjective(*c.filter));
        if (c.filter && onlyStatus(*c.filter))   // "~ is attacking", "~ is untapped"
            return tr("%1 is %2", "a permanent is in some status").arg(m_self, statusWord(*c.filter));
        if (c.filter && onlyKeyword(*c.filter))   // round 39: "~ has defender" (Guardian of the Ages)
            return tr("%1 has %2", "a permanent has a keyword: ~ has defender")
                .arg(m_self, lcfirst(keywordText(keywordOf(*c.filter))));
        if (c.filter && c.filter->powerAtLeast) {   // Greenhilt Trainee: "~'s power is 4 or greater"
            Selector powerOnly;
            powerOnly.powerAtLeast = c.filter->powerAtLeast;
            if (*c.filter == powerOnly)
                return tr("%1's power is %2 or greater", "a permanent, a number").arg(m_self).arg(*c.filter->powerAtLeast);
        }
        return tr("%1 is %2", "a permanent is of some kind")
            .arg(m_self, c.filter ? selector(*c.filter, Det::Indefinite) : tr("a permanent"));
    case Condition::Kind::NoSpellsCastLastTurn:
        return tr("no spells were cast last turn");
    case Condition::Kind::TwoSpellsCastLastTurn:
        return tr("a player cast two or more spells last turn");
    case Condition::Kind::LifeAtLeast:
        return tr("you have %1 or more life").arg(c.n);
    case Condition::Kind::LifeAtMost:
        return tr("you have %1 or less life").arg(c.n);
    case Condition::Kind::YouControlNone:
        if (c.filter && c.filter->other)   // Emperor Crocodile: "no other creatures"
            return tr("you control no other %1").arg(noun(*c.filter, true));
        return tr("you control no %1").arg(c.filter ? noun(*c.filter, true) : tr("permanents"));
    case Condition::Kind::HandEmpty:
        return tr("you have no cards in hand");
    case Condition::Kind::Evoked:
        return tr("it was evoked");
    case Condition::Kind::NoCounter:
        return tr("it had no %1 counters on it").arg(c.counterKind);
    case Condition::Kind::NoneOnBattlefield:   // Pestilence: "no creatures are on the battlefield"
        if (c.filter && c.filter->controller == Selector::Who::Opponent) {   // "no opponent controls a creature"
            Selector kind = *c.filter;
            kind.controller = Selector::Who::Any;
            return tr("no opponent controls %1").arg(selector(kind, Det::Indefinite));
        }
        return tr("no %1 are on the battlefield").arg(c.filter ? noun(*c.filter, true) : tr("permanents"));
    case Condition::Kind::Kicked:
        if (c.filter && c.filter->ref == Selector::Ref::It)   // round 44: Bloodstone Goblin, the spell the event names
            return tr("that spell was kicked", "an intervening if: the spell whose casting triggered");
        return tr("%1 was kicked").arg(m_self);
    case Condition::Kind::CameUnderControlSinceUpkeep:
        return tr("%1 came under your control since the beginning of your last upkeep").arg(m_self);
    case Condition::Kind::YourTurn:
        return tr("it's your turn");
    case Condition::Kind::NotYourTurn:
        return tr("it's not your turn");
    case Condition::Kind::CardsInGraveyardAtLeast:
        return tr("%1 or more cards are in your graveyard").arg(numberWord(c.n));
    case Condition::Kind::SelfCountersAtLeast:
        if (c.atMost == c.n && c.n == 1)   // Homarid: "there is exactly one tide counter on ~"
            return tr("there is exactly one %1 counter on %2").arg(c.counterKind, m_self);
        if (c.atMost == c.n)
            return tr("there are exactly %1 %2 counters on %3").arg(numberWord(c.n), c.counterKind, m_self);
        if (c.atMost > 0)
            return tr("%1 has %2 to %3 %4 counters on it").arg(m_self, numberWord(c.n), numberWord(c.atMost), c.counterKind);
        if (c.n == 1 && QStringLiteral("aeiou").contains(c.counterKind.left(1)))
            return tr("%1 has an %2 counter on it").arg(m_self, c.counterKind);
        if (c.n == 1)
            return tr("%1 has a %2 counter on it").arg(m_self, c.counterKind);
        return tr("%1 has %2 or more %3 counters on it").arg(m_self, numberWord(c.n), c.counterKind);
    case Condition::Kind::AttachedCountersAtLeast:   // round 19, the Ordeals: "it" is the enchanted creature
        if (c.n == 1 && QStringLiteral("aeiou").contains(c.counterKind.left(1)))   // round 39, Venarian Gold
            return tr("it has an %1 counter on it", "the enchanted creature, a kind of counter").arg(c.counterKind);
        if (c.n == 1)
            return tr("it has a %1 counter on it", "the enchanted creature, a kind of counter").arg(c.counterKind);
        return tr("it has %1 or more %2 counters on it", "a number, a kind of counter").arg(numberWord(c.n), c.counterKind);
    case Condition::Kind::CardTypesInGraveyardAtLeast:
        return tr("there are %1 or more card types among cards in your graveyard").arg(numberWord(c.n));
    case Condition::Kind::OpponentControls: {
        Selector kind = c.filter ? *c.filter : Selector();
        kind.controller = Selector::Who::Any;
        if (c.n > 1)   // Avatar of Fury: "seven or more lands"
            return tr("an opponent controls %1 or more %2").arg(numberWord(c.n), noun(kind, true));
        return tr("an opponent controls %1").arg(selector(kind, Det::Indefinite));
    }
    case Condition::Kind::OpponentLifeAtMost:
        return tr("an opponent has %1 or less life").arg(c.n);
    case Condition::Kind::HandAtLeast:
        return tr("you have %1 or more cards in hand").arg(numberWord(c.n));
    case Condition::Kind::HandAtMost:
        return tr("you have %1 or fewer cards in hand").arg(numberWord(c.n));
    case Condition::Kind::TargetIs:   // round 23: "if it's a Cyclops, destroy it" (Eye Gouge): the one target
        if (c.filter && onlyKeyword(*c.filter))   // round 36: "that creature has infect" (Burn the Impure)
            return tr("%1 has %2", "the one target has a keyword: that creature has infect")
                .arg(refPhrase(Selector::Ref::Target).text, lcfirst(keywordText(keywordOf(*c.filter))));
        return tr("it's %1", "the one target is of some kind")
            .arg(c.filter ? selector(*c.filter, Det::Indefinite) : tr("a permanent"));
    case Condition::Kind::MovedCardIs:   // round 44: the card the instruction before moved (608.2c)
        if (!c.filter || c.also || c.orElse)
            return {};
        return tr("that card is %1", "the card moved before is of some kind: a land card").arg(selector(*c.filter, Det::Indefinite));
    case Condition::Kind::Poisoned:   // round 44: said of defending player only (above)
        return {};
    case Condition::Kind::GraveyardEmpty:
    case Condition::Kind::AnyPlayerControls:
    case Condition::Kind::GraveyardHas:
    case Condition::Kind::OpponentsAtLeast:
    default:
        return importedCondition(c);
    }
    return {};
}

// "unless X" says X as written; the negation is the word "unless". After "unless" Oracle says "you
// control an artifact", where "as long as" reads "one or more".
QString Writer::conditionAsWritten(const Condition& c)
{
    Condition written = c;
    written.negated = false;
    if (c.kind == Condition::Kind::YouControlAtLeast && c.n == 1 && c.filter && !c.filter->other
        && c.filter->anyOf.isEmpty())
        return tr("you control %1").arg(selector(*c.filter, Det::Indefinite));
    if (c.kind == Condition::Kind::AnyPlayerControls && c.filter && c.filter->withCounter.isEmpty())   // Glacial Crasher
        return tr("there is %1 on the battlefield", "a permanent, whoever controls it").arg(selector(*c.filter, Det::Indefinite));
    return condition(written);
}

}   // namespace rulestext
}   // namespace strata
