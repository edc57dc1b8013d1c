#pragma once
#include "Colors.h"
#include "Condition.h"
#include "Expr.h"
#include "Selector.h"
#include "Types.h"
#include "Vocabulary.h"
#include <QSharedPointer>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>
#include <optional>

namespace strata {

struct AbilityDef;
struct Card;
using AbilityPtr = QSharedPointer<const AbilityDef>;

// A keyword's name or text ("Flying", "Swampwalk") as a small number, the same for the same text, so
// the engine's hot paths compare integers rather than strings. Never 0.
int keywordId(const QString& nameOrText);

// Exceptions written into a copy effect (707.9).
struct CopyExceptions {
    quint16 addTypes = 0;
    quint8 addSupertypes = 0;
    QVector<SubtypeId> addSubtypes;
    std::optional<int> power, toughness;
    QVector<AbilityPtr> addAbilities;
    bool keepOwnColor = false;     // Vesuvan Doppelganger: "doesn't copy that creature's color"
    bool hasThisAbility = false;   // Unstable Shapeshifter, Vesuvan Doppelganger
    QString extraCounterKind;
    QString extraCounterCount;   // integer text or "x"
    quint8 removeSupertypes = 0;   // "except it isn't legendary" (707.9b)
    // Moritte of the Frost's "if it's a creature, …": checked on the copy's own result (707.9f).
    QSharedPointer<const CopyExceptions> ifCreature;
    bool isEmpty() const
    {
        return !addTypes && !addSupertypes && !removeSupertypes && addSubtypes.isEmpty() && !power && !toughness && addAbilities.isEmpty()
            && !keepOwnColor && !hasThisAbility && extraCounterKind.isEmpty() && !ifCreature;
    }
    bool operator==(const CopyExceptions& o) const;
};

enum class Layer : quint8 { L1a, L1b, L2, L3, L4, L5, L6, L7a, L7b, L7c, L7d, Players, Rules };
constexpr int kLayerCount = int(Layer::Rules) + 1;

// One change a continuous effect makes; the operation kind decides its layer.
struct Op {
    enum class Kind : quint8 {
        Copy,
        FaceDown,
        GainControl,
        ExchangeControl,
        ChangeText,
        AddTypes,
        SetTypes,
        RemoveTypes,
        AddSubtypes,
        SetSubtypes,
        AddSupertypes,
        AllCreatureTypes,
        LoseCreatureTypes,
        AllBasicLandTypes,
        SetColors,
        AddColors,
        AddAbilities,
        LoseAbilities,
        LoseAllAbilities,
        CantHave,
        SetPT,
        ModifyPT,
        SwitchPT,
        Rule,
        PlayerRule
    };
    Kind kind = Kind::AddTypes;
    quint16 cardTypes = 0;
    quint8 supertypes = 0;
    QVector<SubtypeId> subtypes;
    bool subtypeChosen = false;
    ColorSet colors;
    bool colorChosen = false;
    QVector<AbilityPtr> abilities;
    std::optional<Expr> power, toughness;
    RuleName rule = RuleName::NoLegendRule;                  // Rule / PlayerRule
    TextChangeKind textChange = TextChangeKind::ColorWord;   // ChangeText
    QSharedPointer<Selector> copyOf;
    CopyExceptions except;
    // 702.16c-d exceptions an Aura's protection writes: "This effect doesn't remove ~" (KeepsSource) or
    // "doesn't remove Auras" (KeepsAuras); the attached Auras stay although protection would remove them.
    enum class Keeps : quint8 { Nothing, KeepsSource, KeepsAuras };
    Keeps keeps = Keeps::Nothing;
    // LoseAbilities: "loses this ability" (licids): the ability whose effect this is, not a named one
    bool thisAbility = false;
    // Rule: the creatures the rule names (CantBeBlockedBy, CantBeBlockedExceptBy: the blockers, 509.1b).
    QSharedPointer<Selector> filter;
    // Round 25. AddAbilities: "gains your choice of flying, first strike, or haste": only the one of
    // `abilities` the effect's Choices::mode names (1 the first); none while nothing is chosen.
    bool abilityChosen = false;
    // SetColors: "becomes the color or colors of your choice": the effect's Choices::colors (105.2).
    bool colorsChosen = false;

