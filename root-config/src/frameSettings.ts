import { type Settings, frameAttributes, frameThemeVars, navbarStore, settingsStore } from '@sig/shared';

/** Copies the layout settings and the navbar state onto the frame, where frame.css lays it out. */
export function applyFrameSettings(frame: HTMLElement, settings: Settings): void {
  for (const [name, value] of Object.entries(frameAttributes(settings))) frame.setAttribute(name, value);
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(frameThemeVars(settings))) root.setProperty(name, value);
}

export function followFrameSettings(frame: HTMLElement): void {
  const applyNavbar = () => {
    const n = navbarStore.getState();
    frame.dataset.navOpen = String(n.mobileOpen);
    frame.dataset.navDesktopOpen = String(n.open);
    frame.dataset.navFoldedOpen = String(n.foldedOpen);
  };
  applyFrameSettings(frame, settingsStore.getState().settings);
  applyNavbar();
  settingsStore.subscribe((s) => applyFrameSettings(frame, s.settings));
  navbarStore.subscribe(applyNavbar);
}
