#include "Contractions.h"
#include "RulesTextWriter.h"
#include "WrittenAlternatives.h"

namespace strata {
namespace rulestext {

// ---- Actions --------------------------------------------------------------------------------------

QStringList Writer::action(const Action& a, bool optionalFirst)
{
    const bool optional = optionalFirst || a.optional;
    const QString who = playerPhrase(a.who);
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    const Selector none = Selector();
    const Selector& object = a.object ? *a.object : none;
    const QString amount = a.amount.x ? QStringLiteral("X") : QString::number(a.amount.n);
    QStringList out;
    // A creature that died is a card in a graveyard when an action returns it (400.7) or (round 26) exiles it.
    if (m_itDied && object.ref == Selector::Ref::It
        && (a.kind == ActionKind::ReturnToHand || a.kind == ActionKind::ReturnToBattlefield || a.kind == ActionKind::Exile))
        m_itNoun = NP{tr("card"), {}, genderOf("card")};
    switch (a.kind) {
    case ActionKind::Continuous: {
        const ContinuousDef& c = *a.continuous;
        if (becomesEnchantCreatureAura(c)) {   // the licids (layers 4 and 6)
            out << maybe(tr("%1 loses this ability and becomes an Aura enchantment with enchant creature", "a licid")
                             .arg(m_self));
            break;
        }
        if (c.affects && c.affects->ref == Selector::Ref::Self && c.duration == Duration::Indefinite && c.ops.size() == 1
            && c.ops[0].kind == Op::Kind::SetPT && !c.ops[0].power && c.ops[0].toughness) {   // round 36: Wall of Tombstones (613.4b)
            out << maybe(tr("change %1's base toughness to %2", "the source, an amount").arg(m_self, expr(*c.ops[0].toughness)));
            break;
        }
        if (const auto changed = returnedTargetsChanged(c)) {   // round 39: Ever After
            out << maybe(*changed);
            break;
        }
        // "Up to two target creatures each get +1/+0 and gain first strike until end of turn", "any number
        // of target creatures each gain double strike"; but "X target creatures gain islandwalk".
        const bool xTargets = m_targets.size() == 1 && m_targets[0].sel.upToX;
        // Round 34: "up to three target lands you control each become 2/2 Warrior creatures" (Anthousa): an
        // animation, its power and toughness set (613.4b), "each" too.
        const bool animated = std::any_of(c.ops.cbegin(), c.ops.cend(), [](const Op& o) { return o.kind == Op::Kind::SetPT; });
        m_eachTargets = c.affects && c.affects->ref == Selector::Ref::Targets && !c.ops.isEmpty()
            && (c.ops.first().kind == Op::Kind::ModifyPT || (c.ops.first().kind == Op::Kind::AddAbilities && !xTargets)
                || animated);
        const QStringList clauses
            = effectClauses(c.affects ? *c.affects : none, c.ops, Mood::Become, c.duration, std::nullopt, optional);
        m_eachTargets = false;
        return clauses;
    }
    case ActionKind::AddMana:
        if (a.mana == Action::Mana::AnyTypeLandsCouldProduce && a.object && !a.object->isRef()) {   // 106.7
            if (a.object->types == quint16(CardType::Land) && a.object->controller == Selector::Who::You)
                out << maybe(tr("add one mana of any type that a land you control could produce"));
            break;
        }
        if (a.mana == Action::Mana::AnyTypeLandsCouldProduce || m_manaTrigger) {
            out << manaTriggerMana(a, who, optional);
            break;
        }
        if (a.mana == Action::Mana::AnyColor && (a.amount.n > 1 || a.amount.x))   // round 37: X (Springjack Pasture)
            out << maybe(tr("add %1 mana of any one color", "a number").arg(a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n)));
        else if (a.mana == Action::Mana::AnyColor)
            out << maybe(tr("add one mana of any color"));
        else if (a.mana == Action::Mana::ChosenColor)
            out << maybe(tr("add one mana of the chosen color"));
        else if (a.amount.x && !a.counters.kind.isEmpty())   // storage lands; round 42: "Add {W}, then add an additional …"
            out << maybe((a.then ? tr("add an additional %1 for each %2 counter removed this way", "mana symbol, a counter kind")
                                 : tr("add %1 for each %2 counter removed this way", "mana symbol, a counter kind"))
                             .arg(a.text, a.counters.kind));
        else if (!who.isEmpty() && a.text.startsWith(QLatin1Char('{')))   // "that player adds {G}{G}"
            out << tr("%1 adds %2", "a player, mana symbols").arg(who, a.text);
        else
            out << maybe(tr("add %1", "add mana").arg(a.text));
        break;
    case ActionKind::AddManaChoice:
        out << maybe(tr("add %1", "add mana").arg(joinList(a.manaChoices, true)));
        break;
    case ActionKind::Draw: {
        const int n = a.amount.n;
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(n);   // round 24: the spell's X
        if (a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount && who.isEmpty())   // the event's amount
            out << maybe(tr("draw that many cards"));
        else if (!who.isEmpty() && n == 1 && m_drawStep && a.who == QLatin1String("that_player"))
            out << tr("%1 draws an additional card", "a player, in their draw step").arg(who);
        else if (!who.isEmpty() && a.optional && !optionalFirst && !a.amountOf)   // round 18: that player's choice (603.5)
            out << (n == 1 ? tr("%1 may draw a card", "a player").arg(who)
                           : tr("%1 may draw %2 cards", "a player, a number").arg(who, count));
        else if (!who.isEmpty())
            out << (n == 1 ? tr("%1 draws a card", "a player").arg(who)
                           : tr("%1 draws %2 cards", "a player, a number").arg(who, count));
        else if (m_drawStep && !a.amountOf)   // "At the beginning of your draw step, draw an additional card" (504.1)
            out << maybe(n == 1 ? tr("draw an additional card") : tr("draw %1 additional cards").arg(count));
        else
            out << maybe(n == 1 ? tr("draw a card") : tr("draw %1 cards").arg(count));
        break;
    }
    case ActionKind::Mill: {
        const int n = a.amount.n;
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(n);
        if (!who.isEmpty() && a.amount.x && a.amountOf && a.amountOf->kind == Expr::Kind::CountThisWay && !a.amountOf->selector
            && a.amountOf->value == 0)   // round 34: "target player mills that many cards" (Psychic Spiral)
            out << tr("%1 mills that many cards", "a player").arg(who);
        else if (!who.isEmpty() && a.amount.x && a.amountOf && optional)   // round 34: Cloudhoof Kirin (603.5)
            out << tr("you may have %1 mill X cards, where X is %2", "a player, an amount").arg(who, expr(*a.amountOf));
        else if (!who.isEmpty() && a.amount.x && a.amountOf)   // round 23: "…, where X is the number of lands you control"
            out << tr("%1 mills X cards, where X is %2", "a player, an amount").arg(who, expr(*a.amountOf));
        else if (!who.isEmpty())
            out << (n == 1 && !a.amount.x ? tr("%1 mills a card", "a player").arg(who)
                                         : tr("%1 mills %2 cards", "a player, a number").arg(who, count));
        else
            out << maybe(n == 1 && !a.amount.x ? tr("mill a card") : tr("mill %1 cards").arg(count));
        break;
    }
    case ActionKind::WinGame:
        out << tr("you win the game");
        break;
    case ActionKind::Exile:
        if (a.duration == Duration::UntilSourceLeaves)   // 610.3c: Banishing Light
            out << maybe(tr("exile %1 until %2 leaves the battlefield", "an object, the source").arg(objectPhrase(object), m_self));
        else if (a.duration == Duration::UntilOpponentBecomesMonarch)   // 610.3, 725: Palace Jailer
            out << maybe(tr("exile %1 until an opponent becomes the monarch", "an object").arg(objectPhrase(object)));
        else
            out << maybe(tr("exile %1").arg(objectPhrase(object)));
        m_itNoun = NP{tr("card"), {}, genderOf("card")};   // what was exiled is a card now (400.7)
        break;
    case ActionKind::ReturnToBattlefield: {
        if (object.ref == Selector::Ref::Self && a.text == QLatin1String("graveyard") && !a.tapped && m_cond
            && m_cond->kind == Condition::Kind::SelfInGraveyard && !m_cond->negated) {   // round 36: Nether Spirit
            out << maybe(tr("return %1 to the battlefield").arg(m_self));
            break;
        }
        if (object.ref == Selector::Ref::Self && a.text == QLatin1String("exile")) {   // round 39: Torrent Elemental
            out << maybe((a.tapped ? tr("put %1 from exile onto the battlefield tapped")
                                   : tr("put %1 from exile onto the battlefield"))
                             .arg(m_self));
            break;
        }
        if (object.ref == Selector::Ref::Self && a.text == QLatin1String("graveyard")) {   // 113.6k
            out << maybe((a.tapped ? tr("return %1 from your graveyard to the battlefield tapped")
                                   : tr("return %1 from your graveyard to the battlefield"))
                             .arg(m_self));
            break;
        }
        const QString what = objectPhrase(object);
        const bool owner = a.who == QLatin1String("owner");
        // 607.2a: "return the exiled cards to the battlefield under their owners' control"
        const bool several = object.ref == Selector::Ref::ExiledWithSource && object.word == QLatin1String("cards");
        QString clause = several && owner && !a.tapped ? tr("return %1 to the battlefield under their owners' control")
            : a.faceDown ? tr("return %1 to the battlefield face down under your control")   // round 30 (708.2a)
            : owner ? (a.tapped ? tr("return %1 to the battlefield tapped under its owner's control")
                                           : tr("return %1 to the battlefield under its owner's control"))
                               : (a.tapped ? tr("return %1 to the battlefield tapped under your control")
                                           : tr("return %1 to the battlefield under your control"));
        clause = clause.arg(what);
        if (!a.counters.kind.isEmpty())
            clause = tr("%1 with %2 on it", "returned with counters").arg(clause, counterPhrase(a.counters));
        out << maybe(clause);
        break;
    }
    case ActionKind::DiscardChosen: {
        // Grief: the target opponent reveals, you choose, that player discards (701.8).
        const QString victim = refPhrase(Selector::Ref::Target).text;
        out << tr("%1 reveals their hand", "a player").arg(victim);
        out << tr("you choose %1 from it", "a card of some kind")
                   .arg(indefinite(noun(object, false, false), selectorGender(object)));
        out << tr("that player discards that card");
        break;
    }
    case ActionKind::Scry:
        out << maybe(a.amount.x && a.amountOf ? tr("scry X, where X is %1", "an amount").arg(expr(*a.amountOf))   // round 32
                                              : tr("scry %1").arg(amount));
        break;
    case ActionKind::Damage: {
        // Round 29: "~ deals damage equal to that spell's power to its controller" (Essence Backlash)
        const bool toItsController = !a.to && a.amountOf && a.who == QLatin1String("controller_of_target");
        const QString to = a.to ? objectPhrase(*a.to) : toItsController ? playerPhrase(a.who) : tr("any target");
        // 607.2: a granted ability's damage the granter deals ("Blazing Torch deals 2 damage").
        QString dealer = m_self;
        if (a.object && a.object->ref == Selector::Ref::Granter && !m_granter.isEmpty())
            dealer = a.object->word == QLatin1String("it")
                ? tr("it", "the granter of a quoted ability, named in its cost: Unattach Razor Boomerang: It deals …")
                : m_granter;
        // 601.2d: "divided as you choose among one or two targets", "… any number of target creatures"
        if (a.divided && a.to && a.to->ref == Selector::Ref::Targets && m_targets.size() == 1 && !a.amountOf) {
            TargetInfo& t = m_targets[0];
            t.mentioned = m_targetsMentioned = true;
            const QString count = t.upTo == 2 ? tr("one or two", "divided among one or two targets")
                : t.upTo == 3                 ? tr("one, two, or three", "divided among one, two, or three targets")
                                              : tr("any number of", "divided among any number of targets");
            const NP n = nounParts(t.sel, true);
            const QString among = t.sel.word == QLatin1String("any_target")
                ? tr("%1 targets", "one or two targets, any number of targets").arg(count)
                : n.post.isEmpty() ? tr("%1 target %2", "a number, a plural noun").arg(count, n.text)
                                   : tr("%1 target %2 %3", "a number, a plural noun, its qualifiers").arg(count, n.text, n.post);
            out << tr("%1 deals %2 damage divided as you choose among %3").arg(dealer, amount, among);
            break;
        }
        // Round 21: "~ deals 3 damage to each of two target creatures", "… to each of up to three targets".
        auto eachOfSeveralTargets = [&]() -> QString {
            if (!a.to || a.to->ref != Selector::Ref::Targets || a.divided || m_targets.isEmpty())
                return {};
            const TargetInfo& t = m_targets.first();
            const bool counted = m_targets.size() > 1 || (t.upTo > 1 && t.upTo != Selector::kAnyNumber && !t.sel.upToX);
            if (!counted)
                return {};
            if (m_targets.size() == 1 && t.sel.word == QLatin1String("any_target")) {
                m_targets[0].mentioned = m_targetsMentioned = true;
                return tr("up to %1 targets", "each of up to three targets").arg(numberWord(t.upTo));
            }
            return to;   // "two target creatures", "up to two target creatures" (said once, above)
        };
        if (const QString several = eachOfSeveralTargets(); !several.isEmpty() && !optional && !a.amountOf && !a.eachPlayer) {
            out << tr("%1 deals %2 damage to each of %3", "a source, a number, several targets").arg(dealer, amount, several);
            break;
        }
        // 603.5: "you may have ~ deal 2 damage to target creature": the controller chooses whether it does.
        if (optional && a.amountOf)
            out << tr("you may have %1 deal damage equal to %2 to %3", "a source, an amount, what is dealt damage")
                       .arg(dealer, expr(*a.amountOf), to);
        else if (optional && !a.eachPlayer)
            out << tr("you may have %1 deal %2 damage to %3", "a source, a number, what is dealt damage")
                       .arg(dealer, amount, to);
        else if (a.amountOf && a.eachPlayer && a.to && !a.to->isRef())   // round 43: Rupture
            out << tr("%1 deals damage equal to %2 to each %3 and each player", "a source, an amount, a kind of permanent")
                       .arg(dealer, expr(*a.amountOf), noun(*a.to, false));
        else if (a.amountOf)
            out << tr("%1 deals damage equal to %2 to %3").arg(dealer, expr(*a.amountOf), to);
        else if (a.eachPlayer && a.to && !a.to->isRef())   // Pestilence: "to each creature and each player"
            out << tr("%1 deals %2 damage to each %3 and each player").arg(dealer, amount, noun(*a.to, false));
        else if (!optional && a.to && !a.to->isRef() && a.to->anyOf.size() == 2)   // round 35: Magmaquake
            out << tr("%1 deals %2 damage to each %3 and each %4", "a source, a number, the two sets dealt damage")
                       .arg(dealer, amount, noun(a.to->anyOf[0], false), noun(a.to->anyOf[1], false));
        else
            out << tr("%1 deals %2 damage to %3").arg(dealer, amount, to);
        break;
    }
    case ActionKind::DamageEachOpponent:
        if (a.amountOf && a.amountOf->kind == Expr::Kind::Count && a.amountOf->ofAffectedController && a.amountOf->selector
            && a.amountOf->selector->zone == Zone::Hand && a.amountOf->selector->ownerYou && !a.amountOf->selector->types)
            out << tr("%1 deals damage to each opponent equal to the number of cards in that player's hand").arg(m_self);   // round 36
        else if (a.amountOf)   // round 23: "equal to the number of lands they control" (each opponent's own)
            out << tr("%1 deals damage to each opponent equal to %2").arg(m_self, expr(*a.amountOf));
        else
            out << tr("%1 deals %2 damage to each opponent").arg(m_self, amount);
        break;
    case ActionKind::GainLife:
        // Amounts of life are plural messages (%n); an amount of X has its own text.
        if (a.amountOf && a.amountOf->kind == Expr::Kind::LifeLostThisWay && who.isEmpty())
            out << (optional ? tr("you may gain life equal to the life lost this way")
                             : tr("you gain life equal to the life lost this way"));
        else if (a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount && who.isEmpty())
            out << (optional ? tr("you may gain that much life") : tr("you gain that much life"));
        else if (a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount)
            out << tr("%1 gains that much life", "a player").arg(who);
        else if (a.amountOf && !who.isEmpty())
            out << tr("%1 gains life equal to %2", "a player, an amount").arg(who, expr(*a.amountOf));
        else if (a.amountOf)
            out << (optional ? maybe(tr("gain life equal to %1").arg(expr(*a.amountOf)))
                             : tr("you gain life equal to %1", "an amount").arg(expr(*a.amountOf)));
        else if (!who.isEmpty())
            out << (a.amount.x ? tr("%1 gains X life", "a player").arg(who)
                               : tr("%1 gains %n life", "a player", a.amount.n).arg(who));
        else if (a.amount.x)
            out << (optional ? tr("you may gain X life") : tr("you gain X life"));
        else
            out << (optional ? tr("you may gain %n life", nullptr, a.amount.n)
                             : tr("you gain %n life", nullptr, a.amount.n));
        break;
    case ActionKind::LoseLife:
        if (a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount && !who.isEmpty())
            out << tr("%1 loses that much life", "a player").arg(who);
        else if (a.amountOf)
            out << (who.isEmpty() ? tr("you lose life equal to %1").arg(expr(*a.amountOf))
                                  : tr("%1 loses life equal to %2", "a player, an amount").arg(who, expr(*a.amountOf)));
        else if (!who.isEmpty())
            out << (a.amount.x ? tr("%1 loses X life", "a player").arg(who)
                               : tr("%1 loses %n life", "a player", a.amount.n).arg(who));
        else
            out << (a.amount.x ? tr("you lose X life") : tr("you lose %n life", nullptr, a.amount.n));
        break;
    case ActionKind::EachPlayerLosesHalfLife:
        out << (who.isEmpty() ? tr("each player loses half their life, rounded up")
                              : tr("%1 loses half their life, rounded up", "a player").arg(who));
        break;
    case ActionKind::Drain: {
        const Expr& e = *a.drain;
        if (e.kind == Expr::Kind::Const && targetsAnOpponent(QStringLiteral("target_player")))
            out << tr("target opponent loses %n life and you gain %n life", nullptr, e.value);
        else if (e.kind == Expr::Kind::Const)
            out << tr("target player loses %n life and you gain %n life", nullptr, e.value);
        else if (e.kind == Expr::Kind::X)
            out << tr("target player loses X life and you gain X life");
        else
            out << tr("target player loses X life and you gain X life, where X is %1").arg(expr(e));
        break;
    }
    case ActionKind::Sacrifice:
        out << maybe(tr("sacrifice %1").arg(objectPhrase(object)));
        break;
    case ActionKind::SacrificeUnlessPay:
        if (a.text == QLatin1String("its_mana_cost"))   // round 38, Pendrell Flux (202.1)
            out << tr("sacrifice %1 unless you pay its mana cost").arg(m_self);
        else
            out << tr("sacrifice %1 unless you pay %2").arg(m_self, a.text);
        break;
    case ActionKind::ReturnToHand:
        if (object.ref == Selector::Ref::Self && a.text == QLatin1String("graveyard") && m_cond
            && m_cond->kind == Condition::Kind::SelfInGraveyard && !m_cond->negated)
            out << maybe(tr("return %1 to your hand").arg(m_self));
        else if (object.ref == Selector::Ref::Self && a.text == QLatin1String("graveyard"))   // 113.6k
            out << maybe(tr("return %1 from your graveyard to your hand").arg(m_self));
        else if (object.ref == Selector::Ref::Targets   // "return up to two target creatures to their owners' hands"
                 || (object.ref == Selector::Ref::ExiledWithSource && object.word == QLatin1String("cards")))
            out << maybe(tr("return %1 to their owners' hands").arg(objectPhrase(object)));
        else if (object.isRef())   // Capsize: "return target permanent to its owner's hand"
            out << maybe(tr("return %1 to its owner's hand").arg(objectPhrase(object)));
        else if (object.other)   // round 17, Ambush Krotiq: "return another creature you control …"
            out << maybe(tr("return %1 to its owner's hand").arg(selector(object, Det::Indefinite)));
        else   // Cavern Harpy: "return a blue or black creature you control to its owner's hand"
            out << maybe(tr("return %1 to its owner's hand")
                             .arg(indefinite(noun(object, false, false), selectorGender(object))));
        break;
    case ActionKind::RemoveCounterOrSacrifice: {   // fading (702.32a)
        Counters one = a.counters;
        one.n = Amount::number(1);
        out << tr("remove %1 from %2").arg(counterPhrase(one), m_self);
        out << tr("if you can't, sacrifice %1").arg(m_self);
        break;
    }
    case ActionKind::SearchBasicLandToHand:
        out << maybe(tr("search your library for a basic land card, reveal it, put it into your hand, then shuffle"));
        break;
    case ActionKind::Destroy: {
        const bool plural = !object.isRef() || object.ref == Selector::Ref::Targets;
        if (object.isRef() || object.sameNameAsTarget)   // round 19: "… and all other … with the same name …"
            out << maybe(tr("destroy %1").arg(objectPhrase(object)));
        else   // Wrath of God: "destroy all creatures"
            out << maybe(pickG(selectorGender(object),
                QT_TRANSLATE_NOOP3("RulesText", "destroy all %1", "plural noun; %1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "destroy all %1", "plural noun; %1 is feminine"))
                             .arg(selector(object, Det::Plural)));
        if (a.noRegenerate)
            out << (plural ? tr("they can't be regenerated") : tr("it can't be regenerated"));
        break;
    }
    case ActionKind::Tap:
        out << maybe(tr("tap %1").arg(objectPhrase(object)));
        break;
    case ActionKind::Untap:
        out << maybe(tr("untap %1").arg(objectPhrase(object)));
        break;
    case ActionKind::TapOrUntap:   // the choice is made as it resolves
        out << maybe(tr("tap or untap %1").arg(objectPhrase(object)));
        break;
    case ActionKind::DontUntapNext: {
        const bool plural = (object.isRef() && object.ref == Selector::Ref::Targets) || !object.isRef();
        const QString who = objectPhrase(object);
        out << (plural ? tr("%1 don't untap during their controllers' next untap steps").arg(who)
                       : tr("%1 doesn't untap during its controller's next untap step").arg(who));
        break;
    }
    case ActionKind::PutCounter: {
        const QString on = objectPhrase(object);
        if (a.amountOf && a.amountOf->kind == Expr::Kind::EventAmount)   // the event's amount (122.6)
            out << maybe(tr("put that many %1 counters on %2", "a kind of counter, a permanent").arg(a.counters.kind, on));
        else
            out << maybe(object.ref == Selector::Ref::Targets   // "on each of up to two target creatures"
                    ? tr("put %1 on each of %2", "counters, several targets").arg(counterPhrase(a.counters), on)
                    : tr("put %1 on %2").arg(counterPhrase(a.counters), on));
        break;
    }
    case ActionKind::CreateToken:
        out << maybe(tr("create %1").arg(indefinite(tr("%1 token").arg(a.text), genderOf("token"))));
        break;
    case ActionKind::Transform:
        out << maybe(tr("transform %1").arg(objectPhrase(object)));
        break;
    case ActionKind::Flip:   // 710.4: a flip card flips itself
        out << maybe(tr("flip %1", "a flip card turned upside down (710)").arg(objectPhrase(object)));
        break;
    case ActionKind::TurnFaceDown:   // 708.2
        out << maybe(tr("turn %1 face down").arg(objectPhrase(object)));
        break;
    case ActionKind::SearchBasicLand:
        if (a.controllerOfTarget)
            out << pickG(targetNoun(0, false).g,
                QT_TRANSLATE_NOOP3("RulesText",
                    "that %1's controller may search their library for a basic land card, "
                    "put it onto the battlefield, then shuffle",
                    "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText",
                    "that %1's controller may search their library for a basic land card, "
                    "put it onto the battlefield, then shuffle",
                    "%1 is feminine"))
                       .arg(targetNoun(0, false).text);
        else if (a.tapped)
            out << maybe(tr("search your library for a basic land card, put it onto the battlefield tapped, then shuffle"));
        else
            out << maybe(tr("search your library for a basic land card, put it onto the battlefield, then shuffle"));
        break;
    case ActionKind::SearchLandType: {
        QStringList names;
        for (SubtypeId id : a.landTypes)
            names << subtypeWord(id);
        const QString card = indefinite(tr("%1 card").arg(joinList(names, true)), genderOf("card"));
        out << maybe((a.tapped ? tr("search your library for %1, put it onto the battlefield tapped, then shuffle")
                               : tr("search your library for %1, put it onto the battlefield, then shuffle"))
                         .arg(card));
        break;
    }
    case ActionKind::LookTopTakeArtifact:
        out << maybe(tr("look at the top %1 cards of your library").arg(numberWord(a.amount.n)));
        out << tr("you may reveal an artifact card from among them and put it into your hand");
        out << tr("put the others on the bottom of your library in any order");
        break;
    case ActionKind::ReturnFromGraveyard:
        if (object.isRef()) {
            out << maybe(tr("return %1 to the battlefield").arg(objectPhrase(object)));
        } else {
            const bool yours = object.ownerYou;
            out << maybe((yours ? tr("return %1 from your graveyard to the battlefield")
                                : tr("return %1 from a graveyard to the battlefield"))
                             .arg(indefinite(noun(object, false, false), selectorGender(object))));
        }
        break;
    case ActionKind::ExileFromGraveyard:
        if (!a.amount.x && a.amount.n == 1 && !object.ownerYou)   // round 36: any graveyard (Entrails Feaster)
            out << maybe(
                tr("exile %1 from a graveyard").arg(indefinite(noun(object, false, false), selectorGender(object))));
        else if (!a.amount.x && a.amount.n == 1)
            out << maybe(
                tr("exile %1 from your graveyard").arg(indefinite(noun(object, false, false), selectorGender(object))));
        else
            out << maybe(
                tr("exile %1 %2 from your graveyard")
                    .arg(a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n), noun(object, true, false)));
        break;
    case ActionKind::Regenerate:   // a set: "regenerate each creature you control" (Wrap in Vigor)
        out << maybe(tr("regenerate %1").arg(object.isRef() ? objectPhrase(object) : selector(object, Det::Each)));
        break;
    case ActionKind::CounterSpell:
        if (a.amountOf && a.amountOf->kind == Expr::Kind::Count && a.amountOf->selector) {
            const Selector& s = *a.amountOf->selector;
            QString one = selector(s, Det::Bare);
            if (!s.isRef() && s.anyOf.isEmpty() && s.where == Selector::Where::Battlefield
                && s.controller == Selector::Who::Any)
                one = tr("%1 on the battlefield").arg(one);
            out << maybe(tr("counter %1 unless its controller pays %2 for each %3", "a spell, a cost, one of a set")
                             .arg(objectPhrase(object), a.text, one));
        } else if (a.text.isEmpty())
            out << maybe(tr("counter %1", "counter a spell").arg(objectPhrase(object)));
        else if (a.amountOf && a.text == QLatin1String("{X}"))   // round 40: Spell Rupture (OracleCounterUnless.cpp)
            out << maybe(tr("counter %1 unless its controller pays {X}, where X is %2", "a spell, an amount")
                             .arg(objectPhrase(object), expr(*a.amountOf)));
        else
            out << maybe(tr("counter %1 unless its controller pays %2", "a spell, a cost").arg(objectPhrase(object), a.text));
        break;
    case ActionKind::Discard: {
        const int n = a.amount.n;
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(n);
        if (optional && a.optional && a.who == QLatin1String("that_player") && n == 1 && !a.amount.x)   // round 38: their choice
            out << tr("%1 may discard a card", "a player: the choice of the player a trigger's event names").arg(who);
        else if (!who.isEmpty() && optional)   // 603.5: "you may have target opponent discard a card"
            out << (n == 1 && !a.amount.x ? tr("you may have %1 discard a card", "a player").arg(who)
                                         : tr("you may have %1 discard %2 cards", "a player, a number").arg(who, count));
        else if (!who.isEmpty())
            out << (n == 1 && !a.amount.x ? tr("%1 discards a card", "a player").arg(who)
                                         : tr("%1 discards %2 cards", "a player, a number").arg(who, count));
        else
            out << maybe(n == 1 && !a.amount.x ? tr("discard a card") : tr("discard %1 cards").arg(count));
        break;
    }
    case ActionKind::PreventDamage: {
        // Round 28: a set, "each creature you control", and Kitsune Palliator's "each creature and each player".
        QString to = !a.to ? QString() : a.to->isRef() ? objectPhrase(*a.to) : selector(*a.to, Det::Each);
        if (a.to && a.who == QLatin1String("each_player"))
            to = tr("%1 and each player", "prevent the next N damage that would be dealt to each creature and each player")
                     .arg(to);
        else if (!a.to)
            to = a.who == QLatin1String("you") ? tr("you", "prevent the next N damage that would be dealt to you")
                                                : tr("any target");
        if (a.amount.x && a.amountOf) {   // round 21: "…, where X is the number of Clerics on the battlefield"
            out << tr("prevent the next X damage that would be dealt to %1 this turn, where X is %2").arg(to, expr(*a.amountOf));
            break;
        }
        if (a.dealtInstead && !a.amount.x) {   // round 22: a redirection (614.9)
            out << tr("the next %1 damage that would be dealt to %2 this turn is dealt to %3 instead",
                "a number, what would be dealt the damage, the new recipient")
                       .arg(QString::number(a.amount.n), to, objectPhrase(*a.dealtInstead));
            break;
        }
        // Round 30: "you may prevent …" (Sunfire Balm's cycling trigger).
        out << maybe(a.amount.x ? tr("prevent the next X damage that would be dealt to %1 this turn").arg(to)
                                : tr("prevent the next %n damage that would be dealt to %1 this turn", nullptr, a.amount.n)
                                      .arg(to));
        break;
    }
    case ActionKind::Delayed: {
        const QString ev = eventPhrase(a.event, true, nullptr);
        QStringList inner = actions(a.nested, false);
        if (inner.isEmpty())
            inner << QString();
        inner[0] = tr("%1, %2", "trigger condition, effect").arg(ev, inner[0]);
        out << inner;
        break;
    }
    case ActionKind::PutOnLibrary:
    case ActionKind::ExtraTurn:
    case ActionKind::SkipTurns:
    case ActionKind::SkipUntapSteps:
    case ActionKind::SkipDrawSteps:
    case ActionKind::SkipCombatPhases:
    case ActionKind::PreventCombatDamage:
    case ActionKind::PayMana:
    case ActionKind::GetEnergy:
    case ActionKind::BecomeMonarch:
    case ActionKind::Surveil:
    case ActionKind::Investigate:
    case ActionKind::Proliferate:
    case ActionKind::SearchLibrary:
    case ActionKind::LookAtTop:
    case ActionKind::Monstrosity:
    case ActionKind::Bolster:
    case ActionKind::Amass:
    case ActionKind::Adapt:
    case ActionKind::Support:
    case ActionKind::Explore:
    case ActionKind::Populate:
    case ActionKind::ExileGraveyard:
    case ActionKind::DiscardHand:
    case ActionKind::Fight:
    case ActionKind::PowerDamage:
    case ActionKind::UnlessPays:
    case ActionKind::RemoveCounter:
    case ActionKind::Goad:
    case ActionKind::CreateTokenCopy:
    case ActionKind::ShuffleIntoLibrary:
    case ActionKind::FlipCoin:
    case ActionKind::LoseGame:
    case ActionKind::CopySpell:
    case ActionKind::PayEnergy:
    case ActionKind::RevealUntil:
    case ActionKind::ExileTopMayPlay:
        break;   // written by moreAction (RulesTextMoreActions.cpp) before this is reached
    case ActionKind::DiscardRandom:
    case ActionKind::ShuffleGraveyardIntoLibrary:
    case ActionKind::ShuffleLibrary:   // written by gameAction (RulesTextGameActions.cpp)
    case ActionKind::ExileTop:
    case ActionKind::Clash:
    case ActionKind::LookAtHand:
    case ActionKind::RemoveFromCombat:
    case ActionKind::EndTheTurn:
    case ActionKind::ExchangeLifeTotals:
    case ActionKind::Detain:
    case ActionKind::ChangeTarget:
        break;
    case ActionKind::ChooseOne: {   // "~ gets +1/-1 or -1/+1 until end of turn": one alternative is done
        QStringList alternatives;
        for (const Action& n : a.nested) {
            const QStringList clauses = action(n, false);
            if (clauses.size() != 1 || clauses.first().isEmpty())
                return {};
            alternatives << clauses.first();
        }
        if (alternatives.size() != 2)
            return {};
        out << maybe(sharedWordsOnce(alternatives[0], alternatives[1],
            tr("%1 or %2", "the two alternatives of an instruction, one of which is done")));
        break;
    }
    case ActionKind::Attach:   // 701.3a: the licid's "Attach it to target creature", and ~ attached to the event's object
        if (object.ref != Selector::Ref::Self || !a.to)
            break;
        if (a.to->ref == Selector::Ref::It) {   // round 17: "you may attach ~ to it / to that creature" (603.7c)
            out << maybe(tr("attach %1 to %2", "the source, an Aura or Equipment; the object the trigger's event names")
                             .arg(objectPhrase(object), objectPhrase(*a.to)));
            break;
        }
        if (a.to->ref == Selector::Ref::Created && a.to->word == QLatin1String("it")) {   // round 23: Ancestral Blade
            out << maybe(tr("attach %1 to it", "the source, an Equipment; the token just created").arg(objectPhrase(object)));
            break;
        }
        out << maybe(tr("attach it to %1", "the source named in the sentence before, an Aura now").arg(objectPhrase(*a.to)));
        break;
    case ActionKind::CreateEmblem:   // written by moreAction (RulesTextMoreActions.cpp)
    case ActionKind::CastWithoutPaying:   // written by moreAction (RulesTextMoreActions.cpp)
    case ActionKind::Unattach:   // written by keywordOrZoneAction (RulesTextKeywordActions.cpp)
        break;
    }
    return out;
}

}   // namespace rulestext
}   // namespace strata
