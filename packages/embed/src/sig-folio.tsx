// <sig-folio>: look up a folio and follow it. Defined by the shared runtime (embedRuntime.tsx); its view is a lazy chunk.
import { defineParcelElement } from '@sig/shared/elements';

import { FOLIO_ATTRIBUTES } from './citizenSettings';
import { crashNotice } from './CrashNotice';
import { embedText, languageOf } from './embedStrings';
import { lazyView } from './lazyView';

defineParcelElement(
  'sig-folio',
  lazyView(
    () => import(/* webpackChunkName: "sig-folio" */ './FolioLookup').then((m) => m.FolioLookup),
    (attrs) => embedText(languageOf(attrs.lang))('embed.loading.folio'),
  ),
  { attributes: FOLIO_ATTRIBUTES, fallback: crashNotice('embed.error.crash.folio') },
);
