#include "OracleControlAndAttackConditions.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include "model/OwnLibrary.h"
#include "text/SubtypeWords.h"
#include <QRegularExpression>

// What happened earlier this turn or this game, as conditions and amounts ("as long as you've surveilled
// this turn", morbid's "if a creature died this turn", raid's "if you attacked with a creature this
// turn", "the amount of life you've lost this turn", "each time you've cast your commander"), and the
// cards an object exiled (607.2a: "the exiled card", "for each card exiled with it").

namespace strata::import {

namespace {

// Round 26: the intervening "if" of First Response ("if you lost life last turn", Player::lastTurn),
// Mercadian Atlas ("if you didn't play a land this turn", 305.1), Sygg's "3 or more life", Impatience's
// "that player", the source's own combat this turn (Inferno Hellion, Fyndhorn Druid) and Land Tax's "an
// opponent controls more lands than you" (historyCondition).
std::optional<Condition> turnRecordCondition(const QString& text)
{
    using K = Condition::Kind;
    struct Fixed {
        K kind;
        bool negated = false, lastTurn = false;
        const char* who = "";
    };
    static const QHash<QString, Fixed> fixed = {
        {QStringLiteral("you lost life last turn"), {K::LostLifeThisTurnAtLeast, false, true}},
        {QStringLiteral("you didn't lose life this turn"), {K::LostLifeThisTurnAtLeast, true}},
        {QStringLiteral("an opponent lost life last turn"), {K::OpponentLostLifeThisTurn, false, true}},
        {QStringLiteral("you had another creature enter the battlefield under your control last turn"),
            {K::CreatureEnteredThisTurn, false, true}},
        {QStringLiteral("you didn't play a land this turn"), {K::PlayedLandThisTurn, true}},
        {QStringLiteral("you played a land this turn"), {K::PlayedLandThisTurn}},   // round 28: River of Tears
        {QStringLiteral("a planeswalker entered the battlefield under your control this turn"), {K::PlaneswalkerEnteredThisTurn}},
        {QStringLiteral("that player didn't cast a spell this turn"), {K::CastSpellThisTurn, true, false, "that_player"}},
        {QStringLiteral("~ attacked this turn"), {K::SourceAttackedThisTurn}},
        {QStringLiteral("~ didn't attack this turn"), {K::SourceAttackedThisTurn, true}},
        {QStringLiteral("~ attacked or blocked this turn"), {K::SourceAttackedOrBlockedThisTurn}},
        {QStringLiteral("it was blocked this turn"), {K::SourceWasBlockedThisTurn}},
        {QStringLiteral("~ was blocked this turn"), {K::SourceWasBlockedThisTurn}},
    };
    Condition c;
    if (const auto it = fixed.constFind(text); it != fixed.constEnd()) {
        c.kind = it->kind;
        c.negated = it->negated;
        c.lastTurn = it->lastTurn;
        c.who = QLatin1String(it->who);
        c.n = c.kind == K::CastSpellThisTurn || c.kind == K::LostLifeThisTurnAtLeast ? 1 : 0;   // one or more
        if (c.kind == K::CreatureEnteredThisTurn) {   // Ephara: "another creature"
            Selector other;
            other.types = quint16(CardType::Creature);
            other.other = true;
            c.filter = QSharedPointer<Selector>::create(other);
        } else if (c.kind == K::CastSpellThisTurn) {
            Selector spell;
            spell.word = QStringLiteral("spell");
            spell.where = Selector::Where::Specific;
            spell.zone = Zone::Stack;
            c.filter = QSharedPointer<Selector>::create(spell);
        }
        return c;
    }
    if (auto control = controlThisTurnCondition(text))   // round 40: Erg Raiders, Mad Dog
        return control;
    static const QRegularExpression lostAtLeast(QStringLiteral("^an opponent lost (\\d+) or more life this turn$"));
    if (const auto m = lostAtLeast.match(text); m.hasMatch()) {
        c.kind = K::OpponentLostLifeThisTurn;
        c.n = m.captured(1).toInt();
        return c.n >= 2 ? std::optional<Condition>(c) : std::nullopt;
    }
    return std::nullopt;
}

}   // namespace

std::optional<Condition> OracleParser::historyCondition(const QString& text) const
{
    using K = Condition::Kind;
    Condition c;
    static const QHash<QString, K> fixed = {
        {QStringLiteral("you've surveilled this turn"), K::SurveilledThisTurn},
        {QStringLiteral("an opponent lost life this turn"), K::OpponentLostLifeThisTurn},
        {QStringLiteral("an opponent has been dealt damage this turn"), K::OpponentDealtDamageThisTurn},
        {QStringLiteral("you were dealt damage this turn"), K::YouWereDealtDamageThisTurn},
        {QStringLiteral("you gained life this turn"), K::GainedLifeThisTurnAtLeast},
        {QStringLiteral("a creature died this turn"), K::CreatureDiedThisTurn},
        {QStringLiteral("you attacked with a creature this turn"), K::AttackedThisTurn},
        {QStringLiteral("a permanent you controlled left the battlefield this turn"), K::PermanentLeftThisTurn},
        {QStringLiteral("you had a creature enter under your control this turn"), K::CreatureEnteredThisTurn},
        {QStringLiteral("you had a creature enter the battlefield under your control this turn"), K::CreatureEnteredThisTurn},
        {QStringLiteral("you had a land enter under your control this turn"), K::LandEnteredThisTurn},
        {QStringLiteral("you had a land enter the battlefield under your control this turn"), K::LandEnteredThisTurn},
        {QStringLiteral("an opponent's life total is less than half their starting life total"),
            K::OpponentBelowHalfStartingLife},
    };
    if (const auto it = fixed.constFind(text); it != fixed.constEnd()) {
        c.kind = *it;
        c.n = *it == K::GainedLifeThisTurnAtLeast ? 1 : 0;   // "gained life": one or more
        return c;
    }
    if (auto turn = turnRecordCondition(text))
        return turn;
    // Round 32, Avatar of Might: "at least four more creatures than you" (`n` more, one when unsaid).
    static const QRegularExpression more(
        QStringLiteral("^an opponent controls (?:at least (\\w+) )?more (\\w+) than you$"));
    if (const auto m = more.match(text); m.hasMatch()) {
        const std::optional<int> by = m.captured(1).isEmpty() ? std::optional<int>(1) : numberWord(m.captured(1));
        if (!by || *by < 1 || (*by == 1 && !m.captured(1).isEmpty()))
            return std::nullopt;
        c.n = *by > 1 ? *by : 0;
        bool plural = false;
        const auto filter = objects(m.captured(2), &plural);
        if (!filter || !plural || filter->isRef() || filter->other || filter->controller != Selector::Who::Any
            || !filter->anyOf.isEmpty() || filter->where != Selector::Where::Battlefield)
            return std::nullopt;
        c.kind = K::OpponentControlsMore;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // Saddled Rimestag: "another creature", other than ~ (its own entry is not counted).
    static const QRegularExpression another(
        QStringLiteral("^you had another creature enter (?:the battlefield )?under your control this turn$"));
    if (another.match(text).hasMatch()) {
        Selector other;
        other.types = quint16(CardType::Creature);
        other.other = true;
        c.kind = K::CreatureEnteredThisTurn;
        c.filter = QSharedPointer<Selector>::create(other);
        return c;
    }
    // Drownyard Behemoth: "~ entered the battlefield this turn" (conditionalStatic reads its "it" as ~).
    static const QRegularExpression selfEntered(QStringLiteral("^~ entered (?:the battlefield )?this turn$"));
    if (selfEntered.match(text).hasMatch()) {
        c.kind = K::EnteredThisTurn;
        return c;
    }
    static const QRegularExpression drawn(QStringLiteral("^you've drawn (\\w+) or more cards this turn$"));
    static const QRegularExpression gained(QStringLiteral("^you gained (\\d+) or more life this turn$"));
    for (const auto* re : {&drawn, &gained})
        if (const auto m = re->match(text); m.hasMatch()) {
            const std::optional<int> n = numberWord(m.captured(1));
            if (!n || *n < 2)
                return std::nullopt;
            c.kind = re == &drawn ? K::DrewCardsThisTurnAtLeast : K::GainedLifeThisTurnAtLeast;
            c.n = *n;
            return c;
        }
    // Isleback Spawn: "a library has twenty or fewer cards in it", any player's.
    static const QRegularExpression library(QStringLiteral("^a library has (\\w+) or fewer cards in it$"));
    if (const auto m = library.match(text); m.hasMatch()) {
        // Oracle spells this count in words, twenty too (numberWord stops at ten).
        const std::optional<int> n = m.captured(1) == QLatin1String("twenty") ? 20 : numberWord(m.captured(1));
        if (!n || *n < 0)
            return std::nullopt;
        c.kind = K::LibraryAtMost;
        c.n = *n;
        return c;
    }
    // Round 39, Battle of Wits: "you have 200 or more cards in your library": your own library has not
    // N - 1 or fewer cards (`filter`: the library is the effect's controller's own).
    static const QRegularExpression ownLibrary(QStringLiteral("^you have (\\d+) or more cards in your library$"));
    if (const auto m = ownLibrary.match(text); m.hasMatch() && m.captured(1).toInt() > 0) {
        c.kind = K::LibraryAtMost;
        c.n = m.captured(1).toInt() - 1;
        c.negated = true;
        c.filter = yourLibrary();
        return c;
    }
    // Mul Daya Channelers: "the top card of your library is a creature card" (the listed top card).
    static const QRegularExpression top(QStringLiteral("^the top card of your library is an? (.+) card$"));
    if (const auto m = top.match(text); m.hasMatch()) {
        bool plural = false;
        auto filter = objects(m.captured(1) + QStringLiteral(" permanent"), &plural);
        if (!filter || plural || filter->isRef() || filter->other || filter->controller != Selector::Who::Any
            || filter->tapped || filter->attacking || !filter->hasKeyword.isEmpty() || !filter->anyOf.isEmpty())
            return std::nullopt;
        filter->word = QStringLiteral("card");
        filter->where = Selector::Where::Specific;
        filter->zone = Zone::Library;
        filter->ownerYou = true;
        c.kind = K::TopOfLibraryIs;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    if (text == QLatin1String("you control your commander")) {   // 903.3
        c.kind = K::ControlsCommander;
        return c;
    }
    // "you've cast a noncreature spell this turn": the kinds the turn's record counts (601.2).
    // "Cast this spell only if you've cast another spell this turn" (Illusory Angel): a spell other than
    // the one being cast (601.3). Leapfrog's Oracle text misprints "an instant" as "and instant" (the round
    // trip reads the two alike).
    static const QRegularExpression cast(
        QStringLiteral("^you've cast (?:an?|(another)|and(?= instant)) (noncreature |creature |instant or sorcery )?spell this turn$"));
    if (const auto m = cast.match(text); m.hasMatch()) {
        if (!m.captured(1).isEmpty() && !m.captured(2).isEmpty())
            return std::nullopt;
        Selector spell;
        spell.other = !m.captured(1).isEmpty();
        spell.word = QStringLiteral("spell");
        spell.where = Selector::Where::Specific;
        spell.zone = Zone::Stack;
        if (m.captured(2) == QLatin1String("noncreature "))
            spell.notTypes = quint16(CardType::Creature);
        else if (m.captured(2) == QLatin1String("creature "))
            spell.types = quint16(CardType::Creature);
        else if (m.captured(2) == QLatin1String("instant or sorcery "))   // TurnRecord::instantsAndSorceriesCast
            spell.anyTypes = quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery));
        c.kind = K::CastSpellThisTurn;
        c.n = 1;
        c.filter = QSharedPointer<Selector>::create(spell);
        return c;
    }
    return std::nullopt;
}

std::optional<Expr> OracleParser::historyAmount(const QString& text) const
{
    static const QHash<QString, Expr::Kind> fixed = {
        {QStringLiteral("the amount of life you've lost this turn"), Expr::Kind::LifeLostThisTurn},
        {QStringLiteral("the amount of life you gained this turn"), Expr::Kind::LifeGainedThisTurn},
        {QStringLiteral("the total power of the exiled cards"), Expr::Kind::PowerOfExiled},
        {QStringLiteral("the total toughness of the exiled cards"), Expr::Kind::ToughnessOfExiled},
        // Phyrexian Ingester: the one card its imprint exiled (a card in exile that is no creature card has
        // no power: the total of the exiled cards is the same amount).
        {QStringLiteral("the exiled creature card's power"), Expr::Kind::PowerOfExiled},
        {QStringLiteral("the exiled creature card's toughness"), Expr::Kind::ToughnessOfExiled},
        // "for each …" (OracleAmounts.cpp's perObjectCount asks with the words after "for each")
        {QStringLiteral("for each card exiled with it"), Expr::Kind::CardsExiledWithSource},
        {QStringLiteral("for each card exiled with ~"), Expr::Kind::CardsExiledWithSource},
        {QStringLiteral("for each opponent whose life total is less than half their starting life total"),
            Expr::Kind::OpponentsBelowHalfStartingLife},
        {QStringLiteral("for each time you've cast your commander from the command zone this game"),
            Expr::Kind::CommanderCasts},
    };
    Expr e;
    if (const auto it = fixed.constFind(text); it != fixed.constEnd()) {
        e.kind = *it;
        return e;
    }
    // Tainted Sigil: every player's life lost this turn added up (119.3, damage to a player included).
    if (text == QLatin1String("the total life lost by all players this turn")) {
        e.kind = Expr::Kind::LifeLostThisTurn;
        e.who = QStringLiteral("all_players");
        return e;
    }
    // Round 36, Rakdos, Lord of Riots: "for each 1 life your opponents have lost this turn" (119.3): the life
    // each opponent of the effect's controller lost this turn, added up.
    if (text == QLatin1String("for each 1 life your opponents have lost this turn")) {
        e.kind = Expr::Kind::LifeLostThisTurn;
        e.who = QStringLiteral("opponents");
        return e;
    }
    // Kalemne: "for each experience counter you have" (122.1), a player's counters.
    static const QRegularExpression playerCounters(
        QStringLiteral("^(?:for each ([a-z]+) counter|the number of ([a-z]+) counters) you have$"));
    if (const auto m = playerCounters.match(text); m.hasMatch()) {
        e.kind = Expr::Kind::PlayerCounters;
        e.counterKind = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        if (e.counterKind == QLatin1String("poison") || e.counterKind == QLatin1String("energy"))
            return std::nullopt;   // poison is kept apart (Player::poison); Oracle writes energy as {E}
        return e;
    }
    // Fists of Flame: "for each card you've drawn this turn" (121.2, the turn's record).
    if (text == QLatin1String("for each card you've drawn this turn")
        || text == QLatin1String("the number of cards you've drawn this turn")) {
        e.kind = Expr::Kind::CardsDrawnThisTurn;
        return e;
    }
    // Round 40: this turn's deaths (700.4), every player's: "for each creature that died this turn" (Khabal Ghoul),
    // "for each Zubera that died this turn" (the Zubera). Round 41: "the number of Zubera that died this turn"
    // (Ember-Fist Zubera), a type's plural only where it is the one the writer says (englishSubtypePlural), so the
    // round trip holds.
    static const QRegularExpression died(QStringLiteral(
        "^(?:for each creature|the number of creatures|for each ([A-Z][a-z]+)|the number of ([A-Z][a-z]+)) that died this turn$"));
    if (const auto m = died.match(text); m.hasMatch()) {
        e.kind = Expr::Kind::CreaturesDiedThisTurn;
        const QString plural = m.captured(2);
        const QString kindWord = plural.isEmpty() ? m.captured(1) : plural;
        if (!kindWord.isEmpty()) {
            const std::optional<SubtypeId> id = plural.isEmpty() ? SubtypeRegistry::instance().find(kindWord)
                                                                 : std::optional<SubtypeId>(subtypeFromWord(plural));
            if (!id || !*id || SubtypeRegistry::instance().kind(*id) != SubtypeKind::Creature)
                return std::nullopt;
            if (!plural.isEmpty() && englishSubtypePlural(SubtypeRegistry::instance().name(*id)) != plural)
                return std::nullopt;
            Selector kind;
            kind.types = quint16(CardType::Creature);
            kind.subtypes << *id;
            e.selector = QSharedPointer<Selector>::create(kind);
        }
        return e;
    }
    // Round 40: amounts counting players (102.3): Inspired Sphinx's "the number of opponents you have", Wolfcaller's
    // Howl's "the number of your opponents with four or more cards in hand".
    if (text == QLatin1String("the number of opponents you have")) {
        e.kind = Expr::Kind::Opponents;
        return e;
    }
    static const QRegularExpression bigHands(QStringLiteral("^the number of your opponents with (\\w+) or more cards in hand$"));
    if (const auto m = bigHands.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n || *n < 1)
            return std::nullopt;
        e.kind = Expr::Kind::OpponentsWithCardsInHand;
        e.value = *n;
        return e;
    }
    return std::nullopt;
}

