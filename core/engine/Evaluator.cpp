#include "Evaluator.h"
#include "model/AbilityTargets.h"
#include "model/Emblem.h"
#include <QSet>
#include <algorithm>

namespace strata {

namespace {

// Round 22: "creatures target player controls get +1/+1 until end of turn" (Night): the permanents the
// resolved effect's player target controlled as it resolved, which the event player keeps as its objects
// (611.2c: a creature that player gets later is not in the set, one that changes control stays); a
// scenario's effect that names none, those its player target controls (115.1). Without a resolved
// effect the caller binds the player (the event player's whosePlayers, a cast rule's own).
bool controlledByTargetPlayer(const GameState& state, const Selector& sel, const ContinuousEffect& effect,
    const GameObject& o, const Characteristics& c)
{
    // Round 38: "creatures defending player controls get -1/-1 until end of turn" (Silumgar): in the layer engine, the
    // objects the event player kept as it resolved; an effect that names none knows no defending player, and its set
    // is empty. The event player's own probes bind the player themselves (ActionPerformer::objectsOf).
    if (sel.whose == QLatin1String("defending_player") && effect.resolved && effect.origin == ContinuousEffect::Origin::Resolved)
        return effect.resolved->choices.objects.contains(o.id);
    if (sel.whose != QLatin1String("target_player") || !effect.resolved)
        return true;
    if (!effect.resolved->choices.objects.isEmpty())
        return effect.resolved->choices.objects.contains(o.id);
    for (const QString& t : effect.resolved->targets)
        if (state.player(t))
            return (o.zone == Zone::Battlefield ? c.controller : o.owner) == t;
    return false;   // no player target (it left the game): the set is empty
}

}   // namespace

bool Evaluator::functions(int index) const
{
    const GameObject& o = m_state.objects[index];
    return o.zone == Zone::Battlefield && !o.phasedOut;
}

int Evaluator::attachedIndex(const ContinuousEffect& effect) const
{
    if (effect.sourceIndex < 0)
        return -1;
    return indexOf(m_state.objects[effect.sourceIndex].attachedTo);
}

QString Evaluator::chosenPlayer(const ContinuousEffect& effect) const
{
    if (effect.resolved && !effect.resolved->choices.player.isEmpty())
        return effect.resolved->choices.player;
    if (effect.sourceIndex >= 0)
        return m_state.objects[effect.sourceIndex].choices.player;
    return {};
}

QString Evaluator::chosenCreatureType(const ContinuousEffect& effect) const
{
    if (effect.resolved && !effect.resolved->choices.creatureType.isEmpty())
        return effect.resolved->choices.creatureType;
    if (effect.sourceIndex >= 0)
        return m_state.objects[effect.sourceIndex].choices.creatureType;
    return {};
}

std::optional<SubtypeId> Evaluator::chosenSubtype(const ContinuousEffect& effect) const
{
    if (effect.chosenSubtypeKnown)
        return effect.chosenSubtype;
    QString name = chosenCreatureType(effect);
    // "Enchanted land is the chosen type" (Phantasmal Terrain): a land type chosen as it entered (305.7).
    if (name.isEmpty() && effect.resolved)
        name = effect.resolved->choices.landType;
    if (name.isEmpty() && effect.sourceIndex >= 0)
        name = m_state.objects[effect.sourceIndex].choices.landType;
    return SubtypeRegistry::instance().find(name);
}

QVector<int> Evaluator::select(const Selector& sel, const ContinuousEffect& effect) const
{
    QVector<int> out;
    switch (sel.ref) {
    case Selector::Ref::Self:
        if (effect.sourceIndex >= 0)
            out << effect.sourceIndex;
        return out;
    case Selector::Ref::Attached:
        if (int i = attachedIndex(effect); i >= 0)
            out << i;
        return out;
    case Selector::Ref::Target:
    case Selector::Ref::It:
        if (!effect.targets.isEmpty() && effect.targets[0] >= 0) {
            out << effect.targets[0];
        } else if (sel.ref == Selector::Ref::It) {
            // "That creature" of a trigger (Unstable Shapeshifter's) is the object the scenario names
            // in copy_of; otherwise "it" is the source.
            const int named = effect.resolved ? indexOf(effect.resolved->choices.copyOf) : -1;
            if (named >= 0)
                out << named;
            else if (effect.sourceIndex >= 0)
                out << effect.sourceIndex;
        }
        return out;
    case Selector::Ref::Target2:
        if (effect.targets.size() > 1 && effect.targets[1] >= 0)
            out << effect.targets[1];
        return out;
    case Selector::Ref::Targets:
        for (int t : effect.targets)
            if (t >= 0)
                out << t;
        return out;
    case Selector::Ref::Chosen: {
        const QString id = effect.resolved
            ? effect.resolved->choices.copyOf
            : (effect.sourceIndex >= 0 ? m_state.objects[effect.sourceIndex].choices.copyOf : QString());
        if (int i = indexOf(id); i >= 0)
            out << i;
        return out;
    }
    case Selector::Ref::SelfAndPaired:   // 702.95c: "both creatures" while they are paired
        if (effect.sourceIndex >= 0) {
            out << effect.sourceIndex;
            if (const int p = pairedIndex(effect.sourceIndex); p >= 0)
                out << p;
        }
        return out;
    case Selector::Ref::ExiledWithSource:   // 607.2a: "the exiled card", "cards exiled with ~"
        return exiledWith(effect.sourceIndex);
    case Selector::Ref::Created:   // "that token gains haste": the tokens the resolution created (its objects)
    // "a creature dealt damage this way": those its damage was dealt to, fixed as it resolved (611.2c)
    case Selector::Ref::DealtDamageThisWay:
        if (effect.resolved)
            for (const QString& id : effect.resolved->choices.objects)
                if (const int i = indexOf(id); i >= 0)
                    out << i;
        return out;
    // Round 30: "Prevent all damage a source of your choice would deal this turn" (Pay No Heed): the source
    // the resolve event chose (its first choices.objects), if it is one (609.7a: a permanent, a spell, or a
    // face-up object in the command zone). A next-time shield's source is chosen by the event player.
    case Selector::Ref::ChosenSource:
        if (effect.resolved && !effect.resolved->choices.objects.isEmpty())
            if (const int i = indexOf(effect.resolved->choices.objects.first()); i >= 0) {
                const GameObject& o = m_state.objects[i];
                if (o.zone == Zone::Battlefield || o.zone == Zone::Stack || (o.zone == Zone::Command && !o.faceDown))
                    out << i;
            }
        return out;
    case Selector::Ref::Granter:   // no continuous effect names these: they select nothing
        return out;
    case Selector::Ref::None:
        break;
    }
    // The hot loop of every resolution: a filter goes straight to the per-object test.
    const bool filterOnly = sel.anyOf.isEmpty();
    for (int i = 0; i < m_state.objects.size(); ++i)
        if (filterOnly ? matchesFilter(sel, effect, i) : matches(sel, effect, i))
            out << i;
    return out;
}

bool Evaluator::matches(const Selector& sel, const ContinuousEffect& effect, int index) const
{
    if (sel.isRef()) {
        const QVector<int> picked = select(sel, effect);
        return picked.contains(index);
    }
    if (!sel.anyOf.isEmpty()) {
        for (const Selector& part : sel.anyOf)
            if (matches(part, effect, index))
                return true;
        return false;
    }
    return matchesFilter(sel, effect, index);
}

bool Evaluator::matchesFilter(const Selector& sel, const ContinuousEffect& effect, int index) const
{
    if (!sel.word.isEmpty() && isAbilityWord(sel.word))   // an ability on the stack is not an object (113.1)
        return false;
    const GameObject& o = m_state.objects[index];
    switch (sel.where) {
    case Selector::Where::Battlefield:
        if (!functions(index))
            return false;
        break;
    case Selector::Where::NotBattlefield:
        if (o.zone == Zone::Battlefield)
            return false;
        break;
    case Selector::Where::Specific:
        if (o.zone != sel.zone)
            return false;
        break;
    case Selector::Where::Any:
        if (o.phasedOut)
            return false;
        break;
    }
    if (sel.other && index == effect.sourceIndex)
        return false;
    const Characteristics& c = chars(index);
    const TypeLine& t = c.type;
    if ((t.cardTypes & sel.types) != sel.types || (t.cardTypes & sel.notTypes))
        return false;
    if (sel.anyTypes && !(t.cardTypes & sel.anyTypes))
        return false;
    if ((t.supertypes & sel.supertypes) != sel.supertypes || (t.supertypes & sel.notSupertypes))
        return false;
    for (SubtypeId s : sel.subtypes)
        if (!t.hasSubtype(s))
            return false;
    for (SubtypeId s : sel.notSubtypes)
        if (t.hasSubtype(s))
            return false;
    if (sel.cardTypeChosen) {   // round 36: "spells of the chosen type", a card type (Archon of Valor's Reach)
        const Choices* made = effect.resolved && !effect.resolved->choices.cardType.isEmpty() ? &effect.resolved->choices
            : effect.sourceIndex >= 0 ? &m_state.objects[effect.sourceIndex].choices : nullptr;
        const auto type = made ? cardTypeFromName(made->cardType.left(1).toUpper() + made->cardType.mid(1)) : std::nullopt;
        if (!type || !(t.cardTypes & quint16(*type)))
            return false;
    }
    if (sel.subtypeChosen) {
        const std::optional<SubtypeId> id = chosenSubtype(effect);
        if (!id || !t.hasSubtype(*id))
            return false;
    }
    if (!sel.colors.isEmpty() && !c.colors.intersects(sel.colors))
        return false;
    if (sel.colorless && !c.colors.isEmpty())
        return false;
    if (!sel.notColors.isEmpty() && c.colors.intersects(sel.notColors))
        return false;
    // Control is a battlefield notion; elsewhere "you control" means "you own" (108.4a).
    if (sel.controller != Selector::Who::Any) {
        const QString& objController = o.zone == Zone::Battlefield ? c.controller : o.owner;
        if (sel.controller == Selector::Who::Chosen) {   // "the chosen player controls", "… player's hand"
            const QString chosen = chosenPlayer(effect);
            if (chosen.isEmpty() || objController != chosen)
                return false;
        } else if ((objController == effect.controller) != (sel.controller == Selector::Who::You)) {
            return false;
        }
    }
    if (sel.ownerYou && o.owner != effect.controller)
        return false;
    if (sel.ownerOpponent && (o.owner == effect.controller || o.owner.isEmpty()))   // round 40: "an opponent owns" (108.3)
        return false;
    if (!controlledByTargetPlayer(m_state, sel, effect, o, c))
        return false;
    // "a Mercenary permanent card" (701.23): a card with a permanent type (110.4).
    if (sel.word == QLatin1String("permanent_card")
        && !(t.cardTypes
            & quint16(quint16(CardType::Artifact) | quint16(CardType::Battle) | quint16(CardType::Creature)
                | quint16(CardType::Enchantment) | quint16(CardType::Land) | quint16(CardType::Planeswalker))))
        return false;
    if (sel.tapped && o.tapped != *sel.tapped)
        return false;
    // "attacking or blocking" when both are set: no creature is both (506.4).
    if ((sel.attacking || sel.blocking) && !((sel.attacking && o.attacking) || (sel.blocking && !o.blocking.isEmpty())))
        return false;
    if (sel.noAbilities && !c.abilities.isEmpty())
        return false;
    if (!sel.hasKeyword.isEmpty() && !c.hasKeyword(sel.hasKeyword))
        return false;
    if (sel.manaValueAtMost && c.manaCost.manaValue() > *sel.manaValueAtMost)
        return false;
    if (sel.manaValueAtLeast && c.manaCost.manaValue() < *sel.manaValueAtLeast)   // 202.3
        return false;
    if (sel.manaValueAtMostX || sel.manaValueAtLeastX) {
        const int x = effect.resolved && effect.resolved->choices.x ? *effect.resolved->choices.x : 0;
        if ((sel.manaValueAtMostX && c.manaCost.manaValue() > x) || (sel.manaValueAtLeastX && c.manaCost.manaValue() < x))
            return false;
    }
    if (sel.powerAtMost && (!c.power || *c.power > *sel.powerAtMost))
        return false;
    if (sel.powerAtLeast && (!c.power || *c.power < *sel.powerAtLeast))
        return false;
    if (sel.toughnessAtMost && (!c.toughness || *c.toughness > *sel.toughnessAtMost))
        return false;
    if (sel.toughnessAtLeast && (!c.toughness || *c.toughness < *sel.toughnessAtLeast))
        return false;
    return matchesImported(sel, effect, index, o, c);
}

Evaluator::Attachments Evaluator::attachmentsOf(const GameState& state)
{
    Attachments attached;
    for (int i = 0; i < state.objects.size(); ++i)
        if (!state.objects[i].attachedTo.isEmpty())
            attached[state.objects[i].attachedTo] << i;
    return attached;
}

const QVector<int>& Evaluator::attachedTo(const QString& id) const
{
    if (!m_attachments && !m_ownAttachments)
        m_ownAttachments = attachmentsOf(m_state);
    const Attachments& all = m_attachments ? *m_attachments : *m_ownAttachments;
    static const QVector<int> none;
    auto it = all.constFind(id);
    return it == all.constEnd() ? none : *it;
}

int Evaluator::evaluate(const Expr& e, const ContinuousEffect& effect, int affectedIndex) const
{
    switch (e.kind) {
    case Expr::Kind::Const:
        return e.value;
    case Expr::Kind::X:
    case Expr::Kind::CountersRemovedThisWay: {   // round 42: the activation's X is the number its cost removed
        if (effect.resolved && effect.resolved->choices.x)
            return *effect.resolved->choices.x;
        if (effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].choices.x)
            return *m_state.objects[effect.sourceIndex].choices.x;
        return 0;
    }
    case Expr::Kind::Count: {
        if (!e.selector)
            return 0;
        if (e.ofAffectedController) {
            // "in its controller's graveyard": "your" is said of the affected object's controller.
            if (affectedIndex < 0)
                return 0;
            ContinuousEffect theirs = effect;
            theirs.controller = chars(affectedIndex).controller;
            Expr count = e;
            count.ofAffectedController = false;
            return evaluate(count, theirs, affectedIndex);
        }
        if (e.otherThanAffected) {
            // "for each other creature you control" said of enchanted creature: other than that creature.
            Selector any = *e.selector;
            any.other = false;
            const QVector<int> picked = select(any, effect);
            return int(picked.size()) - (picked.contains(affectedIndex) ? 1 : 0);
        }
        int n = int(select(*e.selector, effect).size());
        // "the number of cards in your hand" counts the cards a scenario gives only as a number too.
        const Selector& s = *e.selector;
        Selector anyCard;
        anyCard.word = s.word;
        anyCard.where = s.where;
        anyCard.zone = s.zone;
        anyCard.ownerYou = s.ownerYou;
        if (s.where == Selector::Where::Specific && s.zone == Zone::Hand && s.ownerYou && s == anyCard)
            n += m_state.unlistedHandCards.value(effect.controller);
        anyCard.ownerYou = false;
        anyCard.controller = Selector::Who::Chosen;
        if (s.where == Selector::Where::Specific && s.zone == Zone::Hand && s == anyCard)
            n += m_state.unlistedHandCards.value(chosenPlayer(effect));
        return n;
    }
    case Expr::Kind::CardTypesInGraveyards: {
        quint16 seen = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (m_state.objects[i].zone == Zone::Graveyard)
                seen |= chars(i).type.cardTypes;
        int n = 0;
        for (CardType t : kCardTypeOrder)
            n += (seen & quint16(t)) ? 1 : 0;
        return n;
    }
    case Expr::Kind::ManaValueOfAffected:
        return affectedIndex >= 0 ? chars(affectedIndex).manaCost.manaValue() : 0;
    case Expr::Kind::PowerOfTarget: {
        // 608.2h: fixed as the spell resolved; the scenario records it as X when it knows it.
        if (effect.resolved && effect.resolved->choices.x)
            return *effect.resolved->choices.x;
        const int t = effect.targets.value(0, -1);
        return t >= 0 ? chars(t).power.value_or(0) : 0;
    }
    case Expr::Kind::ToughnessOfTarget: {   // round 19: "its toughness", the one target (608.2h)
        const int t = effect.targets.value(0, -1);
        return t >= 0 ? chars(t).toughness.value_or(0) : 0;
    }
    case Expr::Kind::Life: {
        const Player* p = m_state.player(effect.controller);
        return p ? p->life : 0;
    }
    case Expr::Kind::HighestLife: {
        // who "opponent": "the highest life total among your opponents" (Malignus).
        const bool opponents = e.who == QLatin1String("opponent");
        int best = std::numeric_limits<int>::min();
        for (const Player& p : m_state.players)
            if (!opponents || p.id != effect.controller)
                best = std::max(best, p.life);
        return best == std::numeric_limits<int>::min() ? 0 : best;
    }
    case Expr::Kind::MostCardsInHandOpponent: {
        int best = 0;
        for (const Player& p : m_state.players) {
            if (p.id == effect.controller)
                continue;
            int n = 0;
            for (const GameObject& o : m_state.objects)
                n += (o.zone == Zone::Hand && o.owner == p.id) ? 1 : 0;
            best = std::max(best, n);
        }
        return best;
    }
    case Expr::Kind::ColorsOfAffected:
    case Expr::Kind::CountersOnSource:
    case Expr::Kind::CountersOnSelected:
    case Expr::Kind::BasicLandTypes:
    case Expr::Kind::DifferentlyNamed:
    case Expr::Kind::EventAmount:
    case Expr::Kind::LifeLostThisWay:
    case Expr::Kind::ColorsAmong:
    case Expr::Kind::HalfRoundedDown:
    case Expr::Kind::HalfRoundedUp:
    case Expr::Kind::ManaSymbolsAmong:
    case Expr::Kind::SharingCreatureType:
    case Expr::Kind::KeywordAmountOfAffected:
    case Expr::Kind::GreatestPower:
    case Expr::Kind::GreatestToughness:
    case Expr::Kind::HighestManaValue:
    case Expr::Kind::PowerOfSource:
    case Expr::Kind::ToughnessOfSource:
    case Expr::Kind::Devotion:
    case Expr::Kind::ColorsSpentToCast:
    case Expr::Kind::TimesKicked:
        return importedAmount(e, effect, affectedIndex);
    case Expr::Kind::LifeGainedThisTurn:
    case Expr::Kind::LifeLostThisTurn:
    case Expr::Kind::CommanderCasts:
    case Expr::Kind::OpponentsBelowHalfStartingLife:
    case Expr::Kind::CardsExiledWithSource:
    case Expr::Kind::PowerOfExiled:
    case Expr::Kind::ToughnessOfExiled:
    case Expr::Kind::PlayerCounters:
    case Expr::Kind::CardsDrawnThisTurn:
    case Expr::Kind::CreaturesDiedThisTurn:
    case Expr::Kind::Opponents:
    case Expr::Kind::OpponentsWithCardsInHand:
        return historyAmount(e, effect);
    case Expr::Kind::BlockersOfSelf: {   // 509.1h: the creatures blocking the source
        if (effect.sourceIndex < 0)
            return 0;
        const QString& self = m_state.objects[effect.sourceIndex].id;
        int n = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && m_state.objects[i].blocking.contains(self))
                ++n;
        return n;
    }
    case Expr::Kind::CountersOnGranter:   // nothing reads these yet
    case Expr::Kind::TargetsBeyondFirst:
    case Expr::Kind::PowerOfSacrificed:
    case Expr::Kind::ToughnessOfSacrificed:
    case Expr::Kind::ManaValueOfSacrificed:   // round 44: fixed by the event player (FixedAmounts.cpp)
        return 0;
    case Expr::Kind::WholeGroupsOf:   // round 44: rounded down (a negative amount is no group)
        return e.args.isEmpty() || e.value <= 0 ? 0 : std::max(0, evaluate(e.args.first(), effect, affectedIndex)) / e.value;
    case Expr::Kind::ManaValueOfMoved:   // counted by the event player as the action is done (ActionSubjects.cpp)
    case Expr::Kind::CardsInHand:
    case Expr::Kind::CountThisWay:
        return 0;
    case Expr::Kind::Sum: {
        int s = 0;
        for (const Expr& a : e.args)
            s += evaluate(a, effect, affectedIndex);
        return s;
    }
    case Expr::Kind::Neg:
        return e.args.isEmpty() ? 0 : -evaluate(e.args.first(), effect, affectedIndex);
    }
    return 0;
}

bool Evaluator::abilityStillThere(const ContinuousEffect& effect) const
{
    if (effect.origin != ContinuousEffect::Origin::Static)
        return true;
    if (effect.sourceIndex < 0)
        return false;
    // CDAs work in every zone (604.3); other static abilities only on the battlefield (113.6).
    if (!effect.cda && !functions(effect.sourceIndex) && !isEmblem(m_state.objects[effect.sourceIndex])   // 114.4
        && !(m_state.objects[effect.sourceIndex].zone == Zone::Graveyard && worksInGraveyard(effect.condition)))
        return false;
    for (const AbilityInstance& a : chars(effect.sourceIndex).abilities)
        if (a.def == effect.ability && a.grantedBy == effect.grantedBy && a.printedIndex == effect.printedIndex)
            return true;
    return false;
}

}   // namespace strata
