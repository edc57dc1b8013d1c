#include "OracleParser.h"
#include "OracleSpellConditions.h"
#include <QHash>
#include <algorithm>
#include <QRegularExpression>

namespace strata::import {

namespace {

// A static ability by which ~ itself (or, for a player's rule, its controller: the card format has
// no player selector) follows `rule` (613.10, 613.11).
AbilityPtr selfRule(RuleName rule, Op::Kind kind = Op::Kind::Rule)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    Selector self;
    self.ref = Selector::Ref::Self;
    a->affects = QSharedPointer<Selector>::create(self);
    Op op;
    op.kind = kind;
    op.rule = rule;
    a->ops << op;
    a->finalize();
    return a;
}

// 509.1c: "All creatures able to block ~ do so." (Lure's kin), "All Walls able to block ~ do so."
// (Marble Priest: only the blockers the op's filter names), "All creatures able to block equipped
// creature do so." (Nemesis Mask) and the bestow creature's "~ or enchanted creature" (Noble Quarry):
// a requirement on each creature able to block, obeyed as far as the restrictions allow.
AbilityPtr lure(const QString& blocked, const std::optional<Selector>& blockers)
{
    Selector affected;
    if (blocked == QLatin1String("~")) {
        affected.ref = Selector::Ref::Self;
    } else if (blocked == QLatin1String("equipped creature") || blocked == QLatin1String("enchanted creature")) {
        affected.ref = Selector::Ref::Attached;
    } else if (blocked == QLatin1String("~ or enchanted creature")) {   // bestow (702.103)
        Selector self, attached;
        self.ref = Selector::Ref::Self;
        attached.ref = Selector::Ref::Attached;
        affected.anyOf = {self, attached};
    } else {
        return nullptr;
    }
    if (blockers && (blockers->isRef() || !blockers->anyOf.isEmpty() || blockers->where != Selector::Where::Battlefield
                        || blockers->controller != Selector::Who::Any))
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::AllAbleToBlockDoSo));
    a->affects = QSharedPointer<Selector>::create(affected);
    if (blockers)
        a->ops[0].filter = QSharedPointer<Selector>::create(*blockers);
    a->finalize();
    return a;
}

}   // namespace

