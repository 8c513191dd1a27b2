// Plain constants of bettaid (issue 29), free of zod so the browser (and an offline door or checker) can use them without loading it.
// (skeleton: the bettaid server helper fills this in first)
export {};
