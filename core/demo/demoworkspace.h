#pragma once

#include "settings/profile.h"

#include <QDateTime>
#include <QString>

namespace outbox {

struct DemoOptions {
    QString directory;       // empty: the user's data folder + /demo
    QDateTime anchor;        // "now" of the generated history; invalid: the current hour (UTC)
    quint32 seed = 20261130; // same seed and anchor, same rows
    int vortosRows = 12000;
    int fennFlowRows = 8000;
    int days = 30;
};

struct DemoWorkspace {
    QString directory;
    QString databasePath;
    QString objectStorePath;
    Profile vortosProfile;   // the Vortos table
    Profile fennFlowProfile; // the FennFlow table
    qint64 vortosRows = 0;
    qint64 fennFlowRows = 0;
    int temporaryObjects = 0;

    static QString defaultDirectory();
    // Creates the workspace when absent (or when overwrite), else opens what is there.
    static Result<DemoWorkspace> create(const DemoOptions &options, bool overwrite = false);

    // Saves the demo's two profiles where the store has no profile of their name; one that is
    // there is the user's, settings and all, and is never overwritten (it was: opening the demo
    // again reset what the user had set on it). The names saved.
    Result<QStringList> saveProfiles(ProfileStore &store) const;
};

} // namespace outbox
