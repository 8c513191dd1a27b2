import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, MessageBar, MessageBarActions, MessageBarBody, OverlayDrawer, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { closePanel, errorMessage, usePanels, useSession } from '@sig/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import { EventsSection } from './EventsSection';
import { useQuickT } from './i18n';
import { NotesSection } from './NotesSection';
import { type QuickItem, type QuickPanelData, quickApi } from './quickApi';
import { QuickSettingsSection } from './QuickSettingsSection';
import { TodaySection } from './TodaySection';

export const QUICK_PANEL_WIDTH = 280;

const useStyles = makeStyles({
  drawer: { '--fui-Drawer--size': `${QUICK_PANEL_WIDTH}px`, maxWidth: '100vw' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, paddingBlockEnd: tokens.spacingVerticalXL },
  loading: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalL },
});

const close = () => closePanel('quick');

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: QuickPanelData };

/** The quick panel of spec 2.4: today, upcoming events, the caller's notes and three local toggles. */
export function QuickPanel() {
  const s = useStyles();
  const { t } = useQuickT();
  const open = usePanels((p) => p.open === 'quick');
  const staff = useSession((st) => st.status === 'signed-in' && st.role.length > 0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [now, setNow] = useState(() => new Date());
  const seq = useRef(0);

  const fetchData = useCallback(() => {
    const mine = ++seq.current;
    setLoad({ status: 'loading' });
    quickApi.data().then(
      (data) => mine === seq.current && setLoad({ status: 'ready', data }),
      (e: unknown) => mine === seq.current && setLoad({ status: 'error', message: errorMessage(e) }),
    );
  }, []);

  // Every opening reads fresh data and today's date (a tab may stay open past midnight).
  useEffect(() => {
    if (!open || !staff) return;
    setNow(new Date());
    fetchData();
    return () => void ++seq.current;
  }, [open, staff, fetchData]);

  const setNotes = (update: (notes: QuickItem[]) => QuickItem[]) =>
    setLoad((l) => (l.status === 'ready' ? { status: 'ready', data: { ...l.data, notes: update(l.data.notes) } } : l));

  return (
    <OverlayDrawer
      open={open && staff}
      position="end"
      className={s.drawer}
      data-testid="quick-panel"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('panel.close')} title={t('panel.close')} icon={<DismissRegular />} onClick={close} data-testid="quick-close" />}>
          {t('panel.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={s.body}>
        <TodaySection now={now} />
        {load.status === 'loading' && (
          <div className={s.loading}>
            <Spinner size="small" label={t('common.loading')} />
          </div>
        )}
        {load.status === 'error' && (
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>{`${t('load.error')} ${load.message}`}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={fetchData}>
                {t('common.retry')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {load.status === 'ready' && (
          <>
            <EventsSection events={load.data.events} />
            <NotesSection notes={load.data.notes} onChange={setNotes} />
          </>
        )}
        <QuickSettingsSection />
      </DrawerBody>
    </OverlayDrawer>
  );
}
