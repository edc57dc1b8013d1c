#include "ChoiceDialog.h"
#include "import/AppCardLibrary.h"
#include "ChoiceProvider.h"
#include "cards/CardLibrary.h"
#include "models/DisplayText.h"
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace strata::ui {

namespace {

// Colour and card-type words are translated where RulesText translates them, so they read the same.
QString colorWord(const QString& english)
{
    return DisplayText::capitalized(QCoreApplication::translate("Color", english.toUtf8().constData()));
}

void addColors(QComboBox* box)
{
    for (Color c : kAllColors)
        box->addItem(colorWord(colorName(c)), colorName(c));
}

void addLandTypes(QComboBox* box)
{
    const SubtypeRegistry& reg = SubtypeRegistry::instance();
    for (SubtypeId id : reg.basicLandTypes())
        box->addItem(reg.name(id), reg.name(id));
}

// An editable list of every creature type, completed as the user types (there are nearly 300).
void makeCreatureTypeBox(QComboBox* box)
{
    const SubtypeRegistry& reg = SubtypeRegistry::instance();
    QStringList names;
    for (SubtypeId id : reg.creatureTypes())
        names << reg.name(id);
    names.sort(Qt::CaseInsensitive);
    box->setEditable(true);
    box->setInsertPolicy(QComboBox::NoInsert);
    box->addItems(names);
    box->completer()->setCompletionMode(QCompleter::PopupCompletion);
    box->completer()->setFilterMode(Qt::MatchContains);
    box->completer()->setCaseSensitivity(Qt::CaseInsensitive);
}

// The creature type the user means, spelled as the rules spell it; empty when there is none.
QString creatureTypeOf(const QComboBox* box)
{
    if (!box)
        return {};
    const SubtypeRegistry& reg = SubtypeRegistry::instance();
    const auto id = reg.find(box->currentText().trimmed());
    return id && reg.kind(*id) == SubtypeKind::Creature ? reg.name(*id) : QString();
}

bool isColorWord(const QString& word)
{
    return colorFromName(word).has_value();
}

QString objectLabel(const GameState& state, const QString& id)
{
    const GameObject* o = state.object(id);
    if (!o || !o->card)
        return id;
    const Player* controller = state.player(o->controller);
    return ChoiceDialog::tr("%1 (%2, %3)", "object to copy: card name (id, controller)")
        .arg(o->card->name(), id, controller ? controller->name : o->controller);
}

}   // namespace

ChoiceDialog::ChoiceDialog(const ChoiceRequest& request, const GameState& state, QWidget* parent)
    : QDialog(parent), m_request(request)
{
    setWindowTitle(tr("Choices for %1").arg(request.subject));
    auto* layout = new QVBoxLayout(this);
    auto* intro
        = new QLabel((request.entering ? tr("As <b>%1</b> enters the battlefield:") : tr("As <b>%1</b> resolves:"))
                         .arg(request.subject.toHtmlEscaped()),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    if (request.copy) {
        m_copy = new QComboBox(this);
        m_copy->setObjectName(QStringLiteral("copyOf"));
        if (request.copyOptional)
            m_copy->addItem(tr("Nothing: it enters as itself"), QString());
        for (const QString& id : request.copyCandidates)
            m_copy->addItem(objectLabel(state, id), id);
        m_form->addRow(tr("Copy of:"), m_copy);
        if (request.copyForced) {
            auto* why = new QLabel(
                tr("Another permanent's ability makes it enter as a copy of that permanent (616.1c)."), this);
            why->setWordWrap(true);
            m_form->addRow(why);
        }
    }
    if (!request.modes.isEmpty()) {
        m_mode = new QComboBox(this);
        m_mode->setObjectName(QStringLiteral("mode"));
        for (const QString& form : request.modes)
            m_mode->addItem(form);
        m_form->addRow(tr("It becomes:"), m_mode);
    }
    if (request.color) {
        m_color = new QComboBox(this);
        m_color->setObjectName(QStringLiteral("color"));
        addColors(m_color);
        m_form->addRow(tr("Color:"), m_color);
    }
    if (request.creatureType) {
        m_creatureType = new QComboBox(this);
        m_creatureType->setObjectName(QStringLiteral("creatureType"));
        makeCreatureTypeBox(m_creatureType);
        m_form->addRow(tr("Creature type:"), m_creatureType);
    }
    if (request.landType) {
        m_landType = new QComboBox(this);
        m_landType->setObjectName(QStringLiteral("landType"));
        addLandTypes(m_landType);
        m_form->addRow(tr("Basic land type:"), m_landType);
    }
    if (request.cardType) {
        m_cardType = new QComboBox(this);
        m_cardType->setObjectName(QStringLiteral("cardType"));
        for (CardType t : kCardTypeOrder)
            m_cardType->addItem(DisplayText::capitalized(QCoreApplication::translate(
                                    "CardType", cardTypeName(t).toLower().toUtf8().constData())),
                cardTypeName(t));
        m_form->addRow(tr("Card type:"), m_cardType);
    }
    if (request.cardName) {
        m_cardName = new QComboBox(this);
        m_cardName->setObjectName(QStringLiteral("cardName"));
        m_cardName->setEditable(true);
        m_cardName->setInsertPolicy(QComboBox::NoInsert);
        for (const CardPtr& c : AppCardLibrary::current().cards())
            m_cardName->addItem(c->name());
        m_cardName->completer()->setFilterMode(Qt::MatchContains);
        m_cardName->completer()->setCaseSensitivity(Qt::CaseInsensitive);
        m_form->addRow(tr("Card name:"), m_cardName);
    }
    if (request.player) {
        m_player = new QComboBox(this);
        m_player->setObjectName(QStringLiteral("player"));
        for (const Player& p : state.players)
            m_player->addItem(p.name, p.id);
        m_form->addRow(tr("Player:"), m_player);
    }
    if (request.swapWords != ChoiceRequest::WordKind::None)
        addSwapRows(request.swapWords);
    if (request.x) {
        m_x = new QSpinBox(this);
        m_x->setObjectName(QStringLiteral("x"));
        m_x->setRange(0, 99);
        m_x->setValue(1);
        m_form->addRow(tr("X:"), m_x);
    }
    if (request.controllerCandidates.size() > 1) {
        m_controller = new QComboBox(this);
        m_controller->setObjectName(QStringLiteral("controller"));
        for (const QString& id : request.controllerCandidates) {
            const Player* p = state.player(id);
            m_controller->addItem(p ? p->name : id, id);
        }
        m_controller->setCurrentIndex(qMax(0, request.controllerCandidates.indexOf(request.defaultController)));
        m_form->addRow(tr("Controlled by:"), m_controller);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(380);
    for (QComboBox* box : {m_creatureType, m_swapFrom, m_swapTo})
        if (box && box->isEditable())
            connect(box, &QComboBox::currentTextChanged, this, &ChoiceDialog::updateOk);
    updateOk();
}

void ChoiceDialog::addSwapRows(ChoiceRequest::WordKind kind)
{
    m_swapFrom = new QComboBox(this);
    m_swapFrom->setObjectName(QStringLiteral("swapFrom"));
    m_swapTo = new QComboBox(this);
    m_swapTo->setObjectName(QStringLiteral("swapTo"));
    switch (kind) {
    case ChoiceRequest::WordKind::Color:
        addColors(m_swapFrom);
        break;
    case ChoiceRequest::WordKind::LandType:
        addLandTypes(m_swapFrom);
        break;
    case ChoiceRequest::WordKind::ColorOrLandType:
        addColors(m_swapFrom);
        m_swapFrom->insertSeparator(m_swapFrom->count());
        addLandTypes(m_swapFrom);
        break;
    case ChoiceRequest::WordKind::CreatureType:
        makeCreatureTypeBox(m_swapFrom);
        makeCreatureTypeBox(m_swapTo);
        break;
    case ChoiceRequest::WordKind::None:
        break;
    }
    if (kind != ChoiceRequest::WordKind::CreatureType) {
        // A colour word becomes another colour word, a land type another land type (612.2).
        connect(m_swapFrom, &QComboBox::currentIndexChanged, this, &ChoiceDialog::refillSwapTargets);
        refillSwapTargets();
    }
    m_form->addRow(tr("Replace the word:"), m_swapFrom);
    m_form->addRow(tr("with:"), m_swapTo);
}

void ChoiceDialog::refillSwapTargets()
{
    const QString from = m_swapFrom->currentData().toString();
    const QString keep = m_swapTo->currentData().toString();
    m_swapTo->clear();
    if (isColorWord(from))
        addColors(m_swapTo);
    else
        addLandTypes(m_swapTo);
    // Offer a different word first: swapping a word for itself changes nothing.
    const int same = m_swapTo->findData(from);
    const int kept = m_swapTo->findData(keep);
    m_swapTo->setCurrentIndex(kept >= 0 && kept != same ? kept : (same == 0 ? 1 : 0));
}

bool ChoiceDialog::isAcceptable() const
{
    if (m_creatureType && creatureTypeOf(m_creatureType).isEmpty())
        return false;
    if (m_request.swapWords == ChoiceRequest::WordKind::CreatureType
        && (creatureTypeOf(m_swapFrom).isEmpty() || creatureTypeOf(m_swapTo).isEmpty()))
        return false;
    if (m_copy && !m_request.copyOptional && m_copy->count() == 0)
        return false;
    return true;
}

void ChoiceDialog::updateOk()
{
    if (m_ok)
        m_ok->setEnabled(isAcceptable());
}

ChoiceAnswer ChoiceDialog::answer() const
{
    ChoiceAnswer a;
    Choices& c = a.choices;
    if (m_color)
        c.color = colorFromName(m_color->currentData().toString());
    if (m_creatureType)
        c.creatureType = creatureTypeOf(m_creatureType);
    if (m_landType)
        c.landType = m_landType->currentData().toString();
    if (m_cardType)
        c.cardType = m_cardType->currentData().toString();
    if (m_cardName)
        c.name = m_cardName->currentText().trimmed();
    if (m_player)
        c.player = m_player->currentData().toString();
    if (m_copy)
        c.copyOf = m_copy->currentData().toString();
    if (m_mode)
        c.mode = m_mode->currentIndex() + 1;
    if (m_swapFrom && m_swapTo) {
        if (m_request.swapWords == ChoiceRequest::WordKind::CreatureType) {
            c.textFrom = creatureTypeOf(m_swapFrom);
            c.textTo = creatureTypeOf(m_swapTo);
        } else {
            c.textFrom = m_swapFrom->currentData().toString();
            c.textTo = m_swapTo->currentData().toString();
        }
    }
    if (m_x)
        c.x = m_x->value();
    a.controller = m_controller ? m_controller->currentData().toString() : m_request.defaultController;
    return a;
}

std::optional<ChoiceAnswer> DialogChoiceProvider::ask(
    const ChoiceRequest& request, const GameState& state, QWidget* parent)
{
    ChoiceDialog dialog(request, state, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.answer();
}

}   // namespace strata::ui
