#include "OracleActivationEvents.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "an Elemental", "an artifact or creature", "an artifact or creature or land": permanents of one subtype, or of
// one or more card types (109.2: a permanent, on the battlefield).
std::optional<Selector> sourceOfAbility(const QString& noun)
{
    static const QRegularExpression article(QStringLiteral("^an? (.+)$"));
    const auto m = article.match(noun);
    if (!m.hasMatch())
        return std::nullopt;
    const QStringList words = m.captured(1).split(QStringLiteral(" or "));
    static const QHash<QString, CardType> cardTypes = {{"artifact", CardType::Artifact}, {"creature", CardType::Creature},
        {"enchantment", CardType::Enchantment}, {"land", CardType::Land}, {"planeswalker", CardType::Planeswalker}};
    Selector s;
    if (words.size() == 1 && !cardTypes.contains(words.first())) {
        bool plural = false;
        const SubtypeId sub = subtypeFromWord(words.first(), &plural);
        if (!sub || plural)
            return std::nullopt;
        s.subtypes << sub;
        return s;
    }
    quint16 types = 0;
    for (const QString& w : words) {
        if (!cardTypes.contains(w))
            return std::nullopt;
        types |= quint16(cardTypes.value(w));
    }
    if (words.size() == 1)
        s.types = types;
    else
        s.anyTypes = types;
    return s;
}

}   // namespace

QString activationHeadWording(QString sentence)
{
    static const QRegularExpression harsh(QStringLiteral(
        "^(Whenever (?:you activate|an opponent activates|a player activates) an ability of an? )([a-z]+), ([a-z]+), or ([a-z]+) "
        "on the battlefield, if it isn't a mana ability, "));
    if (const auto m = harsh.match(sentence); m.hasMatch())
        sentence.replace(0, m.capturedLength(), QStringLiteral("%1%2 or %3 or %4 that isn't a mana ability, ")
                                                    .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4)));
    return sentence;
}

std::optional<Condition> thatPlayerLandsCondition(const QString& text)
{
    Condition c;
    c.who = QStringLiteral("that_player");
    if (text == QLatin1String("that player controls more lands than each other player")) {
        Selector lands;
        lands.types = quint16(CardType::Land);
        c.kind = Condition::Kind::ControlsMoreThanEachOther;
        c.filter = QSharedPointer<Selector>::create(lands);
        return c;
    }
    static const QRegularExpression domain(
        QStringLiteral("^there are (\\w+) or more basic land types among lands that player controls$"));
    if (const auto m = domain.match(text); m.hasMatch()) {
        const auto n = numberWord(m.captured(1));
        if (!n || *n < 1 || *n > 5)
            return std::nullopt;
        c.kind = Condition::Kind::BasicLandTypesAtLeast;
        c.n = *n;
        return c;
    }
    return std::nullopt;
}

bool namesActingPlayer(TriggerEvent e)
{
    return e == TriggerEvent::OpponentActivatesAbility || e == TriggerEvent::PlayerActivatesAbility
        || e == TriggerEvent::OpponentGainsLife;
}

bool playerActionHead(const QString& head, AbilityDef* into)
{
    static const QHash<QString, TriggerEvent> fixed = {
        {"Whenever an opponent gains life", TriggerEvent::OpponentGainsLife},   // 119.9
        {"Whenever you get one or more {E}", TriggerEvent::YouGetEnergy},      // 107.14
    };
    if (fixed.contains(head)) {
        into->event = fixed.value(head);
        return true;
    }
    // 115.1: Dormant Gomazoa; the filter names the spell, whoever controls it.
    if (head == QLatin1String("Whenever you become the target of a spell")) {
        Selector spell;
        spell.word = QStringLiteral("spell");
        into->event = TriggerEvent::YouBecomeTarget;
        into->eventFilter = QSharedPointer<Selector>::create(spell);
        return true;
    }
    static const QRegularExpression activates(QStringLiteral(
        "^Whenever (you activate|an opponent activates|a player activates) an ability(?: of (.+?))?( that isn't a mana ability)?$"));
    const auto m = activates.match(head);
    if (!m.hasMatch())
        return false;
    std::optional<Selector> of;
    if (!m.captured(2).isEmpty() && !(of = sourceOfAbility(m.captured(2))))
        return false;
    into->event = m.captured(1) == QLatin1String("you activate") ? TriggerEvent::YouActivateAbility
        : m.captured(1) == QLatin1String("an opponent activates") ? TriggerEvent::OpponentActivatesAbility
                                                                   : TriggerEvent::PlayerActivatesAbility;
    into->eventNotManaAbility = !m.captured(3).isEmpty();   // 605.1a
    if (of)
        into->eventFilter = QSharedPointer<Selector>::create(*of);
    return true;
}

}   // namespace strata::import
