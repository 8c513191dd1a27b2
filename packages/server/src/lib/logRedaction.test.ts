import { Writable } from 'node:stream';

import Fastify from 'fastify';

import { logSerializers, redactUrl } from './logRedaction';

describe('request log redaction', () => {
  it('masks follow codes and one-click tokens, keeps the rest of the URL', () => {
    expect(redactUrl('/api/1.0/public/demo/transparencia/solicitudes/T-2026-000001?code=ABCD-1234')).toBe(
      '/api/1.0/public/demo/transparencia/solicitudes/T-2026-000001?code=***',
    );
    expect(redactUrl('/api/1.0/public/demo/baja?lang=es&t=secret.token&x=1')).toBe('/api/1.0/public/demo/baja?lang=es&t=***&x=1');
    expect(redactUrl('/a?Code=x&%74=y')).toBe('/a?Code=***&%74=***');
    expect(redactUrl('/a?codes=keep&q=code')).toBe('/a?codes=keep&q=code');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('keeps the code out of what a real Fastify logger writes', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    app.get('/thread', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/thread?code=SECRET-42&page=2' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/thread?code=***&page=2');
    expect(log).not.toContain('SECRET-42');
  });
});
