#include "OracleThisWayCounts.h"
#include "OracleTargetCounters.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// Round 30: "You may tap any number of untapped Gates you control. Draw a card for each Gate tapped this
// way." (Guild Summit): the tap right before picks any number of untapped permanents of one kind, each one
// picked is tapped, and the draw counts them (608.2c). The kind is the tap's card type or its one subtype.
bool drawnPerTapped(const QString& s, AbilityDef* into)
{
    static const QRegularExpression forEach(QStringLiteral("^draw a card for each ([A-Za-z]+) tapped this way$"));
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    const Action& tap = into->effect.last();
    if (tap.kind != ActionKind::Tap || tap.pick == 0 || !tap.pickUpTo || !tap.object || tap.object->isRef()
        || tap.object->tapped != false || tap.condition || !tap.object->anyOf.isEmpty())
        return false;
    QString word = m.captured(1);
    word[0] = word[0].toUpper();
    const std::optional<CardType> type = cardTypeFromName(word);
    const std::optional<SubtypeId> subtype = SubtypeRegistry::instance().find(word);
    const Selector& tapped = *tap.object;
    const bool typeOnly = type && tapped.types == quint16(*type) && tapped.subtypes.isEmpty();
    const bool subtypeOnly = subtype && tapped.subtypes == QVector<SubtypeId>{*subtype}
        && (tapped.types == 0 || tapped.types == quint16(SubtypeRegistry::ownerType(SubtypeRegistry::instance().kind(*subtype))));
    if (!typeOnly && !subtypeOnly)
        return false;
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.amountOf = Expr();
    draw.amountOf->kind = Expr::Kind::CountThisWay;
    draw.amount = Amount{true, 0};   // as the card format reads a computed draw back
    into->effect << draw;
    return true;
}

// Round 34 (`imptrigat34b`): "Tap all untapped Islands that player controls. ~ deals X damage to that player, where X
// is the number of Islands tapped this way." (Monsoon): the tap right before taps every untapped permanent of one
// subtype the event's player controls, and the damage counts those it tapped (608.2c, 120.3).
bool damagePerTapped(const QString& s, AbilityDef* into)
{
    static const QRegularExpression shape(
        QStringLiteral("^~ deals X damage to that player, where X is the number of ([A-Z][a-z]+)s tapped this way$"));
    const auto m = shape.match(s);
    if (!m.hasMatch() || into->effect.isEmpty() || !namesOnePlayer(*into))
        return false;
    const Action& tap = into->effect.last();
    const std::optional<SubtypeId> subtype = SubtypeRegistry::instance().find(m.captured(1));
    if (tap.kind != ActionKind::Tap || tap.pick != 0 || !tap.object || tap.object->isRef() || tap.object->tapped != false
        || tap.object->whose != QLatin1String("that_player") || tap.condition || tap.optional || !subtype
        || tap.object->subtypes != QVector<SubtypeId>{*subtype} || !tap.object->anyOf.isEmpty())
        return false;
    Action damage;
    damage.kind = ActionKind::Damage;
    damage.who = QStringLiteral("that_player");
    damage.amountOf = Expr();
    damage.amountOf->kind = Expr::Kind::CountThisWay;
    damage.amount = Amount{true, 0};   // "X damage …, where X is …", as the card format reads it back
    into->effect << damage;
    return true;
}

// Round 36: "sacrifice any number of lands": a sacrifice of any number of your permanents, chosen as it resolves.
bool sacrificesAnyOfYours(const Action& sacrifice)
{
    return sacrifice.kind == ActionKind::Sacrifice && sacrifice.who == QLatin1String("you")
        && sacrifice.pick == Selector::kAnyNumber && sacrifice.pickUpTo && sacrifice.object && !sacrifice.object->isRef()
        && !sacrifice.condition && !sacrifice.optional;
}

