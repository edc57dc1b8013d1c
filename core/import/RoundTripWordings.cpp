#include "RoundTripWordings.h"
#include "OracleParser.h"
#include "model/Types.h"
#include <QHash>
#include <QRegularExpression>

namespace strata::import {

// A library search's older wordings (701.23) say what today's does: "… card and put that card into your
// hand. Then shuffle your library." is "… card, put it into your hand, then shuffle", and so is "… If you
// search your library this way, shuffle it." after "You may search"; "reveal that card,
// and put it" is "reveal it, put it"; "then shuffle and put that card on top of it" ends "on top".
// "Put one of those cards into your hand" (Machinate) is "put one of them into your hand".
QString librarySearchWording(QString text)
{
    // Mystical Tutor's older "… card and reveal that card. Shuffle your library, then put the card on top
    // of it." is today's "… card, reveal it, then shuffle and put that card on top".
    static const QRegularExpression tutorTop(QStringLiteral(
        "(\\b[Ss]earch your library for [^.]*?card(?: with [^.]*?)?) and reveal (?:that card\\. Shuffle your library, then put the "
        "card|it\\. Shuffle your library and put that card) on top of it"));   // round 39: Mwonvuli Beast Tracker's too
    text.replace(tutorTop, QStringLiteral("\\1, reveal it, then shuffle and put that card on top"));
    // Round 32: "each other player may search their library for a land card and put that card onto the battlefield.
    // Then each player who searched their library this way shuffles it." (Hired Giant) is "…, put it onto the
    // battlefield, then shuffle".
    static const QRegularExpression eachSearches(QStringLiteral(
        "\\b((?:each other player|each opponent) may search their library for an? [^.]*?card) and put (?:it|that card) onto the "
        "battlefield\\. Then each player who searched their library this way shuffles it(?=\\.)"));
    text.replace(eachSearches, QStringLiteral("\\1, put it onto the battlefield, then shuffle"));
    static const QRegularExpression shuffleSentence(
        QStringLiteral("(\\b[Ss]earch your library for [^.]*)\\. (?:Then shuffle(?: your library)?|If you search your library this way, shuffle it"
                       "|If you do, shuffle your library)(?=\\.|$)"));
    text.replace(shuffleSentence, QStringLiteral("\\1, then shuffle"));
    text.replace(QStringLiteral("If you searched your library this way, shuffle it"),
        QStringLiteral("If you search your library this way, shuffle it"));
    // "… into your hand and the rest of the revealed cards into your graveyard" (Kruphix's Insight) is
    // "… and the rest into your graveyard": the same cards, those revealed and not kept.
    text.replace(QStringLiteral(" from among them into your hand and the rest of the revealed cards into your graveyard"),
        QStringLiteral(" from among them into your hand and the rest into your graveyard"));
    static const QRegularExpression revealAnd(QStringLiteral("\\breveal (?:that card|it),?(?: and)? put it\\b"));
    text.replace(revealAnd, QStringLiteral("reveal it, put it"));
    // Round 31: Grozoth's "any number of cards that have converted mana cost 9, reveal them, and put them
    // into your hand": the cards "with" that mana value, revealed and put, as today's plural search says.
    static const QRegularExpression thatHave(
        QStringLiteral("(\\b[Ss]earch your library for [^.]*?cards) that have (converted mana cost|mana value)\\b"));
    text.replace(thatHave, QStringLiteral("\\1 with \\2"));
    static const QRegularExpression revealThemAnd(QStringLiteral("\\breveal them, and put them\\b"));
    text.replace(revealThemAnd, QStringLiteral("reveal them, put them"));
    // Round 38: also "… for a card named Viashivan Dragon and put that card onto the battlefield" (Kyscu Drake).
    static const QRegularExpression andPut(
        QStringLiteral("(\\b[Ss]earch your library for [^.]*?cards?(?: with mana value \\w+ or less| named [A-Z][^.,]*?)?)(?:,? and) (put|exile|reveal) "));
    text.replace(andPut, QStringLiteral("\\1, \\2 "));
    static const QRegularExpression thatCard(QStringLiteral("(\\b[Ss]earch your library for [^.]*?)\\bput that card (into|onto)\\b"));
    text.replace(thatCard, QStringLiteral("\\1put it \\2"));
    static const QRegularExpression thoseCards(QStringLiteral("(\\b[Ss]earch your library for [^.]*?)\\bput those cards (into|onto)\\b"));
    text.replace(thoseCards, QStringLiteral("\\1put them \\2"));
    text.replace(QStringLiteral("then shuffle and put that card on top of it"), QStringLiteral("then shuffle and put that card on top"));
    // Round 38: Thoughtpicker Witch's "…, then exile one of them" of two cards says what Sealed Fate's sentence does.
    static const QRegularExpression twoOneExiled(QStringLiteral("\\b(the top two cards of target (?:player|opponent)'s library), then exile one of them\\."));
    text.replace(twoOneExiled, QStringLiteral("\\1. Exile one of those cards and put the rest back on top of that player's library in any order."));
    // another player's search (round 16): "…, then shuffle their library" (before 2021) is "…, then shuffle".
    // and "that land's controller may search their library" (the hand-made cards' words) is "its controller …";
    static const QRegularExpression thatController(QStringLiteral("\\b[Tt]hat [a-z]+'s controller may search their library\\b"));
    text.replace(thatController, QStringLiteral("Its controller may search their library"));
    static const QRegularExpression theirShuffle(QStringLiteral("\\b(search(?:es)? their library for [^.]*, then shuffles?) their library\\b"));
    text.replace(theirShuffle, QStringLiteral("\\1"));
    // A token's ability after it (older): "… tokens. They have \"…\"" is "… tokens with \"…\"" (111.2).
    // Round 29: "… tokens, where X is that spell's converted mana cost. They have \"…\"" (Spell Swindle):
    // the ability, then how many, as JoinedInstructions.cpp reads it.
    static const QRegularExpression tokensWhereX(QStringLiteral("\\b(tokens)(, where X is [^.\"]+)\\. They have (\"[^\"]+\")"));
    text.replace(tokensWhereX, QStringLiteral("\\1 with \\3\\2."));
    static const QRegularExpression tokenAbility(QStringLiteral("\\b(tokens?)\\. (?:It has|They have) \""));
    text.replace(tokenAbility, QStringLiteral("\\1 with \""));
    // Round 39: keywords before the quote too ("… named Lightning Rager. It has trample, haste, and \"…\"").
    static const QRegularExpression namedTokenAbility(QStringLiteral(
        "\\b(token named [A-Z][^.\"]*)\\. It has ((?:[a-z]+(?: [a-z]+)?, )*(?:[a-z]+(?: [a-z]+)?,? and )?\")"));
    text.replace(namedTokenAbility, QStringLiteral("\\1 with \\2"));
    // Round 30: "create Karox Bladewing, a legendary 4/4 … token with flying" names the token first (111.4).
    static const QRegularExpression namedFirst(QStringLiteral("\\bcreate ([A-Z][^.\"]*?), a (legendary [^.\"]*? token)( with [^.\"]+)?\\."));
    text.replace(namedFirst, QStringLiteral("create a \\2\\3 named \\1."));
    static const QRegularExpression tokenKeywordsAbility(QStringLiteral("\\b(tokens? with [^.\"]+)\\. (?:It has|They have) \""));
    text.replace(tokenKeywordsAbility, QStringLiteral("\\1 and \""));
    text = threeColorsBeforeToken(text);   // round 30: Godsire
    // Impulse: "Exile the top card of your library. You may play it this turn." is "… Until end of turn, you
    // may play that card." (by then "you may play that card until end of turn"), and "… cards exiled this
    // way" after "the top three cards" is "those cards".
    static const QRegularExpression playThisTurn(QStringLiteral(
        "(\\bthe top (?:card|\\w+ cards) of (?:your|their) library)\\. You may play (?:(it|that card)|them|those cards) this turn\\b"));
    for (auto m = playThisTurn.match(text); m.hasMatch(); m = playThisTurn.match(text))
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + (m.captured(2).isEmpty() ? QStringLiteral(". you may play those cards until end of turn")
                                                     : QStringLiteral(". you may play that card until end of turn")));
    // (This runs after "Until end of turn, X" became "X until end of turn", above in normalisedForRoundTrip.)
    static const QRegularExpression playExiled(QStringLiteral(
        "(\\bthe top \\w+ cards of your library)\\. you may play cards exiled this way until end of turn\\b"));
    text.replace(playExiled, QStringLiteral("\\1. you may play those cards until end of turn"));
    // "Reveal the top card of your library. If it's a land card, … Otherwise, put that card into your hand."
    static const QRegularExpression otherwiseThatCard(QStringLiteral(
        "(\\b[Rr]eveal the top card of your library\\. If it's [^.]+\\. Otherwise, put) that card (?=into )"));
    text.replace(otherwiseThatCard, QStringLiteral("\\1 it "));
    static const QRegularExpression ofThoseCards(QStringLiteral("\\b([Pp]ut \\w+) of those cards into your hand\\b"));
    text.replace(ofThoseCards, QStringLiteral("\\1 of them into your hand"));
    return text;
}