    // Inline: the engine asks this for every operation of every effect on every object.
    inline Layer layer(bool fromCda) const;
    Facets writes() const;
    Facets reads() const;
    bool operator==(const Op& o) const;
};

inline Layer Op::layer(bool fromCda) const
{
    switch (kind) {
    case Kind::Copy:
        return Layer::L1a;
    case Kind::FaceDown:
        return Layer::L1b;
    case Kind::GainControl:
    case Kind::ExchangeControl:
        return Layer::L2;
    case Kind::ChangeText:
        return Layer::L3;
    case Kind::AddTypes:
    case Kind::SetTypes:
    case Kind::RemoveTypes:
    case Kind::AddSubtypes:
    case Kind::SetSubtypes:
    case Kind::AddSupertypes:
    case Kind::AllCreatureTypes:
    case Kind::LoseCreatureTypes:
    case Kind::AllBasicLandTypes:
        return Layer::L4;
    case Kind::SetColors:
    case Kind::AddColors:
        return Layer::L5;
    case Kind::AddAbilities:
    case Kind::LoseAbilities:
    case Kind::LoseAllAbilities:
    case Kind::CantHave:
        return Layer::L6;
    case Kind::SetPT:
        return fromCda ? Layer::L7a : Layer::L7b;
    case Kind::ModifyPT:
        return Layer::L7c;
    case Kind::SwitchPT:
        return Layer::L7d;
    case Kind::Rule:
        return Layer::Rules;
    case Kind::PlayerRule:
        return Layer::Players;
    }
    return Layer::Rules;
}

struct ContinuousDef {
    QSharedPointer<Selector> affects;
    QVector<Op> ops;
    Duration duration = Duration::EndOfTurn;
    QString endCost;   // Duration::UntilPaidToEnd: "{W}" of "You may pay {W} to end this effect"
    bool operator==(const ContinuousDef& o) const;
};

// A number of cards, counters, life or damage as a card writes it: a whole number or X.
struct Amount {
    bool x = false;
    int n = 0;
    static Amount number(int v) { return Amount{false, v}; }
    bool operator==(const Amount& o) const { return x == o.x && n == o.n; }
};

// Counters of one kind ("+1/+1", "fade"), as an action puts them or a permanent enters with them.
struct Counters {
    QString kind;
    Amount n = Amount::number(1);
    bool operator==(const Counters& o) const { return kind == o.kind && n == o.n; }
};

struct CostPart {
    QString mana;   // "{2}{U}", "{T}", "{Q}" — or empty for the structured ones below
    CostKind kind = CostKind::Mana;
    int amount = 0;
    // ExileFromHand: the card to exile (Grief's "a black card"); Sacrifice: the permanent, when not itself
    QSharedPointer<Selector> card;
    QString counterKind;   // RemoveCounters: "+1/+1", "charge"
    // "Discard X cards", "Remove any number of storage counters": the amount is X, chosen as it is paid
    bool amountX = false;
    // Strive (601.2f): "~ costs {2}{U} more to cast for each target beyond the first": paid once per
    // target beyond the first (an AdditionalCost ability's Mana part)
    bool perTargetBeyondFirst = false;
    bool operator==(const CostPart& o) const
    {
        return mana == o.mana && kind == o.kind && amount == o.amount && amountX == o.amountX
            && perTargetBeyondFirst == o.perTargetBeyondFirst
            && counterKind == o.counterKind && !card == !o.card
            && (!card || *card == *o.card);
    }
};

// "Spend this mana only to cast creature spells", "… or activate abilities of artifacts" (106.6): what
// the mana an AddMana action makes may pay for.
struct ManaSpendRestriction {
    QSharedPointer<Selector> spells;        // the spells it may pay for; none: no spell
    QSharedPointer<Selector> abilitiesOf;   // the objects whose activated abilities it may pay for; none: no ability
    bool operator==(const ManaSpendRestriction& o) const;
};

// A one-shot instruction in an activated, triggered or spell ability. Only `continuous` matters to the
// layer engine; the rest is written as rules text. Which fields a kind uses is listed beside them.
struct Action {
        // AnyTypeLandsCouldProduce: "one mana of any type that a land you control could produce" (106.7);
    // `object` the lands
    enum class Mana : quint8 { Symbols, AnyColor, ChosenColor, AnyTypeLandsCouldProduce };
    ActionKind kind = ActionKind::Draw;
    std::optional<ContinuousDef> continuous;   // Continuous
    // Draw, Scry, Damage, DamageEachOpponent, GainLife, LoseLife, LookTopTakeArtifact, ExileFromGraveyard
    Amount amount;
    std::optional<Expr> drain;   // Drain
    // Sacrifice, Destroy, Tap, Untap, DontUntapNext, Transform, ReturnFromGraveyard, PutCounter ("on"),
    // ExileFromGraveyard ("filter"); Fight and PowerDamage: the creature that fights or deals the damage
    std::optional<Selector> object;
    std::optional<Selector> to;                   // "to": Damage (any action may name it)
    bool noRegenerate = false;                    // Destroy
    Counters counters;                            // PutCounter
    Mana mana = Mana::Symbols;                    // AddMana
    // AddMana symbols, SacrificeUnlessPay cost, CreateToken name, CounterSpell "unless its controller pays"
    QString text;
    QStringList manaChoices;                      // AddManaChoice
    QVector<SubtypeId> landTypes;                 // SearchLandType
    bool controllerOfTarget = false;              // SearchBasicLand: that player searches, not you
    TriggerEvent event = TriggerEvent::EndStep;   // Delayed
    std::optional<Condition> condition;           // Delayed ("if")
    QVector<Action> nested;                       // Delayed ("effect")
    // GainLife, LoseLife, Damage: an amount the card computes ("life equal to its power")
    std::optional<Expr> amountOf;
    // Who does it: empty for "you"; "controller_of_target" (Swords to Plowshares), "target_player",
    // "each_opponent", "owner" (ReturnToBattlefield: "under its owner's control")
    QString who;
    bool tapped = false;   // ReturnToBattlefield, SearchBasicLand: "tapped"
    bool optional = false; // "you may": chosen on resolution (603.5)
    // "If you do, …": done only when the optional action before it was (the controller chose to)
    bool ifYouDo = false;
    // "If you don't, …" / "Otherwise, …" (the same choice, another wording): done only when the optional
    // action before it was not
    bool ifYouDont = false;
    bool otherwise = false;
    // Printed in the sentence of the action before it, after ", then" ("destroy target creature, then
    // proliferate"): the same instructions in the same order, one sentence.
    bool then = false;
    bool eachPlayer = false;   // Damage: "and each player" (Pestilence)
    // CreateToken: the token the card defines ("a 1/1 green Saproling creature token"), `amount` of them;
    // without it, `text` names a token of the card library
    std::shared_ptr<const Card> token;
    // SearchLibrary: `object` is the card searched for (its `upTo`, "up to two"), `amount` how many,
    // `text` where it goes ("hand", "battlefield", "graveyard", "exile", "top": on top after the
    // shuffle), `tapped`, and `reveal`. LookAtTop: `amount` cards looked at, `keep` of them put into the
    // hand, `text` where the rest go ("bottom_any_order", "bottom_random_order", "graveyard").
    bool reveal = false;
    int keep = 0;
    // CreateTokenCopy: "except it has haste", "except it isn't legendary" (707.9)
    QSharedPointer<const CopyExceptions> copyExcept;
    // Exile: "until ~ leaves the battlefield" (610.3c: UntilSourceLeaves); ExileTopMayPlay: how long
    // the card may be played (EndOfTurn, or NextTurnOfTargetPlayer for "until the end of your next turn")
    std::optional<Duration> duration;
    // CounterSpell: where the countered spell goes instead of its owner's graveyard ("exile it
    // instead", "on top of its owner's library instead"); LookAtTop: where the kept cards go when not
    // the hand ("put any number of them into your graveyard")
    std::optional<Zone> destination;
    // UnlessPays: a payment other than mana or life ("sacrifice ~ unless you return a land you control
    // to its owner's hand", "unless you discard a card"), as cost parts; `text` is then empty
    QVector<CostPart> unlessPayment;
    bool faceDown = false;   // ExileTop: "face down" (406.3); ReturnToBattlefield: "face down" (708.2a)
    // Round 17 (issue 16).
    // Damage, PreventDamage: "divided as you choose among any number of targets" (601.2d): the division
    // is chosen as the spell is cast, each target getting at least 1; a scenario states it.
    bool divided = false;
    bool attacking = false;   // CreateToken: "tapped and attacking" (508.4: attacking, never declared as an attacker)
    // PreventDamage: "the next time [a source] would deal damage …, prevent that damage" (615.7): a shield
    // that prevents all the damage of the next event it applies to, not a number of damage; `object` the
    // source (Selector::Ref::ChosenSource for "a source of your choice", 609.7)
    bool nextTime = false;
    std::optional<ManaSpendRestriction> spendOnly;   // AddMana, AddManaChoice
    // Round 18 (issue 16).
    // ReturnToHand: "return all attacking creatures to their owners' hands": every object `object` selects
    // (without it a selector that is no reference names one permanent, chosen as it resolves)
    bool each = false;
    // Untap, Exile, Tap, Sacrifice: "untap up to seven lands", "exile a land you control": `pick` of the
    // objects `object` selects (`pickUpTo`: up to that many), chosen as the action is performed, not
    // targeted (608.2d); the scenario's choices name them. 0: the action's usual reading.
    int pick = 0;
    bool pickUpTo = false;
    // Round 22: PreventDamage with this is a redirection (614.9, 614.1b), not a prevention: "the next 1
    // damage that would be dealt to ~ this turn is dealt to target creature instead", "the next time a
    // source of your choice would deal damage to you this turn, that damage is dealt to ~ instead": the
    // same one-shot shield, but the damage it applies to is dealt to what this names instead (the source,
    // a target); "damage can't be prevented" (615.12) does not stop it.
    QSharedPointer<Selector> dealtInstead;
    // Round 24: an ability word's paragraph done instead of the last instruction of the paragraph before
    // it when `condition` holds (Thermal Blast's "Threshold — ~ deals 5 damage to that creature instead
    // if …", 207.2c, 608.2c); that instruction is then not done (spellAbility). The paragraph names the
    // targets of the one before again. How Oracle orders the words: "X instead if C" (ConditionLast),
    // "If C, X instead" (ConditionFirst), "If C, instead X" (InsteadFirst).
    enum class Instead : quint8 { None, ConditionLast, ConditionFirst, InsteadFirst };
    Instead instead = Instead::None;
    // Stop 48. Damage: "The damage can't be prevented." (615.12): no prevention applies to this
    // instruction's damage; redirections still do (614.9).
    bool cantBePrevented = false;
    bool operator==(const Action& o) const;
    // An action that creates the continuous effect `def` (611.2): "target creature gets +3/+3 until end of turn".
    static Action continuousEffect(ContinuousDef def)
    {
        Action a;
        a.kind = ActionKind::Continuous;
        a.continuous = std::move(def);
        return a;
    }
};

// The card format's names of Action::Instead ("condition_last", "condition_first", "instead_first").
QString insteadOrderName(Action::Instead order);
std::optional<Action::Instead> insteadOrder(const QString& name);


// 614.1c/614.12: how a permanent enters (the "replacement" ability of docs/card-format.md).
struct Replacement {
    struct EntersAsCopy {
        QSharedPointer<Selector> of;   // without it the ability names no object to copy
        bool optional = false;
        CopyExceptions except;
        bool operator==(const EntersAsCopy& o) const;
    };
    bool entersTapped = false;
    std::optional<Counters> entersWithCounters;
    std::optional<QStringList> entersWithCounterChoice;   // counter kinds to choose from
    std::optional<ChoiceKind> choose;
    QStringList chooseOptions;   // ChoiceKind::Option: the words chosen among ("Khans", "Dragons"), in printed order
    std::optional<EntersAsCopy> entersAsCopy;
    // "As this enters, it becomes your choice of …" (Primal Clay): one entry per mode, in printed order;
    // the chosen one is a copiable effect (613.2a) that sets what it names.
    QVector<CopyExceptions> becomesChoice;
    // "As this enters or is turned face up" (Aquamorph Entity): the form is also chosen as it turns face up.
    bool becomesAlsoTurnedFaceUp = false;
    // "As ~ enters, you may pay 2 life. If you don't, it enters tapped" (shock lands, 614.12): the
    // payment's text ("2 life"); the move event's "pays": false takes the tapped branch
    QString entersTappedUnlessPaid;
    // Round 17 (issue 16).
    // "enters with a +1/+1 counter on it for each …", "with X +1/+1 counters on it, where X is …" (614.1c):
    // the number of entersWithCounters, worked out as it enters (its `n` is then unused).
    std::optional<Expr> entersWithCountersCount;
    // "As ~ enters, you may reveal a Goblin card from your hand. If you don't, ~ enters tapped" (614.1c):
    // the card revealed; the move event's choice says whether one was.
    QSharedPointer<Selector> entersTappedUnlessRevealed;
    // Round 40: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's
    // library instead" (614.1a, Nexus of Fate): from any zone, the card goes to its owner's library, shuffled.
    bool shuffledIntoLibraryInstead = false;
    bool operator==(const Replacement& o) const;
};

struct AbilityDef {
    enum class Kind : quint8 {
        Keyword,
        Static,
        Activated,
        Loyalty,
        Triggered,
        Replacement,
        Spell,
        CastRestriction,
        ManaIntrinsic,
        // An ability Strata does not model (an imported card's sentence it could not read): it counts
        // as an ability (so "loses all abilities" and ability counts stay right) and shows `text`.
        TextOnly,
        // "As an additional cost to cast this spell, sacrifice a creature." (601.2f): `costParts`
        AdditionalCost,
        // "You may pay {5} rather than pay this spell's mana cost." (118.9): `costParts`, and the
        // `condition` under which it may be paid ("If you control a Forest, …")
        AlternativeCost
    };
    Kind kind = Kind::Keyword;

