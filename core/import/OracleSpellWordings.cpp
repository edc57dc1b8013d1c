#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

QString lowerFirst(QString clause)
{
    if (!clause.startsWith(QLatin1Char('~')))
        clause[0] = clause[0].toLower();
    return clause;
}

// Round 37: a spell's instruction with its condition after it, "Prevent all combat damage that would be dealt this
// turn if {W} was spent to cast ~." (Batwing Brume), or two joined by "and", the second's "~" said "it" ("Creatures
// your opponents control get -1/-0 until end of turn if {U} was spent to cast ~, and creatures you control get +1/+0
// until end of turn if {R} was spent to cast it.", Unnerving Assault, Invert the Skies; "~ deals 3 damage to each
// creature without flying if {R} was spent to cast ~ and 3 damage to each creature with flying if {G} was spent to
// cast it.", Firespout): each instruction is done if its colour was spent to cast the spell (601.2h, 608.2c), as
// "If {R} was spent to cast ~, …" before it says, one sentence each.
QString manaSpentFirst(QString text)
{
    static const QRegularExpression pair(QStringLiteral(
        "(^|\\. )([A-Z~][^.,]*?) if (\\{[WUBRG]\\}) was spent to cast ~,? and (creatures [^.,]+?|\\d+ damage to [^.,]+?) "
        "if (\\{[WUBRG]\\}) was spent to cast it\\."));
    for (auto m = pair.match(text); m.hasMatch(); m = pair.match(text, m.capturedStart() + 1)) {
        QString second = m.captured(4);
        const bool damage = second.front().isDigit();
        if (damage != m.captured(2).startsWith(QLatin1String("~ deals ")))
            continue;
        second = damage ? QStringLiteral("~ deals ") + second : second;
        text.replace(m.capturedStart(), m.capturedLength(),
            QStringLiteral("%1If %2 was spent to cast ~, %3. If %4 was spent to cast ~, %5.")
                .arg(m.captured(1), m.captured(3), lowerFirst(m.captured(2)), m.captured(5), second));
    }
    static const QRegularExpression one(
        QStringLiteral("(^|\\. )([A-Z~][^.,]*?) if (\\{[WUBRG]\\}) was spent to cast ~\\."));
    for (auto m = one.match(text); m.hasMatch(); m = one.match(text, m.capturedStart() + 1))
        text.replace(m.capturedStart(), m.capturedLength(),
            QStringLiteral("%1If %2 was spent to cast ~, %3.").arg(m.captured(1), m.captured(3), lowerFirst(m.captured(2))));
    return text;
}

}   // namespace

