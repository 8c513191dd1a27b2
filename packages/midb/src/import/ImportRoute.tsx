import { ImportHomePage } from './ImportHomePage';
import { ImportPage } from './ImportPage';

/** /sig/operarmidb/:agregate?/:object?: the workbench's home, or one import at /sig/operarmidb/importacion/<id>. */
export function ImportRoute({ agregate, object }: { agregate: string; object: string }) {
  if (agregate === 'importacion' && object) return <ImportPage key={object} id={object} />;
  return <ImportHomePage />;
}
