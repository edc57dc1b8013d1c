#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// "flying", "flying and first strike", "flying, first strike, and trample", "protection from red".
bool OracleParser::keywordList(const QString& text, QVector<AbilityPtr>* out) const
{
    QString t = text;
    t.replace(QStringLiteral(", and "), QStringLiteral(", ")).replace(QStringLiteral(" and "), QStringLiteral(", "));
    for (const QString& piece : t.split(QStringLiteral(", "))) {
        QString k = piece.trimmed();
        if (k.isEmpty())
            return false;
        k[0] = k[0].toUpper();
        AbilityPtr a = keyword(k);
        if (!a)
            return false;
        out->append(a);
    }
    return !out->isEmpty();
}

// What a subject gets, has or is: "gets +1/+1", "have flying", "is a black Zombie in addition to its
// other types", "loses all abilities". Several joined by "and" apply together (one effect, 613.6).
bool OracleParser::predicate(const QString& text, const Selector& subject, bool plural, QVector<Op>* ops) const
{
    Q_UNUSED(subject);
    const QString verbGet = plural ? QStringLiteral("get") : QStringLiteral("gets");
    const QString verbHave = plural ? QStringLiteral("have") : QStringLiteral("has");
    const QString verbIs = plural ? QStringLiteral("are") : QStringLiteral("is");
    const QString verbLose = plural ? QStringLiteral("lose") : QStringLiteral("loses");
    static const QRegularExpression ptChange(QStringLiteral("^([+-−]\\d+)/([+-−]\\d+)(?: and (.*))?$"));
    QString t = text.trimmed();
    // "gets +1/+0 for each artifact you control": the count of a set the engine evaluates (CR 613.4c).
    static const QRegularExpression perObject(QStringLiteral("^\\+([01])/\\+([01]) for each (.+)$"));
    if (t.startsWith(verbGet + QLatin1Char(' '))) {
        if (const auto m = perObject.match(t.mid(verbGet.size() + 1)); m.hasMatch()) {
            bool countedPlural = true;
            const auto counted = objects(m.captured(3), &countedPlural);
            if (!counted || countedPlural || counted->isRef() || (m.captured(1) == "0" && m.captured(2) == "0"))
                return false;
            Expr count;
            count.kind = Expr::Kind::Count;
            count.selector = QSharedPointer<Selector>::create(*counted);
            Op op;
            op.kind = Op::Kind::ModifyPT;
            op.power = m.captured(1) == QLatin1String("1") ? count : Expr::constant(0);
            op.toughness = m.captured(2) == QLatin1String("1") ? count : Expr::constant(0);
            ops->append(op);
            return true;
        }
    }
    while (!t.isEmpty()) {
        if (t.startsWith(verbGet + QLatin1Char(' '))) {
            const auto m = ptChange.match(t.mid(verbGet.size() + 1));
            if (!m.hasMatch())
                return false;
            Op op;
            op.kind = Op::Kind::ModifyPT;
            op.power = Expr::constant(signedNumber(m.captured(1)));
            op.toughness = Expr::constant(signedNumber(m.captured(2)));
            ops->append(op);
            t = m.captured(3);
            continue;
        }
        if (t.startsWith(verbHave + QLatin1Char(' '))) {
            Op op;
            op.kind = Op::Kind::AddAbilities;
            if (!keywordList(t.mid(verbHave.size() + 1), &op.abilities))
                return false;
            ops->append(op);
            return true;
        }
        if (t == verbLose + QStringLiteral(" all abilities")) {
            Op op;
            op.kind = Op::Kind::LoseAllAbilities;
            ops->append(op);
            return true;
        }
        if (t.startsWith(verbLose + QLatin1Char(' '))) {
            Op op;
            op.kind = Op::Kind::LoseAbilities;
            if (!keywordList(t.mid(verbLose.size() + 1), &op.abilities))
                return false;
            ops->append(op);
            return true;
        }
        if (t.startsWith(verbIs + QLatin1Char(' '))) {
            QString rest = t.mid(verbIs.size() + 1);
            static const QRegularExpression inAddition(
                QStringLiteral("^(?:an? )?(.+) in addition to (?:its|their) other (?:creature |land )?types$"));
            if (const auto m = inAddition.match(rest); m.hasMatch()) {
                Op types, subtypes, colors;
                types.kind = Op::Kind::AddTypes;
                subtypes.kind = Op::Kind::AddSubtypes;
                colors.kind = Op::Kind::SetColors;
                bool hasColor = false;
                for (const QString& w : m.captured(1).split(QLatin1Char(' '))) {
                    bool p = false;
                    if (auto c = colorFromName(w)) {
                        colors.colors.add(*c);
                        hasColor = true;
                    } else if (auto ct = cardTypeFromName(w.left(1).toUpper() + w.mid(1))) {
                        types.cardTypes |= quint16(*ct);
                    } else if (SubtypeId id = subtypeFromWord(w, &p)) {
                        subtypes.subtypes << id;
                    } else {
                        return false;
                    }
                }
                if (hasColor)
                    ops->append(colors);
                if (types.cardTypes)
                    ops->append(types);
                if (!subtypes.subtypes.isEmpty())
                    ops->append(subtypes);
                return true;
            }
            if (rest == QLatin1String("the chosen color")) {
                Op op;
                op.kind = Op::Kind::SetColors;
                op.colorChosen = true;
                ops->append(op);
                return true;
            }
            // A colour: "Enchanted creature is black."
            QStringList colorWords = rest.split(QStringLiteral(" and "));
            Op colors;
            colors.kind = Op::Kind::SetColors;
            for (const QString& w : colorWords) {
                if (auto c = colorFromName(w))
                    colors.colors.add(*c);
                else
                    return false;
            }
            ops->append(colors);
            return true;
        }
        // Rules an object follows differently (613.11).
        struct RuleText {
            const char* singular;
            const char* plural;
            RuleName rule;
        };
        static const RuleText rules[] = {
            {"can't be blocked", "can't be blocked", RuleName::CantBeBlocked},
            {"can't be blocked by Walls", "can't be blocked by Walls", RuleName::CantBeBlockedByWalls},
            {"can't be blocked except by two or more creatures", "can't be blocked except by two or more creatures",
                RuleName::CantBeBlockedExceptByTwoOrMore},
            {"attacks each combat if able", "attack each combat if able", RuleName::AttacksEachCombat},
            {"can't attack or block", "can't attack or block", RuleName::CantAttackOrBlock},
            {"doesn't untap during its controller's untap step", "don't untap during their controllers' untap steps",
                RuleName::DoesntUntap},
            {"doesn't untap during your untap step", "don't untap during your untap step", RuleName::DoesntUntap},
            {"can't be countered", "can't be countered", RuleName::CantBeCountered},
        };
        for (const RuleText& r : rules) {
            if (t == QLatin1String(plural ? r.plural : r.singular)) {
                Op op;
                op.kind = Op::Kind::Rule;
                op.rule = r.rule;
                ops->append(op);
                return true;
            }
        }
        return false;
    }
    return !ops->isEmpty();
}

