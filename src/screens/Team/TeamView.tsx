import { type FormEvent, useCallback, useMemo, useState } from 'react';
import {
  Button,
  clampZoom,
  EmptyState,
  layoutTree,
  PageHeader,
  Skeleton,
  TextField,
  TreeCanvas,
  type TreeNodeInfo,
  ZoomControl,
} from '../../ui';
import { MemberCard } from './MemberCard';
import * as styles from './Team.css';
import { isVacant, memberStatus, memberTone, nodeAction, type TeamTree } from './teamTree';

/** Spec document 2 §9: the direct tree zooms from 10% to 100%, starting at 70%. */
export const TREE_ZOOM = { min: 0.1, max: 1, step: 0.1, initial: 0.7 } as const;
export const NO_DATA_FOUND = 'No Data Found';

export type TeamViewProps = {
  tree: TeamTree | null;
  /** The member's own team is on its way, or could not be loaded. */
  status: 'loading' | 'failed' | 'ready';
  searching: boolean;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  /** Called with a non-empty, trimmed username. */
  onSearch: (username: string) => void;
  /** A click on a node: the container loads its direct team or shows or hides it (see nodeAction). */
  onNodeActivate: (username: string) => void;
  onNodeExpand: (username: string, expand: boolean) => void;
  onRetry: () => void;
};

export function TeamView({
  tree,
  status,
  searching,
  zoom,
  onZoomChange,
  onSearch,
  onNodeActivate,
  onNodeExpand,
  onRetry,
}: TeamViewProps) {
  const [term, setTerm] = useState('');
  const layout = useMemo(
    () =>
      tree &&
      layoutTree(tree.root, (id) => {
        const node = tree.nodes.get(id);
        return node?.collapsed ? undefined : node?.children;
      }),
    [tree],
  );

  const describeNode = useCallback(
    (id: string): TreeNodeInfo => {
      const node = tree?.nodes.get(id);
      if (!node) return { tone: 'info', expandable: false, expanded: false };
      const { member } = node;
      const action = tree ? nodeAction(tree, id) : 'none';
      const expandable = action === 'load' || action === 'toggle' || node.loading;
      return {
        tone: memberTone(member),
        expandable,
        expanded: expandable && node.children !== undefined && !node.collapsed,
        busy: node.loading,
        hasCard: !isVacant(member),
      };
    },
    [tree],
  );

  const renderNode = useCallback(
    (id: string) => {
      const member = tree?.nodes.get(id)?.member;
      if (!member) return null;
      return (
        <>
          <span className={styles.nodeName}>{isVacant(member) ? 'Vacant' : member.username}</span>
          {!isVacant(member) && (
            <span className={styles.nodeMeta}>
              {memberStatus(member)} · {member.direct_count} direct
            </span>
          )}
        </>
      );
    },
    [tree],
  );

  const renderCard = useCallback(
    (id: string) => {
      const member = tree?.nodes.get(id)?.member;
      return member ? <MemberCard member={member} /> : null;
    },
    [tree],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = term.trim();
    if (username && !searching) onSearch(username);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="Direct Tree"
        description="Your direct sponsor line. Select a member to load their team."
      />
      <div className={styles.toolbar}>
        <form className={styles.search} aria-label="Search the team" onSubmit={submit}>
          <TextField
            label="Search by user name"
            hideLabel
            placeholder="Search by user name"
            value={term}
            onValueChange={setTerm}
            fieldClassName={styles.searchField}
          />
          <Button type="submit" busy={searching}>
            Search
          </Button>
        </form>
        <ZoomControl {...TREE_ZOOM} value={zoom} onChange={onZoomChange} label="Zoom" />
      </div>
      {tree && layout ? (
        <TreeCanvas
          label="Direct team"
          layout={layout}
          zoom={zoom}
          describeNode={describeNode}
          renderNode={renderNode}
          renderCard={renderCard}
          cardLabel={(id) => `${id} details`}
          onActivate={onNodeActivate}
          onExpand={onNodeExpand}
          onZoomStep={(step) => onZoomChange(clampZoom(zoom + step * TREE_ZOOM.step, TREE_ZOOM))}
        />
      ) : status === 'failed' ? (
        <EmptyState
          title={NO_DATA_FOUND}
          action={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      ) : (
        <Skeleton shape="rect" height="320px" />
      )}
    </div>
  );
}