// Round 36: "Sacrifice any number of artifacts, creatures, and/or lands. Draw a card for each permanent sacrificed
// this way." (Reprocess): how many the sacrifice right before picked (608.2c). The count names the sacrifice's one
// card type, or "permanent" for several.
bool drawnPerSacrificed(const QString& s, AbilityDef* into)
{
    // and "Add {C} for each land sacrificed this way." (Mana Seism): that many of the one symbol (106.1).
    static const QRegularExpression forEach(
        QStringLiteral("^(draw a card|add (\\{[WUBRGC]\\})) for each ([a-z]+) sacrificed this way$"));
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty() || m.captured(3) != sacrificedKindWord(into->effect.last()))
        return false;
    Action a;
    a.kind = m.captured(2).isEmpty() ? ActionKind::Draw : ActionKind::AddMana;
    a.text = m.captured(2);
    a.amountOf = Expr();
    a.amountOf->kind = Expr::Kind::CountThisWay;
    // as the card format reads a computed draw back; counted mana keeps its total in amountOf
    a.amount = a.kind == ActionKind::Draw ? Amount{true, 0} : Amount::number(1);
    into->effect << a;
    return true;
}

}   // namespace

// The word a count "for each … sacrificed this way" names the permanents of `sacrifice` by: its one card type
// ("land"), or "permanent" for a union of card types; empty when it is no sacrifice of any number of yours.
QString sacrificedKindWord(const Action& sacrifice)
{
    if (!sacrificesAnyOfYours(sacrifice))
        return QString();
    const Selector& what = *sacrifice.object;
    if (!what.subtypes.isEmpty() || !what.anyOf.isEmpty() || !what.colors.isEmpty() || what.tapped || what.token)
        return QString();
    if (what.types == 0 && what.anyTypes != 0)
        return QStringLiteral("permanent");
    for (CardType t : {CardType::Land, CardType::Creature, CardType::Artifact, CardType::Enchantment})
        if (what.types == quint16(t) && what.anyTypes == 0)
            return cardTypeName(t).toLower();
    return QString();
}

