#pragma once
#include <QStringList>
#include <functional>
#include <optional>

// Round 21 (`impact21`): a target whose noun is any of several subtypes ("target Elf or Soldier
// creature", "target attacking Wolf or Werewolf", "target Skeleton, Vampire, or Zombie", 115.1), which
// the model keeps as one part per subtype (import/OracleTargets.cpp).

namespace strata {

// The nouns of the parts ("Elf creature", "Soldier creature") said once with their subtypes joined by
// `join` ("Elf or Soldier creature"): each noun must hold its own subtype's word once and the same words
// around it. Nothing when they differ elsewhere.
std::optional<QString> sharedNoun(const QStringList& nouns, const QStringList& subtypeWords,
    const std::function<QString(const QStringList&)>& join);

}   // namespace strata
