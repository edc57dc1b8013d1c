#include "SourceCard.h"
#include "io/JsonReader.h"
#include <QRegularExpression>

namespace strata::import {

using io::JsonPos;
using io::JsonValue;
using T = JsonValue::Type;

namespace {

JsonPos shifted(JsonPos p, JsonPos start)
{
    if (p.line == 0)
        return start;
    return {p.line + start.line - 1, p.line == 1 ? p.column + start.column - 1 : p.column};
}

// Problems are collected against the card object alone, then placed in the file.
void moveShifted(const Diagnostics& local, JsonPos start, const QString& file, Diagnostics* out)
{
    for (const Diagnostic& d : local.items())
        out->add(file, shifted({d.line, d.column}, start), d.path, d.message);
}

// Some files write hybrid and Phyrexian symbols without the slash ("{WU}", "{2W}", "{PR}"): written
// here as Scryfall and Strata spell them ("{W/U}", "{2/W}", "{R/P}").
QString withSlashedSymbols(QString text)
{
    static const QRegularExpression compact(QStringLiteral("\\{([WUBRG2P])([WUBRGP])\\}"));
    QString out;
    int last = 0;
    auto it = compact.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        QString a = m.captured(1), b = m.captured(2);
        if (a == QLatin1String("P"))
            std::swap(a, b);
        if (a == b || a == QLatin1String("P"))
            continue;
        out += text.mid(last, m.capturedStart() - last) + QLatin1Char('{') + a + QLatin1Char('/') + b + QLatin1Char('}');
        last = m.capturedEnd();
    }
    return last == 0 ? text : out + text.mid(last);
}

QString text(const JsonValue& o, const char* key)
{
    const JsonValue* v = o.find(QLatin1String(key));
    if (!v)
        return {};
    if (v->isString())
        return v->toString();
    if (v->isNumber())
        return v->isInteger() ? QString::number(v->toInteger()) : QString::number(v->toDouble());
    return {};
}

class Reader {
public:
    Reader(Diagnostics* diags) : m_r(QString(), diags) { }

    bool stringField(const JsonValue& o, const char* key, const QString& path, QString* out)
    {
        const JsonValue* v = o.find(QLatin1String(key));
        if (!v || v->isNull())
            return true;
        if (!v->isString() && !v->isNumber()) {
            m_r.error(*v, JsonReader::child(path, key),
                QStringLiteral("expected a string, found %1").arg(JsonValue::typeName(v->type())));
            return false;
        }
        *out = withSlashedSymbols(text(o, key));
        return true;
    }
    bool listField(const JsonValue& o, const char* key, const QString& path, std::optional<QStringList>* out)
    {
        if (!o.find(QLatin1String(key)))
            return true;
        auto list = m_r.stringList(o, QLatin1String(key), path);
        if (!list)
            return false;
        *out = *list;
        return true;
    }

    // Scryfall: the face's own keys, falling back to the card's for a card with one face.
    bool scryfallFace(const JsonValue& f, const QString& path, SourceFace* out)
    {
        bool ok = m_r.expect(f, T::Object, path);
        if (!ok)
            return false;
        ok &= stringField(f, "name", path, &out->name);
        ok &= stringField(f, "mana_cost", path, &out->manaCost);
        ok &= stringField(f, "type_line", path, &out->typeLine);
        ok &= stringField(f, "oracle_text", path, &out->oracleText);
        ok &= stringField(f, "power", path, &out->power);
        ok &= stringField(f, "toughness", path, &out->toughness);
        ok &= stringField(f, "loyalty", path, &out->loyalty);
        ok &= stringField(f, "defense", path, &out->defense);
        std::optional<QStringList> indicator;
        ok &= listField(f, "color_indicator", path, &indicator);
        if (indicator) {
            out->colorIndicator = *indicator;
            out->hasColorIndicator = true;
        }
        return ok;
    }

