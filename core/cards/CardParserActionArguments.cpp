#include "CardParser.h"
#include "text/LifePayment.h"
#include <QRegularExpression>

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

// Extra turns and skips a card gives at once (Time Stretch's two; no card gives more than a few): a bound
// that keeps a hand-made card file from making the event player pass over billions of turns.
constexpr int kMaxTurnsAtOnce = 100;

}   // namespace

// The argument of each kind of action: what it acts on, how many, and the kind's own keys.
bool CardParser::actionArgument(const JsonValue& v, const QString& path, Action* out)
{
    const int before = m_diags->size();
    auto object = [&](const JsonValue& at, const QString& p) {
        if (auto s = selector(at, p))
            out->object = *s;
    };
    switch (out->kind) {
    case ActionKind::Continuous:
        break;   // read by continuous()
    case ActionKind::AddMana:
        if (m_r.expect(v, T::String, path)) {
            out->text = v.toString();
            out->mana = out->text == "any_color" ? Action::Mana::AnyColor
                : out->text == "chosen_color"    ? Action::Mana::ChosenColor
                                                 : Action::Mana::Symbols;
            if (out->text == "any_type_a_land_you_control_could_produce") {   // Reflecting Pool (106.7)
                Selector lands;
                lands.types = quint16(CardType::Land);
                lands.controller = Selector::Who::You;
                out->mana = Action::Mana::AnyTypeLandsCouldProduce;
                out->object = lands;
                out->text.clear();
            }
            if (out->text == "any_type_that_land_produced") {   // a mana trigger's land (605.1b, 106.7)
                Selector land;
                land.ref = Selector::Ref::It;
                out->mana = Action::Mana::AnyTypeLandsCouldProduce;
                out->object = land;
                out->text.clear();
            }
        }
        break;
    case ActionKind::AddManaChoice:
        if (m_r.expect(v, T::Array, path))
            for (int i = 0; i < v.size(); ++i)
                if (m_r.expect(v.at(i), T::String, JsonReader::item(path, i)))
                    out->manaChoices << v.at(i).toString();
        break;
    case ActionKind::Draw:
        if (v.isObject()) {   // "draw that many cards": {"event_amount": true}
            out->amount = Amount{true, 0};
            out->amountOf = expr(v, path);
            break;
        }
        if (auto n = amount(v, path))   // round 24: or "x", the spell's X ("Draw X cards.", 107.3a)
            out->amount = *n;
        break;
    case ActionKind::LookTopTakeArtifact:
        if (auto n = wholeNumber(v, path))
            out->amount = Amount::number(*n);
        break;
    case ActionKind::Damage:
    case ActionKind::DamageEachOpponent:   // round 23: "equal to the number of lands that player controls"
    case ActionKind::GainLife:
    case ActionKind::LoseLife:
        // An amount the card computes ("life equal to its power") is an expression object.
        if (v.isObject()) {
            out->amountOf = expr(v, path);
            break;
        }
        if (auto n = amount(v, path))
            out->amount = *n;
        break;
    case ActionKind::Mill:
    case ActionKind::Scry:   // round 32: "scry X, where X is …" (Oath of Jace)
        if (v.isObject()) {   // round 23: "mills X cards, where X is …", counted as it resolves (608.2h)
            out->amountOf = expr(v, path);
            out->amount = Amount{true, 0};
            break;
        }
        [[fallthrough]];
    case ActionKind::ExileTop:   // 406.3: the cards exiled from the top
        if (auto n = amount(v, path))
            out->amount = *n;
        break;
    case ActionKind::WinGame:
    case ActionKind::LoseGame:
    case ActionKind::LookAtHand:   // whose hand: the action's "who"
    case ActionKind::EndTheTurn:
    case ActionKind::EachPlayerLosesHalfLife:
    case ActionKind::SearchBasicLandToHand:
        if (!v.isBool() || !v.toBool())
            m_r.error(v, path, QStringLiteral("expected true"));
        break;
    case ActionKind::Drain:
        out->drain = expr(v, path);
        break;
    case ActionKind::Sacrifice:
    case ActionKind::Exile:
    case ActionKind::ReturnToBattlefield:
    case ActionKind::DiscardChosen:
    case ActionKind::Destroy:
    case ActionKind::Tap:
    case ActionKind::Untap:
    case ActionKind::TapOrUntap:   // the resolve event's choices.mode: 1 taps, 2 untaps
    case ActionKind::DontUntapNext:
    case ActionKind::Transform:
    case ActionKind::ReturnFromGraveyard:
    case ActionKind::ReturnToHand:
    case ActionKind::Regenerate:
    case ActionKind::CounterSpell:
    case ActionKind::Explore:
    case ActionKind::Fight:         // with "to": the creature it fights (701.14a)
    case ActionKind::PowerDamage:   // with "to": what it deals damage to
    case ActionKind::Flip:           // 710: the flip card flipped
    case ActionKind::TurnFaceDown:   // 708.2: the permanent turned face down
        object(v, path);
        break;
    case ActionKind::PreventDamage:
        if (v.isString() && v.toString() == QLatin1String("next_time")) {   // 615.7: "source" names the source
            out->nextTime = true;
            break;
        }
        [[fallthrough]];
    case ActionKind::Discard:
    case ActionKind::DiscardRandom:   // 701.8a: the cards the resolve event names stand for the random ones
        // "a number of cards equal to the sacrificed creature's power"; round 21: a prevention's "where X is …"
        if ((out->kind == ActionKind::Discard || out->kind == ActionKind::PreventDamage) && v.isObject()) {
            out->amountOf = expr(v, path);
            break;
        }
        if (auto n = amount(v, path))
            out->amount = *n;
        break;
    case ActionKind::RemoveCounterOrSacrifice:
        if (m_r.expect(v, T::String, path))
            out->counters = Counters{v.toString(), Amount::number(1)};
        break;
    case ActionKind::SacrificeUnlessPay:   // mana, or "its_mana_cost": the permanent's own (round 38, 202.1)
        if (v.isString() && v.toString() == QLatin1String("its_mana_cost"))
            out->text = v.toString();
        else
            manaText(v, path, &out->text);
        break;
    case ActionKind::CreateToken:
        // A token of the card library by name, or one the card defines (111.2): a face of its own.
        if (v.isObject()) {
            auto token = std::make_shared<Card>();
            token->token = true;
            if (face(v, path, &token->front, true)) {
                out->text = token->front.name;
                out->token = token;
            }
        } else if (m_r.expect(v, T::String, path)) {
            out->text = v.toString();
        }
        break;
    case ActionKind::PayMana:   // round 40: or life, "2 life" (119.4)
        if (v.isString() && lifePaid(v.toString()))
            out->text = v.toString();
        else
            manaText(v, path, &out->text);
        break;
    case ActionKind::SkipTurns:   // 614.10: the number of next occurrences skipped
    case ActionKind::SkipUntapSteps:
    case ActionKind::SkipDrawSteps:
    case ActionKind::SkipCombatPhases:
        if (auto n = wholeNumber(v, path); n && *n > 0 && *n <= kMaxTurnsAtOnce)
            out->amount = Amount::number(*n);
        else if (n)
            m_r.error(v, path, QStringLiteral("expected a number of occurrences from 1 to %1").arg(kMaxTurnsAtOnce));
        break;
    case ActionKind::GetEnergy:
    case ActionKind::PayEnergy:
    case ActionKind::Surveil:
    case ActionKind::Monstrosity:
    case ActionKind::Bolster:
    case ActionKind::Amass:
    case ActionKind::Adapt:
    case ActionKind::Support:
        if ((out->kind == ActionKind::Bolster || out->kind == ActionKind::Amass) && v.isObject()) {   // rounds 32, 38: "… X, where X is …"
            out->amountOf = expr(v, path);
            out->amount = Amount{true, 0};
            break;
        }
        if (auto n = wholeNumber(v, path))
            out->amount = Amount::number(*n);
        if (out->kind == ActionKind::Support) {   // 701.41a: the ability's targets get the counters
            Selector them;
            them.ref = Selector::Ref::Targets;
            out->object = them;
        }
        break;
    case ActionKind::ExtraTurn:
        // 500.7: a number of extra turns ("takes two extra turns after this one"), or true for one; round 44: an
        // amount counted as it resolves (Sage of Hours: {"whole_groups_of": …})
        if (v.isObject()) {
            out->amountOf = expr(v, path);
            out->amount = Amount::number(0);
            break;
        }
        if (v.isNumber()) {
            if (auto n = wholeNumber(v, path); n && *n > 0 && *n <= kMaxTurnsAtOnce)
                out->amount = Amount::number(*n);
            else
                m_r.error(v, path, QStringLiteral("expected true or a number of turns from 1 to %1").arg(kMaxTurnsAtOnce));
            break;
        }
        out->amount = Amount::number(1);
        [[fallthrough]];
    case ActionKind::PreventCombatDamage:
    case ActionKind::BecomeMonarch:
    case ActionKind::Investigate:
    case ActionKind::Proliferate:
    case ActionKind::Populate:
    case ActionKind::ExileGraveyard:
    case ActionKind::DiscardHand:
    case ActionKind::ShuffleGraveyardIntoLibrary:   // 701.24: "who" shuffles their graveyard in
        if (out->kind != ActionKind::DiscardHand && v.isString()) {
            // round 33: "hand_and_graveyard", "each player shuffles their hand and graveyard …" (Timetwister),
            // "exile all cards from target player's hand and graveyard" (Identity Crisis)
            if (v.toString() != QLatin1String("hand_and_graveyard"))
                m_r.error(v, path, QStringLiteral("expected true or \"hand_and_graveyard\""));
            out->text = v.toString();
            break;
        }
        [[fallthrough]];
    case ActionKind::ShuffleLibrary:                // 701.24: "who" shuffles their library
    case ActionKind::Clash:                         // 701.30: "effect" is done if you win
    case ActionKind::ChooseOne:                     // "effect": the alternatives, one of which is done
        if (!v.isBool() || !v.toBool())
            m_r.error(v, path, QStringLiteral("expected true"));
        break;
    case ActionKind::CreateEmblem:   // 114.2, 114.3: an emblem has its abilities and nothing else
        if (m_r.expect(v, T::Object, path)) {
            m_r.checkKeys(v, {"abilities"}, path);
            auto emblem = std::make_shared<Card>();
            abilities(v, "abilities", path, &emblem->front.abilities);
            if (emblem->front.abilities.isEmpty())
                m_r.error(v, path, QStringLiteral("an emblem has at least one ability"));
            out->token = emblem;
        }
        break;
    case ActionKind::CastWithoutPaying:    // 601.2: the card cast (a card in your hand)
    case ActionKind::PutOnLibrary:
    case ActionKind::ShuffleIntoLibrary:   // 701.24: the object shuffled in
    case ActionKind::RemoveFromCombat:     // 506.4: the creature removed
    case ActionKind::Detain:               // 701, detain: the permanent detained
    case ActionKind::ChangeTarget:         // 115.7a: the spell or ability whose target changes
    case ActionKind::CreateTokenCopy:      // 707.2: the object copied
    case ActionKind::CopySpell:            // 707.10: the spell copied
    case ActionKind::Goad:   // 701.15a: the creature goaded
    case ActionKind::Attach:   // 701.3a: the Aura attached ("self"), with "to": what it is attached to
        object(v, path);
        break;
    case ActionKind::Unattach:             // round 41 (701.3d)
    case ActionKind::ExchangeLifeTotals:   // with whom: the action's "who"; round 41, ~'s power or toughness
        unattachOrExchange(v, path, out);
        break;
    case ActionKind::PutCounter:
    case ActionKind::RemoveCounter: {   // 122.8: the counters removed, "on" the object they are on
        Selector on;
        // Counters put on players (122.1) have no "on": the action's "who" names the players.
        const bool onPlayers = out->kind == ActionKind::PutCounter && v.isObject() && !v.find("on") && !out->who.isEmpty();
        if (auto c = counters(v, path, !onPlayers, &on)) {
            out->counters = *c;
            if (!onPlayers)
                out->object = on;
            // "put that many +1/+1 counters on ~": {"event_amount": true} (122.6); "remove all +1/+1
            // counters from ~": the counters on ~ ({"counters_on_source": "+1/+1"})
            if (const JsonValue* n = v.find("n"); n && n->isObject() && !onPlayers)
                out->amountOf = expr(*n, JsonReader::child(path, "n"));
        }
        break;
    }
    case ActionKind::SearchBasicLand:
        if (m_r.expect(v, T::String, path)) {
            out->controllerOfTarget = v.toString() == "controller_of_target";
            if (!out->controllerOfTarget && v.toString() != "you")
                m_r.error(v, path, QStringLiteral("expected \"you\" or \"controller_of_target\""));
        }
        break;
    case ActionKind::SearchLandType: {
        bool chosen = false;
        subtypes(v, path, &out->landTypes, &chosen);
        break;
    }
    case ActionKind::ExileFromGraveyard:
        if (m_r.expect(v, T::Object, path)) {
            m_r.checkKeys(v, {"n", "filter"}, path);
            if (const JsonValue* n = v.find("n")) {
                if (auto count = amount(*n, JsonReader::child(path, "n")))
                    out->amount = *count;
            } else {
                m_r.error(v, JsonReader::child(path, "n"), QStringLiteral("missing required key \"n\""));
            }
            if (const JsonValue* f = v.find("filter"))
                object(*f, JsonReader::child(path, "filter"));
            else
                m_r.error(v, JsonReader::child(path, "filter"), QStringLiteral("missing required key \"filter\""));
        }
        break;
    case ActionKind::SearchLibrary:
    case ActionKind::LookAtTop:
    case ActionKind::RevealUntil:       // CardParserLibrary.cpp
    case ActionKind::ExileTopMayPlay:
        libraryArgument(v, path, out);
        break;
    case ActionKind::FlipCoin: {   // 705: {"win": [actions], "lose": [actions]}, either may be left out
        if (!m_r.expect(v, T::Object, path))
            return false;
        m_r.checkKeys(v, {"win", "lose"}, path);
        for (const char* key : {"win", "lose"}) {
            if (!v.find(key))
                continue;
            QVector<Action> branch;
            if (actions(v, QLatin1String(key), path, &branch))
                for (Action& a : branch) {
                    (key[0] == 'w' ? a.ifYouDo : a.ifYouDont) = true;   // the writer's and performer's marks
                    out->nested << a;
                }
        }
        if (out->nested.isEmpty())
            m_r.error(v, path, QStringLiteral("expected \"win\" or \"lose\""));
        break;
    }
    case ActionKind::UnlessPays: {   // 118.12: {"cost": "{1}", "who": …, "effect": [one action]}
        if (!m_r.expect(v, T::Object, path))
            return false;
        m_r.checkKeys(v, {"cost", "who", "effect", "for_each"}, path);
        if (const JsonValue* parts = v.find("cost"); parts && parts->isArray()) {
            // A payment other than mana or life: cost parts, as an activated ability's (118.12)
            costParts(*parts, JsonReader::child(path, "cost"), &out->unlessPayment);
            if (out->unlessPayment.size() != 1)
                m_r.error(*parts, JsonReader::child(path, "cost"), QStringLiteral("expected one cost part"));
        } else if (auto cost = m_r.string(v, "cost", path, true)) {
            static const QRegularExpression life(QStringLiteral("^\\d+ life$"));
            if (life.match(*cost).hasMatch())
                out->text = *cost;
            else
                manaText(*v.find("cost"), JsonReader::child(path, "cost"), &out->text);
        }
        if (auto who = m_r.string(v, "who", path, false)) {
            static const QStringList payers = {"controller_of_target", "controller_of_that", "that_player", "any_player", "they"};
            if (!payers.contains(*who))
                m_r.error(*v.find("who"), JsonReader::child(path, "who"),
                    QStringLiteral("expected \"controller_of_target\", \"controller_of_that\", \"that_player\", \"any_player\" or "
                                   "\"they\"; leave it out for \"you\""));
            out->who = *who;
        }
        if (const JsonValue* each = v.find("for_each")) {   // round 37: the mana once for each (Energy Vortex)
            out->amountOf = expr(*each, JsonReader::child(path, "for_each"));
            if (out->text.isEmpty() || out->text.endsWith(QLatin1String(" life")))
                m_r.error(*each, JsonReader::child(path, "for_each"), QStringLiteral("\"for_each\" goes with a mana cost"));
        }
        actions(v, "effect", path, &out->nested);
        // Round 32: or two with a payment of permanents or cards ("sacrifice ~ and it deals 6 damage to you
        // unless you sacrifice an Island", Elder Spawn); round 35, or with mana: "that player may pay {3}. If they
        // don't, ~ deals 2 damage to that player and you tap that creature." (Mind Whip).
        if (out->nested.size() != 1 && out->nested.size() != 2)
            m_r.error(v, path, QStringLiteral("\"effect\" holds the one action done unless the cost is paid"));
        break;
    }
    case ActionKind::Delayed:
        if (!m_r.expect(v, T::Object, path))
            return false;
        m_r.checkKeys(v, {"event", "effect", "if"}, path);
        if (auto ev = m_r.string(v, "event", path, true)) {
            if (auto known = fromCanonicalName<TriggerEvent>(*ev))
                out->event = *known;
            else
                m_r.error(*v.find("event"), JsonReader::child(path, "event"),
                    QStringLiteral("unknown event \"%1\"").arg(*ev));
        }
        if (const JsonValue* c = v.find("if"))
            out->condition = condition(*c, JsonReader::child(path, "if"));
        actions(v, "effect", path, &out->nested);
        break;
    }
    return m_diags->size() == before;
}

}   // namespace strata
