#include "OracleDurations.h"
#include "OracleEarlierTarget.h"
#include "OracleExileUntil.h"
#include "OracleParser.h"
#include "OracleTrailingConditions.h"
#include "OracleTargetPlayerSets.h"
#include "AnimatedActions.h"
#include "OracleTargetManaValue.h"
#include "OracleGroupActions.h"
#include "ConditionedActions.h"
#include "OracleSpellConditions.h"
#include "OracleThisWayCounts.h"
#include "OracleKeptTapped.h"
#include "OracleFromExile.h"
#include "OracleTargetCounters.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

bool OracleParser::action(QString s, AbilityDef* into) const
{
    // The licids: "~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it
    // to target creature. You may pay {W} to end this effect." The change of ~ (layers 4 and 6), then the
    // attachment (701.3a), the effect lasting until its controller pays to end it (116.2c).
    static const QString becomesAura
        = QStringLiteral("~ loses this ability and becomes an Aura enchantment with enchant creature");
    const auto licidChange = [](const Action& a) {
        return a.kind == ActionKind::Continuous && a.continuous && !a.continuous->ops.isEmpty()
            && a.continuous->ops.first().kind == Op::Kind::LoseAbilities && a.continuous->ops.first().thisAbility;
    };
    if (s == becomesAura) {
        const auto aura = SubtypeRegistry::instance().find(QStringLiteral("Aura"));
        const AbilityPtr enchant = keyword(QStringLiteral("Enchant creature"));
        if (!aura || !enchant || !into->effect.isEmpty())
            return false;
        ContinuousDef c;
        Selector self;
        self.ref = Selector::Ref::Self;
        c.affects = sharedSelector(self);
        Op lose;
        lose.kind = Op::Kind::LoseAbilities;
        lose.thisAbility = true;
        Op types;
        types.kind = Op::Kind::SetTypes;   // 205.1a: no longer a creature, its creature types gone
        types.cardTypes = quint16(CardType::Enchantment);
        Op subtype;
        subtype.kind = Op::Kind::AddSubtypes;
        subtype.subtypes << *aura;
        Op grant;
        grant.kind = Op::Kind::AddAbilities;
        grant.abilities << enchant;
        c.ops = {lose, types, subtype, grant};
        c.duration = Duration::Indefinite;
        Action a = Action::continuousEffect(c);
        into->effect << a;
        return true;
    }
    // ~ attached to the one target creature (701.3a): the licid's "Attach it to target creature" after
    // its change, and round 21's "Attach ~ to target creature you control" (Horned Helm, Felidar Umbra),
    // an Equipment's or an Aura's whole effect; round 30 "… an opponent controls" (Bloodthirsty Blade, 301.5c).
    static const QRegularExpression attachIt(QStringLiteral("^attach it to (target creature)$"));
    static const QRegularExpression attachSelf(QStringLiteral("^attach ~ to (target creature (?:you control|an opponent controls))$"));
    // Round 22: an Equipment attached as it enters, "When ~ enters, attach it to target Pirate you
    // control" (Pirate's Cutlass): "it" is ~ (the round trip says so too).
    static const QRegularExpression attachEntering(QStringLiteral("^attach (?:~|it) to (target [A-Za-z ]+ you control)$"));
    const bool entering = into->kind == AbilityDef::Kind::Triggered && into->event == TriggerEvent::SelfEnters
        && into->effect.isEmpty() && !into->triggerIf;
    const auto licid = attachIt.match(s);
    const auto equip = entering ? attachEntering.match(s) : QRegularExpressionMatch();
    if (const auto m = licid.hasMatch() ? licid : equip.hasMatch() ? equip : attachSelf.match(s); m.hasMatch()) {
        const bool fits = licid.hasMatch() ? into->effect.size() == 1 && licidChange(into->effect.first())
                                           : into->effect.isEmpty() && (into->kind == AbilityDef::Kind::Activated || entering);
        if (!fits || !into->targets.isEmpty())
            return false;
        Selector::Ref r;
        const auto to = target(m.captured(1), into, &r);
        if (!to || r != Selector::Ref::Target)
            return false;
        Action a;
        a.kind = ActionKind::Attach;
        Selector self;
        self.ref = Selector::Ref::Self;
        a.object = self;
        a.to = *to;
        into->effect << a;
        return true;
    }
    static const QRegularExpression payToEnd(QStringLiteral("^you may pay ((?:\\{[0-9WUBRGC]\\})+) to end this effect$"));
    if (const auto m = payToEnd.match(s); m.hasMatch()) {
        if (into->effect.size() != 2 || !licidChange(into->effect.first()) || into->effect.last().kind != ActionKind::Attach
            || into->effect.first().continuous->duration != Duration::Indefinite)
            return false;
        into->effect.first().continuous->duration = Duration::UntilPaidToEnd;
        into->effect.first().continuous->endCost = m.captured(1);
        return true;
    }
    // 610.3c: "target creature gets +2/+2 until ~ leaves the battlefield" is the change of "… until end
    // of turn" that ends as ~ leaves instead.
    static const QString untilLeaves = QStringLiteral(" until ~ leaves the battlefield");
    // 611.2b: "target creature gets +2/+2 for as long as ~ remains tapped" is the same change, ending as
    // ~ untaps or leaves the battlefield.
    static const QString whileTapped = QStringLiteral(" for as long as ~ remains tapped");
    // "Tap target artifact. It doesn't untap … for as long as ~ remains tapped." (Rust Tick), OracleKeptTapped.cpp
    if (const std::optional<bool> kept = keptTappedWhile(s, into))
        return *kept;
    if (s.endsWith(whileTapped)) {
        const int before = into->effect.size();
        // "… gets +2/+2 and has fear for as long as …" (Frightshroud Courier): "has" is not "gains" there.
        static const QRegularExpression has(QStringLiteral("\\b(?:has|have)\\b"));
        if (s.contains(has))
            return false;
        AbilityDef probe = *into;
        if (!action(s.chopped(whileTapped.size()) + QStringLiteral(" until end of turn"), &probe)
            || probe.effect.size() != before + 1 || !probe.effect.last().continuous
            || probe.effect.last().continuous->duration != Duration::EndOfTurn)
            return false;
        probe.effect.last().continuous->duration = Duration::WhileSourceTapped;
        *into = probe;
        return true;
    }
    if (exileUntil(s, into, [this](const QString& t, AbilityDef* in) { return action(t, in); }))
        return true;   // OracleExileUntil.cpp: "exile … until ~ leaves the battlefield / an opponent becomes the monarch"
    if (s.endsWith(untilLeaves)) {
        const int before = into->effect.size();
        AbilityDef probe = *into;
        if (!action(s.chopped(untilLeaves.size()) + QStringLiteral(" until end of turn"), &probe)
            || probe.effect.size() != before + 1 || !probe.effect.last().continuous
            || probe.effect.last().continuous->duration != Duration::EndOfTurn)
            return false;
        probe.effect.last().continuous->duration = Duration::UntilSourceLeaves;
        *into = probe;
        return true;
    }
    if (const auto read = changeWithDuration(s, into, [this](const QString& t, AbilityDef* in) { return action(t, in); }))
        return *read;   // round 23: "until your next turn, …", "… until end of combat"
    Action a;
    // "You draw a card" (Quicksilver Dagger's granted ability) is "draw a card": "you" is the ability's
    // controller either way (109.5).
    // Round 23: up to ten, as the writer's number words go ("Draw seven cards.", Ral, Caller of Storms).
    static const QRegularExpression draw(
        QStringLiteral("^(?:you )?draw (a|two|three|four|five|six|seven|eight|nine|ten|X) cards?$"));
    static const QRegularExpression life(QStringLiteral(
        "^(?:you (gain|lose)|(each opponent|each player|target player|target opponent) (gains|loses)) (\\d+|X) life$"));
    static const QRegularExpression damage(QStringLiteral("^~ deals (\\d+|X) damage to (.+?)( blocking it)?$"));
    static const QRegularExpression verbObject(QStringLiteral("^(destroy|exile|tap or untap|tap|untap|sacrifice|transform) (.+)$"));
    static const QRegularExpression scry(QStringLiteral("^scry (\\d+)$"));
    static const QRegularExpression mill(QStringLiteral("^mill (a|two|three|four|five|six|seven|eight|nine|ten) cards?$"));
    static const QRegularExpression addMana(QStringLiteral("^add ((?:\\{[WUBRGC]\\})+)$"));
    static const QRegularExpression addPerRemoved(
        QStringLiteral("^add (?:an additional )?(\\{[WUBRGC]\\}) for each ([a-z]+) counter removed this way$"));
    static const QRegularExpression oneColor(QStringLiteral("^add (two|three|four|five|X) mana of any one color$"));
    // Each choice one symbol or several ("Add {R}{G}, {G}{W}, or {W}{R}").
    static const QRegularExpression addChoice(QStringLiteral(
        "^add ((?:\\{[WUBRGC]\\})+(?:, (?:\\{[WUBRGC]\\})+)*,? or (?:\\{[WUBRGC]\\})+)$"));
    static const QRegularExpression counter(
        QStringLiteral("^put (a|an|another|one|two|three|four|five|six|seven|eight|nine|ten|X) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? on (.+)$"));
    static const QRegularExpression removeCounter(
        QStringLiteral("^remove (a|an|one|two|three) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? from (.+)$"));
    static const QRegularExpression gainControl(
        QStringLiteral("^gain control of (.+?)( until end of turn| for as long as you control ~)?$"));
    static const QRegularExpression untilEot(QStringLiteral("^(.+?) (gets?|gains?|has|have|loses?) (.+) until end of turn$"));
    static const QRegularExpression eotFirst(QStringLiteral("^until end of turn, (.+?) (gets?|gains?|has|have|loses?|becomes?) (.+)$"));

    // Round 21: "each creature target opponent controls" (Simoon), "all creatures target player controls"
    // (Naya Charm's mode): a set of the permanents the spell's one target player controls as it resolves.
    // Round 22: "creatures target player controls get +1/+1 until end of turn" (Night), a continuous
    // effect's set, which the layer engine reads with the resolved effect's player target.
    auto ofTargetPlayer = [&](const QString& phrase) -> std::optional<Selector> {
        static const QRegularExpression setNoun(QStringLiteral("^(?:(?:each|all) .+|[a-z]+)$"));
        const auto p = targetPlayersNoun(phrase, *into);
        bool plural = false;
        return p && setNoun.match(p->noun).hasMatch() ? import::ofTargetPlayer(objects(p->noun, &plural), *p, into) : std::nullopt;
    };
    auto objectOf = [&](const QString& phrase) -> std::optional<Selector> {
        Selector::Ref r;
        if (auto set = ofTargetPlayer(phrase))
            return set;
        if (auto set = ofThatTargetPlayer(phrase, *into, [this](const QString& p, bool* pl) { return objects(p, pl); }))
            return set;   // round 45: Ember Gale (OracleTargetPlayerSets.cpp)
        if (phrase.contains(QLatin1String("target")))
            return target(phrase, into, &r);
        bool plural = false;
        if (auto sel = objects(phrase, &plural))
            return sel;
        // Round 21: "Knights you control gain double strike until end of turn" (Valiant Knight): the
        // sentence's first word, a subtype, was lowered with the sentence.
        const QString first = phrase.section(QLatin1Char(' '), 0, 0);
        const QString raised = first.left(1).toUpper() + first.mid(1);
        bool pluralWord = false;
        if (first == raised || !subtypeFromWord(raised, &pluralWord) || !pluralWord)
            return std::nullopt;
        return objects(raised + phrase.mid(first.size()), &plural);
    };
    // Round 21: "~ deals 3 damage to each of two target creatures" (Jagged Lightning), "… to each of up to
    // three targets" (Jaya's Immolating Inferno): several targets, each dealt that damage (115.1, 601.2c).
    auto severalTargetsEach = [&](const QString& phrase, AbilityDef* spell) -> std::optional<Selector> {
        static const QRegularExpression eachOf(QStringLiteral("^each of (.+)$"));
        static const QRegularExpression upToTargets(QStringLiteral("^up to (\\w+) targets$"));
        const auto m = eachOf.match(phrase);
        if (!m.hasMatch() || !spell->targets.isEmpty())
            return std::nullopt;
        Selector named;
        named.ref = Selector::Ref::Targets;
        if (const auto any = upToTargets.match(m.captured(1)); any.hasMatch()) {
            const auto n = numberWord(any.captured(1));
            if (!n || *n < 2)
                return std::nullopt;
            Selector t;
            t.word = QStringLiteral("any_target");
            t.upTo = quint8(*n);
            spell->targets << t;
            return named;
        }
        AbilityDef probe = *spell;
        Selector::Ref r = Selector::Ref::None;
        const auto several = target(m.captured(1), &probe, &r);
        const bool counted = probe.targets.size() > 1 || (probe.targets.size() == 1 && probe.targets[0].upTo > 1
                                                           && probe.targets[0].upTo != Selector::kAnyNumber);
        if (!several || r != Selector::Ref::Targets || !counted)
            return std::nullopt;
        *spell = probe;
        return several;
    };
    // Round 22: "Creatures target player controls don't untap during that player's next untap step"
    // (Misstep), and Sleep's "Those creatures don't …" after "Tap all creatures target player controls":
    // the set as the spell resolves (502.3).
    static const QRegularExpression keptTappedSet(QStringLiteral("^(.+) don't untap during that player's next untap step$"));
    if (const auto m = keptTappedSet.match(s); m.hasMatch()) {
        const bool those = m.captured(1) == QLatin1String("those creatures") && !into->effect.isEmpty()
            && into->effect.last().kind == ActionKind::Tap && into->effect.last().object;
        const auto set = those ? into->effect.last().object : ofTargetPlayer(m.captured(1));
        if (!set || set->isRef() || set->whose != QLatin1String("target_player") || set->types != quint16(CardType::Creature)) {
            if (set && !those)
                into->targets.removeLast();   // the player target ofTargetPlayer added
            return false;
        }
        Action a;
        a.kind = ActionKind::DontUntapNext;
        a.object = *set;
        into->effect << a;
        return true;
    }
    // "Add one mana of any type that a land you control could produce" (Reflecting Pool, 106.7): the
    // types the lands its controller controls could produce as it resolves.
    if (s == QLatin1String("add one mana of any type that a land you control could produce")) {
        Action a;
        a.kind = ActionKind::AddMana;
        a.mana = Action::Mana::AnyTypeLandsCouldProduce;
        Selector lands;
        lands.types = quint16(CardType::Land);
        lands.controller = Selector::Who::You;
        a.object = lands;
        into->effect << a;
        return true;
    }
    // "~ gets +1/-1 or -1/+1 until end of turn" (Brightling): one of the two changes, chosen as the
    // ability resolves; each alternative is read as its own instruction. A target named once is not
    // read twice: only a subject without one.
    static const QRegularExpression getsEither(
        QStringLiteral("^(.+?) gets ([+-]\\d+/[+-]\\d+) or ([+-]\\d+/[+-]\\d+) until end of turn$"));
    if (const auto m = getsEither.match(s); m.hasMatch() && !m.captured(1).contains(QLatin1String("target"))) {
        AbilityDef probe = *into;
        Action choice;
        choice.kind = ActionKind::ChooseOne;
        for (int k : {2, 3}) {
            probe.effect.clear();
            if (!action(QStringLiteral("%1 gets %2 until end of turn").arg(m.captured(1), m.captured(k)), &probe)
                || probe.effect.size() != 1 || probe.effect.first().kind != ActionKind::Continuous
                || probe.targets.size() != into->targets.size())
                return false;
            choice.nested << probe.effect.first();
        }
        into->effect << choice;
        return true;
    }
    // "Up to two target creatures each get +1/+0 …": "each" of several targets, which the writer says
    // again for a change of power and toughness (Ref::Targets).
    // "Any number of target creatures each get +1/+1 and gain flying", "… each gain double strike" (115.1).
    // Round 39: "Until end of turn, up to two target creatures you control each gain "…"" (Warriors' Lesson), 611.2a.
    static const QRegularExpression eachGet(
        QStringLiteral("^((?:until end of turn, )?(?:up to \\w+|two|three|any number of) target .+?) each ((?:get|gain) .+)$"));
    if (const auto m = eachGet.match(s); m.hasMatch() && !m.captured(1).endsWith(QLatin1String(" players"))) {   // round 32
        const int effectBefore = into->effect.size();
        if (!action(m.captured(1) + QLatin1Char(' ') + m.captured(2), into))
            return false;
        const Action& done = into->effect.last();
        return into->effect.size() == effectBefore + 1 && done.kind == ActionKind::Continuous
            && done.continuous->affects && done.continuous->affects->ref == Selector::Ref::Targets;
    }
    // "Blazing Torch deals 2 damage to any target" in the Torch's granted ability: the granter is the
    // source of the damage (607.2), not the creature that has the ability.
    if (s.startsWith(granterMark() + QLatin1String(" deals "))) {
        const int before = into->effect.size();
        if (!action(QLatin1Char('~') + s.mid(1), into) || into->effect.size() != before + 1
            || into->effect.last().kind != ActionKind::Damage || into->effect.last().amountOf
            || into->effect.last().object)
            return false;
        Selector granter;
        granter.ref = Selector::Ref::Granter;
        into->effect.last().object = granter;
        return true;
    }
    // "~ becomes a 2/2 … creature [with flying] until end of turn[. It's still a land]" (Mishra's Factory, the
    // Keyrunes, Vivify; Daxos's "in addition to its other types", 205.1b, also after "Until end of turn, ") (611.2a).
    auto becomesCreature = [&](const QString& said, AbilityDef* to, Action* out) {
        const std::optional<QString> eachLand = singularAnimation(said);   // round 23: a set of lands
        const QString text = eachLand ? *eachLand : said;
        static const QRegularExpression shape(QStringLiteral(
            "^(until end of turn, )?(.+?) becomes (an? (?:legendary )?(?:\\d+/\\d+|X/X) [^\".]*?creature)(?: with ((?:[^\".]|\"[^\"]+\")+?))?((?: in addition to its other types)?(?: until end of turn)?)"
            "(\\. It's still a land| that's still a land)?(?: and loses ([a-z ]+))?$"));
        const auto m = shape.match(text);
        if (!m.hasMatch() || (!m.captured(1).isEmpty() && m.captured(5).endsWith(QLatin1String("turn"))))
            return false;
        const int before = to->targets.size();
        // Round 22: "Untap target land you control. It becomes a 5/5 Elemental creature with haste. It's still
        // a land." (Wakeroot Elemental): the one target the instruction before named (608.2c).
        const bool itTheTarget = (m.captured(2) == QLatin1String("it") || m.captured(2) == QLatin1String("that land"))
            && to->targets.size() == 1 && !to->effect.isEmpty() && to->effect.last().object
            && to->effect.last().object->ref == Selector::Ref::Target;
        const std::optional<Selector> who = itTheTarget ? to->effect.last().object : objectOf(m.captured(2));
        QVector<AbilityPtr> keywords;
        ContinuousDef c;
        const bool xOfItsOwn = to->kind == AbilityDef::Kind::Activated || to->kind == AbilityDef::Kind::Spell;   // round 34: X/X (107.3)
        // round 34: several targets animated alike (Anthousa)
        const bool read = who && (who->isRef() != eachLand.has_value() || (eachLand && who->ref == Selector::Ref::Targets))
            && (xOfItsOwn || !m.captured(3).contains(QLatin1String("X/X")))
            && (m.captured(4).isEmpty() || keywordList(m.captured(4), &keywords))
            && std::all_of(keywords.cbegin(), keywords.cend(), [](const AbilityPtr& k) { return k->kind != AbilityDef::Kind::Static; })
            && animationOps(m.captured(3), !m.captured(6).isEmpty() || m.captured(5).startsWith(QLatin1String(" in")), keywords, &c.ops);
        // An artifact that becomes an "artifact creature" keeps the types it had either way (205.1a): read
        // as types added, as the hand-made Azorius Keyrune says.
        const auto named = std::find_if(c.ops.cbegin(), c.ops.cend(), [](const Op& o) { return o.kind == Op::Kind::SetTypes; });
        if (read && named != c.ops.cend() && who->ref == Selector::Ref::Self && m_type.cardTypes
            && (m_type.cardTypes & ~named->cardTypes) == 0) {
            c.ops.clear();
            animationOps(m.captured(3), true, keywords, &c.ops);
        }
        // Round 21: "Until end of turn, Chimeric Sphere becomes a 3/2 … and loses flying": the keywords lost too (613.1f).
        QVector<AbilityPtr> lost;
        const bool loses = !m.captured(7).isEmpty();
        if (!read || (loses && (!keywordList(m.captured(7), &lost) || !m.captured(6).isEmpty() || !m.captured(5).isEmpty()))) {
            to->targets.resize(before);
            return false;
        }
        if (loses) {
            Op loss;
            loss.kind = Op::Kind::LoseAbilities;
            loss.abilities = lost;
            c.ops << loss;
        }
        c.affects = sharedSelector(*who);
        c.duration = m.captured(1).isEmpty() && !m.captured(5).endsWith(QLatin1String("turn")) ? Duration::Indefinite : Duration::EndOfTurn;
        out->kind = ActionKind::Continuous;
        out->continuous = c;
        to->effect << *out;
        return true;
    };
    const int targetsBefore = into->targets.size();
    if (copyAction(s, into))
        return true;
    if (effectTemplates(s, into) || actionPairs(s, into) || amountAction(s, into) || damageToTargetController(s, into)
        || lifeEqualToTargetPower(s, into) || amountOfTargetManaValue(s, into) || pumpByX(s, into) || typeOfYourChoice(s, into)
        || colorOfYourChoice(s, into) || gameAction(s, into) || countedThisWay(s, into)
        || countedKindThisWay(s, into, [this](const QString& p, AbilityDef* in, Selector::Ref* r) { return target(p, in, r).has_value(); })
        || countersFromIt(s, into) || targetPlayersEach(s, into) || twiceX(s, into) || putFromExile(s, into))
        return true;
    if (keywordAction(s, &a) || moreActions(s, &a, into) || combatAction(s, &a, into) || eachPlayerDraws(s, &a)) {
        into->effect << a;
        return true;
    }
    into->targets.resize(targetsBefore);   // a template that named a target, then did not fit
    if ((s.contains(QLatin1String(" unless ")) || s.startsWith(QLatin1String("unless "))) && unlessPays(s, into))
        return true;
    // Round 23: "you lose 2 life if you don't control an Ogre", the instruction's own condition after it.
    if (s.contains(QLatin1String(" control "))
        && unlessYouControl(s, [this](const QString& t) { return condition(t); },
            [this](const QString& t, AbilityDef* to) { return action(t, to); }, into))
        return true;
    if ((s.contains(QLatin1String(" if it's ")) || s.contains(QLatin1String(" if its ")) || s.contains(QLatin1String(" if it has "))) && ifItIs(s, [this](const QString& t, AbilityDef* to) { return action(t, to); }, into))
        return true;
    if (s.endsWith(QLatin1String(" lost life this turn")) && drawIfOpponentLostLife(s, [this](const QString& t) { return condition(t); }, [this](const QString& t, AbilityDef* to) { return action(t, to); }, into))
        return true;
    if (s.endsWith(QLatin1String(" this turn")) && controlOrAttackTrailingCondition(s, [this](const QString& t, AbilityDef* to) { return action(t, to); }, into))
        return true;   // round 40: Erg Raiders, Aggression
    if (const auto m = draw.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;   // round 24: "Draw X cards." (Invoke the Firemind), the spell's X (107.3a)
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(m.captured(1)));
    } else if (const auto m = life.match(s); m.hasMatch()) {   // round 25: "each opponent gains 1 life" too (119.3)
        a.kind = (m.captured(1) + m.captured(3)).startsWith(QLatin1String("gain")) ? ActionKind::GainLife : ActionKind::LoseLife;
        a.amount = m.captured(4) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(4).toInt());
        const QString who = m.captured(2);
        if (who == QLatin1String("each opponent"))
            a.who = QStringLiteral("each_opponent");
        else if (who == QLatin1String("each player"))
            a.who = QStringLiteral("each_player");
        else if (who.startsWith(QLatin1String("target"))) {
            Selector::Ref r;
            if (!target(who, into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
    } else if (const auto m = damage.match(s); m.hasMatch()) {
        a.kind = ActionKind::Damage;
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
        // Flowstone Salamander's "target creature blocking it": blocking ~, the one that deals the damage.
        const QString phrase = m.captured(2)
            + (m.capturedLength(3) && m.captured(2).startsWith(QLatin1String("target ")) ? QStringLiteral(" blocking ~") : m.captured(3));
        auto to = severalTargetsEach(phrase, into);
        if (!to)
            to = earlierTargetAgain(phrase, *into);   // round 30: "… deals 2 damage to that creature"
        if (!to)
            to = objectOf(phrase);
        if (!to)
            return false;
        a.to = *to;
    } else if (const auto m = verbObject.match(s); m.hasMatch()) {
        static const QHash<QString, ActionKind> kinds = {{"destroy", ActionKind::Destroy}, {"exile", ActionKind::Exile},
            {"tap or untap", ActionKind::TapOrUntap}, {"tap", ActionKind::Tap}, {"untap", ActionKind::Untap}, {"sacrifice", ActionKind::Sacrifice}, {"transform", ActionKind::Transform}};
        a.kind = kinds.value(m.captured(1));
        auto object = objectOf(m.captured(2));
        if (!object)
            return false;
        a.object = *object;
    } else if (const auto m = scry.match(s); m.hasMatch()) {
        a.kind = ActionKind::Scry;
        a.amount = Amount::number(m.captured(1).toInt());
    } else if (const auto m = mill.match(s); m.hasMatch()) {
        a.kind = ActionKind::Mill;
        a.amount = Amount::number(*numberWord(m.captured(1)));
    } else if (s == QLatin1String("add one mana of any color")) {
        a.kind = ActionKind::AddMana;
        a.mana = Action::Mana::AnyColor;
        a.text = QStringLiteral("any_color");   // as the card format reads it
    } else if (s == QLatin1String("add one mana of the chosen color")) {   // chosen as the source entered
        a.kind = ActionKind::AddMana;
        a.mana = Action::Mana::ChosenColor;
        a.text = QStringLiteral("chosen_color");   // as the card format reads it
    } else if (const auto m = oneColor.match(s); m.hasMatch()) {   // all of it one colour (106.1a)
        a.kind = ActionKind::AddMana;
        a.mana = Action::Mana::AnyColor;
        a.text = QStringLiteral("any_color");
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(m.captured(1)));
    } else if (const auto m = addMana.match(s); m.hasMatch()) {
        a.kind = ActionKind::AddMana;
        a.text = m.captured(1);
    } else if (const auto m = addPerRemoved.match(s); m.hasMatch()) {
        // Storage lands: one symbol for each counter the ability's own "Remove any number of …" cost
        // removed (X, 107.3a); the counters' kind is kept to say which.
        const bool removedByCost = std::any_of(into->costParts.cbegin(), into->costParts.cend(), [&](const CostPart& c) {
            return c.kind == CostKind::RemoveCounters && c.amountX && !c.card && c.counterKind == m.captured(2);
        });
        if (!removedByCost)
            return false;
        a.kind = ActionKind::AddMana;
        a.text = m.captured(1);
        a.amount.x = true;
        a.counters = Counters{m.captured(2), Amount{true, 0}};
    } else if (const auto m = addChoice.match(s); m.hasMatch()) {
        a.kind = ActionKind::AddManaChoice;
        static const QRegularExpression symbol(QStringLiteral("(?:\\{[WUBRGC]\\})+"));
        auto it = symbol.globalMatch(m.captured(1));
        while (it.hasNext())
            a.manaChoices << it.next().captured(0);
    } else if (const auto m = counter.match(s); m.hasMatch()) {
        a.kind = ActionKind::PutCounter;
        a.counters.kind = m.captured(2);
        // "another +1/+1 counter" (Chlorophant) is one more counter: what "a" puts.
        a.counters.n = Amount::number(m.captured(1) == QLatin1String("another") ? 1 : numberWord(m.captured(1)).value_or(0));
        // "{X}: Put X tower counters on ~" (Helix Pinnacle): the X of the activation (107.3a, 601.2b).
        if (m.captured(1) == QLatin1String("X"))
            a.counters.n = Amount{true, 0};
        // "on each of up to two target creatures" (Grind): each of several targets (Ref::Targets), which
        // Oracle says only with "each of".
        const bool each = m.captured(3).startsWith(QLatin1String("each of "));
        // Round 30: "Put a +1/+1 counter on it" after an instruction on the one target: "Gain control of target
        // creature …" (Mark of Mutiny), an activated ability's animation of its target (Spike Tiller); round 39: a
        // trigger's "tap target creature." too (608.2c: "it" is that target).
        const Action* last = into->effect.isEmpty() ? nullptr : &into->effect.last();
        const bool itTheTarget = m.captured(3) == QLatin1String("it") && last && (into->kind == AbilityDef::Kind::Activated
            || into->kind == AbilityDef::Kind::Triggered)
            && into->targets.size() == 1 && into->targets[0].upTo == 0 && (actedOnTheOneTarget(*into) || (last->continuous
                && last->continuous->affects && last->continuous->affects->ref == Selector::Ref::Target));
        auto on = each ? std::nullopt : earlierTargetAgain(m.captured(3), *into);
        if (!on && itTheTarget)   // ref Target
            on = last->object ? *last->object : *last->continuous->affects;
        if (!on && m.captured(3) == QLatin1String("it") && returnedTargetCard(*into))   // round 32: Defy Death
            on = returnedCardNamedIt();
        if (!on)
            on = objectOf(each ? m.captured(3).mid(8) : m.captured(3));
        if (!on || each != (on->ref == Selector::Ref::Targets))
            return false;
        a.object = *on;
    } else if (const auto m = removeCounter.match(s); m.hasMatch()) {   // 122.8
        a.kind = ActionKind::RemoveCounter;
        a.counters.kind = m.captured(2);
        a.counters.n = Amount::number(*numberWord(m.captured(1)));
        auto from = objectOf(m.captured(3));
        if (!from)
            return false;
        a.object = *from;
    } else if (const auto m = gainControl.match(s); m.hasMatch()) {
        auto what = objectOf(m.captured(1));
        if (!what)
            return false;
        a.kind = ActionKind::Continuous;
        ContinuousDef c;
        c.affects = sharedSelector(*what);
        Op op;
        op.kind = Op::Kind::GainControl;
        c.ops << op;
        // "for as long as you control ~" ends as ~ leaves the battlefield (611.2b, 610.3c)
        c.duration = m.captured(2).isEmpty()        ? Duration::Indefinite
            : m.captured(2).contains(QLatin1Char('~')) ? Duration::WhileYouControlSource
                                                       : Duration::EndOfTurn;
        a.continuous = c;
    } else {
        // "target creature gets +3/+3 until end of turn", "until end of turn, ~ gets …"
        // "target creature gets +X/+X until end of turn, where X is …", "… +1/+1 until end of turn for
        // each …": the amount is the static predicate's, counted once as the effect begins (608.2h).
        if (becomesCreature(s, into, &a))
            return true;
        // Round 28: "Target noncreature artifact becomes an artifact creature with power and toughness each equal
        // to its converted mana cost until end of turn" (Karn, Silver Golem; Sydri).
        if (const auto read = animatedByValueAction(
                s, objectOf, [this](const QString& noun, QVector<Op>* ops) { return animatedByValue(noun, ops); }, into))
            return *read;
        static const QRegularExpression amountAfter(
            QStringLiteral("^(.+? gets? [-+]\\w+/[-+]\\w+) until end of turn((?:, where X is| for each) .+)$"));
        const auto counted = amountAfter.match(s);
        if (const auto& m = counted; m.hasMatch()) {
            // Round 21: "~ gets +X/+X until end of turn, where X is its power" (Yew Spirit, Feral Animist):
            // ~'s own power, counted once as it resolves (608.2h).
            const bool own = m.captured(1).startsWith(QLatin1String("~ ")) && m.captured(2) == QLatin1String(", where X is its power");
            s = m.captured(1) + (own ? QStringLiteral(", where X is ~'s power") : m.captured(2)) + QStringLiteral(" until end of turn");
        }
        // "Target creature becomes black [and gains fear] until end of turn" (105.3, layer 5), "target land
        // becomes a Forest" (305.7), "… an artifact in addition to its other types" (layer 4): read as "is
        // black", "is a Forest"; a type or colour without "until end of turn" lasts indefinitely (611.2a).
        static const QRegularExpression becomesColor(QStringLiteral(
            "^(.+?) (becomes?) ((?:white|blue|black|red|green|colorless|all colors)(?: in addition to its other colors)?"
            "(?: and (?:gains?|gets?) .+?)?)( until end of turn)?$"));
        static const QRegularExpression becomesType(QStringLiteral(
            "^(?!until end of turn, )(.+?) (becomes) (an? [A-Za-z]+(?: in addition to its other types)?|an artifact creature)( until end of turn)?$"));
        auto e = becomesColor.match(s);
        if (!e.hasMatch() && !(e = becomesType.match(s)).hasMatch() && !(e = untilEot.match(s)).hasMatch())
            e = eotFirst.match(s);
        if (!e.hasMatch())
            return false;
        auto who = objectOf(e.captured(1));
        if (!who && counted.hasMatch())   // round 38: "That creature gets +0/+X …, where X is …" (Subdue), the one target
            who = earlierTargetAgain(e.captured(1), *into);
        if (!who)
            return false;
        const bool plural = e.captured(2) == QLatin1String("get") || e.captured(2) == QLatin1String("gain")
            || e.captured(2) == QLatin1String("have") || e.captured(2) == QLatin1String("lose")
            || e.captured(2) == QLatin1String("become");
        QString predicateText = e.captured(2) + QLatin1Char(' ') + e.captured(3);
        // Round 22: "Until end of turn, ~ becomes a Dragon, …" too (Dragonsoul Knight); not yet "… become 2/2
        // creatures that are still lands" (Rude Awakening), whose writer says "in addition to their other types".
        if (e.captured(2) == QLatin1String("becomes")
            || (e.captured(2) == QLatin1String("become") && !s.startsWith(QLatin1String("until end of turn, "))))
            predicateText = (plural ? QStringLiteral("are ") : QStringLiteral("is ")) + e.captured(3);
        // "gains flying" reads as "has flying" for the predicate; "gets +1/+1 and gains flying" too.
        static const QRegularExpression gains(QStringLiteral("\\bgains\\b"));
        static const QRegularExpression gain(QStringLiteral("\\bgain\\b"));
        predicateText.replace(gains, QStringLiteral("has"));
        predicateText.replace(gain, QStringLiteral("have"));
        // Round 22: "gets +1/+0 and becomes an artifact in addition to its other types" (Thran Forge).
        // Round 32: "gets +1/+0, becomes black, and gains shadow" (Traitor's Clutch) too, a list.
        static const QRegularExpression andBecomes(QStringLiteral("\\b(and|,) becomes\\b"));
        predicateText.replace(andBecomes, QStringLiteral("\\1 is"));
        QVector<Op> ops;
        if (!predicate(predicateText, *who, plural, &ops))
            return false;
        // Round 32: base power and toughness X/X (Biomass Mutation): a spell's X, announced as it is cast (107.3a).
        if (into->kind != AbilityDef::Kind::Spell
            && std::any_of(ops.begin(), ops.end(), [](const Op& op) { return op.kind == Op::Kind::SetPT && op.power && op.power->kind == Expr::Kind::X; }))
            return false;
        ContinuousDef c;
        c.affects = sharedSelector(*who);
        c.ops = ops;
        const bool lasting = e.regularExpression().captureCount() == 4 && e.captured(4).isEmpty();   // "becomes …"
        c.duration = lasting ? Duration::Indefinite : Duration::EndOfTurn;
        a.kind = ActionKind::Continuous;
        a.continuous = c;
    }
    into->effect << a;
    return true;
}

}   // namespace strata::import
