#pragma once
#include <QtGlobal>

namespace strata {

// Why a timeline step did not apply, in canonical English. The engine stores these; the app
// translates them on display (context "TraceNote"), so both read them from here.
namespace TraceNotes {
inline const char* const kRemovedBeforeStart
    = QT_TRANSLATE_NOOP("TraceNote", "its ability was removed before the effect began to apply, so it never applies");
inline const char* const kRemovedInThisLayer = QT_TRANSLATE_NOOP(
    "TraceNote", "an effect applied earlier in this layer removed its ability, so it never applies");
inline const char* const kConditionNotMet
    = QT_TRANSLATE_NOOP("TraceNote", "its condition is not met, so the effect does not apply");
}   // namespace TraceNotes

}   // namespace strata
