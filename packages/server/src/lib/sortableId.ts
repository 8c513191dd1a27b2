import { randomUUID } from 'node:crypto';

let lastMs = 0;
let seq = 0;

/**
 * Ids that sort in the order rows were written on this node (time, a per-process counter, randomness),
 * so rows (audit, history, messages, notifications) written within one millisecond, or under a frozen test clock, list in
 * the order they happened. Across nodes the created_at column orders first.
 */
export function sortableId(): string {
  const ms = Date.now();
  seq = ms === lastMs ? seq + 1 : 0;
  lastMs = ms;
  return `${ms.toString(36).padStart(9, '0')}${seq.toString(36).padStart(4, '0')}-${randomUUID()}`;
}
