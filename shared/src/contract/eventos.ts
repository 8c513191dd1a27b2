export * from './eventosPaths';

// eventos (issue 29): the zod schemas of the API (skeleton: the eventos server helper fills this in first).