    // TextOnly: the ability's printed text, as the card's source gave it
    QString text;

    // Keyword
    QString keyword;          // canonical English name: "Flying", "Landwalk", "Protection"
    SubtypeId landType = 0;   // Landwalk
    bool hasLandType = false;
    ColorSet protectionFrom;   // Protection from a colour
    QString protectionText;    // Protection from something else ("everything", "creatures")
    std::optional<int> n;      // Rampage 2, Fading 3
    QString cost;              // Equip {2}, Morph {G}, loyalty "+2", activated costs as text
    QSharedPointer<Selector> enchant;

    // Static
    QSharedPointer<Selector> affects;
    QVector<Op> ops;
    // Static: while it holds; Activated: "Activate only if …" (602.5b), checked as it is activated.
    std::optional<Condition> condition;
    bool cda = false;

    // Activated / Loyalty / Triggered / Spell
    QVector<CostPart> costParts;
    ActivationRestriction restriction = ActivationRestriction::None;
    TriggerEvent event = TriggerEvent::SelfEnters;
    std::optional<Condition> triggerIf;
    // The object or spell the event is about must match this (Warmth: "a red spell").
    QSharedPointer<Selector> eventFilter;
    // Round 45, the events of activating an ability: "that isn't a mana ability", ", if it isn't a mana ability," (605.1a)
    bool eventNotManaAbility = false;
    bool optional = false;
    QVector<Action> effect;
    QVector<Selector> targets;
    // A modal spell or ability (700.2): "choose one —" and its modes, each a Spell-kind ability with
    // its own targets and effect, in printed order; `effect` and `targets` are then empty.
    QVector<AbilityPtr> modes;
    quint8 modesMin = 0, modesMax = 0;   // how many modes are chosen: "one or both" is 1 and 2
    // "You may choose the same mode more than once" (700.2d)
    bool modesRepeat = false;

