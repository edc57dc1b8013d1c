#include "GameTable.h"
#include "model/ResolvableAbilities.h"

// The players' record of what happened this turn (docs/scenario-extensions.md, "this_turn"), kept as
// the events are played: morbid, raid, "as long as you've surveilled this turn" and the other
// abilities that look back over the turn read it, and the last turn's ("if you lost life last turn");
// which permanents entered the battlefield this turn, and what each did in combat.

namespace strata {

namespace {

TurnRecord* recordOf(GameState& gs, const QString& player)
{
    for (Player& p : gs.players)
        if (p.id == player)
            return &p.thisTurn;
    return nullptr;
}

bool printedCreature(const GameObject& o)
{
    // 708.2a: a face-down permanent is a 2/2 creature whatever its card says.
    return o.faceDown || (o.card && printedFace(o).type.has(CardType::Creature));
}

}   // namespace

void recordInTurnHistory(GameState& gs, const Happening& h)
{
    const GameObject* o = h.object.isEmpty() ? nullptr : gs.object(h.object);
    switch (h.kind) {
    case Happening::Kind::ZoneChange:
        if (!o)
            return;
        if (h.from == Zone::Battlefield && h.to != Zone::Battlefield) {
            if (TurnRecord* r = recordOf(gs, h.lastController)) {
                ++r->permanentsLeft;   // revolt
                r->creaturesDied += h.dies ? 1 : 0;   // 700.4
            }
        }
        if (h.to == Zone::Battlefield && h.from != Zone::Battlefield) {
            // Drownyard Behemoth's "as long as it entered the battlefield this turn"; a new turn clears it.
            const int index = gs.objectIndex(h.object);
            if (index >= 0)
                gs.objects[index].enteredThisTurn = true;
            if (TurnRecord* r = recordOf(gs, o->controller)) {
                r->creaturesEntered += printedCreature(*o) ? 1 : 0;
                r->landsEntered += !o->faceDown && o->card && printedFace(*o).type.has(CardType::Land) ? 1 : 0;
                r->planeswalkersEntered += !o->faceDown && o->card && printedFace(*o).type.has(CardType::Planeswalker) ? 1 : 0;
            }
        }
        if (h.from == Zone::Command && h.to == Zone::Stack)   // 903.8: a commander cast from the command zone
            for (Player& p : gs.players)
                if (p.id == o->owner)
                    ++p.commanderCasts;
        return;
    case Happening::Kind::Cast:   // 601.2i: the spell became cast
        if (TurnRecord* r = recordOf(gs, h.player)) {
            ++r->spellsCast;
            r->noncreatureSpellsCast += o && !printedCreature(*o) ? 1 : 0;
            const bool instantOrSorcery = o && o->card && !o->faceDown
                && (printedFace(*o).type.has(CardType::Instant) || printedFace(*o).type.has(CardType::Sorcery));
            r->instantsAndSorceriesCast += instantOrSorcery ? 1 : 0;
        }
        return;
    case Happening::Kind::CardDrawn:   // 121.2
        if (TurnRecord* r = recordOf(gs, h.player))
            ++r->cardsDrawn;
        return;
    case Happening::Kind::LifeGained:   // 119.9
        if (TurnRecord* r = recordOf(gs, h.player))
            r->lifeGained += h.amount;
        return;
    case Happening::Kind::Attacks:   // 508.1: the active player attacked with a creature
        if (TurnRecord* r = recordOf(gs, h.player))
            r->attacked = true;
        if (const int index = gs.objectIndex(h.object); index >= 0)   // "if ~ attacked this turn"
            gs.objects[index].attackedThisTurn = true;
        return;
    case Happening::Kind::Blocks:   // 509.1: "if ~ attacked or blocked this turn"
        if (const int index = gs.objectIndex(h.object); index >= 0)
            gs.objects[index].blockedThisTurn = true;
        return;
    case Happening::Kind::BecomesBlocked:   // 509.1h: "if it was blocked this turn"
        if (const int index = gs.objectIndex(h.object); index >= 0)
            gs.objects[index].wasBlockedThisTurn = true;
        return;
    default:
        return;
    }
}

void recordDiedSubtypes(GameState& gs, const QString& controller, const TypeLine& lastKnown)
{
    TurnRecord* r = recordOf(gs, controller);
    if (!r)
        return;
    QVector<SubtypeId> kinds = lastKnown.subtypes;
    if (lastKnown.allCreatureTypes)   // changeling (702.73a): every creature type, each once
        for (SubtypeId id : SubtypeRegistry::instance().creatureTypes())
            if (!kinds.contains(id))
                kinds << id;
    r->diedCreatureSubtypes << kinds;
}

void clearTurnHistory(GameState& gs)
{
    for (Player& p : gs.players) {
        p.lastTurn = p.thisTurn;   // "if you lost life last turn" reads it in the new turn
        p.thisTurn = TurnRecord();
    }
    for (GameObject& o : gs.objects) {
        o.enteredThisTurn = false;
        o.controlChangedThisTurn = false;   // round 40
        o.dealtDamageThisTurn = false;   // round 23 (500.5)
        o.fromBattlefieldThisTurn = false;   // round 40 (500.5)
        o.attackedThisTurn = o.blockedThisTurn = o.wasBlockedThisTurn = false;
    }
}

}   // namespace strata
