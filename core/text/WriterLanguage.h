#pragma once
#include <QString>

// Private to core/text: the language the rules-text writer writes in.
namespace strata::rulestext {

// Every word the writer writes goes through here: QCoreApplication::translate, or the English source
// while an EnglishOnly lives on this thread (other threads keep writing in the installed language).
QString translate(const char* context, const char* source, const char* comment = nullptr, int n = -1);

class EnglishOnly {
public:
    EnglishOnly();
    ~EnglishOnly();
    EnglishOnly(const EnglishOnly&) = delete;
    EnglishOnly& operator=(const EnglishOnly&) = delete;

private:
    bool m_was;
};

}   // namespace strata::rulestext
