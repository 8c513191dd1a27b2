/** Reads a JWT's `exp` without verifying it (the server verifies); null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Spec 5: the token's expiry is compared with the current time in seconds. */
export function isTokenValid(token: string | null, nowMs = Date.now()): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp > nowMs / 1000;
}
