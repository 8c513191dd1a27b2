import { Button, Caption1, Field, Input, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, ImageRegular, LocationRegular, SendRegular } from '@fluentui/react-icons';
import { UserText } from '@sig/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { useBotT } from '../i18n';
import type { FlowDraft, FlowNode } from './configApi';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  log: {
    padding: tokens.spacingHorizontalS,
    minHeight: '200px',
    maxHeight: '420px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingInlineStart: 0, listStyleType: 'none' },
  bubble: { maxWidth: '85%', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusLarge, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  bot: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground1 },
  me: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  note: { alignSelf: 'stretch', backgroundColor: tokens.colorPaletteYellowBackground1, fontStyle: 'italic' },
  who: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '140px' },
});

type Line = { de: 'bot' | 'yo' | 'nota'; texto: string };
interface Run {
  at: string | null;
  lines: Line[];
}

/** Guards a loop of steps that need no answer (none today: every kind waits or ends). */
const MAX_LINES = 400;

/**
 * Runs the draft in the browser, no server: the bot's messages, a menu's options as buttons, the text, place and
 * photo steps simulated, and at "talk to a person" or "file a reporte" what would happen. It follows the draft as
 * edited (unsaved changes too); Restart begins again.
 */
export function PreviewPane({ flow, tipoName }: { flow: FlowDraft; tipoName: (id: string) => string }) {
  const s = useStyles();
  const { t } = useBotT();
  const titleId = useId();
  const [run, setRun] = useState<Run>(() => start(flow));
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const byId = new Map(flow.nodos.map((n) => [n.id, n]));
  const node = run.at !== null ? byId.get(run.at) : undefined;

  function start(f: FlowDraft): Run {
    return enter(f, { at: null, lines: f.saludo.trim() ? [{ de: 'bot', texto: f.saludo }] : [] }, f.inicio);
  }
  function enter(f: FlowDraft, r: Run, id: string): Run {
    const n = f.nodos.find((x) => x.id === id);
    if (!n) return { at: null, lines: [...r.lines, { de: 'nota', texto: t('cfg.preview.missing', { id: id || '—' }) }] };
    const lines: Line[] = [...r.lines, { de: 'bot', texto: n.texto }];
    if (n.tipo === 'humano') return { at: null, lines: [...lines, { de: 'nota', texto: t('cfg.preview.humano') }] };
    if (n.tipo === 'reporte') return { at: null, lines: [...lines, { de: 'nota', texto: t('cfg.preview.reporte', { tipo: n.tipoId ? tipoName(n.tipoId) : '—' }) }] };
    return { at: n.id, lines: lines.slice(-MAX_LINES) };
  }
  const answer = (said: string, next: string) => setRun((r) => enter(flow, { ...r, lines: [...r.lines, { de: 'yo', texto: said }] }, next));
  const restart = () => (setText(''), setRun(start(flow)));

  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [run]);

  const sendText = (e: FormEvent) => {
    e.preventDefault();
    if (!node || node.tipo !== 'texto' || !text.trim()) return;
    answer(text.trim(), node.siguiente);
    setText('');
  };

  return (
    <section className={s.root} aria-labelledby={titleId}>
      <div className={s.head}>
        <Subtitle2 as="h3" id={titleId}>
          {t('cfg.preview.title')}
        </Subtitle2>
        <Button size="small" icon={<ArrowResetRegular />} onClick={restart}>
          {t('cfg.preview.restart')}
        </Button>
      </div>
      <Caption1>{t('cfg.preview.hint')}</Caption1>
      <div ref={logRef} className={s.log} role="log" aria-label={t('cfg.preview.log')} aria-live="polite">
        <ol className={s.lines}>
          {run.lines.map((l, i) => (
            <li key={i} className={mergeClasses(s.bubble, l.de === 'bot' ? s.bot : l.de === 'yo' ? s.me : s.note)}>
              <span className={s.who}>{t(`cfg.preview.${l.de}`)}</span>
              <UserText>{l.texto}</UserText>
            </li>
          ))}
        </ol>
      </div>
      {node && <Answer node={node} onAnswer={answer} text={text} setText={setText} onSendText={sendText} />}
      {!node && <Caption1 role="status">{t('cfg.preview.ended')}</Caption1>}
    </section>
  );
}

function Answer({ node, onAnswer, text, setText, onSendText }: { node: FlowNode; onAnswer: (said: string, next: string) => void; text: string; setText: (v: string) => void; onSendText: (e: FormEvent) => void }) {
  const s = useStyles();
  const { t } = useBotT();
  switch (node.tipo) {
    case 'menu':
      return (
        <div className={s.actions} role="group" aria-label={t('cfg.preview.options')}>
          {node.opciones.map((o, i) => (
            <Button key={i} onClick={() => onAnswer(`${i + 1}. ${o.etiqueta}`, o.siguiente)}>
              {/* the number leads in either direction; the label keeps its own */}
              <bdi dir="ltr">
                {`${i + 1}. `}
                <UserText>{o.etiqueta}</UserText>
              </bdi>
            </Button>
          ))}
        </div>
      );
    case 'texto':
      return (
        <form className={s.row} onSubmit={onSendText}>
          <Field label={t('cfg.preview.textLabel')} className={s.grow}>
            <Input value={text} dir="auto" onChange={(_, d) => setText(d.value)} maxLength={2000} />
          </Field>
          <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={!text.trim()}>
            {t('cfg.preview.send')}
          </Button>
        </form>
      );
    case 'ubicacion':
      return (
        <Button icon={<LocationRegular />} onClick={() => onAnswer(t('cfg.preview.locationSent'), node.siguiente)}>
          {t('cfg.preview.location')}
        </Button>
      );
    case 'foto':
      return (
        <div className={s.row}>
          <Button icon={<ImageRegular />} onClick={() => onAnswer(t('cfg.preview.photoSent'), node.siguiente)}>
            {t('cfg.preview.photo')}
          </Button>
          {node.opcional && <Button onClick={() => onAnswer(t('cfg.preview.noPhotoSaid'), node.siguiente)}>{t('cfg.preview.noPhoto')}</Button>}
        </div>
      );
    default:
      return null;
  }
}
