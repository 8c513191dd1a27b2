import { hasPermission, useRole } from '@sig/shared';
import { NavTabs, Page } from '@sig/shared/staff-ui';
import { lazy } from 'react';

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

/** /transparencia/adm/:tab?: the inbox, the settings (figures, calendar, units) and the reports, each tab an address. */
export function AdmPage({ tab }: { tab: string }) {
  const { t } = useTranspT();
  // assigning and the reports are TransparenciaAdm's (the server answers 403 to others): not offered without it
  const isAdm = hasPermission(['admin', 'TransparenciaAdm'], useRole());
  const tabs = TABS.filter((id) => isAdm || (id !== 'reportes' && id !== 'asignacion'));
  const current: Tab = (tabs as readonly string[]).includes(tab) ? (tab as Tab) : '';
  return (
    <Page title={t('adm.title')}>
      <NavTabs label={t('adm.tabs')} current={current} tabs={tabs.map((id) => ({ id, label: t(TAB_KEY[id]), href: id ? links.tab(id) : links.inbox() }))} />
      {current === 'ajustes' ? <SettingsTab /> : current === 'reportes' ? <ReportsTab /> : current === 'asignacion' ? <AssignTab /> : <InboxTab />}
    </Page>
  );
}
