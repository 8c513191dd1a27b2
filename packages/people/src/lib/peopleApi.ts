import { PEOPLE_PATHS, peoplePath, request, type UpdatePersonaBody } from '@sig/shared';

// The answers' types come from `request`, which names the contract schema that checks them.
export const peopleApi = {
  ciudadano: (id: string) => request('get', peoplePath(PEOPLE_PATHS.ciudadano, id), 'Ciudadano'),
  persona: (id: string) => request('get', peoplePath(PEOPLE_PATHS.persona, id), 'Persona'),
  update: (id: string, body: UpdatePersonaBody) => request('patch', peoplePath(PEOPLE_PATHS.persona, id), 'Persona', { json: body }),
  colonias: () => request('get', PEOPLE_PATHS.colonias, 'PersonaColoniasResponse'),
};

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type Ciudadano = Answer<typeof peopleApi.ciudadano>;
export type Persona = Answer<typeof peopleApi.persona>;
export type CiudadanoCaso = NonNullable<Ciudadano['secciones']['reportes']['items']>[number];
