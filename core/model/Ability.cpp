#include "Ability.h"
#include <QHash>
#include <QMutex>

namespace strata {

int keywordId(const QString& nameOrText)
{
    static QMutex mutex;
    static QHash<QString, int> ids;
    QMutexLocker lock(&mutex);
    auto it = ids.constFind(nameOrText);
    if (it != ids.constEnd())
        return *it;
    const int id = int(ids.size()) + 1;
    ids.insert(nameOrText, id);
    return id;
}

void AbilityDef::finalize()
{
    keywordDisplay = composeKeywordText();
    if (kind != Kind::Keyword)
        return;
    keywordNameId = keywordId(keyword);
    keywordTextId = keywordId(keywordDisplay);
    changeling = keyword == QLatin1String("Changeling");
    devoid = keyword == QLatin1String("Devoid");
}

QString zoneName(Zone z)
{
    switch (z) {
    case Zone::Battlefield:
        return QStringLiteral("battlefield");
    case Zone::Graveyard:
        return QStringLiteral("graveyard");
    case Zone::Hand:
        return QStringLiteral("hand");
    case Zone::Library:
        return QStringLiteral("library");
    case Zone::Exile:
        return QStringLiteral("exile");
    case Zone::Stack:
        return QStringLiteral("stack");
    case Zone::Command:
        return QStringLiteral("command");
    }
    return {};
}

std::optional<Zone> zoneFromName(const QString& name)
{
    for (Zone z :
        {Zone::Battlefield, Zone::Graveyard, Zone::Hand, Zone::Library, Zone::Exile, Zone::Stack, Zone::Command})
        if (zoneName(z) == name)
            return z;
    return std::nullopt;
}

Facets Selector::reads() const
{
    if (isRef())
        return FacetStatus;   // attachment and targets are fixed in a snapshot
    Facets f = FacetZone;
    for (const Selector& s : anyOf)
        f |= s.reads();
    if (types || notTypes || anyTypes)
        f |= FacetCardTypes;
    if (supertypes || notSupertypes)
        f |= FacetSupertypes;
    if (!subtypes.isEmpty() || !notSubtypes.isEmpty() || subtypeChosen)
        f |= FacetSubtypes;
    if (!colors.isEmpty() || colorless || !notColors.isEmpty())
        f |= FacetColors;
    if (controller != Who::Any || !whose.isEmpty())
        f |= FacetControl;
    if (sameGraveyard)
        f |= FacetZone;
    if (cardTypeChosen)
        f |= FacetCardTypes;
    if (sameNameAsTarget)
        f |= FacetCopiable;
    if (tapped || attacking || blocking || combatWith != CombatWith::None || dealtDamageThisTurn || fromBattlefieldThisTurn)
        f |= FacetStatus;
    if (noAbilities || !hasKeyword.isEmpty())
        f |= FacetAbilities;
    if (manaValueAtMost || manaValueAtMostX || manaValueAtLeast || manaValueAtLeastX || namedChosen)
        f |= FacetCopiable;
    if (powerAtMost || powerAtLeast || toughnessAtMost || toughnessAtLeast)
        f |= FacetPT;
    if (token || !withCounter.isEmpty() || attachedToSource || faceDown)
        f |= FacetStatus;
    if (enchanted || notEnchanted || equipped)   // what is attached, and whether it is an Aura or an Equipment
        f |= FacetStatus | FacetSubtypes;
    if (multicolored || colorChosen)
        f |= FacetColors;
    if (!named.isEmpty())
        f |= FacetCopiable;
    if (!withoutKeyword.isEmpty())
        f |= FacetAbilities;
    if (commander)
        f |= FacetStatus;
    if (targeting)   // what a spell or ability on the stack targets: fixed for a snapshot
        f |= FacetStatus;
    if (highestManaValue)   // compared with every other object the rest selects
        f |= FacetCopiable | FacetZone;
    if (sharesColorWithTarget)   // the target's colours and the others'
        f |= FacetColors | FacetStatus;
    if (attachedTo != Ref::None)
        f |= FacetStatus | FacetSubtypes;
    if (powerRank != PowerRank::None)   // compared with every other object the rest selects
        f |= FacetPT | FacetZone | (rankPerController ? Facets(FacetControl) : Facets(0));
    if (blocked || nonattacking || nonblocking || attackingYou)   // round 45: combat status
        f |= FacetStatus;
    if (attachedToTypes)   // round 45: what the object is attached to, and that object's types
        f |= FacetStatus | FacetCardTypes;
    if (xInManaCost)
        f |= FacetCopiable;
    return f;
}

Facets Expr::reads() const
{
    switch (kind) {
    case Kind::Const:
    case Kind::X:
    case Kind::CountersRemovedThisWay:   // round 42: fixed as the cost was paid
    case Kind::ManaValueOfSacrificed:    // round 44: last known information (608.2h), fixed once sacrificed
        return 0;
    case Kind::WholeGroupsOf:   // what its amount reads
        return args.isEmpty() ? Facets(0) : args.first().reads();
    case Kind::Count:   // "its controller's graveyard": who controls the affected object too
        return (selector ? selector->reads() : Facets(0)) | (ofAffectedController ? Facets(FacetControl) : Facets(0));
    case Kind::CardTypesInGraveyards:
        return FacetTypes | FacetZone;
    case Kind::ManaValueOfAffected:
        return FacetCopiable;
    case Kind::PowerOfTarget:
        return FacetPT;
    case Kind::Life:
    case Kind::HighestLife:
    case Kind::MostCardsInHandOpponent:
        return FacetPlayers;
    case Kind::ColorsOfAffected:
        return FacetColors;
    case Kind::CountersOnSource:
        return FacetStatus;
    case Kind::CountersOnSelected:
        return FacetStatus | (selector ? selector->reads() : Facets(0));
    case Kind::BasicLandTypes:
        return FacetSubtypes | FacetControl | FacetZone;
    case Kind::DifferentlyNamed:
        return FacetCopiable | (selector ? selector->reads() : Facets(0));
    case Kind::EventAmount:   // fixed as the ability triggered
    case Kind::LifeLostThisWay:   // fixed by the actions before it
        return 0;
    case Kind::ColorsAmong:
        return FacetColors | (selector ? selector->reads() : Facets(0));
    case Kind::ManaSymbolsAmong:
        return FacetCopiable | (selector ? selector->reads() : Facets(0));
    case Kind::Devotion:   // the mana costs of the permanents you control (700.5)
        return FacetCopiable | FacetControl | FacetZone;
    case Kind::ColorsSpentToCast:   // fixed as the spell was cast
    case Kind::TimesKicked:
        return 0;
    case Kind::SharingCreatureType:
        return FacetSubtypes | (selector ? selector->reads() : Facets(0));
    case Kind::KeywordAmountOfAffected:
        return FacetAbilities;
    case Kind::LifeGainedThisTurn:   // the history of the turn is fixed in a snapshot, like life totals
    case Kind::LifeLostThisTurn:
    case Kind::CommanderCasts:
    case Kind::OpponentsBelowHalfStartingLife:
        return FacetPlayers;
    case Kind::CardsExiledWithSource:   // cards in exile have their printed values (no effect reaches them)
    case Kind::PowerOfExiled:
    case Kind::ToughnessOfExiled:
        return FacetZone;
    case Kind::PlayerCounters:   // a player's counters: fixed for a snapshot
    case Kind::CardsDrawnThisTurn:
    case Kind::CreaturesDiedThisTurn:   // the turn's record, fixed for a snapshot
    case Kind::Opponents:
        return FacetPlayers;
    case Kind::OpponentsWithCardsInHand:   // hands are fixed for a snapshot
        return FacetZone | FacetPlayers;
    case Kind::CountersOnGranter:
    case Kind::BlockersOfSelf:   // blocks are statuses, fixed for a snapshot
        return FacetStatus;
    case Kind::ManaValueOfMoved:     // fixed by the actions before it
    case Kind::TargetsBeyondFirst:   // fixed as the spell was cast
    case Kind::PowerOfSacrificed:    // last known information (608.2h), fixed once sacrificed
    case Kind::ToughnessOfSacrificed:
    case Kind::CountThisWay:
        return 0;
    case Kind::CardsInHand:   // hands are fixed for a snapshot
        return FacetZone | FacetPlayers;
    case Kind::ToughnessOfTarget:
    case Kind::PowerOfSource:
    case Kind::ToughnessOfSource:
        return FacetPT;
    case Kind::GreatestPower:
    case Kind::GreatestToughness:
        return FacetPT | (selector ? selector->reads() : Facets(0));
    case Kind::HighestManaValue:
        return FacetCopiable | (selector ? selector->reads() : Facets(0));
    case Kind::HalfRoundedDown:
    case Kind::HalfRoundedUp:
    case Kind::Sum:
    case Kind::Neg: {
        Facets f = 0;
        for (const Expr& a : args)
            f |= a.reads();
        return f;
    }
    }
    return 0;
}

bool Expr::perObject() const
{
    if (kind == Kind::ManaValueOfAffected || kind == Kind::ColorsOfAffected || otherThanAffected || ofAffectedController
        || kind == Kind::SharingCreatureType || kind == Kind::KeywordAmountOfAffected)
        return true;
    for (const Expr& a : args)
        if (a.perObject())
            return true;
    return false;
}

Facets Condition::reads() const
{
    if (also) {   // "… and …": what either part reads
        Condition first = *this;
        first.also.reset();
        return first.reads() | also->reads();
    }
    if (orElse) {   // "… or …": what either part reads
        Condition first = *this;
        first.orElse.reset();
        return first.reads() | orElse->reads();
    }
    if (who == QLatin1String("defending_player")) {   // and whom the source attacks (506.2)
        Condition ofYou = *this;
        ofYou.who.clear();
        return ofYou.reads() | FacetStatus | FacetControl;
    }
    const Facets filterReads = filter ? filter->reads() : Facets(0);
    switch (kind) {
    case Kind::OpponentGraveyardAtLeast:
    case Kind::HandMoreThanEachOpponent:
    case Kind::SelfInGraveyard:
        return FacetControl | FacetZone | FacetPlayers;
    case Kind::MostCommonColor:
        return FacetZone | FacetColors;
    case Kind::AttachedSharesMostCommonColor:
        return FacetZone | FacetColors | FacetStatus;
    case Kind::AttachedControllerControls:
        return FacetControl | FacetZone | FacetStatus | filterReads;
    case Kind::AnotherAuraOnAttached:
        return FacetZone | FacetStatus | FacetSubtypes;
    case Kind::Paired:   // 702.95e: the pair lasts while both are creatures one player controls
        return FacetZone | FacetStatus | FacetCardTypes | FacetControl | filterReads;
    case Kind::Monstrous:
    case Kind::Renowned:
    case Kind::BlockedByAtLeast:
        return FacetStatus | FacetZone;
    case Kind::DevotionLessThan:
        return FacetCopiable | FacetControl;
    case Kind::YouControlAtLeast:
        return FacetControl | (filter ? filter->reads() : Facets(0));
    case Kind::AttachedIs:
    case Kind::SelfIs:
        return FacetStatus | (filter ? filter->reads() : Facets(0));
    case Kind::YouControlNone:
        return FacetControl | FacetZone | (filter ? filter->reads() : Facets(0));
    case Kind::NoneOnBattlefield:
        return FacetZone | (filter ? filter->reads() : Facets(0));
    case Kind::Evoked:
    case Kind::Kicked:
    case Kind::CameUnderControlSinceUpkeep:
    case Kind::NoCounter:
        return FacetStatus;
    case Kind::YourTurn:
    case Kind::NotYourTurn:
    case Kind::CastDuringYourMainPhase:
        return FacetControl | FacetPlayers;
    case Kind::CardsInGraveyardAtLeast:
        return FacetControl | FacetZone;
    case Kind::SelfCountersAtLeast:
    case Kind::AttachedCountersAtLeast:
        return FacetStatus;
    case Kind::TargetIs:
        return FacetZone | filterReads;
    case Kind::CardTypesInGraveyardAtLeast:
        return FacetControl | FacetZone | FacetTypes;
    case Kind::OpponentControls:
        return FacetControl | FacetZone | (filter ? filter->reads() : Facets(0));
    case Kind::HandAtLeast:
    case Kind::HandAtMost:
        return FacetControl | FacetZone;
    case Kind::GraveyardEmpty:
        return FacetControl | FacetZone;
    case Kind::AnyPlayerControls:
        return FacetZone | (filter ? filter->reads() : Facets(0));
    case Kind::GraveyardHas:
        return FacetControl | FacetZone | (filter ? filter->reads() : Facets(0));
    case Kind::ExiledWithSourceHas:
        return FacetZone | filterReads;
    case Kind::LibraryAtMost:
        return FacetZone | FacetPlayers;
    case Kind::TopOfLibraryIs:
        return FacetZone | filterReads;
    case Kind::ControlsCommander:
        return FacetControl | FacetZone;
    case Kind::TopCardSharesCreatureType:   // the source's creature types against the top card's
        return FacetZone | FacetSubtypes;
    case Kind::CastFromHand:
    case Kind::AttackedOrBlockedThisCombat:
    case Kind::SourceIsBlocked:   // round 41: the combat's blocks (509.1h)
    case Kind::MovedCardIs:       // round 44: the card the earlier action moved, fixed by that action
    case Kind::ChosenOption:      // chosen as it entered
    case Kind::ManaSpentToCast:   // fixed as it was cast
    case Kind::CostPaid:
        return FacetStatus;
    case Kind::AffectedControllerControlsAtMost:
    case Kind::OpponentControlsMore:
    case Kind::ControlsMoreThanEachOther:   // round 45
        return FacetControl | FacetZone | filterReads;
    case Kind::BasicLandTypesAtLeast:       // round 45: domain (305.6)
        return FacetControl | FacetZone | FacetTypes | FacetSubtypes;
    case Kind::SourceAttackedThisTurn:
    case Kind::SourceAttackedOrBlockedThisTurn:
    case Kind::SourceWasBlockedThisTurn:
    case Kind::ObjectAttackedThisTurn:   // round 40
        return FacetStatus;
    case Kind::CameUnderControlThisTurn:   // round 40: an entry or a change of control (302.6)
        return FacetStatus | FacetControl;
    case Kind::OpponentHandMoreThanYou:   // round 40: the players' hands
        return FacetControl | FacetZone | FacetPlayers;
    default:
        return FacetPlayers;
    }
}

Facets Op::writes() const
{
    switch (layer(false)) {
    case Layer::L1a:
    case Layer::L1b:
        return FacetCopiable | FacetTypes | FacetColors | FacetAbilities | FacetAbilityLoss | FacetPT;
    case Layer::L2:
        return FacetControl;
    case Layer::L3:
        return FacetText | FacetAbilities | FacetAbilityLoss;
    case Layer::L4:
        switch (kind) {
        case Kind::AddTypes:
        case Kind::RemoveTypes:
            return FacetCardTypes | FacetSubtypes;   // 205.1a drops orphaned subtypes
        // 305.6/305.7: land types bring mana abilities, and setting them removes the land's own.
        case Kind::SetTypes:
            return FacetCardTypes | FacetSubtypes | FacetAbilities | FacetAbilityLoss;
        case Kind::SetSubtypes:
            return FacetSubtypes | FacetAbilities | FacetAbilityLoss;
        case Kind::AddSupertypes:
            return FacetSupertypes;
        default:
            return FacetSubtypes | FacetAbilities;
        }
    case Layer::L5:
        return FacetColors;
    case Layer::L6:
        return kind == Kind::AddAbilities ? Facets(FacetAbilities) : Facets(FacetAbilities | FacetAbilityLoss);
    case Layer::L7a:
    case Layer::L7b:
    case Layer::L7c:
    case Layer::L7d:
        return FacetPT;
    default:
        return 0;
    }
}

Facets Op::reads() const
{
    Facets f = 0;
    if (power)
        f |= power->reads();
    if (toughness)
        f |= toughness->reads();
    if (copyOf)
        f |= FacetCopiable | copyOf->reads();
    return f;
}

bool AbilityDef::sameAsByText(const AbilityDef& other) const
{
    if (this == &other)
        return true;
    if (kind == Kind::Keyword && other.kind == Kind::Keyword)
        return keywordText() == other.keywordText();
    if (kind != other.kind)
        return false;
    const AbilityDef& mine = asWritten ? *asWritten : *this;
    const AbilityDef& theirs = other.asWritten ? *other.asWritten : other;
    return &mine == &theirs || mine.sameStructure(theirs);
}

QString AbilityDef::composeKeywordText() const
{
    if (kind != Kind::Keyword)
        return {};
    if (keyword == QLatin1String("Landwalk") && hasLandType)
        return SubtypeRegistry::instance().name(landType) + QStringLiteral("walk");
    if (keyword == QLatin1String("Landwalk") && protectionText == QLatin1String("nonbasic"))   // 702.14c
        return QStringLiteral("Nonbasic landwalk");
    if (keyword == QLatin1String("Landwalk") && protectionText == QLatin1String("legendary"))
        return QStringLiteral("Legendary landwalk");
    if ((keyword == QLatin1String("Landcycling") || keyword == QLatin1String("Typecycling")) && hasLandType)
        return SubtypeRegistry::instance().name(landType) + QStringLiteral("cycling ") + cost;
    if (keyword == QLatin1String("Hexproof") && !protectionFrom.isEmpty())   // 702.11d: "Hexproof from black"
        return QStringLiteral("Hexproof from ") + protectionFrom.names().join(QStringLiteral(" and from "));
    if (keyword == QLatin1String("Protection")) {
        if (protectionFrom == ColorSet(0x1f) && !protectionText.isEmpty())
            return QStringLiteral("Protection from ") + protectionText + QStringLiteral(" and from all colors");
        if (protectionFrom == ColorSet(0x1f))
            return QStringLiteral("Protection from all colors");
        if (!protectionFrom.isEmpty())
            return QStringLiteral("Protection from ") + protectionFrom.names().join(QStringLiteral(" and from "));
        return QStringLiteral("Protection from ") + protectionText;
    }
    if (n && !cost.isEmpty())   // Suspend 4—{1}{U}
        return keyword + QLatin1Char(' ') + QString::number(*n) + QChar(0x2014) + cost;
    if (n)
        return keyword + QLatin1Char(' ') + QString::number(*n);
    if (!cost.isEmpty())
        return keyword + QLatin1Char(' ') + cost;
    return keyword;
}

namespace {
const std::pair<Action::Instead, QLatin1String> kInsteadOrders[] = {
    {Action::Instead::ConditionLast, QLatin1String("condition_last")},
    {Action::Instead::ConditionFirst, QLatin1String("condition_first")},
    {Action::Instead::InsteadFirst, QLatin1String("instead_first")},
};
}   // namespace

QString insteadOrderName(Action::Instead order)
{
    for (const auto& [value, name] : kInsteadOrders)
        if (value == order)
            return name;
    return {};
}

std::optional<Action::Instead> insteadOrder(const QString& name)
{
    for (const auto& [value, word] : kInsteadOrders)
        if (word == name)
            return value;
    return std::nullopt;
}

}   // namespace strata
