/**
 * @sig/shared/field: the offline field kit (issue 25's auditors, issue 28's delivery staff). An IndexedDB outbox
 * of work with client-made ids and hashed files, sent by the sender each parcel registers for its kind; a
 * per-user cache of read data; persistent storage; hooks. Its own System module: only field pages load it.
 */
export { FieldKit, type FieldKitOptions, type OutboxCounts, type SyncReport } from './fieldKit';
export type { FieldSender, NewWork, OutboxItem, OutboxProblem, OutboxState, OutgoingFile, SendAnswer, StoredFile, UploadAnswer } from './outboxTypes';
export { FIELD_DB_NAME } from './fieldDb';
export { sha256Hex } from './fileHash';
export { retryDelay } from './sendFailure';
export { startAutoSync, FIELD_SYNC_TAG } from './autoSync';
export { requestPersistentStorage, persistentStorageState, type PersistState } from './persistentStorage';
export { sessionFieldKit } from './sessionKit';
export { useFieldKit, useFieldKitWith, useOfflineCopy, useOutboxCounts, useOutboxView, usePendingCount, useOnline, usePersistentStorage, useStorageState, type StorageState } from './fieldHooks';
