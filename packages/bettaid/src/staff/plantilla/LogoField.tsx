import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { api, toApiError, type BtPlantilla } from '@sig/shared';
import { BT_LOGO_MAX_BYTES, BT_PATHS, BusyButton, btPath } from '@sig/shared/staff-ui';
import { useId, useRef, useState } from 'react';

import { useBtT } from '../../i18n';
import { errorText } from '../../lib/errors';
import { printableImage } from '../../lib/printableImage';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  logo: { width: '56px', height: '56px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, backgroundColor: '#ffffff' },
  hidden: { display: 'none' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The template's own logo: uploaded as raw bytes once the template exists (the upload needs its id and version),
 * or removed to print the cliente's. Each change answers the template with its new version.
 */
export function LogoField({ plantilla, onChanged }: { plantilla: BtPlantilla | null; onChanged: (p: BtPlantilla) => void }) {
  const s = useStyles();
  const { t } = useBtT();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (call: () => Promise<BtPlantilla>) => {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await call());
    } catch (e) {
      setProblem(errorText(await toApiError(e), t));
    } finally {
      setBusy(false);
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file || !plantilla) return;
    if (!TYPES.includes(file.type)) return setProblem(t('error.bettaid.file_type'));
    if (file.size > BT_LOGO_MAX_BYTES) return setProblem(t('error.bettaid.file_too_large'));
    const url = btPath(BT_PATHS.plantillaLogo, { id: plantilla.id });
    await run(async () => {
      const logo = await printableImage(file, 'image/png');
      return api.put(url, { body: logo, headers: { 'content-type': logo.type }, searchParams: { version: String(plantilla.version) } }).json<BtPlantilla>();
    });
  };
  const remove = () => plantilla && run(() => api.delete(btPath(BT_PATHS.plantillaLogo, { id: plantilla.id }), { searchParams: { version: String(plantilla.version) } }).json<BtPlantilla>());

  const own = plantilla?.logoSha256 != null;
  return (
    <div className={s.root} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={s.label}>
        {t('editor.logo')}
      </span>
      {plantilla ? (
        <div className={s.row}>
          {plantilla.logoUrl && <img className={s.logo} src={plantilla.logoUrl} alt={own ? t('editor.logoOwn') : t('editor.logoCliente')} />}
          {!plantilla.logoUrl && <Caption1 className={s.hint}>{t('editor.logoNone')}</Caption1>}
          <input ref={input} className={s.hidden} type="file" accept={TYPES.join(',')} aria-label={t('editor.logoUpload')} onChange={(e) => void pick(e.target.files?.[0]).then(() => (e.target.value = ''))} />
          <BusyButton busy={busy} icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
            {t('editor.logoUpload')}
          </BusyButton>
          {own && (
            <BusyButton busy={busy} appearance="subtle" icon={<DeleteRegular />} onClick={() => void remove()}>
              {t('editor.logoRemove')}
            </BusyButton>
          )}
        </div>
      ) : (
        <Caption1 className={s.hint}>{t('editor.logoAfterSave')}</Caption1>
      )}
      <Caption1 className={s.hint}>{t('editor.logoHint')}</Caption1>
      {problem && (
        <Caption1 className={s.error} role="alert">
          {problem}
        </Caption1>
      )}
    </div>
  );
}
