#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// What follows "unless" (614.1c, 508.1c, 509.1c): a condition the engine checks, negated. Only the
// conditions of the model are read, so the writer can say the same words back after "unless".
std::optional<Condition> OracleParser::unlessCondition(const QString& text) const
{
    std::optional<Condition> c;
    // Bountiful Promenade: "you have two or more opponents".
    static const QRegularExpression opponents(QStringLiteral("^you have (\\w+) or more opponents$"));
    // "there are seven or more cards in your graveyard" is threshold's "… cards are in your graveyard".
    static const QRegularExpression graveyard(QStringLiteral("^there are (\\w+) or more cards in your graveyard$"));
    // Glacial Crasher: "there is a Mountain on the battlefield" is one there, whoever controls it.
    static const QRegularExpression thereIs(QStringLiteral("^there is (an? .+) on the battlefield$"));
    if (const auto m = opponents.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n || *n < 1)
            return std::nullopt;
        c = Condition();
        c->kind = Condition::Kind::OpponentsAtLeast;
        c->n = *n;
    } else if (const auto g = graveyard.match(text); g.hasMatch()) {
        c = condition(QStringLiteral("%1 or more cards are in your graveyard").arg(g.captured(1)));
    } else if (const auto t = thereIs.match(text); t.hasMatch()) {
        c = condition(QStringLiteral("any player controls ") + t.captured(1));
    } else if (auto either = controlEither(text)) {
        c = either;
    } else {
        c = condition(text);
    }
    // Round 26: "unless defending player controls …" (Ronom Serpent) is asked before the source attacks,
    // when it has no defending player yet: not read.
    if (!c || c->negated || (!c->who.isEmpty() && c->who != QLatin1String("any_player")))
        return std::nullopt;
    c->negated = true;
    return c;
}

// "~ enters tapped unless …" (614.1c) as the condition under which it enters tapped: "unless you
// control a Forest" is "if you control no Forests", "unless you control two or fewer other lands" is
// "if you control three or more other lands"; any other condition the model holds is negated
// ("unless you control two or more basic lands", "unless you have two or more opponents").
std::optional<Condition> OracleParser::entersTappedUnless(const QString& s) const
{
    static const QRegularExpression unless(QStringLiteral("^~ enters tapped unless (.+)$"));
    const auto m = unless.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    static const QRegularExpression fewer(QStringLiteral("^you control (\\w+) or fewer (other )?(.+)$"));
    if (const auto f = fewer.match(m.captured(1)); f.hasMatch()) {
        const std::optional<int> n = numberWord(f.captured(1));
        bool plural = false;
        auto filter = objects(f.captured(3), &plural);
        if (!n || !filter || !plural || filter->controller != Selector::Who::Any)
            return std::nullopt;
        filter->other = !f.captured(2).isEmpty();
        Condition c;
        c.kind = Condition::Kind::YouControlAtLeast;
        c.n = *n + 1;
        c.filter = QSharedPointer<Selector>::create(*filter);
        return c;
    }
    auto c = condition(m.captured(1));
    if (c && c->kind == Condition::Kind::YouControlAtLeast && c->n == 1 && c->filter && !c->filter->other) {
        c->kind = Condition::Kind::YouControlNone;
        return c;
    }
    return unlessCondition(m.captured(1));
}

// Check lands and War Falcon: "you control a Mountain or a Plains", "you control a Knight or a Soldier":
// one or more permanents of either subtype (a union the writer names "a Mountain or a Plains").
std::optional<Condition> OracleParser::controlEither(const QString& text) const
{
    // Howlpack Wolf: "you control another Wolf or Werewolf": either subtype, other than the source.
    static const QRegularExpression either(
        QStringLiteral("^you control (?:an? ([A-Z]\\w+) or an? ([A-Z]\\w+)|another ([A-Z]\\w+) or ([A-Z]\\w+))$"));
    const auto m = either.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const bool another = !m.captured(3).isEmpty();
    auto any = another ? eitherSubtype(m.captured(3), m.captured(4)) : eitherSubtype(m.captured(1), m.captured(2));
    if (!any)
        return std::nullopt;
    for (Selector& part : any->anyOf)
        part.other = another;
    Condition c;
    c.kind = Condition::Kind::YouControlAtLeast;
    c.n = 1;
    c.filter = QSharedPointer<Selector>::create(*any);
    return c;
}

std::optional<Selector> eitherSubtype(const QString& first, const QString& second)
{
    Selector any;
    for (const QString& word : {first, second}) {
        bool plural = false;
        const SubtypeId id = subtypeFromWord(word, &plural);
        if (!id || plural)
            return std::nullopt;
        Selector one;
        one.subtypes << id;
        any.anyOf << one;
    }
    return any;
}

// "~ can't attack unless you control an artifact", "~ can't attack or block unless you have one or
// fewer cards in hand", "~ attacks each combat if able unless …": a static ability whose rules apply
// while its condition does not hold (508.1c, 509.1c). Only rules: "gets +3/+3 unless …" is a layer
// effect, which the "as long as" statics read.
AbilityPtr OracleParser::unlessStatic(const QString& sentence) const
{
    static const QRegularExpression unless(QStringLiteral("^(.+?) unless ([^,]+?)\\.?$"));
    const auto m = unless.match(sentence);
    if (!m.hasMatch())
        return nullptr;
    QString cond = m.captured(2);
    // "~ can't attack or block unless it's equipped": "it" is ~ itself.
    if (cond.startsWith(QLatin1String("it's ")) && m.captured(1).startsWith(QLatin1String("~ ")))
        cond = QStringLiteral("~ is ") + cond.mid(5);
    auto c = unlessCondition(cond);
    if (!c)
        return nullptr;
    const AbilityPtr plain = staticAbility(m.captured(1));
    if (!plain || plain->cda || plain->condition || plain->ops.isEmpty() || !plain->affects)
        return nullptr;
    // Heroic Defiance's "gets +3/+3 unless it shares a color with the most common color …" is a layer
    // effect whose "it" is the enchanted creature.
    const bool sharesColor = c->kind == Condition::Kind::AttachedSharesMostCommonColor;
    if (sharesColor && plain->affects->ref != Selector::Ref::Attached)
        return nullptr;
    for (const Op& op : plain->ops)
        if (op.kind != Op::Kind::Rule && !sharesColor)
            return nullptr;
    // The condition's "~" and "it" must be the object the rules are about.
    if (c->kind == Condition::Kind::SelfIs && plain->affects->ref != Selector::Ref::Self)
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*plain);
    a->condition = *c;
    a->finalize();
    return a;
}

}   // namespace strata::import