// "~ can't block." and "~ can block only creatures with flying." (509.1a, 509.1b): rules the combat
// code checks as blockers are declared.
AbilityPtr OracleParser::objectRule(const QString& s) const
{
    if (s == QLatin1String("~ can't block."))
        return selfRule(RuleName::CantBlock);
    if (s == QLatin1String("~ can block only creatures with flying."))
        return selfRule(RuleName::CanBlockOnlyFlying);
    // 502.3: the untap step's "may choose not to untap" (Amber Prison, Rubinia Soulsinger).
    if (s == QLatin1String("You may choose not to untap ~ during your untap step."))
        return selfRule(RuleName::MayChooseNotToUntap);
    // Round 40, 502.3: "Untap ~ during each other player's untap step." (Endbringer), "Untap all artifacts you
    // control during each other player's untap step." (Unwinding Clock): they untap as the active player's do.
    static const QRegularExpression untapOthers(
        QStringLiteral("^Untap (~|all ([^.]+ you control)) during each other player's untap step\\.$"));
    if (const auto m = untapOthers.match(s); m.hasMatch()) {
        if (m.captured(2).isEmpty())
            return selfRule(RuleName::UntapDuringOtherUntapSteps);
        bool plural = false;
        const auto set = objects(m.captured(2), &plural);
        // "you control": of the set, or of each of its kinds ("creatures and lands you control")
        const bool yours = set && (set->controller == Selector::Who::You
                                      || (!set->anyOf.isEmpty()
                                          && std::all_of(set->anyOf.cbegin(), set->anyOf.cend(),
                                              [](const Selector& k) { return k.controller == Selector::Who::You; })));
        if (!set || !plural || set->isRef() || !yours)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::UntapDuringOtherUntapSteps));
        a->affects = QSharedPointer<Selector>::create(*set);
        a->finalize();
        return a;
    }
    if (s == QLatin1String("If ~ is in your opening hand, you may begin the game with it on the battlefield."))
        return selfRule(RuleName::BeginGameOnBattlefield);
    if (s == QLatin1String("~ can block creatures with shadow as though they didn't have shadow.")
        || s == QLatin1String("~ can block creatures with shadow as though ~ had shadow."))   // Wall of Diffusion
        return selfRule(RuleName::CanBlockShadow);   // 702.28b
    // Round 41, 702.14: "Creatures with swampwalk can be blocked as though they didn't have swampwalk."
    // (Quagmire, Crevasse, Gosta Dirk): the rule of each creature with that landwalk, its land type the op's.
    // A text change (612.2) rewrites the op's land type, not the set's keyword: see docs/importer.md.
    static const QRegularExpression noLandwalk(QStringLiteral(
        "^Creatures with ([a-z]+)walk can be blocked as though they didn't have \\1walk\\.$"));
    if (const auto m = noLandwalk.match(s); m.hasMatch()) {
        const QString type = m.captured(1).left(1).toUpper() + m.captured(1).mid(1);
        const auto id = SubtypeRegistry::instance().find(type);
        if (!id || SubtypeRegistry::instance().kind(*id) != SubtypeKind::Land)
            return nullptr;
        Selector walkers;   // a landwalk is named by its full text (702.14a)
        walkers.types = quint16(CardType::Creature);
        walkers.hasKeyword = type + QLatin1String("walk");
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::CanBeBlockedAsThoughNoLandwalk));
        a->affects = QSharedPointer<Selector>::create(walkers);
        a->ops[0].subtypes << *id;
        a->finalize();
        return a;
    }
    if (s == QLatin1String("~ can be your commander."))   // 903.3d: carried (Strata plays no Commander games)
        return selfRule(RuleName::CanBeCommander);
    // 601.3: "Spells with the chosen name can't be cast." (Meddling Mage, Nevermore): the cards named as
    // the source entered (`namedChosen`), in any zone they could be cast from; the cast is refused.
    // "Your opponents can't cast spells with the chosen name." (their cards only).
    const bool opponents = s == QLatin1String("Your opponents can't cast spells with the chosen name.");
    if (opponents || s == QLatin1String("Spells with the chosen name can't be cast.")) {
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::CantBeCast));
        Selector spells;
        spells.where = Selector::Where::Any;
        spells.namedChosen = true;
        if (opponents)
            spells.controller = Selector::Who::Opponent;
        a->ops[0].filter = QSharedPointer<Selector>::create(spells);
        a->finalize();
        return a;
    }
    static const QRegularExpression lureRe(QStringLiteral("^All (.+) able to block (.+) do so\\.$"));
    if (const auto m = lureRe.match(s); m.hasMatch()) {
        bool plural = false;
        const bool anyCreature = m.captured(1) == QLatin1String("creatures");
        std::optional<Selector> blockers;
        if (!anyCreature)
            blockers = objects(m.captured(1), &plural);
        if (!anyCreature && (!blockers || !plural))
            return nullptr;
        return lure(m.captured(2), blockers);
    }
    if (s == QLatin1String("Creatures with power less than ~'s power can't block it."))
        return selfRule(RuleName::CantBeBlockedByLesserPower);
    // Dandân's "can't attack unless defending player controls an Island" (508.1c), the land type a word
    // layer 3 can change.
    static const QRegularExpression unlessDefender(
        QStringLiteral("^~ can't attack unless defending player controls an? ([A-Z]\\w+)\\.$"));
    if (const auto m = unlessDefender.match(s); m.hasMatch()) {
        const auto id = SubtypeRegistry::instance().find(m.captured(1));
        if (!id || SubtypeRegistry::instance().kind(*id) != SubtypeKind::Land)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::CantAttackUnlessDefenderControls));
        a->ops[0].subtypes << *id;
        a->finalize();
        return a;
    }
    // Round 28, Ronom Serpent: "… unless defending player controls a snow land": a permanent of a kind, the
    // op's `filter`, matched as the layers leave the defending player's permanents (508.1c).
    static const QRegularExpression unlessDefenderHas(
        QStringLiteral("^~ can't attack unless defending player controls an? ([a-z][^.]+)\\.$"));
    if (const auto m = unlessDefenderHas.match(s); m.hasMatch()) {
        bool plural = true;
        const auto set = objects(m.captured(1), &plural);
        if (!set || plural || set->isRef() || set->other || set->controller != Selector::Who::Any
            || set->where != Selector::Where::Battlefield || !set->anyOf.isEmpty())
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::CantAttackUnlessDefenderControls));
        a->ops[0].filter = QSharedPointer<Selector>::create(*set);
        a->finalize();
        return a;
    }
    // 602.5: "Activated abilities of artifacts can't be activated." (Cursed Totem, Linvala): the rule of
    // each permanent of the set, which the event player checks as an ability is activated.
    static const QRegularExpression activated(QStringLiteral("^Activated abilities of (.+) can't be activated\\.$"));
    if (const auto m = activated.match(s); m.hasMatch()) {
        bool plural = false;
        // Round 28, Phyrexian Revoker: "sources with the chosen name", objects in every zone (the name chosen
        // as ~ entered, `namedChosen`): an ability of a card in a graveyard can't be activated either.
        if (m.captured(1) == QLatin1String("sources with the chosen name")) {
            Selector named;
            named.where = Selector::Where::Any;
            named.word = QStringLiteral("source");
            named.namedChosen = true;
            auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::ActivatedAbilitiesCantBeActivated));
            a->affects = QSharedPointer<Selector>::create(named);
            a->finalize();
            return a;
        }
        const auto set = objects(m.captured(1), &plural);
        if (!set || !plural || set->isRef() || set->where != Selector::Where::Battlefield)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::ActivatedAbilitiesCantBeActivated));
        a->affects = QSharedPointer<Selector>::create(*set);
        a->finalize();
        return a;
    }
    // Attack costs (508.1g-h): "Creatures can't attack you unless their controller pays {2} for each
    // creature they control that's attacking you." (Windborn Muse, Elephant Grass): a rule of the source,
    // the creatures taxed in the op's filter, the generic mana per creature in its power. "… you or a
    // planeswalker you control unless their controller pays {X} for each of those creatures, where X is
    // the number of enchantments you control" (Sphere of Safety; Collective Restraint's domain): X is
    // worked out as the layers leave the board (StageApplication).
    static const QRegularExpression attackTax(QStringLiteral(
        "^([A-Z][a-z]+ creatures|Creatures) can't attack you( or a planeswalker you control)? "
        "unless their controller pays \\{(\\d+|X)\\} for each (creature they control that's attacking you|of those creatures)"
        "(?:, where X is (.+))?\\.$"));
    if (const auto m = attackTax.match(s); m.hasMatch()) {
        const bool walkers = !m.captured(2).isEmpty();
        // Oracle says "each creature they control that's attacking you" of a player alone, "each of those
        // creatures" of a player and planeswalkers; X is said exactly when the tax is X.
        if (walkers != (m.captured(4) == QLatin1String("of those creatures"))
            || (m.captured(3) == QLatin1String("X")) == m.captured(5).isEmpty())
            return nullptr;
        bool plural = false;
        const auto taxed = objects(m.captured(1).toLower(), &plural);
        if (!taxed || !plural || taxed->isRef() || taxed->controller != Selector::Who::Any
            || taxed->where != Selector::Where::Battlefield)
            return nullptr;
        const std::optional<Expr> tax = m.captured(5).isEmpty() ? Expr::constant(m.captured(3).toInt()) : amount(m.captured(5));
        if (!tax)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(walkers ? RuleName::AttackTaxYouOrPlaneswalkers : RuleName::AttackTax));
        a->ops[0].filter = QSharedPointer<Selector>::create(*taxed);
        a->ops[0].power = *tax;
        a->finalize();
        return a;
    }
    // Round 27, block costs (509.1d-f): "Creatures can't block unless their controller pays {1} for each of
    // those creatures." (Archangel of Tithes): each creature of the set that blocks costs its controller the
    // generic mana in the op's power, whoever it blocks.
    static const QRegularExpression blockTax(QStringLiteral(
        "^([A-Z][a-z]+ creatures|Creatures) can't block unless their controller pays \\{(\\d+)\\} "
        "for each of those creatures\\.$"));
    if (const auto m = blockTax.match(s); m.hasMatch()) {
        bool plural = false;
        const auto taxed = objects(m.captured(1).toLower(), &plural);
        if (!taxed || !plural || taxed->isRef() || taxed->where != Selector::Where::Battlefield)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::BlockTax));
        a->ops[0].filter = QSharedPointer<Selector>::create(*taxed);
        a->ops[0].power = Expr::constant(m.captured(2).toInt());
        a->finalize();
        return a;
    }
    // The phantoms (615.1a): each prevention removes one +1/+1 counter, however much damage it prevents.
    // Round 37: Unbreathing Horde's "If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter
    // from it." says the same (RoundTripStatics.cpp).
    if (s == QLatin1String("If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.")
        || s == QLatin1String("If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter from it."))
        return selfRule(RuleName::PreventDamageRemoveCounter);
    // Undergrowth Champion: the same replacement only while a counter is there to remove, the static's
    // condition (611.3a); with none left, the damage is dealt.
    if (s == QLatin1String("If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and "
                           "remove a +1/+1 counter from ~.")) {
        const std::optional<Condition> counter = condition(QStringLiteral("it has a +1/+1 counter on it"));
        if (!counter)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::PreventDamageRemoveCounter));
        a->condition = *counter;
        a->finalize();
        return a;
    }
    if (AbilityPtr a = preventionRule(s))
        return a;
    if (AbilityPtr a = othersEnterTapped(s))
        return a;
    if (AbilityPtr a = doubleDamage(s))
        return a;
    // A player's own abilities and rules (613.10): no object's characteristics change.
    static const QHash<QString, RuleName> playerRules = {
        {QStringLiteral("You have no maximum hand size."), RuleName::NoMaximumHandSize},
        {QStringLiteral("Skip your draw step."), RuleName::SkipDrawStep},
        {QStringLiteral("You have hexproof."), RuleName::PlayerHexproof},
        {QStringLiteral("Play with the top card of your library revealed."), RuleName::PlayWithTopCardRevealed},
        {QStringLiteral("Players can't gain life."), RuleName::PlayersCantGainLife},
        {QStringLiteral("Your opponents can't gain life."), RuleName::OpponentsCantGainLife},
        {QStringLiteral("You may play an additional land on each of your turns."), RuleName::AdditionalLandPlay},
        {QStringLiteral("You have shroud."), RuleName::PlayerShroud},
        {QStringLiteral("You don't lose the game for having 0 or less life."), RuleName::DontLoseForZeroLife},
        {QStringLiteral("Each player can't cast more than one spell each turn."),
            RuleName::PlayersCastOneSpellEachTurn},
        {QStringLiteral("You can't cast more than one spell each turn."), RuleName::CastOneSpellEachTurn},
        {QStringLiteral("Each opponent can't draw more than one card each turn."),
            RuleName::OpponentsDrawOneCardEachTurn},
        {QStringLiteral("Players can't untap more than one artifact during their untap steps."),
            RuleName::UntapOnlyOneArtifact},
        {QStringLiteral("Players can't untap more than one creature during their untap steps."),
            RuleName::UntapOnlyOneCreature},
        {QStringLiteral("Players can't search libraries."), RuleName::PlayersCantSearchLibraries},
        {QStringLiteral("Your opponents can't search libraries."), RuleName::OpponentsCantSearchLibraries},
        {QStringLiteral("Players can't cycle cards."), RuleName::PlayersCantCycle},
        {QStringLiteral("Players skip their untap steps."), RuleName::PlayersSkipUntapSteps},
        {QStringLiteral("Players don't lose unspent mana as steps and phases end."), RuleName::PlayersKeepUnspentMana},
        {QStringLiteral("Damage can't be prevented."), RuleName::DamageCantBePrevented},
        {QStringLiteral("You may look at the top card of your library any time."), RuleName::LookAtTopCardAnyTime},
        // Round 24: Precognition Field's Oracle text misprints "library" (the round trip mends it too).
        {QStringLiteral("You may look at the top card of your librar any time."), RuleName::LookAtTopCardAnyTime},
        {QStringLiteral("Players play with the top card of their libraries revealed."),
            RuleName::PlayersPlayWithTopCardsRevealed},
        {QStringLiteral("You can't lose the game and your opponents can't win the game."),
            RuleName::CantLoseOpponentsCantWin},
        {QStringLiteral("Spells and abilities your opponents control can't cause you to sacrifice permanents."),
            RuleName::OpponentsCantCauseSacrifice},
        {QStringLiteral("Your life total can't change."), RuleName::LifeCantChange},   // 119.10
        // Round 24: Mycosynth Lattice, every player's (as the hand-made card says it), carried.
        {QStringLiteral("Players may spend mana as though it were mana of any color."), RuleName::SpendManaAsAnyColor},
        // Life replacements (614.1a), performed where life is gained or damage is dealt.
        {QStringLiteral("If you would gain life, you gain that much life plus 1 instead."), RuleName::GainLifePlusOne},
        {QStringLiteral("If you would gain life, you gain twice that much life instead."), RuleName::GainLifeTwice},
        {QStringLiteral("Damage that would reduce your life total to less than 1 reduces it to 1 instead."),
            RuleName::LifeCantGoBelowOne},
    };
    if (const auto it = playerRules.constFind(s); it != playerRules.constEnd())
        return selfRule(*it, Op::Kind::PlayerRule);
    // Round 28, Curse of Exhaustion: "Enchanted player can't cast more than one spell each turn.": the rule
    // of "you", bound to the player the Curse enchants (303.4; the filter's `whose`, as CantBeCast's).
    if (s == QLatin1String("Enchanted player can't cast more than one spell each turn.")) {
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::CastOneSpellEachTurn, Op::Kind::PlayerRule));
        Selector spells;
        spells.where = Selector::Where::Any;
        spells.whose = QStringLiteral("controller_of_attached");
        a->ops[0].filter = QSharedPointer<Selector>::create(spells);
        a->finalize();
        return a;
    }
    // Round 28, Azusa: "two additional lands" raise by two the number of lands you may play (305.2), the
    // rule once for each (carried: the event player counts no land plays).
    if (s == QLatin1String("You may play two additional lands on each of your turns.")) {
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::AdditionalLandPlay, Op::Kind::PlayerRule));
        a->ops << a->ops.first();
        a->finalize();
        return a;
    }
    // Round 31, Malignus: "Damage that would be dealt by ~ can't be prevented." (615.12): the game's rule
    // with the op's `filter` naming the sources whose damage it keeps from being prevented, ~ alone.
    if (s == QLatin1String("Damage that would be dealt by ~ can't be prevented.")) {
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::DamageCantBePrevented, Op::Kind::PlayerRule));
        Selector self;
        self.ref = Selector::Ref::Self;
        a->ops[0].filter = QSharedPointer<Selector>::create(self);
        a->finalize();
        return a;
    }
    // Worship: "If you control a creature, damage that would reduce your life total to less than 1 reduces
    // it to 1 instead." (614.1a): the replacement applies only while the condition holds (611.3a).
    static const QRegularExpression ifControl(QStringLiteral("^If (you control [^,]+), (damage that would .+)$"));
    if (const auto m = ifControl.match(s); m.hasMatch()) {
        QString rest = m.captured(2);
        rest[0] = rest[0].toUpper();
        const auto c = condition(m.captured(1));
        if (!c || playerRules.value(rest, RuleName::NoLegendRule) != RuleName::LifeCantGoBelowOne)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::LifeCantGoBelowOne, Op::Kind::PlayerRule));
        a->condition = *c;
        a->finalize();
        return a;
    }
    // "You may play the top card of your library." (Future Sight), "… if it's a land card", "You may cast
    // the top card of your library if it's an instant or sorcery card" (Melek): carried, the op's `filter`
    // the cards it allows ("cast" for a card that isn't a land: a land is played, never cast, 305.9).
    static const QRegularExpression playTop(QStringLiteral(
        "^You may (play|cast) the top card of your library(?: if it's (?:a|an) (.+))?\\.$"));
    if (const auto m = playTop.match(s); m.hasMatch()) {
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::PlayTopCardOfLibrary, Op::Kind::PlayerRule));
        if (!m.captured(2).isEmpty()) {
            auto card = cardKinds(m.captured(2));
            if (!card || card->named.size() > 0 || card->manaValueAtMost || card->manaValueAtLeast)
                return nullptr;
            card->zone = Zone::Library;
            card->ownerYou = true;
            const bool land = card->types == quint16(CardType::Land) && !card->anyTypes && !card->notTypes;
            if (land != (m.captured(1) == QLatin1String("play")))
                return nullptr;
            a->ops[0].filter = QSharedPointer<Selector>::create(*card);
        } else if (m.captured(1) != QLatin1String("play")) {
            return nullptr;
        }
        a->finalize();
        return a;
    }
    // 402.2: "Your maximum hand size is reduced by three." (carried, N in the op's power)
    static const QRegularExpression handSize(
        QStringLiteral("^Your maximum hand size is (reduced|increased) by (one|two|three|four|five|six|seven)\\.$"));
    if (const auto m = handSize.match(s); m.hasMatch()) {
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(
            m.captured(1) == QLatin1String("reduced") ? RuleName::MaxHandSizeReducedBy : RuleName::MaxHandSizeIncreasedBy,
            Op::Kind::PlayerRule));
        static const QStringList words = {"one", "two", "three", "four", "five", "six", "seven"};
        a->ops[0].power = Expr::constant(int(words.indexOf(m.captured(2))) + 1);
        a->finalize();
        return a;
    }
    return nullptr;
}

