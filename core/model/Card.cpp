#include "Card.h"

namespace strata {

ColorSet CardFace::colors() const
{
    ColorSet c = manaCost.colors();
    c.add(colorIndicator);
    return c;
}

} // namespace strata
