import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import type { SiteContent } from '../../content/site';
import { CloseIcon, IconButton } from '../../ui';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header, type HeaderMember } from './Header';
import * as styles from './Layout.css';
import { SideMenu } from './SideMenu';

export type AppLayoutViewProps = {
  content: SiteContent;
  member: HeaderMember | null;
  onLogout: () => void;
  loggingOut?: boolean;
  children: ReactNode;
};

export function AppLayoutView({
  content,
  member,
  onLogout,
  loggingOut = false,
  children,
}: AppLayoutViewProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signedIn = member !== null;
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header productName={content.productName} member={member} onOpenMenu={() => setDrawerOpen(true)} />
      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.drawerOverlay} />
          <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
            <div className={styles.drawerHeader}>
              <RadixDialog.Title>Menu</RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton size="sm" label="Close menu" icon={<CloseIcon size={18} />} />
              </RadixDialog.Close>
            </div>
            <SideMenu
              signedIn={signedIn}
              loggingOut={loggingOut}
              onLogout={onLogout}
              onNavigate={() => setDrawerOpen(false)}
            />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <div className={styles.body}>
        <aside className={styles.aside}>
          <div className={styles.asideInner}>
            <SideMenu signedIn={signedIn} loggingOut={loggingOut} onLogout={onLogout} />
          </div>
        </aside>
        <div className={`${styles.column} ${styles.bottomSpacer}`}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <Footer content={content} />
        </div>
      </div>
      <BottomBar />
    </div>
  );
}
