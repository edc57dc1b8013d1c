#include "OracleSpellWordings.h"
#include <QRegularExpression>

// Round 34 (`impspelll34`): words instants and sorceries that act on libraries print that say what the
// writer's words say; called last by mendedSpellWording, so the parser and the round trip read them alike.

namespace strata::import {

QString mendedLibrarySpellWording(QString text)
{
    // "Counter target spell unless its controller pays {X}. Clash with an opponent. If you win, that spell's
    // controller puts the top four cards …" (Broken Ambitions): that spell is the one target, its controller
    // the player who cast it (601.2a), as "its controller" of the sentence before names them.
    static const QRegularExpression clashThatSpell(QStringLiteral(
        "(^Counter target [^.]*spell unless its controller pays [^.]+\\. Clash with an opponent\\. If you win, )"
        "that spell's controller (?=puts the top )"));
    text.replace(clashThatSpell, QStringLiteral("\\1its controller "));
    // "Target creature gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gets an
    // additional +2/+2 …" (Fistful of Force): "additional" only says the second bonus adds to the first, which
    // any two such effects do (613.4c).
    static const QRegularExpression clashAdditional(QStringLiteral(
        "(^Target creature gets [+-]\\d+/[+-]\\d+ until end of turn\\. Clash with an opponent\\. If you win, "
        "that creature gets) an additional (?=[+-]\\d+/[+-]\\d+ )"));
    text.replace(clashAdditional, QStringLiteral("\\1 "));
    return text;
}

}   // namespace strata::import
