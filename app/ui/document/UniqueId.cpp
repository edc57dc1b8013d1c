#include "UniqueId.h"

namespace strata::ui {

namespace {

// Room for a "-NNN" suffix inside the format's 64 characters.
constexpr int kMaxStemLength = 56;

QString slug(const QString& hint)
{
    QString out;
    bool dash = false;
    for (const QChar c : hint.normalized(QString::NormalizationForm_KD)) {
        if (c.unicode() < 128 && c.isLetterOrNumber()) {
            if (dash && !out.isEmpty())
                out += QLatin1Char('-');
            out += c.toLower();
            dash = false;
        } else if (c == QLatin1Char('\'') || c.unicode() == 0x2019) {
            continue;   // "Painter's Servant" → "painters-servant"
        } else if (c.unicode() < 128) {
            dash = true;   // spaces, commas, hyphens: one dash between words
        }
        // Combining accents left by the decomposition are dropped: "Lim-Dûl" → "lim-dul".
    }
    out.truncate(kMaxStemLength);
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("object") : out;
}

}   // namespace

bool idInUse(const GameState& state, const QString& id)
{
    if (state.player(id) || state.object(id))
        return true;
    for (const ResolvedEffect& e : state.effects)
        if (e.id == id)
            return true;
    return false;
}

QString uniqueId(const GameState& state, const QString& hint)
{
    const QString stem = slug(hint);
    if (!idInUse(state, stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (!idInUse(state, candidate))
            return candidate;
    }
}

}   // namespace strata::ui
