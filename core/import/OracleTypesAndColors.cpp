#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// Who may be given a creature type by "becomes a Dragon": one object the text names (~, a target, "it",
// "that creature") or a set of creatures; never a set of lands, whose "becomes a Forest" is a land type.
bool creatureTypeSubject(const Selector& subject)
{
    return subject.isRef() || (subject.types & quint16(CardType::Creature));
}

}   // namespace

// What follows "is"/"are": types added or set, colours (layers 4 and 5).
bool OracleParser::typeOrColor(const QString& rest, const Selector& subject, QVector<Op>* ops) const
{
    static const QRegularExpression inAddition(
        QStringLiteral("^(?:an? )?(.+) in addition to (?:its|their) other (colors and )?(?:creature |land )?types$"));
    if (rest == QLatin1String("the chosen type in addition to its other types")
        || rest == QLatin1String("the chosen type in addition to their other types")) {
        Op op;   // "Each creature you control is the chosen type in addition to its other types."
        op.kind = Op::Kind::AddSubtypes;
        op.subtypeChosen = true;
        ops->append(op);
        return true;
    }
    if (landTypeSet(rest, subject, ops) || animated(rest, subject, ops))
        return true;
    if (const auto m = inAddition.match(rest); m.hasMatch()) {
        Op types, subtypes, colors;
        types.kind = Op::Kind::AddTypes;
        subtypes.kind = Op::Kind::AddSubtypes;
        // "a black Zombie in addition to its other colors and types" adds the colour (105.3).
        colors.kind = m.captured(2).isEmpty() ? Op::Kind::SetColors : Op::Kind::AddColors;
        bool hasColor = false;
        for (const QString& w : m.captured(1).split(QLatin1Char(' '))) {
            bool p = false;
            if (auto c = colorFromName(w)) {
                colors.colors.add(*c);
                hasColor = true;
            } else if (auto ct = cardTypeFromName(w.left(1).toUpper() + w.mid(1))) {
                types.cardTypes |= quint16(*ct);
            } else if (w.size() > 2 && w.endsWith(QLatin1Char('s')) && !subject.isRef()
                && cardTypeFromName(w.left(1).toUpper() + w.mid(1, w.size() - 2))) {
                // "All permanents are artifacts in addition to their other types"
                types.cardTypes |= quint16(*cardTypeFromName(w.left(1).toUpper() + w.mid(1, w.size() - 2)));
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
    if (rest == QLatin1String("all colors")) {   // 105.2: "Transguild Courier is all colors."
        Op op;
        op.kind = Op::Kind::SetColors;
        for (Color c : {Color::White, Color::Blue, Color::Black, Color::Red, Color::Green})
            op.colors.add(c);
        ops->append(op);
        return true;
    }
    // Round 22: "Another target Vehicle you control becomes an artifact creature until end of turn"
    // (Peacewalker Colossus): an artifact that becomes an "artifact creature" keeps its types (205.1b).
    if (rest == QLatin1String("an artifact creature") && subject.isRef()) {
        Op op;
        op.kind = Op::Kind::AddTypes;
        op.cardTypes = quint16(CardType::Artifact) | quint16(CardType::Creature);
        ops->append(op);
        return true;
    }
    // Round 22: "Target permanent becomes blue in addition to its other colors" (Indigo Faerie, 105.3).
    static const QRegularExpression colorAdded(QStringLiteral("^(white|blue|black|red|green) in addition to its other colors$"));
    if (const auto m = colorAdded.match(rest); m.hasMatch()) {
        Op op;
        op.kind = Op::Kind::AddColors;
        op.colors.add(*colorFromName(m.captured(1)));
        ops->append(op);
        return true;
    }
    // 105.3: "… are the chosen color in addition to their other colors" (Painter's Servant) adds it.
    const bool addsChosen = rest == QLatin1String("the chosen color in addition to its other colors")
        || rest == QLatin1String("the chosen color in addition to their other colors");
    if (rest == QLatin1String("the chosen color") || addsChosen) {
        Op op;
        op.kind = addsChosen ? Op::Kind::AddColors : Op::Kind::SetColors;
        op.colorChosen = true;
        ops->append(op);
        return true;
    }
    // 205.3m: "is every creature type" (Equipment such as Blade of Shared Souls' kin).
    if (rest == QLatin1String("every creature type")) {
        Op op;
        op.kind = Op::Kind::AllCreatureTypes;
        ops->append(op);
        return true;
    }
    // 205.1a: Arixmethes' "it's a land" (its reminder: "It's not a creature"): the card type it has
    // instead of its others, for ~ itself. Round 35: Hidden Stag's "~ becomes an enchantment" too, no longer a
    // creature, its creature types gone with the type (205.1a).
    const bool enchantment = rest == QLatin1String("an enchantment");
    if ((rest == QLatin1String("a land") || enchantment) && subject.ref == Selector::Ref::Self) {
        Op op;
        op.kind = Op::Kind::SetTypes;
        op.cardTypes = quint16(enchantment ? CardType::Enchantment : CardType::Land);
        ops->append(op);
        return true;
    }
    // 305.7: "Enchanted land is a Swamp.", "Target land becomes a Forest" set its land type; it loses its
    // old land types and the mana abilities they gave.
    static const QRegularExpression landType(QStringLiteral("^an? ([A-Z]\\w+)$"));
    if (const auto m = landType.match(rest); m.hasMatch()) {
        bool p = false;
        const SubtypeId id = subtypeFromWord(m.captured(1), &p);
        if (!id || p)
            return false;
        const auto& reg = SubtypeRegistry::instance();
        // Round 22: "Target creature becomes a Coward until end of turn", "~ becomes a Dragon": a creature
        // type set replaces the creature's creature types and keeps its other subtypes (205.1a, layer 4).
        const bool creatureType = reg.kind(id) == SubtypeKind::Creature && creatureTypeSubject(subject);
        if (!creatureType
            && (!reg.isBasicLandType(id) || (subject.ref != Selector::Ref::Attached && subject.ref != Selector::Ref::Target)))
            return false;
        Op op;
        op.kind = Op::Kind::SetSubtypes;
        op.subtypes << id;
        ops->append(op);
        return true;
    }
    // A colour: "Enchanted creature is black."
    Op colors;
    colors.kind = Op::Kind::SetColors;
    for (const QString& w : rest.split(QStringLiteral(" and "))) {
        if (auto c = colorFromName(w))
            colors.colors.add(*c);
        else if (w == QLatin1String("colorless") && rest == w)
            break;   // 105.2c: no colour at all
        else
            return false;
    }
    ops->append(colors);
    return true;
}

}   // namespace strata::import
