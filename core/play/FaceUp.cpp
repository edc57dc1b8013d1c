#include "PlayContext.h"
#include "model/ResolvableAbilities.h"

// Turning a face-down permanent face up (702.37e, 708.8): the special action morph and megamorph allow,
// named by an activate event (docs/scenario-extensions.md).

namespace strata {

std::optional<bool> PlayContext::turnFaceUp(const GameEvent& e)
{
    GameState& gs = table.state();
    const int i = gs.objectIndex(e.object);
    if (i < 0 || !e.abilityFrom.isEmpty())
        return std::nullopt;
    const QVector<AbilityPtr> printed = numberedAbilities(gs, e.object);
    if (e.abilityIndex < 1 || e.abilityIndex > printed.size())
        return std::nullopt;
    const AbilityDef& keyword = *printed[e.abilityIndex - 1];
    const bool megamorph = keyword.isKeyword(QStringLiteral("Megamorph"));
    GameObject& o = gs.objects[i];
    const bool faceDownPermanent = o.zone == Zone::Battlefield && o.faceDown;
    if (!megamorph && !keyword.isKeyword(QStringLiteral("Morph"))) {
        if (!faceDownPermanent)
            return std::nullopt;
        // 708.2: a face-down permanent has none of its card's abilities, morph's special action aside.
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is face down: it has no abilities, and only its morph cost turns it face up (708.2, 702.37e)"),
                   {e.object}),
            QStringLiteral("708.2"));
        return false;
    }
    if (!faceDownPermanent) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not a face-down permanent, so it can't be turned face up (702.37e)"),
                   {table.nameOf(e.object)}),
            QStringLiteral("702.37e"));
        return false;
    }
    // 708.8: the same permanent, its copiable values now its card's; it keeps its timestamp, counters,
    // damage and status, and it doesn't enter the battlefield.
    table.beginBatch();
    const QString controller = table.resolution().chars[i].controller;
    o.faceDown = false;
    const QString plusOne = QStringLiteral("+1/+1");
    if (megamorph)   // 702.37b: "As this permanent is turned face up, … put a +1/+1 counter on it."
        o.counters << CounterStack{plusOne, 1, table.nextTimestamp()};
    // After both changes, not between them: naming the permanent resolves the layers again, and a
    // resolution taken before the counter would see a megamorphed 2/1 with 1 damage die (704.5g).
    table.touched();
    const char* turned = megamorph
        ? QT_TRANSLATE_NOOP("PlayText", "%1 turns %2 face up for its megamorph cost, a special action (702.37e); it is the same permanent (708.8)")
        : QT_TRANSLATE_NOOP("PlayText", "%1 turns %2 face up for its morph cost, a special action (702.37e); it is the same permanent (708.8)");
    table.note(PlayText(turned, {table.nameOf(controller), table.nameOf(o.id)}));
    if (megamorph) {
        table.countersPut(o.id, plusOne, 1, controller);
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "a +1/+1 counter is put on %1 as it is turned face up for its megamorph cost (702.37b)"),
            {table.nameOf(o.id)}));
    }
    Happening h;
    h.kind = Happening::Kind::TurnedFaceUp;
    h.object = o.id;
    h.player = controller;
    table.happened(h);
    table.endBatch();
    return true;
}

}   // namespace strata
