#include "CardMime.h"
#include <QMimeData>

namespace strata::ui {

QMimeData* cardMimeData(const QStringList& cardNames)
{
    auto* data = new QMimeData;
    data->setData(QLatin1String(kCardMimeType), cardNames.join(QLatin1Char('\n')).toUtf8());
    return data;
}

QStringList cardNamesFromMime(const QMimeData* data)
{
    if (!data || !data->hasFormat(QLatin1String(kCardMimeType)))
        return {};
    return QString::fromUtf8(data->data(QLatin1String(kCardMimeType))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

}   // namespace strata::ui
