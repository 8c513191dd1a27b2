import { Radio, RadioGroup, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LAYOUT_STYLES, type LayoutStyle, useT } from '@sig/shared';

import './i18n';

const useStyles = makeStyles({
  group: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  card: {
    minWidth: 0,
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingBlock: tokens.spacingVerticalXS,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: tokens.durationFaster,
    ':hover': { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1Hover}` },
  },
  selected: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorCompoundBrandStroke}`,
    boxShadow: `inset 0 0 0 1px ${tokens.colorCompoundBrandStroke}`,
    ':hover': { border: `${tokens.strokeWidthThin} solid ${tokens.colorCompoundBrandStrokeHover}` },
  },
  label: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS, minWidth: 0, overflowWrap: 'anywhere' },
  picto: {
    display: 'flex',
    width: '64px',
    maxWidth: '100%',
    height: '44px',
    boxSizing: 'border-box',
    overflow: 'hidden',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  column: { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 },
  side: { width: '26%', flexShrink: 0, backgroundColor: tokens.colorBrandBackground },
  nav: { height: '7px', flexShrink: 0, backgroundColor: tokens.colorBrandBackground },
  bar: { height: '7px', flexShrink: 0, backgroundColor: tokens.colorNeutralStrokeAccessible },
  content: { flex: '1 1 auto', margin: '3px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground1 },
  foot: { height: '4px', flexShrink: 0, backgroundColor: tokens.colorNeutralStroke1 },
});

/** A tiny drawing of each layout: brand colour for the navbar, grey for the toolbar and footer. */
function Pictogram({ layout }: { layout: LayoutStyle }) {
  const s = useStyles();
  const nav = <span className={s.nav} />;
  const bar = <span className={s.bar} />;
  const rest = (
    <>
      <span className={s.content} />
      <span className={s.foot} />
    </>
  );
  return (
    <span className={s.picto} aria-hidden="true" data-pictogram={layout}>
      {layout === 'layout1' ? <span className={s.side} /> : null}
      <span className={s.column}>
        {layout === 'layout1' ? bar : layout === 'layout2' ? nav : bar}
        {layout === 'layout2' ? bar : layout === 'layout3' ? nav : null}
        {rest}
      </span>
    </span>
  );
}

/** Spec 2.4: the three layouts as small radio cards. */
export function LayoutPicker({ value, labelledBy, onChange }: { value: LayoutStyle; labelledBy: string; onChange: (v: LayoutStyle) => void }) {
  const s = useStyles();
  const { t } = useT('settings');
  return (
    <RadioGroup className={s.group} aria-labelledby={labelledBy} value={value} onChange={(_, d) => onChange(d.value as LayoutStyle)}>
      {LAYOUT_STYLES.map((l) => (
        <Radio
          key={l}
          value={l}
          labelPosition="below"
          className={mergeClasses(s.card, l === value && s.selected)}
          label={{
            className: s.label,
            children: (
              <>
                <Pictogram layout={l} />
                <span>{t(`layout.${l}`)}</span>
              </>
            ),
          }}
        />
      ))}
    </RadioGroup>
  );
}
