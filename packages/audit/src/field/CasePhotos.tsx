import { Caption1, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { UserText, type CaseFile } from '@sig/shared';
import type { FieldKit } from '@sig/shared/field';
import { Section } from '@sig/shared/staff-ui';
import { useId } from 'react';

import { useAuditT } from '../i18n';
import { isKeptPhoto, useCasePhoto } from './casePhotos';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  frame: {
    aspectRatio: '4 / 3',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
  },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

function Thumb({ kit, orderId, file }: { kit: FieldKit | null; orderId: string; file: CaseFile }) {
  const s = useStyles();
  const { t } = useAuditT();
  const photo = useCasePhoto(kit, orderId, file);
  return (
    <li className={s.item}>
      <div className={s.frame}>
        {photo.status === 'shown' ? (
          <img className={s.img} src={photo.url} alt={file.nombre} />
        ) : photo.status === 'loading' ? (
          <Spinner size="tiny" aria-label={t('photos.loading')} />
        ) : (
          <ImageOffRegular fontSize={28} role="img" aria-label={t('photos.missing')} />
        )}
      </div>
      <Caption1 className={s.name} title={file.nombre}>
        <UserText>{file.nombre}</UserText>
      </Caption1>
    </li>
  );
}

/** The photos already attached to the case, as thumbnails; offline they come from the phone's copy. */
export function CasePhotos({ kit, orderId, archivos }: { kit: FieldKit | null; orderId: string; archivos: CaseFile[] }) {
  const s = useStyles();
  const { t } = useAuditT();
  const id = useId();
  const photos = archivos.filter(isKeptPhoto);
  if (photos.length === 0) return null;
  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('photos.title')}
      </Subtitle2>
      <ul className={s.grid}>
        {photos.map((f) => (
          <Thumb key={f.id} kit={kit} orderId={orderId} file={f} />
        ))}
      </ul>
    </Section>
  );
}
