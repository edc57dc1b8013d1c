#include "KeywordAbilities.h"
#include "OpApplier.h"
#include <QHash>
#include <QMutex>
#include <QRegularExpression>

namespace strata {

std::optional<QPair<int, int>> ptCounter(const QString& kind)
{
    static const QRegularExpression re(QStringLiteral("^([+-])(\\d{1,3})/([+-])(\\d{1,3})$"));
    const auto m = re.match(kind);
    if (!m.hasMatch())
        return std::nullopt;
    const int p = m.captured(2).toInt() * (m.captured(1) == QLatin1String("-") ? -1 : 1);
    const int t = m.captured(4).toInt() * (m.captured(3) == QLatin1String("-") ? -1 : 1);
    return qMakePair(p, t);
}

AbilityPtr plainKeyword(const QString& canonicalName)
{
    // The app resolves in a worker thread too.
    static QMutex mutex;
    static QHash<QString, AbilityPtr> cache;
    QMutexLocker lock(&mutex);
    auto it = cache.constFind(canonicalName);
    if (it != cache.constEnd())
        return *it;
    auto def = QSharedPointer<AbilityDef>::create();
    def->kind = AbilityDef::Kind::Keyword;
    def->keyword = canonicalName;
    def->finalize();
    cache.insert(canonicalName, def);
    return def;
}

AbilityPtr keywordForCounter(const QString& kind)
{
    static const QHash<QString, QString> names = {
        {"flying", "Flying"},
        {"first strike", "First strike"},
        {"double strike", "Double strike"},
        {"deathtouch", "Deathtouch"},
        {"haste", "Haste"},
        {"hexproof", "Hexproof"},
        {"indestructible", "Indestructible"},
        {"lifelink", "Lifelink"},
        {"menace", "Menace"},
        {"reach", "Reach"},
        {"shadow", "Shadow"},
        {"trample", "Trample"},
        {"vigilance", "Vigilance"},
    };
    auto it = names.constFind(kind.toLower());
    return it == names.constEnd() ? AbilityPtr() : plainKeyword(*it);
}

namespace {
// 707.9d: an exception that sets P/T overrides a copied characteristic-defining ability.
void dropPowerToughnessCdas(Characteristics& to)
{
    to.abilities.erase(std::remove_if(to.abilities.begin(), to.abilities.end(),
                           [](const AbilityInstance& a) {
                               if (!a.def->cda)
                                   return false;
                               for (const Op& op : a.def->ops)
                                   if (op.kind == Op::Kind::SetPT)
                                       return true;
                               return false;
                           }),
        to.abilities.end());
}

int copiedAbilityCount(const Characteristics& c)
{
    int n = 0;
    for (const AbilityInstance& a : c.abilities)
        n = std::max(n, a.grantedBy.isEmpty() ? a.printedIndex : 0);
    return n;
}
}   // namespace

void applyCopiableChanges(const CopyExceptions& except, const AbilityPtr& thisAbility, Characteristics& to)
{
    to.type.cardTypes |= except.addTypes;
    to.type.supertypes |= except.addSupertypes;
    to.type.supertypes &= quint8(~except.removeSupertypes);   // "except it isn't legendary" (707.9b)
    for (SubtypeId id : except.addSubtypes)
        to.type.addSubtype(id);
    if (except.power)
        to.power = except.power;
    if (except.toughness)
        to.toughness = except.toughness;
    // Added abilities are part of the copiable values (707.9a), numbered after the copied ones.
    int position = copiedAbilityCount(to);
    for (const AbilityPtr& extra : except.addAbilities)
        to.abilities << AbilityInstance{extra, ++position, 0, QString(), {}};
    if (except.hasThisAbility && thisAbility)
        to.abilities << AbilityInstance{thisAbility, ++position, 0, QString(), {}};
    if (except.power || except.toughness)
        dropPowerToughnessCdas(to);
    // "If it's a creature" asks about the copy as the exceptions above left it (707.9f).
    if (except.ifCreature && to.isCreature())
        applyCopiableChanges(*except.ifCreature, thisAbility, to);
    OpApplier::refreshIntrinsicManaAbilities(to);
}

void copyValues(const Characteristics& from, const CopyExceptions& except, const AbilityPtr& thisAbility,
    Characteristics& to)
{
    const ColorSet ownColors = to.colors;
    to.name = from.name;
    to.manaCost = from.manaCost;
    to.colors = except.keepOwnColor ? ownColors : from.colors;
    to.type = from.type;
    to.power = from.power;
    to.toughness = from.toughness;
    to.loyalty = from.loyalty;
    to.faceDown = from.faceDown;
    // Abilities come as the copied object's rules text has them; granted ones are not copiable.
    to.abilities.clear();
    int position = 0;
    for (const AbilityInstance& a : from.abilities) {
        if (!a.grantedBy.isEmpty() || a.def->kind == AbilityDef::Kind::ManaIntrinsic)
            continue;
        AbilityInstance copy = a;
        copy.printedIndex = ++position;
        to.abilities << copy;
    }
    applyCopiableChanges(except, thisAbility, to);
}

}   // namespace strata
