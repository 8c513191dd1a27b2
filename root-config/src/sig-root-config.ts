import {
  LOGIN_PATH,
  SHELL_PARCELS,
  checkSession,
  closeMobileNavbar,
  dismissLeftBehind,
  navigate,
  parcelsOf,
  rememberUrl,
  sessionStore,
  startRealtime,
  t,
  translationsReady,
  i18n,
} from '@sig/shared';
import {
  type AppError,
  addErrorHandler,
  getAppStatus,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';

import { type Decision, decide, showsFrame } from './guard';
import { MissingParcelError, forgetParcel, loadParcel } from './parcelLoader';
import { followFrameSettings } from './frameSettings';
import { preloadRoute } from './preloadRoute';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { hidePanel, showPanel } from './statusPanel';

const guardSession = () => {
  const s = sessionStore.getState();
  return { signedIn: s.status === 'signed-in', role: s.role };
};
const current = (): Decision => decide(window.location.pathname, guardSession());

/** Where each shell parcel lives in the frame; route parcels go into sig-main. */
const SHELL_HOSTS: Record<string, string> = {
  '@sig/navbar': 'sig-navbar',
  '@sig/toolbar': 'sig-toolbar',
  '@sig/footer': 'sig-footer',
  '@sig/settings': 'sig-settings',
  // the side panels overlay the page; their host takes no room in the frame
  '@sig/chat-panel': 'sig-panels',
  '@sig/notification-panel': 'sig-panels',
  '@sig/quick-panel': 'sig-panels',
};

/** Each parcel mounts into its own container in the frame. */
function containerFor(name: string): HTMLElement {
  const id = `parcel-${name.replace(/[@/]/g, '-').replace(/^-+/, '')}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.className = 'sig-parcel';
    const host = SHELL_HOSTS[name] ?? 'sig-main';
    document.getElementById(host)!.appendChild(el);
  }
  return el;
}

function register(name: string): void {
  const isShell = (SHELL_PARCELS as readonly string[]).includes(name);
  registerApplication({
    name,
    app: () => loadParcel(name) as Promise<never>,
    activeWhen: () => {
      const d = current();
      if (isShell) return showsFrame(d, guardSession());
      return d.kind === 'render' && d.route.parcel === name;
    },
    customProps: () => ({ domElement: containerFor(name) }),
  });
}

async function retry(name: string): Promise<void> {
  hidePanel();
  forgetParcel(name);
  await unregisterApplication(name).catch(() => undefined);
  register(name);
  await triggerAppChange();
}

const failed = new Map<string, 'error' | 'missing'>();

addErrorHandler((err: AppError) => {
  const name = err.appOrParcelName;
  const kind = err.cause instanceof MissingParcelError || err instanceof MissingParcelError || /not in the import map/.test(err.message) ? 'missing' : 'error';
  if (kind === 'missing') console.warn(`[sig] ${name} is not published in this portal`);
  else console.error(`[sig] parcel ${name} failed`, err);
  failed.set(name, kind);
  renderFrame();
});

/** Frame visibility, the no-access panel and the failed-parcel panel follow the current route. */
function renderFrame(): void {
  const d = current();
  const session = guardSession();
  const frame = document.getElementById('sig-frame')!;
  frame.dataset.layout = showsFrame(d, session) ? 'staff' : 'public';
  if (d.kind === 'denied') {
    showPanel('denied');
    return;
  }
  const owner = d.kind === 'render' ? d.route.parcel : null;
  const kind = owner ? failed.get(owner) : undefined;
  const status = owner ? getAppStatus(owner) : null;
  if (owner && kind && (status === 'LOAD_ERROR' || status === 'SKIP_BECAUSE_BROKEN' || kind === 'missing')) {
    // a parcel the import map lacks is not installed: retrying could never bring it, so only a way home
    showPanel(kind, { parcel: owner, onRetry: kind === 'error' ? () => void retry(owner).then(() => failed.delete(owner)) : undefined });
    return;
  }
  hidePanel();
}

/** Redirects run before any parcel mounts: activity functions already refuse guarded routes. */
function applyRedirect(): boolean {
  const d = current();
  if (d.kind !== 'redirect') return false;
  if (d.remember) rememberUrl(window.location.pathname + window.location.search + window.location.hash);
  if (d.to === LOGIN_PATH || d.to === window.location.pathname) navigate(d.to, { replace: true });
  else navigate(d.to, { replace: true });
  return true;
}

function hideSplash(): void {
  const splash = document.getElementById('sig-splash');
  if (splash) splash.remove();
  document.getElementById('sig-frame')!.hidden = false;
}

async function boot(): Promise<void> {
  // in another language than Spanish the shared strings are a chunk of their own: the splash waits for it
  void translationsReady().then(() => {
    const splash = document.getElementById('sig-splash-text');
    if (splash) splash.textContent = t('Cargando...');
  });
  preloadRoute(window.location.pathname);
  await checkSession();
  // The socket follows the session from here on (connects when signed in, closes on logout).
  startRealtime();
  for (const name of [...SHELL_PARCELS, ...parcelsOf()]) register(name);
  window.addEventListener('single-spa:before-routing-event', () => {
    if (applyRedirect()) return;
    renderFrame();
  });
  window.addEventListener('single-spa:routing-event', () => renderFrame());
  sessionStore.subscribe(() => {
    if (!applyRedirect()) void triggerAppChange();
  });
  i18n.on('languageChanged', () => renderFrame());
  // The small-screen drawer: the toolbar opens it, a route change or the backdrop closes it.
  followFrameSettings(document.getElementById('sig-frame')!);
  // Only a real navigation closes it: session updates also fire routing events (triggerAppChange).
  let drawerPath = window.location.pathname;
  window.addEventListener('single-spa:routing-event', () => {
    if (window.location.pathname !== drawerPath) closeMobileNavbar();
    drawerPath = window.location.pathname;
    // an error about the page left behind must not hang over the next one (issue 21)
    dismissLeftBehind(window.location.pathname);
  });
  document.getElementById('sig-backdrop')!.addEventListener('click', () => closeMobileNavbar());
  document.addEventListener('keydown', (e) => e.key === 'Escape' && closeMobileNavbar());
  applyRedirect();
  renderFrame();
  start({ urlRerouteOnly: true });
  hideSplash();
  // the installable, offline-capable portal is for staff: the worker comes with a signed-in session
  registerServiceWorker(() => guardSession().signedIn && guardSession().role.length > 0, (l) => void sessionStore.subscribe(l));
}

void boot();
