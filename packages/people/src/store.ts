import { configureStore, isPlain } from '@reduxjs/toolkit';
import { isApiRequestError } from '@sig/shared';

import { peopleApi } from './peopleApi';

/** The parcel's store, one per mount (never a global one): only RTK Query's cache of the personal records. */
export function makeStore() {
  return configureStore({
    reducer: { [peopleApi.reducerPath]: peopleApi.reducer },
    middleware: (getDefault) =>
      // a failed call is kept as the ApiRequestError the UI translates (a record of plain fields)
      getDefault({ serializableCheck: { isSerializable: (v: unknown) => isPlain(v) || isApiRequestError(v) } }).concat(peopleApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
