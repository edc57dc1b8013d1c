#pragma once
#include <QString>

// Private to core/import: trigger heads in words that say what the parser's and writer's say
// (OracleTriggerWordings.cpp, round 23, `imptrigb23`).

namespace strata::import {

// Homarid's "Whenever there are four tide counters on ~, remove all tide counters from it." says what
// "When there are exactly four tide counters on ~, remove all tide counters from ~." says: the state is
// the count of counters on ~ (it triggers when there are four, and not again while its ability waits on
// the stack, 603.8), and "it" is ~. The parser reads the sentence through it, the round trip compares
// through it; any other sentence comes back as it was.
QString counterStateWording(QString sentence);

// "Whenever you cast a spell during an opponent's turn, …" (Brineborn Cutthroat), "Whenever an opponent
// casts a spell during your turn, …" (Witchstalker, Hermit of the Natterknolls) says what "Whenever you cast
// a spell, if it's not your turn, …" says: whose turn it is is checked as the spell is cast, and again as the
// ability resolves (603.4), in the same turn, since no turn ends while it waits on the stack (500.2). Any
// other sentence comes back as it was.
QString duringTurnWording(QString sentence);

// Round 24 (`imptrigb24`): after an event of ~ alone ("Whenever ~ attacks", "… deals damage to an opponent"),
// "it" is ~ (603.7c) in "remove all -1/-1 counters from it" (Witherscale Wurm), "put a +1/+1 counter on it for
// each attacking creature you control" (Rubblebelt Raiders) and "put it on top of its owner's library at end
// of combat" (Saprazzan Outrigger): the sentence says "~" there, for the parser and the round trip alike.
// Only ~'s own events: after "~ blocks a creature" "it" could be the other creature. Any other sentence comes
// back as it was.
QString selfEventItWording(QString sentence);

// "Whenever you cast an Aura, Equipment, or Vehicle spell, …" (Sram, Senior Edificer), "… a blue, black or
// red spell, …" (God-Pharaoh's Faithful): a spell of any of three kinds. For the parser, whose heads end at
// their first comma, the sentence with "or" between the kinds ("an Aura or Equipment or Vehicle spell");
// any other sentence comes back as it was.
QString spellKindsWithoutCommas(QString sentence);

// Round 29 (`imptrigb29`): intervening "if"s (603.4) in older words that say what the writer's say: "if you
// control no permanents other than ~ and have no cards in hand" (Barren Glory) is "if you control no other
// permanents and you have no cards in hand"; "if all nonland permanents you control are white" (Zealots
// en-Dal) is "if you control no nonwhite nonland permanents" (both hold when you control none); round 30:
// "if you control no Thopters other than ~" (Thopter Assembly) is "if you control no other Thopters"; round 36:
// "You can't cast ~ unless …" (Rakdos, Lord of Riots) is "Cast ~ only if …" (601.3). For the
// parser and the round trip alike; any other sentence comes back as it was.
QString olderConditionWording(QString sentence);

// Round 30: "each attacking creature and each blocking creature" (Goblin Swine-Rider) is "each attacking or
// blocking creature": one set (no creature is both, 506.4), each dealt the damage once. For the parser and
// the round trip alike; any other sentence comes back as it was.
QString combatSetWording(QString sentence);

// The same list as the writer says it, with a comma before "or" ("a blue, black, or red spell"), for the
// round trip.
QString spellKindsWithSerialComma(QString text);

// Round 25 (`imptrigb25`): "Whenever a source deals damage to ~" (Nested Ghoul) is read as "Whenever ~ is dealt
// damage": the event player sees damage one source and one recipient at a time (GameTable::dealDamage), so ~'s
// event triggers once for each source that deals ~ damage, as Nested Ghoul's words say (120.3). After "put that
// card into your hand", "You lose life equal to that card's converted mana cost" (Pain Seer) is "… to its
// converted mana cost" (Dark Confidant), the card revealed. After "Whenever a player / an opponent casts …",
// "counter it unless that player pays {3}" (Nether Void) is "counter that spell unless its controller pays
// {3}": the player who cast the spell controls it (112.2). Round 26 (`imptrigb26`): "where X is the number of
// cards in their hand minus 4" after "~ deals X damage to that player" (Iron Maiden) is "… in that player's
// hand …" (Dark Suspicions), the one player the sentence names; "each creature blocking it gets -1/-1 until end
// of turn" after "Whenever ~ becomes blocked" (Plague Wight) is "creatures blocking ~ get …".
// mendedTriggerWording mends these first; any other sentence comes back as it was.
QString sameEventWording(QString sentence);

// Round 24 (`imptrig24`): words a few triggered abilities print that say what the writer's words say.
// Wave-Wing Elemental's misprint "Landfall — Whenver a land enters …" is "Whenever"; "you draw a card and
// lose 1 life" (Dark Prophecy) is "you draw a card and you lose 1 life" (Phyrexian Arena), the same two
// instructions of one player; "Whenever ~ enters" (Charmed Stray) is "When ~ enters", one event either way
// (603.1, 603.6a); "Tap target land an opponent controls. That land doesn't untap during its controller's next
// untap step" (Stensia Innkeeper) is "… It doesn't untap …", the land tapped, as "That creature" is
// (RoundTrip.cpp); round 25: Storm Fleet Spy's misprint "if you attacked with creature this turn" is "… with a
// creature …", then instants' and sorceries' words (mendedSpellWording, OracleSpellWordings.h). The parser
// reads the sentence through it, the round trip compares through it; any other sentence comes back as it was.
QString mendedTriggerWording(QString sentence);

}   // namespace strata::import
