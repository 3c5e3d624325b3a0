import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { SiteContent } from '../../content/site';
import type { ThemeSettings } from '../../theme';
import { BottomBar, Footer, Header, type HeaderMember, Sidebar } from '../../ui';
import * as styles from './Layout.css';
import {
  ANNOUNCEMENTS_PATH,
  bottomBarItems,
  type MemberCounts,
  menuGroupsWith,
  publicMenuGroup,
  sideMenuItems,
  ticketsBadge,
} from './navigation';

// Most visits never open the panel or the menu drawer, so their code (the preset palettes, the dialog
// primitive) stays out of the initial bundle.
const ThemeSettingsPanel = lazy(() =>
  import('./ThemeSettingsPanel').then((module) => ({ default: module.ThemeSettingsPanel })),
);
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })));

export type ThemeSettingsBinding = {
  settings: ThemeSettings;
  onChange: (next: ThemeSettings) => void;
  onReset: () => void;
};

export type AppLayoutViewProps = {
  content: SiteContent;
  member: HeaderMember | null;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Without it the header offers no theme settings (e.g. an embedded preview). */
  theme?: ThemeSettingsBinding;
  /** A signed-in member's unread tickets and announcements, for the menu and the header. */
  counts?: MemberCounts;
  children: ReactNode;
};

export function AppLayoutView({
  content,
  member,
  onLogout,
  loggingOut = false,
  theme,
  counts,
  children,
}: AppLayoutViewProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  const signedIn = member !== null;
  // The spec's five entries and the public pages for everyone; a member also finds every other screen of
  // theirs, grouped.
  const menu = {
    items: sideMenuItems,
    groups: signedIn ? [...menuGroupsWith(counts), publicMenuGroup] : [publicMenuGroup],
    signedIn,
    loggingOut,
    onLogout,
  };
  const openMenu = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header
        productName={content.productName}
        member={member}
        announcements={
          signedIn && counts ? { to: ANNOUNCEMENTS_PATH, unread: counts.announcements } : undefined
        }
        onOpenMenu={openMenu}
        onOpenSettings={
          theme
            ? () => {
                setSettingsUsed(true);
                setSettingsOpen(true);
              }
            : undefined
        }
      />
      <div className={styles.topNav}>
        <Sidebar {...menu} variant="bar" />
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} menu={menu} />
        </Suspense>
      )}
      {theme && settingsUsed && (
        <Suspense fallback={null}>
          <ThemeSettingsPanel
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            settings={theme.settings}
            onChange={theme.onChange}
            onReset={theme.onReset}
          />
        </Suspense>
      )}
      <div className={styles.body}>
        <aside className={styles.aside}>
          <div className={styles.asideInner}>
            <Sidebar {...menu} variant="rail" />
          </div>
        </aside>
        <div className={`${styles.column} ${styles.bottomSpacer}`}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <Footer content={content} />
        </div>
      </div>
      <BottomBar
        items={bottomBarItems}
        menu={{
          onOpen: openMenu,
          badge: counts && ticketsBadge(counts),
        }}
      />
    </div>
  );
}