QString mendedSpellWording(QString text)
{
    // Stop 52: Sphinx's Insight prints addendum's dash as a hyphen; and Sulfurous Blast's "If you cast this spell during
    // your main phase, ~ deals 3 damage … instead" names again the source of the damage before it, which the writer
    // says "it" (as kicker's Burst Lightning does).
    if (text.contains(QLatin1String("during your main phase, "))) {
        static const QRegularExpression addendumHyphen(QStringLiteral("^Addendum - (?=If you cast this spell during your main phase, )"));
        text.replace(addendumHyphen, QStringLiteral("Addendum \u2014 "));
        static const QRegularExpression sourceAgain(QStringLiteral(
            "^(~ deals \\d+ damage to [^.]+\\. If you cast this spell during your main phase, )~(?= deals \\d+ damage to [^.]+ instead\\.?$)"));
        text.replace(sourceAgain, QStringLiteral("\\1it"));
    }
    // Only in a sentence after another: "also" first in an ability may refer to what the ability before did.
    static const QRegularExpression alsoGains(
        QStringLiteral("(\\. [A-Z][a-z]+ creatures you control) also (gain|get) "));
    text.replace(alsoGains, QStringLiteral("\\1 \\2 "));
    text = mendedSubjectSeries(text);   // round 38: Live Fast
    text = mendedLifePlusWording(text);   // round 38: An-Havva Inn
    // Round 41: Rally the Righteous's "Untap target creature and each other creature that shares a color with it. Those
    // creatures get +2/+0 until end of turn.": the creatures the untap named (611.2c), the writer's "They get …".
    static const QRegularExpression radianceThose(QStringLiteral("( that shares a color with it)\\. Those creatures (get|gain) "));
    text.replace(radianceThose, QStringLiteral("\\1. They \\2 "));
    // Round 41: Consume's "Target player sacrifices a creature with the greatest power among creatures they control. You
    // gain life equal to its power.": the creature sacrificed, as "that creature's power" names it (608.2h).
    static const QRegularExpression rankedSacrificedPower(QStringLiteral(
        "(\\bsacrifices a creature with the greatest power among creatures they control\\. You gain life equal to) its power\\b"));
    text.replace(rankedSacrificedPower, QStringLiteral("\\1 that creature's power"));
    // Round 43: Morgue Burst's "~ deals damage to any target equal to the power of the card returned this way", after
    // "Return target creature card from your graveyard to your hand.": that card, the one target, named again.
    static const QRegularExpression returnedPower(QStringLiteral(
        "(\\bfrom your graveyard to your hand\\. \\S[^.]*? deals damage) to any target equal to the power of the card returned "
        "this way\\."));
    text.replace(returnedPower, QStringLiteral("\\1 equal to that card's power to any target."));
    static const QRegularExpression theyEach(QStringLiteral("(\\. They) each (get|gain) "));
    text.replace(theyEach, QStringLiteral("\\1 \\2 "));
    text = mendedAdditionalBonus(text);   // round 39: Wild Might, Rhystic Shield
    text = mendedThoseCreaturesGain(text);   // round 39: Open into Wonder
    text = mendedTappedIfYouDo(text);   // round 39: Spirit Flare
    // Round 26: "Tap up to two target creatures. Those creatures don't untap during their controllers' next
    // untap steps." (Sudden Storm) is Decision Paralysis' "their controller's next untap step": each of the
    // targets keeps tapped through its own controller's next untap step (502.3), whichever the number.
    static const QRegularExpression thoseKept(QStringLiteral(
        "(\\btarget creatures\\. Those creatures don't untap during their) controllers' next untap steps\\b"));
    text.replace(thoseKept, QStringLiteral("\\1 controller's next untap step"));
    // Round 26: the card file's older Treasure wordings are today's token (111.10a): "a colorless Treasure
    // token with …" (Depths of Desire) and "two colorless Treasure artifacts with …" (Pirate's Pillage) say
    // "artifact token(s)"; "You create …" and "You discard your hand." after another sentence (Hornswoggle,
    // Apocalypse) are the spell's controller's instructions as "Create …" and "Discard your hand." say them.
    static const QRegularExpression treasureToken(
        QStringLiteral("\\b(colorless Treasure) (token|artifact)(s?) with \""));
    for (auto m = treasureToken.match(text); m.hasMatch(); m = treasureToken.match(text, m.capturedEnd()))
        text.replace(m.capturedStart(), m.capturedLength(),
            QStringLiteral("%1 artifact token%2 with \"").arg(m.captured(1), m.captured(3)));
    // Round 33: "You untap up to six lands." (Time Spiral) likewise.
    static const QRegularExpression youDo(QStringLiteral("(\\. )You (create|discard your hand\\.|untap up to )"));
    for (auto m = youDo.match(text); m.hasMatch(); m = youDo.match(text, m.capturedEnd())) {
        QString verb = m.captured(2);
        verb[0] = verb[0].toUpper();
        text.replace(m.capturedStart(), m.capturedLength(), m.captured(1) + verb);
    }
    // Round 32: "Counter target activated ability from an artifact source unless that ability's controller
    // pays {W}" (Ayesha Tanaka) and "… target spell … unless that spell's controller pays {2}" name the
    // target's controller, as "its controller" does: a spell's is the player who cast it (601.2a), an
    // activated ability's the player who activated it (113.8).
    static const QRegularExpression thatTargetsController(QStringLiteral(
        "(\\b(?:[Cc]ounter|[Cc]hange the target of) target [^.]*?(spell|ability)\\b[^.]*? unless) that \\2's controller pays "));
    text.replace(thatTargetsController, QStringLiteral("\\1 its controller pays "));
    // Round 32: "target spell that targets one or more creatures you control" (Hydromorph Gull) is one that
    // targets a creature you control: at least one of its targets is such a creature (115.1).
    static const QRegularExpression targetsOneOrMore(
        QStringLiteral("\\b(spell(?: or ability)? that targets) one or more (creature|permanent)s\\b"));
    text.replace(targetsOneOrMore, QStringLiteral("\\1 a \\2"));
    // Round 34: "Choose a color. ~ deals damage to each player equal to the number of creatures of that color that
    // player controls." (Searing Rays): the colour chosen is "the chosen color", as the writer names it (608.2d).
    static const QRegularExpression ofThatColor(QStringLiteral("^(Choose a color\\. [^.]* of) that color\\b"));
    text.replace(ofThatColor, QStringLiteral("\\1 the chosen color"));
    // Round 26: "Counter target spell unless its controller pays {1}. That player discards a card."
    // (Frightful Delusion): that player is the spell's controller, "its controller" of the sentence before.
    static const QRegularExpression thatPlayer(
        QStringLiteral("(\\bunless its controller pays [^.]+\\. )That player (?=discards )"));
    text.replace(thatPlayer, QStringLiteral("\\1Its controller "));
    // Round 29: "target black or red creature that's attacking or blocking" (Surge of Righteousness, Gideon's
    // Defeat) is the writer's "target attacking or blocking black or red creature": one target, whichever the
    // words' order (115.1).
    static const QRegularExpression thatsInCombat(QStringLiteral(
        "\\btarget ((?:(?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))? )?)creature that's attacking or blocking\\b"));
    text.replace(thatsInCombat, QStringLiteral("target attacking or blocking \\1creature"));
    // Round 29: "Counter target spell and ~ deals 3 damage to target creature." (Suffocating Blast) is two
    // instructions done in the order written, each on its own target (608.2b, 608.2c), as two sentences say them.
    static const QRegularExpression counterAndDamage(
        QStringLiteral("^(Counter target [^.]*spell) and ((?:~|it) deals \\d+ damage to target [^.]+\\.)"));
    text.replace(counterAndDamage, QStringLiteral("\\1. \\2"));
    // Round 30: "Target creature you control on the battlefield deals damage …" (Soul's Fire): a creature is a
    // permanent on the battlefield (110.1, 302.1), so the words add nothing to the target (115.1).
    static const QRegularExpression targetOnBattlefield(QStringLiteral("\\b([Tt]arget creature you control) on the battlefield\\b"));
    text.replace(targetOnBattlefield, QStringLiteral("\\1"));
    // Round 30: "Draw two cards and create two … Treasure artifact tokens with …" (Pirate's Pillage) is the draw,
    // then the tokens, as two sentences say them (608.2c).
    static const QRegularExpression drawAndCreate(
        QStringLiteral("(^|\\. )Draw ((?:a card|(?:two|three|four|five) cards)) and create "));
    text.replace(drawAndCreate, QStringLiteral("\\1Draw \\2. Create "));
    // Round 30: so is "You gain 3 life and create three 0/1 … tokens." (Essence Feed): the gain, then the tokens.
    static const QRegularExpression gainAndCreate(QStringLiteral("(^|\\. )You gain (\\d+) life and create "));
    text.replace(gainAndCreate, QStringLiteral("\\1You gain \\2 life. Create "));
    // Round 30: "target multicolor cards" (Vivid Revival, an older word) are today's "multicolored" ones (105.2c).
    static const QRegularExpression multicolor(QStringLiteral("\\bmulticolor (?=cards?\\b|permanents?\\b|creatures?\\b|spells?\\b)"));
    text.replace(multicolor, QStringLiteral("multicolored "));
    // Round 30: "Return target creature you own to your hand." (Saving Grasp): the hand of the creature's owner,
    // who is you, as "its owner's hand" says; round 32, so is one "you both own and control" (Obelisk of Undoing).
    static const QRegularExpression ownToYourHand(
        QStringLiteral("\\b([Rr]eturn target [a-z ]+ you (?:both own and control|own)) to your hand\\b"));
    text.replace(ownToYourHand, QStringLiteral("\\1 to its owner's hand"));
    // Round 30: threshold's "X if seven or more cards are in your graveyard." said last (Swirling Sandstorm) is
    // "If seven or more cards are in your graveyard, X." (608.2c); not an "instead", whose X replaces another.
    static const QRegularExpression thresholdLast(QStringLiteral(
        "^(Threshold \\x{2014} )([^.\"]+?) if (seven or more cards are in your graveyard)\\.$"));
    if (const auto m = thresholdLast.match(text); m.hasMatch() && !m.captured(2).contains(QLatin1String("instead"))) {
        QString then = m.captured(2);
        if (then.startsWith(QLatin1String("Each ")))
            then[0] = QLatin1Char('e');
        text = QStringLiteral("%1If %2, %3.").arg(m.captured(1), m.captured(3), then);
    }
    // Round 31: "If that permanent was a Liliana planeswalker, her controller loses 3 life." (Liliana's Defeat):
    // "her" is that permanent, a planeswalker of a character's type (205.3j), as "its controller" names it.
    static const QRegularExpression herController(QStringLiteral(
        "(\\bIf that permanent was an? [A-Z][a-z]+ planeswalker, )(?:her|his) controller\\b"));
    text.replace(herController, QStringLiteral("\\1its controller"));
    // Round 31: "Each attacking creature doesn't untap during its controller's next untap step." (Tangle) is the
    // plural the writer says: each of them through its own controller's next untap step (502.3).
    static const QRegularExpression eachAttacker(QStringLiteral(
        "(^|\\. )Each attacking creature doesn't untap during its controller's next untap step\\."));
    text.replace(eachAttacker, QStringLiteral("\\1Attacking creatures don't untap during their controllers' next untap steps."));
    // Round 32: "Each attacking creature and each blocking creature doesn't untap …" (Spore Cloud): every creature
    // in combat, attacking or blocking (506.4: none is both), as the writer's plural names them.
    static const QRegularExpression eachInCombat(QStringLiteral(
        "(^|\\. )Each attacking creature and each blocking creature doesn't untap during its controller's next untap step\\."));
    text.replace(eachInCombat, QStringLiteral("\\1Attacking or blocking creatures don't untap during their controllers' next untap steps."));
    // Round 45: "Choose target creature you control. You gain life equal to that creature's power plus its toughness."
    // (Predator's Rapport): the target is chosen as the spell is cast either way (601.2c), as the writer's target named
    // in the gain says; the life is its power and toughness as the spell resolves (608.2h).
    static const QRegularExpression chosenPowerPlusToughness(QStringLiteral(
        "^Choose (target creature you control)\\. You gain life equal to that creature's power plus its toughness\\.$"));
    text.replace(chosenPowerPlusToughness, QStringLiteral("You gain life equal to the power of \\1 plus its toughness."));
    // Round 45: "Exile target creature card from a graveyard, then create X 1/1 green Saproling creature tokens, where X is
    // the exiled card's toughness." (Morbid Bloom): the exiled card is the target, which the writer names "that card".
    static const QRegularExpression exiledCardsToughness(QStringLiteral(
        "^(Exile target creature card from a graveyard, then create X [^.]+ tokens, where X is) the exiled card's toughness\\.$"));
    text.replace(exiledCardsToughness, QStringLiteral("\\1 that card's toughness."));
    // Round 45: "Target player reveals their hand. You choose a card with converted mana cost 3 or greater and exile that
    // card." (Transgress the Mind): the card is chosen from that hand (701.16a), as Castigate's "from it" says.
    static const QRegularExpression chosenFromRevealed(QStringLiteral(
        "^(Target player reveals their hand\\. You choose a card with converted mana cost \\d+ or greater) and exile that card\\.$"));
    text.replace(chosenFromRevealed, QStringLiteral("\\1 from it and exile that card."));
    // Round 31: "~ deals 1 damage to each white and/or blue creature." (Evaporate): each creature of either
    // colour or both (105.2), as the writer's "white or blue creatures" names the set a damage is dealt to. Round 45:
    // "… creature that player controls." (Ember Gale), the set of the player target named before it.
    static const QRegularExpression eachEitherColor(QStringLiteral(
        "\\b(deals \\d+ damage to) each (white|blue|black|red|green) and/or (white|blue|black|red|green) creature"
        "( that player controls)?\\."));
    text.replace(eachEitherColor, QStringLiteral("\\1 \\2 or \\3 creatures\\4."));
    // Round 32: "If that land was nonbasic, ~ deals 2 damage to the land's controller." (Choking Sands): the land
    // destroyed, named again as the writer names it.
    static const QRegularExpression theLandsController(QStringLiteral("(\\bIf that land was [a-z]+, .+? deals \\d+ damage to) the land's controller\\b"));
    text.replace(theLandsController, QStringLiteral("\\1 that land's controller"));
    // Round 32: "Look at the top three card of your library." (Bond of Flourishing, a misprint the Oracle text
    // keeps) is three cards, as "the rest" after it and the printed card say.
    static const QRegularExpression topCardMisprint(QStringLiteral(
        "\\b([Ll]ook at the top (?:two|three|four|five|six|seven)) card of your library\\b"));
    text.replace(topCardMisprint, QStringLiteral("\\1 cards of your library"));
    // Round 32: "Each opponent sacrifices a creature. If you control a Liliana planeswalker, each opponent also
    // discards a card." (Liliana's Triumph): "also" only says the discard comes on top of the sacrifice, which
    // the sentence after it already does (608.2c).
    static const QRegularExpression alsoDiscards(QStringLiteral(
        "(\\. If you control an? [A-Z][a-z]+ planeswalker, each opponent) also (?=discards )"));
    text.replace(alsoDiscards, QStringLiteral("\\1 "));
    // Round 32: "Target player untaps all basic lands they control." (Early Harvest): the same permanents
    // untapped whoever untaps them (701.26b), as "Untap all basic lands target player controls." says.
    static const QRegularExpression targetPlayerUntaps(QStringLiteral("(^|\\. )Target player untaps all ([a-z ]+) they control\\."));
    text.replace(targetPlayerUntaps, QStringLiteral("\\1Untap all \\2 target player controls."));
    // Round 32: "Each opponent loses two times X life." (Debt to the Deathless) is "twice X life" (Sanguine
    // Sacrament's words, the writer's).
    static const QRegularExpression twoTimesX(QStringLiteral("\\b(loses|gain|gains) two times X life\\b"));
    text.replace(twoTimesX, QStringLiteral("\\1 twice X life"));
    // Round 32: "Each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land."
    // (Smallpox): one instruction after another, each player doing each in turn (608.2c, 101.4), as one
    // sentence each says them.
    static const QRegularExpression eachPlayerList(QStringLiteral(
        "^(Each player|Each opponent) ((?:(?:loses|discards|sacrifices) [^,.]+, )+)then ((?:discards|sacrifices) [^,.]+)\\.$"));
    if (const auto m = eachPlayerList.match(text); m.hasMatch()) {
        QStringList steps = m.captured(2).split(QStringLiteral(", "), Qt::SkipEmptyParts);
        steps << m.captured(3);
        for (QString& step : steps)
            step = m.captured(1) + QLatin1Char(' ') + step + QLatin1Char('.');
        text = steps.join(QLatin1Char(' '));
    }
    // Round 33: "Draw three cards, untap up to two lands, then discard a card." (Pore Over the Pages): three
    // instructions of the spell's controller one after another (608.2c), as two sentences say them.
    static const QRegularExpression drawUntapDiscard(
        QStringLiteral("^Draw ([a-z]+ cards?), untap ([^,.]+), then discard ([^,.]+)\\.$"));
    text.replace(drawUntapDiscard, QStringLiteral("Draw \\1. Untap \\2, then discard \\3."));
    // Round 33: "Each player shuffles their hand and graveyard into their library, then draws seven cards."
    // (Timetwister): each player shuffles, then each draws (608.2c), as one sentence each says them.
    static const QRegularExpression shuffleThenDraw(QStringLiteral(
        "(^|\\. )Each player shuffles their hand and graveyard into their library, then draws ([a-z]+) cards\\."));
    text.replace(shuffleThenDraw,
        QStringLiteral("\\1Each player shuffles their hand and graveyard into their library. Each player draws \\2 cards."));
    // Round 34: "~ can't be countered by spells or abilities." (Rending Volley, Exquisite Firecraft) is the
    // older wording of "~ can't be countered.": only a spell or an ability can counter a spell (701.6a).
    static const QRegularExpression notCounteredBy(
        QStringLiteral("(~|[Tt]his spell) can't be countered by spells or abilities\\b"));
    text.replace(notCounteredBy, QStringLiteral("\\1 can't be countered"));
    // Round 34: "Create a creature token that's a copy of target creature you control." (Quasiduplicate) is the
    // older wording of "Create a token that's a copy of …": the token is what the copy makes it (707.2, 111.1).
    static const QRegularExpression creatureTokenCopy(
        QStringLiteral("(^|\\. )Create a creature token that's a copy of "));
    text.replace(creatureTokenCopy, QStringLiteral("\\1Create a token that's a copy of "));
    // Round 34: "… deals damage equal to that creature's power to the creature's controller." (Agonizing Demise) and
    // "… deals damage equal to the creature's power to the creature's controller." (Kaervek's Purge) name the one
    // target creature again, as the writer's "… equal to that creature's power to its controller" does (608.2h).
    static const QRegularExpression creaturesPowerToController(QStringLiteral(
        "\\b(deals damage equal to) (?:that|the) creature's power to (?:that|the) creature's controller\\b"));
    text.replace(creaturesPowerToController, QStringLiteral("\\1 that creature's power to its controller"));
    // So is "If {R} was spent to cast ~, it deals damage to that creature's controller equal to the creature's power."
    // (Boros Fury-Shield): "it" is ~, the spell, as the clause before names it.
    static const QRegularExpression controllerThenPower(QStringLiteral(
        "(?:\\b(cast ~, )it|~) deals damage to (?:that|the) creature's controller equal to (?:that|the) creature's power\\b"));
    text.replace(controllerThenPower, QStringLiteral("\\1~ deals damage equal to that creature's power to its controller"));
    // Round 34: Sworn Companions' misprint "Creature two 1/1 white Soldier creature tokens with lifelink." is
    // "Create two …": the sentence's one verb, as the printed card says.
    static const QRegularExpression creatureForCreate(
        QStringLiteral("^Creature (an?|two|three|four|five) (?=\\d+/\\d+ [^.]*\\bcreature tokens?\\b)"));
    text.replace(creatureForCreate, QStringLiteral("Create \\1 "));
    // Round 36: "Until end of turn, you gain control of target creature and it gains haste." (Grab the Reins' mode)
    // is "Gain control of target creature until end of turn. It gains haste until end of turn.": both last the turn.
    static const QRegularExpression gainControlAndHaste(QStringLiteral(
        "(^|\\. |• )Until end of turn, you gain control of (target creature) and it gains haste\\."));
    text.replace(gainControlAndHaste,
        QStringLiteral("\\1Gain control of \\2 until end of turn. It gains haste until end of turn."));
    // Round 36: "Sacrifice any number of artifacts, creatures, and/or lands." (Reprocess) is "…, and lands": any number
    // of permanents, each of one of those types, whichever the conjunction.
    static const QRegularExpression anyNumberAndOr(QStringLiteral("\\b([Ss]acrifice any number of (?:[a-z]+, )+)and/or "));
    text.replace(anyNumberAndOr, QStringLiteral("\\1and "));
    text = manaSpentFirst(text);
    // Round 37: "Threshold — If seven or more cards are in your graveyard, choose a color. Creatures you control also
    // gain protection from the chosen color until end of turn." (Aven Warcraft; "also": besides the paragraph
    // before) gives the protection only when the condition holds as the spell resolves (608.2c), as "Choose a
    // color. If …, creatures you control gain protection from the chosen color …" does: a colour chosen while
    // the condition fails is named by nothing (608.2d).
    static const QRegularExpression ifThenChooseColor(QStringLiteral(
        "^((?:[A-Z][a-z]+(?: [a-z]+)? \\x{2014} )?)If ([^,.]+), choose a color\\. ([A-Z][^.,]*?)(?: also)? (gains?) "
        "protection from the chosen color until end of turn\\.$"));
    if (const auto m = ifThenChooseColor.match(text); m.hasMatch())
        text = QStringLiteral("%1Choose a color. If %2, %3 %4 protection from the chosen color until end of turn.")
                   .arg(m.captured(1), m.captured(2), lowerFirst(m.captured(3)), m.captured(4));
    // Round 37: "Creatures of the creature type of your choice get +X/+X until end of turn." (Tribal Unity): the type is
    // chosen as the spell resolves (608.2d), as "Choose a creature type. Creatures of the chosen type …" says it.
    static const QRegularExpression typeOfYourChoice(QStringLiteral("^Creatures of the creature type of your choice get "));
    text.replace(typeOfYourChoice, QStringLiteral("Choose a creature type. Creatures of the chosen type get "));
    // Round 37: "one, two, or three target white and/or blue creatures" (Ignite Disorder): each target is white, blue
    // or both, as "white or blue creatures" selects (105.2, 115.1).
    static const QRegularExpression colorsAndOr(QStringLiteral(
        "\\b(target (?:white|blue|black|red|green)) and/or ((?:white|blue|black|red|green) creatures)\\b"));
    text.replace(colorsAndOr, QStringLiteral("\\1 or \\2"));
    // Round 37: "four or more card tyoes among cards in your graveyard" (Might Beyond Reason's delirium, a
    // misprint in the card file) is delirium's "card types" (207.2c, 205.2a).
    static const QRegularExpression cardTyoes(QStringLiteral("\\bcard tyoes among\\b"));
    text.replace(cardTyoes, QStringLiteral("card types among"));
    return mendedLibrarySpellWording(text);
}

}   // namespace strata::import
