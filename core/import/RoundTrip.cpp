#include "ImportedCard.h"
#include "OracleParser.h"
#include "OracleWords.h"
#include "OracleEventPlayers.h"
#include "RoundTripWordings.h"
#include "OracleTriggerWordings.h"
#include <QRegularExpression>

namespace strata::import {

QString normalisedForRoundTrip(QString text)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    text = activatedPairsAsSentences(text);   // round 30: first, before "all cards from all graveyards" is shortened
    // Round 32: "Merfolk and/or Faeries you control" (Silvergill Douser) are "Merfolk and Faeries you control"
    // (a union, each counted once), before counts of them are said "for each".
    static const QRegularExpression eitherKindYouControl(QStringLiteral("\\b([A-Z][a-z]+) and/or ([A-Z][a-z]+) you control\\b"));
    text.replace(eitherKindYouControl, QStringLiteral("\\1 and \\2 you control"));
    text = combatSetWording(spellKindsWithSerialComma(duringTurnWording(counterStateWording(selfEventItWording(olderConditionWording(mendedTriggerWording(text)))))));   // rounds 23-24, 29-30: Homarid (603.8), "during your turn", ~ as "it", older conditions, mended wordings, combat sets
    // Round 32: an action's "for each Equipment attached to ~" (Kemba, Kha Regent) is the writer's "attached to
    // it", the ability's source (before the plurals below).
    static const QRegularExpression eachAttachedToSelf(QStringLiteral("\\b(for each [A-Z]\\w+) attached to ~(?=\\.|$)"));
    text.replace(eachAttachedToSelf, QStringLiteral("\\1 attached to it"));
    text.replace(QStringLiteral("enters the battlefield"), QStringLiteral("enters"));
    text.replace(QStringLiteral("enters the battlfield"), QStringLiteral("enters"));   // Prism Array's misprint
    // "Creatures your opponents control enter the battlefield tapped" (614.12), as "enters" above;
    // "Blue spells and red spells" are "Blue and red spells" (either kind, as "Instant and sorcery spells").
    text.replace(QStringLiteral(" enter the battlefield"), QStringLiteral(" enter"));
    // Round 34: "each artifact, creature, and enchantment" (Pernicious Deed) is "all artifacts, creatures, and
    // enchantments", the writer's list (before the plurals below take "each artifact," alone).
    static const QRegularExpression eachTypeList(QStringLiteral(
        "\\b[Ee]ach ((?:(?:artifact|creature|enchantment|land|planeswalker), )+and (?:artifact|creature|enchantment|land|planeswalker))\\b"));
    static const QRegularExpression listedType(QStringLiteral("\\b(artifact|creature|enchantment|land|planeswalker)\\b"));
    for (auto m = eachTypeList.match(text); m.hasMatch(); m = eachTypeList.match(text, m.capturedStart() + 1))
        text.replace(m.capturedStart(), m.capturedLength(), m.captured(1).replace(listedType, QStringLiteral("\\1s")).prepend(QStringLiteral("all ")));
    // Round 34: "all black and all red creature cards" (Balthor the Defiled) are either colour's, "all black or red …".
    static const QRegularExpression allTwoColors(QStringLiteral("\\ball (white|blue|black|red|green) and all (white|blue|black|red|green) "));
    text.replace(allTwoColors, QStringLiteral("all \\1 or \\2 "));
    text = restrictionIfWordings(pluralWordings(text));
    // Copy effects (707): "as a copy of any creature" is a copy of a creature, one object chosen as it
    // enters; "an Ally creature" an Ally (as "each Samurai creature" below); "except it gains \"…\"" says
    // what "except it has" says (707.9a). "Switch target creature's power and toughness" is "switch the
    // power and toughness of target creature" (613.4d). Misprints of a few Oracle texts: "on the the
    // battlefield", "target creatures's".
    text.replace(QStringLiteral(" the the "), QStringLiteral(" the "));
    text.replace(QStringLiteral("creatures's "), QStringLiteral("creature's "));
    static const QRegularExpression copyOfAny(QStringLiteral("\\bas a copy of (?:any|an?) "));
    text.replace(copyOfAny, QStringLiteral("as a copy of any "));
    static const QRegularExpression copyOfTypeCreature(QStringLiteral("\\bas a copy of any ([A-Z][a-z]+) creature\\b"));
    for (auto m = copyOfTypeCreature.match(text); m.hasMatch(); m = copyOfTypeCreature.match(text, m.capturedStart() + 1)) {
        if (singularCreatureType(m.captured(1)))
            text.replace(m.capturedStart(), m.capturedLength(), QStringLiteral("as a copy of any ") + m.captured(1));
    }
    text.replace(QStringLiteral(", except it gains \""), QStringLiteral(", except it has \""));
    static const QRegularExpression switchOwn(QStringLiteral("\\b([Ss])witch ([^.,:\"]+?)'s power and toughness\\b"));
    text.replace(switchOwn, QStringLiteral("\\1witch the power and toughness of \\2"));
    // a cost changer's "for each instant and sorcery card" is each card of either type, and "for each
    // creature your opponents control" each one an opponent controls;
    static const QRegularExpression eachTwoTypes(QStringLiteral("\\bto cast for each (\\w+) and (\\w+) card\\b"));
    text.replace(eachTwoTypes, QStringLiteral("to cast for each \\1 or \\2 card"));
    static const QRegularExpression eachOpponents(
        QStringLiteral("\\bto cast for each (\\w+) your opponents control\\b"));
    text.replace(eachOpponents, QStringLiteral("to cast for each \\1 an opponent controls"));
    static const QRegularExpression spellsAndSpells(QStringLiteral("\\b(\\w+) spells and (\\w+) spells\\b"));
    text.replace(spellsAndSpells, QStringLiteral("\\1 and \\2 spells"));
    // The older "exile all cards from target player's graveyard" is today's "exile target player's graveyard".
    static const QRegularExpression allCardsFrom(QStringLiteral(
        "\\b([Ee])xile all cards from ((?:your|all|target player's|target opponent's|each opponent's) graveyards?)\\b"));
    text.replace(allCardsFrom, QStringLiteral("\\1xile \\2"));
    // "is every creature type" (205.3m) says what "has all creature types" says.
    text.replace(QStringLiteral("is every creature type"), QStringLiteral("has all creature types"));
    // Wordings that say the same thing, older and newer Oracle text or Strata's own:
    // "Activate this ability only …" (before 2021) is "Activate only …";
    text.replace(QStringLiteral("Activate this ability only"), QStringLiteral("Activate only"));
    text.replace(QStringLiteral("Activate this ability no more than"), QStringLiteral("Activate no more than"));
    text = activationWordings(text);
    // "If …, this spell costs {6} less to cast." says what "This spell costs {6} less to cast if …." says (601.2f);
    static const QRegularExpression costIf(
        QStringLiteral("^If ([^,.]+), (~|this spell) costs (\\{\\d+\\} (?:more|less) to cast)\\.$"), QRegularExpression::CaseInsensitiveOption);
    text.replace(costIf, QStringLiteral("\\2 costs \\3 if \\1."));
    // "any time you could cast a sorcery" (older) is "as a sorcery" (307.1, 602.5d);
    text.replace(QStringLiteral("Activate only any time you could cast a sorcery"), QStringLiteral("Activate only as a sorcery"));
    // "the end step" (older) is "each end step";
    text.replace(QStringLiteral("At the beginning of the end step"), QStringLiteral("At the beginning of each end step"));
    // a subtype added "in addition to its other land types" is added to its other types;
    static const QRegularExpression otherTypes(QStringLiteral("\\bother (creature|land) types\\b"));
    text.replace(otherTypes, QStringLiteral("other types"));
    // a permanent's "your untap step" is its controller's;
    text.replace(QStringLiteral("during your untap step"), QStringLiteral("during its controller's untap step"));
    text.replace(QStringLiteral("during your next untap step"), QStringLiteral("during its controller's next untap step"));
    // "-2/-0" changes power only, as "-2/+0" does;
    static const QRegularExpression minusZeroToughness(QStringLiteral("/[-\\x{2212}]0\\b"));
    static const QRegularExpression minusZeroPower(QStringLiteral("[-\\x{2212}]0/"));
    text.replace(minusZeroToughness, QStringLiteral("/+0"));
    text.replace(minusZeroPower, QStringLiteral("+0/"));
    // "Each Vehicle you control gets +1/+1 as long as it's a creature" (Depala): "it" is each of them,
    // so it says what "Vehicle creatures you control get +1/+1" says;
    static const QRegularExpression eachWhileCreature(
        QStringLiteral("^Each ([A-Z][a-z]+) you control gets ([^ ]+) as long as it's a creature\\.$"));
    text.replace(eachWhileCreature, QStringLiteral("\\1 creatures you control get \\2."));
    // A creature type misprinted in lower case ("Other sliver creatures you control", Enduring Sliver)
    // is that type;
    static const QRegularExpression lowerTypeCreatures(QStringLiteral("\\b([a-z]+) creatures\\b"));
    for (auto m = lowerTypeCreatures.match(text); m.hasMatch(); m = lowerTypeCreatures.match(text, m.capturedEnd())) {
        const QString word = m.captured(1).left(1).toUpper() + m.captured(1).mid(1);
        if (singularCreatureType(word))
            text.replace(m.capturedStart(1), word.size(), word);
    }
    // "Sliver creatures" are "Slivers" (a creature type names creatures), "all artifacts" are "artifacts";
    // "non-Elemental creatures" stay so.
    static const QRegularExpression typeCreatures(QStringLiteral("\\b(?<!-)([A-Z][a-z]+) creatures\\b"));
    QString out;
    int last = 0;
    auto it = typeCreatures.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const SubtypeId id = singularCreatureType(m.captured(1));
        if (!id)
            continue;
        out += text.mid(last, m.capturedStart() - last) + pluralSubtypeName(id);
        last = m.capturedEnd();
    }
    if (last > 0)
        text = out + text.mid(last);
    // "a creature enters under an opponent's control" is "a creature an opponent controls enters";
    static const QRegularExpression underOpponentsControl(
        QStringLiteral("\\b((?:an?|another) [^,.]+?) enters under an opponent's control\\b"));
    text.replace(underOpponentsControl, QStringLiteral("\\1 an opponent controls enters"));
    // "each creature your opponents control" and "each creature an opponent controls" are one set (the
    // controller of each is an opponent); "as long as an opponent controls …" names a player and stays;
    static const QRegularExpression anOpponentControls(
        QStringLiteral("\\b(?!(?:as|if|unless|while|and|or|long)\\b)([a-z]+|[A-Z][a-z]+s?) an opponent controls\\b"));
    text.replace(anOpponentControls, QStringLiteral("\\1 your opponents control"));
    // 205.1a: "As long as ~ has a slumber counter on it, it's a land" (Arixmethes) makes it a land and
    // nothing else, as "~ is a land and loses all other card types" says;
    static const QRegularExpression selfIsALand(QStringLiteral("^(As long as ~ [^,]+), it's a land\\.$"));
    text.replace(selfIsALand, QStringLiteral("\\1, ~ is a land and loses all other card types."));
    // round 35: so does a trigger's "~ becomes an enchantment." (Hidden Stag);
    static const QRegularExpression becomesEnchantment(QStringLiteral("(?<=, )~ becomes an enchantment(?=\\.$)"));
    text.replace(becomesEnchantment, QStringLiteral("~ becomes an enchantment and loses all other card types"));
    // "Knights your team controls" are the Knights you control: Strata's games have no teams (810:
    // Two-Headed Giant), and outside a team game "your team" is you alone;
    text.replace(QStringLiteral(" your team controls "), QStringLiteral(" you control "));
    // the shock lands' "If you don't, Hallowed Fountain enters tapped" (2022) is today's "it enters tapped";
    static const QRegularExpression unpaidTapped(QStringLiteral("(you may pay \\d+ life\\. If you don't, )~ enters tapped"));
    text.replace(unpaidTapped, QStringLiteral("\\1it enters tapped"));
    // "Cards in graveyards" are the cards in all graveyards (every player's);
    static const QRegularExpression inGraveyards(QStringLiteral("\\b([Cc]ards) in graveyards\\b"));
    text.replace(inGraveyards, QStringLiteral("\\1 in all graveyards"));
    // a spell's controller is the player who cast it (601.2a): "spells you cast" are "spells you control";
    static const QRegularExpression spellsYouCast(QStringLiteral("\\b(spells?) you cast\\b"));
    text.replace(spellsYouCast, QStringLiteral("\\1 you control"));
    // "gets +X/+X until end of turn, where X is …" says what "gets +X/+X, where X is … until end of turn" says;
    static const QRegularExpression eotBeforeWhere(QStringLiteral("( until end of turn)(, where X is [^.\"]*)"));
    text.replace(eotBeforeWhere, QStringLiteral("\\2\\1"));
    // "nonartifact, nonblack creature" is the "nonblack nonartifact creature" the writer says (colours first);
    static const QRegularExpression typeThenColor(QStringLiteral(
        "\\bnon(artifact|creature|enchantment|land|planeswalker), non(white|blue|black|red|green)\\b"));
    text.replace(typeThenColor, QStringLiteral("non\\2 non\\1"));
    // and "noncreature, nonland card" (Duress) is the "nonland noncreature card" it says;
    static const QRegularExpression twoTypes(QStringLiteral("\\bnon(artifact|creature|enchantment|land|planeswalker), "
                                                            "non(artifact|creature|enchantment|land|planeswalker) card\\b"));
    text.replace(twoTypes, QStringLiteral("non\\2 non\\1 card"));
    // Amounts in Oracle's other words: "+X/+X, where X is the number of …" is "+1/+1 for each …"
    // (RoundTripAmounts.cpp).
    text = amountWordings(text);
    // "the number of cards in the hand of the opponent with the most cards in hand" is the greatest number;
    text.replace(QStringLiteral("the number of cards in the hand of the opponent with the most cards in hand"),
        QStringLiteral("the greatest number of cards in hand among your opponents"));
    // "you control at least three other …" is "you control three or more other …";
    static const QRegularExpression atLeast(QStringLiteral("\\byou control at least (\\w+) "));
    text.replace(atLeast, QStringLiteral("you control \\1 or more "));
    // "Servos you control and Thopters you control" are "Servos and Thopters you control" (a union);
    static const QRegularExpression twoKindsYouControl(
        QStringLiteral("\\b([A-Z][a-z]+) you control and ([A-Z][a-z]+) you control\\b"));
    text.replace(twoKindsYouControl, QStringLiteral("\\1 and \\2 you control"));
    // "there is a Desert card in your graveyard" is "a Desert card is in your graveyard";
    // "unless there are seven or more cards in your graveyard" says what threshold's "… cards are in
    // your graveyard" says; "~ can't attack unless it's equipped": that "it" is ~.
    static const QRegularExpression thereAreCards(QStringLiteral("\\bthere are (\\w+) or more cards in your graveyard\\b"));
    text.replace(thereAreCards, QStringLiteral("\\1 or more cards are in your graveyard"));
    static const QRegularExpression unlessIts(QStringLiteral("^(~ [^.]*?) unless it's "));
    text.replace(unlessIts, QStringLiteral("\\1 unless ~ is "));
    // "~ has hexproof as long as it entered the battlefield this turn": that "it" is ~ too;
    static const QRegularExpression itEntered(QStringLiteral("^(~ [^.]*?) as long as it entered "));
    text.replace(itEntered, QStringLiteral("\\1 as long as ~ entered "));
    static const QRegularExpression thereIsCard(QStringLiteral("\\bthere is (an? [\\w ]+ card) in your graveyard\\b"));
    text.replace(thereIsCard, QStringLiteral("\\1 is in your graveyard"));
    // The importer's wordings of static abilities (issue 16): "for each of its colors" is the number of
    // its colours;
    text.replace(QStringLiteral("for each its color"), QStringLiteral("for each of its colors"));
    // "creatures you control of the chosen type" and "creatures of the chosen type you control" are one set (and, round 36,
    // Cloud Key's "spells you cast of the chosen type" and "spells of the chosen type you cast");
    static const QRegularExpression chosenAfterControl(QStringLiteral("\\byou (control|cast) of the chosen (type|color)\\b"));
    text.replace(chosenAfterControl, QStringLiteral("of the chosen \\2 you \\1"));
    // so are "creatures with flying your opponents control" and "creatures your opponents control with flying";
    static const QRegularExpression keywordBeforeControl(QStringLiteral(
        "\\b(with (?:flying|first strike|deathtouch|trample|haste|vigilance|reach|lifelink|defender|menace|double strike|"
        "indestructible|hexproof|shadow)) (you control|your opponents control|an opponent controls)\\b"));
    text.replace(keywordBeforeControl, QStringLiteral("\\2 \\1"));
    // and "creatures you control that are enchanted" and "enchanted creatures you control";
    static const QRegularExpression thatAre(QStringLiteral("\\b(\\w+)( you control)? that are (enchanted|equipped)\\b"));
    text.replace(thatAre, QStringLiteral("\\3 \\1\\2"));
    // "it gets an additional +1/+0" (beside an Equipment's own bonus) gets +1/+0, and "creatures get an
    // additional +1/+1" get +1/+1;
    static const QRegularExpression additional(QStringLiteral(" (gets?) an additional "));
    text.replace(additional, QStringLiteral(" \\1 "));
    // "card types in your graveyard" (delirium's older wording) are card types among cards there;
    text.replace(QStringLiteral("card types in your graveyard"), QStringLiteral("card types among cards in your graveyard"));
    // "lands are Islands in addition to their other types" is what "each land is an Island …" says.
    static const QRegularExpression pluralTypes(QStringLiteral("\\bare (\\w+)s in addition to their other types\\b"));
    for (auto m = pluralTypes.match(text); m.hasMatch(); m = pluralTypes.match(text, m.capturedStart() + 1)) {
        const QString one = m.captured(1);
        const bool vowel = QStringLiteral("aeiouAEIOU").contains(one.at(0));
        text.replace(m.capturedStart(), m.capturedLength(),
            QStringLiteral("is %1 %2 in addition to its other types").arg(vowel ? QStringLiteral("an") : QStringLiteral("a"), one));
    }
    // "lands you control are Plains" (305.7) is what "each land you control is a Plains" says.
    static const QRegularExpression pluralLandType(
        QStringLiteral("\\bare (Plains|Island|Swamp|Mountain|Forest)s?(?=\\.?$)"));
    if (const auto m = pluralLandType.match(text);
        m.hasMatch() && (m.captured(1) == QLatin1String("Plains") || m.captured(0).endsWith(QLatin1Char('s'))))
        text.replace(m.capturedStart(), m.capturedLength(),
            (m.captured(1) == QLatin1String("Island") ? QStringLiteral("is an ") : QStringLiteral("is a "))
                + m.captured(1));
    // "each other Samurai creature" is "each other Samurai" (a creature type names creatures, as above);
    static const QRegularExpression eachTypeCreature(QStringLiteral("\\b([Ee]ach (?:other )?)([A-Z][a-z]+) creature\\b"));
    for (auto m = eachTypeCreature.match(text); m.hasMatch(); m = eachTypeCreature.match(text, m.capturedStart() + 1)) {
        if (singularCreatureType(m.captured(2)))
            text.replace(m.capturedStart(), m.capturedLength(), m.captured(1) + m.captured(2));
    }
    static const QRegularExpression all(QStringLiteral("\\b[Aa]ll (?=\\S)"));
    text.remove(all);
    // "each creature" and "each Vampire you control" are "creatures", "Vampires you control";
    static const QRegularExpression each(
        QStringLiteral("\\b[Ee]ach ((?:(?:other|attacking|tapped|untapped|non-[A-Z]\\w+) )*)(\\w+)\\b"));
    out.clear();
    last = 0;
    it = each.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString word = m.captured(2);
        QString plural;
        static const QStringList typeNouns = {"creature", "artifact", "land", "enchantment", "permanent", "planeswalker"};
        if (typeNouns.contains(word))
            plural = word + QLatin1Char('s');
        else if (SubtypeId id = subtypeFromWord(word); id && SubtypeRegistry::instance().name(id) == word)
            plural = pluralSubtypeName(id);
        if (plural.isEmpty())
            continue;
        out += text.mid(last, m.capturedStart() - last) + m.captured(1) + plural;
        last = m.capturedEnd();
    }
    if (last > 0)
        text = out + text.mid(last);
    // "another creature enters under your control" is "another creature you control enters" (and so for
    // any permanent: "a land enters under your control", "~ or another Ally enters under your control");
    static const QRegularExpression underYourControl(
        QStringLiteral("\\b((?:an?|another) [^,.]+?) enters under your control\\b"));
    text.replace(underYourControl, QStringLiteral("\\1 you control enters"));
    // and "a creature with power 3 or greater you control" is "a creature you control with power 3 or
    // greater", the writer's order (so for "an opponent controls");
    static const QRegularExpression sizedYouControl(QStringLiteral(
        "\\b(creatures?) (with (?:power|toughness) \\d+ or (?:greater|less)) (you control|an opponent controls)\\b"));
    text.replace(sizedYouControl, QStringLiteral("\\1 \\3 \\2"));
    // "if you control a creature with power 5 or greater" says "one or more creatures with …";
    static const QRegularExpression controlASized(
        QStringLiteral("\\byou control an? creature (with (?:power|toughness) \\d+ or (?:greater|less))\\b"));
    text.replace(controlASized, QStringLiteral("you control one or more creatures \\1"));
    // 207.2c: an ability word has no rules meaning; forecast is a keyword that limits when its ability
    // may be activated (702.57b), so it stays.
    // Molderhulk's misprint "Undergrowth—This spell" (no spaces) is the same ability word.
    static const QRegularExpression abilityWord(QStringLiteral(
        "^(?!Forecast )[A-Z][a-z]+(?: [a-z]+)?(?: \\x{2014} (?=\\S)|\\x{2014}(?=This spell ))"));
    text.remove(abilityWord);
    // "X as long as C" says what "As long as C, X" says, and "you control a Forest" what "you control one
    // or more Forests" says (a plural that is not the singular plus "s" stays unlike: a mismatch).
    static const QRegularExpression conditionLast(QStringLiteral("^([^,:]+?) as long as ([^,:]+?)\\.?$"));
    text.replace(conditionLast, QStringLiteral("As long as \\2, \\1"));
    // … and so before "Otherwise, …" (Clutch of Undeath: "… as long as it's a Zombie. Otherwise, it …");
    static const QRegularExpression conditionLastOtherwise(
        QStringLiteral("^([^,:.]+?) as long as ([^,:.]+?)\\. Otherwise, "));
    text.replace(conditionLastOtherwise, QStringLiteral("As long as \\2, \\1. Otherwise, "));
    // "Enchanted creature gets +1/+2 as long as it's white": it is the enchanted creature;
    static const QRegularExpression itsAttached(
        QStringLiteral("^As long as it's ([^,]+), ((?:[Ee]nchanted|[Ee]quipped) (?:creature|permanent)) "));
    text.replace(itsAttached, QStringLiteral("As long as \\2 is \\1, it "));
    // "As long as it's attacking, ~ …" and "As long as ~ is untapped, it …" name ~ twice;
    static const QRegularExpression itsSelf(QStringLiteral("^As long as it's (\\w+), ~ "));
    text.replace(itsSelf, QStringLiteral("As long as ~ is \\1, ~ "));
    static const QRegularExpression itSelf(QStringLiteral("^As long as ~ is (\\w+), it "));
    text.replace(itSelf, QStringLiteral("As long as ~ is \\1, ~ "));
    // "Saprolings you control have +2/+2" (Tendershoot Dryad) says what "get +2/+2" says;
    static const QRegularExpression haveBonus(QStringLiteral("\\bhave (?=[+-]\\d+/[+-]\\d+\\b(?! counter))"));
    text.replace(haveBonus, QStringLiteral("get "));
    // "As long as ~ is monstrous, it has menace", "… on it, it's a land": after a condition about ~,
    // "it" is ~;
    static const QRegularExpression itAfterSelf(QStringLiteral("^(As long as ~ [^,]+), it(?:'s| is) "));
    text.replace(itAfterSelf, QStringLiteral("\\1, ~ is "));
    static const QRegularExpression itAfterSelfVerb(QStringLiteral("^(As long as ~ [^,]+), it (?=has |gets |can )"));
    text.replace(itAfterSelfVerb, QStringLiteral("\\1, ~ "));
    // "As long as enchanted permanent is a Vehicle, it's a creature": "it's" is "it is";
    static const QRegularExpression itsA(QStringLiteral("^(As long as [^,]+), it's (?=an? )"));
    text.replace(itsA, QStringLiteral("\\1, it is "));
    // "As long as there is exactly one tide counter on ~, it gets -1/-1": that "it" is ~;
    // Round 44: "Whenever ~ attacks, if defending player is poisoned, it gets +1/+1 …" (Septic Rats): that "it" is ~;
    static const QRegularExpression itAfterPoisoned(QStringLiteral("^(Whenever ~ attacks, if defending player is poisoned), it (?=gets )"));
    text.replace(itAfterPoisoned, QStringLiteral("\\1, ~ "));
    static const QRegularExpression itAfterCounters(QStringLiteral("^(As long as there (?:is|are) exactly [^,]* on ~), it "));
    text.replace(itAfterCounters, QStringLiteral("\\1, ~ "));
    // "~'s power and toughness are each equal to the number of time counters on it": on ~;
    static const QRegularExpression cdaOnIt(QStringLiteral("^(~'s [^.\"]* counters on )it(?=\\.?$)"));
    text.replace(cdaOnIt, QStringLiteral("\\1~"));
    // "~ has trample as long as it has a +1/+1 counter on it": that "it" is ~ too;
    static const QRegularExpression itHasSelf(QStringLiteral("^As long as it has ([^,]+), ~ "));
    text.replace(itHasSelf, QStringLiteral("As long as ~ has \\1, ~ "));
    // the importer reads "this creature" as ~ (Oracle text's newer name for the object itself), in a
    // granted ability too, where the writer says "this creature" again;
    static const QRegularExpression thisObject(QStringLiteral(
        "\\b[Tt]his (creature|artifact|enchantment|land|planeswalker|permanent|Aura|Equipment|Vehicle|battle)\\b"));
    text.replace(thisObject, QStringLiteral("~"));
    // "You draw a card" is "draw a card" ("you" is the ability's controller either way, 109.5), and
    // "put another +1/+1 counter" puts one, what "put a +1/+1 counter" says;
    static const QRegularExpression youDraw(QStringLiteral("(^|: |\\. |, |\")[Yy]ou draw\\b"));
    text.replace(youDraw, QStringLiteral("\\1draw"));
    static const QRegularExpression putAnother(QStringLiteral("\\bput another (?=\\S+ counter\\b)"));
    text.replace(putAnother, QStringLiteral("put a "));
    // a keyword granted in quotes, a sentence of its own ("have \"Cumulative upkeep {1}.\"", "have \"bands
    // with other legendary creatures.\""), is the keyword the writer lists without them;
    static const QRegularExpression quotedKeyword(QStringLiteral(
        "\"((?:[Bb]ands with other legendary creatures)|(?:[A-Z][a-z]+(?: [a-z]+)? (?:\\{[^}]+\\})+))\\.?\""));
    text.replace(quotedKeyword, QStringLiteral("\\1"));
    // "green legendary creatures" are "legendary green creatures" (the writer puts supertypes first);
    static const QRegularExpression colorLegendary(
        QStringLiteral("\\b(white|blue|black|red|green) legendary\\b"), QRegularExpression::CaseInsensitiveOption);
    text.replace(colorLegendary, QStringLiteral("legendary \\1"));
    // "has the chosen creature type in addition to its other types" is what "is the chosen type …" says;
    text.replace(
        QStringLiteral("has the chosen creature type in addition"), QStringLiteral("is the chosen type in addition"));
    text.replace(
        QStringLiteral("have the chosen creature type in addition"), QStringLiteral("are the chosen type in addition"));
    // a quoted ability inside a sentence may be printed without its full stop ("… any target" and …).
    text.replace(QStringLiteral(".\""), QStringLiteral("\""));
    static const QRegularExpression controlOne(QStringLiteral("\\byou control (?:an?|one or more) ([^,.]+?)s?(?=[,.]|$)"));
    text.replace(controlOne, QStringLiteral("you control 1+ \\1"));
    // "Until end of turn, X gets …" says what "X gets … until end of turn" says, in a spell's second
    // sentence too (Fists of Flame: "Draw a card. Until end of turn, target creature gains …").
    static const QRegularExpression eotFirst(
        QStringLiteral("(^|: |, |\\. )[Uu]ntil end of turn, ((?:[^.\"]|\"[^\"]*\")*)"));
    text.replace(eotFirst, QStringLiteral("\\1\\2 until end of turn"));
    // The colours of "protection from red and from blue" in any order (702.16a: one quality each);
    static const QRegularExpression protectionColors(
        QStringLiteral("[Pp]rotection from ((?:white|blue|black|red|green)(?: and from (?:white|blue|black|red|green))+)"));
    for (auto m = protectionColors.match(text); m.hasMatch(); m = protectionColors.match(text, m.capturedEnd())) {
        QStringList colors = m.captured(1).split(QStringLiteral(" and from "));
        colors.sort();
        text.replace(m.capturedStart(1), m.capturedLength(1), colors.join(QStringLiteral(" and from ")));
    }
    // a spell's "this spell" is its name;
    text.replace(QStringLiteral("this spell"), QStringLiteral("~"), Qt::CaseInsensitive);
    // "can't be blocked this turn except by snow creatures" is the same rule and duration with the
    // blockers said first;
    static const QRegularExpression thisTurnExcept(QStringLiteral("\\bcan't be blocked this turn (except by [^.\":]+)"));
    text.replace(thisTurnExcept, QStringLiteral("can't be blocked \\1 until end of turn"));
    // round 28: so is "can't be blocked by creatures with power 2 or less this turn" (Ghirapur Guide);
    static const QRegularExpression blockedByThisTurn(QStringLiteral("\\b(can't be blocked by [^.\":,]+?) this turn\\b"));
    text.replace(blockedByThisTurn, QStringLiteral("\\1 until end of turn"));
    // "Prevent all damage target creature would deal this turn" is the prevention "… that would be dealt
    // by target creature this turn" (615.1a);
    static const QRegularExpression wouldDeal(QStringLiteral(
        "\\b([Pp])revent (all )?(combat )?damage (~|it|target [^.,\":]+?|enchanted creature|equipped creature) would deal this turn\\b"));
    text.replace(wouldDeal, QStringLiteral("\\1revent \\2\\3damage that would be dealt by \\4 this turn"));
    // and after a sentence naming one target creature, "that creature" there is "it";
    static const QRegularExpression preventThatCreature(QStringLiteral(
        "(\\. [Pp]revent (?:all )?(?:combat )?damage that would be dealt (?:to and dealt by|to|by)) that creature (?=this turn\\b)"));
    text.replace(preventThatCreature, QStringLiteral("\\1 it "));
    // "can't block this turn", "can't block ~ this turn", "assigns no combat damage this turn", "can't be
    // regenerated this turn" last until end of turn (514.2);
    static const QRegularExpression thisTurn(QStringLiteral("\\b(can't attack or block|can't attack|can't block(?: ~| "
                                                            "this creature)?|can't be blocked|can't be regenerated|assigns no combat damage) this turn\\b"));
    text.replace(thisTurn, QStringLiteral("\\1 until end of turn"));
    // so does "can't be the target of spells or abilities your opponents control this turn" (115.4);
    static const QRegularExpression targetThisTurn(
        QStringLiteral("\\b(can't be the targets? of [^.\":,]+?) this turn\\b"));
    text.replace(targetThisTurn, QStringLiteral("\\1 until end of turn"));
    // and so do the combat requirements "blocks ~ this turn if able" and "all creatures able to block
    // target creature this turn do so" (509.1c); round 41: "blocks target creature this turn if able" (Hunt Down);
    static const QRegularExpression ifAbleThisTurn(
        QStringLiteral("\\b(blocks ~|blocks target creature|must be blocked) this turn if able\\b"));
    text.replace(ifAbleThisTurn, QStringLiteral("\\1 if able until end of turn"));
    // "Return up to two target creatures to their owner's hand" is "… to their owners' hands";
    static const QRegularExpression ownersHands(
        QStringLiteral("\\b((?:up to \\w+|two|three|any number of) target [^.]+?|[Rr]eturn (?:all )?[^.]+?) to their owner's hand\\b"));
    text.replace(ownersHands, QStringLiteral("\\1 to their owners' hands"));
    // and so is "return the exiled cards to their owner's hand"; "all cards exiled with it" is "the exiled
    // cards" of a leaves-the-battlefield ability (607.2a: the cards its linked ability exiled);
    static const QRegularExpression allExiledWith(QStringLiteral("\\breturn (?:all )?cards exiled with (?:it|~) to\\b"));
    text.replace(allExiledWith, QStringLiteral("return the exiled cards to"));
    text.replace(QStringLiteral("the exiled cards to their owner's hand"), QStringLiteral("the exiled cards to their owners' hands"));
    text.replace(QStringLiteral("the exiled cards to the battlefield under their owner's control"),
        QStringLiteral("the exiled cards to the battlefield under their owners' control"));
    // "attacks this turn if able" is the requirement "attacks each combat if able" until the turn ends (508.1d);
    static const QRegularExpression attacksThisTurn(QStringLiteral("\\battacks this turn if able\\b"));
    text.replace(attacksThisTurn, QStringLiteral("attacks each combat if able until end of turn"));
    // and "can attack this turn as though it didn't have defender" the rule of 702.3b until then;
    static const QRegularExpression noDefenderThisTurn(QStringLiteral("\\bcan attack this turn (as though (?:it|they) didn't have defender)\\b"));
    text.replace(noDefenderThisTurn, QStringLiteral("can attack \\1 until end of turn"));
    static const QRegularExpression allAbleThisTurn(
        QStringLiteral("\\b((?:[Aa]ll )?[Cc]reatures able to block (?:~|target creature[^.,]*?)) this turn do so\\b"));
    text.replace(allAbleThisTurn, QStringLiteral("\\1 do so until end of turn"));
    // "That creature gains trample until end of turn." and "If ~ was kicked, that creature gets +4/+4 …"
    // after an action on the one target are "It gains …", "… it gets …" (the creature named before), and
    // so is a lasting "That creature gains haste." (Apprentice Necromancer);
    static const QRegularExpression thatCreatureChanges(QStringLiteral(
        "(\\. |\\bIf ~ was kicked, )[Tt]hat creature (gets|gains|loses|attacks) ([^.]+)"));
    for (auto m = thatCreatureChanges.match(text); m.hasMatch();
         m = thatCreatureChanges.match(text, m.capturedStart() + 1))
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + (m.captured(1) == QLatin1String(". ") ? QStringLiteral("It ") : QStringLiteral("it "))
                + m.captured(2) + QLatin1Char(' ') + m.captured(3));
    // "You may have ~ assign its combat damage as though it weren't blocked" is "~ may assign …" (510.1c);
    static const QRegularExpression youMayHaveAssign(QStringLiteral("\\bYou may have ~ assign its combat damage\\b"));
    text.replace(youMayHaveAssign, QStringLiteral("~ may assign its combat damage"));
    // "converted mana cost" (before 2021) is "mana value";
    text.replace(QStringLiteral("converted mana cost"), QStringLiteral("mana value"));
    // "it" after a trigger that names ~ is ~ ("Whenever ~ attacks, it gets +1/+1 …");
    static const QRegularExpression itAfterTrigger(
        QStringLiteral("(^|\")((?:When|Whenever) [^,]*~[^,]*, )it (?=gets|gains|deals|has|explores|fights|doesn't untap|assigns)"));
    text.replace(itAfterTrigger, QStringLiteral("\\1\\2~ "));
    // … and after a sentence whose subject was ~, "If C, it also gains …" says "If C, ~ gains …" (Toolcraft
    // Exemplar: the "also" of a second change to the same object, 608.2c);
    static const QRegularExpression itAlsoAfterSelf(
        QStringLiteral("(^|\")((?:When|Whenever|At) [^,]*, (?:if [^,]+, )?~ (?:gets|gains) [^.\"]+\\. If [^,.\"]+, )it also (?=gets|gains)"));
    text.replace(itAlsoAfterSelf, QStringLiteral("\\1\\2~ "));
    // and "Whenever ~ attacks, if it's enchanted" says "if ~ is enchanted" (Krond the Dawn-Clad);
    static const QRegularExpression itsEnchanted(QStringLiteral("^(Whenever ~ attacks, if )it's enchanted, "));
    text.replace(itsEnchanted, QStringLiteral("\\1~ is enchanted, "));
    // … and so after "you may have" ("When ~ enters, you may have it deal 2 damage to target creature", 603.5);
    static const QRegularExpression itYouMayHave(
        QStringLiteral("(^|\")((?:When|Whenever) [^,]*~[^,]*, you may have )it (?=deal |fight )"));
    text.replace(itYouMayHave, QStringLiteral("\\1\\2~ "));
    // "Whenever ~ becomes blocked, untap it": that "it" is ~ (603.7c), and so "When ~ attacks, sacrifice
    // it at end of combat" and the Gustcloaks' "you may untap it and remove it from combat" (506.4);
    static const QRegularExpression untapIt(QStringLiteral("^((?:When|Whenever) ~ (?:becomes blocked|attacks|blocks|is dealt damage|deals "
                                                           "combat damage to a player|attacks or blocks), (?:you may )?(?:(?:un)?tap|sacrifice|destroy|regenerate) )it"
                                                           "(?=(?: at end of combat| and remove it from combat)?\\.?$|\\. If you do, )"));
    text.replace(untapIt, QStringLiteral("\\1~"));
    // "When ~ enters, sacrifice it unless you return a land …": that "it" is ~ too (118.12);
    static const QRegularExpression itUnlessYou(QStringLiteral("^((?:When|Whenever) ~ (?:enters|becomes blocked|attacks|blocks|"
                                                               "is dealt damage|attacks or blocks|becomes the target of a "
                                                               "spell or ability), (?:sacrifice|exile|tap) )it(?= unless you )"));
    text.replace(itUnlessYou, QStringLiteral("\\1~"));
    // "When ~ enters, sacrifice it unless {U} was spent to cast it", "When ~ enters, if {W} was spent to
    // cast it, …": the spell ~ was (601.2h);
    static const QRegularExpression itUnlessSpent(
        QStringLiteral("^(When ~ enters, sacrifice )it( unless \\{[WUBRG]\\} was spent to cast )it(?=\\.?$)"));
    text.replace(itUnlessSpent, QStringLiteral("\\1~\\2~"));
    static const QRegularExpression ifSpentIt(QStringLiteral("^((?:When|Whenever) [^,]*~[^,]*, if \\{[WUBRG]\\} was spent to cast )it,"));
    text.replace(ifSpentIt, QStringLiteral("\\1~,"));
    // and "sacrifice ~ unless you remove a +1/+1 counter from it" (Junk Golem) removes it from ~;
    static const QRegularExpression counterFromItUnless(
        QStringLiteral("(\\bsacrifice ~ unless you remove (?:a|an|one) \\S+ counter from )it(?=\\.|$)"));
    text.replace(counterFromItUnless, QStringLiteral("\\1~"));
    // "remove a +1/+1 counter from it" after such a trigger: from ~; and "X at end of combat" is "At end
    // of combat, X", a delayed trigger's condition first as the writer puts it (603.7, 511.2);
    static const QRegularExpression counterFromIt(QStringLiteral(
        "^((?:When|Whenever) ~ (?:becomes blocked|attacks|blocks|is dealt damage|attacks or blocks), remove (?:a|an|one) \\S+ counter from )it\\b"));
    text.replace(counterFromIt, QStringLiteral("\\1~"));
    // and so after "if ~ attacked or blocked this combat" (the Clockwork creatures);
    static const QRegularExpression counterFromItAfterIf(QStringLiteral(
        "^(At end of combat, if ~ attacked or blocked this combat, remove (?:a|an|one) \\S+ counter from )it\\b"));
    text.replace(counterFromItAfterIf, QStringLiteral("\\1~"));
    // and so is the "it" a prevention names after such a trigger ("Whenever ~ blocks, prevent all combat
    // damage that would be dealt to and dealt by it this turn", 615.1a);
    static const QRegularExpression preventItAfterTrigger(QStringLiteral(
        "^((?:When|Whenever) ~ (?:becomes blocked|attacks|blocks|is dealt damage|attacks or blocks), prevent (?:all )?(?:combat )?"
        "damage that would be dealt (?:to and dealt by|to|by) )it(?= this turn\\b)"));
    text.replace(preventItAfterTrigger, QStringLiteral("\\1~"));
    static const QRegularExpression endOfCombatLast(QStringLiteral("(^|: |, |\\. )([^.:,]+?) at end of combat(?=\\.|$)"));
    text.replace(endOfCombatLast, QStringLiteral("\\1At end of combat, \\2"));
    // and so "X at the beginning of the next end step" (603.7: a delayed trigger the effect creates);
    static const QRegularExpression nextEndStepLast(
        QStringLiteral("(^|: |\\. |, |\")([^.:,\"]+?) at the beginning of the next end step(?=\\.|\"|$)"));
    text.replace(nextEndStepLast, QStringLiteral("\\1At the beginning of the next end step, \\2"));
    // "That creature doesn't untap …" after "Tap target creature." or "tap that creature" is "It doesn't
    // untap …", and "tap that creature and it doesn't untap …" is the two sentences;
    static const QRegularExpression tapThenKeep(QStringLiteral(
        "(\\b[Tt]ap (?:that creature|target [^.]+?))(?:\\. That creature| and it) (?=doesn't untap during its controller's next untap step)"));
    text.replace(tapThenKeep, QStringLiteral("\\1. It "));
    // "It deals" after a cost that sacrifices ~ is ~ ("{1}, Sacrifice ~: It deals 2 damage to any target"),
    // round 30 also after one that removes counters from ~ (Chamber Sentry).
    static const QRegularExpression itAfterSacrifice(QStringLiteral(
        "(^|\")([^:\"]*\\b(?:Sacrifice ~|Remove [^,:\"]+ counters? from ~)(?:, [^:\"]*)?: )It (?=deals)"));
    text.replace(itAfterSacrifice, QStringLiteral("\\1\\2~ "));
    static const QRegularExpression counterOnIt(QStringLiteral("^((?:When|Whenever) [^,]*~[^,]*, .* counters? on )it(?=\\.?$)"));
    text.replace(counterOnIt, QStringLiteral("\\1~"));
    // "X at the beginning of the next turn's upkeep" is "At the beginning of the next upkeep, X" (603.7;
    // nothing resolves during an untap step, so the next upkeep is the next turn's).
    static const QRegularExpression nextUpkeep(
        QStringLiteral("(^|: |, |\\. )([^.:,]+?) at the beginning of the next turn's upkeep(?=\\.|$)"));
    text.replace(nextUpkeep, QStringLiteral("\\1At the beginning of the next upkeep, \\2"));
    // "If there are no depletion counters on ~, sacrifice it": the land itself.
    static const QRegularExpression sacrificeItWithoutCounters(
        QStringLiteral("(\\bIf there are no [^,.]+ counters on ~, sacrifice )it(?=\\.|$)"));
    text.replace(sacrificeItWithoutCounters, QStringLiteral("\\1~"));
    // 710.4: only a flip card flips, and only itself: its "flip it" is "flip ~"; and "if there are two or
    // more ki counters on ~" says what "if ~ has two or more ki counters on it" says.
    static const QRegularExpression flipIt(QStringLiteral("\\bflip it(?=\\.|$)"));
    text.replace(flipIt, QStringLiteral("flip ~"));
    static const QRegularExpression countersOnSelf(QStringLiteral("\\bif there are (\\w+) or more ([a-z]+) counters on ~,"));
    text.replace(countersOnSelf, QStringLiteral("if ~ has \\1 or more \\2 counters on it,"));
    // "if it was kicked" after a trigger that names ~ is "if ~ was kicked" (702.33d).
    static const QRegularExpression itKicked(QStringLiteral("^((?:When|Whenever) [^,]*~[^,]*), if it was kicked\\b"));
    text.replace(itKicked, QStringLiteral("\\1, if ~ was kicked"));
    // Round 30: so is "Then if it wasn't kicked, …" in a later sentence of such a trigger (Sphinx of Lost
    // Truths): only ~ is kicked.
    static const QRegularExpression itKickedLater(
        QStringLiteral("^((?:When|Whenever) [^,]*~[^,\"]*, [^\"]*?\\. (?:Then if|If) )it(?= was(?:n't)? kicked,)"));
    text.replace(itKickedLater, QStringLiteral("\\1~"));
    // Round 30: "If ~ isn't a creature, it becomes …" (Answered Prayers): "it" is the condition's ~.
    static const QRegularExpression itOfSelfIs(QStringLiteral("(\\bIf ~ is(?:n't)? a creature, )it (?=becomes |gets |gains )"));
    text.replace(itOfSelfIs, QStringLiteral("\\1~ "));
    // Multikicker's "for each time it was kicked" after a sentence that names ~ (702.33c).
    static const QRegularExpression itKickedEach(QStringLiteral("(~[^.]* for each time )it(?= was kicked)"));
    text.replace(itKickedEach, QStringLiteral("\\1~"));
    // "if its prowl cost was paid" after a trigger that names ~ is "if ~'s prowl cost was paid" (702.76a).
    static const QRegularExpression itsCostPaid(
        QStringLiteral("^((?:When|Whenever) [^,]*~[^,]*), if its (\\w+) cost was paid\\b"));
    text.replace(itsCostPaid, QStringLiteral("\\1, if ~'s \\2 cost was paid"));
    // and after that "if", as after the trigger alone, "it" is ~ ("if tribute wasn't paid, it gains haste").
    static const QRegularExpression itAfterCostPaid(QStringLiteral(
        "^((?:When|Whenever) [^,]*~[^,]*, if (?:~'s \\w+ cost was paid|tribute wasn't paid), )"
        "it (?=gets|gains|deals)"));
    text.replace(itAfterCostPaid, QStringLiteral("\\1~ "));
    // "is put into a graveyard from the battlefield" (older) is "dies" (700.4), and after it the card is "it".
    text.replace(QStringLiteral("~ is put into a graveyard from the battlefield"), QStringLiteral("~ dies"));
    static const QRegularExpression itAfterDies(QStringLiteral("^(When ~ dies, (?:you may )?\\w+ )it\\b"));
    text.replace(itAfterDies, QStringLiteral("\\1~"));
    // and in a later sentence ("When ~ dies, you may pay {W}{W}. If you do, return ~ to the battlefield …")
    // the card is "it" as the writer says, or ~ as older text names it;
    static const QRegularExpression selfReturnedAfterDies(QStringLiteral("(^|\")(When ~ dies, [^\"]*\\. If you do, return )it (?=to )"));
    text.replace(selfReturnedAfterDies, QStringLiteral("\\1\\2~ "));
    // 701.13b: "put the top two cards of your library into your graveyard" (before 2020) is "mill two
    // cards", "puts that many cards from the top of their library …" "mills that many cards"; "then shuffle
    // your library" (before 2021) is "then shuffle".
    static const QRegularExpression oldMill(
        QStringLiteral("\\b([Pp]ut)(s?) (?:the top (?:(card)|(\\w+) cards) of|(that many) cards from "
                       "the top of) (?:their|your) library into (?:their|your) graveyard\\b"));
    for (auto m = oldMill.match(text); m.hasMatch(); m = oldMill.match(text)) {
        const QString verb = (m.captured(1).at(0).isUpper() ? QStringLiteral("Mill") : QStringLiteral("mill")) + m.captured(2);
        const QString many = m.captured(3).isEmpty() ? m.captured(4) + m.captured(5) : QString();
        text.replace(m.capturedStart(), m.capturedLength(),
            QStringLiteral("%1 %2").arg(
                verb, many.isEmpty() ? QStringLiteral("a card") : many + QStringLiteral(" cards")));
    }
    text.replace(QStringLiteral("then shuffle your library"), QStringLiteral("then shuffle"));
    text = librarySearchWording(text);
    text = theyAfterThatPlayer(triggerHeadWordings(staticAbilityWordings(sameMeaningWordings(text))));
    // The frames of abilities: a loyalty cost printed in brackets ("[+1]: …", 606.1) is the same cost;
    // some card files leave out the space after it ("[+1]:Create …").
    static const QRegularExpression bracketedLoyalty(QStringLiteral("^\\[([+\\x{2212}-]?(?:\\d+|X))\\]: ?"));
    text.replace(bracketedLoyalty, QStringLiteral("\\1: "));
    // Round 37: a cost of mana symbols with the space left out too ("{T}:Add …", Pillar of Origins).
    static const QRegularExpression symbolsNoSpace(QStringLiteral("^((?:\\{[^}]+\\})+):(?=\\S)"));
    text.replace(symbolsNoSpace, QStringLiteral("\\1: "));
    // "when" and "whenever" begin a trigger condition alike (603.1), a quoted one's too;
    static const QRegularExpression whenever(QStringLiteral("(^|\")Whenever\\b"));
    text.replace(whenever, QStringLiteral("\\1When"));
    // "each player's upkeep" (end step) is "each upkeep" (end step): every one is some player's.
    text.replace(QStringLiteral("At the beginning of each player's upkeep"), QStringLiteral("At the beginning of each upkeep"));
    text.replace(QStringLiteral("At the beginning of each player's end step"),
        QStringLiteral("At the beginning of each end step"));
    text.replace(QChar(0x2212), QLatin1Char('-'));
    text.replace(QChar(0x2019), QLatin1Char('\''));
    text.replace(QStringLiteral("you are the monarch"), QStringLiteral("you're the monarch"));   // Keeper of Keys
    // A mode's bullet with its space missing ("•Destroy", a misprint in a few Oracle texts).
    static const QRegularExpression bulletNoSpace(QStringLiteral("\\x{2022}(?=\\S)"));
    text.replace(bulletNoSpace, QString(QChar(0x2022)) + QLatin1Char(' '));
    text.replace(spaces, QStringLiteral(" "));
    text = text.trimmed().toLower();
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

QString sentenceShape(const QString& sentence)
{
    static const QRegularExpression mana(QStringLiteral("(\\{[^}]+\\})+"));
    // A sign belongs to the number only where it does not join two numbers ("+2/+2" but "LEVEL 1-4").
    static const QRegularExpression number(QStringLiteral("(?<!\\w)[+\\-\\x{2212}]?\\b\\d+\\b"));
    QString s = sentence;
    s.replace(mana, QStringLiteral("{M}"));
    s.replace(number, QStringLiteral("N"));
    s.replace(QStringLiteral("enters the battlefield"), QStringLiteral("enters"));
    return s;
}

}   // namespace strata::import
