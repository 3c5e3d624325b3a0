import { useEffect, useId, useState } from 'react';
import * as pills from '../../src/screens/Layout/ThemeSettingsPanel.css';
import {
  type ColorSlot,
  colorModes,
  colorSlots,
  containers,
  directions,
  type FontName,
  fontNames,
  layouts,
  positions,
  presetNames,
  presets,
  sidebarStyles,
  type ThemeSettings,
} from '../../src/theme';
import { Button } from '../../src/ui';
import * as css from './ThemeLab.css';

export const slotLabels: Record<ColorSlot, string> = {
  accent: 'Accent',
  onAccent: 'Text on accent',
  critical: 'Critical',
  positive: 'Positive',
  warning: 'Warning',
  info: 'Info',
  surface: 'Surface',
  surfaceRaised: 'Raised surface',
  surfaceSunken: 'Page background',
  border: 'Divider',
  borderStrong: 'Control border',
  text: 'Text',
  textMuted: 'Muted text',
};

const words = (value: string) =>
  ({ ltr: 'LTR', rtl: 'RTL' })[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

const hexColor = /^#[0-9a-f]{6}$/i;

/** A native picker beside the hex it holds: pickers cannot take a pasted brand colour, the text field can. */
function ColorSlotField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const typed = (text: string) => {
    setDraft(text);
    if (hexColor.test(text)) onChange(text.toLowerCase());
  };
  return (
    <div className={css.colorField}>
      <input
        className={pills.colorInput}
        type="color"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <label className={css.hexField}>
        <span>{label}</span>
        <input
          className={css.hexInput}
          value={draft}
          spellCheck={false}
          aria-invalid={!hexColor.test(draft)}
          onChange={(event) => typed(event.target.value.trim())}
          onBlur={() => setDraft(value)}
        />
      </label>
    </div>
  );
}

type ChoiceKey = 'mode' | 'sidebarStyle' | 'layout' | 'headerPosition' | 'sidebarPosition' | 'container';

export type LabPanelProps = {
  settings: ThemeSettings;
  onChange: (next: ThemeSettings) => void;
  onReset: () => void;
  onExport: () => void;
  /** Whether a lab theme is kept for other stories (it is once anything has been edited). */
  kept: boolean;
};

/** Every theme setting at once, beside what it paints; each edit is handed up as it happens. */
export function LabPanel({ settings, onChange, onReset, onExport, kept }: LabPanelProps) {
  const id = useId();
  const set = <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const palette = presets[settings.preset][settings.mode];

  const radios = <T extends string>(
    name: string,
    legend: string,
    options: readonly T[],
    checked: T,
    pick: (value: T) => void,
    label: (value: T) => string = words,
  ) => (
    <fieldset className={pills.group}>
      <legend className={pills.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={pills.choice}>
          <input
            className={pills.radio}
            type="radio"
            name={`${id}-${name}`}
            value={option}
            checked={checked === option}
            onChange={() => pick(option)}
          />
          {name === 'preset' && (
            // React writes this through CSSOM, as the app's panel does.
            <span
              className={pills.swatch}
              style={{ backgroundColor: presets[option as ThemeSettings['preset']][settings.mode].accent }}
            />
          )}
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
  const choice = <K extends ChoiceKey>(key: K, legend: string, options: readonly ThemeSettings[K][]) =>
    radios(key, legend, options, settings[key], (value) => set(key, value));

  return (
    <form className={css.panel} aria-label="Theme lab settings" onSubmit={(e) => e.preventDefault()}>
      <div className={css.panelActions}>
        <Button variant="secondary" size="sm" onClick={onExport}>
          Export as preset
        </Button>
        <Button variant="ghost" size="sm" onClick={onReset} disabled={!kept}>
          Reset lab theme
        </Button>
      </div>
      <p className={css.note} role="status">
        {kept
          ? 'This theme is kept for every story until you reset it.'
          : 'Showing the toolbar’s theme. Edit anything to keep a lab theme across stories.'}
      </p>
      {radios(
        'preset',
        'Preset',
        presetNames,
        settings.preset,
        (value) =>
          // A new preset starts from its own colours: edits made on another preset's palette rarely fit it.
          onChange({ ...settings, preset: value, colors: {} }),
        (value) => presets[value].label,
      )}
      {choice('mode', 'Colour mode', colorModes)}
      <fieldset className={pills.group}>
        <legend className={pills.legend}>Colours</legend>
        <div className={css.colors}>
          {colorSlots.map((slot) => (
            <ColorSlotField
              key={slot}
              label={slotLabels[slot]}
              value={settings.colors[slot] ?? palette[slot]}
              onChange={(value) => set('colors', { ...settings.colors, [slot]: value })}
            />
          ))}
        </div>
      </fieldset>
      <label className={pills.fontField}>
        <span className={pills.legend}>Font</span>
        <select
          className={pills.select}
          value={settings.font}
          onChange={(event) => set('font', event.target.value as FontName)}
        >
          {fontNames.map((font) => (
            <option key={font} value={font}>
              {words(font)}
            </option>
          ))}
        </select>
      </label>
      {choice('container', 'Container', containers)}
      {choice('layout', 'Layout', layouts)}
      {choice('sidebarStyle', 'Sidebar style', sidebarStyles)}
      {choice('headerPosition', 'Header', positions)}
      {choice('sidebarPosition', 'Sidebar', positions)}
      {radios('direction', 'Direction', directions, settings.direction, (value) => set('direction', value))}
    </form>
  );
}
