#include "OracleTriggerFilters.h"
#include "model/Types.h"
#include <QRegularExpression>

// Trigger heads that Strata's events already say, read from their wording: the event is one the event
// player produces, the filter says which object (round 16).

namespace strata::import {

bool olderDiesHead(const QString& phrase, const ObjectsOf& objects, AbilityDef* into)
{
    // 700.4: "dies" means "is put into a graveyard from the battlefield", for any permanent; older text
    // says the long form for artifacts, enchantments and lands too. Round 25: "your graveyard" is a
    // permanent you own, as a card goes to its owner's graveyard (400.3): Field of Souls' "a nontoken
    // creature is put into your graveyard from the battlefield".
    static const QRegularExpression older(
        QStringLiteral("^(another|an?) (.+) is put into (a|your|an opponent's) graveyard from the battlefield$"));
    const auto m = older.match(phrase);
    if (!m.hasMatch())
        return false;
    bool plural = true;
    const bool another = m.captured(1) == QLatin1String("another");
    auto s = objects((another ? QStringLiteral("other ") : QString()) + m.captured(2), &plural);
    if (!s || plural || s->isRef() || !s->anyOf.isEmpty() || s->where != Selector::Where::Battlefield)
        return false;
    // A permanent's kind: a card type or a subtype ("a Goblin you control"), not just any object.
    if (!s->types && s->subtypes.isEmpty())
        return false;
    if (m.captured(3) == QLatin1String("your")) {
        if (s->ownerYou)
            return false;
        s->ownerYou = true;
    }
    if (m.captured(3) == QLatin1String("an opponent's")) {   // round 40: Grim Feast, a permanent an opponent owns (400.3)
        if (s->ownerYou || s->ownerOpponent)
            return false;
        s->ownerOpponent = true;
    }
    into->event = TriggerEvent::CreatureDies;
    into->eventFilter = QSharedPointer<Selector>::create(*s);
    return true;
}

std::optional<Selector> triggerSubject(const QString& noun, bool another, const ObjectsOf& objects, bool* plural)
{
    const QString other = another ? QStringLiteral("other ") : QString();
    auto s = objects(other + noun, plural);
    static const QRegularExpression attached(QStringLiteral("^(enchanted|equipped) (.+)$"));
    const auto m = attached.match(noun);
    if (s || !m.hasMatch())   // "equipped creature" alone stays the source's (a reference)
        return s;
    s = objects(other + m.captured(2), plural);
    if (!s || s->isRef() || s->enchanted || s->equipped)
        return std::nullopt;
    (m.captured(1) == QLatin1String("enchanted") ? s->enchanted : s->equipped) = true;
    return s;
}

std::optional<Selector> typeOrSubtypeSubject(const QString& noun, const ObjectsOf& objects)
{
    static const QRegularExpression either(QStringLiteral("^([a-z]+) or ([A-Z][a-z]+)$"));
    const auto m = either.match(noun);
    if (!m.hasMatch())
        return std::nullopt;
    bool plural = true;
    const auto type = objects(m.captured(1), &plural);
    if (!type || plural || type->isRef() || !type->anyOf.isEmpty() || !type->types || !type->subtypes.isEmpty())
        return std::nullopt;
    plural = true;
    const auto subtype = objects(m.captured(2), &plural);
    if (!subtype || plural || subtype->isRef() || !subtype->anyOf.isEmpty() || subtype->types || subtype->subtypes.size() != 1)
        return std::nullopt;
    Selector s;
    s.anyOf = {*type, *subtype};
    return s;
}

bool chosenColorSpellHead(const QString& phrase, AbilityDef* into)
{
    static const QRegularExpression cast(
        QStringLiteral("^(you cast|a player casts|an opponent casts) a spell of the chosen (color|type)$"));
    const auto m = cast.match(phrase);
    if (!m.hasMatch())
        return false;
    Selector spell;
    // Round 35: "a spell of the chosen type" (Door of Destinies): a spell with the creature type chosen as the
    // source entered (607.2a, 205.3m); the event player reads the choice from the watcher.
    (m.captured(2) == QLatin1String("color") ? spell.colorChosen : spell.subtypeChosen) = true;
    spell.word = QStringLiteral("spell");
    const QString who = m.captured(1);
    into->event = who == QLatin1String("you cast") ? TriggerEvent::YouCastSpell
        : who == QLatin1String("an opponent casts") ? TriggerEvent::OpponentCastsSpell
                                                     : TriggerEvent::PlayerCastsSpell;
    into->eventFilter = QSharedPointer<Selector>::create(spell);
    return true;
}

Selector historicSpell()
{
    // 700.6: "An object is historic if it has the legendary supertype, the artifact card type, or the
    // Saga subtype."
    Selector artifact, legendary, saga;
    // A spell is on the stack: each kind is matched wherever the object is.
    artifact.where = legendary.where = saga.where = Selector::Where::Any;
    artifact.types = quint16(CardType::Artifact);
    legendary.supertypes = quint8(Supertype::Legendary);
    if (const auto id = SubtypeRegistry::instance().find(QStringLiteral("Saga")))
        saga.subtypes << *id;
    Selector s;
    s.anyOf << artifact << legendary << saga;
    s.word = QStringLiteral("spell");
    return s;
}

QString withNegatedTypesJoined(const QString& sentence)
{
    static const QRegularExpression twoNegations(QStringLiteral(
        "^((?:When|Whenever) [^,]*\\bnon(?:artifact|creature|enchantment|land)), (non(?:artifact|creature|enchantment|land) card, )"));
    return QString(sentence).replace(twoNegations, QStringLiteral("\\1 \\2"));
}

bool chosenPlayerSpellHead(const QString& phrase, AbilityDef* into)
{
    if (phrase != QLatin1String("the chosen player casts a spell"))
        return false;
    // A player's cast, narrowed to the player chosen as the source entered: the filter's controller "chosen",
    // which the event player matches against the caster (601.2a), whoever owns the card.
    Selector spell;
    spell.word = QStringLiteral("spell");
    spell.controller = Selector::Who::Chosen;
    into->event = TriggerEvent::PlayerCastsSpell;
    into->eventFilter = QSharedPointer<Selector>::create(spell);
    return true;
}

}   // namespace strata::import
