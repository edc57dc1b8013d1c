#pragma once
#include "model/Characteristics.h"
#include <QSharedPointer>
#include <optional>

namespace strata {

// An object's values before and after one step, limited to what that step's layer governs (layer 7:
// power and toughness; layer 5: colours; layer 2: controller; layers 3, 4 and 6: abilities, and
// types in layer 4; layer 1: everything). A board of 1,000 permanents makes tens of thousands of
// these, so P/T and colours are kept inline and only the other layers hold a shared snapshot.
class TraceChange {
public:
    TraceChange() = default;
    TraceChange(int object, Layer layer) : object(object), m_layer(layer) {}

    void recordBefore(const Characteristics& c) { record(m_before, c); }
    void recordAfter(const Characteristics& c) { record(m_after, c); }
    // The kept values as characteristics; what the layer does not govern is left empty.
    Characteristics before() const { return values(m_before); }
    Characteristics after() const { return values(m_after); }
    // Writes the after values over `c`, leaving what this layer does not govern as it is.
    void layAfterOver(Characteristics& c) const;

    int object = -1;

private:
    struct Side {
        std::optional<int> power, toughness;
        ColorSet colors;
        QSharedPointer<const Characteristics> rest;   // layers 1–4 and 6
    };
    void record(Side& side, const Characteristics& c) const;
    Characteristics values(const Side& side) const;

    Layer m_layer = Layer::L7c;
    Side m_before, m_after;
};

} // namespace strata
