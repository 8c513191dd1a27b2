import { type FieldDb, openFieldDb } from './fieldDb';
import { blobBytes, sha256Hex } from './fileHash';
import type { FieldSender, NewWork, OutboxItem, OutboxProblem, StoredFile } from './outboxTypes';
import { classifyFailure, retryDelay } from './sendFailure';
import { writePendingMarker } from './pendingMarker';

export interface FieldKitOptions {
  /** The signed-in user's uuid: the kit stores, lists and sends only that user's work. */
  owner: string;
  dbName?: string;
  now?: () => number;
  random?: () => number;
}

export interface SyncReport {
  sent: number;
  retrying: number;
  conflicts: number;
  errors: number;
}

/** Counts of this user's unsent work by state; `total` is what signing out would leave behind. */
export interface OutboxCounts {
  pending: number;
  conflict: number;
  error: number;
  total: number;
}

const SYNC_LOCK = 'sig-field-sync';

/**
 * The offline outbox and read cache of one user on this device, in IndexedDB. Work is stored with a client-made
 * id and its files' hashes; `sync` hands each piece to the sender its parcel registered for its kind.
 */
export class FieldKit {
  private readonly senders = new Map<string, FieldSender>();
  private readonly listeners = new Set<() => void>();
  private syncing: Promise<SyncReport> | null = null;
  private followUp: Promise<SyncReport> | null = null;
  private followUpForce = false;
  private readonly now: () => number;
  private readonly random: () => number;

