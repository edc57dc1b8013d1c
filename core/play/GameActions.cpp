#include "ActionPerformer.h"
#include "CombatRemoval.h"
#include "Monarch.h"
#include "StaticDamageRules.h"
#include <algorithm>

namespace strata {

namespace {

// Why `player` can't take a change of `change` life now (119.7, 119.10), or nothing.
std::optional<PlayText> lifeChangeRefused(GameTable& table, const QString& player, int change)
{
    const Resolution& res = table.resolution();
    if (change == 0)
        return std::nullopt;
    if (const auto why = change > 0 ? lifeGainForbidden(res, player) : std::nullopt)
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't gain life (%2, 119.7)"), {table.nameOf(player), *why});
    if (const auto why = lifeChangeForbidden(res, player))
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's life total can't change (%2, 119.10)"), {table.nameOf(player), *why});
    return std::nullopt;
}

// 701.12a, 701.12c: "exchange life totals with target opponent": each player gains or loses the life needed
// to reach the other's total, and no part happens if either can't gain or lose it.
void exchangeLifeTotals(GameTable& table, const QString& me, const QString& other)
{
    const Player* mine = table.state().player(me);
    const Player* theirs = table.state().player(other);
    if (!mine || !theirs || mine == theirs)
        return;
    const int myChange = theirs->life - mine->life;
    for (const auto& [who, change] : {std::pair{me, myChange}, std::pair{other, -myChange}})
        if (const auto why = lifeChangeRefused(table, who, change)) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                    "the life totals are not exchanged: %1, and no part of an exchange happens "
                                    "unless all of it can (701.12a)"),
                {*why}));
            return;
        }
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 and %2 exchange life totals (701.12c)"),
        {table.nameOf(me), table.nameOf(other)}));
    for (const auto& [who, change] : {std::pair{me, myChange}, std::pair{other, -myChange}}) {
        if (change > 0)
            table.gainLife(who, change);
        else
            table.loseLife(who, -change);
    }
}

}   // namespace

// Round 41, 701.12 (two numbers exchanged): "Exchange your life total with ~'s toughness" (Tree of Redemption),
// "target opponent's life total" (Tree of Perdition), "~'s power" (Evra). The player gains or loses the life needed
// to reach the number; the power or toughness becomes the old life total through a layer 7b effect (613.4b) that
// lasts indefinitely, its value kept as the resolved effect's choices.x (EffectCollector.cpp). Nothing happens when
// ~ is no longer a creature on the battlefield or the life total can't change (701.12a).
void ActionPerformer::exchangeLifeWithSelf(const Action& a)
{
    const GameState& gs = m_table.state();
    const QVector<int> self = objectsOf(*a.object);
    const QString player = a.who.isEmpty() ? m_item.controller : players(a.who).value(0);
    const Player* p = gs.player(player);
    const int i = self.size() == 1 ? self.first() : -1;
    const Characteristics* c = i >= 0 && gs.objects[i].zone == Zone::Battlefield ? &m_table.resolution().chars[i] : nullptr;
    // A plain int and a flag rather than a copied std::optional: GCC 12 at -O2 wrongly reports the copy's
    // value as maybe uninitialised (-Wmaybe-uninitialized), which -Werror on CI turns into a failed build.
    const std::optional<int>* chosen = !c || !c->isCreature() ? nullptr : a.text == QLatin1String("power") ? &c->power : &c->toughness;
    if (!p || !chosen || !chosen->has_value()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "nothing is exchanged: the creature or the player is gone (701.12a)"), {}));
        return;
    }
    const int life = p->life;
    const int number = **chosen;
    if (const auto why = lifeChangeRefused(m_table, player, number - life)) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                  "the life total is not exchanged: %1, and no part of an exchange happens unless all of it can (701.12a)"),
            {*why}));
        return;
    }
    const QString id = gs.objects[i].id;
    m_table.note(a.text == QLatin1String("power")
            ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's life total (%2) and %3's power (%4) are exchanged (701.12)"),
                  {m_table.nameOf(player), PlayText::number(life), m_table.nameOf(id), PlayText::number(number)})
            : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's life total (%2) and %3's toughness (%4) are exchanged (701.12)"),
                  {m_table.nameOf(player), PlayText::number(life), m_table.nameOf(id), PlayText::number(number)}));
    if (number > life)
        m_table.gainLife(player, number - life);
    else if (number < life)
        m_table.loseLife(player, life - number);
    createEffect();
    GameState& after = m_table.state();
    if (!after.effects.isEmpty() && after.effects.last().id == m_event.id)
        after.effects.last().choices.x = life;
    m_table.touched();
}

