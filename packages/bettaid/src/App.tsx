import { useBtT } from './i18n';

// skeleton (issue 29): the parcel's helper replaces this with a public half and a staff half, as transparency does.
export function App() {
  const { t } = useBtT();
  return <h1>{t('page.title')}</h1>;
}
