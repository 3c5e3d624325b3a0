import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../Button/Button';
import { emailChars } from '../filters';
import { TextField } from '../TextField/TextField';
import * as styles from './Footer.css';

export type FooterLink = { label: string; href: string };

/** The operator's texts and links the footer shows; the site content object satisfies it as is. */
export type FooterContent = {
  productName: string;
  tagline: string;
  copyright: string;
  resourceLinks: readonly FooterLink[];
  newsLink: FooterLink;
  policyLinks: readonly FooterLink[];
  /** An Android package to download; null hides the 'Get APK' button. */
  apkUrl: string | null;
  /** The app's store pages; each button shows only when its address is set. */
  storeLinks: { appStore: string | null; googlePlay: string | null };
  subscribe: { heading: string; label: string; placeholder: string; button: string; thanks: string };
};

export type FooterProps = {
  /** Everything the footer says and links to: operator content, with a neutral default in src/content. */
  content: FooterContent;
};

function LinkList({ heading, links }: { heading: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Store buttons and the APK, each only where the operator has given its address; nothing otherwise. */
function Downloads({ content }: FooterProps) {
  const { appStore, googlePlay } = content.storeLinks;
  if (!appStore && !googlePlay && !content.apkUrl) return null;
  return (
    <ul className={styles.downloads} aria-label="Get the app">
      {appStore && (
        <li>
          <a className={styles.store} href={appStore} rel="noopener noreferrer" target="_blank">
            Download on the App Store
          </a>
        </li>
      )}
      {googlePlay && (
        <li>
          <a className={styles.store} href={googlePlay} rel="noopener noreferrer" target="_blank">
            Get it on Google Play
          </a>
        </li>
      )}
      {content.apkUrl && (
        <li>
          <a className={styles.apk} href={content.apkUrl} download>
            Get APK
          </a>
        </li>
      )}
    </ul>
  );
}

/**
 * The public site's footer: product name and tagline, resource, news and policy links, app download buttons
 * where configured, and the newsletter sign-up.
 */
export function Footer({ content }: FooterProps) {
  const [email, setEmail] = useState('');
  const [thanked, setThanked] = useState(false);

  // There is no newsletter service: the box answers honestly instead of pretending to store the address.
  const onSubscribe = (event: FormEvent) => {
    event.preventDefault();
    setEmail('');
    setThanked(true);
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <p className={styles.name}>{content.productName}</p>
          <p className={styles.tagline}>{content.tagline}</p>
          <form className={styles.subscribe} onSubmit={onSubscribe} aria-label={content.subscribe.heading}>
            <TextField
              fieldClassName={styles.subscribeField}
              label={content.subscribe.label}
              type="email"
              placeholder={content.subscribe.placeholder}
              filter={emailChars}
              value={email}
              onValueChange={(value) => {
                setEmail(value);
                setThanked(false);
              }}
            />
            <Button type="submit" variant="secondary">
              {content.subscribe.button}
            </Button>
          </form>
          <p role="status" className={styles.note}>
            {thanked ? content.subscribe.thanks : ''}
          </p>
        </div>
        <LinkList heading="Resources" links={content.resourceLinks} />
        <LinkList heading="News" links={[content.newsLink]} />
        <LinkList heading="Policies" links={content.policyLinks} />
      </div>
      <div className={styles.bottom}>
        <p>{content.copyright}</p>
        <Downloads content={content} />
      </div>
    </footer>
  );
}