// Whole-game instructions of a resolving spell or ability, a library shuffled or its top cards exiled,
// a player's energy counters, a creature removed from combat and the turn ended (CombatRemoval.h).
void ActionPerformer::gameAction(const Action& a)
{
    GameState& gs = m_table.state();
    switch (a.kind) {
    case ActionKind::LoseGame:   // 104.3a: "you lose the game", reported like a state-based loss
        if (Player* p = m_table.player(m_item.controller); p && !p->lost) {
            p->lost = true;
            m_table.touched();
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 loses the game (%2)"), {p->name, QStringLiteral("104.3a")}));
        }
        return;
    case ActionKind::WinGame:   // 104.2b; Platinum Angel's "your opponents can't win the game" stops it
        if (Player* p = m_table.player(m_item.controller); p && !p->won) {
            if (const auto why = winForbidden(m_table.resolution(), p->id)) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't win the game: %2"), {p->name, *why}));
                return;
            }
            p->won = true;
            m_table.touched();
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 wins the game (104.2b)"), {p->name}));
        }
        return;
    case ActionKind::RemoveFromCombat:   // 506.4
        for (int i : a.object ? objectsOf(*a.object) : QVector<int>())
            if (gs.objects[i].zone == Zone::Battlefield)
                removeFromCombat(m_table, i);
        return;
    case ActionKind::EndTheTurn:   // 724.1
        endTheTurn(m_table);
        return;
    case ActionKind::ExchangeLifeTotals: {
        if (a.object) {   // round 41: a life total with ~'s power or toughness
            exchangeLifeWithSelf(a);
            return;
        }
        // Round 39: "Two target players exchange life totals" (Soul Conduit): the two targets with each other, none when
        // one of them is no longer a legal target (608.2b).
        const QStringList named = players(a.who);
        if (a.who == QLatin1String("each_target_player"))
            exchangeLifeTotals(m_table, named.value(0), named.value(1));
        else
            exchangeLifeTotals(m_table, m_item.controller, named.value(0));
        return;
    }
    case ActionKind::Detain: {   // 701.35: the rules are the effect's (EffectCollector); TurnSteps ends it
        QStringList detained;
        for (int i : a.object ? objectsOf(*a.object) : QVector<int>())
            if (gs.objects[i].zone == Zone::Battlefield) {
                detained << gs.objects[i].id;
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                          "%1 is detained: until %2's next turn it can't attack or block and its "
                                          "activated abilities can't be activated (701.35)"),
                    {m_table.nameOf(gs.objects[i].id), m_table.nameOf(m_item.controller)}));
            }
        createEffect();
        // 611.2c: a set detained is the one there now, kept as the effect's objects.
        if (a.object && !a.object->isRef() && !gs.effects.isEmpty() && gs.effects.last().id == m_event.id)
            gs.effects.last().choices.objects = detained;
        return;
    }
    case ActionKind::ShuffleIntoLibrary:   // 701.24: the object goes to its owner's library, then it is shuffled
        if (!a.object)
            return;
        m_thisWay = 0;   // round 34: "that many" after it, the cards it moved (Psychic Spiral, 608.2c)
        m_thisWayIds.clear();   // round 43: and which, for each player's own part (Whirlpool Warrior)
        for (int i : objectsOf(*a.object)) {
            if (gs.objects[i].zone == Zone::Library)
                continue;
            ++m_thisWay;
            const QString id = gs.objects[i].id;
            m_thisWayIds << id;
            m_table.moveObject(i, Zone::Library);
            // Where the shuffle puts it is random: Strata keeps the card where the scenario lists it.
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is shuffled into %2's library (701.24)"),
                {m_table.nameOf(id), m_table.nameOf(gs.objects[i].owner)}));
        }
        return;
    case ActionKind::ShuffleGraveyardIntoLibrary:   // 701.24: every card of the graveyard, then the shuffle
        for (const QString& p : players(a.who)) {
            // Round 33: "their hand and graveyard" (Timetwister): the hand's cards go in the same shuffle.
            const bool hand = a.text == QLatin1String("hand_and_graveyard");
            int moved = 0;
            for (int i = 0; i < gs.objects.size(); ++i)
                if ((gs.objects[i].zone == Zone::Graveyard || (hand && gs.objects[i].zone == Zone::Hand))
                    && gs.objects[i].owner == p) {
                    m_table.moveObject(i, Zone::Library);   // the order stays as listed, as above
                    ++moved;
                }
            m_table.note(PlayText(hand ? QT_TRANSLATE_NOOP("PlayText",
                                             "%1 shuffles %2 cards from their hand and graveyard into their library (701.24)")
                                       : QT_TRANSLATE_NOOP("PlayText",
                                             "%1 shuffles %2 cards from their graveyard into their library (701.24)"),
                {m_table.nameOf(p), PlayText::number(moved)}));
        }
        return;
    case ActionKind::ShuffleLibrary:   // 701.24: the order is random, so Strata keeps the one listed
        for (const QString& p : players(a.who))
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                      "%1 shuffles their library; the new order is hidden, so it stays as listed (701.24)"),
                {m_table.nameOf(p)}));
        return;
    case ActionKind::Clash:
        clash(a);
        return;
    case ActionKind::Attach: {   // 701.3a: the object (a licid, an Aura now, 303.4) is attached to the target
        if (!a.object || !a.to)
            return;
        const QVector<int> attached = objectsOf(*a.object);
        QVector<int> to = objectsOf(*a.to);
        // Round 38: "that land's controller may attach ~ to a land of their choice" (Kudzu): no target (115.10), the
        // one the resolve event's choices.objects names, else the first listed; `who` chooses it (the log says so).
        // Round 40: "attach Nettlevine Blight to a creature or land you control" (no `who`): the ability's controller
        // chooses, among the permanents the Aura could enchant (701.3b, 303.4).
        if (!a.to->isRef() && a.who.isEmpty() && attached.size() == 1)
            to = enchantable(attached.first(), to);
        if (!a.to->isRef() && !to.isEmpty()) {
            const auto named = std::find_if(m_event.choices.objects.cbegin(), m_event.choices.objects.cend(),
                [&](const QString& id) { return to.contains(gs.objectIndex(id)); });
            to = {named != m_event.choices.objects.cend() ? gs.objectIndex(*named) : to.first()};
            const QString chooser = a.who.isEmpty() ? m_item.controller : players(a.who).value(0);
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 chooses %2"),
                {m_table.nameOf(chooser), m_table.nameOf(gs.objects[to.first()].id)}));
        }
        if (attached.size() != 1 || to.size() != 1 || gs.objects[attached.first()].zone != Zone::Battlefield
            || gs.objects[to.first()].zone != Zone::Battlefield || attached.first() == to.first())
            return;
        gs.objects[attached.first()].attachedTo = gs.objects[to.first()].id;
        m_table.touched();
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is attached to %2 (701.3a)"),
            {m_table.nameOf(gs.objects[attached.first()].id), m_table.nameOf(gs.objects[to.first()].id)}));
        return;
    }
    case ActionKind::Unattach: {   // round 41 (701.3d): it stays on the battlefield, attached to nothing
        if (!a.object)
            return;
        QVector<int> attachments = objectsOf(*a.object);
        if (a.text == QLatin1String("equipment_from")) {   // every Equipment attached to those permanents
            QStringList from;
            for (int k : attachments)
                from << gs.objects[k].id;
            const auto equipment = SubtypeRegistry::instance().find(QStringLiteral("Equipment"));
            attachments.clear();
            for (int k = 0; k < gs.objects.size(); ++k)
                if (gs.objects[k].zone == Zone::Battlefield && from.contains(gs.objects[k].attachedTo) && equipment
                    && m_table.resolution().chars[k].type.hasSubtype(*equipment))
                    attachments << k;
        }
        for (int k : attachments) {
            if (gs.objects[k].zone != Zone::Battlefield || gs.objects[k].attachedTo.isEmpty())
                continue;
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is unattached from %2 (701.3d)"),
                {m_table.nameOf(gs.objects[k].id), m_table.nameOf(gs.objects[k].attachedTo)}));
            gs.objects[k].attachedTo.clear();
            m_table.touched();
        }
        return;
    }
    case ActionKind::ChooseOne: {   // one alternative, the one the choices' mode names (1 the first)
        const Choices& made = m_event.choices.isEmpty() ? m_item.choices : m_event.choices;
        const bool named = made.mode && *made.mode >= 1 && *made.mode <= a.nested.size();
        const int k = named ? *made.mode - 1 : 0;
        if (a.nested.isEmpty())
            return;
        m_table.note(named ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 chooses alternative %2 of %3"),
                                 {m_table.nameOf(m_item.controller), PlayText::number(k + 1), PlayText::number(a.nested.size())})
                           : PlayText(QT_TRANSLATE_NOOP("PlayText", "no choices.mode names an alternative: the first of %1 is done"),
                                 {PlayText::number(a.nested.size())}));
        m_table.endBatch();   // the alternative is a moment of its own, as in perform()
        perform(QVector<Action>{a.nested[k]});
        m_table.beginBatch();
        return;
    }
    case ActionKind::ExileTop: {   // 406.3: the top cards as listed, face down if the card says so
        QVector<int> exiled;   // round 45: the one card exiled is "that card" after it (Chaos Harlequin, 608.2c, 400.7)
        for (const QString& owner : players(a.who)) {
            const QVector<int> top = topOfLibrary(gs, owner, amountOf(a));
            if (top.isEmpty())
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's library lists no cards: nothing is exiled"),
                    {m_table.nameOf(owner)}));
            for (int i : top) {
                const QString name = m_table.nameOf(gs.objects[i].id);
                m_table.moveObject(i, Zone::Exile);
                gs.objects[i].faceDown = a.faceDown;
                m_table.note(a.faceDown ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled face down (406.3)"), {name})
                                        : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {name}));
                // 607.2a: a permanent's ability links the cards it exiles to that permanent.
                if (m_item.kind != StackItem::Kind::Spell && !m_item.source.isEmpty())
                    gs.objects[i].exiledWith = m_item.source;
                exiled << i;
            }
        }
        if (exiled.size() == 1) {
            m_movedId = gs.objects[exiled.first()].id;
            m_movedIncarnation = gs.objects[exiled.first()].incarnation;
        }
        return;
    }
    case ActionKind::BecomeMonarch:   // 725.3: "you become the monarch"; the inherent ability's "its controller"
        for (const QString& p : players(a.who == QLatin1String("you") ? QString() : a.who).mid(0, 1))
            becomeMonarch(m_table, p);
        return;
    case ActionKind::GetEnergy:   // 107.14: "you get {E}{E}", energy counters (122.1)
        if (Player* p = m_table.player(m_item.controller); p && amountOf(a) > 0)
            p->counters[QStringLiteral("energy")] += amountOf(a);
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 gets %2 energy counters (%3 in all)"),
            {m_table.nameOf(m_item.controller), PlayText::number(amountOf(a)),
                PlayText::number(m_table.energyOf(m_item.controller))}));
        if (m_table.player(m_item.controller) && amountOf(a) > 0) {   // round 45: "whenever you get one or more {E}"
            Happening got;
            got.kind = Happening::Kind::EnergyGot;
            got.player = m_item.controller;
            got.amount = amountOf(a);
            m_table.happened(got);
        }
        return;
    case ActionKind::PayEnergy:   // 107.14: skipped() made sure the counters are there
        m_table.payEnergy(m_item.controller, amountOf(a));
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 energy counters (%3 left)"),
            {m_table.nameOf(m_item.controller), PlayText::number(amountOf(a)),
                PlayText::number(m_table.energyOf(m_item.controller))}));
        return;
    case ActionKind::Flip:   // 710.4: one way only; a card that is no flip card does not flip
        if (a.object)
            for (int i : objectsOf(*a.object)) {
                GameObject& o = gs.objects[i];
                if (o.zone != Zone::Battlefield || o.flipped || !o.card || !o.card->back
                    || o.card->doubleFaced != QLatin1String("flip"))
                    continue;
                const QString before = m_table.nameOf(o.id);
                o.flipped = true;   // 710.2: its other half's name, text, type line, power and toughness apply
                m_table.touched();
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 flips and is %2 now (710.2)"),
                    {before, m_table.nameOf(o.id)}));
            }
        return;
    case ActionKind::FlipCoin: {
        // 705.1: the result is the resolve event's `flips`, one per flip in order. Without one the
        // result is unknown, so neither outcome is done; the ability's own text says what each would do.
        if (m_flipsUsed >= m_event.flips.size()) {
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 flips a coin; its result is not given, so neither outcome is done (705)"),
                {m_table.nameOf(m_item.controller)}));
            return;
        }
        const bool won = m_event.flips[m_flipsUsed++];
        m_table.note(PlayText(won ? QT_TRANSLATE_NOOP("PlayText", "%1 flips a coin and wins the flip (705)")
                                  : QT_TRANSLATE_NOOP("PlayText", "%1 flips a coin and loses the flip (705)"),
            {m_table.nameOf(m_item.controller)}));
        QVector<Action> branch;   // the win's actions are marked ifYouDo, the loss's ifYouDont
        for (Action b : a.nested)
            if (b.ifYouDo == won && b.ifYouDont == !won) {
                b.ifYouDo = b.ifYouDont = false;
                branch << b;
            }
        m_table.endBatch();   // each action of the branch is a moment of its own, as in perform()
        perform(branch);
        m_table.beginBatch();
        return;
    }
    default:
        return;
    }
}

