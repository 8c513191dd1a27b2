export * from './bettaidPaths';

// bettaid (issue 29): the zod schemas of the API (skeleton: the bettaid server helper fills this in first).
