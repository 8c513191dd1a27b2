import { type Theme, webLightTheme } from '@fluentui/react-components';

import { createStore, useStore } from '../store/createStore';

/** The Fluent theme every parcel renders with; the shell issue maps the settings' theme names onto it. */
export const themeStore = createStore<{ theme: Theme }>(() => ({ theme: webLightTheme }));

export const usePortalTheme = (): Theme => useStore(themeStore, (s) => s.theme);
