import { Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CameraRegular, CheckmarkRegular, EditRegular, ImageRegular } from '@fluentui/react-icons';
import { UserText } from '@sig/shared';
import { BackLink, LoadError, Loading, Page, Section, apiErrorMessage, formatDateTime, formatNumber } from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { useEvT } from '../../i18n';
import { LIST_PATH, editHref } from '../estadoStyle';
import { CameraScanner } from './CameraScanner';
import { type ScanItem, conflictOf, savePuerta, savedPuerta } from './doorWork';
import { useDoor } from './useDoor';
import { VerdictPanel, entradaText } from './VerdictPanel';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grow: { flexGrow: 1, flexBasis: '160px', minWidth: 0 },
  big: { minHeight: '48px', fontSize: tokens.fontSizeBase400 },
  wide: { width: '100%' },
  // Fluent's Input keeps a minimum width of its own: in a phone's row it would run under the button
  fill: { width: '100%', minWidth: 0 },
  counters: { display: 'flex', justifyContent: 'space-around', gap: tokens.spacingHorizontalL, margin: 0, textAlign: 'center' },
  counter: { display: 'flex', flexDirection: 'column-reverse' },
  counterValue: { margin: 0, fontSize: '32px', lineHeight: '40px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  counterLabel: { color: tokens.colorNeutralForeground2 },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  hiddenInput: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
  code: { fontFamily: tokens.fontFamilyMonospace, textTransform: 'uppercase', letterSpacing: '0.08em' },
});

/** The door's name, asked once on this phone ("Puerta norte"); every scan carries it. */
function PuertaForm({ initial, onSave }: { initial: string; onSave: (name: string) => void }) {
  const s = useStyles();
  const { t } = useEvT();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('door.puertaRequired'));
    onSave(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate className={s.column} aria-label={t('door.puertaTitle')}>
      <Field label={t('door.puerta')} hint={t('door.puertaHint')} required validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input className={mergeClasses(s.big, s.fill)} value={name} maxLength={60} autoFocus onChange={(_, d) => setName(d.value)} aria-invalid={!!error} />
      </Field>
      <Button type="submit" appearance="primary" className={mergeClasses(s.big, s.wide)} icon={<CheckmarkRegular />}>
        {t('door.puertaSave')}
      </Button>
    </form>
  );
}