bool countedThisWay(const QString& s, AbilityDef* into)
{
    // Round 30: "Each other player discards a card. You draw a card for each card discarded this way." (Syphon
    // Mind): as many cards as the discard right before moved, whoever discarded them (701.8a, 608.2c).
    static const QRegularExpression discarded(QStringLiteral("^(?:you )?draw a card for each card discarded this way$"));
    if (discarded.match(s).hasMatch()) {
        if (into->effect.isEmpty())
            return false;
        const Action& before = into->effect.last();
        if (before.kind != ActionKind::Discard || before.who.isEmpty() || before.amountOf || before.object
            || before.condition || before.optional)
            return false;
        Action a;
        a.kind = ActionKind::Draw;
        Expr count;
        count.kind = Expr::Kind::CountThisWay;
        a.amountOf = timesEach(count, 1);
        a.amount = Amount{true, 0};   // a draw's computed amount, as the card format reads it
        into->effect << a;
        return true;
    }
    if (drawnPerTapped(s, into) || damagePerTapped(s, into) || drawnPerSacrificed(s, into))
        return true;
    // Round 34: "Shuffle all cards from your graveyard into your library. Target player mills that many cards."
    // (Psychic Spiral, mended from Oracle's older "puts that many cards from the top of their library into their
    // graveyard"): as many cards as the shuffle right before moved (608.2c), the one target a player (115.1).
    if (s == QLatin1String("target player mills that many cards")) {
        if (into->effect.isEmpty() || !into->targets.isEmpty())
            return false;
        const Action& before = into->effect.last();
        if (before.kind != ActionKind::ShuffleIntoLibrary || !before.object || before.object->isRef()
            || before.object->zone != Zone::Graveyard || !before.who.isEmpty() || before.condition || before.optional)
            return false;
        Selector player;
        player.word = QStringLiteral("player");
        into->targets << player;
        Action a;
        a.kind = ActionKind::Mill;
        a.who = QStringLiteral("target_player");
        a.amountOf = Expr();
        a.amountOf->kind = Expr::Kind::CountThisWay;
        a.amount = Amount{true, 0};   // a mill's counted amount, as the card format reads it
        into->effect << a;
        return true;
    }
    // Round 32: "You may discard all the cards in your hand. If you do, draw that many cards." (Forgotten
    // Creation): the cards the discard right before moved (608.2c), as after its ", then" (OracleEffects.cpp);
    // round 37: "Remove all +1/+1 counters from target creature you control. Draw that many cards.", the counters.
    if (s == QLatin1String("draw that many cards")) {
        if (into->effect.isEmpty())
            return false;
        const Action& before = into->effect.last();
        // Round 37: or all the counters of a kind removed from the one target (Give // Take's Take).
        const bool allRemoved = before.kind == ActionKind::RemoveCounter && before.object
            && before.object->ref == Selector::Ref::Target && before.amountOf
            && before.amountOf->kind == Expr::Kind::CountersOnSource;
        if ((before.kind != ActionKind::DiscardHand && !allRemoved) || !before.who.isEmpty() || before.condition)
            return false;
        Action a;
        a.kind = ActionKind::Draw;
        a.amountOf = Expr();
        a.amountOf->kind = Expr::Kind::CountThisWay;
        a.amount = Amount{true, 0};   // a draw's computed amount, as the card format reads it
        into->effect << a;
        return true;
    }
    // Round 34: "Exile all creature cards from all graveyards. You gain 1 life for each card exiled this way." (Honor
    // the Fallen): as many cards as the exile of a set of graveyard cards right before moved (608.2c).
    static const QRegularExpression gainPerExiled(QStringLiteral("^you gain (\\d+) life for each card exiled this way$"));
    if (const auto m = gainPerExiled.match(s); m.hasMatch()) {
        const Action* before = into->effect.isEmpty() ? nullptr : &into->effect.last();
        if (!before || before->kind != ActionKind::Exile || !before->each || !before->object || before->object->isRef()
            || before->object->zone != Zone::Graveyard || before->condition || before->optional || m.captured(1).toInt() < 1)
            return false;
        Expr exiled;
        exiled.kind = Expr::Kind::CountThisWay;
        Action a;
        a.kind = ActionKind::GainLife;
        a.amountOf = timesEach(exiled, m.captured(1).toInt());
        a.amount = Action().amount;   // a gain's per object is in the sum, as the card format reads it
        into->effect << a;
        return true;
    }
    // Round 30: "Put a +1/+1 counter on ~ for each creature destroyed this way." (Whiptongue Hydra) too.
    static const QRegularExpression forEach(QStringLiteral(
        "^(you gain (\\d+) life|draw a card|put an? (\\S+) counter on ~) for each ([a-z]+) destroyed this way$"));
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    // The destruction right before, of every permanent of one card type ("destroy all creatures"), the
    // type the sentence counts: how many it destroyed is then the count (indestructible and regenerated
    // ones are not, 702.12b, 701.19a).
    const Action& before = into->effect.last();
    QString type = m.captured(4);
    type[0] = type[0].toUpper();
    const std::optional<CardType> counted = cardTypeFromName(type);
    if (!counted || before.kind != ActionKind::Destroy || !before.object || before.object->isRef() || before.pick > 0
        || before.condition || before.optional || before.object->types != quint16(*counted))
        return false;
    Expr destroyed;
    destroyed.kind = Expr::Kind::CountThisWay;
    Action a;
    if (!m.captured(3).isEmpty()) {   // counters on ~, counted as the ability resolves (608.2h, 122.6)
        a.kind = ActionKind::PutCounter;
        a.object = Selector();
        a.object->ref = Selector::Ref::Self;
        a.counters = Counters{m.captured(3), Amount{true, 0}};
        a.amountOf = destroyed;
        a.amount = Amount();   // as the counted amounts of "for each" read it (OracleAmountActions.cpp)
        into->effect << a;
        return true;
    }
    a.kind = m.captured(2).isEmpty() ? ActionKind::Draw : ActionKind::GainLife;
    const int per = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
    if (per < 1)
        return false;
    a.amountOf = timesEach(destroyed, per);
    // as the card format reads the amount back: a draw's computed, a gain's per object in the sum
    a.amount = a.kind == ActionKind::Draw ? Amount{true, 0} : Action().amount;
    into->effect << a;
    return true;
}

