import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

import type { OutboxItem } from './outboxTypes';

/** A snapshot of read data kept for offline use, per user (`owner`) and key. */
export interface SnapshotRow {
  id: string;
  owner: string;
  key: string;
  data: unknown;
  savedAt: number;
}

interface FieldSchema extends DBSchema {
  outbox: { key: string; value: OutboxItem; indexes: { owner: string } };
  snapshots: { key: string; value: SnapshotRow; indexes: { owner: string } };
}

export type FieldDb = IDBPDatabase<FieldSchema>;

export const FIELD_DB_NAME = 'sig-field';

/** One database per browser profile; every row names its owner (the signed-in user's uuid). */
export function openFieldDb(name = FIELD_DB_NAME): Promise<FieldDb> {
  return openDB<FieldSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('owner', 'owner');
      db.createObjectStore('snapshots', { keyPath: 'id' }).createIndex('owner', 'owner');
    },
  });
}
