#pragma once
#include "model/Ability.h"
#include <QString>
#include <optional>

namespace strata::import {

// Round 20: the mana value of a spell's one target after the action before acted on it (202.3, 608.2h):
// "where X is that creature's converted mana cost" (Aether Mutation), "its mana value". `phrase` is the
// words after "where X is" or "equal to"; nothing when the target is not one that action named, or the
// noun is not the one the writer gives it ("that artifact" of "target artifact").
std::optional<Expr> targetManaValue(const QString& phrase, const AbilityDef& into);

// "Destroy target artifact. You gain life equal to its converted mana cost." (Divine Offering), "…
// That artifact's controller gains life …" (Crumble), "Put target creature card from a graveyard onto
// the battlefield under your control. You lose life equal to its converted mana cost." (Reanimate).
bool lifeEqualToTargetManaValue(const QString& s, AbilityDef* into);

// Round 38: "Counter target spell. … that spell's controller mills X cards, where X is the spell's mana value."
// (Induce Paranoia; the older "puts the top X cards of their library into their graveyard", 701.13b): the
// countered spell's controller mills its mana value, the spell as the resolution began (608.2h).
bool millEqualToTargetSpellManaValue(const QString& s, AbilityDef* into);

// The instructions above whose amount is the target's mana value: one call for the action dispatch.
inline bool amountOfTargetManaValue(const QString& s, AbilityDef* into)
{
    return lifeEqualToTargetManaValue(s, into) || millEqualToTargetSpellManaValue(s, into);
}

// Round 32: "that card's converted mana cost" after an instruction that milled one card ("that player puts
// the top card of their library into their graveyard", Infernal Genesis): that card where it went (400.7,
// 608.2h), Expr::ManaValueOfMoved with no `who`. Nothing after any other instruction.
std::optional<Expr> milledCardManaValue(const QString& phrase, const AbilityDef& into);

// Round 45: "the exiled card's toughness" (mended to "that card's toughness", as the writer names the target again)
// after an instruction that exiled the one target card from a graveyard
// ("Exile target creature card from a graveyard, then create X 1/1 green Saproling creature tokens, …", Morbid Bloom):
// the card's toughness as the resolution began, in the graveyard (608.2h), Expr::ToughnessOfTarget of "that_target".
std::optional<Expr> exiledCardToughness(const QString& phrase, const AbilityDef& into);

}   // namespace strata::import
