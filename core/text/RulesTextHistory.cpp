#include "RulesTextWriter.h"
#include "model/OwnLibrary.h"

// What happened earlier this turn or this game, and the cards exiled with ~ (607.2a), as the importer
// reads them (core/import/OracleHistory.cpp).

namespace strata {
namespace rulestext {

QString Writer::historyCondition(const Condition& c)
{
    using K = Condition::Kind;
    if (c.lastTurn) {   // round 26: the record of the turn before this one (Player::lastTurn)
        if (c.negated || !c.who.isEmpty())
            return {};
        if (c.kind == K::LostLifeThisTurnAtLeast && c.n <= 1)
            return tr("you lost life last turn");
        if (c.kind == K::OpponentLostLifeThisTurn && c.n <= 1)
            return tr("an opponent lost life last turn");
        if (c.kind == K::CreatureEnteredThisTurn && c.filter && c.filter->other)   // Ephara
            return tr("you had another creature enter under your control last turn");
        return {};
    }
    switch (c.kind) {
    // Round 26: what Oracle says with "didn't" is written so, not as "it's not true that …".
    case K::LostLifeThisTurnAtLeast:
        if (c.n > 1)
            return {};
        return c.negated ? tr("you didn't lose life this turn") : tr("you lost life this turn");
    case K::PlayedLandThisTurn:   // 305.1
        return c.negated ? tr("you didn't play a land this turn") : tr("you played a land this turn");
    case K::PlaneswalkerEnteredThisTurn:
        if (c.negated)
            return {};
        return tr("a planeswalker entered the battlefield under your control this turn");
    case K::SourceAttackedThisTurn:
        if (c.also)   // round 40, Mad Dog: neither happened, said whole
            return c.negated && c.also->negated && c.also->kind == K::CameUnderControlThisTurn && !c.also->also && !c.also->orElse
                ? tr("%1 didn't attack or come under your control this turn").arg(m_self)
                : QString();
        return c.negated ? tr("%1 didn't attack this turn").arg(m_self) : tr("%1 attacked this turn").arg(m_self);
    case K::CameUnderControlThisTurn:   // round 40 (302.6); negated, an instruction's "unless" says it (RulesTextPayments.cpp)
        return c.negated ? QString() : tr("%1 came under your control this turn").arg(m_self);
    case K::SourceAttackedOrBlockedThisTurn:
        return c.negated ? QString() : tr("%1 attacked or blocked this turn").arg(m_self);
    case K::SourceWasBlockedThisTurn:
        return c.negated ? QString() : tr("%1 was blocked this turn").arg(m_self);
    case K::OpponentControlsMore:
        if (c.negated || !c.filter)
            return {};
        if (c.n > 1)   // round 32, Avatar of Might
            return tr("an opponent controls at least %1 more %2 than you", "a number, a kind of permanent")
                .arg(numberWord(c.n), noun(*c.filter, true));
        return tr("an opponent controls more %1 than you").arg(noun(*c.filter, true));
    case Condition::Kind::SurveilledThisTurn:
        return tr("you've surveilled this turn");
    case Condition::Kind::CostPaid:   // round 25: paid as it was cast (601.2b) or, tribute, as it entered (702.104a)
        return costPaid(c);
    case Condition::Kind::DrewCardsThisTurnAtLeast:
        return tr("you've drawn %1 or more cards this turn").arg(numberWord(c.n));
    case Condition::Kind::CastSpellThisTurn:
        if (c.who == QLatin1String("that_player"))   // round 26, Impatience: the trigger's player (603.4)
            return c.negated && c.n <= 1 ? tr("that player didn't cast a spell this turn") : QString();
        if (c.filter && c.filter->anyTypes == quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)))
            return tr("you've cast an instant or sorcery spell this turn");
        if (c.filter && (c.filter->notTypes & quint16(CardType::Creature)))
            return tr("you've cast a noncreature spell this turn");
        if (c.filter && (c.filter->types & quint16(CardType::Creature)))
            return tr("you've cast a creature spell this turn");
        if (c.filter && c.filter->other)   // a spell other than the one being cast (601.3)
            return tr("you've cast another spell this turn");
        return tr("you've cast a spell this turn");
    case Condition::Kind::OpponentLostLifeThisTurn:
        if (c.n > 1)   // round 26, Sygg
            return c.negated ? QString() : tr("an opponent lost %1 or more life this turn").arg(c.n);
        return tr("an opponent lost life this turn");
    case Condition::Kind::OpponentDealtDamageThisTurn:
        return tr("an opponent has been dealt damage this turn");
    case Condition::Kind::YouWereDealtDamageThisTurn:
        return tr("you were dealt damage this turn");
    case Condition::Kind::GainedLifeThisTurnAtLeast:
        if (c.n <= 1)
            return tr("you gained life this turn");
        return tr("you gained %1 or more life this turn").arg(c.n);
    case Condition::Kind::CreatureEnteredThisTurn:
        if (c.filter && c.filter->other)   // Saddled Rimestag: other than ~
            return tr("you had another creature enter under your control this turn");
        return tr("you had a creature enter under your control this turn");
    case Condition::Kind::CastDuringYourMainPhase:   // addendum
        return tr("you cast this spell during your main phase");
    case Condition::Kind::CastFromHand:   // the source, as the spell it was (608.3)
        return tr("you cast it from your hand");
    case Condition::Kind::EnteredThisTurn:
        return tr("%1 entered the battlefield this turn").arg(m_self);
    case Condition::Kind::ManaSpentToCast:   // the source, as the spell it was (601.2h)
        for (int i = 0; i < 5; ++i) {
            if (c.colors != ColorSet::of(kAllColors[i]))
                continue;
            if (c.n <= 1)
                return tr("{%1} was spent to cast %2", "a mana symbol's letter (W, U, B, R, G), the spell")
                    .arg(QString(QLatin1Char("WUBRG"[i])), m_self);
            return tr("at least %1 %2 mana was spent to cast %3", "three, blue, the spell")
                .arg(numberWord(c.n), colorWord(kAllColors[i], Agr{Gender::Masc, true}), m_self);
        }
        return {};
    case Condition::Kind::LandEnteredThisTurn:
        return tr("you had a land enter under your control this turn");
    case Condition::Kind::CreatureDiedThisTurn:
        return tr("a creature died this turn");
    case Condition::Kind::AttackedThisTurn:
        return tr("you attacked with a creature this turn");
    case Condition::Kind::PermanentLeftThisTurn:
        return tr("a permanent you controlled left the battlefield this turn");
    case Condition::Kind::OpponentBelowHalfStartingLife:
        return tr("an opponent's life total is less than half their starting life total");
    case Condition::Kind::LibraryAtMost:
        if (isYourLibraryCount(c))   // round 39, Battle of Wits: your library has not n or fewer cards, said whole
            return c.negated ? tr("you have %1 or more cards in your library").arg(c.n + 1) : QString();
        return tr("a library has %1 or fewer cards in it").arg(c.n == 20 ? tr("twenty") : numberWord(c.n));
    case Condition::Kind::TopOfLibraryIs: {
        Selector kind = c.filter ? *c.filter : Selector();
        kind.where = Selector::Where::Battlefield;   // the zone is said around the noun
        kind.ownerYou = false;
        return tr("the top card of your library is %1", "a kind of card").arg(selector(kind, Det::Indefinite));
    }
    case Condition::Kind::ControlsCommander:
        return tr("you control your commander");
    case Condition::Kind::TopCardSharesCreatureType:   // kinship: "it" is the top card, looked at before
        return tr("it shares a creature type with %1", "the top card of your library, the source").arg(m_self);
    default:
        return {};
    }
}

