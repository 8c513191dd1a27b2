import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CameraRegular, DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import { AUDIT_PHOTO_MAX_BYTES, AUDIT_PHOTO_TYPES, AUDIT_PHOTOS_MAX } from '@sig/shared';
import { useEffect, useMemo, useRef, useState } from 'react';

import { useAuditT } from '../i18n';
import { photoHash, type PickedPhoto } from '../lib/photos';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  img: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  hash: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const ACCEPT = AUDIT_PHOTO_TYPES.join(',');
const isImage = (type: string) => (AUDIT_PHOTO_TYPES as readonly string[]).includes(type);

/** Photos taken with the camera or chosen, previewed, each with the start of its hash. */
export function PhotoField({ photos, onChange }: { photos: PickedPhoto[]; onChange: (next: PickedPhoto[]) => void }) {
  const s = useStyles();
  const { t } = useAuditT();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(photos);
  latest.current = photos;

  const urls = useMemo(() => new Map(photos.map((p) => [p.key, typeof URL.createObjectURL === 'function' ? URL.createObjectURL(p.file) : ''])), [photos]);
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);

  const add = async (files: FileList | null) => {
    if (!files) return;
    setProblem(null);
    const next = [...latest.current];
    for (const file of Array.from(files)) {
      if (!isImage(file.type)) setProblem(t('photos.type'));
      else if (file.size > AUDIT_PHOTO_MAX_BYTES) setProblem(t('photos.size'));
      else if (next.length >= AUDIT_PHOTOS_MAX) setProblem(t('photos.max', { count: AUDIT_PHOTOS_MAX }));
      else {
        const sha256 = await photoHash(file);
        // the same picture chosen twice is one photo (the server keeps photos by hash)
        if (!next.some((p) => p.sha256 === sha256)) next.push({ key: sha256, file, sha256 });
      }
    }
    onChange(next);
  };

  return (
    <div className={s.item}>
      <div className={s.bar}>
        <Button icon={<CameraRegular />} onClick={() => camera.current?.click()} disabled={photos.length >= AUDIT_PHOTOS_MAX}>
          {t('photos.take')}
        </Button>
        <Button icon={<ImageAddRegular />} onClick={() => gallery.current?.click()} disabled={photos.length >= AUDIT_PHOTOS_MAX}>
          {t('photos.choose')}
        </Button>
        {/* the camera input opens the rear camera on a phone; the other the gallery (both take images only) */}
        <input ref={camera} className={s.hidden} type="file" accept={ACCEPT} capture="environment" aria-label={t('photos.take')} onChange={(e) => void add(e.target.files).then(() => (e.target.value = ''))} />
        <input ref={gallery} className={s.hidden} type="file" multiple accept={ACCEPT} aria-label={t('photos.choose')} onChange={(e) => void add(e.target.files).then(() => (e.target.value = ''))} />
      </div>
      {problem && (
        <Caption1 role="alert" className={s.error}>
          {problem}
        </Caption1>
      )}
      {photos.length > 0 && (
        <ul className={s.grid} aria-label={t('photos.list')}>
          {photos.map((p, i) => (
            <li key={p.key} className={s.item}>
              <img className={s.img} src={urls.get(p.key) || undefined} alt={t('photos.alt', { n: i + 1 })} />
              <Caption1 className={s.hash} title={p.sha256}>
                SHA-256 {p.sha256.slice(0, 12)}…
              </Caption1>
              <Button size="small" icon={<DeleteRegular />} onClick={() => onChange(photos.filter((x) => x.key !== p.key))}>
                {t('photos.remove', { n: i + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
