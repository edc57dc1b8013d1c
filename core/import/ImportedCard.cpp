#include "ImportedCard.h"

namespace strata::import {

QString statusName(AbilityStatus s)
{
    switch (s) {
    case AbilityStatus::Parsed:
        return QStringLiteral("parsed");
    case AbilityStatus::Partial:
        return QStringLiteral("partial");
    case AbilityStatus::TextOnly:
        return QStringLiteral("text_only");
    case AbilityStatus::Mismatch:
        return QStringLiteral("mismatch");
    }
    return {};
}

QString statusName(CardStatus s)
{
    switch (s) {
    case CardStatus::Understood:
        return QStringLiteral("understood");
    case CardStatus::Partly:
        return QStringLiteral("partly");
    case CardStatus::TextOnly:
        return QStringLiteral("text_only");
    }
    return {};
}

}   // namespace strata::import
