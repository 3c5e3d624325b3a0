import { type FormEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  clampZoom,
  EmptyState,
  layoutTree,
  PageHeader,
  Skeleton,
  TextField,
  TreeCanvas,
  type TreeLayout,
  type TreeNodeInfo,
  ZoomControl,
} from '../../ui';
import { MemberCard } from './MemberCard';
import * as styles from './Team.css';
import { isVacant, memberStatus, memberTone, nodeAction, type TeamTree } from './teamTree';

/** Spec document 2 §9: the direct tree zooms from 10% to 100%, starting at 70%. */
export const TREE_ZOOM = { min: 0.1, max: 1, step: 0.1, initial: 0.7 } as const;
export const NO_DATA_FOUND = 'No Data Found';

/** Below this a tree's names cannot be read: a team too wide to show whole above it opens unchanged. */
const LEAST_READABLE_ZOOM = 0.4;

/**
 * The zoom a tree opens at in a view `viewWidth` wide: `zoom`, or lower in the slider's steps until a span
 * `spanWidth` wide (in layout units) fits; unchanged when that would take it below a readable size.
 */
export function openingZoom(viewWidth: number, spanWidth: number, zoom: number): number {
  // The small addend keeps a ratio of exactly 0.7 from reading as 0.6999….
  const fitting = Number(
    (Math.floor(viewWidth / spanWidth / TREE_ZOOM.step + 1e-9) * TREE_ZOOM.step).toFixed(1),
  );
  if (fitting >= zoom || fitting < LEAST_READABLE_ZOOM) return zoom;
  return fitting;
}

/** The width, in layout units, that shows the member and their direct team with the member in the middle. */
function directTeamWidth(layout: TreeLayout): number {
  const { nodeWidth, padding } = layout.geometry;
  const row = layout.rows[1];
  const centre = layout.x[0] ?? 0;
  if (!row || row.length === 0) return nodeWidth + 2 * padding;
  const first = layout.x[row[0] as number] ?? centre;
  const last = layout.x[row[row.length - 1] as number] ?? centre;
  const half = Math.max(centre - first, last - centre);
  return 2 * half + nodeWidth + 2 * padding;
}

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

  // A tree opened (the member's own, or a member searched for) shows the member and their direct team
  // whole: on a screen too narrow for them at the spec's 70%, it opens zoomed out just enough, never in.
  // The canvas has centred the member by then, and a zoom keeps the middle of the view where it is.
  const frame = useRef<HTMLDivElement>(null);
  const root = tree?.root;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly opened tree is fitted; a team loaded later, or the member's own zoom, must not change it
  useLayoutEffect(() => {
    const width = frame.current?.clientWidth ?? 0;
    if (!layout || layout.width === 0 || width === 0) return;
    const fit = openingZoom(width, directTeamWidth(layout), zoom);
    if (fit < zoom) onZoomChange(fit);
  }, [root]);

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
        <div ref={frame}>
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
        </div>
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
