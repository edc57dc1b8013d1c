#include "OracleCastRestrictions.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The kinds of spell a restriction names before "spells": none (every spell), a card type, "non" a
// card type, or "instant or sorcery" (205.2a: one of the types).
std::optional<Selector> spellsOfKind(const QString& kind)
{
    Selector spells;
    spells.where = Selector::Where::Any;
    spells.word = QStringLiteral("spell");
    if (kind.isEmpty())
        return spells;
    if (kind == QLatin1String("instant or sorcery")) {
        spells.anyTypes = quint16(CardType::Instant) | quint16(CardType::Sorcery);
        return spells;
    }
    const bool non = kind.startsWith(QLatin1String("non"));
    QString name = non ? kind.mid(3) : kind;
    if (name.isEmpty())
        return std::nullopt;
    name[0] = name[0].toUpper();
    const std::optional<CardType> t = cardTypeFromName(name);
    if (!t || *t == CardType::Land)   // 305.1: a land is played, never cast
        return std::nullopt;
    (non ? spells.notTypes : spells.types) = quint16(*t);
    return spells;
}

// The rule CantBeCast as the holder's static ability: `spells` names the spells and whose they are.
AbilityPtr cantBeCastRule(const Selector& spells)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    a->affects = QSharedPointer<Selector>::create();
    a->affects->ref = Selector::Ref::Self;   // the rule's holder: the filter says whose spells
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = RuleName::CantBeCast;
    op.filter = QSharedPointer<Selector>::create(spells);
    a->ops << op;
    a->finalize();
    return a;
}

// Round 38, Gaddock Teeg: "Noncreature spells with converted mana cost 4 or greater can't be cast." No player
// may cast them (601.3); their mana value is counted as they are cast (202.3). Round 45, its second sentence:
// "Noncreature spells with {X} in their mana costs can't be cast." (107.3: the printed cost holds {X}).
AbilityPtr passiveCastRestriction(const QString& s)
{
    static const QRegularExpression rule(QStringLiteral(
        "^((?:[A-Za-z]+|Instant or sorcery) )?[Ss]pells with (?:(?:converted mana cost|mana value) (\\d+) or greater|"
        "(\\{X\\} in their mana costs)) can't be cast\\.?$"));
    const auto m = rule.match(s);
    if (!m.hasMatch())
        return nullptr;
    std::optional<Selector> spells = spellsOfKind(m.captured(1).trimmed().toLower());
    if (!spells)
        return nullptr;
    if (!m.captured(3).isEmpty())
        spells->xInManaCost = true;
    else
        spells->manaValueAtLeast = m.captured(2).toInt();
    return cantBeCastRule(*spells);
}

}   // namespace

AbilityPtr staticCastRestriction(const QString& s)
{
    static const QRegularExpression rule(QStringLiteral(
        "^(Your opponents|You|Players|Defending player|Enchanted creature's controller) can't cast "
        "(?:([a-z]+|instant or sorcery) )?spells( of the chosen color| of the chosen type)?"
        "(?: with (?:converted mana cost|mana value) (\\d+) or less)?\\.?$"));
    const auto m = rule.match(s);
    std::optional<Selector> spells = m.hasMatch() ? spellsOfKind(m.captured(2)) : std::nullopt;
    if (!spells)
        return passiveCastRestriction(s);
    const QString who = m.captured(1);
    if (who == QLatin1String("Your opponents"))
        spells->controller = Selector::Who::Opponent;
    else if (who == QLatin1String("You"))
        spells->controller = Selector::Who::You;
    else if (who == QLatin1String("Defending player"))   // the player the source attacks (506.2)
        spells->whose = QStringLiteral("defending_player");
    else if (who != QLatin1String("Players"))   // the controller of the creature the Aura enchants (303.4)
        spells->whose = QStringLiteral("controller_of_attached");
    spells->colorChosen = m.captured(3) == QLatin1String(" of the chosen color");   // chosen as the source entered (Iona)
    // Round 36, Archon of Valor's Reach: the card type chosen as the source entered (ChoiceKind::CardType).
    spells->cardTypeChosen = m.captured(3) == QLatin1String(" of the chosen type");
    if (spells->cardTypeChosen && !m.captured(2).isEmpty())
        return nullptr;
    if (!m.captured(4).isEmpty())   // Brisela: "with mana value 3 or less" (202.3)
        spells->manaValueAtMost = m.captured(4).toInt();
    return cantBeCastRule(*spells);
}

bool castRestrictionThisTurn(const QString& s, const TargetReader& target, Action* a, AbilityDef* into)
{
    static const QRegularExpression rule(QStringLiteral(
        "^(your opponents|target player|target opponent|defending player) can't cast "
        "(?:([a-z]+|instant or sorcery) )?spells this turn$"));
    // Round 41: "Target player can't play lands this turn" (Turf Wound; 305.2, 101.2): the player's rule until the
    // turn ends, its filter the land cards of the target player, whichever zone they would be played from.
    if (s == QLatin1String("target player can't play lands this turn")) {
        Selector::Ref r;
        if (!target(QStringLiteral("target player"), into, &r) || r != Selector::Ref::Target)
            return false;
        Selector lands;
        lands.where = Selector::Where::Any;
        lands.types = quint16(CardType::Land);
        lands.whose = QStringLiteral("target_player");
        Op op;
        op.kind = Op::Kind::PlayerRule;
        op.rule = RuleName::CantPlayLands;
        op.filter = QSharedPointer<Selector>::create(lands);
        Selector self;
        self.ref = Selector::Ref::Self;   // a player's rule: the filter says whose lands
        untilEndOfTurn(self, op, a);
        return true;
    }
    const auto m = rule.match(s);
    if (!m.hasMatch())
        return false;
    std::optional<Selector> spells = spellsOfKind(m.captured(2));
    if (!spells)
        return false;
    const QString who = m.captured(1);
    if (who == QLatin1String("your opponents")) {
        spells->controller = Selector::Who::Opponent;
    } else if (who == QLatin1String("defending player")) {
        spells->whose = QStringLiteral("defending_player");   // fixed as the ability resolves (508.5a)
    } else {
        Selector::Ref r;
        if (!target(who, into, &r) || r != Selector::Ref::Target)
            return false;
        spells->whose = QStringLiteral("target_player");
    }
    Op op;
    op.kind = Op::Kind::PlayerRule;
    op.rule = RuleName::CantBeCast;
    op.filter = QSharedPointer<Selector>::create(*spells);
    Selector self;
    self.ref = Selector::Ref::Self;   // a player's rule: the filter says whose spells
    untilEndOfTurn(self, op, a);
    return true;
}

}   // namespace strata::import
