#include "OracleTargetEvents.h"
#include <QRegularExpression>

// The heads of round 17's trigger events, read in round 18: what the event player sees as a spell is
// cast or an ability put on the stack (115.1, 601.2c), as blockers are declared (509.3c), as a card
// reaches a graveyard, and as an attacker is exerted (701.43a).

namespace strata::import {

namespace {

// "a creature you control", "a Dragon you control", "a creature": one object of a kind, or the object
// the source is attached to ("enchanted creature"); none for ~ or a set.
std::optional<Selector> oneEventObject(const QString& noun, const ObjectsOf& objects, const OneObject& attached)
{
    if (noun.startsWith(QLatin1String("enchanted ")) || noun.startsWith(QLatin1String("equipped ")))
        return attached(noun);
    static const QRegularExpression article(QStringLiteral("^an? (.+)$"));
    const auto m = article.match(noun);
    if (!m.hasMatch())
        return std::nullopt;
    bool plural = true;
    auto s = objects(m.captured(1), &plural);
    if (!s || plural || s->isRef() || s->other)
        return std::nullopt;
    return s;
}

}   // namespace

bool targetedHead(const QString& head, const ObjectsOf& objects, const OneObject& attached, AbilityDef* into)
{
    static const QRegularExpression targeted(
        QStringLiteral("^When(?:ever)? (.+?) becomes the target of a spell or ability( an opponent controls)?$"));
    const auto m = targeted.match(head);
    if (!m.hasMatch())
        return false;
    const bool ofOpponent = !m.captured(2).isEmpty();
    if (m.captured(1) == QLatin1String("you or a permanent you control")) {
        if (!ofOpponent)
            return false;
        into->event = TriggerEvent::YouOrPermanentBecomesTargetOfOpponent;
        return true;
    }
    const auto s = oneEventObject(m.captured(1), objects, attached);
    if (!s)
        return false;
    into->event = ofOpponent ? TriggerEvent::BecomesTargetOfOpponent : TriggerEvent::BecomesTarget;
    into->eventFilter = QSharedPointer<Selector>::create(*s);
    return true;
}

bool blockedHead(const QString& head, const ObjectsOf& objects, const OneObject& attached, AbilityDef* into)
{
    static const QRegularExpression blocked(QStringLiteral("^When(?:ever)? (.+?) becomes blocked$"));
    const auto m = blocked.match(head);
    if (!m.hasMatch())
        return false;
    const auto s = oneEventObject(m.captured(1), objects, attached);
    // Only a creature attacks (506.3), so only a creature becomes blocked.
    if (!s || (!s->isRef() && !(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty()))
        return false;
    into->event = TriggerEvent::BecomesBlocked;
    into->eventFilter = QSharedPointer<Selector>::create(*s);
    return true;
}

bool graveyardCardHead(const QString& head, const OneObject& cardKinds, AbilityDef* into)
{
    static const QRegularExpression toGraveyard(QStringLiteral(
        "^When(?:ever)? (an?|another) (?:(.+) )?card is put into (an opponent's|your|a) graveyard from anywhere$"));
    const auto m = toGraveyard.match(head);
    if (!m.hasMatch())
        return false;
    std::optional<Selector> card = Selector();
    if (!m.captured(2).isEmpty()) {
        card = cardKinds(m.captured(2) + QStringLiteral(" card"));
        if (!card || card->isRef() || card->other || card->controller != Selector::Who::Any || card->manaValueAtMostX)
            return false;
    }
    card->word = QStringLiteral("card");
    card->where = Selector::Where::Any;   // from anywhere: no one zone ("a black card" may name the graveyard)
    card->zone = Selector().zone;
    card->other = m.captured(1) == QLatin1String("another");
    // Whose graveyard: its owner's (404.1), which a selector off the battlefield reads as its controller.
    const QString whose = m.captured(3);
    card->controller = whose == QLatin1String("your") ? Selector::Who::You
        : whose == QLatin1String("a")                 ? Selector::Who::Any
                                                      : Selector::Who::Opponent;
    into->event = TriggerEvent::CardPutIntoGraveyard;
    into->eventFilter = QSharedPointer<Selector>::create(*card);
    return true;
}

QString exertedAsAttack(const QString& sentence)
{
    static const QRegularExpression exert(QStringLiteral("^You may exert ~ as it attacks\\. When you do, (.+)$"),
        QRegularExpression::DotMatchesEverythingOption);
    const auto m = exert.match(sentence);
    return m.hasMatch() ? QStringLiteral("Whenever ~ attacks, ") + m.captured(1) : QString();
}

}   // namespace strata::import
