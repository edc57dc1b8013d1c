#include "CountOf.h"
#include "CountersRemovedByCost.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <cstdlib>
#include <functional>

// Amounts of static abilities beyond "the number of …" a selector counts (issue 16): the affected
// object's colours, counters on the source or on a set, domain, differently named permanents.

namespace strata::import {

Expr timesEach(const Expr& count, int n)
{
    if (n == 0)
        return Expr::constant(0);
    Expr e = count;
    if (std::abs(n) > 1) {
        e = Expr();
        e.kind = Expr::Kind::Sum;
        e.args = QVector<Expr>(std::abs(n), count);
    }
    if (n > 0)
        return e;
    Expr neg;
    neg.kind = Expr::Kind::Neg;
    neg.args = {e};
    return neg;
}

// "+1/+1 for each of its colors" (105.2), "+1/+1 for each charge counter on ~" (122.1), "+1/+1 for each
// basic land type among lands you control" (domain, 305.6).
bool OracleParser::perObjectAmount(
    const QString& power, const QString& toughness, const QString& each, QVector<Op>* ops) const
{
    // "charge counter on ~" is the source's, whatever gets the bonus; "its colors" each affected object's.
    Expr count;
    if (each == QLatin1String("of its colors")) {
        // "its" is each object that gets the bonus.
        count.kind = Expr::Kind::ColorsOfAffected;
    } else if (const auto own = sourceOrDomainCount(each)) {
        count = *own;
    } else if (auto more = perObjectCount(each)) {
        count = *more;
    } else if (each.startsWith(QLatin1String("color among "))) {
        // "for each color among permanents you control" (105.2): the colours the set has between them.
        const auto among = counted(each.mid(12));
        if (!among || among->controller == Selector::Who::Any)
            return false;
        count.kind = Expr::Kind::ColorsAmong;
        count.selector = QSharedPointer<Selector>::create(*among);
    } else {
        return false;
    }
    return modifyForEach(count, power, toughness, ops);
}

std::optional<Expr> OracleParser::inAffectedControllersZone(const QString& kinds, const QString& zone) const
{
    const auto cards = counted(kinds + QStringLiteral("cards in your ") + zone);
    if (!cards)
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::Count;
    e.ofAffectedController = true;
    e.selector = QSharedPointer<Selector>::create(*cards);
    return e;
}

// Round 9 (issue 16): "for each card in its controller's hand", "for each +1/+1 counter on other
// creatures you control", "for each other creature on the battlefield that shares a creature type with
// it", "for each point of bushido it has", "for each face-down creature on the battlefield".
std::optional<Expr> OracleParser::perObjectCount(const QString& each) const
{
    if (auto history = historyAmount(QStringLiteral("for each ") + each))   // OracleHistory.cpp
        return history;
    if (auto removed = countersRemovedAmount(each, true))   // round 42: after the ability's own cost
        return removed;
    Expr e;
    // "its controller" is the controller of the object that gets the bonus (Righteous Authority).
    static const QRegularExpression controllers(QStringLiteral("^(.*\\b)?card in its controller's (hand|graveyard)$"));
    if (const auto m = controllers.match(each); m.hasMatch())
        return inAffectedControllersZone(m.captured(1), m.captured(2));
    // 122.1: counters on a set; its "other" is other than the object that gets the bonus (Gleam of Authority).
    static const QRegularExpression countersOn(QStringLiteral("^([+-]\\d+/[+-]\\d+|[a-z]+) counter on (.+)$"));
    if (const auto m = countersOn.match(each); m.hasMatch() && m.captured(2) != QLatin1String("~")) {
        const auto set = counted(m.captured(2));
        if (!set || set->isRef())
            return std::nullopt;
        e.kind = Expr::Kind::CountersOnSelected;
        e.counterKind = m.captured(1);
        e.otherThanAffected = set->other;
        e.selector = QSharedPointer<Selector>::create(*set);
        return e;
    }
    static const QString sharing = QStringLiteral(" that shares a creature type with it");
    if (each.endsWith(sharing)) {   // Alpha Status: "it" is the object that gets the bonus
        const auto set = countedOne(each.chopped(sharing.size()));
        if (!set || !set->other)
            return std::nullopt;
        e.kind = Expr::Kind::SharingCreatureType;
        e.selector = QSharedPointer<Selector>::create(*set);
        return e;
    }
    // 702.45b: "for each point of bushido it has" (Takeno), the values of its instances added up.
    static const QRegularExpression points(QStringLiteral("^point of (bushido|rampage|flanking) it has$"));
    if (const auto m = points.match(each); m.hasMatch()) {
        e.kind = Expr::Kind::KeywordAmountOfAffected;
        e.keyword = m.captured(1).left(1).toUpper() + m.captured(1).mid(1);
        return e;
    }
    // 708.2: "for each face-down creature on the battlefield" (Primal Whisperer).
    if (each.startsWith(QLatin1String("face-down "))) {
        auto set = countedOne(each.mid(10));
        if (!set || set->faceDown)
            return std::nullopt;
        set->faceDown = true;
        e.kind = Expr::Kind::Count;
        e.selector = QSharedPointer<Selector>::create(*set);
        return e;
    }
    return std::nullopt;
}

// "~ gets +2/+2 for each Aura and Equipment attached to it" (Champion of the Flame): either kind, attached
// to ~ (301.5, 303.4), said of ~ itself.
bool attachedKinds(const QString& each, const QString& power, const QString& toughness, QVector<Op>* ops)
{
    static const QRegularExpression kinds(QStringLiteral("^([A-Z]\\w+) and ([A-Z]\\w+) attached to it$"));
    const auto m = kinds.match(each);
    if (!m.hasMatch())
        return false;
    Selector either;
    for (const QString& w : {m.captured(1), m.captured(2)}) {
        bool plural = false;
        const SubtypeId id = subtypeFromWord(w, &plural);
        if (!id || plural)
            return false;
        Selector kind;
        kind.subtypes << id;
        kind.attachedToSource = true;
        either.anyOf << kind;
    }
    Expr count;
    count.kind = Expr::Kind::Count;
    count.selector = QSharedPointer<Selector>::create(either);
    return modifyForEach(count, power, toughness, ops);
}

// "+2/+2 for each …", "-1/-0 for each …": power and toughness change alike, or one of them not at all.
bool modifyForEach(const Expr& count, const QString& power, const QString& toughness, QVector<Op>* ops)
{
    const int p = signedNumber(power), q = signedNumber(toughness);
    if ((p == 0 && q == 0) || (p != 0 && q != 0 && p != q) || std::abs(p) > 10 || std::abs(q) > 10)
        return false;
    Op op;
    op.kind = Op::Kind::ModifyPT;
    op.power = timesEach(count, p);
    op.toughness = timesEach(count, q);
    ops->append(op);
    return true;
}

// "the number of basic land types among lands you control", "the number of +1/+1 counters on creatures
// you control", "the number of differently named lands you control".
std::optional<Expr> OracleParser::importedAmount(const QString& text) const
{
    if (auto more = moreAmount(text))
        return more;
    if (auto removed = countersRemovedAmount(text, false))   // round 42: after the ability's own cost
        return removed;
    Expr e;
    // Adamaro's "the number of cards in the hand of the opponent with the most cards in hand".
    if (text == QLatin1String("the number of cards in the hand of the opponent with the most cards in hand")
        || text == QLatin1String("the greatest number of cards in hand among your opponents")) {
        e.kind = Expr::Kind::MostCardsInHandOpponent;
        return e;
    }
    if (text == QLatin1String("the number of basic land types among lands you control")) {
        e.kind = Expr::Kind::BasicLandTypes;
        return e;
    }
    // "the number of time counters on it" (Tidewalker): on the object itself, the ability's own.
    static const QRegularExpression countersOnSelf(
        QStringLiteral("^the number of ([+-]\\d+/[+-]\\d+|[a-z]+) counters on (?:it|~)$"));
    if (const auto self = countersOnSelf.match(text); self.hasMatch())
        return countersOnSource(self.captured(1));
    // Archery Training's quoted "the number of arrow counters on Archery Training": the granter's (607.2).
    static const QRegularExpression countersOnGranter(QStringLiteral("^the number of ([+-]\\d+/[+-]\\d+|[a-z]+) counters on %1$")
                                                          .arg(QRegularExpression::escape(granterMark())));
    if (const auto granter = countersOnGranter.match(text); granter.hasMatch()) {
        e.kind = Expr::Kind::CountersOnGranter;
        e.counterKind = granter.captured(1);
        return e;
    }
    static const QRegularExpression countersOn(
        QStringLiteral("^the number of ([+-]\\d+/[+-]\\d+|[a-z]+) counters on (.+)$"));
    static const QRegularExpression differentlyNamed(QStringLiteral("^the number of differently named (.+)$"));
    QRegularExpressionMatch m = countersOn.match(text);
    const bool counters = m.hasMatch();
    if (!counters)
        m = differentlyNamed.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const auto objects = counted(m.captured(counters ? 2 : 1));
    if (!objects)
        return std::nullopt;
    e.kind = counters ? Expr::Kind::CountersOnSelected : Expr::Kind::DifferentlyNamed;
    if (counters)
        e.counterKind = m.captured(1);
    e.selector = QSharedPointer<Selector>::create(*objects);
    return e;
}

namespace {

// Round 18 (issue 16): "the greatest power / toughness among creatures you control", "the highest
// converted mana cost among permanents you control" (202.3; a set of the board, 0 when empty), and
// "~'s power" / "~'s toughness" (the source's, or as it last existed, 608.2h).
// `counted` reads the set as OracleParser::counted does.
std::optional<Expr> greatestAmount(const QString& text, const std::function<std::optional<Selector>(const QString&)>& counted)
{
    Expr e;
    if (text == QLatin1String("~'s power") || text == QLatin1String("~'s toughness")) {
        e.kind = text.endsWith(QLatin1String("power")) ? Expr::Kind::PowerOfSource : Expr::Kind::ToughnessOfSource;
        return e;
    }
    static const QRegularExpression greatest(QStringLiteral(
        "^the (greatest power|greatest toughness|highest converted mana cost|highest mana value) among (.+)$"));
    const auto m = greatest.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const auto set = counted(m.captured(2));
    // a set of the board the writer names in the plural ("creatures you control")
    if (!set || set->isRef() || set->where == Selector::Where::Specific)
        return std::nullopt;
    e.kind = m.captured(1) == QLatin1String("greatest power") ? Expr::Kind::GreatestPower
        : m.captured(1) == QLatin1String("greatest toughness") ? Expr::Kind::GreatestToughness
                                                                 : Expr::Kind::HighestManaValue;
    e.selector = QSharedPointer<Selector>::create(*set);
    return e;
}

}   // namespace

// Round 9 (issue 16): halves, chroma, "its controller's graveyard", "all players' hands".
std::optional<Expr> OracleParser::moreAmount(const QString& text) const
{
    if (auto history = historyAmount(text))   // OracleHistory.cpp
        return history;
    Expr e;
    // Round 22: "your devotion to green", "… to white and blue" (700.5).
    static const QRegularExpression devotion(
        QStringLiteral("^your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))?$"));
    if (const auto m = devotion.match(text); m.hasMatch()) {
        for (int i : {1, 2})
            if (const auto colour = colorFromName(m.captured(i)))
                e.colors.add(*colour);
        e.kind = Expr::Kind::Devotion;
        return e;
    }
    // Round 22, converge: "the number of colors of mana spent to cast ~" (the spell's own, 601.2h).
    if (text == QLatin1String("the number of colors of mana spent to cast ~")) {
        e.kind = Expr::Kind::ColorsSpentToCast;
        return e;
    }
    // 107.1a: "half the number of Forests you control, rounded down" (Aspect of Wolf).
    static const QRegularExpression half(QStringLiteral("^half (.+), rounded (down|up)$"));
    if (const auto m = half.match(text); m.hasMatch()) {
        const auto whole = amount(m.captured(1));
        if (!whole)
            return std::nullopt;
        e.kind = m.captured(2) == QLatin1String("up") ? Expr::Kind::HalfRoundedUp : Expr::Kind::HalfRoundedDown;
        e.args = {*whole};
        return e;
    }
    // "its converted mana cost" (before 2021) is its mana value: the affected object's (March of the Machines).
    if (text == QLatin1String("its mana value") || text == QLatin1String("its converted mana cost")) {
        e.kind = Expr::Kind::ManaValueOfAffected;
        return e;
    }
    if (auto greatest = greatestAmount(text, [this](const QString& p) { return counted(p); }))   // round 18: "the greatest power among …", "~'s power"
        return greatest;
    if (text == QLatin1String("the highest life total among your opponents")) {   // Malignus
        e.kind = Expr::Kind::HighestLife;
        e.who = QStringLiteral("opponent");
        return e;
    }
    // "the total number of …" says what "the number of …" says (Werewolf of Ancient Hunger).
    if (text.startsWith(QLatin1String("the total number of ")))
        return amount(QStringLiteral("the number of ") + text.mid(20));
    if (text == QLatin1String("the number of cards in all players' hands")) {
        e.kind = Expr::Kind::Count;
        Selector cards;
        cards.word = QStringLiteral("card");
        cards.where = Selector::Where::Specific;
        cards.zone = Zone::Hand;
        e.selector = QSharedPointer<Selector>::create(cards);
        return e;
    }
    // "the number of instant and sorcery cards you own in exile and in your graveyard" (Crackling Drake):
    // the cards of either zone.
    static const QRegularExpression exileAndGraveyard(
        QStringLiteral("^the number of (.+) you own in exile and in your graveyard$"));
    if (const auto m = exileAndGraveyard.match(text); m.hasMatch()) {
        const auto graveyard = counted(m.captured(1) + QStringLiteral(" in your graveyard"));
        if (!graveyard || graveyard->where != Selector::Where::Specific || graveyard->zone != Zone::Graveyard
            || !graveyard->ownerYou)
            return std::nullopt;
        Selector exile = *graveyard;
        exile.zone = Zone::Exile;
        Selector either;
        either.anyOf = {exile, *graveyard};
        e.kind = Expr::Kind::Count;
        e.selector = QSharedPointer<Selector>::create(either);
        return e;
    }
    // Chroma (Primalcrux): the symbols of one colour in the mana costs of a set.
    static const QRegularExpression chroma(QStringLiteral(
        "^the number of (white|blue|black|red|green) mana symbols in the mana costs of (.+)$"));
    if (const auto m = chroma.match(text); m.hasMatch()) {
        const auto set = counted(m.captured(2));
        const auto colour = colorFromName(m.captured(1));
        if (!set || !colour || set->isRef())
            return std::nullopt;
        e.kind = Expr::Kind::ManaSymbolsAmong;
        e.colors.add(*colour);
        e.selector = QSharedPointer<Selector>::create(*set);
        return e;
    }
    // "the number of creature cards in its controller's graveyard" (Death's Approach).
    static const QRegularExpression controllers(
        QStringLiteral("^the number of (.*\\b)?cards in its controller's (hand|graveyard)$"));
    if (const auto m = controllers.match(text); m.hasMatch())
        return inAffectedControllersZone(m.captured(1), m.captured(2));
    return std::nullopt;
}

// A value a characteristic-defining ability gives: "the number of …", "1 plus the number of …",
// "twice the number of …", "your life total".
std::optional<Expr> OracleParser::amount(const QString& text) const
{
    if (text == QLatin1String("your life total")) {
        Expr life;
        life.kind = Expr::Kind::Life;
        life.who = QStringLiteral("you");   // as the card format reads {"life": "you"}
        return life;
    }
    // "1 plus the number of …"; "the number of Zombies on the battlefield plus the number of Zombie
    // cards in all graveyards" (Soulless One).
    static const QRegularExpression plus(QStringLiteral("^(\\d+|the number of .+?) plus (the number of .+)$"));
    if (const auto m = plus.match(text); m.hasMatch()) {
        const auto count = amount(m.captured(2));
        const bool number = m.captured(1).front().isDigit();
        const std::optional<Expr> first
            = number ? std::optional<Expr>(Expr::constant(m.captured(1).toInt())) : amount(m.captured(1));
        if (!count || !first)
            return std::nullopt;
        Expr sum;
        sum.kind = Expr::Kind::Sum;
        sum.args = {*first, *count};
        return sum;
    }
    if (text.startsWith(QLatin1String("twice the number of "))) {
        const auto count = amount(text.mid(6));
        if (!count)
            return std::nullopt;
        Expr sum;
        sum.kind = Expr::Kind::Sum;
        sum.args = {*count, *count};
        return sum;
    }
    if (auto imported = importedAmount(text))
        return imported;
    if (!text.startsWith(QLatin1String("the number of ")))
        return std::nullopt;
    const auto counted = this->counted(text.mid(14));
    if (!counted)
        return std::nullopt;
    Expr count;
    count.kind = Expr::Kind::Count;
    count.selector = QSharedPointer<Selector>::create(*counted);
    return count;
}

Amount amountWord(const QString& word)
{
    return word == QLatin1String("X") ? Amount{true, 0} : Amount::number(numberWord(word).value_or(0));
}

QSharedPointer<Selector> sharedSelector(const Selector& s)
{
    return QSharedPointer<Selector>::create(s);
}

}   // namespace strata::import
