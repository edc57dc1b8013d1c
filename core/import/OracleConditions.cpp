#include "OracleParser.h"
#include "OracleAttachedCounterStatic.h"
#include "OracleEachPlayersStatic.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// The conditions of "as long as …" that the engine checks (Evaluator::holds); any other stays unread.
std::optional<Condition> OracleParser::condition(const QString& text) const
{
    Condition c;
    // Round 26, Desert's Hold: "you control a Desert or there is a Desert card in your graveyard": either
    // alone is enough (Condition::orElse).
    static const QRegularExpression orInGraveyard(QStringLiteral("^(you .+) or there is (an? .+ card) in your graveyard$"));
    if (const auto m = orInGraveyard.match(text); m.hasMatch()) {
        auto first = condition(m.captured(1));
        const auto second = condition(m.captured(2) + QStringLiteral(" is in your graveyard"));
        if (!first || !second || first->also || first->orElse || first->negated || second->kind != Condition::Kind::GraveyardHas)
            return std::nullopt;
        first->orElse = QSharedPointer<Condition>::create(*second);
        return first;
    }
    // Round 26, Bubbling Beebles: "defending player controls an enchantment" (506.2), what "you control"
    // says of the player the source attacks.
    static const QRegularExpression defending(QStringLiteral("^defending player controls (no )?(.+)$"));
    if (const auto m = defending.match(text); m.hasMatch()) {
        auto said = condition(QStringLiteral("you control %1%2").arg(m.captured(1), m.captured(2)));
        const auto wanted = m.captured(1).isEmpty() ? Condition::Kind::YouControlAtLeast : Condition::Kind::YouControlNone;
        if (!said || said->kind != wanted || said->also || said->orElse || said->negated || !said->who.isEmpty()
            || (wanted == Condition::Kind::YouControlAtLeast && (said->n != 1 || said->atMost > 0)) || !said->filter
            || said->filter->other || !said->filter->anyOf.isEmpty())
            return std::nullopt;
        said->who = QStringLiteral("defending_player");
        return said;
    }
    if (text == QLatin1String("it's your turn") || text == QLatin1String("it's not your turn")) {
        c.kind = text == QLatin1String("it's your turn") ? Condition::Kind::YourTurn : Condition::Kind::NotYourTurn;
        return c;
    }
    // The Theros gods: "your devotion to white and blue is less than seven" (700.5).
    static const QRegularExpression devotion(
        QStringLiteral("^your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))? is less than (\\w+)$"));
    if (const auto m = devotion.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(3));
        if (!n)
            return std::nullopt;
        c.kind = Condition::Kind::DevotionLessThan;
        c.colors.add(*colorFromName(m.captured(1)));
        if (!m.captured(2).isEmpty())
            c.colors.add(*colorFromName(m.captured(2)));
        c.n = *n;
        return c;
    }
    // Round 24: "no permanents named ~ are on the battlefield" (Tidal Influence's casting rule, 601.3):
    // whoever controls them, as Pestilence's trigger condition reads it.
    static const QRegularExpression noneThere(QStringLiteral("^no (.+) are on the battlefield$"));
    if (const auto m = noneThere.match(text); m.hasMatch()) {
        bool plural = false;
        const auto filter = objects(m.captured(1), &plural);
        if (!filter || !plural || filter->isRef() || filter->other || filter->controller != Selector::Who::Any
            || !filter->anyOf.isEmpty() || filter->where != Selector::Where::Battlefield)
            return std::nullopt;
        c.kind = Condition::Kind::NoneOnBattlefield;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // Threshold's condition (an ability word, 207.2c): "seven or more cards are in your graveyard".
    static const QRegularExpression graveyard(QStringLiteral("^(\\w+) or more cards are in your graveyard$"));
    if (const auto m = graveyard.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n)
            return std::nullopt;
        c.kind = Condition::Kind::CardsInGraveyardAtLeast;
        c.n = *n;
        return c;
    }
    // "enchanted creature is blue", "equipped creature is a Human": what the permanent it is attached
    // to is (AttachedIs); its subject is then "it".
    // "enchanted land is a basic Mountain": a supertype and a land type.
    static const QRegularExpression attachedIs(QStringLiteral(
        "^(?:enchanted|equipped) (?:creature|permanent|land) is (?:an? (basic )?([A-Z]\\w+)|(white|blue|black|red|green))$"));
    if (const auto m = attachedIs.match(text); m.hasMatch()) {
        Selector filter;
        if (!m.captured(1).isEmpty())
            filter.supertypes = quint8(Supertype::Basic);
        if (!m.captured(2).isEmpty()) {
            bool plural = false;
            const SubtypeId id = subtypeFromWord(m.captured(2), &plural);
            if (!id || plural)
                return std::nullopt;
            filter.subtypes << id;
        } else {
            filter.colors.add(*colorFromName(m.captured(3)));
        }
        c.kind = Condition::Kind::AttachedIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        return c;
    }
    // Bladed Bracers: "equipped creature is a Human or an Angel": either subtype (a union).
    static const QRegularExpression attachedEither(QStringLiteral(
        "^(?:enchanted|equipped) (?:creature|permanent) is an? ([A-Z]\\w+) or an? ([A-Z]\\w+)$"));
    if (const auto m = attachedEither.match(text); m.hasMatch()) {
        const auto any = eitherSubtype(m.captured(1), m.captured(2));
        if (!any)
            return std::nullopt;
        c.kind = Condition::Kind::AttachedIs;
        c.filter = QSharedPointer<Selector>::create(*any);
        return c;
    }
    // "equipped creature is legendary", "equipped creature is untapped": a quality or status of it.
    static const QRegularExpression attachedQuality(
        QStringLiteral("^(?:enchanted|equipped) creature is (legendary|tapped|untapped|attacking|blocking)$"));
    if (const auto m = attachedQuality.match(text); m.hasMatch()) {
        Selector filter;
        if (m.captured(1) == QLatin1String("legendary"))
            filter.supertypes = quint8(Supertype::Legendary);
        else if (m.captured(1) == QLatin1String("attacking"))
            filter.attacking = true;
        else if (m.captured(1) == QLatin1String("blocking"))
            filter.blocking = true;
        else
            filter.tapped = m.captured(1) == QLatin1String("tapped");
        c.kind = Condition::Kind::AttachedIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        return c;
    }
    // "~ is equipped", "~ is enchanted": an Equipment or an Aura is attached to it (301.5, 303.4).
    static const QRegularExpression selfAttached(QStringLiteral("^~ is (equipped|enchanted)$"));
    if (const auto m = selfAttached.match(text); m.hasMatch()) {
        Selector filter;
        (m.captured(1) == QLatin1String("equipped") ? filter.equipped : filter.enchanted) = true;
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        return c;
    }
    // Bloodfire Enforcers: "an instant card and a sorcery card are in your graveyard": one of each kind
    // there, both conditions at once (GraveyardHas, and GraveyardHas).
    static const QRegularExpression graveyardBoth(
        QStringLiteral("^(an? .+ card) and (an? .+ card) are in your graveyard$"));
    if (const auto m = graveyardBoth.match(text); m.hasMatch()) {
        auto first = condition(m.captured(1) + QStringLiteral(" is in your graveyard"));
        const auto second = condition(m.captured(2) + QStringLiteral(" is in your graveyard"));
        if (!first || !second || first->kind != Condition::Kind::GraveyardHas
            || second->kind != Condition::Kind::GraveyardHas)
            return std::nullopt;
        first->also = QSharedPointer<Condition>::create(*second);
        return first;
    }
    // "a Warrior card is in your graveyard", "there is a Desert card in your graveyard", "an artifact card
    // is in your graveyard": one or more cards of that kind there (GraveyardHas).
    static const QRegularExpression graveyardHas(QStringLiteral(
        "^(?:an? (.+) card is in your graveyard|there is an? (.+) card in your graveyard)$"));
    if (const auto m = graveyardHas.match(text); m.hasMatch()) {
        const QString kind = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        bool plural = false;
        auto filter = objects(kind + QStringLiteral(" permanent"), &plural);
        if (!filter || plural || filter->isRef() || filter->other || filter->controller != Selector::Who::Any
            || filter->tapped || filter->attacking || !filter->hasKeyword.isEmpty() || !filter->anyOf.isEmpty())
            return std::nullopt;
        filter->word = QStringLiteral("card");
        filter->where = Selector::Where::Specific;
        filter->zone = Zone::Graveyard;
        filter->ownerYou = true;
        c.kind = Condition::Kind::GraveyardHas;
        c.n = 1;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    if (text == QLatin1String("there are no cards in your graveyard")) {
        c.kind = Condition::Kind::GraveyardEmpty;
        return c;
    }
    // "any player controls a black permanent", whoever controls it.
    // Wirecat: "an enchantment is on the battlefield" says the same, whoever controls it.
    static const QRegularExpression anyPlayer(QStringLiteral("^(?:any player controls an? (.+)|an? (.+) is on the battlefield)$"));
    if (const auto m = anyPlayer.match(text); m.hasMatch()) {
        bool plural = true;
        const auto filter = objects(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1), &plural);
        if (!filter || plural || filter->isRef() || filter->other || filter->controller != Selector::Who::Any)
            return std::nullopt;
        c.kind = Condition::Kind::AnyPlayerControls;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    // "it's attacking", "~ is untapped": the object's own status (its subject must be ~ itself).
    static const QRegularExpression selfStatus(QStringLiteral("^(?:it's|~ is) (attacking|tapped|untapped)$"));
    if (const auto m = selfStatus.match(text); m.hasMatch()) {
        Selector filter;
        if (m.captured(1) == QLatin1String("attacking"))
            filter.attacking = true;
        else
            filter.tapped = m.captured(1) == QLatin1String("tapped");
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        return c;
    }
    // Round 27: Greenhilt Trainee's "Activate only if ~'s power is 4 or greater": its power now (208.3).
    static const QRegularExpression selfPower(QStringLiteral("^~'s power is (\\d+) or greater$"));
    if (const auto m = selfPower.match(text); m.hasMatch()) {
        Selector filter;
        filter.powerAtLeast = m.captured(1).toInt();
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        return c;
    }
    // Foriysian Totem: "~ is a creature" (an artifact its own ability animates): its type now (611.3a);
    // round 30, "If ~ isn't a creature, it becomes a 3/3 Angel creature …" (Answered Prayers).
    if (text == QLatin1String("~ is a creature") || text == QLatin1String("~ isn't a creature")) {
        Selector filter;
        filter.types = quint16(CardType::Creature);
        c.kind = Condition::Kind::SelfIs;
        c.filter = QSharedPointer<Selector>::create(filter);
        c.negated = text.contains(QLatin1String("isn't"));
        return c;
    }
    // "it has a +1/+1 counter on it", "~ has three or more quest counters on it": counters on the object
    // itself (its subject must be ~, as for SelfIs).
    static const QRegularExpression counters(
        QStringLiteral("^(?:it|~) has (an?|(\\w+) or more) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? on it$"));
    if (const auto m = counters.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(2).isEmpty() ? m.captured(1) : m.captured(2));
        const bool one = m.captured(2).isEmpty();   // "a … counter", else "N or more … counters"
        if (!n || *n < 1 || one != text.contains(QLatin1String(" counter on ")))
            return std::nullopt;
        c.kind = Condition::Kind::SelfCountersAtLeast;
        c.n = *n;
        c.counterKind = m.captured(3);
        return c;
    }
    // "there is exactly one tide counter on ~", "there are exactly three tide counters on ~" (Homarid)
    static const QRegularExpression exactly(
        QStringLiteral("^there (is|are) exactly (\\w+) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? on ~$"));
    if (const auto m = exactly.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(2));
        if (!n || *n < 1 || (*n == 1) != (m.captured(1) == QLatin1String("is")))
            return std::nullopt;
        c.kind = Condition::Kind::SelfCountersAtLeast;
        c.n = *n;
        c.atMost = *n;
        c.counterKind = m.captured(3);
        return c;
    }
    // Delirium's condition (207.2c): "there are four or more card types among cards in your graveyard".
    static const QRegularExpression cardTypes(
        QStringLiteral("^there are (\\w+) or more card types (?:among cards )?in your graveyard$"));
    if (const auto m = cardTypes.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n)
            return std::nullopt;
        c.kind = Condition::Kind::CardTypesInGraveyardAtLeast;
        c.n = *n;
        return c;
    }
    if (text == QLatin1String("you have no cards in hand")) {
        c.kind = Condition::Kind::HandEmpty;
        return c;
    }
    // Round 28, Lupine Prototype: "a player has no cards in hand", any player of the game (who "any_player").
    if (text == QLatin1String("a player has no cards in hand")) {
        c.kind = Condition::Kind::HandEmpty;
        c.who = QStringLiteral("any_player");
        return c;
    }
    static const QRegularExpression life(QStringLiteral("^you have (\\d+) or (more|less) life$"));
    if (const auto m = life.match(text); m.hasMatch()) {
        c.kind = m.captured(2) == QLatin1String("more") ? Condition::Kind::LifeAtLeast : Condition::Kind::LifeAtMost;
        c.n = m.captured(1).toInt();
        return c;
    }
    // "an opponent controls a nonbasic land", "no opponent controls a white or blue creature".
    static const QRegularExpression opponent(QStringLiteral("^(an|no) opponent controls an? (.+)$"));
    if (const auto m = opponent.match(text); m.hasMatch()) {
        bool plural = true;
        auto filter = objects(m.captured(2), &plural);
        const bool read = filter && !plural && !filter->isRef() && !filter->other && filter->controller == Selector::Who::Any;
        // "an opponent controls a Forest and you control an Island" (Submerge): two conditions, read below
        if (!read && !text.contains(QLatin1String(" and ")))
            return std::nullopt;
        if (read) {
            const bool none = m.captured(1) == QLatin1String("no");
            if (none)
                filter->controller = Selector::Who::Opponent;
            c.kind = none ? Condition::Kind::NoneOnBattlefield : Condition::Kind::OpponentControls;
            c.filter = QSharedPointer<Selector>::create(*filter);
            return c;
        }
    }
    // "an opponent controls seven or more lands" (Avatar of Fury, Walking Dream, Tectonic Edge): one
    // opponent controls n or more objects of the set.
    static const QRegularExpression opponentMany(QStringLiteral("^an opponent controls (\\w+) or more (.+)$"));
    if (const auto m = opponentMany.match(text); m.hasMatch()) {
        bool plural = false;
        const auto n = numberWord(m.captured(1));
        const auto filter = objects(m.captured(2), &plural);
        if (!n || *n < 2 || !filter || !plural || filter->isRef() || filter->other
            || filter->controller != Selector::Who::Any || !filter->anyOf.isEmpty())
            return std::nullopt;
        c.kind = Condition::Kind::OpponentControls;
        c.n = *n;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    static const QRegularExpression opponentLife(QStringLiteral("^an opponent has (\\d+) or less life$"));
    if (const auto m = opponentLife.match(text); m.hasMatch()) {
        c.kind = Condition::Kind::OpponentLifeAtMost;
        c.n = m.captured(1).toInt();
        return c;
    }
    static const QRegularExpression hand(QStringLiteral("^you have (\\w+) or (more|fewer) cards in hand$"));
    if (const auto m = hand.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n)
            return std::nullopt;
        c.kind = m.captured(2) == QLatin1String("more") ? Condition::Kind::HandAtLeast : Condition::Kind::HandAtMost;
        c.n = *n;
        return c;
    }
    // Library of Alexandria: "you have exactly seven cards in hand", seven or more and seven or fewer.
    static const QRegularExpression exactHand(QStringLiteral("^you have exactly (\\w+) cards in hand$"));
    if (const auto m = exactHand.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n || *n < 2)
            return std::nullopt;
        c.kind = Condition::Kind::HandAtLeast;
        c.n = *n;
        Condition most;
        most.kind = Condition::Kind::HandAtMost;
        most.n = *n;
        c.also = QSharedPointer<Condition>::create(most);
        return c;
    }
    static const QRegularExpression none(QStringLiteral("^you control no (.+)$"));
    if (const auto m = none.match(text); m.hasMatch()) {
        bool plural = false;
        const auto filter = objects(m.captured(1), &plural);
        // Round 29: "you control no other permanents and you have no cards in hand" (Barren Glory): two
        // conditions, read below
        if ((!filter || !plural) && !text.contains(QLatin1String(" and ")))
            return std::nullopt;
        if (filter && plural) {
            c.kind = Condition::Kind::YouControlNone;
            c.filter = QSharedPointer<Selector>::create(*filter);
            return c;
        }
    }
    // Liu Bei: "you control a permanent named Guan Yu, Sainted Warrior or a permanent named Zhang Fei,
    // Fierce Warrior": either named permanent (a union); a name may hold a comma (201.2).
    static const QRegularExpression eitherNamed(
        QStringLiteral("^you control an? ([a-z]+) named ([A-Z][^\"]+?) or an? ([a-z]+) named ([A-Z][^\"]+)$"));
    if (const auto m = eitherNamed.match(text); m.hasMatch()) {
        Selector either;
        for (int i : {1, 3}) {
            bool plural = true;
            auto one = objects(m.captured(i), &plural);
            if (!one || plural || one->isRef() || one->controller != Selector::Who::Any || !one->named.isEmpty()
                || m.captured(i + 1).contains(QLatin1String(" named ")))
                return std::nullopt;
            one->named = m.captured(i + 1);
            either.anyOf << *one;
        }
        c.kind = Condition::Kind::YouControlAtLeast;
        c.n = 1;
        c.filter = QSharedPointer<Selector>::create(either);
        return c;
    }
    // Round 31, Urza's Power Plant: "you control an Urza's Mine and an Urza's Tower": one of each, both
    // conditions at once (YouControlAtLeast, and YouControlAtLeast), as Bloodfire Enforcers' graveyard.
    static const QRegularExpression controlBoth(QStringLiteral("^you control (an? [^,]+?) and (an? [^,]+)$"));
    if (const auto m = controlBoth.match(text); m.hasMatch()) {
        auto first = condition(QStringLiteral("you control ") + m.captured(1));
        const auto second = condition(QStringLiteral("you control ") + m.captured(2));
        const auto one = [](const std::optional<Condition>& k) {
            return k && k->kind == Condition::Kind::YouControlAtLeast && k->n == 1 && !k->also && !k->orElse && !k->negated
                && k->filter && k->filter->anyOf.isEmpty() && !k->filter->other;
        };
        if (one(first) && one(second)) {
            first->also = QSharedPointer<Condition>::create(*second);
            return first;
        }
    }
    // Scepter of Empires: "you control artifacts named Crown of Empires and Throne of Empires": one of each
    // name (201.2), the same two conditions.
    static const QRegularExpression namedBoth(QStringLiteral("^you control ([a-z]+s) named ([A-Z][^,]+?) and ([A-Z][^,]+)$"));
    if (const auto m = namedBoth.match(text); m.hasMatch()) {
        auto first = condition(QStringLiteral("you control a %1 named %2").arg(m.captured(1).chopped(1), m.captured(2)));
        const auto second = condition(QStringLiteral("you control a %1 named %2").arg(m.captured(1).chopped(1), m.captured(3)));
        if (first && second && first->kind == Condition::Kind::YouControlAtLeast && second->kind == Condition::Kind::YouControlAtLeast
            && first->n == 1 && second->n == 1 && first->filter && second->filter && !first->filter->named.isEmpty()
            && !second->filter->named.isEmpty() && !first->also && !second->also && !first->negated && !second->negated) {
            first->also = QSharedPointer<Condition>::create(*second);
            return first;
        }
    }
    // "you control a Forest", "you control another Goblin", "you control three or more artifacts".
    // "you control at least three other snow permanents" is "three or more" (Ice-Fang Coatl).
    static const QRegularExpression control(
        QStringLiteral("^you control (an?|another|(\\w+) or more|at least (\\w+)) (.+)$"));
    if (auto m = control.match(text); m.hasMatch()) {
        if (!m.captured(3).isEmpty())
            m = control.match(QStringLiteral("you control %1 or more %2").arg(m.captured(3), m.captured(4)));
        const bool another = m.captured(1) == QLatin1String("another");
        const std::optional<int> n = another ? 1 : numberWord(m.captured(2).isEmpty() ? m.captured(1) : m.captured(2));
        bool plural = false;
        auto filter = objects(m.captured(4), &plural);
        // "two or more Plains" (the Hedge-Mages): a subtype that is its own plural is read as the count says.
        if (filter && filter->subtypes.size() == 1 && ownPluralSubtype(filter->subtypes.first()))
            plural = !m.captured(2).isEmpty();
        if (!n || !filter || plural != !m.captured(2).isEmpty() || filter->controller != Selector::Who::Any)
            return std::nullopt;
        filter->other = filter->other || another;   // "another Goblin", "three or more other snow permanents"
        c.kind = Condition::Kind::YouControlAtLeast;
        c.n = *n;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    return moreCondition(text);
}

