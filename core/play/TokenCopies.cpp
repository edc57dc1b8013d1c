#include "TokenCopies.h"
#include "model/ResolvableAbilities.h"

namespace strata {

namespace {

// A layer-1 effect (a copy effect or a form chosen as it entered, 613.2a) applied to the object.
bool copiableValuesChanged(const Resolution& res, int index)
{
    for (const TraceStep& step : res.steps)
        if ((step.layerId == Layer::L1a || step.layerId == Layer::L1b) && step.applied && step.affected.contains(index))
            return true;
    return false;
}

}   // namespace

CardPtr tokenCopyCard(const GameObject& original, const Resolution& res, int index, TokenCopyRefusal* why)
{
    *why = TokenCopyRefusal::None;
    if (original.faceDown) {   // 708.2: its copiable values are those its face-down status gives
        *why = TokenCopyRefusal::FaceDown;
        return {};
    }
    if (!original.choices.copyOf.isEmpty() || copiableValuesChanged(res, index)) {   // 707.3
        *why = TokenCopyRefusal::CopyEffect;
        return {};
    }
    auto card = std::make_shared<Card>();
    card->token = true;
    // 707.8: of a double-faced permanent, only the face that is up is copied.
    card->front = printedFace(original);
    card->resourcePath = original.card->resourcePath;
    return card;
}

}   // namespace strata
