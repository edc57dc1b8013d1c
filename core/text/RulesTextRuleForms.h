#pragma once
// The rules an object follows that read as a predicate of it ("~ can't block"), in the three forms a
// predicate takes; Writer::predicates writes them and adds what an op carries.
#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

struct RuleForms {
    RuleName rule;
    Tr3 singular, plural, infinitive;
};

// Null for a rule written otherwise (a sentence of its own, a player's rule).
const RuleForms* ruleForms(RuleName r);

}   // namespace rulestext
}   // namespace strata
