#include "RulesTextWriter.h"
#include "RulesTextPlayerRules.h"
#include "model/Card.h"
#include "text/LifePayment.h"
#include <algorithm>

namespace strata {
namespace rulestext {

namespace {

// The kind of card `a`'s amount counts in the zone `zone` of the player the action names ("white cards" in that
// player's hand, Inquisition; "land cards" in their graveyard, Roiling Terrain), as a noun phrase names it, without
// the zone the sentence says; null for another amount.
std::optional<Selector> cardsCountedInItsPlayersZone(const Action& a, Zone zone)
{
    if (!a.amountOf || a.amountOf->kind != Expr::Kind::Count || !a.amountOf->selector || a.amount.x)
        return std::nullopt;
    const Selector& counted = *a.amountOf->selector;
    if (counted.whose != a.who || counted.zone != zone || counted.where != Selector::Where::Specific)
        return std::nullopt;
    Selector kind = counted;
    kind.whose.clear();
    kind.where = Selector::Where::Battlefield;
    kind.zone = Zone::Battlefield;
    return kind;
}

}   // namespace

// A target card in a graveyard, named without its zone: the action says "from your graveyard".
QString Writer::graveyardTargetPhrase(const Selector& ref)
{
    const int i = ref.ref == Selector::Ref::Target2 ? 1 : 0;
    if (i >= m_targets.size())
        return objectPhrase(ref);
    TargetInfo t = m_targets[i];
    // Round 32: one target card already named, named again (Stitch Together's "Threshold — Return that card
    // from your graveyard to the battlefield instead if …", after "Return target creature card …").
    if (t.mentioned && ref.ref != Selector::Ref::Targets && t.upTo <= 1 && !t.sel.upToX)
        return tr("that card", "a target card in a graveyard, named again");
    t.sel.where = Selector::Where::Battlefield;
    t.sel.ownerYou = false;
    t.sel.controller = Selector::Who::Any;   // "from an opponent's graveyard": said by the clause, not the noun
    t.sel.whose.clear();   // round 39: "from their graveyard" too (Memory's Journey)
    m_targets[i].mentioned = true;
    m_itNoun = NP{tr("card"), {}, genderOf("card")};
    // "two target creature cards" (115.1): one word "target" for exactly that many alike cards.
    const bool alike = ref.ref == Selector::Ref::Targets && (m_targets.size() == 2 || m_targets.size() == 3)
        && std::all_of(m_targets.cbegin(), m_targets.cend(), [&](const TargetInfo& x) {
               return x.described && x.upTo == 0 && x.sel == m_targets[0].sel;
           });
    if (alike) {
        for (TargetInfo& x : m_targets)
            x.mentioned = true;
        const NP many = nounParts(t.sel, true);
        const QString count = numberWord(int(m_targets.size()));
        return many.post.isEmpty() ? tr("%1 target %2", "a number, a plural noun").arg(count, many.text)
                                   : tr("%1 target %2 %3", "a number, a plural noun, its qualifiers").arg(count, many.text, many.post);
    }
    return targetPhrase(t, t.upTo > 1 || t.sel.upToX);
}

// The actions written here rather than in RulesTextActions.cpp: tokens the card defines, player
// actions of "each player", cards in graveyards, libraries, extra turns. Nothing when `a` is not one.
std::optional<QStringList> Writer::moreAction(const Action& a, bool optional, const Action* previous)
{
    if (auto game = gameAction(a, optional))
        return game;
    if (a.kind == ActionKind::UnlessPays)
        return unlessPays(a, optional);
    if (a.kind == ActionKind::Continuous && a.continuous && !optional) {   // round 38: Explore, Summer Bloom, Due Respect
        if (const QString lands = additionalLandsThisTurnText(*a.continuous, numberWord(a.continuous->ops.size())); !lands.isEmpty())
            return QStringList{lands};
        if (const QString tapped = permanentsEnterTappedThisTurnText(*a.continuous); !tapped.isEmpty())
            return QStringList{tapped};
    }
    // Round 39: "add three mana of that type" done instead of "add one mana of any type that a land you control could
    // produce" (Incubation Druid): the type chosen for the one before (106.7).
    if (a.kind == ActionKind::AddMana && a.mana == Action::Mana::AnyTypeLandsCouldProduce && !a.amount.x
        && a.amount.n > 1 && previous && previous->kind == ActionKind::AddMana && previous->mana == a.mana
        && previous->amount.n <= 1)
        return QStringList{tr("add %1 mana of that type", "a number word: three").arg(numberWord(a.amount.n))};
    // Round 27: "Target opponent gains control of ~." (Avarice Amulet): ~ given to the one target player for good.
    // Round 32: "That player gains control of ~." (Drooling Ogre), "That source's controller …" (Crag Saurian).
    // Round 34: "An opponent gains control of ~." (Akroan Horse), one chosen as it resolves.
    const bool givenToAPlayer = a.who == QLatin1String("target_player") || a.who == QLatin1String("that_player")
        || a.who == QLatin1String("controller_of_that") || a.who == QLatin1String("chosen_opponent")
        || a.who == QLatin1String("lowest_life");
    // Round 39: "That player gains control of that creature." (Fractured Loyalty): the event's creature.
    const Selector::Ref given = a.continuous && a.continuous->affects ? a.continuous->affects->ref : Selector::Ref::None;
    const bool eventsObject = given == Selector::Ref::It && a.who == QLatin1String("that_player");
    if (a.kind == ActionKind::Continuous && givenToAPlayer && (given == Selector::Ref::Self || eventsObject)
        && a.continuous->ops.size() == 1
        && a.continuous->ops.first().kind == Op::Kind::GainControl && a.continuous->duration == Duration::Indefinite && !optional) {
        if (eventsObject)
            return QStringList{tr("%1 gains control of %2", "a player, the object of the trigger's event")
                                   .arg(playerPhrase(a.who), refPhrase(Selector::Ref::It).text)};
        QStringList out{tr("%1 gains control of %2", "a player, the source").arg(playerPhrase(a.who), m_self)};
        if (a.who == QLatin1String("lowest_life"))   // round 38: the tie, printed after it (Loxodon Peacekeeper)
            out << tr("if two or more players are tied for lowest life total, you choose one of them, and that player gains "
                      "control of %1", "the source").arg(m_self);
        return out;
    }
    // "target opponent gains control of all other permanents you control" (Sky Swallower): a set given to that player.
    if (a.kind == ActionKind::Continuous && a.who == QLatin1String("target_player") && a.continuous && a.continuous->affects
        && !a.continuous->affects->isRef() && a.continuous->ops.size() == 1 && a.continuous->ops.first().kind == Op::Kind::GainControl
        && a.continuous->duration == Duration::Indefinite && !optional) {
        const Selector& given = *a.continuous->affects;
        return QStringList{pickG(agreementGender(given),
            QT_TRANSLATE_NOOP3("RulesText", "%1 gains control of all %2", "a player, objects (masculine)"),
            QT_TRANSLATE_NOOP3("RulesText", "%1 gains control of all %2", "a player, objects (feminine)"))
                               .arg(playerPhrase(a.who), selector(given, Det::Plural))};
    }
    // Round 38: "each player gains control of all creatures they own" (Trostani Discordant): each object to its owner.
    if (a.kind == ActionKind::Continuous && a.who == QLatin1String("each_player") && a.continuous && a.continuous->affects
        && a.continuous->affects->ownerYou && !a.continuous->affects->isRef() && a.continuous->ops.size() == 1
        && a.continuous->ops.first().kind == Op::Kind::GainControl && a.continuous->duration == Duration::Indefinite && !optional) {
        Selector owned = *a.continuous->affects;
        owned.ownerYou = false;
        // "all" agrees with the noun in some languages (es "todas las criaturas")
        return QStringList{pickG(agreementGender(owned),
            QT_TRANSLATE_NOOP3("RulesText", "each player gains control of all %1 they own", "%1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "each player gains control of all %1 they own", "%1 is feminine"))
                               .arg(selector(owned, Det::Plural))};
    }
    // Round 34: "Add one mana of any color for each charge counter removed this way" (Coalition Relic).
    if (a.kind == ActionKind::AddMana && a.mana == Action::Mana::AnyColor && a.amount.x && !a.counters.kind.isEmpty() && !optional)
        return QStringList{tr("add one mana of any color for each %1 counter removed this way", "a counter kind").arg(a.counters.kind)};
    // Round 34: "draw cards equal to seven minus the number of cards in your hand" (Damia, Sage of Stone's difference).
    if (a.kind == ActionKind::Draw && a.amountOf && a.amountOf->kind == Expr::Kind::Sum && a.amountOf->args.size() == 2
        && a.amountOf->args[0].isConst() && a.amountOf->args[1].kind == Expr::Kind::Neg && a.amountOf->args[1].args.size() == 1
        && a.amountOf->args[1].args[0].kind == Expr::Kind::CardsInHand && a.amountOf->args[1].args[0].who == QLatin1String("you")
        && !a.amount.x && a.amount.n == 0 && a.who.isEmpty() && !optional)
        return QStringList{tr("draw cards equal to %1 minus the number of cards in your hand", "a number")
                               .arg(numberWord(a.amountOf->args[0].value))};
    // Round 34: "enchanted creature deals 1 damage to its owner" (Enslave): the creature the source is attached to.
    if (a.kind == ActionKind::Damage && a.object && a.object->ref == Selector::Ref::Attached
        && a.who == QLatin1String("owner_of_attached") && !a.to && !a.amountOf && !a.amount.x && !optional)
        return QStringList{tr("%1 deals %2 damage to its owner", "the object dealing damage, a number").arg(objectPhrase(*a.object)).arg(a.amount.n)};
    // Round 34: "~ deals 2 damage to itself" alone (Goblin Kaboomist's lost flip), ~ the source and the creature.
    if (a.kind == ActionKind::Damage && a.to && a.to->ref == Selector::Ref::Self && !a.object && a.who.isEmpty() && !a.amountOf
        && !a.amount.x && !a.eachPlayer && !a.divided && !optional)
        return QStringList{tr("%1 deals %2 damage to itself", "the source, a number").arg(m_self).arg(a.amount.n)};
    // Round 37: "put it on the top or bottom of its owner's library" (Arashin Sovereign): one place, chosen as it
    // resolves (401.4), the two alternatives of one choice naming the same object.
    if (a.kind == ActionKind::ChooseOne && a.nested.size() == 2 && a.nested[0].kind == ActionKind::PutOnLibrary
        && a.nested[1].kind == ActionKind::PutOnLibrary && a.nested[0].text == QLatin1String("top")
        && a.nested[1].text == QLatin1String("bottom") && a.nested[0].object && a.nested[0].object == a.nested[1].object
        && a.nested[0].object->isRef() && !a.nested[0].amount.n && !a.nested[1].amount.n) {
        // Not Forgotten: "put target card from a graveyard on the top or bottom …", the one target a card of any graveyard.
        const Selector& object = *a.nested[0].object;
        const bool fromAGraveyard = object.ref == Selector::Ref::Target && m_targets.size() == 1 && m_targets[0].described
            && m_targets[0].sel.where == Selector::Where::Specific && m_targets[0].sel.zone == Zone::Graveyard
            && !m_targets[0].sel.ownerYou && m_targets[0].sel.controller == Selector::Who::Any;
        const QString clause = fromAGraveyard
            ? tr("put %1 from a graveyard on the top or bottom of its owner's library", "a target card").arg(graveyardTargetPhrase(object))
            : tr("put %1 on the top or bottom of its owner's library", "a permanent or card").arg(objectPhrase(object));
        return QStringList{optional ? tr("you may %1", "an optional instruction").arg(clause) : clause};
    }
    // Round 34: "put a card you own exiled with ~ into your hand" (Endless Horizons): one linked card (607.2a).
    if (a.kind == ActionKind::ReturnToHand && a.object && a.object->ref == Selector::Ref::ExiledWithSource && a.object->ownerYou
        && a.pick == 1 && !a.pickUpTo) {
        const QString clause = tr("put a card you own exiled with %1 into your hand", "the source").arg(m_self);
        return QStringList{optional ? tr("you may %1", "an optional instruction").arg(clause) : clause};
    }
    // Round 39: "put a creature card exiled with ~ onto the battlefield under your control" (Sisters of Stone Death):
    // one of the linked creature cards (607.2a).
    if (a.kind == ActionKind::ReturnToBattlefield && a.object && a.object->ref == Selector::Ref::ExiledWithSource
        && a.object->types == quint16(CardType::Creature) && a.pick == 1 && !a.pickUpTo && a.who.isEmpty() && !a.tapped) {
        const QString clause
            = tr("put a creature card exiled with %1 onto the battlefield under your control", "the source").arg(m_self);
        return QStringList{optional ? tr("you may %1", "an optional instruction").arg(clause) : clause};
    }
    if (a.kind == ActionKind::RemoveCounter && a.object)
        return QStringList{removeCounter(a, optional, previous)};
    // Round 38: "That land's controller may attach ~ to a land of their choice." (Kudzu), "… attaches ~ …" (Steam Vines):
    // ~ moved to a permanent that player chooses, no target (701.3a); the choice is that player's (603.5).
    if (a.kind == ActionKind::Attach && a.object && a.object->ref == Selector::Ref::Self && a.to && !a.to->isRef()
        && !a.who.isEmpty()) {
        const QString chosen = indefinite(noun(*a.to, false), selectorGender(*a.to));
        return QStringList{(a.optional ? tr("%1 may attach %2 to %3 of their choice", "a player, the source, a permanent")
                                       : tr("%1 attaches %2 to %3 of their choice", "a player, the source, a permanent"))
                               .arg(playerPhrase(a.who), m_self, chosen)};
    }
    // Round 21: "Attach ~ to target creature you control" (Horned Helm, Felidar Umbra; 701.3a): ~ named,
    // as no sentence before it named it (a licid's "Attach it to …" follows its change).
    if (a.kind == ActionKind::Attach && !previous && a.object && a.object->ref == Selector::Ref::Self && a.to
        && a.to->ref == Selector::Ref::Target && !optional)
        return QStringList{tr("attach %1 to %2", "the source, an Aura or Equipment; the object the trigger's event names")
                               .arg(m_self, objectPhrase(*a.to))};
    // Round 34: "target opponent chooses a creature they control. Destroy it." (Wei Assassins), one chosen as it resolves.
    if (a.kind == ActionKind::Destroy && !a.who.isEmpty() && a.object && !a.object->isRef() && !optional)
        return QStringList{tr("%1 chooses %2 they control", "a player, a permanent")
                               .arg(playerPhrase(a.who), indefinite(noun(*a.object, false), selectorGender(*a.object))),
            tr("destroy it", "the permanent a player chose")};
    if (auto counted = thisWayAction(a, optional, previous))
        return counted;
    if (auto each = eachTargetPlayerAction(a, optional))
        return each;
    if (auto counted = countedAction(a, optional))
        return QStringList{*counted};
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    const QString amount = a.amount.x ? QStringLiteral("X") : QString::number(a.amount.n);
    const auto graveyardTarget = [&]() -> const Selector* {
        if (!a.object || (a.object->ref != Selector::Ref::Target && a.object->ref != Selector::Ref::Target2
                             && a.object->ref != Selector::Ref::Targets))
            return nullptr;
        const int i = a.object->ref == Selector::Ref::Target2 ? 1 : 0;
        if (i >= m_targets.size() || !m_targets[i].described)
            return nullptr;
        const Selector& s = m_targets[i].sel;
        return s.where == Selector::Where::Specific && s.zone == Zone::Graveyard ? &s : nullptr;
    };
    // The one target on the battlefield the action names ("target permanent"), else null.
    const auto oneTarget = [&]() -> const Selector* {
        if (!a.object || a.object->ref != Selector::Ref::Target || m_targets.isEmpty() || !m_targets[0].described)
            return nullptr;
        return m_targets[0].sel.where == Selector::Where::Battlefield ? &m_targets[0].sel : nullptr;
    };
    switch (a.kind) {
    case ActionKind::CreateToken: {
        const int n = a.amount.x ? 2 : std::max(1, a.amount.n);
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(n);
        if (a.token)
            return createTokenText(a, optional);
        if (a.tapped || !a.who.isEmpty() || a.amountOf)
            return std::nullopt;
        if (n > 1 || a.amount.x)
            return QStringList{maybe(tr("create %1 %2 tokens", "a number, a token's name").arg(count, a.text))};
        return std::nullopt;
    }
    case ActionKind::CreateEmblem: {   // 114.1, 114.2: each quoted ability's "self" is the emblem
        if (!a.token || a.token->front.abilities.isEmpty() || optional)
            return std::nullopt;
        QStringList abilities;
        for (const AbilityPtr& ability : a.token->front.abilities) {
            Writer w(tr("this emblem"), m_swaps, genderOf("emblem"));
            // Round 34: an ability the emblem's ability grants is quoted in single quotes inside the double ones.
            abilities << quoted(w.ability(*ability).replace(QLatin1Char('"'), QLatin1Char('\'')));
        }
        const QString emblem = tr("an emblem with %1", "quoted abilities").arg(joinList(abilities, false));
        if (a.who.isEmpty())
            return QStringList{tr("you get %1", "an emblem").arg(emblem)};
        return QStringList{tr("%1 gets %2", "a player, an emblem").arg(playerPhrase(a.who), emblem)};
    }
    case ActionKind::CreateTokenCopy: {   // 707.2, 111.1
        if (!a.object)
            return std::nullopt;
        QString of = objectPhrase(*a.object);
        if (a.copyExcept)   // 707.9: "…, except it has haste"
            of = tr("%1, except %2").arg(of, copyExceptions(*a.copyExcept, m_itNoun));
        if (!a.who.isEmpty()) {   // "its controller creates …": one token, as the importer reads it
            if (a.amount.x || a.amount.n > 1 || optional)
                return std::nullopt;
            return QStringList{tr("%1 creates a token that's a copy of %2", "a player, an object").arg(playerPhrase(a.who), of)};
        }
        if (!a.amount.x && a.amount.n <= 1)
            return QStringList{maybe(tr("create a token that's a copy of %1", "an object").arg(of))};
        return QStringList{maybe(tr("create %1 tokens that are copies of %2", "a number, an object")
                                     .arg(a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n), of))};
    }
    case ActionKind::Damage:
        if (a.who == QLatin1String("you") && a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount)   // round 17
            return QStringList{tr("%1 deals that much damage to you", "a source").arg(m_self)};
        if (a.who == QLatin1String("you") && a.to && !a.to->isRef())   // round 43 (Hail Storm's second damage)
            return QStringList{tr("%1 deals %2 damage to you and each %3", "a source, a number, a kind of permanent")
                                   .arg(m_self, amount, noun(*a.to, false))};
        if (a.who == QLatin1String("you") && !a.to && !a.amountOf)
            return QStringList{tr("%1 deals %2 damage to you").arg(m_self, amount)};
        if (a.who == QLatin1String("you") && !a.to && a.amountOf->kind == Expr::Kind::CountersOnSource)   // round 44
            return QStringList{tr("%1 deals damage to you equal to %2", "a source, an amount: Torture Chamber")
                                   .arg(m_self, expr(*a.amountOf))};
        if (a.who == QLatin1String("that_player") && !a.amountOf)
            return QStringList{tr("%1 deals %2 damage to that player").arg(m_self, amount)};
        // A player of the trigger's event: "that creature's controller", "defending player" (603.7c).
        if (!a.who.isEmpty() && !a.to && a.amountOf && a.amountOf->kind == Expr::Kind::CardsInHand
            && a.amountOf->who == QLatin1String("that_player"))   // round 23: Sword of War and Peace
            return QStringList{tr("%1 deals damage to %2 equal to the number of cards in their hand")
                                   .arg(m_self, playerPhrase(a.who))};
        // Round 45: "… equal to the number of white cards in their hand" (Inquisition): a kind of card in the one
        // target player's hand, after that player revealed it.
        if (const auto kind = cardsCountedInItsPlayersZone(a, Zone::Hand);
            kind && a.who == QLatin1String("target_player") && !a.to && !optional)
            return QStringList{tr("%1 deals damage to that player equal to the number of %2 in their hand",
                "a source, a kind of card: after target player revealed their hand")
                                   .arg(m_self, noun(*kind, true, false))};
        // Round 45: "… to that land's controller equal to the number of land cards in that player's graveyard" (Roiling
        // Terrain), after the one target land was destroyed.
        if (const auto kind = cardsCountedInItsPlayersZone(a, Zone::Graveyard); kind
            && a.who == QLatin1String("controller_of_target") && !a.to && !optional && m_targets.size() == 1
            && m_targets[0].sel.types == quint16(CardType::Land))
            return QStringList{tr("%1 deals damage to that land's controller equal to the number of %2 in that player's graveyard",
                "a source, a kind of card: after the target land was destroyed")
                                   .arg(m_self, noun(*kind, true, false))};
        if (!a.who.isEmpty() && !a.to && (!a.amountOf || a.amountOf->kind == Expr::Kind::EventAmount))
            return QStringList{a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount
                    ? tr("%1 deals that much damage to %2", "a source, a player").arg(m_self, playerPhrase(a.who))
                    : tr("%1 deals %2 damage to %3").arg(m_self, amount, playerPhrase(a.who))};
        // Round 29: "~ deals damage equal to that creature's toughness to that creature's controller" (Creature
        // Bond): the event object's power or toughness, to a player of the event.
        if (!a.who.isEmpty() && !a.to && a.amountOf && !a.amount.x && !optional && a.amountOf->who == QLatin1String("it")
            && (a.amountOf->kind == Expr::Kind::PowerOfTarget || a.amountOf->kind == Expr::Kind::ToughnessOfTarget))
            return QStringList{tr("%1 deals damage equal to %2 to %3").arg(m_self, expr(*a.amountOf), playerPhrase(a.who))};
        // Round 23: devotion; round 30: "~'s power" (Meglonoth); round 44: the counters on ~ (Hallar, the Firefletcher).
        if (!a.who.isEmpty() && !a.to && a.amountOf && !a.amount.x
            && (a.amountOf->kind == Expr::Kind::Devotion || a.amountOf->kind == Expr::Kind::PowerOfSource
                || a.amountOf->kind == Expr::Kind::CountersOnSource))
            return QStringList{tr("%1 deals damage to %2 equal to %3", "a source, what is dealt damage, an amount")
                                   .arg(m_self, playerPhrase(a.who), expr(*a.amountOf))};
        // "that much damage to target player or planeswalker" (Spiteful Sliver's grant)
        if (a.to && a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount && a.who.isEmpty())
            return QStringList{
                tr("%1 deals that much damage to %2", "a source, a player").arg(m_self, objectPhrase(*a.to))};
        if (a.eachPlayer && !a.to && a.amountOf)   // round 23: "equal to the number of lands they control"
            return QStringList{tr("%1 deals damage to each player equal to %2").arg(m_self, expr(*a.amountOf))};
        if (a.eachPlayer && !a.to)
            return QStringList{tr("%1 deals %2 damage to each player").arg(m_self, amount)};
        return std::nullopt;
    case ActionKind::Sacrifice:
        // Round 37: "that player sacrifices that creature" (Lingering Death): the event's object, by the event's player.
        if (!a.who.isEmpty() && a.object && a.object->ref == Selector::Ref::It)
            return QStringList{tr("%1 sacrifices %2", "a player, a permanent").arg(playerPhrase(a.who), objectPhrase(*a.object))};
        if (a.who.isEmpty() || !a.object || a.object->isRef())
            return std::nullopt;
        if (a.who == QLatin1String("you") && a.object->other) {   // Demonic Taskmaster: one of yours but ~
            Selector kind = *a.object;
            kind.other = false;
            return QStringList{maybe(tr("sacrifice another %1", "a kind of permanent").arg(noun(kind, false)))};
        }
        if (a.who == QLatin1String("you") && a.pick == Selector::kAnyNumber && a.pickUpTo)   // round 36: Reprocess
            return QStringList{maybe(tr("sacrifice any number of %1", "permanents").arg(noun(*a.object, true)))};
        if (a.who == QLatin1String("you"))   // "sacrifice a creature": one of yours (701.17a)
            return QStringList{maybe(tr("sacrifice %1").arg(indefinite(noun(*a.object, false), selectorGender(*a.object))))};
        if (a.each && a.pick == 0)   // round 42: "each player sacrifices all lands they control" (Epicenter)
            return QStringList{pickG(selectorGender(*a.object),
                QT_TRANSLATE_NOOP3("RulesText", "%1 sacrifices all %2 they control", "a player, permanents; %2 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "%1 sacrifices all %2 they control", "a player, permanents; %2 is feminine"))
                                   .arg(playerPhrase(a.who), noun(*a.object, true))};
        if (a.pick > 1)   // round 33: "each player sacrifices three lands" (Ember Swallower)
            return QStringList{tr("%1 sacrifices %2 %3", "a player, a number, permanents")
                                   .arg(playerPhrase(a.who), numberWord(a.pick), noun(*a.object, true))};
        return QStringList{tr("%1 sacrifices %2", "a player, a permanent")
                               .arg(playerPhrase(a.who), indefinite(noun(*a.object, false), selectorGender(*a.object)))};
    case ActionKind::Untap:   // "that player untaps a land they control": one the player chooses
        // Round 20: "Creatures you control get +2/+1 until end of turn. Untap those creatures." (War Flare):
        // the set of creatures the change before affected (611.2c).
        // A sentence of its own ("…, then untap all Dragons" says the set again: Karrthus).
        if (a.who.isEmpty() && a.object && !a.object->isRef() && !a.then && a.object->subtypes.isEmpty() && previous
            && previous->kind == ActionKind::Continuous && previous->continuous && previous->continuous->affects
            && *previous->continuous->affects == *a.object)
            return QStringList{tr("untap those creatures", "the creatures the instruction before changed")};
        if (a.who.isEmpty() || !a.object || a.object->isRef())
            return std::nullopt;
        return QStringList{tr("%1 untaps %2 they control", "a player, a permanent")
                               .arg(playerPhrase(a.who), indefinite(noun(*a.object, false), selectorGender(*a.object)))};
    case ActionKind::ReturnToHand:
    case ActionKind::ReturnFromGraveyard:
    case ActionKind::Exile: {
        // Round 27: "exile ~ with three time counters on it" (Cyclical Evolution)
        if (a.kind == ActionKind::Exile && !a.counters.kind.isEmpty() && a.object && a.object->ref == Selector::Ref::Self)
            return QStringList{tr("exile %1 with %2 on it", "the spell itself, counters").arg(m_self, counterPhrase(a.counters))};
        // Round 36: "target opponent exiles a creature they control" (Doomfall): one the player chooses.
        if (a.kind == ActionKind::Exile && !a.who.isEmpty() && a.object && !a.object->isRef()
            && a.object->where == Selector::Where::Battlefield && !a.each && a.pick == 0)
            return QStringList{tr("%1 exiles %2 they control", "a player, a permanent")
                                   .arg(playerPhrase(a.who), indefinite(noun(*a.object, false), selectorGender(*a.object)))};
        // Round 39: "target opponent exiles a card from their hand" (Mindmelter): one the player chooses.
        if (a.kind == ActionKind::Exile && !a.who.isEmpty() && a.object && !a.object->isRef()
            && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Hand && !a.object->ownerYou
            && a.pick >= 1 && !a.pickUpTo && a.object->types == 0)
            return QStringList{a.pick == 1
                    ? tr("%1 exiles %2 from their hand", "a player, a card")
                          .arg(playerPhrase(a.who), indefinite(noun(*a.object, false, false), selectorGender(*a.object)))
                    : tr("%1 exiles %2 cards from their hand", "a player, a number: target opponent exiles two cards from their hand")
                          .arg(playerPhrase(a.who), numberWord(a.pick))};   // round 44: Witness the End
        // Round 18: "that player returns a permanent they control to its owner's hand" (Blood Clock).
        if (a.kind == ActionKind::ReturnToHand && !a.who.isEmpty() && a.object && !a.object->isRef())
            return QStringList{tr("%1 returns %2 they control to its owner's hand", "a player, a permanent")
                                   .arg(playerPhrase(a.who), indefinite(noun(*a.object, false), selectorGender(*a.object)))};
        // Round 16: "return a creature card from your graveyard to your hand", chosen as it resolves.
        if (a.kind == ActionKind::ReturnToHand && a.object && !a.object->isRef() && a.object->where == Selector::Where::Specific
            && a.object->zone == Zone::Graveyard && a.object->ownerYou)
            return QStringList{maybe(tr("return %1 from your graveyard to your hand", "a target card")
                                         .arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object))))};
        const Selector* card = graveyardTarget();
        if (!card)
            return std::nullopt;
        const QString what = graveyardTargetPhrase(*a.object);
        QString clause;
        const bool opponents = !card->ownerYou && card->controller == Selector::Who::Opponent;   // round 16
        if (opponents && a.kind == ActionKind::ReturnToHand)
            return QStringList{};   // "to their hand" is not read: written as nothing, so the round trip fails
        if (!card->whose.isEmpty() && a.kind != ActionKind::Exile && (a.kind != ActionKind::ReturnFromGraveyard || a.tapped))
            return QStringList{};   // round 17: only exiled from the trigger's player's graveyard; round 33: or returned
        if (!card->whose.isEmpty() && a.kind == ActionKind::ReturnFromGraveyard)   // round 33: Ink-Eyes (110.2a)
            clause = card->whose == QLatin1String("defending_player")
                ? tr("return %1 from defending player's graveyard to the battlefield", "a target card")
                : tr("return %1 from that player's graveyard to the battlefield", "a target card");
        else if (!card->whose.isEmpty())
            clause = card->whose == QLatin1String("defending_player")
                ? tr("exile %1 from defending player's graveyard", "a target card")
                : tr("exile %1 from that player's graveyard", "a target card");
        else if (card->sameGraveyard)   // round 18: the cards all of one graveyard (115.1)
            clause = a.kind == ActionKind::Exile ? tr("exile %1 from a single graveyard", "target cards") : QString();
        else if (opponents)
            clause = a.kind == ActionKind::Exile ? tr("exile %1 from an opponent's graveyard", "a target card")
                                                 : tr("return %1 from an opponent's graveyard to the battlefield", "a target card");
        else if (a.kind == ActionKind::Exile)
            clause = card->ownerYou ? tr("exile %1 from your graveyard", "a target card")
                                    : tr("exile %1 from a graveyard", "a target card");
        else if (a.kind == ActionKind::ReturnToHand)
            clause = card->ownerYou ? tr("return %1 from your graveyard to your hand", "a target card")
                                    : tr("return %1 from a graveyard to its owner's hand", "a target card");
        else if (a.attacking)   // round 34: Yore-Tiller Nephilim (508.4)
            clause = card->ownerYou ? tr("return %1 from your graveyard to the battlefield tapped and attacking", "a target card")
                                    : QString();
        else if (a.tapped)   // round 23: Gravewaker
            clause = card->ownerYou ? tr("return %1 from your graveyard to the battlefield tapped", "a target card")
                                    : tr("return %1 from a graveyard to the battlefield tapped", "a target card");
        else
            clause = card->ownerYou ? tr("return %1 from your graveyard to the battlefield", "a target card")
                                    : tr("return %1 from a graveyard to the battlefield", "a target card");
        return QStringList{maybe(clause.arg(what))};
    }
    case ActionKind::PutOnLibrary:
        // "put target creature card from your graveyard on top of your library" (401.4)
        if (a.object && !a.object->isRef() && a.object->where == Selector::Where::Specific
            && a.object->zone == Zone::Graveyard && a.object->ownerYou && a.text == QLatin1String("top"))
            return QStringList{maybe(tr("put %1 from your graveyard on top of your library", "a target card")
                                         .arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object))))};
        if (const Selector* card = graveyardTarget(); card && card->ownerYou && a.text == QLatin1String("top"))
            return QStringList{maybe(tr("put %1 from your graveyard on top of your library", "a target card")
                                         .arg(graveyardTargetPhrase(*a.object)))};
        // Round 36: Misinformation's cards of an opponent's graveyard, on top of their owner's library (401.4).
        if (const Selector* card = graveyardTarget(); card && !card->ownerYou && card->controller == Selector::Who::Opponent
            && a.text == QLatin1String("top") && card->upTo > 1 && a.object->ref == Selector::Ref::Targets && !a.amount.n)
            return QStringList{maybe(tr("put %1 from an opponent's graveyard on top of their library in any order", "target cards")
                                         .arg(graveyardTargetPhrase(*a.object)))};
        // Round 22: Epitaph Golem's "… on the bottom of your library", Junktroller's card from any graveyard.
        if (const Selector* card = graveyardTarget(); card && a.text == QLatin1String("bottom")) {
            QString clause = (card->ownerYou ? tr("put %1 from your graveyard on the bottom of your library", "a target card")
                                             : tr("put %1 from a graveyard on the bottom of its owner's library", "a target card"))
                                 .arg(graveyardTargetPhrase(*a.object));
            // Round 29: several cards, their order the owner's (401.4; Bow of Nylea says so).
            if (card->upTo > 1 && a.object->ref == Selector::Ref::Targets)
                clause = tr("%1 in any order", "an instruction putting several cards on a library").arg(clause);
            return QStringList{maybe(clause)};
        }
        // Round 37: one card from any graveyard on top of its owner's library (Not Forgotten's first place).
        if (const Selector* card = graveyardTarget(); card && !card->ownerYou && card->controller == Selector::Who::Any
            && a.text == QLatin1String("top") && a.object->ref == Selector::Ref::Target && !a.amount.n)
            return QStringList{maybe(tr("put %1 from a graveyard on top of its owner's library", "a target card")
                                         .arg(graveyardTargetPhrase(*a.object)))};
        // Tel-Jilad Stylus: "put target permanent you own on the bottom of your library" ("you own" is the
        // target's own words).
        if (const Selector* own = oneTarget(); own && own->ownerYou && a.text == QLatin1String("bottom"))
            return QStringList{maybe(tr("put %1 on the bottom of your library", "a target permanent you own")
                                         .arg(objectPhrase(*a.object)))};
        if (m_itDied && a.object && a.object->ref == Selector::Ref::It)   // round 26: Mortuary's card (400.7)
            m_itNoun = NP{tr("card"), {}, genderOf("card")};
        if (a.amount.n > 1)   // round 34: Teferi, Hero of Dominaria's place from the top (only the third is read)
            return a.amount.n != 3 ? QStringList{}
                                   : QStringList{maybe(tr("put %1 into its owner's library third from the top", "a permanent")
                                                           .arg(objectPhrase(a.object.value_or(Selector()))))};
        return QStringList{maybe((a.text == QLatin1String("bottom") ? tr("put %1 on the bottom of its owner's library")
                                                                    : tr("put %1 on top of its owner's library"))
                                     .arg(objectPhrase(a.object.value_or(Selector()))))};
    case ActionKind::DontUntapNext:
        // "Tap target creature. It doesn't untap …": the object the action before named.
        if (previous && previous->object && a.object && *previous->object == *a.object && a.object->isRef()
            && a.object->ref != Selector::Ref::Targets)
            return QStringList{tr("it doesn't untap during its controller's next untap step")};
        // "Tap up to two target creatures. Those creatures don't untap during their controller's next
        // untap step." (Decision Paralysis, as Oracle prints it)
        if (previous && previous->kind == ActionKind::Tap && previous->object && a.object
            && *previous->object == *a.object && a.object->ref == Selector::Ref::Targets)
            return QStringList{tr("those creatures don't untap during their controller's next untap step")};
        // Round 22: the creatures target player controls (Sleep after its tap, Misstep), 502.3.
        if (a.object && !a.object->isRef() && a.object->whose == QLatin1String("target_player"))
            return QStringList{previous && previous->kind == ActionKind::Tap && previous->object && *previous->object == *a.object
                    ? tr("those creatures don't untap during that player's next untap step")
                    : tr("%1 don't untap during that player's next untap step").arg(objectPhrase(*a.object))};
        // Round 27: "Tap all nonblue creatures. Those creatures don't untap during their controllers' next
        // untap steps." (Breaching Leviathan): each keeps tapped through its own controller's (502.3).
        if (previous && previous->kind == ActionKind::Tap && previous->object && a.object && *previous->object == *a.object
            && !a.object->isRef() && a.object->whose.isEmpty())
            return QStringList{tr("those creatures don't untap during their controllers' next untap steps")};
        // Round 38: "Lands you control don't untap during your next untap step." (Rhonas's Last Stand), a set of yours.
        if (a.object && !a.object->isRef() && a.object->controller == Selector::Who::You && a.object->whose.isEmpty())
            return QStringList{tr("%1 don't untap during your next untap step", "permanents you control").arg(objectPhrase(*a.object))};
        return std::nullopt;
    case ActionKind::ExtraTurn: {
        // Round 44: "For each five counters removed this way, take an extra turn after this one." (Sage of Hours)
        if (a.amountOf && a.amountOf->kind == Expr::Kind::WholeGroupsOf && a.amountOf->args.size() == 1
            && a.amountOf->args.first().kind == Expr::Kind::CountersRemovedThisWay && a.who.isEmpty() && !optional)
            return QStringList{tr("for each %1 counters removed this way, take an extra turn after this one", "a number: five")
                                   .arg(numberWord(a.amountOf->value))};
        if (a.amountOf)
            return std::nullopt;
        const int turns = std::max(1, a.amount.n);   // stop 49: "takes two extra turns" (Time Stretch)
        if (a.who == QLatin1String("target_player") && !targetsAnOpponent(a.who))   // Beacon of Tomorrows (500.7)
            return QStringList{maybe(turns > 1 ? tr("target player takes %1 extra turns after this one").arg(numberWord(turns))
                                               : tr("target player takes an extra turn after this one"))};
        if (!a.who.isEmpty())
            return std::nullopt;
        return QStringList{maybe(turns > 1 ? tr("take %1 extra turns after this one").arg(numberWord(turns))
                                           : tr("take an extra turn after this one"))};
    }
    case ActionKind::SkipTurns:
    case ActionKind::SkipUntapSteps:
    case ActionKind::SkipDrawSteps:
    case ActionKind::SkipCombatPhases:
        return optional ? std::nullopt : skipInstruction(a);
    case ActionKind::CastWithoutPaying: {   // 601.2, 118.9: a card from your hand, of mana value N or X or less
        if (!a.object || a.object->zone != Zone::Hand || (!a.object->manaValueAtMost && !a.object->manaValueAtMostX))
            return std::nullopt;
        const QString most = a.object->manaValueAtMostX ? QStringLiteral("X") : QString::number(*a.object->manaValueAtMost);
        return QStringList{maybe(tr("cast a card with mana value %1 or less from your hand without paying its mana cost",
            "a number or X").arg(most))};
    }
    case ActionKind::PreventCombatDamage:
        return QStringList{tr("prevent all combat damage that would be dealt this turn")};
    case ActionKind::PayMana:
        // Round 40, 119.4: "you may pay 2 life" (Bringer of the Black Dawn); only your own payment is worded.
        if (const int life = lifePaid(a.text))
            return a.who.isEmpty() ? std::optional<QStringList>(QStringList{maybe(tr("pay %n life", "an instruction", life))})
                                   : std::nullopt;
        // Round 38: the payment offered to the player a trigger's event names (Unifying Theory, Mtenda Lion).
        if (a.who == QLatin1String("that_player") || a.who == QLatin1String("defending_player"))
            return optional && a.optional ? std::optional<QStringList>(QStringList{
                       tr("%1 may pay %2", "a player, mana").arg(playerPhrase(a.who), a.text)})
                                          : std::nullopt;
        if (!a.who.isEmpty())
            return std::nullopt;
        return QStringList{maybe(tr("pay %1", "pay mana").arg(a.text))};
    case ActionKind::GetEnergy: {
        const QString energy = QStringLiteral("{E}").repeated(std::max(1, a.amount.n));
        return QStringList{optional ? tr("you may get %1", "energy symbols").arg(energy)
                                    : tr("you get %1", "energy symbols").arg(energy)};
    }
    case ActionKind::PayEnergy:   // 107.14: "you may pay {E}{E}. If you do, …"
        return QStringList{maybe(tr("pay %1", "energy symbols").arg(QStringLiteral("{E}").repeated(std::max(1, a.amount.n))))};
    case ActionKind::BecomeMonarch:
        if (a.who == QLatin1String("controller_of_it"))   // 725.2: the creature that dealt the monarch combat damage
            return QStringList{tr("its controller becomes the monarch")};
        return QStringList{optional ? tr("you may become the monarch") : tr("you become the monarch")};
    case ActionKind::Surveil:
        return QStringList{maybe(tr("surveil %1", "a number").arg(amount))};
    case ActionKind::Investigate:
        return QStringList{maybe(tr("investigate"))};
    case ActionKind::Proliferate:
        return QStringList{maybe(tr("proliferate"))};
    case ActionKind::Bolster:   // 701.39a
        return QStringList{maybe(a.amount.x && a.amountOf ? tr("bolster X, where X is %1", "an amount").arg(expr(*a.amountOf))
                                                          : tr("bolster %1", "a number").arg(amount))};
    case ActionKind::Monstrosity:   // 701.37a
        return QStringList{maybe(tr("monstrosity %1", "a number").arg(amount))};
    default:
        return keywordOrZoneAction(a, optional);
    }
}

