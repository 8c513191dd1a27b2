import * as contract from './index';
import { SETTINGS_BOUNDS, jsonProblem } from './jsonBounds';
import { isZodSchema, stringLeaves } from './schemaWalk';
import { ImageUrl, MultiLine, Secret, SingleLine, StoredText, isSafeImageUrl } from './text';

const exported = (Object.entries(contract) as [string, unknown][]).filter((e): e is [string, Parameters<typeof stringLeaves>[0]] => isZodSchema(e[1]));
/** What a client sends: the request parts of every route are named so in the contract. */
const isRequestSchema = (name: string) => /(Body|Query|Params|Headers)$/.test(name);

describe('the contract’s strings (issue 19)', () => {
  it('walks a good share of the contract (the walker sees the schemas)', () => {
    expect(exported.length).toBeGreaterThan(80);
    expect(stringLeaves(contract.PublicFilingBody).map((l) => l.path.join('.'))).toEqual(expect.arrayContaining(['descripcion', 'direccion', 'habitanteId']));
  });

  it('every string schema of every exported schema carries a text check (SingleLine, MultiLine, Secret or StoredText)', () => {
    const bare = exported.flatMap(([name, schema]) => stringLeaves(schema).filter((l) => l.kind === null).map((l) => `${name}.${l.path.join('.')}`));
    expect(bare).toEqual([]);
  });

  it('no request schema takes a response-only string', () => {
    const stored = exported
      .filter(([name]) => isRequestSchema(name))
      .flatMap(([name, schema]) => stringLeaves(schema).filter((l) => l.kind !== 'input').map((l) => `${name}.${l.path.join('.')}`));
    expect(stored).toEqual([]);
  });
});

describe('SingleLine, MultiLine and Secret', () => {
  const bad = ['a\u0000b', 'a\u0001b', 'a\u001fb', 'a\u007fb', 'a\u0085b', 'a\u009fb', 'a\ud800b', 'a\udc00b', 'x\ud83d'];

  it.each(bad)('refuse %j with the text.control code', (v) => {
    for (const s of [SingleLine, MultiLine, Secret, SingleLine.trim().min(1).max(10)]) {
      const r = s.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({ code: 'custom', params: { code: 'text.control' } });
    }
  });

  it('keep lines only where text has lines', () => {
    for (const v of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(SingleLine.safeParse(v).success).toBe(false);
      expect(MultiLine.parse(v)).toBe(v);
    }
  });

  it('accept any well-formed Unicode and store it as NFC (so uniqueness compares like with like)', () => {
    expect(SingleLine.parse('Ñandú 😀 مرحبا')).toBe('Ñandú 😀 مرحبا');
    expect(SingleLine.parse('Jose\u0301')).toBe('José');
    expect(Secret.parse('Jose\u0301')).toBe('Jose\u0301');
  });

  it('chain like z.string(): the check runs on the raw input, before trim', () => {
    const s = SingleLine.trim().min(2).max(5);
    expect(s.parse('  abc  ')).toBe('abc');
    expect(s.safeParse('  ab\u0000 ').success).toBe(false);
    expect(s.safeParse('abcdefg').success).toBe(false);
  });

  it('StoredText lets stored data out as it is', () => {
    expect(StoredText.parse('a\u0000b')).toBe('a\u0000b');
  });
});

describe('image URLs', () => {
  it.each(['https://cdn.example.org/a.png', '/api/1.0/admin/logo/x.png', '/files/a b'.replace(' ', '%20')])('accepts %s', (v) => {
    expect(isSafeImageUrl(v)).toBe(true);
    expect(ImageUrl.parse(v)).toBe(v);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://example.org/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https://user:pw@example.org/a.png',
    'https:///a.png',
    'https://exa mple.org/a.png',
    'vbscript:x',
    'a.png',
  ])('refuses %s', (v) => {
    expect(isSafeImageUrl(v)).toBe(false);
    expect(ImageUrl.safeParse(v).success).toBe(false);
  });

  it('keeps the empty string (no photo)', () => {
    expect(ImageUrl.parse('')).toBe('');
  });
});

describe('settings bounds', () => {
  const nest = (n: number) => {
    let v: unknown = 1;
    for (let i = 0; i < n; i++) v = { a: v };
    return v;
  };

  it('refuses more levels than allowed, without recursion even at 100,000 levels', () => {
    expect(jsonProblem(nest(SETTINGS_BOUNDS.maxDepth), SETTINGS_BOUNDS)).toBeNull();
    expect(jsonProblem(nest(SETTINGS_BOUNDS.maxDepth + 1), SETTINGS_BOUNDS)).toBe('depth');
    expect(jsonProblem(nest(100_000), SETTINGS_BOUNDS)).toBe('depth');
  });

  it('refuses a large value and dirty strings, keys included', () => {
    expect(jsonProblem({ a: 'x'.repeat(SETTINGS_BOUNDS.maxChars) }, SETTINGS_BOUNDS)).toBe('size');
    expect(jsonProblem({ a: ['ok', 'a\u0000'] }, SETTINGS_BOUNDS)).toBe('text');
    expect(jsonProblem({ ['\ud800']: 1 }, SETTINGS_BOUNDS)).toBe('text');
  });

  it('the contract refuses them on user/update, naming settings', () => {
    const r = contract.UserUpdateBody.safeParse({ user: { data: { settings: nest(5000) } } });
    expect(r.error?.issues[0]).toMatchObject({ path: ['user', 'data', 'settings'], params: { code: 'json.depth' } });
  });
});
