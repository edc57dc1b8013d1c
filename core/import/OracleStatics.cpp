#include "OracleParser.h"
#include "OracleCastRestrictions.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>
#include <cstdlib>

namespace strata::import {

namespace {

// Quoted abilities ("has \"{T}: Add {G}.\"") hold commas, "and" and full stops of their own: each
// quotation is set aside as one placeholder character while a list or a predicate is split.
struct MaskedQuotes {
    QString text;
    QStringList quotes;
    explicit MaskedQuotes(const QString& in)
    {
        static const QRegularExpression quoted(QStringLiteral("\"[^\"]*\""));
        int last = 0;
        for (auto it = quoted.globalMatch(in); it.hasNext();) {
            const auto m = it.next();
            text += in.mid(last, m.capturedStart() - last) + QChar(char16_t(0xE000 + quotes.size()));
            quotes << m.captured();
            last = m.capturedEnd();
        }
        text += in.mid(last);
    }
    QString restored(QString part) const
    {
        for (int i = 0; i < quotes.size(); ++i)
            part.replace(QChar(char16_t(0xE000 + i)), quotes[i]);
        return part;
    }
};

// Round 23: "gains all creature types", "loses all creature types" (Shields of Velis Vel, Ego Erasure,
// Nameless Inversion), read as "has" / "loses" (205.3m, 613.1d: layer 4); the writer says "gains" of a
// one-shot effect. False for another clause.
bool creatureTypesClause(const QString& t, const QString& verbHave, const QString& verbLose, QVector<Op>* ops)
{
    const bool all = t == verbHave + QStringLiteral(" all creature types");
    if (!all && t != verbLose + QStringLiteral(" all creature types"))
        return false;
    Op op;
    op.kind = all ? Op::Kind::AllCreatureTypes : Op::Kind::LoseCreatureTypes;
    ops->append(op);
    return true;
}

}   // namespace

// A granted ability in quotes ("{T}: Add {G}."): its "this creature", read as ~, is the object that
// has it, which the writer names "this creature" again.
AbilityPtr OracleParser::quotedAbility(const QString& text, const Selector* grantee) const
{
    if (text.size() < 3 || !text.startsWith(QLatin1Char('"')) || !text.endsWith(QLatin1Char('"')))
        return nullptr;
    // "Equipped creature has \"{T}, Sacrifice Blazing Torch: …\"": there ~ would be the wrong object.
    // The card's own name then names the granter (607.2): read from the printed quotation, apart from
    // "this creature", the object that has the ability (113.6).
    const bool toItself = grantee && grantee->ref == Selector::Ref::Self;
    const QString shortName = m_name.section(QLatin1Char(','), 0, 0);
    QString inner = text.mid(1, text.size() - 2);
    if (!toItself && !m_name.isEmpty()) {
        bool naming = false, found = false;
        for (const QString& quote : MaskedQuotes(m_paragraph).quotes) {
            if (m_type.has(Supertype::Legendary) && quote.contains(shortName))
                return nullptr;
            if (!quote.contains(m_name))
                continue;
            naming = true;
            if (found || namedSelf(quote, m_name, m_type) != text)
                continue;
            QString marked = quote.mid(1, quote.size() - 2);
            marked.replace(m_name, granterMark());
            inner = namedSelf(marked, QString(), m_type);
            found = true;
        }
        if (naming && !found)
            return nullptr;
    }
    // "{T}, Unattach Razor Boomerang: It deals 1 damage to any target.": "it" is the granter its cost
    // just named (the card was first printed "Razor Boomerang deals 1 damage"), written "it" again.
    static const QRegularExpression itAfterGranter(
        QStringLiteral("^([^:\"]*%1[^:\"]*: )It deals ").arg(QRegularExpression::escape(granterMark())));
    bool itIsGranter = false;
    if (const auto m = itAfterGranter.match(inner); m.hasMatch()) {
        inner = m.captured(1) + granterMark() + QStringLiteral(" deals ") + inner.mid(m.capturedEnd());
        itIsGranter = true;
    }
    AbilityPtr a = ability(inner);
    // A keyword in quotes, a sentence of its own ("Green creatures have \"Cumulative upkeep {1}.\""):
    // the keyword itself (702.1).
    if (!a && inner.endsWith(QLatin1Char('.'))) {
        inner.chop(1);
        inner[0] = inner[0].toUpper();
        a = keyword(inner);
    }
    if (!a || a->kind == AbilityDef::Kind::Spell || a->kind == AbilityDef::Kind::TextOnly
        || a->kind == AbilityDef::Kind::AdditionalCost)
        return nullptr;
    if (itIsGranter) {
        if (a->effect.isEmpty() || a->effect[0].kind != ActionKind::Damage || !a->effect[0].object
            || a->effect[0].object->ref != Selector::Ref::Granter)
            return nullptr;
        auto withPronoun = QSharedPointer<AbilityDef>::create(*a);
        withPronoun->effect[0].object->word = QStringLiteral("it");
        withPronoun->finalize();
        return withPronoun;
    }
    return a;
}

// "flying", "flying and first strike", "flying, first strike, and trample", "protection from red".
bool OracleParser::keywordList(const QString& text, QVector<AbilityPtr>* out, const Selector* grantee) const
{
    // "protection from black and from red" is one keyword: keep its "and from" out of the split.
    static const QChar joined(0x1F);
    const MaskedQuotes masked(text);
    QString t = masked.text;
    t.replace(QStringLiteral(" and from "), QString(joined));
    t.replace(QStringLiteral(", and "), QStringLiteral(", ")).replace(QStringLiteral(" and "), QStringLiteral(", "));
    for (const QString& piece : t.split(QStringLiteral(", "))) {
        QString k = masked.restored(piece.trimmed());
        k.replace(joined, QStringLiteral(" and from "));
        if (k.isEmpty())
            return false;
        if (k.startsWith(QLatin1Char('"'))) {
            const AbilityPtr granted = quotedAbility(k, grantee);
            if (!granted)
                return false;
            out->append(granted);
            continue;
        }
        k[0] = k[0].toUpper();
        AbilityPtr a = keyword(k);
        if (!a)
            return false;
        out->append(a);
    }
    return !out->isEmpty();
}

// What a subject gets, has or is: "gets +1/+1", "have flying", "is a black Zombie in addition to its
// other types", "loses all abilities". Several joined by "and" or a comma list apply together (one
// effect, 613.6): "gets +2/+1, has haste, and attacks each combat if able".
bool OracleParser::predicate(const QString& text, const Selector& subject, bool plural, QVector<Op>* ops) const
{
    if (!plural && typeSetting(text.trimmed(), subject, ops))
        return true;
    // A clause begins with a verb; "has flying and first strike" stays one clause.
    static const QRegularExpression between(QStringLiteral(
        "(?:, and |, | and )(?=(?:gets?|has|have|is|are|loses?|can't|can|attacks?|doesn't|don't|blocks?|must) )"
        "|,? and (?=its activated )"));   // Demotion, Encrust: "can't block and its activated abilities …"
    const MaskedQuotes masked(text.trimmed());
    const QStringList clauses = masked.text.split(between);
    for (const QString& c : clauses)
        if (c.isEmpty() || !clause(masked.restored(c), subject, plural, ops))
            return false;
    return !ops->isEmpty();
}

bool OracleParser::clause(const QString& text, const Selector& subject, bool plural, QVector<Op>* ops) const
{
    const QString verbGet = plural ? QStringLiteral("get") : QStringLiteral("gets");
    const QString verbHave = plural ? QStringLiteral("have") : QStringLiteral("has");
    const QString verbIs = plural ? QStringLiteral("are") : QStringLiteral("is");
    const QString verbLose = plural ? QStringLiteral("lose") : QStringLiteral("loses");
    static const QRegularExpression ptChange(QStringLiteral("^([+-−]\\d+)/([+-−]\\d+)$"));
    const QString t = text.trimmed();
    if (creatureTypesClause(t, verbHave, verbLose, ops))
        return true;
    // "gets +1/+0 for each artifact you control": the count of a set the engine evaluates (CR 613.4c).
    // "+2/+2 for each …", "-1/-1 for each …": power and toughness change alike, or one of them not at all.
    static const QRegularExpression perObject(QStringLiteral("^([+-−]\\d+)/([+-−]\\d+) for each (.+)$"));
    if (t.startsWith(verbGet + QLatin1Char(' '))) {
        if (const auto m = perObject.match(t.mid(verbGet.size() + 1)); m.hasMatch()) {
            if (perObjectAmount(m.captured(1), m.captured(2), m.captured(3), ops))
                return true;
            // "~ gets +2/+2 until end of turn for each creature blocking it" (Gang of Elk): "it" is ~ (509.1h).
            if (subject.ref == Selector::Ref::Self && m.captured(3) == QLatin1String("creature blocking it")) {
                Expr blockers;
                blockers.kind = Expr::Kind::BlockersOfSelf;
                return modifyForEach(blockers, m.captured(1), m.captured(2), ops);
            }
            auto counted = countedOne(m.captured(3));
            // "~ gets +2/+0 until end of turn for each other attacking Goblin", "… for each attacking
            // creature" (Veteran's Armaments' grant, ~ among them): attackers are on the battlefield (506.4),
            // whoever controls them; "other" is other than ~. Round 22: a type that is its own plural
            // ("for each other attacking Kithkin", Cenn's Heir) too; the round trip reads the written count
            // back (RoundTripAmounts.cpp).
            static const QRegularExpression attacking(QStringLiteral("^(other )?attacking "));
            if (!counted && subject.ref == Selector::Ref::Self && attacking.match(m.captured(3)).hasMatch()) {
                // Aurochs, named for its creature type: "for each other attacking Aurochs" reads "… ~".
                QString kind = m.captured(3);
                if (kind.endsWith(QLatin1String(" ~")) && subtypeFromWord(m_name))
                    kind = kind.chopped(1) + m_name;
                bool several = true;
                const auto attackers = objects(kind, &several);
                if (attackers && !several && attackers->attacking && !attackers->isRef()
                    && attackers->anyOf.isEmpty() && attackers->controller == Selector::Who::Any)
                    counted = attackers;
            }
            // "Enchanted creature gets +1/+1 for each other creature you control", "All Sliver creatures
            // get +1/+1 for each other Sliver on the battlefield": other than the affected object
            // (Expr::otherThanAffected), when the counted set could hold it; "Enchanted creature gets
            // +1/+1 for each other Aura you control" means other than the source.
            const bool otherThanAffected = counted && counted->other && subject.ref != Selector::Ref::Self
                && (counted->types & quint16(CardType::Creature) || !counted->subtypes.isEmpty());
            if (!counted && subject.ref == Selector::Ref::Self)
                return attachedKinds(m.captured(3), m.captured(1), m.captured(2), ops);
            if (!counted)
                return false;
            // Any other "other" is other than the source, which only ~ itself and an Aura's or an
            // Equipment's noncreature set ("for each other Aura you control") can mean.
            if (counted->other && subject.ref != Selector::Ref::Self && !otherThanAffected
                && subject.ref != Selector::Ref::Attached)
                return false;
            if (counted->attachedToSource && subject.ref != Selector::Ref::Self)
                return false;   // "attached to it": the source only when it is the object that gets
            Expr count;
            count.kind = Expr::Kind::Count;
            count.selector = QSharedPointer<Selector>::create(*counted);
            count.otherThanAffected = otherThanAffected;
            return modifyForEach(count, m.captured(1), m.captured(2), ops);
        }
        // "gets +X/+X, where X is the number of creature cards in all graveyards", "-X/-0, where X is …";
        // "+X/+Y, where X is half …, rounded down, and Y is half …, rounded up" (Aspect of Wolf).
        static const QRegularExpression whereX(QStringLiteral(
            "^([-+\\x{2212}])(X|\\d+)/([-+\\x{2212}])(X|Y|\\d+), where X is (.+?)(?:,? and Y is (.+))?$"));
        if (const auto w = whereX.match(t.mid(verbGet.size() + 1)); w.hasMatch()) {
            const std::optional<Expr> x = amount(w.captured(5));
            const bool hasY = w.captured(4) == QLatin1String("Y");
            // Phyrexian Ingester: "X is the exiled creature card's power and Y is its toughness": that card's.
            const bool itsExiled = x && x->kind == Expr::Kind::PowerOfExiled && w.captured(6) == QLatin1String("its toughness");
            const std::optional<Expr> y = !hasY ? std::nullopt
                : itsExiled ? amount(QStringLiteral("the exiled creature card's toughness"))
                            : amount(w.captured(6));
            if (!x || (w.captured(2) != QLatin1String("X") && w.captured(4) != QLatin1String("X"))
                || hasY == w.captured(6).isEmpty() || (hasY && !y))
                return false;
            const auto side = [&x, &y](const QString& sign, const QString& value) {
                if (value != QLatin1String("X") && value != QLatin1String("Y"))
                    return Expr::constant(signedNumber(sign + value));
                const Expr& v = value == QLatin1String("X") ? *x : *y;
                if (sign == QLatin1String("+"))
                    return v;
                Expr neg;
                neg.kind = Expr::Kind::Neg;
                neg.args = {v};
                return neg;
            };
            Op op;
            op.kind = Op::Kind::ModifyPT;
            op.power = side(w.captured(1), w.captured(2));
            op.toughness = side(w.captured(3), w.captured(4));
            ops->append(op);
            return true;
        }
        const auto m = ptChange.match(t.mid(verbGet.size() + 1));
        if (!m.hasMatch())
            return false;
        Op op;
        op.kind = Op::Kind::ModifyPT;
        op.power = Expr::constant(signedNumber(m.captured(1)));
        op.toughness = Expr::constant(signedNumber(m.captured(2)));
        ops->append(op);
        return true;
    }
    // 613.4b: "has base power and toughness 0/2" sets them (layer 7b).
    // Round 32: "X/X", a spell's X (Biomass Mutation; OracleActions.cpp refuses it elsewhere).
    static const QRegularExpression basePT(QStringLiteral("^base power and toughness (\\d+/\\d+|X/X)$"));
    if (t.startsWith(verbHave + QLatin1Char(' '))) {
        Op op;
        if (const auto m = basePT.match(t.mid(verbHave.size() + 1)); m.hasMatch()) {
            Expr x;
            x.kind = Expr::Kind::X;
            op.kind = Op::Kind::SetPT;
            op.power = m.captured(1) == QLatin1String("X/X") ? x : Expr::constant(m.captured(1).section(QLatin1Char('/'), 0, 0).toInt());
            op.toughness = m.captured(1) == QLatin1String("X/X") ? x : Expr::constant(m.captured(1).section(QLatin1Char('/'), 1, 1).toInt());
            ops->append(op);
            return true;
        }
        // Round 21: "target attacking creature has base power 0 until end of turn" (Singing Tree, Island of
        // Wak-Wak, Crater Elemental): the power alone set (613.4b, layer 7b), the toughness left as it is.
        static const QRegularExpression basePower(QStringLiteral("^base power (\\d+)$"));
        if (const auto m = basePower.match(t.mid(verbHave.size() + 1)); m.hasMatch()) {
            op.kind = Op::Kind::SetPT;
            op.power = Expr::constant(m.captured(1).toInt());
            ops->append(op);
            return true;
        }
        // "Each creature card in your graveyard has the chosen creature type in addition to its other types"
        // (Ashes of the Fallen): the type chosen as the source entered, added (205.1b).
        static const QRegularExpression chosenType(
            QStringLiteral("^the chosen creature type in addition to (?:its|their) other types$"));
        if (chosenType.match(t.mid(verbHave.size() + 1)).hasMatch()) {
            op.kind = Op::Kind::AddSubtypes;
            op.subtypeChosen = true;
            ops->append(op);
            return true;
        }
        op.kind = Op::Kind::AddAbilities;
        if (!keywordList(t.mid(verbHave.size() + 1), &op.abilities, &subject))
            return false;
        ops->append(op);
        return true;
    }
    // 613.1f: "can't have or gain hexproof" (layer 6).
    if (t.startsWith(QLatin1String("can't have or gain "))) {
        Op op;
        op.kind = Op::Kind::CantHave;
        if (!keywordList(t.mid(18), &op.abilities))
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
    // The Theros gods' "~ isn't a creature" (205.1b: the type removed in layer 4).
    if (!plural && t == QLatin1String("isn't a creature")) {
        Op op;
        op.kind = Op::Kind::RemoveTypes;
        op.cardTypes = quint16(CardType::Creature);
        *ops << op;
        return true;
    }
    if (t.startsWith(verbIs + QLatin1Char(' ')) && t != verbIs + QStringLiteral(" goaded"))   // a rule, below
        return typeOrColor(t.mid(verbIs.size() + 1), subject, ops);
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
        {"can't be blocked except by three or more creatures", "can't be blocked except by three or more creatures",
            RuleName::CantBeBlockedExceptByThreeOrMore},   // 509.1b
        {"attacks each combat if able", "attack each combat if able", RuleName::AttacksEachCombat},
        {"can't attack or block", "can't attack or block", RuleName::CantAttackOrBlock},
        // 508.1c, 509.1b: Loyal Pegasus, Wojek Bodyguard (only beside another attacker or blocker)
        {"can't attack or block alone", "can't attack or block alone", RuleName::CantAttackOrBlockAlone},
        {"can't attack alone", "can't attack alone", RuleName::CantAttackAlone},   // round 40: Raging Kronch (508.1c)
        {"doesn't untap during its controller's untap step", "don't untap during their controllers' untap steps",
            RuleName::DoesntUntap},
        {"doesn't untap during your untap step", "don't untap during your untap step", RuleName::DoesntUntap},
        {"can't be countered", "can't be countered", RuleName::CantBeCountered},
        {"can't block", "can't block", RuleName::CantBlock},
        {"can block only creatures with flying", "can block only creatures with flying", RuleName::CanBlockOnlyFlying},
        {"can't attack", "can't attack", RuleName::CantAttack},
        {"can't be blocked by more than one creature", "can't be blocked by more than one creature",
            RuleName::CantBeBlockedByMoreThanOne},
        {"can block any number of creatures", "can block any number of creatures", RuleName::CanBlockAnyNumber},
        {"can block an additional creature each combat", "can block an additional creature each combat",
            RuleName::CanBlockAdditionalCreature},
        // Combat requirements (508.1d, 509.1c) and restrictions of whom it attacks (508.1c).
        {"blocks each combat if able", "block each combat if able", RuleName::BlocksEachCombat},
        {"must be blocked if able", "must be blocked if able", RuleName::MustBeBlocked},
        {"can't attack you", "can't attack you", RuleName::CantAttackYou},
        {"can't attack you or a planeswalker you control", "can't attack you or a planeswalker you control",
            RuleName::CantAttackYouOrPlaneswalkers},
        {"can attack as though it didn't have defender", "can attack as though they didn't have defender",
            RuleName::CanAttackAsThoughNoDefender},   // 702.3b
        {"is goaded", "are goaded", RuleName::Goaded},   // 701.15b
        {"assigns combat damage equal to its toughness rather than its power",
            "assign combat damage equal to their toughness rather than their power",
            RuleName::AssignsDamageByToughness},
        // 122.1: no counter is put on it (the event player puts none and says why).
        {"can't have counters put on it", "can't have counters put on them", RuleName::CantHaveCounters},
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
    // Blocks restricted by power (509.1b): the same words for one creature and for many.
    static const QRegularExpression byPower(
        QStringLiteral("^can't (be blocked by|block) creatures with power (\\d+) or (less|greater)$"));
    if (const auto m = byPower.match(t); m.hasMatch()) {
        const bool blocked = m.captured(1) == QLatin1String("be blocked by");
        const bool less = m.captured(3) == QLatin1String("less");
        Op op;
        op.kind = Op::Kind::Rule;
        op.rule = !blocked ? (less ? RuleName::CantBlockPowerOrLess : RuleName::CantBlockPowerOrGreater)
            : less         ? RuleName::CantBeBlockedByPowerOrLess
                           : RuleName::CantBeBlockedByPowerOrGreater;
        op.power = Expr::constant(m.captured(2).toInt());
        ops->append(op);
        return true;
    }
    if (targetRule(t, plural, ops))
        return true;
    return blockRule(t, ops);
}

// One of the set a "for each" counts: "artifact you control", "other enchantment on the battlefield",
// "card in your hand", "creature card in your graveyard".
std::optional<Selector> OracleParser::countedOne(const QString& phrase) const
{
    static const QRegularExpression inZone(QStringLiteral(
        "^(.*\\b)?card in (your hand|your graveyard|the chosen player's hand|the chosen player's graveyard)$"));
    if (const auto m = inZone.match(phrase); m.hasMatch())
        return counted(m.captured(1) + QStringLiteral("cards in ") + m.captured(2));
    QString p = phrase;
    const bool onBattlefield = p.endsWith(QLatin1String(" on the battlefield"));
    if (onBattlefield)
        p.chop(19);
    bool plural = true;
    const auto s = objects(p, &plural);
    if (!s || plural || s->isRef() || (onBattlefield && s->controller != Selector::Who::Any))
        return std::nullopt;
    // Without "on the battlefield" or a controller, the writer could not say where they are; "attached
    // to it" says so.
    if (!onBattlefield && s->controller == Selector::Who::Any && !s->attachedToSource)
        return std::nullopt;
    return s;
}

AbilityPtr OracleParser::staticAbility(const QString& sentence) const
{
    QString s = sentence;
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    // Relentless Raptor's "attacks or blocks each combat if able" is both requirements (508.1d, 509.1c):
    // one applies on its controller's turn, the other on an opponent's (the round trip reads it so).
    s.replace(QStringLiteral("~ attacks or blocks each combat if able"),
        QStringLiteral("~ attacks each combat if able and blocks each combat if able"));
    Op::Keeps keeps = Op::Keeps::Nothing;
    keepsAttached(&s, &keeps);
    // One static ability is one sentence here, or an animated land's "… It's still a land" (205.1b).
    if (MaskedQuotes(s).text.replace(QStringLiteral(". It's still a land"), QString()).contains(QStringLiteral(". ")))
        return nullptr;
    // 101.2: "You can't cast noncreature spells." (Nullhide Ferox), "Your opponents can't cast spells of
    // the chosen color." (Iona), "[As long as ~ is attacking,] defending player can't cast spells."
    // (Wardscale Dragon): the rule CantBeCast, its filter the spells (OracleCastRestrictions.cpp).
    if (AbilityPtr rule = staticCastRestriction(s))
        return rule;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    // 303.4e / 301.5: "You control enchanted creature." (layer 2)
    static const QRegularExpression control(QStringLiteral(
        "^You control (enchanted (?:creature|permanent|land|artifact|enchantment|Equipment))$"));
    if (const auto m = control.match(s); m.hasMatch()) {
        a->affects = QSharedPointer<Selector>::create(*objects(m.captured(1)));
        Op op;
        op.kind = Op::Kind::GainControl;
        a->ops << op;
        a->finalize();
        return a;
    }
    // 612.2, 613.1c: Swirl the Mists' "All instances of color words in the text of spells and permanents
    // are changed to the chosen color word": each colour word becomes the one chosen as it entered.
    static const QRegularExpression allColorWords(QStringLiteral(
        "^All instances of color words in the text of (.+) are changed to the chosen color word$"));
    if (const auto m = allColorWords.match(s); m.hasMatch()) {
        // "spells and permanents": a union of two sets in two zones (613.1), as Mycosynth Lattice's list.
        Selector changed;
        for (const QString& part : m.captured(1).split(QStringLiteral(" and "))) {
            bool plural = false;
            const auto one = subject(part, &plural);
            if (!one || !plural || one->isRef() || !one->anyOf.isEmpty())
                return nullptr;
            changed.anyOf << *one;
        }
        if (changed.anyOf.size() == 1)
            changed = changed.anyOf.first();
        a->affects = QSharedPointer<Selector>::create(changed);
        Op op;
        op.kind = Op::Kind::ChangeText;
        op.textChange = TextChangeKind::AllColorWords;
        a->ops << op;
        a->finalize();
        return a;
    }
    // 604.3: Sutured Ghoul's "~'s power is equal to the total power of the exiled cards and its toughness
    // is equal to their total toughness": both values set, each from its own amount.
    static const QRegularExpression cdaBoth(
        QStringLiteral("^~'s power is equal to (.+) and its toughness is equal to (.+)$"));
    if (const auto m = cdaBoth.match(s); m.hasMatch()) {
        QString toughness = m.captured(2);
        if (m.captured(1) == QLatin1String("the total power of the exiled cards")
            && toughness == QLatin1String("their total toughness"))
            toughness = QStringLiteral("the total toughness of the exiled cards");
        const std::optional<Expr> power = amount(m.captured(1));
        const std::optional<Expr> tough = amount(toughness);
        if (!power || !tough)
            return nullptr;
        Op op;
        op.kind = Op::Kind::SetPT;
        op.power = *power;
        op.toughness = *tough;
        a->cda = true;
        a->affects = QSharedPointer<Selector>::create();
        a->affects->ref = Selector::Ref::Self;
        a->ops << op;
        a->finalize();
        return a;
    }
    // 510.1c: "You may have ~ assign its combat damage as though it weren't blocked": the controller's
    // option, which the combat damage step reads from the event's assignment.
    if (s == QLatin1String("You may have ~ assign its combat damage as though it weren't blocked")) {
        a->affects = QSharedPointer<Selector>::create();
        a->affects->ref = Selector::Ref::Self;
        Op op;
        op.kind = Op::Kind::Rule;
        op.rule = RuleName::AssignsDamageAsThoughUnblocked;
        a->ops << op;
        a->finalize();
        return a;
    }
    // 604.3: "~'s power and toughness are each equal to the number of Elves you control."
    static const QRegularExpression cda(
        QStringLiteral("^~'s (power and toughness are each|power is|toughness is) equal to (.+)$"));
    if (const auto m = cda.match(s); m.hasMatch()) {
        const std::optional<Expr> value = amount(m.captured(2));
        if (!value)
            return nullptr;
        const Expr& count = *value;
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
        " (gets?|has|have|is|isn't|are|loses?|can't|can|attacks?|doesn't|don't|blocks?|must|assigns?) "));
    auto it = verb.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        bool plural = false;
        auto subject = this->subject(s.left(m.capturedStart()), &plural);
        if (!subject)
            continue;
        QVector<Op> ops;
        // "Merfolk" and "Sliver" read alike in both numbers: the verb says which.
        if (!predicate(s.mid(m.capturedStart() + 1), *subject, plural, &ops)) {
            ops.clear();
            if (!predicate(s.mid(m.capturedStart() + 1), *subject, !plural, &ops))
                return nullptr;
        }
        if (std::any_of(ops.begin(), ops.end(),
                [](const Op& op) { return op.kind == Op::Kind::SetPT && op.power && op.power->kind == Expr::Kind::X; }))
            return nullptr;   // base power and toughness X/X: a static ability has no X of its own (107.3)
        // "This effect doesn't remove ~": only an Aura's grant of protection to what it enchants says so.
        if (keeps != Op::Keeps::Nothing
            && (subject->ref != Selector::Ref::Attached
                || std::none_of(ops.begin(), ops.end(), [keeps](Op& op) { return grantsProtection(&op, keeps); })))
            return nullptr;
        a->affects = QSharedPointer<Selector>::create(*subject);
        a->ops = ops;
        // 604.3: "~ is every creature type", "~ is colorless" define the object's own characteristics:
        // characteristic-defining abilities, which work in every zone.
        a->cda = subject->ref == Selector::Ref::Self && std::all_of(ops.begin(), ops.end(), [](const Op& op) {
            return op.kind == Op::Kind::AllCreatureTypes || op.kind == Op::Kind::SetColors;
        });
        a->finalize();
        return a;
    }
    return nullptr;
}

}   // namespace strata::import
