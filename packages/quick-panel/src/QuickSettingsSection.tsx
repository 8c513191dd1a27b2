import { Caption1, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';

import { useQuickT } from './i18n';
import { QUICK_SETTING_NAMES, readQuickSettings, writeQuickSettings } from './quickSettings';
import { Section } from './Section';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Three toggles kept in this browser (localStorage 'sig_quick_settings'). */
export function QuickSettingsSection() {
  const s = useStyles();
  const { t } = useQuickT();
  const [settings, setSettings] = useState(readQuickSettings);
  return (
    <Section title={t('settings.heading')} testId="quick-settings">
      <div className={s.list}>
        {QUICK_SETTING_NAMES.map((name) => (
          <Switch key={name} label={t(`settings.${name}`)} checked={settings[name]} onChange={(_, d) => setSettings(writeQuickSettings({ [name]: d.checked }))} />
        ))}
      </div>
      <Caption1 className={s.hint}>{t('settings.hint')}</Caption1>
    </Section>
  );
}
