import { AnnouncementsView } from '../../shared/AnnouncementsView/AnnouncementsView';
import * as styles from './Announcements.css';
import { type AnnouncementDraft, draftAsMembersSee } from './announcementDraft';

const nothing = () => {};

/**
 * The draft on the member's own Announcements page (the same view the members' app renders), as a member
 * finds it when it begins showing: unread, and opened by its title.
 */
export function AnnouncementPreview({ draft, id }: { draft: AnnouncementDraft; id: string }) {
  return (
    <section id={id} className={styles.preview} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.previewTitle}>
        Preview: as members see it
      </h3>
      <AnnouncementsView
        announcements={[draftAsMembersSee(draft)]}
        unread={0}
        loading={false}
        loadError={null}
        onReload={nothing}
        onRead={nothing}
        onReadAll={nothing}
        readingAll={false}
      />
    </section>
  );
}