// Stop 49 (614.10): "you skip your next turn", "you skip your next two turns", "target player skips
// their next draw step", "that player skips their next combat phase". Whole sentences, so that each
// language can make its own agreement.
std::optional<QStringList> Writer::skipInstruction(const Action& a)
{
    const int n = std::max(1, a.amount.n);
    if (a.who.isEmpty()) {
        if (a.kind == ActionKind::SkipTurns)
            return QStringList{n > 1 ? tr("you skip your next %1 turns").arg(numberWord(n)) : tr("you skip your next turn")};
        if (n > 1)
            return std::nullopt;
        return QStringList{a.kind == ActionKind::SkipUntapSteps ? tr("you skip your next untap step")
                : a.kind == ActionKind::SkipDrawSteps           ? tr("you skip your next draw step")
                                                                : tr("you skip your next combat phase")};
    }
    const QString who = playerPhrase(a.who);
    if (who.isEmpty() || n > 1)
        return std::nullopt;
    return QStringList{(a.kind == ActionKind::SkipTurns ? tr("%1 skips their next turn", "a player")
            : a.kind == ActionKind::SkipUntapSteps      ? tr("%1 skips their next untap step", "a player")
            : a.kind == ActionKind::SkipDrawSteps       ? tr("%1 skips their next draw step", "a player")
                                                        : tr("%1 skips their next combat phase", "a player"))
                           .arg(who)};
}

}   // namespace rulestext
}   // namespace strata