// "if its prowl cost was paid" (written "~'s": the round trip reads "its" after a trigger that names ~
// so), "if tribute wasn't paid".
QString Writer::costPaid(const Condition& c)
{
    if (c.cost == QLatin1String("tribute"))
        return c.negated ? tr("tribute wasn't paid") : tr("tribute was paid");
    if (c.negated)
        return {};
    if (c.cost == QLatin1String("prowl"))
        return tr("%1's prowl cost was paid", "the card's name").arg(m_self);
    if (c.cost == QLatin1String("madness"))
        return tr("%1's madness cost was paid", "the card's name").arg(m_self);
    if (c.cost == QLatin1String("spectacle"))
        return tr("%1's spectacle cost was paid", "the card's name").arg(m_self);
    if (c.cost == QLatin1String("surge"))
        return tr("%1's surge cost was paid", "the card's name").arg(m_self);
    return {};
}

QString Writer::historyExpr(const Expr& e)
{
    switch (e.kind) {
    case Expr::Kind::LifeGainedThisTurn:
        return tr("the amount of life you gained this turn");
    case Expr::Kind::LifeLostThisTurn:
        if (e.who == QLatin1String("all_players"))   // Tainted Sigil
            return tr("the total life lost by all players this turn");
        if (e.who == QLatin1String("opponents"))   // round 36: Rakdos, Lord of Riots
            return tr("the total life your opponents have lost this turn");
        return tr("the amount of life you've lost this turn");
    case Expr::Kind::CommanderCasts:
        return tr("the number of times you've cast your commander from the command zone this game");
    case Expr::Kind::OpponentsBelowHalfStartingLife:
        return tr("the number of opponents whose life total is less than half their starting life total");
    case Expr::Kind::CardsExiledWithSource:
        return tr("the number of cards exiled with it");
    case Expr::Kind::PowerOfExiled:
        return tr("the total power of the exiled cards");
    case Expr::Kind::ToughnessOfExiled:
        return tr("the total toughness of the exiled cards");
    case Expr::Kind::PlayerCounters:   // 122.1
        if (e.who == QLatin1String("opponents"))   // round 39: all opponents' together
            return tr("the number of %1 counters your opponents have").arg(e.counterKind);
        return tr("the number of %1 counters you have").arg(e.counterKind);
    case Expr::Kind::CardsDrawnThisTurn:   // 121.2
        return tr("the number of cards you've drawn this turn");
    case Expr::Kind::TimesKicked:   // round 25, multikicker (702.33c)
        return tr("the number of times %1 was kicked", "the card's name").arg(m_self);
    case Expr::Kind::CreaturesDiedThisTurn:   // round 40 (700.4): every player's
        return e.selector ? tr("the number of %1 that died this turn", "creatures of a kind: Zubera")
                                .arg(selector(*e.selector, Det::Plural))
                          : tr("the number of creatures that died this turn");
    case Expr::Kind::Opponents:   // round 40 (102.3)
        return tr("the number of opponents you have");
    case Expr::Kind::OpponentsWithCardsInHand:   // round 40
        return tr("the number of your opponents with %1 or more cards in hand", "a number word: four")
            .arg(numberWord(e.value));
    default:
        return {};
    }
}

}   // namespace rulestext
}   // namespace strata
