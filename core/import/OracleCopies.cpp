#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Copy effects (707, layer 1a: 613.2a) and switching power and toughness (layer 7d: 613.4d): "You may
// have ~ enter the battlefield as a copy of any creature on the battlefield" (614.1c), "~ becomes a
// copy of target artifact until end of turn", "Switch target creature's power and toughness until end
// of turn", and tokens that are copies ("create a token that's a copy of target creature you control",
// 707.2, 111.1).

namespace strata::import {

// The exceptions after "except" (707.9): "it's an enchantment in addition to its other types"
// (707.9b), "it has \"…\"" (a quoted ability the copy gets, 707.9a), "it has this ability".
bool OracleParser::copyExceptions(const QString& text, CopyExceptions* out) const
{
    if (text == QLatin1String("it has this ability")) {
        out->hasThisAbility = true;
        return true;
    }
    static const QRegularExpression addType(QStringLiteral("^it's an? (artifact|creature|enchantment|land) in addition to its other types$"));
    if (const auto m = addType.match(text); m.hasMatch()) {
        QString name = m.captured(1);
        name[0] = name[0].toUpper();
        const std::optional<CardType> t = cardTypeFromName(name);
        if (!t)
            return false;
        out->addTypes |= quint16(*t);
        return true;
    }
    // "except it has/gains \"…\"": the copy has the ability (707.9a); inside the quotes, "this
    // creature" is the copy itself.
    // "except it isn't legendary" (Spark Double's family): the copy loses that supertype (707.9b).
    if (text == QLatin1String("it isn't legendary")) {
        out->removeSupertypes |= quint8(Supertype::Legendary);
        return true;
    }
    // "except it has haste" (Kiki-Jiki): one keyword, part of the copiable values (707.9a).
    static const QRegularExpression hasKeyword(QStringLiteral("^it has ([a-z ]+)$"));
    if (const auto m = hasKeyword.match(text); m.hasMatch()) {
        const AbilityPtr k = keyword(m.captured(1));
        if (!k || k->kind != AbilityDef::Kind::Keyword)
            return false;
        out->addAbilities << k;
        return true;
    }
    // "except it has haste and \"At the beginning of the end step, sacrifice this permanent.\"" (Minion
    // Reflector): both are abilities the copy has (707.9a), read one after the other.
    static const QRegularExpression keywordAndQuoted(QStringLiteral("^it has ([a-z ]+) and (\"[^\"]+\")$"));
    if (const auto m = keywordAndQuoted.match(text); m.hasMatch()) {
        CopyExceptions both = *out;
        if (!copyExceptions(QStringLiteral("it has ") + m.captured(1), &both)
            || !copyExceptions(QStringLiteral("it has ") + m.captured(2), &both))
            return false;
        *out = both;
        return true;
    }
    static const QRegularExpression quoted(QStringLiteral("^it (?:has|gains) (\"[^\"]+\")$"));
    if (const auto m = quoted.match(text); m.hasMatch()) {
        Selector self;
        self.ref = Selector::Ref::Self;
        const AbilityPtr granted = quotedAbility(m.captured(1), &self);
        if (!granted)
            return false;
        out->addAbilities << granted;
        return true;
    }
    return false;
}

// "You may have ~ enter the battlefield as a copy of any creature on the battlefield" and its family
// (614.1c, 707.5): the object it copies, and the exceptions.
AbilityPtr OracleParser::copyReplacement(const QString& sentence) const
{
    QString s = sentence;
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    static const QRegularExpression entersAsCopy(QStringLiteral(
        "^You may have ~ enter(?: the battlefield)?( tapped)? as a copy of (?:any|an?) (.+?)( on the (?:the )?battlefield)?"
        "(?:, except (.+))?$"));
    const auto m = entersAsCopy.match(s);
    if (!m.hasMatch())
        return nullptr;
    bool plural = false;
    std::optional<Selector> of = objects(m.captured(2), &plural);
    if (!of || plural || of->isRef() || of->where != Selector::Where::Battlefield)
        return nullptr;
    // "on the battlefield" is said of a set anyone may control; "you control" names its controller.
    if (m.captured(3).isEmpty() != (of->controller != Selector::Who::Any))
        return nullptr;
    Replacement::EntersAsCopy copy;
    copy.of = sharedSelector(*of);
    copy.optional = true;
    if (!m.captured(4).isEmpty() && !copyExceptions(m.captured(4), &copy.except))
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Replacement;
    a->replacement.entersAsCopy = copy;
    // Vesuva: "enter tapped as a copy of any land": tapped only when it enters as a copy (614.1c).
    a->replacement.entersTapped = !m.captured(1).isEmpty();
    a->finalize();
    return a;
}

// One-shot instructions: "~ becomes a copy of target artifact until end of turn", "… , except it has
// this ability" (a copy effect with no end, 611.2a), "[you may] have ~ become a copy of …", and "switch target creature's power and toughness
// until end of turn" (613.4d).
bool OracleParser::copyAction(const QString& text, AbilityDef* into) const
{
    const int targetsBefore = into->targets.size();
    auto fail = [&] {
        into->targets.resize(targetsBefore);
        return false;
    };
    auto objectOf = [&](const QString& phrase) -> std::optional<Selector> {
        Selector::Ref r;
        if (phrase.contains(QLatin1String("target")))
            return target(phrase, into, &r);
        bool plural = false;
        auto s = objects(phrase, &plural);
        return s && !plural ? s : std::nullopt;
    };
    QString s = text;
    // A misprint in a few Oracle texts ("Switch target creatures's power").
    s.replace(QStringLiteral("creatures's "), QStringLiteral("creature's "));
    static const QRegularExpression switchPT(QStringLiteral("^switch (~|target creature)'s power and toughness until end of turn$"));
    if (const auto m = switchPT.match(s); m.hasMatch()) {
        const auto who = objectOf(m.captured(1));
        if (!who)
            return fail();
        Op op;
        op.kind = Op::Kind::SwitchPT;
        ContinuousDef c;
        c.affects = sharedSelector(*who);
        c.ops << op;
        c.duration = Duration::EndOfTurn;
        Action a = Action::continuousEffect(c);
        into->effect << a;
        return true;
    }
    // "Create a token that's a copy of target creature you control", "create three tokens that are
    // copies of ~" (707.2, 111.1): one object the ability names; "…, except it has haste" (707.9).
    static const QRegularExpression tokenCopy(QStringLiteral(
        "^create (a|two|three|four|five|X) (token that's a copy|tokens that are copies) of (.+?)(?:, except (.+))?$"));
    if (const auto m = tokenCopy.match(s); m.hasMatch()) {
        const bool one = m.captured(1) == QLatin1String("a");
        if (one != m.captured(2).startsWith(QLatin1String("token ")))
            return false;
        CopyExceptions except;
        if (!m.captured(4).isEmpty() && !copyExceptions(m.captured(4), &except))
            return false;
        const auto of = objectOf(m.captured(3));
        if (!of || !of->isRef() || of->ref == Selector::Ref::Targets || of->upTo > 0)
            return fail();
        Action a;
        a.kind = ActionKind::CreateTokenCopy;
        a.object = *of;
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(one ? 1 : *numberWord(m.captured(1)));
        if (!except.isEmpty())
            a.copyExcept = QSharedPointer<const CopyExceptions>::create(except);
        into->effect << a;
        return true;
    }
    // "have ~ become a copy of …" is what "you may" leaves of "you may have ~ become …" (Artisan of Forms).
    static const QRegularExpression becomesCopy(QStringLiteral(
        "^(?:(until end of turn), )?(?:have (~) become|(~|that creature) becomes) a copy of (.+?)"
        "(?:, except (.+?))?( until end of turn)?$"));
    const auto m = becomesCopy.match(s);
    if (!m.hasMatch())
        return false;
    const bool untilEndOfTurn = !m.captured(1).isEmpty() || !m.captured(6).isEmpty();
    const auto who = objectOf(m.captured(2).isEmpty() ? m.captured(3) : m.captured(2));
    if (!who)
        return fail();
    const auto of = objectOf(m.captured(4));
    if (!of || !of->isRef())
        return fail();
    Op op;
    op.kind = Op::Kind::Copy;
    op.copyOf = sharedSelector(*of);
    if (!m.captured(5).isEmpty() && !copyExceptions(m.captured(5), &op.except))
        return fail();
    ContinuousDef c;
    c.affects = sharedSelector(*who);
    c.ops << op;
    c.duration = untilEndOfTurn ? Duration::EndOfTurn : Duration::Indefinite;
    Action a = Action::continuousEffect(c);
    into->effect << a;
    return true;
}

}   // namespace strata::import
