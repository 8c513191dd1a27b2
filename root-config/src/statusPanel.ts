import { HOME_PATH, navigate, t } from '@sig/shared';

/** Plain-DOM panels the root shows in the main area: no access, parcel failed (retry), product not installed (no retry). */
export type PanelKind = 'denied' | 'error' | 'missing';

const panel = () => document.getElementById('sig-status') as HTMLElement;

export function hidePanel(): void {
  const el = panel();
  el.hidden = true;
  el.replaceChildren();
  delete el.dataset.kind;
  delete el.dataset.parcel;
}

export function showPanel(kind: PanelKind, opts: { parcel?: string; onRetry?: () => void } = {}): void {
  const el = panel();
  const titleKey = { denied: 'access.title', error: 'parcel.error.title', missing: 'parcel.missing.title' }[kind];
  const bodyKey = { denied: 'access.body', error: 'parcel.error.body', missing: 'parcel.missing.body' }[kind];
  const box = document.createElement('div');
  box.className = `sig-panel sig-panel--${kind}`;
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  box.setAttribute('data-testid', { denied: 'no-access', error: 'parcel-error', missing: 'parcel-missing' }[kind]);
  const h = document.createElement('h1');
  h.textContent = t(titleKey);
  const p = document.createElement('p');
  p.textContent = t(bodyKey);
  const actions = document.createElement('div');
  actions.className = 'sig-panel__actions';
  if (opts.onRetry) actions.append(button(t('parcel.retry'), opts.onRetry, true));
  actions.append(button(t('access.home'), () => navigate(HOME_PATH), !opts.onRetry));
  box.append(h, p, actions);
  el.replaceChildren(box);
  el.dataset.kind = kind;
  if (opts.parcel) el.dataset.parcel = opts.parcel;
  el.hidden = false;
}

function button(label: string, onClick: () => void, primary: boolean): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = primary ? 'sig-btn sig-btn--primary' : 'sig-btn';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}
