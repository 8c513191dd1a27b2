import { Body1, Button, Caption1, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, PrintRegular } from '@fluentui/react-icons';
import { notify } from '@sig/shared';
import { type CSSProperties, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { useSetupT } from './i18n';
import type { StepProps } from './SetupPage';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  grow: { flexGrow: 1, minWidth: 'min(100%, 260px)' },
  ltr: { direction: 'ltr', unicodeBidi: 'isolate' },
  preview: {
    alignSelf: 'flex-start',
    width: 'min(100%, 340px)',
    aspectRatio: '8.5 / 11',
    overflow: 'hidden',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    backgroundColor: '#fff',
  },
  scale: { width: '216mm', transformOrigin: 'top left', '[dir=rtl] &': { transformOrigin: 'top right' } },
  snippet: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    direction: 'ltr',
    textAlign: 'left',
  },
});

/**
 * The printed poster: plain CSS (it is also drawn outside the Fluent provider, straight under <body>, for
 * printing) sized for one Letter or A4 page. On paper only the poster prints: every other child of <body> is
 * hidden by the print rule below.
 */
const PRINT_CSS = `
.sig-print-poster { display: none; }
@media print {
  @page { size: portrait; margin: 12mm; }
  body > *:not(.sig-print-poster) { display: none !important; }
  html, body { background: #fff !important; height: auto !important; overflow: visible !important; }
  .sig-print-poster { display: block !important; }
}`;

const box: CSSProperties = { boxSizing: 'border-box', width: '100%', padding: '10mm 12mm', fontFamily: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif', color: '#1b1b1b', textAlign: 'center', breakInside: 'avoid' };

function Poster({ nombre, logo, color, qr, url, lang, dir, text }: { nombre: string; logo: string | null; color: string; qr: string | null; url: string; lang: string; dir: 'ltr' | 'rtl'; text: (k: string) => string }) {
  return (
    <div lang={lang} dir={dir} style={box}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '5mm', marginBottom: '6mm' }}>
        {logo && <img src={logo} alt="" style={{ height: '18mm', width: 'auto' }} />}
        <div style={{ fontSize: '20pt', fontWeight: 600 }}>{nombre}</div>
      </div>
      <div style={{ height: '3mm', background: color, borderRadius: '2mm', marginBottom: '8mm' }} />
      <div style={{ fontSize: '34pt', fontWeight: 700, lineHeight: 1.15, marginBottom: '4mm' }}>{text('setup.poster.title')}</div>
      <div style={{ fontSize: '15pt', lineHeight: 1.35, marginBottom: '8mm' }}>{text('setup.poster.body')}</div>
      {qr ? <img src={qr} alt={text('setup.public.qrAlt')} style={{ width: '100mm', height: '100mm', display: 'block', margin: '0 auto' }} /> : <div style={{ width: '100mm', height: '100mm', margin: '0 auto' }} />}
      <div dir="ltr" style={{ fontSize: '15pt', fontWeight: 600, margin: '5mm 0 8mm', overflowWrap: 'anywhere' }}>
        {url.replace(/^https?:\/\//, '')}
      </div>
      <ol style={{ display: 'flex', justifyContent: 'center', gap: '6mm', listStyle: 'none', padding: 0, margin: 0, fontSize: '12pt', lineHeight: 1.3 }}>
        {['setup.poster.step1', 'setup.poster.step2', 'setup.poster.step3'].map((k, i) => (
          <li key={k} style={{ flex: '1 1 0', border: `0.6mm solid ${color}`, borderRadius: '3mm', padding: '4mm 3mm' }}>
            <div style={{ fontSize: '20pt', fontWeight: 700, color }}>{i + 1}</div>
            {text(k)}
          </li>
        ))}
      </ol>
    </div>
  );
}

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify({ message: done, variant: 'success' });
  } catch {
    // the field stays selectable: copying by hand still works
  }
}

export function PublicStep({ cliente, status, confirm }: StepProps) {
  const s = useStyles();
  const { t, i18n } = useSetupT();
  const url = `${window.location.origin}/act/s/${status.slug}`;
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const snippet = `<script src="${window.location.origin}/embed/sig-report-map.js"></script>\n<sig-report-map cliente="${status.slug}" lang="es" estatus="abiertos" height="480px"></sig-report-map>`;

  useEffect(() => {
    let live = true;
    import('./qrSvg')
      .then((m) => m.qrDataUrl(url))
      .then(
        (d) => live && setQr(d),
        () => live && setQrFailed(true),
      );
    return () => {
      live = false;
    };
  }, [url]);

  const dir = i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr';
  const poster = <Poster nombre={cliente.nombre} logo={cliente.logo} color={cliente.colors.primary} qr={qr} url={url} lang={i18n.language} dir={dir} text={(k) => t(k)} />;

  return (
    <div className={s.column}>
      <style>{PRINT_CSS}</style>
      {createPortal(<div className="sig-print-poster">{poster}</div>, document.body)}
      <div className={s.row}>
        <Field label={t('setup.public.link')} className={s.grow}>
          <Input readOnly value={url} className={s.ltr} onFocus={(e) => e.target.select()} />
        </Field>
        <Button icon={<CopyRegular />} onClick={() => void copy(url, t('setup.public.copied'))}>
          {t('setup.public.copy')}
        </Button>
      </div>

      <Subtitle2 as="h3">{t('setup.public.poster')}</Subtitle2>
      {qrFailed && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('setup.public.qrFailed')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.preview} role="img" aria-label={t('setup.public.preview')} data-testid="setup-poster-preview">
        <div className={s.scale} style={{ transform: 'scale(0.415)' }} aria-hidden="true">
          {poster}
        </div>
      </div>
      <div className={s.row}>
        <Button appearance="primary" icon={qr ? <PrintRegular /> : <Spinner size="tiny" />} disabled={!qr} onClick={() => window.print()}>
          {t('setup.public.print')}
        </Button>
      </div>

      <Subtitle2 as="h3">{t('setup.public.embed')}</Subtitle2>
      <Caption1>{t('setup.public.embedHint')}</Caption1>
      <pre className={s.snippet} data-testid="setup-embed-snippet">
        {snippet}
      </pre>
      <div className={s.row}>
        <Button icon={<CopyRegular />} onClick={() => void copy(snippet, t('setup.public.snippetCopied'))}>
          {t('setup.public.copySnippet')}
        </Button>
      </div>
      <Body1>{t('setup.public.doneHint')}</Body1>
      <div className={s.row}>
        <Button
          appearance="primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await confirm();
            setBusy(false);
          }}
        >
          {t('setup.public.done')}
        </Button>
      </div>
    </div>
  );
}
