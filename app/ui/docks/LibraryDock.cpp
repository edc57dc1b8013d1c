#include "LibraryDock.h"
#include "import/AppCardLibrary.h"
#include "CardRowDelegate.h"
#include "LibraryFilter.h"
#include "board/ManaPips.h"
#include "document/ScenarioDocument.h"
#include "models/CardLibraryModel.h"
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::ui {

namespace {

constexpr CardType kTypeToggles[] = {CardType::Creature, CardType::Land, CardType::Artifact, CardType::Enchantment,
    CardType::Planeswalker, CardType::Instant, CardType::Sorcery};
constexpr int kTogglesPerRow = 4;

const char* typeWord(CardType type)
{
    switch (type) {
    case CardType::Creature:
        return QT_TRANSLATE_NOOP("strata::ui::LibraryDock", "Creature");
    case CardType::Land:
        return QT_TRANSLATE_NOOP("strata::ui::LibraryDock", "Land");
    case CardType::Artifact:
        return QT_TRANSLATE_NOOP("strata::ui::LibraryDock", "Artifact");
    case CardType::Enchantment:
        return QT_TRANSLATE_NOOP("strata::ui::LibraryDock", "Enchantment");
    case CardType::Planeswalker:
        return QT_TRANSLATE_NOOP("strata::ui::LibraryDock", "Planeswalker");
    case CardType::Instant:
        return QT_TRANSLATE_NOOP("strata::ui::LibraryDock", "Instant");
    case CardType::Sorcery:
        return QT_TRANSLATE_NOOP("strata::ui::LibraryDock", "Sorcery");
    default:
        return "";
    }
}

QString pipSymbol(Color color)
{
    switch (color) {
    case Color::White:
        return QStringLiteral("W");
    case Color::Blue:
        return QStringLiteral("U");
    case Color::Black:
        return QStringLiteral("B");
    case Color::Red:
        return QStringLiteral("R");
    case Color::Green:
        return QStringLiteral("G");
    }
    return {};
}

QIcon pipIcon(const QString& symbol, qreal devicePixelRatio)
{
    const int size = 22;
    QPixmap pixmap(QSize(size, size) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    ManaPips::draw(&p, {symbol}, QPointF(size - 1, size / 2.0), size - 2);
    return QIcon(pixmap);
}

QToolButton* toggle(QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setCheckable(true);
    b->setAutoRaise(false);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return b;
}

}   // namespace

LibraryDock::LibraryDock(ScenarioDocument* document, QWidget* parent)
    : QDockWidget(parent),
      m_doc(document),
      m_library(new CardLibraryModel(AppCardLibrary::current(), this)),
      m_filter(new LibraryFilter(this))
{
    setObjectName(QStringLiteral("libraryDock"));
    m_filter->setSourceModel(m_library);
    auto* content = new QWidget(this);

    m_search = new QLineEdit(content);
    m_search->setClearButtonEnabled(true);
    m_search->setObjectName(QStringLiteral("librarySearch"));

    m_typesLabel = new QLabel(content);
    auto* types = new QGridLayout;
    types->setSpacing(3);
    int n = 0;
    for (CardType t : kTypeToggles) {
        QToolButton* b = toggle(content);
        m_typeButtons.append({t, b});
        types->addWidget(b, n / kTogglesPerRow, n % kTogglesPerRow);
        ++n;
    }
    m_tokenButton = toggle(content);
    types->addWidget(m_tokenButton, n / kTogglesPerRow, n % kTogglesPerRow);

    m_colorsLabel = new QLabel(content);
    auto* colors = new QHBoxLayout;
    colors->setSpacing(3);
    const qreal dpr = devicePixelRatioF();
    for (Color c : kAllColors) {
        QToolButton* b = toggle(content);
        b->setIcon(pipIcon(pipSymbol(c), dpr));
        b->setIconSize(QSize(22, 22));
        m_colorButtons.append({c, b});
        colors->addWidget(b);
    }
    m_colorlessButton = toggle(content);
    m_colorlessButton->setIcon(pipIcon(QStringLiteral("C"), dpr));
    m_colorlessButton->setIconSize(QSize(22, 22));
    colors->addWidget(m_colorlessButton);

    m_list = new QListView(content);
    m_list->setObjectName(QStringLiteral("libraryList"));
    m_list->setModel(m_filter);
    m_list->setItemDelegate(new CardRowDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    m_list->setDefaultDropAction(Qt::CopyAction);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_count = new QLabel(content);
    m_message = new QLabel(content);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b45309;"));
    m_message->hide();
    m_notFound = new QLabel(content);
    m_notFound->setObjectName(QStringLiteral("libraryNotFound"));
    m_notFound->setWordWrap(true);
    m_notFound->hide();
    m_findOnline = new QPushButton(content);
    m_findOnline->setObjectName(QStringLiteral("libraryFindOnline"));
    m_findOnline->hide();

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(5);
    layout->addWidget(m_search);
    layout->addWidget(m_typesLabel);
    layout->addLayout(types);
    layout->addWidget(m_colorsLabel);
    layout->addLayout(colors);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_notFound);
    layout->addWidget(m_findOnline);
    layout->addWidget(m_message);
    layout->addWidget(m_count);
    setWidget(content);

    connect(m_library, &QAbstractItemModel::modelReset, this, &LibraryDock::updateCount);   // an import
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_filter->setNameFilter(text);
        updateCount();
    });
    for (const auto& [type, button] : m_typeButtons)
        connect(button, &QToolButton::toggled, this, &LibraryDock::applyFilters);
    connect(m_tokenButton, &QToolButton::toggled, this, &LibraryDock::applyFilters);
    for (const auto& [color, button] : m_colorButtons)
        connect(button, &QToolButton::toggled, this, &LibraryDock::applyFilters);
    connect(m_colorlessButton, &QToolButton::toggled, this, &LibraryDock::applyFilters);
    connect(m_findOnline, &QPushButton::clicked, this, [this] { emit findOnlineRequested(m_search->text().trimmed()); });
    connect(document, &ScenarioDocument::stateReplaced, this, &LibraryDock::resetFilters);
    connect(m_list, &QListView::doubleClicked, this,
        [this](const QModelIndex& index) { addCard(index.data(CardLibraryModel::NameRole).toString()); });
    retranslateUi();
}

