import { Badge, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, PersonAddRegular } from '@fluentui/react-icons';
import { UserText, type LogRepartidor } from '@sig/shared';
import { Empty, LoadError, Loading, Page, Section, apiErrorMessage, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';
import { RepartidorDialog } from './RepartidorDialog';
import { useRepartidoresQuery } from './usuariosApi';

const useStyles = makeStyles({
  zonas: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  load: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

function Hoy({ r }: { r: LogRepartidor }) {
  const s = useStyles();
  const { t } = useLogT();
  return (
    <span className={s.load}>
      {t('usuarios.hoyTexto', { asignadas: formatNumber(r.hoy.asignadas), entregadas: formatNumber(r.hoy.entregadas), fallidas: formatNumber(r.hoy.fallidas) })}
    </span>
  );
}

/** /logistica/usuarios: the delivery staff, their zonas and today's load; add one, change zonas and who is active. */
export function UsuariosPage() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useLogT();
  const list = useRepartidoresQuery();
  // 'nuevo' or the user id being edited; the dialog reads the repartidor from the list, so a fresher read reaches it
  const [editing, setEditing] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  const current = editing && editing !== 'nuevo' ? (items.find((r) => r.usuario.id === editing) ?? null) : null;

  return (
    <Page
      title={t('usuarios.title')}
      subtitle={t('usuarios.subtitle')}
      actions={
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setEditing('nuevo')}>
          {t('usuarios.agregar')}
        </Button>
      }
    >
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
      <Section>
        {list.isError ? (
          <LoadError message={apiErrorMessage(list.error, t)} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Loading />
        ) : items.length === 0 ? (
          <Empty>{t('usuarios.empty')}</Empty>
        ) : (
          <div className={table.scroller} data-scroll-x>
            <table className={table.table} aria-label={t('usuarios.table')}>
              <thead>
                <tr>
                  <th className={table.th}>{t('usuarios.col.nombre')}</th>
                  <th className={table.th}>{t('usuarios.col.zonas')}</th>
                  <th className={table.th}>{t('usuarios.col.estado')}</th>
                  <th className={table.th}>{t('usuarios.col.hoy')}</th>
                  <th className={table.th}>
                    <span className={table.srOnly}>{t('usuarios.col.acciones')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((r) => (
                  <tr key={r.usuario.id} className={table.row}>
                    <td className={table.td}>
                      <UserText>{r.usuario.displayName}</UserText>
                      <div className={s.sub} dir="ltr">
                        {r.usuario.email}
                      </div>
                    </td>
                    <td className={table.td}>
                      {r.zonas.length === 0 ? (
                        <span className={table.muted}>{t('usuarios.sinZona')}</span>
                      ) : (
                        <span className={s.zonas}>
                          {r.zonas.map((z) => (
                            <Badge key={z.id} appearance="outline" color="informative">
                              {z.nombre}
                            </Badge>
                          ))}
                        </span>
                      )}
                    </td>
                    <td className={table.td}>
                      <Badge appearance="tint" color={r.activo ? 'success' : 'subtle'}>
                        {t(r.activo ? 'usuarios.activoSi' : 'usuarios.activoNo')}
                      </Badge>
                    </td>
                    <td className={table.td}>
                      <Hoy r={r} />
                    </td>
                    <td className={table.td}>
                      <Button size="small" icon={<EditRegular />} aria-label={t('usuarios.editar', { nombre: r.usuario.displayName })} onClick={() => setEditing(r.usuario.id)}>
                        {t('usuarios.cambiar')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      {editing && <RepartidorDialog key={editing} repartidor={current} open onClose={() => setEditing(null)} onDone={setDone} />}
    </Page>
  );
}
