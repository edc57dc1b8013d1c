#include "OracleParser.h"
#include "OracleRankedPower.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// Round 20: creatures an instruction named, to be named again as "those creatures" / "they": each of
// the spell's creature targets, or a set of creatures ("creatures you control").
bool creaturesNamedAgain(const Selector& x, const AbilityDef& into)
{
    if (x.ref == Selector::Ref::Targets)
        return !into.targets.isEmpty() && into.targets.first().types == quint16(CardType::Creature);
    return !x.isRef() && x.anyOf.isEmpty() && x.types == quint16(CardType::Creature);
}

}   // namespace

// Instructions that act again on what the instruction before named ("It gains haste until end of turn.",
// "Untap those creatures.", "Destroy that creature."). Empty when no template matches; false when one
// matched and could not be read, which ends the reading of the sentence as effectTemplates did.
std::optional<bool> OracleParser::followUpTemplates(const QString& s, AbilityDef* into) const
{
    if (preventedThisWay(s, into))
        return true;
    // Stop 48, 615.12: "~ deals 5 damage to target white or blue creature. The damage can't be prevented."
    // (Combust): the instruction before's damage, all of it, whatever would prevent it; a redirection
    // still applies (614.9).
    if (s == QLatin1String("the damage can't be prevented") && !into->effect.isEmpty()) {
        Action& damage = into->effect.last();
        if (damage.kind != ActionKind::Damage || damage.cantBePrevented || damage.optional || damage.condition)
            return false;
        damage.cantBePrevented = true;
        return true;
    }
    // Round 41: Desecrator Hag's "If two or more cards are tied for greatest power, you choose one of them.": the
    // choice the instruction before already leaves to its controller (OracleRankedPower.cpp).
    if (!into->effect.isEmpty() && tieChoiceRepeated(s, into->effect.last()))
        return true;
    Action a;
    auto add = [&](const Action& action) {
        into->effect << action;
        return true;
    };
    // "It gains haste until end of turn." after an action on the one target ("Untap that creature."), "that
    // creature gets +4/+4 until end of turn" (Vines of Vastwood's kicked rider); round 25: for good (611.2a).
    static const QRegularExpression itUntilEot(
        QStringLiteral("^(?:it|that creature) (gets|gains|has|loses) (.+?)( until end of turn)?$"));
    // Round 22: "That creature becomes a Vampire in addition to its other types." (Olivia Voldaren), "It
    // becomes a Coward until end of turn": a type set or added (205.1a-b, layer 4), a colour (105.3, layer 5).
    static const QRegularExpression itBecomes(QStringLiteral(
        "^(?:it|that creature) becomes (an? [A-Za-z]+(?: in addition to its other types)?|(?:white|blue|black|red|green))"
        "( until end of turn)?$"));
    const auto onTheTarget = [&] {
        if (into->targets.size() != 1 || into->effect.isEmpty())
            return false;
        const Action& before = into->effect.last();
        auto target = [](const std::optional<Selector>& x) { return x && x->ref == Selector::Ref::Target; };
        // Round 36: the one target exiled and returned, "… then return that card to the battlefield under its owner's
        // control. It gains first strike until end of turn." (Justiciar's Portal): the permanent it became (400.7).
        const bool flickered = before.kind == ActionKind::ReturnToBattlefield && before.object
            && before.object->ref == Selector::Ref::It && into->effect.size() >= 2
            && target(into->effect[into->effect.size() - 2].object) && into->effect[into->effect.size() - 2].kind == ActionKind::Exile;
        return target(before.object) || target(before.to) || flickered
            || (before.continuous && before.continuous->affects && before.continuous->affects->ref == Selector::Ref::Target);
    };
    const auto changeTheTarget = [&](const QString& predicateText, Duration duration) {
        Selector it;
        it.ref = Selector::Ref::Target;
        QVector<Op> ops;
        if (!predicate(predicateText, it, false, &ops))
            return false;
        ContinuousDef c;
        c.affects = QSharedPointer<Selector>::create(it);
        c.ops = ops;
        c.duration = duration;
        a.kind = ActionKind::Continuous;
        a.continuous = c;
        return add(a);
    };
    if (const auto m = itBecomes.match(s); m.hasMatch() && onTheTarget()) {
        const bool untilEot = !m.captured(2).isEmpty();
        const bool color = !m.captured(1).startsWith(QLatin1Char('a'));
        return (!color || untilEot)   // 611.2a: a type without "until end of turn" lasts on
            && changeTheTarget(QStringLiteral("is ") + m.captured(1), untilEot ? Duration::EndOfTurn : Duration::Indefinite);
    }
    if (const auto m = itUntilEot.match(s); m.hasMatch() && into->targets.size() == 1 && !into->effect.isEmpty()) {
        QString predicateText = m.captured(1) + QLatin1Char(' ') + m.captured(2);
        static const QRegularExpression gains(QStringLiteral("\\bgains\\b"));
        predicateText.replace(gains, QStringLiteral("has"));
        const bool lasting = m.captured(3).isEmpty();
        return onTheTarget() && changeTheTarget(predicateText, lasting ? Duration::Indefinite : Duration::EndOfTurn);
    }
    // Round 20: "Creatures you control get +2/+1 until end of turn. Untap those creatures." (War Flare),
    // "Gain control of any number of target creatures until end of turn. Untap those creatures. They gain
    // haste until end of turn." (Harness by Force): the creatures the instruction before named, each of
    // its targets or the set it affected, fixed as the spell resolves (611.2c), so the same set again.
    // Round 39: "Until end of turn, they gain "…"" too, where a quoted ability ends the sentence (Open into Wonder).
    static const QRegularExpression they(
        QStringLiteral("^(?:they (gain|get|have|lose) (.+) until end of turn|until end of turn, they (gain) (\"[^\"]+\"))$"));
    // Round 35: and an activated or loyalty ability's (Gideon, Martial Paragon): it resolves as a spell does (608.2).
    const bool resolves = into->kind == AbilityDef::Kind::Spell || into->kind == AbilityDef::Kind::Activated
        || into->kind == AbilityDef::Kind::Loyalty;
    const Action* before = resolves && !into->effect.isEmpty() ? &into->effect.last() : nullptr;
    if (s == QLatin1String("untap those creatures") && before && before->kind == ActionKind::Continuous && before->continuous
        && before->continuous->affects && creaturesNamedAgain(*before->continuous->affects, *into) && !before->optional
        && !before->condition) {
        a.kind = ActionKind::Untap;
        a.object = *before->continuous->affects;
        return add(a);
    }
    // A change of those creatures until end of turn (611.2c: the same objects).
    auto addUntilEndOfTurn = [&](const Selector& those, const QVector<Op>& ops) {
        ContinuousDef c;
        c.affects = QSharedPointer<Selector>::create(those);
        c.ops = ops;
        c.duration = Duration::EndOfTurn;
        a.kind = ActionKind::Continuous;
        a.continuous = c;
        return add(a);
    };
    QVector<Op> ops;
    // Round 39: also after a change of the targets until end of turn ("X target creatures can't be blocked this turn.
    // They gain "…" until end of turn.", Open into Wonder's words as mendedThoseCreaturesGain says them).
    const bool targetsChanged = before && before->kind == ActionKind::Continuous && before->continuous
        && before->continuous->affects && before->continuous->affects->ref == Selector::Ref::Targets
        && before->continuous->duration == Duration::EndOfTurn && !before->optional && !before->condition;
    const Selector* those = before && before->kind == ActionKind::Untap && before->object ? &*before->object
        : targetsChanged ? before->continuous->affects.data() : nullptr;
    const auto m = they.match(s);
    const bool leading = m.hasMatch() && m.capturedLength(3) > 0;
    const QString verb = m.captured(leading ? 3 : 1);
    if (m.hasMatch() && those && creaturesNamedAgain(*those, *into) && (!leading || targetsChanged)
        && predicate((verb == QLatin1String("gain") ? QStringLiteral("have") : verb) + QLatin1Char(' ') + m.captured(leading ? 4 : 2),
            *those, true, &ops))
        return addUntilEndOfTurn(*those, ops);
    // Round 21: "~ deals 1 damage to each of up to two target creatures. Those creatures can't block this
    // turn." (Sparkmage's Gambit): each of the targets the damage named, whether or not it survived it.
    if (s == QLatin1String("those creatures can't block this turn") && before && before->kind == ActionKind::Damage
        && before->to && before->to->ref == Selector::Ref::Targets && creaturesNamedAgain(*before->to, *into)
        && !before->optional && !before->condition) {
        QVector<Op> cantBlock;
        if (!predicate(QStringLiteral("can't block"), *before->to, true, &cantBlock))
            return false;
        return addUntilEndOfTurn(*before->to, cantBlock);
    }
    // Round 39: "Return up to two target creature cards from your graveyard to the battlefield. Each of those
    // creatures is a black Zombie in addition to its other colors and types." (Ever After): the permanents the
    // targets became (400.7), changed for good (611.2a), as one target's "It becomes …" is above.
    static const QRegularExpression eachOfThoseIs(
        QStringLiteral("^each of those creatures (is an? .+ in addition to its other colors and types)$"));
    if (const auto m = eachOfThoseIs.match(s); m.hasMatch() && before && before->kind == ActionKind::ReturnFromGraveyard
        && before->object && before->object->ref == Selector::Ref::Targets && creaturesNamedAgain(*before->object, *into)
        && !before->optional && !before->condition) {
        QVector<Op> zombie;
        if (!predicate(m.captured(1), *before->object, false, &zombie))
            return false;
        ContinuousDef c;
        c.affects = QSharedPointer<Selector>::create(*before->object);
        c.ops = zombie;
        c.duration = Duration::Indefinite;
        a.kind = ActionKind::Continuous;
        a.continuous = c;
        return add(a);
    }
    // "Untap that creature." / "Destroy that creature." after an action on the one target; round 24: "Untap it.",
    // "Regenerate it." right after one (Hijack, Butcher's Glee).
    static const QRegularExpression thatObject(QStringLiteral(
        "^(untap|tap or untap|tap|destroy|exile|regenerate) (?:that (creature|permanent|land|artifact)|it)$"));
    if (const auto m = thatObject.match(s); m.hasMatch() && into->targets.size() == 1 && !into->effect.isEmpty()
        && (m.capturedLength(2) > 0 ? m.captured(1) != QLatin1String("regenerate") : onTheTarget())) {
        Selector it;
        it.ref = Selector::Ref::Target;
        static const QHash<QString, ActionKind> kinds = {{"destroy", ActionKind::Destroy}, {"exile", ActionKind::Exile},
            {"tap", ActionKind::Tap}, {"untap", ActionKind::Untap}, {"tap or untap", ActionKind::TapOrUntap},
            {"regenerate", ActionKind::Regenerate}};
        a.kind = kinds.value(m.captured(1));
        a.object = it;
        return add(a);
    }
    return std::nullopt;
}

}   // namespace strata::import