QToolButton* LibraryDock::typeButton(CardType type) const
{
    for (const auto& [t, button] : m_typeButtons)
        if (t == type)
            return button;
    return nullptr;
}

QToolButton* LibraryDock::colorButton(Color color) const
{
    for (const auto& [c, button] : m_colorButtons)
        if (c == color)
            return button;
    return nullptr;
}

QString LibraryDock::message() const
{
    return m_message->text();
}

void LibraryDock::applyFilters()
{
    quint16 types = 0;
    for (const auto& [type, button] : m_typeButtons)
        if (button->isChecked())
            types |= quint16(type);
    m_filter->setTypes(types, m_tokenButton->isChecked());
    ColorSet colors;
    for (const auto& [color, button] : m_colorButtons)
        if (button->isChecked())
            colors.add(color);
    m_filter->setColorFilter(colors, m_colorlessButton->isChecked());
    updateCount();
}

void LibraryDock::resetFilters()
{
    m_search->clear();
    const QSignalBlocker blockTokens(m_tokenButton), blockColorless(m_colorlessButton);
    for (const auto& [type, button] : m_typeButtons) {
        const QSignalBlocker block(button);
        button->setChecked(false);
    }
    for (const auto& [color, button] : m_colorButtons) {
        const QSignalBlocker block(button);
        button->setChecked(false);
    }
    m_tokenButton->setChecked(false);
    m_colorlessButton->setChecked(false);
    applyFilters();
}

void LibraryDock::updateCount()
{
    m_count->setText(tr("%1 of %n cards", nullptr, m_library->rowCount()).arg(m_filter->rowCount()));
    updateNotFound();
}

void LibraryDock::setOnlineLookupsAllowed(bool allowed)
{
    m_onlineAllowed = allowed;
    updateNotFound();
}

void LibraryDock::updateNotFound()
{
    // Only a name search that finds nothing: a type or colour toggle that empties the list is the
    // user's own narrowing, not a missing card.
    const QString name = m_search->text().trimmed();
    const bool missing = !name.isEmpty() && m_filter->rowCount() == 0 && m_library->rowCount() > 0;
    m_findOnline->setText(tr("Find “%1” on Scryfall").arg(name));
    m_findOnline->setToolTip(tr("Asks scryfall.com for the card with this exact name and adds it to the library"));
    m_findOnline->setVisible(missing && m_onlineAllowed);
    m_notFound->setText(m_onlineAllowed
            ? tr("No card in the library is named like “%1”.").arg(name)
            : tr("No card in the library is named like “%1”. To look for it on Scryfall, allow online lookups in "
                 "the File menu.")
                  .arg(name));
    m_notFound->setVisible(missing);
}

QString LibraryDock::addCard(const QString& cardName)
{
    if (!m_doc || cardName.isEmpty())
        return {};
    QString error;
    const QString id = m_doc->addObject(cardName, m_doc->state().activePlayer(), Zone::Battlefield, &error);
    m_message->setText(id.isEmpty() ? error : QString());
    m_message->setVisible(id.isEmpty() && !error.isEmpty());
    return id;
}

void LibraryDock::retranslateUi()
{
    setWindowTitle(tr("Library"));
    m_search->setPlaceholderText(tr("Search cards by name…"));
    m_search->setToolTip(tr("Filters the cards as you type; accents and case do not matter"));
    m_typesLabel->setText(tr("Types"));
    m_colorsLabel->setText(tr("Colors"));
    for (const auto& [type, button] : m_typeButtons) {
        button->setText(tr(typeWord(type)));
        button->setToolTip(tr("Show only this type (several may be on)"));
    }
    m_tokenButton->setText(tr("Token"));
    m_tokenButton->setToolTip(tr("Show only tokens"));
    const char* const colorNames[]
        = {QT_TR_NOOP("White"), QT_TR_NOOP("Blue"), QT_TR_NOOP("Black"), QT_TR_NOOP("Red"), QT_TR_NOOP("Green")};
    for (int i = 0; i < m_colorButtons.size(); ++i) {
        m_colorButtons[i].second->setToolTip(tr(colorNames[i]));
        m_colorButtons[i].second->setAccessibleName(tr(colorNames[i]));
    }
    m_colorlessButton->setToolTip(tr("Colorless"));
    m_colorlessButton->setAccessibleName(tr("Colorless"));
    m_list->setToolTip(tr("Drag a card onto the board, or double-click it to put it onto the active player's "
                          "battlefield"));
    updateCount();
}

void LibraryDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The type lines come translated from the model: repaint them.
        if (m_library->rowCount() > 0)
            emit m_library->dataChanged(m_library->index(0), m_library->index(m_library->rowCount() - 1));
    }
    QDockWidget::changeEvent(event);
}

}   // namespace strata::ui
