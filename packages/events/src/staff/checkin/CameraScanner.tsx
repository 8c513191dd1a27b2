import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';

import { useEvT } from '../../i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  video: { width: '100%', maxHeight: '50vh', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge, backgroundColor: '#000000' },
  problem: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

// a frame every 200 ms reads a held-up ticket well within the 300 ms a verdict may take, and spares the battery
const EVERY_MS = 200;
// the same ticket held in front of the camera is judged once, not five times a second
const SAME_AGAIN_MS = 3000;

/** The phone's back camera, read for QR codes until closed; each new code goes to `onCode`. */
export function CameraScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const s = useStyles();
  const { t } = useEvT();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };
    const start = async () => {
      try {
        const { readQr } = await import('./scanner');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (!live || !video.current) return stream.getTracks().forEach((tr) => tr.stop());
        video.current.srcObject = stream;
        await video.current.play();
        const tick = async () => {
          if (!live || !video.current) return;
          if (video.current.readyState >= 2) {
            const text = await readQr(video.current).catch(() => null);
            const now = Date.now();
            if (text && (text !== last.text || now - last.at > SAME_AGAIN_MS)) {
              last = { text, at: now };
              onCodeRef.current(text);
            }
          }
          timer = setTimeout(() => void tick(), EVERY_MS);
        };
        void tick();
      } catch (e) {
        if (live) setProblem((e as { name?: string }).name === 'NotAllowedError' ? t('door.camera.denied') : t('door.camera.failed'));
      }
    };
    void start();
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [t]);

  return (
    <div className={s.root}>
      {problem ? <div role="alert" className={s.problem}>{problem}</div> : <video ref={video} className={s.video} muted playsInline aria-label={t('door.camera.video')} />}
      <Button icon={<DismissRegular />} onClick={onClose}>
        {t('door.camera.close')}
      </Button>
    </div>
  );
}
