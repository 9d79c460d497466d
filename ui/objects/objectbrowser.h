#pragma once

#include "objectstore/objectstore.h"
#include "util/result.h"

#include <QDialog>

#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QSortFilterProxyModel;
class QTreeView;

namespace outbox::ui {

// Lists an object store's keys under a prefix, a page at a time off the GUI thread, for the user
// to pick one: the temporary uploads a promotion starts from. The filter narrows the keys listed so
// far; "Load More" lists the next page. Double-click, Enter or "Use This Key" accepts;
// selectedKey() is then the key.
//
// Object names: objectBrowser, objectPrefixLabel, objectFilterEdit, objectList, objectStatus,
// loadMoreButton, useKeyButton.
class ObjectBrowserDialog : public QDialog {
    Q_OBJECT
public:
    // Opens the store on a worker thread (the keychain and the store may block); called once,
    // the store then lists every page, one request at a time.
    using StoreOpener = std::function<outbox::Result<std::unique_ptr<outbox::ObjectStore>>()>;

    ObjectBrowserDialog(StoreOpener opener, const QString &prefix, QWidget *parent = nullptr);
    ~ObjectBrowserDialog() override;

    QString selectedKey() const { return m_selected; }
    int listedCount() const; // keys listed so far
    bool isListing() const { return m_listing; }
    bool hasMore() const { return !m_nextToken.isEmpty(); }
    static constexpr int kPageSize = 200;
    void setPageSizeForTests(int keys) { m_pageSize = keys; }

public Q_SLOTS:
    void loadMore(); // the next page (the first one is listed once the dialog is shown)

Q_SIGNALS:
    void pageListed(); // a page arrived (or the listing failed: see the status)

protected:
    void showEvent(QShowEvent *event) override;
    // Down from the filter walks into the list; Enter there uses the current key.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Shared; // the store, kept between pages; owned with the running page's thread
    void pageArrived(const outbox::Result<outbox::ObjectPage> &page);
    void updateStatus();
    void useCurrent();

    std::shared_ptr<Shared> m_shared;
    QString m_prefix;
    QString m_nextToken;
    QString m_selected;
    QString m_error;
    int m_pageSize = kPageSize;
    bool m_listing = false;
    bool m_started = false;
    QLineEdit *m_filter;
    QTreeView *m_view;
    QStandardItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_status;
    QPushButton *m_loadMore;
    QPushButton *m_use;
};

} // namespace outbox::ui
