import * as RadixDialog from '@radix-ui/react-dialog';
import { CloseIcon, IconButton, Sidebar, type SidebarProps } from '../../ui';
import * as styles from './Layout.css';

export type MenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: Pick<SidebarProps, 'items' | 'groups' | 'signedIn' | 'loggingOut' | 'onLogout'>;
};

/** The navigation as an overlay drawer, for widths where the sidebar is hidden. */
export function MenuDrawer({ open, onOpenChange, menu }: MenuDrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.drawerOverlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHeader}>
            <RadixDialog.Title>Menu</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton size="sm" label="Close menu" icon={<CloseIcon size={18} />} />
            </RadixDialog.Close>
          </div>
          <Sidebar {...menu} onNavigate={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
