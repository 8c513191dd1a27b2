// The embed bundle's entry: `<script src="…/embed/sig-report-map.js">` on any page defines <sig-report-map>.
import { defineParcelElement } from '@sig/shared/elements';
import { useMapText } from '@sig/shared/map';

import { EMBED_CSS } from './embedStyles';
import { embedText } from './embedStrings';
import { Notice } from './Notice';
import { ReportMap } from './ReportMap';
import { REPORT_MAP_ATTRIBUTES } from './reportMapSettings';

function CrashNotice({ lang, onRetry }: { lang?: string; onRetry: () => void }) {
  const t = embedText(useMapText(lang || 'es').lang);
  return <Notice message={t('embed.error.crash')} retryLabel={t('embed.retry')} onRetry={onRetry} />;
}

defineParcelElement('sig-report-map', ReportMap, {
  attributes: REPORT_MAP_ATTRIBUTES,
  styles: EMBED_CSS,
  fallback: (retry, attrs) => <CrashNotice lang={attrs.lang} onRetry={retry} />,
});
