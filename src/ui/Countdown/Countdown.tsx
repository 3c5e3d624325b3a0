import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import { cx } from '../cx';
import { formatClock } from '../dates';
import * as styles from './Countdown.css';

export const countdownFormats = ['clock', 'seconds'] as const;
export type CountdownFormat = (typeof countdownFormats)[number];

/** 3723 → '01:02:03' (hours grow past 99 rather than wrap); 'seconds' gives '45 sec'. */
export function formatRemaining(totalSeconds: number, format: CountdownFormat): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return format === 'seconds' ? `${s} sec` : formatClock(s);
}

export type CountdownProps = {
  /** When the countdown reaches zero: a Date or epoch milliseconds. */
  end: Date | number;
  /** The clock, replaceable so stories and tests can freeze or move time. */
  now?: () => number;
  /** 'clock' shows hh:mm:ss; 'seconds' shows '45 sec'. */
  format?: CountdownFormat;
  /** Visible text before the time, e.g. 'Next Bid in'; also names the timer. */
  label?: string;
  /** Spoken once when the countdown starts; the remaining time is appended. */
  startMessage?: string;
  /** Spoken once when the countdown completes. */
  endMessage?: string;
  /**
   * Called once when the time runs out while shown. An end already past at mount does not call it, so a
   * refresh that returns a stale end time cannot loop.
   */
  onComplete?: () => void;
  /** How often the remaining time is redrawn, in milliseconds. */
  tickMs?: number;
  /** Extra class on the timer, for placement by the page. */
  className?: string;
};

/**
 * Time left until a moment, redrawn every tick, with its start and end announced once to assistive technology
 * rather than every second.
 */
export function Countdown({
  end,
  now = Date.now,
  format = 'clock',
  label,
  startMessage = 'Countdown started',
  endMessage = 'Countdown finished',
  onComplete,
  tickMs = 1000,
  className,
}: CountdownProps) {
  const endMs = typeof end === 'number' ? end : end.getTime();
  // Read through a ref, so a clock passed inline does not restart the countdown on every render.
  const nowRef = useRef(now);
  nowRef.current = now;
  const remaining = () => Math.max(0, (endMs - nowRef.current()) / 1000);
  const [seconds, setSeconds] = useState(remaining);
  const [announcement, setAnnouncement] = useState('');
  const completed = useRef(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only for a new end time or tick
  useEffect(() => {
    const initial = remaining();
    setSeconds(initial);
    completed.current = initial <= 0;
    // Set after mount: live regions speak changes, not the content they were created with.
    setAnnouncement(initial > 0 ? `${startMessage}: ${formatRemaining(initial, format)}` : '');
    if (initial <= 0) return;
    const timer = setInterval(() => {
      const left = remaining();
      setSeconds(left);
      if (left <= 0 && !completed.current) {
        completed.current = true;
        clearInterval(timer);
        setAnnouncement(endMessage);
        onCompleteRef.current?.();
      }
    }, tickMs);
    return () => clearInterval(timer);
  }, [endMs, tickMs]);

  const text = formatRemaining(seconds, format);
  return (
    <span className={cx(styles.root, className)}>
      {label && (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      )}
      {/* aria-live off: a screen reader hearing every second could not follow anything else. */}
      <span role="timer" aria-live="off" aria-label={label} className={styles.time}>
        {text}
      </span>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </span>
  );
}
