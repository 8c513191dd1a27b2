// <sig-report-map>: the public map of reportes. Defined by the shared runtime (embedRuntime.tsx); its view is a lazy chunk.
import { defineParcelElement } from '@sig/shared/elements';

import { crashNotice } from './CrashNotice';
import { EMBED_CSS } from './embedStyles';
import { embedText, languageOf } from './embedStrings';
import { lazyView } from './lazyView';
import { REPORT_MAP_ATTRIBUTES } from './reportMapSettings';

defineParcelElement(
  'sig-report-map',
  lazyView(
    () => import(/* webpackChunkName: "sig-report-map" */ './ReportMap').then((m) => m.ReportMap),
    (attrs) => embedText(languageOf(attrs.lang))('embed.loading'),
  ),
  { attributes: REPORT_MAP_ATTRIBUTES, styles: EMBED_CSS, fallback: crashNotice('embed.error.crash') },
);