  private constructor(
    private readonly db: FieldDb,
    readonly owner: string,
    options: FieldKitOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  static async open(options: FieldKitOptions): Promise<FieldKit> {
    const kit = new FieldKit(await openFieldDb(options.dbName), options.owner, options);
    await kit.publishCounts();
    return kit;
  }

  close(): void {
    this.listeners.clear();
    this.db.close();
  }

  /** Stores a piece of work (hashing its files now) and returns it; the next sync sends it. */
  async put(work: NewWork): Promise<OutboxItem> {
    const files: StoredFile[] = [];
    for (const f of work.files ?? []) {
      const bytes = await blobBytes(f.blob);
      files.push({ name: f.name, type: f.blob.type, bytes, sha256: await sha256Hex(bytes) });
    }
    const at = this.now();
    const item: OutboxItem = { id: work.id ?? crypto.randomUUID(), kind: work.kind, owner: this.owner, payload: work.payload, files, state: 'pending', attempts: 0, nextTryAt: at, createdAt: at, updatedAt: at };
    await this.db.put('outbox', item);
    await this.publishCounts();
    return item;
  }

  /** This user's unsent work, oldest first. */
  async list(): Promise<OutboxItem[]> {
    const items = await this.db.getAllFromIndex('outbox', 'owner', this.owner);
    return items.sort((a, b) => a.createdAt - b.createdAt);
  }

  async counts(): Promise<OutboxCounts> {
    const items = await this.list();
    const count = (state: OutboxItem['state']) => items.filter((i) => i.state === state).length;
    return { pending: count('pending'), conflict: count('conflict'), error: count('error'), total: items.length };
  }

  /** Puts a conflict or error back in the queue (after the user fixed what the server objected to). */
  async retry(id: string): Promise<void> {
    const item = await this.db.get('outbox', id);
    if (!item || item.owner !== this.owner) return;
    await this.save({ ...item, state: 'pending', attempts: 0, nextTryAt: this.now(), problem: undefined });
  }

  /** Drops a piece of work the user decided to give up (a conflict they resolved otherwise). */
  async discard(id: string): Promise<void> {
    const item = await this.db.get('outbox', id);
    if (!item || item.owner !== this.owner) return;
    await this.db.delete('outbox', id);
    await this.publishCounts();
  }

  /** The parcel that owns a kind of work says how it is sent; returns the unregistration. */
  registerSender(kind: string, sender: FieldSender): () => void {
    this.senders.set(kind, sender);
    return () => {
      if (this.senders.get(kind) === sender) this.senders.delete(kind);
    };
  }

  /** Calls `listener` after every change of the outbox. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends what is due (`force`: also what waits for its backoff, as when the connection comes back). One sync
   * at a time in this page, and with Web Locks one across the tabs of this browser; asked while one runs, it
   * answers the report of the one sync that follows it.
   */
  sync(options: { force?: boolean } = {}): Promise<SyncReport> {
    const force = !!options.force;
    if (!this.syncing) {
      this.syncing = this.withLock(() => this.sendDue(force)).finally(() => (this.syncing = null));
      return this.syncing;
    }
    // The running sync may have read the outbox before this work was stored, or be waiting out a backoff the
    // returning connection should cut short: one more sync follows it (however many ask meanwhile), else the work
    // would wait for the next minute's sync.
    this.followUpForce ||= force;
    this.followUp ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        const again = { force: this.followUpForce };
        this.followUp = null;
        this.followUpForce = false;
        return this.sync(again);
      });
    return this.followUp;
  }

  private withLock<T>(run: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
    return locks ? (locks.request(SYNC_LOCK, run) as Promise<T>) : run();
  }

  private async sendDue(force: boolean): Promise<SyncReport> {
    const report: SyncReport = { sent: 0, retrying: 0, conflicts: 0, errors: 0 };
    for (const listed of await this.list()) {
      // read again: another tab may have sent or changed it meanwhile
      const item = await this.db.get('outbox', listed.id);
      const sender = item && this.senders.get(item.kind);
      if (!item || !sender || item.state !== 'pending' || (!force && item.nextTryAt > this.now())) continue;
      const outcome = await this.deliver(item, sender);
      report[outcome]++;
    }
    return report;
  }

  private async deliver(item: OutboxItem, sender: FieldSender): Promise<keyof SyncReport> {
    let current = item;
    try {
      // files first, each checked against the hash taken when it was stored
      for (const file of current.files) {
        if (file.ref) continue;
        if (!sender.uploadFile) return this.stop(current, 'error', { code: 'no_uploader', message: `No sender uploads files of ${current.kind}.`, file: file.name });
        const answer = await sender.uploadFile(current, { name: file.name, sha256: file.sha256, blob: new Blob([file.bytes], { type: file.type }) });
        if (answer.sha256.toLowerCase() !== file.sha256) {
          return this.stop(current, 'error', { code: 'hash_mismatch', message: `${file.name}: ${file.sha256} ≠ ${answer.sha256}`, file: file.name });
        }
        current = { ...current, files: current.files.map((f) => (f.name === file.name ? { ...f, ref: answer.ref } : f)) };
        await this.save(current);
      }
      const refs = Object.fromEntries(current.files.map((f) => [f.name, f.ref as string]));
      const answer = await sender.send(current, refs);
      if (answer && 'conflict' in answer) return this.stop(current, 'conflict', { code: 'conflict', message: answer.conflict });
      await this.db.delete('outbox', current.id);
      await this.publishCounts();
      return 'sent';
    } catch (error) {
      const failure = await classifyFailure(error);
      if (failure.kind === 'conflict') return this.stop(current, 'conflict', { code: 'conflict', message: failure.message });
      if (failure.kind === 'refused') return this.stop(current, 'error', { code: 'refused', message: failure.message });
      const attempts = current.attempts + 1;
      await this.save({ ...current, attempts, nextTryAt: this.now() + retryDelay(attempts, this.random), problem: { code: 'retrying', message: failure.message, status: failure.status } });
      return 'retrying';
    }
  }

  private async stop(item: OutboxItem, state: 'conflict' | 'error', problem: OutboxProblem): Promise<keyof SyncReport> {
    await this.save({ ...item, state, problem });
    return state === 'conflict' ? 'conflicts' : 'errors';
  }

  private async save(item: OutboxItem): Promise<void> {
    await this.db.put('outbox', { ...item, updatedAt: this.now() });
    await this.publishCounts();
  }

  private async publishCounts(): Promise<void> {
    const { total } = await this.counts();
    // read by the sign-out guard of pages that never loaded this module
    writePendingMarker(this.owner, total);
    this.listeners.forEach((l) => l());
  }

  /** Keeps read data (a work list, a case) for offline use, for this user. */
  async putSnapshot(key: string, data: unknown): Promise<void> {
    await this.db.put('snapshots', { id: `${this.owner}:${key}`, owner: this.owner, key, data, savedAt: this.now() });
  }

  async getSnapshot<T>(key: string): Promise<{ data: T; savedAt: number } | null> {
    const row = await this.db.get('snapshots', `${this.owner}:${key}`);
    return row ? { data: row.data as T, savedAt: row.savedAt } : null;
  }

  /**
   * Forgets the read data of `owner` (this user by default) once nothing of theirs waits to be sent: personal
   * data does not outlive the session, unsent work is never dropped. Returns whether it was cleared.
   */
  async clearSnapshotsIfSynced(owner = this.owner): Promise<boolean> {
    const waiting = await this.db.countFromIndex('outbox', 'owner', owner);
    if (waiting > 0) return false;
    const tx = this.db.transaction('snapshots', 'readwrite');
    for (const key of await tx.store.index('owner').getAllKeys(owner)) await tx.store.delete(key);
    await tx.done;
    return true;
  }

  /** Owners other than this one that left read data on the device (a shared phone). */
  async otherSnapshotOwners(): Promise<string[]> {
    const rows = await this.db.getAll('snapshots');
    return [...new Set(rows.map((r) => r.owner).filter((o) => o !== this.owner))];
  }
}
