#pragma once
#include "io/Diagnostics.h"
#include "io/JsonReader.h"
#include "model/Card.h"

namespace strata {

// Reads one card file of the format in docs/card-format.md. Returns null and records positioned
// diagnostics when the file breaks the format.
class CardParser {
public:
    CardParser(const QString& file, Diagnostics* diags) : m_r(file, diags), m_diags(diags) { }
    CardPtr parse(const io::JsonValue& root);

    // Also used for abilities written inside scenarios and by other readers.
    AbilityPtr ability(const io::JsonValue& v, const QString& path);
    std::optional<Selector> selector(const io::JsonValue& v, const QString& path);
    void importedQualities(const io::JsonValue& v, const QString& path, Selector* s);   // issue 16
    bool importedExpr(const io::JsonValue& v, const QString& key, const QString& path, Expr* e);

    static const QStringList& knownKeywords();

private:
    bool face(const io::JsonValue& v, const QString& path, CardFace* out, bool isBack);
    bool typeLine(const io::JsonValue& v, const QString& path, TypeLine* out);
    std::optional<Expr> expr(const io::JsonValue& v, const QString& path);
    std::optional<Condition> condition(const io::JsonValue& v, const QString& path);
    // CardParserConditions.cpp: the importer's conditions (issue 16); nullopt for a key it does not
    // know, false when the key's value is wrong (reported).
    std::optional<bool> importedCondition(const QString& key, const io::JsonValue& arg, const QString& path, Condition* c);
    std::optional<Op> op(const io::JsonValue& v, const QString& path);
    AbilityPtr otherwise(const io::JsonValue& v, const QString& path, const std::optional<Condition>& condition);
    void rule(const io::JsonValue& arg, const QString& path, Op* out);
    bool ops(const io::JsonValue& object, const QString& key, const QString& path, QVector<Op>* out);
    std::optional<Action> action(const io::JsonValue& v, const QString& path);
    bool actions(const io::JsonValue& object, const QString& key, const QString& path, QVector<Action>* out);
    // The required list `key` of `object`, each item read by `readItem`; false if anything was wrong.
    template <typename Item>
    bool requiredList(const io::JsonValue& object, const QString& key, const QString& path, QVector<Item>* out,
        std::optional<Item> (CardParser::*readItem)(const io::JsonValue&, const QString&));
    std::optional<ContinuousDef> continuous(const io::JsonValue& v, const QString& path);
    // CardParserActions.cpp: the arguments of one-shot actions and of how a permanent enters.
    bool actionArgument(const io::JsonValue& v, const QString& path, Action* out);
    // CardParserActionModifiers.cpp (round 41): unattach's and exchange_life_totals' argument.
    void unattachOrExchange(const io::JsonValue& v, const QString& path, Action* out);
    bool actionModifiers(const io::JsonValue& action, const QString& path, Action* out);
    void libraryArgument(const io::JsonValue& v, const QString& path, Action* out);
    std::optional<Amount> amount(const io::JsonValue& v, const QString& path);
    std::optional<int> wholeNumber(const io::JsonValue& v, const QString& path);
    std::optional<Counters> counters(const io::JsonValue& v, const QString& path, bool needsOn, Selector* on);
    void entersWith(const io::JsonValue& replacement, const QString& path, Replacement* out);
    bool abilities(const io::JsonValue& object, const QString& key, const QString& path, QVector<AbilityPtr>* out);
    bool colors(const io::JsonValue& v, const QString& path, ColorSet* out, bool* chosen);
    bool subtypes(const io::JsonValue& v, const QString& path, QVector<SubtypeId>* out, bool* chosen);
    // `chosen`: where "$chosen" (the card type chosen as the source entered) may stand among the types.
    bool cardTypes(const io::JsonValue& v, const QString& path, quint16* out, bool* chosen = nullptr);
    bool supertypes(const io::JsonValue& v, const QString& path, quint8* out);
    bool copyExceptions(const io::JsonValue& v, const QString& path, CopyExceptions* out);
    bool targets(const io::JsonValue& object, const QString& path, QVector<Selector>* out);
    bool costParts(const io::JsonValue& v, const QString& path, QVector<CostPart>* out);
    bool manaText(const io::JsonValue& v, const QString& path, QString* out);
    // CardParserModes.cpp: a spell's or triggered ability's "effect", or its "choose" and "modes" (700.2).
    void effectOrModes(const io::JsonValue& body, const QString& path, AbilityDef* out);
    // A triggered ability's "event" and its "filter" (CardParserAbilities.cpp); true when the event is known.
    bool triggerEventAndFilter(const io::JsonValue& body, const QString& path, AbilityDef* out);

    JsonReader m_r;
    Diagnostics* m_diags;
};

template <typename Item>
bool CardParser::requiredList(const io::JsonValue& object, const QString& key, const QString& path, QVector<Item>* out,
    std::optional<Item> (CardParser::*readItem)(const io::JsonValue&, const QString&))
{
    const io::JsonValue* list = object.find(key);
    const QString p = JsonReader::child(path, key);
    if (!list) {
        m_r.error(object, p, QStringLiteral("missing required key \"%1\"").arg(key));
        return false;
    }
    if (!m_r.expect(*list, io::JsonValue::Type::Array, p))
        return false;
    bool ok = true;
    for (int i = 0; i < list->size(); ++i) {
        if (auto item = (this->*readItem)(list->at(i), JsonReader::item(p, i)))
            out->append(*item);
        else
            ok = false;
    }
    return ok;
}

}   // namespace strata
