import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { Estatus } from '@sig/shared';

import type { FieldSpec } from '../catalog/fields';
import { useCatalogOptions } from '../catalog/useCatalogOptions';
import { useCatalogsT } from '../i18n';
import { CatalogPage } from './CatalogPage';

const useStyles = makeStyles({ badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

/** /sig/config/statusreportes and /sig/config/statussolicitudes: the estatus and where each may lead. */
export function EstatusPage({ catalog }: { catalog: 'estatusreporte' | 'estatussolicitud' }) {
  const s = useStyles();
  const { t } = useCatalogsT();
  // the same catalogue, whole: the transition choices and the names in the table
  const all = useCatalogOptions(catalog);
  const fields = (item: Estatus | null): FieldSpec[] => {
    const mine = new Set(item?.transiciones ?? []);
    // an inactive estatus stays offered while it is chosen, so saving does not drop it unseen
    const options = all.items.filter((e) => e.id !== item?.id && (e.activo || mine.has(e.id))).map((e) => ({ value: e.id, label: e.nombre }));
    return [
      { name: 'nombre', label: t('field.nombre'), kind: 'text', required: true },
      { name: 'color', label: t('field.color'), kind: 'color' },
      { name: 'orden', label: t('field.orden'), kind: 'number', min: 0, max: 1000 },
      { name: 'inicial', label: t('field.inicial'), kind: 'switch', hint: t('hint.inicial') },
      { name: 'final', label: t('field.final'), kind: 'switch', hint: t('hint.final') },
      { name: 'transiciones', label: t('field.transiciones'), kind: 'checkboxes', options, hint: t('hint.transiciones') },
      { name: 'activo', label: t('field.activo'), kind: 'switch', initial: true },
    ];
  };
  return (
    <CatalogPage<typeof catalog>
      key={catalog}
      catalog={catalog}
      title={t(`${catalog}.title`)}
      subtitle={t('estatus.subtitle')}
      newLabel={t(`${catalog}.new`)}
      editLabel={(x) => t('common.editing', { name: x.nombre })}
      columns={[
        { header: t('field.orden'), render: (x) => x.orden, numeric: true },
        {
          header: t('field.tipo'),
          render: (x) => (
            <div className={s.badges}>
              {x.inicial && (
                <Badge appearance="tint" color="brand" shape="rounded">
                  {t('field.inicial')}
                </Badge>
              )}
              {x.final && (
                <Badge appearance="tint" color="informative" shape="rounded">
                  {t('field.final')}
                </Badge>
              )}
            </div>
          ),
        },
        { header: t('field.transiciones'), render: (x) => x.transiciones.map((id) => all.nameOf(id) || id).join(', ') || '—' },
      ]}
      fields={fields}
    />
  );
}
