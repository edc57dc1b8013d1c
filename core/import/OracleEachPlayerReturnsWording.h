#pragma once
#include <QString>

namespace strata::import {

// Round 40 (`imptrig40`): "When ~ leaves the battlefield, each player returns to their hand all cards they own exiled
// with ~." (Parallax Nexus) says what "… return all cards exiled with ~ to their owners' hands." says: each card goes
// to its owner's hand (400.3), the cards linked to ~ (607.2a), and no player chooses anything. For the parser and the
// round trip alike (mendedTriggerWording); any other sentence comes back as it was.
QString eachPlayerReturnsExiledWording(QString sentence);

}   // namespace strata::import
