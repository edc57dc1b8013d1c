#include "DocumentCommand.h"

namespace strata::ui {

QString DocumentCommand::nameOf(const QString& objectId) const
{
    const GameObject* o = state().object(objectId);
    return o && o->card ? o->card->name() : objectId;
}

}   // namespace strata::ui
