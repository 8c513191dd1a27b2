import { type EmbedKey, embedText, languageOf } from './embedStrings';
import { Notice } from './Notice';

/** What an element shows when its view crashed (or its chunk did not load): said in its language, with a retry. */
export function crashNotice(key: EmbedKey) {
  return function CrashNotice(retry: () => void, attrs: { lang?: string }) {
    const t = embedText(languageOf(attrs.lang));
    return <Notice message={t(key)} retryLabel={t('embed.retry')} onRetry={retry} />;
  };
}
