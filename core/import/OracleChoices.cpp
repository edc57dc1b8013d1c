#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// A type chosen as a one-shot effect resolves, until end of turn (608.2d: the choice is made on
// resolution): "~ becomes the creature type of your choice until end of turn" (the Mistforms: the
// creature type replaces its others, 205.1b), "target land becomes the basic land type of your
// choice until end of turn" (305.7: it loses its old land types and their mana abilities), "until end
// of turn, target land you control becomes the basic land type of your choice in addition to its
// other types". The operation sets (or adds) the chosen subtype; its `cardTypes` names the kind of
// type chosen (Creature or Land), which the resolve event's `choices.creature_type` or
// `choices.land_type` gives (docs/scenario-extensions.md).
bool OracleParser::typeOfYourChoice(const QString& s, AbilityDef* into) const
{
    // Round 33: "creatures you control" and "lands you control" too (Mistform Wakecaster, Terraformer,
    // Elsewhere Flask: Oracle's "Choose a creature type. Each creature you control becomes that type …",
    // said so by activatedPairsAsSentences); the set is locked in as it resolves (611.2c).
    static const QRegularExpression after(QStringLiteral(
        "^(.+?) becomes? the (creature|basic land) type of your choice until end of turn$"));
    static const QRegularExpression before(QStringLiteral(
        "^until end of turn, (.+?) becomes the (creature|basic land) type of your choice( in addition to its other types)?$"));
    auto m = after.match(s);
    if (!m.hasMatch())
        m = before.match(s);
    if (!m.hasMatch())
        return false;
    const bool land = m.captured(2) == QLatin1String("basic land");
    const bool adding = m.lastCapturedIndex() >= 3 && !m.captured(3).isEmpty();
    const int targetsBefore = into->targets.size();
    std::optional<Selector> who;
    if (m.captured(1) == QLatin1String("~")) {
        Selector self;
        self.ref = Selector::Ref::Self;
        who = self;
    } else if (m.captured(1).startsWith(QLatin1String("target "))) {
        Selector::Ref r;
        who = target(m.captured(1), into, &r);
    } else if (m.captured(1) == QLatin1String("creatures you control") || m.captured(1) == QLatin1String("lands you control")) {
        who = objects(m.captured(1));
    }
    // A land type for a land only, a creature type for a creature only: the object's own kind.
    const auto kindOf = [&](const Selector& sel) -> quint16 {
        if (sel.ref == Selector::Ref::Self)
            return quint16(CardType::Creature);
        if (!sel.isRef())   // "creatures you control": their one card type
            return sel.types;
        if (sel.ref != Selector::Ref::Target || into->targets.size() != targetsBefore + 1)
            return 0;
        return into->targets.last().types;
    };
    const quint16 wanted = quint16(land ? CardType::Land : CardType::Creature);
    if (!who || kindOf(*who) != wanted || (land && who->ref == Selector::Ref::Self)) {
        into->targets.resize(targetsBefore);
        return false;
    }
    Op op;
    op.kind = adding ? Op::Kind::AddSubtypes : Op::Kind::SetSubtypes;
    op.subtypeChosen = true;
    op.cardTypes = wanted;   // the kind of type chosen on resolution
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create(*who);
    c.ops << op;
    c.duration = Duration::EndOfTurn;
    Action a = Action::continuousEffect(c);
    into->effect << a;
    return true;
}

// "~ becomes the color of your choice until end of turn" (Rainbow Crow), "target permanent becomes …"
// (Distorting Lens), and Wild Mongrel's "~ gets +1/+1 and becomes the color of your choice until end of
// turn" (613.6 example 1: one effect, layers 5 and 7c): the colour is the resolve event's `choices.color`.
// Round 23: with no "until end of turn" the colour lasts indefinitely (611.2a: Alchor's Tomb, "Target
// permanent you control becomes the color of your choice.").
bool OracleParser::colorOfYourChoice(const QString& s, AbilityDef* into) const
{
    // Round 25: "becomes the color or colors of your choice" (Quickchange, 105.2) and "gains your choice of
    // flying, first strike, or haste" (Lunar Avenger): the colours, or the one keyword, chosen as it resolves.
    static const QRegularExpression color(QStringLiteral(
        "^(.+?) (?:gets ([+-]\\d+)/([+-]\\d+) and )?(becomes the color of your choice|becomes the color or colors of "
        "your choice|gains your choice of ([a-z ,]+?))( until end of turn)?$"));
    const auto m = color.match(s);
    if (!m.hasMatch())
        return false;
    const bool untilEndOfTurn = !m.captured(6).isEmpty();
    if (!untilEndOfTurn && !m.captured(2).isEmpty())
        return false;   // no card changes power and toughness with no end this way
    Op op;
    op.kind = Op::Kind::SetColors;
    if (m.captured(4).contains(QLatin1String(" or colors ")))
        op.colorsChosen = true;
    else if (m.captured(5).isEmpty())
        op.colorChosen = true;
    else {   // "flying, first strike, or haste": the keyword list, joined by "or"
        op.kind = Op::Kind::AddAbilities;
        op.abilityChosen = true;
        QString options = m.captured(5);
        options.replace(QLatin1String(", or "), QLatin1String(", "));
        options.replace(QLatin1String(" or "), QLatin1String(", "));
        if (!keywordList(options, &op.abilities) || op.abilities.size() < 2)
            return false;
    }
    const int targetsBefore = into->targets.size();
    std::optional<Selector> who;
    if (m.captured(1) == QLatin1String("~")) {
        Selector self;
        self.ref = Selector::Ref::Self;
        who = self;
    } else if (m.captured(1).startsWith(QLatin1String("target "))) {
        Selector::Ref r;
        who = target(m.captured(1), into, &r);
    } else if (m.captured(1) == QLatin1String("enchanted creature")) {   // Dream Coat
        Selector attached;
        attached.ref = Selector::Ref::Attached;
        who = attached;
    }
    if (!who
        || (who->ref != Selector::Ref::Self && who->ref != Selector::Ref::Target && who->ref != Selector::Ref::Attached)) {
        into->targets.resize(targetsBefore);
        return false;
    }
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create(*who);
    if (!m.captured(2).isEmpty()) {
        Op pt;
        pt.kind = Op::Kind::ModifyPT;
        pt.power = Expr::constant(m.captured(2).toInt());
        pt.toughness = Expr::constant(m.captured(3).toInt());
        c.ops << pt;
    }
    c.ops << op;
    c.duration = untilEndOfTurn ? Duration::EndOfTurn : Duration::Indefinite;
    Action a = Action::continuousEffect(c);
    into->effect << a;
    return true;
}

}   // namespace strata::import
