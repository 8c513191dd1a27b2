import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingGovernmentRegular } from '@fluentui/react-icons';
import { registerTranslations, useSession, useT } from '@sig/shared';

import { footerStrings } from './i18n';

registerTranslations('footer', footerStrings);

const useStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    width: '100%',
    minWidth: 0,
    height: '100%',
    minHeight: '48px',
    paddingInline: tokens.spacingHorizontalXXL,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    '@media (max-width: 600px)': { paddingInline: tokens.spacingHorizontalL },
  },
  copy: {
    flex: '0 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    color: 'inherit',
  },
  brand: { fontWeight: tokens.fontWeightSemibold },
  // The product name is the secondary text: phones keep only '© 2021 SIG' and the cliente.
  product: { '@media (max-width: 600px)': { display: 'none' } },
  // A long cliente name gives way (ellipsis) long before the copyright does.
  cliente: {
    flex: '0 100 auto',
    minWidth: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
  },
  clienteIcon: { flexShrink: 0, fontSize: '16px' },
  clienteName: { minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', color: 'inherit' },
});

/** The slim bar at the bottom of every staff page: copyright and the cliente (municipality) in use. */
export function Footer() {
  const s = useStyles();
  const { t } = useT('footer');
  const cliente = useSession((st) => st.cliente?.nombre);
  return (
    <div className={s.root} data-testid="footer">
      <Caption1 className={s.copy}>
        <span className={s.brand}>© 2021 SIG</span>
        <span className={s.product}> — {t('footer.product')}</span>
      </Caption1>
      {cliente ? (
        <span className={s.cliente} title={cliente} data-testid="footer-cliente">
          <BuildingGovernmentRegular className={s.clienteIcon} aria-label={t('footer.cliente')} role="img" />
          <Caption1 className={s.clienteName}>{cliente}</Caption1>
        </span>
      ) : null}
    </div>
  );
}
