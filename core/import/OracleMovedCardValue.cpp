#include "OracleMovedCardValue.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The top card of your library revealed and left there (OracleLookedAtCard.cpp's revealTopCardAlone), unconditionally.
bool topRevealed(const Action& before)
{
    return before.kind == ActionKind::LookAtTop && !before.amount.x && before.amount.n == 1 && before.keep == 0 && before.reveal
        && before.text == QLatin1String("none") && before.who.isEmpty() && !before.object && !before.amountOf && !before.optional
        && !before.condition && !before.ifYouDo && !before.ifYouDont;
}

Expr movedCardsManaValue()
{
    Expr manaValue;
    manaValue.kind = Expr::Kind::ManaValueOfMoved;
    return manaValue;
}

}   // namespace

bool allMovedUntilFound(const Action& before)
{
    return before.kind == ActionKind::RevealUntil && before.who.isEmpty() && !before.amount.x && before.amount.n <= 1
        && (before.destination == Zone::Library || before.destination == Zone::Exile) && !before.optional
        && !before.condition;
}

bool drawEqualToMovedCard(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("draw cards equal to its mana value") || into->effect.isEmpty())
        return false;
    const Action& before = into->effect.last();
    const bool oneOfYoursMilled = before.kind == ActionKind::Mill && !before.amount.x && before.amount.n == 1 && !before.amountOf
        && before.who.isEmpty() && !before.optional && !before.condition && !before.ifYouDo && !before.ifYouDont;
    if (!oneOfYoursMilled && !topRevealed(before))
        return false;
    Action a;
    a.kind = ActionKind::Draw;
    a.amount = Amount{true, 0};   // counted as it resolves, as the card format reads a draw's expression
    a.amountOf = movedCardsManaValue();
    into->effect << a;
    return true;
}

bool revealedCardKept(const QString& s, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^reveal the top (two|three|four|five) cards of your library; put one of them into your hand and the rest into your graveyard$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    // Every card revealed (701.16a), any one of them kept (608.2d), the rest into the graveyard: Grisly Salvage's look
    // with no kind of card asked for.
    Action a;
    a.kind = ActionKind::LookAtTop;
    a.amount = Amount::number(*numberWord(m.captured(1)));
    a.keep = 1;
    a.reveal = true;
    a.text = QStringLiteral("graveyard");
    into->effect << a;
    return true;
}

bool lifeEqualToKeptCard(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("you gain life equal to its mana value") || into->effect.isEmpty())
        return false;
    // The one card of several revealed put into your hand (revealedCardKept): its mana value there (202.3, 608.2h).
    const Action& before = into->effect.last();
    if (before.kind != ActionKind::LookAtTop || before.amount.x || before.amount.n < 2 || before.keep != 1 || !before.reveal
        || before.object || before.destination || before.text != QLatin1String("graveyard") || !before.who.isEmpty()
        || before.optional || before.condition)
        return false;
    Action a;
    a.kind = ActionKind::GainLife;
    a.amount = Amount::number(0);
    a.amountOf = movedCardsManaValue();
    into->effect << a;
    return true;
}

bool damageEqualToRevealedCard(const QString& s, const std::function<std::optional<Selector>(const QString&, AbilityDef*)>& addTarget,
    AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral("^~ deals damage to (any target|target [a-z ]+) equal to its mana value$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || into->effect.isEmpty() || !into->targets.isEmpty()
        || !(topRevealed(into->effect.last()) || allMovedUntilFound(into->effect.last())))
        return false;
    // The target is chosen as the spell is cast (601.2c), the damage dealt to it as it resolves (608.2h).
    const auto to = addTarget(m.captured(1), into);
    if (!to || to->ref != Selector::Ref::Target || into->targets.size() != 1) {
        into->targets.clear();
        return false;
    }
    Action a;
    a.kind = ActionKind::Damage;
    a.amount = Amount::number(0);
    a.amountOf = movedCardsManaValue();
    a.to = *to;
    into->effect << a;
    return true;
}

