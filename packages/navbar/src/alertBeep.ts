type AudioContextCtor = new () => AudioContext;

let context: AudioContext | null = null;

const audioContextCtor = (): AudioContextCtor | undefined =>
  typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);

/** Three tones (high, low, high) of 180 ms; generated, so no sound file travels with the navbar. */
const TONES_HZ = [880, 660, 880];
const TONE_S = 0.18;
const GAP_S = 0.04;

/**
 * The alert sound of spec 2.4. A no-op where the browser has no Web Audio (or blocks it before any user
 * gesture): the snackbar that goes with it still tells the user.
 */
export function playAlertBeep(): void {
  const Ctor = audioContextCtor();
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const ctx = context;
    void ctx.resume?.()?.catch(() => undefined);
    const start = ctx.currentTime;
    TONES_HZ.forEach((hz, i) => {
      const t0 = start + i * (TONE_S + GAP_S);
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = hz;
      // A short attack and release: a bare on/off square clicks.
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.25, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + TONE_S);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + TONE_S);
    });
  } catch (err) {
    console.warn('[sig] alert sound unavailable', err);
  }
}
