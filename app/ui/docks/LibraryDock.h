#pragma once
#include "model/Colors.h"
#include "model/Types.h"
#include <QDockWidget>
#include <QPointer>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QToolButton;

namespace strata::ui {

class CardLibraryModel;
class LibraryFilter;
class ScenarioDocument;

// The library palette: every card, searchable by name and narrowed by type and colour, each with its
// mana cost and type line. Cards drag onto the board; a double-click puts one onto the active
// player's battlefield. A search that finds no card offers to look for it on Scryfall (when the user
// allows online lookups) or says how to allow it.
class LibraryDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LibraryDock(ScenarioDocument* document, QWidget* parent = nullptr);

    QLineEdit* searchField() const { return m_search; }
    QListView* listView() const { return m_list; }
    LibraryFilter* filterModel() const { return m_filter; }
    CardLibraryModel* libraryModel() const { return m_library; }
    // The toggle of a card type; the token toggle is typeButton with no type (see tokenButton).
    QToolButton* typeButton(CardType type) const;
    QToolButton* tokenButton() const { return m_tokenButton; }
    QToolButton* colorButton(Color color) const;
    QToolButton* colorlessButton() const { return m_colorlessButton; }
    // Why the last double-click added nothing, translated; empty after a success.
    QString message() const;
    // Shown when the search finds no card: the offer to find it on Scryfall, or how to allow that.
    QPushButton* findOnlineButton() const { return m_findOnline; }
    QLabel* notFoundLabel() const { return m_notFound; }

    void retranslateUi();
    // Shows the whole library again: no search text, no type or colour toggled. A new or opened
    // scenario starts from every card.
    void resetFilters();

public slots:
    // Puts the card onto the active player's battlefield (an undoable edit). Returns the new id.
    QString addCard(const QString& cardName);
    // Whether the user allows online lookups (File → Allow Online Lookups).
    void setOnlineLookupsAllowed(bool allowed);

signals:
    // The user asked to look for this name on Scryfall.
    void findOnlineRequested(const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyFilters();
    void updateCount();
    void updateNotFound();

    QPointer<ScenarioDocument> m_doc;
    CardLibraryModel* m_library;
    LibraryFilter* m_filter;
    QLineEdit* m_search;
    QLabel* m_typesLabel;
    QLabel* m_colorsLabel;
    QVector<QPair<CardType, QToolButton*>> m_typeButtons;
    QToolButton* m_tokenButton;
    QVector<QPair<Color, QToolButton*>> m_colorButtons;
    QToolButton* m_colorlessButton;
    QListView* m_list;
    QLabel* m_count;
    QLabel* m_message;
    QLabel* m_notFound;
    QPushButton* m_findOnline;
    bool m_onlineAllowed = false;
};

}   // namespace strata::ui
