import { makeStyles, tokens } from '@fluentui/react-components';

import { isSafeImageUrl } from '../contract/textRules';

const useStyles = makeStyles({
  root: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    overflow: 'hidden',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    userSelect: 'none',
  },
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});

/** The default profile picture: a neutral silhouette, used when a user has no photo. */
export const DEFAULT_PROFILE_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c8c6c4"/><circle cx="32" cy="25" r="12" fill="#fff"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#fff"/></svg>',
  );

/**
 * A user's photo, else their first letter (toolbar), else the default image (sidebar). Our own small
 * component: Fluent's Avatar adds ~10 kB gzip to every cold page for features we do not use.
 */
export function UserAvatar({ name, photoURL, size = 32, fallback = 'initial' }: { name: string; photoURL?: string; size?: number; fallback?: 'initial' | 'image' }) {
  const s = useStyles();
  // a photo stored before the contract checked it (or sent by another path) loads only if it passes the rule
  const src = photoURL && isSafeImageUrl(photoURL) ? photoURL : fallback === 'image' ? DEFAULT_PROFILE_IMAGE : '';
  return (
    <span className={s.root} style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }} aria-hidden="true" data-testid="user-avatar">
      {src ? <img className={s.img} src={src} alt="" /> : name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
