// AWS's own RDS IAM token, for comparing the console's with it:
//   NODE_PATH=$(tests/support/s3-server deps) node rds-token.js HOST PORT USER REGION [UNIX_MS]
// Credentials as AWS's SDK finds them (AWS_ACCESS_KEY_ID…, or AWS_PROFILE in
// AWS_SHARED_CREDENTIALS_FILE). UNIX_MS signs at that instant instead of now.
"use strict";
const { Signer } = require("@aws-sdk/rds-signer");

async function main() {
  const [hostname, port, username, region, at] = process.argv.slice(2);
  if (!region) throw new Error("usage: rds-token.js HOST PORT USER REGION [UNIX_MS]");
  if (at) {
    const fixed = Number(at);
    const RealDate = Date;
    global.Date = class extends RealDate {
      constructor(...args) {
        super(...(args.length ? args : [fixed]));
      }
      static now() {
        return fixed;
      }
    };
  }
  const signer = new Signer({ hostname, port: Number(port), username, region });
  process.stdout.write((await signer.getAuthToken()) + "\n");
}

main().catch((e) => {
  process.stderr.write(`rds-token.js: ${e.message}\n`);
  process.exit(1);
});
