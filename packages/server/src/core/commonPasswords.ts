import list from './common-passwords.txt';

let common: Set<string> | undefined;

/** The list is read once, on first use; comparison ignores case ("Password1" is as weak as "password1"). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    list
      .split(/\r?\n/)
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l !== '' && !l.startsWith('#')),
  );
  return common.has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  isCommonPassword('');
  return common!.size;
}
