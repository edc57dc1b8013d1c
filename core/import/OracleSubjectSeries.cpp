#include "OracleSpellWordings.h"
#include <QRegularExpression>

namespace strata::import {

// Round 38: "You draw two cards, lose 2 life, and get {E}{E} (two energy counters)." (Live Fast): one subject, three
// instructions done in order (608.2c), as "You draw two cards and you lose 2 life. You get {E}{E}." says them; the
// writer joins two instructions only (RulesTextJoinedPairs.cpp). Only "You", whose instructions each read alone.
QString mendedSubjectSeries(QString text)
{
    static const QRegularExpression series(QStringLiteral(
        "(^|\\. )You ([a-z]+ [^,.(]+), ([a-z]+ [^,.(]+), and ([a-z]+ [^,.(]+?)(?: \\([^)]*\\))?\\.(?= |$)"));
    text.replace(series, QStringLiteral("\\1You \\2 and you \\3. You \\4."));
    // Round 38: "Each opponent sacrifices an artifact creature and a nonartifact creature." (Perilous Predicament):
    // two sacrifices by each such player (701.17a), said as one sentence each. Only when the second set is the
    // "non" of the first's quality: the two sets share no permanent, so choosing one after the other leaves the
    // same choices as choosing both at once. ("a creature and an artifact" would not: an artifact creature
    // chosen as the creature could leave no artifact, where choosing both at once must take two if it can.)
    static const QRegularExpression disjointSacrifices(QStringLiteral(
        "(^|\\. )(Each player|Each opponent) sacrifices (an? ([a-z]+) ([a-z]+)) and (an? non\\4 \\5)\\."));
    text.replace(disjointSacrifices, QStringLiteral("\\1\\2 sacrifices \\3. \\2 sacrifices \\6."));
    // Round 44: "Target player loses 1 life, discards a card, then sacrifices a permanent." (Undercity Plague) and
    // "Target opponent exiles two cards from their hand and loses 2 life." (Witness the End): one target player's
    // instructions, done in order (608.2c), said one sentence each with "That player" (OracleThatTargetPlayer.h), as
    // the writer names the one target player again.
    static const QRegularExpression targetSeries(QStringLiteral(
        "(^|\\. )(Target player|Target opponent) (loses \\d+ life), (discards [^,.(]+), then (sacrifices [^,.(]+)\\.(?= |$)"));
    text.replace(targetSeries, QStringLiteral("\\1\\2 \\3. That player \\4. That player \\5."));
    static const QRegularExpression exilesAndLoses(QStringLiteral(
        "(^|\\. )(Target player|Target opponent) (exiles (?:a card|two cards|three cards) from their hand) and (loses \\d+ life)\\.(?= |$)"));
    text.replace(exilesAndLoses, QStringLiteral("\\1\\2 \\3. That player \\4."));
    return text;
}

}   // namespace strata::import
