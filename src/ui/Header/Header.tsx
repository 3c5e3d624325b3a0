import { Link } from 'react-router-dom';
import { visuallyHidden } from '../../theme';
import { Avatar } from '../Avatar/Avatar';
import { CountBadge } from '../CountBadge/CountBadge';
import { cx } from '../cx';
import { IconButton } from '../IconButton/IconButton';
import { BellIcon, MenuIcon } from '../icons';
import * as styles from './Header.css';

export type HeaderMember = {
  username: string;
  refcode: string;
  /** An address of the member's uploaded picture, shown beside the name; none until one is uploaded. */
  avatar?: string | null;
};

export type HeaderProps = {
  /** Shown as the home link at the start of the bar. */
  productName: string;
  /** The signed-in member, shown with their avatar and referral code; null when signed out. */
  member: HeaderMember | null;
  /** Shown wherever the sidebar is an overlay drawer (below 768 px, or when chosen). */
  onOpenMenu?: () => void;
  /** Opens the theme settings; the settings button shows only when this is given. */
  onOpenSettings?: () => void;
  /** The announcements link with how many are unread; shown to a signed-in member. */
  announcements?: { to: string; unread: number };
};

const SettingsIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </svg>
);

/**
 * The top bar of the member area: the product's home link, the menu button where the sidebar is a drawer,
 * announcements, settings and the signed-in member.
 */
export function Header({ productName, member, onOpenMenu, onOpenSettings, announcements }: HeaderProps) {
  return (
    <header className={styles.header}>
      {onOpenMenu && (
        <IconButton
          className={styles.menuButton}
          label="Open menu"
          icon={<MenuIcon />}
          onClick={onOpenMenu}
        />
      )}
      {/* The name comes from visible text, so speech users can say what they see ("Tessera"). */}
      <Link to="/" className={styles.logo}>
        <span className={styles.logoMark} aria-hidden="true">
          {productName.charAt(0)}
        </span>
        <span className={styles.logoText}>{productName}</span>
        <span className={visuallyHidden}> home</span>
      </Link>
      <div className={styles.actions}>
        {announcements && (
          <Link to={announcements.to} className={styles.announcements} title="Announcements">
            <BellIcon />
            <span className={visuallyHidden}>Announcements</span>{' '}
            <CountBadge count={announcements.unread} label={`${announcements.unread} unread`} corner />
          </Link>
        )}
        {onOpenSettings && (
          <IconButton label="Theme settings" icon={<SettingsIcon />} onClick={onOpenSettings} />
        )}
        {member ? (
          <Link to="/user/account" className={cx(styles.member, member.avatar && styles.memberWithPicture)}>
            {member.avatar && <Avatar name={member.username} src={member.avatar} size="sm" decorative />}
            <span className={styles.memberText}>
              <span className={styles.memberPrimary}>{member.username}</span>
              {/* A member page's shell, drawn before anyone is known, names no one. */}
              <span className={styles.memberSecondary}>{member.refcode && `UVID : ${member.refcode}`}</span>
            </span>
          </Link>
        ) : (
          <Link to="/login" className={styles.member}>
            <span className={styles.memberPrimary}>Welcome to {productName}</span>
            <span className={styles.memberSecondary}>Click to sign in</span>
          </Link>
        )}
      </div>
    </header>
  );
}
