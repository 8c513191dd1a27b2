import { Button, Caption1, Field, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ArrowUndoRegular, ChevronDownRegular, ChevronUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { LatLng } from '@sig/shared';
import { CheckboxGroup, ConfirmDialog, LoadError, Loading, TextArea, formatNumber, useMapModule } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useCatalogsT } from '../i18n';
import { PolygonMap } from './PolygonMap';
import { MIN_VERTICES, type PolygonDraft, addVertex, emptyDraft, moveVertex, parsePolygonText, polygonText, undoVertex } from './polygonEdit';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground2, marginInlineStart: tokens.spacingHorizontalXS },
  toggle: { alignSelf: 'flex-start', paddingInline: 0, minWidth: 0 },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, minHeight: '120px' },
});

/** Tall enough to draw on, short enough to leave the form's buttons in view on a laptop. */
const MAP_HEIGHT = 'min(360px, 45vh)';

export interface ZonaPolygonEditorProps {
  label: string;
  value: PolygonDraft;
  onChange: (value: PolygonDraft) => void;
  /** The form's message (fewer than 3 corners, a GeoJSON to fix, the server's answer). */
  error?: string;
  hint?: string;
}

/**
 * A zona's outline, drawn on the map (loaded on demand) or typed as GeoJSON under "Editar como GeoJSON";
 * the two show the same draft, and the text stays usable when the map cannot load.
 */
export function ZonaPolygonEditor({ label, value, onChange, error, hint }: ZonaPolygonEditorProps) {
  const s = useStyles();
  const { t, i18n } = useCatalogsT();
  const textId = useId('geojson');
  const { module, error: mapFailed, retry } = useMapModule();
  const [fitKey, setFitKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [textOpen, setTextOpen] = useState(false);
  const [text, setText] = useState(() => polygonText(value));
  // The draft the text produced: it is not written back over what the person is typing.
  const [typed, setTyped] = useState<PolygonDraft | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== typed) setText(polygonText(value));
  }

  const draw = (outline: LatLng[]) => onChange({ outline, holes: value.holes, problem: null });
  const clear = () => onChange(emptyDraft());
  const editText = (next: string) => {
    setText(next);
    const parsed = parsePolygonText(next);
    const draft = parsed.problem ? { ...value, problem: parsed.problem } : parsed;
    setTyped(draft);
    if (!parsed.problem) setFitKey((k) => k + 1);
    onChange(draft);
  };

  const count = value.outline.length;
  const vertices = t('zonas.vertices', { count, n: formatNumber(count) });
  const caption = count >= MIN_VERTICES ? vertices : count > 0 ? `${vertices}. ${t('polygon.needMore')}` : t('polygon.needMore');
  const textProblem = value.problem === 'json' ? t('v.json') : value.problem === 'shape' ? t('v.polygonShape') : undefined;

  return (
    <CheckboxGroup label={label} error={error} hint={hint} className={s.body}>
      {mapFailed ? (
        <LoadError message={t('polygon.mapFailed')} onRetry={retry} />
      ) : !module ? (
        <Loading />
      ) : (
        <PolygonMap
          module={module}
          outline={value.outline}
          holes={value.holes}
          fitKey={fitKey}
          onAdd={(at) => draw(addVertex(value.outline, at))}
          onMove={(index, to) => draw(moveVertex(value.outline, index, to))}
          label={t('polygon.mapLabel')}
          help={t('polygon.help')}
          vertexTitle={(n) => t('polygon.vertex', { n: formatNumber(n) })}
          lang={i18n.language}
          height={MAP_HEIGHT}
        />
      )}
      <div className={s.bar}>
        <Button icon={<ArrowUndoRegular />} disabled={count === 0} onClick={() => draw(undoVertex(value.outline))}>
          {t('polygon.undo')}
        </Button>
        <Button
          icon={<DeleteRegular />}
          disabled={count === 0 && value.holes.length === 0}
          onClick={() => (count >= MIN_VERTICES ? setConfirming(true) : clear())}
        >
          {t('polygon.clear')}
        </Button>
        <Caption1 className={s.count} aria-live="polite" data-testid="zona-polygon-count">
          {caption}
        </Caption1>
      </div>
      {value.holes.length > 0 && <Caption1>{t('polygon.holes')}</Caption1>}
      <Button
        appearance="transparent"
        className={s.toggle}
        icon={textOpen ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={textOpen}
        aria-controls={textId}
        onClick={() => setTextOpen((o) => !o)}
      >
        {t('polygon.asGeoJson')}
      </Button>
      <div id={textId} hidden={!textOpen}>
        <Field label={t('polygon.geojson')} hint={t('polygon.geojsonHint')} validationMessage={textProblem}>
          {(fieldProps) => (
            <TextArea {...fieldProps} className={s.code} value={text} spellCheck={false} dir="ltr" onChange={(e) => editText(e.target.value)} />
          )}
        </Field>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('polygon.clearTitle')}
        body={t('polygon.clearBody')}
        confirmLabel={t('polygon.clearConfirm')}
        onConfirm={async () => clear()}
        onClose={() => setConfirming(false)}
      />
    </CheckboxGroup>
  );
}
