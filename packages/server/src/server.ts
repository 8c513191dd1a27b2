import { buildApp } from './app';
import { loadConfig } from './config';

/** The only file that listens. Configuration comes from the environment (see config.ts). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  if (config.scryptCost !== undefined && config.scryptCost < 17) {
    app.log.warn({ scryptCost: config.scryptCost }, 'SIG_SCRYPT_COST por debajo de 17: contraseñas con hash débil, solo para pruebas');
  }
  if (config.databaseUrl && !process.env.JWT_SECRET) {
    app.log.warn('JWT_SECRET no está definido: con varios nodos cada uno firmaría con su propio secreto');
  }
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ portalDir: config.portalDir, dataDir: config.dataDir, openRegistration: config.openRegistration }, 'SIG server ready');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
