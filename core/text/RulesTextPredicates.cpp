#include "RulesTextRuleForms.h"
#include "RulesTextWriter.h"
#include <algorithm>

namespace strata {
namespace rulestext {

QStringList Writer::predicates(const QVector<Op>& ops, const QVector<int>& which, const Selector& affects, Form f,
    Agr subj, Mood mood, bool* longClause, QStringList* wheres)
{
    const bool become = mood == Mood::Become;
    if (!become && f == Form::Sing) {
        const QString over = madeOver(ops, which, f);
        if (!over.isEmpty()) {
            *longClause = true;
            return {over};
        }
    }
    // What the type clause ("becomes a 1/4 blue and red Elemental creature …") takes in.
    QVector<int> typeOps;
    bool creatureResult = false;
    bool onlyCreatureSubtypes = true;
    bool anyTypes = false;
    const auto& reg = SubtypeRegistry::instance();
    for (int i : which) {
        const Op& o = ops[i];
        if (isTypeOp(o)) {
            typeOps << i;
            if (o.kind == Op::Kind::AddTypes || o.kind == Op::Kind::SetTypes) {
                anyTypes = true;
                creatureResult = creatureResult || (o.cardTypes & quint16(CardType::Creature));
            }
            for (SubtypeId id : o.subtypes)
                onlyCreatureSubtypes = onlyCreatureSubtypes && reg.kind(id) == SubtypeKind::Creature;
        }
    }
    const bool hasTypeClause = !typeOps.isEmpty();
    if (!anyTypes && hasTypeClause && onlyCreatureSubtypes)
        creatureResult = true;
    const Op* setPT = nullptr;
    const Op* setColors = nullptr;
    const Op* allTypes = nullptr;
    for (int i : which) {
        if (ops[i].kind == Op::Kind::SetPT)
            setPT = &ops[i];
        if ((ops[i].kind == Op::Kind::SetColors || ops[i].kind == Op::Kind::AddColors) && !ops[i].colorChosen)
            setColors = &ops[i];
        if (ops[i].kind == Op::Kind::AllCreatureTypes)
            allTypes = &ops[i];
    }
    // "Enchanted land is a 4/2 red Beast creature with trample" (an animated permanent, not only one that
    // becomes a creature): its power and toughness and its keywords read as part of the noun.
    // Only a sentence that is all animation folds so outside "becomes" (Kenrith's Transformation keeps
    // its "with base power and toughness 3/3" beside "loses all abilities").
    const bool onlyAnimation = std::all_of(which.begin(), which.end(), [&ops](int i) {
        const Op::Kind k = ops[i].kind;
        return isTypeOp(ops[i]) || k == Op::Kind::SetPT || k == Op::Kind::SetColors || k == Op::Kind::AddColors
            || k == Op::Kind::AddAbilities;
    });
    // "… that's still a land" (205.1b) is said of lands only (a land the selector names, or the land a
    // Zendikon enchants): Life and Limb's Saprolings become lands, so its sentence keeps "in addition
    // to its other types" and its base power and toughness apart.
    const bool makesLand = std::any_of(which.begin(), which.end(), [&ops](int i) {
        return ops[i].kind == Op::Kind::AddTypes && (ops[i].cardTypes & quint16(CardType::Land));
    });
    const bool landStaysLand
        = !makesLand || (affects.types & quint16(CardType::Land)) || affects.ref == Selector::Ref::Attached;
    // "Forests you control" names lands by their land type alone.
    const bool namesLandTypes = !affects.types && !affects.subtypes.isEmpty()
        && std::all_of(affects.subtypes.begin(), affects.subtypes.end(),
            [&reg](SubtypeId id) { return reg.kind(id) == SubtypeKind::Land; });
    m_landsSubject
        = !affects.isRef() && affects.anyOf.isEmpty() && (affects.types == quint16(CardType::Land) || namesLandTypes);
    // Round 34: "becomes a green Elephant with base power and toughness 3/3" (Gift of Tusks): a creature type
    // and colour set without a card type keep the object's card types (205.1b), so its base power and
    // toughness are said after the noun, not folded into "a 3/3 … creature", which would set them (205.1a).
    const bool basePTAfter = become && !anyTypes && hasTypeClause && creatureResult && setPT
        && foldableNumber(setPT->power) && foldableNumber(setPT->toughness);
    // Round 36: "becomes an X/X Elemental creature in addition to its other types, where X is the number of
    // Allies you control" (Vastwood Animist): one count for both, said after the noun as Oracle says it (608.2h).
    const bool countedPT = become && hasTypeClause && creatureResult && anyTypes && onlyAnimation && f == Form::Sing && setPT
        && setPT->power && setPT->toughness && !foldableNumber(setPT->power) && *setPT->power == *setPT->toughness
        && !setPT->power->perObject();
    const bool foldPT = countedPT || (hasTypeClause && creatureResult && setPT && foldableNumber(setPT->power)
        && foldableNumber(setPT->toughness) && (become || (anyTypes && onlyAnimation && landStaysLand)) && !basePTAfter);
    const bool foldColors = hasTypeClause && setColors;
    const bool foldAllTypes = hasTypeClause && allTypes && creatureResult;
    const Op* keywords = nullptr;
    if (foldPT && (!become || anyTypes)) {   // "becomes a 2/2 Bird artifact creature with flying" too
        for (int i : which)
            if (ops[i].kind == Op::Kind::AddAbilities && !keywords
                && std::all_of(ops[i].abilities.begin(), ops[i].abilities.end(),
                    [](const AbilityPtr& a) { return a->kind == AbilityDef::Kind::Keyword; }))
                keywords = &ops[i];
    }
    QString with = keywords ? abilityList(keywords->abilities, affects, std::nullopt) : QString();
    // "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana
    // value" (March of the Machines): a value each object has, in the noun as a folded number would be,
    // when the noun names a type the object keeps ("artifact creature"); Opalescence's "is a creature in
    // addition to its other types and has base power and toughness …" stays so.
    const bool namesKeptType = std::any_of(which.begin(), which.end(), [&ops](int i) {
        return ops[i].kind == Op::Kind::AddTypes && (ops[i].cardTypes & ~quint16(CardType::Creature));
    });
    // Round 28: one-shot too, "Target noncreature artifact becomes an artifact creature with power and
    // toughness each equal to its mana value until end of turn" (Karn, Silver Golem).
    const bool equalPT = !foldPT && hasTypeClause && creatureResult && anyTypes && onlyAnimation && !makesLand
        && namesKeptType
        && setPT && setPT->power && setPT->toughness && !foldableNumber(setPT->power)
        && expr(*setPT->power) == expr(*setPT->toughness) && f == Form::Sing
        && std::none_of(which.begin(), which.end(), [&ops](int i) { return ops[i].kind == Op::Kind::AddAbilities; });
    if (equalPT)
        with = tr("power and toughness each equal to %1").arg(expr(*setPT->power));
    if (basePTAfter)
        with = tr("base power and toughness %1").arg(QStringLiteral("%1/%2").arg(expr(*setPT->power), expr(*setPT->toughness)));
    // "becomes a legendary 4/4 red Dragon creature" (Sarkhan, the Dragonspeaker): a supertype added beside a
    // folded noun is said in it (typeClause).
    const Op* supertypes = nullptr;
    for (int i : which)
        if ((foldPT || equalPT) && ops[i].kind == Op::Kind::AddSupertypes)
            supertypes = &ops[i];
    *longClause = hasTypeClause;

    QStringList out;
    bool typeDone = false;
    for (int i : which) {
        const Op& o = ops[i];
        if (isTypeOp(o) || ((foldPT || equalPT || basePTAfter) && &o == setPT) || (foldColors && &o == setColors)
            || (foldAllTypes && &o == allTypes) || &o == keywords || &o == supertypes) {
            if (!typeDone) {
                if (countedPT) {
                    QVector<Op> withX = ops;
                    Expr x;
                    x.kind = Expr::Kind::X;
                    withX[int(setPT - ops.data())].power = withX[int(setPT - ops.data())].toughness = x;
                    out << tr("%1, where X is %2", "an animated creature, its power and toughness")
                               .arg(typeClause(withX, which, f, mood, true, foldColors, foldAllTypes, with), expr(*setPT->power));
                } else {
                    out << typeClause(ops, which, f, mood, foldPT || equalPT, foldColors, foldAllTypes, with);
                }
                typeDone = true;
            }
            continue;
        }
        switch (o.kind) {
        case Op::Kind::Copy: {
            QString of = o.copyOf ? selector(*o.copyOf, Det::Indefinite) : tr("a permanent");
            if (o.copyOf && o.copyOf->isRef() && o.copyOf->ref == Selector::Ref::Target && !m_targets.isEmpty()
                && !m_targets.first().described)
                m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
            QString p = become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes a copy of %1", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "become copies of %1", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "become a copy of %1", "infinitive"))
                               : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is a copy of %1", "singular"),
                                   QT_TRANSLATE_NOOP3("RulesText", "are copies of %1", "plural"),
                                   QT_TRANSLATE_NOOP3("RulesText", "be a copy of %1", "infinitive"));
            p = p.arg(of);
            if (!o.except.isEmpty()) {
                p = tr("%1, except %2")
                        .arg(p,
                            copyExceptions(o.except,
                                m_itNoun.text.isEmpty()
                                    ? NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)}
                                    : m_itNoun));
                *longClause = true;   // a long clause: "until end of turn" goes first
            }
            out << p;
            break;
        }
        case Op::Kind::FaceDown:
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "is turned face down", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "are turned face down", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "be turned face down", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is face down", "singular"),
                               QT_TRANSLATE_NOOP3("RulesText", "are face down", "plural"),
                               QT_TRANSLATE_NOOP3("RulesText", "be face down", "infinitive")));
            break;
        case Op::Kind::AddSubtypes:
        case Op::Kind::SetSubtypes: {
            // Only "$chosen" gets here; named subtypes go into the type clause. A type chosen as a one-shot
            // effect resolves names its kind (`cardTypes`): "the creature type of your choice".
            if (o.cardTypes) {
                const QString what = (o.cardTypes & quint16(CardType::Land))
                    ? tr("the basic land type of your choice")
                    : tr("the creature type of your choice");
                if (o.kind == Op::Kind::AddSubtypes)
                    out << pick(f,
                        QT_TRANSLATE_NOOP3("RulesText", "becomes %1 in addition to its other types", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to their other types", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to its other types", "infinitive"))
                               .arg(what);
                else
                    out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1", "infinitive"))
                               .arg(what);
            } else if (o.kind == Op::Kind::AddSubtypes)
                out << (become ? pick(f,
                            QT_TRANSLATE_NOOP3(
                                "RulesText", "becomes the chosen type in addition to its other types", "singular"),
                            QT_TRANSLATE_NOOP3(
                                "RulesText", "become the chosen type in addition to their other types", "plural"),
                            QT_TRANSLATE_NOOP3(
                                "RulesText", "become the chosen type in addition to its other types", "infinitive"))
                               : pick(f,
                                   QT_TRANSLATE_NOOP3(
                                       "RulesText", "is the chosen type in addition to its other types", "singular"),
                                   QT_TRANSLATE_NOOP3(
                                       "RulesText", "are the chosen type in addition to their other types", "plural"),
                                   QT_TRANSLATE_NOOP3("RulesText", "be the chosen type in addition to its other types",
                                       "infinitive")));
            else
                out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes the chosen type", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "become the chosen type", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "become the chosen type", "infinitive"))
                               : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is the chosen type", "singular"),
                                   QT_TRANSLATE_NOOP3("RulesText", "are the chosen type", "plural"),
                                   QT_TRANSLATE_NOOP3("RulesText", "be the chosen type", "infinitive")));
            break;
        }
        case Op::Kind::AddSupertypes: {
            QStringList words;
            for (Supertype t : kSupertypeOrder)
                if (o.supertypes & quint8(t))
                    words << supertypeWord(t, subj);
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1", "singular"),
                               QT_TRANSLATE_NOOP3("RulesText", "are %1", "plural"),
                               QT_TRANSLATE_NOOP3("RulesText", "be %1", "infinitive")))
                       .arg(joinList(words, false));
            break;
        }
        case Op::Kind::RemoveTypes: {
            QStringList words;
            for (CardType t : typesIn(o.cardTypes))
                words << (f == Form::Plur ? typeWord(t, true) : indefinite(typeWord(t, false), typeGender(t)));
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "isn't %1", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "aren't %1", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "not be %1", "infinitive"))
                       .arg(joinList(words, true));
            break;
        }
        case Op::Kind::AllCreatureTypes:
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "gains all creature types", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "gain all creature types", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "gain all creature types", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "has all creature types", "singular"),
                               QT_TRANSLATE_NOOP3("RulesText", "have all creature types", "plural"),
                               QT_TRANSLATE_NOOP3("RulesText", "have all creature types", "infinitive")));
            break;
        case Op::Kind::LoseCreatureTypes:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "loses all creature types", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "lose all creature types", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "lose all creature types", "infinitive"));
            break;
        case Op::Kind::AllBasicLandTypes:
            out << (become ? pick(f,
                        QT_TRANSLATE_NOOP3(
                            "RulesText", "becomes every basic land type in addition to its other types", "singular"),
                        QT_TRANSLATE_NOOP3(
                            "RulesText", "become every basic land type in addition to their other types", "plural"),
                        QT_TRANSLATE_NOOP3(
                            "RulesText", "become every basic land type in addition to its other types", "infinitive"))
                           : pick(f,
                               QT_TRANSLATE_NOOP3(
                                   "RulesText", "is every basic land type in addition to its other types", "singular"),
                               QT_TRANSLATE_NOOP3(
                                   "RulesText", "are every basic land type in addition to their other types", "plural"),
                               QT_TRANSLATE_NOOP3("RulesText",
                                   "be every basic land type in addition to its other types", "infinitive")));
            break;
        case Op::Kind::SetColors: {
            if (!o.colorChosen && o.colors.count() == 5) {   // 105.2: "~ is all colors", round 22 "~ becomes all colors"
                out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes all colors", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "become all colors", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "become all colors", "infinitive"))
                               : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is all colors", "singular"),
                                   QT_TRANSLATE_NOOP3("RulesText", "are all colors", "plural"),
                                   QT_TRANSLATE_NOOP3("RulesText", "be all colors", "infinitive")));
                break;
            }
            // Oracle's "becomes the color of your choice" (Wild Mongrel, 613.6 example 1)
            const QString what = o.colorsChosen
                ? (become ? tr("the color or colors of your choice") : tr("the chosen color or colors"))
                : o.colorChosen ? (become ? tr("the color of your choice") : tr("the chosen color"))
                : o.colors.isEmpty()           ? colorless(subj)
                                               : colorList(o.colors, false, subj);
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1", "singular"),
                               QT_TRANSLATE_NOOP3("RulesText", "are %1", "plural"),
                               QT_TRANSLATE_NOOP3("RulesText", "be %1", "infinitive")))
                       .arg(what);
            break;
        }
        case Op::Kind::AddColors: {
            QString what = o.colorChosen ? (become ? tr("a color of your choice") : tr("the chosen color")) : QString();
            if (!o.colors.isEmpty())
                what = what.isEmpty() ? colorList(o.colors, false, subj)
                                      : tr("%1 and %2").arg(colorList(o.colors, false, subj), what);
            out << (become
                    ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1 in addition to its other colors", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to their other colors", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to its other colors", "infinitive"))
                    : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1 in addition to its other colors", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "are %1 in addition to their other colors", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "be %1 in addition to its other colors", "infinitive")))
                       .arg(what);
            break;
        }
        case Op::Kind::AddAbilities: {
            QString list = abilityList(o.abilities, affects, m_cond ? std::optional<Condition>(*m_cond) : std::nullopt);
            if (o.abilityChosen) {   // round 25: "your choice of flying, first strike, or haste"
                QStringList each;
                for (const AbilityPtr& one : o.abilities)
                    each << abilityList({one}, affects, std::nullopt);
                list = tr("your choice of %1", "keywords joined by \"or\"").arg(joinList(each, true));
            }
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "gains %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "gain %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "gain %1", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "has %1", "singular"),
                               QT_TRANSLATE_NOOP3("RulesText", "have %1", "plural"),
                               QT_TRANSLATE_NOOP3("RulesText", "have %1", "infinitive")))
                       .arg(list);
            break;
        }
        case Op::Kind::LoseAbilities:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "loses %1", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "lose %1", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "lose %1", "infinitive"))
                       .arg(abilityList(o.abilities, affects, std::nullopt));
            break;
        case Op::Kind::LoseAllAbilities:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "loses all abilities", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "lose all abilities", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "lose all abilities", "infinitive"));
            break;
        case Op::Kind::CantHave:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "can't have or gain %1", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "can't have or gain %1", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "be unable to have or gain %1", "infinitive"))
                       .arg(abilityList(o.abilities, affects, std::nullopt));
            break;
        case Op::Kind::SetPT: {
            const bool simpleP = !o.power || foldableNumber(o.power);
            const bool simpleT = !o.toughness || foldableNumber(o.toughness);
            if (o.power && o.toughness && simpleP && simpleT) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power and toughness %1", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness %1", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness %1", "infinitive"))
                           .arg(QStringLiteral("%1/%2").arg(expr(*o.power), expr(*o.toughness)));
            } else if (o.power && o.toughness && expr(*o.power) == expr(*o.toughness)) {
                out << pick(f,
                    QT_TRANSLATE_NOOP3("RulesText", "has base power and toughness each equal to %1", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness each equal to %1", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness each equal to %1", "infinitive"))
                           .arg(expr(*o.power));
            } else if (o.power && o.toughness) {
                out << pick(f,
                    QT_TRANSLATE_NOOP3(
                        "RulesText", "has base power equal to %1 and base toughness equal to %2", "singular"),
                    QT_TRANSLATE_NOOP3(
                        "RulesText", "have base power equal to %1 and base toughness equal to %2", "plural"),
                    QT_TRANSLATE_NOOP3(
                        "RulesText", "have base power equal to %1 and base toughness equal to %2", "infinitive"))
                           .arg(expr(*o.power), expr(*o.toughness));
            } else if (o.power && simpleP) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power %1", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power %1", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power %1", "infinitive"))
                           .arg(expr(*o.power));
            } else if (o.power) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power equal to %1", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power equal to %1", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base power equal to %1", "infinitive"))
                           .arg(expr(*o.power));
            } else if (o.toughness && simpleT) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base toughness %1", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base toughness %1", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base toughness %1", "infinitive"))
                           .arg(expr(*o.toughness));
            } else if (o.toughness) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base toughness equal to %1", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base toughness equal to %1", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "have base toughness equal to %1", "infinitive"))
                           .arg(expr(*o.toughness));
            }
            break;
        }
        case Op::Kind::ModifyPT: {
            // "+X/-X, where X is …" (Warped Physique): one amount, added to one and taken from the other.
            const auto magnitude = [](const Expr& e) {
                return e.kind == Expr::Kind::Neg && !e.args.isEmpty() ? e.args.first() : e;
            };
            const bool sameExpr = o.power && o.toughness && !o.power->isConst() && !o.toughness->isConst()
                && expr(magnitude(*o.power)) == expr(magnitude(*o.toughness));
            // Round 38: "+0/+X, where X is its converted mana cost" (Subdue): the toughness's letter is X beside a
            // power that is a number; Y only beside a power X.
            const bool powerVaries = o.power && !o.power->isConst();
            const QString p = signedValue(o.power, QStringLiteral("X"), wheres);
            const QString t = signedValue(
                o.toughness, sameExpr || !powerVaries ? QStringLiteral("X") : QStringLiteral("Y"), wheres);
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "gets %1", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "get %1", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "get %1", "infinitive"))
                       .arg(QStringLiteral("%1/%2").arg(p, t));
            break;
        }
        case Op::Kind::SwitchPT:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has its power and toughness switched", "singular"),
                QT_TRANSLATE_NOOP3("RulesText", "have their power and toughness switched", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "have its power and toughness switched", "infinitive"));
            break;
        case Op::Kind::Rule: {
            const RuleName r = o.rule;
            const RuleForms* forms = ruleForms(r);
            if (r == RuleName::CantBeTargetOfSpells || r == RuleName::CantBeTargetOfAbilities
                || r == RuleName::CantBeTargetOfSpellsOrAbilities)
                out << targetRule(o, f);
            else if (forms) {
                const QString text = pick(f, forms->singular, forms->plural, forms->infinitive);
                if (r == RuleName::AttacksSourceIfAble || r == RuleName::BlocksSourceIfAble)
                    out << text.arg(m_self);
                else if (r == RuleName::BlocksTargetIfAble && o.filter)   // 509.1c: "target creature", the second
                    out << text.arg(selector(*o.filter, Det::Indefinite));
                else if (r == RuleName::CantBlock && o.filter)   // 509.1b: "can't block ~", "… black creatures"
                    out << tr("%1 %2", "rule, attackers").arg(text, o.filter->isRef() ? m_self : noun(*o.filter, true));
                else if ((r == RuleName::MustBeBlockedBy || r == RuleName::CantAttackIfDefenderControls
                             || r == RuleName::CantAttackUnlessDefenderControls) && o.filter)
                    out << text.arg(selector(*o.filter, Det::Indefinite));   // "an Eldrazi"
                else if (ruleTakesPower(r))
                    out << text.arg(o.power ? o.power->value : 0);
                else if (r == RuleName::CanBlockAdditionalCreature && o.power && o.power->selector) {
                    Selector kind = *o.power->selector;   // round 31, Kemba's Legion: attached to ~ (509.1a)
                    kind.attachedToSource = false;
                    out << tr("%1 for each %2 attached to %3", "rule, a kind of permanent, the source")
                               .arg(text, noun(kind, false, false), m_self);
                }
                else if (o.filter && o.filter->anyOf.size() == 2 && !o.filter->anyOf[0].hasKeyword.isEmpty()
                    && !o.filter->anyOf[1].hasKeyword.isEmpty())   // "creatures with flying or reach"
                    out << text.arg(selector(*o.filter, Det::Plural));
                else if (o.filter && o.filter->anyOf.size() == 2) {
                    // Fear's "artifact creatures and/or black creatures" (702.36b); two creature types alone
                    // are "Vampires or Zombies", as Oracle text says them.
                    const Selector& a = o.filter->anyOf[0];
                    const Selector& b = o.filter->anyOf[1];
                    Selector typeA, typeB;
                    typeA.subtypes = a.subtypes;
                    typeB.subtypes = b.subtypes;
                    const bool twoTypes = a.subtypes.size() == 1 && b.subtypes.size() == 1 && a == typeA && b == typeB;
                    out << text.arg((twoTypes ? tr("%1 or %2", "either of two creature types")
                                              : tr("%1 and/or %2", "either of two sets of creatures"))
                                        .arg(selector(a, Det::Plural), selector(b, Det::Plural)));
                }
                else if (o.filter)   // "blue creatures"
                    out << text.arg(noun(*o.filter, true));
                else if (r == RuleName::CanBeBlockedAsThoughNoLandwalk)   // 702.14: "swampwalk"
                    out << text.arg(tr("%1walk", "landwalk with a land type: Swampwalk")
                                        .arg(subtypeWord(o.subtypes.value(0)))
                                        .toLower());
                else if (r == RuleName::CantAttackUnlessDefenderControls)   // "an Island"
                    out << text.arg(indefinite(subtypeWord(o.subtypes.value(0)), subtypeGender(o.subtypes.value(0))));
                else
                    out << text;
            } else if (r == RuleName::AdditionalLandPlay)
                out << tr("lets you play an additional land on each of your turns");
            else if (r == RuleName::SpendManaAsAnyColor)
                out << tr("lets mana be spent as though it were mana of any color");
            else if (r == RuleName::DevotionPlusOne)
                out << tr("adds one to your devotion to each color and each combination of colors");
            else
                out << tr("follows the rule \"%1\"").arg(canonicalName(r));
            break;
        }
        case Op::Kind::GainControl:
        case Op::Kind::ExchangeControl:
        case Op::Kind::ChangeText:
        case Op::Kind::PlayerRule:
        case Op::Kind::AddTypes:   // always part of the type clause above
        case Op::Kind::SetTypes:
            out << standalone(o, affects, mood);
            break;
        }
    }
    return out;
}

QString Writer::joinPredicates(const QStringList& list, const Op& last) const
{
    if (list.size() < 2 || last.kind != Op::Kind::Rule || last.rule != RuleName::ActivatedAbilitiesCantBeActivated)
        return joinList(list, false);
    return tr("%1, and %2", "a predicate, then a clause about the same object's activated abilities")
        .arg(joinList(list.mid(0, list.size() - 1), false), list.last());
}

}   // namespace rulestext
}   // namespace strata
