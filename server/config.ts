/**
 * Configuration read from the environment and validated at start. A wrong value stops the server with a
 * message naming the variable.
 */
export interface Config {
  /** PORT, default 3000. */
  port: number;
  /** HOST, default 127.0.0.1... see loadConfig. */
  host: string;
  /** DATA_DIR, default ./data: the embedded database, uploads, generated secrets and operator.key. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** SMTP_URL: deliver mail over SMTP; unset keeps mail in the outbox table and the log. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, default `Tessera <no-reply@localhost>`. */
  mailFrom: string;
  /** PRODUCT_NAME, default Tessera. */
  productName: string;
  /** TOKEN_TTL in seconds: how long a member token lives without use, default 7200. */
  tokenTtlSeconds: number;
  /** PIN_PEPPER: secret mixed into PIN hashes; generated into DATA_DIR/secrets.json when unset. */
  pinPepper: string;
  /** OPERATOR_KEY: clear-text operator key accepted in addition to the one created at first start. */
  operatorKey: string | undefined;
  /** PUBLIC_URL: the address printed and used in operator sign-in links, default http://localhost:PORT. */
  publicUrl: string;
  /** LOG_LEVEL, default info. */
  logLevel: string;
}