SubtypeId singularCreatureType(const QString& word)
{
    bool plural = false;
    const SubtypeId id = subtypeFromWord(word, &plural);
    return id && !plural && SubtypeRegistry::instance().kind(id) == SubtypeKind::Creature ? id : 0;
}

namespace {

// The plural of a noun "each" can name: a permanent's card type, or a creature type; empty otherwise.
QString pluralNoun(const QString& word)
{
    static const QStringList cardTypes{QStringLiteral("creature"), QStringLiteral("land"), QStringLiteral("artifact"),
        QStringLiteral("enchantment"), QStringLiteral("planeswalker"), QStringLiteral("permanent")};
    if (cardTypes.contains(word))
        return word + QLatin1Char('s');
    const SubtypeId id = word.front().isUpper() ? singularCreatureType(word) : 0;
    return id ? pluralSubtypeName(id) : QString();
}

}   // namespace

QString pluralWordings(QString text)
{
    // "if you control one or more creatures with flying" is "if you control a creature with flying".
    static const QRegularExpression oneOrMore(QStringLiteral("\\byou control one or more ([a-z]+)s\\b"));
    text.replace(oneOrMore, QStringLiteral("you control a \\1"));
    // "each [other] [qualities] NOUN [you control | your opponents control | target player controls | named ~]
    // [gets … and gains …]" (round 22: "each attacking or blocking creature target player controls", Brigid);
    // not "for each …" (an amount) nor "each creature's" (a possessive); round 32, a size, "each 1/1 creature
    // you control" (Pendelhaven Elder).
    static const QRegularExpression each(QStringLiteral(
        "(?<!\\bfor )\\b([Ee])ach (other )?((?:(?:non[a-z]+|attacking or blocking|attacking|blocking|tapped|untapped|\\d+/\\d+|white|blue"
        "|black|red|green|colorless|[A-Z][a-z]+) ){0,3})(creature|land|artifact|enchantment|planeswalker|permanent|[A-Z][a-z]+)\\b(?!')"
        "((?: you control| your opponents control| target (?:player|opponent) controls| named ~)*)"
        "(?:( (?:gets|gains|has|loses))\\b(?:([^.,\"]*?)( and (?:gets|gains|has|loses)\\b))?)?(?=[ .,:\"]|$)"));
    static const QHash<QString, QString> plural{{QStringLiteral(" gets"), QStringLiteral(" get")},
        {QStringLiteral(" gains"), QStringLiteral(" gain")}, {QStringLiteral(" has"), QStringLiteral(" have")},
        {QStringLiteral(" loses"), QStringLiteral(" lose")}, {QStringLiteral(" and gets"), QStringLiteral(" and get")},
        {QStringLiteral(" and gains"), QStringLiteral(" and gain")}, {QStringLiteral(" and has"), QStringLiteral(" and have")},
        {QStringLiteral(" and loses"), QStringLiteral(" and lose")}};
    for (auto m = each.match(text); m.hasMatch(); m = each.match(text, m.capturedStart() + 1)) {
        const QString nouns = pluralNoun(m.captured(4));
        if (nouns.isEmpty())
            continue;
        // Where no verb follows, "each" names objects an action reaches ("to each nonartifact creature.").
        const QString after = text.mid(m.capturedEnd(), 1);
        if (m.captured(6).isEmpty() && !(after.isEmpty() || after == QLatin1String(".") || after == QLatin1String(",")))
            continue;
        QString out = m.captured(2) + m.captured(3) + nouns + m.captured(5) + plural.value(m.captured(6)) + m.captured(7) + plural.value(m.captured(8));
        if (m.captured(1) == QLatin1String("E"))
            out[0] = out[0].toUpper();
        text.replace(m.capturedStart(), m.capturedLength(), out);
    }
    return text;
}

