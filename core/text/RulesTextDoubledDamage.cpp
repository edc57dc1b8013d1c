#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// "It deals double that damage instead" (614.1a) as Oracle words it: "to a permanent or player … to that
// permanent or player" of a source on the battlefield (Furnace of Rath, Gratuitous Violence), without them
// of a spell (Fire Servant's "red instant or sorcery spell you control"), whose damage is the same.
QString Writer::doubledDamage(const Op& o)
{
    if (o.filter && o.filter->zone == Zone::Stack)
        return tr("if %1 would deal damage, it deals double that damage instead").arg(selector(*o.filter, Det::Indefinite));
    return tr("if %1 would deal damage to a permanent or player, it deals double that damage to that "
              "permanent or player instead")
        .arg(o.filter ? selector(*o.filter, Det::Indefinite) : tr("a source"));
}

}   // namespace rulestext
}   // namespace strata
