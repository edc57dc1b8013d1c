#include "LayerChangingText.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// A quoted ability is granted whole (613.1f): what it says inside (a target, "until end of turn", a
// trigger word, its own cost) belongs to the granted ability, not to the static one granting it.
QString withoutQuotedText(const QString& sentence)
{
    static const QRegularExpression quoted(QStringLiteral("\"[^\"]*\"?"));
    QString out = sentence;
    out.replace(quoted, QStringLiteral("\"\""));
    return out;
}

QString firstSentence(const QString& text)
{
    static const QRegularExpression end(QStringLiteral("\\.(\\s|$)"));
    const QRegularExpressionMatch m = end.match(text);
    return m.hasMatch() ? text.left(m.capturedStart()) : text;
}

// "You may have ~ enter as a copy of any creature", "~ enters tapped as a copy of any land": a
// replacement effect whose copy effect is layer 1 (707.2, 613.2).
bool entersAsACopy(const QString& text)
{
    static const QRegularExpression copy(QStringLiteral("\\benters?( the battlefield)?( tapped)? as a copy of\\b"));
    return copy.match(text).hasMatch();
}

// "As ~ enters, it becomes your choice of a 3/3 creature …", "~ enters as a 5/2 creature with
// haste", "~'s power becomes the total power of those creatures": the object enters with
// characteristics the ability sets (614.1c, 613.4b).
bool entersChanged(const QString& text)
{
    static const QRegularExpression as(QStringLiteral("^As ~ enters[^,]*, "));
    static const QRegularExpression changed(QStringLiteral(
        "\\b(it becomes your choice of|becomes a copy of|enters( the battlefield)? as an? \\d+/\\d+|(power|toughness) becomes)\\b"));
    return as.match(text).hasMatch() && changed.match(text).hasMatch();
}

}   // namespace

bool layerChangingText(const QString& sentence)
{
    // A triggered ability, with or without an ability word ("Landfall — Whenever …", 207.2c), and an
    // activated one ("{T}: …") are not static abilities.
    static const QRegularExpression trigger(QStringLiteral(
        "^(?:[A-Z][a-z]+(?: [a-z]+)? \\x{2014} )?(When|Whenever|At |As (?!long as))|^[^\"]*: "));
    static const QRegularExpression layered(QStringLiteral(
        "\\b(gets? [+-−]\\d|gets? [+-]X|ha(s|ve) [a-z\"]|ha(s|ve) [+-]\\d|it's an? [A-Za-z]|is (a|an|every|all|colorless|white|blue|black|red|green)\\b|"
        "are (white|blue|black|red|green|colorless|every|\\d+/\\d+)\\b|(is|are) the chosen (type|color)|"
        "in addition to (its|their) other (types|colors)|lose all abilities|loses all abilities|"
        "power and toughness are|power is equal|toughness is equal|base power|You control enchanted|"
        "can't have or gain|loses? (flying|first strike|trample|all creature types|all land types)|"
        "instances of [^.]* (is|are) changed to)"));
    // Not characteristics: a player's abilities and hand size ("You have hexproof"), how a permanent
    // enters, replacement effects ("If … would"), and counters put on objects.
    static const QRegularExpression notLayered(QStringLiteral(
        "^You (?!control enchanted)|^If [^,]*\\bwould\\b|\\benters (the battlefield )?tapped\\b|counters? put on|"
        "\\b(doesn't|don't) untap\\b"));
    // Words in a condition, a count or a rule followed "as though" are not a change: "can't attack
    // unless an opponent has been dealt damage", "as long as it's a creature, it can block an
    // additional creature", "costs {1} more for each other spell that player has cast", "can attack as
    // though it didn't have defender". Only what is left once they are cut decides.
    static const QRegularExpression notTheEffect(QStringLiteral(
        "(^|\\x{2014} )(As long as|If) [^,]*, |\\b(as long as|unless|if|for each|as though) [^,.]*|\\bwho has cast [^,.]*|"
        "\\bcan't have more than"));
    static const QRegularExpression notCharacteristics(QStringLiteral("\\bsources of damage\\b"));
    const QString text = withoutQuotedText(sentence);
    if (trigger.match(text).hasMatch())
        return entersChanged(text);
    if (entersAsACopy(text))
        return true;
    if (notLayered.match(text).hasMatch())
        return false;
    // "Until end of turn" and a target belong to one-shot effects ("can't be the target of spells" is
    // a rule of a static ability, not a target); a second sentence may say how long the first one's
    // effect lasts (Titania's Song's "If ~ leaves the battlefield, this effect continues until end of
    // turn"), so only the first sentence is asked.
    static const QRegularExpression aTarget(QStringLiteral("\\btargets?\\b(?! of\\b)"));
    const QString first = firstSentence(text);
    if (first.contains(QLatin1String("until end of turn")) || aTarget.match(first).hasMatch())
        return false;
    QString effect = text;
    effect.remove(notTheEffect);
    return layered.match(effect).hasMatch() && !notCharacteristics.match(effect).hasMatch();
}

}   // namespace strata::import
