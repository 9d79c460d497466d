#pragma once

#include "objectstore/objectstore.h"
#include "objectstore/sigv4.h"

#include <QUrl>

#include <functional>

class QNetworkAccessManager;
class QNetworkRequest;

namespace outbox {

// Where and how to reach the bucket. The Vortos writer compiles these in; the console keeps
// its own copy (profile or OBJECT_STORE_* environment).
struct S3Config {
    enum class Provider {
        S3, // AWS; the endpoint defaults to https://s3.<region>.amazonaws.com
        R2, // Cloudflare R2; the endpoint defaults to https://<account>.r2.cloudflarestorage.com
        Custom, // MinIO, s3rver, …: the endpoint is required
    };

    Provider provider = Provider::Custom;
    QString endpoint;    // http(s)://host[:port][/base]; empty: the provider's default
    QString r2AccountId; // provider R2 without an endpoint
    QString bucket;
    QString region = QStringLiteral("auto"); // "auto" signs as us-east-1
    QString accessKeyId;
    QString secretAccessKey; // never logged, never part of a message
    bool pathStyle = false;  // http://host/bucket/key instead of http://bucket.host/key
    int connectTimeoutMs = 2000;
    int requestTimeoutMs = 10000;
    int maxRetries = 3;         // retries after throttling or a 5xx answer
    int retryBaseDelayMs = 200; // first backoff; doubled per retry, with jitter

    // OBJECT_STORE_ENDPOINT, _BUCKET, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY,
    // _PATH_STYLE (true/false), and optionally _PROVIDER (s3|r2|custom) and _R2_ACCOUNT_ID.
    // Validated; the error names the variables to set.
    static Result<S3Config> fromEnvironment();

    static Result<Provider> parseProvider(const QString &text);
    static QString providerName(Provider provider);

    // Every problem at once, in the user's words; Done when the store can be used.
    Status validate() const;
    // The endpoint actually used (the provider's default when `endpoint` is empty).
    Result<QUrl> endpointUrl() const;
    // For messages and logs: bucket, endpoint, addressing, region. Never the keys' secret.
    QString describe() const;
};

// ObjectStore over an S3-compatible bucket, signed with AWS Signature V4.
//
// Blocking: each request runs a local QEventLoop on the calling thread, which must therefore be
// a worker thread (or a command-line main thread), NEVER the GUI thread. The network manager is
// created on the first calling thread and reused there for keep-alive; a call from another
// thread gets a manager of its own for that call. Not for concurrent use: one store per worker.
//
// Throttling (429, 503 SlowDown) and 500/502/503/504 answers are retried up to maxRetries times
// with jittered exponential backoff; timeouts and network errors are reported, not retried.
//
// A HEAD answer has no body, so head() cannot tell a missing bucket from a missing key: both read
// as "not found". Every other call names NoSuchBucket.
class S3ObjectStore final : public ObjectStore {
public:
    static Result<std::unique_ptr<S3ObjectStore>> create(S3Config config);
    ~S3ObjectStore() override;

    const S3Config &config() const { return m_config; }

    QString description() const override;
    Result<std::optional<ObjectInfo>> head(const QString &key) override;
    Result<QByteArray> get(const QString &key) override;
    Status put(const QString &key, const QByteArray &body,
               const QString &contentType = {}) override;
    Status copy(const QString &sourceKey, const QString &targetKey) override;
    Status remove(const QString &key) override;
    Result<ObjectPage> list(const QString &prefix, const QString &continuationToken = {},
                            int maxKeys = 1000) override;

    // A URL anyone can use with `method` (GET, PUT, HEAD or DELETE) on the key until it
    // expires (1 s to 7 days). The payload is unsigned. signingTime defaults to now; tests pass
    // an older one to get an expired URL. The URL is a credential: don't log it.
    Result<QUrl> presignedUrl(const QByteArray &method, const QString &key, int expiresSeconds,
                              const QDateTime &signingTime = {}) const;

    // Tests only: called after signing, just before sending, to tamper with a request.
    using RequestHook = std::function<void(QNetworkRequest &request, QByteArray &body)>;
    void setRequestHookForTests(RequestHook hook) { m_requestHook = std::move(hook); }

private:
    struct Call;
    struct Response;
    struct Target;

    S3ObjectStore(S3Config config, QUrl endpoint);
    Target targetOf(const QString &key) const;
    Result<Response> execute(const Call &call);
    // Executes the call for the key, normalised first (a key that cannot be one is refused).
    Result<Response> executeFor(Call &call, const QString &key);
    Result<Response> sendOnce(const Call &call, QNetworkAccessManager &network);
    QNetworkAccessManager &network(std::unique_ptr<QNetworkAccessManager> &temporary);
    Error failure(const Call &call, const Response &response) const;

    S3Config m_config;
    QUrl m_endpoint;    // scheme, host and port only
    QString m_basePath; // the endpoint's path, decoded, without a trailing '/'
    std::unique_ptr<QNetworkAccessManager> m_network;
    RequestHook m_requestHook;
};

// The x-amz-copy-source value for a key: "/bucket/key" with each key segment URI-encoded as
// AWS requires ('+' as %2B, '?' as %3F…); a raw '+' would be read as a space.
QByteArray copySourceHeader(const QString &bucket, const QString &key);

// An S3 XML error body (<Error><Code>…</Code><Message>…</Message>); empty fields when the
// body is not one (HEAD answers and proxies' HTML pages have none).
struct S3ErrorBody {
    QString code;
    QString message;
};
S3ErrorBody parseS3Error(const QByteArray &body);

} // namespace outbox
