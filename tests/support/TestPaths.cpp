// The folders named by the build (see CMakeLists.txt); see TestPaths.h.
#include "TestPaths.h"

namespace strata::testfiles {

static QString under(const QString& folder, const QString& relative)
{
    return relative.isEmpty() ? folder : folder + QLatin1Char('/') + relative;
}

QString testDataPath(const QString& relative)
{
    return under(QStringLiteral(STRATA_TEST_DATA), relative);
}

QString sourcePath(const QString& relative)
{
    return under(QStringLiteral(STRATA_SOURCE_DIR), relative);
}

} // namespace strata::testfiles
