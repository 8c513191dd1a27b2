import { makeStyles, tokens } from '@fluentui/react-components';
import type { CaseKind } from '@sig/shared';

import { ActionLink } from '../../components/ActionLink';
import { Note } from '../../components/States';
import { TipoIcon } from '../../components/tipoIcons';
import { useCitizenT } from '../../i18n';
import type { PublicTipo } from '../../lib/contract';
import { hrefs } from '../../lib/hrefs';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: tokens.spacingVerticalM },
});

/** The public tipos of one kind as large tiles, each opening its form. */
export function TipoList({ kind, tipos, cliente, habitante }: { kind: CaseKind; tipos: readonly PublicTipo[]; cliente: string; habitante: string }) {
  const s = useStyles();
  const { t } = useCitizenT();
  if (tipos.length === 0) return <Note>{t(`portal.empty.${kind}`)}</Note>;
  return (
    <ul className={s.list} aria-label={t(`portal.list.${kind}`)}>
      {tipos.map((tipo) => (
        <li key={tipo.id}>
          <ActionLink
            to={hrefs.filing(kind, cliente, habitante, tipo.id)}
            label={tipo.nombre}
            detail={tipo.descripcion || undefined}
            color={tipo.color}
            icon={<TipoIcon icono={tipo.icono} kind={kind} />}
          />
        </li>
      ))}
    </ul>
  );
}
