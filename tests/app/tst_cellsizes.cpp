// The characteristics table's cells remember their measured size (ComputedValueDelegate::sizeHint):
// whatever the style measures changes the answer as it would for a delegate that remembers nothing.
// Tables draw their cells from kept pictures (CellPictures): the pixels are those of cells drawn afresh.
#include "docks/ComputedValueDelegate.h"
#include "docks/PictureItemDelegate.h"
#include "models/CharacteristicsModel.h"
#include <QHBoxLayout>
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>

using namespace strata::ui;

class TestCellSizes : public QObject {
    Q_OBJECT
private slots:
    void aRememberedSizeIsTheMeasuredOne()
    {
        QStandardItemModel model(1, CharacteristicsModel::ColumnCount);
        QTableView view;
        view.setModel(&model);
        ComputedValueDelegate remembering;
        const QModelIndex cell = model.index(0, CharacteristicsModel::AbilitiesColumn);
        const auto sizeIn = [&](ComputedValueDelegate& delegate, int width) {
            QStyleOptionViewItem option;
            option.initFrom(&view);
            option.widget = &view;
            option.font = view.font();   // as the view gives it
            option.features = QStyleOptionViewItem::WrapText;
            option.rect = QRect(0, 0, width, 1);
            return delegate.sizeHint(option, cell);
        };
        QStringList mismatches;
        const auto check = [&](int width) {
            ComputedValueDelegate fresh;
            const QSize size = sizeIn(remembering, width), measured = sizeIn(fresh, width);
            if (size != measured)
                mismatches << QStringLiteral("%1 wide: %2x%3, measured %4x%5")
                                  .arg(width).arg(size.width()).arg(size.height())
                                  .arg(measured.width()).arg(measured.height());
            return size;
        };
        const QString text = QStringLiteral("Whenever this creature attacks, each opponent loses 1 life and you gain 1 life.");
        model.setData(cell, text);
        const QSize wide = check(600);
        QCOMPARE(sizeIn(remembering, 600), wide);   // asked again: the remembered answer
        const QSize narrow = check(120);            // the text wraps onto more lines
        QVERIFY(narrow.height() > wide.height());
        model.setData(cell, QStringLiteral("Flying"));   // the value changed
        QVERIFY(check(120).height() < narrow.height());
        model.setData(cell, text);
        model.setData(cell, true, CharacteristicsModel::DiffersFromPrintedRole);   // drawn bold
        QVERIFY(check(600).width() > wide.width());
        view.setFont(QFont(view.font().family(), view.font().pointSize() * 2));   // another font
        QVERIFY(check(600).height() > wide.height());
        QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(QLatin1String("; "))));
    }

    // Two tables side by side in one window over one model: one draws every cell afresh, the other
    // from the pictures it keeps. Alternate rows, a selected row, changed (banded, bold) and printed
    // (dim) cells, wrapped text; then values change and cells are drawn again.
    void aCellFromItsPictureEqualsOneDrawnAfresh_data()
    {
        QTest::addColumn<bool>("characteristics");
        QTest::newRow("characteristics table") << true;
        QTest::newRow("plain table") << false;
    }
    void aCellFromItsPictureEqualsOneDrawnAfresh()
    {
        QFETCH(bool, characteristics);
        QStandardItemModel model(5, CharacteristicsModel::ColumnCount);
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < model.columnCount(); ++c) {
                const QModelIndex cell = model.index(r, c);
                model.setData(cell, c == CharacteristicsModel::AbilitiesColumn && r % 2
                        ? QStringLiteral("Flying, first strike. Whenever this creature attacks, you gain 1 life.")
                        : QStringLiteral("r%1 c%2").arg(r).arg(c));
                if (characteristics)
                    model.setData(cell, (r + c) % 3 == 0, CharacteristicsModel::DiffersFromPrintedRole);
            }
        QWidget window;
        auto* row = new QHBoxLayout(&window);
        const auto table = [&](bool keeps) {
            auto* view = new QTableView(&window);
            view->setModel(&model);
            if (characteristics) {
                auto* delegate = new ComputedValueDelegate(view);
                delegate->setKeepsPictures(keeps);
                view->setItemDelegate(delegate);
            } else {
                auto* delegate = new PictureItemDelegate(view);
                delegate->setKeepsPictures(keeps);
                view->setItemDelegate(delegate);
            }
            view->setFocusPolicy(Qt::NoFocus);   // neither draws a focused cell the other does not
            view->setAlternatingRowColors(true);
            view->setWordWrap(true);
            view->setColumnWidth(CharacteristicsModel::AbilitiesColumn, 150);
            view->setSelectionBehavior(QAbstractItemView::SelectRows);
            view->selectRow(2);
            view->resizeRowsToContents();
            row->addWidget(view);
            return view;
        };
        QTableView* afresh = table(false);
        QTableView* kept = table(true);
        window.resize(1800, 400);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto kepts = [&] {
            return characteristics ? static_cast<ComputedValueDelegate*>(kept->itemDelegate())->keptPictures()
                                   : static_cast<PictureItemDelegate*>(kept->itemDelegate())->keptPictures();
        };
        const auto same = [&](const char* when) {
            const QImage expected = afresh->grab().toImage();
            QCOMPARE(kept->grab().toImage(), expected);   // pictures drawn where none was kept
            QCOMPARE(kept->grab().toImage(), expected);   // kept pictures copied
            QVERIFY2(kepts() > 0, when);
        };
        same("first drawing");
        model.setData(model.index(1, CharacteristicsModel::NameColumn), QStringLiteral("Another name"));
        if (characteristics)
            model.setData(model.index(1, CharacteristicsModel::NameColumn), true, CharacteristicsModel::DiffersFromPrintedRole);
        model.setData(model.index(3, CharacteristicsModel::AbilitiesColumn), QStringLiteral("Vigilance"));
        kept->resizeRowsToContents();
        afresh->resizeRowsToContents();
        kept->selectRow(4);
        afresh->selectRow(4);
        same("after an edit");
    }
};

QTEST_MAIN(TestCellSizes)
#include "tst_cellsizes.moc"
