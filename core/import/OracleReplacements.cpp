#include "CountOf.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include <QHash>
#include <QSet>
#include <QRegularExpression>

namespace strata::import {

namespace {

// One form of "it becomes your choice of …" (Primal Plasma's "a 2/2 creature with flying", Primal
// Clay's "a 1/6 Wall artifact creature with defender"): its power and toughness, creature types, the
// card types it adds where the sentence says "in addition to its other types", and one keyword.
bool chosenForm(const OracleParser& parser, const QString& text, bool addsTypes, CopyExceptions* form)
{
    static const QRegularExpression shape(QStringLiteral(
        "^an? (\\d+)/(\\d+) ((?:[A-Z][a-z]+ )*)((?:[a-z]+ )*creature)(?: with ([a-z ]+))?$"));
    const auto m = shape.match(text);
    if (!m.hasMatch())
        return false;
    form->power = m.captured(1).toInt();
    form->toughness = m.captured(2).toInt();
    for (const QString& w : m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool plural = false;
        const SubtypeId id = subtypeFromWord(w, &plural);
        if (!id || plural || SubtypeRegistry::instance().kind(id) != SubtypeKind::Creature)
            return false;
        form->addSubtypes << id;
    }
    const QStringList types = m.captured(4).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // Without "in addition to its other types" the form names the creature it already is (614.1c).
    if (!addsTypes && types.size() != 1)
        return false;
    for (const QString& w : types) {
        const auto t = cardTypeFromName(w.left(1).toUpper() + w.mid(1));
        if (!t)
            return false;
        if (addsTypes)
            form->addTypes |= quint16(*t);
    }
    if (!m.captured(5).isEmpty()) {
        const AbilityPtr k = parser.keyword(m.captured(5));
        if (!k || k->kind != AbilityDef::Kind::Keyword)
            return false;
        form->addAbilities << k;
    }
    return true;
}

}   // namespace

// How this permanent enters (614.1c, 614.12).
AbilityPtr OracleParser::replacement(const QString& sentence) const
{
    QString s = sentence;
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    s.replace(QStringLiteral("enters the battlefield"), QStringLiteral("enters"));
    s.replace(QStringLiteral("enters the battlfield"), QStringLiteral("enters"));   // Prism Array's misprint
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Replacement;
    if (s == QLatin1String("~ enters tapped")) {
        a->replacement.entersTapped = true;
        a->finalize();
        return a;
    }
    // Round 40, Nexus of Fate, Legacy Weapon (614.1a): a replacement that works from every zone.
    if (s == QLatin1String("If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead")) {
        a->replacement.shuffledIntoLibraryInstead = true;
        a->finalize();
        return a;
    }
    if (auto tappedIf = entersTappedUnless(s)) {
        a->replacement.entersTapped = true;
        a->condition = *tappedIf;
        a->finalize();
        return a;
    }
    // The Myojin: "~ enters with a divinity counter on it if you cast it from your hand" (608.3).
    static const QLatin1String fromHand(" if you cast it from your hand");
    const bool castFromHand = s.endsWith(fromHand);
    if (castFromHand) {
        s.chop(fromHand.size());
        Condition cast;
        cast.kind = Condition::Kind::CastFromHand;
        a->condition = cast;
    }
    // "~ enters tapped with two depletion counters on it" (the depletion lands): both at once (614.1c);
    // Sphere of the Suns' "enters tapped and with three charge counters on it" says the same.
    static const QRegularExpression counters(
        QStringLiteral("^~ enters( tapped(?: and)?)? with (\\w+) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? on it$"));
    if (const auto m = counters.match(s); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(2));
        if (!n && m.captured(2) != QLatin1String("X"))
            return nullptr;
        Counters c;
        c.kind = m.captured(3);
        c.n = n ? Amount::number(*n) : Amount{true, 0};
        a->replacement.entersTapped = !m.captured(1).isEmpty();
        if (castFromHand && a->replacement.entersTapped)
            return nullptr;
        a->replacement.entersWithCounters = c;
        a->finalize();
        return a;
    }
    if (castFromHand)
        return nullptr;
    // "~ enters with a +1/+1 counter on it for each creature card in your graveyard" (Golgari
    // Grave-Troll): one counter for each object of a set, counted as it enters (614.1c).
    static const QRegularExpression forEach(
        QStringLiteral("^(?:[A-Z][a-z]+ \\x{2014} )?~ enters with an? ([+-]\\d+/[+-]\\d+|[a-z]+) counter on it for each (.+)$"));
    if (const auto m = forEach.match(s); m.hasMatch()) {
        // Round 23, converge (Tajuru Stalwart): "… for each color of mana spent to cast it" (601.2h);
        // round 25, multikicker: "… for each time it was kicked" (702.33c). Both counted from the cast.
        const QString phrase = m.captured(2);
        const bool converge = phrase == QLatin1String("color of mana spent to cast it");
        if (converge || phrase == QLatin1String("time it was kicked")) {
            a->replacement.entersWithCounters = Counters{m.captured(1), Amount::number(1)};
            Expr count;
            count.kind = converge ? Expr::Kind::ColorsSpentToCast : Expr::Kind::TimesKicked;
            a->replacement.entersWithCountersCount = count;
            a->finalize();
            return a;
        }
        // Round 37: "for each other Zombie you control and each Zombie card in your graveyard" (Unbreathing
        // Horde): one counter for each object of either set, the two counts added (614.1c). Each set says
        // where it is, so "each artifact and each enchantment you control" is not read as two sets.
        static const QRegularExpression saysWhere(QStringLiteral(" (?:you control|in your graveyard)$"));
        const QStringList phrases = m.captured(2).split(QLatin1String(" and each "));
        Expr count;
        count.kind = Expr::Kind::Sum;
        for (const QString& phrase : phrases) {
            const auto one = countedOne(phrase);
            if (!one || one->isRef() || one->attachedToSource || phrase.contains(QLatin1String("your opponents"))
                || (phrases.size() > 1 && !saysWhere.match(phrase).hasMatch()))
                return nullptr;
            count.args << countOf(*one);
        }
        if (count.args.size() > 2)
            return nullptr;
        Counters c;
        c.kind = m.captured(1);
        c.n = Amount::number(1);
        a->replacement.entersWithCounters = c;
        a->replacement.entersWithCountersCount = count.args.size() == 1 ? count.args.first() : count;
        a->finalize();
        return a;
    }
    // Round 18: "~ enters with X +1/+1 counters on it, where X is the number of other creatures on the
    // battlefield" (Custodi Soulbinders), "… the amount of life you've gained this turn" (Voracious Wurm),
    // "with a number of +1/+1 counters on it equal to …" (Rhizome Lurcher) says the same (the round trip
    // reads it so): counted as it enters, on the board as it is then (614.1c), X being the counters' wording.
    static const QRegularExpression whereX(QStringLiteral(
        "^(?:[A-Z][a-z]+ \\x{2014} )?~ enters with (?:X ([+-]\\d+/[+-]\\d+|[a-z]+) counters on it, where X is"
        "|a number of ([+-]\\d+/[+-]\\d+|[a-z]+) counters on it equal to) (.+)$"));
    if (const auto m = whereX.match(s); m.hasMatch()) {
        // The amounts the evaluator counts on the board as it enters ("you've gained" is "you gained").
        const std::optional<Expr> n = amount(m.captured(3) == QLatin1String("the amount of life you've gained this turn")
                ? QStringLiteral("the amount of life you gained this turn")
                : m.captured(3));
        // Round 28: "the greatest power among other creatures you control" (Prime Speaker Zegana), as it enters.
        static const QSet<Expr::Kind> onBoard{Expr::Kind::Count, Expr::Kind::LifeGainedThisTurn, Expr::Kind::CountersOnSelected,
            Expr::Kind::Life, Expr::Kind::GreatestPower};
        if (!n || !onBoard.contains(n->kind) || (n->selector && n->selector->isRef()))
            return nullptr;
        a->replacement.entersWithCounters = Counters{m.captured(1) + m.captured(2), Amount{true, 0}};
        a->replacement.entersWithCountersCount = *n;
        a->finalize();
        return a;
    }
    // Morbid (ability word, 207.2c): "~ enters with two +1/+1 counters on it if a creature died this
    // turn" (Festerhide Boar): what happened this turn, checked as it enters (614.1c).
    static const QRegularExpression countersIf(QStringLiteral(
        "^(?:[A-Z][a-z]+ \\x{2014} )?(~ enters with \\w+ [+-]\\d+/[+-]\\d+ counters? on it) if (.+)$"));
    if (const auto m = countersIf.match(s); m.hasMatch()) {
        const std::optional<Condition> happened = historyCondition(m.captured(2));
        const AbilityPtr plain = happened ? replacement(m.captured(1)) : nullptr;
        if (!plain || !plain->replacement.entersWithCounters || plain->replacement.entersTapped || plain->condition)
            return nullptr;
        auto withIf = QSharedPointer<AbilityDef>::create(*plain);
        withIf->condition = *happened;
        withIf->finalize();
        return withIf;
    }
    // The shock lands (614.12): "As ~ enters, you may pay 2 life. If you don't, it enters tapped."
    static const QRegularExpression payLife(
        QStringLiteral("^As ~ enters, you may pay (\\d+) life\\. If you don't, (?:~|it) enters tapped$"));
    if (const auto m = payLife.match(s); m.hasMatch()) {
        a->replacement.entersTappedUnlessPaid = m.captured(1) + QStringLiteral(" life");
        a->finalize();
        return a;
    }
    // The reveal lands (614.1c): "As ~ enters, you may reveal a Goblin card from your hand. If you
    // don't, ~ enters tapped."; the card revealed, a card in its owner's hand.
    static const QRegularExpression reveal(QStringLiteral(
        "^As ~ enters, you may reveal an? (.+ card) from your hand\\. If you don't, ~ enters tapped$"));
    if (const auto m = reveal.match(s); m.hasMatch()) {
        // "an Island or Swamp card" (the Shadowmoor and Amonkhet reveal lands): either land type, a union
        static const QRegularExpression either(QStringLiteral("^([A-Z][a-z]+) or ([A-Z][a-z]+) card$"));
        const auto two = either.match(m.captured(1));
        auto card = two.hasMatch() ? eitherSubtype(two.captured(1), two.captured(2)) : cardKinds(m.captured(1));
        if (!card || card->manaValueAtMostX || card->isRef())
            return nullptr;
        card->zone = Zone::Hand;
        for (Selector& either : card->anyOf) {   // the card format says a union's zone in its parts
            either.where = Selector::Where::Specific;
            either.zone = Zone::Hand;
        }
        if (!card->anyOf.isEmpty())
            card->zone = Selector().zone;
        a->replacement.entersTappedUnlessRevealed = QSharedPointer<Selector>::create(*card);
        a->finalize();
        return a;
    }
    // The Sieges: "As ~ enters, choose Khans or Dragons." (the "• Khans — …" abilities read the option
    // chosen, OracleParser::parse); the words are kept as printed.
    static const QRegularExpression chooseWord(QStringLiteral("^As ~ enters, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)$"));
    if (const auto m = chooseWord.match(s); m.hasMatch()) {
        a->replacement.choose = ChoiceKind::Option;
        a->replacement.chooseOptions = QStringList{m.captured(1), m.captured(2)};
        a->finalize();
        return a;
    }
    // Round 36, Archon of Valor's Reach: "As ~ enters, choose artifact, enchantment, instant, sorcery, or
    // planeswalker.": a card type (205.2a) among those the card lists, kept in printed order.
    static const QRegularExpression chooseTypes(QStringLiteral("^As ~ enters, choose ((?:[a-z]+, )+)or ([a-z]+)$"));
    if (const auto m = chooseTypes.match(s); m.hasMatch()) {
        QStringList words = m.captured(1).split(QStringLiteral(", "), Qt::SkipEmptyParts);
        words << m.captured(2);
        for (const QString& w : words)
            if (!cardTypeFromName(w.left(1).toUpper() + w.mid(1)))
                return nullptr;
        a->replacement.choose = ChoiceKind::CardType;
        a->replacement.chooseOptions = words;
        a->finalize();
        return a;
    }
    static const QRegularExpression choose(QStringLiteral("^As ~ enters, choose an? (.+)$"));
    if (const auto m = choose.match(s); m.hasMatch()) {
        static const QHash<QString, ChoiceKind> kinds = {{"color", ChoiceKind::Color},
            {"creature type", ChoiceKind::CreatureType}, {"basic land type", ChoiceKind::LandType},
            {"card type", ChoiceKind::CardType}, {"card name", ChoiceKind::CardName},
            {"nonland card name", ChoiceKind::NonlandCardName},
            {"color word", ChoiceKind::ColorWord}, {"player", ChoiceKind::Player},
            {"opponent", ChoiceKind::Opponent}};
        if (!kinds.contains(m.captured(1)))
            return nullptr;
        a->replacement.choose = kinds.value(m.captured(1));
        a->finalize();
        return a;
    }
    // "As ~ enters, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6
    // creature with defender" (Primal Plasma): the chosen form is a copiable effect (613.2a), the
    // scenario's choice (`mode`) names it.
    static const QRegularExpression becomes(QStringLiteral(
        "^As ~ enters, it becomes your choice of (an? [^,]+), (an? [^,]+),? or (an? .+?)( in addition to its other types)?$"));
    if (const auto m = becomes.match(s); m.hasMatch()) {
        for (int i = 1; i <= 3; ++i) {
            CopyExceptions form;
            if (!chosenForm(*this, m.captured(i), !m.captured(4).isEmpty(), &form))
                return nullptr;
            a->replacement.becomesChoice << form;
        }
        a->finalize();
        return a;
    }
    return copyReplacement(sentence);
}

}   // namespace strata::import
