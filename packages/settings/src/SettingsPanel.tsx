import {
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Slider,
  Subtitle2,
  Switch,
  Text,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  BAR_STYLES,
  CONTAINER_WIDTH_MAX,
  CONTAINER_WIDTH_MIN,
  LAYOUT_MODES,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  type SettingsPatch,
  THEME_AREAS,
  TOOLBAR_POSITIONS,
  closeSettingsPanel,
  updateSettings,
  useSettings,
  useT,
} from '@sig/shared';
import type { ReactNode } from 'react';

import { LayoutPicker } from './LayoutPicker';
import { ResetSettings } from './ResetSettings';
import { ThemeSwatches } from './ThemeSwatches';
import './i18n';

/** The slider's range: the stored maximum (3840) is wider than any screen the panel can preview. */
export const WIDTH_SLIDER_MAX = Math.min(CONTAINER_WIDTH_MAX, 2560);
export const WIDTH_SLIDER_STEP = 10;

const useStyles = makeStyles({
  drawer: {
    '--fui-Drawer--size': '380px',
    maxWidth: '100vw',
    '@media (max-width: 480px)': { '--fui-Drawer--size': '100vw' },
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, paddingBlockEnd: tokens.spacingVerticalXL, overflowX: 'hidden' },
  intro: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, margin: 0 },
  heading: { margin: 0, color: tokens.colorNeutralForeground1 },
  choices: { flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS, minWidth: 0 },
  sliderRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  slider: { flex: '1 1 auto', minWidth: 0 },
  sliderValue: { flexShrink: 0, minWidth: '64px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  themes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

function Section({ title, children, testId }: { title: string; children: (headingId: string) => ReactNode; testId: string }) {
  const s = useStyles();
  const id = useId('settings-section-');
  return (
    <section className={s.section} aria-labelledby={id} data-testid={testId}>
      <Subtitle2 as="h3" id={id} className={s.heading}>
        {title}
      </Subtitle2>
      {children(id)}
    </section>
  );
}

/** A row of radios, labelled by its Field or by the section heading. */
function Choice<T extends string>({ label, labelledBy, value, options, text, onChange }: { label?: string; labelledBy?: string; value: T; options: readonly T[]; text: (o: T) => string; onChange: (v: T) => void }) {
  const s = useStyles();
  const group = (
    <RadioGroup layout="horizontal" className={s.choices} aria-labelledby={labelledBy} value={value} onChange={(_, d) => onChange(d.value as T)}>
      {options.map((o) => (
        <Radio key={o} value={o} label={text(o)} />
      ))}
    </RadioGroup>
  );
  return label ? <Field label={label}>{group}</Field> : group;
}

/** The interface settings drawer of spec 2.4 / 3.1 / 9: every change applies at once (the store saves it). */
export function SettingsPanel() {
  const s = useStyles();
  const { t } = useT('settings');
  const open = useSettings((st) => st.panelOpen);
  const settings = useSettings((st) => st.settings);
  const { style, config } = settings.layout;
  const { navbar, toolbar, footer } = config;
  const set = (patch: SettingsPatch) => updateSettings(patch);
  const setConfig = (config: NonNullable<NonNullable<SettingsPatch['layout']>['config']>) => set({ layout: { config } });
  const widthDisabled = config.mode === 'fullwidth';
  const width = Math.min(WIDTH_SLIDER_MAX, config.containerWidth);

  return (
    <OverlayDrawer
      open={open}
      position="end"
      size="small"
      className={s.drawer}
      data-testid="settings-panel"
      onOpenChange={(_, d) => {
        if (!d.open) closeSettingsPanel();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('settings.close')} title={t('settings.close')} icon={<DismissRegular />} onClick={closeSettingsPanel} data-testid="settings-close" />}
        >
          {t('settings.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>

      <DrawerBody className={s.body}>
        <Caption1 className={s.intro}>{t('settings.live')}</Caption1>

        <Section title={t('layout.heading')} testId="settings-layout">
          {(id) => <LayoutPicker value={style} labelledBy={id} onChange={(v) => set({ layout: { style: v } })} />}
        </Section>

        <Section title={t('mode.heading')} testId="settings-mode">
          {(id) => (
            <>
              <Choice labelledBy={id} value={config.mode} options={LAYOUT_MODES} text={(o) => t(`mode.${o}`)} onChange={(mode) => setConfig({ mode })} />
              <Field label={t('width.label')} hint={widthDisabled ? t('width.disabled') : undefined}>
                <div className={s.sliderRow}>
                  <Slider
                    className={s.slider}
                    min={CONTAINER_WIDTH_MIN}
                    max={WIDTH_SLIDER_MAX}
                    step={WIDTH_SLIDER_STEP}
                    value={width}
                    disabled={widthDisabled}
                    aria-valuetext={t('width.value', { value: width })}
                    data-testid="settings-width"
                    onChange={(_, d) => setConfig({ containerWidth: d.value })}
                  />
                  <Text className={s.sliderValue} aria-hidden="true">
                    {t('width.value', { value: width })}
                  </Text>
                </div>
              </Field>
            </>
          )}
        </Section>

        <Section title={t('navbar.heading')} testId="settings-navbar">
          {() => (
            <>
              <Switch label={t('common.show')} checked={navbar.display} onChange={(_, d) => setConfig({ navbar: { display: d.checked } })} />
              {style === 'layout1' ? (
                <>
                  <Choice label={t('common.style')} value={navbar.style} options={NAVBAR_STYLES} text={(o) => t(`navbar.${o}`)} onChange={(v) => setConfig({ navbar: { style: v } })} />
                  {navbar.style === 'style-2' ? (
                    <Switch label={t('navbar.folded')} checked={navbar.folded} onChange={(_, d) => setConfig({ navbar: { folded: d.checked } })} />
                  ) : null}
                  <Choice label={t('common.position')} value={navbar.position} options={NAVBAR_POSITIONS} text={(o) => t(`navbar.${o}`)} onChange={(v) => setConfig({ navbar: { position: v } })} />
                </>
              ) : null}
            </>
          )}
        </Section>

        <Section title={t('toolbar.heading')} testId="settings-toolbar">
          {() => (
            <>
              <Switch label={t('common.show')} checked={toolbar.display} onChange={(_, d) => setConfig({ toolbar: { display: d.checked } })} />
              <Choice label={t('common.style')} value={toolbar.style} options={BAR_STYLES} text={(o) => t(`bar.${o}`)} onChange={(v) => setConfig({ toolbar: { style: v } })} />
              <Choice label={t('common.position')} value={toolbar.position} options={TOOLBAR_POSITIONS} text={(o) => t(`toolbar.${o}`)} onChange={(v) => setConfig({ toolbar: { position: v } })} />
            </>
          )}
        </Section>

        <Section title={t('footer.heading')} testId="settings-footer">
          {() => (
            <>
              <Switch label={t('common.show')} checked={footer.display} onChange={(_, d) => setConfig({ footer: { display: d.checked } })} />
              <Choice label={t('common.style')} value={footer.style} options={BAR_STYLES} text={(o) => t(`bar.${o}`)} onChange={(v) => setConfig({ footer: { style: v } })} />
              <Switch label={t('scrollbars.label')} checked={settings.customScrollbars} onChange={(_, d) => set({ customScrollbars: d.checked })} data-testid="settings-scrollbars" />
            </>
          )}
        </Section>

        <Section title={t('theme.heading')} testId="settings-themes">
          {() => (
            <div className={s.themes}>
              {THEME_AREAS.map((area) => (
                <ThemeSwatches key={area} area={area} label={t(`theme.${area}`)} value={settings.theme[area]} onChange={(name) => set({ theme: { [area]: name } })} />
              ))}
            </div>
          )}
        </Section>
      </DrawerBody>

      <DrawerFooter className={s.footer}>
        <ResetSettings />
      </DrawerFooter>
    </OverlayDrawer>
  );
}
