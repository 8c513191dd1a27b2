import { type Middleware, type Reducer, type UnknownAction, configureStore, isPlain } from '@reduxjs/toolkit';
import { isApiRequestError } from '@sig/shared';

/** What a parcel's store needs of its one RTK Query api. */
export interface ParcelApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState(): UnknownAction };
}

/** A staff parcel's store, one per mount (never a global one): only its RTK Query api's cache. */
export function makeParcelStore(api: ParcelApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      // a failed call is kept as the ApiRequestError the UI translates (a record of plain fields)
      getDefault({ serializableCheck: { isSerializable: (v: unknown) => isPlain(v) || isApiRequestError(v) } }).concat(api.middleware),
  });
}

export type ParcelStore = ReturnType<typeof makeParcelStore>;
