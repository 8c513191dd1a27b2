import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CameraRegular, DeleteRegular } from '@fluentui/react-icons';
import { LOG_FILE_MAX_BYTES } from '@sig/shared/staff-ui';
import { useEffect, useMemo, useRef, useState } from 'react';

import { useLogT } from '../i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  img: { width: '100%', maxWidth: '360px', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  hidden: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** What the server takes for a proof's photo (LOG_PATHS.archivos). */
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The delivery's one photo: the rear camera on a phone (`capture`), a file at a desk; previewed, replaceable. */
export function ProofPhoto({ photo, onChange }: { photo: File | null; onChange: (next: File | null) => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const url = useMemo(() => (photo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : ''), [photo]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('envio.foto.type'));
    if (file.size > LOG_FILE_MAX_BYTES) return setProblem(t('envio.foto.size'));
    setProblem(null);
    onChange(file);
  };

  return (
    <div className={s.root}>
      <div className={s.bar}>
        <Button icon={<CameraRegular />} onClick={() => input.current?.click()}>
          {photo ? t('envio.foto.again') : t('envio.foto.take')}
        </Button>
        {photo && (
          <Button icon={<DeleteRegular />} onClick={() => onChange(null)}>
            {t('envio.foto.remove')}
          </Button>
        )}
        <input
          ref={input}
          className={s.hidden}
          type="file"
          accept={TYPES.join(',')}
          capture="environment"
          aria-label={t('envio.foto.take')}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {problem && (
        <Caption1 role="alert" className={s.error}>
          {problem}
        </Caption1>
      )}
      {photo && <img className={s.img} src={url || undefined} alt={t('envio.foto.alt')} />}
    </div>
  );
}
