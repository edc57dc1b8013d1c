#include "RoundTripWordings.h"
#include <QRegularExpression>

// Round 30: activated abilities whose Oracle text joins two instructions with "and", or prints one in an
// older order, said as the two sentences (or the order) the writer says. The activated frame reads an
// effect through it (OracleFrames.cpp) and the round trip normalises both texts through it first
// (RoundTrip.cpp), so what is read is what is compared. Each rewrite says the same thing: the two
// instructions are followed in the order printed as the ability resolves (608.2c), and none of the
// pairs below does anything between them that the other could see.

namespace strata::import {

QString activatedPairsAsSentences(QString text)
{
    // A sentence's start: the effect read alone, or after the cost or another sentence.
    static const QString start = QStringLiteral("(^|: |\\. )");
    // Scourglass's "all permanents except for artifacts and lands" names the permanents that are neither.
    text.replace(QStringLiteral("Destroy all permanents except for artifacts and lands."),
        QStringLiteral("Destroy all nonartifact nonland permanents."));
    // Idle Thoughts' "Draw a card if you have no cards in hand.": the condition checked as it resolves,
    // today's "If …, draw a card." (608.2c).
    static const QRegularExpression drawIf(start + QStringLiteral("Draw a card if you have no cards in hand\\."));
    text.replace(drawIf, QStringLiteral("\\1If you have no cards in hand, draw a card."));
    // Round 34: Vraska, Regal Gorgon's "For each creature card in your graveyard, put a +1/+1 counter on each
    // creature you control": the count said first, the writer's "Put … for each …" (counted once as it
    // resolves, 608.2h, whichever end of the sentence says it).
    static const QRegularExpression forEachFirst(start + QStringLiteral(
        "For each ([^,.]+), put (an? \\S+ counter on each [^,.]+)\\."));
    text.replace(forEachFirst, QStringLiteral("\\1Put \\3 for each \\2."));
    // Round 34: Tezzeret, Agent of Bolas's "Target artifact becomes an artifact creature with base power and
    // toughness 5/5": an object that becomes an "artifact creature" keeps its other card types and subtypes
    // (205.1b), and its base power and toughness are set (613.4b), the writer's "becomes a 5/5 artifact
    // creature in addition to its other types" (the hand-made card's reading). So Tezzeret the Schemer's emblem's
    // "At the beginning of combat on your turn, target artifact you control becomes …".
    static const QRegularExpression artifactCreatureWithBasePT(QStringLiteral(
        "(^|: |\\. |, )([Tt]arget artifact(?: you control)?) becomes an artifact creature with base power and toughness (\\d+/\\d+)\\."));
    text.replace(artifactCreatureWithBasePT, QStringLiteral("\\1\\2 becomes a \\3 artifact creature in addition to its other types."));
    // Round 34: the Gideons' "Until end of turn, ~ becomes a 5/5 Human Soldier Ally creature with indestructible that
    // is still a planeswalker. Prevent all damage that would be dealt to him this turn.": "still a planeswalker"
    // keeps all its types (205.1b), the writer's "in addition to its other types"; "him" is ~.
    static const QRegularExpression stillAPlaneswalker(start + QStringLiteral(
        "Until end of turn, ~ becomes (an? \\d+/\\d+ [^.\"]*?creature(?: with [^.\"]+?)?) that(?:'s| is) still a planeswalker\\. "
        "Prevent all damage that would be dealt to (?:him|her) this turn\\."));
    text.replace(stillAPlaneswalker, QStringLiteral(
        "\\1~ becomes \\2 in addition to its other types until end of turn. Prevent all damage that would be dealt to ~ this turn."));
    // Round 34: Sorin, Vengeful Bloodlord's "Return target creature card … to the battlefield. That creature is a
    // Vampire in addition to its other types.": a type the effect gives it from then on (611.2a), the writer's
    // "becomes".
    static const QRegularExpression returnedIsType(QStringLiteral(
        "(Return target [^.]+ to the battlefield\\. That creature) is (an? [A-Z][a-z]+ in addition to its other types\\.)"));
    text.replace(returnedIsType, QStringLiteral("\\1 becomes \\2"));
    // Round 34: Mu Yanling, Sky Dancer's emblem "Islands you control have '{T}: Draw a card'.": the granted
    // ability's full stop inside its quotes, as Koth of the Hammer's emblem prints it and the writer says it.
    static const QRegularExpression nestedStopOutside(QStringLiteral("(emblem with \"[^\"]*'\\{[^']+)'\\.\""));
    text.replace(nestedStopOutside, QStringLiteral("\\1.'\""));
    // Burning Palm Efreet's "~ deals 2 damage to target creature with flying and that creature loses
    // flying until end of turn": the damage, then the one target's change (613.1f).
    static const QRegularExpression damageThenLoses(start + QStringLiteral(
        "(~ deals \\d+ damage to target creature[^.]*?) and that creature (loses [a-z ]+ until end of turn)\\."));
    text.replace(damageThenLoses, QStringLiteral("\\1\\2. That creature \\3."));
    // Patron of the Orochi's "Untap all Forests and all green creatures": each set untapped, a permanent of both once.
    static const QRegularExpression untapTwoSets(start + QStringLiteral("Untap all ([A-Z][a-z]+s) and all ([a-z]+ creatures)\\."));
    text.replace(untapTwoSets, QStringLiteral("\\1Untap all \\2. Untap all \\3."));
    // Arcane Spyglass's "Draw a card and put a charge counter on ~" and Yawgmoth's "Put a -1/-1 counter on
    // up to one target creature and draw a card" (122.1).
    static const QRegularExpression drawThenCounter(start + QStringLiteral("Draw a card and put (an? [a-z]+ counter on ~)\\."));
    text.replace(drawThenCounter, QStringLiteral("\\1Draw a card. Put \\2."));
    static const QRegularExpression counterThenDraw(start + QStringLiteral(
        "(Put an? \\S+ counter on up to one target creature) and draw a card\\."));
    text.replace(counterThenDraw, QStringLiteral("\\1\\2. Draw a card."));
    // Mtenda Griffin's "Return ~ to its owner's hand and return target Griffin card from your graveyard to
    // your hand" (and so the writer's join of Lady Sun's two returns, JoinedPairs.cpp), Disappear's "Return enchanted creature and ~ to their owners' hands" (both leave at once;
    // the Aura left unattached is put into its owner's graveyard only when state-based actions are
    // next checked, 704.3, 704.5m, after the ability has resolved and ~ is in its owner's hand).
    static const QRegularExpression returnSelfAndTarget(start + QStringLiteral(
        "Return ~ to its owner's hand and return (target [^.]+ from your graveyard to your hand"
        "|another target creature to its owner's hand)\\."));
    text.replace(returnSelfAndTarget, QStringLiteral("\\1Return ~ to its owner's hand. Return \\2."));
    static const QRegularExpression returnEnchantedAndSelf(start + QStringLiteral(
        "Return enchanted creature and ~ to their owners' hands\\."));
    text.replace(returnEnchantedAndSelf,
        QStringLiteral("\\1Return enchanted creature to its owner's hand. Return ~ to its owner's hand."));
    // Lady Sun's "Return ~ and another target creature to their owners' hands".
    static const QRegularExpression returnSelfAndAnother(start + QStringLiteral(
        "Return ~ and (another target creature) to their owners' hands\\."));
    text.replace(returnSelfAndAnother, QStringLiteral("\\1Return ~ to its owner's hand. Return \\2 to its owner's hand."));
    // Silent Gravestone's "Exile ~ and all cards from all graveyards" (~ is exiled, not put into one).
    static const QRegularExpression exileSelfAndGraveyards(start + QStringLiteral("Exile ~ and all cards from all graveyards\\."));
    text.replace(exileSelfAndGraveyards, QStringLiteral("\\1Exile ~. Exile all cards from all graveyards."));
    // Viashino Heretic's "~ deals damage to that artifact's controller equal to the artifact's converted
    // mana cost" after "Destroy target artifact.": the writer's "damage equal to …" before its recipient.
    static const QRegularExpression damageToControllerEqual(start + QStringLiteral(
        "~ deals damage to that ([a-z]+)'s controller equal to the \\2's (converted mana cost|mana value)\\."));
    text.replace(damageToControllerEqual, QStringLiteral("\\1~ deals damage equal to that \\2's \\3 to its controller."));
    // Spike Tiller's "Put a +1/+1 counter on it." after an instruction on the one target: the writer names
    // that target again ("that land"), Oracle "it".
    static const QRegularExpression counterOnThatTarget(
        QStringLiteral("(\\. Put an? \\S+ counter on )that (?:creature|land|artifact|enchantment|permanent)\\."));
    text.replace(counterOnThatTarget, QStringLiteral("\\1it."));
    // Round 34: Priest of Forgotten Gods' "Any number of target players each lose 2 life and sacrifice a creature.
    // You add {B}{B} and draw a card.": each of those players loses the life, then each sacrifices (701.17a);
    // the mana added, then the card drawn (106.1: "you add" is "add").
    static const QRegularExpression eachLoseAndSacrifice(start + QStringLiteral(
        "(Any number of target players each lose \\d+ life) and sacrifice (an? [a-z]+)\\."));
    text.replace(eachLoseAndSacrifice, QStringLiteral("\\1\\2. Those players each sacrifice \\3."));
    static const QRegularExpression addAndDraw(start + QStringLiteral("You add ((?:\\{[WUBRGC]\\})+) and draw a card\\."));
    text.replace(addAndDraw, QStringLiteral("\\1Add \\2. Draw a card."));
    // Stormchaser Chimera's "Scry 1, then reveal the top card of your library.": the scry, then the reveal (701.22a).
    static const QRegularExpression scryThenReveal(start + QStringLiteral("(Scry \\d+), then reveal the top card of your library\\."));
    text.replace(scryThenReveal, QStringLiteral("\\1\\2. Reveal the top card of your library."));
    // Bloodthirsty Blade's misprint "Active this ability only any time you could cast a sorcery".
    text.replace(QStringLiteral(". Active this ability only "), QStringLiteral(". Activate this ability only "));
    // Scourge of Skola Vale's "Put a number of +1/+1 counters on ~ equal to the sacrificed creature's
    // toughness": the writer's "Put X +1/+1 counters on ~, where X is …".
    static const QRegularExpression countersEqualSacrificed(start + QStringLiteral(
        "Put a number of (\\S+) counters on ~ equal to (the sacrificed creature's (?:power|toughness))\\."));
    text.replace(countersEqualSacrificed, QStringLiteral("\\1Put X \\2 counters on ~, where X is \\3."));
    // Creeping Tar Pit's "~ becomes a 3/2 … creature until end of turn and can't be blocked this turn. It's
    // still a land.": the land keeps its types (205.1b), the writer's "in addition to its other types".
    static const QRegularExpression stillALandAfterRule(start + QStringLiteral(
        "(~ becomes an? \\d+/\\d+ [^.\"]*creature) until end of turn and can't be blocked this turn\\. It's still a land\\."));
    text.replace(stillALandAfterRule,
        QStringLiteral("\\1\\2 in addition to its other types until end of turn and can't be blocked this turn."));
    // Round 31: Anthroplasm's "Remove all +1/+1 counters from ~ and put X +1/+1 counters on it": all removed,
    // then the new ones put on (608.2c), the writer's "Put X +1/+1 counters on ~."
    static const QRegularExpression removeAllThenPut(start + QStringLiteral(
        "Remove all (\\S+) counters from ~ and put (X|an?|\\w+) \\2 counters? on it\\."));
    text.replace(removeAllThenPut, QStringLiteral("\\1Remove all \\2 counters from ~. Put \\3 \\2 counters on ~."));
    // Wall of Vipers' "Destroy ~ and target creature it's blocking": the target is chosen, and checked as
    // the ability resolves, before either is destroyed (608.2b), so ~ leaving first changes nothing.
    static const QRegularExpression destroySelfAndBlocked(start + QStringLiteral(
        "Destroy ~ and (target creature it's blocking)\\."));
    text.replace(destroySelfAndBlocked, QStringLiteral("\\1Destroy ~. Destroy \\2."));
    // Scepter of Empires' "It deals 3 damage to that player or planeswalker instead if you control …": the
    // condition first, as the writer says it ("If …, it deals … instead.").
    static const QRegularExpression insteadIfAfter(QStringLiteral(
        "\\. It (deals \\d+ damage to that (?:player or planeswalker|permanent or player|creature)) instead if ([^.]+)\\."));
    text.replace(insteadIfAfter, QStringLiteral(". If \\2, it \\1 instead."));
    // Round 32: Orcish Lumberjack's "Add three mana in any combination of {R} and/or {G}": each mana either
    // symbol, so one of the four mixes, the writer's "Add {R}{R}{R}, {R}{R}{G}, {R}{G}{G}, or {G}{G}{G}" (106.1).
    static const QRegularExpression anyMixOfTwo(start + QStringLiteral(
        "Add (two|three) mana in any combination of (\\{[WUBRG]\\}) and/or (\\{[WUBRG]\\})\\."));
    if (const auto m = anyMixOfTwo.match(text); m.hasMatch()) {
        const int n = m.captured(2) == QLatin1String("two") ? 2 : 3;
        QStringList mixes;
        for (int second = 0; second <= n; ++second)
            mixes << m.captured(3).repeated(n - second) + m.captured(4).repeated(second);
        const QString list = mixes.mid(0, n).join(QStringLiteral(", ")) + QStringLiteral(", or ") + mixes.last();
        text.replace(m.capturedStart(), m.capturedLength(), m.captured(1) + QStringLiteral("Add ") + list + QLatin1Char('.'));
    }
    // Round 40: Guild Globe's "Add two mana of different colors.": one of the ten pairs of two different colours
    // (105.1, 106.1), the writer's "Add {W}{U}, {W}{B}, …, or {R}{G}", as the mixes above are said.
    static const QRegularExpression twoDifferentColors(start + QStringLiteral("Add two mana of different colors\\."));
    if (const auto m = twoDifferentColors.match(text); m.hasMatch()) {
        static const QStringList colors = {"{W}", "{U}", "{B}", "{R}", "{G}"};
        QStringList pairs;
        for (int first = 0; first < colors.size(); ++first)
            for (int second = first + 1; second < colors.size(); ++second)
                pairs << colors[first] + colors[second];
        const QString list = pairs.mid(0, pairs.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(", or ") + pairs.last();
        text.replace(m.capturedStart(), m.capturedLength(), m.captured(1) + QStringLiteral("Add ") + list + QLatin1Char('.'));
    }
    // Round 33: Frightshroud Courier's "Target Zombie creature gets +2/+2 and has fear for as long as ~ remains
    // tapped": the older "has" of an ability an effect grants for a time, the writer's "gains" (611.2b, 613.1f).
    static const QRegularExpression hasWhileTapped(start + QStringLiteral(
        "([Tt]arget [^.]+? gets [+-]\\d+/[+-]\\d+ and )has ([a-z]+ for as long as ~ remains tapped)\\."));
    text.replace(hasWhileTapped, QStringLiteral("\\1\\2gains \\3."));
    // Round 33: Feral Deceiver's "Reveal the top card of your library. If it's a land card, ~ gets …" (round 38:
    // Harsh Deceiver's "… untap ~ and it gets …"): the
    // card revealed is still the top card (nothing moved it), the writer's "If the top card of your library
    // is a land card, …" (608.2c).
    static const QRegularExpression revealedTopIs(start + QStringLiteral(
        "Reveal the top card of your library\\. If it's (an? [a-z]+ card), (?=~ gets |untap ~ and it gets )"));
    text.replace(revealedTopIs, QStringLiteral("\\1Reveal the top card of your library. If the top card of your library is \\2, "));
    // Round 33: Mistform Wakecaster's "Choose a creature type. Each creature you control becomes that type
    // until end of turn." and Terraformer's basic land type: the type chosen as it resolves (608.2d), the
    // writer's "Creatures you control become the creature type of your choice …" (as the Mistforms' own).
    static const QRegularExpression chooseThenBecome(start + QStringLiteral(
        "Choose a (creature|basic land) type\\. Each (creature|land) you control becomes that type until end of turn\\."));
    if (const auto m = chooseThenBecome.match(text); m.hasMatch()) {
        const QString group = m.captured(3) == QLatin1String("land") ? QStringLiteral("Lands") : QStringLiteral("Creatures");
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + group + QStringLiteral(" you control become the ") + m.captured(2)
                + QStringLiteral(" type of your choice until end of turn."));
    }
    // Round 43: Suicidal Charge's "Creatures your opponents control get -1/-1 until end of turn. Those creatures attack
    // this turn if able.": the creatures the change affects, fixed as it resolves (611.2c), are the ones that must
    // attack (508.1d) until the turn ends; one effect on the set with both, the writer's "… get -1/-1 and attack each
    // combat if able until end of turn." (a creature that comes under an opponent's control later is in neither).
    static const QRegularExpression changedThenAttack(start + QStringLiteral(
        "(Creatures [^.]+?) get ([-+]\\d+/[-+]\\d+) until end of turn\\. Those creatures attack this turn if able\\."));
    text.replace(changedThenAttack, QStringLiteral("\\1\\2 get \\3 and attack each combat if able until end of turn."));
    // Round 34: Cauldron of Souls' "Choose any number of target creatures. Each of those creatures gains persist
    // until end of turn.": the targets are chosen as it is activated (602.2b, 601.2c), each gains the keyword,
    // the writer's "Any number of target creatures each gain persist until end of turn."
    static const QRegularExpression chooseTargetsThenEachGains(start + QStringLiteral(
        "Choose any number of target creatures\\. Each of those creatures gains ([a-z]+(?: [a-z]+)?) until end of turn\\."));
    text.replace(chooseTargetsThenEachGains, QStringLiteral("\\1Any number of target creatures each gain \\2 until end of turn."));
    // Round 34: Droning Bureaucrats' "Each creature with converted mana cost X can't attack or block this turn.":
    // "each creature" with that mana value is what "Creatures with …" names, one rule for each (the writer's words).
    static const QRegularExpression eachWithCant(start + QStringLiteral(
        "Each creature (with [^.]+?) can't (attack or block|attack|block) this turn\\."));
    text.replace(eachWithCant, QStringLiteral("\\1Creatures \\2 can't \\3 this turn."));
    // Round 34: Astral Cornucopia's "Choose a color. Add one mana of that color for each charge counter on ~.": one
    // colour chosen as it resolves for all the mana (106.1), the writer's "Add X mana of any one color, where X is …".
    static const QRegularExpression chosenColorPerCounter(start + QStringLiteral(
        "Choose a color\\. Add one mana of that color for each (\\S+) counter on ~\\."));
    text.replace(chosenColorPerCounter, QStringLiteral("\\1Add X mana of any one color, where X is the number of \\2 counters on ~."));
    // Round 35: Gideon, Martial Paragon's "Untap all creatures you control. Those creatures get +1/+1 until end of turn.":
    // the creatures the untap named, fixed as it resolves (611.2c), the writer's "They get …" (War Flare's round 20).
    static const QRegularExpression untapThenThose(start + QStringLiteral(
        "(Untap all [^.]+)\\. Those creatures (get|gain) ([^.]+ until end of turn)\\."));
    text.replace(untapThenThose, QStringLiteral("\\1\\2. They \\3 \\4."));
    // Round 35: a named token's abilities in a sentence of their own, its name in its quoted ability (Cloudseeder's
    // "Create a … token named Cloud Sprite. It has flying and "Cloud Sprite can block only creatures with
    // flying."", Skirk Ridge Exhumer's "… It has "When Festering Goblin dies, …""): one list of what the token
    // has (111.2), and the name an object's own text uses for itself is that object, "~" (201.5), as "this creature" is.
    static const QRegularExpression namedTokenHas(QStringLiteral(
        "( creature token named ([A-Z][^.\"]*))\\. It has ((?:[a-z]+(?: [a-z]+)? and )?)\"([^\"]+)\""));
    for (auto m = namedTokenHas.match(text); m.hasMatch(); m = namedTokenHas.match(text, m.capturedStart() + 1)) {
        QString quoted = m.captured(4);
        if (!quoted.contains(m.captured(2)))
            continue;
        quoted.replace(m.captured(2), QStringLiteral("~"));
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + QStringLiteral(" with ") + m.captured(3) + QLatin1Char('"') + quoted + QLatin1Char('"'));
    }
    // Round 35: Orcish Captain's "If you win the flip, target Orc creature gets +2/+0 until end of turn. If you lose the
    // flip, it gets -0/-2 until end of turn.": -0 is +0 (no change to its power, 613.4c), and "it" is that target,
    // which the writer names by its creature type ("that Orc gets +0/-2"); both said as "it gets +0/-2".
    static const QRegularExpression flipLoseIt(QStringLiteral(
        "(If you win the flip, target ([A-Z][a-z]+) creature gets [^.]+ until end of turn\\. If you lose the flip, )"
        "(?:it gets -0/|that \\2 gets \\+0/)"));
    text.replace(flipLoseIt, QStringLiteral("\\1it gets +0/"));
    // Round 34: Sequestered Stash's "Mill five cards. Then you may put an artifact card from your graveyard on top of
    // your library.": the instructions are followed in order anyway (608.2c), the writer's "You may put …".
    text.replace(QStringLiteral(". Then you may "), QStringLiteral(". You may "));
    // Round 36: Vastwood Animist's "Target land you control becomes an X/X Elemental creature until end of turn,
    // where X is the number of Allies you control. It's still a land.": the land keeps its types (205.1b), the
    // writer's "Until end of turn, … in addition to its other types, where X is …" (X counted as it resolves, 608.2h).
    static const QRegularExpression countedAnimation(start + QStringLiteral(
        "([A-Z][^.]*? becomes an X/X [^.\"]*?creature) until end of turn(, where X is [^.\"]+)\\. It's still a land\\."));
    if (const auto m = countedAnimation.match(text); m.hasMatch())
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + QStringLiteral("Until end of turn, ") + m.captured(2).left(1).toLower() + m.captured(2).mid(1)
                + QStringLiteral(" in addition to its other types") + m.captured(3) + QLatin1Char('.'));
    // Round 36: Bogardan Dragonheart's "~ becomes a Dragon with base power and toughness 4/4, flying, and haste": the
    // keywords it gains listed with its base power and toughness, the writer's "… 4/4 and gains flying and haste" (613.1f).
    static const QRegularExpression basePTAndKeywords(start + QStringLiteral(
        "(Until end of turn, ~ becomes an? [A-Z][a-z]+ with base power and toughness \\d+/\\d+), ([a-z]+), and ([a-z]+)\\."));
    text.replace(basePTAndKeywords, QStringLiteral("\\1\\2 and gains \\3 and \\4."));
    // Round 36: Oriss, Samite Guardian's "Target player can't cast spells this turn, and creatures that player controls
    // can't attack this turn.": two rules followed in order (608.2c), the writer's two sentences.
    static const QRegularExpression castAndAttack(start + QStringLiteral(
        "(Target player can't cast spells this turn), and (creatures) (that player controls can't attack this turn\\.)"));
    text.replace(castAndAttack, QStringLiteral("\\1\\2. Creatures \\4"));
    // Round 37: Contagion Engine's "Proliferate, then proliferate again.": two proliferations in order (701.34a,
    // 608.2c), the writer's "Proliferate. Proliferate.".
    static const QRegularExpression proliferateAgain(start + QStringLiteral("Proliferate, then proliferate again\\."));
    text.replace(proliferateAgain, QStringLiteral("\\1Proliferate. Proliferate."));
    // Round 40: Rimescale Dragon's "Tap target creature and put an ice counter on it.": the tap, then the counter on
    // the same target (608.2c, 122.1), the writer's two sentences.
    static const QRegularExpression tapAndCounter(start + QStringLiteral(
        "Tap (target creature) and put (an? [a-z]+ counter on it\\.)"));
    text.replace(tapAndCounter, QStringLiteral("\\1Tap \\2. Put \\3"));
    return text;
}

}   // namespace strata::import
