#pragma once
#include "GameState.h"
#include <QCoreApplication>
#include <QStringList>
#include <optional>

namespace strata {

// The checks ScenarioReader makes on references and choices, made before an edit instead, so that
// whatever the app saves opens again. Each returns a translated reason, or an empty string when fine;
// dialogs can call them to explain a refusal before anything is pushed. The value checks are the
// reader's own: it calls them too.
class EditChecks {
    Q_DECLARE_TR_FUNCTIONS(EditChecks)
public:
    // Every target names an object or a player of `state`.
    static QString targets(const GameState& state, const QStringList& targets);
    static QString choices(const GameState& state, const Choices& choices);
    // Why attaching `objectId` to `hostId`, or making it a copy of `copiedId`, would close a circle
    // (the reader refuses one, ChoiceChecks); empty when it would not.
    static QString attachmentCircle(const GameState& state, const QString& objectId, const QString& hostId);
    static QString copyCircle(const GameState& state, const QString& objectId, const QString& copiedId);

    // The canonical name of a creature type / basic land type, or nothing when `name` is not one.
    static std::optional<QString> creatureTypeNamed(const QString& name);
    static std::optional<QString> basicLandTypeNamed(const QString& name);
};

}   // namespace strata
