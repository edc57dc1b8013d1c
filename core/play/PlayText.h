#pragma once
#include <QString>
#include <QtGlobal>
#include <vector>

namespace strata {

// A line the event player writes (what happened, why something triggered), kept as its canonical
// English template and its arguments so the app can show it in the user's language: `english()`
// for strata-cli and the JSON result, `translated()` (context "PlayText") on screen. Arguments are
// names and numbers shown as they are, words of the game (zones, steps) translated in context
// "PlayTerm", or nested lines.
struct PlayText {
    const char* source = nullptr;   // QT_TRANSLATE_NOOP("PlayText", …) with %1, %2…; null for a literal
    QString literal;
    bool term = false;
    std::vector<PlayText> args;

    PlayText() = default;
    PlayText(const QString& text) : literal(text) { }   // NOLINT: names convert implicitly
    PlayText(const char* templ, std::vector<PlayText> arguments) : source(templ), args(std::move(arguments)) { }
    static PlayText number(int n) { return PlayText(QString::number(n)); }
    static PlayText word(const QString& canonical);   // a zone or step name

    bool isEmpty() const { return !source && literal.isEmpty(); }
    QString english() const;
    QString translated() const;
};

}   // namespace strata
