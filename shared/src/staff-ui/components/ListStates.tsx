import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { apiErrorMessage, type Translate } from '../lib/fieldErrors';
import { Empty, LoadError, Loading } from './States';

const useStyles = makeStyles({
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
});

/** What ListStates reads of an RTK Query result (its `data`, error and refetch). */
export interface ListQuery<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The four states every server-paged list shows in one order: the load error with a retry, the first load,
 * the empty list (with an optional way out, such as clearing the filters), and the items (`children`).
 * The error is translated with the parcel's own `t`, which knows its API's error codes.
 */
export function ListStates<T extends { items: readonly unknown[] }>({
  query,
  t,
  empty,
  emptyAction,
  children,
}: {
  query: ListQuery<T>;
  t: Translate;
  empty: string;
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const s = useStyles();
  if (query.isError) return <LoadError message={apiErrorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  if (query.data.items.length === 0)
    return (
      <div className={s.empty}>
        <Empty>{empty}</Empty>
        {emptyAction}
      </div>
    );
  return <>{children(query.data)}</>;
}