// 701.30: you and an opponent (the resolve event's `choices.player`, else the first one) each reveal
// the top card of your library; you win if yours has a higher mana value than theirs (no card: no win
// for that player, and any card beats none). Each may then put the card on the bottom; Strata keeps both
// on top and says so. The nested actions are done if you win.
void ActionPerformer::clash(const Action& a)
{
    const GameState& gs = m_table.state();
    const QString you = m_item.controller;
    QString opponent;
    for (const Player& p : gs.players)
        if (p.id != you && !p.lost && (opponent.isEmpty() || p.id == m_event.choices.player))
            opponent = p.id;
    auto revealed = [&](const QString& player) {
        const QVector<int> top = topOfLibrary(gs, player, 1);
        const int i = top.isEmpty() ? -1 : top.first();
        if (i < 0) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no card to reveal for the clash (701.30)"),
                {m_table.nameOf(player)}));
            return -1;
        }
        const int value = m_table.resolution().chars[i].manaCost.manaValue();
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2 (mana value %3) for the clash (701.30)"),
            {m_table.nameOf(player), m_table.nameOf(gs.objects[i].id), PlayText::number(value)}));
        return value;
    };
    const int mine = revealed(you);
    const int theirs = opponent.isEmpty() ? -1 : revealed(opponent);
    const bool won = mine >= 0 && mine > theirs;
    m_table.note(PlayText(won ? QT_TRANSLATE_NOOP("PlayText", "%1 wins the clash; the revealed cards stay on top")
                              : QT_TRANSLATE_NOOP("PlayText", "%1 doesn't win the clash; the revealed cards stay on top"),
        {m_table.nameOf(you)}));
    // Round 38: the instructions marked `otherwise` are done when you don't win (Pulling Teeth), the others when you do.
    QVector<Action> branch;
    for (Action n : a.nested)
        if (n.otherwise == !won) {
            n.otherwise = false;
            branch << n;
        }
    if (!won) {
        m_table.endBatch();
        perform(branch);
        m_table.beginBatch();
        return;
    }
    m_clashWon = true;
    // Round 34: an effect this resolution made before the clash (Fistful of Force's first +2/+2) gains the changes
    // the win adds: one effect of one resolution, with its timestamp (613.7), made again with them.
    GameState& state = m_table.state();
    const bool changes = std::any_of(a.nested.cbegin(), a.nested.cend(), [](const Action& n) { return bool(n.continuous); });
    const auto made = std::find_if(state.effects.begin(), state.effects.end(), [&](const ResolvedEffect& e) { return e.id == m_event.id; });
    if (m_effectCreated && changes && made != state.effects.end()) {
        const int timestamp = made->timestamp;
        state.effects.erase(made);
        m_effectCreated = false;
        createEffect();
        if (!state.effects.isEmpty() && state.effects.last().id == m_event.id)
            state.effects.last().timestamp = timestamp;
    }
    m_table.endBatch();   // each action done on a win is a moment of its own, as in perform()
    perform(branch);
    m_table.beginBatch();
}

}   // namespace strata
