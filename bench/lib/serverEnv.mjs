import path from 'node:path';

/** The environment of a bench's own server: production mode on loopback, a data dir, a database, an admin. */
export function serverEnv({ dataDir, databaseUrl = '', port = 0, admin, portalDir = path.join(dataDir, 'no-portal'), logLevel = 'warn' }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SIG_DATA_DIR: dataDir,
    SIG_PORTAL_DIR: portalDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SIG_ADMIN_EMAIL: admin.email,
    SIG_ADMIN_PASSWORD: admin.password,
    SMTP_URL: '',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: logLevel,
  };
}
