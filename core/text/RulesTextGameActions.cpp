#include "RulesTextWriter.h"
#include "HandCards.h"

namespace strata {
namespace rulestext {

// "You lose the game" (104.3a), "shuffle ~ into its owner's library" (701.24), "flip a coin. If you
// win the flip, …. If you lose the flip, …" (705), "copy target instant or sorcery spell. You may
// choose new targets for the copy." (707.10), a countered spell exiled instead (701.6a), a random
// discard (701.8a), a graveyard or a library shuffled (701.24), a clash (701.30), a library's top
// cards exiled (406.3), a hand looked at, a creature removed from combat (506.4), the turn ended, life
// totals exchanged and a permanent detained (701) and a target changed (115.7a). Nothing when
// `a` is not one of them.
std::optional<QStringList> Writer::gameAction(const Action& a, bool optional)
{
    if (auto fromBattlefield = fromBattlefieldThisTurnAction(a, optional))   // round 40 (RulesTextFromBattlefield.cpp)
        return fromBattlefield;
    if (auto auras = aurasAttachedAction(a, optional))   // round 41 (RulesTextAurasAttached.cpp)
        return auras;
    if (auto ranked = rankedPowerAction(a, optional))   // round 41 (RulesTextRankedPower.cpp)
        return ranked;
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    // Round 19: "return all attacking creatures to their owners' hands" (every object the selector names),
    // "return target permanent and all other permanents with the same name as that permanent to their
    // owners' hands", "untap up to seven lands" (some of them, chosen as it resolves, 608.2d).
    // Round 34: "return all creature cards with power 2 or less from your graveyard to your hand" (Dawn), "return
    // all instant and sorcery cards from your graveyard to your hand" (Metallurgic Summonings).
    if (a.kind == ActionKind::ReturnToHand && a.each && a.object && !a.object->isRef() && a.object->ownerYou
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard)
        return QStringList{maybe(tr("return all %1 from your graveyard to your hand", "cards").arg(noun(*a.object, true, false)))};
    if (a.kind == ActionKind::ReturnToHand && a.each && a.object && !a.object->isRef()) {
        if (a.object->sameNameAsTarget)
            return QStringList{maybe(tr("return %1 to their owners' hands").arg(objectPhrase(*a.object)))};
        return QStringList{maybe(pickG(selectorGender(*a.object),
            QT_TRANSLATE_NOOP3("RulesText", "return all %1 to their owners' hands", "plural noun; %1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "return all %1 to their owners' hands", "plural noun; %1 is feminine"))
                                     .arg(selector(*a.object, Det::Plural)))};
    }
    // Round 21: "exile all cards from your hand", "exile all creature cards from your graveyard": every
    // card of yours in that zone the selector names.
    if (a.kind == ActionKind::Exile && a.each && a.object && !a.object->isRef() && a.object->ownerYou
        && a.object->where == Selector::Where::Specific && (a.object->zone == Zone::Hand || a.object->zone == Zone::Graveyard)) {
        const QString cards = noun(*a.object, true, false);
        return QStringList{maybe(a.object->zone == Zone::Hand ? tr("exile all %1 from your hand", "cards").arg(cards)
                                                              : tr("exile all %1 from your graveyard", "cards").arg(cards))};
    }
    // Round 34: "exile all artifact and enchantment cards from all graveyards" (Saprazzan Bailiff): every such card
    // in every player's graveyard (no owner).
    if (a.kind == ActionKind::Exile && a.each && a.object && !a.object->isRef() && !a.object->ownerYou && a.object->whose.isEmpty()
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard)
        return QStringList{maybe(tr("exile all %1 from all graveyards", "cards").arg(noun(*a.object, true, false)))};
    // Round 34: "return ~ from your graveyard to the battlefield attached to that creature" (Smoke Shroud).
    if (a.kind == ActionKind::ReturnToBattlefield && a.object && a.object->ref == Selector::Ref::Self
        && a.text == QLatin1String("graveyard") && a.to && !a.tapped)
        return QStringList{maybe(tr("return %1 from your graveyard to the battlefield attached to %2", "the source, a creature")
                                     .arg(m_self, objectPhrase(*a.to)))};
    // Round 30: "exile all cards from target opponent's hand" (Hypnox): the one player target's hand.
    if (a.kind == ActionKind::Exile && a.each && a.object && !a.object->isRef() && a.object->whose == QLatin1String("target_player")
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Hand && !optional) {
        Selector cards = *a.object;
        cards.whose.clear();   // said by the hand's owner, not by "… controls"
        return QStringList{tr("exile all %1 from %2's hand", "cards, a target player").arg(noun(cards, true, false),
            playerPhrase(a.object->whose))};
    }
    // Round 34: a kind of card in the one target player's graveyard: "target player exiles all land cards from
    // their graveyard" (Mudhole: that player does it, `who`), "exile all creature cards from target player's
    // graveyard" (Necromancer's Covenant).
    if (a.kind == ActionKind::Exile && a.each && a.object && !a.object->isRef() && a.object->whose == QLatin1String("target_player")
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard && !a.object->ownerYou && !optional) {
        Selector cards = *a.object;
        cards.whose.clear();   // said by the graveyard's owner, not by "… controls"
        if (a.who == QLatin1String("target_player"))
            return QStringList{tr("%1 exiles all %2 from their graveyard", "a target player, cards")
                                   .arg(playerPhrase(a.object->whose), noun(cards, true, false))};
        return QStringList{tr("exile all %1 from %2's graveyard", "cards, a target player").arg(noun(cards, true, false),
            playerPhrase(a.object->whose))};
    }
    // Round 34: "shuffle all creature cards from target player's graveyard into that player's library" (Repopulate).
    if (a.kind == ActionKind::ShuffleIntoLibrary && a.object && !a.object->isRef() && a.object->whose == QLatin1String("target_player")
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard && !a.object->ownerYou && !optional) {
        Selector cards = *a.object;
        cards.whose.clear();   // said by the graveyard's owner
        return QStringList{tr("shuffle all %1 from %2's graveyard into that player's library", "cards, a target player")
                               .arg(noun(cards, true, false), playerPhrase(a.object->whose))};
    }
    // Round 38: "shuffle the cards from your hand into your library" (Whirlpool Rider): every card of your hand.
    if (a.kind == ActionKind::ShuffleIntoLibrary && a.object && *a.object == cardsInYourHand())
        return QStringList{maybe(tr("shuffle the cards from your hand into your library"))};
    // Round 43: "each player shuffles the cards from their hand into their library" (Whirlpool Warrior): every hand's.
    if (a.kind == ActionKind::ShuffleIntoLibrary && a.object && *a.object == cardsInEveryHand() && !optional)
        return QStringList{tr("each player shuffles the cards from their hand into their library")};
    // Round 26: "shuffle all creature cards from your graveyard into your library" (701.24).
    if (a.kind == ActionKind::ShuffleIntoLibrary && a.object && !a.object->isRef() && a.object->ownerYou
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard)
        return QStringList{maybe(tr("shuffle all %1 from your graveyard into your library", "cards").arg(noun(*a.object, true, false)))};
    // Round 32: "return all legendary permanent cards from your graveyard to the battlefield", every one of them;
    // round 33: "… to the battlefield tapped" (World Shaper).
    if (a.kind == ActionKind::ReturnFromGraveyard && a.object && !a.object->isRef() && a.object->ownerYou && a.pick == 0
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard)
        return QStringList{maybe((a.tapped ? tr("return all %1 from your graveyard to the battlefield tapped", "cards")
                                           : tr("return all %1 from your graveyard to the battlefield", "cards"))
                                     .arg(noun(*a.object, true, false)))};
    // Round 34: "each player returns all creature cards from their graveyard to the battlefield" (Twilight's Call),
    // each card under its owner's control (110.2a).
    if (a.kind == ActionKind::ReturnFromGraveyard && a.object && !a.object->isRef() && !a.object->ownerYou
        && a.object->whose.isEmpty() && a.who == QLatin1String("owner") && a.pick == 0 && !a.tapped && !optional
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard)
        return QStringList{tr("each player returns all %1 from their graveyard to the battlefield", "cards")
                               .arg(noun(*a.object, true, false))};
    // Round 39: "target player shuffles up to three target cards from their graveyard into their library" (Memory's
    // Journey, Loaming Shaman): the cards, the targets after the player, are in that player's graveyard.
    if (a.kind == ActionKind::ShuffleIntoLibrary && a.who == QLatin1String("target_player") && !optional && a.object
        && (a.object->ref == Selector::Ref::Target2 || a.object->ref == Selector::Ref::Targets) && m_targets.size() == 2
        && m_targets[1].described && m_targets[1].sel.where == Selector::Where::Specific
        && m_targets[1].sel.zone == Zone::Graveyard && m_targets[1].sel.whose == QLatin1String("target_player")) {
        Selector cards = *a.object;
        cards.ref = Selector::Ref::Target2;   // the phrase of the second target, whether one card or many
        return QStringList{tr("%1 shuffles %2 from their graveyard into their library", "a target player, target cards")
                               .arg(playerPhrase(a.who), graveyardTargetPhrase(cards))};
    }
    // Round 22: the targets in your graveyard "shuffle[d] … from your graveyard into your library" (701.24);
    // "put two target lands on top of their owners' libraries", "put all creatures on the bottom of their
    // owners' libraries" (401.4).
    const Selector* inGraveyard = nullptr;
    if (a.object && (a.object->ref == Selector::Ref::Target || a.object->ref == Selector::Ref::Target2
                        || a.object->ref == Selector::Ref::Targets)) {
        const int i = a.object->ref == Selector::Ref::Target2 ? 1 : 0;
        if (i < m_targets.size() && m_targets[i].described && m_targets[i].sel.where == Selector::Where::Specific
            && m_targets[i].sel.zone == Zone::Graveyard)
            inGraveyard = &m_targets[i].sel;
    }
    if (a.kind == ActionKind::ShuffleIntoLibrary && inGraveyard && inGraveyard->ownerYou && a.who.isEmpty())
        return QStringList{maybe(tr("shuffle %1 from your graveyard into your library", "target cards")
                                     .arg(graveyardTargetPhrase(*a.object)))};
    // Round 37: "put the cards in your hand on the bottom of your library in any order" (Arjun, the Shifting Flame).
    if (a.kind == ActionKind::PutOnLibrary && a.each && a.object && a.object->where == Selector::Where::Specific
        && a.object->zone == Zone::Hand)
        return a.object->ownerYou && a.object->word == QLatin1String("card") && a.text == QLatin1String("bottom") && !optional
                && !a.object->types && !a.object->notTypes && a.object->whose.isEmpty()
            ? QStringList{tr("put the cards in your hand on the bottom of your library in any order")}
            : QStringList{};   // no card prints another: written as nothing, so the round trip fails
    if (a.kind == ActionKind::PutOnLibrary && a.object && !inGraveyard && a.pick == 0
        && (a.each ? !a.object->isRef() : a.object->ref == Selector::Ref::Targets)) {
        const bool top = a.text == QLatin1String("top");
        if (!a.each)
            return QStringList{maybe((top ? tr("put %1 on top of their owners' libraries", "target permanents")
                                          : tr("put %1 on the bottom of their owners' libraries", "target permanents"))
                                         .arg(objectPhrase(*a.object)))};
        const Gender g = selectorGender(*a.object);
        return QStringList{maybe((top ? pickG(g, QT_TRANSLATE_NOOP3("RulesText", "put all %1 on top of their owners' libraries",
                                                      "plural noun; %1 is masculine"),
                                            QT_TRANSLATE_NOOP3("RulesText", "put all %1 on top of their owners' libraries",
                                                "plural noun; %1 is feminine"))
                                      : pickG(g, QT_TRANSLATE_NOOP3("RulesText", "put all %1 on the bottom of their owners' libraries",
                                                     "plural noun; %1 is masculine"),
                                            QT_TRANSLATE_NOOP3("RulesText", "put all %1 on the bottom of their owners' libraries",
                                                "plural noun; %1 is feminine")))
                                     .arg(selector(*a.object, Det::Plural)))};
    }
    if (a.pick > 0 && a.object && !a.object->isRef() && a.who.isEmpty() && a.kind != ActionKind::LookAtTop
        && a.kind != ActionKind::DiscardChosen) {   // round 36: its cards put on a library (RulesTextLibrary.cpp)
        QString clause;
        if (a.kind == ActionKind::Untap && a.pickUpTo)
            clause = tr("untap up to %1 %2", "a number, a plural noun").arg(numberWord(a.pick), selector(*a.object, Det::Plural));
        else if (a.kind == ActionKind::Tap && a.pickUpTo && a.pick == Selector::kAnyNumber)   // round 20: Harmony of Nature
            clause = tr("tap any number of %1", "a plural noun").arg(selector(*a.object, Det::Plural));
        else if (a.kind == ActionKind::Exile && a.pickUpTo && a.pick == Selector::kAnyNumber)   // round 38: Lumbering Battlement
            clause = withDuration(tr("exile any number of %1", "a plural noun").arg(selector(*a.object, Det::Plural)), a.duration, false);
        else if (a.kind == ActionKind::ReturnToHand && a.pick > 1 && !a.pickUpTo)   // round 21: Khalni Gem
            clause = tr("return %1 %2 to their owner's hand", "a number, a plural noun")
                         .arg(numberWord(a.pick), selector(*a.object, Det::Plural));
        else if (a.kind == ActionKind::Exile && a.pick == 1 && !a.pickUpTo && a.object->where == Selector::Where::Specific
                 && a.object->zone == Zone::Hand && a.object->ownerYou)   // round 36: Forsaken City
            clause = tr("exile %1 from your hand", "a card").arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object)));
        else if (a.kind == ActionKind::Exile && a.pick == 1 && !a.pickUpTo)   // "exile a land you control"
            clause = tr("exile %1").arg(selector(*a.object, Det::Indefinite));
        else if (a.kind == ActionKind::PutOnLibrary && !a.pickUpTo && a.object->where == Selector::Where::Specific
                 && a.object->zone == Zone::Hand && a.object->ownerYou && a.pick <= 2) {   // round 22: Amass the Components
            const QString cards = a.pick == 1 ? indefinite(noun(*a.object, false, false), selectorGender(*a.object))
                                              : tr("%1 %2", "a number, a plural noun").arg(numberWord(a.pick), noun(*a.object, true, false));
            clause = a.text == QLatin1String("top") ? tr("put %1 from your hand on top of your library", "cards").arg(cards)
                                                    : tr("put %1 from your hand on the bottom of your library", "cards").arg(cards);
            if (a.pick > 1)
                clause = tr("%1 in any order", "an instruction putting several cards on a library").arg(clause);
        } else if (a.kind == ActionKind::ReturnFromGraveyard && a.pick == 1 && !a.pickUpTo && a.object->ownerYou
                   && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard) {   // round 36: Deathpact Angel
            clause = tr("return %1 from your graveyard to the battlefield", "a card, chosen as it resolves")
                         .arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object)));
        } else if (a.kind == ActionKind::ReturnFromGraveyard && a.pick == 1 && !a.pickUpTo && !a.object->ownerYou
                   && a.object->whose.isEmpty() && a.object->where == Selector::Where::Specific
                   && a.object->zone == Zone::Graveyard && !a.tapped) {   // round 37: Extract from Darkness, any graveyard's
            clause = tr("put %1 from a graveyard onto the battlefield under your control", "a card, chosen as it resolves")
                         .arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object)));
        } else if (a.kind == ActionKind::PutOnLibrary && a.pick == 1 && !a.pickUpTo && a.text == QLatin1String("top"))
            clause = tr("put %1 on top of its owner's library").arg(selector(*a.object, Det::Indefinite));   // round 21
        else
            return QStringList{};   // not read: written as nothing, so the round trip fails
        return QStringList{maybe(clause)};
    }
    switch (a.kind) {
    case ActionKind::LoseGame:
        if (!a.who.isEmpty())
            return std::nullopt;
        return QStringList{tr("you lose the game")};
    case ActionKind::LookAtHand:   // whose hand: the action's "who"
        if (a.reveal && a.who == QLatin1String("target_player") && !optional)   // round 43: shown to every player (701.16a)
            return QStringList{tr("%1 reveals their hand", "a player").arg(refPhrase(Selector::Ref::Target).text)};
        if (a.reveal)
            return std::nullopt;
        if (a.who == QLatin1String("target_player"))
            return QStringList{maybe(targetsAnOpponent(a.who) ? tr("look at target opponent's hand")
                                                                : tr("look at target player's hand"))};
        if (a.who == QLatin1String("that_player"))
            return QStringList{maybe(tr("look at that player's hand"))};
        if (a.who == QLatin1String("controller_of_target"))   // Lay Bare: the one target's controller
            return QStringList{maybe(tr("look at its controller's hand"))};
        return std::nullopt;
    case ActionKind::PreventDamage: {   // 615.7, 609.7: "the next time a source of your choice would deal damage …"
        if (a.nextTime && !a.object && a.to && a.dealtInstead)   // round 23: from any source (614.9)
            return QStringList{maybe(tr("the next time damage would be dealt to %1 this turn, that damage is dealt to %2 instead",
                "what would be dealt the damage, the new recipient")
                    .arg(objectPhrase(*a.to), objectPhrase(*a.dealtInstead)))};
        // Round 30: "… dealt this turn to any number of targets, divided as you choose" (Embolden, 601.2d).
        if (a.divided && !a.object && !a.nextTime && !a.amount.x && a.to && a.to->ref == Selector::Ref::Targets
            && m_targets.size() == 1 && m_targets.first().sel.word == QLatin1String("any_target")
            && m_targets.first().sel.upTo == Selector::kAnyNumber)
            return QStringList{maybe(tr("prevent the next %n damage that would be dealt this turn to any number of targets, "
                                        "divided as you choose", nullptr, a.amount.n))};
        // Round 30: a shield of one source's damage, "… by a source of your choice" (Healing Grace), "… dealt by
        // ~" (Barbed Wire, to anything).
        if (a.object && !a.nextTime && !a.dealtInstead && !a.amount.x && !a.amountOf) {
            if (a.object->ref == Selector::Ref::ChosenSource && a.to && a.to->isRef() && a.who.isEmpty())
                return QStringList{maybe(tr("prevent the next %n damage that would be dealt to %1 this turn by a source of "
                                            "your choice", nullptr, a.amount.n)
                        .arg(objectPhrase(*a.to)))};
            if (a.object->ref == Selector::Ref::Self && !a.to && a.who.isEmpty())
                return QStringList{
                    maybe(tr("prevent the next %n damage that would be dealt by %1 this turn", nullptr, a.amount.n).arg(m_self))};
            return std::nullopt;
        }
        // Stop 48: "the next time target creature would deal damage this turn, prevent that damage" (Awe Strike).
        if (a.nextTime && a.object && a.object->ref == Selector::Ref::Target && !a.to && a.who.isEmpty() && !a.dealtInstead)
            return QStringList{maybe(tr("the next time %1 would deal damage this turn, prevent that damage", "a creature")
                                         .arg(objectPhrase(*a.object)))};
        if (!a.nextTime || !a.object || a.object->ref != Selector::Ref::ChosenSource)
            return std::nullopt;
        const Selector& s = *a.object;
        QString source = tr("a source of your choice");
        if (s.types == quint16(CardType::Artifact) && s.colors.isEmpty())
            source = tr("an artifact source of your choice");
        else if (s.colors.count() == 1 && !s.types)
            for (Color c : kAllColors)
                if (s.colors.has(c))
                    source = tr("a %1 source of your choice", "a colour adjective")
                                 .arg(colorWord(c, Agr{genderOf("source"), false}));
        if (s.types && (s.types != quint16(CardType::Artifact) || !s.colors.isEmpty()))
            return std::nullopt;
        const QString to = a.to ? objectPhrase(*a.to)
            : a.who == QLatin1String("you") ? tr("you", "prevent the next N damage that would be dealt to you")
                                            : QString();
        if (to.isEmpty() && a.dealtInstead)   // round 23: whatever the source would deal damage to (614.9)
            return QStringList{maybe(tr("the next time %1 would deal damage this turn, that damage is dealt to %2 instead",
                "a source, the new recipient")
                    .arg(source, objectPhrase(*a.dealtInstead)))};
        if (to.isEmpty())
            return std::nullopt;
        if (a.dealtInstead)   // round 22: a redirection (614.9)
            return QStringList{maybe(tr("the next time %1 would deal damage to %2 this turn, that damage is dealt to %3 instead",
                "a source, what it would deal damage to, the new recipient")
                    .arg(source, to, objectPhrase(*a.dealtInstead)))};
        return QStringList{maybe(tr("the next time %1 would deal damage to %2 this turn, prevent that damage",
            "a source, what it would deal damage to").arg(source, to))};
    }
    case ActionKind::RemoveFromCombat:   // 506.4
        if (!a.object)
            return std::nullopt;
        return QStringList{maybe(tr("remove %1 from combat", "an object").arg(objectPhrase(*a.object)))};
    case ActionKind::EndTheTurn:
        if (optional)
            return std::nullopt;
        return QStringList{tr("end the turn")};
    case ActionKind::ExchangeLifeTotals: {   // 701, exchange: life totals
        // Round 41: a life total with ~'s power or toughness (701.12): yours, or the target player's.
        if (a.object && a.object->ref == Selector::Ref::Self && (a.text == QLatin1String("toughness") || a.text == QLatin1String("power"))) {
            const QString whose = a.who.isEmpty() ? tr("your life total", "exchanged with a power or toughness")
                : a.who == QLatin1String("target_player")
                ? tr("%1's life total", "a target player, exchanged with a power or toughness").arg(playerPhrase(a.who))
                : QString();
            if (whose.isEmpty())
                return std::nullopt;
            return QStringList{maybe(a.text == QLatin1String("toughness")
                    ? tr("exchange %1 with %2's toughness", "a life total; the object").arg(whose, m_self)
                    : tr("exchange %1 with %2's power", "a life total; the object").arg(whose, m_self))};
        }
        const QString other = playerPhrase(a.who);
        if (other.isEmpty())
            return std::nullopt;
        return QStringList{maybe(tr("exchange life totals with %1", "a player").arg(other))};
    }
    case ActionKind::Detain:   // 701, detain
        if (!a.object)
            return std::nullopt;
        return QStringList{maybe(tr("detain %1", "a permanent")
                                     .arg(a.object->isRef() ? objectPhrase(*a.object) : selector(*a.object, Det::Each)))};
    case ActionKind::ChangeTarget:   // 115.7a
        if (!a.object)
            return std::nullopt;
        if (a.to && a.to->ref == Selector::Ref::Self)   // round 39: Spellskite (115.7b)
            return QStringList{maybe(tr("change a target of %1 to %2", "a spell or ability, the source")
                                         .arg(objectPhrase(*a.object), m_self))};
        // 115.7a: the one target of a spell or ability is changed: "with a single target" says which it may be.
        return QStringList{maybe(tr("change the target of %1 with a single target", "a spell or ability")
                                     .arg(objectPhrase(*a.object)))};
    case ActionKind::ShuffleIntoLibrary:
        if (!a.object)
            return std::nullopt;
        if (a.who == QLatin1String("owner") && a.object->ref == Selector::Ref::Self && !optional)
            return QStringList{tr("%1's owner shuffles it into their library", "an object").arg(m_self)};
        return QStringList{maybe(tr("shuffle %1 into its owner's library", "an object").arg(objectPhrase(*a.object)))};
    case ActionKind::FlipCoin: {
        // The branches are marked "if you do" (a win) and "if you don't" (a loss); written here, not as
        // a choice's branches.
        QVector<Action> win, lose;
        for (Action inner : a.nested) {
            const bool won = inner.ifYouDo;
            inner.ifYouDo = inner.ifYouDont = false;
            (won ? win : lose) << inner;
        }
        QStringList out{maybe(tr("flip a coin"))};
        auto branch = [&](const QVector<Action>& list, const QString& opening) {
            QStringList clauses = actions(list, false);
            if (!clauses.isEmpty())
                clauses.first() = opening.arg(clauses.first());
            out << clauses;
        };
        if (!win.isEmpty())
            branch(win, tr("if you win the flip, %1", "an instruction"));
        if (!lose.isEmpty())
            branch(lose, tr("if you lose the flip, %1", "an instruction"));
        return out;
    }
    case ActionKind::CopySpell:   // 707.10, 707.10c: the copy's controller may choose new targets
        if (!a.object)
            return std::nullopt;
        if (a.amount.n == 2)   // "twice" (Echo Mage)
            return QStringList{maybe(tr("copy %1 twice", "a spell").arg(objectPhrase(*a.object))),
                tr("you may choose new targets for the copies")};
        if (a.amount.x || a.amount.n != 1)
            return std::nullopt;
        return QStringList{maybe(tr("copy %1", "a spell").arg(objectPhrase(*a.object))),
            tr("you may choose new targets for the copy")};
    case ActionKind::CounterSpell: {   // 701.6a: where the countered spell goes instead of the graveyard
        if (!a.destination)
            return std::nullopt;
        Action plain = a;
        plain.destination.reset();
        QStringList out = action(plain, optional);
        if (*a.destination == Zone::Exile)
            out << tr("if that spell is countered this way, exile it instead of putting it into its owner's graveyard");
        else if (*a.destination == Zone::Library)
            out << tr("if that spell is countered this way, put it on top of its owner's library instead of into that "
                      "player's graveyard");
        else
            return std::nullopt;
        return out;
    }
    case ActionKind::DiscardRandom: {   // 701.8a
        const QString who = playerPhrase(a.who);
        // Round 35: the choice of the player a trigger's event names, "that player may discard a card at random" (Apathy).
        if (optional && a.optional && a.who == QLatin1String("that_player") && !who.isEmpty() && !a.amount.x && a.amount.n == 1)
            return QStringList{tr("%1 may discard a card at random", "a player").arg(who)};
        if ((!a.amount.x && a.amount.n < 1) || (!a.who.isEmpty() && (who.isEmpty() || optional)))
            return std::nullopt;
        const bool one = !a.amount.x && a.amount.n == 1;
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n);
        if (who.isEmpty())
            return QStringList{
                maybe(one ? tr("discard a card at random") : tr("discard %1 cards at random").arg(count))};
        return QStringList{one ? tr("%1 discards a card at random", "a player").arg(who)
                               : tr("%1 discards %2 cards at random", "a player, a number").arg(who, count)};
    }
    case ActionKind::ShuffleLibrary: {   // 701.24
        const QString who = playerPhrase(a.who);
        // Round 34: "you may have that player shuffle their library" (Natural Selection): the target player an
        // instruction before named, as the importer reads it only then.
        if (optional && a.who == QLatin1String("target_player"))
            return QStringList{tr("you may have that player shuffle their library")};
        if (who.isEmpty() != a.who.isEmpty() || (!who.isEmpty() && optional))
            return std::nullopt;
        if (who.isEmpty())
            return QStringList{maybe(tr("shuffle your library"))};
        return QStringList{tr("%1 shuffles their library", "a player").arg(who)};
    }
    case ActionKind::Clash: {   // 701.30: the nested actions are done if you win
        // The clash reveals cards, so the text names the source again rather than "it" (Ringskipper).
        // Round 38: the instructions marked `otherwise` are done when you don't win ("Otherwise, that player
        // discards a card", Pulling Teeth): the target player the win named is "that player" there.
        QVector<Action> win, lose;
        for (Action inner : a.nested) {
            if (inner.otherwise && inner.who == QLatin1String("target_player"))
                inner.who = QStringLiteral("that_player");
            (inner.otherwise ? lose : win) << inner;
        }
        const bool selfWasIt = std::exchange(m_selfIsIt, false);
        QStringList clauses = actions(win, false);
        const QStringList otherwise = lose.isEmpty() ? QStringList() : actions(lose, false);
        m_selfIsIt = selfWasIt;
        if (clauses.isEmpty() || otherwise.isEmpty() != lose.isEmpty())
            return std::nullopt;
        clauses.first() = tr("if you win, %1", "after a clash: an instruction").arg(clauses.first());
        return QStringList{maybe(tr("clash with an opponent"))} + clauses + otherwise;
    }
    case ActionKind::ShuffleGraveyardIntoLibrary: {   // 701.24
        // Round 18: ~'s owner (Kozilek, Butcher of Truth).
        const QString who = a.who == QLatin1String("owner") ? tr("its owner") : playerPhrase(a.who);
        if (who.isEmpty() != a.who.isEmpty() || (!who.isEmpty() && optional))
            return std::nullopt;
        // Round 33: "each player shuffles their hand and graveyard into their library" (Timetwister).
        if (a.text == QLatin1String("hand_and_graveyard"))
            return QStringList{who.isEmpty() ? maybe(tr("shuffle your hand and graveyard into your library"))
                                             : tr("%1 shuffles their hand and graveyard into their library", "a player").arg(who)};
        if (who.isEmpty())
            return QStringList{maybe(tr("shuffle your graveyard into your library"))};
        return QStringList{tr("%1 shuffles their graveyard into their library", "a player").arg(who)};
    }
    case ActionKind::ExileTop: {   // 406.3: the top cards, face down or not
        if ((!a.amount.x && a.amount.n < 1) || (!a.who.isEmpty() && optional))
            return std::nullopt;
        const bool one = !a.amount.x && a.amount.n == 1;
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n);
        QString clause;
        if (a.who.isEmpty()) {
            clause = one ? tr("exile the top card of your library") : tr("exile the top %1 cards of your library").arg(count);
        } else if (a.who == QLatin1String("target_player")) {
            const bool opponent = targetsAnOpponent(a.who);
            clause = one ? (opponent ? tr("exile the top card of target opponent's library")
                                     : tr("exile the top card of target player's library"))
                         : (opponent ? tr("exile the top %1 cards of target opponent's library")
                                     : tr("exile the top %1 cards of target player's library"))
                               .arg(count);
        } else if (a.who == QLatin1String("each_opponent") || a.who == QLatin1String("each_player")) {
            const QString who = playerPhrase(a.who);
            clause = one ? tr("%1 exiles the top card of their library", "a player").arg(who)
                         : tr("%1 exiles the top %2 cards of their library", "a player, a number").arg(who, count);
        } else {
            return std::nullopt;
        }
        if (a.faceDown)
            clause = tr("%1 face down", "exiled cards: exile the top card of your library face down").arg(clause);
        return QStringList{maybe(clause)};
    }
    default:
        return std::nullopt;
    }
}

// 106.6: "spend this mana only to cast artifact spells or activate abilities of artifacts".
QString spendOnlyClause(Writer& w, const ManaSpendRestriction& r)
{
    using Det = Writer::Det;
    const QString spells = r.spells ? w.selector(*r.spells, Det::Plural) : QString();
    const QString of = r.abilitiesOf ? w.selector(*r.abilitiesOf, Det::Plural) : QString();
    // Round 42: abilities of any object in any zone, no spell: "You can't spend this mana to cast spells" (Thran Turbine).
    Selector anything;
    anything.where = Selector::Where::Any;
    if (!r.spells && r.abilitiesOf && *r.abilitiesOf == anything)
        return Writer::tr("you can't spend this mana to cast spells", "106.6: the mana pays only for activated abilities");
    if (r.spells && r.abilitiesOf)
        return Writer::tr("spend this mana only to cast %1 or activate abilities of %2", "spells, objects").arg(spells, of);
    if (r.spells)
        return Writer::tr("spend this mana only to cast %1", "spells").arg(spells);
    return Writer::tr("spend this mana only to activate abilities of %1", "objects").arg(of);
}

}   // namespace rulestext
}   // namespace strata
