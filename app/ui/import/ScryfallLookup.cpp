#include "ScryfallLookup.h"
#include "AppCardLibrary.h"
#include "io/SafeWrite.h"
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QStandardPaths>
#include <QUrlQuery>

namespace strata::ui {

ScryfallLookup::ScryfallLookup(const QString& cacheDirectory, QObject* parent)
    : QObject(parent), m_cacheDirectory(cacheDirectory), m_baseUrl(QStringLiteral("https://api.scryfall.com"))
{ }

QString ScryfallLookup::defaultCacheDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("scryfall"));
}

QString ScryfallLookup::cacheFile(const QString& name) const
{
    // Card names hold characters no file name may ("Who/What/When/Where/Why"): name the file by a hash.
    const QByteArray key = QCryptographicHash::hash(name.trimmed().toLower().toUtf8(), QCryptographicHash::Sha1).toHex();
    return QDir(m_cacheDirectory).filePath(QString::fromLatin1(key) + QStringLiteral(".json"));
}

import::ImportedLibrary ScryfallLookup::cachedCards(const QString& cacheDirectory, Diagnostics* errors)
{
    import::ImportedLibrary all;
    QDirIterator it(cacheDirectory, {QStringLiteral("*.json")}, QDir::Files);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            errors->add(path, {}, QString(), file.errorString());
            continue;
        }
        const import::ImportResult result = import::importBytes(file.readAll(), path);
        errors->append(result.errors);
        all.addMissing(import::ImportedLibrary::fromImported(result.cards));
    }
    return all;
}

void ScryfallLookup::find(const QString& rawName)
{
    const QString name = rawName.simplified();
    if (name.isEmpty())
        return;
    QFile cached(cacheFile(name));
    if (cached.open(QIODevice::ReadOnly)) {
        QString cardName, error;
        if (addCard(cached.readAll(), cached.fileName(), &cardName, &error))
            emit found(cardName);
        else
            emit failed(name, error);
        return;
    }
    if (m_inFlight.contains(name.toLower()))
        return;
    if (!m_network)
        m_network = new QNetworkAccessManager(this);
    QUrl url = m_baseUrl;
    url.setPath(url.path() + QStringLiteral("/cards/named"));
    url.setQuery(QUrlQuery{{QStringLiteral("exact"), name}});
    QNetworkRequest request(url);
    // Scryfall asks every client to name itself and to accept JSON.
    request.setHeader(QNetworkRequest::UserAgentHeader,
        QStringLiteral("Strata/%1").arg(QCoreApplication::applicationVersion()));
    request.setRawHeader("Accept", "application/json");
    m_inFlight.insert(name.toLower());
    ++m_requestsSent;
    QNetworkReply* reply = m_network->get(request);
    connect(reply, &QNetworkReply::finished, this, [this, reply, name] { answered(reply, name); });
}

void ScryfallLookup::answered(QNetworkReply* reply, const QString& name)
{
    reply->deleteLater();
    m_inFlight.remove(name.toLower());
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 404) {
        emit failed(name, tr("Scryfall knows no card named \"%1\".").arg(name));
        return;
    }
    if (reply->error() != QNetworkReply::NoError) {
        emit failed(name, reply->errorString());
        return;
    }
    const QByteArray body = reply->readAll();
    QString cardName, error;
    if (!addCard(body, reply->url().toString(), &cardName, &error)) {
        emit failed(name, error);
        return;
    }
    QDir().mkpath(m_cacheDirectory);
    QString writeError;
    if (!SafeWrite::write(cacheFile(name), body, &writeError))
        emit failed(name, writeError);   // the card is in use all the same, only not kept
    emit found(cardName);
}

bool ScryfallLookup::addCard(const QByteArray& cardObject, const QString& file, QString* cardName, QString* error)
{
    const import::ImportResult result = import::importBytes(cardObject, file);
    if (result.cards.isEmpty()) {
        *error = result.errors.isEmpty() ? tr("The answer holds no card.") : result.errors.formatted().join(QLatin1Char('\n'));
        return false;
    }
    *cardName = result.cards.first().card->name();
    AppCardLibrary::instance().addLookedUp(import::ImportedLibrary::fromImported(result.cards));
    return true;
}

}   // namespace strata::ui
