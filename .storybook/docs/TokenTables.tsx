import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  type ColorMode,
  colorModes,
  type PresetName,
  presetNames,
  presets,
  themeClass,
} from '../../src/theme';
import type { ColorRole } from '../../src/theme/presets';
import { colorProperty, measurePairings, readTokens, type Token, type TokenGroup } from './readTokens';
import * as css from './TokenTables.css';

export interface TokenTablesProps {
  /** The presets to show, in this order; every preset by default. */
  presets?: readonly PresetName[];
  /** The colour modes to show for each preset; light and dark by default. */
  modes?: readonly ColorMode[];
  /**
   * Colours painted over each shown preset's own, by role, as a member's saved colours would be: how a story
   * shows that an unreadable palette is reported as failing.
   */
  overrides?: Partial<Record<ColorRole, string>>;
}

const typeGroups = ['font', 'fontSize', 'fontWeight', 'lineHeight'] as const;

/**
 * Hidden element carrying a theme class (and any overrides), and the tokens the browser computes on it. Read
 * after layout, so the tables show what a component inside that class would paint.
 */
function useComputedTokens(
  className: string,
  style: CSSProperties | undefined,
  groups: readonly TokenGroup[],
) {
  const probe = useRef<HTMLDivElement>(null);
  const [tokens, setTokens] = useState<Partial<Record<TokenGroup, Token[]>> | null>(null);
  const key = `${className} ${JSON.stringify(style ?? {})} ${groups.join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for className, style and groups
  useLayoutEffect(() => {
    const element = probe.current;
    if (element) setTokens(Object.fromEntries(groups.map((group) => [group, readTokens(element, group)])));
  }, [key]);
  return { probeElement: <div ref={probe} className={className} style={style} hidden />, tokens };
}

function TokenTable(props: { caption: string; tokens: Token[]; show?: (token: Token) => ReactNode }) {
  return (
    <table className={css.table}>
      <caption className={css.caption}>{props.caption}</caption>
      <thead>
        <tr>
          <th className={css.cell}>Role</th>
          <th className={css.cell}>CSS variable</th>
          <th className={css.cell}>Value</th>
          {props.show && <th className={css.cell}>Sample</th>}
        </tr>
      </thead>
      <tbody>
        {props.tokens.map((token) => (
          <tr key={token.name}>
            <th scope="row" className={css.cell}>
              {token.role}
            </th>
            <td className={css.cell}>
              <code className={css.code}>{token.name}</code>
            </td>
            <td className={css.cell}>
              <code className={css.code}>{token.value}</code>
            </td>
            {props.show && <td className={css.cell}>{props.show(token)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContrastTable({ caption, colors }: { caption: string; colors: Token[] }) {
  return (
    <table className={css.table}>
      <caption className={css.caption}>{caption}</caption>
      <thead>
        <tr>
          <th className={css.cell}>Pairing</th>
          <th className={css.cell}>Sample</th>
          <th className={css.cell}>Ratio</th>
          <th className={css.cell}>AA minimum</th>
          <th className={css.cell}>Result</th>
        </tr>
      </thead>
      <tbody>
        {measurePairings(colors).map((p) => (
          <tr key={`${p.foreground}-${p.background}`}>
            <th scope="row" className={css.cell}>{`${p.foreground} on ${p.background}`}</th>
            <td className={css.cell}>
              <span className={css.sample} style={{ background: p.bg }} aria-hidden="true">
                <span className={css.sampleInk} style={{ background: p.fg }} />
              </span>
            </td>
            <td className={css.cell}>
              {Number.isNaN(p.ratio) ? 'unreadable colour' : `${p.ratio.toFixed(2)}:1`}
            </td>
            <td className={css.cell}>{`${p.minimum}:1`}</td>
            <td className={css.cell}>
              <span className={p.passes ? css.pass : css.fail}>{p.passes ? '✓ Pass' : '✗ Fail'}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ThemeTokens({
  preset,
  mode,
  overrides,
}: {
  preset: PresetName;
  mode: ColorMode;
  overrides?: TokenTablesProps['overrides'];
}) {
  const style = overrides
    ? (Object.fromEntries(
        Object.entries(overrides).map(([role, value]) => [colorProperty(role as ColorRole), value]),
      ) as CSSProperties)
    : undefined;
  const { probeElement, tokens } = useComputedTokens(themeClass(preset, mode), style, [
    'color',
    'radius',
    'shadow',
  ]);
  const name = `${presets[preset].label} ${mode}`;
  return (
    <section className={css.section} aria-labelledby={`tokens-${preset}-${mode}`}>
      {probeElement}
      <h2 id={`tokens-${preset}-${mode}`} className={css.heading}>
        {name}
      </h2>
      {tokens?.color && tokens.radius && tokens.shadow ? (
        <>
          <TokenTable
            caption={`Colour tokens, ${name}`}
            tokens={tokens.color}
            show={(t) => <span className={css.swatch} style={{ background: t.value }} aria-hidden="true" />}
          />
          <ContrastTable caption={`Contrast of the colours components pair, ${name}`} colors={tokens.color} />
          <TokenTable
            caption={`Radius and shadow tokens, ${name}`}
            tokens={[...tokens.radius, ...tokens.shadow]}
            show={(t) => (
              <span
                className={css.shape}
                style={t.name.includes('radius') ? { borderRadius: t.value } : { boxShadow: t.value }}
                aria-hidden="true"
              />
            )}
          />
        </>
      ) : (
        <p>Reading the tokens…</p>
      )}
    </section>
  );
}

/** Spacing and type do not change with the preset or mode; they are read from the first preset shown. */
function SharedTokens({ preset, mode }: { preset: PresetName; mode: ColorMode }) {
  const { probeElement, tokens } = useComputedTokens(themeClass(preset, mode), undefined, [
    'space',
    ...typeGroups,
  ]);
  return (
    <section className={css.section} aria-labelledby="tokens-shared">
      {probeElement}
      <h2 id="tokens-shared" className={css.heading}>
        Spacing and type, shared by every preset
      </h2>
      {tokens?.space && (
        <TokenTable
          caption="Spacing tokens"
          tokens={tokens.space}
          show={(t) => <span className={css.bar} style={{ inlineSize: t.value }} aria-hidden="true" />}
        />
      )}
      {tokens && (
        <TokenTable caption="Type tokens" tokens={typeGroups.flatMap((group) => tokens[group] ?? [])} />
      )}
    </section>
  );
}

/**
 * Every token of the theme contract as the browser computes it, for each preset and colour mode, with the
 * WCAG contrast of every colour pairing the components paint against its AA minimum.
 */
export function TokenTables({
  presets: shown = presetNames,
  modes = colorModes,
  overrides,
}: TokenTablesProps) {
  const [first = 'tessera'] = shown;
  return (
    <div className={css.root}>
      <SharedTokens preset={first} mode={modes[0] ?? 'light'} />
      {shown.flatMap((preset) =>
        modes.map((mode) => (
          <ThemeTokens key={`${preset}-${mode}`} preset={preset} mode={mode} overrides={overrides} />
        )),
      )}
    </div>
  );
}
