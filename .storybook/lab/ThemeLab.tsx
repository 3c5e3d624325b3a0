import { DirectionProvider } from '@radix-ui/react-direction';
import { useState } from 'react';
import type { ThemeSettings } from '../../src/theme';
import { applyThemeSettings } from '../../src/theme/applySettings';
import { Button, COPY_FAILED_MESSAGE, copyText, Dialog, notify } from '../../src/ui';
import { LabPanel } from './LabPanel';
import { LabShowcase } from './LabShowcase';
import { clearLabTheme, readLabTheme, saveLabTheme } from './labTheme';
import { presetExportJson } from './presetExport';
import * as css from './ThemeLab.css';

function ExportDialog({
  settings,
  open,
  onOpenChange,
}: {
  settings: ThemeSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const json = presetExportJson(settings);
  const copy = async () => {
    if (await copyText(json)) notify.success('Preset JSON copied to the clipboard.');
    else notify.error(COPY_FAILED_MESSAGE);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export as preset"
      description={`The palette a src/theme/presets.ts entry needs, for the ${settings.mode} mode.`}
      footer={
        <>
          <a
            className={css.download}
            href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`}
            download={`tessera-${settings.preset}-${settings.mode}.json`}
          >
            Download JSON
          </a>
          <Button onClick={copy}>Copy JSON</Button>
        </>
      }
    >
      {/* A read-only field: it scrolls, takes focus and selects all with the keyboard, as a code block would not. */}
      <textarea
        className={css.json}
        aria-label="Preset JSON"
        readOnly
        rows={18}
        value={json}
        onFocus={(e) => e.currentTarget.select()}
      />
    </Dialog>
  );
}

/**
 * Edits the theme live on <html>, as the app's settings do, so portalled dialogs and toasts follow. The
 * first edit keeps the theme for every other story (see withTheme) until Reset; until then the lab shows
 * the toolbar's theme and stores nothing.
 */
export function ThemeLab({ base }: { base: ThemeSettings }) {
  const [kept, setKept] = useState<ThemeSettings | null>(readLabTheme);
  const [exporting, setExporting] = useState(false);
  const settings = kept ?? base;
  const change = (next: ThemeSettings) => {
    saveLabTheme(next);
    applyThemeSettings(document.documentElement, next);
    setKept(next);
  };
  const reset = () => {
    clearLabTheme();
    applyThemeSettings(document.documentElement, base);
    setKept(null);
  };
  return (
    <DirectionProvider dir={settings.direction}>
      <div className={css.lab}>
        <LabPanel
          settings={settings}
          onChange={change}
          onReset={reset}
          onExport={() => setExporting(true)}
          kept={kept !== null}
        />
        <LabShowcase theme={{ settings, onChange: change, onReset: reset }} mode={settings.mode} />
      </div>
      <ExportDialog settings={settings} open={exporting} onOpenChange={setExporting} />
    </DirectionProvider>
  );
}
