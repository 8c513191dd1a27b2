/** Injected wherever time decides an outcome (ticket expiry, token expiry, throttles) so tests can move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
export const iso = (d: Date): string => d.toISOString();
