import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { followInApp, hasPermission, useRole } from '@sig/shared';
import { Page } from '@sig/shared/staff-ui';
import { lazy, type KeyboardEvent, useRef } from 'react';

import { useTranspT } from '../i18n';
import { links } from '../lib/links';
import { InboxTab } from './inbox/InboxTab';

// the settings and the reports (with its chart) are chunks of their own: the inbox is what opens most
const SettingsTab = lazy(() => import('./settings/SettingsTab').then((m) => ({ default: m.SettingsTab })));
const ReportsTab = lazy(() => import('./reports/ReportsTab').then((m) => ({ default: m.ReportsTab })));
const AssignTab = lazy(() => import('./assign/AssignTab').then((m) => ({ default: m.AssignTab })));

export const TABS = ['', 'asignacion', 'ajustes', 'reportes'] as const;
type Tab = (typeof TABS)[number];
const TAB_KEY: Record<Tab, string> = { '': 'tab.inbox', asignacion: 'tab.assign', ajustes: 'tab.settings', reportes: 'tab.reports' };

const useStyles = makeStyles({
  tabs: { display: 'flex', gap: tokens.spacingHorizontalXS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderBottom: `3px solid transparent`,
    fontWeight: tokens.fontWeightRegular,
    ':hover': { color: tokens.colorNeutralForeground1, borderBottomColor: tokens.colorNeutralStroke1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: { color: tokens.colorNeutralForeground1, borderBottomColor: tokens.colorBrandStroke1, fontWeight: tokens.fontWeightSemibold },
});

/** /transparencia/adm/:tab?: the inbox, the settings (figures, calendar, units) and the reports, each tab an address. */
export function AdmPage({ tab }: { tab: string }) {
  const s = useStyles();
  const { t } = useTranspT();
  // assigning and the reports are TransparenciaAdm's (the server answers 403 to others): not offered without it
  const isAdm = hasPermission(['admin', 'TransparenciaAdm'], useRole());
  const tabs = TABS.filter((id) => isAdm || (id !== 'reportes' && id !== 'asignacion'));
  const current: Tab = (tabs as readonly string[]).includes(tab) ? (tab as Tab) : '';
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  // arrow keys move along the tabs (the links are also reachable with Tab)
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    refs.current[(i + (rtl ? -step : step) + tabs.length) % tabs.length]?.focus();
  };
  return (
    <Page title={t('adm.title')}>
      <nav className={s.tabs} aria-label={t('adm.tabs')}>
        {tabs.map((id, i) => {
          const href = id ? links.tab(id) : links.inbox();
          return (
            <a
              key={id || 'inbox'}
              ref={(el) => void (refs.current[i] = el)}
              href={href}
              className={mergeClasses(s.tab, id === current && s.current)}
              aria-current={id === current ? 'page' : undefined}
              onClick={(e) => followInApp(e, href)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {t(TAB_KEY[id])}
            </a>
          );
        })}
      </nav>
      {current === 'ajustes' ? <SettingsTab /> : current === 'reportes' ? <ReportsTab /> : current === 'asignacion' ? <AssignTab /> : <InboxTab />}
    </Page>
  );
}
