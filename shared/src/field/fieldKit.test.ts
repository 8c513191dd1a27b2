import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

import { FieldKit } from './fieldKit';
import type { FieldSender, OutboxItem, OutgoingFile } from './outboxTypes';
import { blobBytes, sha256Hex } from './fileHash';

// jsdom has no SubtleCrypto: Node's stands in for the browser's (its bytes copied into a Node Buffer, since
// Node checks the ArrayBuffer against its own realm, not jsdom's)
const subtle = { digest: (alg: string, data: ArrayBuffer) => webcrypto.subtle.digest(alg, Buffer.from(data)) };
Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => webcrypto.randomUUID(), subtle }, configurable: true });

let dbSeq = 0;
const newDbName = () => `sig-field-test-${++dbSeq}`;
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const photo = () => new Blob([PHOTO], { type: 'image/jpeg' });

/** An HTTP error as ky throws it: the kit reads only its response. */
const httpError = (status: number, body: unknown) => Object.assign(new Error(`HTTP ${status}`), { response: new Response(JSON.stringify(body), { status }) });

/**
 * A stand-in for the server (outside the kit): keeps what it received by client id, as the audit endpoint does,
 * and can lose its answer, fail, or answer a conflict.
 */
function fakeServer() {
  const received = new Map<string, unknown>();
  const uploads: { itemId: string; name: string; sha256: string }[] = [];
  let sends = 0;
  const behaviour = { loseAnswerOnce: false, status: 0, conflict: '', hashOf: (f: OutgoingFile, bytes: ArrayBuffer) => sha256Hex(bytes) as Promise<string> | string };
  const sender: FieldSender = {
    async uploadFile(item: OutboxItem, file: OutgoingFile) {
      const bytes = await blobBytes(file.blob);
      uploads.push({ itemId: item.id, name: file.name, sha256: file.sha256 });
      return { sha256: await behaviour.hashOf(file, bytes), ref: `file-${uploads.length}` };
    },
    async send(item: OutboxItem, refs: Record<string, string>) {
      sends++;
      if (behaviour.status) throw httpError(behaviour.status, { message: `estado ${behaviour.status}` });
      if (behaviour.conflict) return { conflict: behaviour.conflict };
      received.set(item.id, { payload: item.payload, refs });
      if (behaviour.loseAnswerOnce) {
        behaviour.loseAnswerOnce = false;
        throw new TypeError('Failed to fetch');
      }
    },
  };
  return { received, uploads, sender, behaviour, sends: () => sends };
}

