import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { EraserRegular } from '@fluentui/react-icons';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';

import { useLogT } from '../i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // touch-action none: a finger drawing on it must not scroll the page
  canvas: {
    width: '100%',
    height: '180px',
    touchAction: 'none',
    backgroundColor: '#ffffff',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'crosshair',
  },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

const INK = '#1a1a1a';

/**
 * The recipient's signature drawn with a finger, a pen or the mouse (pointer events), exported as a PNG after each
 * stroke; `onChange(null)` when cleared. Our own few lines rather than a library: only strokes, a clear and a PNG
 * are needed, and they run the same in jsdom tests. The drawing needs a pointer; the clear button and the label
 * are reachable from the keyboard.
 */
export function SignaturePad({ label, onChange }: { label: string; onChange: (png: Blob | null) => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const hintId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const [inked, setInked] = useState(false);

  // the bitmap follows the drawn size and the screen's density, so strokes are sharp and where the finger is
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    const rect = c.getBoundingClientRect();
    c.width = Math.max(1, Math.round((rect.width || 300) * ratio));
    c.height = Math.max(1, Math.round((rect.height || 180) * ratio));
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
  }, []);

  // in the bitmap's drawing units, which stay those of the first layout if the phone turns meanwhile
  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const c = e.currentTarget;
    const rect = c.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const sx = rect.width ? c.width / ratio / rect.width : 1;
    const sy = rect.height ? c.height / ratio / rect.height : 1;
    return { x: ((e.clientX ?? 0) - rect.left) * sx, y: ((e.clientY ?? 0) - rect.top) * sy };
  };

  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = at(e);
    drawing.current = p;
    const ctx = e.currentTarget.getContext('2d');
    // a tap is a dot
    ctx?.beginPath();
    ctx?.arc(p.x, p.y, 1.25, 0, Math.PI * 2);
    ctx?.fill();
  };

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const from = drawing.current;
    if (!from) return;
    const to = at(e);
    const ctx = e.currentTarget.getContext('2d');
    ctx?.beginPath();
    ctx?.moveTo(from.x, from.y);
    ctx?.lineTo(to.x, to.y);
    ctx?.stroke();
    drawing.current = to;
  };

  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = null;
    setInked(true);
    e.currentTarget.toBlob((png) => onChange(png), 'image/png');
  };

  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setInked(false);
    onChange(null);
  };

  return (
    <div className={s.root}>
      <canvas
        ref={canvas}
        className={s.canvas}
        role="img"
        aria-label={label}
        aria-describedby={hintId}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <div className={s.bar}>
        <Caption1 id={hintId}>{inked ? t('envio.firma.signed') : t('envio.firma.hint')}</Caption1>
        <Button size="small" icon={<EraserRegular />} onClick={clear} disabled={!inked}>
          {t('envio.firma.clear')}
        </Button>
      </div>
    </div>
  );
}
