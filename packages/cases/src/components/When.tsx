import { formatDateTime, formatRelative } from '../lib/dates';

/** A moment as "hace 3 horas", the exact date and time on hover (title) and for machines (dateTime). */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}
