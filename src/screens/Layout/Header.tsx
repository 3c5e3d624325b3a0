import { Link } from 'react-router-dom';
import { IconButton, MenuIcon } from '../../ui';
import * as styles from './Header.css';

export type HeaderMember = { username: string; refcode: string };

export type HeaderProps = {
  productName: string;
  member: HeaderMember | null;
  /** Shown below the large breakpoint, where the side menu becomes a drawer. */
  onOpenMenu?: () => void;
};

export function Header({ productName, member, onOpenMenu }: HeaderProps) {
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
      <Link to="/" className={styles.logo} aria-label={`${productName} home`}>
        <span className={styles.logoMark} aria-hidden="true">
          {productName.charAt(0)}
        </span>
        <span className={styles.logoText}>{productName}</span>
      </Link>
      {member ? (
        <Link to="/user/account" className={styles.member}>
          <span className={styles.memberPrimary}>{member.username}</span>
          <span className={styles.memberSecondary}>UVID : {member.refcode}</span>
        </Link>
      ) : (
        <Link to="/login" className={styles.member}>
          <span className={styles.memberPrimary}>Welcome to {productName}</span>
          <span className={styles.memberSecondary}>Click to sign in</span>
        </Link>
      )}
    </header>
  );
}
