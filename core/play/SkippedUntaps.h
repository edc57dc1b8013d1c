#pragma once
#include "GameTable.h"

// "It / That creature / Those creatures / ~ doesn't untap during its controller's next untap step"
// (dont_untap_next, 502.3): the permanent, as the object it is now (400.7), stays tapped in the next
// untap step of the player who controls it then; that untap step uses the effect up whether or not the
// permanent is tapped by then.

namespace strata {

// Marks the permanent at `index` and notes it.
void skipNextUntap(GameTable& table, int index);

// Whether the permanent at `index`, in its controller's untap step now, skips it; its mark is used up.
bool skipsThisUntap(GameTable& table, int index);

}   // namespace strata