AbilityPtr OracleParser::staticAbility(const QString& sentence) const
{
    QString s = sentence;
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    if (s.contains(QStringLiteral(". ")))
        return nullptr;   // one static ability is one sentence here
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    // 303.4e / 301.5: "You control enchanted creature." (layer 2)
    static const QRegularExpression control(QStringLiteral("^You control (enchanted (?:creature|permanent|land|artifact))$"));
    if (const auto m = control.match(s); m.hasMatch()) {
        a->affects = QSharedPointer<Selector>::create(*objects(m.captured(1)));
        Op op;
        op.kind = Op::Kind::GainControl;
        a->ops << op;
        a->finalize();
        return a;
    }
    // 604.3: "~'s power and toughness are each equal to the number of Elves you control."
    static const QRegularExpression cda(QStringLiteral(
        "^~'s (power and toughness are each|power is|toughness is) equal to the number of (.+)$"));
    if (const auto m = cda.match(s); m.hasMatch()) {
        bool plural = false;
        auto counted = objects(m.captured(2), &plural);
        if (!counted || !plural)
            return nullptr;
        Expr count;
        count.kind = Expr::Kind::Count;
        count.selector = QSharedPointer<Selector>::create(*counted);
        Op op;
        op.kind = Op::Kind::SetPT;
        if (m.captured(1) != QLatin1String("toughness is"))
            op.power = count;
        if (m.captured(1) != QLatin1String("power is"))
            op.toughness = count;
        a->cda = true;
        a->affects = QSharedPointer<Selector>::create();
        a->affects->ref = Selector::Ref::Self;
        a->ops << op;
        a->finalize();
        return a;
    }
    // "<subject> <predicate>": find where the verb begins.
    static const QRegularExpression verb(QStringLiteral(
        " (gets?|has|have|is|are|loses?|can't|attacks?|doesn't|don't) "));
    auto it = verb.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        bool plural = false;
        auto subject = objects(s.left(m.capturedStart()), &plural);
        if (!subject)
            continue;
        QVector<Op> ops;
        // "Merfolk" and "Sliver" read alike in both numbers: the verb says which.
        if (!predicate(s.mid(m.capturedStart() + 1), *subject, plural, &ops)) {
            ops.clear();
            if (!predicate(s.mid(m.capturedStart() + 1), *subject, !plural, &ops))
                return nullptr;
        }
        a->affects = QSharedPointer<Selector>::create(*subject);
        a->ops = ops;
        a->finalize();
        return a;
    }
    return nullptr;
}

// How this permanent enters (614.1c, 614.12).
AbilityPtr OracleParser::replacement(const QString& sentence) const
{
    QString s = sentence;
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    s.replace(QStringLiteral("enters the battlefield"), QStringLiteral("enters"));
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Replacement;
    if (s == QLatin1String("~ enters tapped")) {
        a->replacement.entersTapped = true;
        a->finalize();
        return a;
    }
    static const QRegularExpression counters(
        QStringLiteral("^~ enters with (\\w+) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? on it$"));
    if (const auto m = counters.match(s); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n && m.captured(1) != QLatin1String("X"))
            return nullptr;
        Counters c;
        c.kind = m.captured(2);
        c.n = n ? Amount::number(*n) : Amount{true, 0};
        a->replacement.entersWithCounters = c;
        a->finalize();
        return a;
    }
    static const QRegularExpression choose(QStringLiteral("^As ~ enters, choose an? (.+)$"));
    if (const auto m = choose.match(s); m.hasMatch()) {
        static const QHash<QString, ChoiceKind> kinds = {{"color", ChoiceKind::Color},
            {"creature type", ChoiceKind::CreatureType}, {"basic land type", ChoiceKind::LandType},
            {"card type", ChoiceKind::CardType}, {"card name", ChoiceKind::CardName},
            {"color word", ChoiceKind::ColorWord}, {"player", ChoiceKind::Player}};
        if (!kinds.contains(m.captured(1)))
            return nullptr;
        a->replacement.choose = kinds.value(m.captured(1));
        a->finalize();
        return a;
    }
    return nullptr;
}

}   // namespace strata::import