// "~ gets +1/+1 as long as you control a Forest." and "As long as …, ~ …": a static ability that
// applies only while its condition holds (611.3a).
AbilityPtr OracleParser::conditionalStatic(const QString& sentence) const
{
    // "Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3.": the second
    // sentence applies while the first one's condition does not hold.
    static const QRegularExpression otherwise(QStringLiteral("^(.+?\\.) Otherwise, it (.+?)\\.?$"));
    if (const auto m = otherwise.match(sentence); m.hasMatch())
        return withOtherwise(m.captured(1), m.captured(2));
    if (AbilityPtr pair = turnPairStatic(sentence))   // OracleMoreConditions.cpp
        return pair;
    if (AbilityPtr own = eachPlayersOwnStatic(sentence, [this](const QString& s) { return staticAbility(s); }))
        return own;   // round 35: OracleEachPlayersStatic.cpp
    if (AbilityPtr held = attachedCounterStatic(sentence, [this](const QString& s) { return staticAbility(s); }))
        return held;   // round 39, Venarian Gold: OracleAttachedCounterStatic.cpp
    static const QRegularExpression leading(QStringLiteral("^As long as ([^,]+), (.+)$"));
    static const QRegularExpression trailing(QStringLiteral("^(.+) as long as ([^,]+)$"));
    // A condition naming cards, whose names may hold commas: "… as long as you control a permanent named …".
    static const QRegularExpression trailingNamed(QStringLiteral("^([^,]+) as long as (you control [^,]+ named .+)$"));
    QString s = sentence;
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    // "~ doesn't untap during your untap step if it has a depletion counter on it" (Lava Tubes): "if"
    // here says "as long as" (611.3a), checked in each untap step.
    static const QRegularExpression untapIf(
        QStringLiteral("^(~ doesn't untap during your untap step) if (it has an? [a-z]+ counter on it)$"));
    // "Enchanted creature can't block if it's black" (Hobble), "~ can't attack or block if an enchantment
    // is on the battlefield" (Wirecat): a restriction's "if" says "as long as" too (611.3a). "if defending
    // player controls …" is a rule of its own (508.1c, OracleBlockRules.cpp).
    static const QRegularExpression restrictionIf(QStringLiteral(
        "^((?:~|Enchanted creature) (?:can't (?:attack|block|be blocked)|doesn't untap during)[^,]*?) if "
        "(?!defending player )([^,]+)$"));
    QString effect, cond;
    if (const auto m = untapIf.match(s); m.hasMatch()) {
        effect = m.captured(1);
        cond = m.captured(2);
    } else if (const auto r = restrictionIf.match(s); r.hasMatch()) {
        effect = r.captured(1);
        cond = r.captured(2);
    } else if (const auto m = leading.match(s); m.hasMatch()) {
        cond = m.captured(1);
        effect = m.captured(2);
        effect[0] = effect[0].toUpper();
    } else if (const auto m2 = trailing.match(s); m2.hasMatch()) {
        effect = m2.captured(1);
        cond = m2.captured(2);
    } else if (const auto m3 = trailingNamed.match(s); m3.hasMatch()) {
        effect = m3.captured(1);
        cond = m3.captured(2);
    } else {
        return nullptr;
    }
    // "Enchanted creature gets +1/+2 as long as it's white", "… has shroud as long as it's untapped":
    // "it" is the enchanted creature, not the Aura.
    static const QRegularExpression attachedSubject(
        QStringLiteral("^((?:Enchanted|Equipped) (?:creature|permanent)) "));
    if (const auto m = attachedSubject.match(effect); m.hasMatch() && cond.startsWith(QLatin1String("it's "))
        && !cond.endsWith(QLatin1String(" turn")))
        cond = m.captured(1).toLower() + QStringLiteral(" is ") + cond.mid(5);
    // Drownyard Behemoth: "~ has hexproof as long as it entered the battlefield this turn": "it" is ~.
    if (effect.startsWith(QLatin1String("~ ")) && cond.startsWith(QLatin1String("it entered ")))
        cond = QStringLiteral("~") + cond.mid(2);
    // Depala: "Each Vehicle you control gets +1/+1 as long as it's a creature": "it" is each object of
    // the set, so the set is the Vehicle creatures you control (a static's set is found anew as it
    // applies, 611.3a), with no condition of the source.
    if (cond == QLatin1String("it's a creature") && effect.startsWith(QLatin1String("Each "))) {
        const AbilityPtr plain = staticAbility(effect);
        if (!plain || plain->cda || plain->condition || plain->ops.isEmpty() || !plain->affects
            || plain->affects->isRef() || !plain->affects->anyOf.isEmpty()
            || plain->affects->where != Selector::Where::Battlefield
            || (plain->affects->types & quint16(CardType::Creature)) || plain->affects->subtypes.isEmpty())
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*plain);
        auto set = QSharedPointer<Selector>::create(*a->affects);
        set->types |= quint16(CardType::Creature);
        a->affects = set;
        a->finalize();
        return a;
    }
    const std::optional<Condition> c = condition(cond);
    if (!c)
        return nullptr;
    // "it gets an additional +1/+0", "White creatures get an additional +1/+1" (Divine Sacrament):
    // "additional" says the bonus adds to the card's other one.
    static const QRegularExpression additional(QStringLiteral(" (gets?) an additional "));
    effect.replace(additional, QStringLiteral(" \\1 "));
    // Tendershoot Dryad: "Saprolings you control have +2/+2" is "get +2/+2".
    static const QRegularExpression haveBonus(QStringLiteral(" have (?=[+-]\\d+/[+-]\\d+$)"));
    effect.replace(haveBonus, QStringLiteral(" get "));
    // "~ gets +1/+0 as long as it's attacking", "As long as ~ is untapped, it gets +0/+2": the
    // status of the object itself (SelfIs).
    // "As long as ~ has seven or more quest counters on it, creatures you control get +1/+1": counters
    // on the source, whatever the subject.
    // "As long as ~ is untapped, noncreature artifacts have shroud": the source's status, any subject.
    const bool selfStatus = c->kind == Condition::Kind::SelfIs && c->filter;
    if ((c->kind == Condition::Kind::SelfCountersAtLeast || selfStatus) && !effect.startsWith(QLatin1String("It "))
        && !effect.startsWith(QLatin1String("It's ")) && (cond.startsWith(QLatin1String("~ ")) || cond.startsWith(QLatin1String("there ")))) {
        // Round 27: a rule of the source's own under the condition, "As long as ~ is untapped, creatures
        // can't attack you or a planeswalker you control unless …" (Archangel of Tithes).
        AbilityPtr plain = staticAbility(effect);
        if (!plain)
            plain = objectRule(effect + QLatin1Char('.'));
        if (!plain || plain->cda || plain->condition || plain->ops.isEmpty() || !plain->affects)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*plain);
        a->condition = *c;
        a->finalize();
        return a;
    }
    if (c->kind == Condition::Kind::SelfIs || c->kind == Condition::Kind::SelfCountersAtLeast) {
        if (effect.startsWith(QLatin1String("It ")))
            effect = QStringLiteral("~") + effect.mid(2);
        else if (effect.startsWith(QLatin1String("It's ")))   // Arixmethes: "it's a land"
            effect = QStringLiteral("~ is ") + effect.mid(5);
        const AbilityPtr plain = staticAbility(effect);
        if (!plain || plain->cda || plain->condition || plain->ops.isEmpty() || !plain->affects
            || plain->affects->ref != Selector::Ref::Self)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*plain);
        a->condition = *c;
        a->finalize();
        return a;
    }
    // "As long as enchanted creature is blue, it gets +1/+1": "it" is the permanent the condition names.
    // "As long as equipped creature is untapped, untapped creatures you control get +0/+2": another subject.
    // Animate Artifact: "As long as enchanted artifact isn't a creature, it's an artifact creature …"; round 37,
    // Siege Modification: "As long as enchanted permanent is a Vehicle, it's a creature in addition to …".
    if (c->kind == Condition::Kind::AttachedIs && effect.startsWith(QLatin1String("It's ")))
        effect = QStringLiteral("It is ") + effect.mid(5);
    if (c->kind == Condition::Kind::AttachedIs && effect.startsWith(QLatin1String("It "))) {
        effect = cond.section(QLatin1Char(' '), 0, 1) + effect.mid(2);
        effect[0] = effect[0].toUpper();
    }
    // "As long as another Aura is attached to enchanted creature, it has first strike": "it" is that creature.
    if (c->kind == Condition::Kind::AnotherAuraOnAttached && effect.startsWith(QLatin1String("It ")))
        effect = QStringLiteral("Enchanted creature") + effect.mid(2);
    // "As long as ~ is monstrous, it has menace": "it" is ~.
    if (cond.startsWith(QLatin1String("~ is ")) && effect.startsWith(QLatin1String("It ")))
        effect = QStringLiteral("~") + effect.mid(2);
    if (c->kind == Condition::Kind::Paired)
        return pairedStatic(effect, *c);
    if (c->kind == Condition::Kind::YouControlAtLeast && c->atMost == 1 && c->n == 1)
        return onlyOneStatic(effect, *c);
    const AbilityPtr plain = staticAbility(effect);
    if (!plain || plain->cda || plain->condition || plain->ops.isEmpty())
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*plain);
    a->condition = *c;
    a->finalize();
    return a;
}

// The first sentence of "… as long as …. Otherwise, it …" and what follows "it": its subject is the
// first sentence's object (the enchanted creature or ~ itself).
AbilityPtr OracleParser::withOtherwise(const QString& first, const QString& rest) const
{
    const AbilityPtr main = conditionalStatic(first);
    if (!main || !main->condition || main->condition->negated || main->condition->also || !main->affects)
        return nullptr;
    QString subject;
    if (main->affects->ref == Selector::Ref::Attached)
        subject = first.section(QLatin1Char(' '), 0, 1);   // "Enchanted creature"
    else if (main->affects->ref == Selector::Ref::Self)
        subject = QStringLiteral("~");
    else
        return nullptr;
    const AbilityPtr plain = staticAbility(subject + QLatin1Char(' ') + rest);
    if (!plain || plain->cda || plain->condition || plain->ops.isEmpty() || !plain->affects
        || plain->affects->ref != main->affects->ref)
        return nullptr;
    auto other = QSharedPointer<AbilityDef>::create(*plain);
    other->condition = *main->condition;
    other->condition->negated = true;
    other->finalize();
    auto a = QSharedPointer<AbilityDef>::create(*main);
    a->otherwise = other;
    a->finalize();
    return a;
}

}   // namespace strata::import
