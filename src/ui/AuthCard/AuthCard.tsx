import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './AuthCard.css';

export type AuthCardWidth = 'narrow' | 'wide';

export type AuthCardProps = {
  /** The page's only heading; left out while the card only shows progress or a load error. */
  title?: string;
  /** A link above the title, e.g. back to the home page. */
  back?: { to: string; label: string };
  /** 'narrow' for a form of a few fields; 'wide' for longer ones such as registration. */
  width?: AuthCardWidth;
  /** Marks the card aria-busy while its step talks to the server. */
  busy?: boolean;
  /** The step's form or message. */
  children: ReactNode;
};

/** The page-centred card every sign-in, sign-up and verification step sits in. */
export function AuthCard({ title, back, width = 'narrow', busy, children }: AuthCardProps) {
  return (
    <main className={styles.page}>
      <section className={styles.width[width]} aria-busy={busy}>
        {back && (
          <Link to={back.to} className={styles.text.link}>
            {back.label}
          </Link>
        )}
        {title && <h1 className={styles.title}>{title}</h1>}
        {children}
      </section>
    </main>
  );
}

/** Class names for text inside the card: leads, notes, inline links and availability answers. */
export const authCardText = styles.text;
