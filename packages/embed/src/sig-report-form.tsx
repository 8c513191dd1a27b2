// <sig-report-form>: file a reporte from another site. Defined by the shared runtime (embedRuntime.tsx); its view is a lazy chunk.
import { defineParcelElement } from '@sig/shared/elements';

import { REPORT_FORM_ATTRIBUTES } from './citizenSettings';
import { crashNotice } from './CrashNotice';
import { EMBED_CSS } from './embedStyles';
import { embedText, languageOf } from './embedStrings';
import { lazyView } from './lazyView';

defineParcelElement(
  'sig-report-form',
  lazyView(
    () => import(/* webpackChunkName: "sig-report-form" */ './ReportForm').then((m) => m.ReportForm),
    (attrs) => embedText(languageOf(attrs.lang))('embed.loading.form'),
  ),
  { attributes: REPORT_FORM_ATTRIBUTES, styles: EMBED_CSS, fallback: crashNotice('embed.error.crash.form') },
);
