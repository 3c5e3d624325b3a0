import { useId } from 'react';
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
} from '../../theme';
import { Button } from '../../ui';
import { Drawer } from '../../ui/Drawer/Drawer';
import * as styles from './ThemeSettingsPanel.css';

export type ThemeSettingsPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ThemeSettings;
  onChange: (next: ThemeSettings) => void;
  onReset: () => void;
};

const slotLabels: Record<ColorSlot, string> = {
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

const fontLabels: Record<FontName, string> = {
  system: 'System',
  inter: 'Inter',
  roboto: 'Roboto',
  'ibm-plex-sans': 'IBM Plex Sans',
  'noto-sans-arabic': 'Noto Sans Arabic',
};

const optionLabels: Record<string, string> = { ltr: 'LTR', rtl: 'RTL' };
const words = (value: string) =>
  optionLabels[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

type ChoiceKey = Exclude<keyof ThemeSettings, 'colors' | 'font' | 'preset'>;

/** The theme and layout settings drawer: every edit is handed up at once, so the page repaints live. */
export function ThemeSettingsPanel({
  open,
  onOpenChange,
  settings,
  onChange,
  onReset,
}: ThemeSettingsPanelProps) {
  const id = useId();
  const set = <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const palette = presets[settings.preset][settings.mode];

  const group = <K extends ChoiceKey>(key: K, legend: string, options: readonly ThemeSettings[K][]) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            className={styles.radio}
            type="radio"
            name={`${id}-${key}`}
            value={option}
            checked={settings[key] === option}
            onChange={() => set(key, option)}
          />
          {words(option)}
        </label>
      ))}
    </fieldset>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Theme settings"
      side="end"
      footer={
        <Button variant="secondary" onClick={onReset}>
          Reset
        </Button>
      }
    >
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Preset</legend>
          {presetNames.map((name) => (
            <label key={name} className={styles.choice}>
              <input
                className={styles.radio}
                type="radio"
                name={`${id}-preset`}
                value={name}
                checked={settings.preset === name}
                onChange={() => set('preset', name)}
              />
              {/* React writes this through CSSOM, which the style-src CSP allows. */}
              <span
                className={styles.swatch}
                style={{ backgroundColor: presets[name][settings.mode].accent }}
              />
              {presets[name].label}
            </label>
          ))}
        </fieldset>
        {group('mode', 'Colour mode', colorModes)}
        {group('sidebarStyle', 'Sidebar style', sidebarStyles)}
        {group('layout', 'Layout', layouts)}
        {group('headerPosition', 'Header', positions)}
        {group('sidebarPosition', 'Sidebar', positions)}
        {group('container', 'Container', containers)}
        {group('direction', 'Direction', directions)}
        <label className={styles.fontField}>
          <span className={styles.legend}>Font</span>
          <select
            className={styles.select}
            value={settings.font}
            onChange={(event) => set('font', event.target.value as FontName)}
          >
            {fontNames.map((font) => (
              <option key={font} value={font}>
                {fontLabels[font]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Colours</legend>
          <div className={styles.colors}>
            {colorSlots.map((slot) => (
              <label key={slot} className={styles.colorField}>
                <input
                  className={styles.colorInput}
                  type="color"
                  value={settings.colors[slot] ?? palette[slot]}
                  onChange={(event) => set('colors', { ...settings.colors, [slot]: event.target.value })}
                />
                {slotLabels[slot]}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Drawer>
  );
}
