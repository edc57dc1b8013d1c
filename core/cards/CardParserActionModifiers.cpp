#include "CardParser.h"

// The keys beside an action's kind, read after the kind's own argument (CardParserActions.cpp).

namespace strata {

using io::JsonValue;

// The keys beside an action's kind: "to" (whom it deals damage to), "no_regenerate", "who" (which
// player does it), "tapped", "optional" ("you may", chosen on resolution) and "with_counters".
bool CardParser::actionModifiers(const JsonValue& action, const QString& path, Action* out)
{
    const int before = m_diags->size();
    const ActionKind k = out->kind;
    if (const JsonValue* to = action.find("to"))
        out->to = selector(*to, JsonReader::child(path, "to"));
    out->noRegenerate = m_r.boolean(action, "no_regenerate", path).value_or(false);
    out->optional = m_r.boolean(action, "optional", path).value_or(false);
    out->ifYouDo = m_r.boolean(action, "if_you_do", path).value_or(false);
    out->ifYouDont = m_r.boolean(action, "if_you_dont", path).value_or(false);
    out->otherwise = m_r.boolean(action, "otherwise", path).value_or(false);
    if (const JsonValue* c = action.find("condition")) {   // "If this spell was kicked, …" (702.33d)
        if (k == ActionKind::Delayed)
            m_r.error(*c, JsonReader::child(path, "condition"), QStringLiteral("a delayed trigger's condition is its \"if\""));
        else
            out->condition = condition(*c, JsonReader::child(path, "condition"));
    }
    out->then = m_r.boolean(action, "then", path).value_or(false);
    // Stop 48, 615.12: "The damage can't be prevented." of a damage instruction (Combust).
    out->cantBePrevented = m_r.boolean(action, "cant_be_prevented", path).value_or(false);
    if (out->cantBePrevented && k != ActionKind::Damage)
        m_r.errorAtKey(action, QStringLiteral("cant_be_prevented"), JsonReader::child(path, "cant_be_prevented"),
            QStringLiteral("only \"damage\" takes \"cant_be_prevented\""));
    if (const JsonValue* instead = action.find("instead")) {   // round 24: done instead of the paragraph before
        const auto order = m_r.string(action, "instead", path, true);
        const std::optional<Action::Instead> read = order ? insteadOrder(*order) : std::nullopt;
        if (!read || !out->condition)
            m_r.error(*instead, JsonReader::child(path, "instead"),
                QStringLiteral("\"instead\" is \"condition_last\", \"condition_first\" or \"instead_first\", with a \"condition\""));
        else
            out->instead = *read;
    }
    if (const auto faceDown = m_r.boolean(action, "face_down", path); faceDown && *faceDown) {   // 406.3, 708.2a
        if (k != ActionKind::ExileTop && k != ActionKind::ReturnToBattlefield)
            m_r.error(*action.find("face_down"), JsonReader::child(path, "face_down"),
                QStringLiteral("only \"exile_top\" and \"return_to_battlefield\" take \"face_down\""));
        out->faceDown = true;
    }
    if (const auto whereX = m_r.boolean(action, "where_x", path); whereX && *whereX) {
        // "~ deals X damage to …, where X is …", "put X +1/+1 counters on …, where X is …": the wording
        // of an amount the card computes; round 23: "you gain X life, where X is its toughness", "each
        // opponent loses X life, where X is your devotion to black", "draw X cards, where X is …".
        const bool takesX = k == ActionKind::Damage || k == ActionKind::PutCounter || k == ActionKind::PreventDamage
            || k == ActionKind::GainLife || k == ActionKind::LoseLife || k == ActionKind::Draw;
        if (!takesX || !out->amountOf)
            m_r.error(*action.find("where_x"), JsonReader::child(path, "where_x"),
                QStringLiteral("only \"damage\", \"put_counter\", \"prevent_damage\", \"gain_life\", \"lose_life\" or "
                               "\"draw\" with an expression takes \"where_x\""));
        out->amount = Amount{true, 0};
    }
    // Round 23: the wording of a gain or a draw counted as it resolves (608.2h): "per_object" N is "N life
    // for each …" / "draw N cards for each …" (the count N times), "equal_to" a draw's "draw cards equal to …".
    // Round 27: a loss's too ("that player loses 1 life for each artifact they control"); round 28, a mill's
    // ("mill a card for each shred counter on ~") and damage's ("~ deals 1 damage to target opponent for each
    // creature card in your graveyard").
    {
        const bool fits = (out->kind == ActionKind::GainLife || out->kind == ActionKind::Draw
                              || out->kind == ActionKind::LoseLife || out->kind == ActionKind::Mill
                              || out->kind == ActionKind::Damage)
            && out->amountOf;
        if (const JsonValue* per = action.find("per_object")) {
            const auto n = wholeNumber(*per, JsonReader::child(path, "per_object"));
            if (!fits || out->amountOf->kind == Expr::Kind::Sum || !n || *n < 1) {
                m_r.error(*per, JsonReader::child(path, "per_object"),
                    QStringLiteral(
                        "only \"gain_life\", \"lose_life\", \"damage\", \"draw\" or \"mill\" with a count takes \"per_object\", a number from 1"));
            } else {
                out->amount = Amount::number(*n);
            }
            if (n && *n > 1 && out->amountOf && out->amountOf->kind != Expr::Kind::Sum) {
                Expr sum;
                sum.kind = Expr::Kind::Sum;
                sum.args = QVector<Expr>(*n, *out->amountOf);
                out->amountOf = sum;
            }
        }
        if (const auto equal = m_r.boolean(action, "equal_to", path); equal && *equal) {
            if (out->kind != ActionKind::Draw || !out->amountOf)
                m_r.error(*action.find("equal_to"), JsonReader::child(path, "equal_to"),
                    QStringLiteral("only \"draw\" with an expression takes \"equal_to\""));
            out->amount = Amount::number(0);
        }
    }
    // 610.3c: "exile … until ~ leaves the battlefield"; stop 50: "… until an opponent becomes the monarch" (610.3)
    if (action.find("until")) {
        const auto until = m_r.string(action, "until", path, true);
        const auto d = until ? fromCanonicalName<Duration>(*until) : std::nullopt;
        if (k != ActionKind::Exile || (d != Duration::UntilSourceLeaves && d != Duration::UntilOpponentBecomesMonarch))
            m_r.error(*action.find("until"), JsonReader::child(path, "until"),
                QStringLiteral("only \"exile\" takes \"until\": \"until_source_leaves\" or \"until_opponent_becomes_monarch\""));
        else
            out->duration = *d;
    }
    if (const auto divided = m_r.boolean(action, "divided", path); divided && *divided) {   // 601.2d
        // round 30: a prevention's too, "Prevent the next 4 damage … to any number of targets, divided as you
        // choose" (Embolden)
        if (k != ActionKind::Damage && k != ActionKind::PreventDamage)
            m_r.error(*action.find("divided"), JsonReader::child(path, "divided"),
                QStringLiteral("only \"damage\" and \"prevent_damage\" take \"divided\""));
        out->divided = true;
    }
    if (auto each = m_r.boolean(action, "each_player", path)) {
        if (k != ActionKind::Damage)
            m_r.error(*action.find("each_player"), JsonReader::child(path, "each_player"),
                QStringLiteral("only \"damage\" takes \"each_player\""));
        out->eachPlayer = *each;
    }
    if (const JsonValue* removed = action.find("for_each_removed"); removed && k == ActionKind::AddMana) {
        // Storage lands: one symbol for each counter of that kind the cost removed (X, 107.3a).
        if (const auto kind = m_r.string(action, "for_each_removed", path, true)) {
            out->amount.x = true;
            out->counters = Counters{*kind, Amount{true, 0}};
        }
    }
    if (k == ActionKind::AddMana && out->mana == Action::Mana::Symbols) {   // "add {G} for each Elf you control"
        if (const JsonValue* n = action.find("n"); n && n->isObject()) {   // counted as it resolves (608.2h)
            out->amountOf = expr(*n, JsonReader::child(path, "n"));
            out->amount = Amount::number(1);
        }
    }
    // "two mana of any one color"; round 39, "three mana of that type" (Incubation Druid)
    if (k == ActionKind::AddMana
        && (out->mana == Action::Mana::AnyColor || out->mana == Action::Mana::AnyTypeLandsCouldProduce)) {
        if (const JsonValue* n = action.find("n"))   // round 37: or "x", the ability's X (Springjack Pasture)
            if (auto count = amount(*n, JsonReader::child(path, "n")))
                out->amount = *count;
        if (const JsonValue* x = action.find("x")) {   // "add X mana of any one color, where X is …"
            out->amount = Amount{true, 0};
            out->amountOf = expr(*x, JsonReader::child(path, "x"));
        }
    }
    // How many tokens or copies of a spell: one unless "n" says.
    if (k == ActionKind::CreateToken || k == ActionKind::CreateTokenCopy || k == ActionKind::CopySpell) {
        out->amount = Amount::number(1);
        const JsonValue* n = action.find("n");
        if (n && n->isObject() && k == ActionKind::CreateToken)   // "for each …", counted as it resolves (608.2h)
            out->amountOf = expr(*n, JsonReader::child(path, "n"));
        else if (n)
            if (auto count = amount(*n, JsonReader::child(path, "n")))
                out->amount = *count;
    }
    if (const JsonValue* x = action.find("x")) {   // "…, where X is …": X tokens, or an X/X token
        const QString p = JsonReader::child(path, "x");
        const bool xPowerToughness = out->token && out->token->front.power && out->token->front.power->text == QLatin1String("X");
        if (k == ActionKind::AddMana && out->mana == Action::Mana::AnyColor)
            ;   // read above
        else if (k != ActionKind::CreateToken || (!out->amount.x && !xPowerToughness) || out->amountOf)
            m_r.error(*x, p, QStringLiteral("only \"create_token\" of X tokens or an X/X token takes \"x\""));
        else
            out->amountOf = expr(*x, p);
    }
    if (const JsonValue* ex = action.find("except")) {   // a token copy's exceptions (707.9)
        CopyExceptions except;
        if (k != ActionKind::CreateTokenCopy)
            m_r.error(*ex, JsonReader::child(path, "except"), QStringLiteral("only \"create_token_copy\" takes \"except\""));
        else if (copyExceptions(*ex, JsonReader::child(path, "except"), &except) && !except.isEmpty())
            out->copyExcept = QSharedPointer<const CopyExceptions>::create(except);
    }
    if (auto bottom = m_r.boolean(action, "bottom", path)) {
        if (k != ActionKind::PutOnLibrary)
            m_r.error(*action.find("bottom"), JsonReader::child(path, "bottom"),
                QStringLiteral("only \"put_on_library\" takes \"bottom\""));
        else if (*bottom)
            out->text = QStringLiteral("bottom");
    }
    if (auto fromGraveyard = m_r.boolean(action, "from_graveyard", path)) {
        if ((k != ActionKind::ReturnToHand && k != ActionKind::ReturnToBattlefield) || !out->object
            || out->object->ref != Selector::Ref::Self)
            m_r.error(*action.find("from_graveyard"), JsonReader::child(path, "from_graveyard"),
                QStringLiteral("only \"return_to_hand\" or \"return_to_battlefield\" of \"self\" takes \"from_graveyard\""));
        else if (*fromGraveyard)
            out->text = QStringLiteral("graveyard");   // 113.6k: an ability of the card in a graveyard
    }
    // Round 39: "put ~ from exile onto the battlefield" (Torrent Elemental): an ability of the card in exile (113.6k).
    if (auto fromExile = m_r.boolean(action, "from_exile", path)) {
        if (k != ActionKind::ReturnToBattlefield || !out->object || out->object->ref != Selector::Ref::Self)
            m_r.error(*action.find("from_exile"), JsonReader::child(path, "from_exile"),
                QStringLiteral("only \"return_to_battlefield\" of \"self\" takes \"from_exile\""));
        else if (*fromExile)
            out->text = QStringLiteral("exile");
    }
    if (k == ActionKind::PutOnLibrary && out->text.isEmpty())
        out->text = QStringLiteral("top");
    // Round 34: "put target nonland permanent into its owner's library third from the top" (Teferi, Hero of
    // Dominaria): the place from the top, in the action's amount (401.4).
    // Round 36: a card chosen from a hand put into its owner's library (Lost Hours), which the hand revealed.
    const JsonValue* toLibrary = action.find("destination");
    const bool handToLibrary = k == ActionKind::DiscardChosen && toLibrary && toLibrary->isString()
        && toLibrary->toString() == QLatin1String("library");
    // Round 37: or the hand of the event's player, revealed rather than looked at (Ghastlord of Fugue).
    const bool eventPlayersHand = k == ActionKind::DiscardChosen && action.find("who");
    // Round 45: or every card of a kind discarded from the revealed hand (Amnesia).
    const bool discardsAll = k == ActionKind::DiscardChosen && action.find("each");
    // Round 43: a hand shown to every player rather than looked at (701.16a): "target player reveals their hand".
    if (const JsonValue* reveal = action.find("reveal")) {
        if (!handToLibrary && !eventPlayersHand && !discardsAll && k != ActionKind::LookAtHand)
            m_r.error(*reveal, JsonReader::child(path, "reveal"),
                QStringLiteral("only \"look_at_hand\", or \"discard_chosen\" with \"destination\": \"library\", \"who\" or "
                               "\"each\", takes \"reveal\""));
        out->reveal = m_r.boolean(action, "reveal", path).value_or(false);
    }
    if (auto fromTop = m_r.integer(action, "from_top", path, false, 2, 100)) {
        if ((k != ActionKind::PutOnLibrary || out->text != QLatin1String("top")) && !handToLibrary)
            m_r.error(*action.find("from_top"), JsonReader::child(path, "from_top"),
                QStringLiteral("only \"put_on_library\" on top takes \"from_top\""));
        else
            out->amount = Amount::number(int(*fromTop));
    }
    if (auto who = m_r.string(action, "who", path, false)) {
        const JsonValue& at = *action.find("who");
        const QString p = JsonReader::child(path, "who");
        const bool playerAction = k == ActionKind::Draw || k == ActionKind::GainLife || k == ActionKind::LoseLife
            || k == ActionKind::Mill || k == ActionKind::Discard || k == ActionKind::DiscardHand
            || k == ActionKind::ExileGraveyard || k == ActionKind::LookAtTop || k == ActionKind::DiscardRandom
            || k == ActionKind::ShuffleGraveyardIntoLibrary || k == ActionKind::ExileTopMayPlay
            || k == ActionKind::ShuffleLibrary || k == ActionKind::ExileTop || k == ActionKind::CreateEmblem
            || k == ActionKind::SearchBasicLand || k == ActionKind::SearchBasicLandToHand   // round 16: another player searches
            || k == ActionKind::ExtraTurn   // round 21: "target player takes an extra turn" (500.7)
            || k == ActionKind::SkipTurns || k == ActionKind::SkipUntapSteps   // stop 49: 614.10
            || k == ActionKind::SkipDrawSteps || k == ActionKind::SkipCombatPhases
            || k == ActionKind::EachPlayerLosesHalfLife;   // round 22: "that player loses half their life"
        // The players of a trigger's event (603.7c): "that_player", "controller_of_it" ("its controller"),
        // "controller_of_that" ("that creature's controller"), "defending_player" (508.5a).
        static const QStringList eventPlayers = {"that_player", "controller_of_it", "controller_of_that", "defending_player"};
        // Round 23: "owner_of_target", "its owner" (108.3): the one target's owner.
        static const QStringList players
            = QStringList{"controller_of_target", "owner_of_target", "target_player", "each_opponent", "each_player",
                  "each_other_player",   // round 26: "each other player", every player but you
                  "each_target_player",   // round 32: each of any number of target players
                  "target_player_or_controller",   // round 34: the target player, or a target planeswalker's controller
                  "each_player_who_cant", "each_opponent_who_cant"}   // round 39: after a sacrifice (Plaguecrafter)
            + eventPlayers;
        if (k == ActionKind::PreventDamage) {   // "prevent the next 2 damage that would be dealt to you this turn"
            // round 28: "each_player" beside "to" ("… to each creature and each player", Kitsune Palliator)
            if (*who != "you" && !(*who == "each_player" && action.find("to")))
                m_r.error(at, p, QStringLiteral("expected \"you\" (\"dealt to you\"), or \"each_player\" with \"to\""));
        } else if (k == ActionKind::Damage) {   // "~ deals 1 damage to you / to that player"
            // round 23: "each_opponent" with an amount the card computes ("equal to your devotion to red");
            // "attacked_by_it", "the player or planeswalker it's attacking" (508.1b)
            // round 29: "controller_of_target" with an amount the card computes, "… to its controller"
            // (Essence Backlash)
            // round 45: "target_player" with an amount the card computes, after "target player reveals their hand"
            // (Inquisition: "… to that player equal to the number of white cards in their hand")
            const bool counted = (*who == "each_opponent" || *who == "controller_of_target" || *who == "target_player") && out->amountOf;
            // stop 48: "controller_of_prevented_source", in a shield's "this_way" (Deflecting Palm, 615.5)
            // round 36: "chosen_player", the player chosen as ~ entered (Stuffy Doll)
            if (*who != "you" && *who != "controller_of_that_target" && *who != "attacked_by_it" && *who != "owner_of_attached"
                && *who != "controller_of_prevented_source" && *who != "chosen_player" && !eventPlayers.contains(*who) && !counted)
                m_r.error(at, p,
                    QStringLiteral("expected \"you\" (\"deals damage to you\"), \"that_player\", \"controller_of_it\", "
                                   "\"controller_of_that\", \"controller_of_that_target\", \"defending_player\", "
                                   "\"attacked_by_it\", \"controller_of_prevented_source\", \"chosen_player\" or, with a computed amount, "
                                   "\"each_opponent\", \"controller_of_target\" or \"target_player\""));
        } else if (k == ActionKind::Untap || k == ActionKind::ReturnToHand
                   || (k == ActionKind::Destroy && out->object && !out->object->isRef())) {
            // "that player untaps / returns a land they control": one they choose; round 34: "target opponent chooses
            // a creature they control. Destroy it." (Wei Assassins), of a kind, never a target
            if (!players.contains(*who))
                m_r.error(at, p, QStringLiteral("expected a player: \"that_player\", \"target_player\", \"each_player\" …"));
        } else if (k == ActionKind::Sacrifice) {   // "target player sacrifices a creature" (701.17)
            if (*who != "you" && !players.contains(*who))   // "you": "sacrifice a creature", one of yours
                m_r.error(at, p, QStringLiteral("expected \"you\", \"target_player\", \"each_opponent\" or \"each_player\""));
        } else if (k == ActionKind::CreateTokenCopy) {   // "its controller creates a token that's a copy of …"
            if (*who != "controller_of_it" && *who != "controller_of_that")
                m_r.error(at, p, QStringLiteral("expected \"controller_of_it\" or \"controller_of_that\""));
        } else if (k == ActionKind::CreateToken) {   // "its controller creates …", "target opponent creates …"
            if (!players.contains(*who) && *who != "controller_of_that_target")
                m_r.error(at, p, QStringLiteral("expected a player: \"controller_of_target\", \"target_player\", "
                                               "\"each_opponent\", \"each_player\" or a player of the event"));
        } else if (k == ActionKind::PutCounter) {   // "defending player gets a poison counter": on players (122.1)
            if ((*who != "you" && !players.contains(*who)) || out->object)
                m_r.error(at, p, QStringLiteral("expected a player, and no \"on\": \"you\", \"each_player\", "
                                               "\"each_opponent\" or a player of the event"));
        } else if (k == ActionKind::ShuffleIntoLibrary) {   // "~'s owner shuffles it into their library"
            if (*who != "owner" && *who != "target_player")   // round 39: "target player shuffles … target cards"
                m_r.error(at, p, QStringLiteral("expected \"owner\" (\"~'s owner shuffles it\") or \"target_player\""));
        } else if (k == ActionKind::SearchLibrary) {   // Extract: "search target player's library"
            // round 32: "each other player may search their library …" (Hired Giant), each their own; round 34: "two
            // target players each search their library …" (Scheming Symmetry)
            // round 38: "search its controller's / owner's graveyard, hand, and library" (Scour, Extirpate)
            if (*who != "target_player" && *who != "each_other_player" && *who != "each_opponent" && *who != "each_target_player"
                && *who != "controller_of_target" && *who != "owner_of_target")
                m_r.error(at, p, QStringLiteral("expected \"target_player\" (\"search target player's library\"), \"each_other_player\", "
                                               "\"each_opponent\", \"each_target_player\", \"controller_of_target\" or \"owner_of_target\""));
        } else if (k == ActionKind::AddMana) {   // a mana trigger's "its controller adds", "that player adds"
            if (*who != "that_player" && *who != "controller_of_it")
                m_r.error(at, p, QStringLiteral("expected \"that_player\" or \"controller_of_it\""));
        } else if (k == ActionKind::DiscardChosen) {   // round 37: a card of the event's player's hand (Ghastlord of Fugue)
            if (*who != "that_player")
                m_r.error(at, p, QStringLiteral("expected \"that_player\""));
        } else if (k == ActionKind::LookAtHand && *who == "controller_of_target") {   // round 27: Lay Bare
        } else if (k == ActionKind::ExchangeLifeTotals && *who == "each_target_player") {   // round 39: Soul Conduit
        } else if (k == ActionKind::LookAtHand || k == ActionKind::ExchangeLifeTotals) {   // whose hand, with whom
            if (*who != "target_player" && *who != "that_player")
                m_r.error(at, p, QStringLiteral("expected \"target_player\" or \"that_player\""));
        } else if (k == ActionKind::Continuous) {   // round 27: "target opponent gains control of ~" (613.1b)
            // round 32: "that player / that source's controller gains control of ~", a player of the event
            // round 34: "chosen_opponent", "an opponent gains control of ~" (Akroan Horse)
            // round 38: "each_player" on what "you own", each object to its owner (Trostani Discordant)
            const bool toOwners = *who == "each_player" && out->continuous && out->continuous->affects && out->continuous->affects->ownerYou;
            if (*who != "target_player" && *who != "that_player" && *who != "controller_of_that" && *who != "chosen_opponent" && *who != "lowest_life" && !toOwners)
                m_r.error(at, p, QStringLiteral("expected \"target_player\", \"that_player\" or \"controller_of_that\" "
                                               "(the player a change of control gives to)"));
        } else if (k == ActionKind::ReturnFromGraveyard) {   // round 34: each card under its owner's control
            if (*who != "owner")
                m_r.error(at, p, QStringLiteral("expected \"owner\" (\"each player returns … from their graveyard\")"));
        } else if (k == ActionKind::ReturnToBattlefield) {
            // round 32: "each other player may put a creature card from their hand onto the battlefield"
            // round 38: "its controller may put …" after an instruction on the one target (Metamorphose)
            const bool fromHands = (*who == "each_other_player" || *who == "each_opponent" || *who == "controller_of_target") && out->object
                && out->object->where == Selector::Where::Specific && out->object->zone == Zone::Hand;
            // round 34: "each player puts a creature card … from their graveyard onto the battlefield"
            const bool fromGraveyards = *who == "each_player" && out->object && out->object->where == Selector::Where::Specific
                && out->object->zone == Zone::Graveyard;
            if (*who != "owner" && !fromHands && !fromGraveyards)
                m_r.error(at, p, QStringLiteral("expected \"owner\" (\"under its owner's control\"); leave it out for \"under your control\""));
        } else if (k == ActionKind::PowerDamage && *who == "controller_of_target" && !action.find("to")) {
            // round 36: "target creature an opponent controls deals damage equal to its power to that player" (Dong Zhou)
        } else if (k == ActionKind::ShuffleGraveyardIntoLibrary && *who == "owner") {   // round 18: ~'s owner (Kozilek)
        } else if (k == ActionKind::RevealUntil && (*who == "controller_of_target" || *who == "target_player")) {
            // round 36: another player reveals their own library (Destroy the Evidence, Mind Funeral)
        } else if (k == ActionKind::Exile && *who == "target_player") {
            // round 34: "target player exiles all land cards from their graveyard" (Mudhole): that player does it
        } else if ((k == ActionKind::GainLife || k == ActionKind::LoseLife) && *who == "controller_of_that_target") {
            // round 20: "that artifact's controller gains life …" (Crumble), the one target's
        } else if (k == ActionKind::Attach && *who == "controller_of_that") {
            // round 38: "that land's controller may attach ~ to a land of their choice" (Kudzu), that player choosing
        } else if (k == ActionKind::PayMana && (*who == "that_player" || *who == "defending_player")) {
            // round 38: "that player may pay {2}" (Unifying Theory), "defending player may pay {U}" (Mtenda Lion)
        } else if (k == ActionKind::Draw && *who == "each_opponent_of_that_player") {
            // round 38: "each of that player's opponents may draw a card" (Heartwood Storyteller)
        } else if (!playerAction) {
            m_r.error(at, p, QStringLiteral("\"%1\" takes no \"who\"").arg(canonicalName(k)));
        } else if (!players.contains(*who)) {
            m_r.error(at, p, QStringLiteral("expected \"controller_of_target\", \"target_player\", \"each_opponent\" or \"each_player\""));
        }
        // "you get an experience counter": "you" is the model's empty `who` (the ability's controller)
        out->who = k == ActionKind::PutCounter && *who == "you" ? QString() : *who;
    }
    if (const JsonValue* cost = action.find("unless_pays")) {   // 701.6a
        const QString p = JsonReader::child(path, "unless_pays");
        if (k != ActionKind::CounterSpell)
            m_r.error(*cost, p, QStringLiteral("only \"counter_spell\" takes \"unless_pays\""));
        else
            manaText(*cost, p, &out->text);
    }
    // 701.6a: where a countered spell goes instead ("exile it instead", "on top of its owner's library instead").
    if (const JsonValue* dest = action.find("destination")) {
        const QString p = JsonReader::child(path, "destination");
        const QString zone = dest->isString() ? dest->toString() : QString();
        if (k != ActionKind::CounterSpell && k != ActionKind::DiscardChosen)
            m_r.error(*dest, p, QStringLiteral("only \"counter_spell\" and \"discard_chosen\" take \"destination\""));
        else if (k == ActionKind::DiscardChosen && zone != QLatin1String("exile") && zone != QLatin1String("library"))
            m_r.error(*dest, p, QStringLiteral("expected \"exile\" (\"you choose … and exile that card\") or \"library\" "
                                               "(round 36: \"put that card on top of that player's library\")"));
        else if (zone != QLatin1String("exile") && zone != QLatin1String("library"))
            m_r.error(*dest, p, QStringLiteral("expected \"exile\" or \"library\" (its top)"));
        else
            out->destination = zoneFromName(zone);
    }
    if (const JsonValue* each = action.find("unless_pays_for_each")) {   // 701.6a: a generic cost per object
        const QString p = JsonReader::child(path, "unless_pays_for_each");
        if (k != ActionKind::CounterSpell || !action.find("unless_pays")) {
            m_r.error(*each, p, QStringLiteral("only \"counter_spell\" with \"unless_pays\" takes \"unless_pays_for_each\""));
        } else if (auto counted = selector(*each, p)) {
            Expr count;
            count.kind = Expr::Kind::Count;
            count.selector = QSharedPointer<Selector>::create(*counted);
            out->amountOf = count;
        }
    }
    if (const JsonValue* x = action.find("unless_pays_x")) {   // round 40: "pays {X}, where X is …" (Spell Rupture)
        if (k != ActionKind::CounterSpell || out->text != QLatin1String("{X}"))
            m_r.error(*x, JsonReader::child(path, "unless_pays_x"), QStringLiteral("only \"counter_spell\" with \"unless_pays\": \"{X}\" takes \"unless_pays_x\""));
        else
            out->amountOf = expr(*x, JsonReader::child(path, "unless_pays_x"));
    }
    if (auto tapped = m_r.boolean(action, "tapped", path)) {
        if (k != ActionKind::ReturnToBattlefield && k != ActionKind::SearchBasicLand && k != ActionKind::SearchLandType
            && k != ActionKind::CreateToken && k != ActionKind::ReturnFromGraveyard)
            m_r.error(*action.find("tapped"), JsonReader::child(path, "tapped"),
                QStringLiteral("\"%1\" puts nothing onto the battlefield").arg(canonicalName(k)));
        out->tapped = *tapped;
    }
    // "tapped and attacking" (508.4); round 34: a card put onto the battlefield so too (Yore-Tiller Nephilim)
    if (auto attacking = m_r.boolean(action, "attacking", path)) {
        if (k != ActionKind::CreateToken && k != ActionKind::ReturnToBattlefield && k != ActionKind::ReturnFromGraveyard)
            m_r.error(*action.find("attacking"), JsonReader::child(path, "attacking"),
                QStringLiteral("only \"create_token\", \"return_to_battlefield\" and \"return_from_graveyard\" take \"attacking\""));
        out->attacking = *attacking;
    }
    // Round 19: "return all … to their owners' hands" (each), "untap up to seven lands" (pick_up_to).
    if (auto each = m_r.boolean(action, "each", path); each && *each) {
        // round 21: "exile all cards from your hand"; round 22: "put all creatures on the bottom of their
        // owners' libraries"
        // round 38: "search … for all cards with the same name as that enchantment" (Scour)
        // round 42: "each player sacrifices all lands they control" (Epicenter)
        // round 45: "reveals their hand and discards all nonland cards" (Amnesia): discard_chosen of every such card
        if (k != ActionKind::ReturnToHand && k != ActionKind::Exile && k != ActionKind::PutOnLibrary && k != ActionKind::SearchLibrary
            && k != ActionKind::Sacrifice && k != ActionKind::DiscardChosen)
            m_r.error(*action.find("each"), JsonReader::child(path, "each"),
                QStringLiteral("only \"return_to_hand\", \"exile\", \"put_on_library\", \"search_library\", \"sacrifice\" and "
                               "\"discard_chosen\" take \"each\""));
        out->each = true;
    }
    // round 20: "tap any number of untapped creatures you control": "pick_up_to": "any_number"; round 36: "sacrifice
    // any number of lands" (Reprocess); round 38: "exile any number of other nontoken creatures you control" (Lumbering Battlement)
    if (const JsonValue* any = action.find("pick_up_to"); any && any->isString() && any->toString() == QLatin1String("any_number")) {
        if (k != ActionKind::Tap && k != ActionKind::Sacrifice && k != ActionKind::Exile)
            m_r.error(*any, JsonReader::child(path, "pick_up_to"),
                QStringLiteral("only \"tap\", \"sacrifice\" and \"exile\" take \"any_number\""));
        out->pick = Selector::kAnyNumber;
        out->pickUpTo = true;
    }
    for (const char* key : {"pick", "pick_up_to"})
        if (auto n = out->pick == Selector::kAnyNumber ? std::nullopt : m_r.integer(action, key, path, false, 1, 100)) {
            // round 21: Khalni Gem, Nulltread; "look_at_top": how many of the revealed cards that fit its "card"
            // are kept ("up to two")
            // round 36: "choose two cards from it", put on that player's library (Agonizing Memories)
            const bool handToLibrary = k == ActionKind::DiscardChosen && out->destination == Zone::Library;
            if (k != ActionKind::Untap && k != ActionKind::Tap && k != ActionKind::Exile && k != ActionKind::Sacrifice
                && k != ActionKind::ReturnToHand && k != ActionKind::PutOnLibrary && k != ActionKind::LookAtTop && !handToLibrary
                && k != ActionKind::ReturnFromGraveyard   // round 36: Deathpact Angel's Cleric
                && k != ActionKind::ReturnToBattlefield)   // round 39: one linked card (Sisters of Stone Death)
                m_r.error(*action.find(key), JsonReader::child(path, key),
                    QStringLiteral("only \"untap\", \"tap\", \"exile\", \"sacrifice\", \"return_to_hand\", \"put_on_library\", "
                                   "\"return_from_graveyard\", \"return_to_battlefield\" and \"look_at_top\" take \"%1\"")
                        .arg(QLatin1String(key)));
            out->pick = int(*n);
            out->pickUpTo = qstrcmp(key, "pick_up_to") == 0;
        }
    if (const JsonValue* c = action.find("with_counters")) {
        const QString p = JsonReader::child(path, "with_counters");
        if (k != ActionKind::ReturnToBattlefield && k != ActionKind::Exile)   // round 27: exile too
            m_r.error(*c, p, QStringLiteral("only \"return_to_battlefield\" and \"exile\" take \"with_counters\""));
        else if (auto counters = this->counters(*c, p, false, nullptr))
            out->counters = *counters;
    }
    return m_diags->size() == before;
}

// Round 41. "unattach" (701.3d): the attachment's selector, or {"equipment_from": SELECTOR}, every Equipment
// attached to those permanents. "exchange_life_totals": true (with the player "who" names), or "toughness" /
// "power", the life total exchanged with ~'s (701.12).
void CardParser::unattachOrExchange(const JsonValue& v, const QString& path, Action* out)
{
    if (out->kind == ActionKind::Unattach) {
        const JsonValue* from = v.isObject() ? v.find("equipment_from") : nullptr;
        out->text = from ? QStringLiteral("equipment_from") : QString();
        if (auto s = selector(from ? *from : v, from ? JsonReader::child(path, "equipment_from") : path))
            out->object = *s;
        return;
    }
    if (v.isString() && (v.toString() == QLatin1String("toughness") || v.toString() == QLatin1String("power"))) {
        out->text = v.toString();
        out->object = Selector();
        out->object->ref = Selector::Ref::Self;
    } else if (!v.isBool() || !v.toBool()) {
        m_r.error(v, path, QStringLiteral("expected true, \"toughness\" or \"power\""));
    }
}

}   // namespace strata
