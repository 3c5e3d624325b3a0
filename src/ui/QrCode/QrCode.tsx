import QRCode from 'qrcode';
import { useMemo } from 'react';
import { cx } from '../cx';
import * as styles from './QrCode.css';

/** Modules of white space around the code, which scanners need to find its edges. */
const QUIET_ZONE = 2;

export type QrCodeProps = {
  /** Encoded as-is, e.g. a deposit address; the code is drawn here, never fetched from a QR service. */
  value: string;
  /** Describes the code for screen readers, e.g. 'Deposit address QR code'. */
  label: string;
  /** The drawn size in CSS pixels. */
  size?: number;
  /** Extra class on the image, for placement by the page. */
  className?: string;
};

/** One path for every dark module keeps the SVG small and crisp at any size. */
export function qrPath(value: string): { path: string; modules: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, modules: modules.size };
}

/**
 * A QR code drawn in the browser as SVG from its value, so no outside service learns a member's deposit
 * address.
 */
export function QrCode({ value, label, size = 200, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  const extent = modules + QUIET_ZONE * 2;
  return (
    <svg
      className={cx(styles.root, className)}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-modules={modules}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
