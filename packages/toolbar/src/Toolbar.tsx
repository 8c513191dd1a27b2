import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { registerTranslations, useSession } from '@sig/shared';

import { UserMenu } from './UserMenu';
import { toolbarStrings } from './i18n';

registerTranslations('toolbar', toolbarStrings);

const useStyles = makeStyles({
  root: { height: '64px', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingInline: tokens.spacingHorizontalL },
  title: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  spacer: { flex: '1 1 auto' },
});

/** The staff toolbar. This issue ships the user menu; the shell issue adds the other tools. */
export function Toolbar() {
  const s = useStyles();
  const cliente = useSession((st) => st.cliente);
  return (
    <div className={s.root} data-testid="toolbar">
      <Text className={s.title}>{cliente?.nombre}</Text>
      <span className={s.spacer} />
      <UserMenu />
    </div>
  );
}