QString costMisprintsMended(QString text)
{
    static const QRegularExpression phyrexianFirst(QStringLiteral("\\{P/([WUBRG])\\}"));
    text.replace(phyrexianFirst, QStringLiteral("{\\1/P}"));
    static const QRegularExpression commaBeforeSymbol(QStringLiteral("\\},(?=\\{)"));
    text.replace(commaBeforeSymbol, QStringLiteral("}, "));
    // Round 33: Sky Hussar's "Tap two untapped white and/or blue creatures you control": each creature tapped
    // is of either colour, a mix allowed, as "white or blue creatures" says (a selector's colours are
    // alternatives; 105.2).
    static const QRegularExpression eitherColorTapped(QStringLiteral(
        "\\b(untapped (?:white|blue|black|red|green)) and/or ((?:white|blue|black|red|green) creatures you control)\\b"));
    return text.replace(eitherColorTapped, QStringLiteral("\\1 or \\2"));
}

QString restrictionIfWordings(QString text)
{
    static const QRegularExpression restrictionIf(QStringLiteral(
        "^((?:~|Enchanted creature) (?:can't (?:attack|block|be blocked)|doesn't untap during)[^,.]*?) if "
        "(?!defending player )([^,.]+)\\.?$"));
    text.replace(restrictionIf, QStringLiteral("\\1 as long as \\2"));
    static const QRegularExpression onTheBattlefield(QStringLiteral("\\bas long as (an? \\w+) is on the battlefield\\b"));
    text.replace(onTheBattlefield, QStringLiteral("as long as any player controls \\1"));
    // Round 23: an instruction's own "if you don't control an Ogre" after it is "unless you control an
    // Ogre" (Scourge of Numai; 608.2c).
    static const QRegularExpression ifYouDontControl(QStringLiteral("(?<=[a-z0-9]) if you don't control (?=an? |another )"));
    text.replace(ifYouDontControl, QStringLiteral(" unless you control "));
    return text;
}

QString threeColorsBeforeToken(QString text)
{
    static const QString color = QStringLiteral("(?:white|blue|black|red|green)");
    static const QRegularExpression colorsAfter(QStringLiteral(
        "\\b([Cc]reate an? (?:\\d+|X)/(?:\\d+|X) )((?:[A-Z][\\w-]* )+creature token) that's (%1, %1, and %1)\\b").arg(color));
    text.replace(colorsAfter, QStringLiteral("\\1\\3 \\2"));
    return text;
}

namespace {

// A spell's later "that creature" (as an object, a sentence's subject, or in "If that creature was …") is
// "it", when its first sentence is an instruction naming its one target creature and no other target is
// named; a trigger's is not read here (its "it" may be the source).
QString targetCreatureNamedAgain(const QString& text)
{
    static const QRegularExpression firstSentence(QStringLiteral("^[A-Z][^.\":]*\\btarget [^.\":]*?\\bcreature\\b[^.\":]*\\."));
    static const QRegularExpression targetWord(QStringLiteral("\\btargets?\\b"));
    const auto first = firstSentence.match(text);
    if (!first.hasMatch() || text.startsWith(QLatin1String("When")) || text.startsWith(QLatin1String("At "))
        || text.count(targetWord) != 1)
        return text;
    QString rest = text.mid(first.capturedEnd());
    static const QRegularExpression objectAgain(
        QStringLiteral("\\b(on|to|[Uu]ntap|[Tt]ap|[Dd]estroy|[Ee]xile|[Rr]egenerate) that creature\\b"));
    rest.replace(objectAgain, QStringLiteral("\\1 it"));
    static const QRegularExpression subjectAgain(QStringLiteral("(^ |\\. )That creature (gains|gets|has|loses) "));
    rest.replace(subjectAgain, QStringLiteral("\\1It \\2 "));
    static const QRegularExpression conditionAgain(QStringLiteral("(^ |\\. )If that creature was "));   // Gideon's Defeat
    rest.replace(conditionAgain, QStringLiteral("\\1If it was "));
    return first.captured(0) + rest;
}

}   // namespace