bool countedKindThisWay(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*, Selector::Ref*)>& target)
{
    if (countersFromTarget(s, into, target) || countersOfAnyKindFromTarget(s, into, target))   // round 37: the removal a "that many" after it counts; round 40: of any kind
        return true;
    // Round 36: "Sacrifice any number of Mountains. ~ deals that much damage to target player or planeswalker."
    // (Landslide): as much damage as the sacrifice right before sacrificed permanents (608.2c), to the one target.
    static const QRegularExpression thatMuch(QStringLiteral("^~ deals that much damage to (target .+)$"));
    if (const auto m = thatMuch.match(s); m.hasMatch()) {
        Selector::Ref r = Selector::Ref::None;
        if (into->effect.isEmpty() || !sacrificesAnyOfYours(into->effect.last()) || !into->targets.isEmpty()
            || !target(m.captured(1), into, &r))
            return false;
        if (r != Selector::Ref::Target || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
        Action damage;
        damage.kind = ActionKind::Damage;
        damage.to = Selector();
        damage.to->ref = r;
        damage.amountOf = Expr();
        damage.amountOf->kind = Expr::Kind::CountThisWay;
        damage.amount = Amount::number(0);   // "that much": all in amountOf, as Fling's damage
        into->effect << damage;
        return true;
    }
    static const QRegularExpression forEach(QStringLiteral(
        "^(you gain (\\d+) life|(?:you )?draw a card|target player loses (\\d+) life) for each ([a-z]+) card "
        "(discarded|put into that graveyard|put into your graveyard) this way$"));
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    const Action& before = into->effect.last();
    if (before.condition || before.optional || before.object)
        return false;
    // What moved the cards: a players' discard of a number of cards, a mill of a target player's library
    // ("that graveyard") or of yours.
    const QString how = m.captured(5);
    const bool discarded = how == QLatin1String("discarded") && before.kind == ActionKind::Discard && !before.who.isEmpty()
        && !before.amountOf;
    const bool theirMill = how == QLatin1String("put into that graveyard") && before.kind == ActionKind::Mill
        && before.who == QLatin1String("target_player");
    const bool yourMill = how == QLatin1String("put into your graveyard") && before.kind == ActionKind::Mill && before.who.isEmpty();
    if (!discarded && !theirMill && !yourMill)
        return false;
    QString type = m.captured(4);
    type[0] = type[0].toUpper();
    const std::optional<CardType> counted = cardTypeFromName(type);
    if (!counted)
        return false;
    Expr kindMoved;
    kindMoved.kind = Expr::Kind::CountThisWay;
    Selector card;   // the kind only: wherever the moved cards went (a discarded card may be exiled instead)
    card.word = QStringLiteral("card");
    card.where = Selector::Where::Any;
    card.types = quint16(*counted);
    kindMoved.selector = QSharedPointer<Selector>::create(card);
    Action a;
    if (!m.captured(2).isEmpty()) {
        a.kind = ActionKind::GainLife;
        a.amountOf = timesEach(kindMoved, m.captured(2).toInt());
        a.amount = Action().amount;   // as the card format reads a gain's sum back
    } else if (!m.captured(3).isEmpty()) {
        Selector::Ref r;
        if (!yourMill || !into->targets.isEmpty() || !target(QStringLiteral("target player"), into, &r))
            return false;
        a.kind = ActionKind::LoseLife;
        a.who = QStringLiteral("target_player");
        a.amountOf = timesEach(kindMoved, m.captured(3).toInt());
        a.amount = Action().amount;
    } else {
        a.kind = ActionKind::Draw;
        a.amountOf = kindMoved;
        a.amount = Amount{true, 0};   // a draw's computed amount, as the card format reads it
    }
    if (a.amountOf->kind == Expr::Kind::Const)   // "0 life for each …"
        return false;
    into->effect << a;
    return true;
}

}   // namespace strata::import