// 607.2a: "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
// control" (Oblivion Ring's second half): the card its other ability exiled, linked to this object;
// "return the exiled cards to their owners' hands" (Angel of Serenity) when it exiled several. Oracle's
// "all cards exiled with it" and "their owner's" say the same (the round trip reads them alike).
// Round 30: "put the exiled card into its owner's hand" (Watcher for Tomorrow) is that return to the hand,
// also when ~ dies (Hoarding Dragon): dying is leaving the battlefield (700.4), the link stays (607.2a).
// Round 31: so is "When Helvault is put into a graveyard from the battlefield, return all cards exiled with
// it to the battlefield under their owners' control" (700.4's "dies" for a noncreature too).
bool OracleParser::exileLinkAction(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression back(QStringLiteral(
        "^(?:return the exiled card to (the battlefield under its owner's control|its owner's hand)"
        "|put the exiled card into (its owner's hand))$"));
    static const QRegularExpression backSeveral(QStringLiteral(
        "^return (?:the exiled cards|all cards exiled with (?:it|~)) to (the battlefield under their owners?'s? control"
        "|their owners?'s? hands?)$"));
    // Round 33: an activated ability's "Put all cards exiled with ~ into their owners' hands" (Bomat Courier;
    // Kyren Archive's older "their owner's hand"), ~ sacrificed to pay for it: the link outlasts it (607.2a).
    static const QRegularExpression putSeveral(QStringLiteral("^put all cards exiled with ~ into (their owners?'s? hands?)$"));
    // Round 36: Endless Sands' "Return each creature card exiled with ~ to the battlefield under its owner's control",
    // ~ sacrificed to pay for it: the linked cards that are creature cards in exile (607.2a), each its owner's.
    static const QRegularExpression eachCreatureCard(QStringLiteral(
        "^return each creature card exiled with ~ to (the battlefield under its owner's control)$"));
    const auto one = back.match(s);
    auto several = backSeveral.match(s);
    if (!several.hasMatch() && into->kind == AbilityDef::Kind::Activated)
        several = putSeveral.match(s);
    const bool creatureCards = !several.hasMatch() && into->kind == AbilityDef::Kind::Activated
        && (several = eachCreatureCard.match(s)).hasMatch();
    const auto m = one.hasMatch() ? one : several;
    const bool toHandOfOne = one.hasMatch() && !one.captured(2).isEmpty();
    const bool leaves = into->kind == AbilityDef::Kind::Triggered
        && (into->event == TriggerEvent::SelfLeaves || into->event == TriggerEvent::SelfDies);
    const bool activated = into->kind == AbilityDef::Kind::Activated && several.hasMatch();
    if (!m.hasMatch() || (!leaves && !activated))
        return false;
    Action a;
    a.kind = toHandOfOne || !m.captured(1).startsWith(QLatin1String("the battlefield")) ? ActionKind::ReturnToHand
                                                                                        : ActionKind::ReturnToBattlefield;
    if (a.kind == ActionKind::ReturnToBattlefield)
        a.who = QStringLiteral("owner");
    Selector exiled;
    exiled.ref = Selector::Ref::ExiledWithSource;
    if (several.hasMatch())
        exiled.word = QStringLiteral("cards");
    if (creatureCards)
        exiled.types = quint16(CardType::Creature);
    a.object = exiled;
    into->effect << a;
    return true;
}

}   // namespace strata::import
