import { createApi } from '@reduxjs/toolkit/query/react';
import { PEOPLE_PATHS, peoplePath, type Ciudadano, type Persona, type PersonaColoniasResponse, type UpdatePersonaBody } from '@sig/shared';
import { apiBaseQuery } from '@sig/shared/staff-ui';

export type { Ciudadano, Persona };
export type CiudadanoCaso = NonNullable<Ciudadano['secciones']['reportes']['items']>[number];

/** The parcel's one RTK Query api: the ciudadano page, the personal record and its edit. */
export const peopleApi = createApi({
  reducerPath: 'peopleApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Persona', 'Ciudadano'],
  // Every read of personal data is recorded by the server: a page reads on each visit, as before the cache,
  // keeps nothing once left, and never reads again what a write has just answered.
  refetchOnMountOrArgChange: true,
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    ciudadano: build.query<Ciudadano, string>({
      query: (id) => ({ url: peoplePath(PEOPLE_PATHS.ciudadano, id), schema: 'Ciudadano' }),
      providesTags: (_r, _e, id) => [{ type: 'Ciudadano', id }],
    }),
    persona: build.query<Persona, string>({
      query: (id) => ({ url: peoplePath(PEOPLE_PATHS.persona, id), schema: 'Persona' }),
      providesTags: (_r, _e, id) => [{ type: 'Persona', id }],
    }),
    /** Answers the saved record: it becomes the persona's entry (a second read would record another view). */
    updatePersona: build.mutation<Persona, { id: string; body: UpdatePersonaBody }>({
      query: ({ id, body }) => ({ url: peoplePath(PEOPLE_PATHS.persona, id), method: 'patch', json: body, schema: 'Persona' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then((r) => r.data, () => null);
        if (saved) dispatch(peopleApi.util.updateQueryData('persona', id, () => saved));
      },
      // the ciudadano page shows the same person's data
      invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'Ciudadano', id }]),
    }),
    colonias: build.query<PersonaColoniasResponse, void>({
      query: () => ({ url: PEOPLE_PATHS.colonias, schema: 'PersonaColoniasResponse' }),
    }),
  }),
});

export const { useCiudadanoQuery, usePersonaQuery, useUpdatePersonaMutation, useColoniasQuery } = peopleApi;
