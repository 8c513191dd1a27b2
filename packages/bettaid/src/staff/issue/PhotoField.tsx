import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CameraRegular, DeleteRegular, ImageRegular } from '@fluentui/react-icons';
import { api, toApiError, type BtFoto } from '@sig/shared';
import { sha256Hex } from '@sig/shared/field';
import { BT_FOTO_MAX_BYTES, BT_PATHS, BusyButton } from '@sig/shared/staff-ui';
import { Button } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';

import { useBtT } from '../../i18n';
import { errorText } from '../../lib/errors';
import { printableImage } from '../../lib/printableImage';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  thumb: { width: '72px', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  hidden: { display: 'none' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The chosen photo: its sha256 once stored on the server, and a local address to show it. */
export interface PickedPhoto {
  sha256: string;
  url: string;
}

/**
 * The holder's photo: a file, or the phone's front camera (`capture="user"`); stored at once as raw bytes named by
 * their sha256 (the server checks the hash), so issuing only names it.
 */
export function PhotoField({ value, onChange, error }: { value: PickedPhoto | null; onChange: (p: PickedPhoto | null) => void; error?: string }) {
  const s = useStyles();
  const { t } = useBtT();
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const url = value?.url;
  useEffect(() => () => void (url && URL.revokeObjectURL?.(url)), [url]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!TYPES.includes(file.type)) return setProblem(t('error.bettaid.file_type'));
    if (file.size > BT_FOTO_MAX_BYTES) return setProblem(t('error.bettaid.file_too_large'));
    setBusy(true);
    try {
      const photo = await printableImage(file, 'image/jpeg');
      const sha256 = await sha256Hex(await photo.arrayBuffer());
      const saved = await api.post(BT_PATHS.fotos, { body: photo, searchParams: { sha256 }, headers: { 'content-type': photo.type }, timeout: false }).json<BtFoto>();
      onChange({ sha256: saved.sha256, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '' });
    } catch (e) {
      setProblem(errorText(await toApiError(e), t));
    } finally {
      setBusy(false);
    }
  };
  const onFile = (e: React.ChangeEvent<HTMLInputElement>) => void pick(e.target.files?.[0]).then(() => (e.target.value = ''));
  const message = problem ?? error;

  return (
    <div className={s.root} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={s.label}>
        {t('issue.foto')}
      </span>
      <div className={s.row}>
        {value && <img className={s.thumb} src={value.url || undefined} alt={t('issue.fotoLista')} />}
        <input ref={gallery} className={s.hidden} type="file" accept={TYPES.join(',')} aria-label={t('issue.fotoSubir')} data-testid="bt-foto-file" onChange={onFile} />
        <input ref={camera} className={s.hidden} type="file" accept="image/*" capture="user" aria-label={t('issue.fotoCamara')} onChange={onFile} />
        <BusyButton busy={busy} icon={<ImageRegular />} onClick={() => gallery.current?.click()}>
          {t('issue.fotoSubir')}
        </BusyButton>
        <Button icon={<CameraRegular />} disabled={busy} onClick={() => camera.current?.click()}>
          {t('issue.fotoCamara')}
        </Button>
        {value && (
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onChange(null)}>
            {t('issue.fotoQuitar')}
          </Button>
        )}
      </div>
      {busy && <Caption1 role="status">{t('issue.fotoSubiendo')}</Caption1>}
      <Caption1 className={s.hint}>{t('issue.fotoHint')}</Caption1>
      {message && (
        <Caption1 className={s.error} role="alert">
          {message}
        </Caption1>
      )}
    </div>
  );
}
