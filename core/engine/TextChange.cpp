#include "TextChange.h"
#include "model/Colors.h"

namespace strata {

namespace {

class Rewriter {
public:
    explicit Rewriter(const WordSwaps& swaps)
    {
        const auto& reg = SubtypeRegistry::instance();
        for (const auto& s : swaps) {
            if (auto from = colorFromName(s.first)) {
                if (auto to = colorFromName(s.second))
                    m_colors.insert(quint8(*from), quint8(*to));
            } else if (auto fromType = reg.find(s.first)) {
                if (auto toType = reg.find(s.second))
                    m_subtypes.insert(*fromType, *toType);
            }
        }
    }

    ColorSet colors(ColorSet in) const
    {
        // All swaps of one effect happen at once, so map from the original set.
        ColorSet out;
        for (Color c : kAllColors)
            if (in.has(c))
                out.add(Color(m_colors.value(quint8(c), quint8(c))));
        return out;
    }
    SubtypeId subtype(SubtypeId id) const { return m_subtypes.value(id, id); }
    void subtypes(QVector<SubtypeId>& ids) const
    {
        for (SubtypeId& id : ids)
            id = subtype(id);
    }

    void selector(Selector& s) const
    {
        s.colors = colors(s.colors);
        subtypes(s.subtypes);
        subtypes(s.notSubtypes);
        for (Selector& part : s.anyOf)
            selector(part);
    }
    QSharedPointer<Selector> selector(const QSharedPointer<Selector>& s) const
    {
        if (!s)
            return s;
        auto copy = QSharedPointer<Selector>::create(*s);
        selector(*copy);
        return copy;
    }
    void expr(Expr& e) const
    {
        e.selector = selector(e.selector);
        for (Expr& a : e.args)
            expr(a);
    }
    void condition(std::optional<Condition>& c) const
    {
        if (!c)
            return;
        c->colors = colors(c->colors);
        c->filter = selector(c->filter);
    }
    void op(Op& o) const
    {
        o.colors = colors(o.colors);
        subtypes(o.subtypes);
        for (AbilityPtr& a : o.abilities)
            a = rewriteWords(a, m_swaps);
        if (o.power)
            expr(*o.power);
        if (o.toughness)
            expr(*o.toughness);
        o.copyOf = selector(o.copyOf);
    }
    void actions(QVector<Action>& list) const
    {
        for (Action& a : list) {
            if (a.continuous) {
                a.continuous->affects = selector(a.continuous->affects);
                for (Op& o : a.continuous->ops)
                    op(o);
            }
            actions(a.nested);
        }
    }
    bool isEmpty() const { return m_colors.isEmpty() && m_subtypes.isEmpty(); }
    WordSwaps m_swaps;

private:
    QHash<quint8, quint8> m_colors;
    QHash<SubtypeId, SubtypeId> m_subtypes;
};

}   // namespace

WordSwaps wordSwapsFor(TextChangeKind kind, const QString& from, const QString& to, const QString& chosenColor)
{
    const auto& reg = SubtypeRegistry::instance();
    const bool colors = colorFromName(from) && colorFromName(to);
    auto fromType = reg.find(from), toType = reg.find(to);
    const bool landTypes = fromType && toType && reg.isBasicLandType(*fromType) && reg.isBasicLandType(*toType);
    const bool creatureTypes = fromType && toType && reg.kind(*fromType) == SubtypeKind::Creature
        && reg.kind(*toType) == SubtypeKind::Creature;
    if (kind == TextChangeKind::AllColorWords) {
        WordSwaps swaps;
        if (colorFromName(chosenColor))
            for (Color c : kAllColors)
                if (colorName(c) != chosenColor)
                    swaps << qMakePair(colorName(c), chosenColor);
        return swaps;
    }
    const bool fits = (kind == TextChangeKind::ColorWord && colors)
        || (kind == TextChangeKind::LandTypeWord && landTypes)
        || (kind == TextChangeKind::ColorOrLandTypeWord && (colors || landTypes))
        || (kind == TextChangeKind::CreatureTypeWord && creatureTypes);
    if (!fits)
        return {};
    return {qMakePair(colors ? from.toLower() : reg.name(*fromType), colors ? to.toLower() : reg.name(*toType))};
}

AbilityPtr rewriteWords(const AbilityPtr& ability, const WordSwaps& swaps)
{
    Rewriter r(swaps);
    r.m_swaps = swaps;
    if (!ability || r.isEmpty())
        return ability;
    auto a = QSharedPointer<AbilityDef>::create(*ability);
    if (!a->asWritten)
        a->asWritten = ability;
    a->affects = r.selector(a->affects);
    a->enchant = r.selector(a->enchant);
    for (Op& o : a->ops)
        r.op(o);
    r.condition(a->condition);
    r.condition(a->triggerIf);
    r.actions(a->effect);
    for (Selector& t : a->targets)
        r.selector(t);
    if (a->hasLandType)
        a->landType = r.subtype(a->landType);
    a->protectionFrom = r.colors(a->protectionFrom);
    if (a->replacement.entersAsCopy)
        a->replacement.entersAsCopy->of = r.selector(a->replacement.entersAsCopy->of);
    a->finalize();
    return a;
}

}   // namespace strata