AbilityPtr OracleParser::castingRule(const QString& s) const
{
    // Round 23 (601.3b): "You may cast sorcery spells as though they had flash." (Hypersonic Dragon), "Any
    // player may cast creature and enchantment spells …" (Vernal Equinox), "As long as you control a green
    // or blue permanent, you may cast ~ as though it had flash." (Hungering Yeti; "If …" says the same,
    // 611.3a): the flash permission with nothing more to pay, {0}.
    const auto flashPermission = [this](const QString& text) -> AbilityPtr {
        static const QRegularExpression flash(QStringLiteral(
            "^(?:(?:If|As long as) ([^,]+), )?([Yy]ou|Any player) may cast (~|[^.]+? spells) as though (?:it|they) had flash\\.$"));
        const auto m = flash.match(text);
        const bool self = m.captured(3) == QLatin1String("~");
        const bool you = m.captured(2).compare(QLatin1String("you"), Qt::CaseInsensitive) == 0;
        if (!m.hasMatch() || (self && !you) || (!self && !m.captured(1).isEmpty()))
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::MayCastAsThoughFlashForMore));
        a->ops[0].power = Expr::constant(0);
        if (!self) {
            QString kinds = m.captured(3).chopped(7);   // "creature and enchantment", "green creature"
            kinds.replace(QStringLiteral(" and "), QStringLiteral(" or "));
            auto spells = spellFilter(kinds);
            if (!spells || spells->hasKeyword.size() || spells->faceDown)
                return nullptr;
            spells->controller = you ? Selector::Who::You : Selector::Who::Any;
            a->affects = QSharedPointer<Selector>::create(*spells);
        }
        if (!m.captured(1).isEmpty()) {
            const auto c = condition(m.captured(1));
            if (!c)
                return nullptr;
            a->condition = *c;
        }
        a->finalize();
        return a;
    };
    static const QRegularExpression additional(
        QStringLiteral("^As an additional cost to cast (?:~|this spell), (.+?)\\.?$"));
    if (const auto m = additional.match(s); m.hasMatch()) {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::AdditionalCost;
        QString cost = m.captured(1);
        cost[0] = cost[0].toUpper();   // as an activated ability's cost reads
        if (!costParts(cost, &a->costParts, true) || a->costParts.size() != 1)
            return nullptr;
        a->finalize();
        return a;
    }
    // Strive (601.2f, 207.2c): "Strive — This spell costs {2}{U} more to cast for each target beyond the
    // first": an additional cost paid once per target beyond the first. A generic cost alone (Fireball's
    // "{1} more") is left to Expr::TargetsBeyondFirst.
    static const QRegularExpression strive(QStringLiteral(
        "^(?:Strive \\x{2014} )?(?:~|This spell) costs ((?:\\{\\d+\\})?(?:\\{[WUBRG]\\})+) more to cast for each "
        "target beyond the first\\.$"));
    if (const auto m = strive.match(s); m.hasMatch()) {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::AdditionalCost;
        CostPart part;
        part.mana = m.captured(1);
        part.perTargetBeyondFirst = true;
        a->costParts << part;
        a->finalize();
        return a;
    }
    if (AbilityPtr a = keywordWithCost(s))   // "Kicker—{1}{B}, Discard a creature card."
        return a;
    if (AbilityPtr a = alternativeCost(s))
        return a;
    if (AbilityPtr a = costChanger(s))
        return a;
    if (AbilityPtr a = castOnly(s))
        return a;
    if (s == QLatin1String("This spell can't be countered.") || s == QLatin1String("~ can't be countered."))
        return selfRule(RuleName::CantBeCountered);
    // Round 34: "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, ~ can't be
    // countered." (Exquisite Firecraft): the spell's own rule while the condition holds (113.6, 101.2).
    static const QRegularExpression ifNotCountered(QStringLiteral("^If ([^,]+), (?:~|this spell) can't be countered\\.$"));
    if (const auto m = ifNotCountered.match(s); m.hasMatch() && (m_type.has(CardType::Instant) || m_type.has(CardType::Sorcery))) {
        const auto c = spellCondition(m.captured(1), [this](const QString& t) { return triggerCondition(t); });
        if (!c)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::CantBeCountered));
        a->condition = c;
        a->finalize();
        return a;
    }
    // 601.3b, 601.2f: "You may cast ~ as though it had flash if you pay {2} more to cast it." (Rout), the
    // generic mana in the op's power; and the Auras that are sacrificed at the next cleanup step when
    // cast any time a sorcery couldn't have been (Spider Climb).
    static const QRegularExpression flashForMore(
        QStringLiteral("^You may cast ~ as though it had flash if you pay \\{(\\d+)\\} more to cast it\\.$"));
    if (const auto m = flashForMore.match(s); m.hasMatch()) {
        auto a = QSharedPointer<AbilityDef>::create(*selfRule(RuleName::MayCastAsThoughFlashForMore));
        a->ops[0].power = Expr::constant(m.captured(1).toInt());
        a->finalize();
        return a;
    }
    if (AbilityPtr a = flashPermission(s))
        return a;
    if (s == QLatin1String("You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have "
                           "been cast, the controller of the permanent it becomes sacrifices it at the beginning of "
                           "the next cleanup step."))
        return selfRule(RuleName::MayCastAsThoughFlashSacrificeAtCleanup);
    return nullptr;
}

}   // namespace strata::import
