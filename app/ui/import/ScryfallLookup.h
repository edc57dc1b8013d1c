#pragma once
#include "import/ImportedLibrary.h"
#include <QObject>
#include <QSet>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace strata::ui {

// "Find on Scryfall": asks Scryfall for one card by its exact name, imports the card object it
// answers and adds it to the app's cards (AppCardLibrary). Each answer is kept in `cacheDirectory`,
// so a card is asked for once, and the cards found before load at start-up without the network.
// Nothing here runs unless the user allowed online lookups (ImportActions checks).
class ScryfallLookup : public QObject {
    Q_OBJECT
public:
    explicit ScryfallLookup(const QString& cacheDirectory, QObject* parent = nullptr);

    // https://api.scryfall.com unless set (tests serve recorded card objects from a local server).
    void setBaseUrl(const QUrl& url) { m_baseUrl = url; }
    // From the cache when the card was found before; otherwise one request, unless one is under way.
    void find(const QString& name);
    int requestsSent() const { return m_requestsSent; }

    // The app's cache of Scryfall answers (AppDataLocation/scryfall).
    static QString defaultCacheDirectory();
    // Every card found before; problems (positioned) go to `errors`.
    static import::ImportedLibrary cachedCards(const QString& cacheDirectory, Diagnostics* errors);

signals:
    void found(const QString& cardName);
    void failed(const QString& name, const QString& reason);

private:
    QString cacheFile(const QString& name) const;
    bool addCard(const QByteArray& cardObject, const QString& file, QString* cardName, QString* error);
    void answered(QNetworkReply* reply, const QString& name);

    QString m_cacheDirectory;
    QUrl m_baseUrl;
    QNetworkAccessManager* m_network = nullptr;   // made on the first request: offline use makes none
    QSet<QString> m_inFlight;
    int m_requestsSent = 0;
};

}   // namespace strata::ui
