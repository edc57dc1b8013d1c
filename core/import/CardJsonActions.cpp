#include "CardJsonValues.h"
#include "CardJson.h"
#include <algorithm>

// One-shot actions in the JSON card format (docs/card-format.md, "Actions"): the instructions of
// activated, triggered and spell abilities, as CardParser reads them back.

namespace strata::import::cardjson {

QJsonValue amount(const Amount& a)
{
    return a.x ? QJsonValue(QStringLiteral("x")) : QJsonValue(a.n);
}

namespace {

// Round 33: "draw that many cards plus one" (Heartwarming Redemption): the cards the action before moved, and 1.
bool drawsThatManyPlusOne(const Action& a)
{
    return a.amountOf && a.amountOf->kind == Expr::Kind::Sum && a.amountOf->args.size() == 2
        && a.amountOf->args[0].kind == Expr::Kind::CountThisWay && !a.amountOf->args[0].selector
        && a.amountOf->args[0].value == 0 && a.amountOf->args[1].isConst() && a.amountOf->args[1].value == 1;
}

// Round 18's amounts: the greatest of a value among a set, ~'s power or toughness.
bool greatestOrSource(Expr::Kind k)
{
    return k == Expr::Kind::GreatestPower || k == Expr::Kind::GreatestToughness || k == Expr::Kind::HighestManaValue
        || k == Expr::Kind::PowerOfSource || k == Expr::Kind::ToughnessOfSource;
}

// The one target's power or toughness, or the trigger event's object's, or their sum (Phthisis).
bool ofTheTarget(const Expr& e)
{
    if (e.kind == Expr::Kind::Sum)
        return !e.args.isEmpty() && std::all_of(e.args.cbegin(), e.args.cend(), ofTheTarget);
    return e.kind == Expr::Kind::PowerOfTarget || e.kind == Expr::Kind::ToughnessOfTarget;
}

// Round 23: a gain or a draw counted as it resolves that the cases of `thatMuch` below leave out (608.2h):
// "you gain 2 life for each creature you control", "draw a card for each Elf you control", "draw cards equal
// to the greatest power among …", "you gain X life, where X is …". The amount's wording goes beside it:
// "per_object" N for "N … for each" (the one count written once; the reader makes the sum of N again),
// "where_x" for X, and for a draw "equal_to" (a draw's expression alone reads as X). False when the
// expression is no such count.
bool countedGainOrDraw(const Action& a, QJsonObject* o, bool* ok)
{
    const QString kind = canonicalName(a.kind);
    const Expr& e = *a.amountOf;
    if (a.amount.x) {
        (*o)[kind] = expr(e, ok);
        (*o)[QStringLiteral("where_x")] = true;
    } else if (a.amount.n == 0) {
        (*o)[kind] = expr(e, ok);
        if (a.kind == ActionKind::Draw)
            (*o)[QStringLiteral("equal_to")] = true;
    } else if (a.amount.n == 1 && e.kind != Expr::Kind::Sum) {
        (*o)[kind] = expr(e, ok);
        (*o)[QStringLiteral("per_object")] = 1;
    } else if (e.kind == Expr::Kind::Sum && e.args.size() == a.amount.n
        && std::all_of(e.args.cbegin(), e.args.cend(), [&](const Expr& part) { return part == e.args.first(); })) {
        (*o)[kind] = expr(e.args.first(), ok);
        (*o)[QStringLiteral("per_object")] = a.amount.n;
    } else {
        return false;
    }
    return true;
}

QJsonObject action(const Action& a, bool* ok)
{
    QJsonObject o;
    const QString kind = canonicalName(a.kind);
    switch (a.kind) {
    case ActionKind::Continuous: {
        const ContinuousDef& c = *a.continuous;
        o[kind] = QJsonObject{{QStringLiteral("affects"), selector(*c.affects, ok)},
            {QStringLiteral("effects"), ops(c.ops, ok)}, {QStringLiteral("duration"), canonicalName(c.duration)}};
        if (!c.endCost.isEmpty()) {   // until_paid_to_end: "You may pay {W} to end this effect" (116.2c)
            QJsonObject body = o[kind].toObject();
            body[QStringLiteral("end_cost")] = c.endCost;
            o[kind] = body;
        }
        break;
    }
    case ActionKind::Drain:   // "target player loses 1 life and you gain 1 life" (`{"drain": EXPR}`)
        o[kind] = expr(*a.drain, ok);
        break;
    case ActionKind::Draw:
    case ActionKind::Scry:
    case ActionKind::GainLife:
    case ActionKind::LoseLife:
    case ActionKind::Mill:
    case ActionKind::Damage:
    case ActionKind::Discard:
    case ActionKind::DiscardRandom:
    case ActionKind::GetEnergy:
    case ActionKind::PayEnergy:
    case ActionKind::Surveil:
    case ActionKind::Monstrosity:
    case ActionKind::Bolster:
    case ActionKind::Amass:
    case ActionKind::Adapt:
    case ActionKind::Support:   // its targets are the ability's
    case ActionKind::SkipTurns:
    case ActionKind::SkipUntapSteps:
    case ActionKind::SkipDrawSteps:
    case ActionKind::SkipCombatPhases:
        o[kind] = amount(a.amount);
        break;
    case ActionKind::PreventDamage:   // CardJsonPrevention.cpp
        preventDamage(a, &o, ok);
        break;
    case ActionKind::ExileFromGraveyard:   // round 32: {"exile_from_graveyard": {"n": 1, "filter": SELECTOR}}
        o[kind] = QJsonObject{{QStringLiteral("n"), amount(a.amount)}, {QStringLiteral("filter"), selector(*a.object, ok)}};
        break;
    case ActionKind::ExileTop:   // 406.3: {"exile_top": 2, "face_down": true}
        o[kind] = amount(a.amount);
        if (a.faceDown)
            o[QStringLiteral("face_down")] = true;
        break;
    case ActionKind::PutOnLibrary:
        o[kind] = selector(*a.object, ok);
        if (a.text == QLatin1String("bottom"))
            o[QStringLiteral("bottom")] = true;
        if (a.amount.n > 1)   // round 34: "third from the top"
            o[QStringLiteral("from_top")] = a.amount.n;
        break;
    case ActionKind::Attach:               // 701.3a: the Aura attached, "to" what it is attached to
    case ActionKind::Goad:                 // 701.15a
    case ActionKind::CastWithoutPaying:    // 601.2: the card cast, a card in your hand
    case ActionKind::ShuffleIntoLibrary:   // 701.24
    case ActionKind::RemoveFromCombat:     // 506.4
    case ActionKind::Detain:               // 701, detain
    case ActionKind::ChangeTarget:         // 115.7a
        o[kind] = selector(*a.object, ok);
        break;
    case ActionKind::Unattach:   // round 41 (701.3d): the attachment, or every Equipment attached to the object
        o[kind] = a.text == QLatin1String("equipment_from")
            ? QJsonValue(QJsonObject{{QStringLiteral("equipment_from"), selector(*a.object, ok)}}) : QJsonValue(selector(*a.object, ok));
        break;
    case ActionKind::LoseGame:   // 104.3a
    case ActionKind::WinGame:    // 104.2b
    case ActionKind::LookAtHand:   // whose hand: "who"
    case ActionKind::EndTheTurn:
    case ActionKind::EachPlayerLosesHalfLife:   // round 22: "who" the players who lose (none: each player)
        o[kind] = true;
        break;
    case ActionKind::ExchangeLifeTotals:   // with whom: "who"; round 41: "toughness" / "power", ~'s (701.12)
        o[kind] = a.object ? QJsonValue(a.text) : QJsonValue(true);
        break;
    case ActionKind::FlipCoin: {   // 705: the actions of a win and of a loss
        QVector<Action> win, lose;
        for (Action inner : a.nested) {
            const bool won = inner.ifYouDo;
            inner.ifYouDo = inner.ifYouDont = false;
            (won ? win : lose) << inner;
        }
        QJsonObject flip;
        if (!win.isEmpty())
            flip[QStringLiteral("win")] = actions(win, ok);
        if (!lose.isEmpty())
            flip[QStringLiteral("lose")] = actions(lose, ok);
        o[kind] = flip;
        break;
    }
    case ActionKind::ReturnToHand:
        o[kind] = selector(*a.object, ok);
        if (a.text == QLatin1String("graveyard"))   // "return ~ from your graveyard to your hand" (113.6k)
            o[QStringLiteral("from_graveyard")] = true;
        break;
    case ActionKind::ExtraTurn:   // 500.7: "two extra turns" as a number
        if (a.amountOf) {   // round 44: counted as it resolves, "for each five counters removed this way" (Sage of Hours)
            o[kind] = expr(*a.amountOf, ok);
            break;
        }
        if (!a.amount.x && a.amount.n > 1) {
            o[kind] = a.amount.n;
            break;
        }
        [[fallthrough]];
    case ActionKind::PreventCombatDamage:
    case ActionKind::SearchBasicLandToHand:
    case ActionKind::BecomeMonarch:
    case ActionKind::Investigate:
    case ActionKind::Proliferate:
    case ActionKind::Populate:
    case ActionKind::ExileGraveyard:
    case ActionKind::DiscardHand:
    case ActionKind::ShuffleGraveyardIntoLibrary:
    case ActionKind::ShuffleLibrary:   // 701.24
        o[kind] = true;
        // round 33: "their hand and graveyard" (Timetwister's shuffle, Identity Crisis's exile)
        if (a.text == QLatin1String("hand_and_graveyard"))
            o[kind] = a.text;
        break;
    case ActionKind::Clash:   // 701.30: "effect" is done if you win
    case ActionKind::ChooseOne:   // "effect": the alternatives, one of which is done
        o[kind] = true;
        o[QStringLiteral("effect")] = actions(a.nested, ok);
        break;
    case ActionKind::DamageEachOpponent:
        o[kind] = amount(a.amount);
        break;
    case ActionKind::SearchBasicLand:
        o[kind] = a.controllerOfTarget ? QStringLiteral("controller_of_target") : QStringLiteral("you");
        if (a.tapped)
            o[QStringLiteral("tapped")] = true;
        break;
    case ActionKind::SearchLandType: {
        QJsonArray names;
        for (SubtypeId id : a.landTypes)
            names << SubtypeRegistry::instance().name(id);
        o[kind] = names;
        if (a.tapped)
            o[QStringLiteral("tapped")] = true;
        break;
    }
    case ActionKind::CreateToken:
        if (a.token) {
            QJsonObject token = face(a.token->front, ok);
            o[kind] = token;
        } else {
            o[kind] = a.text;
        }
        if (a.amount.x || a.amount.n > 1)
            o[QStringLiteral("n")] = amount(a.amount);
        // Counted as it resolves (608.2h): "for each …" is how many ("n"); "where X is …" is X ("x").
        if (a.amountOf && !a.amount.x && !(a.token && a.token->front.power && a.token->front.power->text == QLatin1String("X")))
            o[QStringLiteral("n")] = expr(*a.amountOf, ok);
        else if (a.amountOf)
            o[QStringLiteral("x")] = expr(*a.amountOf, ok);
        if (a.tapped)
            o[QStringLiteral("tapped")] = true;
        if (a.attacking)   // "tapped and attacking" (508.4)
            o[QStringLiteral("attacking")] = true;
        break;
    case ActionKind::CreateEmblem: {   // 114.2: {"abilities": [...]}, the emblem's only characteristics (114.3)
        QJsonArray abilities;
        if (!a.token)
            *ok = false;
        for (const AbilityPtr& ability : a.token ? a.token->front.abilities : QVector<AbilityPtr>())
            abilities << abilityToJson(*ability, ok);
        o[kind] = QJsonObject{{QStringLiteral("abilities"), abilities}};
        break;
    }
    case ActionKind::CreateTokenCopy:   // 707.2: the object copied, "n" tokens, "except" (707.9)
    case ActionKind::CopySpell:         // 707.10: the spell copied, "n" copies
        o[kind] = selector(*a.object, ok);
        if (a.amount.x || a.amount.n > 1)
            o[QStringLiteral("n")] = amount(a.amount);
        if (a.copyExcept)
            o[QStringLiteral("except")] = copyExceptions(*a.copyExcept, ok);
        break;
    case ActionKind::ReturnToBattlefield:   // "who": "owner" below
        if (!a.object) {
            *ok = false;
            break;
        }
        o[kind] = selector(*a.object, ok);
        if (a.text == QLatin1String("graveyard") || a.text == QLatin1String("exile"))   // round 39: "put ~ from exile …"
            o[a.text == QLatin1String("exile") ? QStringLiteral("from_exile") : QStringLiteral("from_graveyard")] = true;
        if (a.faceDown)   // round 30: Ashcloud Phoenix (708.2a)
            o[QStringLiteral("face_down")] = true;
        if (a.tapped)
            o[QStringLiteral("tapped")] = true;
        if (a.attacking)   // round 34: "… onto the battlefield tapped and attacking" (508.4)
            o[QStringLiteral("attacking")] = true;
        break;
    case ActionKind::DontUntapNext:
    case ActionKind::Transform:
    case ActionKind::ReturnFromGraveyard:   // round 23: "… to the battlefield tapped" (Gravewaker)
        o[kind] = selector(*a.object, ok);
        if (a.tapped)
            o[QStringLiteral("tapped")] = true;
        if (a.attacking)   // round 34: "… tapped and attacking" (Yore-Tiller Nephilim, 508.4)
            o[QStringLiteral("attacking")] = true;
        break;
    case ActionKind::Flip:   // 710.4
    case ActionKind::TurnFaceDown:   // 708.2
    case ActionKind::Regenerate:
    case ActionKind::CounterSpell:
    case ActionKind::Destroy:
    case ActionKind::Exile:
    case ActionKind::Tap:
    case ActionKind::Untap:
    case ActionKind::TapOrUntap:
    case ActionKind::Sacrifice:
    case ActionKind::DiscardChosen:
    case ActionKind::Explore:
    case ActionKind::Fight:         // "to" below: the creature it fights
    case ActionKind::PowerDamage:   // "to" below: what it deals damage to
        o[kind] = selector(*a.object, ok);
        break;
    case ActionKind::AddMana:
        if (a.mana == Action::Mana::AnyTypeLandsCouldProduce && a.object && !a.object->isRef()) {   // 106.7
            o[kind] = QStringLiteral("any_type_a_land_you_control_could_produce");
            if (a.amount.n > 1)   // round 39: "add three mana of that type instead" (Incubation Druid)
                o[QStringLiteral("n")] = a.amount.n;
            *ok = *ok && a.object->types == quint16(CardType::Land) && a.object->controller == Selector::Who::You;
            break;
        }
        if (a.mana == Action::Mana::AnyTypeLandsCouldProduce) {   // only the event's land is written (605.1b)
            o[kind] = QStringLiteral("any_type_that_land_produced");
            *ok = *ok && a.object && a.object->ref == Selector::Ref::It;
            break;
        }
        o[kind] = a.mana == Action::Mana::AnyColor ? QStringLiteral("any_color")
            : a.mana == Action::Mana::ChosenColor  ? QStringLiteral("chosen_color")
                                                   : a.text;
        if (a.mana == Action::Mana::AnyColor && a.amount.n > 1)   // "two mana of any one color"
            o[QStringLiteral("n")] = a.amount.n;
        else if (a.mana == Action::Mana::AnyColor && a.amount.x && !a.amountOf && a.counters.kind.isEmpty())
            o[QStringLiteral("n")] = QStringLiteral("x");   // round 37: the ability's X (Springjack Pasture)
        if (a.amount.x && !a.counters.kind.isEmpty())   // "for each storage counter removed this way"
            o[QStringLiteral("for_each_removed")] = a.counters.kind;
        else if (a.amountOf)   // counted as it resolves: "for each Elf you control", "where X is …" (608.2h)
            o[a.amount.x ? QStringLiteral("x") : QStringLiteral("n")] = expr(*a.amountOf, ok);
        break;
    case ActionKind::AddManaChoice:
        o[kind] = QJsonArray::fromStringList(a.manaChoices);
        break;
    case ActionKind::SacrificeUnlessPay:
    case ActionKind::PayMana:
        o[kind] = a.text;
        break;
    case ActionKind::UnlessPays: {   // 118.12
        QJsonObject unless{{QStringLiteral("cost"), a.unlessPayment.isEmpty() ? QJsonValue(a.text)
                                                                              : QJsonValue(costParts(a.unlessPayment, ok))},
            {QStringLiteral("effect"), actions(a.nested, ok)}};
        if (!a.who.isEmpty())
            unless[QStringLiteral("who")] = a.who;
        if (a.amountOf)   // round 37: "{1} for each vortex counter on ~"
            unless[QStringLiteral("for_each")] = expr(*a.amountOf, ok);
        o[kind] = unless;
        break;
    }
    case ActionKind::Delayed:   // 603.7
        o[kind] = QJsonObject{
            {QStringLiteral("event"), canonicalName(a.event)}, {QStringLiteral("effect"), actions(a.nested, ok)}};
        if (a.condition)
            *ok = false;
        break;
    case ActionKind::SearchLibrary: {   // 701.23
        QJsonObject search{{QStringLiteral("card"), selector(*a.object, ok)}, {QStringLiteral("put"), a.text}};
        if (a.amount.n > 1)
            search[QStringLiteral("n")] = a.amount.n;
        else if (a.amount.x)   // round 34: "X cards" (Insidious Dreams); round 37: "…, where X is …"
            search[QStringLiteral("n")] = a.amountOf ? QJsonValue(expr(*a.amountOf, ok)) : QJsonValue(amount(a.amount));
        if (a.reveal)
            search[QStringLiteral("reveal")] = true;
        if (a.tapped)
            search[QStringLiteral("tapped")] = true;
        o[kind] = search;
        break;
    }
    case ActionKind::LookAtTop: {
        QJsonObject look{{QStringLiteral("n"), amount(a.amount)}, {QStringLiteral("keep"), a.keep},
            {QStringLiteral("rest"), a.text}};
        if (a.amountOf)   // "the top X cards …, where X is the number of artifacts you control"
            look[QStringLiteral("n")] = expr(*a.amountOf, ok);
        if (a.object)   // the card that may be kept ("you may reveal a creature card from among them")
            look[QStringLiteral("card")] = selector(*a.object, ok);
        if (a.reveal)
            look[QStringLiteral("reveal")] = true;
        if (a.destination)   // where the kept cards go when not the hand ("any number of them into your graveyard")
            look[QStringLiteral("keep_to")] = zoneName(*a.destination);
        if (a.tapped)   // "onto the battlefield tapped" (Elvish Rejuvenator)
            look[QStringLiteral("tapped")] = true;
        if (a.destination && a.destination != Zone::Graveyard && a.destination != Zone::Battlefield
            && a.destination != Zone::Library && a.destination != Zone::Exile)   // round 35: exiled (Sealed Fate)
            *ok = false;   // the card parser reads no other
        o[kind] = look;
        break;
    }
    case ActionKind::RevealUntil: {   // 701.20: {"card": SELECTOR, "put": "hand", "rest": "bottom_random_order"}
        const bool milled = a.destination == Zone::Graveyard;   // round 36: all of them, "n" cards looked for
        const QString all = a.destination == Zone::Library ? QStringLiteral("bottom") : QStringLiteral("exile");
        const bool allMoved = a.text.startsWith(all) && (a.destination == Zone::Library || a.destination == Zone::Exile);
        QJsonObject until{{QStringLiteral("card"), selector(*a.object, ok)},
            {QStringLiteral("put"), a.destination == Zone::Battlefield ? QStringLiteral("battlefield")
                    : milled ? QStringLiteral("graveyard") : allMoved ? all : QStringLiteral("hand")},   // round 37: all
            {QStringLiteral("rest"), a.text}};
        if (a.amount.x || a.amount.n > 1)
            until[QStringLiteral("n")] = amount(a.amount);
        o[kind] = until;
        if ((a.destination && a.destination != Zone::Hand && a.destination != Zone::Battlefield && !milled && !allMoved)
            || (milled && a.text != QLatin1String("graveyard")))
            *ok = false;
        break;
    }
    case ActionKind::ExileTopMayPlay: {   // impulse: {"n": 1, "duration": "end_of_turn"}
        const Duration d = a.duration.value_or(Duration::EndOfTurn);
        o[kind] = QJsonObject{{QStringLiteral("n"), amount(a.amount)}, {QStringLiteral("duration"), canonicalName(d)}};
        if (d != Duration::EndOfTurn && d != Duration::NextTurnOfTargetPlayer)
            *ok = false;
        break;
    }
    case ActionKind::PutCounter:      // "that many" (122.6), "for each …": the amount as an expression object
    case ActionKind::RemoveCounter: {   // 122.8; "remove all": the counters on ~ as an expression object
        QJsonObject counters{{QStringLiteral("kind"), a.counters.kind},
            {QStringLiteral("n"), a.amountOf ? QJsonValue(expr(*a.amountOf, ok)) : QJsonValue(amount(a.counters.n))}};
        // Counters put on players (122.1) name no permanent: "who" says which players ("you" for none).
        if (a.object)
            counters[QStringLiteral("on")] = selector(*a.object, ok);
        else if (a.kind == ActionKind::RemoveCounter)
            *ok = false;
        else if (a.who.isEmpty())
            o[QStringLiteral("who")] = QStringLiteral("you");
        o[kind] = counters;
        if (a.amountOf && a.amount.x)   // "put X … counters on …, where X is …"
            o[QStringLiteral("where_x")] = true;
        break;
    }
    default:
        *ok = false;
        return o;
    }
    if (a.to)
        o[QStringLiteral("to")] = selector(*a.to, ok);
    if (a.spendOnly) {   // 106.6: {"spend_only": {"spells": FILTER, "abilities_of": FILTER}}
        QJsonObject only;
        if (a.spendOnly->spells)
            only[QStringLiteral("spells")] = selector(*a.spendOnly->spells, ok);
        if (a.spendOnly->abilitiesOf)
            only[QStringLiteral("abilities_of")] = selector(*a.spendOnly->abilitiesOf, ok);
        o[QStringLiteral("spend_only")] = only;
    }
    if (a.kind == ActionKind::Damage && a.object)   // the source of the damage, when not the ability's
        o[QStringLiteral("by")] = selector(*a.object, ok);
    if (a.kind == ActionKind::Damage && a.eachPlayer)   // "… to each player" (Spawn of Mayhem, Pestilence)
        o[QStringLiteral("each_player")] = true;
    if (a.noRegenerate)
        o[QStringLiteral("no_regenerate")] = true;
    if (a.cantBePrevented)   // stop 48 (615.12)
        o[QStringLiteral("cant_be_prevented")] = true;
    if (a.kind == ActionKind::Exile
        && (a.duration == Duration::UntilSourceLeaves || a.duration == Duration::UntilOpponentBecomesMonarch))   // 610.3
        o[QStringLiteral("until")] = canonicalName(*a.duration);
    // "return it … with a +1/+1 counter on it" (614.1c), round 27's "exile ~ with three time counters on it"
    if ((a.kind == ActionKind::ReturnToBattlefield || a.kind == ActionKind::Exile) && !a.counters.kind.isEmpty())
        o[QStringLiteral("with_counters")] = QJsonObject{
            {QStringLiteral("kind"), a.counters.kind}, {QStringLiteral("n"), amount(a.counters.n)}};
    if (!a.who.isEmpty() && a.kind != ActionKind::UnlessPays)   // its payer is inside
        o[QStringLiteral("who")] = a.who;
    if (a.optional)
        o[QStringLiteral("optional")] = true;
    if (a.ifYouDo)
        o[QStringLiteral("if_you_do")] = true;
    if (a.ifYouDont)
        o[QStringLiteral("if_you_dont")] = true;
    if (a.otherwise)
        o[QStringLiteral("otherwise")] = true;
    if (a.condition && a.kind != ActionKind::Delayed)
        o[QStringLiteral("condition")] = condition(*a.condition, ok);
    if (a.then)
        o[QStringLiteral("then")] = true;
    if (a.instead != Action::Instead::None)   // round 24: done instead of the paragraph before
        o[QStringLiteral("instead")] = insteadOrderName(a.instead);
    if (a.divided)   // 601.2d: "divided as you choose among …", the division chosen as it is cast
        o[QStringLiteral("divided")] = true;
    if (a.each)   // round 19: "return all … to their owners' hands", every object the selector picks
        o[QStringLiteral("each")] = true;
    if (a.pick > 0)   // round 19: "untap up to seven lands", chosen as it resolves (608.2d)
        o[a.pickUpTo ? QStringLiteral("pick_up_to") : QStringLiteral("pick")]
            = a.pick == Selector::kAnyNumber ? QJsonValue(QStringLiteral("any_number")) : QJsonValue(a.pick);   // round 20
    if (a.kind == ActionKind::CounterSpell && !a.text.isEmpty())
        o[QStringLiteral("unless_pays")] = a.text;
    if (a.kind == ActionKind::CounterSpell && a.destination)   // 701.6a: "exile it instead"
        o[QStringLiteral("destination")] = zoneName(*a.destination);
    if (a.kind == ActionKind::DiscardChosen && a.destination) {   // 406.3: the chosen card exiled, not discarded
        o[QStringLiteral("destination")] = zoneName(*a.destination);
        *ok = *ok && (a.destination == Zone::Exile || a.destination == Zone::Library);   // round 36: its top (401.4)
        if (a.destination == Zone::Library && a.amount.n > 1)   // "third from the top"
            o[QStringLiteral("from_top")] = a.amount.n;
    }
    // the hand revealed, not looked at (Lost Hours; round 37 Ghastlord; round 43 Thoughtcutter Agent's look_at_hand)
    if ((a.kind == ActionKind::DiscardChosen || a.kind == ActionKind::LookAtHand) && a.reveal)
        o[QStringLiteral("reveal")] = true;
    const bool costPerObject = a.kind == ActionKind::CounterSpell && a.amountOf
        && a.amountOf->kind == Expr::Kind::Count && a.amountOf->selector;
    if (costPerObject)   // "unless its controller pays {1} for each card in your graveyard"
        o[QStringLiteral("unless_pays_for_each")] = selector(*a.amountOf->selector, ok);
    const bool costX = a.kind == ActionKind::CounterSpell && a.amountOf && a.text == QLatin1String("{X}");   // round 40
    if (costX)   // "unless its controller pays {X}, where X is the greatest power among …" (Spell Rupture)
        o[QStringLiteral("unless_pays_x")] = expr(*a.amountOf, ok);
    // "That much" (an expression object the card parser reads for gain_life, lose_life and damage);
    // other computed amounts are not written yet.
    const bool thatMuch = a.amountOf
        && ((a.kind == ActionKind::GainLife
                && (a.amountOf->kind == Expr::Kind::EventAmount || a.amountOf->kind == Expr::Kind::LifeLostThisWay))
            || ((a.kind == ActionKind::LoseLife || a.kind == ActionKind::Damage || a.kind == ActionKind::Draw)
                && a.amountOf->kind == Expr::Kind::EventAmount)
            || (a.kind == ActionKind::Draw && a.amountOf->kind == Expr::Kind::CountThisWay)   // "that many"
            || (a.kind == ActionKind::Draw && a.amount.x && a.amountOf->kind == Expr::Kind::ManaValueOfMoved)   // round 35
            || (a.kind == ActionKind::Draw && drawsThatManyPlusOne(a))   // round 33: "that many cards plus one"
            || (a.kind == ActionKind::Discard   // round 25, multikicker; round 26, "for each Shrine you control"
                && (a.amountOf->kind == Expr::Kind::TimesKicked || a.amountOf->kind == Expr::Kind::Count
                    || a.amountOf->kind == Expr::Kind::CountersOnSource || a.amountOf->kind == Expr::Kind::CreaturesDiedThisTurn
                    || a.amountOf->kind == Expr::Kind::HighestManaValue))   // round 32, Cabal Conditioning
            // round 20: "you gain 4 life for each creature tapped this way" (a sum of the count); round 32: a
            // loss, "target player loses 2 life for each creature card put into your graveyard this way"
            || ((a.kind == ActionKind::GainLife || (a.kind == ActionKind::LoseLife && a.amountOf->kind == Expr::Kind::Sum))
                && (a.amountOf->kind == Expr::Kind::CountThisWay
                    || (a.amountOf->kind == Expr::Kind::Sum && !a.amountOf->args.isEmpty()
                        && a.amountOf->args.first().kind == Expr::Kind::CountThisWay)))
            || (a.kind == ActionKind::LoseLife && a.amountOf->kind == Expr::Kind::Sum   // round 32: "twice X life"
                && !a.amountOf->args.isEmpty() && a.amountOf->args.first().kind == Expr::Kind::X)
            || ((a.kind == ActionKind::LoseLife || a.kind == ActionKind::GainLife)   // round 20: GainLife, the target's
                && a.amountOf->kind == Expr::Kind::ManaValueOfMoved)
            || ((a.kind == ActionKind::GainLife || a.kind == ActionKind::LoseLife || a.kind == ActionKind::Draw
                    || a.kind == ActionKind::Discard)   // the creature a cost sacrificed (a spell's too, round 19)
                && (a.amountOf->kind == Expr::Kind::PowerOfSacrificed || a.amountOf->kind == Expr::Kind::ToughnessOfSacrificed))
            || (a.kind == ActionKind::GainLife && a.amountOf->kind == Expr::Kind::ManaValueOfSacrificed)   // round 44
            // round 21: "you draw X cards and you lose X life, where X is the number of creatures you control"
            // (the draw's X as the card parser reads it, the life lost an expression)
            // round 22: "… where X is your devotion to black" (Sanguimancy)
            // round 23: "… where X is the number of colors of mana spent to cast ~" (Painful Truths),
            // "where X is the number of page counters on ~" (Barrin's Codex)
            || (a.kind == ActionKind::Draw && a.amount.x
                && (a.amountOf->kind == Expr::Kind::Count || a.amountOf->kind == Expr::Kind::Devotion
                    || a.amountOf->kind == Expr::Kind::ColorsSpentToCast || a.amountOf->kind == Expr::Kind::CountersOnSource))
            || (a.kind == ActionKind::LoseLife && !a.amount.x && a.amount.n == 0
                && (a.amountOf->kind == Expr::Kind::Count || a.amountOf->kind == Expr::Kind::Devotion
                    || a.amountOf->kind == Expr::Kind::ColorsSpentToCast))
            // round 23: "each opponent loses X life, where X is your devotion to black" (`where_x`), "draw X
            // cards, where X is its toughness" (the event's object)
            // round 26: "that player loses X life, where X is … minus …" (Dark Suspicions), a difference
            // round 43: "target player loses X life and mills X cards, where X is the number of Zombies you control"
            || (a.kind == ActionKind::LoseLife && a.amount.x
                && (a.amountOf->kind == Expr::Kind::Devotion || a.amountOf->kind == Expr::Kind::Sum
                    || a.amountOf->kind == Expr::Kind::Count))
            || (a.kind == ActionKind::Draw && a.amountOf->kind == Expr::Kind::ToughnessOfTarget)
            // round 16: "draw cards equal to the power of target creature …", "… in target opponent's hand"
            // (read as X); round 26: not "draw cards equal to its power" (`equal_to`, countedGainOrDraw)
            || (a.kind == ActionKind::Draw
                && ((a.amountOf->kind == Expr::Kind::PowerOfTarget && a.amount.x)
                    || a.amountOf->kind == Expr::Kind::CardsInHand))
            // round 18: "life equal to ~'s power", "… the greatest power among …" (a draw's "equal to" is
            // not written: the card format reads a draw's expression as X)
            || ((a.kind == ActionKind::GainLife || a.kind == ActionKind::LoseLife) && greatestOrSource(a.amountOf->kind))
            // round 21: "each opponent loses life equal to the number of Vampires you control"
            // round 23: "you may gain life equal to the number of Allies you control" (Ondu Cleric)
            || ((a.kind == ActionKind::LoseLife || a.kind == ActionKind::GainLife) && a.amountOf->kind == Expr::Kind::Count
                && a.amount.n == 0 && !a.amount.x)
            // round 17: "life equal to that creature's toughness", the trigger event's object; round 19: the
            // one target's ("its toughness", "its power plus its toughness")
            || ((a.kind == ActionKind::GainLife || a.kind == ActionKind::LoseLife) && ofTheTarget(*a.amountOf))
            || (a.kind == ActionKind::LoseLife && a.amountOf->kind == Expr::Kind::LifeLostThisTurn && a.amount.n == 0));   // round 34
    // Damage counted as it resolves, "equal to …" or "X damage …, where X is …" (`where_x`): Archery
    // Training's quoted "the number of arrow counters on Archery Training" (607.2), Harpoon Sniper's count.
    // Round 21: a prevention's "next X damage …, where X is …" (Battlefield Medic) too.
    // Round 23: each opponent's own count too ("equal to the number of lands that player controls").
    const bool countedDamage = (a.kind == ActionKind::Damage || a.kind == ActionKind::DamageEachOpponent
                                   || (a.kind == ActionKind::PreventDamage && !a.nextTime))
        && a.amountOf && !thatMuch && a.amount.n == 0;
    // Round 23: a mill's "X cards, where X is …" (Dreadwaters), read back as X counted as it resolves.
    // Round 32: "scry X, where X is …" (Oath of Jace) and "bolster X, where X is …" (Dragonscale General) alike.
    const bool countedMill = (a.kind == ActionKind::Mill || a.kind == ActionKind::Scry || a.kind == ActionKind::Bolster || a.kind == ActionKind::Amass)
        && a.amountOf && a.amount.x;
    if (thatMuch || countedDamage || countedMill)
        o[kind] = expr(*a.amountOf, ok);
    if (thatMuch && a.amount.x && (a.kind == ActionKind::GainLife || a.kind == ActionKind::LoseLife))   // round 23
        o[QStringLiteral("where_x")] = true;
    const bool counted = (a.kind == ActionKind::GainLife || a.kind == ActionKind::Draw
                             || ((a.kind == ActionKind::LoseLife || a.kind == ActionKind::Damage)   // rounds 27, 28
                                 && a.amount.n > 0)   // "for each"
                             || (a.kind == ActionKind::Mill && a.amount.n > 0 && !a.amount.x))   // round 28
        && a.amountOf && !thatMuch && countedGainOrDraw(a, &o, ok);
    if (countedDamage && a.amount.x)
        o[QStringLiteral("where_x")] = true;
    const bool thatManyCounters = (a.kind == ActionKind::PutCounter || a.kind == ActionKind::RemoveCounter) && a.amountOf;
    // its amount and "tapped" are above; so is counted mana
    const bool amountAbove = a.kind == ActionKind::CreateToken || a.kind == ActionKind::AddMana
        || a.kind == ActionKind::ExtraTurn;   // round 44: Sage of Hours' counted turns
    if ((a.amountOf && !thatMuch && !countedDamage && !countedMill && !thatManyCounters && !costPerObject && !costX
            && a.kind != ActionKind::LookAtTop && a.kind != ActionKind::UnlessPays
            && a.kind != ActionKind::SearchLibrary && !amountAbove && !counted)
        || (a.tapped && a.kind != ActionKind::SearchBasicLand && a.kind != ActionKind::SearchLandType
            && a.kind != ActionKind::SearchLibrary && a.kind != ActionKind::ReturnToBattlefield
            && a.kind != ActionKind::ReturnFromGraveyard && a.kind != ActionKind::LookAtTop && !amountAbove))
        *ok = false;
    return o;
}

}   // namespace

QJsonArray actions(const QVector<Action>& list, bool* ok)
{
    QJsonArray out;
    for (const Action& a : list)
        out << action(a, ok);
    return out;
}

}   // namespace strata::import::cardjson
