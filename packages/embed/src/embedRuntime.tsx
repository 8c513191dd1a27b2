// The shared runtime of the embeddable web components (webpack.embed.js): a loader (<script src="…/embed/<element>.js">)
// adds it once per page; it defines the three elements, whose views load as lazy chunks when a tag first connects.
// First: the runtime's own address (document.currentScript) is only known while this script runs.
import './scriptOrigin';
import './sig-report-map';
import './sig-report-form';
import './sig-folio';