/** One scan the server did not take (another door had it first, or it was refused): said, and put away once read. */
function StoppedScan({ item, onDismiss }: { item: ScanItem; onDismiss: () => void }) {
  const { t } = useEvT();
  const c = conflictOf(item);
  const who = item.payload.nombre;
  const text =
    c?.estado === 'duplicado' && c.ganador
      ? t('door.conflict.duplicado', { entrada: entradaText({ en: c.ganador.en, puerta: c.ganador.puerta, por: c.ganador.por?.displayName ?? null }, t) })
      : c
        ? t('door.conflict.rechazado', { resultado: t(`door.verdict.${c.resultado}`) })
        : (item.problem?.message ?? '');
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{who ? <UserText>{who}</UserText> : t('door.conflict.title')}</MessageBarTitle>
        {text}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onDismiss}>{t('door.conflict.dismiss')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/**
 * /evento/checkin/:id: the door, on a phone first. The kit (keys and list) is kept on the phone and every scan is
 * judged there (a verdict in milliseconds, online or not: there is no offline switch); admitted scans wait in the
 * outbox and go to the server whenever there is a connection, which reports a ticket another door had first.
 */
export function CheckinPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useEvT();
  const [puerta, setPuerta] = useState(savedPuerta);
  const [editingPuerta, setEditingPuerta] = useState(!savedPuerta());
  const [camera, setCamera] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const photo = useRef<HTMLInputElement>(null);
  const photoId = useId();
  const door = useDoor(id, puerta);
  // the reader (zxing's wasm) loads as the page opens, so the first scan, online or not, does not wait for it
  useEffect(() => {
    void import('./scanner').then((m) => m.warmUp()).catch(() => undefined);
  }, []);

  const back = <BackLink href={door.kit ? editHref(id) : LIST_PATH} label={t('door.back')} />;
  const title = door.kit ? t('door.titleOf', { titulo: door.kit.evento.titulo }) : t('door.title');

  if (editingPuerta || !puerta)
    return (
      <Page title={title} back={back}>
        <Section>
          <PuertaForm
            initial={puerta}
            onSave={(name) => {
              savePuerta(name);
              setPuerta(name);
              setEditingPuerta(false);
            }}
          />
        </Section>
      </Page>
    );

  if (!door.kit)
    return (
      <Page title={title} back={back}>
        {door.kitError && (door.kitChecked || !door.online) ? <LoadError message={door.online ? apiErrorMessage(door.kitError, t) : t('door.noKitOffline')} /> : <Loading label={t('door.downloading')} />}
      </Page>
    );

  const onPhoto = async (file: File | undefined) => {
    setPhotoProblem(null);
    if (!file) return;
    try {
      const { readQr } = await import('./scanner');
      const bitmap = await createImageBitmap(file);
      const text = await readQr(bitmap);
      if (!text) setPhotoProblem(t('door.photo.noQr'));
      else await door.judgeToken(text);
    } catch {
      setPhotoProblem(t('door.photo.failed'));
    } finally {
      if (photo.current) photo.current.value = '';
    }
  };
  const onTyped = async (e: FormEvent) => {
    e.preventDefault();
    if (!codigo.trim()) return;
    await door.judgeTyped(codigo);
    setCodigo('');
  };

  const pending = door.scans.filter((i) => i.state === 'pending').length;
  const stopped = door.scans.filter((i) => i.state !== 'pending');
  return (
    <Page title={title} back={back}>
      <Section>
        <VerdictPanel verdict={door.verdict} ms={door.ms} />
        <dl className={s.counters} aria-live="polite">
          <div className={s.counter}>
            <dt className={s.counterLabel}>{t('door.asistieron')}</dt>
            <dd className={s.counterValue} data-testid="ev-asistieron">
              {formatNumber(door.counts.asistieron)}
            </dd>
          </div>
          <div className={s.counter}>
            <dt className={s.counterLabel}>{t('door.registrados')}</dt>
            <dd className={s.counterValue}>{formatNumber(door.counts.registrados)}</dd>
          </div>
        </dl>
      </Section>
      <Section>
        {camera ? (
          <CameraScanner onCode={(text) => void door.judgeToken(text)} onClose={() => setCamera(false)} />
        ) : (
          <Button appearance="primary" size="large" className={mergeClasses(s.big, s.wide)} icon={<CameraRegular />} onClick={() => setCamera(true)}>
            {t('door.camera.open')}
          </Button>
        )}
        <div>
          <input ref={photo} id={photoId} type="file" accept="image/*" className={s.hiddenInput} onChange={(e) => void onPhoto(e.target.files?.[0])} data-testid="ev-photo" />
          <Button className={mergeClasses(s.big, s.wide)} icon={<ImageRegular />} onClick={() => photo.current?.click()}>
            {t('door.photo.open')}
          </Button>
          {photoProblem && <div role="alert">{photoProblem}</div>}
        </div>
        <form className={s.row} onSubmit={(e) => void onTyped(e)} noValidate aria-label={t('door.typed.form')}>
          <Field label={t('door.typed.label')} className={s.grow}>
            <Input className={mergeClasses(s.big, s.fill)} input={{ className: s.code }} value={codigo} dir="ltr" autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(_, d) => setCodigo(d.value)} />
          </Field>
          <Button type="submit" className={s.big}>
            {t('door.typed.check')}
          </Button>
        </form>
      </Section>
      <Section>
        {stopped.map((item) => (
          <StoppedScan key={item.id} item={item} onDismiss={() => void door.discard(item.id)} />
        ))}
        {door.directConflict && <MessageBar intent="warning"><MessageBarBody>{t('door.conflict.rechazado', { resultado: t(`door.verdict.${door.directConflict.resultado}`) })}</MessageBarBody></MessageBar>}
        <div className={s.status} role="status">
          <span data-testid="ev-pending">{pending > 0 ? t('door.pending', { count: pending }) : t('door.allSent')}</span>
          <span>{door.online ? t('door.online') : t('door.offline')}</span>
          <span>{door.savedAt ? t('door.kitFrom', { at: formatDateTime(new Date(door.savedAt).toISOString()) }) : t('door.kitAt', { at: formatDateTime(door.kit.generadoEn) })}</span>
          {door.unavailable && <span>{t('door.noStorage')}</span>}
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => setEditingPuerta(true)}>
            {t('door.puertaChange', { puerta })}
          </Button>
        </div>
      </Section>
    </Page>
  );
}