    std::optional<SourceCard> scryfall(const JsonValue& root)
    {
        if (!m_r.expect(root, T::Object, QString()))
            return std::nullopt;
        const QString object = text(root, "object");
        if (!object.isEmpty() && object != QLatin1String("card")) {
            m_r.error(root, QStringLiteral("object"),
                QStringLiteral("expected a card object, found a Scryfall \"%1\" object").arg(object));
            return std::nullopt;
        }
        SourceCard card;
        bool ok = stringField(root, "name", QString(), &card.name);
        ok &= stringField(root, "layout", QString(), &card.layout);
        if (card.name.isEmpty() && ok) {
            m_r.error(root, QStringLiteral("name"), QStringLiteral("a card needs a \"name\""));
            return std::nullopt;
        }
        std::optional<QStringList> keywords;
        ok &= listField(root, "keywords", QString(), &keywords);
        card.keywords = keywords.value_or(QStringList());
        if (const JsonValue* faces = root.find(QStringLiteral("card_faces"))) {
            if (!m_r.expect(*faces, T::Array, QStringLiteral("card_faces")))
                return std::nullopt;
            for (int i = 0; i < faces->size(); ++i) {
                SourceFace face;
                // A split card's halves share the card's mana cost only when the face has none of its own.
                ok &= scryfallFace(faces->at(i), JsonReader::item(QStringLiteral("card_faces"), i), &face);
                card.faces << face;
            }
            if (card.faces.isEmpty()) {
                m_r.error(*faces, QStringLiteral("card_faces"), QStringLiteral("a card needs at least one face"));
                return std::nullopt;
            }
            // Flip and adventure faces have no type line of their own in some files: the card's is split.
            const QStringList lines = text(root, "type_line").split(QStringLiteral(" // "));
            for (int i = 0; i < card.faces.size(); ++i)
                if (card.faces[i].typeLine.isEmpty() && i < lines.size())
                    card.faces[i].typeLine = lines[i];
        } else {
            SourceFace face;
            ok &= scryfallFace(root, QString(), &face);
            card.faces << face;
        }
        if (!ok)
            return std::nullopt;
        for (int i = 0; i < card.faces.size(); ++i) {
            if (card.faces[i].typeLine.isEmpty()) {
                m_r.error(root, QStringLiteral("type_line"), QStringLiteral("a card face needs a type line"));
                return std::nullopt;
            }
        }
        return card;
    }

    // MTGJSON AtomicCards: `key` is the card's name, the value the list of its faces.
    std::optional<SourceCard> mtgjson(const JsonValue& root, const QString& key)
    {
        if (!m_r.expect(root, T::Array, QString()))
            return std::nullopt;
        SourceCard card;
        card.name = key;
        bool ok = true;
        for (int i = 0; i < root.size(); ++i) {
            const JsonValue& f = root.at(i);
            const QString path = JsonReader::item(QString(), i);
            if (!m_r.expect(f, T::Object, path)) {
                ok = false;
                continue;
            }
            SourceFace face;
            ok &= stringField(f, "faceName", path, &face.name);
            if (face.name.isEmpty())
                ok &= stringField(f, "name", path, &face.name);
            ok &= stringField(f, "manaCost", path, &face.manaCost);
            ok &= stringField(f, "type", path, &face.typeLine);
            ok &= listField(f, "supertypes", path, &face.supertypes);
            ok &= listField(f, "types", path, &face.types);
            ok &= listField(f, "subtypes", path, &face.subtypes);
            ok &= stringField(f, "text", path, &face.oracleText);
            ok &= stringField(f, "power", path, &face.power);
            ok &= stringField(f, "toughness", path, &face.toughness);
            ok &= stringField(f, "loyalty", path, &face.loyalty);
            ok &= stringField(f, "defense", path, &face.defense);
            std::optional<QStringList> indicator;
            ok &= listField(f, "colorIndicator", path, &indicator);
            if (indicator) {
                face.colorIndicator = *indicator;
                face.hasColorIndicator = true;
            }
            if (i == 0) {
                ok &= stringField(f, "layout", path, &card.layout);
                std::optional<QStringList> keywords;
                ok &= listField(f, "keywords", path, &keywords);
                card.keywords = keywords.value_or(QStringList());
                if (const JsonValue* foreign = f.find(QStringLiteral("foreignData")); foreign && foreign->isArray()) {
                    for (int k = 0; k < foreign->size(); ++k) {
                        const JsonValue& entry = foreign->at(k);
                        const QString language = text(entry, "language");
                        const QString name = text(entry, "faceName").isEmpty() ? text(entry, "name")
                                                                                : text(entry, "faceName");
                        if (language == QLatin1String("Spanish"))
                            card.foreignNames.insert(QStringLiteral("es"), name);
                        else if (language == QLatin1String("Italian"))
                            card.foreignNames.insert(QStringLiteral("it"), name);
                    }
                }
            }
            if (face.types.value_or(QStringList()).isEmpty() && face.typeLine.isEmpty()) {
                m_r.error(f, JsonReader::child(path, QStringLiteral("types")), QStringLiteral("a card face needs types"));
                ok = false;
            }
            card.faces << face;
        }
        if (card.faces.isEmpty()) {
            m_r.error(root, QString(), QStringLiteral("a card needs at least one face"));
            return std::nullopt;
        }
        if (!ok)
            return std::nullopt;
        return card;
    }

private:
    JsonReader m_r;
};

}   // namespace

std::optional<SourceCard> readSourceCard(
    const QByteArray& json, JsonPos start, const QString& key, const QString& file, Diagnostics* diags)
{
    io::JsonParseError perr;
    const auto root = io::parseJson(json, &perr);
    if (!root) {
        diags->add(file, shifted(perr.pos, start), key, perr.message);
        return std::nullopt;
    }
    Diagnostics local;
    Reader reader(&local);
    auto card = key.isEmpty() ? reader.scryfall(*root) : reader.mtgjson(*root, key);
    moveShifted(local, start, file, diags);
    return card;
}

}   // namespace strata::import
