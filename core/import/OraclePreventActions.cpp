#include "OracleParser.h"
#include "OracleDamageSources.h"
#include "OracleTargetPlayerSets.h"
#include <QRegularExpression>
#include <algorithm>
#include <functional>

// One-shot prevention (615.1a) of a resolving spell or ability: "Prevent all damage that would be dealt
// to target creature this turn", "… combat damage that would be dealt by ~ this turn", "… to and dealt
// by it this turn", "Prevent all damage target creature would deal this turn". Each is a continuous
// action whose one op is the prevention rule the damage code reads (StaticDamageRules.cpp), lasting
// until the turn ends (514.2). A set ("by attacking creatures", "to creatures you control") is read as
// the damage would be dealt, not locked in as the spell resolves: 611.2c covers characteristics and
// control only, not prevention (615). The event player selects a resolved effect's set anew at each
// event, so a creature that attacks after Harmless Assault resolved deals no combat damage.
// "… to you this turn by attacking creatures" (Deep Wood) is a player's rule, its filter the sources.

namespace strata::import {

namespace {

// 615.1a: "Prevent all damage that would be dealt to you this turn by attacking creatures" (Deep Wood,
// Heavy Fog): the player's rule of the ability's controller until the turn ends, its filter the sources
// (a set of permanents), matched as each damage would be dealt.
// Round 30: no filter, "Prevent all damage that would be dealt to you this turn." (Selfless Squire, Safe
// Passage's first half): every source's damage.
bool playerPreventionThisTurn(const std::optional<Selector>& by, bool plural, Action* a, bool allSources = false)
{
    // Round 30: or the one source chosen as it resolves, "… to you this turn by a source of your choice"
    // (Consulate Surveillance, Auriok Replica: 609.7a, the resolve event's choices.objects).
    const bool chosen = by && by->ref == Selector::Ref::ChosenSource;
    if (!allSources && !chosen && (!by || !plural || by->isRef() || by->where != Selector::Where::Battlefield))
        return false;
    Op op;
    op.kind = Op::Kind::PlayerRule;
    op.rule = RuleName::PlayerPreventAllDamage;
    if (!allSources)
        op.filter = QSharedPointer<Selector>::create(*by);
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create();
    c.affects->ref = Selector::Ref::Self;   // a player's rule: its controller's, whatever it affects
    c.ops << op;
    c.duration = Duration::EndOfTurn;
    a->kind = ActionKind::Continuous;
    a->continuous = c;
    return true;
}

// Round 22, redirection (614.9): "The next 1 damage that would be dealt to ~ this turn is dealt to target
// creature instead" (Zealous Inquisitor, Outrider en-Kor, Ward of Piety), "The next time a source of your
// choice would deal damage to you this turn, that damage is dealt to ~ instead" (Beacon of Destiny,
// General's Regalia): the prevention's one-shot shield, whose damage goes to the new recipient.
bool redirectionAction(const QString& s, Action* a, AbilityDef* into,
    const std::function<std::optional<Selector>(const QString&)>& aim,
    const std::function<std::optional<Selector>(const QString&)>& objects)
{
    static const QRegularExpression next(QStringLiteral(
        "^the next (\\d+) damage that would be dealt to (~|enchanted creature) this turn is dealt to (.+) instead$"));
    // Round 23: "… would deal damage this turn" to anything (Opal-Eye, Konda's Yojimbo), and "The next time
    // damage would be dealt to ~ this turn, …" from any source (Mirrorwood Treefolk).
    static const QRegularExpression nextTime(QStringLiteral("^the next time (a source of your choice would deal damage( to you)?"
                                                            "|damage would be dealt to ~) this turn, that damage is dealt to (.+) instead$"));
    const auto n = next.match(s);
    const auto t = n.hasMatch() ? QRegularExpressionMatch() : nextTime.match(s);
    if (!n.hasMatch() && !t.hasMatch())
        return false;
    const QString recipient = n.hasMatch() ? n.captured(3) : t.captured(3);
    const std::optional<Selector> to = n.hasMatch() ? objects(n.captured(2)) : std::nullopt;
    if (n.hasMatch() && !(to && (to->ref == Selector::Ref::Self || to->ref == Selector::Ref::Attached)))
        return false;
    Selector instead;
    if (recipient == QLatin1String("~")) {
        instead.ref = Selector::Ref::Self;
    } else {
        static const QStringList targets = {"target creature", "target creature you control", "any target"};
        const int before = into->targets.size();
        const auto aimed = targets.contains(recipient) ? aim(recipient) : std::nullopt;
        if (!aimed || aimed->ref != Selector::Ref::Target || into->targets.size() != before + 1)
            return false;
        instead = *aimed;
    }
    a->kind = ActionKind::PreventDamage;
    a->dealtInstead = QSharedPointer<Selector>::create(instead);
    if (n.hasMatch()) {
        a->amount = Amount::number(n.captured(1).toInt());
        a->to = to;
        return true;
    }
    a->nextTime = true;
    if (t.captured(1).startsWith(QLatin1String("damage"))) {   // any source: no `object`
        Selector self;
        self.ref = Selector::Ref::Self;
        a->to = self;
        return recipient != QLatin1String("~");
    }
    Selector source;
    source.ref = Selector::Ref::ChosenSource;
    if (!t.captured(2).isEmpty())
        a->who = QStringLiteral("you");
    a->object = source;
    return true;
}

}   // namespace

bool OracleParser::preventionAction(const QString& s, Action* a, AbilityDef* into) const
{
    // 615.7, 609.7: "The next time a [red] source of your choice would deal damage to you / to target
    // creature / to any target / to enchanted creature this turn, prevent that damage": a shield that
    // prevents all the damage of the next event from the source chosen as it resolves.
    static const QRegularExpression nextTime(QStringLiteral(
        "^the next time an? (?:(white|blue|black|red|green|artifact) )?source of your choice would deal damage "
        "to (you|target creature|any target|enchanted creature) this turn, prevent that damage$"));
    if (const auto m = nextTime.match(s); m.hasMatch()) {
        Selector source;
        source.ref = Selector::Ref::ChosenSource;
        if (m.captured(1) == QLatin1String("artifact"))
            source.types = quint16(CardType::Artifact);
        else if (const auto c = colorFromName(m.captured(1)))
            source.colors = ColorSet::of(*c);
        const QString to = m.captured(2);
        if (to == QLatin1String("you")) {
            a->who = QStringLiteral("you");
        } else if (to == QLatin1String("enchanted creature")) {
            a->to = objects(to);
            if (!a->to || a->to->ref != Selector::Ref::Attached)
                return false;
        } else {
            Selector::Ref r;
            a->to = target(to, into, &r);
            if (!a->to)
                return false;
        }
        a->kind = ActionKind::PreventDamage;
        a->nextTime = true;
        a->object = source;
        return true;
    }
    // Stop 48: "The next time target creature would deal damage this turn, prevent that damage." (Awe Strike),
    // "… that creature …" after an instruction on the one target (Dazzling Reflection): all the damage of
    // the next event that creature deals, to anything (615.7).
    static const QRegularExpression nextTimeByCreature(
        QStringLiteral("^the next time (target creature|that creature) would deal damage this turn, prevent that damage$"));
    if (const auto m = nextTimeByCreature.match(s); m.hasMatch()) {
        Selector::Ref r = Selector::Ref::None;
        const bool named = m.captured(1) == QLatin1String("that creature");
        if (named && (into->targets.size() != 1 || into->effect.isEmpty()))
            return false;
        const int targetsBefore = into->targets.size();
        const auto creature = named ? std::optional<Selector>() : target(m.captured(1), into, &r);
        if (!named && (!creature || r != Selector::Ref::Target)) {
            into->targets.resize(targetsBefore);
            return false;
        }
        Selector by;
        by.ref = Selector::Ref::Target;
        a->kind = ActionKind::PreventDamage;
        a->nextTime = true;
        a->object = by;
        return true;
    }
    // Round 30: "Prevent the next 3 damage that would be dealt to any target this turn by a source of your
    // choice" (Healing Grace): the shield counts only that source's damage (615.7, 609.7a); "Prevent the next
    // 1 damage that would be dealt by ~ this turn" (Barbed Wire): ~'s damage to anything.
    static const QRegularExpression nextByChosen(QStringLiteral(
        "^(prevent the next \\d+ damage that would be dealt to (?:any target|target creature|you) this turn) by a source of your choice$"));
    static const QRegularExpression nextBySelf(QStringLiteral("^prevent the next (\\d+) damage that would be dealt by ~ this turn$"));
    if (const auto m = nextByChosen.match(s); m.hasMatch()) {
        if (!moreActions(m.captured(1), a, into) || a->kind != ActionKind::PreventDamage || a->nextTime || a->dealtInstead
            || a->amount.x || a->amountOf || a->object)
            return false;
        Selector chosen;
        chosen.ref = Selector::Ref::ChosenSource;
        a->object = chosen;
        return true;
    }
    // Round 30: "Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as
    // you choose" (Embolden): a shield on each target, its share chosen as the spell is cast (601.2d).
    static const QRegularExpression dividedShields(QStringLiteral(
        "^prevent the next (\\d+) damage that would be dealt this turn to any number of targets, divided as you choose$"));
    if (const auto m = dividedShields.match(s); m.hasMatch() && into->targets.isEmpty()) {
        Selector any;
        any.word = QStringLiteral("any_target");
        any.upTo = Selector::kAnyNumber;
        into->targets << any;
        Selector those;
        those.ref = Selector::Ref::Targets;
        a->kind = ActionKind::PreventDamage;
        a->amount = Amount::number(m.captured(1).toInt());
        a->to = those;
        a->divided = true;
        return true;
    }
    if (const auto m = nextBySelf.match(s); m.hasMatch()) {
        Selector self;
        self.ref = Selector::Ref::Self;
        a->kind = ActionKind::PreventDamage;
        a->amount = Amount::number(m.captured(1).toInt());
        a->object = self;
        return true;
    }
    const auto aim = [&](const QString& p) {
        Selector::Ref r;
        return target(p, into, &r);
    };
    if (redirectionAction(s, a, into, aim, [&](const QString& p) { return objects(p); }))
        return true;
    static const QRegularExpression dealtTo(QStringLiteral(
        "^prevent all (combat )?damage that would be dealt (to and dealt by|to|by) (.+?) this turn$"));
    static const QRegularExpression wouldDeal(QStringLiteral("^prevent all (combat )?damage (.+?) would deal this turn$"));
    static const QRegularExpression toYouBy(
        QStringLiteral("^prevent all damage that would be dealt to you this turn by (.+)$"));
    static const QRegularExpression chosenToYou(
        QStringLiteral("^prevent all damage a source of your choice would deal to you this turn$"));
    const auto byChosen = toYouBy.match(s);
    if (byChosen.captured(1) == QLatin1String("a source of your choice") || chosenToYou.match(s).hasMatch()) {
        Selector chosen;
        chosen.ref = Selector::Ref::ChosenSource;
        return playerPreventionThisTurn(chosen, false, a);
    }
    if (const auto m = byChosen; m.hasMatch()) {
        bool plural = false;
        const std::optional<Selector> by = objects(m.captured(1), &plural);
        return playerPreventionThisTurn(by, plural, a);
    }
    // Round 30: "… to that creature this turn by colorless sources" (Lithomancer's Focus): the one target
    // creature's rule, its filter the sources of that kind, in any zone (120.3).
    static const QRegularExpression toItBySources(QStringLiteral(
        "^(prevent all damage that would be dealt to (?:it|that creature) this turn) by ([a-z]+ sources)$"));
    if (const auto m = toItBySources.match(s); m.hasMatch()) {
        const auto sources = sourcesOfKind(m.captured(2));
        if (!sources || !preventionAction(m.captured(1), a, into) || !a->continuous || a->continuous->ops.size() != 1
            || a->continuous->affects->ref != Selector::Ref::Target)
            return false;
        a->continuous->ops[0].filter = QSharedPointer<Selector>::create(*sources);
        return true;
    }
    // "… that would be dealt this turn by attacking creatures" says "… dealt by attacking creatures this turn".
    static const QRegularExpression thisTurnFirst(
        QStringLiteral("^(prevent all (?:combat )?damage that would be dealt) this turn (to|by) (.+)$"));
    if (const auto m = thisTurnFirst.match(s); m.hasMatch() && !m.captured(3).contains(QLatin1String(" this turn")))
        return preventionAction(m.captured(1) + QLatin1Char(' ') + m.captured(2) + QLatin1Char(' ') + m.captured(3)
                + QStringLiteral(" this turn"),
            a, into);
    QString kind, way, phrase;
    if (const auto m = dealtTo.match(s); m.hasMatch()) {
        kind = m.captured(1).trimmed();
        way = m.captured(2);
        phrase = m.captured(3);
    } else if (const auto w = wouldDeal.match(s); w.hasMatch()) {
        kind = w.captured(1).trimmed();
        way = QStringLiteral("by");
        phrase = w.captured(2);
    } else {
        return false;
    }
    if (phrase.contains(QLatin1String(" this turn")) || phrase.contains(QLatin1String(" by ")))
        return false;
    const bool combat = !kind.isEmpty();
    if (way == QLatin1String("to") && phrase == QLatin1String("you"))   // round 30: the controller's rule (615.1a)
        return !combat && playerPreventionThisTurn(std::nullopt, false, a, true);
    // Round 30: "prevent all combat damage that other creatures would deal this turn" (Haze Frog): the set
    // that would deal it, as "… other creatures would deal" says.
    static const QString that = QStringLiteral("that ");
    if (way == QLatin1String("by") && phrase.startsWith(that) && !phrase.startsWith(QLatin1String("that creature")))
        phrase = phrase.mid(that.size());
    // Round 30: "blue creatures and black creatures" (Radiant Kavu) are the creatures of either colour, as
    // "blue or black creatures" are.
    static const QRegularExpression twoColours(
        QStringLiteral("^(white|blue|black|red|green) creatures and (white|blue|black|red|green) creatures$"));
    phrase.replace(twoColours, QStringLiteral("\\1 or \\2 creatures"));
    const RuleName rule = way == QLatin1String("to") ? (combat ? RuleName::PreventCombatDamageTo : RuleName::PreventAllDamageTo)
        : way == QLatin1String("by")                 ? (combat ? RuleName::PreventCombatDamageBy : RuleName::PreventAllDamageBy)
                                     : (combat ? RuleName::PreventCombatDamageToAndBy : RuleName::PreventAllDamageToAndBy);

    std::optional<Selector> affected;
    // Round 30: "Prevent all damage a source of your choice would deal this turn" (Pay No Heed, Prahv): the
    // one source chosen as the effect resolves (609.7a), the resolve event's choices.objects.
    if (way == QLatin1String("by") && phrase == QLatin1String("a source of your choice")) {
        affected = Selector();
        affected->ref = Selector::Ref::ChosenSource;
    }
    // "Untap target attacking creature you control. Prevent all combat damage that would be dealt to and
    // dealt by that creature this turn.": the one target creature the instruction before named.
    auto namesTarget = [](const Action& x) {
        auto isTarget = [](const std::optional<Selector>& o) { return o && o->ref == Selector::Ref::Target; };
        return isTarget(x.object) || isTarget(x.to)
            || (x.continuous && x.continuous->affects && x.continuous->affects->ref == Selector::Ref::Target);
    };
    // Round 28: "Untap any number of target creatures. Prevent all combat damage that would be dealt to and
    // dealt by those creatures this turn." (Energy Arc): all the targets the instruction before named.
    auto namesTargets = [](const Action& x) {
        return (x.object && x.object->ref == Selector::Ref::Targets)
            || (x.continuous && x.continuous->affects && x.continuous->affects->ref == Selector::Ref::Targets);
    };
    // Round 30: a creature target named by its creature type, "target blocking Wall you control" (Glyph of
    // Destruction), is a creature as "target creature" is (205.3m).
    const auto creatureTarget = [](const Selector& t) {
        return t.types == quint16(CardType::Creature)
            || (t.types == 0 && !t.subtypes.isEmpty() && !t.anyTypes
                && std::all_of(t.subtypes.cbegin(), t.subtypes.cend(), [](SubtypeId id) {
                       return SubtypeRegistry::instance().kind(id) == SubtypeKind::Creature;
                   }));
    };
    if (affected) {
        // the chosen source, above
    } else if ((phrase == QLatin1String("it") || phrase == QLatin1String("that creature")) && into->targets.size() == 1
        && creatureTarget(into->targets.first()) && !into->effect.isEmpty()
        && namesTarget(into->effect.last())) {
        affected = Selector();
        affected->ref = Selector::Ref::Target;
    } else if (phrase == QLatin1String("those creatures") && into->targets.size() == 1 && into->targets.first().upTo > 0
        && into->targets.first().types == quint16(CardType::Creature) && !into->effect.isEmpty()
        && namesTargets(into->effect.last())) {
        affected = Selector();
        affected->ref = Selector::Ref::Targets;
    } else if (phrase.contains(QLatin1String("target")) && !targetPlayersNoun(phrase, *into)) {
        // One target permanent on the battlefield: a target spell's damage (Hallow) is not read here. Round
        // 28: or "up to two target creatures" (Redeem), each of them.
        const int before = into->targets.size();
        Selector::Ref r;
        affected = target(phrase, into, &r);
        // Round 30: or the damage a target spell would deal (Shieldmage Elder, Hidden Retreat): the spell on
        // the stack as it resolves, whose damage is dealt while it is still there (608.2).
        const bool spell = affected && into->targets.size() == before + 1 && into->targets.last().word == QLatin1String("spell");
        if (!affected || into->targets.size() != before + 1
            || (affected->ref != Selector::Ref::Target && affected->ref != Selector::Ref::Targets)
            || (spell ? rule != RuleName::PreventAllDamageBy || affected->ref != Selector::Ref::Target
                      : into->targets.last().where != Selector::Where::Battlefield))
            return false;
    } else {
        bool plural = true;
        // Round 22: "by creatures target opponent controls" (Encircling Fissure): those that player
        // controls as each damage would be dealt (the set is not fixed, 611.2c).
        const auto p = targetPlayersNoun(phrase, *into);
        affected = objects(p ? p->noun : phrase, &plural);
        if (p && plural)
            affected = ofTargetPlayer(affected, *p, into);
        if (!affected)
            return false;
        // A set of permanents ("creatures you control", "nongreen creatures"), or one object named.
        const bool set = plural && !affected->isRef() && affected->where == Selector::Where::Battlefield;
        const bool one = !plural
            && (affected->ref == Selector::Ref::Self || affected->ref == Selector::Ref::Attached
                || affected->ref == Selector::Ref::It);
        if (!set && !one)
            return false;
    }
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = rule;
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create(*affected);
    c.ops << op;
    c.duration = Duration::EndOfTurn;
    a->kind = ActionKind::Continuous;
    a->continuous = c;
    return true;
}

}   // namespace strata::import
