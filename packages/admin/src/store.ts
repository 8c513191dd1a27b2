import { configureStore, isPlain } from '@reduxjs/toolkit';
import { isApiRequestError } from '@sig/shared';

import { adminApi } from './adminApi';

/** The parcel's store, one per mount (never a global one): only RTK Query's cache of the administration. */
export function makeStore() {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefault) =>
      // a failed call is kept as the ApiRequestError the UI translates (a record of plain fields)
      getDefault({ serializableCheck: { isSerializable: (v: unknown) => isPlain(v) || isApiRequestError(v) } }).concat(adminApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
