import { visuallyHidden } from '../../theme/utils.css';
import { cx } from '../cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ZoomControl.css';

export type ZoomRange = {
  /** The smallest zoom offered. */
  min: number;
  /** The largest zoom offered. */
  max: number;
  /** How far one press of a button or an arrow key moves the zoom. */
  step: number;
};

/** Snaps to the step and keeps within the range; the step's own digits avoid 0.7 + 0.1 = 0.7999…. */
export function clampZoom(value: number, { min, max, step }: ZoomRange): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  const snapped = Number((Math.round(value / step) * step).toFixed(decimals));
  return Math.min(max, Math.max(min, snapped));
}

export const zoomPercent = (value: number) => `${Math.round(value * 100)}%`;

export type ZoomControlProps = ZoomRange & {
  /** The current zoom. */
  value: number;
  /** Called with the new zoom, already snapped to the step and kept within range. */
  onChange: (value: number) => void;
  /** The group's and the slider's accessible name. */
  label?: string;
  /** Extra class on the control, for placement by the page. */
  className?: string;
};

/** Zoom out and in buttons around a slider; the slider takes the arrow keys, Home and End. */
export function ZoomControl({
  value,
  onChange,
  min,
  max,
  step,
  label = 'Zoom',
  className,
}: ZoomControlProps) {
  const range = { min, max, step };
  return (
    <fieldset className={cx(styles.root, className)}>
      <legend className={visuallyHidden}>{label}</legend>
      <IconButton
        size="sm"
        label="Zoom out"
        icon={<span className={styles.sign}>−</span>}
        disabled={value <= min}
        onClick={() => onChange(clampZoom(value - step, range))}
      />
      <input
        type="range"
        className={styles.slider}
        aria-label={label}
        aria-valuetext={zoomPercent(value)}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(clampZoom(Number(event.target.value), range))}
      />
      <IconButton
        size="sm"
        label="Zoom in"
        icon={<span className={styles.sign}>+</span>}
        disabled={value >= max}
        onClick={() => onChange(clampZoom(value + step, range))}
      />
      <output className={styles.value} aria-hidden="true">
        {zoomPercent(value)}
      </output>
    </fieldset>
  );
}
