#include "RulesTextCache.h"
#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <atomic>

namespace strata {

namespace {

// Enough for the abilities of several thousand objects; past it every text is forgotten at once, which
// also lets go of entries whose ability no longer exists.
constexpr int kMaxTexts = 20000;

std::atomic<quint64> g_languageChanges{0};

// Counts the LanguageChange events QCoreApplication sends to itself when a translator comes or goes.
// A filter on the application object sees every event of the thread, so it does no more than compare.
class LanguageWatch : public QObject {
public:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
            ++g_languageChanges;
        return false;
    }
};

// Puts a watch on the application object once there is one (and again for a later one). Texts written
// before the watch began may be in a language since replaced, so beginning counts as a change.
void watchLanguage()
{
    static QPointer<QObject> watch;
    QCoreApplication* app = QCoreApplication::instance();
    if (watch || !app)
        return;
    auto* w = new LanguageWatch;
    w->moveToThread(app->thread());
    w->setParent(app);
    app->installEventFilter(w);
    watch = w;
    ++g_languageChanges;
}

}   // namespace

size_t qHash(const RulesTextCache::Key& k, size_t seed)
{
    size_t h = qHashMulti(seed, k.ability, k.objectName);
    for (const auto& [from, to] : k.swaps)
        h = qHashMulti(h, from, to);
    return h;
}

RulesTextCache& RulesTextCache::instance()
{
    static RulesTextCache cache;
    return cache;
}

quint64 RulesTextCache::languageChanges()
{
    // Other caches keyed by this count (type lines, table rows) may be filled before any rules text
    // is written: the watch begins with the first question.
    {
        QMutexLocker lock(&instance().m_mutex);
        watchLanguage();
    }
    return g_languageChanges.load();
}

int RulesTextCache::size() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_texts.size());
}

void RulesTextCache::forgetIfLanguageChanged()
{
    watchLanguage();
    const quint64 now = g_languageChanges.load();
    if (now != m_language) {
        m_texts.clear();
        m_language = now;
    }
}

QString RulesTextCache::text(
    const AbilityPtr& ability, const QString& objectName, const Swaps& swaps, const std::function<QString()>& write)
{
    Key key{ability.data(), objectName, swaps};
    quint64 language;
    {
        QMutexLocker lock(&m_mutex);
        forgetIfLanguageChanged();
        language = m_language;
        const auto it = m_texts.constFind(key);
        if (it != m_texts.constEnd() && !it->ability.isNull())
            return it->text;
    }
    // Written unlocked: the writer may take its time, and another thread may ask meanwhile.
    QString text = write();
    QMutexLocker lock(&m_mutex);
    forgetIfLanguageChanged();
    if (language == m_language) {
        if (m_texts.size() >= kMaxTexts)
            m_texts.clear();
        m_texts.insert(std::move(key), Entry{ability.toWeakRef(), text});
    }
    return text;
}

}   // namespace strata
