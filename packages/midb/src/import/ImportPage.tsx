import { Body1, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { TableEditRegular } from '@fluentui/react-icons';
import { MIDB_IMPORT_VISTAS, isApiRequestError, type MidbImportResponse, type MidbImportResultado, type MidbImportVista } from '@sig/shared';
import { BackLink, LinkButton, LoadError, Loading, Page, Pager, Section, apiErrorMessage, formatDateTime, formatNumber } from '@sig/shared/staff-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useMidbT } from '../i18n';
import { links } from '../lib/links';
import { useImportacionQuery } from '../midbApi';
import { ImportEstadoBadge } from './ImportHomePage';
import { ImportProgressBar } from './ImportProgress';
import { ImportRowCard } from './ImportRowCard';
import { ImportSteps } from './ImportSteps';
import { storedErrorText } from './importText';
import { MappingStep } from './MappingStep';
import { REVIEW_PAGE_SIZE, ReviewStep } from './ReviewStep';
import { ReportButton } from './ReportButton';

const useStyles = makeStyles({
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: tokens.spacingHorizontalS },
  tile: { display: 'flex', flexDirection: 'column', gap: '2px', padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const RESULTADOS: MidbImportResultado[] = ['creada', 'fusionada', 'sin_cambios', 'omitida', 'rechazada'];
const POLL_MS = 1000;

/** The view and page live in the address (?vista=posibles&page=2): reload and back keep them. */
function readView(search: string): { vista: MidbImportVista; page: number } {
  const p = new URLSearchParams(search);
  const v = p.get('vista');
  const page = Number(p.get('page'));
  return {
    vista: v && (MIDB_IMPORT_VISTAS as readonly string[]).includes(v) ? (v as MidbImportVista) : 'todas',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** /sig/operarmidb/importacion/<id>: one import at whatever step it is, followed while the server works on it. */
export function ImportPage({ id }: { id: string }) {
  const { t } = useMidbT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { vista, page } = readView(search);
  const [remapping, setRemapping] = useState(false);
  const [running, setRunning] = useState(true);
  const q = useImportacionQuery({ id, vista, page, pageSize: REVIEW_PAGE_SIZE }, { pollingInterval: running ? POLL_MS : 0 });
  const data = q.data;
  // polls only while the server works on it (validating or saving)
  const busy = data ? data.estado === 'validando' || data.estado === 'guardando' : true;
  if (busy !== running) setRunning(busy);

  const onView = (v: MidbImportVista, p: number) => {
    const next = new URLSearchParams();
    if (v !== 'todas') next.set('vista', v);
    if (p > 1) next.set('page', String(p));
    const text = next.toString();
    navigate(links.importacion(id, text ? `?${text}` : ''));
  };

  const back = <BackLink href={links.importar()} label={t('import.back')} />;
  if (!data) {
    return (
      <Page title={t('import.title')} back={back}>
        <Section>
          {q.isError ? (
            isApiRequestError(q.error) && q.error.code === 'midb.import_not_found' ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('import.notFound')}</MessageBarBody>
              </MessageBar>
            ) : (
              <LoadError message={apiErrorMessage(q.error, t)} onRetry={() => void q.refetch()} />
            )
          ) : (
            <Loading />
          )}
        </Section>
      </Page>
    );
  }

  const editing = data.estado === 'mapeo' || (data.estado === 'lista' && remapping);
  const info = t(data.codificacion ? 'import.fileInfo' : 'import.fileInfoNoEncoding', {
    format: data.formato.toUpperCase(),
    encoding: data.codificacion ?? '',
    filas: formatNumber(data.resumen.filas),
    who: data.creadaPor ?? t('import.someone'),
    when: formatDateTime(data.createdAt),
  });

  return (
    <Page
      title={data.archivo}
      subtitle={info}
      back={back}
      actions={
        <>
          <ImportEstadoBadge imp={data} />
          {data.estado === 'lista' && !remapping && (
            <Button icon={<TableEditRegular />} onClick={() => setRemapping(true)}>
              {t('import.mapping.change')}
            </Button>
          )}
          {data.estado === 'lista' && <ReportButton id={id} archivo={data.archivo} preview />}
        </>
      }
    >
      <ImportSteps estado={data.estado} mapping={editing} />
      {q.isError && <LoadError message={apiErrorMessage(q.error, t)} onRetry={() => void q.refetch()} />}
      {editing ? (
        <MappingStep key={data.updatedAt} data={data} onCancel={data.estado === 'lista' ? () => setRemapping(false) : undefined} />
      ) : data.estado === 'validando' || data.estado === 'guardando' ? (
        <Working data={data} />
      ) : data.estado === 'lista' ? (
        <ReviewStep data={data} vista={vista} page={page} fetching={q.isFetching} onView={onView} />
      ) : data.estado === 'terminada' ? (
        <Finished data={data} vista={vista} page={page} onView={onView} />
      ) : (
        <Failed data={data} />
      )}
    </Page>
  );
}

function Working({ data }: { data: MidbImportResponse }) {
  const { t } = useMidbT();
  const fase = data.progreso.fase ?? (data.estado === 'guardando' ? 'guardado' : 'validacion');
  return (
    <Section>
      <Subtitle2 as="h2">{t(`import.progress.${fase}`)}</Subtitle2>
      <ImportProgressBar
        label={t('import.progress.label')}
        done={data.progreso.hechas}
        total={data.progreso.total}
        detail={t('import.progress.count', { hechas: formatNumber(data.progreso.hechas), total: formatNumber(data.progreso.total) })}
      />
      <Caption1>{t('import.progress.background')}</Caption1>
    </Section>
  );
}

function Finished({ data, vista, page, onView }: { data: MidbImportResponse; vista: MidbImportVista; page: number; onView: (v: MidbImportVista, p: number) => void }) {
  const s = useStyles();
  const { t } = useMidbT();
  const resultados = data.resumen.resultados ?? {};
  return (
    <>
      <Section>
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>{t('import.done.title')}</MessageBarTitle> {t('import.done.body')}
          </MessageBarBody>
        </MessageBar>
        <div className={s.tiles} role="group" aria-label={t('import.done.results')}>
          {RESULTADOS.map((r) => (
            <div key={r} className={s.tile}>
              <span className={s.number}>{formatNumber(resultados[r] ?? 0)}</span>
              <Caption1>{t(`import.resultado.${r}`)}</Caption1>
            </div>
          ))}
        </div>
        <div className={s.actions}>
          <ReportButton id={data.id} archivo={data.archivo} appearance="primary" />
          <LinkButton href={links.registry()}>{t('import.done.toRegistry')}</LinkButton>
          <LinkButton href={links.importar()}>{t('import.done.another')}</LinkButton>
        </div>
      </Section>
      <Section>
        <Subtitle2 as="h2">{t('import.review.list', { vista: t(`import.vista.${vista}`) })}</Subtitle2>
        <ul className={s.rows}>
          {data.filas.items.map((row) => (
            <ImportRowCard key={row.fila} row={row} columnas={data.columnas} />
          ))}
        </ul>
        <Pager page={page} shownPage={data.filas.page} pageSize={data.filas.pageSize} total={data.filas.total} onPage={(p) => onView(vista, p)} />
      </Section>
    </>
  );
}

function Failed({ data }: { data: MidbImportResponse }) {
  const { t } = useMidbT();
  return (
    <Section>
      <MessageBar intent="error" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('import.failed.title')}</MessageBarTitle> {data.error ? storedErrorText(data.error, t) : ''}
        </MessageBarBody>
      </MessageBar>
      <Body1>
        <LinkButton href={links.importar()} appearance="primary">
          {t('import.done.another')}
        </LinkButton>
      </Body1>
    </Section>
  );
}
