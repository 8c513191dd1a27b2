import { QUICK_SETTINGS_DEFAULTS, QUICK_SETTINGS_KEY, readQuickSettings, writeQuickSettings } from './quickSettings';

afterEach(() => localStorage.clear());

describe('quick settings storage', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(readQuickSettings()).toEqual({ sound: true, doNotDisturb: false, compact: false });
    expect(readQuickSettings()).toEqual(QUICK_SETTINGS_DEFAULTS);
  });

  it('writes a change next to the stored values and reads it back', () => {
    writeQuickSettings({ compact: true });
    writeQuickSettings({ sound: false });
    expect(JSON.parse(localStorage.getItem(QUICK_SETTINGS_KEY)!)).toEqual({ sound: false, doNotDisturb: false, compact: true });
    expect(readQuickSettings()).toEqual({ sound: false, doNotDisturb: false, compact: true });
  });

  it('ignores malformed storage and values that are not booleans', () => {
    localStorage.setItem(QUICK_SETTINGS_KEY, '{not json');
    expect(readQuickSettings()).toEqual(QUICK_SETTINGS_DEFAULTS);
    localStorage.setItem(QUICK_SETTINGS_KEY, JSON.stringify({ sound: 'no', doNotDisturb: true, extra: 1 }));
    expect(readQuickSettings()).toEqual({ sound: true, doNotDisturb: true, compact: false });
    localStorage.setItem(QUICK_SETTINGS_KEY, '[true]');
    expect(readQuickSettings()).toEqual(QUICK_SETTINGS_DEFAULTS);
  });
});
