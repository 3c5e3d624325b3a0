import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, firstErrorMessage } from '../../api/errors';
import { directTeamQuery } from '../../api/team';
import { notify } from '../../ui';
import { needsToast, useFailureToast } from '../shared/loadFailure';
import { NO_DATA_FOUND, TeamView, TREE_ZOOM } from './TeamView';
import { nodeAction, teamTreeReducer } from './teamTree';

/** The server's reason when it gave one (e.g. a member outside the team), else the spec's text. */
const searchFailure = (error: unknown) =>
  error instanceof ApiError ? firstErrorMessage(error.response, NO_DATA_FOUND) : NO_DATA_FOUND;

export function TeamScreen() {
  const queryClient = useQueryClient();
  const own = useQuery(directTeamQuery());
  useFailureToast(own.error, own.errorUpdatedAt, NO_DATA_FOUND);
  const [tree, dispatch] = useReducer(teamTreeReducer, null);
  const [zoom, setZoom] = useState<number>(TREE_ZOOM.initial);
  const [searching, setSearching] = useState(false);
  const treeRef = useRef(tree);
  treeRef.current = tree;

  useEffect(() => {
    if (own.data) dispatch({ type: 'rootLoaded', members: own.data });
  }, [own.data]);

  const loadChildren = useCallback(
    async (username: string) => {
      dispatch({ type: 'childrenRequested', username });
      try {
        const members = await queryClient.fetchQuery(directTeamQuery(username));
        dispatch({ type: 'childrenLoaded', username, members });
      } catch (error) {
        dispatch({ type: 'childrenFailed', username });
        if (needsToast(error)) notify.error(NO_DATA_FOUND);
      }
    },
    [queryClient],
  );

  const setExpanded = useCallback(
    (username: string, expand: boolean) => {
      const current = treeRef.current;
      if (!current) return;
      const action = nodeAction(current, username);
      if (action === 'load' && expand) void loadChildren(username);
      if (action === 'toggle') dispatch({ type: 'expanded', username, expanded: expand });
    },
    [loadChildren],
  );

  const activate = useCallback(
    (username: string) => {
      const node = treeRef.current?.nodes.get(username);
      if (node) setExpanded(username, node.children === undefined || node.collapsed);
    },
    [setExpanded],
  );

  const search = async (username: string) => {
    setSearching(true);
    try {
      const members = await queryClient.fetchQuery(directTeamQuery(username));
      dispatch({ type: 'rootLoaded', members });
    } catch (error) {
      if (needsToast(error)) notify.error(searchFailure(error));
    } finally {
      setSearching(false);
    }
  };

  return (
    <TeamView
      tree={tree}
      status={own.isError || own.data?.length === 0 ? 'failed' : tree ? 'ready' : 'loading'}
      searching={searching}
      zoom={zoom}
      onZoomChange={setZoom}
      onSearch={(username) => void search(username)}
      onNodeActivate={activate}
      onNodeExpand={setExpanded}
      onRetry={() => void own.refetch()}
    />
  );
}
