#include "RulesTextWriter.h"
#include "model/Card.h"

// The tokens an action creates, as the writer words them (111.2).

namespace strata {
namespace rulestext {

// The token an action defines, without its article: "1/1 green Saproling creature token with flying"
// (111.2: the effect names its characteristics), plural for more than one.
QString Writer::tokenPhrase(const Card& token, bool plural)
{
    const CardFace& f = token.front;
    QStringList adjs;
    if (f.power && f.toughness)
        adjs << QStringLiteral("%1/%2").arg(f.power->text, f.toughness->text);
    const Agr agr{genderOf("token"), plural};
    // Two colours go in the order of the colour wheel's pairs: "green and white", "red and white".
    QStringList colors;
    for (Color c : kAllColors)
        if (f.colorIndicator.has(c))
            colors << colorWord(c, agr);
    if (colors.size() == 2) {
        int first = -1, second = -1;
        for (int i = 0; i < 5; ++i)
            if (f.colorIndicator.has(kAllColors[i]))
                (first < 0 ? first : second) = i;
        if ((first - second + 5) % 5 <= 2)
            colors.swapItemsAt(0, 1);
    } else if (colors.size() == 3) {
        // Round 30: three go as Oracle prints them (Godsire's "red, green, and white"): three neighbours
        // on the wheel from the first of the run, a colour and its two enemies stepping two at a time
        // ("red, white, and black").
        const auto has = [&](int i) { return f.colorIndicator.has(kAllColors[i % 5]); };
        const auto printedOrder = [&]() -> QVector<int> {
            for (int step : {1, 2})
                for (int start = 0; start < 5; ++start)
                    if (has(start) && has(start + step) && has(start + 2 * step))
                        return {start, (start + step) % 5, (start + 2 * step) % 5};
            return {};
        };
        colors.clear();
        for (int i : printedOrder())
            colors << colorWord(kAllColors[i], agr);
    }
    adjs << (colors.isEmpty() ? colorless(agr) : joinList(colors, false));
    QStringList names;
    for (SubtypeId id : f.type.subtypes)
        names << subtypeWord(id);
    if (!names.isEmpty())
        adjs << names.join(QLatin1Char(' '));
    const QVector<CardType> types = typesIn(f.type.cardTypes);
    for (int i = 0; i + 1 < types.size(); ++i)
        adjs << typeWord(types[i], false);
    if (f.type.supertypes & quint8(Supertype::Legendary))   // "a legendary 3/3 green Hound creature token"
        adjs.prepend(supertypeWord(Supertype::Legendary, agr));
    const QString last = types.isEmpty() ? QString() : typeWord(types.last(), false);
    QString np = withAdjectives(adjs,
        plural ? tr("%1 tokens", "a card type: creature tokens").arg(last)
               : tr("%1 token", "a card type: creature token").arg(last));
    // 111.4: a token is named by its subtypes unless the effect names it ("… token named Wood").
    const bool named = f.name != f.type.subtypeNames().join(QLatin1Char(' '));
    // Oracle puts keywords before the name ("with defender named Wood") and a quoted ability after it
    // ("named Etherium Cell with \"…\"").
    bool keywordsOnly = true;
    for (const AbilityPtr& a : f.abilities)
        keywordsOnly = keywordsOnly && a->kind == AbilityDef::Kind::Keyword;
    if (named && keywordsOnly)
        np = tr("%1 named %2", "a token, its name").arg(
            f.abilities.isEmpty() ? np : tr("%1 with %2", "a creature with flying").arg(np, abilityList(f.abilities, Selector(), std::nullopt)),
            f.name);
    else if (named)
        np = tr("%1 with %2", "a creature with flying")
                 .arg(tr("%1 named %2", "a token, its name").arg(np, f.name), abilityList(f.abilities, Selector(), std::nullopt));
    else if (!f.abilities.isEmpty())
        np = tr("%1 with %2", "a creature with flying").arg(np, abilityList(f.abilities, Selector(), std::nullopt));
    return np;
}

// "Create a tapped 2/2 black Zombie creature token", "its controller creates a 3/3 green Beast creature
// token", "create X 1/1 red Goblin creature tokens, where X is …", "create a 0/1 green Plant creature
// token for each land you control", "create an X/X green Wurm creature token, where X is …".
std::optional<QStringList> Writer::createTokenText(const Action& a, bool optional)
{
    const bool xPowerToughness = a.token->front.power && a.token->front.power->text == QLatin1String("X");
    // Round 22: "create that many 1/1 green Insect creature tokens": the event's amount (120.3).
    const bool thatMany = a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount && !a.amount.x && !xPowerToughness;
    const bool forEach = a.amountOf && !a.amount.x && !xPowerToughness && !thatMany;
    const bool one = !a.amount.x && a.amount.n <= 1 && !thatMany;
    QString np = tokenPhrase(*a.token, !one);
    const QString count = a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n);
    const bool tappedFirst = a.tapped && !a.attacking;
    if (thatMany && (a.tapped || a.attacking))
        return std::nullopt;
    const bool devotion = forEach && one && a.amountOf->kind == Expr::Kind::Devotion && !a.tapped && !a.attacking;
    if (devotion)   // round 23: "a number of … tokens equal to your devotion to blue" (Master of Waves, 700.5)
        np = tr("a number of %1 equal to %2", "tokens, an amount").arg(tokenPhrase(*a.token, true), expr(*a.amountOf));
    else if (thatMany)
        np = tr("that many %1", "tokens, as many as the event's amount").arg(np);
    else if (one)
        np = indefinite(tappedFirst ? tr("tapped %1", "a token that enters tapped").arg(np) : np, genderOf("token"));
    else
        np = tappedFirst ? tr("%1 tapped %2", "a number, tokens that enter tapped").arg(count, np)
                         : tr("%1 %2", "a number, tokens").arg(count, np);
    if (a.attacking && a.tapped)   // 508.4: "that's tapped and attacking"
        np = one ? tr("%1 that's tapped and attacking", "a token").arg(np)
                 : tr("%1 that are tapped and attacking", "tokens").arg(np);
    else if (a.attacking)   // round 29: "that's attacking", untapped (Sigiled Sword of Valeron)
        np = one ? tr("%1 that's attacking", "a token").arg(np) : tr("%1 that are attacking", "tokens").arg(np);
    // Round 23: "for each +1/+1 counter on ~" (Hooded Hydra, Orochi Hatchery): ~'s, or its last known (608.2h)
    if (forEach && a.amountOf->kind == Expr::Kind::CountersOnSource && one) {
        np = tr("%1 for each %2", "tokens, one of a set")
                 .arg(np, tr("%1 counter on %2", "a counter kind, the source").arg(a.amountOf->counterKind, m_self));
    } else if (forEach && a.amountOf->kind == Expr::Kind::BasicLandTypes && one) {   // round 25: domain (305.6)
        np = tr("%1 for each %2", "tokens, one of a set")
                 .arg(np, tr("basic land type among lands you control", "domain: one of the types counted"));
    } else if (forEach && a.amountOf->kind == Expr::Kind::PlayerCounters && a.amountOf->who == QLatin1String("opponents")
               && one) {   // round 39, Phyrexian Swarmlord: all opponents' counters together (122.1f)
        np = tr("%1 for each %2", "tokens, one of a set")
                 .arg(np, tr("%1 counter your opponents have", "a counter kind").arg(a.amountOf->counterKind));
    } else if (forEach && !devotion) {   // one token per object counted as it resolves (608.2h)
        if (a.amountOf->kind != Expr::Kind::Count || !a.amountOf->selector || !one)
            return std::nullopt;
        const Selector& s = *a.amountOf->selector;
        QString each = selector(s, Det::Bare);
        if (!s.isRef() && s.anyOf.isEmpty() && s.where == Selector::Where::Battlefield && s.controller == Selector::Who::Any
            && !s.attachedToSource && !s.attacking)
            each = tr("%1 on the battlefield").arg(each);
        np = tr("%1 for each %2", "tokens, one of a set").arg(np, each);
    } else if (a.amountOf && !thatMany && !devotion) {
        np = tr("%1, where X is %2", "tokens, an amount").arg(np, expr(*a.amountOf));
    }
    if (!a.who.isEmpty())   // round 38: "that player may create …" (Curse of Shallow Graves), that player's choice (603.5)
        return QStringList{(optional ? tr("%1 may create %2", "a player, tokens") : tr("%1 creates %2", "a player, tokens"))
                               .arg(playerPhrase(a.who), np)};
    return QStringList{optional ? tr("you may %1", "an optional instruction").arg(tr("create %1").arg(np))
                                : tr("create %1").arg(np)};
}

}   // namespace rulestext
}   // namespace strata
