#include "CardParser.h"

// The card format's library actions: searching a library (701.23), looking at its top cards, revealing
// cards until one fits (701.20) and exiling the top cards to play them (impulse).

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

// {"search_library": {"card": SELECTOR, "put": "hand", "n": 2, "reveal": true, "tapped": true}} and
// {"look_at_top": {"n": 4, "keep": 1, "rest": "bottom_any_order"}} (701.23), with "card" (the card that
// may be kept: "you may reveal a creature card from among them") and "reveal";
// {"reveal_until": {"card": SELECTOR, "put": "hand", "rest": "bottom_random_order"}} (701.20: the card
// revealed goes to the hand or onto the battlefield, the rest to the bottom, the graveyard, or with "rest":
// "hand" every revealed card to the hand) and {"exile_top_may_play": {"n": 1, "duration": "end_of_turn"}}.
void CardParser::libraryArgument(const JsonValue& v, const QString& path, Action* out)
{
    if (!m_r.expect(v, T::Object, path))
        return;
    if (out->kind == ActionKind::RevealUntil || out->kind == ActionKind::ExileTopMayPlay) {
        if (out->kind == ActionKind::ExileTopMayPlay) {
            m_r.checkKeys(v, {"n", "duration"}, path);
            out->amount = Amount::number(1);
            if (const JsonValue* n = v.find("n"))
                if (auto count = amount(*n, JsonReader::child(path, "n")))
                    out->amount = *count;
            const QString duration = m_r.string(v, "duration", path, false).value_or(QStringLiteral("end_of_turn"));
            if (auto d = fromCanonicalName<Duration>(duration);
                d && (*d == Duration::EndOfTurn || *d == Duration::NextTurnOfTargetPlayer))
                out->duration = *d;
            else
                m_r.error(*v.find("duration"), JsonReader::child(path, "duration"),
                    QStringLiteral("expected \"end_of_turn\" or \"next_turn_of_target_player\""));
            return;
        }
        m_r.checkKeys(v, {"card", "put", "rest", "n"}, path);
        if (const JsonValue* n = v.find("n"))   // round 36: that many cards of the kind looked for (Mind Funeral)
            if (auto count = amount(*n, JsonReader::child(path, "n")))
                out->amount = *count;
        if (const JsonValue* card = v.find("card")) {
            if (auto s = selector(*card, JsonReader::child(path, "card")))
                out->object = *s;
        } else {
            m_r.error(v, JsonReader::child(path, "card"), QStringLiteral("missing required key \"card\""));
        }
        // Round 37: "bottom" and "exile", every card revealed, the one found too (Erratic Explosion, Undying Flames).
        static const QMap<QString, Zone> puts = {{"hand", Zone::Hand}, {"battlefield", Zone::Battlefield},
            {"graveyard", Zone::Graveyard}, {"bottom", Zone::Library}, {"exile", Zone::Exile}};
        if (auto put = m_r.string(v, "put", path, true)) {
            if (puts.contains(*put))
                out->destination = puts.value(*put);
            else
                m_r.error(*v.find("put"), JsonReader::child(path, "put"),
                    QStringLiteral("expected one of: hand, battlefield, graveyard, bottom, exile"));
        }
        static const QStringList rests = {"bottom_random_order", "bottom_any_order", "graveyard", "hand", "shuffle",
            "exile"};
        if (auto rest = m_r.string(v, "rest", path, true)) {
            if (!rests.contains(*rest))
                m_r.error(*v.find("rest"), JsonReader::child(path, "rest"),
                    QStringLiteral("expected one of: %1").arg(rests.join(QStringLiteral(", "))));
            out->text = *rest;
        }
        // The card found goes where the rest go: "bottom" with a bottom rest, "exile" with "exile".
        if ((out->destination == Zone::Library && !out->text.startsWith(QLatin1String("bottom")))
            || (out->destination == Zone::Exile) != (out->text == QLatin1String("exile")))
            m_r.error(v, JsonReader::child(path, "rest"), QStringLiteral("\"put\": \"bottom\" needs a bottom \"rest\", "
                                                                         "\"exile\" goes with \"exile\""));
        return;
    }
    const bool search = out->kind == ActionKind::SearchLibrary;
    if (search)
        m_r.checkKeys(v, {"card", "put", "n", "reveal", "tapped"}, path);
    else
        m_r.checkKeys(v, {"n", "keep", "rest", "card", "reveal", "keep_to", "tapped"}, path);
    static const QStringList destinations = {"hand", "battlefield", "graveyard", "exile", "top",
        "hand_and_graveyard"};   // round 34: Fork in the Road
    // round 34: "top_and_bottom" (Telling Time); "top", the card not kept stays on top (Explorer's Scope)
    static const QStringList rests = {"bottom_any_order", "bottom_random_order", "graveyard", "back_any_order", "exile", "none", "hand",
        "top_and_bottom", "top"};
    const QStringList& allowed = search ? destinations : rests;
    const char* whereKey = search ? "put" : "rest";
    if (auto where = m_r.string(v, whereKey, path, true)) {
        if (!allowed.contains(*where))
            m_r.error(*v.find(whereKey), JsonReader::child(path, whereKey),
                QStringLiteral("expected one of: %1").arg(allowed.join(QStringLiteral(", "))));
        out->text = *where;
    }
    out->amount = Amount::number(1);
    if (const JsonValue* n = v.find("n"); n && n->isObject()) {   // "where X is …", counted on resolution (round 37: search)
        out->amountOf = expr(*n, JsonReader::child(path, "n"));
        out->amount = Amount{true, 0};
    } else if (n) {
        if (auto count = amount(*n, JsonReader::child(path, "n")))
            out->amount = *count;
    }
    if (const JsonValue* card = v.find("card")) {
        if (auto s = selector(*card, JsonReader::child(path, "card")))
            out->object = *s;
    } else if (search) {
        m_r.error(v, JsonReader::child(path, "card"), QStringLiteral("missing required key \"card\""));
    }
    out->reveal = m_r.boolean(v, "reveal", path).value_or(false);
    out->tapped = m_r.boolean(v, "tapped", path).value_or(false);
    if (!search) {
        // round 34: `"keep": 0` with "bottom_any_order", every card to the bottom (Petals of Insight)
        const bool noneKept = out->text == QLatin1String("back_any_order") || out->text == QLatin1String("none")
            || out->text == QLatin1String("bottom_any_order");
        if (auto keep = m_r.integer(v, "keep", path, true, noneKept ? 0 : 1, 100))
            out->keep = int(*keep);
    }
    // "Put any number of them into your graveyard": where the kept cards go when not the hand.
    if (const auto to = m_r.string(v, "keep_to", path, false); to && !search) {
        if (*to == QLatin1String("graveyard"))
            out->destination = Zone::Graveyard;
        else if (*to == QLatin1String("battlefield"))
            out->destination = Zone::Battlefield;
        else if (*to == QLatin1String("library"))   // on top (Silhana Wayfinder)
            out->destination = Zone::Library;
        else if (*to == QLatin1String("exile"))   // round 35: Dimir Machinations, Sealed Fate
            out->destination = Zone::Exile;
        else
            m_r.error(*v.find("keep_to"), JsonReader::child(path, "keep_to"),
                QStringLiteral("expected \"graveyard\", \"battlefield\", \"library\" or \"exile\""));
    }
}

}   // namespace strata