QString sameMeaningWordings(QString text)
{
    // Round 27: a sentence's "Then" before an instruction (608.2c: instructions are followed in order): "… on
    // ~. Then create …" is "… on ~. Create …". Not "Then if" (a condition checked then), nor "Then, …".
    static const QRegularExpression thenInstruction(QStringLiteral("\\. Then (?!if\\b)(?=[a-z])"));
    for (auto m = thenInstruction.match(text); m.hasMatch(); m = thenInstruction.match(text, m.capturedStart() + 2)) {
        text.remove(m.capturedStart() + 2, 5);
        text[m.capturedStart() + 2] = text[m.capturedStart() + 2].toUpper();
    }
    // Misprints of a few card files' costs: a Phyrexian symbol written the other way round ("{P/B}" is
    // {B/P}, 107.4f) and a cost's comma without its space ("{2},{T}:").
    text = costMisprintsMended(text);
    // "… destroy that creature. The creature / That creature can't be regenerated." (Mephitic Ooze,
    // Stormscape Battlemage) is "… It can't be regenerated." (701.19c: the destroyed creature).
    static const QRegularExpression destroyedCreature(QStringLiteral(
        "(\\b[Dd]estroy (?:that|target) [^.\"]*?creature)\\. (?:The|That) creature can't be regenerated\\b"));
    text.replace(destroyedCreature, QStringLiteral("\\1. It can't be regenerated"));
    // Round 24: "Gain control of target creature until end of turn. Untap it." (Hijack) and "… Regenerate
    // it." (Butcher's Glee) name the target of the sentence before, as the writer's "that creature" does.
    static const QRegularExpression targetAgain(QStringLiteral(
        "(\\b[Tt]arget [^.\"]+)\\. (Untap|Regenerate) that [a-z]+(?: or [A-Za-z]+)?(?=\\.)"));
    text.replace(targetAgain, QStringLiteral("\\1. \\2 it"));
    // Round 25: "Target creature gets +7/+7 and gains trample until end of turn. It must be blocked this turn if
    // able." (Enlarge) says what "… until end of turn and must be blocked this turn if able." says (the pair
    // the writer joins, OracleActionPairs.cpp): the rule on the creature the change named.
    static const QRegularExpression ruleOnChanged(
        QStringLiteral("(\\buntil end of turn)\\. It (?=must be blocked |can't be blocked )"));
    text.replace(ruleOnChanged, QStringLiteral("\\1 and "));
    // Round 25: a text change's words as the writer says them (612.2): "one basic land type with another" is
    // "one basic land type word with another", and so with a colour word before it.
    text.replace(QStringLiteral("one color word with another or one basic land type with another"),
        QStringLiteral("one color word or basic land type word with another"));
    text.replace(
        QStringLiteral("one basic land type with another"), QStringLiteral("one basic land type word with another"));
    // Round 30: "Whenever ~ attacks, if defending player controls no black nontoken permanents, it doesn't
    // untap during your next untap step" (Spectral Bears): the "it" after the intervening "if" is ~, and a
    // colour before "nontoken" is the writer's "nontoken black" (both adjectives of the same permanents).
    static const QRegularExpression itAfterIf(
        QStringLiteral("^(Whenever ~ attacks, if [^,]+, )it (?=doesn't untap during (?:your|its controller's) next untap step)"));
    text.replace(itAfterIf, QStringLiteral("\\1~ "));
    static const QRegularExpression colorBeforeNontoken(QStringLiteral("\\b(white|blue|black|red|green) nontoken\\b"));
    text.replace(colorBeforeNontoken, QStringLiteral("nontoken \\1"));
    // Round 30: "… gets +X/+X until end of turn, where X is that creature's power" (Xenagos, God of Revels) is
    // the one target's power, "its power".
    static const QRegularExpression thatCreaturesPower(QStringLiteral("(\\bgets \\+X/\\+[X0](?: until end of turn)?, where X is) that creature's power\\b"));
    text.replace(thatCreaturesPower, QStringLiteral("\\1 its power"));
    // Round 22: "exile target creature other than ~" (Faceless Butcher) says "another target creature"
    // (a target other than the ability's source), the writer's words.
    static const QRegularExpression targetOtherThanSelf(QStringLiteral("\\btarget ((?:[a-z]+ )?[a-z]+) other than ~(?=[ .,])"));
    text.replace(targetOtherThanSelf, QStringLiteral("another target \\1"));
    // Round 30: a spell whose first sentence names its one target, a creature, names it again later as "it" or
    // "that creature" alike (608.2c): "Gain control of target creature until end of turn. Put a +1/+1 counter on
    // it and untap it. That creature gains haste until end of turn." (Mark of Mutiny) says what the writer's
    // "… on that creature. Untap that creature. It gains haste …" says.
    text = targetCreatureNamedAgain(text);
    // Round 30: "… to any target and 1 damage to another target." (Arc Trail) says what the writer's "any other
    // target" says (Bond of Passion's words): any target but the one before (115.1).
    static const QRegularExpression anotherTargetAlone(QStringLiteral("\\bdamage to another target(?=[.,])"));
    text.replace(anotherTargetAlone, QStringLiteral("damage to any other target"));

    // Round 21: "~ gets +X/+X until end of turn, where X is its power" (Yew Spirit): "its" is ~, so it
    // says what "… where X is ~'s power" says (the writer's words for the source's power).
    static const QRegularExpression ownPower(QStringLiteral("(~ gets \\+X/\\+[X0](?: until end of turn)?, where X is) its power\\b"));
    text.replace(ownPower, QStringLiteral("\\1 ~'s power"));
    // "Spend this mana only to cast a creature spell / a spell with devoid" is "… creature spells /
    // spells with devoid" (106.6); round 37: "a creature spell of the chosen type" too (Pillar of Origins).
    static const QRegularExpression spendOnOne(
        QStringLiteral("\\b(Spend this mana only to cast )an? ([^.]*?)spell(?= or activate| of the chosen type|\\.|$)"));
    text.replace(spendOnOne, QStringLiteral("\\1\\2spells"));
    static const QRegularExpression spendOnOneWith(QStringLiteral("\\b(Spend this mana only to cast )an? spell with\\b"));
    text.replace(spendOnOneWith, QStringLiteral("\\1spells with"));
    // A cost "Remove three quest counters from ~ and sacrifice it:" is "…, Sacrifice ~:" (two costs, 602.2b).
    static const QRegularExpression removeAndSacrifice(QStringLiteral("( counters? from ~) and sacrifice it:"));
    text.replace(removeAndSacrifice, QStringLiteral("\\1, Sacrifice ~:"));
    // Round 23: "Draw X cards and lose X life, where X is …" (Painful Truths) says what "You draw X cards
    // and you lose X life, where X is …" (Minions' Murmurs) says: one X for the draw and the loss ("you
    // draw" is "draw" by then, RoundTrip.cpp).
    static const QRegularExpression drawLoseX(QStringLiteral("(^|\\x{2014} |\\. )([Dd])raw X cards and lose X life, where X is\\b"));
    text.replace(drawLoseX, QStringLiteral("\\1\\2raw X cards and you lose X life, where X is"));
    // "If it's a Cyclops, destroy that creature" (the writer's) says what "… destroy it" (Eye Gouge) says:
    // the target the condition names.
    static const QRegularExpression destroyThatTarget(QStringLiteral("(\\b[Ii]f it's an? [A-Za-z]+, destroy) that (?:creature|permanent)\\b"));
    text.replace(destroyThatTarget, QStringLiteral("\\1 it"));
    // Round 28: "Put two +1/+1 counters on target creature and untap it." (Dragonscale Boon) says what
    // "… on target creature. Untap it." says: the creature the counters went on (OracleActionPairs.cpp).
    static const QRegularExpression countersThenUntap(QStringLiteral("(\\b[Pp]ut [^.]* counters? on [^.]+) and untap it\\."));
    text.replace(countersThenUntap, QStringLiteral("\\1. Untap it."));
    // "~ deals 3 damage to any target. You gain 3 life." says what "… to any target and you gain 3 life." says;
    static const QRegularExpression damageThenGain(QStringLiteral("(~ deals \\w+ damage to [^.]+)\\. You gain (\\w+) life\\."));
    text.replace(damageThenGain, QStringLiteral("\\1 and you gain \\2 life."));
    // round 30: so does "Target player loses 3 life. You gain 3 life." (Essence Feed) "… and you gain 3 life.";
    static const QRegularExpression lossThenGain(QStringLiteral(
        "(\\b(?:[Tt]arget player|[Tt]arget opponent|[Ee]ach opponent) loses \\w+ life)\\. You gain (\\w+) life\\."));
    text.replace(lossThenGain, QStringLiteral("\\1 and you gain \\2 life."));
    // qualities in either order: "nonblack attacking creature", "creature with flying you don't control";
    static const QRegularExpression colorThenAttacking(QStringLiteral("\\bnon(white|blue|black|red|green) attacking\\b"));
    text.replace(colorThenAttacking, QStringLiteral("attacking non\\1"));
    static const QRegularExpression keywordThenController(QStringLiteral(
        "\\b(creatures?|permanents?) (with|without) ([a-z]+) (you control|you don't control|an opponent controls|your opponents control|"
        "defending player controls)\\b"));   // round 23: Scalding Salamander's "defending player controls"
    text.replace(keywordThenController, QStringLiteral("\\1 \\4 \\2 \\3"));
    // round 23: each player's own count, "… equal to the number of lands that player controls" (Price of
    // Progress) is "… they control" (Acidic Soil);
    static const QRegularExpression ownCount(QStringLiteral(
        "(damage to each (?:player|opponent) equal to (?:twice )?the number of [^.]+?) that player controls\\b"));
    text.replace(ownCount, QStringLiteral("\\1 they control"));
    // round 28: "deals damage equal to the number of Giants you control to each non-Giant creature"
    // (Thundercloud Shaman) is "deals X damage to each non-Giant creature, where X is …" (a set, which
    // pluralWordings has made "non-Giant creatures" by now);
    static const QRegularExpression equalToEach(
        QStringLiteral("\\bdeals damage equal to (the number of [^.\"]+?) to (each [^.,\"]+|[^.,\"]+s)\\."));
    text.replace(equalToEach, QStringLiteral("deals X damage to \\2, where X is \\1."));
    static const QRegularExpression powerThenController(QStringLiteral(
        "\\b(creatures?) (with power \\d+ or (?:greater|less)) (you control|you don't control|an opponent controls|your opponents control)\\b"));
    text.replace(powerThenController, QStringLiteral("\\1 \\3 \\2"));
    // "instant and sorcery cards" (and "and/or", round 24) are the cards that are instants or sorceries, as
    // "instant or sorcery cards" are; "-0/-2" and "+0/-2" both leave power as it is;
    static const QRegularExpression instantAndSorcery(QStringLiteral("\\b([Ii])nstant and(?:/or)? sorcery (cards?|spells?)\\b"));
    text.replace(instantAndSorcery, QStringLiteral("\\1nstant or sorcery \\2"));
    static const QRegularExpression minusZero(QStringLiteral("(?<![\\w+-])-0/"));
    text.replace(minusZero, QStringLiteral("+0/"));
    // "can't block and its activated abilities can't be activated" (Demotion) is the writer's ", and";
    static const QRegularExpression andItsActivated(QStringLiteral("([^,]) and (its activated abilities can't be activated)"));
    text.replace(andItsActivated, QStringLiteral("\\1, and \\2"));
    // "black and/or red creatures" are the creatures that are black or red, as "black or red creatures" are;
    static const QRegularExpression colorAndOr(QStringLiteral(
        "\\b(white|blue|black|red|green) and/or (white|blue|black|red|green) (creatures?|permanents?)\\b"));
    text.replace(colorAndOr, QStringLiteral("\\1 or \\2 \\3"));
    // round 30: so are "blue creatures and black creatures" (Radiant Kavu);
    static const QRegularExpression colorsAndColors(QStringLiteral(
        "\\b(white|blue|black|red|green) creatures and (white|blue|black|red|green) creatures\\b"));
    text.replace(colorsAndColors, QStringLiteral("\\1 or \\2 creatures"));
    // "Prevent all damage that would be dealt this turn by attacking creatures" says "… dealt by attacking
    // creatures this turn" (Harmless Assault, Divine Light), and "… to you this turn by X" "… to you by X
    // this turn" (Deep Wood); "Sacrifice the creature" after one put onto the battlefield is "that creature";
    static const QRegularExpression thisTurnFirst(
        QStringLiteral("\\b(prevent (?:all )?(?:combat )?damage that would be dealt) this turn ((?:to|by) [^.]+?)(?=\\.|$)"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(thisTurnFirst, QStringLiteral("\\1 \\2 this turn"));
    static const QRegularExpression toYouThisTurnBy(
        QStringLiteral("\\b(prevent (?:all )?damage that would be dealt to you) this turn (by [^.]+?)(?=\\.|$)"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(toYouThisTurnBy, QStringLiteral("\\1 \\2 this turn"));
    // round 30: so is "… damage a source of your choice would deal to you this turn" (Auriok Replica);
    static const QRegularExpression chosenToYou(QStringLiteral(
        "\\b([Pp]revent (?:all )?damage) (a source of your choice) would deal to you this turn\\b"));
    text.replace(chosenToYou, QStringLiteral("\\1 that would be dealt to you by \\2 this turn"));
    // round 30: so is "… to that creature this turn by colorless sources" (Lithomancer's Focus);
    static const QRegularExpression toItThisTurnBy(QStringLiteral(
        "\\b([Pp]revent (?:all )?damage that would be dealt to (?:it|that creature)) this turn (by [a-z]+ sources)(?=\\.|$)"));
    text.replace(toItThisTurnBy, QStringLiteral("\\1 \\2 this turn"));
    // round 30: "… to you this turn. Prevent all damage that would be dealt to creatures you control this
    // turn." says what "… to you and creatures you control this turn." (Safe Passage) says (OracleActionPairs.cpp);
    static const QRegularExpression toYouThenYours(QStringLiteral(
        "\\b([Pp]revent (?:all )?damage that would be dealt to) you this turn\\. Prevent (?:all )?damage that would be dealt to "
        "((?:other )?(?:creatures|permanents) you control) this turn\\b"));
    text.replace(toYouThenYours, QStringLiteral("\\1 you and \\2 this turn"));
    // and "Prevent all combat damage non-Soldier creatures would deal this turn" "… that would be dealt by
    // non-Soldier creatures this turn" (Frontline Strategist), a set as one object's (RoundTrip.cpp), round
    // 30: also "… damage that other creatures would deal this turn" (Haze Frog);
    static const QRegularExpression setWouldDeal(
        QStringLiteral("\\b(prevent (?:all )?(?:combat )?damage) (?:that (?!would |creature ))?((?!that )[^.]+?) would deal this turn\\b"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(setWouldDeal, QStringLiteral("\\1 that would be dealt by \\2 this turn"));
    // "Then if …, …" (round 33: or "Then, if …, …", Docent of Perfection) after an instruction is "If …, …": the
    // instructions are done in order (608.2c);
    static const QRegularExpression thenIf(QStringLiteral("\\. Then,? if "));
    text.replace(thenIf, QStringLiteral(". If "));
    // and "Then flip a coin." after an instruction is "Flip a coin." (round 27: Molten Birth);
    text.replace(QStringLiteral(". Then flip a coin. "), QStringLiteral(". Flip a coin. "));
    // and "Then that creature fights …", "Then it fights …", "That creature deals damage equal to its power
    // to …" after a sentence naming one target creature are "It fights …" (round 20: Hunt the Weak,
    // Domri's Ambush), the same creature (608.2c);
    static const QRegularExpression thenItActs(
        QStringLiteral("\\. (?:Then (?:it|that creature)|That creature) (fights|deals damage equal to its power to) "));
    text.replace(thenItActs, QStringLiteral(". It \\1 "));
    // and "That creature becomes a Vampire in addition to its other types." (round 22: Olivia Voldaren),
    // "That creature becomes black until end of turn." (Singe), "That land becomes a 0/0 Elemental creature"
    // (Waker of the Wilds), "If you do, that land becomes …" (Cyclone Sire);
    static const QRegularExpression thatCreatureBecomes(QStringLiteral(
        "\\. That creature becomes (?=an? [A-Z]|(?:white|blue|black|red|green) until end of turn)|\\. That land becomes (?=an? \\d)"));
    text.replace(thatCreatureBecomes, QStringLiteral(". It becomes "));
    // "becomes an artifact creature" keeps the other types as "… in addition to its other types" says (205.1b;
    // round 28: "… with power and toughness each equal to its mana value", Karn, Silver Golem);
    static const QRegularExpression artifactCreatureKept(
        QStringLiteral("\\b(becomes an artifact creature(?: with [^.\"]+?)?) in addition to its other types\\b"));
    text.replace(artifactCreatureKept, QStringLiteral("\\1"));
    // and "Tap target creature. That creature doesn't untap … for as long as ~ remains tapped." (round 23:
    // Sand Squid, Amber Prison's "That permanent") is "It doesn't untap …", the tapped target (611.2b);
    static const QRegularExpression thatOneStaysTapped(QStringLiteral(
        "\\. That (?:creature|permanent) (?=doesn't untap during its controller's untap step (?:for as long as|until ~ leaves))"));
    text.replace(thatOneStaysTapped, QStringLiteral(". It "));
    // Round 31: "sacrifice a creature. You gain life equal to that creature's toughness" (Doomgape) is the
    // creature sacrificed, as the writer says it (608.2c); round 32: also a target player's ("Target player
    // sacrifices a creature. You gain …", Consuming Vapors; "…, then gains …", Devour Flesh); round 41: also a creature
    // with the greatest power among the player's (Consume);
    static const QRegularExpression thatSacrificed(QStringLiteral(
        "(\\b[Ss]acrifices? (?:a|another) creature(?: with the greatest power among creatures they control)?(?:\\. |, then )"
        "(?:If you do, )?[^.]*?)\\bthat creature's (?=power\\b|toughness\\b)"));
    while (text.contains(thatSacrificed))
        text.replace(thatSacrificed, QStringLiteral("\\1the sacrificed creature's "));
    // and "… target permanent until end of turn. If you do, untap it and it gains haste …" (round 31: Dominus
    // of Fealty) is "If you do, untap that permanent. It gains haste …", the one target (the writer's);
    static const QRegularExpression untapItAndItGains(QStringLiteral(
        "(\\btarget (permanent|creature) until end of turn\\. If you do, )untap it and it gains "));
    text.replace(untapItAndItGains, QStringLiteral("\\1untap that \\2. It gains "));
    // and "Whenever you gain life, … put a +1/+1 counter on target creature for each 1 life you gained" (round
    // 31: Cradle of Vitality) is "put that many +1/+1 counters on target creature", the life gained (119.10);
    static const QRegularExpression perLifeGained(QStringLiteral(
        "^(Whenever you gain life, [^\"]*)\\bput an? (\\S+) counter on target creature for each 1 life you gained\\."));
    text.replace(perLifeGained, QStringLiteral("\\1put that many \\2 counters on target creature."));
    // and "mill a card. … where X is that card's converted mana cost" (round 32: Infernal Genesis; round 34: "reveal
    // the top card …", Stormchaser Chimera) is the card milled or revealed, the writer's "its mana value" (608.2h);
    static const QRegularExpression milledCardsValue(QStringLiteral(
        "(\\b(?:[Mm]ills? a card|[Rr]eveal the top card of your library)\\. [^.]*?, where X is )that card's (?:converted mana cost|mana value)\\b"));
    text.replace(milledCardsValue, QStringLiteral("\\1its mana value"));
    // and "discard all the cards in your hand. If you do, …" (round 32: Forgotten Creation) "discard your hand";
    static const QRegularExpression wholeHandIfYouDo(QStringLiteral("\\b([Dd])iscard (?:all )?the cards in your hand(?=\\. If you do, )"));
    text.replace(wholeHandIfYouDo, QStringLiteral("\\1iscard your hand"));
    static const QRegularExpression ifYouDoThatLand(QStringLiteral("\\bIf you do, that land becomes (?=an? \\d)"));
    text.replace(ifYouDoThatLand, QStringLiteral("If you do, it becomes "));
    // and "Creatures you control gain indestructible until end of turn. Untap each creature you control."
    // (Ready) is "… Untap those creatures." (round 20: War Flare), the same set (611.2c);
    static const QRegularExpression untapEach(
        QStringLiteral("(\\b[Cc]reatures you control [^.]* until end of turn)\\. Untap (?:each creature|all creatures|creatures) you control\\b"));
    text.replace(untapEach, QStringLiteral("\\1. Untap those creatures"));
    static const QRegularExpression theCreature(QStringLiteral("\\b(the next end step, [Ss]acrifice) the creature(?=\\.|$)"));
    text.replace(theCreature, QStringLiteral("\\1 that creature"));
    // round 30: the exiled card "put into its owner's hand" (Watcher for Tomorrow, Hoarding Dragon) is the
    // one "returned to its owner's hand": the same move from exile (607.2a, 400.3);
    static const QRegularExpression exiledIntoHand(QStringLiteral("\\b([Pp])ut the exiled card into its owner's hand\\b"));
    for (auto m = exiledIntoHand.match(text); m.hasMatch(); m = exiledIntoHand.match(text))
        text.replace(m.capturedStart(), m.capturedLength(),
            (m.captured(1) == QLatin1String("P") ? QStringLiteral("R") : QStringLiteral("r"))
                + QStringLiteral("eturn the exiled card to its owner's hand"));
    // round 33: and "Put all cards exiled with ~ into their owners' hands" (Bomat Courier; Kyren Archive's
    // "their owner's hand"; "all" is gone by now) is the writer's "Return the exiled cards to their owners' hands";
    static const QRegularExpression allExiledIntoHands(QStringLiteral("\\bPut (?:all )?cards exiled with ~ into their owners?'s? hands?\\b"));
    text.replace(allExiledIntoHands, QStringLiteral("Return the exiled cards to their owners' hands"));
    // and Eye Spy's "… of target player's library. You may put that card into their graveyard" is "into that
    // player's graveyard", the writer's (its owner's, 404.1);
    static const QRegularExpression lookedAtIntoTheirs(QStringLiteral(
        "(\\bof target player's library\\. You may put that card into) their graveyard\\b"));
    text.replace(lookedAtIntoTheirs, QStringLiteral("\\1 that player's graveyard"));

    // a chosen card exiled in a sentence of its own (Night Terrors) or with the choice (Castigate);
    static const QRegularExpression revealAndChoose(
        QStringLiteral("\\breveals their hand and you choose ([^.]+ from it)\\. Exile that card\\."));
    text.replace(revealAndChoose, QStringLiteral("reveals their hand. You choose \\1 and exile that card."));
    // a chosen card discarded in one sentence (Splitting Headache's mode) or in three (Duress);
    static const QRegularExpression chosenThenDiscard(QStringLiteral(
        "\\breveals their hand, you choose ([^.]+ from it), then that player discards that card\\."));
    text.replace(chosenThenDiscard, QStringLiteral("reveals their hand. You choose \\1. That player discards that card."));
    static const QRegularExpression chosenThenExile(QStringLiteral("\\b([Yy]ou choose [^.]+ from it)\\. Exile that card\\."));
    text.replace(chosenThenExile, QStringLiteral("\\1 and exile that card."));
    // a card from a graveyard put onto the battlefield under your control is returned there (110.2a);
    static const QRegularExpression putFromGraveyard(QStringLiteral(
        "\\b([Pp])ut (target [^.]*?card) from (a|an opponent's|that player's) graveyard onto the battlefield under your control\\b"));
    for (auto m = putFromGraveyard.match(text); m.hasMatch(); m = putFromGraveyard.match(text))
        text.replace(m.capturedStart(), m.capturedLength(),
            (m.captured(1) == QLatin1String("P") ? QStringLiteral("Return ") : QStringLiteral("return ")) + m.captured(2)
                + QStringLiteral(" from ") + m.captured(3) + QStringLiteral(" graveyard to the battlefield"));
    // Wall of Diffusion's "can block creatures with shadow as though ~ had shadow" is Heartwood Dryad's
    // "… as though they didn't have shadow": either way it may block them (702.28b);
    static const QRegularExpression shadowBlock(QStringLiteral("\\bcreatures with shadow as though ~ had shadow\\b"));
    text.replace(shadowBlock, QStringLiteral("creatures with shadow as though they didn't have shadow"));
    // attacking creatures are on the battlefield (506.4);
    static const QRegularExpression attackingOnBattlefield(QStringLiteral("\\battacking (creatures|[A-Z][a-z]+) on the battlefield\\b"));
    text.replace(attackingOnBattlefield, QStringLiteral("attacking \\1"));
    // the intervening "if" of a step trigger (603.4) in Oracle's other words: "twenty or more" is "20 or
    // more", "there are no Zombies on the battlefield" is "no Zombies are on the battlefield", "your
    // opponents control no creatures" is "no opponent controls a creature", "~ has no charge counters on
    // it" is "there are no charge counters on ~", and the "it" after "if ~ is tapped, " is ~;
    text.replace(QStringLiteral("twenty or more"), QStringLiteral("20 or more"));
    static const QRegularExpression noneThere(QStringLiteral("\\bif there are no ([^,.]+) on the battlefield,"));
    text.replace(noneThere, QStringLiteral("if no \\1 are on the battlefield,"));
    static const QRegularExpression opponentsNone(QStringLiteral("\\bif your opponents control no (\\w+)s,"));
    text.replace(opponentsNone, QStringLiteral("if no opponent controls a \\1,"));
    static const QRegularExpression selfNoCounters(QStringLiteral("\\bif ~ has no (\\S+) counters on it,"));
    text.replace(selfNoCounters, QStringLiteral("if there are no \\1 counters on ~,"));
    static const QRegularExpression itOfSelf(QStringLiteral(
        "^(At the beginning of [^,]+, if (?:~ [^,]+|there are no \\S+ counters on ~), (?:put (?:a|an) \\S+ counter on|return|sacrifice) )it\\b"));
    text.replace(itOfSelf, QStringLiteral("\\1~"));
    static const QRegularExpression counterThenIfIt(QStringLiteral(   // round 32: Daredevil Dragster
        "^(At end of combat, if ~ [^,]+, put an? (\\S+) counter on )it\\. (Then if|If) it has (\\w+ or more \\2 counters on it), "
        "sacrifice it and "));
    text.replace(counterThenIfIt, QStringLiteral("\\1~. \\3 ~ has \\4, sacrifice ~ and "));
    static const QRegularExpression ownerOfSelf(QStringLiteral(   // round 32: Inferno Hellion
        "^(At the beginning of [^,]+, if ~ [^,]+, )its owner (?=shuffles it into their library\\b)"));
    text.replace(ownerOfSelf, QStringLiteral("\\1~'s owner "));
    // "sacrifice a creature other than ~" (Lord of the Pit) is "sacrifice another creature";
    static const QRegularExpression otherThanSelf(QStringLiteral("\\b([Ss])acrifice an? (\\w+) other than ~"));
    text.replace(otherThanSelf, QStringLiteral("\\1acrifice another \\2"));
    // and misprints of a few Oracle texts: "a instant or sorcery", a mode without its full stop.
    text.replace(QStringLiteral(" a instant "), QStringLiteral(" an instant "));
    text.replace(QStringLiteral(", target opponent discard a card."), QStringLiteral(", target opponent discards a card."));
    text.replace(QStringLiteral(" until the end of turn"), QStringLiteral(" until end of turn"));   // round 23: Selfless Spirit
    text.replace(QStringLiteral(" of your librar any time"), QStringLiteral(" of your library any time"));   // round 24: Precognition Field
    text.replace(QStringLiteral("you sacrifice a treasure,"), QStringLiteral("you sacrifice a Treasure,"));   // round 28: Captain Lannery Storm
    text.replace(QStringLiteral(", you may have target land you control becomes "),
        QStringLiteral(", you may have target land you control become "));   // round 28: Embodiment of Fury
    static const QRegularExpression scionStop(QStringLiteral("\"Sacrifice (this creature|~)\\. (?=Add \\{C\\}\\.?\")"));
    text.replace(scionStop, QStringLiteral("\"Sacrifice \\1: "));   // round 30: Carrier Thrall
    text.replace(QStringLiteral("\"{T}, sacrifice this artifact: "), QStringLiteral("\"{T}, Sacrifice this artifact: "));   // Brazen Freebooter
    static const QRegularExpression modeWithoutStop(QStringLiteral("(\\n\\x{2022} [^\\n]*[^.\\n])(?=\\n)"));
    text.replace(modeWithoutStop, QStringLiteral("\\1."));
    return text;
}

QString triggerHeadWordings(QString text)
{
    static const QRegularExpression olderDies(QStringLiteral(
        "(^|\")((?:When|Whenever) (?:~ enters or|(?:another|an?) [^,\"]+?)) is put into a graveyard from the battlefield(?=,)"));
    text.replace(olderDies, QStringLiteral("\\1\\2 dies"));
    // Round 17: "Whenever a Warrior creature enters" is "Whenever a Warrior enters", as "Warrior creatures"
    // are "Warriors" (a creature type names creatures); round 22: so "Whenever ~ or another Human creature
    // you control dies" (Xathrid Necromancer); round 26: "Whenever another Treefolk creature you control
    // enters" (Orchard Warden).
    static const QRegularExpression typeCreatureHead(QStringLiteral(
        "(^|\")((?:When|Whenever) (?:~ or another|another|an?) )([A-Z][a-z]+) creature (?=enters\\b|you control (?:dies|enters)\\b)"));
    for (auto m = typeCreatureHead.match(text); m.hasMatch(); m = typeCreatureHead.match(text, m.capturedStart() + 1))
        if (singularCreatureType(m.captured(3)))
            text.replace(m.capturedStart(3), m.capturedLength(3) + 9, m.captured(3));
    // Round 26: "Whenever a creature is put into your graveyard from the battlefield, put that card on top of
    // your library" (Mortuary): the card is yours, its owner's library yours (400.3).
    static const QRegularExpression yourGraveyardsCard(QStringLiteral(
        "^((?:When|Whenever) [^,\"]+ is put into your graveyard from the battlefield, (?:you may )?put that card on top of )your library"));
    text.replace(yourGraveyardsCard, QStringLiteral("\\1its owner's library"));
    // Round 34: "… is put into your graveyard from anywhere, you may return it to your hand" (Tamiyo, the Moon
    // Sage's emblem; Decaying Soil's after "you may pay {1}. If you do,"), so its owner's hand; in quotes too.
    static const QRegularExpression yourGraveyardsCardToHand(QStringLiteral(
        "((?:^|\")(?:When|Whenever) [^,\"]+ is put into your graveyard from (?:the battlefield|anywhere), [^\"]*?return (?:it|that card) to )your hand"));
    text.replace(yourGraveyardsCardToHand, QStringLiteral("\\1its owner's hand"));
    // Round 22: "When ~ enters, attach it to target Pirate you control" (Pirate's Cutlass): "it" is ~.
    static const QRegularExpression attachItEntering(QStringLiteral("^(When ~ enters, attach )it( to target )"));
    text.replace(attachItEntering, QStringLiteral("\\1~\\2"));
    // Round 29: "When ~ enters, you may have target creature block it this turn if able" (Giant Ambush Beetle):
    // "it" is ~, and the requirement lasts until end of turn (509.1c), as "blocks ~ this turn if able" reads.
    static const QRegularExpression mayHaveBlockIt(
        QStringLiteral("^(When ~ enters, you may have target [^,.\"]+? block )it this turn if able(?=\\.$)"));
    text.replace(mayHaveBlockIt, QStringLiteral("\\1~ if able until end of turn"));
    // Round 29: "When enchanted creature dies, ~ deals damage equal to that creature's toughness to the
    // creature's controller" (Creature Bond): "the creature" is that creature, the event's (603.7c).
    static const QRegularExpression toTheCreaturesController(QStringLiteral(
        "^(When enchanted creature dies, ~ deals damage equal to that creature's (?:power|toughness) to )the creature's controller"));
    text.replace(toTheCreaturesController, QStringLiteral("\\1that creature's controller"));
    // Round 19: "When ~ dies, …. Exile it." is Oracle's "Exile ~.": the card ~ became (400.7, 603.6c).
    static const QRegularExpression diedThenExiled(QStringLiteral("^(When ~ dies, [^\\n\"]+\\. )Exile it\\.$"));
    text.replace(diedThenExiled, QStringLiteral("\\1Exile ~."));
    // Round 22: "Whenever ~ attacks, you may pay {1}{W}. If you do, it gains flying …" (Skyline Scout), "…
    // If you do, transform it." (Insidious Mist): after a payment that names no object, "it" is ~ (603.7c).
    static const QRegularExpression paidThenIt(QStringLiteral(
        "^((?:When|Whenever) ~ [^,\"]+, you may pay (?:\\{[^ ]+\\})+\\. If you do, (?:transform )?)it(?= gets | gains |\\.$)"));
    text.replace(paidThenIt, QStringLiteral("\\1~"));
    // and "Whenever you cast an instant or sorcery spell, ~ gets +1/+1 until end of turn. Untap it." (Blistercoil
    // Weird): the sentence before names ~ alone.
    static const QRegularExpression changedThenUntapIt(QStringLiteral(
        "^((?:When|Whenever|At) [^,\"]+, ~ (?:gets|gains) [^.~\"]+ until end of turn\\. (?:Untap|Tap) )it(?=\\.$)"));
    text.replace(changedThenUntapIt, QStringLiteral("\\1~"));
    // Round 32: "each other player may put an artifact or enchantment card onto the battlefield from their hand"
    // (Charmed Griffin) is "… from their hand onto the battlefield".
    static const QRegularExpression ontoFromTheirHand(QStringLiteral(
        "(\\b(?:each other player|each opponent) may put an? [^,.\"]+?) onto the battlefield from their hand(?=\\.)"));
    text.replace(ontoFromTheirHand, QStringLiteral("\\1 from their hand onto the battlefield"));
    // Round 32: "When ~ dies, flip a coin. If you lose the flip, it deals …" (Volatile Rig): "it" is ~.
    static const QRegularExpression flipThenIt(QStringLiteral(
        "^((?:When|Whenever) ~ [^,\"]+, flip a coin\\. If you (?:win|lose) the flip, )it(?= deals )"));
    text.replace(flipThenIt, QStringLiteral("\\1~"));
    return text;
}

}   // namespace strata::import