describe('the field kit outbox', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const open = (dbName: string, owner = 'user-1') => FieldKit.open({ owner, dbName, now, random: () => 0 });
  const kits: FieldKit[] = [];
  const track = async (k: Promise<FieldKit>) => {
    const kit = await k;
    kits.push(kit);
    return kit;
  };
  afterEach(() => kits.splice(0).forEach((k) => k.close()));

  it('keeps stored work, with its photo bytes and hash, in a new kit instance (a reload)', async () => {
    const dbName = newDbName();
    const first = await open(dbName);
    const stored = await first.put({ kind: 'audit', payload: { veredicto: 'conforme' }, files: [{ name: 'foto-1', blob: photo() }] });
    first.close();

    const reloaded = await track(open(dbName));
    const [item] = await reloaded.list();
    expect(item).toMatchObject({ id: stored.id, kind: 'audit', payload: { veredicto: 'conforme' }, state: 'pending' });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Uint8Array(item.files[0].bytes)).toEqual(PHOTO);
    expect(item.files[0].sha256).toBe(await sha256Hex(PHOTO.buffer));
    expect(await reloaded.counts()).toEqual({ pending: 1, conflict: 0, error: 0, total: 1 });
  });

  it('sends work stored while a sync runs in one more sync right after it, not a minute later', async () => {
    const kit = await track(open(newDbName()));
    const server = fakeServer();
    let release = () => {};
    const slow: FieldSender = { send: (item, refs) => new Promise<void>((ok) => (release = ok)).then(() => server.sender.send(item, refs)) };
    kit.registerSender('audit', slow);
    await kit.put({ kind: 'audit', payload: { n: 1 } });
    const first = kit.sync();
    // the running sync has listed the outbox already: the second work is not in it
    await new Promise((r) => setTimeout(r, 20));
    const second = await kit.put({ kind: 'audit', payload: { n: 2 } });
    const afterIt = kit.sync();
    expect(kit.sync({ force: true })).toBe(afterIt);
    release();
    expect(await first).toMatchObject({ sent: 1 });
    await new Promise((r) => setTimeout(r, 20));
    release();
    expect(await afterIt).toMatchObject({ sent: 1 });
    expect(server.received.has(second.id)).toBe(true);
    expect(await kit.counts()).toMatchObject({ total: 0 });
  });

  it('sends each piece of work once: after a lost answer the retry carries the same client id', async () => {
    const kit = await track(open(newDbName()));
    const server = fakeServer();
    kit.registerSender('audit', server.sender);
    const item = await kit.put({ kind: 'audit', payload: { n: 1 }, files: [{ name: 'foto-1', blob: photo() }] });
    server.behaviour.loseAnswerOnce = true;

    expect(await kit.sync()).toMatchObject({ sent: 0, retrying: 1 });
    expect((await kit.list())[0]).toMatchObject({ id: item.id, attempts: 1, nextTryAt: clock + 5_000, problem: { code: 'retrying', status: 0 } });
    // not due yet: a plain sync waits for the backoff
    expect(await kit.sync()).toMatchObject({ sent: 0, retrying: 0 });
    clock += 5_000;
    expect(await kit.sync()).toMatchObject({ sent: 1 });

    expect(server.sends()).toBe(2);
    expect([...server.received.keys()]).toEqual([item.id]);
    // the photo went up once: its ref was kept after the first upload
    expect(server.uploads).toHaveLength(1);
    expect(server.received.get(item.id)).toEqual({ payload: { n: 1 }, refs: { 'foto-1': 'file-1' } });
    expect(await kit.counts()).toMatchObject({ total: 0 });
  });

  it('retries a 5xx with a growing wait, and a forced sync (back online) does not wait', async () => {
    const kit = await track(open(newDbName()));
    const server = fakeServer();
    kit.registerSender('audit', server.sender);
    await kit.put({ kind: 'audit', payload: {} });
    server.behaviour.status = 503;
    await kit.sync();
    await kit.sync({ force: true });
    expect((await kit.list())[0]).toMatchObject({ state: 'pending', attempts: 2, nextTryAt: clock + 10_000 });
    server.behaviour.status = 0;
    expect(await kit.sync({ force: true })).toMatchObject({ sent: 1 });
  });

  it('keeps a 409 or a conflict answer as a conflict with the server message, never sent again on its own', async () => {
    const kit = await track(open(newDbName()));
    const server = fakeServer();
    kit.registerSender('audit', server.sender);
    const a = await kit.put({ kind: 'audit', payload: { a: 1 } });
    server.behaviour.status = 409;
    expect(await kit.sync()).toMatchObject({ conflicts: 1 });
    server.behaviour.status = 0;
    server.behaviour.conflict = 'El caso fue reabierto mientras tanto.';
    clock += 1;
    const b = await kit.put({ kind: 'audit', payload: { b: 1 } });
    expect(await kit.sync()).toMatchObject({ conflicts: 1 });

    const items = await kit.list();
    expect(items.map((i) => [i.id, i.state, i.problem])).toEqual([
      [a.id, 'conflict', { code: 'conflict', message: 'estado 409' }],
      [b.id, 'conflict', { code: 'conflict', message: 'El caso fue reabierto mientras tanto.' }],
    ]);
    clock += 3_600_000;
    expect(await kit.sync({ force: true })).toMatchObject({ sent: 0, conflicts: 0 });
    expect(await kit.counts()).toEqual({ pending: 0, conflict: 2, error: 0, total: 2 });
  });

  it('stops on another 4xx and keeps the work as an error for the user', async () => {
    const kit = await track(open(newDbName()));
    const server = fakeServer();
    kit.registerSender('audit', server.sender);
    await kit.put({ kind: 'audit', payload: {} });
    server.behaviour.status = 400;
    expect(await kit.sync()).toMatchObject({ errors: 1 });
    expect((await kit.list())[0]).toMatchObject({ state: 'error', problem: { code: 'refused', message: 'estado 400' } });
    // once the user fixed it, the work goes back in the queue
    server.behaviour.status = 0;
    await kit.retry((await kit.list())[0].id);
    expect(await kit.sync()).toMatchObject({ sent: 1 });
  });

  it('reports a photo whose hash comes back different, and does not send the work', async () => {
    const kit = await track(open(newDbName()));
    const server = fakeServer();
    server.behaviour.hashOf = () => 'ab'.repeat(32);
    kit.registerSender('audit', server.sender);
    await kit.put({ kind: 'audit', payload: {}, files: [{ name: 'firma', blob: new Blob(['trazo'], { type: 'image/png' }) }] });

    expect(await kit.sync({ force: true })).toMatchObject({ errors: 1, sent: 0 });
    const [item] = await kit.list();
    expect(item.state).toBe('error');
    expect(item.problem).toMatchObject({ code: 'hash_mismatch', file: 'firma' });
    expect(server.sends()).toBe(0);
    // not retried forever: a later sync leaves it alone
    await kit.sync({ force: true });
    expect(server.uploads).toHaveLength(1);
  });

  it('counts pending work live for subscribers, and only the owner sees or sends it', async () => {
    const dbName = newDbName();
    const mine = await track(open(dbName, 'user-1'));
    const theirs = await track(open(dbName, 'user-2'));
    const seen: number[] = [];
    mine.subscribe(() => void mine.counts().then((c) => seen.push(c.total)));
    await mine.put({ kind: 'audit', payload: 1 });
    await mine.put({ kind: 'audit', payload: 2 });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toBe(2);
    expect(await theirs.counts()).toMatchObject({ total: 0 });
    const server = fakeServer();
    theirs.registerSender('audit', server.sender);
    expect(await theirs.sync({ force: true })).toMatchObject({ sent: 0 });
    expect(localStorage.getItem('sig_field_pending:user-1')).toBe('2');
  });

  it('keeps read data per user and clears it only once nothing of theirs waits to be sent', async () => {
    const kit = await track(open(newDbName()));
    await kit.putSnapshot('worklist', [{ orderId: 7 }]);
    expect(await kit.getSnapshot('worklist')).toEqual({ data: [{ orderId: 7 }], savedAt: clock });
    const item = await kit.put({ kind: 'audit', payload: {} });
    expect(await kit.clearSnapshotsIfSynced()).toBe(false);
    expect(await kit.getSnapshot('worklist')).not.toBeNull();
    await kit.discard(item.id);
    expect(await kit.clearSnapshotsIfSynced()).toBe(true);
    expect(await kit.getSnapshot('worklist')).toBeNull();
  });
});