    Replacement replacement;

    // CastRestriction
    CastRestriction castRestriction = CastRestriction::SorcerySpeed;

    // ManaIntrinsic (305.6): the mana ability a basic land type gives
    SubtypeId basicLandType = 0;

    // After a text change (layer 3), the ability as its card wrote it: "loses"/"can't have" name
    // abilities as written, so a rewritten ability still compares as the one it was.
    AbilityPtr asWritten;

    // Triggered, SelfEnters: "When ~ enters or is turned face up" (708.8): it also triggers as it turns face up.
    bool alsoTurnedFaceUp = false;
    // Triggered, round 30: "At the beginning of your upkeep or whenever you cast a red spell" (Shrine of
    // Burning Rage): a second event, with its own filter, on which the same ability triggers too (603.2);
    // only its `event` and `eventFilter` are read.
    AbilityPtr orEvent;

    // Static: "Otherwise, it gets -3/-3." (Clutch of Undeath): a static ability of the same source that
    // applies while `condition` does not hold; its own condition is that one negated.
    AbilityPtr otherwise;

    bool isKeyword(const QString& name) const { return kind == Kind::Keyword && keyword == name; }
    // Same ability, as "loses flying" or "can't have hexproof" needs (702.1 names abilities by keyword).
    bool sameAs(const AbilityDef& other) const
    {
        // Keywords by their interned text, inline: losses and bans compare every ability an object has.
        if (kind == Kind::Keyword && other.kind == Kind::Keyword && keywordTextId && other.keywordTextId)
            return keywordTextId == other.keywordTextId;
        return sameAsByText(other);
    }
    bool sameAsByText(const AbilityDef& other) const;   // sameAs() beyond interned keywords
    // Structural equality of what a card file says (not of the caches below).
    bool sameStructure(const AbilityDef& other) const;
    // The display name of a keyword ability with its parameter: "Swampwalk", "Protection from black".
    QString keywordText() const { return keywordDisplay.isEmpty() ? composeKeywordText() : keywordDisplay; }
    QString composeKeywordText() const;
    // Call once the fields are filled: caches what comparisons need on the engine's hot path.
    void finalize();
    QString keywordDisplay;
    int keywordNameId = 0;     // keywordId(keyword) for a keyword ability, set by finalize()
    int keywordTextId = 0;     // keywordId(keywordText()), set by finalize()
    bool changeling = false;   // the Changeling keyword (702.73), which works as a CDA
    bool devoid = false;       // the Devoid keyword (702.114a): "this object is colorless", a CDA (604.3)
    // A replacement with operations is "enters with trample" (Kavu Titan): its `ops` apply to itself
    // while its `condition` holds, like a static ability's.
    bool generatesEffects() const
    {
        return kind == Kind::Static || changeling || devoid || (kind == Kind::Replacement && !ops.isEmpty());
    }
    // "Enters as a copy of" an object it names (707.5, 614.1c).
    bool copiesOnEntering() const
    {
        return replacement.entersAsCopy && replacement.entersAsCopy->of && !copiesOthersOnEntering();
    }
    // Essence of the Wild's "creatures you control enter as a copy of this" (616.1c): written "of": "self".
    bool copiesOthersOnEntering() const
    {
        const auto& c = replacement.entersAsCopy;
        return c && c->of && c->of->ref == Selector::Ref::Self;
    }
};

}   // namespace strata
