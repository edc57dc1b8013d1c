#pragma once
#include "Effect.h"
#include "model/Characteristics.h"
#include "model/GameState.h"
#include <optional>

namespace strata {

// Reads the board as it stands at one moment of layer processing: selectors, expressions and
// conditions of effects are evaluated against the characteristics computed so far.
class Evaluator {
public:
    // The objects attached to each object, by the id they are attached to, in board order.
    using Attachments = QHash<QString, QVector<int>>;
    static Attachments attachmentsOf(const GameState& state);

    // `index` maps object ids to positions; when given it spares a search of the whole board on
    // every "enchanted creature" or "chosen object". `attachments`, attachmentsOf(state), spares
    // one on every "enchanted/equipped creatures"; without it the evaluator builds its own once.
    Evaluator(const GameState& state, const QVector<Characteristics>& chars, const QHash<QString, int>* index = nullptr,
        const Attachments* attachments = nullptr)
        : m_state(state), m_chars(chars), m_index(index), m_attachments(attachments)
    { }
    int indexOf(const QString& id) const { return m_index ? m_index->value(id, -1) : m_state.objectIndex(id); }

    // When set, these characteristics stand in for the real ones (a trial application, 613.8a).
    void setOverlay(const QHash<int, Characteristics>* overlay) { m_overlay = overlay; }
    // The same for one object, without building a hash (the hot path of dependency trials).
    void setSingleOverlay(int index, const Characteristics* c)
    {
        m_singleIndex = index;
        m_single = c;
    }
    const Characteristics& chars(int index) const
    {
        if (m_single && index == m_singleIndex)
            return *m_single;
        if (m_overlay) {
            auto it = m_overlay->constFind(index);
            if (it != m_overlay->constEnd())
                return *it;
        }
        return m_chars[index];
    }

    // The objects a selector picks, for `effect` (its source, controller, targets and choices).
    QVector<int> select(const Selector& sel, const ContinuousEffect& effect) const;
    bool matches(const Selector& sel, const ContinuousEffect& effect, int index) const;
    int evaluate(const Expr& e, const ContinuousEffect& effect, int affectedIndex) const;
    bool holds(const Condition& c, const ContinuousEffect& effect) const;
    // 700.5: devotion counts mana symbols in the costs of permanents the player controls.
    int devotion(const QString& player, ColorSet colors) const;
    int importedAmount(const Expr& e, const ContinuousEffect& effect, int affectedIndex) const;   // EvaluatorAmounts.cpp
    int sharingCreatureType(const Selector& set, const ContinuousEffect& effect, int affectedIndex) const;
    int greatestAmong(Expr::Kind value, const Selector& set, const ContinuousEffect& effect) const;   // EvaluatorAmounts.cpp
    // Whether the effect's generating ability still exists (613.8a "existence", 613.6).
    bool abilityStillThere(const ContinuousEffect& effect) const;
    bool functions(int index) const;   // on the battlefield and not phased out
    // ImportedConditions.cpp: the creature paired with object `index` by soulbond while the pair lasts
    // (702.95e), or -1.
    int pairedIndex(int index) const;
    // Round 35 (ImportedConditions.cpp): whether the effect's condition about each affected object holds for
    // object `affected` ("as long as that player controls three or fewer lands": its controller's, 611.3a);
    // true when the condition is of another kind, which holds() checks once for the whole effect.
    bool holdsForAffected(const std::optional<Condition>& c, const ContinuousEffect& effect, int affected) const;
    // 113.6k: a static ability whose condition says its object is in a graveyard works there.
    static bool worksInGraveyard(const std::optional<Condition>& c);

    const GameState& state() const { return m_state; }
    // The creature type chosen for the effect's source or resolved spell ("of the chosen type").
    std::optional<SubtypeId> chosenSubtype(const ContinuousEffect& effect) const;

private:
    // What the condition's kind describes, before an "unless" negates it.
    bool holdsAsWritten(const Condition& c, const ContinuousEffect& effect) const;
    // ImportedConditions.cpp: the kinds the importer's static abilities added (issue 16).
    bool holdsImported(const Condition& c, const ContinuousEffect& effect) const;
    // ImportedHistory.cpp: what happened this turn (Player::thisTurn) and cards exiled with the source.
    bool holdsHistory(const Condition& c, const ContinuousEffect& effect) const;
    int historyAmount(const Expr& e, const ContinuousEffect& effect) const;
    QVector<int> exiledWith(int sourceIndex) const;   // 607.2a
    // The colours that are the most common among all permanents or tied for it (Goham Djinn).
    ColorSet mostCommonColors() const;
    bool matchesFilter(const Selector& sel, const ContinuousEffect& effect, int index) const;
    // The qualities the importer added to selectors (EvaluatorImported.cpp).
    bool matchesImported(const Selector& sel, const ContinuousEffect& effect, int index, const GameObject& o,
        const Characteristics& c) const;
    int attachedIndex(const ContinuousEffect& effect) const;
    QString chosenCreatureType(const ContinuousEffect& effect) const;
    // The player chosen as the effect's source entered ("choose an opponent"), or empty.
    QString chosenPlayer(const ContinuousEffect& effect) const;

    const GameState& m_state;
    const QVector<Characteristics>& m_chars;
    const QHash<QString, int>* m_index = nullptr;
    // Who is attached to what: attachments never change while an evaluator reads a state.
    const QVector<int>& attachedTo(const QString& id) const;
    const Attachments* m_attachments = nullptr;
    mutable std::optional<Attachments> m_ownAttachments;
    const QHash<int, Characteristics>* m_overlay = nullptr;
    int m_singleIndex = -1;
    const Characteristics* m_single = nullptr;
};

}   // namespace strata
