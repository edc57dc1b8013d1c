#include "Icons.h"
#include <QApplication>
#include <QFile>

namespace strata::ui {

QIcon strataIcon(const QString& name, QStyle::StandardPixmap fallback)
{
    const QString path = QStringLiteral(":/strata/icons/%1.svg").arg(name);
    if (QFile::exists(path))
        return QIcon(path);
    if (fallback != QStyle::SP_CustomBase && QApplication::style())
        return QApplication::style()->standardIcon(fallback);
    return {};
}

}   // namespace strata::ui