bool damageEqualToDiscardedCard(const QString& s, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^~ deals damage to that player equal to (?:its mana value|that card's (?:converted mana cost|mana value))$"));
    if (!re.match(s).hasMatch() || into->effect.isEmpty() || into->targets.size() != 1
        || into->targets.first().word != QLatin1String("player"))
        return false;
    const Action& before = into->effect.last();
    if (before.kind != ActionKind::Discard || before.who != QLatin1String("target_player") || before.amount.x
        || before.amount.n != 1 || before.amountOf || before.object || before.optional || before.condition || before.ifYouDo
        || before.ifYouDont)
        return false;
    Action a;
    a.kind = ActionKind::Damage;
    a.amountOf = movedCardsManaValue();
    Selector player;
    player.ref = Selector::Ref::Target;
    a.to = player;
    into->effect << a;
    return true;
}

// One card of the top of your library, milled ("put the top card of your library into your graveyard", 701.13) or
// exiled: the card "that card" names after it.
static bool movesOneTopCard(const AbilityDef& ability)
{
    if (ability.effect.isEmpty())
        return false;
    const Action& a = ability.effect.last();
    const bool one = !a.amount.x && a.amount.n == 1 && !a.amountOf && a.who.isEmpty() && !a.optional && !a.condition;
    return one && (a.kind == ActionKind::Mill || (a.kind == ActionKind::ExileTop && !a.faceDown));
}

// Round 45: one card the one target player discards, of their choice ("Target player draws a card, then discards a
// card.", Lumengrid Augur, 701.8a): the card "that player discards … this way" names.
static bool targetPlayerDiscardsOne(const AbilityDef& ability)
{
    if (ability.effect.isEmpty() || ability.targets.size() != 1 || ability.targets.first().word != QLatin1String("player"))
        return false;
    const Action& a = ability.effect.last();
    return a.kind == ActionKind::Discard && a.who == QLatin1String("target_player") && !a.amount.x && a.amount.n == 1
        && !a.amountOf && !a.object && !a.optional && !a.condition && !a.ifYouDo && !a.ifYouDont && !a.otherwise;
}

std::optional<Condition> movedCardCondition(const QString& text, const AbilityDef& ability)
{
    static const QRegularExpression isKind(QStringLiteral(
        "^(?:that card (is|isn't)|it('s| isn't)) an? (land|creature|artifact|enchantment|instant|sorcery|nonland|noncreature"
        "|instant or sorcery) card$"));
    static const QRegularExpression discardsKind(QStringLiteral(
        "^that player discards an? (land|creature|artifact|enchantment|instant|sorcery|nonland|noncreature) card this way$"));
    const auto m = isKind.match(text);
    const auto d = discardsKind.match(text);
    if (!(m.hasMatch() && movesOneTopCard(ability)) && !(d.hasMatch() && targetPlayerDiscardsOne(ability)))
        return std::nullopt;
    const QString kind = m.hasMatch() ? m.captured(3) : d.captured(1);
    Selector card;
    card.word = QStringLiteral("card");
    const bool non = kind.startsWith(QLatin1String("non"));
    const QString name = non ? kind.mid(3) : kind;
    const std::optional<CardType> type = cardTypeFromName(name.left(1).toUpper() + name.mid(1));
    // Round 45: "If it's an instant or sorcery card, transform ~" (Aberrant Researcher): either card type (205.2a).
    if (kind == QLatin1String("instant or sorcery"))
        card.anyTypes = quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery));
    else if (type)
        (non ? card.notTypes : card.types) = quint16(*type);
    else
        return std::nullopt;
    Condition c;
    c.kind = Condition::Kind::MovedCardIs;
    c.filter = QSharedPointer<Selector>::create(card);
    c.negated = m.captured(1) == QLatin1String("isn't") || m.captured(2) == QLatin1String(" isn't");
    return c;
}

}   // namespace strata::import
